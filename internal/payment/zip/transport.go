package zip

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/payment/providerhttp"
	"github.com/wattle/storefront/internal/platform/money"
)

// maxAnswer bounds what the client reads of one answer.
const maxAnswer = 1 << 20

// APIError is an answer of Zip's that is not a success: its HTTP status and Zip's error code and
// message (never the request's credentials). A 404 unwraps to payment.ErrNotFound, a 429 or 5xx to
// payment.ErrUnavailable.
type APIError struct {
	// Op is what the client was doing, e.g. "create charge".
	Op         string
	StatusCode int
	// Code is Zip's error code, e.g. account_insufficient_funds or invalid_state; "" when the
	// answer had none.
	Code    string
	Message string
}

// Error names the operation, the status and the provider's code and message.
func (e *APIError) Error() string {
	s := fmt.Sprintf("zip: %s: HTTP %d", e.Op, e.StatusCode)
	if e.Code != "" {
		s += " " + e.Code
	}
	if e.Message != "" {
		s += ": " + e.Message
	}
	return s
}

// Unwrap maps the status to the payment package's errors.
func (e *APIError) Unwrap() error { return providerhttp.StatusError(e.StatusCode) }

// DeclinedError is a refusal before any page: Begin's order value is outside the limits agreed
// with Zip (Config.MinAmount, Config.MaxAmount). Place order reads the reason through DeclineReason.
type DeclinedError struct {
	Decline payment.Decline
}

// Error names the decline.
func (e *DeclinedError) Error() string { return "zip: declined: " + string(e.Decline) }

// DeclineReason is why the payment was refused.
func (e *DeclinedError) DeclineReason() payment.Decline { return e.Decline }

// errorBody is Zip's error response.
type errorBody struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// call sends one request to Zip and decodes a successful answer into out (when not nil). A POST
// carries idemKey as its Idempotency-Key.
func (c *Client) call(ctx context.Context, op, method, path, idemKey string, in, out any) error {
	req, err := providerhttp.NewJSONRequest(ctx, method, c.base+path, in)
	if err != nil {
		return fmt.Errorf("zip: %s: %w", op, err)
	}
	req.Header.Set("Authorization", c.auth)
	req.Header.Set("Zip-Version", APIVersion)
	req.Header.Set("User-Agent", c.userAgent)
	if idemKey != "" {
		req.Header.Set("Idempotency-Key", idemKey)
	}
	status, raw, err := providerhttp.Send(c.hc, req, maxAnswer)
	if err != nil {
		return providerhttp.NoAnswer("zip: "+op, err)
	}
	if status < 200 || status > 299 {
		e := &APIError{Op: op, StatusCode: status}
		var eb errorBody
		if json.Unmarshal(raw, &eb) == nil {
			e.Code, e.Message = eb.Error.Code, providerhttp.Clip(eb.Error.Message)
		}
		return e
	}
	if out != nil && len(bytes.TrimSpace(raw)) > 0 {
		if err := json.Unmarshal(raw, out); err != nil {
			return fmt.Errorf("zip: %s: malformed answer: %w", op, err)
		}
	}
	return nil
}

// decimal is an amount as Zip writes it, a JSON number of dollars (12.5, 1234.50), held in
// cents: it is written and read as text, never through a float.
type decimal money.Cents

// MarshalJSON writes the amount as a number with two decimals.
func (d decimal) MarshalJSON() ([]byte, error) { return []byte(money.Cents(d).Decimal()), nil }

// UnmarshalJSON reads a number (or a numeric string) of at most two decimals.
func (d *decimal) UnmarshalJSON(b []byte) error {
	s := string(bytes.TrimSpace(b))
	if s == "null" {
		return nil
	}
	if unq, err := strconv.Unquote(s); err == nil {
		s = unq
	}
	c, err := parseAmount(s)
	if err != nil {
		return err
	}
	*d = decimal(c)
	return nil
}

// parseAmount reads a decimal number of dollars into cents (money.ParseDecimal), refusing
// fractions of a cent and exponents.
func parseAmount(s string) (money.Cents, error) {
	c, err := money.ParseDecimal(s)
	if err != nil {
		return 0, fmt.Errorf("zip: bad amount %q", s)
	}
	return c, nil
}

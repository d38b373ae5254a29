package afterpay

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/payment/providerhttp"
	"github.com/wattle/storefront/internal/platform/money"
)

// maxAnswer bounds what the client reads of one answer.
const maxAnswer = 1 << 20

// APIError is an answer of Afterpay's that is not a success: its HTTP status and Afterpay's
// errorCode and message (never the request's credentials). A 404 unwraps to payment.ErrNotFound,
// a 429 or 5xx to payment.ErrUnavailable.
type APIError struct {
	// Op is what the client was doing, e.g. "authorise payment".
	Op         string
	StatusCode int
	// Code is Afterpay's errorCode, e.g. invalid_object or invalid_token; "" when the answer had none.
	Code    string
	Message string
	body    []byte
}

// Error names the operation, the status and the provider's code and message.
func (e *APIError) Error() string {
	s := fmt.Sprintf("afterpay: %s: HTTP %d", e.Op, e.StatusCode)
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

// DeclinedError is Afterpay's refusal before any page: Begin's order value is outside the
// merchant's limits (errorCode unsupported_payment_type). Place order reads the reason through
// DeclineReason.
type DeclinedError struct {
	Decline payment.Decline
	Err     error
}

// Error names the decline.
func (e *DeclinedError) Error() string { return "afterpay: declined: " + string(e.Decline) }

// DeclineReason is why Afterpay refused.
func (e *DeclinedError) DeclineReason() payment.Decline { return e.Decline }

// Unwrap returns Afterpay's answer.
func (e *DeclinedError) Unwrap() error { return e.Err }

// errorBody is Afterpay's error object.
type errorBody struct {
	ErrorCode string `json:"errorCode"`
	Message   string `json:"message"`
}

// call sends one request to Afterpay and decodes a successful answer into out (when not nil).
func (c *Client) call(ctx context.Context, op, method, path string, in, out any) error {
	req, err := providerhttp.NewJSONRequest(ctx, method, c.base+path, in)
	if err != nil {
		return fmt.Errorf("afterpay: %s: %w", op, err)
	}
	req.Header.Set("Authorization", c.auth)
	req.Header.Set("User-Agent", c.userAgent)
	status, raw, err := providerhttp.Send(c.hc, req, maxAnswer)
	if err != nil {
		return providerhttp.NoAnswer("afterpay: "+op, err)
	}
	if status < 200 || status > 299 {
		e := &APIError{Op: op, StatusCode: status, body: raw}
		var eb errorBody
		if json.Unmarshal(raw, &eb) == nil {
			e.Code, e.Message = eb.ErrorCode, providerhttp.Clip(eb.Message)
		}
		return e
	}
	if out != nil && len(bytes.TrimSpace(raw)) > 0 {
		if err := json.Unmarshal(raw, out); err != nil {
			return fmt.Errorf("afterpay: %s: malformed answer: %w", op, err)
		}
	}
	return nil
}

// parseAmount reads Afterpay's decimal string into cents (money.ParseDecimal), refusing
// fractions of a cent.
func parseAmount(s string) (money.Cents, error) {
	c, err := money.ParseDecimal(s)
	if err != nil {
		return 0, fmt.Errorf("afterpay: bad amount %q", s)
	}
	return c, nil
}

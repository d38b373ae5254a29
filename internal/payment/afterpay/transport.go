package afterpay

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/wattle/storefront/internal/payment"
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
func (e *APIError) Unwrap() error {
	switch {
	case e.StatusCode == http.StatusNotFound:
		return payment.ErrNotFound
	case e.StatusCode == http.StatusTooManyRequests || e.StatusCode >= 500:
		return payment.ErrUnavailable
	}
	return nil
}

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
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return fmt.Errorf("afterpay: %s: %w", op, err)
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, body)
	if err != nil {
		return fmt.Errorf("afterpay: %s: %w", op, err)
	}
	req.Header.Set("Authorization", c.auth)
	req.Header.Set("User-Agent", c.userAgent)
	req.Header.Set("Accept", "application/json")
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := c.hc.Do(req)
	if err != nil {
		return transportError(op, err)
	}
	defer func() { _ = res.Body.Close() }()
	raw, err := io.ReadAll(io.LimitReader(res.Body, maxAnswer))
	if err != nil {
		return transportError(op, err)
	}
	if res.StatusCode < 200 || res.StatusCode > 299 {
		e := &APIError{Op: op, StatusCode: res.StatusCode, body: raw}
		var eb errorBody
		if json.Unmarshal(raw, &eb) == nil {
			e.Code, e.Message = eb.ErrorCode, clip(eb.Message)
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

// transportError is a request that got no answer: payment.ErrTimeout when the deadline passed,
// payment.ErrUnavailable when Afterpay could not be reached.
func transportError(op string, err error) error {
	var ne net.Error
	switch {
	case errors.Is(err, context.DeadlineExceeded) || errors.As(err, &ne) && ne.Timeout():
		return fmt.Errorf("afterpay: %s: %w (%w)", op, payment.ErrTimeout, err)
	case errors.Is(err, context.Canceled):
		return fmt.Errorf("afterpay: %s: %w", op, err)
	}
	return fmt.Errorf("afterpay: %s: %w (%w)", op, payment.ErrUnavailable, err)
}

// clip shortens a provider's message for an error.
func clip(s string) string {
	const limit = 200
	if len(s) <= limit {
		return s
	}
	s = s[:limit]
	for !utf8.ValidString(s) {
		s = s[:len(s)-1]
	}
	return s + "…"
}

// derivedKey is a request id made from parts: the same parts give the same id, so a retried call
// is one operation at Afterpay. It has the shape of a UUID, as Afterpay recommends.
func derivedKey(parts ...string) string {
	sum := sha256.Sum256([]byte(strings.Join(parts, "\x00")))
	b := sum[:16]
	b[6] = b[6]&0x0f | 0x50 // name-based
	b[8] = b[8]&0x3f | 0x80
	return uuid(b)
}

// randomKey is a fresh request id.
func randomKey() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return uuid(b)
}

func uuid(b []byte) string {
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

// formatAmount writes cents as Afterpay's decimal string, e.g. "1234.50".
func formatAmount(c money.Cents) string {
	u := uint64(c)
	sign := ""
	if c < 0 {
		u, sign = uint64(-c), "-"
	}
	return sign + strconv.FormatUint(u/100, 10) + "." + strconv.FormatUint(u%100/10, 10) + strconv.FormatUint(u%10, 10)
}

// parseAmount reads Afterpay's decimal string into cents, refusing fractions of a cent.
func parseAmount(s string) (money.Cents, error) {
	in := s
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	whole, frac, dot := strings.Cut(s, ".")
	if dot && !allDigits(frac) {
		return 0, fmt.Errorf("afterpay: bad amount %q", in)
	}
	frac = strings.TrimRight(frac, "0")
	if !allDigits(whole) || len(frac) > 2 || len(whole) > 16 {
		return 0, fmt.Errorf("afterpay: bad amount %q", in)
	}
	for len(frac) < 2 {
		frac += "0"
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("afterpay: bad amount %q", in)
	}
	f, _ := strconv.ParseInt(frac, 10, 64)
	v := money.Cents(w*100 + f)
	if neg {
		v = -v
	}
	return v, nil
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

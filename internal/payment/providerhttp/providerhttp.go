// Package providerhttp is the HTTP plumbing the payment adapters (internal/payment/afterpay, zip,
// paypal and paydock) share: checking a provider's base URL, building a JSON request, sending it
// and reading the answer within a size limit, telling a request that got no answer apart
// (payment.ErrTimeout, payment.ErrUnavailable), clipping a provider's message for an error, and
// UUID-shaped request ids. What is a provider's own stays in its adapter: the credentials and
// headers it sends, the shape of its error bodies and what its statuses mean.
//
// Errors name what failed as the adapter says it (e.g. "afterpay: create checkout"), so they keep
// the provider's prefix; none of them repeats a URL or a header, which may hold credentials.
package providerhttp

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
	"net/url"
	"strings"
	"unicode/utf8"

	"github.com/wattle/storefront/internal/payment"
)

// CheckURL parses raw, the setting named by what (e.g. "afterpay: BaseURL"), as an absolute https
// URL without credentials, query or fragment; plain http is allowed to a loopback host only (a
// local fake, in tests). Its errors start with what and never repeat raw.
func CheckURL(what, raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || u.Opaque != "" {
		return nil, fmt.Errorf("%s must be an absolute URL", what)
	}
	switch {
	case u.User != nil:
		return nil, fmt.Errorf("%s must not carry credentials", what)
	case u.RawQuery != "" || u.Fragment != "":
		return nil, fmt.Errorf("%s must not have a query or fragment", what)
	case u.Scheme == "https":
	case u.Scheme == "http" && Loopback(u.Hostname()):
	default:
		return nil, fmt.Errorf("%s must use https", what)
	}
	return u, nil
}

// Loopback reports whether host (a URL's Hostname) is localhost or a loopback IP address.
func Loopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// NewJSONRequest is a request of method to rawURL that carries in as JSON (nil: no body) and asks for
// JSON: its Accept header, and with a body its Content-Type, are application/json. The adapter adds
// its own headers (credentials, user agent, idempotency key). The error is json.Marshal's or
// http.NewRequestWithContext's, for the adapter to name its call.
func NewJSONRequest(ctx context.Context, method, rawURL string, in any) (*http.Request, error) {
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return nil, err
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, rawURL, body)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "application/json")
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	return req, nil
}

// Send does req with hc and answers the answer's status and body, of which it reads at most limit
// bytes (a longer answer is cut short, and fails to decode). An error means the request got no
// whole answer; it is the transport's own, for NoAnswer or the adapter to classify.
func Send(hc *http.Client, req *http.Request, limit int64) (status int, body []byte, err error) {
	res, err := hc.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer func() { _ = res.Body.Close() }()
	body, err = io.ReadAll(io.LimitReader(res.Body, limit))
	if err != nil {
		return 0, nil, err
	}
	return res.StatusCode, body, nil
}

// StatusError is what a provider's refusal with HTTP status means to the shop: payment.ErrNotFound
// for a 404, payment.ErrUnavailable for a 429 or a 5xx (the provider cannot answer now; a timeout
// is not a decline), nil for the rest (the adapter reads the provider's own error body).
func StatusError(status int) error {
	switch {
	case status == http.StatusNotFound:
		return payment.ErrNotFound
	case status == http.StatusTooManyRequests || status >= 500:
		return payment.ErrUnavailable
	}
	return nil
}

// TimedOut reports whether err, the error of a request that got no answer, means that time ran
// out: a context's deadline passed, or the transport's own timeout (a net.Error whose Timeout is
// true, e.g. http.Client.Timeout).
func TimedOut(err error) bool {
	var ne net.Error
	return errors.Is(err, context.DeadlineExceeded) || errors.As(err, &ne) && ne.Timeout()
}

// NoAnswer is the error of op (e.g. "afterpay: create checkout") when its request got no answer,
// err: payment.ErrTimeout when time ran out (TimedOut), err itself when the caller's context was
// canceled, and payment.ErrUnavailable otherwise (the provider could not be reached). err stays
// in the chain (errors.Is finds it too).
func NoAnswer(op string, err error) error {
	switch {
	case TimedOut(err):
		return fmt.Errorf("%s: %w (%w)", op, payment.ErrTimeout, err)
	case errors.Is(err, context.Canceled):
		return fmt.Errorf("%s: %w", op, err)
	}
	return fmt.Errorf("%s: %w (%w)", op, payment.ErrUnavailable, err)
}

// clipLimit is how many bytes of a provider's message Clip keeps.
const clipLimit = 200

// Clip shortens a provider's message for an error: at most 200 bytes, cut at a whole UTF-8
// character and marked "…" when it was longer.
func Clip(s string) string {
	if len(s) <= clipLimit {
		return s
	}
	s = s[:clipLimit]
	for !utf8.ValidString(s) {
		s = s[:len(s)-1]
	}
	return s + "…"
}

// DerivedID is a request id (an idempotency key) made from parts: the same parts give the same id,
// so a retried call is one operation at the provider. It has the shape of a name-based UUID
// (version 5, of the parts' SHA-256), as providers recommend for such ids.
func DerivedID(parts ...string) string {
	sum := sha256.Sum256([]byte(strings.Join(parts, "\x00")))
	b := sum[:16]
	b[6] = b[6]&0x0f | 0x50 // name-based
	b[8] = b[8]&0x3f | 0x80
	return uuid(b)
}

// RandomID is a fresh request id, a random UUID (version 4): for a call that is a new operation
// each time it is made.
func RandomID() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return uuid(b)
}

// uuid writes 16 bytes in the UUID's text form, 8-4-4-4-12 lower-case hex digits.
func uuid(b []byte) string {
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

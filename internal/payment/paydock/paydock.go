// Package paydock is the real adapter of the card gateway, Paydock (API v1, docs/payments.md):
// cards from Paydock's browser widget (one-time tokens), saved cards (Paydock customers), Apple Pay
// wallet charges and gift cards through a gift card gateway. Every card payment is a
// pre-authorisation (capture=false) that staff capture on fulfilment, and goes through Paydock's
// integrated 3-D Secure first: when the issuer wants the shopper, the browser runs Paydock's
// Canvas3ds widget and the shop then asks Paydock, never the browser, how it went. Amounts travel
// as decimal dollars in AUD, written and read with integer arithmetic. The secret key is sent in
// the x-user-secret-key header of every call and never appears in an error.
package paydock

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/payment/providerhttp"
)

// Paydock's API hosts.
const (
	// ProductionURL is the API of real money.
	ProductionURL = "https://api.paydock.com"
	// SandboxURL is Paydock's sandbox (a sandbox account and its test gateways).
	SandboxURL = "https://api-sandbox.paydock.com"
)

// WidgetScriptURL is Paydock's browser SDK (the card widget, Canvas3ds and the wallet buttons).
const WidgetScriptURL = "https://widget.paydock.com/sdk/latest/widget.umd.min.js"

// Currency is the currency of every amount the shop asks Paydock for.
const Currency = "AUD"

// DefaultTimeout bounds a call when Config.HTTPClient is nil (a context's deadline still wins
// when it is sooner).
const DefaultTimeout = 30 * time.Second

// maxBody bounds what is read of an answer.
const maxBody = 4 << 20

// Config is how the adapter reaches Paydock.
type Config struct {
	// BaseURL is ProductionURL or SandboxURL; empty: ProductionURL (plain http only to a loopback
	// host, for a local fake).
	BaseURL string
	// SecretKey authenticates the server's calls; PublicKey is the browser widgets' key (the
	// adapter only hands it to the web app, see Browser).
	SecretKey string
	PublicKey string
	// GatewayID is the card gateway (cards, saved cards and their 3-D Secure); ApplePayGatewayID
	// the Apple Pay wallet gateway and GiftCardGatewayID the gift card gateway (empty: that
	// method is unavailable).
	GatewayID         string
	ApplePayGatewayID string
	GiftCardGatewayID string
	// HTTPClient makes the calls; nil: one with DefaultTimeout.
	HTTPClient *http.Client
	// WidgetURL is the browser SDK the web app loads; empty: WidgetScriptURL.
	WidgetURL string
}

// Client is the Paydock adapter of cards, saved cards and Apple Pay. It implements
// payment.Authorizer, payment.Settler and payment.Vault, and is safe for concurrent use;
// GiftCards is its gift card side.
type Client struct {
	base *url.URL
	cfg  Config
	http *http.Client
}

var (
	_ payment.Authorizer = (*Client)(nil)
	_ payment.Settler    = (*Client)(nil)
	_ payment.Vault      = (*Client)(nil)
)

// ErrConfig means a Config that cannot reach Paydock; New's error wraps it and names the field.
var ErrConfig = errors.New("paydock: incomplete configuration")

// New returns the adapter of cfg, or an error (ErrConfig) naming what is missing or wrong in it.
func New(cfg Config) (*Client, error) {
	if cfg.BaseURL == "" {
		cfg.BaseURL = ProductionURL
	}
	base, err := url.Parse(strings.TrimSuffix(cfg.BaseURL, "/"))
	if err != nil || base.Host == "" || base.RawQuery != "" || base.Fragment != "" ||
		(base.Scheme != "https" && (base.Scheme != "http" || !providerhttp.Loopback(base.Hostname()))) {
		return nil, fmt.Errorf("%w: BaseURL %q: want https://host (http only to a loopback host)", ErrConfig, cfg.BaseURL)
	}
	if strings.TrimSpace(cfg.SecretKey) == "" {
		return nil, fmt.Errorf("%w: SecretKey is required", ErrConfig)
	}
	if strings.TrimSpace(cfg.GatewayID) == "" {
		return nil, fmt.Errorf("%w: GatewayID is required", ErrConfig)
	}
	hc := cfg.HTTPClient
	if hc == nil {
		hc = &http.Client{Timeout: DefaultTimeout}
	}
	return &Client{base: base, cfg: cfg, http: hc}, nil
}

// Browser is what the web app needs from the server to run Paydock's widgets: the script, the
// environment for their setEnv, the public key and the gateways of the card and gift card
// widgets. (Apple Pay's wallet token and a challenge's Canvas3ds token come per payment, from
// ApplePay and Authorize.)
type Browser struct {
	ScriptURL   string
	Environment string // "sandbox" or "production"
	PublicKey   string
	// GatewayID is the card widget's gateway, GiftCardGatewayID the gift card widget's.
	GatewayID         string
	GiftCardGatewayID string
}

// Browser returns the widgets' settings of this client.
func (c *Client) Browser() Browser {
	env := "production"
	if c.base.Hostname() != "api.paydock.com" {
		env = "sandbox"
	}
	script := c.cfg.WidgetURL
	if script == "" {
		script = WidgetScriptURL
	}
	return Browser{ScriptURL: script, Environment: env, PublicKey: c.cfg.PublicKey,
		GatewayID: c.cfg.GatewayID, GiftCardGatewayID: c.cfg.GiftCardGatewayID}
}

// Error is Paydock's refusal of a call, or a call that got no answer: the HTTP status (0 without
// an answer), Paydock's error code (transaction_declined, validation_error, …) and message. It is
// payment.ErrNotFound for a 404, payment.ErrUnavailable for a 5xx, a 429 or no answer,
// payment.ErrTimeout when the call ran out of time, payment.ErrUnknownToken for a refused
// one-time token. Its text never holds the secret key.
type Error struct {
	// Op is the call, e.g. "POST /v1/charges".
	Op         string
	StatusCode int
	Code       string
	Message    string

	kinds []error // the payment sentinels the error is
	cause error   // the transport's error, when there was no answer
	env   *envelope
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("paydock: " + e.Op + ":")
	if e.StatusCode != 0 {
		fmt.Fprintf(&b, " %d", e.StatusCode)
	}
	for _, s := range []string{e.Code, e.Message} {
		if s != "" {
			b.WriteString(" " + s)
		}
	}
	for _, k := range e.kinds {
		b.WriteString(" (" + strings.TrimPrefix(k.Error(), "payment: ") + ")")
	}
	return b.String()
}

// Unwrap is the payment sentinels the error is, and the transport's error.
func (e *Error) Unwrap() []error {
	out := append([]error(nil), e.kinds...)
	if e.cause != nil {
		out = append(out, e.cause)
	}
	return out
}

func (e *Error) is(kind error) {
	for _, k := range e.kinds {
		if k == kind {
			return
		}
	}
	e.kinds = append(e.kinds, kind)
}

// envelope is every answer of Paydock: {"status", "error", "error_summary", "resource": {"type",
// "data"}}.
type envelope struct {
	Status       int             `json:"status"`
	Error        json.RawMessage `json:"error"`
	ErrorSummary json.RawMessage `json:"error_summary"`
	Resource     struct {
		Type string          `json:"type"`
		Data json.RawMessage `json:"data"`
	} `json:"resource"`
}

// call makes one call of Paydock with body (nil: none) and decodes the answer's resource.data
// into out (nil: ignored). Paydock's refusals and calls without an answer are *Error.
func (c *Client) call(ctx context.Context, method, path string, query url.Values, body, out any) error {
	op := method + " " + path
	u := *c.base
	u.Path = strings.TrimSuffix(u.Path, "/") + path
	u.RawQuery = query.Encode()
	req, err := providerhttp.NewJSONRequest(ctx, method, u.String(), body)
	if err != nil {
		return fmt.Errorf("paydock: %s: %w", op, err)
	}
	req.Header.Set("x-user-secret-key", c.cfg.SecretKey)
	status, raw, err := providerhttp.Send(c.http, req, maxBody)
	if err != nil {
		return c.unanswered(ctx, op, err)
	}
	var env envelope
	decodeErr := json.Unmarshal(raw, &env)
	if status >= 300 {
		return c.refusal(op, status, &env)
	}
	if decodeErr != nil {
		return &Error{Op: op, StatusCode: status, Message: "the answer is not Paydock's JSON",
			kinds: []error{payment.ErrUnavailable}}
	}
	if out != nil && len(env.Resource.Data) > 0 {
		if err := json.Unmarshal(env.Resource.Data, out); err != nil {
			return &Error{Op: op, StatusCode: status, Message: "unexpected answer: " + c.redact(err.Error()),
				kinds: []error{payment.ErrUnavailable}}
		}
	}
	return nil
}

// unanswered is the error of a call that got no (whole) answer: ErrTimeout when the context or
// the client's timeout ran out, ErrUnavailable otherwise (Paydock unreachable).
func (c *Client) unanswered(ctx context.Context, op string, err error) error {
	e := &Error{Op: op, cause: err}
	switch {
	case ctx.Err() != nil || providerhttp.TimedOut(err):
		e.is(payment.ErrTimeout)
		if ctx.Err() != nil {
			e.cause = ctx.Err()
		}
		e.Message = "no answer in time"
	default:
		e.is(payment.ErrUnavailable)
		e.Message = "unreachable: " + c.redact(err.Error())
		e.cause = nil // its text is in Message, redacted
	}
	return e
}

// refusal is the *Error of an answer with an error status.
func (c *Client) refusal(op string, status int, env *envelope) *Error {
	e := &Error{Op: op, StatusCode: status, env: env}
	ae := parseAPIError(env.Error)
	if ae.Message == "" && ae.Code == "" {
		ae = parseAPIError(env.ErrorSummary)
	}
	e.Code, e.Message = c.redact(ae.Code), c.redact(ae.Message)
	if kind := providerhttp.StatusError(status); kind != nil {
		e.is(kind)
	}
	if status == http.StatusGatewayTimeout {
		e.is(payment.ErrTimeout) // the gateway behind Paydock timed out: as unsure as our own timeout
	}
	return e
}

// redact takes the keys out of text that Paydock (or the transport) wrote.
func (c *Client) redact(text string) string {
	for _, k := range []string{c.cfg.SecretKey, c.cfg.PublicKey} {
		if k != "" {
			text = strings.ReplaceAll(text, k, "[redacted]")
		}
	}
	return text
}

// apiError is the "error" of an answer: {"message", "code", "details"}, where message may itself
// be {"message"} and details an object or an array.
type apiError struct {
	Message string
	Code    string
	Details any
}

func parseAPIError(raw json.RawMessage) apiError {
	var out apiError
	if len(raw) == 0 || string(raw) == "null" {
		return out
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		out.Message = s
		return out
	}
	var obj struct {
		Message json.RawMessage `json:"message"`
		Code    any             `json:"code"`
		Details any             `json:"details"`
	}
	if json.Unmarshal(raw, &obj) != nil {
		return out
	}
	if json.Unmarshal(obj.Message, &s) == nil {
		out.Message = s
	} else {
		var m struct {
			Message string `json:"message"`
		}
		_ = json.Unmarshal(obj.Message, &m)
		out.Message = m.Message
	}
	if obj.Code != nil {
		out.Code = fmt.Sprint(obj.Code)
	}
	out.Details = obj.Details
	return out
}

// safeID reports whether id may stand in a path (Paydock's ids are hex or UUIDs; an id from the
// browser is never trusted to stay in its segment).
func safeID(id string) bool {
	if id == "" || len(id) > 128 {
		return false
	}
	for _, r := range id {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

// Package paypal is the real adapter of the PayPal method (docs/payments.md): PayPal's REST APIs
// behind payment.Redirector, payment.Settler and payment.Agreements. An order (Orders v2, intent
// AUTHORIZE) is the redirect session: Begin creates it and answers its approve page, Complete
// authorises it once the payer approved there, staff capture the authorisation on fulfilment
// (Payments v2), and a payer who asked to save PayPal gets a payment token in PayPal's vault (v3)
// that pays again without a redirect. Every call takes an OAuth2 access token of the app's client
// credentials, kept until shortly before it expires; neither the client secret nor a token ever
// appears in an error.
package paypal

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/payment/providerhttp"
)

// PayPal's REST API hosts.
const (
	// LiveURL is the API of real money.
	LiveURL = "https://api-m.paypal.com"
	// SandboxURL is PayPal's own sandbox (sandbox accounts from the developer dashboard).
	SandboxURL = "https://api-m.sandbox.paypal.com"
)

// Currency is the currency of every amount the shop asks PayPal for.
const Currency = "AUD"

// DefaultTimeout bounds a call when Config.HTTPClient is nil (a context's deadline still wins
// when it is sooner).
const DefaultTimeout = 30 * time.Second

// tokenMargin is how long before its expiry a cached access token is replaced.
const tokenMargin = 5 * time.Minute

// maxBody bounds what is read of an answer.
const maxBody = 1 << 20

// Config is how the adapter reaches PayPal.
type Config struct {
	// BaseURL is LiveURL or SandboxURL (plain http only to a loopback host, for a local fake).
	BaseURL string
	// ClientID and ClientSecret are the REST app's credentials (developer dashboard).
	ClientID     string
	ClientSecret string
	// HTTPClient makes the calls; nil: one with DefaultTimeout.
	HTTPClient *http.Client
	// PublicURL is the shop's public origin (config's --public-url, e.g. https://wattle.com.au):
	// a return URL given as a path, as place order gives it, is resolved against it, because PayPal
	// takes only absolute URLs. Empty: return URLs must be absolute.
	PublicURL string
	// BrandName replaces the business name on PayPal's pages; empty: the PayPal account's.
	BrandName string
	// SavedAgreements lists the agreements (vault payment token ids) a customer of the shop has
	// saved, for IDToken and BeginSaving to find the customer's PayPal customer id; nil: id tokens
	// never name a customer, and each saved PayPal makes a new PayPal customer.
	SavedAgreements func(ctx context.Context, customerID string) ([]string, error)
}

// Client is the PayPal adapter. It implements payment.Redirector, payment.Settler and
// payment.Agreements, and is safe for concurrent use.
type Client struct {
	base      *url.URL
	public    *url.URL
	id        string
	secret    string
	brand     string
	http      *http.Client
	customers func(ctx context.Context, customerID string) ([]string, error)
	now       func() time.Time

	// lock guards the cached access token: a channel, so a caller waiting for a token being
	// fetched still honours its context.
	lock    chan struct{}
	token   string
	expires time.Time
}

var (
	_ payment.Redirector = (*Client)(nil)
	_ payment.Settler    = (*Client)(nil)
	_ payment.Agreements = (*Client)(nil)
)

// New returns the adapter of cfg, or an error naming what is missing or wrong in it.
func New(cfg Config) (*Client, error) {
	if cfg.BaseURL == "" {
		return nil, errors.New("paypal: BaseURL is required (paypal.LiveURL or paypal.SandboxURL)")
	}
	base, err := url.Parse(strings.TrimSuffix(cfg.BaseURL, "/"))
	if err != nil || base.Host == "" || base.RawQuery != "" || base.Fragment != "" ||
		(base.Scheme != "https" && (base.Scheme != "http" || !providerhttp.Loopback(base.Hostname()))) {
		return nil, fmt.Errorf("paypal: BaseURL %q: want https://host (http only to a loopback host)", cfg.BaseURL)
	}
	if strings.TrimSpace(cfg.ClientID) == "" {
		return nil, errors.New("paypal: ClientID is required")
	}
	if strings.TrimSpace(cfg.ClientSecret) == "" {
		return nil, errors.New("paypal: ClientSecret is required")
	}
	var public *url.URL
	if cfg.PublicURL != "" {
		public, err = url.Parse(cfg.PublicURL)
		if err != nil || public.Host == "" || (public.Scheme != "https" && public.Scheme != "http") {
			return nil, fmt.Errorf("paypal: PublicURL %q: want http(s)://host", cfg.PublicURL)
		}
	}
	hc := cfg.HTTPClient
	if hc == nil {
		hc = &http.Client{Timeout: DefaultTimeout}
	}
	return &Client{base: base, public: public, id: cfg.ClientID, secret: cfg.ClientSecret, brand: cfg.BrandName,
		http: hc, customers: cfg.SavedAgreements, now: time.Now, lock: make(chan struct{}, 1)}, nil
}

// Error is PayPal's refusal of a call: its HTTP status, the error's name (RESOURCE_NOT_FOUND,
// UNPROCESSABLE_ENTITY, or OAuth2's invalid_client) and the first detail's issue
// (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED, …). It is payment.ErrNotFound for a 404 and
// payment.ErrUnavailable for a 5xx or 429.
type Error struct {
	// Op is the call, e.g. "POST /v2/checkout/orders/5O190127TN364715T/authorize".
	Op         string
	StatusCode int
	Name       string
	Issue      string
	// DebugID is PayPal's correlation id of the call, for its support.
	DebugID string
}

// Error implements error: the call, the status, the name and issue, and the debug id.
func (e *Error) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "paypal: %s: %d", e.Op, e.StatusCode)
	for _, s := range []string{e.Name, e.Issue} {
		if s != "" {
			b.WriteString(" " + s)
		}
	}
	if e.DebugID != "" {
		b.WriteString(" (debug id " + e.DebugID + ")")
	}
	return b.String()
}

// Unwrap is payment.ErrNotFound or payment.ErrUnavailable when the status says so.
func (e *Error) Unwrap() error { return providerhttp.StatusError(e.StatusCode) }

// DeclineReason is the refusal in the shop's words (place order reads it through an interface):
// the payer's or the funding source's refusals by their issue, DeclineUnavailable for the rest.
func (e *Error) DeclineReason() payment.Decline {
	if d, ok := declines[e.Issue]; ok {
		return d
	}
	return payment.DeclineUnavailable
}

// declines are the issues that are the payer's refusal rather than a fault.
var declines = map[string]payment.Decline{
	"INSTRUMENT_DECLINED":                     payment.DeclineFunding,
	"PAYMENT_SOURCE_DECLINED_BY_PROCESSOR":    payment.DeclineFunding,
	"PAYMENT_SOURCE_CANNOT_BE_USED":           payment.DeclineFunding,
	"PAYER_ACTION_REQUIRED":                   payment.DeclineNotAuthorised,
	"ORDER_NOT_APPROVED":                      payment.DeclineNotAuthorised,
	"PAYER_CANNOT_PAY":                        payment.DeclineRefused,
	"PAYER_ACCOUNT_RESTRICTED":                payment.DeclineRefused,
	"PAYER_ACCOUNT_LOCKED_OR_CLOSED":          payment.DeclineRefused,
	"TRANSACTION_REFUSED":                     payment.DeclineRefused,
	"TRANSACTION_LIMIT_EXCEEDED":              payment.DeclineRefused,
	"MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED": payment.DeclineRefused,
	"DECLINED_DUE_TO_RELATED_TXN":             payment.DeclineRefused,
	"COMPLIANCE_VIOLATION":                    payment.DeclineRefused,
	"ORDER_EXPIRED":                           payment.DeclineExpired,
	"ORDER_COMPLETED_OR_VOIDED":               payment.DeclineExpired,
}

// apiError is the body of PayPal's error answers (REST: name, details; OAuth2: error).
type apiError struct {
	Name    string `json:"name"`
	DebugID string `json:"debug_id"`
	Details []struct {
		Issue string `json:"issue"`
	} `json:"details"`
	OAuthError string `json:"error"`
}

// request is one call of the REST API.
type request struct {
	method, path string
	// requestID is the PayPal-Request-Id: a retry with the same one is answered with the first
	// call's result instead of being done twice.
	requestID string
	in, out   any
}

// call makes r with a cached access token, once more with a new token if PayPal says the token is
// no longer valid (401: the call was not done).
func (c *Client) call(ctx context.Context, r request) error {
	op := r.method + " " + r.path
	var body []byte
	if r.in != nil {
		var err error
		if body, err = json.Marshal(r.in); err != nil {
			return fmt.Errorf("paypal: %s: %w", op, err)
		}
	}
	stale := ""
	for attempt := 0; ; attempt++ {
		tok, err := c.accessToken(ctx, stale)
		if err != nil {
			return err
		}
		var rd io.Reader
		if body != nil {
			rd = bytes.NewReader(body)
		}
		req, err := http.NewRequestWithContext(ctx, r.method, c.base.String()+r.path, rd)
		if err != nil {
			return fmt.Errorf("paypal: %s: %w", op, err)
		}
		req.Header.Set("Authorization", "Bearer "+tok)
		req.Header.Set("Accept", "application/json")
		req.Header.Set("Prefer", "return=representation")
		if body != nil {
			req.Header.Set("Content-Type", "application/json")
		}
		if r.requestID != "" {
			req.Header.Set("PayPal-Request-Id", r.requestID)
		}
		status, data, err := c.send(ctx, op, req)
		if err != nil {
			return err
		}
		if status == http.StatusUnauthorized && attempt == 0 {
			stale = tok
			continue
		}
		if status < 200 || status > 299 {
			return errorOf(op, status, data)
		}
		if r.out == nil || len(bytes.TrimSpace(data)) == 0 {
			return nil
		}
		if err := json.Unmarshal(data, r.out); err != nil {
			return fmt.Errorf("paypal: %s: unreadable answer: %w", op, err)
		}
		return nil
	}
}

// send does req and reads its answer; a transport failure is payment.ErrTimeout when time ran
// out and payment.ErrUnavailable otherwise (the context's own cancellation stays itself).
func (c *Client) send(ctx context.Context, op string, req *http.Request) (int, []byte, error) {
	status, data, err := providerhttp.Send(c.http, req, maxBody)
	if err != nil {
		return 0, nil, transportError(ctx, op, err)
	}
	return status, data, nil
}

func transportError(ctx context.Context, op string, err error) error {
	switch {
	case providerhttp.TimedOut(err) || errors.Is(ctx.Err(), context.DeadlineExceeded):
		return fmt.Errorf("paypal: %s: %w", op, payment.ErrTimeout)
	case ctx.Err() != nil:
		return fmt.Errorf("paypal: %s: %w", op, ctx.Err())
	}
	// The transport's own words (a refused connection, a failed handshake) name no credential: the
	// URLs carry none.
	return fmt.Errorf("paypal: %s: %w (%v)", op, payment.ErrUnavailable, err)
}

func errorOf(op string, status int, data []byte) *Error {
	e := &Error{Op: op, StatusCode: status}
	var body apiError
	if json.Unmarshal(data, &body) == nil {
		e.Name, e.DebugID = body.Name, body.DebugID
		if e.Name == "" {
			e.Name = body.OAuthError
		}
		if len(body.Details) > 0 {
			e.Issue = body.Details[0].Issue
		}
	}
	return e
}

// tokenAnswer is the answer of POST /v1/oauth2/token.
type tokenAnswer struct {
	AccessToken string `json:"access_token"`
	ExpiresIn   int64  `json:"expires_in"`
	IDToken     string `json:"id_token"`
}

// accessToken answers the cached access token, or a new one when there is none, it expires
// within tokenMargin, or it is stale (PayPal refused it).
func (c *Client) accessToken(ctx context.Context, stale string) (string, error) {
	select {
	case c.lock <- struct{}{}:
	case <-ctx.Done():
		return "", transportError(ctx, "POST /v1/oauth2/token", ctx.Err())
	}
	defer func() { <-c.lock }()
	if c.token != "" && c.token != stale && c.now().Before(c.expires) {
		return c.token, nil
	}
	c.token = ""
	ans, err := c.oauth(ctx, url.Values{"grant_type": {"client_credentials"}})
	if err != nil {
		return "", err
	}
	if ans.AccessToken == "" {
		return "", errors.New("paypal: POST /v1/oauth2/token: no access token in the answer")
	}
	life := time.Duration(ans.ExpiresIn) * time.Second
	margin := min(tokenMargin, life/2)
	c.token, c.expires = ans.AccessToken, c.now().Add(life-margin)
	return c.token, nil
}

// oauth posts form to the token endpoint with the client credentials (HTTP Basic).
func (c *Client) oauth(ctx context.Context, form url.Values) (tokenAnswer, error) {
	const op = "POST /v1/oauth2/token"
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base.String()+"/v1/oauth2/token",
		strings.NewReader(form.Encode()))
	if err != nil {
		return tokenAnswer{}, fmt.Errorf("paypal: %s: %w", op, err)
	}
	req.SetBasicAuth(c.id, c.secret)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Accept", "application/json")
	status, data, err := c.send(ctx, op, req)
	if err != nil {
		return tokenAnswer{}, err
	}
	if status != http.StatusOK {
		return tokenAnswer{}, errorOf(op, status, data)
	}
	var ans tokenAnswer
	if err := json.Unmarshal(data, &ans); err != nil {
		return tokenAnswer{}, fmt.Errorf("paypal: %s: unreadable answer", op)
	}
	return ans, nil
}

// requestID is the PayPal-Request-Id of a call that must happen once per key (PayPal takes up to
// 108 characters; a longer key is hashed).
func requestID(kind, key string) string {
	id := "wattle-" + kind + "-" + key
	if len(id) > 108 {
		sum := sha256.Sum256([]byte(key))
		id = "wattle-" + kind + "-" + hex.EncodeToString(sum[:])
	}
	return id
}

// randomID is a PayPal-Request-Id for a call that is new each time it is asked for.
func randomID(kind string) string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return "wattle-" + kind + "-" + hex.EncodeToString(b[:])
}

// path joins the API path and escaped ids.
func path(prefix string, id string, suffix string) string {
	return prefix + url.PathEscape(id) + suffix
}

// link is a HATEOAS link of an answer.
type link struct {
	Href   string `json:"href"`
	Rel    string `json:"rel"`
	Method string `json:"method,omitempty"`
}

// linkTo answers the href of the first link of one of rels.
func linkTo(links []link, rels ...string) string {
	for _, rel := range rels {
		for _, l := range links {
			if l.Rel == rel && l.Href != "" {
				return l.Href
			}
		}
	}
	return ""
}

// lastSegment is the last path segment of an href (the id a link points to).
func lastSegment(href string) string {
	u, err := url.Parse(href)
	if err != nil {
		return ""
	}
	p := strings.TrimSuffix(u.Path, "/")
	return p[strings.LastIndex(p, "/")+1:]
}

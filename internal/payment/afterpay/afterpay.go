// Package afterpay is the real adapter of the Afterpay redirect method: Afterpay's Online API v2 in
// the deferred payment flow. Begin opens a checkout (POST /v2/checkouts) and sends the shopper to
// Afterpay's page; Afterpay sends them back to the return URL with orderToken and status
// (SUCCESS or CANCELLED), and Complete authorises the payment (POST /v2/payments/auth), which
// holds the money for 13 days until Capture takes it or Void releases it.
//
// Every request carries HTTP Basic authentication (merchant id and secret key) and the
// descriptive User-Agent Afterpay requires. Amounts travel as decimal strings in AUD.
package afterpay

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"runtime"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/payment/providerhttp"
	"github.com/wattle/storefront/internal/platform/money"
)

// Afterpay's API hosts (Australia and New Zealand share the global API).
const (
	ProductionURL = "https://global-api.afterpay.com"
	SandboxURL    = "https://global-api-sandbox.afterpay.com"
)

// Currency is the currency of every amount the shop sends (money.Cents are Australian dollars).
const Currency = "AUD"

// CancelParam is the query parameter Begin adds to the return URL it gives Afterpay for a
// cancelled checkout (Afterpay adds status=CANCELLED too); Complete reads either.
const CancelParam = "afterpay_cancel"

// defaultTimeout is Afterpay's documented read timeout for payment calls; the caller's context
// usually ends a call sooner.
const defaultTimeout = 70 * time.Second

// Config is what the adapter needs to talk to Afterpay.
type Config struct {
	// BaseURL is ProductionURL or SandboxURL (an https URL; http only on a loopback host, for tests).
	BaseURL string
	// MerchantID and SecretKey are the merchant's API credentials (HTTP Basic authentication).
	MerchantID string
	SecretKey  string
	// ShopURL is the shop's public address (https://www.example.com.au): Begin resolves a relative
	// return URL against it, and the default User-Agent names it. Optional when every return URL
	// is absolute.
	ShopURL string
	// UserAgent replaces the default User-Agent, "WattleStorefront/1.0 (Go/…; Merchant/<id>) <ShopURL>".
	UserAgent string
	// HTTPClient sends the requests; nil: a client with a 70-second timeout.
	HTTPClient *http.Client
}

// Client is the Afterpay adapter. It implements payment.Redirector and payment.Settler, and
// captures (Capture) and reads the merchant's order-value limits (Limits). It is safe for
// concurrent use.
type Client struct {
	base      string
	auth      string
	userAgent string
	shop      *url.URL
	hc        *http.Client
}

var (
	_ payment.Redirector = (*Client)(nil)
	_ payment.Settler    = (*Client)(nil)
)

// New returns the adapter for cfg, or an error naming what is missing or malformed (never the
// credentials themselves).
func New(cfg Config) (*Client, error) {
	base, err := providerhttp.CheckURL("afterpay: BaseURL", cfg.BaseURL)
	if err != nil {
		return nil, err
	}
	switch {
	case cfg.MerchantID == "":
		return nil, errors.New("afterpay: MerchantID is required")
	case strings.ContainsAny(cfg.MerchantID, ":\r\n"):
		return nil, errors.New("afterpay: MerchantID must not contain ':' or line breaks")
	case cfg.SecretKey == "":
		return nil, errors.New("afterpay: SecretKey is required")
	case strings.ContainsAny(cfg.UserAgent, "\r\n"):
		return nil, errors.New("afterpay: UserAgent must not contain line breaks")
	}
	c := &Client{
		base: strings.TrimRight(base.String(), "/"),
		auth: "Basic " + base64.StdEncoding.EncodeToString([]byte(cfg.MerchantID+":"+cfg.SecretKey)),
		hc:   cfg.HTTPClient,
	}
	if cfg.ShopURL != "" {
		if c.shop, err = providerhttp.CheckURL("afterpay: ShopURL", cfg.ShopURL); err != nil {
			return nil, err
		}
	}
	if c.hc == nil {
		c.hc = &http.Client{Timeout: defaultTimeout}
	}
	c.userAgent = cfg.UserAgent
	if c.userAgent == "" {
		c.userAgent = fmt.Sprintf("WattleStorefront/1.0 (Go/%s; Merchant/%s)", runtime.Version(), cfg.MerchantID)
		if c.shop != nil {
			c.userAgent += " " + c.shop.String()
		}
	}
	return c, nil
}

// String describes the client without its credentials.
func (c *Client) String() string { return "afterpay.Client(" + c.base + ")" }

// GoString describes the client without its credentials.
func (c *Client) GoString() string { return c.String() }

// amount is Afterpay's Money object.
type amount struct {
	Amount   string `json:"amount"`
	Currency string `json:"currency"`
}

func aud(c money.Cents) *amount { return &amount{Amount: c.Decimal(), Currency: Currency} }

type consumer struct {
	Email       string `json:"email"`
	GivenNames  string `json:"givenNames,omitempty"`
	Surname     string `json:"surname,omitempty"`
	PhoneNumber string `json:"phoneNumber,omitempty"`
}

// contact is Afterpay's Contact object (billing and shipping addresses).
type contact struct {
	Name        string `json:"name"`
	Line1       string `json:"line1"`
	Line2       string `json:"line2,omitempty"`
	Area1       string `json:"area1"`
	Region      string `json:"region"`
	Postcode    string `json:"postcode"`
	CountryCode string `json:"countryCode"`
	PhoneNumber string `json:"phoneNumber,omitempty"`
}

type item struct {
	Name     string  `json:"name"`
	SKU      string  `json:"sku,omitempty"`
	Quantity int     `json:"quantity"`
	Price    *amount `json:"price"`
}

type discount struct {
	DisplayName string  `json:"displayName"`
	Amount      *amount `json:"amount"`
}

type merchant struct {
	RedirectConfirmURL string `json:"redirectConfirmUrl"`
	RedirectCancelURL  string `json:"redirectCancelUrl"`
}

type checkoutRequest struct {
	Amount            *amount    `json:"amount"`
	Consumer          consumer   `json:"consumer"`
	Billing           *contact   `json:"billing,omitempty"`
	Shipping          *contact   `json:"shipping,omitempty"`
	Merchant          merchant   `json:"merchant"`
	MerchantReference string     `json:"merchantReference,omitempty"`
	Items             []item     `json:"items,omitempty"`
	Discounts         []discount `json:"discounts,omitempty"`
	TaxAmount         *amount    `json:"taxAmount,omitempty"`
	ShippingAmount    *amount    `json:"shippingAmount,omitempty"`
	Description       string     `json:"description,omitempty"`
}

type checkoutResponse struct {
	Token               string `json:"token"`
	Expires             string `json:"expires"`
	RedirectCheckoutURL string `json:"redirectCheckoutUrl"`
}

// paymentEvent is one event of a payment (AUTH_APPROVED, CAPTURED, VOIDED, EXPIRED, …).
type paymentEvent struct {
	Type string `json:"type"`
}

// paymentResponse is Afterpay's Payment object (an Afterpay order), as far as the shop reads it.
type paymentResponse struct {
	ID                string         `json:"id"`
	Token             string         `json:"token"`
	Status            string         `json:"status"`       // APPROVED, DECLINED
	PaymentState      string         `json:"paymentState"` // AUTH_APPROVED, CAPTURED, VOIDED, …
	MerchantReference string         `json:"merchantReference"`
	OriginalAmount    *amount        `json:"originalAmount"`
	Events            []paymentEvent `json:"events"`
}

// Begin implements payment.Redirector: it creates a checkout for c (the shopper, the addresses
// and the items of c.Details when known; merchantReference is c.Reference) and answers Afterpay's
// page and the checkout's token. Afterpay sends the shopper back to returnURL (resolved against
// ShopURL when relative) with orderToken and status. An order value outside the merchant's limits
// is a *DeclinedError with payment.DeclineLimits.
func (c *Client) Begin(ctx context.Context, ch payment.Charge, returnURL string) (string, string, error) {
	if ch.Amount <= 0 {
		return "", "", errors.New("afterpay: create checkout: the amount must be positive")
	}
	confirm, err := c.absolute(returnURL)
	if err != nil {
		return "", "", err
	}
	cancel := *confirm
	q := cancel.Query()
	q.Set(CancelParam, "1")
	cancel.RawQuery = q.Encode()

	req := checkoutRequest{
		Amount:            aud(ch.Amount),
		Consumer:          consumer{Email: ch.Email},
		Merchant:          merchant{RedirectConfirmURL: confirm.String(), RedirectCancelURL: cancel.String()},
		MerchantReference: ch.Reference,
		Description:       ch.Description,
	}
	if d := ch.Details; d != nil {
		req.Consumer.GivenNames, req.Consumer.Surname, req.Consumer.PhoneNumber = d.FirstName, d.LastName, d.Phone
		req.Billing, req.Shipping = toContact(d.Billing, d), toContact(d.Shipping, d)
		var sum money.Cents
		for _, it := range d.Items {
			name := it.Name
			if name == "" {
				name = it.SKU
			}
			req.Items = append(req.Items, item{Name: name, SKU: it.SKU, Quantity: it.Quantity, Price: aud(it.Price)})
			sum += it.Price * money.Cents(it.Quantity)
		}
		if d.DeliveryFee > 0 {
			req.ShippingAmount = aud(d.DeliveryFee)
		}
		if d.GST > 0 {
			req.TaxAmount = aud(d.GST)
		}
		// Gift cards and promotions paid part of the items: Afterpay shows the difference as a
		// discount, so the lines add up to the amount.
		if len(d.Items) > 0 && sum+d.DeliveryFee > ch.Amount {
			req.Discounts = []discount{{DisplayName: "Discounts and gift cards", Amount: aud(sum + d.DeliveryFee - ch.Amount)}}
		}
	}
	var out checkoutResponse
	if err := c.call(ctx, "create checkout", http.MethodPost, "/v2/checkouts", req, &out); err != nil {
		var ae *APIError
		if errors.As(err, &ae) && ae.Code == "unsupported_payment_type" {
			return "", "", &DeclinedError{Decline: payment.DeclineLimits, Err: err}
		}
		return "", "", err
	}
	if out.Token == "" || out.RedirectCheckoutURL == "" {
		return "", "", errors.New("afterpay: create checkout: the answer has no token or page")
	}
	return out.RedirectCheckoutURL, out.Token, nil
}

// absolute resolves the return URL against the shop's address.
func (c *Client) absolute(returnURL string) (*url.URL, error) {
	u, err := url.Parse(returnURL)
	if err != nil {
		return nil, fmt.Errorf("afterpay: bad return URL: %w", err)
	}
	if u.IsAbs() {
		return u, nil
	}
	if c.shop == nil {
		return nil, errors.New("afterpay: a relative return URL needs Config.ShopURL")
	}
	return c.shop.ResolveReference(u), nil
}

// toContact is Afterpay's contact of an address ("" name: the shopper's).
func toContact(a *payment.Address, d *payment.Details) *contact {
	if a == nil {
		return nil
	}
	name := a.Name
	if name == "" {
		name = strings.TrimSpace(d.FirstName + " " + d.LastName)
	}
	country := a.Country
	if country == "" {
		country = "AU"
	}
	phone := a.Phone
	if phone == "" {
		phone = d.Phone
	}
	return &contact{Name: name, Line1: a.Line1, Line2: a.Line2, Area1: a.Suburb, Region: a.State,
		Postcode: a.Postcode, CountryCode: country, PhoneNumber: phone}
}

// authRequest asks Afterpay to authorise the payment of a confirmed checkout. merchantReference
// is left out: the checkout has it already.
type authRequest struct {
	RequestID string `json:"requestId"`
	Token     string `json:"token"`
}

// Complete implements payment.Redirector: ref is the checkout's token (Begin's ref) and query
// Afterpay's return parameters (orderToken, status). A cancelled checkout is declined without a
// call; otherwise the payment is authorised (deferred payment flow) and Afterpay decides, whatever
// the browser said: Approved with the payment's id as Ref, Declined (refused, or expired for a
// token Afterpay no longer knows), or Pending while the shopper has not confirmed. Authorising
// again (a second return, a retry after a timeout) is one operation at Afterpay.
func (c *Client) Complete(ctx context.Context, ref string, query url.Values) (payment.Outcome, error) {
	token := ref
	if qt := query.Get("orderToken"); token == "" {
		token = qt
	} else if qt != "" && qt != token {
		return payment.Outcome{}, fmt.Errorf("afterpay: complete: %w (the return names another checkout)", payment.ErrUnknownToken)
	}
	if token == "" {
		return payment.Outcome{}, fmt.Errorf("afterpay: complete: %w", payment.ErrUnknownToken)
	}
	if strings.EqualFold(query.Get("status"), "CANCELLED") || query.Get(CancelParam) != "" {
		return payment.Outcome{Status: payment.Declined, Decline: payment.DeclineCancelled, CardType: string(payment.Afterpay)}, nil
	}
	var p paymentResponse
	err := c.call(ctx, "authorise payment", http.MethodPost, "/v2/payments/auth",
		authRequest{RequestID: providerhttp.DerivedID("auth", token), Token: token}, &p)
	var ae *APIError
	switch {
	case err == nil:
		return outcome(p), nil
	case !errors.As(err, &ae):
		return payment.Outcome{}, err
	case ae.StatusCode == http.StatusPaymentRequired && ae.Code == "invalid_token":
		return payment.Outcome{Status: payment.Declined, Decline: payment.DeclineExpired, CardType: string(payment.Afterpay)}, nil
	case ae.StatusCode == http.StatusPaymentRequired:
		// A declined authorisation answers the Payment object with status DECLINED.
		return payment.Outcome{Status: payment.Declined, Decline: payment.DeclineRefused, CardType: string(payment.Afterpay)}, nil
	case ae.StatusCode == http.StatusPreconditionFailed:
		// invalid_order_transaction_status: the shopper has not confirmed on Afterpay's page.
		return payment.Outcome{Status: payment.Pending, CardType: string(payment.Afterpay)}, nil
	}
	return payment.Outcome{}, err
}

// ReturnRef implements payment.ReturnReffer: Afterpay names the checkout orderToken on the return.
func (c *Client) ReturnRef(query url.Values) string { return query.Get("orderToken") }

// outcome is where a payment stands.
func outcome(p paymentResponse) payment.Outcome {
	o := payment.Outcome{CardType: string(payment.Afterpay)}
	switch {
	case p.Status == "APPROVED" && (p.PaymentState == "AUTH_APPROVED" || p.PaymentState == "PARTIALLY_CAPTURED" ||
		p.PaymentState == "CAPTURED" || p.PaymentState == ""):
		o.Status, o.Ref = payment.Approved, p.ID
	case p.PaymentState == "VOIDED":
		// Nothing is held any more: voided by the shop, or expired 13 days after the authorisation.
		o.Status, o.Decline = payment.Declined, payment.DeclineCancelled
		for _, e := range p.Events {
			if e.Type == "EXPIRED" {
				o.Decline = payment.DeclineExpired
			}
		}
	default: // DECLINED, AUTH_DECLINED, CAPTURE_DECLINED
		o.Status, o.Decline = payment.Declined, payment.DeclineRefused
	}
	return o
}

// isOrderID reports whether ref is an Afterpay order (payment) id, which is numeric; a checkout
// token is not.
func isOrderID(ref string) bool {
	if ref == "" {
		return false
	}
	for i := 0; i < len(ref); i++ {
		if ref[i] < '0' || ref[i] > '9' {
			return false
		}
	}
	return true
}

// getPayment reads the payment of ref: an order id, or a checkout token (GET /v2/payments/token:…).
func (c *Client) getPayment(ctx context.Context, ref string) (paymentResponse, error) {
	path := "/v2/payments/" + url.PathEscape(ref)
	if !isOrderID(ref) {
		path = "/v2/payments/token:" + url.PathEscape(ref)
	}
	var p paymentResponse
	err := c.call(ctx, "get payment", http.MethodGet, path, nil, &p)
	return p, err
}

// Status implements payment.Settler: the payment of providerRef (Begin's checkout token, or the
// payment's id from Complete). Without a payment, a checkout Afterpay still holds is Pending (the
// shopper is on its page); otherwise, or without providerRef, ErrNotFound. A payment made for
// another reference is ErrNotFound too.
func (c *Client) Status(ctx context.Context, reference, providerRef string) (payment.Outcome, error) {
	if providerRef == "" {
		return payment.Outcome{}, payment.ErrNotFound
	}
	p, err := c.getPayment(ctx, providerRef)
	if errors.Is(err, payment.ErrNotFound) && !isOrderID(providerRef) {
		return c.checkoutStatus(ctx, providerRef)
	}
	if err != nil {
		return payment.Outcome{}, err
	}
	if reference != "" && p.MerchantReference != "" && p.MerchantReference != reference {
		return payment.Outcome{}, payment.ErrNotFound
	}
	return outcome(p), nil
}

// checkoutStatus is a checkout without a payment: Pending while Afterpay keeps it (at most an hour).
func (c *Client) checkoutStatus(ctx context.Context, token string) (payment.Outcome, error) {
	var co checkoutResponse
	err := c.call(ctx, "get checkout", http.MethodGet, "/v2/checkouts/"+url.PathEscape(token), nil, &co)
	var ae *APIError
	if errors.As(err, &ae) && (ae.StatusCode == http.StatusNotFound || ae.StatusCode == http.StatusPreconditionFailed) {
		return payment.Outcome{}, payment.ErrNotFound // expired, completed meanwhile, or never made
	}
	if err != nil {
		return payment.Outcome{}, err
	}
	if t, perr := time.Parse(time.RFC3339, co.Expires); perr == nil && time.Now().After(t) {
		return payment.Outcome{Status: payment.Declined, Decline: payment.DeclineExpired, CardType: string(payment.Afterpay)}, nil
	}
	return payment.Outcome{Status: payment.Pending, CardType: string(payment.Afterpay)}, nil
}

// paymentID is the order id behind ref (an id already, or a checkout token to look up).
func (c *Client) paymentID(ctx context.Context, ref string) (string, error) {
	if isOrderID(ref) {
		return ref, nil
	}
	if ref == "" {
		return "", payment.ErrNotFound
	}
	p, err := c.getPayment(ctx, ref)
	if err != nil {
		return "", err
	}
	return p.ID, nil
}

type voidRequest struct {
	RequestID string `json:"requestId"`
}

// Void implements payment.Settler: it voids what the authorisation still holds (the whole
// open-to-capture amount). ref is the payment's id or its checkout token; a token without a
// payment is ErrNotFound (nothing was held). Voiding a payment already voided or declined succeeds.
func (c *Client) Void(ctx context.Context, ref string) error {
	id, err := c.paymentID(ctx, ref)
	if err != nil {
		return err
	}
	err = c.call(ctx, "void payment", http.MethodPost, "/v2/payments/"+url.PathEscape(id)+"/void",
		voidRequest{RequestID: providerhttp.DerivedID("void", id)}, nil)
	var ae *APIError
	if errors.As(err, &ae) && ae.StatusCode >= 400 && ae.StatusCode < 500 && ae.StatusCode != http.StatusNotFound {
		if p, gerr := c.getPayment(ctx, id); gerr == nil && (p.PaymentState == "VOIDED" || p.Status == "DECLINED") {
			return nil
		}
	}
	return err
}

type refundRequest struct {
	RequestID         string  `json:"requestId"`
	Amount            *amount `json:"amount"`
	MerchantReference string  `json:"merchantReference"`
}

// Refund implements payment.Settler: it refunds amount of the captured money of ref (the payment's
// id or its checkout token). Each call is a new refund (its own requestId, sent as the refund's
// merchantReference too, so Afterpay treats a resent request as the same refund).
func (c *Client) Refund(ctx context.Context, ref string, amt money.Cents) error {
	if amt <= 0 {
		return errors.New("afterpay: refund: the amount must be positive")
	}
	id, err := c.paymentID(ctx, ref)
	if err != nil {
		return err
	}
	key := providerhttp.RandomID()
	return c.call(ctx, "refund payment", http.MethodPost, "/v2/payments/"+url.PathEscape(id)+"/refund",
		refundRequest{RequestID: key, Amount: aud(amt), MerchantReference: key}, nil)
}

type captureRequest struct {
	RequestID string  `json:"requestId"`
	Amount    *amount `json:"amount"`
}

// Capture takes amount of the money the authorisation of id holds (the payment's id, or its
// checkout token): all of it, or part (partial captures add up to at most the authorised amount).
func (c *Client) Capture(ctx context.Context, id string, amt money.Cents) error {
	if amt <= 0 {
		return errors.New("afterpay: capture: the amount must be positive")
	}
	id, err := c.paymentID(ctx, id)
	if err != nil {
		return err
	}
	return c.call(ctx, "capture payment", http.MethodPost, "/v2/payments/"+url.PathEscape(id)+"/capture",
		captureRequest{RequestID: providerhttp.RandomID(), Amount: aud(amt)}, nil)
}

type configuration struct {
	MinimumAmount *amount `json:"minimumAmount"`
	MaximumAmount *amount `json:"maximumAmount"`
}

// Limits are the merchant's order-value limits (inclusive) from Afterpay's configuration: zero min
// when Afterpay sets none. Afterpay asks merchants to read them on a schedule (about daily) and
// keep them, not to ask on every page.
func (c *Client) Limits(ctx context.Context) (lo, hi money.Cents, err error) {
	var cfg configuration
	if err := c.call(ctx, "get configuration", http.MethodGet, "/v2/configuration", nil, &cfg); err != nil {
		return 0, 0, err
	}
	if cfg.MinimumAmount != nil {
		if lo, err = parseAmount(cfg.MinimumAmount.Amount); err != nil {
			return 0, 0, err
		}
	}
	if cfg.MaximumAmount != nil {
		if hi, err = parseAmount(cfg.MaximumAmount.Amount); err != nil {
			return 0, 0, err
		}
	}
	return lo, hi, nil
}

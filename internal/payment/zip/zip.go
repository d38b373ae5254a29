// Package zip is the real adapter of the Zip redirect method (Zip Co, Australia): Zip's merchant
// API, version 2017-03-01. Begin creates a checkout (POST /checkouts) and sends the shopper to
// Zip's page; Zip sends them back to the return URL with result (approved, declined, cancelled or
// referred) and checkoutId, and Complete turns an approved checkout into an authorised charge
// (POST /charges with capture false), which Capture takes and Void cancels.
//
// Every request carries the API key as a Bearer token and the Zip-Version header; every POST an
// Idempotency-Key. Amounts travel as JSON numbers of dollars in AUD, converted without floats.
package zip

import (
	"context"
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

// Zip's merchant API hosts, as Zip's own PHP SDK (merchantapi-php) and Magento 2 module use them.
const (
	ProductionURL = "https://merchant-api.com/merchant"
	SandboxURL    = "https://sand.merchant-api.com/merchant"
)

// APIVersion is the Zip-Version every request names.
const APIVersion = "2017-03-01"

// Currency is the currency of every amount the shop sends (money.Cents are Australian dollars).
const Currency = "AUD"

// RefundReason is the reason every refund gives Zip (the shop's Refund has none of its own).
const RefundReason = "Refunded by the merchant"

const defaultTimeout = 60 * time.Second

// Config is what the adapter needs to talk to Zip.
type Config struct {
	// BaseURL is ProductionURL or SandboxURL (an https URL; http only on a loopback host, for tests).
	BaseURL string
	// APIKey is the merchant's private API key (sent as a Bearer token).
	APIKey string
	// ShopURL is the shop's public address (https://www.example.com.au): Begin resolves a relative
	// return URL against it, and the default User-Agent names it. Optional when every return URL
	// is absolute.
	ShopURL string
	// UserAgent replaces the default User-Agent, "WattleStorefront/1.0 (Go/…) <ShopURL>".
	UserAgent string
	// MinAmount and MaxAmount are the order-value limits agreed with Zip (inclusive; zero: none).
	// Zip publishes no endpoint for them: Begin refuses an order outside them before any page.
	MinAmount, MaxAmount money.Cents
	// HTTPClient sends the requests; nil: a client with a 60-second timeout.
	HTTPClient *http.Client
}

// Client is the Zip adapter. It implements payment.Redirector and payment.Settler, and captures
// authorised charges (Capture). It is safe for concurrent use.
type Client struct {
	base      string
	auth      string
	userAgent string
	shop      *url.URL
	min, max  money.Cents
	hc        *http.Client
}

var (
	_ payment.Redirector = (*Client)(nil)
	_ payment.Settler    = (*Client)(nil)
)

// New returns the adapter for cfg, or an error naming what is missing or malformed (never the
// API key itself).
func New(cfg Config) (*Client, error) {
	base, err := providerhttp.CheckURL("zip: BaseURL", cfg.BaseURL)
	if err != nil {
		return nil, err
	}
	switch {
	case cfg.APIKey == "":
		return nil, errors.New("zip: APIKey is required")
	case strings.ContainsAny(cfg.APIKey, " \r\n"):
		return nil, errors.New("zip: APIKey must not contain spaces or line breaks")
	case strings.ContainsAny(cfg.UserAgent, "\r\n"):
		return nil, errors.New("zip: UserAgent must not contain line breaks")
	case cfg.MinAmount < 0 || cfg.MaxAmount < 0 || (cfg.MaxAmount > 0 && cfg.MinAmount > cfg.MaxAmount):
		return nil, errors.New("zip: MinAmount and MaxAmount do not make a range")
	}
	c := &Client{
		base: strings.TrimRight(base.String(), "/"),
		auth: "Bearer " + cfg.APIKey,
		min:  cfg.MinAmount,
		max:  cfg.MaxAmount,
		hc:   cfg.HTTPClient,
	}
	if cfg.ShopURL != "" {
		if c.shop, err = providerhttp.CheckURL("zip: ShopURL", cfg.ShopURL); err != nil {
			return nil, err
		}
	}
	if c.hc == nil {
		c.hc = &http.Client{Timeout: defaultTimeout}
	}
	c.userAgent = cfg.UserAgent
	if c.userAgent == "" {
		c.userAgent = "WattleStorefront/1.0 (Go/" + runtime.Version() + ")"
		if c.shop != nil {
			c.userAgent += " " + c.shop.String()
		}
	}
	return c, nil
}

// String describes the client without its API key.
func (c *Client) String() string { return "zip.Client(" + c.base + ")" }

// GoString describes the client without its API key.
func (c *Client) GoString() string { return c.String() }

type address struct {
	Line1      string `json:"line1"`
	Line2      string `json:"line2,omitempty"`
	City       string `json:"city"`
	State      string `json:"state"`
	PostalCode string `json:"postal_code"`
	Country    string `json:"country"`
	FirstName  string `json:"first_name,omitempty"`
	LastName   string `json:"last_name,omitempty"`
}

type shopper struct {
	FirstName      string   `json:"first_name"`
	LastName       string   `json:"last_name"`
	Phone          string   `json:"phone,omitempty"`
	Email          string   `json:"email"`
	BillingAddress *address `json:"billing_address"`
}

type orderItem struct {
	Name        string  `json:"name"`
	Amount      decimal `json:"amount"`
	Reference   string  `json:"reference,omitempty"`
	Quantity    int     `json:"quantity"`
	Type        string  `json:"type"` // sku, shipping, discount, tax, store_credit
	ProductCode string  `json:"product_code,omitempty"`
}

type shipping struct {
	Pickup  bool     `json:"pickup"`
	Address *address `json:"address,omitempty"`
}

type order struct {
	Reference string      `json:"reference,omitempty"`
	Amount    decimal     `json:"amount"`
	Currency  string      `json:"currency"`
	Shipping  shipping    `json:"shipping"`
	Items     []orderItem `json:"items,omitempty"`
}

type checkoutConfig struct {
	RedirectURI string `json:"redirect_uri"`
}

type checkoutRequest struct {
	Type    string         `json:"type"`
	Shopper *shopper       `json:"shopper,omitempty"`
	Order   order          `json:"order"`
	Config  checkoutConfig `json:"config"`
}

// checkoutResponse is Zip's Checkout, as far as the shop reads it.
type checkoutResponse struct {
	ID    string `json:"id"`
	URI   string `json:"uri"`
	State string `json:"state"` // created, approved, completed, declined, cancelled, expired
	Order *struct {
		Reference string  `json:"reference"`
		Amount    decimal `json:"amount"`
		Currency  string  `json:"currency"`
	} `json:"order"`
}

type authority struct {
	Type  string `json:"type"` // checkout_id
	Value string `json:"value"`
}

type chargeRequest struct {
	Authority authority `json:"authority"`
	Reference string    `json:"reference,omitempty"`
	Amount    decimal   `json:"amount"`
	Currency  string    `json:"currency"`
	// Capture is false: the charge only authorises (Zip's default is an immediate capture).
	Capture bool `json:"capture"`
}

// chargeResponse is Zip's Charge, as far as the shop reads it.
type chargeResponse struct {
	ID             string  `json:"id"`
	Reference      string  `json:"reference"`
	Amount         decimal `json:"amount"`
	Currency       string  `json:"currency"`
	State          string  `json:"state"` // authorised, captured, cancelled, refunded, declined
	CapturedAmount decimal `json:"captured_amount"`
	RefundedAmount decimal `json:"refunded_amount"`
}

type amountRequest struct {
	Amount decimal `json:"amount"`
}

type refundRequest struct {
	ChargeID string  `json:"charge_id"`
	Reason   string  `json:"reason"`
	Amount   decimal `json:"amount"`
	Currency string  `json:"currency"`
}

// Begin implements payment.Redirector: it creates a checkout for c (the shopper and the addresses
// of c.Details when complete enough for Zip, the items, the delivery as a shipping line; the
// order's reference is c.Reference) and answers Zip's page and the checkout's id. Zip sends the
// shopper back to returnURL (resolved against ShopURL when relative) with result and checkoutId.
// The Idempotency-Key comes from c.Reference: a retried Begin answers the same checkout. An order
// value outside the configured limits is a *DeclinedError with payment.DeclineLimits.
func (c *Client) Begin(ctx context.Context, ch payment.Charge, returnURL string) (string, string, error) {
	if ch.Amount <= 0 {
		return "", "", errors.New("zip: create checkout: the amount must be positive")
	}
	if ch.Amount < c.min || (c.max > 0 && ch.Amount > c.max) {
		return "", "", &DeclinedError{Decline: payment.DeclineLimits}
	}
	redirect, err := c.absolute(returnURL)
	if err != nil {
		return "", "", err
	}
	req := checkoutRequest{
		Type:   "standard",
		Order:  order{Reference: ch.Reference, Amount: decimal(ch.Amount), Currency: Currency},
		Config: checkoutConfig{RedirectURI: redirect},
	}
	if d := ch.Details; d != nil {
		req.Shopper = toShopper(ch.Email, d)
		req.Order.Shipping.Pickup = d.Shipping == nil // click and collect
		req.Order.Shipping.Address = toAddress(d.Shipping)
		req.Order.Items = items(ch.Amount, d)
	}
	key := providerhttp.RandomID()
	if ch.Reference != "" {
		key = providerhttp.DerivedID("checkout", ch.Reference)
	}
	var out checkoutResponse
	if err := c.call(ctx, "create checkout", http.MethodPost, "/checkouts", key, req, &out); err != nil {
		return "", "", err
	}
	if out.ID == "" || out.URI == "" {
		return "", "", errors.New("zip: create checkout: the answer has no id or page")
	}
	return out.URI, out.ID, nil
}

// absolute resolves the return URL against the shop's address.
func (c *Client) absolute(returnURL string) (string, error) {
	u, err := url.Parse(returnURL)
	if err != nil {
		return "", fmt.Errorf("zip: bad return URL: %w", err)
	}
	if u.IsAbs() {
		return u.String(), nil
	}
	if c.shop == nil {
		return "", errors.New("zip: a relative return URL needs Config.ShopURL")
	}
	return c.shop.ResolveReference(u).String(), nil
}

// toShopper is Zip's shopper, or nil when the shop lacks what Zip requires of one (names, e-mail
// and billing address): Zip then asks the shopper on its page.
func toShopper(email string, d *payment.Details) *shopper {
	first, last := d.FirstName, d.LastName
	if (first == "" || last == "") && d.Billing != nil {
		first, last = splitName(d.Billing.Name)
	}
	bill := toAddress(d.Billing)
	if first == "" || last == "" || email == "" || bill == nil {
		return nil
	}
	if bill.FirstName == "" {
		bill.FirstName, bill.LastName = first, last
	}
	return &shopper{FirstName: first, LastName: last, Phone: d.Phone, Email: email, BillingAddress: bill}
}

// toAddress is Zip's address of a, nil without a street.
func toAddress(a *payment.Address) *address {
	if a == nil || a.Line1 == "" {
		return nil
	}
	country := a.Country
	if country == "" {
		country = "AU"
	}
	first, last := splitName(a.Name)
	return &address{Line1: a.Line1, Line2: a.Line2, City: a.Suburb, State: a.State, PostalCode: a.Postcode,
		Country: country, FirstName: first, LastName: last}
}

// splitName splits a full name at its last space: "Mary Jane Citizen" → "Mary Jane", "Citizen".
func splitName(name string) (string, string) {
	name = strings.TrimSpace(name)
	i := strings.LastIndexByte(name, ' ')
	if i < 0 {
		return name, ""
	}
	return strings.TrimSpace(name[:i]), name[i+1:]
}

// items are the order's lines as Zip takes them: the products, the delivery as a shipping line,
// and the difference to the amount (gift cards, promotions) as a discount line, so that they add
// up to the amount. GST is inside every price: no tax line.
func items(total money.Cents, d *payment.Details) []orderItem {
	if len(d.Items) == 0 {
		return nil
	}
	var out []orderItem
	var sum money.Cents
	for _, it := range d.Items {
		name := it.Name
		if name == "" {
			name = it.SKU
		}
		out = append(out, orderItem{Name: name, Amount: decimal(it.Price), Reference: it.SKU, Quantity: it.Quantity,
			Type: "sku", ProductCode: it.SKU})
		sum += it.Price * money.Cents(it.Quantity)
	}
	if d.DeliveryFee > 0 {
		out = append(out, orderItem{Name: "Delivery", Amount: decimal(d.DeliveryFee), Reference: "shipping", Quantity: 1, Type: "shipping"})
		sum += d.DeliveryFee
	}
	switch diff := total - sum; {
	case diff < 0:
		out = append(out, orderItem{Name: "Discounts and gift cards", Amount: decimal(diff), Reference: "discount", Quantity: 1, Type: "discount"})
	case diff > 0:
		out = append(out, orderItem{Name: "Other charges", Amount: decimal(diff), Reference: "other", Quantity: 1, Type: "sku"})
	}
	return out
}

func declined(d payment.Decline) payment.Outcome {
	return payment.Outcome{Status: payment.Declined, Decline: d, CardType: string(payment.Zip)}
}

// ReturnRef implements payment.ReturnReffer: Zip names the checkout checkoutId on the return.
func (c *Client) ReturnRef(query url.Values) string { return query.Get("checkoutId") }

// Complete implements payment.Redirector: ref is the checkout's id (Begin's ref) and query Zip's
// return parameters (result, checkoutId). A declined, cancelled or referred result is declined
// without a call (payment.DeclineRefused, DeclineCancelled, DeclineReferred). Otherwise Zip is
// asked where the checkout stands, whatever the browser said, and an approved checkout becomes a
// charge that only authorises: Approved with the charge's id as Ref, or Declined as Zip answers
// (insufficient funds, refused). Completing again (a second return, a retry after a timeout) sends
// the same Idempotency-Key: one charge.
func (c *Client) Complete(ctx context.Context, ref string, query url.Values) (payment.Outcome, error) {
	id := ref
	if qid := query.Get("checkoutId"); id == "" {
		id = qid
	} else if qid != "" && qid != id {
		return payment.Outcome{}, fmt.Errorf("zip: complete: %w (the return names another checkout)", payment.ErrUnknownToken)
	}
	if id == "" {
		return payment.Outcome{}, fmt.Errorf("zip: complete: %w", payment.ErrUnknownToken)
	}
	switch strings.ToLower(query.Get("result")) {
	case "declined":
		return declined(payment.DeclineRefused), nil
	case "cancelled":
		return declined(payment.DeclineCancelled), nil
	case "referred":
		return declined(payment.DeclineReferred), nil
	}
	co, err := c.getCheckout(ctx, id)
	if err != nil {
		return payment.Outcome{}, err
	}
	if co.State == "approved" {
		return c.charge(ctx, co)
	}
	return c.checkoutOutcome(ctx, co)
}

func (c *Client) getCheckout(ctx context.Context, id string) (checkoutResponse, error) {
	var co checkoutResponse
	err := c.call(ctx, "get checkout", http.MethodGet, "/checkouts/"+url.PathEscape(id), "", nil, &co)
	return co, err
}

func (c *Client) getCharge(ctx context.Context, id string) (chargeResponse, error) {
	var ch chargeResponse
	err := c.call(ctx, "get charge", http.MethodGet, "/charges/"+url.PathEscape(id), "", nil, &ch)
	return ch, err
}

// checkoutOutcome is where a checkout stands without charging it: completed (charged already)
// answers its charge; approved and created are Pending.
func (c *Client) checkoutOutcome(ctx context.Context, co checkoutResponse) (payment.Outcome, error) {
	switch co.State {
	case "completed":
		return c.charge(ctx, co)
	case "expired":
		return declined(payment.DeclineExpired), nil
	case "cancelled":
		return declined(payment.DeclineCancelled), nil
	case "declined":
		return declined(payment.DeclineRefused), nil
	}
	return payment.Outcome{Status: payment.Pending, CardType: string(payment.Zip)}, nil
}

// charge creates the authorisation of an approved checkout (for the checkout's amount and
// reference). Its Idempotency-Key comes from the checkout: for a checkout charged already, Zip
// answers the charge it made.
func (c *Client) charge(ctx context.Context, co checkoutResponse) (payment.Outcome, error) {
	if co.Order == nil {
		return payment.Outcome{}, errors.New("zip: create charge: the checkout has no order")
	}
	cur := co.Order.Currency
	if cur == "" {
		cur = Currency
	}
	req := chargeRequest{Authority: authority{Type: "checkout_id", Value: co.ID}, Reference: co.Order.Reference,
		Amount: co.Order.Amount, Currency: cur, Capture: false}
	var ch chargeResponse
	err := c.call(ctx, "create charge", http.MethodPost, "/charges", providerhttp.DerivedID("charge", co.ID), req, &ch)
	var ae *APIError
	if errors.As(err, &ae) && ae.StatusCode == http.StatusPaymentRequired {
		if ae.Code == "account_insufficient_funds" {
			return declined(payment.DeclineInsufficient), nil
		}
		return declined(payment.DeclineRefused), nil
	}
	if err != nil {
		return payment.Outcome{}, err
	}
	return chargeOutcome(ch), nil
}

// chargeOutcome is where a charge stands.
func chargeOutcome(ch chargeResponse) payment.Outcome {
	switch ch.State {
	case "authorised", "approved", "captured":
		return payment.Outcome{Status: payment.Approved, Ref: ch.ID, CardType: string(payment.Zip)}
	case "cancelled", "refunded":
		return declined(payment.DeclineCancelled) // nothing is held any more
	case "declined":
		return declined(payment.DeclineRefused)
	}
	return payment.Outcome{Status: payment.Pending, CardType: string(payment.Zip)}
}

// lookup finds ref: a checkout (Begin's ref) or else a charge (Complete's). Exactly one of the
// answers is set; ErrNotFound when Zip knows neither.
func (c *Client) lookup(ctx context.Context, ref string) (*checkoutResponse, *chargeResponse, error) {
	co, err := c.getCheckout(ctx, ref)
	if err == nil {
		return &co, nil, nil
	}
	var ae *APIError
	if !errors.As(err, &ae) || ae.StatusCode != http.StatusNotFound {
		return nil, nil, err
	}
	ch, err := c.getCharge(ctx, ref)
	if err != nil {
		return nil, nil, err
	}
	return nil, &ch, nil
}

// Status implements payment.Settler: where providerRef stands (Begin's checkout id, or the charge
// id from Complete). A checkout still open or approved but not charged is Pending; one charged
// already answers its charge. ErrNotFound without providerRef, when Zip knows neither, or when it
// belongs to another reference.
func (c *Client) Status(ctx context.Context, reference, providerRef string) (payment.Outcome, error) {
	if providerRef == "" {
		return payment.Outcome{}, payment.ErrNotFound
	}
	co, ch, err := c.lookup(ctx, providerRef)
	if err != nil {
		return payment.Outcome{}, err
	}
	if ch != nil {
		if reference != "" && ch.Reference != "" && ch.Reference != reference {
			return payment.Outcome{}, payment.ErrNotFound
		}
		return chargeOutcome(*ch), nil
	}
	if reference != "" && co.Order != nil && co.Order.Reference != "" && co.Order.Reference != reference {
		return payment.Outcome{}, payment.ErrNotFound
	}
	return c.checkoutOutcome(ctx, *co)
}

// Void implements payment.Settler: it cancels the authorised charge of ref (a charge id, or the
// checkout id of a checkout charged already). A checkout never charged holds nothing: nothing to
// do. Cancelling a charge already cancelled or declined succeeds; a captured charge is refunded,
// not voided.
func (c *Client) Void(ctx context.Context, ref string) error {
	if ref == "" {
		return payment.ErrNotFound
	}
	co, ch, err := c.lookup(ctx, ref)
	if err != nil {
		return err
	}
	if co != nil {
		if co.State != "completed" {
			return nil
		}
		o, err := c.charge(ctx, *co)
		if err != nil || o.Status != payment.Approved {
			return err
		}
		return c.cancel(ctx, o.Ref)
	}
	switch ch.State {
	case "authorised", "approved":
		return c.cancel(ctx, ch.ID)
	case "cancelled", "declined", "refunded":
		return nil
	}
	return fmt.Errorf("zip: void: the charge is %s, not authorised", ch.State)
}

// cancel cancels an authorised charge; one cancelled meanwhile is no error.
func (c *Client) cancel(ctx context.Context, id string) error {
	err := c.call(ctx, "cancel charge", http.MethodPost, "/charges/"+url.PathEscape(id)+"/cancel", providerhttp.DerivedID("cancel", id), nil, nil)
	var ae *APIError
	if errors.As(err, &ae) && ae.StatusCode >= 400 && ae.StatusCode < 500 && ae.StatusCode != http.StatusNotFound {
		if ch, gerr := c.getCharge(ctx, id); gerr == nil && (ch.State == "cancelled" || ch.State == "declined") {
			return nil
		}
	}
	return err
}

// Refund implements payment.Settler: it refunds amount of the captured charge ref (the charge's id,
// Outcome.Ref) with RefundReason. Each call is a new refund with its own Idempotency-Key.
func (c *Client) Refund(ctx context.Context, ref string, amt money.Cents) error {
	if amt <= 0 {
		return errors.New("zip: refund: the amount must be positive")
	}
	if ref == "" {
		return payment.ErrNotFound
	}
	return c.call(ctx, "create refund", http.MethodPost, "/refunds", providerhttp.RandomID(),
		refundRequest{ChargeID: ref, Reason: RefundReason, Amount: decimal(amt), Currency: Currency}, nil)
}

// Capture takes amount (at most the authorised amount) of the authorised charge id (Outcome.Ref).
func (c *Client) Capture(ctx context.Context, id string, amt money.Cents) error {
	if amt <= 0 {
		return errors.New("zip: capture: the amount must be positive")
	}
	if id == "" {
		return payment.ErrNotFound
	}
	return c.call(ctx, "capture charge", http.MethodPost, "/charges/"+url.PathEscape(id)+"/capture", providerhttp.RandomID(),
		amountRequest{Amount: decimal(amt)}, nil)
}

package paypal

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
)

// CancelParam is the parameter of the return URL that PayPal's cancel link carries
// (status=cancel): Complete reads it as the payer's cancel, after asking PayPal where the order
// stands.
const CancelParam, CancelValue = "status", "cancel"

// The order's statuses (Orders v2).
const (
	orderApproved    = "APPROVED"
	orderVoided      = "VOIDED"
	orderCompleted   = "COMPLETED"
	orderPayerAction = "PAYER_ACTION_REQUIRED"
)

// The authorization's statuses (Payments v2).
const (
	authCreated           = "CREATED"
	authCaptured          = "CAPTURED"
	authPartiallyCaptured = "PARTIALLY_CAPTURED"
	authDenied            = "DENIED"
	authVoided            = "VOIDED"
	authExpired           = "EXPIRED"
	authPending           = "PENDING"
)

// orderRequest is the body of POST /v2/checkout/orders.
type orderRequest struct {
	Intent        string         `json:"intent"`
	PurchaseUnits []purchaseUnit `json:"purchase_units"`
	PaymentSource *paymentSource `json:"payment_source,omitempty"`
}

type purchaseUnit struct {
	InvoiceID   string    `json:"invoice_id,omitempty"`
	CustomID    string    `json:"custom_id,omitempty"`
	Description string    `json:"description,omitempty"`
	Amount      orderSum  `json:"amount"`
	Items       []item    `json:"items,omitempty"`
	Shipping    *shipping `json:"shipping,omitempty"`
}

type orderSum struct {
	amount
	Breakdown *breakdown `json:"breakdown,omitempty"`
}

type breakdown struct {
	ItemTotal amount  `json:"item_total"`
	Shipping  *amount `json:"shipping,omitempty"`
	TaxTotal  *amount `json:"tax_total,omitempty"`
	Discount  *amount `json:"discount,omitempty"`
}

type item struct {
	Name       string `json:"name"`
	SKU        string `json:"sku,omitempty"`
	Quantity   string `json:"quantity"`
	UnitAmount amount `json:"unit_amount"`
	Category   string `json:"category,omitempty"`
}

type shipping struct {
	Type    string      `json:"type,omitempty"`
	Name    *fullName   `json:"name,omitempty"`
	Address *postalAddr `json:"address,omitempty"`
}

type fullName struct {
	FullName string `json:"full_name"`
}

type personName struct {
	GivenName string `json:"given_name,omitempty"`
	Surname   string `json:"surname,omitempty"`
}

type postalAddr struct {
	Line1      string `json:"address_line_1,omitempty"`
	Line2      string `json:"address_line_2,omitempty"`
	AdminArea2 string `json:"admin_area_2,omitempty"` // suburb
	AdminArea1 string `json:"admin_area_1,omitempty"` // state
	PostalCode string `json:"postal_code,omitempty"`
	Country    string `json:"country_code"`
}

type paymentSource struct {
	PayPal *wallet `json:"paypal"`
}

// wallet is payment_source.paypal of a request.
type wallet struct {
	VaultID           string             `json:"vault_id,omitempty"`
	EmailAddress      string             `json:"email_address,omitempty"`
	Name              *personName        `json:"name,omitempty"`
	Address           *postalAddr        `json:"address,omitempty"`
	Attributes        *walletAttributes  `json:"attributes,omitempty"`
	ExperienceContext *experienceContext `json:"experience_context,omitempty"`
}

type walletAttributes struct {
	Customer *vaultCustomer    `json:"customer,omitempty"`
	Vault    *vaultInstruction `json:"vault,omitempty"`
}

type vaultCustomer struct {
	ID                 string `json:"id,omitempty"`
	MerchantCustomerID string `json:"merchant_customer_id,omitempty"`
}

type vaultInstruction struct {
	StoreInVault string `json:"store_in_vault"`
	UsageType    string `json:"usage_type"`
	CustomerType string `json:"customer_type,omitempty"`
}

type experienceContext struct {
	BrandName          string `json:"brand_name,omitempty"`
	Locale             string `json:"locale,omitempty"`
	ShippingPreference string `json:"shipping_preference,omitempty"`
	UserAction         string `json:"user_action,omitempty"`
	ReturnURL          string `json:"return_url"`
	CancelURL          string `json:"cancel_url"`
}

// order is an order as PayPal answers it (only what the adapter reads).
type order struct {
	ID            string `json:"id"`
	Status        string `json:"status"`
	Intent        string `json:"intent"`
	PaymentSource struct {
		PayPal *struct {
			EmailAddress string `json:"email_address"`
			Attributes   *struct {
				Vault *vaultAnswer `json:"vault"`
			} `json:"attributes"`
		} `json:"paypal"`
	} `json:"payment_source"`
	PurchaseUnits []struct {
		InvoiceID string `json:"invoice_id"`
		Payments  *struct {
			Authorizations []authorization `json:"authorizations"`
			Captures       []capture       `json:"captures"`
			Refunds        []refund        `json:"refunds"`
		} `json:"payments"`
	} `json:"purchase_units"`
	Links []link `json:"links"`
}

// vaultAnswer is payment_source.paypal.attributes.vault of an answer.
type vaultAnswer struct {
	ID       string `json:"id"`
	Status   string `json:"status"`
	Customer *struct {
		ID string `json:"id"`
	} `json:"customer"`
}

// authorization is an authorized payment (Orders v2 and Payments v2).
type authorization struct {
	ID                string  `json:"id"`
	Status            string  `json:"status"`
	Amount            *amount `json:"amount"`
	InvoiceID         string  `json:"invoice_id"`
	SupplementaryData *struct {
		RelatedIDs struct {
			OrderID string `json:"order_id"`
		} `json:"related_ids"`
	} `json:"supplementary_data"`
	Links []link `json:"links"`
}

// capture is a captured payment.
type capture struct {
	ID     string  `json:"id"`
	Status string  `json:"status"`
	Amount *amount `json:"amount"`
	Links  []link  `json:"links"`
}

// refund is a refund of a capture.
type refund struct {
	ID     string  `json:"id"`
	Status string  `json:"status"`
	Amount *amount `json:"amount"`
	Links  []link  `json:"links"`
}

// authorizations are the order's authorized payments, across its purchase units.
func (o *order) authorizations() []authorization {
	var out []authorization
	for _, pu := range o.PurchaseUnits {
		if pu.Payments != nil {
			out = append(out, pu.Payments.Authorizations...)
		}
	}
	return out
}

// invoice is the order's invoice id (the shop's reference).
func (o *order) invoice() string {
	for _, pu := range o.PurchaseUnits {
		if pu.InvoiceID != "" {
			return pu.InvoiceID
		}
	}
	return ""
}

// vault is what the order's answer says of a saved PayPal, or nil.
func (o *order) vault() *vaultAnswer {
	if p := o.PaymentSource.PayPal; p != nil && p.Attributes != nil {
		return p.Attributes.Vault
	}
	return nil
}

// Begin implements payment.Redirector: it creates an order of ch (intent AUTHORIZE) and answers
// PayPal's approve page and the order's id. PayPal sends the payer back to returnURL with its
// token (the order id) and PayerID, or, on a cancel, with token and status=cancel. A retry of ch's
// reference within PayPal's idempotency window (6 hours) answers the same order.
func (c *Client) Begin(ctx context.Context, ch payment.Charge, returnURL string) (string, string, error) {
	if ch.SaveFor != "" {
		return c.BeginSaving(ctx, ch, returnURL, ch.SaveFor)
	}
	return c.begin(ctx, ch, returnURL, nil)
}

// BeginSaving (what Begin does for a charge with SaveFor) is Begin for a payer who asked to save PayPal (setPaymentMode's
// isBillingAgreementRequired): PayPal asks for the payer's consent on the approve page and vaults
// the account when the order is authorised, and Agreement then answers the saved account's id.
// customerID is the shop's customer: with Config.SavedAgreements, an account already saved makes
// the new one join the same PayPal customer.
func (c *Client) BeginSaving(ctx context.Context, ch payment.Charge, returnURL, customerID string) (string, string, error) {
	attrs := &walletAttributes{Vault: &vaultInstruction{StoreInVault: "ON_SUCCESS", UsageType: "MERCHANT",
		CustomerType: "CONSUMER"}}
	if customerID != "" {
		cust := &vaultCustomer{}
		if merchantCustomerID.MatchString(customerID) {
			cust.MerchantCustomerID = customerID
		}
		// Without the PayPal customer the account is saved all the same, under a new one.
		if id, err := c.payPalCustomer(ctx, customerID); err == nil {
			cust.ID = id
		}
		if *cust != (vaultCustomer{}) {
			attrs.Customer = cust
		}
	}
	return c.begin(ctx, ch, returnURL, attrs)
}

// merchantCustomerID is what PayPal takes as merchant_customer_id.
var merchantCustomerID = regexp.MustCompile(`^[0-9a-zA-Z\-_.^*$@#]{1,64}$`)

func (c *Client) begin(ctx context.Context, ch payment.Charge, returnURL string, attrs *walletAttributes) (string, string, error) {
	if ch.Reference == "" {
		return "", "", errors.New("paypal: a charge needs the shop's reference")
	}
	ret, cancel, err := c.returnURLs(returnURL)
	if err != nil {
		return "", "", err
	}
	pu, err := unitOf(ch)
	if err != nil {
		return "", "", err
	}
	w := &wallet{Attributes: attrs, ExperienceContext: &experienceContext{BrandName: c.brand, Locale: "en-AU",
		ShippingPreference: "NO_SHIPPING", UserAction: "PAY_NOW", ReturnURL: ret, CancelURL: cancel}}
	if pu.Shipping != nil {
		w.ExperienceContext.ShippingPreference = "SET_PROVIDED_ADDRESS"
	}
	if strings.Contains(ch.Email, "@") && len(ch.Email) <= 254 {
		w.EmailAddress = ch.Email
	}
	if d := ch.Details; d != nil {
		if d.FirstName != "" || d.LastName != "" {
			w.Name = &personName{GivenName: clip(d.FirstName, 140), Surname: clip(d.LastName, 140)}
		}
		if d.Billing != nil {
			w.Address = addressOf(d.Billing)
		}
	}
	var o order
	err = c.call(ctx, request{method: http.MethodPost, path: "/v2/checkout/orders",
		requestID: requestID("order", ch.Reference),
		in:        orderRequest{Intent: "AUTHORIZE", PurchaseUnits: []purchaseUnit{pu}, PaymentSource: &paymentSource{PayPal: w}},
		out:       &o})
	if err != nil {
		return "", "", err
	}
	approve := linkTo(o.Links, "payer-action", "approve")
	if o.ID == "" || approve == "" {
		return "", "", fmt.Errorf("paypal: order %q came without its approve link", o.ID)
	}
	return approve, o.ID, nil
}

// returnURLs are the absolute return and cancel URLs of returnURL.
func (c *Client) returnURLs(returnURL string) (string, string, error) {
	u, err := url.Parse(returnURL)
	if err != nil {
		return "", "", fmt.Errorf("paypal: return URL %q: %w", returnURL, err)
	}
	if !u.IsAbs() {
		if c.public == nil {
			return "", "", fmt.Errorf("paypal: return URL %q is not absolute and Config.PublicURL is not set", returnURL)
		}
		u = c.public.ResolveReference(u)
	}
	if u.Scheme != "https" && u.Scheme != "http" {
		return "", "", fmt.Errorf("paypal: return URL %q: want http(s)", returnURL)
	}
	cancel := *u
	q := cancel.Query()
	q.Set(CancelParam, CancelValue)
	cancel.RawQuery = q.Encode()
	return u.String(), cancel.String(), nil
}

// unitOf is the purchase unit of ch: the amount, and when ch has details that add up, the items,
// the breakdown and the shipping address.
//
// Prices are GST inclusive (as Australian shoppers must be shown them) and PayPal's breakdown adds
// tax_total on top of item_total, so the GST inside the prices is not a separate tax line: it
// would count twice. tax_total is sent as 0.00 and the description says how much GST the total
// includes. What the charge pays less than the items and delivery (gift cards, promotions) is the
// breakdown's discount. Details that do not add up (or that PayPal would refuse) are left out and
// the amount goes alone, rather than PayPal refusing the order.
func unitOf(ch payment.Charge) (purchaseUnit, error) {
	if ch.Amount <= 0 {
		return purchaseUnit{}, fmt.Errorf("paypal: charge %s: amount %d is not positive", ch.Reference, ch.Amount)
	}
	pu := purchaseUnit{InvoiceID: clip(ch.Reference, 127), CustomID: clip(ch.Reference, 127),
		Amount: orderSum{amount: aud(ch.Amount)}}
	desc := ch.Description
	d := ch.Details
	if d == nil {
		pu.Description = clip(desc, 127)
		return pu, nil
	}
	if d.GST > 0 {
		desc = strings.TrimSpace(desc + " (includes GST of " + d.GST.Format() + ")")
	}
	pu.Description = clip(desc, 127)
	if d.Shipping != nil {
		pu.Shipping = &shipping{Type: "SHIPPING", Address: addressOf(d.Shipping)}
		name := d.Shipping.Name
		if name == "" {
			name = strings.TrimSpace(d.FirstName + " " + d.LastName)
		}
		if name != "" {
			pu.Shipping.Name = &fullName{FullName: clip(name, 300)}
		}
	}
	var items []item
	var total money.Cents
	for _, it := range d.Items {
		name := clip(strings.TrimSpace(it.Name), 127)
		if name == "" || it.Quantity <= 0 || it.Price < 0 || it.Quantity > 999999999 {
			return pu, nil
		}
		items = append(items, item{Name: name, SKU: clip(it.SKU, 127), Quantity: strconv.Itoa(it.Quantity),
			UnitAmount: aud(it.Price), Category: "PHYSICAL_GOODS"})
		total += it.Price * money.Cents(it.Quantity)
	}
	if len(items) == 0 || d.DeliveryFee < 0 {
		return pu, nil
	}
	discount := total + d.DeliveryFee - ch.Amount
	if discount < 0 {
		return pu, nil
	}
	b := &breakdown{ItemTotal: aud(total), TaxTotal: ptr(aud(0))}
	if d.DeliveryFee > 0 || d.Shipping != nil {
		b.Shipping = ptr(aud(d.DeliveryFee))
	}
	if discount > 0 {
		b.Discount = ptr(aud(discount))
	}
	pu.Items, pu.Amount.Breakdown = items, b
	return pu, nil
}

// addressOf is a in PayPal's form (Australia when the country is unknown).
func addressOf(a *payment.Address) *postalAddr {
	country := strings.ToUpper(a.Country)
	if len(country) != 2 {
		country = "AU"
	}
	return &postalAddr{Line1: clip(a.Line1, 300), Line2: clip(a.Line2, 300), AdminArea2: clip(a.Suburb, 120),
		AdminArea1: clip(a.State, 300), PostalCode: clip(a.Postcode, 60), Country: country}
}

// clip cuts s to n characters.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}

func ptr[T any](v T) *T { return &v }

// Complete implements payment.Redirector: it authorises the order ref the payer approved and
// answers Approved with the authorization's id as Ref. A return without PayerID (PayPal's cancel
// link) is Declined, DeclineCancelled, unless PayPal says the order was approved after all; an
// order already authorised answers its authorisation, so Complete can be asked again. PayPal's
// refusals are declines: INSTRUMENT_DECLINED is DeclineFunding, PAYER_ACTION_REQUIRED and
// ORDER_NOT_APPROVED DeclineNotAuthorised, a DENIED authorisation DeclineRefused, an expired order
// DeclineExpired.
func (c *Client) Complete(ctx context.Context, ref string, query url.Values) (payment.Outcome, error) {
	if ref == "" {
		return payment.Outcome{}, payment.ErrNotFound
	}
	if query.Get("PayerID") == "" || query.Get(CancelParam) == CancelValue {
		o, err := c.order(ctx, ref)
		if err != nil {
			return payment.Outcome{}, err
		}
		switch {
		case o.Status == orderCompleted:
			return outcomeOf(o), nil
		case o.Status != orderApproved || query.Get(CancelParam) == CancelValue:
			return payment.Outcome{Status: payment.Declined, Decline: payment.DeclineCancelled}, nil
		}
	}
	return c.authorize(ctx, ref)
}

// authorize authorises the approved order id.
func (c *Client) authorize(ctx context.Context, id string) (payment.Outcome, error) {
	var o order
	err := c.call(ctx, request{method: http.MethodPost, path: path("/v2/checkout/orders/", id, "/authorize"),
		requestID: requestID("authorize", id), in: struct{}{}, out: &o})
	var pe *Error
	switch {
	case errors.As(err, &pe) && pe.Issue == "ORDER_ALREADY_AUTHORIZED":
		done, err := c.order(ctx, id)
		if err != nil {
			return payment.Outcome{}, err
		}
		return outcomeOf(done), nil
	case errors.As(err, &pe) && pe.StatusCode == http.StatusUnprocessableEntity && declines[pe.Issue] != "":
		return payment.Outcome{Status: payment.Declined, Decline: declines[pe.Issue]}, nil
	case err != nil:
		return payment.Outcome{}, err
	}
	return outcomeOf(&o), nil
}

// order reads the order id.
func (c *Client) order(ctx context.Context, id string) (*order, error) {
	var o order
	if err := c.call(ctx, request{method: http.MethodGet, path: path("/v2/checkout/orders/", id, ""), out: &o}); err != nil {
		return nil, err
	}
	return &o, nil
}

// outcomeOf is where an order stands: its authorisation's outcome once it has one, Pending while
// the payer has not approved it or it waits to be authorised, Declined once voided.
func outcomeOf(o *order) payment.Outcome {
	if auths := o.authorizations(); len(auths) > 0 {
		return authOutcome(auths[len(auths)-1])
	}
	switch o.Status {
	case orderVoided:
		return payment.Outcome{Status: payment.Declined, Decline: payment.DeclineExpired}
	case orderCompleted:
		// Completed without an authorization: the payment was refused.
		return payment.Outcome{Status: payment.Declined, Decline: payment.DeclineRefused}
	}
	return payment.Outcome{Status: payment.Pending}
}

// authOutcome is where an authorization stands.
func authOutcome(a authorization) payment.Outcome {
	switch a.Status {
	case authCreated, authCaptured, authPartiallyCaptured:
		return payment.Outcome{Status: payment.Approved, Ref: a.ID, CardType: string(payment.PayPal)}
	case authDenied:
		return payment.Outcome{Status: payment.Declined, Decline: payment.DeclineRefused}
	case authVoided, authExpired:
		return payment.Outcome{Status: payment.Declined, Decline: payment.DeclineExpired}
	}
	// PENDING (PayPal reviews it) and statuses this adapter does not know yet.
	return payment.Outcome{Status: payment.Pending, Ref: a.ID}
}

// Status implements payment.Settler: where the order (or authorization) providerRef of the shop's
// reference stands. PayPal cannot find a payment by the shop's reference alone, and none holds
// money before the payer saw the approve page, which needs the order's id: without providerRef,
// or when PayPal knows neither an order nor an authorization by it, or it belongs to another
// reference, it is payment.ErrNotFound. An order approved but not authorised yet is Pending.
func (c *Client) Status(ctx context.Context, reference, providerRef string) (payment.Outcome, error) {
	if providerRef == "" {
		return payment.Outcome{}, payment.ErrNotFound
	}
	o, err := c.order(ctx, providerRef)
	if err == nil {
		if inv := o.invoice(); inv != "" && reference != "" && inv != reference {
			return payment.Outcome{}, fmt.Errorf("paypal: order %s is not of %s: %w", providerRef, reference, payment.ErrNotFound)
		}
		return outcomeOf(o), nil
	}
	if !errors.Is(err, payment.ErrNotFound) {
		return payment.Outcome{}, err
	}
	a, err := c.authorization(ctx, providerRef)
	if err != nil {
		return payment.Outcome{}, err
	}
	if a.InvoiceID != "" && reference != "" && a.InvoiceID != reference {
		return payment.Outcome{}, fmt.Errorf("paypal: authorization %s is not of %s: %w", providerRef, reference, payment.ErrNotFound)
	}
	return authOutcome(*a), nil
}

// authorization reads the authorization id.
func (c *Client) authorization(ctx context.Context, id string) (*authorization, error) {
	var a authorization
	err := c.call(ctx, request{method: http.MethodGet, path: path("/v2/payments/authorizations/", id, ""), out: &a})
	if err != nil {
		return nil, err
	}
	return &a, nil
}

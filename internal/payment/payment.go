// Package payment declares the seams between the shop and the payment providers: a token method
// (card from the hosted fields, saved card, Apple Pay), a redirect method (PayPal, Afterpay, Zip,
// Flypay) and the gift card processor. Each has a real adapter and a sandbox in the binary
// (internal/payment/sandbox); place order (docs/checkout.md) talks only to these interfaces, never
// inside a database transaction, and never sees a card number.
package payment

import (
	"context"
	"errors"
	"net/url"

	"github.com/wattle/storefront/internal/platform/money"
)

// Method is a way to pay, as setPaymentMode names it.
type Method string

// The methods of the contract (setPaymentMode's mode).
const (
	Card     Method = "card"
	GiftCard Method = "giftcard"
	PayPal   Method = "paypal"
	Afterpay Method = "afterpay"
	Zip      Method = "zip"
	ApplePay Method = "applepay"
	Flypay   Method = "flypay"
)

// Methods lists every method in the order the checkout offers them.
var Methods = []Method{Card, PayPal, Afterpay, Zip, ApplePay, Flypay, GiftCard}

// ParseMethod returns the method named s, or false.
func ParseMethod(s string) (Method, bool) {
	for _, m := range Methods {
		if string(m) == s {
			return m, true
		}
	}
	return "", false
}

// Redirects reports whether the method sends the shopper to the provider's page and back.
func (m Method) Redirects() bool {
	return m == PayPal || m == Afterpay || m == Zip || m == Flypay
}

// Charge is what the shop asks a provider to authorise.
type Charge struct {
	// Reference is the shop's payment attempt id: the provider keeps it with the payment, so a
	// retried call after a timeout finds the first one instead of charging twice.
	Reference string
	Amount    money.Cents
	// Token is the one-time token (card fields, gift card, Apple Pay) or a saved source id.
	Token string
	// Email and Description travel to the provider's page (redirect methods).
	Email       string
	Description string
	// SaveFor is the shop's customer id when the payer asked to keep the method for later orders
	// (PayPal asks the payer's consent on its page and vaults the account); "" otherwise.
	SaveFor string
	// MerchantInitiated marks a charge the shop makes on a saved source on its own, without the
	// payer at hand (a membership's renewal): issuers may treat it differently, and a card that
	// needs the payer (3-D Secure) cannot be challenged.
	MerchantInitiated bool
	// Details are what the redirect providers show on their pages and assess (buy now, pay later
	// providers need the shopper, the addresses and the items); nil when the shop has none to give,
	// and card and gift card calls ignore them.
	Details *Details
}

// Details describe the order behind a charge.
type Details struct {
	FirstName, LastName, Phone string
	// Billing and Shipping are nil when unknown; Shipping is nil for click and collect.
	Billing, Shipping *Address
	Items             []Item
	// DeliveryFee and GST are parts of the charge's amount (GST is included in every price).
	DeliveryFee money.Cents
	GST         money.Cents
}

// Address is a postal address as the providers take it.
type Address struct {
	Name     string
	Line1    string
	Line2    string
	Suburb   string
	State    string // VIC, NSW, …
	Postcode string
	Country  string // ISO 3166-1 alpha-2, e.g. AU
	Phone    string
}

// Item is one line of the order.
type Item struct {
	Name     string
	SKU      string
	Quantity int
	Price    money.Cents // each, GST included
}

// Status is where an authorisation stands.
type Status string

// Statuses of an Outcome.
const (
	// Approved: the money is held for the shop.
	Approved Status = "approved"
	// Declined: nothing is held; Decline says why.
	Declined Status = "declined"
	// Challenge: the card issuer wants the shopper to pass 3-D Secure at ChallengeURL first.
	Challenge Status = "challenge"
	// Pending: the provider has not decided (the shopper has not come back from its page yet).
	Pending Status = "pending"
)

// Decline is why a provider refused, in the shop's words; the transport maps each to its
// place-order code and the checkout section it is shown in.
type Decline string

// Declines.
const (
	DeclineRefused       Decline = "refused"        // the issuer or provider said no
	DeclineInsufficient  Decline = "insufficient"   // not enough funds (or gift card balance)
	DeclineUnsupported   Decline = "unsupported"    // a card type the shop does not take
	DeclineCancelled     Decline = "cancelled"      // the shopper cancelled on the provider's page
	DeclineReferred      Decline = "referred"       // BNPL: referred for review, not approved now
	DeclineNotAuthorised Decline = "not_authorised" // PayPal: the payer did not authorise
	DeclineFunding       Decline = "funding"        // PayPal: the funding source failed
	DeclineChallenge     Decline = "challenge"      // 3-D Secure challenge failed
	DeclineUnavailable   Decline = "unavailable"    // the provider's service is down
	DeclineLimits        Decline = "limits"         // BNPL: the order value is outside its limits
	DeclineExpired       Decline = "expired"        // the provider's session timed out before a decision
)

// Outcome is a provider's answer to an authorisation.
type Outcome struct {
	Status  Status
	Decline Decline
	// Ref is the provider's reference of the authorisation (capture, void, refund and status use it).
	Ref string
	// ChallengeID and ChallengeURL are set with Status Challenge (tcId and the challenge page).
	ChallengeID  string
	ChallengeURL string
	// CardType and Last4 describe what paid, for the order and the receipt.
	CardType string
	Last4    string
	// Remaining is what stays on a gift card after a hold; on a hold declined for its balance, what
	// the card has, when the processor says (0 when it does not: Paydock).
	Remaining money.Cents
	// Agreement is a PayPal billing agreement made with the payment (the payer asked to save it).
	Agreement string
}

// Errors of the providers. A provider that does not answer in time is ErrTimeout: no money is
// held as far as the shop knows, and reconciliation asks again later.
var (
	ErrTimeout      = errors.New("payment: the provider did not answer in time")
	ErrUnavailable  = errors.New("payment: the provider is unavailable")
	ErrUnknownToken = errors.New("payment: unknown or used token")
	ErrNotFound     = errors.New("payment: no such payment")
)

// Authorizer is a token method: the card (a one-time token from the hosted fields), a saved card
// and Apple Pay.
type Authorizer interface {
	// Authorize holds c.Amount on the source behind c.Token.
	Authorize(ctx context.Context, c Charge) (Outcome, error)
	// ChallengeOutcome is the issuer's decision after a 3-D Secure challenge (never the browser's
	// word for it).
	ChallengeOutcome(ctx context.Context, challengeID string) (Outcome, error)
}

// Redirector is a redirect method: PayPal, Afterpay, Zip and Flypay.
type Redirector interface {
	// Begin opens the provider's session for c and answers the page to send the shopper to and
	// the session's reference; the provider sends the shopper back to returnURL.
	Begin(ctx context.Context, c Charge, returnURL string) (redirectURL, ref string, err error)
	// Complete settles the session after the shopper came back with query (the provider's own
	// parameters, e.g. PayPal's token and PayerID).
	Complete(ctx context.Context, ref string, query url.Values) (Outcome, error)
}

// ReturnReffer is a redirect provider whose return names its session in a parameter of its own
// (Afterpay's orderToken, Zip's checkoutId); without it, the session is the return's token.
type ReturnReffer interface {
	ReturnRef(query url.Values) string
}

// GiftCards is the gift card processor.
type GiftCards interface {
	// Balance is what a gift card can still pay (getGiftCardBalance asks by number and PIN: gift
	// cards are not payment cards, and the shopper checks a balance before choosing an amount).
	Balance(ctx context.Context, number, pin string) (money.Cents, error)
	// Preauth holds amount on the card; the outcome's Ref voids or captures it.
	Preauth(ctx context.Context, token string, amount money.Cents, reference string) (Outcome, error)
}

// Settler is what every provider also does with an authorisation it gave.
type Settler interface {
	// Status is where the authorisation of the shop's reference stands (reconciliation after a
	// crash or a timeout): ErrNotFound when the provider never saw it. providerRef is the
	// provider's own reference when the shop learned it (a redirect session's, or an
	// authorisation's), "" when the call that would have told it timed out; a provider that cannot
	// find a payment by the shop's reference alone answers ErrNotFound without it (a redirect
	// method holds no money before the shopper has seen its page, which needs that reference).
	Status(ctx context.Context, reference, providerRef string) (Outcome, error)
	// Void releases held money that will not be taken.
	Void(ctx context.Context, ref string) error
	// Refund gives back amount of captured money.
	Refund(ctx context.Context, ref string, amount money.Cents) error
}

// Source is a saved card at the gateway: it pays again without the card's details.
type Source struct {
	ID       string
	CardType string
	Last4    string
	Expiry   string // MM/YY
}

// Vault saves cards at the gateway (the shop keeps only the source's id and what it shows).
type Vault interface {
	// Vault turns a one-time token into a reusable source; the token is spent.
	Vault(ctx context.Context, token string) (Source, error)
	// DeleteSource stops a source from paying again.
	DeleteSource(ctx context.Context, id string) error
}

// Agreements are PayPal billing agreements: a payer who saved PayPal pays again without leaving
// the shop.
type Agreements interface {
	// Agreement makes a billing agreement from an approved session (the payer agreed on its page).
	Agreement(ctx context.Context, sessionRef string) (string, error)
	// ChargeAgreement authorises c on an agreement.
	ChargeAgreement(ctx context.Context, agreementID string, c Charge) (Outcome, error)
	// CancelAgreement ends an agreement (the payer unlinked PayPal).
	CancelAgreement(ctx context.Context, agreementID string) error
}

// Limits are the order values (inclusive, cents) a buy-now-pay-later provider takes; Max 0 is no
// upper limit.
type Limits struct{ Min, Max money.Cents }

// Within reports whether total is an order value the provider takes.
func (l Limits) Within(total money.Cents) bool {
	return total >= l.Min && (l.Max == 0 || total <= l.Max)
}

// The order values the buy-now-pay-later providers take from Australian merchants of our size,
// their sandboxes' too: Afterpay $1-$2,000, Zip $1-$5,000 (a live Afterpay's come from its
// configuration).
var (
	AfterpayLimits = Limits{Min: 100, Max: 200000}
	ZipLimits      = Limits{Min: 100, Max: 500000}
)

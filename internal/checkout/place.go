package checkout

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/idempotency"
	"github.com/wattle/storefront/internal/job"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/id"
	"github.com/wattle/storefront/internal/platform/money"
)

// TxStore is what place order writes in one transaction (and linkOrder, which makes an account).
type TxStore interface {
	account.TxStore
	cart.Store
	StateStore
	idempotency.Store
	SavedStore
	order.Store
	order.AttemptStore
	order.AfterStore
	MemberStore
	Enqueue(ctx context.Context, args job.Args, opts *job.InsertOpts) error
}

// MemberStore is what a placed order records of its customer's OnePass membership.
type MemberStore interface {
	// RecordMemberSaving keeps what a member saved on an order (the membership page's savings).
	RecordMemberSaving(ctx context.Context, orderCode, customerID string, amount money.Cents, at time.Time) error
	// UseWelcome marks the customer's welcome reward used; false when it was used already.
	UseWelcome(ctx context.Context, customerID string) (bool, error)
}

// Providers are the payment providers place order talks to (sandboxes or real adapters).
type Providers struct {
	// Card authorises card tokens, saved cards and Apple Pay tokens.
	Card interface {
		payment.Authorizer
		payment.Settler
	}
	// Redirect are the redirect methods' providers by method.
	Redirect map[payment.Method]interface {
		payment.Redirector
		payment.Settler
	}
	GiftCards interface {
		payment.GiftCards
		payment.Settler
	}
	// Vault saves cards (nil: cards are not saved).
	Vault payment.Vault
	// ApplePay says Card also takes Apple Pay tokens (a live card gateway needs a gateway of its
	// own for them).
	ApplePay bool
	// CardFields is how the checkout page gets a card's one-time token (getPaymentMethods tells
	// the web app).
	CardFields CardFields
	// Limits are the buy-now-pay-later order values the providers take (a live Afterpay's come
	// from its configuration); a method without an entry has the sandbox's.
	Limits map[payment.Method]payment.Limits
}

// limits are the order values a buy-now-pay-later method takes.
func (p Providers) limits(m payment.Method) payment.Limits {
	if l, ok := p.Limits[m]; ok {
		return l
	}
	if m == payment.Zip {
		return payment.ZipLimits
	}
	return payment.AfterpayLimits
}

// CardFields describe the card gateway's fields in the browser: the sandbox's page, or Paydock's
// widget with the public key and gateways it needs (docs/payments.md).
type CardFields struct {
	Provider string `json:"provider" enum:"sandbox,paydock"`
	// ScriptURL is Paydock's browser SDK (its widget and Canvas3ds).
	ScriptURL string `json:"scriptUrl,omitempty"`
	// URL is the sandbox's card fields page.
	URL string `json:"url,omitempty"`
	// Environment, PublicKey and the gateway ids are Paydock's widget's settings (public values).
	Environment       string `json:"environment,omitempty" enum:"sandbox,production"`
	PublicKey         string `json:"publicKey,omitempty"`
	GatewayID         string `json:"gatewayId,omitempty"`
	GiftCardGatewayID string `json:"giftCardGatewayId,omitempty"`
	ApplePayGatewayID string `json:"applePayGatewayId,omitempty"`
}

// Stores knows the shop's stores (the pickup store must still take orders).
type Stores interface {
	Store(number string) (location.Store, error)
}

// Deps are what the checkout service works with.
type Deps struct {
	// Carts is the shopper-facing cart service; Pricer is a cart service whose products are read
	// from the database, not the 15-second cache: place order charges today's price.
	Carts, Pricer *cart.Service
	Accounts      Accounts
	Store         TxStore
	Tx            func(ctx context.Context, fn func(tx TxStore) error) error
	Idempotency   *idempotency.Service
	Providers     Providers
	Stores        Stores
	Features      Features
	Clock         clock.Clock
	Config        Config
}

// Reservation is how long stock taken for a payment is held before the expiry job puts it back
// (a shopper who left a provider's page open).
const Reservation = 15 * time.Minute

// DefaultPaymentTimeout is how long the shop waits for a provider (--payment-timeout).
const DefaultPaymentTimeout = 15 * time.Second

// New returns the checkout service.
func New(d Deps) *Service {
	if d.Config.PaymentTimeout <= 0 {
		d.Config.PaymentTimeout = DefaultPaymentTimeout
	}
	s := &Service{carts: d.Carts, accounts: d.Accounts, cfg: d.Config, features: d.Features}
	s.place = &placer{Deps: d}
	return s
}

// placer places orders: the two phases around the provider (docs/checkout.md).
type placer struct {
	Deps
}

// ThreeDS is a 3-D Secure challenge the shopper must pass before the card is authorised.
type ThreeDS struct {
	TcID         string `json:"tcId"`
	ChallengeURL string `json:"challengeUrl"`
}

// Placed is placeOrder's answer: the order and its thank-you page, a provider's page to go to, or
// a 3-D Secure challenge.
type Placed struct {
	OrderCode   string   `json:"orderCode,omitempty" description:"digits only; set once the order is placed"`
	RedirectURL string   `json:"redirectUrl,omitempty" description:"the thank-you page, or the provider's page for a redirect method"`
	ThreeDS     *ThreeDS `json:"threeDS,omitempty"`
	// keyDone says the order's transaction stored this answer on the idempotency key already.
	keyDone bool
}

// PlaceInput is a placeOrder call.
type PlaceInput struct {
	Mode payment.Method
	// Token is the one-time token (card fields, Apple Pay's pcid) or a saved card's id (psced).
	Token string
	// Key is the idempotency key.
	Key string
	// SavedID pays with one of the customer's saved cards (psced).
	SavedID string
	// SaveCard saves the card for the signed-in customer once it has paid.
	SaveCard bool
	// Expected is the total the page showed (nil: not said): another total now refuses the order.
	Expected *money.Cents
	// scope is Key's idempotency scope; attemptID the id the payment attempt will have, noted on
	// the key while it is in flight (recoverKey). Without a key, each try has an id of its own.
	scope, attemptID string
}

// ThankYouPath is the thank-you page of an order.
func ThankYouPath(code string) string { return "/checkout/thank-you/" + code }

// ReturnPath is where a redirect provider sends the shopper back (completeRedirectPayment).
func ReturnPath(m payment.Method) string { return "/api/payments/" + string(m) + "/return" }

// key is the idempotency key of the call, when it has one.
func (in PlaceInput) key() *idemKey {
	if in.Key == "" || in.scope == "" {
		return nil
	}
	return &idemKey{scope: in.scope, key: in.Key}
}

// hashOf is a place order's request hash: the same key with another payment, or for another cart,
// is another request (ERR_IDEMPOTENCY_KEY_REUSED); the cart emptied by the order is the same cart.
func hashOf(in PlaceInput, cartID string) string {
	return idempotency.Hash(string(in.Mode), in.Token, in.SavedID, cartID)
}

// keyScope is whose idempotency keys a call's key is among (op: placeOrder, placeOrderGiftCard): the
// shopper's, the signed-in customer or the browser's cart token, so that two shoppers' keys never
// meet and one shopper's key names one request whatever cart it was sent for.
func keyScope(op string, o cart.Owner) string {
	if o.CustomerID != "" {
		return op + ":c:" + o.CustomerID
	}
	return op + ":t:" + cart.HashToken(o.Token)
}

// ErrSessionEnded is place order's refusal of a shopper whose session ended before the order was
// placed (docs/checkout.md "Place order with an ended session"): a customer's session that is gone
// or only recognised by "remember me", or a browser with neither a session nor a cart of its own.
// It is refused before anything is reserved or charged; the cart stays where it was (the account's,
// or the browser's by its cart cookie), and the page says so instead of showing an empty basket.
var ErrSessionEnded error = &order.Error{Problem: sessionEndedProblem()}

func sessionEndedProblem() order.Problem {
	p := order.Problems[order.CodeLoginRequired]
	p.Key = "session-ended"
	p.Message = "Your session ended before your order was placed. You have not been charged. " +
		"Please sign in again, or check your details, and place your order again."
	return p
}

// ErrSessionEndedPaying is confirmThreeDS's refusal when the session ended during the card's 3-D
// Secure check: the attempt cannot be told from another shopper's, so it is neither confirmed nor
// abandoned here. It says what becomes of it (docs/checkout.md "Place order with an ended session"):
// a challenge the bank approved is placed by reconciliation and confirmed by e-mail; any other
// lapses with nothing charged.
var ErrSessionEndedPaying error = &order.Error{Problem: sessionEndedPayingProblem()}

func sessionEndedPayingProblem() order.Problem {
	p := order.Problems[order.CodeLoginRequired]
	p.Key = "session-ended-paying"
	p.Message = "Your session ended while your card was being checked, so your order has not been placed yet. " +
		"If your bank approved the payment, we'll place your order and e-mail you its confirmation within a few minutes; " +
		"if not, you have not been charged. Please sign in again to see your order or place it again."
	return p
}

// noCart reports a shopper with neither a customer nor a cart of the browser's own: its session
// ended (a signed-in customer's cart is on the account, and the browser forgot its own at sign-in).
func (sh Shopper) noCart() bool { return sh.Owner.CustomerID == "" && sh.Owner.Token == "" }

// PlaceOrder places the shopper's order paid by in.Mode (placeOrder).
func (s *Service) PlaceOrder(ctx context.Context, sh Shopper, in PlaceInput) (Placed, error) {
	if sh.loginLapsed() || sh.noCart() {
		return Placed{}, ErrSessionEnded
	}
	c, err := s.read(ctx, sh.Owner)
	if err != nil {
		return Placed{}, err
	}
	if c.ID == "" {
		return Placed{}, ErrNoEntries
	}
	in.scope = keyScope("placeOrder", sh.Owner)
	hash := hashOf(in, c.ID)
	run := func() (stored, error) {
		pl, err := s.place.begin(ctx, sh, in, &c)
		return stored{Placed: &pl}, err
	}
	in.attemptID = "pa_" + id.Token(12)
	note, _ := json.Marshal(keyNote{Attempt: in.attemptID})
	st, err := s.place.idempotent(ctx, in.scope, in.Key, hash, note, run)
	if in.Key != "" && order.HasCode(err, order.CodeInProgress) {
		st, err = s.recoverKey(ctx, in.scope, in.Key, hash, note, run)
	}
	if err != nil || st.Placed == nil {
		return Placed{}, err
	}
	return *st.Placed, nil
}

// read is the owner's cart with its checkout state (an empty cart when there is none), read
// together: the customer's cart when the owner is signed in, else the browser's (cart.Owner).
func (p *placer) read(ctx context.Context, o cart.Owner) (draft, error) {
	var c cart.Cart
	var st State
	var err error
	switch {
	case o.CustomerID != "":
		c, st, err = p.Store.CheckoutCart(ctx, "", o.CustomerID)
	case o.Token != "":
		c, st, err = p.Store.CheckoutCart(ctx, cart.HashToken(o.Token), "")
	default:
		err = cart.ErrNotFound
	}
	if errors.Is(err, cart.ErrNotFound) {
		return draft{}, nil
	}
	return draft{Cart: c, Checkout: st}, err
}

// maxTries bounds how often place order starts again after the cart changed under it.
const maxTries = 5

// canPay reports whether a provider is configured for m.
func (p *placer) canPay(m payment.Method) bool {
	switch {
	case m == payment.Card:
		return p.Providers.Card != nil
	case m == payment.ApplePay:
		return p.Providers.Card != nil && p.Providers.ApplePay
	case m.Redirects():
		return p.Providers.Redirect[m] != nil
	}
	return false
}

// pay asks the provider (phase two) and finishes: the order, a challenge, a provider's page, or
// the stock put back.
// c is the cart as begin left it (finish uses it on its first try).
func (p *placer) pay(ctx context.Context, at order.Attempt, snap snapshot, in PlaceInput, c *draft) (Placed, error) {
	if at.Amount == 0 {
		// Gift cards pay it all: their holds are the payments.
		return p.finish(ctx, at.ID, held{attempt: &at, cart: c, key: in.key()}, payment.Outcome{Status: payment.Approved})
	}
	charge := payment.Charge{Reference: at.ID, Amount: at.Amount, Token: in.Token, Email: snap.Order.Email,
		Description: strings.TrimSpace(p.Config.ShopName + " order " + at.ID), Details: chargeDetails(snap.Order)}
	if snap.SavePayPal {
		charge.SaveFor = snap.Order.CustomerID
	}
	pctx, cancel := context.WithTimeout(ctx, p.Config.PaymentTimeout)
	defer cancel()
	if in.Mode == payment.PayPal && in.SavedID != "" {
		return p.payByAgreement(ctx, pctx, at, snap, in, charge)
	}
	if in.Mode.Redirects() {
		prov := p.Providers.Redirect[in.Mode]
		redirect, ref, err := prov.Begin(pctx, charge, ReturnPath(in.Mode))
		if err != nil {
			var d interface{ DeclineReason() payment.Decline }
			decline := payment.DeclineUnavailable
			if errors.As(err, &d) {
				decline = d.DeclineReason()
			}
			return p.fail(ctx, at, decline, false)
		}
		at.ProviderRef = ref
		if err := p.updateAttempt(ctx, &at); err != nil {
			return Placed{}, err
		}
		return Placed{RedirectURL: redirect}, nil
	}
	if in.SavedID != "" {
		saved, err := p.saved(ctx, snap.Order.CustomerID, in.SavedID, SavedCard)
		if err != nil {
			if rerr := p.release(ctx, at, false); rerr != nil {
				return Placed{}, rerr
			}
			return Placed{}, err
		}
		charge.Token = saved.SourceID
	} else if in.SaveCard && snap.Order.CustomerID != "" && p.Providers.Vault != nil && in.Token != "" {
		// The card is saved at the gateway first (its one-time token pays only once); it is kept
		// for the customer when the payment is approved, and dropped otherwise.
		src, err := p.Providers.Vault.Vault(pctx, in.Token)
		if err == nil {
			snap.Save = &src
			at.Snapshot, _ = json.Marshal(snap)
			if err := p.updateAttempt(ctx, &at); err != nil {
				return Placed{}, err
			}
			charge.Token = src.ID
		}
	}
	if charge.Token == "" {
		if err := p.release(ctx, at, false); err != nil {
			return Placed{}, err
		}
		return Placed{}, order.Fail(order.CodePaymentFailure)
	}
	out, err := p.Providers.Card.Authorize(pctx, charge)
	switch {
	case errors.Is(err, payment.ErrTimeout) || errors.Is(err, context.DeadlineExceeded):
		// No order, the stock goes back and the cart stays payable; should the provider have held
		// money after all, the void job lets it go.
		if err := p.release(ctx, at, true); err != nil {
			return Placed{}, err
		}
		return Placed{}, order.Fail(order.CodePaymentTimeout)
	case errors.Is(err, payment.ErrUnknownToken):
		if err := p.release(ctx, at, false); err != nil {
			return Placed{}, err
		}
		return Placed{}, order.Fail(order.CodePaymentFailure)
	case err != nil:
		if err := p.release(ctx, at, true); err != nil {
			return Placed{}, err
		}
		return Placed{}, order.Fail(order.CodePaymentFailure)
	}
	switch out.Status {
	case payment.Approved:
		return p.finish(ctx, at.ID, held{attempt: &at, cart: c, key: in.key()}, out)
	case payment.Challenge:
		at.Status, at.ChallengeID, at.ProviderRef = order.AttemptChallenge, out.ChallengeID, out.Ref
		if err := p.updateAttempt(ctx, &at); err != nil {
			return Placed{}, err
		}
		return Placed{ThreeDS: &ThreeDS{TcID: out.ChallengeID, ChallengeURL: out.ChallengeURL}}, nil
	}
	return p.fail(ctx, at, out.Decline, false)
}

// payByAgreement pays with the customer's saved PayPal (a billing agreement): no redirect.
func (p *placer) payByAgreement(ctx, pctx context.Context, at order.Attempt, snap snapshot, in PlaceInput, charge payment.Charge) (Placed, error) {
	sp, err := p.saved(ctx, snap.Order.CustomerID, in.SavedID, SavedPayPal)
	ag, ok := p.Providers.Redirect[payment.PayPal].(payment.Agreements)
	if err == nil && !ok {
		err = order.Fail(order.CodePaypalUnavailable)
	}
	if err != nil {
		if rerr := p.release(ctx, at, false); rerr != nil {
			return Placed{}, rerr
		}
		return Placed{}, err
	}
	out, err := ag.ChargeAgreement(pctx, sp.SourceID, charge)
	switch {
	case errors.Is(err, payment.ErrUnknownToken):
		return p.fail(ctx, at, payment.DeclineNotAuthorised, false)
	case err != nil:
		if rerr := p.release(ctx, at, true); rerr != nil {
			return Placed{}, rerr
		}
		return Placed{}, order.Fail(order.CodePaypalUnavailable)
	case out.Status == payment.Approved:
		at.ProviderRef = out.Ref
		if err := p.updateAttempt(ctx, &at); err != nil {
			return Placed{}, err
		}
		return p.finish(ctx, at.ID, held{key: in.key()}, out)
	}
	return p.fail(ctx, at, out.Decline, false)
}

// ReportApplePayFailure records an Apple Pay sheet that failed or was cancelled: nothing was
// charged, and the cart stays payable.
func (s *Service) ReportApplePayFailure(ctx context.Context, sh Shopper, reason string) error {
	if sh.loginLapsed() {
		return account.ErrLoginRequired
	}
	if len(reason) > 200 {
		reason = reason[:200]
	}
	slog.InfoContext(ctx, "apple pay sheet failed", "reason", reason, "customer", sh.Session.CustomerID != "")
	return nil
}

package checkout

import (
	"context"
	"errors"

	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/platform/money"
)

// State is a cart on its way to becoming an order (docs/checkout.md#checkout-state): who is buying,
// where it goes, who pays and how. It is kept in its own row beside the cart (one per cart, gone
// with it), guarded by its own version: a checkout step and a basket change in another tab never
// make each other start again, while place order takes the cart's version and the state's together.
type State struct {
	// Version guards the row: 0 until it is first stored (StateStore).
	Version int `json:"-"`
	// Email is a guest's e-mail (a signed-in customer's comes from the account).
	Email string `json:"email,omitempty"`
	// Guest is set once the shopper chose guest checkout (checkoutRegisteredAsGuest).
	Guest bool `json:"guest,omitempty"`
	// Delivery is a snapshot of the delivery address: a saved address is copied, so editing the
	// address book later changes nothing here.
	Delivery *Address `json:"delivery,omitempty"`
	// Billing is the billing address; BillingSame says it is the delivery address.
	Billing     *Address `json:"billing,omitempty"`
	BillingSame bool     `json:"billingSame,omitempty"`
	// PaymentMode is the method chosen with setPaymentMode ("" until one is).
	PaymentMode      string `json:"paymentMode,omitempty"`
	BillingAgreement bool   `json:"billingAgreement,omitempty"`
	// GiftCards are the gift card pre-authorisations held for this cart, sequence 1-3.
	GiftCards []GiftCardHold `json:"giftCards,omitempty"`
	// Attempt is the payment attempt running for this cart (place order): a second one waits for
	// it or abandons it (docs/checkout.md).
	Attempt string `json:"attempt,omitempty"`
	// FeeSeen is the delivery fee the shopper last saw with the address (deliveryFeeChanged).
	FeeSeen money.Cents `json:"feeSeen,omitempty"`
}

// Address is a delivery or billing address as the checkout holds it.
type Address struct {
	ID              string `json:"id,omitempty"` // the address book entry it was copied from
	FirstName       string `json:"firstName"`
	LastName        string `json:"lastName"`
	FormType        string `json:"formType,omitempty"`
	SingleLineLabel string `json:"singleLineLabel,omitempty"`
	SingleLineID    string `json:"singleLineId,omitempty"`
	Line1           string `json:"line1"`
	Line2           string `json:"line2,omitempty"`
	Town            string `json:"town"`
	State           string `json:"state"`
	PostalCode      string `json:"postalCode"`
	Country         string `json:"country"`
	Phone           string `json:"phone,omitempty"`
	IsBlocked       bool   `json:"isBlocked,omitempty"`
}

// GiftCardHold is money held on a gift card for this cart.
type GiftCardHold struct {
	Sequence int         `json:"sequence"`
	Amount   money.Cents `json:"amount"`
	// Balance is what stays on the card after this hold.
	Balance money.Cents `json:"balance"`
	Last4   string      `json:"last4"`
	// Ref is the processor's reference of the hold (void and capture use it).
	Ref string `json:"ref"`
}

// MaxGiftCardPayments is how many gift cards may pay one order (docs/cart.md#limits: sequence 1-3).
const MaxGiftCardPayments = 3

// Held is what the gift cards hold together.
func (st *State) Held() money.Cents {
	var n money.Cents
	for _, g := range st.GiftCards {
		n += g.Amount
	}
	return n
}

// Clone is a deep copy: a change works on one, so a lost race leaves what was read untouched.
func (st State) Clone() State {
	if st.Delivery != nil {
		d := *st.Delivery
		st.Delivery = &d
	}
	if st.Billing != nil {
		b := *st.Billing
		st.Billing = &b
	}
	st.GiftCards = append([]GiftCardHold(nil), st.GiftCards...)
	return st
}

// StateStore keeps each cart's checkout state (one row per cart, deleted with the cart).
type StateStore interface {
	// CheckoutCart returns, in one read, the cart whose token hashes to tokenHash (when customerID
	// is "") or the customer's, with its checkout state (a zero State when it has none);
	// cart.ErrNotFound when there is no such cart.
	CheckoutCart(ctx context.Context, tokenHash, customerID string) (cart.Cart, State, error)
	// CheckoutState returns the state of cart cartID: a zero State (Version 0) when it has none.
	CheckoutState(ctx context.Context, cartID string) (State, error)
	// SaveCheckoutState stores st as cart cartID's state, guarded by st.Version: a first save
	// (Version 0) inserts the row, a later one replaces the row whose version is st.Version and
	// bumps it; ErrStale when another save came first (or the cart is gone).
	SaveCheckoutState(ctx context.Context, cartID string, st State) error
	// SaveCheckoutStateAt is SaveCheckoutState guarded by the cart too: ErrStale as well when the
	// cart's version is no longer cartVersion (its basket changed since it was read). The cart is
	// not written (place order records its attempt so: one statement, docs/checkout.md#checkout-state).
	SaveCheckoutStateAt(ctx context.Context, cartID string, cartVersion int64, st State) error
	// ClearCheckoutState empties cart cartID's state once its order is placed (its version still
	// grows, so a change read before cannot land on the empty state); nothing when it has none.
	ClearCheckoutState(ctx context.Context, cartID string) error
}

// ErrStale: the checkout state changed since it was read (the change runs again on the newer one).
var ErrStale = errors.New("checkout: state changed since it was read")

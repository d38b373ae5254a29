package cart

import (
	"context"

	"github.com/wattle/storefront/internal/platform/money"
)

// Checkout is a cart on its way to becoming an order (docs/checkout.md): who is buying, where it
// goes, who pays and how. It is part of the cart row, so the version that guards the entries
// guards it too: a checkout step and a basket change in another tab cannot lose each other's work.
type Checkout struct {
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
func (c *Checkout) Held() money.Cents {
	var n money.Cents
	for _, g := range c.GiftCards {
		n += g.Amount
	}
	return n
}

// ChangeCheckout runs fn on the owner's cart and stores it with one guarded write (run again on the
// newer cart after losing a race, so fn must start from what it is given); ErrNotFound when the
// owner has no cart.
func (s *Service) ChangeCheckout(ctx context.Context, o Owner, fn func(c *Cart) error) (Cart, error) {
	return s.change(ctx, o, false, fn)
}

func (c Checkout) clone() Checkout {
	if c.Delivery != nil {
		d := *c.Delivery
		c.Delivery = &d
	}
	if c.Billing != nil {
		b := *c.Billing
		c.Billing = &b
	}
	c.GiftCards = append([]GiftCardHold(nil), c.GiftCards...)
	return c
}

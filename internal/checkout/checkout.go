// Package checkout runs the single-page checkout (docs/checkout.md): who is buying (a signed-in
// customer or a guest with an e-mail), where the order goes, the billing address, how it is paid,
// and placing the order. Its state is kept beside the cart, one row per cart with its own version
// (state.go); place order takes the cart's version and the state's together.
//
// The order is placed in two phases around the payment provider (docs/checkout.md, "Place order:
// money moves in two phases"), one concern a file:
//
//   - place.go: placeOrder's entry point, the service's dependencies and the provider call;
//   - pricing.go: the checks that the checkout is complete and the price of what is charged,
//     kept as the attempt's snapshot;
//   - attempt.go: recording the attempt with the stock it takes, placeOrder's idempotency, and
//     what an earlier attempt of the cart still running means (the in-progress rules);
//   - settle.go: writing the order from an approved attempt, and the 3-D Secure and redirect
//     returns that lead there;
//   - void.go: putting back an attempt that will not become an order, and voiding what a
//     provider may still hold (the payment_void job);
//   - reconcile.go: the jobs that settle attempts left open (a crash, an abandoned page);
//   - saved.go: saved cards and PayPal agreements, and keeping one with the order;
//   - giftcards.go: gift card holds, which pay part or all of an order.
//
// checkout.go, addresses.go and methods.go are the checkout's steps before that; orders.go the
// orders a shopper may see; confirm.go the confirmation e-mail; flypay.go Flypay's own calls.
package checkout

import (
	"context"
	"errors"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/platform/validate"
	"github.com/wattle/storefront/internal/session"
)

// Shopper is who a checkout call is for: the cart's owner, and the signed-in customer (nil for a
// guest or an anonymous shopper).
type Shopper struct {
	Owner    cart.Owner
	Session  session.Session
	Customer *account.Customer
}

// Accounts is what checkout needs of the accounts service.
type Accounts interface {
	Addresses(ctx context.Context, sess session.Session) ([]account.Address, error)
	AddressOf(ctx context.Context, sess session.Session, addressID string) (account.Address, error)
	ResolveAddress(ctx context.Context, in account.AddressInput) (account.Address, error)
	CreateAddress(ctx context.Context, sess session.Session, in account.AddressInput) (account.Address, error)
	// PrepareRegister checks a new account (linkOrder's, for a guest order) and hashes its password;
	// the checkout writes it in the transaction that links the order.
	PrepareRegister(ctx context.Context, in account.RegisterInput, c account.Client) (account.Pending, error)
}

// View is the checkout as every checkout call answers it (docs/checkout.md "HTTP operations").
type View struct {
	Email                 string         `json:"email"`
	Guest                 bool           `json:"guest"`
	SignedIn              bool           `json:"signedIn"`
	DeliveryMode          string         `json:"deliveryMode" enum:",HD,ED,CNC"`
	DeliveryAddress       *Address       `json:"deliveryAddress"`
	BillingAddress        *Address       `json:"billingAddress"`
	BillingSameAsDelivery bool           `json:"billingSameAsDelivery"`
	PaymentMode           string         `json:"paymentMode"`
	GiftCards             []GiftCardView `json:"giftCards"`
	// Balance is what is left to pay after the gift cards.
	Balance        money.Wire   `json:"balance"`
	SavedAddresses []Address    `json:"savedAddresses"`
	Complete       Complete     `json:"complete"`
	Cart           cart.Summary `json:"cart"`
	FeeChanged     bool         `json:"-"`
	// total and balance are the cart's total and Balance in cents, as pricing answered them.
	total, balance money.Cents
}

// GiftCardView is one gift card pre-authorisation on the wire (splitCardSummaryDetailsList).
type GiftCardView struct {
	Sequence int        `json:"sequence"`
	Amount   money.Wire `json:"amount"`
	Balance  money.Wire `json:"balance" description:"what stays on the gift card"`
	Last4    string     `json:"last4"`
}

// Complete says which sections of the checkout are done.
type Complete struct {
	Email    bool `json:"email"`
	Delivery bool `json:"delivery"`
	Billing  bool `json:"billing"`
	Payment  bool `json:"payment"`
}

// Config are the checkout's switches.
type Config struct {
	// GuestCheckout allows buying without an account (seed: "guest checkout may be disallowed").
	GuestCheckout bool
	// PaymentTimeout is how long the shop waits for a payment provider (--payment-timeout).
	PaymentTimeout time.Duration
	// ShopName and PublicURL go into the confirmation e-mail.
	ShopName, PublicURL string
}

// Service runs checkouts.
type Service struct {
	carts    *cart.Service
	accounts Accounts
	cfg      Config
	features Features
	place    *placer
}

// Errors of the checkout steps (the transport maps them).
var (
	// ErrNoEntries: a checkout call on an empty cart (ERR_CART_NO_ENTRIES).
	ErrNoEntries = cart.ErrNoEntries
)

// draft is what a checkout step reads and changes: the cart and its checkout state. A step changes
// the state, and of the cart only where the order goes (Mode and PostalCode, with an address).
type draft struct {
	cart.Cart
	Checkout State
}

// email is the e-mail the order will be confirmed to: the customer's, or the guest's.
func (sh Shopper) email(c *draft) string {
	if sh.Customer != nil {
		return sh.Customer.Email
	}
	return c.Checkout.Email
}

// loginLapsed reports a session whose customer is recognised but not signed in: checkout asks them
// to sign in again (ERR_LOGIN_REQUIRED), rather than buying as someone else.
func (sh Shopper) loginLapsed() bool { return sh.Customer == nil && sh.Session.CustomerID != "" }

// view builds the answer from a cart and its checkout.
func (s *Service) view(ctx context.Context, sh Shopper, c draft) (View, error) {
	sum, err := s.carts.Summarise(ctx, c.Cart, nil)
	if err != nil {
		return View{}, err
	}
	co := c.Checkout
	v := View{Email: sh.email(&c), Guest: co.Guest && sh.Customer == nil, SignedIn: sh.Customer != nil,
		DeliveryMode: string(c.Mode), DeliveryAddress: co.Delivery, BillingSameAsDelivery: co.BillingSame,
		PaymentMode: co.PaymentMode, GiftCards: []GiftCardView{}, SavedAddresses: []Address{}, Cart: sum}
	v.BillingAddress = co.Billing
	if co.BillingSame {
		v.BillingAddress = co.Delivery
	}
	total := sum.Priced().Total
	v.total, v.balance = total, max(total-co.Held(), 0)
	for _, g := range co.GiftCards {
		v.GiftCards = append(v.GiftCards, GiftCardView{Sequence: g.Sequence, Amount: g.Amount.Wire(), Balance: g.Balance.Wire(), Last4: g.Last4})
	}
	v.Balance = v.balance.Wire()
	if sh.Customer != nil {
		book, err := s.accounts.Addresses(ctx, sh.Session)
		if err != nil && !errors.Is(err, account.ErrLoginRequired) {
			return View{}, err
		}
		for _, a := range book {
			v.SavedAddresses = append(v.SavedAddresses, fromBook(a, sh.Customer))
		}
	}
	v.Complete = Complete{Email: v.Email != "", Delivery: deliveryComplete(&c, &sum), Billing: v.BillingAddress != nil,
		Payment: co.PaymentMode != "" || (total > 0 && co.Held() >= total)}
	return v, nil
}

// deliveryComplete reports whether the cart says where the order goes: gift cards alone need no
// delivery mode (physical ones go to the delivery address, digital ones by e-mail).
func deliveryComplete(c *draft, sum *cart.Summary) bool {
	switch c.Mode {
	case delivery.HomeDelivery, delivery.Express:
		return c.Checkout.Delivery != nil
	case delivery.ClickAndCollect:
		p := c.Pickup
		return p.StoreNumber != "" && p.FirstName != "" && p.LastName != ""
	case "":
		return sum.DeliveryPromiseSaved && (sum.ContainsDigitalEntriesOnly || c.Checkout.Delivery != nil)
	}
	return false
}

// read returns the shopper's cart (an empty one when there is none) with its checkout state, in
// one read.
func (s *Service) read(ctx context.Context, o cart.Owner) (draft, error) {
	return s.place.read(ctx, o)
}

// load returns the shopper's cart and checkout, ErrNoEntries when the cart is empty.
func (s *Service) load(ctx context.Context, sh Shopper) (draft, error) {
	d, err := s.read(ctx, sh.Owner)
	if err != nil {
		return d, err
	}
	if len(d.Entries) == 0 {
		return d, ErrNoEntries
	}
	return d, nil
}

// errUnchanged is what a change's function returns when it has nothing to write.
var errUnchanged = errors.New("checkout: unchanged")

// change runs fn on the shopper's cart and checkout, stores what it changed and answers the view.
// The state's version guards the write (and the cart's too when fn moved the delivery mode or
// postcode, both in one transaction): a change that loses a race runs again on the newer state, so
// fn must start from what it is given each time.
func (s *Service) change(ctx context.Context, sh Shopper, fn func(c *draft) error) (View, error) {
	for attempt := range cart.MaxAttempts {
		cur, err := s.load(ctx, sh)
		if err != nil {
			return View{}, err
		}
		next := draft{Cart: cur.Cart, Checkout: cur.Checkout.Clone()}
		switch err := fn(&next); {
		case errors.Is(err, errUnchanged):
			return s.view(ctx, sh, cur)
		case err != nil:
			return View{}, err
		}
		moved := next.Mode != cur.Mode || next.PostalCode != cur.PostalCode
		if moved {
			next.UpdatedAt = s.place.Clock.Now().UTC().Truncate(time.Millisecond)
			err = s.place.Tx(ctx, func(tx TxStore) error {
				if err := tx.UpdateCart(ctx, next.Cart); err != nil {
					return err
				}
				return tx.SaveCheckoutState(ctx, next.ID, next.Checkout)
			})
		} else {
			err = s.place.Store.SaveCheckoutState(ctx, next.ID, next.Checkout)
		}
		if errors.Is(err, ErrStale) || errors.Is(err, cart.ErrStale) {
			time.Sleep(time.Duration(attempt+1) * time.Millisecond)
			continue
		}
		if err != nil {
			return View{}, err
		}
		if moved {
			next.Version++
		}
		next.Checkout.Version++
		return s.view(ctx, sh, next)
	}
	return View{}, cart.ErrBusy
}

// Prepopulate answers the checkout with its defaults filled in (prepopulateCheckout): a signed-in
// customer's default address for delivery when none is chosen, and billing the same as delivery. An
// empty cart answers its (empty) view: the page goes back to the basket.
func (s *Service) Prepopulate(ctx context.Context, sh Shopper) (View, error) {
	if sh.loginLapsed() {
		return View{}, account.ErrLoginRequired
	}
	c, err := s.load(ctx, sh)
	if errors.Is(err, ErrNoEntries) {
		return s.view(ctx, sh, c)
	}
	if err != nil {
		return View{}, err
	}
	var def, bill *Address
	collect := c.Mode == delivery.ClickAndCollect
	if sh.Customer != nil && ((c.Checkout.Delivery == nil && !collect) || (collect && c.Checkout.Billing == nil)) {
		book, err := s.accounts.Addresses(ctx, sh.Session)
		if err != nil {
			return View{}, err
		}
		// The default comes first. A parcel locker is never picked for delivery; a collection
		// is billed to the default address.
		if len(book) > 0 {
			a := fromBook(book[0], sh.Customer)
			switch {
			case collect:
				bill = &a
			case !book[0].IsBlocked:
				def = &a
			}
		}
	}
	needBilling := !c.Checkout.BillingSame && c.Checkout.Billing == nil && !collect
	if def == nil && bill == nil && !needBilling {
		return s.view(ctx, sh, c)
	}
	return s.change(ctx, sh, func(c *draft) error {
		changed := false
		if bill != nil && c.Checkout.Billing == nil && c.Mode == delivery.ClickAndCollect {
			b := *bill
			c.Checkout.Billing, c.Checkout.BillingSame = &b, false
			changed = true
		}
		if def != nil && c.Checkout.Delivery == nil {
			d := *def
			c.Checkout.Delivery = &d
			if c.PostalCode == "" || c.Mode != delivery.ClickAndCollect {
				c.PostalCode = d.PostalCode
			}
			changed = true
		}
		if !c.Checkout.BillingSame && c.Checkout.Billing == nil && c.Mode != delivery.ClickAndCollect {
			c.Checkout.BillingSame = true
			changed = true
		}
		if !changed {
			return errUnchanged
		}
		return nil
	})
}

// AsGuest records a guest's e-mail (checkoutAsGuest): refused when guest checkout is off, and for
// a cart with gift cards (they are sold to account holders only, who can be reached if one goes
// astray).
func (s *Service) AsGuest(ctx context.Context, sh Shopper, email string) (View, error) {
	var errs validate.Errors
	email = account.Email(&errs, "emailAddress", email)
	if err := errs.Err(); err != nil {
		return View{}, err
	}
	if !s.cfg.GuestCheckout {
		return View{}, order.Fail(order.CodeGuestNotAllowed)
	}
	c, err := s.load(ctx, sh)
	if err != nil {
		return View{}, err
	}
	sum, err := s.carts.Summarise(ctx, c.Cart, nil)
	if err != nil {
		return View{}, err
	}
	if sum.Priced().HasGiftCard {
		return View{}, order.Fail(order.CodeGuestNoGiftCards)
	}
	return s.change(ctx, sh, func(c *draft) error {
		c.Checkout.Email, c.Checkout.Guest = email, true
		return nil
	})
}

// Checkout answers the checkout as it is (no defaults filled in).
func (s *Service) Checkout(ctx context.Context, sh Shopper) (View, error) {
	c, err := s.read(ctx, sh.Owner)
	if err != nil {
		return View{}, err
	}
	return s.view(ctx, sh, c)
}

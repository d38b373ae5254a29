// Package checkout runs the single-page checkout (docs/checkout.md): who is buying (a signed-in
// customer or a guest with an e-mail), where the order goes, the billing address, how it is paid,
// and placing the order. Its state rides on the cart row (cart.Checkout), so the cart's version
// guards it; the order is placed in two phases around the payment provider (place.go).
package checkout

import (
	"context"
	"errors"
	"strings"
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
}

// View is the checkout as every checkout call answers it (docs/checkout.md "HTTP operations").
type View struct {
	Email                 string         `json:"email"`
	Guest                 bool           `json:"guest"`
	SignedIn              bool           `json:"signedIn"`
	DeliveryMode          string         `json:"deliveryMode" enum:",HD,ED,CNC"`
	DeliveryAddress       *cart.Address  `json:"deliveryAddress"`
	BillingAddress        *cart.Address  `json:"billingAddress"`
	BillingSameAsDelivery bool           `json:"billingSameAsDelivery"`
	PaymentMode           string         `json:"paymentMode"`
	GiftCards             []GiftCardView `json:"giftCards"`
	// Balance is what is left to pay after the gift cards.
	Balance        money.Wire       `json:"balance"`
	SavedAddresses []cart.Address   `json:"savedAddresses"`
	Complete       Complete         `json:"complete"`
	Cart           cart.Summary     `json:"cart"`
	FeeChanged     bool             `json:"-"`
	summaryTotal   money.Cents      // the cart's total, cents
	entries        []cart.EntryView // for pricing checks
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

// billingCountries are the countries a billing address may be in (listBillingCountries): cards
// issued abroad pay too. Australia first, then by name.
var billingCountries = []Country{
	{"AU", "Australia"}, {"CA", "Canada"}, {"CN", "China"}, {"FJ", "Fiji"}, {"FR", "France"}, {"DE", "Germany"},
	{"HK", "Hong Kong"}, {"IN", "India"}, {"ID", "Indonesia"}, {"IE", "Ireland"}, {"IT", "Italy"}, {"JP", "Japan"},
	{"MY", "Malaysia"}, {"NL", "Netherlands"}, {"NZ", "New Zealand"}, {"PG", "Papua New Guinea"},
	{"PH", "Philippines"}, {"SG", "Singapore"}, {"ZA", "South Africa"}, {"KR", "South Korea"}, {"ES", "Spain"},
	{"TW", "Taiwan"}, {"TH", "Thailand"}, {"AE", "United Arab Emirates"}, {"GB", "United Kingdom"},
	{"US", "United States"}, {"VN", "Vietnam"},
}

// Country is a billing country.
type Country struct {
	ISOCode string `json:"isocode"`
	Name    string `json:"name"`
}

// BillingCountries lists the countries a billing address may be in.
func BillingCountries() []Country { return billingCountries }

func countryKnown(code string) bool {
	for _, c := range billingCountries {
		if c.ISOCode == code {
			return true
		}
	}
	return false
}

// email is the e-mail the order will be confirmed to: the customer's, or the guest's.
func (sh Shopper) email(c *cart.Cart) string {
	if sh.Customer != nil {
		return sh.Customer.Email
	}
	return c.Checkout.Email
}

// loginLapsed reports a session whose customer is recognised but not signed in: checkout asks them
// to sign in again (ERR_LOGIN_REQUIRED), rather than buying as someone else.
func (sh Shopper) loginLapsed() bool { return sh.Customer == nil && sh.Session.CustomerID != "" }

// view builds the answer from a cart.
func (s *Service) view(ctx context.Context, sh Shopper, c cart.Cart) (View, error) {
	sum, err := s.carts.Summarise(ctx, c, nil)
	if err != nil {
		return View{}, err
	}
	co := c.Checkout
	v := View{Email: sh.email(&c), Guest: co.Guest && sh.Customer == nil, SignedIn: sh.Customer != nil,
		DeliveryMode: string(c.Mode), DeliveryAddress: co.Delivery, BillingSameAsDelivery: co.BillingSame,
		PaymentMode: co.PaymentMode, GiftCards: []GiftCardView{}, SavedAddresses: []cart.Address{}, Cart: sum}
	v.BillingAddress = co.Billing
	if co.BillingSame {
		v.BillingAddress = co.Delivery
	}
	total := centsOf(sum.Total)
	v.summaryTotal, v.entries = total, sum.Entries
	for _, g := range co.GiftCards {
		v.GiftCards = append(v.GiftCards, GiftCardView{Sequence: g.Sequence, Amount: g.Amount.Wire(), Balance: g.Balance.Wire(), Last4: g.Last4})
	}
	v.Balance = max(total-co.Held(), 0).Wire()
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

// centsOf converts a wire amount back to cents (the summary answers wire amounts).
func centsOf(w money.Wire) money.Cents {
	if w.Value >= 0 {
		return money.Cents(w.Value*100 + 0.5)
	}
	return money.Cents(w.Value*100 - 0.5)
}

// deliveryComplete reports whether the cart says where the order goes: gift cards alone need no
// delivery mode (physical ones go to the delivery address, digital ones by e-mail).
func deliveryComplete(c *cart.Cart, sum *cart.Summary) bool {
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

// fromBook copies an address book entry for the checkout, with the customer's name.
func fromBook(a account.Address, cust *account.Customer) cart.Address {
	out := cart.Address{ID: a.ID, FormType: a.FormType, SingleLineLabel: a.SingleLineLabel, SingleLineID: a.SingleLineID,
		Line1: a.Line1, Line2: a.Line2, Town: a.Town, State: a.State, PostalCode: a.PostalCode, Country: "AU",
		Phone: a.Phone, IsBlocked: a.IsBlocked}
	if cust != nil {
		out.FirstName, out.LastName = cust.FirstName, cust.LastName
		if out.Phone == "" {
			out.Phone = cust.Mobile
		}
	}
	return out
}

// load returns the shopper's cart, ErrNoEntries when it is empty.
func (s *Service) load(ctx context.Context, sh Shopper) (cart.Cart, error) {
	c, err := s.carts.Cart(ctx, sh.Owner)
	if err != nil {
		return c, err
	}
	if len(c.Entries) == 0 {
		return c, ErrNoEntries
	}
	return c, nil
}

// change runs fn on the shopper's cart checkout and answers the view.
func (s *Service) change(ctx context.Context, sh Shopper, fn func(c *cart.Cart) error) (View, error) {
	c, err := s.carts.ChangeCheckout(ctx, sh.Owner, func(c *cart.Cart) error {
		if len(c.Entries) == 0 {
			return ErrNoEntries
		}
		return fn(c)
	})
	if errors.Is(err, cart.ErrNotFound) {
		err = ErrNoEntries
	}
	if err != nil {
		return View{}, err
	}
	return s.view(ctx, sh, c)
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
	var def, bill *cart.Address
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
	return s.change(ctx, sh, func(c *cart.Cart) error {
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
			return cart.ErrUnchanged
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
	sum, err := s.carts.Summarise(ctx, c, nil)
	if err != nil {
		return View{}, err
	}
	for _, e := range sum.Entries {
		if e.ProductType == "giftCard" || e.ProductType == "digital" {
			return View{}, order.Fail(order.CodeGuestNoGiftCards)
		}
	}
	return s.change(ctx, sh, func(c *cart.Cart) error {
		c.Checkout.Email, c.Checkout.Guest = email, true
		return nil
	})
}

// AddressInput is a delivery or billing address as a checkout call gives it: a saved address's
// id, or the fields.
type AddressInput struct {
	ID        string
	FirstName string
	LastName  string
	Country   string
	Address   account.AddressInput
}

// ParseAddress parses an address given inline (a guest's, or a new one). Delivery needs a mobile
// for the courier; a billing address abroad has free-form town, state and postcode.
func ParseAddress(v account.Values, billing bool) (AddressInput, error) {
	if id := strings.TrimSpace(v("id")); id != "" && !billing {
		return AddressInput{ID: id}, nil
	}
	if id := strings.TrimSpace(v("addressId")); id != "" && billing {
		return AddressInput{ID: id}, nil
	}
	var errs validate.Errors
	in := AddressInput{Country: "AU"}
	in.FirstName = account.Name(&errs, "firstName", v("firstName"))
	in.LastName = account.Name(&errs, "lastName", v("lastName"))
	if billing {
		if c := strings.ToUpper(strings.TrimSpace(v("country"))); c != "" {
			in.Country = c
		}
		if !countryKnown(in.Country) {
			errs.Add("country", "invalid-country")
		}
	}
	var a account.AddressInput
	var err error
	if in.Country == "AU" {
		a, err = account.ParseAddress(v.AddressRequest())
	} else {
		a, err = parseForeign(v)
	}
	if ve, ok := validate.As(err); ok {
		for f, k := range ve.Fields {
			errs.Add(f, k)
		}
	} else if err != nil {
		return in, err
	}
	if !billing && a.Phone == "" && !errs.Has("phone") {
		errs.Add("phone", "missing-args")
	}
	in.Address = a
	return in, errs.Err()
}

// parseForeign parses a billing address outside Australia: line 1 and a town are needed; the
// state and postcode are as the country writes them.
func parseForeign(v account.Values) (account.AddressInput, error) {
	var errs validate.Errors
	in := account.AddressInput{FormType: account.FormManual}
	in.Line1 = account.AddressLine(&errs, "line1", v("line1"), true)
	in.Line2 = account.AddressLine(&errs, "line2", v("line2"), false)
	in.Town = errs.MaxLen("town", errs.Required("town", strings.TrimSpace(v("town"))), 40)
	in.State = errs.MaxLen("state", strings.TrimSpace(v("state")), 40)
	in.PostalCode = errs.MaxLen("postalCode", strings.TrimSpace(v("postalCode")), 12)
	return in, errs.Err()
}

// address turns an input into the checkout's copy: a saved one from the customer's book, or the
// fields resolved like the address book would.
func (s *Service) address(ctx context.Context, sh Shopper, in AddressInput) (cart.Address, error) {
	if in.ID != "" {
		if sh.Customer == nil {
			return cart.Address{}, account.ErrLoginRequired
		}
		a, err := s.accounts.AddressOf(ctx, sh.Session, in.ID)
		if err != nil {
			return cart.Address{}, err
		}
		return fromBook(a, sh.Customer), nil
	}
	var a account.Address
	if in.Country == "AU" {
		var err error
		if a, err = s.accounts.ResolveAddress(ctx, in.Address); err != nil {
			return cart.Address{}, err
		}
	} else {
		x := in.Address
		a = account.Address{FormType: account.FormManual, Line1: x.Line1, Line2: x.Line2, Town: x.Town, State: x.State,
			PostalCode: x.PostalCode}
	}
	out := fromBook(a, nil)
	out.ID, out.FirstName, out.LastName, out.Country = "", in.FirstName, in.LastName, in.Country
	out.Phone = in.Address.Phone
	return out, nil
}

// ErrAddressBlocked: a parcel locker or other address we cannot deliver to (address-delivery-blocked).
var ErrAddressBlocked = order.Fail(order.CodeAddressDeliveryBlocked)

// SetDeliveryAddress sets where the order goes (setDeliveryAddress). A guest must have given an
// e-mail first (ERR_LOGIN_REQUIRED, which sends them back to the e-mail step); a blocked address
// is refused. The answer says whether the delivery fee changed with the address.
func (s *Service) SetDeliveryAddress(ctx context.Context, sh Shopper, in AddressInput) (View, error) {
	if sh.loginLapsed() {
		return View{}, account.ErrLoginRequired
	}
	c, err := s.load(ctx, sh)
	if err != nil {
		return View{}, err
	}
	if sh.Customer == nil && c.Checkout.Email == "" {
		return View{}, account.ErrLoginRequired
	}
	a, err := s.address(ctx, sh, in)
	if err != nil {
		return View{}, err
	}
	if a.IsBlocked {
		return View{}, ErrAddressBlocked
	}
	if sh.Customer != nil && in.ID == "" {
		a = s.remember(ctx, sh, in, a)
	}
	before, err := s.carts.Summarise(ctx, c, nil)
	if err != nil {
		return View{}, err
	}
	v, err := s.change(ctx, sh, func(c *cart.Cart) error {
		d := a
		c.Checkout.Delivery = &d
		c.PostalCode = a.PostalCode
		if c.Mode == delivery.Express && !delivery.ExpressEligible(a.PostalCode) {
			// Express does not run there: the parcel goes by home delivery, and the shopper is
			// told its fee changed (docs/delivery.md).
			c.Mode = delivery.HomeDelivery
		}
		if c.Checkout.Billing == nil {
			c.Checkout.BillingSame = true
		}
		return nil
	})
	if err != nil {
		return View{}, err
	}
	v.FeeChanged = before.DeliveryFee != nil && v.Cart.DeliveryFee != nil && *before.DeliveryFee != *v.Cart.DeliveryFee
	return v, nil
}

// CreateBillingAddress sets a billing address typed in (createBillingAddress).
func (s *Service) CreateBillingAddress(ctx context.Context, sh Shopper, in AddressInput) (View, error) {
	if sh.loginLapsed() {
		return View{}, account.ErrLoginRequired
	}
	c, err := s.load(ctx, sh)
	if err != nil {
		return View{}, err
	}
	if sh.Customer == nil && c.Checkout.Email == "" {
		return View{}, account.ErrLoginRequired
	}
	a, err := s.address(ctx, sh, in)
	if err != nil {
		return View{}, err
	}
	return s.change(ctx, sh, func(c *cart.Cart) error {
		b := a
		c.Checkout.Billing, c.Checkout.BillingSame = &b, false
		return nil
	})
}

// SameAsDelivery is setBillingAddress's addressId for "the delivery address".
const SameAsDelivery = "delivery"

// SetBillingAddress chooses the billing address (setBillingAddress): a saved one, or the delivery
// address (addressId "delivery").
func (s *Service) SetBillingAddress(ctx context.Context, sh Shopper, addressID string) (View, error) {
	if sh.loginLapsed() {
		return View{}, account.ErrLoginRequired
	}
	if addressID == SameAsDelivery {
		return s.change(ctx, sh, func(c *cart.Cart) error {
			if c.Checkout.Delivery == nil {
				return order.Fail(order.CodeIncompleteDelivery)
			}
			c.Checkout.Billing, c.Checkout.BillingSame = nil, true
			return nil
		})
	}
	a, err := s.address(ctx, sh, AddressInput{ID: addressID})
	if err != nil {
		return View{}, err
	}
	return s.change(ctx, sh, func(c *cart.Cart) error {
		b := a
		c.Checkout.Billing, c.Checkout.BillingSame = &b, false
		return nil
	})
}

// Checkout answers the checkout as it is (no defaults filled in).
func (s *Service) Checkout(ctx context.Context, sh Shopper) (View, error) {
	c, err := s.carts.Cart(ctx, sh.Owner)
	if err != nil {
		return View{}, err
	}
	return s.view(ctx, sh, c)
}

// isGiftCard reports whether a summary entry is a gift card.
func isGiftCard(e cart.EntryView) bool {
	return e.ProductType == "giftCard" || e.ProductType == "digital"
}

// remember keeps a delivery address a signed-in customer typed at checkout in their address book
// (the same address is not added twice; a full book keeps the address for this order only).
func (s *Service) remember(ctx context.Context, sh Shopper, in AddressInput, a cart.Address) cart.Address {
	book, err := s.accounts.Addresses(ctx, sh.Session)
	if err != nil {
		return a
	}
	for _, b := range book {
		if strings.EqualFold(b.Line1, a.Line1) && strings.EqualFold(b.Line2, a.Line2) && strings.EqualFold(b.Town, a.Town) &&
			b.State == a.State && b.PostalCode == a.PostalCode {
			a.ID = b.ID
			return a
		}
	}
	saved, err := s.accounts.CreateAddress(ctx, sh.Session, in.Address)
	if err != nil {
		return a
	}
	a.ID = saved.ID
	return a
}

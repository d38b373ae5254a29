package checkout

import (
	"context"
	"strings"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/platform/contact"
	"github.com/wattle/storefront/internal/platform/validate"
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

// fromBook copies an address book entry for the checkout, with the customer's name.
func fromBook(a account.Address, cust *account.Customer) Address {
	out := Address{ID: a.ID, FormType: a.FormType, SingleLineLabel: a.SingleLineLabel, SingleLineID: a.SingleLineID,
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

// AddressInput is a delivery or billing address as a checkout call gives it: a saved address's
// id, or the fields.
type AddressInput struct {
	ID        string
	FirstName string
	LastName  string
	Country   string
	Address   account.AddressInput
}

// ParseDeliveryAddress parses setDeliveryAddress: a saved address of the signed-in customer's
// (id), or one typed in, which needs a mobile for the courier.
func ParseDeliveryAddress(r DeliveryAddressRequest) (AddressInput, error) {
	if id := strings.TrimSpace(r.ID); id != "" {
		return AddressInput{ID: id}, nil
	}
	return parseAddress(r.AddressFields, "AU", false)
}

// ParseBillingAddress parses createBillingAddress: a new address, in Australia unless country
// says otherwise; one abroad has free-form town, state and postcode.
func ParseBillingAddress(r BillingAddressRequest) (AddressInput, error) {
	return parseAddress(r.AddressFields, strings.ToUpper(strings.TrimSpace(r.Country)), true)
}

func parseAddress(r AddressFields, country string, billing bool) (AddressInput, error) {
	var errs validate.Errors
	in := AddressInput{Country: "AU"}
	in.FirstName = string(contact.ParseName(&errs, "firstName", r.FirstName))
	in.LastName = string(contact.ParseName(&errs, "lastName", r.LastName))
	if billing {
		if country != "" {
			in.Country = country
		}
		if !countryKnown(in.Country) {
			errs.Add("country", "invalid-country")
		}
	}
	var a account.AddressInput
	var err error
	if in.Country == "AU" {
		a, err = account.ParseAddress(r.AddressRequest)
	} else {
		a, err = parseForeign(r.AddressRequest)
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
func parseForeign(r account.AddressRequest) (account.AddressInput, error) {
	var errs validate.Errors
	in := account.AddressInput{FormType: account.FormManual}
	in.Line1 = account.AddressLine(&errs, "line1", r.Line1, true)
	in.Line2 = account.AddressLine(&errs, "line2", r.Line2, false)
	in.Town = errs.MaxLen("town", errs.Required("town", strings.TrimSpace(r.Town)), 40)
	in.State = errs.MaxLen("state", strings.TrimSpace(r.State), 40)
	in.PostalCode = errs.MaxLen("postalCode", strings.TrimSpace(r.PostalCode), 12)
	return in, errs.Err()
}

// address turns an input into the checkout's copy: a saved one from the customer's book, or the
// fields resolved like the address book would.
func (s *Service) address(ctx context.Context, sh Shopper, in AddressInput) (Address, error) {
	if in.ID != "" {
		if sh.Customer == nil {
			return Address{}, account.ErrLoginRequired
		}
		a, err := s.accounts.AddressOf(ctx, sh.Session, in.ID)
		if err != nil {
			return Address{}, err
		}
		return fromBook(a, sh.Customer), nil
	}
	var a account.Address
	if in.Country == "AU" {
		var err error
		if a, err = s.accounts.ResolveAddress(ctx, in.Address); err != nil {
			return Address{}, err
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

// addressFor is the shopper's cart and the address in as the checkout keeps it. A guest must have
// given an e-mail first (ERR_LOGIN_REQUIRED, which sends them back to the e-mail step).
func (s *Service) addressFor(ctx context.Context, sh Shopper, in AddressInput) (draft, Address, error) {
	if sh.loginLapsed() {
		return draft{}, Address{}, account.ErrLoginRequired
	}
	c, err := s.load(ctx, sh)
	if err != nil {
		return c, Address{}, err
	}
	if sh.Customer == nil && c.Checkout.Email == "" {
		return c, Address{}, account.ErrLoginRequired
	}
	a, err := s.address(ctx, sh, in)
	return c, a, err
}

// SetDeliveryAddress sets where the order goes (setDeliveryAddress). A guest must have given an
// e-mail first (ERR_LOGIN_REQUIRED, which sends them back to the e-mail step); a blocked address
// is refused. The answer says whether the delivery fee changed with the address.
func (s *Service) SetDeliveryAddress(ctx context.Context, sh Shopper, in AddressInput) (View, error) {
	c, a, err := s.addressFor(ctx, sh, in)
	if err != nil {
		return View{}, err
	}
	if a.IsBlocked {
		return View{}, ErrAddressBlocked
	}
	if sh.Customer != nil && in.ID == "" {
		a = s.remember(ctx, sh, in, a)
	}
	before, err := s.carts.Summarise(ctx, c.Cart, nil)
	if err != nil {
		return View{}, err
	}
	v, err := s.change(ctx, sh, func(c *draft) error {
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
	_, a, err := s.addressFor(ctx, sh, in)
	if err != nil {
		return View{}, err
	}
	return s.change(ctx, sh, func(c *draft) error {
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
		return s.change(ctx, sh, func(c *draft) error {
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
	return s.change(ctx, sh, func(c *draft) error {
		b := a
		c.Checkout.Billing, c.Checkout.BillingSame = &b, false
		return nil
	})
}

// remember keeps a delivery address a signed-in customer typed at checkout in their address book
// (the same address is not added twice; a full book keeps the address for this order only).
func (s *Service) remember(ctx context.Context, sh Shopper, in AddressInput, a Address) Address {
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

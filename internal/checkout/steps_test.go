package checkout

import (
	"errors"
	"testing"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/validate"
)

// fresh is a guest's cart with home delivery chosen and nothing of the checkout done.
func (w *world) fresh(token string, lines ...line) Shopper {
	sh := w.guest(token, lines...)
	w.editCart(sh, func(c *draft) { c.Checkout = State{} })
	return sh
}

// addressFields are a delivery address's form fields.
func addressFields(line1, postcode string) map[string]string {
	return map[string]string{"firstName": "Ada", "lastName": "Lovelace", "line1": line1, "town": "Kew", "state": "VIC",
		"postalCode": postcode, "phone": "0412345678"}
}

func mustParse(t *testing.T, m map[string]string, billing bool) AddressInput {
	t.Helper()
	in, err := parseFormAddress(m, billing)
	if err != nil {
		t.Fatal(err)
	}
	return in
}

// TestAsGuest: a guest's e-mail is checked and kept; guest checkout may be off, and gift cards are
// sold to account holders only.
func TestAsGuest(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		off   bool
		lines []line
		email string
		field string // validation error's field
		code  order.Code
		err   error
	}{
		{"fine", false, []line{{lamp, 1}}, "  Ada@Example.COM ", "", "", nil},
		{"no e-mail", false, []line{{lamp, 1}}, "", "emailAddress", "", nil},
		{"not an e-mail", false, []line{{lamp, 1}}, "ada.example.com", "emailAddress", "", nil},
		{"guest checkout off", true, []line{{lamp, 1}}, "ada@example.com", "", order.CodeGuestNotAllowed, nil},
		{"a gift card in the cart", false, []line{{lamp, 1}, {giftCard, 1}}, "ada@example.com", "", order.CodeGuestNoGiftCards, nil},
		{"an empty cart", false, nil, "ada@example.com", "", "", ErrNoEntries},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := newWorld(t, func(d *Deps) { d.Config.GuestCheckout = !tc.off })
			sh := w.fresh("b", tc.lines...)
			v, err := w.svc.AsGuest(bg, sh, tc.email)
			switch {
			case tc.field != "":
				if ve, ok := validate.As(err); !ok || ve.Fields[tc.field] == "" {
					t.Fatalf("err = %v", err)
				}
			case tc.code != "":
				wantCode(t, err, tc.code)
			case tc.err != nil:
				if !errors.Is(err, tc.err) {
					t.Fatalf("err = %v", err)
				}
			default:
				if err != nil || v.Email != "ada@example.com" || !v.Guest || v.SignedIn || !v.Complete.Email || v.Complete.Delivery {
					t.Fatalf("view = %+v, %v", v, err)
				}
				return
			}
			if c := w.cartOf(sh); c.Checkout.Email != "" || c.Checkout.Guest {
				t.Fatalf("checkout kept %+v", c.Checkout)
			}
		})
	}
}

// TestSetDeliveryAddress: where the order goes, with the checks of who may set it and where the
// shop delivers.
func TestSetDeliveryAddress(t *testing.T) {
	t.Parallel()
	t.Run("a guest gives an e-mail first", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		sh := w.fresh("b", line{lamp, 1})
		_, err := w.svc.SetDeliveryAddress(bg, sh, mustParse(t, addressFields("1 High Street", "3101"), false))
		if !errors.Is(err, account.ErrLoginRequired) {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("a parcel locker is refused", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		sh := w.guest("b", line{lamp, 1})
		_, err := w.svc.SetDeliveryAddress(bg, sh, mustParse(t, addressFields("Parcel Locker 10245", "3101"), false))
		if !errors.Is(err, ErrAddressBlocked) {
			t.Fatalf("err = %v", err)
		}
		if c := w.cartOf(sh); c.Checkout.Delivery.Line1 != "1 High Street" {
			t.Fatalf("delivery changed to %+v", c.Checkout.Delivery)
		}
	})
	t.Run("a guest's address, billing the same", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		sh := w.fresh("b", line{lamp, 1})
		if _, err := w.svc.AsGuest(bg, sh, "ada@example.com"); err != nil {
			t.Fatal(err)
		}
		v, err := w.svc.SetDeliveryAddress(bg, sh, mustParse(t, addressFields("7 Low Road", "3122"), false))
		if err != nil {
			t.Fatal(err)
		}
		d := v.DeliveryAddress
		if d == nil || d.Line1 != "7 Low Road" || d.FirstName != "Ada" || d.Country != "AU" || d.Phone != "0412345678" || d.ID != "" {
			t.Fatalf("delivery = %+v", d)
		}
		if !v.BillingSameAsDelivery || v.BillingAddress != d || !v.Complete.Delivery || !v.Complete.Billing || v.FeeChanged {
			t.Fatalf("view = %+v", v)
		}
		if c := w.cartOf(sh); c.PostalCode != "3122" {
			t.Fatalf("postcode %q", c.PostalCode)
		}
	})
	for _, tc := range []struct {
		name     string
		postcode string
		mode     delivery.Mode
		changed  bool
	}{
		{"express in the metro area stays express", "3101", delivery.Express, false},
		{"express outside it becomes home delivery", "3550", delivery.HomeDelivery, true}, // Bendigo: the fixture's state is VIC
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := newWorld(t)
			sh := w.guest("b", line{lamp, 1})
			w.editCart(sh, func(c *draft) { c.Mode = delivery.Express })
			v, err := w.svc.SetDeliveryAddress(bg, sh, mustParse(t, addressFields("1 Church Street", tc.postcode), false))
			if err != nil {
				t.Fatal(err)
			}
			if v.DeliveryMode != string(tc.mode) || v.FeeChanged != tc.changed {
				t.Fatalf("mode %q, fee changed %v", v.DeliveryMode, v.FeeChanged)
			}
		})
	}
	t.Run("a customer's typed address joins the book once", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		sh := w.customer("c1", line{lamp, 1})
		in := mustParse(t, addressFields("7 Low Road", "3122"), false)
		for range 2 {
			v, err := w.svc.SetDeliveryAddress(bg, sh, in)
			if err != nil || v.DeliveryAddress.ID != "addr-new-1" {
				t.Fatalf("view = %+v, %v", v.DeliveryAddress, err)
			}
		}
		if w.accounts.made != 1 || len(w.accounts.books["c1"]) != 1 {
			t.Fatalf("book = %+v", w.accounts.books["c1"])
		}
	})
	t.Run("a saved address by id", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		w.accounts.books["c1"] = []account.Address{{ID: "a1", CustomerID: "c1", Line1: "3 Side Lane", Town: "Kew", State: "VIC", PostalCode: "3101"}}
		sh := w.customer("c1", line{lamp, 1})
		v, err := w.svc.SetDeliveryAddress(bg, sh, AddressInput{ID: "a1"})
		if err != nil {
			t.Fatal(err)
		}
		if d := v.DeliveryAddress; d.ID != "a1" || d.FirstName != "Cy" || d.LastName != "Ng" || d.Phone != "0400000000" || d.Line1 != "3 Side Lane" {
			t.Fatalf("delivery = %+v", d)
		}
		if _, err := w.svc.SetDeliveryAddress(bg, w.guest("g", line{lamp, 1}), AddressInput{ID: "a1"}); !errors.Is(err, account.ErrLoginRequired) {
			t.Fatalf("a guest's saved address: %v", err)
		}
	})
}

// TestBillingAddress: the same as delivery, or one typed in (abroad too).
func TestBillingAddress(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.fresh("b", line{lamp, 1})
	if _, err := w.svc.AsGuest(bg, sh, "ada@example.com"); err != nil {
		t.Fatal(err)
	}
	_, err := w.svc.SetBillingAddress(bg, sh, SameAsDelivery)
	wantCode(t, err, order.CodeIncompleteDelivery)

	abroad := mustParse(t, map[string]string{"firstName": "Ada", "lastName": "Lovelace", "country": "GB", "line1": "10 Downing Street",
		"town": "London", "postalCode": "SW1A 2AA"}, true)
	v, err := w.svc.CreateBillingAddress(bg, sh, abroad)
	if err != nil {
		t.Fatal(err)
	}
	if b := v.BillingAddress; b == nil || b.Country != "GB" || b.Town != "London" || b.PostalCode != "SW1A 2AA" || v.BillingSameAsDelivery || !v.Complete.Billing {
		t.Fatalf("billing = %+v", v)
	}
	// A delivery address set after a billing address keeps the billing address.
	v, err = w.svc.SetDeliveryAddress(bg, sh, mustParse(t, addressFields("1 High Street", "3101"), false))
	if err != nil || v.BillingAddress.Country != "GB" || v.BillingSameAsDelivery {
		t.Fatalf("view = %+v, %v", v, err)
	}
	v, err = w.svc.SetBillingAddress(bg, sh, SameAsDelivery)
	if err != nil || !v.BillingSameAsDelivery || v.BillingAddress != v.DeliveryAddress || v.BillingAddress.Line1 != "1 High Street" {
		t.Fatalf("same as delivery = %+v, %v", v, err)
	}
	if c := w.cartOf(sh); c.Checkout.Billing != nil || !c.Checkout.BillingSame {
		t.Fatalf("stored = %+v", c.Checkout)
	}
	// The order is billed to the delivery address.
	placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k"})
	if err != nil {
		t.Fatal(err)
	}
	if b := w.order(placed.OrderCode).Details.BillingAddress; b == nil || b.Line1 != "1 High Street" || b.Country != "AU" {
		t.Fatalf("order billing = %+v", b)
	}
}

// TestParseAddressFields: the address rules per field.
func TestParseAddressFields(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		fields  map[string]string
		billing bool
		want    map[string]string // field → message key; nil: valid
	}{
		{"a full delivery address", addressFields("1 High Street", "3101"), false, nil},
		{"no names", map[string]string{"line1": "1 High Street", "town": "Kew", "state": "VIC", "postalCode": "3101", "phone": "0412345678"},
			false, map[string]string{"firstName": "missing-args", "lastName": "missing-args"}},
		{"a billing address needs no mobile", map[string]string{"firstName": "Ada", "lastName": "Lovelace", "line1": "1 High Street",
			"town": "Kew", "state": "VIC", "postalCode": "3101"}, true, nil},
		{"a country we do not bill", map[string]string{"firstName": "Ada", "lastName": "Lovelace", "country": "XX", "line1": "1 Rue",
			"town": "Paris"}, true, map[string]string{"country": "invalid-country"}},
		{"abroad needs a town", map[string]string{"firstName": "Ada", "lastName": "Lovelace", "country": "FR", "line1": "1 Rue"},
			true, map[string]string{"town": "missing-args"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, err := parseFormAddress(tc.fields, tc.billing)
			if tc.want == nil {
				if err != nil {
					t.Fatalf("err = %v", err)
				}
				return
			}
			ve, ok := validate.As(err)
			if !ok {
				t.Fatalf("err = %v", err)
			}
			for f, k := range tc.want {
				if ve.Fields[f] != k {
					t.Errorf("%s: %q, want %q (all: %v)", f, ve.Fields[f], k, ve.Fields)
				}
			}
		})
	}
	// A saved address is chosen for billing by setBillingAddress (its addressId); a new billing
	// address takes only fields, whatever id it carries.
	if in := mustParse(t, map[string]string{"addressId": "a9", "firstName": "Ada", "lastName": "Lovelace", "line1": "1 High Street",
		"town": "Kew", "state": "VIC", "postalCode": "3101"}, true); in.ID != "" {
		t.Fatalf("a new billing address took an id: %+v", in)
	}
}

// TestPrepopulate: a signed-in customer's default address fills delivery (never a parcel locker);
// click and collect is billed to it.
func TestPrepopulate(t *testing.T) {
	t.Parallel()
	def := account.Address{ID: "a1", Line1: "3 Side Lane", Town: "Kew", State: "VIC", PostalCode: "3101", Default: true}
	locker := account.Address{ID: "a2", Line1: "Parcel Locker 1", Town: "Kew", State: "VIC", PostalCode: "3101", IsBlocked: true, Default: true}
	for _, tc := range []struct {
		name         string
		book         []account.Address
		collect      bool
		wantDelivery string
		wantBilling  string
		billingSame  bool
	}{
		{"the default address", []account.Address{def}, false, "a1", "a1", true},
		{"never a parcel locker", []account.Address{locker, def}, false, "", "", true},
		{"an empty book", nil, false, "", "", true},
		{"collect: billed to the default", []account.Address{def}, true, "", "a1", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := newWorld(t)
			w.accounts.books["c1"] = tc.book
			sh := w.customer("c1", line{lamp, 1})
			w.editCart(sh, func(c *draft) {
				c.Checkout = State{}
				c.PostalCode = ""
				if tc.collect {
					c.Mode, c.Pickup = delivery.ClickAndCollect, cart.Pickup{StoreNumber: shopNo, FirstName: "Cy", LastName: "Ng"}
				}
			})
			v, err := w.svc.Prepopulate(bg, sh)
			if err != nil {
				t.Fatal(err)
			}
			id := func(a *Address) string {
				if a == nil {
					return ""
				}
				return a.ID
			}
			if id(v.DeliveryAddress) != tc.wantDelivery || id(v.BillingAddress) != tc.wantBilling || v.BillingSameAsDelivery != tc.billingSame {
				t.Fatalf("delivery %+v billing %+v same %v", v.DeliveryAddress, v.BillingAddress, v.BillingSameAsDelivery)
			}
			if tc.wantDelivery != "" && (v.DeliveryAddress.FirstName != "Cy" || w.cartOf(sh).PostalCode != "3101") {
				t.Fatalf("delivery %+v", v.DeliveryAddress)
			}
			if v.Email != "c1@example.com" || !v.SignedIn || len(v.SavedAddresses) != len(tc.book) {
				t.Fatalf("view = %+v", v)
			}
		})
	}
	t.Run("a lapsed sign-in", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		sh := w.guest("b", line{lamp, 1})
		sh.Session.CustomerID = "c1"
		if _, err := w.svc.Prepopulate(bg, sh); !errors.Is(err, account.ErrLoginRequired) {
			t.Fatalf("err = %v", err)
		}
	})
}

// TestPaymentModeAndMethods: which methods can pay for the cart, and the payment section.
func TestPaymentModeAndMethods(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	m, err := w.svc.PaymentMethods(bg, sh)
	if err != nil {
		t.Fatal(err)
	}
	avail := map[string]bool{}
	for _, x := range m.Methods {
		avail[x.ID] = x.Available
	}
	want := map[string]bool{"card": true, "paypal": true, "afterpay": true, "zip": true, "applepay": true, "flypay": false, "giftcard": true}
	for id, a := range want {
		if got, ok := avail[id]; !ok || got != a {
			t.Errorf("%s: listed %v available %v, want %v", id, ok, got, a)
		}
	}
	if !m.Afterpay || !m.Zip || m.Flypay || !m.PaydockGiftCard || !m.PayPalPayInFour || m.InstallmentPrice == nil || centsOf(*m.InstallmentPrice) != 1463 {
		t.Fatalf("flags = %+v", m)
	}

	v, err := w.svc.SetPaymentMode(bg, sh, payment.Card, true)
	if err != nil || v.PaymentMode != "card" || !v.Complete.Payment || w.cartOf(sh).Checkout.BillingAgreement {
		t.Fatalf("view = %+v, %v", v, err)
	}
	w.editCart(sh, func(c *draft) {
		c.Entries = append(c.Entries, cart.Entry{Number: 5, ProductCode: giftCard, Quantity: 1})
	})
	_, err = w.svc.SetPaymentMode(bg, sh, payment.Afterpay, false)
	wantCode(t, err, order.CodeBNPLExcludedItems)
	if c := w.cartOf(sh); c.Checkout.PaymentMode != "card" {
		t.Fatalf("mode = %q", c.Checkout.PaymentMode)
	}
}

// TestThankYouOrder: the order is shown to the browser that placed it and to its customer, and a
// guest's order is linked to the account made from the thank-you page.
func TestThankYouOrder(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k"})
	if err != nil {
		t.Fatal(err)
	}
	if o, err := w.svc.Order(bg, sh, placed.OrderCode); err != nil || o.Code != placed.OrderCode {
		t.Fatalf("own browser: %+v, %v", o, err)
	}
	other := w.guest("other", line{lamp, 1})
	if _, err := w.svc.Order(bg, other, placed.OrderCode); !errors.Is(err, order.ErrNotFound) {
		t.Fatalf("another browser: %v", err)
	}
	if err := w.svc.LinkOrder(bg, sh, placed.OrderCode, "c7", "someone@example.com"); !errors.Is(err, order.ErrNotFound) {
		t.Fatalf("another e-mail linked: %v", err)
	}
	if err := w.svc.LinkOrder(bg, sh, placed.OrderCode, "c7", "ADA@example.com"); err != nil {
		t.Fatal(err)
	}
	if o := w.order(placed.OrderCode); o.CustomerID != "c7" || o.Version != 2 {
		t.Fatalf("linked = %+v", o)
	}
	if _, err := w.svc.LinkableOrder(bg, sh, placed.OrderCode); !errors.Is(err, order.ErrNotFound) {
		t.Fatalf("linked twice: %v", err)
	}
}

// TestRegisterForOrder: the thank-you page's account is made from the order's e-mail and names and
// signed in, and the order is linked to it; the form's rules come first, and only this browser's
// unlinked order qualifies.
func TestRegisterForOrder(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k"})
	if err != nil {
		t.Fatal(err)
	}
	_, err = w.svc.RegisterForOrder(bg, sh, LinkOrderRequest{Password: "a b"}, account.Client{})
	if ve, ok := validate.As(err); !ok || ve.Fields["linkOrderCode"] != validate.MissingArgs || ve.Fields["password"] == "" {
		t.Fatalf("empty form: %v", err)
	}
	other := w.guest("other", line{lamp, 1})
	if _, err := w.svc.RegisterForOrder(bg, other, LinkOrderRequest{LinkOrderCode: placed.OrderCode, Password: "Tr1cky-Wombat"},
		account.Client{}); !errors.Is(err, order.ErrNotFound) {
		t.Fatalf("another browser: %v", err)
	}
	if len(w.accounts.registered) != 0 {
		t.Fatalf("accounts made before the order was found: %+v", w.accounts.registered)
	}
	// The account and the link are one transaction: a link that fails leaves no account behind,
	// so the shopper can try again with the same e-mail.
	w.db.failOnce("UpdateOrder", errCrash)
	if _, err := w.svc.RegisterForOrder(bg, sh, LinkOrderRequest{LinkOrderCode: placed.OrderCode, Password: "Tr1cky-Wombat"},
		account.Client{}); !errors.Is(err, errCrash) {
		t.Fatalf("a failed link: %v", err)
	}
	if n := len(w.db.customers); n != 0 || w.order(placed.OrderCode).CustomerID != "" {
		t.Fatalf("a failed link left %d accounts, order customer %q", n, w.order(placed.OrderCode).CustomerID)
	}
	w.accounts.registered = nil
	in, err := w.svc.RegisterForOrder(bg, sh, LinkOrderRequest{LinkOrderCode: " " + placed.OrderCode + " ", Password: "Tr1cky-Wombat",
		OptIntoMarketing: "true"}, account.Client{})
	if err != nil {
		t.Fatal(err)
	}
	if w.db.customers[in.Session.CustomerID] != "ada@example.com" {
		t.Fatalf("accounts stored: %v", w.db.customers)
	}
	got := w.accounts.registered[0]
	if got.Email != "ada@example.com" || got.FirstName != "Ada" || got.LastName != "Lovelace" || got.Password != "Tr1cky-Wombat" ||
		!got.OptIntoMarketing {
		t.Fatalf("registered %+v", got)
	}
	if o := w.order(placed.OrderCode); o.CustomerID == "" || o.CustomerID != in.Session.CustomerID {
		t.Fatalf("order customer %q, signed in as %q", o.CustomerID, in.Session.CustomerID)
	}
	if _, err := w.svc.RegisterForOrder(bg, sh, LinkOrderRequest{LinkOrderCode: placed.OrderCode, Password: "Tr1cky-Wombat"},
		account.Client{}); !errors.Is(err, order.ErrNotFound) {
		t.Fatalf("linked twice: %v", err)
	}
}

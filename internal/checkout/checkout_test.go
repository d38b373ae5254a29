package checkout

import (
	"strings"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/platform/validate"
)

// centsOf reads a wire amount back as cents: the tests check what the answers put on the wire
// (the service itself charges from the pricing function's cents, never from the wire).
func centsOf(w money.Wire) money.Cents {
	if w.Value >= 0 {
		return money.Cents(w.Value*100 + 0.5)
	}
	return money.Cents(w.Value*100 - 0.5)
}

func TestCentsOf(t *testing.T) {
	for _, c := range []money.Cents{0, 1, 5, 99, 100, 1999, 123456789, -250} {
		if got := centsOf(c.Wire()); got != c {
			t.Errorf("centsOf(%d.Wire()) = %d", c, got)
		}
	}
}

func TestNextSequence(t *testing.T) {
	co := &State{}
	if nextSequence(co) != 1 {
		t.Fatal("first card is not 1")
	}
	co.GiftCards = []GiftCardHold{{Sequence: 1}, {Sequence: 3}}
	if nextSequence(co) != 2 {
		t.Fatal("a freed sequence is not reused")
	}
	co.GiftCards = append(co.GiftCards, GiftCardHold{Sequence: 2})
	if nextSequence(co) != 0 {
		t.Fatal("a fourth gift card")
	}
	if co.Held() != 0 {
		t.Fatal("held")
	}
}

func TestDeliveryComplete(t *testing.T) {
	addr := &Address{Line1: "1 High St"}
	goods := &cart.Summary{}
	giftOnly := &cart.Summary{Totals: cart.Totals{DeliveryPromiseSaved: true}}
	digital := &cart.Summary{Totals: cart.Totals{DeliveryPromiseSaved: true, ContainsDigitalEntriesOnly: true}}
	for _, tc := range []struct {
		name string
		c    draft
		sum  *cart.Summary
		want bool
	}{
		{"home delivery without an address", draft{Cart: cart.Cart{Mode: delivery.HomeDelivery}}, goods, false},
		{"home delivery with one", draft{Cart: cart.Cart{Mode: delivery.HomeDelivery}, Checkout: State{Delivery: addr}}, goods, true},
		{"express with one", draft{Cart: cart.Cart{Mode: delivery.Express}, Checkout: State{Delivery: addr}}, goods, true},
		{"collect without a collector", draft{Cart: cart.Cart{Mode: delivery.ClickAndCollect, Pickup: cart.Pickup{StoreNumber: "0001"}}}, goods, false},
		{"collect", draft{Cart: cart.Cart{Mode: delivery.ClickAndCollect, Pickup: cart.Pickup{StoreNumber: "0001", FirstName: "A", LastName: "B"}}}, goods, true},
		{"no mode for goods", draft{Checkout: State{Delivery: addr}}, goods, false},
		{"physical gift cards need an address", draft{}, giftOnly, false},
		{"physical gift cards with one", draft{Checkout: State{Delivery: addr}}, giftOnly, true},
		{"digital gift cards need none", draft{}, digital, true},
	} {
		if got := deliveryComplete(&tc.c, tc.sum); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// parseFormAddress parses an address given as form fields, as setDeliveryAddress (billing false) or
// createBillingAddress (billing true) would.
func parseFormAddress(m map[string]string, billing bool) (AddressInput, error) {
	f := AddressFields{FirstName: m["firstName"], LastName: m["lastName"], AddressRequest: account.AddressRequest{
		FormType: m["formType"], SingleLineLabel: m["singleLineLabel"], SingleLineID: m["singleLineId"], Line1: m["line1"],
		Line2: m["line2"], Town: m["town"], State: m["state"], PostalCode: m["postalCode"], Phone: m["phone"],
		MobileNumber: m["mobileNumber"]}}
	if billing {
		return ParseBillingAddress(BillingAddressRequest{Country: m["country"], AddressFields: f})
	}
	return ParseDeliveryAddress(DeliveryAddressRequest{ID: m["id"], Mode: m["mode"], AddressFields: f})
}

func TestParseAddress(t *testing.T) {
	in, err := parseFormAddress(map[string]string{"id": "A1"}, false)
	if err != nil || in.ID != "A1" {
		t.Fatalf("saved address: %+v %v", in, err)
	}
	_, err = parseFormAddress(map[string]string{"firstName": "Ada", "lastName": "Lovelace", "line1": "1 High Street",
		"town": "Kew", "state": "VIC", "postalCode": "3101"}, false)
	if ve, ok := validate.As(err); !ok || ve.Fields["phone"] != "missing-args" || len(ve.Fields) != 1 {
		t.Fatalf("delivery without a mobile: %v", err)
	}
	in, err = parseFormAddress(map[string]string{"firstName": "Ada", "lastName": "Lovelace", "country": "gb",
		"line1": "10 Downing Street", "town": "London", "postalCode": "SW1A 2AA"}, true)
	if err != nil || in.Country != "GB" || in.Address.PostalCode != "SW1A 2AA" || in.Address.State != "" {
		t.Fatalf("billing abroad: %+v %v", in, err)
	}
	_, err = parseFormAddress(map[string]string{"firstName": "Ada", "lastName": "Lovelace", "country": "AU",
		"line1": "1 High Street", "town": "Kew", "state": "XYZ", "postalCode": "31"}, true)
	if ve, ok := validate.As(err); !ok || ve.Fields["state"] == "" || ve.Fields["postalCode"] == "" {
		t.Fatalf("an Australian billing address keeps Australian rules: %v", err)
	}
}

func TestPaymentText(t *testing.T) {
	for _, tc := range []struct {
		p    order.Payment
		want string
	}{
		{order.Payment{Method: payment.Card, CardType: "visa", Last4: "4242", Amount: 2500}, "Visa ending 4242: $25.00"},
		{order.Payment{Method: payment.ApplePay, CardType: "visa", Last4: "4242", Amount: 100}, "Apple Pay (Visa) ending 4242: $1.00"},
		{order.Payment{Method: payment.GiftCard, Sequence: 2, Last4: "1234", Amount: 750}, "Gift card 2 ending 1234: $7.50"},
		{order.Payment{Method: payment.PayPal, Amount: 1000}, "PayPal: $10.00"},
	} {
		if got := paymentText(tc.p); got != tc.want {
			t.Errorf("paymentText(%+v) = %q, want %q", tc.p, got, tc.want)
		}
	}
}

func TestConfirmationMessage(t *testing.T) {
	s := &Service{cfg: Config{ShopName: "Wattle", PublicURL: "https://shop.example"}}
	o := order.Order{Code: "30000007", Email: "ada@example.com", Mode: delivery.HomeDelivery, Total: 3400,
		PlacedAt: time.Date(2026, 11, 23, 14, 0, 0, 0, time.UTC),
		Details: order.Details{Subtotal: 2500, DeliveryFee: 900, GST: 309,
			Entries:         []order.Entry{{Name: "Linen throw", Colour: "Sage", Size: "130x170", Quantity: 1, Total: 2500}},
			Payments:        []order.Payment{{Method: payment.Card, CardType: "visa", Last4: "4242", Amount: 3400}},
			DeliveryAddress: &order.Address{FirstName: "Ada", LastName: "Lovelace", Line1: "1 High Street", Town: "Kew", State: "VIC", PostalCode: "3101"}}}
	m, err := s.ConfirmationMessage(o, "Ada")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"30000007", "24/11/2026", "Linen throw (Sage, 130x170) x 1: $25.00", "Delivery: $9.00",
		"Total: $34.00", "Home delivery to Ada Lovelace, 1 High Street, Kew VIC 3101", "Visa ending 4242: $34.00",
		"https://shop.example/track-order?email=ada%40example.com&orderId=30000007"} {
		if !contains(m.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, m.Text)
		}
	}
	if m.Subject != "Order confirmed: 30000007" || m.To != "ada@example.com" {
		t.Fatalf("message = %+v", m)
	}
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }

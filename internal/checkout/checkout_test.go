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

func TestCentsOf(t *testing.T) {
	for _, c := range []money.Cents{0, 1, 5, 99, 100, 1999, 123456789, -250} {
		if got := centsOf(c.Wire()); got != c {
			t.Errorf("centsOf(%d.Wire()) = %d", c, got)
		}
	}
}

func TestNextSequence(t *testing.T) {
	co := &cart.Checkout{}
	if nextSequence(co) != 1 {
		t.Fatal("first card is not 1")
	}
	co.GiftCards = []cart.GiftCardHold{{Sequence: 1}, {Sequence: 3}}
	if nextSequence(co) != 2 {
		t.Fatal("a freed sequence is not reused")
	}
	co.GiftCards = append(co.GiftCards, cart.GiftCardHold{Sequence: 2})
	if nextSequence(co) != 0 {
		t.Fatal("a fourth gift card")
	}
	if co.Held() != 0 {
		t.Fatal("held")
	}
}

func TestDeliveryComplete(t *testing.T) {
	addr := &cart.Address{Line1: "1 High St"}
	goods := &cart.Summary{}
	giftOnly := &cart.Summary{Totals: cart.Totals{DeliveryPromiseSaved: true}}
	digital := &cart.Summary{Totals: cart.Totals{DeliveryPromiseSaved: true, ContainsDigitalEntriesOnly: true}}
	for _, tc := range []struct {
		name string
		c    cart.Cart
		sum  *cart.Summary
		want bool
	}{
		{"home delivery without an address", cart.Cart{Mode: delivery.HomeDelivery}, goods, false},
		{"home delivery with one", cart.Cart{Mode: delivery.HomeDelivery, Checkout: cart.Checkout{Delivery: addr}}, goods, true},
		{"express with one", cart.Cart{Mode: delivery.Express, Checkout: cart.Checkout{Delivery: addr}}, goods, true},
		{"collect without a collector", cart.Cart{Mode: delivery.ClickAndCollect, Pickup: cart.Pickup{StoreNumber: "0001"}}, goods, false},
		{"collect", cart.Cart{Mode: delivery.ClickAndCollect, Pickup: cart.Pickup{StoreNumber: "0001", FirstName: "A", LastName: "B"}}, goods, true},
		{"no mode for goods", cart.Cart{Checkout: cart.Checkout{Delivery: addr}}, goods, false},
		{"physical gift cards need an address", cart.Cart{}, giftOnly, false},
		{"physical gift cards with one", cart.Cart{Checkout: cart.Checkout{Delivery: addr}}, giftOnly, true},
		{"digital gift cards need none", cart.Cart{}, digital, true},
	} {
		if got := deliveryComplete(&tc.c, tc.sum); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

func values(m map[string]string) account.Values { return func(k string) string { return m[k] } }

func TestParseAddress(t *testing.T) {
	in, err := ParseAddress(values(map[string]string{"id": "A1"}), false)
	if err != nil || in.ID != "A1" {
		t.Fatalf("saved address: %+v %v", in, err)
	}
	_, err = ParseAddress(values(map[string]string{"firstName": "Ada", "lastName": "Lovelace", "line1": "1 High Street",
		"town": "Kew", "state": "VIC", "postalCode": "3101"}), false)
	if ve, ok := validate.As(err); !ok || ve.Fields["phone"] != "missing-args" || len(ve.Fields) != 1 {
		t.Fatalf("delivery without a mobile: %v", err)
	}
	in, err = ParseAddress(values(map[string]string{"firstName": "Ada", "lastName": "Lovelace", "country": "gb",
		"line1": "10 Downing Street", "town": "London", "postalCode": "SW1A 2AA"}), true)
	if err != nil || in.Country != "GB" || in.Address.PostalCode != "SW1A 2AA" || in.Address.State != "" {
		t.Fatalf("billing abroad: %+v %v", in, err)
	}
	_, err = ParseAddress(values(map[string]string{"firstName": "Ada", "lastName": "Lovelace", "country": "AU",
		"line1": "1 High Street", "town": "Kew", "state": "XYZ", "postalCode": "31"}), true)
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
		"https://shop.example/checkout/thank-you/30000007"} {
		if !contains(m.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, m.Text)
		}
	}
	if m.Subject != "Order confirmed: 30000007" || m.To != "ada@example.com" {
		t.Fatalf("message = %+v", m)
	}
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }

func TestChargeDetails(t *testing.T) {
	o := order.Order{Details: order.Details{DeliveryFee: 900, GST: 1000,
		BillingAddress:  &order.Address{FirstName: "Ada", LastName: "Lovelace", Line1: "1 High St", Town: "Kew", State: "VIC", PostalCode: "3101", Country: "AU", Phone: "0412345678"},
		DeliveryAddress: &order.Address{FirstName: "Bo", LastName: "Li", Line1: "2 Low St", Town: "Hawthorn", State: "VIC", PostalCode: "3122", Country: "AU"},
		Entries:         []order.Entry{{ProductCode: "10000016", Name: "Lamp", Quantity: 2, UnitPrice: 4950}}}}
	d := chargeDetails(o)
	if d.FirstName != "Ada" || d.LastName != "Lovelace" || d.Phone != "0412345678" || d.DeliveryFee != 900 || d.GST != 1000 {
		t.Fatalf("payer and amounts: %+v", d)
	}
	if d.Billing == nil || d.Billing.Name != "Ada Lovelace" || d.Billing.Suburb != "Kew" || d.Shipping == nil || d.Shipping.Postcode != "3122" {
		t.Fatalf("addresses: %+v %+v", d.Billing, d.Shipping)
	}
	if len(d.Items) != 1 || d.Items[0] != (payment.Item{Name: "Lamp", SKU: "10000016", Quantity: 2, Price: 4950}) {
		t.Fatalf("items: %+v", d.Items)
	}
	// Click and collect: no shipping address; the collector stands in for a payer with no name.
	cc := order.Order{Details: order.Details{BillingAddress: &order.Address{Line1: "1 High St"},
		Pickup: &order.Pickup{StoreNumber: "5012", FirstName: "Cy", LastName: "Ng", Phone: "0400000000"}}}
	if d := chargeDetails(cc); d.Shipping != nil || d.FirstName != "Cy" || d.Phone != "0400000000" {
		t.Fatalf("click and collect: %+v", d)
	}
}

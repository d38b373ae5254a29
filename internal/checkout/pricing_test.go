package checkout

import (
	"errors"
	"testing"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
)

// TestPlaceOrderTotals prices what place order charges: delivery fees, free delivery, express, the
// gift card fee and the GST (one eleventh of what is taxable, gift cards are not).
func TestPlaceOrderTotals(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name                      string
		mode                      delivery.Mode
		lines                     []line
		subtotal, fee, total, gst money.Cents
	}{
		{"one lamp, home delivery", delivery.HomeDelivery, []line{{lamp, 1}}, 4950, 900, 5850, 532},
		{"free home delivery from $65", delivery.HomeDelivery, []line{{lamp, 2}}, 9900, 0, 9900, 900},
		{"express", delivery.Express, []line{{lamp, 1}}, 4950, 1500, 6450, 586},
		{"a gift card: its fee, no GST on it", delivery.HomeDelivery, []line{{lamp, 1}, {giftCard, 1}}, 9950, 1400, 11350, 577},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := newWorld(t)
			sh := w.customer("c1", tc.lines...)
			w.editCart(sh, func(c *draft) { c.Mode = tc.mode })
			placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k"})
			if err != nil {
				t.Fatal(err)
			}
			o := w.order(placed.OrderCode)
			if o.Details.Subtotal != tc.subtotal || o.Details.DeliveryFee != tc.fee || o.Total != tc.total || o.Details.GST != tc.gst {
				t.Fatalf("subtotal %d fee %d total %d gst %d", o.Details.Subtotal, o.Details.DeliveryFee, o.Total, o.Details.GST)
			}
			if w.card.charges[0].Amount != tc.total || o.CustomerID != "c1" || o.Email != "c1@example.com" {
				t.Fatalf("charged %d; order %+v", w.card.charges[0].Amount, o)
			}
		})
	}
}

// TestPlaceOrderChargesTodaysPrice: the checkout shows the cart priced from the product cache;
// place order prices it again from the database and charges that (the price changed meanwhile).
func TestPlaceOrderChargesTodaysPrice(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	w.pricerProducts.put(catalog.Product{Code: "P1000016", Name: "Table lamp", Variants: []catalog.Variant{{Code: lamp, BaseCode: "P1000016", Price: 5450}}})
	v, err := w.svc.Checkout(bg, sh)
	if err != nil {
		t.Fatal(err)
	}
	if centsOf(v.Cart.Total) != 5850 || centsOf(v.Balance) != 5850 {
		t.Fatalf("the checkout shows %v", v.Cart.Total)
	}
	placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k"})
	if err != nil {
		t.Fatal(err)
	}
	o := w.order(placed.OrderCode)
	if o.Total != 6350 || o.Details.Entries[0].UnitPrice != 5450 || w.card.charges[0].Amount != 6350 {
		t.Fatalf("order total %d unit %d charged %d", o.Total, o.Details.Entries[0].UnitPrice, w.card.charges[0].Amount)
	}
}

// threeGrand makes the cart two $1,500 lamps.
func threeGrand(w *world, sh *Shopper) {
	w.product(catalog.Product{Code: "P1000016", Name: "Table lamp", Variants: []catalog.Variant{{Code: lamp, BaseCode: "P1000016", Price: 150000}}}, 10)
	w.editCart(*sh, func(c *draft) { c.Entries[0].Quantity = 2 })
}

// TestPlaceOrderRefusesBeforePaying lists what place order checks before it records an attempt:
// none of these reaches the provider or takes stock.
func TestPlaceOrderRefusesBeforePaying(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		setup func(w *world, sh *Shopper)
		mode  payment.Method
		want  order.Code
		err   error
	}{
		{"no e-mail", func(w *world, sh *Shopper) { w.editCart(*sh, func(c *draft) { c.Checkout.Email = "" }) }, payment.Card, "", account.ErrLoginRequired},
		{"sign-in lapsed", func(w *world, sh *Shopper) { sh.Session.CustomerID = "c9" }, payment.Card, order.CodeLoginRequired, nil}, // ErrSessionEnded
		{"no session and no cart of its own", func(w *world, sh *Shopper) { sh.Owner = cart.Owner{} }, payment.Card, order.CodeLoginRequired, nil},
		{"no delivery address", func(w *world, sh *Shopper) { w.editCart(*sh, func(c *draft) { c.Checkout.Delivery = nil }) }, payment.Card, order.CodeIncompleteDelivery, nil},
		{"no delivery mode", func(w *world, sh *Shopper) { w.editCart(*sh, func(c *draft) { c.Mode = "" }) }, payment.Card, order.CodeIncompleteDelivery, nil},
		{"no billing address", func(w *world, sh *Shopper) { w.editCart(*sh, func(c *draft) { c.Checkout.BillingSame = false }) }, payment.Card, order.CodeIncompleteBilling, nil},
		{"collect from a store that closed", func(w *world, sh *Shopper) {
			w.editCart(*sh, func(c *draft) {
				c.Mode, c.Pickup = delivery.ClickAndCollect, cart.Pickup{StoreNumber: "9999", FirstName: "A", LastName: "B"}
			})
		}, payment.Card, order.CodeInvalidStore, nil},
		{"a product no longer sold", func(w *world, sh *Shopper) {
			w.editCart(*sh, func(c *draft) {
				c.Entries = append(c.Entries, cart.Entry{Number: 5, ProductCode: "69999999", Quantity: 1})
			})
		}, payment.Card, order.CodeInvalidProduct, nil},
		{"over the quantity limit", func(w *world, sh *Shopper) {
			w.setStock(lamp, 50)
			w.editCart(*sh, func(c *draft) { c.Entries[0].Quantity = 21 })
		}, payment.Card, order.CodeMaxOrderQuantity, nil},
		{"sold out", func(w *world, sh *Shopper) { w.setStock(lamp, 0) }, payment.Card, order.CodeInsufficientStock, nil},
		{"Afterpay switched off", func(w *world, sh *Shopper) { delete(w.features, "afterpay") }, payment.Afterpay, order.CodeAfterpayUnavailable, nil},
		{"Afterpay over $2,000", threeGrand, payment.Afterpay, order.CodeBNPLOrderValue, nil},
		{"Zip takes $3,000 (control)", threeGrand, payment.Zip, "", nil},
		{"Zip with a gift card in the cart", func(w *world, sh *Shopper) {
			w.editCart(*sh, func(c *draft) {
				c.Entries = append(c.Entries, cart.Entry{Number: 5, ProductCode: giftCard, Quantity: 1})
			})
		}, payment.Zip, order.CodeBNPLExcludedItems, nil},
		{"gift cards held more than the total", func(w *world, sh *Shopper) {
			w.editCart(*sh, func(c *draft) {
				c.Checkout.GiftCards = []GiftCardHold{{Sequence: 1, Amount: 6000, Ref: "gch_x"}}
			})
		}, payment.Card, order.CodeTotalMismatch, nil},
		{"a gift card order short of the total", func(w *world, sh *Shopper) {
			w.editCart(*sh, func(c *draft) {
				c.Checkout.GiftCards = []GiftCardHold{{Sequence: 1, Amount: 1000, Ref: "gch_x"}}
			})
		}, payment.GiftCard, order.CodeGiftCardBalance, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := newWorld(t)
			sh := w.guest("b", line{lamp, 1})
			tc.setup(w, &sh)
			_, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: tc.mode, Token: "tok", Key: "k"})
			switch {
			case tc.err != nil:
				if !errors.Is(err, tc.err) {
					t.Fatalf("err = %v, want %v", err, tc.err)
				}
			case tc.want == "":
				if err != nil {
					t.Fatalf("err = %v", err)
				}
				return
			default:
				wantCode(t, err, tc.want)
			}
			if n, _, _ := w.card.counts(); n != 0 || len(w.db.attemptList()) != 0 || w.db.reservationCount() != 0 {
				t.Fatalf("charges %d, attempts %+v", n, w.db.attemptList())
			}
		})
	}
}

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

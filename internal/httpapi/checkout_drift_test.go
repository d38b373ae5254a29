package httpapi_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/delivery"
)

// TestCheckoutExpressOutsideItsAreaChangesTheFee: a cart on express delivery given an address
// where express does not run moves to home delivery, and the answer says the fee changed.
func TestCheckoutExpressOutsideItsAreaChangesTheFee(t *testing.T) {
	eachCheckoutEngine(t, func(t *testing.T, ts *testShop) {
		x := findOne(t, ts.st, "in-stock product in stores and online", func(x pick) bool { return inStock(x) && !x.p.OnlineOnly })
		b := newBrowser(t, ts.srv)
		b.mustAdd(item{"productCode": x.v.Code})
		wantOK(t, b.json(http.MethodPost, "/api/cart/delivery-mode", map[string]any{"id": "ED", "postalCode": "3121"}), http.StatusOK)
		wantOK(t, b.json(http.MethodPost, "/api/checkout/guest", map[string]any{"emailAddress": "ada@example.com"}), http.StatusOK)
		type answer struct {
			checkoutView
			DeliveryFeeChanged bool   `json:"deliveryFeeChanged"`
			Error              string `json:"error"`
		}
		var a answer
		metro := guestAddress() // Kew VIC 3101: express runs there
		r := b.json(http.MethodPost, "/api/checkout/delivery-address", metro)
		wantOK(t, r, http.StatusOK)
		r.decode(t, &a)
		if a.DeliveryFeeChanged || a.Error != "" || a.DeliveryMode != "ED" {
			t.Fatalf("an address inside the express area: %+v", a)
		}
		bendigo := guestAddress()
		bendigo["line1"], bendigo["town"], bendigo["postalCode"] = "40 Pall Mall", "Bendigo", "3550"
		if delivery.ExpressEligible("3550") {
			t.Fatal("Bendigo is not in a capital's metro area")
		}
		a = answer{}
		r = b.json(http.MethodPost, "/api/checkout/delivery-address", bendigo)
		wantOK(t, r, http.StatusOK)
		r.decode(t, &a)
		if !a.DeliveryFeeChanged || a.Error != "delivery-fee-changed" || a.DeliveryMode != "HD" {
			t.Fatalf("express to Bendigo: %+v", a)
		}
		// The same address again changes nothing.
		a = answer{}
		b.json(http.MethodPost, "/api/checkout/delivery-address", bendigo).decode(t, &a)
		if a.DeliveryFeeChanged || a.Error != "" || a.DeliveryMode != "HD" {
			t.Fatalf("the same address again: %+v", a)
		}
	})
}

// TestCheckoutWhatChangedSinceTheCart: place order prices the cart again from the database, so a
// store that stopped collecting, a variant no longer sold and a quantity over the limit (each
// changed behind the cart's back, as a catalogue import or a store closing does) answer their
// place-order codes, in the summary section, and charge nothing.
func TestCheckoutWhatChangedSinceTheCart(t *testing.T) {
	for _, engine := range engineNames() {
		t.Run(engine, func(t *testing.T) {
			// A shop of its own: this test changes the catalogue.
			ts := startShop(t, t, engine, func(c *config.Config) { c.DemoSize = 120 })
			ctx := context.Background()
			b := newBrowser(t, ts.srv)
			email := strings.ReplaceAll(strings.ToLower(t.Name()), "/", "-") + "@example.com"
			wantOK(t, b.json(http.MethodPost, "/api/customer/register", map[string]any{"emailAddress": email, "firstName": "Grace",
				"lastName": "Hopper", "password": "Wattle-Saved-2026"}), http.StatusCreated)
			b.session()
			cust, err := ts.st.CustomerByEmail(ctx, email)
			if err != nil {
				t.Fatal(err)
			}
			x := findOne(t, ts.st, "an in-stock variant of a product with others", func(x pick) bool {
				return inStock(x) && !x.p.OnlineOnly && len(x.p.Variants) >= 2
			})
			b.mustAdd(item{"productCode": x.v.Code})
			wantOK(t, b.json(http.MethodPost, "/api/cart/delivery-mode", map[string]any{"id": "HD", "postalCode": "3101"}), http.StatusOK)
			wantOK(t, b.json(http.MethodPost, "/api/checkout/delivery-address", guestAddress()), http.StatusOK)
			place := func(key string) resp {
				return b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": b.tokenize("4242424242424242"), "idempotencyKey": key})
			}
			// changeCart edits the customer's cart in the database.
			changeCart := func(edit func(c *cart.Cart)) {
				t.Helper()
				c, err := ts.st.CartByCustomer(ctx, cust.ID)
				if err != nil {
					t.Fatal(err)
				}
				edit(&c)
				if err := ts.st.UpdateCart(ctx, c); err != nil {
					t.Fatal(err)
				}
			}

			// More of the item than one order may hold.
			changeCart(func(c *cart.Cart) { c.Entries[0].Quantity = 21 })
			wantError(t, place("max"), http.StatusUnprocessableEntity, "ERR_PLACEORDER_MAX_ORDER_QUANTITY", nil)
			wantPlacement(t, b, "summary", "max-order-quantity")
			changeCart(func(c *cart.Cart) { c.Entries[0].Quantity = 1 })

			// Collection at a store that has since closed.
			st := storesOf(t, ts)[0]
			wantOK(t, b.json(http.MethodPost, "/api/cart/pickup", map[string]any{"store": map[string]any{"storeNumber": st.Number},
				"firstName": "Grace", "lastName": "Hopper", "mobileNumber": "0412345678"}), http.StatusOK)
			wantOK(t, b.json(http.MethodPost, "/api/cart/delivery-mode", map[string]any{"id": "CNC"}), http.StatusOK)
			wantOK(t, b.json(http.MethodPost, "/api/checkout/billing-address", map[string]any{"firstName": "Grace", "lastName": "Hopper",
				"line1": "5 Spring Street", "town": "Melbourne", "state": "VIC", "postalCode": "3000"}), http.StatusOK)
			changeCart(func(c *cart.Cart) { c.Pickup.StoreNumber = "9999" })
			wantError(t, place("store"), http.StatusUnprocessableEntity, "ERR_PLACEORDER_INVALID_STORE", nil)
			wantPlacement(t, b, "summary", "invalid-store")
			if got := onlineUnits(t, ts, x.v.Code); got != x.online {
				t.Fatalf("online stock %d after two refused orders, was %d", got, x.online)
			}
			wantOK(t, b.json(http.MethodPost, "/api/cart/delivery-mode", map[string]any{"id": "HD", "postalCode": "3101"}), http.StatusOK)

			// The variant is no longer sold: the catalogue's import dropped it.
			p, err := ts.st.Product(ctx, x.p.Code)
			if err != nil {
				t.Fatal(err)
			}
			var keep []catalog.Variant
			for _, v := range p.Variants {
				if v.Code != x.v.Code {
					keep = append(keep, v)
				}
			}
			p.Variants = keep
			if err := ts.st.SaveProducts(ctx, []catalog.Product{p}); err != nil {
				t.Fatal(err)
			}
			wantError(t, place("gone"), http.StatusUnprocessableEntity, "ERR_PLACEORDER_INVALID_PRODUCT", nil)
			wantPlacement(t, b, "summary", "invalid-product")

			// None of them placed an order.
			if placed, err := ts.st.OrdersByCustomer(ctx, cust.ID, 10); err != nil || len(placed) != 0 {
				t.Fatalf("orders placed: %d, %v", len(placed), err)
			}
		})
	}
}

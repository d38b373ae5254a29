package httpapi_test

import (
	"fmt"
	"math"
	"net/http"
	"testing"

	pm "github.com/wattle/storefront/internal/platform/money"
)

// TestOnePassPlaceOrder: a member's order is charged member prices, free home delivery and the
// welcome reward, and records what membership saved; once the membership has ended, an order the
// page priced as a member's is refused with the reason (ERR_PLACEORDER_MEMBERSHIP_ENDED, the cart
// kept), and without the page's total it is charged the catalogue prices: never member prices.
func TestOnePassPlaceOrder(t *testing.T) {
	eachClockEngine(t, func(t *testing.T, ts *testShop) {
		x := findOne(t, ts.st, "in-stock product with a OnePass price", func(x pick) bool {
			return inStock(x) && x.v.OnePassPrice > 0 && x.v.OnePassPrice < x.v.Price && x.online >= 20
		})
		qty := int(math.Ceil(5000 / float64(x.v.OnePassPrice)))
		c := register(t, ts.srv, "po", goodPassword)
		c.memberCall("trial", map[string]any{"plan": "monthly", "oneTimeToken": c.tokenize("4242424242424242")})
		ready := func() {
			c.mustAdd(item{"productCode": x.v.Code, "quantity": qty})
			wantOK(t, c.json(http.MethodPost, "/api/cart/delivery-mode", map[string]any{"id": "HD", "postalCode": "3101"}), http.StatusOK)
			wantOK(t, c.json(http.MethodPost, "/api/checkout/delivery-address", guestAddress()), http.StatusOK)
		}
		type totals struct {
			Total          money  `json:"total"`
			DeliveryFee    *money `json:"deliveryFee"`
			OrderDiscounts money  `json:"orderDiscounts"`
			OnePassMember  bool   `json:"onePassMember"`
		}
		cartTotals := func() totals {
			var tt totals
			c.get("/api/cart").decode(t, &tt)
			return tt
		}
		ready()
		member := cartTotals()
		memberPaid := float64(x.v.OnePassPrice*centsOf(qty))/100 - 10
		if !member.OnePassMember || member.DeliveryFee == nil || member.DeliveryFee.Value != 0 || member.OrderDiscounts.Value != 10 ||
			math.Abs(member.Total.Value-memberPaid) > 0.001 {
			t.Fatalf("the member's cart: %+v; want %.2f, free delivery, $10 off", member, memberPaid)
		}
		wantPlaced(t, c.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": c.tokenize("4242424242424242"),
			"expectedTotal": fmt.Sprintf("%.2f", member.Total.Value)}))
		m := c.membership()
		saved := float64((x.v.Price-x.v.OnePassPrice)*centsOf(qty)) / 100 // member prices
		if x.v.OnePassPrice*centsOf(qty) < 6500 {
			saved += 9 // and the home delivery fee a non-member pays under $65
		}
		if math.Abs(m.Savings.Value-saved) > 0.001 || m.WelcomeReward != nil {
			t.Fatalf("after the order: savings %v (want %.2f), welcome reward %+v (want used)", m.Savings, saved, m.WelcomeReward)
		}

		// The membership ends: the trial cancelled and its end passed.
		c.memberCall("cancel", map[string]any{})
		advance(t, c.browser, 16, 0, c) // in two steps: a session idle 30 days ends
		advance(t, c.browser, 15, 0, c)
		wantStatus(t, c.membership(), "cancelled")
		ready()
		now := cartTotals()
		if now.OnePassMember || now.Total.Value <= member.Total.Value {
			t.Fatalf("after the membership ended the cart is %+v", now)
		}
		r := c.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": c.tokenize("4242424242424242"),
			"expectedTotal": fmt.Sprintf("%.2f", member.Total.Value)})
		wantError(t, r, http.StatusUnprocessableEntity, "ERR_PLACEORDER_MEMBERSHIP_ENDED", nil)
		if again := cartTotals(); again.Total != now.Total {
			t.Fatalf("the refused order changed the cart: %+v", again)
		}
		// A total that is not the page's for another reason is a total mismatch.
		r = c.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": c.tokenize("4242424242424242"),
			"expectedTotal": fmt.Sprintf("%.2f", now.Total.Value+1)})
		wantError(t, r, http.StatusUnprocessableEntity, "ERR_PLACEORDER_TOTAL_MISMATCH", nil)
		wantFields(t, c.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": "tok", "expectedTotal": "1e3"}),
			map[string]string{"expectedTotal": "malformed-request"})
		// The page's own total (or none) places it, at the catalogue's prices.
		wantPlaced(t, c.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": c.tokenize("4242424242424242"),
			"expectedTotal": fmt.Sprintf("%.2f", now.Total.Value)}))
	})
}

func centsOf(n int) pm.Cents { return pm.Cents(n) }

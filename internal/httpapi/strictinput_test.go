package httpapi_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/wattle/storefront/internal/staff"
)

// placeOrderGiftCard reads the amount strictly from what was sent, JSON number or form field
// (docs/validation.md#money): fractions of a cent, an exponent, a sign, a word, nothing and
// absurd amounts are refused, field by field, and leave no hold; 25.5 and 25 are held exactly.
func TestGiftCardAmountIsStrict(t *testing.T) {
	eachCheckoutEngine(t, func(t *testing.T, ts *testShop) {
		x := find(t, ts.st, 1, "product of $30 or more", func(x pick) bool { return inStock(x) && x.v.Price >= 3000 })[0]
		b := readyGuest(t, ts, x)
		b.mustAdd(item{"productCode": x.v.Code}) // two units: more than $60 to pay
		var gc struct{ CardNumber, Pin string }
		b.json(http.MethodPost, "/api/sandbox/gift-cards", map[string]any{"amount": 100}).decode(t, &gc)
		token := func() string {
			var tok struct {
				OneTimeToken string `json:"oneTimeToken"`
			}
			b.json(http.MethodPost, "/api/sandbox/cards/tokenize", map[string]any{"cardType": "giftcard", "cardNumber": gc.CardNumber, "pin": gc.Pin}).decode(t, &tok)
			return tok.OneTimeToken
		}
		tok := token()
		send := func(amountJSON, key string) resp {
			t.Helper()
			return call(t, b.c, http.MethodPost, ts.srv.URL+"/api/checkout/gift-card", "application/json",
				`{"oneTimeToken":"`+tok+`","amount":`+amountJSON+`,"cardType":"giftcard","idempotencyKey":"`+key+`"}`,
				map[string]string{"X-CSRF-Token": b.csrf})
		}
		for i, tc := range []struct {
			amount, key string
		}{
			{`10.001`, "malformed-request"},
			{`10.000`, "malformed-request"},
			{`1e1`, "malformed-request"},
			{`1E+1`, "malformed-request"},
			{`1e400`, "malformed-request"}, // beyond a float64: infinite
			{`-5`, "malformed-request"},
			{`-0`, "malformed-request"},
			{`"ten"`, "malformed-request"},
			{`"NaN"`, "malformed-request"},
			{`"Infinity"`, "malformed-request"},
			{`"$25"`, "malformed-request"},
			{`true`, "malformed-request"},
			{`"10.001"`, "malformed-request"},
			{`0`, "out-of-range"},
			{`0.00`, "out-of-range"},
			{`99999999999999999999`, "out-of-range"},
			{`5000`, "out-of-range"}, // more than is left to pay
			{`null`, "missing-args"},
			{`""`, "missing-args"},
		} {
			r := send(tc.amount, "strict-"+string(rune('a'+i)))
			wantError(t, r, http.StatusBadRequest, "ERR_VALIDATION", map[string]string{"amount": tc.key})
			if len(r.Error.Fields) != 1 {
				t.Fatalf("amount %s: fields %v", tc.amount, r.Error.Fields)
			}
		}
		// A form's field is read the same way.
		form := func(amount, key string) resp {
			t.Helper()
			return b.form("/api/checkout/gift-card", url.Values{"oneTimeToken": {tok}, "amount": {amount}, "idempotencyKey": {key}})
		}
		for _, amount := range []string{"10.001", "1e1", "-5", "ten", "25,50", "25."} {
			wantError(t, form(amount, "form-"+amount), http.StatusBadRequest, "ERR_VALIDATION", map[string]string{"amount": "malformed-request"})
		}
		wantError(t, form("0", "form-0"), http.StatusBadRequest, "ERR_VALIDATION", map[string]string{"amount": "out-of-range"})
		var co checkoutView
		b.get("/api/checkout").decode(t, &co)
		if len(co.GiftCards) != 0 {
			t.Fatalf("a refused amount left a hold: %+v", co.GiftCards)
		}

		// 25.5 as a JSON number and 25 as a form field are held to the cent.
		wantOK(t, send(`25.5`, "strict-ok-1"), http.StatusOK)
		tok = token()
		wantOK(t, form(" 25 ", "strict-ok-2"), http.StatusOK)
		b.get("/api/checkout").decode(t, &co)
		if len(co.GiftCards) != 2 || co.GiftCards[0].Amount.Value != 25.5 || co.GiftCards[1].Amount.Value != 25 ||
			co.GiftCards[1].Balance.Value != 49.5 {
			t.Fatalf("holds %+v", co.GiftCards)
		}
		for _, seq := range []string{"2", "1"} {
			wantOK(t, b.json(http.MethodDelete, "/api/checkout/gift-card/"+seq, map[string]any{}), http.StatusOK)
		}
	})
}

// updateConsignment takes a carrier from the list only, and staff's free text as one line of plain
// text (docs/validation.md#staff-free-text, docs/staff.md#moving-a-consignment).
func TestConsignmentCarrierFromTheList(t *testing.T) {
	eachAfterEngine(t, func(t *testing.T, ts *testShop) {
		x := find(t, ts.st, 1, "in-stock product", func(x pick) bool { return inStock(x) && x.online >= 3 })[0]
		b := readyGuest(t, ts, x)
		wantOK(t, b.json(http.MethodPost, "/api/checkout/payment-mode", map[string]any{"mode": "card"}), http.StatusOK)
		code := wantPlaced(t, b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": b.tokenize("4242 4242 4242 4242"),
			"idempotencyKey": "key-" + t.Name()})).OrderCode
		cons := trackOK(t, b, code, "ada@example.com").Consignments[0].Code
		f := staffBrowser(t, ts, staff.Fulfilment)
		wantOK(t, move(f, code, cons, "picked", nil), http.StatusOK)
		for _, tc := range []struct {
			carrier, tracking string
			fields            map[string]string
		}{
			{"fedex", "33WAT0001", map[string]string{"carrier": "malformed-request"}},
			{"Australia Post", "33WAT0001", map[string]string{"carrier": "malformed-request"}},
			{"<script>", "33WAT0001", map[string]string{"carrier": "malformed-request"}},
			{"auspost", "33WAT\n0001", map[string]string{"trackingNumber": "invalid-format"}},
			{"auspost", "<b>1</b>", map[string]string{"trackingNumber": "invalid-format"}},
			{"auspost", strings.Repeat("7", 41), map[string]string{"trackingNumber": "invalid-length"}},
			{"", "33WAT0001", map[string]string{"carrier": "missing-args"}},
		} {
			r := move(f, code, cons, "shipped", map[string]any{"carrier": tc.carrier, "trackingNumber": tc.tracking})
			wantError(t, r, http.StatusBadRequest, "ERR_VALIDATION", tc.fields)
			if len(r.Error.Fields) != len(tc.fields) {
				t.Fatalf("%q %q: fields %v", tc.carrier, tc.tracking, r.Error.Fields)
			}
		}
		if v := trackOK(t, b, code, "ada@example.com"); v.Consignments[0].Status != "picked" {
			t.Fatalf("a refused move moved it: %+v", v.Consignments[0])
		}
		wantError(t, move(f, code, cons, "cancelled", map[string]any{"reason": "Broken <b>badly</b>"}), http.StatusBadRequest,
			"ERR_VALIDATION", map[string]string{"reason": "invalid-format"})
		wantOK(t, move(f, code, cons, "shipped", map[string]any{"carrier": "toll", "trackingNumber": " 33WAT-0001 "}), http.StatusOK)
		v := trackOK(t, b, code, "ada@example.com")
		if c := v.Consignments[0]; c.Status != "shipped" || c.Carrier != "toll" || c.TrackingNumber != "33WAT-0001" ||
			!strings.HasPrefix(c.TrackingURL, "https://www.mytoll.com/") {
			t.Fatalf("shipped: %+v", c)
		}
	})
}

// addStaff takes a name as one line of plain text of at most 100 characters.
func TestAddStaffNameIsPlainText(t *testing.T) {
	eachAfterEngine(t, func(t *testing.T, ts *testShop) {
		a := staffBrowser(t, ts, staff.Admin)
		for name, key := range map[string]string{
			"Sam\nEvil":                 "invalid-format",
			"<img src=x onerror=alert>": "invalid-format",
			strings.Repeat("a", 101):    "invalid-length",
		} {
			wantError(t, a.json(http.MethodPost, "/api/staff/members", map[string]any{"email": "strict.name@example.com", "name": name, "role": "fulfilment"}),
				http.StatusBadRequest, "ERR_VALIDATION", map[string]string{"name": key})
		}
	})
}

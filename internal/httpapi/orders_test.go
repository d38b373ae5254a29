package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/staff"
)

// The order's life after checkout over HTTP (docs/orders.md), on both engines: the demo customer's
// history, a guest's order tracked, shipped by staff, returned and refunded, every return error,
// the lookup throttle and the staff role matrix. Each answer is held to the OpenAPI document.

var (
	afterShopsMu sync.Mutex
	afterShops   = map[string]*testShop{}
)

// afterShop is the shop these tests share on engine: its clock does not move.
func afterShop(t *testing.T, engine string) *testShop {
	t.Helper()
	afterShopsMu.Lock()
	defer afterShopsMu.Unlock()
	if ts, ok := afterShops[engine]; ok {
		return ts
	}
	ts := startShop(t, holder, engine, func(c *config.Config) { c.DemoSize = 60 })
	afterShops[engine] = ts
	return ts
}

func eachAfterEngine(t *testing.T, fn func(t *testing.T, ts *testShop)) {
	t.Helper()
	for _, name := range engineNames() {
		t.Run(name, func(t *testing.T) { fn(t, afterShop(t, name)) })
	}
}

type moneyView struct {
	Value          float64 `json:"value"`
	FormattedValue string  `json:"formattedValue"`
}

type consignmentView struct {
	Code           string `json:"code"`
	Label          string `json:"label"`
	Status         string `json:"status"`
	Carrier        string `json:"carrier"`
	TrackingNumber string `json:"trackingNumber"`
	TrackingURL    string `json:"trackingUrl"`
	Entries        []struct {
		EntryNumber int `json:"entryNumber"`
		Quantity    int `json:"quantity"`
	} `json:"entries"`
}

type orderDataView struct {
	Code    string `json:"code"`
	Status  string `json:"status"`
	Entries []struct {
		EntryNumber        int    `json:"entryNumber"`
		ProductCode        string `json:"productCode"`
		Quantity           int    `json:"quantity"`
		ReturnableQuantity int    `json:"returnableQuantity"`
	} `json:"entries"`
	Consignments []consignmentView `json:"consignments"`
	Returns      []struct {
		ReturnCode      string    `json:"returnCode"`
		Status          string    `json:"status"`
		EstimatedRefund moneyView `json:"estimatedRefund"`
		Refunds         []struct {
			Text   string `json:"text"`
			Status string `json:"status"`
			Reason string `json:"reason"`
		} `json:"refunds"`
	} `json:"returns"`
	Total    moneyView `json:"total"`
	Refunded moneyView `json:"refunded"`
}

func TestOrderHistoryOfTheDemoCustomer(t *testing.T) {
	eachAfterEngine(t, func(t *testing.T, ts *testShop) {
		b := newBrowser(t, ts.srv)
		wantError(t, b.get("/api/customer/orders"), http.StatusUnauthorized, "ERR_LOGIN_REQUIRED", nil)
		wantOK(t, b.signIn(account.DemoEmail, account.DemoPassword), http.StatusOK)
		var list struct {
			Orders []struct {
				Type       string         `json:"type"`
				Code       string         `json:"code"`
				Placed     string         `json:"placed"`
				PlacedDate string         `json:"placedDate"`
				Status     string         `json:"status"`
				Order      *orderDataView `json:"order"`
				Receipt    *struct {
					Items []struct{ Name string } `json:"items"`
				} `json:"receipt"`
			} `json:"orders"`
			Savings moneyView `json:"savings"`
		}
		r := b.get("/api/customer/orders")
		wantOK(t, r, http.StatusOK)
		r.decode(t, &list)
		statuses := map[string]bool{}
		types := map[string]int{}
		var twoParts, receiptCode, onlineCode string
		for i, o := range list.Orders {
			types[o.Type]++
			if i > 0 && o.Placed > list.Orders[i-1].Placed {
				t.Fatalf("not newest first: %s after %s", o.Placed, list.Orders[i-1].Placed)
			}
			if len(o.PlacedDate) != 10 || o.PlacedDate[2] != '/' {
				t.Fatalf("placedDate %q is not DD/MM/YYYY", o.PlacedDate)
			}
			switch o.Type {
			case "online":
				statuses[o.Status] = true
				onlineCode = o.Code
				if len(o.Order.Consignments) == 2 && twoParts == "" {
					twoParts = o.Code
					if c := o.Order.Consignments[1]; c.Label != "Shipment 2 of 2" || c.Code != o.Code+"-2" || len(c.Entries) == 0 {
						t.Fatalf("second consignment = %+v", c)
					}
				}
				for _, c := range o.Order.Consignments {
					if c.Status == "shipped" && (c.Carrier == "" || c.TrackingNumber == "" || !strings.HasPrefix(c.TrackingURL, "https://")) {
						t.Fatalf("shipped without tracking: %+v", c)
					}
				}
			case "store":
				receiptCode = o.Code
				if o.Receipt == nil || len(o.Receipt.Items) == 0 {
					t.Fatalf("store purchase without its receipt: %+v", o)
				}
			}
		}
		for _, s := range []string{"placed", "processing", "partlyShipped", "shipped", "readyForCollection", "collected", "cancelled"} {
			if !statuses[s] {
				t.Errorf("no demo order %s (have %v)", s, statuses)
			}
		}
		if types["online"] < 8 || types["store"] < 3 || twoParts == "" || list.Savings.Value <= 0 {
			t.Fatalf("history: %v, two parts %q, savings %+v", types, twoParts, list.Savings)
		}
		var three struct {
			Orders []any `json:"orders"`
		}
		b.get("/api/customer/orders?limit=3").decode(t, &three)
		if len(three.Orders) != 3 {
			t.Fatalf("limit 3 gave %d", len(three.Orders))
		}
		wantFields(t, b.get("/api/customer/orders?limit=0"), map[string]string{"limit": "malformed-request"})

		var one struct {
			Order orderDataView `json:"order"`
		}
		b.get("/api/orders/"+twoParts).decode(t, &one)
		if one.Order.Code != twoParts || len(one.Order.Consignments) != 2 {
			t.Fatalf("getOrder = %+v", one.Order)
		}
		var recent struct {
			Order *orderDataView `json:"order"`
		}
		b.get("/api/customer/orders/most-recent").decode(t, &recent)
		if recent.Order == nil || recent.Order.Code != list.Orders[0].Code && list.Orders[0].Type == "online" {
			t.Fatalf("most recent = %+v", recent.Order)
		}
		var rc struct {
			Receipt struct {
				Code     string `json:"code"`
				Payments []struct {
					Type string `json:"type"`
				} `json:"payments"`
			} `json:"receipt"`
			Barcode string `json:"barcode"`
			ABN     string `json:"abn"`
		}
		r = b.get("/api/customer/receipts/" + receiptCode)
		wantOK(t, r, http.StatusOK)
		r.decode(t, &rc)
		if rc.Receipt.Code != receiptCode || len(rc.Receipt.Payments) == 0 || !strings.HasPrefix(rc.Barcode, "<svg") ||
			!strings.Contains(rc.Barcode, receiptCode) || rc.ABN != config.Default().ABN || rc.ABN == "" {
			t.Fatalf("receipt = %+v barcode %.60q", rc.Receipt, rc.Barcode)
		}

		// Another customer sees none of it.
		c := register(t, ts.srv, "other", "Correct-Horse-42")
		wantError(t, c.get("/api/orders/"+onlineCode), http.StatusNotFound, "ERR_ORDER_NOT_FOUND", nil)
		wantError(t, c.get("/api/customer/receipts/"+receiptCode), http.StatusNotFound, "ERR_ORDER_NOT_FOUND", nil)
		var none struct {
			Orders []any `json:"orders"`
		}
		c.get("/api/customer/orders").decode(t, &none)
		var nothing struct {
			Order *orderDataView `json:"order"`
		}
		c.get("/api/customer/orders/most-recent").decode(t, &nothing)
		if len(none.Orders) != 0 || nothing.Order != nil {
			t.Fatalf("a new customer's history: %v %v", none.Orders, nothing.Order)
		}
	})
}

// staffBrowser is a browser signed in as the demo staff member of role.
func staffBrowser(t *testing.T, ts *testShop, role staff.Role) *browser {
	t.Helper()
	b := newBrowser(t, ts.srv)
	for _, m := range staff.DemoMembers {
		if m.Role == role {
			wantOK(t, b.json(http.MethodPost, "/api/staff/sign-in", map[string]any{"email": m.Email, "password": staff.DemoPassword}), http.StatusOK)
			return b
		}
	}
	t.Fatalf("no demo staff of role %s", role)
	return nil
}

func track(b *browser, code, email string) resp {
	return b.json(http.MethodPost, "/api/orders/track", map[string]any{"orderId": code, "email": email})
}

func trackOK(t *testing.T, b *browser, code, email string) orderDataView {
	t.Helper()
	r := track(b, code, email)
	wantOK(t, r, http.StatusOK)
	var v struct {
		OrderData orderDataView `json:"orderData"`
	}
	r.decode(t, &v)
	return v.OrderData
}

// trackUntil tracks an order until done says so (the refund jobs run after their change commits),
// for 10 seconds at most.
func trackUntil(t *testing.T, b *browser, code, email string, done func(orderDataView) bool) orderDataView {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		v := trackOK(t, b, code, email)
		if done(v) {
			return v
		}
		if time.Now().After(deadline) {
			t.Fatalf("order %s after 10 s: %+v", code, v)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func move(b *browser, order, consignment, status string, extra map[string]any) resp {
	body := map[string]any{"orderCode": order, "consignmentCode": consignment, "status": status}
	for k, v := range extra {
		body[k] = v
	}
	return b.json(http.MethodPost, "/api/staff/consignments/update", body)
}

func manualAddress() map[string]any {
	return map[string]any{"firstName": "Ada", "lastName": "Lovelace", "phone": "0412345678", "email": "ada@example.com",
		"line1": "12 High Street", "town": "Kew", "state": "VIC", "postalCode": "3101", "location": "Kew VIC 3101"}
}

func returnBody(code string, entries []map[string]any, address map[string]any) map[string]any {
	return map[string]any{"orderId": code, "email": "ada@example.com", "returnEntries": entries, "address": address}
}

func TestGuestOrderShippedTrackedReturnedRefunded(t *testing.T) {
	eachAfterEngine(t, func(t *testing.T, ts *testShop) {
		x := find(t, ts.st, 1, "in-stock product", func(x pick) bool { return inStock(x) && x.online >= 3 })[0]
		b := readyGuest(t, ts, x)
		b.mustAdd(item{"productCode": x.v.Code}) // a second unit
		wantOK(t, b.json(http.MethodPost, "/api/checkout/payment-mode", map[string]any{"mode": "card"}), http.StatusOK)
		placed := wantPlaced(t, b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": b.tokenize("4242 4242 4242 4242"),
			"idempotencyKey": "key-" + t.Name()}))
		code := placed.OrderCode

		// A guest looks it up: fields checked, a wrong pair and an unknown number answer alike.
		g := newBrowser(t, ts.srv)
		wantFields(t, track(g, " ", ""), map[string]string{"orderId": "invalid-order-number", "email": "invalid-email-address"})
		wantFields(t, track(g, "12ab", "ada@example.com"), map[string]string{"orderId": "invalid-order-number"})
		wrong := track(g, code, "someone@example.com")
		wantError(t, wrong, http.StatusNotFound, "ERR_ORDER_NOT_FOUND", nil)
		unknown := track(g, "99999999", "ada@example.com")
		wantError(t, unknown, http.StatusNotFound, "ERR_ORDER_NOT_FOUND", nil)
		if wrong.Error.Message != unknown.Error.Message {
			t.Fatalf("a wrong e-mail and an unknown number answer differently: %q / %q", wrong.Error.Message, unknown.Error.Message)
		}
		v := trackOK(t, g, " "+code+" ", " ADA@example.com ")
		if v.Status != "placed" || len(v.Consignments) != 1 || v.Consignments[0].Status != "placed" || v.Entries[0].ReturnableQuantity != 0 {
			t.Fatalf("tracked = %+v", v)
		}
		cons := v.Consignments[0].Code
		var full struct {
			OrderData struct {
				BillingAddress  *struct{ Line1 string } `json:"billingAddress"`
				DeliveryAddress *struct {
					Line1, Phone, Town string
				} `json:"deliveryAddress"`
				Payments []struct{ Last4 string } `json:"payments"`
			} `json:"orderData"`
		}
		track(g, code, "ada@example.com").decode(t, &full)
		if d := full.OrderData; d.BillingAddress != nil || d.DeliveryAddress == nil || d.DeliveryAddress.Line1 != "" ||
			d.DeliveryAddress.Phone != "" || d.DeliveryAddress.Town != "Kew" || d.Payments[0].Last4 != "" {
			t.Fatalf("a guest sees too much or too little: %+v", d)
		}

		// Nothing can be returned before it ships.
		r := g.json(http.MethodPost, "/api/returns", returnBody(code, []map[string]any{{"productCode": x.v.Code, "returnQty": 1,
			"reasonForReturn": "changed-mind"}}, manualAddress()))
		wantError(t, r, http.StatusUnprocessableEntity, "ERR_RETURN_INVALID", nil)
		if r.Error.Message != "Return order is invalid" {
			t.Fatalf("message %q", r.Error.Message)
		}

		// Staff move it on: a shopper and a visitor cannot.
		wantError(t, move(b, code, cons, "picked", nil), http.StatusForbidden, "ERR_FORBIDDEN", nil)
		f := staffBrowser(t, ts, staff.Fulfilment)
		var queue struct {
			Consignments []struct {
				OrderCode   string          `json:"orderCode"`
				Consignment consignmentView `json:"consignment"`
			} `json:"consignments"`
			Total int `json:"total"`
		}
		f.get("/api/staff/consignments?status=placed&storeNumber=online&page=1").decode(t, &queue)
		seen := false
		for _, q := range queue.Consignments {
			seen = seen || q.Consignment.Code == cons
		}
		if !seen && queue.Total <= 50 {
			t.Fatalf("the queue lacks %s: %+v", cons, queue)
		}
		wantError(t, move(f, code, cons, "shipped", map[string]any{"carrier": "auspost", "trackingNumber": "X1"}),
			http.StatusConflict, "ERR_CONSIGNMENT_MOVE_NOT_ALLOWED", nil)
		wantOK(t, move(f, code, cons, "picked", nil), http.StatusOK)
		wantOK(t, move(f, code, cons, "picked", nil), http.StatusOK) // a double click
		wantError(t, move(f, code, cons, "readyForCollection", nil), http.StatusConflict, "ERR_CONSIGNMENT_MOVE_NOT_ALLOWED", nil)
		wantFields(t, move(f, code, cons, "shipped", map[string]any{"carrier": "auspost"}), map[string]string{"trackingNumber": "missing-args"})
		wantOK(t, move(f, code, cons, "shipped", map[string]any{"carrier": "auspost", "trackingNumber": "33WAT0001"}), http.StatusOK)
		v = trackOK(t, g, code, "ada@example.com")
		if v.Status != "shipped" || v.Consignments[0].TrackingNumber != "33WAT0001" || v.Entries[0].ReturnableQuantity != 2 {
			t.Fatalf("after shipping: %+v", v)
		}
		// The e-mail names the carrier as people know it, not by its code.
		if m := waitMail(t, ts.srv, "ada@example.com", "is on its way", 1); !strings.Contains(m.Text, "has left us with Australia Post") {
			t.Fatalf("the shipped e-mail:\n%s", m.Text)
		}

		// The returns portal: the order, the reasons, every error.
		var found struct {
			OrderData     orderDataView                 `json:"orderData"`
			RefundReasons []struct{ Code, Name string } `json:"refundReasons"`
		}
		r = g.json(http.MethodPost, "/api/returns/search", map[string]any{"orderId": code, "email": "ada@example.com"})
		wantOK(t, r, http.StatusOK)
		r.decode(t, &found)
		if len(found.RefundReasons) < 3 || found.OrderData.Entries[0].ReturnableQuantity != 2 {
			t.Fatalf("search = %+v", found)
		}
		item := func(q any, reason string) []map[string]any {
			return []map[string]any{{"productCode": x.v.Code, "returnQty": q, "reasonForReturn": reason}}
		}
		cases := []struct {
			name    string
			body    map[string]any
			message string
			fields  map[string]string
		}{
			{"too many", returnBody(code, item(3, "changed-mind"), manualAddress()), "Incorrect quantity",
				map[string]string{"returnEntries[0].returnQty": "Incorrect quantity"}},
			{"no reason", returnBody(code, item(1, ""), manualAddress()), "Please select return reason",
				map[string]string{"returnEntries[0].reasonForReturn": "Please select return reason"}},
			{"nothing chosen", returnBody(code, item(0, ""), manualAddress()), "Please select at least one return item from the order",
				map[string]string{"returnEntries": "Please select at least one return item from the order"}},
			{"no address", returnBody(code, item(1, "faulty"), map[string]any{"firstName": "Ada", "lastName": "Lovelace",
				"phone": "0412345678", "email": "ada@example.com", "line1": "12 High Street"}), "Please select a valid address",
				map[string]string{"town": "missing-args", "state": "missing-args", "postalCode": "missing-args", "location": "location-error",
					"singleLineLabel": "single-line-address-error"}},
			{"no shipping details", returnBody(code, item(1, "faulty"), map[string]any{"line1": "12 High Street", "town": "Kew",
				"state": "VIC", "postalCode": "3101"}), "Shipping information is invalid",
				map[string]string{"firstName": "missing-args", "lastName": "missing-args", "phone": "missing-args", "email": "missing-args"}},
			{"an address the finder never gave", returnBody(code, item(1, "faulty"), map[string]any{"firstName": "Ada", "lastName": "Lovelace",
				"phone": "0412345678", "email": "ada@example.com", "singleLineLabel": "1 Nowhere St", "id": "made-up"}),
				"Please select a valid address", map[string]string{"singleLineLabel": "single-line-address-error"}},
		}
		for _, tc := range cases {
			r := g.json(http.MethodPost, "/api/returns", tc.body)
			wantFields(t, r, tc.fields)
			if r.Error.Message != tc.message {
				t.Fatalf("%s: message %q, want %q", tc.name, r.Error.Message, tc.message)
			}
		}

		// One unit back, then the second: never more than bought.
		r = g.json(http.MethodPost, "/api/returns", returnBody(code, item(1, "wrong-size"), manualAddress()))
		wantOK(t, r, http.StatusCreated)
		var after struct {
			OrderData orderDataView `json:"orderData"`
		}
		r.decode(t, &after)
		ret := after.OrderData.Returns
		if len(ret) != 1 || ret[0].Status != "requested" || ret[0].EstimatedRefund.Value <= 0 || after.OrderData.Entries[0].ReturnableQuantity != 1 {
			t.Fatalf("after the return: %+v", after.OrderData)
		}
		waitMail(t, ts.srv, "ada@example.com", "Your return "+ret[0].ReturnCode, 1)
		wantFields(t, g.json(http.MethodPost, "/api/returns", returnBody(code, item(2, "wrong-size"), manualAddress())),
			map[string]string{"returnEntries[0].returnQty": "Incorrect quantity"})

		// Staff receive it; a fulfilment member cannot refund; customer service can.
		wantError(t, f.json(http.MethodPost, "/api/staff/returns/refund", map[string]any{"returnCode": ret[0].ReturnCode}),
			http.StatusForbidden, "ERR_FORBIDDEN", nil)
		cs := staffBrowser(t, ts, staff.CustomerService)
		wantError(t, cs.json(http.MethodPost, "/api/staff/returns/refund", map[string]any{"returnCode": ret[0].ReturnCode}),
			http.StatusConflict, "ERR_NOT_READY", nil)
		wantOK(t, f.json(http.MethodPost, "/api/staff/returns/receive", map[string]any{"returnCode": ret[0].ReturnCode}), http.StatusOK)
		var asked struct {
			Return struct {
				Status  string `json:"status"`
				Refunds []struct {
					Status string `json:"status"`
				} `json:"refunds"`
			} `json:"return"`
		}
		r = cs.json(http.MethodPost, "/api/staff/returns/refund", map[string]any{"returnCode": ret[0].ReturnCode})
		wantOK(t, r, http.StatusOK)
		r.decode(t, &asked)
		// Refunding until the card's provider confirms (the refund job, after commit).
		if asked.Return.Status != "refunding" || len(asked.Return.Refunds) != 1 || asked.Return.Refunds[0].Status != "pending" {
			t.Fatalf("refunded before the provider answered: %+v", asked.Return)
		}
		wantOK(t, cs.json(http.MethodPost, "/api/staff/returns/refund", map[string]any{"returnCode": ret[0].ReturnCode}), http.StatusOK)
		v = trackUntil(t, g, code, "ada@example.com", func(v orderDataView) bool { return v.Returns[0].Status != "refunding" })
		if v.Returns[0].Status != "refunded" || v.Refunded.Value != ret[0].EstimatedRefund.Value || len(v.Returns[0].Refunds) != 1 ||
			!strings.HasPrefix(v.Returns[0].Refunds[0].Text, "Credit or debit card: $") || v.Returns[0].Refunds[0].Status != "refunded" {
			t.Fatalf("after the refund: %+v", v)
		}
		waitMail(t, ts.srv, "ada@example.com", "refunded", 1)
		// The refund reached the card sandbox (the refund_payment job, after commit).
		stored, err := ts.st.Order(context.Background(), code)
		if err != nil {
			t.Fatal(err)
		}
		ref := strings.TrimPrefix(stored.Details.Payments[0].Ref, "auth_")
		want := int64(math.Round(ret[0].EstimatedRefund.Value * 100))
		deadline := time.Now().Add(5 * time.Second)
		for {
			rec, err := ts.st.SandboxRecord(context.Background(), "auth", ref, time.Now())
			var auth struct {
				Refunded int64 `json:"refunded"`
			}
			if err == nil {
				_ = json.Unmarshal(rec.Data, &auth)
			}
			if auth.Refunded == want {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("the card sandbox has %d refunded on %s (%v), want %d", auth.Refunded, ref, err, want)
			}
			time.Sleep(50 * time.Millisecond)
		}

		// The whole audit trail is on the staff's order page.
		var so struct {
			Audit []struct{ Actor, Action string } `json:"audit"`
		}
		cs.get("/api/staff/orders/"+code).decode(t, &so)
		actions := map[string]bool{}
		for _, a := range so.Audit {
			actions[a.Action] = true
		}
		for _, a := range []string{"consignment.picked", "consignment.shipped", "return.requested", "return.received", "return.refund_requested",
			"return.refunded"} {
			if !actions[a] {
				t.Fatalf("audit lacks %s: %+v", a, so.Audit)
			}
		}
	})
}

func TestStaffCancelPutsStockBackAndRefunds(t *testing.T) {
	eachAfterEngine(t, func(t *testing.T, ts *testShop) {
		x := find(t, ts.st, 1, "in-stock product", inStock)[0]
		b := readyGuest(t, ts, x)
		before := onlineUnits(t, ts, x.v.Code)
		wantOK(t, b.json(http.MethodPost, "/api/checkout/payment-mode", map[string]any{"mode": "card"}), http.StatusOK)
		code := wantPlaced(t, b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": b.tokenize("4242 4242 4242 4242"),
			"idempotencyKey": "key-" + t.Name()})).OrderCode
		if got := onlineUnits(t, ts, x.v.Code); got != before-1 {
			t.Fatalf("stock after the order %d, want %d", got, before-1)
		}
		m := staffBrowser(t, ts, staff.Manager)
		wantFields(t, move(m, code, code+"-1", "cancelled", nil), map[string]string{"reason": "missing-args"})
		wantError(t, move(m, code, code+"-9", "picked", nil), http.StatusNotFound, "ERR_ORDER_NOT_FOUND", nil)
		wantOK(t, move(m, code, code+"-1", "cancelled", map[string]any{"reason": "Damaged in the warehouse"}), http.StatusOK)
		if got := onlineUnits(t, ts, x.v.Code); got != before {
			t.Fatalf("stock after the cancellation %d, want %d", got, before)
		}
		// Refunded once the card's provider confirmed it (the refund job).
		v := trackUntil(t, b, code, "ada@example.com", func(v orderDataView) bool { return v.Refunded.Value == v.Total.Value })
		if v.Status != "cancelled" {
			t.Fatalf("cancelled order = %+v", v)
		}
		waitMail(t, ts.srv, "ada@example.com", "was cancelled", 1)
		wantError(t, move(m, code, code+"-1", "picked", nil), http.StatusConflict, "ERR_CONSIGNMENT_MOVE_NOT_ALLOWED", nil)
	})
}

// TestStaffRoleMatrix calls every staff operation as every role, a customer and a visitor: the
// ones a role may not call answer 403 ERR_FORBIDDEN, the others anything else.
func TestStaffRoleMatrix(t *testing.T) {
	ts := afterShop(t, engineNames()[0])
	calls := map[string]func(b *browser) resp{
		"getStaffSession":      func(b *browser) resp { return b.get("/api/staff/session") },
		"listFulfilmentOrders": func(b *browser) resp { return b.get("/api/staff/consignments") },
		"getStaffOrder":        func(b *browser) resp { return b.get("/api/staff/orders/1") },
		"updateConsignment": func(b *browser) resp {
			return move(b, "1", "1-1", "picked", nil)
		},
		"listReturns": func(b *browser) resp { return b.get("/api/staff/returns") },
		"receiveReturn": func(b *browser) resp {
			return b.json(http.MethodPost, "/api/staff/returns/receive", map[string]any{"returnCode": "R1-1"})
		},
		"refundReturn": func(b *browser) resp {
			return b.json(http.MethodPost, "/api/staff/returns/refund", map[string]any{"returnCode": "R1-1"})
		},
		"listStaff": func(b *browser) resp { return b.get("/api/staff/members") },
		"addStaff": func(b *browser) resp {
			return b.json(http.MethodPost, "/api/staff/members", map[string]any{"email": "x", "role": "nobody"})
		},
		"importReceipts": func(b *browser) resp {
			return b.json(http.MethodPost, "/api/staff/receipts", map[string]any{"receipts": []any{map[string]any{"receipt": "1"}}})
		},
		"changeStaffPassword": func(b *browser) resp {
			return b.json(http.MethodPost, "/api/staff/password", map[string]any{"currentPassword": "wrong", "password": "x"})
		},
		"disableStaff": func(b *browser) resp {
			return b.json(http.MethodPost, "/api/staff/members/disable", map[string]any{"email": "nobody@wattle.example"})
		},
		"staffSignOut":   func(b *browser) resp { return b.json(http.MethodPost, "/api/staff/sign-out", map[string]any{}) },
		"findMembership": func(b *browser) resp { return b.get("/api/staff/memberships?email=nobody@example.com") },
		"staffCancelMembership": func(b *browser) resp {
			return b.json(http.MethodPost, "/api/staff/memberships/cancel", map[string]any{"email": "nobody@example.com"})
		},
		"extendMembershipTrial": func(b *browser) resp {
			return b.json(http.MethodPost, "/api/staff/memberships/extend-trial", map[string]any{"email": "nobody@example.com", "days": 7})
		},
	}
	ops := staff.Operations()
	for _, op := range ops {
		if calls[op] == nil {
			t.Fatalf("no call for staff operation %s", op)
		}
	}
	who := map[string]func() *browser{
		"visitor": func() *browser { return newBrowser(t, ts.srv) },
		"customer": func() *browser {
			b := newBrowser(t, ts.srv)
			wantOK(t, b.signIn(account.DemoEmail, account.DemoPassword), http.StatusOK)
			b.session()
			return b
		},
	}
	for _, r := range staff.Roles {
		who[string(r)] = func() *browser { return staffBrowser(t, ts, r) }
	}
	for name, mk := range who {
		b := mk()
		role, _ := staff.ParseRole(name)
		for op, call := range calls {
			if op == "staffSignOut" {
				continue // last: it ends the session
			}
			r := call(b)
			allowed := role != "" && staff.Allowed(role, op)
			forbidden := r.status == http.StatusForbidden && r.Error.Code == "ERR_FORBIDDEN"
			if allowed == forbidden {
				t.Errorf("%s calling %s: %d %s (allowed %v)", name, op, r.status, r.Error.Code, allowed)
			}
		}
		r := calls["staffSignOut"](b)
		if ok := role != ""; ok != r.Success {
			t.Errorf("%s signing out: %d %s", name, r.status, r.Error.Code)
		}
		if role != "" {
			wantError(t, b.get("/api/staff/session"), http.StatusForbidden, "ERR_FORBIDDEN", nil)
		}
	}
}

func TestStaffSignInAndAccounts(t *testing.T) {
	ts := afterShop(t, engineNames()[0])
	b := newBrowser(t, ts.srv)
	wantError(t, b.json(http.MethodPost, "/api/staff/sign-in", map[string]any{"email": "admin@wattle.example", "password": "nope"}),
		http.StatusUnauthorized, "ERR_LOGIN_BAD_CREDENTIALS", nil)
	// A customer's password is not a staff password.
	wantError(t, b.json(http.MethodPost, "/api/staff/sign-in", map[string]any{"email": account.DemoEmail, "password": account.DemoPassword}),
		http.StatusUnauthorized, "ERR_LOGIN_BAD_CREDENTIALS", nil)
	a := staffBrowser(t, ts, staff.Admin)
	email := fmt.Sprintf("new.%s@wattle.example", strings.ToLower(engineNames()[0]))
	r := a.json(http.MethodPost, "/api/staff/members", map[string]any{"email": email, "role": "fulfilment", "name": "Nell New"})
	wantOK(t, r, http.StatusCreated)
	var added struct {
		InitialPassword string `json:"initialPassword"`
	}
	r.decode(t, &added)
	wantError(t, a.json(http.MethodPost, "/api/staff/members", map[string]any{"email": email, "role": "fulfilment"}),
		http.StatusConflict, "ERR_CONFLICT", nil)
	n := newBrowser(t, ts.srv)
	wantOK(t, n.json(http.MethodPost, "/api/staff/sign-in", map[string]any{"email": email, "password": added.InitialPassword}), http.StatusOK)
	var sess struct {
		Staff      struct{ Email, Role string } `json:"staff"`
		Operations []string                     `json:"operations"`
	}
	n.get("/api/staff/session").decode(t, &sess)
	if sess.Staff.Role != "fulfilment" || len(sess.Operations) == 0 {
		t.Fatalf("session = %+v", sess)
	}
	for _, op := range sess.Operations {
		if op == "refundReturn" || op == "addStaff" {
			t.Fatalf("fulfilment may %s", op)
		}
	}
	// Five wrong passwords lock it.
	for i := range 5 {
		r := newBrowser(t, ts.srv).json(http.MethodPost, "/api/staff/sign-in", map[string]any{"email": email, "password": "wrong"})
		if i < 4 && r.Error.Code != "ERR_LOGIN_BAD_CREDENTIALS" || i == 4 && r.Error.Code != "ERR_LOGIN_ACCOUNT_LOCKED" {
			t.Fatalf("attempt %d: %d %s", i+1, r.status, r.Error.Code)
		}
	}
	wantError(t, newBrowser(t, ts.srv).json(http.MethodPost, "/api/staff/sign-in", map[string]any{"email": email, "password": added.InitialPassword}),
		http.StatusForbidden, "ERR_LOGIN_ACCOUNT_LOCKED", nil)

	// A member changes their password (this browser stays signed in); an admin disables one.
	email2 := "second." + email
	r = a.json(http.MethodPost, "/api/staff/members", map[string]any{"email": email2, "role": "customer-service"})
	wantOK(t, r, http.StatusCreated)
	r.decode(t, &added)
	m := newBrowser(t, ts.srv)
	wantOK(t, m.json(http.MethodPost, "/api/staff/sign-in", map[string]any{"email": email2, "password": added.InitialPassword}), http.StatusOK)
	wantError(t, m.json(http.MethodPost, "/api/staff/password", map[string]any{"currentPassword": "nope", "password": "Kookaburra-Laughs-77"}),
		http.StatusUnauthorized, "ERR_LOGIN_BAD_CREDENTIALS", map[string]string{"currentPassword": "invalid-password"})
	wantFields(t, m.json(http.MethodPost, "/api/staff/password", map[string]any{"currentPassword": added.InitialPassword, "password": "password"}),
		map[string]string{"password": "insecure-password"})
	wantOK(t, m.json(http.MethodPost, "/api/staff/password", map[string]any{"currentPassword": added.InitialPassword,
		"password": "Kookaburra-Laughs-77"}), http.StatusOK)
	wantOK(t, m.get("/api/staff/session"), http.StatusOK)
	wantOK(t, newBrowser(t, ts.srv).json(http.MethodPost, "/api/staff/sign-in", map[string]any{"email": email2, "password": "Kookaburra-Laughs-77"}),
		http.StatusOK)
	wantError(t, a.json(http.MethodPost, "/api/staff/members/disable", map[string]any{"email": "nobody@wattle.example"}),
		http.StatusNotFound, "ERR_NOT_FOUND", nil)
	wantOK(t, a.json(http.MethodPost, "/api/staff/members/disable", map[string]any{"email": email2}), http.StatusOK)
	wantError(t, m.get("/api/staff/session"), http.StatusForbidden, "ERR_FORBIDDEN", nil)
	wantError(t, newBrowser(t, ts.srv).json(http.MethodPost, "/api/staff/sign-in", map[string]any{"email": email2, "password": "Kookaburra-Laughs-77"}),
		http.StatusUnauthorized, "ERR_LOGIN_BAD_CREDENTIALS", nil)
}

// TestLookupThrottle: 20 failed lookups from one address in 10 minutes, and the next is refused
// even with the right pair; field errors do not count.
func TestLookupThrottle(t *testing.T) {
	ts := startShop(t, t, engineNames()[0], nil)
	g := newBrowser(t, ts.srv)
	for range 25 {
		wantFields(t, track(g, "", ""), map[string]string{"orderId": "invalid-order-number", "email": "invalid-email-address"})
	}
	for i := range 20 {
		wantError(t, track(g, fmt.Sprint(90000000+i), "nobody@example.com"), http.StatusNotFound, "ERR_ORDER_NOT_FOUND", nil)
	}
	r := g.json(http.MethodPost, "/api/returns/search", map[string]any{"orderId": "30000001", "email": account.DemoEmail})
	wantError(t, r, http.StatusTooManyRequests, "ERR_RATE_LIMITED", nil)
	ts.clock.Advance(11 * 60e9)
	wantOK(t, track(g, "30000001", account.DemoEmail), http.StatusOK)
}

func TestStaffImportsReceipts(t *testing.T) {
	ts := afterShop(t, engineNames()[0])
	c := register(t, ts.srv, "till", "Correct-Horse-42")
	rc := map[string]any{"receipt": "7700012345", "store": "0301", "storeName": "Wattle Richmond", "purchasedAt": "2026-11-20T03:04:05Z",
		"email": strings.ToUpper(c.email), "items": []map[string]any{{"productCode": "10000016", "name": "Linen Lamp", "quantity": 2,
			"unitPrice": 1250}}, "payments": []map[string]any{{"type": "eftpos", "amount": 2500}}}
	bad := map[string]any{"receipt": "x", "store": "1", "items": []any{}}
	var before struct {
		Orders []any `json:"orders"`
	}
	c.get("/api/customer/orders").decode(t, &before) // kept in the answer cache until the history changes
	if len(before.Orders) != 0 {
		t.Fatalf("a new customer's history: %v", before.Orders)
	}
	f := staffBrowser(t, ts, staff.Fulfilment)
	wantError(t, f.json(http.MethodPost, "/api/staff/receipts", map[string]any{"receipts": []any{rc}}), http.StatusForbidden, "ERR_FORBIDDEN", nil)
	m := staffBrowser(t, ts, staff.Manager)
	var res struct{ Read, Inserted, AlreadyThere, Attached, Rejected int }
	r := m.json(http.MethodPost, "/api/staff/receipts", map[string]any{"receipts": []any{rc, bad}})
	wantOK(t, r, http.StatusOK)
	r.decode(t, &res)
	if res.Inserted != 1 || res.Attached != 1 || res.Rejected != 1 {
		t.Fatalf("import = %+v", res)
	}
	m.json(http.MethodPost, "/api/staff/receipts", map[string]any{"receipts": []any{rc}}).decode(t, &res)
	if res.Inserted != 0 || res.AlreadyThere != 1 {
		t.Fatalf("import again = %+v", res)
	}
	var list struct {
		Orders []struct{ Type, Code string } `json:"orders"`
	}
	c.get("/api/customer/orders").decode(t, &list)
	if len(list.Orders) != 1 || list.Orders[0].Type != "store" || list.Orders[0].Code != "7700012345" {
		t.Fatalf("the customer's history: %+v", list.Orders)
	}
}

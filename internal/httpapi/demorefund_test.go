package httpapi_test

import (
	"context"
	"encoding/json"
	"math"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/staff"
)

// TestDemoOrdersRefundThroughTheSandbox: the demo customer's past orders were paid by real sandbox
// payments (authorised and captured for each order's total; the demo's refunds made there too), so
// a return of a demo order that staff refund reaches the card sandbox and succeeds, and the return
// says refunded only once the sandbox confirmed it (issue 27 item 6).
func TestDemoOrdersRefundThroughTheSandbox(t *testing.T) {
	for _, name := range engineNames() {
		t.Run(name, func(t *testing.T) {
			ts := startShop(t, t, name, func(c *config.Config) { c.DemoSize = 60 })
			b := newBrowser(t, ts.srv)
			wantOK(t, b.signIn(account.DemoEmail, account.DemoPassword), http.StatusOK)
			var list struct {
				Orders []struct {
					Type   string        `json:"type"`
					Code   string        `json:"code"`
					Status string        `json:"status"`
					Order  orderDataView `json:"order"`
				} `json:"orders"`
			}
			b.get("/api/customer/orders").decode(t, &list)
			var collected, cancelled, returned orderDataView
			for _, o := range list.Orders {
				if o.Type != "online" {
					continue
				}
				var one struct {
					Order orderDataView `json:"order"`
				}
				b.get("/api/orders/"+o.Code).decode(t, &one)
				// Each past order was charged the shop's own delivery fee for its basket: free home
				// delivery from $65 of goods, $9 below it, express $15, collection free.
				var fee struct {
					Order struct {
						DeliveryMode string    `json:"deliveryMode"`
						Subtotal     moneyView `json:"subtotal"`
						DeliveryFee  moneyView `json:"deliveryFee"`
					} `json:"order"`
				}
				b.get("/api/orders/"+o.Code).decode(t, &fee)
				want := map[string]float64{"CNC": 0, "ED": 15, "HD": 9}[fee.Order.DeliveryMode]
				if fee.Order.DeliveryMode == "HD" && fee.Order.Subtotal.Value >= 65 {
					want = 0
				}
				if fee.Order.DeliveryFee.Value != want {
					t.Errorf("order %s (%s, subtotal %v): delivery %v, want %v", o.Code, fee.Order.DeliveryMode,
						fee.Order.Subtotal.Value, fee.Order.DeliveryFee.Value, want)
				}
				switch {
				case o.Status == "collected":
					collected = one.Order
				case o.Status == "cancelled":
					cancelled = one.Order
				case len(one.Order.Returns) > 0:
					returned = one.Order
				}
			}
			if collected.Code == "" || cancelled.Code == "" || returned.Code == "" {
				t.Fatalf("the demo history lacks a collected, a cancelled or a returned order: %+v", list.Orders)
			}
			// Every demo payment is in the sandbox, captured; the demo's refunds were made there.
			for _, o := range []struct {
				v        orderDataView
				refunded float64
			}{{collected, 0}, {cancelled, cancelled.Total.Value}, {returned, returned.Returns[0].EstimatedRefund.Value}} {
				auth := sandboxAuth(t, ts, o.v.Code)
				if auth.Status != "approved" || auth.Amount != cents(o.v.Total.Value) || auth.Captured != auth.Amount ||
					auth.Refunded != cents(o.refunded) {
					t.Fatalf("order %s in the sandbox: %+v (total %v, refunded %v)", o.v.Code, auth, o.v.Total.Value, o.refunded)
				}
			}
			if r := returned.Returns[0]; r.Status != "refunded" || len(r.Refunds) != 1 || r.Refunds[0].Status != "refunded" ||
				returned.Refunded.Value != r.EstimatedRefund.Value {
				t.Fatalf("the demo's refunded return: %+v", returned)
			}
			if cancelled.Refunded.Value != cancelled.Total.Value {
				t.Fatalf("the demo's cancelled order: %+v", cancelled)
			}

			// Everything collected comes back through the returns portal; staff receive and refund it.
			g := newBrowser(t, ts.srv)
			var entries []map[string]any
			for _, e := range collected.Entries {
				entries = append(entries, map[string]any{"productCode": e.ProductCode, "returnQty": e.Quantity, "reasonForReturn": "changed-mind"})
			}
			body := returnBody(collected.Code, entries, manualAddress())
			body["email"] = account.DemoEmail
			r := g.json(http.MethodPost, "/api/returns", body)
			wantOK(t, r, http.StatusCreated)
			var after struct {
				OrderData orderDataView `json:"orderData"`
			}
			r.decode(t, &after)
			ret := after.OrderData.Returns[0]
			if ret.EstimatedRefund.Value != collected.Total.Value {
				t.Fatalf("everything back should refund the total: %+v", ret)
			}
			wantOK(t, staffBrowser(t, ts, staff.Fulfilment).json(http.MethodPost, "/api/staff/returns/receive",
				map[string]any{"returnCode": ret.ReturnCode}), http.StatusOK)
			cs := staffBrowser(t, ts, staff.CustomerService)
			var asked struct {
				Return struct {
					Status string `json:"status"`
				} `json:"return"`
			}
			r = cs.json(http.MethodPost, "/api/staff/returns/refund", map[string]any{"returnCode": ret.ReturnCode})
			wantOK(t, r, http.StatusOK)
			r.decode(t, &asked)
			if asked.Return.Status != "refunding" {
				t.Fatalf("refund answered %q before the sandbox confirmed", asked.Return.Status)
			}
			v := trackUntil(t, g, collected.Code, account.DemoEmail, func(v orderDataView) bool { return v.Returns[0].Status != "refunding" })
			if got := v.Returns[0]; got.Status != "refunded" || got.Refunds[0].Status != "refunded" || v.Refunded.Value != collected.Total.Value {
				t.Fatalf("the demo order's return after its refund job: %+v", v)
			}
			if auth := sandboxAuth(t, ts, collected.Code); auth.Refunded != auth.Captured {
				t.Fatalf("the sandbox refunded %d of %d", auth.Refunded, auth.Captured)
			}
			waitMail(t, ts.srv, account.DemoEmail, "We've refunded", 1)
		})
	}
}

// cents are dollars as the sandbox keeps them.
func cents(dollars float64) int64 { return int64(math.Round(dollars * 100)) }

type sandboxAuthData struct {
	Status   string `json:"status"`
	Amount   int64  `json:"amount"`
	Captured int64  `json:"captured"`
	Refunded int64  `json:"refunded"`
}

// sandboxAuth is the card sandbox's record of an order's payment (the gateway keeps it by the
// shop's reference: the payment's ref without "auth_").
func sandboxAuth(t *testing.T, ts *testShop, orderCode string) sandboxAuthData {
	t.Helper()
	o, err := ts.st.Order(context.Background(), orderCode)
	if err != nil || len(o.Details.Payments) != 1 {
		t.Fatalf("order %s: %+v, %v", orderCode, o.Details.Payments, err)
	}
	rec, err := ts.st.SandboxRecord(context.Background(), "auth", strings.TrimPrefix(o.Details.Payments[0].Ref, "auth_"), time.Now())
	if err != nil {
		t.Fatalf("order %s's payment %s is not in the sandbox: %v", orderCode, o.Details.Payments[0].Ref, err)
	}
	var a sandboxAuthData
	if err := json.Unmarshal(rec.Data, &a); err != nil {
		t.Fatal(err)
	}
	return a
}

package zip

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/payment/providerhttp"
	"github.com/wattle/storefront/internal/platform/money"
)

const testKey = "zip-test-key-7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a29"

type rec struct {
	Method, Path string
	Header       http.Header
	Body         map[string]any
	Raw          string
}

// fake imitates Zip's merchant API (2017-03-01) as documented: checkouts, charges (authorise,
// capture, cancel) and refunds, with Idempotency-Key replays.
type fake struct {
	t  *testing.T
	mu sync.Mutex

	reqs      []rec
	checkouts map[string]*fakeCheckout
	charges   map[string]*fakeCharge
	replays   map[string][]byte // "path key" → the first answer
	short     map[string]bool   // checkout id → the shopper's account lacks funds
	next      int

	failWith int
	block    chan struct{}
}

type fakeCheckout struct {
	ID, State, Reference string
	Amount               money.Cents
}

type fakeCharge struct {
	ID, Reference, State       string
	Amount, Captured, Refunded money.Cents
}

func (c *fakeCharge) json() map[string]any {
	return map[string]any{"id": c.ID, "reference": c.Reference, "amount": json.Number(c.Amount.Decimal()),
		"currency": "AUD", "state": c.State, "captured_amount": json.Number(c.Captured.Decimal()),
		"refunded_amount": json.Number(c.Refunded.Decimal()), "created_date": "2026-05-01T01:02:03Z",
		"receipt_number": 123456}
}

func (co *fakeCheckout) json() map[string]any {
	return map[string]any{"id": co.ID, "uri": "https://sandbox.zip.co/au/checkout/" + co.ID, "type": "standard",
		"state": co.State, "created": "2026-05-01T01:02:03Z",
		"order": map[string]any{"reference": co.Reference, "amount": json.Number(co.Amount.Decimal()), "currency": "AUD"}}
}

func newFake(t *testing.T, mod func(*Config)) (*fake, *Client) {
	t.Helper()
	f := &fake{t: t, checkouts: map[string]*fakeCheckout{}, charges: map[string]*fakeCharge{},
		replays: map[string][]byte{}, short: map[string]bool{}, next: 1000}
	srv := httptest.NewServer(f.handler())
	t.Cleanup(srv.Close)
	cfg := Config{BaseURL: srv.URL + "/merchant", APIKey: testKey, ShopURL: "https://shop.example.com.au"}
	if mod != nil {
		mod(&cfg)
	}
	c, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return f, c
}

func zipErr(w http.ResponseWriter, status int, code, msg string) {
	writeJSON(w, status, map[string]any{"error": map[string]any{"code": code, "message": msg}})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func get(m map[string]any, path ...string) any {
	var v any = m
	for _, p := range path {
		mm, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = mm[p]
	}
	return v
}

func str(m map[string]any, path ...string) string {
	s, _ := get(m, path...).(string)
	return s
}

// num is a JSON number of the body as written (bodies are decoded with UseNumber).
func num(m map[string]any, path ...string) string {
	n, _ := get(m, path...).(json.Number)
	return string(n)
}

func cents(m map[string]any, path ...string) (money.Cents, bool) {
	c, err := parseAmount(num(m, path...))
	return c, err == nil
}

func (f *fake) handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /merchant/checkouts", func(w http.ResponseWriter, r *http.Request) {
		b := f.last().Body
		amt, ok := cents(b, "order", "amount")
		if !ok || amt <= 0 || str(b, "order", "currency") != "AUD" || str(b, "config", "redirect_uri") == "" ||
			get(b, "order", "shipping") == nil {
			zipErr(w, 400, "request_invalid", "order.amount, order.currency, order.shipping and config.redirect_uri are required")
			return
		}
		f.next++
		co := &fakeCheckout{ID: fmt.Sprintf("au-co_%dPxSeQfLl", f.next), State: "created",
			Reference: str(b, "order", "reference"), Amount: amt}
		f.checkouts[co.ID] = co
		writeJSON(w, 201, co.json())
	})
	mux.HandleFunc("GET /merchant/checkouts/{id}", func(w http.ResponseWriter, r *http.Request) {
		co, ok := f.checkouts[r.PathValue("id")]
		if !ok {
			zipErr(w, 404, "resource_not_found", "The checkout does not exist")
			return
		}
		writeJSON(w, 200, co.json())
	})
	mux.HandleFunc("POST /merchant/charges", func(w http.ResponseWriter, r *http.Request) {
		b := f.last().Body
		if str(b, "authority", "type") != "checkout_id" {
			zipErr(w, 400, "request_invalid", "authority.type must be checkout_id")
			return
		}
		if capture, ok := get(b, "capture").(bool); !ok || capture {
			f.t.Errorf("charge request capture = %v, want false", get(b, "capture"))
		}
		co, ok := f.checkouts[str(b, "authority", "value")]
		if !ok || co.State != "approved" {
			zipErr(w, 402, "invalid_state", "The checkout is not approved")
			return
		}
		amt, _ := cents(b, "amount")
		if amt != co.Amount || str(b, "currency") != "AUD" {
			zipErr(w, 402, "amount_invalid", "The amount provided does not match the approved checkout amount")
			return
		}
		if f.short[co.ID] {
			zipErr(w, 402, "account_insufficient_funds", "Customer does not have sufficient funds to perform the charge")
			return
		}
		f.next++
		ch := &fakeCharge{ID: fmt.Sprintf("ch_%dq9x2", f.next), Reference: str(b, "reference"), State: "authorised", Amount: amt}
		f.charges[ch.ID] = ch
		co.State = "completed"
		writeJSON(w, 201, ch.json())
	})
	mux.HandleFunc("GET /merchant/charges/{id}", func(w http.ResponseWriter, r *http.Request) {
		ch, ok := f.charges[r.PathValue("id")]
		if !ok {
			zipErr(w, 404, "resource_not_found", "The charge does not exist")
			return
		}
		writeJSON(w, 200, ch.json())
	})
	mux.HandleFunc("POST /merchant/charges/{id}/cancel", func(w http.ResponseWriter, r *http.Request) {
		ch, ok := f.charges[r.PathValue("id")]
		if !ok {
			zipErr(w, 404, "resource_not_found", "The charge does not exist")
			return
		}
		if ch.State != "authorised" {
			zipErr(w, 402, "invalid_state", "The charge is not in authorised state")
			return
		}
		ch.State = "cancelled"
		writeJSON(w, 200, ch.json())
	})
	mux.HandleFunc("POST /merchant/charges/{id}/capture", func(w http.ResponseWriter, r *http.Request) {
		ch, ok := f.charges[r.PathValue("id")]
		if !ok {
			zipErr(w, 404, "resource_not_found", "The charge does not exist")
			return
		}
		amt, ok := cents(f.last().Body, "amount")
		if !ok || amt > ch.Amount {
			zipErr(w, 402, "amount_invalid", "Capture amount greater than authorised amount")
			return
		}
		if ch.State != "authorised" {
			zipErr(w, 402, "invalid_state", "The charge is not in authorised state")
			return
		}
		ch.State, ch.Captured = "captured", amt
		writeJSON(w, 200, ch.json())
	})
	mux.HandleFunc("POST /merchant/refunds", func(w http.ResponseWriter, r *http.Request) {
		b := f.last().Body
		ch, ok := f.charges[str(b, "charge_id")]
		amt, okAmt := cents(b, "amount")
		switch {
		case !ok:
			zipErr(w, 404, "resource_not_found", "The charge does not exist")
		case !okAmt || str(b, "reason") == "" || str(b, "currency") != "AUD":
			zipErr(w, 400, "request_invalid", "charge_id, reason, amount and currency are required")
		case ch.State != "captured" || amt > ch.Captured-ch.Refunded:
			zipErr(w, 402, "amount_invalid", "The refund amount is more than the captured amount")
		default:
			ch.Refunded += amt
			writeJSON(w, 201, map[string]any{"id": "rf_" + ch.ID, "charge_id": ch.ID, "reason": str(b, "reason"),
				"amount": json.Number(amt.Decimal()), "created": "2026-05-02T01:02:03Z"})
		}
	})

	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.mu.Lock()
		block := f.block
		f.mu.Unlock()
		if block != nil {
			select {
			case <-block:
			case <-r.Context().Done():
			case <-time.After(5 * time.Second):
			}
			return
		}
		f.mu.Lock()
		defer f.mu.Unlock()
		var body map[string]any
		var raw []byte
		if r.Method == http.MethodPost && r.ContentLength != 0 {
			raw, _ = io.ReadAll(r.Body)
			dec := json.NewDecoder(strings.NewReader(string(raw)))
			dec.UseNumber()
			if err := dec.Decode(&body); err != nil {
				f.t.Errorf("%s %s: body is not JSON: %v", r.Method, r.URL.Path, err)
			}
			if ct := r.Header.Get("Content-Type"); ct != "application/json" {
				f.t.Errorf("%s %s: Content-Type %q", r.Method, r.URL.Path, ct)
			}
		}
		f.reqs = append(f.reqs, rec{Method: r.Method, Path: r.URL.EscapedPath(), Header: r.Header.Clone(), Body: body, Raw: string(raw)})
		if r.Header.Get("Authorization") != "Bearer "+testKey {
			zipErr(w, 401, "unauthorized", "Invalid API key")
			return
		}
		if r.Header.Get("Zip-Version") != "2017-03-01" {
			zipErr(w, 400, "request_invalid", "Zip-Version is required")
			return
		}
		key := r.Header.Get("Idempotency-Key")
		if r.Method == http.MethodPost && key == "" {
			f.t.Errorf("POST %s without an Idempotency-Key", r.URL.Path)
		}
		if f.failWith != 0 {
			zipErr(w, f.failWith, "server_error", "Something went wrong")
			return
		}
		if r.Method == http.MethodPost {
			if prev, ok := f.replays[r.URL.Path+" "+key]; ok {
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(201)
				_, _ = w.Write(prev)
				return
			}
			rw := &recorder{ResponseWriter: w}
			mux.ServeHTTP(rw, r)
			if rw.status >= 200 && rw.status < 300 {
				f.replays[r.URL.Path+" "+key] = rw.body
			}
			return
		}
		mux.ServeHTTP(w, r)
	})
}

// recorder keeps a successful answer for Idempotency-Key replays.
type recorder struct {
	http.ResponseWriter
	status int
	body   []byte
}

func (r *recorder) WriteHeader(s int) { r.status = s; r.ResponseWriter.WriteHeader(s) }
func (r *recorder) Write(b []byte) (int, error) {
	r.body = append(r.body, b...)
	return r.ResponseWriter.Write(b)
}

func (f *fake) last() rec { return f.reqs[len(f.reqs)-1] }

func (f *fake) requests() []rec {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]rec(nil), f.reqs...)
}

func (f *fake) set(fn func()) {
	f.mu.Lock()
	defer f.mu.Unlock()
	fn()
}

// decide is the shopper's decision on Zip's page.
func (f *fake) decide(id, state string) { f.set(func() { f.checkouts[id].State = state }) }

func details() *payment.Details {
	return &payment.Details{
		FirstName: "Jo", LastName: "Citizen", Phone: "0400 000 000",
		Billing: &payment.Address{Line1: "1 Collins St", Line2: "Level 2", Suburb: "Melbourne", State: "VIC",
			Postcode: "3000", Country: "AU"},
		Shipping: &payment.Address{Name: "Sam Citizen", Line1: "5 High St", Suburb: "Fitzroy", State: "VIC", Postcode: "3065"},
		Items: []payment.Item{{Name: "Wattle tea towel", SKU: "TT-01", Quantity: 2, Price: 1995},
			{Name: "Gum leaf mug", SKU: "MG-02", Quantity: 1, Price: 2450}},
		DeliveryFee: 995,
		GST:         676,
	}
}

func charge(ref string, amt money.Cents) payment.Charge {
	return payment.Charge{Reference: ref, Amount: amt, Email: "jo@example.com", Description: "Wattle order", Details: details()}
}

// approved opens a checkout the shopper approves and completes it.
func approved(t *testing.T, f *fake, c *Client, ref string) (checkoutID string, out payment.Outcome) {
	t.Helper()
	ctx := context.Background()
	_, id, err := c.Begin(ctx, charge(ref, 7435), "/api/payments/zip/return")
	if err != nil {
		t.Fatal(err)
	}
	f.decide(id, "approved")
	out, err = c.Complete(ctx, id, url.Values{"result": {"approved"}, "checkoutId": {id}})
	if err != nil || out.Status != payment.Approved {
		t.Fatalf("Complete = %+v, %v", out, err)
	}
	return id, out
}

func TestNewValidates(t *testing.T) {
	t.Parallel()
	ok := Config{BaseURL: SandboxURL, APIKey: "k"}
	if _, err := New(ok); err != nil {
		t.Fatalf("New(%+v): %v", ok, err)
	}
	for name, mod := range map[string]func(*Config){
		"no base URL":        func(c *Config) { c.BaseURL = "" },
		"plain http":         func(c *Config) { c.BaseURL = "http://merchant-api.com/merchant" },
		"credentials in URL": func(c *Config) { c.BaseURL = "https://u:" + testKey + "@merchant-api.com/merchant" },
		"no key":             func(c *Config) { c.APIKey = "" },
		"line break in key":  func(c *Config) { c.APIKey = "k\r\nX: 1" },
		"bad shop URL":       func(c *Config) { c.ShopURL = "shop" },
		"inverted limits":    func(c *Config) { c.MinAmount, c.MaxAmount = 500, 100 },
	} {
		cfg := ok
		mod(&cfg)
		_, err := New(cfg)
		if err == nil {
			t.Errorf("%s: New accepted %+v", name, cfg)
		} else if strings.Contains(err.Error(), testKey) {
			t.Errorf("%s: the error shows the key: %v", name, err)
		}
	}
}

func TestBegin(t *testing.T) {
	t.Parallel()
	f, c := newFake(t, nil)
	redirect, id, err := c.Begin(context.Background(), charge("att_1", 5435), "/api/payments/zip/return")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(id, "au-co_") || redirect != "https://sandbox.zip.co/au/checkout/"+id {
		t.Fatalf("Begin = %q, %q", redirect, id)
	}
	reqs := f.requests()
	if len(reqs) != 1 || reqs[0].Method != "POST" || reqs[0].Path != "/merchant/checkouts" {
		t.Fatalf("requests = %+v", reqs)
	}
	h, b := reqs[0].Header, reqs[0].Body
	if h.Get("Idempotency-Key") != providerhttp.DerivedID("checkout", "att_1") || h.Get("Accept") != "application/json" ||
		!strings.HasPrefix(h.Get("User-Agent"), "WattleStorefront/") {
		t.Errorf("headers = %v", h)
	}
	for path, want := range map[string]string{
		"type": "standard", "order.reference": "att_1", "order.currency": "AUD",
		"config.redirect_uri": "https://shop.example.com.au/api/payments/zip/return",
		"shopper.first_name":  "Jo", "shopper.last_name": "Citizen", "shopper.email": "jo@example.com",
		"shopper.phone": "0400 000 000", "shopper.billing_address.line1": "1 Collins St",
		"shopper.billing_address.city": "Melbourne", "shopper.billing_address.state": "VIC",
		"shopper.billing_address.postal_code": "3000", "shopper.billing_address.country": "AU",
		"order.shipping.address.line1": "5 High St", "order.shipping.address.city": "Fitzroy",
		"order.shipping.address.country": "AU", "order.shipping.address.first_name": "Sam",
		"order.shipping.address.last_name": "Citizen",
	} {
		if got := str(b, strings.Split(path, ".")...); got != want {
			t.Errorf("%s = %q, want %q", path, got, want)
		}
	}
	if num(b, "order", "amount") != "54.35" {
		t.Errorf("order.amount = %s (raw %s)", num(b, "order", "amount"), reqs[0].Raw)
	}
	if get(b, "order", "shipping", "pickup") != false {
		t.Errorf("order.shipping.pickup = %v", get(b, "order", "shipping", "pickup"))
	}
	items, _ := get(b, "order", "items").([]any)
	var lines []string
	var sum money.Cents
	for _, it := range items {
		m := it.(map[string]any)
		amt, _ := cents(m, "amount")
		q, _ := m["quantity"].(json.Number).Int64()
		sum += amt * money.Cents(q)
		lines = append(lines, fmt.Sprintf("%s %s×%s %s", str(m, "type"), num(m, "amount"), m["quantity"], str(m, "name")))
	}
	want := []string{"sku 19.95×2 Wattle tea towel", "sku 24.50×1 Gum leaf mug", "shipping 9.95×1 Delivery",
		"discount -20.00×1 Discounts and gift cards"}
	if fmt.Sprint(lines) != fmt.Sprint(want) || sum != 5435 {
		t.Errorf("items = %q (sum %d), want %q", lines, sum, want)
	}
	if str(items[0].(map[string]any), "product_code") != "TT-01" {
		t.Errorf("items[0] = %v", items[0])
	}
	// A retried Begin (after a timeout) is the same checkout.
	_, again, err := c.Begin(context.Background(), charge("att_1", 5435), "/api/payments/zip/return")
	if err != nil || again != id {
		t.Errorf("retried Begin = %q, %v; want %q", again, err, id)
	}
}

func TestBeginWithoutDetailsAndClickAndCollect(t *testing.T) {
	t.Parallel()
	f, c := newFake(t, nil)
	ctx := context.Background()
	if _, _, err := c.Begin(ctx, payment.Charge{Reference: "att_2", Amount: 1000, Email: "jo@example.com"}, "https://shop.example.com.au/r"); err != nil {
		t.Fatal(err)
	}
	collect := charge("att_3", 7435)
	collect.Details.Shipping = nil
	collect.Details.DeliveryFee = 0
	if _, _, err := c.Begin(ctx, collect, "https://shop.example.com.au/r"); err != nil {
		t.Fatal(err)
	}
	reqs := f.requests()
	if b := reqs[0].Body; get(b, "shopper") != nil || get(b, "order", "items") != nil || get(b, "order", "shipping", "pickup") != false {
		t.Errorf("without details: %s", reqs[0].Raw)
	}
	b := reqs[1].Body
	if get(b, "order", "shipping", "pickup") != true || get(b, "order", "shipping", "address") != nil {
		t.Errorf("click and collect shipping = %v", get(b, "order", "shipping"))
	}
	items, _ := get(b, "order", "items").([]any)
	last := items[len(items)-1].(map[string]any)
	// 74.35 charged for 64.40 of products and no delivery: the difference is another charge.
	if str(last, "type") != "sku" || num(last, "amount") != "9.95" || str(last, "name") != "Other charges" {
		t.Errorf("balancing line = %v", last)
	}
}

func TestBeginLimits(t *testing.T) {
	t.Parallel()
	f, c := newFake(t, func(cfg *Config) { cfg.MinAmount, cfg.MaxAmount = 100, 500000 })
	for _, amt := range []money.Cents{99, 500001} {
		_, _, err := c.Begin(context.Background(), charge("att_4", amt), "https://shop.example.com.au/r")
		var d interface{ DeclineReason() payment.Decline }
		if !errors.As(err, &d) || d.DeclineReason() != payment.DeclineLimits {
			t.Errorf("amount %d: %v, want a limits decline", amt, err)
		}
	}
	if len(f.requests()) != 0 {
		t.Error("an order outside the limits reached Zip")
	}
	if _, _, err := c.Begin(context.Background(), charge("att_4", 500000), "https://shop.example.com.au/r"); err != nil {
		t.Errorf("the maximum itself: %v", err)
	}
}

func TestCompleteApproved(t *testing.T) {
	t.Parallel()
	f, c := newFake(t, nil)
	id, out := approved(t, f, c, "att_5")
	if !strings.HasPrefix(out.Ref, "ch_") || out.CardType != "zip" {
		t.Fatalf("Complete = %+v", out)
	}
	reqs := f.requests()
	ch := reqs[len(reqs)-1]
	if ch.Method != "POST" || ch.Path != "/merchant/charges" || str(ch.Body, "authority", "type") != "checkout_id" ||
		str(ch.Body, "authority", "value") != id || str(ch.Body, "reference") != "att_5" ||
		num(ch.Body, "amount") != "74.35" || str(ch.Body, "currency") != "AUD" ||
		ch.Header.Get("Idempotency-Key") != providerhttp.DerivedID("charge", id) {
		t.Fatalf("charge request = %+v %s", ch.Header, ch.Raw)
	}
	if !strings.Contains(ch.Raw, `"capture":false`) {
		t.Errorf("the charge does not say capture false: %s", ch.Raw)
	}
	// The shopper reloads the return page: the same charge.
	again, err := c.Complete(context.Background(), id, url.Values{"result": {"approved"}, "checkoutId": {id}})
	if err != nil || again != out {
		t.Fatalf("second Complete = %+v, %v; want %+v", again, err, out)
	}
	f.set(func() {
		if len(f.charges) != 1 {
			t.Errorf("%d charges", len(f.charges))
		}
	})
	for _, ref := range []string{id, out.Ref} {
		st, err := c.Status(context.Background(), "att_5", ref)
		if err != nil || st.Status != payment.Approved || st.Ref != out.Ref {
			t.Errorf("Status(%q) = %+v, %v", ref, st, err)
		}
	}
	if _, err := c.Status(context.Background(), "att_other", out.Ref); !errors.Is(err, payment.ErrNotFound) {
		t.Errorf("Status of another reference: %v", err)
	}
}

func TestCompleteDeclinedCancelledReferred(t *testing.T) {
	t.Parallel()
	f, c := newFake(t, nil)
	ctx := context.Background()
	_, id, err := c.Begin(ctx, charge("att_6", 7435), "https://shop.example.com.au/r")
	if err != nil {
		t.Fatal(err)
	}
	n := len(f.requests())
	for result, want := range map[string]payment.Decline{
		"declined": payment.DeclineRefused, "cancelled": payment.DeclineCancelled, "referred": payment.DeclineReferred,
	} {
		out, err := c.Complete(ctx, id, url.Values{"result": {result}, "checkoutId": {id}})
		if err != nil || out.Status != payment.Declined || out.Decline != want {
			t.Errorf("%s: %+v, %v", result, out, err)
		}
	}
	if len(f.requests()) != n {
		t.Error("a declined result was sent to Zip")
	}
	// The browser claims approval, but the shopper has not approved on Zip's page.
	out, err := c.Complete(ctx, "", url.Values{"result": {"approved"}, "checkoutId": {id}})
	if err != nil || out.Status != payment.Pending {
		t.Errorf("approved but not by Zip: %+v, %v", out, err)
	}
	if st, err := c.Status(ctx, "att_6", id); err != nil || st.Status != payment.Pending {
		t.Errorf("Status of an open checkout = %+v, %v", st, err)
	}
	f.decide(id, "declined")
	out, err = c.Complete(ctx, id, url.Values{"result": {"approved"}})
	if err != nil || out.Status != payment.Declined || out.Decline != payment.DeclineRefused {
		t.Errorf("declined by Zip: %+v, %v", out, err)
	}
	f.decide(id, "expired")
	if st, err := c.Status(ctx, "att_6", id); err != nil || st.Decline != payment.DeclineExpired {
		t.Errorf("Status of an expired checkout = %+v, %v", st, err)
	}
	if _, err := c.Complete(ctx, id, url.Values{"checkoutId": {"au-co_other"}}); !errors.Is(err, payment.ErrUnknownToken) {
		t.Errorf("another checkout's return: %v", err)
	}
}

func TestChargeDeclined(t *testing.T) {
	t.Parallel()
	f, c := newFake(t, nil)
	_, id, err := c.Begin(context.Background(), charge("att_7", 7435), "https://shop.example.com.au/r")
	if err != nil {
		t.Fatal(err)
	}
	f.decide(id, "approved")
	f.set(func() { f.short[id] = true })
	out, err := c.Complete(context.Background(), id, url.Values{"result": {"approved"}, "checkoutId": {id}})
	if err != nil || out.Status != payment.Declined || out.Decline != payment.DeclineInsufficient {
		t.Errorf("insufficient funds: %+v, %v", out, err)
	}
}

func TestStatusNotFound(t *testing.T) {
	t.Parallel()
	f, c := newFake(t, nil)
	if _, err := c.Status(context.Background(), "att_8", ""); !errors.Is(err, payment.ErrNotFound) {
		t.Errorf(`Status(""): %v`, err)
	}
	if len(f.requests()) != 0 {
		t.Error(`Status("") asked Zip`)
	}
	if _, err := c.Status(context.Background(), "att_8", "au-co_unknown"); !errors.Is(err, payment.ErrNotFound) {
		t.Errorf("unknown: %v", err)
	}
}

func TestCaptureRefundVoid(t *testing.T) {
	t.Parallel()
	f, c := newFake(t, nil)
	ctx := context.Background()
	_, out := approved(t, f, c, "att_9")
	if err := c.Capture(ctx, out.Ref, 7435); err != nil {
		t.Fatal(err)
	}
	reqs := f.requests()
	last := reqs[len(reqs)-1]
	if last.Path != "/merchant/charges/"+out.Ref+"/capture" || num(last.Body, "amount") != "74.35" || last.Header.Get("Idempotency-Key") == "" {
		t.Fatalf("capture request = %+v", last)
	}
	if err := c.Refund(ctx, out.Ref, 1250); err != nil {
		t.Fatal(err)
	}
	reqs = f.requests()
	last = reqs[len(reqs)-1]
	if last.Path != "/merchant/refunds" || str(last.Body, "charge_id") != out.Ref || num(last.Body, "amount") != "12.50" ||
		str(last.Body, "reason") != RefundReason || str(last.Body, "currency") != "AUD" {
		t.Fatalf("refund request = %+v", last)
	}
	if err := c.Refund(ctx, out.Ref, 1250); err != nil {
		t.Errorf("a second refund: %v", err)
	}
	if reqs := f.requests(); reqs[len(reqs)-1].Header.Get("Idempotency-Key") == last.Header.Get("Idempotency-Key") {
		t.Error("two refunds share an Idempotency-Key")
	}
	if err := c.Refund(ctx, out.Ref, 100000); err == nil {
		t.Error("a refund above the captured amount succeeded")
	}
	if err := c.Void(ctx, out.Ref); err == nil {
		t.Error("a captured charge was voided")
	}
}

func TestVoid(t *testing.T) {
	t.Parallel()
	f, c := newFake(t, nil)
	ctx := context.Background()

	id, out := approved(t, f, c, "att_10")
	if err := c.Void(ctx, out.Ref); err != nil {
		t.Fatal(err)
	}
	reqs := f.requests()
	last := reqs[len(reqs)-1]
	if last.Method != "POST" || last.Path != "/merchant/charges/"+out.Ref+"/cancel" || last.Header.Get("Idempotency-Key") == "" {
		t.Fatalf("cancel request = %+v", last)
	}
	if err := c.Void(ctx, out.Ref); err != nil {
		t.Errorf("voiding again: %v", err)
	}
	if st, err := c.Status(ctx, "att_10", out.Ref); err != nil || st.Status != payment.Declined || st.Decline != payment.DeclineCancelled {
		t.Errorf("Status after the void = %+v, %v", st, err)
	}
	_ = id

	// The release of an abandoned attempt voids by the checkout's id.
	id2, out2 := approved(t, f, c, "att_11")
	if err := c.Void(ctx, id2); err != nil {
		t.Fatal(err)
	}
	f.set(func() {
		if f.charges[out2.Ref].State != "cancelled" {
			t.Errorf("void by checkout id left the charge %s", f.charges[out2.Ref].State)
		}
	})
	// A checkout never charged holds nothing.
	_, open, _ := c.Begin(ctx, charge("att_12", 1000), "https://shop.example.com.au/r")
	n := len(f.requests())
	if err := c.Void(ctx, open); err != nil {
		t.Errorf("void of an open checkout: %v", err)
	}
	if got := f.requests(); len(got) != n+1 || got[n].Method != "GET" {
		t.Errorf("void of an open checkout sent %+v", got[n:])
	}
	if err := c.Void(ctx, "ch_unknown"); !errors.Is(err, payment.ErrNotFound) {
		t.Errorf("void of an unknown charge: %v", err)
	}
}

func TestTimeout(t *testing.T) {
	t.Parallel()
	f, c := newFake(t, nil)
	release := make(chan struct{})
	t.Cleanup(func() { close(release) })
	f.set(func() { f.block = release })
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, err := c.Complete(ctx, "au-co_slow", url.Values{"result": {"approved"}}); !errors.Is(err, payment.ErrTimeout) {
		t.Errorf("context deadline: %v", err)
	}
	c.hc = &http.Client{Timeout: 50 * time.Millisecond}
	_, _, err := c.Begin(context.Background(), charge("att_13", 1000), "https://shop.example.com.au/r")
	if !errors.Is(err, payment.ErrTimeout) {
		t.Errorf("client timeout: %v", err)
	}
	if err != nil && strings.Contains(err.Error(), testKey) {
		t.Errorf("the error shows the key: %v", err)
	}
}

func TestUnavailable(t *testing.T) {
	t.Parallel()
	f, c := newFake(t, nil)
	f.set(func() { f.failWith = 502 })
	if _, _, err := c.Begin(context.Background(), charge("att_14", 1000), "https://shop.example.com.au/r"); !errors.Is(err, payment.ErrUnavailable) {
		t.Errorf("502: %v", err)
	}
	if err := c.Void(context.Background(), "ch_1"); !errors.Is(err, payment.ErrUnavailable) || errors.Is(err, payment.ErrNotFound) {
		t.Errorf("502 on void: %v", err)
	}
	srv := httptest.NewServer(http.NotFoundHandler())
	srv.Close()
	c2, err := New(Config{BaseURL: srv.URL, APIKey: testKey})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c2.Status(context.Background(), "x", "au-co_1"); !errors.Is(err, payment.ErrUnavailable) {
		t.Errorf("unreachable: %v", err)
	}
}

func TestCredentialsNeverInErrors(t *testing.T) {
	t.Parallel()
	f, c := newFake(t, nil)
	ctx := context.Background()
	var errs []error
	collect := func(err error) {
		if err == nil {
			t.Error("expected an error")
		}
		errs = append(errs, err)
	}
	collect(c.Refund(ctx, "ch_nope", 100))
	collect(c.Capture(ctx, "ch_nope", 100))
	f.set(func() { f.failWith = 500 })
	_, err := c.Status(ctx, "x", "au-co_1")
	collect(err)
	f.set(func() { f.failWith = 0 })
	bad, _ := New(Config{BaseURL: c.base, APIKey: "wrong-" + testKey})
	_, err = bad.Status(ctx, "x", "au-co_1")
	collect(err)
	for _, err := range errs {
		if err != nil && strings.Contains(err.Error(), testKey) {
			t.Errorf("error shows the key: %v", err)
		}
	}
	for _, s := range []string{fmt.Sprint(c), fmt.Sprintf("%+v", c), fmt.Sprintf("%#v", c)} {
		if strings.Contains(s, testKey) {
			t.Errorf("the client prints its key: %s", s)
		}
	}
}

func TestDecimal(t *testing.T) {
	t.Parallel()
	var v struct {
		A decimal `json:"a"`
	}
	for in, want := range map[string]money.Cents{`{"a":339.95}`: 33995, `{"a":12.5}`: 1250, `{"a":"7.00"}`: 700, `{"a":-3}`: -300, `{"a":0}`: 0} {
		v.A = 0
		if err := json.Unmarshal([]byte(in), &v); err != nil || money.Cents(v.A) != want {
			t.Errorf("%s → %d, %v; want %d", in, v.A, err, want)
		}
	}
	for _, in := range []string{`{"a":1.234}`, `{"a":1e3}`, `{"a":"x"}`, `{"a":true}`} {
		if err := json.Unmarshal([]byte(in), &v); err == nil {
			t.Errorf("%s accepted", in)
		}
	}
	b, err := json.Marshal(map[string]decimal{"a": 123405, "b": 5, "c": -2000})
	if err != nil || string(b) != `{"a":1234.05,"b":0.05,"c":-20.00}` {
		t.Errorf("Marshal = %s, %v", b, err)
	}
}

func TestReturnRef(t *testing.T) {
	c := &Client{}
	if got := c.ReturnRef(url.Values{"checkoutId": {"au-co_1"}, "result": {"approved"}, "token": {"x"}}); got != "au-co_1" {
		t.Fatalf("ReturnRef = %q, want Zip's checkoutId", got)
	}
}

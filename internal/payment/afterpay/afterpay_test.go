package afterpay

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
)

const (
	testMerchant = "41599"
	testSecret   = "s3cr3t-afterpay-key-9f8e7d"
)

// rec is one request the fake received.
type rec struct {
	Method, Path string
	Header       http.Header
	Body         map[string]any
}

// fake imitates Afterpay's Online API v2 as documented: checkouts, deferred payments (auth,
// capture, void, refund), payment lookups and the configuration.
type fake struct {
	t  *testing.T
	mu sync.Mutex

	reqs      []rec
	checkouts map[string]map[string]any // token → the checkout request
	expires   map[string]time.Time
	confirmed map[string]bool   // the shopper confirmed on Afterpay's page
	declined  map[string]bool   // Afterpay declines the authorisation
	byToken   map[string]string // token → payment id
	payments  map[string]*fakePayment
	authKeys  map[string]string // requestId → payment id
	next      int

	failWith int           // answer every request with this status (0: none)
	block    chan struct{} // when set, every request waits for it (or the client to give up)
}

type fakePayment struct {
	ID, Token, Status, State, Reference string
	Amount, Open, Captured, Refunded    money.Cents
	Events                              []string
}

func (p *fakePayment) json() map[string]any {
	ev := []map[string]any{}
	for _, e := range p.Events {
		ev = append(ev, map[string]any{"id": "ev" + e, "type": e, "created": "2026-05-01T01:02:03.000Z"})
	}
	return map[string]any{
		"id": p.ID, "token": p.Token, "status": p.Status, "paymentState": p.State,
		"merchantReference": p.Reference, "created": "2026-05-01T01:02:03.000Z",
		"originalAmount":      map[string]any{"amount": p.Amount.Decimal(), "currency": "AUD"},
		"openToCaptureAmount": map[string]any{"amount": p.Open.Decimal(), "currency": "AUD"},
		"refunds":             []any{}, "events": ev,
	}
}

func newFake(t *testing.T) (*fake, *Client) {
	t.Helper()
	f := &fake{t: t, checkouts: map[string]map[string]any{}, expires: map[string]time.Time{},
		confirmed: map[string]bool{}, declined: map[string]bool{}, byToken: map[string]string{},
		payments: map[string]*fakePayment{}, authKeys: map[string]string{}, next: 100101782114}
	srv := httptest.NewServer(f.handler())
	t.Cleanup(srv.Close)
	c, err := New(Config{BaseURL: srv.URL, MerchantID: testMerchant, SecretKey: testSecret,
		ShopURL: "https://shop.example.com.au"})
	if err != nil {
		t.Fatal(err)
	}
	return f, c
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func apiErr(w http.ResponseWriter, status int, code, msg string) {
	writeJSON(w, status, map[string]any{"errorCode": code, "errorId": "e1b2c3", "message": msg, "httpStatusCode": status})
}

func str(m map[string]any, path ...string) string {
	var v any = m
	for _, p := range path {
		mm, ok := v.(map[string]any)
		if !ok {
			return ""
		}
		v = mm[p]
	}
	s, _ := v.(string)
	return s
}

func (f *fake) amountOf(w http.ResponseWriter, m map[string]any, field string) (money.Cents, bool) {
	a, err := parseAmount(str(m, field, "amount"))
	if err != nil || str(m, field, "currency") != "AUD" {
		apiErr(w, 422, "invalid_object", field+" is missing or invalid")
		return 0, false
	}
	return a, true
}

func (f *fake) handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v2/checkouts", func(w http.ResponseWriter, r *http.Request) {
		body := f.last().Body
		amt, ok := f.amountOf(w, body, "amount")
		if !ok {
			return
		}
		if str(body, "consumer", "email") == "" || str(body, "merchant", "redirectConfirmUrl") == "" ||
			str(body, "merchant", "redirectCancelUrl") == "" {
			apiErr(w, 422, "invalid_object", "consumer.email and merchant redirect URLs are required")
			return
		}
		if amt < 100 || amt > 200000 {
			apiErr(w, 422, "unsupported_payment_type", "amount is outside of the merchant's payment limits")
			return
		}
		f.next++
		token := fmt.Sprintf("002.%dabcdef", f.next)
		f.checkouts[token] = body
		f.expires[token] = time.Now().Add(time.Hour)
		writeJSON(w, 201, map[string]any{"token": token, "expires": f.expires[token].UTC().Format(time.RFC3339),
			"redirectCheckoutUrl": "https://portal.sandbox.afterpay.com/au/checkout/?token=" + url.QueryEscape(token)})
	})
	mux.HandleFunc("POST /v2/payments/auth", func(w http.ResponseWriter, r *http.Request) {
		body := f.last().Body
		token, key := str(body, "token"), str(body, "requestId")
		if token == "" {
			apiErr(w, 422, "invalid_object", "token is required")
			return
		}
		if id, ok := f.authKeys[key]; ok && key != "" {
			writeJSON(w, 201, f.payments[id].json()) // an idempotent retry
			return
		}
		co, ok := f.checkouts[token]
		if !ok || f.byToken[token] != "" {
			apiErr(w, 402, "invalid_token", "The checkout token is invalid, expired, or does not exist.")
			return
		}
		if !f.confirmed[token] {
			apiErr(w, 412, "invalid_order_transaction_status", "The consumer has not confirmed the payment.")
			return
		}
		amt, _ := parseAmount(str(co, "amount", "amount"))
		f.next++
		p := &fakePayment{ID: strconv.Itoa(f.next), Token: token, Status: "APPROVED", State: "AUTH_APPROVED",
			Reference: str(co, "merchantReference"), Amount: amt, Open: amt, Events: []string{"AUTH_APPROVED"}}
		if f.declined[token] {
			p.Status, p.State, p.Open, p.Events = "DECLINED", "AUTH_DECLINED", 0, []string{"AUTH_DECLINED"}
		}
		f.payments[p.ID], f.byToken[token] = p, p.ID
		if key != "" {
			f.authKeys[key] = p.ID
		}
		if f.declined[token] {
			writeJSON(w, 402, p.json())
			return
		}
		writeJSON(w, 201, p.json())
	})
	mux.HandleFunc("GET /v2/payments/{ref}", func(w http.ResponseWriter, r *http.Request) {
		ref := r.PathValue("ref")
		if tok, ok := strings.CutPrefix(ref, "token:"); ok {
			ref = f.byToken[tok]
		}
		p, ok := f.payments[ref]
		if !ok {
			apiErr(w, 404, "not_found", "Payment not found")
			return
		}
		writeJSON(w, 200, p.json())
	})
	mux.HandleFunc("GET /v2/checkouts/{token}", func(w http.ResponseWriter, r *http.Request) {
		token := r.PathValue("token")
		co, ok := f.checkouts[token]
		if !ok || f.byToken[token] != "" || time.Now().After(f.expires[token]) {
			apiErr(w, 412, "invalid_token", "The checkout token is invalid, expired, completed, or does not exist.")
			return
		}
		out := map[string]any{"token": token, "expires": f.expires[token].UTC().Format(time.RFC3339)}
		for k, v := range co {
			out[k] = v
		}
		writeJSON(w, 200, out)
	})
	mux.HandleFunc("POST /v2/payments/{id}/void", func(w http.ResponseWriter, r *http.Request) {
		p, ok := f.payments[r.PathValue("id")]
		if !ok {
			apiErr(w, 404, "not_found", "Order not found")
			return
		}
		if p.Open == 0 {
			apiErr(w, 422, "invalid_amount", "Void amount AUD 0.00 exceeded open to capture amount AUD 0.00.")
			return
		}
		p.Open = 0
		p.Events = append(p.Events, "VOIDED")
		if p.Captured == 0 {
			p.State = "VOIDED"
		} else {
			p.State = "CAPTURED"
		}
		writeJSON(w, 201, p.json())
	})
	mux.HandleFunc("POST /v2/payments/{id}/capture", func(w http.ResponseWriter, r *http.Request) {
		p, ok := f.payments[r.PathValue("id")]
		if !ok {
			apiErr(w, 404, "not_found", "Order not found")
			return
		}
		amt, ok := f.amountOf(w, f.last().Body, "amount")
		if !ok {
			return
		}
		if amt > p.Open {
			apiErr(w, 422, "invalid_amount", "The amount is more than the open-to-capture amount.")
			return
		}
		p.Open -= amt
		p.Captured += amt
		p.State = "PARTIALLY_CAPTURED"
		if p.Open == 0 {
			p.State = "CAPTURED"
		}
		p.Events = append(p.Events, "CAPTURED")
		writeJSON(w, 201, p.json())
	})
	mux.HandleFunc("POST /v2/payments/{id}/refund", func(w http.ResponseWriter, r *http.Request) {
		p, ok := f.payments[r.PathValue("id")]
		if !ok {
			apiErr(w, 412, "precondition_failed", "The order is not eligible for a refund.")
			return
		}
		body := f.last().Body
		amt, ok := f.amountOf(w, body, "amount")
		if !ok {
			return
		}
		if amt > p.Captured-p.Refunded {
			apiErr(w, 422, "invalid_amount", "The amount requested exceeded the amount available.")
			return
		}
		p.Refunded += amt
		out := map[string]any{"refundId": "67890123", "refundedAt": "2026-05-02T01:02:03.000Z"}
		for k, v := range body {
			out[k] = v
		}
		writeJSON(w, 201, out)
	})
	mux.HandleFunc("GET /v2/configuration", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 200, map[string]any{
			"minimumAmount": map[string]any{"amount": "1.00", "currency": "AUD"},
			"maximumAmount": map[string]any{"amount": "2000.00", "currency": "AUD"}})
	})

	want := "Basic " + base64.StdEncoding.EncodeToString([]byte(testMerchant+":"+testSecret))
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
		if r.Method == http.MethodPost {
			if ct := r.Header.Get("Content-Type"); ct != "application/json" {
				f.t.Errorf("%s %s: Content-Type %q", r.Method, r.URL.Path, ct)
			}
			if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
				f.t.Errorf("%s %s: body is not JSON: %v", r.Method, r.URL.Path, err)
			}
		}
		f.reqs = append(f.reqs, rec{Method: r.Method, Path: r.URL.EscapedPath(), Header: r.Header.Clone(), Body: body})
		if r.Header.Get("Authorization") != want {
			apiErr(w, 401, "unauthorized", "Credentials are required to access this resource.")
			return
		}
		if ua := r.Header.Get("User-Agent"); !strings.Contains(ua, "Merchant/"+testMerchant) {
			apiErr(w, 400, "bad_request", "A User-Agent naming the merchant is required")
			return
		}
		if f.failWith != 0 {
			apiErr(w, f.failWith, "server_error", "Something went wrong")
			return
		}
		mux.ServeHTTP(w, r)
	})
}

// last is the request being served (the caller holds f.mu).
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

// begin opens a checkout and, unless declined is nil, lets the shopper confirm it.
func begin(t *testing.T, f *fake, c *Client, ref string) string {
	t.Helper()
	_, token, err := c.Begin(context.Background(), charge(ref, 7435), "/api/payments/afterpay/return")
	if err != nil {
		t.Fatal(err)
	}
	f.set(func() { f.confirmed[token] = true })
	return token
}

func TestNewValidates(t *testing.T) {
	t.Parallel()
	ok := Config{BaseURL: SandboxURL, MerchantID: "m", SecretKey: "k"}
	if _, err := New(ok); err != nil {
		t.Fatalf("New(%+v): %v", ok, err)
	}
	for name, mod := range map[string]func(*Config){
		"no base URL":       func(c *Config) { c.BaseURL = "" },
		"relative base URL": func(c *Config) { c.BaseURL = "/v2" },
		"plain http":        func(c *Config) { c.BaseURL = "http://global-api.afterpay.com" },
		"credentials in URL": func(c *Config) {
			c.BaseURL = "https://m:" + testSecret + "@global-api.afterpay.com"
		},
		"no merchant":           func(c *Config) { c.MerchantID = "" },
		"colon in merchant":     func(c *Config) { c.MerchantID = "a:b" },
		"no secret":             func(c *Config) { c.SecretKey = "" },
		"bad shop URL":          func(c *Config) { c.ShopURL = "shop" },
		"line break in agent":   func(c *Config) { c.UserAgent = "x\r\nEvil: 1" },
		"query in the shop URL": func(c *Config) { c.ShopURL = "https://shop.example.com?x=1" },
	} {
		cfg := ok
		mod(&cfg)
		_, err := New(cfg)
		if err == nil {
			t.Errorf("%s: New accepted %+v", name, cfg)
		} else if strings.Contains(err.Error(), testSecret) {
			t.Errorf("%s: the error shows the secret: %v", name, err)
		}
	}
	if _, err := New(Config{BaseURL: "http://127.0.0.1:9", MerchantID: "m", SecretKey: "k"}); err != nil {
		t.Errorf("http on loopback refused: %v", err)
	}
}

func TestBegin(t *testing.T) {
	t.Parallel()
	f, c := newFake(t)
	redirect, token, err := c.Begin(context.Background(), charge("att_1", 7435), "/api/payments/afterpay/return?x=1")
	if err != nil {
		t.Fatal(err)
	}
	if token == "" || !strings.HasPrefix(redirect, "https://portal.sandbox.afterpay.com/") || !strings.Contains(redirect, url.QueryEscape(token)) {
		t.Fatalf("Begin = %q, %q", redirect, token)
	}
	reqs := f.requests()
	if len(reqs) != 1 || reqs[0].Method != "POST" || reqs[0].Path != "/v2/checkouts" {
		t.Fatalf("requests = %+v", reqs)
	}
	h, b := reqs[0].Header, reqs[0].Body
	if h.Get("Accept") != "application/json" || !strings.HasPrefix(h.Get("User-Agent"), "WattleStorefront/") ||
		!strings.Contains(h.Get("User-Agent"), "https://shop.example.com.au") {
		t.Errorf("headers = %v", h)
	}
	for path, want := range map[string]string{
		"amount.amount": "74.35", "amount.currency": "AUD", "merchantReference": "att_1",
		"consumer.email": "jo@example.com", "consumer.givenNames": "Jo", "consumer.surname": "Citizen",
		"consumer.phoneNumber": "0400 000 000", "description": "Wattle order",
		"billing.name": "Jo Citizen", "billing.line1": "1 Collins St", "billing.line2": "Level 2",
		"billing.area1": "Melbourne", "billing.region": "VIC", "billing.postcode": "3000", "billing.countryCode": "AU",
		"shipping.name": "Sam Citizen", "shipping.area1": "Fitzroy", "shipping.countryCode": "AU",
		"shippingAmount.amount": "9.95", "taxAmount.amount": "6.76",
		"merchant.redirectConfirmUrl": "https://shop.example.com.au/api/payments/afterpay/return?x=1",
		"merchant.redirectCancelUrl":  "https://shop.example.com.au/api/payments/afterpay/return?" + CancelParam + "=1&x=1",
	} {
		if got := str(b, strings.Split(path, ".")...); got != want {
			t.Errorf("%s = %q, want %q", path, got, want)
		}
	}
	items, _ := b["items"].([]any)
	if len(items) != 2 {
		t.Fatalf("items = %v", b["items"])
	}
	first := items[0].(map[string]any)
	if first["name"] != "Wattle tea towel" || first["sku"] != "TT-01" || first["quantity"] != float64(2) ||
		str(first, "price", "amount") != "19.95" || str(first, "price", "currency") != "AUD" {
		t.Errorf("items[0] = %v", first)
	}
	// 2×19.95 + 24.50 + 9.95 delivery = 74.35: nothing to discount.
	if _, ok := b["discounts"]; ok {
		t.Errorf("discounts = %v", b["discounts"])
	}
}

func TestBeginGiftCardDiscountAndNoDetails(t *testing.T) {
	t.Parallel()
	f, c := newFake(t)
	if _, _, err := c.Begin(context.Background(), charge("att_2", 5435), "https://shop.example.com.au/r"); err != nil {
		t.Fatal(err)
	}
	if _, _, err := c.Begin(context.Background(), payment.Charge{Reference: "att_3", Amount: 1000, Email: "jo@example.com"},
		"https://shop.example.com.au/r"); err != nil {
		t.Fatal(err)
	}
	reqs := f.requests()
	d, _ := reqs[0].Body["discounts"].([]any)
	if len(d) != 1 || str(d[0].(map[string]any), "amount", "amount") != "20.00" {
		t.Errorf("discounts = %v", reqs[0].Body["discounts"])
	}
	b := reqs[1].Body
	for _, k := range []string{"billing", "shipping", "items", "shippingAmount", "taxAmount"} {
		if _, ok := b[k]; ok {
			t.Errorf("without details the checkout has %s: %v", k, b[k])
		}
	}
	if str(b, "consumer", "email") != "jo@example.com" || str(b, "amount", "amount") != "10.00" {
		t.Errorf("body = %v", b)
	}
}

func TestBeginOutsideLimits(t *testing.T) {
	t.Parallel()
	_, c := newFake(t)
	_, _, err := c.Begin(context.Background(), charge("att_4", 250000), "https://shop.example.com.au/r")
	var d interface{ DeclineReason() payment.Decline }
	if !errors.As(err, &d) || d.DeclineReason() != payment.DeclineLimits {
		t.Fatalf("err = %v, want a limits decline", err)
	}
	if _, _, err := c.Begin(context.Background(), charge("att_5", 0), "https://shop.example.com.au/r"); err == nil {
		t.Error("a zero amount was sent")
	}
	c.shop = nil
	if _, _, err := c.Begin(context.Background(), charge("att_6", 1000), "/relative"); err == nil {
		t.Error("a relative return URL without ShopURL was accepted")
	}
}

func TestCompleteApproved(t *testing.T) {
	t.Parallel()
	f, c := newFake(t)
	token := begin(t, f, c, "att_7")
	q := url.Values{"orderToken": {token}, "status": {"SUCCESS"}}
	out, err := c.Complete(context.Background(), token, q)
	if err != nil {
		t.Fatal(err)
	}
	if out.Status != payment.Approved || out.Ref == "" || out.Ref == token || out.CardType != "afterpay" {
		t.Fatalf("Complete = %+v", out)
	}
	reqs := f.requests()
	auth := reqs[len(reqs)-1]
	if auth.Method != "POST" || auth.Path != "/v2/payments/auth" || str(auth.Body, "token") != token ||
		len(str(auth.Body, "requestId")) != 36 {
		t.Fatalf("auth request = %+v", auth)
	}
	// The shopper reloads the return page: the same authorisation, not a second one.
	again, err := c.Complete(context.Background(), token, q)
	if err != nil || again != out {
		t.Fatalf("second Complete = %+v, %v; want %+v", again, err, out)
	}
	if got := f.requests(); str(got[len(got)-1].Body, "requestId") != str(auth.Body, "requestId") {
		t.Error("the retried authorisation has another requestId")
	}
	st, err := c.Status(context.Background(), "att_7", token)
	if err != nil || st.Status != payment.Approved || st.Ref != out.Ref {
		t.Fatalf("Status by token = %+v, %v", st, err)
	}
	st, err = c.Status(context.Background(), "att_7", out.Ref)
	if err != nil || st.Status != payment.Approved || st.Ref != out.Ref {
		t.Fatalf("Status by id = %+v, %v", st, err)
	}
	if _, err := c.Status(context.Background(), "att_other", out.Ref); !errors.Is(err, payment.ErrNotFound) {
		t.Errorf("Status of another reference: %v", err)
	}
}

func TestCompleteDeclinedCancelledPendingExpired(t *testing.T) {
	t.Parallel()
	f, c := newFake(t)
	ctx := context.Background()

	declined := begin(t, f, c, "att_8")
	f.set(func() { f.declined[declined] = true })
	out, err := c.Complete(ctx, declined, url.Values{"orderToken": {declined}, "status": {"SUCCESS"}})
	if err != nil || out.Status != payment.Declined || out.Decline != payment.DeclineRefused {
		t.Errorf("declined: %+v, %v", out, err)
	}
	if st, err := c.Status(ctx, "att_8", declined); err != nil || st.Status != payment.Declined {
		t.Errorf("Status of a declined payment = %+v, %v", st, err)
	}

	cancelled := begin(t, f, c, "att_9")
	n := len(f.requests())
	out, err = c.Complete(ctx, cancelled, url.Values{"orderToken": {cancelled}, "status": {"CANCELLED"}})
	if err != nil || out.Status != payment.Declined || out.Decline != payment.DeclineCancelled {
		t.Errorf("cancelled: %+v, %v", out, err)
	}
	out, err = c.Complete(ctx, cancelled, url.Values{CancelParam: {"1"}})
	if err != nil || out.Decline != payment.DeclineCancelled {
		t.Errorf("cancel marker: %+v, %v", out, err)
	}
	if len(f.requests()) != n {
		t.Error("a cancelled checkout was sent to Afterpay")
	}

	_, pending, err := c.Begin(ctx, charge("att_10", 1000), "https://shop.example.com.au/r")
	if err != nil {
		t.Fatal(err)
	}
	out, err = c.Complete(ctx, "", url.Values{"orderToken": {pending}, "status": {"SUCCESS"}})
	if err != nil || out.Status != payment.Pending {
		t.Errorf("not confirmed: %+v, %v", out, err)
	}
	if st, err := c.Status(ctx, "att_10", pending); err != nil || st.Status != payment.Pending {
		t.Errorf("Status of an open checkout = %+v, %v", st, err)
	}

	out, err = c.Complete(ctx, "002.gone", url.Values{"orderToken": {"002.gone"}, "status": {"SUCCESS"}})
	if err != nil || out.Status != payment.Declined || out.Decline != payment.DeclineExpired {
		t.Errorf("unknown token: %+v, %v", out, err)
	}
	if _, err := c.Complete(ctx, pending, url.Values{"orderToken": {"002.other"}}); !errors.Is(err, payment.ErrUnknownToken) {
		t.Errorf("another checkout's return: %v", err)
	}
}

func TestStatusNotFound(t *testing.T) {
	t.Parallel()
	f, c := newFake(t)
	ctx := context.Background()
	if _, err := c.Status(ctx, "att_11", ""); !errors.Is(err, payment.ErrNotFound) {
		t.Errorf(`Status(""): %v`, err)
	}
	if len(f.requests()) != 0 {
		t.Error(`Status("") asked Afterpay`)
	}
	for _, ref := range []string{"002.unknown", "999999"} {
		if _, err := c.Status(ctx, "att_11", ref); !errors.Is(err, payment.ErrNotFound) {
			t.Errorf("Status(%q): %v", ref, err)
		}
	}
}

func TestCaptureRefundVoid(t *testing.T) {
	t.Parallel()
	f, c := newFake(t)
	ctx := context.Background()
	token := begin(t, f, c, "att_12")
	out, err := c.Complete(ctx, token, url.Values{"orderToken": {token}, "status": {"SUCCESS"}})
	if err != nil || out.Status != payment.Approved {
		t.Fatal(out, err)
	}
	id := out.Ref

	if err := c.Capture(ctx, id, 5000); err != nil {
		t.Fatal(err)
	}
	reqs := f.requests()
	last := reqs[len(reqs)-1]
	if last.Method != "POST" || last.Path != "/v2/payments/"+id+"/capture" || str(last.Body, "amount", "amount") != "50.00" ||
		str(last.Body, "requestId") == "" {
		t.Fatalf("capture request = %+v", last)
	}
	if err := c.Refund(ctx, id, 1250); err != nil {
		t.Fatal(err)
	}
	reqs = f.requests()
	last = reqs[len(reqs)-1]
	if last.Path != "/v2/payments/"+id+"/refund" || str(last.Body, "amount", "amount") != "12.50" ||
		str(last.Body, "amount", "currency") != "AUD" || str(last.Body, "requestId") == "" ||
		str(last.Body, "merchantReference") != str(last.Body, "requestId") {
		t.Fatalf("refund request = %+v", last)
	}
	if err := c.Refund(ctx, id, 100000); err == nil {
		t.Error("a refund above the captured amount succeeded")
	}
	// The void releases the rest (24.35) and is idempotent.
	if err := c.Void(ctx, token); err != nil {
		t.Fatal(err)
	}
	reqs = f.requests()
	last = reqs[len(reqs)-1]
	if last.Path != "/v2/payments/"+id+"/void" || str(last.Body, "requestId") == "" {
		t.Fatalf("void request = %+v", last)
	}
	if _, has := last.Body["amount"]; has {
		t.Errorf("void sent an amount: %v", last.Body)
	}
	f.set(func() {
		if f.payments[id].Open != 0 || f.payments[id].State != "CAPTURED" {
			t.Errorf("after the void: %+v", f.payments[id])
		}
	})
}

func TestVoid(t *testing.T) {
	t.Parallel()
	f, c := newFake(t)
	ctx := context.Background()
	token := begin(t, f, c, "att_13")
	out, err := c.Complete(ctx, token, url.Values{"status": {"SUCCESS"}})
	if err != nil || out.Status != payment.Approved {
		t.Fatal(out, err)
	}
	if err := c.Void(ctx, out.Ref); err != nil {
		t.Fatal(err)
	}
	if err := c.Void(ctx, out.Ref); err != nil {
		t.Errorf("voiding again: %v", err)
	}
	st, err := c.Status(ctx, "att_13", token)
	if err != nil || st.Status != payment.Declined || st.Decline != payment.DeclineCancelled {
		t.Errorf("Status after the void = %+v, %v", st, err)
	}
	if err := c.Void(ctx, "123456"); !errors.Is(err, payment.ErrNotFound) {
		t.Errorf("void of an unknown payment: %v", err)
	}
	_, open, _ := c.Begin(ctx, charge("att_14", 1000), "https://shop.example.com.au/r")
	if err := c.Void(ctx, open); !errors.Is(err, payment.ErrNotFound) {
		t.Errorf("void of a checkout without payment: %v", err)
	}
}

func TestLimits(t *testing.T) {
	t.Parallel()
	f, c := newFake(t)
	lo, hi, err := c.Limits(context.Background())
	if err != nil || lo != 100 || hi != 200000 {
		t.Fatalf("Limits = %d, %d, %v", lo, hi, err)
	}
	if r := f.requests(); len(r) != 1 || r[0].Method != "GET" || r[0].Path != "/v2/configuration" {
		t.Fatalf("requests = %+v", r)
	}
}

func TestTimeout(t *testing.T) {
	t.Parallel()
	f, c := newFake(t)
	release := make(chan struct{})
	t.Cleanup(func() { close(release) })
	f.set(func() { f.block = release })

	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	_, err := c.Complete(ctx, "002.slow", url.Values{"status": {"SUCCESS"}})
	if !errors.Is(err, payment.ErrTimeout) {
		t.Errorf("context deadline: %v", err)
	}
	c.hc = &http.Client{Timeout: 50 * time.Millisecond}
	if _, _, err := c.Begin(context.Background(), charge("att_15", 1000), "https://shop.example.com.au/r"); !errors.Is(err, payment.ErrTimeout) {
		t.Errorf("client timeout: %v", err)
	}
	for _, s := range []string{testSecret, testMerchant} {
		if err != nil && strings.Contains(err.Error(), s) {
			t.Errorf("the error shows a credential: %v", err)
		}
	}
}

func TestUnavailable(t *testing.T) {
	t.Parallel()
	f, c := newFake(t)
	f.set(func() { f.failWith = 503 })
	if _, _, err := c.Begin(context.Background(), charge("att_16", 1000), "https://shop.example.com.au/r"); !errors.Is(err, payment.ErrUnavailable) {
		t.Errorf("503: %v", err)
	}
	if _, err := c.Status(context.Background(), "att_16", "123"); !errors.Is(err, payment.ErrUnavailable) || errors.Is(err, payment.ErrNotFound) {
		t.Errorf("503 on status: %v", err)
	}
	srv := httptest.NewServer(http.NotFoundHandler())
	srv.Close() // nothing listens there any more
	c2, err := New(Config{BaseURL: srv.URL, MerchantID: testMerchant, SecretKey: testSecret})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := c2.Limits(context.Background()); !errors.Is(err, payment.ErrUnavailable) {
		t.Errorf("unreachable: %v", err)
	}
}

func TestCredentialsNeverInErrors(t *testing.T) {
	t.Parallel()
	f, c := newFake(t)
	ctx := context.Background()
	secrets := []string{testSecret, base64.StdEncoding.EncodeToString([]byte(testMerchant + ":" + testSecret))}
	var errs []error
	collect := func(err error) {
		if err == nil {
			t.Error("expected an error")
		}
		errs = append(errs, err)
	}
	_, _, err := c.Begin(ctx, payment.Charge{Reference: "x", Amount: 1000}, "https://shop.example.com.au/r") // no email
	collect(err)
	collect(c.Refund(ctx, "424242", 100))
	collect(c.Capture(ctx, "424242", 100))
	f.set(func() { f.failWith = 500 })
	_, err = c.Status(ctx, "x", "002.abc")
	collect(err)
	f.set(func() { f.failWith = 0 })
	bad, _ := New(Config{BaseURL: c.base, MerchantID: testMerchant, SecretKey: "wrong-" + testSecret})
	_, _, err = bad.Limits(ctx)
	collect(err)
	for _, err := range errs {
		for _, s := range secrets {
			if err != nil && strings.Contains(err.Error(), s) {
				t.Errorf("error shows a credential: %v", err)
			}
		}
	}
	for _, s := range []string{fmt.Sprint(c), fmt.Sprintf("%+v", c), fmt.Sprintf("%#v", c)} {
		if strings.Contains(s, testSecret) || strings.Contains(s, secrets[1]) {
			t.Errorf("the client prints its credentials: %s", s)
		}
	}
}

func TestAmounts(t *testing.T) {
	t.Parallel()
	for c, s := range map[money.Cents]string{0: "0.00", 5: "0.05", 50: "0.50", 1250: "12.50", 123456789: "1234567.89", -1999: "-19.99"} {
		if got := c.Decimal(); got != s {
			t.Errorf("Cents(%d).Decimal() = %q, want %q", c, got, s)
		}
		if got, err := parseAmount(s); err != nil || got != c {
			t.Errorf("parseAmount(%q) = %d, %v", s, got, err)
		}
	}
	for s, c := range map[string]money.Cents{"12": 1200, "12.5": 1250, "12.500": 1250, "0.1": 10} {
		if got, err := parseAmount(s); err != nil || got != c {
			t.Errorf("parseAmount(%q) = %d, %v; want %d", s, got, err, c)
		}
	}
	for _, s := range []string{"", "-", "1.234", "1e3", "12.", ".5", "1,000.00", "abc", "99999999999999999.00"} {
		if _, err := parseAmount(s); err == nil {
			t.Errorf("parseAmount(%q) accepted", s)
		}
	}
}

func TestReturnRef(t *testing.T) {
	c := &Client{}
	if got := c.ReturnRef(url.Values{"orderToken": {"002.abc"}, "status": {"SUCCESS"}, "token": {"x"}}); got != "002.abc" {
		t.Fatalf("ReturnRef = %q, want Afterpay's orderToken", got)
	}
}

package httpapi_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/wattle/storefront/internal/config"
)

// fakePaydock answers the calls a card payment makes, in Paydock's shapes: the one-time token
// becomes a session vault token, 3-D Secure is not needed, and the pre-authorisation is approved.
type fakePaydock struct {
	mu      sync.Mutex
	charges []map[string]any // the authorisations asked for
	calls   []string
	// Zip's side (its API under /merchant): one checkout, approved when zipApproved is set.
	zipCheckout map[string]any
	zipApproved bool
	zipCharges  int
}

// zip answers Zip's checkout and charge calls in Zip's shapes.
func (f *fakePaydock) zip(w http.ResponseWriter, r *http.Request, in map[string]any) {
	w.Header().Set("Content-Type", "application/json")
	if r.Header.Get("Authorization") != "Bearer zip_key" {
		w.WriteHeader(http.StatusUnauthorized)
		_, _ = io.WriteString(w, `{"error":{"code":"unauthorized","message":"Invalid API key"}}`)
		return
	}
	checkout := func() string {
		state := "created"
		if f.zipApproved {
			state = "approved"
		}
		if f.zipCharges > 0 {
			state = "completed"
		}
		order, _ := f.zipCheckout["order"].(map[string]any)
		return `{"id":"au-co_1","uri":"https://sandbox.zip.co/au/checkout/au-co_1","type":"standard","state":"` + state +
			`","order":{"reference":"` + fmt.Sprint(order["reference"]) + `","amount":` + string(mustJSON(order["amount"])) + `,"currency":"AUD"}}`
	}
	switch r.Method + " " + r.URL.Path {
	case "POST /merchant/checkouts":
		f.zipCheckout = in
		w.WriteHeader(http.StatusCreated)
		_, _ = io.WriteString(w, checkout())
	case "GET /merchant/checkouts/au-co_1":
		_, _ = io.WriteString(w, checkout())
	case "POST /merchant/charges":
		if !f.zipApproved || in["capture"] != false {
			w.WriteHeader(http.StatusPaymentRequired)
			_, _ = io.WriteString(w, `{"error":{"code":"invalid_state","message":"The checkout is not approved"}}`)
			return
		}
		f.zipCharges++
		w.WriteHeader(http.StatusCreated)
		_, _ = io.WriteString(w, `{"id":"ch_1","reference":"`+fmt.Sprint(in["reference"])+`","state":"authorised","amount":`+
			string(mustJSON(in["amount"]))+`,"currency":"AUD"}`)
	default:
		w.WriteHeader(http.StatusNotFound)
		_, _ = io.WriteString(w, `{"error":{"code":"resource_not_found","message":"Not found"}}`)
	}
}

func (f *fakePaydock) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	var in map[string]any
	_ = json.Unmarshal(body, &in)
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls = append(f.calls, r.Method+" "+r.URL.Path)
	if strings.HasPrefix(r.URL.Path, "/merchant/") {
		f.zip(w, r, in)
		return
	}
	if r.Header.Get("x-user-secret-key") != "sk_test" {
		w.WriteHeader(http.StatusUnauthorized)
		_, _ = io.WriteString(w, `{"status":401,"error":{"message":"Access forbidden","code":"unauthorized_access"}}`)
		return
	}
	source := `{"type":"card","vault_token":"vt_1","card_scheme":"visa","card_number_last4":"1111","expire_month":5,"expire_year":2030,"gateway_id":"gw_card"}`
	envelope := func(status int, typ, data string) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = io.WriteString(w, `{"status":`+strconv.Itoa(status)+`,"error":null,"resource":{"type":"`+typ+`","data":`+data+`}}`)
	}
	switch r.Method + " " + r.URL.Path {
	case "POST /v1/vault/payment_sources":
		envelope(http.StatusCreated, "payment_source", source)
	case "POST /v1/charges/3ds":
		envelope(http.StatusCreated, "charge", `{"_id":"3ds000000000000000000001","status":"authentication_not_supported","_3ds":{"id":"x"}}`)
	case "POST /v1/charges":
		f.charges = append(f.charges, in)
		ref, _ := in["reference"].(string)
		envelope(http.StatusCreated, "charge", `{"_id":"6540ec3f9a90eda1ebc30d85","amount":`+string(mustJSON(in["amount"]))+
			`,"currency":"AUD","reference":"`+ref+`","status":"pending","capture":false,"authorization":true,"customer":{"payment_source":`+source+`}}`)
	default:
		w.WriteHeader(http.StatusNotFound)
		_, _ = io.WriteString(w, `{"status":404,"error":{"message":"Not found","code":"not_found"}}`)
	}
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

// TestLivePayments runs a shop whose payments are live: Paydock takes cards (the fake above
// stands in for its API), PayPal and Zip are configured, Afterpay is not. No sandbox is served,
// only configured methods are offered, the web app learns Paydock's widget settings, the pages'
// CSP lets the widget in, and a card payment goes to Paydock with the attempt as its reference.
func TestLivePayments(t *testing.T) {
	pd := &fakePaydock{}
	fake := httptest.NewServer(pd)
	defer fake.Close()
	ts := startShop(t, t, "sqlite", func(c *config.Config) {
		c.DemoSize = 60
		c.Payments = config.Payments{Mode: config.PaymentsLive,
			Paydock: config.Paydock{URL: fake.URL, SecretKey: "sk_test", PublicKey: "pk_test", GatewayID: "gw_card"},
			PayPal:  config.PayPal{URL: fake.URL, ClientID: "client", ClientSecret: "secret"},
			Zip:     config.Zip{URL: fake.URL + "/merchant", APIKey: "zip_key"}}
	})

	// No sandbox: neither its operations nor its pages.
	b := newBrowser(t, ts.srv)
	r := b.json(http.MethodPost, "/api/sandbox/cards/tokenize", map[string]any{"cardNumber": "4242424242424242"})
	if r.status != http.StatusNotFound && r.status != http.StatusMethodNotAllowed {
		t.Fatalf("sandbox tokenize in a live shop: %d", r.status)
	}
	if _, spec := fetch(t, ts.srv, "/api/openapi.json", nil); strings.Contains(spec, `"/api/sandbox/`) || !strings.Contains(spec, `"placeOrder"`) {
		t.Fatal("the live shop's contract lists the sandbox operations")
	}
	page, _ := fetch(t, ts.srv, "/spc", nil)
	if csp := page.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "frame-src 'self' https://widget.paydock.com") ||
		!strings.Contains(csp, "script-src 'self' 'sha256-") || !strings.Contains(csp, "https://widget.paydock.com "+fake.URL) {
		t.Fatalf("CSP of a live page: %s", csp)
	}

	x := find(t, ts.st, 1, "in-stock product", inStock)[0]
	b = readyGuest(t, ts, x)
	var methods struct {
		Methods []struct {
			ID        string `json:"id"`
			Available bool   `json:"available"`
			Code      string `json:"code"`
		} `json:"methods"`
		Paydock, ApplePay, PayPal, Afterpay, Zip, PaydockGiftCard bool
		CardFields                                                map[string]string `json:"cardFields"`
	}
	b.get("/api/checkout/payment-methods").decode(t, &methods)
	if !methods.Paydock || !methods.PayPal || methods.ApplePay || methods.Afterpay || methods.PaydockGiftCard {
		t.Fatalf("live flags: %+v", methods)
	}
	if f := methods.CardFields; f["provider"] != "paydock" || f["publicKey"] != "pk_test" || f["gatewayId"] != "gw_card" ||
		f["environment"] != "sandbox" || f["url"] != "" || f["scriptUrl"] != "https://widget.paydock.com/sdk/latest/widget.umd.min.js" {
		t.Fatalf("cardFields = %v", f)
	}
	codes := map[string]string{}
	for _, m := range methods.Methods {
		codes[m.ID] = m.Code
	}
	// Only the methods the shop takes are listed.
	if _, ok := codes["card"]; len(codes) != 3 || !ok || codes["card"] != "" || codes["paypal"] != "" || codes["zip"] != "" {
		t.Fatalf("methods listed by a live shop: %v", codes)
	}
	wantError(t, b.json(http.MethodPost, "/api/checkout/payment-mode", map[string]any{"mode": "afterpay"}),
		http.StatusUnprocessableEntity, "ERR_PLACEORDER_AFTERPAY_SERVICE_UNAVAILABLE", nil)

	wantOK(t, b.json(http.MethodPost, "/api/checkout/payment-mode", map[string]any{"mode": "card"}), http.StatusOK)
	p := wantPlaced(t, b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": "ott-from-the-widget", "idempotencyKey": "live-1"}))
	pd.mu.Lock()
	if len(pd.charges) != 1 {
		t.Fatalf("Paydock calls %v", pd.calls)
	}
	ch := pd.charges[0]
	if ref, _ := ch["reference"].(string); ref == "" || ch["currency"] != "AUD" {
		t.Fatalf("authorisation asked of Paydock: %v", ch)
	}
	pd.mu.Unlock()
	var o struct {
		Order struct {
			Payments []struct {
				Method, Ref, CardType, Last4 string
			} `json:"payments"`
		} `json:"order"`
	}
	b.get("/api/checkout/thank-you/"+p.OrderCode).decode(t, &o)
	if len(o.Order.Payments) != 1 || o.Order.Payments[0].Method != "card" || o.Order.Payments[0].CardType != "visa" ||
		o.Order.Payments[0].Last4 != "1111" {
		t.Fatalf("order %s paid by %+v, want Paydock's visa ending 1111", p.OrderCode, o.Order.Payments)
	}

	// Zip: placeOrder sends the shopper to Zip's page; Zip sends them back with its own
	// parameters (checkoutId, result), and the shop asks Zip before charging.
	z := readyGuest(t, ts, x)
	wantOK(t, z.json(http.MethodPost, "/api/checkout/payment-mode", map[string]any{"mode": "zip"}), http.StatusOK)
	var begun placedView
	r = z.placeOrder(map[string]any{"paymentMode": "zip", "idempotencyKey": "live-zip"})
	wantOK(t, r, http.StatusOK)
	r.decode(t, &begun)
	if begun.RedirectURL != "https://sandbox.zip.co/au/checkout/au-co_1" || begun.OrderCode != "" {
		t.Fatalf("placeOrder by Zip = %+v, want Zip's page", begun)
	}
	back := func() string {
		c := *z.c
		c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
		res, err := c.Get(ts.srv.URL + "/api/payments/zip/return?result=approved&checkoutId=au-co_1")
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusFound {
			t.Fatalf("return from Zip: %d", res.StatusCode)
		}
		return res.Header.Get("Location")
	}
	// The browser's word is not enough: Zip has not approved it yet, so nothing is charged.
	if loc := back(); !strings.HasPrefix(loc, "/spc?error=") {
		t.Fatalf("an unapproved Zip checkout went to %s", loc)
	}
	pd.mu.Lock()
	pd.zipApproved = true
	pd.mu.Unlock()
	if loc := back(); !strings.HasPrefix(loc, "/checkout/thank-you/") {
		t.Fatalf("an approved Zip checkout went to %s", loc)
	}
	pd.mu.Lock()
	defer pd.mu.Unlock()
	if pd.zipCharges != 1 || fmt.Sprint(pd.zipCheckout["order"].(map[string]any)["reference"]) == "" {
		t.Fatalf("Zip charges %d, checkout %v", pd.zipCharges, pd.zipCheckout)
	}
}

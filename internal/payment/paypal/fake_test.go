package paypal

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakePayPal imitates the parts of PayPal's REST API the adapter uses, as PayPal documents them
// (OAuth2 token, Orders v2, Payments v2, Vault v3), keeps what it was sent, and fails the test on
// a request PayPal would refuse for its credentials.
type fakePayPal struct {
	t   *testing.T
	srv *httptest.Server

	mu        sync.Mutex
	expiresIn int64
	tokens    map[string]bool
	issued    int
	forms     []url.Values // token calls' forms
	seen      []seenRequest
	replays   map[string]replay // by PayPal-Request-Id
	seq       int
	orders    map[string]*fOrder
	auths     map[string]*fAuth
	captures  map[string]*fCapture
	vault     map[string]*fToken

	// Knobs.
	authorizeIssue  string        // a 422 issue of the next authorisations
	authorizeStatus string        // the status of new authorisations (CREATED by default)
	failStatus      int           // every API call (not the token's) answers this status
	delay           time.Duration // every API call waits this long first
	tokenStatus     int           // the token endpoint answers this status
}

type seenRequest struct {
	Method, Path string
	Header       http.Header
	Body         map[string]any
}

type replay struct {
	status int
	body   any
}

type fOrder struct {
	ID, Status, Invoice, Value string
	Vault                      bool   // save the account when authorised
	CustomerID                 string // PayPal customer asked for
	VaultID                    string // the token that paid (vaulted charge) or was saved
	Auths                      []string
}

type fAuth struct {
	ID, OrderID, Status, Value, Invoice string
	Captures                            []string
}

type fCapture struct {
	ID, AuthID, Value string
	Refunds           []string // values
}

type fToken struct {
	ID, CustomerID string
	Deleted        bool
}

const (
	testClientID = "client-id-123"
	testSecret   = "s3cr3t-client-secret"
	paypalWeb    = "https://www.sandbox.paypal.com/checkoutnow?token="
)

func newFake(t *testing.T) *fakePayPal {
	t.Helper()
	f := &fakePayPal{t: t, expiresIn: 32400, tokens: map[string]bool{}, replays: map[string]replay{},
		orders: map[string]*fOrder{}, auths: map[string]*fAuth{}, captures: map[string]*fCapture{}, vault: map[string]*fToken{}}
	f.srv = httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(f.srv.Close)
	return f
}

// client is an adapter talking to the fake.
func (f *fakePayPal) client(cfg Config) *Client {
	f.t.Helper()
	cfg.BaseURL, cfg.ClientID, cfg.ClientSecret = f.srv.URL, testClientID, testSecret
	if cfg.PublicURL == "" {
		cfg.PublicURL = "https://shop.example"
	}
	if cfg.HTTPClient == nil {
		cfg.HTTPClient = f.srv.Client()
	}
	c, err := New(cfg)
	if err != nil {
		f.t.Fatal(err)
	}
	return c
}

func (f *fakePayPal) id(prefix string) string {
	f.seq++
	return fmt.Sprintf("%s%dX%05d", prefix, f.seq, f.seq*7919%100000)
}

func (f *fakePayPal) serve(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path == "/v1/oauth2/token" {
		f.token(w, r)
		return
	}
	var body map[string]any
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil && !errors.Is(err, io.EOF) {
		f.t.Errorf("%s %s: body is not JSON: %v", r.Method, r.URL.Path, err)
	}
	f.mu.Lock()
	delay := f.delay
	f.mu.Unlock()
	if delay > 0 {
		// The body is read: the server notices the client giving up.
		select {
		case <-time.After(delay):
		case <-r.Context().Done():
			return
		}
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.seen = append(f.seen, seenRequest{Method: r.Method, Path: r.URL.Path, Header: r.Header.Clone(), Body: body})
	auth := r.Header.Get("Authorization")
	if !strings.HasPrefix(auth, "Bearer ") || !f.tokens[strings.TrimPrefix(auth, "Bearer ")] {
		writeJSON(w, http.StatusUnauthorized, map[string]any{"error": "invalid_token",
			"error_description": "Token signature verification failed"})
		return
	}
	if body != nil && r.Header.Get("Content-Type") != "application/json" {
		f.t.Errorf("%s %s: Content-Type %q", r.Method, r.URL.Path, r.Header.Get("Content-Type"))
	}
	if f.failStatus != 0 {
		writeJSON(w, f.failStatus, map[string]any{"name": "INTERNAL_SERVER_ERROR", "message": "An internal server error occurred.",
			"debug_id": "90957fca61718"})
		return
	}
	rid := r.Header.Get("PayPal-Request-Id")
	if rid != "" {
		if rep, ok := f.replays[r.Method+r.URL.Path+rid]; ok {
			writeJSON(w, rep.status, rep.body)
			return
		}
	}
	status, out := f.route(r.Method, r.URL.Path, body, rid)
	if rid != "" && status < 300 {
		f.replays[r.Method+r.URL.Path+rid] = replay{status, out}
	}
	if out == nil {
		w.WriteHeader(status)
		return
	}
	writeJSON(w, status, out)
}

func (f *fakePayPal) token(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	id, secret, ok := r.BasicAuth()
	if r.Method != http.MethodPost || !ok || id != testClientID || secret != testSecret {
		f.t.Errorf("token call %s without the client's Basic auth", r.Method)
		writeJSON(w, http.StatusUnauthorized, map[string]any{"error": "invalid_client", "error_description": "Client Authentication failed"})
		return
	}
	if ct := r.Header.Get("Content-Type"); ct != "application/x-www-form-urlencoded" {
		f.t.Errorf("token call Content-Type %q", ct)
	}
	if err := r.ParseForm(); err != nil || r.PostForm.Get("grant_type") != "client_credentials" {
		f.t.Errorf("token call form %v (%v)", r.PostForm, err)
	}
	f.forms = append(f.forms, r.PostForm)
	if f.tokenStatus != 0 {
		writeJSON(w, f.tokenStatus, map[string]any{"error": "invalid_client", "error_description": "Client Authentication failed"})
		return
	}
	f.issued++
	tok := fmt.Sprintf("A21AAToken%d-%s", f.issued, strings.Repeat("x", 8))
	f.tokens[tok] = true
	ans := map[string]any{"scope": "https://uri.paypal.com/services/payments/payment", "access_token": tok,
		"token_type": "Bearer", "app_id": "APP-80W284485P519543T", "expires_in": f.expiresIn, "nonce": "2026-01-01T00:00:00Zabc"}
	if r.PostForm.Get("response_type") == "id_token" {
		target := r.PostForm.Get("target_customer_id")
		if target == "" {
			target = "guest"
		}
		ans["id_token"] = "eyJidtoken." + target
	}
	writeJSON(w, http.StatusOK, ans)
}

// expire makes PayPal forget every access token it gave (as when they expire early).
func (f *fakePayPal) expire() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.tokens = map[string]bool{}
}

// approve is the payer approving the order on PayPal's page.
func (f *fakePayPal) approve(id string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	o := f.orders[id]
	if o == nil {
		f.t.Fatalf("no order %s to approve", id)
	}
	o.Status = "APPROVED"
}

// orderOf, authOf, captureOf and vaultOf are copies of what PayPal holds ("" ids when nothing).
func (f *fakePayPal) orderOf(id string) fOrder {
	f.mu.Lock()
	defer f.mu.Unlock()
	if o := f.orders[id]; o != nil {
		return *o
	}
	return fOrder{}
}

func (f *fakePayPal) authOf(id string) fAuth {
	f.mu.Lock()
	defer f.mu.Unlock()
	if a := f.auths[id]; a != nil {
		return *a
	}
	return fAuth{}
}

func (f *fakePayPal) captureOf(id string) fCapture {
	f.mu.Lock()
	defer f.mu.Unlock()
	if cp := f.captures[id]; cp != nil {
		return *cp
	}
	return fCapture{}
}

func (f *fakePayPal) vaultOf(id string) fToken {
	f.mu.Lock()
	defer f.mu.Unlock()
	if tk := f.vault[id]; tk != nil {
		return *tk
	}
	return fToken{}
}

// count is how many orders, auths or captures PayPal holds.
func (f *fakePayPal) count(kind string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return map[string]int{"orders": len(f.orders), "auths": len(f.auths), "captures": len(f.captures)}[kind]
}

// tokenCalls is how many access tokens were issued; lastForm the last token call's form.
func (f *fakePayPal) tokenCalls() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.issued
}

func (f *fakePayPal) lastForm() url.Values {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.forms[len(f.forms)-1]
}

// requests are the API calls (not the token's) of method and path prefix.
func (f *fakePayPal) requests(method, prefix string) []seenRequest {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []seenRequest
	for _, s := range f.seen {
		if s.Method == method && strings.HasPrefix(s.Path, prefix) {
			out = append(out, s)
		}
	}
	return out
}

func notFound() (int, any) {
	return http.StatusNotFound, map[string]any{"name": "RESOURCE_NOT_FOUND", "message": "The specified resource does not exist.",
		"details": []any{map[string]any{"issue": "INVALID_RESOURCE_ID",
			"description": "Specified resource ID does not exist. Please check the resource ID and try again."}},
		"debug_id": "f0b6d1c2a3e4"}
}

func unprocessable(issue string) (int, any) {
	return http.StatusUnprocessableEntity, map[string]any{"name": "UNPROCESSABLE_ENTITY",
		"message": "The requested action could not be performed, semantically incorrect, or failed business validation.",
		"details": []any{map[string]any{"issue": issue, "description": issue}}, "debug_id": "c0ffee123abc"}
}

func (f *fakePayPal) route(method, p string, body map[string]any, rid string) (int, any) {
	parts := strings.Split(strings.Trim(p, "/"), "/")
	switch {
	case method == http.MethodPost && p == "/v2/checkout/orders":
		return f.createOrder(body, rid)
	case len(parts) == 4 && parts[1] == "checkout" && method == http.MethodGet:
		o := f.orders[parts[3]]
		if o == nil {
			return notFound()
		}
		return http.StatusOK, f.orderJSON(o)
	case len(parts) == 5 && parts[1] == "checkout" && parts[4] == "authorize" && method == http.MethodPost:
		if rid == "" {
			f.t.Errorf("authorize without PayPal-Request-Id")
		}
		return f.authorize(parts[3])
	case len(parts) == 4 && parts[2] == "authorizations" && method == http.MethodGet:
		a := f.auths[parts[3]]
		if a == nil {
			return notFound()
		}
		return http.StatusOK, f.authJSON(a)
	case len(parts) == 5 && parts[2] == "authorizations" && parts[4] == "void" && method == http.MethodPost:
		a := f.auths[parts[3]]
		switch {
		case a == nil:
			return notFound()
		case a.Status == "VOIDED":
			return unprocessable("PREVIOUSLY_VOIDED")
		case a.Status == "CAPTURED":
			return unprocessable("PREVIOUSLY_CAPTURED")
		}
		a.Status = "VOIDED"
		return http.StatusNoContent, nil
	case len(parts) == 5 && parts[2] == "authorizations" && parts[4] == "capture" && method == http.MethodPost:
		if rid == "" {
			f.t.Errorf("capture without PayPal-Request-Id")
		}
		return f.capture(parts[3], body)
	case len(parts) == 5 && parts[2] == "captures" && parts[4] == "refund" && method == http.MethodPost:
		if rid == "" {
			f.t.Errorf("refund without PayPal-Request-Id")
		}
		return f.refund(parts[3], body)
	case len(parts) == 4 && parts[0] == "v3" && parts[2] == "payment-tokens":
		tk := f.vault[parts[3]]
		if tk == nil || tk.Deleted {
			return notFound()
		}
		if method == http.MethodDelete {
			tk.Deleted = true
			return http.StatusNoContent, nil
		}
		return http.StatusOK, map[string]any{"id": tk.ID, "customer": map[string]any{"id": tk.CustomerID},
			"payment_source": map[string]any{"paypal": map[string]any{"email_address": "payer@example.com"}}}
	}
	f.t.Errorf("unexpected call %s %s", method, p)
	return notFound()
}

func (f *fakePayPal) createOrder(body map[string]any, rid string) (int, any) {
	if rid == "" {
		f.t.Errorf("create order without PayPal-Request-Id")
	}
	if body["intent"] != "AUTHORIZE" {
		return unprocessable("UNSUPPORTED_INTENT")
	}
	pu, _ := dig(body, "purchase_units.0").(map[string]any)
	if pu == nil {
		return http.StatusBadRequest, map[string]any{"name": "INVALID_REQUEST",
			"details": []any{map[string]any{"issue": "MISSING_REQUIRED_PARAMETER", "field": "/purchase_units"}}}
	}
	value, _ := dig(pu, "amount.value").(string)
	if dig(pu, "amount.currency_code") != "AUD" || cents(value) <= 0 {
		return unprocessable("CANNOT_BE_ZERO_OR_NEGATIVE")
	}
	if b, ok := dig(pu, "amount.breakdown").(map[string]any); ok {
		sum := func(k string) int64 {
			if s, ok := dig(b, k+".value").(string); ok {
				return cents(s)
			}
			return 0
		}
		if sum("item_total")+sum("tax_total")+sum("shipping")+sum("handling")-sum("discount") != cents(value) {
			return unprocessable("AMOUNT_MISMATCH")
		}
		var items int64
		list, _ := pu["items"].([]any)
		for _, it := range list {
			q, _ := strconv.ParseInt(dig(it, "quantity").(string), 10, 64)
			v, _ := dig(it, "unit_amount.value").(string)
			items += q * cents(v)
		}
		if items != sum("item_total") {
			return unprocessable("ITEM_TOTAL_MISMATCH")
		}
	}
	o := &fOrder{ID: f.id("5O"), Status: "PAYER_ACTION_REQUIRED", Value: value}
	o.Invoice, _ = pu["invoice_id"].(string)
	if v, ok := dig(body, "payment_source.paypal.vault_id").(string); ok {
		// A saved account pays at once (a single-step order).
		tk := f.vault[v]
		if tk == nil || tk.Deleted {
			return notFound()
		}
		if f.authorizeIssue != "" {
			return unprocessable(f.authorizeIssue)
		}
		o.VaultID = v
		f.orders[o.ID] = o
		f.newAuth(o)
		return http.StatusCreated, f.orderJSON(o)
	}
	if dig(body, "payment_source.paypal.experience_context.return_url") == nil {
		return unprocessable("RETURN_URL_REQUIRED")
	}
	if dig(body, "payment_source.paypal.attributes.vault.store_in_vault") == "ON_SUCCESS" {
		o.Vault = true
		o.CustomerID, _ = dig(body, "payment_source.paypal.attributes.customer.id").(string)
	}
	f.orders[o.ID] = o
	return http.StatusOK, f.orderJSON(o)
}

func (f *fakePayPal) newAuth(o *fOrder) *fAuth {
	status := f.authorizeStatus
	if status == "" {
		status = "CREATED"
	}
	a := &fAuth{ID: f.id("0A"), OrderID: o.ID, Status: status, Value: o.Value, Invoice: o.Invoice}
	f.auths[a.ID] = a
	o.Auths = append(o.Auths, a.ID)
	o.Status = "COMPLETED"
	return a
}

func (f *fakePayPal) authorize(id string) (int, any) {
	o := f.orders[id]
	switch {
	case o == nil:
		return notFound()
	case len(o.Auths) > 0:
		return unprocessable("ORDER_ALREADY_AUTHORIZED")
	case o.Status != "APPROVED":
		return unprocessable("ORDER_NOT_APPROVED")
	case f.authorizeIssue != "":
		return unprocessable(f.authorizeIssue)
	}
	f.newAuth(o)
	if o.Vault {
		if o.CustomerID == "" {
			o.CustomerID = f.id("cust")
		}
		tk := &fToken{ID: f.id("8kk"), CustomerID: o.CustomerID}
		f.vault[tk.ID] = tk
		o.VaultID = tk.ID
	}
	return http.StatusCreated, f.orderJSON(o)
}

func (f *fakePayPal) capture(id string, body map[string]any) (int, any) {
	a := f.auths[id]
	switch {
	case a == nil:
		return notFound()
	case a.Status == "CAPTURED":
		return unprocessable("AUTHORIZATION_ALREADY_CAPTURED")
	case a.Status == "VOIDED":
		return unprocessable("AUTHORIZATION_VOIDED")
	}
	value, _ := dig(body, "amount.value").(string)
	if cents(value) <= 0 || cents(value) > cents(a.Value) {
		return unprocessable("MAX_CAPTURE_AMOUNT_EXCEEDED")
	}
	cp := &fCapture{ID: f.id("2GG"), AuthID: a.ID, Value: value}
	f.captures[cp.ID] = cp
	a.Captures = append(a.Captures, cp.ID)
	a.Status = "CAPTURED"
	return http.StatusCreated, f.captureJSON(cp)
}

func (f *fakePayPal) refund(id string, body map[string]any) (int, any) {
	cp := f.captures[id]
	if cp == nil {
		return notFound()
	}
	value, _ := dig(body, "amount.value").(string)
	var done int64
	for _, r := range cp.Refunds {
		done += cents(r)
	}
	if cents(value) <= 0 || done+cents(value) > cents(cp.Value) {
		return unprocessable("REFUND_AMOUNT_EXCEEDED")
	}
	cp.Refunds = append(cp.Refunds, value)
	return http.StatusCreated, map[string]any{"id": f.id("1JU"), "status": "COMPLETED",
		"amount": map[string]any{"currency_code": "AUD", "value": value},
		"links":  []any{map[string]any{"rel": "up", "href": f.srv.URL + "/v2/payments/captures/" + cp.ID, "method": "GET"}}}
}

func (f *fakePayPal) orderJSON(o *fOrder) map[string]any {
	payments := map[string]any{}
	var auths, caps, refunds []any
	for i, aid := range o.Auths {
		a := f.auths[aid]
		auths = append(auths, f.authJSON(a))
		for _, cid := range a.Captures {
			cp := f.captures[cid]
			caps = append(caps, f.captureJSON(cp))
			for j, v := range cp.Refunds {
				refunds = append(refunds, map[string]any{"id": fmt.Sprintf("R%d%d", i, j), "status": "COMPLETED",
					"amount": map[string]any{"currency_code": "AUD", "value": v},
					"links":  []any{map[string]any{"rel": "up", "href": f.srv.URL + "/v2/payments/captures/" + cp.ID}}})
			}
		}
	}
	if auths != nil {
		payments["authorizations"] = auths
	}
	if caps != nil {
		payments["captures"] = caps
	}
	if refunds != nil {
		payments["refunds"] = refunds
	}
	pu := map[string]any{"reference_id": "default", "invoice_id": o.Invoice,
		"amount": map[string]any{"currency_code": "AUD", "value": o.Value}}
	if len(payments) > 0 {
		pu["payments"] = payments
	}
	links := []any{map[string]any{"href": f.srv.URL + "/v2/checkout/orders/" + o.ID, "rel": "self", "method": "GET"}}
	if o.Status == "PAYER_ACTION_REQUIRED" {
		links = append(links, map[string]any{"href": paypalWeb + o.ID, "rel": "payer-action", "method": "GET"})
	}
	wallet := map[string]any{"email_address": "payer@example.com", "account_id": "QYR5Z8XDVJNXQ", "account_status": "VERIFIED"}
	if o.VaultID != "" && o.Vault {
		wallet["attributes"] = map[string]any{"vault": map[string]any{"id": o.VaultID, "status": "VAULTED",
			"customer": map[string]any{"id": o.CustomerID}}}
	}
	return map[string]any{"id": o.ID, "intent": "AUTHORIZE", "status": o.Status,
		"payment_source": map[string]any{"paypal": wallet}, "purchase_units": []any{pu}, "links": links}
}

func (f *fakePayPal) authJSON(a *fAuth) map[string]any {
	return map[string]any{"id": a.ID, "status": a.Status, "invoice_id": a.Invoice,
		"amount":             map[string]any{"currency_code": "AUD", "value": a.Value},
		"supplementary_data": map[string]any{"related_ids": map[string]any{"order_id": a.OrderID}},
		"expiration_time":    "2026-03-01T00:00:00Z",
		"links": []any{
			map[string]any{"rel": "self", "href": f.srv.URL + "/v2/payments/authorizations/" + a.ID},
			map[string]any{"rel": "capture", "href": f.srv.URL + "/v2/payments/authorizations/" + a.ID + "/capture", "method": "POST"},
			map[string]any{"rel": "up", "href": f.srv.URL + "/v2/checkout/orders/" + a.OrderID},
		}}
}

func (f *fakePayPal) captureJSON(cp *fCapture) map[string]any {
	var done int64
	for _, r := range cp.Refunds {
		done += cents(r)
	}
	status := "COMPLETED"
	switch {
	case done > 0 && done == cents(cp.Value):
		status = "REFUNDED"
	case done > 0:
		status = "PARTIALLY_REFUNDED"
	}
	return map[string]any{"id": cp.ID, "status": status, "final_capture": true,
		"amount": map[string]any{"currency_code": "AUD", "value": cp.Value},
		"links":  []any{map[string]any{"rel": "up", "href": f.srv.URL + "/v2/payments/authorizations/" + cp.AuthID}}}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Paypal-Debug-Id", "fake123")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// cents reads a value the fake's own way (not the adapter's parser), -1 when it is not one.
func cents(s string) int64 {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return -1
	}
	return int64(math.Round(v * 100))
}

// dig walks a decoded JSON value along a dotted path ("purchase_units.0.amount.value").
func dig(v any, p string) any {
	for _, k := range strings.Split(p, ".") {
		switch x := v.(type) {
		case map[string]any:
			v = x[k]
		case []any:
			i, err := strconv.Atoi(k)
			if err != nil || i >= len(x) {
				return nil
			}
			v = x[i]
		default:
			return nil
		}
	}
	return v
}

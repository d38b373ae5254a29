package paydock

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"
)

// The fake's credentials and gateways.
const (
	secret    = "sk_5ecret_0f_the_shop_9f8e7d"
	publicKey = "pk_public_of_the_shop"
	cardGW    = "5f1e7c9a2b3d4e5f6a7b8c9d"
	appleGW   = "61c1c7192dc2f86ba9fe6ed6"
	giftGW    = "64c0def3f05af072dc74635a"
)

// request is what the fake received.
type request struct {
	Method string
	Path   string
	Query  url.Values
	Key    string
	Raw    string
	Body   map[string]any
}

// str is the string at a dotted path of the body ("customer.payment_source.gateway_id").
func (r request) str(path string) string {
	var v any = r.Body
	for _, k := range strings.Split(path, ".") {
		m, ok := v.(map[string]any)
		if !ok {
			return ""
		}
		v = m[k]
	}
	switch v := v.(type) {
	case string:
		return v
	case json.Number:
		return v.String()
	case nil:
		return ""
	}
	return fmt.Sprint(v)
}

// reply is the fake's answer to one call.
type reply struct {
	status int
	body   string
}

// fake imitates Paydock's API v1: it checks the secret key, records every call and answers each
// "METHOD /path" with its route (404 for the rest, as Paydock does).
type fake struct {
	t      *testing.T
	srv    *httptest.Server
	mu     sync.Mutex
	reqs   []request
	routes map[string]func(r request) reply
}

func newFake(t *testing.T) *fake {
	f := &fake{t: t, routes: map[string]func(request) reply{}}
	f.srv = httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(f.srv.Close)
	return f
}

func (f *fake) serve(w http.ResponseWriter, r *http.Request) {
	raw, _ := io.ReadAll(r.Body)
	req := request{Method: r.Method, Path: r.URL.Path, Query: r.URL.Query(), Key: r.Header.Get("x-user-secret-key"), Raw: string(raw)}
	if len(raw) > 0 {
		d := json.NewDecoder(strings.NewReader(string(raw)))
		d.UseNumber()
		if err := d.Decode(&req.Body); err != nil {
			f.t.Errorf("%s %s: body is not JSON: %v", r.Method, r.URL.Path, err)
		}
		if ct := r.Header.Get("Content-Type"); ct != "application/json" {
			f.t.Errorf("%s %s: Content-Type %q", r.Method, r.URL.Path, ct)
		}
	}
	f.mu.Lock()
	f.reqs = append(f.reqs, req)
	route := f.routes[r.Method+" "+r.URL.Path]
	f.mu.Unlock()
	var rep reply
	switch {
	case req.Key != secret:
		rep = reply{401, errBody(401, "Access forbidden", "unauthorized", "null", "")}
	case route == nil:
		rep = reply{404, errBody(404, "Not found", "not_found", "null", "")}
	default:
		rep = route(req)
	}
	if rep.status == -1 { // hang until the client gives up
		select {
		case <-r.Context().Done():
		case <-time.After(5 * time.Second):
		}
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(rep.status)
	_, _ = io.WriteString(w, rep.body)
}

// on routes "METHOD /path" to fn.
func (f *fake) on(route string, fn func(r request) reply) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.routes[route] = fn
}

// answer routes "METHOD /path" to a fixed answer.
func (f *fake) answer(route string, status int, body string) {
	f.on(route, func(request) reply { return reply{status, body} })
}

// calls are the requests received, as "METHOD /path".
func (f *fake) calls() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := make([]string, len(f.reqs))
	for i, r := range f.reqs {
		out[i] = r.Method + " " + r.Path
	}
	return out
}

// last is the last request to "METHOD /path".
func (f *fake) last(route string) request {
	f.t.Helper()
	f.mu.Lock()
	defer f.mu.Unlock()
	for i := len(f.reqs) - 1; i >= 0; i-- {
		if r := f.reqs[i]; r.Method+" "+r.Path == route {
			return r
		}
	}
	f.t.Fatalf("no %s among %v", route, f.reqs)
	return request{}
}

// ok is Paydock's success envelope around data.
func ok(status int, typ, data string) string {
	return fmt.Sprintf(`{"status":%d,"error":null,"resource":{"type":%q,"data":%s}}`, status, typ, data)
}

// errBody is Paydock's error envelope; resource is the resource's data ("" for none).
func errBody(status int, message, code, details, resource string) string {
	res := `{"type":"charge"}`
	if resource != "" {
		res = `{"type":"charge","data":` + resource + `}`
	}
	return fmt.Sprintf(`{"status":%d,"error":{"message":%q,"code":%q,"details":%s},"resource":%s,`+
		`"error_summary":{"message":%q,"code":%q}}`, status, message, code, details, res, message, code)
}

// client is an adapter of the fake.
func client(t *testing.T, f *fake) *Client {
	t.Helper()
	c, err := New(Config{BaseURL: f.srv.URL, SecretKey: secret, PublicKey: publicKey, GatewayID: cardGW,
		ApplePayGatewayID: appleGW, GiftCardGatewayID: giftGW})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Fixtures, in Paydock's shapes.
const (
	ott        = "f6301700-dcfe-4640-aabf-eff4ee3d96a6"
	vaultToken = "c90dbe45-7a23-4f26-9192-336a01e58e59"
	chargeID   = "6540ec3f9a90eda1ebc30d85"
	threeDSID  = "7a9aded4-0439-4505-aa88-302fbf29d303"
	// canvasToken is a Canvas3ds token (base64 of {content, format, charge_3ds_id}), with the
	// characters a URL must escape.
	canvasToken = "eyJjb250ZW50IjoiPGRpdj4uLi48L2Rpdj4iLCJmb3JtYXQiOiJodG1sIn0+/x=="
	sourceID    = "65a1b2c3d4e5f60718293a4b"
	customerID  = "65a1b2c3d4e5f60718293a00"
)

const cardSource = `{"type":"card","vault_token":"` + vaultToken + `","card_scheme":"visa","card_number_last4":"4242",` +
	`"expire_month":5,"expire_year":2027,"gateway_id":"` + cardGW + `"}`

// chargeData is a charge of reference with status, authorised (capture false).
func chargeData(id, reference, status string, extra string) string {
	return `{"_id":"` + id + `","amount":123.45,"currency":"AUD","reference":"` + reference + `","status":"` + status +
		`","capture":false,"authorization":true,"created_at":"2026-03-01T10:00:00.000Z",` +
		`"customer":{"payment_source":` + cardSource + `}` + extra + `}`
}

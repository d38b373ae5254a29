package httpapi_test

import (
	"context"
	"encoding/json"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/wattle/storefront/internal/app"
	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/httpapi"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/payment/sandbox"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/storage/storagetest"
)

// The sandbox tests run against shops of their own (a small catalogue) so that they can also act
// as place order does: open a redirect session or a 3-D Secure challenge with the providers over
// the shop's own storage, as the sandboxes keep all their state there. Everything a shopper or a
// test does goes through HTTP; API answers go through call, held to the OpenAPI document.

type sandboxShop struct {
	srv *httptest.Server
	p   *sandbox.Providers
}

var (
	sandboxShopsMu sync.Mutex
	sandboxShops   = map[string]*sandboxShop{}
)

// eachSandboxShop runs fn against a sandbox shop on each engine (eachEngine's engines).
func eachSandboxShop(t *testing.T, fn func(t *testing.T, ss *sandboxShop)) {
	t.Helper()
	for _, engine := range engineNames() {
		t.Run(engine, func(t *testing.T) {
			fn(t, sandboxShopOn(t, engine))
		})
	}
}

func sandboxShopOn(t *testing.T, engine string) *sandboxShop {
	t.Helper()
	sandboxShopsMu.Lock()
	defer sandboxShopsMu.Unlock()
	if ss, ok := sandboxShops[engine]; ok {
		return ss
	}
	st := storagetest.Engines()[engine](holder)
	cfg := config.Default()
	cfg.DemoSize = 20
	cfg.PasswordMemoryKiB, cfg.PasswordTime = 64, 1
	clk := clock.NewFixed(testNow)
	sh, err := app.PrepareShop(context.Background(), cfg, st, clk, testWeb)
	if err != nil {
		t.Fatalf("prepare %s: %v", engine, err)
	}
	srv := httptest.NewServer(sh.Handler)
	holder.Cleanup(srv.Close)
	ss := &sandboxShop{srv: srv, p: sandbox.NewProviders(st, clk)}
	sandboxShops[engine] = ss
	return ss
}

// challenge opens a 3-D Secure challenge as place order would: the card fields tokenise the
// challenge card, and the gateway answers the authorisation with a challenge.
func (ss *sandboxShop) challenge(t *testing.T, b *browser, reference string) string {
	t.Helper()
	var tok struct{ OneTimeToken string }
	b.json(http.MethodPost, "/api/sandbox/cards/tokenize", testCard("4000000000003220")).decode(t, &tok)
	o, err := ss.p.Card.Authorize(context.Background(), payment.Charge{Reference: reference, Amount: 12995, Token: tok.OneTimeToken})
	if err != nil || o.Status != payment.Challenge || o.ChallengeURL != "/sandbox/threeds/"+o.ChallengeID {
		t.Fatalf("Authorize = %+v, %v", o, err)
	}
	return o.ChallengeID
}

// session opens a redirect provider's session as place order would.
func (ss *sandboxShop) session(t *testing.T, m payment.Method, reference string) (string, string) {
	t.Helper()
	page, token, err := ss.p.Redirector(m).Begin(context.Background(),
		payment.Charge{Reference: reference, Amount: 15000, Email: "jo@example.com"}, ss.srv.URL+"/api/payments/"+string(m)+"/return")
	if err != nil {
		t.Fatal(err)
	}
	return page, token
}

func testCard(number string) map[string]any {
	return map[string]any{"cardNumber": number, "expiryMonth": 12, "expiryYear": 2030, "cvv": "123", "cardholderName": "Jo Citizen"}
}

type tokenView struct {
	OneTimeToken string `json:"oneTimeToken"`
	CardType     string `json:"cardType"`
	Last4        string `json:"last4"`
}

var refs sync.Map

// reference is a payment attempt reference no other test uses.
func reference(t *testing.T, name string) string {
	ref := t.Name() + "/" + name
	if _, dup := refs.LoadOrStore(ref, true); dup {
		t.Fatalf("reference %s used twice", ref)
	}
	return ref
}

func TestSandboxTokenizeCard(t *testing.T) {
	eachSandboxShop(t, func(t *testing.T, ss *sandboxShop) {
		b := newBrowser(t, ss.srv)
		ctx := context.Background()
		for _, c := range sandbox.TestCards {
			var tok tokenView
			b.json(http.MethodPost, "/api/sandbox/cards/tokenize", testCard(c.Number)).decode(t, &tok)
			if !strings.HasPrefix(tok.OneTimeToken, "tok_") || tok.CardType != c.Brand || tok.Last4 != c.Number[12:] {
				t.Fatalf("%s: %+v", c.Number, tok)
			}
			if c.Behaviour == sandbox.ProviderTimeout {
				continue // authorising it waits for the shop's payment timeout
			}
			// The token is the gateway's: it authorises as the card behaves.
			o, err := ss.p.Card.Authorize(ctx, payment.Charge{Reference: reference(t, c.Number), Amount: 1000, Token: tok.OneTimeToken})
			want := map[sandbox.Behaviour]payment.Status{sandbox.Approve: payment.Approved, sandbox.ChallengeCard: payment.Challenge,
				sandbox.Decline: payment.Declined, sandbox.Insufficient: payment.Declined, sandbox.Unsupported: payment.Declined,
				sandbox.DeclineLater: payment.Approved}[c.Behaviour]
			if err != nil || o.Status != want {
				t.Fatalf("%s authorises %+v, %v; want %s", c.Number, o, err, want)
			}
		}

		// Form fields work as well as JSON, numbers with spaces, two-digit years.
		var tok tokenView
		b.form("/api/sandbox/cards/tokenize", url.Values{"cardNumber": {"5555 5555 5555 4444"}, "expiryMonth": {"01"},
			"expiryYear": {"31"}, "cvv": {"321"}, "cardholderName": {"Jo Citizen"}}).decode(t, &tok)
		if tok.CardType != "mastercard" || tok.Last4 != "4444" {
			t.Fatalf("form: %+v", tok)
		}

		// Every field's mistake at once.
		wantError(t, b.json(http.MethodPost, "/api/sandbox/cards/tokenize", map[string]any{"cardNumber": ""}), 400, "ERR_VALIDATION",
			map[string]string{"cardNumber": "missing-args", "cardholderName": "missing-args", "expiryMonth": "missing-args",
				"expiryYear": "missing-args", "cvv": "missing-args"})
		wantError(t, b.json(http.MethodPost, "/api/sandbox/cards/tokenize", map[string]any{"cardNumber": "4242424242424241",
			"expiryMonth": 10, "expiryYear": 2026, "cvv": "12", "cardholderName": "Jo"}), 400, "ERR_VALIDATION",
			map[string]string{"cardNumber": "invalid-card-number", "expiryMonth": "invalid-expiry", "cvv": "invalid-cvv"})
		wantError(t, b.json(http.MethodPost, "/api/sandbox/cards/tokenize", map[string]any{"cardNumber": "4242424242424242",
			"expiryMonth": "ab", "expiryYear": 2030, "cvv": "123", "cardholderName": "Jo"}), 400, "ERR_VALIDATION",
			map[string]string{"expiryMonth": "invalid-expiry"})
		r := b.json(http.MethodPost, "/api/sandbox/cards/tokenize", map[string]any{"cardNumber": "4242424242424242",
			"expiryMonth": 13, "expiryYear": 2030, "cvv": "123", "cardholderName": "  "})
		wantError(t, r, 400, "ERR_VALIDATION", map[string]string{"expiryMonth": "invalid-expiry", "cardholderName": "missing-args"})
		if len(r.Error.Fields) != 2 {
			t.Fatalf("fields %v", r.Error.Fields)
		}
		// An American Express card takes a 4-digit code.
		amex := testCard("378282246310005")
		wantError(t, b.json(http.MethodPost, "/api/sandbox/cards/tokenize", amex), 400, "ERR_VALIDATION", map[string]string{"cvv": "invalid-cvv"})
		amex["cvv"] = "1234"
		b.json(http.MethodPost, "/api/sandbox/cards/tokenize", amex).decode(t, &tok)
		if tok.CardType != "amex" {
			t.Fatalf("amex: %+v", tok)
		}

		// Like every call that changes something, it needs the csrf token.
		wantError(t, call(t, b.c, http.MethodPost, ss.srv.URL+"/api/sandbox/cards/tokenize", "application/json", `{"cardNumber":"4242424242424242"}`, nil),
			403, "ERR_CSRF", nil)

		// A gift card: its number and PIN.
		card := issueGiftCard(t, b, 40)
		b.json(http.MethodPost, "/api/sandbox/cards/tokenize", map[string]any{"cardType": "giftcard", "cardNumber": card.CardNumber, "pin": card.PIN}).decode(t, &tok)
		if !strings.HasPrefix(tok.OneTimeToken, "gct_") || tok.CardType != "giftcard" || tok.Last4 != card.CardNumber[len(card.CardNumber)-4:] {
			t.Fatalf("gift card token: %+v", tok)
		}
		o, err := ss.p.GiftCards.Preauth(ctx, tok.OneTimeToken, 4000, reference(t, "gift"))
		if err != nil || o.Status != payment.Approved {
			t.Fatalf("Preauth = %+v, %v", o, err)
		}
		wrong := "0000"
		if card.PIN == wrong {
			wrong = "1111"
		}
		wantError(t, b.json(http.MethodPost, "/api/sandbox/cards/tokenize", map[string]any{"cardType": "giftcard", "cardNumber": card.CardNumber, "pin": wrong}),
			400, "ERR_VALIDATION", map[string]string{"cardNumber": "invalid-gift-card", "pin": "invalid-gift-card"})
		wantError(t, b.json(http.MethodPost, "/api/sandbox/cards/tokenize", map[string]any{"cardType": "giftcard", "cardNumber": card.CardNumber}),
			400, "ERR_VALIDATION", map[string]string{"pin": "missing-args"})
	})
}

type giftCardView struct {
	CardNumber string `json:"cardNumber"`
	PIN        string `json:"pin"`
}

func issueGiftCard(t *testing.T, b *browser, amount any) giftCardView {
	t.Helper()
	r := b.json(http.MethodPost, "/api/sandbox/gift-cards", map[string]any{"amount": amount})
	var v giftCardView
	r.decode(t, &v)
	if r.status != http.StatusCreated || len(v.CardNumber) != 19 || len(v.PIN) != 4 {
		t.Fatalf("issued %d %+v", r.status, v)
	}
	return v
}

func TestSandboxIssueGiftCard(t *testing.T) {
	eachSandboxShop(t, func(t *testing.T, ss *sandboxShop) {
		b := newBrowser(t, ss.srv)
		for amount, cents := range map[any]int64{25.5: 2550, 1000: 100000, 0.01: 1, "12.30": 1230} {
			card := issueGiftCard(t, b, amount)
			if bal, err := ss.p.GiftCards.Balance(context.Background(), card.CardNumber, card.PIN); err != nil || int64(bal) != cents {
				t.Fatalf("%v: balance %d, %v; want %d", amount, bal, err, cents)
			}
		}
		r := b.form("/api/sandbox/gift-cards", url.Values{"amount": {"75"}})
		if r.status != http.StatusCreated {
			t.Fatalf("form: %d", r.status)
		}
		for amount, key := range map[any]string{0: "out-of-range", 1000.01: "out-of-range", -5: "malformed-request",
			"abc": "malformed-request", 1.234: "malformed-request", "1e2": "malformed-request", "": "missing-args"} {
			wantError(t, b.json(http.MethodPost, "/api/sandbox/gift-cards", map[string]any{"amount": amount}), 400, "ERR_VALIDATION",
				map[string]string{"amount": key})
		}
		wantError(t, b.json(http.MethodPost, "/api/sandbox/gift-cards", map[string]any{}), 400, "ERR_VALIDATION", map[string]string{"amount": "missing-args"})
	})
}

type decideView struct {
	ReturnURL string `json:"returnUrl"`
}

func decide(b *browser, provider, token, decision string) resp {
	b.t.Helper()
	return b.json(http.MethodPost, "/api/sandbox/decide", map[string]string{"provider": provider, "token": token, "decision": decision})
}

func TestSandboxDecide(t *testing.T) {
	eachSandboxShop(t, func(t *testing.T, ss *sandboxShop) {
		ctx := context.Background()
		b := newBrowser(t, ss.srv)

		// 3-D Secure: approve passes the challenge, decline or cancel fails it; the gateway settles it.
		for decision, status := range map[string]string{"approve": "success", "decline": "rejected", "cancel": "rejected"} {
			tcID := ss.challenge(t, b, reference(t, decision))
			var d decideView
			decide(b, "threeds", tcID, decision).decode(t, &d)
			if want := "/spc?tcId=" + url.QueryEscape(tcID) + "&tcStatus=" + status; d.ReturnURL != want {
				t.Fatalf("%s: returnUrl %q, want %q", decision, d.ReturnURL, want)
			}
			o, err := ss.p.Card.ChallengeOutcome(ctx, tcID)
			if want := map[string]payment.Status{"success": payment.Approved, "rejected": payment.Declined}[status]; err != nil || o.Status != want {
				t.Fatalf("%s: outcome %+v, %v", decision, o, err)
			}
			wantError(t, decide(b, "threeds", tcID, "approve"), 409, "ERR_SANDBOX_DECIDED", nil)
		}
		tcID := ss.challenge(t, b, reference(t, "refer"))
		wantError(t, decide(b, "threeds", tcID, "refer"), 400, "ERR_VALIDATION", map[string]string{"decision": "malformed-request"})
		wantError(t, decide(b, "threeds", "tc_nope", "approve"), 404, "ERR_SANDBOX_NOT_FOUND", nil)

		// The redirect providers: the answer is the shop's return URL with the provider's parameters.
		for _, m := range []payment.Method{payment.PayPal, payment.Afterpay, payment.Zip, payment.Flypay} {
			_, token := ss.session(t, m, reference(t, string(m)))
			var d decideView
			decide(b, string(m), token, "approve").decode(t, &d)
			u, err := url.Parse(d.ReturnURL)
			if err != nil || u.Path != "/api/payments/"+string(m)+"/return" || u.Query().Get("token") != token {
				t.Fatalf("%s: returnUrl %q", m, d.ReturnURL)
			}
			if m == payment.PayPal && u.Query().Get("PayerID") == "" || m != payment.PayPal && u.Query().Get("status") != "approve" {
				t.Fatalf("%s: returnUrl %q lacks the provider's parameters", m, d.ReturnURL)
			}
			if o, err := ss.p.Redirector(m).Complete(ctx, token, u.Query()); err != nil || o.Status != payment.Approved {
				t.Fatalf("%s: Complete = %+v, %v", m, o, err)
			}
			wantError(t, decide(b, string(m), token, "cancel"), 409, "ERR_SANDBOX_DECIDED", nil)
			wantError(t, decide(b, string(m), "XX-nope", "approve"), 404, "ERR_SANDBOX_NOT_FOUND", nil)
		}
		_, token := ss.session(t, payment.Afterpay, reference(t, "funding"))
		wantError(t, decide(b, "afterpay", token, "funding"), 400, "ERR_VALIDATION", map[string]string{"decision": "malformed-request"})
		var d decideView
		decide(b, "afterpay", token, "refer").decode(t, &d)
		if u, _ := url.Parse(d.ReturnURL); u.Query().Get("status") != "refer" {
			t.Fatalf("refer: %q", d.ReturnURL)
		}

		wantError(t, decide(b, "bitcoin", "x", "approve"), 400, "ERR_VALIDATION", map[string]string{"provider": "malformed-request"})
		wantError(t, decide(b, "applepay", "x", "approve"), 400, "ERR_VALIDATION", map[string]string{"provider": "malformed-request"})
		wantError(t, decide(b, "", "", ""), 400, "ERR_VALIDATION",
			map[string]string{"provider": "missing-args", "token": "missing-args", "decision": "missing-args"})
	})
}

// page fetches a sandbox page as a browser would, without following redirects.
func page(t *testing.T, srv *httptest.Server, method, path string, form url.Values, hdr map[string]string) (*http.Response, string) {
	t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequest(method, srv.URL+path, body)
	if err != nil {
		t.Fatal(err)
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	c := &http.Client{Transport: srv.Client().Transport, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, string(b)
}

const (
	cspFramed = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'"
	cspTop    = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
)

// wantPage checks a sandbox page's status and headers: HTML, never stored, its CSP and framing.
func wantPage(t *testing.T, res *http.Response, body string, status int, framed bool) {
	t.Helper()
	csp, xfo := cspTop, "DENY"
	if framed {
		csp, xfo = cspFramed, "SAMEORIGIN"
	}
	h := res.Header
	if res.StatusCode != status || h.Get("Content-Type") != "text/html; charset=utf-8" || h.Get("Cache-Control") != "no-store" ||
		h.Get("Content-Security-Policy") != csp || h.Get("X-Frame-Options") != xfo || h.Get("X-Content-Type-Options") != "nosniff" {
		t.Fatalf("%s %s: %d %v, want %d framed=%v\n%.300s", res.Request.Method, res.Request.URL.Path, res.StatusCode, h, status, framed, body)
	}
	if !strings.Contains(body, "no real money moves") {
		t.Fatalf("%s: not labelled as the sandbox", res.Request.URL.Path)
	}
	for _, m := range inlineScript.FindAllStringSubmatch(body, -1) {
		if strings.TrimSpace(m[1]) != "" {
			t.Fatalf("%s: an inline script", res.Request.URL.Path)
		}
	}
}

var (
	inlineScript = regexp.MustCompile(`(?s)<script\b[^>]*>(.*?)</script>`)
	dataMessage  = regexp.MustCompile(`data-message="([^"]*)"`)
)

// message is the message a page posts to the window framing it.
func message(t *testing.T, body string) map[string]string {
	t.Helper()
	m := dataMessage.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no message in %.500s", body)
	}
	var out map[string]string
	if err := json.Unmarshal([]byte(html.UnescapeString(m[1])), &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestSandboxPages(t *testing.T) {
	eachSandboxShop(t, func(t *testing.T, ss *sandboxShop) {
		srv := ss.srv
		res, body := page(t, srv, "GET", "/sandbox", nil, nil)
		wantPage(t, res, body, 200, false)
		for _, want := range []string{"4242 4242 4242 4242", "4000 0000 0000 3220", "Funding source fails", `href="/sandbox/assets/sandbox.css"`} {
			if !strings.Contains(body, want) {
				t.Errorf("index lacks %q", want)
			}
		}
		res, body = page(t, srv, "GET", "/sandbox/nope", nil, nil)
		wantPage(t, res, body, 404, false)

		// The card fields: framed by checkout, labelled inputs, the script from a file.
		res, body = page(t, srv, "GET", "/sandbox/card/fields", nil, nil)
		wantPage(t, res, body, 200, true)
		for _, id := range []string{"cardholderName", "cardNumber", "expiry", "cvv"} {
			if !strings.Contains(body, `<label for="`+id+`">`) || !strings.Contains(body, `id="`+id+`"`) {
				t.Errorf("card fields lack a labelled %s", id)
			}
		}
		if !strings.Contains(body, `<script src="/sandbox/assets/card-fields.js" defer></script>`) {
			t.Error("card fields without their script")
		}
		res, body = page(t, srv, "GET", "/sandbox/card/fields?giftcard=1", nil, nil)
		wantPage(t, res, body, 200, true)
		if !strings.Contains(body, `<label for="pin">`) {
			t.Error("gift card fields without a PIN")
		}
		for name, ctype := range map[string]string{"card-fields.js": "text/javascript; charset=utf-8", "frame.js": "text/javascript; charset=utf-8", "sandbox.css": "text/css; charset=utf-8"} {
			res, body := page(t, srv, "GET", "/sandbox/assets/"+name, nil, nil)
			if res.StatusCode != 200 || res.Header.Get("Content-Type") != ctype || res.Header.Get("ETag") == "" || body == "" {
				t.Fatalf("%s: %d %v", name, res.StatusCode, res.Header)
			}
			if res, _ := page(t, srv, "GET", "/sandbox/assets/"+name, nil, map[string]string{"If-None-Match": res.Header.Get("ETag")}); res.StatusCode != 304 {
				t.Fatalf("%s again: %d", name, res.StatusCode)
			}
		}
		if res, _ := page(t, srv, "GET", "/sandbox/assets/nope.js", nil, nil); res.StatusCode != 404 {
			t.Fatalf("missing asset: %d", res.StatusCode)
		}

		// The shop's own pages may frame ours.
		res, _ = page(t, srv, "GET", "/spc", nil, nil)
		if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "frame-src 'self'") || !strings.Contains(csp, "frame-ancestors 'none'") {
			t.Fatalf("the shop's CSP: %s", csp)
		}
	})
}

func TestSandboxThreeDSPage(t *testing.T) {
	eachSandboxShop(t, func(t *testing.T, ss *sandboxShop) {
		srv, b := ss.srv, newBrowser(t, ss.srv)
		tcID := ss.challenge(t, b, reference(t, "top"))
		res, body := page(t, srv, "GET", "/sandbox/threeds/"+tcID, nil, nil)
		wantPage(t, res, body, 200, true)
		for _, want := range []string{"$129.95", "Visa •••• 3220", "Approve", "Fail challenge", "Cancel", `action="/sandbox/threeds/` + tcID + `"`} {
			if !strings.Contains(body, want) {
				t.Errorf("challenge page lacks %q", want)
			}
		}
		// A post from another site is refused; the page's own is taken.
		for _, hdr := range []map[string]string{{"Origin": "https://evil.example"}, {"Sec-Fetch-Site": "cross-site"}, {"Origin": "null"}} {
			res, body := page(t, srv, "POST", "/sandbox/threeds/"+tcID, url.Values{"decision": {"approve"}}, hdr)
			wantPage(t, res, body, 403, true)
		}
		// At the top (no script said it is framed): 303 to checkout's return.
		res, _ = page(t, srv, "POST", "/sandbox/threeds/"+tcID, url.Values{"decision": {"approve"}, "framed": {""}},
			map[string]string{"Origin": srv.URL, "Sec-Fetch-Site": "same-origin"})
		if want := "/spc?tcId=" + url.QueryEscape(tcID) + "&tcStatus=success"; res.StatusCode != 303 || res.Header.Get("Location") != want {
			t.Fatalf("decision at the top: %d %q, want 303 %s", res.StatusCode, res.Header.Get("Location"), want)
		}
		if o, err := ss.p.Card.ChallengeOutcome(context.Background(), tcID); err != nil || o.Status != payment.Approved {
			t.Fatalf("outcome %+v, %v", o, err)
		}
		// Decided: the page and its form say so.
		res, body = page(t, srv, "GET", "/sandbox/threeds/"+tcID, nil, nil)
		wantPage(t, res, body, 409, true)
		res, body = page(t, srv, "POST", "/sandbox/threeds/"+tcID, url.Values{"decision": {"decline"}}, nil)
		wantPage(t, res, body, 409, true)

		// Framed (the script set the field, or the browser says so): a page posts the outcome to checkout.
		for i, framed := range []struct {
			field string
			hdr   map[string]string
		}{{"1", nil}, {"", map[string]string{"Sec-Fetch-Dest": "iframe"}}} {
			tcID := ss.challenge(t, b, reference(t, "framed"+strconv.Itoa(i)))
			res, body := page(t, srv, "POST", "/sandbox/threeds/"+tcID, url.Values{"decision": {"decline"}, "framed": {framed.field}}, framed.hdr)
			wantPage(t, res, body, 200, true)
			if m := message(t, body); m["type"] != "threeds" || m["tcId"] != tcID || m["tcStatus"] != "rejected" {
				t.Fatalf("message %v", m)
			}
		}

		res, body = page(t, srv, "GET", "/sandbox/threeds/tc_nope", nil, nil)
		wantPage(t, res, body, 404, true)
		if !strings.Contains(body, `href="/spc" target="_top"`) {
			t.Error("the 404 page has no way back to checkout")
		}
		tcID = ss.challenge(t, b, reference(t, "bad"))
		res, body = page(t, srv, "POST", "/sandbox/threeds/"+tcID, url.Values{"decision": {"refer"}}, nil)
		wantPage(t, res, body, 400, true)
	})
}

func TestSandboxProviderPages(t *testing.T) {
	eachSandboxShop(t, func(t *testing.T, ss *sandboxShop) {
		srv := ss.srv
		for _, m := range []payment.Method{payment.PayPal, payment.Afterpay, payment.Zip, payment.Flypay} {
			path, token := ss.session(t, m, reference(t, string(m)))
			res, body := page(t, srv, "GET", path, nil, nil)
			wantPage(t, res, body, 200, false)
			for _, want := range []string{"Wattle", "$150.00", sandbox.ProviderName(m), `name="token" value="` + token + `"`} {
				if !strings.Contains(body, want) {
					t.Errorf("%s page lacks %q", m, want)
				}
			}
			for _, d := range ss.p.Redirector(m).Decisions() {
				if !strings.Contains(body, `name="decision" value="`+d+`"`) {
					t.Errorf("%s page has no %s button", m, d)
				}
			}
			if m == payment.Afterpay && !strings.Contains(body, "$37.50") {
				t.Error("Afterpay's page without its instalments")
			}
			// The decision sends the shopper back to the shop, with the provider's parameters.
			res, _ = page(t, srv, "POST", "/sandbox/"+string(m)+"/checkout", url.Values{"token": {token}, "decision": {"cancel"}},
				map[string]string{"Sec-Fetch-Site": "same-origin"})
			loc, _ := url.Parse(res.Header.Get("Location"))
			if res.StatusCode != 303 || loc.Path != "/api/payments/"+string(m)+"/return" || loc.Query().Get("token") != token {
				t.Fatalf("%s decision: %d %s", m, res.StatusCode, loc)
			}
			if o, err := ss.p.Redirector(m).Complete(context.Background(), token, loc.Query()); err != nil || o.Decline != payment.DeclineCancelled {
				t.Fatalf("%s: Complete = %+v, %v", m, o, err)
			}
			// Gone once decided; unknown tokens are a 404 page with the way back to checkout.
			res, body = page(t, srv, "GET", path, nil, nil)
			wantPage(t, res, body, 409, false)
			res, body = page(t, srv, "GET", "/sandbox/"+string(m)+"/checkout?token=nope", nil, nil)
			wantPage(t, res, body, 404, false)
			if !strings.Contains(body, `href="/spc"`) {
				t.Errorf("%s 404 page without a way back", m)
			}
			res, body = page(t, srv, "POST", "/sandbox/"+string(m)+"/checkout", url.Values{"token": {"nope"}, "decision": {"approve"}}, nil)
			wantPage(t, res, body, 404, false)
			res, body = page(t, srv, "POST", "/sandbox/"+string(m)+"/checkout", url.Values{"token": {token}, "decision": {"approve"}},
				map[string]string{"Sec-Fetch-Site": "cross-site"})
			wantPage(t, res, body, 403, false)
		}
	})
}

func TestSandboxApplePaySheet(t *testing.T) {
	eachSandboxShop(t, func(t *testing.T, ss *sandboxShop) {
		srv := ss.srv
		res, body := page(t, srv, "GET", "/sandbox/applepay/sheet?amount=4995&label=Wattle", nil, nil)
		wantPage(t, res, body, 200, true)
		for _, want := range []string{"$49.95", "Visa •••• 4242", "Pay with Touch ID", "Pay (card declined)", "Cancel"} {
			if !strings.Contains(body, want) {
				t.Errorf("sheet lacks %q", want)
			}
		}
		res, body = page(t, srv, "GET", "/sandbox/applepay/sheet?amount=abc", nil, nil)
		wantPage(t, res, body, 400, true)

		// Pay: the device card becomes a one-time token (pcid) the gateway authorises as the card.
		for action, want := range map[string]payment.Status{"pay": payment.Approved, "decline": payment.Declined} {
			res, body := page(t, srv, "POST", "/sandbox/applepay/sheet", url.Values{"action": {action}, "amount": {"4995"}, "label": {"Wattle"}, "framed": {"1"}},
				map[string]string{"Sec-Fetch-Site": "same-origin", "Sec-Fetch-Dest": "iframe"})
			wantPage(t, res, body, 200, true)
			m := message(t, body)
			if m["type"] != "applepay" || m["status"] != "success" || m["cardType"] != "visa" || !strings.HasPrefix(m["pcid"], "tok_") {
				t.Fatalf("%s: message %v", action, m)
			}
			if !strings.Contains(body, m["pcid"]) {
				t.Errorf("%s: the token is not shown on the page", action)
			}
			o, err := ss.p.Card.Authorize(context.Background(), payment.Charge{Reference: reference(t, action), Amount: 4995, Token: m["pcid"]})
			if err != nil || o.Status != want {
				t.Fatalf("%s: Authorize = %+v, %v", action, o, err)
			}
		}
		res, body = page(t, srv, "POST", "/sandbox/applepay/sheet", url.Values{"action": {"cancel"}}, nil)
		wantPage(t, res, body, 200, true)
		if m := message(t, body); m["type"] != "applepay" || m["status"] != "cancelled" || len(m) != 2 {
			t.Fatalf("cancel: %v", m)
		}
		res, body = page(t, srv, "POST", "/sandbox/applepay/sheet", url.Values{"action": {"pay"}}, map[string]string{"Origin": "https://evil.example"})
		wantPage(t, res, body, 403, true)
	})
}

var issuedNumber = regexp.MustCompile(`<dt>Number</dt><dd><code>(\d{19})</code></dd></div>\s*<div><dt>PIN</dt><dd><code>(\d{4})</code>`)

func TestSandboxIndexGiftCard(t *testing.T) {
	eachSandboxShop(t, func(t *testing.T, ss *sandboxShop) {
		res, body := page(t, ss.srv, "POST", "/sandbox/gift-cards", url.Values{"amount": {"$30.50"}}, map[string]string{"Sec-Fetch-Site": "same-origin"})
		wantPage(t, res, body, 200, false)
		m := issuedNumber.FindStringSubmatch(body)
		if m == nil {
			t.Fatalf("no gift card on the page: %s", body)
		}
		if bal, err := ss.p.GiftCards.Balance(context.Background(), m[1], m[2]); err != nil || bal != 3050 {
			t.Fatalf("balance %d, %v", bal, err)
		}
		res, body = page(t, ss.srv, "POST", "/sandbox/gift-cards", url.Values{"amount": {"0"}}, nil)
		wantPage(t, res, body, 400, false)
		if !strings.Contains(body, `aria-invalid="true"`) {
			t.Error("the amount is not marked invalid")
		}
		res, body = page(t, ss.srv, "POST", "/sandbox/gift-cards", url.Values{"amount": {"30"}}, map[string]string{"Sec-Fetch-Site": "cross-site"})
		wantPage(t, res, body, 403, false)
	})
}

// Without the sandboxes (a real provider configured) neither the operations nor the pages exist.
func TestSandboxAbsentWithoutProviders(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(httpapi.New(httpapi.Deps{Config: config.Default()}))
	defer srv.Close()
	res, body := page(t, srv, "GET", "/api/openapi.json", nil, nil)
	var doc struct {
		Paths map[string]map[string]struct {
			OperationID string `json:"operationId"`
		} `json:"paths"`
	}
	if err := json.Unmarshal([]byte(body), &doc); res.StatusCode != 200 || err != nil {
		t.Fatalf("the document: %d %v", res.StatusCode, err)
	}
	for path, ops := range doc.Paths {
		for _, op := range ops {
			if strings.HasPrefix(path, "/api/sandbox") || strings.HasPrefix(op.OperationID, "sandbox") {
				t.Errorf("a shop without sandboxes documents %s %s", op.OperationID, path)
			}
		}
	}
	if res, body := page(t, srv, "GET", "/sandbox/card/fields", nil, nil); strings.Contains(body, "no real money moves") {
		t.Fatalf("card fields without sandboxes: %d", res.StatusCode)
	}
	if res, _ := page(t, srv, "POST", "/api/sandbox/gift-cards", url.Values{"amount": {"10"}}, nil); res.StatusCode != 404 {
		t.Fatalf("sandboxIssueGiftCard without sandboxes: %d", res.StatusCode)
	}
}

package sandbox

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"html"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/clock"
)

func render(t *testing.T, name string, data any) string {
	t.Helper()
	var b bytes.Buffer
	if err := Render(&b, name, data); err != nil {
		t.Fatalf("Render(%s): %v", name, err)
	}
	return b.String()
}

var (
	scriptTag  = regexp.MustCompile(`(?s)<script\b([^>]*)>(.*?)</script>`)
	inputTag   = regexp.MustCompile(`<input\b[^>]*>`)
	idAttr     = regexp.MustCompile(`\bid="([^"]+)"`)
	typeHidden = regexp.MustCompile(`\btype="hidden"`)
	styleAttr  = regexp.MustCompile(`\sstyle=|<style\b|\son[a-z]+=`)
)

// checkPage holds every page to the rules of their CSP and of accessibility the tests can see:
// scripts only from files, no inline styles or handlers, the sandbox label, a label for each input.
func checkPage(t *testing.T, name, page string) {
	t.Helper()
	if !strings.HasPrefix(page, "<!doctype html>") || !strings.Contains(page, `<html lang="en-AU">`) {
		t.Errorf("%s: not a whole page", name)
	}
	if !strings.Contains(page, "<strong>Sandbox</strong> — no real money moves") {
		t.Errorf("%s: no sandbox label", name)
	}
	if !strings.Contains(page, `name="viewport"`) {
		t.Errorf("%s: no viewport", name)
	}
	for _, m := range scriptTag.FindAllStringSubmatch(page, -1) {
		if strings.TrimSpace(m[2]) != "" || !strings.Contains(m[1], `src="/sandbox/assets/`) {
			t.Errorf("%s: an inline script: %s", name, m[0])
		}
	}
	if styleAttr.MatchString(page) {
		t.Errorf("%s: inline style or event handler: %s", name, styleAttr.FindString(page))
	}
	for _, in := range inputTag.FindAllString(page, -1) {
		if typeHidden.MatchString(in) {
			continue
		}
		id := idAttr.FindStringSubmatch(in)
		if id == nil || !strings.Contains(page, `<label for="`+id[1]+`">`) {
			t.Errorf("%s: input without a label: %s", name, in)
		}
	}
}

func TestPagesRender(t *testing.T) {
	t.Parallel()
	p := NewProviders(newMemStore(), clock.NewFixed(time.Date(2026, 11, 23, 4, 0, 0, 0, time.UTC)))

	index := render(t, PageIndex, NewIndexPage(p))
	checkPage(t, "index", index)
	for _, c := range TestCards {
		if !strings.Contains(index, Group4(c.Number)) {
			t.Errorf("index lacks test card %s", c.Number)
		}
	}
	for _, want := range []string{"PayPal", "Afterpay", "Zip", "Flypay", "Funding source fails", "Refer for review", `action="/sandbox/gift-cards"`} {
		if !strings.Contains(index, want) {
			t.Errorf("index lacks %q", want)
		}
	}

	fields := render(t, PageCardFields, NewCardFieldsPage(false))
	checkPage(t, "card fields", fields)
	for _, id := range []string{"cardholderName", "cardNumber", "expiry", "cvv"} {
		if !strings.Contains(fields, `id="`+id+`"`) || !strings.Contains(fields, `id="`+id+`-error"`) {
			t.Errorf("card fields lack input %s or its error", id)
		}
	}
	if !strings.Contains(fields, `autocomplete="cc-number"`) || !strings.Contains(fields, `src="/sandbox/assets/card-fields.js"`) {
		t.Error("card fields: autocomplete or script")
	}
	gift := render(t, PageCardFields, NewCardFieldsPage(true))
	checkPage(t, "gift card fields", gift)
	if !strings.Contains(gift, `id="pin"`) || strings.Contains(gift, `id="cvv"`) || !strings.Contains(gift, `data-mode="giftcard"`) {
		t.Error("gift card fields: want number and PIN")
	}

	threeds := render(t, PageThreeDS, NewThreeDSPage("tc_abc", ChallengeView{Amount: 12345, CardType: "visa", Last4: "3220"}))
	checkPage(t, "threeds", threeds)
	for _, want := range []string{"$123.45", "Visa •••• 3220", `action="/sandbox/threeds/tc_abc"`, `value="approve"`, "Fail challenge", `value="cancel"`, `name="framed"`} {
		if !strings.Contains(threeds, want) {
			t.Errorf("threeds lacks %q", want)
		}
	}

	for _, m := range []payment.Method{payment.PayPal, payment.Afterpay, payment.Zip, payment.Flypay} {
		r := p.Redirector(m)
		page := render(t, PageProvider, NewProviderPage(r, "TOK-1", SessionView{Amount: 10001, Email: "jo@example.com"}))
		checkPage(t, string(m), page)
		for _, want := range []string{"Wattle", "$100.01", `action="/sandbox/` + string(m) + `/checkout"`, `name="token" value="TOK-1"`, "theme-" + string(m)} {
			if !strings.Contains(page, want) {
				t.Errorf("%s page lacks %q", m, want)
			}
		}
		for _, d := range r.Decisions() {
			if !strings.Contains(page, `value="`+d+`"`) {
				t.Errorf("%s page has no button for %s", m, d)
			}
		}
		if got := strings.Contains(page, "$25.01") && strings.Contains(page, "In 6 weeks"); got != (m == payment.Afterpay) {
			t.Errorf("%s page: Afterpay's instalments shown = %v", m, got)
		}
		if got := strings.Contains(page, "$40 a month"); got != (m == payment.Zip) {
			t.Errorf("%s page: Zip's repayment note shown = %v", m, got)
		}
	}

	sheet := render(t, PageApplePay, NewApplePayPage("Wattle", 4995))
	checkPage(t, "applepay", sheet)
	for _, want := range []string{"$49.95", "Visa •••• 4242", "Pay with Touch ID", "Pay (card declined)", `value="4995"`} {
		if !strings.Contains(sheet, want) {
			t.Errorf("sheet lacks %q", want)
		}
	}

	// A result page carries its message for the framing window as JSON in an attribute.
	res := NewResultPage("Apple Pay", "Done", "Paid.", true, map[string]string{"type": "applepay", "status": "success", "pcid": "tok_<x>"})
	out := render(t, PageResult, res)
	checkPage(t, "result", out)
	m := regexp.MustCompile(`data-message="([^"]*)"`).FindStringSubmatch(out)
	var msg map[string]string
	if m == nil || json.Unmarshal([]byte(html.UnescapeString(m[1])), &msg) != nil || msg["pcid"] != "tok_<x>" {
		t.Fatalf("result message: %v", m)
	}
}

func TestInstalments(t *testing.T) {
	t.Parallel()
	got := Instalments(10001)
	if len(got) != 4 || got[0].Amount != "$25.01" || got[3].Amount != "$25.00" || got[0].When != "Today" {
		t.Fatalf("Instalments(10001) = %+v", got)
	}
}

func TestAssets(t *testing.T) {
	t.Parallel()
	for name, ctype := range map[string]string{"sandbox.css": "text/css; charset=utf-8", "card-fields.js": "text/javascript; charset=utf-8", "frame.js": "text/javascript; charset=utf-8"} {
		b, ct, ok := Asset(name)
		if !ok || ct != ctype || len(b) == 0 {
			t.Errorf("Asset(%s) = %d bytes, %q, %v", name, len(b), ct, ok)
		}
	}
	for _, name := range []string{"", "../pages.go", "missing.js", "templates"} {
		if _, _, ok := Asset(name); ok {
			t.Errorf("Asset(%q) found", name)
		}
	}
	// Messages go to our own origin only, and are taken only from the parent at our origin.
	js, _, _ := Asset("card-fields.js")
	for _, want := range []string{"event.origin !== origin", "event.source !== window.parent", "postMessage(message, origin)", "/api/sandbox/cards/tokenize"} {
		if !strings.Contains(string(js), want) {
			t.Errorf("card-fields.js lacks %q", want)
		}
	}
	if strings.Contains(string(js), `postMessage(message, "*")`) {
		t.Error("card-fields.js posts to any origin")
	}
}

func TestCardErrorsEveryField(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 23, 4, 0, 0, 0, time.UTC)
	errs := CardErrors(CardInput{Number: "4242424242424241", CVV: "12", ExpiryMonth: 1, ExpiryYear: 2026}, now)
	if !slices.Equal(errs, []error{ErrCardNumber, ErrName, ErrExpiry, ErrCVV}) {
		t.Fatalf("CardErrors = %v", errs)
	}
	if errs := CardErrors(card("4242 4242 4242 4242"), now); len(errs) != 0 {
		t.Fatalf("a good card: %v", errs)
	}
	amex := CardInput{Number: "378282246310005", Name: "A", CVV: "123", ExpiryMonth: 12, ExpiryYear: 30}
	if errs := CardErrors(amex, now); !slices.Equal(errs, []error{ErrCVV}) {
		t.Fatalf("amex with 3 digits: %v", errs)
	}
}

func TestDecisionViews(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	clk := clock.NewFixed(time.Date(2026, 11, 23, 4, 0, 0, 0, time.UTC))
	p := NewProviders(newMemStore(), clk)
	want := map[payment.Method][]string{
		payment.PayPal:   {"approve", "cancel", "decline", "timeout", "unavailable", "funding"},
		payment.Afterpay: {"approve", "cancel", "decline", "refer", "timeout", "unavailable"},
		payment.Zip:      {"approve", "cancel", "decline", "refer", "timeout", "unavailable"},
		payment.Flypay:   {"approve", "cancel", "decline", "timeout", "unavailable"},
	}
	for m, decisions := range want {
		r := p.Redirector(m)
		if got := r.Decisions(); !slices.Equal(got, decisions) {
			t.Errorf("%s Decisions = %v", m, got)
		}
		_, token, err := r.Begin(ctx, payment.Charge{Reference: "ref-" + string(m), Amount: 5000, Email: "jo@example.com"}, "http://shop.test/back")
		if err != nil {
			t.Fatal(err)
		}
		v, err := r.Session(ctx, token)
		if err != nil || v.Amount != 5000 || v.Email != "jo@example.com" || v.ReturnURL != "http://shop.test/back" {
			t.Fatalf("%s Session = %+v, %v", m, v, err)
		}
		if _, err := r.Decide(ctx, token, "approve"); err != nil {
			t.Fatal(err)
		}
		if _, err := r.Session(ctx, token); !errors.Is(err, ErrDecided) {
			t.Errorf("%s Session after the decision = %v", m, err)
		}
		if _, err := r.Decide(ctx, token, "cancel"); !errors.Is(err, ErrDecided) || !errors.Is(err, ErrDecision) {
			t.Errorf("%s second decision = %v", m, err)
		}
		if _, err := r.Session(ctx, "nope"); !errors.Is(err, ErrNotFound) {
			t.Errorf("%s Session(unknown) = %v", m, err)
		}
	}
	// An undecided session past its time is gone.
	_, token, _ := p.Zip.Begin(ctx, payment.Charge{Reference: "late", Amount: 5000}, "http://shop.test/back")
	clk.Advance(SessionTTL + time.Second)
	if _, err := p.Zip.Session(ctx, token); !errors.Is(err, ErrNotFound) {
		t.Errorf("expired Session = %v", err)
	}

	// The challenge's view: amount and card; decided once.
	tok, _, err := p.Card.Tokenize(ctx, card("4000000000003220"))
	if err != nil {
		t.Fatal(err)
	}
	o, err := p.Card.Authorize(ctx, payment.Charge{Reference: "att-3ds", Amount: 7250, Token: tok})
	if err != nil || o.Status != payment.Challenge {
		t.Fatalf("Authorize = %+v, %v", o, err)
	}
	v, err := p.Card.Challenge(ctx, o.ChallengeID)
	if err != nil || v.Amount != 7250 || v.CardType != "visa" || v.Last4 != "3220" || v.Decided {
		t.Fatalf("Challenge = %+v, %v", v, err)
	}
	if err := p.Card.Decide(ctx, o.ChallengeID, "refer"); !errors.Is(err, ErrDecision) || errors.Is(err, ErrDecided) {
		t.Fatalf("refer on a challenge = %v", err)
	}
	if err := p.Card.Decide(ctx, o.ChallengeID, "cancel"); err != nil {
		t.Fatal(err)
	}
	if v, err := p.Card.Challenge(ctx, o.ChallengeID); err != nil || !v.Decided {
		t.Fatalf("Challenge after the decision = %+v, %v", v, err)
	}
	if err := p.Card.Decide(ctx, o.ChallengeID, "approve"); !errors.Is(err, ErrDecided) {
		t.Fatalf("second challenge decision = %v", err)
	}
	if _, err := p.Card.Challenge(ctx, "tc_nope"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Challenge(unknown) = %v", err)
	}
}

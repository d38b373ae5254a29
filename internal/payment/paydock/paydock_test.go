package paydock

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
)

var ctx = context.Background()

var shopCharge = payment.Charge{Reference: "pa_1", Amount: 12345, Token: ott, Email: "ann@example.com",
	Description: "Wattle order", Details: &payment.Details{FirstName: "Ann", LastName: "Lee"}}

// vaultOK answers the one-time token's exchange for a session vault token.
func vaultOK(t *testing.T, f *fake) {
	f.on("POST /v1/vault/payment_sources", func(r request) reply {
		if r.str("token") != ott || r.str("vault_type") != "session" {
			t.Errorf("vault body %s", r.Raw)
		}
		return reply{201, ok(201, "payment_source", cardSource)}
	})
}

// checkChargeBody checks what every charge of shopCharge must carry.
func checkChargeBody(t *testing.T, r request) {
	t.Helper()
	if !strings.Contains(r.Raw, `"amount":123.45`) {
		t.Errorf("amount is not the number 123.45: %s", r.Raw)
	}
	for path, want := range map[string]string{"currency": "AUD", "reference": "pa_1",
		"customer.payment_source.vault_token": vaultToken, "customer.payment_source.gateway_id": cardGW,
		"customer.email": "ann@example.com"} {
		if got := r.str(path); got != want {
			t.Errorf("%s %s: %s = %q, want %q", r.Method, r.Path, path, got, want)
		}
	}
}

func TestNew(t *testing.T) {
	for name, cfg := range map[string]Config{
		"no secret":  {GatewayID: cardGW},
		"no gateway": {SecretKey: secret},
		"http":       {BaseURL: "http://api.paydock.com", SecretKey: secret, GatewayID: cardGW},
	} {
		if _, err := New(cfg); !errors.Is(err, ErrConfig) {
			t.Errorf("%s: err = %v", name, err)
		}
	}
	c, err := New(Config{SecretKey: secret, GatewayID: cardGW, PublicKey: publicKey})
	if err != nil {
		t.Fatal(err)
	}
	if b := c.Browser(); b.Environment != "production" || b.PublicKey != publicKey || b.ScriptURL != WidgetScriptURL {
		t.Errorf("Browser() = %+v", b)
	}
	c, _ = New(Config{BaseURL: SandboxURL, SecretKey: secret, GatewayID: cardGW})
	if c.Browser().Environment != "sandbox" {
		t.Error("sandbox URL is not the sandbox environment")
	}
}

func TestAuthorizeWithoutThreeDS(t *testing.T) {
	f := newFake(t)
	vaultOK(t, f)
	f.answer("POST /v1/charges/3ds", 201, ok(201, "charge", `{"_id":"3ds0000000000000000000aa","status":"authentication_not_supported","_3ds":{"id":"x"}}`))
	f.answer("POST /v1/charges", 201, ok(201, "charge", chargeData(chargeID, "pa_1", "pending", "")))
	out, err := client(t, f).Authorize(ctx, shopCharge)
	if err != nil {
		t.Fatal(err)
	}
	want := payment.Outcome{Status: payment.Approved, Ref: chargeID, CardType: "visa", Last4: "4242"}
	if out != want {
		t.Errorf("outcome %+v, want %+v", out, want)
	}
	if got := f.calls(); !slices.Equal(got, []string{"POST /v1/vault/payment_sources", "POST /v1/charges/3ds", "POST /v1/charges"}) {
		t.Errorf("calls %v", got)
	}
	checkChargeBody(t, f.last("POST /v1/charges/3ds"))
	auth := f.last("POST /v1/charges")
	checkChargeBody(t, auth)
	if auth.Query.Get("capture") != "false" {
		t.Errorf("authorisation query %v: not capture=false", auth.Query)
	}
	if auth.str("customer.first_name") != "Ann" || auth.str("description") != "Wattle order" {
		t.Errorf("authorisation body %s", auth.Raw)
	}
}

func TestAuthorizeDeclines(t *testing.T) {
	failed := func(code, desc string) string {
		return chargeData(chargeID, "pa_1", "failed", `,"transactions":[{"type":"authorization","status":"failed",`+
			`"status_code":"`+code+`","status_code_description":"`+desc+`"}]`)
	}
	for name, tc := range map[string]struct {
		status int
		body   string
		want   payment.Decline
	}{
		"refused": {400, errBody(400, "Transaction declined", "transaction_declined",
			`[{"gateway_specific_code":"05","gateway_specific_description":"Do not honour","status_code":"05"}]`, failed("05", "Do not honour")),
			payment.DeclineRefused},
		"insufficient funds": {400, errBody(400, "Transaction declined", "transaction_declined",
			`[{"status_code":"51","status_code_description":"Insufficient Funds"}]`, failed("51", "Insufficient Funds")),
			payment.DeclineInsufficient},
		"unsupported card type": {400, errBody(400, "Card type not supported by the gateway", "validation_error",
			`{"path":"card_scheme","messages":["card scheme diners is not supported"]}`, ""),
			payment.DeclineUnsupported},
		"failed charge answered 201": {201, ok(201, "charge", failed("51", "Not sufficient funds")), payment.DeclineInsufficient},
	} {
		t.Run(name, func(t *testing.T) {
			f := newFake(t)
			vaultOK(t, f)
			f.answer("POST /v1/charges/3ds", 201, ok(201, "charge", `{"_id":"x","status":"authentication_not_supported"}`))
			f.answer("POST /v1/charges", tc.status, tc.body)
			out, err := client(t, f).Authorize(ctx, shopCharge)
			if err != nil {
				t.Fatal(err)
			}
			if out.Status != payment.Declined || out.Decline != tc.want || out.Ref != "" {
				t.Errorf("outcome %+v, want declined %s", out, tc.want)
			}
		})
	}
	t.Run("3-D Secure failed at once", func(t *testing.T) {
		f := newFake(t)
		vaultOK(t, f)
		f.answer("POST /v1/charges/3ds", 201, ok(201, "charge", chargeData(chargeID, "pa_1", "not_authenticated", "")))
		out, err := client(t, f).Authorize(ctx, shopCharge)
		if err != nil || out.Status != payment.Declined || out.Decline != payment.DeclineChallenge {
			t.Errorf("outcome %+v, %v", out, err)
		}
		if slices.Contains(f.calls(), "POST /v1/charges") {
			t.Error("a charge was made after a failed authentication")
		}
	})
	t.Run("validation error is no decline", func(t *testing.T) {
		f := newFake(t)
		vaultOK(t, f)
		f.answer("POST /v1/charges/3ds", 400, errBody(400, "param validation failed", "validation_error",
			`{"path":"gateway_id","messages":["gateway_id must be a mongodb id"]}`, ""))
		_, err := client(t, f).Authorize(ctx, shopCharge)
		var e *Error
		if !errors.As(err, &e) || e.StatusCode != 400 || e.Code != "validation_error" {
			t.Errorf("err = %v", err)
		}
	})
}

func TestAuthorizeUnknownToken(t *testing.T) {
	f := newFake(t)
	f.answer("POST /v1/vault/payment_sources", 400, errBody(400, "Token not found or already used", "validation_error",
		`{"path":"token","messages":["token is invalid"]}`, ""))
	_, err := client(t, f).Authorize(ctx, shopCharge)
	if !errors.Is(err, payment.ErrUnknownToken) {
		t.Errorf("err = %v", err)
	}
	if slices.Contains(f.calls(), "POST /v1/charges/3ds") {
		t.Error("charged after the token was refused")
	}
}

// challenge answers the 3-D Secure charge of shopCharge with a challenge.
func challenge(f *fake) {
	f.answer("POST /v1/charges/3ds", 201, ok(201, "charge", chargeData(chargeID, "pa_1", "pre_authentication_pending",
		`,"_3ds":{"id":"`+threeDSID+`","token":"`+canvasToken+`"}`)))
}

func TestChallenge(t *testing.T) {
	start := func(t *testing.T, f *fake) {
		t.Helper()
		vaultOK(t, f)
		challenge(f)
		out, err := client(t, f).Authorize(ctx, shopCharge)
		if err != nil {
			t.Fatal(err)
		}
		if out.Status != payment.Challenge || out.ChallengeID != threeDSID || out.Ref != chargeID || out.Last4 != "4242" {
			t.Fatalf("outcome %+v", out)
		}
		if tok, ok := ChallengeToken(out.ChallengeURL); !ok || tok != canvasToken {
			t.Fatalf("challenge URL %q: token %q", out.ChallengeURL, tok)
		}
		if slices.Contains(f.calls(), "POST /v1/charges") {
			t.Fatal("authorised before the challenge")
		}
	}
	t.Run("passed", func(t *testing.T) {
		f := newFake(t)
		start(t, f)
		f.answer("GET /v1/charges/3ds/"+threeDSID, 200, ok(200, "charge", chargeData(chargeID, "pa_1", "pre_authenticated", "")))
		f.answer("GET /v1/charges", 200, ok(200, "charge", "[]"))
		f.answer("POST /v1/charges", 201, ok(201, "charge", chargeData("6540ec3f9a90eda1ebc30d99", "pa_1", "pending", "")))
		out, err := client(t, f).ChallengeOutcome(ctx, threeDSID)
		if err != nil {
			t.Fatal(err)
		}
		if out.Status != payment.Approved || out.Ref != "6540ec3f9a90eda1ebc30d99" || out.CardType != "visa" {
			t.Errorf("outcome %+v", out)
		}
		r := f.last("POST /v1/charges")
		if r.str("_3ds.id") != threeDSID || r.str("reference") != "pa_1" || r.Query.Get("capture") != "false" ||
			!strings.Contains(r.Raw, `"amount":123.45`) || r.str("currency") != "AUD" {
			t.Errorf("completion %v %s", r.Query, r.Raw)
		}
		if q := f.last("GET /v1/charges").Query; q.Get("reference") != "pa_1" {
			t.Errorf("search query %v", q)
		}
	})
	t.Run("confirmed twice", func(t *testing.T) {
		f := newFake(t)
		f.answer("GET /v1/charges/3ds/"+threeDSID, 200, ok(200, "charge", chargeData(chargeID, "pa_1", "pre_authenticated", "")))
		f.answer("GET /v1/charges", 200, ok(200, "charge", "["+chargeData("6540ec3f9a90eda1ebc30d99", "pa_1", "pending", "")+"]"))
		out, err := client(t, f).ChallengeOutcome(ctx, threeDSID)
		if err != nil || out.Status != payment.Approved || out.Ref != "6540ec3f9a90eda1ebc30d99" {
			t.Errorf("outcome %+v, %v", out, err)
		}
		if slices.Contains(f.calls(), "POST /v1/charges") {
			t.Error("authorised a second time")
		}
	})
	t.Run("failed", func(t *testing.T) {
		f := newFake(t)
		start(t, f)
		f.answer("GET /v1/charges/3ds/"+threeDSID, 200, ok(200, "charge", chargeData(chargeID, "pa_1", "not_authenticated", "")))
		out, err := client(t, f).ChallengeOutcome(ctx, threeDSID)
		if err != nil || out.Status != payment.Declined || out.Decline != payment.DeclineChallenge {
			t.Errorf("outcome %+v, %v", out, err)
		}
		if slices.Contains(f.calls(), "POST /v1/charges") {
			t.Error("authorised a failed challenge")
		}
	})
	t.Run("not finished", func(t *testing.T) {
		f := newFake(t)
		f.answer("GET /v1/charges/3ds/"+threeDSID, 200, ok(200, "charge", chargeData(chargeID, "pa_1", "pre_authentication_pending", "")))
		out, err := client(t, f).ChallengeOutcome(ctx, threeDSID)
		if err != nil || out.Status != payment.Pending {
			t.Errorf("outcome %+v, %v", out, err)
		}
	})
	t.Run("unknown or hostile id", func(t *testing.T) {
		f := newFake(t)
		for _, id := range []string{"11111111-2222-3333-4444-555555555555", "../customers/x"} {
			if _, err := client(t, f).ChallengeOutcome(ctx, id); !errors.Is(err, payment.ErrNotFound) {
				t.Errorf("%q: err = %v", id, err)
			}
		}
		if got := f.calls(); len(got) != 1 {
			t.Errorf("calls %v: a hostile id reached Paydock", got)
		}
	})
}

func TestStatus(t *testing.T) {
	f := newFake(t)
	c := client(t, f)
	f.answer("GET /v1/charges/"+chargeID, 200, ok(200, "charge", chargeData(chargeID, "pa_1", "pending", "")))
	out, err := c.Status(ctx, "pa_1", chargeID)
	if err != nil || out.Status != payment.Approved || out.Ref != chargeID {
		t.Errorf("by ref: %+v, %v", out, err)
	}
	if _, err := c.Status(ctx, "pa_1", "6540ec3f9a90eda1ebc3ffff"); !errors.Is(err, payment.ErrNotFound) {
		t.Errorf("unknown ref: %v", err)
	}

	f.on("GET /v1/charges", func(r request) reply {
		switch r.Query.Get("reference") {
		case "pa_2":
			return reply{200, ok(200, "charge", "["+
				chargeData("aaaaaaaaaaaaaaaaaaaaaaa1", "pa_2", "failed", "")+","+
				chargeData("aaaaaaaaaaaaaaaaaaaaaaa2", "pa_2", "pending", "")+","+
				chargeData("aaaaaaaaaaaaaaaaaaaaaaa3", "pa_2x", "pending", "")+"]")}
		case "pa_3":
			return reply{200, ok(200, "charge", "["+chargeData("aaaaaaaaaaaaaaaaaaaaaaa4", "pa_3", "cancelled", "")+"]")}
		}
		return reply{200, ok(200, "charge", "[]")}
	})
	out, err = c.Status(ctx, "pa_2", "")
	if err != nil || out.Status != payment.Approved || out.Ref != "aaaaaaaaaaaaaaaaaaaaaaa2" {
		t.Errorf("by reference: %+v, %v", out, err)
	}
	out, err = c.Status(ctx, "pa_3", "")
	if err != nil || out.Status != payment.Declined || out.Decline != payment.DeclineCancelled {
		t.Errorf("voided: %+v, %v", out, err)
	}
	if _, err := c.Status(ctx, "pa_9", ""); !errors.Is(err, payment.ErrNotFound) {
		t.Errorf("unknown reference: %v", err)
	}
}

func TestVoidRefundCapture(t *testing.T) {
	f := newFake(t)
	c := client(t, f)
	f.answer("DELETE /v1/charges/"+chargeID+"/capture", 200, ok(200, "charge", chargeData(chargeID, "pa_1", "cancelled", "")))
	f.answer("POST /v1/charges/"+chargeID+"/refunds", 201, ok(201, "charge", chargeData(chargeID, "pa_1", "refund_requested", "")))
	f.answer("POST /v1/charges/"+chargeID+"/capture", 201, ok(201, "charge", chargeData(chargeID, "pa_1", "complete", "")))
	if err := c.Void(ctx, chargeID); err != nil {
		t.Errorf("void: %v", err)
	}
	if err := c.Refund(ctx, chargeID, 1005); err != nil {
		t.Errorf("refund: %v", err)
	}
	if r := f.last("POST /v1/charges/" + chargeID + "/refunds"); !strings.Contains(r.Raw, `"amount":10.05`) {
		t.Errorf("refund body %s", r.Raw)
	}
	if err := c.Capture(ctx, chargeID, 12000); err != nil {
		t.Errorf("capture: %v", err)
	}
	if r := f.last("POST /v1/charges/" + chargeID + "/capture"); !strings.Contains(r.Raw, `"amount":120.00`) {
		t.Errorf("capture body %s", r.Raw)
	}
	if err := c.Refund(ctx, chargeID, 0); err == nil {
		t.Error("a refund of nothing (Paydock's refund of everything) was sent")
	}
	if err := c.Void(ctx, "6540ec3f9a90eda1ebc3ffff"); !errors.Is(err, payment.ErrNotFound) {
		t.Errorf("void of an unknown charge: %v", err)
	}

	// Voiding again: Paydock refuses, the charge is cancelled already.
	f.answer("DELETE /v1/charges/"+chargeID+"/capture", 400, errBody(400, "Charge is already cancelled", "UnfulfilledCondition",
		`{"path":"status","messages":["status must be pending"]}`, ""))
	f.answer("GET /v1/charges/"+chargeID, 200, ok(200, "charge", chargeData(chargeID, "pa_1", "cancelled", "")))
	if err := c.Void(ctx, chargeID); err != nil {
		t.Errorf("second void: %v", err)
	}
	// A 3-D Secure charge never authorised holds nothing; a held charge Paydock will not cancel is an error.
	f.answer("GET /v1/charges/"+chargeID, 200, ok(200, "charge", chargeData(chargeID, "pa_1", "pre_authentication_pending", "")))
	if err := c.Void(ctx, chargeID); err != nil {
		t.Errorf("void of a 3-D Secure charge: %v", err)
	}
	f.answer("GET /v1/charges/"+chargeID, 200, ok(200, "charge", chargeData(chargeID, "pa_1", "pending", "")))
	var e *Error
	if err := c.Void(ctx, chargeID); !errors.As(err, &e) || e.StatusCode != 400 {
		t.Errorf("refused void of a held charge: %v", err)
	}
}

func TestVaultAndSavedCard(t *testing.T) {
	f := newFake(t)
	c := client(t, f)
	customer := `{"_id":"` + customerID + `","default_source":"` + sourceID + `","payment_sources":[{"_id":"` + sourceID +
		`","status":"active","type":"card","vault_token":"` + vaultToken + `","card_scheme":"mastercard",` +
		`"card_number_last4":"5100","expire_month":"3","expire_year":"2029"}]}`
	f.on("POST /v1/customers", func(r request) reply {
		if r.str("token") != ott {
			t.Errorf("customer body %s", r.Raw)
		}
		return reply{201, ok(201, "customer", customer)}
	})
	src, err := c.Vault(ctx, ott)
	if err != nil {
		t.Fatal(err)
	}
	if want := (payment.Source{ID: sourceID, CardType: "mastercard", Last4: "5100", Expiry: "03/29"}); src != want {
		t.Errorf("source %+v, want %+v", src, want)
	}

	f.on("GET /v1/customers", func(r request) reply {
		if r.Query.Get("payment_source_id") == sourceID {
			return reply{200, ok(200, "customer", "["+customer+"]")}
		}
		return reply{200, ok(200, "customer", "[]")}
	})
	f.answer("POST /v1/charges/3ds", 201, ok(201, "charge", `{"_id":"x","status":"authentication_not_supported"}`))
	f.answer("POST /v1/charges", 201, ok(201, "charge", chargeData(chargeID, "pa_1", "pending", "")))
	saved := shopCharge
	saved.Token = src.ID
	out, err := c.Authorize(ctx, saved)
	if err != nil || out.Status != payment.Approved {
		t.Fatalf("saved card: %+v, %v", out, err)
	}
	checkChargeBody(t, f.last("POST /v1/charges"))
	if slices.Contains(f.calls(), "POST /v1/vault/payment_sources") {
		t.Error("a saved card was exchanged as a one-time token")
	}

	f.answer("DELETE /v1/customers/"+customerID, 200, ok(200, "customer", customer))
	if err := c.DeleteSource(ctx, sourceID); err != nil {
		t.Errorf("delete: %v", err)
	}
	f.last("DELETE /v1/customers/" + customerID)
	if err := c.DeleteSource(ctx, "65a1b2c3d4e5f6071829ffff"); !errors.Is(err, payment.ErrNotFound) {
		t.Errorf("delete of an unknown source: %v", err)
	}
	saved.Token = "65a1b2c3d4e5f6071829ffff"
	if _, err := c.Authorize(ctx, saved); !errors.Is(err, payment.ErrUnknownToken) {
		t.Errorf("authorise a forgotten source: %v", err)
	}
}

func TestGiftCards(t *testing.T) {
	f := newFake(t)
	g := client(t, f).GiftCards()
	if _, err := g.Balance(ctx, "6280000000000000001", "1234"); !errors.Is(err, payment.ErrUnavailable) {
		t.Errorf("balance: %v", err)
	}
	if len(f.calls()) != 0 {
		t.Errorf("a balance enquiry sent %v", f.calls())
	}
	const gcToken = "0b3a66d4-6d3c-4a7e-9a39-1a9b0c2d4e5f"
	f.on("POST /v1/charges", func(r request) reply {
		if r.Query.Get("capture") != "false" || r.str("customer.payment_source.gateway_id") != giftGW ||
			r.str("reference") != "cart1-gc-1" || !strings.Contains(r.Raw, `"amount":20.00`) {
			t.Errorf("hold %v %s", r.Query, r.Raw)
		}
		switch r.str("token") {
		case gcToken:
			return reply{201, ok(201, "charge", `{"_id":"`+chargeID+`","amount":"20.00","reference":"cart1-gc-1","status":"pending",`+
				`"capture":false,"authorization":true,"customer":{"payment_source":{"type":"card","card_number_last4":"0001"}}}`)}
		case "poor-token":
			return reply{400, errBody(400, "Transaction declined", "transaction_declined",
				`[{"status_code":"51","status_code_description":"Insufficient balance"}]`, "")}
		}
		return reply{400, errBody(400, "One time token is invalid", "validation_error", `{"path":"token","messages":["token not found"]}`, "")}
	})
	out, err := g.Preauth(ctx, gcToken, 2000, "cart1-gc-1")
	if err != nil || out.Status != payment.Approved || out.Ref != chargeID || out.Last4 != "0001" || out.CardType != "giftcard" {
		t.Errorf("hold: %+v, %v", out, err)
	}
	out, err = g.Preauth(ctx, "poor-token", 2000, "cart1-gc-1")
	if err != nil || out.Status != payment.Declined || out.Decline != payment.DeclineInsufficient {
		t.Errorf("short balance: %+v, %v", out, err)
	}
	if _, err := g.Preauth(ctx, "used-token", 2000, "cart1-gc-1"); !errors.Is(err, payment.ErrUnknownToken) {
		t.Errorf("used token: %v", err)
	}
	f.answer("DELETE /v1/charges/"+chargeID+"/capture", 200, ok(200, "charge", `{"_id":"`+chargeID+`","status":"cancelled"}`))
	if err := g.Void(ctx, chargeID); err != nil {
		t.Errorf("void: %v", err)
	}
	f.answer("GET /v1/charges/"+chargeID, 200, ok(200, "charge", `{"_id":"`+chargeID+`","status":"cancelled"}`))
	if out, err := g.Status(ctx, "cart1-gc-1", chargeID); err != nil || out.Status != payment.Declined {
		t.Errorf("status: %+v, %v", out, err)
	}

	none, _ := New(Config{BaseURL: f.srv.URL, SecretKey: secret, GatewayID: cardGW})
	if _, err := none.GiftCards().Preauth(ctx, gcToken, 2000, "r"); !errors.Is(err, payment.ErrUnavailable) {
		t.Errorf("without a gift card gateway: %v", err)
	}
}

func TestApplePay(t *testing.T) {
	f := newFake(t)
	c := client(t, f)
	payload := base64.RawURLEncoding.EncodeToString([]byte(`{"id":"` + chargeID + `","meta":"x"}`))
	walletToken := "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + payload + ".c2lnbmF0dXJl"
	f.on("POST /v1/charges/wallet", func(r request) reply {
		if r.Query.Get("capture") != "false" || r.str("customer.payment_source.gateway_id") != appleGW || r.str("reference") != "pa_1" {
			t.Errorf("wallet %v %s", r.Query, r.Raw)
		}
		return reply{201, ok(201, "charge", `{"token":"`+walletToken+`","charge":{"_id":"`+chargeID+`"}}`)}
	})
	w, err := c.ApplePay(ctx, shopCharge)
	if err != nil || w.Token != walletToken || w.ChargeID != chargeID {
		t.Fatalf("wallet %+v, %v", w, err)
	}
	paid := `,"transactions":[{"type":"initialization","status":"complete"},{"type":"authorization","status":"pending"}]`
	f.answer("GET /v1/charges/"+chargeID, 200, ok(200, "charge", chargeData(chargeID, "pa_1", "pending", paid)))
	apple := shopCharge
	apple.Token = walletToken
	out, err := c.Authorize(ctx, apple)
	if err != nil || out.Status != payment.Approved || out.Ref != chargeID {
		t.Errorf("apple pay: %+v, %v", out, err)
	}
	other := apple
	other.Reference = "pa_2"
	if _, err := c.Authorize(ctx, other); !errors.Is(err, payment.ErrUnknownToken) {
		t.Errorf("wallet of another payment: %v", err)
	}
	f.answer("GET /v1/charges/"+chargeID, 200, ok(200, "charge", chargeData(chargeID, "pa_1", "pending",
		`,"transactions":[{"type":"initialization","status":"complete"}]`)))
	if out, err := c.Authorize(ctx, apple); err != nil || out.Status != payment.Pending {
		t.Errorf("unpaid sheet: %+v, %v", out, err)
	}
}

func TestTransportErrors(t *testing.T) {
	t.Run("client timeout", func(t *testing.T) {
		f := newFake(t)
		f.on("POST /v1/vault/payment_sources", func(request) reply { return reply{-1, ""} })
		c, _ := New(Config{BaseURL: f.srv.URL, SecretKey: secret, GatewayID: cardGW, HTTPClient: &http.Client{Timeout: 50 * time.Millisecond}})
		_, err := c.Authorize(ctx, shopCharge)
		if !errors.Is(err, payment.ErrTimeout) || strings.Contains(err.Error(), secret) {
			t.Errorf("err = %v", err)
		}
	})
	t.Run("context deadline", func(t *testing.T) {
		f := newFake(t)
		f.on("GET /v1/charges/"+chargeID, func(request) reply { return reply{-1, ""} })
		dctx, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
		defer cancel()
		_, err := client(t, f).Status(dctx, "pa_1", chargeID)
		if !errors.Is(err, payment.ErrTimeout) || !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("err = %v", err)
		}
	})
	t.Run("5xx", func(t *testing.T) {
		f := newFake(t)
		f.answer("POST /v1/vault/payment_sources", 502, `<html>Bad gateway</html>`)
		_, err := client(t, f).Authorize(ctx, shopCharge)
		if !errors.Is(err, payment.ErrUnavailable) || errors.Is(err, payment.ErrUnknownToken) {
			t.Errorf("err = %v", err)
		}
	})
	t.Run("unreachable", func(t *testing.T) {
		srv := httptest.NewServer(http.NotFoundHandler())
		srv.Close()
		c, _ := New(Config{BaseURL: srv.URL, SecretKey: secret, GatewayID: cardGW})
		_, err := c.Status(ctx, "pa_1", chargeID)
		if !errors.Is(err, payment.ErrUnavailable) {
			t.Errorf("err = %v", err)
		}
	})
	t.Run("secret never in errors", func(t *testing.T) {
		f := newFake(t)
		f.answer("POST /v1/vault/payment_sources", 403, errBody(403, "Key "+secret+" has no access to gateway", "forbidden", `["`+secret+`"]`, ""))
		f.answer("GET /v1/charges/"+chargeID, 500, errBody(500, "internal error for "+secret, "server_error", "null", ""))
		c := client(t, f)
		_, err1 := c.Authorize(ctx, shopCharge)
		_, err2 := c.Status(ctx, "pa_1", chargeID)
		bad, _ := New(Config{BaseURL: f.srv.URL, SecretKey: "wrong-" + secret, GatewayID: cardGW})
		_, err3 := bad.Status(ctx, "pa_1", chargeID)
		for i, err := range []error{err1, err2, err3} {
			if err == nil || strings.Contains(err.Error(), secret) {
				t.Errorf("error %d: %v", i, err)
			}
		}
		if !errors.Is(err2, payment.ErrUnavailable) {
			t.Errorf("500: %v", err2)
		}
	})
}

func TestCents(t *testing.T) {
	for c, want := range map[money.Cents]string{0: "0.00", 5: "0.05", 12345: "123.45", 100000000: "1000000.00"} {
		if got := FormatCents(c); got != want {
			t.Errorf("FormatCents(%d) = %q", c, got)
		}
	}
	for s, want := range map[string]money.Cents{"123.45": 12345, "10": 1000, "10.5": 1050, "0.1": 10, "-1.00": -100,
		"5.550": 555, ".5": 50} {
		if got, err := ParseCents(s); err != nil || got != want {
			t.Errorf("ParseCents(%q) = %d, %v", s, got, err)
		}
	}
	for _, s := range []string{"", ".", "1.005", "1e2", "abc", "1.2.3", "12,50"} {
		if _, err := ParseCents(s); err == nil {
			t.Errorf("ParseCents(%q) accepted", s)
		}
	}
	var a struct {
		N amount `json:"n"`
		S amount `json:"s"`
	}
	if err := json.Unmarshal([]byte(`{"n":19.99,"s":"0.30"}`), &a); err != nil || a.N != 1999 || a.S != 30 {
		t.Errorf("amounts %+v, %v", a, err)
	}
}

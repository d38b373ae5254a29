package paypal

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
)

// charge is a delivered order of two lines: 2 × $10.00 + 1 × $5.50 + $9.95 delivery = $35.45, GST
// $3.22 included.
func charge(ref string) payment.Charge {
	return payment.Charge{Reference: ref, Amount: 3545, Email: "jo@example.com", Description: "Wattle order",
		Details: &payment.Details{FirstName: "Jo", LastName: "Citizen", Phone: "0412 345 678",
			Billing:  &payment.Address{Name: "Jo Citizen", Line1: "1 Bill St", Suburb: "Carlton", State: "VIC", Postcode: "3053", Country: "AU"},
			Shipping: &payment.Address{Name: "Jo Citizen", Line1: "2 Ship Rd", Line2: "Unit 3", Suburb: "Fitzroy", State: "VIC", Postcode: "3065", Country: "AU"},
			Items: []payment.Item{{Name: "Wattle mug", SKU: "MUG-1", Quantity: 2, Price: 1000},
				{Name: "Tea towel", SKU: "TT-2", Quantity: 1, Price: 550}},
			DeliveryFee: 995, GST: 322}}
}

func approvedQuery(orderID string) url.Values {
	return url.Values{"token": {orderID}, "PayerID": {"QYR5Z8XDVJNXQ"}}
}

func TestNewValidatesConfig(t *testing.T) {
	t.Parallel()
	ok := Config{BaseURL: SandboxURL, ClientID: "id", ClientSecret: "secret"}
	if _, err := New(ok); err != nil {
		t.Fatalf("New(%+v) = %v", ok, err)
	}
	for name, mut := range map[string]func(*Config){
		"no base url":        func(c *Config) { c.BaseURL = "" },
		"not a url":          func(c *Config) { c.BaseURL = "api-m.paypal.com" },
		"plain http":         func(c *Config) { c.BaseURL = "http://api-m.paypal.com" },
		"no client id":       func(c *Config) { c.ClientID = " " },
		"no client secret":   func(c *Config) { c.ClientSecret = "" },
		"relative publicurl": func(c *Config) { c.PublicURL = "shop.example" },
	} {
		cfg := ok
		mut(&cfg)
		_, err := New(cfg)
		if err == nil {
			t.Errorf("%s: New accepted %+v", name, cfg)
		} else if strings.Contains(err.Error(), "secret") && cfg.ClientSecret != "" && strings.Contains(err.Error(), cfg.ClientSecret) {
			t.Errorf("%s: error shows the secret: %v", name, err)
		}
	}
	if _, err := New(Config{BaseURL: "http://127.0.0.1:9", ClientID: "id", ClientSecret: "s"}); err != nil {
		t.Errorf("loopback http refused: %v", err)
	}
}

func TestTokenIsCachedAndRefreshed(t *testing.T) {
	t.Parallel()
	f := newFake(t)
	c := f.client(Config{})
	now := time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)
	c.now = func() time.Time { return now }
	ctx := context.Background()

	_, ref, err := c.Begin(ctx, charge("att-1"), "/api/payments/paypal/return")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Status(ctx, "att-1", ref); err != nil {
		t.Fatal(err)
	}
	if f.tokenCalls() != 1 {
		t.Fatalf("two calls took %d tokens, want 1 (cached)", f.tokenCalls())
	}
	for _, r := range f.requests(http.MethodGet, "/") {
		if r.Header.Get("Authorization") != "Bearer A21AAToken1-xxxxxxxx" {
			t.Fatalf("call with Authorization %q", r.Header.Get("Authorization"))
		}
	}

	// Shortly before the token expires (32400 s) a new one is taken.
	now = now.Add(32400*time.Second - 4*time.Minute)
	if _, err := c.Status(ctx, "att-1", ref); err != nil {
		t.Fatal(err)
	}
	if f.tokenCalls() != 2 {
		t.Fatalf("after expiry %d tokens were taken, want 2", f.tokenCalls())
	}

	// PayPal refusing the token (401) makes a new one, and the call is made again once.
	f.expire()
	out, err := c.Status(ctx, "att-1", ref)
	if err != nil || out.Status != payment.Pending {
		t.Fatalf("Status after 401 = %+v, %v", out, err)
	}
	if f.tokenCalls() != 3 {
		t.Fatalf("after 401 %d tokens were taken, want 3", f.tokenCalls())
	}
	gets := f.requests(http.MethodGet, "/v2/checkout/orders/"+ref)
	if last := gets[len(gets)-1]; last.Header.Get("Authorization") != "Bearer A21AAToken3-xxxxxxxx" {
		t.Fatalf("retry with %q", last.Header.Get("Authorization"))
	}
}

func TestBegin(t *testing.T) {
	t.Parallel()
	f := newFake(t)
	c := f.client(Config{BrandName: "Wattle"})
	ctx := context.Background()

	redirect, ref, err := c.Begin(ctx, charge("att-42"), "/api/payments/paypal/return")
	if err != nil {
		t.Fatal(err)
	}
	if ref == "" || redirect != paypalWeb+ref {
		t.Fatalf("Begin = %q, %q: want PayPal's payer-action link of the order", redirect, ref)
	}
	creates := f.requests(http.MethodPost, "/v2/checkout/orders")
	if len(creates) != 1 {
		t.Fatalf("%d orders created", len(creates))
	}
	r := creates[0]
	if got := r.Header.Get("PayPal-Request-Id"); got != "wattle-order-att-42" {
		t.Errorf("PayPal-Request-Id = %q", got)
	}
	want := map[string]any{
		"intent":                                                       "AUTHORIZE",
		"purchase_units.0.invoice_id":                                  "att-42",
		"purchase_units.0.amount.currency_code":                        "AUD",
		"purchase_units.0.amount.value":                                "35.45",
		"purchase_units.0.amount.breakdown.item_total.value":           "25.50",
		"purchase_units.0.amount.breakdown.shipping.value":             "9.95",
		"purchase_units.0.amount.breakdown.tax_total.value":            "0.00",
		"purchase_units.0.description":                                 "Wattle order (includes GST of $3.22)",
		"purchase_units.0.items.0.name":                                "Wattle mug",
		"purchase_units.0.items.0.sku":                                 "MUG-1",
		"purchase_units.0.items.0.quantity":                            "2",
		"purchase_units.0.items.0.unit_amount.value":                   "10.00",
		"purchase_units.0.items.1.unit_amount.value":                   "5.50",
		"purchase_units.0.shipping.name.full_name":                     "Jo Citizen",
		"purchase_units.0.shipping.address.address_line_1":             "2 Ship Rd",
		"purchase_units.0.shipping.address.address_line_2":             "Unit 3",
		"purchase_units.0.shipping.address.admin_area_2":               "Fitzroy",
		"purchase_units.0.shipping.address.admin_area_1":               "VIC",
		"purchase_units.0.shipping.address.postal_code":                "3065",
		"purchase_units.0.shipping.address.country_code":               "AU",
		"payment_source.paypal.email_address":                          "jo@example.com",
		"payment_source.paypal.name.given_name":                        "Jo",
		"payment_source.paypal.address.admin_area_2":                   "Carlton",
		"payment_source.paypal.experience_context.return_url":          "https://shop.example/api/payments/paypal/return",
		"payment_source.paypal.experience_context.cancel_url":          "https://shop.example/api/payments/paypal/return?status=cancel",
		"payment_source.paypal.experience_context.shipping_preference": "SET_PROVIDED_ADDRESS",
		"payment_source.paypal.experience_context.user_action":         "PAY_NOW",
		"payment_source.paypal.experience_context.brand_name":          "Wattle",
	}
	for p, v := range want {
		if got := dig(r.Body, p); got != v {
			t.Errorf("%s = %v, want %v", p, got, v)
		}
	}
	if dig(r.Body, "purchase_units.0.amount.breakdown.discount") != nil {
		t.Errorf("a discount where the charge pays it all: %v", dig(r.Body, "purchase_units.0.amount.breakdown"))
	}
	if dig(r.Body, "payment_source.paypal.attributes") != nil {
		t.Errorf("Begin asked to vault: %v", dig(r.Body, "payment_source.paypal.attributes"))
	}

	// A retry of the same attempt (after a timeout) answers the same order.
	_, again, err := c.Begin(ctx, charge("att-42"), "/api/payments/paypal/return")
	if err != nil || again != ref {
		t.Fatalf("retried Begin = %q, %v; want %q", again, err, ref)
	}
	if n := f.count("orders"); n != 1 {
		t.Fatalf("PayPal has %d orders after a retry, want 1", n)
	}
}

func TestBeginBreakdownVariants(t *testing.T) {
	t.Parallel()
	f := newFake(t)
	c := f.client(Config{})
	ctx := context.Background()
	last := func() map[string]any {
		creates := f.requests(http.MethodPost, "/v2/checkout/orders")
		return creates[len(creates)-1].Body
	}

	// A gift card paid $10 of it: the rest is the breakdown's discount.
	ch := charge("att-gift")
	ch.Amount -= 1000
	if _, _, err := c.Begin(ctx, ch, "https://shop.example/return"); err != nil {
		t.Fatal(err)
	}
	if got := dig(last(), "purchase_units.0.amount.breakdown.discount.value"); got != "10.00" {
		t.Errorf("discount = %v, want 10.00", got)
	}

	// Click and collect: no shipping address, no shipping on PayPal's page.
	ch = charge("att-collect")
	ch.Details.Shipping, ch.Details.DeliveryFee, ch.Amount = nil, 0, 2550
	if _, _, err := c.Begin(ctx, ch, "https://shop.example/return"); err != nil {
		t.Fatal(err)
	}
	if got := dig(last(), "payment_source.paypal.experience_context.shipping_preference"); got != "NO_SHIPPING" {
		t.Errorf("shipping_preference = %v", got)
	}
	if dig(last(), "purchase_units.0.shipping") != nil || dig(last(), "purchase_units.0.amount.breakdown.shipping") != nil {
		t.Errorf("shipping sent for click and collect: %v", dig(last(), "purchase_units.0"))
	}

	// Details that do not add up (the charge is more than the lines): the amount goes alone.
	ch = charge("att-odd")
	ch.Amount = 9999
	if _, _, err := c.Begin(ctx, ch, "https://shop.example/return"); err != nil {
		t.Fatal(err)
	}
	if dig(last(), "purchase_units.0.amount.breakdown") != nil || dig(last(), "purchase_units.0.items") != nil {
		t.Errorf("breakdown sent that does not add up: %v", dig(last(), "purchase_units.0.amount"))
	}

	// No details at all.
	if _, _, err := c.Begin(ctx, payment.Charge{Reference: "att-bare", Amount: 100}, "https://shop.example/return"); err != nil {
		t.Fatal(err)
	}
	if got := dig(last(), "purchase_units.0.amount.value"); got != "1.00" || dig(last(), "purchase_units.0.amount.breakdown") != nil {
		t.Errorf("bare amount = %v", dig(last(), "purchase_units.0.amount"))
	}

	// A relative return URL without PublicURL is refused before PayPal is asked.
	bare := f.client(Config{})
	bare.public = nil
	if _, _, err := bare.Begin(ctx, charge("att-rel"), "/api/payments/paypal/return"); err == nil {
		t.Error("relative return URL accepted without PublicURL")
	}
}

// begun is an order begun and approved by the payer.
func begun(t *testing.T, f *fakePayPal, c *Client, ref string, approve bool) string {
	t.Helper()
	_, id, err := c.Begin(context.Background(), charge(ref), "/api/payments/paypal/return")
	if err != nil {
		t.Fatal(err)
	}
	if approve {
		f.approve(id)
	}
	return id
}

func TestCompleteApproved(t *testing.T) {
	t.Parallel()
	f := newFake(t)
	c := f.client(Config{})
	ctx := context.Background()
	id := begun(t, f, c, "att-ok", true)

	out, err := c.Complete(ctx, id, approvedQuery(id))
	if err != nil {
		t.Fatal(err)
	}
	auth := f.orderOf(id).Auths
	if out.Status != payment.Approved || len(auth) != 1 || out.Ref != auth[0] || out.CardType != "paypal" {
		t.Fatalf("Complete = %+v; PayPal authorised %v", out, auth)
	}
	calls := f.requests(http.MethodPost, "/v2/checkout/orders/"+id+"/authorize")
	if len(calls) != 1 || calls[0].Header.Get("PayPal-Request-Id") != "wattle-authorize-"+id {
		t.Fatalf("authorize calls %+v", calls)
	}

	// Asked again (the page and the return both report it): the same authorisation.
	again, err := c.Complete(ctx, id, approvedQuery(id))
	if err != nil || again != out {
		t.Fatalf("second Complete = %+v, %v; want %+v", again, err, out)
	}
	if f.count("auths") != 1 {
		t.Fatalf("%d authorisations after two Completes", f.count("auths"))
	}
}

func TestCompleteCancelled(t *testing.T) {
	t.Parallel()
	f := newFake(t)
	c := f.client(Config{})
	id := begun(t, f, c, "att-cancel", false)

	// PayPal's cancel link: the return URL with status=cancel and the token, no PayerID.
	out, err := c.Complete(context.Background(), id, url.Values{"token": {id}, "status": {"cancel"}})
	if err != nil {
		t.Fatal(err)
	}
	if out.Status != payment.Declined || out.Decline != payment.DeclineCancelled {
		t.Fatalf("Complete after cancel = %+v", out)
	}
	if n := len(f.requests(http.MethodPost, "/v2/checkout/orders/"+id+"/authorize")); n != 0 {
		t.Fatalf("a cancelled order was authorised (%d calls)", n)
	}
	// Without PayerID and without the cancel marker, an order PayPal has not seen approved is the
	// same cancel.
	out, err = c.Complete(context.Background(), id, url.Values{"token": {id}})
	if err != nil || out.Decline != payment.DeclineCancelled {
		t.Fatalf("Complete without PayerID = %+v, %v", out, err)
	}
}

func TestCompleteDeclines(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		approve bool
		issue   string
		status  string
		want    payment.Decline
	}{
		{"funding source failed", true, "INSTRUMENT_DECLINED", "", payment.DeclineFunding},
		{"payer action required", true, "PAYER_ACTION_REQUIRED", "", payment.DeclineNotAuthorised},
		{"not approved", false, "", "", payment.DeclineNotAuthorised},
		{"authorization denied", true, "", "DENIED", payment.DeclineRefused},
		{"payer cannot pay", true, "PAYER_CANNOT_PAY", "", payment.DeclineRefused},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			f := newFake(t)
			c := f.client(Config{})
			id := begun(t, f, c, "att-"+tc.name, tc.approve)
			f.mu.Lock()
			f.authorizeIssue, f.authorizeStatus = tc.issue, tc.status
			f.mu.Unlock()
			out, err := c.Complete(context.Background(), id, approvedQuery(id))
			if err != nil {
				t.Fatal(err)
			}
			if out.Status != payment.Declined || out.Decline != tc.want || out.Ref != "" {
				t.Fatalf("Complete = %+v, want declined %s", out, tc.want)
			}
			if n := len(f.requests(http.MethodPost, "/v2/checkout/orders/"+id+"/authorize")); n != 1 {
				t.Fatalf("%d authorize calls", n)
			}
		})
	}
}

func TestStatus(t *testing.T) {
	t.Parallel()
	f := newFake(t)
	c := f.client(Config{})
	ctx := context.Background()

	if _, err := c.Status(ctx, "att-s", ""); !errors.Is(err, payment.ErrNotFound) {
		t.Fatalf("Status without the provider's ref = %v, want ErrNotFound", err)
	}
	if n := len(f.requests(http.MethodGet, "/")); n != 0 {
		t.Fatalf("Status without a ref asked PayPal %d times", n)
	}
	if _, err := c.Status(ctx, "att-s", "NOSUCHORDER1"); !errors.Is(err, payment.ErrNotFound) {
		t.Fatalf("Status of an unknown ref = %v, want ErrNotFound", err)
	}

	id := begun(t, f, c, "att-s", false)
	if out, err := c.Status(ctx, "att-s", id); err != nil || out.Status != payment.Pending {
		t.Fatalf("Status before approval = %+v, %v", out, err)
	}
	f.approve(id)
	if out, err := c.Status(ctx, "att-s", id); err != nil || out.Status != payment.Pending {
		t.Fatalf("Status approved, not authorised = %+v, %v", out, err)
	}
	done, err := c.Complete(ctx, id, approvedQuery(id))
	if err != nil {
		t.Fatal(err)
	}
	out, err := c.Status(ctx, "att-s", id)
	if err != nil || out.Status != payment.Approved || out.Ref != done.Ref {
		t.Fatalf("Status by order id = %+v, %v; want approved %s", out, err, done.Ref)
	}
	out, err = c.Status(ctx, "att-s", done.Ref)
	if err != nil || out.Status != payment.Approved || out.Ref != done.Ref {
		t.Fatalf("Status by authorization id = %+v, %v", out, err)
	}
	if n := len(f.requests(http.MethodGet, "/v2/payments/authorizations/"+done.Ref)); n != 1 {
		t.Fatalf("authorization read %d times", n)
	}
	if _, err := c.Status(ctx, "att-other", id); !errors.Is(err, payment.ErrNotFound) {
		t.Fatalf("Status of another attempt's order = %v, want ErrNotFound", err)
	}
	if err := c.Void(ctx, done.Ref); err != nil {
		t.Fatal(err)
	}
	if out, err := c.Status(ctx, "att-s", id); err != nil || out.Status != payment.Declined {
		t.Fatalf("Status after void = %+v, %v", out, err)
	}
}

func TestVoid(t *testing.T) {
	t.Parallel()
	f := newFake(t)
	c := f.client(Config{})
	ctx := context.Background()

	// By the authorization's id.
	id := begun(t, f, c, "att-v1", true)
	out, err := c.Complete(ctx, id, approvedQuery(id))
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Void(ctx, out.Ref); err != nil {
		t.Fatal(err)
	}
	if got := f.authOf(out.Ref).Status; got != "VOIDED" {
		t.Fatalf("authorization %s after Void", got)
	}
	if calls := f.requests(http.MethodPost, "/v2/payments/authorizations/"+out.Ref+"/void"); len(calls) != 1 {
		t.Fatalf("void calls %d", len(calls))
	}
	if err := c.Void(ctx, out.Ref); err != nil {
		t.Fatalf("second Void = %v", err)
	}

	// By the order's id (what place order kept from Begin).
	id2 := begun(t, f, c, "att-v2", true)
	out2, err := c.Complete(ctx, id2, approvedQuery(id2))
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Void(ctx, id2); err != nil {
		t.Fatal(err)
	}
	if got := f.authOf(out2.Ref).Status; got != "VOIDED" {
		t.Fatalf("authorization %s after Void by order", got)
	}

	// An order nobody approved holds nothing.
	id3 := begun(t, f, c, "att-v3", false)
	if err := c.Void(ctx, id3); !errors.Is(err, payment.ErrNotFound) {
		t.Fatalf("Void of an unapproved order = %v, want ErrNotFound", err)
	}
}

func TestCaptureAndRefund(t *testing.T) {
	t.Parallel()
	f := newFake(t)
	c := f.client(Config{})
	ctx := context.Background()
	id := begun(t, f, c, "att-c", true)
	out, err := c.Complete(ctx, id, approvedQuery(id))
	if err != nil {
		t.Fatal(err)
	}

	// Staff capture less than authorised (an item out of stock).
	if err := c.Capture(ctx, out.Ref, 3000); err != nil {
		t.Fatal(err)
	}
	calls := f.requests(http.MethodPost, "/v2/payments/authorizations/"+out.Ref+"/capture")
	if len(calls) != 1 {
		t.Fatalf("%d capture calls", len(calls))
	}
	if got := dig(calls[0].Body, "amount.value"); got != "30.00" || dig(calls[0].Body, "amount.currency_code") != "AUD" ||
		dig(calls[0].Body, "final_capture") != true {
		t.Fatalf("capture body %v", calls[0].Body)
	}
	if calls[0].Header.Get("PayPal-Request-Id") != "wattle-capture-"+out.Ref {
		t.Fatalf("capture PayPal-Request-Id %q", calls[0].Header.Get("PayPal-Request-Id"))
	}
	// A retry does not capture twice.
	if err := c.Capture(ctx, out.Ref, 3000); err != nil {
		t.Fatalf("retried Capture = %v", err)
	}
	if f.count("captures") != 1 {
		t.Fatalf("%d captures after a retry", f.count("captures"))
	}
	capID := f.authOf(out.Ref).Captures[0]

	// Refund part of the capture by its id.
	if err := c.Refund(ctx, capID, 550); err != nil {
		t.Fatal(err)
	}
	refunds := f.requests(http.MethodPost, "/v2/payments/captures/"+capID+"/refund")
	if len(refunds) != 1 || dig(refunds[0].Body, "amount.value") != "5.50" || refunds[0].Header.Get("PayPal-Request-Id") == "" {
		t.Fatalf("refund calls %+v", refunds)
	}
	// By the order's id and by the authorization's id: from the capture, as far as it goes.
	if err := c.Refund(ctx, id, 1000); err != nil {
		t.Fatalf("Refund by order = %v", err)
	}
	if err := c.Refund(ctx, out.Ref, 1000); err != nil {
		t.Fatalf("Refund by authorization = %v", err)
	}
	if got := f.captureOf(capID).Refunds; len(got) != 3 || got[1] != "10.00" || got[2] != "10.00" {
		t.Fatalf("refunds at PayPal %v", got)
	}
	// $4.50 is left: $5 is refused without refunding anything.
	if err := c.Refund(ctx, id, 500); err == nil {
		t.Fatal("refund beyond the capture accepted")
	}
	if got := f.captureOf(capID).Refunds; len(got) != 3 {
		t.Fatalf("refunds at PayPal after a refused refund %v", got)
	}
	if err := c.Refund(ctx, capID, 0); err == nil {
		t.Fatal("refund of nothing accepted")
	}
}

func TestCaptureByOrder(t *testing.T) {
	t.Parallel()
	f := newFake(t)
	c := f.client(Config{})
	ctx := context.Background()
	id := begun(t, f, c, "att-co", true)
	out, err := c.Complete(ctx, id, approvedQuery(id))
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Capture(ctx, id, 3545); err != nil {
		t.Fatal(err)
	}
	if got := f.authOf(out.Ref).Status; got != "CAPTURED" {
		t.Fatalf("authorization %s after Capture by order", got)
	}
	if err := c.Capture(ctx, "NOSUCHAUTH1", 100); !errors.Is(err, payment.ErrNotFound) {
		t.Fatalf("Capture of an unknown authorization = %v", err)
	}
}

func TestAgreements(t *testing.T) {
	t.Parallel()
	f := newFake(t)
	saved := map[string][]string{}
	c := f.client(Config{SavedAgreements: func(_ context.Context, customerID string) ([]string, error) {
		return saved[customerID], nil
	}})
	ctx := context.Background()

	// An order begun without saving makes no agreement.
	plain := begun(t, f, c, "att-plain", true)
	if _, err := c.Complete(ctx, plain, approvedQuery(plain)); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Agreement(ctx, plain); !errors.Is(err, ErrNotSaved) {
		t.Fatalf("Agreement of an unsaved order = %v", err)
	}

	// The payer asked to save PayPal: place order's charge carries the customer (Begin saves).
	saving := charge("att-save")
	saving.SaveFor = "cust-42"
	_, id, err := c.Begin(ctx, saving, "/api/payments/paypal/return")
	if err != nil {
		t.Fatal(err)
	}
	creates := f.requests(http.MethodPost, "/v2/checkout/orders")
	body := creates[len(creates)-1].Body
	for p, v := range map[string]any{
		"payment_source.paypal.attributes.vault.store_in_vault":          "ON_SUCCESS",
		"payment_source.paypal.attributes.vault.usage_type":              "MERCHANT",
		"payment_source.paypal.attributes.vault.customer_type":           "CONSUMER",
		"payment_source.paypal.attributes.customer.merchant_customer_id": "cust-42",
		"payment_source.paypal.experience_context.return_url":            "https://shop.example/api/payments/paypal/return",
	} {
		if got := dig(body, p); got != v {
			t.Errorf("%s = %v, want %v", p, got, v)
		}
	}
	if _, err := c.Agreement(ctx, id); !errors.Is(err, ErrNotSaved) {
		t.Fatalf("Agreement before authorisation = %v", err)
	}
	f.approve(id)
	if _, err := c.Complete(ctx, id, approvedQuery(id)); err != nil {
		t.Fatal(err)
	}
	agreement, err := c.Agreement(ctx, id)
	if err != nil || agreement == "" || agreement != f.orderOf(id).VaultID {
		t.Fatalf("Agreement = %q, %v; PayPal vaulted %q", agreement, err, f.orderOf(id).VaultID)
	}
	saved["cust-42"] = []string{agreement}

	// It pays the next order without a redirect.
	out, err := c.ChargeAgreement(ctx, agreement, charge("att-next"))
	if err != nil {
		t.Fatal(err)
	}
	creates = f.requests(http.MethodPost, "/v2/checkout/orders")
	r := creates[len(creates)-1]
	if dig(r.Body, "payment_source.paypal.vault_id") != agreement || dig(r.Body, "intent") != "AUTHORIZE" ||
		dig(r.Body, "purchase_units.0.invoice_id") != "att-next" || dig(r.Body, "payment_source.paypal.experience_context") != nil {
		t.Fatalf("vaulted order body %v", r.Body)
	}
	if r.Header.Get("PayPal-Request-Id") != "wattle-vault-order-att-next" {
		t.Fatalf("vaulted order PayPal-Request-Id %q", r.Header.Get("PayPal-Request-Id"))
	}
	if out.Status != payment.Approved || f.authOf(out.Ref).ID == "" || f.authOf(out.Ref).Invoice != "att-next" {
		t.Fatalf("ChargeAgreement = %+v", out)
	}
	// A retry of the attempt answers the same authorisation.
	again, err := c.ChargeAgreement(ctx, agreement, charge("att-next"))
	if err != nil || again != out {
		t.Fatalf("retried ChargeAgreement = %+v, %v", again, err)
	}
	if st, err := c.Status(ctx, "att-next", out.Ref); err != nil || st.Status != payment.Approved {
		t.Fatalf("Status of the vaulted charge = %+v, %v", st, err)
	}

	// A second saved PayPal of the same customer joins their PayPal customer.
	if _, _, err := c.BeginSaving(ctx, charge("att-save2"), "/api/payments/paypal/return", "cust-42"); err != nil {
		t.Fatal(err)
	}
	creates = f.requests(http.MethodPost, "/v2/checkout/orders")
	if got := dig(creates[len(creates)-1].Body, "payment_source.paypal.attributes.customer.id"); got != f.vaultOf(agreement).CustomerID {
		t.Fatalf("customer.id = %v, want %s", got, f.vaultOf(agreement).CustomerID)
	}

	// Declined by the funding source.
	f.mu.Lock()
	f.authorizeIssue = "INSTRUMENT_DECLINED"
	f.mu.Unlock()
	if out, err := c.ChargeAgreement(ctx, agreement, charge("att-declined")); err != nil || out.Decline != payment.DeclineFunding {
		t.Fatalf("declined ChargeAgreement = %+v, %v", out, err)
	}
	f.mu.Lock()
	f.authorizeIssue = ""
	f.mu.Unlock()

	// Unlinked: deleted from the vault, and it pays no more.
	if err := c.CancelAgreement(ctx, agreement); err != nil {
		t.Fatal(err)
	}
	if dels := f.requests(http.MethodDelete, "/v3/vault/payment-tokens/"+agreement); len(dels) != 1 {
		t.Fatalf("%d deletes", len(dels))
	}
	if _, err := c.ChargeAgreement(ctx, agreement, charge("att-after")); !errors.Is(err, payment.ErrUnknownToken) {
		t.Fatalf("ChargeAgreement on a deleted token = %v, want ErrUnknownToken", err)
	}
	if err := c.CancelAgreement(ctx, agreement); !errors.Is(err, payment.ErrNotFound) {
		t.Fatalf("second CancelAgreement = %v, want ErrNotFound", err)
	}
}

func TestIDToken(t *testing.T) {
	t.Parallel()
	f := newFake(t)
	f.mu.Lock()
	f.vault["8kkSAVED"] = &fToken{ID: "8kkSAVED", CustomerID: "PPCUST123"}
	f.mu.Unlock()
	c := f.client(Config{SavedAgreements: func(_ context.Context, customerID string) ([]string, error) {
		if customerID == "cust-7" {
			return []string{"8kkGONE", "8kkSAVED"}, nil
		}
		return nil, nil
	}})
	ctx := context.Background()

	tok, err := c.IDToken(ctx, "")
	if err != nil || tok != "eyJidtoken.guest" {
		t.Fatalf("guest IDToken = %q, %v", tok, err)
	}
	form := f.lastForm()
	if form.Get("response_type") != "id_token" || form.Has("target_customer_id") {
		t.Fatalf("guest id token form %v", form)
	}

	tok, err = c.IDToken(ctx, "cust-7")
	if err != nil || tok != "eyJidtoken.PPCUST123" {
		t.Fatalf("customer IDToken = %q, %v", tok, err)
	}
	if form := f.lastForm(); form.Get("target_customer_id") != "PPCUST123" {
		t.Fatalf("customer id token form %v", form)
	}

	// A customer who saved nothing gets a token without a target.
	if _, err := c.IDToken(ctx, "cust-none"); err != nil {
		t.Fatal(err)
	}
	if form := f.lastForm(); form.Has("target_customer_id") {
		t.Fatalf("form %v", form)
	}
}

func TestTimeout(t *testing.T) {
	t.Parallel()
	f := newFake(t)
	c := f.client(Config{})
	f.mu.Lock()
	f.delay = 2 * time.Second
	f.mu.Unlock()

	// The context's deadline.
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	_, _, err := c.Begin(ctx, charge("att-slow"), "/api/payments/paypal/return")
	if !errors.Is(err, payment.ErrTimeout) {
		t.Fatalf("Begin past the deadline = %v, want ErrTimeout", err)
	}

	// The HTTP client's own timeout.
	hc := f.srv.Client()
	hc.Timeout = 100 * time.Millisecond
	slow := f.client(Config{HTTPClient: hc})
	if _, err := slow.Status(context.Background(), "att-slow", "5O1X00001"); !errors.Is(err, payment.ErrTimeout) {
		t.Fatalf("Status past the client timeout = %v, want ErrTimeout", err)
	}
}

func TestUnavailable(t *testing.T) {
	t.Parallel()
	f := newFake(t)
	c := f.client(Config{})
	f.mu.Lock()
	f.failStatus = http.StatusServiceUnavailable
	f.mu.Unlock()
	_, _, err := c.Begin(context.Background(), charge("att-down"), "/api/payments/paypal/return")
	var pe *Error
	if !errors.Is(err, payment.ErrUnavailable) || !errors.As(err, &pe) || pe.StatusCode != 503 || pe.DebugID == "" {
		t.Fatalf("Begin on a 503 = %v, want ErrUnavailable", err)
	}
	if pe.DeclineReason() != payment.DeclineUnavailable {
		t.Fatalf("DeclineReason = %s", pe.DeclineReason())
	}

	// Nothing listening.
	f.srv.Close()
	if _, err := c.Status(context.Background(), "att-down", "5O1X00001"); !errors.Is(err, payment.ErrUnavailable) {
		t.Fatalf("Status with PayPal unreachable = %v, want ErrUnavailable", err)
	}
}

func TestErrorsNameNoSecret(t *testing.T) {
	t.Parallel()
	f := newFake(t)
	c := f.client(Config{})
	ctx := context.Background()
	id := begun(t, f, c, "att-secret", false)
	f.mu.Lock()
	tokens := []string{}
	for tok := range f.tokens {
		tokens = append(tokens, tok)
	}
	f.mu.Unlock()

	var errs []error
	_, err := c.Status(ctx, "att-secret", "NOSUCHORDER1")
	errs = append(errs, err)
	errs = append(errs, c.Void(ctx, id))
	f.mu.Lock()
	f.tokenStatus = http.StatusUnauthorized
	f.mu.Unlock()
	_, err = c.IDToken(ctx, "")
	errs = append(errs, err)
	for _, err := range errs {
		if err == nil {
			t.Fatal("want an error")
		}
		for _, s := range append(tokens, testSecret) {
			if strings.Contains(err.Error(), s) {
				t.Fatalf("error %q names a credential", err)
			}
		}
	}
	var pe *Error
	if !errors.As(errs[2], &pe) || pe.StatusCode != 401 || pe.Name != "invalid_client" {
		t.Fatalf("token refusal = %#v", errs[2])
	}
}

func TestDeclineReason(t *testing.T) {
	t.Parallel()
	for issue, want := range map[string]payment.Decline{
		"INSTRUMENT_DECLINED":   payment.DeclineFunding,
		"PAYER_ACTION_REQUIRED": payment.DeclineNotAuthorised,
		"ORDER_NOT_APPROVED":    payment.DeclineNotAuthorised,
		"TRANSACTION_REFUSED":   payment.DeclineRefused,
		"INVALID_PARAMETER":     payment.DeclineUnavailable,
	} {
		if got := (&Error{StatusCode: 422, Issue: issue}).DeclineReason(); got != want {
			t.Errorf("%s: DeclineReason = %s, want %s", issue, got, want)
		}
	}
	if !errors.Is(&Error{StatusCode: 404}, payment.ErrNotFound) || errors.Is(&Error{StatusCode: 422}, payment.ErrNotFound) {
		t.Error("Error.Unwrap")
	}
}

func TestCents(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in   money.Cents
		want string
	}{{0, "0.00"}, {5, "0.05"}, {1250, "12.50"}, {123456, "1234.56"}, {-1999, "-19.99"}} {
		if got := FormatCents(tc.in); got != tc.want {
			t.Errorf("FormatCents(%d) = %q, want %q", tc.in, got, tc.want)
		}
	}
	for in, want := range map[string]money.Cents{"123.45": 12345, "10": 1000, "10.5": 1050, "0.05": 5, ".5": 50,
		"-1.00": -100, "7.100": 710, "1000000.00": 100000000} {
		if got, err := ParseCents(in); err != nil || got != want {
			t.Errorf("ParseCents(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", ".", "-", "1.005", "1,00", "1e3", "12.3.4", "abc", "10.", "99999999999999999999"} {
		if got, err := ParseCents(in); err == nil {
			t.Errorf("ParseCents(%q) = %d, want an error", in, got)
		}
	}
}

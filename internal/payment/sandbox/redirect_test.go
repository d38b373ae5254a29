package sandbox

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/clock"
)

func TestRedirectDecisions(t *testing.T) {
	t.Parallel()
	tests := []struct {
		method   payment.Method
		decision string
		status   payment.Status
		decline  payment.Decline
	}{
		{payment.PayPal, "approve", payment.Approved, ""},
		{payment.PayPal, "cancel", payment.Declined, payment.DeclineCancelled},
		{payment.PayPal, "decline", payment.Declined, payment.DeclineNotAuthorised},
		{payment.PayPal, "funding", payment.Declined, payment.DeclineFunding},
		{payment.Afterpay, "approve", payment.Approved, ""},
		{payment.Afterpay, "decline", payment.Declined, payment.DeclineRefused},
		{payment.Afterpay, "timeout", payment.Declined, payment.DeclineExpired},
		{payment.Afterpay, "unavailable", payment.Declined, payment.DeclineUnavailable},
		{payment.Zip, "refer", payment.Declined, payment.DeclineReferred},
		{payment.Zip, "approve", payment.Approved, ""},
		{payment.Flypay, "approve", payment.Approved, ""},
	}
	for _, tt := range tests {
		t.Run(string(tt.method)+"/"+tt.decision, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			r := NewRedirect(tt.method, payment.Limits{Min: 100, Max: 200000}, newMemStore(), clock.NewFixed(time.Now()))
			page, token, err := r.Begin(ctx, payment.Charge{Reference: "att-1", Amount: 5000}, "http://shop.test/api/payments/"+string(tt.method)+"/return?a=1")
			if err != nil || !strings.HasPrefix(page, "/sandbox/"+string(tt.method)+"/checkout?token=") || token == "" {
				t.Fatalf("Begin = %q, %q, %v", page, token, err)
			}
			if o, err := r.Complete(ctx, token, nil); err != nil || o.Status != payment.Pending {
				t.Fatalf("Complete before a decision = %+v, %v", o, err)
			}
			back, err := r.Decide(ctx, token, tt.decision)
			if err != nil {
				t.Fatal(err)
			}
			u, _ := url.Parse(back)
			if u.Host != "shop.test" || u.Query().Get("a") != "1" || u.Query().Get("token") != token {
				t.Fatalf("return URL %s", back)
			}
			o, err := r.Complete(ctx, token, u.Query())
			if err != nil || o.Status != tt.status || o.Decline != tt.decline {
				t.Fatalf("Complete = %+v, %v; want %s %s", o, err, tt.status, tt.decline)
			}
			if again, err := r.Complete(ctx, token, u.Query()); err != nil || again != o {
				t.Errorf("second Complete = %+v, %v", again, err)
			}
			if _, err := r.Decide(ctx, token, "approve"); !errors.Is(err, ErrDecision) {
				t.Errorf("second decision = %v", err)
			}
		})
	}
}

func TestRedirectLimitsAndForgery(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	r := NewRedirect(payment.Afterpay, payment.Limits{Min: 100, Max: 200000}, newMemStore(), clock.NewFixed(time.Now()))
	var d *DeclinedError
	if _, _, err := r.Begin(ctx, payment.Charge{Reference: "a", Amount: 200001}, "http://shop.test/r"); !errors.As(err, &d) || d.Decline != payment.DeclineLimits {
		t.Fatalf("Begin over the limit = %v", err)
	}
	if _, err := r.Complete(ctx, "AF-nope", nil); !errors.Is(err, payment.ErrNotFound) {
		t.Fatalf("Complete(unknown) = %v", err)
	}
	pp := NewRedirect(payment.PayPal, payment.Limits{}, newMemStore(), clock.NewFixed(time.Now()))
	_, token, _ := pp.Begin(ctx, payment.Charge{Reference: "a", Amount: 100}, "http://shop.test/r")
	if _, err := pp.Decide(ctx, token, "approve"); err != nil {
		t.Fatal(err)
	}
	// A return without the payer's id (typed in by hand) is not an approval.
	if o, err := pp.Complete(ctx, token, url.Values{"token": {token}}); err != nil || o.Status != payment.Declined {
		t.Fatalf("Complete without PayerID = %+v, %v", o, err)
	}
	if _, err := r.Decide(ctx, "AF-x", "funding"); !errors.Is(err, ErrDecision) {
		t.Fatalf("funding is PayPal's = %v", err)
	}
}

func TestRedirectStatusExpiryAndSettle(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	clk := clock.NewFixed(time.Date(2026, 11, 23, 4, 0, 0, 0, time.UTC))
	r := NewRedirect(payment.Zip, payment.Limits{Min: 100}, newMemStore(), clk)
	_, left, _ := r.Begin(ctx, payment.Charge{Reference: "left", Amount: 5000}, "http://shop.test/r")
	_, paid, _ := r.Begin(ctx, payment.Charge{Reference: "paid", Amount: 5000}, "http://shop.test/r")
	if _, err := r.Decide(ctx, paid, "approve"); err != nil {
		t.Fatal(err)
	}
	if o, err := r.Status(ctx, "left", ""); err != nil || o.Status != payment.Pending {
		t.Fatalf("Status of an open session = %+v, %v", o, err)
	}
	// Reconciliation after a crash: the shopper approved but never came back.
	if o, err := r.Status(ctx, "paid", ""); err != nil || o.Status != payment.Pending {
		t.Fatalf("Status before Complete = %+v, %v", o, err)
	}
	o, err := r.Complete(ctx, paid, nil)
	if err != nil || o.Status != payment.Approved || o.Ref != paid {
		t.Fatalf("Complete = %+v, %v", o, err)
	}
	if st, err := r.Status(ctx, "paid", ""); err != nil || st != o {
		t.Fatalf("Status after Complete = %+v, %v", st, err)
	}
	if _, err := r.Status(ctx, "never", ""); !errors.Is(err, payment.ErrNotFound) {
		t.Fatalf("Status(unknown) = %v", err)
	}
	clk.Advance(SessionTTL + time.Second)
	if o, err := r.Status(ctx, "left", ""); err != nil || o.Status != payment.Declined || o.Decline != payment.DeclineExpired {
		t.Fatalf("Status of an expired session = %+v, %v", o, err)
	}
	if _, err := r.Decide(ctx, left, "approve"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("a decision on an expired page = %v", err)
	}
	if o, err := r.Complete(ctx, left, nil); err != nil || o.Decline != payment.DeclineExpired {
		t.Fatalf("Complete of an expired session = %+v, %v", o, err)
	}
	if err := r.Refund(ctx, paid, 5001); !errors.Is(err, ErrRefund) {
		t.Fatalf("refund beyond the payment = %v", err)
	}
	if err := r.Refund(ctx, paid, 5000); err != nil {
		t.Fatal(err)
	}
	if err := r.Refund(ctx, left, 1); !errors.Is(err, ErrRefund) {
		t.Fatalf("refund of an unpaid session = %v", err)
	}
	if err := r.Void(ctx, "ZI-nope"); !errors.Is(err, payment.ErrNotFound) {
		t.Fatalf("void of nothing = %v", err)
	}
}

func TestPayPalAgreements(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	r := NewRedirect(payment.PayPal, payment.Limits{}, newMemStore(), clock.NewFixed(time.Now()))
	_, token, err := r.Begin(ctx, payment.Charge{Reference: "att-1", Amount: 5000, Email: "payer@example.com"}, "http://shop.test/return")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Agreement(ctx, token); err == nil {
		t.Fatal("an agreement from an undecided session")
	}
	ret, _ := r.Decide(ctx, token, "approve")
	u, _ := url.Parse(ret)
	if o, err := r.Complete(ctx, token, u.Query()); err != nil || o.Status != payment.Approved {
		t.Fatalf("Complete = %+v, %v", o, err)
	}
	ba, err := r.Agreement(ctx, token)
	if err != nil || !strings.HasPrefix(ba, "BA-") {
		t.Fatalf("Agreement = %q, %v", ba, err)
	}
	o, err := r.ChargeAgreement(ctx, ba, payment.Charge{Reference: "att-2", Amount: 2500})
	if err != nil || o.Status != payment.Approved || o.Ref == "" {
		t.Fatalf("ChargeAgreement = %+v, %v", o, err)
	}
	// The same reference answers the same; Status finds it for reconciliation.
	if again, err := r.ChargeAgreement(ctx, ba, payment.Charge{Reference: "att-2", Amount: 2500}); err != nil || again.Ref != o.Ref {
		t.Fatalf("replay = %+v, %v", again, err)
	}
	if st, err := r.Status(ctx, "att-2", ""); err != nil || st.Status != payment.Approved {
		t.Fatalf("Status = %+v, %v", st, err)
	}
	if err := r.CancelAgreement(ctx, ba); err != nil {
		t.Fatal(err)
	}
	if _, err := r.ChargeAgreement(ctx, ba, payment.Charge{Reference: "att-3", Amount: 2500}); !errors.Is(err, payment.ErrUnknownToken) {
		t.Fatalf("a cancelled agreement paid: %v", err)
	}
	if _, err := NewRedirect(payment.Zip, payment.Limits{}, newMemStore(), clock.NewFixed(time.Now())).Agreement(ctx, token); err == nil {
		t.Fatal("Zip made a billing agreement")
	}
}

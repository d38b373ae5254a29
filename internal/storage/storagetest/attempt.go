package storagetest

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
)

func testPaymentAttempts(t *testing.T, e Engine) {
	ctx := context.Background()
	a := order.Attempt{ID: "att-1", Version: 1, CartID: "K1", Method: payment.Card, Status: order.AttemptPending, Amount: 10400,
		Snapshot: []byte(`{"code":""}`), CreatedAt: accountT0, UpdatedAt: accountT0}
	b := order.Attempt{ID: "att-2", Version: 1, CartID: "K2", Method: payment.PayPal, Status: order.AttemptPending, Amount: 500,
		ProviderRef: "PA-123", Snapshot: []byte(`{}`), CreatedAt: accountT0, UpdatedAt: accountT0.Add(time.Minute)}
	for _, x := range []order.Attempt{a, b} {
		if err := e.InsertAttempt(ctx, x); err != nil {
			t.Fatal(err)
		}
	}
	if got, err := e.Attempt(ctx, "att-1"); err != nil || !reflect.DeepEqual(got, a) {
		t.Fatalf("Attempt = %+v, %v\nwant %+v", got, err, a)
	}
	if got, err := e.AttemptByProviderRef(ctx, "PA-123"); err != nil || got.ID != "att-2" {
		t.Fatalf("AttemptByProviderRef = %+v, %v", got, err)
	}
	for name, fn := range map[string]func() error{
		"id":        func() error { _, err := e.Attempt(ctx, "nope"); return err },
		"challenge": func() error { _, err := e.AttemptByChallenge(ctx, ""); return err },
		"ref":       func() error { _, err := e.AttemptByProviderRef(ctx, "nope"); return err },
	} {
		if err := fn(); !errors.Is(err, order.ErrAttemptNotFound) {
			t.Errorf("%s: %v, want ErrAttemptNotFound", name, err)
		}
	}
	open, err := e.OpenAttempts(ctx, accountT0.Add(time.Hour), 10)
	if err != nil || len(open) != 2 || open[0].ID != "att-1" || open[1].ID != "att-2" {
		t.Fatalf("OpenAttempts = %v, %v", open, err)
	}
	if open, _ := e.OpenAttempts(ctx, accountT0.Add(time.Second), 10); len(open) != 1 {
		t.Fatalf("OpenAttempts before att-2 changed = %v", open)
	}

	ch := a
	ch.Status, ch.ChallengeID, ch.UpdatedAt = order.AttemptChallenge, "tc_1", accountT0.Add(2*time.Minute)
	if err := e.UpdateAttempt(ctx, ch); err != nil {
		t.Fatal(err)
	}
	if err := e.UpdateAttempt(ctx, ch); !errors.Is(err, order.ErrStale) {
		t.Fatalf("UpdateAttempt at an old version = %v", err)
	}
	got, err := e.AttemptByChallenge(ctx, "tc_1")
	if err != nil || got.Version != 2 || got.Status != order.AttemptChallenge {
		t.Fatalf("AttemptByChallenge = %+v, %v", got, err)
	}
	got.Status, got.OrderCode = order.AttemptOrdered, "30000001"
	if err := e.UpdateAttempt(ctx, got); err != nil {
		t.Fatal(err)
	}
	if open, _ := e.OpenAttempts(ctx, accountT0.Add(time.Hour), 10); len(open) != 1 || open[0].ID != "att-2" {
		t.Fatalf("OpenAttempts after settling att-1 = %v", open)
	}
}

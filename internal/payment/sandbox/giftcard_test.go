package sandbox

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/clock"
)

func TestGiftCardProcessor(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	g := NewGiftCardProcessor(newMemStore(), clock.NewFixed(time.Now()))
	number, pin, err := g.Issue(ctx, 5000)
	if err != nil || len(number) != 19 || len(pin) != 4 {
		t.Fatalf("Issue = %q, %q, %v", number, pin, err)
	}
	if b, err := g.Balance(ctx, number[:4]+" "+number[4:], pin); err != nil || b != 5000 {
		t.Fatalf("Balance = %d, %v", b, err)
	}
	wrong := "0000"
	if pin == wrong {
		wrong = "1111"
	}
	if _, err := g.Balance(ctx, number, wrong); !errors.Is(err, ErrGiftCard) {
		t.Fatalf("Balance with a wrong PIN = %v", err)
	}
	if _, err := g.Tokenize(ctx, number, wrong); !errors.Is(err, ErrGiftCard) {
		t.Fatalf("Tokenize with a wrong PIN = %v", err)
	}
	tok, err := g.Tokenize(ctx, number, pin)
	if err != nil {
		t.Fatal(err)
	}
	o, err := g.Preauth(ctx, tok, 3000, "att-1")
	if err != nil || o.Status != payment.Approved || o.Ref == "" || o.Last4 != number[15:] {
		t.Fatalf("Preauth = %+v, %v", o, err)
	}
	if again, err := g.Preauth(ctx, tok, 3000, "att-1"); err != nil || again != o {
		t.Fatalf("replayed Preauth = %+v, %v", again, err)
	}
	if b, _ := g.Balance(ctx, number, pin); b != 2000 {
		t.Fatalf("balance with a hold = %d, want 2000", b)
	}
	if d, err := g.Preauth(ctx, tok, 2001, "att-2"); err != nil || d.Status != payment.Declined || d.Decline != payment.DeclineInsufficient {
		t.Fatalf("Preauth beyond the balance = %+v, %v", d, err)
	}
	if err := g.Void(ctx, o.Ref); err != nil {
		t.Fatal(err)
	}
	if b, _ := g.Balance(ctx, number, pin); b != 5000 {
		t.Fatalf("balance after void = %d", b)
	}
	o2, _ := g.Preauth(ctx, tok, 4000, "att-3")
	if err := g.Capture(ctx, o2.Ref); err != nil {
		t.Fatal(err)
	}
	if b, _ := g.Balance(ctx, number, pin); b != 1000 {
		t.Fatalf("balance after capture = %d", b)
	}
	if err := g.Refund(ctx, o2.Ref, 4001); !errors.Is(err, ErrRefund) {
		t.Fatalf("refund beyond capture = %v", err)
	}
	if err := g.Refund(ctx, o2.Ref, 1500); err != nil {
		t.Fatal(err)
	}
	if b, _ := g.Balance(ctx, number, pin); b != 2500 {
		t.Fatalf("balance after refund = %d", b)
	}
	// A placed order's hold that was never captured: a refund releases that much of it.
	o3, _ := g.Preauth(ctx, tok, 2000, "att-4")
	if err := g.Refund(ctx, o3.Ref, 2001); !errors.Is(err, ErrRefund) {
		t.Fatalf("refund beyond the hold = %v", err)
	}
	if err := g.Refund(ctx, o3.Ref, 1200); err != nil {
		t.Fatal(err)
	}
	if b, _ := g.Balance(ctx, number, pin); b != 1700 {
		t.Fatalf("balance after refunding part of a hold = %d, want 1700", b)
	}
	if err := g.Refund(ctx, o3.Ref, 800); err != nil {
		t.Fatal(err)
	}
	if b, _ := g.Balance(ctx, number, pin); b != 2500 {
		t.Fatalf("balance after refunding the whole hold = %d, want 2500", b)
	}
	if _, err := g.Preauth(ctx, "gct_nope", 100, "x"); !errors.Is(err, payment.ErrUnknownToken) {
		t.Fatalf("unknown token = %v", err)
	}
	if err := g.Void(ctx, "nonsense"); !errors.Is(err, payment.ErrNotFound) {
		t.Fatalf("void of nothing = %v", err)
	}
}

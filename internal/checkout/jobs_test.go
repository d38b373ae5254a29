package checkout

import (
	"testing"

	"github.com/wattle/storefront/internal/payment"
)

// TestConfirmJob: the older confirmation job composes the e-mail of an order that exists.
func TestConfirmJob(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	sh := w.guest("b", line{lamp, 1})
	placed, err := w.svc.PlaceOrder(bg, sh, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k"})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.svc.Confirm(bg, ConfirmationArgs{OrderCode: "39999999"}); err != nil {
		t.Fatalf("an order that is gone: %v", err)
	}
	if err := w.svc.Confirm(bg, ConfirmationArgs{OrderCode: placed.OrderCode}); err != nil {
		t.Fatal(err)
	}
	m := w.mails()
	if len(m) != 2 || m[0].Subject != m[1].Subject || m[1].To != "ada@example.com" {
		t.Fatalf("mails = %+v", m)
	}
}

// TestFacts answers getSession's checkout fields.
func TestFacts(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	guest := w.guest("b", line{lamp, 1})
	f, err := w.svc.Facts(bg, guest.Owner)
	if err != nil || !f.Guest || f.CheckoutEmail != "ada@example.com" || f.HasOrder {
		t.Fatalf("guest facts = %+v, %v", f, err)
	}
	cust := w.customer("c1", line{lamp, 1})
	if f, err := w.svc.Facts(bg, cust.Owner); err != nil || f.Guest || f.HasOrder {
		t.Fatalf("before ordering = %+v, %v", f, err)
	}
	if _, err := w.svc.PlaceOrder(bg, cust, PlaceInput{Mode: payment.Card, Token: "tok", Key: "k"}); err != nil {
		t.Fatal(err)
	}
	if f, err := w.svc.Facts(bg, cust.Owner); err != nil || !f.HasOrder {
		t.Fatalf("after ordering = %+v, %v", f, err)
	}
}

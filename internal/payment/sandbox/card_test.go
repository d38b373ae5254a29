package sandbox

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/clock"
)

// memStore is Store in memory, for the providers' unit tests (the engines' conformance suite
// tests the real ones).
type memStore struct {
	mu   sync.Mutex
	recs map[[2]string]Record
}

func newMemStore() *memStore { return &memStore{recs: map[[2]string]Record{}} }

func (m *memStore) InsertSandboxRecord(_ context.Context, r Record) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	k := [2]string{r.Kind, r.ID}
	if _, ok := m.recs[k]; ok {
		return ErrExists
	}
	r.Version = 1
	m.recs[k] = r
	return nil
}

func (m *memStore) SandboxRecord(_ context.Context, kind, id string, now time.Time) (Record, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	r, ok := m.recs[[2]string{kind, id}]
	if !ok || (!r.ExpiresAt.IsZero() && !r.ExpiresAt.After(now)) {
		return Record{}, ErrNotFound
	}
	return r, nil
}

func (m *memStore) UpdateSandboxRecord(_ context.Context, r Record) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	k := [2]string{r.Kind, r.ID}
	cur, ok := m.recs[k]
	if !ok || cur.Version != r.Version {
		return ErrStale
	}
	r.Version++
	m.recs[k] = r
	return nil
}

func card(number string) CardInput {
	return CardInput{Number: number, Name: "Jo Citizen", CVV: "123", ExpiryMonth: 12, ExpiryYear: 2030}
}

func newGateway() *CardGateway {
	return NewCardGateway(newMemStore(), clock.NewFixed(time.Date(2026, 11, 23, 4, 0, 0, 0, time.UTC)))
}

func TestCardGatewayOutcomes(t *testing.T) {
	t.Parallel()
	tests := []struct {
		number  string
		status  payment.Status
		decline payment.Decline
	}{
		{"4242424242424242", payment.Approved, ""},
		{"5555555555554444", payment.Approved, ""},
		{"4000000000000002", payment.Declined, payment.DeclineRefused},
		{"4000000000009995", payment.Declined, payment.DeclineInsufficient},
		{"6011111111111117", payment.Declined, payment.DeclineUnsupported},
		{"4000000000003220", payment.Challenge, ""},
	}
	for _, tt := range tests {
		t.Run(tt.number, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			g := newGateway()
			tok, c, err := g.Tokenize(ctx, card(tt.number))
			if err != nil || c.Last4 != tt.number[12:] {
				t.Fatalf("Tokenize = %q, %+v, %v", tok, c, err)
			}
			o, err := g.Authorize(ctx, payment.Charge{Reference: "att-1", Amount: 5000, Token: tok})
			if err != nil || o.Status != tt.status || o.Decline != tt.decline {
				t.Fatalf("Authorize = %+v, %v; want %s %s", o, err, tt.status, tt.decline)
			}
			if (o.Status == payment.Approved) != (o.Ref != "") {
				t.Errorf("ref %q with status %s", o.Ref, o.Status)
			}
			// The same reference answers the same again; the token cannot pay for anything else.
			if again, err := g.Authorize(ctx, payment.Charge{Reference: "att-1", Amount: 5000, Token: tok}); err != nil || again != o {
				t.Errorf("replay = %+v, %v", again, err)
			}
			if _, err := g.Authorize(ctx, payment.Charge{Reference: "att-2", Amount: 5000, Token: tok}); !errors.Is(err, payment.ErrUnknownToken) {
				t.Errorf("second use of a one-time token = %v", err)
			}
		})
	}
}

func TestCardGatewayChallenge(t *testing.T) {
	t.Parallel()
	for _, decision := range []string{"approve", "decline", "cancel"} {
		t.Run(decision, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			g := newGateway()
			tok, _, _ := g.Tokenize(ctx, card("4000 0000 0000 3220"))
			o, err := g.Authorize(ctx, payment.Charge{Reference: "att-1", Amount: 5000, Token: tok})
			if err != nil || o.Status != payment.Challenge || o.ChallengeID == "" || o.ChallengeURL != "/sandbox/threeds/"+o.ChallengeID {
				t.Fatalf("Authorize = %+v, %v", o, err)
			}
			if p, err := g.ChallengeOutcome(ctx, o.ChallengeID); err != nil || p.Status != payment.Pending {
				t.Fatalf("before the shopper decides: %+v, %v", p, err)
			}
			if err := g.Decide(ctx, o.ChallengeID, decision); err != nil {
				t.Fatal(err)
			}
			if err := g.Decide(ctx, o.ChallengeID, "approve"); !errors.Is(err, ErrDecision) {
				t.Fatalf("a second decision = %v", err)
			}
			got, err := g.ChallengeOutcome(ctx, o.ChallengeID)
			want := payment.Approved
			if decision != "approve" {
				want = payment.Declined
			}
			if err != nil || got.Status != want {
				t.Fatalf("ChallengeOutcome = %+v, %v; want %s", got, err, want)
			}
			if want == payment.Declined && got.Decline != payment.DeclineChallenge {
				t.Errorf("decline = %s", got.Decline)
			}
			if st, err := g.Status(ctx, "att-1", ""); err != nil || st.Status != want {
				t.Errorf("Status = %+v, %v", st, err)
			}
		})
	}
	if _, err := newGateway().ChallengeOutcome(context.Background(), "tc_nope"); !errors.Is(err, payment.ErrNotFound) {
		t.Errorf("unknown challenge = %v", err)
	}
}

func TestCardGatewayTimeout(t *testing.T) {
	t.Parallel()
	g := newGateway()
	tok, _, _ := g.Tokenize(context.Background(), card("4000000000000119"))
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := g.Authorize(ctx, payment.Charge{Reference: "att-1", Amount: 5000, Token: tok}); !errors.Is(err, payment.ErrTimeout) {
		t.Fatalf("Authorize = %v, want ErrTimeout", err)
	}
	// Reconciliation finds nothing held.
	if _, err := g.Status(context.Background(), "att-1", ""); !errors.Is(err, payment.ErrNotFound) {
		t.Fatalf("Status after a timeout = %v, want ErrNotFound", err)
	}
}

func TestCardGatewaySettle(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	g := newGateway()
	tok, _, _ := g.Tokenize(ctx, card("4242424242424242"))
	o, _ := g.Authorize(ctx, payment.Charge{Reference: "att-1", Amount: 5000, Token: tok})
	if err := g.Capture(ctx, o.Ref, 5001); !errors.Is(err, ErrCapture) {
		t.Fatalf("capture beyond the authorisation = %v", err)
	}
	if err := g.Capture(ctx, o.Ref, 5000); err != nil {
		t.Fatal(err)
	}
	if err := g.Capture(ctx, "auth_nope", 100); !errors.Is(err, payment.ErrNotFound) {
		t.Fatalf("capture of an unknown payment = %v", err)
	}
	if err := g.Refund(ctx, o.Ref, 3000); err != nil {
		t.Fatal(err)
	}
	if err := g.Refund(ctx, o.Ref, 2001); !errors.Is(err, ErrRefund) {
		t.Fatalf("refund beyond the payment = %v", err)
	}
	if err := g.Refund(ctx, o.Ref, 2000); err != nil {
		t.Fatal(err)
	}
	if err := g.Void(ctx, "auth_nope"); !errors.Is(err, payment.ErrNotFound) {
		t.Fatalf("void of an unknown payment = %v", err)
	}
	if _, _, err := g.Tokenize(ctx, card("4242424242424241")); !errors.Is(err, ErrCardNumber) {
		t.Fatalf("Tokenize(bad number) = %v", err)
	}
}

func TestCardGatewayVault(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	g := newGateway()
	tok, _, _ := g.Tokenize(ctx, card("4242424242424242"))
	src, err := g.Vault(ctx, tok)
	if err != nil || src.Last4 != "4242" || src.CardType != "visa" || src.Expiry != "12/30" {
		t.Fatalf("Vault = %+v, %v", src, err)
	}
	if _, err := g.Vault(ctx, tok); !errors.Is(err, payment.ErrUnknownToken) {
		t.Fatalf("a spent token vaulted again: %v", err)
	}
	// A source pays again and again, each reference once.
	for _, ref := range []string{"a1", "a2"} {
		if o, err := g.Authorize(ctx, payment.Charge{Reference: ref, Amount: 1000, Token: src.ID}); err != nil || o.Status != payment.Approved {
			t.Fatalf("Authorize(%s) by source = %+v, %v", ref, o, err)
		}
	}
	if err := g.DeleteSource(ctx, src.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Authorize(ctx, payment.Charge{Reference: "a3", Amount: 1000, Token: src.ID}); !errors.Is(err, payment.ErrUnknownToken) {
		t.Fatalf("a deleted source paid: %v", err)
	}
	if err := g.DeleteSource(ctx, "src_nope"); !errors.Is(err, payment.ErrNotFound) {
		t.Fatalf("DeleteSource(unknown) = %v", err)
	}
}

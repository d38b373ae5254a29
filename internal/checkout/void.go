package checkout

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"

	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
)

// fail settles an attempt that will not become an order (release) and answers the decline's
// place-order error.
func (p *placer) fail(ctx context.Context, a order.Attempt, d payment.Decline, void bool) (Placed, error) {
	if err := p.release(ctx, a, void); err != nil {
		return Placed{}, err
	}
	return Placed{}, order.Fail(order.DeclineCode(a.Method, d))
}

// release puts back an attempt's stock and marks it failed; void asks the provider (by a job) to
// let go of anything it may hold. An attempt settled already is left as it is. A card saved for
// the attempt is dropped at the gateway.
func (p *placer) release(ctx context.Context, a order.Attempt, void bool) error {
	ctx = context.WithoutCancel(ctx)
	var snap snapshot
	if json.Unmarshal(a.Snapshot, &snap) == nil && snap.Save != nil && p.Providers.Vault != nil && a.Status.Open() {
		defer func() { _ = p.Providers.Vault.DeleteSource(ctx, snap.Save.ID) }()
	}
	for range maxTries {
		if !a.Status.Open() {
			return nil
		}
		err := p.Tx(ctx, func(tx TxStore) error {
			if _, err := tx.ReleaseStock(ctx, a.ID); err != nil {
				return err
			}
			b := a
			b.Status, b.UpdatedAt = order.AttemptFailed, p.Clock.Now().UTC()
			if err := tx.UpdateAttempt(ctx, b); err != nil {
				return err
			}
			if void {
				return tx.Enqueue(ctx, VoidArgs{Attempt: a.ID, Method: a.Method, Ref: a.ProviderRef}, nil)
			}
			return nil
		})
		if !errors.Is(err, order.ErrStale) {
			return err
		}
		if a, err = p.Store.Attempt(ctx, a.ID); err != nil {
			return err
		}
	}
	return order.Fail(order.CodeInProgress)
}

// RejectThreeDS abandons a payment whose challenge the shopper failed or closed (rejectThreeDS):
// the stock goes back and anything the issuer held is voided.
func (s *Service) RejectThreeDS(ctx context.Context, sh Shopper, tcID string) error {
	a, err := s.shopperAttempt(ctx, sh, tcID)
	if err != nil {
		return err
	}
	if !a.Status.Open() {
		return nil
	}
	return s.place.release(ctx, a, true)
}

// VoidArgs is the job that lets go of money a provider may hold for an attempt that did not become
// an order (a timeout, a late approval, an abandoned challenge).
type VoidArgs struct {
	Attempt string         `json:"attempt"`
	Method  payment.Method `json:"method"`
	Ref     string         `json:"ref"`
	// Hold says Ref is a gift card pre-authorisation a checkout let go of (no attempt): it is
	// voided as it is.
	Hold bool `json:"hold,omitempty"`
}

// Kind implements job.Args.
func (VoidArgs) Kind() string { return "payment_void" }

// settler returns the provider of m.
func (p *placer) settler(m payment.Method) payment.Settler {
	switch {
	case m == payment.Card || m == payment.ApplePay:
		if p.Providers.Card != nil {
			return p.Providers.Card
		}
	case m == payment.GiftCard:
		if p.Providers.GiftCards != nil {
			return p.Providers.GiftCards
		}
	case m.Redirects():
		if r := p.Providers.Redirect[m]; r != nil {
			return r
		}
	}
	return nil
}

// Void is the payment_void job: it asks the provider where the attempt's payment stands and voids
// an approval.
func (s *Service) Void(ctx context.Context, a VoidArgs) error {
	st := s.place.settler(a.Method)
	if st == nil {
		return nil
	}
	ref := a.Ref
	if (ref == "" || !a.Method.Redirects()) && !a.Hold {
		out, err := st.Status(ctx, a.Attempt, a.Ref)
		if errors.Is(err, payment.ErrNotFound) {
			return nil
		}
		if err != nil {
			return err
		}
		if out.Status != payment.Approved {
			return nil
		}
		ref = out.Ref
	}
	if err := st.Void(ctx, ref); err != nil && !errors.Is(err, payment.ErrNotFound) {
		return err
	}
	slog.Info("payment voided", "attempt", a.Attempt, "method", a.Method, "hold", a.Hold)
	return nil
}

// Settler is the provider that settles (voids, refunds) money of method m; nil when none does.
func (s *Service) Settler(m payment.Method) payment.Settler { return s.place.settler(m) }

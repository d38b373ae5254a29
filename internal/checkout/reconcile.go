package checkout

import (
	"context"
	"errors"
	"time"

	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
)

// ReconcileArgs is the periodic job that settles payment attempts left open: a node that died
// between the provider's approval and writing the order, a shopper who never came back from a
// provider's page or a challenge.
type ReconcileArgs struct{}

// Kind implements job.Args.
func (ReconcileArgs) Kind() string { return "payment_reconcile" }

// Reconcile is the payment_reconcile job: for each attempt open longer than the payment timeout it
// asks the provider; approved → the order is placed from the attempt's snapshot; refused or
// unknown → the stock goes back; still undecided → left until its reservation expires, then
// abandoned (and voided, should it be approved later).
func (s *Service) Reconcile(ctx context.Context, _ ReconcileArgs) error {
	p := s.place
	now := p.Clock.Now()
	open, err := p.Store.OpenAttempts(ctx, now.Add(-p.Config.PaymentTimeout-5*time.Second), 100)
	if err != nil {
		return err
	}
	for _, a := range open {
		if err := s.reconcileOne(ctx, a, now); err != nil {
			return err
		}
	}
	return nil
}

func (s *Service) reconcileOne(ctx context.Context, a order.Attempt, now time.Time) error {
	p := s.place
	st := p.settler(a.Method)
	expired := now.Sub(a.CreatedAt) > Reservation
	var out payment.Outcome
	var err error
	switch {
	case a.Amount == 0:
		// Gift cards only: nothing to ask, the holds are the payment.
		_, err = p.finish(ctx, a.ID, held{}, payment.Outcome{Status: payment.Approved})
		return ignoreProblem(err)
	case st == nil:
		_, err = p.fail(ctx, a, payment.DeclineUnavailable, false)
		return ignoreProblem(err)
	}
	if a.Status == order.AttemptChallenge && p.Providers.Card != nil {
		// The shopper passed (or failed) the challenge and left before confirming: the issuer's
		// decision stands.
		out, err = p.Providers.Card.ChallengeOutcome(ctx, a.ChallengeID)
	} else {
		out, err = st.Status(ctx, a.ID, a.ProviderRef)
	}
	switch {
	case errors.Is(err, payment.ErrNotFound):
		if a.Method.Redirects() && !expired {
			return nil // the shopper is still on the provider's page
		}
		_, err = p.fail(ctx, a, payment.DeclineUnavailable, false)
		return ignoreProblem(err)
	case err != nil:
		return err
	}
	switch out.Status {
	case payment.Approved:
		_, err = p.finish(ctx, a.ID, held{}, out)
	case payment.Declined:
		_, err = p.fail(ctx, a, out.Decline, false)
	default:
		if !expired {
			return nil
		}
		_, err = p.fail(ctx, a, payment.DeclineExpired, true)
	}
	return ignoreProblem(err)
}

// ignoreProblem drops a place-order problem (what a shopper would have been told): a job only
// fails on faults.
func ignoreProblem(err error) error {
	var oe *order.Error
	if errors.As(err, &oe) {
		return nil
	}
	return err
}

// ExpiryArgs is the periodic job that puts back the stock of reservations past their expiry.
type ExpiryArgs struct{}

// Kind implements job.Args.
func (ExpiryArgs) Kind() string { return "reservation_expiry" }

// Expire is the reservation_expiry job: an expired reservation whose attempt is open is settled
// like reconciliation does (the provider may have approved it); one whose attempt is gone or
// settled just goes back.
func (s *Service) Expire(ctx context.Context, _ ExpiryArgs) error {
	p := s.place
	now := p.Clock.Now()
	ids, err := p.Store.ExpiredReservations(ctx, now, 200)
	if err != nil {
		return err
	}
	for _, id := range ids {
		a, err := p.Store.Attempt(ctx, id)
		switch {
		case errors.Is(err, order.ErrAttemptNotFound):
			if _, err := p.Store.ReleaseStock(ctx, id); err != nil {
				return err
			}
			continue
		case err != nil:
			return err
		}
		if a.Status.Open() {
			if err := s.reconcileOne(ctx, a, now.Add(Reservation)); err != nil {
				return err
			}
			continue
		}
		if a.Status == order.AttemptFailed {
			if _, err := p.Store.ReleaseStock(ctx, id); err != nil {
				return err
			}
		}
	}
	return nil
}

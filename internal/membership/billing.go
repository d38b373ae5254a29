package membership

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/id"
	"github.com/wattle/storefront/internal/platform/money"
)

// SweepArgs is the job that does what has fallen due (docs/membership.md#billing): trial
// reminders, the trial's first charge, renewals, retries, ends and lapses. It runs every minute on
// one node; RunDue is safe on several at once all the same.
type SweepArgs struct{}

// Kind names the job.
func (SweepArgs) Kind() string { return "membership_sweep" }

// Sweep is the job's worker.
func (s *Service) Sweep(ctx context.Context, _ SweepArgs) error {
	_, err := s.RunDue(ctx)
	return err
}

// maxSteps bounds what one membership does in one Process: a clock moved a year on a monthly
// plan makes twelve renewals and their reminders, never an endless loop.
const maxSteps = 64

// RunDue does everything due now for every membership, and answers how many memberships it
// moved. Each membership is taken once per call (a failure waits for the next sweep).
func (s *Service) RunDue(ctx context.Context) (int, error) {
	seen := map[string]bool{}
	moved := 0
	var firstErr error
	for {
		ids, err := s.store.DueMemberships(ctx, s.clock.Now(), 200)
		if err != nil {
			return moved, err
		}
		fresh := 0
		// Several nodes sweep the same due list: each takes it in its own order, so they meet on
		// few memberships (a meeting costs a wasted transaction, never a second charge).
		rand.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
		for _, cid := range ids {
			if seen[cid] {
				continue
			}
			seen[cid], fresh = true, fresh+1
			if err := s.Process(ctx, cid); err != nil {
				if firstErr == nil {
					firstErr = fmt.Errorf("membership %s: %w", cid, err)
				}
				continue
			}
			moved++
		}
		if fresh == 0 || ctx.Err() != nil {
			return moved, firstErr
		}
	}
}

// Process does what is due for one customer's membership, step by step in the order things fell
// due: a charge left pending (a crash, a timeout) is settled first.
func (s *Service) Process(ctx context.Context, customerID string) error {
	for range maxSteps {
		if err := s.settlePending(ctx, customerID); err != nil {
			return err
		}
		more, err := s.step(ctx, customerID)
		if err != nil || !more {
			return err
		}
	}
	return nil
}

// step does the one thing due now, if any; more reports that something was done (and so
// something else may be due).
func (s *Service) step(ctx context.Context, customerID string) (more bool, err error) {
	var charge *ChargeRecord
	var m Membership
	err = s.tx(ctx, func(tx Store) error {
		charge = nil
		var err error
		if m, err = tx.Membership(ctx, customerID); err != nil {
			return err
		}
		now := s.clock.Now()
		action, due := Next(m, s.cfg, now)
		switch action {
		case Nothing:
			if !m.DueAt.Equal(due) { // a stale index entry: put it right
				m.DueAt = due
				return tx.UpdateMembership(ctx, m)
			}
			return nil
		case Remind:
			m.Reminded = true
			more = true
			if err := s.update(ctx, tx, m, now); err != nil {
				return err
			}
			return s.notify(ctx, tx, m, "Your OnePass trial ends in 7 days",
				fmt.Sprintf("Your free trial ends on %s. On %s we'll charge %s for your %s plan to your %s, and your benefits carry on.",
					date(m.TrialEnd), date(m.ChargeAt(s.cfg)), s.cfg.Price(m.NextPlan).Format(), m.NextPlan, cardName(m.Card)),
				"Don't want to continue? Cancel any time before then and you won't be charged.")
		case End, Lapse:
			subject, text := "Your OnePass membership has ended", "Your OnePass membership has ended. We hope to see you back: you can rejoin any time."
			if action == Lapse {
				m.Status = Lapsed
				text = "We couldn't take your OnePass payment, so your membership has lapsed. You can rejoin any time with a new card."
			} else {
				m.Status = Cancelled
			}
			m.EndedAt, m.OverdueSince, m.Retries = due, time.Time{}, 0
			more = true
			if err := s.update(ctx, tx, m, now); err != nil {
				return err
			}
			logf("membership ended", m)
			return s.notify(ctx, tx, m, subject, text)
		case Charge:
			// The decision rests on m as read: writing it back at its version makes a decision
			// taken on a membership another node has moved meanwhile fail (ErrStale) instead of
			// charging on what was stale (on PostgreSQL a transaction's reads are not one snapshot).
			m.UpdatedAt = now
			if err := tx.UpdateMembership(ctx, m); err != nil {
				return err
			}
			m.Version++
			rec, err := s.newCharge(ctx, tx, m, m.Period+1, m.NextPlan, true, now)
			if err != nil {
				return err
			}
			charge, more = &rec, true
		}
		return nil
	})
	if errors.Is(err, ErrChargeConflict) || errors.Is(err, ErrStale) {
		// Another node got there first: what it decided stands, and it settles its charge.
		return false, nil
	}
	if err != nil || charge == nil {
		return more, err
	}
	_, err = s.pay(ctx, *charge)
	return true, err
}

// update stores m with its next due time.
func (s *Service) update(ctx context.Context, tx Store, m Membership, now time.Time) error {
	m = withDue(m, s.cfg)
	m.UpdatedAt = now
	return tx.UpdateMembership(ctx, m)
}

// newCharge records, in tx, the next attempt to pay period of m: pending, with the attempt's
// key. A period already paid, or one with an attempt under way, is ErrChargeConflict; two nodes
// deciding the same attempt at once collide on its key and one of them gets ErrChargeConflict.
func (s *Service) newCharge(ctx context.Context, tx Store, m Membership, period int, plan Plan, merchant bool, now time.Time) (ChargeRecord, error) {
	list, err := tx.Charges(ctx, m.CustomerID)
	if err != nil {
		return ChargeRecord{}, err
	}
	attempt := 1
	for _, c := range list {
		if c.Period != period {
			continue
		}
		if c.Status == ChargePaid || c.Status == ChargePending || c.Status == ChargeRefunded {
			return ChargeRecord{}, ErrChargeConflict
		}
		attempt = max(attempt, c.Attempt+1)
	}
	if m.Card.SourceID == "" {
		return ChargeRecord{}, ErrCardRequired
	}
	rec := ChargeRecord{ID: "mc_" + id.Token(12), CustomerID: m.CustomerID, Period: period, Attempt: attempt, Plan: plan,
		Amount: s.cfg.Price(plan), Status: ChargePending, Reference: chargeReference(m.CustomerID, period, attempt),
		MerchantInitiated: merchant, CardType: m.Card.CardType, Last4: m.Card.Last4, CreatedAt: now}
	rec.ProviderRef = m.Card.SourceID // the source it is taken from, until the provider's own reference replaces it
	if err := tx.InsertCharge(ctx, rec); errors.Is(err, ErrExists) {
		return ChargeRecord{}, ErrChargeConflict
	} else if err != nil {
		return ChargeRecord{}, err
	}
	return rec, nil
}

// charge records and makes a charge for period of m now (a join or a resume: the member is
// there, so it is not merchant-initiated unless merchant says so), and answers it settled.
func (s *Service) charge(ctx context.Context, m Membership, period int, plan Plan, merchant bool, now time.Time) (ChargeRecord, error) {
	var rec ChargeRecord
	err := s.tx(ctx, func(tx Store) error {
		cur, err := tx.Membership(ctx, m.CustomerID)
		if err != nil {
			return err
		}
		if cur.Version != m.Version {
			return ErrStale
		}
		// The card the member just gave pays, and stays the membership's card.
		cur.Card = m.Card
		cur.Plan, cur.NextPlan, cur.Email, cur.FirstName = m.Plan, m.NextPlan, m.Email, m.FirstName
		if cur.DueAt.IsZero() {
			// A join's membership has nothing due: make it due, so that the sweep settles the
			// charge if its answer is lost (recording the answer puts DueAt right again).
			cur.DueAt = now
		}
		if err := tx.UpdateMembership(ctx, cur); err != nil {
			return err
		}
		rec, err = s.newCharge(ctx, tx, cur, period, plan, merchant, now)
		return err
	})
	if errors.Is(err, ErrStale) || errors.Is(err, ErrChargeConflict) {
		return ChargeRecord{}, ErrChargeConflict
	}
	if err != nil {
		return ChargeRecord{}, err
	}
	return s.pay(ctx, rec)
}

// pay asks the provider for a recorded charge and records the answer. A provider that does not
// answer leaves the charge pending: the next sweep asks again by its reference.
func (s *Service) pay(ctx context.Context, rec ChargeRecord) (ChargeRecord, error) {
	out, err := s.gateway.Charge(ctx, payment.Charge{Reference: rec.Reference, Amount: rec.Amount, Token: rec.ProviderRef,
		Description: "OnePass " + string(rec.Plan) + " membership", MerchantInitiated: rec.MerchantInitiated})
	switch {
	case errors.Is(err, payment.ErrUnknownToken):
		// The card was deleted or expired at the gateway: a decline, not a fault.
		out, err = payment.Outcome{Status: payment.Declined, Decline: payment.DeclineRefused}, nil
	case err != nil:
		return rec, err
	}
	return s.record(ctx, rec, out)
}

// settlePending settles the customer's charges left pending: the provider is asked by the
// charge's reference, and asked to charge again (by the same reference, so at most once) when it
// never saw it.
func (s *Service) settlePending(ctx context.Context, customerID string) error {
	list, err := s.store.Charges(ctx, customerID)
	if err != nil {
		return err
	}
	for _, c := range list {
		if c.Status != ChargePending {
			continue
		}
		out, err := s.gateway.Status(ctx, c.Reference)
		if errors.Is(err, payment.ErrNotFound) {
			if _, err := s.pay(ctx, c); err != nil {
				return err
			}
			continue
		}
		if err != nil {
			return err
		}
		if out.Status == payment.Pending || out.Status == payment.Challenge {
			continue // undecided: asked again at the next sweep
		}
		if _, err := s.record(ctx, c, out); err != nil {
			return err
		}
	}
	return nil
}

// record stores a charge's outcome and moves the membership: paid → a new period; a renewal
// declined → overdue (then retries, then lapsed). A member's own payment that is declined moves
// nothing: they are told at once.
func (s *Service) record(ctx context.Context, rec ChargeRecord, out payment.Outcome) (ChargeRecord, error) {
	now := s.clock.Now()
	paid := out.Status == payment.Approved
	rec.DecidedAt = now
	if paid {
		rec.Status = ChargePaid
		if out.Ref != "" {
			rec.ProviderRef = out.Ref
		}
	} else {
		rec.Status = ChargeDeclined
	}
	if out.CardType != "" {
		rec.CardType, rec.Last4 = out.CardType, out.Last4
	}
	err := s.tx(ctx, func(tx Store) error {
		if err := tx.SettleCharge(ctx, rec); err != nil {
			return err
		}
		m, err := tx.Membership(ctx, rec.CustomerID)
		if err != nil {
			return err
		}
		if paid {
			return s.paid(ctx, tx, m, rec, now)
		}
		return s.declined(ctx, tx, m, rec, now)
	})
	if errors.Is(err, ErrStale) {
		// Settled by another node meanwhile: its record stands.
		list, lerr := s.store.Charges(ctx, rec.CustomerID)
		if lerr != nil {
			return rec, lerr
		}
		for _, c := range list {
			if c.ID == rec.ID {
				return c, nil
			}
		}
		return rec, nil
	}
	return rec, err
}

// paid moves m into the period rec paid for.
func (s *Service) paid(ctx context.Context, tx Store, m Membership, rec ChargeRecord, now time.Time) error {
	base := now
	switch m.Status {
	case TrialActive, CancellingTrial:
		base = m.TrialEnd
	case Active, Overdue, Cancelling:
		base = m.PeriodEnd
		if base.IsZero() { // the trial's charge was declined and is paid now
			base = m.TrialEnd
		}
	default: // joining (again)
		m.StartedAt = now
		if m.JoinedAt.IsZero() {
			m.JoinedAt, m.WelcomeUntil = now, now.Add(s.cfg.WelcomeFor)
		}
	}
	switch m.Status {
	case CancellingTrial, Cancelling:
		m.Status = Cancelling // paid while cancelling (a race): the paid period is theirs, then it ends
	default:
		m.Status = Active
	}
	m.Period, m.Plan, m.PeriodEnd = rec.Period, rec.Plan, addPeriod(base, rec.Plan)
	m.OverdueSince, m.Retries, m.EndedAt = time.Time{}, 0, time.Time{}
	if err := s.update(ctx, tx, m, now); err != nil {
		return err
	}
	logf("membership paid", m, "period", rec.Period, "amount", rec.Amount)
	return s.notify(ctx, tx, m, "Your OnePass receipt",
		fmt.Sprintf("Thanks for being a OnePass member. We charged %s to your %s for your %s plan.", rec.Amount.Format(), cardName(Card{CardType: rec.CardType, Last4: rec.Last4}), rec.Plan),
		fmt.Sprintf("Your membership renews on %s.", date(m.PeriodEnd)))
}

// declined records a declined charge on m: a renewal (merchant-initiated) makes it overdue, or
// counts a retry; a member's own payment changes nothing.
func (s *Service) declined(ctx context.Context, tx Store, m Membership, rec ChargeRecord, now time.Time) error {
	if !rec.MerchantInitiated {
		return nil
	}
	switch m.Status {
	case TrialActive, Active:
		// The first decline of the period: benefits stay while it is retried. Retries count from
		// when the charge fell due, so a clock that jumped keeps the schedule.
		m.OverdueSince = m.ChargeAt(s.cfg)
		if m.OverdueSince.IsZero() || m.OverdueSince.After(now) {
			m.OverdueSince = now
		}
		m.Status, m.Retries = Overdue, 0
	case Overdue:
		m.Retries++
	default:
		return nil
	}
	if err := s.update(ctx, tx, m, now); err != nil {
		return err
	}
	logf("membership payment declined", m, "period", rec.Period, "attempt", rec.Attempt)
	next := "Please update your card on your OnePass page so your benefits carry on."
	if r := m.ChargeAt(s.cfg); !r.IsZero() {
		next = fmt.Sprintf("We'll try again on %s. To keep your benefits, update your card or pay now on your OnePass page before %s.",
			date(r), date(m.OverdueSince.Add(s.cfg.Lapse)))
	}
	return s.notify(ctx, tx, m, "We couldn't take your OnePass payment",
		fmt.Sprintf("Your %s declined the %s payment for your OnePass %s plan.", cardName(Card{CardType: rec.CardType, Last4: rec.Last4}), rec.Amount.Format(), rec.Plan),
		next)
}

// History is the customer's charges, newest first.
func (s *Service) History(ctx context.Context, customerID string) ([]ChargeRecord, error) {
	return s.store.Charges(ctx, customerID)
}

// Savings is what the customer saved as a member over the savings window.
func (s *Service) Savings(ctx context.Context, customerID string) (money.Cents, error) {
	return s.store.MemberSavings(ctx, customerID, s.clock.Now().Add(-s.cfg.SavingsWindow))
}

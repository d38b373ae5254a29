package membership

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/wattle/storefront/internal/staff"
)

// StaffStore is what the back office's changes need besides Store: the audit log, written in the
// change's own transaction.
type StaffStore interface {
	Store
	staff.AuditStore
	// MembershipByEmail is the membership of the customer with that (normalised) e-mail, or
	// ErrNotFound.
	MembershipByEmail(ctx context.Context, email string) (Membership, error)
	// AuditOf returns the audit entries about any of subjects, oldest first, at most limit each.
	AuditOf(ctx context.Context, subjects []string, limit int) ([]staff.AuditEntry, error)
}

// ErrBadExtension is an extension of a trial by fewer than 1 or more than MaxExtensionDays days.
var ErrBadExtension = errors.New("membership: a trial is extended by 1 to 90 days")

// MaxExtensionDays is the longest a member of staff extends a trial by at once.
const MaxExtensionDays = 90

// StaffService is the back office's OnePass (customer service and up, docs/membership.md#staff).
type StaffService struct {
	*Service
	store StaffStore
	tx    func(ctx context.Context, fn func(tx StaffStore) error) error
}

// NewStaff returns the back office's side of s.
func NewStaff(s *Service, store StaffStore, tx func(ctx context.Context, fn func(tx StaffStore) error) error) *StaffService {
	return &StaffService{Service: s, store: store, tx: tx}
}

// Found is a membership as the back office sees it.
type Found struct {
	Membership Membership
	Charges    []ChargeRecord
	// Audit is what staff did to it, oldest first.
	Audit []staff.AuditEntry
}

// Find is the membership of the customer with e-mail, with its charges and audit log.
func (s *StaffService) Find(ctx context.Context, email string) (Found, error) {
	m, err := s.store.MembershipByEmail(ctx, email)
	if err != nil {
		return Found{}, err
	}
	list, err := s.store.Charges(ctx, m.CustomerID)
	if err != nil {
		return Found{}, err
	}
	log, err := s.store.AuditOf(ctx, []string{m.CustomerID}, 200)
	return Found{Membership: m, Charges: list, Audit: log}, err
}

// Cancel ends a membership now for a member of staff (actor): with refund, the current period's
// payment is given back. The audit line and the e-mail go in the same transaction; the refund is
// asked of the provider first, and a refusal changes nothing.
func (s *StaffService) Cancel(ctx context.Context, actor, customerID string, refund bool, reason string) (Membership, error) {
	m, err := s.store.Membership(ctx, customerID)
	if err != nil {
		return m, err
	}
	if !m.Status.Active() {
		return m, ErrNotMember
	}
	var paid *ChargeRecord
	if refund {
		list, err := s.store.Charges(ctx, customerID)
		if err != nil {
			return m, err
		}
		for i := range list {
			if list[i].Period == m.Period && list[i].Status == ChargePaid {
				paid = &list[i]
				break
			}
		}
		if paid != nil {
			if err := s.gateway.Refund(ctx, paid.ProviderRef, paid.Amount); err != nil {
				return m, fmt.Errorf("refund the OnePass payment: %w", err)
			}
		}
	}
	var out Membership
	err = s.tx(ctx, func(tx StaffStore) error {
		m, err := tx.Membership(ctx, customerID)
		if err != nil {
			return err
		}
		now := s.clock.Now()
		m.Status, m.EndedAt, m.OverdueSince, m.Retries = Cancelled, now, time.Time{}, 0
		if err := s.update(ctx, tx, m, now); err != nil {
			return err
		}
		detail := map[string]any{"refund": refund, "reason": reason}
		text := "Your OnePass membership has been cancelled by our customer service team."
		if paid != nil {
			if err := tx.MarkChargeRefunded(ctx, paid.ID); err != nil {
				return err
			}
			detail["refunded"] = paid.Amount.Decimal()
			text += fmt.Sprintf(" We've refunded %s to your %s; it reaches your account in 3-5 business days.",
				paid.Amount.Format(), cardName(Card{CardType: paid.CardType, Last4: paid.Last4}))
		}
		if err := audit(ctx, tx, now, actor, "membership.cancelled", customerID, detail); err != nil {
			return err
		}
		out, err = tx.Membership(ctx, customerID)
		if err != nil {
			return err
		}
		return s.notify(ctx, tx, out, "Your OnePass membership has ended", text)
	})
	return out, err
}

// ExtendTrial gives a trial days more (1 to MaxExtensionDays), for a member of staff (actor).
func (s *StaffService) ExtendTrial(ctx context.Context, actor, customerID string, days int) (Membership, error) {
	if days < 1 || days > MaxExtensionDays {
		return Membership{}, ErrBadExtension
	}
	var out Membership
	err := s.tx(ctx, func(tx StaffStore) error {
		m, err := tx.Membership(ctx, customerID)
		if err != nil {
			return err
		}
		if m.Status != TrialActive && m.Status != CancellingTrial {
			return ErrNotTrial
		}
		now := s.clock.Now()
		m.TrialEnd = m.TrialEnd.Add(time.Duration(days) * day)
		// The trial's charge is a day before its end (ChargeAt is zero while cancelling, but a
		// resumed trial is charged on the new date all the same).
		if m.TrialEnd.Add(-day - s.cfg.Reminder).After(now) {
			m.Reminded = false // the reminder goes again, 7 days before the new date
		}
		if err := s.update(ctx, tx, m, now); err != nil {
			return err
		}
		if err := audit(ctx, tx, now, actor, "membership.trialExtended", customerID, map[string]any{"days": days, "trialEnd": m.TrialEnd}); err != nil {
			return err
		}
		out, err = tx.Membership(ctx, customerID)
		if err != nil {
			return err
		}
		return s.notify(ctx, tx, out, "Your OnePass trial is longer",
			fmt.Sprintf("We've added %d days to your free trial: it now ends on %s.", days, date(out.TrialEnd)))
	})
	return out, err
}

func audit(ctx context.Context, tx StaffStore, at time.Time, actor, action, subject string, detail map[string]any) error {
	d, _ := json.Marshal(detail)
	return tx.InsertAudit(ctx, staff.AuditEntry{At: at, Actor: actor, Action: action, Subject: subject, Detail: string(d)})
}

package storage

import (
	"github.com/wattle/storefront/internal/membership"
	"github.com/wattle/storefront/internal/platform/money"
)

// MembershipColumns are the memberships columns, in the order MembershipArgs gives and
// ScanMembership reads them (version last).
const MembershipColumns = `customer_id, email, first_name, status, plan, next_plan, joined_at, started_at, trial_used,
	trial_end, period_end, period, overdue_since, retries, reminded, card_saved_id, card_source_id, card_type, card_last4,
	welcome_until, welcome_used, ended_at, due_at, updated_at, version`

// MembershipArgs are m's values for MembershipColumns but the version.
func MembershipArgs(m membership.Membership) []any {
	return []any{m.CustomerID, m.Email, m.FirstName, string(m.Status), string(m.Plan), string(m.NextPlan), Millis(m.JoinedAt),
		Millis(m.StartedAt), Flag(m.TrialUsed), Millis(m.TrialEnd), Millis(m.PeriodEnd), m.Period, Millis(m.OverdueSince),
		m.Retries, Flag(m.Reminded), m.Card.SavedID, m.Card.SourceID, m.Card.CardType, m.Card.Last4, Millis(m.WelcomeUntil),
		Flag(m.WelcomeUsed), Millis(m.EndedAt), Millis(m.DueAt), Millis(m.UpdatedAt)}
}

// MembershipSet is the SET list of an update of every column but the key and the version, with
// the engine's placeholder for the n-th value (1-based).
func MembershipSet(ph func(n int) string) string {
	cols := []string{"email", "first_name", "status", "plan", "next_plan", "joined_at", "started_at", "trial_used",
		"trial_end", "period_end", "period", "overdue_since", "retries", "reminded", "card_saved_id", "card_source_id", "card_type",
		"card_last4", "welcome_until", "welcome_used", "ended_at", "due_at", "updated_at"}
	s := ""
	for i, c := range cols {
		if i > 0 {
			s += ", "
		}
		s += c + " = " + ph(i+1)
	}
	return s
}

// ScanMembership reads a row of MembershipColumns.
func ScanMembership(s Scanner) (membership.Membership, error) {
	var m membership.Membership
	var status, plan, next string
	var joined, started, trialEnd, periodEnd, overdue, welcome, ended, due, updated int64
	var trialUsed, reminded, welcomeUsed int64
	err := s.Scan(&m.CustomerID, &m.Email, &m.FirstName, &status, &plan, &next, &joined, &started, &trialUsed, &trialEnd,
		&periodEnd, &m.Period, &overdue, &m.Retries, &reminded, &m.Card.SavedID, &m.Card.SourceID, &m.Card.CardType,
		&m.Card.Last4, &welcome, &welcomeUsed, &ended, &due, &updated, &m.Version)
	m.Status, m.Plan, m.NextPlan = membership.Status(status), membership.Plan(plan), membership.Plan(next)
	m.JoinedAt, m.StartedAt, m.TrialEnd, m.PeriodEnd = FromMillis(joined), FromMillis(started), FromMillis(trialEnd), FromMillis(periodEnd)
	m.OverdueSince, m.WelcomeUntil, m.EndedAt, m.DueAt, m.UpdatedAt = FromMillis(overdue), FromMillis(welcome), FromMillis(ended), FromMillis(due), FromMillis(updated)
	m.TrialUsed, m.Reminded, m.WelcomeUsed = trialUsed != 0, reminded != 0, welcomeUsed != 0
	return m, err
}

// ChargeColumns are the membership_charges columns in ChargeArgs' and ScanCharge's order.
const ChargeColumns = `id, customer_id, period, attempt, plan, amount, status, reference, provider_ref, merchant_initiated,
	card_type, last4, created_at, decided_at`

// ChargeArgs are c's values for ChargeColumns.
func ChargeArgs(c membership.ChargeRecord) []any {
	return []any{c.ID, c.CustomerID, c.Period, c.Attempt, string(c.Plan), int64(c.Amount), string(c.Status), c.Reference, c.ProviderRef,
		Flag(c.MerchantInitiated), c.CardType, c.Last4, Millis(c.CreatedAt), Millis(c.DecidedAt)}
}

// ScanCharge reads a row of ChargeColumns.
func ScanCharge(s Scanner) (membership.ChargeRecord, error) {
	var c membership.ChargeRecord
	var plan, status string
	var amount, merchant, created, decided int64
	err := s.Scan(&c.ID, &c.CustomerID, &c.Period, &c.Attempt, &plan, &amount, &status, &c.Reference, &c.ProviderRef, &merchant,
		&c.CardType, &c.Last4, &created, &decided)
	c.Plan, c.Status, c.Amount, c.MerchantInitiated = membership.Plan(plan), membership.ChargeStatus(status), money.Cents(amount), merchant != 0
	c.CreatedAt, c.DecidedAt = FromMillis(created), FromMillis(decided)
	return c, err
}

// Package membership is OnePass, the shop's paid delivery club (docs/membership.md): plans, the
// statuses and their moves, the free trial, billing through the payment provider with retries, and
// the benefits the pricing function and the cart read (member prices, free home delivery,
// members-only products, the welcome reward).
//
// What happens to a membership over time is a pure function of the membership and the time
// (Next): the service asks it what is due, does it, and records the outcome. Charges are taken
// at most once per period: a charge is recorded (pending) with a key of its membership, period and
// attempt in the same transaction that decides it, before the provider is asked, and the
// provider is asked with that key as its reference, so a retry, a restart or a second node finds
// the first charge instead of making another.
package membership

import (
	"errors"
	"math"
	"strconv"
	"time"

	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/money"
)

// Plan is how often a member pays.
type Plan string

// The plans (docs/membership.md#plans).
const (
	Monthly Plan = "monthly"
	Annual  Plan = "annual"
)

// ParsePlan returns the plan named s, or false.
func ParsePlan(s string) (Plan, bool) {
	switch Plan(s) {
	case Monthly, Annual:
		return Plan(s), true
	}
	return "", false
}

// Status is where a membership stands (the wire's lower-case names).
type Status string

// The statuses (docs/membership.md#statuses).
const (
	None            Status = "none"
	TrialActive     Status = "trial_active"
	Active          Status = "active"
	Overdue         Status = "overdue"
	TeamMember      Status = "team_member"
	CancellingTrial Status = "cancelling_trial"
	Cancelling      Status = "cancelling"
	Cancelled       Status = "cancelled"
	Lapsed          Status = "lapsed"
)

// Statuses lists every status, the active ones first.
var Statuses = []Status{TrialActive, Active, Overdue, TeamMember, CancellingTrial, Cancelling, None, Cancelled, Lapsed}

// Active reports whether the status brings the benefits: trial_active, active, overdue,
// team_member, cancelling_trial and cancelling.
func (s Status) Active() bool {
	switch s {
	case TrialActive, Active, Overdue, TeamMember, CancellingTrial, Cancelling:
		return true
	}
	return false
}

// Config is the programme's numbers; Default are the shop's.
type Config struct {
	Monthly, Annual money.Cents
	// Trial is how long the free trial lasts; the plan is charged on its last day.
	Trial time.Duration
	// Reminder is how long before the first charge the trial's reminder goes out.
	Reminder time.Duration
	// Retries are when a declined charge is tried again, counted from the first decline.
	Retries []time.Duration
	// Lapse is how long an unpaid membership stays overdue before it lapses.
	Lapse time.Duration
	// Welcome is the first membership's reward: Welcome off one order of WelcomeMinSpend or more
	// within WelcomeFor of joining.
	Welcome, WelcomeMinSpend money.Cents
	WelcomeFor               time.Duration
	// SavingsWindow is how far back the savings shown to a member reach.
	SavingsWindow time.Duration
}

const day = 24 * time.Hour

// Default is OnePass as the shop runs it: $4.00 a month or $40.00 a year, a 30-day free trial, a
// reminder 7 days before the first charge, retries 1, 3 and 7 days after a decline, lapsed after
// 14 days unpaid, $10 off a first order of $50 or more within 30 days, savings over 6 months.
func Default() Config {
	return Config{Monthly: 400, Annual: 4000, Trial: 30 * day, Reminder: 7 * day,
		Retries: []time.Duration{1 * day, 3 * day, 7 * day}, Lapse: 14 * day,
		Welcome: 1000, WelcomeMinSpend: 5000, WelcomeFor: 30 * day, SavingsWindow: 183 * day}
}

// Price is what one period of plan p costs.
func (c Config) Price(p Plan) money.Cents {
	if p == Annual {
		return c.Annual
	}
	return c.Monthly
}

// Card is the saved card a membership is charged on.
type Card struct {
	// SavedID is the customer's saved payment method (getPaymentMethods' paydockSourceId).
	SavedID string
	// SourceID is the gateway's source the charges are made on.
	SourceID string
	CardType string
	Last4    string
}

// Membership is one customer's OnePass, from their first join on: a customer has at most one, and
// it keeps its history (trial used, welcome reward) when it ends and starts again.
type Membership struct {
	CustomerID string
	Email      string
	FirstName  string
	Status     Status
	// Plan is what the current period was paid on; NextPlan what the next charge takes (a plan
	// change waits for the renewal).
	Plan, NextPlan Plan
	// JoinedAt is the first join ever; StartedAt the current membership's start.
	JoinedAt, StartedAt time.Time
	// TrialUsed is set by the first trial and never cleared.
	TrialUsed bool
	// TrialEnd is when the trial ends (zero without one); the plan is charged a day before.
	TrialEnd time.Time
	// PeriodEnd is when the current paid period ends: the next renewal's date.
	PeriodEnd time.Time
	// Period counts the paid periods; the next charge is for Period+1.
	Period int
	// OverdueSince is the first decline of the unpaid period (zero unless overdue); Retries
	// counts the retries made since.
	OverdueSince time.Time
	Retries      int
	// Reminded is set once the trial's reminder has gone.
	Reminded bool
	Card     Card
	// WelcomeUntil ends the welcome reward's window; WelcomeUsed is set by the order that used it.
	WelcomeUntil time.Time
	WelcomeUsed  bool
	// EndedAt is when it was cancelled or lapsed.
	EndedAt time.Time
	// DueAt is when Next has something to do (zero: nothing will ever be due); the store keeps it
	// so that due memberships are found by an index.
	DueAt     time.Time
	Version   int
	UpdatedAt time.Time
}

// Errors of the membership domain (the transport maps each to its code, docs/membership.md#errors).
var (
	ErrNotFound       = errors.New("membership: none")
	ErrExists         = errors.New("membership: exists")
	ErrStale          = errors.New("membership: changed since read")
	ErrTrialUsed      = errors.New("membership: the free trial was used")
	ErrAlreadyMember  = errors.New("membership: already an active member")
	ErrNotMember      = errors.New("membership: no active membership")
	ErrNotCancelling  = errors.New("membership: nothing to resume")
	ErrDeclined       = errors.New("membership: the payment was declined")
	ErrCardRequired   = errors.New("membership: a card is required")
	ErrUnknownCard    = errors.New("membership: unknown saved card")
	ErrBadToken       = errors.New("membership: unknown, expired or used card token")
	ErrSamePlan       = errors.New("membership: already on that plan")
	ErrNotTrial       = errors.New("membership: not in a trial")
	ErrChargeConflict = errors.New("membership: a charge for the period is under way")
)

// RenewalDate is when the membership next renews or ends: the trial's end during a trial, the
// period's end once paid; zero when inactive or free (a team member).
func (m Membership) RenewalDate() time.Time {
	switch m.Status {
	case TrialActive, CancellingTrial:
		return m.TrialEnd
	case Active, Overdue, Cancelling:
		return m.PeriodEnd
	}
	return time.Time{}
}

// ChargeAt is when the next charge is due: a day before the trial ends, at the period's end, or
// the next retry; zero when none is (cancelling, inactive, free).
func (m Membership) ChargeAt(c Config) time.Time {
	switch m.Status {
	case TrialActive:
		return m.TrialEnd.Add(-day)
	case Active:
		return m.PeriodEnd
	case Overdue:
		if m.Retries < len(c.Retries) {
			return m.OverdueSince.Add(c.Retries[m.Retries])
		}
	}
	return time.Time{}
}

// DaysUntil is how many days (rounded up) there are from now to t; 0 when t has passed.
func DaysUntil(now, t time.Time) int {
	if t.IsZero() || !t.After(now) {
		return 0
	}
	return int(math.Ceil(t.Sub(now).Hours() / 24))
}

// Action is what Next finds due.
type Action int

// The actions.
const (
	Nothing Action = iota
	// Remind: the trial's reminder, Config.Reminder before the first charge.
	Remind
	// Charge: the next period's price on the saved card (the trial's end, a renewal, a retry).
	Charge
	// End: a cancelling membership reached its end → cancelled.
	End
	// Lapse: overdue for Config.Lapse → lapsed.
	Lapse
)

// Next is what is due for m at now, and when the next thing will be due after it is done (for
// DueAt). A membership whose charge is under way waits for it (the service settles it first).
func Next(m Membership, c Config, now time.Time) (Action, time.Time) {
	due := dueAt(m, c)
	if due.IsZero() || now.Before(due) {
		return Nothing, due
	}
	switch m.Status {
	case TrialActive:
		if !m.Reminded && now.Before(m.ChargeAt(c)) {
			return Remind, due
		}
		return Charge, due
	case Active:
		return Charge, due
	case CancellingTrial, Cancelling:
		return End, due
	case Overdue:
		// Events happen in the order they fell due: a retry due before the lapse is made first,
		// even when the clock has moved past both.
		lapse := m.OverdueSince.Add(c.Lapse)
		if r := m.ChargeAt(c); !r.IsZero() && r.Before(lapse) && !now.Before(r) {
			return Charge, due
		}
		return Lapse, due
	}
	return Nothing, due
}

// dueAt is when something is next due for m (zero: never).
func dueAt(m Membership, c Config) time.Time {
	switch m.Status {
	case TrialActive:
		charge := m.ChargeAt(c)
		if !m.Reminded {
			if r := charge.Add(-c.Reminder); r.After(m.StartedAt) {
				return r
			}
		}
		return charge
	case Active:
		return m.PeriodEnd
	case CancellingTrial:
		return m.TrialEnd
	case Cancelling:
		return m.PeriodEnd
	case Overdue:
		lapse := m.OverdueSince.Add(c.Lapse)
		if r := m.ChargeAt(c); !r.IsZero() && r.Before(lapse) {
			return r
		}
		return lapse
	}
	return time.Time{}
}

// withDue sets m.DueAt from its state.
func withDue(m Membership, c Config) Membership {
	m.DueAt = dueAt(m, c)
	return m
}

// addPeriod is t plus one period of plan p, on Melbourne's calendar (a month from 31 January is
// 3 March, as time.AddDate does; a member is never charged twice in one calendar month for it).
func addPeriod(t time.Time, p Plan) time.Time {
	t = t.In(clock.Melbourne)
	if p == Annual {
		return t.AddDate(1, 0, 0)
	}
	return t.AddDate(0, 1, 0)
}

// ChargeStatus is where one charge attempt stands.
type ChargeStatus string

// The charge statuses. A pending charge was decided and recorded but the provider's answer is not
// (yet) known; paid and declined are final; refunded was paid and given back.
const (
	ChargePending  ChargeStatus = "pending"
	ChargePaid     ChargeStatus = "paid"
	ChargeDeclined ChargeStatus = "declined"
	ChargeRefunded ChargeStatus = "refunded"
)

// ChargeRecord is one attempt to take a period's price.
type ChargeRecord struct {
	ID         string
	CustomerID string
	// Period is the paid period it pays for (1 is the first); Attempt counts tries for it from 1.
	Period, Attempt int
	Plan            Plan
	Amount          money.Cents
	Status          ChargeStatus
	// Reference is the key of the attempt (membership, period, attempt): the provider's reference,
	// so the same attempt is never charged twice.
	Reference string
	// ProviderRef is the provider's reference of the payment (refunds use it).
	ProviderRef string
	// MerchantInitiated: the shop charged the saved card on its own (renewal, retry), not the
	// member at the till of the page.
	MerchantInitiated bool
	CardType, Last4   string
	CreatedAt         time.Time
	DecidedAt         time.Time
}

// chargeReference is the reference of attempt a of period p of a customer's membership.
func chargeReference(customerID string, period, attempt int) string {
	return "onepass-" + customerID + "-" + strconv.Itoa(period) + "-" + strconv.Itoa(attempt)
}

package membership

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/wattle/storefront/internal/job"
	"github.com/wattle/storefront/internal/mail"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/money"
)

// Store persists memberships and their charges. Outside a transaction each call commits alone.
type Store interface {
	// Membership is the customer's membership, or ErrNotFound.
	Membership(ctx context.Context, customerID string) (Membership, error)
	// InsertMembership stores a new one at version 1; ErrExists when the customer has one.
	InsertMembership(ctx context.Context, m Membership) error
	// UpdateMembership replaces the membership at m.Version and bumps it; ErrStale when it changed.
	UpdateMembership(ctx context.Context, m Membership) error
	// DueMemberships are up to limit customers whose membership is due at now (DueAt ≤ now),
	// the longest due first.
	DueMemberships(ctx context.Context, now time.Time, limit int) ([]string, error)
	// InsertCharge records an attempt; ErrExists when its (customer, period, attempt) is taken.
	InsertCharge(ctx context.Context, c ChargeRecord) error
	// SettleCharge records a pending attempt's outcome (status, provider ref, decided at); ErrStale
	// when it is no longer pending (another node settled it).
	SettleCharge(ctx context.Context, c ChargeRecord) error
	// MarkChargeRefunded turns a paid charge into a refunded one.
	MarkChargeRefunded(ctx context.Context, chargeID string) error
	// Charges are the customer's charges, newest first.
	Charges(ctx context.Context, customerID string) ([]ChargeRecord, error)
	// MemberSavings is what the customer saved as a member on orders placed since (member prices
	// and waived delivery, as the orders recorded them).
	MemberSavings(ctx context.Context, customerID string, since time.Time) (money.Cents, error)
	// Enqueue inserts a background job (the outbox): inside a transaction, only if it commits.
	Enqueue(ctx context.Context, args job.Args, opts *job.InsertOpts) error
}

// Gateway takes membership payments: the card provider, through the payment interfaces.
type Gateway interface {
	// Charge takes c.Amount from the saved source c.Token now (authorised and captured); the
	// same c.Reference answers the first outcome again.
	Charge(ctx context.Context, c payment.Charge) (payment.Outcome, error)
	// Status is the outcome of the charge of the shop's reference; payment.ErrNotFound when the
	// provider never saw it.
	Status(ctx context.Context, reference string) (payment.Outcome, error)
	// Refund gives back amount of the payment providerRef.
	Refund(ctx context.Context, providerRef string, amount money.Cents) error
}

// Cards are the customer's saved cards (the checkout's card vault).
type Cards interface {
	// SavedCard is the customer's saved card savedID; ErrUnknownCard when it is not theirs.
	SavedCard(ctx context.Context, customerID, savedID string) (Card, error)
	// SaveCard vaults a one-time card token and keeps it with the customer's saved methods.
	SaveCard(ctx context.Context, customerID, token string) (Card, error)
}

// Customer is who a membership belongs to, as the account knows them.
type Customer struct {
	ID, Email, FirstName string
}

// Service runs OnePass.
type Service struct {
	store   Store
	tx      func(ctx context.Context, fn func(tx Store) error) error
	gateway Gateway
	cards   Cards
	clock   clock.Clock
	cfg     Config
	mail    MailConfig
}

// MailConfig says what the e-mails sign with.
type MailConfig struct {
	ShopName, PublicURL string
}

// Deps are the service's collaborators.
type Deps struct {
	Store   Store
	Tx      func(ctx context.Context, fn func(tx Store) error) error
	Gateway Gateway
	Cards   Cards
	Clock   clock.Clock
	Config  Config
	Mail    MailConfig
}

// New returns the service; a zero Config is Default.
func New(d Deps) *Service {
	if d.Config.Trial == 0 {
		d.Config = Default()
	}
	return &Service{store: d.Store, tx: d.Tx, gateway: d.Gateway, cards: d.Cards, clock: d.Clock, cfg: d.Config, mail: d.Mail}
}

// Config is the programme's numbers.
func (s *Service) Config() Config { return s.cfg }

// Of is the customer's membership: a status none one when they never joined.
func (s *Service) Of(ctx context.Context, customerID string) (Membership, error) {
	m, err := s.store.Membership(ctx, customerID)
	if errors.Is(err, ErrNotFound) {
		return Membership{CustomerID: customerID, Status: None}, nil
	}
	return m, err
}

// IsMember reports whether the customer has the benefits now (an active status). A failure to
// read counts as no: a benefit is never given on a guess.
func (s *Service) IsMember(ctx context.Context, customerID string) bool {
	if customerID == "" {
		return false
	}
	m, err := s.store.Membership(ctx, customerID)
	return err == nil && m.Status.Active()
}

// Benefits are what the pricing function needs to know about a shopper's membership.
type Benefits struct {
	Member bool
	// Welcome is the welcome reward still to use (0 when none), on orders of WelcomeMinSpend.
	Welcome, WelcomeMinSpend money.Cents
}

// BenefitsOf are the customer's benefits now.
func (s *Service) BenefitsOf(ctx context.Context, customerID string) Benefits {
	if customerID == "" {
		return Benefits{}
	}
	m, err := s.store.Membership(ctx, customerID)
	if err != nil || !m.Status.Active() {
		return Benefits{}
	}
	b := Benefits{Member: true}
	if !m.WelcomeUsed && s.clock.Now().Before(m.WelcomeUntil) {
		b.Welcome, b.WelcomeMinSpend = s.cfg.Welcome, s.cfg.WelcomeMinSpend
	}
	return b
}

// TrialEligible reports whether m may start a free trial: never a trial, never a membership.
func TrialEligible(m Membership) bool { return !m.TrialUsed && m.JoinedAt.IsZero() }

// Payment is how a join, a resume or a card change pays: a saved card or a one-time token.
type Payment struct {
	SavedID string
	Token   string
}

// card resolves p to a saved card of the customer (a token is vaulted and saved first).
func (s *Service) card(ctx context.Context, customerID string, p Payment) (Card, error) {
	switch {
	case p.Token != "":
		return s.cards.SaveCard(ctx, customerID, p.Token)
	case p.SavedID != "":
		return s.cards.SavedCard(ctx, customerID, p.SavedID)
	}
	return Card{}, ErrCardRequired
}

// StartTrial starts the 30-day free trial on plan with the card p (startMembershipTrial): nothing
// is charged now; the plan is charged on the trial's last day.
func (s *Service) StartTrial(ctx context.Context, c Customer, plan Plan, p Payment) (Membership, error) {
	m, err := s.Of(ctx, c.ID)
	if err != nil {
		return m, err
	}
	if m.Status.Active() {
		return m, ErrAlreadyMember
	}
	if !TrialEligible(m) {
		return m, ErrTrialUsed
	}
	card, err := s.card(ctx, c.ID, p)
	if err != nil {
		return m, err
	}
	now := s.clock.Now()
	fresh := m.Status == None && m.Version == 0
	m.CustomerID, m.Email, m.FirstName = c.ID, c.Email, c.FirstName
	m.Status, m.Plan, m.NextPlan, m.Card = TrialActive, plan, plan, card
	m.JoinedAt, m.StartedAt, m.TrialUsed, m.TrialEnd = now, now, true, now.Add(s.cfg.Trial)
	m.Reminded, m.OverdueSince, m.Retries, m.EndedAt = false, time.Time{}, 0, time.Time{}
	m.WelcomeUntil = now.Add(s.cfg.WelcomeFor)
	m = withDue(m, s.cfg)
	err = s.tx(ctx, func(tx Store) error {
		if err := save(ctx, tx, m, fresh, now); err != nil {
			return err
		}
		return s.notify(ctx, tx, m, "Your OnePass free trial has started",
			fmt.Sprintf("Your 30-day free trial of OnePass has started: free delivery, member prices and early access are yours until %s.", date(m.TrialEnd)),
			fmt.Sprintf("Unless you cancel, your %s plan (%s) starts then and is charged to your %s on %s. We'll remind you 7 days before.",
				plan, s.cfg.Price(plan).Format(), cardName(card), date(m.ChargeAt(s.cfg))))
	})
	if err != nil {
		return m, err
	}
	return s.Of(ctx, c.ID)
}

// Subscribe makes the customer a paying member now (subscribeMembership): the plan's price is
// charged to p at once; a decline leaves the membership as it was.
func (s *Service) Subscribe(ctx context.Context, c Customer, plan Plan, p Payment) (Membership, error) {
	m, err := s.Of(ctx, c.ID)
	if err != nil {
		return m, err
	}
	if m.Status.Active() {
		return m, ErrAlreadyMember
	}
	card, err := s.card(ctx, c.ID, p)
	if err != nil {
		return m, err
	}
	now := s.clock.Now()
	fresh := m.Version == 0
	m.CustomerID, m.Email, m.FirstName, m.Card, m.Plan, m.NextPlan = c.ID, c.Email, c.FirstName, card, plan, plan
	if fresh {
		// The membership is recorded (inactive) first, so that its charge has something to
		// belong to; a decline leaves it at none.
		m.Status = None
		if err := s.store.InsertMembership(ctx, m); err != nil && !errors.Is(err, ErrExists) {
			return m, err
		}
		if m, err = s.store.Membership(ctx, c.ID); err != nil {
			return m, err
		}
		m.Email, m.FirstName, m.Card, m.Plan, m.NextPlan = c.Email, c.FirstName, card, plan, plan
	}
	rec, err := s.charge(ctx, m, m.Period+1, plan, false, now)
	if err != nil {
		return m, err
	}
	if rec.Status != ChargePaid {
		return s.mustOf(ctx, c.ID), ErrDeclined
	}
	return s.Of(ctx, c.ID)
}

func (s *Service) mustOf(ctx context.Context, customerID string) Membership {
	m, _ := s.Of(ctx, customerID)
	return m
}

// Cancel cancels the customer's membership (cancelMembership): a trial becomes cancelling_trial
// (never charged; cancelled when the trial ends), a paid one cancelling (benefits until the
// renewal date, then cancelled), an overdue one cancelled now (the unpaid period is not charged).
func (s *Service) Cancel(ctx context.Context, customerID string) (Membership, error) {
	return s.change(ctx, customerID, func(m *Membership, now time.Time) (notice, error) {
		switch m.Status {
		case TrialActive:
			m.Status = CancellingTrial
			return notice{"Your OnePass trial is cancelled",
				[]string{fmt.Sprintf("We won't charge you. Your OnePass benefits last until your trial ends on %s.", date(m.TrialEnd)),
					"Changed your mind? You can resume your membership any time before then."}}, nil
		case Active:
			m.Status = Cancelling
			return notice{"Your OnePass membership is cancelled",
				[]string{fmt.Sprintf("Your OnePass benefits last until %s, and you won't be charged again.", date(m.PeriodEnd)),
					"Changed your mind? You can resume your membership any time before then."}}, nil
		case Overdue:
			m.Status, m.EndedAt, m.OverdueSince, m.Retries = Cancelled, now, time.Time{}, 0
			return notice{"Your OnePass membership has ended",
				[]string{"You cancelled your OnePass membership, so we won't try your card again. We hope to see you back."}}, nil
		case CancellingTrial, Cancelling:
			return notice{}, nil // already cancelled: the same answer again
		}
		return notice{}, ErrNotMember
	})
}

// Resume undoes a cancellation (cancelling_trial → trial_active, cancelling → active), or pays an
// overdue membership now with p (or its card) → active. p, when given, becomes the membership's card.
func (s *Service) Resume(ctx context.Context, customerID string, p Payment) (Membership, error) {
	m, err := s.Of(ctx, customerID)
	if err != nil {
		return m, err
	}
	var card *Card
	if p.Token != "" || p.SavedID != "" {
		c, err := s.card(ctx, customerID, p)
		if err != nil {
			return m, err
		}
		card = &c
	}
	if m.Status == Overdue {
		if card != nil {
			m.Card = *card
		}
		if err := s.settlePending(ctx, customerID); err != nil {
			return m, err
		}
		if m, err = s.store.Membership(ctx, customerID); err != nil {
			return m, err
		}
		if card != nil {
			m.Card = *card
		}
		if m.Status != Overdue { // a pending retry settled it meanwhile
			return m, nil
		}
		rec, err := s.charge(ctx, m, m.Period+1, m.NextPlan, false, s.clock.Now())
		if err != nil {
			return m, err
		}
		if rec.Status != ChargePaid {
			return s.mustOf(ctx, customerID), ErrDeclined
		}
		return s.Of(ctx, customerID)
	}
	return s.change(ctx, customerID, func(m *Membership, now time.Time) (notice, error) {
		if card != nil {
			m.Card = *card
		}
		switch m.Status {
		case CancellingTrial:
			m.Status = TrialActive
			return notice{"Your OnePass trial is back on",
				[]string{fmt.Sprintf("Your free trial continues until %s; your plan is then charged to your %s.", date(m.TrialEnd), cardName(m.Card))}}, nil
		case Cancelling:
			m.Status = Active
			return notice{"Your OnePass membership continues",
				[]string{fmt.Sprintf("Your membership renews on %s.", date(m.PeriodEnd))}}, nil
		case TrialActive, Active, TeamMember:
			if card != nil {
				return notice{}, nil
			}
		}
		return notice{}, ErrNotCancelling
	})
}

// ChangePlan makes the next renewal take plan (changeMembershipPlan); the current period stays.
func (s *Service) ChangePlan(ctx context.Context, customerID string, plan Plan) (Membership, error) {
	return s.change(ctx, customerID, func(m *Membership, _ time.Time) (notice, error) {
		switch m.Status {
		case TrialActive, Active, Overdue, CancellingTrial, Cancelling:
		default:
			return notice{}, ErrNotMember
		}
		if m.NextPlan == plan {
			return notice{}, nil
		}
		m.NextPlan = plan
		return notice{}, nil
	})
}

// SetCard makes p the card the membership is charged on (setMembershipPaymentMethod).
func (s *Service) SetCard(ctx context.Context, customerID string, p Payment) (Membership, error) {
	card, err := s.card(ctx, customerID, p)
	if err != nil {
		return Membership{}, err
	}
	return s.change(ctx, customerID, func(m *Membership, _ time.Time) (notice, error) {
		if !m.Status.Active() || m.Status == TeamMember {
			return notice{}, ErrNotMember
		}
		m.Card = card
		return notice{}, nil
	})
}

// notice is an e-mail a change sends (none when Subject is "").
type notice struct {
	Subject    string
	Paragraphs []string
}

// change applies fn to the customer's membership in one transaction, with its e-mail.
func (s *Service) change(ctx context.Context, customerID string, fn func(m *Membership, now time.Time) (notice, error)) (Membership, error) {
	var out Membership
	err := s.tx(ctx, func(tx Store) error {
		m, err := tx.Membership(ctx, customerID)
		if errors.Is(err, ErrNotFound) {
			return ErrNotMember
		}
		if err != nil {
			return err
		}
		now := s.clock.Now()
		n, err := fn(&m, now)
		if err != nil {
			return err
		}
		m = withDue(m, s.cfg)
		m.UpdatedAt = now
		if err := tx.UpdateMembership(ctx, m); err != nil {
			return err
		}
		m.Version++
		out = m
		if n.Subject == "" {
			return nil
		}
		return s.notify(ctx, tx, m, n.Subject, n.Paragraphs...)
	})
	return out, err
}

// save inserts or updates m.
func save(ctx context.Context, tx Store, m Membership, fresh bool, now time.Time) error {
	m.UpdatedAt = now
	if fresh {
		return tx.InsertMembership(ctx, m)
	}
	return tx.UpdateMembership(ctx, m)
}

// notify queues a membership e-mail in tx (the outbox).
func (s *Service) notify(ctx context.Context, tx Store, m Membership, subject string, paragraphs ...string) error {
	if m.Email == "" {
		return nil
	}
	msg, err := mail.Compose(mail.OnePass, m.Email, mail.Data{ShopName: s.mail.ShopName, ShopURL: s.mail.PublicURL,
		FirstName: m.FirstName, ActionURL: s.mail.PublicURL + "/my-account/onepass",
		Notice: &mail.Notice{Subject: subject, Paragraphs: paragraphs}})
	if err != nil {
		return err
	}
	return tx.Enqueue(ctx, mail.SendArgs{Message: msg}, nil)
}

// date is a day as e-mails and pages show it, in Melbourne: "Monday 28 December 2026".
func date(t time.Time) string { return t.In(clock.Melbourne).Format("Monday 2 January 2006") }

func cardName(c Card) string {
	if c.Last4 == "" {
		return "saved card"
	}
	name := c.CardType
	if name == "" {
		name = "card"
	}
	return name + " ending " + c.Last4
}

// logf logs a billing event.
func logf(msg string, m Membership, args ...any) {
	slog.Info(msg, append([]any{"customer", m.CustomerID, "status", m.Status}, args...)...)
}

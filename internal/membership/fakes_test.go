package membership

import (
	"context"
	"errors"
	"maps"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/wattle/storefront/internal/job"
	"github.com/wattle/storefront/internal/mail"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/staff"
)

// memState is what the fake store holds.
type memState struct {
	members map[string]Membership
	charges []ChargeRecord
	jobs    []job.Args
	audits  []staff.AuditEntry
	savings map[string][]saving
}

type saving struct {
	at     time.Time
	amount money.Cents
}

func (s *memState) clone() memState {
	c := memState{members: maps.Clone(s.members), charges: slices.Clone(s.charges), jobs: slices.Clone(s.jobs),
		audits: slices.Clone(s.audits), savings: map[string][]saving{}}
	for k, v := range s.savings {
		c.savings[k] = slices.Clone(v)
	}
	return c
}

// fakeStore is an in-memory StaffStore. Each call outside a transaction commits alone; tx runs fn
// against the same state under the store's mutex, and puts the state back when fn fails (a
// rollback). A call on the store itself from inside fn would deadlock: the service must use tx.
type fakeStore struct {
	mu   *sync.Mutex
	inTx bool
	st   *memState
}

func newFakeStore() *fakeStore {
	return &fakeStore{mu: &sync.Mutex{}, st: &memState{members: map[string]Membership{}, savings: map[string][]saving{}}}
}

func (f *fakeStore) lock() func() {
	if f.inTx {
		return func() {}
	}
	f.mu.Lock()
	return f.mu.Unlock
}

// tx is the Service's transaction function.
func (f *fakeStore) tx(ctx context.Context, fn func(tx Store) error) error {
	return f.staffTx(ctx, func(tx StaffStore) error { return fn(tx) })
}

// staffTx is the StaffService's transaction function.
func (f *fakeStore) staffTx(_ context.Context, fn func(tx StaffStore) error) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	snap := f.st.clone()
	if err := fn(&fakeStore{mu: f.mu, inTx: true, st: f.st}); err != nil {
		*f.st = snap
		return err
	}
	return nil
}

func (f *fakeStore) Membership(_ context.Context, customerID string) (Membership, error) {
	defer f.lock()()
	m, ok := f.st.members[customerID]
	if !ok {
		return Membership{}, ErrNotFound
	}
	return m, nil
}

func (f *fakeStore) MembershipByEmail(_ context.Context, email string) (Membership, error) {
	defer f.lock()()
	email = strings.ToLower(strings.TrimSpace(email))
	for _, m := range f.st.members {
		if strings.ToLower(m.Email) == email {
			return m, nil
		}
	}
	return Membership{}, ErrNotFound
}

func (f *fakeStore) InsertMembership(_ context.Context, m Membership) error {
	defer f.lock()()
	if _, ok := f.st.members[m.CustomerID]; ok {
		return ErrExists
	}
	m.Version = 1
	f.st.members[m.CustomerID] = m
	return nil
}

func (f *fakeStore) UpdateMembership(_ context.Context, m Membership) error {
	defer f.lock()()
	cur, ok := f.st.members[m.CustomerID]
	if !ok || cur.Version != m.Version {
		return ErrStale
	}
	m.Version++
	f.st.members[m.CustomerID] = m
	return nil
}

func (f *fakeStore) DueMemberships(_ context.Context, now time.Time, limit int) ([]string, error) {
	defer f.lock()()
	var due []Membership
	for _, m := range f.st.members {
		if !m.DueAt.IsZero() && !m.DueAt.After(now) {
			due = append(due, m)
		}
	}
	sort.Slice(due, func(i, j int) bool {
		if !due[i].DueAt.Equal(due[j].DueAt) {
			return due[i].DueAt.Before(due[j].DueAt)
		}
		return due[i].CustomerID < due[j].CustomerID
	})
	var ids []string
	for _, m := range due {
		if len(ids) == limit {
			break
		}
		ids = append(ids, m.CustomerID)
	}
	return ids, nil
}

func (f *fakeStore) InsertCharge(_ context.Context, c ChargeRecord) error {
	defer f.lock()()
	for _, x := range f.st.charges {
		if x.ID == c.ID || x.CustomerID == c.CustomerID && x.Period == c.Period && x.Attempt == c.Attempt {
			return ErrExists
		}
	}
	f.st.charges = append(f.st.charges, c)
	return nil
}

func (f *fakeStore) SettleCharge(_ context.Context, c ChargeRecord) error {
	defer f.lock()()
	for i, x := range f.st.charges {
		if x.ID != c.ID {
			continue
		}
		if x.Status != ChargePending {
			return ErrStale
		}
		x.Status, x.ProviderRef, x.DecidedAt = c.Status, c.ProviderRef, c.DecidedAt
		if c.CardType != "" {
			x.CardType, x.Last4 = c.CardType, c.Last4
		}
		f.st.charges[i] = x
		return nil
	}
	return ErrStale
}

func (f *fakeStore) MarkChargeRefunded(_ context.Context, chargeID string) error {
	defer f.lock()()
	for i, x := range f.st.charges {
		if x.ID == chargeID {
			if x.Status != ChargePaid {
				return ErrStale
			}
			f.st.charges[i].Status = ChargeRefunded
			return nil
		}
	}
	return ErrNotFound
}

func (f *fakeStore) Charges(_ context.Context, customerID string) ([]ChargeRecord, error) {
	defer f.lock()()
	var list []ChargeRecord
	for _, c := range f.st.charges {
		if c.CustomerID == customerID {
			list = append(list, c)
		}
	}
	// Newest first: created at, then period and attempt (several made at one instant).
	sort.SliceStable(list, func(i, j int) bool {
		a, b := list[i], list[j]
		if !a.CreatedAt.Equal(b.CreatedAt) {
			return a.CreatedAt.After(b.CreatedAt)
		}
		if a.Period != b.Period {
			return a.Period > b.Period
		}
		return a.Attempt > b.Attempt
	})
	return list, nil
}

func (f *fakeStore) MemberSavings(_ context.Context, customerID string, since time.Time) (money.Cents, error) {
	defer f.lock()()
	var sum money.Cents
	for _, s := range f.st.savings[customerID] {
		if !s.at.Before(since) {
			sum += s.amount
		}
	}
	return sum, nil
}

func (f *fakeStore) Enqueue(_ context.Context, args job.Args, _ *job.InsertOpts) error {
	defer f.lock()()
	f.st.jobs = append(f.st.jobs, args)
	return nil
}

func (f *fakeStore) InsertAudit(_ context.Context, e staff.AuditEntry) error {
	defer f.lock()()
	e.ID = int64(len(f.st.audits) + 1)
	f.st.audits = append(f.st.audits, e)
	return nil
}

// addSaving records a member's saving on an order (RecordMemberSaving's part).
func (f *fakeStore) addSaving(customerID string, at time.Time, amount money.Cents) {
	defer f.lock()()
	f.st.savings[customerID] = append(f.st.savings[customerID], saving{at, amount})
}

// mails are the e-mails queued so far to address to ("" for all), oldest first.
func (f *fakeStore) mails(to string) []mail.Message {
	defer f.lock()()
	var out []mail.Message
	for _, a := range f.st.jobs {
		if s, ok := a.(mail.SendArgs); ok && (to == "" || s.Message.To == to) {
			out = append(out, s.Message)
		}
	}
	return out
}

// subjects are the subjects of mails(to).
func (f *fakeStore) subjects(to string) []string {
	var out []string
	for _, m := range f.mails(to) {
		out = append(out, m.Subject)
	}
	return out
}

func (f *fakeStore) AuditOf(_ context.Context, subjects []string, limit int) ([]staff.AuditEntry, error) {
	defer f.lock()()
	per := map[string]int{}
	var out []staff.AuditEntry
	for _, e := range f.st.audits { // appended oldest first
		if e.Subject == "" || !slices.Contains(subjects, e.Subject) || limit > 0 && per[e.Subject] >= limit {
			continue
		}
		per[e.Subject]++
		out = append(out, e)
	}
	return out, nil
}

func (f *fakeStore) auditLog() []staff.AuditEntry {
	defer f.lock()()
	return slices.Clone(f.st.audits)
}

// member is the stored membership (the test fails elsewhere when there is none).
func (f *fakeStore) member(customerID string) Membership {
	m, _ := f.Membership(context.Background(), customerID)
	return m
}

// gatewayCharge is one charge the fake gateway made: money moved (or was refused) once.
type gatewayCharge struct {
	payment.Charge
	Outcome payment.Outcome
}

// fakeGateway approves every charge, except merchant-initiated ones on a source in declineMIT and
// any on a source in declineAll. A reference is charged once: asked again, it answers the first
// outcome. timeout makes Charge answer payment.ErrTimeout without charging; timeoutAfter makes it
// charge and then lose the answer (payment.ErrTimeout all the same).
type fakeGateway struct {
	mu           sync.Mutex
	declineMIT   map[string]bool
	declineAll   map[string]bool
	timeout      bool
	timeoutAfter bool
	calls        []payment.Charge         // every Charge call, in order
	charged      []gatewayCharge          // the charges made (once per reference), in order
	byRef        map[string]gatewayCharge // reference → the charge made
	refunds      map[string]money.Cents   // provider ref → amount refunded
	statusCalls  []string                 // Status calls' references
}

func newFakeGateway() *fakeGateway {
	return &fakeGateway{declineMIT: map[string]bool{}, declineAll: map[string]bool{}, byRef: map[string]gatewayCharge{},
		refunds: map[string]money.Cents{}}
}

func (g *fakeGateway) Charge(_ context.Context, c payment.Charge) (payment.Outcome, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.calls = append(g.calls, c)
	if g.timeout {
		return payment.Outcome{}, payment.ErrTimeout
	}
	if prev, ok := g.byRef[c.Reference]; ok {
		return prev.Outcome, nil
	}
	out := payment.Outcome{Status: payment.Approved, Ref: "pay_" + c.Reference, CardType: "visa", Last4: "4242"}
	if g.declineAll[c.Token] || c.MerchantInitiated && g.declineMIT[c.Token] {
		out = payment.Outcome{Status: payment.Declined, Decline: payment.DeclineInsufficient, CardType: "visa", Last4: "0002"}
	}
	gc := gatewayCharge{Charge: c, Outcome: out}
	g.byRef[c.Reference] = gc
	g.charged = append(g.charged, gc)
	if g.timeoutAfter {
		return payment.Outcome{}, payment.ErrTimeout
	}
	return out, nil
}

func (g *fakeGateway) Status(_ context.Context, reference string) (payment.Outcome, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.statusCalls = append(g.statusCalls, reference)
	prev, ok := g.byRef[reference]
	if !ok {
		return payment.Outcome{}, payment.ErrNotFound
	}
	return prev.Outcome, nil
}

func (g *fakeGateway) Refund(_ context.Context, providerRef string, amount money.Cents) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, c := range g.charged {
		if c.Outcome.Status == payment.Approved && c.Outcome.Ref == providerRef {
			if g.refunds[providerRef]+amount > c.Amount {
				return errors.New("fake gateway: refund exceeds the payment")
			}
			g.refunds[providerRef] += amount
			return nil
		}
	}
	return payment.ErrNotFound
}

func (g *fakeGateway) set(fn func(g *fakeGateway)) {
	g.mu.Lock()
	defer g.mu.Unlock()
	fn(g)
}

// approved are the approved charges made for references starting with prefix, in order.
func (g *fakeGateway) approved(prefix string) []gatewayCharge {
	g.mu.Lock()
	defer g.mu.Unlock()
	var out []gatewayCharge
	for _, c := range g.charged {
		if c.Outcome.Status == payment.Approved && strings.HasPrefix(c.Reference, prefix) {
			out = append(out, c)
		}
	}
	return out
}

// made are the charges made (approved or declined) for references starting with prefix.
func (g *fakeGateway) made(prefix string) []gatewayCharge {
	g.mu.Lock()
	defer g.mu.Unlock()
	var out []gatewayCharge
	for _, c := range g.charged {
		if strings.HasPrefix(c.Reference, prefix) {
			out = append(out, c)
		}
	}
	return out
}

// fakeCards vaults a token t as the saved card "saved_t" on source "src_t"; "saved_good" and
// "saved_bad" are every customer's from the start.
type fakeCards struct {
	mu    sync.Mutex
	saved map[string]map[string]Card // customer → saved id → card
}

func newFakeCards() *fakeCards { return &fakeCards{saved: map[string]map[string]Card{}} }

func cardFor(token string) Card {
	return Card{SavedID: "saved_" + token, SourceID: "src_" + token, CardType: "visa", Last4: "4242"}
}

func (c *fakeCards) SavedCard(_ context.Context, customerID, savedID string) (Card, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if card, ok := c.saved[customerID][savedID]; ok {
		return card, nil
	}
	if savedID == "saved_good" || savedID == "saved_bad" {
		return cardFor(strings.TrimPrefix(savedID, "saved_")), nil
	}
	return Card{}, ErrUnknownCard
}

func (c *fakeCards) SaveCard(_ context.Context, customerID, token string) (Card, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	card := cardFor(token)
	if c.saved[customerID] == nil {
		c.saved[customerID] = map[string]Card{}
	}
	c.saved[customerID][card.SavedID] = card
	return card, nil
}

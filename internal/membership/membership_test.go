package membership

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/clock"
)

// mel is a Melbourne wall-clock time.
func mel(y int, mo time.Month, d, h, mi int) time.Time {
	return time.Date(y, mo, d, h, mi, 0, 0, clock.Melbourne)
}

// t0 is when every scenario starts: a Monday morning in May, between the daylight saving changes,
// so that the trial (30 days) and the first periods fall on the wall clock's same hour.
var t0 = mel(2026, time.May, 4, 9, 0)

// at is t0 plus days.
func at(days float64) time.Time { return t0.Add(time.Duration(days * float64(day))) }

const (
	subjStarted   = "Your OnePass free trial has started"
	subjReminder  = "Your OnePass trial ends in 7 days"
	subjReceipt   = "Your OnePass receipt"
	subjDeclined  = "We couldn't take your OnePass payment"
	subjEnded     = "Your OnePass membership has ended"
	subjTrialCanc = "Your OnePass trial is cancelled"
	subjTrialBack = "Your OnePass trial is back on"
	subjCancelled = "Your OnePass membership is cancelled"
	subjContinues = "Your OnePass membership continues"
	subjLonger    = "Your OnePass trial is longer"
)

type harness struct {
	t     *testing.T
	ctx   context.Context
	clk   *clock.Fixed
	store *fakeStore
	gw    *fakeGateway
	cards *fakeCards
	svc   *Service
	staff *StaffService
	mails map[string]int // e-mails already looked at, per address
}

func newHarness(t *testing.T) *harness {
	t.Helper()
	h := &harness{t: t, ctx: context.Background(), clk: clock.NewFixed(t0), store: newFakeStore(), gw: newFakeGateway(),
		cards: newFakeCards(), mails: map[string]int{}}
	h.gw.declineMIT["src_bad"] = true
	h.svc = New(Deps{Store: h.store, Tx: h.store.tx, Gateway: h.gw, Cards: h.cards, Clock: h.clk,
		Mail: MailConfig{ShopName: "Wattle", PublicURL: "https://shop.example"}})
	h.staff = NewStaff(h.svc, h.store, h.store.staffTx)
	return h
}

func cust(id string) Customer { return Customer{ID: id, Email: id + "@example.com", FirstName: "Ada"} }

// moveTo sets the clock to t (never back).
func (h *harness) moveTo(t time.Time) {
	h.t.Helper()
	d := t.Sub(h.clk.Now())
	if d < 0 {
		h.t.Fatalf("the clock cannot go back from %v to %v", h.clk.Now(), t)
	}
	h.clk.Advance(d)
}

func (h *harness) runDue() int {
	h.t.Helper()
	n, err := h.svc.RunDue(h.ctx)
	if err != nil {
		h.t.Fatalf("RunDue at %v: %v", h.clk.Now(), err)
	}
	return n
}

// newMails are the subjects of the e-mails to the customer since the last call.
func (h *harness) newMails(customerID string) []string {
	all := h.store.subjects(customerID + "@example.com")
	seen := h.mails[customerID]
	h.mails[customerID] = len(all)
	return all[seen:]
}

func (h *harness) history(customerID string) []ChargeRecord {
	h.t.Helper()
	list, err := h.svc.History(h.ctx, customerID)
	if err != nil {
		h.t.Fatal(err)
	}
	return list
}

// statusesOf lists a history's (period-attempt status) oldest first, for messages and comparison.
func statusesOf(list []ChargeRecord) []string {
	var out []string
	for _, c := range slices.Backward(list) {
		out = append(out, fmt.Sprintf("%d-%d %s", c.Period, c.Attempt, c.Status))
	}
	return out
}

// step moves the clock to at (unless zero), does do (unless nil), sweeps, and checks the outcome.
type step struct {
	name   string
	at     time.Time
	do     func(h *harness) error
	status Status
	// mails are the subjects e-mailed since the previous step, in order.
	mails []string
	// charges is the history, oldest first ("period-attempt status"); nil: as it was.
	charges []string
	check   func(t *testing.T, h *harness, m Membership)
}

func trial(plan Plan, token string) func(h *harness) error {
	return func(h *harness) error {
		_, err := h.svc.StartTrial(h.ctx, cust("c1"), plan, Payment{Token: token})
		return err
	}
}

func subscribe(plan Plan, token string) func(h *harness) error {
	return func(h *harness) error {
		_, err := h.svc.Subscribe(h.ctx, cust("c1"), plan, Payment{Token: token})
		return err
	}
}

func cancel(h *harness) error { _, err := h.svc.Cancel(h.ctx, "c1"); return err }

func resume(p Payment) func(h *harness) error {
	return func(h *harness) error { _, err := h.svc.Resume(h.ctx, "c1", p); return err }
}

// The first renewal of a membership subscribed at t0 on the monthly plan.
var renewal = mel(2026, time.June, 4, 9, 0)

func TestStatusMoves(t *testing.T) {
	minute := time.Minute
	tests := []struct {
		name  string
		steps []step
	}{
		{"trial: reminder 7 days before the charge, charged on day 29, then renewed", []step{
			{name: "start", do: trial(Monthly, "good"), status: TrialActive, mails: []string{subjStarted},
				check: func(t *testing.T, h *harness, m Membership) {
					if !m.TrialEnd.Equal(at(30)) || !m.RenewalDate().Equal(at(30)) || !m.ChargeAt(h.svc.Config()).Equal(at(29)) {
						t.Errorf("trial end %v, renewal %v, charge at %v; want day 30, 30, 29", m.TrialEnd, m.RenewalDate(), m.ChargeAt(h.svc.Config()))
					}
					if !m.TrialUsed || !m.JoinedAt.Equal(t0) || !m.DueAt.Equal(at(22)) {
						t.Errorf("trial used %v, joined %v, due %v", m.TrialUsed, m.JoinedAt, m.DueAt)
					}
				}},
			{name: "day 22 less a minute", at: at(22).Add(-minute), status: TrialActive},
			{name: "day 22: the reminder", at: at(22), status: TrialActive, mails: []string{subjReminder},
				check: func(t *testing.T, h *harness, m Membership) {
					if !m.Reminded || !m.DueAt.Equal(at(29)) {
						t.Errorf("reminded %v, due %v; want true, day 29", m.Reminded, m.DueAt)
					}
				}},
			{name: "the reminder goes once", at: at(25), status: TrialActive},
			{name: "day 29 less a minute", at: at(29).Add(-minute), status: TrialActive},
			{name: "day 29: charged", at: at(29), status: Active, mails: []string{subjReceipt}, charges: []string{"1-1 paid"},
				check: func(t *testing.T, h *harness, m Membership) {
					want := mel(2026, time.July, 3, 9, 0) // a month after the trial's end (3 June)
					if !m.RenewalDate().Equal(want) || !m.PeriodEnd.Equal(at(30).In(clock.Melbourne).AddDate(0, 1, 0)) {
						t.Errorf("renewal date %v, want %v", m.RenewalDate(), want)
					}
					if m.Period != 1 || m.Plan != Monthly {
						t.Errorf("period %d plan %s", m.Period, m.Plan)
					}
					c := h.history("c1")[0]
					if c.Amount != 400 || !c.MerchantInitiated || c.Reference != "onepass-c1-1-1" || !c.DecidedAt.Equal(at(29)) {
						t.Errorf("charge %+v", c)
					}
					if g := h.gw.made("onepass-c1-"); len(g) != 1 || g[0].Token != "src_good" || g[0].Amount != 400 {
						t.Errorf("gateway charges %+v", g)
					}
				}},
			{name: "renewed a month after the trial", at: mel(2026, time.July, 3, 9, 0), status: Active,
				mails: []string{subjReceipt}, charges: []string{"1-1 paid", "2-1 paid"},
				check: func(t *testing.T, h *harness, m Membership) {
					if m.Period != 2 || !m.PeriodEnd.Equal(mel(2026, time.August, 3, 9, 0)) {
						t.Errorf("period %d ends %v", m.Period, m.PeriodEnd)
					}
				}},
		}},
		{"cancel during the trial: never charged, cancelled at the trial's end", []step{
			{do: trial(Monthly, "good"), status: TrialActive, mails: []string{subjStarted}},
			{name: "cancel", at: at(10), do: cancel, status: CancellingTrial, mails: []string{subjTrialCanc},
				check: func(t *testing.T, h *harness, m Membership) {
					if !m.Status.Active() || !m.RenewalDate().Equal(at(30)) || !m.DueAt.Equal(at(30)) {
						t.Errorf("active %v renewal %v due %v", m.Status.Active(), m.RenewalDate(), m.DueAt)
					}
				}},
			{name: "cancel again answers the same", at: at(11), do: cancel, status: CancellingTrial},
			{name: "no reminder", at: at(22), status: CancellingTrial},
			{name: "no charge on day 29", at: at(29), status: CancellingTrial},
			{name: "still on at the last minute", at: at(30).Add(-minute), status: CancellingTrial},
			{name: "cancelled at the trial's end", at: at(30), status: Cancelled, mails: []string{subjEnded},
				check: func(t *testing.T, h *harness, m Membership) {
					if !m.EndedAt.Equal(at(30)) || m.Status.Active() || !m.DueAt.IsZero() || !m.RenewalDate().IsZero() {
						t.Errorf("ended %v, due %v", m.EndedAt, m.DueAt)
					}
					if len(h.gw.made("")) != 0 {
						t.Errorf("charged: %+v", h.gw.made(""))
					}
				}},
			{name: "a second trial is refused", at: at(40), do: trial(Monthly, "good"), status: Cancelled},
		}},
		{"resume during the trial undoes the cancel", []step{
			{do: trial(Annual, "good"), status: TrialActive, mails: []string{subjStarted}},
			{at: at(5), do: cancel, status: CancellingTrial, mails: []string{subjTrialCanc}},
			{name: "resume", at: at(6), do: resume(Payment{}), status: TrialActive, mails: []string{subjTrialBack}},
			{name: "reminder", at: at(22), status: TrialActive, mails: []string{subjReminder}},
			{name: "charged", at: at(29), status: Active, mails: []string{subjReceipt}, charges: []string{"1-1 paid"},
				check: func(t *testing.T, h *harness, m Membership) {
					if c := h.history("c1")[0]; c.Amount != 4000 || c.Plan != Annual {
						t.Errorf("charge %+v", c)
					}
					if !m.PeriodEnd.Equal(mel(2027, time.June, 3, 9, 0)) {
						t.Errorf("period end %v", m.PeriodEnd)
					}
				}},
		}},
		{"subscribe charges at once; cancel: benefits to the period's end, then cancelled", []step{
			{do: subscribe(Monthly, "good"), status: Active, mails: []string{subjReceipt}, charges: []string{"1-1 paid"},
				check: func(t *testing.T, h *harness, m Membership) {
					if !m.PeriodEnd.Equal(renewal) || !m.StartedAt.Equal(t0) || !m.JoinedAt.Equal(t0) || !m.DueAt.Equal(renewal) {
						t.Errorf("period end %v started %v joined %v due %v", m.PeriodEnd, m.StartedAt, m.JoinedAt, m.DueAt)
					}
					if c := h.history("c1")[0]; c.MerchantInitiated || c.Amount != 400 || c.ProviderRef != "pay_onepass-c1-1-1" {
						t.Errorf("charge %+v", c)
					}
				}},
			{name: "cancel", at: at(3), do: cancel, status: Cancelling, mails: []string{subjCancelled},
				check: func(t *testing.T, h *harness, m Membership) {
					if !m.Status.Active() || !m.RenewalDate().Equal(renewal) {
						t.Errorf("active %v renewal %v", m.Status.Active(), m.RenewalDate())
					}
				}},
			{at: renewal.Add(-minute), status: Cancelling},
			{name: "ends at the renewal date, not charged", at: renewal, status: Cancelled, mails: []string{subjEnded},
				charges: []string{"1-1 paid"},
				check: func(t *testing.T, h *harness, m Membership) {
					if !m.EndedAt.Equal(renewal) {
						t.Errorf("ended %v", m.EndedAt)
					}
				}},
			{name: "nothing more", at: mel(2026, time.August, 1, 9, 0), status: Cancelled, charges: []string{"1-1 paid"}},
		}},
		{"resume a cancelling membership: it renews", []step{
			{do: subscribe(Monthly, "good"), status: Active, mails: []string{subjReceipt}, charges: []string{"1-1 paid"}},
			{at: at(3), do: cancel, status: Cancelling, mails: []string{subjCancelled}},
			{at: at(4), do: resume(Payment{}), status: Active, mails: []string{subjContinues}},
			{at: renewal, status: Active, mails: []string{subjReceipt}, charges: []string{"1-1 paid", "2-1 paid"},
				check: func(t *testing.T, h *harness, m Membership) {
					if !m.PeriodEnd.Equal(mel(2026, time.July, 4, 9, 0)) || m.Period != 2 {
						t.Errorf("period %d end %v", m.Period, m.PeriodEnd)
					}
				}},
		}},
		{"a declined renewal: overdue, retried 1, 3 and 7 days on, lapsed after 14", []step{
			{do: subscribe(Monthly, "bad"), status: Active, mails: []string{subjReceipt}, charges: []string{"1-1 paid"}},
			{name: "declined", at: renewal, status: Overdue, mails: []string{subjDeclined}, charges: []string{"1-1 paid", "2-1 declined"},
				check: func(t *testing.T, h *harness, m Membership) {
					if !m.OverdueSince.Equal(renewal) || m.Retries != 0 || !m.DueAt.Equal(renewal.Add(day)) || !m.Status.Active() {
						t.Errorf("overdue since %v retries %d due %v", m.OverdueSince, m.Retries, m.DueAt)
					}
				}},
			{at: renewal.Add(day - minute), status: Overdue, charges: []string{"1-1 paid", "2-1 declined"}},
			{name: "retry 1", at: renewal.Add(day), status: Overdue, mails: []string{subjDeclined},
				charges: []string{"1-1 paid", "2-1 declined", "2-2 declined"}},
			{at: renewal.Add(3*day - minute), status: Overdue, charges: []string{"1-1 paid", "2-1 declined", "2-2 declined"}},
			{name: "retry 2", at: renewal.Add(3 * day), status: Overdue, mails: []string{subjDeclined},
				charges: []string{"1-1 paid", "2-1 declined", "2-2 declined", "2-3 declined"}},
			{at: renewal.Add(7*day - minute), status: Overdue, charges: []string{"1-1 paid", "2-1 declined", "2-2 declined", "2-3 declined"}},
			{name: "retry 3", at: renewal.Add(7 * day), status: Overdue, mails: []string{subjDeclined},
				charges: []string{"1-1 paid", "2-1 declined", "2-2 declined", "2-3 declined", "2-4 declined"},
				check: func(t *testing.T, h *harness, m Membership) {
					if m.Retries != 3 || !m.DueAt.Equal(renewal.Add(14*day)) {
						t.Errorf("retries %d due %v", m.Retries, m.DueAt)
					}
				}},
			{at: renewal.Add(14*day - minute), status: Overdue, charges: []string{"1-1 paid", "2-1 declined", "2-2 declined", "2-3 declined", "2-4 declined"}},
			{name: "lapsed", at: renewal.Add(14 * day), status: Lapsed, mails: []string{subjEnded},
				charges: []string{"1-1 paid", "2-1 declined", "2-2 declined", "2-3 declined", "2-4 declined"},
				check: func(t *testing.T, h *harness, m Membership) {
					if !m.EndedAt.Equal(renewal.Add(14*day)) || m.Status.Active() || !m.DueAt.IsZero() {
						t.Errorf("ended %v due %v", m.EndedAt, m.DueAt)
					}
					declined := 0
					for _, c := range h.history("c1") {
						if c.Status == ChargeDeclined {
							declined++
							if !c.MerchantInitiated || c.Period != 2 {
								t.Errorf("declined charge %+v", c)
							}
						}
					}
					if declined != 4 {
						t.Errorf("%d declined charges, want 4", declined)
					}
				}},
		}},
		{"a clock that jumps 20 days after the first decline makes the retries in order, then lapses", []step{
			{do: subscribe(Monthly, "bad"), status: Active, mails: []string{subjReceipt}, charges: []string{"1-1 paid"}},
			{at: renewal, status: Overdue, mails: []string{subjDeclined}, charges: []string{"1-1 paid", "2-1 declined"}},
			{name: "20 days on", at: renewal.Add(20 * day), status: Lapsed,
				mails:   []string{subjDeclined, subjDeclined, subjDeclined, subjEnded},
				charges: []string{"1-1 paid", "2-1 declined", "2-2 declined", "2-3 declined", "2-4 declined"},
				check: func(t *testing.T, h *harness, m Membership) {
					var refs []string
					for _, c := range h.gw.made("onepass-c1-2-") {
						refs = append(refs, c.Reference)
					}
					want := []string{"onepass-c1-2-1", "onepass-c1-2-2", "onepass-c1-2-3", "onepass-c1-2-4"}
					if !slices.Equal(refs, want) {
						t.Errorf("gateway charged %v, want %v", refs, want)
					}
					if !m.EndedAt.Equal(renewal.Add(14 * day)) {
						t.Errorf("ended %v, want the lapse's due time", m.EndedAt)
					}
				}},
		}},
		{"resume an overdue membership with a good card: paid now, active", []step{
			{do: subscribe(Monthly, "bad"), status: Active, mails: []string{subjReceipt}, charges: []string{"1-1 paid"}},
			{at: renewal, status: Overdue, mails: []string{subjDeclined}, charges: []string{"1-1 paid", "2-1 declined"}},
			{at: renewal.Add(day), status: Overdue, mails: []string{subjDeclined}, charges: []string{"1-1 paid", "2-1 declined", "2-2 declined"}},
			{name: "resume", at: renewal.Add(2 * day), do: resume(Payment{Token: "good"}), status: Active, mails: []string{subjReceipt},
				charges: []string{"1-1 paid", "2-1 declined", "2-2 declined", "2-3 paid"},
				check: func(t *testing.T, h *harness, m Membership) {
					if m.Card.SourceID != "src_good" || m.Period != 2 || !m.PeriodEnd.Equal(mel(2026, time.July, 4, 9, 0)) {
						t.Errorf("card %+v period %d end %v", m.Card, m.Period, m.PeriodEnd)
					}
					if !m.OverdueSince.IsZero() || m.Retries != 0 {
						t.Errorf("overdue since %v retries %d", m.OverdueSince, m.Retries)
					}
					if c := h.history("c1")[0]; c.MerchantInitiated || c.ProviderRef != "pay_onepass-c1-2-3" {
						t.Errorf("charge %+v", c)
					}
				}},
			{name: "no retry after paying", at: renewal.Add(3 * day), status: Active},
			{name: "renewed on the new card", at: mel(2026, time.July, 4, 9, 0), status: Active, mails: []string{subjReceipt},
				charges: []string{"1-1 paid", "2-1 declined", "2-2 declined", "2-3 paid", "3-1 paid"},
				check: func(t *testing.T, h *harness, m Membership) {
					if g := h.gw.made("onepass-c1-3-"); len(g) != 1 || g[0].Token != "src_good" || !g[0].MerchantInitiated {
						t.Errorf("renewal %+v", g)
					}
				}},
		}},
		{"a plan change takes effect at the next renewal", []step{
			{do: subscribe(Monthly, "good"), status: Active, mails: []string{subjReceipt}, charges: []string{"1-1 paid"}},
			{name: "change", at: at(10), do: func(h *harness) error {
				_, err := h.svc.ChangePlan(h.ctx, "c1", Annual)
				return err
			}, status: Active,
				check: func(t *testing.T, h *harness, m Membership) {
					if m.Plan != Monthly || m.NextPlan != Annual || !m.PeriodEnd.Equal(renewal) {
						t.Errorf("plan %s next %s end %v", m.Plan, m.NextPlan, m.PeriodEnd)
					}
				}},
			{name: "renewed on the annual plan", at: renewal, status: Active, mails: []string{subjReceipt},
				charges: []string{"1-1 paid", "2-1 paid"},
				check: func(t *testing.T, h *harness, m Membership) {
					c := h.history("c1")[0]
					if c.Amount != 4000 || c.Plan != Annual {
						t.Errorf("renewal charge %+v", c)
					}
					if m.Plan != Annual || !m.PeriodEnd.Equal(mel(2027, time.June, 4, 9, 0)) {
						t.Errorf("plan %s ends %v", m.Plan, m.PeriodEnd)
					}
				}},
			{name: "nothing more within the year", at: mel(2027, time.June, 3, 9, 0), status: Active, charges: []string{"1-1 paid", "2-1 paid"}},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			h.t = t
			var charges []string
			for i, s := range tc.steps {
				name := s.name
				if name == "" {
					name = fmt.Sprint("step ", i)
				}
				if !s.at.IsZero() {
					h.moveTo(s.at)
				}
				if s.do != nil {
					err := s.do(h)
					if name == "a second trial is refused" {
						if !errors.Is(err, ErrTrialUsed) {
							t.Fatalf("%s: %v, want ErrTrialUsed", name, err)
						}
					} else if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
				}
				h.runDue()
				m := h.store.member("c1")
				if m.Status != s.status {
					t.Fatalf("%s: status %s, want %s", name, m.Status, s.status)
				}
				if got := h.newMails("c1"); !slices.Equal(got, s.mails) {
					t.Errorf("%s: e-mails %q, want %q", name, got, s.mails)
				}
				if s.charges != nil {
					charges = s.charges
				}
				if got := statusesOf(h.history("c1")); !slices.Equal(got, charges) {
					t.Errorf("%s: charges %q, want %q", name, got, charges)
				}
				if s.check != nil {
					s.check(t, h, m)
				}
				// What the store has due agrees with Next.
				if _, due := Next(m, h.svc.Config(), h.clk.Now()); !m.DueAt.Equal(due) {
					t.Errorf("%s: due at %v, Next says %v", name, m.DueAt, due)
				}
			}
		})
	}
}

func TestMain(m *testing.M) {
	slog.SetDefault(slog.New(slog.DiscardHandler)) // the billing log's lines
	os.Exit(m.Run())
}

func TestJoinRefusals(t *testing.T) {
	tests := []struct {
		name  string
		setup func(h *harness)
		join  func(h *harness) error
		want  error
	}{
		{"a second trial after a cancelled trial", func(h *harness) {
			must(h, trial(Monthly, "good")(h))
			must(h, cancel(h))
			h.moveTo(at(31))
			h.runDue()
		}, trial(Monthly, "good"), ErrTrialUsed},
		{"a trial after a paid membership ended", func(h *harness) {
			must(h, subscribe(Monthly, "good")(h))
			must(h, cancel(h))
			h.moveTo(at(40))
			h.runDue()
		}, trial(Monthly, "good"), ErrTrialUsed},
		{"a trial while trialling", func(h *harness) { must(h, trial(Monthly, "good")(h)) }, trial(Annual, "good"), ErrAlreadyMember},
		{"a subscription while a member", func(h *harness) { must(h, subscribe(Monthly, "good")(h)) }, subscribe(Annual, "good"), ErrAlreadyMember},
		{"a trial without a card", func(h *harness) {}, func(h *harness) error {
			_, err := h.svc.StartTrial(h.ctx, cust("c1"), Monthly, Payment{})
			return err
		}, ErrCardRequired},
		{"somebody else's saved card", func(h *harness) {}, func(h *harness) error {
			_, err := h.svc.StartTrial(h.ctx, cust("c1"), Monthly, Payment{SavedID: "saved_someone"})
			return err
		}, ErrUnknownCard},
		{"a subscription declined", func(h *harness) { h.gw.declineAll["src_bad"] = true }, subscribe(Monthly, "bad"), ErrDeclined},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			tc.setup(h)
			before := len(h.gw.made(""))
			if err := tc.join(h); !errors.Is(err, tc.want) {
				t.Fatalf("join: %v, want %v", err, tc.want)
			}
			if tc.want != ErrDeclined && len(h.gw.made("")) != before {
				t.Errorf("a refused join charged")
			}
		})
	}
}

func must(h *harness, err error) {
	h.t.Helper()
	if err != nil {
		h.t.Fatal(err)
	}
}

func TestSubscribe(t *testing.T) {
	for _, plan := range []Plan{Monthly, Annual} {
		t.Run(string(plan), func(t *testing.T) {
			h := newHarness(t)
			m, err := h.svc.Subscribe(h.ctx, cust("c1"), plan, Payment{SavedID: "saved_good"})
			if err != nil {
				t.Fatal(err)
			}
			want := t0.AddDate(0, 1, 0)
			if plan == Annual {
				want = t0.AddDate(1, 0, 0)
			}
			if m.Status != Active || m.Period != 1 || m.Plan != plan || !m.PeriodEnd.Equal(want) || m.TrialUsed {
				t.Errorf("membership %+v", m)
			}
			g := h.gw.made("")
			if len(g) != 1 || g[0].Amount != h.svc.Config().Price(plan) || g[0].MerchantInitiated || g[0].Reference != "onepass-c1-1-1" {
				t.Errorf("gateway %+v", g)
			}
			if !h.svc.IsMember(h.ctx, "c1") {
				t.Error("not a member")
			}
			b := h.svc.BenefitsOf(h.ctx, "c1")
			if !b.Member || b.Welcome != 1000 || b.WelcomeMinSpend != 5000 {
				t.Errorf("benefits %+v", b)
			}
			h.moveTo(at(30))
			if b := h.svc.BenefitsOf(h.ctx, "c1"); !b.Member || b.Welcome != 0 {
				t.Errorf("benefits after the welcome's window %+v", b)
			}
		})
	}

	t.Run("declined, then paid with another card", func(t *testing.T) {
		h := newHarness(t)
		h.gw.declineAll["src_bad"] = true
		m, err := h.svc.Subscribe(h.ctx, cust("c1"), Monthly, Payment{Token: "bad"})
		if !errors.Is(err, ErrDeclined) || m.Status != None || h.svc.IsMember(h.ctx, "c1") {
			t.Fatalf("declined subscribe: %v %s", err, m.Status)
		}
		if got := h.newMails("c1"); len(got) != 0 {
			t.Errorf("mails %q", got)
		}
		// The declined join used no trial: a trial is still open to them.
		if !TrialEligible(h.store.member("c1")) {
			t.Error("a declined join took the trial")
		}
		m, err = h.svc.Subscribe(h.ctx, cust("c1"), Monthly, Payment{Token: "good"})
		if err != nil || m.Status != Active || m.Card.SourceID != "src_good" {
			t.Fatalf("second subscribe: %v %+v", err, m)
		}
		if got := statusesOf(h.history("c1")); !slices.Equal(got, []string{"1-1 declined", "1-2 paid"}) {
			t.Errorf("history %q", got)
		}
	})
}

func TestChangesRefused(t *testing.T) {
	h := newHarness(t)
	if _, err := h.svc.Cancel(h.ctx, "nobody"); !errors.Is(err, ErrNotMember) {
		t.Errorf("cancel of none: %v", err)
	}
	if _, err := h.svc.ChangePlan(h.ctx, "nobody", Annual); !errors.Is(err, ErrNotMember) {
		t.Errorf("change plan of none: %v", err)
	}
	must(h, subscribe(Monthly, "good")(h))
	if _, err := h.svc.Resume(h.ctx, "c1", Payment{}); !errors.Is(err, ErrNotCancelling) {
		t.Errorf("resume of an active membership: %v", err)
	}
	if m, err := h.svc.ChangePlan(h.ctx, "c1", Monthly); err != nil || m.NextPlan != Monthly {
		t.Errorf("change to the same plan: %v", err)
	}
	if m, err := h.svc.SetCard(h.ctx, "c1", Payment{Token: "other"}); err != nil || m.Card.SourceID != "src_other" {
		t.Errorf("set card: %v %+v", err, m.Card)
	}
	h.moveTo(renewal)
	h.runDue()
	if g := h.gw.made("onepass-c1-2-"); len(g) != 1 || g[0].Token != "src_other" {
		t.Errorf("renewal on %+v, want the new card", g)
	}
}

// Four sweeps at once, again and again as the clock moves: every period is charged once.
func TestConcurrentSweepsChargeEachPeriodOnce(t *testing.T) {
	h := newHarness(t)
	type who struct {
		id      string
		join    func(c Customer) error
		status  Status
		periods int
	}
	var members []who
	for i := range 12 {
		id := fmt.Sprintf("c%02d", i)
		switch i % 3 {
		case 0: // a trial: charged 3 June, renewed 3 July and 3 August
			members = append(members, who{id, func(c Customer) error {
				_, err := h.svc.StartTrial(h.ctx, c, Monthly, Payment{Token: "good"})
				return err
			}, Active, 3})
		case 1: // subscribed 4 May: renewed 4 June, 4 July, 4 August
			members = append(members, who{id, func(c Customer) error {
				_, err := h.svc.Subscribe(h.ctx, c, Monthly, Payment{Token: "good"})
				return err
			}, Active, 4})
		case 2: // declined from 4 June: retried three times, lapsed 18 June
			members = append(members, who{id, func(c Customer) error {
				_, err := h.svc.Subscribe(h.ctx, c, Monthly, Payment{Token: "bad"})
				return err
			}, Lapsed, 1})
		}
	}
	for _, m := range members {
		if err := m.join(cust(m.id)); err != nil {
			t.Fatal(err)
		}
	}
	for round := range 25 {
		h.clk.Advance(4 * day) // to 13 August
		var wg sync.WaitGroup
		errs := make(chan error, 4)
		for range 4 {
			wg.Go(func() {
				if _, err := h.svc.RunDue(h.ctx); err != nil {
					errs <- err
				}
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatalf("round %d: %v", round, err)
		}
	}
	for _, w := range members {
		m := h.store.member(w.id)
		if m.Status != w.status || m.Period != w.periods {
			t.Errorf("%s: %s period %d, want %s period %d", w.id, m.Status, m.Period, w.status, w.periods)
		}
		paid := map[int]int{}
		declined := 0
		for _, c := range h.history(w.id) {
			switch c.Status {
			case ChargePaid:
				paid[c.Period]++
			case ChargeDeclined:
				declined++
			default:
				t.Errorf("%s: charge %+v left %s", w.id, c, c.Status)
			}
		}
		for p := 1; p <= w.periods; p++ {
			if paid[p] != 1 {
				t.Errorf("%s: period %d paid %d times", w.id, p, paid[p])
			}
		}
		if len(paid) != w.periods {
			t.Errorf("%s: paid periods %v", w.id, paid)
		}
		if w.status == Lapsed && declined != 4 {
			t.Errorf("%s: %d declined, want 4", w.id, declined)
		}
		// At the gateway: one approved reference per period, and nothing charged twice.
		refs := map[int][]string{}
		for _, g := range h.gw.approved("onepass-" + w.id + "-") {
			var p, a int
			if _, err := fmt.Sscanf(strings.TrimPrefix(g.Reference, "onepass-"+w.id+"-"), "%d-%d", &p, &a); err != nil {
				t.Fatal(err)
			}
			refs[p] = append(refs[p], g.Reference)
		}
		for p := 1; p <= w.periods; p++ {
			if len(refs[p]) != 1 {
				t.Errorf("%s: period %d approved at the gateway as %v", w.id, p, refs[p])
			}
		}
		if len(refs) != w.periods {
			t.Errorf("%s: gateway charged periods %v", w.id, refs)
		}
		// Each e-mail went once: a receipt per paid period.
		receipts := 0
		for _, s := range h.store.subjects(w.id + "@example.com") {
			if s == subjReceipt {
				receipts++
			}
		}
		if receipts != w.periods {
			t.Errorf("%s: %d receipts, want %d", w.id, receipts, w.periods)
		}
	}
	t.Logf("gateway: %d Charge calls, %d charges made, %d Status calls", len(h.gw.calls), len(h.gw.charged), len(h.gw.statusCalls))
	seen := map[string]bool{}
	for _, g := range h.gw.made("") {
		if seen[g.Reference] {
			t.Errorf("%s charged twice", g.Reference)
		}
		seen[g.Reference] = true
	}
}

// A charge whose answer is lost (a timeout) stays pending and the next sweep settles it, by the
// same reference, without a second charge.
func TestTimeoutLeavesPendingSettledByNextSweep(t *testing.T) {
	tests := []struct {
		name string
		// charged: the gateway took the money before the answer was lost.
		charged bool
		// calls are the gateway's Charge calls for the renewal's reference in all.
		calls int
	}{
		{"the provider never saw it", false, 2},
		{"the provider charged and the answer was lost", true, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			must(h, subscribe(Monthly, "good")(h))
			h.moveTo(renewal)
			h.gw.set(func(g *fakeGateway) { g.timeout, g.timeoutAfter = !tc.charged, tc.charged })
			if _, err := h.svc.RunDue(h.ctx); !errors.Is(err, payment.ErrTimeout) {
				t.Fatalf("sweep: %v, want a timeout", err)
			}
			if got := statusesOf(h.history("c1")); !slices.Equal(got, []string{"1-1 paid", "2-1 pending"}) {
				t.Fatalf("history %q", got)
			}
			if m := h.store.member("c1"); m.Status != Active || m.Period != 1 {
				t.Fatalf("membership %s period %d", m.Status, m.Period)
			}
			h.gw.set(func(g *fakeGateway) { g.timeout, g.timeoutAfter = false, false })
			h.moveTo(renewal.Add(time.Minute))
			h.runDue()
			m := h.store.member("c1")
			if m.Status != Active || m.Period != 2 || !m.PeriodEnd.Equal(mel(2026, time.July, 4, 9, 0)) {
				t.Errorf("membership %s period %d end %v", m.Status, m.Period, m.PeriodEnd)
			}
			if got := statusesOf(h.history("c1")); !slices.Equal(got, []string{"1-1 paid", "2-1 paid"}) {
				t.Errorf("history %q", got)
			}
			if got := h.gw.made("onepass-c1-2-"); len(got) != 1 {
				t.Errorf("gateway charges for period 2: %+v", got)
			}
			calls := 0
			for _, c := range h.gw.calls {
				if c.Reference == "onepass-c1-2-1" {
					calls++
				}
			}
			if calls != tc.calls {
				t.Errorf("%d Charge calls, want %d", calls, tc.calls)
			}
			if !slices.Contains(h.gw.statusCalls, "onepass-c1-2-1") {
				t.Error("the provider was not asked about the pending charge")
			}
			h.runDue()
			if got := h.newMails("c1"); !slices.Equal(got, []string{subjReceipt, subjReceipt}) {
				t.Errorf("mails %q", got)
			}
		})
	}
}

// A join whose charge's answer is lost is settled by the sweep, like a renewal's.
func TestSubscribeTimeoutSettledBySweep(t *testing.T) {
	h := newHarness(t)
	h.gw.set(func(g *fakeGateway) { g.timeoutAfter = true })
	if _, err := h.svc.Subscribe(h.ctx, cust("c1"), Monthly, Payment{Token: "good"}); !errors.Is(err, payment.ErrTimeout) {
		t.Fatalf("subscribe: %v, want a timeout", err)
	}
	h.gw.set(func(g *fakeGateway) { g.timeoutAfter = false })
	h.moveTo(t0.Add(time.Minute))
	h.runDue()
	m := h.store.member("c1")
	if m.Status != Active || m.Period != 1 || !m.PeriodEnd.Equal(t0.Add(time.Minute).AddDate(0, 1, 0)) {
		t.Fatalf("membership %s period %d end %v: the paid join was never settled", m.Status, m.Period, m.PeriodEnd)
	}
	if got := statusesOf(h.history("c1")); !slices.Equal(got, []string{"1-1 paid"}) {
		t.Errorf("history %q", got)
	}
	if len(h.gw.made("")) != 1 {
		t.Errorf("gateway %+v", h.gw.made(""))
	}
	if _, err := h.svc.Subscribe(h.ctx, cust("c1"), Monthly, Payment{Token: "good"}); !errors.Is(err, ErrAlreadyMember) {
		t.Errorf("subscribe again: %v", err)
	}
	// A declined join leaves nothing due for long.
	h2 := newHarness(t)
	h2.gw.declineAll["src_bad"] = true
	if _, err := h2.svc.Subscribe(h2.ctx, cust("c1"), Monthly, Payment{Token: "bad"}); !errors.Is(err, ErrDeclined) {
		t.Fatal(err)
	}
	h2.moveTo(t0.Add(time.Minute))
	h2.runDue()
	if m := h2.store.member("c1"); m.Status != None || !m.DueAt.IsZero() {
		t.Errorf("after a declined join: %s due %v", m.Status, m.DueAt)
	}
}

func TestStaffCancel(t *testing.T) {
	t.Run("with a refund of the current period", func(t *testing.T) {
		h := newHarness(t)
		must(h, subscribe(Monthly, "good")(h))
		h.moveTo(renewal)
		h.runDue() // period 2 paid
		h.newMails("c1")
		h.moveTo(renewal.Add(2 * day))
		m, err := h.staff.Cancel(h.ctx, "cs@wattle.example", "c1", true, "moved overseas")
		if err != nil {
			t.Fatal(err)
		}
		if m.Status != Cancelled || !m.EndedAt.Equal(renewal.Add(2*day)) || !m.DueAt.IsZero() || m.Status.Active() {
			t.Errorf("membership %+v", m)
		}
		if got := h.gw.refunds; len(got) != 1 || got["pay_onepass-c1-2-1"] != 400 {
			t.Errorf("refunds %v, want period 2's $4.00", got)
		}
		if got := statusesOf(h.history("c1")); !slices.Equal(got, []string{"1-1 paid", "2-1 refunded"}) {
			t.Errorf("history %q", got)
		}
		log := h.store.auditLog()
		if len(log) != 1 || log[0].Action != "membership.cancelled" || log[0].Subject != "c1" || log[0].Actor != "cs@wattle.example" ||
			!log[0].At.Equal(renewal.Add(2*day)) {
			t.Fatalf("audit %+v", log)
		}
		var detail map[string]any
		if err := json.Unmarshal([]byte(log[0].Detail), &detail); err != nil {
			t.Fatal(err)
		}
		if detail["refund"] != true || detail["refunded"] != "4.00" || detail["reason"] != "moved overseas" {
			t.Errorf("detail %v", detail)
		}
		msgs := h.store.mails("c1@example.com")
		if last := msgs[len(msgs)-1]; last.Subject != subjEnded || !strings.Contains(last.Text, "refunded $4.00") {
			t.Errorf("e-mail %q: %s", last.Subject, last.Text)
		}
		h.moveTo(mel(2026, time.August, 1, 9, 0))
		h.runDue()
		if len(h.gw.made("")) != 2 {
			t.Errorf("charged after the cancel: %+v", h.gw.made(""))
		}
		if _, err := h.staff.Cancel(h.ctx, "cs@wattle.example", "c1", true, ""); !errors.Is(err, ErrNotMember) {
			t.Errorf("second cancel: %v", err)
		}
		found, err := h.staff.Find(h.ctx, "c1@example.com")
		if err != nil || found.Membership.CustomerID != "c1" || len(found.Charges) != 2 || len(found.Audit) != 1 ||
			found.Audit[0].Action != "membership.cancelled" {
			t.Errorf("find: %v %+v", err, found)
		}
	})
	t.Run("a trial, nothing to refund", func(t *testing.T) {
		h := newHarness(t)
		must(h, trial(Monthly, "good")(h))
		m, err := h.staff.Cancel(h.ctx, "cs@wattle.example", "c1", true, "")
		if err != nil || m.Status != Cancelled {
			t.Fatalf("%v %s", err, m.Status)
		}
		if len(h.gw.refunds) != 0 || len(h.store.auditLog()) != 1 {
			t.Errorf("refunds %v audit %v", h.gw.refunds, h.store.auditLog())
		}
		h.moveTo(at(31))
		h.runDue()
		if len(h.gw.made("")) != 0 {
			t.Error("a cancelled trial was charged")
		}
	})
	t.Run("a refused refund changes nothing", func(t *testing.T) {
		h := newHarness(t)
		must(h, subscribe(Monthly, "good")(h))
		h.gw.set(func(g *fakeGateway) { g.refunds["pay_onepass-c1-1-1"] = 400 }) // already given back at the provider
		if _, err := h.staff.Cancel(h.ctx, "cs@wattle.example", "c1", true, ""); err == nil {
			t.Fatal("cancelled though the refund failed")
		}
		if m := h.store.member("c1"); m.Status != Active || len(h.store.auditLog()) != 0 {
			t.Errorf("status %s audit %v", m.Status, h.store.auditLog())
		}
	})
}

func TestExtendTrial(t *testing.T) {
	t.Run("after the reminder: the trial's end moves, the reminder and the charge follow", func(t *testing.T) {
		h := newHarness(t)
		must(h, trial(Monthly, "good")(h))
		h.moveTo(at(23))
		h.runDue()
		if got := h.newMails("c1"); !slices.Equal(got, []string{subjStarted, subjReminder}) {
			t.Fatalf("mails %q", got)
		}
		m, err := h.staff.ExtendTrial(h.ctx, "cs@wattle.example", "c1", 10)
		if err != nil {
			t.Fatal(err)
		}
		if !m.TrialEnd.Equal(at(40)) || m.Reminded || !m.DueAt.Equal(at(32)) {
			t.Errorf("trial end %v reminded %v due %v", m.TrialEnd, m.Reminded, m.DueAt)
		}
		log := h.store.auditLog()
		if len(log) != 1 || log[0].Action != "membership.trialExtended" || log[0].Subject != "c1" || !strings.Contains(log[0].Detail, `"days":10`) {
			t.Errorf("audit %+v", log)
		}
		if got := h.newMails("c1"); !slices.Equal(got, []string{subjLonger}) {
			t.Errorf("mails %q", got)
		}
		for _, s := range []struct {
			at     time.Time
			mails  []string
			status Status
		}{
			{at(29), nil, TrialActive},
			{at(32), []string{subjReminder}, TrialActive},
			{at(39).Add(-time.Minute), nil, TrialActive},
			{at(39), []string{subjReceipt}, Active},
		} {
			h.moveTo(s.at)
			h.runDue()
			if got := h.newMails("c1"); !slices.Equal(got, s.mails) {
				t.Errorf("%v: mails %q, want %q", s.at, got, s.mails)
			}
			if m := h.store.member("c1"); m.Status != s.status {
				t.Errorf("%v: %s, want %s", s.at, m.Status, s.status)
			}
		}
		if m := h.store.member("c1"); !m.PeriodEnd.Equal(at(40).AddDate(0, 1, 0)) {
			t.Errorf("period end %v", m.PeriodEnd)
		}
	})
	t.Run("a cancelled trial extended after its reminder is reminded again once resumed", func(t *testing.T) {
		h := newHarness(t)
		must(h, trial(Monthly, "good")(h))
		h.moveTo(at(23))
		h.runDue()
		must(h, cancel(h))
		if _, err := h.staff.ExtendTrial(h.ctx, "cs@wattle.example", "c1", 30); err != nil {
			t.Fatal(err)
		}
		must(h, resume(Payment{})(h))
		h.newMails("c1")
		h.moveTo(at(52)) // the new charge is on day 59
		h.runDue()
		if got := h.newMails("c1"); !slices.Equal(got, []string{subjReminder}) {
			t.Errorf("mails %q, want the reminder before the new charge date", got)
		}
	})
	t.Run("refusals", func(t *testing.T) {
		h := newHarness(t)
		for _, d := range []int{0, -1, MaxExtensionDays + 1} {
			if _, err := h.staff.ExtendTrial(h.ctx, "cs", "c1", d); !errors.Is(err, ErrBadExtension) {
				t.Errorf("%d days: %v", d, err)
			}
		}
		must(h, subscribe(Monthly, "good")(h))
		if _, err := h.staff.ExtendTrial(h.ctx, "cs", "c1", 5); !errors.Is(err, ErrNotTrial) {
			t.Errorf("a paid membership: %v", err)
		}
		if len(h.store.auditLog()) != 0 {
			t.Errorf("audit %v", h.store.auditLog())
		}
	})
}

func TestStatusActive(t *testing.T) {
	want := map[Status]bool{None: false, TrialActive: true, Active: true, Overdue: true, TeamMember: true,
		CancellingTrial: true, Cancelling: true, Cancelled: false, Lapsed: false}
	if len(Statuses) != len(want) {
		t.Fatalf("%d statuses, want %d", len(Statuses), len(want))
	}
	for _, s := range Statuses {
		if s.Active() != want[s] {
			t.Errorf("%s.Active() = %v", s, s.Active())
		}
	}
	if Status("bogus").Active() {
		t.Error("an unknown status is active")
	}
}

func TestNext(t *testing.T) {
	c := Default()
	trialM := Membership{Status: TrialActive, StartedAt: t0, TrialEnd: at(30)}
	reminded := trialM
	reminded.Reminded = true
	active := Membership{Status: Active, PeriodEnd: renewal, Period: 1}
	overdue := func(retries int) Membership {
		return Membership{Status: Overdue, PeriodEnd: renewal, OverdueSince: renewal, Retries: retries}
	}
	short := c
	short.Trial = 5 * day
	late := c
	late.Retries = []time.Duration{20 * day}
	tests := []struct {
		name   string
		m      Membership
		cfg    Config
		now    time.Time
		action Action
		due    time.Time
	}{
		{"trial, just started", trialM, c, t0, Nothing, at(22)},
		{"trial, reminder due", trialM, c, at(22), Remind, at(22)},
		{"trial, reminder late", trialM, c, at(28), Remind, at(22)},
		{"trial, reminded", reminded, c, at(22), Nothing, at(29)},
		{"trial, charge due", reminded, c, at(29), Charge, at(29)},
		{"trial, clock past the charge before any reminder", trialM, c, at(29), Charge, at(22)},
		{"trial shorter than the reminder", Membership{Status: TrialActive, StartedAt: t0, TrialEnd: t0.Add(5 * day)}, short, t0, Nothing, at(4)},
		{"trial shorter than the reminder, charge due", Membership{Status: TrialActive, StartedAt: t0, TrialEnd: t0.Add(5 * day)}, short, at(4), Charge, at(4)},
		{"active, before the renewal", active, c, renewal.Add(-time.Nanosecond), Nothing, renewal},
		{"active, renewal due", active, c, renewal, Charge, renewal},
		{"cancelling trial, before its end", Membership{Status: CancellingTrial, TrialEnd: at(30)}, c, at(29), Nothing, at(30)},
		{"cancelling trial, at its end", Membership{Status: CancellingTrial, TrialEnd: at(30)}, c, at(30), End, at(30)},
		{"cancelling, at the period's end", Membership{Status: Cancelling, PeriodEnd: renewal}, c, renewal, End, renewal},
		{"cancelling, after", Membership{Status: Cancelling, PeriodEnd: renewal}, c, renewal.Add(5 * day), End, renewal},
		{"overdue, before retry 1", overdue(0), c, renewal.Add(12 * time.Hour), Nothing, renewal.Add(day)},
		{"overdue, retry 1", overdue(0), c, renewal.Add(day), Charge, renewal.Add(day)},
		{"overdue, retry 2", overdue(1), c, renewal.Add(3 * day), Charge, renewal.Add(3 * day)},
		{"overdue, retry 3", overdue(2), c, renewal.Add(7 * day), Charge, renewal.Add(7 * day)},
		{"overdue, retries done", overdue(3), c, renewal.Add(13 * day), Nothing, renewal.Add(14 * day)},
		{"overdue, lapse", overdue(3), c, renewal.Add(14 * day), Lapse, renewal.Add(14 * day)},
		{"overdue, clock past the lapse with retries left: retry first", overdue(0), c, renewal.Add(20 * day), Charge, renewal.Add(day)},
		{"overdue, last retry left past the lapse", overdue(2), c, renewal.Add(30 * day), Charge, renewal.Add(7 * day)},
		{"overdue, a retry after the lapse is never made", overdue(0), late, renewal.Add(14 * day), Lapse, renewal.Add(14 * day)},
		{"team member", Membership{Status: TeamMember}, c, at(1000), Nothing, time.Time{}},
		{"none", Membership{Status: None}, c, t0, Nothing, time.Time{}},
		{"cancelled", Membership{Status: Cancelled, PeriodEnd: renewal}, c, renewal, Nothing, time.Time{}},
		{"lapsed", Membership{Status: Lapsed, OverdueSince: renewal}, c, renewal.Add(30 * day), Nothing, time.Time{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, due := Next(tc.m, tc.cfg, tc.now)
			if a != tc.action || !due.Equal(tc.due) {
				t.Errorf("Next = %v, %v; want %v, %v", a, due, tc.action, tc.due)
			}
			// Pure: the same question, the same answer.
			if a2, due2 := Next(tc.m, tc.cfg, tc.now); a2 != a || !due2.Equal(due) {
				t.Error("Next is not a function of its arguments")
			}
		})
	}
}

func TestDaysUntil(t *testing.T) {
	now := t0
	tests := []struct {
		name string
		t    time.Time
		want int
	}{
		{"zero", time.Time{}, 0},
		{"now", now, 0},
		{"past", now.Add(-3 * day), 0},
		{"a nanosecond", now.Add(time.Nanosecond), 1},
		{"an hour", now.Add(time.Hour), 1},
		{"a day", now.Add(day), 1},
		{"a day and a second", now.Add(day + time.Second), 2},
		{"six days 23 hours", now.Add(6*day + 23*time.Hour), 7},
		{"seven days", now.Add(7 * day), 7},
		{"thirty days", now.Add(30 * day), 30},
	}
	for _, tc := range tests {
		if got := DaysUntil(now, tc.t); got != tc.want {
			t.Errorf("%s: DaysUntil = %d, want %d", tc.name, got, tc.want)
		}
	}
}

func TestSavings(t *testing.T) {
	h := newHarness(t)
	h.store.addSaving("c1", t0.Add(-200*day), 999)
	h.store.addSaving("c1", t0.Add(-10*day), 350)
	h.store.addSaving("c1", t0.Add(-day), 150)
	if got, err := h.svc.Savings(h.ctx, "c1"); err != nil || got != 500 {
		t.Errorf("savings %d %v, want 500", got, err)
	}
}

package storagetest

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/membership"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/storage"
)

// memberT0 carries milliseconds, the precision both engines keep, so a round trip is exact.
var memberT0 = time.Date(2026, 11, 22, 10, 0, 0, 456_000_000, time.UTC)

// membershipFixture is a membership with every field set (a paid one, overdue on a retry).
func membershipFixture(customerID string) membership.Membership {
	return membership.Membership{
		CustomerID: customerID, Email: customerID + "@example.com", FirstName: "Ada", Status: membership.Overdue,
		Plan: membership.Monthly, NextPlan: membership.Annual, JoinedAt: memberT0, StartedAt: memberT0.Add(time.Hour),
		TrialUsed: true, TrialEnd: memberT0.Add(30 * 24 * time.Hour), PeriodEnd: memberT0.Add(60 * 24 * time.Hour), Period: 2,
		OverdueSince: memberT0.Add(61 * 24 * time.Hour), Retries: 2, Reminded: true,
		Card:         membership.Card{SavedID: "sp1", SourceID: "src_1", CardType: "visa", Last4: "0341"},
		WelcomeUntil: memberT0.Add(31 * 24 * time.Hour), WelcomeUsed: true, EndedAt: memberT0.Add(90 * 24 * time.Hour),
		DueAt: memberT0.Add(62 * 24 * time.Hour), Version: 1, UpdatedAt: memberT0.Add(time.Second),
	}
}

// testMemberships runs the membership checks on the engine, then again inside WithTx (on a fresh
// set of customers), so a transaction's Stores behave as the engine's.
func testMemberships(t *testing.T, e Engine) {
	t.Run("direct", func(t *testing.T) {
		checkMemberships(t, e, "", memberT0, func(what string, fn func(s storage.Stores) error) {
			t.Helper()
			if err := fn(e); !errors.Is(err, membership.ErrExists) {
				t.Fatalf("%s = %v, want ErrExists", what, err)
			}
		})
	})
	t.Run("tx", func(t *testing.T) {
		// A statement that breaks a constraint ends a PostgreSQL transaction: each conflict is
		// tried in a transaction of its own once the checks' has committed, and rolls it back.
		type conflict struct {
			what string
			fn   func(s storage.Stores) error
		}
		var conflicts []conflict
		// A failed check ends the test inside the transaction: cancelling its context rolls it back.
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		err := e.WithTx(ctx, func(tx storage.Stores) error {
			checkMemberships(t, tx, "T", memberT0.AddDate(-1, 0, 0), func(what string, fn func(s storage.Stores) error) {
				conflicts = append(conflicts, conflict{what, fn})
			})
			return nil
		})
		if err != nil {
			t.Fatalf("WithTx: %v", err)
		}
		// Committed: the engine sees what the transaction wrote.
		if m, err := e.Membership(context.Background(), "TM1"); err != nil || m.Version != 2 {
			t.Fatalf("committed membership = %+v, %v", m, err)
		}
		if cs, err := e.Charges(context.Background(), "TM1"); err != nil || len(cs) != 3 {
			t.Fatalf("committed charges = %+v, %v", cs, err)
		}
		if len(conflicts) != 4 {
			t.Fatalf("%d conflicts, want 4", len(conflicts))
		}
		for _, c := range conflicts {
			err := e.WithTx(context.Background(), func(tx storage.Stores) error { return c.fn(tx) })
			if !errors.Is(err, membership.ErrExists) {
				t.Fatalf("%s in a transaction = %v, want ErrExists", c.what, err)
			}
		}
		if cs, err := e.Charges(context.Background(), "TM1"); err != nil || len(cs) != 3 {
			t.Fatalf("charges after the conflicts = %+v, %v", cs, err)
		}
	})
}

// checkMemberships exercises s (the engine, or a transaction's Stores); prefix and base (the due
// times) keep the two runs apart. conflict checks that fn fails with ErrExists (at once, or later in a transaction of its own).
func checkMemberships(t *testing.T, s storage.Stores, prefix string, base time.Time, conflict func(what string, fn func(s storage.Stores) error)) {
	t.Helper()
	ctx := context.Background()
	id := func(s string) string { return prefix + s }

	// Round trip, every field.
	m1 := membershipFixture(id("M1"))
	if err := s.InsertMembership(ctx, m1); err != nil {
		t.Fatal(err)
	}
	got, err := s.Membership(ctx, id("M1"))
	if err != nil || !reflect.DeepEqual(got, m1) {
		t.Fatalf("Membership =\n%+v, %v\nwant\n%+v", got, err, m1)
	}
	conflict("a second InsertMembership", func(s storage.Stores) error { return s.InsertMembership(ctx, m1) })
	if _, err := s.Membership(ctx, id("nobody")); !errors.Is(err, membership.ErrNotFound) {
		t.Fatalf("unknown = %v, want ErrNotFound", err)
	}
	// Zero times and false flags come back zero and false.
	bare := membership.Membership{CustomerID: id("M0"), Status: membership.None, UpdatedAt: memberT0}
	if err := s.InsertMembership(ctx, bare); err != nil {
		t.Fatal(err)
	}
	bare.Version = 1
	if got, err := s.Membership(ctx, id("M0")); err != nil || !reflect.DeepEqual(got, bare) {
		t.Fatalf("bare membership =\n%+v, %v\nwant\n%+v", got, err, bare)
	}

	// Update at the version read; the same read again is stale.
	upd := membershipFixture(id("M1"))
	upd.Status, upd.Plan, upd.NextPlan, upd.Period, upd.Retries = membership.Active, membership.Annual, membership.Annual, 3, 0
	upd.OverdueSince, upd.EndedAt, upd.WelcomeUsed, upd.Reminded = time.Time{}, time.Time{}, false, false
	upd.Card = membership.Card{SavedID: "sp2", SourceID: "src_2", CardType: "mastercard", Last4: "4444"}
	upd.UpdatedAt = memberT0.Add(time.Hour)
	if err := s.UpdateMembership(ctx, upd); err != nil {
		t.Fatal(err)
	}
	if err := s.UpdateMembership(ctx, upd); !errors.Is(err, membership.ErrStale) {
		t.Fatalf("update at an old version = %v, want ErrStale", err)
	}
	want := upd
	want.Version = 2
	if got, err := s.Membership(ctx, id("M1")); err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("after update =\n%+v, %v\nwant\n%+v", got, err, want)
	}
	if err := s.UpdateMembership(ctx, membership.Membership{CustomerID: id("nobody"), Version: 1, UpdatedAt: memberT0}); !errors.Is(err, membership.ErrStale) {
		t.Fatalf("update of none = %v, want ErrStale", err)
	}

	// Due: due_at ≤ now and set, the longest due first (then by customer), at most limit.
	for _, d := range []struct {
		id  string
		due time.Time
	}{{"D3", base.Add(3 * time.Hour)}, {"D1", base.Add(time.Hour)}, {"D2b", base.Add(2 * time.Hour)},
		{"D2a", base.Add(2 * time.Hour)}, {"D9", base.Add(9 * time.Hour)}, {"Dnever", time.Time{}}} {
		m := membership.Membership{CustomerID: id(d.id), Status: membership.Active, DueAt: d.due, UpdatedAt: memberT0}
		if err := s.InsertMembership(ctx, m); err != nil {
			t.Fatal(err)
		}
	}
	// The other run's are a year earlier; M1's (memberT0+62 days) is after every one of these.
	due, err := s.DueMemberships(ctx, base.Add(3*time.Hour), 10)
	if wantDue := []string{id("D1"), id("D2a"), id("D2b"), id("D3")}; err != nil || !reflect.DeepEqual(due, wantDue) {
		t.Fatalf("DueMemberships = %v, %v; want %v", due, err, wantDue)
	}
	due, err = s.DueMemberships(ctx, base.Add(10*time.Hour), 2)
	if wantDue := []string{id("D1"), id("D2a")}; err != nil || !reflect.DeepEqual(due, wantDue) {
		t.Fatalf("DueMemberships limit 2 = %v, %v; want %v", due, err, wantDue)
	}
	if due, err := s.DueMemberships(ctx, base, 10); err != nil || len(due) != 0 {
		t.Fatalf("nothing due yet = %v, %v", due, err)
	}

	// Charges: the attempt's key and its reference are each taken once.
	charge := func(cid string, period, attempt int, at time.Time) membership.ChargeRecord {
		return membership.ChargeRecord{ID: id(cid), CustomerID: id("M1"), Period: period, Attempt: attempt, Plan: membership.Monthly,
			Amount: 400, Status: membership.ChargePending, Reference: "onepass-" + id("M1") + "-" + cid, MerchantInitiated: attempt > 1,
			CreatedAt: at}
	}
	c1 := charge("ch1", 1, 1, memberT0)
	c2 := charge("ch2", 2, 1, memberT0.Add(time.Hour))
	c3 := charge("ch3", 2, 2, memberT0.Add(2*time.Hour))
	for _, c := range []membership.ChargeRecord{c1, c2, c3} {
		if err := s.InsertCharge(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	dupKey := charge("ch4", 2, 2, memberT0.Add(3*time.Hour))
	conflict("a charge of the same (customer, period, attempt)", func(s storage.Stores) error { return s.InsertCharge(ctx, dupKey) })
	dupRef := charge("ch5", 3, 1, memberT0.Add(3*time.Hour))
	dupRef.Reference = c1.Reference
	conflict("a charge of the same reference", func(s storage.Stores) error { return s.InsertCharge(ctx, dupRef) })
	dupID := charge("ch1", 4, 1, memberT0.Add(3*time.Hour))
	dupID.Reference = "onepass-other"
	conflict("a charge of the same id", func(s storage.Stores) error { return s.InsertCharge(ctx, dupID) })
	// Another customer may have the same period and attempt.
	other := charge("ch6", 1, 1, memberT0)
	other.CustomerID, other.Reference = id("M0"), "onepass-"+id("M0")+"-1-1"
	if err := s.InsertCharge(ctx, other); err != nil {
		t.Fatalf("another customer's first attempt: %v", err)
	}

	// Settle only a pending one.
	paid := c1
	paid.Status, paid.ProviderRef, paid.CardType, paid.Last4, paid.DecidedAt = membership.ChargePaid, "ch_prov_1", "visa", "4242", memberT0.Add(time.Minute)
	if err := s.SettleCharge(ctx, paid); err != nil {
		t.Fatal(err)
	}
	again := paid
	again.Status = membership.ChargeDeclined
	if err := s.SettleCharge(ctx, again); !errors.Is(err, membership.ErrStale) {
		t.Fatalf("settling a settled charge = %v, want ErrStale", err)
	}
	declined := c2
	declined.Status, declined.CardType, declined.Last4, declined.DecidedAt = membership.ChargeDeclined, "visa", "0341", memberT0.Add(61*time.Minute)
	if err := s.SettleCharge(ctx, declined); err != nil {
		t.Fatal(err)
	}
	if err := s.SettleCharge(ctx, membership.ChargeRecord{ID: id("nope"), Status: membership.ChargePaid}); !errors.Is(err, membership.ErrStale) {
		t.Fatalf("settling no charge = %v, want ErrStale", err)
	}
	// Refunded: only a paid one.
	if err := s.MarkChargeRefunded(ctx, c1.ID); err != nil {
		t.Fatal(err)
	}
	if err := s.MarkChargeRefunded(ctx, c2.ID); err != nil {
		t.Fatal(err)
	}
	charges, err := s.Charges(ctx, id("M1"))
	if err != nil || len(charges) != 3 {
		t.Fatalf("Charges = %+v, %v", charges, err)
	}
	// Newest first.
	if charges[0].ID != c3.ID || charges[1].ID != c2.ID || charges[2].ID != c1.ID {
		t.Fatalf("Charges order = %s %s %s, want ch3 ch2 ch1", charges[0].ID, charges[1].ID, charges[2].ID)
	}
	wantPaid := paid
	wantPaid.Status = membership.ChargeRefunded
	if !reflect.DeepEqual(charges[2], wantPaid) {
		t.Fatalf("refunded charge =\n%+v\nwant\n%+v", charges[2], wantPaid)
	}
	if !reflect.DeepEqual(charges[1], declined) {
		t.Fatalf("declined charge (not refunded) =\n%+v\nwant\n%+v", charges[1], declined)
	}
	if !reflect.DeepEqual(charges[0], c3) {
		t.Fatalf("pending charge =\n%+v\nwant\n%+v", charges[0], c3)
	}
	if got, err := s.Charges(ctx, id("nobody")); err != nil || len(got) != 0 {
		t.Fatalf("no charges = %+v, %v", got, err)
	}

	// Savings: since the window's start (inclusive), the customer's own, once per order.
	for _, sv := range []struct {
		order, customer string
		amount          money.Cents
		at              time.Time
	}{{"O1", "M1", 500, memberT0.Add(-200 * 24 * time.Hour)}, {"O2", "M1", 300, memberT0}, {"O3", "M1", 250, memberT0.Add(time.Hour)},
		{"O4", "M0", 999, memberT0.Add(time.Hour)}, {"O3", "M1", 10000, memberT0.Add(2 * time.Hour)}} {
		if err := s.RecordMemberSaving(ctx, id(sv.order), id(sv.customer), sv.amount, sv.at); err != nil {
			t.Fatalf("RecordMemberSaving(%s): %v", sv.order, err)
		}
	}
	if n, err := s.MemberSavings(ctx, id("M1"), memberT0); err != nil || n != 550 {
		t.Fatalf("MemberSavings = %d, %v; want 550 (O2, O3 once)", n, err)
	}
	if n, err := s.MemberSavings(ctx, id("M1"), memberT0.Add(-365*24*time.Hour)); err != nil || n != 1050 {
		t.Fatalf("MemberSavings over a year = %d, %v; want 1050", n, err)
	}
	if n, err := s.MemberSavings(ctx, id("nobody"), memberT0); err != nil || n != 0 {
		t.Fatalf("MemberSavings of none = %d, %v", n, err)
	}

	// The welcome reward is used once; it bumps the version (a read before it is stale).
	before, _ := s.Membership(ctx, id("M0"))
	if ok, err := s.UseWelcome(ctx, id("M0")); err != nil || !ok {
		t.Fatalf("first UseWelcome = %v, %v", ok, err)
	}
	if ok, err := s.UseWelcome(ctx, id("M0")); err != nil || ok {
		t.Fatalf("second UseWelcome = %v, %v; want false", ok, err)
	}
	if ok, err := s.UseWelcome(ctx, id("nobody")); err != nil || ok {
		t.Fatalf("UseWelcome of none = %v, %v; want false", ok, err)
	}
	after, _ := s.Membership(ctx, id("M0"))
	if !after.WelcomeUsed || after.Version != before.Version+1 {
		t.Fatalf("after UseWelcome: used %v, version %d (was %d)", after.WelcomeUsed, after.Version, before.Version)
	}
	if err := s.UpdateMembership(ctx, before); !errors.Is(err, membership.ErrStale) {
		t.Fatalf("update from before UseWelcome = %v, want ErrStale", err)
	}

	// By e-mail: the customer's e-mail as the account has it, not the membership's copy.
	cust := plainCustomer(id("M1"), prefix+"ada.member@example.com")
	if err := s.InsertCustomer(ctx, cust); err != nil {
		t.Fatal(err)
	}
	if got, err := s.MembershipByEmail(ctx, cust.Email); err != nil || got.CustomerID != id("M1") || got.Version != 2 {
		t.Fatalf("MembershipByEmail = %+v, %v", got, err)
	}
	if _, err := s.MembershipByEmail(ctx, id("M1")+"@example.com"); !errors.Is(err, membership.ErrNotFound) {
		t.Fatalf("by the membership's own copy of the e-mail = %v, want ErrNotFound", err)
	}
	nonMember := plainCustomer(id("C9"), prefix+"not.member@example.com")
	if err := s.InsertCustomer(ctx, nonMember); err != nil {
		t.Fatal(err)
	}
	if _, err := s.MembershipByEmail(ctx, nonMember.Email); !errors.Is(err, membership.ErrNotFound) {
		t.Fatalf("a customer without a membership = %v, want ErrNotFound", err)
	}
	if _, err := s.MembershipByEmail(ctx, "nobody@example.com"); !errors.Is(err, membership.ErrNotFound) {
		t.Fatalf("no such customer = %v, want ErrNotFound", err)
	}
}

func testSandboxClock(t *testing.T, e Engine) {
	ctx := context.Background()
	if d, err := e.SandboxClockOffset(ctx); err != nil || d != 0 {
		t.Fatalf("never moved = %v, %v", d, err)
	}
	for _, step := range []struct{ set, want time.Duration }{
		{3 * time.Hour, 3 * time.Hour},
		{time.Hour, 3 * time.Hour}, // never back
		{3 * time.Hour, 3 * time.Hour},
		{30*24*time.Hour + 1500*time.Millisecond, 30*24*time.Hour + 1500*time.Millisecond},
	} {
		if err := e.SetSandboxClockOffset(ctx, step.set); err != nil {
			t.Fatal(err)
		}
		if d, err := e.SandboxClockOffset(ctx); err != nil || d != step.want {
			t.Fatalf("after setting %v: %v, %v; want %v", step.set, d, err, step.want)
		}
	}
	// Inside a transaction: it reads its own move; a rolled-back move is gone.
	boom := errors.New("boom")
	err := e.WithTx(ctx, func(tx storage.Stores) error {
		if err := tx.SetSandboxClockOffset(ctx, 40*24*time.Hour); err != nil {
			return err
		}
		if d, err := tx.SandboxClockOffset(ctx); err != nil || d != 40*24*time.Hour {
			t.Errorf("inside the transaction: %v, %v", d, err)
		}
		if err := tx.SetSandboxClockOffset(ctx, time.Hour); err != nil {
			return err
		}
		if d, err := tx.SandboxClockOffset(ctx); err != nil || d != 40*24*time.Hour {
			t.Errorf("inside the transaction, back: %v, %v", d, err)
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("WithTx = %v", err)
	}
	if d, err := e.SandboxClockOffset(ctx); err != nil || d != 30*24*time.Hour+1500*time.Millisecond {
		t.Fatalf("after a rollback: %v, %v", d, err)
	}
	if err := e.WithTx(ctx, func(tx storage.Stores) error { return tx.SetSandboxClockOffset(ctx, 41*24*time.Hour) }); err != nil {
		t.Fatal(err)
	}
	if d, err := e.SandboxClockOffset(ctx); err != nil || d != 41*24*time.Hour {
		t.Fatalf("after a commit: %v, %v", d, err)
	}
}

// testMembershipTxRollsBack: a failed transaction leaves no membership, charge, saving or welcome use.
func testMembershipTxRollsBack(t *testing.T, e Engine) {
	ctx := context.Background()
	m := membershipFixture("R1")
	m.WelcomeUsed = false
	if err := e.InsertMembership(ctx, m); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	err := e.WithTx(ctx, func(tx storage.Stores) error {
		if err := tx.InsertMembership(ctx, membershipFixture("R2")); err != nil {
			return err
		}
		upd := m
		upd.Status = membership.Lapsed
		if err := tx.UpdateMembership(ctx, upd); err != nil {
			return err
		}
		if err := tx.InsertCharge(ctx, membership.ChargeRecord{ID: "rc1", CustomerID: "R1", Period: 3, Attempt: 1, Plan: membership.Monthly,
			Amount: 400, Status: membership.ChargePending, Reference: "onepass-R1-3-1", CreatedAt: memberT0}); err != nil {
			return err
		}
		if err := tx.RecordMemberSaving(ctx, "RO1", "R1", 700, memberT0); err != nil {
			return err
		}
		if ok, err := tx.UseWelcome(ctx, "R1"); err != nil || !ok {
			t.Errorf("UseWelcome in the transaction = %v, %v", ok, err)
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("WithTx = %v, want boom", err)
	}
	if _, err := e.Membership(ctx, "R2"); !errors.Is(err, membership.ErrNotFound) {
		t.Fatalf("inserted membership after rollback: %v", err)
	}
	if got, err := e.Membership(ctx, "R1"); err != nil || !reflect.DeepEqual(got, m) {
		t.Fatalf("updated membership after rollback =\n%+v, %v\nwant\n%+v", got, err, m)
	}
	if cs, err := e.Charges(ctx, "R1"); err != nil || len(cs) != 0 {
		t.Fatalf("charges after rollback = %+v, %v", cs, err)
	}
	if n, err := e.MemberSavings(ctx, "R1", memberT0.Add(-time.Hour)); err != nil || n != 0 {
		t.Fatalf("savings after rollback = %d, %v", n, err)
	}
	if ok, err := e.UseWelcome(ctx, "R1"); err != nil || !ok {
		t.Fatalf("the welcome reward after rollback = %v, %v; want still unused", ok, err)
	}
}

package storagetest

import (
	"cmp"
	"context"
	"errors"
	"reflect"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/staff"
	"github.com/wattle/storefront/internal/storage"
)

// staffT0 carries milliseconds, the precision both engines keep, so a round trip is exact.
var staffT0 = time.Date(2026, 12, 1, 8, 30, 0, 250_000_000, time.UTC)

func staffFixture(id, email string, role staff.Role) staff.Member {
	return staff.Member{ID: id, Email: email, Name: "Sam Picker", Role: role,
		PasswordHash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA", CreatedAt: staffT0, UpdatedAt: staffT0}
}

func mustInsertStaff(t *testing.T, e Engine, m staff.Member) {
	t.Helper()
	if err := e.InsertStaffMember(context.Background(), m); err != nil {
		t.Fatalf("InsertStaffMember(%s): %v", m.ID, err)
	}
}

func testStaffMembers(t *testing.T, e Engine) {
	ctx := context.Background()
	plain := staffFixture("S1", "sam@example.com", staff.Fulfilment)
	// Every field away from its zero value.
	full := staff.Member{ID: "S2", Email: "alex@example.com", Name: "Alex Boss", Role: staff.Admin, PasswordHash: "h2",
		Disabled: true, CreatedAt: staffT0.Add(time.Millisecond), UpdatedAt: staffT0.Add(time.Second)}
	mustInsertStaff(t, e, plain)
	mustInsertStaff(t, e, full)
	for _, want := range []staff.Member{plain, full} {
		got, err := e.StaffMember(ctx, want.ID)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("StaffMember(%s) =\n%+v, %v\nwant\n%+v", want.ID, got, err, want)
		}
		got, err = e.StaffMemberByEmail(ctx, want.Email)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("StaffMemberByEmail(%s) =\n%+v, %v\nwant\n%+v", want.Email, got, err, want)
		}
	}
	if err := e.InsertStaffMember(ctx, staffFixture("S3", plain.Email, staff.Manager)); !errors.Is(err, staff.ErrEmailTaken) {
		t.Fatalf("InsertStaffMember(duplicate e-mail) = %v, want ErrEmailTaken", err)
	}
	if _, err := e.StaffMember(ctx, "S3"); !errors.Is(err, staff.ErrNotFound) {
		t.Fatalf("StaffMember(unknown) = %v, want ErrNotFound", err)
	}
	if _, err := e.StaffMemberByEmail(ctx, "nobody@example.com"); !errors.Is(err, staff.ErrNotFound) {
		t.Fatalf("StaffMemberByEmail(unknown) = %v, want ErrNotFound", err)
	}

	// Update replaces the mutable fields and keeps the others.
	changed := full
	changed.Name, changed.Role, changed.PasswordHash = "Alex Manager", staff.Manager, "h3"
	changed.Disabled = false
	changed.UpdatedAt = staffT0.Add(time.Hour)
	changed.Email, changed.CreatedAt = "ignored@example.com", staffT0.Add(99*time.Hour)
	if err := e.UpdateStaffMember(ctx, changed); err != nil {
		t.Fatal(err)
	}
	want := changed
	want.Email, want.CreatedAt = full.Email, full.CreatedAt
	if got, err := e.StaffMember(ctx, full.ID); err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("after UpdateStaffMember =\n%+v, %v\nwant\n%+v", got, err, want)
	}
	if err := e.UpdateStaffMember(ctx, staffFixture("S9", "x@example.com", staff.Admin)); !errors.Is(err, staff.ErrNotFound) {
		t.Fatalf("UpdateStaffMember(unknown) = %v, want ErrNotFound", err)
	}

	got, err := e.StaffMembers(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || !reflect.DeepEqual(got[0], want) || !reflect.DeepEqual(got[1], plain) {
		t.Fatalf("StaffMembers = %+v, want alex then sam", got)
	}
}

// testStaffFailures: failures count one by one per member and address, the one that reaches the
// limit locks that member at that address only and restarts the count, a locked pair is left
// alone, a count idle since the window's start starts again, a success clears an unlocked count
// and never a lock, and the locks in force are listed.
func testStaffFailures(t *testing.T, e Engine) {
	ctx := context.Background()
	mustInsertStaff(t, e, staffFixture("S1", "sam@example.com", staff.Fulfilment))
	mustInsertStaff(t, e, staffFixture("S2", "alex@example.com", staff.Admin))
	const here, there = "203.0.113.7", "2001:db8:1:2::/64"
	now, until := staffT0.Add(time.Minute), staffT0.Add(16*time.Minute)
	since := now.Add(-15 * time.Minute)
	record := func(id, address string, at time.Time) (int, bool, error) {
		t.Helper()
		return e.RecordStaffFailure(ctx, id, address, at, at.Add(-15*time.Minute), 3, until)
	}
	failures := func(id, address string) staff.Failures {
		t.Helper()
		f, err := e.StaffFailures(ctx, id, address)
		if err != nil {
			t.Fatalf("StaffFailures(%s, %s): %v", id, address, err)
		}
		return f
	}
	if f := failures("S1", here); !reflect.DeepEqual(f, staff.Failures{MemberID: "S1", Address: here}) {
		t.Fatalf("no failures yet = %+v", f)
	}
	for i := 1; i < 3; i++ {
		if n, locked, err := e.RecordStaffFailure(ctx, "S1", here, now, since, 3, until); err != nil || n != i || locked {
			t.Fatalf("failure %d = %d, %v, %v", i, n, locked, err)
		}
	}
	// Another address, another member: counts of their own.
	if n, locked, err := record("S1", there, now); err != nil || n != 1 || locked {
		t.Fatalf("first failure from another address = %d, %v, %v", n, locked, err)
	}
	if n, locked, err := record("S2", here, now); err != nil || n != 1 || locked {
		t.Fatalf("first failure of another member = %d, %v, %v", n, locked, err)
	}
	n, locked, err := record("S1", here, now)
	if err != nil || n != 0 || !locked {
		t.Fatalf("locking failure = %d, %v, %v; want 0, true", n, locked, err)
	}
	want := staff.Failures{MemberID: "S1", Address: here, LockedUntil: until, UpdatedAt: now}
	if f := failures("S1", here); !reflect.DeepEqual(f, want) || !f.Locked(now) || f.Locked(until) {
		t.Fatalf("locked count = %+v, want %+v", f, want)
	}
	if _, _, err := record("S1", here, until.Add(-time.Millisecond)); !errors.Is(err, staff.ErrLocked) {
		t.Fatalf("failure while locked = %v, want ErrLocked", err)
	}
	if f := failures("S1", here); !reflect.DeepEqual(f, want) {
		t.Fatalf("a failure while locked changed the count: %+v", f)
	}
	// The lock is the address's alone: the same member from elsewhere counts on.
	if n, locked, err := record("S1", there, now.Add(time.Second)); err != nil || n != 2 || locked {
		t.Fatalf("failure from another address while locked here = %d, %v, %v; want 2, false", n, locked, err)
	}
	if m, err := e.StaffMember(ctx, "S1"); err != nil || !m.UpdatedAt.Equal(staffT0) {
		t.Fatalf("the member row changed: %+v, %v", m, err)
	}
	locks, err := e.StaffLocks(ctx, now)
	if err != nil || len(locks) != 1 || !reflect.DeepEqual(locks[0], want) {
		t.Fatalf("StaffLocks = %+v, %v; want the one lock", locks, err)
	}
	if locks, err := e.StaffLocks(ctx, until); err != nil || len(locks) != 0 {
		t.Fatalf("StaffLocks when the lock ends = %+v, %v; want none", locks, err)
	}

	// A success clears its address's count, never a lock in force.
	if err := e.ClearStaffFailures(ctx, "S1", here, now); err != nil {
		t.Fatal(err)
	}
	if f := failures("S1", here); !reflect.DeepEqual(f, want) {
		t.Fatalf("a lock was cleared: %+v", f)
	}
	if err := e.ClearStaffFailures(ctx, "S1", there, now); err != nil {
		t.Fatal(err)
	}
	if f := failures("S1", there); !reflect.DeepEqual(f, staff.Failures{MemberID: "S1", Address: there}) {
		t.Fatalf("after ClearStaffFailures: %+v", f)
	}
	if f := failures("S2", here); f.Failed != 1 {
		t.Fatalf("clearing S1 touched S2: %+v", f)
	}
	// Once the lock has passed, failures count again from zero.
	if n, locked, err := record("S1", here, until); err != nil || n != 1 || locked {
		t.Fatalf("failure after the lock = %d, %v, %v; want 1, false", n, locked, err)
	}
	// A count whose last failure is as old as the window starts again.
	if n, locked, err := record("S2", here, now.Add(15*time.Minute-time.Millisecond)); err != nil || n != 2 || locked {
		t.Fatalf("failure inside the window = %d, %v, %v; want 2, false", n, locked, err)
	}
	if n, locked, err := record("S2", here, now.Add(30*time.Minute-time.Millisecond)); err != nil || n != 1 || locked {
		t.Fatalf("failure a window after the last = %d, %v, %v; want 1, false", n, locked, err)
	}
	if f := failures("S1", here); f.Failed != 1 || !f.LockedUntil.IsZero() || !f.UpdatedAt.Equal(until) {
		t.Fatalf("the first failure after a lock = %+v, want a count of 1 and no lock", f)
	}
	// A limit of one locks at the first failure.
	relock := until.Add(15 * time.Minute)
	if n, locked, err := e.RecordStaffFailure(ctx, "S2", there, until, since, 1, relock); err != nil || n != 0 || !locked {
		t.Fatalf("first failure with a limit of one = %d, %v, %v; want 0, true", n, locked, err)
	}

	// The clean-up removes the counts that count for nothing: idle since the window's start and
	// not locked. Now: S1/here 1 at until, S2/here 1 at now+30m-1ms, S2/there locked at until
	// until relock.
	if n, err := e.DeleteStaleStaffFailures(ctx, until.Add(-time.Millisecond), until); err != nil || n != 0 {
		t.Fatalf("DeleteStaleStaffFailures (nothing stale) = %d, %v", n, err)
	}
	if n, err := e.DeleteStaleStaffFailures(ctx, until, until); err != nil || n != 1 {
		t.Fatalf("DeleteStaleStaffFailures = %d, %v; want the one idle count", n, err)
	}
	if f := failures("S1", here); !f.UpdatedAt.IsZero() {
		t.Fatalf("a stale count was kept: %+v", f)
	}
	if f := failures("S2", there); !f.Locked(until) {
		t.Fatalf("the clean-up removed a lock in force: %+v", f)
	}
	later := now.Add(time.Hour)
	if n, err := e.DeleteStaleStaffFailures(ctx, later, later); err != nil || n != 2 {
		t.Fatalf("DeleteStaleStaffFailures an hour on = %d, %v; want 2", n, err)
	}
}

// testStaffFailuresRace: a burst of failures from one address at once is counted in full, and
// exactly one of them locks; the rest find the lock.
func testStaffFailuresRace(t *testing.T, e Engine) {
	ctx := context.Background()
	mustInsertStaff(t, e, staffFixture("S1", "sam@example.com", staff.Admin))
	now, until := staffT0.Add(time.Minute), staffT0.Add(16*time.Minute)
	const workers, limit = 12, 5
	var wg sync.WaitGroup
	var mu sync.Mutex
	locks, refused := 0, 0
	counts := map[int]bool{}
	for range workers {
		wg.Go(func() {
			n, locked, err := e.RecordStaffFailure(ctx, "S1", "203.0.113.7", now, now.Add(-15*time.Minute), limit, until)
			mu.Lock()
			defer mu.Unlock()
			switch {
			case errors.Is(err, staff.ErrLocked):
				refused++
			case err != nil:
				t.Errorf("concurrent failure: %v", err)
			case locked:
				locks++
			default:
				counts[n] = true
			}
		})
	}
	wg.Wait()
	if t.Failed() {
		return
	}
	if locks != 1 || refused != workers-limit || len(counts) != limit-1 {
		t.Fatalf("%d concurrent failures, limit %d: %d locked, %d refused, counts %v; want 1, %d, 1 to %d",
			workers, limit, locks, refused, counts, workers-limit, limit-1)
	}
	if f, err := e.StaffFailures(ctx, "S1", "203.0.113.7"); err != nil || !f.LockedUntil.Equal(until) || f.Failed != 0 {
		t.Fatalf("after the burst: %+v, %v", f, err)
	}
}

func testStaffSessions(t *testing.T, e Engine) {
	ctx := context.Background()
	mustInsertStaff(t, e, staffFixture("S1", "sam@example.com", staff.Fulfilment))
	mustInsertStaff(t, e, staffFixture("S2", "alex@example.com", staff.Admin))
	a := staff.Session{TokenHash: "hash-a", StaffID: "S1", CreatedAt: staffT0, ExpiresAt: staffT0.Add(12 * time.Hour)}
	b := staff.Session{TokenHash: "hash-b", StaffID: "S1", CreatedAt: staffT0, ExpiresAt: staffT0.Add(time.Hour)}
	c := staff.Session{TokenHash: "hash-c", StaffID: "S2", CreatedAt: staffT0, ExpiresAt: staffT0.Add(time.Hour)}
	for _, s := range []staff.Session{a, b, c} {
		if err := e.InsertStaffSession(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.InsertStaffSession(ctx, a); !errors.Is(err, storage.ErrConflict) {
		t.Fatalf("InsertStaffSession(same token) = %v, want ErrConflict", err)
	}
	if got, err := e.StaffSession(ctx, "hash-a", staffT0); err != nil || !reflect.DeepEqual(got, a) {
		t.Fatalf("StaffSession = %+v, %v; want %+v", got, err, a)
	}
	if _, err := e.StaffSession(ctx, "hash-b", b.ExpiresAt); !errors.Is(err, staff.ErrNotFound) {
		t.Fatalf("StaffSession(at its expiry) = %v, want ErrNotFound", err)
	}
	if _, err := e.StaffSession(ctx, "nope", staffT0); !errors.Is(err, staff.ErrNotFound) {
		t.Fatalf("StaffSession(unknown) = %v, want ErrNotFound", err)
	}

	// b and c expired at the same instant; expiry removes both, and not a.
	n, err := e.DeleteExpiredStaffSessions(ctx, staffT0.Add(time.Hour))
	if err != nil || n != 2 {
		t.Fatalf("DeleteExpiredStaffSessions = %d, %v; want 2", n, err)
	}
	if _, err := e.StaffSession(ctx, "hash-a", staffT0); err != nil {
		t.Fatalf("unexpired session deleted: %v", err)
	}
	if err := e.DeleteStaffSession(ctx, "hash-a"); err != nil {
		t.Fatal(err)
	}
	if _, err := e.StaffSession(ctx, "hash-a", staffT0); !errors.Is(err, staff.ErrNotFound) {
		t.Fatalf("deleted session = %v, want ErrNotFound", err)
	}
	if err := e.DeleteStaffSession(ctx, "hash-a"); err != nil {
		t.Fatalf("DeleteStaffSession(gone) = %v, want nil", err)
	}

	// DeleteStaffSessions ends one member's sessions only.
	for _, s := range []staff.Session{a, b, c} {
		s.ExpiresAt = staffT0.Add(48 * time.Hour)
		if err := e.InsertStaffSession(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.DeleteStaffSessions(ctx, "S1"); err != nil {
		t.Fatal(err)
	}
	for hash, alive := range map[string]bool{"hash-a": false, "hash-b": false, "hash-c": true} {
		if _, err := e.StaffSession(ctx, hash, staffT0); (err == nil) != alive {
			t.Fatalf("after DeleteStaffSessions(S1): %s alive = %v (%v), want %v", hash, err == nil, err, alive)
		}
	}
}

func testStaffAudit(t *testing.T, e Engine) {
	ctx := context.Background()
	entries := []staff.AuditEntry{
		{At: staffT0, Actor: "sam@example.com", Action: "consignment.picked", Subject: "10001-C1", Detail: `{"status":"picked"}`},
		{At: staffT0.Add(time.Minute), Actor: "alex@example.com", Action: "staff.signIn", Subject: "alex@example.com"},
		{At: staffT0.Add(2 * time.Minute), Actor: "sam@example.com", Action: "consignment.shipped", Subject: "10001-C1",
			Detail: `{"carrier":"AusPost","trackingNumber":"AP123"}`},
		// The same instant as the one before: the order of insertion breaks the tie.
		{At: staffT0.Add(2 * time.Minute), Actor: "system", Action: "shop.note"},
	}
	for _, en := range entries {
		if err := e.InsertAudit(ctx, en); err != nil {
			t.Fatal(err)
		}
	}
	got, err := e.Audit(ctx, "10001-C1", 10)
	if err != nil || len(got) != 2 {
		t.Fatalf("Audit(subject) = %+v, %v", got, err)
	}
	for i, want := range []staff.AuditEntry{entries[0], entries[2]} {
		if got[i].ID == 0 {
			t.Fatalf("entry %d has no id", i)
		}
		want.ID = got[i].ID
		if !reflect.DeepEqual(got[i], want) {
			t.Fatalf("Audit(subject)[%d] = %+v, want %+v", i, got[i], want)
		}
	}
	if got[0].ID >= got[1].ID {
		t.Fatalf("ids not increasing: %d, %d", got[0].ID, got[1].ID)
	}
	if got, err := e.Audit(ctx, "10001-C1", 1); err != nil || len(got) != 1 || got[0].Action != "consignment.picked" {
		t.Fatalf("Audit(subject, 1) = %+v, %v; want the oldest", got, err)
	}
	latest, err := e.Audit(ctx, "", 3)
	if err != nil || len(latest) != 3 {
		t.Fatalf("Audit(whole log, 3) = %+v, %v", latest, err)
	}
	for i, action := range []string{"shop.note", "consignment.shipped", "staff.signIn"} {
		if latest[i].Action != action {
			t.Fatalf("Audit(whole log)[%d] = %s, want %s (newest first)", i, latest[i].Action, action)
		}
	}
	if all, err := e.Audit(ctx, "", 0); err != nil || len(all) != len(entries) {
		t.Fatalf("Audit(whole log, default limit) = %d entries, %v", len(all), err)
	}
	if none, err := e.Audit(ctx, "nothing", 10); err != nil || len(none) != 0 {
		t.Fatalf("Audit(unknown subject) = %+v, %v", none, err)
	}
}

// testStaffAuditOf: the entries of many subjects in one read are each subject's as Audit reads
// them (its oldest limit), all oldest first by at then id.
func testStaffAuditOf(t *testing.T, e Engine) {
	ctx := context.Background()
	at := func(minutes int) time.Time { return staffT0.Add(time.Duration(minutes) * time.Minute) }
	for _, en := range []staff.AuditEntry{
		{At: at(0), Actor: "shopper", Action: "order.placed", Subject: "20001"},
		{At: at(1), Actor: "sam@example.com", Action: "consignment.picked", Subject: "20001-2"},
		{At: at(1), Actor: "sam@example.com", Action: "consignment.picked", Subject: "20001-1"}, // a tie: the id breaks it
		{At: at(2), Actor: "sam@example.com", Action: "consignment.shipped", Subject: "20001-1", Detail: `{"carrier":"auspost"}`},
		{At: at(3), Actor: "sam@example.com", Action: "consignment.picked", Subject: "20002-1"}, // another order's
		{At: at(4), Actor: "system", Action: "shop.note"},                                       // no subject
		{At: at(5), Actor: "shopper", Action: "return.requested", Subject: "R20001-1"},
		{At: at(6), Actor: "sam@example.com", Action: "consignment.shipped", Subject: "20001-2"},
		{At: at(7), Actor: "pat@example.com", Action: "return.received", Subject: "R20001-1"},
	} {
		if err := e.InsertAudit(ctx, en); err != nil {
			t.Fatal(err)
		}
	}
	subjects := []string{"20001", "20001-1", "20001-2", "R20001-1"}
	// each is what Audit answers for every subject, merged oldest first.
	each := func(limit int) []staff.AuditEntry {
		var out []staff.AuditEntry
		for _, s := range subjects {
			es, err := e.Audit(ctx, s, limit)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, es...)
		}
		slices.SortFunc(out, func(a, b staff.AuditEntry) int { return cmp.Or(a.At.Compare(b.At), cmp.Compare(a.ID, b.ID)) })
		return out
	}
	cases := []struct {
		name     string
		subjects []string
		limit    int
		want     []staff.AuditEntry
	}{
		{"every subject", subjects, 10, each(10)},
		{"the default limit", subjects, 0, each(10)},
		{"the oldest of each", subjects, 1, each(1)},
		{"the oldest two of each", subjects, 2, each(2)},
		{"a subject once, no empty subject", []string{"20001-1", "", "20001-1"}, 10, nil},
		{"no subjects", nil, 10, nil},
		{"unknown subjects", []string{"nothing", "R0"}, 10, nil},
	}
	once, err := e.Audit(ctx, "20001-1", 10)
	if err != nil {
		t.Fatal(err)
	}
	cases[4].want = once
	if n := len(cases[0].want); n != 7 {
		t.Fatalf("the order's subjects have %d entries, want 7", n)
	}
	if n := len(cases[2].want); n != 4 {
		t.Fatalf("the oldest of each: %d entries, want 4", n)
	}
	for _, tc := range cases {
		got, err := e.AuditOf(ctx, tc.subjects, tc.limit)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if len(got) != len(tc.want) || (len(got) > 0 && !reflect.DeepEqual(got, tc.want)) {
			t.Fatalf("%s: AuditOf = %+v, want %+v", tc.name, got, tc.want)
		}
	}
	// The tie at minute 1 goes by id: 20001-2's entry was written first.
	got, _ := e.AuditOf(ctx, subjects, 10)
	if got[1].Subject != "20001-2" || got[2].Subject != "20001-1" {
		t.Fatalf("a tie in at: %s then %s, want 20001-2 then 20001-1 (by id)", got[1].Subject, got[2].Subject)
	}
}

// testStaffTxRollsBack: the audit entry of a change staff make commits or rolls back with it.
func testStaffTxRollsBack(t *testing.T, e Engine) {
	ctx := context.Background()
	boom := errors.New("boom")
	err := e.WithTx(ctx, func(tx storage.Stores) error {
		if err := tx.InsertStaffMember(ctx, staffFixture("S1", "sam@example.com", staff.Fulfilment)); err != nil {
			return err
		}
		if err := staff.WriteAudit(ctx, tx, staffT0, "system", "staff.added", "sam@example.com", nil); err != nil {
			return err
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("WithTx = %v, want boom", err)
	}
	if _, err := e.StaffMember(ctx, "S1"); !errors.Is(err, staff.ErrNotFound) {
		t.Fatalf("member after rollback: %v", err)
	}
	if got, err := e.Audit(ctx, "", 10); err != nil || len(got) != 0 {
		t.Fatalf("audit after rollback = %+v, %v", got, err)
	}
}

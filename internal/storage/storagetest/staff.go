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
		Failed: 3, LockedUntil: staffT0.Add(15 * time.Minute), Disabled: true,
		CreatedAt: staffT0.Add(time.Millisecond), UpdatedAt: staffT0.Add(time.Second)}
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
	changed.Failed, changed.LockedUntil, changed.Disabled = 0, time.Time{}, false
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

// testStaffFailures: failures count one by one, the one that reaches the limit locks and restarts
// the count, a locked member is left alone, and concurrent failures are all counted.
func testStaffFailures(t *testing.T, e Engine) {
	ctx := context.Background()
	mustInsertStaff(t, e, staffFixture("S1", "sam@example.com", staff.Fulfilment))
	now, until := staffT0.Add(time.Minute), staffT0.Add(16*time.Minute)
	for i := 1; i < 3; i++ {
		n, locked, err := e.RecordStaffFailure(ctx, "S1", now, 3, until)
		if err != nil || n != i || locked {
			t.Fatalf("failure %d = %d, %v, %v", i, n, locked, err)
		}
	}
	n, locked, err := e.RecordStaffFailure(ctx, "S1", now, 3, until)
	if err != nil || n != 0 || !locked {
		t.Fatalf("locking failure = %d, %v, %v; want 0, true", n, locked, err)
	}
	m, err := e.StaffMember(ctx, "S1")
	if err != nil || m.Failed != 0 || !m.LockedUntil.Equal(until) || !m.UpdatedAt.Equal(now) {
		t.Fatalf("locked member = %+v, %v", m, err)
	}
	if _, _, err := e.RecordStaffFailure(ctx, "S1", until.Add(-time.Millisecond), 3, until.Add(time.Hour)); !errors.Is(err, staff.ErrLocked) {
		t.Fatalf("failure while locked = %v, want ErrLocked", err)
	}
	if m2, _ := e.StaffMember(ctx, "S1"); !m2.LockedUntil.Equal(until) || m2.Failed != 0 {
		t.Fatalf("a failure while locked changed the member: %+v", m2)
	}
	// Once the lock has passed, failures count again from zero.
	if n, locked, err := e.RecordStaffFailure(ctx, "S1", until, 3, until.Add(15*time.Minute)); err != nil || n != 1 || locked {
		t.Fatalf("failure after the lock = %d, %v, %v; want 1, false", n, locked, err)
	}
	if _, _, err := e.RecordStaffFailure(ctx, "S9", now, 3, until); !errors.Is(err, staff.ErrNotFound) {
		t.Fatalf("RecordStaffFailure(unknown) = %v, want ErrNotFound", err)
	}

	// Concurrent failures: none is lost, exactly one of them locks.
	mustInsertStaff(t, e, staffFixture("S2", "alex@example.com", staff.Admin))
	const workers = 8
	var wg sync.WaitGroup
	var mu sync.Mutex
	locks, errs := 0, 0
	for range workers {
		wg.Go(func() {
			_, locked, err := e.RecordStaffFailure(ctx, "S2", now, workers, until)
			mu.Lock()
			defer mu.Unlock()
			if locked {
				locks++
			}
			if err != nil {
				t.Errorf("concurrent failure: %v", err)
				errs++
			}
		})
	}
	wg.Wait()
	if m, err := e.StaffMember(ctx, "S2"); errs == 0 && (err != nil || locks != 1 || !m.LockedUntil.Equal(until)) {
		t.Fatalf("after %d concurrent failures: %d locked, member %+v, %v", workers, locks, m, err)
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

package staff_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/staff"
	"github.com/wattle/storefront/internal/storage/storagetest"
)

// cheap hashing keeps the tests fast; the service is the same at any cost.
var cheap = account.HashParams{MemoryKiB: 64, Time: 1, Threads: 1}

var t0 = time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)

type fixture struct {
	svc   *staff.Service
	store staff.Store
	clock *clock.Fixed
}

func newFixture(t *testing.T) fixture {
	t.Helper()
	e := storagetest.OpenSQLite(t)
	c := clock.NewFixed(t0)
	return fixture{svc: staff.NewService(e, account.NewHasher(cheap, 2, 0), c), store: e, clock: c}
}

// add adds a member and returns it with its initial password.
func (f fixture) add(t *testing.T, email string, role staff.Role) (staff.Member, string) {
	t.Helper()
	m, pw, err := f.svc.Add(context.Background(), "", email, "Sam Picker", role)
	if err != nil {
		t.Fatalf("Add(%s): %v", email, err)
	}
	return m, pw
}

// actions lists the actions of the audit log about subject, oldest first.
func (f fixture) actions(t *testing.T, subject string) []string {
	t.Helper()
	es, err := f.svc.Entries(context.Background(), subject, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range es {
		out = append(out, e.Action)
	}
	return out
}

func wantActions(t *testing.T, got []string, want ...string) {
	t.Helper()
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("audit actions = %v, want %v", got, want)
	}
}

func TestAdd(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := context.Background()
	m, pw, err := f.svc.Add(ctx, "boss@example.com", "  Sam@Example.COM ", " Sam Picker ", staff.Fulfilment)
	if err != nil {
		t.Fatal(err)
	}
	if m.Email != "sam@example.com" || m.Name != "Sam Picker" || m.Role != staff.Fulfilment || m.ID == "" ||
		!m.CreatedAt.Equal(t0) || m.Failed != 0 || m.Disabled {
		t.Fatalf("Add = %+v", m)
	}
	if len(pw) != staff.PasswordLength || strings.ContainsAny(pw, "0O1lIo") {
		t.Fatalf("initial password %q: want %d characters without look-alikes", pw, staff.PasswordLength)
	}
	if !strings.HasPrefix(m.PasswordHash, "$argon2id$") || strings.Contains(m.PasswordHash, pw) {
		t.Fatalf("stored hash %q", m.PasswordHash)
	}
	stored, err := f.store.StaffMemberByEmail(ctx, "sam@example.com")
	if err != nil || stored != m {
		t.Fatalf("stored member = %+v, %v; want %+v", stored, err, m)
	}
	es, err := f.svc.Entries(ctx, "sam@example.com", 0)
	if err != nil || len(es) != 1 {
		t.Fatalf("audit = %+v, %v", es, err)
	}
	if e := es[0]; e.Actor != "boss@example.com" || e.Action != staff.ActionAdded || e.Detail != `{"role":"fulfilment"}` || !e.At.Equal(t0) {
		t.Fatalf("audit entry = %+v", e)
	}
	// Without an actor, the shop itself did it.
	f.add(t, "alex@example.com", staff.Admin)
	if es, _ := f.svc.Entries(ctx, "alex@example.com", 0); len(es) != 1 || es[0].Actor != staff.SystemActor {
		t.Fatalf("audit of an add without actor = %+v", es)
	}

	for _, tc := range []struct {
		name, email, who string
		role             staff.Role
		want             error
	}{
		{"duplicate e-mail", "SAM@example.com", "Sam", staff.Manager, staff.ErrEmailTaken},
		{"empty e-mail", " ", "Sam", staff.Manager, staff.ErrInvalidEmail},
		{"malformed e-mail", "sam@", "Sam", staff.Manager, staff.ErrInvalidEmail},
		{"unknown role", "new@example.com", "Sam", staff.Role("owner"), staff.ErrInvalidRole},
		{"empty role", "new@example.com", "Sam", "", staff.ErrInvalidRole},
		{"long name", "new@example.com", strings.Repeat("a", 101), staff.Manager, staff.ErrInvalidName},
		{"control in name", "new@example.com", "Sam\nEvil", staff.Manager, staff.ErrInvalidName},
	} {
		if _, _, err := f.svc.Add(ctx, "", tc.email, tc.who, tc.role); !errors.Is(err, tc.want) {
			t.Errorf("%s: Add = %v, want %v", tc.name, err, tc.want)
		}
	}
	if ms, err := f.svc.Members(ctx); err != nil || len(ms) != 2 {
		t.Fatalf("Members after refused adds = %d, %v; want 2", len(ms), err)
	}
}

func TestNewPassword(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	chars := map[rune]bool{}
	for range 200 {
		pw := staff.NewPassword()
		if len(pw) != staff.PasswordLength || seen[pw] {
			t.Fatalf("password %q: wrong length or repeated", pw)
		}
		seen[pw] = true
		for _, r := range pw {
			chars[r] = true
		}
	}
	// 4000 draws from 56 characters: every one shows up.
	if len(chars) != 56 {
		t.Fatalf("%d distinct characters in 200 passwords, want all 56", len(chars))
	}
}

func TestSignInAndOut(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := context.Background()
	m, pw := f.add(t, "sam@example.com", staff.CustomerService)

	token, got, err := f.svc.SignIn(ctx, " SAM@example.com", pw)
	if err != nil || got.ID != m.ID || len(token) != 43 {
		t.Fatalf("SignIn = %q, %+v, %v", token, got, err)
	}
	who, err := f.svc.Resolve(ctx, token)
	if err != nil || who.ID != m.ID || who.Role != staff.CustomerService {
		t.Fatalf("Resolve = %+v, %v", who, err)
	}
	// The store keeps the token's hash, not the token.
	if _, err := f.store.StaffSession(ctx, token, f.clock.Now()); !errors.Is(err, staff.ErrNotFound) {
		t.Fatalf("session found by the raw token: %v", err)
	}
	for _, bad := range []string{"", "nope", token + "x"} {
		if _, err := f.svc.Resolve(ctx, bad); !errors.Is(err, staff.ErrNotFound) {
			t.Fatalf("Resolve(%q) = %v, want ErrNotFound", bad, err)
		}
	}

	// Two sessions at once (two devices); signing out ends one.
	other, _, err := f.svc.SignIn(ctx, "sam@example.com", pw)
	if err != nil || other == token {
		t.Fatalf("second SignIn = %q, %v", other, err)
	}
	if err := f.svc.SignOut(ctx, token); err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.Resolve(ctx, token); !errors.Is(err, staff.ErrNotFound) {
		t.Fatalf("Resolve after SignOut = %v", err)
	}
	if _, err := f.svc.Resolve(ctx, other); err != nil {
		t.Fatalf("the other session ended too: %v", err)
	}
	if err := f.svc.SignOut(ctx, token); err != nil {
		t.Fatalf("SignOut twice = %v", err)
	}
	if err := f.svc.SignOut(ctx, ""); err != nil {
		t.Fatalf("SignOut(empty) = %v", err)
	}
	wantActions(t, f.actions(t, "sam@example.com"), staff.ActionAdded, staff.ActionSignIn, staff.ActionSignIn, staff.ActionSignOut)
}

func TestWrongPasswordAndUnknownEmail(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := context.Background()
	_, pw := f.add(t, "sam@example.com", staff.Fulfilment)
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", pw+"x"); !errors.Is(err, staff.ErrBadCredentials) {
		t.Fatalf("wrong password = %v, want ErrBadCredentials", err)
	}
	if m, _ := f.store.StaffMemberByEmail(ctx, "sam@example.com"); m.Failed != 1 {
		t.Fatalf("Failed = %d after one failure", m.Failed)
	}
	if _, _, err := f.svc.SignIn(ctx, "nobody@example.com", pw); !errors.Is(err, staff.ErrBadCredentials) {
		t.Fatalf("unknown e-mail = %v, want ErrBadCredentials", err)
	}
	// Malformed e-mails are refused alike, and logged without what was sent.
	for _, bad := range []string{"", "sam\x00@example.com", strings.Repeat("a", 300) + "@example.com"} {
		if _, _, err := f.svc.SignIn(ctx, bad, pw); !errors.Is(err, staff.ErrBadCredentials) {
			t.Fatalf("SignIn(%.20q) = %v, want ErrBadCredentials", bad, err)
		}
	}
	if es, err := f.svc.Entries(ctx, "(malformed e-mail)", 0); err != nil || len(es) != 3 {
		t.Fatalf("audit of malformed e-mails = %+v, %v", es, err)
	}
	es, err := f.svc.Entries(ctx, "nobody@example.com", 0)
	if err != nil || len(es) != 1 || es[0].Action != staff.ActionSignInFailed || es[0].Detail != `{"reason":"unknown"}` {
		t.Fatalf("audit of an unknown e-mail = %+v, %v", es, err)
	}
	es, _ = f.svc.Entries(ctx, "sam@example.com", 0)
	var detail struct {
		Reason string
		Failed int
	}
	if len(es) != 2 || json.Unmarshal([]byte(es[1].Detail), &detail) != nil || detail.Reason != "password" || detail.Failed != 1 {
		t.Fatalf("audit of a wrong password = %+v", es)
	}
	// Success resets the count.
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", pw); err != nil {
		t.Fatal(err)
	}
	if m, _ := f.store.StaffMemberByEmail(ctx, "sam@example.com"); m.Failed != 0 || !m.UpdatedAt.Equal(t0) {
		t.Fatalf("after success: %+v", m)
	}
}

func TestLockout(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := context.Background()
	_, pw := f.add(t, "sam@example.com", staff.Manager)
	for i := 1; i < staff.MaxFailures; i++ {
		if _, _, err := f.svc.SignIn(ctx, "sam@example.com", "guess"); !errors.Is(err, staff.ErrBadCredentials) {
			t.Fatalf("failure %d = %v, want ErrBadCredentials", i, err)
		}
		f.clock.Advance(time.Second)
	}
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", "guess"); !errors.Is(err, staff.ErrLocked) {
		t.Fatalf("failure %d = %v, want ErrLocked", staff.MaxFailures, err)
	}
	lockedAt := f.clock.Now()
	m, _ := f.store.StaffMemberByEmail(ctx, "sam@example.com")
	if !m.LockedUntil.Equal(lockedAt.Add(staff.LockoutDuration)) || !m.Locked(lockedAt) {
		t.Fatalf("locked member = %+v", m)
	}
	// Locked: the right password does not get in either.
	f.clock.Advance(staff.LockoutDuration - time.Millisecond)
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", pw); !errors.Is(err, staff.ErrLocked) {
		t.Fatalf("right password while locked = %v, want ErrLocked", err)
	}
	f.clock.Advance(time.Millisecond)
	token, _, err := f.svc.SignIn(ctx, "sam@example.com", pw)
	if err != nil {
		t.Fatalf("after the lockout: %v", err)
	}
	if _, err := f.svc.Resolve(ctx, token); err != nil {
		t.Fatal(err)
	}
	if m, _ := f.store.StaffMemberByEmail(ctx, "sam@example.com"); m.Failed != 0 || !m.LockedUntil.IsZero() {
		t.Fatalf("after success: %+v", m)
	}
	want := []string{staff.ActionAdded}
	for range staff.MaxFailures {
		want = append(want, staff.ActionSignInFailed)
	}
	want = append(want, staff.ActionLocked, staff.ActionSignInFailed, staff.ActionSignIn)
	wantActions(t, f.actions(t, "sam@example.com"), want...)

	// A lock that has passed does not leave the count near the limit: one failure is one.
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", "guess"); !errors.Is(err, staff.ErrBadCredentials) {
		t.Fatalf("failure after the lockout = %v, want ErrBadCredentials", err)
	}
}

// TestLockoutConcurrent: a burst of wrong guesses at once is counted in full, so the lock holds
// against parallel guessing too.
func TestLockoutConcurrent(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := context.Background()
	f.add(t, "sam@example.com", staff.Admin)
	const guesses = 3 * staff.MaxFailures
	var wg sync.WaitGroup
	var mu sync.Mutex
	answers := map[error]int{}
	for range guesses {
		wg.Go(func() {
			_, _, err := f.svc.SignIn(ctx, "sam@example.com", "guess")
			mu.Lock()
			answers[err]++
			mu.Unlock()
		})
	}
	wg.Wait()
	if answers[staff.ErrBadCredentials] != staff.MaxFailures-1 || answers[staff.ErrLocked] != guesses-staff.MaxFailures+1 {
		t.Fatalf("answers = %v; want %d ErrBadCredentials and the rest ErrLocked", answers, staff.MaxFailures-1)
	}
	if locks := strings.Count(strings.Join(f.actions(t, "sam@example.com"), " "), staff.ActionLocked); locks != 1 {
		t.Fatalf("%d lock entries, want 1", locks)
	}
}

func TestDisabled(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := context.Background()
	_, pw := f.add(t, "sam@example.com", staff.Fulfilment)
	token, _, err := f.svc.SignIn(ctx, "sam@example.com", pw)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.svc.Disable(ctx, "boss@example.com", "Sam@example.com"); err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.Resolve(ctx, token); !errors.Is(err, staff.ErrNotFound) {
		t.Fatalf("Resolve after Disable = %v, want ErrNotFound", err)
	}
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", pw); !errors.Is(err, staff.ErrBadCredentials) {
		t.Fatalf("disabled SignIn = %v, want ErrBadCredentials", err)
	}
	if err := f.svc.Disable(ctx, "boss@example.com", "sam@example.com"); err != nil {
		t.Fatalf("Disable twice = %v", err)
	}
	if err := f.svc.Disable(ctx, "boss@example.com", "nobody@example.com"); !errors.Is(err, staff.ErrNotFound) {
		t.Fatalf("Disable(unknown) = %v, want ErrNotFound", err)
	}
	wantActions(t, f.actions(t, "sam@example.com"), staff.ActionAdded, staff.ActionSignIn, staff.ActionDisabled, staff.ActionSignInFailed)

	// A session that outlives its member's enabling (written before the flag) is refused too.
	m, _ := f.store.StaffMemberByEmail(ctx, "sam@example.com")
	m.Disabled = false
	if err := f.store.UpdateStaffMember(ctx, m); err != nil {
		t.Fatal(err)
	}
	token, _, err = f.svc.SignIn(ctx, "sam@example.com", pw)
	if err != nil {
		t.Fatalf("re-enabled SignIn: %v", err)
	}
	m.Disabled = true
	if err := f.store.UpdateStaffMember(ctx, m); err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.Resolve(ctx, token); !errors.Is(err, staff.ErrNotFound) {
		t.Fatalf("Resolve of a disabled member's session = %v, want ErrNotFound", err)
	}
}

func TestSessionExpiryAndCleanup(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := context.Background()
	_, pw := f.add(t, "sam@example.com", staff.Fulfilment)
	token, _, err := f.svc.SignIn(ctx, "sam@example.com", pw)
	if err != nil {
		t.Fatal(err)
	}
	f.clock.Advance(staff.SessionTTL - time.Millisecond)
	if _, err := f.svc.Resolve(ctx, token); err != nil {
		t.Fatalf("Resolve just before expiry: %v", err)
	}
	f.clock.Advance(time.Millisecond)
	if _, err := f.svc.Resolve(ctx, token); !errors.Is(err, staff.ErrNotFound) {
		t.Fatalf("Resolve at expiry = %v, want ErrNotFound", err)
	}
	fresh, _, err := f.svc.SignIn(ctx, "sam@example.com", pw)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.svc.Cleanup(ctx, staff.CleanupArgs{}); err != nil {
		t.Fatal(err)
	}
	if n, err := f.store.DeleteExpiredStaffSessions(ctx, f.clock.Now()); err != nil || n != 0 {
		t.Fatalf("expired sessions left after Cleanup: %d, %v", n, err)
	}
	if _, err := f.svc.Resolve(ctx, fresh); err != nil {
		t.Fatalf("Cleanup removed a live session: %v", err)
	}
	if (staff.CleanupArgs{}).Kind() == "" {
		t.Fatal("CleanupArgs has no kind")
	}
}

func TestRehash(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := context.Background()
	m, pw := f.add(t, "sam@example.com", staff.Fulfilment)
	// The same password hashed with other parameters, as an older configuration made it.
	old, err := account.NewHasher(account.HashParams{MemoryKiB: 32, Time: 1, Threads: 1}, 1, 0).Hash(ctx, pw)
	if err != nil {
		t.Fatal(err)
	}
	m.PasswordHash = old
	if err := f.store.UpdateStaffMember(ctx, m); err != nil {
		t.Fatal(err)
	}
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", pw); err != nil {
		t.Fatal(err)
	}
	got, _ := f.store.StaffMember(ctx, m.ID)
	if got.PasswordHash == old || !strings.Contains(got.PasswordHash, "m=64,t=1,p=1") {
		t.Fatalf("hash after sign-in = %q, want one with the current parameters", got.PasswordHash)
	}
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", pw); err != nil {
		t.Fatalf("SignIn with the new hash: %v", err)
	}
}

func TestAuditHelper(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := context.Background()
	if err := f.svc.Audit(ctx, "sam@example.com", "consignment.shipped", "10001-C1",
		map[string]string{"carrier": "AusPost", "trackingNumber": "AP1"}); err != nil {
		t.Fatal(err)
	}
	if err := f.svc.Audit(ctx, "sam@example.com", "return.received", "R1", nil); err != nil {
		t.Fatal(err)
	}
	if err := f.svc.Audit(ctx, "sam@example.com", "bad", "", func() {}); err == nil {
		t.Fatal("Audit with an unencodable detail succeeded")
	}
	es, err := f.svc.Entries(ctx, "", 0)
	if err != nil || len(es) != 2 {
		t.Fatalf("Entries = %+v, %v", es, err)
	}
	if es[1].Detail != `{"carrier":"AusPost","trackingNumber":"AP1"}` || es[0].Detail != "" || es[0].Subject != "R1" {
		t.Fatalf("entries = %+v", es)
	}
}

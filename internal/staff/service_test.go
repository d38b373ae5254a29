package staff_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
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

// Clients at two addresses: a guesser's and the member's own.
var (
	here  = account.Client{IP: "203.0.113.7"}
	there = account.Client{IP: "198.51.100.9"}
)

type fixture struct {
	svc   *staff.Service
	store *countingStore
	clock *clock.Fixed
}

// countingStore is the SQLite engine, counting the reads of a member (a sign-in's first step).
type countingStore struct {
	staff.Store
	reads atomic.Int64
}

func (c *countingStore) StaffMemberByEmail(ctx context.Context, email string) (staff.Member, error) {
	c.reads.Add(1)
	return c.Store.StaffMemberByEmail(ctx, email)
}

func (c *countingStore) StaffMember(ctx context.Context, id string) (staff.Member, error) {
	c.reads.Add(1)
	return c.Store.StaffMember(ctx, id)
}

func newFixture(t *testing.T) fixture { return newLimitedFixture(t, staff.DefaultLimits) }

func newLimitedFixture(t *testing.T, l staff.Limits) fixture {
	t.Helper()
	st := &countingStore{Store: storagetest.OpenSQLite(t)}
	c := clock.NewFixed(t0)
	return fixture{svc: staff.NewService(st, account.NewHasher(cheap, 2, 0), c, l), store: st, clock: c}
}

// failures are the member's failures counted from c's address.
func (f fixture) failures(t *testing.T, m staff.Member, c account.Client) staff.Failures {
	t.Helper()
	got, err := f.store.StaffFailures(context.Background(), m.ID, staff.AddressOf(c.IP))
	if err != nil {
		t.Fatal(err)
	}
	return got
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
		!m.CreatedAt.Equal(t0) || m.Disabled {
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

	token, got, err := f.svc.SignIn(ctx, " SAM@example.com", pw, here)
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
	other, _, err := f.svc.SignIn(ctx, "sam@example.com", pw, here)
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
	m, pw := f.add(t, "sam@example.com", staff.Fulfilment)
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", pw+"x", here); !errors.Is(err, staff.ErrBadCredentials) {
		t.Fatalf("wrong password = %v, want ErrBadCredentials", err)
	}
	if got := f.failures(t, m, here); got.Failed != 1 || !got.UpdatedAt.Equal(t0) {
		t.Fatalf("failures after one = %+v", got)
	}
	if _, _, err := f.svc.SignIn(ctx, "nobody@example.com", pw, here); !errors.Is(err, staff.ErrBadCredentials) {
		t.Fatalf("unknown e-mail = %v, want ErrBadCredentials", err)
	}
	// Malformed e-mails are refused alike, and logged without what was sent.
	for _, bad := range []string{"", "sam\x00@example.com", strings.Repeat("a", 300) + "@example.com"} {
		if _, _, err := f.svc.SignIn(ctx, bad, pw, here); !errors.Is(err, staff.ErrBadCredentials) {
			t.Fatalf("SignIn(%.20q) = %v, want ErrBadCredentials", bad, err)
		}
	}
	if es, err := f.svc.Entries(ctx, "(malformed e-mail)", 0); err != nil || len(es) != 3 {
		t.Fatalf("audit of malformed e-mails = %+v, %v", es, err)
	}
	es, err := f.svc.Entries(ctx, "nobody@example.com", 0)
	if err != nil || len(es) != 1 || es[0].Action != staff.ActionSignInFailed || es[0].Detail != `{"address":"203.0.113.7","reason":"unknown"}` {
		t.Fatalf("audit of an unknown e-mail = %+v, %v", es, err)
	}
	es, _ = f.svc.Entries(ctx, "sam@example.com", 0)
	var detail struct {
		Reason  string
		Failed  int
		Address string
	}
	if len(es) != 2 || json.Unmarshal([]byte(es[1].Detail), &detail) != nil || detail.Reason != "password" || detail.Failed != 1 ||
		detail.Address != here.IP {
		t.Fatalf("audit of a wrong password = %+v", es)
	}
	// Success clears the count of its address.
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", pw, here); err != nil {
		t.Fatal(err)
	}
	if got := f.failures(t, m, here); got.Failed != 0 || !got.UpdatedAt.IsZero() {
		t.Fatalf("after success: %+v", got)
	}
	if got, _ := f.store.StaffMember(ctx, m.ID); !got.UpdatedAt.Equal(t0) {
		t.Fatalf("the member row changed: %+v", got)
	}
}

func TestLockout(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := context.Background()
	m, pw := f.add(t, "sam@example.com", staff.Manager)
	for i := 1; i < staff.MaxFailures; i++ {
		if _, _, err := f.svc.SignIn(ctx, "sam@example.com", "guess", here); !errors.Is(err, staff.ErrBadCredentials) {
			t.Fatalf("failure %d = %v, want ErrBadCredentials", i, err)
		}
		f.clock.Advance(time.Second)
	}
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", "guess", here); !errors.Is(err, staff.ErrLocked) {
		t.Fatalf("failure %d = %v, want ErrLocked", staff.MaxFailures, err)
	}
	lockedAt := f.clock.Now()
	if got := f.failures(t, m, here); !got.LockedUntil.Equal(lockedAt.Add(staff.LockoutDuration)) || !got.Locked(lockedAt) {
		t.Fatalf("locked count = %+v", got)
	}
	// Locked here: the right password does not get in from here either, nor does a wrong one count.
	f.clock.Advance(staff.LockoutDuration - time.Millisecond)
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", pw, here); !errors.Is(err, staff.ErrLocked) {
		t.Fatalf("right password while locked = %v, want ErrLocked", err)
	}
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", "guess", here); !errors.Is(err, staff.ErrLocked) {
		t.Fatalf("wrong password while locked = %v, want ErrLocked", err)
	}
	f.clock.Advance(time.Millisecond)
	token, _, err := f.svc.SignIn(ctx, "sam@example.com", pw, here)
	if err != nil {
		t.Fatalf("after the lockout: %v", err)
	}
	if _, err := f.svc.Resolve(ctx, token); err != nil {
		t.Fatal(err)
	}
	if got := f.failures(t, m, here); !got.UpdatedAt.IsZero() {
		t.Fatalf("after success: %+v", got)
	}
	want := []string{staff.ActionAdded}
	for range staff.MaxFailures {
		want = append(want, staff.ActionSignInFailed)
	}
	want = append(want, staff.ActionLocked, staff.ActionSignInFailed, staff.ActionSignInFailed, staff.ActionSignIn)
	wantActions(t, f.actions(t, "sam@example.com"), want...)
	es, _ := f.svc.Entries(ctx, "sam@example.com", 0)
	if lock := es[staff.MaxFailures+1]; lock.Detail != `{"address":"203.0.113.7","until":"`+lockedAt.Add(staff.LockoutDuration).Format(time.RFC3339)+`"}` {
		t.Fatalf("lock entry = %+v", lock)
	}
	if refused := es[staff.MaxFailures+2]; refused.Detail != `{"address":"203.0.113.7","reason":"locked"}` {
		t.Fatalf("refusal while locked = %+v", refused)
	}

	// A lock that has passed does not leave the count near the limit: one failure is one.
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", "guess", here); !errors.Is(err, staff.ErrBadCredentials) {
		t.Fatalf("failure after the lockout = %v, want ErrBadCredentials", err)
	}
	// Nor do failures a quarter of an hour apart add up.
	for range 2 * staff.MaxFailures {
		f.clock.Advance(staff.FailureWindow)
		if _, _, err := f.svc.SignIn(ctx, "sam@example.com", "guess", here); !errors.Is(err, staff.ErrBadCredentials) {
			t.Fatalf("a failure a window after the last = %v, want ErrBadCredentials", err)
		}
	}
}

// TestLockoutIsPerAddress: the case. Wrong passwords from one address lock the member at
// that address only: the member signs in from another with the right password, and the guesser's
// lock neither ends nor grows by it.
func TestLockoutIsPerAddress(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := context.Background()
	m, pw := f.add(t, "admin@example.com", staff.Admin)
	for i := 1; i <= staff.MaxFailures+1; i++ {
		_, _, err := f.svc.SignIn(ctx, "admin@example.com", "guess", here)
		if want := staff.ErrBadCredentials; i >= staff.MaxFailures && !errors.Is(err, staff.ErrLocked) || i < staff.MaxFailures && !errors.Is(err, want) {
			t.Fatalf("guess %d = %v", i, err)
		}
	}
	token, got, err := f.svc.SignIn(ctx, "admin@example.com", pw, there)
	if err != nil || got.ID != m.ID {
		t.Fatalf("the member from another address = %+v, %v; want signed in", got, err)
	}
	if _, err := f.svc.Resolve(ctx, token); err != nil {
		t.Fatal(err)
	}
	if _, _, err := f.svc.SignIn(ctx, "admin@example.com", pw, here); !errors.Is(err, staff.ErrLocked) {
		t.Fatalf("the right password from the guesser's address = %v, want ErrLocked", err)
	}
	// A wrong password at the member's address counts there from one.
	if _, _, err := f.svc.SignIn(ctx, "admin@example.com", "typo", there); !errors.Is(err, staff.ErrBadCredentials) {
		t.Fatalf("a typo from the member's address = %v, want ErrBadCredentials", err)
	}
	if got := f.failures(t, m, there); got.Failed != 1 || got.Locked(f.clock.Now()) {
		t.Fatalf("the member's address = %+v, want one failure and no lock", got)
	}
	ms, err := f.svc.Members(ctx)
	if err != nil || len(ms) != 1 || !ms[0].Locked() || len(ms[0].Locks) != 1 || ms[0].Locks[0].Address != here.IP {
		t.Fatalf("Members = %+v, %v; want locked at %s only", ms, err, here.IP)
	}
	f.clock.Advance(staff.LockoutDuration)
	if ms, err := f.svc.Members(ctx); err != nil || ms[0].Locked() {
		t.Fatalf("Members after the lock = %+v, %v", ms, err)
	}
}

// TestLockoutConcurrent: a burst of wrong guesses at once is counted in full, so the lock holds
// against parallel guessing too.
func TestLockoutConcurrent(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := context.Background()
	m, pw := f.add(t, "sam@example.com", staff.Admin)
	const guesses = 3 * staff.MaxFailures
	var wg sync.WaitGroup
	var mu sync.Mutex
	answers := map[error]int{}
	for range guesses {
		wg.Go(func() {
			_, _, err := f.svc.SignIn(ctx, "sam@example.com", "guess", here)
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
	if got := f.failures(t, m, here); !got.Locked(f.clock.Now()) {
		t.Fatalf("after the burst: %+v", got)
	}
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", pw, there); err != nil {
		t.Fatalf("the member from another address after the burst: %v", err)
	}
}

// TestThrottle: an address that failed SignInFailuresPerIP times in the window, whatever the
// accounts, is refused with a *account.LimitedError before anything is looked up or hashed, even
// with a right password; other addresses are not, and the window passing lets it in again.
func TestThrottle(t *testing.T) {
	t.Parallel()
	f := newLimitedFixture(t, staff.Limits{SignInFailuresPerIP: 3})
	ctx := context.Background()
	m, pw := f.add(t, "sam@example.com", staff.Fulfilment)
	_, pw2 := f.add(t, "alex@example.com", staff.Admin)
	for _, email := range []string{"nobody@example.com", "sam@example.com", "alex@example.com"} {
		if _, _, err := f.svc.SignIn(ctx, email, "guess", here); !errors.Is(err, staff.ErrBadCredentials) {
			t.Fatalf("failure as %s = %v", email, err)
		}
		f.clock.Advance(time.Minute)
	}
	reads, audit := f.store.reads.Load(), len(f.actions(t, ""))
	_, _, err := f.svc.SignIn(ctx, "sam@example.com", pw, here)
	var limited *account.LimitedError
	if !errors.As(err, &limited) || limited.RetryAfter != staff.ThrottleWindow-3*time.Minute {
		t.Fatalf("right password from a throttled address = %v, want a LimitedError of %s", err, staff.ThrottleWindow-3*time.Minute)
	}
	if n := f.store.reads.Load(); n != reads {
		t.Fatalf("a throttled sign-in read the member (%d reads): it was checked", n-reads)
	}
	if n := len(f.actions(t, "")); n != audit {
		t.Fatalf("a throttled sign-in was logged (%d entries)", n-audit)
	}
	// The throttle is the address's: the members sign in from elsewhere.
	if _, _, err := f.svc.SignIn(ctx, "alex@example.com", pw2, there); err != nil {
		t.Fatalf("another address = %v", err)
	}
	// A wrong current password from the throttled address is refused the same way.
	if err := f.svc.ChangePassword(ctx, m, "guess", "Kookaburra-Laughs-77", "", here); !errors.As(err, &limited) {
		t.Fatalf("ChangePassword from a throttled address = %v, want a LimitedError", err)
	}
	f.clock.Advance(limited.RetryAfter)
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", pw, here); err != nil {
		t.Fatalf("after the window: %v", err)
	}
}

// TestThrottleIPv6: an IPv6 client is counted by its /64, which a host can pick addresses from.
func TestThrottleIPv6(t *testing.T) {
	t.Parallel()
	f := newLimitedFixture(t, staff.Limits{SignInFailuresPerIP: 2})
	ctx := context.Background()
	for _, ip := range []string{"2001:db8:1:2::1", "2001:db8:1:2:ffff::9"} {
		if _, _, err := f.svc.SignIn(ctx, "nobody@example.com", "guess", account.Client{IP: ip}); !errors.Is(err, staff.ErrBadCredentials) {
			t.Fatalf("from %s: %v", ip, err)
		}
	}
	var limited *account.LimitedError
	if _, _, err := f.svc.SignIn(ctx, "nobody@example.com", "guess", account.Client{IP: "2001:db8:1:2::abcd"}); !errors.As(err, &limited) {
		t.Fatalf("a third address of the /64 = %v, want a LimitedError", err)
	}
	if _, _, err := f.svc.SignIn(ctx, "nobody@example.com", "guess", account.Client{IP: "2001:db8:1:3::1"}); !errors.Is(err, staff.ErrBadCredentials) {
		t.Fatalf("another /64 = %v, want ErrBadCredentials", err)
	}
}

func TestAddressOf(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"203.0.113.7":            "203.0.113.7",
		"::ffff:203.0.113.7":     "203.0.113.7",
		"2001:db8:1:2:3:4:5:6":   "2001:db8:1:2::/64",
		"fe80::1%eth0":           "fe80::/64",
		"":                       "unknown",
		"not an address":         "not an address",
		strings.Repeat("x", 100): strings.Repeat("x", 64),
		"bad\xffbytes":           "bad?bytes",
	} {
		if got := staff.AddressOf(in); got != want {
			t.Errorf("AddressOf(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestChangePasswordCounts: a wrong current password counts as a failed sign-in from the client's
// address, and a right one while the member is locked there is refused; elsewhere it works.
func TestChangePasswordCounts(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := context.Background()
	m, pw := f.add(t, "sam@example.com", staff.Fulfilment)
	for i := 1; i <= staff.MaxFailures; i++ {
		err := f.svc.ChangePassword(ctx, m, "guess", "Kookaburra-Laughs-77", "", here)
		if i < staff.MaxFailures && !errors.Is(err, staff.ErrBadCredentials) || i == staff.MaxFailures && !errors.Is(err, staff.ErrLocked) {
			t.Fatalf("wrong current password %d = %v", i, err)
		}
	}
	if err := f.svc.ChangePassword(ctx, m, pw, "Kookaburra-Laughs-77", "", here); !errors.Is(err, staff.ErrLocked) {
		t.Fatalf("right current password while locked = %v, want ErrLocked", err)
	}
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", pw, here); !errors.Is(err, staff.ErrLocked) {
		t.Fatalf("sign-in where ChangePassword locked = %v, want ErrLocked", err)
	}
	if err := f.svc.ChangePassword(ctx, m, pw, "Kookaburra-Laughs-77", "", there); err != nil {
		t.Fatalf("ChangePassword from another address = %v", err)
	}
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", "Kookaburra-Laughs-77", there); err != nil {
		t.Fatalf("sign-in with the new password = %v", err)
	}
}

func TestDisabled(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := context.Background()
	_, pw := f.add(t, "sam@example.com", staff.Fulfilment)
	token, _, err := f.svc.SignIn(ctx, "sam@example.com", pw, here)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.svc.Disable(ctx, "boss@example.com", "Sam@example.com"); err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.Resolve(ctx, token); !errors.Is(err, staff.ErrNotFound) {
		t.Fatalf("Resolve after Disable = %v, want ErrNotFound", err)
	}
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", pw, here); !errors.Is(err, staff.ErrBadCredentials) {
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
	token, _, err = f.svc.SignIn(ctx, "sam@example.com", pw, here)
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
	m, pw := f.add(t, "sam@example.com", staff.Fulfilment)
	token, _, err := f.svc.SignIn(ctx, "sam@example.com", pw, here)
	if err != nil {
		t.Fatal(err)
	}
	// A failure from another address, which is stale by the time Cleanup runs.
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", "typo", there); !errors.Is(err, staff.ErrBadCredentials) {
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
	fresh, _, err := f.svc.SignIn(ctx, "sam@example.com", pw, here)
	if err != nil {
		t.Fatal(err)
	}
	// A lock in force, and a count within its window, at a third address.
	guesser := account.Client{IP: "192.0.2.1"}
	for range staff.MaxFailures {
		_, _, _ = f.svc.SignIn(ctx, "sam@example.com", "guess", guesser)
	}
	if err := f.svc.Cleanup(ctx, staff.CleanupArgs{}); err != nil {
		t.Fatal(err)
	}
	if got := f.failures(t, m, there); !got.UpdatedAt.IsZero() {
		t.Fatalf("a stale count was left after Cleanup: %+v", got)
	}
	if got := f.failures(t, m, guesser); !got.Locked(f.clock.Now()) {
		t.Fatalf("Cleanup removed a lock in force: %+v", got)
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
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", pw, here); err != nil {
		t.Fatal(err)
	}
	got, _ := f.store.StaffMember(ctx, m.ID)
	if got.PasswordHash == old || !strings.Contains(got.PasswordHash, "m=64,t=1,p=1") {
		t.Fatalf("hash after sign-in = %q, want one with the current parameters", got.PasswordHash)
	}
	if _, _, err := f.svc.SignIn(ctx, "sam@example.com", pw, here); err != nil {
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

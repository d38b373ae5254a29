package storagetest

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/receipt"
	"github.com/wattle/storefront/internal/session"
	"github.com/wattle/storefront/internal/storage"
)

// accountT0 carries milliseconds, the precision both engines keep, so a round trip is exact.
var accountT0 = time.Date(2026, 11, 22, 10, 0, 0, 123_000_000, time.UTC)

// customerFixture is an account with every field set, times at millisecond precision.
func customerFixture(id, email string) account.Customer {
	return account.Customer{
		ID: id, Email: email, FirstName: "Ada", LastName: "Lovelace", Mobile: "0412 345 678",
		PasswordHash:     "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA",
		OptIntoMarketing: true, SubscribeToRewards: true, AllowTracking: true, PreferredStore: "5012",
		LockedAt: accountT0.Add(time.Minute), LockReason: account.LockSuspiciousActivity,
		PasswordChangedAt:   accountT0.Add(2 * time.Minute),
		DeletionRequestedAt: accountT0.Add(3 * time.Minute), DeletionDueAt: accountT0.Add(30 * 24 * time.Hour),
		ErasedAt: accountT0.Add(31 * 24 * time.Hour), CreatedAt: accountT0, UpdatedAt: accountT0.Add(4 * time.Second),
	}
}

// plainCustomer is an account as registration makes it: no lock, no deletion.
func plainCustomer(id, email string) account.Customer {
	return account.Customer{ID: id, Email: email, FirstName: "Grace", LastName: "Hopper",
		PasswordHash: "hash-" + id, AllowTracking: true, CreatedAt: accountT0, UpdatedAt: accountT0}
}

func mustInsertCustomer(t *testing.T, e Engine, c account.Customer) {
	t.Helper()
	if err := e.InsertCustomer(context.Background(), c); err != nil {
		t.Fatalf("InsertCustomer(%s): %v", c.ID, err)
	}
}

func mustCustomer(t *testing.T, e Engine, id string) account.Customer {
	t.Helper()
	c, err := e.Customer(context.Background(), id)
	if err != nil {
		t.Fatalf("Customer(%s): %v", id, err)
	}
	return c
}

func testAccountCustomers(t *testing.T, e Engine) {
	ctx := context.Background()
	full := customerFixture("C1", "ada@example.com")
	// Booleans both ways and zero times: the other customer has the opposite of each.
	mixed := account.Customer{ID: "C2", Email: "grace@example.com", FirstName: "Grace", LastName: "Hopper",
		PasswordHash: "h2", OptIntoMarketing: false, SubscribeToRewards: true, AllowTracking: false,
		CreatedAt: accountT0.Add(time.Millisecond), UpdatedAt: accountT0.Add(time.Millisecond)}
	mustInsertCustomer(t, e, full)
	mustInsertCustomer(t, e, mixed)
	for _, want := range []account.Customer{full, mixed} {
		got, err := e.Customer(ctx, want.ID)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("Customer(%s) =\n%+v, %v\nwant\n%+v", want.ID, got, err, want)
		}
		got, err = e.CustomerByEmail(ctx, want.Email)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("CustomerByEmail(%s) =\n%+v, %v\nwant\n%+v", want.Email, got, err, want)
		}
	}
	dup := plainCustomer("C3", full.Email)
	if err := e.InsertCustomer(ctx, dup); !errors.Is(err, account.ErrEmailTaken) {
		t.Fatalf("InsertCustomer(duplicate e-mail) = %v, want ErrEmailTaken", err)
	}
	if _, err := e.Customer(ctx, "C3"); !errors.Is(err, account.ErrNotFound) {
		t.Fatalf("Customer(unknown) = %v, want ErrNotFound", err)
	}
	if _, err := e.CustomerByEmail(ctx, "nobody@example.com"); !errors.Is(err, account.ErrNotFound) {
		t.Fatalf("CustomerByEmail(unknown) = %v, want ErrNotFound", err)
	}
}

func testAccountUpdates(t *testing.T, e Engine) {
	ctx := context.Background()
	c := plainCustomer("C1", "ada@example.com")
	other := plainCustomer("C2", "grace@example.com")
	mustInsertCustomer(t, e, c)
	mustInsertCustomer(t, e, other)

	at := accountT0.Add(time.Hour)
	p := account.Profile{FirstName: "Augusta", LastName: "King", Mobile: "0400 000 000",
		AllowTracking: false, SubscribeToRewards: true, OptIntoMarketing: true}
	if err := e.UpdateProfile(ctx, c.ID, p, at); err != nil {
		t.Fatal(err)
	}
	want := c
	want.FirstName, want.LastName, want.Mobile = p.FirstName, p.LastName, p.Mobile
	want.AllowTracking, want.SubscribeToRewards, want.OptIntoMarketing = false, true, true
	want.UpdatedAt = at
	if got := mustCustomer(t, e, c.ID); !reflect.DeepEqual(got, want) {
		t.Fatalf("after UpdateProfile =\n%+v\nwant\n%+v", got, want)
	}

	at = at.Add(time.Minute)
	if err := e.SetPreferredStore(ctx, c.ID, "3001", at); err != nil {
		t.Fatal(err)
	}
	want.PreferredStore, want.UpdatedAt = "3001", at
	if got := mustCustomer(t, e, c.ID); !reflect.DeepEqual(got, want) {
		t.Fatalf("after SetPreferredStore =\n%+v\nwant\n%+v", got, want)
	}

	// Failed attempts lock; a new password lifts that lock.
	at = at.Add(time.Minute)
	if err := e.LockCustomer(ctx, c.ID, account.LockTooManyAttempts, at); err != nil {
		t.Fatal(err)
	}
	want.LockedAt, want.LockReason, want.UpdatedAt = at, account.LockTooManyAttempts, at
	if got := mustCustomer(t, e, c.ID); !reflect.DeepEqual(got, want) {
		t.Fatalf("after LockCustomer =\n%+v\nwant\n%+v", got, want)
	}
	at = at.Add(time.Minute)
	if err := e.SetPasswordHash(ctx, c.ID, "new-hash", at); err != nil {
		t.Fatal(err)
	}
	want.PasswordHash, want.PasswordChangedAt, want.UpdatedAt = "new-hash", at, at
	want.LockedAt, want.LockReason = time.Time{}, ""
	if got := mustCustomer(t, e, c.ID); !reflect.DeepEqual(got, want) {
		t.Fatalf("SetPasswordHash kept a failed-attempts lock =\n%+v\nwant\n%+v", got, want)
	}

	// A suspicious-activity lock survives a new password.
	lockedAt := at.Add(time.Minute)
	if err := e.LockCustomer(ctx, c.ID, account.LockSuspiciousActivity, lockedAt); err != nil {
		t.Fatal(err)
	}
	at = lockedAt.Add(time.Minute)
	if err := e.SetPasswordHash(ctx, c.ID, "newer-hash", at); err != nil {
		t.Fatal(err)
	}
	want.PasswordHash, want.PasswordChangedAt, want.UpdatedAt = "newer-hash", at, at
	want.LockedAt, want.LockReason = lockedAt, account.LockSuspiciousActivity
	got := mustCustomer(t, e, c.ID)
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("SetPasswordHash lifted a suspicious-activity lock =\n%+v\nwant\n%+v", got, want)
	}
	if locked, reason := got.Locked(); !locked || reason != account.LockSuspiciousActivity {
		t.Fatalf("Locked() = %v, %q", locked, reason)
	}

	at = at.Add(time.Minute)
	due := at.Add(30 * 24 * time.Hour)
	if err := e.RequestDeletion(ctx, c.ID, at, due); err != nil {
		t.Fatal(err)
	}
	want.DeletionRequestedAt, want.DeletionDueAt, want.UpdatedAt = at, due, at
	got = mustCustomer(t, e, c.ID)
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("after RequestDeletion =\n%+v\nwant\n%+v", got, want)
	}
	if locked, reason := got.Locked(); !locked || reason != account.LockDeletionRequested {
		t.Fatalf("Locked() after RequestDeletion = %v, %q", locked, reason)
	}

	// The other customer was never touched.
	if got := mustCustomer(t, e, other.ID); !reflect.DeepEqual(got, other) {
		t.Fatalf("other customer changed:\n%+v\nwant\n%+v", got, other)
	}

	// Every update of an unknown customer answers ErrNotFound.
	for name, fn := range map[string]func() error{
		"UpdateProfile":     func() error { return e.UpdateProfile(ctx, "nope", p, at) },
		"SetPreferredStore": func() error { return e.SetPreferredStore(ctx, "nope", "3001", at) },
		"SetPasswordHash":   func() error { return e.SetPasswordHash(ctx, "nope", "h", at) },
		"LockCustomer":      func() error { return e.LockCustomer(ctx, "nope", account.LockTooManyAttempts, at) },
		"RequestDeletion":   func() error { return e.RequestDeletion(ctx, "nope", at, due) },
	} {
		if err := fn(); !errors.Is(err, account.ErrNotFound) {
			t.Errorf("%s(unknown) = %v, want ErrNotFound", name, err)
		}
	}
}

func testAccountErase(t *testing.T, e Engine) {
	ctx := context.Background()
	c := customerFixture("C1", "ada@example.com")
	c.ErasedAt = time.Time{}
	other := plainCustomer("C2", "grace@example.com")
	mustInsertCustomer(t, e, c)
	mustInsertCustomer(t, e, other)
	for _, id := range []string{c.ID, other.ID} {
		if err := e.InsertAddress(ctx, addressFixture(id+"-a1", id, accountT0, true)); err != nil {
			t.Fatal(err)
		}
		if err := e.InsertRememberToken(ctx, account.RememberToken{Selector: id + "-sel", ValidatorHash: "v",
			CustomerID: id, CreatedAt: accountT0, ExpiresAt: accountT0.Add(time.Hour)}); err != nil {
			t.Fatal(err)
		}
		if err := e.InsertPasswordReset(ctx, account.PasswordReset{TokenHash: id + "-reset", CustomerID: id,
			CreatedAt: accountT0, ExpiresAt: accountT0.Add(time.Hour)}); err != nil {
			t.Fatal(err)
		}
		for i, kind := range []string{account.EventRegister, account.EventSignInFailed, account.EventSignIn} {
			if err := e.InsertEvent(ctx, account.Event{At: accountT0.Add(time.Duration(i) * time.Second), Kind: kind,
				CustomerID: id, EmailHash: "hash-of-" + id, IP: "203.0.113.7", Detail: "d"}); err != nil {
				t.Fatal(err)
			}
		}
	}

	for i, id := range []string{c.ID, other.ID} {
		r := receipt.Receipt{Code: fmt.Sprint(880000 + i), CustomerID: id, StoreNumber: "0301", PurchasedAt: accountT0, Email: id + "@example.com",
			Items: []receipt.Item{{ProductCode: "1", Name: "Mug", Quantity: 1, UnitPrice: 500, Total: 500}}, Subtotal: 500, Total: 500,
			Payments: []receipt.Payment{{Type: "cash", Amount: 500}}, CreatedAt: accountT0}
		if _, err := e.InsertReceipt(ctx, r); err != nil {
			t.Fatal(err)
		}
	}

	at := accountT0.Add(40 * 24 * time.Hour)
	if err := e.EraseCustomer(ctx, c.ID, at); err != nil {
		t.Fatalf("EraseCustomer: %v", err)
	}
	got := mustCustomer(t, e, c.ID)
	if got.Email != account.ErasedEmail(c.ID) || got.FirstName != "" || got.LastName != "" || got.Mobile != "" ||
		got.PasswordHash != "" || got.PreferredStore != "" || got.OptIntoMarketing || got.SubscribeToRewards ||
		got.AllowTracking || !got.ErasedAt.Equal(at) || !got.UpdatedAt.Equal(at) || !got.CreatedAt.Equal(c.CreatedAt) {
		t.Fatalf("erased customer = %+v", got)
	}
	if _, err := e.CustomerByEmail(ctx, c.Email); !errors.Is(err, account.ErrNotFound) {
		t.Fatalf("CustomerByEmail(erased e-mail) = %v, want ErrNotFound", err)
	}
	if r, err := e.Receipt(ctx, "880000"); err != nil || r.Email != "" || len(r.Items) != 1 {
		t.Fatalf("erased customer's receipt = %+v, %v", r, err)
	}
	if r, err := e.Receipt(ctx, "880001"); err != nil || r.Email == "" {
		t.Fatalf("another customer's receipt = %+v, %v", r, err)
	}
	if as, err := e.Addresses(ctx, c.ID); err != nil || len(as) != 0 {
		t.Fatalf("erased customer's addresses = %+v, %v", as, err)
	}
	if _, err := e.RememberToken(ctx, c.ID+"-sel"); !errors.Is(err, account.ErrNotFound) {
		t.Fatalf("erased customer's remember token = %v, want ErrNotFound", err)
	}
	if _, err := e.PasswordReset(ctx, c.ID+"-reset"); !errors.Is(err, account.ErrNotFound) {
		t.Fatalf("erased customer's password reset = %v, want ErrNotFound", err)
	}
	evs, err := e.Events(ctx, c.ID)
	if err != nil || len(evs) != 3 {
		t.Fatalf("erased customer's events = %+v, %v", evs, err)
	}
	for i, kind := range []string{account.EventRegister, account.EventSignInFailed, account.EventSignIn} {
		if ev := evs[i]; ev.Kind != kind || ev.IP != "" || ev.EmailHash != "" || ev.CustomerID != c.ID {
			t.Fatalf("erased event %d = %+v", i, ev)
		}
	}

	// The other customer keeps everything.
	if got := mustCustomer(t, e, other.ID); !reflect.DeepEqual(got, other) {
		t.Fatalf("other customer changed by erasure: %+v", got)
	}
	if as, err := e.Addresses(ctx, other.ID); err != nil || len(as) != 1 {
		t.Fatalf("other customer's addresses = %+v, %v", as, err)
	}
	if _, err := e.RememberToken(ctx, other.ID+"-sel"); err != nil {
		t.Fatalf("other customer's remember token: %v", err)
	}
	if _, err := e.PasswordReset(ctx, other.ID+"-reset"); err != nil {
		t.Fatalf("other customer's password reset: %v", err)
	}
	if evs, err := e.Events(ctx, other.ID); err != nil || len(evs) != 3 || evs[0].IP == "" || evs[0].EmailHash == "" {
		t.Fatalf("other customer's events = %+v, %v", evs, err)
	}

	if err := e.EraseCustomer(ctx, "nope", at); !errors.Is(err, account.ErrNotFound) {
		t.Fatalf("EraseCustomer(unknown) = %v, want ErrNotFound", err)
	}
	// The e-mail is free again.
	again := plainCustomer("C3", c.Email)
	mustInsertCustomer(t, e, again)
	if got, err := e.CustomerByEmail(ctx, c.Email); err != nil || got.ID != again.ID {
		t.Fatalf("CustomerByEmail(re-registered) = %+v, %v", got, err)
	}
}

func testAccountEvents(t *testing.T, e Engine) {
	ctx := context.Background()
	ev := func(min int, kind, customer string) account.Event {
		return account.Event{At: accountT0.Add(time.Duration(min) * time.Minute), Kind: kind, CustomerID: customer,
			IP: "198.51.100.1", Detail: kind}
	}
	insert := func(evs ...account.Event) {
		t.Helper()
		for _, v := range evs {
			if err := e.InsertEvent(ctx, v); err != nil {
				t.Fatal(err)
			}
		}
	}
	failed := func(customer string, since time.Time, want int) {
		t.Helper()
		n, err := e.FailedSignIns(ctx, customer, since)
		if err != nil || n != want {
			t.Fatalf("FailedSignIns(%s, %s) = %d, %v; want %d", customer, since.Format(time.TimeOnly), n, err, want)
		}
	}
	hashed := account.Event{At: accountT0, Kind: account.EventSignInFailed, EmailHash: "abc123", IP: "192.0.2.1", Detail: "unknown e-mail"}
	insert(
		ev(0, account.EventRegister, "A"),
		ev(1, account.EventSignInFailed, "A"), // before since
		ev(2, account.EventSignIn, "A"),
		ev(3, account.EventSignInFailed, "A"),
		ev(4, account.EventSignInFailed, "A"),
		ev(4, account.EventSignInFailed, "B"),
		ev(4, account.EventLocked, "A"),
		hashed,
	)
	evs, err := e.Events(ctx, "A")
	if err != nil {
		t.Fatal(err)
	}
	wantKinds := []string{account.EventRegister, account.EventSignInFailed, account.EventSignIn,
		account.EventSignInFailed, account.EventSignInFailed, account.EventLocked}
	if len(evs) != len(wantKinds) {
		t.Fatalf("Events(A) = %+v", evs)
	}
	for i, k := range wantKinds {
		if evs[i].Kind != k || evs[i].CustomerID != "A" || evs[i].Detail != k {
			t.Fatalf("Events(A)[%d] = %+v, want kind %s", i, evs[i], k)
		}
	}
	if want := ev(4, account.EventLocked, "A"); !reflect.DeepEqual(evs[5], want) {
		t.Fatalf("event round trip = %+v, want %+v", evs[5], want)
	}
	if evs, err := e.Events(ctx, ""); err != nil || len(evs) != 1 || !reflect.DeepEqual(evs[0], hashed) {
		t.Fatalf("Events(no customer) = %+v, %v", evs, err)
	}
	if evs, err := e.Events(ctx, "nobody"); err != nil || len(evs) != 0 {
		t.Fatalf("Events(unknown) = %+v, %v", evs, err)
	}

	since := accountT0.Add(30 * time.Second)
	failed("A", since, 2)                                    // the one before the sign-in does not count
	failed("A", accountT0.Add(3*time.Minute+time.Second), 1) // nor those before since
	failed("B", since, 1)
	failed("C", since, 0)
	// No successful sign-in yet: every failure after since counts.
	insert(ev(1, account.EventSignInFailed, "C"), ev(2, account.EventSignInFailed, "C"), ev(3, account.EventSignInFailed, "C"))
	failed("C", accountT0.Add(90*time.Second), 2)
	// A password reset starts the count again, as a sign-in does.
	insert(ev(5, account.EventReset, "A"))
	failed("A", since, 0)
	insert(ev(6, account.EventSignInFailed, "A"))
	failed("A", since, 1)
	insert(ev(7, account.EventSignIn, "A"))
	failed("A", since, 0)
}

func testAccountRememberTokens(t *testing.T, e Engine) {
	ctx := context.Background()
	mustInsertCustomer(t, e, plainCustomer("A", "a@example.com"))
	mustInsertCustomer(t, e, plainCustomer("B", "b@example.com"))
	tok := func(sel, customer string) account.RememberToken {
		return account.RememberToken{Selector: sel, ValidatorHash: "vh-" + sel, CustomerID: customer,
			CreatedAt: accountT0, ExpiresAt: accountT0.Add(30 * 24 * time.Hour)}
	}
	toks := []account.RememberToken{tok("a1", "A"), tok("a2", "A"), tok("b1", "B")}
	for _, r := range toks {
		if err := e.InsertRememberToken(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	for _, want := range toks {
		if got, err := e.RememberToken(ctx, want.Selector); err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("RememberToken(%s) = %+v, %v; want %+v", want.Selector, got, err, want)
		}
	}
	if _, err := e.RememberToken(ctx, "nope"); !errors.Is(err, account.ErrNotFound) {
		t.Fatalf("RememberToken(unknown) = %v, want ErrNotFound", err)
	}
	if err := e.DeleteRememberToken(ctx, "a1"); err != nil {
		t.Fatal(err)
	}
	if _, err := e.RememberToken(ctx, "a1"); !errors.Is(err, account.ErrNotFound) {
		t.Fatalf("deleted token = %v, want ErrNotFound", err)
	}
	if _, err := e.RememberToken(ctx, "a2"); err != nil {
		t.Fatalf("DeleteRememberToken took another token: %v", err)
	}
	if err := e.DeleteRememberTokens(ctx, "A"); err != nil {
		t.Fatal(err)
	}
	if _, err := e.RememberToken(ctx, "a2"); !errors.Is(err, account.ErrNotFound) {
		t.Fatalf("token after DeleteRememberTokens = %v, want ErrNotFound", err)
	}
	if _, err := e.RememberToken(ctx, "b1"); err != nil {
		t.Fatalf("DeleteRememberTokens took another customer's token: %v", err)
	}
}

func testAccountPasswordResets(t *testing.T, e Engine) {
	ctx := context.Background()
	mustInsertCustomer(t, e, plainCustomer("A", "a@example.com"))
	mustInsertCustomer(t, e, plainCustomer("B", "b@example.com"))
	reset := func(hash, customer string) account.PasswordReset {
		return account.PasswordReset{TokenHash: hash, CustomerID: customer, CreatedAt: accountT0, ExpiresAt: accountT0.Add(time.Hour)}
	}
	rs := []account.PasswordReset{reset("ra1", "A"), reset("ra2", "A"), reset("rb1", "B")}
	for _, r := range rs {
		if err := e.InsertPasswordReset(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	for _, want := range rs {
		if got, err := e.PasswordReset(ctx, want.TokenHash); err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("PasswordReset(%s) = %+v, %v; want %+v", want.TokenHash, got, err, want)
		}
	}
	if _, err := e.PasswordReset(ctx, "nope"); !errors.Is(err, account.ErrNotFound) {
		t.Fatalf("PasswordReset(unknown) = %v, want ErrNotFound", err)
	}

	used := accountT0.Add(10 * time.Minute)
	if err := e.UsePasswordReset(ctx, "ra1", used); err != nil {
		t.Fatalf("UsePasswordReset: %v", err)
	}
	want := rs[0]
	want.UsedAt = used
	if got, err := e.PasswordReset(ctx, "ra1"); err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("used reset = %+v, %v; want %+v", got, err, want)
	}
	if err := e.UsePasswordReset(ctx, "ra1", used.Add(time.Minute)); !errors.Is(err, account.ErrTokenUsed) {
		t.Fatalf("second UsePasswordReset = %v, want ErrTokenUsed", err)
	}
	if got, _ := e.PasswordReset(ctx, "ra1"); !got.UsedAt.Equal(used) {
		t.Fatalf("second use moved used_at to %v", got.UsedAt)
	}

	// Two requests racing with one token: exactly one wins, on each of several tokens.
	for round := range 5 {
		hash := "race" + string(rune('0'+round))
		if err := e.InsertPasswordReset(ctx, reset(hash, "B")); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		start := make(chan struct{})
		errs := make([]error, 2)
		for i := range errs {
			wg.Go(func() {
				<-start
				errs[i] = e.UsePasswordReset(ctx, hash, used.Add(time.Duration(i)*time.Millisecond))
			})
		}
		close(start)
		wg.Wait()
		wins := 0
		for _, err := range errs {
			switch {
			case err == nil:
				wins++
			case !errors.Is(err, account.ErrTokenUsed):
				t.Fatalf("racing UsePasswordReset = %v, want nil or ErrTokenUsed", err)
			}
		}
		if wins != 1 {
			t.Fatalf("racing UsePasswordReset: %d winners (%v), want exactly one", wins, errs)
		}
	}

	if err := e.DeletePasswordResets(ctx, "A"); err != nil {
		t.Fatal(err)
	}
	for _, h := range []string{"ra1", "ra2"} {
		if _, err := e.PasswordReset(ctx, h); !errors.Is(err, account.ErrNotFound) {
			t.Fatalf("PasswordReset(%s) after DeletePasswordResets = %v, want ErrNotFound", h, err)
		}
	}
	if _, err := e.PasswordReset(ctx, "rb1"); err != nil {
		t.Fatalf("DeletePasswordResets took another customer's reset: %v", err)
	}
}

func addressFixture(id, customer string, created time.Time, isDefault bool) account.Address {
	return account.Address{ID: id, CustomerID: customer, FormType: account.FormSingle,
		SingleLineLabel: "Unit 2, 10 Main St, Parramatta NSW 2150", SingleLineID: "sl-" + id,
		Line1: "Unit 2", Line2: "10 Main St", Town: "Parramatta", State: "NSW", PostalCode: "2150",
		Phone: "0412 345 678", IsBlocked: true, Default: isDefault, CreatedAt: created, UpdatedAt: created.Add(time.Millisecond)}
}

func testAccountAddresses(t *testing.T, e Engine) {
	ctx := context.Background()
	mustInsertCustomer(t, e, plainCustomer("A", "a@example.com"))
	mustInsertCustomer(t, e, plainCustomer("B", "b@example.com"))
	addresses := func(customer string) []account.Address {
		t.Helper()
		as, err := e.Addresses(ctx, customer)
		if err != nil {
			t.Fatalf("Addresses(%s): %v", customer, err)
		}
		return as
	}
	// The default is the newest: the list puts it first, then the rest oldest first.
	a1 := addressFixture("a1", "A", accountT0.Add(time.Minute), false)
	a2 := addressFixture("a2", "A", accountT0, false)
	a2.FormType, a2.SingleLineLabel, a2.SingleLineID, a2.Phone, a2.IsBlocked = account.FormManual, "", "", "", false
	a3 := addressFixture("a3", "A", accountT0.Add(2*time.Minute), true)
	b1 := addressFixture("b1", "B", accountT0, true)
	for _, a := range []account.Address{a1, a2, a3, b1} {
		if err := e.InsertAddress(ctx, a); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := addresses("A"), []account.Address{a3, a2, a1}; !reflect.DeepEqual(got, want) {
		t.Fatalf("Addresses(A) =\n%+v\nwant\n%+v", got, want)
	}
	if got := addresses("nobody"); len(got) != 0 {
		t.Fatalf("Addresses(unknown) = %+v", got)
	}

	// Another customer's id (or an unknown one) is not found, and nothing changes.
	steal := a1
	steal.CustomerID, steal.Line1, steal.UpdatedAt = "B", "Stolen", accountT0.Add(time.Hour)
	if err := e.UpdateAddress(ctx, steal); !errors.Is(err, account.ErrAddressNotFound) {
		t.Fatalf("UpdateAddress(another's) = %v, want ErrAddressNotFound", err)
	}
	unknown := a1
	unknown.ID = "nope"
	if err := e.UpdateAddress(ctx, unknown); !errors.Is(err, account.ErrAddressNotFound) {
		t.Fatalf("UpdateAddress(unknown) = %v, want ErrAddressNotFound", err)
	}
	if err := e.DeleteAddress(ctx, "B", a1.ID); !errors.Is(err, account.ErrAddressNotFound) {
		t.Fatalf("DeleteAddress(another's) = %v, want ErrAddressNotFound", err)
	}
	if err := e.DeleteAddress(ctx, "A", "nope"); !errors.Is(err, account.ErrAddressNotFound) {
		t.Fatalf("DeleteAddress(unknown) = %v, want ErrAddressNotFound", err)
	}
	if err := e.SetDefaultAddress(ctx, "B", a1.ID); !errors.Is(err, account.ErrAddressNotFound) {
		t.Fatalf("SetDefaultAddress(another's) = %v, want ErrAddressNotFound", err)
	}
	if err := e.SetDefaultAddress(ctx, "A", "nope"); !errors.Is(err, account.ErrAddressNotFound) {
		t.Fatalf("SetDefaultAddress(unknown) = %v, want ErrAddressNotFound", err)
	}
	if got, want := addresses("A"), []account.Address{a3, a2, a1}; !reflect.DeepEqual(got, want) {
		t.Fatalf("Addresses(A) after refused changes =\n%+v\nwant\n%+v", got, want)
	}
	if got, want := addresses("B"), []account.Address{b1}; !reflect.DeepEqual(got, want) {
		t.Fatalf("Addresses(B) after refused changes =\n%+v\nwant\n%+v", got, want)
	}

	// UpdateAddress replaces every editable field and keeps the default flag and creation time.
	upd := account.Address{ID: a1.ID, CustomerID: "A", FormType: account.FormManual, Line1: "1 New Rd", Town: "Fitzroy",
		State: "VIC", PostalCode: "3065", UpdatedAt: accountT0.Add(time.Hour)}
	if err := e.UpdateAddress(ctx, upd); err != nil {
		t.Fatal(err)
	}
	wantA1 := upd
	wantA1.CreatedAt, wantA1.Default = a1.CreatedAt, false
	if got, want := addresses("A"), []account.Address{a3, a2, wantA1}; !reflect.DeepEqual(got, want) {
		t.Fatalf("Addresses(A) after UpdateAddress =\n%+v\nwant\n%+v", got, want)
	}

	// SetDefaultAddress leaves exactly one default, and only in that customer's book.
	for _, id := range []string{a1.ID, a2.ID, a2.ID} {
		if err := e.SetDefaultAddress(ctx, "A", id); err != nil {
			t.Fatalf("SetDefaultAddress(%s): %v", id, err)
		}
		got := addresses("A")
		defaults := 0
		for _, a := range got {
			if a.Default {
				defaults++
			}
		}
		if defaults != 1 || got[0].ID != id || !got[0].Default {
			t.Fatalf("after SetDefaultAddress(%s): %+v", id, got)
		}
	}
	wantA2, wantA3 := a2, a3
	wantA2.Default, wantA3.Default = true, false
	if got, want := addresses("A"), []account.Address{wantA2, wantA1, wantA3}; !reflect.DeepEqual(got, want) {
		t.Fatalf("Addresses(A) after SetDefaultAddress =\n%+v\nwant\n%+v", got, want)
	}
	if got := addresses("B"); len(got) != 1 || !got[0].Default {
		t.Fatalf("another customer's default changed: %+v", got)
	}

	if err := e.DeleteAddress(ctx, "A", a2.ID); err != nil {
		t.Fatal(err)
	}
	if got, want := addresses("A"), []account.Address{wantA1, wantA3}; !reflect.DeepEqual(got, want) {
		t.Fatalf("Addresses(A) after DeleteAddress =\n%+v\nwant\n%+v", got, want)
	}
	if err := e.DeleteAddress(ctx, "A", a2.ID); !errors.Is(err, account.ErrAddressNotFound) {
		t.Fatalf("DeleteAddress(deleted) = %v, want ErrAddressNotFound", err)
	}
}

func testAccountEnews(t *testing.T, e Engine) {
	ctx := context.Background()
	for i, src := range []string{"footer", "register", "footer"} {
		if err := e.SubscribeEnews(ctx, "ada@example.com", src, accountT0.Add(time.Duration(i)*time.Minute)); err != nil {
			t.Fatalf("SubscribeEnews #%d: %v", i+1, err)
		}
	}
	if err := e.SubscribeEnews(ctx, "grace@example.com", "footer", accountT0); err != nil {
		t.Fatal(err)
	}
}

func testSessionCustomer(t *testing.T, e Engine) {
	ctx := context.Background()
	now := accountT0
	mk := func(id, customer string, auth session.Auth) session.Session {
		s := session.Session{ID: id, CSRFToken: "csrf-" + id, DeviceData: "dev-" + id, CustomerID: customer, Auth: auth,
			CreatedAt: now, ExpiresAt: now.Add(session.Lifetime)}
		if auth != session.AuthNone {
			s.AuthAt = now.Add(time.Second)
		}
		return s
	}
	all := []session.Session{
		mk("a-hard", "A", session.AuthHard), mk("a-soft", "A", session.AuthSoft), mk("a-other", "A", session.AuthHard),
		mk("b", "B", session.AuthHard), mk("anon", "", session.AuthNone), mk("anon2", "", session.AuthNone),
	}
	for _, s := range all {
		if err := e.CreateSession(ctx, s); err != nil {
			t.Fatalf("CreateSession(%s): %v", s.ID, err)
		}
	}
	for _, want := range all {
		if got, err := e.Session(ctx, want.ID, now); err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("Session(%s) =\n%+v, %v\nwant\n%+v", want.ID, got, err, want)
		}
	}
	if s, _ := e.Session(ctx, "a-hard", now); !s.SignedIn() {
		t.Fatalf("hard session not signed in: %+v", s)
	}
	alive := func(want ...string) {
		t.Helper()
		keep := map[string]bool{}
		for _, id := range want {
			keep[id] = true
		}
		for _, s := range all {
			_, err := e.Session(ctx, s.ID, now)
			switch {
			case keep[s.ID] && err != nil:
				t.Fatalf("session %s gone: %v", s.ID, err)
			case !keep[s.ID] && !errors.Is(err, session.ErrNotFound):
				t.Fatalf("session %s still there (%v)", s.ID, err)
			}
		}
	}

	if err := e.DeleteCustomerSessions(ctx, "", ""); err != nil {
		t.Fatal(err)
	}
	alive("a-hard", "a-soft", "a-other", "b", "anon", "anon2")
	if err := e.DeleteCustomerSessions(ctx, "A", "a-hard"); err != nil {
		t.Fatal(err)
	}
	alive("a-hard", "b", "anon", "anon2")
	if err := e.DeleteSession(ctx, "anon2"); err != nil {
		t.Fatal(err)
	}
	alive("a-hard", "b", "anon")
	if err := e.DeleteSession(ctx, "anon2"); err != nil {
		t.Fatalf("DeleteSession(gone) = %v, want nil", err)
	}
	if err := e.DeleteCustomerSessions(ctx, "A", ""); err != nil {
		t.Fatal(err)
	}
	alive("b", "anon")
	if err := e.DeleteCustomerSessions(ctx, "B", ""); err != nil {
		t.Fatal(err)
	}
	alive("anon")
}

func testAccountTxRollsBack(t *testing.T, e Engine) {
	ctx := context.Background()
	c := customerFixture("C1", "ada@example.com")
	s := session.New(accountT0, c.ID, session.AuthHard, "")
	err := e.WithTx(ctx, func(tx storage.Stores) error {
		if err := tx.InsertCustomer(ctx, c); err != nil {
			return err
		}
		// A read inside the unit of work sees its own writes.
		if got, err := tx.CustomerByEmail(ctx, c.Email); err != nil || got.ID != c.ID {
			return errors.Join(errors.New("read own write"), err)
		}
		if err := tx.InsertAddress(ctx, addressFixture("a1", c.ID, accountT0, false)); err != nil {
			return err
		}
		// SetDefaultAddress runs its own transaction outside a unit of work; inside one it joins it.
		if err := tx.SetDefaultAddress(ctx, c.ID, "a1"); err != nil {
			return err
		}
		if err := tx.InsertEvent(ctx, account.Event{At: accountT0, Kind: account.EventRegister, CustomerID: c.ID}); err != nil {
			return err
		}
		if err := tx.CreateSession(ctx, s); err != nil {
			return err
		}
		return errBoom
	})
	if !errors.Is(err, errBoom) {
		t.Fatalf("WithTx error = %v, want the function's own", err)
	}
	if _, err := e.Customer(ctx, c.ID); !errors.Is(err, account.ErrNotFound) {
		t.Fatalf("rolled-back customer still there: %v", err)
	}
	if _, err := e.CustomerByEmail(ctx, c.Email); !errors.Is(err, account.ErrNotFound) {
		t.Fatalf("rolled-back customer found by e-mail: %v", err)
	}
	if as, err := e.Addresses(ctx, c.ID); err != nil || len(as) != 0 {
		t.Fatalf("rolled-back addresses = %+v, %v", as, err)
	}
	if evs, err := e.Events(ctx, c.ID); err != nil || len(evs) != 0 {
		t.Fatalf("rolled-back events = %+v, %v", evs, err)
	}
	if _, err := e.Session(ctx, s.ID, accountT0); !errors.Is(err, session.ErrNotFound) {
		t.Fatalf("rolled-back session still there: %v", err)
	}
	// The e-mail was never taken.
	mustInsertCustomer(t, e, c)
}

// testAccountCleanup: the periodic clean-up deletes expired persistent logins and reset tokens and
// old audit events, and nothing still in force.
func testAccountCleanup(t *testing.T, e Engine) {
	ctx := context.Background()
	mustInsertCustomer(t, e, plainCustomer("A", "a@example.com"))
	now := accountT0.Add(48 * time.Hour)
	for _, r := range []account.RememberToken{
		{Selector: "old", ValidatorHash: "h", CustomerID: "A", CreatedAt: accountT0, ExpiresAt: now.Add(-time.Minute)},
		{Selector: "live", ValidatorHash: "h", CustomerID: "A", CreatedAt: accountT0, ExpiresAt: now.Add(time.Hour)},
	} {
		if err := e.InsertRememberToken(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	for _, r := range []account.PasswordReset{
		{TokenHash: "old", CustomerID: "A", CreatedAt: accountT0, ExpiresAt: now.Add(-time.Minute)},
		{TokenHash: "live", CustomerID: "A", CreatedAt: now, ExpiresAt: now.Add(time.Hour)},
	} {
		if err := e.InsertPasswordReset(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	for _, at := range []time.Time{accountT0, now} {
		if err := e.InsertEvent(ctx, account.Event{At: at, Kind: account.EventSignIn, CustomerID: "A"}); err != nil {
			t.Fatal(err)
		}
	}
	n, err := e.DeleteExpiredTokens(ctx, now, accountT0.Add(time.Hour))
	if err != nil || n != 3 {
		t.Fatalf("DeleteExpiredTokens = %d, %v; want 3 rows", n, err)
	}
	if _, err := e.RememberToken(ctx, "old"); !errors.Is(err, account.ErrNotFound) {
		t.Fatalf("expired remember token: %v", err)
	}
	if _, err := e.RememberToken(ctx, "live"); err != nil {
		t.Fatalf("live remember token: %v", err)
	}
	if _, err := e.PasswordReset(ctx, "old"); !errors.Is(err, account.ErrNotFound) {
		t.Fatalf("expired reset: %v", err)
	}
	if _, err := e.PasswordReset(ctx, "live"); err != nil {
		t.Fatalf("live reset: %v", err)
	}
	if evs, err := e.Events(ctx, "A"); err != nil || len(evs) != 1 || !evs[0].At.Equal(now) {
		t.Fatalf("events after the clean-up: %+v, %v", evs, err)
	}
}

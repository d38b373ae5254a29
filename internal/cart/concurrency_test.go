package cart

import (
	"context"
	"errors"
	"reflect"
	"sync"
	"testing"
	"time"
)

// firstTime answers true the first time it is called, false after: a hook that plays another
// writer must not play it again from inside that writer's own write.
func firstTime() func() bool {
	var mu sync.Mutex
	done := false
	return func() bool {
		mu.Lock()
		defer mu.Unlock()
		was := done
		done = true
		return !was
	}
}

// Two writers change one cart: the second to write has read a version that is gone, loses the
// guarded update and runs its change again on the winner's cart, so neither change is lost.
func TestGuardedUpdateLoserRunsAgain(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ctx := context.Background()
	e.mustAdd(t, anonOwner, item(lampNavy, 1))
	e.store.updates = 0
	first := firstTime()
	e.store.beforeUpdate = func(Cart) {
		if first() {
			// Another tab adds a white lamp after this change read the cart and before it writes.
			if _, _, err := e.svc.Add(ctx, anonOwner, []AddItem{item(lampWhite, 2)}); err != nil {
				t.Errorf("the other writer: %v", err)
			}
		}
	}
	res, c, err := e.svc.Update(ctx, anonOwner, []UpdateItem{upd(lampNavy, 0, 3)})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := quantities(c), map[int]int{0: 3, 1: 2}; !reflect.DeepEqual(got, want) {
		t.Fatalf("quantities %v, want %v (a change was lost)", got, want)
	}
	// Ours lost (1), theirs won (2), ours ran again and won (3): version 1 → 3.
	if e.store.updates != 3 || c.Version != 3 || !reflect.DeepEqual(e.stored(t, anonOwner), c) {
		t.Fatalf("%d updates, version %d", e.store.updates, c.Version)
	}
	// The answer is the last run's: one update, not two.
	if want := []ItemResult{{lampNavy, 0, 3, 2}}; !reflect.DeepEqual(res.Updated, want) || len(res.Changed) != 1 {
		t.Fatalf("result %+v", res)
	}
}

// A change that loses every race gives up after MaxAttempts with ErrBusy; the cart keeps the
// other writers' work.
func TestGuardedUpdateGivesUp(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ctx := context.Background()
	c := e.mustAdd(t, anonOwner, item(lampNavy, 1))
	e.store.updates = 0
	e.store.beforeUpdate = func(Cart) {
		e.store.locked(func(m cartMap) {
			k := m[c.ID]
			k.Version++
			m[c.ID] = k
		})
	}
	start := time.Now()
	_, _, err := e.svc.Update(ctx, anonOwner, []UpdateItem{upd(lampNavy, 0, 2)})
	if !errors.Is(err, ErrBusy) {
		t.Fatalf("err = %v, want ErrBusy", err)
	}
	if e.store.updates != MaxAttempts {
		t.Fatalf("%d attempts, want %d", e.store.updates, MaxAttempts)
	}
	got := e.stored(t, anonOwner)
	if got.Version != 1+MaxAttempts || got.Entries[0].Quantity != 1 {
		t.Fatalf("stored %+v", got)
	}
	t.Logf("gave up after %v", time.Since(start))
}

// Many shoppers' tabs adding at once: every unit lands, whoever creates the cart first (the
// others' inserts are ErrExists and they run again on it).
func TestConcurrentAdds(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ctx := context.Background()
	const writers = 8
	var wg sync.WaitGroup
	for i := range writers {
		wg.Go(func() {
			code := lampNavy
			if i%2 == 1 {
				code = lampWhite
			}
			if _, _, err := e.svc.Add(ctx, anonOwner, []AddItem{item(code, 1)}); err != nil {
				t.Errorf("writer %d: %v", i, err)
			}
		})
	}
	wg.Wait()
	c := e.stored(t, anonOwner)
	if got, want := quantities(c), map[int]int{0: writers / 2, 1: writers / 2}; !reflect.DeepEqual(got, want) {
		t.Fatalf("quantities %v, want %v", got, want)
	}
	if c.Version != writers || len(e.store.all()) != 1 {
		t.Fatalf("version %d (want %d), %d carts", c.Version, writers, len(e.store.all()))
	}
}

// A merge whose customer cart changed while it ran (another device of the customer) loses its
// guarded update, rolls back (the anonymous cart is not deleted) and runs again.
func TestMergeLosesToACustomerChange(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ctx := context.Background()
	e.mustAdd(t, customer, item(lampNavy, 1))
	e.mustAdd(t, anonOwner, item(lampWhite, 2))
	var once sync.Once
	e.store.inTx = func(kind string) {
		if kind == "customer" {
			once.Do(func() { e.mustAdd(t, customer, item(mug, 1)) })
		}
	}
	if err := e.svc.Merge(ctx, anonOwner.Token, "C1"); err != nil {
		t.Fatal(err)
	}
	got := e.stored(t, customer)
	if q, want := quantities(got), map[int]int{0: 1, 1: 1, 2: 2}; !reflect.DeepEqual(q, want) || got.Version != 3 {
		t.Fatalf("quantities %v (want %v), version %d", q, want, got.Version)
	}
	if _, err := e.store.CartByToken(ctx, HashToken(anonOwner.Token)); !errors.Is(err, ErrNotFound) {
		t.Fatalf("anonymous cart: %v", err)
	}
}

// A merge that keeps losing gives up with ErrBusy, and then nothing of it is kept: the anonymous
// cart is still there to merge at the next sign-in.
func TestMergeGivesUp(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ctx := context.Background()
	e.mustAdd(t, customer, item(lampNavy, 1))
	e.mustAdd(t, anonOwner, item(lampWhite, 2))
	e.store.inTx = func(kind string) {
		if kind == "customer" {
			e.store.locked(func(m cartMap) {
				for id, c := range m {
					if c.CustomerID == "C1" {
						c.Version++
						m[id] = c
					}
				}
			})
		}
	}
	if err := e.svc.Merge(ctx, anonOwner.Token, "C1"); !errors.Is(err, ErrBusy) {
		t.Fatalf("err = %v, want ErrBusy", err)
	}
	if got := e.stored(t, anonOwner); !reflect.DeepEqual(quantities(got), map[int]int{0: 2}) {
		t.Fatalf("anonymous cart %+v", got)
	}
	if got := e.stored(t, customer); !reflect.DeepEqual(quantities(got), map[int]int{0: 1}) {
		t.Fatalf("customer cart %+v", got)
	}
}

// The hourly clean-up deletes anonymous carts untouched for 30 days, never a customer's.
func TestCleanup(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	idle := testNow.Add(-IdleFor)
	for id, c := range map[string]Cart{
		"old":      {TokenHash: "a", UpdatedAt: idle.Add(-time.Millisecond)},
		"boundary": {TokenHash: "b", UpdatedAt: idle},
		"recent":   {TokenHash: "c", UpdatedAt: testNow.Add(-29 * 24 * time.Hour)},
		"customer": {CustomerID: "C9", UpdatedAt: testNow.Add(-365 * 24 * time.Hour)},
	} {
		c.ID = id
		e.store.put(c)
	}
	if err := e.svc.Cleanup(context.Background(), CleanupArgs{}); err != nil {
		t.Fatal(err)
	}
	var left []string
	for id := range e.store.all() {
		left = append(left, id)
	}
	if _, gone := e.store.all()["old"]; gone || len(left) != 3 {
		t.Fatalf("left %v, want boundary, recent, customer", left)
	}
	if (CleanupArgs{}).Kind() != "cart_cleanup" {
		t.Fatal("job kind")
	}
}

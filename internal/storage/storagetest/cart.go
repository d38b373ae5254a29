package storagetest

import (
	"context"
	"errors"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/storage"
)

// cartFixture is a cart with every field set, times at millisecond precision.
func cartFixture(id, customer, tokenHash string) cart.Cart {
	return cart.Cart{ID: id, CustomerID: customer, TokenHash: tokenHash, Version: 1, NextEntry: 2,
		Entries: []cart.Entry{
			{Number: 0, ProductCode: "10000016", BaseCode: "P1000001", Quantity: 2, Changed: accountT0,
				GiftCard: &cart.Recipient{FirstName: "Ada", LastName: "Lovelace", Email: "ada@example.com", MessageText: "Happy birthday"}},
			{Number: 1, ProductCode: "10000032", BaseCode: "P1000002", Quantity: 1, Changed: accountT0.Add(time.Second),
				Personalisation: &cart.Personalisation{Text: "AL", FontType: "Serif", FontColour: "Gold"}, Configuration: "cfg"},
		},
		Mode: delivery.ClickAndCollect, PostalCode: "3121",
		Pickup: cart.Pickup{StoreNumber: "5012", CollectionPoint: "Service desk", FirstName: "Ada", LastName: "Lovelace",
			Mobile: "0412345678", Email: "ada@example.com"},
		ProgressiveNotification: true,
		Notices:                 []cart.ItemError{{ProductCode: "10000048", Code: cart.CodeThreshold, Message: "m"}},
		CreatedAt:               accountT0, UpdatedAt: accountT0.Add(time.Minute)}
}

func testCartRoundTrip(t *testing.T, e Engine) {
	ctx := context.Background()
	mustInsertCustomer(t, e, plainCustomer("C1", "c1@example.com"))
	anon := cartFixture("A1", "", "hash-a1")
	mine := cartFixture("K1", "C1", "")
	mine.Entries, mine.Notices, mine.Mode, mine.ProgressiveNotification = nil, nil, "", false
	for _, c := range []cart.Cart{anon, mine} {
		if err := e.InsertCart(ctx, c); err != nil {
			t.Fatalf("InsertCart(%s): %v", c.ID, err)
		}
	}
	got, err := e.CartByToken(ctx, "hash-a1")
	if err != nil || !reflect.DeepEqual(got, anon) {
		t.Fatalf("CartByToken = %+v, %v\nwant %+v", got, err, anon)
	}
	if byID, err := e.CartByID(ctx, "A1"); err != nil || !reflect.DeepEqual(byID, anon) {
		t.Fatalf("CartByID = %+v, %v", byID, err)
	}
	if _, err := e.CartByID(ctx, "nope"); !errors.Is(err, cart.ErrNotFound) {
		t.Fatalf("CartByID(nope): %v", err)
	}
	got, err = e.CartByCustomer(ctx, "C1")
	if err != nil || got.ID != "K1" || len(got.Entries) != 0 || got.Mode != "" || got.ProgressiveNotification {
		t.Fatalf("CartByCustomer = %+v, %v", got, err)
	}
	for name, fn := range map[string]func() error{
		"token":    func() error { _, err := e.CartByToken(ctx, "nope"); return err },
		"customer": func() error { _, err := e.CartByCustomer(ctx, "C2"); return err },
		"empty":    func() error { _, err := e.CartByToken(ctx, ""); return err },
	} {
		if err := fn(); !errors.Is(err, cart.ErrNotFound) {
			t.Fatalf("%s: %v, want ErrNotFound", name, err)
		}
	}
	// One cart per customer and per token.
	if err := e.InsertCart(ctx, cartFixture("K2", "C1", "")); !errors.Is(err, cart.ErrExists) {
		t.Fatalf("second cart of a customer: %v, want ErrExists", err)
	}
	if err := e.InsertCart(ctx, cartFixture("A2", "", "hash-a1")); !errors.Is(err, cart.ErrExists) {
		t.Fatalf("second cart of a token: %v, want ErrExists", err)
	}
}

func testCartGuardedUpdate(t *testing.T, e Engine) {
	ctx := context.Background()
	c := cartFixture("A1", "", "hash-a1")
	if err := e.InsertCart(ctx, c); err != nil {
		t.Fatal(err)
	}
	next := c
	next.Entries = next.Entries[:1]
	next.Mode, next.PostalCode = delivery.HomeDelivery, "2000"
	if err := e.UpdateCart(ctx, next); err != nil {
		t.Fatalf("UpdateCart: %v", err)
	}
	got, _ := e.CartByToken(ctx, "hash-a1")
	if got.Version != 2 || len(got.Entries) != 1 || got.Mode != delivery.HomeDelivery || got.PostalCode != "2000" {
		t.Fatalf("after update: %+v", got)
	}
	// A change of owner (the cart joins an account at sign-in) and of day is written too.
	mustInsertCustomer(t, e, plainCustomer("C9", "c9@example.com"))
	owned := got
	owned.CustomerID, owned.TokenHash, owned.UpdatedAt = "C9", "", got.UpdatedAt.Add(48*time.Hour)
	if err := e.UpdateCart(ctx, owned); err != nil {
		t.Fatalf("UpdateCart of the owner: %v", err)
	}
	if mine, err := e.CartByCustomer(ctx, "C9"); err != nil || mine.ID != "A1" || mine.Version != 3 || !mine.UpdatedAt.Equal(owned.UpdatedAt) {
		t.Fatalf("the customer's cart after the owner changed: %+v, %v", mine, err)
	}
	if _, err := e.CartByToken(ctx, "hash-a1"); !errors.Is(err, cart.ErrNotFound) {
		t.Fatalf("the cart is still found by its old token: %v", err)
	}
	owned.Version = 3
	if err := e.UpdateCart(ctx, owned); err != nil {
		t.Fatal(err)
	}
	owned.Version = 4
	owned.CustomerID, owned.TokenHash = "", "hash-a1"
	if err := e.UpdateCart(ctx, owned); err != nil {
		t.Fatal(err)
	}
	got, _ = e.CartByToken(ctx, "hash-a1")
	next = got
	next.Version--
	// The same version again lost the race: stale, nothing written.
	next.PostalCode = "3000"
	if err := e.UpdateCart(ctx, next); !errors.Is(err, cart.ErrStale) {
		t.Fatalf("stale update: %v, want ErrStale", err)
	}
	if got, _ := e.CartByToken(ctx, "hash-a1"); got.PostalCode != "2000" || got.Version != 5 {
		t.Fatalf("a stale update wrote: %+v", got)
	}
	// Many writers at one version: exactly one wins.
	var wg sync.WaitGroup
	var mu sync.Mutex
	wins := 0
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := got
			c.PostalCode = string(rune('0'+i)) + "000"
			err := e.WithTx(ctx, func(tx storage.Stores) error { return tx.UpdateCart(ctx, c) })
			if err == nil {
				mu.Lock()
				wins++
				mu.Unlock()
			} else if !errors.Is(err, cart.ErrStale) {
				t.Errorf("UpdateCart: %v", err)
			}
		}()
	}
	wg.Wait()
	if wins != 1 {
		t.Fatalf("%d writers won at one version, want 1", wins)
	}
	if err := e.DeleteCart(ctx, "A1"); err != nil {
		t.Fatal(err)
	}
	if _, err := e.CartByToken(ctx, "hash-a1"); !errors.Is(err, cart.ErrNotFound) {
		t.Fatalf("after delete: %v", err)
	}
	if err := e.UpdateCart(ctx, got); !errors.Is(err, cart.ErrStale) {
		t.Fatalf("update of a deleted cart: %v, want ErrStale", err)
	}
}

func testCartCleanup(t *testing.T, e Engine) {
	ctx := context.Background()
	mustInsertCustomer(t, e, plainCustomer("C1", "c1@example.com"))
	old := cartFixture("A1", "", "h1")
	old.UpdatedAt = accountT0.Add(-31 * 24 * time.Hour)
	recent := cartFixture("A2", "", "h2")
	customers := cartFixture("K1", "C1", "")
	customers.UpdatedAt = old.UpdatedAt
	// The idle index is by day: carts changed on the cut-off's own day go by the exact time.
	idleSince := accountT0.Add(-cart.IdleFor)
	justBefore := cartFixture("A3", "", "h3")
	justBefore.UpdatedAt = idleSince.Add(-time.Millisecond)
	justAfter := cartFixture("A4", "", "h4")
	justAfter.UpdatedAt = idleSince.Add(time.Millisecond)
	// A cart made long ago but changed since is kept: the change moves its day.
	revived := cartFixture("A5", "", "h5")
	revived.UpdatedAt = old.UpdatedAt
	for _, c := range []cart.Cart{old, recent, customers, justBefore, justAfter, revived} {
		if err := e.InsertCart(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	revived.UpdatedAt = accountT0
	if err := e.UpdateCart(ctx, revived); err != nil {
		t.Fatal(err)
	}
	n, err := e.DeleteIdleCarts(ctx, idleSince)
	if err != nil || n != 2 {
		t.Fatalf("DeleteIdleCarts = %d, %v; want 2", n, err)
	}
	for token, want := range map[string]bool{"h3": false, "h4": true, "h5": true} {
		if _, err := e.CartByToken(ctx, token); (err == nil) != want {
			t.Errorf("cart %s kept = %v, want %v (err %v)", token, err == nil, want, err)
		}
	}
	if _, err := e.CartByToken(ctx, "h1"); !errors.Is(err, cart.ErrNotFound) {
		t.Fatal("the idle anonymous cart is still there")
	}
	if _, err := e.CartByToken(ctx, "h2"); err != nil {
		t.Fatal("the recent anonymous cart went")
	}
	if _, err := e.CartByCustomer(ctx, "C1"); err != nil {
		t.Fatal("a customer's cart went: only anonymous carts expire")
	}
}

func testCartTxRollsBack(t *testing.T, e Engine) {
	ctx := context.Background()
	boom := errors.New("boom")
	err := e.WithTx(ctx, func(tx storage.Stores) error {
		if err := tx.InsertCart(ctx, cartFixture("A1", "", "h1")); err != nil {
			return err
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatal(err)
	}
	if _, err := e.CartByToken(ctx, "h1"); !errors.Is(err, cart.ErrNotFound) {
		t.Fatalf("a rolled back cart is there: %v", err)
	}
}

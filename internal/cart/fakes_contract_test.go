package cart

import (
	"context"
	"errors"
	"testing"
)

// The fake store keeps store.go's contract, or the guarded-update tests would prove nothing.
func TestMemStoreContract(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := newMemStore()
	anon := Cart{ID: "A", TokenHash: "h", Version: 1, Entries: []Entry{{Number: 0, ProductCode: lampNavy, Quantity: 1, GiftCard: ada}}}
	mine := Cart{ID: "K", CustomerID: "C1", Version: 1}
	for _, c := range []Cart{anon, mine} {
		if err := s.InsertCart(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	for name, c := range map[string]Cart{"same id": {ID: "A", CustomerID: "C2"}, "same token": {ID: "B", TokenHash: "h"},
		"same customer": {ID: "B", CustomerID: "C1"}} {
		if err := s.InsertCart(ctx, c); !errors.Is(err, ErrExists) {
			t.Errorf("%s: %v, want ErrExists", name, err)
		}
	}
	for name, read := range map[string]func() (Cart, error){
		"token":    func() (Cart, error) { return s.CartByToken(ctx, "nope") },
		"no token": func() (Cart, error) { return s.CartByToken(ctx, "") },
		"customer": func() (Cart, error) { return s.CartByCustomer(ctx, "") },
		"id":       func() (Cart, error) { return s.CartByID(ctx, "nope") },
	} {
		if _, err := read(); !errors.Is(err, ErrNotFound) {
			t.Errorf("%s: %v, want ErrNotFound", name, err)
		}
	}
	// What is read is a copy: changing it changes nothing stored.
	got, _ := s.CartByToken(ctx, "h")
	got.Entries[0].GiftCard.FirstName = "Eve"
	got.Entries[0].Quantity = 9
	if again, _ := s.CartByID(ctx, "A"); again.Entries[0].Quantity != 1 || again.Entries[0].GiftCard.FirstName != "Ada" {
		t.Fatal("a read cart aliases the stored one")
	}
	// A guarded update bumps the version; the old version is stale, and so is a vanished cart.
	if err := s.UpdateCart(ctx, got); err != nil {
		t.Fatal(err)
	}
	if c, _ := s.CartByID(ctx, "A"); c.Version != 2 || c.Entries[0].Quantity != 9 {
		t.Fatalf("after the update: %+v", c)
	}
	if err := s.UpdateCart(ctx, got); !errors.Is(err, ErrStale) {
		t.Fatalf("a second update at version 1: %v", err)
	}
	if err := s.UpdateCart(ctx, Cart{ID: "gone", Version: 1}); !errors.Is(err, ErrStale) {
		t.Fatalf("an update of no cart: %v", err)
	}
	// A unit of work commits all or nothing.
	boom := errors.New("boom")
	err := s.tx(ctx, func(tx Store) error {
		if err := tx.DeleteCart(ctx, "A"); err != nil {
			return err
		}
		if _, err := tx.CartByID(ctx, "A"); !errors.Is(err, ErrNotFound) {
			t.Errorf("the unit does not see its own delete: %v", err)
		}
		return boom
	})
	if !errors.Is(err, boom) || len(s.all()) != 2 {
		t.Fatalf("a failed unit: %v, %d carts", err, len(s.all()))
	}
	err = s.tx(ctx, func(tx Store) error {
		c, _ := tx.CartByCustomer(ctx, "C1")
		if err := tx.DeleteCart(ctx, "A"); err != nil {
			return err
		}
		// Meanwhile another writer changes the customer's cart.
		s.put(Cart{ID: "K", CustomerID: "C1", Version: 5})
		return tx.UpdateCart(ctx, c)
	})
	if !errors.Is(err, ErrStale) || len(s.all()) != 2 {
		t.Fatalf("a unit that lost its guarded update: %v, %d carts", err, len(s.all()))
	}
	if err := s.tx(ctx, func(tx Store) error { return tx.DeleteCart(ctx, "A") }); err != nil || len(s.all()) != 1 {
		t.Fatalf("a committed unit: %v, %d carts", err, len(s.all()))
	}
}

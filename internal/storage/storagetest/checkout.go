package storagetest

import (
	"context"
	"errors"
	"reflect"
	"sync"
	"testing"

	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/checkout"
	"github.com/wattle/storefront/internal/storage"
)

// stateFixture is a checkout state with every field set.
func stateFixture() checkout.State {
	return checkout.State{Email: "ada@example.com", Guest: true, BillingSame: true, PaymentMode: "paypal", BillingAgreement: true,
		FeeSeen: 900, Attempt: "pa_1",
		Delivery: &checkout.Address{ID: "a1", FirstName: "Ada", LastName: "Lovelace", FormType: "manual", Line1: "1 High Street",
			Line2: "Unit 2", Town: "Kew", State: "VIC", PostalCode: "3101", Country: "AU", Phone: "0412345678"},
		Billing: &checkout.Address{FirstName: "Ada", LastName: "Lovelace", FormType: "single", SingleLineLabel: "1 High St, Kew",
			SingleLineID: "gnaf-1", Line1: "1 High Street", Town: "Kew", State: "VIC", PostalCode: "3101", Country: "AU", IsBlocked: true},
		GiftCards: []checkout.GiftCardHold{{Sequence: 1, Amount: 2500, Balance: 500, Last4: "1234", Ref: "gc:1"},
			{Sequence: 3, Amount: 100, Last4: "9999", Ref: "gc:3"}}}
}

// A cart's checkout state: none until first saved, every field back as saved, each save guarded by
// the version it read, an order's clear still moving the version on, and the row gone with its cart.
func testCheckoutState(t *testing.T, e Engine) {
	ctx := context.Background()
	if err := e.InsertCart(ctx, cartFixture("A1", "", "h1")); err != nil {
		t.Fatal(err)
	}
	if st, err := e.CheckoutState(ctx, "A1"); err != nil || !reflect.DeepEqual(st, checkout.State{}) {
		t.Fatalf("state before any save = %+v, %v; want the zero state", st, err)
	}
	want := stateFixture()
	if err := e.SaveCheckoutState(ctx, "A1", want); err != nil {
		t.Fatal(err)
	}
	got, err := e.CheckoutState(ctx, "A1")
	want.Version = 1
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("CheckoutState = %+v, %v\nwant %+v", got, err, want)
	}
	// A second first save, or a save at a version no longer stored, is stale and changes nothing.
	for name, v := range map[string]int{"first": 0, "older": 3, "newer": 2} {
		st := stateFixture()
		st.Version, st.Email = v, "eve@example.com"
		if err := e.SaveCheckoutState(ctx, "A1", st); !errors.Is(err, checkout.ErrStale) {
			t.Fatalf("%s save: %v, want ErrStale", name, err)
		}
	}
	next := got.Clone()
	next.Email, next.Delivery, next.GiftCards = "", nil, nil
	if err := e.SaveCheckoutState(ctx, "A1", next); err != nil {
		t.Fatal(err)
	}
	got, err = e.CheckoutState(ctx, "A1")
	next.Version = 2
	if err != nil || !reflect.DeepEqual(got, next) {
		t.Fatalf("after the second save = %+v, %v\nwant %+v", got, err, next)
	}
	// Clearing leaves the zero state at a newer version: a change read before it is stale.
	if err := e.ClearCheckoutState(ctx, "A1"); err != nil {
		t.Fatal(err)
	}
	if got, err := e.CheckoutState(ctx, "A1"); err != nil || !reflect.DeepEqual(got, checkout.State{Version: 3}) {
		t.Fatalf("cleared = %+v, %v", got, err)
	}
	if err := e.SaveCheckoutState(ctx, "A1", next); !errors.Is(err, checkout.ErrStale) {
		t.Fatalf("a save read before the clear: %v, want ErrStale", err)
	}
	if err := e.ClearCheckoutState(ctx, "nope"); err != nil {
		t.Fatalf("clearing a cart without a state: %v", err)
	}
	// The state goes with its cart, and a cart that is gone takes no new one.
	if err := e.DeleteCart(ctx, "A1"); err != nil {
		t.Fatal(err)
	}
	if st, err := e.CheckoutState(ctx, "A1"); err != nil || !reflect.DeepEqual(st, checkout.State{}) {
		t.Fatalf("state of a deleted cart = %+v, %v", st, err)
	}
	if err := e.SaveCheckoutState(ctx, "A1", stateFixture()); !errors.Is(err, checkout.ErrStale) {
		t.Fatalf("saving the state of a deleted cart: %v, want ErrStale", err)
	}
	// A cart's checkout and its entries do not guard each other.
	if err := e.InsertCart(ctx, cartFixture("A2", "", "h2")); err != nil {
		t.Fatal(err)
	}
	if err := e.SaveCheckoutState(ctx, "A2", stateFixture()); err != nil {
		t.Fatal(err)
	}
	if err := e.UpdateCart(ctx, cartFixture("A2", "", "h2")); err != nil {
		t.Fatalf("a basket change after a checkout step: %v", err)
	}
	if c, err := e.CartByID(ctx, "A2"); err != nil || c.Version != 2 {
		t.Fatalf("cart = %+v, %v", c, err)
	}
	// Guarded by the cart as well (place order): a basket changed since is stale, and the cart is
	// not written either way.
	st := stateFixture()
	st.Version = 1
	if err := e.SaveCheckoutStateAt(ctx, "A2", 1, st); !errors.Is(err, checkout.ErrStale) {
		t.Fatalf("at an old cart version: %v, want ErrStale", err)
	}
	st.Attempt = "pa_2"
	if err := e.SaveCheckoutStateAt(ctx, "A2", 2, st); err != nil {
		t.Fatal(err)
	}
	if got, err := e.CheckoutState(ctx, "A2"); err != nil || got.Version != 2 || got.Attempt != "pa_2" {
		t.Fatalf("after SaveCheckoutStateAt = %+v, %v", got, err)
	}
	if c, err := e.CartByID(ctx, "A2"); err != nil || c.Version != 2 {
		t.Fatalf("the cart was written: %+v, %v", c, err)
	}
	if err := e.SaveCheckoutStateAt(ctx, "A2", 2, st); !errors.Is(err, checkout.ErrStale) {
		t.Fatalf("at an old state version: %v, want ErrStale", err)
	}
	// A first save, at the cart's version or not.
	if err := e.InsertCart(ctx, cartFixture("A3", "", "h3")); err != nil {
		t.Fatal(err)
	}
	if err := e.SaveCheckoutStateAt(ctx, "A3", 7, stateFixture()); !errors.Is(err, checkout.ErrStale) {
		t.Fatalf("a first save at another cart version: %v, want ErrStale", err)
	}
	if err := e.SaveCheckoutStateAt(ctx, "A3", 1, stateFixture()); err != nil {
		t.Fatal(err)
	}
}

// A cart and its checkout state in one read, by the browser's token or the customer: the zero
// state for a cart without one, cart.ErrNotFound for no cart.
func testCheckoutCart(t *testing.T, e Engine) {
	ctx := context.Background()
	mustInsertCustomer(t, e, plainCustomer("C1", "c1@example.com"))
	anon, mine := cartFixture("A1", "", "h1"), cartFixture("K1", "C1", "")
	for _, c := range []cart.Cart{anon, mine} {
		if err := e.InsertCart(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	want := stateFixture()
	if err := e.SaveCheckoutState(ctx, "K1", want); err != nil {
		t.Fatal(err)
	}
	want.Version = 1
	c, st, err := e.CheckoutCart(ctx, "", "C1")
	if err != nil || !reflect.DeepEqual(c, mine) || !reflect.DeepEqual(st, want) {
		t.Fatalf("the customer's = %+v %+v, %v", c, st, err)
	}
	c, st, err = e.CheckoutCart(ctx, "h1", "")
	if err != nil || !reflect.DeepEqual(c, anon) || !reflect.DeepEqual(st, checkout.State{}) {
		t.Fatalf("the browser's = %+v %+v, %v", c, st, err)
	}
	for name, q := range map[string][2]string{"no token": {"", ""}, "unknown token": {"nope", ""}, "unknown customer": {"", "C9"}} {
		if _, _, err := e.CheckoutCart(ctx, q[0], q[1]); !errors.Is(err, cart.ErrNotFound) {
			t.Fatalf("%s: %v, want cart.ErrNotFound", name, err)
		}
	}
}

// Ten saves of the same version at once: exactly one lands, the others are stale (first saves and
// later ones alike).
func testCheckoutStateRace(t *testing.T, e Engine) {
	ctx := context.Background()
	if err := e.InsertCart(ctx, cartFixture("A1", "", "h1")); err != nil {
		t.Fatal(err)
	}
	for _, version := range []int{0, 1} {
		var wg sync.WaitGroup
		errs := make([]error, 10)
		for i := range errs {
			wg.Go(func() {
				st := stateFixture()
				st.Version, st.Attempt = version, "pa_"+string(rune('a'+i))
				errs[i] = e.SaveCheckoutState(ctx, "A1", st)
			})
		}
		wg.Wait()
		won := 0
		for _, err := range errs {
			switch {
			case err == nil:
				won++
			case !errors.Is(err, checkout.ErrStale) && !errors.Is(err, storage.ErrRetry):
				t.Fatalf("version %d: %v", version, err)
			}
		}
		if won != 1 {
			t.Fatalf("version %d: %d saves landed, want 1 (%v)", version, won, errs)
		}
		if st, err := e.CheckoutState(ctx, "A1"); err != nil || st.Version != version+1 {
			t.Fatalf("version %d: stored %+v, %v", version, st, err)
		}
	}
}

// In a unit of work the state is written with the cart or not at all.
func testCheckoutStateTx(t *testing.T, e Engine) {
	ctx := context.Background()
	if err := e.InsertCart(ctx, cartFixture("A1", "", "h1")); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	err := e.WithTx(ctx, func(tx storage.Stores) error {
		if err := tx.UpdateCart(ctx, cartFixture("A1", "", "h1")); err != nil {
			return err
		}
		if err := tx.SaveCheckoutState(ctx, "A1", stateFixture()); err != nil {
			return err
		}
		if st, err := tx.CheckoutState(ctx, "A1"); err != nil || st.Version != 1 {
			t.Errorf("the transaction does not see its own save: %+v, %v", st, err)
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatal(err)
	}
	if st, err := e.CheckoutState(ctx, "A1"); err != nil || st.Version != 0 {
		t.Fatalf("a rolled back state is there: %+v, %v", st, err)
	}
	if c, err := e.CartByID(ctx, "A1"); err != nil || c.Version != 1 {
		t.Fatalf("a rolled back cart change is there: %+v, %v", c, err)
	}
}

package cart

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/delivery"
)

func TestMerge(t *testing.T) {
	t.Parallel()
	type line struct {
		code string
		qty  int
		pers bool
	}
	for _, tc := range []struct {
		name     string
		mine     []AddItem // the customer's cart before (nil: none)
		anon     []AddItem
		gone     string // a base code the catalogue drops before the merge
		want     []line // the customer's entries afterwards, in order
		notices  []ItemError
		numbers  []int // their entry numbers
		nextWant int
	}{
		{name: "into no cart: the anonymous cart becomes the customer's",
			anon: []AddItem{item(lampNavy, 2), item(mug, 1)},
			want: []line{{lampNavy, 2, false}, {mug, 1, false}}, numbers: []int{0, 1}, nextWant: 2},
		{name: "the same variant and extras add up, others join",
			mine: []AddItem{item(lampNavy, 5), item(lampWhite, 1)},
			anon: []AddItem{item(lampNavy, 3), AddItem{ProductCode: mug, Quantity: 2, Personalisation: monoAL}},
			want: []line{{lampNavy, 8, false}, {lampWhite, 1, false}, {mug, 2, true}}, numbers: []int{0, 1, 2}, nextWant: 3},
		{name: "other extras stay apart",
			mine: []AddItem{item(mug, 1)},
			anon: []AddItem{AddItem{ProductCode: mug, Quantity: 2, Personalisation: monoAL}},
			want: []line{{mug, 1, false}, {mug, 2, true}}, numbers: []int{0, 1}, nextWant: 2},
		{name: "capped at 20 of a product",
			mine: []AddItem{item(lampNavy, 15)}, anon: []AddItem{item(lampNavy, 10)},
			want: []line{{lampNavy, 20, false}}, numbers: []int{0}, nextWant: 1,
			notices: []ItemError{ie(lampNavy, intp(0), CodeThreshold, intp(20))}},
		{name: "nothing fits",
			mine: []AddItem{item(lampNavy, 20)}, anon: []AddItem{item(lampNavy, 3), item(lampWhite, 1)},
			want: []line{{lampNavy, 20, false}, {lampWhite, 1, false}}, numbers: []int{0, 1}, nextWant: 2,
			notices: []ItemError{ie(lampNavy, nil, CodeThreshold, intp(20))}},
		{name: "a product no longer sold is dropped",
			mine: []AddItem{item(lampWhite, 1)}, anon: []AddItem{item(fewLeft, 1), item(lampNavy, 1)}, gone: "P1000010",
			want: []line{{lampWhite, 1, false}, {lampNavy, 1, false}}, numbers: []int{0, 1}, nextWant: 2,
			notices: []ItemError{ie(fewLeft, nil, CodeProductUnavailable, nil)}},
		{name: "a pre-order does not join goods",
			mine: []AddItem{item(lampWhite, 1)}, anon: []AddItem{item(preOrder, 1)},
			want: []line{{lampWhite, 1, false}}, numbers: []int{0}, nextWant: 1,
			notices: []ItemError{ie(preOrder, nil, CodeNoMixedPreOrders, nil)}},
		{name: "pre-order units stay within 5",
			mine: []AddItem{item(preOrder, 4)}, anon: []AddItem{item(preOrder, 2)},
			want: []line{{preOrder, 4, false}}, numbers: []int{0}, nextWant: 1,
			notices: []ItemError{ie(preOrder, nil, CodePreOrderThreshold, nil)}},
		{name: "gift cards stay within $2,000",
			mine: []AddItem{{ProductCode: bigEGift, Quantity: 4, GiftCard: ada}}, anon: []AddItem{{ProductCode: eGift, Quantity: 1, GiftCard: ada}},
			want: []line{{bigEGift, 4, false}}, numbers: []int{0}, nextWant: 1,
			notices: []ItemError{ie(eGift, nil, CodeGiftCardValue, nil)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			ctx := context.Background()
			if tc.mine != nil {
				e.mustAdd(t, customer, tc.mine...)
			}
			anon := e.mustAdd(t, anonOwner, tc.anon...)
			if tc.gone != "" {
				e.products.remove(tc.gone)
			}
			e.clock.Advance(time.Minute)
			if err := e.svc.Merge(ctx, anonOwner.Token, customer.CustomerID); err != nil {
				t.Fatal(err)
			}
			if _, err := e.store.CartByID(ctx, anon.ID); !errors.Is(err, ErrNotFound) {
				t.Fatalf("the anonymous cart is left: %v", err)
			}
			got := e.stored(t, customer)
			var lines []line
			var numbers []int
			for _, en := range got.Entries {
				lines = append(lines, line{en.ProductCode, en.Quantity, en.Personalisation != nil})
				numbers = append(numbers, en.Number)
			}
			if !reflect.DeepEqual(lines, tc.want) || !reflect.DeepEqual(numbers, tc.numbers) || got.NextEntry != tc.nextWant {
				t.Fatalf("entries %+v numbers %v next %d, want %+v %v %d", lines, numbers, got.NextEntry, tc.want, tc.numbers, tc.nextWant)
			}
			if !reflect.DeepEqual(got.Notices, tc.notices) {
				t.Fatalf("notices %s, want %s", show(got.Notices), show(tc.notices))
			}
			if !got.UpdatedAt.Equal(testNow.Add(time.Minute)) || got.CustomerID != "C1" || got.TokenHash != "" {
				t.Fatalf("owner %q/%q, updated %v", got.CustomerID, got.TokenHash, got.UpdatedAt)
			}
			// The next recalculation reports what was dropped, once.
			res, _, err := e.svc.Recalculate(ctx, customer)
			if err != nil {
				t.Fatal(err)
			}
			if len(tc.notices) > 0 && !reflect.DeepEqual(res.Errors, tc.notices) || len(tc.notices) == 0 && len(res.Errors) != 0 {
				t.Fatalf("recalculation errors %s, want %s", show(res.Errors), show(tc.notices))
			}
			if res, _, _ := e.svc.Recalculate(ctx, customer); len(res.Errors) != 0 {
				t.Fatalf("notices reported twice: %s", show(res.Errors))
			}
		})
	}
}

// The customer's delivery choices win; the anonymous cart's fill in what the customer's lacks.
func TestMergeDeliveryChoices(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	anonCart := Cart{ID: "A", TokenHash: HashToken(anonOwner.Token), Version: 3, NextEntry: 1, Mode: delivery.ClickAndCollect,
		PostalCode: "3121", Pickup: Pickup{StoreNumber: richmond, CollectionPoint: "Parcel lockers"}, ProgressiveNotification: true,
		Entries: []Entry{{Number: 0, ProductCode: lampNavy, BaseCode: "P1000001", Quantity: 1, Changed: testNow.Add(-time.Hour)}},
		Notices: []ItemError{ie(soldOut, nil, CodeNoStock, intp(0))}}

	t.Run("a new customer cart takes them all", func(t *testing.T) {
		t.Parallel()
		e := newEnv(t)
		e.store.put(anonCart)
		if err := e.svc.Merge(ctx, anonOwner.Token, "C1"); err != nil {
			t.Fatal(err)
		}
		got := e.stored(t, customer)
		if got.ID == "A" || got.Version != 1 || got.Mode != delivery.ClickAndCollect || got.PostalCode != "3121" ||
			got.Pickup != anonCart.Pickup || !got.ProgressiveNotification || !reflect.DeepEqual(got.Notices, anonCart.Notices) ||
			!got.CreatedAt.Equal(testNow) || !got.Entries[0].Changed.Equal(testNow.Add(-time.Hour)) {
			t.Fatalf("merged into a new cart: %+v", got)
		}
	})
	t.Run("an existing customer cart keeps its own", func(t *testing.T) {
		t.Parallel()
		e := newEnv(t)
		e.store.put(anonCart)
		e.store.put(Cart{ID: "K", CustomerID: "C1", Version: 7, Mode: delivery.HomeDelivery, PostalCode: "2000",
			Pickup: Pickup{StoreNumber: fitzroy, CollectionPoint: "Service desk"}})
		if err := e.svc.Merge(ctx, anonOwner.Token, "C1"); err != nil {
			t.Fatal(err)
		}
		got := e.stored(t, customer)
		if got.ID != "K" || got.Version != 8 || got.Mode != delivery.HomeDelivery || got.PostalCode != "2000" ||
			got.Pickup.StoreNumber != fitzroy || !got.ProgressiveNotification || len(got.Entries) != 1 {
			t.Fatalf("merged into the customer's cart: %+v", got)
		}
	})
	t.Run("nothing to merge", func(t *testing.T) {
		t.Parallel()
		e := newEnv(t)
		e.store.put(anonCart)
		for _, args := range [][2]string{{"", "C1"}, {anonOwner.Token, ""}, {"another-token", "C1"}} {
			if err := e.svc.Merge(ctx, args[0], args[1]); err != nil {
				t.Fatal(err)
			}
		}
		if all := e.store.all(); len(all) != 1 || all["A"].Version != 3 {
			t.Fatalf("carts after merges of nothing: %+v", all)
		}
	})
}

// A full customer cart takes no new entry from the anonymous one, but still adds up its own.
func TestMergeIntoAFullCart(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	fullCart(t, e)
	full := e.stored(t, anonOwner)
	full.TokenHash, full.CustomerID = "", "C1"
	_ = e.store.DeleteCart(context.Background(), full.ID)
	e.store.put(full)
	e.mustAdd(t, anonOwner, item(lampWhite, 1), item(lampNavy, 2))
	if err := e.svc.Merge(context.Background(), anonOwner.Token, "C1"); err != nil {
		t.Fatal(err)
	}
	got := e.stored(t, customer)
	if len(got.Entries) != MaxEntries || got.Entries[49].Quantity != 3 {
		t.Fatalf("%d entries, the lamp's %d", len(got.Entries), got.Entries[49].Quantity)
	}
	if want := []ItemError{ie(lampWhite, nil, CodeEntriesThreshold, nil)}; !reflect.DeepEqual(got.Notices, want) {
		t.Fatalf("notices %s", show(got.Notices))
	}
}

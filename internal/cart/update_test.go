package cart

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/wattle/storefront/internal/catalog"
)

// basket fills the anonymous cart with five entries:
// 0 navy lamp ×2, 1 white lamp ×1, 2 personalised mug ×3, 3 plain mug ×1, 4 candles ×1 (3 in stock).
func basket(t *testing.T, e *env, o Owner) Cart {
	t.Helper()
	return e.mustAdd(t, o, item(lampNavy, 2), item(lampWhite, 1), AddItem{ProductCode: mug, Quantity: 3, Personalisation: monoAL},
		item(mug, 1), item(fewLeft, 1))
}

func upd(code string, entry, qty int) UpdateItem {
	return UpdateItem{ProductCode: code, EntryNumber: entry, Quantity: qty}
}

func TestUpdate(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		setup   func(e *env) // after the basket
		items   []UpdateItem
		refused bool
		updated []ItemResult
		removed []ItemRef
		errs    []ItemError
		want    map[int]int // the stored quantities afterwards
	}{
		{name: "fewer by entry number", items: []UpdateItem{upd(lampNavy, 0, 1)},
			updated: []ItemResult{{lampNavy, 0, 1, -1}}, want: map[int]int{0: 1, 1: 1, 2: 3, 3: 1, 4: 1}},
		{name: "more by product", items: []UpdateItem{upd(lampWhite, -1, 4)},
			updated: []ItemResult{{lampWhite, 1, 4, 3}}, want: map[int]int{0: 2, 1: 4, 2: 3, 3: 1, 4: 1}},
		{name: "an entry named with its base code", items: []UpdateItem{upd("P1000001", 1, 2)},
			updated: []ItemResult{{lampWhite, 1, 2, 1}}, want: map[int]int{0: 2, 1: 2, 2: 3, 3: 1, 4: 1}},
		{name: "a product names its first entry", items: []UpdateItem{upd(mug, -1, 0)},
			removed: []ItemRef{{mug, 2}}, want: map[int]int{0: 2, 1: 1, 3: 1, 4: 1}},
		{name: "quantity 0 removes", items: []UpdateItem{upd(lampNavy, 0, 0)},
			removed: []ItemRef{{lampNavy, 0}}, want: map[int]int{1: 1, 2: 3, 3: 1, 4: 1}},
		{name: "an entry number of another product", items: []UpdateItem{upd(lampWhite, 0, 3)}, refused: true,
			errs: []ItemError{ie(lampWhite, intp(0), CodeEntryNotFound, nil)}},
		{name: "an entry the cart does not have", items: []UpdateItem{upd(lampNavy, 9, 1)}, refused: true,
			errs: []ItemError{ie(lampNavy, intp(9), CodeEntryNotFound, nil)}},
		{name: "a product the cart does not have", items: []UpdateItem{upd(sofa, -1, 1)}, refused: true,
			errs: []ItemError{ie(sofa, nil, CodeEntryNotFound, nil)}},
		{name: "the same quantity", items: []UpdateItem{upd(lampNavy, 0, 2)}, refused: true,
			errs: []ItemError{ie(lampNavy, intp(0), CodeNoModification, nil)}},
		{name: "a skipped item", items: []UpdateItem{{ProductCode: lampNavy, EntryNumber: 0, Quantity: 5, Skip: true}, upd(lampWhite, 1, 0)},
			removed: []ItemRef{{lampWhite, 1}}, want: map[int]int{0: 2, 2: 3, 3: 1, 4: 1}},
		{name: "only skipped items", items: []UpdateItem{{ProductCode: lampNavy, EntryNumber: 0, Skip: true}}, refused: true,
			errs: []ItemError{ie("", nil, CodeNoModification, nil)}},
		{name: "the limit counts every entry of the variant", items: []UpdateItem{upd(mug, 3, 20)},
			updated: []ItemResult{{mug, 3, 17, 16}}, errs: []ItemError{ie(mug, intp(3), CodeThreshold, intp(17))},
			want: map[int]int{0: 2, 1: 1, 2: 3, 3: 17, 4: 1}},
		{name: "at the limit", setup: func(e *env) { e.mustAddT(item(mug, 16)) }, items: []UpdateItem{upd(mug, 2, 4)}, refused: true,
			errs: []ItemError{ie(mug, intp(2), CodeThreshold, intp(3))}},
		{name: "low stock grows to what there is", items: []UpdateItem{upd(fewLeft, 4, 5)},
			updated: []ItemResult{{fewLeft, 4, 3, 2}}, errs: []ItemError{ie(fewLeft, intp(4), CodeLowStock, intp(3))},
			want: map[int]int{0: 2, 1: 1, 2: 3, 3: 1, 4: 3}},
		{name: "no more stock", setup: func(e *env) { e.stock.set(fewLeft, catalog.OnlineLocation, 1) },
			items: []UpdateItem{upd(fewLeft, 4, 2)}, refused: true, errs: []ItemError{ie(fewLeft, intp(4), CodeNoStock, intp(1))}},
		{name: "growing a product no longer sold", setup: func(e *env) { e.products.remove("P1000010") },
			items: []UpdateItem{upd(fewLeft, 4, 2)}, refused: true, errs: []ItemError{ie(fewLeft, intp(4), CodeProductUnavailable, nil)}},
		{name: "removing a product no longer sold", setup: func(e *env) { e.products.remove("P1000010") },
			items: []UpdateItem{upd(fewLeft, 4, 0)}, removed: []ItemRef{{fewLeft, 4}}, want: map[int]int{0: 2, 1: 1, 2: 3, 3: 1}},
		{name: "several items, each on its own", items: []UpdateItem{upd(lampNavy, 0, 0), upd(lampWhite, 1, 3), upd(sofa, -1, 2), upd(mug, 3, 1)},
			removed: []ItemRef{{lampNavy, 0}}, updated: []ItemResult{{lampWhite, 1, 3, 2}},
			errs: []ItemError{ie(sofa, nil, CodeEntryNotFound, nil), ie(mug, intp(3), CodeNoModification, nil)},
			want: map[int]int{1: 3, 2: 3, 3: 1, 4: 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			before := basket(t, e, anonOwner)
			if tc.setup != nil {
				tc.setup(e)
				before = e.stored(t, anonOwner)
			}
			res, c, err := e.svc.Update(context.Background(), anonOwner, tc.items)
			var refusal *ItemsError
			if got := errors.As(err, &refusal); got != tc.refused || (err != nil && refusal == nil) {
				t.Fatalf("Update err = %v, want refused %v", err, tc.refused)
			}
			if !reflect.DeepEqual(res.Updated, tc.updated) || !reflect.DeepEqual(res.Removed, tc.removed) {
				t.Errorf("updated %+v removed %+v, want %+v %+v", res.Updated, res.Removed, tc.updated, tc.removed)
			}
			if (len(res.Errors) > 0 || len(tc.errs) > 0) && !reflect.DeepEqual(res.Errors, tc.errs) {
				t.Errorf("errorItems = %s, want %s", show(res.Errors), show(tc.errs))
			}
			after := e.stored(t, anonOwner)
			if tc.refused {
				if !reflect.DeepEqual(after, before) || !reflect.DeepEqual(refusal.Items, tc.errs) {
					t.Fatalf("a refused update changed the cart or answered %s", show(refusal.Items))
				}
				return
			}
			if got := quantities(after); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("quantities = %v, want %v", got, tc.want)
			}
			if after.Version != before.Version+1 || !reflect.DeepEqual(c, after) || after.NextEntry != before.NextEntry {
				t.Errorf("version %d → %d, next entry %d → %d; answered %+v", before.Version, after.Version,
					before.NextEntry, after.NextEntry, c)
			}
		})
	}
}

// mustAddT is mustAdd on the anonymous cart with the env's test.
func (e *env) mustAddT(items ...AddItem) Cart {
	e.t.Helper()
	return e.mustAdd(e.t, anonOwner, items...)
}

func TestUpdateOrderLimits(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		owner Owner
		fill  []AddItem
		then  func(e *env)
		item  UpdateItem
		want  ItemError
	}{
		{"pre-order units", anonOwner, []AddItem{item(preOrder, 4)}, nil, upd(preOrder, 0, 6),
			ie(preOrder, intp(0), CodePreOrderThreshold, nil)},
		{"posted gift cards", anonOwner, []AddItem{{ProductCode: giftCard, Quantity: 15, GiftCard: ada}, {ProductCode: giftCard, Quantity: 5,
			GiftCard: &Recipient{FirstName: "Grace", LastName: "Hopper"}}}, nil, upd(giftCard, 0, 16),
			ie(giftCard, intp(0), CodePhysicalGiftCards, nil)},
		{"e-gift cards", anonOwner, []AddItem{{ProductCode: eGift, Quantity: 10, GiftCard: ada}}, nil, upd(eGift, 0, 11),
			ie(eGift, intp(0), CodeDigitalGiftCards, nil)},
		{"gift card value", anonOwner, []AddItem{{ProductCode: bigEGift, Quantity: 3, GiftCard: ada}, {ProductCode: giftCard, Quantity: 10,
			GiftCard: ada}}, nil, upd(giftCard, 1, 11), ie(giftCard, intp(1), CodeGiftCardValue, nil)},
		{"a membership that lapsed", memberOwner, []AddItem{item(exclusive, 1)}, func(e *env) { e.members["member"] = false },
			upd(exclusive, 0, 2), ie(exclusive, intp(0), CodeMembersOnly, nil)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			e.mustAdd(t, tc.owner, tc.fill...)
			if tc.then != nil {
				tc.then(e)
			}
			_, _, err := e.svc.Update(context.Background(), tc.owner, []UpdateItem{tc.item})
			var refusal *ItemsError
			if !errors.As(err, &refusal) || !reflect.DeepEqual(refusal.Items, []ItemError{tc.want}) {
				t.Fatalf("Update = %v, want %s", err, show([]ItemError{tc.want}))
			}
		})
	}
}

func TestUpdateAndRemoveOnAnEmptyCart(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ctx := context.Background()
	if _, _, err := e.svc.Update(ctx, anonOwner, []UpdateItem{upd(lampNavy, 0, 1)}); !errors.Is(err, ErrEmptyCart) {
		t.Fatalf("no cart: %v, want ErrEmptyCart", err)
	}
	e.mustAdd(t, anonOwner, item(lampNavy, 1))
	if _, _, err := e.svc.Remove(ctx, anonOwner, []UpdateItem{upd(lampNavy, 0, 1)}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := e.svc.Remove(ctx, anonOwner, []UpdateItem{upd(lampNavy, 0, 1)}); !errors.Is(err, ErrEmptyCart) {
		t.Fatalf("emptied cart: %v, want ErrEmptyCart", err)
	}
	if len(e.store.all()) != 1 {
		t.Fatal("an emptied cart is kept (its entry numbers go on)")
	}
}

func TestRemove(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	basket(t, e, anonOwner)
	// Quantities sent with a removal mean nothing; each item is removed by entry or by product.
	items := []UpdateItem{{ProductCode: lampWhite, EntryNumber: 1, Quantity: 7, Skip: true}, upd(mug, -1, 3), upd(sofa, -1, 0)}
	res, c, err := e.svc.Remove(context.Background(), anonOwner, items)
	if err != nil {
		t.Fatal(err)
	}
	if want := []ItemRef{{lampWhite, 1}, {mug, 2}}; !reflect.DeepEqual(res.Removed, want) {
		t.Fatalf("removed %+v, want %+v", res.Removed, want)
	}
	if want := []ItemError{ie(sofa, nil, CodeEntryNotFound, nil)}; !reflect.DeepEqual(res.Errors, want) {
		t.Fatalf("errors %s", show(res.Errors))
	}
	if got, want := quantities(c), map[int]int{0: 2, 3: 1, 4: 1}; !reflect.DeepEqual(got, want) {
		t.Fatalf("quantities %v, want %v", got, want)
	}
	// Entry numbers are never reused: the next add gets 5.
	c = e.mustAdd(t, anonOwner, item(lampWhite, 1))
	if c.Entries[len(c.Entries)-1].Number != 5 || c.NextEntry != 6 {
		t.Fatalf("entries after removal and add: %+v", c.Entries)
	}
}

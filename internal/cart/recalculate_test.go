package cart

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/delivery"
)

func TestRecalculate(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		items   []AddItem
		pickup  bool // click and collect at Richmond
		then    func(e *env)
		removed []ItemRef
		errs    []ItemError
		want    map[int]int // stored quantities afterwards
		written bool        // a new version was stored
	}{
		{name: "nothing to report", items: []AddItem{item(lampNavy, 2), item(fewLeft, 3)},
			want: map[int]int{0: 2, 1: 3}},
		{name: "a new price is no error", items: []AddItem{item(lampNavy, 2)},
			then: func(e *env) { e.products.setPrice(lampNavy, 100) }, want: map[int]int{0: 2}},
		{name: "a product no longer sold is removed", items: []AddItem{item(lampNavy, 2), item(fewLeft, 1)},
			then:    func(e *env) { e.products.remove("P1000010") },
			removed: []ItemRef{{fewLeft, 1}}, errs: []ItemError{ie(fewLeft, intp(1), CodeProductUnavailable, nil)},
			want: map[int]int{0: 2}, written: true},
		{name: "a variant no longer sold is removed", items: []AddItem{item(lampNavy, 2), item(lampWhite, 1)},
			then: func(e *env) {
				p := testCatalogue(testNow)[0]
				p.Variants = p.Variants[:1]
				e.products.put(p)
			},
			removed: []ItemRef{{lampWhite, 1}}, errs: []ItemError{ie(lampWhite, intp(1), CodeProductUnavailable, nil)},
			want: map[int]int{0: 2}, written: true},
		{name: "fewer left than the entry holds", items: []AddItem{item(fewLeft, 3)},
			then: func(e *env) { e.stock.set(fewLeft, catalog.OnlineLocation, 2) },
			errs: []ItemError{ie(fewLeft, intp(0), CodeLowStock, intp(2))}, want: map[int]int{0: 3}},
		{name: "none left", items: []AddItem{item(fewLeft, 3)},
			then: func(e *env) { e.stock.set(fewLeft, catalog.OnlineLocation, 0) },
			errs: []ItemError{ie(fewLeft, intp(0), CodeNoStock, intp(0))}, want: map[int]int{0: 3}},
		{name: "entries of one variant share its stock", items: []AddItem{{ProductCode: mug, Quantity: 15, Personalisation: monoAL}, item(mug, 3)},
			then: func(e *env) { e.stock.set(mug, catalog.OnlineLocation, 16) },
			errs: []ItemError{ie(mug, intp(0), CodeLowStock, intp(13)), ie(mug, intp(1), CodeLowStock, intp(1))},
			want: map[int]int{0: 15, 1: 3}},
		{name: "click and collect counts the pickup store's", items: []AddItem{item(lampNavy, 2), item(lampWhite, 1)}, pickup: true,
			errs: []ItemError{ie(lampWhite, intp(1), CodeNoStock, intp(0))}, want: map[int]int{0: 2, 1: 1}},
		{name: "e-gift cards never run out", items: []AddItem{{ProductCode: eGift, Quantity: 5, GiftCard: ada}},
			want: map[int]int{0: 5}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			ctx := context.Background()
			e.mustAdd(t, anonOwner, tc.items...)
			if tc.pickup {
				if _, _, err := e.svc.SetPickup(ctx, anonOwner, Pickup{StoreNumber: richmond}); err != nil {
					t.Fatal(err)
				}
				if _, err := e.svc.SetDeliveryMode(ctx, anonOwner, delivery.ClickAndCollect, ""); err != nil {
					t.Fatal(err)
				}
			}
			if tc.then != nil {
				tc.then(e)
			}
			before := e.stored(t, anonOwner)
			res, c, err := e.svc.Recalculate(ctx, anonOwner)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(res.Removed, tc.removed) || res.Added != nil || res.Updated != nil {
				t.Errorf("removed %+v, want %+v (added %+v updated %+v)", res.Removed, tc.removed, res.Added, res.Updated)
			}
			wantErrs := tc.errs
			if wantErrs == nil {
				wantErrs = []ItemError{}
			}
			if !reflect.DeepEqual(res.Errors, wantErrs) {
				t.Errorf("errorItems %s, want %s", show(res.Errors), show(wantErrs))
			}
			after := e.stored(t, anonOwner)
			if got := quantities(after); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("quantities %v, want %v", got, tc.want)
			}
			if written := after.Version != before.Version; written != tc.written || !reflect.DeepEqual(c, after) {
				t.Errorf("written %v (version %d → %d), want %v; answered version %d", written, before.Version, after.Version,
					tc.written, c.Version)
			}
		})
	}
}

func TestRecalculateWithoutACart(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	res, c, err := e.svc.Recalculate(context.Background(), anonOwner)
	if err != nil || res.Errors == nil || len(res.Errors) != 0 || c.ID != "" || len(e.store.all()) != 0 {
		t.Fatalf("%+v %+v %v", res, c, err)
	}
	e.mustAdd(t, anonOwner, item(lampNavy, 1))
	e.stock.err = errors.New("timeout")
	if _, _, err := e.svc.Recalculate(context.Background(), anonOwner); !errors.Is(err, ErrStockUnavailable) {
		t.Fatalf("stock down: %v", err)
	}
}

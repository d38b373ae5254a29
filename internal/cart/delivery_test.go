package cart

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/platform/validate"
)

// modeLine is one getDeliveryModes option in short: fee in cents and the reason it is unavailable.
type modeLine struct {
	fee    int64
	reason string
}

func TestDeliveryModes(t *testing.T) {
	t.Parallel()
	ok := func(fee int64) modeLine { return modeLine{fee, ""} }
	no := func(fee int64, reason string) modeLine { return modeLine{fee, reason} }
	for _, tc := range []struct {
		name       string
		items      []AddItem
		pickup     string
		postcode   string
		checkStock bool
		stock      map[[2]string]int // stock changed after the add
		want       [3]modeLine       // CNC, HD, ED
	}{
		{name: "goods, no postcode", items: []AddItem{item(lampNavy, 1)},
			want: [3]modeLine{ok(0), ok(900), no(1500, ReasonNoPostcode)}},
		{name: "goods in a metro postcode", items: []AddItem{item(lampNavy, 1)}, postcode: "3121",
			want: [3]modeLine{ok(0), ok(900), ok(1500)}},
		{name: "goods outside the express area", items: []AddItem{item(lampNavy, 2)}, postcode: "0872",
			want: [3]modeLine{ok(0), ok(0), no(1500, ReasonNotInExpressArea)}},
		{name: "a bulky item", items: []AddItem{item(sofa, 1), item(lampNavy, 1)}, postcode: "3121",
			want: [3]modeLine{ok(0), ok(2900), no(1500, ReasonNotForExpress)}},
		{name: "an online-only item", items: []AddItem{item(onlineOny, 1)}, postcode: "3121",
			want: [3]modeLine{no(0, ReasonNotForCollection), ok(900), ok(1500)}},
		{name: "a pre-order", items: []AddItem{item(preOrder, 1)}, postcode: "3121",
			want: [3]modeLine{no(0, ReasonNotForCollection), ok(0), no(1500, ReasonNotForExpress)}},
		{name: "an e-gift card", items: []AddItem{{ProductCode: eGift, Quantity: 1, GiftCard: ada}}, postcode: "3121", checkStock: true,
			want: [3]modeLine{no(0, ReasonNotForCollection), ok(0), no(0, ReasonNotForExpress)}},
		// Its postage is the same whatever the mode: the summary's giftCardDeliveryFee, not a mode's fee
		// (a collection offered at $5.00 read as a charge for collecting).
		{name: "a posted gift card's postage is no mode's fee", items: []AddItem{{ProductCode: giftCard, Quantity: 1, GiftCard: ada}},
			postcode: "3121", want: [3]modeLine{ok(0), ok(0), no(0, ReasonNotForExpress)}},
		{name: "stock is not checked unless asked", items: []AddItem{item(fewLeft, 3)}, pickup: richmond, postcode: "3121",
			stock: map[[2]string]int{{fewLeft, catalog.OnlineLocation}: 1}, want: [3]modeLine{ok(0), ok(900), ok(1500)}},
		{name: "short online", items: []AddItem{item(fewLeft, 3)}, postcode: "3121", checkStock: true,
			stock: map[[2]string]int{{fewLeft, catalog.OnlineLocation}: 2},
			want:  [3]modeLine{ok(0), no(900, ReasonNoStock), no(1500, ReasonNoStock)}},
		{name: "short at the pickup store", items: []AddItem{item(lampNavy, 4)}, pickup: richmond, postcode: "3121", checkStock: true,
			want: [3]modeLine{no(0, ReasonNoStock), ok(0), ok(1500)}},
		{name: "enough at the pickup store", items: []AddItem{item(lampNavy, 3)}, pickup: richmond, checkStock: true,
			want: [3]modeLine{ok(0), ok(0), no(1500, ReasonNoPostcode)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			ctx := context.Background()
			e.mustAdd(t, anonOwner, tc.items...)
			if tc.pickup != "" {
				if _, _, err := e.svc.SetPickup(ctx, anonOwner, Pickup{StoreNumber: tc.pickup}); err != nil {
					t.Fatal(err)
				}
			}
			for k, n := range tc.stock {
				e.stock.set(k[0], k[1], n)
			}
			ans, err := e.svc.DeliveryModes(ctx, anonOwner, tc.postcode, tc.checkStock)
			if err != nil {
				t.Fatal(err)
			}
			var got [3]modeLine
			for i, m := range ans.DeliveryModes {
				got[i] = modeLine{cents(t, &m.Fee), m.UnavailableReason}
				mode := delivery.Modes[i]
				if m.ID != string(mode) || m.Name != mode.Name() || m.Available != (m.UnavailableReason == "") ||
					m.DeliveryToStore != (mode == delivery.ClickAndCollect) || m.Advantage {
					t.Errorf("option %d: %+v", i, m)
				}
			}
			if len(ans.DeliveryModes) != 3 || got != tc.want {
				t.Fatalf("modes %+v, want %+v", got, tc.want)
			}
			c := e.stored(t, anonOwner)
			if c.PostalCode != tc.postcode || ans.CartHash != hashOf(&c) {
				t.Fatalf("postcode %q, hash %q (cart's %q)", c.PostalCode, ans.CartHash, hashOf(&c))
			}
		})
	}
}

func TestDeliveryModesPostcode(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ctx := context.Background()
	if _, err := e.svc.DeliveryModes(ctx, anonOwner, "3121", false); !errors.Is(err, ErrNoEntries) {
		t.Fatalf("no cart: %v", err)
	}
	e.mustAdd(t, anonOwner, item(lampNavy, 1))
	first, err := e.svc.DeliveryModes(ctx, anonOwner, "3121", false)
	if err != nil {
		t.Fatal(err)
	}
	v := e.stored(t, anonOwner).Version
	// The same postcode again, or none, writes nothing and keeps the hash.
	for _, pc := range []string{"3121", ""} {
		again, err := e.svc.DeliveryModes(ctx, anonOwner, pc, false)
		if err != nil || again.CartHash != first.CartHash || e.stored(t, anonOwner).Version != v {
			t.Fatalf("postcode %q: hash %q → %q, version %d → %d, %v", pc, first.CartHash, again.CartHash, v,
				e.stored(t, anonOwner).Version, err)
		}
	}
	moved, _ := e.svc.DeliveryModes(ctx, anonOwner, "2000", false)
	if moved.CartHash == first.CartHash || e.stored(t, anonOwner).PostalCode != "2000" {
		t.Fatal("a new postcode kept the hash or was not stored")
	}
	e.stock.err = errors.New("timeout")
	if _, err := e.svc.DeliveryModes(ctx, anonOwner, "", true); !errors.Is(err, ErrStockUnavailable) {
		t.Fatalf("stock down: %v, want ErrStockUnavailable", err)
	}
}

func TestSetDeliveryMode(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	t.Run("an empty cart", func(t *testing.T) {
		t.Parallel()
		e := newEnv(t)
		if _, err := e.svc.SetDeliveryMode(ctx, anonOwner, delivery.HomeDelivery, ""); !errors.Is(err, ErrNoEntries) {
			t.Fatalf("no cart: %v", err)
		}
		e.mustAdd(t, anonOwner, item(lampNavy, 1))
		if _, _, err := e.svc.Remove(ctx, anonOwner, []UpdateItem{upd(lampNavy, 0, 0)}); err != nil {
			t.Fatal(err)
		}
		if _, err := e.svc.SetDeliveryMode(ctx, anonOwner, delivery.HomeDelivery, ""); !errors.Is(err, ErrNoEntries) {
			t.Fatalf("emptied cart: %v", err)
		}
	})
	for _, tc := range []struct {
		name     string
		items    []AddItem
		mode     delivery.Mode
		postcode string
		wantErr  bool
	}{
		{"express without a postcode", []AddItem{item(lampNavy, 1)}, delivery.Express, "", true},
		{"express with one", []AddItem{item(lampNavy, 1)}, delivery.Express, "3121", false},
		{"express outside its area", []AddItem{item(lampNavy, 1)}, delivery.Express, "0872", true},
		{"express for a sofa", []AddItem{item(sofa, 1)}, delivery.Express, "3121", true},
		{"collecting an online-only rug", []AddItem{item(onlineOny, 1)}, delivery.ClickAndCollect, "", true},
		{"collecting a lamp", []AddItem{item(lampNavy, 1)}, delivery.ClickAndCollect, "", false},
		{"home delivery, whatever the stock", []AddItem{item(fewLeft, 3)}, delivery.HomeDelivery, "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			before := e.mustAdd(t, anonOwner, tc.items...)
			e.stock.set(fewLeft, catalog.OnlineLocation, 0)
			c, err := e.svc.SetDeliveryMode(ctx, anonOwner, tc.mode, tc.postcode)
			after := e.stored(t, anonOwner)
			if tc.wantErr {
				if !errors.Is(err, ErrModeUnavailable) || !reflect.DeepEqual(after, before) {
					t.Fatalf("err = %v (want ErrModeUnavailable), stored %+v", err, after)
				}
				return
			}
			if err != nil || after.Mode != tc.mode || after.PostalCode != tc.postcode || after.Version != before.Version+1 ||
				!reflect.DeepEqual(c, after) || hashOf(&after) == hashOf(&before) {
				t.Fatalf("err %v, stored %+v", err, after)
			}
		})
	}
}

func TestSetPickup(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	e := newEnv(t)
	if _, _, err := e.svc.SetPickup(ctx, anonOwner, Pickup{StoreNumber: richmond}); !errors.Is(err, ErrNoEntries) {
		t.Fatalf("no cart: %v", err)
	}
	e.mustAdd(t, anonOwner, item(lampNavy, 1))
	if _, _, err := e.svc.SetPickup(ctx, anonOwner, Pickup{StoreNumber: "9999"}); !errors.Is(err, location.ErrStoreNotFound) {
		t.Fatalf("unknown store: %v", err)
	}
	_, _, err := e.svc.SetPickup(ctx, anonOwner, Pickup{StoreNumber: richmond, CollectionPoint: "Drive-through bay"})
	if ve, ok := validate.As(err); !ok || !reflect.DeepEqual(ve.Fields, map[string]string{"store.collectionPoint": validate.MalformedRequest}) {
		t.Fatalf("another store's collection point: %v", err)
	}
	if got := e.stored(t, anonOwner); got.Pickup != (Pickup{}) || got.Version != 1 {
		t.Fatalf("a refused pickup was stored: %+v", got.Pickup)
	}
	contact := Pickup{StoreNumber: richmond, CollectionPoint: "Parcel lockers", FirstName: "Ada", LastName: "Lovelace",
		Mobile: "0412345678", Email: "ada@example.com"}
	c, st, err := e.svc.SetPickup(ctx, anonOwner, contact)
	if err != nil || c.Pickup != contact || st.Number != richmond || e.stored(t, anonOwner).Pickup != contact {
		t.Fatalf("pickup %+v at %+v: %v", c.Pickup, st, err)
	}
	// Without a collection point, the store's first.
	c, _, err = e.svc.SetPickup(ctx, anonOwner, Pickup{StoreNumber: fitzroy})
	if err != nil || c.Pickup != (Pickup{StoreNumber: fitzroy, CollectionPoint: "Service desk"}) {
		t.Fatalf("default collection point: %+v, %v", c.Pickup, err)
	}
}

func TestSetProgressiveNotification(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ctx := context.Background()
	// It creates the cart: consent may come before anything is added.
	c, err := e.svc.SetProgressiveNotification(ctx, anonOwner, true)
	if err != nil || !c.ProgressiveNotification || c.Version != 1 || !e.stored(t, anonOwner).ProgressiveNotification {
		t.Fatalf("%+v, %v", c, err)
	}
	if c, err = e.svc.SetProgressiveNotification(ctx, anonOwner, true); err != nil || c.Version != 1 || e.store.updates != 0 {
		t.Fatalf("the same answer was written again: version %d, %d updates", c.Version, e.store.updates)
	}
	if c, err = e.svc.SetProgressiveNotification(ctx, anonOwner, false); err != nil || c.ProgressiveNotification || c.Version != 2 {
		t.Fatalf("withdrawn: %+v, %v", c, err)
	}
	sum, _ := e.svc.Summarise(ctx, c, nil)
	if sum.AllowProgressiveNotification || cents(t, &sum.Total) != 0 {
		t.Fatal("summary")
	}
}

package storagetest

import (
	"context"
	"errors"
	"reflect"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
)

// orderFixture is an order with every field set, times at millisecond precision.
func orderFixture(code, customer string, placed time.Time) order.Order {
	return order.Order{Code: code, Version: 1, CustomerID: customer, Email: "ada@example.com", Status: order.Placed,
		Mode: delivery.HomeDelivery, Total: 10400, PlacedAt: placed, UpdatedAt: placed,
		Details: order.Details{
			Entries: []order.Entry{{Number: 0, ProductCode: "10000016", BaseCode: "P1000001", Name: "Linen Lamp", Colour: "Black",
				Size: "One size", Quantity: 2, UnitPrice: 4700, Total: 9400, GiftCard: map[string]string{"firstName": "Ada"}}},
			Payments: []order.Payment{{Method: payment.Card, Ref: "auth_1", Amount: 10400, Status: "authorised", CardType: "visa", Last4: "4242"}},
			DeliveryAddress: &order.Address{FirstName: "Ada", LastName: "Lovelace", Line1: "1 Swan St", Town: "Richmond", State: "VIC",
				PostalCode: "3121", Country: "AU", Phone: "0412345678"},
			Subtotal: 9400, DeliveryFee: 1000, GST: 945,
		}}
}

func testOrderRoundTrip(t *testing.T, e Engine) {
	ctx := context.Background()
	a, err := e.NextOrderCode(ctx)
	if err != nil {
		t.Fatal(err)
	}
	b, err := e.NextOrderCode(ctx)
	if err != nil {
		t.Fatal(err)
	}
	na, errA := strconv.ParseUint(a, 10, 64)
	nb, errB := strconv.ParseUint(b, 10, 64)
	if errA != nil || errB != nil || nb <= na || len(a) < 8 {
		t.Fatalf("order codes %q then %q: want digits, increasing", a, b)
	}
	first := orderFixture(a, "C1", accountT0)
	second := orderFixture(b, "C1", accountT0.Add(time.Hour))
	guest := orderFixture("99999999", "", accountT0.Add(2*time.Hour))
	guest.Details.DeliveryAddress, guest.Mode, guest.StoreNumber = nil, delivery.ClickAndCollect, "5012"
	guest.Details.Pickup = &order.Pickup{StoreNumber: "5012", StoreName: "Richmond", FirstName: "Ada", LastName: "Lovelace"}
	for _, o := range []order.Order{first, second, guest} {
		if err := e.InsertOrder(ctx, o); err != nil {
			t.Fatalf("InsertOrder(%s): %v", o.Code, err)
		}
	}
	if err := e.InsertOrder(ctx, first); !errors.Is(err, order.ErrExists) {
		t.Fatalf("second InsertOrder(%s) = %v, want ErrExists", a, err)
	}
	got, err := e.Order(ctx, a)
	if err != nil || !reflect.DeepEqual(got, first) {
		t.Fatalf("Order = %+v, %v\nwant %+v", got, err, first)
	}
	if got, err := e.Order(ctx, "99999999"); err != nil || !reflect.DeepEqual(got, guest) {
		t.Fatalf("guest Order = %+v, %v", got, err)
	}
	if _, err := e.Order(ctx, "1"); !errors.Is(err, order.ErrNotFound) {
		t.Fatalf("Order(unknown) = %v, want ErrNotFound", err)
	}
	list, err := e.OrdersByCustomer(ctx, "C1", 0)
	if err != nil || len(list) != 2 || list[0].Code != b || list[1].Code != a {
		t.Fatalf("OrdersByCustomer = %v, %v: want %s then %s", list, err, b, a)
	}
	if list, err := e.OrdersByCustomer(ctx, "C1", 1); err != nil || len(list) != 1 || list[0].Code != b {
		t.Fatalf("OrdersByCustomer(limit 1) = %v, %v", list, err)
	}
	if list, err := e.OrdersByCustomer(ctx, "", 0); err != nil || len(list) != 0 {
		t.Fatalf("OrdersByCustomer(guest) = %v, %v: guests' orders are nobody's", list, err)
	}

	changed := first
	changed.Details.Payments[0].Status = "captured"
	changed.UpdatedAt = accountT0.Add(time.Minute)
	if err := e.UpdateOrder(ctx, changed); err != nil {
		t.Fatal(err)
	}
	if err := e.UpdateOrder(ctx, changed); !errors.Is(err, order.ErrStale) {
		t.Fatalf("UpdateOrder at an old version = %v, want ErrStale", err)
	}
	got, _ = e.Order(ctx, a)
	if got.Version != 2 || got.Details.Payments[0].Status != "captured" || !got.UpdatedAt.Equal(changed.UpdatedAt) {
		t.Fatalf("after UpdateOrder: %+v", got)
	}
}

func onlineUnits(t *testing.T, e Engine, variant string) int {
	t.Helper()
	got, err := e.Levels(context.Background(), []string{variant}, []string{"online"})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) == 0 {
		return 0
	}
	return got[0].Quantity
}

func testTakeStock(t *testing.T, e Engine) {
	ctx := context.Background()
	if err := e.SaveLevels(ctx, []inventory.Level{
		{VariantCode: "V1", Location: "online", Quantity: 3},
		{VariantCode: "V2", Location: "online", Quantity: 1},
	}); err != nil {
		t.Fatal(err)
	}
	expires := accountT0.Add(15 * time.Minute)
	if err := e.TakeStock(ctx, "att-1", []order.Line{{VariantCode: "V1", Location: "online", Quantity: 2}, {VariantCode: "V2", Location: "online", Quantity: 1}}, expires); err != nil {
		t.Fatal(err)
	}
	if onlineUnits(t, e, "V1") != 1 || onlineUnits(t, e, "V2") != 0 {
		t.Fatalf("after taking: V1 %d, V2 %d", onlineUnits(t, e, "V1"), onlineUnits(t, e, "V2"))
	}
	// All or nothing: V1 could be had, V2 cannot, so nothing is taken.
	err := e.TakeStock(ctx, "att-2", []order.Line{{VariantCode: "V1", Location: "online", Quantity: 1}, {VariantCode: "V2", Location: "online", Quantity: 1}}, expires)
	var short *order.ShortError
	if !errors.As(err, &short) || !errors.Is(err, order.ErrInsufficientStock) || short.Line.VariantCode != "V2" {
		t.Fatalf("TakeStock beyond stock = %v, want a ShortError for V2", err)
	}
	if onlineUnits(t, e, "V1") != 1 {
		t.Fatalf("a refused take left V1 at %d, want 1", onlineUnits(t, e, "V1"))
	}
	if err := e.TakeStock(ctx, "att-3", []order.Line{{VariantCode: "V9", Location: "online", Quantity: 1}}, expires); !errors.Is(err, order.ErrInsufficientStock) {
		t.Fatalf("TakeStock of an unstocked variant = %v", err)
	}

	if ids, err := e.ExpiredReservations(ctx, expires.Add(time.Second), 10); err != nil || !reflect.DeepEqual(ids, []string{"att-1"}) {
		t.Fatalf("ExpiredReservations = %v, %v", ids, err)
	}
	if ids, err := e.ExpiredReservations(ctx, expires, 10); err != nil || len(ids) != 0 {
		t.Fatalf("ExpiredReservations before expiry = %v, %v", ids, err)
	}
	n, err := e.ReleaseStock(ctx, "att-1")
	if err != nil || n != 2 {
		t.Fatalf("ReleaseStock = %d, %v", n, err)
	}
	if onlineUnits(t, e, "V1") != 3 || onlineUnits(t, e, "V2") != 1 {
		t.Fatalf("after release: V1 %d, V2 %d", onlineUnits(t, e, "V1"), onlineUnits(t, e, "V2"))
	}
	if n, err := e.ReleaseStock(ctx, "att-1"); err != nil || n != 0 {
		t.Fatalf("second ReleaseStock = %d, %v: want nothing to put back", n, err)
	}

	// Kept: the reservation goes, the stock stays taken.
	if err := e.TakeStock(ctx, "att-4", []order.Line{{VariantCode: "V1", Location: "online", Quantity: 1}, {VariantCode: "V1", Location: "online", Quantity: 1}}, expires); err != nil {
		t.Fatal(err)
	}
	if err := e.KeepStock(ctx, "att-4"); err != nil {
		t.Fatal(err)
	}
	if n, err := e.ReleaseStock(ctx, "att-4"); err != nil || n != 0 || onlineUnits(t, e, "V1") != 1 {
		t.Fatalf("release after keep = %d, %v, V1 %d", n, err, onlineUnits(t, e, "V1"))
	}
}

// testTakeStockRace: many buyers, few units: exactly as many takes succeed as there are units.
func testTakeStockRace(t *testing.T, e Engine) {
	ctx := context.Background()
	if err := e.SaveLevels(ctx, []inventory.Level{{VariantCode: "LAST", Location: "online", Quantity: 3}}); err != nil {
		t.Fatal(err)
	}
	var ok, short atomic.Int32
	var wg sync.WaitGroup
	for i := range 12 {
		wg.Go(func() {
			err := e.TakeStock(ctx, "race-"+strconv.Itoa(i), []order.Line{{VariantCode: "LAST", Location: "online", Quantity: 1}}, accountT0)
			switch {
			case err == nil:
				ok.Add(1)
			case errors.Is(err, order.ErrInsufficientStock):
				short.Add(1)
			default:
				t.Errorf("buyer %d: %v", i, err)
			}
		})
	}
	wg.Wait()
	if ok.Load() != 3 || short.Load() != 9 || onlineUnits(t, e, "LAST") != 0 {
		t.Fatalf("%d takes, %d refused, %d left: want 3, 9, 0", ok.Load(), short.Load(), onlineUnits(t, e, "LAST"))
	}
}

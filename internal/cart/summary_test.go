package cart

import (
	"context"
	"fmt"
	"math"
	"reflect"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/platform/money"
)

// cents reads a wire amount back as cents, -1 for null; it also checks the formatted text agrees.
func cents(t *testing.T, w *money.Wire) int64 {
	t.Helper()
	if w == nil {
		return -1
	}
	c := money.Cents(math.Round(w.Value * 100))
	if w.FormattedValue != c.Format() {
		t.Errorf("%v formatted as %q", w.Value, w.FormattedValue)
	}
	return int64(c)
}

// amounts are the summary's money fields in cents (-1: null).
type amounts struct {
	Subtotal, Fee, Original, Bulky, GiftFee, Discounts, Total, GST, Instalment, Deposit, Outstanding int64
}

func amountsOf(t *testing.T, s Summary) amounts {
	return amounts{cents(t, &s.Subtotal), cents(t, s.DeliveryFee), cents(t, s.OriginalDeliveryCost), cents(t, s.BulkyFee),
		cents(t, s.GiftCardDeliveryFee), cents(t, &s.OrderDiscounts), cents(t, &s.Total), cents(t, &s.GST),
		cents(t, s.InstallmentPrice), cents(t, s.PreOrderDepositAmount), cents(t, s.PreOrderOutstandingAmount)}
}

func TestSummaryTotals(t *testing.T) {
	t.Parallel()
	gift := func(code string, qty int) AddItem { return AddItem{ProductCode: code, Quantity: qty, GiftCard: ada} }
	for _, tc := range []struct {
		name  string
		items []AddItem
		mode  delivery.Mode
		price map[string]money.Cents // catalogue prices changed after the add
		want  amounts
		// flags: excluded for Afterpay, for Zip, digital only, delivery promise saved.
		afterpay, zip, digital, saved bool
		// incentive is the amount still to spend for free home delivery (0: none).
		incentive money.Cents
		applied   bool // the free delivery offer is applied
	}{
		{name: "no mode yet", items: []AddItem{item(lampNavy, 1)},
			// GST 3900/11 = 354.5 → 355; instalment 3900/4 = 975.
			want: amounts{3900, -1, -1, -1, -1, 0, 3900, 355, 975, -1, -1}, incentive: 2600},
		{name: "home delivery under the threshold", items: []AddItem{item(lampNavy, 1)}, mode: delivery.HomeDelivery,
			// 3900 + 900 = 4800; GST 436.4 → 436; instalment 1200.
			want: amounts{3900, 900, 900, 0, 0, 0, 4800, 436, 1200, -1, -1}, saved: true, incentive: 2600},
		{name: "home delivery from $65 is free", items: []AddItem{item(lampNavy, 2)}, mode: delivery.HomeDelivery,
			// docs/cart.md's example: GST 7800/11 = 709.1 → 709, instalment 1950.
			want: amounts{7800, 0, 900, 0, 0, 0, 7800, 709, 1950, -1, -1}, saved: true, applied: true},
		{name: "the threshold to the cent", items: []AddItem{item(lampNavy, 1), item(mug, 2)}, mode: delivery.HomeDelivery,
			price: map[string]money.Cents{mug: 1300},
			// 3900 + 2×1300 = 6500: free; GST 590.9 → 591; instalment 1625.
			want: amounts{6500, 0, 900, 0, 0, 0, 6500, 591, 1625, -1, -1}, saved: true, applied: true},
		{name: "a cent under the threshold", items: []AddItem{item(lampNavy, 1), item(mug, 2)}, mode: delivery.HomeDelivery,
			price: map[string]money.Cents{mug: 1299},
			// 6498 + 900 = 7398; GST 672.55 → 673; instalment 7398/4 = 1849.5 → 1850 (up).
			want: amounts{6498, 900, 900, 0, 0, 0, 7398, 673, 1850, -1, -1}, saved: true, incentive: 2},
		{name: "bulky items pay their fee even with free delivery", items: []AddItem{item(sofa, 1), item(lampNavy, 1)}, mode: delivery.HomeDelivery,
			// 89900 + 3900 = 93800, delivery 0 + 2900 bulky (original 900 + 2900); total 96700; GST 8790.9 → 8791.
			want: amounts{93800, 2900, 3800, 2900, 0, 0, 96700, 8791, 24175, -1, -1}, saved: true, applied: true},
		{name: "bulky items are collected free", items: []AddItem{item(sofa, 1)}, mode: delivery.ClickAndCollect,
			want: amounts{89900, 0, 0, 0, 0, 0, 89900, 8173, 22475, -1, -1}, saved: true, applied: true},
		{name: "express is never free", items: []AddItem{item(lampNavy, 2)}, mode: delivery.Express,
			// 7800 + 1500 = 9300; GST 845.5 → 845 (9300/11 = 845.45); instalment 2325.
			want: amounts{7800, 1500, 1500, 0, 0, 0, 9300, 845, 2325, -1, -1}, saved: true, applied: true},
		{name: "gift cards only need no mode", items: []AddItem{gift(giftCard, 2), gift(eGift, 1)},
			// 20000 of gift cards + the $5 posting fee; only the fee is taxable: 500/11 = 45.45 → 45.
			want: amounts{20000, 500, 500, 0, 500, 0, 20500, 45, -1, -1, -1}, afterpay: true, zip: true, saved: true},
		{name: "e-gift cards only", items: []AddItem{gift(eGift, 2)},
			want: amounts{20000, 0, 0, 0, 0, 0, 20000, 0, -1, -1, -1}, afterpay: true, zip: true, digital: true, saved: true},
		{name: "a posted gift card with goods by home delivery", items: []AddItem{item(lampNavy, 1), gift(giftCard, 1)}, mode: delivery.HomeDelivery,
			// Merchandise 3900 (the card does not count toward free delivery): 900 + 500.
			// Total 3900 + 5000 + 1400 = 10300; taxable 5300 → 481.8 → 482.
			want: amounts{8900, 1400, 1400, 0, 500, 0, 10300, 482, -1, -1, -1}, afterpay: true, zip: true, saved: true, incentive: 2600},
		{name: "a pre-order pays a 20% deposit", items: []AddItem{item(preOrder, 1)}, price: map[string]money.Cents{preOrder: 12003},
			// 12003 × 20% = 2400.6 → 2401, the rest 9602; GST 1091.2 → 1091.
			want: amounts{12003, -1, -1, -1, -1, 0, 12003, 1091, -1, 2401, 9602}, afterpay: true, applied: true},
		{name: "instalments up to $2,000", items: []AddItem{item(sofa, 1)}, price: map[string]money.Cents{sofa: 200000},
			want: amounts{200000, -1, -1, -1, -1, 0, 200000, 18182, 50000, -1, -1}, applied: true},
		{name: "no instalments above $2,000", items: []AddItem{item(sofa, 1)}, price: map[string]money.Cents{sofa: 200001},
			want: amounts{200001, -1, -1, -1, -1, 0, 200001, 18182, -1, -1, -1}, applied: true},
		{name: "instalments from $1", items: []AddItem{item(mug, 1)}, price: map[string]money.Cents{mug: 100},
			want: amounts{100, -1, -1, -1, -1, 0, 100, 9, 25, -1, -1}, incentive: 6400},
		{name: "no instalments under $1", items: []AddItem{item(mug, 1)}, price: map[string]money.Cents{mug: 99},
			want: amounts{99, -1, -1, -1, -1, 0, 99, 9, -1, -1, -1}, incentive: 6401},
		{name: "a price change shows at once", items: []AddItem{item(lampNavy, 3)}, price: map[string]money.Cents{lampNavy: 2150},
			// 3 × 21.50 = 64.50: 50 cents short of free delivery.
			want: amounts{6450, -1, -1, -1, -1, 0, 6450, 586, 1613, -1, -1}, incentive: 50},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			ctx := context.Background()
			c := e.mustAdd(t, anonOwner, tc.items...)
			if tc.mode != "" {
				if tc.mode == delivery.ClickAndCollect {
					if _, _, err := e.svc.SetPickup(ctx, anonOwner, Pickup{StoreNumber: richmond}); err != nil {
						t.Fatal(err)
					}
				}
				var err error
				if c, err = e.svc.SetDeliveryMode(ctx, anonOwner, tc.mode, "3121"); err != nil {
					t.Fatal(err)
				}
			}
			for code, p := range tc.price {
				e.products.setPrice(code, p)
			}
			sum, err := e.svc.Summarise(ctx, c, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := amountsOf(t, sum); got != tc.want {
				t.Errorf("amounts\n got %+v\nwant %+v", got, tc.want)
			}
			if sum.ExcludedForAfterpay != tc.afterpay || sum.ExcludedForZip != tc.zip || sum.ContainsDigitalEntriesOnly != tc.digital ||
				sum.DeliveryPromiseSaved != tc.saved {
				t.Errorf("afterpay %v zip %v digital %v saved %v", sum.ExcludedForAfterpay, sum.ExcludedForZip,
					sum.ContainsDigitalEntriesOnly, sum.DeliveryPromiseSaved)
			}
			var wantIncentives []Incentive
			potential, applied := []PromotionResult{}, []PromotionResult{}
			if tc.incentive > 0 {
				wantIncentives = []Incentive{{DeliveryCode: "HD", Icon: "truck", AmountRemaining: tc.incentive.Wire(),
					Message: "Spend " + tc.incentive.Format() + " more for free home delivery"}}
				potential = []PromotionResult{{freeDelivery}}
			}
			if tc.applied {
				applied = []PromotionResult{{freeDelivery}}
			}
			if len(sum.IncentiveMessages) > 0 || wantIncentives != nil {
				if !reflect.DeepEqual(sum.IncentiveMessages, wantIncentives) {
					t.Errorf("incentives %+v, want %+v", sum.IncentiveMessages, wantIncentives)
				}
			}
			if !reflect.DeepEqual(sum.PotentialOrderPromotions, potential) || !reflect.DeepEqual(sum.AppliedOrderPromotions, applied) {
				t.Errorf("potential %+v applied %+v", sum.PotentialOrderPromotions, sum.AppliedOrderPromotions)
			}
			if tc.mode != "" && (sum.DeliveryMode == nil || sum.DeliveryMode.Code != string(tc.mode) || sum.DeliveryMode.Name != tc.mode.Name()) ||
				tc.mode == "" && sum.DeliveryMode != nil {
				t.Errorf("delivery mode %+v", sum.DeliveryMode)
			}
		})
	}
}

// An entry's line: its variant's details, prices, stock for each mode and how far it may grow.
func TestSummaryEntries(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ctx := context.Background()
	e.mustAdd(t, anonOwner, item(lampNavy, 2), AddItem{ProductCode: mug, Quantity: 15, Personalisation: monoAL}, item(mug, 1),
		item(sofa, 1), item(fewLeft, 2))
	e.stock.set(fewLeft, catalog.OnlineLocation, 2) // sold since: low, and nothing more to add
	c, _, err := e.svc.SetPickup(ctx, anonOwner, Pickup{StoreNumber: richmond})
	if err != nil {
		t.Fatal(err)
	}
	e.products.remove("P1000002") // the sofa is no longer sold
	sum, err := e.svc.Summarise(ctx, c, map[int]int{1: 15})
	if err != nil {
		t.Fatal(err)
	}
	zero, three, none := 0, 3, 0
	want := []EntryView{
		{EntryNumber: 0, ProductCode: lampNavy, BaseProductCode: "P1000001", Name: "Linen Table Lamp", Brand: "Wattle",
			URL: "/p/linen-table-lamp/" + lampNavy, ImageURL: "/img/p/" + lampNavy + "/1.svg", Colour: "Navy", Size: "M",
			Quantity: 2, BasePrice: money.Cents(3900).Wire(), WasPrice: wirePtr(4900), TotalPrice: money.Cents(7800).Wire(),
			HDStockLevelStatus: catalog.InStock, EDStockLevelStatus: catalog.InStock, CCStockLevelStatus: catalog.LowStock,
			HDStock: 40, EDStock: 40, CCStock: &three, InNetwork: true, ProductType: "mhd", MaxQuantity: 20},
		{EntryNumber: 1, ProductCode: mug, BaseProductCode: "P1000006", Name: "Monogram Mug", URL: "/p/monogram-mug/" + mug,
			ImageURL: "/img/p/" + mug + "/1.svg", Quantity: 15, QuantityAdded: 15, BasePrice: money.Cents(1250).Wire(),
			TotalPrice: money.Cents(18750).Wire(), HDStockLevelStatus: catalog.InStock, EDStockLevelStatus: catalog.InStock,
			CCStockLevelStatus: catalog.OutOfStock, HDStock: 40, EDStock: 40, CCStock: &zero, InNetwork: true, ProductType: "mhd",
			MaxQuantity: 19, Personalisation: monoAL},
		{EntryNumber: 2, ProductCode: mug, BaseProductCode: "P1000006", Name: "Monogram Mug", URL: "/p/monogram-mug/" + mug,
			ImageURL: "/img/p/" + mug + "/1.svg", Quantity: 1, BasePrice: money.Cents(1250).Wire(),
			TotalPrice: money.Cents(1250).Wire(), HDStockLevelStatus: catalog.InStock, EDStockLevelStatus: catalog.InStock,
			CCStockLevelStatus: catalog.OutOfStock, HDStock: 40, EDStock: 40, CCStock: &zero, InNetwork: true, ProductType: "mhd",
			MaxQuantity: 5},
		{EntryNumber: 3, ProductCode: sofa, BaseProductCode: "P1000002", Name: "No longer available", Quantity: 1,
			HDStockLevelStatus: catalog.OutOfStock, EDStockLevelStatus: catalog.OutOfStock, ProductType: "mhd"},
		{EntryNumber: 4, ProductCode: fewLeft, BaseProductCode: "P1000010", Name: "Last Candles", URL: "/p/last-candles/" + fewLeft,
			ImageURL: "/img/p/" + fewLeft + "/1.svg", Quantity: 2, BasePrice: money.Cents(1000).Wire(),
			TotalPrice: money.Cents(2000).Wire(), HDStockLevelStatus: catalog.LowStock, EDStockLevelStatus: catalog.LowStock,
			CCStockLevelStatus: catalog.OutOfStock, HDStock: 2, EDStock: 2, CCStock: &none, InNetwork: true, ProductType: "mhd",
			MaxQuantity: 2},
	}
	for i := range sum.Entries {
		sum.Entries[i].changed = 0
	}
	if len(sum.Entries) != len(want) {
		t.Fatalf("%d entries, want %d", len(sum.Entries), len(want))
	}
	for i := range want {
		if !reflect.DeepEqual(sum.Entries[i], want[i]) {
			t.Errorf("entry %d\n got %+v\nwant %+v", i, sum.Entries[i], want[i])
		}
	}
	// The gone sofa counts as a unit but costs nothing; 7800 + 18750 + 1250 + 2000.
	if sum.TotalUnitCount != 21 || cents(t, &sum.Subtotal) != 29800 {
		t.Fatalf("units %d subtotal %v", sum.TotalUnitCount, sum.Subtotal)
	}
	if sum.PickupStore == nil || *sum.PickupStore != (PickupStore{StoreNumber: richmond, Name: "Richmond", DisplayName: "Wattle Richmond",
		Town: "Richmond", PostalCode: "3121", State: "VIC", CollectionPoint: "Service desk"}) {
		t.Fatalf("pickup store %+v", sum.PickupStore)
	}
	if sum.Hash != hashOf(&c) {
		t.Fatal("hash")
	}
}

// An entry with no stock online nor at the pickup store looks through every store (inNetwork).
func TestSummaryInNetwork(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ctx := context.Background()
	e.store.put(Cart{ID: "K", TokenHash: HashToken(anonOwner.Token), Version: 1, NextEntry: 2, Entries: []Entry{
		{Number: 0, ProductCode: soldOut, Quantity: 1}, {Number: 1, ProductCode: lampWhite, Quantity: 1}}})
	c := e.stored(t, anonOwner)
	sum, err := e.svc.Summarise(ctx, c, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !sum.Entries[0].InNetwork || sum.Entries[0].CCStock != nil || sum.Entries[0].MaxQuantity != 0 {
		t.Fatalf("sold out online, 2 at Richmond: %+v", sum.Entries[0])
	}
	want := [][2][]string{{{soldOut, lampWhite}, {catalog.OnlineLocation}}, {{soldOut}, {richmond, fitzroy}}}
	if !reflect.DeepEqual(e.stock.calls, want) {
		t.Fatalf("stock reads %v, want %v", e.stock.calls, want)
	}
	e.stock.set(soldOut, richmond, 0)
	if sum, _ = e.svc.Summarise(ctx, c, nil); sum.Entries[0].InNetwork {
		t.Fatal("in network with no stock anywhere")
	}
	// The shopper's preferred store stands in for a pickup store.
	sum, err = e.svc.SummariseFor(ctx, Owner{Token: anonOwner.Token, Store: fitzroy}, c, nil)
	if err != nil || sum.Entries[1].CCStock == nil || *sum.Entries[1].CCStock != 0 || sum.Entries[1].CCStockLevelStatus != catalog.OutOfStock {
		t.Fatalf("preferred store stock: %+v, %v", sum.Entries[1], err)
	}
	// Stock at the store read with the rest is enough: no second read.
	e.stock.set(soldOut, richmond, 2)
	e.stock.calls = nil
	sum, err = e.svc.SummariseFor(ctx, Owner{Token: anonOwner.Token, Store: richmond}, c, nil)
	if err != nil || !sum.Entries[0].InNetwork || *sum.Entries[0].CCStock != 2 || len(e.stock.calls) != 1 {
		t.Fatalf("in stock at the preferred store: %+v, %d reads, %v", sum.Entries[0], len(e.stock.calls), err)
	}
	// Every store is looked through, 50 (inventory.MaxLocations) a read.
	for i := range 49 {
		e.stores.list = append(e.stores.list, location.Store{Number: fmt.Sprintf("%04d", 6000+i)})
	}
	e.stock.set(soldOut, richmond, 0)
	e.stock.set(soldOut, "6048", 1)
	e.stock.calls = nil
	if sum, err = e.svc.Summarise(ctx, c, nil); err != nil || !sum.Entries[0].InNetwork || len(e.stock.calls) != 3 ||
		len(e.stock.calls[1][1]) != 50 || !reflect.DeepEqual(e.stock.calls[2][1], []string{"6048"}) {
		t.Fatalf("in the 51st store: %v, reads %v", sum.Entries[0].InNetwork, e.stock.calls)
	}
}

// A was price shows only above the price.
func TestSummaryWasPrice(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	c := e.mustAdd(t, anonOwner, item(lampNavy, 1))
	for _, tc := range []struct {
		price money.Cents
		want  int64
	}{{4899, 4900}, {4900, -1}, {5000, -1}} {
		e.products.setPrice(lampNavy, tc.price)
		sum, err := e.svc.Summarise(context.Background(), c, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := cents(t, sum.Entries[0].WasPrice); got != tc.want || cents(t, &sum.Entries[0].BasePrice) != int64(tc.price) {
			t.Errorf("price %d: was %d, want %d", tc.price, got, tc.want)
		}
	}
}

func TestEmptySummary(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	sum, err := e.svc.Summarise(context.Background(), Cart{Mode: delivery.HomeDelivery}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := amountsOf(t, sum); got != (amounts{0, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1}) || sum.ContainsDigitalEntriesOnly ||
		sum.DeliveryPromiseSaved || len(sum.Entries) != 0 || sum.Entries == nil || len(sum.IncentiveMessages) != 0 {
		t.Fatalf("empty summary %+v", sum)
	}
}

// The mini cart: units, subtotal and the three entries changed last, latest first.
func TestMiniCart(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ctx := context.Background()
	for _, code := range []string{lampNavy, lampWhite, mug, fewLeft} {
		e.mustAdd(t, anonOwner, item(code, 1))
		e.clock.Advance(time.Second)
	}
	_, c, err := e.svc.Update(ctx, anonOwner, []UpdateItem{upd(lampNavy, 0, 2)})
	if err != nil {
		t.Fatal(err)
	}
	sum, err := e.svc.Summarise(ctx, c, nil)
	if err != nil {
		t.Fatal(err)
	}
	m := MiniOf(sum)
	var order []int
	for _, en := range m.Entries {
		order = append(order, en.EntryNumber)
	}
	if !reflect.DeepEqual(order, []int{0, 3, 2}) || m.TotalUnitCount != 5 || m.Subtotal != money.Cents(2*3900+3900+1250+1000).Wire() ||
		m.Entries[0].TotalPrice != money.Cents(7800).Wire() || m.Entries[0].Name != "Linen Table Lamp" || m.Entries[0].Colour != "Navy" {
		t.Fatalf("mini %+v", m)
	}
	// Entries changed at the same moment: the later entry first.
	if m := MiniOf(Summary{Entries: []EntryView{{EntryNumber: 0}, {EntryNumber: 1}}}); m.Entries[0].EntryNumber != 1 || len(m.Entries) != 2 {
		t.Fatalf("ties %+v", m.Entries)
	}
}

// getCartVariants: every variant of each entry's product, sellable when in stock online and the
// shopper may buy it.
func TestVariants(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ctx := context.Background()
	e.mustAdd(t, memberOwner, item(lampNavy, 1), item(exclusive, 1))
	e.stock.set(lampWhite, catalog.OnlineLocation, 0)
	e.products.remove("P1000007")
	got, err := e.svc.Variants(ctx, memberOwner)
	if err != nil {
		t.Fatal(err)
	}
	want := []EntryVariants{
		{EntryNumber: 0, ProductCode: lampNavy, Variants: []VariantOption{
			{Code: lampNavy, Colour: "Navy", Size: "M", Price: money.Cents(3900).Wire(), HDStockLevelStatus: catalog.InStock, Sellable: true},
			{Code: lampWhite, Colour: "White", Size: "M", Price: money.Cents(3900).Wire(), HDStockLevelStatus: catalog.OutOfStock}}},
		{EntryNumber: 1, ProductCode: exclusive, Variants: []VariantOption{}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("variants\n got %+v\nwant %+v", got, want)
	}
	if got, err := e.svc.Variants(ctx, anonOwner); err != nil || len(got) != 0 || got == nil {
		t.Fatalf("no cart: %+v, %v", got, err)
	}
}

// Package storagetest is the conformance suite every storage engine passes: the same tests run
// against SQLite and PostgreSQL, so the engines cannot drift apart.
package storagetest

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/session"
	"github.com/wattle/storefront/internal/storage"
)

// Engine is what the suite tests: a storage engine.
type Engine = storage.Engine

// Run runs the suite. open returns a fresh, empty, migrated engine for one test and arranges its clean-up.
func Run(t *testing.T, open func(t *testing.T) Engine) {
	tests := []struct {
		name string
		fn   func(t *testing.T, e Engine)
	}{
		{"CatalogueRoundTrip", testCatalogueRoundTrip},
		{"ProductByVariantCode", testProductByVariantCode},
		{"ProductNotFound", testProductNotFound},
		{"ReplaceProductDropsOldVariants", testReplaceProduct},
		{"EachProductStreamsInOrderWithOnlineStock", testEachProduct},
		{"StockLevels", testStockLevels},
		{"InStockOnline", testInStockOnline},
		{"Stores", testStores},
		{"Sessions", testSessions},
		{"SessionCleanup", testSessionCleanup},
		{"TxCommits", testTxCommits},
		{"TxRollsBack", testTxRollsBack},
		{"ConflictMapped", testConflictMapped},
		{"TxRetriesOnRetry", testTxRetriesOnRetry},
		{"Idempotency", testIdempotency},
		{"Changes", testChanges},
		{"WritesRecordChanges", testWritesRecordChanges},
		{"AccountCustomers", testAccountCustomers},
		{"AccountUpdates", testAccountUpdates},
		{"AccountErase", testAccountErase},
		{"AccountEvents", testAccountEvents},
		{"AccountRememberTokens", testAccountRememberTokens},
		{"AccountPasswordResets", testAccountPasswordResets},
		{"AccountAddresses", testAccountAddresses},
		{"AccountEnews", testAccountEnews},
		{"SessionCustomer", testSessionCustomer},
		{"AccountTxRollsBack", testAccountTxRollsBack},
		{"AccountCleanup", testAccountCleanup},
		{"CartRoundTrip", testCartRoundTrip},
		{"CartGuardedUpdate", testCartGuardedUpdate},
		{"CartCleanup", testCartCleanup},
		{"CartTxRollsBack", testCartTxRollsBack},
		{"CheckoutState", testCheckoutState},
		{"CheckoutStateRace", testCheckoutStateRace},
		{"CheckoutCart", testCheckoutCart},
		{"CheckoutStateTx", testCheckoutStateTx},
		{"BackInStockRequests", testBackInStockRequests},
		{"BackInStockOnRestock", testBackInStockOnRestock},
		{"OrderRoundTrip", testOrderRoundTrip},
		{"TakeStock", testTakeStock},
		{"TakeStockRace", testTakeStockRace},
		{"SandboxRecords", testSandboxRecords},
		{"PaymentAttempts", testPaymentAttempts},
		{"SavedPayments", testSavedPayments},
		{"StaffMembers", testStaffMembers},
		{"StaffFailures", testStaffFailures},
		{"StaffFailuresRace", testStaffFailuresRace},
		{"StaffSessions", testStaffSessions},
		{"StaffAudit", testStaffAudit},
		{"StaffAuditOf", testStaffAuditOf},
		{"StaffTxRollsBack", testStaffTxRollsBack},
		{"Receipts", testReceipts},
		{"ReceiptsTx", testReceiptsTx},
		{"Consignments", testConsignments},
		{"Returns", testReturns},
		{"Memberships", testMemberships},
		{"MembershipTxRollsBack", testMembershipTxRollsBack},
		{"SandboxClock", testSandboxClock},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			tc.fn(t, open(t))
		})
	}
}

var cats = []catalog.Category{
	{Code: "home", Name: "Home", Level: 1},
	{Code: "home-lighting", Name: "Lighting", ParentCode: "home", Level: 2},
	{Code: "home-lighting-table-lamps", Name: "Table Lamps", ParentCode: "home-lighting", Level: 3},
	{Code: "home-lighting-floor-lamps", Name: "Floor Lamps", ParentCode: "home-lighting", Level: 3, Position: 1},
}

func product(i int) catalog.Product {
	base := fmt.Sprintf("P%07d", 1000000+i)
	created := time.Date(2026, 10, 1, 9, 0, 0, 0, time.UTC)
	p := catalog.Product{
		Code: base, Name: fmt.Sprintf("Ceramic Table Lamp %d", i), Brand: "Wattle Home",
		Description: "A lamp.", Features: []string{"Ceramic base", "Linen shade"},
		CategoryCode: "home-lighting-table-lamps", Motif: "lamp", Rating: 4.5, ReviewCount: 12,
		CreatedAt: created, Price: 4900, WasPrice: 5900, OnePassPrice: 4500,
		OnePassExclusive: i%2 == 0, EarlyAccessStart: created.Add(time.Hour), EarlyAccessEnd: created.Add(48 * time.Hour),
		PreOrder: true, Bulky: i%3 == 0, Personalisable: true, OnlineOnly: true, Assorted: true,
		GiftCard: catalog.GiftCardNone,
	}
	for j, c := range []string{"Navy", "Sage"} {
		p.Variants = append(p.Variants, catalog.Variant{
			Code: fmt.Sprintf("%08d", 10000000+i*16+j), BaseCode: base, Colour: c, ColourHex: "#123456",
			Position: j, Price: money.Cents(4900 + j*100), WasPrice: 5900, OnePassPrice: 4500,
		})
	}
	return p
}

func seedCatalogue(t *testing.T, e Engine, n int) []catalog.Product {
	t.Helper()
	ctx := context.Background()
	if err := e.SaveCategories(ctx, cats); err != nil {
		t.Fatalf("SaveCategories: %v", err)
	}
	ps := make([]catalog.Product, n)
	for i := range ps {
		ps[i] = product(i)
	}
	if err := e.SaveProducts(ctx, ps); err != nil {
		t.Fatalf("SaveProducts: %v", err)
	}
	return ps
}

func testCatalogueRoundTrip(t *testing.T, e Engine) {
	ctx := context.Background()
	ps := seedCatalogue(t, e, 3)
	n, err := e.ProductCount(ctx)
	if err != nil || n != 3 {
		t.Fatalf("ProductCount = %d, %v; want 3", n, err)
	}
	got, err := e.Categories(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(cats) || got[0].Code != "home" || got[3].Code != "home-lighting-floor-lamps" {
		t.Fatalf("Categories = %+v", got)
	}
	for _, want := range ps {
		p, err := e.Product(ctx, want.Code)
		if err != nil {
			t.Fatalf("Product(%s): %v", want.Code, err)
		}
		if !reflect.DeepEqual(p, want) {
			t.Fatalf("Product(%s) =\n%+v\nwant\n%+v", want.Code, p, want)
		}
	}
}

func testProductByVariantCode(t *testing.T, e Engine) {
	ps := seedCatalogue(t, e, 2)
	p, err := e.Product(context.Background(), ps[1].Variants[1].Code)
	if err != nil || p.Code != ps[1].Code || len(p.Variants) != 2 {
		t.Fatalf("Product(variant) = %s with %d variants, %v", p.Code, len(p.Variants), err)
	}
}

func testProductNotFound(t *testing.T, e Engine) {
	seedCatalogue(t, e, 1)
	if _, err := e.Product(context.Background(), "P9999999"); !errors.Is(err, catalog.ErrNotFound) {
		t.Fatalf("Product(missing) error = %v, want ErrNotFound", err)
	}
}

func testReplaceProduct(t *testing.T, e Engine) {
	ctx := context.Background()
	ps := seedCatalogue(t, e, 1)
	p := ps[0]
	p.Name = "Renamed Lamp"
	p.Variants = p.Variants[:1]
	if err := e.SaveProducts(ctx, []catalog.Product{p}); err != nil {
		t.Fatal(err)
	}
	got, err := e.Product(ctx, p.Code)
	if err != nil || got.Name != "Renamed Lamp" || len(got.Variants) != 1 {
		t.Fatalf("after replace: %+v, %v", got, err)
	}
	if _, err := e.Product(ctx, ps[0].Variants[1].Code); !errors.Is(err, catalog.ErrNotFound) {
		t.Fatalf("dropped variant still resolves: %v", err)
	}
}

func testEachProduct(t *testing.T, e Engine) {
	ctx := context.Background()
	ps := seedCatalogue(t, e, 5)
	if err := e.SaveLevels(ctx, []inventory.Level{
		{VariantCode: ps[2].Variants[1].Code, Location: catalog.OnlineLocation, Quantity: 7},
		{VariantCode: ps[2].Variants[1].Code, Location: "5012", Quantity: 99},
	}); err != nil {
		t.Fatal(err)
	}
	var seen []string
	err := e.EachProduct(ctx, func(p catalog.Product, online []int) error {
		seen = append(seen, p.Code)
		if len(online) != len(p.Variants) || len(p.Variants) != 2 {
			return fmt.Errorf("%s: %d variants, %d stock", p.Code, len(p.Variants), len(online))
		}
		want := []int{0, 0}
		if p.Code == ps[2].Code {
			want = []int{0, 7}
		}
		if !reflect.DeepEqual(online, want) {
			return fmt.Errorf("%s online = %v, want %v", p.Code, online, want)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(seen) != 5 || seen[0] != ps[0].Code || seen[4] != ps[4].Code {
		t.Fatalf("EachProduct order = %v", seen)
	}
}

func testStockLevels(t *testing.T, e Engine) {
	ctx := context.Background()
	levels := []inventory.Level{
		{VariantCode: "10000000", Location: "online", Quantity: 3},
		{VariantCode: "10000000", Location: "5012", Quantity: 0},
		{VariantCode: "10000001", Location: "5012", Quantity: 12},
	}
	if err := e.SaveLevels(ctx, levels); err != nil {
		t.Fatal(err)
	}
	if err := e.SaveLevels(ctx, []inventory.Level{{VariantCode: "10000001", Location: "5012", Quantity: 4}}); err != nil {
		t.Fatal(err)
	}
	got, err := e.Levels(ctx, []string{"10000000", "10000001", "nope"}, []string{"5012", "online"})
	if err != nil {
		t.Fatal(err)
	}
	want := []inventory.Level{levels[1], levels[0], {VariantCode: "10000001", Location: "5012", Quantity: 4}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Levels = %+v, want %+v", got, want)
	}
	if got, err := e.Levels(ctx, nil, []string{"5012"}); err != nil || len(got) != 0 {
		t.Fatalf("Levels(no variants) = %v, %v", got, err)
	}
}

// testInStockOnline: a product is in stock online when any variant has online stock; stock in a
// store does not count, nor does a zero row; unknown codes are left out.
func testInStockOnline(t *testing.T, e Engine) {
	ctx := context.Background()
	ps := seedCatalogue(t, e, 4)
	if err := e.SaveLevels(ctx, []inventory.Level{
		{VariantCode: ps[0].Variants[1].Code, Location: catalog.OnlineLocation, Quantity: 2},
		{VariantCode: ps[0].Variants[0].Code, Location: catalog.OnlineLocation, Quantity: 0},
		{VariantCode: ps[1].Variants[0].Code, Location: "5012", Quantity: 9},
		{VariantCode: ps[2].Variants[0].Code, Location: catalog.OnlineLocation, Quantity: 0},
	}); err != nil {
		t.Fatal(err)
	}
	got, err := e.InStockOnline(ctx, []string{ps[0].Code, ps[1].Code, ps[2].Code, ps[3].Code, "P9999999"})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{ps[0].Code: true, ps[1].Code: false, ps[2].Code: false, ps[3].Code: false}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("InStockOnline = %v, want %v", got, want)
	}
	if got, err := e.InStockOnline(ctx, nil); err != nil || len(got) != 0 {
		t.Fatalf("InStockOnline(nothing) = %v, %v", got, err)
	}
}

func testStores(t *testing.T, e Engine) {
	ctx := context.Background()
	s := location.Store{
		Number: "5012", Name: "Parramatta", DisplayName: "Wattle Parramatta", Type: "department",
		Address: location.Address{Line1: "159-175 Church St", Town: "Parramatta", State: "NSW", PostalCode: "2150"},
		Lat:     -33.8173, Lng: 151.0034, Phone: "(02) 9635 1234",
		Hours:            [7]string{"09:00-17:30", "09:00-17:30", "09:00-17:30", "09:00-21:00", "09:00-17:30", "09:00-17:00", "10:00-16:00"},
		CollectionPoints: []string{"Service desk", "Parcel lockers"},
	}
	other := s
	other.Number, other.Name = "3001", "Melbourne Central"
	if err := e.SaveStores(ctx, []location.Store{s, other}); err != nil {
		t.Fatal(err)
	}
	got, err := e.Stores(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || !reflect.DeepEqual(got[1], s) || got[0].Number != "3001" {
		t.Fatalf("Stores = %+v", got)
	}
}

func testSessions(t *testing.T, e Engine) {
	ctx := context.Background()
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	s := session.Session{ID: "abc", CSRFToken: "tok", CreatedAt: now, ExpiresAt: now.Add(time.Hour)}
	if err := e.CreateSession(ctx, s); err != nil {
		t.Fatal(err)
	}
	got, err := e.Session(ctx, "abc", now)
	if err != nil || !reflect.DeepEqual(got, s) {
		t.Fatalf("Session = %+v, %v", got, err)
	}
	if _, err := e.Session(ctx, "abc", now.Add(2*time.Hour)); !errors.Is(err, session.ErrNotFound) {
		t.Fatalf("expired session: %v", err)
	}
	if err := e.TouchSession(ctx, "abc", now.Add(3*time.Hour)); err != nil {
		t.Fatal(err)
	}
	if _, err := e.Session(ctx, "abc", now.Add(2*time.Hour)); err != nil {
		t.Fatalf("touched session: %v", err)
	}
	if _, err := e.Session(ctx, "missing", now); !errors.Is(err, session.ErrNotFound) {
		t.Fatalf("missing session: %v", err)
	}
	if err := e.SetDeviceData(ctx, "abc", "dev-123"); err != nil {
		t.Fatal(err)
	}
	if got, _ := e.Session(ctx, "abc", now); got.DeviceData != "dev-123" {
		t.Fatalf("device data = %q", got.DeviceData)
	}
	if err := e.SetDeviceData(ctx, "missing", "x"); !errors.Is(err, session.ErrNotFound) {
		t.Fatalf("SetDeviceData(missing) = %v", err)
	}
}

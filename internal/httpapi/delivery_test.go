package httpapi_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/location"
)

// The store finder, stock and delivery operations run against a shop of their own per engine: its
// clock stands at testNow (Sunday 22 November 2026, 8pm in Melbourne) and the tests set the stock
// of the products they pick, so no answer depends on the demo generator's numbers.

var (
	deliveryShopsMu sync.Mutex
	deliveryShops   = map[string]*testShop{}
	errStop         = errors.New("stop")
)

func deliveryShop(t *testing.T, engine string) *testShop {
	t.Helper()
	deliveryShopsMu.Lock()
	defer deliveryShopsMu.Unlock()
	if ts, ok := deliveryShops[engine]; ok {
		return ts
	}
	ts := startShop(t, holder, engine, func(c *config.Config) {
		c.AccountLimits = &account.Limits{SignInFailuresPerIP: 10000, RegisterPerIP: 10000, RegisterPerEmail: 100,
			ResetPerIP: 10000, ResetPerEmail: 100, CheckPerIP: 10000}
	})
	deliveryShops[engine] = ts
	return ts
}

func eachDeliveryEngine(t *testing.T, fn func(t *testing.T, ts *testShop)) {
	t.Helper()
	for _, name := range engineNames() {
		t.Run(name, func(t *testing.T) { fn(t, deliveryShop(t, name)) })
	}
}

// pickProducts returns up to n products picked by property: plain goods (not bulky, not a
// pre-order, not a gift card) with at least two variants.
func pickProducts(t *testing.T, ts *testShop, n int) []catalog.Product {
	t.Helper()
	var out []catalog.Product
	err := ts.st.EachProduct(context.Background(), func(p catalog.Product, _ []int) error {
		if !p.Bulky && !p.PreOrder && p.GiftCard == catalog.GiftCardNone && len(p.Variants) >= 2 {
			out = append(out, p)
		}
		if len(out) == n {
			return errStop
		}
		return nil
	})
	if err != nil && !errors.Is(err, errStop) {
		t.Fatal(err)
	}
	return out
}

// productFor is a plain product of its own for each test name (so parallel tests never share one).
var (
	productForMu sync.Mutex
	productTaken = map[string]map[string]bool{}
)

func productFor(t *testing.T, ts *testShop) catalog.Product {
	t.Helper()
	productForMu.Lock()
	defer productForMu.Unlock()
	key := ts.srv.URL
	if productTaken[key] == nil {
		productTaken[key] = map[string]bool{}
	}
	for _, p := range pickProducts(t, ts, 1000) {
		if !productTaken[key][p.Code] {
			productTaken[key][p.Code] = true
			return p
		}
	}
	t.Fatal("no plain product left")
	return catalog.Product{}
}

// storeWhere is the first demo store that satisfies ok.
func storeWhere(t *testing.T, ts *testShop, what string, ok func(location.Store) bool) location.Store {
	t.Helper()
	stores, err := ts.st.Stores(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range stores {
		if ok(s) {
			return s
		}
	}
	t.Fatalf("no demo store %s", what)
	return location.Store{}
}

// vicStore is a Melbourne store that collects and opens at 9am on Mondays.
func vicStore(t *testing.T, ts *testShop) location.Store {
	return storeWhere(t, ts, "in Victoria opening Mondays at 9", func(s location.Store) bool {
		return s.Address.State == "VIC" && strings.HasPrefix(s.Hours[0], "09:00-") && len(s.CollectionPoints) > 0
	})
}

func setStock(t *testing.T, ts *testShop, levels ...inventory.Level) {
	t.Helper()
	if err := ts.shop.Inventory.SetLevels(context.Background(), levels); err != nil {
		t.Fatal(err)
	}
}

type storeView struct {
	StoreNumber string   `json:"storeNumber"`
	Name        string   `json:"name"`
	DistanceKm  *float64 `json:"distanceKm"`
	Address     struct {
		State      string `json:"state"`
		PostalCode string `json:"postalCode"`
	} `json:"address"`
	Stock *struct {
		StockLevelStatus string `json:"stockLevelStatus"`
		CCStock          int    `json:"ccStock"`
	} `json:"stock"`
}

func TestDeliveryStoreSearch(t *testing.T) {
	eachDeliveryEngine(t, func(t *testing.T, ts *testShop) {
		b := newBrowser(t, ts.srv)
		var out struct {
			Stores   []storeView `json:"stores"`
			Location struct {
				Suburb, PostalCode, State string
			} `json:"location"`
		}
		b.json(http.MethodPost, "/api/stores/search", map[string]any{"locationText": "3000"}).decode(t, &out)
		if out.Location.PostalCode != "3000" || len(out.Stores) < 5 || out.Stores[0].Address.State != "VIC" {
			t.Fatalf("search 3000: %+v", out)
		}
		for i := 1; i < len(out.Stores); i++ {
			if *out.Stores[i].DistanceKm < *out.Stores[i-1].DistanceKm {
				t.Fatalf("not nearest first: %v then %v", *out.Stores[i-1].DistanceKm, *out.Stores[i].DistanceKm)
			}
		}
		if out.Stores[0].Stock != nil {
			t.Fatal("stock without a productCode")
		}
		near := append([]storeView(nil), out.Stores...)

		// A named store comes first, wherever it is; its distance is still from the suburb.
		perth := storeWhere(t, ts, "in WA", func(s location.Store) bool { return s.Address.State == "WA" })
		b.json(http.MethodPost, "/api/stores/search", map[string]any{"locationText": "Melbourne", "storeNumber": "store " + perth.Number}).decode(t, &out)
		if out.Stores[0].StoreNumber != perth.Number || *out.Stores[0].DistanceKm < 2000 || out.Stores[1].Address.State != "VIC" {
			t.Fatalf("storeNumber first: %+v", out.Stores[:2])
		}

		// With a variant: its stock at each store; inStockOnly keeps the stores that have it.
		p := productFor(t, ts)
		v := p.Variants[0].Code
		var levels []inventory.Level
		for i, s := range near {
			levels = append(levels, inventory.Level{VariantCode: v, Location: s.StoreNumber, Quantity: map[bool]int{true: 3, false: 0}[i < 2]})
		}
		setStock(t, ts, levels...)
		out.Stores = nil
		b.json(http.MethodPost, "/api/stores/search", map[string]any{"locationText": "3000", "productCode": v}).decode(t, &out)
		for _, s := range out.Stores {
			if s.Stock == nil {
				t.Fatalf("no stock for %s", s.StoreNumber)
			}
		}
		out.Stores = nil
		b.json(http.MethodPost, "/api/stores/search", map[string]any{"locationText": "3000", "productCode": v, "inStockOnly": true}).decode(t, &out)
		if len(out.Stores) != 2 {
			t.Fatalf("inStockOnly: %d stores, want 2", len(out.Stores))
		}
		for _, s := range out.Stores {
			if s.Stock.CCStock != 3 || s.Stock.StockLevelStatus != "lowStock" {
				t.Fatalf("inStockOnly store %+v", s)
			}
		}

		const msg = "Please enter a valid postcode or suburb"
		r := b.json(http.MethodPost, "/api/stores/search", map[string]any{"locationText": "Qqqzzzx"})
		wantFields(t, r, map[string]string{"locationText": msg})
		if r.Error.Message != msg {
			t.Fatalf("message %q", r.Error.Message)
		}
		wantFields(t, b.json(http.MethodPost, "/api/stores/search", map[string]any{"locationText": strings.Repeat("a", 33)}), map[string]string{"locationText": msg})
		wantFields(t, b.json(http.MethodPost, "/api/stores/search", map[string]any{}), map[string]string{"locationText": "missing-args"})
		wantFields(t, b.json(http.MethodPost, "/api/stores/search", map[string]any{"locationText": "3000", "inStockOnly": true}), map[string]string{"productCode": "missing-args"})
		// A state-changing method: the csrf token is required.
		r = call(t, b.c, http.MethodPost, ts.srv.URL+"/api/stores/search", "application/json", `{"locationText":"3000"}`, nil)
		wantError(t, r, http.StatusForbidden, "ERR_CSRF", nil)
	})
}

func TestDeliveryNearestStock(t *testing.T) {
	eachDeliveryEngine(t, func(t *testing.T, ts *testShop) {
		b := newBrowser(t, ts.srv)
		p := productFor(t, ts)
		home := vicStore(t, ts)
		setStock(t, ts, inventory.Level{VariantCode: p.Variants[0].Code, Location: home.Number, Quantity: 12},
			inventory.Level{VariantCode: p.Variants[1].Code, Location: home.Number, Quantity: 0})
		type view struct {
			Stores []struct {
				StoreNumber string  `json:"storeNumber"`
				DistanceKm  float64 `json:"distanceKm"`
				Stock       map[string]struct {
					StockLevelStatus string `json:"stockLevelStatus"`
					CCStock          int    `json:"ccStock"`
				} `json:"stock"`
			} `json:"stores"`
		}
		var out view
		b.get("/api/stock/nearest/"+p.Code+"?storeNumber="+home.Number).decode(t, &out)
		if len(out.Stores) != 5 || out.Stores[0].StoreNumber != home.Number || out.Stores[0].DistanceKm != 0 {
			t.Fatalf("by store: %+v", out)
		}
		st := out.Stores[0].Stock
		if len(st) != len(p.Variants) || st[p.Variants[0].Code].CCStock != 12 || st[p.Variants[0].Code].StockLevelStatus != "inStock" ||
			st[p.Variants[1].Code].StockLevelStatus != "outOfStock" {
			t.Fatalf("stock at %s: %+v", home.Number, st)
		}
		b.get("/api/stock/nearest/"+p.Code+"?postalCode="+home.Address.PostalCode).decode(t, &out)
		if len(out.Stores) != 5 || out.Stores[0].StoreNumber != home.Number {
			t.Fatalf("by postcode %s: first %+v", home.Address.PostalCode, out.Stores[0])
		}
		b.get("/api/stock/nearest/"+p.Code+"?geo=-31.95,115.86").decode(t, &out)
		perth := storeWhere(t, ts, "in WA", func(s location.Store) bool { return s.Address.State == "WA" })
		found := false
		for _, s := range out.Stores {
			found = found || s.StoreNumber == perth.Number
		}
		if !found {
			t.Fatalf("by geo in Perth: %+v", out.Stores)
		}

		wantFields(t, b.get("/api/stock/nearest/"+p.Code), map[string]string{"storeNumber": "missing-args"})
		wantFields(t, b.get("/api/stock/nearest/"+p.Code+"?postalCode=0001"), map[string]string{"postalCode": "malformed-request"})
		wantFields(t, b.get("/api/stock/nearest/"+p.Code+"?geo=north"), map[string]string{"geo": "malformed-request"})
		wantError(t, b.get("/api/stock/nearest/"+p.Code+"?storeNumber=0001"), http.StatusNotFound, "ERR_STORE_UNAVAILABLE", nil)
		wantError(t, b.get("/api/stock/nearest/P0000000?storeNumber="+home.Number), http.StatusNotFound, "ERR_NOT_FOUND", nil)
	})
}

func TestDeliveryLocationGroupAndExpress(t *testing.T) {
	eachDeliveryEngine(t, func(t *testing.T, ts *testShop) {
		b := newBrowser(t, ts.srv)
		var g struct {
			LocationGroup, PostalCode, RegionID, Region string
		}
		for pc, want := range map[string][2]string{"3121": {"VIC_METRO", "VIC"}, "AU-2650": {"NSW_REGIONAL", "NSW"}, "0872": {"NT_REMOTE", "NT"}} {
			b.get("/api/stock/location-group?postalCode="+url.QueryEscape(pc)).decode(t, &g)
			if g.LocationGroup != want[0] || g.RegionID != want[1] || g.PostalCode != lastFour(pc) {
				t.Fatalf("%s: %+v", pc, g)
			}
		}
		wantFields(t, b.get("/api/stock/location-group"), map[string]string{"postalCode": "missing-args"})
		wantFields(t, b.get("/api/stock/location-group?postalCode=0001"), map[string]string{"postalCode": "malformed-request"})

		var e struct {
			Eligible bool   `json:"eligible"`
			Postcode string `json:"postcode"`
		}
		b.get("/api/delivery/express-eligibility?postcode=3000&mode=ED").decode(t, &e)
		if !e.Eligible || e.Postcode != "3000" {
			t.Fatalf("3000: %+v", e)
		}
		b.get("/api/delivery/express-eligibility?postcode=2650").decode(t, &e)
		if e.Eligible {
			t.Fatalf("Wagga Wagga: %+v", e)
		}
		wantFields(t, b.get("/api/delivery/express-eligibility?mode=ED"), map[string]string{"postcode": "missing-args"})
		wantFields(t, b.get("/api/delivery/express-eligibility?postcode=3000&mode=HD"), map[string]string{"mode": "malformed-request"})
	})
}

func lastFour(s string) string {
	var d []rune
	for _, r := range s {
		if r >= '0' && r <= '9' {
			d = append(d, r)
		}
	}
	if len(d) > 4 {
		d = d[len(d)-4:]
	}
	return string(d)
}

func TestDeliveryLocationSearch(t *testing.T) {
	eachDeliveryEngine(t, func(t *testing.T, ts *testShop) {
		b := newBrowser(t, ts.srv)
		var out struct {
			Results []struct{ Suburb, PostalCode, State, PlainText string } `json:"results"`
		}
		b.get("/api/delivery/locations?location=3000").decode(t, &out)
		if len(out.Results) == 0 || out.Results[0].PostalCode != "3000" || out.Results[0].PlainText != out.Results[0].Suburb+" VIC 3000" {
			t.Fatalf("3000: %+v", out)
		}
		const msg = "Please enter a valid postcode or suburb"
		wantFields(t, b.get("/api/delivery/locations?location=p"), map[string]string{"location": msg})
		wantFields(t, b.get("/api/delivery/locations"), map[string]string{"location": msg})
		wantFields(t, b.get("/api/delivery/locations?location="+strings.Repeat("a", 33)), map[string]string{"location": msg})
	})
}

type estimateView struct {
	DeliveryModes []struct {
		Code              string     `json:"code"`
		Available         bool       `json:"available"`
		HasData           bool       `json:"hasData"`
		Locations         []string   `json:"locations"`
		SameStore         bool       `json:"sameStore"`
		Unfulfilled       bool       `json:"unfulfilled"`
		EstimatedDateTime *time.Time `json:"estimatedDateTime"`
		EstimateText      string     `json:"estimateText"`
		DeliveryCost      *struct {
			Value          float64 `json:"value"`
			FormattedValue string  `json:"formattedValue"`
		} `json:"deliveryCost"`
		ProductCode string `json:"productCode"`
		Quantity    int    `json:"quantity"`
	} `json:"deliveryModes"`
}

func TestDeliveryEstimate(t *testing.T) {
	eachDeliveryEngine(t, func(t *testing.T, ts *testShop) {
		b := newBrowser(t, ts.srv)
		p := productFor(t, ts)
		home := vicStore(t, ts)
		inStore, transfer := p.Variants[0].Code, p.Variants[1].Code
		setStock(t, ts,
			inventory.Level{VariantCode: inStore, Location: home.Number, Quantity: 4},
			inventory.Level{VariantCode: inStore, Location: "online", Quantity: 30},
			inventory.Level{VariantCode: transfer, Location: home.Number, Quantity: 0},
			inventory.Level{VariantCode: transfer, Location: "online", Quantity: 2})

		// Sunday 8pm in Melbourne: the store opens at 9 on Monday, ready two hours later.
		var out estimateView
		b.get("/api/delivery/estimate?variant="+inStore+"&storeNumber=%23"+home.Number+"&postalCode=VIC%203000&mode=CNC,HD&mode=ED&withCost=true").decode(t, &out)
		if len(out.DeliveryModes) != 3 {
			t.Fatalf("modes: %+v", out)
		}
		cnc, hd, ed := out.DeliveryModes[0], out.DeliveryModes[1], out.DeliveryModes[2]
		melb, _ := time.LoadLocation("Australia/Melbourne")
		if cnc.Code != "CNC" || !cnc.Available || !cnc.SameStore || cnc.Unfulfilled || cnc.Locations[0] != home.Number ||
			!cnc.EstimatedDateTime.Equal(time.Date(2026, 11, 23, 11, 0, 0, 0, melb)) || cnc.EstimateText != "Ready to collect tomorrow from 11am" ||
			cnc.DeliveryCost == nil || cnc.DeliveryCost.Value != 0 || cnc.ProductCode != inStore || cnc.Quantity != 1 || !cnc.HasData {
			t.Fatalf("CNC: %+v", cnc)
		}
		// Dispatched Monday, metro 1-2 business days: by Wednesday 6pm.
		if hd.Code != "HD" || hd.Unfulfilled || hd.Locations[0] != "online" || !hd.EstimatedDateTime.Equal(time.Date(2026, 11, 25, 18, 0, 0, 0, melb)) ||
			hd.DeliveryCost == nil || hd.DeliveryCost.FormattedValue == "" {
			t.Fatalf("HD: %+v", hd)
		}
		if ed.Code != "ED" || !ed.Available || ed.Unfulfilled || !ed.EstimatedDateTime.Equal(time.Date(2026, 11, 23, 21, 0, 0, 0, melb)) || ed.DeliveryCost.Value != 15 {
			t.Fatalf("ED: %+v", ed)
		}

		// Not on the store's shelf: a transfer from the online pot; three of two: unfulfilled.
		out = estimateView{}
		b.get("/api/delivery/estimate?variant="+transfer+"&storeNumber="+home.Number+"&mode=CNC").decode(t, &out)
		if c := out.DeliveryModes[0]; c.SameStore || c.Unfulfilled || c.Locations[0] != "online" || c.EstimatedDateTime == nil || c.DeliveryCost != nil {
			t.Fatalf("transfer: %+v", c)
		}
		out = estimateView{}
		b.get("/api/delivery/estimate?variant="+transfer+"&storeNumber="+home.Number+"&postalCode=3000&mode=CNC,HD&quantity=3").decode(t, &out)
		for _, m := range out.DeliveryModes {
			if !m.Unfulfilled || m.EstimatedDateTime != nil || m.Quantity != 3 {
				t.Fatalf("three of two by %s: %+v", m.Code, m)
			}
		}
		out = estimateView{}
		b.get("/api/delivery/estimate?variant="+inStore+"&postalCode=2650&mode=ED").decode(t, &out)
		if e := out.DeliveryModes[0]; e.Available || e.EstimatedDateTime != nil {
			t.Fatalf("express to Wagga Wagga: %+v", e)
		}

		var cost struct {
			DeliveryModes []struct {
				Code         string `json:"code"`
				Unfulfilled  bool   `json:"unfulfilled"`
				DeliveryCost struct {
					Value float64 `json:"value"`
				} `json:"deliveryCost"`
			} `json:"deliveryModes"`
		}
		b.get("/api/delivery/cost?variant="+inStore+"&storeNumber="+home.Number+"&postalCode=3000&mode=CNC,HD,ED").decode(t, &cost)
		if len(cost.DeliveryModes) != 3 || cost.DeliveryModes[0].DeliveryCost.Value != 0 || cost.DeliveryModes[2].DeliveryCost.Value != 15 {
			t.Fatalf("cost: %+v", cost)
		}
		wantHD := 9.0
		if p.Variants[0].Price >= 6500 {
			wantHD = 0
		}
		if cost.DeliveryModes[1].DeliveryCost.Value != wantHD {
			t.Fatalf("HD cost of one unit at %d cents: %+v", p.Variants[0].Price, cost.DeliveryModes[1])
		}
		// The seed's other form: the variant in the path, the same answer.
		var byPath struct{ DeliveryModes []json.RawMessage }
		b.get("/api/delivery/cost/"+inStore+"?storeNumber="+home.Number+"&postalCode=3000&mode=CNC,HD,ED").decode(t, &byPath)
		var byQuery struct{ DeliveryModes []json.RawMessage }
		b.get("/api/delivery/cost?variant="+inStore+"&storeNumber="+home.Number+"&postalCode=3000&mode=CNC,HD,ED").decode(t, &byQuery)
		if len(byPath.DeliveryModes) != 3 || fmt.Sprint(byPath) != fmt.Sprint(byQuery) {
			t.Fatalf("cost by path %s, by query %s", byPath.DeliveryModes, byQuery.DeliveryModes)
		}
		wantError(t, b.get("/api/delivery/cost/99999999?mode=HD&postalCode=3000"), http.StatusNotFound, "ERR_NOT_FOUND", nil)

		for _, path := range []string{"/api/delivery/estimate", "/api/delivery/cost"} {
			wantFields(t, b.get(path+"?variant="+inStore+"&mode=CNC"), map[string]string{"storeNumber": "missing-args"})
			wantFields(t, b.get(path+"?variant="+inStore+"&mode=HD,ED"), map[string]string{"postalCode": "missing-args"})
			wantFields(t, b.get(path+"?variant="+inStore+"&mode=HD&postalCode=0001"), map[string]string{"postalCode": "malformed-request"})
			wantFields(t, b.get(path+"?variant="+inStore), map[string]string{"mode": "missing-args"})
			wantFields(t, b.get(path+"?variant="+inStore+"&mode=POST&postalCode=3000"), map[string]string{"mode": "malformed-request"})
			wantFields(t, b.get(path+"?mode=HD&postalCode=3000"), map[string]string{"variant": "missing-args"})
			wantFields(t, b.get(path+"?variant="+inStore+"&mode=HD&postalCode=3000&quantity=0"), map[string]string{"quantity": "malformed-request"})
			wantFields(t, b.get(path+"?variant="+p.Code+"&mode=HD&postalCode=3000"), map[string]string{"variant": "malformed-request"})
			wantError(t, b.get(path+"?variant="+inStore+"&mode=CNC&storeNumber=0001"), http.StatusNotFound, "ERR_STORE_UNAVAILABLE", nil)
			wantError(t, b.get(path+"?variant=99999999&mode=HD&postalCode=3000"), http.StatusNotFound, "ERR_NOT_FOUND", nil)
		}
	})
}

func TestDeliveryBackInStock(t *testing.T) {
	eachDeliveryEngine(t, func(t *testing.T, ts *testShop) {
		b := newBrowser(t, ts.srv)
		p := productFor(t, ts)
		v := p.Variants[0].Code
		setStock(t, ts, inventory.Level{VariantCode: v, Location: "online", Quantity: 0})
		email := emailFor(t, "bis")
		var out struct {
			Registered bool `json:"registered"`
		}
		b.json(http.MethodPost, "/api/stock/back-in-stock", map[string]any{"productCode": v, "emailAddress": strings.ToUpper(email)}).decode(t, &out)
		if !out.Registered {
			t.Fatal("registered false")
		}
		// Asked twice: still one e-mail.
		b.json(http.MethodPost, "/api/stock/back-in-stock", map[string]any{"productCode": v, "emailAddress": email}).decode(t, &out)
		if n := len(mailsTo(t, ts.srv, email, "Back in stock")); n != 0 {
			t.Fatalf("%d e-mails before the restock", n)
		}
		setStock(t, ts, inventory.Level{VariantCode: v, Location: "online", Quantity: 25})
		m := waitMail(t, ts.srv, email, "Back in stock: "+p.Name, 1)
		if !strings.Contains(m.Text, "/p/") || !strings.Contains(m.Text, v) {
			t.Fatalf("the e-mail has no link to the variant:\n%s", m.Text)
		}
		// More stock on top of some sends nothing more.
		setStock(t, ts, inventory.Level{VariantCode: v, Location: "online", Quantity: 40})
		time.Sleep(300 * time.Millisecond)
		if n := len(mailsTo(t, ts.srv, email, "Back in stock")); n != 1 {
			t.Fatalf("%d e-mails, want 1", n)
		}

		wantFields(t, b.json(http.MethodPost, "/api/stock/back-in-stock", map[string]any{}), map[string]string{"productCode": "missing-args", "emailAddress": "missing-args"})
		wantFields(t, b.json(http.MethodPost, "/api/stock/back-in-stock", map[string]any{"productCode": v, "emailAddress": "not-an-email"}), map[string]string{"emailAddress": "invalid-email-address"})
		wantFields(t, b.json(http.MethodPost, "/api/stock/back-in-stock", map[string]any{"productCode": p.Code, "emailAddress": email}), map[string]string{"productCode": "malformed-request"})
		wantError(t, b.json(http.MethodPost, "/api/stock/back-in-stock", map[string]any{"productCode": "99999999", "emailAddress": email}), http.StatusNotFound, "ERR_NOT_FOUND", nil)
	})
}

func TestDeliveryInfoAndClubStatus(t *testing.T) {
	eachDeliveryEngine(t, func(t *testing.T, ts *testShop) {
		type infoView struct {
			Account struct {
				IsAuthenticated bool   `json:"isAuthenticated"`
				SoftLogin       bool   `json:"softLogin"`
				FirstName       string `json:"firstName"`
			} `json:"account"`
			PreferredStoreName string     `json:"preferredStoreName"`
			StoreDetails       *storeView `json:"storeDetails"`
			Authentication     struct {
				Status string `json:"status"`
			} `json:"authentication"`
			GlobalMessages []any `json:"globalMessages"`
			AdvantageUser  bool  `json:"advantageUser"`
		}
		type clubView struct {
			ShipsterMember  bool `json:"shipsterMember"`
			ClubStatusKnown bool `json:"clubStatusKnown"`
		}
		home := vicStore(t, ts)
		other := storeWhere(t, ts, "in NSW", func(s location.Store) bool { return s.Address.State == "NSW" })
		p := productFor(t, ts)
		setStock(t, ts, inventory.Level{VariantCode: p.Variants[0].Code, Location: home.Number, Quantity: 2})

		anon := bareBrowser(t, ts.srv)
		var club clubView
		anon.get("/api/club-status").decode(t, &club)
		if club.ShipsterMember || club.ClubStatusKnown {
			t.Fatalf("anonymous club status: %+v", club)
		}
		var info infoView
		anon.get("/api/info").decode(t, &info)
		if info.Account.IsAuthenticated || info.StoreDetails != nil || info.PreferredStoreName != "" || info.Authentication.Status != "anonymous" || info.GlobalMessages == nil || info.AdvantageUser {
			t.Fatalf("anonymous without a store: %+v", info)
		}
		// The test clock is in late November: the Christmas delivery cut-off shows.
		if len(info.GlobalMessages) != 1 || !strings.Contains(fmt.Sprint(info.GlobalMessages[0]), "Christmas") {
			t.Fatalf("global messages = %+v", info.GlobalMessages)
		}
		anon.setCookie("t_psn", home.Number)
		anon.get("/api/info?productCode="+p.Variants[0].Code).decode(t, &info)
		if info.StoreDetails == nil || info.StoreDetails.StoreNumber != home.Number || info.PreferredStoreName != home.Name ||
			info.StoreDetails.Stock == nil || info.StoreDetails.Stock.CCStock != 2 {
			t.Fatalf("anonymous with t_psn: %+v", info)
		}
		anon.setCookie("t_psn", "0001")
		info = infoView{}
		anon.get("/api/info").decode(t, &info)
		if info.StoreDetails != nil || info.PreferredStoreName != "" {
			t.Fatalf("an unknown t_psn store: %+v", info.StoreDetails)
		}

		// Signed in: the account's preferred store wins over the cookie.
		c := register(t, ts.srv, "info", goodPassword)
		c.get("/api/club-status").decode(t, &club)
		if club.ShipsterMember || !club.ClubStatusKnown {
			t.Fatalf("signed-in club status: %+v", club)
		}
		wantOK(t, c.json(http.MethodPost, "/api/customer/preferred-store", map[string]any{"storeNumber": other.Number}), http.StatusOK)
		c.setCookie("t_psn", home.Number)
		c.get("/api/info").decode(t, &info)
		if !info.Account.IsAuthenticated || info.Account.SoftLogin || info.Account.FirstName != c.first || info.Authentication.Status != "hard" ||
			info.StoreDetails == nil || info.StoreDetails.StoreNumber != other.Number || info.PreferredStoreName != other.Name {
			t.Fatalf("signed in: %+v", info)
		}
	})
}

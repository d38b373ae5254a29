package httpapi_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/app"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/storage"
	"github.com/wattle/storefront/internal/storage/postgres"
	"github.com/wattle/storefront/internal/storage/sqlite"
	"github.com/wattle/storefront/internal/storage/storagetest"
)

// The cart's HTTP tests: every operation and every code of docs/cart.md through real HTTP, on
// SQLite and PostgreSQL, each answer held to the OpenAPI document. Products are picked from the
// demo catalogue the shop loaded by their properties, never by a code.

// cartDemoSize is big enough that the catalogue has every kind of product the rules name
// (product 500 always has an early-access window).
const cartDemoSize = 600

var (
	cartShopsMu sync.Mutex
	cartShops   = map[string]*testShop{}
)

// cartShop is the shop the cart tests share on engine.
func cartShop(t *testing.T, engine string) *testShop {
	t.Helper()
	cartShopsMu.Lock()
	defer cartShopsMu.Unlock()
	if ts, ok := cartShops[engine]; ok {
		return ts
	}
	ts := startShop(t, holder, engine, func(c *config.Config) {
		c.DemoSize = cartDemoSize
		c.AccountLimits = &account.Limits{SignInFailuresPerIP: 10000, RegisterPerIP: 10000, RegisterPerEmail: 100,
			ResetPerIP: 10000, ResetPerEmail: 100, CheckPerIP: 10000}
	})
	cartShops[engine] = ts
	return ts
}

func eachCartEngine(t *testing.T, fn func(t *testing.T, ts *testShop)) {
	t.Helper()
	for _, name := range engineNames() {
		t.Run(name, func(t *testing.T) { fn(t, cartShop(t, name)) })
	}
}

// pick is a variant of the demo catalogue with its product and online units.
type pick struct {
	p      catalog.Product
	v      catalog.Variant
	online int
}

// catalogueOf lists every variant of the engine's catalogue.
func catalogueOf(t *testing.T, st storage.Engine) []pick {
	t.Helper()
	var out []pick
	err := st.EachProduct(context.Background(), func(p catalog.Product, online []int) error {
		for i, v := range p.Variants {
			out = append(out, pick{p: p, v: v, online: online[i]})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// plain reports whether anyone may buy the variant's product now, with no extras.
func plain(p catalog.Product) bool {
	return !p.PreOrder && p.GiftCard == catalog.GiftCardNone && p.EarlyAccessStart.IsZero() && !p.OnePassExclusive
}

// find returns the first n variants that match, each of a different product.
func find(t *testing.T, st storage.Engine, n int, what string, ok func(x pick) bool) []pick {
	t.Helper()
	seen := map[string]bool{}
	var out []pick
	for _, x := range catalogueOf(t, st) {
		if !seen[x.p.Code] && ok(x) {
			seen[x.p.Code] = true
			out = append(out, x)
			if len(out) == n {
				return out
			}
		}
	}
	t.Fatalf("the demo catalogue has %d of %d %s", len(out), n, what)
	return nil
}

func findOne(t *testing.T, st storage.Engine, what string, ok func(x pick) bool) pick {
	t.Helper()
	return find(t, st, 1, what, ok)[0]
}

func inStock(x pick) bool {
	return plain(x.p) && x.online >= 30 && !x.p.Bulky && x.v.Price < 5000
}

// cartView is the part of the cart summary the tests read.
type cartView struct {
	Entries []struct {
		EntryNumber        int    `json:"entryNumber"`
		ProductCode        string `json:"productCode"`
		Quantity           int    `json:"quantity"`
		QuantityAdded      int    `json:"quantityAdded"`
		MaxQuantity        int    `json:"maxQuantity"`
		ProductType        string `json:"productType"`
		HDStockLevelStatus string `json:"hdStockLevelStatus"`
		CCStock            *int   `json:"ccStock"`
		CCStockLevelStatus string `json:"ccStockLevelStatus"`
		GiftCard           *struct {
			RecipientEmail string `json:"recipientEmail"`
		} `json:"giftCard"`
		Personalisation map[string]string `json:"personalisation"`
	} `json:"entries"`
	TotalUnitCount   int    `json:"totalUnitCount"`
	Hash             string `json:"hash"`
	Subtotal         money  `json:"subtotal"`
	Total            money  `json:"total"`
	GST              money  `json:"gst"`
	DeliveryFee      *money `json:"deliveryFee"`
	InstallmentPrice *money `json:"installmentPrice"`
	DeliveryMode     *struct {
		Code string `json:"code"`
	} `json:"deliveryMode"`
	PreOrderDepositAmount      *money `json:"preOrderDepositAmount"`
	ExcludedForAfterpay        bool   `json:"excludedForAfterpay"`
	ExcludedForZip             bool   `json:"excludedForZip"`
	ContainsDigitalEntriesOnly bool   `json:"containsDigitalEntriesOnly"`
	IncentiveMessages          []struct {
		Message string `json:"message"`
	} `json:"incentiveMessages"`
	AppliedOrderPromotions   []any  `json:"appliedOrderPromotions"`
	PotentialOrderPromotions []any  `json:"potentialOrderPromotions"`
	DeliveryPostcode         string `json:"deliveryPostcode"`
	PickupStore              *struct {
		StoreNumber     string `json:"storeNumber"`
		CollectionPoint string `json:"collectionPoint"`
	} `json:"pickupStore"`
	AllowProgressiveNotification bool `json:"allowProgressiveNotification"`
}

type itemErr struct {
	ProductCode string `json:"productCode"`
	EntryNumber *int   `json:"entryNumber"`
	Code        string `json:"code"`
	Quantity    *int   `json:"quantity"`
}

type changeView struct {
	AddedItems []struct {
		ProductCode   string `json:"productCode"`
		EntryNumber   int    `json:"entryNumber"`
		Quantity      int    `json:"quantity"`
		QuantityAdded int    `json:"quantityAdded"`
	} `json:"addedItems"`
	UpdatedItems []struct {
		EntryNumber int `json:"entryNumber"`
		Quantity    int `json:"quantity"`
	} `json:"updatedItems"`
	RemovedItems []struct {
		EntryNumber int `json:"entryNumber"`
	} `json:"removedItems"`
	ErrorItems []itemErr `json:"errorItems"`
	Cart       cartView  `json:"cart"`
}

type item = map[string]any

func (b *browser) add(items ...item) resp {
	b.t.Helper()
	return b.json(http.MethodPost, "/api/cart/add", map[string]any{"products": items})
}

func (b *browser) mustAdd(items ...item) changeView {
	b.t.Helper()
	var out changeView
	r := b.add(items...)
	wantOK(b.t, r, http.StatusOK)
	r.decode(b.t, &out)
	return out
}

func (b *browser) cart() cartView {
	b.t.Helper()
	var c cartView
	b.get("/api/cart").decode(b.t, &c)
	return c
}

// wantItems fails unless r is the 422 of a change that changed nothing, code the first item's,
// error.errorItems carrying codes.
func wantItems(t *testing.T, b *browser, r resp, codes ...string) []itemErr {
	t.Helper()
	wantError(t, r, http.StatusUnprocessableEntity, codes[0], nil)
	var env struct {
		Error struct {
			ErrorItems []itemErr `json:"errorItems"`
		} `json:"error"`
	}
	b.rec.mu.Lock()
	_ = json.Unmarshal(b.rec.last, &env)
	b.rec.mu.Unlock()
	if len(env.Error.ErrorItems) != len(codes) {
		t.Fatalf("errorItems = %+v, want %v", env.Error.ErrorItems, codes)
	}
	for i, c := range codes {
		if env.Error.ErrorItems[i].Code != c {
			t.Fatalf("errorItems = %+v, want %v", env.Error.ErrorItems, codes)
		}
	}
	return env.Error.ErrorItems
}

func hasError(items []itemErr, code string) *itemErr {
	for i := range items {
		if items[i].Code == code {
			return &items[i]
		}
	}
	return nil
}

func TestCartValidation(t *testing.T) {
	eachCartEngine(t, func(t *testing.T, ts *testShop) {
		b := newBrowser(t, ts.srv)
		x := findOne(t, ts.st, "in-stock product", inStock)
		wantFields(t, b.json(http.MethodPost, "/api/cart/add", map[string]any{}), map[string]string{"products": "missing-args"})
		wantFields(t, b.add(), map[string]string{"products": "missing-args"})
		wantFields(t, b.add(item{"quantity": 1}), map[string]string{"products[0].productCode": "malformed-request"})
		wantFields(t, b.add(item{"productCode": x.v.Code, "quantity": -1}), map[string]string{"products[0].quantity": "malformed-request"})
		// A quantity that is not a number skips the item; nothing else: nothing changed.
		wantItems(t, b, b.add(item{"productCode": x.v.Code, "quantity": "two"}), "ERR_BASKET_INFORMATION_QUANTITY_NOMODIFICATIONOCCURRED")
		if c := b.cart(); len(c.Entries) != 0 {
			t.Fatalf("a refused request changed the cart: %+v", c)
		}
		// 32767 is the wire maximum: accepted, then held to the limits.
		out := b.mustAdd(item{"productCode": x.v.Code, "quantity": 32767})
		if out.Cart.Entries[0].Quantity != 20 {
			t.Fatalf("32767 added %d", out.Cart.Entries[0].Quantity)
		}
		// Above it a quantity is capped at 32767, not refused, and then held to the same limits.
		if out := newBrowser(t, ts.srv).mustAdd(item{"productCode": x.v.Code, "quantity": 40000}); out.Cart.Entries[0].Quantity != 20 {
			t.Fatalf("40000 added %d", out.Cart.Entries[0].Quantity)
		}
		wantFields(t, b.json(http.MethodPost, "/api/cart/update", map[string]any{"products": []item{{"productCode": x.v.Code}}}),
			map[string]string{"products[0].quantity": "malformed-request"})
		wantFields(t, b.json(http.MethodPost, "/api/cart/update", map[string]any{"products": []item{{"productCode": x.v.Code, "entryNumber": -2, "quantity": 1}}}),
			map[string]string{"products[0].entryNumber": "malformed-request"})
		// A form body carries the list as JSON text.
		b2 := newBrowser(t, ts.srv)
		f := url.Values{"products": {fmt.Sprintf(`[{"productCode":%q,"quantity":"2"}]`, x.v.Code)}}
		var fo changeView
		r := b2.form("/api/cart/add", f)
		wantOK(t, r, http.StatusOK)
		r.decode(t, &fo)
		if len(fo.AddedItems) != 1 || fo.Cart.TotalUnitCount != 2 {
			t.Fatalf("form add: %+v", fo)
		}
		wantFields(t, b2.form("/api/cart/add", url.Values{"products": {"[{"}}), map[string]string{"products": "malformed-request"})
		// The csrf token is required.
		r = call(t, b2.c, http.MethodPost, ts.srv.URL+"/api/cart/add", "application/json", `{"products":[]}`, nil)
		wantError(t, r, http.StatusForbidden, "ERR_CSRF", nil)
	})
}

func TestCartAddSummaryAndViews(t *testing.T) {
	eachCartEngine(t, func(t *testing.T, ts *testShop) {
		b := newBrowser(t, ts.srv)
		if c := b.cart(); len(c.Entries) != 0 || c.TotalUnitCount != 0 || c.InstallmentPrice != nil {
			t.Fatalf("a new browser's cart: %+v", c)
		}
		xs := find(t, ts.st, 4, "in-stock products", inStock)
		out := b.mustAdd(item{"productCode": xs[0].v.Code, "quantity": 2})
		if b.cookie("wattle_cart") == "" {
			t.Fatal("no wattle_cart cookie after the first add")
		}
		if len(out.AddedItems) != 1 || out.AddedItems[0].QuantityAdded != 2 || len(out.ErrorItems) != 0 {
			t.Fatalf("add: %+v", out)
		}
		c := out.Cart
		sub := float64(xs[0].v.Price*2) / 100
		if c.Subtotal.Value != sub || c.Total.Value != sub || c.DeliveryFee != nil || c.Entries[0].QuantityAdded != 2 ||
			c.Entries[0].ProductType != "mhd" || c.Entries[0].MaxQuantity != 20 || c.Hash == "" {
			t.Fatalf("summary: %+v", c)
		}
		if xs[0].v.Price*2 < 6500 && (len(c.IncentiveMessages) != 1 || len(c.PotentialOrderPromotions) != 1) {
			t.Fatalf("no free delivery incentive under $65: %+v", c)
		}
		if want := float64((int64(xs[0].v.Price)*2*2+11)/22) / 100; c.GST.Value != want {
			t.Fatalf("gst %v, want %v", c.GST.Value, want)
		}
		if c.InstallmentPrice == nil || c.InstallmentPrice.Value != float64((int64(xs[0].v.Price)*2+3)/4)/100 {
			t.Fatalf("installment: %+v", c.InstallmentPrice)
		}
		// The same variant again adds up in the same entry; quantityAdded marks only it.
		out = b.mustAdd(item{"productCode": xs[0].v.Code, "quantity": 1}, item{"productCode": xs[1].v.Code})
		if len(out.Cart.Entries) != 2 || out.Cart.Entries[0].Quantity != 3 || out.Cart.Entries[1].Quantity != 1 ||
			out.Cart.Entries[0].QuantityAdded != 1 || out.Cart.Entries[1].EntryNumber != 1 {
			t.Fatalf("second add: %+v", out.Cart.Entries)
		}
		if b.cart().Entries[0].QuantityAdded != 0 {
			t.Fatal("quantityAdded outside an add")
		}
		b.mustAdd(item{"productCode": xs[2].v.Code}, item{"productCode": xs[3].v.Code})
		var sum struct {
			TotalUnitCount int   `json:"totalUnitCount"`
			Entries        []any `json:"entries"`
		}
		b.get("/api/cart/summary").decode(t, &sum)
		if sum.TotalUnitCount != 6 || sum.Entries != nil {
			t.Fatalf("getCartSummary: %+v", sum)
		}
		var mini struct {
			TotalUnitCount int `json:"totalUnitCount"`
			Entries        []struct {
				ProductCode string `json:"productCode"`
			} `json:"entries"`
		}
		b.get("/api/cart/mini").decode(t, &mini)
		if mini.TotalUnitCount != 6 || len(mini.Entries) != 3 {
			t.Fatalf("getMiniCart: %+v", mini)
		}
		var vs struct {
			Entries []struct {
				EntryNumber int `json:"entryNumber"`
				Variants    []struct {
					Code     string `json:"code"`
					Sellable bool   `json:"sellable"`
				} `json:"variants"`
			} `json:"entries"`
		}
		b.get("/api/cart/variants").decode(t, &vs)
		if len(vs.Entries) != 4 || len(vs.Entries[0].Variants) != len(xs[0].p.Variants) {
			t.Fatalf("getCartVariants: %+v", vs)
		}
		var detail struct {
			Cart          cartView `json:"cart"`
			DeliveryModes []struct {
				ID        string `json:"id"`
				Available bool   `json:"available"`
			} `json:"deliveryModes"`
		}
		b.get("/api/cart/detail").decode(t, &detail)
		if len(detail.Cart.Entries) != 4 || len(detail.DeliveryModes) != 3 {
			t.Fatalf("getCartDetail: %+v", detail)
		}
		var rc changeView
		b.json(http.MethodPost, "/api/cart/recalculate", map[string]any{}).decode(t, &rc)
		if len(rc.Cart.Entries) != 4 || len(rc.ErrorItems) != 0 {
			t.Fatalf("recalculateCart: %+v", rc)
		}
		// getCart with skipSohCheck=false answers the same summary.
		var strict cartView
		b.get("/api/cart?skipSohCheck=false").decode(t, &strict)
		if strict.TotalUnitCount != 6 {
			t.Fatalf("skipSohCheck=false: %+v", strict)
		}
	})
}

func TestCartUpdateAndRemove(t *testing.T) {
	eachCartEngine(t, func(t *testing.T, ts *testShop) {
		b := newBrowser(t, ts.srv)
		xs := find(t, ts.st, 2, "in-stock products", inStock)
		upd := func(items ...item) resp {
			return b.json(http.MethodPost, "/api/cart/update", map[string]any{"products": items})
		}
		rem := func(items ...item) resp {
			return b.json(http.MethodPost, "/api/cart/remove", map[string]any{"products": items})
		}
		wantError(t, upd(item{"productCode": xs[0].v.Code, "entryNumber": 0, "quantity": 1}), http.StatusUnprocessableEntity, "ERR_EMPTY_CART", nil)
		wantError(t, rem(item{"productCode": xs[0].v.Code, "entryNumber": 0}), http.StatusUnprocessableEntity, "ERR_EMPTY_CART", nil)
		b.mustAdd(item{"productCode": xs[0].v.Code, "quantity": 2}, item{"productCode": xs[1].v.Code})
		var out changeView
		r := upd(item{"productCode": xs[0].v.Code, "entryNumber": 0, "quantity": 5}, item{"productCode": xs[1].v.Code, "entryNumber": 1, "quantity": 1})
		wantOK(t, r, http.StatusOK)
		r.decode(t, &out)
		if len(out.UpdatedItems) != 1 || out.UpdatedItems[0].Quantity != 5 || len(out.ErrorItems) != 1 ||
			out.ErrorItems[0].Code != "ERR_BASKET_INFORMATION_QUANTITY_NOMODIFICATIONOCCURRED" {
			t.Fatalf("update: %+v", out)
		}
		wantItems(t, b, upd(item{"productCode": xs[0].v.Code, "entryNumber": 0, "quantity": 5}), "ERR_BASKET_INFORMATION_QUANTITY_NOMODIFICATIONOCCURRED")
		wantItems(t, b, upd(item{"productCode": xs[0].v.Code, "entryNumber": 99, "quantity": 1}), "ERR_ENTRY_NOT_FOUND_FOR_THE_PRODUCT_IN_THE_CART")
		wantItems(t, b, upd(item{"productCode": xs[1].v.Code, "entryNumber": 0, "quantity": 1}), "ERR_ENTRY_NOT_FOUND_FOR_THE_PRODUCT_IN_THE_CART")
		wantItems(t, b, rem(item{"productCode": "99999999"}), "ERR_ENTRY_NOT_FOUND_FOR_THE_PRODUCT_IN_THE_CART")
		// Above the per-product limit: what fits, with the threshold code.
		r = upd(item{"productCode": xs[0].v.Code, "entryNumber": 0, "quantity": 25})
		wantOK(t, r, http.StatusOK)
		r.decode(t, &out)
		if e := hasError(out.ErrorItems, "ERR_BASKET_INFORMATION_QUANTITY_THRESHOLD_REACHED"); e == nil || *e.Quantity != 20 || out.Cart.Entries[0].Quantity != 20 {
			t.Fatalf("update above 20: %+v", out)
		}
		// Quantity 0 removes; remove removes.
		r = upd(item{"productCode": xs[0].v.Code, "entryNumber": 0, "quantity": 0})
		wantOK(t, r, http.StatusOK)
		r.decode(t, &out)
		if len(out.RemovedItems) != 1 || len(out.Cart.Entries) != 1 {
			t.Fatalf("update to 0: %+v", out)
		}
		r = rem(item{"productCode": xs[1].v.Code, "entryNumber": 1})
		wantOK(t, r, http.StatusOK)
		r.decode(t, &out)
		if len(out.RemovedItems) != 1 || len(out.Cart.Entries) != 0 {
			t.Fatalf("remove: %+v", out)
		}
		// A new entry after removals gets a new number: numbers are stable for an entry's life.
		if o := b.mustAdd(item{"productCode": xs[0].v.Code}); o.AddedItems[0].EntryNumber != 2 {
			t.Fatalf("entry number reused: %+v", o.AddedItems)
		}
	})
}

func TestCartStockAndThresholds(t *testing.T) {
	eachCartEngine(t, func(t *testing.T, ts *testShop) {
		x := findOne(t, ts.st, "in-stock product", inStock)
		b := newBrowser(t, ts.srv)
		out := b.mustAdd(item{"productCode": x.v.Code, "quantity": 25})
		if e := hasError(out.ErrorItems, "ERR_BASKET_INFORMATION_QUANTITY_THRESHOLD_REACHED"); e == nil || *e.Quantity != 20 || out.AddedItems[0].QuantityAdded != 20 {
			t.Fatalf("25 of one product: %+v", out)
		}
		wantItems(t, b, b.add(item{"productCode": x.v.Code}), "ERR_BASKET_INFORMATION_QUANTITY_THRESHOLD_REACHED")
		wantItems(t, b, b.add(item{"productCode": x.v.Code, "quantity": 0}), "ERR_BASKET_INFORMATION_QUANTITY_NOMODIFICATIONOCCURRED")
		wantItems(t, b, b.add(item{"productCode": "99999999"}), "ERR_BASKET_INFORMATION_PRODUCT_UNAVAILABLE")

		none := findOne(t, ts.st, "product out of stock online", func(x pick) bool { return plain(x.p) && x.online == 0 })
		b2 := newBrowser(t, ts.srv)
		items := wantItems(t, b2, b2.add(item{"productCode": none.v.Code}), "ERR_BASKET_INFORMATION_QUANTITY_NO_STOCK")
		if items[0].Quantity == nil || *items[0].Quantity != 0 {
			t.Fatalf("no stock: %+v", items)
		}
		low := findOne(t, ts.st, "product low online", func(x pick) bool { return plain(x.p) && x.online > 0 && x.online < 10 })
		out = b2.mustAdd(item{"productCode": low.v.Code, "quantity": 15})
		if e := hasError(out.ErrorItems, "ERR_BASKET_INFORMATION_QUANTITY_LOW_STOCK"); e == nil || *e.Quantity != low.online || out.Cart.Entries[0].Quantity != low.online {
			t.Fatalf("low stock (%d online): %+v", low.online, out)
		}
		if out.Cart.Entries[0].MaxQuantity != low.online {
			t.Fatalf("maxQuantity %d, want the %d online", out.Cart.Entries[0].MaxQuantity, low.online)
		}

		// 50 entries at most: the 51st of one request is refused, the rest added.
		many := find(t, ts.st, 51, "in-stock products", func(x pick) bool { return plain(x.p) && x.online > 0 })
		b3 := newBrowser(t, ts.srv)
		var list []item
		for _, m := range many {
			list = append(list, item{"productCode": m.v.Code})
		}
		out = b3.mustAdd(list...)
		if len(out.Cart.Entries) != 50 || len(out.ErrorItems) != 1 || out.ErrorItems[0].Code != "ERR_BASKET_INFORMATION_CART_ENTRIES_THRESHOLD_REACHED" {
			t.Fatalf("51 entries: %d entries, errors %+v", len(out.Cart.Entries), out.ErrorItems)
		}
		wantItems(t, b3, b3.add(item{"productCode": many[50].v.Code}), "ERR_BASKET_INFORMATION_CART_ENTRIES_THRESHOLD_REACHED")
		// An existing entry still grows.
		b3.mustAdd(item{"productCode": many[0].v.Code})
	})
}

func TestCartPreOrdersAndEarlyAccess(t *testing.T) {
	eachCartEngine(t, func(t *testing.T, ts *testShop) {
		pre := findOne(t, ts.st, "pre-order", func(x pick) bool {
			return x.p.PreOrder && x.p.EarlyAccessStart.IsZero() && !x.p.OnePassExclusive && x.online >= 10
		})
		other := findOne(t, ts.st, "in-stock product", inStock)
		b := newBrowser(t, ts.srv)
		wantItems(t, b, b.add(item{"productCode": pre.v.Code, "quantity": 6}), "ERR_BASKET_INFORMATION_QUANTITY_PREORDER_THRESHOLD_REACHED")
		out := b.mustAdd(item{"productCode": pre.v.Code, "quantity": 2})
		c := out.Cart
		if c.PreOrderDepositAmount == nil || c.PreOrderDepositAmount.Value != float64((int64(pre.v.Price)*2*20+50)/100)/100 ||
			!c.ExcludedForAfterpay || c.InstallmentPrice != nil {
			t.Fatalf("pre-order summary: %+v", c)
		}
		wantItems(t, b, b.add(item{"productCode": other.v.Code}), "ERR_BASKET_INFORMATION_QUANTITY_NOMIXEDBASKETWITHPREORDERS")
		wantItems(t, b, b.add(item{"productCode": pre.v.Code, "quantity": 4}), "ERR_BASKET_INFORMATION_QUANTITY_PREORDER_THRESHOLD_REACHED")
		b2 := newBrowser(t, ts.srv)
		b2.mustAdd(item{"productCode": other.v.Code})
		wantItems(t, b2, b2.add(item{"productCode": pre.v.Code}), "ERR_BASKET_INFORMATION_QUANTITY_NOMIXEDBASKETWITHPREORDERS")

		now := ts.clock.Now()
		soon := findOne(t, ts.st, "coming-soon early access", func(x pick) bool {
			return x.p.EarlyAccessAt(now) == catalog.EarlyAccessComingSoon && !x.p.PreOrder && x.p.GiftCard == catalog.GiftCardNone
		})
		open := findOne(t, ts.st, "open early access", func(x pick) bool {
			return x.p.EarlyAccessAt(now) == catalog.EarlyAccessOpen && !x.p.PreOrder && x.p.GiftCard == catalog.GiftCardNone
		})
		excl := findOne(t, ts.st, "OnePass exclusive", func(x pick) bool {
			return x.p.OnePassExclusive && x.p.EarlyAccessStart.IsZero() && !x.p.PreOrder
		})
		b3 := newBrowser(t, ts.srv)
		wantItems(t, b3, b3.add(item{"productCode": soon.v.Code}), "ERR_BASKET_INFORMATION_PREVIEW_ITEM")
		wantItems(t, b3, b3.add(item{"productCode": open.v.Code}), "ERR_BASKET_INFORMATION_MEMBERS_ONLY")
		// Signed in is not enough: nobody is an active member yet.
		cust := register(t, ts.srv, "member", "Cart-Tests-9")
		wantItems(t, cust.browser, cust.add(item{"productCode": excl.v.Code}, item{"productCode": open.v.Code}),
			"ERR_BASKET_INFORMATION_MEMBERS_ONLY", "ERR_BASKET_INFORMATION_MEMBERS_ONLY")
	})
}

func TestCartGiftCardsAndPersonalisation(t *testing.T) {
	eachCartEngine(t, func(t *testing.T, ts *testShop) {
		cheapest := func(kind catalog.GiftCardKind) func(x pick) bool {
			return func(x pick) bool { return x.p.GiftCard == kind && x.v.Position == 0 && x.online >= 25 }
		}
		priciest := func(x pick) bool {
			return x.p.GiftCard == catalog.GiftCardPhysical && x.v.Position == len(x.p.Variants)-1 && x.online >= 11
		}
		phys := findOne(t, ts.st, "physical gift card", cheapest(catalog.GiftCardPhysical))
		dig := findOne(t, ts.st, "e-gift card", cheapest(catalog.GiftCardDigital))
		big := findOne(t, ts.st, "the biggest gift card", priciest)
		recipient := item{"firstName": "Mary-Jane", "lastName": "O'Neil", "recipientEmail": "mj@example.com", "messageText": "Happy birthday!"}
		with := func(x pick, qty int, extra item) item {
			it := item{"productCode": x.v.Code, "quantity": qty}
			for k, v := range extra {
				it[k] = v
			}
			return it
		}
		b := newBrowser(t, ts.srv)
		bad := []item{
			{"firstName": "Mary"},                      // no last name
			{"firstName": "1234", "lastName": "Smith"}, // digits only
			{"firstName": "M", "lastName": "Smith"},    // too short
			{"firstName": "Mary", "lastName": "Smith", "messageText": "line one\nline two"},
			{"firstName": "Mary", "lastName": "Smith", "messageText": strings.Repeat("x", 121)},
			{"firstName": "Mary", "lastName": "Smith", "messageText": "<b>hi</b>"},
			{"firstName": "Mary", "lastName": "Smith", "recipientEmail": "not-an-email"},
		}
		for _, r := range bad {
			wantItems(t, b, b.add(with(phys, 1, r)), "ERR_BASKET_INFORMATION_GIFTCARD_RECIPIENT_INVALID")
		}
		// An e-gift card needs the recipient's e-mail.
		wantItems(t, b, b.add(with(dig, 1, item{"firstName": "Mary", "lastName": "Smith"})), "ERR_BASKET_INFORMATION_GIFTCARD_RECIPIENT_INVALID")
		wantItems(t, b, b.add(with(dig, 11, recipient)), "ERR_BASKET_INFORMATION_QUANTITY_GIFTCARD")
		out := b.mustAdd(with(dig, 2, recipient))
		if !out.Cart.ContainsDigitalEntriesOnly || out.Cart.Entries[0].ProductType != "digital" || !out.Cart.ExcludedForZip ||
			out.Cart.GST.Value != 0 || out.Cart.DeliveryFee == nil || out.Cart.DeliveryFee.Value != 0 {
			t.Fatalf("e-gift cards: %+v", out.Cart)
		}
		// The extras may come at the top level of an add of one product.
		top := map[string]any{"products": []item{{"productCode": phys.v.Code, "quantity": 21}}}
		for k, v := range recipient {
			top[k] = v
		}
		wantItems(t, b, b.json(http.MethodPost, "/api/cart/add", top), "ERR_BASKET_INFORMATION_QUANTITY_PHYSICAL_GIFTCARD")
		top["products"] = []item{{"productCode": phys.v.Code, "quantity": 1}}
		out = changeView{}
		b.json(http.MethodPost, "/api/cart/add", top).decode(t, &out)
		if len(out.Cart.Entries) != 2 || out.Cart.Entries[1].ProductType != "giftCard" || out.Cart.Entries[1].GiftCard == nil ||
			out.Cart.DeliveryFee == nil || out.Cart.DeliveryFee.Value != 5 {
			t.Fatalf("physical gift card: %+v", out.Cart)
		}
		b2 := newBrowser(t, ts.srv)
		wantItems(t, b2, b2.add(with(big, 11, recipient)), "ERR_BASKET_INFORMATION_GIFTCARD_VALUE")

		pers := findOne(t, ts.st, "personalisable product", func(x pick) bool { return x.p.Personalisable && plain(x.p) && x.online > 0 })
		notPers := findOne(t, ts.st, "product without personalisation", func(x pick) bool { return !x.p.Personalisable && inStock(x) })
		good := map[string]string{"Text": "For Ada", "Font Type": "Script", "Font Colour": "Gold"}
		b3 := newBrowser(t, ts.srv)
		wantItems(t, b3, b3.add(item{"productCode": notPers.v.Code, "wattleProductPersonaliseData": good}), "ERR_BASKET_INFORMATION_PERSONALISATION_INVALID")
		for _, p := range []map[string]string{
			{"Text": "", "Font Type": "Script", "Font Colour": "Gold"},
			{"Text": strings.Repeat("a", 21), "Font Type": "Script", "Font Colour": "Gold"},
			{"Text": "Ada", "Font Type": "Comic", "Font Colour": "Gold"},
			{"Text": "Ada", "Font Type": "Script", "Font Colour": "Purple"},
		} {
			wantItems(t, b3, b3.add(item{"productCode": pers.v.Code, "wattleProductPersonaliseData": p}), "ERR_BASKET_INFORMATION_PERSONALISATION_INVALID")
		}
		out = b3.mustAdd(item{"productCode": pers.v.Code, "wattleProductPersonaliseData": good})
		// Another personalisation of the same variant is another entry.
		out = b3.mustAdd(item{"productCode": pers.v.Code, "wattleProductPersonaliseData": map[string]string{"Text": "For Bo", "Font Type": "Serif", "Font Colour": "Navy"}})
		if len(out.Cart.Entries) != 2 || out.Cart.Entries[0].Personalisation["Text"] != "For Ada" || out.Cart.Entries[0].MaxQuantity != min(20, pers.online)-2+1 {
			t.Fatalf("personalised entries: %+v", out.Cart.Entries)
		}
	})
}

func TestCartDeliveryModesAndPickup(t *testing.T) {
	eachCartEngine(t, func(t *testing.T, ts *testShop) {
		b := newBrowser(t, ts.srv)
		wantError(t, b.get("/api/cart/delivery-modes"), http.StatusUnprocessableEntity, "ERR_CART_NO_ENTRIES", nil)
		wantError(t, b.json(http.MethodPost, "/api/cart/delivery-mode", map[string]any{"id": "HD"}), http.StatusUnprocessableEntity, "ERR_CART_NO_ENTRIES", nil)
		wantError(t, b.json(http.MethodPost, "/api/cart/pickup", map[string]any{"store": map[string]any{"storeNumber": "0001"}}),
			http.StatusUnprocessableEntity, "ERR_CART_NO_ENTRIES", nil)
		x := findOne(t, ts.st, "in-stock product", func(x pick) bool { return inStock(x) && !x.p.OnlineOnly })
		b.mustAdd(item{"productCode": x.v.Code})
		type modes struct {
			DeliveryModes []struct {
				ID                string `json:"id"`
				Available         bool   `json:"available"`
				UnavailableReason string `json:"unavailableReason"`
				Fee               money  `json:"fee"`
			} `json:"deliveryModes"`
			CartHash string `json:"cartHash"`
		}
		var m modes
		b.get("/api/cart/delivery-modes").decode(t, &m)
		if len(m.DeliveryModes) != 3 || !m.DeliveryModes[0].Available || !m.DeliveryModes[1].Available ||
			m.DeliveryModes[2].Available || m.DeliveryModes[2].UnavailableReason != "noPostcode" || m.DeliveryModes[1].Fee.Value != 9 {
			t.Fatalf("modes without a postcode: %+v", m)
		}
		wantError(t, b.json(http.MethodPost, "/api/cart/delivery-mode", map[string]any{"id": "ED"}), http.StatusUnprocessableEntity, "ERR_DELIVERY_MODE_UNAVAILABLE", nil)
		wantFields(t, b.json(http.MethodPost, "/api/cart/delivery-mode", map[string]any{}), map[string]string{"id": "missing-args"})
		wantFields(t, b.json(http.MethodPost, "/api/cart/delivery-mode", map[string]any{"id": "XX"}), map[string]string{"id": "malformed-request"})
		// The t_hd_pc cookie gives the cart its postcode: express runs to 3000 (Melbourne).
		b.setCookie("t_hd_pc", "3000")
		var m2 modes
		b.get("/api/cart/delivery-modes").decode(t, &m2)
		if !m2.DeliveryModes[2].Available || m2.CartHash == m.CartHash {
			t.Fatalf("modes with 3000: %+v (hash %s was %s)", m2, m2.CartHash, m.CartHash)
		}
		var m3 modes
		b.get("/api/cart/delivery-modes?postalCode=0872&skipSohCheck=false").decode(t, &m3)
		if m3.DeliveryModes[2].Available || m3.DeliveryModes[2].UnavailableReason != "notInExpressArea" {
			t.Fatalf("modes with 0872: %+v", m3)
		}
		wantFields(t, b.get("/api/cart/delivery-modes?postalCode=12"), map[string]string{"postalCode": "malformed-request"})
		var set struct {
			Cart cartView `json:"cart"`
		}
		b.json(http.MethodPost, "/api/cart/delivery-mode", map[string]any{"id": "ED", "postalCode": "2000"}).decode(t, &set)
		if set.Cart.DeliveryMode == nil || set.Cart.DeliveryMode.Code != "ED" || set.Cart.DeliveryFee.Value != 15 || set.Cart.DeliveryPostcode != "2000" ||
			set.Cart.Total.Value != set.Cart.Subtotal.Value+15 {
			t.Fatalf("setDeliveryMode ED: %+v", set.Cart)
		}
		set = struct {
			Cart cartView `json:"cart"`
		}{}
		b.form("/api/cart/delivery-mode", url.Values{"id": {"hd"}}).decode(t, &set)
		if set.Cart.DeliveryMode.Code != "HD" {
			t.Fatalf("setDeliveryMode HD: %+v", set.Cart)
		}

		// Before a pickup store is chosen, click-and-collect stock is the preferred store's (t_psn),
		// and a number that is no store of ours shows none.
		prefer := storesOf(t, ts)[0].Number
		setStock(t, ts, inventory.Level{VariantCode: x.v.Code, Location: prefer, Quantity: 2})
		if c := b.cart(); len(c.Entries) != 1 || c.Entries[0].CCStock != nil {
			t.Fatalf("ccStock without a store: %+v", c.Entries)
		}
		b.setCookie("t_psn", prefer)
		if c := b.cart(); c.Entries[0].CCStock == nil || *c.Entries[0].CCStock != 2 || c.Entries[0].CCStockLevelStatus != "lowStock" {
			t.Fatalf("ccStock at the preferred store %s: %+v", prefer, c.Entries[0])
		}
		b.setCookie("t_psn", "0001")
		if c := b.cart(); c.Entries[0].CCStock != nil {
			t.Fatalf("ccStock at an unknown store: %+v", c.Entries[0])
		}

		// Pickup: an unknown store is 404; the store's own collection points only.
		wantError(t, b.json(http.MethodPost, "/api/cart/pickup", map[string]any{"store": map[string]any{"storeNumber": "0001"}}),
			http.StatusNotFound, "ERR_STORE_UNAVAILABLE", nil)
		wantFields(t, b.json(http.MethodPost, "/api/cart/pickup", map[string]any{}), map[string]string{"store.storeNumber": "missing-args"})
		var store string
		for _, st := range storesOf(t, ts) {
			if len(st.CollectionPoints) > 1 {
				store = st.Number
			}
		}
		wantFields(t, b.json(http.MethodPost, "/api/cart/pickup", map[string]any{"store": map[string]any{"storeNumber": store, "collectionPoint": "The roof"}}),
			map[string]string{"store.collectionPoint": "malformed-request"})
		wantFields(t, b.json(http.MethodPost, "/api/cart/pickup", map[string]any{"store": map[string]any{"storeNumber": store},
			"firstName": "1", "mobileNumber": "12", "email": "nope"}),
			map[string]string{"firstName": "invalid-length", "mobileNumber": "invalid-format", "email": "invalid-email-address"})
		var pu struct {
			Stores []struct {
				StoreNumber string `json:"storeNumber"`
			} `json:"stores"`
			Cart cartView `json:"cart"`
		}
		b.form("/api/cart/pickup", url.Values{"store": {`{"storeNumber":"` + store + `"}`}, "firstName": {"Ada"}, "email": {"ada@example.com"}}).decode(t, &pu)
		if len(pu.Stores) != 1 || pu.Stores[0].StoreNumber != store || pu.Cart.PickupStore == nil || pu.Cart.PickupStore.CollectionPoint == "" ||
			pu.Cart.Entries[0].CCStock == nil {
			t.Fatalf("setPickupDetails: %+v", pu)
		}
		b.json(http.MethodPost, "/api/cart/delivery-mode", map[string]any{"id": "CNC"}).decode(t, &set)
		if set.Cart.DeliveryFee == nil || set.Cart.DeliveryFee.Value != 0 {
			t.Fatalf("CNC fee: %+v", set.Cart.DeliveryFee)
		}
		var pn struct {
			Cart cartView `json:"cart"`
		}
		b.json(http.MethodPost, "/api/cart/progressive-notification", map[string]any{"allowProgressiveNotification": true}).decode(t, &pn)
		if !pn.Cart.AllowProgressiveNotification {
			t.Fatal("setProgressiveNotification did not stick")
		}
		wantFields(t, b.json(http.MethodPost, "/api/cart/progressive-notification", map[string]any{}), map[string]string{"allowProgressiveNotification": "missing-args"})

		// Bulky goods never go express.
		bulky := findOne(t, ts.st, "bulky product", func(x pick) bool { return x.p.Bulky && plain(x.p) && x.online > 0 })
		b2 := newBrowser(t, ts.srv)
		b2.mustAdd(item{"productCode": bulky.v.Code})
		wantError(t, b2.json(http.MethodPost, "/api/cart/delivery-mode", map[string]any{"id": "ED", "postalCode": "3000"}),
			http.StatusUnprocessableEntity, "ERR_DELIVERY_MODE_UNAVAILABLE", nil)
	})
}

func storesOf(t *testing.T, ts *testShop) []struct {
	Number           string
	CollectionPoints []string
} {
	t.Helper()
	sts, err := ts.st.Stores(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var out []struct {
		Number           string
		CollectionPoints []string
	}
	for _, s := range sts {
		out = append(out, struct {
			Number           string
			CollectionPoints []string
		}{s.Number, s.CollectionPoints})
	}
	return out
}

func TestCartMergeAtSignIn(t *testing.T) {
	eachCartEngine(t, func(t *testing.T, ts *testShop) {
		xs := find(t, ts.st, 3, "in-stock products", inStock)
		b := newBrowser(t, ts.srv)
		b.mustAdd(item{"productCode": xs[0].v.Code, "quantity": 15})
		// Sign-up keeps the anonymous cart: it becomes the account's.
		c := &customer{browser: b, email: emailFor(t, "merge"), password: "Cart-Merge-42", first: "Avery", last: "Quinlan"}
		wantOK(t, b.form("/api/customer/register", url.Values{"emailAddress": {c.email}, "firstName": {c.first},
			"lastName": {c.last}, "password": {c.password}}), http.StatusCreated)
		b.session()
		if b.cookie("wattle_cart") != "" {
			t.Fatal("the anonymous token survived the merge")
		}
		if got := b.cart(); len(got.Entries) != 1 || got.Entries[0].Quantity != 15 {
			t.Fatalf("after sign-up: %+v", got)
		}
		// Sign-out: the account keeps its cart, the browser starts an empty one.
		wantOK(t, b.form("/api/customer/sign-out", url.Values{}), http.StatusOK)
		b.session()
		if got := b.cart(); len(got.Entries) != 0 {
			t.Fatalf("after sign-out the browser sees %+v", got)
		}
		b.mustAdd(item{"productCode": xs[0].v.Code, "quantity": 10}, item{"productCode": xs[1].v.Code, "quantity": 2})
		wantOK(t, b.signIn(c.email, c.password), http.StatusOK)
		b.session()
		got := b.cart()
		if len(got.Entries) != 2 || got.Entries[0].Quantity != 20 || got.Entries[1].Quantity != 2 {
			t.Fatalf("merged cart: %+v", got.Entries)
		}
		// What did not fit is reported by the next recalculation, once.
		var rc changeView
		b.json(http.MethodPost, "/api/cart/recalculate", map[string]any{}).decode(t, &rc)
		if e := hasError(rc.ErrorItems, "ERR_BASKET_INFORMATION_QUANTITY_THRESHOLD_REACHED"); e == nil {
			t.Fatalf("recalculation after a capped merge: %+v", rc.ErrorItems)
		}
		rc = changeView{}
		b.json(http.MethodPost, "/api/cart/recalculate", map[string]any{}).decode(t, &rc)
		if len(rc.ErrorItems) != 0 {
			t.Fatalf("the merge notice came twice: %+v", rc.ErrorItems)
		}
		// Another browser signing in to the account sees the same cart.
		other := newBrowser(t, ts.srv)
		wantOK(t, other.signIn(c.email, c.password), http.StatusOK)
		other.session()
		if oc := other.cart(); len(oc.Entries) != 2 {
			t.Fatalf("the account's cart in another browser: %+v", oc)
		}
	})
}

// pairOf opens two engines on one new database (two nodes); reopen opens another on it and raw
// a plain connection to it.
func pairOf(t *testing.T, engine string) (st1, st2 storage.Engine, reopen func() storage.Engine, raw func() *sql.DB) {
	t.Helper()
	var open func() storage.Engine
	switch engine {
	case "sqlite":
		path := filepath.Join(t.TempDir(), "shop.db")
		raw = func() *sql.DB {
			db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)")
			if err != nil {
				t.Fatal(err)
			}
			return db
		}
		open = func() storage.Engine {
			db, err := sqlite.Open(context.Background(), path)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = db.Close() })
			return db
		}
	default:
		u := storagetest.PostgresSchema(t, os.Getenv("TEST_POSTGRES_URL"))
		raw = func() *sql.DB {
			db, err := sql.Open("pgx", u)
			if err != nil {
				t.Fatal(err)
			}
			return db
		}
		open = func() storage.Engine {
			db, err := postgres.Open(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = db.Close() })
			return db
		}
	}
	return open(), open(), open, raw
}

func nodeOn(t *testing.T, st storage.Engine) *httptest.Server {
	t.Helper()
	cfg := config.Default()
	cfg.DemoSize = 40
	cfg.PasswordMemoryKiB, cfg.PasswordTime = 64, 1
	sh, err := app.PrepareShop(context.Background(), cfg, st, clock.NewFixed(testNow), testWeb)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(sh.Handler)
	t.Cleanup(srv.Close)
	return srv
}

// onServer is b's cookies and csrf token used against another node.
func onServer(b *browser, srv *httptest.Server) *browser {
	nb := bareBrowser(b.t, srv)
	from, _ := url.Parse(b.srv.URL)
	to, _ := url.Parse(srv.URL)
	nb.c.Jar.SetCookies(to, b.c.Jar.Cookies(from))
	nb.csrf = b.csrf
	return nb
}

func TestCartTwoNodesOneDatabase(t *testing.T) {
	for _, engine := range engineNames() {
		t.Run(engine, func(t *testing.T) {
			st1, st2, reopen, raw := pairOf(t, engine)
			n1 := nodeOn(t, st1)
			n2 := nodeOn(t, st2)
			xs := find(t, st1, 12, "in-stock products", func(x pick) bool { return plain(x.p) && x.online >= 20 })
			b1 := newBrowser(t, n1)
			b1.mustAdd(item{"productCode": xs[0].v.Code, "quantity": 2})
			b2 := onServer(b1, n2)
			if c := b2.cart(); len(c.Entries) != 1 || c.Entries[0].Quantity != 2 {
				t.Fatalf("the other node sees %+v", c)
			}
			b2.mustAdd(item{"productCode": xs[1].v.Code})
			if c := b1.cart(); len(c.Entries) != 2 {
				t.Fatalf("the first node sees %+v", c)
			}
			// Concurrent adds through both nodes: no entry is lost.
			var wg sync.WaitGroup
			for i := 2; i < 12; i++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					b := b1
					if i%2 == 0 {
						b = b2
					}
					r := call(t, b.c, http.MethodPost, b.srv.URL+"/api/cart/add", "application/json",
						fmt.Sprintf(`{"products":[{"productCode":%q,"quantity":1}]}`, xs[i].v.Code), map[string]string{"X-CSRF-Token": b.csrf})
					if !r.Success {
						t.Errorf("concurrent add %d: %d %s", i, r.status, r.Error.Code)
					}
				}()
			}
			wg.Wait()
			c := b1.cart()
			if len(c.Entries) != 12 {
				t.Fatalf("after concurrent adds the cart has %d entries, want 12", len(c.Entries))
			}
			// Concurrent quantity changes of one entry add up.
			for range 8 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					r := call(t, b2.c, http.MethodPost, n2.URL+"/api/cart/add", "application/json",
						fmt.Sprintf(`{"products":[{"productCode":%q,"quantity":1}]}`, xs[0].v.Code), map[string]string{"X-CSRF-Token": b2.csrf})
					if !r.Success {
						t.Errorf("concurrent add: %d %s", r.status, r.Error.Code)
					}
				}()
			}
			wg.Wait()
			if c := b1.cart(); c.Entries[0].Quantity != 10 {
				t.Fatalf("after 8 concurrent adds of one: %d, want 10", c.Entries[0].Quantity)
			}
			// A restart: close the engines and open the database again; the cart is still there.
			_ = st1.Close()
			_ = st2.Close()
			n3 := nodeOn(t, reopen())
			b3 := onServer(b1, n3)
			if c := b3.cart(); len(c.Entries) != 12 || c.TotalUnitCount != 21 {
				t.Fatalf("after a restart: %d entries, %d units", len(c.Entries), c.TotalUnitCount)
			}
			// Stock that cannot be read: the fulfilment options cannot be worked out (503).
			db := raw()
			defer db.Close()
			if _, err := db.Exec(`ALTER TABLE stock RENAME TO stock_gone`); err != nil {
				t.Fatal(err)
			}
			r := b3.get("/api/cart/delivery-modes?skipSohCheck=false")
			wantError(t, r, http.StatusServiceUnavailable, "ERR_DELIVERY_MODES_FLUENT_EXCEPTION", nil)
			if r.header.Get("Retry-After") == "" {
				t.Fatal("503 without Retry-After")
			}
		})
	}
}

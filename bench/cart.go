package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// The cart scenario: shoppers, each a browser with a cookie jar (so a session and a cart of its
// own), add to their carts and read them back, and ask for delivery estimates, concurrently.
const (
	// cartShoppers is how many shoppers run at once (the "16 concurrent shoppers").
	cartShoppers = 16
	// cartPrefill is how many entries each cart holds while it is read and added to: a cart as a
	// shopper has it, not an empty one.
	cartPrefill = 3
	// cartPool is how many in-stock variants the shoppers pick from.
	cartPool = 64
	// cartMinStock is the online stock a variant needs to be in the pool: every shopper may hold
	// one unit of it at once, and the stock check must never be what answers.
	cartMinStock = 20
	// estimatePostcode is where delivery estimates are asked for: Richmond VIC, inside the
	// express area.
	estimatePostcode = "3121"
)

// Names of the cart scenarios.
const (
	scAddToCart = "addToCart (1 unit; the entry is removed again, untimed)"
	scGetCart   = "getCart (3 entries)"
	scEstimate  = "getDeliveryEstimate (CNC, HD and ED, with cost)"
)

// CartConfig configures the cart scenario.
type CartConfig struct {
	Engine      string // "SQLite" or "PostgreSQL", for the report
	Products    int    // catalogue size, for the report
	Server      *Server
	Warmup      time.Duration
	Duration    time.Duration
	MaxRequests int64
	Timeout     time.Duration
	Seed        int64
}

// CartRun is what the cart scenario measured on one engine.
type CartRun struct {
	Engine   string
	Products int
	Pool     int // variants the shoppers picked from
	Results  []LoadResult
	Err      error
}

// Result returns the named scenario's result, if it ran.
func (c *CartRun) Result(name string) (LoadResult, bool) {
	for _, r := range c.Results {
		if r.Name == name {
			return r, true
		}
	}
	return LoadResult{}, false
}

// cartShopper is one shopper: a browser (cookie jar) with its csrf token.
type cartShopper struct {
	*shopper
	csrf string
	rnd  *rand.Rand
}

// cartAnswer is the part of a cart answer the benchmark reads.
type cartAnswer struct {
	Success bool `json:"success"`
	Data    struct {
		AddedItems []struct {
			ProductCode string `json:"productCode"`
			EntryNumber int    `json:"entryNumber"`
		} `json:"addedItems"`
		ErrorItems []struct {
			ProductCode string `json:"productCode"`
			Code        string `json:"code"`
		} `json:"errorItems"`
		Cart struct {
			TotalUnitCount int `json:"totalUnitCount"`
		} `json:"cart"`
	} `json:"data"`
	Error *struct {
		Code string `json:"code"`
	} `json:"error"`
}

// postJSON sends a JSON body with the shopper's csrf token and reads the cart answer.
func (s *cartShopper) postJSON(ctx context.Context, path string, body any) (cartAnswer, time.Duration, int64, error) {
	raw, err := json.Marshal(body)
	if err != nil {
		return cartAnswer{}, 0, 0, err
	}
	status, answer, lat, err := s.do(ctx, http.MethodPost, path, "application/json", raw, s.csrf)
	if err != nil {
		return cartAnswer{}, lat, 0, err
	}
	var ans cartAnswer
	if err := json.Unmarshal(answer, &ans); err != nil {
		return ans, lat, 0, fmt.Errorf("POST %s: %d, not JSON: %w", path, status, err)
	}
	if status != http.StatusOK || !ans.Success {
		code := ""
		if ans.Error != nil {
			code = ans.Error.Code
		}
		return ans, lat, 0, fmt.Errorf("POST %s: %d %s", path, status, code)
	}
	if len(ans.Data.ErrorItems) > 0 {
		return ans, lat, 0, fmt.Errorf("POST %s: item error %s on %s", path, ans.Data.ErrorItems[0].Code, ans.Data.ErrorItems[0].ProductCode)
	}
	return ans, lat, int64(len(answer)), nil
}

type cartItem struct {
	ProductCode string `json:"productCode"`
	Quantity    *int   `json:"quantity,omitempty"`
	EntryNumber *int   `json:"entryNumber,omitempty"`
}

type cartRequest struct {
	Products []cartItem `json:"products"`
}

func one() *int { n := 1; return &n }

// add puts one unit of variant in the cart (timed), then removes the entry again (not timed), so
// that the cart stays at its prefilled size and no per-product limit is ever reached.
func (s *cartShopper) addStep(pool []string) Step {
	return func(ctx context.Context) (time.Duration, int64, bool, error) {
		v := pool[s.rnd.IntN(len(pool))]
		ans, lat, n, err := s.postJSON(ctx, "/api/cart/add", cartRequest{Products: []cartItem{{ProductCode: v, Quantity: one()}}})
		if err != nil {
			return lat, 0, false, err
		}
		if len(ans.Data.AddedItems) != 1 {
			return lat, 0, false, fmt.Errorf("addToCart %s: %d added items", v, len(ans.Data.AddedItems))
		}
		entry := ans.Data.AddedItems[0].EntryNumber
		if _, _, _, err := s.postJSON(ctx, "/api/cart/remove", cartRequest{Products: []cartItem{{ProductCode: v, EntryNumber: &entry}}}); err != nil {
			return lat, 0, false, fmt.Errorf("removing the added entry: %w", err)
		}
		return lat, n, false, nil
	}
}

// getStep reads the shopper's cart.
func (s *cartShopper) getStep(ctx context.Context) (time.Duration, int64, bool, error) {
	status, body, lat, err := s.do(ctx, http.MethodGet, "/api/cart", "", nil, "")
	switch {
	case err != nil:
		return lat, 0, false, err
	case status != http.StatusOK:
		return lat, 0, false, fmt.Errorf("GET /api/cart: %d", status)
	case !strings.Contains(string(body), `"totalUnitCount":3`):
		return lat, 0, false, fmt.Errorf("GET /api/cart: the cart does not hold its %d units", cartPrefill)
	}
	return lat, int64(len(body)), false, nil
}

// RunCart runs the cart scenario against a started server.
func RunCart(ctx context.Context, cfg CartConfig) *CartRun {
	c := &CartRun{Engine: cfg.Engine, Products: cfg.Products}
	tr := NewTransport(cartShoppers)
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, Timeout: cfg.Timeout, CheckRedirect: noRedirect}

	pool, err := cartVariants(ctx, client, cfg.Server.Base)
	if err != nil {
		c.Err = err
		return c
	}
	c.Pool = len(pool)
	stores, err := nearStores(ctx, client, cfg.Server.Base)
	if err != nil {
		c.Err = err
		return c
	}

	shoppers := make([]*cartShopper, cartShoppers)
	for i := range shoppers {
		sh := &cartShopper{shopper: newShopper(cfg.Server.Base, tr, cfg.Timeout), rnd: rand.New(rand.NewPCG(uint64(cfg.Seed), 0xca47+uint64(i)))}
		status, raw, _, err := sh.do(ctx, http.MethodGet, "/api/session", "", nil, "")
		var ans apiAnswer
		if err == nil {
			err = json.Unmarshal(raw, &ans)
		}
		if err == nil && (status != http.StatusOK || ans.Data.CSRFToken == "") {
			err = fmt.Errorf("GET /api/session: %d", status)
		}
		if err != nil {
			c.Err = fmt.Errorf("shopper %d: %w", i, err)
			return c
		}
		sh.csrf = ans.Data.CSRFToken
		// Prefill with the last variants of the pool; the adds pick from the others.
		for j := range cartPrefill {
			v := pool[len(pool)-1-(i+j)%cartPrefill]
			if _, _, _, err := sh.postJSON(ctx, "/api/cart/add", cartRequest{Products: []cartItem{{ProductCode: v, Quantity: one()}}}); err != nil {
				c.Err = fmt.Errorf("prefilling shopper %d's cart: %w", i, err)
				return c
			}
		}
		shoppers[i] = sh
	}
	adds := pool[:len(pool)-cartPrefill]

	load := LoadConfig{Base: cfg.Server.Base, Workers: cartShoppers, Warmup: cfg.Warmup, Duration: cfg.Duration, MaxRequests: cfg.MaxRequests, Timeout: cfg.Timeout}
	record := func(res LoadResult) {
		c.Results = append(c.Results, res)
		logf("  %.0f req/s, p50 %s, p99 %s, %d errors", res.RPS(), ms(res.Latency.Percentile(50)), ms(res.Latency.Percentile(99)), res.Errors)
		if res.FirstError != "" {
			logf("  first error: %s", res.FirstError)
		}
	}
	logf("cart (%s): %s, %d shoppers", cfg.Engine, scAddToCart, cartShoppers)
	record(RunSteps(ctx, load, scAddToCart, func(w int) Step { return shoppers[w].addStep(adds) }))
	logf("cart (%s): %s, %d shoppers", cfg.Engine, scGetCart, cartShoppers)
	record(RunSteps(ctx, load, scGetCart, func(w int) Step { return shoppers[w].getStep }))
	if err := runMemberCart(ctx, c, cfg, tr, pool, record); err != nil {
		c.Results = append(c.Results, LoadResult{Name: scGetCartMember, FirstError: err.Error(), Errors: 1})
		logf("cart (%s): the members' carts: %v", cfg.Engine, err)
	}
	logf("cart (%s): %s, %d shoppers", cfg.Engine, scEstimate, cartShoppers)
	record(RunLoad(ctx, client, load, scEstimate, func(w int) func() string {
		r := rand.New(rand.NewPCG(uint64(cfg.Seed), 0xe57+uint64(w)))
		return func() string {
			q := url.Values{"variant": {pool[r.IntN(len(pool))]}, "storeNumber": {stores[r.IntN(len(stores))]},
				"postalCode": {estimatePostcode}, "mode": {"CNC,HD,ED"}, "withCost": {"true"}}
			return "/api/delivery/estimate?" + q.Encode()
		}
	}))
	return c
}

// cartVariants finds cartPool variants a shopper can add one of at any time: ordinary goods (no
// gift cards, pre-orders, members-only or bulky items) with plenty of online stock.
func cartVariants(ctx context.Context, client *http.Client, base string) ([]string, error) {
	type card struct {
		DefaultVariantCode string `json:"defaultVariantCode"`
		PreOrder           bool   `json:"preOrder"`
		Bulky              bool   `json:"bulky"`
		GiftCard           string `json:"giftCard"`
		OnePassExclusive   bool   `json:"onePassExclusive"`
		OnePassEarlyAccess bool   `json:"onePassEarlyAccess"`
	}
	var candidates []string
	seen := map[string]bool{}
	for _, term := range []string{"towel", "mug", "cushion", "lamp", "shirt", "socks", "candle", "basket", "throw", "plate"} {
		body, err := Get(ctx, client, base+"/api/search?searchTerm="+term)
		if err != nil {
			return nil, err
		}
		var ans struct {
			Data struct {
				Products []card `json:"products"`
			} `json:"data"`
		}
		if err := json.Unmarshal(body, &ans); err != nil {
			return nil, fmt.Errorf("search %q: %w", term, err)
		}
		for _, p := range ans.Data.Products {
			if p.PreOrder || p.Bulky || p.GiftCard != "" || p.OnePassExclusive || p.OnePassEarlyAccess || seen[p.DefaultVariantCode] {
				continue
			}
			seen[p.DefaultVariantCode] = true
			candidates = append(candidates, p.DefaultVariantCode)
		}
	}
	var pool []string
	for start := 0; start < len(candidates) && len(pool) < cartPool; start += 50 {
		batch := candidates[start:min(start+50, len(candidates))]
		body, err := Get(ctx, client, base+"/api/stock/online?variants="+strings.Join(batch, ","))
		if err != nil {
			return nil, err
		}
		var ans struct {
			Data struct {
				StockData map[string]struct {
					HDStock int `json:"hdStock"`
				} `json:"stockData"`
			} `json:"data"`
		}
		if err := json.Unmarshal(body, &ans); err != nil {
			return nil, fmt.Errorf("online stock: %w", err)
		}
		for _, v := range batch {
			if ans.Data.StockData[v].HDStock >= cartMinStock && len(pool) < cartPool {
				pool = append(pool, v)
			}
		}
	}
	if len(pool) < cartPrefill+8 {
		return nil, fmt.Errorf("only %d variants with at least %d units online", len(pool), cartMinStock)
	}
	return pool, nil
}

// nearStores are the store numbers near the estimate postcode: click and collect estimates ask
// about them.
func nearStores(ctx context.Context, client *http.Client, base string) ([]string, error) {
	// Richmond VIC.
	body, err := Get(ctx, client, base+"/api/stores/nearest?geo=-37.8183,144.9984")
	if err != nil {
		return nil, err
	}
	var ans struct {
		Data struct {
			Stores []struct {
				StoreNumber string `json:"storeNumber"`
			} `json:"stores"`
		} `json:"data"`
	}
	if err := json.Unmarshal(body, &ans); err != nil {
		return nil, err
	}
	var out []string
	for _, s := range ans.Data.Stores {
		out = append(out, s.StoreNumber)
	}
	if len(out) == 0 {
		return nil, errors.New("no stores near Richmond VIC")
	}
	return out, nil
}

// Cart targets (issue 8): with 16 concurrent shoppers, at 2 cores shared with the load generator.
var cartLimits = map[string]struct{ add, get time.Duration }{
	"SQLite":     {15 * time.Millisecond, 10 * time.Millisecond},
	"PostgreSQL": {25 * time.Millisecond, 25 * time.Millisecond},
}

// targets are the cart scenario's goals on its engine.
func (c *CartRun) targets() []Target {
	lim, ok := cartLimits[c.Engine]
	if !ok {
		return nil
	}
	if c.Err != nil {
		return []Target{{fmt.Sprintf("cart operations on %s", c.Engine), "failed: " + c.Err.Error(), false}}
	}
	var ts []Target
	for _, t := range []struct {
		op, sc string
		limit  time.Duration
	}{{"addToCart", scAddToCart, lim.add}, {"getCart", scGetCart, lim.get}} {
		r, ok := c.Result(t.sc)
		if !ok || r.Latency.Count() == 0 {
			ts = append(ts, Target{fmt.Sprintf("%s p99 ≤ %s on %s (16 shoppers)", t.op, ms(t.limit), c.Engine), "not measured", false})
			continue
		}
		p99 := r.Latency.Percentile(99)
		measured := ms(p99)
		if r.Errors > 0 {
			measured += fmt.Sprintf(" (%d errors)", r.Errors)
		}
		ts = append(ts, Target{fmt.Sprintf("%s p99 ≤ %s on %s (16 shoppers)", t.op, ms(t.limit), c.Engine), measured, p99 <= t.limit && r.Errors == 0})
	}
	if t, ok := c.memberTarget(); ok {
		ts = append(ts, t)
	}
	return ts
}

// markdown renders the cart scenario.
func (c *CartRun) markdown() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	p("")
	p("### Cart on %s (%s products)", c.Engine, count(c.Products))
	p("")
	if c.Err != nil {
		p("**Failed:** %v", c.Err)
		return b.String()
	}
	p("%d shoppers at once, each a browser with a cookie jar of its own (its own session and cart), each cart holding %d entries; adds pick one of %d ordinary variants with at least %d units online, and the added entry is removed again (not timed) so carts keep their size. Estimates ask about %s for click and collect at a store near it, home and express delivery, with costs.",
		cartShoppers, cartPrefill, c.Pool, cartMinStock, estimatePostcode)
	p("")
	t := table{header: []string{"scenario", "answered", "req/s", "p50", "p90", "p99", "max", "errors", "mean body"}}
	for _, r := range c.Results {
		t.add(r.Name, fmt.Sprint(r.Requests), fmt.Sprintf("%.0f", r.RPS()), ms(r.Latency.Percentile(50)), ms(r.Latency.Percentile(90)),
			ms(r.Latency.Percentile(99)), ms(r.Latency.Max()), fmt.Sprint(r.Errors), kB(r.MeanBytes()))
	}
	b.WriteString(t.String())
	for _, r := range c.Results {
		if r.FirstError != "" {
			p("- first error in %q: %s", r.Name, r.FirstError)
		}
	}
	return b.String()
}

// runCartPG runs the cart and place-order scenarios (each unless skipped) on PostgreSQL: it creates
// the -cart-pg database anew, seeds a catalogue into it and serves it.
func runCartPG(ctx context.Context, o options) (*CartRun, *OrderRun) {
	var cart *CartRun
	var orders *OrderRun
	fail := func(err error) (*CartRun, *OrderRun) {
		if !o.skipCart {
			cart = &CartRun{Engine: "PostgreSQL", Products: o.cartPGProducts, Err: err}
		}
		if !o.skipOrders {
			orders = &OrderRun{Engine: "PostgreSQL", Products: o.cartPGProducts, Err: err}
		}
		return cart, orders
	}
	u, err := url.Parse(o.cartPG)
	if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") {
		return fail(fmt.Errorf("-cart-pg: %q is not a postgres:// URL", o.cartPG))
	}
	name := strings.TrimPrefix(u.Path, "/")
	if name == "" || strings.ContainsAny(name, `"';`) {
		return fail(fmt.Errorf("-cart-pg: %q names no database", o.cartPG))
	}
	admin := *u
	admin.Path = "/postgres"
	for _, sql := range []string{`DROP DATABASE IF EXISTS "` + name + `" WITH (FORCE)`, `CREATE DATABASE "` + name + `"`} {
		if out, err := exec.CommandContext(ctx, "psql", admin.String(), "-v", "ON_ERROR_STOP=1", "-qc", sql).CombinedOutput(); err != nil {
			return fail(fmt.Errorf("psql %s: %w: %s", sql, err, strings.TrimSpace(string(out))))
		}
	}
	logf("PostgreSQL: seeding %s products", count(o.cartPGProducts))
	if out, err := exec.CommandContext(ctx, o.bin, "seed", "--db", o.cartPG, "--products", fmt.Sprint(o.cartPGProducts),
		"--seed", fmt.Sprint(o.seed)).CombinedOutput(); err != nil {
		return fail(fmt.Errorf("storefront seed: %w: %s", err, strings.TrimSpace(string(out))))
	}
	staticDir, err := os.MkdirTemp("", "wattle-bench-pg-")
	if err != nil {
		return fail(err)
	}
	defer os.RemoveAll(staticDir)
	srv, err := StartServer(ctx, o.bin, o.cartPG, staticDir, filepath.Join(o.cacheDir, "serve-cart-pg.log"), 2*time.Minute)
	if err != nil {
		return fail(err)
	}
	defer srv.Stop()
	if !o.skipCart {
		cart = RunCart(ctx, CartConfig{Engine: "PostgreSQL", Products: o.cartPGProducts, Server: srv, Warmup: o.warmup,
			Duration: o.duration, MaxRequests: o.maxPerRun, Timeout: o.reqTimeout, Seed: o.seed})
	}
	if !o.skipOrders && ctx.Err() == nil {
		orders = RunOrders(ctx, OrderConfig{Engine: "PostgreSQL", Products: o.cartPGProducts, Server: srv, Duration: o.duration,
			MaxOrders: o.maxPerRun, Timeout: o.reqTimeout, Seed: o.seed})
	}
	return cart, orders
}

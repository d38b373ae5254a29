// Command bench is the storefront's benchmark (`make bench`): it seeds catalogues of 100,000 and
// 1,000,000 products, starts the real binary on each and measures cold start, memory and — with a
// closed-loop load generator on loopback — faceted search (uncached and cached), autosuggest,
// product detail and a static-file baseline, and, at the smallest size, sign-in and whether a
// sign-in flood slows search and session reads; then compares our in-process search index with
// Bleve v2 at 100,000 products, and weighs the home page's initial JavaScript. It prints a table
// with PASS/FAIL per target and writes it to results/latest.md.
//
// It is a module of its own so that Bleve never enters the shop's go.mod. See README.md.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// options are the command-line flags.
type options struct {
	bin            string
	sizes          []int
	quick          bool
	skipBleve      bool
	skipCompare    bool
	skipLoad       bool
	skipAccounts   bool
	skipLighthouse bool
	lighthouseRuns int
	skipCart       bool
	skipOrders     bool
	skipHistory    bool
	skipRenewals   bool
	onlyCart       bool
	onlyPages      bool
	cartPG         string
	cartPGProducts int
	seed           int64
	workers        int
	duration       time.Duration
	warmup         time.Duration
	queries        int
	zipf           float64
	compareSize    int
	compareN       int
	bleveStore     string
	bleveBatch     int
	cacheDir       string
	out            string
	dist           string
	reseed         bool
	timeout        time.Duration
	maxPerRun      int64
	reqTimeout     time.Duration
	startTimeout   time.Duration
}

func parseFlags(args []string) (options, error) {
	var o options
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	sizes := fs.String("sizes", "100000,1000000", "catalogue sizes to load-test, comma separated")
	fs.StringVar(&o.bin, "bin", "../bin/storefront", "the storefront binary (make build)")
	fs.BoolVar(&o.quick, "quick", false, "smoke test: 10,000 products, short runs (under a minute)")
	fs.BoolVar(&o.skipBleve, "skip-bleve", false, "leave Bleve out of the in-process comparison")
	fs.BoolVar(&o.skipCompare, "skip-compare", false, "skip the in-process comparison altogether")
	fs.BoolVar(&o.skipLoad, "skip-load", false, "skip the server runs (seed, cold start, load)")
	fs.BoolVar(&o.onlyCart, "only-cart", false, "of the server runs, only the cart and place-order scenarios (for working on their figures)")
	fs.BoolVar(&o.onlyPages, "only-pages", false, "of the server runs, only the server-rendered product pages, with the product detail API beside them as the yardstick (for working on their figures)")
	fs.BoolVar(&o.skipOrders, "skip-orders", false, "skip the place-order scenario (50 buyers paying by card)")
	fs.BoolVar(&o.skipRenewals, "skip-renewals", false, "skip the OnePass renewal scenario (10,000 memberships due at once, SQLite and -cart-pg's server)")
	fs.BoolVar(&o.skipHistory, "skip-history", false, "skip the order-history scenario (listOrders of a customer with 200 orders, trackOrder)")
	fs.BoolVar(&o.skipCart, "skip-cart", false, "skip the cart scenario (addToCart, getCart and getDeliveryEstimate under 16 shoppers)")
	fs.StringVar(&o.cartPG, "cart-pg", "postgres://postgres@127.0.0.1:5432/bench_cart?sslmode=disable", "PostgreSQL database the cart and place-order scenarios also run on (dropped and created anew; \"\" to skip)")
	fs.IntVar(&o.cartPGProducts, "cart-pg-products", 20000, "catalogue size seeded into -cart-pg")
	fs.BoolVar(&o.skipAccounts, "skip-accounts", false, "skip the accounts scenario (sign-in, and search and session reads under a sign-in flood)")
	fs.BoolVar(&o.skipLighthouse, "skip-lighthouse", false, "skip Lighthouse (mobile profile, in /usr/bin/chromium or $CHROME_PATH) on home, a category, search and a product page")
	fs.IntVar(&o.lighthouseRuns, "lighthouse-runs", 3, "Lighthouse runs per page (the median is reported)")
	fs.Int64Var(&o.seed, "seed", 1, "catalogue and query generator seed")
	fs.IntVar(&o.workers, "workers", 8, "concurrent closed-loop workers")
	fs.DurationVar(&o.duration, "duration", 10*time.Second, "measured duration of each load scenario")
	fs.DurationVar(&o.warmup, "warmup", 2*time.Second, "unrecorded warm-up before each load scenario")
	fs.IntVar(&o.queries, "queries", 2000, "distinct queries in the mix")
	fs.Float64Var(&o.zipf, "zipf", 1.1, "Zipf exponent of the query mix (> 1)")
	fs.IntVar(&o.compareSize, "compare-size", 100000, "products in the in-process comparison")
	fs.IntVar(&o.compareN, "compare-queries", 300, "queries of each kind in the in-process comparison")
	fs.StringVar(&o.bleveStore, "bleve-store", "mem", "Bleve scorch storage: mem (no path; faster here) or disk (temp dir)")
	fs.IntVar(&o.bleveBatch, "bleve-batch", 1000, "documents per Bleve batch")
	fs.StringVar(&o.cacheDir, "cache", ".cache", "where seeded databases are kept between runs")
	fs.StringVar(&o.out, "out", "results/latest.md", "report file")
	fs.StringVar(&o.dist, "dist", "../web/dist", "the built web app (for the JavaScript size)")
	fs.BoolVar(&o.reseed, "reseed", false, "seed again even when a cached database exists")
	fs.DurationVar(&o.timeout, "timeout", 3*time.Hour, "give up on the whole run after this long")
	fs.Int64Var(&o.maxPerRun, "max-requests", 5_000_000, "upper bound on requests per load scenario")
	fs.DurationVar(&o.reqTimeout, "request-timeout", 10*time.Second, "per-request timeout")
	fs.DurationVar(&o.startTimeout, "start-timeout", 0, "how long to wait for /healthz (0: by catalogue size)")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if o.onlyPages {
		if o.onlyCart {
			return o, errors.New("-only-pages and -only-cart exclude each other")
		}
		o.skipCart, o.skipOrders, o.skipHistory, o.skipAccounts, o.skipCompare, o.skipRenewals = true, true, true, true, true, true
	}
	for _, s := range strings.Split(*sizes, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 100 {
			return o, fmt.Errorf("-sizes: %q is not a catalogue size (at least 100)", s)
		}
		o.sizes = append(o.sizes, n)
	}
	if o.quick {
		o.cartPGProducts = 2000
		o.sizes = []int{10000}
		o.duration, o.warmup = 2*time.Second, 500*time.Millisecond
		o.compareSize, o.compareN = 10000, 50
	}
	switch {
	case o.workers < 1 || o.workers > 256:
		return o, errors.New("-workers: want 1-256")
	case o.duration <= 0 || o.duration > 10*time.Minute:
		return o, errors.New("-duration: want more than 0 and at most 10m")
	case o.zipf <= 1:
		return o, errors.New("-zipf: want more than 1")
	case o.queries < 10:
		return o, errors.New("-queries: want at least 10")
	case o.bleveStore != "disk" && o.bleveStore != "mem":
		return o, errors.New("-bleve-store: want disk or mem")
	case o.maxPerRun < 1:
		return o, errors.New("-max-requests: want at least 1")
	}
	if !o.skipLoad {
		bin, err := filepath.Abs(o.bin)
		if err != nil {
			return o, err
		}
		if _, err := os.Stat(bin); err != nil {
			return o, fmt.Errorf("-bin: %w (run make build)", err)
		}
		o.bin = bin
	}
	return o, nil
}

func main() {
	o, err := parseFlags(os.Args[1:])
	if errors.Is(err, flag.ErrHelp) {
		return
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, o.timeout)
	defer cancel()
	rep := run(ctx, o)
	text := rep.Markdown()
	fmt.Println()
	fmt.Print(text)
	if err := os.MkdirAll(filepath.Dir(o.out), 0o755); err == nil {
		err = os.WriteFile(o.out, []byte(text), 0o644)
		if err != nil {
			fmt.Fprintln(os.Stderr, "bench:", err)
		} else {
			logf("report written to %s", o.out)
		}
	}
	if ctx.Err() != nil {
		os.Exit(1)
	}
}

// logf prints progress to stderr with the time.
func logf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "%s bench: %s\n", time.Now().Format("15:04:05"), fmt.Sprintf(format, args...))
}

// run does every measurement the options ask for.
func run(ctx context.Context, o options) *Report {
	rep := &Report{Started: time.Now(), Machine: machine(), Quick: o.quick}
	defer func() { rep.Elapsed = time.Since(rep.Started) }()
	rep.Load = fmt.Sprintf("%d closed-loop workers (net/http, keep-alive), %s measured after %s warm-up per scenario, at most %d requests each, to 127.0.0.1 only.",
		o.workers, o.duration, o.warmup, o.maxPerRun)

	rep.JS, rep.JSErr = InitialJS(o.dist)
	if rep.JSErr == nil {
		logf("home page initial JS: %s gzip", kB(jsGzip(rep.JS)))
	}

	mixSize := slices.Max(append(slices.Clone(o.sizes), o.compareSize))
	mix := NewMix(o.seed, o.queries, mixSize, o.zipf)
	rep.Mix = mix.Describe()
	logf("query mix: %s", rep.Mix)

	if !o.skipLoad {
		if err := os.MkdirAll(o.cacheDir, 0o755); err != nil {
			rep.Warnings = append(rep.Warnings, err.Error())
			return rep
		}
		// The cart and accounts scenarios run once, against the smallest catalogue's server.
		smallest := slices.Index(o.sizes, slices.Min(o.sizes))
		for i, n := range o.sizes {
			if ctx.Err() != nil {
				break
			}
			s := runSize(ctx, o, n, mix, i == smallest)
			if s.Err != nil {
				logf("%s products: %v", count(n), s.Err)
			}
			rep.Sizes = append(rep.Sizes, s)
		}
	}
	if !o.skipLoad && (!o.skipCart || !o.skipOrders) && o.cartPG != "" && ctx.Err() == nil {
		rep.CartPG, rep.OrdersPG = runCartPG(ctx, o)
		if rep.CartPG != nil && rep.CartPG.Err != nil {
			logf("cart on PostgreSQL: %v", rep.CartPG.Err)
		}
		if rep.OrdersPG != nil && rep.OrdersPG.Err != nil {
			logf("place order on PostgreSQL: %v", rep.OrdersPG.Err)
		}
	}
	if !o.skipRenewals && ctx.Err() == nil {
		rep.Renewals = runRenewals(ctx, o)
	}
	if !o.skipCompare && ctx.Err() == nil {
		tmp, err := os.MkdirTemp("", "wattle-bench-")
		if err == nil {
			defer os.RemoveAll(tmp)
			rep.Compare, rep.CmpErr = Compare(ctx, CompareConfig{
				Seed: o.seed, Products: o.compareSize, PerKind: o.compareN, Bleve: !o.skipBleve,
				BleveStore: o.bleveStore, BleveBatch: o.bleveBatch, TempDir: tmp, Logf: logf,
			}, mix)
		} else {
			rep.CmpErr = err
		}
	}
	if ctx.Err() != nil {
		rep.Warnings = append(rep.Warnings, "the run was cut short: "+ctx.Err().Error())
	}
	return rep
}

// runSize seeds (or reuses) a catalogue of n products, starts the server on it and runs every load
// scenario, and the cart and accounts scenarios last when extras is set (the smallest size).
func runSize(ctx context.Context, o options, n int, mix *Mix, extras bool) *SizeRun {
	s := &SizeRun{Products: n}
	logf("%s products: seeding (or reusing the cached database)", count(n))
	cat, err := SeedCatalogue(ctx, o.bin, o.cacheDir, n, o.seed, o.reseed)
	s.Catalogue = cat
	if err != nil {
		s.Err = err
		return s
	}
	logf("%s products: database ready (seeded in %s, cached=%v)", count(n), secs(cat.SeedTime), cat.Cached)

	staticDir := filepath.Join(o.cacheDir, fmt.Sprintf("static-n%d", n))
	if err := os.MkdirAll(staticDir, 0o755); err != nil {
		s.Err = err
		return s
	}
	start := o.startTimeout
	if start == 0 {
		start = time.Minute + time.Duration(n/1000)*300*time.Millisecond
	}
	srv, err := StartServer(ctx, o.bin, "sqlite:"+cat.Path, staticDir, filepath.Join(o.cacheDir, fmt.Sprintf("serve-n%d.log", n)), start)
	if err != nil {
		s.Err = err
		return s
	}
	defer srv.Stop()
	s.ColdStart = srv.ColdStart
	s.RSSStart, _, _ = srv.Memory()
	logf("%s products: server ready in %s, RSS %s", count(n), secs(s.ColdStart), mib(s.RSSStart))

	client := NewClient(o.workers, o.reqTimeout)
	defer client.CloseIdleConnections()
	cfg := LoadConfig{Base: srv.Base, Workers: o.workers, Warmup: o.warmup, Duration: o.duration, MaxRequests: o.maxPerRun, Timeout: o.reqTimeout}
	load := func(name string, cfg LoadConfig, paths func(worker int) func() string) LoadResult {
		logf("%s products: %s", count(n), name)
		res := RunLoad(ctx, client, cfg, name, paths)
		s.Results = append(s.Results, res)
		logf("  %.0f req/s, p50 %s, p99 %s, %d errors", res.RPS(), ms(res.Latency.Percentile(50)), ms(res.Latency.Percentile(99)), res.Errors)
		return res
	}
	searchPaths := func(nocache bool) func(int) func() string {
		return func(w int) func() string {
			pick := mix.Picker(uint64(w))
			return func() string { return mix.Queries[pick()].SearchPath(nocache) }
		}
	}

	// The search scenarios, uncached and cached, and autosuggest: the path of the median-sized
	// search answer (the static baseline's body), or "".
	loadSearch := func() string {
		uncached := load(scUncached, cfg, searchPaths(true))
		// The same mix from one worker: the server's own latency, without requests queueing behind
		// each other for the two cores.
		one := cfg
		one.Workers = 1
		load(scProbe, one, searchPaths(true))

		// The cache's warm pass: every distinct query once. The server's cache key includes the
		// minute, so the warm pass and the cached run are placed inside one minute when they fit.
		paths := make([]string, len(mix.Queries))
		for i, q := range mix.Queries {
			paths[i] = q.SearchPath(false)
		}
		warm := time.Duration(float64(len(paths)) / max(uncached.RPS(), 1) * float64(time.Second))
		need := warm + o.warmup + o.duration + 2*time.Second
		if need < 55*time.Second {
			now := time.Now()
			if left := now.Truncate(time.Minute).Add(time.Minute).Sub(now); left < need {
				logf("%s products: waiting %s so the cached run sits inside one minute of the cache key", count(n), left.Round(time.Second))
				select {
				case <-time.After(left + 100*time.Millisecond):
				case <-ctx.Done():
					return ""
				}
			}
		} else {
			s.Notes = append(s.Notes, "the warm pass and cached run take longer than a minute, and the server's answer cache keys on the minute: the cached figures include misses")
		}
		logf("%s products: warm pass over %d distinct queries", count(n), len(paths))
		sizes, err := ForEach(ctx, client, cfg, paths)
		if err != nil {
			s.Notes = append(s.Notes, "warm pass: "+err.Error())
		}
		median := medianIndex(sizes)
		load(scCached, cfg, searchPaths(false))

		suggestPaths := func(nocache bool) func(int) func() string {
			return func(w int) func() string {
				pick := mix.Picker(1000 + uint64(w))
				return func() string { return mix.Queries[pick()].AutosuggestPath(nocache) }
			}
		}
		load(scSuggest, cfg, suggestPaths(true))
		// Cached: the run itself warms the cache (the prefixes repeat as the mix does).
		load(scSuggestC, cfg, suggestPaths(false))
		if median < 0 {
			return ""
		}
		return paths[median]
	}

	if !o.onlyCart {
		medianPath := ""
		if !o.onlyPages {
			medianPath = loadSearch()
		}
		load(scProduct, cfg, func(w int) func() string {
			r := rand.New(rand.NewPCG(uint64(o.seed), 0x9d+uint64(w)))
			return func() string { return fmt.Sprintf("/api/products/P%07d", 1000000+r.IntN(n)) }
		})
		// The product page as a browser first asks for it: the HTML with the page rendered on the
		// server. Random products are renders the server has not done (a page's markup is cached
		// under its answers); 50 products over and over are the cached pages.
		pages := func(name string, cfg LoadConfig, products int, stream uint64) LoadResult {
			logf("%s products: %s", count(n), name)
			res := RunSteps(ctx, cfg, name, pageSteps(client, srv.Base, func(w int) func() string {
				r := rand.New(rand.NewPCG(uint64(o.seed), stream+uint64(w)))
				return func() string { return fmt.Sprintf("/p/product/P%07d", 1000000+r.IntN(products)) }
			}))
			s.Results = append(s.Results, res)
			logf("  %.0f req/s, p50 %s, p99 %s, %d errors", res.RPS(), ms(res.Latency.Percentile(50)), ms(res.Latency.Percentile(99)), res.Errors)
			if res.FirstError != "" {
				logf("  first error: %s", res.FirstError)
			}
			return res
		}
		full := pages(scPageNew, cfg, n, 0x5e)
		// A closed loop of 8 workers keeps 8 requests queued for 2 cores: its latency is the queue's
		// (8 ÷ throughput), whatever the server. The server's latency under load is measured at a
		// stated load: new shoppers arriving at half the throughput just measured, as a server
		// provisioned with room to spare runs (docs/benchmarks.md).
		if full.RPS() > 0 {
			half := cfg
			half.Rate = full.RPS() / 2
			half.Workers = 64
			// Three times as long: its p99 is the target's figure, and at half the throughput a
			// run as long as the others has a few hundred requests, so a handful set the p99.
			half.Duration = 3 * cfg.Duration
			half.MaxRequests = 3 * cfg.MaxRequests
			pages(scPageHalf, half, n, 0x5e2)
		}
		onePage := cfg
		onePage.Workers = 1
		pages(scPageOne, onePage, n, 0x5e1)
		pages(scPageOld, cfg, min(n, 50), 0x01d)

		if medianPath != "" {
			body, err := Get(ctx, client, srv.Base+medianPath)
			if err == nil {
				err = os.WriteFile(filepath.Join(staticDir, "search-median.json"), body, 0o644)
			}
			if err != nil {
				s.Notes = append(s.Notes, "static baseline skipped: "+err.Error())
			} else {
				s.MedianBody = int64(len(body))
				load(scStatic, cfg, func(int) func() string { return func() string { return "/static/search-median.json" } })
			}
		}
		s.RSSEnd, s.PeakRSS, _ = srv.Memory()
		s.Notes = append(s.Notes, "the static file is the median-sized body of the mix's distinct search responses, served by the same binary under /static/")
	}

	// Lighthouse next, the machine otherwise idle: before the cart and accounts scenarios, whose
	// carts and sessions it must not meet either.
	if extras && !o.skipLighthouse && ctx.Err() == nil {
		s.Lighthouse = RunLighthouse(ctx, srv.Base, n, o.lighthouseRuns)
		if s.Lighthouse.Err != nil {
			logf("%s products: lighthouse: %v", count(n), s.Lighthouse.Err)
		}
	}

	// The cart and accounts scenarios come last, so that their carts, sessions and sign-ins touch
	// none of the figures above (the RSS ones included: they are read before them).
	if extras && !o.skipCart && ctx.Err() == nil {
		s.Cart = RunCart(ctx, CartConfig{Engine: "SQLite", Products: n, Server: srv, Warmup: o.warmup, Duration: o.duration,
			MaxRequests: o.maxPerRun, Timeout: o.reqTimeout, Seed: o.seed})
		if s.Cart.Err != nil {
			logf("%s products: cart: %v", count(n), s.Cart.Err)
		}
	}
	// Place order after the cart: its orders take stock, which the cart's pool must not lose.
	if extras && !o.skipOrders && ctx.Err() == nil {
		s.Orders = RunOrders(ctx, OrderConfig{Engine: "SQLite", Products: n, Server: srv, Duration: o.duration,
			MaxOrders: o.maxPerRun, Timeout: o.reqTimeout, Seed: o.seed})
		if s.Orders.Err != nil {
			logf("%s products: place order: %v", count(n), s.Orders.Err)
		}
	}
	if extras && !o.skipHistory && ctx.Err() == nil {
		s.History = RunHistory(ctx, HistoryConfig{Engine: "SQLite", Products: n, Server: srv, Warmup: o.warmup, Duration: o.duration,
			MaxRequests: o.maxPerRun, Timeout: o.reqTimeout, Seed: o.seed})
		if s.History.Err != nil {
			logf("%s products: order history: %v", count(n), s.History.Err)
		}
	}
	if extras && !o.skipAccounts && ctx.Err() == nil {
		s.Accounts = RunAccounts(ctx, AccountsConfig{Server: srv, Workers: o.workers, Warmup: o.warmup, Duration: o.duration,
			MaxRequests: o.maxPerRun, Timeout: o.reqTimeout, Search: func(w int) func() string {
				// The same streams quiet and under the flood, so both see the same queries.
				return searchPaths(true)(2000 + w)
			}})
		if s.Accounts.Err != nil {
			logf("%s products: accounts: %v", count(n), s.Accounts.Err)
		}
	}
	return s
}

// medianIndex is the index of the median of the non-negative sizes, or -1 when there are none.
func medianIndex(sizes []int64) int {
	var idx []int
	for i, n := range sizes {
		if n >= 0 {
			idx = append(idx, i)
		}
	}
	if len(idx) == 0 {
		return -1
	}
	slices.SortFunc(idx, func(a, b int) int { return int(sizes[a] - sizes[b]) })
	return idx[len(idx)/2]
}

// machine describes the machine: cores, CPU model, OS, Go.
func machine() string {
	model := "unknown CPU"
	if f, err := os.Open("/proc/cpuinfo"); err == nil {
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if k, v, ok := strings.Cut(sc.Text(), ":"); ok && strings.TrimSpace(k) == "model name" {
				model = strings.TrimSpace(v)
				break
			}
		}
		f.Close()
	}
	return fmt.Sprintf("%d cores (%s), %s/%s, %s, GOMAXPROCS %d", runtime.NumCPU(), model, runtime.GOOS, runtime.GOARCH, runtime.Version(), runtime.GOMAXPROCS(0))
}

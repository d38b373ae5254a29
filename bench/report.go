package main

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"
)

// Scenario names of the load runs, in the order they run.
const (
	scUncached = "search, uncached (nocache=1)"
	scProbe    = "search, uncached, 1 worker (no queueing)"
	scCached   = "search, cached (after a warm pass)"
	scSuggest  = "autosuggest, uncached (nocache=1)"
	scSuggestC = "autosuggest, cached"
	scProduct  = "product detail (random codes)"
	scPageNew  = "product page, server-rendered (random products: uncached renders)"
	scPageOne  = "product page, server-rendered, uncached, 1 worker (no queueing)"
	scPageHalf = "product page, server-rendered, uncached, open loop at half that throughput"
	scPageOld  = "product page, server-rendered (50 products, rendered before)"
	scStatic   = "static file baseline"
)

// SizeRun is everything measured against the server at one catalogue size.
type SizeRun struct {
	Products   int
	Catalogue  Catalogue
	ColdStart  time.Duration
	RSSStart   int64
	RSSEnd     int64
	PeakRSS    int64
	Results    []LoadResult
	MedianBody int64 // bytes of the median search response, the static file's size
	Notes      []string
	Accounts   *AccountsRun   // at the smallest catalogue only, unless -skip-accounts
	Cart       *CartRun       // SQLite, at the smallest catalogue only, unless -skip-cart
	Orders     *OrderRun      // SQLite, at the smallest catalogue only, unless -skip-orders
	History    *HistoryRun    // SQLite, at the smallest catalogue only, unless -skip-history
	Lighthouse *LighthouseRun // at the smallest catalogue only, unless -skip-lighthouse
	Err        error
}

// Result returns the named scenario's result, if it ran.
func (s *SizeRun) Result(name string) (LoadResult, bool) {
	for _, r := range s.Results {
		if r.Name == name {
			return r, true
		}
	}
	return LoadResult{}, false
}

// Report is the whole benchmark run.
type Report struct {
	Started  time.Time
	Elapsed  time.Duration
	Machine  string
	Load     string
	Mix      string
	Sizes    []*SizeRun
	Compare  *Comparison
	CmpErr   error
	JS       []JSFile
	JSErr    error
	Quick    bool
	Warnings []string
	// CartPG and OrdersPG are the cart and place-order scenarios on PostgreSQL (-cart-pg), nil
	// when skipped.
	CartPG   *CartRun
	OrdersPG *OrderRun
	// Renewals are the OnePass renewal scenario on SQLite and PostgreSQL (unless -skip-renewals).
	Renewals []*RenewalRun
}

// Target is one goal with what was measured against it.
type Target struct {
	Name     string
	Measured string
	Pass     bool
}

// jsBudget is the home page's initial JavaScript budget, gzipped: 150 kB.
const jsBudget = 150_000

// Targets evaluates every goal that this run measured.
func (r *Report) Targets() []Target {
	var ts []Target
	if len(r.JS) > 0 {
		total := jsGzip(r.JS)
		ts = append(ts, Target{"home page initial JS ≤ 150 kB gzip", kB(total), total <= jsBudget})
	}
	if c := r.Compare; c != nil && !c.BleveSkipped && c.Ours.Build > 0 {
		n := count(c.Products)
		build := float64(c.Bleve.Build) / float64(c.Ours.Build)
		ts = append(ts, Target{fmt.Sprintf("index build ≥ 10× faster than Bleve at %s", n), fmt.Sprintf("%.1f×", build), build >= 10})
		for _, k := range c.Kinds {
			if k.Kind != kindFaceted {
				continue
			}
			for _, p := range []float64{50, 99} {
				o, b := k.Ours.Latency.Percentile(p), k.Bleve.Latency.Percentile(p)
				if o > 0 {
					x := float64(b) / float64(o)
					ts = append(ts, Target{fmt.Sprintf("faceted queries ≥ 10× faster than Bleve at %s (p%.0f)", n, p), fmt.Sprintf("%.0f×", x), x >= 10})
				}
			}
		}
	}
	for _, s := range r.Sizes {
		if s.Err != nil {
			ts = append(ts, Target{fmt.Sprintf("run at %s products", count(s.Products)), "failed: " + s.Err.Error(), false})
			continue
		}
		n := count(s.Products)
		if s.Products == 100_000 {
			ts = append(ts, Target{"cold start ≤ 10 s at 100k", secs(s.ColdStart), s.ColdStart <= 10*time.Second})
		}
		limit := map[int]time.Duration{100_000: 10 * time.Millisecond, 1_000_000: 30 * time.Millisecond}[s.Products]
		for _, sc := range []struct{ name, how string }{{scUncached, "under load"}, {scProbe, "1 worker"}} {
			if u, ok := s.Result(sc.name); ok && limit > 0 {
				p99 := u.Latency.Percentile(99)
				ts = append(ts, Target{fmt.Sprintf("uncached faceted search p99 ≤ %s at %s (%s)", ms(limit), n, sc.how), ms(p99), p99 <= limit && u.Errors == 0})
			}
		}
		if s.Lighthouse != nil {
			ts = append(ts, s.Lighthouse.targets()...)
		}
		for _, sc := range []struct{ name, how string }{{scPageHalf, "under load: half the throughput, open loop"}, {scPageOne, "1 worker"}} {
			if u, ok := s.Result(sc.name); ok && s.Products == 100_000 {
				p99 := u.Latency.Percentile(99)
				ts = append(ts, Target{fmt.Sprintf("uncached server-rendered product page p99 ≤ 30 ms at %s (%s)", n, sc.how), ms(p99), p99 <= 30*time.Millisecond && u.Errors == 0})
			}
		}
		c, ok1 := s.Result(scCached)
		st, ok2 := s.Result(scStatic)
		if ok1 && ok2 && st.RPS() > 0 {
			ratio := c.RPS() / st.RPS()
			ts = append(ts, Target{fmt.Sprintf("query mix (cached) ≥ 50%% of static req/s at %s", n), pct(ratio), ratio >= 0.5})
		}
		if c := s.Cart; c != nil {
			ts = append(ts, c.targets()...)
		}
		if o := s.Orders; o != nil {
			ts = append(ts, o.targets()...)
		}
		if h := s.History; h != nil {
			ts = append(ts, h.targets()...)
		}
		if a := s.Accounts; a != nil {
			ts = append(ts, a.target())
		}
	}
	if c := r.CartPG; c != nil {
		ts = append(ts, c.targets()...)
	}
	if o := r.OrdersPG; o != nil {
		ts = append(ts, o.targets()...)
	}
	for _, rr := range r.Renewals {
		ts = append(ts, rr.target())
	}
	return ts
}

// floodTarget names the accounts scenario's target.
const floodTarget = "under a sign-in flood, search and session-read p99 within 2× of quiet"

// target is the accounts scenario's goal: a flood of sign-ins, bounded by the hasher, leaves the
// p99 of search and of the session read within twice what it is quiet, without errors.
func (a *AccountsRun) target() Target {
	search, session, ok := a.FloodRatios()
	if !ok {
		msg := "not measured"
		if a.Err != nil {
			msg = "failed: " + a.Err.Error()
		}
		return Target{floodTarget, msg, false}
	}
	var errs int64
	for _, name := range []string{scSearchQuiet, scSessionQuiet, scSearchFlood, scSessionFlood, scFlood} {
		r, _ := a.Result(name)
		errs += r.Errors
	}
	flood, _ := a.Result(scFlood)
	measured := fmt.Sprintf("search %.2f×, session read %.2f×", search, session)
	if errs > 0 {
		measured += fmt.Sprintf(" (%d errors)", errs)
	}
	if flood.Requests == 0 {
		measured += " (the flood signed no one in)"
	}
	return Target{floodTarget, measured, search <= 2 && session <= 2 && errs == 0 && flood.Requests > 0}
}

// Markdown renders the report as readable text that is also Markdown.
func (r *Report) Markdown() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	p("# Wattle storefront benchmark")
	p("")
	p("%s, took %s. Machine: %s.", r.Started.Format("2006-01-02 15:04 MST"), r.Elapsed.Round(time.Second), r.Machine)
	if r.Quick {
		p("")
		p("**Quick run** (smoke test): 10,000 products and short durations. Figures are indicative only.")
	}
	p("")
	p("Load: %s", r.Load)
	p("")
	p("Query mix: %s.", r.Mix)
	p("")
	p("Latency is measured by the client on loopback: from sending the request to reading the last byte of the body, so it includes the client, HTTP and JSON encoding. The load generator shares the machine's 2 cores with the server, so throughput figures are lower bounds for a server with the cores to itself.")

	for _, s := range r.Sizes {
		p("")
		p("## Catalogue of %s products", count(s.Products))
		p("")
		if s.Err != nil {
			p("**Failed:** %v", s.Err)
		}
		seed := secs(s.Catalogue.SeedTime)
		if s.Catalogue.Cached {
			seed += " (cached database from an earlier run)"
		}
		t := table{header: []string{"measure", "value"}}
		t.add("seed (`storefront seed`)", seed)
		t.add("database size", mib(s.Catalogue.Bytes))
		if s.ColdStart > 0 {
			t.add("cold start (exec of serve → first /healthz 200)", secs(s.ColdStart))
			t.add("server RSS after start", mib(s.RSSStart))
			t.add("server RSS after the load / peak", mib(s.RSSEnd)+" / "+mib(s.PeakRSS))
		}
		if s.MedianBody > 0 {
			t.add("median search response body", kB(s.MedianBody))
		}
		b.WriteString(t.String())
		if len(s.Results) > 0 {
			p("")
			t := table{header: []string{"scenario", "requests", "req/s", "p50", "p90", "p99", "max", "errors", "mean body"}}
			for _, res := range s.Results {
				t.add(res.Name, fmt.Sprint(res.Requests), fmt.Sprintf("%.0f", res.RPS()), ms(res.Latency.Percentile(50)),
					ms(res.Latency.Percentile(90)), ms(res.Latency.Percentile(99)), ms(res.Latency.Max()), fmt.Sprint(res.Errors), kB(res.MeanBytes()))
			}
			b.WriteString(t.String())
			st, ok := s.Result(scStatic)
			if ok && st.RPS() > 0 {
				p("")
				for _, name := range []string{scCached, scUncached} {
					if res, ok := s.Result(name); ok {
						p("- %s ÷ static file: %s", name, pct(res.RPS()/st.RPS()))
					}
				}
			}
			for _, res := range s.Results {
				if res.FirstError != "" {
					p("- first error in %q: %s", res.Name, res.FirstError)
				}
			}
		}
		for _, n := range s.Notes {
			p("- %s", n)
		}
		if s.Cart != nil {
			b.WriteString(s.Cart.markdown())
		}
		if s.Orders != nil {
			b.WriteString(s.Orders.markdown())
		}
		if s.Lighthouse != nil {
			b.WriteString(s.Lighthouse.markdown())
		}
		if s.History != nil {
			b.WriteString(s.History.markdown())
		}
		if s.Accounts != nil {
			b.WriteString(s.Accounts.markdown())
		}
	}
	if r.CartPG != nil || r.OrdersPG != nil {
		p("")
		p("## The cart and place order on PostgreSQL")
		if r.CartPG != nil {
			b.WriteString(r.CartPG.markdown())
		}
		if r.OrdersPG != nil {
			b.WriteString(r.OrdersPG.markdown())
		}
	}

	if len(r.Renewals) > 0 {
		p("")
		p("## OnePass renewals")
		for _, rr := range r.Renewals {
			b.WriteString(rr.markdown())
		}
	}

	if c := r.Compare; c != nil || r.CmpErr != nil {
		p("")
		n := 0
		if c != nil {
			n = c.Products
		}
		p("## In process at %s products: our index vs Bleve v2", count(n))
		p("")
		if r.CmpErr != nil {
			p("**Failed:** %v", r.CmpErr)
		}
		if c != nil {
			if c.BleveSkipped {
				p("Bleve skipped (-skip-bleve).")
			} else {
				p("Bleve configuration: %s; explicit mapping (English analyser on one text field, keyword fields with doc values for facets, nothing stored, no _all field).", c.BleveConfig)
			}
			p("")
			t := table{header: []string{"engine", "build", "heap in use after GC", "process RSS growth", "allocated while building", "on disk"}}
			for _, e := range []EngineStats{c.Ours, c.Bleve} {
				if e.Name == "" {
					continue
				}
				build := secs(e.Build)
				if e.Settle > 0 {
					build += fmt.Sprintf(" (+%s merging)", secs(e.Settle))
				}
				disk := "—"
				if e.DiskBytes > 0 {
					disk = mib(e.DiskBytes)
				}
				t.add(e.Name, build, mib(e.HeapInUse), mib(e.RSSGrowth), mib(int64(e.TotalAlloc)), disk)
			}
			b.WriteString(t.String())
			p("")
			t = table{header: []string{"query kind", "queries", "ours p50", "ours p99", "Bleve p50", "Bleve p99", "Bleve ÷ ours (p50 / p99)", "mean matches ours / Bleve"}}
			for _, k := range c.Kinds {
				o, bl := &k.Ours.Latency, &k.Bleve.Latency
				row := []string{k.Kind, fmt.Sprint(k.Queries), ms(o.Percentile(50)), ms(o.Percentile(99))}
				if c.BleveSkipped {
					row = append(row, "—", "—", "—", fmt.Sprintf("%.0f / —", k.Ours.Matches))
				} else {
					row = append(row, ms(bl.Percentile(50)), ms(bl.Percentile(99)),
						fmt.Sprintf("%s / %s", ratio(bl.Percentile(50), o.Percentile(50)), ratio(bl.Percentile(99), o.Percentile(99))),
						fmt.Sprintf("%.0f / %.0f", k.Ours.Matches, k.Bleve.Matches))
				}
				t.add(row...)
			}
			b.WriteString(t.String())
			p("")
			p("- Each query runs once, one at a time, after 10 unrecorded warm-up queries; our index called directly, so the server's answer cache is not involved.")
			p("- Ours returns full product summaries and 8 facets with disjunctive counts (each facet counted without its own filter); Bleve returns hit ids and plain facet counts, so it does less work per query.")
			p("- Prefix: ours is the whole autosuggest answer (10 phrases + 8 products); Bleve a prefix query on the last word, every other word matched, 8 hits.")
			p("- Typo queries: Bleve fuzziness per word as ours allows (1 edit under 8 letters, 2 from 8). \"Mean matches\" differ where the engines tokenise or stem differently.")
			if c.Ours.Note != "" {
				p("- Our heap figure: %s.", c.Ours.Note)
			}
			for _, k := range c.Kinds {
				for _, e := range []struct {
					name string
					t    Timing
				}{{"ours", k.Ours}, {"Bleve", k.Bleve}} {
					if e.t.Errors > 0 {
						p("- %s: %d failed %s queries", e.name, e.t.Errors, k.Kind)
					}
					if len(e.t.Slowest) > 0 {
						var ls []string
						for _, q := range e.t.Slowest {
							ls = append(ls, fmt.Sprintf("%s %s", q.Label, ms(q.Took)))
						}
						p("- slowest %s, %s: %s", k.Kind, e.name, strings.Join(ls, "; "))
					}
				}
			}
		}
	}

	if len(r.JS) > 0 || r.JSErr != nil {
		p("")
		p("## Home page initial JavaScript")
		p("")
		if r.JSErr != nil {
			p("**Failed:** %v", r.JSErr)
		} else {
			t := table{header: []string{"file", "how", "raw", "gzip -9"}}
			var raw int64
			for _, f := range r.JS {
				how := "module script"
				if f.Preloaded {
					how = "modulepreload"
				}
				raw += f.Raw
				t.add(f.Path, how, kB(f.Raw), kB(f.Gzip))
			}
			t.add("**total**", "", kB(raw), kB(jsGzip(r.JS)))
			b.WriteString(t.String())
		}
	}

	p("")
	p("## Targets")
	p("")
	t := table{header: []string{"target", "measured", "result"}}
	for _, tg := range r.Targets() {
		res := "PASS"
		if !tg.Pass {
			res = "**FAIL**"
		}
		t.add(tg.Name, tg.Measured, res)
	}
	b.WriteString(t.String())
	for _, w := range r.Warnings {
		p("- %s", w)
	}
	return b.String()
}

// markdown renders the accounts scenario: its runs, quiet against flood, and the server's memory
// during the flood.
func (a *AccountsRun) markdown() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	p("")
	p("### Accounts: sign-in, and search and session reads under a sign-in flood")
	p("")
	if a.Err != nil {
		p("**Failed:** %v", a.Err)
		p("")
	}
	if a.Accounts == 0 {
		return b.String()
	}
	p("%d accounts signed in with in rotation (%d registered by this run through the API, the rest already in the cached database; %d locked ones passed over). Every client is a browser with a cookie jar of its own: it reads GET /api/session for the csrf token (not timed), then POSTs the sign-in form with the right password (timed). A 503 ERR_SERVICE_BUSY is the hasher's bound at work (at most %d waiting), counted apart from errors. The flood is %d such clients signing in continuously while %d others measure.",
		a.Accounts, a.Registered, a.Skipped, hashWaiting, floodWorkers, probeWorkers)
	p("")
	t := table{header: []string{"scenario", "workers", "answered", "req/s", "p50", "p90", "p99", "max", "busy (503)", "errors"}}
	for _, r := range a.Results {
		workers := probeWorkers
		switch r.Name {
		case scSignIn:
			workers = a.Workers
		case scFlood:
			workers = floodWorkers
		}
		t.add(r.Name, fmt.Sprint(workers), fmt.Sprint(r.Requests), fmt.Sprintf("%.0f", r.RPS()), ms(r.Latency.Percentile(50)),
			ms(r.Latency.Percentile(90)), ms(r.Latency.Percentile(99)), ms(r.Latency.Max()), fmt.Sprint(r.Busy), fmt.Sprint(r.Errors))
	}
	b.WriteString(t.String())
	if _, _, ok := a.FloodRatios(); ok {
		p("")
		t := table{header: []string{"measure", "quiet p50", "quiet p99", "flood p50", "flood p99", "flood ÷ quiet (p50 / p99)"}}
		for _, m := range []struct{ name, quiet, flood string }{
			{"search, uncached", scSearchQuiet, scSearchFlood},
			{"session read (signed in)", scSessionQuiet, scSessionFlood},
		} {
			q, _ := a.Result(m.quiet)
			f, _ := a.Result(m.flood)
			q50, q99, f50, f99 := q.Latency.Percentile(50), q.Latency.Percentile(99), f.Latency.Percentile(50), f.Latency.Percentile(99)
			t.add(m.name, ms(q50), ms(q99), ms(f50), ms(f99), fmt.Sprintf("%.2f× / %.2f×", float64(f50)/float64(q50), float64(f99)/float64(q99)))
		}
		b.WriteString(t.String())
	}
	if a.Samples > 0 {
		p("")
		t := table{header: []string{"server memory", "value"}}
		t.add("RSS just before the flood", mib(a.RSSBefore))
		t.add("RSS peak during the flood (sampled)", fmt.Sprintf("%s (%+.1f MiB)", mib(a.RSSPeak), float64(a.RSSPeak-a.RSSBefore)/(1<<20)))
		t.add("RSS after the flood", mib(a.RSSAfter))
		t.add("peak of the server's life (VmHWM) before / after the flood", mib(a.HWMBefore)+" / "+mib(a.HWM))
		b.WriteString(t.String())
		p("")
		p("- %s", a.floodNote())
	}
	for _, r := range a.Results {
		if r.FirstError != "" {
			p("- first error in %q: %s", r.Name, r.FirstError)
		}
	}
	p("- the scenario runs last at this size, after the figures above were taken; its sign-ins add sessions and audit events to the cached database")
	return b.String()
}

// table is a Markdown table whose columns are padded to line up in a terminal too.
type table struct {
	header []string
	rows   [][]string
}

func (t *table) add(cells ...string) { t.rows = append(t.rows, cells) }

func (t *table) String() string {
	width := make([]int, len(t.header))
	for _, row := range append([][]string{t.header}, t.rows...) {
		for i, c := range row {
			width[i] = max(width[i], utf8.RuneCountInString(c))
		}
	}
	var b strings.Builder
	line := func(cells []string) {
		b.WriteString("|")
		for i := range width {
			c := ""
			if i < len(cells) {
				c = cells[i]
			}
			b.WriteString(" " + c + strings.Repeat(" ", width[i]-utf8.RuneCountInString(c)) + " |")
		}
		b.WriteString("\n")
	}
	line(t.header)
	b.WriteString("|")
	for _, w := range width {
		b.WriteString(strings.Repeat("-", w+2) + "|")
	}
	b.WriteString("\n")
	for _, row := range t.rows {
		line(row)
	}
	return b.String()
}

func jsGzip(files []JSFile) int64 {
	var n int64
	for _, f := range files {
		n += f.Gzip
	}
	return n
}

// ms formats a latency in milliseconds.
func ms(d time.Duration) string {
	v := float64(d) / float64(time.Millisecond)
	switch {
	case v >= 100:
		return fmt.Sprintf("%.0f ms", v)
	case v >= 10:
		return fmt.Sprintf("%.1f ms", v)
	}
	return fmt.Sprintf("%.2f ms", v)
}

func secs(d time.Duration) string { return fmt.Sprintf("%.2f s", d.Seconds()) }

func mib(n int64) string { return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20)) }

func kB(n int64) string { return fmt.Sprintf("%.1f kB", float64(n)/1000) }

func pct(f float64) string { return fmt.Sprintf("%.0f%%", 100*f) }

func ratio(a, b time.Duration) string {
	if b <= 0 {
		return "—"
	}
	return fmt.Sprintf("%.0f×", float64(a)/float64(b))
}

// count writes n with thousands separators.
func count(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

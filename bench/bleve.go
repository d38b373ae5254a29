package main

import (
	"cmp"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/keyword"
	"github.com/blevesearch/bleve/v2/analysis/lang/en"
	"github.com/blevesearch/bleve/v2/index/scorch"
	"github.com/blevesearch/bleve/v2/mapping"
	"github.com/blevesearch/bleve/v2/search/query"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/demo"
	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/search"
)

// The three kinds of query the engines are compared on.
const (
	kindFaceted = "faceted (term + 0-2 filters, all facets)"
	kindTypo    = "typo (fuzzy 1-2 edits, all facets)"
	kindPrefix  = "prefix (autosuggest)"
)

// EngineStats is how long an engine took to index the catalogue and what it holds afterwards.
type EngineStats struct {
	Name       string
	Build      time.Duration // until the last document was accepted
	Settle     time.Duration // then until background merging and persisting went quiet (Bleve on disk)
	HeapInUse  int64         // heap in use after build and GC, above what it was before
	TotalAlloc uint64        // bytes allocated while building
	RSSGrowth  int64         // growth of this process's resident set, which counts mapped files too
	DiskBytes  int64         // index files on disk (Bleve on disk)
	Note       string
}

// KindResult is the latency of one kind of query on both engines.
type KindResult struct {
	Kind        string
	Queries     int
	Ours, Bleve Timing
}

// Timing is what one engine did with one kind of query.
type Timing struct {
	Latency Histogram
	Matches float64 // mean matches per query, to show the engines do comparable work
	Errors  int
	Slowest []SlowQuery // the slowest few, slowest first
}

// SlowQuery is one query with its latency.
type SlowQuery struct {
	Label string
	Took  time.Duration
}

// Comparison is the in-process comparison of our index with Bleve.
type Comparison struct {
	Products     int
	Ours, Bleve  EngineStats
	Kinds        []KindResult
	BleveSkipped bool
	BleveConfig  string
}

// document is one catalogue product with its online stock, as both engines index it.
type document struct {
	product catalog.Product
	stock   []catalog.StockStatus
}

// CompareConfig says how to run the comparison.
type CompareConfig struct {
	Seed       int64
	Products   int
	PerKind    int    // queries of each kind
	Bleve      bool   // false skips Bleve
	BleveStore string // "disk" (scorch in a temp dir) or "mem" (scorch without a path)
	BleveBatch int    // documents per Bleve batch
	TempDir    string
	Logf       func(format string, args ...any)
}

// Compare builds both engines over the same demo products and runs the same queries on each, one
// at a time, measuring every query.
func Compare(ctx context.Context, cfg CompareConfig, mix *Mix) (*Comparison, error) {
	now := time.Now()
	cfg.Logf("generating %d demo products in memory", cfg.Products)
	docs := make([]document, 0, cfg.Products)
	err := demo.Products(cfg.Seed, cfg.Products, now, func(p catalog.Product) error {
		var stock []catalog.StockStatus
		err := demo.Stock(cfg.Seed, p, nil, func(l inventory.Level) error {
			stock = append(stock, catalog.StatusOf(l.Quantity))
			return nil
		})
		docs = append(docs, document{p, stock})
		return err
	})
	if err != nil {
		return nil, err
	}
	faceted := mix.Select(cfg.PerKind, func(q Query) bool { return !q.Typo() })
	typos := mix.Select(cfg.PerKind, Query.Typo)
	prefixes := mix.Select(cfg.PerKind, func(Query) bool { return true })
	out := &Comparison{Products: cfg.Products, BleveSkipped: !cfg.Bleve}
	out.Kinds = []KindResult{{Kind: kindFaceted, Queries: len(faceted)}, {Kind: kindTypo, Queries: len(typos)}, {Kind: kindPrefix, Queries: len(prefixes)}}
	sets := [][]Query{faceted, typos, prefixes}

	cfg.Logf("building our index over %d products", len(docs))
	out.Ours = measureOurs(ctx, docs, sets, out.Kinds, now)

	if !cfg.Bleve {
		return out, nil
	}
	cfg.Logf("building Bleve v2 (scorch, %s, batches of %d) over %d products — this takes a while", cfg.BleveStore, cfg.BleveBatch, len(docs))
	bi, stats, cleanup, err := buildBleve(ctx, cfg, docs)
	if err != nil {
		return nil, err
	}
	defer cleanup()
	out.Bleve = stats
	out.BleveConfig = stats.Note
	for k, set := range sets {
		kr := &out.Kinds[k]
		cfg.Logf("Bleve: %d %s queries", len(set), kr.Kind)
		run := func(q Query) (float64, error) {
			res, err := bi.SearchInContext(ctx, bleveRequest(q, k))
			if err != nil {
				return 0, err
			}
			if k == 2 {
				return float64(len(res.Hits)), nil // as ours: the products an autosuggest shows
			}
			return float64(res.Total), nil
		}
		kr.Bleve = measure(ctx, set, k, run)
	}
	return out, nil
}

// measureOurs builds our index over docs, runs the query sets on it and reports the build. The
// index is dropped on return, so that Bleve is measured without it.
func measureOurs(ctx context.Context, docs []document, sets [][]Query, kinds []KindResult, now time.Time) EngineStats {
	before := settledMem()
	rss0, _, _ := procMemory("self")
	start := time.Now()
	b := search.NewBuilder(demo.Categories())
	for _, d := range docs {
		b.Add(d.product, d.stock)
	}
	ix := b.Build()
	stats := EngineStats{Name: "ours (roaring bitmaps)", Build: time.Since(start)}
	var built runtime.MemStats
	runtime.ReadMemStats(&built)
	for k, set := range sets {
		run := func(q Query) (float64, error) {
			if k == 2 {
				return float64(len(ix.Autosuggest(q.Prefix()).Products)), nil
			}
			return float64(ix.Search(q.SearchQuery(now)).Sorting.TotalNumResults), nil
		}
		kinds[k].Ours = measure(ctx, set, k, run)
	}
	after := settledMem()
	rss1, _, _ := procMemory("self")
	runtime.KeepAlive(ix)
	runtime.KeepAlive(docs) // the products stay in both measurements
	stats.RSSGrowth = rss1 - rss0
	stats.HeapInUse = int64(after.HeapInuse) - int64(before.HeapInuse)
	stats.TotalAlloc = built.TotalAlloc - before.TotalAlloc
	stats.Note = "heap measured after the queries; it includes the sort orders and precomputed facet counts, which the build makes"
	return stats
}

// measure runs each query of kind k once, after a few unrecorded warm-up queries, recording each
// latency.
func measure(ctx context.Context, set []Query, k int, run func(Query) (float64, error)) Timing {
	for _, q := range set[:min(10, len(set))] {
		_, _ = run(q)
	}
	var t Timing
	var all []SlowQuery
	for _, q := range set {
		if ctx.Err() != nil {
			break
		}
		t0 := time.Now()
		n, err := run(q)
		d := time.Since(t0)
		if err != nil {
			t.Errors++
			continue
		}
		t.Latency.Add(d)
		t.Matches += n
		all = append(all, SlowQuery{q.Label(k == 2), d})
	}
	t.Matches /= float64(max(1, t.Latency.Count()))
	slices.SortFunc(all, func(a, b SlowQuery) int { return cmp.Compare(b.Took, a.Took) })
	t.Slowest = all[:min(3, len(all))]
	return t
}

// settledMem collects garbage, returns what it can to the operating system (so that the resident
// set is comparable too) and reads the memory statistics.
func settledMem() runtime.MemStats {
	runtime.GC()
	debug.FreeOSMemory()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m
}

// bleveDoc is a product as Bleve indexes it: one analysed text field (what our index spreads over
// name, meta and description) and a keyword or numeric field per facet.
type bleveDoc struct {
	Text     string   `json:"text"`
	Brand    string   `json:"brand"`
	Colour   []string `json:"colour"`
	Size     []string `json:"size"`
	Category []string `json:"category"` // the leaf and its ancestors, so any level filters
	Price    float64  `json:"price"`    // dollars
	Rating   float64  `json:"rating"`
	InStock  string   `json:"inStock"`
	OnePass  string   `json:"onePass"`
}

// bleveMapping is an explicit static mapping: English analysis for text, keywords with doc values
// for facets, nothing stored (only ids are needed back) and no _all field.
func bleveMapping() mapping.IndexMapping {
	text := bleve.NewTextFieldMapping()
	text.Analyzer = en.AnalyzerName
	text.Store, text.IncludeInAll, text.IncludeTermVectors, text.DocValues = false, false, false, false
	kw := bleve.NewTextFieldMapping()
	kw.Analyzer = keyword.Name
	kw.Store, kw.IncludeInAll, kw.IncludeTermVectors, kw.DocValues = false, false, false, true
	num := bleve.NewNumericFieldMapping()
	num.Store, num.IncludeInAll, num.DocValues = false, false, true

	dm := bleve.NewDocumentStaticMapping()
	dm.AddFieldMappingsAt("text", text)
	for _, f := range []string{"brand", "colour", "size", "category", "inStock", "onePass"} {
		dm.AddFieldMappingsAt(f, kw)
	}
	dm.AddFieldMappingsAt("price", num)
	dm.AddFieldMappingsAt("rating", num)
	im := bleve.NewIndexMapping()
	im.DefaultMapping = dm
	im.DefaultAnalyzer = en.AnalyzerName
	im.IndexDynamic, im.StoreDynamic, im.DocValuesDynamic = false, false, false
	return im
}

// toBleve turns a product into Bleve's document with the same text and facet values our index uses.
func toBleve(d document, cats map[string]catalog.Category) bleveDoc {
	p := d.product
	out := bleveDoc{Brand: p.Brand, Price: float64(p.Price) / 100, Rating: p.Rating, InStock: "false", OnePass: "false"}
	seenC, seenS := map[string]bool{}, map[string]bool{}
	for i, v := range p.Variants {
		if v.Colour != "" && !seenC[v.Colour] {
			seenC[v.Colour] = true
			out.Colour = append(out.Colour, v.Colour)
		}
		if v.Size != "" && !seenS[v.Size] {
			seenS[v.Size] = true
			out.Size = append(out.Size, v.Size)
		}
		if i < len(d.stock) && d.stock[i] != catalog.OutOfStock {
			out.InStock = "true"
		}
	}
	if p.OnePassPrice > 0 || p.OnePassExclusive {
		out.OnePass = "true"
	}
	var names []string
	for code := p.CategoryCode; code != ""; code = cats[code].ParentCode {
		out.Category = append(out.Category, code)
		names = append(names, cats[code].Name)
	}
	out.Text = strings.Join([]string{p.Name, p.Brand, strings.Join(out.Colour, " "), strings.Join(names, " "),
		p.Description, strings.Join(p.Features, " ")}, " ")
	return out
}

// buildBleve indexes docs in batches and reports the build.
func buildBleve(ctx context.Context, cfg CompareConfig, docs []document) (bleve.Index, EngineStats, func(), error) {
	cats := map[string]catalog.Category{}
	for _, c := range demo.Categories() {
		cats[c.Code] = c
	}
	stats := EngineStats{Name: "Bleve v2 (scorch)"}
	path := ""
	cleanup := func() {}
	if cfg.BleveStore == "disk" {
		dir, err := os.MkdirTemp(cfg.TempDir, "bleve-")
		if err != nil {
			return nil, stats, cleanup, err
		}
		path = filepath.Join(dir, "index")
		cleanup = func() { _ = os.RemoveAll(dir) }
	}
	before := settledMem()
	rss0, _, _ := procMemory("self")
	start := time.Now()
	idx, err := bleve.NewUsing(path, bleveMapping(), scorch.Name, scorch.Name, nil)
	if err != nil {
		cleanup()
		return nil, stats, func() {}, fmt.Errorf("bleve: %w", err)
	}
	closeAll := func() { _ = idx.Close(); cleanup() }
	batch := idx.NewBatch()
	for i, d := range docs {
		if ctx.Err() != nil {
			closeAll()
			return nil, stats, func() {}, ctx.Err()
		}
		if err := batch.Index(d.product.Code, toBleve(d, cats)); err != nil {
			closeAll()
			return nil, stats, func() {}, err
		}
		if batch.Size() == cfg.BleveBatch || i == len(docs)-1 {
			if err := idx.Batch(batch); err != nil {
				closeAll()
				return nil, stats, func() {}, fmt.Errorf("bleve batch: %w", err)
			}
			batch.Reset()
			if (i+1)%(cfg.BleveBatch*20) == 0 {
				cfg.Logf("  Bleve: %d/%d documents, %s", i+1, len(docs), time.Since(start).Round(time.Second))
			}
		}
	}
	stats.Build = time.Since(start)
	if path != "" {
		stats.Settle = waitQuiet(idx, 5*time.Minute)
		stats.DiskBytes = treeSize(path)
		stats.Note = fmt.Sprintf("scorch on disk in a temp dir, batches of %d (merging and persisting in the background)", cfg.BleveBatch)
	} else {
		stats.Note = fmt.Sprintf("scorch in memory (no path: no merger), batches of %d", cfg.BleveBatch)
	}
	after := settledMem()
	rss1, _, _ := procMemory("self")
	runtime.KeepAlive(docs) // the products stay in both measurements
	stats.RSSGrowth = rss1 - rss0
	stats.HeapInUse = int64(after.HeapInuse) - int64(before.HeapInuse)
	stats.TotalAlloc = after.TotalAlloc - before.TotalAlloc
	return idx, stats, closeAll, nil
}

// waitQuiet waits (at most limit) until scorch has persisted its newest snapshot and the number of
// segment files has stopped changing, and returns how long that took.
func waitQuiet(idx bleve.Index, limit time.Duration) time.Duration {
	start := time.Now()
	last, same := uint64(0), 0
	for time.Since(start) < limit {
		m, _ := idx.StatsMap()["index"].(map[string]any)
		files, _ := m["CurOnDiskFiles"].(uint64)
		root, _ := m["CurRootEpoch"].(uint64)
		persisted, _ := m["LastPersistedEpoch"].(uint64)
		if files == last && root == persisted {
			same++
		} else {
			same = 0
		}
		if same >= 3 {
			break
		}
		last = files
		time.Sleep(500 * time.Millisecond)
	}
	return time.Since(start)
}

// treeSize is the total size of the files under dir.
func treeSize(dir string) int64 {
	var n int64
	_ = filepath.WalkDir(dir, func(_ string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if info, err := d.Info(); err == nil {
				n += info.Size()
			}
		}
		return nil
	})
	return n
}

// bleveRequest is the Bleve request for query q of kind k (0 faceted, 1 typo, 2 prefix): every word
// must match (as in our index); typo words match fuzzily; a prefix query's last word is a prefix.
// Faceted and typo requests ask for the same 8 facets our search answers with and 48 hits.
func bleveRequest(q Query, k int) *bleve.SearchRequest {
	var parts []query.Query
	if k == 2 {
		ws := strings.Fields(q.Prefix())
		for _, w := range termWords(strings.Join(ws[:len(ws)-1], " ")) {
			parts = append(parts, matchWord(w, 0))
		}
		pq := bleve.NewPrefixQuery(strings.ToLower(ws[len(ws)-1]))
		pq.SetField("text")
		parts = append(parts, pq)
		return bleve.NewSearchRequestOptions(bleve.NewConjunctionQuery(parts...), 8, 0, false)
	}
	for _, w := range termWords(q.Term) {
		fuzz := 0
		if k == 1 {
			fuzz = search.TypoLimit(w) // the same typo budget as ours
		}
		parts = append(parts, matchWord(w, fuzz))
	}
	for _, f := range q.Filters {
		parts = append(parts, filterQuery(f))
	}
	req := bleve.NewSearchRequestOptions(bleve.NewConjunctionQuery(parts...), 48, 0, false)
	for _, f := range []struct {
		field string
		size  int
	}{{"category", 200}, {"brand", 30}, {"colour", 30}, {"size", 30}, {"inStock", 2}, {"onePass", 2}} {
		req.AddFacet(f.field, bleve.NewFacetRequest(f.field, f.size))
	}
	price := bleve.NewFacetRequest("price", len(priceBands))
	for _, b := range priceBands {
		lo, hi := float64(b.low)/100, float64(b.below)/100
		price.AddNumericRange(b.value, &lo, &hi)
	}
	req.AddFacet("price", price)
	rating := bleve.NewFacetRequest("rating", 2)
	for _, r := range []float64{3, 4} {
		r := r
		rating.AddNumericRange(fmt.Sprint(r), &r, nil)
	}
	req.AddFacet("rating", rating)
	return req
}

// matchWord matches one word of the text field, fuzzily when fuzz > 0.
func matchWord(w string, fuzz int) query.Query {
	mq := bleve.NewMatchQuery(w)
	mq.SetField("text")
	mq.SetFuzziness(fuzz)
	return mq
}

// filterQuery is a selected facet value as a Bleve query.
func filterQuery(f Filter) query.Query {
	switch f.Name {
	case "price":
		for _, b := range priceBands {
			if b.value == f.Value {
				lo, hi := float64(b.low)/100, float64(b.below)/100
				nq := bleve.NewNumericRangeQuery(&lo, &hi)
				nq.SetField("price")
				return nq
			}
		}
	case "rating":
		var lo float64
		_, _ = fmt.Sscan(f.Value, &lo)
		nq := bleve.NewNumericRangeQuery(&lo, nil)
		nq.SetField("rating")
		return nq
	}
	tq := bleve.NewTermQuery(f.Value)
	tq.SetField(f.Name)
	return tq
}

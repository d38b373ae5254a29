package search

import (
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/platform/money"
)

// The benchmark catalogue is shaped like a department store: 8 departments × 5 categories × 5
// leaves (200 leaves), 300 brands, 40 colours, 1-5 colours × 0-6 sizes per product and a few
// thousand distinct description words, so the term dictionary and the facets have realistic sizes.
var (
	benchLeafNouns = [][5]string{
		{"Table Lamp", "Floor Lamp", "Pendant Light", "Wall Light", "Fairy Lights"},
		{"Cushion", "Throw", "Vase", "Candle", "Photo Frame"},
		{"Sheet Set", "Quilt Cover", "Pillow", "Blanket", "Mattress Topper"},
		{"Bath Towel", "Bath Mat", "Shower Curtain", "Soap Dispenser", "Laundry Basket"},
		{"Dining Chair", "Coffee Table", "Bookshelf", "Sofa", "Bedside Table"},
		{"Frying Pan", "Saucepan", "Stock Pot", "Casserole Dish", "Baking Tray"},
		{"Dinner Plate", "Bowl", "Mug", "Wine Glass", "Cutlery Set"},
		{"Kettle", "Toaster", "Blender", "Air Fryer", "Coffee Machine"},
		{"Storage Container", "Lunch Box", "Drink Bottle", "Spice Rack", "Bread Bin"},
		{"Chopping Board", "Knife Block", "Mixing Bowl", "Measuring Cup", "Grater"},
		{"Midi Dress", "Maxi Dress", "Shirt Dress", "Slip Dress", "Wrap Dress"},
		{"T-Shirt", "Blouse", "Tank Top", "Knit Jumper", "Cardigan"},
		{"Jeans", "Trousers", "Shorts", "Skirt", "Leggings"},
		{"Sneakers", "Sandals", "Ankle Boots", "Ballet Flats", "Slippers"},
		{"Tote Bag", "Crossbody Bag", "Wallet", "Scarf", "Sunglasses"},
		{"Polo Shirt", "Oxford Shirt", "Crew Tee", "Hoodie", "Puffer Jacket"},
		{"Chino Pants", "Cargo Shorts", "Track Pants", "Denim Jacket", "Swim Shorts"},
		{"Running Shoes", "Boat Shoes", "Work Boots", "Slides", "Loafers"},
		{"Boxer Briefs", "Sports Socks", "Pyjama Set", "Dressing Gown", "Singlet"},
		{"Belt", "Cap", "Backpack", "Watch", "Beanie"},
		{"Baby Bodysuit", "Sleep Suit", "Baby Blanket", "Bib Set", "Baby Booties"},
		{"Kids T-Shirt", "Kids Shorts", "School Shirt", "Kids Hoodie", "Kids Pyjamas"},
		{"Building Blocks", "Plush Toy", "Puzzle", "Board Game", "Toy Car"},
		{"School Bag", "Pencil Case", "Drink Cup", "Kids Backpack", "Art Set"},
		{"Kids Sneakers", "Gumboots", "School Shoes", "Kids Sandals", "Kids Slippers"},
		{"Face Cream", "Serum", "Cleanser", "Face Mask", "Toner"},
		{"Shampoo", "Conditioner", "Hair Dryer", "Hair Straightener", "Hair Brush"},
		{"Lipstick", "Mascara", "Foundation", "Eyeshadow Palette", "Nail Polish"},
		{"Body Wash", "Body Lotion", "Bath Bomb", "Hand Cream", "Deodorant"},
		{"Perfume", "Cologne", "Gift Set", "Body Mist", "Travel Kit"},
		{"Camping Chair", "Tent", "Sleeping Bag", "Camp Stove", "Esky"},
		{"Outdoor Cushion", "Sun Lounger", "Outdoor Rug", "Umbrella", "Hammock"},
		{"Garden Hose", "Pot Plant", "Planter", "Watering Can", "Garden Gloves"},
		{"Bike Helmet", "Yoga Mat", "Dumbbell", "Skipping Rope", "Fitness Ball"},
		{"Pool Float", "Beach Towel", "Snorkel Set", "Beach Umbrella", "Cooler Bag"},
		{"Headphones", "Bluetooth Speaker", "Earbuds", "Soundbar", "Radio"},
		{"Phone Case", "Charger", "Power Bank", "USB Cable", "Screen Protector"},
		{"Smart Watch", "Fitness Tracker", "Tablet", "Laptop Sleeve", "Keyboard"},
		{"Television", "Streaming Stick", "Gaming Headset", "Controller", "HDMI Cable"},
		{"Desk Lamp", "Office Chair", "Monitor Stand", "Desk Organiser", "Notebook"},
	}
	benchStyles    = strings.Fields("Classic Modern Vintage Relaxed Luxe Essential Coastal Nordic Urban Rustic Soft Cosy Everyday Premium Signature Organic Textured Ribbed Quilted Printed Striped Checked Floral Geometric Woven Knitted Brushed Matte Glossy Slim Oversized Cropped Compact Deluxe Family Mini Large Heritage Studio Bistro")
	benchMaterials = strings.Fields("Cotton Linen Wool Ceramic Glass Bamboo Rattan Velvet Leather Denim Stoneware Porcelain Oak Walnut Brass Steel Marble Jute Silk Cashmere Acacia Terracotta Copper Chrome Suede Canvas Fleece Jersey Satin Enamel")
	benchColours   = []struct{ name, hex string }{
		{"Black", "#111111"}, {"White", "#f4f4f2"}, {"Navy", "#1f3a68"}, {"Sage", "#9caf88"}, {"Grey", "#8a8a8a"},
		{"Charcoal", "#333a40"}, {"Ivory", "#f6f1e4"}, {"Cream", "#efe6d2"}, {"Beige", "#d8c8a8"}, {"Sand", "#cdb891"},
		{"Tan", "#b08457"}, {"Brown", "#6b4423"}, {"Chocolate", "#4a2c1a"}, {"Rust", "#a4471f"}, {"Terracotta", "#c0623f"},
		{"Red", "#c0392b"}, {"Burgundy", "#6d1a2a"}, {"Pink", "#f4a7b9"}, {"Blush", "#eac4c0"}, {"Coral", "#f07f68"},
		{"Orange", "#e67e22"}, {"Mustard", "#d4a017"}, {"Yellow", "#f1c40f"}, {"Lime", "#a4c639"}, {"Green", "#2e8b57"},
		{"Olive", "#6b6b2a"}, {"Khaki", "#8f8a5b"}, {"Teal", "#127475"}, {"Aqua", "#5fc9c3"}, {"Blue", "#2f6db5"},
		{"Sky Blue", "#86c5e8"}, {"Denim", "#3d5a80"}, {"Lilac", "#c8a2c8"}, {"Purple", "#6c3483"}, {"Plum", "#673147"},
		{"Silver", "#c0c0c0"}, {"Gold", "#c9a227"}, {"Natural", "#e3d5b8"}, {"Multi", "#7f8c8d"}, {"Clear", "#eef5f7"},
	}
	benchSizes = map[string][]string{
		"clothing": {"XS", "S", "M", "L", "XL", "XXL", "3XL"},
		"shoe":     {"5", "6", "7", "8", "9", "10", "11", "12"},
		"bedding":  {"Single", "King Single", "Double", "Queen", "King", "Super King"},
	}
	benchBrands []string
	benchVocab  []string
	benchCats   []catalog.Category
	benchLeaves []struct{ code, noun, sizes string }
	benchOnce   sync.Once
)

// benchSetup builds the word lists and the category tree once.
func benchSetup() {
	benchOnce.Do(func() {
		deptNames := []string{"Home", "Kitchen", "Women", "Men", "Kids", "Beauty", "Outdoor", "Tech"}
		catNames := [][5]string{
			{"Lighting", "Decor", "Bedding", "Bathroom", "Furniture"},
			{"Cookware", "Dining", "Appliances", "Storage", "Prep"},
			{"Dresses", "Tops", "Bottoms", "Shoes", "Accessories"},
			{"Shirts", "Pants", "Footwear", "Underwear", "Accessories"},
			{"Baby", "Clothing", "Toys", "School", "Footwear"},
			{"Skincare", "Haircare", "Makeup", "Bath & Body", "Fragrance"},
			{"Camping", "Outdoor Living", "Garden", "Fitness", "Beach"},
			{"Audio", "Phone Accessories", "Wearables", "TV & Gaming", "Office"},
		}
		sizeOf := func(dept, cat int) string {
			switch {
			case dept == 0 && cat == 2:
				return "bedding"
			case (dept == 2 && cat == 3) || (dept == 3 && cat == 2) || (dept == 4 && cat == 4):
				return "shoe"
			case dept >= 2 && dept <= 4 && cat != 4 && !(dept == 4 && (cat == 2 || cat == 3)):
				return "clothing"
			}
			return ""
		}
		for d, dn := range deptNames {
			dc := strings.ToLower(dn)
			benchCats = append(benchCats, catalog.Category{Code: dc, Name: dn, Level: 1, Position: d})
			for c, cn := range catNames[d] {
				cc := dc + "-" + catalog.Slug(cn)
				benchCats = append(benchCats, catalog.Category{Code: cc, Name: cn, ParentCode: dc, Level: 2, Position: c})
				for l, noun := range benchLeafNouns[d*5+c] {
					lc := cc + "-" + catalog.Slug(noun)
					leafName := noun + "s"
					if strings.HasSuffix(noun, "s") {
						leafName = noun
					}
					benchCats = append(benchCats, catalog.Category{Code: lc, Name: leafName, ParentCode: cc, Level: 3, Position: l})
					benchLeaves = append(benchLeaves, struct{ code, noun, sizes string }{lc, noun, sizeOf(d, c)})
				}
			}
		}
		r := rand.New(rand.NewPCG(1, 2))
		syll := strings.Fields("ba be bi bo bu ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo wa we wi zo")
		word := func(n int) string {
			var b strings.Builder
			for range n {
				b.WriteString(syll[r.IntN(len(syll))])
			}
			return b.String()
		}
		seen := map[string]bool{}
		for len(benchBrands) < 300 {
			w := word(2 + r.IntN(2))
			name := strings.ToUpper(w[:1]) + w[1:]
			if r.IntN(3) == 0 {
				name += " " + []string{"Home", "Co", "Living", "Studio", "& Co", "Lane", "Kids", "Active"}[r.IntN(8)]
			}
			if !seen[name] {
				seen[name] = true
				benchBrands = append(benchBrands, name)
			}
		}
		for len(benchVocab) < 4000 {
			w := word(2 + r.IntN(3))
			if !seen[w] {
				seen[w] = true
				benchVocab = append(benchVocab, w)
			}
		}
	})
}

// benchProduct is product i of the benchmark catalogue; deterministic.
func benchProduct(i int) (catalog.Product, []catalog.StockStatus) {
	benchSetup()
	r := rand.New(rand.NewPCG(11, uint64(i)))
	leaf := benchLeaves[r.IntN(len(benchLeaves))]
	// Brands follow a rough power law, as real catalogues do.
	brand := benchBrands[int(float64(len(benchBrands))*r.Float64()*r.Float64())]
	name := benchStyles[r.IntN(len(benchStyles))] + " " + benchMaterials[r.IntN(len(benchMaterials))] + " " + leaf.noun
	desc := make([]string, 12)
	for k := range desc {
		desc[k] = benchVocab[r.IntN(len(benchVocab))]
	}
	p := catalog.Product{
		Code: fmt.Sprintf("P%07d", 1000000+i), Name: name, Brand: brand, CategoryCode: leaf.code,
		Description: strings.Join(desc, " "), Features: []string{benchMaterials[r.IntN(len(benchMaterials))] + " finish"},
		SizeType: leaf.sizes, CreatedAt: now.Add(-time.Duration(r.IntN(365*24)) * time.Hour),
		Price: money.Cents(300 + r.IntN(r.IntN(80000)+1)),
	}
	if r.IntN(10) < 7 {
		p.Rating = float64(10+r.IntN(41)) / 10
		p.ReviewCount = 1 + r.IntN(r.IntN(2000)+1)
	}
	if r.IntN(6) == 0 {
		p.WasPrice = p.Price * 5 / 4
	}
	if r.IntN(8) == 0 {
		p.OnePassPrice = p.Price * 9 / 10
	}
	p.OnlineOnly = r.IntN(20) == 0
	nc := 1 + r.IntN(5)
	var szs []string
	if leaf.sizes != "" {
		all := benchSizes[leaf.sizes]
		n := r.IntN(7)
		start := r.IntN(len(all))
		for k := 0; k < n && start+k < len(all); k++ {
			szs = append(szs, all[start+k])
		}
	}
	var stock []catalog.StockStatus
	j := 0
	first := r.IntN(len(benchColours))
	for c := range nc {
		col := benchColours[(first+c*7)%len(benchColours)]
		for s := range max(len(szs), 1) {
			v := catalog.Variant{Code: strconv.Itoa(10000000 + i*40 + j), BaseCode: p.Code, Colour: col.name, ColourHex: col.hex, Price: p.Price, Position: j}
			if len(szs) > 0 {
				v.Size = szs[s]
			}
			p.Variants = append(p.Variants, v)
			st := catalog.InStock
			if r.IntN(8) == 0 {
				st = catalog.OutOfStock
			}
			stock = append(stock, st)
			j++
		}
	}
	return p, stock
}

func benchBuild(tb testing.TB, n int) *Index {
	tb.Helper()
	benchSetup()
	b := NewBuilder(benchCats)
	for i := range n {
		p, st := benchProduct(i)
		b.Add(p, st)
	}
	return b.Build()
}

var (
	bench100k     *Index
	bench100kOnce sync.Once
)

func benchIndex100k(tb testing.TB) *Index {
	bench100kOnce.Do(func() { bench100k = benchBuild(tb, 100000) })
	return bench100k
}

// benchQueries is a mix of what shoppers send: terms with filters, typos, browses and sorts.
func benchQueries() []Query {
	return []Query{
		{Term: "linen table lamp", Filters: map[string][]string{"colour": {"Black", "Navy"}, "price": {"50-100", "100-200"}}},
		{Term: "cotton", Filters: map[string][]string{"brand": {benchBrands[0]}, "size": {"M"}}},
		{Term: "dress", Filters: map[string][]string{"colour": {"Red"}, "rating": {"4"}}},
		{Term: "tabel lamp"},
		{Term: "cushons", Filters: map[string][]string{"inStock": {"true"}}},
		{Collection: "women", Filters: map[string][]string{"size": {"S", "M"}, "colour": {"Black"}}, PageSize: 96},
		{Collection: "home-lighting", SortBy: "price", PageSize: 96},
		{Filters: map[string][]string{"onePass": {"true"}, "price": {"0-25"}}, SortBy: "rating"},
		{Term: "modern", SortBy: "newest"},
		{Collection: "top-offers", SortBy: "discount", PageSize: 96},
		{Term: "black", Page: 3},
		{Collection: "new-arrivals", PageSize: 96},
	}
}

// latencies runs each query rounds times uncached and returns the sorted durations.
func latencies(x *Index, rounds int) []time.Duration {
	qs := benchQueries()
	var ds []time.Duration
	for range rounds {
		for _, q := range qs {
			q.Now = now
			t0 := time.Now()
			x.Search(q)
			ds = append(ds, time.Since(t0))
		}
	}
	sort.Slice(ds, func(a, b int) bool { return ds[a] < ds[b] })
	return ds
}

func BenchmarkBuild100k(b *testing.B) {
	benchSetup()
	ps := make([]catalog.Product, 100000)
	sts := make([][]catalog.StockStatus, len(ps))
	for i := range ps {
		ps[i], sts[i] = benchProduct(i)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		bl := NewBuilder(benchCats)
		for i := range ps {
			bl.Add(ps[i], sts[i])
		}
		bl.Build()
	}
}

func BenchmarkSearchFaceted100k(b *testing.B) {
	x := benchIndex100k(b)
	q := Query{Term: "linen lamp", Filters: map[string][]string{"colour": {"Black", "Navy"}, "price": {"50-100", "100-200"}}, Now: now}
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		x.Search(q)
	}
}

func BenchmarkSearchMix100k(b *testing.B) { benchMix(b, benchIndex100k(b)) }

// benchMix runs the benchmark queries over x in turn.
func benchMix(b *testing.B, x *Index) {
	qs := benchQueries()
	b.ResetTimer()
	for i := range b.N {
		q := qs[i%len(qs)]
		q.Now = now
		x.Search(q)
	}
}

func BenchmarkAutosuggest100k(b *testing.B) {
	x := benchIndex100k(b)
	terms := []string{"flo", "table l", "cush", "linen sh", "tabel", "bl"}
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		x.Autosuggest(terms[i%len(terms)])
	}
}

// TestScaleReport prints build time, heap and query latency percentiles. It is a measurement, not a
// check, so it runs only when SEARCH_SCALE names the catalogue size (e.g. SEARCH_SCALE=1000000).
func TestScaleReport(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("SEARCH_SCALE"))
	if n <= 0 {
		t.Skip("set SEARCH_SCALE to measure")
	}
	benchSetup()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	// Generation alone is timed first, so that Add's own cost can be told apart.
	tg := time.Now()
	for i := range n {
		benchProduct(i)
	}
	genOnly := time.Since(tg)
	t0 := time.Now()
	b := NewBuilder(benchCats)
	for i := range n {
		p, st := benchProduct(i)
		b.Add(p, st)
	}
	gen := time.Since(t0) - genOnly
	t1 := time.Now()
	x := b.Build()
	build := time.Since(t1) // sort orders and precomputed counts included
	b = nil
	runtime.GC()
	runtime.ReadMemStats(&after)
	t.Logf("n=%d add=%v build=%v heap=%.1f MiB", n, gen, build, float64(after.HeapAlloc-before.HeapAlloc)/(1<<20))
	ds := latencies(x, 20)
	pct := func(p float64) time.Duration { return ds[int(float64(len(ds)-1)*p)] }
	t.Logf("uncached mix: p50=%v p90=%v p99=%v max=%v (%d queries)", pct(0.5), pct(0.9), pct(0.99), ds[len(ds)-1], len(ds))
	for _, q := range benchQueries() {
		q.Now = now
		var worst time.Duration
		var r Result
		for range 5 {
			t0 := time.Now()
			r = x.Search(q)
			worst = max(worst, time.Since(t0))
		}
		t.Logf("  %-60.60s total=%7d worst=%v", fmt.Sprintf("%q %s %v %s", q.Term, q.Collection, q.Filters, q.SortBy), r.Sorting.TotalNumResults, worst)
	}
	var sd []time.Duration
	for range 20 {
		for _, term := range []string{"flo", "table l", "cush", "linen sh", "tabel", "bl", "m"} {
			t0 := time.Now()
			x.Autosuggest(term)
			sd = append(sd, time.Since(t0))
		}
	}
	sort.Slice(sd, func(a, b int) bool { return sd[a] < sd[b] })
	t.Logf("autosuggest: p50=%v p99=%v", sd[len(sd)/2], sd[int(float64(len(sd)-1)*0.99)])
	if path := os.Getenv("SEARCH_HEAPPROFILE"); path != "" {
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		runtime.GC()
		if err := pprof.WriteHeapProfile(f); err != nil {
			t.Fatal(err)
		}
		_ = f.Close()
	}
	runtime.KeepAlive(x)
}

// BenchmarkSearchMix1M runs the query mix uncached over a million products (about 10 s to build;
// run it on its own: -bench SearchMix1M).
func BenchmarkSearchMix1M(b *testing.B) { benchMix(b, benchBuild(b, 1000000)) }

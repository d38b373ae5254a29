// Package search is the shop's own in-process catalogue index. Every product is a dense doc id
// (in insertion order); each term, facet value and category is a roaring bitmap of doc ids, so a
// faceted search is a handful of bitmap intersections.
//
// Facet counts of the sets most queries start from (everything, each category, brand and
// collection, each common term) are computed at build; others come from one pass over packed
// per-doc records, or from AndCardinality per value when the set holds much of the catalogue. A
// selected facet counts only its own options. Sort orders are precomputed; a sorted page is taken
// by walking an order or by a bounded heap over the matches' ranks, a relevance page by branch and
// bound over bitmap regions (topByBound).
//
// Measured on the 2-core build machine over the benchmark's 2,000-query mix of the demo catalogue,
// one query at a time, uncached: at 1,000,000 products mean 0.74 ms and p99 4.9 ms. `make bench`
// measures it through HTTP under load.
//
// The index is immutable: a rebuild makes a new Index that the server swaps in atomically.
package search

import (
	"cmp"
	"math"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/RoaringBitmap/roaring/v2"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/platform/money"
)

// Field weights of the relevance score.
const (
	weightName = 3.0
	weightMeta = 1.5 // brand, category names, colours
	weightDesc = 0.4
)

// flag bits of a doc.
const (
	flagInStock uint16 = 1 << iota
	flagExclusive
	flagPreOrder
	flagOnlineOnly
	flagBulky
	flagPersonalisable
	flagEarly // has an early-access window (in Index.early)
)

// colourRef is one colour of a product: an interned colour and the variant that shows it. The
// variant code is kept as its number (codes are digits) or, with otherCode set, as an index into
// Index.codeStrings: a string per swatch would cost a million products a hundred megabytes.
type colourRef struct {
	colour  uint16
	variant uint32
}

const otherCode = 1 << 31

// doc is what the index keeps of a product: enough to rank, filter and draw its card.
type doc struct {
	code     string
	name     string
	brand    uint16
	leaf     uint16
	price    money.Cents
	was      money.Cents
	onePass  money.Cents
	rating   float32
	reviews  int32
	created  int64 // unix seconds
	flags    uint16
	hasBrand bool
	band     uint8 // price band (index into priceBands)
	giftCard uint8 // index into Index.giftKinds
	colours  []colourRef
	sizes    []uint16
	quality  float32
}

type colourEntry struct{ name, hex string }

// posting is where a term occurs, by field.
type posting struct {
	name, meta, desc *roaring.Bitmap
	df               uint32  // docs with the term in any field
	idf              float32 // how rare the term is: log(1 + docs / docs with it)
	// any is the union of the three fields, kept for common terms only (see precount): a
	// one-word search for one of them then starts from it instead of computing it.
	any *roaring.Bitmap
}

// Index is an immutable catalogue index, safe for concurrent use.
type Index struct {
	docs        []doc
	byBase      []uint32 // doc ids sorted by base code
	variantRuns []codeRun
	otherCodes  map[string]uint32   // variant codes that are not plain numbers
	codeStrings []string            // swatch variant codes that are not plain numbers
	early       map[uint32][2]int64 // early-access start and end (epoch ms, end 0 = open) by doc
	giftKinds   []catalog.GiftCardKind
	brands      []string
	colours     []colourEntry
	sizes       []string
	cats        []catalog.Category
	catIndex    map[string]int // code → position in cats
	children    map[string][]int
	leafOf      map[string]uint16 // leaf code → leaf number (position in cats)
	parentOf    []int             // cat position → its parent's position, -1 for departments
	subtree     map[string]*roaring.Bitmap

	terms   map[string]*posting
	surface []string          // every indexed word, sorted (for prefixes and typos)
	stemOf  map[string]string // surface word → its stem
	byFirst map[byte][]string // surface words by first letter (for typos)
	facets  map[string]map[string]*roaring.Bitmap
	// Facet value bitmaps by value id, for counting.
	brandBM, colourBM, sizeBM, leafBM []*roaring.Bitmap
	colourNames, colourHexes          []string // colour facet values and their swatches
	colourNameOf                      []uint16 // colour entry → colour name id, noColour for none
	fwd                               forward
	maxQuality                        float32                // the highest quality of any doc, for bounds on scores
	priceText                         map[money.Cents]string // the text of every amount in the catalogue
	// pre holds the facet counts of the sets most queries start from (everything, each category,
	// each common term), by bitmap identity.
	pre map[*roaring.Bitmap]*facetCounts
	all *roaring.Bitmap

	suggest []suggestion

	sortOnce sync.Once
	orders   [numKeys][]uint32 // doc ids by each sort key, best first
	ranks    [numKeys][]int32  // a doc's position in each order

	typos typoCache
	fresh atomic.Pointer[freshSet]
}

// Builder collects products into a new Index. It keeps only compact per-product data: products
// arrive streamed, up to a million of them.
type Builder struct {
	ix       *Index
	brandIdx map[string]uint16
	colIdx   map[colourEntry]uint16
	sizeIdx  map[string]uint16
	seen     map[string]struct{} // base codes already added

	// The term dictionary. Catalogue words repeat endlessly and stemming is the costly part of
	// indexing, so each distinct surface word is stemmed once.
	surfaceOf map[string]uint32 // surface word → surface id
	surfaces  []string
	stemOfID  []uint32          // surface id → term id
	termOf    map[string]uint32 // stem → term id
	stems     []string
	postings  [][3][]uint32 // term id → doc ids per field (name, meta, desc)

	metaTerms  map[string][]uint32 // brand or category text → its surface ids, computed once
	proseIDs   map[string][]uint32 // description sentence or feature → its surface ids (bounded)
	facetIDs   map[string]map[string][]uint32
	phrases    map[[2]uint32]int // last two name words (surface ids; single word: second is noWord) → products
	buf        []byte
	variantRun []codeRun
	otherCodes map[string]uint32
}

// noWord pads a one-word suggestion phrase.
const noWord = math.MaxUint32

// codeRun is a run of consecutive numeric variant codes of one product: the demo catalogue numbers
// a product's variants consecutively, so a million products' ten million variant codes fit in a
// million runs instead of a map of ten million strings.
type codeRun struct {
	start uint32
	n     uint32
	doc   uint32
}

// NewBuilder starts an index over the given category tree.
func NewBuilder(categories []catalog.Category) *Builder {
	ix := &Index{
		catIndex: map[string]int{}, children: map[string][]int{},
		leafOf: map[string]uint16{}, subtree: map[string]*roaring.Bitmap{},
		early: map[uint32][2]int64{}, giftKinds: []catalog.GiftCardKind{catalog.GiftCardNone},
	}
	cats := append([]catalog.Category(nil), categories...)
	sort.SliceStable(cats, func(a, b int) bool {
		if cats[a].Level != cats[b].Level {
			return cats[a].Level < cats[b].Level
		}
		return cats[a].Position < cats[b].Position
	})
	ix.cats = cats
	for i, c := range cats {
		ix.catIndex[c.Code] = i
		ix.children[c.ParentCode] = append(ix.children[c.ParentCode], i)
		ix.leafOf[c.Code] = uint16(i)
	}
	ix.parentOf = make([]int, len(cats))
	for i, c := range cats {
		ix.parentOf[i] = -1
		if p, ok := ix.catIndex[c.ParentCode]; ok && p != i {
			ix.parentOf[i] = p
		}
	}
	return &Builder{
		ix: ix, brandIdx: map[string]uint16{}, colIdx: map[colourEntry]uint16{}, sizeIdx: map[string]uint16{},
		seen: map[string]struct{}{}, surfaceOf: map[string]uint32{}, termOf: map[string]uint32{},
		metaTerms: map[string][]uint32{}, proseIDs: map[string][]uint32{}, facetIDs: map[string]map[string][]uint32{}, phrases: map[[2]uint32]int{},
		otherCodes: map[string]uint32{},
	}
}

func intern(m map[string]uint16, list *[]string, v string) uint16 {
	if i, ok := m[v]; ok {
		return i
	}
	i := uint16(len(*list))
	m[v] = i
	*list = append(*list, v)
	return i
}

// surfaceID returns the id of a normalised word, stemming and recording it when new.
func (b *Builder) surfaceID(w []byte) uint32 {
	if i, ok := b.surfaceOf[string(w)]; ok {
		return i
	}
	ws := string(w)
	st := stem(ws)
	t, ok := b.termOf[st]
	if !ok {
		t = uint32(len(b.stems))
		b.termOf[st] = t
		b.stems = append(b.stems, st)
		b.postings = append(b.postings, [3][]uint32{})
	}
	i := uint32(len(b.surfaces))
	b.surfaceOf[ws] = i
	b.surfaces = append(b.surfaces, ws)
	b.stemOfID = append(b.stemOfID, t)
	return i
}

// post records that doc id has the surface word in a field.
func (b *Builder) post(field int, id, surface uint32) {
	p := &b.postings[b.stemOfID[surface]][field]
	if l := *p; len(l) == 0 || l[len(l)-1] != id {
		*p = append(l, id)
	}
}

// addText indexes the words of text in a field and returns the surface ids of the name's last two
// words (for suggestion phrases).
func (b *Builder) addText(field int, id uint32, text string) (last [2]uint32) {
	last = [2]uint32{noWord, noWord}
	b.buf = eachWord(text, b.buf, func(w []byte) {
		if len(w) <= maxStopWord && stopWords[string(w)] {
			return
		}
		s := b.surfaceID(w)
		b.post(field, id, s)
		last[0], last[1] = last[1], s
	})
	return last
}

// maxProse bounds the sentences whose words are remembered while building.
const maxProse = 200_000

// addProse indexes description text sentence by sentence. Descriptions and features repeat their
// sentences across products ("Machine washable.", "True to size."), so each distinct sentence is
// split into words once: this halved the time to index a catalogue. A full stop separates words
// anyway, so cutting there changes nothing.
func (b *Builder) addProse(id uint32, text string) {
	for text != "" {
		part := text
		if i := strings.IndexByte(text, '.'); i >= 0 {
			part, text = text[:i], text[i+1:]
		} else {
			text = ""
		}
		ids, ok := b.proseIDs[part]
		if !ok {
			ids = []uint32{}
			b.buf = eachWord(part, b.buf, func(w []byte) {
				if len(w) > maxStopWord || !stopWords[string(w)] {
					ids = append(ids, b.surfaceID(w))
				}
			})
			if len(b.proseIDs) < maxProse {
				b.proseIDs[strings.Clone(part)] = ids
			}
		}
		for _, s := range ids {
			b.post(2, id, s)
		}
	}
}

// addMeta indexes a short, often repeated text (a brand, a category path) through a cache.
func (b *Builder) addMeta(id uint32, text string) {
	ids, ok := b.metaTerms[text]
	if !ok {
		ids = []uint32{}
		b.buf = eachWord(text, b.buf, func(w []byte) {
			if !stopWords[string(w)] {
				ids = append(ids, b.surfaceID(w))
			}
		})
		b.metaTerms[text] = ids
	}
	for _, s := range ids {
		b.post(1, id, s)
	}
}

func (b *Builder) facet(name, value string, id uint32) {
	m := b.facetIDs[name]
	if m == nil {
		m = map[string][]uint32{}
		b.facetIDs[name] = m
	}
	if l := m[value]; len(l) == 0 || l[len(l)-1] != id {
		m[value] = append(l, id)
	}
}

// variantCode records a variant's code: consecutive numeric codes extend the product's run.
func (b *Builder) variantCode(code string, id uint32) {
	n, ok := canonicalNumber(code)
	if !ok {
		b.otherCodes[code] = id
		return
	}
	if k := len(b.variantRun); k > 0 {
		r := &b.variantRun[k-1]
		if r.doc == id && r.start+r.n == n {
			r.n++
			return
		}
	}
	b.variantRun = append(b.variantRun, codeRun{start: n, n: 1, doc: id})
}

// canonicalNumber parses a code made of 1-9 digits without a leading zero, so that formatting the
// number gives the code back.
func canonicalNumber(code string) (uint32, bool) {
	if len(code) == 0 || len(code) > 9 || code[0] == '0' {
		return 0, false
	}
	var n uint32
	for i := 0; i < len(code); i++ {
		c := code[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + uint32(c-'0')
	}
	return n, true
}

// Add indexes one product. onlineStock[i] is the online stock status of p.Variants[i]. A product
// without variants or with a code already added is ignored; one whose category is not in the tree
// is searchable but in no category.
func (b *Builder) Add(p catalog.Product, onlineStock []catalog.StockStatus) {
	ix := b.ix
	if len(p.Variants) == 0 || p.Code == "" {
		return
	}
	if _, dup := b.seen[p.Code]; dup {
		return
	}
	b.seen[p.Code] = struct{}{}
	id := uint32(len(ix.docs))
	d := doc{
		code: p.Code, name: p.Name, price: p.Price, was: p.WasPrice, onePass: p.OnePassPrice,
		rating: float32(p.Rating), reviews: int32(p.ReviewCount), created: p.CreatedAt.Unix(),
		giftCard: b.giftKind(p.GiftCard), leaf: noLeaf, band: uint8(priceBand(p.Price)),
	}
	if l, ok := ix.leafOf[p.CategoryCode]; ok {
		d.leaf = l
	}
	if !p.EarlyAccessStart.IsZero() {
		ea := [2]int64{p.EarlyAccessStart.UnixMilli(), 0}
		if !p.EarlyAccessEnd.IsZero() {
			ea[1] = p.EarlyAccessEnd.UnixMilli()
		}
		ix.early[id] = ea
		d.flags |= flagEarly
	}
	d.brand = intern(b.brandIdx, &ix.brands, p.Brand)
	for _, f := range [...]struct {
		on  bool
		bit uint16
	}{{p.OnePassExclusive, flagExclusive}, {p.PreOrder, flagPreOrder}, {p.OnlineOnly, flagOnlineOnly}, {p.Bulky, flagBulky}, {p.Personalisable, flagPersonalisable}} {
		if f.on {
			d.flags |= f.bit
		}
	}
	for i, v := range p.Variants {
		b.variantCode(v.Code, id)
		if i < len(onlineStock) && onlineStock[i] != catalog.OutOfStock {
			d.flags |= flagInStock
		}
		key := colourEntry{v.Colour, v.ColourHex}
		ci, ok := b.colIdx[key]
		if !ok {
			ci = uint16(len(ix.colours))
			b.colIdx[key] = ci
			ix.colours = append(ix.colours, key)
		}
		switch {
		case v.Colour != "" && !hasColourRef(d.colours, ci):
			// One swatch per colour, showing the colour's first variant.
			d.colours = append(d.colours, colourRef{colour: ci, variant: b.swatchCode(v.Code)})
			b.facet("colour", v.Colour, id)
			b.addMeta(id, v.Colour)
		case v.Colour == "" && len(d.colours) == 0:
			d.colours = append(d.colours, colourRef{colour: ci, variant: b.swatchCode(v.Code)})
		}
		if v.Size != "" {
			si := intern(b.sizeIdx, &ix.sizes, v.Size)
			if !slices.Contains(d.sizes, si) {
				d.sizes = append(d.sizes, si)
				b.facet("size", v.Size, id)
			}
		}
	}
	// Text: the name weighs most, then brand, colours and the category path, then the description.
	last := b.addText(0, id, p.Name)
	if last[1] != noWord {
		b.phrases[last]++
		if last[0] != noWord {
			b.phrases[[2]uint32{noWord, last[1]}]++
		}
	}
	b.addMeta(id, p.Brand)
	for c := int(d.leaf); c >= 0 && c < len(ix.cats); c = ix.parentOf[c] {
		b.addMeta(id, ix.cats[c].Name)
	}
	b.addProse(id, p.Description)
	for _, f := range p.Features {
		b.addProse(id, f)
	}
	// Facets.
	if p.Brand != "" {
		d.hasBrand = true
		b.facet("brand", p.Brand, id)
	}
	if d.leaf != noLeaf {
		b.facet("category", p.CategoryCode, id)
	}
	b.facet("price", priceBands[d.band].value, id)
	if p.Rating >= 4 {
		b.facet("rating", "4", id)
	}
	if p.Rating >= 3 {
		b.facet("rating", "3", id)
	}
	if d.flags&flagInStock != 0 {
		b.facet("inStock", "true", id)
	}
	if p.OnePassPrice > 0 || p.OnePassExclusive {
		b.facet("onePass", "true", id)
		b.facet("collection", "onepass", id)
	}
	// Named collections ("new-arrivals" depends on the time of the query).
	if p.WasPrice > p.Price {
		b.facet("collection", "top-offers", id)
	}
	if d.flags&flagEarly != 0 {
		b.facet("collection", "early-access", id)
	}
	if p.PreOrder {
		b.facet("collection", "pre-order", id)
	}
	if p.GiftCard != catalog.GiftCardNone {
		b.facet("collection", "gift-cards", id)
	}
	if p.OnlineOnly {
		b.facet("collection", "online-only", id)
	}
	// Quality: what ranks products when text does not decide (ratings, reviews, stock).
	q := float32(0)
	if p.ReviewCount > 0 {
		q = float32(p.Rating/5) * float32(math.Log1p(float64(p.ReviewCount))/math.Log1p(2500))
	}
	if d.flags&flagInStock != 0 {
		q += 0.3
	}
	d.quality = q
	ix.docs = append(ix.docs, d)
}

func hasColourRef(refs []colourRef, c uint16) bool {
	for _, r := range refs {
		if r.colour == c {
			return true
		}
	}
	return false
}

// priceBands are the price facet's options: value, display name, upper bound in cents (exclusive).
var priceBands = []struct {
	value, name string
	below       money.Cents
}{
	{"0-25", "Under $25", 2500}, {"25-50", "$25 - $50", 5000}, {"50-100", "$50 - $100", 10000},
	{"100-200", "$100 - $200", 20000}, {"200-500", "$200 - $500", 50000}, {"500-", "$500 and over", math.MaxInt64},
}

func priceBand(c money.Cents) int {
	for i, b := range priceBands {
		if c < b.below {
			return i
		}
	}
	return len(priceBands) - 1
}

// noLeaf marks a product whose category is not in the tree: it is searchable but in no category.
const noLeaf = math.MaxUint16

// Build finishes the index. The Builder must not be used afterwards.
func (b *Builder) Build() *Index {
	ix := b.ix
	// Appending left up to half of the docs' backing array unused; at a million products that is
	// worth a copy.
	ix.docs = slices.Clone(ix.docs)
	ix.priceText = map[money.Cents]string{}
	for i := range ix.docs {
		d := &ix.docs[i]
		ix.maxQuality = max(ix.maxQuality, d.quality)
		for _, c := range []money.Cents{d.price, d.was, d.onePass} {
			if _, ok := ix.priceText[c]; !ok && c > 0 {
				ix.priceText[c] = c.Format()
			}
		}
	}
	n := uint32(len(ix.docs))
	ix.all = roaring.New()
	ix.all.AddRange(0, uint64(n))
	ix.terms = make(map[string]*posting, len(b.postings))
	for t, p := range b.postings {
		post := &posting{name: roaring.BitmapOf(p[0]...), meta: roaring.BitmapOf(p[1]...), desc: roaring.BitmapOf(p[2]...)}
		for _, bm := range []*roaring.Bitmap{post.name, post.meta, post.desc} {
			bm.RunOptimize()
		}
		post.df = uint32(roaring.FastOr(post.name, post.meta, post.desc).GetCardinality())
		post.idf = float32(math.Log(1 + float64(n)/float64(max(post.df, 1))))
		ix.terms[b.stems[t]] = post
		b.postings[t] = [3][]uint32{}
	}
	ix.stemOf = make(map[string]string, len(b.surfaces))
	for i, w := range b.surfaces {
		ix.stemOf[w] = b.stems[b.stemOfID[i]]
	}
	ix.surface = slices.Clone(b.surfaces)
	sort.Strings(ix.surface)
	ix.byFirst = map[byte][]string{}
	for _, w := range ix.surface {
		ix.byFirst[w[0]] = append(ix.byFirst[w[0]], w)
	}
	// Codes: base codes by binary search over the docs sorted by code, variant codes by runs.
	ix.byBase = make([]uint32, n)
	for i := range ix.byBase {
		ix.byBase[i] = uint32(i)
	}
	if !slices.IsSortedFunc(ix.byBase, func(a, c uint32) int { return strings.Compare(ix.docs[a].code, ix.docs[c].code) }) {
		slices.SortFunc(ix.byBase, func(a, c uint32) int { return strings.Compare(ix.docs[a].code, ix.docs[c].code) })
	}
	ix.variantRuns = b.variantRun
	slices.SortFunc(ix.variantRuns, func(a, c codeRun) int { return cmp.Compare(a.start, c.start) })
	ix.otherCodes = b.otherCodes
	ix.facets = map[string]map[string]*roaring.Bitmap{}
	for name, vals := range b.facetIDs {
		m := make(map[string]*roaring.Bitmap, len(vals))
		for v, ids := range vals {
			bm := roaring.BitmapOf(ids...)
			bm.RunOptimize()
			m[v] = bm
		}
		ix.facets[name] = m
	}
	ix.indexFacetValues()
	ix.buildForward()
	// Category subtrees, leaves first.
	for i := len(ix.cats) - 1; i >= 0; i-- {
		c := ix.cats[i]
		parts := []*roaring.Bitmap{}
		if bm := ix.facets["category"][c.Code]; bm != nil {
			parts = append(parts, bm)
		}
		for _, ch := range ix.children[c.Code] {
			parts = append(parts, ix.subtree[ix.cats[ch].Code])
		}
		ix.subtree[c.Code] = roaring.FastOr(parts...)
	}
	phrases := make(map[string]int, len(b.phrases))
	for k, c := range b.phrases {
		p := b.surfaces2(k)
		phrases[p] = max(phrases[p], c)
	}
	ix.buildSuggestions(phrases)
	// The sort orders and the kept facet counts are made side by side before the index is
	// served, so that no shopper's query waits for them.
	sorted := make(chan struct{})
	go func() { ix.orderBy(keyQuality); close(sorted) }()
	ix.precount()
	<-sorted
	return ix
}

// indexFacetValues lines the facet bitmaps up by value id, so that counts can be kept in slices.
func (ix *Index) indexFacetValues() {
	ix.brandBM = make([]*roaring.Bitmap, len(ix.brands))
	for i, b := range ix.brands {
		ix.brandBM[i] = ix.facets["brand"][b]
	}
	ix.sizeBM = make([]*roaring.Bitmap, len(ix.sizes))
	for i, s := range ix.sizes {
		ix.sizeBM[i] = ix.facets["size"][s]
	}
	ix.leafBM = make([]*roaring.Bitmap, len(ix.cats))
	for i, c := range ix.cats {
		ix.leafBM[i] = ix.facets["category"][c.Code]
	}
	names := map[string]uint16{}
	ix.colourNameOf = make([]uint16, len(ix.colours))
	for i, c := range ix.colours {
		if c.name == "" {
			ix.colourNameOf[i] = noColour
			continue
		}
		id, ok := names[c.name]
		if !ok {
			id = uint16(len(ix.colourNames))
			names[c.name] = id
			ix.colourNames = append(ix.colourNames, c.name)
			ix.colourHexes = append(ix.colourHexes, c.hex)
			ix.colourBM = append(ix.colourBM, ix.facets["colour"][c.name])
		}
		ix.colourNameOf[i] = id
	}
}

// Len is the number of products indexed.
func (ix *Index) Len() int { return len(ix.docs) }

// Sort keys with a precomputed order.
const (
	keyQuality = iota
	keyPrice
	keyRating
	keyNewest
	keyName
	keyDiscount
	numKeys
)

// sortKeys maps a query's sortBy to its precomputed order ("relevance" without a term is quality).
var sortKeys = map[string]int{"relevance": keyQuality, "quality": keyQuality, "price": keyPrice, "rating": keyRating,
	"newest": keyNewest, "name": keyName, "discount": keyDiscount}

// orderBy returns doc ids sorted by a sort key, best first in that key's natural order, ties by doc
// id so that answers are deterministic. The orders (and each doc's rank in them) are computed once,
// two at a time, while Build finishes.
func (ix *Index) orderBy(key int) []uint32 {
	ix.sortOnce.Do(ix.sortAll)
	return ix.orders[key]
}

// rank is a doc's position in a sort order.
func (ix *Index) rank(key int) []int32 {
	ix.sortOnce.Do(ix.sortAll)
	return ix.ranks[key]
}

func (ix *Index) sortAll() {
	docs := ix.docs
	// Each order is a number per doc that sorts ascending (descending keys are complemented), so
	// sorting compares pairs in one flat array instead of reaching into the docs. Names compare
	// their first eight bytes that way and only equal prefixes compare the strings.
	keys := [numKeys]func(d *doc) uint64{
		keyQuality:  func(d *doc) uint64 { return ^uint64(floatKey(d.quality)) },
		keyPrice:    func(d *doc) uint64 { return uint64(d.price) ^ 1<<63 },
		keyRating:   func(d *doc) uint64 { return ^(uint64(floatKey(d.rating))<<32 | uint64(uint32(d.reviews)^1<<31)) },
		keyNewest:   func(d *doc) uint64 { return ^(uint64(d.created) ^ 1<<63) },
		keyName:     func(d *doc) uint64 { return namePrefix(d.name) },
		keyDiscount: func(d *doc) uint64 { return ^float64Key(discount(d)) },
	}
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for k := range numKeys {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			type keyed struct {
				key uint64
				id  uint32
			}
			pairs := make([]keyed, len(docs))
			for i := range docs {
				pairs[i] = keyed{keys[k](&docs[i]), uint32(i)}
			}
			byName := k == keyName
			slices.SortFunc(pairs, func(a, b keyed) int {
				if a.key != b.key {
					return cmpAsc(a.key, b.key)
				}
				if byName {
					if c := strings.Compare(docs[a.id].name, docs[b.id].name); c != 0 {
						return c
					}
				}
				return cmpAsc(a.id, b.id)
			})
			o := make([]uint32, len(docs))
			r := make([]int32, len(docs))
			for pos, p := range pairs {
				o[pos], r[p.id] = p.id, int32(pos)
			}
			ix.orders[k], ix.ranks[k] = o, r
		}()
	}
	wg.Wait()
}

// float64Key maps a float64 to a uint64 that orders as the floats do.
func float64Key(f float64) uint64 {
	b := math.Float64bits(f)
	if b&(1<<63) != 0 {
		return ^b
	}
	return b | 1<<63
}

// floatKey maps a float32 to a uint32 that orders as the floats do (negative numbers included).
func floatKey(f float32) uint32 {
	b := math.Float32bits(f)
	if b&(1<<31) != 0 {
		return ^b
	}
	return b | 1<<31
}

// namePrefix is the first eight bytes of a name as a big-endian number (zero-padded), which
// orders as the strings do.
func namePrefix(name string) uint64 {
	var p uint64
	for i := range 8 {
		p <<= 8
		if i < len(name) {
			p |= uint64(name[i])
		}
	}
	return p
}

func cmpAsc[T cmp.Ordered](a, b T) int { return cmp.Compare(a, b) }

func discount(d *doc) float64 {
	if d.was <= 0 {
		return 0
	}
	return float64(d.was-d.price) / float64(d.was)
}

// Summary returns a product card by base or variant code.
func (ix *Index) Summary(code string) (Summary, bool) {
	id, ok := ix.lookup(code)
	if !ok {
		return Summary{}, false
	}
	return ix.summary(id, 0), true
}

// lookup finds the doc of a base or variant code.
func (ix *Index) lookup(code string) (uint32, bool) {
	i, found := slices.BinarySearchFunc(ix.byBase, code, func(id uint32, c string) int { return strings.Compare(ix.docs[id].code, c) })
	if found {
		return ix.byBase[i], true
	}
	if n, ok := canonicalNumber(code); ok {
		r, _ := slices.BinarySearchFunc(ix.variantRuns, n+1, func(r codeRun, v uint32) int { return cmp.Compare(r.start, v) })
		if r > 0 && n < ix.variantRuns[r-1].start+ix.variantRuns[r-1].n {
			return ix.variantRuns[r-1].doc, true
		}
		return 0, false
	}
	id, ok := ix.otherCodes[code]
	return id, ok
}

// Category returns a category node (without children) by code.
func (ix *Index) Category(code string) (CategoryNode, bool) {
	i, ok := ix.catIndex[code]
	if !ok {
		return CategoryNode{}, false
	}
	c := ix.cats[i]
	return CategoryNode{Code: c.Code, Name: c.Name, ParentCode: c.ParentCode, Level: c.Level, Count: int(ix.subtree[c.Code].GetCardinality())}, true
}

// InStock reports whether the product of code (a base or variant code) is in stock online in this
// index, and whether the index has it: the only thing about stock an index knows, so a stock change
// that does not flip it needs no new index.
func (ix *Index) InStock(code string) (inStock, found bool) {
	id, ok := ix.lookup(code)
	if !ok {
		return false, false
	}
	return ix.docs[id].flags&flagInStock != 0, true
}

// BaseCode returns the base product code of a base or variant code the index has.
func (ix *Index) BaseCode(code string) (string, bool) {
	id, ok := ix.lookup(code)
	if !ok {
		return "", false
	}
	return ix.docs[id].code, true
}

// CategoryPath returns the path from department to the category code, department first; empty for
// an unknown code.
func (ix *Index) CategoryPath(code string) []catalog.Category {
	var out []catalog.Category
	for code != "" {
		i, ok := ix.catIndex[code]
		if !ok {
			break
		}
		c := ix.cats[i]
		out = append(out, c)
		code = c.ParentCode
	}
	slices.Reverse(out)
	return out
}

// Tree returns the departments with their categories and leaves, with product counts. Empty
// branches are left out.
func (ix *Index) Tree() []CategoryNode { return ix.tree("") }

func (ix *Index) tree(parent string) []CategoryNode {
	var out []CategoryNode
	for _, i := range ix.children[parent] {
		c := ix.cats[i]
		n := int(ix.subtree[c.Code].GetCardinality())
		if n == 0 {
			continue
		}
		out = append(out, CategoryNode{Code: c.Code, Name: c.Name, ParentCode: c.ParentCode, Level: c.Level, Count: n, Children: ix.tree(c.Code)})
	}
	return out
}

// catCode is the code of a doc's leaf, "" when it has none.
// wire is an amount in its API shape, its text from the table of the catalogue's prices (a few
// thousand distinct amounts; formatting each card's afresh was a third of drawing it).
func (ix *Index) wire(c money.Cents) money.Wire {
	if t, ok := ix.priceText[c]; ok {
		return money.Wire{Value: float64(c) / 100, FormattedValue: t}
	}
	return c.Wire()
}

func (ix *Index) catCode(leaf uint16) string {
	if int(leaf) >= len(ix.cats) {
		return ""
	}
	return ix.cats[leaf].Code
}

// summary draws doc id's card; nowMillis (0 = unknown) decides the time-dependent badges.
func (ix *Index) summary(id uint32, nowMillis int64) Summary {
	d := &ix.docs[id]
	ea := ix.early[id]
	s := Summary{
		Code: d.code, Name: d.name, Brand: ix.brands[d.brand],
		CategoryCode: ix.catCode(d.leaf), Price: ix.wire(d.price), Rating: float64(d.rating), ReviewCount: int(d.reviews),
		InStock: d.flags&flagInStock != 0, OnePassExclusive: d.flags&flagExclusive != 0,
		OnePassEarlyAccess: d.flags&flagEarly != 0, OnePassStartDate: ea[0], OnePassEndDate: ea[1],
		PreOrder: d.flags&flagPreOrder != 0, OnlineOnly: d.flags&flagOnlineOnly != 0, Bulky: d.flags&flagBulky != 0,
		Personalisable: d.flags&flagPersonalisable != 0, GiftCard: string(ix.giftKinds[d.giftCard]), HasSizes: len(d.sizes) > 0,
		Colours: make([]Swatch, 0, len(d.colours)), Sizes: make([]string, 0, len(d.sizes)), Badges: []string{},
	}
	// The card's URLs and variant codes are written into one buffer and cut out of one string: a
	// listing draws 48 to 96 cards, and a string apiece made the allocator the hot spot.
	buf := make([]byte, 0, (len(d.name)+12)*(len(d.colours)+1)+len(d.colours)*(2*len(d.code)+16)+len(d.code))
	buf = append(buf, "/p/"...)
	buf = catalog.AppendSlug(buf, d.name)
	buf = append(buf, '/')
	page := len(buf) // buf[:page] is the product page's URL without the code
	type span struct{ code, url, img [2]int }
	spans := make([]span, len(d.colours))
	for i, c := range d.colours {
		sp := &spans[i]
		sp.url[0] = len(buf)
		buf = append(buf, buf[:page]...)
		sp.code[0] = len(buf)
		buf = ix.appendVariantCode(buf, c.variant)
		sp.code[1], sp.url[1] = len(buf), len(buf)
		sp.img[0] = len(buf)
		buf = append(buf, "/img/p/"...)
		buf = append(buf, buf[sp.code[0]:sp.code[1]]...)
		buf = append(buf, "/1.svg"...)
		sp.img[1] = len(buf)
	}
	page0 := len(buf)
	buf = append(buf, buf[:page]...)
	buf = append(buf, d.code...)
	all := string(buf)
	s.URL = all[page0:]
	for i, c := range d.colours {
		sp := &spans[i]
		if i == 0 {
			s.DefaultVariantCode, s.ImageURL = all[sp.code[0]:sp.code[1]], all[sp.img[0]:sp.img[1]]
		}
		ce := ix.colours[c.colour]
		if ce.name == "" {
			continue
		}
		s.Colours = append(s.Colours, Swatch{Name: ce.name, Hex: ce.hex, VariantCode: all[sp.code[0]:sp.code[1]],
			URL: all[sp.url[0]:sp.url[1]], ImageURL: all[sp.img[0]:sp.img[1]]})
	}
	for _, si := range d.sizes {
		s.Sizes = append(s.Sizes, ix.sizes[si])
	}
	if d.was > 0 {
		w := ix.wire(d.was)
		s.WasPrice = &w
	}
	if d.onePass > 0 {
		w := ix.wire(d.onePass)
		s.OnePassPrice = &w
		s.OnePassBadgeText = "OnePass member price"
	}
	if d.onePass > 0 {
		s.Badges = append(s.Badges, "onePass")
	}
	if s.OnePassExclusive {
		s.Badges = append(s.Badges, "exclusive")
	}
	if nowMillis != 0 {
		if nowMillis/1000-d.created < 30*24*3600 {
			s.Badges = append(s.Badges, "new")
		}
		if d.flags&flagEarly != 0 && (ea[1] == 0 || nowMillis < ea[1]) {
			s.Badges = append(s.Badges, "earlyAccess")
		}
	}
	if s.OnlineOnly {
		s.Badges = append(s.Badges, "onlineOnly")
	}
	if s.PreOrder {
		s.Badges = append(s.Badges, "preOrder")
	}
	return s
}

// sizeRank orders sizes naturally: XS < S < M…, numbers ascending, bedding Single < … < Super King.
func sizeRank(s string) (int, float64) {
	if r, ok := namedSizes[s]; ok {
		return 0, float64(r)
	}
	num := strings.TrimLeft(strings.TrimSuffix(strings.TrimSuffix(s, "\""), "cm"), "$")
	if f, err := strconv.ParseFloat(strings.SplitN(num, "x", 2)[0], 64); err == nil {
		return 1, f
	}
	return 2, 0
}

// namedSizes are the sizes that are words, in shop order.
var namedSizes = map[string]int{"XXS": 1, "XS": 2, "S": 3, "M": 4, "L": 5, "XL": 6, "XXL": 7, "3XL": 8,
	"Single": 20, "King Single": 21, "Double": 22, "Queen": 23, "King": 24, "Super King": 25,
	"0000": 30, "000": 31, "00": 32, "Hand Towel": 40, "Bath Towel": 41, "Bath Sheet": 42}

// swatchCode packs a swatch's variant code (see colourRef).
func (b *Builder) swatchCode(code string) uint32 {
	if n, ok := canonicalNumber(code); ok {
		return n
	}
	b.ix.codeStrings = append(b.ix.codeStrings, code)
	return otherCode | uint32(len(b.ix.codeStrings)-1)
}

// appendVariantCode appends a swatch's variant code.
func (ix *Index) appendVariantCode(dst []byte, v uint32) []byte {
	if v&otherCode != 0 {
		return append(dst, ix.codeStrings[v&^otherCode]...)
	}
	return strconv.AppendUint(dst, uint64(v), 10)
}

// giftKind interns a gift card kind.
func (b *Builder) giftKind(k catalog.GiftCardKind) uint8 {
	if i := slices.Index(b.ix.giftKinds, k); i >= 0 {
		return uint8(i)
	}
	if len(b.ix.giftKinds) == math.MaxUint8 {
		return 0 // a catalogue with 255 kinds of gift card is bad data; treat the rest as none
	}
	b.ix.giftKinds = append(b.ix.giftKinds, k)
	return uint8(len(b.ix.giftKinds) - 1)
}

// surfaces2 spells a suggestion phrase key.
func (b *Builder) surfaces2(k [2]uint32) string {
	if k[0] == noWord {
		return b.surfaces[k[1]]
	}
	return b.surfaces[k[0]] + " " + b.surfaces[k[1]]
}

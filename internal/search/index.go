// Package search is the shop's own in-process catalogue index. Every product is a dense doc id; each
// term, facet value and category is a roaring bitmap of doc ids, so a faceted search is a handful of
// bitmap intersections and facet counts are AndCardinality calls. It is rebuilt from the database at
// start (about a second per 100,000 products) and is immutable: a rebuild makes a new Index that
// the server swaps in atomically.
package search

import (
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"

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
)

// colourRef is one colour of a product: an interned colour and the variant that shows it.
type colourRef struct {
	colour  uint16
	variant string
}

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
	eaStart  int64 // unix milliseconds, 0 when none
	eaEnd    int64
	flags    uint16
	giftCard catalog.GiftCardKind
	colours  []colourRef
	sizes    []uint16
	quality  float32
}

type colourEntry struct{ name, hex string }

// posting is where a term occurs, by field.
type posting struct {
	name, meta, desc *roaring.Bitmap
	all              *roaring.Bitmap
}

// Index is an immutable catalogue index, safe for concurrent use.
type Index struct {
	docs     []doc
	byCode   map[string]uint32
	brands   []string
	colours  []colourEntry
	sizes    []string
	cats     []catalog.Category
	catIndex map[string]int // code → position in cats
	children map[string][]int
	leafOf   map[string]uint16 // leaf code → leaf number (position in cats)
	subtree  map[string]*roaring.Bitmap

	terms   map[string]*posting
	surface []string          // every indexed word, sorted (for prefixes and typos)
	stemOf  map[string]string // surface word → its stem
	byFirst map[byte][]string // surface words by first letter (for typos)
	facets  map[string]map[string]*roaring.Bitmap
	all     *roaring.Bitmap

	suggest []suggestion

	sortOnce sync.Once
	orders   map[string][]uint32 // doc ids by each sort key, best first
	rankOnce sync.Once
	ranks    map[string][]int32 // a doc's position in each order

	cache *lru
}

// Builder collects products into a new Index.
type Builder struct {
	ix       *Index
	brandIdx map[string]uint16
	colIdx   map[string]uint16
	sizeIdx  map[string]uint16
	colKeys  []string
	postings map[string]*[3][]uint32 // term → doc ids per field (name, meta, desc)
	facetIDs map[string]map[string][]uint32
	phrases  map[string]int // suggestion phrase → products
}

// NewBuilder starts an index over the given category tree.
func NewBuilder(categories []catalog.Category) *Builder {
	ix := &Index{
		byCode: map[string]uint32{}, catIndex: map[string]int{}, children: map[string][]int{},
		leafOf: map[string]uint16{}, subtree: map[string]*roaring.Bitmap{}, cache: newLRU(4096),
		stemOf: map[string]string{},
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
	return &Builder{
		ix: ix, brandIdx: map[string]uint16{}, colIdx: map[string]uint16{}, sizeIdx: map[string]uint16{},
		postings: map[string]*[3][]uint32{}, facetIDs: map[string]map[string][]uint32{}, phrases: map[string]int{},
	}
}

func (b *Builder) intern(m map[string]uint16, list *[]string, v string) uint16 {
	if i, ok := m[v]; ok {
		return i
	}
	i := uint16(len(*list))
	m[v] = i
	*list = append(*list, v)
	return i
}

func (b *Builder) addTerms(field int, id uint32, text string) {
	for _, w := range words(text) {
		if stopWords[w] {
			continue
		}
		// Catalogue words repeat endlessly, and stemming is the costly part of indexing: remember each.
		s, ok := b.ix.stemOf[w]
		if !ok {
			s = stem(w)
			b.ix.stemOf[w] = s
		}
		p := b.postings[s]
		if p == nil {
			p = &[3][]uint32{}
			b.postings[s] = p
		}
		if l := p[field]; len(l) == 0 || l[len(l)-1] != id {
			p[field] = append(l, id)
		}
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

// Add indexes one product. onlineStock[i] is the online stock status of p.Variants[i].
func (b *Builder) Add(p catalog.Product, onlineStock []catalog.StockStatus) {
	ix := b.ix
	if len(p.Variants) == 0 {
		return
	}
	if _, dup := ix.byCode[p.Code]; dup {
		return
	}
	id := uint32(len(ix.docs))
	d := doc{
		code: p.Code, name: p.Name, price: p.Price, was: p.WasPrice, onePass: p.OnePassPrice,
		rating: float32(p.Rating), reviews: int32(p.ReviewCount), created: p.CreatedAt.Unix(),
		giftCard: p.GiftCard, leaf: ix.leafOf[p.CategoryCode],
	}
	if !p.EarlyAccessStart.IsZero() {
		d.eaStart = p.EarlyAccessStart.UnixMilli()
		if !p.EarlyAccessEnd.IsZero() {
			d.eaEnd = p.EarlyAccessEnd.UnixMilli()
		}
	}
	d.brand = b.intern(b.brandIdx, &ix.brands, p.Brand)
	for _, f := range []struct {
		on  bool
		bit uint16
	}{{p.OnePassExclusive, flagExclusive}, {p.PreOrder, flagPreOrder}, {p.OnlineOnly, flagOnlineOnly}, {p.Bulky, flagBulky}, {p.Personalisable, flagPersonalisable}} {
		if f.on {
			d.flags |= f.bit
		}
	}
	ix.byCode[p.Code] = id
	seenColour := map[uint16]bool{}
	seenSize := map[uint16]bool{}
	var colourNames []string
	for i, v := range p.Variants {
		ix.byCode[v.Code] = id
		if i < len(onlineStock) && onlineStock[i] != catalog.OutOfStock {
			d.flags |= flagInStock
		}
		ci := b.intern(b.colIdx, &b.colKeys, v.Colour+"\x00"+v.ColourHex)
		if int(ci) == len(ix.colours) {
			ix.colours = append(ix.colours, colourEntry{v.Colour, v.ColourHex})
		}
		if v.Colour != "" && !seenColour[ci] {
			seenColour[ci] = true
			d.colours = append(d.colours, colourRef{colour: ci, variant: v.Code})
			colourNames = append(colourNames, v.Colour)
			b.facet("colour", v.Colour, id)
		} else if v.Colour == "" && len(d.colours) == 0 {
			d.colours = append(d.colours, colourRef{colour: ci, variant: v.Code})
		}
		if v.Size != "" {
			si := b.intern(b.sizeIdx, &ix.sizes, v.Size)
			if !seenSize[si] {
				seenSize[si] = true
				d.sizes = append(d.sizes, si)
				b.facet("size", v.Size, id)
			}
		}
	}
	// Text.
	b.addTerms(0, id, p.Name)
	meta := p.Brand + " " + strings.Join(colourNames, " ")
	for code := p.CategoryCode; code != ""; {
		ci, ok := ix.catIndex[code]
		if !ok {
			break
		}
		meta += " " + ix.cats[ci].Name
		code = ix.cats[ci].ParentCode
	}
	b.addTerms(1, id, meta)
	b.addTerms(2, id, p.Description+" "+strings.Join(p.Features, " "))
	// Facets.
	b.facet("brand", p.Brand, id)
	b.facet("category", p.CategoryCode, id)
	b.facet("price", priceBand(p.Price), id)
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
	}
	// Named collections.
	if p.WasPrice > 0 {
		b.facet("collection", "top-offers", id)
	}
	if p.OnePassPrice > 0 || p.OnePassExclusive {
		b.facet("collection", "onepass", id)
	}
	if d.eaStart != 0 {
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
	// Suggestion phrases: the product's noun phrase (its last two name words) and its leaf.
	nw := words(p.Name)
	if len(nw) >= 2 {
		b.phrases[strings.Join(nw[len(nw)-2:], " ")]++
	}
	if len(nw) >= 1 {
		b.phrases[nw[len(nw)-1]]++
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

// priceBands are the price facet's options: value, display name, upper bound in cents (exclusive).
var priceBands = []struct {
	value, name string
	below       money.Cents
}{
	{"0-25", "Under $25", 2500}, {"25-50", "$25 - $50", 5000}, {"50-100", "$50 - $100", 10000},
	{"100-200", "$100 - $200", 20000}, {"200-500", "$200 - $500", 50000}, {"500-", "$500 and over", math.MaxInt64},
}

func priceBand(c money.Cents) string {
	for _, b := range priceBands {
		if c < b.below {
			return b.value
		}
	}
	return priceBands[len(priceBands)-1].value
}

// Build finishes the index. The Builder must not be used afterwards.
func (b *Builder) Build() *Index {
	ix := b.ix
	n := uint32(len(ix.docs))
	ix.all = roaring.New()
	ix.all.AddRange(0, uint64(n))
	ix.terms = make(map[string]*posting, len(b.postings))
	for t, p := range b.postings {
		post := &posting{name: roaring.BitmapOf(p[0]...), meta: roaring.BitmapOf(p[1]...), desc: roaring.BitmapOf(p[2]...)}
		post.all = roaring.FastOr(post.name, post.meta, post.desc)
		for _, bm := range []*roaring.Bitmap{post.name, post.meta, post.desc, post.all} {
			bm.RunOptimize()
		}
		ix.terms[t] = post
	}
	ix.byFirst = map[byte][]string{}
	for w := range ix.stemOf {
		ix.surface = append(ix.surface, w)
	}
	sort.Strings(ix.surface)
	for _, w := range ix.surface {
		ix.byFirst[w[0]] = append(ix.byFirst[w[0]], w)
	}
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
	ix.buildSuggestions(b.phrases)
	// Sort orders are computed once, off the start-up path; the first sorted query waits for them.
	go ix.orderBy("quality")
	return ix
}

// Len is the number of products indexed.
func (ix *Index) Len() int { return len(ix.docs) }

// orderBy returns doc ids sorted by a sort key, best first in that key's natural order. They are
// computed once, on first use, so start-up stays fast.
func (ix *Index) orderBy(key string) []uint32 {
	ix.sortOnce.Do(func() {
		ix.orders = map[string][]uint32{}
		base := make([]uint32, len(ix.docs))
		for i := range base {
			base[i] = uint32(i)
		}
		less := map[string]func(a, b *doc) bool{
			"price":    func(a, b *doc) bool { return a.price < b.price },
			"rating":   func(a, b *doc) bool { return a.rating > b.rating || a.rating == b.rating && a.reviews > b.reviews },
			"newest":   func(a, b *doc) bool { return a.created > b.created },
			"name":     func(a, b *doc) bool { return a.name < b.name },
			"discount": func(a, b *doc) bool { return discount(a) > discount(b) },
			"quality":  func(a, b *doc) bool { return a.quality > b.quality },
		}
		for k, f := range less {
			o := append([]uint32(nil), base...)
			sort.SliceStable(o, func(i, j int) bool { return f(&ix.docs[o[i]], &ix.docs[o[j]]) })
			ix.orders[k] = o
		}
	})
	return ix.orders[key]
}

func discount(d *doc) float64 {
	if d.was <= 0 {
		return 0
	}
	return float64(d.was-d.price) / float64(d.was)
}

// Summary returns a product card by base or variant code.
func (ix *Index) Summary(code string) (Summary, bool) {
	id, ok := ix.byCode[code]
	if !ok {
		return Summary{}, false
	}
	return ix.summary(id, 0), true
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

// summary draws doc id's card; nowMillis (0 = unknown) decides the time-dependent badges.
func (ix *Index) summary(id uint32, nowMillis int64) Summary {
	d := &ix.docs[id]
	slug := catalog.Slug(d.name)
	s := Summary{
		Code: d.code, Name: d.name, Brand: ix.brands[d.brand], URL: "/p/" + slug + "/" + d.code,
		CategoryCode: ix.cats[d.leaf].Code, Price: d.price.Wire(), Rating: float64(d.rating), ReviewCount: int(d.reviews),
		InStock: d.flags&flagInStock != 0, OnePassExclusive: d.flags&flagExclusive != 0,
		OnePassEarlyAccess: d.eaStart != 0, OnePassStartDate: d.eaStart, OnePassEndDate: d.eaEnd,
		PreOrder: d.flags&flagPreOrder != 0, OnlineOnly: d.flags&flagOnlineOnly != 0, Bulky: d.flags&flagBulky != 0,
		Personalisable: d.flags&flagPersonalisable != 0, GiftCard: string(d.giftCard), HasSizes: len(d.sizes) > 0,
		Colours: make([]Swatch, 0, len(d.colours)), Sizes: make([]string, 0, len(d.sizes)), Badges: []string{},
	}
	if d.was > 0 {
		w := d.was.Wire()
		s.WasPrice = &w
	}
	if d.onePass > 0 {
		w := d.onePass.Wire()
		s.OnePassPrice = &w
		s.OnePassBadgeText = "OnePass member price"
	}
	for _, c := range d.colours {
		ce := ix.colours[c.colour]
		if ce.name == "" {
			continue
		}
		s.Colours = append(s.Colours, Swatch{Name: ce.name, Hex: ce.hex, VariantCode: c.variant,
			URL: "/p/" + slug + "/" + c.variant, ImageURL: catalog.ImageURL(c.variant, 1)})
	}
	s.DefaultVariantCode = d.colours[0].variant
	s.ImageURL = catalog.ImageURL(s.DefaultVariantCode, 1)
	for _, si := range d.sizes {
		s.Sizes = append(s.Sizes, ix.sizes[si])
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
		if d.eaStart != 0 && (d.eaEnd == 0 || nowMillis < d.eaEnd) {
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
	named := map[string]int{"XXS": 1, "XS": 2, "S": 3, "M": 4, "L": 5, "XL": 6, "XXL": 7, "3XL": 8,
		"Single": 20, "King Single": 21, "Double": 22, "Queen": 23, "King": 24, "Super King": 25,
		"0000": 30, "000": 31, "00": 32, "Hand Towel": 40, "Bath Towel": 41, "Bath Sheet": 42}
	if r, ok := named[s]; ok {
		return 0, float64(r)
	}
	num := strings.TrimLeft(strings.TrimSuffix(strings.TrimSuffix(s, "\""), "cm"), "$")
	if f, err := strconv.ParseFloat(strings.SplitN(num, "x", 2)[0], 64); err == nil {
		return 1, f
	}
	return 2, 0
}

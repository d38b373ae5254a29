package search

import (
	"runtime"
	"slices"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/RoaringBitmap/roaring/v2"
)

// facetCounts are the option counts of every facet over one base set, by value id.
type facetCounts struct {
	brand, colour, size []int32 // by brand id, colour-name id, size id
	cat                 []int32 // by category position, whole subtrees
	price               [6]int32
	rating              [2]int32 // "4" and "3" stars & up
	inStock, onePass    int32
}

// noColour marks a colour entry without a name (gift cards, single-colour goods).
const noColour = 0xFFFF

// denseShare is the density above which facet counts come from AndCardinality per value rather
// than from a pass over the base's docs. The pass costs about one cache miss a doc; the
// intersections cost about the size of every value bitmap, whatever the base, so they win only
// when the base holds much of the catalogue (measured at a million products: a third).
const denseShare = 3

// count returns the facet counts over base: precomputed when base is one of the sets kept in
// ix.pre (the caller must not change them), counted otherwise. With only set, just that facet's
// counts are needed (a selected facet counts its options over its own base), which for most
// facets is a handful of intersections instead of a pass over every doc.
func (ix *Index) count(base *roaring.Bitmap, only string) *facetCounts {
	if c, ok := ix.pre[base]; ok {
		return c
	}
	if only != "" {
		if c, ok := ix.countOne(base, only); ok {
			return c
		}
	}
	return ix.countNew(base)
}

// countOne counts one facet's options over base by intersecting its value bitmaps: always for the
// facets of few values, and for the others when base is dense. It reports false when a pass over
// the docs is the cheaper way.
func (ix *Index) countOne(base *roaring.Bitmap, name string) (*facetCounts, bool) {
	c := &facetCounts{}
	switch name {
	case "price":
		for i, b := range priceBands {
			c.price[i] = card(base, ix.facets["price"][b.value])
		}
		return c, true
	case "rating":
		c.rating[0] = card(base, ix.facets["rating"]["4"])
		c.rating[1] = card(base, ix.facets["rating"]["3"])
		return c, true
	case "inStock":
		c.inStock = card(base, ix.facets["inStock"]["true"])
		return c, true
	case "onePass":
		c.onePass = card(base, ix.facets["onePass"]["true"])
		return c, true
	}
	if base.GetCardinality()*denseShare < uint64(len(ix.docs)) {
		return nil, false
	}
	cardAll := func(bms []*roaring.Bitmap) []int32 {
		out := make([]int32, len(bms))
		for i, bm := range bms {
			out[i] = card(base, bm)
		}
		return out
	}
	switch name {
	case "brand":
		c.brand = cardAll(ix.brandBM)
	case "colour":
		c.colour = cardAll(ix.colourBM)
	case "size":
		c.size = cardAll(ix.sizeBM)
	case "category":
		c.cat = cardAll(ix.leafBM)
		ix.rollUp(c)
	default:
		return nil, false
	}
	return c, true
}

func (ix *Index) countNew(base *roaring.Bitmap) *facetCounts {
	c := &facetCounts{
		brand: make([]int32, len(ix.brands)), colour: make([]int32, len(ix.colourNames)),
		size: make([]int32, len(ix.sizes)), cat: make([]int32, len(ix.cats)),
	}
	n := base.GetCardinality()
	if n == 0 {
		return c
	}
	if n*denseShare >= uint64(len(ix.docs)) {
		ix.countDense(base, c)
	} else {
		ix.countSparse(base, c)
	}
	ix.rollUp(c)
	return c
}

// rollUp adds leaf counts to their categories and departments; cats are sorted by level, so going
// backwards visits children before parents.
func (ix *Index) rollUp(c *facetCounts) {
	for i := len(ix.cats) - 1; i >= 0; i-- {
		if p := ix.parentOf[i]; p >= 0 {
			c.cat[p] += c.cat[i]
		}
	}
}

// precountShare sets which terms are common enough to keep their union and facet counts: those in
// at least one product in precountShare (and at least precountMin products). A one-word search
// for such a term costs a whole pass over tens of thousands of docs to count; the shop's common
// searches ("cotton", "kitchen", "set") are exactly these, and so are its category pages.
const (
	precountShare = 400
	precountMin   = 1000
)

// precount computes the facet counts of everything, of each category subtree and of each common
// term, on every core. At a million products it keeps about a thousand sets, a few megabytes.
func (ix *Index) precount() {
	sets := []*roaring.Bitmap{ix.all}
	for _, bm := range ix.subtree {
		sets = append(sets, bm)
	}
	limit := max(uint32(len(ix.docs)/precountShare), precountMin)
	for _, name := range []string{"brand", "collection"} { // brand pages and named collections
		for _, bm := range ix.facets[name] {
			if bm.GetCardinality() >= uint64(limit) {
				sets = append(sets, bm)
			}
		}
	}
	for _, p := range ix.terms {
		if p.df >= limit {
			// Not run-optimised: unions of run containers are slow, and a typo or prefix that
			// expands to several common terms ORs these.
			p.any = roaring.FastOr(p.name, p.meta, p.desc)
			sets = append(sets, p.any)
		}
	}
	out := make([]*facetCounts, len(sets))
	var wg sync.WaitGroup
	next := atomic.Int64{}
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < len(sets); i = int(next.Add(1) - 1) {
				out[i] = ix.countNew(sets[i])
			}
		})
	}
	wg.Wait()
	ix.pre = make(map[*roaring.Bitmap]*facetCounts, len(sets))
	for i, bm := range sets {
		ix.pre[bm] = out[i]
	}
}

func card(base, bm *roaring.Bitmap) int32 {
	if bm == nil {
		return 0
	}
	return int32(base.AndCardinality(bm))
}

func (ix *Index) countDense(base *roaring.Bitmap, c *facetCounts) {
	for i, bm := range ix.brandBM {
		c.brand[i] = card(base, bm)
	}
	for i, bm := range ix.colourBM {
		c.colour[i] = card(base, bm)
	}
	for i, bm := range ix.sizeBM {
		c.size[i] = card(base, bm)
	}
	for i, bm := range ix.leafBM {
		c.cat[i] = card(base, bm)
	}
	for i, b := range priceBands {
		c.price[i] = card(base, ix.facets["price"][b.value])
	}
	c.rating[0] = card(base, ix.facets["rating"]["4"])
	c.rating[1] = card(base, ix.facets["rating"]["3"])
	c.inStock = card(base, ix.facets["inStock"]["true"])
	c.onePass = card(base, ix.facets["onePass"]["true"])
}

// countSparse counts base by one pass over its docs' records. The loop has no branches but its
// own: every value of a record goes to a counter, the record's flag byte included (price band,
// ratings, stock and OnePass are read off a histogram of those bytes afterwards), and "none" has a
// counter of its own.
func (ix *Index) countSparse(base *roaring.Bitmap, c *facetCounts) {
	fw := &ix.fwd
	brand := make([]int32, len(ix.brands)+1)
	leaf := make([]int32, len(ix.cats)+1)
	vals := make([]int32, len(ix.colourNames)+len(ix.sizes))
	var flags [256]int32
	it := base.ManyIterator()
	var ids [256]uint32
	var recs [256]fwdRec
	for k := it.NextMany(ids[:]); k > 0; k = it.NextMany(ids[:]) {
		// Gather the batch's records first: the loads are independent, so the memory system
		// fetches many at once; counting them afterwards, with its unpredictable loop over
		// values, would otherwise wait for each record in turn.
		for i, id := range ids[:k] {
			recs[i] = fw.recs[id]
		}
		for i := range k {
			r := &recs[i]
			brand[r.brand]++
			leaf[r.leaf]++
			flags[r.bits]++
			vs := r.vals[:min(int(r.n), inlineVals)]
			if int(r.n) > inlineVals {
				vs = fw.overflow[ids[i]]
			}
			for _, v := range vs {
				vals[v]++
			}
		}
	}
	copy(c.brand, brand)
	copy(c.cat, leaf)
	copy(c.colour, vals)
	copy(c.size, vals[len(ix.colourNames):])
	for bits, n := range flags {
		if n == 0 {
			continue
		}
		c.price[bits&bitsBand] += n
		if bits&bitsRating4 != 0 {
			c.rating[0] += n
		}
		if bits&bitsRating3 != 0 {
			c.rating[1] += n
		}
		if bits&bitsInStock != 0 {
			c.inStock += n
		}
		if bits&bitsOnePass != 0 {
			c.onePass += n
		}
	}
}

// forward is the facet values of each doc, one 32-byte record a doc in one array: counting a base
// of tens of thousands of docs reads one cache line per doc or two instead of one from each of
// five arrays (that layout spent two thirds of its time waiting for memory).
type forward struct {
	recs []fwdRec
	// overflow holds the values of the rare docs with more than inlineVals of them.
	overflow map[uint32][]uint16
}

// inlineVals is how many colour and size values fit in a record.
const inlineVals = 13

// fwdRec is a doc's facet values. A doc without a brand has brand len(ix.brands), one outside the
// tree leaf len(ix.cats). Values are colour-name ids, then size ids offset by the number of colour
// names.
type fwdRec struct {
	brand, leaf uint16
	bits        uint8 // price band and flags, see bitsBand…
	n           uint8 // values; more than inlineVals are in forward.overflow
	vals        [inlineVals]uint16
}

// Bits of fwdRec.bits.
const (
	bitsBand    = 0x07 // price band index
	bitsRating4 = 1 << 3
	bitsRating3 = 1 << 4
	bitsInStock = 1 << 5
	bitsOnePass = 1 << 6
)

// buildForward fills ix.fwd from the docs.
func (ix *Index) buildForward() {
	fw := forward{recs: make([]fwdRec, len(ix.docs)), overflow: map[uint32][]uint16{}}
	sizeBase := uint16(len(ix.colourNames))
	var vals []uint16
	for id := range ix.docs {
		d := &ix.docs[id]
		r := &fw.recs[id]
		r.brand = uint16(len(ix.brands))
		if d.hasBrand {
			r.brand = d.brand
		}
		r.leaf = uint16(len(ix.cats))
		if d.leaf != noLeaf {
			r.leaf = d.leaf
		}
		bits := d.band
		if d.rating >= 4 {
			bits |= bitsRating4
		}
		if d.rating >= 3 {
			bits |= bitsRating3
		}
		if d.flags&flagInStock != 0 {
			bits |= bitsInStock
		}
		if d.onePass > 0 || d.flags&flagExclusive != 0 {
			bits |= bitsOnePass
		}
		r.bits = bits
		vals = vals[:0]
		for _, cr := range d.colours {
			// Two shades may share a name; the product still counts once.
			if nid := ix.colourNameOf[cr.colour]; nid != noColour && !slices.Contains(vals, nid) {
				vals = append(vals, nid)
			}
		}
		for _, s := range d.sizes {
			vals = append(vals, sizeBase+s)
		}
		r.n = uint8(min(len(vals), 255))
		if len(vals) > inlineVals {
			fw.overflow[uint32(id)] = slices.Clone(vals)
		} else {
			copy(r.vals[:], vals)
		}
	}
	ix.fwd = fw
}

func contains(list []string, v string) bool { return slices.Contains(list, v) }

func status(selected []string, v string) string {
	if contains(selected, v) {
		return "selected"
	}
	return ""
}

// options lists a facet's values with their counts. Options with no products are left out unless
// the shopper selected them, so a selection can always be undone.
func (ix *Index) options(name string, c *facetCounts, selected []string, root string) []FacetOption {
	opt := func(display, value string, n int32) (FacetOption, bool) {
		if n == 0 && !contains(selected, value) {
			return FacetOption{}, false
		}
		return FacetOption{DisplayName: display, Value: value, Count: int(n), Status: status(selected, value)}, true
	}
	var out []FacetOption
	switch name {
	case "category":
		return ix.categoryOptions(root, c, selected)
	case "price":
		for i, b := range priceBands {
			if o, ok := opt(b.name, b.value, c.price[i]); ok {
				out = append(out, o)
			}
		}
		return out
	case "rating":
		for i, v := range []string{"4", "3"} {
			if o, ok := opt(v+" stars & up", v, c.rating[i]); ok {
				out = append(out, o)
			}
		}
		return out
	case "inStock":
		if o, ok := opt("In stock online", "true", c.inStock); ok {
			out = append(out, o)
		}
		return out
	case "onePass":
		if o, ok := opt("OnePass member price", "true", c.onePass); ok {
			out = append(out, o)
		}
		return out
	case "brand":
		for i, b := range ix.brands {
			if ix.brandBM[i] == nil {
				continue
			}
			if o, ok := opt(b, b, c.brand[i]); ok {
				out = append(out, o)
			}
		}
		byCount(out)
		if len(out) > brandOptions {
			keep := out[:brandOptions:brandOptions]
			for _, o := range out[brandOptions:] {
				if o.Status == "selected" {
					keep = append(keep, o)
				}
			}
			out = keep
		}
		return out
	case "colour":
		for i, n := range ix.colourNames {
			if o, ok := opt(n, n, c.colour[i]); ok {
				o.Hex = ix.colourHexes[i]
				out = append(out, o)
			}
		}
		byCount(out)
		return out
	case "size":
		for i, s := range ix.sizes {
			if o, ok := opt(s, s, c.size[i]); ok {
				out = append(out, o)
			}
		}
		sort.Slice(out, func(a, b int) bool {
			ka, fa := sizeRank(out[a].Value)
			kb, fb := sizeRank(out[b].Value)
			if ka != kb {
				return ka < kb
			}
			if fa != fb {
				return fa < fb
			}
			return out[a].Value < out[b].Value
		})
		return out
	}
	return nil
}

// byCount orders options by count, most first, then by value for a stable answer.
func byCount(out []FacetOption) {
	sort.Slice(out, func(a, b int) bool {
		if out[a].Count != out[b].Count {
			return out[a].Count > out[b].Count
		}
		return out[a].Value < out[b].Value
	})
}

// categoryOptions is the nested category facet under root ("" = departments).
func (ix *Index) categoryOptions(root string, c *facetCounts, selected []string) []FacetOption {
	var out []FacetOption
	for _, i := range ix.children[root] {
		cat := ix.cats[i]
		n := c.cat[i]
		if n == 0 && !contains(selected, cat.Code) {
			continue
		}
		out = append(out, FacetOption{DisplayName: cat.Name, Value: cat.Code, Count: int(n), Status: status(selected, cat.Code),
			Children: ix.categoryOptions(cat.Code, c, selected)})
	}
	return out
}

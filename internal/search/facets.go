package search

import (
	"slices"
	"sort"

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
// than from a pass over the base's docs. Below it roaring keeps the base in array containers, and
// intersecting those with hundreds of value bitmaps costs far more than reading each doc once.
const denseShare = 12

// count returns the facet counts over base.
func (ix *Index) count(base *roaring.Bitmap) *facetCounts {
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
	// Leaf counts roll up to their categories and departments; cats are sorted by level, so going
	// backwards visits children before parents.
	for i := len(ix.cats) - 1; i >= 0; i-- {
		if p := ix.parentOf[i]; p >= 0 {
			c.cat[p] += c.cat[i]
		}
	}
	return c
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

func (ix *Index) countSparse(base *roaring.Bitmap, c *facetCounts) {
	fw := &ix.fwd
	it := base.ManyIterator()
	buf := make([]uint32, 512)
	for k := it.NextMany(buf); k > 0; k = it.NextMany(buf) {
		for _, id := range buf[:k] {
			if b := fw.brand[id]; b != noValue {
				c.brand[b]++
			}
			if l := fw.leaf[id]; l != noLeaf {
				c.cat[l]++
			}
			bits := fw.bits[id]
			c.price[bits&bitsBand]++
			if bits&bitsRating4 != 0 {
				c.rating[0]++
			}
			if bits&bitsRating3 != 0 {
				c.rating[1]++
			}
			if bits&bitsInStock != 0 {
				c.inStock++
			}
			if bits&bitsOnePass != 0 {
				c.onePass++
			}
			for _, v := range fw.vals[fw.off[id]:fw.off[id+1]] {
				if v&sizeValue != 0 {
					c.size[v&^sizeValue]++
				} else {
					c.colour[v]++
				}
			}
		}
	}
}

// forward is the facet values of each doc in flat arrays: counting a base reads a few bytes per
// doc instead of a whole doc record, which matters when the base is a hundred thousand docs.
type forward struct {
	brand, leaf []uint16 // noValue / noLeaf when none
	bits        []uint8  // price band and flags, see bitsBand…
	off         []uint32 // doc id → its values in vals: off[id]:off[id+1]
	vals        []uint16 // colour-name ids, and size ids with sizeValue set
}

// Bits of forward.bits.
const (
	bitsBand    = 0x07 // price band index
	bitsRating4 = 1 << 3
	bitsRating3 = 1 << 4
	bitsInStock = 1 << 5
	bitsOnePass = 1 << 6

	noValue   = 0xFFFF
	sizeValue = 0x8000
)

// buildForward fills ix.fwd from the docs.
func (ix *Index) buildForward() {
	n := len(ix.docs)
	fw := forward{brand: make([]uint16, n), leaf: make([]uint16, n), bits: make([]uint8, n), off: make([]uint32, n+1)}
	for id := range ix.docs {
		d := &ix.docs[id]
		fw.brand[id] = noValue
		if d.hasBrand {
			fw.brand[id] = d.brand
		}
		fw.leaf[id] = d.leaf
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
		fw.bits[id] = bits
		start := len(fw.vals)
		for _, cr := range d.colours {
			// Two shades may share a name; the product still counts once.
			if nid := ix.colourNameOf[cr.colour]; nid != noColour && !slices.Contains(fw.vals[start:], nid) {
				fw.vals = append(fw.vals, nid)
			}
		}
		for _, s := range d.sizes {
			fw.vals = append(fw.vals, s|sizeValue)
		}
		fw.off[id+1] = uint32(len(fw.vals))
	}
	fw.vals = slices.Clip(fw.vals)
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

package search

import (
	"sort"
	"strings"

	"github.com/RoaringBitmap/roaring/v2"
)

// Autosuggest limits (docs/catalog.md#autosuggest).
const (
	suggestProducts = 8
	suggestTerms    = 10
	// suggestScoreLimit is the match count above which autosuggest ranks products by quality
	// alone rather than scoring every match.
	suggestScoreLimit = 20000
)

// suggestion is a phrase shoppers may mean, with how many products it finds.
type suggestion struct {
	phrase string
	words  []string
	count  int
}

// buildSuggestions makes the suggestion dictionary: leaf category names, brands and the noun
// phrases of product names that several products share.
func (ix *Index) buildSuggestions(phrases map[string]int) {
	add := map[string]int{}
	for p, n := range phrases {
		if n >= 3 {
			add[p] = n
		}
	}
	for _, c := range ix.cats {
		if c.Level == 3 {
			add[normalise(c.Name)] = max(add[normalise(c.Name)], int(ix.subtree[c.Code].GetCardinality()))
		}
	}
	for b, bm := range ix.facets["brand"] {
		add[normalise(b)] = max(add[normalise(b)], int(bm.GetCardinality()))
	}
	for p, n := range add {
		if p == "" {
			continue
		}
		ix.suggest = append(ix.suggest, suggestion{phrase: p, words: strings.Fields(p), count: n})
	}
	sort.Slice(ix.suggest, func(a, b int) bool {
		if ix.suggest[a].count != ix.suggest[b].count {
			return ix.suggest[a].count > ix.suggest[b].count
		}
		return ix.suggest[a].phrase < ix.suggest[b].phrase
	})
}

// phraseMatches reports whether every query word begins some word of the phrase, in order.
func phraseMatches(s suggestion, qs []string) bool {
	i := 0
	for _, w := range s.words {
		if i < len(qs) && strings.HasPrefix(w, qs[i]) {
			i++
		}
	}
	return i == len(qs)
}

// Autosuggest answers what the shopper is typing: up to 10 suggested phrases and 8 products,
// treating the last word as a prefix. An empty term suggests nothing.
func (ix *Index) Autosuggest(term string) Suggestions {
	out := Suggestions{Products: []Summary{}, Suggestions: []string{}}
	qs := words(term)
	if len(qs) == 0 {
		return out
	}
	seen := map[string]bool{} // by stemmed form, so "coffee table" and "coffee tables" count once
	// Phrases that begin with what was typed come first ("co": "cover set" before "harbour co"),
	// then those where it begins a later word; each group by how many products it finds.
	find := func(qs []string) {
		for pass := range 2 {
			for _, s := range ix.suggest {
				if len(out.Suggestions) == suggestTerms {
					return
				}
				if strings.HasPrefix(s.words[0], qs[0]) != (pass == 0) || !phraseMatches(s, qs) {
					continue
				}
				key := ""
				for _, w := range s.words {
					key += stem(w) + " "
				}
				if !seen[key] {
					seen[key] = true
					out.Suggestions = append(out.Suggestions, s.phrase)
				}
			}
		}
	}
	find(qs)
	if len(out.Suggestions) == 0 {
		// A typo in the last word: try its close neighbours.
		last := qs[len(qs)-1]
		for _, cand := range ix.neighbours(last) {
			find(append(append([]string{}, qs[:len(qs)-1]...), cand))
		}
	}
	set, exps := ix.match(strings.Join(qs, " "), matchSuggest)
	if n := set.GetCardinality(); n > 0 {
		var top []uint32
		if n > suggestScoreLimit {
			// A letter or two matches much of the catalogue; text scores barely differ there, and
			// the best-liked products are what a shopper expects to see while still typing.
			top = ix.topByOrder(set, keyQuality, suggestProducts, false, int(n))
		} else {
			top = ix.topByScore(set, exps, suggestProducts, false)
		}
		for _, id := range top {
			out.Products = append(out.Products, ix.summary(id, 0))
		}
	}
	return out
}

// maxRecommend bounds how many recommendations one call returns.
const maxRecommend = 48

// Recommend returns up to n products (8 when n ≤ 0) for a recommendation pod, best quality first
// and deterministic:
//   - with a product (base or variant code): "pdp-complete-the-look" gives the best of the other
//     leaves of its department, one leaf at a time; any other pod ("pdp-similar", "cart"…) gives
//     others from its leaf, then from its parent category. The product itself is never included.
//   - "home-trending", or no known product: the best products overall, one department at a time.
func (ix *Index) Recommend(productCode, pod string, n int) []Summary {
	if n <= 0 {
		n = suggestProducts
	}
	n = min(n, maxRecommend)
	id, ok := ix.lookup(productCode)
	if !ok || pod == "home-trending" || int(ix.docs[id].leaf) >= len(ix.cats) {
		return ix.summaries(ix.trending(n))
	}
	leaf := int(ix.docs[id].leaf)
	dept := leaf
	for ix.parentOf[dept] >= 0 {
		dept = ix.parentOf[dept]
	}
	if pod == "pdp-complete-the-look" {
		var lists [][]uint32
		var walk func(c int)
		walk = func(c int) {
			for _, ch := range ix.children[ix.cats[c].Code] {
				if ch == leaf {
					continue
				}
				if len(ix.children[ix.cats[ch].Code]) == 0 {
					if set := ix.subtree[ix.cats[ch].Code]; !set.IsEmpty() {
						lists = append(lists, ix.topByOrder(set, keyQuality, n, false, int(set.GetCardinality())))
					}
					continue
				}
				walk(ch)
			}
		}
		walk(dept)
		return ix.summaries(roundRobin(lists, n))
	}
	// Its leaf first, then its parent category: beyond that products are no longer similar.
	var out []uint32
	seen := roaring.BitmapOf(id)
	for c, hops := leaf, 0; c >= 0 && hops < 2 && len(out) < n; c, hops = ix.parentOf[c], hops+1 {
		set := roaring.AndNot(ix.subtree[ix.cats[c].Code], seen)
		top := ix.topByOrder(set, keyQuality, n-len(out), false, int(set.GetCardinality()))
		out = append(out, top...)
		seen.AddMany(top)
	}
	return ix.summaries(out)
}

// trending is the n best products overall, taken one department at a time for variety.
func (ix *Index) trending(n int) []uint32 {
	order := ix.orderBy(keyQuality)
	deptOf := func(leaf uint16) int {
		if int(leaf) >= len(ix.cats) {
			return -1
		}
		c := int(leaf)
		for ix.parentOf[c] >= 0 {
			c = ix.parentOf[c]
		}
		return c
	}
	groups := map[int]int{} // department → position in lists
	var lists [][]uint32
	full := 0
	for _, id := range order {
		d := deptOf(ix.docs[id].leaf)
		g, ok := groups[d]
		if !ok {
			g = len(lists)
			groups[d] = g
			lists = append(lists, nil)
		}
		if len(lists[g]) < n {
			lists[g] = append(lists[g], id)
			if len(lists[g]) == n {
				full++
			}
		}
		// Every department that has products is full: nothing further can change the answer.
		if full == len(ix.children[""])+1 || full >= n {
			break
		}
	}
	return roundRobin(lists, n)
}

// roundRobin takes the first of each list, then the second of each, until it has n.
func roundRobin(lists [][]uint32, n int) []uint32 {
	var out []uint32
	for r := 0; len(out) < n; r++ {
		took := false
		for _, l := range lists {
			if r < len(l) && len(out) < n {
				out = append(out, l[r])
				took = true
			}
		}
		if !took {
			break
		}
	}
	return out
}

// summaries draws the cards of docs.
func (ix *Index) summaries(ids []uint32) []Summary {
	out := make([]Summary, 0, len(ids))
	for _, id := range ids {
		out = append(out, ix.summary(id, 0))
	}
	return out
}

package search

import (
	"sort"
	"strings"
)

// Autosuggest limits (seed 001 §9).
const (
	suggestProducts = 8
	suggestTerms    = 10
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
	find := func(qs []string) {
		for _, s := range ix.suggest {
			if len(out.Suggestions) == suggestTerms {
				return
			}
			if !phraseMatches(s, qs) {
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
	find(qs)
	if len(out.Suggestions) == 0 {
		// A typo in the last word: try its close neighbours.
		last := qs[len(qs)-1]
		if limit := typoLimit(last); limit > 0 {
			for _, cand := range ix.byFirst[last[0]] {
				if editDistance(last, cand, limit) <= limit {
					find(append(append([]string{}, qs[:len(qs)-1]...), cand))
				}
			}
		}
	}
	set, exps := ix.match(strings.Join(qs, " "), true)
	if set.GetCardinality() > 0 {
		for _, id := range ix.topByScore(set, exps, suggestProducts, false) {
			out.Products = append(out.Products, ix.summary(id, 0))
		}
	}
	return out
}

// Recommend returns up to n products: for a product, others from its leaf category, then its
// parent category ("pdp-complete-the-look": other leaves of its department); without one, the
// best products across departments.
func (ix *Index) Recommend(productCode, pod string, n int) []Summary {
	if n <= 0 || n > suggestProducts {
		n = suggestProducts
	}
	out := []Summary{}
	order := ix.orderBy("quality")
	picked := map[uint32]bool{}
	take := func(scope func(id uint32) bool, perLeaf int) {
		leafCount := map[uint16]int{}
		for _, id := range order {
			if len(out) == n {
				return
			}
			if picked[id] || !scope(id) {
				continue
			}
			lf := ix.docs[id].leaf
			if perLeaf > 0 && leafCount[lf] >= perLeaf {
				continue
			}
			leafCount[lf]++
			picked[id] = true
			out = append(out, ix.summary(id, 0))
		}
	}
	id, ok := ix.byCode[productCode]
	if !ok {
		take(func(uint32) bool { return true }, 1)
		return out
	}
	picked[id] = true
	leaf := ix.cats[ix.docs[id].leaf]
	parent := leaf.ParentCode
	dept := parent
	if p, ok := ix.catIndex[parent]; ok && ix.cats[p].ParentCode != "" {
		dept = ix.cats[p].ParentCode
	}
	if pod == "pdp-complete-the-look" {
		deptSet := ix.subtree[dept]
		take(func(d uint32) bool { return ix.docs[d].leaf != ix.docs[id].leaf && deptSet.Contains(d) }, 1)
		return out
	}
	leafSet := ix.subtree[leaf.Code]
	take(leafSet.Contains, 0)
	if parentSet := ix.subtree[parent]; parentSet != nil {
		take(parentSet.Contains, 0)
	}
	return out
}

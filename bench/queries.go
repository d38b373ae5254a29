package main

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/demo"
	"github.com/wattle/storefront/internal/search"
)

// vocabularyProducts is how many catalogue products the query vocabulary is drawn from. Product i
// does not depend on the catalogue size, so every size gets the same mix of queries.
const vocabularyProducts = 20000

// vocabularyTime anchors the generated products; names and brands do not depend on it.
var vocabularyTime = time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)

// Filter is one selected facet value.
type Filter struct {
	Name, Value string
}

// Query is one distinct request of the mix: a search term with up to two facet filters.
type Query struct {
	Term    string
	Filters []Filter
	Kind    string // word, phrase, name, brand, category, colour or typo
}

// Typo reports whether the term carries a deliberate misspelling.
func (q Query) Typo() bool { return q.Kind == "typo" }

// Label shows the query in a report: the term (or its prefix) and its filters.
func (q Query) Label(prefix bool) string {
	if prefix {
		return fmt.Sprintf("%q (autosuggest)", q.Prefix())
	}
	l := fmt.Sprintf("%q", q.Term)
	for _, f := range q.Filters {
		l += " " + f.Name + "=" + f.Value
	}
	return l
}

// key identifies a query, so that the mix holds distinct ones only.
func (q Query) key() string {
	parts := []string{q.Term}
	for _, f := range q.Filters {
		parts = append(parts, f.Name+"="+f.Value)
	}
	slices.Sort(parts[1:])
	return strings.Join(parts, "|")
}

// SearchPath is the query as a GET /api/search path; nocache asks the server to bypass its result
// cache.
func (q Query) SearchPath(nocache bool) string {
	v := url.Values{}
	v.Set("searchTerm", q.Term)
	for _, f := range q.Filters {
		v.Add(f.Name, f.Value)
	}
	if nocache {
		v.Set("nocache", "1")
	}
	return "/api/search?" + v.Encode()
}

// SearchQuery is the query for the in-process index, uncached, as the search endpoint builds it.
func (q Query) SearchQuery(now time.Time) search.Query {
	filters := map[string][]string{}
	for _, f := range q.Filters {
		filters[f.Name] = append(filters[f.Name], f.Value)
	}
	return search.Query{Term: q.Term, Filters: filters, Page: 1, PageSize: 48, Now: now}
}

// Prefix is what a shopper has typed on the way to the term: every word but the last in full and
// the last cut short (never below two letters). It is deterministic per term.
func (q Query) Prefix() string {
	ws := strings.Fields(q.Term)
	last := ws[len(ws)-1]
	if len(last) > 2 {
		cut := 2 + int(fnvString(q.Term)%uint64(len(last)-2))
		ws[len(ws)-1] = last[:cut]
	}
	return strings.Join(ws, " ")
}

// AutosuggestPath is the query's prefix as a GET /api/search/autosuggest path; nocache asks the
// server to bypass its answer cache.
func (q Query) AutosuggestPath(nocache bool) string {
	p := "/api/search/autosuggest?term=" + url.QueryEscape(q.Prefix())
	if nocache {
		p += "&nocache=1"
	}
	return p
}

// Mix is the benchmark's query mix: distinct queries in rank order, drawn Zipf-distributed, so a
// few popular queries repeat often and a long tail is seldom asked, as in a real shop.
type Mix struct {
	Queries []Query
	S       float64 // Zipf exponent
	seed    int64
}

// kindShares is the share (of 100) of each kind of query in the mix.
var kindShares = []struct {
	kind  string
	share int
}{
	{"word", 28}, {"phrase", 20}, {"name", 8}, {"brand", 10}, {"category", 10}, {"colour", 8}, {"typo", 16},
}

// NewMix generates n distinct queries from the vocabulary of the demo catalogue made from seed:
// words of product names, two- and three-word phrases, brands, category names, colour and noun
// pairs, and misspelt words. About half carry one or two filters taken from a product the term
// describes (its brand, a colour, its price band, its category, rating, stock or OnePass), so they
// usually match something, as a shopper's refinements do.
func NewMix(seed int64, n int, catalogueSize int, s float64) *Mix {
	cats := map[string]catalog.Category{}
	for _, c := range demo.Categories() {
		cats[c.Code] = c
	}
	var products []catalog.Product
	_ = demo.Products(seed, min(catalogueSize, vocabularyProducts), vocabularyTime, func(p catalog.Product) error {
		if p.GiftCard == catalog.GiftCardNone {
			products = append(products, p)
		}
		return nil
	})
	known := map[string]bool{}
	for _, p := range products {
		for _, w := range termWords(p.Name + " " + p.Brand + " " + p.Description) {
			known[w] = true
		}
	}
	r := rand.New(rand.NewPCG(uint64(seed), 0x5eed))
	seen := map[string]bool{}
	m := &Mix{S: s, seed: seed}
	for tries := 0; len(m.Queries) < n && tries < 50*n; tries++ {
		p := products[r.IntN(len(products))]
		q, ok := makeQuery(r, p, cats, known)
		if !ok || seen[q.key()] {
			continue
		}
		seen[q.key()] = true
		m.Queries = append(m.Queries, q)
	}
	return m
}

// makeQuery makes one query about product p.
func makeQuery(r *rand.Rand, p catalog.Product, cats map[string]catalog.Category, known map[string]bool) (Query, bool) {
	name := termWords(p.Name)
	if len(name) == 0 {
		return Query{}, false
	}
	roll := r.IntN(100)
	kind := kindShares[len(kindShares)-1].kind
	for _, k := range kindShares {
		if roll < k.share {
			kind = k.kind
			break
		}
		roll -= k.share
	}
	q := Query{Kind: kind}
	switch kind {
	case "word":
		q.Term = name[r.IntN(len(name))]
	case "phrase":
		q.Term = strings.Join(name[max(0, len(name)-2):], " ")
	case "name":
		q.Term = strings.Join(name[max(0, len(name)-3):], " ")
	case "brand":
		q.Term = strings.ToLower(p.Brand)
	case "category":
		q.Term = strings.ToLower(cats[p.CategoryCode].Name)
	case "colour":
		colour := p.Variants[r.IntN(len(p.Variants))].Colour
		if colour == "" {
			return Query{}, false
		}
		q.Term = strings.ToLower(colour) + " " + name[len(name)-1]
	case "typo":
		// Misspell one word of the product's noun phrase.
		phrase := name[max(0, len(name)-1-r.IntN(2)):]
		i := r.IntN(len(phrase))
		if len(phrase[i]) < 5 {
			return Query{}, false
		}
		bad := misspell(r, phrase[i])
		if known[bad] {
			return Query{}, false
		}
		phrase = slices.Clone(phrase)
		phrase[i] = bad
		q.Term = strings.Join(phrase, " ")
	}
	q.Term = strings.Join(strings.Fields(q.Term), " ")
	if q.Term == "" {
		return Query{}, false
	}
	nf := 0
	switch f := r.IntN(100); {
	case f < 35:
		nf = 1
	case f < 50:
		nf = 2
	}
	for _, name := range r.Perm(7)[:nf] {
		if f, ok := filterOf(r, p, cats, name); ok {
			q.Filters = append(q.Filters, f)
		}
	}
	sort.Slice(q.Filters, func(i, j int) bool { return q.Filters[i].Name < q.Filters[j].Name })
	return q, true
}

// filterOf is a filter that product p passes: facet number which of brand, colour, price, category,
// rating, inStock and onePass.
func filterOf(r *rand.Rand, p catalog.Product, cats map[string]catalog.Category, which int) (Filter, bool) {
	switch which {
	case 0:
		return Filter{"brand", p.Brand}, true
	case 1:
		c := p.Variants[r.IntN(len(p.Variants))].Colour
		return Filter{"colour", c}, c != ""
	case 2:
		return Filter{"price", priceBand(int64(p.Price))}, true
	case 3:
		// Half the time the leaf, half its parent category: both are category facet values.
		code := p.CategoryCode
		if r.IntN(2) == 0 && cats[code].ParentCode != "" {
			code = cats[code].ParentCode
		}
		return Filter{"category", code}, true
	case 4:
		switch {
		case p.Rating >= 4:
			return Filter{"rating", "4"}, true
		case p.Rating >= 3:
			return Filter{"rating", "3"}, true
		}
		return Filter{}, false
	case 5:
		return Filter{"inStock", "true"}, true
	default:
		return Filter{"onePass", "true"}, p.OnePassPrice > 0 || p.OnePassExclusive
	}
}

// priceBands are the price facet's values with their upper bounds in cents (exclusive), as the
// search index defines them.
var priceBands = []struct {
	value      string
	low, below int64
}{
	{"0-25", 0, 2500}, {"25-50", 2500, 5000}, {"50-100", 5000, 10000},
	{"100-200", 10000, 20000}, {"200-500", 20000, 50000}, {"500-", 50000, 1 << 62},
}

// priceBand is the price facet value of a price in cents.
func priceBand(cents int64) string {
	for _, b := range priceBands {
		if cents < b.below {
			return b.value
		}
	}
	return priceBands[len(priceBands)-1].value
}

// misspell makes one typing mistake in w: a dropped, doubled, swapped or wrong letter. The first
// letter is kept, as it is in most real typos.
func misspell(r *rand.Rand, w string) string {
	b := []byte(w)
	i := 1 + r.IntN(len(b)-1)
	switch r.IntN(4) {
	case 0: // dropped
		return string(append(b[:i:i], b[i+1:]...))
	case 1: // doubled
		return string(b[:i]) + string(b[i]) + string(b[i:])
	case 2: // swapped with its neighbour
		if i == len(b)-1 {
			i--
		}
		if i == 0 || b[i] == b[i+1] {
			return misspell(r, w)
		}
		b[i], b[i+1] = b[i+1], b[i]
		return string(b)
	default: // wrong letter
		c := byte('a' + r.IntN(26))
		if c == b[i] {
			c = 'a' + (c-'a'+1)%26
		}
		b[i] = c
		return string(b)
	}
}

// termWords lower-cases s and splits it into words of letters and digits, dropping one-letter
// words and the commonest stop words.
func termWords(s string) []string {
	fields := strings.FieldsFunc(strings.ToLower(s), func(c rune) bool {
		return !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9')
	})
	out := fields[:0]
	for _, w := range fields {
		switch w {
		case "a", "an", "and", "the", "for", "with", "of", "in", "on", "to", "by":
			continue
		}
		if len(w) > 1 {
			out = append(out, w)
		}
	}
	return out
}

// Picker returns a function that draws query indexes Zipf-distributed over the mix's ranks. Each
// load worker takes its own picker; stream makes their sequences differ but stay reproducible.
func (m *Mix) Picker(stream uint64) func() int {
	r := rand.New(rand.NewPCG(uint64(m.seed), 0x21bf+stream))
	z := rand.NewZipf(r, m.S, 1, uint64(len(m.Queries)-1))
	return func() int { return int(z.Uint64()) }
}

// Select returns up to n queries of the mix in rank order for which keep is true.
func (m *Mix) Select(n int, keep func(Query) bool) []Query {
	var out []Query
	for _, q := range m.Queries {
		if len(out) == n {
			break
		}
		if keep(q) {
			out = append(out, q)
		}
	}
	return out
}

// Describe summarises the mix for the report.
func (m *Mix) Describe() string {
	kinds := map[string]int{}
	filtered, multi := 0, 0
	for _, q := range m.Queries {
		kinds[q.Kind]++
		if len(q.Filters) > 0 {
			filtered++
		}
		if strings.Contains(q.Term, " ") {
			multi++
		}
	}
	var parts []string
	for _, k := range kindShares {
		parts = append(parts, fmt.Sprintf("%s %d", k.kind, kinds[k.kind]))
	}
	n := len(m.Queries)
	return fmt.Sprintf("%d distinct queries, Zipf s=%.2f; %s; %d%% with filters, %d%% multi-word",
		n, m.S, strings.Join(parts, ", "), 100*filtered/max(n, 1), 100*multi/max(n, 1))
}

// fnvString is the 64-bit FNV-1a hash of s.
func fnvString(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

package search

import (
	"cmp"
	"container/heap"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/RoaringBitmap/roaring/v2"
)

// Limits of a query.
const (
	defaultPageSize = 48
	maxPageSize     = 200
	maxTerms        = 8
	brandOptions    = 30
)

// redirects send a search for a service, not a product, to its page (docs/catalog.md#search-rules).
var redirects = map[string]string{
	"gift card": "/c/gift-cards", "gift cards": "/c/gift-cards", "giftcard": "/c/gift-cards", "giftcards": "/c/gift-cards",
	"e gift card": "/c/gift-cards", "egift card": "/c/gift-cards", "voucher": "/c/gift-cards",
	"onepass": "/onepass", "one pass": "/onepass",
	"track order": "/track-order", "track my order": "/track-order", "order tracking": "/track-order",
	"returns": "/returns", "return": "/returns", "refund": "/help/refund-policy",
	"store finder": "/stores", "stores": "/stores", "find a store": "/stores", "store locator": "/stores",
	"contact us": "/help/contact-us", "help": "/help/contact-us",
}

// namedCollections are the collections that are not categories, with their display names.
var namedCollections = map[string]string{
	"top-offers": "Top offers", "new-arrivals": "New arrivals", "onepass": "OnePass member prices",
	"early-access": "OnePass early access", "pre-order": "Pre-order", "gift-cards": "Gift cards",
	"online-only": "Online only",
}

// facetOrder is the order of facets in an answer, with display names and types.
var facetOrder = []struct{ name, display, typ string }{
	{"category", "Category", "nested"}, {"brand", "Brand", "single"}, {"colour", "Colour", "single"},
	{"size", "Size", "single"}, {"price", "Price", "single"}, {"rating", "Rating", "single"},
	{"inStock", "In stock", "boolean"}, {"onePass", "OnePass", "boolean"},
}

var sortOptions = []SortOption{
	{SortBy: "relevance", SortOrder: "descending", DisplayName: "Relevance"},
	{SortBy: "price", SortOrder: "ascending", DisplayName: "Price low to high"},
	{SortBy: "price", SortOrder: "descending", DisplayName: "Price high to low"},
	{SortBy: "rating", SortOrder: "descending", DisplayName: "Top rated"},
	{SortBy: "newest", SortOrder: "descending", DisplayName: "Newest"},
	{SortBy: "name", SortOrder: "ascending", DisplayName: "Name A-Z"},
	{SortBy: "discount", SortOrder: "descending", DisplayName: "Biggest saving"},
}

// naturalOrder is each sort's default direction.
var naturalOrder = map[string]string{"relevance": "descending", "price": "ascending", "rating": "descending",
	"newest": "descending", "name": "ascending", "discount": "descending"}

func (q *Query) normalise() {
	// Callers bound the page (the API answers a validation error); the index clamps it too, so
	// (Page-1)*PageSize can never overflow into a bad slice bound.
	q.Page = min(max(q.Page, 1), 1<<20)
	if q.PageSize <= 0 {
		q.PageSize = defaultPageSize
	}
	q.PageSize = min(q.PageSize, maxPageSize)
	if _, ok := naturalOrder[q.SortBy]; !ok {
		q.SortBy = "relevance"
	}
	if q.SortOrder != "ascending" && q.SortOrder != "descending" {
		q.SortOrder = naturalOrder[q.SortBy]
	}
	if q.Now.IsZero() {
		q.Now = time.Now()
	}
}

func (q *Query) cacheKey() string {
	var b strings.Builder
	b.WriteString(normalise(q.Term))
	for _, s := range []string{q.Collection, q.FacetName, q.FacetValue, strconv.Itoa(q.Page), strconv.Itoa(q.PageSize), q.SortBy, q.SortOrder, strings.Join(q.HiddenFacets, ","), q.Now.Truncate(time.Minute).Format(time.RFC3339)} {
		b.WriteByte('|')
		b.WriteString(s)
	}
	names := make([]string, 0, len(q.Filters))
	for n := range q.Filters {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		vals := append([]string(nil), q.Filters[n]...)
		sort.Strings(vals)
		b.WriteString("|" + n + "=" + strings.Join(vals, ","))
	}
	return b.String()
}

func (ix *Index) sortOptions(q Query) []SortOption {
	out := make([]SortOption, len(sortOptions))
	for i, o := range sortOptions {
		if o.SortBy == q.SortBy && o.SortOrder == q.SortOrder {
			o.Status = "selected"
		}
		out[i] = o
	}
	return out
}

// CacheKey identifies the answer to q: two queries with the same key have the same answer from
// the same index. It holds the minute of q.Now, because prices and early-access windows move with
// the clock. The transport caches encoded answers under it.
func (q Query) CacheKey() string {
	q.normalise()
	return q.cacheKey()
}

// NormaliseTerm is the form of a typed term that search and autosuggest see: lower case, words
// only, single spaces. Two terms with the same form have the same suggestions.
func NormaliseTerm(term string) string { return normalise(term) }

// Search answers a search, collection browse or facet browse.
func (ix *Index) Search(q Query) Result {
	a := ix.Answer(q)
	for _, id := range a.cards {
		a.Products = append(a.Products, ix.summary(id, a.now))
	}
	return a.Result
}

// Answer is a search answer whose product cards are not drawn yet: AppendJSON writes them straight
// from the index, which is what the API does (drawing 48 Summary values to encode them at once
// was a third of a search's time). Search draws them for Go callers.
type Answer struct {
	Result
	ix    *Index
	cards []uint32 // the page's docs, in order
	now   int64    // epoch ms, for the time-dependent badges
}

// Answer answers q like Search, leaving the cards to AppendJSON.
func (ix *Index) Answer(q Query) *Answer {
	q.normalise()
	a := &Answer{ix: ix, now: q.Now.UnixMilli()}
	if url, ok := redirects[normalise(q.Term)]; ok && q.Collection == "" && q.FacetName == "" {
		a.Result = Result{RedirectURL: url, Products: []Summary{}, Facets: []Facet{}, Groups: []CategoryGroup{},
			Sorting: Sorting{Page: q.Page, PageSize: q.PageSize, SortOptions: ix.sortOptions(q)}}
		return a
	}
	a.Result, a.cards = ix.search(q)
	return a
}

// AppendJSON appends the answer as Search's Result.AppendJSON would.
func (a *Answer) AppendJSON(b []byte) []byte {
	return a.appendJSON(b, func(b []byte) []byte {
		b = append(b, '[')
		for i, id := range a.cards {
			if i > 0 {
				b = append(b, ',')
			}
			b = a.ix.appendCard(b, id, a.now)
		}
		return append(b, ']')
	})
}

// scope is the set a query starts from: everything, a collection or a facet value.
func (ix *Index) scope(q Query) (*roaring.Bitmap, *CollectionInfo, string, bool) {
	switch {
	case q.Collection != "":
		if bm, ok := ix.subtree[q.Collection]; ok {
			node := ix.cats[ix.catIndex[q.Collection]]
			return bm, &CollectionInfo{ID: node.Code, DisplayName: node.Name, Parents: ix.parents(node.Code)}, node.Code, true
		}
		name, ok := namedCollections[q.Collection]
		if !ok {
			return nil, nil, "", false
		}
		info := &CollectionInfo{ID: q.Collection, DisplayName: name, Parents: []CategoryRef{}}
		if q.Collection == "new-arrivals" {
			return ix.newSince(q.Now.Add(-30 * 24 * time.Hour)), info, "", true
		}
		bm := ix.facets["collection"][q.Collection]
		if bm == nil {
			bm = roaring.New()
		}
		return bm, info, "", true
	case q.FacetName != "":
		vals, ok := ix.facets[q.FacetName]
		if !ok || q.FacetName == "collection" {
			return nil, nil, "", false
		}
		display := q.FacetValue
		bm := vals[q.FacetValue]
		if q.FacetName == "category" {
			bm = ix.subtree[q.FacetValue]
			if c, ok := ix.catIndex[q.FacetValue]; ok {
				display = ix.cats[c].Name
			}
		}
		if bm == nil {
			return nil, nil, "", false
		}
		return bm, &CollectionInfo{ID: q.FacetName + ":" + q.FacetValue, DisplayName: display, Parents: []CategoryRef{}}, "", true
	}
	return ix.all, nil, "", true
}

// newSince returns the docs created at or after t. "New" moves with the clock, so it cannot be a
// bitmap made at build time; the last answer is kept (by the minute) because every query of the
// same minute asks the same.
func (ix *Index) newSince(t time.Time) *roaring.Bitmap {
	cut := t.Truncate(time.Minute).Unix()
	if c := ix.fresh.Load(); c != nil && c.cut == cut {
		return c.bm
	}
	bm := roaring.New()
	buf := make([]uint32, 0, 1024)
	for i := range ix.docs {
		if ix.docs[i].created >= cut {
			buf = append(buf, uint32(i))
			if len(buf) == cap(buf) {
				bm.AddMany(buf)
				buf = buf[:0]
			}
		}
	}
	bm.AddMany(buf)
	bm.RunOptimize()
	ix.fresh.Store(&freshSet{cut: cut, bm: bm})
	return bm
}

// freshSet is a cached new-arrivals set.
type freshSet struct {
	cut int64
	bm  *roaring.Bitmap
}

func (ix *Index) parents(code string) []CategoryRef {
	var out []CategoryRef
	for c := ix.cats[ix.catIndex[code]].ParentCode; c != ""; c = ix.cats[ix.catIndex[c]].ParentCode {
		out = append([]CategoryRef{{GroupID: c, DisplayName: ix.cats[ix.catIndex[c]].Name}}, out...)
	}
	if out == nil {
		out = []CategoryRef{}
	}
	return out
}

// filterBitmap is the union of a facet's selected values, or nil when the facet is unknown.
func (ix *Index) filterBitmap(name string, values []string) *roaring.Bitmap {
	if name == "category" {
		var parts []*roaring.Bitmap
		for _, v := range values {
			if bm := ix.subtree[v]; bm != nil {
				parts = append(parts, bm)
			}
		}
		return roaring.FastOr(parts...)
	}
	vals, ok := ix.facets[name]
	if !ok || name == "collection" {
		return nil
	}
	var parts []*roaring.Bitmap
	for _, v := range values {
		if bm := vals[v]; bm != nil {
			parts = append(parts, bm)
		}
	}
	return roaring.FastOr(parts...)
}

// search answers q with the doc ids of the page's cards (Products is left empty).
func (ix *Index) search(q Query) (Result, []uint32) {
	res := Result{Products: []Summary{}, Facets: []Facet{}, Groups: []CategoryGroup{}}
	scope, info, root, ok := ix.scope(q)
	if !ok {
		res.NotFound = true
		res.Sorting = Sorting{Page: q.Page, PageSize: q.PageSize, SortOptions: ix.sortOptions(q)}
		return res, nil
	}
	res.Collection = info
	matches := scope
	var expansions [][]expansion
	if strings.TrimSpace(q.Term) != "" {
		var text *roaring.Bitmap
		text, expansions = ix.match(q.Term, matchSearch)
		if scope == ix.all {
			matches = text // the same set, and perhaps one whose counts are kept
		} else {
			matches = roaring.And(scope, text)
		}
	}
	// Selected filters, each a union of its values; the result is their intersection.
	selected := map[string]*roaring.Bitmap{}
	for name, vals := range q.Filters {
		if bm := ix.filterBitmap(name, vals); bm != nil {
			selected[name] = bm
		}
	}
	filtered := matches
	for _, bm := range selected {
		filtered = roaring.And(filtered, bm)
	}
	total := int(filtered.GetCardinality())
	res.Sorting = Sorting{TotalNumResults: total, Page: q.Page, PageSize: q.PageSize, SortOptions: ix.sortOptions(q)}
	if total > 0 {
		res.Sorting.LastPage = (total + q.PageSize - 1) / q.PageSize
	}
	ids := ix.page(q, filtered, expansions)
	hidden := map[string]bool{}
	for _, h := range q.HiddenFacets {
		hidden[h] = true
	}
	// Disjunctive counts: a facet's options count the matches filtered by every other selected
	// facet. Unselected facets share one base (the filtered matches); each selected facet has its own.
	var shared *facetCounts
	for _, f := range facetOrder {
		if hidden[f.name] {
			continue
		}
		base, counts, only := filtered, shared, ""
		if _, sel := selected[f.name]; sel {
			base, counts, only = matches, nil, f.name
			for name, bm := range selected {
				if name != f.name {
					base = roaring.And(base, bm)
				}
			}
		}
		if counts == nil {
			counts = ix.count(base, only)
			if base == filtered && only == "" {
				shared = counts
			}
		}
		facet := Facet{Name: f.name, DisplayName: f.display, Data: FacetData{DisplayType: f.typ}}
		facet.Options = ix.options(f.name, counts, q.Filters[f.name], root)
		if len(facet.Options) > 0 {
			res.Facets = append(res.Facets, facet)
		}
		if f.name == "category" {
			res.Groups = groups(facet.Options, nil)
		}
	}
	return res, ids
}

func groups(opts []FacetOption, parents []CategoryRef) []CategoryGroup {
	out := []CategoryGroup{}
	for _, o := range opts {
		p := append([]CategoryRef{}, parents...)
		out = append(out, CategoryGroup{GroupID: o.Value, DisplayName: o.DisplayName, Count: o.Count, Parents: p,
			Children: groups(o.Children, append(p, CategoryRef{GroupID: o.Value, DisplayName: o.DisplayName}))})
	}
	return out
}

// expansion is one dictionary term a query word matches, with how much it counts.
type expansion struct {
	post   *posting
	weight float32
}

// Match modes: a search treats the last word as a prefix only when it is no word of its own and
// falls back to any-word matching; autosuggest always treats it as a prefix (the shopper is typing).
const (
	matchSearch = iota
	matchSuggest
)

// match finds the docs containing every word of term, each word by its stem, a typo-tolerant
// neighbour or (the last word) a word it begins. When no doc has every word, a search falls back
// to docs with any of them: the score ranks those with more words first.
func (ix *Index) match(term string, mode int) (*roaring.Bitmap, [][]expansion) {
	ws := words(term)
	var kept []string
	for _, w := range ws {
		if !stopWords[w] {
			kept = append(kept, w)
		}
	}
	if len(kept) == 0 {
		kept = ws
	}
	if len(kept) > maxTerms {
		kept = kept[:maxTerms]
	}
	var result *roaring.Bitmap
	var all [][]expansion
	var per []*roaring.Bitmap
	for i, w := range kept {
		last := i == len(kept)-1
		exps := ix.expand(w, last && mode == matchSuggest, last && mode == matchSearch)
		var bm *roaring.Bitmap
		if len(exps) == 1 && exps[0].post.any != nil {
			bm = exps[0].post.any // a common term: its union is kept (and must not change)
		} else {
			parts := make([]*roaring.Bitmap, 0, 3*len(exps))
			for _, e := range exps {
				if e.post.any != nil {
					parts = append(parts, e.post.any)
				} else {
					parts = append(parts, e.post.name, e.post.meta, e.post.desc)
				}
			}
			bm = roaring.FastOr(parts...)
		}
		per = append(per, bm)
		if result == nil {
			result = bm
		} else {
			result = roaring.And(result, bm)
		}
		all = append(all, exps)
	}
	if result == nil {
		return roaring.New(), nil
	}
	if result.IsEmpty() && len(per) > 1 && mode == matchSearch {
		result = roaring.FastOr(per...)
	}
	return result, all
}

// typoCache remembers the typo neighbours of query words: the scan over the dictionary is the
// costly part of a misspelt query, and shoppers misspell the same words. Bounded; once full, new
// words are computed each time.
type typoCache struct {
	mu sync.RWMutex
	m  map[string][]string
}

const typoCacheSize = 20000

// neighbours returns the dictionary words within the typo limit of w that share its first letter.
func (ix *Index) neighbours(w string) []string {
	limit := TypoLimit(w)
	if limit == 0 {
		return nil
	}
	ix.typos.mu.RLock()
	got, ok := ix.typos.m[w]
	ix.typos.mu.RUnlock()
	if ok {
		return got
	}
	var out []string
	for _, cand := range ix.byFirst[w[0]] {
		if cand != w && editDistance(w, cand, limit) <= limit {
			out = append(out, cand)
		}
	}
	ix.typos.mu.Lock()
	if ix.typos.m == nil {
		ix.typos.m = map[string][]string{}
	}
	if len(ix.typos.m) < typoCacheSize {
		ix.typos.m[w] = out
	}
	ix.typos.mu.Unlock()
	return out
}

// maxPrefixWords bounds how many dictionary words a prefix expands to.
const maxPrefixWords = 40

// expand returns the postings a query word matches: its stem; words it begins when prefix is set
// (or, with prefixIfUnknown, when it is no word itself and has at least 3 letters); and, when that
// finds little, dictionary words within a small edit distance.
func (ix *Index) expand(w string, prefix, prefixIfUnknown bool) []expansion {
	var out []expansion
	seen := map[string]bool{}
	add := func(s string, weight float32) {
		if p := ix.terms[s]; p != nil && !seen[s] {
			seen[s] = true
			out = append(out, expansion{p, weight})
		}
	}
	add(stem(w), 1)
	if prefix || (prefixIfUnknown && len(out) == 0 && len(w) >= 3) {
		// The words w begins, the most common first: a shopper typing "tow" means towels before
		// tower fans. Each counts as much as the commonest completes the word, and a rarer one down
		// to half that, so a rare completion's high idf cannot put its products first.
		var cands []*posting
		var stems []string
		for i := sort.SearchStrings(ix.surface, w); i < len(ix.surface) && strings.HasPrefix(ix.surface[i], w); i++ {
			st := ix.stemOf[ix.surface[i]]
			if p := ix.terms[st]; p != nil && !seen[st] {
				seen[st] = true // taken as a candidate; add below keeps only the chosen ones
				cands, stems = append(cands, p), append(stems, st)
			}
		}
		for _, st := range stems {
			delete(seen, st)
		}
		order := make([]int, len(cands))
		for i := range order {
			order[i] = i
		}
		slices.SortFunc(order, func(a, b int) int {
			if c := cmp.Compare(cands[b].df, cands[a].df); c != 0 {
				return c
			}
			return strings.Compare(stems[a], stems[b])
		})
		if len(order) > maxPrefixWords {
			order = order[:maxPrefixWords]
		}
		for _, i := range order {
			top := cands[order[0]]
			share := float32(cands[i].df) / float32(top.df)
			add(stems[i], 0.8*(0.5+0.5*share)*top.idf/cands[i].idf)
		}
	}
	if len(out) == 0 || (len(out) == 1 && out[0].post.df < 3) {
		for _, cand := range ix.neighbours(w) {
			add(ix.stemOf[cand], 0.6)
		}
	}
	return out
}

// page returns the doc ids of the requested page in the requested order.
func (ix *Index) page(q Query, set *roaring.Bitmap, exps [][]expansion) []uint32 {
	total := int(set.GetCardinality())
	start := (q.Page - 1) * q.PageSize
	if start >= total {
		return nil
	}
	need := min(start+q.PageSize, total)
	var top []uint32
	if q.SortBy == "relevance" && len(exps) > 0 {
		top = ix.topByScore(set, exps, need, q.SortOrder == "ascending")
	} else {
		top = ix.topByOrder(set, sortKeys[q.SortBy], need, q.SortOrder != naturalOrder[q.SortBy], total)
	}
	if start >= len(top) {
		return nil
	}
	return top[start:min(need, len(top))]
}

// topByOrder returns the first need members of set in a presorted order. A large set is found by
// walking the order (about need × catalogue/total steps); a small one by a bounded heap over its
// members' ranks, which costs its size, not the catalogue's.
func (ix *Index) topByOrder(set *roaring.Bitmap, key, need int, reverse bool, total int) []uint32 {
	if need <= 0 || total == 0 {
		return nil
	}
	if n := len(ix.docs); total*8 >= n && need*(n/total) < n {
		return ix.walkTop(set, key, need, reverse)
	}
	return ix.heapTop(set, key, need, reverse)
}

// walkTop walks the order and keeps the members of set.
func (ix *Index) walkTop(set *roaring.Bitmap, key, need int, reverse bool) []uint32 {
	order := ix.orderBy(key)
	out := make([]uint32, 0, need)
	for i := range order {
		id := order[i]
		if reverse {
			id = order[len(order)-1-i]
		}
		if set.Contains(id) {
			out = append(out, id)
			if len(out) == need {
				break
			}
		}
	}
	return out
}

// heapTop keeps the need best ranks of set's members in a bounded heap.
func (ix *Index) heapTop(set *roaring.Bitmap, key, need int, reverse bool) []uint32 {
	rank := ix.rank(key)
	h := make(rankHeap, 0, need)
	sign := int32(1)
	if reverse {
		sign = -1
	}
	it := set.ManyIterator()
	buf := make([]uint32, 256)
	for n := it.NextMany(buf); n > 0; n = it.NextMany(buf) {
		for _, id := range buf[:n] {
			r := sign * rank[id]
			if len(h) < need {
				h.push(ranked{id, r})
			} else if r < h[0].r {
				h[0] = ranked{id, r}
				h.down(0)
			}
		}
	}
	out := make([]uint32, len(h))
	for i := len(h) - 1; i >= 0; i-- {
		out[i] = h.pop().id
	}
	return out
}

// ranked is a doc with its position in an order; rankHeap keeps the need best (lowest) positions
// with the worst on top. Hand-written rather than container/heap: this loop runs per matched doc.
type ranked struct {
	id uint32
	r  int32
}

type rankHeap []ranked

func (h *rankHeap) push(x ranked) {
	*h = append(*h, x)
	s := *h
	for i := len(s) - 1; i > 0; {
		p := (i - 1) / 2
		if s[p].r >= s[i].r {
			break
		}
		s[p], s[i] = s[i], s[p]
		i = p
	}
}

func (h rankHeap) down(i int) {
	for {
		l := 2*i + 1
		if l >= len(h) {
			return
		}
		if r := l + 1; r < len(h) && h[r].r > h[l].r {
			l = r
		}
		if h[i].r >= h[l].r {
			return
		}
		h[i], h[l] = h[l], h[i]
		i = l
	}
}

func (h *rankHeap) pop() ranked {
	s := *h
	top := s[0]
	s[0] = s[len(s)-1]
	*h = s[:len(s)-1]
	(*h).down(0)
	return top
}

// topByScore ranks the set by text relevance plus static quality and returns the need best.
// A word's score in a doc is its best expansion's field weight × match weight × idf, summed over
// the words; quality (rating × reviews, stock) breaks near-ties; equal scores go by doc id.
// Small sets (and the rare ascending order) are scored doc by doc; large ones by bounds over
// bitmap regions (topByBound), which gives the same answer without scoring most of the docs.
func (ix *Index) topByScore(set *roaring.Bitmap, exps [][]expansion, need int, ascending bool) []uint32 {
	if need <= 0 {
		return nil
	}
	if ascending {
		ids, scores := ix.scoreSet(set, exps)
		h := make(minHeap, 0, need+1)
		for i, id := range ids {
			h.offer(scored{id, -scores[i]}, need)
		}
		return h.drain()
	}
	if set.GetCardinality() <= exhaustiveLimit || numSplits(exps) > maxSplits {
		h := make(minHeap, 0, need+1)
		ix.offerAll(&h, set, exps, need)
		return h.drain()
	}
	return ix.topByBound(set, exps, need)
}

// offerAll scores every doc of set and offers it to h.
func (ix *Index) offerAll(h *minHeap, set *roaring.Bitmap, exps [][]expansion, need int) {
	ids, scores := ix.scoreSet(set, exps)
	for i, id := range ids {
		h.offer(scored{id, scores[i]}, need)
	}
}

// scoreSet scores every doc of set: its ids in order, with their scores.
func (ix *Index) scoreSet(set *roaring.Bitmap, exps [][]expansion) ([]uint32, []float32) {
	ids := set.ToArray()
	scores := make([]float32, len(ids))
	for i, id := range ids {
		scores[i] = ix.docs[id].quality
	}
	word := make([]float32, len(ids)) // this word's best expansion per doc
	exp := make([]float32, len(ids))  // this expansion's fields per doc
	buf := make([]uint32, 256)
	addField := func(bm *roaring.Bitmap, w float32) {
		it := roaring.And(set, bm).ManyIterator()
		j := 0
		for n := it.NextMany(buf); n > 0; n = it.NextMany(buf) {
			for _, id := range buf[:n] {
				for ids[j] != id {
					j++
				}
				exp[j] += w
			}
		}
	}
	for _, wexps := range exps {
		clear(word)
		for _, e := range wexps {
			clear(exp)
			w := e.weight * e.post.idf
			addField(e.post.name, weightName*w)
			addField(e.post.meta, weightMeta*w)
			addField(e.post.desc, weightDesc*w)
			for i, v := range exp {
				word[i] = max(word[i], v)
			}
		}
		for i, v := range word {
			scores[i] += v
		}
	}
	return ids, scores
}

// scored is a doc with its score; minHeap keeps the best need of them, the worst on top. Higher
// scores are better, and equal scores go by lower doc id.
type scored struct {
	id    uint32
	score float32
}

func better(a, b scored) bool { return a.score > b.score || a.score == b.score && a.id < b.id }

type minHeap []scored

func (h minHeap) Len() int           { return len(h) }
func (h minHeap) Less(i, j int) bool { return better(h[j], h[i]) }
func (h minHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *minHeap) Push(x any)        { *h = append(*h, x.(scored)) }
func (h *minHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// offer keeps s if it is among the best need.
func (h *minHeap) offer(s scored, need int) {
	if len(*h) < need {
		heap.Push(h, s)
	} else if better(s, (*h)[0]) {
		(*h)[0] = s
		heap.Fix(h, 0)
	}
}

// drain empties the heap, best first.
func (h *minHeap) drain() []uint32 {
	out := make([]uint32, len(*h))
	for i := len(out) - 1; i >= 0; i-- {
		out[i] = heap.Pop(h).(scored).id
	}
	return out
}

// Limits of topByBound: sets up to exhaustiveLimit docs are scored doc by doc, and so are regions
// up to regionLimit; a query with more than maxSplits word × expansion × field combinations (a
// short prefix or a typo with many neighbours) is scored doc by doc, its bounds being too loose.
const (
	exhaustiveLimit = 4096
	regionLimit     = 1024
	maxSplits       = 24
)

func numSplits(exps [][]expansion) int {
	n := 0
	for _, w := range exps {
		n += 3 * len(w)
	}
	return n
}

// A split is one field of one expansion of one query word: a bitmap, and what being in it adds to
// the word's score.
type split struct {
	word, exp int
	bm        *roaring.Bitmap
	add       float32
}

// region is a subset of the matches with what is known of its docs: for each split, in (1), out
// (-1) or unknown (0); hence bounds on the text score of every doc in it.
type region struct {
	bm     *roaring.Bitmap
	n      uint64
	state  []int8
	lo, hi []float32 // per word
	top    float32   // upper bound of the text score: the sum of hi
}

type regionHeap []*region

func (h regionHeap) Len() int           { return len(h) }
func (h regionHeap) Less(i, j int) bool { return h[i].top > h[j].top }
func (h regionHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *regionHeap) Push(x any)        { *h = append(*h, x.(*region)) }
func (h *regionHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// topByBound finds the same top need as scoring every doc, by branch and bound over regions of
// the set. A region's docs share what is known of which splits they are in; splitting it on the
// split that matters most tightens the bounds, and once every word's score is fixed in a region,
// its docs differ only by quality, so its best come straight from the precomputed quality order.
// Regions are taken best bound first and the search stops when the best bound left, plus the
// highest quality of any doc, cannot beat the need-th score found.
func (ix *Index) topByBound(set *roaring.Bitmap, exps [][]expansion, need int) []uint32 {
	var splits []split
	for wi, wexps := range exps {
		for ei, e := range wexps {
			w := e.weight * e.post.idf
			splits = append(splits, split{wi, ei, e.post.name, weightName * w}, split{wi, ei, e.post.meta, weightMeta * w},
				split{wi, ei, e.post.desc, weightDesc * w})
		}
	}
	bound := func(r *region) {
		r.lo, r.hi, r.top = make([]float32, len(exps)), make([]float32, len(exps)), 0
		for i := 0; i < len(splits); {
			// splits of one expansion are consecutive: name, meta, desc, summed in that order as
			// scoreSet does, so an exact region's score is bit for bit the doc-by-doc one.
			sp := splits[i]
			var lo, hi float32
			for f := range 3 {
				switch r.state[i+f] {
				case 1:
					lo += splits[i+f].add
					hi += splits[i+f].add
				case 0:
					hi += splits[i+f].add
				}
			}
			r.lo[sp.word] = max(r.lo[sp.word], lo)
			r.hi[sp.word] = max(r.hi[sp.word], hi)
			i += 3
		}
		for _, h := range r.hi {
			r.top += h
		}
	}
	exact := func(r *region) bool { return slices.Equal(r.lo, r.hi) }
	// next picks the unknown split with the largest weight among expansions that can still be a
	// word's best.
	next := func(r *region) int {
		best := -1
		for i := 0; i < len(splits); i += 3 {
			sp := splits[i]
			if r.lo[sp.word] == r.hi[sp.word] {
				continue
			}
			var hi float32
			for f := range 3 {
				if r.state[i+f] >= 0 {
					hi += splits[i+f].add
				}
			}
			if hi <= r.lo[sp.word] {
				continue
			}
			for f := range 3 {
				if r.state[i+f] == 0 && (best < 0 || splits[i+f].add > splits[best].add) {
					best = i + f
				}
			}
		}
		return best
	}
	root := &region{bm: set, n: set.GetCardinality(), state: make([]int8, len(splits))}
	bound(root)
	regions := regionHeap{root}
	h := make(minHeap, 0, need+1)
	slack := func(v float32) float32 { return v*1e-5 + 1e-5 } // float rounding of the bounds
	for len(regions) > 0 {
		r := heap.Pop(&regions).(*region)
		if len(h) == need && r.top+ix.maxQuality+slack(r.top+ix.maxQuality) < h[0].score {
			break // no doc left can make the top need
		}
		if exact(r) {
			ix.offerExact(&h, r, need)
			continue
		}
		i := -1
		if r.n > regionLimit {
			i = next(r) // an inexact region always has a split to make; -1 is only a safeguard
		}
		if i < 0 {
			ix.offerAll(&h, r.bm, exps, need)
			continue
		}
		in := roaring.And(r.bm, splits[i].bm)
		out := roaring.AndNot(r.bm, in) // in is no bigger than the split's bitmap, often far smaller
		for side, bm := range []*roaring.Bitmap{in, out} {
			n := bm.GetCardinality()
			if n == 0 {
				continue
			}
			c := &region{bm: bm, n: n, state: slices.Clone(r.state)}
			c.state[i] = 1 - 2*int8(side)
			bound(c)
			heap.Push(&regions, c)
		}
	}
	return h.drain()
}

// offerExact offers the best docs of a region whose word scores are fixed: its score is quality
// plus those, so its best need come first in the quality order. Docs further down the order score
// no more than the last one taken; while that ties the need-th, more are taken, since ties go by
// doc id.
func (ix *Index) offerExact(h *minHeap, r *region, need int) {
	score := func(id uint32) float32 {
		s := ix.docs[id].quality
		for _, v := range r.lo {
			s += v
		}
		return s
	}
	for k := need; ; k *= 2 {
		top := ix.topByOrder(r.bm, keyQuality, k, false, int(r.n))
		if len(top) < k || len(top) == int(r.n) || score(top[len(top)-1]) < score(top[min(need, len(top))-1]) {
			for _, id := range top {
				h.offer(scored{id, score(id)}, need)
			}
			return
		}
	}
}

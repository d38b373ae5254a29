package search

import (
	"container/heap"
	"sort"
	"strconv"
	"strings"
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

// redirects send a search for a service, not a product, to its page (seed 001 §7.13).
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
	q.Page = max(q.Page, 1)
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

// Search answers a search, collection browse or facet browse.
func (ix *Index) Search(q Query) Result {
	q.normalise()
	if url, ok := redirects[normalise(q.Term)]; ok && q.Collection == "" && q.FacetName == "" {
		return Result{RedirectURL: url, Products: []Summary{}, Facets: []Facet{}, Groups: []CategoryGroup{},
			Sorting: Sorting{Page: q.Page, PageSize: q.PageSize, SortOptions: ix.sortOptions(q)}}
	}
	key := ""
	if !q.NoCache {
		key = q.cacheKey()
		if r, ok := ix.cache.get(key); ok {
			return r
		}
	}
	r := ix.search(q)
	if !q.NoCache {
		ix.cache.put(key, r)
	}
	return r
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

func (ix *Index) newSince(t time.Time) *roaring.Bitmap {
	cut := t.Unix()
	bm := roaring.New()
	for i := range ix.docs {
		if ix.docs[i].created >= cut {
			bm.Add(uint32(i))
		}
	}
	return bm
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

func (ix *Index) search(q Query) Result {
	res := Result{Products: []Summary{}, Facets: []Facet{}, Groups: []CategoryGroup{}}
	scope, info, root, ok := ix.scope(q)
	if !ok {
		res.NotFound = true
		res.Sorting = Sorting{Page: q.Page, PageSize: q.PageSize, SortOptions: ix.sortOptions(q)}
		return res
	}
	res.Collection = info
	matches := scope
	var expansions [][]expansion
	if strings.TrimSpace(q.Term) != "" {
		var text *roaring.Bitmap
		text, expansions = ix.match(q.Term, false)
		matches = roaring.And(scope, text)
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
	now := q.Now.UnixMilli()
	for _, id := range ids {
		res.Products = append(res.Products, ix.summary(id, now))
	}
	hidden := map[string]bool{}
	for _, h := range q.HiddenFacets {
		hidden[h] = true
	}
	for _, f := range facetOrder {
		if hidden[f.name] {
			continue
		}
		// Disjunctive counts: a facet's options count the matches filtered by every other facet.
		base := matches
		for name, bm := range selected {
			if name != f.name {
				base = roaring.And(base, bm)
			}
		}
		facet := Facet{Name: f.name, DisplayName: f.display, Data: FacetData{DisplayType: f.typ}}
		facet.Options = ix.options(f.name, base, q.Filters[f.name], root)
		if len(facet.Options) > 0 {
			res.Facets = append(res.Facets, facet)
		}
		if f.name == "category" {
			res.Groups = groups(facet.Options, nil)
		}
	}
	return res
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

func contains(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

func status(selected []string, v string) string {
	if contains(selected, v) {
		return "selected"
	}
	return ""
}

// options lists a facet's values with their counts over base.
func (ix *Index) options(name string, base *roaring.Bitmap, selected []string, root string) []FacetOption {
	switch name {
	case "category":
		return ix.categoryOptions(root, base, selected)
	case "price":
		var out []FacetOption
		for _, b := range priceBands {
			if bm := ix.facets["price"][b.value]; bm != nil {
				if n := int(base.AndCardinality(bm)); n > 0 || contains(selected, b.value) {
					out = append(out, FacetOption{DisplayName: b.name, Value: b.value, Count: n, Status: status(selected, b.value)})
				}
			}
		}
		return out
	case "rating":
		var out []FacetOption
		for _, v := range []string{"4", "3"} {
			if bm := ix.facets["rating"][v]; bm != nil {
				if n := int(base.AndCardinality(bm)); n > 0 || contains(selected, v) {
					out = append(out, FacetOption{DisplayName: v + " stars & up", Value: v, Count: n, Status: status(selected, v)})
				}
			}
		}
		return out
	case "inStock", "onePass":
		display := map[string]string{"inStock": "In stock online", "onePass": "OnePass member price"}[name]
		if bm := ix.facets[name]["true"]; bm != nil {
			if n := int(base.AndCardinality(bm)); n > 0 || contains(selected, "true") {
				return []FacetOption{{DisplayName: display, Value: "true", Count: n, Status: status(selected, "true")}}
			}
		}
		return nil
	}
	var out []FacetOption
	for v, bm := range ix.facets[name] {
		n := int(base.AndCardinality(bm))
		if n == 0 && !contains(selected, v) {
			continue
		}
		o := FacetOption{DisplayName: v, Value: v, Count: n, Status: status(selected, v)}
		if name == "colour" {
			o.Hex = ix.colourHex(v)
		}
		out = append(out, o)
	}
	if name == "size" {
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
	sort.Slice(out, func(a, b int) bool {
		if out[a].Count != out[b].Count {
			return out[a].Count > out[b].Count
		}
		return out[a].Value < out[b].Value
	})
	if name == "brand" && len(out) > brandOptions {
		keep := out[:brandOptions]
		for _, o := range out[brandOptions:] {
			if o.Status == "selected" {
				keep = append(keep, o)
			}
		}
		out = keep
	}
	return out
}

func (ix *Index) colourHex(name string) string {
	for _, c := range ix.colours {
		if c.name == name {
			return c.hex
		}
	}
	return ""
}

// categoryOptions is the nested category facet under root ("" = departments).
func (ix *Index) categoryOptions(root string, base *roaring.Bitmap, selected []string) []FacetOption {
	var out []FacetOption
	for _, i := range ix.children[root] {
		c := ix.cats[i]
		n := int(base.AndCardinality(ix.subtree[c.Code]))
		if n == 0 && !contains(selected, c.Code) {
			continue
		}
		out = append(out, FacetOption{DisplayName: c.Name, Value: c.Code, Count: n, Status: status(selected, c.Code),
			Children: ix.categoryOptions(c.Code, base, selected)})
	}
	return out
}

// expansion is one dictionary term a query word matches, with how much it counts.
type expansion struct {
	post   *posting
	weight float32
}

// match finds the docs containing every word of term (each word by its stem, a typo-tolerant
// neighbour or — for the last word when prefix is set — a word it begins).
func (ix *Index) match(term string, prefix bool) (*roaring.Bitmap, [][]expansion) {
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
	for i, w := range kept {
		exps := ix.expand(w, prefix && i == len(kept)-1)
		parts := make([]*roaring.Bitmap, len(exps))
		for j, e := range exps {
			parts[j] = e.post.all
		}
		bm := roaring.FastOr(parts...)
		if result == nil {
			result = bm
		} else {
			result.And(bm)
		}
		all = append(all, exps)
	}
	if result == nil {
		result = roaring.New()
	}
	return result, all
}

// expand returns the postings a query word matches.
func (ix *Index) expand(w string, prefix bool) []expansion {
	var out []expansion
	seen := map[string]bool{}
	add := func(s string, weight float32) {
		if p := ix.terms[s]; p != nil && !seen[s] {
			seen[s] = true
			out = append(out, expansion{p, weight})
		}
	}
	add(stem(w), 1)
	if prefix && len(w) >= 1 {
		i := sort.SearchStrings(ix.surface, w)
		for n := 0; i < len(ix.surface) && strings.HasPrefix(ix.surface[i], w) && n < 40; i++ {
			add(ix.stemOf[ix.surface[i]], 0.8)
			n++
		}
	}
	if len(out) == 0 || (len(out) == 1 && out[0].post.all.GetCardinality() < 3) {
		if limit := typoLimit(w); limit > 0 {
			for _, cand := range ix.byFirst[w[0]] {
				if cand != w && editDistance(w, cand, limit) <= limit {
					add(ix.stemOf[cand], 0.6)
				}
			}
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
	switch {
	case q.SortBy == "relevance" && len(exps) > 0:
		top = ix.topByScore(set, exps, need, q.SortOrder == "ascending")
	default:
		key := q.SortBy
		if key == "relevance" {
			key = "quality"
		}
		top = ix.topByOrder(set, key, need, q.SortOrder != naturalOrder[q.SortBy], total)
	}
	if start >= len(top) {
		return nil
	}
	return top[start:min(need, len(top))]
}

// topByOrder walks a presorted order and keeps the members of set. For small sets sorting the set
// itself is cheaper than walking the whole catalogue.
func (ix *Index) topByOrder(set *roaring.Bitmap, key string, need int, reverse bool, total int) []uint32 {
	order := ix.orderBy(key)
	if total*32 < len(order) {
		ids := set.ToArray()
		rank := func(id uint32) int { return ix.rankIn(key, id) }
		sort.Slice(ids, func(a, b int) bool {
			if reverse {
				return rank(ids[a]) > rank(ids[b])
			}
			return rank(ids[a]) < rank(ids[b])
		})
		return ids[:min(need, len(ids))]
	}
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

// rankIn is a doc's position in a sort order (built lazily alongside the orders).
func (ix *Index) rankIn(key string, id uint32) int {
	ix.orderBy(key)
	ix.rankOnce.Do(func() {
		ix.ranks = map[string][]int32{}
		for k, o := range ix.orders {
			r := make([]int32, len(o))
			for pos, d := range o {
				r[d] = int32(pos)
			}
			ix.ranks[k] = r
		}
	})
	return int(ix.ranks[key][id])
}

type scored struct {
	id    uint32
	score float32
}

type minHeap []scored

func (h minHeap) Len() int { return len(h) }
func (h minHeap) Less(i, j int) bool {
	if h[i].score != h[j].score {
		return h[i].score < h[j].score
	}
	return h[i].id > h[j].id
}
func (h minHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *minHeap) Push(x any)   { *h = append(*h, x.(scored)) }
func (h *minHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// topByScore ranks the set by text relevance (field weights × match quality) plus static quality.
func (ix *Index) topByScore(set *roaring.Bitmap, exps [][]expansion, need int, ascending bool) []uint32 {
	ids := set.ToArray()
	scores := make([]float32, len(ids))
	for i, id := range ids {
		scores[i] = ix.docs[id].quality
	}
	addField := func(bm *roaring.Bitmap, w float32) {
		inter := roaring.And(set, bm)
		it := inter.Iterator()
		j := 0
		for it.HasNext() {
			id := it.Next()
			for ids[j] != id {
				j++
			}
			scores[j] += w
		}
	}
	for _, word := range exps {
		for _, e := range word {
			addField(e.post.name, weightName*e.weight)
			addField(e.post.meta, weightMeta*e.weight)
			addField(e.post.desc, weightDesc*e.weight)
		}
	}
	if ascending {
		for i := range scores {
			scores[i] = -scores[i]
		}
	}
	h := make(minHeap, 0, need+1)
	for i, id := range ids {
		s := scored{id, scores[i]}
		if len(h) < need {
			heap.Push(&h, s)
		} else if s.score > h[0].score || s.score == h[0].score && s.id < h[0].id {
			h[0] = s
			heap.Fix(&h, 0)
		}
	}
	out := make([]uint32, len(h))
	for i := len(h) - 1; i >= 0; i-- {
		out[i] = heap.Pop(&h).(scored).id
	}
	return out
}

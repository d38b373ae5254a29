package httpapi

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/platform/validate"
	"github.com/wattle/storefront/internal/search"
)

// Page sizes of listings (docs/catalog.md#listings).
const (
	searchPageSize     = 48
	collectionPageSize = 96
	maxTermLen         = 200
)

// listingParams are the parameters every listing takes besides what it lists: paging, sorting and
// the facet filters. A filter is named after its facet's name and repeated for several values
// (colour=black&colour=white); the facets below are the catalogue's (decisions.md).
type listingParams struct {
	Page            int      `query:"page" minimum:"1" maximum:"10000" description:"page number, from 1"`
	SortBy          string   `query:"sortBy" enum:"relevance,price,rating,newest,name,discount" description:"relevance, price, rating, newest, name or discount"`
	SortOrder       string   `query:"sortOrder" enum:"ascending,descending" description:"ascending or descending"`
	HiddenFacets    []string `query:"hiddenFacets" description:"facet names to leave out of the answer (repeated or comma separated)"`
	Category        []string `query:"category" description:"category facet value (a category code)"`
	Brand           []string `query:"brand" description:"brand facet value"`
	Colour          []string `query:"colour" description:"colour facet value"`
	Size            []string `query:"size" description:"size facet value"`
	Price           []string `query:"price" description:"price band value, e.g. 25-50"`
	Rating          []string `query:"rating" description:"minimum rating: 3 or 4"`
	InStock         string   `query:"inStock" enum:"true" description:"only products in stock online"`
	OnePass         string   `query:"onePass" enum:"true" description:"only products with a OnePass price"`
	SpLocationGroup string   `query:"spLocationGroup" description:"stock pot of the shopper's postcode"`
	NoCache         string   `query:"nocache" enum:"1" description:"1 bypasses the answer cache both ways (benchmarks)"`
}

// searchParams are searchProducts' parameters.
type searchParams struct {
	SearchTerm string `query:"searchTerm" maxLength:"200" description:"words to find; empty browses everything"`
	listingParams
}

// collectionParams are browseCollection's parameters.
type collectionParams struct {
	CollectionID string `query:"collection_id" required:"true" minLength:"1" description:"category code or collection name"`
	listingParams
}

// facetBrowseParams are browseFacet's parameters.
type facetBrowseParams struct {
	FacetName  string `query:"facetName" required:"true" minLength:"1" description:"facet name, e.g. brand"`
	FacetValue string `query:"facetValue" required:"true" minLength:"1" description:"facet value"`
	listingParams
}

// autosuggestParams are autosuggest's parameters.
type autosuggestParams struct {
	Term    string `query:"term" maxLength:"200" description:"the text typed so far"`
	NoCache string `query:"nocache" enum:"1" description:"1 bypasses the answer cache both ways (benchmarks)"`
}

// recommendationParams are getRecommendations' parameters.
type recommendationParams struct {
	ProductCode string `query:"productCode" description:"base or variant code"`
	Pod         string `query:"pod" description:"placement: pdp-similar, pdp-complete-the-look, home-trending, cart"`
}

// productList is an answer that is a list of product cards.
type productList struct {
	Products []search.Summary `json:"products"`
}

// navigation is getNavigation's answer: the departments, each with its categories.
type navigation struct {
	Departments []navNode `json:"departments"`
}

// reservedParams are query parameters that are not facet filters.
var reservedParams = map[string]bool{
	"searchTerm": true, "page": true, "sortBy": true, "sortOrder": true, "hiddenFacets": true,
	"spLocationGroup": true, "apiKey": true, "testCells": true, "userId": true, "collection_id": true,
	"facetName": true, "facetValue": true, "nocache": true, "_": true,
}

var sortBys = map[string]bool{"": true, "relevance": true, "price": true, "rating": true, "newest": true, "name": true, "discount": true}

// maxPage bounds the page parameter: 10,000 pages of 48 is twice the largest catalogue we run, and
// a bound keeps page × size far from overflowing.
const maxPage = 10000

// parseQuery turns listing parameters into a search query, collecting every field error, the
// listing's own required parameters (required) among them.
func (s *Server) parseQuery(r *http.Request, pageSize int, required ...string) (search.Query, error) {
	q := r.URL.Query()
	var errs validate.Errors
	for _, name := range required {
		errs.Required(name, q.Get(name))
	}
	page := errs.Int("page", q.Get("page"), 1, maxPage, 1)
	term := strings.TrimSpace(q.Get("searchTerm"))
	errs.MaxLen("searchTerm", term, maxTermLen)
	sortBy, sortOrder := q.Get("sortBy"), q.Get("sortOrder")
	if !sortBys[sortBy] {
		errs.Add("sortBy", validate.MalformedRequest)
	}
	errs.OneOf("sortOrder", sortOrder, "ascending", "descending")
	filters := map[string][]string{}
	for name, values := range q {
		if reservedParams[name] {
			continue
		}
		for _, v := range values {
			if v != "" {
				filters[name] = append(filters[name], v)
			}
		}
	}
	if err := errs.Err(); err != nil {
		return search.Query{}, err
	}
	return search.Query{
		Term: term, Filters: filters, HiddenFacets: queryList(r, "hiddenFacets"),
		Page: page, PageSize: pageSize, SortBy: sortBy, SortOrder: sortOrder,
		Now: s.deps.Clock.Now(),
	}, nil
}

// Cache-Control of search answers: a minute, the grain of the answer cache.
const searchCacheControl = "public, max-age=60"

// cachedAnswer serves the answer under key from the answer cache, or computes, encodes and keeps
// it. nocache=1 bypasses the cache both ways (the benchmark measures the index through it). A
// compute that reports false (a 404) has written its own answer and nothing is kept.
func (s *Server) cachedAnswer(w http.ResponseWriter, r *http.Request, key string, compute func(ix *search.Index) (any, bool)) {
	ix := s.index()
	bypass := r.URL.Query().Get("nocache") == "1"
	err := s.answers.Answer(w, r, key, ix, searchCacheControl, bypass, func() (any, bool, error) {
		data, ok := compute(ix)
		return data, ok, nil
	})
	if err != nil {
		writeError(w, r, err)
	}
}

func (s *Server) runSearch(w http.ResponseWriter, r *http.Request, q search.Query) {
	s.cachedAnswer(w, r, r.URL.Path+"?"+q.CacheKey(), func(ix *search.Index) (any, bool) {
		a := ix.Answer(q) // the cards are written straight from the index when encoded
		if a.NotFound {
			writeError(w, r, &apiError{Status: http.StatusNotFound, Code: codeNotFound, Message: "We couldn't find that collection."})
			return nil, false
		}
		return a, true
	})
}

func (s *Server) searchProducts(w http.ResponseWriter, r *http.Request) {
	q, err := s.parseQuery(r, searchPageSize)
	if err != nil {
		writeError(w, r, err)
		return
	}
	s.runSearch(w, r, q)
}

func (s *Server) browseCollection(w http.ResponseWriter, r *http.Request) {
	q, err := s.parseQuery(r, collectionPageSize, "collection_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	q.Collection = r.URL.Query().Get("collection_id")
	s.runSearch(w, r, q)
}

func (s *Server) browseFacet(w http.ResponseWriter, r *http.Request) {
	q, err := s.parseQuery(r, collectionPageSize, "facetName", "facetValue")
	if err != nil {
		writeError(w, r, err)
		return
	}
	q.FacetName, q.FacetValue = r.URL.Query().Get("facetName"), r.URL.Query().Get("facetValue")
	s.runSearch(w, r, q)
}

func (s *Server) autosuggest(w http.ResponseWriter, r *http.Request) {
	term := r.URL.Query().Get("term")
	var errs validate.Errors
	errs.MaxLen("term", term, maxTermLen)
	if err := errs.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	key := r.URL.Path + "?" + search.NormaliseTerm(term) + "|" + s.deps.Clock.Now().Truncate(time.Minute).Format(time.RFC3339)
	s.cachedAnswer(w, r, key, func(ix *search.Index) (any, bool) {
		sug := ix.Autosuggest(term)
		return &sug, true
	})
}

// recommendationCount is the recommendations limit (docs/catalog.md#recommendations).
const recommendationCount = 8

func (s *Server) getRecommendations(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	code := q.Get("productCode")
	if code != "" {
		if _, ok := s.index().Summary(code); !ok {
			writeError(w, r, &apiError{Status: http.StatusNotFound, Code: codeNotFound, Message: "We couldn't find that product."})
			return
		}
	}
	products := s.index().Recommend(code, q.Get("pod"), recommendationCount)
	if products == nil {
		products = []search.Summary{}
	}
	w.Header().Set("Cache-Control", "public, max-age=300")
	writeData(w, productList{Products: products})
}

func (s *Server) getNavigation(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "public, max-age=300")
	idx := s.index()
	menu := s.menu.Load()
	if menu == nil || menu.index != idx {
		// The menu changes only with the index (a catalogue import builds a new one): made once per index,
		// not on every page the server renders, each of which inlines it.
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		_ = enc.Encode(envelope{Success: true, Data: navigation{Departments: navNodes(idx.Tree())}})
		menu = &encodedMenu{index: idx, body: b.Bytes()}
		s.menu.Store(menu)
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	_, _ = w.Write(menu.body)
}

// encodedMenu is the navigation answer's envelope as made from one index.
type encodedMenu struct {
	index *search.Index
	body  []byte
}

type navNode struct {
	Code     string    `json:"code"`
	Name     string    `json:"name"`
	URL      string    `json:"url"`
	Icon     string    `json:"icon,omitempty"`
	Count    int       `json:"count"`
	Children []navNode `json:"children"`
}

func navNodes(nodes []search.CategoryNode) []navNode {
	out := make([]navNode, 0, len(nodes))
	for _, n := range nodes {
		nn := navNode{Code: n.Code, Name: n.Name, URL: "/c/" + n.Code, Count: n.Count, Children: navNodes(n.Children)}
		if n.Level == 1 {
			nn.Icon = "/img/icon/" + catalog.DepartmentIcon(n.Code) + ".svg"
		}
		out = append(out, nn)
	}
	return out
}

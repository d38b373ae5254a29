package search

import (
	"time"

	"github.com/wattle/storefront/internal/catalog"
)

// Query is one listing request: a search, a collection browse or a browse by facet.
type Query struct {
	Term string // searchTerm; "" browses everything
	// Collection is browseCollection's collection_id: a category code at any level, or a named
	// collection: "top-offers" (reduced), "new-arrivals" (created within 30 days of Now),
	// "onepass" (member price or exclusive), "early-access", "pre-order", "gift-cards",
	// "online-only". An unknown one gives Result.NotFound.
	Collection string
	FacetName  string // browseFacet: a facet name ("brand", "colour"…)…
	FacetValue string // …and one of its option values; unknown ones give Result.NotFound
	// Filters are the selected option values by facet name; values within a facet are ORed,
	// facets are ANDed. Unknown facet names are ignored.
	Filters      map[string][]string
	HiddenFacets []string  // facets to leave out of the answer (a selection in them still filters)
	Page         int       // from 1; below 1 means 1
	PageSize     int       // 48 for search, 96 for collections (the caller decides); 0 means 48, at most 200
	SortBy       string    // relevance (default), price, rating, newest, name, discount
	SortOrder    string    // ascending or descending; "" takes the sort's natural order
	Now          time.Time // for "new" and early-access state; zero means time.Now()
}

// Result is a listing answer. The JSON tags are the API's wire names.
type Result struct {
	Products    []Summary       `json:"products"`
	Facets      []Facet         `json:"facets"`
	Groups      []CategoryGroup `json:"groups"`
	Collection  *CollectionInfo `json:"collection,omitempty"`
	Sorting     Sorting         `json:"sorting"`
	RedirectURL string          `json:"redirectUrl,omitempty"`
	// NotFound means the collection or facet named by the query does not exist.
	NotFound bool `json:"-"`
}

// Sorting is the paging and sort state of a result.
type Sorting struct {
	TotalNumResults int          `json:"total_num_results"`
	Page            int          `json:"page"`
	PageSize        int          `json:"page_size"`
	LastPage        int          `json:"last_page"` // ceil(total / page size); 0 when nothing matched
	SortOptions     []SortOption `json:"sort_options"`
}

// SortOption is one choice of the sort select.
type SortOption struct {
	SortBy      string `json:"sort_by"`
	SortOrder   string `json:"sort_order"`
	DisplayName string `json:"display_name"`
	Status      string `json:"status"` // "selected" or ""
}

// Facet is one filter group.
type Facet struct {
	Name        string        `json:"name"`
	DisplayName string        `json:"display_name"`
	Data        FacetData     `json:"data"`
	Options     []FacetOption `json:"options"`
}

// FacetData carries how the facet is shown.
type FacetData struct {
	DisplayType string `json:"displayType"` // "boolean", "nested" or "single"
}

// FacetOption is one value of a facet with the number of products it would show.
type FacetOption struct {
	DisplayName string        `json:"display_name"`
	Value       string        `json:"value"`
	Count       int           `json:"count"`
	Status      string        `json:"status"`
	Hex         string        `json:"hex,omitempty"`
	Children    []FacetOption `json:"children,omitempty"`
}

// CategoryRef names a category.
type CategoryRef struct {
	GroupID     string `json:"group_id"`
	DisplayName string `json:"display_name"`
}

// CategoryGroup is a category of the matches, with its count and children.
type CategoryGroup struct {
	GroupID     string          `json:"group_id"`
	DisplayName string          `json:"display_name"`
	Count       int             `json:"count"`
	Parents     []CategoryRef   `json:"parents"`
	Children    []CategoryGroup `json:"children"`
}

// CollectionInfo describes the collection being browsed, with its breadcrumb.
type CollectionInfo struct {
	ID          string        `json:"id"`
	DisplayName string        `json:"display_name"`
	Parents     []CategoryRef `json:"parents"`
}

// CategoryNode is a node of the category tree with its product count.
type CategoryNode struct {
	Code       string         `json:"code"`
	Name       string         `json:"name"`
	ParentCode string         `json:"parentCode"`
	Level      int            `json:"level"`
	Count      int            `json:"count"`
	Children   []CategoryNode `json:"children,omitempty"`
}

// Suggestions is the autosuggest answer.
type Suggestions struct {
	Products    []Summary `json:"products"`
	Suggestions []string  `json:"suggestions"`
}

// Swatch is one colour of a product (the card type lives in catalog, shared with the product page).
type Swatch = catalog.Swatch

// Summary is what a product card needs (catalog.Card).
type Summary = catalog.Card

package httpapi

import (
	"net/http"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/content"
	"github.com/wattle/storefront/internal/feature"
	"github.com/wattle/storefront/internal/search"
)

// route is one API operation: the mux and the OpenAPI document are both built from this table, so
// they cannot disagree. The document's parameters, request body and answer schemas are generated
// from the Go types named here (openapi.go).
type route struct {
	op      string // operationId from ../shared/spec/api-operations.md
	method  string
	path    string
	tag     string
	summary string
	// in is the request, a value of a struct type: its `path`, `query` and `header` fields are
	// the parameters, its `json` fields the body of a call that has one (form fields or JSON). nil
	// takes nothing.
	in any
	// out is a value of the type of data in the success answer.
	out any
	// missing is the error code of the 404 the operation answers when what it names does not
	// exist; "" when it names nothing that can be missing.
	missing string
	handler http.HandlerFunc
	// ownETag marks a handler that sets its own ETag (from a cached answer) rather than having
	// its body hashed on every request.
	ownETag bool
}

func (s *Server) apiRoutes() []route {
	return []route{
		{op: "getSession", method: http.MethodGet, path: "/api/session", tag: "session",
			summary: "The session: csrf token (bound to the session cookie) and who is shopping.",
			in:      sessionParams{}, out: sessionInfo{}, handler: s.getSession},
		{op: "getEnvironment", method: http.MethodGet, path: "/api/environment", tag: "session",
			summary: "Feature toggles (the seed's defaults) and when to ask again.",
			out:     feature.Environment{}, handler: s.getEnvironment},
		{op: "setFraudDeviceData", method: http.MethodPost, path: "/api/session/fraud-device", tag: "session",
			summary: "Record the fraud provider's device id on the session (form or JSON: dtid, _csrf).",
			in:      fraudDeviceData{}, out: noData{}, handler: s.setFraudDeviceData},
		{op: "getNavigation", method: http.MethodGet, path: "/api/navigation", tag: "catalog",
			summary: "The department and category tree for the menus, with product counts.",
			out:     navigation{}, handler: s.getNavigation},
		{op: "getHomeContent", method: http.MethodGet, path: "/api/content/home", tag: "content",
			summary: "Home page content slots: hero, departments, top offers, new arrivals, popular searches.",
			out:     content.Home{}, handler: s.getHomeContent},
		{op: "getProductDetails", method: http.MethodGet, path: "/api/products/{product}", tag: "catalog",
			summary: "A product with its variants, lookData and endOfLifeLinks, by base or variant code.",
			in:      productParams{}, out: catalog.ProductDetails{}, missing: codeNotFound,
			handler: s.getProductDetails},
		{op: "searchProducts", method: http.MethodGet, path: "/api/search", tag: "search",
			summary: "Search the catalogue: 48 a page, relevance first, with facets, or a redirectUrl.",
			in:      searchParams{}, out: search.Result{}, handler: s.searchProducts, ownETag: true},
		{op: "autosuggest", method: http.MethodGet, path: "/api/search/autosuggest", tag: "search",
			summary: "Up to 8 products and 10 suggested terms for what the shopper is typing.",
			in:      autosuggestParams{}, out: search.Suggestions{}, handler: s.autosuggest, ownETag: true},
		{op: "browseCollection", method: http.MethodGet, path: "/api/browse", tag: "search",
			summary: "Browse a category or named collection: 96 a page.",
			in:      collectionParams{}, out: search.Result{}, missing: codeNotFound,
			handler: s.browseCollection, ownETag: true},
		{op: "browseFacet", method: http.MethodGet, path: "/api/browse/facet", tag: "search",
			summary: "Browse everything with one facet value, such as a brand.",
			in:      facetBrowseParams{}, out: search.Result{}, missing: codeNotFound,
			handler: s.browseFacet, ownETag: true},
		{op: "getRecommendations", method: http.MethodGet, path: "/api/recommendations", tag: "search",
			summary: "Up to 8 recommended products for a product or a page pod.",
			in:      recommendationParams{}, out: productList{}, missing: codeNotFound,
			handler: s.getRecommendations},
		{op: "getStoreStock", method: http.MethodGet, path: "/api/stock/stores", tag: "inventory",
			summary: "Stock status of variants at stores.",
			in:      storeStockParams{}, out: storeStockAnswer{}, handler: s.getStoreStock},
		{op: "getOnlineStock", method: http.MethodGet, path: "/api/stock/online", tag: "inventory",
			summary: "Home and express delivery stock status of variants.",
			in:      onlineStockParams{}, out: onlineStockAnswer{}, handler: s.getOnlineStock},
		{op: "getStoreDetails", method: http.MethodGet, path: "/api/stores/{storeNumber}", tag: "location",
			summary: "One store: address, opening hours, collection points.",
			in:      storeParams{}, out: storeAnswer{}, missing: codeStore, handler: s.getStoreDetails},
		{op: "getNearestStores", method: http.MethodGet, path: "/api/stores/nearest", tag: "location",
			summary: "Stores nearest a point.",
			in:      nearestParams{}, out: storeList{}, handler: s.getNearestStores},
		{op: "searchLocation", method: http.MethodGet, path: "/api/locations", tag: "location",
			summary: "Suburbs and postcodes matching 1-32 characters.",
			in:      locationParams{}, out: locationResults{}, handler: s.searchLocation},
	}
}

// tags describes the tags of the operations, in the order the document lists them.
var tags = []struct{ name, description string }{
	{"session", "The shopper's session, its csrf token and the feature toggles."},
	{"catalog", "Products and the category tree."},
	{"content", "Merchandising content of the shop's pages."},
	{"search", "Search, browse, autosuggest and recommendations."},
	{"inventory", "Stock of variants online and at stores."},
	{"location", "Stores, suburbs and postcodes."},
	{"meta", "This document."},
}

package httpapi

import "net/http"

// param documents one request parameter in the OpenAPI document.
type param struct {
	name     string
	in       string // "query" or "path"
	required bool
	typ      string // "string", "integer", "boolean", "array"
	desc     string
}

// route is one API operation: the mux and the OpenAPI document are both built from this table, so
// they cannot disagree.
type route struct {
	op      string // operationId from ../shared/spec/api-operations.md
	method  string
	path    string
	tag     string
	summary string
	params  []param
	handler http.HandlerFunc
	// ownETag marks a handler that sets its own ETag (from a cached answer) rather than having
	// its body hashed on every request.
	ownETag bool
}

var facetParams = []param{
	{name: "page", in: "query", typ: "integer", desc: "page number, from 1"},
	{name: "sortBy", in: "query", typ: "string", desc: "relevance, price, rating, newest, name or discount"},
	{name: "sortOrder", in: "query", typ: "string", desc: "ascending or descending"},
	{name: "hiddenFacets", in: "query", typ: "array", desc: "facet names to leave out of the answer"},
	{name: "category", in: "query", typ: "array", desc: "category facet value (a category code)"},
	{name: "brand", in: "query", typ: "array", desc: "brand facet value"},
	{name: "colour", in: "query", typ: "array", desc: "colour facet value"},
	{name: "size", in: "query", typ: "array", desc: "size facet value"},
	{name: "price", in: "query", typ: "array", desc: "price band value, e.g. 25-50"},
	{name: "rating", in: "query", typ: "array", desc: "minimum rating: 3 or 4"},
	{name: "inStock", in: "query", typ: "boolean", desc: "only products in stock online"},
	{name: "onePass", in: "query", typ: "boolean", desc: "only products with a OnePass price"},
	{name: "spLocationGroup", in: "query", typ: "string", desc: "stock pot of the shopper's postcode"},
}

func (s *Server) apiRoutes() []route {
	return []route{
		{op: "getSession", method: http.MethodGet, path: "/api/session", tag: "session",
			summary: "The session: csrf token (bound to the session cookie) and who is shopping.", handler: s.getSession},
		{op: "getEnvironment", method: http.MethodGet, path: "/api/environment", tag: "session",
			summary: "Feature toggles (the seed's defaults) and when to ask again.", handler: s.getEnvironment},
		{op: "setFraudDeviceData", method: http.MethodPost, path: "/api/session/fraud-device", tag: "session",
			summary: "Record the fraud provider's device id on the session (form or JSON: dtid, _csrf).",
			params:  []param{{name: "dtid", in: "body", required: true, typ: "string", desc: "device id"}},
			handler: s.setFraudDeviceData},
		{op: "getNavigation", method: http.MethodGet, path: "/api/navigation", tag: "catalog",
			summary: "The department and category tree for the menus, with product counts.", handler: s.getNavigation},
		{op: "getHomeContent", method: http.MethodGet, path: "/api/content/home", tag: "content",
			summary: "Home page content slots: hero, departments, top offers, new arrivals, popular searches.", handler: s.getHomeContent},
		{op: "getProductDetails", method: http.MethodGet, path: "/api/products/{product}", tag: "catalog",
			summary: "A product with its variants, lookData and endOfLifeLinks, by base or variant code.",
			params:  []param{{name: "product", in: "path", required: true, typ: "string", desc: "base product code (P…) or variant code"}},
			handler: s.getProductDetails},
		{op: "searchProducts", method: http.MethodGet, path: "/api/search", tag: "search",
			summary: "Search the catalogue: 48 a page, relevance first, with facets, or a redirectUrl.",
			params:  append([]param{{name: "searchTerm", in: "query", typ: "string", desc: "words to find; empty browses everything"}}, facetParams...),
			handler: s.searchProducts, ownETag: true},
		{op: "autosuggest", method: http.MethodGet, path: "/api/search/autosuggest", tag: "search",
			summary: "Up to 8 products and 10 suggested terms for what the shopper is typing.",
			params:  []param{{name: "term", in: "query", typ: "string", desc: "the text typed so far"}},
			handler: s.autosuggest, ownETag: true},
		{op: "browseCollection", method: http.MethodGet, path: "/api/browse", tag: "search",
			summary: "Browse a category or named collection: 96 a page.",
			params:  append([]param{{name: "collection_id", in: "query", required: true, typ: "string", desc: "category code or collection name"}}, facetParams...),
			handler: s.browseCollection, ownETag: true},
		{op: "browseFacet", method: http.MethodGet, path: "/api/browse/facet", tag: "search",
			summary: "Browse everything with one facet value, such as a brand.",
			params: append([]param{
				{name: "facetName", in: "query", required: true, typ: "string", desc: "facet name, e.g. brand"},
				{name: "facetValue", in: "query", required: true, typ: "string", desc: "facet value"},
			}, facetParams...),
			handler: s.browseFacet, ownETag: true},
		{op: "getRecommendations", method: http.MethodGet, path: "/api/recommendations", tag: "search",
			summary: "Up to 8 recommended products for a product or a page pod.",
			params: []param{
				{name: "productCode", in: "query", typ: "string", desc: "base or variant code"},
				{name: "pod", in: "query", typ: "string", desc: "placement: pdp-similar, pdp-complete-the-look, home-trending, cart"},
			},
			handler: s.getRecommendations},
		{op: "getStoreStock", method: http.MethodGet, path: "/api/stock/stores", tag: "inventory",
			summary: "Stock status of variants at stores.",
			params: []param{
				{name: "baseProductCode", in: "query", typ: "string"},
				{name: "variants", in: "query", required: true, typ: "array", desc: "variant codes"},
				{name: "locations", in: "query", required: true, typ: "array", desc: "4-digit store numbers"},
				{name: "deliveryTypes", in: "query", typ: "array", desc: "CNC"},
			},
			handler: s.getStoreStock},
		{op: "getOnlineStock", method: http.MethodGet, path: "/api/stock/online", tag: "inventory",
			summary: "Home and express delivery stock status of variants.",
			params:  []param{{name: "variants", in: "query", required: true, typ: "array", desc: "variant codes"}},
			handler: s.getOnlineStock},
		{op: "getStoreDetails", method: http.MethodGet, path: "/api/stores/{storeNumber}", tag: "location",
			summary: "One store: address, opening hours, collection points.",
			params:  []param{{name: "storeNumber", in: "path", required: true, typ: "string", desc: "4-digit store number"}},
			handler: s.getStoreDetails},
		{op: "getNearestStores", method: http.MethodGet, path: "/api/stores/nearest", tag: "location",
			summary: "Stores nearest a point.",
			params:  []param{{name: "geo", in: "query", required: true, typ: "string", desc: "lat,long"}},
			handler: s.getNearestStores},
		{op: "searchLocation", method: http.MethodGet, path: "/api/locations", tag: "location",
			summary: "Suburbs and postcodes matching 1-32 characters.",
			params:  []param{{name: "searchTerm", in: "query", required: true, typ: "string", desc: "suburb or postcode, 1-32 characters"}},
			handler: s.searchLocation},
	}
}

package httpapi

import (
	"net/http"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/content"
	"github.com/wattle/storefront/internal/feature"
	"github.com/wattle/storefront/internal/search"
)

// route is one API operation: the mux and the OpenAPI document are both built from this table, so
// they cannot disagree. The document's parameters, request body and answer schemas are generated
// from the Go types named here (openapi.go).
type route struct {
	op      string // operationId, as docs/api.md lists them
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
	// errs are the error answers the operation gives beyond the common ones (errorStatuses).
	errs []errorAnswer
	// redirects marks an operation a browser navigates to: it answers 302 with a Location.
	redirects bool
	// created marks an operation that answers 201 Created (a success answered 200 becomes 201).
	created bool
	// cache is the Cache-Control of the operation's answers; "" leaves it to the handler.
	cache string
	// staff marks a back-office operation: only staff whose role allows it get in (x-roles).
	staff bool
	// ownETag marks a handler that sets its own ETag (from a cached answer) rather than having
	// its body hashed on every request.
	ownETag bool
}

func (s *Server) apiRoutes() []route {
	routes := []route{
		{op: "getSession", method: http.MethodGet, path: "/api/session", tag: "session",
			summary: "The session: csrf token (bound to the session cookie) and who is shopping.",
			in:      sessionParams{}, out: sessionInfo{}, handler: s.getSession},
		{op: "getEnvironment", method: http.MethodGet, path: "/api/environment", tag: "session",
			summary: "Feature toggles (with their defaults) and when to ask again.",
			out:     feature.Environment{}, cache: "private, max-age=300", handler: op(s.getEnvironment)},
		{op: "setFraudDeviceData", method: http.MethodPost, path: "/api/session/fraud-device", tag: "session",
			summary: "Record the fraud provider's device id on the session (form or JSON: dtid, _csrf).",
			in:      fraudDeviceData{}, out: recorded{}, handler: op(s.setFraudDeviceData)},
		{op: "checkRegistration", method: http.MethodPost, path: "/api/customer/check-registration", tag: "customer",
			summary: "Whether an e-mail has an account, and whether it is locked (the sign-in form's e-mail check).",
			in:      account.EmailRequest{}, out: registrationAnswer{}, errs: []errorAnswer{answerRateLimited}, handler: op(s.checkRegistration)},
		{op: "signIn", method: http.MethodPost, path: "/api/customer/sign-in", tag: "customer",
			summary: "Sign in with e-mail and password; the session is rotated. Five failures in 15 minutes lock the account.",
			in:      account.SignInRequest{}, out: redirectAnswer{},
			errs: []errorAnswer{answerBadCredentials, answerLocked, answerRateLimited, answerBusy}, handler: s.signIn},
		{op: "signOut", method: http.MethodPost, path: "/api/customer/sign-out", tag: "customer",
			summary: "Sign out: a new anonymous session replaces this one, and this browser's persistent login is revoked.",
			in:      csrfBodyField{}, out: redirectAnswer{}, handler: s.signOut},
		{op: "register", method: http.MethodPost, path: "/api/customer/register", tag: "customer",
			summary: "Create an account and sign it in; a welcome e-mail follows.",
			in:      account.RegisterRequest{}, out: redirectAnswer{}, created: true,
			errs: []errorAnswer{answerUserExists, answerRegisterWeak, answerRateLimited, answerBusy}, handler: s.register},
		{op: "requestPasswordReset", method: http.MethodPost, path: "/api/customer/password-reset", tag: "customer",
			summary: "E-mail a password reset link (valid 1 hour) when the e-mail has an account; the answer is the same either way.",
			in:      account.ResetRequest{}, out: resetAnswer{}, errs: []errorAnswer{answerRateLimited}, handler: op(s.requestPasswordReset)},
		{op: "setPassword", method: http.MethodPost, path: "/api/customer/password", tag: "customer",
			summary: "Set a new password with a reset link's token (single use); signs the account out everywhere.",
			in:      account.SetPasswordRequest{}, out: redirectAnswer{},
			errs: []errorAnswer{answerInvalidToken, answerResetGeneral, answerWeak, answerReuse, answerBusy}, handler: op(s.setPassword)},
		{op: "changePassword", method: http.MethodPost, path: "/api/customer/change-password", tag: "customer",
			summary: "Change the signed-in customer's password; other sessions are signed out.",
			in:      account.ChangePasswordRequest{}, out: passwordChanged{},
			errs: []errorAnswer{answerLoginRequired, answerBadCredentials, answerLocked, answerWeak, answerReuse, answerBusy}, handler: accountOp(s, s.changePassword)},
		{op: "getProfile", method: http.MethodGet, path: "/api/customer/profile", tag: "customer",
			summary: "The signed-in customer's personal details (a hard sign-in: a remembered session must sign in again).",
			out:     profileAnswer{}, errs: []errorAnswer{answerLoginRequired, answerLocked}, cache: "no-store", handler: accountOp(s, s.getProfile)},
		{op: "updateProfile", method: http.MethodPost, path: "/api/customer/profile", tag: "customer",
			summary: "Change the signed-in customer's personal details.",
			in:      account.ProfileRequest{}, out: profileAnswer{}, errs: []errorAnswer{answerLoginRequired, answerLocked}, handler: accountOp(s, s.updateProfile)},
		{op: "setPreferredStore", method: http.MethodPost, path: "/api/customer/preferred-store", tag: "customer",
			summary: "Remember the signed-in customer's store.",
			in:      account.PreferredStoreRequest{}, out: profileAnswer{}, missing: codeStore,
			errs: []errorAnswer{answerLoginRequired, answerLocked}, handler: accountOp(s, s.setPreferredStore)},
		{op: "deleteAccount", method: http.MethodPost, path: "/api/customer/delete", tag: "customer",
			summary: "Ask to delete the account: signed out at once, confirmed by e-mail, erased within 2-5 business days.",
			in:      account.DeleteRequest{}, out: deleteAnswer{}, errs: []errorAnswer{answerLoginRequired, answerLocked}, handler: s.deleteAccount},
		{op: "enewsOptIn", method: http.MethodPost, path: "/api/customer/enews", tag: "customer",
			summary: "Subscribe an e-mail to the newsletter.",
			in:      account.EmailRequest{}, out: subscribed{}, handler: op(s.enewsOptIn)},
		{op: "listAddresses", method: http.MethodGet, path: "/api/addresses", tag: "address",
			summary: "The signed-in customer's address book, the default first.",
			out:     addressList{}, errs: []errorAnswer{answerLoginRequired, answerLocked}, cache: "no-store", handler: accountOp(s, s.listAddresses)},
		{op: "createAddress", method: http.MethodPost, path: "/api/addresses", tag: "address",
			summary: "Add an address: a suggestion from searchAddress (formType single) or typed in (manual).",
			in:      account.AddressRequest{}, out: addressAnswer{}, created: true,
			errs: []errorAnswer{answerLoginRequired, answerLocked}, handler: accountOp(s, s.createAddress)},
		{op: "searchAddress", method: http.MethodPost, path: "/api/addresses/search", tag: "address",
			summary: "The single-line address finder: up to 10 suggestions for what was typed.",
			in:      account.AddressSearchRequest{}, out: addressSuggestions{},
			errs: []errorAnswer{answerTooManyMatches, answerNoMatch}, handler: op(s.searchAddress)},
		{op: "editAddress", method: http.MethodPost, path: "/api/addresses/{id}", tag: "address",
			summary: "Change an address of the signed-in customer's book.",
			in:      editAddressIn{}, out: addressAnswer{}, missing: codeAddress,
			errs: []errorAnswer{answerLoginRequired, answerLocked}, handler: accountOp(s, s.editAddress)},
		{op: "deleteAddress", method: http.MethodPost, path: "/api/addresses/{id}/delete", tag: "address",
			summary: "Remove an address from the signed-in customer's book.",
			in:      addressIDIn{}, out: addressList{}, missing: codeAddress,
			errs: []errorAnswer{answerLoginRequired, answerLocked}, handler: accountOp(s, s.deleteAddress)},
		{op: "setDefaultAddress", method: http.MethodPut, path: "/api/addresses/{id}/default", tag: "address",
			summary: "Make an address the signed-in customer's default.",
			in:      addressIDIn{}, out: addressList{}, missing: codeAddress,
			errs: []errorAnswer{answerLoginRequired, answerLocked}, handler: accountOp(s, s.setDefaultAddress)},
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
			in:      storeParams{}, out: storeAnswer{}, missing: codeStore, cache: "public, max-age=3600", handler: op(s.getStoreDetails)},
		{op: "getNearestStores", method: http.MethodGet, path: "/api/stores/nearest", tag: "location",
			summary: "Stores nearest a point: geo (lat,long) or encGeo (a geohash).",
			in:      nearestParams{}, out: storeList{}, handler: op(s.getNearestStores)},
		{op: "searchLocation", method: http.MethodGet, path: "/api/locations", tag: "location",
			summary: "Suburbs and postcodes matching 1-32 characters.",
			in:      locationParams{}, out: locationResults{}, cache: "public, max-age=86400", handler: op(s.searchLocation)},
	}
	routes = append(routes, s.deliveryRoutes()...)
	routes = append(routes, s.sandboxRoutes()...) // none unless payments run in sandbox mode (Deps.Sandbox)
	routes = append(routes, s.cartRoutes()...)
	routes = append(routes, s.orderRoutes()...)
	routes = append(routes, s.staffRoutes()...)
	routes = append(routes, s.membershipRoutes()...)
	return append(routes, s.checkoutRoutes()...)
}

// tags describes the tags of the operations, in the order the document lists them.
var tags = []struct{ name, description string }{
	{"session", "The shopper's session, its csrf token and the feature toggles."},
	{"customer", "Accounts: sign-in, sign-up, passwords, personal details, account deletion."},
	{"address", "The address book and the address finder."},
	{"catalog", "Products and the category tree."},
	{"content", "Merchandising content of the shop's pages."},
	{"search", "Search, browse, autosuggest and recommendations."},
	{"inventory", "Stock of variants online and at stores."},
	{"location", "Stores, suburbs and postcodes."},
	{"delivery", "Delivery modes, estimates, costs and where express runs; the shopper's page fragments."},
	{"membership", "OnePass, the delivery club: join, the free trial, plans, cancelling and resuming, payments, content."},
	{"cart", "The cart: add, update, remove, recalculate, delivery mode and pickup store."},
	{"checkout", "The single-page checkout: guest or customer, addresses, payment methods, place order, the order placed."},
	{"sandbox", "The built-in payment providers' sandbox (mounted in sandbox mode, the default; absent with --payments=live): tokenise a card or gift card, decide a provider's page or a 3-D Secure challenge, issue a gift card."},
	{"meta", "This document."},
}

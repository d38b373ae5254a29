package httpapi

import (
	"net/http"
	"reflect"
	"strings"

	"github.com/wattle/storefront/internal/apidoc"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/receipt"
	"github.com/wattle/storefront/internal/staff"
)

// The OpenAPI document is written from the route table (internal/apidoc): each route's request
// type gives its parameters and body, its answer type the schema of data in the success envelope,
// and the middleware it runs through the error answers it can give (decisions.md, "API contract").
// The tests validate every answer against it, which holds the handlers to it.

// Security scheme names.
const (
	schemeSession = "sessionCookie"
	schemeCSRF    = "csrfHeader"
)

// OpenAPI returns the OpenAPI document of a shop configured by cfg, byte for byte what
// /api/openapi.json serves: tooling reads it from `storefront openapi` without a server.
func OpenAPI(cfg config.Config) ([]byte, error) {
	s := &Server{deps: Deps{Config: cfg}}
	s.routes = s.apiRoutes()
	return s.openAPIJSON()
}

func (s *Server) openAPI(w http.ResponseWriter, r *http.Request) {
	doc, err := s.openAPIJSON()
	if err != nil {
		writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	_, _ = w.Write(doc)
}

func (s *Server) openAPIJSON() ([]byte, error) {
	doc, err := s.openAPIDocument()
	if err != nil {
		return nil, err
	}
	return apidoc.Encode(doc)
}

// successDoc is the success envelope as the document describes it (writeData writes it); data
// takes each operation's answer type.
type successDoc struct {
	Success bool `json:"success" const:"true"`
	Data    any  `json:"data"`
}

// failureDoc is the failure envelope as the document describes it (writeError writes it).
type failureDoc struct {
	Success bool     `json:"success" const:"false"`
	Error   apiError `json:"error"`
}

// errorAnswer is one error answer the document declares, under components/responses.
type errorAnswer = apidoc.Answer

var (
	answerValidation = errorAnswerOf("ValidationFailed", http.StatusBadRequest, codeValidation,
		"A parameter or body field is missing or not valid: `fields` names each with its message key.", true)
	answerCSRF = errorAnswerOf("CSRFRejected", http.StatusForbidden, codeCSRF,
		"No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once.", false)
	answerNotFound = errorAnswerOf("NotFound", http.StatusNotFound, codeNotFound,
		"What the call names does not exist.", false)
	answerStoreUnavailable = errorAnswerOf("StoreUnavailable", http.StatusNotFound, codeStore,
		"No such store.", false)
	answerMethod = errorAnswerOf("MethodNotAllowed", http.StatusMethodNotAllowed, codeMethod,
		"The path takes other methods: the Allow header lists them.", false)
	answerTooLarge = errorAnswerOf("TooLarge", http.StatusRequestEntityTooLarge, codeTooLarge,
		"The body is over 1 MB.", false)
	answerMediaType = errorAnswerOf("UnsupportedMediaType", http.StatusUnsupportedMediaType, codeValidation,
		"The body is neither form fields nor JSON.", true)
	answerInternal = errorAnswerOf("Internal", http.StatusInternalServerError, codeInternal,
		"A fault on our side; the answer never carries its details.", false)
)

// The accounts' error answers (docs/errors.md#accounts-and-the-address-book).
var (
	answerBadCredentials = errorAnswerOf("BadCredentials", http.StatusUnauthorized, codeBadCredentials,
		"Unknown e-mail or wrong password: the same answer for both.", false)
	answerLoginRequired = errorAnswerOf("LoginRequired", http.StatusUnauthorized, codeLoginRequired,
		"The operation needs a signed-in customer; a session only recognised by \"remember me\" must sign in again.", false)
	answerLocked = errorAnswerOf("AccountLocked", http.StatusForbidden, codeLocked,
		"The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out.", false)
	answerUserExists = errorAnswerOf("UserExists", http.StatusConflict, codeUserExists,
		"The e-mail already has an account: log in instead.", false)
	answerRegisterWeak = errorAnswerOf("RegisterWeakPassword", http.StatusUnprocessableEntity, codeRegisterWeak,
		"The password is common or made from the e-mail or name.", false)
	answerWeak = errorAnswerOf("WeakPassword", http.StatusUnprocessableEntity, codeWeakPassword,
		"The new password is common or made from the e-mail or name.", false)
	answerReuse = errorAnswerOf("ReusePassword", http.StatusUnprocessableEntity, codeReusePassword,
		"The new password is the current one.", false)
	answerInvalidToken = errorAnswerOf("InvalidResetToken", http.StatusBadRequest, codeInvalidToken,
		"The reset token is unknown, used, superseded or over an hour old.", false)
	answerResetGeneral = errorAnswerOf("ResetNotPossible", http.StatusUnprocessableEntity, codeResetGeneral,
		"The account can no longer have its password reset (it is being deleted).", false)
	answerAddressUnavailable = errorAnswerOf("AddressUnavailable", http.StatusNotFound, codeAddress,
		"No such address in the signed-in customer's book.", false)
	answerTooManyMatches = errorAnswerOf("TooManyMatches", http.StatusUnprocessableEntity, codeTooManyMatches,
		"More than 50 addresses match: type more.", false)
	answerNoMatch = errorAnswerOf("NoMatch", http.StatusUnprocessableEntity, codeNoMatch,
		"No address matches: enter it manually.", false)
	answerRateLimited = errorAnswerOf("RateLimited", http.StatusTooManyRequests, codeRateLimited,
		"Too many attempts from this address or at this account: Retry-After says when to try again.", false)
	answerBusy = errorAnswerOf("Busy", http.StatusServiceUnavailable, codeBusy,
		"Too many passwords are being checked at once: Retry-After says when to try again.", false)
)

var errorAnswers = []errorAnswer{answerValidation, answerCSRF, answerNotFound, answerStoreUnavailable,
	answerMethod, answerTooLarge, answerMediaType, answerInternal,
	answerBadCredentials, answerLoginRequired, answerLocked, answerUserExists, answerRegisterWeak, answerWeak, answerReuse,
	answerInvalidToken, answerResetGeneral, answerAddressUnavailable, answerTooManyMatches, answerNoMatch,
	answerRateLimited, answerBusy,
	answerEmptyCart, answerNoEntries, answerModeUnavailable, answerFulfilment}

// missingAnswers are the 404 answers by their code (route.missing).
var missingAnswers = map[string]errorAnswer{codeNotFound: answerNotFound, codeStore: answerStoreUnavailable,
	codeAddress: answerAddressUnavailable}

// enums are the values of the string types whose values are a closed set.
var enums = map[reflect.Type][]any{
	reflect.TypeFor[catalog.StockStatus](): {catalog.InStock, catalog.LowStock, catalog.OutOfStock},
	reflect.TypeFor[catalog.EarlyAccess](): {catalog.EarlyAccessNone, catalog.EarlyAccessComingSoon, catalog.EarlyAccessOpen, catalog.EarlyAccessEnded},
	reflect.TypeFor[staff.Role]():          anySlice(staff.Roles),
}

// anySlice is a list of values as the document's enum takes them.
func anySlice[T any](list []T) []any {
	out := make([]any, len(list))
	for i, v := range list {
		out[i] = v
	}
	return out
}

// schemaNames renames the schemas whose names come out of their Go names awkwardly.
var schemaNames = map[string]string{"FailureDoc": "Failure", "ApiError": "Error", "StoreJSON": "Store",
	"WireFlag": "Flag", "SandboxTokenizeAnswer": "TokenizeAnswer", "SandboxDecideAnswer": "DecideAnswer",
	"SandboxIssuedGiftCard": "IssuedGiftCard",
	// The checkout's address kept its published name when the checkout state left the cart.
	"CheckoutAddress": "CartAddress"}

// hasBody reports whether rt takes a body: a call other than GET whose request type has `json` fields.
func (rt route) hasBody() bool {
	return rt.method != http.MethodGet && apidoc.HasFields(rt.in, "json")
}

// hasQuery reports whether rt takes query parameters, which it validates.
func (rt route) hasQuery() bool { return apidoc.HasFields(rt.in, "query") }

// etagged reports whether rt answers with an ETag, and so 304 to a request that has it (server.go).
func (rt route) etagged() bool {
	return rt.method == http.MethodGet && (rt.tag != "session" || rt.ownETag)
}

// errorStatuses are the error answers rt can give.
func (rt route) errorStatuses() []errorAnswer {
	var out []errorAnswer
	if rt.hasQuery() || rt.hasBody() {
		out = append(out, answerValidation)
	}
	if rt.method != http.MethodGet {
		out = append(out, answerCSRF)
	}
	if a, ok := missingAnswers[rt.missing]; ok {
		out = append(out, a)
	}
	if rt.staff {
		out = append(out, answerForbidden)
	}
	out = append(out, rt.errs...)
	out = append(out, answerMethod)
	if rt.hasBody() {
		out = append(out, answerTooLarge, answerMediaType)
	}
	return append(out, answerInternal)
}

// rememberParameter is the "remember me" cookie (customer.go), which any call may carry.
var rememberParameter = map[string]any{"name": rememberCookie, "in": "cookie", "required": false,
	"description": "the persistent login of \"remember me\" (selector.validator): with no live session it makes a soft-recognised one",
	"schema":      map[string]any{"type": "string"}}

// cartParameter, postcodeParameter and preferredStoreParameter are the cart's and the web app's
// cookies (cart.go, delivery.go), which a browser sends with every call.
var (
	cartParameter = map[string]any{"name": cartCookie, "in": "cookie", "required": false,
		"description": "an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's",
		"schema":      map[string]any{"type": "string"}}
	staffParameter = map[string]any{"name": staffCookie, "in": "cookie", "required": false,
		"description": "the staff session staffSignIn sets (HttpOnly, SameSite=Strict, 12 hours); staff operations need it",
		"schema":      map[string]any{"type": "string"}}
	postcodeParameter = map[string]any{"name": postcodeCookie, "in": "cookie", "required": false,
		"description": "the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set",
		"schema":      map[string]any{"type": "string"}}
	preferredStoreParameter = map[string]any{"name": preferredStoreCookie, "in": "cookie", "required": false,
		"description": "the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store",
		"schema":      map[string]any{"type": "string"}}
)

// openAPIDocument builds the OpenAPI 3.1 document from the route table.
func (s *Server) openAPIDocument() (map[string]any, error) {
	d := apidoc.Document{
		Title: s.deps.Config.ShopName + " storefront API",
		Description: "Every call answers an envelope: `{success: true, data}` or `{success: false, error: {code, message, fields}}`. " +
			"Calls other than GET need the session cookie and its csrf token from getSession, in the X-CSRF-Token header or the `_csrf` body field. " +
			"Lists and maps in answers are never null; properties may be added to answers, so clients ignore the ones they do not know.",
		Success: successDoc{}, Failure: failureDoc{},
		// Every body may carry the csrf token (requireCSRF), whatever the request type says: the
		// domains' request types know nothing of it.
		BodyField: csrfBodyField{},
		// receipt.Line: a Receipt kept as sent.
		References: []apidoc.Reference{{Value: receipt.Receipt{}, Ref: receipt.SchemaRef}},
		SecuritySchemes: map[string]any{
			schemeSession: map[string]any{"type": "apiKey", "in": "cookie", "name": sessionCookie,
				"description": "The session cookie getSession sets (HttpOnly, SameSite=Lax)."},
			schemeCSRF: map[string]any{"type": "apiKey", "in": "header", "name": "X-CSRF-Token",
				"description": "csrfToken from getSession, bound to the session cookie. A call may send it as the `_csrf` field of its body (form or JSON) instead of this header."},
		},
	}
	for _, t := range tags {
		d.Tags = append(d.Tags, apidoc.Tag{Name: t.name, Description: t.description})
	}
	for _, rt := range s.routes {
		o := apidoc.Operation{ID: rt.op, Method: rt.method, Path: rt.path, Tag: rt.tag, Summary: rt.summary, In: rt.in, Out: rt.out,
			Errors: rt.errorStatuses(), Created: rt.created, Redirects: rt.redirects, ETagged: rt.etagged(),
			// Every operation resolves the session through withSession, which falls back on the
			// "remember me" cookie when there is no live session: a browser sends it with every call.
			Parameters: []map[string]any{rememberParameter, cartParameter, postcodeParameter, preferredStoreParameter}}
		if rt.staff {
			o.Roles = staff.RolesFor(rt.op)
		}
		if strings.HasPrefix(rt.path, staffPath) {
			o.Parameters = append(o.Parameters, staffParameter)
		}
		if rt.method != http.MethodGet {
			// Both at once: the session cookie and its csrf token (which the body's _csrf field
			// may carry instead of the header).
			o.Security = []map[string][]string{{schemeSession: {}, schemeCSRF: {}}}
		}
		d.Operations = append(d.Operations, o)
	}
	// The document itself, served outside the route table (server.go).
	d.Paths = map[string]map[string]any{"/api/openapi.json": {"get": map[string]any{
		"operationId": "getOpenAPI",
		"summary":     "This document: every operation with its parameters, body, answers and errors.",
		"tags":        []string{"meta"},
		"security":    []map[string][]string{},
		"responses": map[string]any{
			"200": map[string]any{"description": "The OpenAPI 3.1 document (not in the envelope).",
				"content": apidoc.JSONContent(map[string]any{"type": "object", "required": []string{"openapi", "info", "paths"},
					"properties": map[string]any{
						"openapi": map[string]any{"const": "3.1.0"},
						"info":    map[string]any{"type": "object"},
						"paths":   map[string]any{"type": "object"},
					}})},
			"405": apidoc.Ref("responses", answerMethod.Name),
			"500": apidoc.Ref("responses", answerInternal.Name),
		},
	}}}
	d.Answers = append(append([]errorAnswer{}, errorAnswers...), answerCartItems...)
	d.Answers = append(d.Answers, answerForbidden)
	for _, rt := range s.routes {
		// Answers of one domain's operations (the checkout's problems) are listed by the routes.
		d.Answers = append(d.Answers, rt.errs...)
	}
	return apidoc.Build(d, apidoc.Naming{StripPrefix: "Httpapi", Renames: schemaNames, Enums: enums})
}

// errorAnswerOf is an error answer: its name in components/responses, status, code, what it
// means, and whether it names the bad fields.
func errorAnswerOf(name string, status int, code, description string, withFields bool) errorAnswer {
	return errorAnswer{Name: name, Status: status, Code: code, Description: description, WithFields: withFields}
}

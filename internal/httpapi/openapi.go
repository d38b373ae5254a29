package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"slices"
	"strings"

	"github.com/swaggest/jsonschema-go"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/receipt"
	"github.com/wattle/storefront/internal/staff"
)

// The OpenAPI document is generated from the route table: each route's request type gives its
// parameters and body, its answer type the schema of data in the success envelope, and the
// middleware it runs through the error answers it can give. Schemas come from the Go types by
// github.com/swaggest/jsonschema-go (decisions.md, "API contract"), following encoding/json: a
// field without omitempty is required, one with omitempty is optional, a pointer without omitempty
// may be null. One rule of ours on top: a list or a map is never null on the wire (every answer
// writes [] or {}), and the tests, which validate every answer against this document, hold the
// handlers to it.

// schemaPrefix is where the document keeps its named schemas.
const schemaPrefix = "#/components/schemas/"

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
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(doc); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
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
type errorAnswer struct {
	name        string
	status      int
	code        string
	description string
	withFields  bool // the answer names the bad fields
}

var (
	answerValidation = errorAnswer{"ValidationFailed", http.StatusBadRequest, codeValidation,
		"A parameter or body field is missing or not valid: `fields` names each with its message key.", true}
	answerCSRF = errorAnswer{"CSRFRejected", http.StatusForbidden, codeCSRF,
		"No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once.", false}
	answerNotFound = errorAnswer{"NotFound", http.StatusNotFound, codeNotFound,
		"What the call names does not exist.", false}
	answerStoreUnavailable = errorAnswer{"StoreUnavailable", http.StatusNotFound, codeStore,
		"No such store.", false}
	answerMethod = errorAnswer{"MethodNotAllowed", http.StatusMethodNotAllowed, codeMethod,
		"The path takes other methods: the Allow header lists them.", false}
	answerTooLarge = errorAnswer{"TooLarge", http.StatusRequestEntityTooLarge, codeTooLarge,
		"The body is over 1 MB.", false}
	answerMediaType = errorAnswer{"UnsupportedMediaType", http.StatusUnsupportedMediaType, codeValidation,
		"The body is neither form fields nor JSON.", true}
	answerInternal = errorAnswer{"Internal", http.StatusInternalServerError, codeInternal,
		"A fault on our side; the answer never carries its details.", false}
)

// The accounts' error answers (seed 001 §8).
var (
	answerBadCredentials = errorAnswer{"BadCredentials", http.StatusUnauthorized, codeBadCredentials,
		"Unknown e-mail or wrong password: the same answer for both.", false}
	answerLoginRequired = errorAnswer{"LoginRequired", http.StatusUnauthorized, codeLoginRequired,
		"The operation needs a signed-in customer; a session only recognised by \"remember me\" must sign in again.", false}
	answerLocked = errorAnswer{"AccountLocked", http.StatusForbidden, codeLocked,
		"The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out.", false}
	answerUserExists = errorAnswer{"UserExists", http.StatusConflict, codeUserExists,
		"The e-mail already has an account: log in instead.", false}
	answerRegisterWeak = errorAnswer{"RegisterWeakPassword", http.StatusUnprocessableEntity, codeRegisterWeak,
		"The password is common or made from the e-mail or name.", false}
	answerWeak = errorAnswer{"WeakPassword", http.StatusUnprocessableEntity, codeWeakPassword,
		"The new password is common or made from the e-mail or name.", false}
	answerReuse = errorAnswer{"ReusePassword", http.StatusUnprocessableEntity, codeReusePassword,
		"The new password is the current one.", false}
	answerInvalidToken = errorAnswer{"InvalidResetToken", http.StatusBadRequest, codeInvalidToken,
		"The reset token is unknown, used, superseded or over an hour old.", false}
	answerResetGeneral = errorAnswer{"ResetNotPossible", http.StatusUnprocessableEntity, codeResetGeneral,
		"The account can no longer have its password reset (it is being deleted).", false}
	answerAddressUnavailable = errorAnswer{"AddressUnavailable", http.StatusNotFound, codeAddress,
		"No such address in the signed-in customer's book.", false}
	answerTooManyMatches = errorAnswer{"TooManyMatches", http.StatusUnprocessableEntity, codeTooManyMatches,
		"More than 50 addresses match: type more.", false}
	answerNoMatch = errorAnswer{"NoMatch", http.StatusUnprocessableEntity, codeNoMatch,
		"No address matches: enter it manually.", false}
	answerRateLimited = errorAnswer{"RateLimited", http.StatusTooManyRequests, codeRateLimited,
		"Too many attempts from this address or at this account: Retry-After says when to try again.", false}
	answerBusy = errorAnswer{"Busy", http.StatusServiceUnavailable, codeBusy,
		"Too many passwords are being checked at once: Retry-After says when to try again.", false}
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
	"SandboxIssuedGiftCard": "IssuedGiftCard"}

// schemas generates JSON Schemas from Go types, collecting the named ones for components/schemas.
type schemas struct {
	reflector jsonschema.Reflector
	named     map[string]json.RawMessage
	err       error
}

func newSchemas() *schemas {
	return &schemas{named: map[string]json.RawMessage{}}
}

// options are the reflection options: answers (bodies the server writes) infer required fields
// from omitempty as encoding/json writes them; requests take them from `required` tags.
func (sc *schemas) options(answer bool, nameTag string) []func(*jsonschema.ReflectContext) {
	opts := []func(*jsonschema.ReflectContext){
		jsonschema.DefinitionsPrefix(schemaPrefix),
		jsonschema.StripDefinitionNamePrefix("Httpapi"),
		jsonschema.InterceptDefName(func(_ reflect.Type, name string) string {
			if n, ok := schemaNames[name]; ok {
				return n
			}
			return name
		}),
		jsonschema.PropertyNameTag(nameTag),
		jsonschema.CollectDefinitions(sc.collect),
		// A pointer to a named object without omitempty is written null when nil (the cart's fees
		// before a mode is chosen): anyOf null or the object.
		func(rc *jsonschema.ReflectContext) { rc.EnvelopNullability = true },
		jsonschema.InterceptNullability(func(p jsonschema.InterceptNullabilityParams) {
			switch k := p.Type.Kind(); {
			case p.NullAdded && (k == reflect.Slice || k == reflect.Map):
				p.Schema.RemoveType(jsonschema.Null) // our rule: lists and maps are never null
			case p.OmitEmpty && k == reflect.Pointer:
				p.Schema.RemoveType(jsonschema.Null) // a nil pointer is left out, never written null
			case len(p.Schema.AnyOf) == 2 && p.Schema.Type != nil:
				p.Schema.Type = nil // null or the object (EnvelopNullability): the anyOf says it all
			}
		}),
		jsonschema.InterceptSchema(func(p jsonschema.InterceptSchemaParams) (bool, error) {
			if values, ok := enums[p.Value.Type()]; ok && p.Processed {
				p.Schema.WithEnum(values...)
			}
			return false, nil
		}),
	}
	if answer {
		opts = append(opts, jsonschema.InterceptProp(func(p jsonschema.InterceptPropParams) error {
			if !p.Processed || strings.Contains(p.Field.Tag.Get("json"), ",omitempty") {
				return nil
			}
			if !slices.Contains(p.ParentSchema.Required, p.Name) {
				p.ParentSchema.Required = append(p.ParentSchema.Required, p.Name)
			}
			return nil
		}))
	}
	return opts
}

// collect keeps a named schema; two different types of one name would be an error.
func (sc *schemas) collect(name string, s jsonschema.Schema) {
	b, err := json.Marshal(s)
	if err != nil {
		sc.fail(err)
		return
	}
	if prev, ok := sc.named[name]; ok && !bytes.Equal(prev, b) {
		sc.fail(fmt.Errorf("openapi: two schemas named %s", name))
		return
	}
	sc.named[name] = b
}

func (sc *schemas) fail(err error) {
	if sc.err == nil {
		sc.err = err
	}
}

// answer returns the schema of v's type as an answer: a reference to a named schema for a named
// type with properties, else inline.
func (sc *schemas) answer(v any) jsonschema.Schema {
	s, err := sc.reflector.Reflect(v, append(sc.options(true, "json"), jsonschema.RootRef)...)
	sc.fail(err)
	return s
}

// request returns the schema of v's type as a request's part: a reference to a named schema.
func (sc *schemas) request(v any) jsonschema.Schema {
	s, err := sc.reflector.Reflect(v, append(sc.options(false, "json"), jsonschema.RootRef)...)
	sc.fail(err)
	return s
}

// inline returns the schema of v's type inline (its nested named types by reference).
func (sc *schemas) inline(v any, answer bool, nameTag string) jsonschema.Schema {
	s, err := sc.reflector.Reflect(v, sc.options(answer, nameTag)...)
	sc.fail(err)
	return s
}

// fieldNames lists the names t's fields take under tag, embedded structs' fields in place, in
// declaration order (the order of the document's parameters).
func fieldNames(t reflect.Type, tag string) []string {
	var out []string
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get(tag), ",")
		switch {
		case name == "" && f.Anonymous && f.Type.Kind() == reflect.Struct:
			out = append(out, fieldNames(f.Type, tag)...)
		case name != "" && name != "-":
			out = append(out, name)
		}
	}
	return out
}

// parameters are rt's path, query, header and cookie parameters, from the `path`, `query`,
// `header` and `cookie` fields of its request type.
func (sc *schemas) parameters(rt route) []map[string]any {
	if rt.in == nil {
		return nil
	}
	var out []map[string]any
	for _, in := range []string{"path", "query", "header", "cookie"} {
		names := fieldNames(reflect.TypeOf(rt.in), in)
		if len(names) == 0 {
			continue
		}
		obj := sc.inline(rt.in, false, in)
		for _, name := range names {
			prop := obj.Properties[name].TypeObject
			if prop == nil {
				sc.fail(fmt.Errorf("openapi: %s: no schema for %s parameter %s", rt.op, in, name))
				continue
			}
			p := *prop
			desc := ""
			if p.Description != nil {
				desc, p.Description = *p.Description, nil
			}
			param := map[string]any{
				"name": name, "in": in, "required": in == "path" || slices.Contains(obj.Required, name),
				"schema": p,
			}
			if desc != "" {
				param["description"] = desc
			}
			out = append(out, param)
		}
	}
	return out
}

// hasBody reports whether rt takes a body: a call other than GET whose request type has `json` fields.
func (rt route) hasBody() bool {
	return rt.method != http.MethodGet && rt.in != nil && len(fieldNames(reflect.TypeOf(rt.in), "json")) > 0
}

// hasQuery reports whether rt takes query parameters, which it validates.
func (rt route) hasQuery() bool {
	return rt.in != nil && len(fieldNames(reflect.TypeOf(rt.in), "query")) > 0
}

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

func ref(section, name string) map[string]any {
	return map[string]any{"$ref": "#/components/" + section + "/" + name}
}

func jsonContent(schema any) map[string]any {
	return map[string]any{"application/json": map[string]any{"schema": schema}}
}

// sharedStatus is the answer of a status that several error codes share: the failure envelope
// with one of their codes.
func sharedStatus(failure any, as []errorAnswer) map[string]any {
	var codes []any
	var descs []string
	headers := map[string]any{}
	for _, a := range as {
		codes = append(codes, a.code)
		descs = append(descs, a.code+": "+a.description)
		for k, v := range answerHeaders(a) {
			headers[k] = v
		}
	}
	resp := map[string]any{
		"description": strings.Join(descs, " "),
		"content": jsonContent(map[string]any{"allOf": []any{failure, map[string]any{
			"type": "object", "properties": map[string]any{"error": map[string]any{
				"type": "object", "required": []string{"code"}, "properties": map[string]any{"code": map[string]any{"enum": codes}},
			}},
		}}}),
	}
	if len(headers) > 0 {
		resp["headers"] = headers
	}
	return resp
}

// answerHeaders are the headers an error answer carries.
func answerHeaders(a errorAnswer) map[string]any {
	switch a.status {
	case http.StatusMethodNotAllowed:
		return map[string]any{"Allow": map[string]any{
			"description": "the methods the path takes", "required": true, "schema": map[string]any{"type": "string"},
		}}
	case http.StatusTooManyRequests, http.StatusServiceUnavailable:
		return map[string]any{"Retry-After": map[string]any{
			"description": "seconds to wait before trying again", "required": true, "schema": map[string]any{"type": "string", "pattern": "^[0-9]+$"},
		}}
	}
	return nil
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

// formEncoding lets every field of a form body carry reserved characters (an e-mail's @, a path's
// /, a mobile's +): they are what people type, and the server decodes the form either way.
func formEncoding(body jsonschema.Schema) map[string]any {
	enc := map[string]any{}
	for name := range body.Properties {
		enc[name] = map[string]any{"allowReserved": true}
	}
	return enc
}

// openAPIDocument builds the OpenAPI 3.1 document from the route table.
func (s *Server) openAPIDocument() (map[string]any, error) {
	sc := newSchemas()
	// Schemas a request names by reference alone (receipt.Line: a Receipt kept as sent).
	if ref := sc.request(receipt.Receipt{}).Ref; ref == nil || *ref != receipt.SchemaRef {
		return nil, fmt.Errorf("openapi: receipt.SchemaRef does not name the Receipt schema")
	}
	success := sc.inline(successDoc{}, true, "json")
	failure := sc.answer(failureDoc{})
	paths := map[string]map[string]any{}
	for _, rt := range s.routes {
		envelope := success
		envelope.Properties = map[string]jsonschema.SchemaOrBool{}
		for k, v := range success.Properties {
			envelope.Properties[k] = v
		}
		data := sc.answer(rt.out)
		envelope.Properties["data"] = data.ToSchemaOrBool()
		ok := "200"
		if rt.created {
			ok = "201"
		}
		responses := map[string]any{
			ok: map[string]any{"description": "Success: data is the answer.", "content": jsonContent(envelope)},
		}
		if rt.redirects {
			// A browser's navigation: the answer is where to go next, not data.
			responses = map[string]any{"302": map[string]any{"description": "Found: Location is where the shopper goes next.",
				"headers": map[string]any{"Location": map[string]any{"required": true, "schema": map[string]any{"type": "string"}}}}}
		}
		if rt.etagged() {
			responses["304"] = map[string]any{"description": "Not Modified: the If-None-Match ETag is still the answer's."}
		}
		byStatus := map[int][]errorAnswer{}
		for _, a := range rt.errorStatuses() {
			byStatus[a.status] = append(byStatus[a.status], a)
		}
		for status, as := range byStatus {
			if len(as) == 1 {
				responses[fmt.Sprint(status)] = ref("responses", as[0].name)
				continue
			}
			// Several codes share a status: the answer is one of theirs.
			responses[fmt.Sprint(status)] = sharedStatus(failure, as)
		}
		op := map[string]any{
			"operationId": rt.op,
			"summary":     rt.summary,
			"tags":        []string{rt.tag},
			"responses":   responses,
			"security":    []map[string][]string{},
		}
		if rt.staff {
			op["x-roles"] = staff.RolesFor(rt.op)
		}
		// Every operation resolves the session through withSession, which falls back on the
		// "remember me" cookie when there is no live session: a browser sends it with every call.
		op["parameters"] = append(sc.parameters(rt), rememberParameter, cartParameter, postcodeParameter, preferredStoreParameter)
		if strings.HasPrefix(rt.path, staffPath) {
			op["parameters"] = append(op["parameters"].([]map[string]any), staffParameter)
		}
		if rt.hasBody() {
			body := sc.inline(rt.in, false, "json")
			// Every body may carry the csrf token (requireCSRF), whatever the request type says:
			// the domains' request types know nothing of it.
			if _, ok := body.Properties[csrfFieldName]; !ok {
				body.WithPropertiesItem(csrfFieldName, sc.inline(csrfBodyField{}, false, "json").Properties[csrfFieldName])
			}
			// A body of optional fields only (sign-out's, a delete's: just _csrf, which the header
			// may carry instead) may be left out altogether.
			op["requestBody"] = map[string]any{"required": len(body.Required) > 0, "content": map[string]any{
				"application/x-www-form-urlencoded": map[string]any{"schema": body, "encoding": formEncoding(body)},
				"application/json":                  map[string]any{"schema": body},
			}}
		}
		if rt.method != http.MethodGet {
			// Both at once: the session cookie and its csrf token (which the body's _csrf field
			// may carry instead of the header).
			op["security"] = []map[string][]string{{schemeSession: {}, schemeCSRF: {}}}
		}
		if paths[rt.path] == nil {
			paths[rt.path] = map[string]any{}
		}
		paths[rt.path][strings.ToLower(rt.method)] = op
	}
	// The document itself, served outside the route table (server.go).
	paths["/api/openapi.json"] = map[string]any{"get": map[string]any{
		"operationId": "getOpenAPI",
		"summary":     "This document: every operation with its parameters, body, answers and errors.",
		"tags":        []string{"meta"},
		"security":    []map[string][]string{},
		"responses": map[string]any{
			"200": map[string]any{"description": "The OpenAPI 3.1 document (not in the envelope).",
				"content": jsonContent(map[string]any{"type": "object", "required": []string{"openapi", "info", "paths"},
					"properties": map[string]any{
						"openapi": map[string]any{"const": "3.1.0"},
						"info":    map[string]any{"type": "object"},
						"paths":   map[string]any{"type": "object"},
					}})},
			"405": ref("responses", answerMethod.name),
			"500": ref("responses", answerInternal.name),
		},
	}}

	responses := map[string]any{}
	answers := append(append([]errorAnswer{}, errorAnswers...), answerCartItems...)
	answers = append(answers, answerForbidden)
	for _, rt := range s.routes {
		// Answers of one domain's operations (the checkout's problems) are listed by the routes.
		answers = append(answers, rt.errs...)
	}
	for _, a := range answers {
		if _, done := responses[a.name]; done {
			continue
		}
		props := map[string]any{"code": map[string]any{"const": a.code}}
		code := map[string]any{"type": "object", "required": []string{"code"}, "properties": props}
		if a.withFields {
			props["fields"] = map[string]any{"type": "object", "minProperties": 1}
			code["required"] = []string{"code", "fields"}
		}
		resp := map[string]any{
			"description": a.description,
			"content": jsonContent(map[string]any{"allOf": []any{failure, map[string]any{
				"type": "object", "properties": map[string]any{"error": code},
			}}}),
		}
		if h := answerHeaders(a); h != nil {
			resp["headers"] = h
		}
		responses[a.name] = resp
	}
	if sc.err != nil {
		return nil, sc.err
	}
	var tagList []map[string]any
	for _, t := range tags {
		tagList = append(tagList, map[string]any{"name": t.name, "description": t.description})
	}
	return map[string]any{
		"openapi": "3.1.0",
		"info": map[string]any{
			"title":   s.deps.Config.ShopName + " storefront API",
			"version": "1.0.0",
			"description": "Every call answers an envelope: `{success: true, data}` or `{success: false, error: {code, message, fields}}`. " +
				"Calls other than GET need the session cookie and its csrf token from getSession, in the X-CSRF-Token header or the `_csrf` body field. " +
				"Lists and maps in answers are never null; properties may be added to answers, so clients ignore the ones they do not know.",
		},
		"servers": []map[string]any{{"url": "/"}},
		"tags":    tagList,
		"paths":   paths,
		"components": map[string]any{
			"schemas":   sc.named,
			"responses": responses,
			"securitySchemes": map[string]any{
				schemeSession: map[string]any{"type": "apiKey", "in": "cookie", "name": sessionCookie,
					"description": "The session cookie getSession sets (HttpOnly, SameSite=Lax)."},
				schemeCSRF: map[string]any{"type": "apiKey", "in": "header", "name": "X-CSRF-Token",
					"description": "csrfToken from getSession, bound to the session cookie. A call may send it as the `_csrf` field of its body (form or JSON) instead of this header."},
			},
		},
	}, nil
}

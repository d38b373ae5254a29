package httpapi_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/httpapi"
)

// contractOfDefault compiles the document of a default shop, the one the tests' servers serve.
func contractOfDefault(t *testing.T) (*contract, []byte) {
	t.Helper()
	doc, err := httpapi.OpenAPI(config.Default())
	if err != nil {
		t.Fatal(err)
	}
	c, err := newContract(doc)
	if err != nil {
		t.Fatal(err)
	}
	return c, doc
}

// TestContractCatchesDrift feeds the validator answers that drift from the document, one way each,
// and a request the document does not allow: each must fail, and the faithful ones must pass.
func TestContractCatchesDrift(t *testing.T) {
	t.Parallel()
	c, _ := contractOfDefault(t)
	jsonHdr := http.Header{"Content-Type": {"application/json; charset=utf-8"}}
	store := `{"storeNumber":"5012","name":"Parramatta","displayName":"Parramatta","type":"store",` +
		`"address":{"line1":"1 Church St","postalCode":"2150","state":"NSW","town":"Parramatta"},` +
		`"storeLocation":{"latitude":-33.8,"longitude":151},"phone":"02 9999 9999",` +
		`"openingHours":[{"day":"Monday","hours":"09:00-17:30"}],"collectionPoints":[]}`
	cases := []struct {
		name   string
		method string
		url    string
		status int
		body   string
		want   string // part of the error; "" for a faithful answer, which must pass
	}{
		{"faithful store", "GET", "/api/stores/5012", 200, `{"success":true,"data":{"store":` + store + `}}`, ""},
		{"faithful 404", "GET", "/api/stores/0000", 404, `{"success":false,"error":{"code":"ERR_STORE_UNAVAILABLE","message":"That store is not available."}}`, ""},
		{"faithful online stock", "GET", "/api/stock/online?variants=1", 200,
			`{"success":true,"data":{"stockData":{"1":{"hdStockLevelStatus":"inStock","edStockLevelStatus":"lowStock","hdStock":9,"edStock":3}}}}`, ""},
		{"faithful validation error", "GET", "/api/stock/online", 400,
			`{"success":false,"error":{"code":"ERR_VALIDATION","message":"Missing args","fields":{"variants":"missing-args"}}}`, ""},

		{"a field of the wrong type", "GET", "/api/stores/5012", 200,
			`{"success":true,"data":{"store":` + strings.Replace(store, `"postalCode":"2150"`, `"postalCode":2150`, 1) + `}}`, "want string"},
		{"a required field missing", "GET", "/api/stores/5012", 200,
			`{"success":true,"data":{"store":` + strings.Replace(store, `"phone":"02 9999 9999",`, ``, 1) + `}}`, "missing property 'phone'"},
		{"a field the schema does not name", "GET", "/api/stores/5012", 200,
			`{"success":true,"data":{"store":` + strings.Replace(store, `"type":"store",`, `"type":"store","manager":"Kim",`, 1) + `}}`, "'manager'"},
		{"an unnamed field inside a map's value", "GET", "/api/stock/online?variants=1", 200,
			`{"success":true,"data":{"stockData":{"1":{"hdStockLevelStatus":"inStock","edStockLevelStatus":"lowStock","hdStock":9,"edStock":3,"ccStock":1}}}}`, "'ccStock'"},
		{"a value outside the enum", "GET", "/api/stock/online?variants=1", 200,
			`{"success":true,"data":{"stockData":{"1":{"hdStockLevelStatus":"plenty","edStockLevelStatus":"lowStock","hdStock":9,"edStock":3}}}}`, "must be one of"},
		{"a null list", "GET", "/api/stores/nearest?geo=-33.8,151.2", 200, `{"success":true,"data":{"stores":null}}`, "got null"},
		{"success false on a 200", "GET", "/api/stores/nearest?geo=-33.8,151.2", 200, `{"success":false,"data":{"stores":[]}}`, "must be true"},
		{"no data", "GET", "/api/stores/nearest?geo=-33.8,151.2", 200, `{"success":true}`, "missing property 'data'"},
		{"the wrong code for the status", "POST", "/api/session/fraud-device", 403,
			`{"success":false,"error":{"code":"ERR_VALIDATION","message":"Missing args"}}`, "must be 'ERR_CSRF'"},
		{"a validation error without fields", "GET", "/api/stock/online", 400,
			`{"success":false,"error":{"code":"ERR_VALIDATION","message":"Missing args"}}`, "missing property 'fields'"},
		{"an error without a message", "GET", "/api/stores/0000", 404, `{"success":false,"error":{"code":"ERR_STORE_UNAVAILABLE","message":""}}`, "minLength"},
		{"a status the operation does not declare", "GET", "/api/navigation", 418,
			`{"success":false,"error":{"code":"ERR_TEAPOT","message":"I'm a teapot"}}`, "'418'"},
		{"a 404 where nothing can be missing", "GET", "/api/stores/nearest?geo=1,1", 404,
			`{"success":false,"error":{"code":"ERR_NOT_FOUND","message":"No."}}`, "'404'"},
		{"not JSON", "GET", "/api/navigation", 200, `<html></html>`, "text/html"},
		{"success to a request with a parameter the document lacks", "GET", "/api/stores/nearest?geo=1,1&radius=5", 200,
			`{"success":true,"data":{"stores":[]}}`, "'radius'"},
		{"success to a request without a required parameter", "GET", "/api/locations", 200,
			`{"success":true,"data":{"results":[]}}`, "'searchTerm' is missing"},
		{"another answer than the router's 404 off the document", "GET", "/api/nope", 200, `{"success":true,"data":{}}`, "router's 404"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			hdr := jsonHdr.Clone()
			if tc.name == "not JSON" {
				hdr.Set("Content-Type", "text/html")
			}
			err := c.check(exchange{method: tc.method, url: "http://shop.test" + tc.url, status: tc.status, header: hdr, body: []byte(tc.body)})
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("a faithful answer fails: %v", err)
			case tc.want != "" && err == nil:
				t.Fatal("the validator took an answer that drifts from the document")
			case tc.want != "" && !strings.Contains(err.Error(), tc.want):
				t.Fatalf("failed for another reason than %q: %v", tc.want, err)
			}
		})
	}
}

// TestOpenAPIDocument: the document is valid OpenAPI 3.1, the same from the command as from the
// server, the same on every build, and declares what every operation can answer.
func TestOpenAPIDocument(t *testing.T) {
	c, doc := contractOfDefault(t)
	if ok, errs := c.v.ValidateDocument(); !ok {
		t.Fatalf("not a valid OpenAPI 3.1 document: %v", validationErrors(ok, errs))
	}
	again, _ := httpapi.OpenAPI(config.Default())
	if !bytes.Equal(doc, again) {
		t.Fatal("two builds of the document differ")
	}
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		res, err := srv.Client().Get(srv.URL + "/api/openapi.json")
		if err != nil {
			t.Fatal(err)
		}
		served, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if !bytes.Equal(served, doc) {
			t.Fatal("the served document differs from httpapi.OpenAPI (storefront openapi)")
		}
	})

	type param struct {
		Name string `json:"name"`
		In   string `json:"in"`
	}
	var d struct {
		OpenAPI string `json:"openapi"`
		Paths   map[string]map[string]struct {
			OperationID string                    `json:"operationId"`
			Parameters  []param                   `json:"parameters"`
			RequestBody *json.RawMessage          `json:"requestBody"`
			Security    []map[string][]string     `json:"security"`
			Responses   map[string]map[string]any `json:"responses"`
		} `json:"paths"`
	}
	if err := json.Unmarshal(doc, &d); err != nil {
		t.Fatal(err)
	}
	if d.OpenAPI != "3.1.0" {
		t.Fatalf("openapi %q, want 3.1.0", d.OpenAPI)
	}
	placeholder := regexp.MustCompile(`\{([^}]+)\}`)
	for path, ops := range d.Paths {
		for method, op := range ops {
			name := op.OperationID
			has := func(status string) bool { _, ok := op.Responses[status]; return ok }
			if !has("200") && !has("201") && !has("302") {
				t.Errorf("%s declares no success (200, 201 for a creation, 302 for a browser's navigation)", name)
			}
			for _, status := range []string{"405", "500"} {
				if !has(status) {
					t.Errorf("%s does not declare %s", name, status)
				}
			}
			query := slices.ContainsFunc(op.Parameters, func(p param) bool { return p.In == "query" })
			if (query || op.RequestBody != nil) && !has("400") {
				t.Errorf("%s takes parameters or a body but does not declare 400", name)
			}
			for _, m := range placeholder.FindAllStringSubmatch(path, -1) {
				if !slices.Contains(op.Parameters, param{Name: m[1], In: "path"}) {
					t.Errorf("%s: path parameter %s is not declared", name, m[1])
				}
			}
			if method == "get" {
				if len(op.Security) != 0 {
					t.Errorf("%s: a read needs no credentials, has %v", name, op.Security)
				}
				continue
			}
			want := []map[string][]string{{"sessionCookie": {}, "csrfHeader": {}}}
			if len(op.Security) != 1 || len(op.Security[0]) != 2 || op.Security[0]["sessionCookie"] == nil || op.Security[0]["csrfHeader"] == nil {
				t.Errorf("%s: security %v, want %v", name, op.Security, want)
			}
			if !has("403") {
				t.Errorf("%s changes state but does not declare 403", name)
			}
			if op.RequestBody != nil && (!has("413") || !has("415")) {
				t.Errorf("%s takes a body but does not declare 413 and 415", name)
			}
		}
	}
}

// TestEveryAnswerDeclaresItsData: each operation's success answer says what its data holds (no
// bare object), so a client generated from the document knows what it gets.
func TestEveryAnswerDeclaresItsData(t *testing.T) {
	_, doc := contractOfDefault(t)
	var d map[string]any
	if err := json.Unmarshal(doc, &d); err != nil {
		t.Fatal(err)
	}
	at := func(v any, keys ...string) any {
		for _, k := range keys {
			m, _ := v.(map[string]any)
			v = m[k]
		}
		return v
	}
	var resolve func(v any) map[string]any
	resolve = func(v any) map[string]any {
		m, _ := v.(map[string]any)
		if ref, ok := m["$ref"].(string); ok {
			parts := strings.Split(strings.TrimPrefix(ref, "#/"), "/")
			return resolve(at(d, parts...))
		}
		return m
	}
	for path, ops := range at(d, "paths").(map[string]any) {
		for method, op := range ops.(map[string]any) {
			name, _ := at(op, "operationId").(string)
			if name == "getOpenAPI" { // the document itself, not an envelope
				continue
			}
			for _, status := range []string{"200", "201"} {
				resp := resolve(at(op, "responses", status))
				if resp == nil {
					continue
				}
				data := resolve(at(resolve(at(resp, "content", "application/json", "schema")), "properties", "data"))
				props, _ := data["properties"].(map[string]any)
				if len(props) == 0 && data["items"] == nil && data["additionalProperties"] == nil {
					t.Errorf("%s %s %s (%s): its data is a bare object %v", method, path, status, name, data)
				}
			}
		}
	}
}

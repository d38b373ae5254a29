package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/pb33f/libopenapi"
	validator "github.com/pb33f/libopenapi-validator"
	"github.com/pb33f/libopenapi-validator/config"
	verrors "github.com/pb33f/libopenapi-validator/errors"
	"github.com/pb33f/libopenapi/datamodel"
)

// The API tests hold every answer they receive to the OpenAPI document the server under test
// serves (call in api_test.go checks each one): an answer whose status the operation does not
// declare, whose body does not match the declared schema, or which carries a property the schema
// does not name, fails the test. A request the server answered with success must be one the
// document allows too (its parameters, body and security), so the document cannot be stricter
// than the handlers, nor miss a parameter they take.

// contract validates answers against one OpenAPI document.
type contract struct {
	v     validator.Validator
	paths []docPath
}

// answered records each operation ("GET /api/session") whose success answer a test has had
// validated, so that TestMain can tell when one never was.
var answered sync.Map

// unanswered lists the operations of doc no test has had a success answer of validated.
func unanswered(doc []byte) ([]string, error) {
	var d struct {
		Paths map[string]map[string]json.RawMessage `json:"paths"`
	}
	if err := json.Unmarshal(doc, &d); err != nil {
		return nil, err
	}
	var out []string
	for path, ops := range d.Paths {
		for method := range ops {
			if op := strings.ToUpper(method) + " " + path; !isAnswered(op) {
				out = append(out, op)
			}
		}
	}
	sort.Strings(out)
	return out, nil
}

func isAnswered(op string) bool { _, ok := answered.Load(op); return ok }

// docPath is a path of the document with the methods it takes.
type docPath struct {
	template string
	re       *regexp.Regexp
	literal  bool
	methods  map[string]bool
}

var (
	contractsMu sync.Mutex
	contracts   = map[string]*contract{}
)

// contractOf returns the contract served by the server at base (scheme://host), loaded once.
func contractOf(base string) (*contract, error) {
	contractsMu.Lock()
	defer contractsMu.Unlock()
	if c, ok := contracts[base]; ok {
		return c, nil
	}
	res, err := http.Get(base + "/api/openapi.json")
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	doc, err := io.ReadAll(res.Body)
	if err != nil {
		return nil, err
	}
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET /api/openapi.json: %d %s", res.StatusCode, doc)
	}
	c, err := newContract(doc)
	if err != nil {
		return nil, err
	}
	contracts[base] = c
	return c, nil
}

// newContract compiles an OpenAPI document for validating answers.
func newContract(doc []byte) (*contract, error) {
	doc, err := mapsAsPatterns(doc)
	if err != nil {
		return nil, err
	}
	// A tree (a category's children) refers to itself through an array, which an empty array ends:
	// not the infinite reference libopenapi reports by default.
	d, err := libopenapi.NewDocumentWithConfiguration(doc, &datamodel.DocumentConfiguration{IgnoreArrayCircularReferences: true})
	if err != nil {
		return nil, err
	}
	v, errs := validator.NewValidator(d,
		// Strict: a property the schema does not name fails, though the published schemas let
		// clients meet new ones (no additionalProperties: false there).
		config.WithStrictMode(),
		// The session cookie is declared as a security scheme, which strict mode does not count.
		config.WithStrictIgnorePaths("$.cookies.wattle_session"),
		// Headers every answer carries (securityHeaders), which no operation lists, and those a
		// browser adds to every request (Fetch Metadata, which the csrf check reads).
		config.WithStrictIgnoredHeadersExtra("x-content-type-options", "referrer-policy", "x-frame-options",
			"strict-transport-security", "content-security-policy", "permissions-policy", "set-cookie", "content-encoding",
			"sec-fetch-site", "sec-fetch-mode", "sec-fetch-dest"),
		config.WithURLEncodedBodyValidation(),
		config.WithAuthenticationFunc(authenticate),
	)
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	var parsed struct {
		Paths map[string]map[string]json.RawMessage `json:"paths"`
	}
	if err := json.Unmarshal(doc, &parsed); err != nil {
		return nil, err
	}
	c := &contract{v: v}
	for tmpl, ops := range parsed.Paths {
		p := docPath{template: tmpl, literal: !strings.Contains(tmpl, "{"), methods: map[string]bool{}}
		pattern := regexp.MustCompile(`\\\{[^/]+?\\\}`).ReplaceAllString(regexp.QuoteMeta(tmpl), `[^/]+`)
		p.re = regexp.MustCompile("^" + pattern + "$")
		for m := range ops {
			p.methods[strings.ToUpper(m)] = true
		}
		c.paths = append(c.paths, p)
	}
	// Literal paths first, as the mux and the OpenAPI specification match them.
	sort.Slice(c.paths, func(i, j int) bool {
		if c.paths[i].literal != c.paths[j].literal {
			return c.paths[i].literal
		}
		return c.paths[i].template < c.paths[j].template
	})
	return c, nil
}

// mapsAsPatterns rewrites each map schema of doc (additionalProperties with a schema and no
// properties) to the same map written with patternProperties, which strict mode takes for declared
// keys: it reports every key of an additionalProperties map as undeclared, though it still checks
// the values. The two forms accept the same JSON, so the published document keeps the plainer one.
func mapsAsPatterns(doc []byte) ([]byte, error) {
	var v any
	if err := json.Unmarshal(doc, &v); err != nil {
		return nil, err
	}
	var walk func(any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			if ap, ok := v["additionalProperties"].(map[string]any); ok && v["properties"] == nil && v["patternProperties"] == nil {
				delete(v, "additionalProperties")
				v["patternProperties"] = map[string]any{"": ap}
			}
			for _, e := range v {
				walk(e)
			}
		case []any:
			for _, e := range v {
				walk(e)
			}
		}
	}
	walk(v)
	return json.Marshal(v)
}

// authenticate checks the document's security schemes on a request: the session cookie, and the
// csrf token in the X-CSRF-Token header or the body's _csrf field.
func authenticate(_ context.Context, in *config.AuthenticationInput) error {
	r := in.Request
	switch in.SecuritySchemeName {
	case "sessionCookie":
		if _, err := r.Cookie(in.SecurityScheme.Name); err != nil {
			return errors.New("no session cookie")
		}
		return nil
	case "csrfHeader":
		if r.Header.Get(in.SecurityScheme.Name) != "" {
			return nil
		}
		body, _ := io.ReadAll(r.Body)
		ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
		token := ""
		switch ct {
		case "application/json":
			var v struct {
				CSRF string `json:"_csrf"`
			}
			_ = json.Unmarshal(body, &v)
			token = v.CSRF
		case "application/x-www-form-urlencoded":
			form, _ := url.ParseQuery(string(body))
			token = form.Get("_csrf")
		}
		if token == "" {
			return errors.New("no csrf token in the header or the body")
		}
		return nil
	}
	return fmt.Errorf("unknown security scheme %s", in.SecuritySchemeName)
}

// find returns the document's path matching p, if any.
func (c *contract) find(p string) (docPath, bool) {
	for _, dp := range c.paths {
		if dp.re.MatchString(p) {
			return dp, true
		}
	}
	return docPath{}, false
}

// exchange is one request and the answer to it, as the test client saw them.
type exchange struct {
	method  string
	url     string
	reqHdr  http.Header
	reqBody []byte
	cookies []*http.Cookie // what the client's jar sent with the request
	status  int
	header  http.Header
	body    []byte
}

func (x exchange) request(method string) *http.Request {
	req, _ := http.NewRequest(method, x.url, bytes.NewReader(x.reqBody))
	req.Header = x.reqHdr.Clone()
	if req.Header == nil {
		req.Header = http.Header{}
	}
	for _, c := range x.cookies {
		req.AddCookie(c)
	}
	return req
}

func (x exchange) response(req *http.Request) *http.Response {
	return &http.Response{StatusCode: x.status, Header: x.header, Request: req,
		Body: io.NopCloser(bytes.NewReader(x.body)), ContentLength: int64(len(x.body))}
}

// check validates one exchange against the contract: nil when the answer is one the document
// declares for the request.
func (c *contract) check(x exchange) error {
	u, err := url.Parse(x.url)
	if err != nil {
		return err
	}
	dp, found := c.find(u.Path)
	switch {
	case !found:
		// Not an operation: the router's 404, in the envelope.
		return routerNotFound(x)
	case !dp.methods[x.method]:
		// An operation's path under another method: 405, as every operation declares it. The
		// answer is held to the declaration of an operation the path has.
		if x.status != http.StatusMethodNotAllowed {
			return fmt.Errorf("%s %s: %d for a method the path does not take, want 405", x.method, u.Path, x.status)
		}
		var other string
		for m := range dp.methods {
			other = m
		}
		req := x.request(other)
		return validationErrors(c.v.ValidateHttpResponse(req, x.response(req)))
	}
	if dp.template == "/api/openapi.json" && x.status == http.StatusOK {
		// The document itself, no envelope: TestOpenAPIDocumentIsValid checks it whole.
		var doc struct {
			OpenAPI string `json:"openapi"`
		}
		if err := json.Unmarshal(x.body, &doc); err != nil || doc.OpenAPI != "3.1.0" {
			return fmt.Errorf("not an OpenAPI 3.1.0 document: %v", err)
		}
		answered.Store(x.method+" "+dp.template, true)
		return nil
	}
	req := x.request(x.method)
	if err := validationErrors(c.v.ValidateHttpResponse(req, x.response(req))); err != nil {
		return err
	}
	if x.status >= 200 && x.status < 300 || x.status == http.StatusFound {
		// The server took the request: the document must take it too.
		if err := validationErrors(c.v.ValidateHttpRequest(x.request(x.method))); err != nil {
			return fmt.Errorf("the server answered %d to a request the document does not allow: %w", x.status, err)
		}
		answered.Store(x.method+" "+dp.template, true)
	}
	return nil
}

// routerNotFound checks the answer to a path that is no operation: 404 ERR_NOT_FOUND.
func routerNotFound(x exchange) error {
	var env struct {
		Success *bool `json:"success"`
		Error   struct {
			Code    string `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}
	if err := json.Unmarshal(x.body, &env); err != nil || env.Success == nil || *env.Success ||
		x.status != http.StatusNotFound || env.Error.Code != "ERR_NOT_FOUND" || env.Error.Message == "" {
		return fmt.Errorf("%s %s is no documented operation: want the router's 404 ERR_NOT_FOUND, got %d %s", x.method, x.url, x.status, x.body)
	}
	return nil
}

func validationErrors(ok bool, errs []*verrors.ValidationError) error {
	if ok && len(errs) == 0 {
		return nil
	}
	var msgs []string
	for _, e := range errs {
		m := e.Message
		if e.Reason != "" {
			m += ": " + e.Reason
		}
		for _, f := range e.SchemaValidationErrors {
			m += fmt.Sprintf("\n\t%s at %s", f.Reason, f.FieldPath)
		}
		msgs = append(msgs, m)
	}
	return errors.New(strings.Join(msgs, "\n"))
}

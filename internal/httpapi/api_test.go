package httpapi_test

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"os"
	"sort"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/wattle/storefront/internal/app"
	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/httpapi"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/storage/storagetest"
)

// testNow is the fixed "now" of the API tests; the demo catalogue's early-access windows are laid
// out around it.
var testNow = time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)

// testProducts keeps the seeded catalogue small enough to load quickly on both engines.
const testProducts = 1000

var (
	serversMu sync.Mutex
	servers   = map[string]*httptest.Server{}
)

// shop returns a running shop on the named engine, seeded once per test binary.
func shop(t *testing.T, engine string) *httptest.Server {
	t.Helper()
	serversMu.Lock()
	defer serversMu.Unlock()
	if srv, ok := servers[engine]; ok {
		return srv
	}
	open := storagetest.Engines()[engine]
	// The engine lives for the whole test binary: clean-up is registered on a long-lived holder.
	st := open(holder)
	cfg := config.Default()
	cfg.DemoSize = testProducts
	// argon2id at a test cost: OWASP's 19 MiB and two passes take long under -race.
	cfg.PasswordMemoryKiB, cfg.PasswordTime = 64, 1
	h, err := app.Prepare(context.Background(), cfg, st, clock.NewFixed(testNow), testWeb)
	if err != nil {
		t.Fatalf("prepare %s: %v", engine, err)
	}
	srv := httptest.NewServer(h)
	servers[engine] = srv
	return srv
}

// eachEngine runs fn against SQLite, and PostgreSQL when TEST_POSTGRES_URL is set.
func eachEngine(t *testing.T, fn func(t *testing.T, srv *httptest.Server)) {
	t.Helper()
	names := []string{}
	for name := range storagetest.Engines() {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			fn(t, shop(t, name))
		})
	}
}

// resp is a decoded envelope.
type resp struct {
	status  int
	header  http.Header
	Success bool            `json:"success"`
	Data    json.RawMessage `json:"data"`
	Error   struct {
		Code    string            `json:"code"`
		Message string            `json:"message"`
		Fields  map[string]string `json:"fields"`
	} `json:"error"`
}

func call(t *testing.T, c *http.Client, method, u, contentType, body string, header map[string]string) resp {
	t.Helper()
	res, b := exchangeChecked(t, c, method, u, contentType, body, header)
	var r resp
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatalf("%s %s: not an envelope (%d): %s", method, u, res.StatusCode, b)
	}
	r.status, r.header = res.StatusCode, res.Header
	return r
}

// exchangeChecked makes a request and holds its answer to the OpenAPI document; the answer's body
// is returned read (a redirect's is not an envelope).
func exchangeChecked(t *testing.T, c *http.Client, method, u, contentType, body string, header map[string]string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, u, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	x := exchange{method: method, url: u, reqHdr: req.Header.Clone(), reqBody: []byte(body)}
	if c.Jar != nil {
		x.cookies = c.Jar.Cookies(req.URL)
	}
	res, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	x.status, x.header, x.body = res.StatusCode, res.Header, b
	// Every answer is held to the document the server serves (contract_test.go).
	ct, err := contractOf(req.URL.Scheme + "://" + req.URL.Host)
	if err != nil {
		t.Fatalf("the OpenAPI document: %v", err)
	}
	if err := ct.check(x); err != nil {
		t.Errorf("%s %s: the answer breaks the contract: %v\n%.500s", method, u, err, b)
	}
	return res, b
}

func get(t *testing.T, srv *httptest.Server, path string) resp {
	t.Helper()
	return call(t, srv.Client(), http.MethodGet, srv.URL+path, "", "", nil)
}

func (r resp) decode(t *testing.T, v any) {
	t.Helper()
	if !r.Success {
		t.Fatalf("want success, got %d %s: %s", r.status, r.Error.Code, r.Error.Message)
	}
	if err := json.Unmarshal(r.Data, v); err != nil {
		t.Fatalf("decode data: %v\n%s", err, r.Data)
	}
}

func wantError(t *testing.T, r resp, status int, code string, fields map[string]string) {
	t.Helper()
	if r.Success || r.status != status || r.Error.Code != code {
		t.Fatalf("got %d success=%v code=%q, want %d %s", r.status, r.Success, r.Error.Code, status, code)
	}
	if r.Error.Message == "" {
		t.Fatal("error without a message")
	}
	for f, key := range fields {
		if r.Error.Fields[f] != key {
			t.Fatalf("fields = %v, want %s=%s", r.Error.Fields, f, key)
		}
	}
}

type money struct {
	Value          float64 `json:"value"`
	FormattedValue string  `json:"formattedValue"`
}

type summary struct {
	Code, Name, URL, ImageURL, CategoryCode string
	DefaultVariantCode                      string
	Price                                   *money
	Colours                                 []struct{ Name, Hex, VariantCode, URL string }
	Badges                                  []string
	OnePassStartDate                        int64
	OnePassEarlyAccess                      bool
}

type option struct {
	DisplayName string   `json:"display_name"`
	Value       string   `json:"value"`
	Count       int      `json:"count"`
	Status      string   `json:"status"`
	Children    []option `json:"children"`
}

type facet struct {
	Name        string `json:"name"`
	DisplayName string `json:"display_name"`
	Data        struct {
		DisplayType string `json:"displayType"`
	} `json:"data"`
	Options []option `json:"options"`
}

type result struct {
	Products   []summary `json:"products"`
	Facets     []facet   `json:"facets"`
	Collection *struct {
		ID          string `json:"id"`
		DisplayName string `json:"display_name"`
	} `json:"collection"`
	Sorting struct {
		Total       int `json:"total_num_results"`
		Page        int `json:"page"`
		PageSize    int `json:"page_size"`
		LastPage    int `json:"last_page"`
		SortOptions []struct {
			SortBy string `json:"sort_by"`
			Status string `json:"status"`
		} `json:"sort_options"`
	} `json:"sorting"`
	RedirectURL string `json:"redirectUrl"`
}

func (r result) facet(name string) *facet {
	for i := range r.Facets {
		if r.Facets[i].Name == name {
			return &r.Facets[i]
		}
	}
	return nil
}

func newJarClient(t *testing.T, srv *httptest.Server) *http.Client {
	t.Helper()
	jar, _ := cookiejar.New(nil)
	return &http.Client{Transport: srv.Client().Transport, Jar: jar}
}

// testWeb stands in for the built web app, so the Go tests need no npm build.
var testWeb = fstest.MapFS{
	"index.html":           {Data: []byte(`<!doctype html><html lang="en-AU"><head><!--app-head--></head><body><div id="root"></div><!--app-data--><script type="module" src="/assets/app-abc123.js"></script></body></html>`)},
	"assets/app-abc123.js": {Data: []byte(strings.Repeat("console.log('wattle');\n", 200))},
	"robots.txt":           {Data: []byte("User-agent: *\nAllow: /\n")},
}

func TestMain(m *testing.M) {
	code := m.Run()
	if code == 0 && !testing.Short() && flag.Lookup("test.run").Value.String() == "" {
		// A whole run has had a success answer of every operation validated (contract_test.go).
		doc, err := httpapi.OpenAPI(config.Default())
		missing, err2 := unanswered(doc)
		if err = errors.Join(err, err2); err != nil || len(missing) > 0 {
			fmt.Fprintf(os.Stderr, "FAIL: no test had a success answer of these operations checked against the OpenAPI document: %v %v\n", missing, err)
			code = 1
		}
	}
	holder.cleanup()
	os.Exit(code)
}

// holder is a testing.TB-compatible owner for resources shared by the whole test binary.
var holder = &longLived{}

type longLived struct {
	testing.TB
	mu  sync.Mutex
	fns []func()
}

func (l *longLived) Helper() {}
func (l *longLived) Cleanup(fn func()) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.fns = append(l.fns, fn)
}
func (l *longLived) TempDir() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	d, err := os.MkdirTemp("", "storefront-test-")
	if err != nil {
		panic(err)
	}
	l.fns = append(l.fns, func() { _ = os.RemoveAll(d) })
	return d
}
func (l *longLived) Fatal(args ...any) { panic(args) }
func (l *longLived) cleanup() {
	for i := len(l.fns) - 1; i >= 0; i-- {
		l.fns[i]()
	}
}

func ceilDiv(a, b int) int { return int(math.Ceil(float64(a) / float64(b))) }

var _ = url.QueryEscape

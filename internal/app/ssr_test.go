package app

import (
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/ssr"
	"github.com/wattle/storefront/internal/storage/sqlite"
	"github.com/wattle/storefront/web"
)

// builtShop is the shop with the web app embedded in this binary (nil webFS), as `serve` runs it:
// catalogue pages rendered on the server. Without a built web app there is nothing to render; `make
// test` builds it first and sets STOREFRONT_REQUIRE_WEB, so the test cannot pass by skipping there.
func builtShop(t *testing.T, cfg config.Config) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(builtShopOf(t, cfg).Handler)
	t.Cleanup(srv.Close)
	return srv
}

// builtShopOf is builtShop's shop, not yet serving.
func builtShopOf(t *testing.T, cfg config.Config) *Shop {
	t.Helper()
	if web.ServerBundle() == "" {
		if os.Getenv("STOREFRONT_REQUIRE_WEB") != "" {
			t.Fatal("the web app's server bundle is not built (web/dist-ssr/render.js)")
		}
		t.Skip("the web app is not built (make build)")
	}
	ctx := context.Background()
	st, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "ssr.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	cfg.DemoSize = 300
	shop, err := PrepareShop(ctx, cfg, st, clock.NewFixed(testClockNow), nil)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.ServerRender && shop.Pages == nil {
		t.Fatal("no server renderer although the bundle is built")
	}
	if shop.Pages != nil {
		t.Cleanup(shop.Pages.Close)
	}
	return shop
}

var testClockNow = time.Date(2026, 11, 20, 1, 0, 0, 0, time.UTC)

func fetchPage(t *testing.T, srv *httptest.Server, path string) (int, string) {
	t.Helper()
	res, err := http.Get(srv.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res.StatusCode, string(b)
}

// rootOf is the markup inside <div id="root">.
func rootOf(page string) string {
	i := strings.Index(page, `<div id="root">`)
	j := strings.Index(page, `<script type="application/json" id="initial-data"`)
	if i < 0 || j < i {
		return ""
	}
	return page[i+len(`<div id="root">`) : j]
}

// initialKeys are the API answers a page inlines, by key.
func initialKeys(t *testing.T, page string) map[string]json.RawMessage {
	t.Helper()
	m := regexp.MustCompile(`(?s)<script type="application/json" id="initial-data"[^>]*>(.*?)</script>`).FindStringSubmatch(page)
	if m == nil {
		t.Fatal("no initial data")
	}
	var answers []struct {
		Key  string          `json:"key"`
		Data json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal([]byte(m[1]), &answers); err != nil {
		t.Fatalf("initial data: %v", err)
	}
	out := map[string]json.RawMessage{}
	for _, a := range answers {
		out[a.Key] = a.Data
	}
	return out
}

func TestCataloguePagesRenderedOnTheServer(t *testing.T) {
	for _, engine := range []string{"quickjs", "node"} {
		t.Run(engine, func(t *testing.T) {
			if engine == "node" && ssr.FindNode() == "" {
				t.Skip("no node on this machine")
			}
			cfg := config.Default()
			cfg.RenderEngine = engine
			// Under the race detector QuickJS renders a search page in seconds, not milliseconds.
			cfg.RenderTimeout = time.Minute
			cataloguePages(t, builtShop(t, cfg))
		})
	}
}

func cataloguePages(t *testing.T, srv *httptest.Server) {

	// A search answer names the products the search page must show in its markup.
	var sr struct {
		Data struct {
			Products []struct {
				Name, URL, Brand string
				Price            struct{ FormattedValue string }
			}
		}
	}
	_, body := fetchPage(t, srv, "/api/search?searchTerm=lamp")
	if err := json.Unmarshal([]byte(body), &sr); err != nil || len(sr.Data.Products) < 2 {
		t.Fatalf("search: %v %s", err, body[:min(len(body), 200)])
	}

	status, page := fetchPage(t, srv, "/search?searchTerm=lamp")
	root := html.UnescapeString(rootOf(page))
	if status != http.StatusOK || root == "" {
		t.Fatalf("search page: %d, no server markup", status)
	}
	for _, p := range sr.Data.Products[:2] {
		// A tile links to its colour's page: /p/{name}/{variant}.
		link := `href="` + p.URL[:strings.LastIndex(p.URL, "/")+1]
		if !strings.Contains(root, p.Name) || !strings.Contains(root, p.Price.FormattedValue) || !strings.Contains(root, link) {
			t.Errorf("search page lacks %q at %s with its link %s", p.Name, p.Price.FormattedValue, link)
		}
	}
	if strings.Contains(root, "<!--$!-->") {
		t.Error("search page: a part was left to the browser")
	}
	keys := initialKeys(t, page)
	for _, k := range []string{"/api/search?searchTerm=lamp", "/api/navigation", "/api/environment"} {
		if keys[k] == nil {
			t.Errorf("search page does not inline %s (the browser hydrates from it)", k)
		}
	}

	// A brand's own page (/b/brand/…): rendered from the answer the app asks for, inlined under its key.
	status, page = fetchPage(t, srv, "/b/brand/"+url.PathEscape(sr.Data.Products[0].Brand))
	if root := rootOf(page); status != http.StatusOK || !strings.Contains(root, "<article") {
		t.Errorf("brand page: %d, markup %.200q", status, root)
	}
	found := false
	for k := range initialKeys(t, page) {
		found = found || strings.HasPrefix(k, "/api/browse/facet?facetName=brand&facetValue=")
	}
	if !found {
		t.Error("the brand page does not inline its facet answer")
	}

	// The product page: name, price, gallery image, breadcrumb, in the markup.
	p := sr.Data.Products[0]
	status, page = fetchPage(t, srv, p.URL)
	root = html.UnescapeString(rootOf(page))
	if status != http.StatusOK {
		t.Fatalf("product page: %d", status)
	}
	for _, want := range []string{"<h1", p.Name, p.Price.FormattedValue, `aria-label="Breadcrumb"`, `<img src="/img/p/`, `aria-label="Departments"`} {
		if !strings.Contains(root, want) {
			t.Errorf("product page markup lacks %q", want)
		}
	}

	// The product's picture is asked for from the head, before the body, and the stylesheets of
	// the page's own code are linked there (its markup is styled before that code loads).
	head := page[:strings.Index(page, "</head>")]
	if !strings.Contains(head, `<link rel="preload" as="image" href="/img/p/`) {
		t.Error("the product page's head does not preload its picture")
	}
	// A button pressed before the app has taken the markup over is held for it, by an inline
	// script the page's policy names by its hash (checked below). The app's code is neither
	// fetched nor run before the page has loaded: no module script or modulepreload link, but the
	// list the inline script adds them from, the entry first.
	if !strings.Contains(head, "<script>window.__early=[]") {
		t.Error("the product page's head does not hold early clicks")
	}
	inline := regexp.MustCompile(`<script>([^<]*)</script>`).FindAllStringSubmatch(page, -1)
	code := regexp.MustCompile(`<script type="application/json" id="app-code">\["/assets/index-[^"]+\.js"(,"/assets/[^"]+\.js")+\]</script>`)
	if len(inline) != 1 || !code.MatchString(head) || strings.Contains(page, `<script type="module"`) ||
		strings.Contains(page, `<link rel="modulepreload"`) ||
		!regexp.MustCompile(`(?i)<link rel="preload" as="image"[^>]*fetchpriority="high"`).MatchString(head) {
		t.Errorf("%d inline scripts, or the code not listed for after the load, or the picture not at high: %s", len(inline), head)
	}
	// Its styles are in its head, those of its own code too (disabled links tell the app's loader
	// they are here); no stylesheet holds the first paint back.
	if !strings.Contains(head, "<style>") || strings.Contains(head, `<link rel="stylesheet" crossorigin href="/assets/index-`) {
		t.Error("the product page's styles are not inlined")
	}
	if n := strings.Count(head, `" disabled>`); n < 2 {
		t.Errorf("the product page's head has %d disabled links to its code's stylesheets", n)
	}
	if status, _ := fetchPage(t, srv, "/.vite/manifest.json"); status != http.StatusNotFound {
		t.Errorf("the build manifest is served: %d", status)
	}

	// The same page again, for another shopper (their own cookies): the same bytes, from the page
	// cache; cacheable by a CDN (no cookie set, varying only by coding); a client holding it gets 304.
	req, _ := http.NewRequest(http.MethodGet, srv.URL+p.URL, nil)
	req.Header.Set("Cookie", "t_psn=1234; wattle_session=someone-else")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if string(b) != page {
		t.Error("the product page differs between two requests")
	}
	h := res.Header
	if st := h.Get("Server-Timing"); st != "ssr;desc=cached" {
		t.Errorf("the second request: Server-Timing %q, want the kept page", st)
	}
	if cc := h.Get("Cache-Control"); !strings.Contains(cc, "public") || !strings.Contains(cc, "s-maxage=") || !strings.Contains(cc, "stale-while-revalidate=") {
		t.Errorf("Cache-Control %q: not cacheable by a CDN", cc)
	}
	if h.Get("Set-Cookie") != "" || h.Get("Vary") != "Accept-Encoding" || h.Get("ETag") == "" {
		t.Errorf("Set-Cookie %q, Vary %q, ETag %q", h.Get("Set-Cookie"), h.Get("Vary"), h.Get("ETag"))
	}
	for _, m := range inline {
		sum := sha256.Sum256([]byte(m[1]))
		if csp := h.Get("Content-Security-Policy"); !strings.Contains(csp, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'") {
			t.Errorf("the policy %q does not let the inline script %.40q run", csp, m[1])
		}
	}
	req, _ = http.NewRequest(http.MethodGet, srv.URL+p.URL, nil)
	req.Header.Set("If-None-Match", h.Get("ETag"))
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != http.StatusNotModified {
		t.Errorf("revalidating the page: %v %v", err, res)
	} else {
		res.Body.Close()
	}

	// A browser that takes brotli and gzip gets the page in gzip (compressed at its fastest, while
	// the first asker waits: brotli's fastest is slower for a few per cent fewer bytes), and it is
	// the page.
	req, _ = http.NewRequest(http.MethodGet, srv.URL+p.URL, nil)
	req.Header.Set("Accept-Encoding", "gzip, deflate, br, zstd")
	res, err = http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	if ce := res.Header.Get("Content-Encoding"); ce != "gzip" {
		t.Errorf("a page asked for in brotli or gzip came in %q", ce)
	} else if zr, err := gzip.NewReader(res.Body); err != nil {
		t.Error(err)
	} else if b, err := io.ReadAll(zr); err != nil || string(b) != page {
		t.Errorf("the gzipped page is not the page (%v)", err)
	}
	res.Body.Close()

	// The basket and the checkout are rendered from the shopper's own answers (here a fresh
	// browser's: empty), for no cache to keep; the other private pages are rendered in the browser.
	for _, path := range []string{"/basket", "/spc"} {
		res, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if !strings.Contains(rootOf(string(b)), "Your basket is empty") || res.Header.Get("Cache-Control") != "private, no-store" {
			t.Errorf("%s: not rendered on the server as the shopper's own (%q)", path, res.Header.Get("Cache-Control"))
		}
	}
	for _, path := range []string{"/login", "/my-account"} {
		if _, page := fetchPage(t, srv, path); rootOf(page) != "" && !strings.Contains(page, `<div id="root"></div>`) {
			t.Errorf("%s was rendered on the server", path)
		}
	}
}

func TestServerRenderingOff(t *testing.T) {
	cfg := config.Default()
	cfg.ServerRender = false
	srv := builtShop(t, cfg)
	_, page := fetchPage(t, srv, "/search?searchTerm=lamp")
	if !strings.Contains(page, `<div id="root"></div>`) {
		t.Error("--server-render=false still rendered the page")
	}
	if keys := initialKeys(t, page); keys["/api/search?searchTerm=lamp"] == nil {
		t.Error("the page does not inline its first answer")
	}
}

// TestWarmUp: Start warms the renderer on real pages of the catalogue before the first shopper,
// and /healthz says "warming up" (503) until it has.
func TestWarmUp(t *testing.T) {
	cfg := config.Default()
	if ssr.FindNode() == "" {
		cfg.RenderEngine = "quickjs"
		cfg.RenderTimeout = time.Minute
	}
	shop := builtShopOf(t, cfg)
	srv := httptest.NewServer(shop.Handler)
	t.Cleanup(srv.Close)

	pages := shop.Handler.WarmPages(context.Background())
	var urls []string
	for _, p := range pages {
		urls = append(urls, p.URL)
		if len(p.Answers) != 3 || p.Answers[1].Key != "/api/navigation" || p.Answers[2].Key != "/api/environment" ||
			p.Answers[0].Shared || !p.Answers[1].Shared || !p.Answers[2].Shared {
			t.Errorf("%s: answers %v, want the page's own, then the menu and the settings shared", p.URL, p.Answers)
		}
	}
	if len(urls) != 4 || urls[0] != "/" || !strings.HasPrefix(urls[1], "/c/") || !strings.HasPrefix(urls[2], "/p/") ||
		!strings.HasPrefix(urls[3], "/search?searchTerm=") {
		t.Fatalf("warm-up pages %q; want home, a collection, a product and a search", urls)
	}
	// The product is the collection's first, and the search is for its brand.
	var listing struct {
		Products []struct{ URL, Brand string }
	}
	if err := json.Unmarshal(pages[1].Answers[0].Data.(json.RawMessage), &listing); err != nil || len(listing.Products) == 0 {
		t.Fatalf("the collection's answer: %v", err)
	}
	if first := listing.Products[0]; urls[2] != first.URL || urls[3] != "/search?searchTerm="+url.QueryEscape(first.Brand) {
		t.Errorf("warm-up pages %q, want %s and a search for %q", urls, first.URL, first.Brand)
	}

	// Start: /healthz says "warming up" until the renderer is warm, then "ok".
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if err := shop.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = shop.Stop(context.Background()) }()
	res, err := http.Get(srv.URL + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	_ = res.Body.Close()
	if res.StatusCode != http.StatusServiceUnavailable || res.Header.Get("Retry-After") == "" {
		t.Errorf("healthz while warming up: %d (Retry-After %q), want 503 with Retry-After", res.StatusCode, res.Header.Get("Retry-After"))
	}
	select {
	case <-shop.Warmed():
	case <-time.After(2 * time.Minute):
		t.Fatal("not warm after two minutes")
	}
	if code, body := fetchPage(t, srv, "/healthz"); code != http.StatusOK || body != "ok\n" {
		t.Errorf("healthz once warm: %d %q", code, body)
	}
}

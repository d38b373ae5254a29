package httpapi_test

import (
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
)

func fetch(t *testing.T, srv *httptest.Server, path string, hdr map[string]string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, srv.URL+path, nil)
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	tr := &http.Transport{DisableCompression: true}
	res, err := (&http.Client{Transport: tr}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var rd io.Reader = res.Body
	if res.Header.Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(res.Body)
		if err != nil {
			t.Fatal(err)
		}
		rd = zr
	}
	b, _ := io.ReadAll(rd)
	return res, string(b)
}

var initialData = regexp.MustCompile(`<script type="application/json" id="initial-data"[^>]*>(.*?)</script>`)

func TestPageShell(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		res, body := fetch(t, srv, "/", nil)
		if res.StatusCode != 200 || !strings.Contains(body, "<title>Wattle | Australian department store</title>") {
			t.Fatalf("home: %d %s", res.StatusCode, body[:min(len(body), 300)])
		}
		m := initialData.FindStringSubmatch(body)
		if m == nil {
			t.Fatal("home has no initial data")
		}
		// The answers the page starts from, the page's own first (a page the server renders also
		// carries the menu and settings its markup came from).
		var answers []struct {
			Key  string `json:"key"`
			Data struct {
				TopOffers []summary `json:"topOffers"`
				Hero      []any     `json:"hero"`
			} `json:"data"`
		}
		err := json.Unmarshal([]byte(m[1]), &answers)
		if err != nil || len(answers) == 0 {
			t.Fatalf("home initial data: %v", err)
		}
		if inlined := answers[0]; inlined.Key != "/api/content/home" || len(inlined.Data.TopOffers) == 0 || len(inlined.Data.Hero) == 0 {
			t.Fatalf("home initial data: %+v", inlined)
		}

		// A product page carries its title, canonical URL, Open Graph and JSON-LD.
		var sr result
		get(t, srv, "/api/search?searchTerm=lamp").decode(t, &sr)
		p := sr.Products[0]
		res, body = fetch(t, srv, p.URL, nil)
		if res.StatusCode != 200 {
			t.Fatalf("product page %s: %d", p.URL, res.StatusCode)
		}
		for _, want := range []string{"<title>" + htmlEscape(p.Name) + " | Wattle</title>", `rel="canonical" href="http://localhost:8080` + p.URL + `"`, `property="og:image"`, `"@type":"Product"`, `"@type":"BreadcrumbList"`, `"key":"/api/products/` + p.Code + `"`} {
			if !strings.Contains(body, want) {
				t.Errorf("product page lacks %s", want)
			}
		}
		// A missing product is a 404 page (the app shows its not-found view).
		if res, _ := fetch(t, srv, "/p/nothing/P9999999", nil); res.StatusCode != 404 {
			t.Fatalf("missing product page: %d", res.StatusCode)
		}
		// Listing pages inline their first answer under the key the web app uses.
		_, body = fetch(t, srv, "/search?searchTerm=lamp", nil)
		if !strings.Contains(body, `"key":"/api/search?searchTerm=lamp"`) {
			t.Fatal("search page initial data key")
		}
		_, body = fetch(t, srv, "/c/top-offers?sortBy=price", nil)
		if !strings.Contains(body, `"key":"/api/browse?collection_id=top-offers\u0026sortBy=price"`) {
			t.Fatal("collection page initial data key")
		}
		// The app's other routes get the shell without data; a path that is none of its routes is
		// a 404 (the shell still renders, and the app shows its not-found view).
		if res, body := fetch(t, srv, "/basket", nil); res.StatusCode != 200 || strings.Contains(body, "initial-data") {
			t.Fatalf("basket: %d", res.StatusCode)
		}
		if res, body := fetch(t, srv, "/no-such-page", nil); res.StatusCode != 404 || !strings.Contains(body, "<title>Page not found") {
			t.Fatalf("no-such-page: %d", res.StatusCode)
		}
		// The order pages: public tools, the shopper's own (never indexed), the back office.
		for path, noindex := range map[string]bool{"/track-order": false, "/returns": false, "/my-account/order-details": true,
			"/my-account/store-order-summary/6549729038676601": true, "/my-account/collection-details/30000004": true,
			"/staff": true, "/staff/orders/30000001": true, "/staff/returns": true,
			"/returns/label/R30000001-1?token=abc": true} {
			res, body := fetch(t, srv, path, nil)
			if res.StatusCode != 200 || strings.Contains(body, `content="noindex`) != noindex {
				t.Errorf("%s: %d, noindex %v", path, res.StatusCode, !noindex)
			}
		}
	})
}

func htmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "'", "&#39;", "<", "&lt;", ">", "&gt;", `"`, "&#34;").Replace(s)
}

func TestAssetsAndImages(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		res, body := fetch(t, srv, "/assets/app-abc123.js", map[string]string{"Accept-Encoding": "gzip"})
		if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "gzip" || !strings.Contains(res.Header.Get("Cache-Control"), "immutable") || !strings.Contains(body, "wattle") {
			t.Fatalf("asset: %d %v", res.StatusCode, res.Header)
		}
		if res, _ := fetch(t, srv, "/assets/missing.js", nil); res.StatusCode != 404 {
			t.Fatalf("missing asset: %d", res.StatusCode)
		}
		if res, body := fetch(t, srv, "/robots.txt", nil); res.StatusCode != 200 || !strings.Contains(body, "User-agent") {
			t.Fatalf("robots.txt: %d", res.StatusCode)
		}
		var sr result
		get(t, srv, "/api/search?searchTerm=lamp").decode(t, &sr)
		res, body = fetch(t, srv, sr.Products[0].ImageURL, nil)
		if res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/svg+xml" || !strings.HasPrefix(strings.TrimSpace(body), "<svg") {
			t.Fatalf("image %s: %d %s", sr.Products[0].ImageURL, res.StatusCode, res.Header.Get("Content-Type"))
		}
		etag := res.Header.Get("ETag")
		if res, _ := fetch(t, srv, sr.Products[0].ImageURL, map[string]string{"If-None-Match": etag}); res.StatusCode != 304 {
			t.Fatalf("revalidation: %d", res.StatusCode)
		}
		for _, bad := range []string{"/img/p/P9999999/1.svg", "/img/p/" + sr.Products[0].DefaultVariantCode + "/9.svg"} {
			if res, _ := fetch(t, srv, bad, nil); res.StatusCode != 404 {
				t.Errorf("%s: %d", bad, res.StatusCode)
			}
		}
		if res, body := fetch(t, srv, "/img/icon/lamp.svg", nil); res.StatusCode != 200 || !strings.Contains(body, "<svg") {
			t.Fatalf("icon: %d", res.StatusCode)
		}
		res, _ = fetch(t, srv, "/api/search?searchTerm=lamp", nil)
		if tag := res.Header.Get("ETag"); tag == "" {
			t.Fatal("catalogue read without an ETag")
		} else if res, _ := fetch(t, srv, "/api/search?searchTerm=lamp", map[string]string{"If-None-Match": tag}); res.StatusCode != 304 {
			t.Fatalf("API revalidation: %d", res.StatusCode)
		}
		if res, _ := fetch(t, srv, "/api/session", nil); res.Header.Get("ETag") != "" {
			t.Fatal("the session must not be cached")
		}
		if res, body := fetch(t, srv, "/healthz", nil); res.StatusCode != 200 || body != "ok\n" {
			t.Fatalf("healthz: %d %q", res.StatusCode, body)
		}
	})
}

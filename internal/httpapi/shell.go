package httpapi

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"html"
	"io/fs"
	"mime"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path"
	"strings"
)

// shell serves the web app: the HTML shell of every page route, with the page's title, meta
// description, canonical URL, Open Graph, JSON-LD and the first API answer inlined, so the first
// paint needs no extra round trip and search engines see real content; and the hashed assets,
// gzipped once at start and cached for a year.
type shell struct {
	deps    Deps
	index   []byte            // index.html, nil when the web app is not built
	assets  map[string][]byte // path → body
	gzipped map[string][]byte // path → gzip body, when smaller
	api     http.Handler      // the API mux, called in-process to inline the first answer
}

func newShell(deps Deps) *shell {
	sh := &shell{deps: deps, assets: map[string][]byte{}, gzipped: map[string][]byte{}}
	if deps.Web == nil {
		return sh
	}
	if b, err := fs.ReadFile(deps.Web, "index.html"); err == nil {
		sh.index = b
	}
	_ = fs.WalkDir(deps.Web, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || p == "index.html" {
			return nil
		}
		b, err := fs.ReadFile(deps.Web, p)
		if err != nil {
			return nil
		}
		sh.assets["/"+p] = b
		var gz bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
		_, _ = zw.Write(b)
		_ = zw.Close()
		if gz.Len() < len(b)*9/10 {
			sh.gzipped["/"+p] = gz.Bytes()
		}
		return nil
	})
	return sh
}

// asset serves a hashed build file: immutable for a year, gzipped when the client accepts it.
func (sh *shell) asset(w http.ResponseWriter, r *http.Request) {
	if !sh.serveFile(w, r, r.URL.Path, "public, max-age=31536000, immutable") {
		http.NotFound(w, r)
	}
}

func (sh *shell) serveFile(w http.ResponseWriter, r *http.Request, p, cacheControl string) bool {
	body, ok := sh.assets[p]
	if !ok {
		return false
	}
	ctype := mime.TypeByExtension(path.Ext(p))
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	w.Header().Set("Content-Type", ctype)
	w.Header().Set("Cache-Control", cacheControl)
	w.Header().Add("Vary", "Accept-Encoding")
	if gz, ok := sh.gzipped[p]; ok && strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		w.Header().Set("Content-Encoding", "gzip")
		body = gz
	}
	_, _ = w.Write(body)
	return true
}

// pageMeta is what the shell puts in <head>.
type pageMeta struct {
	title, description, canonical, image string
	jsonLD                               []any
	status                               int
}

// page serves the shell for any page route.
func (sh *shell) page(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/" && sh.serveFile(w, r, r.URL.Path, "public, max-age=3600") {
		return
	}
	if sh.index == nil {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = w.Write([]byte("<!doctype html><title>Storefront</title><p>The web app is not built. Run <code>make build</code>.</p>"))
		return
	}
	meta, apiURL := sh.route(r)
	var data json.RawMessage
	if apiURL != "" {
		var status int
		data, status = sh.inline(r, apiURL)
		if status == http.StatusNotFound {
			meta = pageMeta{title: "Page not found", status: http.StatusNotFound}
		}
		if status == http.StatusOK {
			sh.describe(r, &meta, data)
		}
	}
	shop := sh.deps.Config.ShopName
	if meta.title == "" {
		meta.title = shop + " | Australian department store"
	} else {
		meta.title += " | " + shop
	}
	if meta.description == "" {
		meta.description = "Shop homewares, fashion, toys and tech at " + shop + ". Click & collect in store, home delivery and express. Free delivery with OnePass."
	}
	if meta.canonical == "" {
		meta.canonical = r.URL.Path
	}
	var head strings.Builder
	head.WriteString("<title>" + html.EscapeString(meta.title) + "</title>\n")
	head.WriteString(`<meta name="description" content="` + html.EscapeString(meta.description) + `">` + "\n")
	head.WriteString(`<link rel="canonical" href="` + html.EscapeString(sh.deps.Config.PublicURL+meta.canonical) + `">` + "\n")
	head.WriteString(`<meta property="og:site_name" content="` + html.EscapeString(shop) + `">` + "\n")
	head.WriteString(`<meta property="og:title" content="` + html.EscapeString(meta.title) + `">` + "\n")
	head.WriteString(`<meta property="og:description" content="` + html.EscapeString(meta.description) + `">` + "\n")
	if meta.image != "" {
		head.WriteString(`<meta property="og:image" content="` + html.EscapeString(sh.deps.Config.PublicURL+meta.image) + `">` + "\n")
	}
	for _, ld := range meta.jsonLD {
		b, _ := json.Marshal(ld)
		head.WriteString(`<script type="application/ld+json">` + safeScript(b) + "</script>\n")
	}
	out := bytes.Replace(sh.index, []byte("<!--app-head-->"), []byte(head.String()), 1)
	if data != nil {
		b, _ := json.Marshal(map[string]any{"key": apiURL, "data": data})
		out = bytes.Replace(out, []byte("<!--app-data-->"),
			[]byte(`<script type="application/json" id="initial-data">`+safeScript(b)+`</script>`), 1)
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	if meta.status != 0 {
		w.WriteHeader(meta.status)
	}
	_, _ = w.Write(out)
}

// safeScript makes JSON safe inside a <script> element.
func safeScript(b []byte) string {
	s := string(b)
	s = strings.ReplaceAll(s, "<", `\u003c`)
	s = strings.ReplaceAll(s, ">", `\u003e`)
	s = strings.ReplaceAll(s, "&", `\u0026`)
	return s
}

// route maps a page URL to its meta defaults and the API call whose answer the page starts with.
// The API URL is built exactly as the web app builds its query key.
func (sh *shell) route(r *http.Request) (pageMeta, string) {
	p := r.URL.Path
	q := r.URL.RawQuery
	switch {
	case p == "/":
		return pageMeta{}, "/api/content/home"
	case p == "/search":
		term := r.URL.Query().Get("searchTerm")
		return pageMeta{title: "Search results for \u201c" + term + "\u201d", canonical: "/search?searchTerm=" + url.QueryEscape(term)}, "/api/search" + withQuery("", q)
	case strings.HasPrefix(p, "/c/"):
		id := strings.TrimPrefix(p, "/c/")
		if id == "" || strings.Contains(id, "/") {
			return pageMeta{}, ""
		}
		return pageMeta{canonical: p}, "/api/browse?collection_id=" + url.QueryEscape(id) + withQuery("&", q)
	case strings.HasPrefix(p, "/p/"):
		parts := strings.Split(strings.TrimPrefix(p, "/p/"), "/")
		if len(parts) != 2 || parts[1] == "" {
			return pageMeta{}, ""
		}
		return pageMeta{}, "/api/products/" + url.PathEscape(parts[1])
	}
	return pageMeta{}, ""
}

func withQuery(sep, q string) string {
	if q == "" {
		return ""
	}
	if sep == "" {
		return "?" + q
	}
	return sep + q
}

// inline answers apiURL in-process and returns the envelope's data.
func (sh *shell) inline(r *http.Request, apiURL string) (json.RawMessage, int) {
	req := httptest.NewRequestWithContext(r.Context(), http.MethodGet, apiURL, nil)
	rec := httptest.NewRecorder()
	sh.api.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		return nil, rec.Code
	}
	var env struct {
		Data json.RawMessage `json:"data"`
	}
	if json.Unmarshal(rec.Body.Bytes(), &env) != nil {
		return nil, http.StatusInternalServerError
	}
	return env.Data, http.StatusOK
}

// describe fills the title, description and structured data from the inlined answer.
func (sh *shell) describe(r *http.Request, meta *pageMeta, data json.RawMessage) {
	switch {
	case strings.HasPrefix(r.URL.Path, "/p/"):
		var d struct {
			Product struct {
				Code, Name, Brand, Description, URL, ImageURL string
				Price                                         struct{ Value float64 }
				Rating                                        float64
				ReviewCount                                   int
				InStock                                       bool
				Breadcrumbs                                   []breadcrumb
			}
		}
		if json.Unmarshal(data, &d) != nil {
			return
		}
		p := d.Product
		meta.title, meta.description, meta.canonical, meta.image = p.Name, p.Description, p.URL, p.ImageURL
		pub := sh.deps.Config.PublicURL
		availability := "https://schema.org/OutOfStock"
		if p.InStock {
			availability = "https://schema.org/InStock"
		}
		product := map[string]any{
			"@context": "https://schema.org", "@type": "Product", "name": p.Name, "sku": p.Code,
			"description": p.Description, "image": pub + p.ImageURL,
			"brand":  map[string]any{"@type": "Brand", "name": p.Brand},
			"offers": map[string]any{"@type": "Offer", "priceCurrency": "AUD", "price": p.Price.Value, "availability": availability, "url": pub + p.URL},
		}
		if p.ReviewCount > 0 {
			product["aggregateRating"] = map[string]any{"@type": "AggregateRating", "ratingValue": p.Rating, "reviewCount": p.ReviewCount}
		}
		items := []any{}
		for i, b := range p.Breadcrumbs {
			items = append(items, map[string]any{"@type": "ListItem", "position": i + 1, "name": b.Name, "item": pub + b.URL})
		}
		meta.jsonLD = []any{product, map[string]any{"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": items}}
	case strings.HasPrefix(r.URL.Path, "/c/"):
		var d struct {
			Collection struct {
				DisplayName string `json:"display_name"`
			}
			Sorting struct {
				Total int `json:"total_num_results"`
			}
		}
		if json.Unmarshal(data, &d) == nil && d.Collection.DisplayName != "" {
			meta.title = d.Collection.DisplayName
			meta.description = "Shop " + d.Collection.DisplayName + " at " + sh.deps.Config.ShopName + ": " +
				itoa(d.Sorting.Total) + " products with click & collect, home delivery and free delivery for OnePass members."
		}
	}
}

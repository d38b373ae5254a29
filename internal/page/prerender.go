package page

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/ssr"
)

// Renderer renders a page of the web app on the server from the API answers it starts from
// (internal/ssr): the markup of the app's root element.
type Renderer interface {
	Render(ctx context.Context, url string, answers []ssr.Answer) (string, error)
}

// The answers every page's layout is rendered from: the department menu and the shop's settings.
const (
	navigationURL  = "/api/navigation"
	environmentURL = "/api/environment"
)

// renderCacheBytes bounds the rendered pages kept: a product page is about 65 kB with its inlined
// answers (and a fifth of that again in each compressed form), so about 800 of the most visited
// pages; a category page is about 400 kB.
const renderCacheBytes = 64 << 20

// renderIdle is how long a rendered page nobody asks for is kept: a page visited less often than
// this costs a render (tens of milliseconds) rather than its share of the cache for good.
const renderIdle = 10 * time.Minute

// renderWait is how long a page waits for a free renderer before it is sent without server
// markup (the web app then renders it in the browser, as it always can).
const renderWait = 250 * time.Millisecond

// prerendered reports whether the page at path is rendered on the server: the catalogue pages,
// which are the same for every shopper. Private pages (account, basket, checkout, staff) are
// rendered in the browser.
func prerendered(path string) bool {
	return path == "/" || path == "/search" || strings.HasPrefix(path, "/c/") || strings.HasPrefix(path, "/b/") ||
		strings.HasPrefix(path, "/p/")
}

// privateAnswer is the answer a page of the shopper's own starts from, for the pages rendered on
// the server for each shopper (the basket and the checkout): their first paint is the shopper's
// basket, not a skeleton that waits for the app's code and then its first call (docs/decisions.md,
// "The basket and the checkout from the server"). Other private pages are rendered in the browser.
func privateAnswer(path string) (apiURL string, layout bool, ok bool) {
	switch strings.TrimSuffix(path, "/") {
	case "/basket":
		return "/api/cart", true, true
	case "/spc":
		// The checkout's calm frame has no menu: only the settings besides its own answer.
		return "/api/checkout", false, true
	}
	return "", false, false
}

// privateCacheControl: a page rendered from the shopper's own answers is kept by no cache.
const privateCacheControl = "private, no-store"

// privatePage serves a page of the shopper's own rendered on the server from their answers, called
// in-process with their cookies, and reports whether it did; false leaves the page to the browser
// (not such a page, an answer that is not a success, or a failed render). It is rendered for each
// request and kept nowhere; a cookie the answers set (a session's renewal) goes out with the page.
func (sh *Shell) privatePage(w http.ResponseWriter, r *http.Request, meta pageMeta, held *heldAnswers) bool {
	apiURL, layout, ok := privateAnswer(r.URL.Path)
	if sh.opts.Pages == nil || !ok {
		return false
	}
	first, status, header := sh.inlineAs(r, apiURL, held, true)
	for _, c := range header.Values("Set-Cookie") {
		w.Header().Add("Set-Cookie", c)
	}
	if status != http.StatusOK {
		return false
	}
	shared := []string{environmentURL}
	if layout {
		shared = []string{navigationURL, environmentURL}
	}
	answers, ok := sh.withShared(r, ssr.Answer{Key: apiURL, Data: first}, shared, held)
	if !ok {
		return false
	}
	markup, timing, ok := sh.render(w, r, pageOf(r), answers)
	if !ok {
		return false
	}
	h := w.Header()
	h.Set("Cache-Control", privateCacheControl)
	h.Set("Server-Timing", timing)
	body := sh.compose(r, meta, markup, answers)
	compressed := precompressed{fast: true}
	writeRepresentation(w, body, func(coding string) []byte { return compressed.get(body, coding) })
	return true
}

// pageCacheControl is how long a CDN may keep a server-rendered catalogue page: a minute fresh, then
// up to ten minutes more while it fetches the page again in the background, and a day if the shop
// cannot answer. Browsers keep it for no time and revalidate it by its ETag. What the page shows
// that can change within that time (price, stock) the web app asks for again when its inlined
// answer is older than a minute (lib/initialData.ts), and the shopper's own parts (their store,
// postcode, basket) are filled in by the browser in any case.
const pageCacheControl = "public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400"

// prerenderedPage serves a catalogue page rendered on the server from its first answer and the
// layout's answers, and reports whether it did; false leaves the page to be sent without server
// markup (not rendered here, or its render failed: the web app then renders it in the browser).
// The page is kept whole, by its URL and a hash of the answers it came from, and served from there
// to every shopper with its ETag (304 when the client holds it) in a ready compressed form. The
// Server-Timing header says which it was: ssr;desc=cached, ssr;dur=…;desc=rendered, or
// ssr;desc=failed (the browser's developer tools show it, and the bench counts on it).
func (sh *Shell) prerenderedPage(w http.ResponseWriter, r *http.Request, meta pageMeta, apiURL string, first json.RawMessage, held *heldAnswers) bool {
	if sh.opts.Pages == nil || !prerendered(r.URL.Path) {
		return false
	}
	answers, ok := sh.withShared(r, ssr.Answer{Key: apiURL, Data: first}, []string{navigationURL, environmentURL}, held)
	if !ok {
		return false
	}
	page := pageOf(r)
	key := renderKey(page, answers)
	if e, ok := sh.rendered.Get(key, nil); ok {
		servePage(w, r, e, "ssr;desc=cached")
		return true
	}
	markup, timing, ok := sh.render(w, r, page, answers)
	if !ok {
		return false
	}
	body := sh.compose(r, meta, markup, answers)
	e := &Encoded{body: body, etag: etagOf(body), compressed: precompressed{fast: true}}
	sh.rendered.Put(key, e)
	servePage(w, r, e, timing)
	return true
}

// pageOf is the page's address as the renderer's router takes it: the path and its query.
func pageOf(r *http.Request) string {
	if r.URL.RawQuery != "" {
		return r.URL.Path + "?" + r.URL.RawQuery
	}
	return r.URL.Path
}

// withShared is the page's own answer followed by the answers every page shares (the menu, the
// settings), asked in-process; false when one of them cannot be had.
func (sh *Shell) withShared(r *http.Request, own ssr.Answer, shared []string, held *heldAnswers) ([]ssr.Answer, bool) {
	answers := []ssr.Answer{own}
	for _, u := range shared {
		data, status := sh.inline(r, u, held)
		if status != http.StatusOK {
			return nil, false
		}
		answers = append(answers, ssr.Answer{Key: u, Data: data, Shared: true})
	}
	return answers, true
}

// render renders page from answers, waiting at most renderWait for a free engine: its markup and
// the Server-Timing value saying how long it took; false (and ssr;desc=failed on w) when it failed,
// for the page to go without server markup.
func (sh *Shell) render(w http.ResponseWriter, r *http.Request, page string, answers []ssr.Answer) (string, string, bool) {
	ctx, cancel := context.WithTimeout(r.Context(), renderWait)
	defer cancel()
	start := time.Now()
	markup, err := sh.opts.Pages.Render(ctx, page, answers)
	if err != nil {
		w.Header().Set("Server-Timing", "ssr;desc=failed")
		slog.Warn("page sent without server markup", "path", r.URL.Path, "err", err)
		return "", "", false
	}
	return markup, fmt.Sprintf("ssr;dur=%.1f;desc=rendered", float64(time.Since(start).Microseconds())/1000), true
}

// servePage writes a kept page, or 304 Not Modified when the client holds it.
func servePage(w http.ResponseWriter, r *http.Request, e *Encoded, timing string) {
	h := w.Header()
	h.Set("Cache-Control", pageCacheControl)
	h.Set("ETag", e.etag)
	h.Set("Server-Timing", timing)
	if ETagMatches(r.Header.Get("If-None-Match"), e.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	writeRepresentation(w, e.body, func(coding string) []byte { return e.compressed.get(e.body, coding) })
}

// hoistPreloads takes the preload links React writes ahead of a page's markup (the first images:
// the product's picture, the first cards') out of it, for the head: the browser then asks for the
// largest picture before it reaches the body. React leaves such links out of hydration, so the
// markup it takes over is the same without them.
func hoistPreloads(markup string) (links, rest string) {
	rest = markup
	for strings.HasPrefix(rest, `<link rel="preload"`) {
		end := strings.IndexByte(rest, '>')
		if end < 0 {
			break
		}
		links += rest[:end+1] + "\n"
		rest = rest[end+1:]
	}
	return links, rest
}

// pageModules are the lazily loaded modules a server-rendered page's markup comes from, by the
// page's path: their stylesheets must be in the page's head (web/src/app/App.tsx's lazy pages, and
// the product page's buy box, web/src/app/cartSlots.tsx).
func pageModules(path string) []string {
	switch {
	case path == "/search", strings.HasPrefix(path, "/c/"), strings.HasPrefix(path, "/b/"):
		return []string{"src/app/pages/ListingPage.tsx"}
	case strings.HasPrefix(path, "/p/"):
		return []string{"src/app/pages/ProductRoute.tsx", "src/features/cart/components/AddToCart.tsx"}
	case strings.TrimSuffix(path, "/") == "/basket":
		return []string{"src/app/pages/BasketPage.tsx"}
	case strings.TrimSuffix(path, "/") == "/spc":
		return []string{"src/app/pages/CheckoutPage.tsx"}
	}
	return nil
}

// manifestChunk is a chunk of the web app's build manifest (dist/.vite/manifest.json).
type manifestChunk struct {
	CSS     []string `json:"css"`
	Imports []string `json:"imports"`
}

// chunkStyles reads the build manifest and returns what gives a page's stylesheets: those of its
// modules' chunks and every chunk they import, less those index.html links itself. A page whose
// markup arrives before its code would otherwise be unstyled until the code loads, and shift.
func chunkStyles(web fs.FS) func(modules []string) []string {
	none := func([]string) []string { return nil }
	if web == nil {
		return none
	}
	b, err := fs.ReadFile(web, ".vite/manifest.json")
	if err != nil {
		return none
	}
	var m map[string]manifestChunk
	if json.Unmarshal(b, &m) != nil {
		return none
	}
	walk := func(start []string, seen map[string]bool, out *[]string) {
		var visit func(k string)
		visit = func(k string) {
			if seen[k] {
				return
			}
			seen[k] = true
			c := m[k]
			for _, css := range c.CSS {
				if !seen["css:"+css] {
					seen["css:"+css] = true
					*out = append(*out, "/"+css)
				}
			}
			for _, imp := range c.Imports {
				visit(imp)
			}
		}
		for _, k := range start {
			visit(k)
		}
	}
	linked := map[string]bool{}
	var base []string
	walk([]string{"index.html"}, linked, &base)
	return func(modules []string) []string {
		seen := map[string]bool{}
		for k, v := range linked {
			seen[k] = v
		}
		var out []string
		walk(modules, seen, &out)
		return out
	}
}

// renderKey names a render by the page's URL and what it was rendered from: a change to the
// catalogue, the menu or the settings changes the answers, and so the key.
func renderKey(page string, answers []ssr.Answer) string {
	h := sha256.New()
	h.Write([]byte(page))
	for _, a := range answers {
		h.Write([]byte{0})
		h.Write([]byte(a.Key))
		h.Write([]byte{0})
		raw, _ := a.Data.(json.RawMessage)
		if a.Key == environmentURL {
			// The settings' expiry moves with every answer; the page shows only the features.
			var env struct {
				Features json.RawMessage `json:"features"`
			}
			if json.Unmarshal(raw, &env) == nil {
				raw = env.Features
			}
		}
		h.Write(raw)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// WarmPages are real pages of the shop for warming the renderer up before the first shopper
// (ssr.Pages.Warm), each with the answers a shopper's request for it renders from: the home page,
// the first department's first collection, that collection's first product, and a search for the
// product's brand. A page the catalogue cannot give (an empty shop) is left out.
func (sh *Shell) WarmPages(ctx context.Context) []ssr.Page {
	var pages []ssr.Page
	add := func(path string) json.RawMessage {
		if path == "" {
			return nil
		}
		p, first, ok := sh.sample(ctx, path)
		if !ok {
			return nil
		}
		pages = append(pages, p)
		return first
	}
	home := add("/")
	if home == nil {
		return pages
	}
	var nav struct {
		Departments []struct {
			URL      string `json:"url"`
			Children []struct {
				URL string `json:"url"`
			} `json:"children"`
		} `json:"departments"`
	}
	if json.Unmarshal(pages[0].Answers[1].Data.(json.RawMessage), &nav) != nil || len(nav.Departments) == 0 {
		return pages
	}
	collection := nav.Departments[0].URL
	if c := nav.Departments[0].Children; len(c) > 0 {
		collection = c[0].URL
	}
	var listing struct {
		Products []struct {
			URL   string `json:"url"`
			Brand string `json:"brand"`
		} `json:"products"`
	}
	if json.Unmarshal(add(collection), &listing) != nil || len(listing.Products) == 0 {
		return pages
	}
	add(listing.Products[0].URL)
	if b := listing.Products[0].Brand; b != "" {
		add("/search?searchTerm=" + url.QueryEscape(b))
	}
	return pages
}

// sample is the page at path as the renderer gets it, and the page's own answer; false when it
// is not a page rendered on the server or an answer is missing.
func (sh *Shell) sample(ctx context.Context, path string) (ssr.Page, json.RawMessage, bool) {
	r, err := innerRequest(ctx, path)
	if err != nil {
		return ssr.Page{}, nil, false
	}
	_, apiURL, known := sh.route(r)
	if !known || apiURL == "" || !prerendered(r.URL.Path) {
		return ssr.Page{}, nil, false
	}
	var held heldAnswers
	defer held.release()
	p := ssr.Page{URL: r.URL.RequestURI()}
	for _, u := range []string{apiURL, navigationURL, environmentURL} {
		data, status := sh.inline(r, u, &held)
		if status != http.StatusOK {
			return ssr.Page{}, nil, false
		}
		// The answer's bytes go back to a pool with held: the page keeps a copy.
		p.Answers = append(p.Answers, ssr.Answer{Key: u, Data: json.RawMessage(bytes.Clone(data)), Shared: u != apiURL})
	}
	return p, p.Answers[0].Data.(json.RawMessage), true
}

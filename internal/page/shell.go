package page

import (
	"bytes"
	"context"
	"encoding/json"
	"html"
	"io/fs"
	"mime"
	"net/http"
	"net/url"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/ssr"
)

// Shell serves the web app: the HTML shell of every page route, with the page's title, meta
// description, canonical URL, Open Graph, JSON-LD and the first API answer inlined, so the first
// paint needs no extra round trip and search engines see real content; and the built files,
// compressed with gzip and brotli once at start (see precompress) and cached for a year (the hashed
// ones).
type Shell struct {
	opts  Options
	index []byte                // index.html, nil when the web app is not built
	files map[string]*builtFile // "/assets/…", "/robots.txt" … → file
	api   http.Handler          // the API mux, called in-process to inline the first answer (SetAPI)
	// brotli makes the brotli forms, once, in the background (see precompress).
	brotli func()
	// rendered caches server markup by page and the answers it was rendered from (prerender.go).
	rendered *Cache
	// styles gives the stylesheets a server-rendered page's lazily loaded modules need.
	styles func(modules []string) []string
	// csp is every page's Content-Security-Policy.
	csp string
	// indexCSSLinks matches index.html's stylesheet links; inlined holds a server-rendered page's
	// styles by the modules it needs (inlineStyles).
	indexCSSLinks *regexp.Regexp
	inlined       sync.Map
	// entryScript and modulePreloads match index.html's module script (the app's entry) and its
	// modulepreload links.
	entryScript, modulePreloads *regexp.Regexp
	// renderedIndex is index.html for a page rendered on the server: without its stylesheet links
	// and with its code deferred (newShell).
	renderedIndex []byte
}

// builtFile is a file of the web app's build with its ready compressed forms.
type builtFile struct {
	body  []byte
	gz    []byte                 // nil when the type does not compress or compression saves under a tenth
	br    atomic.Pointer[[]byte] // likewise; nil too until the background compression has made it
	ctype string
	etag  string // strong: the bytes are the representation; see etagWithCoding for br and gzip
}

// variant returns the file in coding, or nil.
func (f *builtFile) variant(coding string) []byte {
	if coding == codingBrotli {
		if b := f.br.Load(); b != nil {
			return *b
		}
		return nil
	}
	return f.gz
}

// Options are what the shell is made from.
type Options struct {
	// ShopName is the shop's name in titles and descriptions; PublicURL the origin its canonical
	// URLs and images are named under (--public-url).
	ShopName, PublicURL string
	// Web is the built web app (index.html and assets/); nil serves a plain notice instead.
	Web fs.FS
	// Pages renders the catalogue pages on the server (internal/ssr); nil sends every page without
	// server markup, for the web app to render in the browser.
	Pages Renderer
	// PaymentOrigins are the live payment providers' origins whose scripts and frames the checkout
	// loads (CSP).
	PaymentOrigins []string
	// Label names the operation a request was, for the server's metrics and log (assets are
	// served from the page route too).
	Label func(w http.ResponseWriter, op string)
}

// OpAsset is the operation label of a built file.
const OpAsset = "asset"

// NewShell reads the built web app and compresses its files.
func NewShell(opts Options) *Shell {
	if opts.Label == nil {
		opts.Label = func(http.ResponseWriter, string) {}
	}
	sh := &Shell{opts: opts, files: map[string]*builtFile{}, brotli: func() {}, rendered: NewCache(renderCacheBytes, renderIdle),
		styles: chunkStyles(opts.Web), csp: CSP(opts.PaymentOrigins...),
		indexCSSLinks:  regexp.MustCompile(`[ \t]*<link rel="stylesheet"[^>]* href="(/assets/[^"]+\.css)">\n?`),
		entryScript:    regexp.MustCompile(`<script type="module" crossorigin src="(/assets/[^"]+\.js)"></script>`),
		modulePreloads: regexp.MustCompile(`[ \t]*<link rel="modulepreload" crossorigin href="(/assets/[^"]+\.js)">\n?`)}
	if opts.Web == nil {
		return sh
	}
	if b, err := fs.ReadFile(opts.Web, "index.html"); err == nil {
		sh.index = b
		// A rendered page's styles are in its head (inlineStyles): index.html's stylesheet links
		// would only block the first paint for rules the page already has. Its code is neither
		// fetched nor run until the page has loaded and painted: the inline boot script
		// (earlyClicks) adds it then, from the list left in its place. Worked out once, here: on
		// each page, the regular expressions were most of an uncached render's Go time.
		sh.renderedIndex = sh.deferCode(sh.indexCSSLinks.ReplaceAll(b, nil))
	}
	var todo []*builtFile
	_ = fs.WalkDir(opts.Web, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || p == "index.html" || strings.HasPrefix(p, ".vite/") {
			return nil // index.html is served as the shell; the build manifest is the server's own
		}
		b, err := fs.ReadFile(opts.Web, p)
		if err != nil {
			return nil
		}
		ctype := mime.TypeByExtension(path.Ext(p))
		if ctype == "" {
			ctype = "application/octet-stream"
		}
		f := &builtFile{body: b, ctype: ctype, etag: StrongETag(b)}
		sh.files["/"+p] = f
		if len(b) >= minCompressSize && compressible(ctype) {
			todo = append(todo, f)
		}
		return nil
	})
	sh.brotli = precompress(todo)
	return sh
}

// precompress makes the gzip forms of the files at once (a few tens of milliseconds for the app's
// half megabyte of scripts) and returns the function that starts making the brotli forms in the
// background, largest first, once: brotli at its best quality takes seconds of a core, which
// neither the shop's start nor a node that serves no browser (an API-only node, a test) should pay.
// The first request for a built file starts it; until a file's brotli form is ready, clients that
// take gzip get gzip.
func precompress(files []*builtFile) (startBrotli func()) {
	sort.Slice(files, func(i, j int) bool { return len(files[i].body) > len(files[j].body) })
	for _, f := range files {
		f.gz = compressBytes(f.body, codingGzip, assetGzipLevel)
	}
	return sync.OnceFunc(func() {
		go func() {
			for _, f := range files {
				if b := compressBytes(f.body, codingBrotli, assetBrotliQuality); b != nil {
					f.br.Store(&b)
				}
			}
		}()
	})
}

// SetAPI names the handler of the API, which pages call in-process for the answers they inline.
func (sh *Shell) SetAPI(api http.Handler) { sh.api = api }

// innerRequest is a GET of target made in-process: no client sent it.
func innerRequest(ctx context.Context, target string) (*http.Request, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	if err != nil {
		return nil, err
	}
	r.RequestURI = target
	r.RemoteAddr = "127.0.0.1:0"
	return r, nil
}

// Asset serves a hashed build file: immutable for a year, in the client's coding.
func (sh *Shell) Asset(w http.ResponseWriter, r *http.Request) {
	if !sh.serveFile(w, r, r.URL.Path, "public, max-age=31536000, immutable") {
		http.NotFound(w, r)
	}
}

// serveFile serves a built file with its strong ETag (304 when the client holds it) in the coding
// the client negotiated; false when there is no such file.
func (sh *Shell) serveFile(w http.ResponseWriter, r *http.Request, p, cacheControl string) bool {
	f, ok := sh.files[p]
	if !ok {
		return false
	}
	sh.brotli()
	sh.opts.Label(w, OpAsset)
	h := w.Header()
	h.Set("Content-Type", f.ctype)
	h.Set("Cache-Control", cacheControl)
	h.Set("ETag", f.etag)
	if ETagMatches(r.Header.Get("If-None-Match"), f.etag) {
		w.WriteHeader(http.StatusNotModified)
		return true
	}
	writeRepresentation(w, f.body, f.variant)
	return true
}

// pageMeta is what the shell puts in <head>.
type pageMeta struct {
	title, description, canonical, image string
	jsonLD                               []any
	status                               int
	// noindex keeps a page out of search engines: private pages (sign-in, the account area).
	noindex bool
}

// notFound is the meta of a page that does not exist: the web app renders its not-found view.
var notFound = pageMeta{title: "Page not found", status: http.StatusNotFound}

// Page serves the shell for any page route: 200 for the web app's routes, 404 (with the same
// shell, whose app shows its not-found view) for any other path and for a product or collection
// that does not exist. Every page carries the same strict Content-Security-Policy (no nonce: see
// contentSecurityPolicy). A catalogue page rendered on the server is the same bytes for every
// shopper: it is kept whole (prerender.go) and may be kept by a CDN.
func (sh *Shell) Page(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/" && sh.serveFile(w, r, r.URL.Path, "public, max-age=3600") {
		return
	}
	if target, ok := searchAlias(r); ok {
		http.Redirect(w, r, target, http.StatusMovedPermanently)
		return
	}
	if target, ok := sortChoice(r); ok {
		http.Redirect(w, r, target, http.StatusSeeOther)
		return
	}
	h := w.Header()
	h.Set("Content-Security-Policy", sh.csp)
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	if sh.index == nil {
		_, _ = w.Write([]byte("<!doctype html><title>Storefront</title><p>The web app is not built. Run <code>make build</code>.</p>"))
		return
	}
	meta, apiURL, known := sh.route(r)
	if !known {
		meta = notFound
	}
	var answers []ssr.Answer
	var held heldAnswers
	defer held.release()
	if known && sh.privatePage(w, r, meta, &held) {
		return
	}
	if apiURL != "" {
		data, status := sh.inline(r, apiURL, &held)
		if status == http.StatusNotFound {
			meta = notFound
		}
		if status == http.StatusOK {
			sh.describe(r, &meta, data)
			if sh.prerenderedPage(w, r, meta, apiURL, data, &held) {
				return
			}
			answers = []ssr.Answer{{Key: apiURL, Data: data}}
		}
	}
	if meta.status != 0 {
		w.WriteHeader(meta.status)
	}
	_, _ = w.Write(sh.compose(r, meta, "", answers))
}

// compose writes a page: index.html with the page's head, the server's markup (when there is
// any) and the answers it starts from.
func (sh *Shell) compose(r *http.Request, meta pageMeta, markup string, answers []ssr.Answer) []byte {
	shop := sh.opts.ShopName
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
	styles := ""
	if markup != "" {
		var links string
		links, markup = hoistPreloads(markup)
		head.WriteString(links)
		head.WriteString("<script>" + earlyClicks + "</script>\n")
		styles = sh.inlineStyles(pageModules(r.URL.Path))
	}
	head.WriteString(`<meta name="description" content="` + html.EscapeString(meta.description) + `">` + "\n")
	if meta.status == http.StatusNotFound || meta.noindex {
		head.WriteString(`<meta name="robots" content="noindex">` + "\n")
	}
	head.WriteString(`<link rel="canonical" href="` + html.EscapeString(sh.opts.PublicURL+meta.canonical) + `">` + "\n")
	head.WriteString(`<meta property="og:site_name" content="` + html.EscapeString(shop) + `">` + "\n")
	head.WriteString(`<meta property="og:title" content="` + html.EscapeString(meta.title) + `">` + "\n")
	head.WriteString(`<meta property="og:description" content="` + html.EscapeString(meta.description) + `">` + "\n")
	if meta.image != "" {
		head.WriteString(`<meta property="og:image" content="` + html.EscapeString(sh.opts.PublicURL+meta.image) + `">` + "\n")
	}
	for _, ld := range meta.jsonLD {
		b, _ := json.Marshal(ld)
		head.WriteString(`<script type="application/ld+json">`)
		head.Write(appendSafeScript(nil, b))
		head.WriteString("</script>\n")
	}
	index := sh.index
	if styles != "" {
		index = sh.renderedIndex
	}
	var data []byte
	if len(answers) > 0 {
		// at: when the answers were made, so the app asks again for one that has grown old in a cache.
		// Written into a kept buffer: the page takes a copy, made safe for its script element.
		scratch := answerScratch.get()
		defer answerScratch.put(scratch)
		data, _ = ssr.AppendAnswers((*scratch)[:0], answers, time.Now().UnixMilli())
		*scratch = data
	}
	// One pass over index.html into a buffer of the page's size: the page is about 100 kB with its
	// styles, and replacing each place in turn copied all of it each time (most of what an uncached
	// page allocated, and so of the server's garbage collections under load).
	out := make([]byte, 0, len(index)+head.Len()+len(styles)+len(markup)+len(data)+len(data)/8+128)
	rest := index
	fill := func(place string, with func([]byte) []byte) {
		if i := bytes.Index(rest, []byte(place)); i >= 0 {
			out = with(append(out, rest[:i]...))
			rest = rest[i+len(place):]
		}
	}
	fill("<!--app-head-->", func(b []byte) []byte { return append(b, head.String()...) })
	if styles != "" {
		fill("</head>", func(b []byte) []byte { return append(append(b, styles...), "</head>"...) })
	}
	if markup != "" {
		fill(`<div id="root"></div>`, func(b []byte) []byte {
			return append(append(append(b, `<div id="root">`...), markup...), `</div>`...)
		})
	}
	if data != nil {
		fill("<!--app-data-->", func(b []byte) []byte {
			b = append(b, `<script type="application/json" id="initial-data">`...)
			return append(appendSafeScript(b, data), `</script>`...)
		})
	}
	return append(out, rest...)
}

// deferCode replaces index.html's module script and modulepreload links by the list of their
// addresses (the entry first), which the boot script in earlyClicks adds once the page has painted.
func (sh *Shell) deferCode(page []byte) []byte {
	entry := sh.entryScript.FindSubmatch(page)
	if entry == nil {
		return page
	}
	code := []string{string(entry[1])}
	for _, m := range sh.modulePreloads.FindAllSubmatch(page, -1) {
		code = append(code, string(m[1]))
	}
	list, _ := json.Marshal(code)
	page = sh.modulePreloads.ReplaceAll(page, nil)
	return sh.entryScript.ReplaceAll(page, []byte(`<script type="application/json" id="app-code">`+safeScript(list)+`</script>`))
}

// inlineStyles is what a server-rendered page's head carries for its styles: every rule of
// index.html's stylesheets and of its lazily loaded modules' (in the order the browser would apply
// them) in one <style> element, so the first paint waits for no stylesheet; and a disabled link to
// each of the modules' stylesheets, which the browser does not fetch but which tells the app's
// module loader that the styles are here (it would otherwise add them when the code loads). Worked
// out once per set of modules.
func (sh *Shell) inlineStyles(modules []string) string {
	key := strings.Join(modules, "\x00")
	if v, ok := sh.inlined.Load(key); ok {
		return v.(string)
	}
	var css, links strings.Builder
	var sheets []string
	for _, m := range sh.indexCSSLinks.FindAllSubmatch(sh.index, -1) {
		sheets = append(sheets, string(m[1]))
	}
	chunks := sh.styles(modules)
	for i, href := range append(sheets, chunks...) {
		f, ok := sh.files[href]
		if !ok || bytes.Contains(f.body, []byte("</style")) {
			// Not ours to inline: linked as index.html would.
			links.WriteString(`<link rel="stylesheet" crossorigin href="` + html.EscapeString(href) + `">` + "\n")
			continue
		}
		css.Write(f.body)
		css.WriteByte('\n')
		if i >= len(sheets) {
			links.WriteString(`<link rel="stylesheet" crossorigin href="` + html.EscapeString(href) + `" disabled>` + "\n")
		}
	}
	out := links.String()
	if css.Len() > 0 {
		out = "<style>" + css.String() + "</style>\n" + out
	}
	sh.inlined.Store(key, out)
	return out
}

// earlyClicks keeps the buttons, radio buttons and check boxes (or their labels) a shopper presses
// on server-rendered markup before the app has taken it over (its code is still loading): the
// press is held, not lost, and replayed once the page is hydrated (web/src/lib/hydration.ts); a
// radio button chosen natively would show a colour or size the app's state does not have. Links
// and the search form (a GET form with an action) work without JavaScript and are left alone; any
// other form's button is held rather than posting the page to itself. Text typed into a box is the
// box's own and is taken over with it (useEarlyText). A choice in a select of a GET form (the
// listing's sort) sends its form, as it would without JavaScript. A link marked data-hold (Load
// more, Load previous: with the app they add to the page, without it they go to the next page) is
// held like a button, unless opened in a new tab or window; should the code fail to load, holding
// stops and a held link is followed. Holding goes on while React takes the page over (in slices):
// a held press goes no further than the document, so React's listeners on the root never see it.
//
// It also starts the app's code on a server-rendered page (whose script and modulepreload links
// the shell replaced by their list, #app-code: entry first): after the load event and the frame
// that follows it, so the page's pictures are fetched and painted before the code competes for the
// line and hydration, the biggest task, for the processor; at the latest 3 s after the page began,
// so a slow picture does not keep the page without its code.
const earlyClicks = `window.__early=[];document.addEventListener("click",function(e){` +
	`var q=window.__early,t=e.target,b=q&&t&&t.closest?t.closest("button,label,input,a[data-hold]"):null;` +
	`if(b&&b.tagName==="LABEL")b=b.control;if(!b||b.disabled)return;` +
	`if(b.tagName==="INPUT"){if(b.type!=="radio"&&b.type!=="checkbox")return}` +
	`else if(b.tagName==="A"){if(e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return}` +
	`else if(b.tagName!=="BUTTON"||(b.type==="submit"&&b.form&&b.form.hasAttribute("action")))return;` +
	`e.preventDefault();e.stopPropagation();q.push(b)},true);` +
	`document.addEventListener("change",function(e){var t=e.target;` +
	`if(window.__early&&t.tagName==="SELECT"&&t.form&&t.form.hasAttribute("action"))t.form.submit()});` +
	`(function(){var done=0;function boot(){var l=document.getElementById("app-code");if(done||!l)return;done=1;` +
	`JSON.parse(l.textContent).forEach(function(u,i){var e=document.createElement(i?"link":"script");` +
	`if(i){e.rel="modulepreload";e.href=u}else{e.type="module";e.src=u;e.onerror=fail}e.crossOrigin="";document.head.appendChild(e)})}` +
	`function fail(){var q=window.__early,h=q&&q[q.length-1];window.__early=undefined;if(h&&h.tagName==="A")location.href=h.href}` +
	`addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(boot,0)})});setTimeout(boot,3000)})()`

// safeScript makes JSON safe inside a <script> element.
func safeScript(b []byte) string { return string(appendSafeScript(nil, b)) }

// appendSafeScript appends JSON to dst made safe inside a <script> element: <, > and & written as
// their \u escapes, which JSON reads as the same characters.
func appendSafeScript(dst, b []byte) []byte {
	for {
		i := bytes.IndexAny(b, "<>&")
		if i < 0 {
			return append(dst, b...)
		}
		dst = append(dst, b[:i]...)
		switch b[i] {
		case '<':
			dst = append(dst, `\u003c`...)
		case '>':
			dst = append(dst, `\u003e`...)
		default:
			dst = append(dst, `\u0026`...)
		}
		b = b[i+1:]
	}
}

// route maps a page URL to its meta defaults and the API call whose answer the page starts with;
// known is false for a path that is none of the web app's routes (web/src/app/App.tsx), which is
// a 404. The API URL is built exactly as the web app builds its query key.
func (sh *Shell) route(r *http.Request) (meta pageMeta, apiURL string, known bool) {
	p := r.URL.Path
	q := r.URL.RawQuery
	if len(p) > 1 {
		p = strings.TrimSuffix(p, "/") // the app's router takes /basket/ for /basket
	}
	seg := strings.Split(strings.TrimPrefix(p, "/"), "/")
	for _, s := range seg {
		if s == "" && p != "/" {
			return pageMeta{}, "", false
		}
	}
	switch {
	case p == "/":
		return pageMeta{}, "/api/content/home", true
	case p == "/search":
		term := r.URL.Query().Get("searchTerm")
		return pageMeta{title: "Search results for \u201c" + term + "\u201d", canonical: "/search?searchTerm=" + url.QueryEscape(term)}, "/api/search" + withQuery("", q), true
	case p == "/basket", p == "/favourites", p == "/onepass":
		// /onepass is OnePass's learn-more-and-join page (docs/membership.md#pages).
		return pageMeta{}, "", true
	case p == "/account", p == "/login", p == "/forgot-password", p == "/reset-password", p == "/account-locked",
		p == "/account-deletion-requested", p == "/my-account",
		len(seg) == 2 && seg[0] == "my-account" && accountPages[seg[1]],
		p == "/spc", len(seg) == 3 && seg[0] == "checkout" && seg[1] == "thank-you",
		len(seg) == 3 && seg[0] == "my-account" && orderPages[seg[1]],
		seg[0] == "staff" && len(seg) <= 3,
		// A return's label is its owner's (docs/orders.md#the-return-label), its link a token.
		len(seg) == 3 && seg[0] == "returns" && seg[1] == "label":
		// The sign-in, account and checkout pages are the shopper's own: never in a search
		// engine's index.
		return pageMeta{noindex: true}, "", true
	case len(seg) == 2 && seg[0] == "c":
		return pageMeta{canonical: p}, "/api/browse?collection_id=" + url.QueryEscape(seg[1]) + withQuery("&", q), true
	case len(seg) == 3 && seg[0] == "b":
		// A facet's own page (/b/brand/Bower): the address the web app asks for (listingApiUrl).
		return pageMeta{canonical: p}, "/api/browse/facet?facetName=" + formEncode(seg[1]) + "&facetValue=" + formEncode(seg[2]) + withQuery("&", q), true
	case len(seg) == 3 && seg[0] == "p":
		return pageMeta{}, "/api/products/" + url.PathEscape(seg[2]), true
	case len(seg) == 4 && seg[0] == "p" && seg[3] == "store":
		// {productUrl}/store, the store-stock modal over the product page: the page's own answer,
		// kept out of the index (the product page is the one to find).
		return pageMeta{noindex: true}, "/api/products/" + url.PathEscape(seg[2]), true
	case p == "/stores", p == "/track-order", p == "/returns":
		return pageMeta{}, "", true
	case len(seg) == 2 && (seg[0] == "help" || seg[0] == "modal"):
		return pageMeta{}, "", true
	}
	return pageMeta{}, "", false
}

// accountPages are the sections of the account area (web/src/app/App.tsx).
var accountPages = map[string]bool{"personal-details": true, "account-details": true, "address-book": true,
	"my-store": true, "payment-methods": true, "delete-account": true, "order-details": true, "onepass": true}

// orderPages are the account's pages of one order or receipt: /my-account/{page}/{orderCode}.
var orderPages = map[string]bool{"collection-details": true, "store-order": true, "store-order-summary": true}

// searchAlias turns /search?q=… (the parameter other shops and search engines' site search use) into
// the canonical /search?searchTerm=…, so the page, its inlined first answer and its title agree.
func searchAlias(r *http.Request) (string, bool) {
	if r.URL.Path != "/search" {
		return "", false
	}
	q := r.URL.Query()
	term, ok := q["q"]
	if !ok {
		return "", false
	}
	q.Del("q")
	if q.Get("searchTerm") == "" && len(term) > 0 {
		q.Set("searchTerm", term[0])
	}
	return "/search?" + q.Encode(), true
}

// sortChoice turns a listing's sort form, sent without JavaScript (or before the page's code has
// loaded) as sort=by|order, into the listing's own address: sortBy and sortOrder, from page 1. A
// malformed choice is dropped.
func sortChoice(r *http.Request) (string, bool) {
	p := r.URL.Path
	if p != "/search" && !strings.HasPrefix(p, "/c/") && !strings.HasPrefix(p, "/b/") {
		return "", false
	}
	q := r.URL.Query()
	choice, ok := q["sort"]
	if !ok {
		return "", false
	}
	q.Del("sort")
	q.Del("page")
	if by, order, found := strings.Cut(choice[len(choice)-1], "|"); found && by != "" && order != "" {
		q.Set("sortBy", by)
		q.Set("sortOrder", order)
	}
	if len(q) == 0 {
		return p, true
	}
	return p + "?" + q.Encode(), true
}

// formEncode encodes a value as the browser's URLSearchParams does (application/x-www-form-urlencoded:
// letters, digits and *-._ as they are, a space as +, every other byte as %XX), so that the answer
// the shell inlines is under the very key the web app looks it up by.
func formEncode(v string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '*', c == '-', c == '.', c == '_':
			b.WriteByte(c)
		case c == ' ':
			b.WriteByte('+')
		default:
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
	return b.String()
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

// inline answers apiURL in-process and returns the envelope's data: a slice of a pooled buffer,
// valid until held is released (once the page is written).
func (sh *Shell) inline(r *http.Request, apiURL string, held *heldAnswers) (json.RawMessage, int) {
	data, status, _ := sh.inlineAs(r, apiURL, held, false)
	return data, status
}

// inlineAs is inline, asked as the page's shopper when own is set: with their cookies and their
// address, for a page of their own (privatePage). It also returns the answer's header (valid as
// long as the data), for the cookies it sets. Otherwise the call carries nothing of the shopper,
// so its answer is the same for everyone.
func (sh *Shell) inlineAs(r *http.Request, apiURL string, held *heldAnswers, own bool) (json.RawMessage, int, http.Header) {
	req, err := innerRequest(r.Context(), apiURL)
	if err != nil {
		return nil, http.StatusBadRequest, nil
	}
	if own {
		for _, c := range r.Header.Values("Cookie") {
			req.Header.Add("Cookie", c)
		}
		if ua := r.Header.Get("User-Agent"); ua != "" {
			req.Header.Set("User-Agent", ua)
		}
		req.RemoteAddr = r.RemoteAddr
	}
	rec := inlineWriters.Get().(*inlineWriter)
	*held = append(*held, rec)
	sh.api.ServeHTTP(rec, req)
	if rec.code != http.StatusOK && rec.code != 0 {
		return nil, rec.code, rec.header
	}
	// writeEnvelope's success form is {"success":true,"data":…} and a newline: the data is taken
	// out as it is, without reading the whole answer again (a page inlines about 30 kB of answers).
	body := rec.body.Bytes()
	if rest, ok := bytes.CutPrefix(body, []byte(`{"success":true,"data":`)); ok {
		if data, ok := bytes.CutSuffix(rest, []byte("}\n")); ok {
			return data, http.StatusOK, rec.header
		}
	}
	var env struct {
		Data json.RawMessage `json:"data"`
	}
	if json.Unmarshal(body, &env) != nil {
		return nil, http.StatusInternalServerError, rec.header
	}
	return env.Data, http.StatusOK, rec.header
}

// inlineWriter takes an in-process answer for inline. Kept in a pool: a page takes three answers
// (its own, the menu and the settings; about 60 kB), and a recorder grew a buffer for each from
// nothing, on every uncached page.
type inlineWriter struct {
	header http.Header
	code   int
	body   bytes.Buffer
}

func (w *inlineWriter) Header() http.Header { return w.header }
func (w *inlineWriter) WriteHeader(code int) {
	if w.code == 0 {
		w.code = code
	}
}
func (w *inlineWriter) Write(p []byte) (int, error) {
	w.WriteHeader(http.StatusOK)
	return w.body.Write(p)
}

var answerScratch slicePool

var inlineWriters = sync.Pool{New: func() any { return &inlineWriter{header: http.Header{}} }}

// heldAnswers are a page's in-process answers, held until the page has been written.
type heldAnswers []*inlineWriter

func (h *heldAnswers) release() {
	for _, w := range *h {
		if w.body.Cap() > maxHeldBody {
			continue
		}
		clear(w.header)
		w.code = 0
		w.body.Reset()
		inlineWriters.Put(w)
	}
	*h = nil
}

// describe fills the title, description and structured data from the inlined answer.
func (sh *Shell) describe(r *http.Request, meta *pageMeta, data json.RawMessage) {
	switch {
	case strings.HasPrefix(r.URL.Path, "/p/"):
		var d struct {
			Product struct {
				Code, Name, Brand, Description, URL, ImageURL string
				Price                                         struct{ Value float64 }
				Rating                                        float64
				ReviewCount                                   int
				InStock                                       bool
				Breadcrumbs                                   []catalog.Breadcrumb
			}
		}
		if json.Unmarshal(data, &d) != nil {
			return
		}
		p := d.Product
		meta.title, meta.description, meta.canonical, meta.image = p.Name, p.Description, p.URL, p.ImageURL
		pub := sh.opts.PublicURL
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
		// The trail as the page shows it: the shop's home, the categories, and the product itself
		// (the last item names the page it is on, so it needs no link).
		items := []any{map[string]any{"@type": "ListItem", "position": 1, "name": sh.opts.ShopName, "item": pub + "/"}}
		for _, b := range p.Breadcrumbs {
			items = append(items, map[string]any{"@type": "ListItem", "position": len(items) + 1, "name": b.Name, "item": pub + b.URL})
		}
		items = append(items, map[string]any{"@type": "ListItem", "position": len(items) + 1, "name": p.Name})
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
			meta.description = "Shop " + d.Collection.DisplayName + " at " + sh.opts.ShopName + ": " +
				strconv.Itoa(d.Sorting.Total) + " products with click & collect, home delivery and free delivery for OnePass members."
		}
	}
}

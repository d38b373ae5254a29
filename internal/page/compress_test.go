package page

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

func TestNegotiateEncoding(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ accept, want string }{
		{"", ""},
		{"gzip", "gzip"},
		{"br", "br"},
		{"gzip, deflate, br, zstd", "br"}, // what browsers send: brotli wins the tie
		{"BR", "br"},
		{"x-gzip", "gzip"},
		{"identity", ""},
		{"deflate", ""},
		{"br;q=0, gzip", "gzip"},
		{"gzip;q=0", ""},
		{"gzip;q=0, br;q=0", ""},
		{"br;q=0.5, gzip;q=0.8", "gzip"},
		{"br;q=0.8, gzip;q=0.5", "br"},
		{"gzip; q=1.0, br ; q=1.0", "br"},
		{"*", "br"},
		{"*;q=0", ""},
		{"gzip;q=0, *", "br"},
		{"br;q=0, *;q=0.1", "gzip"},
		{"br;q=nonsense, gzip", "gzip"},
		{"br;q=2, gzip", "gzip"},
		{"identity;q=0", ""}, // nothing else offered: identity rather than 406
	} {
		if got, _ := negotiateEncoding(tc.accept); got != tc.want {
			t.Errorf("Accept-Encoding %q: got %q, want %q", tc.accept, got, tc.want)
		}
	}
}

func TestNegotiateFallback(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ accept, best, next string }{
		{"gzip, deflate, br", "br", "gzip"},
		{"br", "br", ""},
		{"br, gzip;q=0", "br", ""},
		{"gzip", "gzip", ""},
		{"*", "br", "gzip"},
	} {
		if best, next := negotiateEncoding(tc.accept); best != tc.best || next != tc.next {
			t.Errorf("Accept-Encoding %q: got %q then %q, want %q then %q", tc.accept, best, next, tc.best, tc.next)
		}
	}
}

func TestETagCoding(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ tag, coding, want string }{
		{`W/"abc"`, "br", `W/"abc-br"`},
		{`"abc"`, "gzip", `"abc-gzip"`},
		{`"abc"`, "", `"abc"`},
	} {
		got := etagWithCoding(tc.tag, tc.coding)
		if got != tc.want {
			t.Errorf("etagWithCoding(%s, %s) = %s, want %s", tc.tag, tc.coding, got, tc.want)
		}
		if base, c := etagCoding(got); base != tc.tag || c != tc.coding {
			t.Errorf("etagCoding(%s) = %s %s", got, base, c)
		}
	}
	if base, c := etagCoding(`"-br"`); base != `"-br"` || c != "" {
		t.Errorf("a tag that is only a suffix: %s %s", base, c)
	}
	if !ETagMatches(`"x", W/"abc"`, `"abc"`) || !ETagMatches("*", `"abc"`) || ETagMatches(`"abcd"`, `"abc"`) || ETagMatches("", `"abc"`) {
		t.Error("etagMatches")
	}
}

// decode reads a body in its Content-Encoding.
func decode(t *testing.T, res *http.Response, body []byte) string {
	t.Helper()
	var r io.Reader = bytes.NewReader(body)
	switch res.Header.Get("Content-Encoding") {
	case "br":
		r = brotli.NewReader(r)
	case "gzip":
		zr, err := gzip.NewReader(r)
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	case "":
	default:
		t.Fatalf("unexpected coding %q", res.Header.Get("Content-Encoding"))
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("decode %s: %v", res.Header.Get("Content-Encoding"), err)
	}
	return string(b)
}

func TestCompressMiddleware(t *testing.T) {
	t.Parallel()
	big := `{"success":true,"data":"` + strings.Repeat("lamp ", 600) + `"}`
	small := `{"success":true,"data":"lamp"}`
	const tag = `W/"t1"`
	// handler answers like the API: JSON with an ETag, 304 on a match, written in small pieces
	// (so the middleware must hold the first kilobyte to decide), or with a Content-Length.
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body := big
		if r.URL.Query().Get("small") != "" {
			body = small
		}
		h := w.Header()
		h.Set("Content-Type", "application/json; charset=utf-8")
		if ct := r.URL.Query().Get("type"); ct != "" {
			h.Set("Content-Type", ct)
		}
		if r.URL.Query().Get("encoded") != "" {
			h.Set("Content-Encoding", "gzip")
		}
		h.Set("ETag", tag)
		if r.Header.Get("If-None-Match") == tag {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		if r.URL.Query().Get("length") != "" {
			h.Set("Content-Length", strconv.Itoa(len(body)+1)) // the pieces end with a space
		}
		for chunk := range strings.SplitSeq(body, " ") {
			_, _ = io.WriteString(w, chunk+" ")
		}
	})
	want := func(path string) string { // each piece is written with a space after it
		if strings.Contains(path, "small") {
			return small + " "
		}
		return big + " "
	}
	srv := httptest.NewServer(Compress(handler))
	t.Cleanup(srv.Close)
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	for _, tc := range []struct {
		name, path, accept, method, ifNoneMatch string
		status                                  int
		coding, etag                            string
		vary                                    bool
	}{
		{"gzip", "/", "gzip", "GET", "", 200, "gzip", `W/"t1-gzip"`, true},
		{"brotli", "/", "gzip, deflate, br", "GET", "", 200, "br", `W/"t1-br"`, true},
		{"brotli with a length", "/?length=1", "br", "GET", "", 200, "br", `W/"t1-br"`, true},
		{"identity", "/", "", "GET", "", 200, "", tag, true},
		{"refused by q=0", "/", "br;q=0, gzip;q=0", "GET", "", 200, "", tag, true},
		{"gzip preferred by q", "/", "br;q=0.1, gzip", "GET", "", 200, "gzip", `W/"t1-gzip"`, true},
		{"tiny body", "/?small=1", "br", "GET", "", 200, "", tag, true},
		{"tiny body with a length", "/?small=1&length=1", "br", "GET", "", 200, "", tag, true},
		{"HEAD", "/", "br", "HEAD", "", 200, "", tag, true},
		{"already encoded", "/?encoded=1", "br", "GET", "", 200, "gzip", tag, false},
		{"image", "/?type=image/png", "br", "GET", "", 200, "", tag, false},
		{"304 for the brotli form", "/", "br", "GET", `W/"t1-br"`, 304, "", `W/"t1-br"`, true},
		{"304 for the identity form", "/", "br", "GET", tag, 304, "", tag, true},
		{"stale tag", "/", "br", "GET", `W/"t0-br"`, 200, "br", `W/"t1-br"`, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req, _ := http.NewRequest(tc.method, srv.URL+tc.path, nil)
			if tc.accept != "" {
				req.Header.Set("Accept-Encoding", tc.accept)
			}
			if tc.ifNoneMatch != "" {
				req.Header.Set("If-None-Match", tc.ifNoneMatch)
			}
			res, err := client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			body, _ := io.ReadAll(res.Body)
			if res.StatusCode != tc.status {
				t.Fatalf("status %d, want %d", res.StatusCode, tc.status)
			}
			if got := res.Header.Get("Content-Encoding"); got != tc.coding {
				t.Fatalf("Content-Encoding %q, want %q", got, tc.coding)
			}
			if got := res.Header.Get("ETag"); got != tc.etag {
				t.Fatalf("ETag %s, want %s", got, tc.etag)
			}
			if got := res.Header.Get("Vary") == "Accept-Encoding"; got != tc.vary {
				t.Fatalf("Vary %q, want Accept-Encoding: %v", res.Header.Get("Vary"), tc.vary)
			}
			if tc.status != 200 || tc.method == "HEAD" || strings.Contains(tc.path, "encoded") {
				return
			}
			if got := decode(t, res, body); got != want(tc.path) {
				t.Fatalf("body %.60q…, want %.60q…", got, want(tc.path))
			}
			if tc.coding != "" && len(body) >= len(want(tc.path))/2 {
				t.Fatalf("compressed to %d of %d bytes", len(body), len(want(tc.path)))
			}
		})
	}
}

// A cached answer is compressed once per coding and then served from the copy.
func TestCachedAnswerCompressedOnce(t *testing.T) {
	t.Parallel()
	e, err := Encode(map[string]any{"products": strings.Repeat("lamp ", 1000)}, true)
	if err != nil {
		t.Fatal(err)
	}
	h := Compress(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		e.Serve(w, r, "public, max-age=60")
	}))
	serve := func(accept, inm string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodGet, "/api/search", nil)
		req.Header.Set("Accept-Encoding", accept)
		if inm != "" {
			req.Header.Set("If-None-Match", inm)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	first := serve("br", "")
	copyBr := e.compressed.br.body
	second := serve("br", "")
	if copyBr == nil || &e.compressed.br.body[0] != &copyBr[0] || e.compressed.gz.body != nil {
		t.Fatal("the brotli copy was not kept, or gzip was made unasked")
	}
	for _, rec := range []*httptest.ResponseRecorder{first, second} {
		if rec.Header().Get("Content-Encoding") != "br" || rec.Header().Get("ETag") != etagWithCoding(e.etag, "br") ||
			rec.Header().Get("Content-Length") != strconv.Itoa(rec.Body.Len()) || rec.Header().Get("Vary") != "Accept-Encoding" {
			t.Fatalf("headers %v", rec.Header())
		}
		if got := decode(t, rec.Result(), rec.Body.Bytes()); got != string(e.body) {
			t.Fatal("the brotli copy does not decode to the answer")
		}
	}
	gz := serve("gzip", "")
	if got := decode(t, gz.Result(), gz.Body.Bytes()); got != string(e.body) || gz.Header().Get("ETag") != etagWithCoding(e.etag, "gzip") {
		t.Fatal("gzip copy")
	}
	plain := serve("", "")
	if plain.Header().Get("Content-Encoding") != "" || plain.Body.String() != string(e.body) || plain.Header().Get("ETag") != e.etag {
		t.Fatal("identity")
	}
	if rec := serve("br", etagWithCoding(e.etag, "br")); rec.Code != http.StatusNotModified || rec.Header().Get("ETag") != etagWithCoding(e.etag, "br") {
		t.Fatalf("revalidation: %d %v", rec.Code, rec.Header())
	}
}

// An answer left as it is still gets the status its handler sets, once.
func TestPassthroughStatus(t *testing.T) {
	t.Parallel()
	h := Compress(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		findCompressWriter(w).passthrough()
		w.Header().Set("Content-Type", "text/plain")
		w.WriteHeader(http.StatusTeapot)
		w.WriteHeader(http.StatusOK) // ignored
		_, _ = io.WriteString(w, strings.Repeat("tea ", 1000))
	}))
	req := httptest.NewRequest(http.MethodGet, "/", nil)
	req.Header.Set("Accept-Encoding", "br")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusTeapot || rec.Header().Get("Content-Encoding") != "" || rec.Body.Len() != 4000 {
		t.Fatalf("got %d %v, %d bytes", rec.Code, rec.Header(), rec.Body.Len())
	}
}

// A built file whose brotli form is not made yet goes out in gzip to a client that takes both.
func TestBuiltFileBeforeBrotli(t *testing.T) {
	t.Parallel()
	body := []byte(strings.Repeat("console.log('wattle');\n", 200))
	f := &builtFile{body: body, ctype: "text/javascript; charset=utf-8", etag: StrongETag(body)}
	f.gz = compressBytes(body, codingGzip, assetGzipLevel)
	h := Compress(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", f.ctype)
		w.Header().Set("ETag", f.etag)
		writeRepresentation(w, f.body, f.variant)
	}))
	serve := func(accept string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodGet, "/assets/app.js", nil)
		req.Header.Set("Accept-Encoding", accept)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	for accept, want := range map[string]string{"gzip, deflate, br": "gzip", "br": "", "gzip": "gzip"} {
		rec := serve(accept)
		if got := rec.Header().Get("Content-Encoding"); got != want || decode(t, rec.Result(), rec.Body.Bytes()) != string(body) ||
			rec.Header().Get("ETag") != etagWithCoding(f.etag, want) {
			t.Errorf("%s: Content-Encoding %q, ETag %s; want %q", accept, got, rec.Header().Get("ETag"), want)
		}
	}
	br := compressBytes(body, codingBrotli, assetBrotliQuality)
	f.br.Store(&br)
	if rec := serve("gzip, deflate, br"); rec.Header().Get("Content-Encoding") != "br" || decode(t, rec.Result(), rec.Body.Bytes()) != string(body) {
		t.Errorf("with the brotli form made: %v", rec.Header())
	}
}

// A pooled brotli writer for answers holds a window of a megabyte, not brotli's default four: the
// pool keeps one writer per answer compressed at once, with all it allocated on its first answer
// (about 10-12 MB at the default window, 4-6 MB at a megabyte).
func TestBrotliAnswerWriterHoldsLittle(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	words := []string{"lamp", "towel", "queen", "quilt", "cover", "linen", "oak", "table", "velvet", "sofa"}
	var body bytes.Buffer
	for body.Len() < 300<<10 { // past the 64 kB first block, so the full ring buffer is made
		fmt.Fprintf(&body, `{"name":"%s %s","price":%d},`, words[rng.IntN(len(words))], words[rng.IntN(len(words))], rng.IntN(100000))
	}
	for _, level := range []int{dynamicBrotliQuality, cachedBrotliQuality} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		w := newBrotliWriter(level)
		w.Reset(io.Discard)
		if _, err := w.Write(body.Bytes()); err != nil {
			t.Fatal(err)
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		runtime.ReadMemStats(&after)
		if got := after.TotalAlloc - before.TotalAlloc; got > 7<<20 {
			t.Errorf("quality %d: a new writer compressing a 300 kB answer allocated %d kB; want under 7 MB (a 1 MB window)", level, got>>10)
		}
	}
}

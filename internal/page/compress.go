package page

import (
	"bytes"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"
)

// Content codings the shop answers in, besides identity.
const (
	codingBrotli = "br"
	codingGzip   = "gzip"
)

// minCompressSize is the smallest body worth compressing: below about a kilobyte the coding's
// framing and the CPU cost outweigh the bytes saved (the whole answer fits in one packet anyway).
const minCompressSize = 1024

// Compression levels. An answer made per request is compressed at a fast level (brotli 4 is about
// as fast as gzip 6 and still smaller); a cached search answer is compressed once and served many
// times, so it pays for a better one; built assets are compressed once at start at the best.
const (
	dynamicBrotliQuality = 4
	dynamicGzipLevel     = 6
	cachedBrotliQuality  = 6
	cachedGzipLevel      = gzip.BestCompression
	assetBrotliQuality   = brotli.BestCompression // about 2 s for the app's 500 kB: made in the background
	assetGzipLevel       = gzip.BestCompression
	// A rendered page is compressed once, while its first asker waits, and then served from the
	// page cache: in gzip at its fastest level, which on a 120 kB page takes a third of the time of
	// the dynamic levels for output about a sixth larger (docs/benchmarks.md), and in gzip even to
	// a client that takes brotli: brotli's fastest quality took 2.5 times as long on a product
	// page for 4% fewer bytes (docs/decisions.md "Compressing a rendered page").
	pageGzipLevel = gzip.BestSpeed
)

// negotiateEncoding picks the content coding for a request from its Accept-Encoding (RFC 9110
// §12.5.3): the supported coding with the highest q-value above zero, brotli on a tie because it is
// smaller. A coding the client names explicitly takes its own q-value, otherwise "*" applies;
// q=0 refuses a coding. "" means identity (also when the client refuses identity itself: an
// uncompressed answer is better than a 406). next is gzip when the best is brotli and the client
// takes gzip too, for an answer whose brotli form is not ready.
func negotiateEncoding(acceptEncoding string) (best, next string) {
	if acceptEncoding == "" {
		return "", ""
	}
	qBr, qGz, qAny := -1.0, -1.0, -1.0
	for s := acceptEncoding; s != ""; {
		var item string
		item, s, _ = strings.Cut(s, ",")
		name, params, _ := strings.Cut(item, ";")
		name = strings.TrimSpace(name)
		q := 1.0
		for params != "" {
			var p string
			p, params, _ = strings.Cut(params, ";")
			k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
			if strings.EqualFold(strings.TrimSpace(k), "q") {
				f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				if err != nil || f < 0 || f > 1 {
					f = 0 // a malformed weight accepts nothing rather than guess
				}
				q = f
			}
		}
		switch {
		case strings.EqualFold(name, codingBrotli):
			qBr = q
		case strings.EqualFold(name, codingGzip), strings.EqualFold(name, "x-gzip"):
			qGz = q
		case name == "*":
			qAny = q
		}
	}
	if qBr < 0 {
		qBr = qAny
	}
	if qGz < 0 {
		qGz = qAny
	}
	switch {
	case qBr > 0 && qBr >= qGz && qGz > 0:
		return codingBrotli, codingGzip
	case qBr > 0 && qBr >= qGz:
		return codingBrotli, ""
	case qGz > 0:
		return codingGzip, ""
	}
	return "", ""
}

// compressible reports whether a media type gains from compression: text, JSON, JavaScript, XML and
// SVG do; images, fonts (woff2 is already compressed) and archives do not.
func compressible(contentType string) bool {
	ct, _, _ := strings.Cut(contentType, ";")
	ct = strings.ToLower(strings.TrimSpace(ct))
	switch {
	case ct == "":
		return false
	case strings.HasPrefix(ct, "text/"),
		strings.HasSuffix(ct, "+json"), strings.HasSuffix(ct, "+xml"):
		return true
	}
	switch ct {
	case "application/json", "application/javascript", "application/xml", "application/wasm",
		"application/x-javascript", "image/x-icon", "font/ttf", "font/otf":
		return true
	}
	return false
}

// ETags of compressed representations.
//
// A compressed answer is a different representation of the same resource, so it gets a different
// entity tag: the identity tag with the coding appended inside the quotes (W/"abc" → W/"abc-br",
// "abc" → "abc-gzip"), whether the tag is weak (API answers) or strong (built assets). A strong tag
// must differ between codings (the bytes differ, and byte ranges are taken from them); doing the
// same for weak tags means a cache can never confuse a brotli body with an identity one, at the
// price of one revalidation per coding. The handlers only know identity tags: the middleware strips
// the suffix from If-None-Match before they compare, and puts the client's own tag back on a 304,
// which names the representation the client holds.
func etagWithCoding(etag, coding string) string {
	if coding == "" || !strings.HasSuffix(etag, `"`) || len(etag) < 2 {
		return etag
	}
	return etag[:len(etag)-1] + "-" + coding + `"`
}

// etagCoding splits a tag into its identity tag and the coding suffix, if it has one.
func etagCoding(etag string) (base, coding string) {
	for _, c := range [...]string{codingBrotli, codingGzip} {
		if suffix := "-" + c + `"`; strings.HasSuffix(etag, suffix) && len(etag) > len(suffix)+1 {
			return etag[:len(etag)-len(suffix)] + `"`, c
		}
	}
	return etag, ""
}

// Encoder pools: a brotli or gzip writer holds tens of kilobytes to megabytes of tables, so each is
// reused with Reset rather than made per answer.
var (
	brotliPools sync.Map // quality → *sync.Pool of *brotli.Writer
	gzipPools   sync.Map // level → *sync.Pool of *gzip.Writer
)

// brotliAnswerWindow is the brotli window (log2 of its size) of answers and pages: a writer holds
// a ring buffer of the window's size once a body passes 64 kB, kept with the writer in its pool,
// and brotli's default of 22 (4 MB) made the pool hold 4 MB for every answer compressed at once
// (about 30 MB under the load of docs/operations.md "Memory"). 1 MB covers the largest answer
// the caches keep (maxCachedAnswer), so no answer up to that size compresses worse for it.
const brotliAnswerWindow = 20

// newBrotliWriter makes a brotli writer of quality level: answers' (made per request or cached)
// with a window of a megabyte, built assets' (the best quality, compressed once at start) with
// brotli's default.
func newBrotliWriter(level int) *brotli.Writer {
	lgwin := brotliAnswerWindow
	if level >= assetBrotliQuality {
		lgwin = 0
	}
	return brotli.NewWriterOptions(nil, brotli.WriterOptions{Quality: level, LGWin: lgwin})
}

// encoder is a pooled compressor writing to dst; put it back with release after Close.
type encoder struct {
	io.WriteCloser
	release func()
}

func newEncoder(coding string, level int, dst io.Writer) encoder {
	switch coding {
	case codingBrotli:
		p, _ := brotliPools.LoadOrStore(level, &sync.Pool{New: func() any { return newBrotliWriter(level) }})
		pool := p.(*sync.Pool)
		bw := pool.Get().(*brotli.Writer)
		bw.Reset(dst)
		return encoder{bw, func() { bw.Reset(nil); pool.Put(bw) }}
	default:
		p, _ := gzipPools.LoadOrStore(level, &sync.Pool{New: func() any {
			zw, _ := gzip.NewWriterLevel(nil, level) // the levels used here are valid
			return zw
		}})
		pool := p.(*sync.Pool)
		zw := pool.Get().(*gzip.Writer)
		zw.Reset(dst)
		return encoder{zw, func() { zw.Reset(nil); pool.Put(zw) }}
	}
}

// compressBytes returns body in coding, or nil when that saves less than a tenth (then identity is
// served: the client's decoder would cost more than the bytes saved).
func compressBytes(body []byte, coding string, level int) []byte {
	// Compressed into a kept buffer, then copied out at its size: one allocation per form.
	buf := compressScratch.get()
	defer compressScratch.put(buf)
	buf.Grow(len(body) / 4)
	enc := newEncoder(coding, level, buf)
	_, _ = enc.Write(body) // writes to a bytes.Buffer do not fail
	_ = enc.Close()
	enc.release()
	if buf.Len() >= len(body)*9/10 {
		return nil
	}
	return bytes.Clone(buf.Bytes())
}

var compressScratch bufferPool

// precompressed holds a body's brotli and gzip forms, made lazily on first demand: a cached search
// answer is served thousands of times, so it is compressed once per coding rather than per hit.
type precompressed struct {
	br, gz lazyBody
	// fast is a rendered page's: compressed while its first asker waits, at pageGzipLevel, and
	// never in brotli (get answers nil, so the page goes out in gzip, the client's next choice).
	fast bool
}

type lazyBody struct {
	once sync.Once
	body []byte
}

// get returns body in coding, compressing it on the first call; nil when compression does not pay.
func (p *precompressed) get(body []byte, coding string) []byte {
	l, level := &p.gz, cachedGzipLevel
	if coding == codingBrotli {
		l, level = &p.br, cachedBrotliQuality
	}
	if p.fast {
		if coding == codingBrotli {
			return nil
		}
		level = pageGzipLevel
	}
	l.once.Do(func() { l.body = compressBytes(body, coding, level) })
	return l.body
}

// writeBody is the answer cache's hook (see Encoded.Serve): it writes the cached answer's body in
// the coding the client negotiated, from the lazily made compressed copy, so a cache hit costs a
// map lookup and one write whatever the coding. An answer that is not kept (nocache=1) is left to
// the middleware, which compresses it on the way out like any other answer.
func (e *Encoded) writeBody(w http.ResponseWriter) {
	if e.pooled != nil {
		w.Header().Set("Content-Length", strconv.Itoa(len(e.body)))
		_, _ = w.Write(e.body)
		return
	}
	writeRepresentation(w, e.body, func(coding string) []byte { return e.compressed.get(e.body, coding) })
}

// writeRepresentation writes body with status 200, or its ready form in the coding the compression
// middleware negotiated when variant has one (variant returns nil otherwise). The caller has set
// Content-Type and the identity ETag; this sets Content-Encoding, the coding's ETag, Vary and
// Content-Length. Without the middleware in front (the shell's in-process calls) it writes body.
func writeRepresentation(w http.ResponseWriter, body []byte, variant func(coding string) []byte) {
	h := w.Header()
	if compressible(h.Get("Content-Type")) {
		addVary(h, "Accept-Encoding")
	}
	cw := findCompressWriter(w)
	if cw != nil {
		if cw.compressible(len(body)) {
			for _, coding := range [...]string{cw.coding, cw.next} {
				if coding == "" {
					break
				}
				if b := variant(coding); b != nil {
					cw.writeEncoded(coding, b)
					return
				}
			}
		}
		cw.passthrough()
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	_, _ = w.Write(body)
}

// addVary adds a field name to Vary unless it is there already.
func addVary(h http.Header, name string) {
	for _, v := range h.Values("Vary") {
		for _, f := range strings.Split(v, ",") {
			if f = strings.TrimSpace(f); f == "*" || strings.EqualFold(f, name) {
				return
			}
		}
	}
	h.Add("Vary", name)
}

// findCompressWriter finds the compression middleware's writer behind w, or nil.
func findCompressWriter(w http.ResponseWriter) *compressWriter {
	for {
		switch x := w.(type) {
		case *compressWriter:
			return x
		case interface{ Unwrap() http.ResponseWriter }:
			w = x.Unwrap()
		default:
			return nil
		}
	}
}

// Compress is the compression middleware: it negotiates a coding from Accept-Encoding and
// compresses answers of a compressible type on the way out with brotli or gzip, adding
// Vary: Accept-Encoding. It leaves alone bodies under a kilobyte, 1xx/204/206/304 answers, HEAD,
// and answers that already carry a Content-Encoding (precompressed assets and cached answers write
// their ready forms through writeRepresentation instead). See etagWithCoding for entity tags.
func Compress(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		cw := &compressWriter{ResponseWriter: w, method: r.Method}
		if r.Method != http.MethodHead {
			cw.coding, cw.next = negotiateEncoding(r.Header.Get("Accept-Encoding"))
		}
		if inm := r.Header.Get("If-None-Match"); inm != "" && strings.Contains(inm, `-`) {
			// The handlers compare identity tags: hand them the client's tags without the coding
			// suffix, and remember the client's own tags for the 304.
			tags := strings.Split(inm, ",")
			changed := false
			for i, t := range tags {
				tags[i] = strings.TrimSpace(t)
				if base, c := etagCoding(tags[i]); c != "" {
					cw.clientTags = append(cw.clientTags, tags[i])
					tags[i], changed = base, true
				}
			}
			if changed {
				r.Header.Set("If-None-Match", strings.Join(tags, ", "))
			}
		}
		defer cw.close()
		next.ServeHTTP(cw, r)
	})
}

// States of a compressWriter.
const (
	cwUndecided   = iota // nothing written yet
	cwBuffering          // holding the first bytes until the body reaches minCompressSize
	cwCompressing        // writing through the encoder
	cwPassthrough        // writing as is
)

// compressWriter is the ResponseWriter the compression middleware hands on.
type compressWriter struct {
	http.ResponseWriter
	method     string
	coding     string   // the negotiated coding, "" for identity
	next       string   // the next best coding, for a ready form: gzip when brotli is not ready
	clientTags []string // If-None-Match tags that carried a coding suffix
	state      int
	status     int
	buf        []byte
	enc        encoder
}

// Unwrap lets http.ResponseController and findCompressWriter see through.
func (cw *compressWriter) Unwrap() http.ResponseWriter { return cw.ResponseWriter }

// compressible reports whether an identity body of n bytes not yet written is worth sending in a
// compressed form.
func (cw *compressWriter) compressible(n int) bool {
	return cw.state == cwUndecided && n >= minCompressSize && cw.ResponseWriter.Header().Get("Content-Encoding") == ""
}

// writeEncoded writes a body already in coding (a precompressed asset or cached answer).
func (cw *compressWriter) writeEncoded(coding string, body []byte) {
	h := cw.ResponseWriter.Header()
	h.Set("Content-Encoding", coding)
	h.Set("Content-Length", strconv.Itoa(len(body)))
	if et := h.Get("ETag"); et != "" {
		h.Set("ETag", etagWithCoding(et, coding))
	}
	h.Del("Accept-Ranges")
	cw.state, cw.status = cwPassthrough, http.StatusOK
	cw.ResponseWriter.WriteHeader(http.StatusOK)
	_, _ = cw.ResponseWriter.Write(body)
}

// passthrough makes the rest of the answer go out as the handler writes it.
func (cw *compressWriter) passthrough() {
	if cw.state == cwUndecided {
		cw.state = cwPassthrough
	}
}

func (cw *compressWriter) WriteHeader(code int) {
	if cw.status != 0 {
		return // a second WriteHeader: net/http would log and ignore it too
	}
	if code < 200 || cw.state == cwPassthrough {
		// 103 Early Hints and the like go out at once (the real status follows), and so does the
		// status of an answer already left as it is (passthrough).
		if code >= 200 {
			cw.status = code
		}
		cw.ResponseWriter.WriteHeader(code)
		return
	}
	cw.status = code
	h := cw.ResponseWriter.Header()
	if code == http.StatusNotModified {
		// A 304 names the representation the client holds: its own tag, suffix and all.
		if et := h.Get("ETag"); et != "" {
			for _, t := range cw.clientTags {
				if base, _ := etagCoding(t); base == et {
					h.Set("ETag", t)
					break
				}
			}
		}
		if compressible(h.Get("Content-Type")) || h.Get("ETag") != "" {
			addVary(h, "Accept-Encoding")
		}
		cw.state = cwPassthrough
		cw.ResponseWriter.WriteHeader(code)
		return
	}
	eligible := code != http.StatusNoContent && code != http.StatusPartialContent &&
		h.Get("Content-Encoding") == "" && compressible(h.Get("Content-Type"))
	if eligible {
		addVary(h, "Accept-Encoding")
	}
	if !eligible || cw.coding == "" {
		cw.state = cwPassthrough
		cw.ResponseWriter.WriteHeader(code)
		return
	}
	if cl := h.Get("Content-Length"); cl != "" {
		if n, err := strconv.Atoi(cl); err == nil && n < minCompressSize {
			cw.state = cwPassthrough
			cw.ResponseWriter.WriteHeader(code)
			return
		}
		cw.startCompressing()
		return
	}
	cw.state = cwBuffering
}

// startCompressing sends the headers of a compressed answer and any buffered bytes.
func (cw *compressWriter) startCompressing() {
	h := cw.ResponseWriter.Header()
	h.Set("Content-Encoding", cw.coding)
	h.Del("Content-Length")
	h.Del("Accept-Ranges")
	if et := h.Get("ETag"); et != "" {
		h.Set("ETag", etagWithCoding(et, cw.coding))
	}
	level := dynamicGzipLevel
	if cw.coding == codingBrotli {
		level = dynamicBrotliQuality
	}
	cw.ResponseWriter.WriteHeader(cw.status)
	cw.enc = newEncoder(cw.coding, level, cw.ResponseWriter)
	cw.state = cwCompressing
	if len(cw.buf) > 0 {
		_, _ = cw.enc.Write(cw.buf)
		cw.buf = nil
	}
}

func (cw *compressWriter) Write(p []byte) (int, error) {
	if cw.state == cwUndecided {
		cw.WriteHeader(http.StatusOK)
	}
	switch cw.state {
	case cwBuffering:
		if len(cw.buf)+len(p) < minCompressSize {
			cw.buf = append(cw.buf, p...)
			return len(p), nil
		}
		cw.startCompressing()
		return cw.enc.Write(p)
	case cwCompressing:
		return cw.enc.Write(p)
	}
	if cw.status == 0 {
		cw.status = http.StatusOK // net/http sends it with the first byte
	}
	return cw.ResponseWriter.Write(p)
}

// Flush sends what has been written so far: a handler that flushes is streaming, so a body still
// being held is compressed from here on.
func (cw *compressWriter) Flush() {
	switch cw.state {
	case cwUndecided:
		return
	case cwBuffering:
		cw.startCompressing()
	}
	if cw.state == cwCompressing {
		if f, ok := cw.enc.WriteCloser.(interface{ Flush() error }); ok {
			_ = f.Flush()
		}
	}
	_ = http.NewResponseController(cw.ResponseWriter).Flush()
}

// close ends the answer: a held body under the threshold goes out as is, an encoder is closed.
func (cw *compressWriter) close() {
	switch cw.state {
	case cwBuffering:
		cw.state = cwPassthrough
		cw.ResponseWriter.Header().Set("Content-Length", strconv.Itoa(len(cw.buf)))
		cw.ResponseWriter.WriteHeader(cw.status)
		_, _ = cw.ResponseWriter.Write(cw.buf)
		cw.buf = nil
	case cwCompressing:
		_ = cw.enc.Close()
		cw.enc.release()
		cw.state = cwPassthrough
	}
}

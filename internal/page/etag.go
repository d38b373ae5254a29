package page

import (
	"bytes"
	"hash/crc32"
	"net/http"
	"strconv"
	"strings"
)

// castagnoli and IEEE are the two CRC-32 polynomials the CPU computes in hardware (SSE 4.2 and CLMUL on
// amd64, the CRC instructions on arm64): together a 64-bit tag at many gigabytes a second, where
// FNV-1a over a 50 kB search answer took a tenth of its encoding time.
var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// etagOf is the weak ETag of a body: the same bytes always give the same tag, on every node.
func etagOf(body []byte) string { return "W/" + StrongETag(body) }

// StrongETag is the strong ETag of a body, for built assets whose bytes are the representation.
// A compressed form gets the coding appended (see etagWithCoding in compress.go).
func StrongETag(body []byte) string {
	tag := uint64(crc32.ChecksumIEEE(body))<<32 | uint64(crc32.Checksum(body, castagnoli))
	return `"` + strconv.FormatUint(tag, 36) + `"`
}

// ETagMatches reports whether an If-None-Match value names etag: "*", or any listed tag equal to it
// under the weak comparison of RFC 9110 §8.8.3.2 (W/ ignored), which is the one If-None-Match uses.
func ETagMatches(ifNoneMatch, etag string) bool {
	if ifNoneMatch == "" || etag == "" {
		return false
	}
	etag = strings.TrimPrefix(etag, "W/")
	for _, t := range strings.Split(ifNoneMatch, ",") {
		t = strings.TrimSpace(t)
		if t == "*" || strings.TrimPrefix(t, "W/") == etag {
			return true
		}
	}
	return false
}

// bufferedWriter holds a response so its ETag can be computed before anything is sent.
type bufferedWriter struct {
	header http.Header
	status int
	body   *bytes.Buffer
}

// heldBodies are bufferedWriter's buffers, kept between requests: a product's details or the menu
// (tens of kilobytes) no longer grow a buffer from nothing on each request.
var heldBodies bufferPool

func (b *bufferedWriter) Header() http.Header         { return b.header }
func (b *bufferedWriter) Write(p []byte) (int, error) { return b.body.Write(p) }
func (b *bufferedWriter) WriteHeader(status int)      { b.status = status }

// WithETag gives a catalogue read an ETag and answers 304 Not Modified when the client already has
// it, so a revalidating browser or CDN skips the body (convention 15).
func WithETag(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		buf := &bufferedWriter{header: w.Header(), status: http.StatusOK, body: heldBodies.get()}
		// The body has been written by then (a writer does not keep what it is given).
		defer heldBodies.put(buf.body)
		next(buf, r)
		if buf.status == http.StatusOK {
			etag := etagOf(buf.body.Bytes())
			w.Header().Set("ETag", etag)
			if ETagMatches(r.Header.Get("If-None-Match"), etag) {
				w.WriteHeader(http.StatusNotModified)
				return
			}
		}
		// The length is known: the compression middleware decides at once instead of holding the
		// first kilobyte.
		if buf.status != http.StatusNoContent && buf.status != http.StatusNotModified {
			w.Header().Set("Content-Length", strconv.Itoa(buf.body.Len()))
		}
		w.WriteHeader(buf.status)
		_, _ = w.Write(buf.body.Bytes())
	}
}

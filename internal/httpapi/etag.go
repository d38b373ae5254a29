package httpapi

import (
	"bytes"
	"hash/crc32"
	"net/http"
	"strconv"
)

// castagnoli and IEEE are the two CRC-32 polynomials the CPU computes in hardware (SSE 4.2 and CLMUL on
// amd64, the CRC instructions on arm64): together a 64-bit tag at many gigabytes a second, where
// FNV-1a over a 50 kB search answer took a tenth of its encoding time.
var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// etagOf is the weak ETag of a body: the same bytes always give the same tag, on every node.
func etagOf(body []byte) string {
	tag := uint64(crc32.ChecksumIEEE(body))<<32 | uint64(crc32.Checksum(body, castagnoli))
	return `W/"` + strconv.FormatUint(tag, 36) + `"`
}

// bufferedWriter holds a response so its ETag can be computed before anything is sent.
type bufferedWriter struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (b *bufferedWriter) Header() http.Header         { return b.header }
func (b *bufferedWriter) Write(p []byte) (int, error) { return b.body.Write(p) }
func (b *bufferedWriter) WriteHeader(status int)      { b.status = status }

// withETag gives a catalogue read an ETag and answers 304 Not Modified when the client already has
// it, so a revalidating browser or CDN skips the body (convention 15).
func withETag(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		buf := &bufferedWriter{header: w.Header(), status: http.StatusOK}
		next(buf, r)
		if buf.status == http.StatusOK {
			etag := etagOf(buf.body.Bytes())
			w.Header().Set("ETag", etag)
			if r.Header.Get("If-None-Match") == etag {
				w.WriteHeader(http.StatusNotModified)
				return
			}
		}
		w.WriteHeader(buf.status)
		_, _ = w.Write(buf.body.Bytes())
	}
}

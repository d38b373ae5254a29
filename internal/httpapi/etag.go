package httpapi

import (
	"bytes"
	"hash/fnv"
	"net/http"
	"strconv"
)

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
			h := fnv.New64a()
			_, _ = h.Write(buf.body.Bytes())
			etag := `W/"` + strconv.FormatUint(h.Sum64(), 36) + `"`
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

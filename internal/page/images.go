package page

import (
	"bytes"
	"context"
	"hash/fnv"
	"net/http"
	"strconv"
	"strings"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/media"
)

// Products finds the product a variant belongs to, for its picture.
type Products interface {
	Product(ctx context.Context, code string) (catalog.Product, error)
}

// Images draws the product tiles and department icons.
type Images struct {
	Products Products
	// Fail answers a fault (the server's error answer).
	Fail func(w http.ResponseWriter, r *http.Request, err error)
}

// Product draws a variant's SVG tile. A variant's picture never changes, so it is cached for a
// year; the ETag lets a revalidating client skip the body.
func (s Images) Product(w http.ResponseWriter, r *http.Request) {
	code := r.PathValue("variant")
	view, err := strconv.Atoi(strings.TrimSuffix(r.PathValue("view"), ".svg"))
	if err != nil || view < 1 || view > 3 {
		http.NotFound(w, r)
		return
	}
	p, err := s.Products.Product(r.Context(), code)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	v := p.Variant(code)
	if v == nil {
		http.NotFound(w, r)
		return
	}
	h := fnv.New32a()
	_, _ = h.Write([]byte(p.Code))
	var buf bytes.Buffer
	if err := media.Tile(&buf, p.Motif, v.ColourHex, view, h.Sum32()); err != nil {
		s.Fail(w, r, err)
		return
	}
	serveSVG(w, r, buf.Bytes())
}

// Icon draws a department's icon.
func (s Images) Icon(w http.ResponseWriter, r *http.Request) {
	var buf bytes.Buffer
	if err := media.Icon(&buf, strings.TrimSuffix(r.PathValue("name"), ".svg")); err != nil {
		s.Fail(w, r, err)
		return
	}
	serveSVG(w, r, buf.Bytes())
}

func serveSVG(w http.ResponseWriter, r *http.Request, body []byte) {
	h := fnv.New64a()
	_, _ = h.Write(body)
	etag := `"` + strconv.FormatUint(h.Sum64(), 36) + `"`
	w.Header().Set("ETag", etag)
	w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
	if r.Header.Get("If-None-Match") == etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	_, _ = w.Write(body)
}

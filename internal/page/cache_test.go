package page

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/wattle/storefront/internal/search"
)

func TestAnswerCacheBoundAndOwner(t *testing.T) {
	c := NewCache(10_000)
	ownerA, ownerB := new(int), new(int)
	mk := func(n int, owner any) *Encoded {
		return &Encoded{body: bytes.Repeat([]byte("x"), n), etag: `W/"e"`, owner: owner}
	}
	for i := range 20 {
		c.Put(fmt.Sprintf("k%d", i), mk(1000, ownerA))
	}
	entries, size := c.stats()
	if size > 10_000 || entries == 0 || entries >= 20 {
		t.Fatalf("cache holds %d entries in %d bytes; want fewer than 20 within 10,000", entries, size)
	}
	if _, ok := c.Get("k0", ownerA); ok {
		t.Fatal("the oldest entry should have been evicted")
	}
	if _, ok := c.Get("k19", ownerA); !ok {
		t.Fatal("the newest entry is missing")
	}
	// An answer computed from an index that has been replaced is a miss, and is dropped.
	if _, ok := c.Get("k19", ownerB); ok {
		t.Fatal("an answer from another index was served")
	}
	if _, ok := c.Get("k19", ownerA); ok {
		t.Fatal("a stale answer stayed in the cache")
	}
	// An answer too big to cache is not kept; re-putting a key replaces it without leaking bytes.
	c.Put("huge", mk(maxCachedAnswer+1, ownerA))
	if _, ok := c.Get("huge", ownerA); ok {
		t.Fatal("an oversized answer was cached")
	}
	_, before := c.stats()
	c.Put("k18", mk(1000, ownerA))
	if _, after := c.stats(); after != before {
		t.Fatalf("re-putting a key changed the size from %d to %d", before, after)
	}
	// A cache of size 0 keeps nothing.
	off := NewCache(0)
	off.Put("k", mk(10, ownerA))
	if n, _ := off.stats(); n != 0 {
		t.Fatal("a disabled cache kept an answer")
	}
}

func TestEncodedServe(t *testing.T) {
	e, err := Encode(map[string]any{"a": "<b>"}, true)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"success":true,"data":{"a":"<b>"}}` + "\n"; string(e.body) != want {
		t.Fatalf("body %q, want %q", e.body, want)
	}
	rec := httptest.NewRecorder()
	e.Serve(rec, httptest.NewRequest(http.MethodGet, "/api/search", nil), "public, max-age=60")
	if rec.Code != 200 || rec.Header().Get("ETag") != e.etag || rec.Header().Get("Content-Length") != fmt.Sprint(len(e.body)) ||
		!strings.HasPrefix(rec.Header().Get("Content-Type"), "application/json") {
		t.Fatalf("got %d %v", rec.Code, rec.Header())
	}
	req := httptest.NewRequest(http.MethodGet, "/api/search", nil)
	req.Header.Set("If-None-Match", e.etag)
	rec = httptest.NewRecorder()
	e.Serve(rec, req, "public, max-age=60")
	if rec.Code != http.StatusNotModified || rec.Body.Len() != 0 {
		t.Fatalf("revalidation: got %d with %d bytes", rec.Code, rec.Body.Len())
	}
}

// stats reports the entries and bytes held, for tests and diagnostics.
func (c *Cache) stats() (entries, bytes int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ll.Len(), c.bytes
}

// An answer that writes its own JSON is enveloped exactly as encoding/json would.
func TestEncodeDataAppender(t *testing.T) {
	res := &search.Result{Products: []search.Summary{{Code: "P1", Name: "Lamp & <Shade>"}}, Facets: []search.Facet{}, Groups: []search.CategoryGroup{},
		Sorting: search.Sorting{TotalNumResults: 1, Page: 1, PageSize: 48, LastPage: 1}}
	got, err := Encode(res, true)
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	enc := json.NewEncoder(&want)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(successEnvelope{Success: true, Data: res}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.body, want.Bytes()) || got.etag != etagOf(want.Bytes()) {
		t.Fatalf("got %s\nwant %s", got.body, want.Bytes())
	}
	// Served once from a pooled buffer: the same bytes, and the buffer goes back.
	once, err := Encode(res, false)
	if err != nil {
		t.Fatal(err)
	}
	if once.pooled == nil || !bytes.Equal(once.body, want.Bytes()) || once.etag != got.etag {
		t.Fatalf("unkept answer: pooled=%v %s", once.pooled != nil, once.body)
	}
	once.Release()
	if once.body != nil || once.pooled != nil {
		t.Fatal("release kept the buffer")
	}
}

package page

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/search"
)

func TestAnswerCacheBoundAndOwner(t *testing.T) {
	c := NewCache(10_000, 0)
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
	off := NewCache(0, 0)
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

// An entry nobody has asked for in the idle time is dropped: the search answers' keys carry their
// minute, so without this the cache filled to its bound with answers that could never be served.
func TestAnswerCacheIdleExpiry(t *testing.T) {
	c := NewCache(1<<20, time.Minute)
	t0 := time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC)
	now := t0
	c.now = func() time.Time { return now }
	mk := func() *Encoded { return &Encoded{body: bytes.Repeat([]byte("x"), 1000), etag: `W/"e"`} }
	c.Put("asked again", mk())
	now = t0.Add(30 * time.Second)
	c.Put("asked once", mk())
	now = t0.Add(50 * time.Second)
	if _, ok := c.Get("asked again", nil); !ok {
		t.Fatal("a fresh entry is missing")
	}
	now = t0.Add(100 * time.Second) // "asked once" idle for 70 s, "asked again" for 50 s
	if _, ok := c.Get("asked again", nil); !ok {
		t.Fatal("an entry asked for within the idle time was dropped")
	}
	if n, size := c.stats(); n != 1 || size != entrySize("asked again", mk()) {
		t.Fatalf("the cache holds %d entries in %d bytes; want the one asked for again", n, size)
	}
	// Many answers, each asked for once in its own minute: only the last minute's stay.
	for i := range 1000 {
		now = t0.Add(time.Duration(200+i) * time.Second)
		c.Put(fmt.Sprintf("minute %d", i), mk())
	}
	if n, _ := c.stats(); n > 61 {
		t.Fatalf("the cache holds %d entries; want at most the last minute's 61", n)
	}
}

// An answer of a replaced owner (a search index) is a miss: once an answer of a new owner is kept,
// the old owner's are dropped at once, so that they do not keep the old index in memory.
func TestAnswerCacheDropsReplacedOwner(t *testing.T) {
	c := NewCache(1<<20, 0)
	oldIndex, newIndex := new(int), new(int)
	mk := func(owner any) *Encoded {
		return &Encoded{body: bytes.Repeat([]byte("x"), 1000), etag: `W/"e"`, owner: owner}
	}
	for i := range 50 {
		c.Put(fmt.Sprintf("old %d", i), mk(oldIndex))
	}
	c.Put("history", mk(nil)) // an answer without an owner (a customer's order history)
	c.Put("new", mk(newIndex))
	if n, _ := c.stats(); n != 2 {
		t.Fatalf("the cache holds %d entries; want the new index's answer and the history", n)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for el := c.ll.Front(); el != nil; el = el.Next() {
		if el.Value.(*cacheEntry).val.owner == oldIndex {
			t.Fatal("an answer of the replaced index is still held")
		}
	}
}

// An entry counts the memory its body holds, not only its length: a body in a buffer grown with
// room to spare holds all of it.
func TestAnswerCacheCountsCapacity(t *testing.T) {
	c := NewCache(20_000, 0)
	for i := range 3 {
		c.Put(fmt.Sprintf("k%d", i), &Encoded{body: make([]byte, 1000, 10_000), etag: `W/"e"`})
	}
	if n, size := c.stats(); n > 1 || size > 20_000 {
		t.Fatalf("the cache holds %d entries of 10,000-byte buffers in %d counted bytes; want at most one within 20,000", n, size)
	}
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

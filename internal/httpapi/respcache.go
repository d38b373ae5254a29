package httpapi

import (
	"bytes"
	"container/list"
	"encoding/json"
	"net/http"
	"sync"
)

// encoded is a ready answer: the envelope's bytes and their ETag. Search answers are cached in
// this form, so a repeated query costs a map lookup and one write, like a static file; caching the
// search result instead would still pay for encoding and hashing tens of kilobytes each time.
type encoded struct {
	body []byte
	etag string
	// owner is what the answer was computed from (the search index): an answer from an index that
	// has since been replaced is a miss.
	owner any
	// pooled is the buffer the body lives in when the answer is not kept (see release).
	pooled *[]byte
	// compressed holds the body's brotli and gzip forms, made on first demand (compress.go).
	compressed precompressed
}

// jsonAppender is a type that writes its own JSON (the search answers, see search.Result).
type jsonAppender interface{ AppendJSON([]byte) []byte }

// encodeBuffers are scratch buffers for encoding answers; the answer keeps an exact-size copy.
var encodeBuffers slicePool

// encodeData renders a success envelope once, with its ETag. With keep false the answer is served
// once and not kept: its body may then be a pooled buffer, handed back by release.
func encodeData(data any, keep bool) (*encoded, error) {
	if a, ok := data.(jsonAppender); ok {
		bp := encodeBuffers.get()
		b := append((*bp)[:0], `{"success":true,"data":`...)
		b = a.AppendJSON(b)
		b = append(b, "}\n"...)
		*bp = b
		if !keep {
			return &encoded{body: b, etag: etagOf(b), pooled: bp}, nil
		}
		body := bytes.Clone(b)
		encodeBuffers.put(bp)
		return &encoded{body: body, etag: etagOf(body)}, nil
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(envelope{Success: true, Data: data}); err != nil {
		return nil, err
	}
	return &encoded{body: buf.Bytes(), etag: etagOf(buf.Bytes())}, nil
}

// release hands a pooled body back; the answer must not be used afterwards.
func (e *encoded) release() {
	if e.pooled != nil {
		encodeBuffers.put(e.pooled)
	}
	e.pooled, e.body = nil, nil
}

// serve writes the answer, or 304 Not Modified when the client already holds it.
func (e *encoded) serve(w http.ResponseWriter, r *http.Request, cacheControl string) {
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", cacheControl)
	h.Set("ETag", e.etag)
	if r.Header.Get("If-None-Match") == e.etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	e.writeBody(w)
}

// answerCache is a least-recently-used cache of encoded answers bounded by their total size. A
// shop's query mix is heavily skewed (a few thousand searches make most of the traffic), so a few
// tens of megabytes answer most requests without touching the index. Keys carry the minute the
// answer was computed in (prices and early-access windows move with the clock), so entries age out
// by themselves.
type answerCache struct {
	mu       sync.Mutex
	maxBytes int
	bytes    int
	ll       *list.List
	items    map[string]*list.Element
}

type cacheEntry struct {
	key string
	val *encoded
}

// maxCachedAnswer is the largest answer kept: one bigger than this would push out hundreds of others.
const maxCachedAnswer = 1 << 20

func newAnswerCache(maxBytes int) *answerCache {
	return &answerCache{maxBytes: maxBytes, ll: list.New(), items: map[string]*list.Element{}}
}

// get returns the answer under key computed from owner, if there is one.
func (c *answerCache) get(key string, owner any) (*encoded, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[key]
	if !ok {
		return nil, false
	}
	e := el.Value.(*cacheEntry)
	if e.val.owner != owner {
		c.remove(el)
		return nil, false
	}
	c.ll.MoveToFront(el)
	return e.val, true
}

// put keeps an answer, evicting the least recently used ones beyond the size bound.
func (c *answerCache) put(key string, val *encoded) {
	if len(val.body) > maxCachedAnswer || c.maxBytes <= 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		c.remove(el)
	}
	c.items[key] = c.ll.PushFront(&cacheEntry{key, val})
	c.bytes += entrySize(key, val)
	for c.bytes > c.maxBytes {
		c.remove(c.ll.Back())
	}
}

func (c *answerCache) remove(el *list.Element) {
	e := el.Value.(*cacheEntry)
	c.ll.Remove(el)
	delete(c.items, e.key)
	c.bytes -= entrySize(e.key, e.val)
}

// entrySize is what an entry holds in memory, near enough: its body, key and bookkeeping, and room
// for the brotli and gzip copies made on first demand (compress.go). JSON answers compress to
// 10-20% of their size in either coding, so two fifths of the body covers both.
func entrySize(key string, val *encoded) int {
	return len(val.body) + len(val.body)*2/5 + 2*len(key) + len(val.etag) + 160
}

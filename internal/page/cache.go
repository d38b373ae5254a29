package page

import (
	"bytes"
	"container/list"
	"encoding/json"
	"net/http"
	"sync"
	"time"
)

// Encoded is a ready answer: the envelope's bytes and their ETag. Search answers are cached in
// this form, so a repeated query costs a map lookup and one write, like a static file; caching the
// search result instead would still pay for encoding and hashing tens of kilobytes each time.
type Encoded struct {
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

// successEnvelope is the API's success answer, {"success":true,"data":…} (docs/api-shapes.md).
type successEnvelope struct {
	Success bool `json:"success"`
	Data    any  `json:"data"`
}

// Encode renders a success envelope once, with its ETag. With keep false the answer is served
// once and not kept: its body may then be a pooled buffer, handed back by release.
func Encode(data any, keep bool) (*Encoded, error) {
	if a, ok := data.(jsonAppender); ok {
		bp := encodeBuffers.get()
		b := append((*bp)[:0], `{"success":true,"data":`...)
		b = a.AppendJSON(b)
		b = append(b, "}\n"...)
		*bp = b
		if !keep {
			return &Encoded{body: b, etag: etagOf(b), pooled: bp}, nil
		}
		body := bytes.Clone(b)
		encodeBuffers.put(bp)
		return &Encoded{body: body, etag: etagOf(body)}, nil
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(successEnvelope{Success: true, Data: data}); err != nil {
		return nil, err
	}
	return &Encoded{body: buf.Bytes(), etag: etagOf(buf.Bytes())}, nil
}

// Release hands a pooled body back; the answer must not be used afterwards.
func (e *Encoded) Release() {
	if e.pooled != nil {
		encodeBuffers.put(e.pooled)
	}
	e.pooled, e.body = nil, nil
}

// Serve writes the answer, or 304 Not Modified when the client already holds it.
func (e *Encoded) Serve(w http.ResponseWriter, r *http.Request, cacheControl string) {
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

// Cache is a least-recently-used cache of encoded answers bounded by their total size. A
// shop's query mix is heavily skewed (a few thousand searches make most of the traffic), so a few
// tens of megabytes answer most requests without touching the index. Keys carry the minute the
// answer was computed in (prices and early-access windows move with the clock), so an entry stops
// being asked for once its minute is over: an entry nobody has asked for in idle is dropped, and
// so are the entries of an owner (a search index) once an answer of a newer one is kept, so that
// the cache holds what is being asked for now and no replaced index stays in memory through it
// (docs/operations.md "Memory").
type Cache struct {
	mu       sync.Mutex
	maxBytes int
	idle     time.Duration
	now      func() time.Time
	bytes    int
	ll       *list.List // most recently used first
	items    map[string]*list.Element
	// owner is the owner of the newest answer kept that had one.
	owner any
}

type cacheEntry struct {
	key  string
	val  *Encoded
	size int       // entrySize when kept
	used time.Time // when it was kept or last served
}

// maxCachedAnswer is the largest answer kept: one bigger than this would push out hundreds of others.
const maxCachedAnswer = 1 << 20

// AnswerIdle is how long an API answer nobody asks for stays in an answer cache: the search
// answers' keys carry their minute, so an answer is asked for again within its minute or never.
const AnswerIdle = time.Minute

// NewCache makes a cache of at most maxBytes whose entries are dropped once nobody has asked for
// them in idle (0: kept until evicted); maxBytes 0 keeps nothing.
func NewCache(maxBytes int, idle time.Duration) *Cache {
	return &Cache{maxBytes: maxBytes, idle: idle, now: time.Now, ll: list.New(), items: map[string]*list.Element{}}
}

// Get returns the answer under key computed from owner, if there is one.
func (c *Cache) Get(key string, owner any) (*Encoded, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	now := c.now()
	c.expire(now)
	el, ok := c.items[key]
	if !ok {
		return nil, false
	}
	e := el.Value.(*cacheEntry)
	if e.val.owner != owner {
		c.remove(el)
		return nil, false
	}
	e.used = now
	c.ll.MoveToFront(el)
	return e.val, true
}

// Put keeps an answer, evicting the least recently used ones beyond the size bound.
func (c *Cache) Put(key string, val *Encoded) {
	if len(val.body) > maxCachedAnswer || c.maxBytes <= 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	now := c.now()
	c.expire(now)
	if val.owner != nil && val.owner != c.owner {
		// A new owner (the index was rebuilt): the answers of any other are misses from now on,
		// and each would hold its whole index in memory until evicted.
		c.owner = val.owner
		for el := c.ll.Back(); el != nil; {
			prev := el.Prev()
			if o := el.Value.(*cacheEntry).val.owner; o != nil && o != val.owner {
				c.remove(el)
			}
			el = prev
		}
	}
	if el, ok := c.items[key]; ok {
		c.remove(el)
	}
	e := &cacheEntry{key: key, val: val, size: entrySize(key, val), used: now}
	c.items[key] = c.ll.PushFront(e)
	c.bytes += e.size
	for c.bytes > c.maxBytes {
		c.remove(c.ll.Back())
	}
}

// expire drops the entries nobody has asked for in c.idle: the least recently used are at the back.
func (c *Cache) expire(now time.Time) {
	if c.idle <= 0 {
		return
	}
	for el := c.ll.Back(); el != nil && now.Sub(el.Value.(*cacheEntry).used) >= c.idle; el = c.ll.Back() {
		c.remove(el)
	}
}

// Answer serves the answer kept under key for owner, or computes, encodes, keeps and serves it.
// With bypass the cache is neither read nor written (nocache=1: the benchmark measures the
// uncached answer through it). A compute that reports false has written its own answer (a 404)
// and nothing is kept; an error is the caller's to answer.
func (c *Cache) Answer(w http.ResponseWriter, r *http.Request, key string, owner any, cacheControl string, bypass bool,
	compute func() (data any, ok bool, err error)) error {
	if !bypass {
		if e, ok := c.Get(key, owner); ok {
			e.Serve(w, r, cacheControl)
			return nil
		}
	}
	data, ok, err := compute()
	if err != nil || !ok {
		return err
	}
	e, err := Encode(data, !bypass)
	if err != nil {
		return err
	}
	e.owner = owner
	if bypass {
		e.Serve(w, r, cacheControl)
		e.Release()
		return nil
	}
	c.Put(key, e)
	e.Serve(w, r, cacheControl)
	return nil
}

func (c *Cache) remove(el *list.Element) {
	e := el.Value.(*cacheEntry)
	c.ll.Remove(el)
	delete(c.items, e.key)
	c.bytes -= e.size
}

// entrySize is what an entry holds in memory, near enough: its body as allocated (its capacity,
// which can be well over its length: an encoder's buffer, a page built with room to spare), key
// and bookkeeping, and room for the brotli and gzip copies made on first demand (compress.go).
// JSON answers compress to 10-20% of their size in either coding, so two fifths of the body
// covers both.
func entrySize(key string, val *Encoded) int {
	return cap(val.body) + len(val.body)*2/5 + 2*len(key) + len(val.etag) + 200
}

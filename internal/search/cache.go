package search

import (
	"container/list"
	"sync"
)

// lru is a small result cache: the query mix of a shop is heavily skewed, so a few thousand entries
// answer most requests without touching the bitmaps.
type lru struct {
	mu    sync.Mutex
	max   int
	ll    *list.List
	items map[string]*list.Element
}

type lruEntry struct {
	key string
	val Result
}

func newLRU(max int) *lru { return &lru{max: max, ll: list.New(), items: map[string]*list.Element{}} }

func (c *lru) get(key string) (Result, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.items[key]; ok {
		c.ll.MoveToFront(e)
		return e.Value.(*lruEntry).val, true
	}
	return Result{}, false
}

func (c *lru) put(key string, val Result) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.items[key]; ok {
		e.Value.(*lruEntry).val = val
		c.ll.MoveToFront(e)
		return
	}
	c.items[key] = c.ll.PushFront(&lruEntry{key, val})
	if c.ll.Len() > c.max {
		last := c.ll.Back()
		c.ll.Remove(last)
		delete(c.items, last.Value.(*lruEntry).key)
	}
}

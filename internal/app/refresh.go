package app

import (
	"context"
	"log/slog"
	"sync/atomic"
	"time"

	"github.com/wattle/storefront/internal/change"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/search"
)

// Refresher keeps this node's search index and store list true to the database: it reads the
// change feed every interval and, when products or categories changed, or stock changed so that a
// product went in or out of stock, builds a new index and swaps it in (the answer cache drops every
// answer of the old index with it); when stores changed, it reloads them. Every node runs one, so a write on any node reaches all of them.
//
// On PostgreSQL sequence numbers are taken when a change is written but become visible when its
// transaction commits, so a later number can be seen before an earlier one. The refresher keeps
// reading from the first number it has not seen for up to gapWait, then gives up on it (a rolled
// back transaction leaves a hole for ever).
type Refresher struct {
	st       Storage
	index    *atomic.Pointer[search.Index]
	stores   *location.Service
	interval time.Duration

	cursor cursor

	lastApplied atomic.Int64 // unix ms of the last change applied to the index, for metrics
	lastCheck   atomic.Int64 // unix ms of the last successful read of the feed
	rebuilds    atomic.Int64
	skipped     atomic.Int64 // reads of stock changes that needed no new index
}

// maxStockCheck is how many changed variants are checked one by one; more than that rebuild.
const maxStockCheck = 2000

// stockFlips reports whether a stock change turns any product in or out of stock online. The index
// knows nothing else about stock (a card says in stock or not; stock levels are read live by
// getProductDetails and getOnlineStock), so most stock changes (an order taking one of forty)
// need no new index: only a sell-out or a restock from nothing does. A variant the index does not
// have counts as a flip (a new product's own change rebuilds anyway).
func (r *Refresher) stockFlips(ctx context.Context, variants []string) (bool, error) {
	if len(variants) > maxStockCheck {
		return true, nil
	}
	ix := r.index.Load()
	bases := map[string]bool{}
	for _, v := range variants {
		base, ok := ix.BaseCode(v)
		if !ok {
			return true, nil
		}
		bases[base] = true
	}
	codes := make([]string, 0, len(bases))
	for base := range bases {
		codes = append(codes, base)
	}
	now, err := r.st.InStockOnline(ctx, codes)
	if err != nil {
		return false, err
	}
	for _, base := range codes {
		if was, _ := ix.InStock(base); was != now[base] {
			return true, nil
		}
	}
	return false, nil
}

// gapWait is how long a hole in the change numbers is waited for.
const gapWait = 5 * time.Second

// changeBatch is how many changes one read takes.
const changeBatch = 5000

// NewRefresher returns a refresher that applies changes after last: the newest change recorded
// before the index and stores were read (reading it first means nothing committed in between is
// missed; applying one twice costs only a rebuild).
func NewRefresher(st Storage, index *atomic.Pointer[search.Index], stores *location.Service, last int64, interval time.Duration) *Refresher {
	r := &Refresher{st: st, index: index, stores: stores, interval: interval, cursor: newCursor(last)}
	r.lastCheck.Store(time.Now().UnixMilli())
	return r
}

// Run applies changes every interval until ctx ends.
func (r *Refresher) Run(ctx context.Context) {
	t := time.NewTicker(r.interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := r.Poll(ctx); err != nil && ctx.Err() == nil {
				slog.Warn("change feed", "err", err)
			}
		}
	}
}

// Poll reads the changes not yet applied and applies them.
func (r *Refresher) Poll(ctx context.Context) error {
	changes, err := r.st.ChangesSince(ctx, r.cursor.after, changeBatch)
	if err != nil {
		return err
	}
	now := time.Now()
	r.lastCheck.Store(now.UnixMilli())
	var reindex, reloadStores bool
	var stock []string // variants whose stock changed
	for _, c := range r.cursor.take(changes, now) {
		switch {
		case c.Kind == change.Location:
			reloadStores = true
		case c.Kind == change.Stock && c.Code != "*":
			stock = append(stock, c.Code)
		default:
			reindex = true
		}
	}
	if !reindex && len(stock) > 0 {
		flips, err := r.stockFlips(ctx, stock)
		if err != nil {
			return err
		}
		reindex = flips
		if !flips {
			r.skipped.Add(1)
			r.lastApplied.Store(time.Now().UnixMilli())
		}
	}
	if reloadStores && r.stores != nil {
		if err := r.stores.Reload(ctx); err != nil {
			return err
		}
	}
	if reindex {
		cats, err := r.st.Categories(ctx)
		if err != nil {
			return err
		}
		start := time.Now()
		ix, err := BuildIndex(ctx, r.st, cats)
		if err != nil {
			return err
		}
		r.index.Store(ix)
		r.rebuilds.Add(1)
		r.lastApplied.Store(time.Now().UnixMilli())
		slog.Debug("applied catalogue changes", "changes", len(changes), "took", time.Since(start).Round(time.Millisecond))
	}
	return nil
}

// cursor tracks which changes have been applied, holes included.
type cursor struct {
	after   int64               // every change up to this one has been applied (or given up on)
	maxSeen int64               // the highest change applied
	missing map[int64]time.Time // numbers above after not seen yet, with when the hole was noticed
}

func newCursor(last int64) cursor {
	return cursor{after: last, maxSeen: last, missing: map[int64]time.Time{}}
}

// take returns the changes of a read (changes after c.after, in order) not applied before, and
// moves the cursor: past everything seen, but not past a hole younger than gapWait.
func (c *cursor) take(changes []change.Change, now time.Time) []change.Change {
	var fresh []change.Change
	expect := c.after + 1
	for _, ch := range changes {
		for ; expect < ch.Seq; expect++ { // a hole: note when it was first seen
			if _, ok := c.missing[expect]; !ok && expect > c.maxSeen {
				c.missing[expect] = now
			}
		}
		expect = ch.Seq + 1
		_, wasMissing := c.missing[ch.Seq]
		if ch.Seq <= c.maxSeen && !wasMissing {
			continue // applied on an earlier read
		}
		delete(c.missing, ch.Seq)
		c.maxSeen = max(c.maxSeen, ch.Seq)
		fresh = append(fresh, ch)
	}
	for c.after < c.maxSeen {
		next := c.after + 1
		if since, ok := c.missing[next]; ok {
			if now.Sub(since) < gapWait {
				break
			}
			delete(c.missing, next)
		}
		c.after = next
	}
	return fresh
}

// Lag is how long ago the change feed was last read successfully: what the engineer on call
// watches for index freshness.
func (r *Refresher) Lag() time.Duration {
	return time.Since(time.UnixMilli(r.lastCheck.Load()))
}

// Rebuilds counts the indexes built from changes since start.
func (r *Refresher) Rebuilds() int64 { return r.rebuilds.Load() }

// Skipped counts reads of stock changes that needed no new index since start.
func (r *Refresher) Skipped() int64 { return r.skipped.Load() }

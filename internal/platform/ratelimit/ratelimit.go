// Package ratelimit counts attempts per key (an IP address, an e-mail) in a sliding window and says
// when a key has had too many. It holds no business rules: the account service decides what is
// counted and how many are too many.
//
// Counts live in this node's memory (ARCHITECTURE.md: per node; a shared store when several nodes
// run). With N nodes behind a balancer a key gets at most N times the limit; the per-account lock
// that matters most (five failed sign-ins) is counted in the database instead.
package ratelimit

import (
	"sync"
	"time"

	"github.com/wattle/storefront/internal/platform/clock"
)

// MaxKeys bounds the keys a limiter holds at once. Keys with no hit in the window are dropped once
// per window; a flood of distinct keys within one (requests from many addresses) would otherwise
// grow the map without bound. At the bound, the keys with no hit left in the window are dropped,
// and if that is not enough, an eighth of the keys at random: a key forgotten that way starts
// again from nothing, which weakens its limit but not the per-account lock (counted in the
// database). A key with one hit holds about 150 bytes, so a limiter at the bound holds about 8 MB.
const MaxKeys = 50_000

// Limiter allows at most Max hits per key in any Window.
type Limiter struct {
	max    int
	window time.Duration
	clock  clock.Clock

	mu    sync.Mutex
	hits  map[string][]time.Time // each key's hits in the window, oldest first
	sweep time.Time              // when keys with no recent hits were last dropped
}

// New returns a limiter of max hits per window.
func New(max int, window time.Duration, c clock.Clock) *Limiter {
	if c == nil {
		c = clock.System{}
	}
	return &Limiter{max: max, window: window, clock: c, hits: map[string][]time.Time{}}
}

// Check reports whether key may make another attempt, without counting one; when it may not,
// retryAfter is how long until the oldest counted hit leaves the window.
func (l *Limiter) Check(key string) (ok bool, retryAfter time.Duration) {
	if l == nil || l.max <= 0 {
		return true, 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.clock.Now()
	h := l.prune(key, now)
	if len(h) < l.max {
		return true, 0
	}
	return false, max(h[0].Add(l.window).Sub(now), time.Second)
}

// Hit counts an attempt by key.
func (l *Limiter) Hit(key string) {
	if l == nil || l.max <= 0 {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.clock.Now()
	h := l.prune(key, now)
	if len(h) >= l.max {
		h = h[1:] // keep the newest max: enough to know the key is over
	}
	if h == nil && len(l.hits) >= MaxKeys {
		l.sweep = now
		for k := range l.hits {
			l.prune(k, now)
		}
		for k := range l.hits { // map order is random: an eighth of the keys, any of them
			if len(l.hits) < MaxKeys-MaxKeys/8 {
				break
			}
			delete(l.hits, k)
		}
	}
	l.hits[key] = append(h, now)
	if now.Sub(l.sweep) > l.window {
		l.sweep = now
		for k := range l.hits {
			l.prune(k, now)
		}
	}
}

// Allow counts an attempt when key may make one, and reports whether it may.
func (l *Limiter) Allow(key string) (ok bool, retryAfter time.Duration) {
	if ok, d := l.Check(key); !ok {
		return false, d
	}
	l.Hit(key)
	return true, 0
}

// prune drops key's hits older than the window (and the key, when none remain).
func (l *Limiter) prune(key string, now time.Time) []time.Time {
	h := l.hits[key]
	i := 0
	for i < len(h) && now.Sub(h[i]) >= l.window {
		i++
	}
	h = h[i:]
	if len(h) == 0 {
		delete(l.hits, key)
		return nil
	}
	l.hits[key] = h
	return h
}

package ssr

import (
	"context"
	"errors"
	"fmt"
	"sync"
)

// pool holds a renderer's engines (QuickJS VMs or Node workers): up to max of them, made when
// first needed. An idle engine is handed out last in, first out: at a light load the same one or
// two engines take every page, with their code and data warm in the processor's caches, and the
// others stay idle until the load needs them (handing them out in turn made every render start
// from cold caches). Callers kept waiting are served in the order they came.
type pool[T comparable] struct {
	mu      sync.Mutex
	idle    []T
	waiting []chan grant[T]
	made    int // engines that exist or are being made
	max     int
	closed  bool
	start   func() (T, error)
	stop    func(T)
}

// grant is what a waiting caller gets: an engine, the right to make one (fresh), or word that the
// renderer has closed.
type grant[T any] struct {
	engine T
	fresh  bool
	closed bool
}

func newPool[T comparable](max int, start func() (T, error), stop func(T)) *pool[T] {
	return &pool[T]{max: max, start: start, stop: stop}
}

// get returns an idle engine, makes one when fewer than max exist, or waits for one until ctx ends
// (then the error wraps ErrBusy).
func (p *pool[T]) get(ctx context.Context) (T, error) {
	var zero T
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return zero, errClosed
	}
	if n := len(p.idle); n > 0 {
		e := p.idle[n-1]
		p.idle[n-1] = zero
		p.idle = p.idle[:n-1]
		p.mu.Unlock()
		return e, nil
	}
	if p.made < p.max {
		p.made++
		p.mu.Unlock()
		return p.make()
	}
	ch := make(chan grant[T], 1)
	p.waiting = append(p.waiting, ch)
	p.mu.Unlock()
	select {
	case g := <-ch:
		switch {
		case g.closed:
			return zero, errClosed
		case g.fresh:
			return p.make()
		}
		return g.engine, nil
	case <-ctx.Done():
		p.mu.Lock()
		gone := false
		for i, c := range p.waiting {
			if c == ch {
				p.waiting = append(p.waiting[:i], p.waiting[i+1:]...)
				gone = true
				break
			}
		}
		p.mu.Unlock()
		if !gone {
			// Handed something as the wait ended: pass it on.
			switch g := <-ch; {
			case g.fresh:
				p.free()
			case !g.closed:
				p.put(g.engine)
			}
		}
		return zero, fmt.Errorf("%w: %w", ErrBusy, ctx.Err())
	}
}

// make starts an engine in a place get has counted.
func (p *pool[T]) make() (T, error) {
	e, err := p.start()
	if err != nil {
		p.free()
		var zero T
		return zero, err
	}
	return e, nil
}

// put gives back an engine that is fit to render again.
func (p *pool[T]) put(e T) {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		p.stop(e)
		return
	}
	if len(p.waiting) > 0 {
		ch := p.waiting[0]
		p.waiting = p.waiting[1:]
		p.mu.Unlock()
		ch <- grant[T]{engine: e}
		return
	}
	p.idle = append(p.idle, e)
	p.mu.Unlock()
}

// discard stops an engine that can no longer be trusted, and frees its place.
func (p *pool[T]) discard(e T) {
	p.stop(e)
	p.free()
}

// free gives up a place: to the first caller waiting (who makes an engine in it), else for later.
func (p *pool[T]) free() {
	p.mu.Lock()
	if len(p.waiting) > 0 && !p.closed {
		ch := p.waiting[0]
		p.waiting = p.waiting[1:]
		p.mu.Unlock()
		ch <- grant[T]{fresh: true}
		return
	}
	p.made--
	p.mu.Unlock()
}

// close stops the idle engines; those in use are stopped as they come back, and get fails from now.
func (p *pool[T]) close() {
	p.mu.Lock()
	p.closed = true
	idle, waiting := p.idle, p.waiting
	p.idle, p.waiting = nil, nil
	p.mu.Unlock()
	for _, ch := range waiting {
		ch <- grant[T]{closed: true}
	}
	for _, e := range idle {
		p.stop(e)
	}
}

var errClosed = errors.New("ssr: renderer closed")

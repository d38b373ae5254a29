package ssr

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"
)

// countingPool is a pool of numbered engines that records which were stopped.
type countingPool struct {
	*pool[int]
	cmu     sync.Mutex
	next    int
	stopped []int
	fail    bool
}

func newCountingPool(max int) *countingPool {
	c := &countingPool{}
	c.pool = newPool(max, func() (int, error) {
		c.cmu.Lock()
		defer c.cmu.Unlock()
		if c.fail {
			return 0, errors.New("cannot start")
		}
		c.next++
		return c.next, nil
	}, func(e int) {
		c.cmu.Lock()
		defer c.cmu.Unlock()
		c.stopped = append(c.stopped, e)
	})
	return c
}

func (c *countingPool) mustGet(t *testing.T) int {
	t.Helper()
	// A get that would wait for ever fails the test instead of hanging it.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	e, err := c.get(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func TestPoolHandsOutTheLastEngineBack(t *testing.T) {
	p := newCountingPool(3)
	a, b, c := p.mustGet(t), p.mustGet(t), p.mustGet(t)
	if a != 1 || b != 2 || c != 3 {
		t.Fatalf("made %d, %d, %d; want 1, 2, 3", a, b, c)
	}
	p.put(a)
	p.put(c)
	p.put(b)
	// One page at a time goes to the same engine, the one last used.
	for range 3 {
		e := p.mustGet(t)
		if e != b {
			t.Fatalf("got engine %d, want %d (the last given back)", e, b)
		}
		p.put(e)
	}
	if p.next != 3 {
		t.Errorf("%d engines made, want 3", p.next)
	}
}

func TestPoolWaitersAreServedInTurn(t *testing.T) {
	p := newCountingPool(1)
	e := p.mustGet(t)
	got := make(chan int, 2)
	for i := range 2 {
		go func() {
			v, err := p.get(context.Background())
			if err != nil {
				t.Error(err)
			}
			got <- v*10 + i
			p.put(v)
		}()
		// The first has joined the queue before the second.
		waitFor(t, func() bool { p.mu.Lock(); defer p.mu.Unlock(); return len(p.waiting) == i+1 })
	}
	p.put(e)
	first, second := <-got, <-got
	if first != 10 || second != 11 {
		t.Errorf("served %d then %d; want engine 1 to the first caller (10), then to the second (11)", first, second)
	}
}

func TestPoolWaitEndsWithTheContext(t *testing.T) {
	p := newCountingPool(1)
	e := p.mustGet(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := p.get(ctx); !errors.Is(err, ErrBusy) {
		t.Fatalf("err = %v, want ErrBusy", err)
	}
	p.put(e)
	if got := p.mustGet(t); got != e {
		t.Errorf("got %d, want %d: the engine was lost with the caller who gave up", got, e)
	}
}

func TestPoolDiscardedEngineIsReplaced(t *testing.T) {
	p := newCountingPool(1)
	e := p.mustGet(t)
	got := make(chan int)
	go func() {
		v, err := p.get(context.Background())
		if err != nil {
			t.Error(err)
		}
		got <- v
	}()
	waitFor(t, func() bool { p.mu.Lock(); defer p.mu.Unlock(); return len(p.waiting) == 1 })
	p.discard(e)
	if v := <-got; v != 2 {
		t.Errorf("the waiting caller got engine %d, want a new one (2)", v)
	}
	if !slices.Equal(p.stopped, []int{1}) {
		t.Errorf("stopped %v, want [1]", p.stopped)
	}
}

func TestPoolFailedStartFreesItsPlace(t *testing.T) {
	p := newCountingPool(1)
	p.fail = true
	if _, err := p.get(context.Background()); err == nil {
		t.Fatal("no error from a failed start")
	}
	p.fail = false
	if e := p.mustGet(t); e != 1 {
		t.Errorf("got %d, want engine 1 in the place the failed start gave up", e)
	}
}

func TestPoolClose(t *testing.T) {
	p := newCountingPool(2)
	a, b := p.mustGet(t), p.mustGet(t)
	p.put(a)
	if got := p.mustGet(t); got != a {
		t.Fatalf("got %d, want the idle engine %d", got, a)
	}
	waiter := make(chan error)
	go func() {
		// Both engines are taken: this caller waits.
		_, err := p.get(context.Background())
		waiter <- err
	}()
	waitFor(t, func() bool { p.mu.Lock(); defer p.mu.Unlock(); return len(p.waiting) == 1 })
	p.close()
	if err := <-waiter; !errors.Is(err, errClosed) {
		t.Errorf("waiting caller: err = %v, want errClosed", err)
	}
	p.put(b) // in use at the close: stopped as it comes back
	if !slices.Equal(p.stopped, []int{b}) {
		t.Errorf("stopped %v, want [%d]", p.stopped, b)
	}
	if _, err := p.get(context.Background()); !errors.Is(err, errClosed) {
		t.Errorf("get after close: err = %v, want errClosed", err)
	}
}

func waitFor(t *testing.T, ok func() bool) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); {
		if ok() {
			return
		}
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatal("timed out")
}

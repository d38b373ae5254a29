package ratelimit

import (
	"fmt"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/platform/clock"
)

func TestLimiter(t *testing.T) {
	t.Parallel()
	clk := clock.NewFixed(time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC))
	l := New(3, time.Minute, clk)
	for i := range 3 {
		if ok, _ := l.Allow("1.2.3.4"); !ok {
			t.Fatalf("attempt %d refused", i+1)
		}
		clk.Advance(10 * time.Second)
	}
	ok, after := l.Allow("1.2.3.4")
	if ok || after != 30*time.Second {
		t.Fatalf("fourth attempt: ok=%v retry after %s, want refused for 30s", ok, after)
	}
	if ok, _ := l.Check("5.6.7.8"); !ok {
		t.Fatal("another key is limited too")
	}
	clk.Advance(30 * time.Second)
	if ok, _ := l.Allow("1.2.3.4"); !ok {
		t.Fatal("the oldest hit left the window: one more is allowed")
	}
	if ok, _ := l.Check("1.2.3.4"); ok {
		t.Fatal("and then the key is full again")
	}
	clk.Advance(2 * time.Minute)
	l.Hit("other") // sweeps
	if _, ok := l.hits["1.2.3.4"]; ok {
		t.Fatal("idle keys are dropped")
	}
	var off *Limiter
	if ok, _ := off.Allow("x"); !ok {
		t.Fatal("a nil limiter allows everything")
	}
}

// A flood of distinct keys within one window (many client addresses) stays within MaxKeys, and a
// key seen after it is still counted.
func TestLimiterKeyBound(t *testing.T) {
	t.Parallel()
	clk := clock.NewFixed(time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC))
	l := New(2, time.Hour, clk)
	for i := range 3 * MaxKeys {
		l.Hit(fmt.Sprintf("10.%d.%d.%d", i>>16, (i>>8)&255, i&255))
	}
	if n := len(l.hits); n > MaxKeys {
		t.Fatalf("the limiter holds %d keys; want at most %d", n, MaxKeys)
	}
	l.Hit("1.2.3.4")
	l.Hit("1.2.3.4")
	if ok, _ := l.Check("1.2.3.4"); ok {
		t.Fatal("a key over its limit after the flood was allowed")
	}
}

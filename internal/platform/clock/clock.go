// Package clock gives the domain its notion of now, so tests can move time.
package clock

import (
	"sync"
	"time"

	// Melbourne time matters (early access, order dates) and a fresh machine may lack zoneinfo.
	_ "time/tzdata"
)

// Clock tells the time.
type Clock interface{ Now() time.Time }

// System is the real clock.
type System struct{}

// Now returns the current time.
func (System) Now() time.Time { return time.Now() }

// Fixed is a clock for tests: it stays where it is set.
type Fixed struct {
	mu sync.Mutex
	t  time.Time
}

// NewFixed returns a clock stopped at t.
func NewFixed(t time.Time) *Fixed { return &Fixed{t: t} }

// Now returns the set time.
func (f *Fixed) Now() time.Time { f.mu.Lock(); defer f.mu.Unlock(); return f.t }

// Advance moves the clock forward.
func (f *Fixed) Advance(d time.Duration) { f.mu.Lock(); f.t = f.t.Add(d); f.mu.Unlock() }

// Melbourne is the shop's home time zone: dates shown to shoppers are Melbourne time.
var Melbourne = mustLoad("Australia/Melbourne")

func mustLoad(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		// time/tzdata is embedded above, so this cannot happen in a built binary.
		panic(err)
	}
	return loc
}

package clock

import (
	"sync/atomic"
	"time"
)

// Shifted is the shop's clock in sandbox mode (sandboxAdvanceClock, docs/api.md#the-test-clock):
// another clock plus an offset that only grows, so time moves forward and never back.
type Shifted struct {
	base   Clock
	offset atomic.Int64
}

// NewShifted returns base moved offset ahead.
func NewShifted(base Clock, offset time.Duration) *Shifted {
	s := &Shifted{base: base}
	s.offset.Store(int64(offset))
	return s
}

// Now returns the base clock's time plus the offset.
func (s *Shifted) Now() time.Time { return s.base.Now().Add(time.Duration(s.offset.Load())) }

// Offset is how far ahead of the base clock s runs.
func (s *Shifted) Offset() time.Duration { return time.Duration(s.offset.Load()) }

// MoveTo sets the offset to d when that is further ahead than it is (another node moved the
// shared clock); a smaller d changes nothing.
func (s *Shifted) MoveTo(d time.Duration) {
	for {
		cur := s.offset.Load()
		if int64(d) <= cur || s.offset.CompareAndSwap(cur, int64(d)) {
			return
		}
	}
}

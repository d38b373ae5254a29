package app

import (
	"math"
	"runtime/debug"
	"testing"
)

func TestSetMemoryLimit(t *testing.T) {
	before := debug.SetMemoryLimit(-1)
	defer debug.SetMemoryLimit(before)
	debug.SetMemoryLimit(math.MaxInt64)
	setMemoryLimit(0)
	if got := debug.SetMemoryLimit(-1); got != math.MaxInt64 {
		t.Fatalf("--memory-limit-mb 0 set the limit to %d; want Go's default left alone", got)
	}
	setMemoryLimit(600)
	if got := debug.SetMemoryLimit(-1); got != 600<<20 {
		t.Fatalf("--memory-limit-mb 600 set the limit to %d; want %d", got, 600<<20)
	}
}

//go:build !linux

package account

// lowPriority runs fn; only Linux gives a thread its own niceness.
func lowPriority(fn func()) { fn() }

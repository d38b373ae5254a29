package app

import (
	"log/slog"
	"runtime/debug"
)

// setMemoryLimit sets the Go heap's soft limit to mb megabytes (--memory-limit-mb); 0 leaves Go's
// own (none, or GOMEMLIMIT's). Without a limit the collector lets the heap grow to twice what is
// live before it runs (GOGC=100): with the caches full that is about 250 MB live and 550 MB
// resident (docs/operations.md "Memory"). With one, it collects sooner as the heap nears the limit.
func setMemoryLimit(mb int) {
	if mb <= 0 {
		return
	}
	debug.SetMemoryLimit(int64(mb) << 20)
	slog.Info("Go heap soft limit", "MiB", mb)
}

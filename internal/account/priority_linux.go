package account

import (
	"runtime"

	"golang.org/x/sys/unix"
)

// lowPriority runs fn on an OS thread of its own under Linux's SCHED_IDLE policy: the kernel runs
// it only when a core has nothing else to do, and a page or search request that wakes up takes the
// core back at once. A password hash is ~30 ms of pure CPU and a sign-in can wait a little longer;
// a page cannot. (Plain niceness was not enough: a niced thread still gets time slices of a few
// milliseconds while requests wait, which doubled their p99 under a sign-in flood — docs/benchmarks.md.)
// On a machine with no idle time at all the hash still progresses, slowly: SCHED_IDLE threads keep
// a minimal share.
//
// The goroutine stays locked to the thread and exits without unlocking it, so the runtime
// discards the thread (and its policy) instead of reusing it for other goroutines. A new thread
// costs tens of microseconds: nothing next to the hash.
func lowPriority(fn func()) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		runtime.LockOSThread()
		// Lowering one's own thread's policy needs no privilege; if it fails, the hash runs at
		// normal priority.
		_ = unix.SchedSetAttr(unix.Gettid(), &unix.SchedAttr{Size: unix.SizeofSchedAttr, Policy: unix.SCHED_IDLE}, 0)
		fn()
	}()
	<-done
}

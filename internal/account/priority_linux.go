package account

import (
	"runtime"
	"syscall"
)

// hashNice is how much nicer than the rest of the process are the threads that hash passwords: a hash is ~30 ms of
// pure CPU, and a sign-in can wait a little longer while a page or a search cannot. The kernel
// then gives the cores to the threads serving everything else first.
const hashNice = 10

// lowPriority runs fn on an OS thread of its own at hashNice. The goroutine stays locked to the
// thread and exits without unlocking it, so the runtime discards the thread (and its niceness)
// instead of reusing it for other goroutines. A new thread costs tens of microseconds: nothing
// next to the hash.
func lowPriority(fn func()) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		runtime.LockOSThread()
		// Linux keeps a niceness per thread: PRIO_PROCESS with a thread id changes only this one.
		// Raising one's own niceness needs no privilege; if it fails, the hash runs at normal priority.
		// The niceness is relative to the process's own (the kernel reports 20 - nice).
		tid := syscall.Gettid()
		if p, err := syscall.Getpriority(syscall.PRIO_PROCESS, tid); err == nil {
			_ = syscall.Setpriority(syscall.PRIO_PROCESS, tid, min(20-p+hashNice, 19))
		}
		fn()
	}()
	<-done
}

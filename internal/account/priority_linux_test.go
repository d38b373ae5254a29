package account

import (
	"runtime"
	"syscall"
	"testing"
)

func TestLowPriorityNicesOnlyTheHashingThread(t *testing.T) {
	// The kernel answers 20 - nice (so it is never negative).
	nice := func() int {
		p, err := syscall.Getpriority(syscall.PRIO_PROCESS, syscall.Gettid())
		if err != nil {
			t.Fatal(err)
		}
		return 20 - p
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	before := nice()
	var inside int
	lowPriority(func() { inside = nice() })
	if inside != min(before+hashNice, 19) {
		t.Fatalf("hashing thread nice = %d, want %d (caller's %d)", inside, hashNice, before)
	}
	if nice() != before {
		t.Fatalf("the caller's thread changed priority: %d → %d", before, nice())
	}
}

package account

import (
	"runtime"
	"testing"

	"golang.org/x/sys/unix"
)

func TestLowPriorityIdlesOnlyTheHashingThread(t *testing.T) {
	policy := func() uint32 {
		a, err := unix.SchedGetAttr(unix.Gettid(), 0)
		if err != nil {
			t.Fatal(err)
		}
		return a.Policy
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	before := policy()
	var inside uint32
	lowPriority(func() { inside = policy() })
	if inside != unix.SCHED_IDLE {
		t.Fatalf("hashing thread policy = %d, want SCHED_IDLE (%d)", inside, unix.SCHED_IDLE)
	}
	if policy() != before {
		t.Fatalf("the caller's thread changed policy: %d → %d", before, policy())
	}
}

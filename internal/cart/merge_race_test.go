package cart

import (
	"context"
	"reflect"
	"testing"
)

// An add in the anonymous cart's tab while the merge runs at sign-in must not be lost: the merge
// deletes the anonymous cart it read, so a change made to it since is either merged or makes the
// merge run again.
func TestMergeDoesNotLoseAConcurrentAnonymousChange(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ctx := context.Background()
	e.mustAdd(t, anonOwner, item(lampNavy, 1))
	first := firstTime()
	e.store.inTx = func(kind string) {
		if kind == "customer" {
			if first() {
				e.mustAdd(t, anonOwner, item(lampWhite, 2))
			}
		}
	}
	if err := e.svc.Merge(ctx, anonOwner.Token, "C1"); err != nil {
		t.Fatal(err)
	}
	got := e.stored(t, customer)
	left, err := e.store.CartByToken(ctx, HashToken(anonOwner.Token))
	if q := quantities(got); !reflect.DeepEqual(q, map[int]int{0: 1, 1: 2}) {
		t.Fatalf("customer cart %v, anonymous cart left %v (%v): the white lamps added during the merge were lost",
			q, quantities(left), err)
	}
}

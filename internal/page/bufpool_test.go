package page

import (
	"bytes"
	"testing"
)

// The pools hand out empty buffers, and never one grown past maxHeldBody.
func TestBufferPools(t *testing.T) {
	var bp bufferPool
	small := bp.get()
	small.WriteString("an answer")
	bp.put(small)
	huge := bytes.NewBuffer(make([]byte, 0, maxHeldBody+1))
	huge.WriteString("a catalogue")
	bp.put(huge)
	for range 10 {
		b := bp.get()
		if b.Len() != 0 || b.Cap() > maxHeldBody {
			t.Fatalf("bufferPool gave a buffer of length %d, capacity %d", b.Len(), b.Cap())
		}
	}

	var sp slicePool
	s := sp.get()
	*s = append(*s, "an answer"...)
	sp.put(s)
	h := make([]byte, 5, maxHeldBody+1)
	sp.put(&h)
	for range 10 {
		b := sp.get()
		if len(*b) != 0 || cap(*b) > maxHeldBody {
			t.Fatalf("slicePool gave a slice of length %d, capacity %d", len(*b), cap(*b))
		}
	}
}

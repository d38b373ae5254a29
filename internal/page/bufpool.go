package page

import (
	"bytes"
	"sync"
)

// maxHeldBody bounds the buffers the pools below keep: a rare huge answer's buffer is left to the
// collector rather than held for the next request.
const maxHeldBody = 1 << 20

// bufferPool keeps bytes.Buffers between requests, so that an answer of tens of kilobytes is not
// written into a buffer grown from nothing every time. The zero value is ready to use.
type bufferPool struct{ p sync.Pool }

func (p *bufferPool) get() *bytes.Buffer {
	if b, ok := p.p.Get().(*bytes.Buffer); ok {
		return b
	}
	return new(bytes.Buffer)
}

// put gives b back, emptied; b must not be used afterwards.
func (p *bufferPool) put(b *bytes.Buffer) {
	if b.Cap() <= maxHeldBody {
		b.Reset()
		p.p.Put(b)
	}
}

// slicePool is bufferPool for byte slices appended to (*b = append((*b)[:0], …)).
type slicePool struct{ p sync.Pool }

func (p *slicePool) get() *[]byte {
	if b, ok := p.p.Get().(*[]byte); ok {
		return b
	}
	return new([]byte)
}

func (p *slicePool) put(b *[]byte) {
	if cap(*b) <= maxHeldBody {
		*b = (*b)[:0]
		p.p.Put(b)
	}
}

package account

import (
	"encoding/binary"
	"math/bits"

	"golang.org/x/crypto/blake2b"
)

// Argon2id (RFC 9106, version 0x13) computed in memory the caller owns and reuses.
//
// golang.org/x/crypto/argon2 allocates its 19 MiB of blocks afresh for every hash. Under a sign-in
// flood that is hundreds of megabytes of garbage a second, and the collector's work on it doubled
// the p99 of every other request (docs/benchmarks.md). The Hasher keeps one block memory per
// hashing slot instead and computes here; the output is checked against x/crypto byte for byte
// (argon2id_test.go), so hashes made by either verify with the other. This is the portable
// algorithm (x/crypto's generic code path is about as fast: 35 ms against its assembly's 29 ms at
// OWASP's cost here) and only what the shop uses: Argon2id, no secret, no associated data.

const (
	argonVersion    = 0x13
	argonTypeID     = 2
	argonSyncPoints = 4 // slices per pass
	blockWords      = 128
)

// block is 1 KiB of Argon2 memory.
type block [blockWords]uint64

// argonMemoryBlocks is how many blocks a hash with these parameters uses: the memory in KiB,
// rounded down to a multiple of 4 × lanes, at least 8 × lanes.
func argonMemoryBlocks(memoryKiB uint32, lanes uint32) uint32 {
	m := memoryKiB / (argonSyncPoints * lanes) * (argonSyncPoints * lanes)
	return max(m, 2*argonSyncPoints*lanes)
}

// argon2id derives keyLen bytes from password and salt. mem is the block memory to compute in; it
// is grown when too small and returned for the next hash. Its old contents do not matter: every
// block is written before it is read.
func argon2id(mem []block, password, salt []byte, time, memoryKiB uint32, threads uint8, keyLen uint32) ([]byte, []block) {
	lanes := uint32(threads)
	h0 := argonH0(password, salt, time, memoryKiB, lanes, keyLen)
	m := argonMemoryBlocks(memoryKiB, lanes)
	if uint32(cap(mem)) < m {
		mem = make([]block, m)
	}
	B := mem[:m]
	laneLen := m / lanes
	segLen := laneLen / argonSyncPoints

	// The first two blocks of each lane come from H0.
	var buf [1024]byte
	var seed [blake2b.Size + 8]byte
	copy(seed[:], h0[:])
	for l := range lanes {
		binary.LittleEndian.PutUint32(seed[blake2b.Size+4:], l)
		for i := range uint32(2) {
			binary.LittleEndian.PutUint32(seed[blake2b.Size:], i)
			hashLong(buf[:], seed[:])
			for w := range B[l*laneLen+i] {
				B[l*laneLen+i][w] = binary.LittleEndian.Uint64(buf[w*8:])
			}
		}
	}

	for pass := range time {
		for slice := range uint32(argonSyncPoints) {
			// The segments of one slice are independent of each other; computed one after another.
			for l := range lanes {
				fillSegment(B, pass, slice, l, lanes, laneLen, segLen, m, time)
			}
		}
	}

	// The final block is the XOR of each lane's last block.
	final := B[laneLen-1]
	for l := uint32(1); l < lanes; l++ {
		last := &B[l*laneLen+laneLen-1]
		for w := range final {
			final[w] ^= last[w]
		}
	}
	for w, v := range final {
		binary.LittleEndian.PutUint64(buf[w*8:], v)
	}
	key := make([]byte, keyLen)
	hashLong(key, buf[:])
	return key, mem
}

// argonH0 is the 64-byte pre-hash of the parameters and inputs (RFC 9106 §3.2, step 1).
func argonH0(password, salt []byte, time, memoryKiB, lanes, keyLen uint32) [blake2b.Size]byte {
	h, _ := blake2b.New512(nil)
	var le [4]byte
	put := func(v uint32) {
		binary.LittleEndian.PutUint32(le[:], v)
		h.Write(le[:])
	}
	put(lanes)
	put(keyLen)
	put(memoryKiB)
	put(time)
	put(argonVersion)
	put(argonTypeID)
	put(uint32(len(password)))
	h.Write(password)
	put(uint32(len(salt)))
	h.Write(salt)
	put(0) // no secret
	put(0) // no associated data
	var out [blake2b.Size]byte
	h.Sum(out[:0])
	return out
}

// hashLong is H' of RFC 9106 §3.3: BLAKE2b stretched to any output length.
func hashLong(out, in []byte) {
	var le [4]byte
	binary.LittleEndian.PutUint32(le[:], uint32(len(out)))
	if len(out) <= blake2b.Size {
		h, _ := blake2b.New(len(out), nil)
		h.Write(le[:])
		h.Write(in)
		h.Sum(out[:0])
		return
	}
	h, _ := blake2b.New512(nil)
	h.Write(le[:])
	h.Write(in)
	var v [blake2b.Size]byte
	h.Sum(v[:0])
	r := (len(out)+31)/32 - 2
	pos := 0
	for i := 0; i < r; i++ {
		copy(out[pos:], v[:32])
		pos += 32
		if i < r-1 {
			h.Reset()
			h.Write(v[:])
			h.Sum(v[:0])
		}
	}
	last, _ := blake2b.New(len(out)-32*r, nil)
	last.Write(v[:])
	last.Sum(out[pos:pos])
}

// fillSegment computes one lane's segment of one slice of one pass (RFC 9106 §3.4).
func fillSegment(B []block, pass, slice, lane, lanes, laneLen, segLen, m, time uint32) {
	// Argon2id addresses the first half of the first pass independently of the data (as Argon2i),
	// the rest by the previous block's first word (as Argon2d).
	independent := pass == 0 && slice < argonSyncPoints/2
	var input, address, zero block
	if independent {
		input[0], input[1], input[2] = uint64(pass), uint64(lane), uint64(slice)
		input[3], input[4], input[5] = uint64(m), uint64(time), argonTypeID
	}
	start := uint32(0)
	if pass == 0 && slice == 0 {
		start = 2 // the first two blocks came from H0
		if independent {
			nextAddresses(&address, &input, &zero)
		}
	}
	offset := lane*laneLen + slice*segLen + start
	for index := start; index < segLen; index, offset = index+1, offset+1 {
		prev := offset - 1
		if offset%laneLen == 0 {
			prev = offset + laneLen - 1 // a lane's first block follows its last
		}
		var rand uint64
		if independent {
			if index%blockWords == 0 {
				nextAddresses(&address, &input, &zero)
			}
			rand = address[index%blockWords]
		} else {
			rand = B[prev][0]
		}
		ref := referenceBlock(rand, pass, slice, lane, index, lanes, laneLen, segLen)
		compress(&B[offset], &B[prev], &B[ref], pass > 0)
	}
}

// nextAddresses makes the next block of pseudo-random addresses: G(0, G(0, input)) with the
// input's counter advanced.
func nextAddresses(address, input, zero *block) {
	input[6]++
	compress(address, zero, input, false)
	compress(address, zero, address, false)
}

// referenceBlock maps a pseudo-random word to the index of the block to mix in (RFC 9106 §3.4.1).
func referenceBlock(rand uint64, pass, slice, lane, index, lanes, laneLen, segLen uint32) uint32 {
	refLane := uint32(rand>>32) % lanes
	if pass == 0 && slice == 0 {
		refLane = lane // nothing of other lanes exists yet
	}
	sameLane := refLane == lane
	// The reference area: the blocks already finished that may be referenced.
	var area, startPos uint32
	if pass == 0 {
		area = slice * segLen
		if sameLane {
			area += index - 1
		} else if index == 0 {
			area--
		}
	} else {
		area = laneLen - segLen
		if sameLane {
			area += index - 1
		} else if index == 0 {
			area--
		}
		if slice != argonSyncPoints-1 {
			startPos = (slice + 1) * segLen
		}
	}
	x := rand & 0xFFFFFFFF
	x = x * x >> 32
	x = uint64(area) * x >> 32
	rel := uint64(area) - 1 - x
	return refLane*laneLen + uint32((uint64(startPos)+rel)%uint64(laneLen))
}

// compress is G: out = P(x ⊕ y) ⊕ (x ⊕ y), or out ⊕= that in the passes after the first (v1.3).
func compress(out, x, y *block, xor bool) {
	var r, q block
	for i := range r {
		r[i] = x[i] ^ y[i]
	}
	q = r
	for i := 0; i < 8; i++ { // rows: 16 consecutive words
		permute(&q, 16*i, 16*i+1, 16*i+2, 16*i+3, 16*i+4, 16*i+5, 16*i+6, 16*i+7,
			16*i+8, 16*i+9, 16*i+10, 16*i+11, 16*i+12, 16*i+13, 16*i+14, 16*i+15)
	}
	for i := 0; i < 8; i++ { // columns: two words from each row
		c := 2 * i
		permute(&q, c, c+1, c+16, c+17, c+32, c+33, c+48, c+49,
			c+64, c+65, c+80, c+81, c+96, c+97, c+112, c+113)
	}
	if xor {
		for i := range out {
			out[i] ^= q[i] ^ r[i]
		}
		return
	}
	for i := range out {
		out[i] = q[i] ^ r[i]
	}
}

// permute is BLAKE2b's round with BlaMka's multiplication, on 16 words of b.
func permute(b *block, i0, i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15 int) {
	v0, v1, v2, v3, v4, v5, v6, v7 := b[i0], b[i1], b[i2], b[i3], b[i4], b[i5], b[i6], b[i7]
	v8, v9, v10, v11, v12, v13, v14, v15 := b[i8], b[i9], b[i10], b[i11], b[i12], b[i13], b[i14], b[i15]
	v0, v4, v8, v12 = mix(v0, v4, v8, v12)
	v1, v5, v9, v13 = mix(v1, v5, v9, v13)
	v2, v6, v10, v14 = mix(v2, v6, v10, v14)
	v3, v7, v11, v15 = mix(v3, v7, v11, v15)
	v0, v5, v10, v15 = mix(v0, v5, v10, v15)
	v1, v6, v11, v12 = mix(v1, v6, v11, v12)
	v2, v7, v8, v13 = mix(v2, v7, v8, v13)
	v3, v4, v9, v14 = mix(v3, v4, v9, v14)
	b[i0], b[i1], b[i2], b[i3], b[i4], b[i5], b[i6], b[i7] = v0, v1, v2, v3, v4, v5, v6, v7
	b[i8], b[i9], b[i10], b[i11], b[i12], b[i13], b[i14], b[i15] = v8, v9, v10, v11, v12, v13, v14, v15
}

// mix is BlaMka's G: BLAKE2b's with each addition a + b replaced by a + b + 2·lo(a)·lo(b).
func mix(a, b, c, d uint64) (uint64, uint64, uint64, uint64) {
	a = a + b + 2*uint64(uint32(a))*uint64(uint32(b))
	d = bits.RotateLeft64(d^a, -32)
	c = c + d + 2*uint64(uint32(c))*uint64(uint32(d))
	b = bits.RotateLeft64(b^c, -24)
	a = a + b + 2*uint64(uint32(a))*uint64(uint32(b))
	d = bits.RotateLeft64(d^a, -16)
	c = c + d + 2*uint64(uint32(c))*uint64(uint32(d))
	b = bits.RotateLeft64(b^c, -63)
	return a, b, c, d
}

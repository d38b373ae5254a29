package account

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"testing"

	"golang.org/x/crypto/argon2"
)

// TestArgon2idMatchesXCrypto: our Argon2id is x/crypto's, byte for byte, over lanes, passes,
// memory sizes (rounded and not), key lengths (short, 64, long) and reused, dirty memory.
func TestArgon2idMatchesXCrypto(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(1, 2))
	var mem []block
	cases := []struct {
		time, memory uint32
		threads      uint8
		keyLen       uint32
	}{
		{1, 8, 1, 32}, {1, 64, 1, 32}, {2, 64, 1, 32}, {3, 256, 1, 16}, {2, 300, 1, 64}, {1, 1000, 1, 100},
		{2, 64, 2, 32}, {3, 129, 4, 32}, {1, 512, 3, 1024}, {2, 19 * 1024, 1, 32}, {1, 33, 2, 65},
	}
	for _, c := range cases {
		for range 2 {
			pw := make([]byte, rng.IntN(40))
			salt := make([]byte, 16)
			for i := range pw {
				pw[i] = byte(rng.Uint32())
			}
			for i := range salt {
				salt[i] = byte(rng.Uint32())
			}
			want := argon2.IDKey(pw, salt, c.time, c.memory, c.threads, c.keyLen)
			var got []byte
			got, mem = argon2id(mem, pw, salt, c.time, c.memory, c.threads, c.keyLen)
			if !bytes.Equal(got, want) {
				t.Fatalf("t=%d m=%d p=%d len=%d: %x, x/crypto %x", c.time, c.memory, c.threads, c.keyLen, got, want)
			}
		}
	}
}

// TestArgon2idOWASPStable: at the cost the shop runs (19 MiB, two passes) too, the key is x/crypto's.
func TestArgon2idOWASPStable(t *testing.T) {
	t.Parallel()
	got, _ := argon2id(nil, []byte("Tr1cky-Wombat"), []byte("0123456789abcdef"), OWASP.Time, OWASP.MemoryKiB, OWASP.Threads, 32)
	want := argon2.IDKey([]byte("Tr1cky-Wombat"), []byte("0123456789abcdef"), OWASP.Time, OWASP.MemoryKiB, OWASP.Threads, 32)
	if fmt.Sprintf("%x", got) != fmt.Sprintf("%x", want) {
		t.Fatalf("%x != %x", got, want)
	}
}

func BenchmarkArgon2id(b *testing.B) {
	var mem []block
	for b.Loop() {
		_, mem = argon2id(mem, []byte("password"), []byte("saltsaltsaltsalt"), OWASP.Time, OWASP.MemoryKiB, OWASP.Threads, 32)
	}
}

func BenchmarkXCryptoArgon2id(b *testing.B) {
	for b.Loop() {
		argon2.IDKey([]byte("password"), []byte("saltsaltsaltsalt"), OWASP.Time, OWASP.MemoryKiB, OWASP.Threads, 32)
	}
}

package account

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/crypto/argon2"
)

// cheap keeps the tests fast; production uses OWASP.
var cheap = HashParams{MemoryKiB: 64, Time: 1, Threads: 1}

func TestHasher(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	h := NewHasher(cheap, 1, 4)
	enc, err := h.Hash(ctx, "Tr1cky-Wombat")
	if err != nil || !strings.HasPrefix(enc, "$argon2id$v=19$m=64,t=1,p=1$") {
		t.Fatalf("%q %v", enc, err)
	}
	if ok, rehash, err := h.Verify(ctx, "Tr1cky-Wombat", enc); !ok || rehash || err != nil {
		t.Fatalf("right password: %v %v %v", ok, rehash, err)
	}
	if ok, _, _ := h.Verify(ctx, "tr1cky-wombat", enc); ok {
		t.Fatal("wrong password accepted")
	}
	if ok, _, err := h.Verify(ctx, "", ""); ok || err != nil {
		t.Fatalf("no hash (unknown account) must fail quietly: %v %v", ok, err)
	}
	if _, _, err := h.Verify(ctx, "x", "$argon2id$garbage"); err == nil {
		t.Fatal("malformed hash accepted")
	}
	// A hash made with other parameters verifies and asks to be redone with today's.
	stronger := NewHasher(HashParams{MemoryKiB: 128, Time: 1, Threads: 1}, 1, 4)
	if ok, rehash, _ := stronger.Verify(ctx, "Tr1cky-Wombat", enc); !ok || !rehash {
		t.Fatalf("old parameters: ok=%v rehash=%v", ok, rehash)
	}
}

func TestHasherBoundsConcurrency(t *testing.T) {
	t.Parallel()
	h := NewHasher(cheap, 1, 2)
	h.slots <- struct{}{} // one hash in progress holds the only slot
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	errs := make(chan error, 2)
	for range 2 {
		wg.Add(1)
		go func() { defer wg.Done(); _, err := h.Hash(ctx, "x"); errs <- err }()
	}
	for h.waiting.Load() < 2 {
		time.Sleep(time.Millisecond)
	}
	if _, err := h.Hash(ctx, "x"); !errors.Is(err, ErrBusy) {
		t.Fatalf("third waiter: %v, want ErrBusy", err)
	}
	h.release()
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatalf("a queued hash failed: %v", err)
		}
	}
	short, cancelShort := context.WithTimeout(context.Background(), 10*time.Millisecond)
	defer cancelShort()
	h.slots <- struct{}{}
	if _, err := h.Hash(short, "x"); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("a waiter whose request ends: %v", err)
	}
}

func TestAddBusinessDays(t *testing.T) {
	t.Parallel()
	cases := []struct{ from, want string }{
		{"2026-11-23T10:00:00+11:00", "2026-11-25"}, // Monday → Wednesday
		{"2026-11-26T10:00:00+11:00", "2026-11-30"}, // Thursday → Monday
		{"2026-11-28T10:00:00+11:00", "2026-12-01"}, // Saturday → Tuesday
	}
	for _, c := range cases {
		from, _ := time.Parse(time.RFC3339, c.from)
		if got := AddBusinessDays(from, 2).Format("2006-01-02"); got != c.want {
			t.Errorf("%s + 2 business days = %s, want %s", c.from, got, c.want)
		}
	}
}

// TestHasherReadsXCryptoHashes: a stored hash made by x/crypto/argon2 (as the first release's
// were) verifies, and ours verify with x/crypto: the two are one algorithm.
func TestHasherReadsXCryptoHashes(t *testing.T) {
	t.Parallel()
	salt := []byte("0123456789abcdef")
	key := argon2.IDKey([]byte("Tr1cky-Wombat"), salt, cheap.Time, cheap.MemoryKiB, cheap.Threads, 32)
	b64 := base64.RawStdEncoding
	enc := fmt.Sprintf("$argon2id$v=19$m=%d,t=%d,p=%d$%s$%s", cheap.MemoryKiB, cheap.Time, cheap.Threads, b64.EncodeToString(salt), b64.EncodeToString(key))
	h := NewHasher(cheap, 1, 4)
	if ok, _, err := h.Verify(context.Background(), "Tr1cky-Wombat", enc); !ok || err != nil {
		t.Fatalf("x/crypto's hash: ok=%v err=%v", ok, err)
	}
	ours, _ := h.Hash(context.Background(), "Tr1cky-Wombat")
	_, s, k, err := decodeHash(ours)
	if err != nil || !bytes.Equal(argon2.IDKey([]byte("Tr1cky-Wombat"), s, cheap.Time, cheap.MemoryKiB, cheap.Threads, 32), k) {
		t.Fatalf("our hash does not verify with x/crypto: %v", err)
	}
}

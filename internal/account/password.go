package account

import (
	"bufio"
	"context"
	"crypto/rand"
	"crypto/subtle"
	_ "embed"
	"encoding/base64"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode"
	"unicode/utf8"
)

// HashParams are argon2id's cost parameters.
type HashParams struct {
	MemoryKiB uint32
	Time      uint32
	Threads   uint8
}

// OWASP is OWASP's recommended minimum for argon2id: 19 MiB, two passes, one lane (about 30 ms
// a hash on one core of the machines we run on).
var OWASP = HashParams{MemoryKiB: 19 * 1024, Time: 2, Threads: 1}

const (
	saltLen = 16
	keyLen  = 32
)

// Hasher hashes and verifies passwords with argon2id, computing at most a few hashes at once: each
// takes 19 MiB and a core for ~30 ms, so a flood of sign-ins must queue here rather than exhaust
// memory or take every core from the rest of the shop. When too many wait, it answers ErrBusy at
// once instead of queueing without bound.
type Hasher struct {
	params HashParams
	slots  chan struct{}
	// mems are the block memories of the hashes, one per slot at most, reused: a hash allocates
	// nothing big, so a flood of sign-ins makes no garbage for the collector (argon2id.go).
	mems    chan []block
	waiting atomic.Int64
	maxWait int64
	// dummy is a hash of a random password, verified for an unknown e-mail so that an unknown
	// account takes as long to refuse as a wrong password.
	dummyOnce sync.Once
	dummy     string
}

// NewHasher returns a hasher with the given cost. concurrency ≤ 0 means half the cores (at
// least one), leaving the rest for serving pages; maxWait ≤ 0 means 64 waiting requests.
func NewHasher(p HashParams, concurrency, maxWait int) *Hasher {
	if concurrency <= 0 {
		concurrency = max(1, runtime.GOMAXPROCS(0)/2)
	}
	if maxWait <= 0 {
		maxWait = 64
	}
	return &Hasher{params: p, slots: make(chan struct{}, concurrency), mems: make(chan []block, concurrency), maxWait: int64(maxWait)}
}

// acquire takes a hashing slot, waiting for one unless too many already wait or ctx ends.
func (h *Hasher) acquire(ctx context.Context) error {
	select {
	case h.slots <- struct{}{}:
		return nil
	default:
	}
	if h.waiting.Add(1) > h.maxWait {
		h.waiting.Add(-1)
		return ErrBusy
	}
	defer h.waiting.Add(-1)
	select {
	case h.slots <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (h *Hasher) release() { <-h.slots }

// derive computes an Argon2id key in a reused block memory, on a low-priority thread. The caller
// holds a slot, so at most as many memories exist as slots.
func (h *Hasher) derive(password, salt []byte, p HashParams, keyLen uint32) []byte {
	var mem []block
	select {
	case mem = <-h.mems:
	default:
	}
	var key []byte
	lowPriority(func() { key, mem = argon2id(mem, password, salt, p.Time, p.MemoryKiB, p.Threads, keyLen) })
	if uint32(cap(mem)) <= argonMemoryBlocks(h.params.MemoryKiB, uint32(h.params.Threads)) {
		select {
		case h.mems <- mem: // kept for the next hash (not one grown for an old, costlier hash)
		default:
		}
	}
	return key
}

// Hash returns the PHC string of password: $argon2id$v=19$m=…,t=…,p=…$salt$key.
func (h *Hasher) Hash(ctx context.Context, password string) (string, error) {
	if err := h.acquire(ctx); err != nil {
		return "", err
	}
	defer h.release()
	return h.hash(password), nil
}

func (h *Hasher) hash(password string) string {
	salt := make([]byte, saltLen)
	_, _ = rand.Read(salt)
	p := h.params
	key := h.derive([]byte(password), salt, p, keyLen)
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argonVersion, p.MemoryKiB, p.Time, p.Threads,
		b64.EncodeToString(salt), b64.EncodeToString(key))
}

// Verify reports whether password matches encoded, and whether encoded was made with other
// parameters than the hasher's (the caller then stores a new hash). An empty encoded (no
// password, an unknown account) is checked against a dummy hash, so it costs the same and fails.
func (h *Hasher) Verify(ctx context.Context, password, encoded string) (ok, rehash bool, err error) {
	if err := h.acquire(ctx); err != nil {
		return false, false, err
	}
	defer h.release()
	real := encoded != ""
	if !real {
		h.dummyOnce.Do(func() { h.dummy = h.hash(string(randomBytes(16))) })
		encoded = h.dummy
	}
	p, salt, key, err := decodeHash(encoded)
	if err != nil {
		return false, false, err
	}
	got := h.derive([]byte(password), salt, p, uint32(len(key)))
	ok = real && subtle.ConstantTimeCompare(got, key) == 1
	return ok, ok && p != h.params, nil
}

var errBadHash = errors.New("account: malformed password hash")

func decodeHash(s string) (HashParams, []byte, []byte, error) {
	var p HashParams
	parts := strings.Split(s, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return p, nil, nil, errBadHash
	}
	var v int
	if _, err := fmt.Sscanf(parts[2], "v=%d", &v); err != nil || v != argonVersion {
		return p, nil, nil, errBadHash
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &p.MemoryKiB, &p.Time, &p.Threads); err != nil {
		return p, nil, nil, errBadHash
	}
	salt, err1 := base64.RawStdEncoding.DecodeString(parts[4])
	key, err2 := base64.RawStdEncoding.DecodeString(parts[5])
	if err1 != nil || err2 != nil || len(key) == 0 {
		return p, nil, nil, errBadHash
	}
	return p, salt, key, nil
}

func randomBytes(n int) []byte {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return b
}

//go:embed common-passwords.txt
var commonPasswordsText string

var (
	commonOnce      sync.Once
	commonPasswords map[string]struct{}
)

// CommonPasswordCount is how many common passwords the policy refuses (for tests and docs).
func CommonPasswordCount() int { loadCommon(); return len(commonPasswords) }

func loadCommon() {
	commonOnce.Do(func() {
		commonPasswords = make(map[string]struct{}, 30000)
		sc := bufio.NewScanner(strings.NewReader(commonPasswordsText))
		for sc.Scan() {
			if w := strings.TrimSpace(sc.Text()); w != "" {
				commonPasswords[strings.ToLower(w)] = struct{}{}
			}
		}
	})
}

// Weak reports whether password is too easy to guess: one of the 30,000 most common passwords
// (compared without case), one of them with digits or punctuation added at the end (password1!),
// a run of one character, or made from the shopper's e-mail or name.
func Weak(password, email string, names ...string) bool {
	loadCommon()
	pw := strings.ToLower(password)
	if _, ok := commonPasswords[pw]; ok {
		return true
	}
	if base := strings.TrimRightFunc(pw, func(r rune) bool { return r < 'a' || r > 'z' }); len(base) >= 4 && base != pw {
		if _, ok := commonPasswords[base]; ok {
			return true
		}
	}
	if r, _ := utf8.DecodeRuneInString(pw); strings.Trim(pw, string(r)) == "" {
		return true // one character over and over (a byte count would miss "éééééé")
	}
	email = strings.ToLower(email)
	local, domain, _ := strings.Cut(email, "@")
	candidates := append([]string{email, local, strings.Split(domain, ".")[0]}, names...)
	// jo.bloggs, jo_bloggs: the parts of the local part, and the whole without punctuation.
	parts := strings.FieldsFunc(local, func(r rune) bool { return r < 'a' || r > 'z' })
	candidates = append(candidates, strings.Join(parts, ""))
	candidates = append(candidates, parts...)
	for _, c := range candidates {
		c = strings.ToLower(strings.TrimSpace(c))
		if len(c) < 3 {
			continue
		}
		// A password that is the e-mail or a name, or contains it and little else.
		if pw == c || (strings.Contains(pw, c) && len(pw)-len(c) <= 4) {
			return true
		}
	}
	// The names run together, either way round, whatever is between or after them
	// ("Avery-Quinlan", "quinlanavery7").
	if len(names) == 2 {
		l := lettersOf(pw)
		if a, b := lettersOf(names[0]), lettersOf(names[1]); len(a+b) >= 3 && (l == a+b || l == b+a) {
			return true
		}
	}
	return false
}

// lettersOf is s in lower case without what is not a letter.
func lettersOf(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, s)
}

// tokenHash is how reset and remember tokens are stored: a SHA-256, enough for random 256-bit
// tokens (no salt or slow hash needed: they cannot be guessed from a dictionary).
func tokenHash(token string) string { return sha256Hex(token) }

// nowRounded drops monotonic clock readings and sub-millisecond precision, as stored.
func nowRounded(t time.Time) time.Time { return t.Round(0).Truncate(time.Millisecond) }

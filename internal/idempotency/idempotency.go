// Package idempotency keeps the first answer to a state-changing call that a client may repeat
// (place order, gift card pre-authorisation, staff refunds): the same key with the same request
// replays that answer; the same key with another request is refused; a second attempt while the
// first is still running is told so. Records live in the database, so every node sees them.
package idempotency

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"time"

	"github.com/wattle/storefront/internal/platform/clock"
)

// Errors of Begin. The transport maps them to the contract's codes.
var (
	// ErrKeyReused means the key was used for a different request (422 ERR_IDEMPOTENCY_KEY_REUSED).
	ErrKeyReused = errors.New("idempotency: key reused with a different request")
	// ErrInProgress means the first request with this key has not finished (409).
	ErrInProgress = errors.New("idempotency: request in progress")
	// ErrExists is what a Store answers when inserting a key that is already recorded.
	ErrExists = errors.New("idempotency: key exists")
	// ErrNotFound is what a Store answers for an unknown key.
	ErrNotFound = errors.New("idempotency: key not found")
)

// TTL is how long a key is remembered (the contract: the same key within 24 hours replays).
const TTL = 24 * time.Hour

// staleAfter is when an attempt that never finished (its node died) no longer blocks its key: the
// payment reconciliation job settles such attempts; the key may then be tried again.
const staleAfter = 10 * time.Minute

// Record is one key's state: in flight while Status is 0, finished once the answer is stored. While
// in flight, Answer holds the note the request began with (BeginNoted), if any.
type Record struct {
	Scope       string // what the key is for, e.g. "placeOrder:c:<customer>": keys never collide across calls or shoppers
	Key         string
	RequestHash string
	Status      int    // the answer's HTTP status, 0 while in flight
	Answer      []byte // the answer's body
	CreatedAt   time.Time
	ExpiresAt   time.Time
}

// Store persists records.
type Store interface {
	// InsertIdempotency records a new in-flight key (r.Answer its note), or answers ErrExists.
	InsertIdempotency(ctx context.Context, r Record) error
	// Idempotency returns the record of (scope, key), or ErrNotFound.
	Idempotency(ctx context.Context, scope, key string) (Record, error)
	// FinishIdempotency stores the answer of an in-flight key.
	FinishIdempotency(ctx context.Context, scope, key string, status int, answer []byte) error
	// DeleteIdempotency forgets a key (the attempt failed in a way that may be retried).
	DeleteIdempotency(ctx context.Context, scope, key string) error
	// DeleteExpiredIdempotency forgets keys that expired before now and reports how many.
	DeleteExpiredIdempotency(ctx context.Context, now time.Time) (int, error)
}

// Service begins and finishes idempotent requests.
type Service struct {
	store Store
	clock clock.Clock
}

// NewService returns the service.
func NewService(store Store, c clock.Clock) *Service { return &Service{store: store, clock: c} }

// Hash is the request hash Begin compares: SHA-256 of the parts, each length-prefixed so that
// ("ab","c") and ("a","bc") differ.
func Hash(parts ...string) string {
	h := sha256.New()
	for _, p := range parts {
		var n [8]byte
		for i, l := 0, len(p); i < 8; i, l = i+1, l>>8 {
			n[i] = byte(l)
		}
		h.Write(n[:])
		h.Write([]byte(p))
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Begin claims key for the request with hash. When this is the first request it answers started
// true and the caller does the work, then calls Finish (or Abandon). When the key was used before
// for the same request and finished, it answers that record to replay. Otherwise ErrKeyReused or
// ErrInProgress.
func (s *Service) Begin(ctx context.Context, scope, key, hash string) (rec Record, started bool, err error) {
	return s.BeginNoted(ctx, scope, key, hash, nil)
}

// BeginNoted is Begin with a note kept on the key while it is in flight: what the request is about
// to begin (place order: the id its payment attempt will have), so that a retry after the node died
// can find out how it ended (Lookup). The note costs no write of its own.
func (s *Service) BeginNoted(ctx context.Context, scope, key, hash string, note []byte) (rec Record, started bool, err error) {
	now := s.clock.Now()
	rec = Record{Scope: scope, Key: key, RequestHash: hash, Answer: note, CreatedAt: now, ExpiresAt: now.Add(TTL)}
	for range 2 {
		err = s.store.InsertIdempotency(ctx, rec)
		if err == nil {
			return rec, true, nil
		}
		if !errors.Is(err, ErrExists) {
			return Record{}, false, err
		}
		old, err := s.store.Idempotency(ctx, scope, key)
		if errors.Is(err, ErrNotFound) {
			continue // finished and abandoned in between: claim it again
		}
		if err != nil {
			return Record{}, false, err
		}
		switch {
		case !old.ExpiresAt.After(now) || old.Status == 0 && now.Sub(old.CreatedAt) > staleAfter:
			if err := s.store.DeleteIdempotency(ctx, scope, key); err != nil {
				return Record{}, false, err
			}
			continue
		case old.RequestHash != hash:
			return old, false, ErrKeyReused
		case old.Status == 0:
			return old, false, ErrInProgress
		}
		return old, false, nil
	}
	return Record{}, false, ErrInProgress
}

// Finish stores the answer to replay for the key.
func (s *Service) Finish(ctx context.Context, scope, key string, status int, answer []byte) error {
	return s.store.FinishIdempotency(ctx, scope, key, status, answer)
}

// Lookup returns the record of a key, or ErrNotFound.
func (s *Service) Lookup(ctx context.Context, scope, key string) (Record, error) {
	return s.store.Idempotency(ctx, scope, key)
}

// Abandon forgets the key, so that the same request can be tried again (a failure that left nothing
// behind, such as a declined card).
func (s *Service) Abandon(ctx context.Context, scope, key string) error {
	return s.store.DeleteIdempotency(ctx, scope, key)
}

// CleanupArgs is the periodic job that forgets expired keys.
type CleanupArgs struct{}

// Kind implements job.Args.
func (CleanupArgs) Kind() string { return "idempotency_cleanup" }

// Cleanup forgets expired keys (the periodic job's work).
func (s *Service) Cleanup(ctx context.Context, _ CleanupArgs) error {
	_, err := s.store.DeleteExpiredIdempotency(ctx, s.clock.Now())
	return err
}

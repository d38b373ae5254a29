package sandbox

import (
	"context"
	"encoding/json"
	"errors"
	"time"
)

// Errors of the Store.
var (
	ErrNotFound = errors.New("sandbox: record not found")
	ErrExists   = errors.New("sandbox: record exists")
	ErrStale    = errors.New("sandbox: record changed since read")
)

// Record is one thing a sandbox provider remembers (a one-time token, a challenge, a redirect
// session, a gift card), as JSON of the provider's own shape. Records live in the database, so
// every node of the shop sees the same sandbox, as they would the same real provider.
type Record struct {
	Kind      string // "card-token", "challenge", "session", "giftcard", "auth"
	ID        string
	Version   int
	Data      []byte
	ExpiresAt time.Time // zero: kept
}

// Store persists the sandboxes' records.
type Store interface {
	// InsertSandboxRecord stores a new record at version 1; ErrExists when (kind, id) is taken.
	InsertSandboxRecord(ctx context.Context, r Record) error
	// SandboxRecord returns the record of (kind, id), or ErrNotFound (expired ones too).
	SandboxRecord(ctx context.Context, kind, id string, now time.Time) (Record, error)
	// UpdateSandboxRecord replaces the record at r.Version and bumps the version; ErrStale when
	// it changed since (two uses of one one-time token: one wins).
	UpdateSandboxRecord(ctx context.Context, r Record) error
}

// update reads a record with read, changes it with fn and writes it back, reading again when
// another writer got there first (the version guards the record).
func update[T any](ctx context.Context, s Store, read func() (T, Record, error), fn func(*T) error) error {
	for {
		v, rec, err := read()
		if err != nil {
			return err
		}
		if err := fn(&v); err != nil {
			return err
		}
		rec.Data, _ = json.Marshal(v)
		if err := s.UpdateSandboxRecord(ctx, rec); !errors.Is(err, ErrStale) {
			return err
		}
	}
}

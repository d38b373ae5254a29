// Package storage opens the database named by a URL and hands out the engine that implements every
// domain's Store interface. SQLite (embedded, the default) and PostgreSQL (for several nodes) each own
// their SQL in their own package; this package holds what they share: URL parsing, the migration
// runner and row-mapping helpers.
package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/change"
	"github.com/wattle/storefront/internal/checkout"
	"github.com/wattle/storefront/internal/idempotency"
	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/job"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/membership"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment/sandbox"
	"github.com/wattle/storefront/internal/receipt"
	"github.com/wattle/storefront/internal/session"
	"github.com/wattle/storefront/internal/staff"
)

// Kind names a storage engine.
type Kind string

// The supported engines.
const (
	SQLite   Kind = "sqlite"
	Postgres Kind = "postgres"
)

// ErrBadURL means a database URL names no supported engine.
var ErrBadURL = errors.New("database URL must start with sqlite: or postgres://")

// ParseURL splits a database URL into its engine and the driver's data source name.
// "sqlite:./data/storefront.db" and "sqlite://./data/x.db" select SQLite with that file;
// "postgres://…" and "postgresql://…" select PostgreSQL with the URL as is.
func ParseURL(url string) (Kind, string, error) {
	switch {
	case strings.HasPrefix(url, "postgres://"), strings.HasPrefix(url, "postgresql://"):
		return Postgres, url, nil
	case strings.HasPrefix(url, "sqlite://"):
		return SQLite, strings.TrimPrefix(url, "sqlite://"), nil
	case strings.HasPrefix(url, "sqlite:"):
		return SQLite, strings.TrimPrefix(url, "sqlite:"), nil
	}
	return "", "", ErrBadURL
}

// Migrate applies, in order, every *.sql file of dir in fsys that is not yet recorded in the
// schema_migrations table. Migrations are forward only; each runs in its own transaction.
func Migrate(ctx context.Context, db *sql.DB, fsys fs.FS, placeholder func(int) string) error {
	if _, err := db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY)`); err != nil {
		return fmt.Errorf("create schema_migrations: %w", err)
	}
	names, err := fs.Glob(fsys, "*.sql")
	if err != nil {
		return err
	}
	sort.Strings(names)
	for _, name := range names {
		var n int
		if err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM schema_migrations WHERE version = `+placeholder(1), name).Scan(&n); err != nil {
			return fmt.Errorf("read schema_migrations: %w", err)
		}
		if n > 0 {
			continue
		}
		body, err := fs.ReadFile(fsys, name)
		if err != nil {
			return err
		}
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, string(body)); err != nil {
			_ = tx.Rollback()
			return fmt.Errorf("migration %s: %w", name, err)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version) VALUES (`+placeholder(1)+`)`, name); err != nil {
			_ = tx.Rollback()
			return fmt.Errorf("record migration %s: %w", name, err)
		}
		if err := tx.Commit(); err != nil {
			return fmt.Errorf("commit migration %s: %w", name, err)
		}
	}
	return nil
}

// Stores is every domain's Store. Outside a transaction each call commits on its own; the Stores
// that WithTx hands its function are bound to that one transaction and never commit on their own.
type Stores interface {
	account.Store
	cart.Store
	catalog.Store
	inventory.Store
	inventory.BackInStockStore
	location.Storage
	session.Store
	staff.Store
	idempotency.Store
	change.Store
	order.Store
	order.AttemptStore
	receipt.Store
	order.AfterStore
	sandbox.Store
	checkout.SavedStore
	checkout.StateStore
	membership.StaffStore
	checkout.MemberStore
	// SandboxClockOffset and SetSandboxClockOffset keep how far the sandbox's clock runs ahead of
	// the real one (sandboxAdvanceClock); the offset only grows.
	SandboxClockOffset(ctx context.Context) (time.Duration, error)
	SetSandboxClockOffset(ctx context.Context, offset time.Duration) error
	// Enqueue inserts a background job: inside WithTx it runs only if the transaction commits
	// (the outbox), and is retried until it succeeds or runs out of attempts.
	Enqueue(ctx context.Context, args job.Args, opts *job.InsertOpts) error
}

// Engine is a storage engine: every domain's Store, the unit of work, the streaming read the
// search index is built from, and the River driver the job runner works with. Both engines satisfy
// it; the app and the conformance suite use it.
type Engine interface {
	Stores
	// WithTx runs fn in one transaction with every Store bound to it: it commits when fn returns
	// nil and rolls back when fn fails. A transaction that loses a race (ErrRetry) is run again, up
	// to MaxTxAttempts times, so fn must have no effect outside the transaction (use Enqueue).
	WithTx(ctx context.Context, fn func(tx Stores) error) error
	EachProduct(ctx context.Context, fn func(p catalog.Product, online []int) error) error
	// JobDriver is the River driver over this database, for the job runner.
	JobDriver() job.Driver
	// Kind names the engine.
	Kind() Kind
	// Stats reports the connection pool (the write pool on SQLite), for metrics.
	Stats() sql.DBStats
	Ping(ctx context.Context) error
	Close() error
}

// Tx adapts an engine's WithTx to a domain's own unit-of-work function type, so a domain declares
// the Stores it needs (a small interface of its own) without importing this package. The domain's
// interface S must be satisfied by Stores; app checks that at compile time for each domain.
func Tx[S any](e Engine) func(ctx context.Context, fn func(tx S) error) error {
	return func(ctx context.Context, fn func(tx S) error) error {
		return e.WithTx(ctx, func(tx Stores) error { return fn(any(tx).(S)) })
	}
}

// InTx runs fn in a new transaction of db: committed when fn returns nil, rolled back when it
// fails. Errors pass through mapErr, the engine's mapping to the shared sentinels.
func InTx(ctx context.Context, db *sql.DB, mapErr func(error) error, fn func(tx *sql.Tx) error) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return mapErr(err)
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return mapErr(err)
	}
	return mapErr(tx.Commit())
}

// Retry runs a unit of work again while it fails with ErrRetry, up to MaxTxAttempts times.
func Retry(ctx context.Context, unit func() error) error {
	var err error
	for attempt := 1; attempt <= MaxTxAttempts; attempt++ {
		err = unit()
		if !errors.Is(err, ErrRetry) || ctx.Err() != nil {
			return err
		}
	}
	return err
}

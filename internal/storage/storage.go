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

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/session"
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

// Engine is everything a storage engine implements: each domain's Store, plus the streaming read
// the search index is built from. Both engines satisfy it; the app and the conformance suite use it.
type Engine interface {
	catalog.Store
	inventory.Store
	location.Storage
	session.Store
	EachProduct(ctx context.Context, fn func(p catalog.Product, online []int) error) error
	Ping(ctx context.Context) error
	Close() error
}

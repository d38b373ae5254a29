// Package sqlite is the embedded storage engine (modernc.org/sqlite, pure Go). It implements every
// domain Store over one writer connection and a pool of readers, as SQLite allows one writer at a time.
package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"runtime"

	// The pure-Go SQLite driver, registered as "sqlite".
	_ "modernc.org/sqlite"

	"github.com/wattle/storefront/internal/storage"
)

//go:embed migrations/*.sql
var migrations embed.FS

// DB is an open SQLite database.
type DB struct {
	write *sql.DB // exactly one connection: SQLite serialises writers anyway, and this avoids SQLITE_BUSY
	read  *sql.DB
}

// Open opens (creating if needed) the database file at path and applies migrations.
func Open(ctx context.Context, path string) (*DB, error) {
	if path == "" {
		return nil, fmt.Errorf("sqlite: empty path")
	}
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("sqlite: create %s: %w", dir, err)
		}
	}
	// busy_timeout first so that the pragmas after it wait instead of failing on a locked file.
	q := url.Values{}
	for _, p := range []string{"busy_timeout(10000)", "journal_mode(WAL)", "synchronous(NORMAL)", "foreign_keys(ON)"} {
		q.Add("_pragma", p)
	}
	q.Set("_txlock", "immediate")
	dsn := "file:" + path + "?" + q.Encode()
	write, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("sqlite: %w", err)
	}
	write.SetMaxOpenConns(1)
	if err := write.PingContext(ctx); err != nil {
		_ = write.Close()
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	read, err := sql.Open("sqlite", dsn)
	if err != nil {
		_ = write.Close()
		return nil, fmt.Errorf("sqlite: %w", err)
	}
	read.SetMaxOpenConns(max(4, runtime.GOMAXPROCS(0)*2))
	db := &DB{write: write, read: read}
	sub, _ := fs.Sub(migrations, "migrations")
	if err := storage.Migrate(ctx, write, sub, func(int) string { return "?" }); err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("sqlite: %w", err)
	}
	return db, nil
}

// Close closes both pools.
func (db *DB) Close() error {
	err := db.read.Close()
	if werr := db.write.Close(); werr != nil {
		err = werr
	}
	return err
}

// Ping checks the database answers.
func (db *DB) Ping(ctx context.Context) error { return db.read.PingContext(ctx) }

// inTx runs fn in a write transaction.
func (db *DB) inTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	return tx.Commit()
}

// placeholders returns "?,?,…" for n values.
func placeholders(n int) string {
	b := make([]byte, 0, 2*n)
	for i := range n {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '?')
	}
	return string(b)
}

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

	"github.com/riverqueue/river/riverdriver/riversqlite"

	// The pure-Go SQLite driver, registered as "sqlite".
	_ "modernc.org/sqlite"

	"github.com/wattle/storefront/internal/job"
	"github.com/wattle/storefront/internal/storage"
	"github.com/wattle/storefront/internal/storage/sqlcount"
)

//go:embed migrations/*.sql
var migrations embed.FS

// DB is an open SQLite database.
type DB struct {
	stores
	writeDB *sql.DB // exactly one connection: SQLite serialises writers anyway, and this avoids SQLITE_BUSY
	readDB  *sql.DB
	driver  job.Driver
	jobs    *job.Inserter
	// wstmts is the writer's statement cache, which units of work share.
	wstmts *stmtCache
}

// querier is what a Store method runs SQL on: a pool, or the transaction of a unit of work.
type querier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	PrepareContext(ctx context.Context, query string) (*sql.Stmt, error)
}

// stores implements every domain Store. Outside a unit of work it reads from the read pool and
// writes through the one writer; inside one (tx set) everything goes through the transaction.
type stores struct {
	read, write querier
	tx          *sql.Tx
	db          *DB
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
	// The writer keeps the queries it is sent as text prepared: River's, run on the transactions
	// the shop hands it (its job insert was compiled afresh with every order, an eighth of place
	// order's CPU). The shop's own statements go through the statement caches below.
	write, err := sqlcount.Open("sqlite", dsn, sqlcount.PrepareQueries(128))
	if err != nil {
		return nil, fmt.Errorf("sqlite: %w", err)
	}
	write.SetMaxOpenConns(1)
	if err := write.PingContext(ctx); err != nil {
		_ = write.Close()
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	read, err := sqlcount.Open("sqlite", dsn)
	if err != nil {
		_ = write.Close()
		return nil, fmt.Errorf("sqlite: %w", err)
	}
	readers := max(4, runtime.GOMAXPROCS(0)*2)
	read.SetMaxOpenConns(readers)
	// Keep every reader open: database/sql keeps 2 idle by default, and under load the others were
	// closed and opened again, each new connection reading the schema and preparing its statements
	// afresh (a sixth of the server's CPU under 16 shoppers).
	read.SetMaxIdleConns(readers)
	// River works through the one writer too (its driver's advice for SQLite), so its bookkeeping
	// queues behind the shop's writes instead of failing with SQLITE_BUSY.
	db := &DB{writeDB: write, readDB: read, driver: riversqlite.New(write), wstmts: newStmtCache(write)}
	db.stores = stores{read: newStmtCache(read), write: db.wstmts, db: db}
	sub, _ := fs.Sub(migrations, "migrations")
	if err := storage.Migrate(ctx, write, sub, func(int) string { return "?" }); err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("sqlite: %w", err)
	}
	if err := job.Migrate(ctx, db.driver); err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("sqlite: job tables: %w", err)
	}
	if db.jobs, err = job.NewInserter(db.driver); err != nil {
		_ = db.Close()
		return nil, err
	}
	return db, nil
}

// Close closes both pools.
func (db *DB) Close() error {
	err := db.readDB.Close()
	if werr := db.writeDB.Close(); werr != nil {
		err = werr
	}
	return err
}

// Ping checks the database answers.
func (db *DB) Ping(ctx context.Context) error { return db.readDB.PingContext(ctx) }

// Kind implements storage.Engine.
func (db *DB) Kind() storage.Kind { return storage.SQLite }

// Stats implements storage.Engine: the writer's pool, where waits show.
func (db *DB) Stats() sql.DBStats { return db.writeDB.Stats() }

// JobDriver implements storage.Engine.
func (db *DB) JobDriver() job.Driver { return db.driver }

// WithTx implements storage.Engine. The transaction starts IMMEDIATE (it takes the write lock at
// once), so two units of work never deadlock upgrading read locks.
func (db *DB) WithTx(ctx context.Context, fn func(tx storage.Stores) error) error {
	return storage.Retry(ctx, func() error {
		return storage.InTx(ctx, db.writeDB, mapErr, func(tx *sql.Tx) error {
			q := txStmts{tx: tx, cache: db.wstmts}
			return fn(&stores{read: q, write: q, tx: tx, db: db})
		})
	})
}

// inTx runs fn in a write transaction: the unit of work's when there is one, else a new one.
func (db *stores) inTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	if db.tx != nil {
		return fn(db.tx)
	}
	return storage.InTx(ctx, db.db.writeDB, mapErr, fn)
}

// Enqueue implements storage.Stores.
func (db *stores) Enqueue(ctx context.Context, args job.Args, opts *job.InsertOpts) error {
	return db.inTx(ctx, func(tx *sql.Tx) error { return db.db.jobs.InsertTx(ctx, tx, args, opts) })
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

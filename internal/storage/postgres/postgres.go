// Package postgres is the storage engine for running several nodes against one PostgreSQL database
// (pgx through database/sql). It implements every domain Store with the same file names as sqlite.
package postgres

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"strconv"
	"strings"

	// The pgx driver, registered as "pgx".
	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/riverqueue/river/riverdriver/riverdatabasesql"

	"github.com/wattle/storefront/internal/job"
	"github.com/wattle/storefront/internal/storage"
	"github.com/wattle/storefront/internal/storage/sqlcount"
)

//go:embed migrations/*.sql
var migrations embed.FS

// DB is an open PostgreSQL database.
type DB struct {
	stores
	pool   *sql.DB
	driver job.Driver
	jobs   *job.Inserter
}

// querier is what a Store method runs SQL on: the pool, or the transaction of a unit of work.
type querier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	PrepareContext(ctx context.Context, query string) (*sql.Stmt, error)
}

// stores implements every domain Store, on the pool or (tx set) inside a unit of work.
type stores struct {
	q  querier
	tx *sql.Tx
	db *DB
}

// Open connects to the database at url and applies migrations.
func Open(ctx context.Context, url string) (*DB, error) {
	sqldb, err := sqlcount.Open("pgx", url)
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	sqldb.SetMaxOpenConns(16)
	sqldb.SetMaxIdleConns(16)
	if err := sqldb.PingContext(ctx); err != nil {
		_ = sqldb.Close()
		return nil, fmt.Errorf("postgres: connect: %w", err)
	}
	db := &DB{pool: sqldb, driver: riverdatabasesql.New(sqldb)}
	db.stores = stores{q: sqldb, db: db}
	sub, _ := fs.Sub(migrations, "migrations")
	if err := storage.Migrate(ctx, sqldb, sub, func(i int) string { return "$" + strconv.Itoa(i) }); err != nil {
		_ = sqldb.Close()
		return nil, fmt.Errorf("postgres: %w", err)
	}
	if err := job.Migrate(ctx, db.driver); err != nil {
		_ = sqldb.Close()
		return nil, fmt.Errorf("postgres: job tables: %w", err)
	}
	if db.jobs, err = job.NewInserter(db.driver); err != nil {
		_ = sqldb.Close()
		return nil, err
	}
	return db, nil
}

// Close closes the pool.
func (db *DB) Close() error { return db.pool.Close() }

// Ping checks the database answers.
func (db *DB) Ping(ctx context.Context) error { return db.pool.PingContext(ctx) }

// Kind implements storage.Engine.
func (db *DB) Kind() storage.Kind { return storage.Postgres }

// Stats implements storage.Engine.
func (db *DB) Stats() sql.DBStats { return db.pool.Stats() }

// JobDriver implements storage.Engine.
func (db *DB) JobDriver() job.Driver { return db.driver }

// WithTx implements storage.Engine, at READ COMMITTED: guarded updates (UPDATE … WHERE quantity >= n)
// and unique keys do the concurrency control; serialization failures and deadlocks are retried.
func (db *DB) WithTx(ctx context.Context, fn func(tx storage.Stores) error) error {
	return storage.Retry(ctx, func() error {
		return storage.InTx(ctx, db.pool, mapErr, func(tx *sql.Tx) error {
			return fn(&stores{q: tx, tx: tx, db: db})
		})
	})
}

// inTx runs fn in a write transaction: the unit of work's when there is one, else a new one.
func (db *stores) inTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	if db.tx != nil {
		return fn(db.tx)
	}
	return storage.InTx(ctx, db.db.pool, mapErr, fn)
}

// Enqueue implements storage.Stores.
func (db *stores) Enqueue(ctx context.Context, args job.Args, opts *job.InsertOpts) error {
	return db.inTx(ctx, func(tx *sql.Tx) error { return db.db.jobs.InsertTx(ctx, tx, args, opts) })
}

// insertRows writes rows with multi-row INSERTs of up to 500 rows (PostgreSQL allows 65,535
// parameters a statement), ending each statement with suffix (an ON CONFLICT clause).
func insertRows(ctx context.Context, tx *sql.Tx, head string, rows [][]any, suffix string) error {
	return storage.Chunk(rows, 500, func(batch [][]any) error {
		var b strings.Builder
		b.WriteString(head)
		b.WriteString(" VALUES ")
		args := make([]any, 0, len(batch)*len(batch[0]))
		for i, r := range batch {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteByte('(')
			for j := range r {
				if j > 0 {
					b.WriteByte(',')
				}
				args = append(args, r[j])
				b.WriteString("$" + strconv.Itoa(len(args)))
			}
			b.WriteByte(')')
		}
		b.WriteString(" ")
		b.WriteString(suffix)
		_, err := tx.ExecContext(ctx, b.String(), args...)
		return err
	})
}

// excludedSet builds "a = EXCLUDED.a, …" for every column but the first (the key).
func excludedSet(columns string) string {
	cols := strings.Split(columns, ",")
	parts := make([]string, 0, len(cols))
	for _, c := range cols[1:] {
		c = strings.TrimSpace(c)
		parts = append(parts, c+" = EXCLUDED."+c)
	}
	return strings.Join(parts, ", ")
}

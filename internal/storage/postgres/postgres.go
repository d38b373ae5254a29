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

	"github.com/wattle/storefront/internal/storage"
)

//go:embed migrations/*.sql
var migrations embed.FS

// DB is an open PostgreSQL database.
type DB struct {
	db *sql.DB
}

// Open connects to the database at url and applies migrations.
func Open(ctx context.Context, url string) (*DB, error) {
	sqldb, err := sql.Open("pgx", url)
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	sqldb.SetMaxOpenConns(16)
	sqldb.SetMaxIdleConns(16)
	if err := sqldb.PingContext(ctx); err != nil {
		_ = sqldb.Close()
		return nil, fmt.Errorf("postgres: connect: %w", err)
	}
	db := &DB{db: sqldb}
	sub, _ := fs.Sub(migrations, "migrations")
	if err := storage.Migrate(ctx, sqldb, sub, func(i int) string { return "$" + strconv.Itoa(i) }); err != nil {
		_ = sqldb.Close()
		return nil, fmt.Errorf("postgres: %w", err)
	}
	return db, nil
}

// Close closes the pool.
func (db *DB) Close() error { return db.db.Close() }

// Ping checks the database answers.
func (db *DB) Ping(ctx context.Context) error { return db.db.PingContext(ctx) }

func (db *DB) inTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := db.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	return tx.Commit()
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

package sqlite

import (
	"context"
	"database/sql"
	"time"

	"github.com/wattle/storefront/internal/change"
	"github.com/wattle/storefront/internal/storage"
)

var _ change.Store = (*stores)(nil)

// RecordChanges implements change.Store.
func (db *stores) RecordChanges(ctx context.Context, changes []change.Change) error {
	if len(changes) == 0 {
		return nil
	}
	return db.inTx(ctx, func(tx *sql.Tx) error { return insertChanges(ctx, tx, changes) })
}

// inTxChanging runs fn in a write transaction (the unit of work's, or a new one) and records
// changes in it: a catalogue write and its change commit together or not at all.
func (db *stores) inTxChanging(ctx context.Context, changes []change.Change, fn func(tx *sql.Tx) error) error {
	return db.inTx(ctx, func(tx *sql.Tx) error {
		if err := fn(tx); err != nil {
			return err
		}
		return insertChanges(ctx, tx, changes)
	})
}

func insertChanges(ctx context.Context, tx *sql.Tx, changes []change.Change) error {
	return storage.InsertChanges(ctx, tx, `INSERT INTO changes (kind, code, at) VALUES (?, ?, ?)`, changes)
}

// ChangesSince implements change.Store.
func (db *stores) ChangesSince(ctx context.Context, after int64, limit int) ([]change.Change, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT seq, kind, code, at FROM changes WHERE seq > ? ORDER BY seq LIMIT ?`, after, limit)
	if err != nil {
		return nil, err
	}
	return storage.ScanChanges(rows)
}

// LastChange implements change.Store.
func (db *stores) LastChange(ctx context.Context) (int64, error) {
	var n int64
	err := db.read.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) FROM changes`).Scan(&n)
	return n, err
}

// DeleteChangesBefore implements change.Store.
func (db *stores) DeleteChangesBefore(ctx context.Context, t time.Time) (int, error) {
	n, err := storage.Affected(db.write.ExecContext(ctx, `DELETE FROM changes WHERE at < ?`, storage.Millis(t)))
	return n, mapErr(err)
}

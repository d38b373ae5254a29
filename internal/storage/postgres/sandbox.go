package postgres

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/wattle/storefront/internal/payment/sandbox"
	"github.com/wattle/storefront/internal/storage"
)

var _ sandbox.Store = (*stores)(nil)

// InsertSandboxRecord implements sandbox.Store.
func (db *stores) InsertSandboxRecord(ctx context.Context, r sandbox.Record) error {
	_, err := db.q.ExecContext(ctx, `INSERT INTO sandbox_records (kind, id, version, data, expires_at) VALUES ($1, $2, 1, $3, $4)`,
		r.Kind, r.ID, string(r.Data), storage.Millis(r.ExpiresAt))
	if err = mapErr(err); errors.Is(err, storage.ErrConflict) {
		return sandbox.ErrExists
	}
	return err
}

// SandboxRecord implements sandbox.Store.
func (db *stores) SandboxRecord(ctx context.Context, kind, id string, now time.Time) (sandbox.Record, error) {
	r := sandbox.Record{Kind: kind, ID: id}
	var data string
	var expires int64
	err := db.q.QueryRowContext(ctx, `SELECT version, data, expires_at FROM sandbox_records
		WHERE kind = $1 AND id = $2 AND (expires_at = 0 OR expires_at > $3)`, kind, id, storage.Millis(now)).Scan(&r.Version, &data, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return r, sandbox.ErrNotFound
	}
	if err != nil {
		return r, mapErr(err)
	}
	r.Data, r.ExpiresAt = []byte(data), storage.FromMillis(expires)
	return r, nil
}

// UpdateSandboxRecord implements sandbox.Store.
func (db *stores) UpdateSandboxRecord(ctx context.Context, r sandbox.Record) error {
	n, err := storage.Affected(db.q.ExecContext(ctx, `UPDATE sandbox_records SET version = version + 1, data = $1, expires_at = $2
		WHERE kind = $3 AND id = $4 AND version = $5`, string(r.Data), storage.Millis(r.ExpiresAt), r.Kind, r.ID, r.Version))
	if err != nil {
		return mapErr(err)
	}
	if n == 0 {
		return sandbox.ErrStale
	}
	return nil
}

package postgres

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/wattle/storefront/internal/idempotency"
	"github.com/wattle/storefront/internal/storage"
)

var _ idempotency.Store = (*stores)(nil)

// InsertIdempotency implements idempotency.Store.
func (db *stores) InsertIdempotency(ctx context.Context, r idempotency.Record) error {
	_, err := db.q.ExecContext(ctx, `INSERT INTO idempotency_keys (scope, key, request_hash, answer, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
		r.Scope, r.Key, r.RequestHash, r.Answer, storage.Millis(r.CreatedAt), storage.Millis(r.ExpiresAt))
	if err = mapErr(err); errors.Is(err, storage.ErrConflict) {
		return idempotency.ErrExists
	}
	return err
}

// Idempotency implements idempotency.Store.
func (db *stores) Idempotency(ctx context.Context, scope, key string) (idempotency.Record, error) {
	r, err := storage.ScanIdempotency(db.q.QueryRowContext(ctx, `SELECT `+storage.IdempotencyColumns+` FROM idempotency_keys WHERE scope = $1 AND key = $2`, scope, key))
	if errors.Is(err, sql.ErrNoRows) {
		return r, idempotency.ErrNotFound
	}
	return r, err
}

// FinishIdempotency implements idempotency.Store.
func (db *stores) FinishIdempotency(ctx context.Context, scope, key string, status int, answer []byte) error {
	res, err := db.q.ExecContext(ctx, `UPDATE idempotency_keys SET status = $1, answer = $2 WHERE scope = $3 AND key = $4`, status, answer, scope, key)
	if err != nil {
		return mapErr(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return idempotency.ErrNotFound
	}
	return nil
}

// DeleteIdempotency implements idempotency.Store.
func (db *stores) DeleteIdempotency(ctx context.Context, scope, key string) error {
	_, err := db.q.ExecContext(ctx, `DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2`, scope, key)
	return mapErr(err)
}

// DeleteExpiredIdempotency implements idempotency.Store.
func (db *stores) DeleteExpiredIdempotency(ctx context.Context, now time.Time) (int, error) {
	n, err := storage.Affected(db.q.ExecContext(ctx, `DELETE FROM idempotency_keys WHERE expires_at <= $1`, storage.Millis(now)))
	return n, mapErr(err)
}

package postgres

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/storage"
)

var _ order.AttemptStore = (*stores)(nil)

// InsertAttempt implements order.AttemptStore.
func (db *stores) InsertAttempt(ctx context.Context, a order.Attempt) error {
	a.Version = 1
	_, err := db.q.ExecContext(ctx, `INSERT INTO payment_attempts (`+storage.AttemptColumns+`)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`, storage.AttemptArgs(&a)...)
	return mapErr(err)
}

func (db *stores) attemptWhere(ctx context.Context, where string, arg any) (order.Attempt, error) {
	a, err := storage.ScanAttempt(db.q.QueryRowContext(ctx, `SELECT `+storage.AttemptColumns+` FROM payment_attempts WHERE `+where, arg))
	if errors.Is(err, sql.ErrNoRows) {
		return a, order.ErrAttemptNotFound
	}
	return a, mapErr(err)
}

// Attempt implements order.AttemptStore.
func (db *stores) Attempt(ctx context.Context, id string) (order.Attempt, error) {
	return db.attemptWhere(ctx, `id = $1`, id)
}

// AttemptByChallenge implements order.AttemptStore.
func (db *stores) AttemptByChallenge(ctx context.Context, challengeID string) (order.Attempt, error) {
	if challengeID == "" {
		return order.Attempt{}, order.ErrAttemptNotFound
	}
	return db.attemptWhere(ctx, `challenge_id = $1 AND challenge_id <> ''`, challengeID)
}

// AttemptByProviderRef implements order.AttemptStore.
func (db *stores) AttemptByProviderRef(ctx context.Context, ref string) (order.Attempt, error) {
	if ref == "" {
		return order.Attempt{}, order.ErrAttemptNotFound
	}
	return db.attemptWhere(ctx, `provider_ref = $1 AND provider_ref <> ''`, ref)
}

// UpdateAttempt implements order.AttemptStore.
func (db *stores) UpdateAttempt(ctx context.Context, a order.Attempt) error {
	args := storage.AttemptArgs(&a)
	n, err := storage.Affected(db.q.ExecContext(ctx, `UPDATE payment_attempts SET version = version + 1, status = $1, amount = $2,
		provider_ref = $3, challenge_id = $4, order_code = $5, snapshot = $6, updated_at = $7 WHERE id = $8 AND version = $9`,
		args[4], args[5], args[6], args[7], args[8], args[9], args[11], a.ID, a.Version))
	if err != nil {
		return mapErr(err)
	}
	if n == 0 {
		return order.ErrStale
	}
	return nil
}

// OpenAttempts implements order.AttemptStore.
func (db *stores) OpenAttempts(ctx context.Context, before time.Time, limit int) ([]order.Attempt, error) {
	rows, err := db.q.QueryContext(ctx, `SELECT `+storage.AttemptColumns+` FROM payment_attempts
		WHERE status IN ('pending', 'challenge') AND updated_at < $1 ORDER BY updated_at, id LIMIT $2`, storage.Millis(before), limit)
	if err != nil {
		return nil, mapErr(err)
	}
	out, err := storage.ScanAll(rows, storage.ScanAttempt)
	return out, mapErr(err)
}

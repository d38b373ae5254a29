package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/wattle/storefront/internal/session"
	"github.com/wattle/storefront/internal/storage"
)

var _ session.Store = (*stores)(nil)

// CreateSession implements session.Store.
func (db *stores) CreateSession(ctx context.Context, s session.Session) error {
	_, err := db.write.ExecContext(ctx, `INSERT INTO sessions (id, csrf_token, device_data, customer_id, auth, auth_at, created_at, expires_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
		session.Key(s.ID), s.CSRFToken, s.DeviceData, s.CustomerID, int(s.Auth), storage.Millis(s.AuthAt), storage.Millis(s.CreatedAt), storage.Millis(s.ExpiresAt))
	return mapErr(err)
}

// Session implements session.Store.
func (db *stores) Session(ctx context.Context, id string, now time.Time) (session.Session, error) {
	s := session.Session{ID: id}
	var created, expires, authAt int64
	err := db.read.QueryRowContext(ctx, `SELECT csrf_token, device_data, customer_id, auth, auth_at, created_at, expires_at
		FROM sessions WHERE id = ? AND expires_at > ?`,
		session.Key(id), storage.Millis(now)).Scan(&s.CSRFToken, &s.DeviceData, &s.CustomerID, &s.Auth, &authAt, &created, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return s, session.ErrNotFound
	}
	s.AuthAt, s.CreatedAt, s.ExpiresAt = storage.FromMillis(authAt), storage.FromMillis(created), storage.FromMillis(expires)
	return s, err
}

// TouchSession implements session.Store.
func (db *stores) TouchSession(ctx context.Context, id string, expires time.Time) error {
	_, err := db.write.ExecContext(ctx, `UPDATE sessions SET expires_at = ? WHERE id = ?`, storage.Millis(expires), session.Key(id))
	return err
}

// SetDeviceData implements session.Store.
func (db *stores) SetDeviceData(ctx context.Context, id, deviceData string) error {
	res, err := db.write.ExecContext(ctx, `UPDATE sessions SET device_data = ? WHERE id = ?`, deviceData, session.Key(id))
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return session.ErrNotFound
	}
	return nil
}

// DeleteExpiredSessions implements session.Store.
func (db *stores) DeleteExpiredSessions(ctx context.Context, now time.Time) (int, error) {
	n, err := storage.Affected(db.write.ExecContext(ctx, `DELETE FROM sessions WHERE expires_at <= ?`, storage.Millis(now)))
	return n, mapErr(err)
}

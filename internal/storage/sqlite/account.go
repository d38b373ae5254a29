package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/session"
	"github.com/wattle/storefront/internal/storage"
)

var _ account.Store = (*stores)(nil)

// InsertCustomer implements account.Store.
func (db *stores) InsertCustomer(ctx context.Context, c account.Customer) error {
	_, err := db.write.ExecContext(ctx, `INSERT INTO customers (`+storage.CustomerColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		storage.CustomerArgs(&c)...)
	if err = mapErr(err); errors.Is(err, storage.ErrConflict) {
		return account.ErrEmailTaken
	}
	return err
}

func customerOrNotFound(c account.Customer, err error) (account.Customer, error) {
	if errors.Is(err, sql.ErrNoRows) {
		return c, account.ErrNotFound
	}
	return c, mapErr(err)
}

// Customer implements account.Store.
func (db *stores) Customer(ctx context.Context, id string) (account.Customer, error) {
	return customerOrNotFound(storage.ScanCustomer(db.read.QueryRowContext(ctx, `SELECT `+storage.CustomerColumns+` FROM customers WHERE id = ?`, id)))
}

// CustomerByEmail implements account.Store.
func (db *stores) CustomerByEmail(ctx context.Context, email string) (account.Customer, error) {
	return customerOrNotFound(storage.ScanCustomer(db.read.QueryRowContext(ctx, `SELECT `+storage.CustomerColumns+` FROM customers WHERE email = ?`, email)))
}

// updateCustomer runs an UPDATE of one customer and answers ErrNotFound when there is none.
func (db *stores) updateCustomer(ctx context.Context, query string, args ...any) error {
	n, err := storage.Affected(db.write.ExecContext(ctx, query, args...))
	if err != nil {
		return mapErr(err)
	}
	if n == 0 {
		return account.ErrNotFound
	}
	return nil
}

// UpdateProfile implements account.Store.
func (db *stores) UpdateProfile(ctx context.Context, id string, p account.Profile, at time.Time) error {
	return db.updateCustomer(ctx, `UPDATE customers SET first_name = ?, last_name = ?, mobile = ?, allow_tracking = ?,
		subscribe_to_rewards = ?, opt_into_marketing = ?, updated_at = ? WHERE id = ?`,
		p.FirstName, p.LastName, p.Mobile, p.AllowTracking, p.SubscribeToRewards, p.OptIntoMarketing, storage.Millis(at), id)
}

// SetPreferredStore implements account.Store.
func (db *stores) SetPreferredStore(ctx context.Context, id, storeNumber string, at time.Time) error {
	return db.updateCustomer(ctx, `UPDATE customers SET preferred_store = ?, updated_at = ? WHERE id = ?`, storeNumber, storage.Millis(at), id)
}

// SetPasswordHash implements account.Store. A lock from failed attempts is lifted; other locks stay.
func (db *stores) SetPasswordHash(ctx context.Context, id, hash string, at time.Time) error {
	return db.updateCustomer(ctx, `UPDATE customers SET password_hash = ?, password_changed_at = ?, updated_at = ?,
		locked_at = CASE WHEN lock_reason = ? THEN 0 ELSE locked_at END,
		lock_reason = CASE WHEN lock_reason = ? THEN '' ELSE lock_reason END WHERE id = ?`,
		hash, storage.Millis(at), storage.Millis(at), account.LockTooManyAttempts, account.LockTooManyAttempts, id)
}

// LockCustomer implements account.Store.
func (db *stores) LockCustomer(ctx context.Context, id, reason string, at time.Time) error {
	return db.updateCustomer(ctx, `UPDATE customers SET locked_at = ?, lock_reason = ?, updated_at = ? WHERE id = ?`,
		storage.Millis(at), reason, storage.Millis(at), id)
}

// RequestDeletion implements account.Store.
func (db *stores) RequestDeletion(ctx context.Context, id string, at, due time.Time) error {
	return db.updateCustomer(ctx, `UPDATE customers SET deletion_requested_at = ?, deletion_due_at = ?, updated_at = ? WHERE id = ?`,
		storage.Millis(at), storage.Millis(due), storage.Millis(at), id)
}

// EraseCustomer implements account.Store.
func (db *stores) EraseCustomer(ctx context.Context, id string, at time.Time) error {
	return db.inTx(ctx, func(tx *sql.Tx) error {
		for _, q := range []string{
			`DELETE FROM addresses WHERE customer_id = ?`,
			`DELETE FROM remember_tokens WHERE customer_id = ?`,
			`DELETE FROM password_resets WHERE customer_id = ?`,
			`UPDATE security_events SET ip = '', email_hash = '' WHERE customer_id = ?`,
			// The newsletter too: the person asked to be forgotten, not just their account.
			`DELETE FROM enews_subscriptions WHERE email = (SELECT email FROM customers WHERE id = ?)`,
			// In-store receipts stay the shop's sales records, without the e-mail the till took.
			`UPDATE receipts SET details = json_set(details, '$.email', '') WHERE customer_id = ? AND customer_id <> ''`,
		} {
			if _, err := tx.ExecContext(ctx, q, id); err != nil {
				return err
			}
		}
		res, err := tx.ExecContext(ctx, `UPDATE customers SET email = ?, first_name = '', last_name = '', mobile = '',
			password_hash = '', preferred_store = '', opt_into_marketing = ?, subscribe_to_rewards = ?, allow_tracking = ?,
			erased_at = ?, updated_at = ? WHERE id = ?`,
			account.ErasedEmail(id), false, false, false, storage.Millis(at), storage.Millis(at), id)
		if n, _ := storage.Affected(res, err); err == nil && n == 0 {
			return account.ErrNotFound
		}
		return err
	})
}

// InsertEvent implements account.Store.
func (db *stores) InsertEvent(ctx context.Context, e account.Event) error {
	_, err := db.write.ExecContext(ctx, `INSERT INTO security_events (at, kind, customer_id, email_hash, ip, detail) VALUES (?, ?, ?, ?, ?, ?)`,
		storage.Millis(e.At), e.Kind, e.CustomerID, e.EmailHash, e.IP, e.Detail)
	return mapErr(err)
}

// FailedSignIns implements account.Store.
func (db *stores) FailedSignIns(ctx context.Context, customerID string, since time.Time) (int, error) {
	var n int
	err := db.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM security_events WHERE customer_id = ? AND kind = ? AND at >= ?
		AND at > COALESCE((SELECT MAX(at) FROM security_events WHERE customer_id = ? AND kind IN (?, ?)), 0)`,
		customerID, account.EventSignInFailed, storage.Millis(since), customerID, account.EventSignIn, account.EventReset).Scan(&n)
	return n, mapErr(err)
}

// Events implements account.Store.
func (db *stores) Events(ctx context.Context, customerID string) ([]account.Event, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT at, kind, customer_id, email_hash, ip, detail FROM security_events
		WHERE customer_id = ? ORDER BY id`, customerID)
	if err != nil {
		return nil, mapErr(err)
	}
	return storage.ScanEvents(rows)
}

// InsertRememberToken implements account.Store.
func (db *stores) InsertRememberToken(ctx context.Context, t account.RememberToken) error {
	_, err := db.write.ExecContext(ctx, `INSERT INTO remember_tokens (selector, validator_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)`,
		t.Selector, t.ValidatorHash, t.CustomerID, storage.Millis(t.CreatedAt), storage.Millis(t.ExpiresAt))
	return mapErr(err)
}

// RememberToken implements account.Store.
func (db *stores) RememberToken(ctx context.Context, selector string) (account.RememberToken, error) {
	t := account.RememberToken{Selector: selector}
	var created, expires int64
	err := db.read.QueryRowContext(ctx, `SELECT validator_hash, customer_id, created_at, expires_at FROM remember_tokens WHERE selector = ?`,
		selector).Scan(&t.ValidatorHash, &t.CustomerID, &created, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return t, account.ErrNotFound
	}
	t.CreatedAt, t.ExpiresAt = storage.FromMillis(created), storage.FromMillis(expires)
	return t, mapErr(err)
}

// DeleteRememberToken implements account.Store.
func (db *stores) DeleteRememberToken(ctx context.Context, selector string) error {
	_, err := db.write.ExecContext(ctx, `DELETE FROM remember_tokens WHERE selector = ?`, selector)
	return mapErr(err)
}

// DeleteRememberTokens implements account.Store.
func (db *stores) DeleteRememberTokens(ctx context.Context, customerID string) error {
	_, err := db.write.ExecContext(ctx, `DELETE FROM remember_tokens WHERE customer_id = ?`, customerID)
	return mapErr(err)
}

// InsertPasswordReset implements account.Store.
func (db *stores) InsertPasswordReset(ctx context.Context, r account.PasswordReset) error {
	_, err := db.write.ExecContext(ctx, `INSERT INTO password_resets (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)`,
		r.TokenHash, r.CustomerID, storage.Millis(r.CreatedAt), storage.Millis(r.ExpiresAt))
	return mapErr(err)
}

// PasswordReset implements account.Store.
func (db *stores) PasswordReset(ctx context.Context, tokenHash string) (account.PasswordReset, error) {
	r := account.PasswordReset{TokenHash: tokenHash}
	var created, expires, used int64
	err := db.read.QueryRowContext(ctx, `SELECT customer_id, created_at, expires_at, used_at FROM password_resets WHERE token_hash = ?`,
		tokenHash).Scan(&r.CustomerID, &created, &expires, &used)
	if errors.Is(err, sql.ErrNoRows) {
		return r, account.ErrNotFound
	}
	r.CreatedAt, r.ExpiresAt, r.UsedAt = storage.FromMillis(created), storage.FromMillis(expires), storage.FromMillis(used)
	return r, mapErr(err)
}

// UsePasswordReset implements account.Store.
func (db *stores) UsePasswordReset(ctx context.Context, tokenHash string, at time.Time) error {
	n, err := storage.Affected(db.write.ExecContext(ctx, `UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at = 0`,
		storage.Millis(at), tokenHash))
	if err != nil {
		return mapErr(err)
	}
	if n == 0 {
		return account.ErrTokenUsed
	}
	return nil
}

// DeletePasswordResets implements account.Store.
func (db *stores) DeletePasswordResets(ctx context.Context, customerID string) error {
	_, err := db.write.ExecContext(ctx, `DELETE FROM password_resets WHERE customer_id = ?`, customerID)
	return mapErr(err)
}

// Addresses implements account.Store.
func (db *stores) Addresses(ctx context.Context, customerID string) ([]account.Address, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT `+storage.AddressColumns+` FROM addresses WHERE customer_id = ?
		ORDER BY is_default DESC, created_at, id`, customerID)
	if err != nil {
		return nil, mapErr(err)
	}
	return storage.ScanAddresses(rows)
}

// InsertAddress implements account.Store.
func (db *stores) InsertAddress(ctx context.Context, a account.Address) error {
	_, err := db.write.ExecContext(ctx, `INSERT INTO addresses (`+storage.AddressColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		storage.AddressArgs(&a)...)
	return mapErr(err)
}

func addressTouched(n int, err error) error {
	if err != nil {
		return mapErr(err)
	}
	if n == 0 {
		return account.ErrAddressNotFound
	}
	return nil
}

// UpdateAddress implements account.Store.
func (db *stores) UpdateAddress(ctx context.Context, a account.Address) error {
	return addressTouched(storage.Affected(db.write.ExecContext(ctx, `UPDATE addresses SET form_type = ?, single_line_label = ?,
		single_line_id = ?, line1 = ?, line2 = ?, town = ?, state = ?, postal_code = ?, phone = ?, is_blocked = ?, updated_at = ?
		WHERE id = ? AND customer_id = ?`,
		a.FormType, a.SingleLineLabel, a.SingleLineID, a.Line1, a.Line2, a.Town, a.State, a.PostalCode, a.Phone, a.IsBlocked,
		storage.Millis(a.UpdatedAt), a.ID, a.CustomerID)))
}

// DeleteAddress implements account.Store.
func (db *stores) DeleteAddress(ctx context.Context, customerID, id string) error {
	return addressTouched(storage.Affected(db.write.ExecContext(ctx, `DELETE FROM addresses WHERE id = ? AND customer_id = ?`, id, customerID)))
}

// SetDefaultAddress implements account.Store.
func (db *stores) SetDefaultAddress(ctx context.Context, customerID, id string) error {
	return db.inTx(ctx, func(tx *sql.Tx) error {
		n, err := storage.Affected(tx.ExecContext(ctx, `UPDATE addresses SET is_default = ? WHERE id = ? AND customer_id = ?`, true, id, customerID))
		if err = addressTouched(n, err); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE addresses SET is_default = ? WHERE customer_id = ? AND id <> ?`, false, customerID, id)
		return err
	})
}

// DeleteExpiredTokens implements account.Store.
func (db *stores) DeleteExpiredTokens(ctx context.Context, expiredBy, eventsBefore time.Time) (int, error) {
	total := 0
	for _, d := range []struct {
		query string
		at    time.Time
	}{
		{`DELETE FROM remember_tokens WHERE expires_at <= ?`, expiredBy},
		{`DELETE FROM password_resets WHERE expires_at <= ?`, expiredBy},
		{`DELETE FROM security_events WHERE at < ?`, eventsBefore},
	} {
		n, err := storage.Affected(db.write.ExecContext(ctx, d.query, storage.Millis(d.at)))
		if err != nil {
			return total, mapErr(err)
		}
		total += n
	}
	return total, nil
}

// SubscribeEnews implements account.Store.
func (db *stores) SubscribeEnews(ctx context.Context, email, source string, at time.Time) error {
	_, err := db.write.ExecContext(ctx, `INSERT INTO enews_subscriptions (email, source, created_at) VALUES (?, ?, ?)
		ON CONFLICT (email) DO NOTHING`, email, source, storage.Millis(at))
	return mapErr(err)
}

// DeleteSession implements session.Store.
func (db *stores) DeleteSession(ctx context.Context, id string) error {
	_, err := db.write.ExecContext(ctx, `DELETE FROM sessions WHERE id = ?`, session.Key(id))
	return mapErr(err)
}

// DeleteCustomerSessions implements session.Store.
func (db *stores) DeleteCustomerSessions(ctx context.Context, customerID, keep string) error {
	if customerID == "" {
		return nil // anonymous sessions belong to no one: never "every session of nobody"
	}
	_, err := db.write.ExecContext(ctx, `DELETE FROM sessions WHERE customer_id = ? AND customer_id <> '' AND id <> ?`, customerID, session.Key(keep))
	return mapErr(err)
}

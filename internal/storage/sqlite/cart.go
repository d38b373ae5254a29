package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/storage"
)

var _ cart.Store = (*stores)(nil)

func cartOrNotFound(c cart.Cart, err error) (cart.Cart, error) {
	if errors.Is(err, sql.ErrNoRows) {
		return c, cart.ErrNotFound
	}
	return c, mapErr(err)
}

// CartByToken implements cart.Store. The term token_hash <> ” is the condition of the partial
// index carts_token: a planner uses a partial index only when the query states its condition, and
// cannot know a bound parameter meets it (without the term, SQLite reads every cart).
func (db *stores) CartByToken(ctx context.Context, tokenHash string) (cart.Cart, error) {
	if tokenHash == "" {
		return cart.Cart{}, cart.ErrNotFound
	}
	return cartOrNotFound(storage.ScanCart(db.read.QueryRowContext(ctx,
		`SELECT `+storage.CartColumns+` FROM carts WHERE token_hash = ? AND token_hash <> ''`, tokenHash)))
}

// CartByCustomer implements cart.Store (customer_id <> ” for the partial index, as in CartByToken).
func (db *stores) CartByCustomer(ctx context.Context, customerID string) (cart.Cart, error) {
	if customerID == "" {
		return cart.Cart{}, cart.ErrNotFound
	}
	return cartOrNotFound(storage.ScanCart(db.read.QueryRowContext(ctx,
		`SELECT `+storage.CartColumns+` FROM carts WHERE customer_id = ? AND customer_id <> ''`, customerID)))
}

// CartByID implements cart.Store.
func (db *stores) CartByID(ctx context.Context, id string) (cart.Cart, error) {
	return cartOrNotFound(storage.ScanCart(db.read.QueryRowContext(ctx,
		`SELECT `+storage.CartColumns+` FROM carts WHERE id = ?`, id)))
}

// InsertCart implements cart.Store.
func (db *stores) InsertCart(ctx context.Context, c cart.Cart) error {
	args, err := storage.CartArgs(&c)
	if err != nil {
		return err
	}
	_, err = db.write.ExecContext(ctx, `INSERT INTO carts (`+storage.CartColumns+`, idle_day) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		append(args, storage.CartIdleDay(c.UpdatedAt))...)
	if err = mapErr(err); errors.Is(err, storage.ErrConflict) {
		return cart.ErrExists
	}
	return err
}

// UpdateCart implements cart.Store: the guarded update of the cart at c.Version. SQLite rewrites
// every index on a column an UPDATE assigns, changed or not, and all three of carts' indexes name
// the owner columns; so the usual change (same owner, same day) assigns neither them nor idle_day,
// and only a change of owner or day (a merge, a sign-in, the first change of a day) assigns them.
func (db *stores) UpdateCart(ctx context.Context, c cart.Cart) error {
	args, err := storage.CartArgs(&c)
	if err != nil {
		return err
	}
	day := storage.CartIdleDay(c.UpdatedAt)
	n, err := storage.Affected(db.write.ExecContext(ctx, `UPDATE carts SET version = version + 1,
		entries = ?, next_entry = ?, delivery_mode = ?, postal_code = ?, pickup = ?, progressive_notification = ?, notices = ?,
		updated_at = ? WHERE id = ? AND version = ? AND customer_id = ? AND token_hash = ? AND idle_day = ?`,
		args[4], args[5], args[6], args[7], args[8], args[9], args[10], args[12], c.ID, c.Version, args[1], args[2], day))
	if err == nil && n == 0 {
		n, err = storage.Affected(db.write.ExecContext(ctx, `UPDATE carts SET customer_id = ?, token_hash = ?, version = version + 1,
			entries = ?, next_entry = ?, delivery_mode = ?, postal_code = ?, pickup = ?, progressive_notification = ?, notices = ?,
			updated_at = ?, idle_day = ? WHERE id = ? AND version = ?`,
			args[1], args[2], args[4], args[5], args[6], args[7], args[8], args[9], args[10], args[12], day,
			c.ID, c.Version))
	}
	if err != nil {
		return mapErr(err)
	}
	if n == 0 {
		return cart.ErrStale
	}
	return nil
}

// DeleteCart implements cart.Store.
func (db *stores) DeleteCart(ctx context.Context, id string) error {
	_, err := db.write.ExecContext(ctx, `DELETE FROM carts WHERE id = ?`, id)
	return mapErr(err)
}

// DeleteIdleCarts implements cart.Store.
func (db *stores) DeleteIdleCarts(ctx context.Context, idleSince time.Time) (int, error) {
	n, err := storage.Affected(db.write.ExecContext(ctx, `DELETE FROM carts WHERE customer_id = '' AND idle_day <= ? AND updated_at < ?`,
		storage.CartIdleDay(idleSince), storage.Millis(idleSince)))
	return n, mapErr(err)
}

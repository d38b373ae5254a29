package postgres

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
	return cartOrNotFound(storage.ScanCart(db.q.QueryRowContext(ctx,
		`SELECT `+storage.CartColumns+` FROM carts WHERE token_hash = $1 AND token_hash <> ''`, tokenHash)))
}

// CartByCustomer implements cart.Store (customer_id <> ” for the partial index, as in CartByToken).
func (db *stores) CartByCustomer(ctx context.Context, customerID string) (cart.Cart, error) {
	if customerID == "" {
		return cart.Cart{}, cart.ErrNotFound
	}
	return cartOrNotFound(storage.ScanCart(db.q.QueryRowContext(ctx,
		`SELECT `+storage.CartColumns+` FROM carts WHERE customer_id = $1 AND customer_id <> ''`, customerID)))
}

// CartByID implements cart.Store.
func (db *stores) CartByID(ctx context.Context, id string) (cart.Cart, error) {
	return cartOrNotFound(storage.ScanCart(db.q.QueryRowContext(ctx,
		`SELECT `+storage.CartColumns+` FROM carts WHERE id = $1`, id)))
}

// InsertCart implements cart.Store.
func (db *stores) InsertCart(ctx context.Context, c cart.Cart) error {
	args, err := storage.CartArgs(&c)
	if err != nil {
		return err
	}
	_, err = db.q.ExecContext(ctx, `INSERT INTO carts (`+storage.CartColumns+`, idle_day) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
		append(args, storage.CartIdleDay(c.UpdatedAt))...)
	if err = mapErr(err); errors.Is(err, storage.ErrConflict) {
		return cart.ErrExists
	}
	return err
}

// UpdateCart implements cart.Store: the guarded update of the cart at c.Version.
func (db *stores) UpdateCart(ctx context.Context, c cart.Cart) error {
	args, err := storage.CartArgs(&c)
	if err != nil {
		return err
	}
	n, err := storage.Affected(db.q.ExecContext(ctx, `UPDATE carts SET customer_id = $1, token_hash = $2, version = version + 1,
		entries = $3, next_entry = $4, delivery_mode = $5, postal_code = $6, pickup = $7, progressive_notification = $8, notices = $9,
		updated_at = $10, idle_day = $11 WHERE id = $12 AND version = $13`,
		args[1], args[2], args[4], args[5], args[6], args[7], args[8], args[9], args[10], args[12], storage.CartIdleDay(c.UpdatedAt),
		c.ID, c.Version))
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
	_, err := db.q.ExecContext(ctx, `DELETE FROM carts WHERE id = $1`, id)
	return mapErr(err)
}

// DeleteIdleCarts implements cart.Store.
func (db *stores) DeleteIdleCarts(ctx context.Context, idleSince time.Time) (int, error) {
	n, err := storage.Affected(db.q.ExecContext(ctx, `DELETE FROM carts WHERE customer_id = '' AND idle_day <= $1 AND updated_at < $2`,
		storage.CartIdleDay(idleSince), storage.Millis(idleSince)))
	return n, mapErr(err)
}

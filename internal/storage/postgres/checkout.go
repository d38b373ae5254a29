package postgres

import (
	"context"
	"database/sql"
	"errors"

	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/checkout"
	"github.com/wattle/storefront/internal/storage"
)

var _ checkout.StateStore = (*stores)(nil)

// CheckoutCart implements checkout.StateStore (the partial indexes' conditions stated, as in
// CartByToken).
func (db *stores) CheckoutCart(ctx context.Context, tokenHash, customerID string) (cart.Cart, checkout.State, error) {
	where, arg := "c.customer_id = $1 AND c.customer_id <> ''", customerID
	if customerID == "" {
		where, arg = "c.token_hash = $1 AND c.token_hash <> ''", tokenHash
	}
	if arg == "" {
		return cart.Cart{}, checkout.State{}, cart.ErrNotFound
	}
	c, st, err := storage.ScanCheckoutCart(db.q.QueryRowContext(ctx, storage.CheckoutCartQuery+where, arg))
	if errors.Is(err, sql.ErrNoRows) {
		return c, st, cart.ErrNotFound
	}
	return c, st, mapErr(err)
}

// CheckoutState implements checkout.StateStore.
func (db *stores) CheckoutState(ctx context.Context, cartID string) (checkout.State, error) {
	st, err := storage.ScanCheckoutState(db.q.QueryRowContext(ctx,
		`SELECT version, state FROM checkouts WHERE cart_id = $1`, cartID), cartID)
	if errors.Is(err, sql.ErrNoRows) {
		return checkout.State{}, nil
	}
	return st, mapErr(err)
}

// SaveCheckoutState implements checkout.StateStore: a first save inserts the row (none when the
// cart is gone or another first save came first), a later one is the guarded update at st.Version.
func (db *stores) SaveCheckoutState(ctx context.Context, cartID string, st checkout.State) error {
	doc, err := storage.CheckoutStateJSON(st)
	if err != nil {
		return err
	}
	var n int
	if st.Version == 0 {
		n, err = storage.Affected(db.q.ExecContext(ctx, `INSERT INTO checkouts (cart_id, version, state)
			SELECT id, 1, $2 FROM carts WHERE id = $1 ON CONFLICT (cart_id) DO NOTHING`, cartID, doc))
	} else {
		n, err = storage.Affected(db.q.ExecContext(ctx, `UPDATE checkouts SET version = version + 1, state = $2
			WHERE cart_id = $1 AND version = $3`, cartID, doc, st.Version))
	}
	if err != nil {
		return mapErr(err)
	}
	if n == 0 {
		return checkout.ErrStale
	}
	return nil
}

// SaveCheckoutStateAt implements checkout.StateStore.
func (db *stores) SaveCheckoutStateAt(ctx context.Context, cartID string, cartVersion int64, st checkout.State) error {
	doc, err := storage.CheckoutStateJSON(st)
	if err != nil {
		return err
	}
	var n int
	if st.Version == 0 {
		n, err = storage.Affected(db.q.ExecContext(ctx, `INSERT INTO checkouts (cart_id, version, state)
			SELECT id, 1, $2 FROM carts WHERE id = $1 AND version = $3 ON CONFLICT (cart_id) DO NOTHING`, cartID, doc, cartVersion))
	} else {
		n, err = storage.Affected(db.q.ExecContext(ctx, `UPDATE checkouts SET version = version + 1, state = $2
			WHERE cart_id = $1 AND version = $3 AND EXISTS (SELECT 1 FROM carts WHERE id = $1 AND version = $4 FOR SHARE)`,
			cartID, doc, st.Version, cartVersion))
	}
	if err != nil {
		return mapErr(err)
	}
	if n == 0 {
		return checkout.ErrStale
	}
	return nil
}

// ClearCheckoutState implements checkout.StateStore.
func (db *stores) ClearCheckoutState(ctx context.Context, cartID string) error {
	_, err := db.q.ExecContext(ctx, `UPDATE checkouts SET version = version + 1, state = '{}' WHERE cart_id = $1`, cartID)
	return mapErr(err)
}

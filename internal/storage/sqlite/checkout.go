package sqlite

import (
	"context"
	"database/sql"
	"errors"

	"github.com/wattle/storefront/internal/checkout"
	"github.com/wattle/storefront/internal/storage"
)

var _ checkout.StateStore = (*stores)(nil)

// CheckoutState implements checkout.StateStore.
func (db *stores) CheckoutState(ctx context.Context, cartID string) (checkout.State, error) {
	st, err := storage.ScanCheckoutState(db.read.QueryRowContext(ctx,
		`SELECT version, state FROM checkouts WHERE cart_id = ?1`, cartID), cartID)
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
		n, err = storage.Affected(db.write.ExecContext(ctx, `INSERT INTO checkouts (cart_id, version, state)
			SELECT id, 1, ?2 FROM carts WHERE id = ?1 ON CONFLICT (cart_id) DO NOTHING`, cartID, doc))
	} else {
		n, err = storage.Affected(db.write.ExecContext(ctx, `UPDATE checkouts SET version = version + 1, state = ?2
			WHERE cart_id = ?1 AND version = ?3`, cartID, doc, st.Version))
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
	_, err := db.write.ExecContext(ctx, `UPDATE checkouts SET version = version + 1, state = '{}' WHERE cart_id = ?1`, cartID)
	return mapErr(err)
}

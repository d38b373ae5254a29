package postgres

import (
	"context"
	"database/sql"

	"github.com/wattle/storefront/internal/checkout"
	"github.com/wattle/storefront/internal/storage"
)

var _ checkout.SavedStore = (*stores)(nil)

const savedColumns = `id, customer_id, kind, source_id, card_type, last4, expiry, email, is_default, created_at`

// SavedPayments implements checkout.SavedStore.
func (db *stores) SavedPayments(ctx context.Context, customerID string) ([]checkout.SavedPayment, error) {
	rows, err := db.q.QueryContext(ctx, `SELECT `+savedColumns+` FROM saved_payments WHERE customer_id = $1
		ORDER BY is_default DESC, created_at DESC, id`, customerID)
	if err != nil {
		return nil, mapErr(err)
	}
	return storage.ScanAll(rows, func(s storage.Scanner) (checkout.SavedPayment, error) {
		var p checkout.SavedPayment
		var created int64
		err := s.Scan(&p.ID, &p.CustomerID, &p.Kind, &p.SourceID, &p.CardType, &p.Last4, &p.Expiry, &p.Email, &p.Default, &created)
		p.CreatedAt = storage.FromMillis(created)
		return p, err
	})
}

// InsertSavedPayment implements checkout.SavedStore.
func (db *stores) InsertSavedPayment(ctx context.Context, p checkout.SavedPayment) error {
	return db.inTx(ctx, func(tx *sql.Tx) error {
		if p.Default {
			if _, err := tx.ExecContext(ctx, `UPDATE saved_payments SET is_default = FALSE WHERE customer_id = $1`, p.CustomerID); err != nil {
				return err
			}
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO saved_payments (`+savedColumns+`) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
			p.ID, p.CustomerID, p.Kind, p.SourceID, p.CardType, p.Last4, p.Expiry, p.Email, p.Default, storage.Millis(p.CreatedAt))
		return err
	})
}

// DeleteSavedPayment implements checkout.SavedStore.
func (db *stores) DeleteSavedPayment(ctx context.Context, customerID, id string) error {
	n, err := storage.Affected(db.q.ExecContext(ctx, `DELETE FROM saved_payments WHERE customer_id = $1 AND id = $2`, customerID, id))
	if err != nil {
		return mapErr(err)
	}
	if n == 0 {
		return checkout.ErrSavedNotFound
	}
	return nil
}

// SetDefaultSavedPayment implements checkout.SavedStore.
func (db *stores) SetDefaultSavedPayment(ctx context.Context, customerID, id string) error {
	return db.inTx(ctx, func(tx *sql.Tx) error {
		n, err := storage.Affected(tx.ExecContext(ctx, `UPDATE saved_payments SET is_default = (id = $1) WHERE customer_id = $2`, id, customerID))
		if err != nil {
			return err
		}
		var found int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM saved_payments WHERE customer_id = $1 AND id = $2`, customerID, id).Scan(&found); err != nil {
			return err
		}
		if n == 0 || found == 0 {
			return checkout.ErrSavedNotFound
		}
		return nil
	})
}

package sqlite

import (
	"context"
	"database/sql"
	"errors"

	"github.com/wattle/storefront/internal/receipt"
	"github.com/wattle/storefront/internal/storage"
)

var _ receipt.Store = (*stores)(nil)

// InsertReceipt implements receipt.Store: a code already stored is left as it is.
func (db *stores) InsertReceipt(ctx context.Context, r receipt.Receipt) (bool, error) {
	args, err := storage.ReceiptArgs(&r)
	if err != nil {
		return false, err
	}
	n, err := storage.Affected(db.write.ExecContext(ctx, `INSERT INTO receipts (`+storage.ReceiptColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (code) DO NOTHING`, args...))
	if err != nil {
		return false, mapErr(err)
	}
	return n == 1, nil
}

// Receipt implements receipt.Store.
func (db *stores) Receipt(ctx context.Context, code string) (receipt.Receipt, error) {
	r, err := storage.ScanReceipt(db.read.QueryRowContext(ctx, `SELECT `+storage.ReceiptColumns+` FROM receipts WHERE code = ?`, code))
	if errors.Is(err, sql.ErrNoRows) {
		return r, receipt.ErrNotFound
	}
	return r, mapErr(err)
}

// ReceiptsByCustomer implements receipt.Store. The query states the partial index's condition
// (customer_id not empty) so that SQLite uses receipts_customer.
func (db *stores) ReceiptsByCustomer(ctx context.Context, customerID string, limit int) ([]receipt.Receipt, error) {
	if limit <= 0 {
		limit = -1 // SQLite: no limit
	}
	rows, err := db.read.QueryContext(ctx, `SELECT `+storage.ReceiptColumns+` FROM receipts WHERE customer_id = ? AND customer_id <> ''
		ORDER BY purchased_at DESC, code DESC LIMIT ?`, customerID, limit)
	if err != nil {
		return nil, mapErr(err)
	}
	out, err := storage.ScanAll(rows, storage.ScanReceipt)
	return out, mapErr(err)
}

package sqlite

import (
	"context"
	"time"

	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/storage"
)

var _ inventory.BackInStockStore = (*stores)(nil)

// AddBackInStock implements inventory.BackInStockStore.
func (db *stores) AddBackInStock(ctx context.Context, r inventory.BackInStockRequest) error {
	_, err := db.write.ExecContext(ctx, `INSERT INTO back_in_stock_requests
		(variant_code, email, product_name, product_url, created_at) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (variant_code, email) WHERE notified_at IS NULL DO NOTHING`,
		r.VariantCode, r.Email, r.ProductName, r.ProductURL, storage.Millis(r.CreatedAt))
	return mapErr(err)
}

// ClaimBackInStock implements inventory.BackInStockStore. The update claims and reads in one
// statement (SQLite has one writer, so no two claims overlap).
func (db *stores) ClaimBackInStock(ctx context.Context, variantCodes []string, at time.Time) ([]inventory.BackInStockRequest, error) {
	if len(variantCodes) == 0 {
		return nil, nil
	}
	args := []any{storage.Millis(at)}
	for _, v := range variantCodes {
		args = append(args, v)
	}
	rows, err := db.write.QueryContext(ctx, `UPDATE back_in_stock_requests SET notified_at = ?
		WHERE notified_at IS NULL AND variant_code IN (`+placeholders(len(variantCodes))+`)
		RETURNING variant_code, email, product_name, product_url, created_at`, args...)
	if err != nil {
		return nil, mapErr(err)
	}
	defer rows.Close()
	var out []inventory.BackInStockRequest
	for rows.Next() {
		var r inventory.BackInStockRequest
		var created int64
		if err := rows.Scan(&r.VariantCode, &r.Email, &r.ProductName, &r.ProductURL, &created); err != nil {
			return nil, mapErr(err)
		}
		r.CreatedAt = storage.FromMillis(created)
		out = append(out, r)
	}
	return out, mapErr(rows.Err())
}

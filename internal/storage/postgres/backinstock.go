package postgres

import (
	"context"
	"time"

	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/storage"
)

var _ inventory.BackInStockStore = (*stores)(nil)

// AddBackInStock implements inventory.BackInStockStore.
func (db *stores) AddBackInStock(ctx context.Context, r inventory.BackInStockRequest) error {
	_, err := db.q.ExecContext(ctx, `INSERT INTO back_in_stock_requests
		(variant_code, email, product_name, product_url, created_at) VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (variant_code, email) WHERE notified_at IS NULL DO NOTHING`,
		r.VariantCode, r.Email, r.ProductName, r.ProductURL, storage.Millis(r.CreatedAt))
	return mapErr(err)
}

// ClaimBackInStock implements inventory.BackInStockStore. The update claims and reads in one
// statement: a concurrent claim waits for the row lock and then finds notified_at set.
func (db *stores) ClaimBackInStock(ctx context.Context, variantCodes []string, at time.Time) ([]inventory.BackInStockRequest, error) {
	if len(variantCodes) == 0 {
		return nil, nil
	}
	rows, err := db.q.QueryContext(ctx, `UPDATE back_in_stock_requests SET notified_at = $1
		WHERE notified_at IS NULL AND variant_code = ANY($2)
		RETURNING variant_code, email, product_name, product_url, created_at`, storage.Millis(at), variantCodes)
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

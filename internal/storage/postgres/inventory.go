package postgres

import (
	"context"
	"database/sql"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/change"
	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/storage"
)

var _ inventory.Store = (*stores)(nil)

// SaveLevels implements inventory.Store.
func (db *stores) SaveLevels(ctx context.Context, levels []inventory.Level) error {
	if len(levels) == 0 {
		return nil
	}
	rows := make([][]any, len(levels))
	for i, l := range levels {
		rows[i] = []any{l.VariantCode, l.Location, l.Quantity}
	}
	codes := make([]string, 0, len(levels))
	for _, l := range levels {
		codes = append(codes, l.VariantCode)
	}
	return db.inTxChanging(ctx, storage.ChangesFor(change.Stock, codes, time.Now()), func(tx *sql.Tx) error {
		return insertRows(ctx, tx, `INSERT INTO stock (variant_code, location, quantity)`, rows,
			`ON CONFLICT (variant_code, location) DO UPDATE SET quantity = EXCLUDED.quantity`)
	})
}

// Levels implements inventory.Store.
func (db *stores) Levels(ctx context.Context, variantCodes, locations []string) ([]inventory.Level, error) {
	if len(variantCodes) == 0 || len(locations) == 0 {
		return nil, nil
	}
	rows, err := db.q.QueryContext(ctx, `SELECT variant_code, location, quantity FROM stock
		WHERE variant_code = ANY($1) AND location = ANY($2) ORDER BY variant_code, location`, variantCodes, locations)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []inventory.Level
	for rows.Next() {
		var l inventory.Level
		if err := rows.Scan(&l.VariantCode, &l.Location, &l.Quantity); err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, rows.Err()
}

// OnlineLevels implements inventory.Store.
func (db *stores) OnlineLevels(ctx context.Context, variantCodes []string) ([]inventory.OnlineLevel, error) {
	if len(variantCodes) == 0 {
		return nil, nil
	}
	rows, err := db.q.QueryContext(ctx, `SELECT v.code, COALESCE(s.quantity, 0), p.bulky, p.pre_order, p.gift_card <> ''
		FROM variants v JOIN products p ON p.code = v.base_code
		LEFT JOIN stock s ON s.variant_code = v.code AND s.location = 'online'
		WHERE v.code = ANY($1) ORDER BY v.code`, variantCodes)
	if err != nil {
		return nil, err
	}
	return storage.ScanOnlineLevels(rows)
}

// InStockOnline implements inventory.Store.
func (db *stores) InStockOnline(ctx context.Context, baseCodes []string) (map[string]bool, error) {
	if len(baseCodes) == 0 {
		return map[string]bool{}, nil
	}
	rows, err := db.q.QueryContext(ctx, `SELECT v.base_code, bool_or(COALESCE(s.quantity, 0) > 0) FROM variants v
		LEFT JOIN stock s ON s.variant_code = v.code AND s.location = $1
		WHERE v.base_code = ANY($2) GROUP BY v.base_code`, catalog.OnlineLocation, baseCodes)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := make(map[string]bool, len(baseCodes))
	for rows.Next() {
		var base string
		var in bool
		if err := rows.Scan(&base, &in); err != nil {
			return nil, err
		}
		out[base] = in
	}
	return out, rows.Err()
}

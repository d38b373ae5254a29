package sqlite

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
	codes := make([]string, 0, len(levels))
	for _, l := range levels {
		codes = append(codes, l.VariantCode)
	}
	return db.inTxChanging(ctx, storage.ChangesFor(change.Stock, codes, time.Now()), func(tx *sql.Tx) error {
		stmt, err := tx.PrepareContext(ctx, `INSERT OR REPLACE INTO stock (variant_code, location, quantity) VALUES (?, ?, ?)`)
		if err != nil {
			return err
		}
		defer stmt.Close()
		for _, l := range levels {
			if _, err := stmt.ExecContext(ctx, l.VariantCode, l.Location, l.Quantity); err != nil {
				return err
			}
		}
		return nil
	})
}

// Levels implements inventory.Store.
func (db *stores) Levels(ctx context.Context, variantCodes, locations []string) ([]inventory.Level, error) {
	if len(variantCodes) == 0 || len(locations) == 0 {
		return nil, nil
	}
	args := make([]any, 0, len(variantCodes)+len(locations))
	for _, v := range variantCodes {
		args = append(args, v)
	}
	for _, l := range locations {
		args = append(args, l)
	}
	rows, err := db.read.QueryContext(ctx, `SELECT variant_code, location, quantity FROM stock
		WHERE variant_code IN (`+placeholders(len(variantCodes))+`) AND location IN (`+placeholders(len(locations))+`)
		ORDER BY variant_code, location`, args...)
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
	args := make([]any, len(variantCodes))
	for i, v := range variantCodes {
		args[i] = v
	}
	rows, err := db.read.QueryContext(ctx, `SELECT v.code, COALESCE(s.quantity, 0), p.bulky, p.pre_order, p.gift_card <> ''
		FROM variants v JOIN products p ON p.code = v.base_code
		LEFT JOIN stock s ON s.variant_code = v.code AND s.location = 'online'
		WHERE v.code IN (`+placeholders(len(variantCodes))+`) ORDER BY v.code`, args...)
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
	args := make([]any, 0, len(baseCodes)+1)
	args = append(args, catalog.OnlineLocation)
	for _, c := range baseCodes {
		args = append(args, c)
	}
	rows, err := db.read.QueryContext(ctx, `SELECT v.base_code, MAX(COALESCE(s.quantity, 0) > 0) FROM variants v
		LEFT JOIN stock s ON s.variant_code = v.code AND s.location = ?
		WHERE v.base_code IN (`+placeholders(len(baseCodes))+`) GROUP BY v.base_code`, args...)
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

package sqlite

import (
	"context"
	"database/sql"

	"github.com/wattle/storefront/internal/inventory"
)

var _ inventory.Store = (*stores)(nil)

// SaveLevels implements inventory.Store.
func (db *stores) SaveLevels(ctx context.Context, levels []inventory.Level) error {
	return db.inTx(ctx, func(tx *sql.Tx) error {
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

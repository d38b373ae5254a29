package sqlite

import (
	"context"
	"database/sql"
	"time"

	"github.com/wattle/storefront/internal/change"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/storage"
)

var _ location.Storage = (*stores)(nil)

// SaveStores implements location.Storage.
func (db *stores) SaveStores(ctx context.Context, stores []location.Store) error {
	codes := make([]string, 0, len(stores))
	for _, s := range stores {
		codes = append(codes, s.Number)
	}
	return db.inTxChanging(ctx, storage.ChangesFor(change.Location, codes, time.Now()), func(tx *sql.Tx) error {
		stmt, err := tx.PrepareContext(ctx, `INSERT OR REPLACE INTO stores (`+storage.StoreColumns+`) VALUES (`+placeholders(13)+`)`)
		if err != nil {
			return err
		}
		defer stmt.Close()
		for i := range stores {
			if _, err := stmt.ExecContext(ctx, storage.StoreArgs(&stores[i])...); err != nil {
				return err
			}
		}
		return nil
	})
}

// Stores implements location.Storage.
func (db *stores) Stores(ctx context.Context) ([]location.Store, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT `+storage.StoreColumns+` FROM stores ORDER BY number`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []location.Store
	for rows.Next() {
		s, err := storage.ScanStore(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

package postgres

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
	if len(stores) == 0 {
		return nil
	}
	rows := make([][]any, len(stores))
	for i := range stores {
		rows[i] = storage.StoreArgs(&stores[i])
	}
	codes := make([]string, 0, len(stores))
	for _, s := range stores {
		codes = append(codes, s.Number)
	}
	return db.inTxChanging(ctx, storage.ChangesFor(change.Location, codes, time.Now()), func(tx *sql.Tx) error {
		return insertRows(ctx, tx, `INSERT INTO stores (`+storage.StoreColumns+`)`, rows,
			`ON CONFLICT (number) DO UPDATE SET `+excludedSet(storage.StoreColumns))
	})
}

// Stores implements location.Storage.
func (db *stores) Stores(ctx context.Context) ([]location.Store, error) {
	rows, err := db.q.QueryContext(ctx, `SELECT `+storage.StoreColumns+` FROM stores ORDER BY number`)
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

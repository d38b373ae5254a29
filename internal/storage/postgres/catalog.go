package postgres

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/change"
	"github.com/wattle/storefront/internal/storage"
)

var _ catalog.Store = (*stores)(nil)

// ProductCount implements catalog.Store.
func (db *stores) ProductCount(ctx context.Context) (int, error) {
	var n int
	err := db.q.QueryRowContext(ctx, `SELECT COUNT(*) FROM products`).Scan(&n)
	return n, err
}

// SaveCategories implements catalog.Store.
func (db *stores) SaveCategories(ctx context.Context, cats []catalog.Category) error {
	if len(cats) == 0 {
		return nil
	}
	rows := make([][]any, len(cats))
	for i, c := range cats {
		rows[i] = []any{c.Code, c.Name, c.ParentCode, c.Level, c.Position}
	}
	codes := make([]string, 0, len(cats))
	for _, c := range cats {
		codes = append(codes, c.Code)
	}
	return db.inTxChanging(ctx, storage.ChangesFor(change.Category, codes, time.Now()), func(tx *sql.Tx) error {
		return insertRows(ctx, tx, `INSERT INTO categories (code, name, parent_code, level, position)`, rows,
			`ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, parent_code = EXCLUDED.parent_code, level = EXCLUDED.level, position = EXCLUDED.position`)
	})
}

// SaveProducts implements catalog.Store. A replaced product loses variants it no longer has.
func (db *stores) SaveProducts(ctx context.Context, products []catalog.Product) error {
	if len(products) == 0 {
		return nil
	}
	prows := make([][]any, len(products))
	codes := make([]string, len(products))
	var vrows [][]any
	for i := range products {
		p := &products[i]
		prows[i] = storage.ProductArgs(p)
		codes[i] = p.Code
		for j := range p.Variants {
			vrows = append(vrows, storage.VariantArgs(&p.Variants[j]))
		}
	}
	return db.inTxChanging(ctx, storage.ChangesFor(change.Product, codes, time.Now()), func(tx *sql.Tx) error {
		if err := insertRows(ctx, tx, `INSERT INTO products (`+storage.ProductColumns+`)`, prows,
			`ON CONFLICT (code) DO UPDATE SET `+excludedSet(storage.ProductColumns)); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM variants WHERE base_code = ANY($1)`, codes); err != nil {
			return err
		}
		if len(vrows) == 0 {
			return nil
		}
		return insertRows(ctx, tx, `INSERT INTO variants (`+storage.VariantColumns+`)`, vrows, "")
	})
}

// Categories implements catalog.Store.
func (db *stores) Categories(ctx context.Context) ([]catalog.Category, error) {
	rows, err := db.q.QueryContext(ctx, `SELECT code, name, parent_code, level, position FROM categories ORDER BY level, parent_code, position, code`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []catalog.Category
	for rows.Next() {
		var c catalog.Category
		if err := rows.Scan(&c.Code, &c.Name, &c.ParentCode, &c.Level, &c.Position); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// Product implements catalog.Store.
func (db *stores) Product(ctx context.Context, code string) (catalog.Product, error) {
	// One read for the product and its variants; a product without variants (or none) the long way.
	p, err := storage.ScanProductWithVariants(db.q.QueryContext(ctx, `WITH p AS (
		 SELECT `+storage.ProductColumns+` FROM products
		 WHERE code = $1 OR code = (SELECT base_code FROM variants WHERE code = $1) LIMIT 1)
		SELECT `+storage.ProductWithVariantsColumns+` FROM p JOIN variants v ON v.base_code = p.code ORDER BY v.position`, code))
	if !errors.Is(err, sql.ErrNoRows) {
		return p, err
	}
	p, err = storage.ScanProduct(db.q.QueryRowContext(ctx,
		`SELECT `+storage.ProductColumns+` FROM products
		 WHERE code = $1 OR code = (SELECT base_code FROM variants WHERE code = $1) LIMIT 1`, code))
	if errors.Is(err, sql.ErrNoRows) {
		return p, catalog.ErrNotFound
	}
	if err != nil {
		return p, err
	}
	rows, err := db.q.QueryContext(ctx, `SELECT `+storage.VariantColumns+` FROM variants WHERE base_code = $1 ORDER BY position`, p.Code)
	if err != nil {
		return p, err
	}
	defer rows.Close()
	for rows.Next() {
		v, err := storage.ScanVariant(rows)
		if err != nil {
			return p, err
		}
		p.Variants = append(p.Variants, v)
	}
	return p, rows.Err()
}

// EachProduct streams every product in code order with its variants and each variant's online
// stock quantity. Both cursors order by the C collation so that the merge agrees with Go's byte order.
func (db *stores) EachProduct(ctx context.Context, fn func(p catalog.Product, online []int) error) error {
	prows, err := db.q.QueryContext(ctx, `SELECT `+storage.ProductColumns+` FROM products ORDER BY code COLLATE "C"`)
	if err != nil {
		return err
	}
	defer prows.Close()
	vrows, err := db.q.QueryContext(ctx, `SELECT v.code, v.base_code, v.colour, v.colour_hex, v.size, v.position, v.price, v.was_price, v.onepass_price, COALESCE(s.quantity, 0)
		FROM variants v LEFT JOIN stock s ON s.variant_code = v.code AND s.location = 'online'
		ORDER BY v.base_code COLLATE "C", v.position`)
	if err != nil {
		return err
	}
	defer vrows.Close()
	return storage.MergeProducts(prows, vrows, fn)
}

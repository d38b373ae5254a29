package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/change"
	"github.com/wattle/storefront/internal/storage"
)

var _ catalog.Store = (*stores)(nil)

// ProductCount implements catalog.Store.
func (db *stores) ProductCount(ctx context.Context) (int, error) {
	var n int
	err := db.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM products`).Scan(&n)
	return n, err
}

// SaveCategories implements catalog.Store.
func (db *stores) SaveCategories(ctx context.Context, cats []catalog.Category) error {
	codes := make([]string, 0, len(cats))
	for _, c := range cats {
		codes = append(codes, c.Code)
	}
	return db.inTxChanging(ctx, storage.ChangesFor(change.Category, codes, time.Now()), func(tx *sql.Tx) error {
		stmt, err := tx.PrepareContext(ctx, `INSERT OR REPLACE INTO categories (code, name, parent_code, level, position) VALUES (?, ?, ?, ?, ?)`)
		if err != nil {
			return err
		}
		defer stmt.Close()
		for _, c := range cats {
			if _, err := stmt.ExecContext(ctx, c.Code, c.Name, c.ParentCode, c.Level, c.Position); err != nil {
				return fmt.Errorf("save category %s: %w", c.Code, err)
			}
		}
		return nil
	})
}

// SaveProducts implements catalog.Store. A replaced product loses variants it no longer has.
func (db *stores) SaveProducts(ctx context.Context, products []catalog.Product) error {
	codes := make([]string, 0, len(products))
	for _, p := range products {
		codes = append(codes, p.Code)
	}
	return db.inTxChanging(ctx, storage.ChangesFor(change.Product, codes, time.Now()), func(tx *sql.Tx) error {
		del, err := tx.PrepareContext(ctx, `DELETE FROM variants WHERE base_code = ?`)
		if err != nil {
			return err
		}
		defer del.Close()
		prod, err := tx.PrepareContext(ctx, `INSERT OR REPLACE INTO products (`+storage.ProductColumns+`) VALUES (`+placeholders(23)+`)`)
		if err != nil {
			return err
		}
		defer prod.Close()
		vari, err := tx.PrepareContext(ctx, `INSERT INTO variants (`+storage.VariantColumns+`) VALUES (`+placeholders(9)+`)`)
		if err != nil {
			return err
		}
		defer vari.Close()
		for i := range products {
			p := &products[i]
			if _, err := del.ExecContext(ctx, p.Code); err != nil {
				return err
			}
			if _, err := prod.ExecContext(ctx, storage.ProductArgs(p)...); err != nil {
				return fmt.Errorf("save product %s: %w", p.Code, err)
			}
			for j := range p.Variants {
				if _, err := vari.ExecContext(ctx, storage.VariantArgs(&p.Variants[j])...); err != nil {
					return fmt.Errorf("save variant %s: %w", p.Variants[j].Code, err)
				}
			}
		}
		return nil
	})
}

// Categories implements catalog.Store.
func (db *stores) Categories(ctx context.Context) ([]catalog.Category, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT code, name, parent_code, level, position FROM categories ORDER BY level, parent_code, position, code`)
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
	p, err := storage.ScanProductWithVariants(db.read.QueryContext(ctx, `WITH p AS (
		 SELECT `+storage.ProductColumns+` FROM products WHERE code = ?1
		 UNION ALL
		 SELECT `+storage.ProductColumns+` FROM products WHERE code = (SELECT base_code FROM variants WHERE code = ?1)
		 LIMIT 1)
		SELECT `+storage.ProductWithVariantsColumns+` FROM p JOIN variants v ON v.base_code = p.code ORDER BY v.position`, code))
	if !errors.Is(err, sql.ErrNoRows) {
		return p, err
	}
	p, err = storage.ScanProduct(db.read.QueryRowContext(ctx,
		`SELECT `+storage.ProductColumns+` FROM products WHERE code = ?
		 UNION ALL
		 SELECT `+storage.ProductColumns+` FROM products WHERE code = (SELECT base_code FROM variants WHERE code = ?)
		 LIMIT 1`, code, code))
	if errors.Is(err, sql.ErrNoRows) {
		return p, catalog.ErrNotFound
	}
	if err != nil {
		return p, err
	}
	rows, err := db.read.QueryContext(ctx, `SELECT `+storage.VariantColumns+` FROM variants WHERE base_code = ? ORDER BY position`, p.Code)
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
// stock quantity (the search index is built from this at start).
func (db *stores) EachProduct(ctx context.Context, fn func(p catalog.Product, online []int) error) error {
	prows, err := db.read.QueryContext(ctx, `SELECT `+storage.ProductColumns+` FROM products ORDER BY code`)
	if err != nil {
		return err
	}
	defer prows.Close()
	vrows, err := db.read.QueryContext(ctx, `SELECT `+storage.VariantColumns+`, COALESCE(s.quantity, 0)
		FROM variants v LEFT JOIN stock s ON s.variant_code = v.code AND s.location = 'online'
		ORDER BY v.base_code, v.position`)
	if err != nil {
		return err
	}
	defer vrows.Close()
	return storage.MergeProducts(prows, vrows, fn)
}

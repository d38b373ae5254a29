package storage

import (
	"context"
	"database/sql"
	"encoding/json"
	"strings"
	"sync"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/change"
	"github.com/wattle/storefront/internal/idempotency"
	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/platform/money"
)

// JSONList encodes a string list for a TEXT column. Lists (features, collection points) are read
// whole and never queried by element, so a JSON column is simpler than a child table.
func JSONList(v []string) string {
	if len(v) == 0 {
		return "[]"
	}
	b, _ := json.Marshal(v) // marshalling []string cannot fail
	return string(b)
}

// ParseJSONList decodes a JSONList column; a malformed value reads as empty rather than failing a page.
func ParseJSONList(s string) []string {
	var v []string
	if s == "" || json.Unmarshal([]byte(s), &v) != nil {
		return nil
	}
	return v
}

// Millis stores a time as epoch milliseconds, 0 for the zero time. Both engines use BIGINT for
// times so the same value means the same instant everywhere.
func Millis(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}

// FromMillis is the inverse of Millis.
func FromMillis(ms int64) time.Time {
	if ms == 0 {
		return time.Time{}
	}
	return time.UnixMilli(ms).UTC()
}

// Chunk calls fn with consecutive slices of at most size elements of items.
func Chunk[T any](items []T, size int, fn func([]T) error) error {
	for len(items) > 0 {
		n := min(size, len(items))
		if err := fn(items[:n]); err != nil {
			return err
		}
		items = items[n:]
	}
	return nil
}

// Scanner is the part of *sql.Row and *sql.Rows that row mapping needs.
type Scanner interface{ Scan(dest ...any) error }

// ProductColumns lists the products columns in the order ScanProduct reads them.
const ProductColumns = `code, name, brand, description, features, category_code, motif, size_type, rating,
 review_count, created_at, price, was_price, onepass_price, onepass_exclusive, early_access_start,
 early_access_end, pre_order, bulky, personalisable, online_only, assorted, gift_card`

// ProductArgs returns a product's values in ProductColumns order.
func ProductArgs(p *catalog.Product) []any {
	return []any{p.Code, p.Name, p.Brand, p.Description, JSONList(p.Features), p.CategoryCode, p.Motif,
		p.SizeType, p.Rating, p.ReviewCount, Millis(p.CreatedAt), int64(p.Price), int64(p.WasPrice),
		int64(p.OnePassPrice), p.OnePassExclusive, Millis(p.EarlyAccessStart), Millis(p.EarlyAccessEnd),
		p.PreOrder, p.Bulky, p.Personalisable, p.OnlineOnly, p.Assorted, string(p.GiftCard)}
}

// ScanProduct reads a row of ProductColumns.
func ScanProduct(s Scanner) (catalog.Product, error) {
	var r productRow
	if err := s.Scan(r.dests()...); err != nil {
		return r.p, err
	}
	return r.product(), nil
}

// productRow is a row of ProductColumns being read.
type productRow struct {
	p                                       catalog.Product
	features, gift                          string
	created, eaStart, eaEnd, price, was, op int64
}

func (r *productRow) dests() []any {
	p := &r.p
	return []any{&p.Code, &p.Name, &p.Brand, &p.Description, &r.features, &p.CategoryCode, &p.Motif,
		&p.SizeType, &p.Rating, &p.ReviewCount, &r.created, &r.price, &r.was, &r.op, &p.OnePassExclusive,
		&r.eaStart, &r.eaEnd, &p.PreOrder, &p.Bulky, &p.Personalisable, &p.OnlineOnly, &p.Assorted, &r.gift}
}

func (r *productRow) product() catalog.Product {
	p := r.p
	p.Features = ParseJSONList(r.features)
	p.CreatedAt, p.EarlyAccessStart, p.EarlyAccessEnd = FromMillis(r.created), FromMillis(r.eaStart), FromMillis(r.eaEnd)
	p.Price, p.WasPrice, p.OnePassPrice = money.Cents(r.price), money.Cents(r.was), money.Cents(r.op)
	p.GiftCard = catalog.GiftCardKind(r.gift)
	return p
}

// ScanProductWithVariants reads the rows of a product joined with its variants (ProductColumns,
// then VariantColumns, in the variants' order) and closes them: sql.ErrNoRows when there are none
// (no such product, or one without variants: the caller reads it the long way).
func ScanProductWithVariants(rows *sql.Rows, err error) (catalog.Product, error) {
	if err != nil {
		return catalog.Product{}, err
	}
	defer rows.Close()
	var p catalog.Product
	n := 0
	for rows.Next() {
		var r productRow
		var v variantRow
		if err := rows.Scan(append(r.dests(), v.dests()...)...); err != nil {
			return p, err
		}
		if n == 0 {
			p = r.product()
		}
		p.Variants = append(p.Variants, v.variant())
		n++
	}
	if err := rows.Err(); err != nil {
		return p, err
	}
	if n == 0 {
		return p, sql.ErrNoRows
	}
	return p, nil
}

// ProductWithVariantsColumns are ProductColumns of the table aliased p and VariantColumns of v.
var ProductWithVariantsColumns = columnsOf("p", ProductColumns) + ", " + columnsOf("v", VariantColumns)

func columnsOf(t, cols string) string {
	list := strings.Split(cols, ",")
	for i, c := range list {
		list[i] = t + "." + strings.TrimSpace(c)
	}
	return strings.Join(list, ", ")
}

// VariantColumns lists the variants columns in the order ScanVariant reads them.
const VariantColumns = `code, base_code, colour, colour_hex, size, position, price, was_price, onepass_price`

// VariantArgs returns a variant's values in VariantColumns order.
func VariantArgs(v *catalog.Variant) []any {
	return []any{v.Code, v.BaseCode, v.Colour, v.ColourHex, v.Size, v.Position, int64(v.Price),
		int64(v.WasPrice), int64(v.OnePassPrice)}
}

// ScanVariant reads a row of VariantColumns.
func ScanVariant(s Scanner) (catalog.Variant, error) {
	var r variantRow
	err := s.Scan(r.dests()...)
	return r.variant(), err
}

// variantRow is a row of VariantColumns being read.
type variantRow struct {
	v                   catalog.Variant
	price, was, onePass int64
}

func (r *variantRow) dests() []any {
	v := &r.v
	return []any{&v.Code, &v.BaseCode, &v.Colour, &v.ColourHex, &v.Size, &v.Position, &r.price, &r.was, &r.onePass}
}

func (r *variantRow) variant() catalog.Variant {
	v := r.v
	v.Price, v.WasPrice, v.OnePassPrice = money.Cents(r.price), money.Cents(r.was), money.Cents(r.onePass)
	return v
}

// StoreColumns lists the stores columns in the order ScanStore reads them.
const StoreColumns = `number, name, display_name, type, line1, town, state, postal_code, lat, lng, phone, hours, collection_points`

// StoreArgs returns a store's values in StoreColumns order.
func StoreArgs(s *location.Store) []any {
	return []any{s.Number, s.Name, s.DisplayName, s.Type, s.Address.Line1, s.Address.Town, s.Address.State,
		s.Address.PostalCode, s.Lat, s.Lng, s.Phone, JSONList(s.Hours[:]), JSONList(s.CollectionPoints)}
}

// ScanStore reads a row of StoreColumns.
func ScanStore(sc Scanner) (location.Store, error) {
	var s location.Store
	var hours, points string
	err := sc.Scan(&s.Number, &s.Name, &s.DisplayName, &s.Type, &s.Address.Line1, &s.Address.Town,
		&s.Address.State, &s.Address.PostalCode, &s.Lat, &s.Lng, &s.Phone, &hours, &points)
	copy(s.Hours[:], ParseJSONList(hours))
	s.CollectionPoints = ParseJSONList(points)
	return s, err
}

// Rows is the part of *sql.Rows that MergeProducts needs.
type Rows interface {
	Scanner
	Next() bool
	Err() error
}

// MergeProducts joins two cursors — products ordered by code, and variants (with a trailing online
// quantity column) ordered by base code then position — into whole products, streaming, so that a
// million-product catalogue never sits in memory at once.
func MergeProducts(prows, vrows Rows, fn func(p catalog.Product, online []int) error) error {
	// Variants outnumber products ten to one: they are scanned on a goroutine of their own, in
	// batches, while this one scans products and merges (at a million products that is most of
	// a start-up's reading).
	type variantRow struct {
		v   catalog.Variant
		qty int
	}
	const batchSize = 512
	batches := make(chan []variantRow, 4)
	done := make(chan struct{})
	var scanErr error
	var wg sync.WaitGroup
	wg.Go(func() {
		defer close(batches)
		batch := make([]variantRow, 0, batchSize)
		send := func() bool {
			select {
			case batches <- batch:
				batch = make([]variantRow, 0, batchSize)
				return true
			case <-done:
				return false
			}
		}
		for vrows.Next() {
			var r variantRow
			var price, was, onePass int64
			if err := vrows.Scan(&r.v.Code, &r.v.BaseCode, &r.v.Colour, &r.v.ColourHex, &r.v.Size, &r.v.Position, &price, &was, &onePass, &r.qty); err != nil {
				scanErr = err
				return
			}
			r.v.Price, r.v.WasPrice, r.v.OnePassPrice = money.Cents(price), money.Cents(was), money.Cents(onePass)
			if batch = append(batch, r); len(batch) == batchSize && !send() {
				return
			}
		}
		if len(batch) > 0 {
			send()
		}
	})
	stop := func() {
		close(done)
		wg.Wait() // vrows is the caller's to close: the scanner must be done with it first
	}
	var cur []variantRow
	next := func() *variantRow {
		for len(cur) == 0 {
			b, ok := <-batches
			if !ok {
				return nil
			}
			cur = b
		}
		r := &cur[0]
		cur = cur[1:]
		return r
	}
	var pending *variantRow
	for prows.Next() {
		p, err := ScanProduct(prows)
		if err != nil {
			stop()
			return err
		}
		var online []int
		for {
			if pending == nil {
				if pending = next(); pending == nil {
					if scanErr != nil { // set before the channel closed: safe to read now
						stop()
						return scanErr
					}
					break
				}
			}
			if pending.v.BaseCode < p.Code {
				pending = nil // orphan variant: skip
				continue
			}
			if pending.v.BaseCode != p.Code {
				break
			}
			p.Variants = append(p.Variants, pending.v)
			online = append(online, pending.qty)
			pending = nil
		}
		if err := fn(p, online); err != nil {
			stop()
			return err
		}
	}
	stop()
	if scanErr != nil {
		return scanErr
	}
	if err := prows.Err(); err != nil {
		return err
	}
	return vrows.Err()
}

// ScanChanges reads change rows (seq, kind, code, at) and closes them.
func ScanChanges(rows *sql.Rows) ([]change.Change, error) {
	defer rows.Close()
	var out []change.Change
	for rows.Next() {
		var c change.Change
		var kind string
		var at int64
		if err := rows.Scan(&c.Seq, &kind, &c.Code, &at); err != nil {
			return nil, err
		}
		c.Kind, c.At = change.Kind(kind), FromMillis(at)
		out = append(out, c)
	}
	return out, rows.Err()
}

// IdempotencyColumns are the idempotency_keys columns ScanIdempotency reads, in order.
const IdempotencyColumns = `scope, key, request_hash, status, answer, created_at, expires_at`

// ScanIdempotency reads one idempotency record.
func ScanIdempotency(s Scanner) (idempotency.Record, error) {
	var r idempotency.Record
	var created, expires int64
	err := s.Scan(&r.Scope, &r.Key, &r.RequestHash, &r.Status, &r.Answer, &created, &expires)
	r.CreatedAt, r.ExpiresAt = FromMillis(created), FromMillis(expires)
	return r, err
}

// ScanOnlineLevels reads (variant, quantity, bulky, pre-order, gift card) rows and closes them.
func ScanOnlineLevels(rows *sql.Rows) ([]inventory.OnlineLevel, error) {
	defer rows.Close()
	var out []inventory.OnlineLevel
	for rows.Next() {
		var l inventory.OnlineLevel
		if err := rows.Scan(&l.VariantCode, &l.Quantity, &l.Bulky, &l.PreOrder, &l.GiftCard); err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, rows.Err()
}

// bulkChange is how many codes one write may name before it is recorded as one change of the whole
// kind (Code "*"): a bulk load (the demo seed, an import) then costs one row, not one per item, and
// readers rebuild from the database anyway.
const bulkChange = 500

// ChangesFor returns the changes a write of codes of kind records: one per distinct code, or one
// change with Code "*" for a bulk write.
func ChangesFor(kind change.Kind, codes []string, at time.Time) []change.Change {
	seen := make(map[string]bool, len(codes))
	out := make([]change.Change, 0, min(len(codes), bulkChange))
	for _, c := range codes {
		if seen[c] {
			continue
		}
		seen[c] = true
		if len(out) == bulkChange {
			return []change.Change{{Kind: kind, Code: "*", At: at}}
		}
		out = append(out, change.Change{Kind: kind, Code: c, At: at})
	}
	return out
}

// Affected turns a statement's result into how many rows it touched (the expired-row deletes).
func Affected(res sql.Result, err error) (int, error) {
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	return int(n), err
}

// InsertChanges writes changes through insert, the engine's own
// "INSERT INTO changes (kind, code, at) VALUES (…)" statement, inside tx.
func InsertChanges(ctx context.Context, tx *sql.Tx, insert string, changes []change.Change) error {
	if len(changes) == 0 {
		return nil
	}
	stmt, err := tx.PrepareContext(ctx, insert)
	if err != nil {
		return err
	}
	defer stmt.Close()
	for _, c := range changes {
		if _, err := stmt.ExecContext(ctx, string(c.Kind), c.Code, Millis(c.At)); err != nil {
			return err
		}
	}
	return nil
}

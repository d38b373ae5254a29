package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"time"

	"github.com/wattle/storefront/internal/change"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/storage"
)

var _ order.Store = (*stores)(nil)

// NextOrderCode implements order.Store: the counter row, bumped by the one writer.
func (db *stores) NextOrderCode(ctx context.Context) (string, error) {
	var n int64
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		return tx.QueryRowContext(ctx, `UPDATE order_numbers SET next = next + 1 WHERE id = 1 RETURNING next - 1`).Scan(&n)
	})
	if err != nil {
		return "", mapErr(err)
	}
	return strconv.FormatInt(n, 10), nil
}

// InsertOrder implements order.Store.
func (db *stores) InsertOrder(ctx context.Context, o order.Order) error {
	o.Version = 1
	args, err := storage.OrderArgs(&o)
	if err != nil {
		return err
	}
	_, err = db.write.ExecContext(ctx, `INSERT INTO orders (`+storage.OrderColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, args...)
	if err = mapErr(err); errors.Is(err, storage.ErrConflict) {
		return order.ErrExists
	}
	return err
}

// Order implements order.Store.
func (db *stores) Order(ctx context.Context, code string) (order.Order, error) {
	o, err := storage.ScanOrder(db.read.QueryRowContext(ctx, `SELECT `+storage.OrderColumns+` FROM orders WHERE code = ?`, code))
	if errors.Is(err, sql.ErrNoRows) {
		return o, order.ErrNotFound
	}
	return o, mapErr(err)
}

// OrdersByCustomer implements order.Store.
func (db *stores) OrdersByCustomer(ctx context.Context, customerID string, limit int) ([]order.Order, error) {
	return db.customerOrders(ctx, customerID, limit, storage.ScanOrder)
}

// CustomerOrderBriefs implements order.AfterStore.
func (db *stores) CustomerOrderBriefs(ctx context.Context, customerID string, limit int) ([]order.Order, error) {
	return db.customerOrders(ctx, customerID, limit, storage.ScanOrderBrief)
}

// customerOrders reads a customer's orders, newest first, at most limit (0: all), with scan.
func (db *stores) customerOrders(ctx context.Context, customerID string, limit int, scan func(storage.Scanner) (order.Order, error)) ([]order.Order, error) {
	if limit <= 0 {
		limit = -1 // SQLite: no limit
	}
	rows, err := db.read.QueryContext(ctx, `SELECT `+storage.OrderColumns+` FROM orders WHERE customer_id = ? AND customer_id <> ''
		ORDER BY placed_at DESC, code DESC LIMIT ?`, customerID, limit)
	if err != nil {
		return nil, mapErr(err)
	}
	out, err := storage.ScanAll(rows, scan)
	return out, mapErr(err)
}

// UpdateOrder implements order.Store: the guarded update of the order at o.Version.
func (db *stores) UpdateOrder(ctx context.Context, o order.Order) error {
	args, err := storage.OrderArgs(&o)
	if err != nil {
		return err
	}
	n, err := storage.Affected(db.write.ExecContext(ctx, `UPDATE orders SET version = version + 1, customer_id = ?, email = ?,
		status = ?, mode = ?, store_number = ?, total = ?, details = ?, updated_at = ? WHERE code = ? AND version = ?`,
		args[2], args[3], args[4], args[5], args[6], args[7], args[8], args[10], o.Code, o.Version))
	if err != nil {
		return mapErr(err)
	}
	if n == 0 {
		return order.ErrStale
	}
	return nil
}

// TakeStock implements order.Store.
func (db *stores) TakeStock(ctx context.Context, attempt string, lines []order.Line, expires time.Time) error {
	return db.inTxChanging(ctx, storage.ChangesFor(change.Stock, storage.LineCodes(lines), time.Now()), func(tx *sql.Tx) error {
		for _, l := range lines {
			n, err := storage.Affected(tx.ExecContext(ctx, `UPDATE stock SET quantity = quantity - ?
				WHERE variant_code = ? AND location = ? AND quantity >= ?`, l.Quantity, l.VariantCode, l.Location, l.Quantity))
			if err != nil {
				return err
			}
			if n == 0 {
				return &order.ShortError{Line: l}
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO reservations (attempt_id, variant_code, location, quantity, expires_at)
				VALUES (?, ?, ?, ?, ?) ON CONFLICT (attempt_id, variant_code, location)
				DO UPDATE SET quantity = quantity + excluded.quantity, expires_at = excluded.expires_at`,
				attempt, l.VariantCode, l.Location, l.Quantity, storage.Millis(expires)); err != nil {
				return err
			}
		}
		return nil
	})
}

// ReleaseStock implements order.Store.
func (db *stores) ReleaseStock(ctx context.Context, attempt string) (int, error) {
	var lines []order.Line
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `DELETE FROM reservations WHERE attempt_id = ? RETURNING variant_code, location, quantity`, attempt)
		if err != nil {
			return err
		}
		for rows.Next() {
			var l order.Line
			if err := rows.Scan(&l.VariantCode, &l.Location, &l.Quantity); err != nil {
				rows.Close()
				return err
			}
			lines = append(lines, l)
		}
		if err := rows.Close(); err != nil {
			return err
		}
		for _, l := range lines {
			if _, err := tx.ExecContext(ctx, `UPDATE stock SET quantity = quantity + ? WHERE variant_code = ? AND location = ?`,
				l.Quantity, l.VariantCode, l.Location); err != nil {
				return err
			}
		}
		return insertChanges(ctx, tx, storage.ChangesFor(change.Stock, storage.LineCodes(lines), time.Now()))
	})
	if err != nil {
		return 0, mapErr(err)
	}
	return len(lines), nil
}

// KeepStock implements order.Store.
func (db *stores) KeepStock(ctx context.Context, attempt string) error {
	_, err := db.write.ExecContext(ctx, `DELETE FROM reservations WHERE attempt_id = ?`, attempt)
	return mapErr(err)
}

// ExpiredReservations implements order.Store.
func (db *stores) ExpiredReservations(ctx context.Context, now time.Time, limit int) ([]string, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT DISTINCT attempt_id FROM reservations WHERE expires_at < ? ORDER BY attempt_id LIMIT ?`,
		storage.Millis(now), limit)
	if err != nil {
		return nil, mapErr(err)
	}
	out, err := storage.ScanAll(rows, storage.ScanString)
	return out, mapErr(err)
}

package postgres

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/change"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/storage"
)

var _ order.AfterStore = (*stores)(nil)

// InsertConsignments implements order.AfterStore: one statement for all of an order's.
func (db *stores) InsertConsignments(ctx context.Context, orderCode string, cs []order.Consignment, at time.Time) error {
	if len(cs) == 0 {
		return nil
	}
	var q strings.Builder
	q.WriteString(`INSERT INTO consignments (code, order_code, location, status, version, details, created_at, updated_at) VALUES `)
	args := make([]any, 0, 8*len(cs))
	for i := range cs {
		c := cs[i]
		c.Version = 1
		if c.OrderCode() != orderCode {
			return errors.New("postgres: consignment " + c.Code + " is not of order " + orderCode)
		}
		a, err := storage.ConsignmentArgs(&c, storage.Millis(at), storage.Millis(at))
		if err != nil {
			return err
		}
		if i > 0 {
			q.WriteString(", ")
		}
		q.WriteString("(")
		for j := range 8 {
			if j > 0 {
				q.WriteString(", ")
			}
			q.WriteString("$" + strconv.Itoa(8*i+j+1))
		}
		q.WriteString(")")
		args = append(args, a...)
	}
	_, err := db.q.ExecContext(ctx, q.String(), args...)
	return mapErr(err)
}

// Consignments implements order.AfterStore.
func (db *stores) Consignments(ctx context.Context, orderCode string) ([]order.Consignment, error) {
	rows, err := db.q.QueryContext(ctx, `SELECT `+storage.ConsignmentColumns+` FROM consignments WHERE order_code = $1`, orderCode)
	if err != nil {
		return nil, mapErr(err)
	}
	out, err := storage.ScanAll(rows, storage.ScanConsignment)
	storage.SortConsignments(out)
	return out, mapErr(err)
}

// CustomerConsignments implements order.AfterStore.
func (db *stores) CustomerConsignments(ctx context.Context, customerID string) (map[string][]order.Consignment, error) {
	rows, err := db.q.QueryContext(ctx, `SELECT c.code, c.version, c.details FROM orders o JOIN consignments c ON c.order_code = o.code
		WHERE o.customer_id = $1 AND o.customer_id <> ''`, customerID)
	if err != nil {
		return nil, mapErr(err)
	}
	list, err := storage.ScanAll(rows, storage.ScanConsignment)
	return storage.ByOrder(list), mapErr(err)
}

// UpdateConsignment implements order.AfterStore.
func (db *stores) UpdateConsignment(ctx context.Context, c order.Consignment, at time.Time) error {
	a, err := storage.ConsignmentArgs(&c, 0, storage.Millis(at))
	if err != nil {
		return err
	}
	n, err := storage.Affected(db.q.ExecContext(ctx, `UPDATE consignments SET version = version + 1, status = $1, details = $2, updated_at = $3
		WHERE code = $4 AND version = $5`, a[3], a[5], a[7], c.Code, c.Version))
	if err != nil {
		return mapErr(err)
	}
	if n == 0 {
		var one int
		if err := db.q.QueryRowContext(ctx, `SELECT 1 FROM consignments WHERE code = $1`, c.Code).Scan(&one); errors.Is(err, sql.ErrNoRows) {
			return order.ErrNotFound
		}
		return order.ErrStale
	}
	return nil
}

// Queue implements order.AfterStore.
func (db *stores) Queue(ctx context.Context, f order.QueueFilter) ([]order.Queued, int, error) {
	where, args := storage.QueueWhere(f, func(n int) string { return "$" + strconv.Itoa(n) })
	var total int
	if err := db.q.QueryRowContext(ctx, `SELECT count(*) FROM consignments`+where, args...).Scan(&total); err != nil {
		return nil, 0, mapErr(err)
	}
	rows, err := db.q.QueryContext(ctx, `SELECT code, version, details, created_at FROM consignments`+where+
		` ORDER BY created_at, code LIMIT $`+strconv.Itoa(len(args)+1)+` OFFSET $`+strconv.Itoa(len(args)+2), append(args, f.Limit, f.Offset)...)
	if err != nil {
		return nil, 0, mapErr(err)
	}
	out, err := storage.ScanAll(rows, storage.ScanQueued)
	return out, total, mapErr(err)
}

// InsertReturn implements order.AfterStore.
func (db *stores) InsertReturn(ctx context.Context, r order.Return) error {
	r.Version = 1
	args, err := storage.ReturnArgs(&r)
	if err != nil {
		return err
	}
	_, err = db.q.ExecContext(ctx, `INSERT INTO returns (code, order_code, status, version, details, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`, args...)
	if err = mapErr(err); errors.Is(err, storage.ErrConflict) {
		return order.ErrExists
	}
	return err
}

// Return implements order.AfterStore.
func (db *stores) Return(ctx context.Context, code string) (order.Return, error) {
	r, err := storage.ScanReturn(db.q.QueryRowContext(ctx, `SELECT `+storage.ReturnColumns+` FROM returns WHERE code = $1`, code))
	if errors.Is(err, sql.ErrNoRows) {
		return r, order.ErrNotFound
	}
	return r, mapErr(err)
}

// Returns implements order.AfterStore.
func (db *stores) Returns(ctx context.Context, orderCode string) ([]order.Return, error) {
	rows, err := db.q.QueryContext(ctx, `SELECT `+storage.ReturnColumns+` FROM returns WHERE order_code = $1 ORDER BY created_at, code`, orderCode)
	if err != nil {
		return nil, mapErr(err)
	}
	out, err := storage.ScanAll(rows, storage.ScanReturn)
	return out, mapErr(err)
}

// ReturnsByStatus implements order.AfterStore.
func (db *stores) ReturnsByStatus(ctx context.Context, status order.ReturnStatus, offset, limit int) ([]order.Return, int, error) {
	where, args := "", []any{}
	if status != "" {
		where, args = ` WHERE status = $1`, []any{string(status)}
	}
	var total int
	if err := db.q.QueryRowContext(ctx, `SELECT count(*) FROM returns`+where, args...).Scan(&total); err != nil {
		return nil, 0, mapErr(err)
	}
	sortBy := ` ORDER BY created_at, code`
	if status != "" {
		sortBy = ` ORDER BY status, created_at, code` // the returns_status index's order
	}
	rows, err := db.q.QueryContext(ctx, `SELECT `+storage.ReturnColumns+` FROM returns`+where+sortBy+` LIMIT $`+strconv.Itoa(len(args)+1)+` OFFSET $`+strconv.Itoa(len(args)+2),
		append(args, limit, offset)...)
	if err != nil {
		return nil, 0, mapErr(err)
	}
	out, err := storage.ScanAll(rows, storage.ScanReturn)
	return out, total, mapErr(err)
}

// UpdateReturn implements order.AfterStore.
func (db *stores) UpdateReturn(ctx context.Context, r order.Return) error {
	args, err := storage.ReturnArgs(&r)
	if err != nil {
		return err
	}
	n, err := storage.Affected(db.q.ExecContext(ctx, `UPDATE returns SET version = version + 1, status = $1, details = $2, updated_at = $3
		WHERE code = $4 AND version = $5`, args[2], args[4], args[6], r.Code, r.Version))
	if err != nil {
		return mapErr(err)
	}
	if n == 0 {
		return order.ErrStale
	}
	return nil
}

// PutBackStock implements order.AfterStore.
func (db *stores) PutBackStock(ctx context.Context, lines []order.Line) error {
	if len(lines) == 0 {
		return nil
	}
	return db.inTxChanging(ctx, storage.ChangesFor(change.Stock, storage.LineCodes(lines), time.Now()), func(tx *sql.Tx) error {
		for _, l := range lines {
			if _, err := tx.ExecContext(ctx, `UPDATE stock SET quantity = quantity + $1 WHERE variant_code = $2 AND location = $3`,
				l.Quantity, l.VariantCode, l.Location); err != nil {
				return err
			}
		}
		return nil
	})
}

// CustomerHistoryStamp implements order.AfterStore: the orders' count, versions and last change,
// and the receipts' count, from the indexes alone.
func (db *stores) CustomerHistoryStamp(ctx context.Context, customerID string) (string, error) {
	var n, versions, last, receipts int64
	err := db.q.QueryRowContext(ctx, `SELECT count(*), coalesce(sum(version), 0), coalesce(max(updated_at), 0),
		(SELECT count(*) FROM receipts WHERE customer_id = $1 AND customer_id <> '')
		FROM orders WHERE customer_id = $1 AND customer_id <> ''`, customerID).Scan(&n, &versions, &last, &receipts)
	if err != nil {
		return "", mapErr(err)
	}
	return fmt.Sprintf("%d.%d.%d.%d", n, versions, last, receipts), nil
}

// OrdersByCodes implements order.AfterStore.
func (db *stores) OrdersByCodes(ctx context.Context, codes []string) ([]order.Order, error) {
	if len(codes) == 0 {
		return nil, nil
	}
	rows, err := db.q.QueryContext(ctx, `SELECT `+storage.OrderColumns+` FROM orders WHERE code = ANY($1)`, codes)
	if err != nil {
		return nil, mapErr(err)
	}
	out, err := storage.ScanAll(rows, storage.ScanOrder)
	return out, mapErr(err)
}

// ConsignmentsOfOrders implements order.AfterStore.
func (db *stores) ConsignmentsOfOrders(ctx context.Context, codes []string) (map[string][]order.Consignment, error) {
	if len(codes) == 0 {
		return map[string][]order.Consignment{}, nil
	}
	rows, err := db.q.QueryContext(ctx, `SELECT `+storage.ConsignmentColumns+` FROM consignments WHERE order_code = ANY($1)`, codes)
	if err != nil {
		return nil, mapErr(err)
	}
	list, err := storage.ScanAll(rows, storage.ScanConsignment)
	return storage.ByOrder(list), mapErr(err)
}

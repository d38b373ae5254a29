package storage

import (
	"database/sql"
	"encoding/json"
	"fmt"

	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
)

// OrderColumns are the orders columns ScanOrder reads, in its order.
const OrderColumns = `code, version, customer_id, email, status, mode, store_number, total, details, placed_at, updated_at`

// OrderArgs are an order's values in OrderColumns order, its details as JSON.
func OrderArgs(o *order.Order) ([]any, error) {
	d := o.Details
	if d.Entries == nil {
		d.Entries = []order.Entry{}
	}
	if d.Payments == nil {
		d.Payments = []order.Payment{}
	}
	b, err := json.Marshal(d)
	if err != nil {
		return nil, err
	}
	return []any{o.Code, o.Version, o.CustomerID, o.Email, string(o.Status), string(o.Mode), o.StoreNumber,
		int64(o.Total), string(b), Millis(o.PlacedAt), Millis(o.UpdatedAt)}, nil
}

// ScanOrder reads a row of OrderColumns.
func ScanOrder(s Scanner) (order.Order, error) {
	o, details, err := scanOrderRow(s)
	if err != nil {
		return o, err
	}
	if err := json.Unmarshal([]byte(details), &o.Details); err != nil {
		return o, fmt.Errorf("order %s details: %w", o.Code, err)
	}
	return o, nil
}

// scanOrderRow reads a row of OrderColumns but its details, which it answers as they are stored.
func scanOrderRow(s Scanner) (order.Order, string, error) {
	var o order.Order
	var status, mode, details string
	var total, placed, updated int64
	if err := s.Scan(&o.Code, &o.Version, &o.CustomerID, &o.Email, &status, &mode, &o.StoreNumber, &total, &details,
		&placed, &updated); err != nil {
		return o, "", err
	}
	o.Status, o.Mode, o.Total = order.Status(status), delivery.Mode(mode), money.Cents(total)
	o.PlacedAt, o.UpdatedAt = FromMillis(placed), FromMillis(updated)
	return o, details, nil
}

// AttemptColumns are the payment_attempts columns ScanAttempt reads, in its order.
const AttemptColumns = `id, version, cart_id, method, status, amount, provider_ref, challenge_id, order_code, snapshot, created_at, updated_at`

// AttemptArgs are an attempt's values in AttemptColumns order.
func AttemptArgs(a *order.Attempt) []any {
	snap := string(a.Snapshot)
	if snap == "" {
		snap = "{}"
	}
	return []any{a.ID, a.Version, a.CartID, string(a.Method), string(a.Status), int64(a.Amount), a.ProviderRef, a.ChallengeID,
		a.OrderCode, snap, Millis(a.CreatedAt), Millis(a.UpdatedAt)}
}

// ScanAttempt reads a row of AttemptColumns.
func ScanAttempt(s Scanner) (order.Attempt, error) {
	var a order.Attempt
	var method, status, snap string
	var amount, created, updated int64
	err := s.Scan(&a.ID, &a.Version, &a.CartID, &method, &status, &amount, &a.ProviderRef, &a.ChallengeID, &a.OrderCode, &snap,
		&created, &updated)
	a.Method, a.Status, a.Amount, a.Snapshot = payment.Method(method), order.AttemptStatus(status), money.Cents(amount), []byte(snap)
	a.CreatedAt, a.UpdatedAt = FromMillis(created), FromMillis(updated)
	return a, err
}

// ScanAll reads every row of rows with scan and closes them.
func ScanAll[T any](rows *sql.Rows, scan func(Scanner) (T, error)) ([]T, error) {
	defer rows.Close()
	var out []T
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// ScanString reads a row of one text column.
func ScanString(s Scanner) (string, error) {
	var v string
	err := s.Scan(&v)
	return v, err
}

// LineCodes are the variant codes of stock lines (the change events of taking or putting back).
func LineCodes(lines []order.Line) []string {
	out := make([]string, 0, len(lines))
	for _, l := range lines {
		out = append(out, l.VariantCode)
	}
	return out
}

// briefDetails is the part of an order's details a list of orders shows: decoding only it skips
// the addresses, payments and extras (most of the cost of reading many orders).
type briefDetails struct {
	Entries []struct {
		Number      int    `json:"number"`
		ProductCode string `json:"productCode"`
		Name        string `json:"name"`
		Quantity    int    `json:"quantity"`
	} `json:"entries"`
	Pickup *order.Pickup `json:"pickup,omitempty"`
}

// ScanOrderBrief reads a row of OrderColumns into an order whose details hold only its entries'
// numbers, product codes, names and quantities, and the pickup (a list of orders).
func ScanOrderBrief(s Scanner) (order.Order, error) {
	o, details, err := scanOrderRow(s)
	if err != nil {
		return o, err
	}
	var d briefDetails
	if err := json.Unmarshal([]byte(details), &d); err != nil {
		return o, fmt.Errorf("order %s details: %w", o.Code, err)
	}
	o.Details.Pickup = d.Pickup
	o.Details.Entries = make([]order.Entry, len(d.Entries))
	for i, e := range d.Entries {
		o.Details.Entries[i] = order.Entry{Number: e.Number, ProductCode: e.ProductCode, Name: e.Name, Quantity: e.Quantity}
	}
	return o, nil
}

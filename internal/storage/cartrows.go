package storage

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/delivery"
)

// CartColumns are the carts columns ScanCart reads, in its order.
const CartColumns = `id, customer_id, token_hash, version, entries, next_entry, delivery_mode, postal_code, pickup,
	progressive_notification, notices, created_at, updated_at`

// CartIdleDay is the day (UTC, counted from the epoch) a cart last changed on: the idle-cart index
// is on it rather than on updated_at, so the many changes of one day leave every index untouched
// (on PostgreSQL a heap-only update, without new index entries and dead index tuples per change;
// on SQLite one row write instead of an index delete and insert). The cleanup narrows by the day and
// then compares updated_at exactly.
func CartIdleDay(t time.Time) int64 { return t.UnixMilli() / (24 * 60 * 60 * 1000) }

// CartArgs are a cart's values in CartColumns order: entries, pickup and notices as JSON.
func CartArgs(c *cart.Cart) ([]any, error) {
	entries := c.Entries
	if entries == nil {
		entries = []cart.Entry{}
	}
	e, err := json.Marshal(entries)
	if err != nil {
		return nil, err
	}
	p, err := json.Marshal(c.Pickup)
	if err != nil {
		return nil, err
	}
	notices := c.Notices
	if notices == nil {
		notices = []cart.ItemError{}
	}
	n, err := json.Marshal(notices)
	if err != nil {
		return nil, err
	}
	return []any{c.ID, c.CustomerID, c.TokenHash, c.Version, string(e), c.NextEntry, string(c.Mode), c.PostalCode,
		string(p), c.ProgressiveNotification, string(n), Millis(c.CreatedAt), Millis(c.UpdatedAt)}, nil
}

// CartColumnsOf is CartColumns of the table named t in a join ("c.id, c.customer_id, …").
func CartColumnsOf(t string) string { return columnsOf(t, CartColumns) }

// ScanCart reads a row of CartColumns, then of the extra columns into extra (a join's).
func ScanCart(s Scanner, extra ...any) (cart.Cart, error) {
	var c cart.Cart
	var entries, pickup, notices, mode string
	var created, updated int64
	dest := []any{&c.ID, &c.CustomerID, &c.TokenHash, &c.Version, &entries, &c.NextEntry, &mode, &c.PostalCode,
		&pickup, &c.ProgressiveNotification, &notices, &created, &updated}
	if err := s.Scan(append(dest, extra...)...); err != nil {
		return c, err
	}
	c.Mode, c.CreatedAt, c.UpdatedAt = delivery.Mode(mode), FromMillis(created), FromMillis(updated)
	if err := json.Unmarshal([]byte(entries), &c.Entries); err != nil {
		return c, fmt.Errorf("cart %s entries: %w", c.ID, err)
	}
	if err := json.Unmarshal([]byte(pickup), &c.Pickup); err != nil {
		return c, fmt.Errorf("cart %s pickup: %w", c.ID, err)
	}
	if err := json.Unmarshal([]byte(notices), &c.Notices); err != nil {
		return c, fmt.Errorf("cart %s notices: %w", c.ID, err)
	}
	return c, nil
}

// Package change is the catalogue change feed. Every write to products, categories, stock or stores
// records a change (kind and code) with a sequence number in the same transaction; every node's
// search index and store list read the changes they have not seen and apply them, so listings stay
// true on every node within seconds of a write, whichever node made it.
package change

import (
	"context"
	"time"
)

// Kind says what changed.
type Kind string

// The kinds of change.
const (
	Product  Kind = "product"  // a base product or its variants; Code is the base code
	Stock    Kind = "stock"    // a variant's stock at a location; Code is the variant code
	Category Kind = "category" // the category tree; Code is the category code
	Location Kind = "store"    // a store's details; Code is the store number
)

// Change is one recorded change.
type Change struct {
	Seq  int64
	Kind Kind
	Code string
	At   time.Time
}

// Store persists the feed.
type Store interface {
	// RecordChanges appends changes (their Seq is assigned by the database).
	RecordChanges(ctx context.Context, changes []Change) error
	// ChangesSince returns up to limit changes with Seq > after, in Seq order.
	ChangesSince(ctx context.Context, after int64, limit int) ([]Change, error)
	// LastChange is the highest Seq recorded, 0 for none.
	LastChange(ctx context.Context) (int64, error)
	// DeleteChangesBefore drops changes recorded before t (every node has long applied them).
	DeleteChangesBefore(ctx context.Context, t time.Time) (int, error)
}

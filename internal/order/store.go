package order

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Errors of the Store.
var (
	ErrNotFound = errors.New("order: not found")
	ErrExists   = errors.New("order: code exists")
	ErrStale    = errors.New("order: changed since read")
	// ErrInsufficientStock means a line's units cannot be had; the error is a *ShortError.
	ErrInsufficientStock = errors.New("order: insufficient stock")
)

// ShortError names the line whose stock ran out.
type ShortError struct {
	Line Line
}

func (e *ShortError) Error() string {
	return fmt.Sprintf("order: %d of %s at %s cannot be had", e.Line.Quantity, e.Line.VariantCode, e.Line.Location)
}

// Unwrap makes a ShortError an ErrInsufficientStock.
func (e *ShortError) Unwrap() error { return ErrInsufficientStock }

// Store persists orders and the stock they take.
type Store interface {
	// NextOrderCode hands out a new order number (digits only, never reused).
	NextOrderCode(ctx context.Context) (string, error)
	// InsertOrder stores a new order at version 1; ErrExists when its code is taken.
	InsertOrder(ctx context.Context, o Order) error
	// Order returns the order of code, or ErrNotFound.
	Order(ctx context.Context, code string) (Order, error)
	// OrdersByCustomer returns a customer's orders, newest first, at most limit (0: all).
	OrdersByCustomer(ctx context.Context, customerID string, limit int) ([]Order, error)
	// UpdateOrder replaces the order at o.Version and bumps the stored version; ErrStale when the
	// stored version is no longer o.Version.
	UpdateOrder(ctx context.Context, o Order) error

	// TakeStock takes every line's units with a guarded update (never below zero) and records
	// them as reservations of attempt until expires; all or nothing: a line that cannot be had
	// answers a *ShortError and takes nothing. Listings hear of the change.
	TakeStock(ctx context.Context, attempt string, lines []Line, expires time.Time) error
	// ReleaseStock puts back the stock of attempt's reservations and forgets them; it reports how
	// many reservations there were (0 when already released or kept).
	ReleaseStock(ctx context.Context, attempt string) (int, error)
	// KeepStock forgets attempt's reservations, leaving their stock taken (the order was placed).
	KeepStock(ctx context.Context, attempt string) error
	// ExpiredReservations lists attempts with reservations that expired before now, at most limit.
	ExpiredReservations(ctx context.Context, now time.Time, limit int) ([]string, error)
}

// Queued is a consignment in the staff queue, with its order's code and when it was placed.
type Queued struct {
	OrderCode   string
	Consignment Consignment
	CreatedAt   time.Time
}

// QueueFilter selects the staff queue: consignments in one of Statuses (all when empty) leaving
// from Location ("" for every location), oldest first, a page of Limit after Offset.
type QueueFilter struct {
	Statuses []ConsignmentStatus
	Location string
	Offset   int
	Limit    int
}

// AfterStore persists what happens to an order after it is placed: its consignments and returns.
type AfterStore interface {
	// InsertConsignments stores an order's consignments at version 1.
	InsertConsignments(ctx context.Context, orderCode string, cs []Consignment, at time.Time) error
	// Consignments returns an order's consignments by number.
	Consignments(ctx context.Context, orderCode string) ([]Consignment, error)
	// CustomerOrderBriefs is OrdersByCustomer for a list: each order's details hold only its
	// entries' numbers, product codes, names and quantities, and the pickup.
	CustomerOrderBriefs(ctx context.Context, customerID string, limit int) ([]Order, error)
	// CustomerHistoryStamp is a value that changes whenever the customer's order history does: an
	// order placed, linked or changed (every consignment move changes its order), a receipt attached.
	CustomerHistoryStamp(ctx context.Context, customerID string) (string, error)
	// OrdersByCodes returns the orders of codes that exist, in no particular order.
	OrdersByCodes(ctx context.Context, codes []string) ([]Order, error)
	// ConsignmentsOfOrders returns the consignments of the orders of codes, by order code.
	ConsignmentsOfOrders(ctx context.Context, codes []string) (map[string][]Consignment, error)
	// CustomerConsignments returns the consignments of a customer's orders, by order code.
	CustomerConsignments(ctx context.Context, customerID string) (map[string][]Consignment, error)
	// UpdateConsignment replaces c at c.Version and bumps the stored version; ErrStale when the
	// stored version is no longer c.Version, ErrNotFound when there is no such consignment.
	UpdateConsignment(ctx context.Context, c Consignment, at time.Time) error
	// PutBackStock returns units to their locations' stock (a cancelled consignment's); listings
	// hear of the change.
	PutBackStock(ctx context.Context, lines []Line) error
	// Queue lists consignments for staff (QueueFilter) and how many match in all.
	Queue(ctx context.Context, f QueueFilter) ([]Queued, int, error)

	// InsertReturn stores a new return at version 1; ErrExists when its code is taken.
	InsertReturn(ctx context.Context, r Return) error
	// Return returns a return by code, or ErrNotFound.
	Return(ctx context.Context, code string) (Return, error)
	// Returns returns an order's returns, oldest first.
	Returns(ctx context.Context, orderCode string) ([]Return, error)
	// ReturnsByStatus lists returns in status (all when ""), oldest first, a page of limit after
	// offset, and how many match in all.
	ReturnsByStatus(ctx context.Context, status ReturnStatus, offset, limit int) ([]Return, int, error)
	// UpdateReturn replaces r at r.Version and bumps the stored version; ErrStale when the stored
	// version is no longer r.Version.
	UpdateReturn(ctx context.Context, r Return) error
}

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

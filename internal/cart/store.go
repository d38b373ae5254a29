package cart

import (
	"context"
	"time"
)

// Store persists carts. A cart is read and written whole: its entries travel with it, so the one
// guarded update of UpdateCart covers every part of a change.
type Store interface {
	// CartByToken returns the anonymous cart whose token hashes to tokenHash, or ErrNotFound.
	CartByToken(ctx context.Context, tokenHash string) (Cart, error)
	// CartByCustomer returns the customer's cart, or ErrNotFound.
	CartByCustomer(ctx context.Context, customerID string) (Cart, error)
	// CartByID returns the cart of id, or ErrNotFound (place order finishes a payment by the cart
	// its attempt was for).
	CartByID(ctx context.Context, id string) (Cart, error)
	// InsertCart stores a new cart (Version as given); ErrExists when the owner already has one.
	InsertCart(ctx context.Context, c Cart) error
	// UpdateCart replaces the cart whose id and version are c's, and bumps the stored version to
	// c.Version+1: ErrStale when the stored version is no longer c.Version (or the cart is gone).
	UpdateCart(ctx context.Context, c Cart) error
	// DeleteCart removes a cart (nothing when it is gone already).
	DeleteCart(ctx context.Context, id string) error
	// DeleteIdleCarts removes anonymous carts last changed before idleSince and reports how many.
	DeleteIdleCarts(ctx context.Context, idleSince time.Time) (int, error)
}

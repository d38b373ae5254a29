package account

import (
	"context"
	"time"

	"github.com/wattle/storefront/internal/job"
	"github.com/wattle/storefront/internal/session"
)

// Store persists accounts, their address books, tokens and the security audit log.
type Store interface {
	// InsertCustomer adds an account; ErrEmailTaken when the e-mail has one.
	InsertCustomer(ctx context.Context, c Customer) error
	// Customer returns an account by id, or ErrNotFound.
	Customer(ctx context.Context, id string) (Customer, error)
	// CustomerByEmail returns an account by normalised e-mail, or ErrNotFound.
	CustomerByEmail(ctx context.Context, email string) (Customer, error)
	// UpdateProfile replaces the editable profile fields.
	UpdateProfile(ctx context.Context, id string, p Profile, at time.Time) error
	// SetPreferredStore records the customer's store.
	SetPreferredStore(ctx context.Context, id, storeNumber string, at time.Time) error
	// SetPasswordHash replaces the password and unlocks an account locked by failed attempts.
	SetPasswordHash(ctx context.Context, id, hash string, at time.Time) error
	// LockCustomer locks an account with a reason code.
	LockCustomer(ctx context.Context, id, reason string, at time.Time) error
	// RequestDeletion records a deletion request and when it is due.
	RequestDeletion(ctx context.Context, id string, at, due time.Time) error
	// EraseCustomer removes the customer's personal data: the account row keeps its id (orders
	// point at it) and nothing that names the person; addresses, tokens and resets are deleted and
	// the audit log loses addresses and e-mail hashes.
	EraseCustomer(ctx context.Context, id string, at time.Time) error

	// InsertEvent appends to the security audit log.
	InsertEvent(ctx context.Context, e Event) error
	// FailedSignIns counts the customer's failed sign-ins after since and after their last
	// successful one.
	FailedSignIns(ctx context.Context, customerID string, since time.Time) (int, error)
	// Events returns the customer's audit log, oldest first.
	Events(ctx context.Context, customerID string) ([]Event, error)

	// InsertRememberToken stores a persistent login.
	InsertRememberToken(ctx context.Context, t RememberToken) error
	// RememberToken returns a persistent login by selector, or ErrNotFound.
	RememberToken(ctx context.Context, selector string) (RememberToken, error)
	// DeleteRememberToken revokes one persistent login.
	DeleteRememberToken(ctx context.Context, selector string) error
	// DeleteRememberTokens revokes every persistent login of a customer.
	DeleteRememberTokens(ctx context.Context, customerID string) error

	// InsertPasswordReset stores a reset token (hashed).
	InsertPasswordReset(ctx context.Context, r PasswordReset) error
	// PasswordReset returns a reset token by hash, or ErrNotFound.
	PasswordReset(ctx context.Context, tokenHash string) (PasswordReset, error)
	// UsePasswordReset marks a token used; ErrTokenUsed when it already was (a guarded update, so
	// two requests racing with one token change the password once).
	UsePasswordReset(ctx context.Context, tokenHash string, at time.Time) error
	// DeletePasswordResets voids every reset token of a customer.
	DeletePasswordResets(ctx context.Context, customerID string) error

	// Addresses returns a customer's address book, the default first, then oldest first.
	Addresses(ctx context.Context, customerID string) ([]Address, error)
	// InsertAddress adds an address to a customer's book.
	InsertAddress(ctx context.Context, a Address) error
	// UpdateAddress replaces an address of a.CustomerID's book; ErrAddressNotFound when the book
	// has no such id (another customer's id included).
	UpdateAddress(ctx context.Context, a Address) error
	// DeleteAddress removes an address of the customer's book, or answers ErrAddressNotFound.
	DeleteAddress(ctx context.Context, customerID, id string) error
	// SetDefaultAddress makes one address of the customer's book the default, or answers
	// ErrAddressNotFound.
	SetDefaultAddress(ctx context.Context, customerID, id string) error

	// DeleteExpiredTokens removes persistent logins and reset tokens that expired at or before
	// expiredBy, and audit events older than eventsBefore, and reports how many rows went.
	DeleteExpiredTokens(ctx context.Context, expiredBy, eventsBefore time.Time) (int, error)

	// SubscribeEnews records a newsletter subscription (idempotent by e-mail).
	SubscribeEnews(ctx context.Context, email, source string, at time.Time) error
}

// TxStore is what the account service changes in one unit of work: accounts, sessions (rotated
// at sign-in) and the outbox (e-mail, the deletion job).
type TxStore interface {
	Store
	session.Store
	Enqueue(ctx context.Context, args job.Args, opts *job.InsertOpts) error
}

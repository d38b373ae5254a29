package order

import (
	"context"
	"errors"
	"time"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
)

// AttemptStatus is where a payment attempt stands.
type AttemptStatus string

// Statuses of an attempt. Pending and Challenge are open: their stock is reserved and the
// provider may still say yes; the others are settled.
const (
	AttemptPending   AttemptStatus = "pending"   // recorded, the provider is being asked (or its page is open)
	AttemptChallenge AttemptStatus = "challenge" // waiting for the shopper's 3-D Secure challenge
	AttemptOrdered   AttemptStatus = "ordered"   // approved, and the order is placed (OrderCode)
	AttemptFailed    AttemptStatus = "failed"    // declined, timed out or abandoned: stock put back
)

// Open reports whether the attempt still waits for the provider.
func (s AttemptStatus) Open() bool { return s == AttemptPending || s == AttemptChallenge }

// Attempt is one try to pay for a cart.
type Attempt struct {
	ID          string
	Version     int
	CartID      string
	Method      payment.Method
	Status      AttemptStatus
	Amount      money.Cents
	ProviderRef string // the redirect session or the authorisation
	ChallengeID string
	OrderCode   string
	// Snapshot is the order to place when the payment is approved, as JSON: the cart priced and
	// checked when the attempt began, so that reconciliation can place it after a crash.
	Snapshot  []byte
	CreatedAt time.Time
	UpdatedAt time.Time
}

// ErrAttemptNotFound means no attempt has the id (or challenge, or provider reference) asked for.
var ErrAttemptNotFound = errors.New("order: payment attempt not found")

// AttemptStore persists payment attempts.
type AttemptStore interface {
	// InsertAttempt stores a new attempt at version 1.
	InsertAttempt(ctx context.Context, a Attempt) error
	// Attempt returns the attempt of id, or ErrAttemptNotFound.
	Attempt(ctx context.Context, id string) (Attempt, error)
	// AttemptByChallenge returns the attempt waiting on a 3-D Secure challenge.
	AttemptByChallenge(ctx context.Context, challengeID string) (Attempt, error)
	// AttemptByProviderRef returns the attempt of a redirect session or authorisation.
	AttemptByProviderRef(ctx context.Context, ref string) (Attempt, error)
	// UpdateAttempt replaces the attempt at a.Version and bumps the version; ErrStale when it
	// changed since (two settlements race: one wins).
	UpdateAttempt(ctx context.Context, a Attempt) error
	// OpenAttempts lists open attempts last changed before, oldest first, at most limit
	// (reconciliation).
	OpenAttempts(ctx context.Context, before time.Time, limit int) ([]Attempt, error)
}

package storage

import "errors"

// Shared sentinels: each engine's errors.go turns its driver's errors into these (wrapped with %w,
// the driver error kept for the log), so services and the transport never look at a driver's codes.
var (
	// ErrNotFound means the row asked for does not exist.
	ErrNotFound = errors.New("storage: not found")
	// ErrConflict means a write broke a unique or primary key constraint.
	ErrConflict = errors.New("storage: conflict")
	// ErrRetry means the transaction lost a race with another one (PostgreSQL serialization
	// failure or deadlock, SQLite busy): running it again may succeed. WithTx does so by itself.
	ErrRetry = errors.New("storage: transaction conflict")
)

// MaxTxAttempts is how often WithTx runs a unit of work that keeps failing with ErrRetry.
const MaxTxAttempts = 3

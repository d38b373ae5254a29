package postgres

import (
	"database/sql"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/wattle/storefront/internal/storage"
)

// PostgreSQL error codes mapped to storage's sentinels.
const (
	uniqueViolation      = "23505"
	serializationFailure = "40001"
	deadlockDetected     = "40P01"
	lockNotAvailable     = "55P03"
)

// mapErr turns the driver's errors into storage's sentinels, keeping the original for the log.
// Errors that are already a sentinel (or a domain error) pass through unchanged.
func mapErr(err error) error {
	if err == nil || errors.Is(err, storage.ErrNotFound) || errors.Is(err, storage.ErrConflict) || errors.Is(err, storage.ErrRetry) {
		return err
	}
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("%w: %w", storage.ErrNotFound, err)
	}
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		switch pe.Code {
		case uniqueViolation:
			return fmt.Errorf("%w: %w", storage.ErrConflict, err)
		case serializationFailure, deadlockDetected, lockNotAvailable:
			return fmt.Errorf("%w: %w", storage.ErrRetry, err)
		}
	}
	return err
}

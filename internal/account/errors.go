package account

import (
	"errors"
	"fmt"
	"time"
)

// Domain errors; httpapi maps each to its status and code (docs/errors.md#accounts-and-the-address-book).
var (
	// ErrNotFound: no such customer (storage) — never answered as such to a shopper.
	ErrNotFound = errors.New("account: not found")
	// ErrEmailTaken: an account with that e-mail exists (ERR_LOGIN_REGISTER_USER_EXISTS).
	ErrEmailTaken = errors.New("account: e-mail already registered")
	// ErrBadCredentials: unknown e-mail or wrong password, indistinguishable (ERR_LOGIN_BAD_CREDENTIALS).
	ErrBadCredentials = errors.New("account: bad credentials")
	// ErrLoginRequired: the operation needs a hard sign-in (ERR_LOGIN_REQUIRED).
	ErrLoginRequired = errors.New("account: login required")
	// ErrSignInAgain: the operation needs a recent sign-in (session.RecentSignIn) and this one is
	// older: ERR_LOGIN_REQUIRED too (errors.Is matches ErrLoginRequired), with its own message.
	ErrSignInAgain = fmt.Errorf("%w: sign in again", ErrLoginRequired)
	// ErrWeakPassword: a common or e-mail-derived password (ERR_LOGIN_REGISTER_WEAK_PASSWORD on
	// register, WEAK_PASSWORD on set and change).
	ErrWeakPassword = errors.New("account: weak password")
	// ErrReusedPassword: the new password is the current one (REUSE_PASSWORD).
	ErrReusedPassword = errors.New("account: password reused")
	// ErrInvalidToken: an unknown, expired or used reset token (ERR_PASSWORDRESET_INVALID_TOKEN).
	ErrInvalidToken = errors.New("account: invalid reset token")
	// ErrResetNotPossible: the token's account can no longer be reset (ERR_PASSWORDRESET_GENERAL).
	ErrResetNotPossible = errors.New("account: password reset not possible")
	// ErrAddressNotFound: no such address in the customer's book (ERR_ADDRESS_UNAVAILABLE).
	ErrAddressNotFound = errors.New("account: address not found")
	// ErrBusy: too many password hashes are waiting; try again shortly.
	ErrBusy = errors.New("account: busy")
	// ErrTokenUsed is what a store answers when a reset token was used by a concurrent request.
	ErrTokenUsed = errors.New("account: reset token already used")
)

// LockedError is ERR_LOGIN_ACCOUNT_LOCKED with the account's accountLockReasonCode.
type LockedError struct{ Reason string }

func (e *LockedError) Error() string { return "account: locked (" + e.Reason + ")" }

// LimitedError means too many attempts from one address or at one account: try after RetryAfter.
type LimitedError struct{ RetryAfter time.Duration }

func (e *LimitedError) Error() string {
	return fmt.Sprintf("account: rate limited, retry after %s", e.RetryAfter)
}

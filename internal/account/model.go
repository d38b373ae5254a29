package account

import "time"

// Customer is a shopper's account.
type Customer struct {
	ID        string // the customer number, wattleCustomerId on the wire
	Email     string // normalised: trimmed, lower case
	FirstName string
	LastName  string
	Mobile    string
	// PasswordHash is the argon2id hash in PHC string form.
	PasswordHash       string
	OptIntoMarketing   bool
	SubscribeToRewards bool
	AllowTracking      bool
	PreferredStore     string
	// LockedAt is when the account was locked (zero: not locked) and LockReason why.
	LockedAt   time.Time
	LockReason string
	// PasswordChangedAt is when the password was last set; reset tokens issued before it are void.
	PasswordChangedAt time.Time
	// DeletionRequestedAt and DeletionDueAt: the customer asked to delete the account, and when the
	// deletion job erases it. ErasedAt is when it did.
	DeletionRequestedAt time.Time
	DeletionDueAt       time.Time
	ErasedAt            time.Time
	CreatedAt           time.Time
	UpdatedAt           time.Time
}

// Locked reports whether the customer may not sign in, and why (an accountLockReasonCode).
func (c Customer) Locked() (bool, string) {
	switch {
	case !c.DeletionRequestedAt.IsZero():
		return true, LockDeletionRequested
	case !c.LockedAt.IsZero():
		return true, c.LockReason
	}
	return false, ""
}

// Lock reason codes (accountLockReasonCode: docs/accounts.md#errors); the notices are the web app's.
const (
	// LockTooManyAttempts: five failed sign-ins in 15 minutes; a password reset unlocks.
	LockTooManyAttempts = "TOO_MANY_FAILED_ATTEMPTS"
	// LockSuspiciousActivity: locked by fraud checks or customer service; checkout blocks it.
	LockSuspiciousActivity = "SUSPICIOUS_ACTIVITY"
	// LockDeletionRequested: the customer asked to delete the account.
	LockDeletionRequested = "ACCOUNT_DELETION_REQUESTED"
)

// Profile is what a customer edits on Personal Details.
type Profile struct {
	FirstName          string
	LastName           string
	Mobile             string
	AllowTracking      bool
	SubscribeToRewards bool
	OptIntoMarketing   bool
}

// Address is an entry of a customer's address book.
type Address struct {
	ID              string
	CustomerID      string
	FormType        string // FormSingle (chosen from the address finder) or FormManual
	SingleLineLabel string
	SingleLineID    string
	Line1           string
	Line2           string
	Town            string
	State           string
	PostalCode      string
	Phone           string
	IsBlocked       bool // a parcel locker
	Default         bool
	CreatedAt       time.Time
	UpdatedAt       time.Time
}

// Address form types.
const (
	FormSingle = "single"
	FormManual = "manual"
)

// RememberToken is a persistent login: a browser presents selector.validator in a cookie; only
// the validator's hash is stored, so a database leak does not sign anyone in.
type RememberToken struct {
	Selector      string
	ValidatorHash string
	CustomerID    string
	CreatedAt     time.Time
	ExpiresAt     time.Time
}

// PasswordReset is a single-use reset token, stored hashed.
type PasswordReset struct {
	TokenHash  string
	CustomerID string
	CreatedAt  time.Time
	ExpiresAt  time.Time
	UsedAt     time.Time
}

// Event is an entry of the security audit log.
type Event struct {
	At         time.Time
	Kind       string
	CustomerID string // "" when the e-mail has no account
	// EmailHash is the SHA-256 of the e-mail the event concerns (an unknown e-mail is not kept in
	// clear: it may be a typo of someone else's address).
	EmailHash string
	IP        string
	Detail    string
}

// Security event kinds.
const (
	EventRegister        = "register"
	EventSignIn          = "sign_in"
	EventSignInFailed    = "sign_in_failed"
	EventLocked          = "locked"
	EventSignOut         = "sign_out"
	EventRemembered      = "remembered"
	EventResetRequested  = "password_reset_requested"
	EventReset           = "password_reset"
	EventPasswordChanged = "password_changed"
	EventDeleteRequested = "deletion_requested"
	EventErased          = "erased"
)

// ErasedEmail is what an erased account's e-mail becomes: unique (the column is), undeliverable
// (.invalid is reserved) and naming no one.
func ErasedEmail(customerID string) string { return "erased-" + customerID + "@erased.invalid" }

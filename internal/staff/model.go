// Package staff is the shop's own people: accounts apart from customers' (argon2id passwords,
// lockout, their own sessions), the roles that limit what each may do, and the audit log of every
// change they make (issue 10; docs/staff.md).
package staff

import (
	"context"
	"errors"
	"time"
)

// Role is what a staff member is allowed to do.
type Role string

// Roles, from the narrowest.
const (
	// Fulfilment staff pick, ship and hand over orders and receive returns.
	Fulfilment Role = "fulfilment"
	// CustomerService can do what fulfilment does, refund returns and read any order.
	CustomerService Role = "customer-service"
	// Manager can do everything a store does.
	Manager Role = "manager"
	// Admin can do everything, managing staff included.
	Admin Role = "admin"
)

// Roles lists every role, narrowest first.
var Roles = []Role{Fulfilment, CustomerService, Manager, Admin}

// ParseRole reads a role's name.
func ParseRole(s string) (Role, bool) {
	for _, r := range Roles {
		if string(r) == s {
			return r, true
		}
	}
	return "", false
}

// Member is a staff account.
type Member struct {
	ID           string
	Email        string // normalised (trimmed, lower case)
	Name         string
	Role         Role
	PasswordHash string
	Disabled     bool
	CreatedAt    time.Time
	UpdatedAt    time.Time
}

// Failures are a member's failed sign-ins from one client address (docs/staff.md#sign-in): the
// lockout is per member and address, so that guesses from one place never keep the member out
// of another.
type Failures struct {
	MemberID string
	// Address is the client address the failures came from, as AddressOf keys it.
	Address string
	// Failed counts failures in a row since the last success or lockout; LockedUntil is when a
	// lockout at Address ends (zero, or a time passed: not locked); UpdatedAt is the last failure.
	Failed      int
	LockedUntil time.Time
	UpdatedAt   time.Time
}

// Locked reports whether the member is locked out at the address at now.
func (f Failures) Locked(now time.Time) bool { return now.Before(f.LockedUntil) }

// Session is a signed-in staff member's session; the cookie holds the token, the store its hash.
type Session struct {
	TokenHash string
	StaffID   string
	ExpiresAt time.Time
	CreatedAt time.Time
}

// AuditEntry is one line of the audit log: who did what to what, and when.
type AuditEntry struct {
	ID     int64
	At     time.Time
	Actor  string // the staff member's e-mail ("system" for the shop itself)
	Action string // e.g. "consignment.shipped", "return.refunded", "staff.signIn"
	// Subject is what it was done to (an order, consignment or return code; "" for none).
	Subject string
	// Detail is a short JSON object of what changed (carrier, tracking number, amount...).
	Detail string
}

// Errors of the Store.
var (
	ErrNotFound   = errors.New("staff: not found")
	ErrEmailTaken = errors.New("staff: e-mail has an account")
	// ErrLocked means the member is locked out at the client's address after too many failed
	// sign-ins from it.
	ErrLocked = errors.New("staff: account locked")
)

// AuditStore appends to the audit log; changes made by staff write it in their own transaction.
type AuditStore interface {
	InsertAudit(ctx context.Context, e AuditEntry) error
}

// Store persists staff accounts, their sessions and the audit log. Both storage engines implement
// every domain's Store on one type, so the names carry "Staff" where another domain's Store has
// the same noun (session.Store's Session and DeleteSession, and a membership's Member later).
type Store interface {
	AuditStore
	// InsertStaffMember adds a staff account; ErrEmailTaken when the e-mail has one.
	InsertStaffMember(ctx context.Context, m Member) error
	// StaffMember returns a staff account by id, or ErrNotFound.
	StaffMember(ctx context.Context, id string) (Member, error)
	// StaffMemberByEmail returns a staff account by normalised e-mail, or ErrNotFound.
	StaffMemberByEmail(ctx context.Context, email string) (Member, error)
	// UpdateStaffMember replaces the mutable fields (name, role, hash, disabled, updated at) of
	// m.ID; ErrNotFound when there is none.
	UpdateStaffMember(ctx context.Context, m Member) error
	// RecordStaffFailure counts one failed sign-in of member id from address at now, in one
	// statement so that concurrent failures are all counted (a read-modify-write would lose some,
	// and a burst of guesses would never lock). A count whose last failure was at or before since
	// starts again: this failure is the first. The failure that makes the count reach maxFailed
	// locks the member at address until lockUntil and starts the count again from zero. A member
	// locked at address at now is left alone (locked false, ErrLocked); locked reports whether
	// this failure locked it. Other addresses' counts and locks are not touched.
	RecordStaffFailure(ctx context.Context, id, address string, now, since time.Time, maxFailed int, lockUntil time.Time) (failed int, locked bool, err error)
	// StaffFailures returns member id's failures from address; none: the zero Failures with
	// MemberID and Address set, and no error.
	StaffFailures(ctx context.Context, id, address string) (Failures, error)
	// ClearStaffFailures forgets member id's failures from address (a right password from it),
	// unless the member is locked there at now: a lock is never cleared early.
	ClearStaffFailures(ctx context.Context, id, address string, now time.Time) error
	// StaffLocks returns the locks in force at now, by member id then address.
	StaffLocks(ctx context.Context, now time.Time) ([]Failures, error)
	// DeleteStaleStaffFailures removes the counts whose last failure was at or before since and
	// that hold no lock at now (they count for nothing any more), and reports how many.
	DeleteStaleStaffFailures(ctx context.Context, since, now time.Time) (int, error)
	// StaffMembers lists every staff account by e-mail.
	StaffMembers(ctx context.Context) ([]Member, error)

	// InsertStaffSession stores a session.
	InsertStaffSession(ctx context.Context, s Session) error
	// StaffSession returns an unexpired session by token hash (at now), or ErrNotFound.
	StaffSession(ctx context.Context, tokenHash string, now time.Time) (Session, error)
	// DeleteStaffSession ends one session (none: no error).
	DeleteStaffSession(ctx context.Context, tokenHash string) error
	// DeleteStaffSessions ends every session of a staff member.
	DeleteStaffSessions(ctx context.Context, staffID string) error
	// DeleteExpiredStaffSessions removes sessions that expired at or before now and reports how many.
	DeleteExpiredStaffSessions(ctx context.Context, now time.Time) (int, error)

	// Audit returns the log's entries about subject, oldest first (subject "": the latest
	// entries of the whole log, newest first); at most limit of them (limit ≤ 0: AuditLimit).
	Audit(ctx context.Context, subject string, limit int) ([]AuditEntry, error)
	// AuditOf returns the log's entries about any of subjects in one read (an order's page: the
	// order, its consignments and returns), oldest first by at then id; at most limit about each
	// subject, its oldest (limit ≤ 0: AuditLimit), as Audit(subject, limit) would answer for each.
	// A subject "" or named twice counts once; no subjects, no entries.
	AuditOf(ctx context.Context, subjects []string, limit int) ([]AuditEntry, error)
}

// AuditLimit is how many audit entries a read returns when the caller names no limit.
const AuditLimit = 100

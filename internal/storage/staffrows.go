package storage

import (
	"slices"
	"time"

	"github.com/wattle/storefront/internal/staff"
)

// StaffColumns are the staff columns ScanStaff reads, in its order.
const StaffColumns = `id, email, name, role, password_hash, disabled, created_at, updated_at`

// ScanStaff reads a row of StaffColumns.
func ScanStaff(s Scanner) (staff.Member, error) {
	var m staff.Member
	var role string
	var disabled, created, updated int64
	err := s.Scan(&m.ID, &m.Email, &m.Name, &role, &m.PasswordHash, &disabled, &created, &updated)
	m.Role, m.Disabled = staff.Role(role), disabled != 0
	m.CreatedAt, m.UpdatedAt = FromMillis(created), FromMillis(updated)
	return m, err
}

// StaffArgs are a member's values in StaffColumns order.
func StaffArgs(m *staff.Member) []any {
	return []any{m.ID, m.Email, m.Name, string(m.Role), m.PasswordHash, Flag(m.Disabled), Millis(m.CreatedAt), Millis(m.UpdatedAt)}
}

// StaffFailureColumns are the staff_signin_failures columns ScanStaffFailures reads, in its order.
const StaffFailureColumns = `member_id, address, failed, locked_until, updated_at`

// ScanStaffFailures reads a row of StaffFailureColumns.
func ScanStaffFailures(s Scanner) (staff.Failures, error) {
	var f staff.Failures
	var locked, updated int64
	err := s.Scan(&f.MemberID, &f.Address, &f.Failed, &locked, &updated)
	f.LockedUntil, f.UpdatedAt = FromMillis(locked), FromMillis(updated)
	return f, err
}

// FirstStaffFailure is what RecordStaffFailure writes for a member and address without a count:
// one failure, or a lock at once when one is the limit.
func FirstStaffFailure(maxFailed int, lockUntil time.Time) (failed, lockedUntil int64) {
	if maxFailed <= 1 {
		return 0, Millis(lockUntil)
	}
	return 1, 0
}

// Flag is a boolean as an integer column keeps it (0 or 1, on both engines).
func Flag(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// AuditColumns are the audit_log columns ScanAudit reads, in its order.
const AuditColumns = `id, at, actor, action, subject, detail`

// ScanAudit reads a row of AuditColumns.
func ScanAudit(s Scanner) (staff.AuditEntry, error) {
	var e staff.AuditEntry
	var at int64
	err := s.Scan(&e.ID, &at, &e.Actor, &e.Action, &e.Subject, &e.Detail)
	e.At = FromMillis(at)
	return e, err
}

// AuditSubjects are the subjects an AuditOf read asks for: each once, "" (no subject) left out.
func AuditSubjects(subjects []string) []string {
	out := make([]string, 0, len(subjects))
	for _, s := range subjects {
		if s != "" && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

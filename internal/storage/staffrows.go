package storage

import (
	"slices"

	"github.com/wattle/storefront/internal/staff"
)

// StaffColumns are the staff columns ScanStaff reads, in its order.
const StaffColumns = `id, email, name, role, password_hash, failed, locked_until, disabled, created_at, updated_at`

// ScanStaff reads a row of StaffColumns.
func ScanStaff(s Scanner) (staff.Member, error) {
	var m staff.Member
	var role string
	var locked, disabled, created, updated int64
	err := s.Scan(&m.ID, &m.Email, &m.Name, &role, &m.PasswordHash, &m.Failed, &locked, &disabled, &created, &updated)
	m.Role, m.Disabled = staff.Role(role), disabled != 0
	m.LockedUntil, m.CreatedAt, m.UpdatedAt = FromMillis(locked), FromMillis(created), FromMillis(updated)
	return m, err
}

// StaffArgs are a member's values in StaffColumns order.
func StaffArgs(m *staff.Member) []any {
	return []any{m.ID, m.Email, m.Name, string(m.Role), m.PasswordHash, m.Failed, Millis(m.LockedUntil), Flag(m.Disabled),
		Millis(m.CreatedAt), Millis(m.UpdatedAt)}
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

package storage

import "github.com/wattle/storefront/internal/staff"

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

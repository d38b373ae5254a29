package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/wattle/storefront/internal/staff"
	"github.com/wattle/storefront/internal/storage"
)

var _ staff.Store = (*stores)(nil)

func staffOrNotFound(m staff.Member, err error) (staff.Member, error) {
	if errors.Is(err, sql.ErrNoRows) {
		return staff.Member{}, staff.ErrNotFound
	}
	return m, mapErr(err)
}

// InsertStaffMember implements staff.Store.
func (db *stores) InsertStaffMember(ctx context.Context, m staff.Member) error {
	_, err := db.write.ExecContext(ctx, `INSERT INTO staff (`+storage.StaffColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, storage.StaffArgs(&m)...)
	if err = mapErr(err); errors.Is(err, storage.ErrConflict) {
		return staff.ErrEmailTaken
	}
	return err
}

// StaffMember implements staff.Store.
func (db *stores) StaffMember(ctx context.Context, id string) (staff.Member, error) {
	return staffOrNotFound(storage.ScanStaff(db.read.QueryRowContext(ctx, `SELECT `+storage.StaffColumns+` FROM staff WHERE id = ?`, id)))
}

// StaffMemberByEmail implements staff.Store.
func (db *stores) StaffMemberByEmail(ctx context.Context, email string) (staff.Member, error) {
	return staffOrNotFound(storage.ScanStaff(db.read.QueryRowContext(ctx, `SELECT `+storage.StaffColumns+` FROM staff WHERE email = ?`, email)))
}

// UpdateStaffMember implements staff.Store.
func (db *stores) UpdateStaffMember(ctx context.Context, m staff.Member) error {
	n, err := storage.Affected(db.write.ExecContext(ctx, `UPDATE staff SET name = ?, role = ?, password_hash = ?, failed = ?,
		locked_until = ?, disabled = ?, updated_at = ? WHERE id = ?`,
		m.Name, string(m.Role), m.PasswordHash, m.Failed, storage.Millis(m.LockedUntil), storage.Flag(m.Disabled), storage.Millis(m.UpdatedAt), m.ID))
	if err != nil {
		return mapErr(err)
	}
	if n == 0 {
		return staff.ErrNotFound
	}
	return nil
}

// RecordStaffFailure implements staff.Store. SET expressions all read the row as it was, so both
// CASEs test the count before this failure.
func (db *stores) RecordStaffFailure(ctx context.Context, id string, now time.Time, maxFailed int, lockUntil time.Time) (int, bool, error) {
	var failed int
	var until int64
	err := db.write.QueryRowContext(ctx, `UPDATE staff SET
		failed = CASE WHEN failed + 1 >= ? THEN 0 ELSE failed + 1 END,
		locked_until = CASE WHEN failed + 1 >= ? THEN ? ELSE locked_until END,
		updated_at = ?
		WHERE id = ? AND locked_until <= ? RETURNING failed, locked_until`,
		maxFailed, maxFailed, storage.Millis(lockUntil), storage.Millis(now), id, storage.Millis(now)).Scan(&failed, &until)
	if errors.Is(err, sql.ErrNoRows) {
		// Locked already (by a concurrent failure, perhaps), or no such member.
		if _, err := db.StaffMember(ctx, id); err != nil {
			return 0, false, err
		}
		return 0, false, staff.ErrLocked
	}
	if err != nil {
		return 0, false, mapErr(err)
	}
	return failed, until > storage.Millis(now), nil
}

// StaffMembers implements staff.Store.
func (db *stores) StaffMembers(ctx context.Context) ([]staff.Member, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT `+storage.StaffColumns+` FROM staff ORDER BY email`)
	if err != nil {
		return nil, mapErr(err)
	}
	defer rows.Close()
	var out []staff.Member
	for rows.Next() {
		m, err := storage.ScanStaff(rows)
		if err != nil {
			return nil, mapErr(err)
		}
		out = append(out, m)
	}
	return out, mapErr(rows.Err())
}

// InsertStaffSession implements staff.Store.
func (db *stores) InsertStaffSession(ctx context.Context, s staff.Session) error {
	_, err := db.write.ExecContext(ctx, `INSERT INTO staff_sessions (token_hash, staff_id, expires_at, created_at) VALUES (?, ?, ?, ?)`,
		s.TokenHash, s.StaffID, storage.Millis(s.ExpiresAt), storage.Millis(s.CreatedAt))
	return mapErr(err)
}

// StaffSession implements staff.Store.
func (db *stores) StaffSession(ctx context.Context, tokenHash string, now time.Time) (staff.Session, error) {
	s := staff.Session{TokenHash: tokenHash}
	var expires, created int64
	err := db.read.QueryRowContext(ctx, `SELECT staff_id, expires_at, created_at FROM staff_sessions WHERE token_hash = ? AND expires_at > ?`,
		tokenHash, storage.Millis(now)).Scan(&s.StaffID, &expires, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return staff.Session{}, staff.ErrNotFound
	}
	s.ExpiresAt, s.CreatedAt = storage.FromMillis(expires), storage.FromMillis(created)
	return s, mapErr(err)
}

// DeleteStaffSession implements staff.Store.
func (db *stores) DeleteStaffSession(ctx context.Context, tokenHash string) error {
	_, err := db.write.ExecContext(ctx, `DELETE FROM staff_sessions WHERE token_hash = ?`, tokenHash)
	return mapErr(err)
}

// DeleteStaffSessions implements staff.Store.
func (db *stores) DeleteStaffSessions(ctx context.Context, staffID string) error {
	_, err := db.write.ExecContext(ctx, `DELETE FROM staff_sessions WHERE staff_id = ?`, staffID)
	return mapErr(err)
}

// DeleteExpiredStaffSessions implements staff.Store.
func (db *stores) DeleteExpiredStaffSessions(ctx context.Context, now time.Time) (int, error) {
	n, err := storage.Affected(db.write.ExecContext(ctx, `DELETE FROM staff_sessions WHERE expires_at <= ?`, storage.Millis(now)))
	return n, mapErr(err)
}

// InsertAudit implements staff.AuditStore.
func (db *stores) InsertAudit(ctx context.Context, e staff.AuditEntry) error {
	_, err := db.write.ExecContext(ctx, `INSERT INTO audit_log (at, actor, action, subject, detail) VALUES (?, ?, ?, ?, ?)`,
		storage.Millis(e.At), e.Actor, e.Action, e.Subject, e.Detail)
	return mapErr(err)
}

// Audit implements staff.Store. A subject's entries go through the partial index on subject, whose
// condition the query states (the planner cannot know the parameter is not empty); the whole log's
// latest entries are the last of the index on at, read backwards and stopped at the limit.
func (db *stores) Audit(ctx context.Context, subject string, limit int) ([]staff.AuditEntry, error) {
	if limit <= 0 {
		limit = staff.AuditLimit
	}
	var rows *sql.Rows
	var err error
	if subject != "" {
		rows, err = db.read.QueryContext(ctx, `SELECT `+storage.AuditColumns+` FROM audit_log
			WHERE subject = ? AND subject <> '' ORDER BY at, id LIMIT ?`, subject, limit)
	} else {
		rows, err = db.read.QueryContext(ctx, `SELECT `+storage.AuditColumns+` FROM audit_log
			ORDER BY at DESC, id DESC LIMIT ?`, limit)
	}
	if err != nil {
		return nil, mapErr(err)
	}
	out, err := storage.ScanAll(rows, storage.ScanAudit)
	return out, mapErr(err)
}

// AuditOf implements staff.Store: the subjects' rows through the partial index on subject (its
// condition stated), numbered within each subject oldest first so that each keeps its oldest
// limit, as Audit(subject, limit) does. SQLite has no LATERAL join to stop each subject's index
// read at the limit; a subject's entries are a handful (an order's, a consignment's moves, a
// return's steps), so numbering them all costs nothing.
func (db *stores) AuditOf(ctx context.Context, subjects []string, limit int) ([]staff.AuditEntry, error) {
	if limit <= 0 {
		limit = staff.AuditLimit
	}
	subjects = storage.AuditSubjects(subjects)
	if len(subjects) == 0 {
		return nil, nil
	}
	rows, err := db.read.QueryContext(ctx, `SELECT `+storage.AuditColumns+` FROM (
		SELECT `+storage.AuditColumns+`, row_number() OVER (PARTITION BY subject ORDER BY at, id) AS n FROM audit_log
		WHERE subject IN (`+placeholders(len(subjects))+`) AND subject <> '')
		WHERE n <= ? ORDER BY at, id`, append(storage.Args(subjects), limit)...)
	if err != nil {
		return nil, mapErr(err)
	}
	out, err := storage.ScanAll(rows, storage.ScanAudit)
	return out, mapErr(err)
}

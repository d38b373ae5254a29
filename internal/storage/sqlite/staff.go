package sqlite

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"slices"
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
	_, err := db.write.ExecContext(ctx, `INSERT INTO staff (`+storage.StaffColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, storage.StaffArgs(&m)...)
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
	n, err := storage.Affected(db.write.ExecContext(ctx, `UPDATE staff SET name = ?, role = ?, password_hash = ?, disabled = ?, updated_at = ?
		WHERE id = ?`, m.Name, string(m.Role), m.PasswordHash, storage.Flag(m.Disabled), storage.Millis(m.UpdatedAt), m.ID))
	if err != nil {
		return mapErr(err)
	}
	if n == 0 {
		return staff.ErrNotFound
	}
	return nil
}

// RecordStaffFailure implements staff.Store: an insert of the first failure, or an update of the
// count there is, in one statement. SET expressions all read the row as it was, so each CASE tests
// the count before this failure; a count last touched at or before since counts as zero; a lock
// that has passed is cleared. A row locked at now is not updated, so nothing is returned: ErrLocked.
func (db *stores) RecordStaffFailure(ctx context.Context, id, address string, now, since time.Time, maxFailed int, lockUntil time.Time) (int, bool, error) {
	first, firstLock := storage.FirstStaffFailure(maxFailed, lockUntil)
	var failed int
	var until int64
	err := db.write.QueryRowContext(ctx, `INSERT INTO staff_signin_failures AS f (member_id, address, failed, locked_until, updated_at)
		VALUES (?1, ?2, ?3, ?4, ?5)
		ON CONFLICT (member_id, address) DO UPDATE SET
		failed = CASE WHEN (CASE WHEN f.updated_at <= ?6 THEN 0 ELSE f.failed END) + 1 >= ?7 THEN 0
			ELSE (CASE WHEN f.updated_at <= ?6 THEN 0 ELSE f.failed END) + 1 END,
		locked_until = CASE WHEN (CASE WHEN f.updated_at <= ?6 THEN 0 ELSE f.failed END) + 1 >= ?7 THEN ?8 ELSE 0 END,
		updated_at = ?5
		WHERE f.locked_until <= ?5 RETURNING failed, locked_until`,
		id, address, first, firstLock, storage.Millis(now), storage.Millis(since), maxFailed, storage.Millis(lockUntil)).Scan(&failed, &until)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, false, staff.ErrLocked
	}
	if err != nil {
		return 0, false, mapErr(err)
	}
	return failed, until > storage.Millis(now), nil
}

// StaffFailures implements staff.Store.
func (db *stores) StaffFailures(ctx context.Context, id, address string) (staff.Failures, error) {
	f, err := storage.ScanStaffFailures(db.read.QueryRowContext(ctx, `SELECT `+storage.StaffFailureColumns+`
		FROM staff_signin_failures WHERE member_id = ? AND address = ?`, id, address))
	if errors.Is(err, sql.ErrNoRows) {
		return staff.Failures{MemberID: id, Address: address}, nil
	}
	return f, mapErr(err)
}

// ClearStaffFailures implements staff.Store.
func (db *stores) ClearStaffFailures(ctx context.Context, id, address string, now time.Time) error {
	_, err := db.write.ExecContext(ctx, `DELETE FROM staff_signin_failures WHERE member_id = ? AND address = ? AND locked_until <= ?`,
		id, address, storage.Millis(now))
	return mapErr(err)
}

// StaffLocks implements staff.Store.
func (db *stores) StaffLocks(ctx context.Context, now time.Time) ([]staff.Failures, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT `+storage.StaffFailureColumns+` FROM staff_signin_failures
		WHERE locked_until > ?`, storage.Millis(now))
	if err != nil {
		return nil, mapErr(err)
	}
	defer rows.Close()
	var out []staff.Failures
	for rows.Next() {
		f, err := storage.ScanStaffFailures(rows)
		if err != nil {
			return nil, mapErr(err)
		}
		out = append(out, f)
	}
	// Sorted here: the read goes by the locked_until index, which the order would not.
	slices.SortFunc(out, func(a, b staff.Failures) int {
		return cmp.Or(cmp.Compare(a.MemberID, b.MemberID), cmp.Compare(a.Address, b.Address))
	})
	return out, mapErr(rows.Err())
}

// DeleteStaleStaffFailures implements staff.Store.
func (db *stores) DeleteStaleStaffFailures(ctx context.Context, since, now time.Time) (int, error) {
	n, err := storage.Affected(db.write.ExecContext(ctx, `DELETE FROM staff_signin_failures WHERE updated_at <= ? AND locked_until <= ?`,
		storage.Millis(since), storage.Millis(now)))
	return int(n), mapErr(err)
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

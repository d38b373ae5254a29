package postgres

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
	_, err := db.q.ExecContext(ctx, `INSERT INTO staff (`+storage.StaffColumns+`) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, storage.StaffArgs(&m)...)
	if err = mapErr(err); errors.Is(err, storage.ErrConflict) {
		return staff.ErrEmailTaken
	}
	return err
}

// StaffMember implements staff.Store.
func (db *stores) StaffMember(ctx context.Context, id string) (staff.Member, error) {
	return staffOrNotFound(storage.ScanStaff(db.q.QueryRowContext(ctx, `SELECT `+storage.StaffColumns+` FROM staff WHERE id = $1`, id)))
}

// StaffMemberByEmail implements staff.Store.
func (db *stores) StaffMemberByEmail(ctx context.Context, email string) (staff.Member, error) {
	return staffOrNotFound(storage.ScanStaff(db.q.QueryRowContext(ctx, `SELECT `+storage.StaffColumns+` FROM staff WHERE email = $1`, email)))
}

// UpdateStaffMember implements staff.Store.
func (db *stores) UpdateStaffMember(ctx context.Context, m staff.Member) error {
	n, err := storage.Affected(db.q.ExecContext(ctx, `UPDATE staff SET name = $1, role = $2, password_hash = $3, disabled = $4, updated_at = $5
		WHERE id = $6`, m.Name, string(m.Role), m.PasswordHash, storage.Flag(m.Disabled), storage.Millis(m.UpdatedAt), m.ID))
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
	err := db.q.QueryRowContext(ctx, `INSERT INTO staff_signin_failures AS f (member_id, address, failed, locked_until, updated_at)
		VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (member_id, address) DO UPDATE SET
		failed = CASE WHEN (CASE WHEN f.updated_at <= $6 THEN 0 ELSE f.failed END) + 1 >= $7 THEN 0
			ELSE (CASE WHEN f.updated_at <= $6 THEN 0 ELSE f.failed END) + 1 END,
		locked_until = CASE WHEN (CASE WHEN f.updated_at <= $6 THEN 0 ELSE f.failed END) + 1 >= $7 THEN $8::bigint ELSE 0 END,
		updated_at = $5
		WHERE f.locked_until <= $5 RETURNING f.failed, f.locked_until`,
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
	f, err := storage.ScanStaffFailures(db.q.QueryRowContext(ctx, `SELECT `+storage.StaffFailureColumns+`
		FROM staff_signin_failures WHERE member_id = $1 AND address = $2`, id, address))
	if errors.Is(err, sql.ErrNoRows) {
		return staff.Failures{MemberID: id, Address: address}, nil
	}
	return f, mapErr(err)
}

// ClearStaffFailures implements staff.Store.
func (db *stores) ClearStaffFailures(ctx context.Context, id, address string, now time.Time) error {
	_, err := db.q.ExecContext(ctx, `DELETE FROM staff_signin_failures WHERE member_id = $1 AND address = $2 AND locked_until <= $3`,
		id, address, storage.Millis(now))
	return mapErr(err)
}

// StaffLocks implements staff.Store.
func (db *stores) StaffLocks(ctx context.Context, now time.Time) ([]staff.Failures, error) {
	rows, err := db.q.QueryContext(ctx, `SELECT `+storage.StaffFailureColumns+` FROM staff_signin_failures
		WHERE locked_until > $1`, storage.Millis(now))
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
	n, err := storage.Affected(db.q.ExecContext(ctx, `DELETE FROM staff_signin_failures WHERE updated_at <= $1 AND locked_until <= $2`,
		storage.Millis(since), storage.Millis(now)))
	return int(n), mapErr(err)
}

// StaffMembers implements staff.Store.
func (db *stores) StaffMembers(ctx context.Context) ([]staff.Member, error) {
	rows, err := db.q.QueryContext(ctx, `SELECT `+storage.StaffColumns+` FROM staff ORDER BY email`)
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
	_, err := db.q.ExecContext(ctx, `INSERT INTO staff_sessions (token_hash, staff_id, expires_at, created_at) VALUES ($1, $2, $3, $4)`,
		s.TokenHash, s.StaffID, storage.Millis(s.ExpiresAt), storage.Millis(s.CreatedAt))
	return mapErr(err)
}

// StaffSession implements staff.Store.
func (db *stores) StaffSession(ctx context.Context, tokenHash string, now time.Time) (staff.Session, error) {
	s := staff.Session{TokenHash: tokenHash}
	var expires, created int64
	err := db.q.QueryRowContext(ctx, `SELECT staff_id, expires_at, created_at FROM staff_sessions WHERE token_hash = $1 AND expires_at > $2`,
		tokenHash, storage.Millis(now)).Scan(&s.StaffID, &expires, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return staff.Session{}, staff.ErrNotFound
	}
	s.ExpiresAt, s.CreatedAt = storage.FromMillis(expires), storage.FromMillis(created)
	return s, mapErr(err)
}

// DeleteStaffSession implements staff.Store.
func (db *stores) DeleteStaffSession(ctx context.Context, tokenHash string) error {
	_, err := db.q.ExecContext(ctx, `DELETE FROM staff_sessions WHERE token_hash = $1`, tokenHash)
	return mapErr(err)
}

// DeleteStaffSessions implements staff.Store.
func (db *stores) DeleteStaffSessions(ctx context.Context, staffID string) error {
	_, err := db.q.ExecContext(ctx, `DELETE FROM staff_sessions WHERE staff_id = $1`, staffID)
	return mapErr(err)
}

// DeleteExpiredStaffSessions implements staff.Store.
func (db *stores) DeleteExpiredStaffSessions(ctx context.Context, now time.Time) (int, error) {
	n, err := storage.Affected(db.q.ExecContext(ctx, `DELETE FROM staff_sessions WHERE expires_at <= $1`, storage.Millis(now)))
	return n, mapErr(err)
}

// InsertAudit implements staff.AuditStore.
func (db *stores) InsertAudit(ctx context.Context, e staff.AuditEntry) error {
	_, err := db.q.ExecContext(ctx, `INSERT INTO audit_log (at, actor, action, subject, detail) VALUES ($1, $2, $3, $4, $5)`,
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
		rows, err = db.q.QueryContext(ctx, `SELECT `+storage.AuditColumns+` FROM audit_log
			WHERE subject = $1 AND subject <> '' ORDER BY at, id LIMIT $2`, subject, limit)
	} else {
		rows, err = db.q.QueryContext(ctx, `SELECT `+storage.AuditColumns+` FROM audit_log
			ORDER BY at DESC, id DESC LIMIT $1`, limit)
	}
	if err != nil {
		return nil, mapErr(err)
	}
	out, err := storage.ScanAll(rows, storage.ScanAudit)
	return out, mapErr(err)
}

// AuditOf implements staff.Store: for each subject, a LATERAL read of its oldest limit entries
// through the partial index on subject (its condition stated), as Audit(subject, limit) reads
// them, each stopped at the limit; then all of them oldest first.
func (db *stores) AuditOf(ctx context.Context, subjects []string, limit int) ([]staff.AuditEntry, error) {
	if limit <= 0 {
		limit = staff.AuditLimit
	}
	subjects = storage.AuditSubjects(subjects)
	if len(subjects) == 0 {
		return nil, nil
	}
	rows, err := db.q.QueryContext(ctx, `SELECT a.id, a.at, a.actor, a.action, a.subject, a.detail
		FROM unnest($1::text[]) AS s(subject)
		CROSS JOIN LATERAL (SELECT `+storage.AuditColumns+` FROM audit_log
			WHERE audit_log.subject = s.subject AND audit_log.subject <> '' ORDER BY at, id LIMIT $2) AS a
		ORDER BY a.at, a.id`, subjects, limit)
	if err != nil {
		return nil, mapErr(err)
	}
	out, err := storage.ScanAll(rows, storage.ScanAudit)
	return out, mapErr(err)
}

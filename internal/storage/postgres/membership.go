package postgres

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/membership"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/storage"
)

var _ membership.StaffStore = (*stores)(nil)

func membershipOrNotFound(m membership.Membership, err error) (membership.Membership, error) {
	if errors.Is(err, sql.ErrNoRows) {
		return membership.Membership{}, membership.ErrNotFound
	}
	return m, mapErr(err)
}

// Membership implements membership.Store.
func (db *stores) Membership(ctx context.Context, customerID string) (membership.Membership, error) {
	return membershipOrNotFound(storage.ScanMembership(db.q.QueryRowContext(ctx,
		`SELECT `+storage.MembershipColumns+` FROM memberships WHERE customer_id = $1`, customerID)))
}

// MembershipByEmail implements membership.StaffStore: the customer's e-mail as the account has it now.
func (db *stores) MembershipByEmail(ctx context.Context, email string) (membership.Membership, error) {
	return membershipOrNotFound(storage.ScanMembership(db.q.QueryRowContext(ctx,
		`SELECT `+storage.MembershipColumns+` FROM memberships WHERE customer_id = (SELECT id FROM customers WHERE email = $1)`, email)))
}

// InsertMembership implements membership.Store.
func (db *stores) InsertMembership(ctx context.Context, m membership.Membership) error {
	_, err := db.q.ExecContext(ctx, `INSERT INTO memberships (`+storage.MembershipColumns+`) VALUES (`+
		dollars(25)+`)`, append(storage.MembershipArgs(m), 1)...)
	if err = mapErr(err); errors.Is(err, storage.ErrConflict) {
		return membership.ErrExists
	}
	return err
}

// UpdateMembership implements membership.Store.
func (db *stores) UpdateMembership(ctx context.Context, m membership.Membership) error {
	args := storage.MembershipArgs(m)
	n, err := storage.Affected(db.q.ExecContext(ctx, `UPDATE memberships SET `+storage.MembershipSet(dollar)+
		`, version = version + 1 WHERE customer_id = `+dollar(24)+` AND version = `+dollar(25), append(args[1:], m.CustomerID, m.Version)...))
	if err != nil {
		return mapErr(err)
	}
	if n == 0 {
		return membership.ErrStale
	}
	return nil
}

// DueMemberships implements membership.Store.
func (db *stores) DueMemberships(ctx context.Context, now time.Time, limit int) ([]string, error) {
	rows, err := db.q.QueryContext(ctx, `SELECT customer_id FROM memberships WHERE due_at > 0 AND due_at <= $1
		ORDER BY due_at, customer_id LIMIT $2`, storage.Millis(now), limit)
	if err != nil {
		return nil, mapErr(err)
	}
	return storage.ScanAll(rows, func(s storage.Scanner) (string, error) {
		var id string
		return id, s.Scan(&id)
	})
}

// InsertCharge implements membership.Store.
func (db *stores) InsertCharge(ctx context.Context, c membership.ChargeRecord) error {
	_, err := db.q.ExecContext(ctx, `INSERT INTO membership_charges (`+storage.ChargeColumns+`) VALUES (`+dollars(14)+`)`, storage.ChargeArgs(c)...)
	if err = mapErr(err); errors.Is(err, storage.ErrConflict) {
		return membership.ErrExists
	}
	return err
}

// SettleCharge implements membership.Store.
func (db *stores) SettleCharge(ctx context.Context, c membership.ChargeRecord) error {
	n, err := storage.Affected(db.q.ExecContext(ctx, `UPDATE membership_charges SET status = $1, provider_ref = $2, card_type = $3,
		last4 = $4, decided_at = $5 WHERE id = $6 AND status = 'pending'`, string(c.Status), c.ProviderRef, c.CardType, c.Last4,
		storage.Millis(c.DecidedAt), c.ID))
	if err != nil {
		return mapErr(err)
	}
	if n == 0 {
		return membership.ErrStale
	}
	return nil
}

// MarkChargeRefunded implements membership.Store.
func (db *stores) MarkChargeRefunded(ctx context.Context, chargeID string) error {
	_, err := db.q.ExecContext(ctx, `UPDATE membership_charges SET status = 'refunded' WHERE id = $1 AND status = 'paid'`, chargeID)
	return mapErr(err)
}

// Charges implements membership.Store.
func (db *stores) Charges(ctx context.Context, customerID string) ([]membership.ChargeRecord, error) {
	rows, err := db.q.QueryContext(ctx, `SELECT `+storage.ChargeColumns+` FROM membership_charges WHERE customer_id = $1
		ORDER BY created_at DESC, period DESC, attempt DESC`, customerID)
	if err != nil {
		return nil, mapErr(err)
	}
	return storage.ScanAll(rows, storage.ScanCharge)
}

// MemberSavings implements membership.Store.
func (db *stores) MemberSavings(ctx context.Context, customerID string, since time.Time) (money.Cents, error) {
	var n int64
	err := db.q.QueryRowContext(ctx, `SELECT COALESCE(SUM(amount), 0) FROM member_savings WHERE customer_id = $1 AND placed_at >= $2`,
		customerID, storage.Millis(since)).Scan(&n)
	return money.Cents(n), mapErr(err)
}

// RecordMemberSaving keeps what a member saved on an order (placed in the order's transaction).
func (db *stores) RecordMemberSaving(ctx context.Context, orderCode, customerID string, amount money.Cents, at time.Time) error {
	_, err := db.q.ExecContext(ctx, `INSERT INTO member_savings (order_code, customer_id, amount, placed_at) VALUES ($1, $2, $3, $4)
		ON CONFLICT (order_code) DO NOTHING`, orderCode, customerID, int64(amount), storage.Millis(at))
	return mapErr(err)
}

// SandboxClockOffset is how far the sandbox's clock runs ahead of the real one (0 when never moved).
func (db *stores) SandboxClockOffset(ctx context.Context) (time.Duration, error) {
	var ms int64
	err := db.q.QueryRowContext(ctx, `SELECT offset_ms FROM sandbox_clock WHERE id = 1`).Scan(&ms)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return time.Duration(ms) * time.Millisecond, mapErr(err)
}

// SetSandboxClockOffset moves the sandbox's clock to offset ahead of the real one; never back.
func (db *stores) SetSandboxClockOffset(ctx context.Context, offset time.Duration) error {
	_, err := db.q.ExecContext(ctx, `INSERT INTO sandbox_clock (id, offset_ms) VALUES (1, $1)
		ON CONFLICT (id) DO UPDATE SET offset_ms = CASE WHEN excluded.offset_ms > sandbox_clock.offset_ms
		THEN excluded.offset_ms ELSE sandbox_clock.offset_ms END`, offset.Milliseconds())
	return mapErr(err)
}

// dollar is PostgreSQL's n-th placeholder.
func dollar(n int) string { return "$" + strconv.Itoa(n) }

// dollars are the placeholders $1 … $n.
func dollars(n int) string {
	s := make([]string, n)
	for i := range s {
		s[i] = dollar(i + 1)
	}
	return strings.Join(s, ", ")
}

// UseWelcome implements checkout.MemberStore: one statement, so two orders racing for the reward
// cannot both see it unused.
func (db *stores) UseWelcome(ctx context.Context, customerID string) (bool, error) {
	n, err := storage.Affected(db.q.ExecContext(ctx, `UPDATE memberships SET welcome_used = 1, version = version + 1
		WHERE customer_id = $1 AND welcome_used = 0`, customerID))
	return n == 1, mapErr(err)
}

package storage

import (
	"database/sql"

	"github.com/wattle/storefront/internal/account"
)

// CustomerColumns are the customers columns ScanCustomer reads, in its order.
const CustomerColumns = `id, email, first_name, last_name, mobile, password_hash, opt_into_marketing, subscribe_to_rewards,
	allow_tracking, preferred_store, locked_at, lock_reason, password_changed_at, deletion_requested_at, deletion_due_at,
	erased_at, created_at, updated_at`

// CustomerArgs are a customer's values in CustomerColumns order.
func CustomerArgs(c *account.Customer) []any {
	return []any{c.ID, c.Email, c.FirstName, c.LastName, c.Mobile, c.PasswordHash, c.OptIntoMarketing, c.SubscribeToRewards,
		c.AllowTracking, c.PreferredStore, Millis(c.LockedAt), c.LockReason, Millis(c.PasswordChangedAt),
		Millis(c.DeletionRequestedAt), Millis(c.DeletionDueAt), Millis(c.ErasedAt), Millis(c.CreatedAt), Millis(c.UpdatedAt)}
}

// ScanCustomer reads a row of CustomerColumns.
func ScanCustomer(s Scanner) (account.Customer, error) {
	var c account.Customer
	var locked, changed, requested, due, erased, created, updated int64
	err := s.Scan(&c.ID, &c.Email, &c.FirstName, &c.LastName, &c.Mobile, &c.PasswordHash, &c.OptIntoMarketing,
		&c.SubscribeToRewards, &c.AllowTracking, &c.PreferredStore, &locked, &c.LockReason, &changed, &requested, &due,
		&erased, &created, &updated)
	c.LockedAt, c.PasswordChangedAt, c.DeletionRequestedAt = FromMillis(locked), FromMillis(changed), FromMillis(requested)
	c.DeletionDueAt, c.ErasedAt, c.CreatedAt, c.UpdatedAt = FromMillis(due), FromMillis(erased), FromMillis(created), FromMillis(updated)
	return c, err
}

// AddressColumns are the addresses columns ScanAddress reads, in its order.
const AddressColumns = `id, customer_id, form_type, single_line_label, single_line_id, line1, line2, town, state, postal_code,
	phone, is_blocked, is_default, created_at, updated_at`

// AddressArgs are an address's values in AddressColumns order.
func AddressArgs(a *account.Address) []any {
	return []any{a.ID, a.CustomerID, a.FormType, a.SingleLineLabel, a.SingleLineID, a.Line1, a.Line2, a.Town, a.State,
		a.PostalCode, a.Phone, a.IsBlocked, a.Default, Millis(a.CreatedAt), Millis(a.UpdatedAt)}
}

// ScanAddresses reads rows of AddressColumns and closes them.
func ScanAddresses(rows *sql.Rows) ([]account.Address, error) {
	defer rows.Close()
	var out []account.Address
	for rows.Next() {
		var a account.Address
		var created, updated int64
		if err := rows.Scan(&a.ID, &a.CustomerID, &a.FormType, &a.SingleLineLabel, &a.SingleLineID, &a.Line1, &a.Line2,
			&a.Town, &a.State, &a.PostalCode, &a.Phone, &a.IsBlocked, &a.Default, &created, &updated); err != nil {
			return nil, err
		}
		a.CreatedAt, a.UpdatedAt = FromMillis(created), FromMillis(updated)
		out = append(out, a)
	}
	return out, rows.Err()
}

// ScanEvents reads (at, kind, customer_id, email_hash, ip, detail) rows and closes them.
func ScanEvents(rows *sql.Rows) ([]account.Event, error) {
	defer rows.Close()
	var out []account.Event
	for rows.Next() {
		var e account.Event
		var at int64
		if err := rows.Scan(&at, &e.Kind, &e.CustomerID, &e.EmailHash, &e.IP, &e.Detail); err != nil {
			return nil, err
		}
		e.At = FromMillis(at)
		out = append(out, e)
	}
	return out, rows.Err()
}

package aftersale

import (
	"cmp"
	"context"
	"slices"
	"strings"

	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/staff"
)

// The back office's reads (docs/staff.md): each answers its page in a fixed number of statements,
// however many rows the page holds, and hands the transport domain values to encode.

// AuditLog reads the staff's audit log (staff.Store's AuditOf).
type AuditLog interface {
	// AuditOf returns the entries about any of subjects, oldest first by at then id, at most
	// limit about each.
	AuditOf(ctx context.Context, subjects []string, limit int) ([]staff.AuditEntry, error)
}

// AuditPerSubject is how many entries of each of an order's subjects (the order, each consignment,
// each return) its staff page shows, the oldest: more than any consignment's moves or return's steps.
const AuditPerSubject = 200

// StaffView is an order as the back office shows it: with its consignments, returns and audit log.
type StaffView struct {
	View
	// Audit is what was done to the order, its consignments and its returns, oldest first.
	Audit []staff.AuditEntry
}

// StaffOrder is any order with its consignments, returns and audit log (getStaffOrder): four
// statements, however many consignments and returns it has.
func (s *Service) StaffOrder(ctx context.Context, code string) (StaffView, error) {
	v, err := s.Order(ctx, code)
	if err != nil {
		return StaffView{}, err
	}
	return s.withAudit(ctx, v)
}

// withAudit reads the audit log of v's order, consignments and returns in one statement. Entries
// of one instant keep the order of their subjects (the order, its consignments by number, its
// returns oldest first), each subject's by id: as the page showed them when it read each
// subject's entries apart and sorted them by time alone.
func (s *Service) withAudit(ctx context.Context, v View) (StaffView, error) {
	subjects := make([]string, 0, 1+len(v.Consignments)+len(v.Returns))
	subjects = append(subjects, v.Order.Code)
	for _, c := range v.Consignments {
		subjects = append(subjects, c.Code)
	}
	for _, r := range v.Returns {
		subjects = append(subjects, r.Code)
	}
	entries, err := s.store.AuditOf(ctx, subjects, AuditPerSubject)
	if err != nil {
		return StaffView{}, err
	}
	rank := make(map[string]int, len(subjects))
	for i, sub := range subjects {
		if _, ok := rank[sub]; !ok {
			rank[sub] = i
		}
	}
	// Stable: the store's order (at, then id) stays within a subject's entries of one instant.
	slices.SortStableFunc(entries, func(a, b staff.AuditEntry) int {
		return cmp.Or(a.At.Compare(b.At), cmp.Compare(rank[a.Subject], rank[b.Subject]))
	})
	return StaffView{View: v, Audit: entries}, nil
}

// QueueRow is a consignment in the staff queue with its order and where it goes.
type QueueRow struct {
	// Consignment is the queued consignment as the queue read it.
	Consignment order.Consignment
	// Order is its order with all of its consignments (for "n of m"), without returns.
	Order View
	// Customer is who it goes to: the delivery address's or the collector's name.
	Customer string
	// Destination is where: the delivery address's suburb, state and postcode, or the store it
	// is collected at.
	Destination string
}

// destination is who an order goes to and where (QueueRow's Customer and Destination).
func destination(o order.Order) (who, where string) {
	if a := o.Details.DeliveryAddress; a != nil {
		who, where = a.FirstName+" "+a.LastName, a.Town+" "+a.State+" "+a.PostalCode
	}
	if p := o.Details.Pickup; p != nil {
		who, where = p.FirstName+" "+p.LastName, p.StoreName
	}
	return who, where
}

// StaffReturn is a return as the back office shows it: with its order (the entries' names, the
// payments its refunds went to) and who sent it.
type StaffReturn struct {
	order.Return
	// Order is the return's order.
	Order order.Order
	// Customer is the sender's name (the return address's).
	Customer string
}

func staffReturn(r order.Return, o order.Order) StaffReturn {
	return StaffReturn{Return: r, Order: o, Customer: strings.TrimSpace(r.Address.FirstName + " " + r.Address.LastName)}
}

// ReturnPage is a page of the staff's list of returns.
type ReturnPage struct {
	Returns []StaffReturn
	// Total is how many returns match in all.
	Total int
}

// StaffReturns is the staff's list of returns in status ("" for all), oldest first, a page of
// limit (1 to 100, else 50) after offset, each with its order (listReturns): three statements a
// page, the page's orders read at once. A return whose order is gone fails the page with
// order.ErrNotFound (never: orders are kept).
func (s *Service) StaffReturns(ctx context.Context, status order.ReturnStatus, offset, limit int) (ReturnPage, error) {
	if limit <= 0 || limit > 100 {
		limit = 50
	}
	list, total, err := s.store.ReturnsByStatus(ctx, status, offset, limit)
	if err != nil {
		return ReturnPage{}, err
	}
	orders, err := s.store.OrdersByCodes(ctx, orderCodes(list, func(r order.Return) string { return r.OrderCode }))
	if err != nil {
		return ReturnPage{}, err
	}
	byCode := make(map[string]order.Order, len(orders))
	for _, o := range orders {
		byCode[o.Code] = o
	}
	page := ReturnPage{Returns: make([]StaffReturn, 0, len(list)), Total: total}
	for _, r := range list {
		o, ok := byCode[r.OrderCode]
		if !ok {
			return ReturnPage{}, order.ErrNotFound
		}
		page.Returns = append(page.Returns, staffReturn(r, o))
	}
	return page, nil
}

// orderCodes are the distinct order codes of items, in their first appearance's order.
func orderCodes[T any](items []T, code func(T) string) []string {
	var out []string
	seen := map[string]bool{}
	for _, it := range items {
		if c := code(it); !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}

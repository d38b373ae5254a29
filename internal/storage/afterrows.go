package storage

import (
	"cmp"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/wattle/storefront/internal/order"
)

// ConsignmentColumns are the consignments columns ScanConsignment reads, in its order.
const ConsignmentColumns = `code, version, details`

// ConsignmentArgs are a consignment's values for an insert: code, order_code, location, status,
// version, details, created_at, updated_at.
func ConsignmentArgs(c *order.Consignment, created, updated int64) ([]any, error) {
	b, err := json.Marshal(c)
	if err != nil {
		return nil, err
	}
	return []any{c.Code, c.OrderCode(), c.Location, string(c.Status), c.Version, string(b), created, updated}, nil
}

// ScanConsignment reads a row of ConsignmentColumns.
func ScanConsignment(s Scanner) (order.Consignment, error) {
	var c order.Consignment
	var code, details string
	var version int
	if err := s.Scan(&code, &version, &details); err != nil {
		return c, err
	}
	if err := json.Unmarshal([]byte(details), &c); err != nil {
		return c, fmt.Errorf("consignment %s: %w", code, err)
	}
	c.Code, c.Version = code, version
	return c, nil
}

// ReturnColumns are the returns columns ScanReturn reads, in its order.
const ReturnColumns = `code, version, details`

// ReturnArgs are a return's values for an insert: code, order_code, status, version, details,
// created_at, updated_at.
func ReturnArgs(r *order.Return) ([]any, error) {
	if r.Entries == nil {
		r.Entries = []order.ReturnEntry{}
	}
	b, err := json.Marshal(r)
	if err != nil {
		return nil, err
	}
	return []any{r.Code, r.OrderCode, string(r.Status), r.Version, string(b), Millis(r.CreatedAt), Millis(r.UpdatedAt)}, nil
}

// ScanReturn reads a row of ReturnColumns.
func ScanReturn(s Scanner) (order.Return, error) {
	var r order.Return
	var code, details string
	var version int
	if err := s.Scan(&code, &version, &details); err != nil {
		return r, err
	}
	if err := json.Unmarshal([]byte(details), &r); err != nil {
		return r, fmt.Errorf("return %s: %w", code, err)
	}
	r.Code, r.Version = code, version
	return r, nil
}

// ScanQueued reads a row of code, version, details, created_at.
func ScanQueued(s Scanner) (order.Queued, error) {
	var q order.Queued
	var code, details string
	var created int64
	if err := s.Scan(&code, &q.Consignment.Version, &details, &created); err != nil {
		return q, err
	}
	v := q.Consignment.Version
	if err := json.Unmarshal([]byte(details), &q.Consignment); err != nil {
		return q, fmt.Errorf("consignment %s: %w", code, err)
	}
	q.Consignment.Code, q.Consignment.Version = code, v
	q.OrderCode, q.CreatedAt = q.Consignment.OrderCode(), FromMillis(created)
	return q, nil
}

// QueueWhere is the WHERE clause of a queue filter, with its arguments; param(n) writes the
// engine's nth placeholder (from 1).
func QueueWhere(f order.QueueFilter, param func(n int) string) (string, []any) {
	var conds []string
	var args []any
	if len(f.Statuses) > 0 {
		ps := make([]string, len(f.Statuses))
		for i, s := range f.Statuses {
			args = append(args, string(s))
			ps[i] = param(len(args))
		}
		conds = append(conds, "status IN ("+strings.Join(ps, ", ")+")")
	}
	if f.Location != "" {
		args = append(args, f.Location)
		conds = append(conds, "location = "+param(len(args)))
	}
	if len(conds) == 0 {
		return "", nil
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

// SortConsignments puts an order's consignments in their numbers' order.
func SortConsignments(cs []order.Consignment) {
	slices.SortFunc(cs, func(a, b order.Consignment) int { return cmp.Compare(a.Number(), b.Number()) })
}

// ByOrder groups consignments by their order's code, each group in number order.
func ByOrder(cs []order.Consignment) map[string][]order.Consignment {
	out := map[string][]order.Consignment{}
	for _, c := range cs {
		out[c.OrderCode()] = append(out[c.OrderCode()], c)
	}
	for _, g := range out {
		SortConsignments(g)
	}
	return out
}

// Args are strings as query arguments.
func Args(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

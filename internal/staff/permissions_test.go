package staff_test

import (
	"slices"
	"testing"

	"github.com/wattle/storefront/internal/staff"
)

// TestPermissions checks the whole matrix: every operation against every role, spelled out row by
// row (fulfilment, customer-service, manager, admin) rather than derived the way the code does.
func TestPermissions(t *testing.T) {
	t.Parallel()
	matrix := map[string][4]bool{
		"listFulfilmentOrders":  {true, true, true, true},
		"updateConsignment":     {true, true, true, true},
		"listReturns":           {true, true, true, true},
		"receiveReturn":         {true, true, true, true},
		"getStaffSession":       {true, true, true, true},
		"staffSignOut":          {true, true, true, true},
		"refundReturn":          {false, true, true, true},
		"getStaffOrder":         {true, true, true, true},
		"changeStaffPassword":   {true, true, true, true},
		"disableStaff":          {false, false, false, true},
		"importReceipts":        {false, false, true, true},
		"listStaff":             {false, false, false, true},
		"addStaff":              {false, false, false, true},
		"findMembership":        {false, true, true, true},
		"staffCancelMembership": {false, true, true, true},
		"extendMembershipTrial": {false, true, true, true},
	}
	roles := [4]staff.Role{staff.Fulfilment, staff.CustomerService, staff.Manager, staff.Admin}
	if !slices.Equal(staff.Roles, roles[:]) {
		t.Fatalf("Roles = %v, want %v (narrowest first)", staff.Roles, roles)
	}
	ops := staff.Operations()
	if len(ops) != len(matrix) || !slices.IsSorted(ops) {
		t.Fatalf("Operations = %v, want the %d of the matrix, sorted", ops, len(matrix))
	}
	for _, op := range ops {
		row, ok := matrix[op]
		if !ok {
			t.Fatalf("Operations lists %q, which the matrix does not", op)
		}
		var want []staff.Role
		for i, r := range roles {
			if got := staff.Allowed(r, op); got != row[i] {
				t.Errorf("Allowed(%s, %s) = %v, want %v", r, op, got, row[i])
			}
			if row[i] {
				want = append(want, r)
			}
		}
		if got := staff.RolesFor(op); !slices.Equal(got, want) {
			t.Errorf("RolesFor(%s) = %v, want %v", op, got, want)
		}
	}

	// Unknown operations are allowed to no one (staffSignIn included: no role gates it), and an
	// unknown role may call nothing.
	for _, op := range []string{"staffSignIn", "listProducts", "placeOrder", "", "addstaff"} {
		for _, r := range roles {
			if staff.Allowed(r, op) {
				t.Errorf("Allowed(%s, %q) = true, want false", r, op)
			}
		}
		if got := staff.RolesFor(op); got != nil {
			t.Errorf("RolesFor(%q) = %v, want nil", op, got)
		}
	}
	for _, r := range []staff.Role{"", "owner", "Admin"} {
		if staff.Allowed(r, "listReturns") {
			t.Errorf("Allowed(%q, listReturns) = true, want false", r)
		}
	}
	// RolesFor hands out a copy: changing it does not change the table.
	got := staff.RolesFor("addStaff")
	got[0] = staff.Fulfilment
	if staff.Allowed(staff.Fulfilment, "addStaff") || staff.RolesFor("addStaff")[0] != staff.Admin {
		t.Fatal("RolesFor's answer aliases the table")
	}
}

package staff

import (
	"maps"
	"slices"
)

// The roles are nested: each can do everything the narrower ones can, and more. So the matrix is
// one row per operation: the narrowest role allowed to call it.
//
//	operation            fulfilment  customer-service  manager  admin
//	listFulfilmentOrders     ✓              ✓             ✓       ✓
//	updateConsignment        ✓              ✓             ✓       ✓
//	listReturns              ✓              ✓             ✓       ✓
//	receiveReturn            ✓              ✓             ✓       ✓
//	getStaffSession          ✓              ✓             ✓       ✓
//	staffSignOut             ✓              ✓             ✓       ✓
//	refundReturn                            ✓             ✓       ✓
//	getStaffOrder            ✓              ✓             ✓       ✓
//	changeStaffPassword      ✓              ✓             ✓       ✓
//	importReceipts                                        ✓       ✓
//	findMembership                          ✓             ✓       ✓
//	staffCancelMembership                   ✓             ✓       ✓
//	extendMembershipTrial                   ✓             ✓       ✓
//	listStaff                                                     ✓
//	addStaff                                                      ✓
//	disableStaff                                                  ✓
//
// staffSignIn is not in it: it is what a visitor calls to become staff, so no role gates it.
var narrowest = map[string]Role{
	"listFulfilmentOrders": Fulfilment,
	"updateConsignment":    Fulfilment,
	"listReturns":          Fulfilment,
	"receiveReturn":        Fulfilment,
	"getStaffSession":      Fulfilment,
	"staffSignOut":         Fulfilment,
	"refundReturn":         CustomerService,
	"getStaffOrder":        Fulfilment, // picking and shipping need the address
	"changeStaffPassword":  Fulfilment,
	"disableStaff":         Admin,
	"importReceipts":       Manager,
	// OnePass for customer service (docs/membership.md#staff).
	"findMembership":        CustomerService,
	"staffCancelMembership": CustomerService,
	"extendMembershipTrial": CustomerService,
	"listStaff":             Admin,
	"addStaff":              Admin,
}

// rank is a role's place in Roles (-1: not a role).
func rank(r Role) int { return slices.Index(Roles, r) }

// Allowed reports whether a member of role r may call the staff operation op (an operationId of
// the API). An operation not in the table is allowed to no one, and an unknown role may call none.
func Allowed(r Role, op string) bool {
	least, ok := narrowest[op]
	return ok && rank(r) >= rank(least)
}

// RolesFor lists the roles allowed to call op, narrowest first (the OpenAPI x-roles of op); nil
// for an operation not in the table.
func RolesFor(op string) []Role {
	least, ok := narrowest[op]
	if !ok {
		return nil
	}
	return slices.Clone(Roles[rank(least):])
}

// Operations lists every staff operation in the table, sorted.
func Operations() []string {
	return slices.Sorted(maps.Keys(narrowest))
}

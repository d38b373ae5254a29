package aftersale

import "github.com/wattle/storefront/internal/order"

// ReturnSender is who a return of order o is likely sent by, to start the return form with
// (docs/orders.md#the-return-journey): the delivery address with its name and mobile; for a
// click-and-collect order, the collector's name and mobile at the billing address. The e-mail is
// the order's. The shopper may change any of it.
func ReturnSender(o order.Order) order.ReturnAddress {
	d := o.Details
	out := order.ReturnAddress{Email: o.Email}
	a := d.DeliveryAddress
	if a == nil {
		a = d.BillingAddress
	}
	if a != nil {
		out.FirstName, out.LastName, out.Phone = a.FirstName, a.LastName, a.Phone
		out.Line1, out.Line2, out.Town, out.State, out.PostalCode = a.Line1, a.Line2, a.Town, a.State, a.PostalCode
	}
	if p := d.Pickup; p != nil && d.DeliveryAddress == nil {
		out.FirstName, out.LastName = p.FirstName, p.LastName
		if p.Phone != "" {
			out.Phone = p.Phone
		}
	}
	if out.Phone == "" && d.BillingAddress != nil {
		out.Phone = d.BillingAddress.Phone
	}
	return out
}

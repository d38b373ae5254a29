package aftersale_test

import (
	"testing"

	"github.com/wattle/storefront/internal/aftersale"
	"github.com/wattle/storefront/internal/order"
)

// The return form starts with the order's sender: the whole name, the mobile and the street
// (issue 27 item 12), from the delivery address or, for click and collect, the collector at the
// billing address.
func TestReturnSenderFromTheOrder(t *testing.T) {
	home := &order.Address{FirstName: "Ada", LastName: "Lovelace", Line1: "12 High Street", Line2: "Unit 2", Town: "Kew", State: "VIC",
		PostalCode: "3101", Country: "AU", Phone: "0412345678"}
	bill := &order.Address{FirstName: "Bill", LastName: "Payer", Line1: "1 Collins Street", Town: "Melbourne", State: "VIC",
		PostalCode: "3000", Country: "AU", Phone: "0400000001"}
	delivered := aftersale.ReturnSender(order.Order{Email: "ada@example.com", Details: order.Details{DeliveryAddress: home, BillingAddress: bill}})
	want := order.ReturnAddress{FirstName: "Ada", LastName: "Lovelace", Phone: "0412345678", Email: "ada@example.com",
		Line1: "12 High Street", Line2: "Unit 2", Town: "Kew", State: "VIC", PostalCode: "3101"}
	if delivered != want {
		t.Fatalf("delivered: %+v", delivered)
	}
	collected := aftersale.ReturnSender(order.Order{Email: "ada@example.com", Details: order.Details{BillingAddress: bill,
		Pickup: &order.Pickup{StoreName: "Kew", FirstName: "Ada", LastName: "Lovelace", Phone: "0412345678"}}})
	want = order.ReturnAddress{FirstName: "Ada", LastName: "Lovelace", Phone: "0412345678", Email: "ada@example.com",
		Line1: "1 Collins Street", Town: "Melbourne", State: "VIC", PostalCode: "3000"}
	if collected != want {
		t.Fatalf("collected: %+v", collected)
	}
}

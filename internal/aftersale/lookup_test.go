package aftersale

import (
	"reflect"
	"testing"

	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/platform/validate"
)

// A guest's lookup pair is trimmed and the e-mail compared in lower case; an empty or
// non-numeric number and an empty or malformed e-mail are field errors on orderId and email.
func TestLookupParse(t *testing.T) {
	t.Parallel()
	code, email, err := Lookup{OrderID: " 100234 ", Email: " Jo@Example.COM "}.parse()
	if err != nil || code != "100234" || email != "jo@example.com" {
		t.Fatalf("parse = %q, %q, %v", code, email, err)
	}
	_, _, err = Lookup{OrderID: "12a", Email: "jo example.com"}.parse()
	ve, _ := validate.As(err)
	if ve == nil || !reflect.DeepEqual(ve.Fields, map[string]string{"orderId": KeyInvalidOrderNumber, "email": KeyInvalidEmail}) {
		t.Fatalf("bad pair: %v", err)
	}
}

// The return form's sender: a name, an e-mail and a mobile (required) under "Shipping
// information is invalid"; the parts of an address, whose suburb, state or postcode also mark the
// location, under "Please select a valid address".
func TestCheckAddress(t *testing.T) {
	t.Parallel()
	good := order.ReturnAddress{FirstName: " Jo ", LastName: "Bloggs", Email: " Jo@Example.com", Phone: "0412 345 678",
		Line1: "12 High St", Town: "Richmond", State: "vic", PostalCode: " 3121 "}
	cases := []struct {
		name   string
		change func(a *order.ReturnAddress)
		fields map[string]string
		msg    string
	}{
		{"good", func(*order.ReturnAddress) {}, nil, ""},
		{"no phone", func(a *order.ReturnAddress) { a.Phone = " " }, map[string]string{"phone": validate.MissingArgs}, MessageShippingInvalid},
		{"landline", func(a *order.ReturnAddress) { a.Phone = "03 9876 5432" }, map[string]string{"phone": "invalid-format"}, MessageShippingInvalid},
		{"bad e-mail", func(a *order.ReturnAddress) { a.Email = "jo@localhost" }, map[string]string{"email": validate.InvalidEmail}, MessageShippingInvalid},
		{"short name", func(a *order.ReturnAddress) { a.LastName = "B" }, map[string]string{"lastName": "invalid-length"}, MessageShippingInvalid},
		{"bad postcode", func(a *order.ReturnAddress) { a.PostalCode = "VIC 3121" },
			map[string]string{"postalCode": "invalid-postcode", "location": KeyLocation, "singleLineLabel": KeySingleLineAddress}, MessageSelectAddress},
		{"state not the postcode's", func(a *order.ReturnAddress) { a.Town, a.State, a.PostalCode = "Melbourne", "NSW", "3000" },
			map[string]string{"state": "invalid-format", "location": KeyLocation, "singleLineLabel": KeySingleLineAddress}, MessageSelectAddress},
		{"finder's line", func(a *order.ReturnAddress) {
			a.SingleLineLabel, a.AddressID, a.PostalCode = "12 High St, Richmond", "addr_1", ""
		}, nil, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			in := good
			c.change(&in)
			var errs validate.Errors
			_, msg := checkAddress(&errs, in)
			var fields map[string]string
			if ve, ok := validate.As(errs.Err()); ok {
				fields = ve.Fields
			}
			if !reflect.DeepEqual(fields, c.fields) || msg != c.msg {
				t.Fatalf("checkAddress = %v, %q; want %v, %q", fields, msg, c.fields, c.msg)
			}
		})
	}
	var errs validate.Errors
	a, _ := checkAddress(&errs, good)
	want := order.ReturnAddress{FirstName: "Jo", LastName: "Bloggs", Email: "jo@example.com", Phone: "0412345678",
		Line1: "12 High St", Town: "Richmond", State: "VIC", PostalCode: "3121", Location: "Richmond VIC 3121"}
	if a != want {
		t.Fatalf("checkAddress = %+v, want %+v", a, want)
	}
}

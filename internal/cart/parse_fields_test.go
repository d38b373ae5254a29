package cart

import (
	"reflect"
	"strings"
	"testing"

	"github.com/wattle/storefront/internal/platform/contact"
	"github.com/wattle/storefront/internal/platform/validate"
)

// form is a form body's fields: text, lists and objects as JSON text.
func form(kv ...string) fields {
	m := map[string]any{}
	for i := 0; i < len(kv); i += 2 {
		m[kv[i]] = kv[i+1]
	}
	return func(name string) any {
		if v, ok := m[name]; ok {
			return v
		}
		return nil
	}
}

// fieldErrors is a parse error's fields, nil when it is not a validation error.
func fieldErrors(err error) map[string]string {
	if ve, ok := validate.As(err); ok {
		return ve.Fields
	}
	return nil
}

func TestParseAddCollectsEveryError(t *testing.T) {
	t.Parallel()
	_, err := parseAdd(fieldsOf(t, `{"products":[{"quantity":1},{"productCode":"1","quantity":-1},5,
		{"productCode":"`+strings.Repeat("9", 33)+`","quantity":40000},{"productCode":"2","quantity":"two"}]}`))
	want := map[string]string{
		"products[0].productCode": validate.MalformedRequest,
		"products[1].quantity":    validate.MalformedRequest,
		"products[2].productCode": validate.MalformedRequest,
		"products[3].productCode": validate.MalformedRequest, // its quantity 40000 is capped, not an error
	}
	if got := fieldErrors(err); !reflect.DeepEqual(got, want) {
		t.Fatalf("fields %v, want %v", got, want)
	}
	if ve, _ := validate.As(err); ve.Message != "Some fields are not valid." {
		t.Fatalf("message %q", ve.Message)
	}
	_, err = parseAdd(fieldsOf(t, `{}`))
	if ve, ok := validate.As(err); !ok || ve.Message != validate.MessageMissingArgs {
		t.Fatalf("missing products: %v", err)
	}
}

func TestParseAddItems(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		f    fields
		want []AddItem
	}{
		{"a form's JSON text list", form("products", `[{"productCode":" 61000011 ","quantity":"3","configurationInfo":"cfg"}]`),
			[]AddItem{{ProductCode: "61000011", Quantity: 3, Configuration: "cfg"}}},
		{"a form's JSON text object", form("products", `{"productCode":"61000011"}`),
			[]AddItem{{ProductCode: "61000011", Quantity: 1}}},
		{"top-level extras of a single product", form("products", `{"productCode":"61000041"}`, "firstName", "Ada",
			"lastName", "Lovelace", "recipientEmail", "ada@example.com", "messageText", "  Many happy\nreturns  "),
			[]AddItem{{ProductCode: "61000041", Quantity: 1, GiftCard: &Recipient{FirstName: "Ada", LastName: "Lovelace",
				Email: "ada@example.com", MessageText: "Many happy\nreturns"}}}},
		{"an item's own extras win over the top level", fieldsOf(t, `{"products":[{"productCode":"61000041","firstName":"Grace"}],
			"firstName":"Ada"}`), []AddItem{{ProductCode: "61000041", Quantity: 1, GiftCard: &Recipient{FirstName: "Grace"}}}},
		{"top-level extras are not shared by several products", fieldsOf(t, `{"products":[{"productCode":"1"},{"productCode":"2",
			"wattleProductPersonaliseData":{"Text":"Hi","Font Type":"Block","Font Colour":"Navy"}}],"firstName":"Ada"}`),
			[]AddItem{{ProductCode: "1", Quantity: 1}, {ProductCode: "2", Quantity: 1,
				Personalisation: &Personalisation{Text: "Hi", FontType: "Block", FontColour: "Navy"}}}},
		{"personalisation that is not an object", fieldsOf(t, `{"products":[{"productCode":"1","wattleProductPersonaliseData":[1]}]}`),
			[]AddItem{{ProductCode: "1", Quantity: 1, Personalisation: &Personalisation{}, PersonalisationBad: true}}},
		{"personalisation text that is not JSON", form("products", `{"productCode":"1"}`, "wattleProductPersonaliseData", "{oops"),
			[]AddItem{{ProductCode: "1", Quantity: 1, Personalisation: &Personalisation{}, PersonalisationBad: true}}},
		{"empty personalisation is none", form("products", `{"productCode":"1"}`, "wattleProductPersonaliseData", ""),
			[]AddItem{{ProductCode: "1", Quantity: 1}}},
		{"quantities that are not whole numbers are skipped", fieldsOf(t, `{"products":[{"productCode":"1","quantity":true},
			{"productCode":"2","quantity":"2.5"},{"productCode":"3","quantity":2.5},{"productCode":"4","quantity":" 4 "}]}`),
			[]AddItem{{ProductCode: "1", Skip: true}, {ProductCode: "2", Skip: true}, {ProductCode: "3", Skip: true},
				{ProductCode: "4", Quantity: 4}}},
		{"quantity 0 is kept (the service answers it)", fieldsOf(t, `{"products":[{"productCode":"1","quantity":0}]}`),
			[]AddItem{{ProductCode: "1", Quantity: 0}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := parseAdd(tc.f)
			if err != nil || !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("ParseAdd = %+v, %v\nwant %+v", got, err, tc.want)
			}
		})
	}
}

func TestParseUpdateAndRemove(t *testing.T) {
	t.Parallel()
	body := `{"products":[{"productCode":"1","entryNumber":3,"quantity":2},{"productCode":"2","quantity":"0"},
		{"productCode":"3","entryNumber":"4","quantity":"two"}]}`
	got, err := parseUpdate(fieldsOf(t, body))
	want := []UpdateItem{{ProductCode: "1", EntryNumber: 3, Quantity: 2}, {ProductCode: "2", EntryNumber: -1, Quantity: 0},
		{ProductCode: "3", EntryNumber: 4, Skip: true}}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("parseUpdate = %+v, %v", got, err)
	}
	got, err = parseRemove(fieldsOf(t, body))
	want = []UpdateItem{{ProductCode: "1", EntryNumber: 3}, {ProductCode: "2", EntryNumber: -1}, {ProductCode: "3", EntryNumber: 4}}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("parseRemove = %+v, %v", got, err)
	}
	for _, tc := range []struct {
		name   string
		parse  func(fields) ([]UpdateItem, error)
		body   string
		fields map[string]string
	}{
		{"update needs a quantity", parseUpdate, `{"products":[{"productCode":"1","entryNumber":0}]}`,
			map[string]string{"products[0].quantity": validate.MalformedRequest}},
		{"remove does not", parseRemove, `{"products":[{"productCode":"1","entryNumber":0}]}`, nil},
		{"every item's errors", parseUpdate, `{"products":[{"entryNumber":"x","quantity":1},{"productCode":"1","entryNumber":-1,"quantity":32768},
			{"productCode":"2","quantity":-3}]}`, map[string]string{
			"products[0].productCode": validate.MalformedRequest, "products[0].entryNumber": validate.MalformedRequest,
			"products[1].entryNumber": validate.MalformedRequest, // its quantity 32768 is capped, not an error
			"products[2].quantity":    validate.MalformedRequest}},
		{"a remove's entry number", parseRemove, `{"products":[{"productCode":"1","entryNumber":"1.5"}]}`,
			map[string]string{"products[0].entryNumber": validate.MalformedRequest}},
		{"no products", parseRemove, `{"products":[]}`, map[string]string{"products": validate.MissingArgs}},
		{"products that are not a list", parseUpdate, `{"products":7}`, map[string]string{"products": validate.MalformedRequest}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, err := tc.parse(fieldsOf(t, tc.body))
			if got := fieldErrors(err); !reflect.DeepEqual(got, tc.fields) || (tc.fields == nil) != (err == nil) {
				t.Fatalf("fields %v (%v), want %v", got, err, tc.fields)
			}
		})
	}
}

func TestParsePickup(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		f      fields
		want   Pickup
		fields map[string]string
	}{
		{"an object", fieldsOf(t, `{"store":{"storeNumber":"VIC 5012","collectionPoint":"Parcel lockers"}}`),
			Pickup{StoreNumber: "5012", CollectionPoint: "Parcel lockers"}, nil},
		{"a form's JSON text", form("store", `{"storeNumber":5012}`), Pickup{StoreNumber: "5012"}, nil},
		{"at the top level", form("storeNumber", "5013", "collectionPoint", "Service desk"),
			Pickup{StoreNumber: "5013", CollectionPoint: "Service desk"}, nil},
		{"the contact, normalised", form("storeNumber", "5012", "firstName", " Ada ", "lastName", "Lovelace",
			"mobileNumber", "0412 345-678", "email", "Ada@Example.COM"),
			Pickup{StoreNumber: "5012", FirstName: "Ada", LastName: "Lovelace", Mobile: "0412345678", Email: "ada@example.com"}, nil},
		{"no store", form("firstName", "Ada"), Pickup{}, map[string]string{"store.storeNumber": validate.MissingArgs}},
		{"every error at once", form("store", `{"storeNumber":"12","collectionPoint":"`+strings.Repeat("x", 65)+`"}`,
			"firstName", "A", "lastName", "1234", "mobileNumber", "123", "email", "ada@"), Pickup{},
			map[string]string{"store.storeNumber": validate.MalformedRequest, "store.collectionPoint": validate.MalformedRequest,
				"firstName": contact.KeyLength, "lastName": contact.KeyFormat, "mobileNumber": contact.KeyFormat,
				"email": validate.InvalidEmail}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := parsePickup(tc.f)
			if fields := fieldErrors(err); !reflect.DeepEqual(fields, tc.fields) || (tc.fields == nil) != (err == nil) || got != tc.want {
				t.Fatalf("ParsePickup = %+v, %v; want %+v, %v", got, err, tc.want, tc.fields)
			}
		})
	}
}

// Every item code has a shopper's message of its own (the fallback is for codes without one).
func TestItemCodeMessages(t *testing.T) {
	t.Parallel()
	seen := map[string]Code{}
	for _, c := range ItemCodes {
		m := c.Message()
		if m == "" || m == Code("ERR_OTHER").Message() {
			t.Errorf("%s has no message of its own", c)
		}
		if other, dup := seen[m]; dup {
			t.Errorf("%s and %s read the same", c, other)
		}
		seen[m] = c
	}
	if len(ItemCodes) != 16 || Code("ERR_OTHER").Message() != "We couldn't update your bag." {
		t.Fatalf("%d item codes", len(ItemCodes))
	}
	err := &ItemsError{Items: []ItemError{ie("1", nil, CodeNoStock, intp(0)), ie("2", nil, CodeThreshold, nil)}}
	if err.Error() != "cart: nothing changed (ERR_BASKET_INFORMATION_QUANTITY_NO_STOCK, ERR_BASKET_INFORMATION_QUANTITY_THRESHOLD_REACHED)" {
		t.Fatal(err.Error())
	}
}

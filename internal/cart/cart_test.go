package cart

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/platform/validate"
)

func fieldsOf(t *testing.T, body string) fields {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(body))
	dec.UseNumber()
	var m map[string]any
	if err := dec.Decode(&m); err != nil {
		t.Fatal(err)
	}
	return func(name string) any { return m[name] }
}

func TestParseAdd(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, body string
		field, key string
	}{
		{"missing", `{}`, "products", validate.MissingArgs},
		{"empty", `{"products":[]}`, "products", validate.MissingArgs},
		{"no code", `{"products":[{"quantity":1}]}`, "products[0].productCode", validate.MalformedRequest},
		{"negative", `{"products":[{"productCode":"1","quantity":-1}]}`, "products[0].quantity", validate.MalformedRequest},
		{"not a list", `{"products":"[{"}`, "products", validate.MalformedRequest},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := parseAdd(fieldsOf(t, tc.body))
			ve, ok := validate.As(err)
			if !ok || ve.Fields[tc.field] != tc.key {
				t.Fatalf("parseAdd(%s) = %v, want %s=%s", tc.body, err, tc.field, tc.key)
			}
		})
	}
	items, err := parseAdd(fieldsOf(t, `{"products":[{"productCode":"1","quantity":"two"}],"firstName":"Ada",
		"wattleProductPersonaliseData":"{\"Text\":\"Hi\",\"Font Type\":\"Serif\",\"Font Colour\":\"Gold\"}"}`))
	if err != nil || len(items) != 1 || !items[0].Skip || items[0].GiftCard == nil || items[0].GiftCard.FirstName != "Ada" ||
		items[0].Personalisation == nil || items[0].Personalisation.FontType != "Serif" {
		t.Fatalf("top-level extras and a skipped quantity: %+v, %v", items, err)
	}
	items, err = parseAdd(fieldsOf(t, `{"products":[{"productCode":"1"},{"productCode":"2","quantity":32767}]}`))
	if err != nil || items[0].Quantity != 1 || items[1].Quantity != MaxWireQuantity || items[0].GiftCard != nil {
		t.Fatalf("defaults: %+v, %v", items, err)
	}
	// Above 32767 a quantity is capped at 32767, not refused (the product's own limits then apply).
	items, err = parseAdd(fieldsOf(t, `{"products":[{"productCode":"1","quantity":32768},{"productCode":"2","quantity":"99999999999999999999"}]}`))
	if err != nil || items[0].Quantity != MaxWireQuantity || items[1].Quantity != MaxWireQuantity || items[0].Skip || items[1].Skip {
		t.Fatalf("capped: %+v, %v", items, err)
	}
}

func TestRecipientAndPersonalisationRules(t *testing.T) {
	t.Parallel()
	ok := Recipient{FirstName: "Mary-Jane", LastName: "O'Neil", Email: "mj@example.com", MessageText: "Happy birthday!"}
	for _, tc := range []struct {
		name string
		r    Recipient
		kind catalog.GiftCardKind
		want bool
	}{
		{"good e-gift", ok, catalog.GiftCardDigital, true},
		{"physical without e-mail", Recipient{FirstName: "Mary", LastName: "Smith"}, catalog.GiftCardPhysical, true},
		{"e-gift without e-mail", Recipient{FirstName: "Mary", LastName: "Smith"}, catalog.GiftCardDigital, false},
		{"digits only", Recipient{FirstName: "1234", LastName: "Smith"}, catalog.GiftCardPhysical, false},
		{"one letter", Recipient{FirstName: "M", LastName: "Smith"}, catalog.GiftCardPhysical, false},
		{"33 letters", Recipient{FirstName: strings.Repeat("a", 33), LastName: "Smith"}, catalog.GiftCardPhysical, false},
		{"two lines", Recipient{FirstName: "Mary", LastName: "Smith", MessageText: "a\nb"}, catalog.GiftCardPhysical, false},
		{"html", Recipient{FirstName: "Mary", LastName: "Smith", MessageText: "<i>x</i>"}, catalog.GiftCardPhysical, false},
		{"120 characters", Recipient{FirstName: "Mary", LastName: "Smith", MessageText: strings.Repeat("é", 120)}, catalog.GiftCardPhysical, true},
		{"121 characters", Recipient{FirstName: "Mary", LastName: "Smith", MessageText: strings.Repeat("é", 121)}, catalog.GiftCardPhysical, false},
	} {
		if _, got := validRecipient(&tc.r, tc.kind); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
	for _, tc := range []struct {
		p    Personalisation
		want bool
	}{
		{Personalisation{"For Ada", "Script", "Gold"}, true},
		{Personalisation{strings.Repeat("a", 20), "Serif", "Navy"}, true},
		{Personalisation{strings.Repeat("a", 21), "Serif", "Navy"}, false},
		{Personalisation{" ", "Serif", "Navy"}, false},
		{Personalisation{"a\nb", "Serif", "Navy"}, false},
		{Personalisation{"Ada", "Comic", "Navy"}, false},
		{Personalisation{"Ada", "Serif", "Purple"}, false},
	} {
		if got := validPersonalisation(&tc.p); got != tc.want {
			t.Errorf("%+v: %v, want %v", tc.p, got, tc.want)
		}
	}
}

// Last4's cases are tested where the rule lives (platform/postcode).
func TestHash(t *testing.T) {
	t.Parallel()
	c := Cart{Entries: []Entry{{Number: 0, ProductCode: "1", Quantity: 1}}}
	h := hashOf(&c)
	for _, change := range []func(c *Cart){
		func(c *Cart) { c.Entries[0].Quantity = 2 },
		func(c *Cart) { c.Mode = "HD" },
		func(c *Cart) { c.PostalCode = "3000" },
		func(c *Cart) { c.Pickup.StoreNumber = "5012" },
	} {
		d := c.clone()
		change(&d)
		if hashOf(&d) == h {
			t.Errorf("a change that affects delivery kept the hash")
		}
	}
	if HashToken("a") == HashToken("b") || len(NewToken()) != 32 {
		t.Error("tokens")
	}
}

func parseUpdate(f fields) ([]UpdateItem, error) { return parseUpdates(f, false) }

func parseRemove(f fields) ([]UpdateItem, error) { return parseUpdates(f, true) }

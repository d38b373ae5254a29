package cart

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"github.com/wattle/storefront/internal/platform/contact"
	"github.com/wattle/storefront/internal/platform/postcode"
	"github.com/wattle/storefront/internal/platform/validate"
)

// fields reads a request field by name as it was sent (request.go): a JSON value (json.Number for
// numbers, []any, map[string]any…) or a form field's text; nil when absent. Lists and objects sent
// in a form are JSON text (docs/api.md#conventions).
type fields func(name string) any

// AddItem is one item of an add request.
type AddItem struct {
	ProductCode string
	Quantity    int
	// Skip marks an item whose quantity is not a number: it is left out (docs/cart.md#request-rules).
	Skip bool
	// GiftCard holds the recipient as sent (checked against the gift card rules when the product
	// is a gift card); nil when no recipient field was sent.
	GiftCard *Recipient
	// Personalisation as sent; nil when none was sent. PersonalisationBad marks a value that was
	// not an object.
	Personalisation    *Personalisation
	PersonalisationBad bool
	Configuration      string
}

// UpdateItem is one item of an update or remove request.
type UpdateItem struct {
	ProductCode string
	// EntryNumber is the entry named, -1 when the item names only a product.
	EntryNumber int
	Quantity    int
	Skip        bool
}

// personaliseField is the wire name of the personalisation extras ({product}ProductPersonaliseData with the shop's name).
const personaliseField = "wattleProductPersonaliseData"

// asString returns a decoded value as text ("" for nil, objects and lists).
func asString(v any) string {
	switch v := v.(type) {
	case string:
		return strings.TrimSpace(v)
	case json.Number:
		return v.String()
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	case bool:
		return strconv.FormatBool(v)
	}
	return ""
}

// decodeJSON reads a value that is a list or object, or JSON text of one (a form field).
func decodeJSON(v any) (any, bool) {
	s, ok := v.(string)
	if !ok {
		return v, true
	}
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	var out any
	if err := dec.Decode(&out); err != nil {
		return nil, false
	}
	return out, true
}

// products reads the products list: fields.products missing-args when absent or empty.
func products(f fields, errs *validate.Errors) []map[string]any {
	raw := f("products")
	if raw == nil || raw == "" {
		errs.Add("products", validate.MissingArgs)
		return nil
	}
	v, ok := decodeJSON(raw)
	list, isList := v.([]any)
	if obj, isObj := v.(map[string]any); ok && isObj {
		list, isList = []any{obj}, true
	}
	if !ok || !isList {
		errs.Add("products", validate.MalformedRequest)
		return nil
	}
	if len(list) == 0 {
		errs.Add("products", validate.MissingArgs)
		return nil
	}
	out := make([]map[string]any, len(list))
	for i, it := range list {
		m, ok := it.(map[string]any)
		if !ok {
			errs.Add(itemField(i, "productCode"), validate.MalformedRequest)
			continue
		}
		out[i] = m
	}
	return out
}

func itemField(i int, name string) string { return "products[" + strconv.Itoa(i) + "]." + name }

// quantity reads an item's quantity: skip for text that is not a whole number ("two"),
// malformed-request when negative, capped at MaxWireQuantity above it (the product's own limits
// then apply, docs/cart.md#request-rules); def when absent (def < 0: required).
func quantity(v any, def int, field string, errs *validate.Errors) (int, bool) {
	s := asString(v)
	if v == nil || s == "" {
		if def < 0 {
			errs.Add(field, validate.MalformedRequest)
			return 0, false
		}
		return def, false
	}
	if _, isBool := v.(bool); isBool {
		return 0, true
	}
	n, err := strconv.Atoi(s)
	if errors.Is(err, strconv.ErrRange) && !strings.HasPrefix(s, "-") {
		return MaxWireQuantity, false // a whole number too big for an int is above the cap too
	}
	if errors.Is(err, strconv.ErrRange) {
		errs.Add(field, validate.MalformedRequest)
		return 0, false
	}
	if err != nil {
		return 0, true
	}
	if n < 0 {
		errs.Add(field, validate.MalformedRequest)
	}
	return min(n, MaxWireQuantity), false
}

// parseAdd reads an addToCart request. A missing quantity is 1 (the product page's default).
func parseAdd(f fields) ([]AddItem, error) {
	var errs validate.Errors
	list := products(f, &errs)
	items := make([]AddItem, 0, len(list))
	for i, m := range list {
		if m == nil {
			continue
		}
		it := AddItem{ProductCode: asString(m["productCode"]), Configuration: asString(m["configurationInfo"])}
		if it.ProductCode == "" || len(it.ProductCode) > 32 {
			errs.Add(itemField(i, "productCode"), validate.MalformedRequest)
		}
		it.Quantity, it.Skip = quantity(m["quantity"], 1, itemField(i, "quantity"), &errs)
		extras := func(name string) any { return m[name] }
		if len(list) == 1 {
			// The extras may come at the top level of an add with one product.
			extras = func(name string) any {
				if v, ok := m[name]; ok {
					return v
				}
				return f(name)
			}
		}
		it.GiftCard = recipientOf(extras)
		it.Personalisation, it.PersonalisationBad = personalisationOf(extras(personaliseField))
		items = append(items, it)
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return items, nil
}

func recipientOf(f func(string) any) *Recipient {
	first, last, email, msg := f("firstName"), f("lastName"), f("recipientEmail"), f("messageText")
	if first == nil && last == nil && email == nil && msg == nil {
		return nil
	}
	// The message keeps its inner line breaks so that the one-line rule can refuse them.
	text, _ := msg.(string)
	return &Recipient{FirstName: asString(first), LastName: asString(last), Email: asString(email),
		MessageText: strings.TrimSpace(text)}
}

func personalisationOf(v any) (*Personalisation, bool) {
	if v == nil || v == "" {
		return nil, false
	}
	d, ok := decodeJSON(v)
	m, isObj := d.(map[string]any)
	if !ok || !isObj {
		return &Personalisation{}, true
	}
	text, _ := m["Text"].(string)
	return &Personalisation{Text: text, FontType: asString(m["Font Type"]), FontColour: asString(m["Font Colour"])}, false
}

// parseUpdates reads updateCart and removeFromCart items: remove sets quantity 0.
func parseUpdates(f fields, remove bool) ([]UpdateItem, error) {
	var errs validate.Errors
	list := products(f, &errs)
	items := make([]UpdateItem, 0, len(list))
	for i, m := range list {
		if m == nil {
			continue
		}
		it := UpdateItem{ProductCode: asString(m["productCode"]), EntryNumber: -1}
		if it.ProductCode == "" || len(it.ProductCode) > 32 {
			errs.Add(itemField(i, "productCode"), validate.MalformedRequest)
		}
		if s := asString(m["entryNumber"]); s != "" {
			n, err := strconv.Atoi(s)
			if err != nil || n < 0 {
				errs.Add(itemField(i, "entryNumber"), validate.MalformedRequest)
			}
			it.EntryNumber = n
		}
		if !remove {
			it.Quantity, it.Skip = quantity(m["quantity"], -1, itemField(i, "quantity"), &errs)
		}
		items = append(items, it)
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return items, nil
}

// Last4 forwards to postcode.Last4 for the transport (internal/httpapi/cart.go), which has not
// switched to it yet: a store number or postcode reduced to its last 4 digits, "" when fewer remain.
func Last4(s string) string { return postcode.Last4(s) }

// ParsePostalCode forwards to postcode.ParseLast4 for the transport (internal/httpapi/cart.go),
// which has not switched to it yet: an optional postcode field reduced to its last 4 digits.
func ParsePostalCode(errs *validate.Errors, field, v string) string {
	return string(postcode.ParseLast4(errs, field, v))
}

// parsePickup reads setPickupDetails: store{storeNumber, collectionPoint?} (an object, or JSON text
// in a form; storeNumber and collectionPoint at the top level are taken too) and the optional
// contact fields, checked with the shop's contact rules (platform/contact).
func parsePickup(f fields) (Pickup, error) {
	var errs validate.Errors
	var p Pickup
	if st, ok := decodeJSON(f("store")); ok {
		if m, isObj := st.(map[string]any); isObj {
			p.StoreNumber, p.CollectionPoint = asString(m["storeNumber"]), asString(m["collectionPoint"])
		}
	}
	if p.StoreNumber == "" {
		p.StoreNumber = asString(f("storeNumber"))
	}
	if p.CollectionPoint == "" {
		p.CollectionPoint = asString(f("collectionPoint"))
	}
	if p.StoreNumber == "" {
		errs.Add("store.storeNumber", validate.MissingArgs)
	} else if p.StoreNumber = postcode.Last4(p.StoreNumber); p.StoreNumber == "" {
		errs.Add("store.storeNumber", validate.MalformedRequest)
	}
	errs.MaxLen("store.collectionPoint", p.CollectionPoint, 64)
	if v := asString(f("firstName")); v != "" {
		p.FirstName = string(contact.ParseName(&errs, "firstName", v))
	}
	if v := asString(f("lastName")); v != "" {
		p.LastName = string(contact.ParseName(&errs, "lastName", v))
	}
	p.Mobile = string(contact.ParseMobile(&errs, "mobileNumber", asString(f("mobileNumber")), false))
	if v := asString(f("email")); v != "" {
		p.Email = string(contact.ParseEmail(&errs, "email", v))
	}
	if err := errs.Err(); err != nil {
		return Pickup{}, err
	}
	return p, nil
}

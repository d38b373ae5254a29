package cart

import (
	"github.com/swaggest/jsonschema-go"

	"github.com/wattle/storefront/internal/platform/wire"
)

// The cart's requests as sent (docs/cart.md#cart-operations). A cart request takes its fields in
// more than one shape (docs/cart.md#request-rules): products as a list, one item or JSON text of
// either; a quantity as a number or as text, where a word skips the item; extras at the top level
// of an add with one product. Its fields are therefore kept as sent (wire.Value) and read by the
// Parse functions, which collect every field error; the types below describe them for the API
// document.

// AddRequest is addToCart's body.
type AddRequest struct {
	Products ProductsValue `json:"products" required:"true"`
	GiftCardExtras
	Personalisation wire.Value `json:"wattleProductPersonaliseData,omitempty" description:"personalisation extras of an add with one product: an object, or JSON text of one"`
}

// UpdateRequest is updateCart's and removeFromCart's body.
type UpdateRequest struct {
	Products ProductsValue `json:"products" required:"true"`
}

// GiftCardExtras are a gift card's recipient, on an item or at the top level of an add with one
// product.
type GiftCardExtras struct {
	FirstName      Text `json:"firstName,omitempty" description:"gift card recipient: 2-32 letters, hyphens, apostrophes, spaces"`
	LastName       Text `json:"lastName,omitempty" description:"gift card recipient: 2-32 letters, hyphens, apostrophes, spaces"`
	RecipientEmail Text `json:"recipientEmail,omitempty" description:"gift card recipient's e-mail (required for an e-gift card)"`
	MessageText    Text `json:"messageText,omitempty" description:"gift card message: up to 120 characters, one line, no HTML"`
}

// PickupRequest is setPickupDetails's body.
type PickupRequest struct {
	Store           StoreValue `json:"store" required:"true"`
	StoreNumber     Text       `json:"storeNumber,omitempty" description:"the store, when store is not sent"`
	CollectionPoint Text       `json:"collectionPoint,omitempty" description:"the collection point, when store does not name one"`
	FirstName       Text       `json:"firstName,omitempty"`
	LastName        Text       `json:"lastName,omitempty"`
	MobileNumber    Text       `json:"mobileNumber,omitempty"`
	Email           Text       `json:"email,omitempty"`
}

// ModeRequest is setDeliveryMode's body.
type ModeRequest struct {
	ID          string    `json:"id" required:"true" enum:"CNC,HD,ED,cnc,hd,ed"`
	IsAdvantage wire.Flag `json:"isAdvantage,omitempty" description:"the member's free delivery (recorded with memberships)"`
	PostalCode  string    `json:"postalCode,omitempty" description:"the delivery postcode (last 4 digits count)"`
}

// ProgressiveRequest is setProgressiveNotification's body.
type ProgressiveRequest struct {
	Allow wire.Flag `json:"allowProgressiveNotification" required:"true"`
}

// Text is a text field as sent; a number or a boolean is taken as its text.
type Text struct{ wire.Value }

// JSONSchema implements jsonschema.Exposer: a string.
func (Text) JSONSchema() (jsonschema.Schema, error) {
	var s jsonschema.Schema
	s.WithType(jsonschema.String.Type())
	return s, nil
}

// ProductsValue are the products of an add, update or remove as sent.
type ProductsValue struct{ wire.Value }

// JSONSchema implements jsonschema.Exposer: an array of items, or JSON text of one in a form.
func (ProductsValue) JSONSchema() (jsonschema.Schema, error) {
	var r jsonschema.Reflector
	item, err := r.Reflect(ItemDoc{}, jsonschema.InlineRefs, jsonschema.PropertyNameTag("json"))
	if err != nil {
		return item, err
	}
	var s jsonschema.Schema
	s.TypeEns().WithSliceOfSimpleTypeValues(jsonschema.Array, jsonschema.String)
	var text jsonschema.Schema
	text.WithType(jsonschema.String.Type()).WithDescription("JSON text of one item")
	var either jsonschema.Schema
	either.WithAnyOf(item.ToSchemaOrBool(), text.ToSchemaOrBool())
	s.WithItems(*(&jsonschema.Items{}).WithSchemaOrBool(either.ToSchemaOrBool()))
	s.WithDescription("the products: a JSON array, or JSON text of one in a form")
	return s, nil
}

// ItemDoc describes one product of an add, update or remove for the API document (the Parse
// functions read items as sent: products, quantity).
type ItemDoc struct {
	ProductCode       string      `json:"productCode" required:"true" maxLength:"32" description:"the variant code"`
	EntryNumber       int         `json:"entryNumber,omitempty" minimum:"0" description:"the entry (update, remove)"`
	Quantity          QuantityDoc `json:"quantity,omitempty" description:"0-32767, more is capped at 32767 (add: default 1); text that is not a number skips the item"`
	ConfigurationInfo string      `json:"configurationInfo,omitempty"`
	GiftCardExtrasDoc
	Personalisation *PersonalisationDoc `json:"wattleProductPersonaliseData,omitempty" description:"a personalised item's extras (an object, or JSON text of one in a form)"`
}

// GiftCardExtrasDoc are GiftCardExtras on an item, for the API document.
type GiftCardExtrasDoc struct {
	FirstName      string `json:"firstName,omitempty" description:"gift card recipient: 2-32 letters, hyphens, apostrophes, spaces"`
	LastName       string `json:"lastName,omitempty" description:"gift card recipient: 2-32 letters, hyphens, apostrophes, spaces"`
	RecipientEmail string `json:"recipientEmail,omitempty" description:"gift card recipient's e-mail (required for an e-gift card)"`
	MessageText    string `json:"messageText,omitempty" description:"gift card message: up to 120 characters, one line, no HTML"`
}

// PersonalisationDoc describes a personalised item's extras for the API document.
type PersonalisationDoc struct {
	Text       string `json:"Text" description:"1-20 characters, one line"`
	FontType   string `json:"Font Type" enum:"Serif,Sans Serif,Script,Block"`
	FontColour string `json:"Font Colour" enum:"Gold,Silver,Black,White,Navy"`
}

// QuantityDoc is a quantity as sent, for the API document: a JSON integer or text.
type QuantityDoc string

// JSONSchema implements jsonschema.Exposer: an integer or a string.
func (QuantityDoc) JSONSchema() (jsonschema.Schema, error) {
	var s jsonschema.Schema
	s.TypeEns().WithSliceOfSimpleTypeValues(jsonschema.Integer, jsonschema.String)
	s.WithDescription("0-32767 as a JSON integer or text (more is capped at 32767); text that is not a whole number skips the item")
	return s, nil
}

// StoreValue is setPickupDetails's store as sent.
type StoreValue struct{ wire.Value }

// JSONSchema implements jsonschema.Exposer: an object, or JSON text of one.
func (StoreValue) JSONSchema() (jsonschema.Schema, error) {
	var obj, str jsonschema.Schema
	obj.WithType(jsonschema.Object.Type()).WithRequired("storeNumber").
		WithPropertiesItem("storeNumber", (&jsonschema.Schema{}).WithType(jsonschema.String.Type()).ToSchemaOrBool()).
		WithPropertiesItem("collectionPoint", (&jsonschema.Schema{}).WithType(jsonschema.String.Type()).ToSchemaOrBool())
	str.WithType(jsonschema.String.Type())
	var s jsonschema.Schema
	s.WithOneOf(obj.ToSchemaOrBool(), str.ToSchemaOrBool())
	s.WithDescription("{storeNumber, collectionPoint?}: an object, or JSON text of one in a form")
	return s, nil
}

// fields reads an add's fields by name, as the Parse functions take them.
func (r AddRequest) fields() fields {
	return func(name string) any {
		switch name {
		case "products":
			return r.Products.Any()
		case personaliseField:
			return r.Personalisation.Any()
		}
		return r.GiftCardExtras.field(name)
	}
}

func (g GiftCardExtras) field(name string) any {
	switch name {
	case "firstName":
		return g.FirstName.Any()
	case "lastName":
		return g.LastName.Any()
	case "recipientEmail":
		return g.RecipientEmail.Any()
	case "messageText":
		return g.MessageText.Any()
	}
	return nil
}

func (r UpdateRequest) fields() fields {
	return func(name string) any {
		if name == "products" {
			return r.Products.Any()
		}
		return nil
	}
}

func (r PickupRequest) fields() fields {
	return func(name string) any {
		switch name {
		case "store":
			return r.Store.Any()
		case "storeNumber":
			return r.StoreNumber.Any()
		case "collectionPoint":
			return r.CollectionPoint.Any()
		case "firstName":
			return r.FirstName.Any()
		case "lastName":
			return r.LastName.Any()
		case "mobileNumber":
			return r.MobileNumber.Any()
		case "email":
			return r.Email.Any()
		}
		return nil
	}
}

// ParseAdd reads an addToCart request (parseAdd).
func ParseAdd(r AddRequest) ([]AddItem, error) { return parseAdd(r.fields()) }

// ParseUpdate reads an updateCart request: every item needs productCode and quantity.
func ParseUpdate(r UpdateRequest) ([]UpdateItem, error) { return parseUpdates(r.fields(), false) }

// ParseRemove reads a removeFromCart request (each item's quantity becomes 0).
func ParseRemove(r UpdateRequest) ([]UpdateItem, error) { return parseUpdates(r.fields(), true) }

// ParsePickup reads setPickupDetails (parsePickup).
func ParsePickup(r PickupRequest) (Pickup, error) { return parsePickup(r.fields()) }

// Package wire holds the shapes of values as clients send them, where a form's text and a JSON
// value both have to be taken: a yes/no, a whole number, a decimal. A request type (plain data,
// one per operation, docs/api-shapes.md) declares its fields with them; the transport's decoder
// fills them and the OpenAPI document describes them; the domain's Parse functions read them.
package wire

import (
	"bytes"
	"encoding/json"
	"strings"

	"github.com/swaggest/jsonschema-go"
)

// Flag is a yes or no: a JSON boolean, or true, on, 1 or yes as text (a form's check box);
// anything else is no.
type Flag string

// On reports whether the flag says yes.
func (f Flag) On() bool {
	switch strings.ToLower(string(f)) {
	case "true", "on", "1", "yes":
		return true
	}
	return false
}

// JSONSchema implements jsonschema.Exposer: a boolean or a string.
func (Flag) JSONSchema() (jsonschema.Schema, error) {
	var s jsonschema.Schema
	s.TypeEns().WithSliceOfSimpleTypeValues(jsonschema.Boolean, jsonschema.String)
	s.WithDescription("yes or no: a JSON boolean, or true, on, 1 or yes as text (anything else is no)")
	return s, nil
}

// Int is a whole number sent as a JSON number or as text (a form field), kept as sent: its Parse
// function says what is wrong with it.
type Int string

// JSONSchema implements jsonschema.Exposer: an integer or a string.
func (Int) JSONSchema() (jsonschema.Schema, error) {
	var s jsonschema.Schema
	s.TypeEns().WithSliceOfSimpleTypeValues(jsonschema.Integer, jsonschema.String)
	return s, nil
}

// Number is a decimal sent as a JSON number or as text, kept as sent (money is parsed from its
// text with money.ParseDecimal, never through a float).
type Number string

// JSONSchema implements jsonschema.Exposer: a number or a string.
func (Number) JSONSchema() (jsonschema.Schema, error) {
	var s jsonschema.Schema
	s.TypeEns().WithSliceOfSimpleTypeValues(jsonschema.Number, jsonschema.String)
	return s, nil
}

// UnmarshalJSON implements json.Unmarshaler: a boolean, a number or a string, as text.
func (f *Flag) UnmarshalJSON(b []byte) error { *f = Flag(text(b)); return nil }

// UnmarshalJSON implements json.Unmarshaler: a number or a string, as text.
func (n *Int) UnmarshalJSON(b []byte) error { *n = Int(text(b)); return nil }

// UnmarshalJSON implements json.Unmarshaler: a number or a string, as text.
func (n *Number) UnmarshalJSON(b []byte) error { *n = Number(text(b)); return nil }

// text is a JSON scalar as text (a string's content, a number's digits, true or false); "" for
// null, a list or an object, which no Parse step takes for a value.
func text(b []byte) string {
	b = bytes.TrimSpace(b)
	if len(b) == 0 {
		return ""
	}
	switch b[0] {
	case '"':
		var s string
		if json.Unmarshal(b, &s) == nil {
			return s
		}
		return ""
	case '{', '[', 'n':
		return ""
	}
	return string(b)
}

// TextOf is a JSON scalar as text, as the decoder reads a text field: a string's content, a
// number's digits, true or false; "" for null, a list or an object.
func TextOf(b []byte) string { return text(b) }

// Value is a field as sent, for a Parse function that takes it in more than one shape (a list or
// one item, an object or JSON text of one, a number or a word): the JSON value, numbers as
// json.Number, or a form field's text. Nil when the field was not sent (or sent as null).
type Value struct{ v any }

// Any is the value as sent.
func (x Value) Any() any { return x.v }

// UnmarshalJSON implements json.Unmarshaler: the JSON value as it is.
func (x *Value) UnmarshalJSON(b []byte) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	return dec.Decode(&x.v)
}

// UnmarshalText implements encoding.TextUnmarshaler: a form field's text.
func (x *Value) UnmarshalText(b []byte) error {
	x.v = string(b)
	return nil
}

// JSONSchema implements jsonschema.Exposer: any value (a field declares its own shapes by a type
// of its own that embeds Value).
func (Value) JSONSchema() (jsonschema.Schema, error) { return jsonschema.Schema{}, nil }

// ValueOf is v as a Value (what a Parse function's tests send).
func ValueOf(v any) Value { return Value{v: v} }

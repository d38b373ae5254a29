// Package wire holds the shapes of values as clients send them, where a form's text and a JSON
// value both have to be taken: a yes/no, a whole number, a decimal. A request type (plain data,
// one per operation, docs/api-shapes.md) declares its fields with them; the transport's decoder
// fills them and the OpenAPI document describes them; the domain's Parse functions read them.
package wire

import (
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

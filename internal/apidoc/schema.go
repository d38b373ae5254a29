// Package apidoc writes an OpenAPI 3.1 document from Go types: each operation's request type gives
// its parameters and body, its answer type the schema of the success envelope's data, and its
// error answers the failures it lists (docs/api.md). Schemas come from the Go types by
// github.com/swaggest/jsonschema-go, following encoding/json: a field without omitempty is
// required in an answer, one with omitempty is optional, a pointer without omitempty may be null.
// One rule on top: a list or a map is never null on the wire (every answer writes [] or {}).
//
// It knows nothing of the shop's operations: the transport (internal/httpapi) describes them.
package apidoc

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/swaggest/jsonschema-go"
)

// SchemaPrefix is where the document keeps its named schemas.
const SchemaPrefix = "#/components/schemas/"

// Naming is how schemas are named and what they enumerate.
type Naming struct {
	// StripPrefix is taken off the names of the transport's own types ("Httpapi").
	StripPrefix string
	// Renames renames the schemas whose names come out of their Go names awkwardly.
	Renames map[string]string
	// Enums are the values of the types whose values are a closed set.
	Enums map[reflect.Type][]any
}

// Schemas generates JSON Schemas from Go types, collecting the named ones for components/schemas.
type Schemas struct {
	naming    Naming
	reflector jsonschema.Reflector
	named     map[string]json.RawMessage
	err       error
}

// NewSchemas returns an empty collection that names schemas by naming.
func NewSchemas(naming Naming) *Schemas {
	return &Schemas{naming: naming, named: map[string]json.RawMessage{}}
}

// options are the reflection options: answers (bodies the server writes) infer required fields
// from omitempty as encoding/json writes them; requests take them from `required` tags.
func (sc *Schemas) options(answer bool, nameTag string) []func(*jsonschema.ReflectContext) {
	opts := []func(*jsonschema.ReflectContext){
		jsonschema.DefinitionsPrefix(SchemaPrefix),
		jsonschema.StripDefinitionNamePrefix(sc.naming.StripPrefix),
		jsonschema.InterceptDefName(func(_ reflect.Type, name string) string {
			if n, ok := sc.naming.Renames[name]; ok {
				return n
			}
			return name
		}),
		jsonschema.PropertyNameTag(nameTag),
		jsonschema.CollectDefinitions(sc.collect),
		// A pointer to a named object without omitempty is written null when nil (the cart's fees
		// before a mode is chosen): anyOf null or the object.
		func(rc *jsonschema.ReflectContext) { rc.EnvelopNullability = true },
		jsonschema.InterceptNullability(func(p jsonschema.InterceptNullabilityParams) {
			switch k := p.Type.Kind(); {
			case p.NullAdded && (k == reflect.Slice || k == reflect.Map):
				p.Schema.RemoveType(jsonschema.Null) // our rule: lists and maps are never null
			case p.OmitEmpty && k == reflect.Pointer:
				p.Schema.RemoveType(jsonschema.Null) // a nil pointer is left out, never written null
			case len(p.Schema.AnyOf) == 2 && p.Schema.Type != nil:
				p.Schema.Type = nil // null or the object (EnvelopNullability): the anyOf says it all
			}
		}),
		jsonschema.InterceptSchema(func(p jsonschema.InterceptSchemaParams) (bool, error) {
			if values, ok := sc.naming.Enums[p.Value.Type()]; ok && p.Processed {
				p.Schema.WithEnum(values...)
			}
			return false, nil
		}),
	}
	if answer {
		opts = append(opts, jsonschema.InterceptProp(func(p jsonschema.InterceptPropParams) error {
			if !p.Processed || strings.Contains(p.Field.Tag.Get("json"), ",omitempty") {
				return nil
			}
			if !slices.Contains(p.ParentSchema.Required, p.Name) {
				p.ParentSchema.Required = append(p.ParentSchema.Required, p.Name)
			}
			return nil
		}))
	}
	return opts
}

// collect keeps a named schema; two different types of one name would be an error.
func (sc *Schemas) collect(name string, s jsonschema.Schema) {
	b, err := json.Marshal(s)
	if err != nil {
		sc.fail(err)
		return
	}
	if prev, ok := sc.named[name]; ok && !bytes.Equal(prev, b) {
		sc.fail(fmt.Errorf("openapi: two schemas named %s", name))
		return
	}
	sc.named[name] = b
}

func (sc *Schemas) fail(err error) {
	if sc.err == nil {
		sc.err = err
	}
}

// Answer returns the schema of v's type as an answer: a reference to a named schema for a named
// type with properties, else inline.
func (sc *Schemas) Answer(v any) jsonschema.Schema {
	s, err := sc.reflector.Reflect(v, append(sc.options(true, "json"), jsonschema.RootRef)...)
	sc.fail(err)
	return s
}

// Request returns the schema of v's type as a request's part: a reference to a named schema.
func (sc *Schemas) Request(v any) jsonschema.Schema {
	s, err := sc.reflector.Reflect(v, append(sc.options(false, "json"), jsonschema.RootRef)...)
	sc.fail(err)
	return s
}

// Inline returns the schema of v's type inline (its nested named types by reference), its
// properties named by nameTag.
func (sc *Schemas) Inline(v any, answer bool, nameTag string) jsonschema.Schema {
	s, err := sc.reflector.Reflect(v, sc.options(answer, nameTag)...)
	sc.fail(err)
	return s
}

// FieldNames lists the names t's fields take under tag, embedded structs' fields in place, in
// declaration order (the order of the document's parameters).
func FieldNames(t reflect.Type, tag string) []string {
	var out []string
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get(tag), ",")
		switch {
		case name == "" && f.Anonymous && f.Type.Kind() == reflect.Struct:
			out = append(out, FieldNames(f.Type, tag)...)
		case name != "" && name != "-":
			out = append(out, name)
		}
	}
	return out
}

// HasFields reports whether v (a request type, or nil) has fields under tag.
func HasFields(v any, tag string) bool {
	return v != nil && len(FieldNames(reflect.TypeOf(v), tag)) > 0
}

// parameters are the path, query, header and cookie parameters of request type in, from its
// `path`, `query`, `header` and `cookie` fields.
func (sc *Schemas) parameters(opID string, in any) []map[string]any {
	if in == nil {
		return nil
	}
	var out []map[string]any
	for _, where := range []string{"path", "query", "header", "cookie"} {
		names := FieldNames(reflect.TypeOf(in), where)
		if len(names) == 0 {
			continue
		}
		obj := sc.Inline(in, false, where)
		for _, name := range names {
			prop := obj.Properties[name].TypeObject
			if prop == nil {
				sc.fail(fmt.Errorf("openapi: %s: no schema for %s parameter %s", opID, where, name))
				continue
			}
			p := *prop
			desc := ""
			if p.Description != nil {
				desc, p.Description = *p.Description, nil
			}
			param := map[string]any{
				"name": name, "in": where, "required": where == "path" || slices.Contains(obj.Required, name),
				"schema": p,
			}
			if desc != "" {
				param["description"] = desc
			}
			out = append(out, param)
		}
	}
	return out
}

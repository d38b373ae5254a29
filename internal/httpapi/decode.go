package httpapi

import (
	"bytes"
	"encoding"
	"encoding/json"
	"mime"
	"net/http"
	"reflect"
	"strings"
	"sync"

	"github.com/wattle/storefront/internal/platform/validate"
	"github.com/wattle/storefront/internal/platform/wire"
)

// decode reads an operation's request into its one declared type T, the type the route table
// also gives the OpenAPI document (docs/api-shapes.md#requests): a field tagged `path`, `query`
// or `header` is that parameter; a field tagged `json` is a body field, read the same way from
// form fields (application/x-www-form-urlencoded, multipart) and from a JSON object.
//
// The decoder takes what was sent and judges nothing: text is kept as sent (untrimmed: the Parse
// step trims, and a password's spaces are the shopper's own), a JSON number or boolean sent for a
// text field is its text, and any other JSON value there reads as absent, for the Parse step to
// name as missing. A list or object field takes a JSON value, or JSON text of one (a form can
// only send text); one that cannot be read is a field error (malformed-request). Only a body that
// is neither form fields nor a JSON object fails the whole request.
func decode[T any](r *http.Request) (T, error) {
	var in T
	p := planOf(reflect.TypeFor[T]())
	v := reflect.ValueOf(&in).Elem()
	var errs validate.Errors
	for _, f := range p.params {
		setParam(v.FieldByIndex(f.index), f, r)
	}
	if len(p.body) > 0 && r.Method != http.MethodGet {
		fields, err := readBody(r)
		if err != nil {
			return in, err
		}
		for _, f := range p.body {
			if raw, ok := fields[f.name]; ok {
				setBody(v.FieldByIndex(f.index), f.name, raw, &errs)
			}
		}
	}
	return in, errs.Err()
}

// fieldPlan is where one field of a request type comes from.
type fieldPlan struct {
	index []int
	in    string // path, query, header, or json
	name  string
}

// requestPlan is how a request type is read, worked out once per type.
type requestPlan struct {
	params []fieldPlan
	body   []fieldPlan
}

var plans sync.Map // reflect.Type → *requestPlan

func planOf(t reflect.Type) *requestPlan {
	if p, ok := plans.Load(t); ok {
		return p.(*requestPlan)
	}
	p := &requestPlan{}
	if t.Kind() == reflect.Struct {
		collectFields(t, nil, p)
	}
	plans.Store(t, p)
	return p
}

func collectFields(t reflect.Type, index []int, p *requestPlan) {
	for i := range t.NumField() {
		f := t.Field(i)
		at := append(append([]int(nil), index...), i)
		if f.Anonymous && f.Type.Kind() == reflect.Struct {
			collectFields(f.Type, at, p)
			continue
		}
		if !f.IsExported() {
			continue
		}
		for _, in := range []string{"path", "query", "header", "json"} {
			name, _, _ := strings.Cut(f.Tag.Get(in), ",")
			if name == "" || name == "-" {
				continue
			}
			fp := fieldPlan{index: at, in: in, name: name}
			if in == "json" {
				p.body = append(p.body, fp)
			} else {
				p.params = append(p.params, fp)
			}
		}
	}
}

// setParam fills a parameter field: text as sent; a list from repeated or comma-separated values;
// a yes/no from true/false.
func setParam(v reflect.Value, f fieldPlan, r *http.Request) {
	var text string
	switch f.in {
	case "path":
		text = r.PathValue(f.name)
	case "header":
		text = r.Header.Get(f.name)
	case "query":
		if v.Kind() == reflect.Slice && v.Type().Elem().Kind() == reflect.String {
			list := queryList(r, f.name)
			s := reflect.MakeSlice(v.Type(), len(list), len(list))
			for i, item := range list {
				s.Index(i).SetString(item)
			}
			v.Set(s)
			return
		}
		text = r.URL.Query().Get(f.name)
	}
	switch v.Kind() {
	case reflect.String:
		v.SetString(text)
	case reflect.Bool:
		v.SetBool(text == "true") // as a body's: true alone is yes
	}
}

// rawField is a body field as sent: JSON (a value of a JSON body) or text (a form field).
type rawField struct {
	json json.RawMessage
	text string
	form bool
}

// readBody reads form fields or a JSON object, by name.
func readBody(r *http.Request) (map[string]rawField, error) {
	malformed := validation("The request could not be read.", map[string]string{"body": keyMalformedRequest})
	r.Body = http.MaxBytesReader(nil, r.Body, maxBody)
	ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	switch ct {
	case "application/json":
		var obj map[string]json.RawMessage
		if err := json.NewDecoder(r.Body).Decode(&obj); err != nil {
			return nil, malformed
		}
		out := make(map[string]rawField, len(obj))
		for k, v := range obj {
			out[k] = rawField{json: v}
		}
		return out, nil
	case "application/x-www-form-urlencoded", "multipart/form-data", "":
		if err := r.ParseForm(); err != nil {
			return nil, malformed
		}
		out := make(map[string]rawField, len(r.PostForm))
		for k, v := range r.PostForm {
			if len(v) > 0 {
				out[k] = rawField{text: v[0], form: true}
			}
		}
		return out, nil
	}
	return nil, &apiError{Status: http.StatusUnsupportedMediaType, Code: codeValidation, Message: "Send form fields or JSON.",
		Fields: map[string]string{"body": keyMalformedRequest}}
}

var (
	rawMessageType  = reflect.TypeFor[json.RawMessage]()
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
)

// setBody fills a body field from what was sent.
func setBody(v reflect.Value, name string, raw rawField, errs *validate.Errors) {
	switch {
	case v.Type() == rawMessageType:
		if raw.form {
			v.SetBytes([]byte(raw.text))
		} else {
			v.SetBytes(raw.json)
		}
	case v.Kind() == reflect.String:
		if raw.form {
			v.SetString(raw.text)
		} else {
			v.SetString(wire.TextOf(raw.json))
		}
	case v.Kind() == reflect.Bool:
		// true alone is yes (a JSON true, or the text true); anything else is no. A field that
		// takes a check box's on, 1 or yes is a wire.Flag.
		text := raw.text
		if !raw.form {
			text = wire.TextOf(raw.json)
		}
		v.SetBool(strings.TrimSpace(text) == "true")
	case v.Addr().Type().Implements(jsonUnmarshaler):
		// A value its Parse function reads in more than one shape (wire.Value): the JSON as it
		// is, or a form's text as text.
		var err error
		if tu, ok := v.Addr().Interface().(encoding.TextUnmarshaler); ok && raw.form {
			err = tu.UnmarshalText([]byte(raw.text))
		} else if raw.form {
			err = json.Unmarshal([]byte(raw.text), v.Addr().Interface())
		} else {
			err = json.Unmarshal(raw.json, v.Addr().Interface())
		}
		if err != nil {
			errs.Add(name, keyMalformedRequest)
		}
	default:
		// A list or an object: a JSON value, or JSON text of one (a form field, or a JSON string).
		data := []byte(raw.text)
		if !raw.form {
			data = raw.json
			var s string
			if json.Unmarshal(data, &s) == nil {
				data = []byte(s)
			}
		}
		if bytes.Equal(bytes.TrimSpace(data), []byte("null")) || len(bytes.TrimSpace(data)) == 0 {
			return
		}
		if err := json.Unmarshal(data, v.Addr().Interface()); err != nil {
			switch v.Kind() {
			case reflect.Slice, reflect.Array:
				errs.Message(name + " must be a list.")
			case reflect.Struct, reflect.Map:
				errs.Message(name + " must be an object.")
			}
			errs.Add(name, keyMalformedRequest)
		}
	}
}

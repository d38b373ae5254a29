package apidoc

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/swaggest/jsonschema-go"
)

// Answer is an error answer the document declares under components/responses.
type Answer struct {
	Name        string
	Status      int
	Code        string
	Description string
	// WithFields marks an answer that names the bad fields.
	WithFields bool
}

// Operation is one operation as the document describes it.
type Operation struct {
	ID, Method, Path, Tag, Summary string
	// In is the request, a value of a struct type: its `path`, `query`, `header` and `cookie`
	// fields are the parameters, its `json` fields the body (form fields or JSON); nil takes
	// nothing. Out is a value of the type of the success answer's data.
	In, Out any
	// Errors are the error answers the operation gives, each by its status.
	Errors []Answer
	// Created answers 201; Redirects answers 302 with a Location (a browser's navigation);
	// ETagged answers 304 to a request whose If-None-Match is still the answer's.
	Created, Redirects, ETagged bool
	// Roles are the staff roles allowed (x-roles); nil for an operation anyone may call.
	Roles any
	// Parameters are what the operation may carry besides its request type's (cookies).
	Parameters []map[string]any
	// Security is what the operation needs (security requirement objects); none when empty.
	Security []map[string][]string
}

// Tag names a group of operations.
type Tag struct{ Name, Description string }

// Reference is a schema a request names by reference alone: Value's type must be named Ref.
type Reference struct {
	Value any
	Ref   string
}

// Document is what the document is written from.
type Document struct {
	Title, Description string
	Tags               []Tag
	Operations         []Operation
	// Answers are every error answer, declared once under components/responses.
	Answers []Answer
	// Success and Failure are the envelope's types: data takes each operation's answer.
	Success, Failure any
	// BodyField is a type with one json field every body may carry (the csrf token), whatever
	// the operation's request type says.
	BodyField any
	// References are the schemas requests name by reference alone.
	References []Reference
	// Paths are paths described outside the operations (the document itself).
	Paths map[string]map[string]any
	// SecuritySchemes are the document's security schemes.
	SecuritySchemes map[string]any
}

// Ref is a reference to a component: Ref("responses", "Internal").
func Ref(section, name string) map[string]any {
	return map[string]any{"$ref": "#/components/" + section + "/" + name}
}

// JSONContent is a JSON body of schema.
func JSONContent(schema any) map[string]any {
	return map[string]any{"application/json": map[string]any{"schema": schema}}
}

// Build writes the document, naming schemas by naming.
func Build(d Document, naming Naming) (map[string]any, error) {
	sc := NewSchemas(naming)
	for _, r := range d.References {
		if ref := sc.Request(r.Value).Ref; ref == nil || *ref != r.Ref {
			return nil, fmt.Errorf("openapi: %T is not named %s", r.Value, r.Ref)
		}
	}
	success := sc.Inline(d.Success, true, "json")
	failure := sc.Answer(d.Failure)
	var bodyField map[string]jsonschema.SchemaOrBool
	if d.BodyField != nil {
		bodyField = sc.Inline(d.BodyField, false, "json").Properties
	}
	paths := map[string]map[string]any{}
	for _, o := range d.Operations {
		if paths[o.Path] == nil {
			paths[o.Path] = map[string]any{}
		}
		paths[o.Path][strings.ToLower(o.Method)] = sc.operation(o, success, failure, bodyField)
	}
	for p, methods := range d.Paths {
		paths[p] = methods
	}
	responses := map[string]any{}
	for _, a := range d.Answers {
		if _, done := responses[a.Name]; done {
			continue
		}
		props := map[string]any{"code": map[string]any{"const": a.Code}}
		code := map[string]any{"type": "object", "required": []string{"code"}, "properties": props}
		if a.WithFields {
			props["fields"] = map[string]any{"type": "object", "minProperties": 1}
			code["required"] = []string{"code", "fields"}
		}
		resp := map[string]any{
			"description": a.Description,
			"content": JSONContent(map[string]any{"allOf": []any{failure, map[string]any{
				"type": "object", "properties": map[string]any{"error": code},
			}}}),
		}
		if h := answerHeaders(a); h != nil {
			resp["headers"] = h
		}
		responses[a.Name] = resp
	}
	if sc.err != nil {
		return nil, sc.err
	}
	var tagList []map[string]any
	for _, t := range d.Tags {
		tagList = append(tagList, map[string]any{"name": t.Name, "description": t.Description})
	}
	return map[string]any{
		"openapi": "3.1.0",
		"info":    map[string]any{"title": d.Title, "version": "1.0.0", "description": d.Description},
		"servers": []map[string]any{{"url": "/"}},
		"tags":    tagList,
		"paths":   paths,
		"components": map[string]any{
			"schemas":         sc.named,
			"responses":       responses,
			"securitySchemes": d.SecuritySchemes,
		},
	}, nil
}

// operation describes o; success is the success envelope, whose data takes o's answer.
func (sc *Schemas) operation(o Operation, success, failure jsonschema.Schema, bodyField map[string]jsonschema.SchemaOrBool) map[string]any {
	envelope := success
	envelope.Properties = map[string]jsonschema.SchemaOrBool{}
	for k, v := range success.Properties {
		envelope.Properties[k] = v
	}
	data := sc.Answer(o.Out)
	envelope.Properties["data"] = data.ToSchemaOrBool()
	ok := "200"
	if o.Created {
		ok = "201"
	}
	responses := map[string]any{
		ok: map[string]any{"description": "Success: data is the answer.", "content": JSONContent(envelope)},
	}
	if o.Redirects {
		// A browser's navigation: the answer is where to go next, not data.
		responses = map[string]any{"302": map[string]any{"description": "Found: Location is where the shopper goes next.",
			"headers": map[string]any{"Location": map[string]any{"required": true, "schema": map[string]any{"type": "string"}}}}}
	}
	if o.ETagged {
		responses["304"] = map[string]any{"description": "Not Modified: the If-None-Match ETag is still the answer's."}
	}
	byStatus := map[int][]Answer{}
	for _, a := range o.Errors {
		byStatus[a.Status] = append(byStatus[a.Status], a)
	}
	for status, as := range byStatus {
		if len(as) == 1 {
			responses[fmt.Sprint(status)] = Ref("responses", as[0].Name)
			continue
		}
		// Several codes share a status: the answer is one of theirs.
		responses[fmt.Sprint(status)] = sharedStatus(failure, as)
	}
	op := map[string]any{
		"operationId": o.ID,
		"summary":     o.Summary,
		"tags":        []string{o.Tag},
		"responses":   responses,
		"security":    []map[string][]string{},
	}
	if o.Roles != nil {
		op["x-roles"] = o.Roles
	}
	op["parameters"] = append(sc.parameters(o.ID, o.In), o.Parameters...)
	if o.Method != http.MethodGet && HasFields(o.In, "json") {
		body := sc.Inline(o.In, false, "json")
		for name, field := range bodyField {
			if _, ok := body.Properties[name]; !ok {
				body.WithPropertiesItem(name, field)
			}
		}
		// A body of optional fields only (sign-out's, a delete's: just _csrf, which the header
		// may carry instead) may be left out altogether.
		op["requestBody"] = map[string]any{"required": len(body.Required) > 0, "content": map[string]any{
			"application/x-www-form-urlencoded": map[string]any{"schema": body, "encoding": formEncoding(body)},
			"application/json":                  map[string]any{"schema": body},
		}}
	}
	if len(o.Security) > 0 {
		op["security"] = o.Security
	}
	return op
}

// sharedStatus is the answer of a status that several error codes share: the failure envelope
// with one of their codes.
func sharedStatus(failure any, as []Answer) map[string]any {
	var codes []any
	var descs []string
	headers := map[string]any{}
	for _, a := range as {
		codes = append(codes, a.Code)
		descs = append(descs, a.Code+": "+a.Description)
		for k, v := range answerHeaders(a) {
			headers[k] = v
		}
	}
	resp := map[string]any{
		"description": strings.Join(descs, " "),
		"content": JSONContent(map[string]any{"allOf": []any{failure, map[string]any{
			"type": "object", "properties": map[string]any{"error": map[string]any{
				"type": "object", "required": []string{"code"}, "properties": map[string]any{"code": map[string]any{"enum": codes}},
			}},
		}}}),
	}
	if len(headers) > 0 {
		resp["headers"] = headers
	}
	return resp
}

// answerHeaders are the headers an error answer carries.
func answerHeaders(a Answer) map[string]any {
	switch a.Status {
	case http.StatusMethodNotAllowed:
		return map[string]any{"Allow": map[string]any{
			"description": "the methods the path takes", "required": true, "schema": map[string]any{"type": "string"},
		}}
	case http.StatusTooManyRequests, http.StatusServiceUnavailable:
		return map[string]any{"Retry-After": map[string]any{
			"description": "seconds to wait before trying again", "required": true, "schema": map[string]any{"type": "string", "pattern": "^[0-9]+$"},
		}}
	}
	return nil
}

// formEncoding lets every field of a form body carry reserved characters (an e-mail's @, a path's
// /, a mobile's +): they are what people type, and the server decodes the form either way.
func formEncoding(body jsonschema.Schema) map[string]any {
	enc := map[string]any{}
	for name := range body.Properties {
		enc[name] = map[string]any{"allowReserved": true}
	}
	return enc
}

// Encode writes the document as the server serves it: indented, HTML characters as they are.
func Encode(doc map[string]any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(doc); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

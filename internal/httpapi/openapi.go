package httpapi

import (
	"net/http"
	"strings"
)

// openAPIDocument builds the OpenAPI 3.1 document from the route table.
func (s *Server) openAPIDocument() map[string]any {
	paths := map[string]map[string]any{}
	for _, rt := range s.routes {
		op := map[string]any{
			"operationId": rt.op,
			"summary":     rt.summary,
			"tags":        []string{rt.tag},
			"responses": map[string]any{
				"200":     map[string]any{"description": "success", "content": jsonContent("#/components/schemas/Success")},
				"default": map[string]any{"description": "failure", "content": jsonContent("#/components/schemas/Failure")},
			},
		}
		var params []map[string]any
		var bodyProps = map[string]any{}
		for _, p := range rt.params {
			if p.in == "body" {
				bodyProps[p.name] = map[string]any{"type": p.typ, "description": p.desc}
				continue
			}
			schema := map[string]any{"type": p.typ}
			if p.typ == "array" {
				schema = map[string]any{"type": "array", "items": map[string]any{"type": "string"}}
			}
			params = append(params, map[string]any{
				"name": p.name, "in": p.in, "required": p.required || p.in == "path",
				"description": p.desc, "schema": schema,
			})
		}
		if params != nil {
			op["parameters"] = params
		}
		if len(bodyProps) > 0 {
			bodyProps["_csrf"] = map[string]any{"type": "string", "description": "csrf token (or the X-CSRF-Token header)"}
			schema := map[string]any{"type": "object", "properties": bodyProps}
			op["requestBody"] = map[string]any{"content": map[string]any{
				"application/x-www-form-urlencoded": map[string]any{"schema": schema},
				"application/json":                  map[string]any{"schema": schema},
			}}
		}
		if rt.method != http.MethodGet {
			op["parameters"] = append(params, map[string]any{
				"name": "X-CSRF-Token", "in": "header", "required": false,
				"description": "csrf token from getSession (or the _csrf body field)", "schema": map[string]any{"type": "string"},
			})
		}
		if paths[rt.path] == nil {
			paths[rt.path] = map[string]any{}
		}
		paths[rt.path][strings.ToLower(rt.method)] = op
	}
	return map[string]any{
		"openapi": "3.1.0",
		"info": map[string]any{
			"title":       s.deps.Config.ShopName + " storefront API",
			"version":     "1.0.0",
			"description": "Every call answers an envelope: {success, data} or {success: false, error: {code, message, fields}}. Non-GET calls need the csrf token from getSession.",
		},
		"servers": []map[string]any{{"url": "/"}},
		"paths":   paths,
		"components": map[string]any{
			"schemas": map[string]any{
				"Money": map[string]any{"type": "object", "properties": map[string]any{
					"value": map[string]any{"type": "number"}, "formattedValue": map[string]any{"type": "string"},
				}},
				"Success": map[string]any{"type": "object", "required": []string{"success", "data"}, "properties": map[string]any{
					"success": map[string]any{"const": true}, "data": map[string]any{"type": "object"},
				}},
				"Failure": map[string]any{"type": "object", "required": []string{"success", "error"}, "properties": map[string]any{
					"success": map[string]any{"const": false},
					"error": map[string]any{"type": "object", "required": []string{"code", "message"}, "properties": map[string]any{
						"code":    map[string]any{"type": "string"},
						"message": map[string]any{"type": "string"},
						"fields":  map[string]any{"type": "object", "additionalProperties": map[string]any{"type": "string"}},
					}},
				}},
			},
		},
	}
}

func jsonContent(ref string) map[string]any {
	return map[string]any{"application/json": map[string]any{"schema": map[string]any{"$ref": ref}}}
}

func (s *Server) openAPI(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	writeJSONBody(w, s.openAPIDocument())
}

package httpapi

import (
	"bytes"
	"encoding/json"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"

	"github.com/wattle/storefront/internal/account"
)

// readAndRestore reads the whole body and puts a fresh reader back so the handler can read it again.
func readAndRestore(r *http.Request) ([]byte, error) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return nil, err
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	return body, nil
}

// queryList reads a parameter given repeated (a=1&a=2) or comma separated (a=1,2).
func queryList(r *http.Request, name string) []string {
	var out []string
	for _, v := range r.URL.Query()[name] {
		for _, p := range strings.Split(v, ",") {
			if p = strings.TrimSpace(p); p != "" {
				out = append(out, p)
			}
		}
	}
	return out
}

func itoa(n int) string { return strconv.Itoa(n) }

// body is a decoded request body: form fields or a JSON object, read the same way.
type body map[string]any

// str returns a field as a trimmed string ("" when absent or not a string).
func (b body) str(name string) string {
	switch v := b[name].(type) {
	case string:
		return strings.TrimSpace(v)
	case json.Number:
		return v.String()
	case bool:
		return strconv.FormatBool(v)
	}
	return ""
}

// raw returns a field as sent (not trimmed: a password's spaces are the shopper's business, and
// the rules that refuse them answer for it); JSON numbers and booleans as text.
func (b body) raw(name string) string {
	if v, ok := b[name].(string); ok {
		return v
	}
	return b.str(name)
}

// decodeBody reads an application/x-www-form-urlencoded or application/json body.
func decodeBody(r *http.Request) (body, error) {
	malformed := validation("The request could not be read.", map[string]string{"body": keyMalformedRequest})
	r.Body = http.MaxBytesReader(nil, r.Body, maxBody)
	ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	switch ct {
	case "application/json":
		dec := json.NewDecoder(r.Body)
		dec.UseNumber()
		out := body{}
		if err := dec.Decode(&out); err != nil {
			return nil, malformed
		}
		return out, nil
	case "application/x-www-form-urlencoded", "multipart/form-data", "":
		if err := r.ParseForm(); err != nil {
			return nil, malformed
		}
		out := body{}
		for k, v := range r.PostForm {
			if len(v) > 0 {
				out[k] = v[0]
			}
		}
		return out, nil
	}
	return nil, &apiError{Status: http.StatusUnsupportedMediaType, Code: codeValidation, Message: "Send form fields or JSON.", Fields: map[string]string{"body": keyMalformedRequest}}
}

// values reads fields as sent, for the checkout forms not yet given request types.
func (b body) values() account.Values { return func(name string) string { return b.raw(name) } }

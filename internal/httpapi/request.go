package httpapi

import (
	"bytes"
	"io"
	"net/http"
	"strings"
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

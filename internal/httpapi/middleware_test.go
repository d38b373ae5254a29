package httpapi_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// A known API path under the wrong method is 405 with Allow, in the envelope; an unknown one 404.
func TestMethodNotAllowed(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		for _, tc := range []struct {
			method, path, allow string
			status              int
		}{
			{http.MethodPost, "/api/search", "GET, HEAD", 405},
			{http.MethodDelete, "/api/products/P1000000", "GET, HEAD", 405},
			{http.MethodPut, "/api/session", "GET, HEAD", 405},
			{http.MethodOptions, "/api/navigation", "GET, HEAD", 405},
			{http.MethodGet, "/api/session/fraud-device", "POST", 405},
			{http.MethodPost, "/api/openapi.json", "GET, HEAD", 405},
			{http.MethodPost, "/api/nope", "", 404},
			{http.MethodGet, "/api/nope", "", 404},
			{http.MethodDelete, "/api/products/P1/deeper", "", 404},
		} {
			r := call(t, srv.Client(), tc.method, srv.URL+tc.path, "application/json", "{}", nil)
			if tc.status == 405 {
				wantError(t, r, 405, "ERR_METHOD_NOT_ALLOWED", nil)
			} else {
				wantError(t, r, 404, "ERR_NOT_FOUND", nil)
			}
			if got := r.header.Get("Allow"); got != tc.allow {
				t.Errorf("%s %s: Allow %q, want %q", tc.method, tc.path, got, tc.allow)
			}
		}
	})
}

// A body over the limit is 413 in the envelope, before the csrf check: with a declared length,
// and sent chunked (no length) whether the token is in the header or the body.
func TestRequestBodyLimit(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		c := newJarClient(t, srv)
		var sess struct {
			CSRFToken string `json:"csrfToken"`
		}
		call(t, c, http.MethodGet, srv.URL+"/api/session", "", "", nil).decode(t, &sess)
		// Just over the limit: a body far beyond it is cut off mid-write and the client may see the
		// connection reset before it reads the 413 (the server stops reading, as it should).
		over := 1<<20 + 4<<10 // maxBody is 1 MiB
		big := "dtid=" + strings.Repeat("x", over)
		post := func(client *http.Client, body io.Reader, ct string, hdr map[string]string) resp {
			t.Helper()
			req, _ := http.NewRequest(http.MethodPost, srv.URL+"/api/session/fraud-device", body)
			req.Header.Set("Content-Type", ct)
			for k, v := range hdr {
				req.Header.Set(k, v)
			}
			res, err := client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			b, _ := io.ReadAll(res.Body)
			r := resp{status: res.StatusCode, header: res.Header}
			if err := json.Unmarshal(b, &r); err != nil {
				t.Fatalf("not an envelope (%d): %.200s", res.StatusCode, b)
			}
			return r
		}
		form := "application/x-www-form-urlencoded"
		// No session, no token: the size is what is wrong first.
		r := post(srv.Client(), strings.NewReader(big), form, nil)
		wantError(t, r, 413, "ERR_REQUEST_TOO_LARGE", nil)
		// Chunked (an io.Reader that is not a strings.Reader has no known length).
		r = post(c, io.MultiReader(strings.NewReader(big)), form, map[string]string{"X-CSRF-Token": sess.CSRFToken})
		wantError(t, r, 413, "ERR_REQUEST_TOO_LARGE", nil)
		r = post(c, io.MultiReader(strings.NewReader(`{"_csrf":"`+sess.CSRFToken+`","dtid":"`+strings.Repeat("x", over)+`"}`)), "application/json", nil)
		wantError(t, r, 413, "ERR_REQUEST_TOO_LARGE", nil)
		// Under the limit, the csrf check still answers first, and a good call still works.
		wantError(t, post(srv.Client(), strings.NewReader("dtid=abc"), form, nil), 403, "ERR_CSRF", nil)
		if r := post(c, io.MultiReader(strings.NewReader("dtid=abc&_csrf="+sess.CSRFToken)), form, nil); !r.Success {
			t.Fatalf("a small chunked call: %d %s", r.status, r.Error.Code)
		}
	})
}

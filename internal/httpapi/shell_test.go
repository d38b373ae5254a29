package httpapi_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

// raw fetches path without decoding, with the given request headers.
func raw(t *testing.T, srv *httptest.Server, method, path string, hdr map[string]string) (*http.Response, []byte) {
	t.Helper()
	req, _ := http.NewRequest(method, srv.URL+path, nil)
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	res, err := (&http.Client{Transport: &http.Transport{DisableCompression: true}}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, b
}

// Built assets are compressed at start: brotli and gzip forms with their own strong ETags, Vary,
// and 304 for the form the client holds.
func TestPrecompressedAssets(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		const path = "/assets/app-abc123.js"
		want := string(testWeb["assets/app-abc123.js"].Data)
		res, plain := raw(t, srv, "GET", path, nil)
		identityTag := res.Header.Get("ETag")
		if res.StatusCode != 200 || string(plain) != want || res.Header.Get("Content-Encoding") != "" ||
			!regexp.MustCompile(`^"[0-9a-z]+"$`).MatchString(identityTag) || res.Header.Get("Vary") != "Accept-Encoding" {
			t.Fatalf("identity: %d %v", res.StatusCode, res.Header)
		}
		// The brotli forms are made in the background at start.
		for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
			if res, _ := raw(t, srv, "GET", path, map[string]string{"Accept-Encoding": "br"}); res.Header.Get("Content-Encoding") == "br" {
				break
			} else if time.Now().After(deadline) {
				t.Fatalf("no brotli form after 10 s: %v", res.Header)
			}
		}
		for _, tc := range []struct{ accept, coding string }{{"gzip, deflate, br", "br"}, {"gzip", "gzip"}, {"br;q=0, gzip;q=0", ""}} {
			res, body := raw(t, srv, "GET", path, map[string]string{"Accept-Encoding": tc.accept})
			tag := res.Header.Get("ETag")
			wantTag := identityTag
			if tc.coding != "" {
				wantTag = strings.TrimSuffix(identityTag, `"`) + "-" + tc.coding + `"`
			}
			if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != tc.coding || tag != wantTag ||
				res.Header.Get("Vary") != "Accept-Encoding" || res.Header.Get("Content-Length") != strconv.Itoa(len(body)) ||
				!strings.Contains(res.Header.Get("Cache-Control"), "immutable") {
				t.Fatalf("%s: %d %v", tc.accept, res.StatusCode, res.Header)
			}
			if tc.coding == "br" {
				b, err := io.ReadAll(brotli.NewReader(strings.NewReader(string(body))))
				if err != nil || string(b) != want || len(body) >= len(want)/4 {
					t.Fatalf("brotli body: %v, %d bytes", err, len(body))
				}
			}
			res, body = raw(t, srv, "GET", path, map[string]string{"Accept-Encoding": tc.accept, "If-None-Match": tag})
			if res.StatusCode != 304 || len(body) != 0 || res.Header.Get("ETag") != tag || res.Header.Get("Vary") != "Accept-Encoding" {
				t.Fatalf("%s revalidation: %d %v", tc.accept, res.StatusCode, res.Header)
			}
		}
		// HEAD answers identity headers and no body.
		if res, body := raw(t, srv, "HEAD", path, map[string]string{"Accept-Encoding": "br"}); res.StatusCode != 200 || len(body) != 0 || res.Header.Get("Content-Encoding") != "" {
			t.Fatalf("HEAD: %d %v", res.StatusCode, res.Header)
		}
		// Small files are served as they are.
		if res, body := raw(t, srv, "GET", "/robots.txt", map[string]string{"Accept-Encoding": "br"}); res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "" || !strings.Contains(string(body), "User-agent") {
			t.Fatalf("robots.txt: %d %v", res.StatusCode, res.Header)
		}
	})
}

var (
	scriptTag  = regexp.MustCompile(`<script[^>]*>`)
	cspScripts = regexp.MustCompile(`script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+;`)
	htmlPages  = []string{"/", "/search?searchTerm=lamp", "/nope/deeper"}
)

// Every HTML page carries the same strict CSP: no nonce (a catalogue page is the same bytes for
// every shopper, kept by a CDN), no inline script but the one named by its hash, no eval.
func TestContentSecurityPolicy(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		var sr result
		get(t, srv, "/api/search?searchTerm=lamp").decode(t, &sr)
		first := ""
		for _, path := range append(htmlPages, sr.Products[0].URL) {
			res, body := raw(t, srv, "GET", path, map[string]string{"Accept-Encoding": "identity"})
			csp := res.Header.Get("Content-Security-Policy")
			if first == "" {
				first = csp
			}
			if csp != first {
				t.Errorf("%s: CSP %q differs from another page's %q", path, csp, first)
			}
			if !cspScripts.MatchString(csp) {
				t.Errorf("%s: script-src is not our origin and hashes: %s", path, csp)
			}
			for _, want := range []string{"default-src 'self'",
				"style-src 'self' 'unsafe-inline'", "img-src 'self' data:",
				"connect-src 'self'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'", "object-src 'none'"} {
				if !strings.Contains(csp, want) {
					t.Errorf("%s: CSP lacks %s: %s", path, want, csp)
				}
			}
			if strings.Contains(csp, "nonce-") || strings.Contains(csp, "unsafe-eval") ||
				strings.Contains(strings.Replace(csp, "style-src 'self' 'unsafe-inline'", "", 1), "unsafe-inline") {
				t.Errorf("%s: CSP allows inline code or names a nonce: %s", path, csp)
			}
			tags := scriptTag.FindAllString(string(body), -1)
			if len(tags) < 1 {
				t.Fatalf("%s: %d script tags", path, len(tags))
			}
			for _, tag := range tags {
				if !strings.Contains(tag, " src=") && !strings.Contains(tag, `type="application/json"`) && !strings.Contains(tag, `type="application/ld+json"`) {
					t.Errorf("%s: an inline script the policy does not name: %s", path, tag)
				}
			}
			if path != "/nope/deeper" && !strings.Contains(string(body), `<script type="application/json" id="initial-data">`) {
				t.Errorf("%s: no inlined answer", path)
			}
			if res.Header.Get("X-Frame-Options") != "DENY" || res.Header.Get("Strict-Transport-Security") != "" {
				t.Errorf("%s: X-Frame-Options %q, HSTS %q", path, res.Header.Get("X-Frame-Options"), res.Header.Get("Strict-Transport-Security"))
			}
		}
	})
}

// HSTS is sent only when the client came over HTTPS: not over plain HTTP, and not because a client
// says X-Forwarded-Proto: https to a shop that trusts no proxy (with --trust-proxy it is sent:
// TestForwardedHeadersOnlyWithTrustProxy).
func TestStrictTransportSecurity(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		for _, tc := range []struct {
			proto, want string
		}{
			{"", ""},
			{"http", ""},
			{"https", ""},
		} {
			for _, path := range []string{"/", "/api/session"} {
				hdr := map[string]string{}
				if tc.proto != "" {
					hdr["X-Forwarded-Proto"] = tc.proto
				}
				res, _ := raw(t, srv, "GET", path, hdr)
				if got := res.Header.Get("Strict-Transport-Security"); got != tc.want {
					t.Errorf("%s over %q: HSTS %q, want %q", path, tc.proto, got, tc.want)
				}
			}
		}
	})
}

// The web app's routes answer 200; any other path, and a product or collection that does not
// exist, answers 404 with the same shell (the app shows its not-found page).
func TestPageRoutes(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		var sr result
		get(t, srv, "/api/search?searchTerm=lamp").decode(t, &sr)
		for _, tc := range []struct {
			path    string
			status  int
			private bool // noindex although found
		}{
			{"/", 200, false},
			{"/search?searchTerm=lamp", 200, false},
			{"/c/top-offers", 200, false},
			// A facet value nothing has is not found, as an unknown collection is; a real brand's
			// page is rendered (internal/app's server-render test).
			{"/b/brand/Anything", 404, false},
			{sr.Products[0].URL, 200, false},
			{sr.Products[0].URL + "/store", 200, true},
			{"/p/nothing/P9999999/store", 404, false},
			{"/stores", 200, false},
			{"/stores/more", 404, false},
			{"/basket", 200, false},
			{"/basket/", 200, false},
			{"/favourites", 200, false},
			{"/account", 200, true},
			{"/login", 200, true},
			{"/forgot-password", 200, true},
			{"/reset-password", 200, true},
			{"/account-locked", 200, true},
			{"/account-deletion-requested", 200, true},
			{"/my-account", 200, true},
			{"/my-account/address-book", 200, true},
			{"/my-account/delete-account", 200, true},
			{"/my-account/nope", 404, false},
			{"/spc", 200, true},
			{"/checkout/thank-you/30000001", 200, true},
			{"/checkout/thank-you", 404, false},
			{"/help/contact-us", 200, false},
			{"/modal/privacy", 200, false},
			{"/nope", 404, false},
			{"/nope/deeper", 404, false},
			{"/p/nothing/P9999999", 404, false},
			{"/p/only-a-name", 404, false},
			{"/p/a/b/c", 404, false},
			{"/c/no-such-collection", 404, false},
			{"/c/a/b", 404, false},
			{"/c//", 404, false},
			{"/basket/more", 404, false},
			{"/help", 404, false},
		} {
			res, body := raw(t, srv, "GET", tc.path, nil)
			if res.StatusCode != tc.status || !strings.Contains(string(body), `<div id="root">`) ||
				!strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
				t.Errorf("%s: %d, want %d with the shell", tc.path, res.StatusCode, tc.status)
			}
			if noindex := strings.Contains(string(body), `<meta name="robots" content="noindex">`); noindex != (tc.status == 404 || tc.private) {
				t.Errorf("%s: noindex %v", tc.path, noindex)
			}
		}
	})
}

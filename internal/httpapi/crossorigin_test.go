package httpapi_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/config"
)

// A state-changing call a browser says comes from another site is refused as a forged one, 403
// ERR_CSRF, even with the session's csrf token: Sec-Fetch-Site cross-site, or an Origin that is
// not the shop's own (null included). The shop's own origin, and a request that names none (not a
// browser's), go through to the token check.
func TestCrossSiteCallsRefused(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		c := newJarClient(t, srv)
		var sess struct {
			CSRFToken string `json:"csrfToken"`
		}
		call(t, c, http.MethodGet, srv.URL+"/api/session", "", "", nil).decode(t, &sess)
		own := srv.URL // http://127.0.0.1:port
		host := strings.TrimPrefix(own, "http://")
		for _, tc := range []struct {
			name  string
			hdr   map[string]string
			allow bool
		}{
			{"no browser headers (curl, a server)", nil, true},
			{"same origin", map[string]string{"Sec-Fetch-Site": "same-origin", "Origin": own}, true},
			{"own origin, older browser", map[string]string{"Origin": own}, true},
			{"own origin, host in capitals", map[string]string{"Origin": strings.ToUpper(own)}, true},
			{"typed by the person", map[string]string{"Sec-Fetch-Site": "none"}, true},
			{"cross-site", map[string]string{"Sec-Fetch-Site": "cross-site"}, false},
			{"cross-site claiming our origin", map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": own}, false},
			{"cross-site, any case", map[string]string{"Sec-Fetch-Site": "Cross-Site"}, false},
			{"foreign origin", map[string]string{"Origin": "https://evil.example"}, false},
			{"foreign origin, same-origin claimed", map[string]string{"Sec-Fetch-Site": "same-origin", "Origin": "https://evil.example"}, false},
			{"a sibling site", map[string]string{"Sec-Fetch-Site": "same-site", "Origin": "http://shop." + host}, false},
			{"another port", map[string]string{"Origin": "http://127.0.0.1:9"}, false},
			{"https while we are plain http", map[string]string{"Origin": "https://" + host}, false},
			{"null origin", map[string]string{"Origin": "null"}, false},
			{"not an origin", map[string]string{"Origin": own + "/path"}, false},
		} {
			t.Run(tc.name, func(t *testing.T) {
				for _, how := range []struct{ ct, body string }{
					{"application/x-www-form-urlencoded", "dtid=abc&_csrf=" + url.QueryEscape(sess.CSRFToken)},
					{"application/json", `{"dtid":"abc","_csrf":"` + sess.CSRFToken + `"}`},
				} {
					hdr := map[string]string{"X-CSRF-Token": sess.CSRFToken}
					for k, v := range tc.hdr {
						hdr[k] = v
					}
					r := call(t, c, http.MethodPost, srv.URL+"/api/session/fraud-device", how.ct, how.body, hdr)
					if tc.allow {
						wantOK(t, r, http.StatusOK)
					} else {
						wantError(t, r, http.StatusForbidden, "ERR_CSRF", nil)
						if r.Error.Message != "Your session has expired. Please refresh the page and try again." {
							t.Fatalf("message %q", r.Error.Message)
						}
					}
				}
			})
		}
		// A DELETE is a state-changing call too.
		r := call(t, c, http.MethodDelete, srv.URL+"/api/checkout/gift-card/1", "", "", map[string]string{"X-CSRF-Token": sess.CSRFToken, "Sec-Fetch-Site": "cross-site"})
		wantError(t, r, http.StatusForbidden, "ERR_CSRF", nil)
		// A GET is never refused for where it comes from: links from other sites are how shoppers arrive.
		wantOK(t, call(t, c, http.MethodGet, srv.URL+"/api/session", "", "", map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example"}), http.StatusOK)
	})
}

// The configured public URL is the shop's own origin too: behind a proxy that rewrites Host.
func TestPublicURLIsOwnOrigin(t *testing.T) {
	for _, engine := range engineNames() {
		t.Run(engine, func(t *testing.T) {
			ts := startShop(t, t, engine, func(c *config.Config) {
				c.Demo = false
				c.PublicURL = "https://shop.example.com"
			})
			b := newBrowser(t, ts.srv)
			post := func(origin string) resp {
				return call(t, b.c, http.MethodPost, ts.srv.URL+"/api/session/fraud-device", "application/x-www-form-urlencoded", "dtid=abc",
					map[string]string{"X-CSRF-Token": b.csrf, "Origin": origin})
			}
			wantOK(t, post("https://shop.example.com"), http.StatusOK)
			wantOK(t, post(ts.srv.URL), http.StatusOK)
			wantError(t, post("http://shop.example.com"), http.StatusForbidden, "ERR_CSRF", nil)
			wantError(t, post("https://shop.example.com.evil.example"), http.StatusForbidden, "ERR_CSRF", nil)
		})
	}
}

// wantPolicy is the Permissions-Policy every answer carries (docs/operations.md#security).
const wantPolicy = "accelerometer=(), camera=(), display-capture=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(self), usb=()"

// Every answer carries the Permissions-Policy: pages, API answers (errors too), images, assets and
// the sandbox's pages.
func TestPermissionsPolicy(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		for _, tc := range []struct {
			method, path string
		}{
			{"GET", "/"},
			{"GET", "/p/nope"},
			{"GET", "/api/session"},
			{"GET", "/api/nope"},
			{"POST", "/api/cart/add"}, // 403 ERR_CSRF
			{"GET", "/assets/app-abc123.js"},
			{"GET", "/img/icon/lamp"},
			{"GET", "/healthz"},
			{"GET", "/sandbox"},
		} {
			res, _ := raw(t, srv, tc.method, tc.path, nil)
			if got := res.Header.Get("Permissions-Policy"); got != wantPolicy {
				t.Errorf("%s %s (%d): Permissions-Policy %q, want %q", tc.method, tc.path, res.StatusCode, got, wantPolicy)
			}
		}
	})
}

// X-Forwarded-Proto and X-Forwarded-For are anyone's to send: without --trust-proxy they change
// nothing (no HSTS, no Secure cookie, no https origin, the peer's address counts for the rate
// limits); with it, they are how the proxy in front says the shopper reached it.
func TestForwardedHeadersOnlyWithTrustProxy(t *testing.T) {
	for _, engine := range engineNames() {
		for _, trust := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/trust-proxy=%v", engine, trust), func(t *testing.T) {
				ts := startShop(t, t, engine, func(c *config.Config) {
					c.Demo = false
					c.TrustProxy = trust
					c.AccountLimits = &account.Limits{SignInFailuresPerIP: 100, RegisterPerIP: 100, RegisterPerEmail: 10,
						ResetPerIP: 100, ResetPerEmail: 5, CheckPerIP: 1}
				})
				srv := ts.srv
				overHTTPS := map[string]string{"X-Forwarded-Proto": "https"}

				// HSTS on a page and on an API answer.
				for _, path := range []string{"/", "/api/session"} {
					res, _ := raw(t, srv, "GET", path, overHTTPS)
					hsts := res.Header.Get("Strict-Transport-Security")
					if want := map[bool]string{true: "max-age=63072000; includeSubDomains"}[trust]; hsts != want {
						t.Errorf("%s: HSTS %q, want %q", path, hsts, want)
					}
				}

				// The session cookie is Secure only when the shopper came over HTTPS.
				res, _ := raw(t, srv, "GET", "/api/session", overHTTPS)
				var cookie *http.Cookie
				for _, c := range res.Cookies() {
					if c.Name == "wattle_session" {
						cookie = c
					}
				}
				if cookie == nil || cookie.Secure != trust {
					t.Fatalf("session cookie %+v, want Secure=%v", cookie, trust)
				}

				// The shop's own origin is https:// only when the proxy says so, and trusted.
				b := newBrowser(t, srv)
				host := strings.TrimPrefix(srv.URL, "http://")
				r := call(t, b.c, http.MethodPost, srv.URL+"/api/session/fraud-device", "application/x-www-form-urlencoded", "dtid=abc",
					map[string]string{"X-CSRF-Token": b.csrf, "Origin": "https://" + host, "X-Forwarded-Proto": "https"})
				if trust {
					wantOK(t, r, http.StatusOK)
				} else {
					wantError(t, r, http.StatusForbidden, "ERR_CSRF", nil)
				}

				// The address a rate limit counts: one e-mail check a minute per address.
				check := func(from, email string) resp {
					return call(t, b.c, http.MethodPost, srv.URL+"/api/customer/check-registration", "application/json",
						`{"emailAddress":"`+email+`"}`, map[string]string{"X-CSRF-Token": b.csrf, "X-Forwarded-For": from})
				}
				wantOK(t, check("203.0.113.7", "one@example.com"), http.StatusOK)
				second := check("198.51.100.1, 203.0.113.8", "two@example.com")
				if trust {
					// Another shopper (the proxy appended the address it saw last).
					wantOK(t, second, http.StatusOK)
					wantError(t, check("203.0.113.7", "three@example.com"), http.StatusTooManyRequests, "ERR_RATE_LIMITED", nil)
				} else {
					// The same peer, whatever the header says.
					wantError(t, second, http.StatusTooManyRequests, "ERR_RATE_LIMITED", nil)
				}
			})
		}
	}
}

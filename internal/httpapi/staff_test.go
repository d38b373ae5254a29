package httpapi_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"

	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/staff"
)

// Staff sign-in from several client addresses (docs/staff.md#sign-in): the lockout holds for one
// account at one address, and an address that fails too often is throttled whatever the account.
// The shop trusts its proxy, so each browser's address is the X-Forwarded-For hop it appends.

// forwardedFor sends every request as a load balancer passes it on: with the client's address
// appended to X-Forwarded-For, after whatever the client itself claimed.
type forwardedFor struct {
	next http.RoundTripper
	ip   string
}

func (f forwardedFor) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("X-Forwarded-For", "10.9.9.9, "+f.ip)
	return f.next.RoundTrip(r)
}

// browserAt is a new browser whose requests come from ip.
func browserAt(t *testing.T, srv *httptest.Server, ip string) *browser {
	t.Helper()
	b := bareBrowser(t, srv)
	b.rec.next = forwardedFor{next: b.rec.next, ip: ip}
	b.session()
	return b
}

func staffSignIn(b *browser, email, password string) resp {
	b.t.Helper()
	return b.json(http.MethodPost, "/api/staff/sign-in", map[string]any{"email": email, "password": password})
}

func demoStaff(t *testing.T, role staff.Role) string {
	t.Helper()
	for _, m := range staff.DemoMembers {
		if m.Role == role {
			return m.Email
		}
	}
	t.Fatalf("no demo staff of role %s", role)
	return ""
}

func TestStaffSignInPerAddress(t *testing.T) {
	for _, engine := range engineNames() {
		t.Run(engine, func(t *testing.T) {
			ts := startShop(t, t, engine, func(c *config.Config) { c.TrustProxy = true })
			admin := demoStaff(t, staff.Admin)

			t.Run("a lock at one address keeps no one out elsewhere", func(t *testing.T) {
				guesser := browserAt(t, ts.srv, "198.51.100.20")
				for i := 1; i <= staff.MaxFailures+1; i++ {
					r := staffSignIn(guesser, admin, fmt.Sprint("guess-", i))
					if i < staff.MaxFailures {
						wantError(t, r, http.StatusUnauthorized, "ERR_LOGIN_BAD_CREDENTIALS", nil)
					} else {
						wantError(t, r, http.StatusForbidden, "ERR_LOGIN_ACCOUNT_LOCKED", nil)
					}
				}
				// The real admin, elsewhere, with the right password.
				a := browserAt(t, ts.srv, "192.0.2.30")
				wantOK(t, staffSignIn(a, admin, staff.DemoPassword), http.StatusOK)
				wantOK(t, a.get("/api/staff/session"), http.StatusOK)
				// The guesser's address stays locked, right password or not.
				wantError(t, staffSignIn(guesser, admin, staff.DemoPassword), http.StatusForbidden, "ERR_LOGIN_ACCOUNT_LOCKED", nil)
				wantError(t, staffSignIn(browserAt(t, ts.srv, "198.51.100.20"), admin, staff.DemoPassword),
					http.StatusForbidden, "ERR_LOGIN_ACCOUNT_LOCKED", nil)
				// The list shows the account locked (somewhere).
				var list struct {
					Staff []struct {
						Email  string `json:"email"`
						Locked bool   `json:"locked"`
					} `json:"staff"`
				}
				r := a.get("/api/staff/members")
				wantOK(t, r, http.StatusOK)
				r.decode(t, &list)
				for _, m := range list.Staff {
					if m.Locked != (m.Email == admin) {
						t.Errorf("listStaff: %s locked %v", m.Email, m.Locked)
					}
				}
			})

			t.Run("an address that keeps failing is throttled", func(t *testing.T) {
				const limit = 20 // staff.DefaultLimits
				sprayer := browserAt(t, ts.srv, "203.0.113.50")
				for i := range limit {
					// Many accounts, none of them failed five times: no lock stops the spray.
					email := fmt.Sprintf("guess%d@wattle.example", i)
					if i%4 == 0 {
						email = demoStaff(t, staff.Roles[i/4%len(staff.Roles)])
					}
					wantError(t, staffSignIn(sprayer, email, "Password1"), http.StatusUnauthorized, "ERR_LOGIN_BAD_CREDENTIALS", nil)
				}
				for range 2 {
					// Refused before any password is checked: the right one too.
					r := staffSignIn(sprayer, admin, staff.DemoPassword)
					wantError(t, r, http.StatusTooManyRequests, "ERR_RATE_LIMITED", nil)
					if n, err := strconv.Atoi(r.header.Get("Retry-After")); err != nil || n < 1 || n > 15*60 {
						t.Fatalf("Retry-After = %q", r.header.Get("Retry-After"))
					}
				}
				// Another address is not throttled.
				wantOK(t, staffSignIn(browserAt(t, ts.srv, "203.0.113.51"), admin, staff.DemoPassword), http.StatusOK)
				// Once the window has passed, the address may try again.
				ts.clock.Advance(staff.ThrottleWindow)
				wantOK(t, staffSignIn(sprayer, admin, staff.DemoPassword), http.StatusOK)
			})
		})
	}
}

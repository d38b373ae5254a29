package httpapi_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/app"
	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/session"
	"github.com/wattle/storefront/internal/storage"
	"github.com/wattle/storefront/internal/storage/storagetest"
)

// The accounts' HTTP tests run against shops of their own: the mail they need is delivered by the
// job runner (so the shop is started), and argon2id runs at a test cost (64 KiB, one pass) that
// -race can afford. Every answer goes through call, so it is held to the OpenAPI document.

// testShop is a running shop with its jobs, its clock and its storage.
type testShop struct {
	srv   *httptest.Server
	shop  *app.Shop
	clock *clock.Fixed
	st    storage.Engine
}

// startShop prepares and starts a shop on engine with a small demo catalogue (the stores are all
// there), e-mail kept in the development mailbox and jobs polled every 50 ms. owner keeps it: t
// for a shop of one test, holder for one the whole binary shares.
func startShop(t *testing.T, owner testing.TB, engine string, tweak func(*config.Config)) *testShop {
	t.Helper()
	st := storagetest.Engines()[engine](owner)
	cfg := config.Default()
	cfg.DemoSize = 20
	cfg.PasswordMemoryKiB, cfg.PasswordTime = 64, 1
	cfg.JobPollInterval = 50 * time.Millisecond
	if tweak != nil {
		tweak(&cfg)
	}
	clk := clock.NewFixed(testNow)
	sh, err := app.PrepareShop(context.Background(), cfg, st, clk, testWeb)
	if err != nil {
		t.Fatalf("prepare %s: %v", engine, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	if err := sh.Start(ctx); err != nil {
		cancel()
		t.Fatalf("start %s: %v", engine, err)
	}
	srv := httptest.NewServer(sh.Handler)
	owner.Cleanup(func() {
		srv.Close()
		cancel()
		stop, done := context.WithTimeout(context.Background(), 10*time.Second)
		defer done()
		_ = sh.Stop(stop)
	})
	return &testShop{srv: srv, shop: sh, clock: clk, st: st}
}

var (
	accountShopsMu sync.Mutex
	accountShops   = map[string]*testShop{}
)

// accountShop is the shop the account tests share on engine. Its clock only ever moves by a
// second at a time (a sign-in and the failures after it must not share a millisecond): tests
// that move it further have shops of their own. The rate limits are far above what the tests
// add up to, since every request comes from 127.0.0.1 and the windows never slide on a clock
// that stands still; TestAccountRateLimits holds the limits themselves.
func accountShop(t *testing.T, engine string) *testShop {
	t.Helper()
	accountShopsMu.Lock()
	defer accountShopsMu.Unlock()
	if ts, ok := accountShops[engine]; ok {
		return ts
	}
	ts := startShop(t, holder, engine, func(c *config.Config) {
		c.AccountLimits = &account.Limits{SignInFailuresPerIP: 10000, RegisterPerIP: 10000, RegisterPerEmail: 100,
			ResetPerIP: 10000, ResetPerEmail: 100, CheckPerIP: 10000}
		c.GuestCheckout = false // TestCheckoutGuestsNotAllowed, without a shop of its own
	})
	accountShops[engine] = ts
	return ts
}

// engineNames are the engines the tests run on, in order.
func engineNames() []string {
	var names []string
	for name := range storagetest.Engines() {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// eachAccountEngine runs fn against the shared account shop of every engine.
func eachAccountEngine(t *testing.T, fn func(t *testing.T, ts *testShop)) {
	t.Helper()
	for _, name := range engineNames() {
		t.Run(name, func(t *testing.T) {
			fn(t, accountShop(t, name))
		})
	}
}

// recorder keeps the body of the last answer a browser received, for what resp does not decode
// (error.accountLockReasonCode).
type recorder struct {
	next http.RoundTripper
	mu   sync.Mutex
	last []byte
}

func (r *recorder) RoundTrip(req *http.Request) (*http.Response, error) {
	res, err := r.next.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	b, err := io.ReadAll(res.Body)
	_ = res.Body.Close()
	if err != nil {
		return nil, err
	}
	res.Body = io.NopCloser(bytes.NewReader(b))
	r.mu.Lock()
	r.last = b
	r.mu.Unlock()
	return res, nil
}

// browser is one browser: its own cookie jar, and the csrf token of its session as getSession last
// said it.
type browser struct {
	t    *testing.T
	srv  *httptest.Server
	c    *http.Client
	rec  *recorder
	csrf string
}

// newBrowser opens the shop in a new browser: getSession gives it a session and a csrf token.
func newBrowser(t *testing.T, srv *httptest.Server) *browser {
	t.Helper()
	b := bareBrowser(t, srv)
	b.session()
	return b
}

// bareBrowser is a browser that has not called anything yet.
func bareBrowser(t *testing.T, srv *httptest.Server) *browser {
	jar, _ := cookiejar.New(nil)
	rec := &recorder{next: srv.Client().Transport}
	return &browser{t: t, srv: srv, c: &http.Client{Transport: rec, Jar: jar}, rec: rec}
}

// sessionView is getSession's answer.
type sessionView struct {
	CSRFToken string `json:"csrfToken"`
	Customer  struct {
		WattleCustomerID      string `json:"wattleCustomerId"`
		Email                 string `json:"email"`
		FirstName             string `json:"firstName"`
		LastName              string `json:"lastName"`
		AccountLocked         bool   `json:"accountLocked"`
		AccountLockReasonCode string `json:"accountLockReasonCode"`
		HashedEmail           string `json:"hashedEmail"`
	} `json:"customer"`
	LoginRequired bool `json:"loginRequired"`
}

// session calls getSession and keeps its csrf token.
func (b *browser) session() sessionView {
	b.t.Helper()
	var s sessionView
	call(b.t, b.c, http.MethodGet, b.srv.URL+"/api/session", "", "", nil).decode(b.t, &s)
	if s.CSRFToken == "" {
		b.t.Fatal("getSession without a csrf token")
	}
	b.csrf = s.CSRFToken
	return s
}

func (b *browser) get(path string) resp {
	b.t.Helper()
	return call(b.t, b.c, http.MethodGet, b.srv.URL+path, "", "", nil)
}

// form posts form fields with the csrf token in the X-CSRF-Token header.
func (b *browser) form(path string, fields url.Values) resp {
	b.t.Helper()
	return call(b.t, b.c, http.MethodPost, b.srv.URL+path, "application/x-www-form-urlencoded", fields.Encode(),
		map[string]string{"X-CSRF-Token": b.csrf})
}

// json sends v as JSON with the csrf token in the X-CSRF-Token header.
func (b *browser) json(method, path string, v any) resp {
	b.t.Helper()
	body, err := json.Marshal(v)
	if err != nil {
		b.t.Fatal(err)
	}
	return call(b.t, b.c, method, b.srv.URL+path, "application/json", string(body), map[string]string{"X-CSRF-Token": b.csrf})
}

// cookie is the value of the browser's cookie name ("" when it has none).
func (b *browser) cookie(name string) string {
	u, _ := url.Parse(b.srv.URL)
	for _, c := range b.c.Jar.Cookies(u) {
		if c.Name == name {
			return c.Value
		}
	}
	return ""
}

// setCookie puts a cookie in the browser's jar, as if the shop had set it.
func (b *browser) setCookie(name, value string) {
	u, _ := url.Parse(b.srv.URL)
	b.c.Jar.SetCookies(u, []*http.Cookie{{Name: name, Value: value, Path: "/"}})
}

// lockReason is error.accountLockReasonCode of the last answer.
func (b *browser) lockReason() string {
	b.rec.mu.Lock()
	defer b.rec.mu.Unlock()
	var env struct {
		Error struct {
			AccountLockReasonCode string `json:"accountLockReasonCode"`
		} `json:"error"`
	}
	_ = json.Unmarshal(b.rec.last, &env)
	return env.Error.AccountLockReasonCode
}

// signIn posts the sign-in form.
func (b *browser) signIn(email, password string, extra ...string) resp {
	b.t.Helper()
	f := url.Values{"j_username": {email}, "j_password": {password}}
	for i := 0; i+1 < len(extra); i += 2 {
		f.Set(extra[i], extra[i+1])
	}
	return b.form("/api/customer/sign-in", f)
}

// wantOK fails unless r is a success with status.
func wantOK(t *testing.T, r resp, status int) {
	t.Helper()
	if !r.Success || r.status != status {
		t.Fatalf("got %d success=%v %s %q %v, want %d", r.status, r.Success, r.Error.Code, r.Error.Message, r.Error.Fields, status)
	}
}

// wantFields fails unless r is ERR_VALIDATION naming exactly fields.
func wantFields(t *testing.T, r resp, fields map[string]string) {
	t.Helper()
	wantError(t, r, http.StatusBadRequest, "ERR_VALIDATION", fields)
	if len(r.Error.Fields) != len(fields) {
		t.Fatalf("fields = %v, want exactly %v", r.Error.Fields, fields)
	}
}

// emailFor is an e-mail address of its own for the test and tag: shops are shared by tests.
func emailFor(t *testing.T, tag string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(t.Name()) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		} else {
			b.WriteByte('.')
		}
	}
	local := strings.Trim(regexp.MustCompile(`\.+`).ReplaceAllString(b.String(), "."), ".")
	if len(local) > 40 {
		h := sha256.Sum256([]byte(local))
		local = strings.TrimRight(local[:30], ".") + "." + hex.EncodeToString(h[:4])
	}
	return local + "." + tag + "@wattle-test.com.au"
}

// customer is a registered customer and the browser that registered (and so is signed in).
type customer struct {
	*browser
	email, password, first, last, id string
}

// register creates a customer (the names are fixed, the e-mail the test's own with tag) in a new
// browser, which is signed in afterwards.
func register(t *testing.T, srv *httptest.Server, tag, password string) *customer {
	t.Helper()
	b := newBrowser(t, srv)
	c := &customer{browser: b, email: emailFor(t, tag), password: password, first: "Avery", last: "Quinlan"}
	r := b.form("/api/customer/register", url.Values{"emailAddress": {c.email}, "firstName": {c.first},
		"lastName": {c.last}, "password": {password}})
	wantOK(t, r, http.StatusCreated)
	s := b.session()
	if s.Customer.Email != c.email || s.Customer.WattleCustomerID == "" {
		t.Fatalf("after register, the session's customer is %+v", s.Customer)
	}
	c.id = s.Customer.WattleCustomerID
	return c
}

// mailMsg is a message of the development mailbox (/dev/mail.json).
type mailMsg struct {
	ID      int       `json:"id"`
	At      time.Time `json:"at"`
	To      string    `json:"to"`
	Subject string    `json:"subject"`
	Text    string    `json:"text"`
	HTML    string    `json:"html"`
}

// mailbox reads the development mailbox. It is a development page, not an API operation, so it is
// read plainly rather than through call.
func mailbox(t *testing.T, srv *httptest.Server) []mailMsg {
	t.Helper()
	res, err := srv.Client().Get(srv.URL + "/dev/mail.json")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var msgs []mailMsg
	if err := json.NewDecoder(res.Body).Decode(&msgs); err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("GET /dev/mail.json: %d %v", res.StatusCode, err)
	}
	return msgs
}

// mailsTo are the messages to an address whose subject contains subject, newest first.
func mailsTo(t *testing.T, srv *httptest.Server, to, subject string) []mailMsg {
	t.Helper()
	var out []mailMsg
	for _, m := range mailbox(t, srv) {
		if m.To == to && strings.Contains(m.Subject, subject) {
			out = append(out, m)
		}
	}
	return out
}

// waitMail waits (the mail job runs after commit) for the n-th message to an address whose subject
// contains subject, and returns the newest.
func waitMail(t *testing.T, srv *httptest.Server, to, subject string, n int) mailMsg {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		if got := mailsTo(t, srv, to, subject); len(got) >= n {
			return got[0]
		}
		if time.Now().After(deadline) {
			t.Fatalf("no e-mail %q to %s after 20 s; the mailbox has %d messages", subject, to, len(mailbox(t, srv)))
		}
		time.Sleep(50 * time.Millisecond)
	}
}

var resetLink = regexp.MustCompile(`/reset-password\?token=([A-Za-z0-9_-]+)`)

// resetToken asks for a reset link for email and reads its token from the n-th reset e-mail.
func resetToken(t *testing.T, b *browser, email string, n int) string {
	t.Helper()
	var out struct {
		EmailSent bool `json:"emailSent"`
	}
	b.json(http.MethodPost, "/api/customer/password-reset", map[string]any{"emailAddress": email}).decode(t, &out)
	if !out.EmailSent {
		t.Fatal("emailSent false")
	}
	m := waitMail(t, b.srv, email, "Reset your", n)
	found := resetLink.FindStringSubmatch(m.Text)
	if found == nil {
		t.Fatalf("no reset link in the e-mail:\n%s", m.Text)
	}
	return found[1]
}

// checkRegistration asks whether email has an account.
func checkRegistration(t *testing.T, b *browser, email string) (reg struct {
	Registered            bool   `json:"registered"`
	AccountLocked         bool   `json:"accountLocked"`
	AccountLockReasonCode string `json:"accountLockReasonCode"`
	WarningCode           string `json:"warningCode"`
}) {
	t.Helper()
	b.json(http.MethodPost, "/api/customer/check-registration", map[string]string{"emailAddress": email}).decode(t, &reg)
	return reg
}

// profileView is getProfile's answer.
type profileView struct {
	WattleCustomerID   string    `json:"wattleCustomerId"`
	Email              string    `json:"email"`
	FirstName          string    `json:"firstName"`
	LastName           string    `json:"lastName"`
	MobileNumber       string    `json:"mobileNumber"`
	OptIntoMarketing   bool      `json:"optIntoMarketing"`
	SubscribeToRewards bool      `json:"subscribeToRewards"`
	AllowTracking      bool      `json:"allowTracking"`
	PreferredStore     string    `json:"preferredStore"`
	CreatedAt          time.Time `json:"createdAt"`
}

func (b *browser) profile() profileView {
	b.t.Helper()
	var p profileView
	b.get("/api/customer/profile").decode(b.t, &p)
	return p
}

// wantAnonymous fails unless the browser's session has no customer and account calls need a
// sign-in.
func wantAnonymous(t *testing.T, b *browser) {
	t.Helper()
	if s := b.session(); s.Customer.Email != "" || s.Customer.WattleCustomerID != "" || s.LoginRequired {
		t.Fatalf("want an anonymous session, got %+v", s)
	}
	wantError(t, b.get("/api/customer/profile"), http.StatusUnauthorized, "ERR_LOGIN_REQUIRED", nil)
}

const (
	goodPassword  = "Fjord-Quill-83x"
	otherPassword = "Lantern_Moss_51"
	thirdPassword = "Copper.Heron.27"
)

func TestRegister(t *testing.T) {
	eachAccountEngine(t, func(t *testing.T, ts *testShop) {
		srv := ts.srv
		t.Run("signs in and rotates the session", func(t *testing.T) {
			b := newBrowser(t, srv)
			before, oldCSRF := b.cookie("wattle_session"), b.csrf
			email := emailFor(t, "new")
			r := b.form("/api/customer/register", url.Values{"emailAddress": {"  " + strings.ToUpper(email) + " "},
				"firstName": {"Mary-Jane"}, "lastName": {"O'Connor"}, "password": {goodPassword},
				"mobileNumber": {"0412 345 678"}, "optIntoMarketing": {"true"}})
			wantOK(t, r, http.StatusCreated)
			var out struct {
				RedirectURL string `json:"redirectUrl"`
			}
			r.decode(t, &out)
			if out.RedirectURL != "/my-account" {
				t.Errorf("redirectUrl = %q", out.RedirectURL)
			}
			after := b.cookie("wattle_session")
			if after == "" || after == before {
				t.Fatalf("session cookie not rotated: %q → %q", before, after)
			}
			// The old csrf token belongs to the old session: refused.
			wantError(t, call(t, b.c, http.MethodPost, srv.URL+"/api/customer/sign-out", "application/x-www-form-urlencoded",
				"", map[string]string{"X-CSRF-Token": oldCSRF}), http.StatusForbidden, "ERR_CSRF", nil)
			// A browser that kept the old session id (fixation) holds nothing.
			planted := bareBrowser(t, srv)
			planted.setCookie("wattle_session", before)
			if s := planted.session(); s.Customer.Email != "" {
				t.Fatalf("the session id from before registering is signed in: %+v", s.Customer)
			}

			s := b.session()
			if s.CSRFToken == oldCSRF {
				t.Error("csrf token not rotated")
			}
			c := s.Customer
			sum := sha256.Sum256([]byte(email))
			if c.Email != email || c.FirstName != "Mary-Jane" || c.LastName != "O'Connor" || !strings.HasPrefix(c.WattleCustomerID, "c") ||
				c.HashedEmail != hex.EncodeToString(sum[:]) || c.AccountLocked || s.LoginRequired {
				t.Fatalf("session after register: %+v", s)
			}
			p := b.profile()
			if p.Email != email || p.MobileNumber != "0412345678" || !p.OptIntoMarketing || p.SubscribeToRewards ||
				p.WattleCustomerID != c.WattleCustomerID || !p.CreatedAt.Equal(testNow) {
				t.Fatalf("profile after register: %+v", p)
			}
			if m := waitMail(t, srv, email, "Welcome", 1); !strings.Contains(m.Text, "Mary-Jane") {
				t.Errorf("welcome e-mail:\n%s", m.Text)
			}
		})

		t.Run("JSON body with booleans", func(t *testing.T) {
			b := newBrowser(t, srv)
			email := emailFor(t, "json")
			r := b.json(http.MethodPost, "/api/customer/register", map[string]any{"emailAddress": email, "firstName": "Jo",
				"lastName": "Park", "password": goodPassword, "optIntoMarketing": false, "subscribeToRewards": true, "rememberMe": false})
			wantOK(t, r, http.StatusCreated)
			b.session()
			if p := b.profile(); p.Email != email || !p.SubscribeToRewards || p.OptIntoMarketing {
				t.Fatalf("profile: %+v", p)
			}
			if b.cookie("wattle_remember") != "" {
				t.Error("rememberMe false set a remember cookie")
			}
		})

		t.Run("e-mail already registered", func(t *testing.T) {
			c := register(t, srv, "taken", goodPassword)
			b := newBrowser(t, srv)
			r := b.form("/api/customer/register", url.Values{"emailAddress": {strings.ToUpper(c.email)}, "firstName": {"Sam"},
				"lastName": {"Lee"}, "password": {otherPassword}})
			wantError(t, r, http.StatusConflict, "ERR_LOGIN_REGISTER_USER_EXISTS", map[string]string{"emailAddress": "already-registered"})
			if s := b.session(); s.Customer.Email != "" {
				t.Fatalf("a refused registration signed in: %+v", s.Customer)
			}
		})

		t.Run("weak passwords", func(t *testing.T) {
			b := newBrowser(t, srv)
			email := "kestrel.wing@wattle-test.com.au" // short, for passwords made of it; no other test uses it
			for _, pw := range []string{"password1", "qwerty123", "Password1!", "kestrel.wing1", "Kestrel.Wing", "Avery2024",
				"AveryQuinlan", "quinlan-avery7", "zzzzzzzz"} {
				t.Run(pw, func(t *testing.T) {
					r := b.json(http.MethodPost, "/api/customer/register", map[string]any{"emailAddress": email,
						"firstName": "Avery", "lastName": "Quinlan", "password": pw})
					wantError(t, r, http.StatusUnprocessableEntity, "ERR_LOGIN_REGISTER_WEAK_PASSWORD", map[string]string{"password": "insecure-password"})
				})
			}
			if reg := checkRegistration(t, b, email); reg.Registered {
				t.Fatal("a weak password registered the account")
			}
		})

		t.Run("field rules", func(t *testing.T) {
			b := newBrowser(t, srv)
			good := map[string]string{"emailAddress": emailFor(t, "rules"), "firstName": "Avery", "lastName": "Quinlan",
				"password": goodPassword, "mobileNumber": "+61412345678"}
			with := func(k, v string) map[string]string {
				m := map[string]string{}
				for gk, gv := range good {
					m[gk] = gv
				}
				if v == "\x00" {
					delete(m, k)
				} else {
					m[k] = v
				}
				return m
			}
			cases := []struct {
				name   string
				body   map[string]string
				fields map[string]string
			}{
				{"first name digits only", with("firstName", "12345"), map[string]string{"firstName": "invalid-format"}},
				{"first name of one letter", with("firstName", "A"), map[string]string{"firstName": "invalid-length"}},
				{"last name of 33 letters", with("lastName", strings.Repeat("Abc", 11)), map[string]string{"lastName": "invalid-length"}},
				{"last name with digits", with("lastName", "Quinlan2"), map[string]string{"lastName": "invalid-format"}},
				{"landline", with("mobileNumber", "0398765432"), map[string]string{"mobileNumber": "invalid-format"}},
				{"mobile too short", with("mobileNumber", "0412345"), map[string]string{"mobileNumber": "invalid-format"}},
				{"e-mail local part of 65", with("emailAddress", strings.Repeat("a", 65)+"@wattle-test.com.au"), map[string]string{"emailAddress": "invalid-email-address"}},
				{"e-mail without a domain", with("emailAddress", "avery@"), map[string]string{"emailAddress": "invalid-email-address"}},
				{"password with ~", with("password", "Fjord~Quill83"), map[string]string{"password": "invalid-password"}},
				{"password with a space", with("password", "Fjord Quill83"), map[string]string{"password": "invalid-password"}},
				{"password of 5", with("password", "Fq8x!"), map[string]string{"password": "invalid-length"}},
				{"password of 33", with("password", strings.Repeat("Fq8x!", 6)+"abc"), map[string]string{"password": "invalid-length"}},
				{"missing e-mail", with("emailAddress", "\x00"), map[string]string{"emailAddress": "missing-args"}},
				{"everything missing", map[string]string{}, map[string]string{"emailAddress": "missing-args", "firstName": "missing-args",
					"lastName": "missing-args", "password": "missing-args"}},
				{"everything wrong", map[string]string{"emailAddress": "nope", "firstName": "1", "lastName": "2", "password": "abc def",
					"mobileNumber": "12"}, map[string]string{"emailAddress": "invalid-email-address", "firstName": "invalid-length",
					"lastName": "invalid-length", "password": "invalid-password", "mobileNumber": "invalid-format"}},
			}
			for _, tc := range cases {
				t.Run(tc.name, func(t *testing.T) {
					t.Run("form", func(t *testing.T) {
						f := url.Values{}
						for k, v := range tc.body {
							f.Set(k, v)
						}
						wantFields(t, b.form("/api/customer/register", f), tc.fields)
					})
					t.Run("json", func(t *testing.T) {
						wantFields(t, b.json(http.MethodPost, "/api/customer/register", tc.body), tc.fields)
					})
				})
			}
			if reg := checkRegistration(t, b, good["emailAddress"]); reg.Registered {
				t.Fatal("an invalid registration made an account")
			}
		})
	})
}

func TestSignIn(t *testing.T) {
	eachAccountEngine(t, func(t *testing.T, ts *testShop) {
		srv := ts.srv
		c := register(t, srv, "user", goodPassword)

		t.Run("signs in and rotates the session", func(t *testing.T) {
			b := newBrowser(t, srv)
			before, oldCSRF := b.cookie("wattle_session"), b.csrf
			r := b.signIn(strings.ToUpper(c.email), c.password)
			wantOK(t, r, http.StatusOK)
			var out struct {
				RedirectURL string `json:"redirectUrl"`
			}
			r.decode(t, &out)
			if out.RedirectURL != "/my-account" {
				t.Errorf("redirectUrl = %q", out.RedirectURL)
			}
			if after := b.cookie("wattle_session"); after == "" || after == before {
				t.Fatalf("session cookie not rotated: %q → %q", before, after)
			}
			wantError(t, call(t, b.c, http.MethodPost, srv.URL+"/api/customer/sign-out", "application/x-www-form-urlencoded",
				"", map[string]string{"X-CSRF-Token": oldCSRF}), http.StatusForbidden, "ERR_CSRF", nil)
			s := b.session()
			if s.Customer.Email != c.email || s.Customer.WattleCustomerID != c.id || s.LoginRequired {
				t.Fatalf("session after sign-in: %+v", s)
			}
			if p := b.profile(); p.Email != c.email {
				t.Fatalf("profile: %+v", p)
			}
		})

		t.Run("redirect stays on the site", func(t *testing.T) {
			for redirect, want := range map[string]string{"/cart": "/cart", "//evil.example/x": "/my-account",
				"https://evil.example/": "/my-account", "/\\evil.example": "/my-account"} {
				b := newBrowser(t, srv)
				var out struct {
					RedirectURL string `json:"redirectUrl"`
				}
				b.signIn(c.email, c.password, "redirect", redirect).decode(t, &out)
				if out.RedirectURL != want {
					t.Errorf("redirect %q → %q, want %q", redirect, out.RedirectURL, want)
				}
			}
		})

		t.Run("unknown e-mail and wrong password answer alike", func(t *testing.T) {
			b := newBrowser(t, srv)
			unknown := b.signIn(emailFor(t, "nobody"), c.password)
			wrong := b.signIn(c.email, c.password+"x")
			wantError(t, unknown, http.StatusUnauthorized, "ERR_LOGIN_BAD_CREDENTIALS", map[string]string{"j_password": "login-failed"})
			wantError(t, wrong, http.StatusUnauthorized, "ERR_LOGIN_BAD_CREDENTIALS", map[string]string{"j_password": "login-failed"})
			if unknown.status != wrong.status || unknown.Error.Message != wrong.Error.Message ||
				fmt.Sprint(unknown.Error.Fields) != fmt.Sprint(wrong.Error.Fields) {
				t.Fatalf("the answers differ: %+v vs %+v", unknown.Error, wrong.Error)
			}
			if s := b.session(); s.Customer.Email != "" {
				t.Fatalf("a failed sign-in signed in: %+v", s.Customer)
			}
		})

		t.Run("field rules", func(t *testing.T) {
			b := newBrowser(t, srv)
			wantFields(t, b.form("/api/customer/sign-in", url.Values{}), map[string]string{"j_username": "missing-args", "j_password": "missing-args"})
			wantFields(t, b.form("/api/customer/sign-in", url.Values{"j_username": {"not-an-email"}, "j_password": {"x"}}),
				map[string]string{"j_username": "invalid-email-address"})
		})
	})
}

func TestSignInLockout(t *testing.T) {
	eachAccountEngine(t, func(t *testing.T, ts *testShop) {
		srv := ts.srv
		c := register(t, srv, "victim", goodPassword)
		other := newBrowser(t, srv) // the customer on another device, signed in before the lock
		wantOK(t, other.signIn(c.email, c.password), http.StatusOK)
		other.session()
		// Failures count from the last successful sign-in on: not in the same millisecond.
		ts.clock.Advance(time.Second)

		attacker := newBrowser(t, srv)
		for i := 1; i <= account.LockAfter; i++ {
			wantError(t, attacker.signIn(c.email, fmt.Sprintf("guess-%d-Zq", i)), http.StatusUnauthorized, "ERR_LOGIN_BAD_CREDENTIALS", nil)
		}
		r := attacker.signIn(c.email, c.password)
		wantError(t, r, http.StatusForbidden, "ERR_LOGIN_ACCOUNT_LOCKED", nil)
		if got := attacker.lockReason(); got != account.LockTooManyAttempts {
			t.Fatalf("accountLockReasonCode = %q", got)
		}
		if s := attacker.session(); s.Customer.Email != "" {
			t.Fatalf("the attacker's session: %+v", s.Customer)
		}

		// The registering browser calls an account operation first: refused as locked, and signed out.
		wantError(t, c.get("/api/customer/profile"), http.StatusForbidden, "ERR_LOGIN_ACCOUNT_LOCKED", nil)
		if got := c.lockReason(); got != account.LockTooManyAttempts {
			t.Fatalf("getProfile's accountLockReasonCode = %q", got)
		}
		wantAnonymous(t, c.browser)

		// The other device loads a page: getSession says why once, then the session is anonymous.
		s := other.session()
		if !s.Customer.AccountLocked || s.Customer.AccountLockReasonCode != account.LockTooManyAttempts || s.Customer.WattleCustomerID != "" {
			t.Fatalf("getSession of a locked account's session: %+v", s)
		}
		wantAnonymous(t, other)

		reg := checkRegistration(t, attacker, c.email)
		if !reg.Registered || !reg.AccountLocked || reg.AccountLockReasonCode != account.LockTooManyAttempts {
			t.Fatalf("checkRegistration: %+v", reg)
		}

		// A password reset unlocks, and the failures before it no longer count.
		token := resetToken(t, attacker, c.email, 1)
		wantOK(t, attacker.json(http.MethodPost, "/api/customer/password", map[string]string{"token": token, "password": otherPassword}), http.StatusOK)
		ts.clock.Advance(time.Second)
		if reg := checkRegistration(t, attacker, c.email); reg.AccountLocked {
			t.Fatalf("still locked after the reset: %+v", reg)
		}
		wantError(t, attacker.signIn(c.email, c.password), http.StatusUnauthorized, "ERR_LOGIN_BAD_CREDENTIALS", nil)
		wantOK(t, other.signIn(c.email, otherPassword), http.StatusOK)
		if s := other.session(); s.Customer.Email != c.email {
			t.Fatalf("sign-in after the reset: %+v", s)
		}
	})
}

func TestLoginRequired(t *testing.T) {
	eachAccountEngine(t, func(t *testing.T, ts *testShop) {
		b := newBrowser(t, ts.srv)
		manual := map[string]string{"formType": "manual", "line1": "12 Church Street", "town": "Richmond", "state": "VIC", "postalCode": "3121"}
		cases := []struct {
			op, method, path string
			body             any
		}{
			{"getProfile", http.MethodGet, "/api/customer/profile", nil},
			{"updateProfile", http.MethodPost, "/api/customer/profile", map[string]string{"firstName": "Avery", "lastName": "Quinlan"}},
			{"changePassword", http.MethodPost, "/api/customer/change-password", map[string]string{"currentPassword": goodPassword, "password": otherPassword}},
			{"setPreferredStore", http.MethodPost, "/api/customer/preferred-store", map[string]string{"storeNumber": demoStore(t, b)}},
			{"deleteAccount", http.MethodPost, "/api/customer/delete", map[string]string{"email": emailFor(t, "x"), "firstName": "Avery", "lastName": "Quinlan"}},
			{"listAddresses", http.MethodGet, "/api/addresses", nil},
			{"createAddress", http.MethodPost, "/api/addresses", manual},
			{"editAddress", http.MethodPost, "/api/addresses/abc123", manual},
			{"deleteAddress", http.MethodPost, "/api/addresses/abc123/delete", map[string]string{}},
			{"setDefaultAddress", http.MethodPut, "/api/addresses/abc123/default", map[string]string{}},
		}
		for _, tc := range cases {
			t.Run(tc.op, func(t *testing.T) {
				var r resp
				if tc.method == http.MethodGet {
					r = b.get(tc.path)
				} else {
					r = b.json(tc.method, tc.path, tc.body)
				}
				wantError(t, r, http.StatusUnauthorized, "ERR_LOGIN_REQUIRED", nil)
			})
		}
	})
}

// demoStore is the number of a store of the demo data, the nearest to Melbourne's centre.
func demoStore(t *testing.T, b *browser) string {
	t.Helper()
	var near struct {
		Stores []struct {
			StoreNumber string `json:"storeNumber"`
		} `json:"stores"`
	}
	b.get("/api/stores/nearest?geo=-37.8136,144.9631").decode(t, &near)
	if len(near.Stores) == 0 {
		t.Fatal("no demo stores")
	}
	return near.Stores[0].StoreNumber
}

func TestRememberMe(t *testing.T) {
	eachAccountEngine(t, func(t *testing.T, ts *testShop) {
		srv := ts.srv
		c := register(t, srv, "remembered", goodPassword)

		// rememberedBrowser signs in with "remember me" and returns the browser and its cookie.
		rememberedBrowser := func(t *testing.T, password string) (*browser, string) {
			t.Helper()
			b := newBrowser(t, srv)
			wantOK(t, b.signIn(c.email, password, "rememberMe", "true"), http.StatusOK)
			token := b.cookie("wattle_remember")
			if !regexp.MustCompile(`^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$`).MatchString(token) {
				t.Fatalf("remember cookie %q", token)
			}
			b.session()
			return b, token
		}
		// comeBack is a new browser session with only the remember cookie (the session cookie
		// went when the browser closed).
		comeBack := func(t *testing.T, token string) *browser {
			t.Helper()
			b := bareBrowser(t, srv)
			b.setCookie("wattle_remember", token)
			return b
		}

		t.Run("a soft session needs the password again", func(t *testing.T) {
			_, token := rememberedBrowser(t, c.password)
			b := comeBack(t, token)
			s := b.session()
			if s.Customer.Email != c.email || s.Customer.WattleCustomerID != c.id || !s.LoginRequired {
				t.Fatalf("recognised session: %+v", s)
			}
			wantError(t, b.get("/api/customer/profile"), http.StatusUnauthorized, "ERR_LOGIN_REQUIRED", nil)
			wantError(t, b.get("/api/addresses"), http.StatusUnauthorized, "ERR_LOGIN_REQUIRED", nil)
			wantError(t, b.json(http.MethodPost, "/api/customer/change-password", map[string]string{"currentPassword": c.password,
				"password": otherPassword}), http.StatusUnauthorized, "ERR_LOGIN_REQUIRED", nil)
			// The password makes it a hard sign-in.
			wantOK(t, b.signIn(c.email, c.password), http.StatusOK)
			if s := b.session(); s.LoginRequired || s.Customer.Email != c.email {
				t.Fatalf("after signing in again: %+v", s)
			}
			if p := b.profile(); p.Email != c.email {
				t.Fatalf("profile: %+v", p)
			}
		})

		t.Run("sign-out revokes this browser's token", func(t *testing.T) {
			a, token := rememberedBrowser(t, c.password)
			var out struct {
				RedirectURL string `json:"redirectUrl"`
			}
			// Sign-out with the token as the _csrf form field rather than the header.
			r := call(t, a.c, http.MethodPost, srv.URL+"/api/customer/sign-out", "application/x-www-form-urlencoded",
				url.Values{"_csrf": {a.csrf}}.Encode(), nil)
			r.decode(t, &out)
			if out.RedirectURL != "/" || a.cookie("wattle_remember") != "" {
				t.Fatalf("sign-out: %+v, remember cookie %q", out, a.cookie("wattle_remember"))
			}
			b := comeBack(t, token)
			if s := b.session(); s.Customer.Email != "" || s.LoginRequired {
				t.Fatalf("a revoked token is still recognised: %+v", s)
			}
			if b.cookie("wattle_remember") != "" {
				t.Error("the revoked remember cookie was not cleared")
			}
		})

		t.Run("a password change revokes every token", func(t *testing.T) {
			_, token1 := rememberedBrowser(t, c.password)
			changer, token2 := rememberedBrowser(t, c.password)
			wantOK(t, changer.json(http.MethodPost, "/api/customer/change-password", map[string]string{"currentPassword": c.password,
				"password": thirdPassword}), http.StatusOK)
			for i, token := range []string{token1, token2} {
				if s := comeBack(t, token).session(); s.Customer.Email != "" {
					t.Fatalf("token %d still recognised after the password change: %+v", i+1, s)
				}
			}
			// The browser that changed it stays signed in.
			if p := changer.profile(); p.Email != c.email {
				t.Fatalf("profile: %+v", p)
			}
			c.password = thirdPassword
		})
	})
}

func TestSignOut(t *testing.T) {
	eachAccountEngine(t, func(t *testing.T, ts *testShop) {
		c := register(t, ts.srv, "leaving", goodPassword)
		before, oldCSRF := c.cookie("wattle_session"), c.csrf
		var out struct {
			RedirectURL string `json:"redirectUrl"`
		}
		c.form("/api/customer/sign-out", url.Values{}).decode(t, &out)
		if out.RedirectURL != "/" {
			t.Errorf("redirectUrl = %q", out.RedirectURL)
		}
		if after := c.cookie("wattle_session"); after == "" || after == before {
			t.Fatalf("session cookie not rotated: %q → %q", before, after)
		}
		wantError(t, call(t, c.c, http.MethodPost, ts.srv.URL+"/api/customer/sign-out", "application/x-www-form-urlencoded",
			"", map[string]string{"X-CSRF-Token": oldCSRF}), http.StatusForbidden, "ERR_CSRF", nil)
		wantAnonymous(t, c.browser)
		// The old session id is gone, not just left behind.
		planted := bareBrowser(t, ts.srv)
		planted.setCookie("wattle_session", before)
		if s := planted.session(); s.Customer.Email != "" {
			t.Fatalf("the signed-out session id still signs in: %+v", s.Customer)
		}
	})
}

func TestPasswordReset(t *testing.T) {
	eachAccountEngine(t, func(t *testing.T, ts *testShop) {
		srv := ts.srv
		t.Run("same answer for known and unknown e-mails", func(t *testing.T) {
			c := register(t, srv, "known", goodPassword)
			unknown := emailFor(t, "unknown")
			b := newBrowser(t, srv)
			known := b.json(http.MethodPost, "/api/customer/password-reset", map[string]any{"emailAddress": c.email, "blankRedirectPage": true})
			other := b.form("/api/customer/password-reset", url.Values{"emailAddress": {unknown}})
			wantOK(t, known, http.StatusOK)
			wantOK(t, other, http.StatusOK)
			if string(known.Data) != string(other.Data) || !strings.Contains(string(known.Data), `"emailSent":true`) {
				t.Fatalf("answers differ: %s vs %s", known.Data, other.Data)
			}
			m := waitMail(t, srv, c.email, "Reset your", 1)
			if !resetLink.MatchString(m.Text) || !strings.Contains(m.Text, "1 hour") {
				t.Errorf("reset e-mail:\n%s", m.Text)
			}
			// The known e-mail's message has arrived; the unknown one was never sent.
			for _, m := range mailbox(t, srv) {
				if m.To == unknown {
					t.Fatalf("an unknown e-mail got mail: %+v", m)
				}
			}
			wantFields(t, b.form("/api/customer/password-reset", url.Values{"emailAddress": {"nope"}}),
				map[string]string{"emailAddress": "invalid-email-address"})
			wantFields(t, b.form("/api/customer/password-reset", url.Values{}), map[string]string{"emailAddress": "missing-args"})
		})

		t.Run("set a new password", func(t *testing.T) {
			c := register(t, srv, "forgetful", goodPassword)
			b := newBrowser(t, srv)
			token := resetToken(t, b, c.email, 1)
			set := func(password, token string) resp {
				return b.json(http.MethodPost, "/api/customer/password", map[string]string{"password": password, "token": token})
			}
			wantError(t, set(c.password, token), http.StatusUnprocessableEntity, "REUSE_PASSWORD", map[string]string{"password": "reuse-password"})
			wantError(t, set("password1", token), http.StatusUnprocessableEntity, "WEAK_PASSWORD", map[string]string{"password": "insecure-password"})
			wantError(t, set("Avery-Quinlan", token), http.StatusUnprocessableEntity, "WEAK_PASSWORD", nil)
			wantFields(t, set("", ""), map[string]string{"password": "missing-args", "token": "missing-args"})
			wantFields(t, set(otherPassword, ""), map[string]string{"token": "missing-args"})
			wantFields(t, set("", token), map[string]string{"password": "missing-args"})
			wantFields(t, set("Fjord Quill", token), map[string]string{"password": "invalid-password"})
			wantError(t, set(otherPassword, token+"x"), http.StatusBadRequest, "ERR_PASSWORDRESET_INVALID_TOKEN", nil)
			wantError(t, set(otherPassword, "bogus"), http.StatusBadRequest, "ERR_PASSWORDRESET_INVALID_TOKEN", nil)

			var out struct {
				RedirectURL string `json:"redirectUrl"`
			}
			set(otherPassword, token).decode(t, &out)
			if out.RedirectURL != "/login?passwordReset=true" {
				t.Errorf("redirectUrl = %q", out.RedirectURL)
			}
			// Single use.
			wantError(t, set(thirdPassword, token), http.StatusBadRequest, "ERR_PASSWORDRESET_INVALID_TOKEN", nil)
			// Signed out everywhere: the registering browser too.
			wantAnonymous(t, c.browser)
			wantError(t, b.signIn(c.email, c.password), http.StatusUnauthorized, "ERR_LOGIN_BAD_CREDENTIALS", nil)
			wantOK(t, b.signIn(c.email, otherPassword), http.StatusOK)
		})

		t.Run("an older link dies with a newer reset", func(t *testing.T) {
			c := register(t, srv, "twice", goodPassword)
			b := newBrowser(t, srv)
			first := resetToken(t, b, c.email, 1)
			second := resetToken(t, b, c.email, 2)
			if first == second {
				t.Fatal("two requests, one token")
			}
			wantOK(t, b.json(http.MethodPost, "/api/customer/password", map[string]string{"password": otherPassword, "token": second}), http.StatusOK)
			wantError(t, b.json(http.MethodPost, "/api/customer/password", map[string]string{"password": thirdPassword, "token": first}),
				http.StatusBadRequest, "ERR_PASSWORDRESET_INVALID_TOKEN", nil)
		})

		t.Run("not once deletion is requested", func(t *testing.T) {
			c := register(t, srv, "deleting", goodPassword)
			b := newBrowser(t, srv)
			token := resetToken(t, b, c.email, 1)
			wantOK(t, c.json(http.MethodPost, "/api/customer/delete", map[string]string{"email": c.email, "firstName": c.first, "lastName": c.last}), http.StatusOK)
			wantError(t, b.json(http.MethodPost, "/api/customer/password", map[string]string{"password": otherPassword, "token": token}),
				http.StatusUnprocessableEntity, "ERR_PASSWORDRESET_GENERAL", nil)
			// And no new link is sent.
			before := len(mailsTo(t, srv, c.email, "Reset your"))
			wantOK(t, b.json(http.MethodPost, "/api/customer/password-reset", map[string]any{"emailAddress": c.email}), http.StatusOK)
			waitMail(t, srv, c.email, "delete", 1)
			if got := len(mailsTo(t, srv, c.email, "Reset your")); got != before {
				t.Fatalf("a reset link went to an account being deleted (%d → %d)", before, got)
			}
		})
	})
}

func TestChangePassword(t *testing.T) {
	eachAccountEngine(t, func(t *testing.T, ts *testShop) {
		srv := ts.srv
		c := register(t, srv, "changer", goodPassword)
		other := newBrowser(t, srv)
		wantOK(t, other.signIn(c.email, c.password), http.StatusOK)
		other.session()

		change := func(current, password string) resp {
			return c.json(http.MethodPost, "/api/customer/change-password", map[string]string{"currentPassword": current, "password": password})
		}
		wantError(t, change("Not-The-Password-1", otherPassword), http.StatusUnauthorized, "ERR_LOGIN_BAD_CREDENTIALS",
			map[string]string{"currentPassword": "login-failed"})
		wantError(t, change(c.password, c.password), http.StatusUnprocessableEntity, "REUSE_PASSWORD", map[string]string{"password": "reuse-password"})
		wantError(t, change(c.password, "qwerty123"), http.StatusUnprocessableEntity, "WEAK_PASSWORD", map[string]string{"password": "insecure-password"})
		wantFields(t, change("", ""), map[string]string{"currentPassword": "missing-args", "password": "missing-args"})
		wantFields(t, change(c.password, "abc"), map[string]string{"password": "invalid-length"})
		// None of those changed anything or signed anyone out.
		if p := other.profile(); p.Email != c.email {
			t.Fatalf("other session: %+v", p)
		}

		var out map[string]any
		change(c.password, otherPassword).decode(t, &out)
		if len(out) != 1 || out["passwordChanged"] != true {
			t.Errorf("changePassword answered %v", out)
		}
		if p := c.profile(); p.Email != c.email {
			t.Fatalf("this session after the change: %+v", p)
		}
		wantAnonymous(t, other)
		b := newBrowser(t, srv)
		wantError(t, b.signIn(c.email, goodPassword), http.StatusUnauthorized, "ERR_LOGIN_BAD_CREDENTIALS", nil)
		wantOK(t, b.signIn(c.email, otherPassword), http.StatusOK)
	})
}

func TestProfile(t *testing.T) {
	eachAccountEngine(t, func(t *testing.T, ts *testShop) {
		c := register(t, ts.srv, "profile", goodPassword)
		p := c.profile()
		if p.Email != c.email || p.FirstName != c.first || p.LastName != c.last || p.MobileNumber != "" || p.PreferredStore != "" ||
			p.OptIntoMarketing || p.AllowTracking || p.SubscribeToRewards {
			t.Fatalf("new profile: %+v", p)
		}

		var got profileView
		c.json(http.MethodPost, "/api/customer/profile", map[string]any{"firstName": "Ngaio", "lastName": "Te Rangi",
			"mobileNumber": "0498 765 432", "allowTracking": true, "subscribeToRewards": true, "optIntoMarketing": false}).decode(t, &got)
		want := p
		want.FirstName, want.LastName, want.MobileNumber, want.AllowTracking, want.SubscribeToRewards = "Ngaio", "Te Rangi", "0498765432", true, true
		if got != want {
			t.Fatalf("updateProfile answered %+v, want %+v", got, want)
		}
		if again := c.profile(); again != want {
			t.Fatalf("getProfile after the update: %+v", again)
		}
		if s := c.session(); s.Customer.FirstName != "Ngaio" || s.Customer.LastName != "Te Rangi" {
			t.Fatalf("session after the update: %+v", s.Customer)
		}
		// A form body: unchecked boxes are absent, so they turn off.
		c.form("/api/customer/profile", url.Values{"firstName": {"Ngaio"}, "lastName": {"Te Rangi"}, "allowTracking": {"on"}}).decode(t, &got)
		if !got.AllowTracking || got.SubscribeToRewards || got.MobileNumber != "" {
			t.Fatalf("form update: %+v", got)
		}
		wantFields(t, c.json(http.MethodPost, "/api/customer/profile", map[string]any{"firstName": "N", "lastName": "Te Rangi", "mobileNumber": "12345"}),
			map[string]string{"firstName": "invalid-length", "mobileNumber": "invalid-format"})
		wantFields(t, c.json(http.MethodPost, "/api/customer/profile", map[string]any{}),
			map[string]string{"firstName": "missing-args", "lastName": "missing-args"})

		t.Run("preferred store", func(t *testing.T) {
			store := demoStore(t, c.browser)
			c.json(http.MethodPost, "/api/customer/preferred-store", map[string]string{"storeNumber": store}).decode(t, &got)
			if got.PreferredStore != store {
				t.Fatalf("setPreferredStore answered %+v", got)
			}
			if p := c.profile(); p.PreferredStore != store {
				t.Fatalf("getProfile: %+v", p)
			}
			wantError(t, c.json(http.MethodPost, "/api/customer/preferred-store", map[string]string{"storeNumber": "9999"}),
				http.StatusNotFound, "ERR_STORE_UNAVAILABLE", nil)
			wantFields(t, c.json(http.MethodPost, "/api/customer/preferred-store", map[string]string{}), map[string]string{"storeNumber": "missing-args"})
			if p := c.profile(); p.PreferredStore != store {
				t.Fatalf("a refused store changed the profile: %+v", p)
			}
		})
	})
}

func TestEnewsOptIn(t *testing.T) {
	eachAccountEngine(t, func(t *testing.T, ts *testShop) {
		b := newBrowser(t, ts.srv)
		var out map[string]any
		b.json(http.MethodPost, "/api/customer/enews", map[string]string{"emailAddress": emailFor(t, "news")}).decode(t, &out)
		if len(out) != 1 || out["subscribed"] != true {
			t.Errorf("enewsOptIn answered %v", out)
		}
		// Subscribing twice is fine.
		wantOK(t, b.form("/api/customer/enews", url.Values{"emailAddress": {emailFor(t, "news")}}), http.StatusOK)
		wantFields(t, b.form("/api/customer/enews", url.Values{"emailAddress": {"news@"}}), map[string]string{"emailAddress": "invalid-email-address"})
		wantFields(t, b.form("/api/customer/enews", url.Values{}), map[string]string{"emailAddress": "missing-args"})

		// A signed-in customer subscribing their own address opts the account into marketing.
		c := register(t, ts.srv, "subscriber", goodPassword)
		wantOK(t, c.json(http.MethodPost, "/api/customer/enews", map[string]string{"emailAddress": strings.ToUpper(c.email)}), http.StatusOK)
		if p := c.profile(); !p.OptIntoMarketing {
			t.Fatalf("profile after opting in: %+v", p)
		}
	})
}

func TestDeleteAccountValidation(t *testing.T) {
	eachAccountEngine(t, func(t *testing.T, ts *testShop) {
		c := register(t, ts.srv, "careful", goodPassword)
		del := func(email, first, last string) resp {
			return c.json(http.MethodPost, "/api/customer/delete", map[string]string{"email": email, "firstName": first, "lastName": last})
		}
		wantError(t, del(emailFor(t, "someone.else"), c.first, c.last), http.StatusBadRequest, "ERR_VALIDATION",
			map[string]string{"email": "invalid-email-address"})
		wantFields(t, del(c.email, "Someone", c.last), map[string]string{"firstName": "invalid-format"})
		wantFields(t, del("", "", ""), map[string]string{"email": "missing-args", "firstName": "missing-args", "lastName": "missing-args"})
		// Nothing happened: still signed in, not locked.
		if p := c.profile(); p.Email != c.email {
			t.Fatalf("profile: %+v", p)
		}
		if reg := checkRegistration(t, c.browser, c.email); reg.AccountLocked {
			t.Fatalf("locked by a refused deletion: %+v", reg)
		}
	})
}

// TestAccountClock moves the clock: a shop of its own per engine, its steps in order.
func TestAccountClock(t *testing.T) {
	for _, engine := range engineNames() {
		t.Run(engine, func(t *testing.T) {
			ts := startShop(t, t, engine, nil)
			srv := ts.srv

			t.Run("deletion", func(t *testing.T) {
				c := register(t, srv, "bye", goodPassword)
				addr := c.json(http.MethodPost, "/api/addresses", map[string]string{"formType": "manual", "line1": "12 Church Street",
					"town": "Richmond", "state": "VIC", "postalCode": "3121", "phone": "0412345678"})
				wantOK(t, addr, http.StatusCreated)
				before := c.cookie("wattle_session")

				var out struct {
					RequestReceived bool   `json:"requestReceived"`
					ProcessBy       string `json:"processBy"`
					Message         string `json:"message"`
				}
				// The names are compared without case, as people type them again.
				c.json(http.MethodPost, "/api/customer/delete", map[string]string{"email": strings.ToUpper(c.email),
					"firstName": strings.ToLower(c.first), "lastName": c.last}).decode(t, &out)
				// Now is Sunday 22 November 2026, 8 pm in Melbourne: two business days on is Tuesday.
				due := time.Date(2026, 11, 24, 20, 0, 0, 0, account.Melbourne)
				processBy, err := time.Parse(time.RFC3339, out.ProcessBy)
				if !out.RequestReceived || err != nil || !processBy.Equal(due) || !strings.HasSuffix(out.ProcessBy, "+11:00") || out.Message == "" {
					t.Fatalf("deleteAccount answered %+v (%v), want processBy %s", out, err, due.Format(time.RFC3339))
				}
				if after := c.cookie("wattle_session"); after == before || after == "" {
					t.Fatal("the session was not replaced")
				}
				wantAnonymous(t, c.browser)
				b := newBrowser(t, srv)
				wantError(t, b.signIn(c.email, c.password), http.StatusForbidden, "ERR_LOGIN_ACCOUNT_LOCKED", nil)
				if got := b.lockReason(); got != account.LockDeletionRequested {
					t.Fatalf("accountLockReasonCode = %q", got)
				}
				reg := checkRegistration(t, b, c.email)
				if !reg.Registered || !reg.AccountLocked || reg.AccountLockReasonCode != account.LockDeletionRequested {
					t.Fatalf("checkRegistration: %+v", reg)
				}
				m := waitMail(t, srv, c.email, "delete your", 1)
				if !strings.Contains(m.Text, "Tuesday 24 November 2026") {
					t.Errorf("the confirmation does not say when:\n%s", m.Text)
				}

				// Not before it is due.
				ctx := context.Background()
				ts.clock.Advance(47 * time.Hour)
				if err := ts.shop.Accounts.Erase(ctx, account.EraseArgs{CustomerID: c.id}); err == nil {
					t.Fatal("erased before the grace period ended")
				}
				if reg := checkRegistration(t, b, c.email); !reg.Registered {
					t.Fatal("the account went before it was due")
				}
				ts.clock.Advance(2 * time.Hour)
				if err := ts.shop.Accounts.Erase(ctx, account.EraseArgs{CustomerID: c.id}); err != nil {
					t.Fatalf("erase: %v", err)
				}
				waitMail(t, srv, c.email, "deleted", 1)

				// Nothing left that names the person.
				cust, err := ts.st.Customer(ctx, c.id)
				if err != nil {
					t.Fatal(err)
				}
				if cust.Email != account.ErasedEmail(c.id) || cust.FirstName != "" || cust.LastName != "" || cust.Mobile != "" ||
					cust.PasswordHash != "" || cust.ErasedAt.IsZero() {
					t.Fatalf("erased customer: %+v", cust)
				}
				if book, err := ts.st.Addresses(ctx, c.id); err != nil || len(book) != 0 {
					t.Fatalf("addresses after erasure: %v %v", book, err)
				}
				events, err := ts.st.Events(ctx, c.id)
				if err != nil {
					t.Fatal(err)
				}
				for _, e := range events {
					if e.IP != "" || e.EmailHash != "" {
						t.Fatalf("the audit log still has %+v", e)
					}
				}
				if reg := checkRegistration(t, b, c.email); reg.Registered || reg.AccountLocked {
					t.Fatalf("checkRegistration after erasure: %+v", reg)
				}
				wantError(t, b.signIn(c.email, c.password), http.StatusUnauthorized, "ERR_LOGIN_BAD_CREDENTIALS", nil)
				// The e-mail is free again.
				again := newBrowser(t, srv)
				wantOK(t, again.form("/api/customer/register", url.Values{"emailAddress": {c.email}, "firstName": {"Avery"},
					"lastName": {"Quinlan"}, "password": {otherPassword}}), http.StatusCreated)
				if s := again.session(); s.Customer.WattleCustomerID == c.id || s.Customer.Email != c.email {
					t.Fatalf("registering again: %+v", s.Customer)
				}
				if book := listAddresses(t, again); len(book) != 0 {
					t.Fatalf("the new account inherited addresses: %+v", book)
				}
			})

			t.Run("a sign-in older than 12 hours must be renewed", func(t *testing.T) {
				c := register(t, srv, "stale", goodPassword)
				ts.clock.Advance(session.RecentSignIn + time.Minute)
				// Still signed in: the profile shows. What could take the account over needs a fresh sign-in.
				wantOK(t, c.get("/api/customer/profile"), http.StatusOK)
				r := c.json(http.MethodPost, "/api/customer/change-password", map[string]string{"currentPassword": c.password, "password": otherPassword})
				wantError(t, r, http.StatusUnauthorized, "ERR_LOGIN_REQUIRED", nil)
				if !strings.Contains(r.Error.Message, "sign in again") {
					t.Fatalf("message %q does not say to sign in again", r.Error.Message)
				}
				wantError(t, c.json(http.MethodPost, "/api/customer/delete", map[string]string{"email": c.email, "firstName": c.first, "lastName": c.last}),
					http.StatusUnauthorized, "ERR_LOGIN_REQUIRED", nil)
				wantError(t, c.json(http.MethodDelete, "/api/payment-methods/cards/src_none", nil), http.StatusUnauthorized, "ERR_LOGIN_REQUIRED", nil)
				// Nothing changed: the old password still signs in, and then the change goes through.
				wantOK(t, c.signIn(c.email, c.password), http.StatusOK)
				c.session() // the new session's csrf token
				wantOK(t, c.json(http.MethodPost, "/api/customer/change-password", map[string]string{"currentPassword": c.password, "password": otherPassword}), http.StatusOK)
			})

			t.Run("a session ends 90 days after it began however busy", func(t *testing.T) {
				c := register(t, srv, "busy", goodPassword)
				for range 3 {
					ts.clock.Advance(29 * 24 * time.Hour) // within the idle lifetime each time
					if s := c.session(); s.Customer.Email != c.email {
						t.Fatalf("signed out while in use: %+v", s.Customer)
					}
				}
				ts.clock.Advance(4 * 24 * time.Hour) // 91 days since the sign-in
				wantAnonymous(t, c.browser)
			})

			t.Run("reset link expires after an hour", func(t *testing.T) {
				c := register(t, srv, "slow", goodPassword)
				b := newBrowser(t, srv)
				token := resetToken(t, b, c.email, 1)
				ts.clock.Advance(59 * time.Minute)
				// Still good at 59 minutes: a weak password is refused for what it is, not the token.
				wantError(t, b.json(http.MethodPost, "/api/customer/password", map[string]string{"password": "password1", "token": token}),
					http.StatusUnprocessableEntity, "WEAK_PASSWORD", nil)
				ts.clock.Advance(time.Minute)
				wantError(t, b.json(http.MethodPost, "/api/customer/password", map[string]string{"password": otherPassword, "token": token}),
					http.StatusBadRequest, "ERR_PASSWORDRESET_INVALID_TOKEN", nil)
				wantOK(t, b.signIn(c.email, c.password), http.StatusOK)
			})
		})
	}
}

// TestAccountRateLimits runs a shop with tiny limits per engine.
func TestAccountRateLimits(t *testing.T) {
	for _, engine := range engineNames() {
		t.Run(engine, func(t *testing.T) {
			ts := startShop(t, t, engine, func(c *config.Config) {
				c.Demo = false // no catalogue needed; and so no mailbox either
				c.AccountLimits = &account.Limits{SignInFailuresPerIP: 3, RegisterPerIP: 2, ResetPerEmail: 2, CheckPerIP: 3}
			})
			srv := ts.srv
			wantLimited := func(t *testing.T, r resp) {
				t.Helper()
				wantError(t, r, http.StatusTooManyRequests, "ERR_RATE_LIMITED", nil)
				if n, err := strconv.Atoi(r.header.Get("Retry-After")); err != nil || n < 1 {
					t.Fatalf("Retry-After = %q", r.header.Get("Retry-After"))
				}
			}

			t.Run("register per address", func(t *testing.T) {
				b := newBrowser(t, srv)
				reg := func(tag string) resp {
					return b.form("/api/customer/register", url.Values{"emailAddress": {emailFor(t, tag)}, "firstName": {"Avery"},
						"lastName": {"Quinlan"}, "password": {goodPassword}})
				}
				wantOK(t, reg("one"), http.StatusCreated)
				b.session()
				wantOK(t, reg("two"), http.StatusCreated)
				b.session()
				wantLimited(t, reg("three"))
			})

			t.Run("sign-in failures per address", func(t *testing.T) {
				b := newBrowser(t, srv)
				for i := range 3 {
					wantError(t, b.signIn(emailFor(t, fmt.Sprint("guess", i)), goodPassword), http.StatusUnauthorized, "ERR_LOGIN_BAD_CREDENTIALS", nil)
				}
				// The address is over its limit: refused before any password is checked, whoever it is.
				wantLimited(t, b.signIn(emailFor(t, "one.more"), goodPassword))
				wantLimited(t, newBrowser(t, srv).signIn(emailFor(t, "reg.one"), goodPassword))
			})

			t.Run("reset requests per e-mail", func(t *testing.T) {
				b := newBrowser(t, srv)
				reset := func(email string) resp {
					return b.json(http.MethodPost, "/api/customer/password-reset", map[string]string{"emailAddress": email})
				}
				email := emailFor(t, "flooded")
				wantOK(t, reset(email), http.StatusOK)
				wantOK(t, reset(strings.ToUpper(email)), http.StatusOK)
				wantLimited(t, reset(email))
				wantOK(t, reset(emailFor(t, "other")), http.StatusOK)
			})

			t.Run("e-mail checks per address", func(t *testing.T) {
				b := newBrowser(t, srv)
				for i := range 3 {
					checkRegistration(t, b, emailFor(t, fmt.Sprint("probe", i)))
				}
				wantLimited(t, b.json(http.MethodPost, "/api/customer/check-registration", map[string]string{"emailAddress": emailFor(t, "probe")}))
			})
		})
	}
}

// listAddresses is the browser's address book.
func listAddresses(t *testing.T, b *browser) []addressView {
	t.Helper()
	var out struct {
		Addresses []addressView `json:"addresses"`
	}
	b.get("/api/addresses").decode(t, &out)
	return out.Addresses
}

// TestCSRFOnAccountCalls: every state-changing account call needs the session's csrf token.
func TestCSRFOnAccountCalls(t *testing.T) {
	eachAccountEngine(t, func(t *testing.T, ts *testShop) {
		c := register(t, ts.srv, "csrf", goodPassword)
		calls := []struct{ method, path string }{
			{http.MethodPost, "/api/customer/check-registration"},
			{http.MethodPost, "/api/customer/sign-in"},
			{http.MethodPost, "/api/customer/sign-out"},
			{http.MethodPost, "/api/customer/register"},
			{http.MethodPost, "/api/customer/password-reset"},
			{http.MethodPost, "/api/customer/password"},
			{http.MethodPost, "/api/customer/change-password"},
			{http.MethodPost, "/api/customer/profile"},
			{http.MethodPost, "/api/customer/preferred-store"},
			{http.MethodPost, "/api/customer/delete"},
			{http.MethodPost, "/api/customer/enews"},
			{http.MethodPost, "/api/addresses"},
			{http.MethodPost, "/api/addresses/search"},
			{http.MethodPost, "/api/addresses/abc123"},
			{http.MethodPost, "/api/addresses/abc123/delete"},
			{http.MethodPut, "/api/addresses/abc123/default"},
		}
		body := url.Values{"emailAddress": {c.email}, "j_username": {c.email}, "j_password": {c.password}, "email": {c.email},
			"firstName": {c.first}, "lastName": {c.last}, "password": {otherPassword}, "currentPassword": {c.password},
			"text": {"12 church st richmond vic"}, "storeNumber": {"1000"}}
		for _, tc := range calls {
			t.Run(tc.method+" "+tc.path, func(t *testing.T) {
				for name, hdr := range map[string]map[string]string{"no token": nil, "wrong token": {"X-CSRF-Token": c.csrf + "x"}} {
					r := call(t, c.c, tc.method, ts.srv.URL+tc.path, "application/x-www-form-urlencoded", body.Encode(), hdr)
					if r.status != http.StatusForbidden || r.Error.Code != "ERR_CSRF" {
						t.Fatalf("%s: got %d %s", name, r.status, r.Error.Code)
					}
				}
			})
		}
		// Nothing of it happened: still signed in with the same password.
		if p := c.profile(); p.Email != c.email || p.FirstName != c.first {
			t.Fatalf("profile: %+v", p)
		}
		wantOK(t, newBrowser(t, ts.srv).signIn(c.email, c.password), http.StatusOK)
	})
}

// TestChangePasswordGuessesLock: a borrowed session cannot be used to guess the password: wrong
// current passwords count like failed sign-ins, and the fifth locks the account.
func TestChangePasswordGuessesLock(t *testing.T) {
	eachAccountEngine(t, func(t *testing.T, ts *testShop) {
		c := register(t, ts.srv, "guesser", goodPassword)
		change := func(current string) resp {
			return c.json(http.MethodPost, "/api/customer/change-password", map[string]string{"currentPassword": current, "password": otherPassword})
		}
		for i := range 5 {
			wantError(t, change(fmt.Sprintf("Wrong-Guess-%d", i)), http.StatusUnauthorized, "ERR_LOGIN_BAD_CREDENTIALS",
				map[string]string{"currentPassword": "login-failed"})
		}
		r := change(c.password)
		wantError(t, r, http.StatusForbidden, "ERR_LOGIN_ACCOUNT_LOCKED", nil)
		wantAnonymous(t, c.browser)
		b := newBrowser(t, ts.srv)
		wantError(t, b.signIn(c.email, c.password), http.StatusForbidden, "ERR_LOGIN_ACCOUNT_LOCKED", nil)
	})
}

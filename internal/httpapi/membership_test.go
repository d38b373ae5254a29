package httpapi_test

import (
	"math"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/membership"
	"github.com/wattle/storefront/internal/staff"
)

// OnePass through HTTP (docs/membership.md): every membership operation, the sandbox clock that
// moves memberships through their trial, renewals, retries and lapse, the benefits the cart and the
// delivery operations show, and the back office's side. Tests that move the clock have shops of
// their own (the clock is the whole shop's); the others share one per engine. Every answer goes
// through call, so it is held to the OpenAPI document.

// memberDemoSize gives the shared shop's catalogue enough products with a OnePass price.
const memberDemoSize = 200

var (
	memberShopsMu sync.Mutex
	memberShops   = map[string]*testShop{}
)

func relaxedLimits(c *config.Config) {
	c.AccountLimits = &account.Limits{SignInFailuresPerIP: 10000, RegisterPerIP: 10000, RegisterPerEmail: 100,
		ResetPerIP: 10000, ResetPerEmail: 100, CheckPerIP: 10000}
}

// memberShop is the shop the membership tests that leave the clock alone share on engine.
func memberShop(t *testing.T, engine string) *testShop {
	t.Helper()
	memberShopsMu.Lock()
	defer memberShopsMu.Unlock()
	if ts, ok := memberShops[engine]; ok {
		return ts
	}
	ts := startShop(t, holder, engine, func(c *config.Config) {
		c.DemoSize = memberDemoSize
		relaxedLimits(c)
	})
	memberShops[engine] = ts
	return ts
}

func eachMemberEngine(t *testing.T, fn func(t *testing.T, ts *testShop)) {
	t.Helper()
	for _, name := range engineNames() {
		t.Run(name, func(t *testing.T) { fn(t, memberShop(t, name)) })
	}
}

// eachClockEngine runs fn against a new shop of its own on every engine: fn moves its clock.
func eachClockEngine(t *testing.T, fn func(t *testing.T, ts *testShop)) {
	t.Helper()
	for _, name := range engineNames() {
		t.Run(name, func(t *testing.T) { fn(t, startShop(t, t, name, relaxedLimits)) })
	}
}

// memberView is the membership answer (getMembership and every change's).
type memberView struct {
	Status           string     `json:"status"`
	IsActive         bool       `json:"isActive"`
	Plan             string     `json:"plan"`
	NextPlan         string     `json:"nextPlan"`
	RenewalDate      *time.Time `json:"renewalDate"`
	DaysUntilRenewal *int       `json:"daysUntilRenewal"`
	NextPayment      *struct {
		Date   time.Time `json:"date"`
		Amount money     `json:"amount"`
		Plan   string    `json:"plan"`
	} `json:"nextPayment"`
	TrialEndDate       *time.Time `json:"trialEndDate"`
	TrialDaysRemaining *int       `json:"trialDaysRemaining"`
	TrialEligible      bool       `json:"trialEligible"`
	PaymentMethod      *struct {
		PaydockSourceID string `json:"paydockSourceId"`
		CardType        string `json:"cardType"`
		Last4           string `json:"last4"`
	} `json:"paymentMethod"`
	Savings  money `json:"savings"`
	Payments []struct {
		Date   time.Time `json:"date"`
		Amount money     `json:"amount"`
		Status string    `json:"status"`
		Plan   string    `json:"plan"`
		Card   string    `json:"card"`
	} `json:"payments"`
	Plans []struct {
		Plan   string `json:"plan"`
		Price  money  `json:"price"`
		Period string `json:"period"`
	} `json:"plans"`
	WelcomeReward *struct {
		Value     money     `json:"value"`
		MinSpend  money     `json:"minSpend"`
		ExpiresAt time.Time `json:"expiresAt"`
	} `json:"welcomeReward"`
	StartedAt *time.Time `json:"startedAt"`
	EndedAt   *time.Time `json:"endedAt"`
	LapsesOn  *time.Time `json:"lapsesOn"`
}

// staffMemberView is the back office's answer.
type staffMemberView struct {
	CustomerID string     `json:"customerId"`
	Email      string     `json:"email"`
	FirstName  string     `json:"firstName"`
	Membership memberView `json:"membership"`
	Audit      []struct {
		At      string `json:"at"`
		Actor   string `json:"actor"`
		Action  string `json:"action"`
		Subject string `json:"subject"`
		Detail  string `json:"detail"`
	} `json:"audit"`
}

func (b *browser) membership() memberView {
	b.t.Helper()
	var m memberView
	b.get("/api/membership").decode(b.t, &m)
	return m
}

// memberCall posts body to a membership operation and wants success.
func (b *browser) memberCall(path string, body any) memberView {
	b.t.Helper()
	r := b.json(http.MethodPost, "/api/membership/"+path, body)
	wantOK(b.t, r, http.StatusOK)
	var m memberView
	r.decode(b.t, &m)
	return m
}

// advance moves the shop's clock and answers the shop's new now. Then every browser of keep calls
// getSession, as the shop's pages do, which slides its session's 30-day idle expiry.
func advance(t *testing.T, b *browser, days, hours int, keep ...*customer) time.Time {
	t.Helper()
	defer func() {
		for _, c := range keep {
			c.session()
		}
	}()
	body := map[string]any{"days": days}
	if hours > 0 {
		body["hours"] = hours
	}
	var out struct {
		Now time.Time `json:"now"`
	}
	r := b.json(http.MethodPost, "/api/sandbox/clock/advance", body)
	wantOK(t, r, http.StatusOK)
	r.decode(t, &out)
	return out.Now
}

func wantStatus(t *testing.T, m memberView, status string) {
	t.Helper()
	if m.Status != status {
		t.Fatalf("status %s, want %s: %+v", m.Status, status, m)
	}
	if m.IsActive != membership.Status(status).Active() {
		t.Fatalf("%s: isActive %v", status, m.IsActive)
	}
}

func clubStatus(t *testing.T, b *browser) (member, known bool) {
	t.Helper()
	var club struct {
		ShipsterMember  bool `json:"shipsterMember"`
		ClubStatusKnown bool `json:"clubStatusKnown"`
	}
	b.get("/api/club-status").decode(t, &club)
	return club.ShipsterMember, club.ClubStatusKnown
}

func advantageUser(t *testing.T, b *browser) bool {
	t.Helper()
	var info struct {
		AdvantageUser bool `json:"advantageUser"`
	}
	b.get("/api/info").decode(t, &info)
	return info.AdvantageUser
}

func TestMembershipSignedOutAndValidation(t *testing.T) {
	eachMemberEngine(t, func(t *testing.T, ts *testShop) {
		anon := newBrowser(t, ts.srv)
		wantError(t, anon.get("/api/membership"), http.StatusUnauthorized, "ERR_LOGIN_REQUIRED", nil)
		for _, path := range []string{"trial", "subscribe", "cancel", "resume", "plan", "payment-method"} {
			wantError(t, anon.json(http.MethodPost, "/api/membership/"+path, map[string]any{"plan": "monthly", "oneTimeToken": "tok_x"}),
				http.StatusUnauthorized, "ERR_LOGIN_REQUIRED", nil)
		}
		if member, known := clubStatus(t, anon); member || known {
			t.Fatalf("anonymous club status: %v %v", member, known)
		}

		c := register(t, ts.srv, "v", goodPassword)
		m := c.membership()
		wantStatus(t, m, "none")
		if !m.TrialEligible || m.NextPayment != nil || m.PaymentMethod != nil || m.RenewalDate != nil || len(m.Payments) != 0 ||
			len(m.Plans) != 2 || m.Plans[0].Plan != "monthly" || m.Plans[0].Price.Value != 4 || m.Plans[0].Period != "month" ||
			m.Plans[1].Plan != "annual" || m.Plans[1].Price.Value != 40 || m.Plans[1].Period != "year" || m.Savings.Value != 0 {
			t.Fatalf("a new customer's membership: %+v", m)
		}
		tok := c.tokenize("4242424242424242")
		for _, op := range []string{"trial", "subscribe"} {
			wantFields(t, c.json(http.MethodPost, "/api/membership/"+op, map[string]any{"oneTimeToken": tok}),
				map[string]string{"plan": "missing-args"})
			wantFields(t, c.json(http.MethodPost, "/api/membership/"+op, map[string]any{"plan": "weekly", "oneTimeToken": tok}),
				map[string]string{"plan": "malformed-request"})
			wantFields(t, c.json(http.MethodPost, "/api/membership/"+op, map[string]any{"plan": "monthly", "oneTimeToken": tok, "paydockSourceId": "sp_1"}),
				map[string]string{"oneTimeToken": "malformed-request"})
			wantFields(t, c.json(http.MethodPost, "/api/membership/"+op, map[string]any{"plan": "monthly"}),
				map[string]string{"paydockSourceId": "missing-args"})
			wantFields(t, c.json(http.MethodPost, "/api/membership/"+op, map[string]any{}),
				map[string]string{"plan": "missing-args", "paydockSourceId": "missing-args"})
		}
		wantFields(t, c.json(http.MethodPost, "/api/membership/plan", map[string]any{}), map[string]string{"plan": "missing-args"})
		wantFields(t, c.json(http.MethodPost, "/api/membership/plan", map[string]any{"plan": "daily"}), map[string]string{"plan": "malformed-request"})
		wantFields(t, c.json(http.MethodPost, "/api/membership/payment-method", map[string]any{}), map[string]string{"paydockSourceId": "missing-args"})
		wantFields(t, c.json(http.MethodPost, "/api/membership/resume", map[string]any{"oneTimeToken": tok, "paydockSourceId": "sp_1"}),
			map[string]string{"oneTimeToken": "malformed-request"})
		// A saved card that is not the customer's, a token that is no token.
		wantFields(t, c.json(http.MethodPost, "/api/membership/trial", map[string]any{"plan": "monthly", "paydockSourceId": "sp_nope"}),
			map[string]string{"paydockSourceId": "malformed-request"})
		wantFields(t, c.json(http.MethodPost, "/api/membership/trial", map[string]any{"plan": "monthly", "oneTimeToken": "tok_nope"}),
			map[string]string{"oneTimeToken": "malformed-request"})

		// Nothing to cancel, resume or change.
		wantError(t, c.json(http.MethodPost, "/api/membership/cancel", map[string]any{}), http.StatusUnprocessableEntity, "ERR_MEMBERSHIP_NOT_ACTIVE", nil)
		wantError(t, c.json(http.MethodPost, "/api/membership/resume", map[string]any{}), http.StatusUnprocessableEntity, "ERR_MEMBERSHIP_NOT_ACTIVE", nil)
		wantError(t, c.json(http.MethodPost, "/api/membership/plan", map[string]any{"plan": "annual"}), http.StatusUnprocessableEntity, "ERR_MEMBERSHIP_NOT_ACTIVE", nil)

		// A declined card: 422, and the membership is as it was.
		r := c.json(http.MethodPost, "/api/membership/subscribe", map[string]any{"plan": "monthly", "oneTimeToken": c.tokenize("4000000000000002")})
		wantError(t, r, http.StatusUnprocessableEntity, "ERR_MEMBERSHIP_PAYMENT_DECLINED", map[string]string{"paydockSourceId": "payment-declined"})
		m = c.membership()
		wantStatus(t, m, "none")
		if !m.TrialEligible || m.NextPayment != nil {
			t.Fatalf("after a declined join: %+v", m)
		}
		if member, known := clubStatus(t, c.browser); member || !known {
			t.Fatalf("club status after a declined join: %v %v", member, known)
		}

		// Paid now: active; joining again is 409, and so is a trial.
		m = c.memberCall("subscribe", map[string]any{"plan": "monthly", "oneTimeToken": tok})
		wantStatus(t, m, "active")
		// Every attempt is listed, the declined one too.
		if len(m.Payments) != 2 || m.Payments[0].Status != "paid" || m.Payments[0].Amount.Value != 4 || m.Payments[0].Card != "visa ending 4242" ||
			m.Payments[1].Status != "declined" || m.Payments[1].Card != "visa ending 0002" || m.NextPayment == nil || m.NextPayment.Amount.Value != 4 || m.TrialEligible || m.WelcomeReward == nil || m.WelcomeReward.Value.Value != 10 {
			t.Fatalf("subscribed: %+v", m)
		}
		wantError(t, c.json(http.MethodPost, "/api/membership/subscribe", map[string]any{"plan": "annual", "oneTimeToken": c.tokenize("4242424242424242")}),
			http.StatusConflict, "ERR_MEMBERSHIP_ACTIVE", nil)
		wantError(t, c.json(http.MethodPost, "/api/membership/trial", map[string]any{"plan": "annual", "paydockSourceId": m.PaymentMethod.PaydockSourceID}),
			http.StatusConflict, "ERR_MEMBERSHIP_ACTIVE", nil)
		// Nothing to resume for an active member.
		wantError(t, c.json(http.MethodPost, "/api/membership/resume", map[string]any{}), http.StatusUnprocessableEntity, "ERR_MEMBERSHIP_NOT_CANCELLING", nil)
		// Another card, saved with the customer's methods.
		m = c.memberCall("payment-method", map[string]any{"oneTimeToken": c.tokenize("5555555555554444")})
		if m.PaymentMethod == nil || m.PaymentMethod.CardType != "mastercard" || m.PaymentMethod.Last4 != "4444" {
			t.Fatalf("after setMembershipPaymentMethod: %+v", m.PaymentMethod)
		}
		var saved savedView
		c.get("/api/checkout/payment-methods").decode(t, &saved)
		found := false
		for _, s := range saved.SavedCards {
			found = found || s.PaydockSourceID == m.PaymentMethod.PaydockSourceID && s.Last4 == "4444"
		}
		if !found {
			t.Fatalf("the new card is not among the saved ones: %+v", saved)
		}
	})
}

func TestMembershipContent(t *testing.T) {
	eachMemberEngine(t, func(t *testing.T, ts *testShop) {
		type contentView struct {
			Slot    string `json:"slot"`
			Show    bool   `json:"show"`
			Variant string `json:"variant"`
			Title   string `json:"title"`
			Text    string `json:"text"`
			CTA     *struct {
				Label string `json:"label"`
				URL   string `json:"url"`
			} `json:"cta"`
		}
		content := func(b *browser, slot string) contentView {
			t.Helper()
			var v contentView
			b.get("/api/membership/content/"+slot).decode(t, &v)
			if v.Slot != slot {
				t.Fatalf("%s: slot %q", slot, v.Slot)
			}
			return v
		}
		anon := newBrowser(t, ts.srv)
		c := register(t, ts.srv, "member", goodPassword)
		c.memberCall("trial", map[string]any{"plan": "annual", "oneTimeToken": c.tokenize("4242424242424242")})
		shown := 0
		for _, slot := range membership.Slots {
			out := content(anon, slot)
			if out.Show && out.Title == "" && out.Text == "" {
				t.Errorf("%s signed out: shown with nothing to say", slot)
			}
			if out.Show {
				shown++
			}
			if out.Variant != "" && out.Variant != "signedOut" && slot != membership.SlotCheckoutSignupModal {
				t.Errorf("%s signed out: variant %q", slot, out.Variant)
			}
			in := content(c.browser, slot)
			if in.Variant != "" && in.Variant != "trial" && slot != membership.SlotCheckoutSignupModal {
				t.Errorf("%s in a trial: variant %q", slot, in.Variant)
			}
		}
		if shown == 0 {
			t.Fatal("no slot says anything to a signed-out shopper")
		}
		if v := content(anon, membership.SlotFreeTrialModal); !v.Show || v.CTA == nil || !strings.Contains(v.CTA.URL, "onepass") {
			t.Fatalf("the free trial modal signed out: %+v", v)
		}
		wantError(t, anon.get("/api/membership/content/nope"), http.StatusNotFound, "ERR_NOT_FOUND", nil)
	})
}

func TestMembershipRegister(t *testing.T) {
	eachMemberEngine(t, func(t *testing.T, ts *testShop) {
		b := newBrowser(t, ts.srv)
		email := emailFor(t, "join")
		r := b.json(http.MethodPost, "/api/membership/register", map[string]any{"username": email, "pwd": goodPassword, "opId": "annual",
			"firstName": "Robin", "lastName": "Member"})
		wantOK(t, r, http.StatusCreated)
		var out struct {
			RedirectURL string `json:"redirectUrl"`
		}
		r.decode(t, &out)
		if !strings.Contains(out.RedirectURL, "plan=annual") {
			t.Fatalf("redirectUrl %q", out.RedirectURL)
		}
		if s := b.session(); s.Customer.Email != email || s.Customer.FirstName != "Robin" {
			t.Fatalf("after registerMembership the session is %+v", s.Customer)
		}
		wantStatus(t, b.membership(), "none")
		// The seed's call: no names.
		b2 := newBrowser(t, ts.srv)
		wantOK(t, b2.json(http.MethodPost, "/api/membership/register", map[string]any{"username": emailFor(t, "seed"), "pwd": goodPassword,
			"opId": "monthly"}), http.StatusCreated)
		b2.session() // signing in rotates the session and its csrf token
		m := b2.memberCall("trial", map[string]any{"plan": "monthly", "oneTimeToken": b2.tokenize("4242424242424242")})
		wantStatus(t, m, "trial_active")
		// The account rules: an e-mail taken, a plan that is none.
		b3 := newBrowser(t, ts.srv)
		wantError(t, b3.json(http.MethodPost, "/api/membership/register", map[string]any{"username": email, "pwd": goodPassword, "opId": "annual"}),
			http.StatusConflict, "ERR_LOGIN_REGISTER_USER_EXISTS", nil)
		r = b3.json(http.MethodPost, "/api/membership/register", map[string]any{"username": emailFor(t, "bad"), "pwd": goodPassword, "opId": "weekly"})
		wantError(t, r, http.StatusBadRequest, "ERR_VALIDATION", map[string]string{"opId": "malformed-request"})
		wantError(t, b3.get("/api/membership"), http.StatusUnauthorized, "ERR_LOGIN_REQUIRED", nil)
	})
}

// TestMembershipTrialLifecycle: a trial, its reminder, its first charge, a plan change, a
// cancellation undone; a trial cancelled runs out, and a second one is refused.
func TestMembershipTrialLifecycle(t *testing.T) {
	eachClockEngine(t, func(t *testing.T, ts *testShop) {
		d := register(t, ts.srv, "d", goodPassword)
		e := register(t, ts.srv, "e", goodPassword)
		m := d.memberCall("trial", map[string]any{"plan": "monthly", "oneTimeToken": d.tokenize("4242424242424242")})
		wantStatus(t, m, "trial_active")
		if m.TrialDaysRemaining == nil || *m.TrialDaysRemaining != 30 || m.TrialEndDate == nil || !m.TrialEndDate.Equal(testNow.Add(30*24*time.Hour)) ||
			m.NextPayment == nil || m.NextPayment.Amount.Value != 4 || m.NextPayment.Amount.FormattedValue != "$4.00" || m.NextPayment.Plan != "monthly" ||
			!m.NextPayment.Date.Equal(testNow.Add(29*24*time.Hour)) || m.PaymentMethod == nil || m.PaymentMethod.Last4 != "4242" ||
			len(m.Payments) != 0 || m.TrialEligible || m.WelcomeReward == nil || m.RenewalDate == nil || !m.RenewalDate.Equal(*m.TrialEndDate) {
			t.Fatalf("trial: %+v", m)
		}
		if _, off := m.TrialEndDate.Zone(); off != 11*3600 {
			t.Fatalf("trialEndDate %v is not Melbourne's summer time", m.TrialEndDate)
		}
		var saved savedView
		d.get("/api/checkout/payment-methods").decode(t, &saved)
		if len(saved.SavedCards) != 1 || saved.SavedCards[0].PaydockSourceID != m.PaymentMethod.PaydockSourceID || saved.SavedCards[0].Last4 != "4242" {
			t.Fatalf("the trial's card is not saved: %+v (membership's %+v)", saved, m.PaymentMethod)
		}
		waitMail(t, ts.srv, d.email, "free trial has started", 1)
		if member, known := clubStatus(t, d.browser); !member || !known {
			t.Fatalf("a trial's club status: %v %v", member, known)
		}
		if !advantageUser(t, d.browser) {
			t.Fatal("a trial member is no advantageUser")
		}
		wantError(t, d.json(http.MethodPost, "/api/membership/trial", map[string]any{"plan": "monthly", "paydockSourceId": m.PaymentMethod.PaydockSourceID}),
			http.StatusConflict, "ERR_MEMBERSHIP_ACTIVE", nil)

		// e starts a trial and cancels it: never charged, benefits until the trial's end.
		me := e.memberCall("trial", map[string]any{"plan": "annual", "oneTimeToken": e.tokenize("4242424242424242")})
		eCard := me.PaymentMethod.PaydockSourceID
		me = e.memberCall("cancel", map[string]any{})
		wantStatus(t, me, "cancelling_trial")
		if me.NextPayment != nil || me.TrialEndDate == nil {
			t.Fatalf("a cancelled trial: %+v", me)
		}

		// The reminder, 7 days before the first charge.
		now := advance(t, d.browser, 22, 0, d, e)
		if !now.Equal(testNow.Add(22 * 24 * time.Hour)) {
			t.Fatalf("the clock says %v", now)
		}
		m = d.membership()
		wantStatus(t, m, "trial_active")
		if *m.TrialDaysRemaining != 8 {
			t.Fatalf("trialDaysRemaining %d after 22 days", *m.TrialDaysRemaining)
		}
		waitMail(t, ts.srv, d.email, "trial ends in 7 days", 1)
		wantStatus(t, e.membership(), "cancelling_trial")

		// The trial's last day: the plan is charged.
		advance(t, d.browser, 7, 0, d, e)
		m = d.membership()
		wantStatus(t, m, "active")
		if len(m.Payments) != 1 || m.Payments[0].Status != "paid" || m.Payments[0].Amount.Value != 4 || m.Payments[0].Plan != "monthly" ||
			m.Payments[0].Card != "visa ending 4242" || m.Plan != "monthly" || m.TrialEndDate != nil || m.NextPayment == nil ||
			m.RenewalDate == nil || !m.NextPayment.Date.Equal(*m.RenewalDate) || !m.RenewalDate.After(testNow.Add(58*24*time.Hour)) {
			t.Fatalf("after the trial's charge: %+v", m)
		}
		waitMail(t, ts.srv, d.email, "OnePass receipt", 1)

		// A plan change waits for the renewal.
		m = d.memberCall("plan", map[string]any{"plan": "annual"})
		if m.Plan != "monthly" || m.NextPlan != "annual" || m.NextPayment == nil || m.NextPayment.Plan != "annual" || m.NextPayment.Amount.Value != 40 {
			t.Fatalf("after changeMembershipPlan: %+v", m)
		}
		// Cancelled: benefits until the renewal, no next payment; resumed: as it was.
		m = d.memberCall("cancel", map[string]any{})
		wantStatus(t, m, "cancelling")
		if m.NextPayment != nil || m.RenewalDate == nil {
			t.Fatalf("cancelling: %+v", m)
		}
		if member, _ := clubStatus(t, d.browser); !member {
			t.Fatal("a cancelling member lost the benefits before the renewal")
		}
		m = d.memberCall("resume", map[string]any{})
		wantStatus(t, m, "active")
		if m.NextPayment == nil || m.NextPayment.Plan != "annual" {
			t.Fatalf("resumed: %+v", m)
		}

		// e's trial runs out: cancelled, never charged; a second trial is refused, joining is not.
		advance(t, d.browser, 1, 1, d, e)
		me = e.membership()
		wantStatus(t, me, "cancelled")
		if len(me.Payments) != 0 || me.EndedAt == nil || me.TrialEligible {
			t.Fatalf("a trial run out: %+v", me)
		}
		if member, _ := clubStatus(t, e.browser); member {
			t.Fatal("a cancelled trial keeps the benefits")
		}
		wantError(t, e.json(http.MethodPost, "/api/membership/trial", map[string]any{"plan": "monthly", "paydockSourceId": eCard}),
			http.StatusUnprocessableEntity, "ERR_MEMBERSHIP_TRIAL_USED", nil)
		me = e.memberCall("subscribe", map[string]any{"plan": "annual", "paydockSourceId": eCard})
		wantStatus(t, me, "active")
		if len(me.Payments) != 1 || me.Payments[0].Amount.Value != 40 || me.Plan != "annual" || me.WelcomeReward != nil {
			t.Fatalf("joined after a trial: %+v", me)
		}
		wantStatus(t, d.membership(), "active")
		// The clock only moves forward.
		wantFields(t, d.json(http.MethodPost, "/api/sandbox/clock/advance", map[string]any{"days": -1}), map[string]string{"days": "malformed-request"})
		wantFields(t, d.json(http.MethodPost, "/api/sandbox/clock/advance", map[string]any{}), map[string]string{"days": "missing-args"})
	})
}

// TestMembershipOverdueAndLapse: a card that pays only when the member does (0341) declines the
// renewal and every retry (1, 3 and 7 days on), and the membership lapses 14 days after; paying
// an overdue membership with another card makes it active again.
func TestMembershipOverdueAndLapse(t *testing.T) {
	eachClockEngine(t, func(t *testing.T, ts *testShop) {
		a := register(t, ts.srv, "a", goodPassword)
		b := register(t, ts.srv, "b", goodPassword)
		for _, c := range []*customer{a, b} {
			m := c.memberCall("subscribe", map[string]any{"plan": "monthly", "oneTimeToken": c.tokenize("4000000000000341")})
			wantStatus(t, m, "active")
			if len(m.Payments) != 1 || m.Payments[0].Status != "paid" || m.Payments[0].Card != "visa ending 0341" {
				t.Fatalf("joined with 0341: %+v", m)
			}
		}
		// A month on (Melbourne's calendar: 22 December), the renewal is declined.
		advance(t, a.browser, 29, 0, a, b)
		wantStatus(t, a.membership(), "active")
		wantStatus(t, b.membership(), "active")
		advance(t, a.browser, 1, 0, a, b)
		m := a.membership()
		wantStatus(t, m, "overdue")
		renewal := testNow.Add(30 * 24 * time.Hour)
		if len(m.Payments) != 2 || m.Payments[0].Status != "declined" || m.Payments[1].Status != "paid" || m.LapsesOn == nil ||
			!m.LapsesOn.Equal(renewal.Add(14*24*time.Hour)) || m.NextPayment == nil || !m.NextPayment.Date.Equal(renewal.Add(24*time.Hour)) {
			t.Fatalf("overdue: %+v", m)
		}
		waitMail(t, ts.srv, a.email, "couldn't take your OnePass payment", 1)
		if member, _ := clubStatus(t, a.browser); !member {
			t.Fatal("an overdue member lost the benefits while retried")
		}

		// b pays now with another card: active, the unpaid period paid.
		mb := b.memberCall("resume", map[string]any{"oneTimeToken": b.tokenize("4242424242424242")})
		wantStatus(t, mb, "active")
		if len(mb.Payments) != 3 || mb.Payments[0].Status != "paid" || mb.Payments[0].Card != "visa ending 4242" || mb.Payments[1].Status != "declined" ||
			mb.PaymentMethod == nil || mb.PaymentMethod.Last4 != "4242" || mb.LapsesOn != nil || mb.RenewalDate == nil ||
			!mb.RenewalDate.After(renewal.Add(27*24*time.Hour)) {
			t.Fatalf("paid when overdue: %+v", mb)
		}

		// The retries, 1, 3 and 7 days after the decline, are declined too.
		for i, days := range []int{1, 2, 4} {
			advance(t, a.browser, days, 0, a, b)
			m = a.membership()
			wantStatus(t, m, "overdue")
			if len(m.Payments) != 3+i || m.Payments[0].Status != "declined" {
				t.Fatalf("after retry %d: %+v", i+1, m.Payments)
			}
		}
		declined := 0
		for _, p := range m.Payments {
			if p.Status == "declined" {
				declined++
			}
		}
		if declined != 4 || m.NextPayment != nil {
			t.Fatalf("after every retry: %d declined, next %+v", declined, m.NextPayment)
		}
		// 14 days unpaid: lapsed.
		advance(t, a.browser, 6, 23, a, b)
		wantStatus(t, a.membership(), "overdue")
		advance(t, a.browser, 0, 1, a, b)
		m = a.membership()
		wantStatus(t, m, "lapsed")
		if m.EndedAt == nil || !m.EndedAt.Equal(renewal.Add(14*24*time.Hour)) || len(m.Payments) != 5 || m.NextPayment != nil {
			t.Fatalf("lapsed: %+v", m)
		}
		if member, known := clubStatus(t, a.browser); member || !known {
			t.Fatalf("a lapsed member's club status: %v %v", member, known)
		}
		if advantageUser(t, a.browser) {
			t.Fatal("a lapsed member is an advantageUser")
		}
		waitMail(t, ts.srv, a.email, "membership has ended", 1)
		wantError(t, a.json(http.MethodPost, "/api/membership/cancel", map[string]any{}), http.StatusUnprocessableEntity, "ERR_MEMBERSHIP_NOT_ACTIVE", nil)
		wantStatus(t, b.membership(), "active")
	})
}

// TestOnePassCart: a member's cart is priced at member prices, with free home delivery (bulky
// fees stay) and the welcome reward on a first order of $50 or more.
func TestOnePassCart(t *testing.T) {
	eachMemberEngine(t, func(t *testing.T, ts *testShop) {
		x := findOne(t, ts.st, "in-stock product with a OnePass price", func(x pick) bool {
			return inStock(x) && x.v.OnePassPrice > 0 && x.v.OnePassPrice < x.v.Price && x.online >= 20
		})
		// getProductDetails shows the member price too.
		var details struct {
			Product struct {
				Variants []struct {
					Code         string `json:"code"`
					OnePassPrice *money `json:"onePassPrice"`
				} `json:"variants"`
			} `json:"product"`
		}
		get(t, ts.srv, "/api/products/"+x.p.Code).decode(t, &details)
		shown := false
		for _, v := range details.Product.Variants {
			shown = shown || v.Code == x.v.Code && v.OnePassPrice != nil && math.Abs(v.OnePassPrice.Value-float64(x.v.OnePassPrice)/100) < 0.001
		}
		if !shown {
			t.Fatalf("getProductDetails does not show %s's OnePass price %d: %+v", x.v.Code, x.v.OnePassPrice, details)
		}
		qty := int(math.Ceil(5000 / float64(x.v.OnePassPrice)))
		type entryView struct {
			BasePrice     money  `json:"basePrice"`
			OnePassPrice  *money `json:"onePassPrice"`
			OnePassSaving *money `json:"onePassSaving"`
		}
		type memberCart struct {
			Entries                []entryView `json:"entries"`
			OnePassMember          bool        `json:"onePassMember"`
			OnePassSavings         *money      `json:"onePassSavings"`
			OrderDiscounts         money       `json:"orderDiscounts"`
			Subtotal               money       `json:"subtotal"`
			AppliedOrderPromotions []struct {
				PromotionData struct {
					PromotionType string `json:"promotionType"`
					Discount      *money `json:"discount"`
				} `json:"promotionData"`
			} `json:"appliedOrderPromotions"`
		}
		type modesView struct {
			DeliveryModes []struct {
				ID        string `json:"id"`
				Fee       money  `json:"fee"`
				Advantage bool   `json:"advantage"`
			} `json:"deliveryModes"`
		}
		hd := func(b *browser) (money, bool) {
			t.Helper()
			var m modesView
			b.get("/api/cart/delivery-modes").decode(t, &m)
			for _, d := range m.DeliveryModes {
				if d.ID == "HD" {
					return d.Fee, d.Advantage
				}
			}
			t.Fatalf("no HD among %+v", m)
			return money{}, false
		}
		promotions := func(c memberCart) map[string]*money {
			out := map[string]*money{}
			for _, p := range c.AppliedOrderPromotions {
				out[p.PromotionData.PromotionType] = p.PromotionData.Discount
			}
			return out
		}
		price, member := float64(x.v.Price)/100, float64(x.v.OnePassPrice)/100
		near := func(a, b float64) bool { return math.Abs(a-b) < 0.001 }

		c := register(t, ts.srv, "cart", goodPassword)
		c.mustAdd(item{"productCode": x.v.Code, "quantity": qty})
		var before memberCart
		c.get("/api/cart").decode(t, &before)
		if before.OnePassMember || before.OnePassSavings != nil || len(before.Entries) != 1 || !near(before.Entries[0].BasePrice.Value, price) ||
			before.Entries[0].OnePassPrice == nil || !near(before.Entries[0].OnePassPrice.Value, member) || before.Entries[0].OnePassSaving != nil {
			t.Fatalf("a non-member's cart: %+v", before)
		}
		if fee, adv := hd(c.browser); adv || before.Subtotal.Value < 65 && fee.Value == 0 {
			t.Fatalf("a non-member's home delivery: %+v advantage %v", fee, adv)
		}

		c.memberCall("trial", map[string]any{"plan": "monthly", "oneTimeToken": c.tokenize("4242424242424242")})
		var after memberCart
		c.get("/api/cart").decode(t, &after)
		e := after.Entries[0]
		if !after.OnePassMember || !near(e.BasePrice.Value, member) || e.OnePassSaving == nil ||
			!near(e.OnePassSaving.Value, (price-member)*float64(qty)) || after.OnePassSavings == nil || after.OnePassSavings.Value < e.OnePassSaving.Value-0.001 {
			t.Fatalf("a member's cart: %+v", after)
		}
		p := promotions(after)
		if w, ok := p["onePassWelcome"]; !ok || w == nil || w.Value != 10 || after.OrderDiscounts.Value != 10 {
			t.Fatalf("the welcome reward on %d × %.2f: %+v (orderDiscounts %v)", qty, member, after.AppliedOrderPromotions, after.OrderDiscounts)
		}
		if _, ok := p["onePassDelivery"]; !ok {
			t.Fatalf("no onePassDelivery among %+v", after.AppliedOrderPromotions)
		}
		if fee, adv := hd(c.browser); fee.Value != 0 || !adv {
			t.Fatalf("a member's home delivery: %+v advantage %v", fee, adv)
		}
		if member, known := clubStatus(t, c.browser); !member || !known {
			t.Fatalf("a member's club status: %v %v", member, known)
		}
		if !advantageUser(t, c.browser) {
			t.Fatal("a member is no advantageUser")
		}
		// Below $50 of goods the reward waits.
		var changed struct {
			Cart memberCart `json:"cart"`
		}
		c.json(http.MethodPost, "/api/cart/update", map[string]any{"products": []item{{"productCode": x.v.Code, "entryNumber": 0, "quantity": 1}}}).decode(t, &changed)
		if _, ok := promotions(changed.Cart)["onePassWelcome"]; ok && member < 50 || changed.Cart.OrderDiscounts.Value != 0 && member < 50 {
			t.Fatalf("the welcome reward on %.2f: %+v", member, changed.Cart)
		}

		// A bulky product: home delivery stays free of the delivery fee, not of the bulky fee.
		bulky := findOne(t, ts.st, "bulky in-stock product", func(x pick) bool {
			return plain(x.p) && x.p.Bulky && x.online >= 5
		})
		c.mustAdd(item{"productCode": bulky.v.Code})
		if fee, adv := hd(c.browser); fee.Value <= 0 || !adv {
			t.Fatalf("a member's home delivery with a bulky item: %+v advantage %v", fee, adv)
		}
	})
}

func TestMembershipStaff(t *testing.T) {
	eachMemberEngine(t, func(t *testing.T, ts *testShop) {
		f := register(t, ts.srv, "trial", goodPassword)
		g := register(t, ts.srv, "paid", goodPassword)
		mf := f.memberCall("trial", map[string]any{"plan": "monthly", "oneTimeToken": f.tokenize("4242424242424242")})
		g.memberCall("subscribe", map[string]any{"plan": "annual", "oneTimeToken": g.tokenize("4242424242424242")})

		cs := staffBrowser(t, ts, staff.CustomerService)
		var found staffMemberView
		cs.get("/api/staff/memberships?email="+strings.ToUpper(g.email)).decode(t, &found)
		if found.CustomerID != g.id || found.Email != g.email || found.FirstName != g.first || found.Membership.Status != "active" ||
			len(found.Membership.Payments) != 1 || found.Membership.Payments[0].Status != "paid" || found.Membership.Payments[0].Amount.Value != 40 ||
			len(found.Audit) != 0 {
			t.Fatalf("findMembership: %+v", found)
		}
		wantError(t, cs.get("/api/staff/memberships?email=nobody@example.com"), http.StatusNotFound, "ERR_NOT_FOUND", nil)
		wantFields(t, cs.get("/api/staff/memberships?email="), map[string]string{"email": "missing-args"})

		// Cancelled now, the year's payment refunded, audited, the customer told.
		var cancelled staffMemberView
		cs.json(http.MethodPost, "/api/staff/memberships/cancel", map[string]any{"email": g.email, "refund": true, "reason": "asked by phone"}).decode(t, &cancelled)
		if cancelled.Membership.Status != "cancelled" || len(cancelled.Membership.Payments) != 1 || cancelled.Membership.Payments[0].Status != "refunded" ||
			len(cancelled.Audit) != 1 || cancelled.Audit[0].Action != "membership.cancelled" || cancelled.Audit[0].Subject != g.id ||
			cancelled.Audit[0].Actor != "service@wattle.example" || !strings.Contains(cancelled.Audit[0].Detail, "asked by phone") {
			t.Fatalf("staffCancelMembership: %+v", cancelled)
		}
		if !strings.Contains(waitMail(t, ts.srv, g.email, "membership has ended", 1).Text, "refunded $40.00") {
			t.Fatal("the cancellation e-mail does not tell of the refund")
		}
		wantStatus(t, g.membership(), "cancelled")
		if member, _ := clubStatus(t, g.browser); member {
			t.Fatal("a member cancelled by staff keeps the benefits")
		}
		wantError(t, cs.json(http.MethodPost, "/api/staff/memberships/cancel", map[string]any{"email": g.email}),
			http.StatusUnprocessableEntity, "ERR_MEMBERSHIP_NOT_ACTIVE", nil)
		wantError(t, cs.json(http.MethodPost, "/api/staff/memberships/extend-trial", map[string]any{"email": g.email, "days": 5}),
			http.StatusUnprocessableEntity, "ERR_MEMBERSHIP_NOT_TRIAL", nil)

		// A trial 10 days longer.
		var extended staffMemberView
		cs.json(http.MethodPost, "/api/staff/memberships/extend-trial", map[string]any{"email": f.email, "days": 10}).decode(t, &extended)
		if extended.Membership.TrialEndDate == nil || !extended.Membership.TrialEndDate.Equal(mf.TrialEndDate.Add(10*24*time.Hour)) ||
			len(extended.Audit) != 1 || extended.Audit[0].Action != "membership.trialExtended" {
			t.Fatalf("extendMembershipTrial: %+v (was %v)", extended, mf.TrialEndDate)
		}
		if m := f.membership(); *m.TrialDaysRemaining != 40 || !m.NextPayment.Date.Equal(mf.NextPayment.Date.Add(10*24*time.Hour)) {
			t.Fatalf("the customer's trial after the extension: %+v", m)
		}
		waitMail(t, ts.srv, f.email, "trial is longer", 1)
		for _, days := range []int{0, 91} {
			r := cs.json(http.MethodPost, "/api/staff/memberships/extend-trial", map[string]any{"email": f.email, "days": days})
			wantError(t, r, http.StatusBadRequest, "ERR_VALIDATION", map[string]string{"days": "malformed-request"})
		}

		// Fulfilment may not; nor may a customer.
		ff := staffBrowser(t, ts, staff.Fulfilment)
		wantError(t, ff.get("/api/staff/memberships?email="+f.email), http.StatusForbidden, "ERR_FORBIDDEN", nil)
		wantError(t, ff.json(http.MethodPost, "/api/staff/memberships/cancel", map[string]any{"email": f.email}), http.StatusForbidden, "ERR_FORBIDDEN", nil)
		wantError(t, ff.json(http.MethodPost, "/api/staff/memberships/extend-trial", map[string]any{"email": f.email, "days": 3}),
			http.StatusForbidden, "ERR_FORBIDDEN", nil)
		wantError(t, f.get("/api/staff/memberships?email="+f.email), http.StatusForbidden, "ERR_FORBIDDEN", nil)
		wantStatus(t, f.membership(), "trial_active")
	})
}

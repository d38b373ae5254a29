package httpapi

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/membership"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/platform/validate"
	"github.com/wattle/storefront/internal/session"
)

// The OnePass operations (docs/membership.md#operations). Each is a signed-in customer's (401
// ERR_LOGIN_REQUIRED otherwise) but getMembershipContent, which speaks to everyone, and the staff
// ones, for customer service and up.

// Error codes of the membership operations (docs/membership.md#errors).
const (
	codeTrialUsed         = "ERR_MEMBERSHIP_TRIAL_USED"
	codeAlreadyMember     = "ERR_MEMBERSHIP_ACTIVE"
	codeNotMember         = "ERR_MEMBERSHIP_NOT_ACTIVE"
	codeNotCancelling     = "ERR_MEMBERSHIP_NOT_CANCELLING"
	codeMembershipDecl    = "ERR_MEMBERSHIP_PAYMENT_DECLINED"
	codeMembershipBusy    = "ERR_MEMBERSHIP_BUSY"
	codeMembershipNoTrial = "ERR_MEMBERSHIP_NOT_TRIAL"
)

var (
	answerTrialUsed = errorAnswerOf("MembershipTrialUsed", http.StatusUnprocessableEntity, codeTrialUsed,
		"The free trial is for customers who have never had a trial or a membership: subscribeMembership instead.", false)
	answerAlreadyMember = errorAnswerOf("MembershipActive", http.StatusConflict, codeAlreadyMember,
		"The customer is an active member already.", false)
	answerNotMember = errorAnswerOf("MembershipNotActive", http.StatusUnprocessableEntity, codeNotMember,
		"The customer has no active membership to change.", false)
	answerNotCancelling = errorAnswerOf("MembershipNotCancelling", http.StatusUnprocessableEntity, codeNotCancelling,
		"Nothing to resume: the membership is neither cancelling nor overdue.", false)
	answerMembershipDeclined = errorAnswerOf("MembershipPaymentDeclined", http.StatusUnprocessableEntity, codeMembershipDecl,
		"The card declined the payment; the membership is as it was.", false)
	answerMembershipBusy = errorAnswerOf("MembershipBusy", http.StatusConflict, codeMembershipBusy,
		"A payment for the membership is under way: ask again in a moment.", false)
	answerNotTrial = errorAnswerOf("MembershipNotTrial", http.StatusUnprocessableEntity, codeMembershipNoTrial,
		"Only a trial can be extended.", false)
)

func init() {
	errorAnswers = append(errorAnswers, answerTrialUsed, answerAlreadyMember, answerNotMember, answerNotCancelling,
		answerMembershipDeclined, answerMembershipBusy, answerNotTrial)
}

// membershipError maps the membership domain's errors (toAPIError calls it).
func membershipError(err error) *apiError {
	switch {
	case errors.Is(err, membership.ErrTrialUsed):
		return &apiError{Status: http.StatusUnprocessableEntity, Code: codeTrialUsed, Message: "You've already had a OnePass free trial. You can join OnePass on a paid plan."}
	case errors.Is(err, membership.ErrAlreadyMember):
		return &apiError{Status: http.StatusConflict, Code: codeAlreadyMember, Message: "You're already a OnePass member."}
	case errors.Is(err, membership.ErrNotMember), errors.Is(err, membership.ErrNotFound):
		return &apiError{Status: http.StatusUnprocessableEntity, Code: codeNotMember, Message: "You don't have an active OnePass membership."}
	case errors.Is(err, membership.ErrNotCancelling):
		return &apiError{Status: http.StatusUnprocessableEntity, Code: codeNotCancelling, Message: "Your OnePass membership is not cancelled or overdue, so there is nothing to resume."}
	case errors.Is(err, membership.ErrDeclined):
		return &apiError{Status: http.StatusUnprocessableEntity, Code: codeMembershipDecl, Message: "Your card was declined. Please try another card.",
			Fields: map[string]string{"paydockSourceId": "payment-declined"}}
	case errors.Is(err, membership.ErrChargeConflict), errors.Is(err, membership.ErrStale):
		return &apiError{Status: http.StatusConflict, Code: codeMembershipBusy, Message: "We're processing a OnePass payment for you. Please try again in a moment."}
	case errors.Is(err, membership.ErrCardRequired):
		return validation("Please add a card.", map[string]string{"paydockSourceId": validate.MissingArgs})
	case errors.Is(err, membership.ErrUnknownCard):
		return validation("That saved card is not available. Please choose another card.", map[string]string{"paydockSourceId": validate.MalformedRequest})
	case errors.Is(err, membership.ErrBadToken):
		return validation("Your card details have expired. Please enter them again.", map[string]string{"oneTimeToken": validate.MalformedRequest})
	case errors.Is(err, membership.ErrBadExtension):
		return validation("A trial is extended by 1 to 90 days.", map[string]string{"days": validate.MalformedRequest})
	case errors.Is(err, membership.ErrNotTrial):
		return &apiError{Status: http.StatusUnprocessableEntity, Code: codeMembershipNoTrial, Message: "Only a trial can be extended."}
	}
	return nil
}

func (s *Server) membershipRoutes() []route {
	if s.deps.Membership == nil && s.mux != nil { // the document alone (OpenAPI) lists them all the same
		return nil
	}
	customerErrs := []errorAnswer{answerLoginRequired, answerLocked}
	join := append([]errorAnswer{answerAlreadyMember, answerMembershipDeclined, answerMembershipBusy}, customerErrs...)
	return []route{
		{op: "getMembership", method: http.MethodGet, path: "/api/membership", tag: "membership",
			summary: "The signed-in customer's OnePass: status, plan, renewal, next payment, trial, card, savings (6 months) and every payment attempt.",
			out:     membershipAnswer{}, errs: customerErrs, cache: "no-store", handler: accountOp(s, s.getMembership)},
		{op: "getMembershipContent", method: http.MethodGet, path: "/api/membership/content/{slot}", tag: "membership",
			summary: "What the shop says about OnePass in one slot (linkModal, rewardCards, tooltip, customerInfo, cartMessage, plpBanner, checkoutSignupModal, freeTrialModal, nudge, reminder), for this shopper.",
			in:      contentSlotIn{}, out: membership.Content{}, missing: codeNotFound, cache: "no-store", handler: op(s.getMembershipContent)},
		{op: "startMembershipTrial", method: http.MethodPost, path: "/api/membership/trial", tag: "membership",
			summary: "Start the 30-day free trial on a plan with a saved card or a one-time token (then saved): nothing is charged now; the plan is charged on the trial's last day. Once per customer.",
			in:      membership.JoinRequest{}, out: membershipAnswer{}, errs: append([]errorAnswer{answerTrialUsed}, join...),
			handler: accountOp(s, s.startMembershipTrial)},
		{op: "subscribeMembership", method: http.MethodPost, path: "/api/membership/subscribe", tag: "membership",
			summary: "Join on a plan and pay its first period now with a saved card or a one-time token (then saved).",
			in:      membership.JoinRequest{}, out: membershipAnswer{}, errs: join, handler: accountOp(s, s.subscribeMembership)},
		{op: "cancelMembership", method: http.MethodPost, path: "/api/membership/cancel", tag: "membership",
			summary: "Cancel: a trial becomes cancelling_trial (never charged), a paid membership cancelling (benefits until renewalDate), an overdue one cancelled now.",
			in:      csrfBodyField{}, out: membershipAnswer{}, errs: append([]errorAnswer{answerNotMember}, customerErrs...), handler: accountOp(s, s.cancelMembership)},
		{op: "resumeMembership", method: http.MethodPost, path: "/api/membership/resume", tag: "membership",
			summary: "Undo a cancellation, or pay an overdue membership now (with its card, or the card given).",
			in:      membership.PaymentRequest{}, out: membershipAnswer{},
			errs:    append([]errorAnswer{answerNotCancelling, answerNotMember, answerMembershipDeclined, answerMembershipBusy}, customerErrs...),
			handler: accountOp(s, s.resumeMembership)},
		{op: "changeMembershipPlan", method: http.MethodPost, path: "/api/membership/plan", tag: "membership",
			summary: "Change the plan from the next renewal on (nextPayment shows it).",
			in:      membership.PlanRequest{}, out: membershipAnswer{}, errs: append([]errorAnswer{answerNotMember}, customerErrs...),
			handler: accountOp(s, s.changeMembershipPlan)},
		{op: "setMembershipPaymentMethod", method: http.MethodPost, path: "/api/membership/payment-method", tag: "membership",
			summary: "Charge the membership to another card from now on (a saved card, or a one-time token, then saved).",
			in:      membership.PaymentRequest{}, out: membershipAnswer{}, errs: append([]errorAnswer{answerNotMember}, customerErrs...),
			handler: accountOp(s, s.setMembershipPaymentMethod)},
		{op: "registerMembership", method: http.MethodPost, path: "/api/membership/register", tag: "membership",
			summary: "Create an account for OnePass (username: e-mail, pwd: password, opId: plan) and sign it in; redirectUrl leads to the membership page to add a card and join.",
			in:      membership.RegisterRequest{}, out: redirectAnswer{}, created: true,
			errs: []errorAnswer{answerUserExists, answerRegisterWeak, answerRateLimited, answerBusy}, handler: s.registerMembership},
		{op: "findMembership", method: http.MethodGet, path: "/api/staff/memberships", tag: "staff", staff: true,
			summary: "A customer's OnePass by e-mail, with every payment.", in: findMembershipIn{}, out: staffMembershipAnswer{},
			errs: []errorAnswer{answerNotFound}, handler: op(s.findMembership)},
		{op: "staffCancelMembership", method: http.MethodPost, path: "/api/staff/memberships/cancel", tag: "staff", staff: true,
			summary: "End a customer's OnePass now, refunding the current period's payment when refund is true (audited; the customer is e-mailed).",
			in:      staffCancelIn{}, out: staffMembershipAnswer{}, errs: []errorAnswer{answerNotFound, answerNotMember}, handler: op(s.staffCancelMembership)},
		{op: "extendMembershipTrial", method: http.MethodPost, path: "/api/staff/memberships/extend-trial", tag: "staff", staff: true,
			summary: "Give a customer's trial 1-90 days more (audited; the customer is e-mailed).",
			in:      extendTrialIn{}, out: staffMembershipAnswer{}, errs: []errorAnswer{answerNotFound, answerNotTrial}, handler: op(s.extendMembershipTrial)},
	}
}

// membershipAnswer is a customer's OnePass (getMembership and every change's answer).
type membershipAnswer struct {
	Status   string `json:"status" enum:"none,trial_active,active,overdue,team_member,cancelling_trial,cancelling,cancelled,lapsed"`
	IsActive bool   `json:"isActive" description:"the status brings the benefits"`
	Plan     string `json:"plan" description:"the plan of the current period (\"\" without a membership)"`
	NextPlan string `json:"nextPlan" description:"the plan the next payment takes (a plan change waits for it)"`
	// RenewalDate and the other times are null when they do not apply.
	RenewalDate        *time.Time          `json:"renewalDate" description:"when the trial or the paid period ends (it renews then, or ends when cancelling)"`
	DaysUntilRenewal   *int                `json:"daysUntilRenewal"`
	NextPayment        *nextPaymentJSON    `json:"nextPayment" description:"the next charge; null when none is coming (cancelling, inactive, team member)"`
	TrialEndDate       *time.Time          `json:"trialEndDate"`
	TrialDaysRemaining *int                `json:"trialDaysRemaining"`
	TrialEligible      bool                `json:"trialEligible" description:"never had a trial or a membership"`
	PaymentMethod      *membershipCardJSON `json:"paymentMethod"`
	Savings            money.Wire          `json:"savings" description:"saved as a member over the last 6 months"`
	Payments           []memberPaymentJSON `json:"payments" description:"every charge attempt, retries included, newest first"`
	Plans              []planJSON          `json:"plans"`
	WelcomeReward      *welcomeJSON        `json:"welcomeReward" description:"the first membership's reward, while it can be used"`
	StartedAt          *time.Time          `json:"startedAt"`
	EndedAt            *time.Time          `json:"endedAt"`
	LapsesOn           *time.Time          `json:"lapsesOn" description:"overdue: when the membership lapses unless paid"`
}

type nextPaymentJSON struct {
	Date   time.Time  `json:"date"`
	Amount money.Wire `json:"amount"`
	Plan   string     `json:"plan" enum:"monthly,annual"`
}

type membershipCardJSON struct {
	PaydockSourceID string `json:"paydockSourceId"`
	CardType        string `json:"cardType"`
	Last4           string `json:"last4"`
}

type memberPaymentJSON struct {
	Date   time.Time  `json:"date"`
	Amount money.Wire `json:"amount"`
	Status string     `json:"status" enum:"paid,declined,pending,refunded"`
	Plan   string     `json:"plan" enum:"monthly,annual"`
	Card   string     `json:"card" description:"e.g. visa ending 4242"`
}

type planJSON struct {
	Plan   string     `json:"plan" enum:"monthly,annual"`
	Price  money.Wire `json:"price"`
	Period string     `json:"period" enum:"month,year"`
}

type welcomeJSON struct {
	Value     money.Wire `json:"value"`
	MinSpend  money.Wire `json:"minSpend"`
	ExpiresAt time.Time  `json:"expiresAt"`
}

func melbourne(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	m := t.In(clock.Melbourne)
	return &m
}

func intp(n int) *int { return &n }

// membershipOf is m as the wire shows it at now.
func membershipOf(m membership.Membership, charges []membership.ChargeRecord, savings money.Cents, cfg membership.Config, now time.Time) membershipAnswer {
	out := membershipAnswer{Status: string(m.Status), IsActive: m.Status.Active(), Plan: string(m.Plan), NextPlan: string(m.NextPlan),
		TrialEligible: membership.TrialEligible(m), Savings: savings.Wire(), Payments: []memberPaymentJSON{},
		Plans: []planJSON{{Plan: string(membership.Monthly), Price: cfg.Monthly.Wire(), Period: "month"},
			{Plan: string(membership.Annual), Price: cfg.Annual.Wire(), Period: "year"}}}
	if m.Status == "" {
		out.Status = string(membership.None)
	}
	if r := m.RenewalDate(); !r.IsZero() {
		out.RenewalDate, out.DaysUntilRenewal = melbourne(r), intp(membership.DaysUntil(now, r))
	}
	if at := m.ChargeAt(cfg); !at.IsZero() {
		out.NextPayment = &nextPaymentJSON{Date: *melbourne(at), Amount: cfg.Price(m.NextPlan).Wire(), Plan: string(m.NextPlan)}
	}
	if m.Status == membership.TrialActive || m.Status == membership.CancellingTrial {
		out.TrialEndDate, out.TrialDaysRemaining = melbourne(m.TrialEnd), intp(membership.DaysUntil(now, m.TrialEnd))
	}
	if m.Status.Active() && m.Card.SourceID != "" {
		out.PaymentMethod = &membershipCardJSON{PaydockSourceID: m.Card.SavedID, CardType: m.Card.CardType, Last4: m.Card.Last4}
	}
	if m.Status.Active() && !m.WelcomeUsed && now.Before(m.WelcomeUntil) {
		out.WelcomeReward = &welcomeJSON{Value: cfg.Welcome.Wire(), MinSpend: cfg.WelcomeMinSpend.Wire(), ExpiresAt: *melbourne(m.WelcomeUntil)}
	}
	if m.Status.Active() {
		out.StartedAt = melbourne(m.StartedAt)
	}
	if m.Status == membership.Cancelled || m.Status == membership.Lapsed {
		out.EndedAt = melbourne(m.EndedAt)
	}
	if m.Status == membership.Overdue {
		out.LapsesOn = melbourne(m.OverdueSince.Add(cfg.Lapse))
	}
	for _, c := range charges {
		at := c.DecidedAt
		if at.IsZero() {
			at = c.CreatedAt
		}
		card := ""
		if c.Last4 != "" {
			card = c.CardType + " ending " + c.Last4
		}
		out.Payments = append(out.Payments, memberPaymentJSON{Date: *melbourne(at), Amount: c.Amount.Wire(), Status: string(c.Status),
			Plan: string(c.Plan), Card: card})
	}
	return out
}

// memberOf answers the customer's membership as it stands.
func (s *Server) memberOf(r *http.Request, customerID string) (membershipAnswer, error) {
	ms := s.deps.Membership
	m, err := ms.Of(r.Context(), customerID)
	if err != nil {
		return membershipAnswer{}, err
	}
	charges, err := ms.History(r.Context(), customerID)
	if err != nil {
		return membershipAnswer{}, err
	}
	savings, err := ms.Savings(r.Context(), customerID)
	if err != nil {
		return membershipAnswer{}, err
	}
	return membershipOf(m, charges, savings, ms.Config(), s.deps.Clock.Now()), nil
}

// member is the hard-signed-in customer of sess, as the membership domain names them.
func (s *Server) member(r *http.Request, sess session.Session) (membership.Customer, error) {
	cust, err := s.deps.Accounts.Signed(r.Context(), sess)
	if err != nil {
		return membership.Customer{}, err
	}
	return membership.Customer{ID: cust.ID, Email: cust.Email, FirstName: cust.FirstName}, nil
}

func (s *Server) getMembership(r *http.Request, sess session.Session, _ none) (membershipAnswer, error) {
	c, err := s.member(r, sess)
	if err != nil {
		return membershipAnswer{}, err
	}
	return s.memberOf(r, c.ID)
}

// contentSlotIn names a content slot.
type contentSlotIn struct {
	Slot string `path:"slot" enum:"linkModal,rewardCards,tooltip,customerInfo,cartMessage,plpBanner,checkoutSignupModal,freeTrialModal,nudge,reminder"`
}

func (s *Server) getMembershipContent(r *http.Request, in contentSlotIn) (membership.Content, error) {
	_, cust := s.currentCustomer(r)
	v := membership.Viewer{}
	if cust != nil {
		m, err := s.deps.Membership.Of(r.Context(), cust.ID)
		if err != nil {
			return membership.Content{}, err
		}
		v = membership.Viewer{SignedIn: true, Membership: m}
	}
	out, ok := membership.ContentOf(s.deps.Membership.Config(), in.Slot, v, s.deps.Clock.Now())
	if !ok {
		return out, &apiError{Status: http.StatusNotFound, Code: codeNotFound, Message: "There is no such OnePass content."}
	}
	return out, nil
}

func (s *Server) startMembershipTrial(r *http.Request, sess session.Session, in membership.JoinRequest) (membershipAnswer, error) {
	return s.join(r, sess, in, s.deps.Membership.StartTrial)
}

func (s *Server) subscribeMembership(r *http.Request, sess session.Session, in membership.JoinRequest) (membershipAnswer, error) {
	return s.join(r, sess, in, s.deps.Membership.Subscribe)
}

// join parses a join and makes it with do (the trial, or a paid plan).
func (s *Server) join(r *http.Request, sess session.Session, in membership.JoinRequest,
	do func(ctx context.Context, c membership.Customer, plan membership.Plan, p membership.Payment) (membership.Membership, error)) (membershipAnswer, error) {
	plan, p, err := membership.ParseJoin(in)
	if err != nil {
		return membershipAnswer{}, err
	}
	c, err := s.member(r, sess)
	if err != nil {
		return membershipAnswer{}, err
	}
	if _, err := do(r.Context(), c, plan, p); err != nil {
		return membershipAnswer{}, err
	}
	return s.memberOf(r, c.ID)
}

func (s *Server) cancelMembership(r *http.Request, sess session.Session, _ csrfBodyField) (membershipAnswer, error) {
	c, err := s.member(r, sess)
	if err != nil {
		return membershipAnswer{}, err
	}
	if _, err := s.deps.Membership.Cancel(r.Context(), c.ID); err != nil {
		return membershipAnswer{}, err
	}
	return s.memberOf(r, c.ID)
}

func (s *Server) resumeMembership(r *http.Request, sess session.Session, in membership.PaymentRequest) (membershipAnswer, error) {
	p, err := membership.ParsePayment(in, false)
	if err != nil {
		return membershipAnswer{}, err
	}
	c, err := s.member(r, sess)
	if err != nil {
		return membershipAnswer{}, err
	}
	if _, err := s.deps.Membership.Resume(r.Context(), c.ID, p); err != nil {
		return membershipAnswer{}, err
	}
	return s.memberOf(r, c.ID)
}

func (s *Server) changeMembershipPlan(r *http.Request, sess session.Session, in membership.PlanRequest) (membershipAnswer, error) {
	plan, err := membership.ParsePlanRequest(in)
	if err != nil {
		return membershipAnswer{}, err
	}
	c, err := s.member(r, sess)
	if err != nil {
		return membershipAnswer{}, err
	}
	if _, err := s.deps.Membership.ChangePlan(r.Context(), c.ID, plan); err != nil {
		return membershipAnswer{}, err
	}
	return s.memberOf(r, c.ID)
}

func (s *Server) setMembershipPaymentMethod(r *http.Request, sess session.Session, in membership.PaymentRequest) (membershipAnswer, error) {
	p, err := membership.ParsePayment(in, true)
	if err != nil {
		return membershipAnswer{}, err
	}
	c, err := s.member(r, sess)
	if err != nil {
		return membershipAnswer{}, err
	}
	if _, err := s.deps.Membership.SetCard(r.Context(), c.ID, p); err != nil {
		return membershipAnswer{}, err
	}
	return s.memberOf(r, c.ID)
}

// registerMembership creates the account and signs it in, like register; the membership page it
// leads to takes the card and starts the plan chosen.
func (s *Server) registerMembership(w http.ResponseWriter, r *http.Request) {
	in, err := decode[membership.RegisterRequest](r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	form, err := account.ParseMembershipRegister(in.Username, in.Pwd, in.FirstName, in.LastName)
	if err != nil {
		writeError(w, r, err)
		return
	}
	plan, err := membership.ParseRegisterPlan(in)
	if err != nil {
		writeError(w, r, err)
		return
	}
	s.registered(w, r, form, "pwd", "/my-account/onepass?plan="+string(plan)+"#join")
}

// ---- staff

type findMembershipIn struct {
	Email string `query:"email" required:"true" format:"email" maxLength:"254"`
}

type staffCancelIn struct {
	Email  string `json:"email" required:"true" format:"email" maxLength:"254"`
	Refund bool   `json:"refund,omitempty" description:"refund the current period's payment"`
	Reason string `json:"reason,omitempty" maxLength:"200" description:"why (kept in the audit log)"`
}

type extendTrialIn struct {
	Email string `json:"email" required:"true" format:"email" maxLength:"254"`
	Days  int    `json:"days" required:"true" minimum:"1" maximum:"90"`
}

// staffMembershipAnswer is a customer's OnePass as customer service sees it.
type staffMembershipAnswer struct {
	CustomerID string           `json:"customerId"`
	Email      string           `json:"email"`
	FirstName  string           `json:"firstName"`
	Membership membershipAnswer `json:"membership"`
	Audit      []auditJSON      `json:"audit" description:"what staff did to the membership, oldest first"`
}

func (s *Server) staffMembership(r *http.Request, email string) (staffMembershipAnswer, error) {
	var errs validate.Errors
	email = strings.ToLower(strings.TrimSpace(errs.Required("email", email)))
	if err := errs.Err(); err != nil {
		return staffMembershipAnswer{}, err
	}
	found, err := s.deps.MembershipStaff.Find(r.Context(), email)
	m := found.Membership
	if errors.Is(err, membership.ErrNotFound) {
		return staffMembershipAnswer{}, &apiError{Status: http.StatusNotFound, Code: codeNotFound, Message: "No OnePass membership has that e-mail."}
	}
	if err != nil {
		return staffMembershipAnswer{}, err
	}
	savings, err := s.deps.Membership.Savings(r.Context(), m.CustomerID)
	if err != nil {
		return staffMembershipAnswer{}, err
	}
	out := staffMembershipAnswer{CustomerID: m.CustomerID, Email: m.Email, FirstName: m.FirstName, Audit: []auditJSON{},
		Membership: membershipOf(m, found.Charges, savings, s.deps.Membership.Config(), s.deps.Clock.Now())}
	for _, e := range found.Audit {
		out.Audit = append(out.Audit, auditJSON{At: e.At.UTC().Format(time.RFC3339Nano), Actor: e.Actor, Action: e.Action, Subject: e.Subject, Detail: e.Detail})
	}
	return out, nil
}

func (s *Server) findMembership(r *http.Request, in findMembershipIn) (staffMembershipAnswer, error) {
	return s.staffMembership(r, in.Email)
}

func (s *Server) staffCancelMembership(r *http.Request, in staffCancelIn) (staffMembershipAnswer, error) {
	var errs validate.Errors
	reason := errs.Line("reason", in.Reason, 200)
	if err := errs.Err(); err != nil {
		return staffMembershipAnswer{}, err
	}
	cur, err := s.staffMembership(r, in.Email)
	if err != nil {
		return cur, err
	}
	if _, err := s.deps.MembershipStaff.Cancel(r.Context(), staffFrom(r).Email, cur.CustomerID, in.Refund, reason); err != nil {
		return staffMembershipAnswer{}, err
	}
	return s.staffMembership(r, in.Email)
}

func (s *Server) extendMembershipTrial(r *http.Request, in extendTrialIn) (staffMembershipAnswer, error) {
	cur, err := s.staffMembership(r, in.Email)
	if err != nil {
		return cur, err
	}
	if _, err := s.deps.MembershipStaff.ExtendTrial(r.Context(), staffFrom(r).Email, cur.CustomerID, in.Days); err != nil {
		return staffMembershipAnswer{}, err
	}
	return s.staffMembership(r, in.Email)
}

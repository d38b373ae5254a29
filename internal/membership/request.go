package membership

import (
	"strings"

	"github.com/wattle/storefront/internal/platform/validate"
)

// The requests of the membership operations as clients send them (docs/membership.md#operations):
// plain data the transport decodes, described in the API document from these tags, turned into
// domain values by the Parse functions, which collect every field error.

// JoinRequest is startMembershipTrial's and subscribeMembership's body: a plan and the card that
// pays it (a saved one, or a one-time token from the card fields, which is then saved).
type JoinRequest struct {
	Plan            string `json:"plan" required:"true" enum:"monthly,annual"`
	PaydockSourceID string `json:"paydockSourceId,omitempty" description:"a saved card (getPaymentMethods' paydockSourceId)"`
	OneTimeToken    string `json:"oneTimeToken,omitempty" description:"a card's one-time token from the card fields; the card is saved"`
}

// PaymentRequest names a card: resumeMembership (required to pay an overdue membership) and
// setMembershipPaymentMethod.
type PaymentRequest struct {
	PaydockSourceID string `json:"paydockSourceId,omitempty" description:"a saved card (getPaymentMethods' paydockSourceId)"`
	OneTimeToken    string `json:"oneTimeToken,omitempty" description:"a card's one-time token from the card fields; the card is saved"`
}

// PlanRequest is changeMembershipPlan's body.
type PlanRequest struct {
	Plan string `json:"plan" required:"true" enum:"monthly,annual"`
}

// RegisterRequest is registerMembership's body: a new account that joins on a plan.
type RegisterRequest struct {
	Username string `json:"username" required:"true" format:"email" maxLength:"254" description:"the new account's e-mail"`
	Pwd      string `json:"pwd" required:"true" description:"the new account's password (the register rules)"`
	OpID     string `json:"opId" required:"true" enum:"monthly,annual" description:"the plan chosen"`
	// FirstName and LastName are asked by the membership's create-account form; the seed's call
	// sends neither, so they are optional here.
	FirstName string `json:"firstName,omitempty"`
	LastName  string `json:"lastName,omitempty"`
}

// ParsePlanField reads a required plan field.
func parsePlan(errs *validate.Errors, field, v string) Plan {
	v = errs.Required(field, v)
	if v == "" {
		return ""
	}
	p, ok := ParsePlan(strings.ToLower(v))
	if !ok {
		errs.Add(field, validate.MalformedRequest)
	}
	return p
}

// parsePayment reads the card fields: at most one of the two; required says one must be there.
func parsePayment(errs *validate.Errors, source, token string, required bool) Payment {
	p := Payment{SavedID: strings.TrimSpace(source), Token: strings.TrimSpace(token)}
	switch {
	case p.SavedID != "" && p.Token != "":
		errs.Add("oneTimeToken", validate.MalformedRequest)
	case required && p.SavedID == "" && p.Token == "":
		errs.Add("paydockSourceId", validate.MissingArgs)
	}
	errs.MaxLen("paydockSourceId", p.SavedID, 128)
	errs.MaxLen("oneTimeToken", p.Token, 512)
	return p
}

// ParseJoin reads a join: the plan and the card.
func ParseJoin(in JoinRequest) (Plan, Payment, error) {
	var errs validate.Errors
	plan := parsePlan(&errs, "plan", in.Plan)
	p := parsePayment(&errs, in.PaydockSourceID, in.OneTimeToken, true)
	return plan, p, errs.Err()
}

// ParsePayment reads a card; required says one must be named.
func ParsePayment(in PaymentRequest, required bool) (Payment, error) {
	var errs validate.Errors
	p := parsePayment(&errs, in.PaydockSourceID, in.OneTimeToken, required)
	return p, errs.Err()
}

// ParsePlanRequest reads a plan change.
func ParsePlanRequest(in PlanRequest) (Plan, error) {
	var errs validate.Errors
	plan := parsePlan(&errs, "plan", in.Plan)
	return plan, errs.Err()
}

// ParseRegisterPlan reads registerMembership's plan (opId); the account fields are the account
// domain's to check.
func ParseRegisterPlan(in RegisterRequest) (Plan, error) {
	var errs validate.Errors
	plan := parsePlan(&errs, "opId", in.OpID)
	return plan, errs.Err()
}

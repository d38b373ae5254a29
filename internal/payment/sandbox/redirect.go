package sandbox

import (
	"context"
	"encoding/json"
	"errors"
	"net/url"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/id"
	"github.com/wattle/storefront/internal/platform/money"
)

const (
	kindSession    = "session"
	kindSessionRef = "session-ref" // the shop's reference → the session token
)

// SessionTTL is how long a redirect provider's page waits for the shopper's decision.
const SessionTTL = 30 * time.Minute

// Redirect is a sandbox redirect provider (PayPal, Afterpay, Zip, Flypay): Begin opens a session
// on its page, the shopper decides there (or sandboxDecide does), and Complete settles it when the
// shopper comes back. It implements payment.Redirector.
type Redirect struct {
	Method payment.Method
	Limits payment.Limits
	store  Store
	clock  clock.Clock
}

var (
	_ payment.Redirector = (*Redirect)(nil)
	_ payment.Settler    = (*Redirect)(nil)
)

// NewRedirect returns the sandbox provider of method m.
func NewRedirect(m payment.Method, limits payment.Limits, store Store, c clock.Clock) *Redirect {
	return &Redirect{Method: m, Limits: limits, store: store, clock: c}
}

type sessionData struct {
	Reference string          `json:"reference"`
	Amount    money.Cents     `json:"amount"`
	ReturnURL string          `json:"returnUrl"`
	Email     string          `json:"email,omitempty"`
	Decision  string          `json:"decision,omitempty"`
	Status    payment.Status  `json:"status"`
	Decline   payment.Decline `json:"decline,omitempty"`
	Voided    bool            `json:"voided,omitempty"`
	Refunded  money.Cents     `json:"refunded,omitempty"`
	Created   time.Time       `json:"created"`
}

// expired reports whether the session waited for a decision longer than SessionTTL.
func (r *Redirect) expired(s sessionData) bool {
	return s.Decision == "" && r.clock.Now().Sub(s.Created) > SessionTTL
}

// Decisions a shopper can make on a redirect provider's page (the contract's sandboxDecide), and
// PayPal's own funding failure.
var redirectDecisions = map[string]bool{"approve": true, "decline": true, "cancel": true, "refer": true,
	"timeout": true, "unavailable": true, "funding": true}

// Decisions are the decisions the provider's page offers, in the order it shows them: approve,
// cancel, decline, refer (Afterpay and Zip), timeout, unavailable, funding (PayPal). Decide takes
// every decision of the contract's sandboxDecide from any provider, and funding from PayPal only.
func (r *Redirect) Decisions() []string {
	out := []string{"approve", "cancel", "decline"}
	if r.Method == payment.Afterpay || r.Method == payment.Zip {
		out = append(out, "refer")
	}
	out = append(out, "timeout", "unavailable")
	if r.Method == payment.PayPal {
		out = append(out, "funding")
	}
	return out
}

// SessionView is what the provider's page shows of a session.
type SessionView struct {
	Amount money.Cents
	Email  string
	// ReturnURL is the shop's URL the provider sends the shopper back to.
	ReturnURL string
}

// Session returns the session of token for its page while it waits for a decision: ErrNotFound
// when there is none or it expired undecided, ErrDecided once the shopper has decided (the page
// has gone, as a real provider's does once the shopper has been sent back).
func (r *Redirect) Session(ctx context.Context, token string) (SessionView, error) {
	s, _, err := r.session(ctx, token)
	if errors.Is(err, payment.ErrNotFound) || (err == nil && r.expired(s)) {
		return SessionView{}, ErrNotFound
	}
	if err != nil {
		return SessionView{}, err
	}
	if s.Decision != "" {
		return SessionView{}, ErrDecided
	}
	return SessionView{Amount: s.Amount, Email: s.Email, ReturnURL: s.ReturnURL}, nil
}

// Begin implements payment.Redirector. An order value outside the provider's limits is refused
// before any page (payment.DeclineLimits).
func (r *Redirect) Begin(ctx context.Context, c payment.Charge, returnURL string) (string, string, error) {
	if !r.Limits.Within(c.Amount) {
		return "", "", &DeclinedError{Decline: payment.DeclineLimits}
	}
	token := strings.ToUpper(string(r.Method[:2])) + "-" + id.Token(12)
	data, _ := json.Marshal(sessionData{Reference: c.Reference, Amount: c.Amount, ReturnURL: returnURL, Email: c.Email,
		Status: payment.Pending, Created: r.clock.Now()})
	if err := r.store.InsertSandboxRecord(ctx, Record{Kind: kindSession, ID: token, Data: data}); err != nil {
		return "", "", err
	}
	ref, _ := json.Marshal(token)
	if err := r.store.InsertSandboxRecord(ctx, Record{Kind: kindSessionRef, ID: c.Reference, Data: ref}); err != nil {
		return "", "", err
	}
	return "/sandbox/" + string(r.Method) + "/checkout?token=" + url.QueryEscape(token), token, nil
}

// DeclinedError is a refusal before any page (Begin).
type DeclinedError struct{ Decline payment.Decline }

func (e *DeclinedError) Error() string { return "sandbox: declined: " + string(e.Decline) }

// DeclineReason is why (place order reads it through an interface, as it would a real adapter's).
func (e *DeclinedError) DeclineReason() payment.Decline { return e.Decline }

// Decide records the shopper's decision on the provider's page and answers where the provider
// sends them: the shop's return URL with the provider's parameters (PayPal's token and PayerID).
func (r *Redirect) Decide(ctx context.Context, token, decision string) (string, error) {
	if !redirectDecisions[decision] || (decision == "funding" && r.Method != payment.PayPal) {
		return "", ErrDecision
	}
	rec, err := r.store.SandboxRecord(ctx, kindSession, token, r.clock.Now())
	if err != nil {
		return "", err
	}
	var s sessionData
	if err := json.Unmarshal(rec.Data, &s); err != nil {
		return "", err
	}
	if s.Decision != "" {
		return "", ErrDecided
	}
	if r.expired(s) {
		return "", ErrNotFound // the provider's page has gone
	}
	s.Decision = decision
	rec.Data, _ = json.Marshal(s)
	if err := r.store.UpdateSandboxRecord(ctx, rec); errors.Is(err, ErrStale) {
		return "", ErrDecided // a concurrent decision (or the session's expiry) won
	} else if err != nil {
		return "", err
	}
	u, err := url.Parse(s.ReturnURL)
	if err != nil {
		return "", err
	}
	q := u.Query()
	q.Set("token", token)
	switch r.Method {
	case payment.PayPal:
		if decision == "approve" || decision == "funding" {
			q.Set("PayerID", "PAYER"+strings.ToUpper(id.Token(6)))
		}
	default:
		q.Set("status", decision)
	}
	u.RawQuery = q.Encode()
	return u.String(), nil
}

// Complete implements payment.Redirector: the session's outcome, settled once.
func (r *Redirect) Complete(ctx context.Context, token string, query url.Values) (payment.Outcome, error) {
	for {
		s, rec, err := r.session(ctx, token)
		if err != nil {
			return payment.Outcome{}, err
		}
		if s.Status != payment.Pending {
			return r.outcome(token, s), nil
		}
		if r.Method == payment.PayPal && s.Decision == "approve" && query.Get("PayerID") == "" {
			// PayPal approves only with the payer's id the return carries.
			s.Decision = "decline"
		}
		switch {
		case r.expired(s):
			s.Decision = "timeout"
		case s.Decision == "":
			return payment.Outcome{Status: payment.Pending}, nil
		}
		switch s.Decision {
		case "approve":
			s.Status = payment.Approved
		case "timeout":
			s.Status, s.Decline = payment.Declined, payment.DeclineExpired
		case "unavailable":
			s.Status, s.Decline = payment.Declined, payment.DeclineUnavailable
		case "cancel":
			s.Status, s.Decline = payment.Declined, payment.DeclineCancelled
		case "refer":
			s.Status, s.Decline = payment.Declined, payment.DeclineReferred
		case "funding":
			s.Status, s.Decline = payment.Declined, payment.DeclineFunding
		default:
			s.Status, s.Decline = payment.Declined, payment.DeclineRefused
			if r.Method == payment.PayPal {
				s.Decline = payment.DeclineNotAuthorised
			}
		}
		rec.Data, _ = json.Marshal(s)
		if err := r.store.UpdateSandboxRecord(ctx, rec); errors.Is(err, ErrStale) {
			continue
		} else if err != nil {
			return payment.Outcome{}, err
		}
		return r.outcome(token, s), nil
	}
}

func (r *Redirect) outcome(token string, s sessionData) payment.Outcome {
	o := payment.Outcome{Status: s.Status, Decline: s.Decline, CardType: string(r.Method)}
	if s.Status == payment.Approved {
		o.Ref = token
	}
	return o
}

// session reads the session of token.
func (r *Redirect) session(ctx context.Context, token string) (sessionData, Record, error) {
	rec, err := r.store.SandboxRecord(ctx, kindSession, token, r.clock.Now())
	if errors.Is(err, ErrNotFound) {
		return sessionData{}, rec, payment.ErrNotFound
	}
	if err != nil {
		return sessionData{}, rec, err
	}
	var s sessionData
	err = json.Unmarshal(rec.Data, &s)
	return s, rec, err
}

// Status implements payment.Settler: the session the shop opened for reference, Pending while
// the shopper has not come back (a session nobody decided within SessionTTL has expired).
func (r *Redirect) Status(ctx context.Context, reference, _ string) (payment.Outcome, error) {
	rec, err := r.store.SandboxRecord(ctx, kindSessionRef, reference, r.clock.Now())
	if errors.Is(err, ErrNotFound) {
		return payment.Outcome{}, payment.ErrNotFound
	}
	if err != nil {
		return payment.Outcome{}, err
	}
	var token string
	if err := json.Unmarshal(rec.Data, &token); err != nil {
		return payment.Outcome{}, err
	}
	s, _, err := r.session(ctx, token)
	if err != nil {
		return payment.Outcome{}, err
	}
	if s.Status == payment.Pending && r.expired(s) {
		s.Status, s.Decline = payment.Declined, payment.DeclineExpired
	}
	return r.outcome(token, s), nil
}

// Void implements payment.Settler.
func (r *Redirect) Void(ctx context.Context, token string) error {
	return r.changeSession(ctx, token, func(s *sessionData) error {
		s.Voided = true
		return nil
	})
}

// Refund implements payment.Settler.
func (r *Redirect) Refund(ctx context.Context, token string, amount money.Cents) error {
	return r.changeSession(ctx, token, func(s *sessionData) error {
		if s.Status != payment.Approved || s.Voided || amount <= 0 || s.Refunded+amount > s.Amount {
			return ErrRefund
		}
		s.Refunded += amount
		return nil
	})
}

func (r *Redirect) changeSession(ctx context.Context, token string, fn func(s *sessionData) error) error {
	return update(ctx, r.store, func() (sessionData, Record, error) { return r.session(ctx, token) }, fn)
}

// IDTokenTTL is how long a PayPal id token lasts.
const IDTokenTTL = 15 * time.Minute

// IDToken is PayPal's client id token (getPaypalIdToken): it lets PayPal's buttons on the page
// show the payer's saved PayPal account for customerID ("" for a guest, who has none).
func (r *Redirect) IDToken(ctx context.Context, customerID string) (string, error) {
	if r.Method != payment.PayPal {
		return "", ErrDecision
	}
	tok := "idt_" + id.Token(24)
	data, _ := json.Marshal(map[string]string{"customer": customerID})
	return tok, r.store.InsertSandboxRecord(ctx, Record{Kind: "paypal-id-token", ID: tok, Data: data,
		ExpiresAt: r.clock.Now().Add(IDTokenTTL)})
}

const kindAgreement = "paypal-agreement"

type agreementData struct {
	Session   string `json:"session"`
	Email     string `json:"email,omitempty"`
	Cancelled bool   `json:"cancelled,omitempty"`
}

var _ payment.Agreements = (*Redirect)(nil)

// Agreement implements payment.Agreements: PayPal only, from an approved session.
func (r *Redirect) Agreement(ctx context.Context, token string) (string, error) {
	if r.Method != payment.PayPal {
		return "", ErrDecision
	}
	s, _, err := r.session(ctx, token)
	if err != nil {
		return "", err
	}
	if s.Status != payment.Approved {
		return "", ErrDecision
	}
	ba := "BA-" + strings.ToUpper(id.Token(12))
	data, _ := json.Marshal(agreementData{Session: token, Email: s.Email})
	return ba, r.store.InsertSandboxRecord(ctx, Record{Kind: kindAgreement, ID: ba, Data: data})
}

// ChargeAgreement implements payment.Agreements: approved at once (a reference transaction), once
// per shop reference, unless the agreement was cancelled.
func (r *Redirect) ChargeAgreement(ctx context.Context, agreementID string, c payment.Charge) (payment.Outcome, error) {
	if prev, err := r.Status(ctx, c.Reference, ""); err == nil {
		return prev, nil
	}
	rec, err := r.store.SandboxRecord(ctx, kindAgreement, agreementID, r.clock.Now())
	if errors.Is(err, ErrNotFound) {
		return payment.Outcome{}, payment.ErrUnknownToken
	}
	if err != nil {
		return payment.Outcome{}, err
	}
	var a agreementData
	if err := json.Unmarshal(rec.Data, &a); err != nil || a.Cancelled {
		return payment.Outcome{}, payment.ErrUnknownToken
	}
	token := "BAT-" + strings.ToUpper(id.Token(12))
	data, _ := json.Marshal(sessionData{Reference: c.Reference, Amount: c.Amount, Email: a.Email, Decision: "approve",
		Status: payment.Approved, Created: r.clock.Now()})
	if err := r.store.InsertSandboxRecord(ctx, Record{Kind: kindSession, ID: token, Data: data}); err != nil {
		return payment.Outcome{}, err
	}
	ref, _ := json.Marshal(token)
	if err := r.store.InsertSandboxRecord(ctx, Record{Kind: kindSessionRef, ID: c.Reference, Data: ref}); err != nil {
		return payment.Outcome{}, err
	}
	return payment.Outcome{Status: payment.Approved, Ref: token, CardType: string(r.Method)}, nil
}

// CancelAgreement implements payment.Agreements.
func (r *Redirect) CancelAgreement(ctx context.Context, agreementID string) error {
	return update(ctx, r.store, func() (agreementData, Record, error) {
		rec, err := r.store.SandboxRecord(ctx, kindAgreement, agreementID, r.clock.Now())
		if errors.Is(err, ErrNotFound) {
			return agreementData{}, rec, payment.ErrNotFound
		}
		var a agreementData
		if err == nil {
			err = json.Unmarshal(rec.Data, &a)
		}
		return a, rec, err
	}, func(a *agreementData) error {
		a.Cancelled = true
		return nil
	})
}

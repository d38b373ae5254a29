package httpapi

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/payment/sandbox"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/validate"
	"github.com/wattle/storefront/internal/platform/wire"
)

// The sandbox operations under /api/sandbox (docs/payments.md#the-sandbox-operations), mounted only
// when the shop runs its payments in sandbox mode (Deps.Sandbox set: --payments=sandbox, the
// default). Their rules and the providers' pages under /sandbox are the sandbox package's.

// Error codes of the sandbox operations.
const (
	codeSandboxNotFound = "ERR_SANDBOX_NOT_FOUND"
	codeSandboxDecided  = "ERR_SANDBOX_DECIDED"
)

var (
	answerSandboxNotFound = errorAnswerOf("SandboxNotFound", http.StatusNotFound, codeSandboxNotFound,
		"The token names no open sandbox session or challenge: unknown, or expired (30 minutes).", false)
	answerSandboxDecided = errorAnswerOf("SandboxDecided", http.StatusConflict, codeSandboxDecided,
		"The session or challenge has been decided already: the first decision stands.", false)
)

func init() {
	// The document declares every error answer under components/responses.
	errorAnswers = append(errorAnswers, answerSandboxNotFound, answerSandboxDecided)
}

// sandboxMounted reports whether the sandbox operations are in the route table: the server has the
// sandboxes (app.PrepareShop gives them in sandbox mode, the default), or the table is built for
// the document alone (OpenAPI, `storefront openapi`: no mux) of a shop configured in sandbox mode.
func (s *Server) sandboxMounted() bool {
	return s.deps.Sandbox != nil || s.mux == nil && s.deps.Config.Payments.Mode != config.PaymentsLive
}

// sandboxRoutes are the sandbox operations (tag sandbox), none when payments are not in sandbox mode.
func (s *Server) sandboxRoutes() []route {
	if !s.sandboxMounted() {
		return nil
	}
	return []route{
		{op: "sandboxTokenizeCard", method: http.MethodPost, path: "/api/sandbox/cards/tokenize", tag: "sandbox",
			summary: "What the hosted card fields call: a card (or, with cardType giftcard, a gift card's number and PIN) becomes a one-time token, good for one payment within 30 minutes. Field errors name cardNumber, expiryMonth, expiryYear, cvv, cardholderName or pin.",
			in:      sandbox.TokenizeRequest{}, out: sandbox.TokenizeAnswer{}, handler: s.sandboxTokenizeCard},
		{op: "sandboxDecide", method: http.MethodPost, path: "/api/sandbox/decide", tag: "sandbox",
			summary: "What a person does on a sandbox provider's page (PayPal, Afterpay, Zip, Flypay) or on the 3-D Secure challenge (provider threeds, token = tcId): answers the shop URL the provider sends the shopper back to.",
			in:      sandbox.DecideRequest{}, out: sandbox.DecideAnswer{}, errs: []errorAnswer{answerSandboxNotFound, answerSandboxDecided}, handler: s.sandboxDecide},
		{op: "sandboxAdvanceClock", method: http.MethodPost, path: "/api/sandbox/clock/advance", tag: "sandbox",
			summary: "Move the shop's clock forward by days (and hours), then run every job that has fallen due (OnePass reminders, charges, renewals, retries, ends) before answering the new now. Time only moves forward; every node follows.",
			in:      advanceClockIn{}, out: advanceClockAnswer{}, handler: op(s.sandboxAdvanceClock)},
		{op: "sandboxIssueGiftCard", method: http.MethodPost, path: "/api/sandbox/gift-cards", tag: "sandbox",
			summary: "A gift card holding amount (dollars), as the gift card processor would issue it: its number and PIN.",
			in:      sandbox.IssueGiftCardRequest{}, out: sandbox.IssuedGiftCard{}, created: true, handler: s.sandboxIssueGiftCard},
	}
}

func (s *Server) sandboxTokenizeCard(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	in, err := decode[sandbox.TokenizeRequest](r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	out, err := s.deps.Sandbox.TokenizeCard(r.Context(), in, s.deps.Clock.Now())
	answer(w, r, out, err)
}

func (s *Server) sandboxDecide(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	in, err := decode[sandbox.DecideRequest](r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	out, err := s.deps.Sandbox.Decide(r.Context(), in)
	if ae := sandboxError(err); ae != nil {
		err = ae
	}
	answer(w, r, out, err)
}

func (s *Server) sandboxIssueGiftCard(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	in, err := decode[sandbox.IssueGiftCardRequest](r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	out, err := s.deps.Sandbox.IssueGiftCard(r.Context(), in)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeEnvelope(w, http.StatusCreated, envelope{Success: true, Data: out})
}

// sandboxError maps a sandbox provider's refusal of a decision; nil for any other error.
func sandboxError(err error) *apiError {
	switch {
	case errors.Is(err, sandbox.ErrDecided):
		return &apiError{Status: http.StatusConflict, Code: codeSandboxDecided,
			Message: "That has been decided already: the first decision stands."}
	case errors.Is(err, sandbox.ErrNotFound), errors.Is(err, payment.ErrNotFound):
		return &apiError{Status: http.StatusNotFound, Code: codeSandboxNotFound,
			Message: "No open sandbox session or challenge has that token: it is unknown or has expired."}
	}
	return nil
}

// SandboxClock moves the shop's clock (sandbox mode): Advance moves it d forward on every node and
// runs what has fallen due before it answers the new time.
type SandboxClock interface {
	Advance(ctx context.Context, d time.Duration) (time.Time, error)
}

// advanceClockIn is sandboxAdvanceClock's body.
type advanceClockIn struct {
	Days  wire.Int `json:"days" required:"true" description:"whole days forward, 0-3660"`
	Hours wire.Int `json:"hours,omitempty" description:"whole hours forward besides, 0-8784"`
}

type advanceClockAnswer struct {
	Now time.Time `json:"now" description:"the shop's time after the move (Melbourne)"`
}

func (s *Server) sandboxAdvanceClock(r *http.Request, in advanceClockIn) (advanceClockAnswer, error) {
	var errs validate.Errors
	days := errs.Int("days", errs.Required("days", string(in.Days)), 0, 3660, 0)
	hours := errs.Int("hours", string(in.Hours), 0, 8784, 0)
	if err := errs.Err(); err != nil {
		return advanceClockAnswer{}, err
	}
	if s.deps.SandboxClock == nil {
		return advanceClockAnswer{}, &apiError{Status: http.StatusNotFound, Code: codeNotFound, Message: "The shop's clock can only be moved in sandbox mode."}
	}
	now, err := s.deps.SandboxClock.Advance(r.Context(), time.Duration(days)*24*time.Hour+time.Duration(hours)*time.Hour)
	if err != nil {
		return advanceClockAnswer{}, err
	}
	return advanceClockAnswer{Now: now.In(clock.Melbourne)}, nil
}

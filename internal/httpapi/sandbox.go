package httpapi

import (
	"bytes"
	"errors"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/swaggest/jsonschema-go"

	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/page"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/payment/sandbox"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/platform/validate"
)

// The payment sandboxes' HTTP side (docs/payments.md): the three sandbox operations under
// /api/sandbox, which tests and people use to drive every payment path without a browser, and
// the providers' pages under /sandbox (card fields, 3-D Secure challenge, the redirect providers'
// approval pages, the Apple Pay sheet, an index for people). Both are mounted only when the shop
// runs its payments in sandbox mode (Deps.Sandbox set: --payments=sandbox, the default).

// Error codes of the sandbox operations.
const (
	codeSandboxNotFound = "ERR_SANDBOX_NOT_FOUND"
	codeSandboxDecided  = "ERR_SANDBOX_DECIDED"
)

// Message keys of the card fields (ours: the seed names none for card fields).
const (
	keyInvalidCardNumber = "invalid-card-number"
	keyInvalidExpiry     = "invalid-expiry"
	keyInvalidCVV        = "invalid-cvv"
	keyInvalidGiftCard   = "invalid-gift-card"
)

// opSandboxPage labels the sandbox's pages in the metrics.
const opSandboxPage = "sandboxPage"

var (
	answerSandboxNotFound = errorAnswer{"SandboxNotFound", http.StatusNotFound, codeSandboxNotFound,
		"The token names no open sandbox session or challenge: unknown, or expired (30 minutes).", false}
	answerSandboxDecided = errorAnswer{"SandboxDecided", http.StatusConflict, codeSandboxDecided,
		"The session or challenge has been decided already: the first decision stands.", false}
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
			in:      tokenizeIn{}, out: tokenizeAnswer{}, handler: s.sandboxTokenizeCard},
		{op: "sandboxDecide", method: http.MethodPost, path: "/api/sandbox/decide", tag: "sandbox",
			summary: "What a person does on a sandbox provider's page (PayPal, Afterpay, Zip, Flypay) or on the 3-D Secure challenge (provider threeds, token = tcId): answers the shop URL the provider sends the shopper back to.",
			in:      decideIn{}, out: decideAnswer{}, errs: []errorAnswer{answerSandboxNotFound, answerSandboxDecided}, handler: s.sandboxDecide},
		{op: "sandboxIssueGiftCard", method: http.MethodPost, path: "/api/sandbox/gift-cards", tag: "sandbox",
			summary: "A gift card holding amount (dollars), as the gift card processor would issue it: its number and PIN.",
			in:      issueGiftCardIn{}, out: issuedGiftCard{}, created: true, handler: s.sandboxIssueGiftCard},
	}
}

// --- request and answer types (the OpenAPI document is generated from them) ---

type tokenizeIn struct {
	CardType       string  `json:"cardType,omitempty" maxLength:"20" description:"giftcard: a gift card (cardNumber and pin); anything else, or nothing: a payment card"`
	CardNumber     string  `json:"cardNumber" required:"true" maxLength:"40" description:"the card number (spaces and dashes allowed); the sandbox test cards are in docs/payments.md"`
	ExpiryMonth    wireInt `json:"expiryMonth,omitempty" description:"1-12 (a payment card: required)"`
	ExpiryYear     wireInt `json:"expiryYear,omitempty" description:"YYYY or YY, not past (a payment card: required)"`
	CVV            string  `json:"cvv,omitempty" maxLength:"4" description:"3 digits, 4 for American Express (a payment card: required)"`
	CardholderName string  `json:"cardholderName,omitempty" maxLength:"100" description:"the name on the card (a payment card: required)"`
	PIN            string  `json:"pin,omitempty" maxLength:"8" description:"a gift card's PIN (a gift card: required)"`
	csrfBodyField
}

type tokenizeAnswer struct {
	OneTimeToken string `json:"oneTimeToken" description:"the one-time token placeOrder (or placeOrderGiftCard) takes"`
	CardType     string `json:"cardType" description:"visa, mastercard, amex, discover, other; giftcard for a gift card"`
	Last4        string `json:"last4" description:"the card number's last 4 digits"`
}

type decideIn struct {
	Provider string `json:"provider" required:"true" enum:"paypal,afterpay,zip,flypay,threeds" description:"the provider whose page it is; threeds: the 3-D Secure challenge"`
	Token    string `json:"token" required:"true" maxLength:"200" description:"the token of the provider's page URL (?token=), or the challenge's tcId"`
	Decision string `json:"decision" required:"true" enum:"approve,decline,cancel,refer,timeout,unavailable,funding" description:"threeds: approve, decline or cancel; the redirect providers: any, funding (the funding source fails) PayPal's only"`
	csrfBodyField
}

type decideAnswer struct {
	ReturnURL string `json:"returnUrl" description:"where the provider sends the shopper: the shop's return URL with the provider's parameters (PayPal: token, PayerID; the others: token, status), or for threeds /spc?tcId=…&tcStatus=success|rejected"`
}

type issueGiftCardIn struct {
	Amount wireNumber `json:"amount" required:"true" description:"dollars: more than 0, at most 1000, at most 2 decimals (25.5)"`
	csrfBodyField
}

type issuedGiftCard struct {
	CardNumber string `json:"cardNumber" description:"19 digits"`
	PIN        string `json:"pin" description:"4 digits"`
}

// wireInt is an integer sent as a JSON number or as text (a form field). Only the document reads it.
type wireInt string

// JSONSchema implements jsonschema.Exposer: an integer or a string.
func (wireInt) JSONSchema() (jsonschema.Schema, error) {
	var s jsonschema.Schema
	s.TypeEns().WithSliceOfSimpleTypeValues(jsonschema.Integer, jsonschema.String)
	return s, nil
}

// wireNumber is a number sent as a JSON number or as text (a form field). Only the document reads it.
type wireNumber string

// JSONSchema implements jsonschema.Exposer: a number or a string.
func (wireNumber) JSONSchema() (jsonschema.Schema, error) {
	var s jsonschema.Schema
	s.TypeEns().WithSliceOfSimpleTypeValues(jsonschema.Number, jsonschema.String)
	return s, nil
}

// --- the operations ---

func (s *Server) sandboxTokenizeCard(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	in, err := decodeBody(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if in.str("cardType") == "giftcard" {
		s.tokenizeGiftCard(w, r, in)
		return
	}
	var v validate.Errors
	number := v.Required("cardNumber", in.str("cardNumber"))
	v.MaxLen("cardNumber", number, 40)
	name := v.Required("cardholderName", in.str("cardholderName"))
	v.MaxLen("cardholderName", name, 100)
	month := expiryPart(&v, "expiryMonth", in.str("expiryMonth"))
	year := expiryPart(&v, "expiryYear", in.str("expiryYear"))
	cvv := v.Required("cvv", in.str("cvv"))
	card := sandbox.CardInput{Number: number, Name: name, CVV: cvv, ExpiryMonth: month, ExpiryYear: year}
	for _, e := range sandbox.CardErrors(card, s.deps.Clock.Now()) {
		field, key := cardField(e)
		if field == "expiryMonth" && v.Has("expiryYear") {
			continue // the year is missing or not a number: that says it
		}
		v.Add(field, key)
	}
	if err := v.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	token, c, err := s.deps.Sandbox.Card.Tokenize(r.Context(), card)
	if err != nil {
		if field, key := cardField(err); field != "" {
			writeError(w, r, validation("Some fields are not valid.", map[string]string{field: key}))
			return
		}
		writeError(w, r, err)
		return
	}
	writeData(w, tokenizeAnswer{OneTimeToken: token, CardType: c.Brand, Last4: c.Last4})
}

// expiryPart reads an expiry month or year: missing-args when empty, invalid-expiry when not a
// number (the card's check says the rest).
func expiryPart(v *validate.Errors, field, s string) int {
	if v.Required(field, s) == "" {
		return 0
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 9999 {
		v.Add("expiryMonth", keyInvalidExpiry)
		return 0
	}
	return n
}

// cardField names the field and message key of a card check's error; "" for another error.
func cardField(err error) (string, string) {
	switch {
	case errors.Is(err, sandbox.ErrCardNumber):
		return "cardNumber", keyInvalidCardNumber
	case errors.Is(err, sandbox.ErrName):
		return "cardholderName", keyMissingArgs
	case errors.Is(err, sandbox.ErrExpiry):
		return "expiryMonth", keyInvalidExpiry
	case errors.Is(err, sandbox.ErrCVV):
		return "cvv", keyInvalidCVV
	}
	return "", ""
}

func (s *Server) tokenizeGiftCard(w http.ResponseWriter, r *http.Request, in body) {
	var v validate.Errors
	number := v.Required("cardNumber", in.str("cardNumber"))
	v.MaxLen("cardNumber", number, 40)
	pin := v.Required("pin", in.str("pin"))
	v.MaxLen("pin", pin, 8)
	if err := v.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	token, err := s.deps.Sandbox.GiftCards.Tokenize(r.Context(), number, pin)
	if errors.Is(err, sandbox.ErrGiftCard) {
		writeError(w, r, validation("That gift card number and PIN do not match a gift card.",
			map[string]string{"cardNumber": keyInvalidGiftCard, "pin": keyInvalidGiftCard}))
		return
	}
	if err != nil {
		writeError(w, r, err)
		return
	}
	digits := strings.NewReplacer(" ", "", "-", "").Replace(number)
	writeData(w, tokenizeAnswer{OneTimeToken: token, CardType: string(payment.GiftCard), Last4: digits[max(0, len(digits)-4):]})
}

func (s *Server) sandboxDecide(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	in, err := decodeBody(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	var v validate.Errors
	provider := v.Required("provider", in.str("provider"))
	token := v.Required("token", in.str("token"))
	v.MaxLen("token", token, 200)
	decision := v.Required("decision", in.str("decision"))
	var redirect *sandbox.Redirect
	if provider != "" && provider != "threeds" {
		if m, ok := payment.ParseMethod(provider); ok {
			redirect = s.deps.Sandbox.Redirector(m)
		}
		if redirect == nil {
			v.Add("provider", keyMalformedRequest)
		}
	}
	if err := v.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	var back string
	if redirect != nil {
		back, err = redirect.Decide(r.Context(), token, decision)
	} else {
		err = s.deps.Sandbox.Card.Decide(r.Context(), token, decision)
		back = threeDSReturn(token, decision)
	}
	if err != nil {
		writeError(w, r, sandboxError(err))
		return
	}
	writeData(w, decideAnswer{ReturnURL: back})
}

// threeDSReturn is where the challenge sends the shopper after decision: checkout, which then
// calls confirmThreeDS (success) or rejectThreeDS (rejected).
func threeDSReturn(tcID, decision string) string {
	status := "rejected"
	if decision == "approve" {
		status = "success"
	}
	return "/spc?" + url.Values{"tcId": {tcID}, "tcStatus": {status}}.Encode()
}

// sandboxError maps a sandbox provider's refusal of a decision to the API's answer.
func sandboxError(err error) error {
	switch {
	case errors.Is(err, sandbox.ErrDecided):
		return &apiError{Status: http.StatusConflict, Code: codeSandboxDecided,
			Message: "That has been decided already: the first decision stands."}
	case errors.Is(err, sandbox.ErrDecision):
		return validation("That provider's page does not offer this decision.", map[string]string{"decision": keyMalformedRequest})
	case errors.Is(err, sandbox.ErrNotFound), errors.Is(err, payment.ErrNotFound):
		return &apiError{Status: http.StatusNotFound, Code: codeSandboxNotFound,
			Message: "No open sandbox session or challenge has that token: it is unknown or has expired."}
	}
	return err
}

func (s *Server) sandboxIssueGiftCard(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	in, err := decodeBody(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	amount, key := giftCardAmount(in.str("amount"))
	if key != "" {
		writeError(w, r, validation(amountMessage(key), map[string]string{"amount": key}))
		return
	}
	number, pin, err := s.deps.Sandbox.GiftCards.Issue(r.Context(), amount)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeEnvelope(w, http.StatusCreated, envelope{Success: true, Data: issuedGiftCard{CardNumber: number, PIN: pin}})
}

// maxGiftCard is the most a sandbox gift card holds, as the real processor's cards.
const maxGiftCard money.Cents = 100000

// giftCardAmount reads a gift card's amount in dollars: the cents, or the message key of what is
// wrong with it.
func giftCardAmount(s string) (money.Cents, string) {
	if s == "" {
		return 0, keyMissingArgs
	}
	c, ok := parseDollars(s)
	switch {
	case !ok:
		return 0, keyMalformedRequest
	case c <= 0 || c > maxGiftCard:
		return 0, validate.OutOfRange
	}
	return c, ""
}

func amountMessage(key string) string {
	switch key {
	case keyMissingArgs:
		return validate.MessageMissingArgs
	case validate.OutOfRange:
		return "A gift card holds more than $0 and at most $1,000."
	}
	return "Give the amount in dollars, such as 25 or 25.50."
}

// parseDollars reads dollars (25, 25.5, 25.50, 25.500) as cents; false for anything else: a sign,
// an exponent, a fraction of a cent, more than nine digits of dollars.
func parseDollars(s string) (money.Cents, bool) {
	whole, frac, hasFrac := strings.Cut(s, ".")
	frac = strings.TrimRight(frac, "0")
	if whole == "" || len(whole) > 9 || !isDigits(whole) || (hasFrac && frac != "" && (len(frac) > 2 || !isDigits(frac))) {
		return 0, false
	}
	dollars, _ := strconv.ParseInt(whole, 10, 64)
	cents := dollars * 100
	if frac != "" {
		if len(frac) == 1 {
			frac += "0"
		}
		c, _ := strconv.ParseInt(frac, 10, 64)
		cents += c
	}
	return money.Cents(cents), true
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// --- the pages ---

// sandboxCSP is the Content-Security-Policy of a sandbox page: nothing but our own scripts,
// stylesheet and API; forms post to us (and, on a provider's page, to where the provider sends
// the shopper back: form-action governs the redirect after the post too). A framed page (the card
// fields, the challenge, the Apple Pay sheet) may be framed by our own origin, any other by none.
func sandboxCSP(framed bool, formTargets ...string) string {
	ancestors := "'none'"
	if framed {
		ancestors = "'self'"
	}
	form := "'self'"
	for _, t := range formTargets {
		form += " " + t
	}
	return "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'" +
		"; form-action " + form + "; base-uri 'none'; frame-ancestors " + ancestors
}

// sandboxFramed reports whether path is a sandbox page checkout frames: our own origin may frame
// it (securityHeaders sends X-Frame-Options SAMEORIGIN; the page's CSP frame-ancestors 'self').
func sandboxFramed(path string) bool {
	return path == "/sandbox/card/fields" || path == "/sandbox/applepay/sheet" || strings.HasPrefix(path, "/sandbox/threeds/")
}

// mountSandbox registers the sandbox's pages and their assets.
func (s *Server) mountSandbox(handle func(pattern, op string, h http.HandlerFunc)) {
	page := func(pattern string, h http.HandlerFunc) { handle(pattern, opSandboxPage, h) }
	page("GET /sandbox", s.sandboxIndex)
	page("GET /sandbox/", s.sandboxIndex) // /sandbox/ itself; any other path under it is a 404 page
	page("POST /sandbox/gift-cards", s.sandboxIssueGiftCardPage)
	handle("GET /sandbox/assets/{name}", opAsset, s.sandboxAsset)
	page("GET /sandbox/card/fields", s.sandboxCardFields)
	page("GET /sandbox/threeds/{tcId}", s.sandboxChallenge)
	page("POST /sandbox/threeds/{tcId}", s.sandboxChallengeDecide)
	for _, m := range []payment.Method{payment.PayPal, payment.Afterpay, payment.Zip, payment.Flypay} {
		page("GET /sandbox/"+string(m)+"/checkout", s.sandboxProviderPage(m))
		page("POST /sandbox/"+string(m)+"/checkout", s.sandboxProviderDecide(m))
	}
	page("GET /sandbox/applepay/sheet", s.sandboxApplePaySheet)
	page("POST /sandbox/applepay/sheet", s.sandboxApplePayPay)
}

// writeSandboxPage renders a sandbox page with its headers: no-store, and its CSP (framed by the
// path, as securityHeaders decides X-Frame-Options).
func writeSandboxPage(w http.ResponseWriter, r *http.Request, status int, name string, data any, formTargets ...string) {
	var b bytes.Buffer
	if err := sandbox.Render(&b, name, data); err != nil {
		slog.ErrorContext(r.Context(), "sandbox page", "page", name, "err", err)
		http.Error(w, "Something went wrong on our side.", http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Security-Policy", sandboxCSP(sandboxFramed(r.URL.Path), formTargets...))
	w.WriteHeader(status)
	_, _ = w.Write(b.Bytes())
}

// writeSandboxResult answers a result page (an error, or how a decision ended).
func writeSandboxResult(w http.ResponseWriter, r *http.Request, status int, p sandbox.ResultPage) {
	writeSandboxPage(w, r, status, sandbox.PageResult, p)
}

// sandboxProblem is a page that says what went wrong, with a way back to checkout.
func sandboxProblem(r *http.Request, heading, text string) sandbox.ResultPage {
	p := sandbox.NewResultPage(heading, heading, text, sandboxFramed(r.URL.Path), nil)
	p.Link, p.LinkText, p.LinkTop = "/spc", "Back to checkout", true
	return p
}

// writeSandboxError answers the page of a refused decision or an unknown token.
func writeSandboxError(w http.ResponseWriter, r *http.Request, err error) {
	switch {
	case errors.Is(err, sandbox.ErrDecided):
		writeSandboxResult(w, r, http.StatusConflict, sandboxProblem(r, "Already decided",
			"This payment has been decided already. The first decision stands."))
	case errors.Is(err, sandbox.ErrDecision):
		writeSandboxResult(w, r, http.StatusBadRequest, sandboxProblem(r, "Not a choice here",
			"This page does not offer that choice."))
	case errors.Is(err, sandbox.ErrNotFound), errors.Is(err, payment.ErrNotFound):
		writeSandboxResult(w, r, http.StatusNotFound, sandboxProblem(r, "Payment page not found",
			"This payment page has expired or does not exist. Go back to checkout to pay again."))
	default:
		slog.ErrorContext(r.Context(), "sandbox", "path", r.URL.Path, "err", err)
		writeSandboxResult(w, r, http.StatusInternalServerError, sandboxProblem(r, "Something went wrong",
			"Something went wrong on our side. Please try again."))
	}
}

// sandboxFormAllowed reports whether a form post to a sandbox page came from a page of ours: a
// browser says where a request comes from (Sec-Fetch-Site, or else Origin), and a cross-site post
// is refused. A request that says neither is not a browser's (curl, the tests), so no one else's
// cookies or tabs are involved. The forms carry unguessable tokens besides (the session's token,
// the tcId), except the index's gift card form, which this check alone guards.
func sandboxFormAllowed(r *http.Request) bool {
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" {
		return site == "same-origin" || site == "none"
	}
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true
	}
	u, err := url.Parse(origin)
	return err == nil && u.Host != "" && strings.EqualFold(u.Host, r.Host)
}

// sandboxForm reads a sandbox page's form, answering the page of a refusal itself (false).
func sandboxForm(w http.ResponseWriter, r *http.Request) bool {
	if !sandboxFormAllowed(r) {
		writeSandboxResult(w, r, http.StatusForbidden, sandboxProblem(r, "Not sent from this shop",
			"This form can only be sent from the shop's own sandbox pages."))
		return false
	}
	if err := r.ParseForm(); err != nil {
		writeSandboxResult(w, r, http.StatusBadRequest, sandboxProblem(r, "That did not work",
			"The form could not be read. Please try again."))
		return false
	}
	return true
}

func (s *Server) sandboxIndex(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/sandbox" && r.URL.Path != "/sandbox/" {
		writeSandboxResult(w, r, http.StatusNotFound, sandboxProblem(r, "Page not found",
			"The payment sandbox has no such page."))
		return
	}
	writeSandboxPage(w, r, http.StatusOK, sandbox.PageIndex, sandbox.NewIndexPage(s.deps.Sandbox))
}

func (s *Server) sandboxIssueGiftCardPage(w http.ResponseWriter, r *http.Request) {
	if !sandboxForm(w, r) {
		return
	}
	p := sandbox.NewIndexPage(s.deps.Sandbox)
	p.IssueAmount = strings.TrimSpace(r.PostFormValue("amount"))
	amount, key := giftCardAmount(strings.TrimPrefix(p.IssueAmount, "$"))
	if key != "" {
		p.IssueError = amountMessage(key)
		if key == keyMissingArgs {
			p.IssueError = "Enter an amount."
		}
		writeSandboxPage(w, r, http.StatusBadRequest, sandbox.PageIndex, p)
		return
	}
	number, pin, err := s.deps.Sandbox.GiftCards.Issue(r.Context(), amount)
	if err != nil {
		writeSandboxError(w, r, err)
		return
	}
	p.Issued = &sandbox.IssuedCard{Number: number, PIN: pin, Amount: amount.Format()}
	writeSandboxPage(w, r, http.StatusOK, sandbox.PageIndex, p)
}

func (s *Server) sandboxAsset(w http.ResponseWriter, r *http.Request) {
	b, ctype, ok := sandbox.Asset(r.PathValue("name"))
	if !ok {
		http.NotFound(w, r)
		return
	}
	etag := page.StrongETag(b)
	h := w.Header()
	h.Set("Content-Type", ctype)
	h.Set("Cache-Control", "no-cache")
	h.Set("ETag", etag)
	if page.ETagMatches(r.Header.Get("If-None-Match"), etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	_, _ = w.Write(b)
}

func (s *Server) sandboxCardFields(w http.ResponseWriter, r *http.Request) {
	writeSandboxPage(w, r, http.StatusOK, sandbox.PageCardFields, sandbox.NewCardFieldsPage(r.URL.Query().Get("giftcard") == "1"))
}

func (s *Server) sandboxChallenge(w http.ResponseWriter, r *http.Request) {
	tcID := r.PathValue("tcId")
	v, err := s.deps.Sandbox.Card.Challenge(r.Context(), tcID)
	if err == nil && v.Decided {
		err = sandbox.ErrDecided
	}
	if err != nil {
		writeSandboxError(w, r, err)
		return
	}
	writeSandboxPage(w, r, http.StatusOK, sandbox.PageThreeDS, sandbox.NewThreeDSPage(tcID, v))
}

// sandboxChallengeDecide takes the challenge page's form: framed (checkout's dialog), a page that
// posts the outcome to checkout; at the top (or without JavaScript), 303 to checkout's return.
func (s *Server) sandboxChallengeDecide(w http.ResponseWriter, r *http.Request) {
	if !sandboxForm(w, r) {
		return
	}
	tcID, decision := r.PathValue("tcId"), r.PostFormValue("decision")
	if err := s.deps.Sandbox.Card.Decide(r.Context(), tcID, decision); err != nil {
		writeSandboxError(w, r, err)
		return
	}
	back := threeDSReturn(tcID, decision)
	if !framedPost(r) {
		w.Header().Set("Cache-Control", "no-store")
		http.Redirect(w, r, back, http.StatusSeeOther)
		return
	}
	status, heading, text := "rejected", "Verification failed", "The bank did not verify this payment. Returning to checkout…"
	if decision == "approve" {
		status, heading, text = "success", "Payment verified", "The bank verified this payment. Returning to checkout…"
	}
	p := sandbox.NewResultPage(heading, heading, text, true, map[string]string{"type": "threeds", "tcId": tcID, "tcStatus": status})
	p.Link, p.LinkText, p.LinkTop = back, "Continue to checkout", true
	writeSandboxResult(w, r, http.StatusOK, p)
}

// framedPost reports whether a sandbox form was posted from inside checkout's frame: the page's
// script says so (the framed field), and browsers do (Sec-Fetch-Dest: iframe).
func framedPost(r *http.Request) bool {
	return r.PostFormValue("framed") == "1" || r.Header.Get("Sec-Fetch-Dest") == "iframe"
}

func (s *Server) sandboxProviderPage(m payment.Method) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		red := s.deps.Sandbox.Redirector(m)
		token := r.URL.Query().Get("token")
		v, err := red.Session(r.Context(), token)
		if err != nil {
			writeSandboxError(w, r, err)
			return
		}
		writeSandboxPage(w, r, http.StatusOK, sandbox.PageProvider, sandbox.NewProviderPage(red, token, v), otherOrigin(r, v.ReturnURL)...)
	}
}

// otherOrigin is the origin of an absolute URL when it is not the request's own (a shop behind
// another host name than the one its return URLs name); none otherwise.
func otherOrigin(r *http.Request, rawURL string) []string {
	u, err := url.Parse(rawURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || strings.EqualFold(u.Host, r.Host) ||
		strings.ContainsAny(u.Host, " ;,'\"") {
		return nil
	}
	return []string{u.Scheme + "://" + u.Host}
}

func (s *Server) sandboxProviderDecide(m payment.Method) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if !sandboxForm(w, r) {
			return
		}
		back, err := s.deps.Sandbox.Redirector(m).Decide(r.Context(), r.PostFormValue("token"), r.PostFormValue("decision"))
		if err != nil {
			writeSandboxError(w, r, err)
			return
		}
		w.Header().Set("Cache-Control", "no-store")
		http.Redirect(w, r, back, http.StatusSeeOther)
	}
}

// applePaySheet reads the sheet's amount (cents) and label (the merchant) from the query or the
// form; false when the amount is not a whole number of cents.
func applePaySheet(amount, label string) (money.Cents, string, bool) {
	label = strings.TrimSpace(label)
	if label == "" || utf8.RuneCountInString(label) > 64 {
		label = "Wattle"
	}
	if amount == "" {
		return 0, label, true
	}
	c, err := strconv.ParseInt(amount, 10, 64)
	if err != nil || c < 0 || c > 1_000_000_00 {
		return 0, label, false
	}
	return money.Cents(c), label, true
}

func (s *Server) sandboxApplePaySheet(w http.ResponseWriter, r *http.Request) {
	amount, label, ok := applePaySheet(r.URL.Query().Get("amount"), r.URL.Query().Get("label"))
	if !ok {
		writeSandboxResult(w, r, http.StatusBadRequest, sandboxProblem(r, "Apple Pay is not available",
			"The payment sheet needs the amount in cents."))
		return
	}
	writeSandboxPage(w, r, http.StatusOK, sandbox.PageApplePay, sandbox.NewApplePayPage(label, amount))
}

// sandboxApplePayPay takes the sheet's form: the device card (or the declined test card) becomes a
// one-time token, as the Apple Pay token does through the card gateway, and the page posts it to
// checkout (pcid); Cancel posts that the shopper cancelled.
func (s *Server) sandboxApplePayPay(w http.ResponseWriter, r *http.Request) {
	if !sandboxForm(w, r) {
		return
	}
	amount, label, ok := applePaySheet(r.PostFormValue("amount"), r.PostFormValue("label"))
	if !ok {
		amount = 0
	}
	framed := sandboxFramed(r.URL.Path)
	number := sandbox.ApplePayCard
	switch r.PostFormValue("action") {
	case "pay":
	case "decline":
		number = sandbox.ApplePayDeclinedCard
	case "cancel":
		p := sandbox.NewResultPage("Apple Pay", "Payment cancelled", "Nothing was paid.", framed,
			map[string]string{"type": "applepay", "status": "cancelled"})
		writeSandboxResult(w, r, http.StatusOK, p)
		return
	default:
		writeSandboxError(w, r, sandbox.ErrDecision)
		return
	}
	expiry := s.deps.Clock.Now().AddDate(3, 0, 0)
	token, card, err := s.deps.Sandbox.Card.Tokenize(r.Context(), sandbox.CardInput{Number: number, Name: "Apple Pay",
		CVV: "123", ExpiryMonth: int(expiry.Month()), ExpiryYear: expiry.Year()})
	if err != nil {
		writeSandboxError(w, r, err)
		return
	}
	p := sandbox.NewResultPage("Apple Pay", "Done", label+" can now complete the payment of "+amount.Format()+".", framed,
		map[string]string{"type": "applepay", "status": "success", "pcid": token, "cardType": card.Brand, "last4": card.Last4})
	p.Details = []sandbox.Detail{{Term: "Payment token (pcid)", Value: token}, {Term: "Card", Value: sandbox.CardLabel(card.Brand, card.Last4)}}
	writeSandboxResult(w, r, http.StatusOK, p)
}

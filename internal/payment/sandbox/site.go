package sandbox

import (
	"bytes"
	"errors"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/wattle/storefront/internal/page"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/platform/validate"
)

// The sandboxes' pages under /sandbox (docs/payments.md#security-of-the-sandbox-pages): the card fields, the 3-D Secure
// challenge, the redirect providers' approval pages, the Apple Pay sheet, and an index for people.
// They are what a real provider's pages are to a shopper, served by the shop itself in sandbox
// mode (the default; none with --payments=live).

// OpPage labels the sandbox's pages in the metrics.
const OpPage = "sandboxPage"

// Site serves the sandbox providers' pages.
type Site struct {
	providers *Providers
	clock     clock.Clock
}

// NewSite returns the pages of providers.
func NewSite(providers *Providers, c clock.Clock) *Site { return &Site{providers: providers, clock: c} }

// pageCSP is the Content-Security-Policy of a sandbox page: nothing but our own scripts,
// stylesheet and API; forms post to us (and, on a provider's page, to where the provider sends
// the shopper back: form-action governs the redirect after the post too). A framed page (the card
// fields, the challenge, the Apple Pay sheet) may be framed by our own origin, any other by none.
func pageCSP(framed bool, formTargets ...string) string {
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

// Framed reports whether path is a sandbox page checkout frames: our own origin may frame
// it (securityHeaders sends X-Frame-Options SAMEORIGIN; the page's CSP frame-ancestors 'self').
func Framed(path string) bool {
	return path == "/sandbox/card/fields" || path == "/sandbox/applepay/sheet" || strings.HasPrefix(path, "/sandbox/threeds/")
}

// Mount registers the sandbox's pages and their assets.
func (st *Site) Mount(handle func(pattern, op string, h http.HandlerFunc)) {
	pg := func(pattern string, h http.HandlerFunc) { handle(pattern, OpPage, h) }
	pg("GET /sandbox", st.index)
	pg("GET /sandbox/", st.index) // /sandbox/ itself; any other path under it is a 404 page
	pg("POST /sandbox/gift-cards", st.issueGiftCardPage)
	handle("GET /sandbox/assets/{name}", page.OpAsset, st.asset)
	pg("GET /sandbox/card/fields", st.cardFields)
	pg("GET /sandbox/threeds/{tcId}", st.challenge)
	pg("POST /sandbox/threeds/{tcId}", st.challengeDecide)
	for _, m := range []payment.Method{payment.PayPal, payment.Afterpay, payment.Zip, payment.Flypay} {
		pg("GET /sandbox/"+string(m)+"/checkout", st.providerPage(m))
		pg("POST /sandbox/"+string(m)+"/checkout", st.providerDecide(m))
	}
	pg("GET /sandbox/applepay/sheet", st.applePaySheetPage)
	pg("POST /sandbox/applepay/sheet", st.applePayPay)
}

// writePage renders a sandbox page with its headers: no-store, and its CSP (framed by the
// path, as securityHeaders decides X-Frame-Options).
func writePage(w http.ResponseWriter, r *http.Request, status int, name string, data any, formTargets ...string) {
	var b bytes.Buffer
	if err := Render(&b, name, data); err != nil {
		slog.ErrorContext(r.Context(), "sandbox page", "page", name, "err", err)
		http.Error(w, "Something went wrong on our side.", http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Security-Policy", pageCSP(Framed(r.URL.Path), formTargets...))
	w.WriteHeader(status)
	_, _ = w.Write(b.Bytes())
}

// writeResult answers a result page (an error, or how a decision ended).
func writeResult(w http.ResponseWriter, r *http.Request, status int, p ResultPage) {
	writePage(w, r, status, PageResult, p)
}

// problem is a page that says what went wrong, with a way back to checkout.
func problem(r *http.Request, heading, text string) ResultPage {
	p := NewResultPage(heading, heading, text, Framed(r.URL.Path), nil)
	p.Link, p.LinkText, p.LinkTop = "/spc", "Back to checkout", true
	return p
}

// writeError answers the page of a refused decision or an unknown token.
func writeError(w http.ResponseWriter, r *http.Request, err error) {
	switch {
	case errors.Is(err, ErrDecided):
		writeResult(w, r, http.StatusConflict, problem(r, "Already decided",
			"This payment has been decided already. The first decision stands."))
	case errors.Is(err, ErrDecision):
		writeResult(w, r, http.StatusBadRequest, problem(r, "Not a choice here",
			"This page does not offer that choice."))
	case errors.Is(err, ErrNotFound), errors.Is(err, payment.ErrNotFound):
		writeResult(w, r, http.StatusNotFound, problem(r, "Payment page not found",
			"This payment page has expired or does not exist. Go back to checkout to pay again."))
	default:
		slog.ErrorContext(r.Context(), "sandbox", "path", r.URL.Path, "err", err)
		writeResult(w, r, http.StatusInternalServerError, problem(r, "Something went wrong",
			"Something went wrong on our side. Please try again."))
	}
}

// formAllowed reports whether a form post to a sandbox page came from a page of ours: a
// browser says where a request comes from (Sec-Fetch-Site, or else Origin), and a cross-site post
// is refused. A request that says neither is not a browser's (curl, the tests), so no one else's
// cookies or tabs are involved. The forms carry unguessable tokens besides (the session's token,
// the tcId), except the index's gift card form, which this check alone guards.
func formAllowed(r *http.Request) bool {
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
func readForm(w http.ResponseWriter, r *http.Request) bool {
	if !formAllowed(r) {
		writeResult(w, r, http.StatusForbidden, problem(r, "Not sent from this shop",
			"This form can only be sent from the shop's own sandbox pages."))
		return false
	}
	if err := r.ParseForm(); err != nil {
		writeResult(w, r, http.StatusBadRequest, problem(r, "That did not work",
			"The form could not be read. Please try again."))
		return false
	}
	return true
}

func (st *Site) index(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/sandbox" && r.URL.Path != "/sandbox/" {
		writeResult(w, r, http.StatusNotFound, problem(r, "Page not found",
			"The payment sandbox has no such page."))
		return
	}
	writePage(w, r, http.StatusOK, PageIndex, NewIndexPage(st.providers))
}

func (st *Site) issueGiftCardPage(w http.ResponseWriter, r *http.Request) {
	if !readForm(w, r) {
		return
	}
	p := NewIndexPage(st.providers)
	p.IssueAmount = strings.TrimSpace(r.PostFormValue("amount"))
	amount, key := giftCardAmount(strings.TrimPrefix(p.IssueAmount, "$"))
	if key != "" {
		p.IssueError = amountMessage(key)
		if key == validate.MissingArgs {
			p.IssueError = "Enter an amount."
		}
		writePage(w, r, http.StatusBadRequest, PageIndex, p)
		return
	}
	number, pin, err := st.providers.GiftCards.Issue(r.Context(), amount)
	if err != nil {
		writeError(w, r, err)
		return
	}
	p.Issued = &IssuedCard{Number: number, PIN: pin, Amount: amount.Format()}
	writePage(w, r, http.StatusOK, PageIndex, p)
}

func (st *Site) asset(w http.ResponseWriter, r *http.Request) {
	b, ctype, ok := Asset(r.PathValue("name"))
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

func (st *Site) cardFields(w http.ResponseWriter, r *http.Request) {
	writePage(w, r, http.StatusOK, PageCardFields, NewCardFieldsPage(r.URL.Query().Get("giftcard") == "1"))
}

func (st *Site) challenge(w http.ResponseWriter, r *http.Request) {
	tcID := r.PathValue("tcId")
	v, err := st.providers.Card.Challenge(r.Context(), tcID)
	if err == nil && v.Decided {
		err = ErrDecided
	}
	if err != nil {
		writeError(w, r, err)
		return
	}
	writePage(w, r, http.StatusOK, PageThreeDS, NewThreeDSPage(tcID, v))
}

// challengeDecide takes the challenge page's form: framed (checkout's dialog), a page that
// posts the outcome to checkout; at the top (or without JavaScript), 303 to checkout's return.
func (st *Site) challengeDecide(w http.ResponseWriter, r *http.Request) {
	if !readForm(w, r) {
		return
	}
	tcID, decision := r.PathValue("tcId"), r.PostFormValue("decision")
	if err := st.providers.Card.Decide(r.Context(), tcID, decision); err != nil {
		writeError(w, r, err)
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
	p := NewResultPage(heading, heading, text, true, map[string]string{"type": "threeds", "tcId": tcID, "tcStatus": status})
	p.Link, p.LinkText, p.LinkTop = back, "Continue to checkout", true
	writeResult(w, r, http.StatusOK, p)
}

// framedPost reports whether a sandbox form was posted from inside checkout's frame: the page's
// script says so (the framed field), and browsers do (Sec-Fetch-Dest: iframe).
func framedPost(r *http.Request) bool {
	return r.PostFormValue("framed") == "1" || r.Header.Get("Sec-Fetch-Dest") == "iframe"
}

func (st *Site) providerPage(m payment.Method) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		red := st.providers.Redirector(m)
		token := r.URL.Query().Get("token")
		v, err := red.Session(r.Context(), token)
		if err != nil {
			writeError(w, r, err)
			return
		}
		writePage(w, r, http.StatusOK, PageProvider, NewProviderPage(red, token, v), otherOrigin(r, v.ReturnURL)...)
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

func (st *Site) providerDecide(m payment.Method) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if !readForm(w, r) {
			return
		}
		back, err := st.providers.Redirector(m).Decide(r.Context(), r.PostFormValue("token"), r.PostFormValue("decision"))
		if err != nil {
			writeError(w, r, err)
			return
		}
		w.Header().Set("Cache-Control", "no-store")
		http.Redirect(w, r, back, http.StatusSeeOther)
	}
}

// applePaySheet reads the sheet's amount (cents) and label (the merchant) from the query or the
// form; false when the amount is not a whole number of cents.
func parseApplePaySheet(amount, label string) (money.Cents, string, bool) {
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

func (st *Site) applePaySheetPage(w http.ResponseWriter, r *http.Request) {
	amount, label, ok := parseApplePaySheet(r.URL.Query().Get("amount"), r.URL.Query().Get("label"))
	if !ok {
		writeResult(w, r, http.StatusBadRequest, problem(r, "Apple Pay is not available",
			"The payment sheet needs the amount in cents."))
		return
	}
	writePage(w, r, http.StatusOK, PageApplePay, NewApplePayPage(label, amount))
}

// applePayPay takes the sheet's form: the device card (or the declined test card) becomes a
// one-time token, as the Apple Pay token does through the card gateway, and the page posts it to
// checkout (pcid); Cancel posts that the shopper cancelled.
func (st *Site) applePayPay(w http.ResponseWriter, r *http.Request) {
	if !readForm(w, r) {
		return
	}
	amount, label, ok := parseApplePaySheet(r.PostFormValue("amount"), r.PostFormValue("label"))
	if !ok {
		amount = 0
	}
	framed := Framed(r.URL.Path)
	number := ApplePayCard
	switch r.PostFormValue("action") {
	case "pay":
	case "decline":
		number = ApplePayDeclinedCard
	case "cancel":
		p := NewResultPage("Apple Pay", "Payment cancelled", "Nothing was paid.", framed,
			map[string]string{"type": "applepay", "status": "cancelled"})
		writeResult(w, r, http.StatusOK, p)
		return
	default:
		writeError(w, r, ErrDecision)
		return
	}
	expiry := st.clock.Now().AddDate(3, 0, 0)
	token, card, err := st.providers.Card.Tokenize(r.Context(), CardInput{Number: number, Name: "Apple Pay",
		CVV: "123", ExpiryMonth: int(expiry.Month()), ExpiryYear: expiry.Year()})
	if err != nil {
		writeError(w, r, err)
		return
	}
	p := NewResultPage("Apple Pay", "Done", label+" can now complete the payment of "+amount.Format()+".", framed,
		map[string]string{"type": "applepay", "status": "success", "pcid": token, "cardType": card.Brand, "last4": card.Last4})
	p.Details = []Detail{{Term: "Payment token (pcid)", Value: token}, {Term: "Card", Value: CardLabel(card.Brand, card.Last4)}}
	writeResult(w, r, http.StatusOK, p)
}

package paydock

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"sort"
	"strings"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
)

// ChallengeURLPrefix starts the ChallengeURL of a Paydock challenge: there is no page to frame,
// the web app runs Canvas3ds with the token that follows (percent-encoded; in the browser,
// new URL(challengeUrl).searchParams.get("token")).
const ChallengeURLPrefix = "paydock:canvas3ds?token="

// ChallengeToken is the Canvas3ds token of a ChallengeURL this adapter answered, or false.
func ChallengeToken(challengeURL string) (string, bool) {
	rest, ok := strings.CutPrefix(challengeURL, ChallengeURLPrefix)
	if !ok {
		return "", false
	}
	tok, err := url.QueryUnescape(rest)
	return tok, err == nil && tok != ""
}

// chargeBody is a charge Paydock is asked to make (or to authenticate first).
type chargeBody struct {
	Amount      json.Number   `json:"amount"`
	Currency    string        `json:"currency"`
	Reference   string        `json:"reference,omitempty"`
	Description string        `json:"description,omitempty"`
	Token       string        `json:"token,omitempty"`
	Customer    *customerBody `json:"customer,omitempty"`
	ThreeDS     *threeDSBody  `json:"_3ds,omitempty"`
}

type customerBody struct {
	FirstName     string      `json:"first_name,omitempty"`
	LastName      string      `json:"last_name,omitempty"`
	Email         string      `json:"email,omitempty"`
	PaymentSource *sourceBody `json:"payment_source,omitempty"`
}

type sourceBody struct {
	VaultToken string `json:"vault_token,omitempty"`
	GatewayID  string `json:"gateway_id,omitempty"`
}

type threeDSBody struct {
	ID string `json:"id"`
}

// body is c as a charge on gateway, paid by the vault token vault ("" when the call names its
// source otherwise).
func body(c payment.Charge, gateway, vault string) chargeBody {
	b := chargeBody{Amount: dollars(c.Amount), Currency: Currency, Reference: c.Reference, Description: c.Description,
		Customer: &customerBody{Email: c.Email, PaymentSource: &sourceBody{VaultToken: vault, GatewayID: gateway}}}
	if c.Details != nil {
		b.Customer.FirstName, b.Customer.LastName = c.Details.FirstName, c.Details.LastName
	}
	return b
}

// preauth is the query of every charge the shop makes: an authorisation, captured later.
var preauth = url.Values{"capture": {"false"}}

// Authorize implements payment.Authorizer: it pre-authorises c.Amount (capture=false) with the
// shop's reference as the charge's reference. c.Token is one of
//   - a one-time token of the card widget (a UUID): it becomes a session vault token first;
//   - a saved card, the id of a payment source Vault made (24 hex digits);
//   - an Apple Pay wallet token from ApplePay (a JWT naming the wallet charge), which the browser
//     completed: the charge is checked, not made again.
//
// A card goes through Paydock's integrated 3-D Secure (POST /v1/charges/3ds): when the issuer
// wants the shopper, the outcome is Challenge, with ChallengeID the 3-D Secure id (what
// ChallengeOutcome takes) and ChallengeURL carrying the Canvas3ds token (ChallengeToken); when
// the card is not enrolled it is authorised at once.
func (c *Client) Authorize(ctx context.Context, ch payment.Charge) (payment.Outcome, error) {
	if ch.Amount <= 0 {
		return payment.Outcome{}, fmt.Errorf("paydock: authorise %d cents: the amount must be positive", ch.Amount)
	}
	var src source
	var err error
	switch {
	case walletCharge(ch.Token) != "":
		return c.authorizeWallet(ctx, ch, walletCharge(ch.Token))
	case savedID(ch.Token):
		src, err = c.savedSource(ctx, ch.Token)
	case ch.Token == "":
		return payment.Outcome{}, payment.ErrUnknownToken
	default:
		err = c.call(ctx, http.MethodPost, "/v1/vault/payment_sources", nil,
			map[string]string{"token": ch.Token, "vault_type": "session"}, &src)
		err = tokenRefused(err)
		if err == nil && src.VaultToken == "" {
			err = errors.New("paydock: the vault answered no vault token")
		}
	}
	if err != nil {
		return payment.Outcome{}, err
	}
	return c.authorizeSource(ctx, ch, src)
}

// authorizeSource authenticates and authorises ch on the vaulted card src.
func (c *Client) authorizeSource(ctx context.Context, ch payment.Charge, src source) (payment.Outcome, error) {
	b := body(ch, c.cfg.GatewayID, src.VaultToken)
	var tds charge
	if err := c.call(ctx, http.MethodPost, "/v1/charges/3ds", nil, b, &tds); err != nil {
		return refused(err, src)
	}
	switch tds.status() {
	case statusPreAuthPending:
		if tds.ThreeDS.ID == "" || tds.ThreeDS.Token == "" {
			return payment.Outcome{}, errors.New("paydock: 3-D Secure pending without an id or a token")
		}
		return withCard(payment.Outcome{Status: payment.Challenge, Ref: tds.ID, ChallengeID: tds.ThreeDS.ID,
			ChallengeURL: ChallengeURLPrefix + url.QueryEscape(tds.ThreeDS.Token)}, nil, src)
	case statusPreAuthenticated, statusAuthenticated:
		// Frictionless: authenticated without the shopper.
		return withCard(c.finish3DS(ctx, tds, tds.ThreeDS.ID))
	case statusNotSupported:
		// The card or its issuer takes no 3-D Secure: authorise it as it is.
		var auth charge
		if err := c.call(ctx, http.MethodPost, "/v1/charges", preauth, b, &auth); err != nil {
			return refused(err, src)
		}
		return withCard(outcomeOf(auth), nil, src)
	}
	return withCard(outcomeOf(tds), nil, src)
}

// withCard fills the card of an outcome (not of an error) from src where the charge did not name
// it.
func withCard(o payment.Outcome, err error, src ...source) (payment.Outcome, error) {
	if err != nil {
		return o, err
	}
	for _, s := range src {
		if o.CardType == "" {
			o.CardType = strings.ToLower(s.CardScheme)
		}
		if o.Last4 == "" {
			o.Last4 = s.Last4
		}
	}
	return o, nil
}

// refused is the Declined outcome of a refused charge call with the card of src, or the call's
// error when the refusal was not about the card.
func refused(err error, src source) (payment.Outcome, error) {
	o, err := declineOr(err)
	return withCard(o, err, src)
}

// declineOr is the Declined outcome of a refused charge call, or the call's error when the
// refusal was not about the card.
func declineOr(err error) (payment.Outcome, error) {
	var e *Error
	if errors.As(err, &e) {
		if d, ok := e.declined(); ok {
			return payment.Outcome{Status: payment.Declined, Decline: d}, nil
		}
	}
	return payment.Outcome{}, err
}

// ChallengeOutcome implements payment.Authorizer: it asks Paydock for the 3-D Secure charge of
// challengeID (GET /v1/charges/3ds/{id}) and, once the shopper passed, authorises it
// (POST /v1/charges?capture=false with _3ds.id, the charge's own amount and reference).
// Pending while the shopper has not finished; Declined (DeclineChallenge) when the
// authentication failed; ErrNotFound for an id Paydock does not know.
func (c *Client) ChallengeOutcome(ctx context.Context, challengeID string) (payment.Outcome, error) {
	if !safeID(challengeID) {
		return payment.Outcome{}, payment.ErrNotFound
	}
	var tds charge
	if err := c.call(ctx, http.MethodGet, "/v1/charges/3ds/"+challengeID, nil, nil, &tds); err != nil {
		return payment.Outcome{}, err
	}
	switch tds.status() {
	case statusPreAuthPending:
		return withCard(payment.Outcome{Status: payment.Pending, Ref: tds.ID}, nil, tds.Customer.PaymentSource)
	case statusNotAuthenticated:
		return withCard(payment.Outcome{Status: payment.Declined, Decline: payment.DeclineChallenge}, nil,
			tds.Customer.PaymentSource)
	case statusPreAuthenticated, statusAuthenticated:
		return withCard(c.finish3DS(ctx, tds, challengeID))
	}
	return outcomeOf(tds), nil
}

// finish3DS authorises the authenticated 3-D Secure charge tds. An authorisation already made
// for its reference (a confirmation that came twice) stands instead of a second one.
func (c *Client) finish3DS(ctx context.Context, tds charge, id string) (payment.Outcome, error) {
	if tds.Reference != "" {
		found, err := c.search(ctx, tds.Reference)
		if err != nil {
			return payment.Outcome{}, err
		}
		for _, ch := range found {
			if ch.held() {
				return withCard(outcomeOf(ch), nil, tds.Customer.PaymentSource)
			}
		}
	}
	if tds.Amount <= 0 {
		return payment.Outcome{}, errors.New("paydock: the 3-D Secure charge has no amount")
	}
	b := chargeBody{Amount: dollars(money.Cents(tds.Amount)), Currency: Currency, Reference: tds.Reference,
		ThreeDS: &threeDSBody{ID: id}}
	var auth charge
	if err := c.call(ctx, http.MethodPost, "/v1/charges", preauth, b, &auth); err != nil {
		return refused(err, tds.Customer.PaymentSource)
	}
	return withCard(outcomeOf(auth), nil, tds.Customer.PaymentSource)
}

// Status implements payment.Settler: the charge providerRef (GET /v1/charges/{id}), or without
// it the charges of the shop's reference (GET /v1/charges?reference=), the one that holds money
// first, the latest otherwise. ErrNotFound when Paydock has none.
func (c *Client) Status(ctx context.Context, reference, providerRef string) (payment.Outcome, error) {
	return status(ctx, c, reference, providerRef)
}

func status(ctx context.Context, c *Client, reference, providerRef string) (payment.Outcome, error) {
	if providerRef != "" {
		ch, err := c.charge(ctx, providerRef)
		if err != nil {
			return payment.Outcome{}, err
		}
		return outcomeOf(ch), nil
	}
	if reference == "" {
		return payment.Outcome{}, payment.ErrNotFound
	}
	found, err := c.search(ctx, reference)
	if err != nil {
		return payment.Outcome{}, err
	}
	if len(found) == 0 {
		return payment.Outcome{}, payment.ErrNotFound
	}
	rank := func(ch charge) int {
		switch {
		case ch.held():
			return 0
		case ch.failed():
			return 2
		}
		return 1
	}
	sort.SliceStable(found, func(i, j int) bool {
		if ri, rj := rank(found[i]), rank(found[j]); ri != rj {
			return ri < rj
		}
		return found[i].CreatedAt > found[j].CreatedAt // RFC 3339 in UTC: the latest first
	})
	return outcomeOf(found[0]), nil
}

// charge returns the charge id.
func (c *Client) charge(ctx context.Context, id string) (charge, error) {
	if !safeID(id) {
		return charge{}, payment.ErrNotFound
	}
	var ch charge
	err := c.call(ctx, http.MethodGet, "/v1/charges/"+id, nil, nil, &ch)
	return ch, err
}

// search returns the charges whose reference is reference.
func (c *Client) search(ctx context.Context, reference string) ([]charge, error) {
	var all []charge
	q := url.Values{"reference": {reference}, "sortkey": {"created_at"}, "sortdirection": {"DESC"}, "limit": {"100"}}
	if err := c.call(ctx, http.MethodGet, "/v1/charges", q, nil, &all); err != nil {
		return nil, err
	}
	out := all[:0]
	for _, ch := range all {
		if ch.Reference == reference {
			out = append(out, ch)
		}
	}
	return out, nil
}

// Void implements payment.Settler: it cancels the pre-authorisation (DELETE
// /v1/charges/{id}/capture). When Paydock refuses, the charge is read: one that holds nothing
// (cancelled already, failed, or a 3-D Secure charge never authorised) counts as voided.
func (c *Client) Void(ctx context.Context, ref string) error {
	if !safeID(ref) {
		return payment.ErrNotFound
	}
	err := c.call(ctx, http.MethodDelete, "/v1/charges/"+ref+"/capture", nil, nil, nil)
	var e *Error
	if errors.As(err, &e) && e.StatusCode >= 400 && e.StatusCode < 500 && e.StatusCode != http.StatusNotFound {
		if ch, gerr := c.charge(ctx, ref); gerr == nil && holdsNothing(ch) {
			return nil
		}
	}
	return err
}

// holdsNothing reports whether a charge holds no money and will not without another call: failed
// or cancelled, or a 3-D Secure charge that was not authorised.
func holdsNothing(ch charge) bool {
	switch ch.status() {
	case statusPreAuthPending, statusPreAuthenticated, statusAuthenticated, statusNotSupported:
		return true
	}
	return ch.failed()
}

// Refund implements payment.Settler: it gives back amount of the captured charge ref (POST
// /v1/charges/{id}/refunds; the amount is always sent, as Paydock refunds everything without it).
func (c *Client) Refund(ctx context.Context, ref string, amount money.Cents) error {
	if amount <= 0 {
		return fmt.Errorf("paydock: refund %d cents: the amount must be positive", amount)
	}
	if !safeID(ref) {
		return payment.ErrNotFound
	}
	return c.call(ctx, http.MethodPost, "/v1/charges/"+ref+"/refunds", nil,
		map[string]json.Number{"amount": dollars(amount)}, nil)
}

// Capture takes amount of the pre-authorisation ref (POST /v1/charges/{id}/capture): staff
// fulfilment, for what was shipped (less than was held is a partial capture).
func (c *Client) Capture(ctx context.Context, ref string, amount money.Cents) error {
	if amount <= 0 {
		return fmt.Errorf("paydock: capture %d cents: the amount must be positive", amount)
	}
	if !safeID(ref) {
		return payment.ErrNotFound
	}
	return c.call(ctx, http.MethodPost, "/v1/charges/"+ref+"/capture", nil,
		map[string]json.Number{"amount": dollars(amount)}, nil)
}

// savedID reports whether token is the id of a saved payment source (a 24-digit hex object id;
// one-time tokens are UUIDs).
func savedID(token string) bool {
	if len(token) != 24 {
		return false
	}
	for _, r := range token {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f') {
			return false
		}
	}
	return true
}

// Wallet is an Apple Pay wallet charge opened for the browser.
type Wallet struct {
	// Token is the wallet token of Paydock's WalletButtons (and, once the shopper paid on the
	// sheet, what placeOrder gives Authorize); ChargeID is the charge it stands for.
	Token    string
	ChargeID string
}

// ApplePay opens an Apple Pay wallet charge of ch (POST /v1/charges/wallet?capture=false on the
// Apple Pay gateway) for Paydock's WalletButtons in the browser: the shopper pays on the Apple Pay
// sheet, and Authorize with the wallet token then checks the charge. ch.Reference must be the
// payment attempt that Authorize will be asked about: a wallet charge of another reference or
// amount is refused there. payment.ErrUnavailable without an ApplePayGatewayID.
func (c *Client) ApplePay(ctx context.Context, ch payment.Charge) (Wallet, error) {
	if c.cfg.ApplePayGatewayID == "" {
		return Wallet{}, fmt.Errorf("paydock: no Apple Pay gateway: %w", payment.ErrUnavailable)
	}
	if ch.Amount <= 0 || ch.Reference == "" {
		return Wallet{}, errors.New("paydock: an Apple Pay charge needs a positive amount and a reference")
	}
	var out struct {
		Token  string `json:"token"`
		Charge struct {
			ID string `json:"_id"`
		} `json:"charge"`
	}
	if err := c.call(ctx, http.MethodPost, "/v1/charges/wallet", preauth, body(ch, c.cfg.ApplePayGatewayID, ""), &out); err != nil {
		return Wallet{}, err
	}
	if out.Token == "" {
		return Wallet{}, errors.New("paydock: the wallet charge answered no token")
	}
	id := out.Charge.ID
	if id == "" {
		id = walletCharge(out.Token)
	}
	return Wallet{Token: out.Token, ChargeID: id}, nil
}

// walletCharge is the charge id a wallet token names (its payload's "id"), "" when token is not
// a wallet token. The token is only a pointer: the charge itself is read with the secret key.
func walletCharge(token string) string {
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return ""
	}
	payload, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(parts[1], "="))
	if err != nil {
		return ""
	}
	var claims struct {
		ID string `json:"id"`
	}
	if json.Unmarshal(payload, &claims) != nil || !safeID(claims.ID) {
		return ""
	}
	return claims.ID
}

// authorizeWallet checks the wallet charge id the shopper paid on the Apple Pay sheet: it must
// be of ch's reference and amount, and hold the money.
func (c *Client) authorizeWallet(ctx context.Context, ch payment.Charge, id string) (payment.Outcome, error) {
	w, err := c.charge(ctx, id)
	if errors.Is(err, payment.ErrNotFound) {
		return payment.Outcome{}, fmt.Errorf("%w (%w)", payment.ErrUnknownToken, err)
	}
	if err != nil {
		return payment.Outcome{}, err
	}
	if w.Reference != ch.Reference || money.Cents(w.Amount) != ch.Amount ||
		(w.Currency != "" && !strings.EqualFold(w.Currency, Currency)) {
		return payment.Outcome{}, fmt.Errorf("paydock: wallet charge %s is of another payment: %w", id, payment.ErrUnknownToken)
	}
	if !w.failed() && !paidWallet(w) {
		// The sheet has not been paid yet.
		return payment.Outcome{Status: payment.Pending, Ref: w.ID}, nil
	}
	return outcomeOf(w), nil
}

// paidWallet reports whether the shopper paid a wallet charge: beyond its initialisation, a
// transaction that did not fail.
func paidWallet(w charge) bool {
	for _, t := range w.Transactions {
		if !strings.EqualFold(t.Type, "initialization") && !strings.EqualFold(t.Status, statusFailed) {
			return true
		}
	}
	return false
}

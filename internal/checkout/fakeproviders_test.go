package checkout

import (
	"context"
	"fmt"
	"net/url"
	"sync"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
)

// The payment providers' fakes for the domain tests (the store's and the rest are in
// fakes_test.go): the card gateway and its vault, the redirect methods, PayPal's agreements and
// the gift card processor, each with switches for approve, decline, challenge, timeout and error.

// Card provider switches.
const (
	cardApprove      = "approve"
	cardDecline      = "decline"
	cardChallenge    = "challenge"
	cardTimeout      = "timeout"      // ErrTimeout, nothing held
	cardTimeoutHeld  = "timeout-held" // ErrTimeout, but the gateway held the money after all
	cardHang         = "hang"         // never answers: the shop's deadline ends the call
	cardError        = "error"        // a fault of the gateway
	cardUnknownToken = "unknown-token"
)

// fakeCard is the card gateway (token and saved card payments, 3-D Secure) and its vault.
type fakeCard struct {
	db *memDB
	mu sync.Mutex
	// mode is what the next Authorize does; decline is the refusal of cardDecline.
	mode    string
	decline payment.Decline
	// challengeOutcome is the issuer's decision after a challenge.
	challengeOutcome payment.Outcome
	// before runs at the start of Authorize (the test looks at the database or blocks); after runs
	// once Authorize has approved, before it answers (a test blocks there: the node died holding
	// an approval).
	before func(payment.Charge)
	after  func()

	charges  []payment.Charge
	inTx     int               // Authorize calls made while a transaction was open
	held     map[string]string // shop reference → authorisation ref, money held now
	voided   []string
	statuses int
	n        int

	vaultErr error
	vaulted  []string // one-time tokens turned into sources
	deleted  []string // sources deleted
}

var (
	_ payment.Authorizer = (*fakeCard)(nil)
	_ payment.Settler    = (*fakeCard)(nil)
	_ payment.Vault      = (*fakeCard)(nil)
)

func (f *fakeCard) set(mode string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.mode = mode
}

func (f *fakeCard) Authorize(ctx context.Context, c payment.Charge) (payment.Outcome, error) {
	if f.db != nil && f.db.inTx.Load() > 0 {
		f.mu.Lock()
		f.inTx++
		f.mu.Unlock()
	}
	f.mu.Lock()
	before := f.before
	f.mu.Unlock()
	if before != nil {
		before(c)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.charges = append(f.charges, c)
	f.n++
	ref := fmt.Sprintf("auth_%d", f.n)
	switch f.mode {
	case cardDecline:
		return payment.Outcome{Status: payment.Declined, Decline: f.decline}, nil
	case cardChallenge:
		return payment.Outcome{Status: payment.Challenge, Ref: ref, ChallengeID: fmt.Sprintf("tc_%d", f.n),
			ChallengeURL: fmt.Sprintf("/sandbox/threeds/tc_%d", f.n)}, nil
	case cardTimeout:
		return payment.Outcome{}, payment.ErrTimeout
	case cardTimeoutHeld:
		f.held[c.Reference] = ref
		return payment.Outcome{}, payment.ErrTimeout
	case cardHang:
		f.mu.Unlock()
		<-ctx.Done()
		f.mu.Lock()
		return payment.Outcome{}, ctx.Err()
	case cardError:
		return payment.Outcome{}, payment.ErrUnavailable
	case cardUnknownToken:
		return payment.Outcome{}, payment.ErrUnknownToken
	}
	f.held[c.Reference] = ref
	if after := f.after; after != nil { // under f.mu, as a test changes it
		f.mu.Unlock()
		after()
		f.mu.Lock()
	}
	return payment.Outcome{Status: payment.Approved, Ref: ref, CardType: "visa", Last4: "4242"}, nil
}

func (f *fakeCard) ChallengeOutcome(context.Context, string) (payment.Outcome, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.challengeOutcome, nil
}

func (f *fakeCard) Status(_ context.Context, reference, _ string) (payment.Outcome, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.statuses++
	if ref, ok := f.held[reference]; ok {
		return payment.Outcome{Status: payment.Approved, Ref: ref, CardType: "visa", Last4: "4242"}, nil
	}
	return payment.Outcome{}, payment.ErrNotFound
}

func (f *fakeCard) Void(_ context.Context, ref string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	for k, v := range f.held {
		if v == ref {
			delete(f.held, k)
			f.voided = append(f.voided, ref)
			return nil
		}
	}
	return payment.ErrNotFound
}

func (f *fakeCard) Refund(context.Context, string, money.Cents) error { return nil }

func (f *fakeCard) Vault(_ context.Context, token string) (payment.Source, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.vaultErr != nil {
		return payment.Source{}, f.vaultErr
	}
	f.vaulted = append(f.vaulted, token)
	return payment.Source{ID: "src_" + token, CardType: "visa", Last4: "4242", Expiry: "12/29"}, nil
}

func (f *fakeCard) DeleteSource(_ context.Context, id string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.deleted = append(f.deleted, id)
	return nil
}

// counts reports the charges asked for, the money held now and the voids.
func (f *fakeCard) counts() (charges, held, voided int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.charges), len(f.held), len(f.voided)
}

// fakeRedirect is a redirect provider (PayPal, Afterpay, Zip, Flypay).
type fakeRedirect struct {
	method payment.Method
	// refParam is the return's parameter naming the session ("" for token).
	refParam string
	mu       sync.Mutex
	beginErr error
	outcome  payment.Outcome // what Complete answers
	begun    []payment.Charge
	sessions map[string]string // session ref → shop reference
	held     map[string]bool   // session refs approved and not voided
	voided   []string
	n        int
}

var (
	_ payment.Redirector   = (*fakeRedirect)(nil)
	_ payment.Settler      = (*fakeRedirect)(nil)
	_ payment.ReturnReffer = (*fakeRedirect)(nil)
)

func (f *fakeRedirect) Begin(_ context.Context, c payment.Charge, returnURL string) (string, string, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.begun = append(f.begun, c)
	if f.beginErr != nil {
		return "", "", f.beginErr
	}
	f.n++
	ref := fmt.Sprintf("%s_sess_%d", f.method, f.n)
	f.sessions[ref] = c.Reference
	return "/sandbox/" + string(f.method) + "/checkout?token=" + ref + "&return=" + url.QueryEscape(returnURL), ref, nil
}

func (f *fakeRedirect) Complete(_ context.Context, ref string, _ url.Values) (payment.Outcome, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if _, ok := f.sessions[ref]; !ok {
		return payment.Outcome{}, payment.ErrNotFound
	}
	out := f.outcome
	if out.Status == payment.Approved {
		out.Ref = ref
		f.held[ref] = true
	}
	return out, nil
}

func (f *fakeRedirect) ReturnRef(q url.Values) string {
	if f.refParam != "" {
		return q.Get(f.refParam)
	}
	return q.Get("token")
}

func (f *fakeRedirect) Status(_ context.Context, _, providerRef string) (payment.Outcome, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.held[providerRef] {
		return payment.Outcome{Status: payment.Approved, Ref: providerRef}, nil
	}
	if _, ok := f.sessions[providerRef]; ok {
		return payment.Outcome{Status: payment.Pending}, nil
	}
	return payment.Outcome{}, payment.ErrNotFound
}

func (f *fakeRedirect) Void(_ context.Context, ref string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	delete(f.held, ref)
	f.voided = append(f.voided, ref)
	return nil
}

func (f *fakeRedirect) Refund(context.Context, string, money.Cents) error { return nil }

// fakePayPal is PayPal with billing agreements.
type fakePayPal struct {
	*fakeRedirect
	charged  []string // agreements charged
	made     []string // sessions turned into agreements
	canceled []string
	agreeOut payment.Outcome
	// beforeCharge runs at the start of ChargeAgreement (a test blocks there: a call in flight).
	beforeCharge func()
}

var _ payment.Agreements = (*fakePayPal)(nil)

func (f *fakePayPal) Agreement(_ context.Context, sessionRef string) (string, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.made = append(f.made, sessionRef)
	return "B-" + sessionRef, nil
}

func (f *fakePayPal) ChargeAgreement(_ context.Context, id string, c payment.Charge) (payment.Outcome, error) {
	if f.beforeCharge != nil {
		f.beforeCharge()
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.charged = append(f.charged, id)
	f.begun = append(f.begun, c)
	out := f.agreeOut
	if out.Status == payment.Approved {
		out.Ref = "pp_auth_" + id
	}
	return out, nil
}

func (f *fakePayPal) CancelAgreement(_ context.Context, id string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.canceled = append(f.canceled, id)
	return nil
}

// fakeGift is the gift card processor.
type fakeGift struct {
	mu       sync.Mutex
	cards    map[string]money.Cents // token (and number) → balance
	before   func(token string)     // runs at the start of Preauth
	holds    map[string]money.Cents // hold ref → amount
	owner    map[string]string      // hold ref → token
	preauths []string
	voided   []string
	n        int
}

var (
	_ payment.GiftCards = (*fakeGift)(nil)
	_ payment.Settler   = (*fakeGift)(nil)
)

func (f *fakeGift) Balance(_ context.Context, number, pin string) (money.Cents, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	b, ok := f.cards[number]
	if !ok || pin != "1234" {
		return 0, payment.ErrUnknownToken
	}
	return b, nil
}

func (f *fakeGift) Preauth(_ context.Context, token string, amount money.Cents, _ string) (payment.Outcome, error) {
	f.mu.Lock()
	before := f.before
	f.mu.Unlock()
	if before != nil {
		before(token)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.preauths = append(f.preauths, token)
	b, ok := f.cards[token]
	switch {
	case !ok:
		return payment.Outcome{}, payment.ErrUnknownToken
	case b < amount:
		return payment.Outcome{Status: payment.Declined, Decline: payment.DeclineInsufficient, Remaining: b}, nil
	}
	f.n++
	ref := fmt.Sprintf("gch_%d", f.n)
	f.cards[token] = b - amount
	f.holds[ref], f.owner[ref] = amount, token
	return payment.Outcome{Status: payment.Approved, Ref: ref, Remaining: b - amount, Last4: token[len(token)-4:]}, nil
}

func (f *fakeGift) Status(context.Context, string, string) (payment.Outcome, error) {
	return payment.Outcome{}, payment.ErrNotFound
}

func (f *fakeGift) Void(_ context.Context, ref string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	amt, ok := f.holds[ref]
	if !ok {
		return payment.ErrNotFound
	}
	f.cards[f.owner[ref]] += amt
	delete(f.holds, ref)
	f.voided = append(f.voided, ref)
	return nil
}

func (f *fakeGift) Refund(context.Context, string, money.Cents) error { return nil }

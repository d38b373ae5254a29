package sandbox

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/id"
	"github.com/wattle/storefront/internal/platform/money"
)

// Record kinds of the card gateway.
const (
	kindCardToken = "card-token"
	kindChallenge = "challenge"
	kindAuth      = "auth"
)

// TokenTTL is how long a one-time card token can be used, as gateways allow for a checkout.
const TokenTTL = 30 * time.Minute

// ErrDecision means a sandbox decision that the page it was made on does not offer.
var ErrDecision = errors.New("sandbox: decision not offered here")

// ErrDecided means a second decision on a challenge or a redirect session: the first stands. It is
// an ErrDecision too.
var ErrDecided = fmt.Errorf("%w: already decided", ErrDecision)

// CardGateway is the sandbox card gateway: it tokenises what the hosted card fields send, and
// authorises one-time tokens (once each) with the test cards' behaviours, 3-D Secure challenges
// included. It implements payment.Authorizer and payment.Settler.
type CardGateway struct {
	store Store
	clock clock.Clock
	// ChallengePath is where the challenge page of a tcId is served (the id is appended).
	ChallengePath string
}

var (
	_ payment.Authorizer = (*CardGateway)(nil)
	_ payment.Settler    = (*CardGateway)(nil)
	_ payment.Vault      = (*CardGateway)(nil)
)

// NewCardGateway returns the sandbox gateway over store.
func NewCardGateway(store Store, c clock.Clock) *CardGateway {
	return &CardGateway{store: store, clock: c, ChallengePath: "/sandbox/threeds/"}
}

type tokenData struct {
	Card Card `json:"card"`
	Used bool `json:"used"`
}

// authData is an authorisation the gateway gave (or is deciding), by the shop's reference.
type authData struct {
	Status      payment.Status  `json:"status"`
	Decline     payment.Decline `json:"decline,omitempty"`
	Amount      money.Cents     `json:"amount"`
	Card        Card            `json:"card"`
	ChallengeID string          `json:"challengeId,omitempty"`
	Voided      bool            `json:"voided,omitempty"`
	// Captured is what was taken of the authorisation (Capture); refunds give back up to the
	// authorised amount whether it was captured or not, as the shop does not capture yet.
	Captured money.Cents `json:"captured,omitempty"`
	Refunded money.Cents `json:"refunded,omitempty"`
}

type challengeData struct {
	Reference string `json:"reference"`
	Decision  string `json:"decision,omitempty"` // "", approve, decline
}

// Tokenize turns a card into a one-time token (sandboxTokenizeCard): the card number stays here.
func (g *CardGateway) Tokenize(ctx context.Context, in CardInput) (string, Card, error) {
	card, err := CheckCard(in, g.clock.Now())
	if err != nil {
		return "", Card{}, err
	}
	tok := "tok_" + id.Token(16)
	data, _ := json.Marshal(tokenData{Card: card})
	err = g.store.InsertSandboxRecord(ctx, Record{Kind: kindCardToken, ID: tok, Data: data, ExpiresAt: g.clock.Now().Add(TokenTTL)})
	return tok, card, err
}

func (g *CardGateway) ref(reference string) string { return "auth_" + reference }

// Authorize implements payment.Authorizer. The same reference answers the first authorisation
// again (a retry after a lost answer charges nothing twice); a token is good for one reference.
func (g *CardGateway) Authorize(ctx context.Context, c payment.Charge) (payment.Outcome, error) {
	now := g.clock.Now()
	var tok tokenData
	var err error
	if strings.HasPrefix(c.Token, sourcePrefix) {
		tok.Card, err = g.source(ctx, c.Token)
	} else {
		tok.Card, err = g.useToken(ctx, c.Token)
	}
	if err != nil {
		// The same reference again (a retry after a lost answer) with its token spent by the
		// first: the gateway answers what it answered then, as real gateways do by reference.
		if prev, serr := g.Status(ctx, c.Reference, ""); serr == nil {
			return prev, nil
		}
		return payment.Outcome{}, err
	}
	if tok.Card.Behaviour == ProviderTimeout {
		// The gateway never answers: the shop gives up at its payment timeout. Nothing is held.
		<-ctx.Done()
		return payment.Outcome{}, payment.ErrTimeout
	}
	out := tok.Card.OutcomeOf(c.MerchantInitiated)
	a := authData{Status: out.Status, Decline: out.Decline, Amount: c.Amount, Card: tok.Card}
	if out.Status == payment.Challenge {
		a.ChallengeID = "tc_" + id.Token(16)
		data, _ := json.Marshal(challengeData{Reference: c.Reference})
		if err := g.store.InsertSandboxRecord(ctx, Record{Kind: kindChallenge, ID: a.ChallengeID, Data: data, ExpiresAt: now.Add(TokenTTL)}); err != nil {
			return payment.Outcome{}, err
		}
	}
	data, _ := json.Marshal(a)
	if err := g.store.InsertSandboxRecord(ctx, Record{Kind: kindAuth, ID: c.Reference, Data: data}); err != nil {
		if errors.Is(err, ErrExists) { // a concurrent call with the same reference won
			return g.Status(ctx, c.Reference, "")
		}
		return payment.Outcome{}, err
	}
	return g.outcome(c.Reference, a), nil
}

func (g *CardGateway) outcome(reference string, a authData) payment.Outcome {
	o := payment.Outcome{Status: a.Status, Decline: a.Decline, CardType: a.Card.Brand, Last4: a.Card.Last4}
	if a.Status == payment.Approved {
		o.Ref = g.ref(reference)
	}
	if a.Status == payment.Challenge {
		o.ChallengeID, o.ChallengeURL = a.ChallengeID, g.ChallengePath+a.ChallengeID
	}
	return o
}

// Decide records what the shopper did on the challenge page (sandboxDecide, provider threeds):
// approve passes the challenge; decline or cancel fails it.
func (g *CardGateway) Decide(ctx context.Context, challengeID, decision string) error {
	switch decision {
	case "approve":
	case "decline", "cancel":
		decision = "decline"
	default:
		return ErrDecision
	}
	rec, err := g.store.SandboxRecord(ctx, kindChallenge, challengeID, g.clock.Now())
	if err != nil {
		return err
	}
	var ch challengeData
	if err := json.Unmarshal(rec.Data, &ch); err != nil {
		return err
	}
	if ch.Decision != "" {
		return ErrDecided // decided once
	}
	ch.Decision = decision
	rec.Data, _ = json.Marshal(ch)
	if err := g.store.UpdateSandboxRecord(ctx, rec); errors.Is(err, ErrStale) {
		return ErrDecided // a concurrent decision won
	} else if err != nil {
		return err
	}
	return nil
}

// ChallengeView is what the challenge page shows of a challenge.
type ChallengeView struct {
	Amount   money.Cents
	CardType string
	Last4    string
	// Decided: the shopper has already answered it.
	Decided bool
}

// Challenge returns the challenge of challengeID for its page, or ErrNotFound (unknown, or past
// its TokenTTL).
func (g *CardGateway) Challenge(ctx context.Context, challengeID string) (ChallengeView, error) {
	rec, err := g.store.SandboxRecord(ctx, kindChallenge, challengeID, g.clock.Now())
	if err != nil {
		return ChallengeView{}, err
	}
	var ch challengeData
	if err := json.Unmarshal(rec.Data, &ch); err != nil {
		return ChallengeView{}, err
	}
	a, _, err := g.auth(ctx, ch.Reference)
	if errors.Is(err, payment.ErrNotFound) {
		return ChallengeView{}, ErrNotFound
	}
	if err != nil {
		return ChallengeView{}, err
	}
	return ChallengeView{Amount: a.Amount, CardType: a.Card.Brand, Last4: a.Card.Last4, Decided: ch.Decision != ""}, nil
}

// ChallengeOutcome implements payment.Authorizer: the issuer's word after the challenge, Pending
// while the shopper has not finished it.
func (g *CardGateway) ChallengeOutcome(ctx context.Context, challengeID string) (payment.Outcome, error) {
	rec, err := g.store.SandboxRecord(ctx, kindChallenge, challengeID, g.clock.Now())
	if errors.Is(err, ErrNotFound) {
		return payment.Outcome{}, payment.ErrNotFound
	}
	if err != nil {
		return payment.Outcome{}, err
	}
	var ch challengeData
	if err := json.Unmarshal(rec.Data, &ch); err != nil {
		return payment.Outcome{}, err
	}
	return g.settleChallenge(ctx, ch)
}

func (g *CardGateway) settleChallenge(ctx context.Context, ch challengeData) (payment.Outcome, error) {
	for {
		a, rec, err := g.auth(ctx, ch.Reference)
		if err != nil {
			return payment.Outcome{}, err
		}
		if a.Status != payment.Challenge {
			return g.outcome(ch.Reference, a), nil
		}
		switch ch.Decision {
		case "":
			o := g.outcome(ch.Reference, a)
			o.Status = payment.Pending
			return o, nil
		case "approve":
			a.Status = payment.Approved
		default:
			a.Status, a.Decline = payment.Declined, payment.DeclineChallenge
		}
		rec.Data, _ = json.Marshal(a)
		if err := g.store.UpdateSandboxRecord(ctx, rec); errors.Is(err, ErrStale) {
			continue
		} else if err != nil {
			return payment.Outcome{}, err
		}
		return g.outcome(ch.Reference, a), nil
	}
}

func (g *CardGateway) auth(ctx context.Context, reference string) (authData, Record, error) {
	rec, err := g.store.SandboxRecord(ctx, kindAuth, reference, g.clock.Now())
	if errors.Is(err, ErrNotFound) {
		return authData{}, rec, payment.ErrNotFound
	}
	if err != nil {
		return authData{}, rec, err
	}
	var a authData
	err = json.Unmarshal(rec.Data, &a)
	return a, rec, err
}

// Status implements payment.Settler.
func (g *CardGateway) Status(ctx context.Context, reference, _ string) (payment.Outcome, error) {
	a, _, err := g.auth(ctx, reference)
	if err != nil {
		return payment.Outcome{}, err
	}
	return g.outcome(reference, a), nil
}

// Void implements payment.Settler: the hold is released.
func (g *CardGateway) Void(ctx context.Context, ref string) error {
	return g.change(ctx, ref, func(a *authData) error {
		a.Voided = true
		return nil
	})
}

// ErrRefund means a refund of more than was taken, or of a payment that was never approved.
var ErrRefund = errors.New("sandbox: refund exceeds the payment")

// ErrCapture means a capture of more than was authorised, or of an authorisation that was never
// approved or was voided.
var ErrCapture = errors.New("sandbox: capture exceeds the authorisation")

// Capture takes amount of an approved authorisation (fulfilment, or a past order the demo data
// writes as it would stand after fulfilment); capturing the same amount again changes nothing.
func (g *CardGateway) Capture(ctx context.Context, ref string, amount money.Cents) error {
	return g.change(ctx, ref, func(a *authData) error {
		if a.Status != payment.Approved || a.Voided || amount <= 0 || amount > a.Amount {
			return ErrCapture
		}
		a.Captured = amount
		return nil
	})
}

// Refund implements payment.Settler.
func (g *CardGateway) Refund(ctx context.Context, ref string, amount money.Cents) error {
	return g.change(ctx, ref, func(a *authData) error {
		if a.Status != payment.Approved || a.Voided || amount <= 0 || a.Refunded+amount > a.Amount {
			return ErrRefund
		}
		a.Refunded += amount
		return nil
	})
}

func (g *CardGateway) change(ctx context.Context, ref string, fn func(a *authData) error) error {
	reference, ok := strings.CutPrefix(ref, "auth_")
	if !ok {
		return payment.ErrNotFound
	}
	return update(ctx, g.store, func() (authData, Record, error) { return g.auth(ctx, reference) }, fn)
}

const kindSource = "card-source"

// sourcePrefix starts a saved card's source id (a one-time token never does).
const sourcePrefix = "src_"

// useToken spends a one-time token: the card it stands for, or ErrUnknownToken when it is unknown,
// expired or used.
func (g *CardGateway) useToken(ctx context.Context, token string) (Card, error) {
	rec, err := g.store.SandboxRecord(ctx, kindCardToken, token, g.clock.Now())
	if errors.Is(err, ErrNotFound) {
		return Card{}, payment.ErrUnknownToken
	}
	if err != nil {
		return Card{}, err
	}
	var tok tokenData
	if err := json.Unmarshal(rec.Data, &tok); err != nil || tok.Used {
		return Card{}, payment.ErrUnknownToken
	}
	tok.Used = true
	rec.Data, _ = json.Marshal(tok)
	if err := g.store.UpdateSandboxRecord(ctx, rec); errors.Is(err, ErrStale) {
		return Card{}, payment.ErrUnknownToken
	} else if err != nil {
		return Card{}, err
	}
	return tok.Card, nil
}

type sourceData struct {
	Card    Card `json:"card"`
	Deleted bool `json:"deleted,omitempty"`
}

// source is the card behind a saved source id.
func (g *CardGateway) source(ctx context.Context, id string) (Card, error) {
	rec, err := g.store.SandboxRecord(ctx, kindSource, id, g.clock.Now())
	if errors.Is(err, ErrNotFound) {
		return Card{}, payment.ErrUnknownToken
	}
	if err != nil {
		return Card{}, err
	}
	var d sourceData
	if err := json.Unmarshal(rec.Data, &d); err != nil || d.Deleted {
		return Card{}, payment.ErrUnknownToken
	}
	return d.Card, nil
}

// Vault implements payment.Vault: a one-time token becomes a reusable source (a saved card), and
// the token is spent.
func (g *CardGateway) Vault(ctx context.Context, token string) (payment.Source, error) {
	card, err := g.useToken(ctx, token)
	if err != nil {
		return payment.Source{}, err
	}
	src := sourcePrefix + id.Token(16)
	data, _ := json.Marshal(sourceData{Card: card})
	if err := g.store.InsertSandboxRecord(ctx, Record{Kind: kindSource, ID: src, Data: data}); err != nil {
		return payment.Source{}, err
	}
	return payment.Source{ID: src, CardType: card.Brand, Last4: card.Last4, Expiry: card.Expiry}, nil
}

// DeleteSource implements payment.Vault: the source can no longer pay.
func (g *CardGateway) DeleteSource(ctx context.Context, id string) error {
	return update(ctx, g.store, func() (sourceData, Record, error) {
		rec, err := g.store.SandboxRecord(ctx, kindSource, id, g.clock.Now())
		if errors.Is(err, ErrNotFound) {
			return sourceData{}, rec, payment.ErrNotFound
		}
		var d sourceData
		if err == nil {
			err = json.Unmarshal(rec.Data, &d)
		}
		return d, rec, err
	}, func(d *sourceData) error {
		d.Deleted = true
		return nil
	})
}

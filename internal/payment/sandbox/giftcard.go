package sandbox

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/id"
	"github.com/wattle/storefront/internal/platform/money"
)

const (
	kindGiftCard  = "giftcard"
	kindGiftToken = "gc-token"
)

// ErrGiftCard means a gift card number and PIN that do not match a card.
var ErrGiftCard = errors.New("sandbox: gift card number or PIN is not valid")

// GiftCardProcessor is the sandbox gift card processor: cards with balances (sandboxIssueGiftCard),
// one-time tokens for a number and PIN, pre-authorisations that hold part of a balance until they
// are captured or voided. It implements payment.GiftCards and payment.Settler.
type GiftCardProcessor struct {
	store Store
	clock clock.Clock
}

var (
	_ payment.GiftCards = (*GiftCardProcessor)(nil)
	_ payment.Settler   = (*GiftCardProcessor)(nil)
)

// NewGiftCardProcessor returns the sandbox processor over store.
func NewGiftCardProcessor(store Store, c clock.Clock) *GiftCardProcessor {
	return &GiftCardProcessor{store: store, clock: c}
}

type giftCardData struct {
	PIN     string      `json:"pin"`
	Balance money.Cents `json:"balance"`
	// Holds are the pre-authorisations by the shop's reference.
	Holds map[string]money.Cents `json:"holds"`
	// Spent are captured and refunded amounts by reference, for refunds.
	Spent map[string]money.Cents `json:"spent,omitempty"`
}

func (d giftCardData) available() money.Cents {
	out := d.Balance
	for _, h := range d.Holds {
		out -= h
	}
	return out
}

// Issue makes a gift card holding amount (sandboxIssueGiftCard): a 19-digit number and a 4-digit PIN.
func (g *GiftCardProcessor) Issue(ctx context.Context, amount money.Cents) (number, pin string, err error) {
	number, pin = "628000"+id.Digits(13), id.Digits(4)
	data, _ := json.Marshal(giftCardData{PIN: pin, Balance: amount, Holds: map[string]money.Cents{}})
	return number, pin, g.store.InsertSandboxRecord(ctx, Record{Kind: kindGiftCard, ID: number, Data: data})
}

func (g *GiftCardProcessor) card(ctx context.Context, number string) (giftCardData, Record, error) {
	rec, err := g.store.SandboxRecord(ctx, kindGiftCard, number, g.clock.Now())
	if errors.Is(err, ErrNotFound) {
		return giftCardData{}, rec, ErrGiftCard
	}
	if err != nil {
		return giftCardData{}, rec, err
	}
	var d giftCardData
	if err := json.Unmarshal(rec.Data, &d); err != nil {
		return d, rec, err
	}
	if d.Holds == nil {
		d.Holds = map[string]money.Cents{}
	}
	if d.Spent == nil {
		d.Spent = map[string]money.Cents{}
	}
	return d, rec, nil
}

func cleanNumber(s string) string { return strings.ReplaceAll(strings.ReplaceAll(s, " ", ""), "-", "") }

// Balance implements payment.GiftCards.
func (g *GiftCardProcessor) Balance(ctx context.Context, number, pin string) (money.Cents, error) {
	d, _, err := g.card(ctx, cleanNumber(number))
	if err != nil {
		return 0, err
	}
	if d.PIN != pin {
		return 0, ErrGiftCard
	}
	return d.available(), nil
}

// Tokenize turns a gift card's number and PIN into a one-time token (sandboxTokenizeCard with
// cardType giftcard).
func (g *GiftCardProcessor) Tokenize(ctx context.Context, number, pin string) (string, error) {
	number = cleanNumber(number)
	if _, err := g.Balance(ctx, number, pin); err != nil {
		return "", err
	}
	tok := "gct_" + id.Token(16)
	data, _ := json.Marshal(map[string]string{"number": number})
	return tok, g.store.InsertSandboxRecord(ctx, Record{Kind: kindGiftToken, ID: tok, Data: data, ExpiresAt: g.clock.Now().Add(TokenTTL)})
}

// Preauth implements payment.GiftCards: it holds amount of the card behind token for reference;
// the same reference answers the first hold again.
func (g *GiftCardProcessor) Preauth(ctx context.Context, token string, amount money.Cents, reference string) (payment.Outcome, error) {
	rec, err := g.store.SandboxRecord(ctx, kindGiftToken, token, g.clock.Now())
	if errors.Is(err, ErrNotFound) {
		return payment.Outcome{}, payment.ErrUnknownToken
	}
	if err != nil {
		return payment.Outcome{}, err
	}
	var t map[string]string
	if err := json.Unmarshal(rec.Data, &t); err != nil {
		return payment.Outcome{}, err
	}
	number := t["number"]
	last4 := number[len(number)-4:]
	for {
		d, crec, err := g.card(ctx, number)
		if err != nil {
			return payment.Outcome{}, err
		}
		if held, ok := d.Holds[reference]; ok && held == amount {
			return payment.Outcome{Status: payment.Approved, Ref: number + ":" + reference, CardType: "giftcard", Last4: last4,
				Remaining: d.available()}, nil
		}
		if amount <= 0 || d.available() < amount {
			// Like processors that report it, the decline says what the card still has.
			return payment.Outcome{Status: payment.Declined, Decline: payment.DeclineInsufficient, CardType: "giftcard", Last4: last4,
				Remaining: d.available()}, nil
		}
		d.Holds[reference] = amount
		crec.Data, _ = json.Marshal(d)
		if err := g.store.UpdateSandboxRecord(ctx, crec); errors.Is(err, ErrStale) {
			continue
		} else if err != nil {
			return payment.Outcome{}, err
		}
		return payment.Outcome{Status: payment.Approved, Ref: number + ":" + reference, CardType: "giftcard", Last4: last4,
			Remaining: d.available()}, nil
	}
}

// Status implements payment.Settler (not by reference alone: a gift card hold is found by its Ref).
func (g *GiftCardProcessor) Status(context.Context, string, string) (payment.Outcome, error) {
	return payment.Outcome{}, payment.ErrNotFound
}

func (g *GiftCardProcessor) change(ctx context.Context, ref string, fn func(d *giftCardData, reference string) error) error {
	number, reference, ok := strings.Cut(ref, ":")
	if !ok {
		return payment.ErrNotFound
	}
	read := func() (giftCardData, Record, error) {
		d, rec, err := g.card(ctx, number)
		if errors.Is(err, ErrGiftCard) {
			err = payment.ErrNotFound
		}
		return d, rec, err
	}
	return update(ctx, g.store, read, func(d *giftCardData) error { return fn(d, reference) })
}

// Void implements payment.Settler: the hold is released (cancelGiftCardPreauth); voiding twice is
// harmless.
func (g *GiftCardProcessor) Void(ctx context.Context, ref string) error {
	return g.change(ctx, ref, func(d *giftCardData, reference string) error {
		delete(d.Holds, reference)
		return nil
	})
}

// Capture takes a held amount off the balance (the order shipped).
func (g *GiftCardProcessor) Capture(ctx context.Context, ref string) error {
	return g.change(ctx, ref, func(d *giftCardData, reference string) error {
		held, ok := d.Holds[reference]
		if !ok {
			return payment.ErrNotFound
		}
		delete(d.Holds, reference)
		d.Balance -= held
		d.Spent[reference] += held
		return nil
	})
}

// Refund implements payment.Settler: captured money goes back onto the card, and money still held
// (a placed order's hold the shop has not captured: it does not capture at fulfilment yet) is
// released, as a processor reverses part of a pre-authorisation; never more than the two together.
func (g *GiftCardProcessor) Refund(ctx context.Context, ref string, amount money.Cents) error {
	return g.change(ctx, ref, func(d *giftCardData, reference string) error {
		spent, held := d.Spent[reference], d.Holds[reference]
		if amount <= 0 || spent+held < amount {
			return ErrRefund
		}
		back := min(spent, amount)
		d.Spent[reference] -= back
		d.Balance += back
		if rest := amount - back; rest > 0 {
			d.Holds[reference] -= rest
			if d.Holds[reference] == 0 {
				delete(d.Holds, reference)
			}
		}
		return nil
	})
}

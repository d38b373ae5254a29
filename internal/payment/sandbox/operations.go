package sandbox

import (
	"context"
	"errors"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/platform/validate"
	"github.com/wattle/storefront/internal/platform/wire"
)

// The sandbox operations (docs/payments.md#the-sandbox-operations): what a person does on a
// provider's page, as calls, so that tests and people drive every payment path without a browser.
// Each takes its request type as sent and answers, or fails with field errors
// (validate.Error), ErrDecided or ErrNotFound.

// Message keys of the card fields (the shop's own: docs/errors.md#payment-sandboxes).
const (
	KeyInvalidCardNumber = "invalid-card-number"
	KeyInvalidExpiry     = "invalid-expiry"
	KeyInvalidCVV        = "invalid-cvv"
	KeyInvalidGiftCard   = "invalid-gift-card"
)

// TokenizeRequest is what the hosted card fields send (sandboxTokenizeCard).
type TokenizeRequest struct {
	CardType       string   `json:"cardType,omitempty" maxLength:"20" description:"giftcard: a gift card (cardNumber and pin); anything else, or nothing: a payment card"`
	CardNumber     string   `json:"cardNumber" required:"true" maxLength:"40" description:"the card number (spaces and dashes allowed); the sandbox test cards are in docs/payments.md"`
	ExpiryMonth    wire.Int `json:"expiryMonth,omitempty" description:"1-12 (a payment card: required)"`
	ExpiryYear     wire.Int `json:"expiryYear,omitempty" description:"YYYY or YY, not past (a payment card: required)"`
	CVV            string   `json:"cvv,omitempty" maxLength:"4" description:"3 digits, 4 for American Express (a payment card: required)"`
	CardholderName string   `json:"cardholderName,omitempty" maxLength:"100" description:"the name on the card (a payment card: required)"`
	PIN            string   `json:"pin,omitempty" maxLength:"8" description:"a gift card's PIN (a gift card: required)"`
}

// TokenizeAnswer is a card's one-time token.
type TokenizeAnswer struct {
	OneTimeToken string `json:"oneTimeToken" description:"the one-time token placeOrder (or placeOrderGiftCard) takes"`
	CardType     string `json:"cardType" description:"visa, mastercard, amex, discover, other; giftcard for a gift card"`
	Last4        string `json:"last4" description:"the card number's last 4 digits"`
}

// DecideRequest is a person's decision on a provider's page or the 3-D Secure challenge.
type DecideRequest struct {
	Provider string `json:"provider" required:"true" enum:"paypal,afterpay,zip,flypay,threeds" description:"the provider whose page it is; threeds: the 3-D Secure challenge"`
	Token    string `json:"token" required:"true" maxLength:"200" description:"the token of the provider's page URL (?token=), or the challenge's tcId"`
	Decision string `json:"decision" required:"true" enum:"approve,decline,cancel,refer,timeout,unavailable,funding" description:"threeds: approve, decline or cancel; the redirect providers: any, funding (the funding source fails) PayPal's only"`
}

// DecideAnswer is where the provider sends the shopper back.
type DecideAnswer struct {
	ReturnURL string `json:"returnUrl" description:"where the provider sends the shopper: the shop's return URL with the provider's parameters (PayPal: token, PayerID; the others: token, status), or for threeds /spc?tcId=…&tcStatus=success|rejected"`
}

// IssueGiftCardRequest is the amount of a gift card to issue.
type IssueGiftCardRequest struct {
	Amount wire.Number `json:"amount" required:"true" description:"dollars: more than 0, at most 1000, at most 2 decimals (25.5)"`
}

// IssuedGiftCard is a gift card the processor issued.
type IssuedGiftCard struct {
	CardNumber string `json:"cardNumber" description:"19 digits"`
	PIN        string `json:"pin" description:"4 digits"`
}

// TokenizeCard turns a card (or a gift card's number and PIN) into a one-time token.
func (p *Providers) TokenizeCard(ctx context.Context, in TokenizeRequest, now time.Time) (TokenizeAnswer, error) {
	if strings.TrimSpace(in.CardType) == "giftcard" {
		return p.tokenizeGiftCard(ctx, in)
	}
	var v validate.Errors
	number := v.Required("cardNumber", strings.TrimSpace(in.CardNumber))
	v.MaxLen("cardNumber", number, 40)
	name := v.Required("cardholderName", strings.TrimSpace(in.CardholderName))
	v.MaxLen("cardholderName", name, 100)
	month := expiryPart(&v, "expiryMonth", strings.TrimSpace(string(in.ExpiryMonth)))
	year := expiryPart(&v, "expiryYear", strings.TrimSpace(string(in.ExpiryYear)))
	cvv := v.Required("cvv", strings.TrimSpace(in.CVV))
	card := CardInput{Number: number, Name: name, CVV: cvv, ExpiryMonth: month, ExpiryYear: year}
	for _, e := range CardErrors(card, now) {
		field, key := cardField(e)
		if field == "expiryMonth" && v.Has("expiryYear") {
			continue // the year is missing or not a number: that says it
		}
		v.Add(field, key)
	}
	if err := v.Err(); err != nil {
		return TokenizeAnswer{}, err
	}
	token, c, err := p.Card.Tokenize(ctx, card)
	if err != nil {
		if field, key := cardField(err); field != "" {
			v.Message("Some fields are not valid.")
			v.Add(field, key)
			return TokenizeAnswer{}, v.Err()
		}
		return TokenizeAnswer{}, err
	}
	return TokenizeAnswer{OneTimeToken: token, CardType: c.Brand, Last4: c.Last4}, nil
}

// expiryPart reads an expiry month or year: missing-args when empty, invalid-expiry when not a
// number (the card's check says the rest).
func expiryPart(v *validate.Errors, field, s string) int {
	if v.Required(field, s) == "" {
		return 0
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 9999 {
		v.Add("expiryMonth", KeyInvalidExpiry)
		return 0
	}
	return n
}

// cardField names the field and message key of a card check's error; "" for another error.
func cardField(err error) (string, string) {
	switch {
	case errors.Is(err, ErrCardNumber):
		return "cardNumber", KeyInvalidCardNumber
	case errors.Is(err, ErrName):
		return "cardholderName", validate.MissingArgs
	case errors.Is(err, ErrExpiry):
		return "expiryMonth", KeyInvalidExpiry
	case errors.Is(err, ErrCVV):
		return "cvv", KeyInvalidCVV
	}
	return "", ""
}

func (p *Providers) tokenizeGiftCard(ctx context.Context, in TokenizeRequest) (TokenizeAnswer, error) {
	var v validate.Errors
	number := v.Required("cardNumber", strings.TrimSpace(in.CardNumber))
	v.MaxLen("cardNumber", number, 40)
	pin := v.Required("pin", strings.TrimSpace(in.PIN))
	v.MaxLen("pin", pin, 8)
	if err := v.Err(); err != nil {
		return TokenizeAnswer{}, err
	}
	token, err := p.GiftCards.Tokenize(ctx, number, pin)
	if errors.Is(err, ErrGiftCard) {
		v.Message("That gift card number and PIN do not match a gift card.")
		v.Add("cardNumber", KeyInvalidGiftCard)
		v.Add("pin", KeyInvalidGiftCard)
		return TokenizeAnswer{}, v.Err()
	}
	if err != nil {
		return TokenizeAnswer{}, err
	}
	digits := strings.NewReplacer(" ", "", "-", "").Replace(number)
	return TokenizeAnswer{OneTimeToken: token, CardType: string(payment.GiftCard), Last4: digits[max(0, len(digits)-4):]}, nil
}

// Decide takes a decision on a redirect provider's page or on a 3-D Secure challenge, and answers
// where the shopper goes next.
func (p *Providers) Decide(ctx context.Context, in DecideRequest) (DecideAnswer, error) {
	var v validate.Errors
	provider := v.Required("provider", strings.TrimSpace(in.Provider))
	token := v.Required("token", strings.TrimSpace(in.Token))
	v.MaxLen("token", token, 200)
	decision := v.Required("decision", strings.TrimSpace(in.Decision))
	var redirect *Redirect
	if provider != "" && provider != "threeds" {
		if m, ok := payment.ParseMethod(provider); ok {
			redirect = p.Redirector(m)
		}
		if redirect == nil {
			v.Add("provider", validate.MalformedRequest)
		}
	}
	if err := v.Err(); err != nil {
		return DecideAnswer{}, err
	}
	var back string
	var err error
	if redirect != nil {
		back, err = redirect.Decide(ctx, token, decision)
	} else {
		err = p.Card.Decide(ctx, token, decision)
		back = threeDSReturn(token, decision)
	}
	if errors.Is(err, ErrDecision) && !errors.Is(err, ErrDecided) {
		v.Message("That provider's page does not offer this decision.")
		v.Add("decision", validate.MalformedRequest)
		return DecideAnswer{}, v.Err()
	}
	if err != nil {
		return DecideAnswer{}, err
	}
	return DecideAnswer{ReturnURL: back}, nil
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

// IssueGiftCard issues a gift card holding the amount asked for.
func (p *Providers) IssueGiftCard(ctx context.Context, in IssueGiftCardRequest) (IssuedGiftCard, error) {
	amount, key := giftCardAmount(strings.TrimSpace(string(in.Amount)))
	if key != "" {
		var v validate.Errors
		v.Message(amountMessage(key))
		v.Add("amount", key)
		return IssuedGiftCard{}, v.Err()
	}
	number, pin, err := p.GiftCards.Issue(ctx, amount)
	if err != nil {
		return IssuedGiftCard{}, err
	}
	return IssuedGiftCard{CardNumber: number, PIN: pin}, nil
}

// MaxGiftCard is the most a sandbox gift card holds, as the real processor's cards.
const MaxGiftCard money.Cents = 100000

// giftCardAmount reads a gift card's amount in dollars (money.ParseAmount): the cents, or the
// message key of what is wrong with it. A sign, an exponent, a third decimal or a word is
// malformed; nothing or more than MaxGiftCard is out of range.
func giftCardAmount(s string) (money.Cents, string) {
	if s == "" {
		return 0, validate.MissingArgs
	}
	c, err := money.ParseAmount(strings.TrimSuffix(s, "."), MaxGiftCard) // "25." is 25 dollars, as people write it
	switch {
	case errors.Is(err, money.ErrAmountRange):
		return 0, validate.OutOfRange
	case err != nil:
		return 0, validate.MalformedRequest
	}
	return c, ""
}

func amountMessage(key string) string {
	switch key {
	case validate.MissingArgs:
		return validate.MessageMissingArgs
	case validate.OutOfRange:
		return "A gift card holds more than $0 and at most $1,000."
	}
	return "Give the amount in dollars, such as 25 or 25.50."
}

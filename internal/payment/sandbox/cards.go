// Package sandbox holds the payment providers built into the binary: they behave like the real
// ones (one-time tokens, redirects, declines, 3-D Secure challenges, timeouts) so that the shop can
// be run, tried and tested with nothing outside the machine. docs/payments.md fixes their test
// cards and operations (docs/payments.md#test-cards, docs/api.md#payment-sandboxes) and tells
// people how to use them.
package sandbox

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/clock"
)

// Behaviour is what the sandbox card gateway does with a card, chosen by its number.
type Behaviour string

// Behaviours of the test cards.
const (
	Approve         Behaviour = "approve"
	ChallengeCard   Behaviour = "challenge"
	Decline         Behaviour = "decline"
	Insufficient    Behaviour = "insufficient"
	Unsupported     Behaviour = "unsupported"
	ProviderTimeout Behaviour = "timeout"
	// DeclineLater is approved when the payer is there and declined whenever the shop charges it
	// on its own later (merchant-initiated: a membership's renewal).
	DeclineLater Behaviour = "declineLater"
)

// TestCard is one of the contract's sandbox cards.
type TestCard struct {
	Number    string
	Brand     string
	Behaviour Behaviour
	About     string
}

// TestCards are the contract's sandbox cards (any future expiry, any 3-digit CVV). Any other card
// number that passes the Luhn check is approved like 4242 4242 4242 4242.
var TestCards = []TestCard{
	{"4242424242424242", "visa", Approve, "approved, no 3-D Secure challenge"},
	{"5555555555554444", "mastercard", Approve, "approved (Mastercard)"},
	{"4000000000003220", "visa", ChallengeCard, "3-D Secure challenge"},
	{"4000000000000002", "visa", Decline, "declined"},
	{"4000000000009995", "visa", Insufficient, "declined, insufficient funds"},
	{"6011111111111117", "discover", Unsupported, "unsupported card type"},
	{"4000000000000119", "visa", ProviderTimeout, "the provider times out"},
	{"4000000000000341", "visa", DeclineLater, "saved and approved now; every later merchant-initiated charge (a OnePass renewal) declined"},
}

// Card field errors, named after the hosted fields' inputs.
var (
	ErrCardNumber = errors.New("sandbox: card number is not valid")
	ErrExpiry     = errors.New("sandbox: card has expired or the expiry is not valid")
	ErrCVV        = errors.New("sandbox: security code is not valid")
	ErrName       = errors.New("sandbox: cardholder name is missing")
)

// CardInput is what the hosted card fields send.
type CardInput struct {
	Number, Name, CVV       string
	ExpiryMonth, ExpiryYear int
}

// Card is a card the sandbox accepted for tokenising: what the token stands for.
type Card struct {
	Brand     string
	Last4     string
	Behaviour Behaviour
	// Expiry is "MM/YY" (a saved card shows it).
	Expiry string `json:",omitempty"`
}

// CheckCard validates the fields as a gateway's tokeniser does (digits, Luhn, expiry not past in
// Melbourne's month, a 3-digit CVV, 4 for American Express) and tells what the card will do. The
// error is the first of CardErrors.
func CheckCard(in CardInput, now time.Time) (Card, error) {
	if errs := CardErrors(in, now); len(errs) > 0 {
		return Card{}, errs[0]
	}
	number := cleanNumber(in.Number)
	brand := brandOf(number)
	c := Card{Brand: brand, Last4: number[len(number)-4:], Behaviour: Approve,
		Expiry: fmt.Sprintf("%02d/%02d", in.ExpiryMonth, in.ExpiryYear%100)}
	for _, t := range TestCards {
		if t.Number == number {
			c.Behaviour = t.Behaviour
		}
	}
	if brand != "visa" && brand != "mastercard" && brand != "amex" {
		c.Behaviour = Unsupported
	}
	return c, nil
}

// CardErrors checks every field as CheckCard does and answers each failure, in the order of the
// fields (ErrCardNumber, ErrName, ErrExpiry, ErrCVV), so that a form shows every mistake at once.
func CardErrors(in CardInput, now time.Time) []error {
	var errs []error
	number := cleanNumber(in.Number)
	validNumber := len(number) >= 12 && len(number) <= 19 && digits(number) && luhn(number)
	if !validNumber {
		errs = append(errs, ErrCardNumber)
	}
	if strings.TrimSpace(in.Name) == "" {
		errs = append(errs, ErrName)
	}
	year := in.ExpiryYear
	if year < 100 {
		year += 2000
	}
	local := now.In(clock.Melbourne)
	if in.ExpiryMonth < 1 || in.ExpiryMonth > 12 || year < local.Year() || year > local.Year()+20 ||
		(year == local.Year() && in.ExpiryMonth < int(local.Month())) {
		errs = append(errs, ErrExpiry)
	}
	cvvLen := 3
	if validNumber && brandOf(number) == "amex" {
		cvvLen = 4
	}
	if len(in.CVV) != cvvLen || !digits(in.CVV) {
		errs = append(errs, ErrCVV)
	}
	return errs
}

// Outcome is what authorising a card of this behaviour answers (before any challenge).
func (c Card) Outcome() payment.Outcome { return c.OutcomeOf(false) }

// OutcomeOf is Outcome for a charge the shop makes on its own (merchantInitiated: a saved card,
// no payer there) or not. A merchant-initiated charge is never challenged (the payer is not there
// to answer; issuers exempt it), and a DeclineLater card declines it.
func (c Card) OutcomeOf(merchantInitiated bool) payment.Outcome {
	o := payment.Outcome{Status: payment.Approved, CardType: c.Brand, Last4: c.Last4}
	switch c.Behaviour {
	case ChallengeCard:
		if !merchantInitiated {
			o.Status = payment.Challenge
		}
	case DeclineLater:
		if merchantInitiated {
			o.Status, o.Decline = payment.Declined, payment.DeclineRefused
		}
	case Decline:
		o.Status, o.Decline = payment.Declined, payment.DeclineRefused
	case Insufficient:
		o.Status, o.Decline = payment.Declined, payment.DeclineInsufficient
	case Unsupported:
		o.Status, o.Decline = payment.Declined, payment.DeclineUnsupported
	}
	return o
}

func digits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// luhn is the card number checksum.
func luhn(n string) bool {
	sum, double := 0, false
	for i := len(n) - 1; i >= 0; i-- {
		d := int(n[i] - '0')
		if double {
			if d *= 2; d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
	}
	return sum%10 == 0
}

// brandOf is the card scheme by its leading digits.
func brandOf(n string) string {
	switch {
	case n[0] == '4':
		return "visa"
	case strings.HasPrefix(n, "34"), strings.HasPrefix(n, "37"):
		return "amex"
	case n[0] == '5' && n[1] >= '1' && n[1] <= '5', n >= "2221" && n[:4] <= "2720":
		return "mastercard"
	case strings.HasPrefix(n, "6011"), strings.HasPrefix(n, "65"):
		return "discover"
	}
	return "other"
}

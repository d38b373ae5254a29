package sandbox

import (
	"errors"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/payment"
)

func TestCheckCard(t *testing.T) {
	t.Parallel()
	// 1 March 2027 00:30 in Melbourne is still 28 February in UTC: the expiry month is Melbourne's.
	now := time.Date(2027, 2, 28, 13, 30, 0, 0, time.UTC)
	ok := func(number string) CardInput {
		return CardInput{Number: number, Name: "Jo Citizen", CVV: "123", ExpiryMonth: 12, ExpiryYear: 2029}
	}
	tests := []struct {
		name   string
		in     CardInput
		want   Behaviour
		status payment.Status
		err    error
	}{
		{"approved visa, spaced", ok("4242 4242 4242 4242"), Approve, payment.Approved, nil},
		{"approved mastercard", ok("5555555555554444"), Approve, payment.Approved, nil},
		{"challenge", ok("4000000000003220"), ChallengeCard, payment.Challenge, nil},
		{"declined", ok("4000000000000002"), Decline, payment.Declined, nil},
		{"insufficient funds", ok("4000000000009995"), Insufficient, payment.Declined, nil},
		{"unsupported scheme", ok("6011111111111117"), Unsupported, payment.Declined, nil},
		{"timeout", ok("4000000000000119"), ProviderTimeout, payment.Approved, nil},
		{"any other Luhn-valid visa", ok("4111111111111111"), Approve, payment.Approved, nil},
		{"bad checksum", ok("4242424242424241"), "", "", ErrCardNumber},
		{"letters", ok("4242abcd42424242"), "", "", ErrCardNumber},
		{"too short", ok("4242"), "", "", ErrCardNumber},
		{"no name", CardInput{Number: "4242424242424242", CVV: "123", ExpiryMonth: 12, ExpiryYear: 29}, "", "", ErrName},
		{"expired last month", CardInput{Number: "4242424242424242", Name: "A", CVV: "123", ExpiryMonth: 2, ExpiryYear: 2027}, "", "", ErrExpiry},
		{"this month in Melbourne", CardInput{Number: "4242424242424242", Name: "A", CVV: "123", ExpiryMonth: 3, ExpiryYear: 27}, Approve, payment.Approved, nil},
		{"month 13", CardInput{Number: "4242424242424242", Name: "A", CVV: "123", ExpiryMonth: 13, ExpiryYear: 2029}, "", "", ErrExpiry},
		{"short cvv", CardInput{Number: "4242424242424242", Name: "A", CVV: "12", ExpiryMonth: 12, ExpiryYear: 2029}, "", "", ErrCVV},
		{"amex needs 4", CardInput{Number: "378282246310005", Name: "A", CVV: "123", ExpiryMonth: 12, ExpiryYear: 2029}, "", "", ErrCVV},
		{"amex", CardInput{Number: "378282246310005", Name: "A", CVV: "1234", ExpiryMonth: 12, ExpiryYear: 2029}, Approve, payment.Approved, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c, err := CheckCard(tt.in, now)
			if !errors.Is(err, tt.err) {
				t.Fatalf("err = %v, want %v", err, tt.err)
			}
			if err != nil {
				return
			}
			if c.Behaviour != tt.want || c.Outcome().Status != tt.status {
				t.Errorf("behaviour %s status %s, want %s %s", c.Behaviour, c.Outcome().Status, tt.want, tt.status)
			}
			if got := c.Last4; got != tt.in.Number[len(tt.in.Number)-4:] {
				t.Errorf("last4 = %q", got)
			}
		})
	}
}

func TestTestCardsAreValidNumbers(t *testing.T) {
	t.Parallel()
	for _, c := range TestCards {
		if !luhn(c.Number) {
			t.Errorf("%s fails the Luhn check", c.Number)
		}
		if brandOf(c.Number) != c.Brand {
			t.Errorf("%s: brand %s, listed as %s", c.Number, brandOf(c.Number), c.Brand)
		}
	}
}

func TestParseMethod(t *testing.T) {
	t.Parallel()
	for _, m := range payment.Methods {
		if got, ok := payment.ParseMethod(string(m)); !ok || got != m {
			t.Errorf("ParseMethod(%q) = %q, %v", m, got, ok)
		}
	}
	if _, ok := payment.ParseMethod("cash"); ok {
		t.Error("cash is not a method")
	}
}

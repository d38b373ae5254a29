package sandbox

import (
	"context"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/platform/validate"
)

func TestGiftCardAmount(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in    string
		cents money.Cents
		key   string
	}{
		{"25", 2500, ""},
		{"25.5", 2550, ""},
		{"25.50", 2550, ""},
		{"25.500", 0, validate.MalformedRequest},
		{"25.", 2500, ""},
		{"1000", 100000, ""},
		{"0.01", 1, ""},
		{"", 0, validate.MissingArgs},
		{"0", 0, validate.OutOfRange},
		{"1000.01", 0, validate.OutOfRange},
		{"-5", 0, validate.MalformedRequest},
		{"25.505", 0, validate.MalformedRequest},
		{"2e3", 0, validate.MalformedRequest},
		{".5", 0, validate.MalformedRequest},
		{"1234567890", 0, validate.OutOfRange},
		{"1e1", 0, validate.MalformedRequest},
		{"10.001", 0, validate.MalformedRequest},
		{"25..", 0, validate.MalformedRequest},
		{"twenty", 0, validate.MalformedRequest},
	}
	for _, tc := range cases {
		c, key := giftCardAmount(tc.in)
		if c != tc.cents || key != tc.key {
			t.Errorf("giftCardAmount(%q) = %d, %q; want %d, %q", tc.in, c, key, tc.cents, tc.key)
		}
	}
}

// The operations answer field errors with the keys the card fields show, and every field at once.
func TestOperationsFieldErrors(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
	p := NewProviders(newMemStore(), clock.NewFixed(now))
	ctx := context.Background()
	_, err := p.TokenizeCard(ctx, TokenizeRequest{CardNumber: "4111 1111 1111 1112", ExpiryMonth: "13", ExpiryYear: "2020", CVV: "1"}, now)
	ve, ok := validate.As(err)
	if !ok || ve.Fields["cardholderName"] != validate.MissingArgs || ve.Fields["cardNumber"] != KeyInvalidCardNumber ||
		ve.Fields["expiryMonth"] != KeyInvalidExpiry || ve.Fields["cvv"] != KeyInvalidCVV {
		t.Fatalf("tokenize: %v", err)
	}
	_, err = p.TokenizeCard(ctx, TokenizeRequest{CardType: "giftcard", CardNumber: "6280000000000000000", PIN: "0000"}, now)
	if ve, ok := validate.As(err); !ok || ve.Fields["pin"] != KeyInvalidGiftCard || ve.Message != "That gift card number and PIN do not match a gift card." {
		t.Fatalf("unknown gift card: %v", err)
	}
	issued, err := p.IssueGiftCard(ctx, IssueGiftCardRequest{Amount: " 40 "})
	if err != nil {
		t.Fatal(err)
	}
	tok, err := p.TokenizeCard(ctx, TokenizeRequest{CardType: "giftcard", CardNumber: issued.CardNumber, PIN: issued.PIN}, now)
	if err != nil || tok.CardType != "giftcard" || tok.Last4 != issued.CardNumber[len(issued.CardNumber)-4:] {
		t.Fatalf("issued gift card: %+v %v", tok, err)
	}
	_, err = p.Decide(ctx, DecideRequest{Provider: "venmo"})
	if ve, ok := validate.As(err); !ok || ve.Fields["provider"] != validate.MalformedRequest || ve.Fields["token"] != validate.MissingArgs ||
		ve.Fields["decision"] != validate.MissingArgs {
		t.Fatalf("decide: %v", err)
	}
	if _, err := p.Decide(ctx, DecideRequest{Provider: "threeds", Token: "nope", Decision: "approve"}); err == nil {
		t.Fatal("an unknown challenge was decided")
	}
}

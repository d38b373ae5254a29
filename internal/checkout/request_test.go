package checkout

import (
	"testing"

	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/platform/validate"
	"github.com/wattle/storefront/internal/platform/wire"
)

// ParseGiftCard reads the amount strictly from its text as sent: two decimals at most, no sign,
// exponent or word, more than 0 and not absurd (docs/validation.md#money).
func TestParseGiftCardAmount(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		amount string
		want   money.Cents
		key    string
	}{
		{"25.5", 2550, ""},
		{"25", 2500, ""},
		{"25.50", 2550, ""},
		{" 25.50 ", 2550, ""}, // a form field's spaces
		{"0.01", 1, ""},
		{"10.001", 0, validate.MalformedRequest},
		{"10.000", 0, validate.MalformedRequest},
		{"1e1", 0, validate.MalformedRequest},
		{"1E+1", 0, validate.MalformedRequest},
		{"-5", 0, validate.MalformedRequest},
		{"ten", 0, validate.MalformedRequest},
		{"true", 0, validate.MalformedRequest}, // a JSON boolean, as the decoder keeps it
		{"NaN", 0, validate.MalformedRequest},
		{"Infinity", 0, validate.MalformedRequest},
		{"$25", 0, validate.MalformedRequest},
		{"0", 0, validate.OutOfRange},
		{"0.00", 0, validate.OutOfRange},
		{"10000000.01", 0, validate.OutOfRange},
		{"100000000000000000000000", 0, validate.OutOfRange},
		{"", 0, validate.MissingArgs},
		{"   ", 0, validate.MissingArgs},
	} {
		in, err := ParseGiftCard(GiftCardRequest{OneTimeToken: "gc-1", Amount: wire.Number(tc.amount)}, "")
		if tc.key == "" {
			if err != nil || in.Amount != tc.want || in.Token != "gc-1" {
				t.Errorf("amount %q: %+v, %v; want %d cents", tc.amount, in, err, tc.want)
			}
			continue
		}
		ve, ok := validate.As(err)
		if !ok || ve.Fields["amount"] != tc.key || len(ve.Fields) != 1 {
			t.Errorf("amount %q: %v; want amount=%s", tc.amount, err, tc.key)
		}
	}
}

package delivery

import (
	"testing"

	"github.com/wattle/storefront/internal/platform/postcode"
	"github.com/wattle/storefront/internal/platform/validate"
)

// A postcode parameter is required, reduced to its last 4 digits and must be Australian: what
// was sent but does not come to an Australian postcode is malformed, not missing.
func TestParsePostcode(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in   string
		want postcode.Code
		key  string
	}{
		{"3121", "3121", ""},
		{" VIC 3121 ", "3121", ""},
		{"0872", "0872", ""},
		{"AU-2000-1", "0001", validate.MalformedRequest},
		{"", "", validate.MissingArgs},
		{"  ", "", validate.MissingArgs},
		{"12", "12", validate.MalformedRequest},
		{"abc", "", validate.MalformedRequest},
		{"0100", "0100", validate.MalformedRequest},
	}
	for _, c := range cases {
		var errs validate.Errors
		got := ParsePostcode(&errs, "postalCode", c.in)
		key := ""
		if ve, ok := validate.As(errs.Err()); ok {
			key = ve.Fields["postalCode"]
		}
		if got != c.want || key != c.key {
			t.Errorf("ParsePostcode(%q) = %q, %q; want %q, %q", c.in, got, key, c.want, c.key)
		}
	}
}

// The state and express rules read only a postcode as stored: 4 digits, nothing reduced.
func TestPostcodeRulesTakeFourDigits(t *testing.T) {
	t.Parallel()
	for pc, want := range map[string]string{"3121": "VIC", "0872": "NT", "2600": "ACT", "312": "", "31210": "", " 3121": "", "31a1": ""} {
		if got := StateOf(pc); got != want {
			t.Errorf("StateOf(%q) = %q, want %q", pc, got, want)
		}
	}
	if !ExpressEligible("3000") || ExpressEligible("3000 ") || ExpressEligible("0872") {
		t.Error("ExpressEligible")
	}
}

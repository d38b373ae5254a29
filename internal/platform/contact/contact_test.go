package contact

import (
	"strings"
	"testing"

	"github.com/wattle/storefront/internal/platform/validate"
)

// field runs one rule on v and returns the key it recorded ("" when v passed).
func field[T ~string](rule func(*validate.Errors, string, string) T, v string) string {
	var errs validate.Errors
	rule(&errs, "f", v)
	if ve, ok := validate.As(errs.Err()); ok {
		return ve.Fields["f"]
	}
	return ""
}

func TestFieldRules(t *testing.T) {
	t.Parallel()
	mobile := func(e *validate.Errors, f, v string) Mobile { return ParseMobile(e, f, v, true) }
	cases := []struct {
		name string
		rule func(string) string
		in   string
		want string
	}{
		{"name ok", ruleOf(ParseName), "Mary-Jane O'Brien", ""},
		{"name accents", ruleOf(ParseName), "Zoë", ""},
		{"name empty", ruleOf(ParseName), "  ", validate.MissingArgs},
		{"name one letter", ruleOf(ParseName), "J", KeyLength},
		{"name 33", ruleOf(ParseName), strings.Repeat("a", 33), KeyLength},
		{"name 32", ruleOf(ParseName), strings.Repeat("a", 32), ""},
		{"name digits only", ruleOf(ParseName), "1234", KeyFormat},
		{"name with digit", ruleOf(ParseName), "J0hn", KeyFormat},
		{"email ok", ruleOf(ParseEmail), "Jo.Bloggs+shop@Example.com.au", ""},
		{"email bracketed ip", ruleOf(ParseEmail), "jo@[10.0.0.1]", ""},
		{"email missing", ruleOf(ParseEmail), "", validate.MissingArgs},
		{"email no at", ruleOf(ParseEmail), "jo.example.com", validate.InvalidEmail},
		{"email local 64", ruleOf(ParseEmail), strings.Repeat("a", 64) + "@example.com", ""},
		{"email local 65", ruleOf(ParseEmail), strings.Repeat("a", 65) + "@example.com", validate.InvalidEmail},
		{"email double dot", ruleOf(ParseEmail), "jo..b@example.com", validate.InvalidEmail},
		{"email no tld", ruleOf(ParseEmail), "jo@localhost", validate.InvalidEmail},
		{"mobile 04", ruleOf(mobile), "0412 345 678", ""},
		{"mobile +61", ruleOf(mobile), "+61 412 345 678", ""},
		{"mobile landline", ruleOf(mobile), "0398765432", KeyFormat},
		{"mobile short", ruleOf(mobile), "041234567", KeyFormat},
		{"mobile 15 digits", ruleOf(mobile), "041234567890123", KeyFormat},
		{"mobile 14 digits", ruleOf(mobile), "04123456789012", ""},
		{"mobile +61 16", ruleOf(mobile), "+614123456789012", ""},
		{"mobile +61 17", ruleOf(mobile), "+6141234567890123", KeyFormat},
		{"mobile required", ruleOf(mobile), "", validate.MissingArgs},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			if got := c.rule(c.in); got != c.want {
				t.Fatalf("%q → %q, want %q", c.in, got, c.want)
			}
		})
	}
}

// ruleOf turns a Parse function into a table's rule: v in, the key it recorded out.
func ruleOf[T ~string](rule func(*validate.Errors, string, string) T) func(string) string {
	return func(v string) string { return field(rule, v) }
}

// The values the Parse functions return are what the shop stores: an e-mail trimmed and in lower
// case, a mobile without what people type between its digits, a name trimmed.
func TestParsedValues(t *testing.T) {
	t.Parallel()
	var errs validate.Errors
	if got := ParseEmail(&errs, "email", "  Jo.Bloggs@Example.COM "); got != "jo.bloggs@example.com" {
		t.Errorf("ParseEmail = %q", got)
	}
	for in, want := range map[string]Mobile{"0412 345 678": "0412345678", "(04) 1234-5678": "0412345678",
		"+61 412 345 678": "+61412345678", " \t": ""} {
		if got := ParseMobile(&errs, "mobileNumber", in, false); got != want {
			t.Errorf("ParseMobile(%q) = %q, want %q", in, got, want)
		}
	}
	if got := ParseName(&errs, "firstName", "  Zoë "); got != "Zoë" {
		t.Errorf("ParseName = %q", got)
	}
	if err := errs.Err(); err != nil {
		t.Fatalf("good values recorded errors: %v", err)
	}
	// An optional mobile left empty is no error; a bad value is still returned, for the form.
	var bad validate.Errors
	if got := ParseEmail(&bad, "email", " NOPE "); got != "nope" || !bad.Has("email") {
		t.Errorf("ParseEmail(NOPE) = %q, error %v", got, bad.Has("email"))
	}
	if got := ParseName(&bad, "lastName", "1"); got != "1" || !bad.Has("lastName") {
		t.Errorf("ParseName(1) = %q, error %v", got, bad.Has("lastName"))
	}
}

func TestNormalizeEmail(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{" Jo@Example.com\n": "jo@example.com", "": "", "not an e-mail ": "not an e-mail"} {
		if got := NormalizeEmail(in); got != want {
			t.Errorf("NormalizeEmail(%q) = %q, want %q", in, got, want)
		}
	}
}

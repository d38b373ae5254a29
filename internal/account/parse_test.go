package account

import (
	"strings"
	"testing"

	"github.com/wattle/storefront/internal/platform/validate"
)

// field runs one rule on v and returns the key it recorded ("" when v passed).
func field(rule func(*validate.Errors, string, string) string, v string) string {
	var errs validate.Errors
	rule(&errs, "f", v)
	if ve, ok := validate.As(errs.Err()); ok {
		return ve.Fields["f"]
	}
	return ""
}

// The name, e-mail, mobile and postcode rules are tested where they live (platform/contact,
// platform/postcode); these are the rules only account forms have.
func TestFieldRules(t *testing.T) {
	t.Parallel()
	line1 := func(e *validate.Errors, f, v string) string { return AddressLine(e, f, v, true) }
	cases := []struct {
		name string
		rule func(*validate.Errors, string, string) string
		in   string
		want string
	}{
		{"password ok", Password, "Tr1cky-Wombat", ""},
		{"password 5", Password, "abcde", KeyLength},
		{"password 33", Password, strings.Repeat("a", 33), KeyLength},
		{"password tilde", Password, "abc~defg", KeyPassword},
		{"password space", Password, "abc defg", KeyPassword},
		{"password empty", Password, "", validate.MissingArgs},
		{"line ok", line1, "2/14 O'Connell St", ""},
		{"line short", line1, "1", KeyLength},
		{"line 31", line1, strings.Repeat("a", 31), KeyLength},
		{"line comma", line1, "Unit 2, 14 High St", KeyFormat},
		{"line missing", line1, "", validate.MissingArgs},
		{"suburb ok", Suburb, "St Kilda East", ""},
		{"suburb digits", Suburb, "3121", KeyFormat},
		{"suburb 65", Suburb, strings.Repeat("a", 65), KeyLength},
		{"state ok", State, "vic", ""},
		{"state n/a", State, "N/A", KeyFormat},
		{"state missing", State, "", validate.MissingArgs},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			if got := field(c.rule, c.in); got != c.want {
				t.Fatalf("%q → %q, want %q", c.in, got, c.want)
			}
		})
	}
}

func TestParseRegisterCollectsEveryField(t *testing.T) {
	t.Parallel()
	_, err := ParseRegister(RegisterRequest{EmailAddress: "nope", FirstName: "1", Password: "a b"})
	ve, ok := validate.As(err)
	if !ok {
		t.Fatalf("err = %v", err)
	}
	want := map[string]string{"emailAddress": validate.InvalidEmail, "firstName": KeyLength,
		"lastName": validate.MissingArgs, "password": KeyLength}
	for f, k := range want {
		if ve.Fields[f] != k {
			t.Errorf("%s = %q, want %q (all: %v)", f, ve.Fields[f], k, ve.Fields)
		}
	}
	in, err := ParseRegister(RegisterRequest{EmailAddress: " Jo@Example.com ", FirstName: "Jo", LastName: "Bloggs", Password: "Tr1cky-Wombat", OptIntoMarketing: "true", RememberMe: "on"})
	if err != nil || in.Email != "jo@example.com" || !in.OptIntoMarketing || !in.Remember || in.SubscribeToRewards {
		t.Fatalf("%+v %v", in, err)
	}
	// Checkout's sign-up names the e-mail email, and its errors name that field.
	in, err = ParseRegister(RegisterRequest{Email: "Jo@Example.com", FirstName: "Jo", LastName: "Bloggs", Password: "Tr1cky-Wombat", MobileNumber: "0412345678", SubscribeToRewards: "true"})
	if err != nil || in.Email != "jo@example.com" || !in.SubscribeToRewards || in.Mobile == "" {
		t.Fatalf("checkout sign-up: %+v %v", in, err)
	}
	_, err = ParseRegister(RegisterRequest{Email: "nope", FirstName: "Jo", LastName: "Bloggs", Password: "Tr1cky-Wombat"})
	if ve, _ := validate.As(err); ve == nil || ve.Fields["email"] != validate.InvalidEmail {
		t.Fatalf("checkout sign-up with a bad e-mail: %v", err)
	}
}

func TestParseSignIn(t *testing.T) {
	t.Parallel()
	_, err := ParseSignIn(SignInRequest{})
	ve, _ := validate.As(err)
	if ve == nil || ve.Message != validate.MessageMissingArgs || ve.Fields["j_username"] != validate.MissingArgs || ve.Fields["j_password"] != validate.MissingArgs {
		t.Fatalf("%v", err)
	}
	_, err = ParseSignIn(SignInRequest{Username: "jo@example.com", Password: "x", LinkOrderCode: "12a"})
	if ve, _ := validate.As(err); ve == nil || ve.Fields["linkOrderCode"] != validate.InvalidOrder {
		t.Fatalf("%v", err)
	}
}

func TestParseAddress(t *testing.T) {
	t.Parallel()
	in, err := ParseAddress(AddressRequest{FormType: "single", SingleLineID: "abc", MobileNumber: "0412345678"})
	if err != nil || in.FormType != FormSingle || in.Phone != "0412345678" {
		t.Fatalf("%+v %v", in, err)
	}
	_, err = ParseAddress(AddressRequest{FormType: "single"})
	if ve, _ := validate.As(err); ve == nil || ve.Fields["singleLineLabel"] != KeySelectAddress {
		t.Fatalf("single without a suggestion: %v", err)
	}
	// Form types are "single or other": anything else is typed in.
	in, err = ParseAddress(AddressRequest{FormType: "other", Line1: "12 High St", Town: "Richmond", State: "VIC", PostalCode: "3121"})
	if err != nil || in.FormType != FormManual || in.State != "VIC" {
		t.Fatalf("%+v %v", in, err)
	}
	// The postcode and the phone follow the shop's rules (platform/postcode, platform/contact).
	in, err = ParseAddress(AddressRequest{Line1: "12 High St", Town: "Richmond", State: "VIC", PostalCode: "VIC 3121", Phone: "0398765432"})
	if ve, _ := validate.As(err); ve == nil || ve.Fields["postalCode"] != "invalid-postcode" || ve.Fields["phone"] != "invalid-format" {
		t.Fatalf("a bad postcode and phone: %+v %v", in, err)
	}
}

// TestParseAddressStateOfPostcode: a typed-in address whose state is not its postcode's is
// refused on the state (issue 27 item 9), unless the postcode also serves border places of that
// state; a state or postcode that is wrong on its own keeps its own message.
func TestParseAddressStateOfPostcode(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		state, postcode string
		want            map[string]string
	}{
		{"NSW", "3000", map[string]string{"state": KeyFormat}}, // Melbourne NSW 3000
		{"nsw", "3000", map[string]string{"state": KeyFormat}},
		{"VIC", "2000", map[string]string{"state": KeyFormat}},
		{"ACT", "2000", map[string]string{"state": KeyFormat}},
		{"NT", "0200", map[string]string{"state": KeyFormat}},
		{"VIC", "3000", nil},
		{"vic", "3000", nil},
		{"NT", "0800", nil},
		{"ACT", "2601", nil},
		{"NSW", "2620", nil}, // Queanbeyan
		{"ACT", "2620", nil}, // Tharwa
		{"QLD", "2406", nil}, // Mungindi QLD
		{"N/A", "3000", map[string]string{"state": KeyFormat}},
		{"NSW", "300", map[string]string{"postalCode": "invalid-postcode"}},
		{"", "3000", map[string]string{"state": validate.MissingArgs}},
	} {
		_, err := ParseAddress(AddressRequest{FormType: "manual", Line1: "120 Collins Street", Town: "Melbourne",
			State: c.state, PostalCode: c.postcode})
		var got map[string]string
		if ve, ok := validate.As(err); ok {
			got = ve.Fields
		} else if err != nil {
			t.Fatalf("%s %s: %v", c.state, c.postcode, err)
		}
		if len(got) != len(c.want) {
			t.Errorf("%s %s: fields %v, want %v", c.state, c.postcode, got, c.want)
			continue
		}
		for f, k := range c.want {
			if got[f] != k {
				t.Errorf("%s %s: fields %v, want %v", c.state, c.postcode, got, c.want)
			}
		}
	}
}

func TestWeak(t *testing.T) {
	t.Parallel()
	if n := CommonPasswordCount(); n < 10000 {
		t.Fatalf("only %d common passwords", n)
	}
	for _, pw := range []string{"password", "Password1", "qwerty123", "iloveyou", "dragon!!", "aaaaaaaa", "jo.bloggs", "bloggs2026", "Wombat"} {
		if !Weak(pw, "jo.bloggs@example.com", "Jo", "Wombat") {
			t.Errorf("%q should be weak", pw)
		}
	}
	for _, pw := range []string{"Tr1cky-Wombat-Kettle", "correct-horse-battery", "gum-tree-42-kookaburra"} {
		if Weak(pw, "jo.bloggs@example.com", "Jo", "Bloggs") {
			t.Errorf("%q should not be weak", pw)
		}
	}
}

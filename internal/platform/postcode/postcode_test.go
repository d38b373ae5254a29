package postcode

import (
	"testing"

	"github.com/wattle/storefront/internal/platform/validate"
)

// field runs Parse on v and returns the key it recorded ("" when v passed).
func field(v string) string {
	var errs validate.Errors
	Parse(&errs, "f", v)
	if ve, ok := validate.As(errs.Err()); ok {
		return ve.Fields["f"]
	}
	return ""
}

func TestParse(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		in   string
		want string
	}{
		{"postcode ok", "3121", ""},
		{"postcode 3", "312", KeyInvalid},
		{"postcode letters", "31a1", KeyInvalid},
		{"postcode leading zero", "0872", ""},
		{"postcode trimmed", " 3121 ", ""},
		{"postcode missing", "  ", validate.MissingArgs},
		{"postcode 5", "31210", KeyInvalid},
		{"postcode with state", "VIC 3121", KeyInvalid},
		{"postcode other digits", "３１２１", KeyInvalid},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			if got := field(c.in); got != c.want {
				t.Fatalf("%q → %q, want %q", c.in, got, c.want)
			}
		})
	}
	var errs validate.Errors
	if got := Parse(&errs, "postalCode", " 3121 "); got != "3121" || errs.Err() != nil {
		t.Fatalf("Parse = %q, %v", got, errs.Err())
	}
}

func TestLast4(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"3121": "3121", "VIC 3121": "3121", "AU-2000-1": "0001", "12": "", "": ""} {
		if got := Last4(in); got != want {
			t.Errorf("Last4(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestLastDigits(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"3121": "3121", "VIC 3121": "3121", "AU-2000-1": "0001", "store 5012": "5012",
		"12": "12", "a1b2": "12", "abc": "", "": "", "٣١٢١": ""} {
		if got := LastDigits(in); got != want {
			t.Errorf("LastDigits(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestParseLast4(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"": "", "  ": "", " 3121 ": "3121", "VIC 3121": "3121", "0872": "0872", "12": "!", "abc": "!"} {
		var errs validate.Errors
		got := ParseLast4(&errs, "postalCode", in)
		bad := errs.Has("postalCode")
		if want == "!" && (!bad || got != "") || want != "!" && (bad || string(got) != want) {
			t.Errorf("ParseLast4(%q) = %q (error %v), want %q", in, got, bad, want)
		}
	}
	var errs validate.Errors
	ParseLast4(&errs, "postalCode", "12")
	if ve, _ := validate.As(errs.Err()); ve == nil || ve.Fields["postalCode"] != validate.MalformedRequest {
		t.Fatalf("a short postcode: %v", errs.Err())
	}
}

func TestValid(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]bool{"3121": true, "0200": true, "312": false, "31210": false, " 312": false, "31a1": false, "": false} {
		if got := Valid(in); got != want {
			t.Errorf("Valid(%q) = %v, want %v", in, got, want)
		}
	}
}

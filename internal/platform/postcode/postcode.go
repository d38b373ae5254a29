// Package postcode holds the shop's one postcode value and the ways a postcode is read from what
// people and browsers send (docs/validation.md#addresses, docs/stores.md#stores): an address form
// takes exactly 4 digits, while a postcode or store number given elsewhere (a search, a cookie, a
// query parameter) is reduced to its last 4 digits with everything but digits dropped. Which
// places are Australian, and where they are, is the delivery package's business, not this one's.
package postcode

import (
	"strings"

	"github.com/wattle/storefront/internal/platform/validate"
)

// KeyInvalid is the message key of an address's postcode that is not 4 digits: 'Please enter a
// postcode with 4 digits.' (docs/validation.md#message-texts).
const KeyInvalid = "invalid-postcode"

// Code is an Australian postcode: exactly 4 digits ("3121", "0872"; the leading zero counts). It
// is text, not a number, so that Northern Territory postcodes keep their zero. A Code that comes
// from a Parse function whose errors were nil is always 4 digits.
type Code string

// String is the postcode's 4 digits.
func (c Code) String() string { return string(c) }

// Valid reports whether s is a postcode as it is stored: exactly 4 ASCII digits, nothing else.
func Valid(s string) bool {
	if len(s) != 4 {
		return false
	}
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// Parse reads an address form's postcode (docs/validation.md#addresses): required (missing-args
// when empty after trimming), then exactly 4 digits (KeyInvalid). Nothing is stripped: a shopper
// who typed "VIC 3121" into the postcode box is told so rather than guessed at. The value is
// returned trimmed even when it broke the rule, so the form can show it back.
func Parse(errs *validate.Errors, field, v string) Code {
	v = errs.Required(field, v)
	if v != "" && !Valid(v) {
		errs.Add(field, KeyInvalid)
	}
	return Code(v)
}

// ParseLast4 reads an optional postcode field that is reduced rather than refused
// (docs/stores.md#stores): "" when absent or blank; otherwise its Last4, and malformed-request
// (with "") when fewer than 4 digits remain.
func ParseLast4(errs *validate.Errors, field, v string) Code {
	v = strings.TrimSpace(v)
	if v == "" {
		return ""
	}
	pc := Last4(v)
	if pc == "" {
		errs.Add(field, validate.MalformedRequest)
	}
	return Code(pc)
}

// Last4 reduces a postcode or store number to its last 4 digits, non-digits stripped
// (docs/stores.md#stores): "VIC 3121" is "3121", "AU-2000-1" is "0001". It answers "" when fewer
// than 4 digits remain, for callers that need a whole postcode or store number or nothing.
func Last4(s string) string {
	d := digits(s)
	if len(d) < 4 {
		return ""
	}
	return d[len(d)-4:]
}

// LastDigits reduces a postcode or store number the same way as Last4 but keeps fewer than 4
// digits when that is all there is ("12" stays "12", "abc" is ""): for lookups that simply find
// nothing for a short number, and for checks that tell an empty value from a short one.
func LastDigits(s string) string {
	d := digits(s)
	if len(d) > 4 {
		d = d[len(d)-4:]
	}
	return d
}

// digits is s with everything but the ASCII digits dropped.
func digits(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

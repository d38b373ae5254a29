// Package contact holds the values that say who a person is and how to reach them, as the shop
// checks them wherever a form asks (docs/validation.md): an e-mail address, an Australian mobile
// number and a person's name. Each Parse function records its field's error in validate.Errors
// under the key the web app shows the text of, and returns the value normalised; the caller
// decides which fields a request needs and reads the errors once every field has been parsed.
package contact

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/wattle/storefront/internal/platform/validate"
)

// Field message keys (docs/errors.md#field-message-keys); the web app shows each one's text
// (docs/validation.md#message-texts). A bad e-mail is validate.InvalidEmail.
const (
	KeyLength = validate.InvalidLength // 'Please enter a {field} between {min} and {max} characters.'
	KeyFormat = validate.InvalidFormat // 'Please enter a valid {field}.'
)

var (
	nameChars  = regexp.MustCompile(`^[\p{L}' ’-]+$`)
	localPart  = regexp.MustCompile("^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$")
	domainPart = regexp.MustCompile(`^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$`)
	bracketIP  = regexp.MustCompile(`^\[(?:\d{1,3}\.){3}\d{1,3}\]$`)
	mobileAU   = regexp.MustCompile(`^(?:0[45][0-9]{8,12}|\+61[45][0-9]{8,12})$`)
)

// Email is an e-mail address as the shop stores and compares it: trimmed and in lower case
// (NormalizeEmail), so that Jo@Example.com and jo@example.com are one account.
type Email string

// Mobile is an Australian mobile number with the spaces, hyphens and brackets people type
// dropped: "0412345678" or "+61412345678".
type Mobile string

// Name is a person's first or last name (or a gift card recipient's), trimmed.
type Name string

// NormalizeEmail is how e-mails are compared and stored: trimmed and in lower case. It checks
// nothing, so that a lookup can compare what a guest typed with what an order holds.
func NormalizeEmail(e string) string { return strings.ToLower(strings.TrimSpace(e)) }

// ParseEmail checks an e-mail address (docs/validation.md#e-mail: the standard pattern, a local
// part of at most 64 characters, a domain or a bracketed IP address, at most 254 characters in
// all): missing-args when empty, validate.InvalidEmail when it breaks the pattern. It returns the
// address normalised.
func ParseEmail(errs *validate.Errors, field, v string) Email {
	v = errs.Required(field, v)
	if v == "" {
		return ""
	}
	local, domain, ok := strings.Cut(v, "@")
	if !ok || len(v) > 254 || local == "" || len(local) > 64 || !localPart.MatchString(local) ||
		strings.HasPrefix(local, ".") || strings.HasSuffix(local, ".") || strings.Contains(local, "..") ||
		!(domainPart.MatchString(domain) || bracketIP.MatchString(domain)) {
		errs.Add(field, validate.InvalidEmail)
	}
	return Email(NormalizeEmail(v))
}

// ParseName checks a first or last name (docs/validation.md#names): required, 2-32 characters
// (KeyLength), letters, hyphens, apostrophes (straight or curly) and spaces only (KeyFormat), so
// never digits only. It returns the name trimmed.
func ParseName(errs *validate.Errors, field, v string) Name {
	v = errs.Required(field, v)
	switch n := utf8.RuneCountInString(v); {
	case v == "":
	case n < 2 || n > 32:
		errs.Add(field, KeyLength)
	case !nameChars.MatchString(v):
		errs.Add(field, KeyFormat)
	}
	return Name(v)
}

// ParseMobile checks an Australian mobile number (docs/validation.md#mobile-and-phone): 04/05 and
// 8-12 more digits (up to 14 digits), or +614/+615 and 8-12 more (up to 16 characters), after
// the spaces, hyphens and brackets people type are dropped; otherwise KeyFormat. An empty number
// is missing-args when required and fine (with "") when not: the register, profile and address
// forms make it optional, the return form's sender needs one.
func ParseMobile(errs *validate.Errors, field, v string, required bool) Mobile {
	v = strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || r == '-' || r == '(' || r == ')' {
			return -1
		}
		return r
	}, v)
	if v == "" {
		if required {
			errs.Add(field, validate.MissingArgs)
		}
		return ""
	}
	if !mobileAU.MatchString(v) {
		errs.Add(field, KeyFormat)
	}
	return Mobile(v)
}

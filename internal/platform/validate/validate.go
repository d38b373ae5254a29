// Package validate collects field errors while a request is parsed into a domain value, so a
// shopper sees every mistake at once. Each field carries one message key (docs/errors.md#field-message-keys:
// "missing-args", "malformed-request", "invalid-email-address"…); the transport answers them as
// ERR_VALIDATION with fields, and the web app's zod schemas use the same keys. No business rules
// live here: a domain's Parse function decides what is required.
package validate

import (
	"errors"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Message keys (docs/errors.md#field-message-keys).
const (
	MissingArgs      = "missing-args"
	MalformedRequest = "malformed-request"
	InvalidEmail     = "invalid-email-address"
	InvalidOrder     = "invalid-order-number"
	OutOfRange       = "out-of-range"
	InvalidLength    = "invalid-length"
	InvalidFormat    = "invalid-format"
)

// MessageMissingArgs is the text of a request with a required value missing (docs/validation.md#request-level-rules).
const MessageMissingArgs = "Missing args"

// Error is a request that failed field rules: a message a person can read and each bad field's key.
type Error struct {
	Message string
	Fields  map[string]string
}

func (e *Error) Error() string {
	names := make([]string, 0, len(e.Fields))
	for f, k := range e.Fields {
		names = append(names, f+"="+k)
	}
	sort.Strings(names)
	return "validation: " + e.Message + " (" + strings.Join(names, ", ") + ")"
}

// As returns the validation error in err, if there is one.
func As(err error) (*Error, bool) {
	var ve *Error
	ok := errors.As(err, &ve)
	return ve, ok
}

// Errors collects field errors; the first error of a field wins.
type Errors struct {
	fields  map[string]string
	message string
}

// Add records key for field unless the field already has an error. The first field added also
// sets the message when none was given.
func (e *Errors) Add(field, key string) {
	if e.fields == nil {
		e.fields = map[string]string{}
	}
	if _, ok := e.fields[field]; !ok {
		e.fields[field] = key
	}
}

// Message sets the message the error carries (default: "Missing args" when every key is
// missing-args, else "Some fields are not valid.").
func (e *Errors) Message(m string) { e.message = m }

// Has reports whether field has an error.
func (e *Errors) Has(field string) bool { _, ok := e.fields[field]; return ok }

// Err returns nil when nothing was added, else an *Error.
func (e *Errors) Err() error {
	if len(e.fields) == 0 {
		return nil
	}
	msg := e.message
	if msg == "" {
		msg = MessageMissingArgs
		for _, k := range e.fields {
			if k != MissingArgs {
				msg = "Some fields are not valid."
				break
			}
		}
	}
	return &Error{Message: msg, Fields: e.fields}
}

// Required records missing-args when v is empty after trimming, and returns v trimmed.
func (e *Errors) Required(field, v string) string {
	v = strings.TrimSpace(v)
	if v == "" {
		e.Add(field, MissingArgs)
	}
	return v
}

// MaxLen records malformed-request when v is longer than n characters.
func (e *Errors) MaxLen(field, v string, n int) string {
	if utf8.RuneCountInString(v) > n {
		e.Add(field, MalformedRequest)
	}
	return v
}

// Line checks one line of free text a person typed (a name, a tracking number, a reason;
// docs/validation.md#staff-free-text): it returns v trimmed, and records invalid-length when that
// is longer than max characters, and invalid-format when it holds anything but printable
// characters and plain spaces (control characters, line breaks, tabs, invisible formatting such as
// bidirectional overrides, broken UTF-8) or markup's angle brackets (< and >). Whether it is
// required is the caller's to say (Required).
func (e *Errors) Line(field, v string, max int) string {
	v = strings.TrimSpace(v)
	if utf8.RuneCountInString(v) > max {
		e.Add(field, InvalidLength)
		return v
	}
	if !utf8.ValidString(v) || strings.ContainsAny(v, "<>") || strings.ContainsFunc(v, func(r rune) bool { return !unicode.IsPrint(r) }) {
		e.Add(field, InvalidFormat)
	}
	return v
}

// Int parses an optional integer in [lo, hi]: def when v is empty; malformed-request when v is not
// a number or out of range (never a panic or an overflow further in).
func (e *Errors) Int(field, v string, lo, hi, def int) int {
	v = strings.TrimSpace(v)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi {
		e.Add(field, MalformedRequest)
		return def
	}
	return n
}

// OneOf records malformed-request when v is not empty and not one of allowed.
func (e *Errors) OneOf(field, v string, allowed ...string) string {
	if v == "" {
		return v
	}
	for _, a := range allowed {
		if v == a {
			return v
		}
	}
	e.Add(field, MalformedRequest)
	return v
}

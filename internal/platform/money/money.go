// Package money holds amounts as integer cents. Only the UI formats money for people;
// the wire form {value, formattedValue} is produced here so every handler agrees on it.
package money

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Cents is an amount of Australian dollars in cents, GST inclusive.
type Cents int64

// Wire is the JSON shape of an amount on the API: {"value": 12.5, "formattedValue": "$12.50"}.
type Wire struct {
	Value          float64 `json:"value"`
	FormattedValue string  `json:"formattedValue"`
}

// Wire converts the amount to its API shape.
func (c Cents) Wire() Wire {
	return Wire{Value: float64(c) / 100, FormattedValue: c.Format()}
}

// Format renders the amount the way an Australian shopper reads it: $1,234.50.
func (c Cents) Format() string {
	neg := c < 0
	if neg {
		c = -c
	}
	dollars := int64(c) / 100
	cents := int64(c) % 100
	s := strconv.FormatInt(dollars, 10)
	// Thousands separators.
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	out := fmt.Sprintf("$%s.%02d", s, cents)
	if neg {
		out = "-" + out
	}
	return out
}

// Decimal writes the amount as dollars with exactly two decimals and no separators or symbol,
// the way payment providers take amounts: 12345 is "123.45", 5 is "0.05", -1999 is "-19.99". It
// uses integer arithmetic only, and every amount (the most negative too) has its exact text.
func (c Cents) Decimal() string {
	u, sign := uint64(c), ""
	if c < 0 {
		u, sign = -u, "-" // two's complement: the magnitude of any negative int64, MinInt64 too
	}
	return sign + strconv.FormatUint(u/100, 10) + "." + strconv.FormatUint(u%100/10, 10) + strconv.FormatUint(u%10, 10)
}

// ParseDecimal reads dollars written as decimal text ("123.45", "10", "10.5", "-1.00", "7.100") as
// cents, with integer arithmetic only. The text is an optional minus sign, one or more digits and
// optionally a point followed by one or more digits, of which those after the cents must be
// zeros: fractions of a cent, exponents, separators, a plus sign, spaces and amounts beyond the
// range of Cents are errors. A JSON number of dollars is such text when it has no exponent. It is
// for texts the shop trusts to be amounts (a provider's answer, a till's export); an amount a
// person or a client sends is read by ParseAmount.
func ParseDecimal(s string) (Cents, error) {
	v, neg := strings.CutPrefix(s, "-")
	whole, frac, dot := strings.Cut(v, ".")
	if !digits(whole) || (dot && !digits(frac)) {
		return 0, fmt.Errorf("money: %q is not a decimal amount", s)
	}
	if len(frac) > 2 {
		if strings.Trim(frac[2:], "0") != "" {
			return 0, fmt.Errorf("money: %q has fractions of a cent", s)
		}
		frac = frac[:2]
	}
	for len(frac) < 2 {
		frac += "0"
	}
	d, err := strconv.ParseInt(whole, 10, 64)
	f, _ := strconv.ParseInt(frac, 10, 64)
	if err != nil || d > (math.MaxInt64-f)/100 {
		return 0, fmt.Errorf("money: %q is too large", s)
	}
	c := Cents(d*100 + f)
	if neg {
		c = -c
	}
	return c, nil
}

// Errors of ParseAmount.
var (
	// ErrNotAmount is text that is not an amount of dollars written as ParseAmount takes one.
	ErrNotAmount = errors.New("money: not an amount in dollars")
	// ErrAmountRange is an amount of zero, or over the most the field takes.
	ErrAmountRange = errors.New("money: amount out of range")
)

// maxAmountDigits bounds the dollars ParseAmount reads before it calls an amount out of range:
// 15 digits of dollars are far beyond any amount the shop takes and far inside the range of Cents.
const maxAmountDigits = 15

// ParseAmount reads an amount of dollars a person or a client sends as cents, strictly
// (docs/validation.md#money): the text of a form field, or a JSON number's text as sent
// (wire.Number, never through a float64, so that 1e1 and 10.001 are seen for what they are). It is
// one or more digits, optionally followed by a point and one or two digits: "25", "25.5",
// "25.50". Anything else is ErrNotAmount: a sign (so every negative amount), an exponent ("1e1"),
// a third decimal, even a zero ("10.001", "10.000"), a point without digits on either side,
// separators, spaces, a currency sign, words, NaN and Infinity. An amount that reads but is zero or
// over max (which must be positive) is ErrAmountRange, however many digits it has. The caller
// trims spaces, and strips a dollar sign where people type one.
func ParseAmount(s string, max Cents) (Cents, error) {
	whole, frac, dot := strings.Cut(s, ".")
	if !digits(whole) || dot && (len(frac) > 2 || !digits(frac)) {
		return 0, fmt.Errorf("%w: %q", ErrNotAmount, s)
	}
	whole = strings.TrimLeft(whole, "0")
	if len(whole) > maxAmountDigits {
		return 0, fmt.Errorf("%w: %q", ErrAmountRange, s)
	}
	var d, f int64
	if whole != "" {
		d, _ = strconv.ParseInt(whole, 10, 64) // at most 15 digits: no overflow
	}
	if frac != "" {
		f, _ = strconv.ParseInt(frac, 10, 64)
		if len(frac) == 1 {
			f *= 10
		}
	}
	c := Cents(d*100 + f)
	if c <= 0 || c > max {
		return 0, fmt.Errorf("%w: %q", ErrAmountRange, s)
	}
	return c, nil
}

// digits reports whether s is one or more ASCII digits.
func digits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

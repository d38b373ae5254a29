// Package money holds amounts as integer cents. Only the UI formats money for people;
// the wire form {value, formattedValue} is produced here so every handler agrees on it.
package money

import (
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
// range of Cents are errors. A JSON number of dollars is such text when it has no exponent.
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

// Package money holds amounts as integer cents. Only the UI formats money for people;
// the wire form {value, formattedValue} is produced here so every handler agrees on it.
package money

import (
	"fmt"
	"strconv"
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

package paypal

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/wattle/storefront/internal/platform/money"
)

// amount is PayPal's money: a currency and a decimal string.
type amount struct {
	Currency string `json:"currency_code"`
	Value    string `json:"value"`
}

// aud is c in PayPal's form: "123.45" Australian dollars (c must not be negative).
func aud(c money.Cents) amount {
	return amount{Currency: Currency, Value: FormatCents(c)}
}

// FormatCents writes c as PayPal's value of a two-decimal currency: 12345 is "123.45", -5 is
// "-0.05".
func FormatCents(c money.Cents) string {
	sign := ""
	n := int64(c)
	if n < 0 {
		sign = "-"
		// -(MinInt64) overflows: the cents of the most negative amount are written from uint64.
		u := uint64(-(n + 1)) + 1
		return fmt.Sprintf("%s%d.%02d", sign, u/100, u%100)
	}
	return fmt.Sprintf("%d.%02d", n/100, n%100)
}

// errValue is a value that is not an amount of cents.
var errValue = errors.New("paypal: not an amount of cents")

// ParseCents reads PayPal's value of a two-decimal currency ("123.45", "10", "10.5", "-1.00") as
// cents, with integer arithmetic only; more than two decimals are refused unless they are zeros.
func ParseCents(s string) (money.Cents, error) {
	v := strings.TrimSpace(s)
	neg := strings.HasPrefix(v, "-")
	if neg {
		v = v[1:]
	}
	whole, frac, dot := strings.Cut(v, ".")
	if whole == "" && frac == "" {
		return 0, fmt.Errorf("%w: %q", errValue, s)
	}
	if whole == "" {
		whole = "0"
	}
	if !digits(whole) || (dot && !digits(frac)) {
		return 0, fmt.Errorf("%w: %q", errValue, s)
	}
	if len(frac) > 2 {
		if strings.Trim(frac[2:], "0") != "" {
			return 0, fmt.Errorf("%w: %q has fractions of a cent", errValue, s)
		}
		frac = frac[:2]
	}
	for len(frac) < 2 {
		frac += "0"
	}
	d, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || d > (1<<63-1-99)/100 {
		return 0, fmt.Errorf("%w: %q is too large", errValue, s)
	}
	f, _ := strconv.ParseInt(frac, 10, 64)
	c := d*100 + f
	if neg {
		c = -c
	}
	return money.Cents(c), nil
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

package paypal

import (
	"fmt"
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

// FormatCents writes c as PayPal's value of a two-decimal currency (money.Cents.Decimal): 12345
// is "123.45", -5 is "-0.05".
func FormatCents(c money.Cents) string { return c.Decimal() }

// ParseCents reads PayPal's value of a two-decimal currency ("123.45", "10", "10.5", "-1.00") as
// cents, with integer arithmetic only (money.ParseDecimal); more than two decimals are refused
// unless they are zeros. It takes spaces around the value and a value without its whole dollars
// (".5").
func ParseCents(s string) (money.Cents, error) {
	v := strings.TrimSpace(s)
	if whole, frac, ok := strings.Cut(v, "."); ok && (whole == "" || whole == "-") {
		v = whole + "0." + frac
	}
	c, err := money.ParseDecimal(v)
	if err != nil {
		return 0, fmt.Errorf("paypal: %w", err)
	}
	return c, nil
}

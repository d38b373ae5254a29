package money

import (
	"errors"
	"math"
	"strings"
	"testing"
)

func TestFormat(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		in   Cents
		want string
	}{
		{"zero", 0, "$0.00"},
		{"cents", 5, "$0.05"},
		{"dollars", 1250, "$12.50"},
		{"thousands", 123456, "$1,234.56"},
		{"millions", 123456789, "$1,234,567.89"},
		{"negative", -1999, "-$19.99"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got := tc.in.Format(); got != tc.want {
				t.Fatalf("Format(%d) = %q, want %q", tc.in, got, tc.want)
			}
			if w := tc.in.Wire(); w.FormattedValue != tc.want || w.Value != float64(tc.in)/100 {
				t.Fatalf("Wire(%d) = %+v", tc.in, w)
			}
		})
	}
}

func TestDecimal(t *testing.T) {
	t.Parallel()
	for c, want := range map[Cents]string{
		0: "0.00", 5: "0.05", 50: "0.50", 1250: "12.50", 12345: "123.45", 123456789: "1234567.89",
		-5: "-0.05", -1999: "-19.99",
		math.MaxInt64: "92233720368547758.07", math.MinInt64: "-92233720368547758.08",
	} {
		if got := c.Decimal(); got != want {
			t.Errorf("Cents(%d).Decimal() = %q, want %q", c, got, want)
		}
	}
}

func TestParseDecimal(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]Cents{
		"0": 0, "0.00": 0, "-0.00": 0, "0.05": 5, "12": 1200, "12.5": 1250, "12.50": 1250, "12.500": 1250,
		"7.100": 710, "0.1": 10, "123.45": 12345, "-1.00": -100, "-19.99": -1999, "007.5": 750,
		"1000000.00": 100000000, "92233720368547758.07": math.MaxInt64, "-92233720368547758.07": -math.MaxInt64,
	} {
		if got, err := ParseDecimal(in); err != nil || got != want {
			t.Errorf("ParseDecimal(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "-", ".", "-.", ".5", "-.5", "12.", "1.005", "1.2340", "1e3", "1E3", "+1",
		"--1", " 1.00", "1.00 ", "1,000.00", "12,50", "1.2.3", "abc", "0x10", "١٢", "92233720368547758.08",
		"99999999999999999999", "-99999999999999999999.00"} {
		if got, err := ParseDecimal(in); err == nil {
			t.Errorf("ParseDecimal(%q) = %d, want an error", in, got)
		}
	}
	for _, c := range []Cents{0, 1, 99, 100, 101, -1, -101, 123456789, math.MaxInt64, -math.MaxInt64} {
		if got, err := ParseDecimal(c.Decimal()); err != nil || got != c {
			t.Errorf("ParseDecimal(%q) = %d, %v; want %d back", c.Decimal(), got, err, c)
		}
	}
}

func TestParseAmount(t *testing.T) {
	t.Parallel()
	const max Cents = 100000 // $1,000
	for _, tc := range []struct {
		in   string
		want Cents
	}{
		{"25", 2500}, {"25.5", 2550}, {"25.50", 2550}, {"25.05", 2505}, {"0.01", 1}, {"0.1", 10}, {"1000", 100000},
		{"1000.00", 100000}, {"007.5", 750}, {"999.99", 99999},
	} {
		if got, err := ParseAmount(tc.in, max); err != nil || got != tc.want {
			t.Errorf("ParseAmount(%q) = %d, %v; want %d", tc.in, got, err, tc.want)
		}
	}
	for _, tc := range []struct {
		name, in string
		want     error
	}{
		{"fractions of a cent", "10.001", ErrNotAmount},
		{"a third decimal, even a zero", "10.000", ErrNotAmount},
		{"an exponent", "1e1", ErrNotAmount},
		{"an exponent in capitals", "1E1", ErrNotAmount},
		{"a signed exponent", "25e-1", ErrNotAmount},
		{"negative", "-5", ErrNotAmount},
		{"negative zero", "-0", ErrNotAmount},
		{"a plus sign", "+5", ErrNotAmount},
		{"a word", "ten", ErrNotAmount},
		{"empty", "", ErrNotAmount},
		{"a point alone", ".", ErrNotAmount},
		{"no dollars", ".5", ErrNotAmount},
		{"no cents after the point", "25.", ErrNotAmount},
		{"two points", "1.2.3", ErrNotAmount},
		{"a thousands separator", "1,000", ErrNotAmount},
		{"a decimal comma", "12,50", ErrNotAmount},
		{"a dollar sign", "$25", ErrNotAmount},
		{"spaces", " 25 ", ErrNotAmount},
		{"not a number", "NaN", ErrNotAmount},
		{"infinite", "Infinity", ErrNotAmount},
		{"hexadecimal", "0x10", ErrNotAmount},
		{"other digits", "١٢", ErrNotAmount},
		{"a JSON string's quotes", `"25"`, ErrNotAmount},
		{"zero", "0", ErrAmountRange},
		{"zero with cents", "0.00", ErrAmountRange},
		{"over the most", "1000.01", ErrAmountRange},
		{"absurdly large", "99999999999999999999999999", ErrAmountRange},
		{"beyond int64", strings.Repeat("9", 40) + ".99", ErrAmountRange},
	} {
		if got, err := ParseAmount(tc.in, max); !errors.Is(err, tc.want) {
			t.Errorf("%s: ParseAmount(%q) = %d, %v; want %v", tc.name, tc.in, got, err, tc.want)
		}
	}
	// Every amount in range reads back from its own text.
	for _, c := range []Cents{1, 99, 100, 12345, max} {
		if got, err := ParseAmount(c.Decimal(), max); err != nil || got != c {
			t.Errorf("ParseAmount(%q) = %d, %v; want %d", c.Decimal(), got, err, c)
		}
	}
}

package money

import "testing"

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

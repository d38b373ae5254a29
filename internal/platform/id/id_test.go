package id

import (
	"strings"
	"testing"
)

func TestToken(t *testing.T) {
	t.Parallel()
	a, b := Token(32), Token(32)
	if len(a) != 43 || a == b || strings.ContainsAny(a, "+/=") {
		t.Fatalf("tokens %q %q", a, b)
	}
}

func TestDigits(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	for range 200 {
		d := Digits(10)
		if len(d) != 10 || d[0] == '0' || strings.Trim(d, "0123456789") != "" {
			t.Fatalf("Digits(10) = %q", d)
		}
		seen[d] = true
	}
	if len(seen) < 190 {
		t.Fatalf("only %d distinct numbers in 200", len(seen))
	}
	if Digits(0) != "" {
		t.Fatal("Digits(0)")
	}
}

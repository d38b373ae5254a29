package postcode_test

import (
	"testing"

	"github.com/wattle/storefront/internal/demo"
	"github.com/wattle/storefront/internal/platform/postcode"
)

func TestStateOf(t *testing.T) {
	t.Parallel()
	for pc, want := range map[string]string{
		"0200": "ACT", "0299": "ACT", "2600": "ACT", "2618": "ACT", "2900": "ACT", "2920": "ACT",
		"0800": "NT", "0872": "NT", "0999": "NT",
		"1000": "NSW", "2000": "NSW", "2599": "NSW", "2619": "NSW", "2899": "NSW", "2921": "NSW", "2999": "NSW",
		"3000": "VIC", "3999": "VIC", "8000": "VIC", "8999": "VIC",
		"4000": "QLD", "4999": "QLD", "9000": "QLD", "9999": "QLD",
		"5000": "SA", "5999": "SA", "6000": "WA", "6999": "WA", "7000": "TAS", "7999": "TAS",
		"0100": "", "0199": "", "0300": "", "0799": "", "312": "", "31210": "", " 3121": "", "": "",
	} {
		if got := postcode.StateOf(pc); got != want {
			t.Errorf("StateOf(%q) = %q, want %q", pc, got, want)
		}
	}
}

func TestInState(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		pc, state string
		want      bool
	}{
		{"3000", "VIC", true},
		{"3000", "NSW", false}, // Melbourne NSW 3000 (issue 27 item 9)
		{"2000", "VIC", false},
		{"2601", "ACT", true},
		{"2601", "NSW", false},
		{"2620", "NSW", true}, // Queanbeyan
		{"2620", "ACT", true}, // Tharwa
		{"2406", "QLD", true}, // Mungindi QLD
		{"2406", "VIC", false},
		{"0872", "SA", true},
		{"0872", "QLD", false},
		{"0800", "NT", true},
		{"3000", "vic", false}, // states are upper-case codes by the time they are compared
		{"30", "VIC", false},
	} {
		if got := postcode.InState(postcode.Code(c.pc), c.state); got != c.want {
			t.Errorf("InState(%q, %q) = %v, want %v", c.pc, c.state, got, c.want)
		}
	}
}

// TestEveryLocalityInState: every suburb of the locality data (which the address finder, the
// stores and the demo's addresses come from) has a postcode of its state, so the rule refuses
// no real place; and no cross-border postcode is listed that the data does not need.
func TestEveryLocalityInState(t *testing.T) {
	t.Parallel()
	locs := demo.Localities()
	if len(locs) < 15000 {
		t.Fatalf("only %d localities", len(locs))
	}
	needed := map[string]bool{}
	for _, l := range locs {
		if !postcode.InState(postcode.Code(l.PostalCode), l.State) {
			t.Errorf("%s %s %s is refused", l.Suburb, l.State, l.PostalCode)
		}
		if postcode.StateOf(l.PostalCode) != l.State {
			needed[l.PostalCode+" "+l.State] = true
		}
	}
	for pc, states := range postcode.CrossBorder() {
		for _, s := range states {
			if !needed[pc+" "+s] {
				t.Errorf("cross-border %s %s: no locality needs it", pc, s)
			}
		}
	}
	for _, s := range demo.Stores() {
		a := s.Address
		if !postcode.InState(postcode.Code(a.PostalCode), a.State) {
			t.Errorf("store %s: %s %s %s is refused", s.Number, a.Town, a.State, a.PostalCode)
		}
	}
}

package staff_test

import (
	"strings"
	"testing"

	"github.com/wattle/storefront/internal/platform/validate"
	"github.com/wattle/storefront/internal/staff"
)

// A new member's name is optional, trimmed, one line of plain text of at most 100 characters.
func TestParseAddName(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, want, key string
	}{
		{"  Sam O’Brien-Ng ", "Sam O’Brien-Ng", ""},
		{"", "", ""},
		{strings.Repeat("a", 100), strings.Repeat("a", 100), ""},
		{strings.Repeat("a", 101), "", validate.InvalidLength},
		{"Sam\nEvil", "", validate.InvalidFormat},
		{"Sam\u202eEvil", "", validate.InvalidFormat},
		{"<script>alert(1)</script>", "", validate.InvalidFormat},
	} {
		m, err := staff.ParseAdd(staff.AddRequest{Email: "new@example.com", Name: tc.name, Role: staff.Manager})
		if tc.key == "" {
			if err != nil || m.Name != tc.want || m.Email != "new@example.com" || m.Role != staff.Manager {
				t.Errorf("ParseAdd(%q) = %+v, %v", tc.name, m, err)
			}
			continue
		}
		if ve, ok := validate.As(err); !ok || ve.Fields["name"] != tc.key || len(ve.Fields) != 1 {
			t.Errorf("ParseAdd(%q): %v, want name=%s", tc.name, err, tc.key)
		}
	}
}

package validate

import (
	"errors"
	"fmt"
	"testing"
)

func TestErrors(t *testing.T) {
	t.Parallel()
	var e Errors
	if e.Err() != nil {
		t.Fatal("no fields, no error")
	}
	e.Required("dtid", "  ")
	e.Required("dtid", "")          // the first error of a field wins
	e.Add("dtid", MalformedRequest) // ignored too
	err := e.Err()
	ve, ok := As(fmt.Errorf("wrapped: %w", err))
	if !ok || ve.Message != MessageMissingArgs || ve.Fields["dtid"] != MissingArgs || len(ve.Fields) != 1 {
		t.Fatalf("error = %#v", err)
	}
	if page := e.Int("page", "9223372036854775807", 1, 10000, 1); page != 1 || !e.Has("page") {
		t.Fatalf("huge page = %d, has error %v", page, e.Has("page"))
	}
	ve, _ = As(e.Err())
	if ve.Message != "Some fields are not valid." || ve.Fields["page"] != MalformedRequest {
		t.Fatalf("mixed keys: %#v", ve)
	}
	var f Errors
	if n := f.Int("page", "", 1, 10, 1); n != 1 || f.Err() != nil {
		t.Fatal("an absent int takes its default")
	}
	if n := f.Int("page", "7", 1, 10, 1); n != 7 || f.Err() != nil {
		t.Fatal("an int in range")
	}
	for _, bad := range []string{"0", "11", "-1", "x", "1e3"} {
		var g Errors
		g.Int("page", bad, 1, 10, 1)
		if !g.Has("page") {
			t.Fatalf("%q accepted", bad)
		}
	}
	var h Errors
	h.OneOf("sortOrder", "sideways", "ascending", "descending")
	h.MaxLen("searchTerm", "abcdef", 5)
	h.Message("Some search options are not valid.")
	ve, _ = As(h.Err())
	if len(ve.Fields) != 2 || ve.Message != "Some search options are not valid." {
		t.Fatalf("%#v", ve)
	}
	if _, ok := As(errors.New("other")); ok {
		t.Fatal("As on another error")
	}
}

func TestLine(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, in, want string
		max            int
		key            string
	}{
		{"plain", "Damaged in the warehouse", "Damaged in the warehouse", 120, ""},
		{"trimmed", "  Sam O’Brien \t", "Sam O’Brien", 120, ""},
		{"empty is the caller's to refuse", "   ", "", 120, ""},
		{"letters of any script", "Zoë Nguyễn 李", "Zoë Nguyễn 李", 120, ""},
		{"at the limit", "abcde", "abcde", 5, ""},
		{"one over", "abcdef", "abcdef", 5, InvalidLength},
		{"counted in characters, not bytes", "ééééé", "ééééé", 5, ""},
		{"a line break", "Sam\nEvil", "Sam\nEvil", 120, InvalidFormat},
		{"a carriage return", "a\rb", "a\rb", 120, InvalidFormat},
		{"a tab inside", "a\tb", "a\tb", 120, InvalidFormat},
		{"a NUL", "a\x00b", "a\x00b", 120, InvalidFormat},
		{"an escape", "a\x1b[31m", "a\x1b[31m", 120, InvalidFormat},
		{"a bidirectional override", "abc\u202edcb", "abc\u202edcb", 120, InvalidFormat},
		{"a zero-width space", "a\u200bb", "a\u200bb", 120, InvalidFormat},
		{"markup", "<b>x", "<b>x", 120, InvalidFormat},
		{"a closing bracket", "x>", "x>", 120, InvalidFormat},
		{"broken UTF-8", "a\xffb", "a\xffb", 120, InvalidFormat},
	} {
		var e Errors
		if got := e.Line("f", tc.in, tc.max); got != tc.want {
			t.Errorf("%s: Line(%q) = %q, want %q", tc.name, tc.in, got, tc.want)
		}
		var key string
		if ve, ok := As(e.Err()); ok {
			key = ve.Fields["f"]
		}
		if key != tc.key {
			t.Errorf("%s: Line(%q) key %q, want %q", tc.name, tc.in, key, tc.key)
		}
	}
}

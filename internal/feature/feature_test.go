package feature

import (
	"encoding/json"
	"maps"
	"slices"
	"testing"
	"time"
)

// TestTogglesNameEveryToggle: the answer's fields are exactly the toggle names, each set from the
// defaults, and in name order (as the map they replaced was written).
func TestTogglesNameEveryToggle(t *testing.T) {
	t.Parallel()
	env := NewSet(nil).Environment(time.Unix(0, 0))
	b, err := json.Marshal(env.Features)
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]bool
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	if want := Defaults(); !maps.Equal(got, want) {
		t.Fatalf("toggles = %v, want the defaults %v", got, want)
	}
	asMap, _ := json.Marshal(got) // encoding/json writes map keys sorted
	if string(asMap) != string(b) {
		t.Fatalf("field order differs from name order:\n%s\n%s", b, asMap)
	}
	if n := len((&Toggles{}).byName()); n != len(Defaults()) {
		t.Fatalf("byName has %d toggles, Defaults %d", n, len(Defaults()))
	}
}

func TestOverrides(t *testing.T) {
	t.Parallel()
	s := NewSet(map[string]bool{Flypay: true, Zip: false, "nonsense": true})
	if !s.On(Flypay) || s.On(Zip) || s.On("nonsense") || !s.On(Afterpay) {
		t.Fatalf("overrides not applied: %+v", s.Environment(time.Now()).Features)
	}
	names := slices.Sorted(maps.Keys((&Toggles{}).byName()))
	for _, n := range names {
		if _, ok := Defaults()[n]; !ok {
			t.Errorf("toggle %s has no default", n)
		}
	}
}

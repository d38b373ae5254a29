package demo

import (
	"slices"
	"testing"
)

// TestNamesNeverRepeatAWord checks the whole demo catalogue, and another seed's, for names such
// as "Linen Linen Quilt Cover Set".
func TestNamesNeverRepeatAWord(t *testing.T) {
	t.Parallel()
	for _, seed := range []int64{1, 2} {
		for _, p := range all(t, seed, DemoProducts) {
			seen := map[string]bool{}
			for _, w := range Words(p.Name) {
				if seen[w] {
					t.Errorf("seed %d %s: %q says %q twice", seed, p.Code, p.Name, w)
				}
				seen[w] = true
			}
		}
	}
	if got := Words("Ember & Oak Fig & Cedar T-Shirt"); !slices.Equal(got, []string{"ember", "oak", "fig", "cedar", "t", "shirt"}) {
		t.Errorf("Words = %q", got)
	}
}

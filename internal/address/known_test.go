package address

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/wattle/storefront/internal/demo"
)

// TestKnownStreets: the real main streets of the capital cities' centres, typed the ways shoppers
// type them, come first, in their own suburb and postcode (issue 27 item 9).
func TestKnownStreets(t *testing.T) {
	t.Parallel()
	b := finder()
	tests := []struct{ text, first string }{
		{"120 Collins Street", "120 Collins Street, Melbourne VIC 3000"},
		{"120 collins st", "120 Collins Street, Melbourne VIC 3000"},
		{"120 Collins St Melbourne", "120 Collins Street, Melbourne VIC 3000"},
		{"120 Collins Street, Melbourne VIC 3000", "120 Collins Street, Melbourne VIC 3000"},
		{"120 COLLINS ST MELBOURNE 3000", "120 Collins Street, Melbourne VIC 3000"},
		{"2/120 collins st melb", "2/120 Collins Street, Melbourne VIC 3000"},
		{"12 little collins st", "12 Little Collins Street, Melbourne VIC 3000"},
		{"210 flinders st melbourne", "210 Flinders Street, Melbourne VIC 3000"},
		{"12 flinders ln", "12 Flinders Lane, Melbourne VIC 3000"},
		{"300 la trobe st", "300 La Trobe Street, Melbourne VIC 3000"},
		{"250 swanston st melbourne vic", "250 Swanston Street, Melbourne VIC 3000"},
		{"100 st kilda rd melbourne", "100 St Kilda Road, Melbourne VIC 3004"},
		{"120 lygon st", "120 Lygon Street, Carlton VIC 3053"},
		{"120 Lygon Street, Carlton", "120 Lygon Street, Carlton VIC 3053"},
		{"500 chapel st south yarra", "500 Chapel Street, South Yarra VIC 3141"},
		{"250 chapel st prahran", "250 Chapel Street, Prahran VIC 3181"},
		{"120 acland st st kilda", "120 Acland Street, St Kilda VIC 3182"},
		{"120 acland st", "120 Acland Street, St Kilda VIC 3182"},
		{"20 fitzroy st st kilda", "20 Fitzroy Street, St Kilda VIC 3182"},
		{"200 george st sydney", "200 George Street, Sydney NSW 2000"},
		{"100 pitt st sydney nsw 2000", "100 Pitt Street, Sydney NSW 2000"},
		{"1 martin pl", "1 Martin Place, Sydney NSW 2000"},
		{"120 oxford st darlinghurst", "120 Oxford Street, Darlinghurst NSW 2010"},
		{"120 queen st brisbane", "120 Queen Street, Brisbane QLD 4000"},
		{"120 queen st brisbane city", "120 Queen Street, Brisbane City QLD 4000"},
		{"120 wickham tce", "120 Wickham Terrace, Spring Hill QLD 4000"},
		{"300 brunswick st fortitude valley", "300 Brunswick Street, Fortitude Valley QLD 4006"},
		{"120 st georges tce perth", "120 St Georges Terrace, Perth WA 6000"},
		{"600 hay st perth wa", "600 Hay Street, Perth WA 6000"},
		{"100 king william st", "100 King William Street, Adelaide SA 5000"},
		{"50 rundle mall adelaide", "50 Rundle Mall, Adelaide SA 5000"},
		{"100 collins st hobart", "100 Collins Street, Hobart TAS 7000"},
		{"50 smith st darwin", "50 Smith Street, Darwin NT 0800"},
		{"20 northbourne ave canberra", "20 Northbourne Avenue, Canberra ACT 2601"},
		{"100 london cct city act", "100 London Circuit, City ACT 2601"},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			t.Parallel()
			got, err := b.Suggest(context.Background(), tc.text)
			if err != nil || len(got) == 0 || got[0].Label != tc.first || !got[0].AddressValid {
				t.Fatalf("Suggest(%q) = %q, %v; want %q first", tc.text, labels(got), err, tc.first)
			}
			a, err := b.Resolve(context.Background(), got[0].ID)
			if err != nil || a.Label != tc.first {
				t.Fatalf("Resolve = %+v, %v", a, err)
			}
		})
	}
}

// TestKnownStreetsOnly: a text that names a known street is offered known streets only (no
// invented Collins Street in another suburb), and a street a known suburb does not have, or a
// number past the part of the street in that suburb, is no match, so the shopper types it in.
func TestKnownStreetsOnly(t *testing.T) {
	t.Parallel()
	b := finder()
	tests := []struct {
		text string
		want []string
		err  error
	}{
		{"120 collins st", []string{"120 Collins Street, Melbourne VIC 3000", "120 Collins Street, Hobart TAS 7000"}, nil},
		// Suburbs whose names start so come too (post office localities here).
		{"collins street", []string{"Collins Street, Melbourne VIC 3000", "Collins Street, Hobart TAS 7000",
			"Collins Street East VIC 8003", "Collins Street West VIC 8007"}, nil},
		{"12 elizabeth st", []string{"12 Elizabeth Street, Melbourne VIC 3000", "12 Elizabeth Street, Sydney NSW 2000",
			"12 Elizabeth Street, Brisbane QLD 4000", "12 Elizabeth Street, Brisbane City QLD 4000", "12 Elizabeth Street, Hobart TAS 7000"}, nil},
		{"12 high st melbourne", nil, ErrNoMatch},
		{"12 church street, melbourne vic 3000", nil, ErrNoMatch},
		{"12 acland st carlton", nil, ErrNoMatch},
		{"700 collins st melbourne", nil, ErrNoMatch},
		{"12 george st sydney", nil, ErrNoMatch}, // George Street below 150 is The Rocks
		{"120 wickham tce brisbane", nil, ErrNoMatch},
		{"parcel locker melbourne", nil, ErrNoMatch},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			t.Parallel()
			got, err := b.Suggest(context.Background(), tc.text)
			if !errors.Is(err, tc.err) || strings.Join(labels(got), "|") != strings.Join(tc.want, "|") {
				t.Fatalf("Suggest(%q) = %q, %v; want %q, %v", tc.text, labels(got), err, tc.want, tc.err)
			}
		})
	}
}

// TestNeverAnotherSuburb: whatever street is typed, a suburb typed in full (with or without its
// state and postcode) or a postcode is the only place suggested. Checked in every known suburb
// and in a spread of the others.
func TestNeverAnotherSuburb(t *testing.T) {
	t.Parallel()
	b := finder()
	ctx := context.Background()
	check := func(text string, ok func(s *suburb) bool) {
		got, err := b.Suggest(ctx, text)
		if err != nil && !errors.Is(err, ErrNoMatch) && !errors.Is(err, ErrTooManyMatches) {
			t.Fatalf("Suggest(%q): %v", text, err)
		}
		for _, g := range got {
			m, _ := b.decode(g.ID)
			if s := &b.suburbs[m.sub]; !ok(s) {
				t.Errorf("Suggest(%q) offers %q", text, g.Label)
			}
		}
	}
	for i := range b.suburbs {
		s := &b.suburbs[i]
		if !s.known && i%53 != 0 {
			continue
		}
		for _, st := range []string{"collins st", "high st", "george street", "chapel", "king"} {
			n := 120
			check(fmt.Sprintf("%d %s %s", n, st, s.name), func(o *suburb) bool { return o.key == s.key })
			check(fmt.Sprintf("%d %s, %s %s", n, st, s.name, s.state), func(o *suburb) bool { return o.key == s.key && o.state == s.state })
			check(fmt.Sprintf("%d %s %s %s %s", n, st, s.name, s.state, s.postcode), func(o *suburb) bool { return o == s })
			check(fmt.Sprintf("%d %s %s", n, st, s.postcode), func(o *suburb) bool { return o.postcode == s.postcode })
		}
	}
}

// TestKnownData: every known street is in a suburb the locality data has, spelled as it spells
// it, with a postcode of the suburb's state, and house numbers a city street can have.
func TestKnownData(t *testing.T) {
	t.Parallel()
	have := map[place]bool{}
	for _, l := range demo.Localities() {
		have[place{l.Suburb, l.State, l.PostalCode}] = true
	}
	if len(knownStreets) < 100 {
		t.Fatalf("only %d known streets", len(knownStreets))
	}
	in := map[string]bool{}
	for _, k := range knownStreets {
		if !have[k.place] {
			t.Errorf("%s %s: no locality %+v", k.name, streetKinds[k.kind].full, k.place)
		}
		if k.last > 1100 {
			t.Errorf("%s %s, %s: numbers up to %d", k.name, streetKinds[k.kind].full, k.place.suburb, k.last)
		}
		in[k.place.state] = true
	}
	if len(in) != len(states) {
		t.Errorf("known streets in %d states and territories, want all %d", len(in), len(states))
	}
	b := finder()
	for _, p := range knownPlaces {
		i, ok := b.byPlace[p]
		if !ok || !b.suburbs[i].known || b.suburbs[i].locker != 0 {
			t.Errorf("%+v: not a known suburb without a locker in the finder", p)
		}
	}
}

func TestParseKnown(t *testing.T) {
	t.Parallel()
	good := "# comment\n\nVIC\t3000\tMelbourne\tCollins Street\t1\t650\n"
	if ks, err := parseKnown(good); err != nil || len(ks) != 1 || ks[0].name != "Collins" || ks[0].last != 650 {
		t.Fatalf("parseKnown(good) = %+v, %v", ks, err)
	}
	for _, bad := range []string{
		"VIC\t3000\tMelbourne\tCollins Street\t1",
		"XYZ\t3000\tMelbourne\tCollins Street\t1\t650",
		"VIC\t300\tMelbourne\tCollins Street\t1\t650",
		"VIC\t3000\tMelbourne\tCollins\t1\t650",
		"VIC\t3000\tMelbourne\tCollins Boulevardier\t1\t650",
		"VIC\t3000\tMelbourne\tCollins Street\t0\t650",
		"VIC\t3000\tMelbourne\tCollins Street\t10\t9",
		"VIC\t3000\tMelbourne\tCollins Street\t1\t650\nVIC\t3000\tMelbourne\tCollins Street\t1\t650",
	} {
		if _, err := parseKnown(bad); err == nil {
			t.Errorf("parseKnown(%q) = nil error", bad)
		}
	}
}

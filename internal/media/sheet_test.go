package media

import (
	"bytes"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
)

// TestContactSheet writes a contact sheet of drawings for checking by eye; it runs only when
// MEDIA_SHEET names the SVG file to write. MEDIA_SHEET_MOTIFS (comma separated) picks the motifs,
// a kind standing for all its drawings (default: every kind); MEDIA_SHEET_VIEWS the views
// (default "1"). Convert with, for example, rsvg-convert -o sheet.png sheet.svg.
func TestContactSheet(t *testing.T) {
	out := os.Getenv("MEDIA_SHEET")
	if out == "" {
		t.Skip("set MEDIA_SHEET=/tmp/sheet.svg to write a contact sheet")
	}
	var names []string
	if m := os.Getenv("MEDIA_SHEET_MOTIFS"); m != "" {
		names = strings.Split(m, ",")
	} else {
		for k := range kinds {
			names = append(names, k)
		}
		sort.Strings(names)
	}
	var drawn []string
	for _, n := range names {
		if list, ok := kinds[n]; ok {
			drawn = append(drawn, list...)
		} else {
			drawn = append(drawn, n)
		}
	}
	views := []int{1}
	if v := os.Getenv("MEDIA_SHEET_VIEWS"); v != "" {
		views = nil
		for _, f := range strings.Split(v, ",") {
			var n int
			fmt.Sscan(f, &n)
			views = append(views, n)
		}
	}
	colours := []string{"#1f3a68", "#c8643b", "#f4f4f2", "#1f1f1f", "#9caf88", "#e8b4b0", "#4f76a8", "#d4a017"}
	const cell, cols = 220, 8
	type item struct {
		name string
		view int
	}
	var items []item
	for _, n := range drawn {
		for _, v := range views {
			items = append(items, item{n, v})
		}
	}
	rows := (len(items) + cols - 1) / cols
	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d"><rect width="100%%" height="100%%" fill="#fff"/>`, cols*cell, rows*(cell+20))
	for i, it := range items {
		x, y := i%cols*cell, i/cols*(cell+20)
		fmt.Fprintf(&b, `<svg x="%d" y="%d" width="%d" height="%d">`, x+5, y+5, cell-10, cell-10)
		if err := Tile(&b, it.name, colours[i%len(colours)], it.view, uint32(i)); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, `</svg><text x="%d" y="%d" font-family="sans-serif" font-size="13">%s v%d</text>`, x+8, y+cell+8, it.name, it.view)
	}
	b.WriteString(`</svg>`)
	if err := os.WriteFile(out, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

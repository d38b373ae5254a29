package media

import (
	"bytes"
	"encoding/xml"
	"io"
	"strings"
	"testing"
)

func validXML(t *testing.T, b []byte) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(b))
	for {
		_, err := d.Token()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatalf("invalid XML: %v\n%s", err, b)
		}
	}
}

func TestEveryMotifRenders(t *testing.T) {
	t.Parallel()
	for _, m := range Motifs() {
		for view := 1; view <= 3; view++ {
			var b bytes.Buffer
			if err := Tile(&b, m, "#1f3a68", view, 7); err != nil {
				t.Fatal(err)
			}
			validXML(t, b.Bytes())
			if b.Len() > 12000 {
				t.Errorf("%s view %d is %d bytes", m, view, b.Len())
			}
		}
		var b bytes.Buffer
		if err := Icon(&b, m); err != nil {
			t.Fatal(err)
		}
		validXML(t, b.Bytes())
	}
}

func TestTileVariants(t *testing.T) {
	t.Parallel()
	render := func(motif, hex string, view int) string {
		var b bytes.Buffer
		if err := Tile(&b, motif, hex, view, 3); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	cases := []struct {
		name string
		a, b string
		same bool
	}{
		{"deterministic", render("lamp", "#1f3a68", 1), render("lamp", "#1f3a68", 1), true},
		{"colour changes the picture", render("lamp", "#1f3a68", 1), render("lamp", "#c8643b", 1), false},
		{"views differ", render("lamp", "#1f3a68", 1), render("lamp", "#1f3a68", 2), false},
		{"unknown motif falls back", render("no-such-icon", "#1f3a68", 1), render(fallbackMotif, "#1f3a68", 1), true},
		{"bad hex is neutral", render("lamp", "zzz", 1), render("lamp", neutral, 1), true},
		{"view clamps low", render("lamp", "#123456", 0), render("lamp", "#123456", 1), true},
		{"view clamps high", render("lamp", "#123456", 9), render("lamp", "#123456", 3), true},
		{"short hex", render("lamp", "#fff", 1), render("lamp", "#ffffff", 1), true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if (tc.a == tc.b) != tc.same {
				t.Fatalf("same = %v, want %v", tc.a == tc.b, tc.same)
			}
		})
	}
	if !strings.Contains(render("shirt", "#f4f4f2", 1), "#eeeae3") {
		t.Error("a white item should sit on the warm grey ground")
	}
}

func BenchmarkTile(b *testing.B) {
	var buf bytes.Buffer
	for range b.N {
		buf.Reset()
		_ = Tile(&buf, "sofa", "#c8643b", 1, 1)
	}
}

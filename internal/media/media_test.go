package media

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// decodes reports whether b is one well-formed XML document.
func decodes(b []byte) error {
	d := xml.NewDecoder(bytes.NewReader(b))
	for {
		_, err := d.Token()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

func tile(t testing.TB, motif, hex string, view int, seed uint32) string {
	t.Helper()
	var b bytes.Buffer
	if err := Tile(&b, motif, hex, view, seed); err != nil {
		t.Fatalf("Tile(%q, %q, %d, %d): %v", motif, hex, view, seed, err)
	}
	return b.String()
}

func TestEveryMotifRenders(t *testing.T) {
	t.Parallel()
	for _, m := range Motifs() {
		t.Run(m, func(t *testing.T) {
			t.Parallel()
			for view := 1; view <= 3; view++ {
				for _, hex := range []string{"#1f3a68", "#f4f4f2", "#1f1f1f", ""} {
					out := tile(t, m, hex, view, 42)
					if err := decodes([]byte(out)); err != nil {
						t.Fatalf("view %d %q: invalid XML: %v\n%s", view, hex, err, out)
					}
					if !strings.Contains(out, `role="img"`) || !strings.Contains(out, `viewBox="0 0 800 800"`) {
						t.Errorf("view %d: missing role or viewBox", view)
					}
					if len(out) > 9000 {
						t.Errorf("view %d %q is %d bytes, want a small tile", view, hex, len(out))
					}
				}
			}
			var b bytes.Buffer
			if err := Icon(&b, m); err != nil {
				t.Fatal(err)
			}
			if err := decodes(b.Bytes()); err != nil {
				t.Fatalf("icon: invalid XML: %v", err)
			}
		})
	}
}

func TestTile(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		a, b func(testing.TB) string
		same bool
	}{
		{"deterministic",
			func(t testing.TB) string { return tile(t, "lamp", "#1f3a68", 1, 7) },
			func(t testing.TB) string { return tile(t, "lamp", "#1f3a68", 1, 7) }, true},
		{"colour changes the picture",
			func(t testing.TB) string { return tile(t, "lamp", "#1f3a68", 1, 7) },
			func(t testing.TB) string { return tile(t, "lamp", "#c8643b", 1, 7) }, false},
		{"white and cream differ",
			func(t testing.TB) string { return tile(t, "shirt", "#f4f4f2", 1, 7) },
			func(t testing.TB) string { return tile(t, "shirt", "#efe6cf", 1, 7) }, false},
		{"views differ",
			func(t testing.TB) string { return tile(t, "sofa", "#c8643b", 1, 7) },
			func(t testing.TB) string { return tile(t, "sofa", "#c8643b", 2, 7) }, false},
		{"view 3 differs from view 2",
			func(t testing.TB) string { return tile(t, "sofa", "#c8643b", 2, 7) },
			func(t testing.TB) string { return tile(t, "sofa", "#c8643b", 3, 7) }, false},
		{"seed varies the picture",
			func(t testing.TB) string { return tile(t, "gift", "#c0392b", 1, 1) },
			func(t testing.TB) string { return tile(t, "gift", "#c0392b", 1, 2) }, false},
		{"unknown motif falls back",
			func(t testing.TB) string { return tile(t, "no-such-icon", "#1f3a68", 1, 7) },
			func(t testing.TB) string { return tile(t, fallbackMotif, "#1f3a68", 1, 7) }, true},
		{"hostile motif falls back",
			func(t testing.TB) string { return tile(t, `"><script>`, "#1f3a68", 1, 7) },
			func(t testing.TB) string { return tile(t, fallbackMotif, "#1f3a68", 1, 7) }, true},
		{"alias draws its stand-in",
			func(t testing.TB) string { return tile(t, "shirt-folded", "#1f3a68", 1, 7) },
			func(t testing.TB) string { return tile(t, "shirt", "#1f3a68", 1, 7) }, true},
		{"bad hex is neutral",
			func(t testing.TB) string { return tile(t, "lamp", "zzz", 1, 7) },
			func(t testing.TB) string { return tile(t, "lamp", neutral, 1, 7) }, true},
		{"hostile hex is neutral",
			func(t testing.TB) string { return tile(t, "lamp", `#12"/><x`, 1, 7) },
			func(t testing.TB) string { return tile(t, "lamp", neutral, 1, 7) }, true},
		{"empty hex is neutral",
			func(t testing.TB) string { return tile(t, "lamp", "", 1, 7) },
			func(t testing.TB) string { return tile(t, "lamp", neutral, 1, 7) }, true},
		{"short hex",
			func(t testing.TB) string { return tile(t, "lamp", "#fff", 1, 7) },
			func(t testing.TB) string { return tile(t, "lamp", "#ffffff", 1, 7) }, true},
		{"hash optional and case free",
			func(t testing.TB) string { return tile(t, "lamp", "1F3A68", 1, 7) },
			func(t testing.TB) string { return tile(t, "lamp", "#1f3a68", 1, 7) }, true},
		{"view clamps low",
			func(t testing.TB) string { return tile(t, "lamp", "#123456", 0, 7) },
			func(t testing.TB) string { return tile(t, "lamp", "#123456", 1, 7) }, true},
		{"negative view clamps",
			func(t testing.TB) string { return tile(t, "lamp", "#123456", -5, 7) },
			func(t testing.TB) string { return tile(t, "lamp", "#123456", 1, 7) }, true},
		{"view clamps high",
			func(t testing.TB) string { return tile(t, "lamp", "#123456", 9, 7) },
			func(t testing.TB) string { return tile(t, "lamp", "#123456", 3, 7) }, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			a, b := tc.a(t), tc.b(t)
			if (a == b) != tc.same {
				t.Fatalf("same = %v, want %v", a == b, tc.same)
			}
		})
	}
}

func TestPalette(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, hex  string
		warmGround bool // pale colours sit on a warm grey rather than their own tint
	}{
		{"white", "#f4f4f2", true},
		{"cream", "#efe6cf", true},
		{"navy", "#1f3a68", false},
		{"black", "#1f1f1f", false},
		{"terracotta", "#c8643b", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			c, ok := parseHex(tc.hex)
			if !ok {
				t.Fatalf("parseHex(%q) failed", tc.hex)
			}
			p := newPalette(c)
			// The ground must be clearly darker than a pale object, and the outline must
			// stand apart from the body, or the object disappears.
			if tc.warmGround && p.bgBottom.luminance() > c.luminance()-0.1 {
				t.Errorf("ground %s too close to the object %s", p.bgBottom.hex(), tc.hex)
			}
			if d := p.outline.luminance() - c.luminance(); d > -0.02 && d < 0.02 {
				t.Errorf("outline %s indistinct from body %s", p.outline.hex(), tc.hex)
			}
		})
	}
}

func TestMotifs(t *testing.T) {
	t.Parallel()
	m := Motifs()
	if !slices.IsSorted(m) {
		t.Error("Motifs not sorted")
	}
	// The demo catalogue's motifs and the brief's core set must all be drawable as themselves.
	for _, want := range []string{"lamp", "shirt", "sofa", "bed", "cooking-pot", "tv", "tent", "gift", "credit-card", fallbackMotif, "shirt-folded"} {
		if !slices.Contains(m, want) {
			t.Errorf("Motifs lacks %q", want)
		}
	}
	for n, to := range aliases {
		if _, ok := icons[to]; !ok {
			t.Errorf("alias %q → %q, which is not an icon", n, to)
		}
	}
}

func TestIcon(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, icon, same string
	}{
		{"known", "lamp", "lamp"},
		{"unknown falls back", "nope", fallbackMotif},
		{"path traversal falls back", "../../etc/passwd", fallbackMotif},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var a, b bytes.Buffer
			if err := Icon(&a, tc.icon); err != nil {
				t.Fatal(err)
			}
			_ = Icon(&b, tc.same)
			if a.String() != b.String() {
				t.Errorf("Icon(%q) differs from Icon(%q)", tc.icon, tc.same)
			}
			if !strings.Contains(a.String(), `viewBox="0 0 24 24"`) || !strings.Contains(a.String(), `stroke="currentColor"`) {
				t.Errorf("Icon(%q) is not a 24×24 currentColor icon: %s", tc.icon, a.String())
			}
		})
	}
}

// failWriter fails every write, as a closed connection would.
type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("closed") }

func TestWriteErrors(t *testing.T) {
	t.Parallel()
	if err := Tile(failWriter{}, "lamp", "#1f3a68", 1, 1); err == nil {
		t.Error("Tile: want the writer's error")
	}
	if err := Icon(failWriter{}, "lamp"); err == nil {
		t.Error("Icon: want the writer's error")
	}
}

func BenchmarkTile(b *testing.B) {
	var buf bytes.Buffer
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		buf.Reset()
		if err := Tile(&buf, "sofa", "#c8643b", i%3+1, uint32(i)); err != nil {
			b.Fatal(err)
		}
	}
}

func TestKinds(t *testing.T) {
	t.Parallel()
	for k, list := range kinds {
		if len(list) < 2 {
			t.Errorf("kind %q has %d drawings; a kind is several", k, len(list))
		}
		seen := map[string]bool{}
		for _, d := range list {
			if seen[d] {
				t.Errorf("kind %q lists %q twice", k, d)
			}
			seen[d] = true
		}
		// The seed reaches every drawing, and the choice is stable.
		hit := map[string]bool{}
		for seed := range uint32(500) {
			d := Drawing(k, seed)
			if d != Drawing(k, seed) {
				t.Fatalf("Drawing(%q, %d) is not stable", k, seed)
			}
			hit[d] = true
		}
		if len(hit) != len(list) {
			t.Errorf("kind %q: 500 seeds reach %d of its %d drawings", k, len(hit), len(list))
		}
		var a, b bytes.Buffer
		_ = Icon(&a, k)
		_ = Icon(&b, list[0])
		if a.String() != b.String() {
			t.Errorf("Icon(%q) is not its first drawing %q", k, list[0])
		}
	}
	cases := []struct{ motif, want string }{
		{"lamp", "lamp"},
		{"jeans-skinny", "jeans-skinny"},
		{"shirt-folded", "shirt"},
		{"no-such-motif", fallbackMotif},
	}
	for _, tc := range cases {
		if got := Drawing(tc.motif, 7); got != tc.want {
			t.Errorf("Drawing(%q) = %q, want %q", tc.motif, got, tc.want)
		}
	}
}

func TestKindPicksByProduct(t *testing.T) {
	t.Parallel()
	// One product (one seed) shows the same drawing in every colour and view, titled by its kind;
	// another product may show another drawing of the kind.
	d := Drawing("jeans", 11)
	var other uint32
	for other = 12; Drawing("jeans", other) == d; other++ {
	}
	for _, hex := range []string{"#1f3a68", "#f4f4f2"} {
		for view := 1; view <= 3; view++ {
			out := tile(t, "jeans", hex, view, 11)
			if !strings.Contains(out, art[d].svg) || !strings.Contains(out, "<title>jeans</title>") {
				t.Fatalf("view %d %s does not draw %s titled jeans", view, hex, d)
			}
		}
	}
	if out := tile(t, "jeans", "#1f3a68", 1, other); strings.Contains(out, art[d].svg) {
		t.Errorf("seeds 11 and %d draw the same jeans", other)
	}
}

func TestOwnDrawings(t *testing.T) {
	t.Parallel()
	colour := regexp.MustCompile(`(stroke|fill|color|style|class|transform)="`)
	for n, svg := range drawings {
		ic := art[n]
		b := ic.box
		// On lucide's grid, with room for the strokes, and not a sliver.
		if b.x0 < 0 || b.y0 < 0 || b.x1 > 24 || b.y1 > 24 || b.x1-b.x0 < 6 || b.y1-b.y0 < 4 {
			t.Errorf("%s: box %+v is off the 24×24 grid or too small", n, b)
		}
		// Colours come from the tile; a drawing only says which parts are open lines.
		for _, m := range colour.FindAllStringIndex(svg, -1) {
			if !strings.HasPrefix(svg[m[0]:], `fill="none"`) {
				t.Errorf("%s: attribute %q; drawings carry no paint of their own", n, svg[m[0]:m[1]])
			}
		}
	}
}

func BenchmarkTileKind(b *testing.B) {
	var buf bytes.Buffer
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		buf.Reset()
		if err := Tile(&buf, "jeans", "#4f76a8", i%3+1, uint32(i)); err != nil {
			b.Fatal(err)
		}
	}
}

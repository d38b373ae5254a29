package receipt

import (
	"encoding/xml"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// bits writes modules as 1 (bar) and 0 (space), as barcode references print them.
func bits(m []bool) string {
	var b strings.Builder
	for _, black := range m {
		if black {
			b.WriteByte('1')
		} else {
			b.WriteByte('0')
		}
	}
	return b.String()
}

func TestCode128Patterns(t *testing.T) {
	t.Parallel()
	seen := map[string]int{}
	for v, p := range c128Patterns {
		want, sum, bars := 11, 0, 0
		if v == c128Stop {
			want = 13
		}
		for i, w := range p {
			sum += int(w - '0')
			if i%2 == 0 {
				bars += int(w - '0')
			}
		}
		// Every symbol is 11 modules with an even number of them black (the parity check scanners do).
		if sum != want || bars%2 != 0 {
			t.Errorf("symbol %d %q: %d modules (%d black)", v, p, sum, bars)
		}
		if prev, dup := seen[p]; dup {
			t.Errorf("symbol %d has the pattern of %d", v, prev)
		}
		seen[p] = v
	}
}

func TestCode128KnownEncodings(t *testing.T) {
	t.Parallel()
	cases := []struct {
		data string
		want []int // symbols, check and stop included
	}{
		// Wikipedia's PJJ123C, in set B: the weighted sum is 879 (878 with start A, whose check is
		// 54), so the check symbol is 55.
		{"PJJ123C", []int{104, 48, 42, 42, 17, 18, 19, 35, 55, 106}},
		// barcoderesource.com's examples: "abcdef" in B checks 97, "345678" in C checks 73.
		{"abcdef", []int{104, 65, 66, 67, 68, 69, 70, 97, 106}},
		{"345678", []int{105, 34, 56, 78, 73, 106}},
		// barcodeisland's HI345678 switches to C for the digits (started in B here: 1407 % 103 = 68).
		{"HI345678", []int{104, 40, 41, 99, 34, 56, 78, 68, 106}},
		{"A", []int{104, 33, (104 + 33) % 103, 106}},
		{"12", []int{105, 12, (105 + 12) % 103, 106}},
		// Odd runs of digits: the odd one stays in B.
		{"12345", []int{105, 12, 34, 100, 21, (105 + 12 + 34*2 + 100*3 + 21*4) % 103, 106}},
		{"AB12345", []int{104, 33, 34, 17, 99, 23, 45, (104 + 33 + 34*2 + 17*3 + 99*4 + 23*5 + 45*6) % 103, 106}},
		// Four digits in the middle are no shorter in C: they stay in B.
		{"A1234B", []int{104, 33, 17, 18, 19, 20, 34, (104 + 33 + 17*2 + 18*3 + 19*4 + 20*5 + 34*6) % 103, 106}},
		{"123", []int{104, 17, 18, 19, (104 + 17 + 18*2 + 19*3) % 103, 106}},
	}
	for _, tc := range cases {
		got, err := Code128Symbols(tc.data)
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Code128Symbols(%q) = %v, %v; want %v", tc.data, got, err, tc.want)
		}
	}
	// The modules of 'A' (value 33, 111323), start B and the stop symbol, from the standard's table.
	m, err := Code128Modules("A")
	if err != nil {
		t.Fatal(err)
	}
	want := "11010010000" + "10100011000" + "10001011000" /* check (104+33)%103 = 34: 131123 */ + "1100011101011"
	if got := bits(m); got != want {
		t.Errorf("Code128Modules(A) =\n%s\nwant\n%s", got, want)
	}
}

func TestCode128Rejects(t *testing.T) {
	t.Parallel()
	for _, data := range []string{"", "naïve", "tab\there", strings.Repeat("1", 81)} {
		if _, err := Code128Symbols(data); !errors.Is(err, ErrBarcode) {
			t.Errorf("Code128Symbols(%q) = %v, want ErrBarcode", data, err)
		}
		if _, err := Code128SVG(data); !errors.Is(err, ErrBarcode) {
			t.Errorf("Code128SVG(%q) = %v, want ErrBarcode", data, err)
		}
	}
}

// decode128 reads modules back the way a scanner does: symbol by symbol through the table,
// following the code-set switches, checking the check symbol and the stop.
func decode128(m []bool) (string, error) {
	byPattern := map[string]int{}
	for v, p := range c128Patterns[:c128Stop] {
		var b strings.Builder
		black := true
		for _, w := range p {
			for range int(w - '0') {
				if black {
					b.WriteByte('1')
				} else {
					b.WriteByte('0')
				}
			}
			black = !black
		}
		byPattern[b.String()] = v
	}
	s := bits(m)
	if len(s) < 11*3+13 || (len(s)-13)%11 != 0 || s[len(s)-13:] != "1100011101011" {
		return "", fmt.Errorf("no stop symbol or a bad length %d", len(s))
	}
	var syms []int
	for i := 0; i < len(s)-13; i += 11 {
		v, ok := byPattern[s[i:i+11]]
		if !ok {
			return "", fmt.Errorf("no symbol %s at module %d", s[i:i+11], i)
		}
		syms = append(syms, v)
	}
	check := syms[0]
	for i, v := range syms[1 : len(syms)-1] {
		check += (i + 1) * v
	}
	if check%103 != syms[len(syms)-1] {
		return "", fmt.Errorf("check symbol %d, want %d", syms[len(syms)-1], check%103)
	}
	var out strings.Builder
	var set byte
	switch syms[0] {
	case c128StartB:
		set = 'B'
	case c128StartC:
		set = 'C'
	default:
		return "", fmt.Errorf("start symbol %d", syms[0])
	}
	for _, v := range syms[1 : len(syms)-1] {
		switch {
		case set == 'B' && v == c128CodeC:
			set = 'C'
		case set == 'C' && v == c128CodeB:
			set = 'B'
		case set == 'B' && v < 95:
			out.WriteByte(byte(v + 32))
		case set == 'C' && v < 100:
			fmt.Fprintf(&out, "%02d", v)
		default:
			return "", fmt.Errorf("symbol %d in set %c", v, set)
		}
	}
	return out.String(), nil
}

func TestCode128RoundTrip(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(1, 2))
	const printable = " !\"#$%&'()*+,-./:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"
	for i := range 3000 {
		var b strings.Builder
		for b.Len() < 1+rng.IntN(40) {
			if rng.IntN(2) == 0 { // runs of digits of every length, so every switch is met
				for range 1 + rng.IntN(9) {
					b.WriteByte(byte('0' + rng.IntN(10)))
				}
			} else {
				b.WriteByte(printable[rng.IntN(len(printable))])
			}
		}
		data := b.String()
		if len(data) > c128MaxInput {
			data = data[:c128MaxInput]
		}
		if i%5 == 0 { // receipt numbers: digits only
			data = fmt.Sprintf("%020d", rng.Uint64())[:1+rng.IntN(20)]
		}
		m, err := Code128Modules(data)
		if err != nil {
			t.Fatalf("Code128Modules(%q): %v", data, err)
		}
		got, err := decode128(m)
		if err != nil || got != data {
			t.Fatalf("decode(Code128Modules(%q)) = %q, %v", data, got, err)
		}
		// Never longer than set B alone: start, one symbol a character, check, stop.
		if syms, _ := Code128Symbols(data); len(syms) > len(data)+3 {
			t.Fatalf("%q takes %d symbols, more than set B's %d", data, len(syms), len(data)+3)
		}
	}
	// An even receipt number is set C throughout: half a symbol a digit.
	syms, _ := Code128Symbols("1234567890123456")
	if len(syms) != 8+3 || syms[0] != c128StartC {
		t.Fatalf("16 digits: %v", syms)
	}
}

func TestCode128SVG(t *testing.T) {
	t.Parallel()
	svg, err := Code128SVG(`12<&>"34`)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		XMLName xml.Name `xml:"svg"`
		ViewBox string   `xml:"viewBox,attr"`
		Role    string   `xml:"role,attr"`
		Label   string   `xml:"aria-label,attr"`
		Shape   string   `xml:"shape-rendering,attr"`
		Ground  struct {
			Fill string `xml:"fill,attr"`
		} `xml:"rect"`
		Bars []struct {
			X      int `xml:"x,attr"`
			Width  int `xml:"width,attr"`
			Height int `xml:"height,attr"`
		} `xml:"g>rect"`
		Text string `xml:"text"`
	}
	if err := xml.Unmarshal([]byte(svg), &doc); err != nil {
		t.Fatalf("not XML: %v\n%s", err, svg)
	}
	if doc.XMLName.Space != "http://www.w3.org/2000/svg" || doc.Role != "img" || doc.Label != `Barcode 12<&>"34` ||
		doc.Text != `12<&>"34` || doc.Shape != "crispEdges" || doc.Ground.Fill != "#fff" {
		t.Fatalf("svg = %+v", doc)
	}
	// The bars, read back as modules, are the barcode, with 10 modules of quiet zone either side.
	m, _ := Code128Modules(`12<&>"34`)
	drawn := make([]bool, len(m)+20)
	for _, b := range doc.Bars {
		if b.X%2 != 0 || b.Width%2 != 0 || b.Height != 60 {
			t.Fatalf("bar %+v: not whole modules of 2, 60 high", b)
		}
		for x := b.X / 2; x < (b.X+b.Width)/2; x++ {
			drawn[x] = true
		}
	}
	if !reflect.DeepEqual(drawn[10:len(drawn)-10], m) || strings.Contains(bits(drawn[:10])+bits(drawn[len(drawn)-10:]), "1") {
		t.Fatalf("drawn bars\n%s\nwant\n%s", bits(drawn), bits(m))
	}
	if want := fmt.Sprintf("0 0 %d 80", (len(m)+20)*2); doc.ViewBox != want {
		t.Fatalf("viewBox %q, want %q", doc.ViewBox, want)
	}
}

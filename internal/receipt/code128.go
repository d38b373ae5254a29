package receipt

import (
	"errors"
	"fmt"
	"html"
	"strconv"
	"strings"
)

// Code 128 (ISO/IEC 15417) is the barcode on a receipt: the service desk scans it to find the
// receipt for a return. Each symbol is 11 modules wide, three bars and three spaces of 1 to 4
// modules; the stop symbol is 13 (a final bar of 2). A symbol's value depends on the code set in
// force: in set B it is a printable ASCII character (value = character − 32), in set C a pair of
// digits (value = the number 00–99), which halves the width of a receipt number.

// Symbol values with a meaning of their own.
const (
	c128CodeC  = 99  // in set B: switch to set C
	c128CodeB  = 100 // in set C: switch to set B
	c128StartB = 104
	c128StartC = 105
	c128Stop   = 106
)

// c128Patterns are the widths of each symbol's bars and spaces, bar first, by symbol value; the
// last is the stop symbol.
var c128Patterns = [107]string{
	"212222", "222122", "222221", "121223", "121322", "131222", "122213", "122312", "132212", "221213", // 0-9
	"221312", "231212", "112232", "122132", "122231", "113222", "123122", "123221", "223211", "221132", // 10-19
	"221231", "213212", "223112", "312131", "311222", "321122", "321221", "312212", "322112", "322211", // 20-29
	"212123", "212321", "232121", "111323", "131123", "131321", "112313", "132113", "132311", "211313", // 30-39
	"231113", "231311", "112133", "112331", "132131", "113123", "113321", "133121", "313121", "211331", // 40-49
	"231131", "213113", "213311", "213131", "311123", "311321", "331121", "312113", "312311", "332111", // 50-59
	"314111", "221411", "431111", "111224", "111422", "121124", "121421", "141122", "141221", "112214", // 60-69
	"112412", "122114", "122411", "142112", "142211", "241211", "221114", "413111", "241112", "134111", // 70-79
	"111242", "121142", "121241", "114212", "124112", "124211", "411212", "421112", "421211", "212141", // 80-89
	"214121", "412121", "111143", "111341", "131141", "114113", "114311", "411113", "411311", "113141", // 90-99
	"114131", "311141", "411131", "211412", "211214", "211232", // 100-105: code A, start A, B, C
	"2331112", // 106: stop
}

// Quiet zone and drawing sizes of Code128SVG, in SVG user units.
const (
	c128Quiet    = 10 // modules of white either side, so a scanner finds the edges
	c128Module   = 2  // width of one module
	c128BarH     = 60 // height of the bars
	c128TextH    = 20 // room under the bars for the number
	c128MaxInput = 80 // characters; a receipt number is far shorter
)

// ErrBarcode means a text cannot be drawn as a Code 128 barcode.
var ErrBarcode = errors.New("receipt: cannot encode barcode")

// Code128Symbols returns the symbol values that encode data: the start symbol, the data (with
// code-set switches), the check symbol (the start value plus each later symbol's value times its
// position, modulo 103) and the stop symbol. Data is printable ASCII (space to ~), 1 to 80
// characters. It starts in set C when the data opens with four or more digits (or is exactly two),
// otherwise in set B, and uses set C for every run of digits where that makes the barcode
// shorter: four or more at the end, six or more in the middle, always an even number of them.
func Code128Symbols(data string) ([]int, error) {
	if data == "" || len(data) > c128MaxInput {
		return nil, fmt.Errorf("%w: want 1 to %d characters, have %d", ErrBarcode, c128MaxInput, len(data))
	}
	for i := 0; i < len(data); i++ {
		if data[i] < ' ' || data[i] > '~' {
			return nil, fmt.Errorf("%w: %q is not printable ASCII", ErrBarcode, data[i])
		}
	}
	digitRun := func(i int) int {
		n := 0
		for i+n < len(data) && data[i+n] >= '0' && data[i+n] <= '9' {
			n++
		}
		return n
	}
	syms := make([]int, 0, len(data)+4)
	setC := false
	if n := digitRun(0); n >= 4 || n == 2 && n == len(data) {
		syms, setC = append(syms, c128StartC), true
	} else {
		syms = append(syms, c128StartB)
	}
	for i := 0; i < len(data); {
		if setC {
			if digitRun(i) >= 2 {
				syms = append(syms, int(data[i]-'0')*10+int(data[i+1]-'0'))
				i += 2
				continue
			}
			syms, setC = append(syms, c128CodeB), false
		}
		// Set B: switch to C for a run of digits worth it. An odd run keeps its first digit in B.
		if n := digitRun(i); n >= 6 || n >= 4 && i+n == len(data) {
			if n%2 == 1 {
				syms = append(syms, int(data[i])-32)
				i++
			}
			syms, setC = append(syms, c128CodeC), true
			continue
		}
		syms = append(syms, int(data[i])-32)
		i++
	}
	check := syms[0]
	for pos, v := range syms[1:] {
		check += (pos + 1) * v
	}
	return append(syms, check%103, c128Stop), nil
}

// Code128Modules returns the barcode of data as modules, true for black, from the start symbol
// to the end of the stop symbol (the quiet zones are the drawing's, not included).
func Code128Modules(data string) ([]bool, error) {
	syms, err := Code128Symbols(data)
	if err != nil {
		return nil, err
	}
	out := make([]bool, 0, 11*len(syms)+2)
	for _, s := range syms {
		black := true
		for _, w := range c128Patterns[s] {
			for range int(w - '0') {
				out = append(out, black)
			}
			black = !black
		}
	}
	return out, nil
}

// Code128SVG draws data as a Code 128 barcode in SVG: black bars on a white ground with quiet
// zones either side, the text under the bars, sized 2 units a module and 60 high. It is a
// complete, self-contained document a page can inline or serve as image/svg+xml; the text is
// escaped.
func Code128SVG(data string) (string, error) {
	modules, err := Code128Modules(data)
	if err != nil {
		return "", err
	}
	w := (len(modules) + 2*c128Quiet) * c128Module
	h := c128BarH + c128TextH
	esc := html.EscapeString(data)
	var b strings.Builder
	b.Grow(64 * len(modules) / 3)
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d" role="img" aria-label="Barcode %s" shape-rendering="crispEdges">`,
		w, h, w, h, esc)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#fff"/><g fill="#000">`, w, h)
	// One rect per bar: a run of black modules.
	for i := 0; i < len(modules); {
		if !modules[i] {
			i++
			continue
		}
		j := i
		for j < len(modules) && modules[j] {
			j++
		}
		b.WriteString(`<rect x="`)
		b.WriteString(strconv.Itoa((c128Quiet + i) * c128Module))
		b.WriteString(`" width="`)
		b.WriteString(strconv.Itoa((j - i) * c128Module))
		b.WriteString(`" height="`)
		b.WriteString(strconv.Itoa(c128BarH))
		b.WriteString(`"/>`)
		i = j
	}
	fmt.Fprintf(&b, `</g><text x="%d" y="%d" text-anchor="middle" font-family="ui-monospace, Menlo, Consolas, monospace" font-size="14" fill="#000">%s</text></svg>`,
		w/2, c128BarH+15, esc)
	return b.String(), nil
}

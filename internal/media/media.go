// Package media draws the shop's pictures. The demo catalogue has no photographs, so each
// variant's tile is an SVG drawn by the server: a studio background in a tint of the variant's
// colour, the product's motif (a line drawing) filled in that colour with a darker outline, and a
// soft floor shadow. A colour change is always visible, nothing is fetched from elsewhere, and the
// bytes are stable, so tiles can be cached for a long time.
//
// A motif names either one drawing or a kind of product. Drawings are lucide icons (icons_gen.go)
// and our own line art in the same style (drawings.go); a kind (kinds.go: "jeans", "table-lamp",
// "esky") lists several drawings of that kind of product, and each product gets one of them by its
// seed, so a listing of jeans is not one picture tinted twelve ways.
package media

import (
	"fmt"
	"hash/fnv"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/wattle/storefront/internal/media/svgbox"
)

// fallbackMotif is drawn for motifs the icon set lacks, so a typo in the catalogue shows a
// parcel rather than a broken image.
const fallbackMotif = "package"

// neutral is the colour used when a variant has none or it cannot be read: a mid grey that
// still looks like a product, not like a missing image.
const neutral = "#8a8d91"

// box is the bounding box of an icon's geometry on lucide's 24×24 grid, worked out by the
// generator so that every object can be centred and stood on its shadow.
type box struct{ x0, y0, x1, y1 float64 }

// icon is one drawing: its box and inner SVG elements.
type icon struct {
	box box
	svg string
}

// art is every drawing by name: lucide's icons and our own. Our drawings' boxes are worked out
// here, once, as the generator does for lucide's; a drawing that does not parse, or whose name is
// taken, stops the program at start-up (and the package's tests).
var art = func() map[string]icon {
	m := make(map[string]icon, len(icons)+len(drawings))
	for n, ic := range icons {
		m[n] = ic
	}
	for n, svg := range drawings {
		if _, dup := m[n]; dup {
			panic("media: drawing " + n + " is also a lucide icon")
		}
		b, err := svgbox.Of(svg)
		if err != nil {
			panic("media: drawing " + n + ": " + err.Error())
		}
		m[n] = icon{box{b.X0, b.Y0, b.X1, b.Y1}, svg}
	}
	for k, list := range kinds {
		if _, dup := m[k]; dup {
			panic("media: kind " + k + " is also a drawing")
		}
		for _, n := range list {
			if _, ok := m[n]; !ok {
				panic("media: kind " + k + " lists " + n + ", which is not a drawing")
			}
		}
	}
	return m
}()

// Motifs lists the motif names available: drawings (lucide's and ours), kinds, and the aliases
// that stand in for names lucide lacks.
func Motifs() []string {
	out := make([]string, 0, len(art)+len(kinds)+len(aliases))
	for n := range art {
		out = append(out, n)
	}
	for n := range kinds {
		out = append(out, n)
	}
	for n := range aliases {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Kind returns the drawings of a kind of product, in the order Tile picks from, or nil if name
// is not a kind.
func Kind(name string) []string {
	return append([]string(nil), kinds[name]...)
}

// Drawing returns the name of the drawing Tile draws for motif and seed: one of a kind's
// drawings, the motif itself, its alias's target, or the fallback parcel.
func Drawing(motif string, seed uint32) string {
	if list, ok := kinds[motif]; ok {
		// Tile uses the seed's low residues for the light and the framing; mix it so the
		// drawing does not go in step with them.
		return list[((seed*0x9e3779b1)>>16)%uint32(len(list))]
	}
	if to, ok := aliases[motif]; ok {
		motif = to
	}
	if _, ok := art[motif]; ok {
		return motif
	}
	return fallbackMotif
}

// lookup resolves a motif to its title (the kind or drawing it names, or the parcel for
// unknown names) and the drawing to draw.
func lookup(motif string, seed uint32) (string, icon) {
	d := Drawing(motif, seed)
	if _, ok := kinds[motif]; ok {
		return motif, art[d]
	}
	return d, art[d]
}

// Icon writes a plain icon SVG (24×24 viewBox, stroke currentColor) for UI use such as the
// department tiles; the page's text colour paints it. A kind draws its first drawing; unknown
// names draw the parcel.
func Icon(w io.Writer, name string) error {
	_, ic := lookup(name, 0)
	_, err := io.WriteString(w, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">`+ic.svg+`</svg>`)
	return err
}

// Tile geometry, in the 800×800 viewBox.
const (
	side    = 800.0
	horizon = 560.0 // view 3: where the wall meets the table top
)

// shot is where and how large one object is drawn.
type shot struct {
	cx, cy float64 // centre of the object's box
	size   float64 // the longer side of the object's box, in tile units
	rotate float64 // degrees
}

// Tile writes an SVG product image. motif is a drawing or a kind (catalog.Product.Motif),
// colourHex the variant's colour ("#1f3a68"; "" or unreadable → a neutral grey), view 1..3 (1 the
// main image, 2 a closer angled crop, 3 a styled scene with a smaller second piece; others are
// clamped) and seed a stable per-product number (a hash of the product code) that picks the
// kind's drawing and varies the light and framing, so every view and colour of one product shows
// the same object. Unknown motifs draw the parcel. The output is deterministic and small (a few KB).
func Tile(w io.Writer, motif, colourHex string, view int, seed uint32) error {
	name, ic := lookup(motif, seed)
	c, ok := parseHex(colourHex)
	if !ok {
		c, _ = parseHex(neutral)
	}
	view = min(max(view, 1), 3)
	p := newPalette(c)

	// Ids must be unique if several tiles are ever inlined in one HTML page, and stable so the
	// bytes are too: derive them from everything that shapes the picture.
	h := fnv.New32a()
	fmt.Fprintf(h, "%s|%s|%d|%d", name, p.fill.hex(), view, seed)
	id := "w" + strconv.FormatUint(uint64(h.Sum32()), 36)

	var b strings.Builder
	b.Grow(4096)
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="100%" height="100%" role="img" preserveAspectRatio="xMidYMid slice">`)
	fmt.Fprintf(&b, `<title>%s</title>`, strings.ReplaceAll(name, "-", " "))

	// Definitions: the background, the object's shading, the shadow and the drawing itself, so
	// each pass below is a short <use>.
	tilt := float64(int(seed%21) - 10) // the light comes from a slightly different side per product
	b.WriteString(`<defs>`)
	fmt.Fprintf(&b, `<linearGradient id="%sb" x1="0" y1="0" x2="%s" y2="1"><stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient>`, id, f2(0.5+tilt/40), p.bgTop.hex(), p.bgBottom.hex())
	fmt.Fprintf(&b, `<radialGradient id="%sl" cx="%s" cy=".32" r=".62"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`, id, f2(0.5+tilt/100))
	fmt.Fprintf(&b, `<radialGradient id="%ss"><stop offset="0" stop-color="%s" stop-opacity=".42"/><stop offset=".6" stop-color="%s" stop-opacity=".16"/><stop offset="1" stop-color="%s" stop-opacity="0"/></radialGradient>`, id, p.shadow.hex(), p.shadow.hex(), p.shadow.hex())
	fmt.Fprintf(&b, `<linearGradient id="%so" gradientUnits="userSpaceOnUse" x1="%s" y1="%s" x2="%s" y2="%s"><stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient>`,
		id, f2(ic.box.x0), f2(ic.box.y0), f2(ic.box.x1), f2(ic.box.y1), p.light.hex(), p.dark.hex())
	fmt.Fprintf(&b, `<g id="%sm">%s</g>`, id, ic.svg)
	b.WriteString(`</defs>`)

	// Background: a studio sweep in the tint, lit from above.
	fmt.Fprintf(&b, `<rect width="800" height="800" fill="url(#%sb)"/>`, id)
	switch view {
	case 1:
		fmt.Fprintf(&b, `<rect width="800" height="800" fill="url(#%sl)"/>`, id)
		object(&b, id, ic.box, p, shot{cx: side / 2, cy: 376, size: 452, rotate: 0}, true)
	case 2:
		// Closer and turned a little, as a second photo from another angle.
		fmt.Fprintf(&b, `<rect width="800" height="800" fill="url(#%sl)"/>`, id)
		turn := -7.0
		if seed%2 == 1 {
			turn = 6
		}
		object(&b, id, ic.box, p, shot{cx: 412, cy: 392, size: 600, rotate: turn}, true)
	case 3:
		// A styled scene: wall and table top, the piece with a smaller one in a paler shade
		// beside it, as a set would be photographed.
		fmt.Fprintf(&b, `<rect y="%s" width="800" height="%s" fill="%s"/>`, f2(horizon), f2(side-horizon), p.table.hex())
		fmt.Fprintf(&b, `<rect y="%s" width="800" height="6" fill="%s" opacity=".7"/>`, f2(horizon), p.edge.hex())
		fmt.Fprintf(&b, `<rect width="800" height="800" fill="url(#%sl)"/>`, id)
		main, small := 300.0, 610.0
		if seed%3 == 2 {
			main, small = 500, 190
		}
		object(&b, id, ic.box, p.paler(), shot{cx: small, cy: 0, size: 200}, false)
		object(&b, id, ic.box, p, shot{cx: main, cy: 0, size: 370}, false)
	}
	b.WriteString(`</svg>`)
	_, err := io.WriteString(w, b.String())
	return err
}

// object draws the motif with its floor shadow. With free false the object stands on the view 3
// table top (cy is ignored); otherwise it is centred on s.cx, s.cy.
func object(b *strings.Builder, id string, bx box, p palette, s shot, free bool) {
	// The drawing's strokes reach 1.6 units beyond its geometry.
	w, h := bx.x1-bx.x0+3.2, bx.y1-bx.y0+3.2
	scale := s.size / math.Max(w, h)
	if !free {
		// Stand the piece on the table: its base a little in front of the horizon, further
		// forward for the larger, nearer piece.
		base := horizon + 20 + s.size*0.2
		s.cy = base - h*scale/2
	}
	base := s.cy + h*scale/2
	rx := math.Max(w*scale*0.56, 40)
	fmt.Fprintf(b, `<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="url(#%ss)"/>`, f2(s.cx), f2(base+4), f2(rx), f2(math.Max(rx*0.11, 12)), id)
	mx, my := (bx.x0+bx.x1)/2, (bx.y0+bx.y1)/2
	fmt.Fprintf(b, `<g transform="translate(%s %s) rotate(%s) scale(%s) translate(%s %s)" stroke-linecap="round" stroke-linejoin="round">`,
		f2(s.cx), f2(s.cy), f2(s.rotate), f3(scale), f2(-mx), f2(-my))
	// First pass: the body. Lucide draws outlines only, so closed shapes are filled and a wide
	// stroke in the same shaded colour fattens open ones into solid parts.
	fmt.Fprintf(b, `<use href="#%sm" fill="%s" fill-opacity=".92" stroke="%s" stroke-width="3.2" color="%s"/>`, id, p.fillRef(id), p.fillRef(id), p.outline.hex())
	// Second pass: a faint highlight up and to the left, then the darker outline that gives the
	// object its form on any colour, white and black included.
	fmt.Fprintf(b, `<use href="#%sm" fill="none" stroke="#fff" stroke-opacity="%s" stroke-width=".8" transform="translate(-.35 -.35)"/>`, id, f2(p.shine))
	fmt.Fprintf(b, `<use href="#%sm" fill="none" stroke="%s" stroke-width="1" color="%s"/>`, id, p.outline.hex(), p.outline.hex())
	b.WriteString(`</g>`)
}

// palette is every colour a tile needs, derived from the variant's colour.
type palette struct {
	fill, light, dark rgb // the object's colour and the ends of its shading
	outline           rgb
	bgTop, bgBottom   rgb
	table, edge       rgb // view 3's table top and its front edge
	shadow            rgb
	shine             float64 // highlight opacity: less on pale objects, where it would vanish
	flat              bool    // the paler second piece in view 3 uses its colour unshaded
}

var (
	white    = rgb{255, 255, 255}
	black    = rgb{0, 0, 0}
	warmGrey = rgb{214, 206, 194}
)

func newPalette(c rgb) palette {
	lum := c.luminance()
	p := palette{fill: c, shine: 0.3}
	p.light, p.dark = c.mix(white, 0.2), c.mix(black, 0.14)
	p.bgTop, p.bgBottom = c.mix(white, 0.9), c.mix(white, 0.8)
	p.outline = c.mix(black, 0.45)
	p.shadow = c.mix(black, 0.75)
	switch {
	case lum > 0.6:
		// White, cream and other pale colours would vanish on their own tint: put them on a
		// warm grey ground, keeping a hint of their hue, and draw a firmer outline.
		ground := c.mix(warmGrey, 0.8)
		p.bgTop, p.bgBottom = ground.mix(white, 0.35), ground.mix(black, 0.04)
		p.outline = c.mix(rgb{90, 84, 76}, 0.85)
		p.dark = c.mix(warmGrey, 0.35)
		p.light = c.mix(white, 0.5)
		p.shadow = rgb{60, 52, 42}
		p.shine = 0.5
	case lum < 0.04:
		// Black and near black: lift the top of the shading and draw the outline lighter than
		// the body, like a rim light, or the object is a silhouette.
		p.light = c.mix(white, 0.22)
		p.dark = c
		p.outline = c.mix(white, 0.3)
		p.shine = 0.18
		if c.chroma() < 24 {
			// A true black's tint is a flat grey; a cooler, deeper one reads more like a studio.
			p.bgTop, p.bgBottom = rgb{240, 240, 238}, rgb{214, 214, 212}
		}
	case lum < 0.12:
		p.outline = c.mix(black, 0.6)
	}
	p.table = p.bgBottom.mix(c, 0.1).mix(black, 0.05)
	p.edge = p.table.mix(black, 0.08)
	return p
}

// paler is the palette of view 3's second, smaller piece: the same hue, lighter, so the main
// piece stays the subject.
func (p palette) paler() palette {
	q := p
	q.fill = p.fill.mix(p.bgTop, 0.45)
	q.outline = p.outline.mix(p.bgTop, 0.35)
	q.flat = true
	return q
}

// fillRef is the body's paint: the shaded gradient, or flat colour for the paler piece.
func (p palette) fillRef(id string) string {
	if p.flat {
		return p.fill.hex()
	}
	return "url(#" + id + "o)"
}

// rgb is a colour with 0-255 channels kept as floats so mixes do not band.
type rgb struct{ r, g, b float64 }

// parseHex reads "#rrggbb" or "#rgb" (the # optional); ok is false for anything else.
func parseHex(s string) (rgb, bool) {
	s = strings.TrimPrefix(strings.TrimSpace(s), "#")
	if len(s) == 3 {
		s = string([]byte{s[0], s[0], s[1], s[1], s[2], s[2]})
	}
	if len(s) != 6 {
		return rgb{}, false
	}
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil {
		return rgb{}, false
	}
	return rgb{float64(v >> 16 & 0xff), float64(v >> 8 & 0xff), float64(v & 0xff)}, true
}

// mix moves c towards o by t (0 = c, 1 = o).
func (c rgb) mix(o rgb, t float64) rgb {
	return rgb{c.r + (o.r-c.r)*t, c.g + (o.g-c.g)*t, c.b + (o.b-c.b)*t}
}

// luminance is the WCAG relative luminance, 0 (black) to 1 (white).
func (c rgb) luminance() float64 {
	lin := func(v float64) float64 {
		v /= 255
		if v <= 0.03928 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.r) + 0.7152*lin(c.g) + 0.0722*lin(c.b)
}

// chroma is the spread between the strongest and weakest channel: 0 for greys.
func (c rgb) chroma() float64 {
	return max(c.r, c.g, c.b) - min(c.r, c.g, c.b)
}

// hex formats the colour as "#rrggbb".
func (c rgb) hex() string {
	clamp := func(v float64) int { return int(math.Round(min(max(v, 0), 255))) }
	return fmt.Sprintf("#%02x%02x%02x", clamp(c.r), clamp(c.g), clamp(c.b))
}

// f2 and f3 print numbers short: SVG needs no trailing zeros.
func f2(v float64) string { return strconv.FormatFloat(math.Round(v*100)/100+0, 'f', -1, 64) }
func f3(v float64) string { return strconv.FormatFloat(math.Round(v*1000)/1000+0, 'f', -1, 64) }

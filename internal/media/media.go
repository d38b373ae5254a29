// Package media draws the shop's pictures. The demo catalogue has no photographs, so each variant's
// tile is an SVG drawn by the server: a soft background in a tint of the variant's colour, the
// category's motif (a lucide icon) in that colour with a darker outline, and a floor shadow. A
// colour change is always visible, nothing is fetched from elsewhere, and the bytes are stable.
package media

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
)

// fallbackMotif is drawn for motifs the icon set lacks.
const fallbackMotif = "package"

// neutral is the colour used when a variant has none or it cannot be read.
const neutral = "#8a8d91"

// Motifs lists the icon names available.
func Motifs() []string {
	out := make([]string, 0, len(icons))
	for n := range icons {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Icon writes a plain 24×24 icon that takes the text colour (currentColor), for UI use.
func Icon(w io.Writer, name string) error {
	body, ok := icons[name]
	if !ok {
		body = icons[fallbackMotif]
	}
	_, err := fmt.Fprintf(w, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">%s</svg>`, body)
	return err
}

// Tile writes a square product image. view 1 is the main image, 2 a closer angled crop and 3 a
// detail on a patterned ground; seed adds a little per-product variety.
func Tile(w io.Writer, motif, colourHex string, view int, seed uint32) error {
	body, ok := icons[motif]
	if !ok {
		body = icons[fallbackMotif]
	}
	c, ok := parseHex(colourHex)
	if !ok {
		c, _ = parseHex(neutral)
	}
	view = min(max(view, 1), 3)
	lum := c.luminance()
	bgTop, bgBottom := c.mix(rgb{255, 255, 255}, 0.88), c.mix(rgb{255, 255, 255}, 0.78)
	if lum > 0.72 { // white, cream, pale colours would vanish on their own tint: use a warm grey ground
		bgTop, bgBottom = rgb{238, 234, 227}, rgb{222, 216, 206}
	}
	stroke := c.mix(rgb{0, 0, 0}, 0.45)
	if lum < 0.08 { // black objects get a slightly lifted outline so their shape still reads
		stroke = rgb{70, 72, 76}
	}
	fill := c
	var b strings.Builder
	b.Grow(4096)
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="100%" height="100%" role="img" preserveAspectRatio="xMidYMid slice">`)
	angle := 90 + int(seed%40) - 20
	fmt.Fprintf(&b, `<defs><linearGradient id="g" gradientTransform="rotate(%d .5 .5)"><stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient>`, angle, bgTop.hex(), bgBottom.hex())
	b.WriteString(`<radialGradient id="s"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>`)
	b.WriteString(`<rect width="800" height="800" fill="url(#g)"/>`)

	scale, cx, cy, rotate := 19.0, 400.0, 372.0, 0.0
	switch view {
	case 2:
		scale, cx, cy, rotate = 25.0, 430.0, 400.0, -8
	case 3:
		// A detail shot: a dotted ground in the tint, the object smaller and off centre.
		dot := c.mix(rgb{255, 255, 255}, 0.62)
		if lum > 0.72 {
			dot = rgb{208, 200, 188}
		}
		fmt.Fprintf(&b, `<g fill="%s" opacity=".55">`, dot.hex())
		for y := 40; y < 800; y += 80 {
			for x := 40 + (y/80%2)*40; x < 800; x += 80 {
				fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="6"/>`, x, y)
			}
		}
		b.WriteString(`</g>`)
		scale, cx, cy, rotate = 14.0, 330.0, 360.0, 6
	}
	floorY := cy + 12*scale + 18
	fmt.Fprintf(&b, `<ellipse cx="%.0f" cy="%.0f" rx="%.0f" ry="%.0f" fill="url(#s)"/>`, cx, floorY, 11*scale, 1.6*scale)
	tx, ty := cx-12*scale, cy-12*scale
	fmt.Fprintf(&b, `<g transform="translate(%.1f %.1f) rotate(%.0f %.1f %.1f) scale(%.2f)" stroke-linecap="round" stroke-linejoin="round">`, tx, ty, rotate, 12.0, 12.0, scale)
	// First pass: the body in the variant's colour (wide strokes fill the outline's inside).
	fmt.Fprintf(&b, `<g fill="%s" fill-opacity=".9" stroke="%s" stroke-width="3.1">%s</g>`, fill.hex(), fill.hex(), body)
	// Second pass: a highlight, then the darker outline that gives the object its form.
	fmt.Fprintf(&b, `<g fill="none" stroke="#fff" stroke-opacity=".28" stroke-width="1.2" transform="translate(-.35 -.35)">%s</g>`, body)
	fmt.Fprintf(&b, `<g fill="none" stroke="%s" stroke-width="1.15">%s</g>`, stroke.hex(), body)
	b.WriteString(`</g></svg>`)
	_, err := io.WriteString(w, b.String())
	return err
}

type rgb struct{ r, g, b float64 }

func parseHex(s string) (rgb, bool) {
	s = strings.TrimPrefix(s, "#")
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

func (c rgb) hex() string {
	clamp := func(v float64) int { return int(math.Round(min(max(v, 0), 255))) }
	return fmt.Sprintf("#%02x%02x%02x", clamp(c.r), clamp(c.g), clamp(c.b))
}

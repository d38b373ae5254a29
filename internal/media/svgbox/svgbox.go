// Package svgbox works out the bounding box of an SVG drawing's geometry, so the product tiles can
// centre any drawing and stand it on its floor shadow. It reads the small subset of SVG that line
// icons use: path, circle, ellipse, rect, line, polyline and polygon elements, self-closed, with
// their geometry in plain attributes. Curve control points count towards the box, which can only
// make it a little larger than the curve; arcs are sampled.
package svgbox

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
)

// Box is a bounding box on the drawing's grid.
type Box struct{ X0, Y0, X1, Y1 float64 }

func (b *Box) add(x, y float64) {
	b.X0, b.Y0 = math.Min(b.X0, x), math.Min(b.Y0, y)
	b.X1, b.Y1 = math.Max(b.X1, x), math.Max(b.Y1, y)
}

var (
	svgBody = regexp.MustCompile(`(?s)<svg[^>]*>(.*)</svg>`)
	element = regexp.MustCompile(`<(\w+)((?:\s+[\w-]+="[^"]*")*)\s*/>`)
	attr    = regexp.MustCompile(`([\w-]+)="([^"]*)"`)
)

// Squeeze returns the inner markup of an <svg> document with its whitespace squeezed.
func Squeeze(raw string) (string, error) {
	m := svgBody.FindStringSubmatch(raw)
	if m == nil {
		return "", fmt.Errorf("no <svg> element")
	}
	inner := strings.Join(strings.Fields(m[1]), " ")
	return strings.ReplaceAll(strings.ReplaceAll(inner, " />", "/>"), "> <", "><"), nil
}

// Of returns the bounding box of inner SVG markup (the elements inside an <svg>). Elements with
// fill="none" count like any other.
func Of(inner string) (Box, error) {
	bb := Box{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	els := element.FindAllStringSubmatch(inner, -1)
	if len(els) == 0 {
		return Box{}, fmt.Errorf("no elements")
	}
	// Anything between the elements (a typo, an open tag, text) is an error, not silently skipped.
	n := 0
	for _, el := range els {
		n += len(el[0])
	}
	if n != len(inner) {
		return Box{}, fmt.Errorf("markup other than self-closed elements")
	}
	for _, el := range els {
		a := map[string]float64{}
		var d, pts string
		for _, kv := range attr.FindAllStringSubmatch(el[2], -1) {
			switch kv[1] {
			case "d":
				d = kv[2]
			case "points":
				pts = kv[2]
			default:
				a[kv[1]], _ = strconv.ParseFloat(kv[2], 64)
			}
		}
		switch el[1] {
		case "path":
			if err := pathBox(d, &bb); err != nil {
				return Box{}, err
			}
		case "circle":
			bb.add(a["cx"]-a["r"], a["cy"]-a["r"])
			bb.add(a["cx"]+a["r"], a["cy"]+a["r"])
		case "ellipse":
			bb.add(a["cx"]-a["rx"], a["cy"]-a["ry"])
			bb.add(a["cx"]+a["rx"], a["cy"]+a["ry"])
		case "rect":
			bb.add(a["x"], a["y"])
			bb.add(a["x"]+a["width"], a["y"]+a["height"])
		case "line":
			bb.add(a["x1"], a["y1"])
			bb.add(a["x2"], a["y2"])
		case "polyline", "polygon":
			f := strings.FieldsFunc(pts, func(r rune) bool { return r == ' ' || r == ',' })
			for i := 0; i+1 < len(f); i += 2 {
				x, _ := strconv.ParseFloat(f[i], 64)
				y, _ := strconv.ParseFloat(f[i+1], 64)
				bb.add(x, y)
			}
		default:
			return Box{}, fmt.Errorf("unexpected element <%s>", el[1])
		}
	}
	return bb, nil
}

// pathBox adds a path's points to bb. Curve control points count too, which can only make the
// box a little larger than the curve; arcs are sampled.
func pathBox(d string, bb *Box) error {
	s := &scanner{s: d}
	var cx, cy, sx, sy float64
	var cmd byte
	for {
		s.skip()
		if s.done() {
			return nil
		}
		if c := s.s[s.i]; (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') {
			cmd = c
			s.i++
			if cmd == 'z' || cmd == 'Z' {
				cx, cy = sx, sy
				continue
			}
		} else if cmd == 0 {
			return fmt.Errorf("path %q: number before command", d)
		}
		rel := cmd >= 'a'
		abs := func(x, y float64) (float64, float64) {
			if rel {
				return cx + x, cy + y
			}
			return x, y
		}
		switch cmd | 0x20 {
		case 'm', 'l', 't':
			x, y := abs(s.num(), s.num())
			bb.add(x, y)
			cx, cy = x, y
			if cmd|0x20 == 'm' {
				sx, sy = x, y
				if rel {
					cmd = 'l'
				} else {
					cmd = 'L'
				}
			}
		case 'h':
			x := s.num()
			if rel {
				x += cx
			}
			cx = x
			bb.add(cx, cy)
		case 'v':
			y := s.num()
			if rel {
				y += cy
			}
			cy = y
			bb.add(cx, cy)
		case 'c', 's', 'q':
			n := map[byte]int{'c': 3, 's': 2, 'q': 2}[cmd|0x20]
			var x, y float64
			for range n {
				x, y = abs(s.num(), s.num())
				bb.add(x, y)
			}
			cx, cy = x, y
		case 'a':
			rx, ry, rot := s.num(), s.num(), s.num()
			large, sweep := s.flag(), s.flag()
			x, y := abs(s.num(), s.num())
			arcBox(cx, cy, rx, ry, rot, large, sweep, x, y, bb)
			cx, cy = x, y
		default:
			return fmt.Errorf("path %q: command %c", d, cmd)
		}
		if s.err != nil {
			return fmt.Errorf("path %q: %w", d, s.err)
		}
	}
}

// arcBox samples an elliptical arc (SVG endpoint form, converted to centre form per SVG 1.1 F.6.5).
func arcBox(x1, y1, rx, ry, rotDeg float64, large, sweep bool, x2, y2 float64, bb *Box) {
	bb.add(x2, y2)
	rx, ry = math.Abs(rx), math.Abs(ry)
	if rx == 0 || ry == 0 || (x1 == x2 && y1 == y2) {
		return
	}
	phi := rotDeg * math.Pi / 180
	cos, sin := math.Cos(phi), math.Sin(phi)
	dx, dy := (x1-x2)/2, (y1-y2)/2
	xp, yp := cos*dx+sin*dy, -sin*dx+cos*dy
	if l := xp*xp/(rx*rx) + yp*yp/(ry*ry); l > 1 {
		rx, ry = rx*math.Sqrt(l), ry*math.Sqrt(l)
	}
	num := rx*rx*ry*ry - rx*rx*yp*yp - ry*ry*xp*xp
	den := rx*rx*yp*yp + ry*ry*xp*xp
	k := math.Sqrt(math.Max(0, num/den))
	if large == sweep {
		k = -k
	}
	cxp, cyp := k*rx*yp/ry, -k*ry*xp/rx
	ccx, ccy := cos*cxp-sin*cyp+(x1+x2)/2, sin*cxp+cos*cyp+(y1+y2)/2
	ang := func(ux, uy, vx, vy float64) float64 { return math.Atan2(ux*vy-uy*vx, ux*vx+uy*vy) }
	t1 := ang(1, 0, (xp-cxp)/rx, (yp-cyp)/ry)
	dt := ang((xp-cxp)/rx, (yp-cyp)/ry, (-xp-cxp)/rx, (-yp-cyp)/ry)
	if !sweep && dt > 0 {
		dt -= 2 * math.Pi
	} else if sweep && dt < 0 {
		dt += 2 * math.Pi
	}
	for i := 0; i <= 32; i++ {
		t := t1 + dt*float64(i)/32
		ex, ey := rx*math.Cos(t), ry*math.Sin(t)
		bb.add(cos*ex-sin*ey+ccx, sin*ex+cos*ey+ccy)
	}
}

// scanner reads SVG path numbers, which may run together ("1.5.5", "2-2").
type scanner struct {
	s   string
	i   int
	err error
}

func (s *scanner) done() bool { return s.i >= len(s.s) }

func (s *scanner) skip() {
	for !s.done() && (s.s[s.i] == ' ' || s.s[s.i] == ',') {
		s.i++
	}
}

func (s *scanner) flag() bool {
	s.skip()
	if s.done() {
		s.err = fmt.Errorf("missing arc flag")
		return false
	}
	c := s.s[s.i]
	s.i++
	return c == '1'
}

func (s *scanner) num() float64 {
	s.skip()
	j := s.i
	if j < len(s.s) && (s.s[j] == '-' || s.s[j] == '+') {
		j++
	}
	dot := false
	for j < len(s.s) {
		c := s.s[j]
		if c == '.' && !dot {
			dot = true
		} else if c < '0' || c > '9' {
			if (c == 'e' || c == 'E') && j+1 < len(s.s) {
				j += 2
				continue
			}
			break
		}
		j++
	}
	v, err := strconv.ParseFloat(s.s[s.i:j], 64)
	if err != nil && s.err == nil {
		s.err = fmt.Errorf("bad number at %d", s.i)
	}
	s.i = j
	return v
}

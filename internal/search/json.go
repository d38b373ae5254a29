package search

import (
	"math"
	"strconv"
	"unicode/utf8"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/platform/money"
)

// AppendJSON appends r exactly as encoding/json would write it (with HTML escaping off, as the
// API writes): listings are the shop's hottest answer, and reflection took as long as the search.
// TestAppendJSONMatchesEncodingJSON holds the two to the same bytes.
func (r *Result) AppendJSON(b []byte) []byte {
	return r.appendJSON(b, func(b []byte) []byte { return appendSlice(b, r.Products, appendSummary) })
}

// appendJSON writes r with its products written by products.
func (r *Result) appendJSON(b []byte, products func([]byte) []byte) []byte {
	b = append(b, `{"products":`...)
	b = products(b)
	b = append(b, `,"facets":`...)
	b = appendSlice(b, r.Facets, (*Facet).appendJSON)
	b = append(b, `,"groups":`...)
	b = appendSlice(b, r.Groups, (*CategoryGroup).appendJSON)
	if r.Collection != nil {
		b = append(b, `,"collection":{"id":`...)
		b = appendString(b, r.Collection.ID)
		b = append(b, `,"display_name":`...)
		b = appendString(b, r.Collection.DisplayName)
		b = append(b, `,"parents":`...)
		b = appendSlice(b, r.Collection.Parents, (*CategoryRef).appendJSON)
		b = append(b, '}')
	}
	s := &r.Sorting
	b = append(b, `,"sorting":{"total_num_results":`...)
	b = strconv.AppendInt(b, int64(s.TotalNumResults), 10)
	b = append(b, `,"page":`...)
	b = strconv.AppendInt(b, int64(s.Page), 10)
	b = append(b, `,"page_size":`...)
	b = strconv.AppendInt(b, int64(s.PageSize), 10)
	b = append(b, `,"last_page":`...)
	b = strconv.AppendInt(b, int64(s.LastPage), 10)
	b = append(b, `,"sort_options":`...)
	b = appendSlice(b, s.SortOptions, (*SortOption).appendJSON)
	b = append(b, '}')
	if r.RedirectURL != "" {
		b = append(b, `,"redirectUrl":`...)
		b = appendString(b, r.RedirectURL)
	}
	return append(b, '}')
}

// AppendJSON appends s as encoding/json would write it.
func (s *Suggestions) AppendJSON(b []byte) []byte {
	b = append(b, `{"products":`...)
	b = appendSlice(b, s.Products, appendSummary)
	b = append(b, `,"suggestions":`...)
	b = appendSlice(b, s.Suggestions, func(v *string, b []byte) []byte { return appendString(b, *v) })
	return append(b, '}')
}

func appendSummary(s *Summary, b []byte) []byte {
	b = append(b, `{"code":`...)
	b = appendString(b, s.Code)
	b = append(b, `,"name":`...)
	b = appendString(b, s.Name)
	b = append(b, `,"brand":`...)
	b = appendString(b, s.Brand)
	b = append(b, `,"url":`...)
	b = appendString(b, s.URL)
	b = append(b, `,"imageUrl":`...)
	b = appendString(b, s.ImageURL)
	b = append(b, `,"categoryCode":`...)
	b = appendString(b, s.CategoryCode)
	b = append(b, `,"defaultVariantCode":`...)
	b = appendString(b, s.DefaultVariantCode)
	b = append(b, `,"price":`...)
	b = appendWire(b, &s.Price)
	if s.WasPrice != nil {
		b = append(b, `,"wasPrice":`...)
		b = appendWire(b, s.WasPrice)
	}
	if s.OnePassPrice != nil {
		b = append(b, `,"onePassPrice":`...)
		b = appendWire(b, s.OnePassPrice)
	}
	b = append(b, `,"rating":`...)
	b = appendFloat(b, s.Rating)
	b = append(b, `,"reviewCount":`...)
	b = strconv.AppendInt(b, int64(s.ReviewCount), 10)
	b = append(b, `,"colours":`...)
	b = appendSlice(b, s.Colours, appendSwatch)
	b = append(b, `,"sizes":`...)
	b = appendSlice(b, s.Sizes, func(v *string, b []byte) []byte { return appendString(b, *v) })
	b = append(b, `,"hasSizes":`...)
	b = strconv.AppendBool(b, s.HasSizes)
	b = append(b, `,"inStock":`...)
	b = strconv.AppendBool(b, s.InStock)
	b = append(b, `,"badges":`...)
	b = appendSlice(b, s.Badges, func(v *string, b []byte) []byte { return appendString(b, *v) })
	b = append(b, `,"onePassExclusive":`...)
	b = strconv.AppendBool(b, s.OnePassExclusive)
	b = append(b, `,"onePassEarlyAccess":`...)
	b = strconv.AppendBool(b, s.OnePassEarlyAccess)
	b = append(b, `,"onePassStartDate":`...)
	b = strconv.AppendInt(b, s.OnePassStartDate, 10)
	b = append(b, `,"onePassEndDate":`...)
	b = strconv.AppendInt(b, s.OnePassEndDate, 10)
	b = append(b, `,"onePassBadgeText":`...)
	b = appendString(b, s.OnePassBadgeText)
	b = append(b, `,"preOrder":`...)
	b = strconv.AppendBool(b, s.PreOrder)
	b = append(b, `,"onlineOnly":`...)
	b = strconv.AppendBool(b, s.OnlineOnly)
	b = append(b, `,"bulky":`...)
	b = strconv.AppendBool(b, s.Bulky)
	b = append(b, `,"personalisable":`...)
	b = strconv.AppendBool(b, s.Personalisable)
	b = append(b, `,"giftCard":`...)
	b = appendString(b, s.GiftCard)
	return append(b, '}')
}

// appendCard writes doc id's card as appendSummary writes ix.summary(id, nowMillis),
// without drawing the Summary: TestAppendCardMatchesSummary holds the two to the same bytes.
func (ix *Index) appendCard(b []byte, id uint32, nowMillis int64) []byte {
	d := &ix.docs[id]
	ea := ix.early[id]
	b = append(b, `{"code":`...)
	b = appendString(b, d.code)
	b = append(b, `,"name":`...)
	b = appendString(b, d.name)
	b = append(b, `,"brand":`...)
	b = appendString(b, ix.brands[d.brand])
	// The page URL's path, then the codes and images, are written from a scratch copy of it.
	var scratch [96]byte
	page := append(scratch[:0], "/p/"...)
	page = catalog.AppendSlug(page, d.name)
	page = append(page, '/')
	b = append(b, `,"url":"`...)
	b = appendRaw(b, page)
	b = appendRaw(b, d.code)
	var code [24]byte
	first := ix.appendVariantCode(code[:0], d.colours[0].variant)
	b = append(b, `","imageUrl":"/img/p/`...)
	b = appendRaw(b, first)
	b = append(b, `/1.svg","categoryCode":`...)
	b = appendString(b, ix.catCode(d.leaf))
	b = append(b, `,"defaultVariantCode":"`...)
	b = appendRaw(b, first)
	b = append(b, `","price":`...)
	b = ix.appendAmount(b, d.price)
	if d.was > 0 {
		b = append(b, `,"wasPrice":`...)
		b = ix.appendAmount(b, d.was)
	}
	if d.onePass > 0 {
		b = append(b, `,"onePassPrice":`...)
		b = ix.appendAmount(b, d.onePass)
	}
	b = append(b, `,"rating":`...)
	b = appendFloat(b, float64(d.rating))
	b = append(b, `,"reviewCount":`...)
	b = strconv.AppendInt(b, int64(d.reviews), 10)
	b = append(b, `,"colours":[`...)
	n := 0
	for _, c := range d.colours {
		ce := ix.colours[c.colour]
		if ce.name == "" {
			continue
		}
		if n > 0 {
			b = append(b, ',')
		}
		n++
		vc := ix.appendVariantCode(code[:0], c.variant)
		b = append(b, `{"name":`...)
		b = appendString(b, ce.name)
		b = append(b, `,"hex":`...)
		b = appendString(b, ce.hex)
		b = append(b, `,"variantCode":"`...)
		b = appendRaw(b, vc)
		b = append(b, `","url":"`...)
		b = appendRaw(b, page)
		b = appendRaw(b, vc)
		b = append(b, `","imageUrl":"/img/p/`...)
		b = appendRaw(b, vc)
		b = append(b, `/1.svg"}`...)
	}
	b = append(b, `],"sizes":[`...)
	for i, si := range d.sizes {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, ix.sizes[si])
	}
	b = append(b, `],"hasSizes":`...)
	b = strconv.AppendBool(b, len(d.sizes) > 0)
	b = append(b, `,"inStock":`...)
	b = strconv.AppendBool(b, d.flags&flagInStock != 0)
	b = append(b, `,"badges":[`...)
	nb := 0
	badge := func(name string) {
		if nb > 0 {
			b = append(b, ',')
		}
		nb++
		b = append(b, '"')
		b = append(b, name...)
		b = append(b, '"')
	}
	if d.onePass > 0 {
		badge("onePass")
	}
	if d.flags&flagExclusive != 0 {
		badge("exclusive")
	}
	if nowMillis != 0 {
		if nowMillis/1000-d.created < 30*24*3600 {
			badge("new")
		}
		if d.flags&flagEarly != 0 && (ea[1] == 0 || nowMillis < ea[1]) {
			badge("earlyAccess")
		}
	}
	if d.flags&flagOnlineOnly != 0 {
		badge("onlineOnly")
	}
	if d.flags&flagPreOrder != 0 {
		badge("preOrder")
	}
	b = append(b, `],"onePassExclusive":`...)
	b = strconv.AppendBool(b, d.flags&flagExclusive != 0)
	b = append(b, `,"onePassEarlyAccess":`...)
	b = strconv.AppendBool(b, d.flags&flagEarly != 0)
	b = append(b, `,"onePassStartDate":`...)
	b = strconv.AppendInt(b, ea[0], 10)
	b = append(b, `,"onePassEndDate":`...)
	b = strconv.AppendInt(b, ea[1], 10)
	b = append(b, `,"onePassBadgeText":`...)
	if d.onePass > 0 {
		b = append(b, `"OnePass member price"`...)
	} else {
		b = append(b, `""`...)
	}
	b = append(b, `,"preOrder":`...)
	b = strconv.AppendBool(b, d.flags&flagPreOrder != 0)
	b = append(b, `,"onlineOnly":`...)
	b = strconv.AppendBool(b, d.flags&flagOnlineOnly != 0)
	b = append(b, `,"bulky":`...)
	b = strconv.AppendBool(b, d.flags&flagBulky != 0)
	b = append(b, `,"personalisable":`...)
	b = strconv.AppendBool(b, d.flags&flagPersonalisable != 0)
	b = append(b, `,"giftCard":`...)
	b = appendString(b, string(ix.giftKinds[d.giftCard]))
	return append(b, '}')
}

// appendAmount writes an amount in its API shape.
func (ix *Index) appendAmount(b []byte, c money.Cents) []byte {
	w := ix.wire(c)
	return appendWire(b, &w)
}

// appendRaw writes bytes inside a JSON string that need escaping only if they hold a quote, a
// backslash, a control character or non-ASCII (slugs and codes never do, but a code from the
// database could).
func appendRaw[T string | []byte](b []byte, s T) []byte {
	for i := range len(s) {
		c := s[i]
		if c < 0x20 || c == '"' || c == '\\' || c >= 0x80 {
			q := appendString(nil, string(s))
			return append(b, q[1:len(q)-1]...)
		}
	}
	return append(b, s...)
}

func appendSwatch(s *Swatch, b []byte) []byte {
	b = append(b, `{"name":`...)
	b = appendString(b, s.Name)
	b = append(b, `,"hex":`...)
	b = appendString(b, s.Hex)
	b = append(b, `,"variantCode":`...)
	b = appendString(b, s.VariantCode)
	b = append(b, `,"url":`...)
	b = appendString(b, s.URL)
	b = append(b, `,"imageUrl":`...)
	b = appendString(b, s.ImageURL)
	return append(b, '}')
}

func (f *Facet) appendJSON(b []byte) []byte {
	b = append(b, `{"name":`...)
	b = appendString(b, f.Name)
	b = append(b, `,"display_name":`...)
	b = appendString(b, f.DisplayName)
	b = append(b, `,"data":{"displayType":`...)
	b = appendString(b, f.Data.DisplayType)
	b = append(b, `},"options":`...)
	b = appendSlice(b, f.Options, (*FacetOption).appendJSON)
	return append(b, '}')
}

func (o *FacetOption) appendJSON(b []byte) []byte {
	b = append(b, `{"display_name":`...)
	b = appendString(b, o.DisplayName)
	b = append(b, `,"value":`...)
	b = appendString(b, o.Value)
	b = append(b, `,"count":`...)
	b = strconv.AppendInt(b, int64(o.Count), 10)
	b = append(b, `,"status":`...)
	b = appendString(b, o.Status)
	if o.Hex != "" {
		b = append(b, `,"hex":`...)
		b = appendString(b, o.Hex)
	}
	if len(o.Children) > 0 {
		b = append(b, `,"children":`...)
		b = appendSlice(b, o.Children, (*FacetOption).appendJSON)
	}
	return append(b, '}')
}

func (g *CategoryGroup) appendJSON(b []byte) []byte {
	b = append(b, `{"group_id":`...)
	b = appendString(b, g.GroupID)
	b = append(b, `,"display_name":`...)
	b = appendString(b, g.DisplayName)
	b = append(b, `,"count":`...)
	b = strconv.AppendInt(b, int64(g.Count), 10)
	b = append(b, `,"parents":`...)
	b = appendSlice(b, g.Parents, (*CategoryRef).appendJSON)
	b = append(b, `,"children":`...)
	b = appendSlice(b, g.Children, (*CategoryGroup).appendJSON)
	return append(b, '}')
}

func (c *CategoryRef) appendJSON(b []byte) []byte {
	b = append(b, `{"group_id":`...)
	b = appendString(b, c.GroupID)
	b = append(b, `,"display_name":`...)
	b = appendString(b, c.DisplayName)
	return append(b, '}')
}

func (o *SortOption) appendJSON(b []byte) []byte {
	b = append(b, `{"sort_by":`...)
	b = appendString(b, o.SortBy)
	b = append(b, `,"sort_order":`...)
	b = appendString(b, o.SortOrder)
	b = append(b, `,"display_name":`...)
	b = appendString(b, o.DisplayName)
	b = append(b, `,"status":`...)
	b = appendString(b, o.Status)
	return append(b, '}')
}

func appendWire(b []byte, w *money.Wire) []byte {
	b = append(b, `{"value":`...)
	b = appendFloat(b, w.Value)
	b = append(b, `,"formattedValue":`...)
	b = appendString(b, w.FormattedValue)
	return append(b, '}')
}

// appendSlice writes a JSON array, or null for a nil slice, as encoding/json does.
func appendSlice[T any](b []byte, s []T, elem func(*T, []byte) []byte) []byte {
	if s == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i := range s {
		if i > 0 {
			b = append(b, ',')
		}
		b = elem(&s[i], b)
	}
	return append(b, ']')
}

// appendFloat writes a float64 as encoding/json does: shortest form, exponent only for very small
// or very large magnitudes, and e-07 written e-7.
func appendFloat(b []byte, f float64) []byte {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return append(b, '0') // encoding/json refuses these; no price or rating is one
	}
	format := byte('f')
	if abs := math.Abs(f); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, f, format, -1, 64)
	if format == 'e' {
		if n := len(b); n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b
}

const hexDigits = "0123456789abcdef"

// appendString writes a JSON string as encoding/json does with HTML escaping off: quotes,
// backslashes and control characters escaped, invalid UTF-8 as U+FFFD, and U+2028 and U+2029
// escaped for JavaScript.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

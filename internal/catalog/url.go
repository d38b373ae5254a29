package catalog

import (
	"strconv"
	"strings"
	"unicode"
)

// Slug turns a product name into the encodedName part of a product URL:
// "Kmart-ish Table Lamp, Brass" → "kmart-ish-table-lamp-brass".
func Slug(name string) string {
	var b strings.Builder
	b.Grow(len(name))
	dash := false
	for _, r := range strings.ToLower(name) {
		switch {
		case r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			b.WriteRune(r)
			dash = false
		case r == '&':
			if b.Len() > 0 && !dash {
				b.WriteByte('-')
			}
			b.WriteString("and-")
			dash = true
		default:
			if b.Len() > 0 && !dash {
				b.WriteByte('-')
				dash = true
			}
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}

// URL is the product page of the base product: /p/{encodedName}/{code}.
func (p *Product) URL() string { return "/p/" + Slug(p.Name) + "/" + p.Code }

// VariantURL is the product page with one variant selected: /p/{encodedName}/{variantCode}.
// The colour and size pickers replace the browser URL with it.
func (p *Product) VariantURL(v *Variant) string { return "/p/" + Slug(p.Name) + "/" + v.Code }

// ImageURL is the server-drawn SVG tile of a variant. View 1 is the main image; views 2 and 3
// are the gallery's alternate compositions.
func ImageURL(variantCode string, view int) string {
	return "/img/p/" + variantCode + "/" + strconv.Itoa(view) + ".svg"
}

// ImageViews is how many gallery images each colour has.
const ImageViews = 3

// Variant returns the variant with the given code, or nil.
func (p *Product) Variant(code string) *Variant {
	for i := range p.Variants {
		if p.Variants[i].Code == code {
			return &p.Variants[i]
		}
	}
	return nil
}

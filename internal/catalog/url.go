package catalog

import (
	"strconv"
	"strings"
	"unicode"
)

// Slug turns a product name into the encodedName part of a product URL:
// "Kmart-ish Table Lamp, Brass" → "kmart-ish-table-lamp-brass".
func Slug(name string) string {
	return string(AppendSlug(make([]byte, 0, len(name)+4), name))
}

// AppendSlug appends the slug of name to dst. Names are nearly always ASCII, which takes one pass
// with no allocation; others go through Unicode lower-casing.
func AppendSlug(dst []byte, name string) []byte {
	start := len(dst)
	dash := false
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c >= 0x80:
			return append(dst[:start], slugUnicode(name)...)
		case 'a' <= c && c <= 'z' || '0' <= c && c <= '9':
			dst = append(dst, c)
			dash = false
		case 'A' <= c && c <= 'Z':
			dst = append(dst, c+'a'-'A')
			dash = false
		case c == '&':
			if len(dst) > start && !dash {
				dst = append(dst, '-')
			}
			dst = append(dst, "and-"...)
			dash = true
		default:
			if len(dst) > start && !dash {
				dst = append(dst, '-')
				dash = true
			}
		}
	}
	if len(dst) > start && dst[len(dst)-1] == '-' {
		dst = dst[:len(dst)-1]
	}
	return dst
}

func slugUnicode(name string) string {
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

// Package demo generates the demo shop's data: a deterministic catalogue of any size (categories,
// products, variants, prices, ratings, OnePass and pre-order flags), the store chain in every
// state and territory, Australian suburbs and postcodes, and stock. Nothing is fetched at run time.
package demo

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/platform/money"
)

// DemoProducts is the number of base products the demo shop loads into an empty database.
const DemoProducts = 3200

// maxVariants caps the sellable variants of one product; variant codes leave room for 16.
const maxVariants = 16

// melbourne is the shop's home time zone: early-access windows open at Melbourne evening hours.
var melbourne = func() *time.Location {
	loc, err := time.LoadLocation("Australia/Melbourne")
	if err != nil {
		return time.FixedZone("AEDT", 11*3600)
	}
	return loc
}()

// giftCardProducts are the first products of the catalogue, so every demo has them.
const giftCardProducts = 8

// Products calls fn for products 0..n-1 in order. The same seed gives the same products, and
// product i does not depend on n, so a small catalogue is a prefix of a large one. now anchors
// CreatedAt and the early-access windows.
func Products(seed int64, n int, now time.Time, fn func(catalog.Product) error) error {
	for i := range n {
		if err := fn(Product(seed, i, now)); err != nil {
			return err
		}
	}
	return nil
}

// Product returns product i of the catalogue made from seed.
func Product(seed int64, i int, now time.Time) catalog.Product {
	r := rand.New(rand.NewPCG(uint64(seed), uint64(i)*0x9e3779b97f4a7c15+1))
	if i < giftCardProducts {
		return giftCard(i, now)
	}
	ref := leafFor(i)
	lf := ref.spec
	styles := styleWords[lf.style]
	brands := brandsByStyle[lf.style]
	noun := pick(r, lf.nouns)
	style := pick(r, styles)
	brand := pick(r, brands)
	name := strings.TrimSpace(style + " " + noun)
	if r.IntN(4) == 0 && lf.style != "tech" {
		name = brand + " " + name
	}
	if lf.style == "tech" {
		name = brand + " " + noun + " " + style
	}
	p := catalog.Product{
		Code:         fmt.Sprintf("P%07d", 1000000+i),
		Name:         name,
		Brand:        brand,
		CategoryCode: ref.code,
		Motif:        lf.motif,
		SizeType:     sizeTypes[lf.sizes],
		CreatedAt:    now.Add(-time.Duration(r.IntN(400*24)) * time.Hour).Truncate(time.Hour),
		Bulky:        lf.bulky,
	}
	p.Description = fmt.Sprintf(pick(r, descriptions), strings.ToLower(noun)) + " " + detailSentence(r, lf)
	p.Features = features(r, lf)

	// Ratings: most products are rated, skewed high, with a long tail of review counts.
	if r.IntN(10) < 7 {
		p.Rating = math.Round((3.0+2.0*math.Sqrt(r.Float64()))*10) / 10
		p.ReviewCount = 1 + int(math.Floor(math.Pow(r.Float64(), 3)*2500))
	}
	// Flags, each with a sensible share of the catalogue.
	switch ref.dept {
	case "electronics", "toys":
		p.PreOrder = r.IntN(40) == 0
	}
	p.Personalisable = lf.person && r.IntN(3) == 0
	p.OnlineOnly = r.IntN(12) == 0
	p.Assorted = ref.dept == "toys" && r.IntN(60) == 0
	p.OnePassExclusive = r.IntN(100) == 0
	if r.IntN(50) == 0 || i%997 == 500 {
		p.EarlyAccessStart, p.EarlyAccessEnd = earlyAccess(r, i, now)
	}

	// Price: a base in the leaf's range, rounded the way shops price.
	base := lf.min + int(math.Pow(r.Float64(), 1.6)*float64(lf.max-lf.min))
	price := shopPrice(base)
	reduced := r.IntN(5) == 0
	onePass := r.IntN(10) == 0
	colours := pickColours(r, palettes[lf.palette])
	sizes := pickSizes(r, sizeLists[lf.sizes])
	if len(colours)*max(1, len(sizes)) > maxVariants {
		colours = colours[:max(1, maxVariants/max(1, len(sizes)))]
		if len(colours)*len(sizes) > maxVariants {
			sizes = sizes[:maxVariants/len(colours)]
		}
	}
	j := 0
	for _, col := range colours {
		for s := range max(1, len(sizes)) {
			size := ""
			vp := price
			if len(sizes) > 0 {
				size = sizes[s]
				if lf.sizes == "bed" || lf.sizes == "rugs" || lf.sizes == "tv" || lf.sizes == "curtains" || lf.sizes == "pans" || lf.sizes == "frames" {
					vp = shopPrice(base + base*s*18/100) // bigger sizes cost more
				}
			}
			v := catalog.Variant{
				Code: fmt.Sprintf("%08d", 10000000+i*maxVariants+j), BaseCode: p.Code,
				Colour: col.name, ColourHex: col.hex, Size: size, Position: j, Price: vp,
			}
			if reduced {
				v.WasPrice = vp
				v.Price = shopPrice(int(float64(vp) / 100 * (0.6 + 0.3*r.Float64())))
				if v.Price >= v.WasPrice { // rounding to a shop price can eat a small saving
					v.Price = v.WasPrice - v.WasPrice/5
				}
			}
			if onePass {
				v.OnePassPrice = shopPrice(int(float64(v.Price) / 100 * 0.9))
				if v.OnePassPrice >= v.Price {
					v.OnePassPrice = v.Price - 100
				}
			}
			p.Variants = append(p.Variants, v)
			j++
		}
	}
	setProductPrice(&p)
	return p
}

func setProductPrice(p *catalog.Product) {
	low := 0
	for k, v := range p.Variants {
		if v.Price < p.Variants[low].Price {
			low = k
		}
	}
	v := p.Variants[low]
	p.Price, p.WasPrice, p.OnePassPrice = v.Price, v.WasPrice, v.OnePassPrice
}

// leafFor spreads products over the leaves: round robin, so that every leaf of the demo has many
// products and a large catalogue keeps the same mix.
func leafFor(i int) leafRef {
	return leaves[(i-giftCardProducts)%len(leaves)]
}

func giftCard(i int, now time.Time) catalog.Product {
	designs := []string{"Wattle", "Happy Birthday", "Thank You", "Celebrate"}
	pal := palettes["gift"]
	digital := i%2 == 1
	kind := catalog.GiftCardPhysical
	motif := "gift"
	leaf := "gift-cards-gift-cards-physical-gift-cards"
	name := designs[i/2] + " Gift Card"
	if digital {
		kind, motif, leaf = catalog.GiftCardDigital, "credit-card", "gift-cards-gift-cards-digital-gift-cards"
		name = designs[i/2] + " e-Gift Card"
	}
	p := catalog.Product{
		Code: fmt.Sprintf("P%07d", 1000000+i), Name: name, Brand: "Wattle", CategoryCode: leaf, Motif: motif,
		SizeType: "value", GiftCard: kind, CreatedAt: now.Add(-200 * 24 * time.Hour).Truncate(time.Hour),
		Description: "Give them the choice of thousands of products in store and online. " +
			"Redeemable at any Wattle store and at wattle.com.au. No expiry.",
		Features: []string{"Choose a value from $25 to $200", "No expiry", "Redeem in store or online", "Check the balance at checkout"},
		Rating:   4.8, ReviewCount: 120 + i*37,
	}
	if digital {
		p.Description = "Sent by e-mail in minutes with your personal message. " + p.Description
		p.OnlineOnly = true
	}
	col := pal[(i/2)%len(pal)]
	for j, size := range sizeLists["giftcard"] {
		var dollars int
		_, _ = fmt.Sscanf(size, "$%d", &dollars)
		p.Variants = append(p.Variants, catalog.Variant{
			Code: fmt.Sprintf("%08d", 10000000+i*maxVariants+j), BaseCode: p.Code, Colour: col.name, ColourHex: col.hex,
			Size: size, Position: j, Price: money.Cents(dollars * 100),
		})
	}
	setProductPrice(&p)
	return p
}

// earlyAccess lays out a OnePass early-access window relative to now: some past, some open now,
// some opening in the next fortnight, starting at 7pm or 7:30pm Melbourne time.
func earlyAccess(r *rand.Rand, i int, now time.Time) (time.Time, time.Time) {
	local := now.In(melbourne)
	day := time.Date(local.Year(), local.Month(), local.Day(), 19, 30*(i%2), 0, 0, melbourne)
	var start time.Time
	switch i % 3 {
	case 0: // ended
		start = day.AddDate(0, 0, -(10 + r.IntN(20)))
		return start, start.AddDate(0, 0, 3)
	case 1: // open now
		start = day.AddDate(0, 0, -(1 + r.IntN(3)))
		if r.IntN(2) == 0 {
			return start, time.Time{} // open ended
		}
		return start, day.AddDate(0, 0, 2+r.IntN(5))
	default: // coming soon
		start = day.AddDate(0, 0, 1+r.IntN(14))
		return start, start.AddDate(0, 0, 3)
	}
}

// shopPrice turns whole dollars into a retail price: $5.50, $12, $29, $49, $149, $1,299…
func shopPrice(dollars int) money.Cents {
	switch {
	case dollars < 10:
		return money.Cents(dollars*100 + 50 - 100*(dollars%2))
	case dollars < 100:
		return money.Cents((dollars/5*5 + 4) * 100)
	case dollars < 1000:
		return money.Cents((dollars/10*10 + 9) * 100)
	default:
		return money.Cents((dollars/100*100 + 99) * 100)
	}
}

func pick(r *rand.Rand, words []string) string {
	if len(words) == 0 {
		return ""
	}
	return words[r.IntN(len(words))]
}

// pickColours chooses 1-5 colours, now and then up to 8 so listing cards show "+N".
func pickColours(r *rand.Rand, pal []colour) []colour {
	n := 1 + r.IntN(min(5, len(pal)))
	if r.IntN(8) == 0 {
		n = min(len(pal), 6+r.IntN(3))
	}
	idx := r.Perm(len(pal))[:n]
	out := make([]colour, n)
	for k, x := range idx {
		out[k] = pal[x]
	}
	return out
}

// pickSizes takes a run of consecutive sizes (most ranges skip the extremes).
func pickSizes(r *rand.Rand, sizes []string) []string {
	if len(sizes) <= 3 {
		return sizes
	}
	start := r.IntN(2)
	end := len(sizes) - r.IntN(2)
	return sizes[start:end]
}

func detailSentence(r *rand.Rand, lf *leaf) string {
	switch {
	case lf.bulky:
		return "Delivered to your door by our two-person team; bulky item delivery fees apply."
	case lf.sizes != "" && sizeTypes[lf.sizes] == "clothing":
		return "True to size. Check the size guide for measurements."
	case r.IntN(2) == 0:
		return "Pair it with the rest of the range for a look that comes together."
	}
	return "Backed by our 60-day change of mind returns."
}

func features(r *rand.Rand, lf *leaf) []string {
	key := lf.style
	if _, ok := featureSets[key]; !ok {
		switch lf.style {
		case "modern", "scent", "table", "quilt", "summer":
			key = "home"
		case "denim", "knit", "shoe", "jewel", "menswear", "basics", "kids", "baby", "sport":
			key = "fashion"
		case "camp":
			key = "outdoor"
		case "beauty":
			key = "appliance"
		default:
			key = "home"
		}
	}
	set := featureSets[key]
	n := 3 + r.IntN(len(set)-2)
	out := append([]string(nil), set[:min(n, len(set))]...)
	out = append(out, fmt.Sprintf("Dimensions: %d x %d x %d cm", 10+r.IntN(90), 10+r.IntN(90), 5+r.IntN(60)))
	return out
}

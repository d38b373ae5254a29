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
	"unicode"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/money"
)

// DemoProducts is the number of base products the demo shop loads into an empty database: enough
// for at least 3,000 products and 12,000 sellable variants with every leaf well stocked.
const DemoProducts = 3200

// maxVariants caps the sellable variants of one product; variant codes leave room for 16.
const maxVariants = 16

// giftCardProducts are the first products of the catalogue (alternately physical and digital), so
// even a tiny catalogue sells gift cards.
const giftCardProducts = 8

// Products calls fn for products 0..n-1 in order. The same seed gives the same products, and
// product i does not depend on n, so a small catalogue is a prefix of a large one. now anchors
// CreatedAt and the early-access windows. Each product is built fresh (no shared slices), so fn
// may keep it; the generator itself holds nothing between products.
func Products(seed int64, n int, now time.Time, fn func(catalog.Product) error) error {
	for i := range n {
		if err := fn(Product(seed, i, now)); err != nil {
			return err
		}
	}
	return nil
}

// Product returns product i of the catalogue made from seed: what Products passes to fn for i.
func Product(seed int64, i int, now time.Time) catalog.Product {
	// One generator per product, keyed by (seed, i): this is what makes product i independent of n.
	r := rand.New(rand.NewPCG(uint64(seed), uint64(i)*0x9e3779b97f4a7c15+1))
	if i < giftCardProducts {
		return giftCard(r, i, i%2 == 1, i/2, now)
	}
	ref := leafFor(i)
	lf := ref.spec
	if lf.style == "giftcard" {
		// Each gift-card leaf comes round once per turn of the wheel: the turn picks the design.
		return giftCard(r, i, lf.motif == "credit-card", giftCardProducts/2+(i-giftCardProducts)/len(wheel), now)
	}
	k := r.IntN(len(lf.nouns))
	noun := lf.nouns[k]
	styles := styleWords[lf.style]
	st := r.IntN(len(styles))
	brand := pick(r, brandsByStyle[lf.style])
	// Names never say a word twice ("Linen Linen Quilt Cover Set"): the style steps on to the
	// next one that shares no word with the rest of the name, and the brand is left out of the
	// name when it would repeat one. Neither takes another draw, so the products that follow
	// are the same.
	var name string
	if lf.style == "tech" {
		name = brand + " " + noun + " " + freeWord(styles, st, brand+" "+noun) // "Sonix Noise Cancelling Headphones Pro"
	} else {
		name = freeWord(styles, st, noun) + " " + noun
		if r.IntN(4) == 0 && !sharesWord(brand, name) {
			name = brand + " " + name // "Harbour & Co Ceramic Table Lamp"
		}
	}
	p := catalog.Product{
		Code:         fmt.Sprintf("P%07d", 1000000+i),
		Name:         strings.TrimSpace(name),
		Brand:        brand,
		CategoryCode: ref.code,
		Motif:        lf.motifs[k],
		SizeType:     sizeTypes[lf.sizes],
		CreatedAt:    createdAt(r, now),
		Bulky:        lf.bulky,
	}
	p.Description = description(r, lf, noun)
	p.Features = features(r, lf)

	// Ratings: most products are rated, skewed high, with a long (Zipf-like) tail of review counts.
	if r.IntN(10) < 7 {
		p.Rating = math.Round((3.0+2.0*math.Sqrt(r.Float64()))*10) / 10
		p.ReviewCount = 1 + int(math.Floor(math.Pow(r.Float64(), 3)*2500))
	}
	// Flags, each with a sensible share of the catalogue (see TestDemoShares).
	if ref.dept == "electronics" || ref.dept == "toys" {
		p.PreOrder = r.IntN(14) == 0
	}
	p.Personalisable = lf.person && r.IntN(2) == 0
	p.OnlineOnly = r.IntN(12) == 0
	p.Assorted = lf.assort && r.IntN(4) == 0
	p.OnePassExclusive = r.IntN(100) == 0
	// The i%997 term guarantees early access in every few hundred products, whatever the seed.
	if r.IntN(50) == 0 || i%997 == 500 {
		p.EarlyAccessStart, p.EarlyAccessEnd = earlyAccess(r, i, now)
	}

	// Price: a base in the leaf's range (skewed to the cheap end), rounded the way shops price.
	base := lf.min + int(math.Pow(r.Float64(), 1.6)*float64(lf.max-lf.min))
	reduced := r.IntN(5) == 0
	saleFactor := 0.6 + 0.3*r.Float64()
	onePass := r.IntN(10) == 0
	onePassFactor := 0.85 + 0.1*r.Float64()
	colours := pickColours(r, palettes[lf.palette])
	sizes := pickSizes(r, sizeLists[lf.sizes])
	if len(colours)*max(1, len(sizes)) > maxVariants {
		colours = colours[:max(1, maxVariants/max(1, len(sizes)))]
		if len(colours)*len(sizes) > maxVariants {
			sizes = sizes[:maxVariants/len(colours)]
		}
	}
	// Dimensional goods cost more as they grow; clothing now and then charges more for plus sizes.
	step := 0
	switch lf.sizes {
	case "bed", "rugs", "tv", "curtains", "pans", "frames", "towels":
		step = 18
	case "women", "womenletter", "men":
		if r.IntN(4) == 0 {
			step = 100 // only the last size steps up, see below
		}
	}
	if lf.sizes == "tv" && r.IntN(3) == 0 {
		sizes = sizes[:len(sizes)-2] // a compact range that stops at 65"
	}
	if lf.sizes == "tv" && len(sizes) > 0 && sizes[len(sizes)-1] > `65"` {
		p.Bulky = true // big screens need the two-person truck
	}
	p.Variants = make([]catalog.Variant, 0, len(colours)*max(1, len(sizes)))
	for _, col := range colours {
		for s := range max(1, len(sizes)) {
			size := ""
			dollars := base
			if len(sizes) > 0 {
				size = sizes[s]
				switch {
				case step == 100 && s >= len(sizes)-2 && len(sizes) > 3:
					dollars = base + max(2, base/10)
				case step > 0 && step < 100:
					dollars = base + base*s*step/100
				}
			}
			j := len(p.Variants)
			v := catalog.Variant{
				Code: fmt.Sprintf("%08d", 10000000+i*maxVariants+j), BaseCode: p.Code,
				Colour: col.name, ColourHex: col.hex, Size: size, Position: j, Price: shopPrice(dollars),
			}
			if reduced {
				v.WasPrice = v.Price
				v.Price = shopPrice(int(float64(dollars) * saleFactor))
				if v.Price >= v.WasPrice { // rounding to a shop price can eat a small saving
					v.Price = v.WasPrice - v.WasPrice/5
				}
			}
			if onePass {
				v.OnePassPrice = shopPrice(int(float64(v.Price) / 100 * onePassFactor))
				if v.OnePassPrice >= v.Price || v.OnePassPrice < v.Price*80/100 {
					v.OnePassPrice = v.Price - v.Price/10
				}
			}
			p.Variants = append(p.Variants, v)
		}
	}
	setProductPrice(&p)
	return p
}

// setProductPrice copies the cheapest variant's prices onto the product, for listings and sorting.
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

// leafFor deals product i to a leaf from the wheel.
func leafFor(i int) leafRef {
	return leaves[wheel[(i-giftCardProducts)%len(wheel)]]
}

// createdAt spreads products over the last 400 days with about 5% in the last 30, so the "New"
// badge is special but never missing.
func createdAt(r *rand.Rand, now time.Time) time.Time {
	hours := 30*24 + r.IntN(370*24)
	if r.IntN(20) == 0 {
		hours = r.IntN(29 * 24)
	}
	return now.Add(-time.Duration(hours) * time.Hour).Truncate(time.Hour)
}

// giftCard builds gift card product i in the given design. Physical cards are posted or sold in store;
// digital ones are e-mailed, so they are online only. The sizes are the card values, each at its face price.
func giftCard(r *rand.Rand, i int, digital bool, design int, now time.Time) catalog.Product {
	d := giftCardDesigns[design%len(giftCardDesigns)]
	kind, motif, leaf, name := catalog.GiftCardPhysical, "gift", "gift-cards-gift-cards-physical-gift-cards", d+" Gift Card"
	if digital {
		kind, motif, leaf, name = catalog.GiftCardDigital, "credit-card", "gift-cards-gift-cards-digital-gift-cards", d+" e-Gift Card"
	}
	p := catalog.Product{
		Code: fmt.Sprintf("P%07d", 1000000+i), Name: name, Brand: "Wattle", CategoryCode: leaf, Motif: motif,
		SizeType: "value", GiftCard: kind, CreatedAt: now.Add(-time.Duration(150+r.IntN(200)) * 24 * time.Hour).Truncate(time.Hour),
		Description: "Give them the choice of thousands of products in store and online. " +
			"Redeemable at any Wattle store and at wattle.com.au. Valid for three years from purchase.",
		Features: []string{"Choose a value from $25 to $200", "Valid for 3 years", "Redeem in store or online", "Check the balance at checkout"},
		Rating:   math.Round((4.3+0.7*r.Float64())*10) / 10, ReviewCount: 20 + r.IntN(400),
	}
	if digital {
		p.Description = "Sent by e-mail in minutes with your personal message. " + p.Description
		p.Features = append(p.Features, "Delivered by e-mail, usually within minutes")
		p.OnlineOnly = true
	} else {
		p.Features = append(p.Features, "Free standard delivery in a gift envelope")
	}
	col := palettes["gift"][design%len(palettes["gift"])]
	for j, size := range sizeLists["giftcard"] {
		dollars := 0
		for _, ch := range size[1:] { // "$25" → 25
			dollars = dollars*10 + int(ch-'0')
		}
		p.Variants = append(p.Variants, catalog.Variant{
			Code: fmt.Sprintf("%08d", 10000000+i*maxVariants+j), BaseCode: p.Code, Colour: col.name, ColourHex: col.hex,
			Size: size, Position: j, Price: money.Cents(dollars * 100),
		})
	}
	setProductPrice(&p)
	return p
}

// earlyAccess lays out a OnePass early-access window relative to now: a third ended, a third open
// now (some open ended), a third opening in the next fortnight. Windows open at 7pm or 7:30pm
// Melbourne time, when members are home to shop.
func earlyAccess(r *rand.Rand, i int, now time.Time) (time.Time, time.Time) {
	local := now.In(clock.Melbourne)
	day := time.Date(local.Year(), local.Month(), local.Day(), 19, 30*(i%2), 0, 0, clock.Melbourne)
	switch i % 3 {
	case 0: // ended
		start := day.AddDate(0, 0, -(10 + r.IntN(20)))
		return start, start.AddDate(0, 0, 3)
	case 1: // open now: started at least a day ago
		start := day.AddDate(0, 0, -(1 + r.IntN(3)))
		if r.IntN(2) == 0 {
			return start, time.Time{} // open ended
		}
		return start, day.AddDate(0, 0, 2+r.IntN(5))
	default: // coming soon: starts in 1 to 14 days
		start := day.AddDate(0, 0, 1+r.IntN(14))
		return start, start.AddDate(0, 0, 3)
	}
}

// shopPrice turns whole dollars into a retail price by band: $4.50, $24, $24.95, $149, $1,299.
func shopPrice(dollars int) money.Cents {
	switch {
	case dollars < 10:
		return money.Cents(dollars*100 + 50 - 100*(dollars%2))
	case dollars < 100:
		up := dollars/5*5 + 5 // the next multiple of five: $24 or $24.95, never $25
		if dollars%3 == 0 {
			return money.Cents(up*100 - 5)
		}
		return money.Cents((up - 1) * 100)
	case dollars < 1000:
		return money.Cents((dollars/10*10 + 9) * 100)
	default:
		return money.Cents((dollars/100*100 + 99) * 100)
	}
}

// freeWord returns the first of words, from start on and wrapping round, that shares no word
// with rest; "" if every one does.
func freeWord(words []string, start int, rest string) string {
	for j := range words {
		if w := words[(start+j)%len(words)]; !sharesWord(w, rest) {
			return w
		}
	}
	return ""
}

// sharesWord reports whether a and b have a word in common, ignoring case and punctuation:
// "Linen House Co" and "Linen Quilt Cover Set" do.
func sharesWord(a, b string) bool {
	bw := Words(b)
	for _, w := range Words(a) {
		for _, x := range bw {
			if w == x {
				return true
			}
		}
	}
	return false
}

// Words splits a product name into its lower-cased words: runs of letters and digits, so "&"
// and the hyphen in "T-Shirt" separate words rather than make them.
func Words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

func pick(r *rand.Rand, words []string) string {
	if len(words) == 0 {
		return ""
	}
	return words[r.IntN(len(words))]
}

// pickColours chooses 1-5 colours, now and then 6-8 so listing cards show "+N".
func pickColours(r *rand.Rand, pal []colour) []colour {
	n := 1 + r.IntN(min(5, len(pal)))
	if r.IntN(8) == 0 {
		n = min(len(pal), 6+r.IntN(3))
	}
	out := make([]colour, 0, n)
	// A partial Fisher-Yates over indices, without allocating the whole permutation.
	var idx [16]int
	m := min(len(pal), len(idx))
	for k := range m {
		idx[k] = k
	}
	for k := range min(n, m) {
		x := k + r.IntN(m-k)
		idx[k], idx[x] = idx[x], idx[k]
		out = append(out, pal[idx[k]])
	}
	return out
}

// pickSizes takes a run of consecutive sizes (most ranges skip an extreme or two).
func pickSizes(r *rand.Rand, sizes []string) []string {
	if len(sizes) <= 3 {
		return sizes
	}
	start := r.IntN(2)
	end := len(sizes) - r.IntN(2)
	return sizes[start:end]
}

// description writes 2-4 sentences: an opening about the noun, a line that fits the kind of product,
// and now and then a closing or two.
func description(r *rand.Rand, lf *leaf, noun string) string {
	agree := singular
	if plural(noun) {
		agree = pluralAgree
	}
	opening := strings.Replace(agree.Replace(pick(r, descriptions)), "{noun}", strings.ToLower(noun), 1)
	parts := []string{opening, detailSentence(lf)}
	if r.IntN(2) == 0 {
		parts = append(parts, pick(r, closings))
		if r.IntN(3) == 0 {
			parts = append(parts, "Only at Wattle.")
		}
	}
	return strings.Join(parts, " ")
}

// singular and pluralAgree fill the agreement placeholders of descriptions: "this lamp brings",
// "these jeans bring".
var (
	singular    = strings.NewReplacer("{this}", "this", "{s}", "s", "{is}", "is")
	pluralAgree = strings.NewReplacer("{this}", "these", "{s}", "", "{is}", "are")
)

// plural tells nouns named in the plural ("Wide Leg Pants", "Wine Glasses") from singular ones,
// including packs and sets of plural things ("Briefs 5 Pack").
func plural(noun string) bool {
	last := noun[strings.LastIndexByte(noun, ' ')+1:]
	return strings.HasSuffix(last, "s") && !strings.HasSuffix(last, "ss")
}

// lighting reports whether a leaf sells lamps and lights, which get the lamp's specifications.
func lighting(lf *leaf) bool {
	switch lf.motif {
	case "table-lamp", "floor-lamp", "desk-lamp", "pendant-light":
		return true
	}
	return false
}

func detailSentence(lf *leaf) string {
	switch {
	case lf.bulky:
		return "Delivered to your door by our two-person team; bulky item delivery fees apply."
	case sizeTypes[lf.sizes] == "clothing":
		return "True to size: check the size guide for measurements."
	case sizeTypes[lf.sizes] == "shoe":
		return "Fits true to size; if you're between sizes, go up."
	case sizeTypes[lf.sizes] == "bedding":
		return "Available in sizes from Single to Super King."
	}
	return "Easy care and built for everyday use."
}

// features picks 2-5 bullets for the product's kind, plus its dimensions for goods that are not worn.
func features(r *rand.Rand, lf *leaf) []string {
	key := lf.style
	switch {
	case lighting(lf):
		key = "lamp"
	case lf.bulky && lf.style == "home":
		key = "furniture"
	}
	set := featureSets[key]
	if len(set) == 0 {
		set = featureSets["home"]
	}
	worn := sizeTypes[lf.sizes] == "clothing" || sizeTypes[lf.sizes] == "shoe"
	n := 3 + r.IntN(3) // 3..5 from the set
	if !worn {
		n-- // the dimensions line makes up the number
	}
	n = min(n, len(set))
	out := make([]string, 0, n+1)
	// Keep the set's order (materials first, care last) while skipping a random few.
	skip := len(set) - n
	for k, f := range set {
		if skip > 0 && r.IntN(len(set)-k) < skip {
			skip--
			continue
		}
		out = append(out, f)
	}
	if !worn {
		scale := 10
		switch {
		case lf.bulky:
			scale = 60
		case lf.motif == "floor-lamp":
			scale = 50 // tall and slender, but never desk sized
		}
		out = append(out, fmt.Sprintf("Dimensions: %d cm W x %d cm D x %d cm H",
			scale+r.IntN(scale*2), scale/2+r.IntN(scale), scale+r.IntN(scale*2)))
	}
	return out
}

package demo

import (
	"hash/fnv"
	"slices"
	"strings"
	"testing"

	"github.com/wattle/storefront/internal/media"
)

// drawings lists what a motif can be drawn as: a kind's drawings, or the drawing it names.
func drawings(motif string) []string {
	if list := media.Kind(motif); list != nil {
		return list
	}
	return []string{media.Drawing(motif, 0)}
}

// TestLeafMotifs checks that every leaf and noun names a motif media draws, and that the products
// the shop's first testers found misleading (an Oxford shirt drawn as a T-shirt, lounge pants as a
// moon, an esky and a reed diffuser as flames) get drawings of their own.
func TestLeafMotifs(t *testing.T) {
	t.Parallel()
	known := map[string]bool{}
	for _, m := range media.Motifs() {
		known[m] = true
	}
	byNoun := map[string][]string{} // "Men's Shirts/Oxford Shirt" → its drawings
	for _, lr := range leaves {
		lf := lr.spec
		if !known[lf.motif] {
			t.Errorf("%s: motif %q is not drawn by media", lf.name, lf.motif)
		}
		if len(lf.motifs) != len(lf.nouns) {
			t.Fatalf("%s: %d motifs for %d nouns", lf.name, len(lf.motifs), len(lf.nouns))
		}
		shown := map[string]bool{}
		for k, n := range lf.nouns {
			m := lf.motifs[k]
			if !known[m] || strings.Contains(n, ":") {
				t.Errorf("%s: noun %q has motif %q, which media does not draw", lf.name, n, m)
			}
			byNoun[lf.name+"/"+n] = drawings(m)
			for _, d := range drawings(m) {
				shown[d] = true
			}
		}
		// A listing is not one picture tinted twelve ways (gift cards are the exception: one
		// card design per leaf, coloured by the design).
		if len(shown) < 2 && lf.style != "giftcard" {
			t.Errorf("%s: every product shows %v", lf.name, shown)
		}
	}
	cases := []struct {
		nouns  []string // "Leaf/Noun"
		prefix []string // every drawing's name starts with one of these
	}{
		{[]string{"Men's Shirts/Oxford Shirt", "Men's Shirts/Linen Shirt", "Men's Shirts/Flannel Shirt"}, []string{"shirt-"}},
		{[]string{"Jeans & Pants/Straight Leg Jeans", "Jeans & Pants/Skinny Jeans", "Men's Jeans & Pants/Slim Jeans"}, []string{"jeans-"}},
		{[]string{"Jeans & Pants/Wide Leg Pants", "Jeans & Pants/Linen Pants", "Men's Jeans & Pants/Chino Pants",
			"Men's Jeans & Pants/Cargo Pants", "Men's Jeans & Pants/Track Pants", "Men's Sleepwear/Lounge Pants",
			"Boys' Clothing/Track Pants"}, []string{"pants-"}},
		{[]string{"Dresses/Midi Dress", "Dresses/Maxi Dress", "Dresses/Shirt Dress", "Dresses/Wrap Dress", "Dresses/Mini Dress",
			"Girls' Clothing/Dress"}, []string{"dress-"}},
		{[]string{"Tops & T-Shirts/T-Shirt", "Men's T-Shirts/Crew Neck T-Shirt", "Boys' Clothing/T-Shirt"}, []string{"t-shirt-", "shirt"}},
		{[]string{"Camping Gear/Esky"}, []string{"esky-"}},
		{[]string{"Candles & Diffusers/Reed Diffuser"}, []string{"diffuser-"}},
		{[]string{"Candles & Diffusers/Scented Candle", "Candles & Diffusers/Soy Candle"}, []string{"candle-"}},
		{[]string{"Table Lamps/Table Lamp", "Floor Lamps/Floor Lamp", "Desk Lamps/Desk Lamp"}, []string{"lamp"}},
		{[]string{"Pendant Lights/Pendant Light"}, []string{"pendant-", "lamp-ceiling"}},
		{[]string{"Pyjamas/Pyjama Set", "Men's Sleepwear/Pyjama Set"}, []string{"pyjamas-"}},
	}
	for _, tc := range cases {
		for _, n := range tc.nouns {
			ds, ok := byNoun[n]
			if !ok {
				t.Errorf("no noun %s", n)
				continue
			}
			for _, d := range ds {
				if !slices.ContainsFunc(tc.prefix, func(p string) bool { return strings.HasPrefix(d, p) }) {
					t.Errorf("%s can be drawn as %q, want one of %q…", n, d, tc.prefix)
				}
			}
		}
	}
	// Kinds that are common in the catalogue come in several drawings.
	for _, n := range []string{"Dresses/Midi Dress", "Jeans & Pants/Linen Pants", "Table Lamps/Table Lamp", "Tops & T-Shirts/T-Shirt",
		"Quilt Cover Sets/Quilt Cover Set", "Sofas/Sofa Bed", "Women's Shoes/Sneakers"} {
		if len(byNoun[n]) < 2 {
			t.Errorf("%s has one drawing, %v", n, byNoun[n])
		}
	}
}

// TestProductDrawings checks the pictures as the shop serves them: the product's motif with a
// seed made from its code (as internal/httpapi does), over the whole demo catalogue.
func TestProductDrawings(t *testing.T) {
	t.Parallel()
	perLeaf := map[string]map[string]int{}
	for _, p := range all(t, 1, DemoProducts) {
		h := fnv.New32a()
		h.Write([]byte(p.Code))
		d := media.Drawing(p.Motif, h.Sum32())
		if perLeaf[p.CategoryCode] == nil {
			perLeaf[p.CategoryCode] = map[string]int{}
		}
		perLeaf[p.CategoryCode][d]++
		words := Words(p.Name)
		for word, prefix := range map[string]string{"jeans": "jeans-", "dress": "dress-", "esky": "esky-", "diffuser": "diffuser-", "lamp": "lamp"} {
			if slices.Contains(words, word) && !strings.HasPrefix(d, prefix) {
				t.Errorf("%s %q is drawn as %s", p.Code, p.Name, d)
			}
		}
	}
	for leaf, ds := range perLeaf {
		most := 0
		total := 0
		for _, n := range ds {
			most = max(most, n)
			total += n
		}
		// No one drawing stands for almost a whole listing (gift cards aside).
		if !strings.HasPrefix(leaf, "gift-cards") && most*10 > total*8 {
			t.Errorf("%s: one drawing for %d of %d products: %v", leaf, most, total, ds)
		}
	}
}

package demo

import (
	"fmt"
	"hash/fnv"
	"math"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/media"
)

var testNow = time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)

func all(t testing.TB, seed int64, n int) []catalog.Product {
	t.Helper()
	out := make([]catalog.Product, 0, n)
	if err := Products(seed, n, testNow, func(p catalog.Product) error { out = append(out, p); return nil }); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestDeterministicAndPrefix(t *testing.T) {
	t.Parallel()
	big := all(t, 1, DemoProducts)
	tests := []struct {
		name  string
		got   []catalog.Product
		want  []catalog.Product
		equal bool
	}{
		{"same seed, same catalogue", all(t, 1, DemoProducts), big, true},
		{"small catalogue is a prefix", all(t, 1, 300), big[:300], true},
		{"one product is a prefix", all(t, 1, 1), big[:1], true},
		{"other seed differs", all(t, 2, 300)[giftCardProducts:], big[giftCardProducts:300], false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if reflect.DeepEqual(tc.got, tc.want) != tc.equal {
				t.Fatalf("DeepEqual = %v, want %v", !tc.equal, tc.equal)
			}
		})
	}
	t.Run("product i does not depend on n", func(t *testing.T) {
		t.Parallel()
		for _, i := range []int{0, 7, 8, 500, DemoProducts - 1, 999_999} {
			p := Product(1, i, testNow)
			if i < len(big) && !reflect.DeepEqual(p, big[i]) {
				t.Fatalf("Product(1, %d) differs from Products' product %d", i, i)
			}
			if p.Code == "" || len(p.Variants) == 0 {
				t.Fatalf("Product(1, %d) is empty", i)
			}
		}
	})
}

func TestProductsStopsOnError(t *testing.T) {
	t.Parallel()
	stop := errTest("stop")
	calls := 0
	err := Products(1, 100, testNow, func(catalog.Product) error { calls++; return stop })
	if err != stop || calls != 1 {
		t.Fatalf("err %v after %d calls, want stop after 1", err, calls)
	}
	if err := Products(1, -5, testNow, func(catalog.Product) error { return stop }); err != nil {
		t.Fatalf("negative n: %v", err)
	}
}

type errTest string

func (e errTest) Error() string { return string(e) }

func TestCategories(t *testing.T) {
	t.Parallel()
	cats := Categories()
	byCode := map[string]catalog.Category{}
	children := map[string][]catalog.Category{}
	for _, c := range cats {
		if _, dup := byCode[c.Code]; dup {
			t.Fatalf("duplicate category %s", c.Code)
		}
		byCode[c.Code] = c
		children[c.ParentCode] = append(children[c.ParentCode], c)
	}
	slug := regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	for _, c := range cats {
		if !slug.MatchString(c.Code) || c.Name == "" {
			t.Errorf("bad code or name: %+v", c)
		}
		if c.Level == 1 {
			if c.ParentCode != "" {
				t.Errorf("department with a parent: %+v", c)
			}
			continue
		}
		parent, ok := byCode[c.ParentCode]
		if !ok || parent.Level != c.Level-1 || !strings.HasPrefix(c.Code, parent.Code+"-") {
			t.Errorf("bad parent for %+v", c)
		}
		if c.Level < 3 && len(children[c.Code]) == 0 {
			t.Errorf("%s has no children", c.Code)
		}
	}
	for parent, kids := range children {
		for k, c := range kids {
			if c.Position != k {
				t.Errorf("children of %q: %s at position %d, want %d", parent, c.Code, c.Position, k)
			}
		}
	}
	depts := map[string]bool{}
	for _, c := range children[""] {
		depts[c.Name] = true
		if len(children[c.Code]) == 0 {
			t.Errorf("department %s has no categories", c.Code)
		}
	}
	for _, name := range []string{"Home", "Kitchen & Dining", "Bedding", "Bathroom", "Women", "Men", "Kids", "Baby",
		"Toys", "Electronics", "Outdoor", "Sports", "Beauty", "Gift Cards"} {
		if !depts[name] {
			t.Errorf("no %s department", name)
		}
	}
	for _, code := range []string{"home-lighting-table-lamps", "home-lighting-floor-lamps", "women-clothing-dresses", "electronics-tv-audio-headphones"} {
		if byCode[code].Level != 3 {
			t.Errorf("leaf %s missing", code)
		}
	}
	if !reflect.DeepEqual(cats, Categories()) {
		t.Error("Categories is not stable")
	}
}

func TestDemoCatalogue(t *testing.T) {
	t.Parallel()
	ps := all(t, 1, DemoProducts)
	leafOf := map[string]bool{}
	for _, c := range Categories() {
		if c.Level == 3 {
			leafOf[c.Code] = true
		}
	}
	motifs := map[string]bool{}
	for _, m := range media.Motifs() {
		motifs[m] = true
	}
	sizeOK := map[string]map[string]bool{}
	for key, sizes := range sizeLists {
		st := sizeTypes[key]
		if sizeOK[st] == nil {
			sizeOK[st] = map[string]bool{}
		}
		for _, s := range sizes {
			sizeOK[st][s] = true
		}
	}
	codes := map[string]bool{}
	perLeaf := map[string]int{}
	variants, lamps, giftCards := 0, 0, 0
	code8 := regexp.MustCompile(`^\d{8}$`)
	hex := regexp.MustCompile(`^#[0-9a-f]{6}$`)
	for i, p := range ps {
		if p.Code != fmt.Sprintf("P%07d", 1000000+i) {
			t.Fatalf("product %d has code %s", i, p.Code)
		}
		if codes[p.Code] {
			t.Fatalf("duplicate code %s", p.Code)
		}
		codes[p.Code] = true
		if !leafOf[p.CategoryCode] {
			t.Fatalf("%s in non-leaf %s", p.Code, p.CategoryCode)
		}
		perLeaf[p.CategoryCode]++
		if !motifs[p.Motif] {
			t.Errorf("%s: motif %q is not drawn by media", p.Code, p.Motif)
		}
		if p.Name == "" || p.Brand == "" || len(p.Features) < 3 || len(p.Features) > 6 {
			t.Fatalf("incomplete product %+v", p)
		}
		if n := strings.Count(p.Description, ". ") + 1; n < 2 || n > 4 {
			t.Errorf("%s: description has %d sentences: %q", p.Code, n, p.Description)
		}
		if p.Rating != 0 && (p.Rating < 1 || p.Rating > 5 || p.ReviewCount < 1 || p.ReviewCount > 2500) {
			t.Errorf("%s: rating %v from %d reviews", p.Code, p.Rating, p.ReviewCount)
		}
		if strings.Contains(strings.ToLower(p.Name), "lamp") {
			lamps++
		}
		if p.GiftCard != catalog.GiftCardNone {
			giftCards++
		}
		if len(p.Variants) == 0 || len(p.Variants) > maxVariants {
			t.Fatalf("%s has %d variants", p.Code, len(p.Variants))
		}
		low := p.Variants[0]
		for j, v := range p.Variants {
			if codes[v.Code] || !code8.MatchString(v.Code) || v.Price <= 0 || v.BaseCode != p.Code || v.Position != j {
				t.Fatalf("bad variant %+v", v)
			}
			codes[v.Code] = true
			if v.WasPrice != 0 && v.WasPrice <= v.Price {
				t.Fatalf("was price not above price: %+v", v)
			}
			if v.OnePassPrice != 0 && (v.OnePassPrice >= v.Price || v.OnePassPrice < v.Price*80/100) {
				t.Fatalf("OnePass price not 5-15%% off: %+v", v)
			}
			if !hex.MatchString(v.ColourHex) || v.Colour == "" {
				t.Fatalf("bad colour %+v", v)
			}
			if (v.Size == "") != (p.SizeType == "") || (v.Size != "" && !sizeOK[p.SizeType][v.Size]) {
				t.Fatalf("%s: size %q does not fit size type %q", v.Code, v.Size, p.SizeType)
			}
			if v.Price < low.Price {
				low = v
			}
			variants++
		}
		if p.Price != low.Price || p.WasPrice != low.WasPrice || p.OnePassPrice != low.OnePassPrice {
			t.Fatalf("%s: product prices are not the cheapest variant's", p.Code)
		}
	}
	if len(ps) < 3000 || variants < 12000 {
		t.Fatalf("%d products, %d variants", len(ps), variants)
	}
	if giftCards < 6 {
		t.Errorf("%d gift cards, want at least 6", giftCards)
	}
	if lamps < 50 {
		t.Errorf("only %d lamps", lamps)
	}
	for leaf := range leafOf {
		if perLeaf[leaf] < 8 {
			t.Errorf("leaf %s has %d products", leaf, perLeaf[leaf])
		}
	}
}

// TestDemoShares checks that every flag appears in the demo catalogue at roughly the share the
// shop expects, so listings, badges and checkout rules all have something to show.
func TestDemoShares(t *testing.T) {
	t.Parallel()
	ps := all(t, 1, 3000) // the brief: every flag within the first 3,000
	count := func(f func(p catalog.Product) bool) float64 {
		n := 0
		for _, p := range ps {
			if f(p) {
				n++
			}
		}
		return float64(n) / float64(len(ps))
	}
	tests := []struct {
		name     string
		min, max float64
		is       func(p catalog.Product) bool
	}{
		{"reduced", 0.15, 0.25, func(p catalog.Product) bool { return p.WasPrice > 0 }},
		{"OnePass price", 0.07, 0.13, func(p catalog.Product) bool { return p.OnePassPrice > 0 }},
		{"rated", 0.62, 0.78, func(p catalog.Product) bool { return p.ReviewCount > 0 }},
		{"new", 0.03, 0.08, func(p catalog.Product) bool { return p.IsNew(testNow) }},
		{"OnePass exclusive", 0.003, 0.02, func(p catalog.Product) bool { return p.OnePassExclusive }},
		{"early access", 0.01, 0.035, func(p catalog.Product) bool { return !p.EarlyAccessStart.IsZero() }},
		{"pre-order", 0.007, 0.025, func(p catalog.Product) bool { return p.PreOrder }},
		{"bulky", 0.03, 0.2, func(p catalog.Product) bool { return p.Bulky }},
		{"personalisable", 0.01, 0.035, func(p catalog.Product) bool { return p.Personalisable }},
		{"online only", 0.05, 0.12, func(p catalog.Product) bool { return p.OnlineOnly }},
		{"assorted", 0.004, 0.02, func(p catalog.Product) bool { return p.Assorted }},
		{"physical gift card", 0.0015, 0.01, func(p catalog.Product) bool { return p.GiftCard == catalog.GiftCardPhysical }},
		{"digital gift card", 0.0015, 0.01, func(p catalog.Product) bool { return p.GiftCard == catalog.GiftCardDigital }},
		{"more than 5 colours", 0.02, 0.2, func(p catalog.Product) bool { return len(colourSet(p)) > 5 }},
		{"has sizes", 0.2, 0.7, func(p catalog.Product) bool { return p.SizeType != "" }},
		{"bulky TV", 0.0005, 0.01, func(p catalog.Product) bool { return p.Bulky && p.Motif == "tv" }},
		{"small TV, not bulky", 0.0005, 0.01, func(p catalog.Product) bool { return !p.Bulky && p.Motif == "tv" }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got := count(tc.is); got < tc.min || got > tc.max || math.IsNaN(got) {
				t.Fatalf("share %.4f, want %.4f..%.4f", got, tc.min, tc.max)
			}
		})
	}
	t.Run("pre-orders are electronics and toys", func(t *testing.T) {
		t.Parallel()
		for _, p := range ps {
			if p.PreOrder && !strings.HasPrefix(p.CategoryCode, "electronics-") && !strings.HasPrefix(p.CategoryCode, "toys-") {
				t.Fatalf("%s is a pre-order in %s", p.Code, p.CategoryCode)
			}
		}
	})
	t.Run("gift cards come first", func(t *testing.T) {
		t.Parallel()
		for i := range giftCardProducts {
			want := catalog.GiftCardPhysical
			if i%2 == 1 {
				want = catalog.GiftCardDigital
			}
			if ps[i].GiftCard != want || (want == catalog.GiftCardDigital) != ps[i].OnlineOnly {
				t.Fatalf("product %d: %+v", i, ps[i])
			}
		}
	})
}

func colourSet(p catalog.Product) map[string]bool {
	out := map[string]bool{}
	for _, v := range p.Variants {
		out[v.Colour] = true
	}
	return out
}

func TestEarlyAccessWindows(t *testing.T) {
	t.Parallel()
	ps := all(t, 1, 3000)
	states := map[catalog.EarlyAccess]int{}
	openEnded := 0
	for _, p := range ps {
		if p.EarlyAccessStart.IsZero() {
			continue
		}
		states[p.EarlyAccessAt(testNow)]++
		if p.EarlyAccessEnd.IsZero() {
			openEnded++
		} else if !p.EarlyAccessEnd.After(p.EarlyAccessStart) {
			t.Errorf("%s: window ends before it starts", p.Code)
		}
		local := p.EarlyAccessStart.In(melbourneForTest(t))
		if local.Hour() != 19 || (local.Minute() != 0 && local.Minute() != 30) {
			t.Errorf("%s: starts at %s Melbourne time, want 7pm or 7:30pm", p.Code, local.Format("15:04"))
		}
		if p.EarlyAccessStart.After(testNow.AddDate(0, 0, 15)) {
			t.Errorf("%s: starts more than a fortnight away", p.Code)
		}
	}
	tests := []struct {
		name  string
		state catalog.EarlyAccess
	}{
		{"ended", catalog.EarlyAccessEnded},
		{"open", catalog.EarlyAccessOpen},
		{"coming soon", catalog.EarlyAccessComingSoon},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if states[tc.state] == 0 {
				t.Fatalf("no early-access product %s (%v)", tc.state, states)
			}
		})
	}
	if openEnded == 0 {
		t.Error("no open-ended early access")
	}
}

func melbourneForTest(t *testing.T) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation("Australia/Melbourne")
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

func TestStores(t *testing.T) {
	t.Parallel()
	stores := Stores()
	if len(stores) < 60 || len(stores) != len(storeSpecs) {
		t.Fatalf("%d stores of %d specs (a suburb is missing from the locality data)", len(stores), len(storeSpecs))
	}
	states := map[string]bool{}
	names := map[string]bool{}
	numbers := map[string]bool{}
	four := regexp.MustCompile(`^\d{4}$`)
	phone := regexp.MustCompile(`^\(0[2378]\) \d{4} \d{4}$`)
	hours := regexp.MustCompile(`^(([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d|Closed)$`)
	noCollection := 0
	for _, s := range stores {
		states[s.Address.State] = true
		names[s.Name] = true
		if numbers[s.Number] || !four.MatchString(s.Number) || !four.MatchString(s.Address.PostalCode) {
			t.Fatalf("bad store %+v", s)
		}
		numbers[s.Number] = true
		loc, ok := locality(s.Address.Town, s.Address.State, s.Address.PostalCode)
		if !ok || loc.Lat != s.Lat || loc.Lng != s.Lng {
			t.Fatalf("store %s is not at its suburb's centre in the locality data", s.Number)
		}
		if !phone.MatchString(s.Phone) || s.DisplayName != "Wattle "+s.Name || s.Address.Line1 == "" {
			t.Errorf("store %s: phone %q, display name %q", s.Number, s.Phone, s.DisplayName)
		}
		if s.Type != "department" && s.Type != "compact" {
			t.Errorf("store %s: type %q", s.Number, s.Type)
		}
		for d, h := range s.Hours {
			if !hours.MatchString(h) {
				t.Errorf("store %s day %d: hours %q", s.Number, d, h)
			}
		}
		if !strings.HasSuffix(s.Hours[3], "21:00") || s.Hours[6] >= s.Hours[0] && len(s.Hours[6]) == len(s.Hours[0]) && s.Hours[6][6:] > s.Hours[0][6:] {
			t.Errorf("store %s: want late night Thursday and a shorter Sunday: %v", s.Number, s.Hours)
		}
		if len(s.CollectionPoints) == 0 {
			noCollection++
		}
	}
	for _, st := range []string{"NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"} {
		if !states[st] {
			t.Errorf("no store in %s", st)
		}
	}
	for _, n := range []string{"Parramatta", "Chatswood", "Bondi Junction", "Penrith", "Melbourne Central", "Doncaster", "Chadstone",
		"Geelong", "Brisbane City", "Chermside", "Southport", "Cairns", "Townsville", "Perth City", "Joondalup", "Adelaide City",
		"Marion", "Hobart", "Launceston", "Belconnen", "Woden", "Darwin Casuarina", "Alice Springs"} {
		if !names[n] {
			t.Errorf("no %s store", n)
		}
	}
	if noCollection != 0 {
		t.Errorf("%d stores without a collection point; every store has one (its service desk at least)", noCollection)
	}
}

func TestLocalities(t *testing.T) {
	t.Parallel()
	locs := Localities()
	if len(locs) < 15000 {
		t.Fatalf("%d localities", len(locs))
	}
	four := regexp.MustCompile(`^\d{4}$`)
	states := map[string]int{}
	seen := map[string]bool{}
	for i, l := range locs {
		key := l.Suburb + "\t" + l.State + "\t" + l.PostalCode
		if seen[key] {
			t.Fatalf("duplicate %q", key)
		}
		seen[key] = true
		if i > 0 && locs[i-1].Suburb > l.Suburb {
			t.Fatalf("not sorted at %q", l.Suburb)
		}
		states[l.State]++
		// From the Cocos Islands in the west to Norfolk Island in the east.
		if !four.MatchString(l.PostalCode) || l.Suburb == "" || l.Lat < -55 || l.Lat > -9 || l.Lng < 96 || l.Lng > 169 {
			t.Fatalf("bad locality %+v", l)
		}
		if math.Round(l.Lat*1e4) != l.Lat*1e4 && math.Abs(math.Round(l.Lat*1e4)-l.Lat*1e4) > 1e-6 {
			t.Fatalf("%+v not rounded to 4 decimals", l)
		}
	}
	for _, st := range []string{"NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"} {
		if states[st] == 0 {
			t.Errorf("no localities in %s", st)
		}
	}
	if _, ok := locality("Parramatta", "NSW", "2150"); !ok {
		t.Error("Parramatta 2150 missing")
	}
	if &Localities()[0] != &locs[0] {
		t.Error("Localities parses the data more than once")
	}
}

func TestStock(t *testing.T) {
	t.Parallel()
	stores := Stores()[:10]
	type stock struct{ online, stores, storeLevels, onlineLevels int }
	by := map[string]stock{}
	statuses := map[catalog.StockStatus]int{}
	ps := all(t, 1, 1000)
	for _, p := range ps {
		var s stock
		if err := Stock(1, p, stores, func(l inventory.Level) error {
			if l.Quantity < 0 || p.Variant(l.VariantCode) == nil {
				t.Fatalf("bad level %+v for %s", l, p.Code)
			}
			statuses[catalog.StatusOf(l.Quantity)]++
			if l.Location == catalog.OnlineLocation {
				s.online += l.Quantity
				s.onlineLevels++
			} else {
				s.stores += l.Quantity
				s.storeLevels++
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if s.onlineLevels != len(p.Variants) || s.storeLevels != len(p.Variants)*len(stores) {
			t.Fatalf("%s: %d online and %d store levels", p.Code, s.onlineLevels, s.storeLevels)
		}
		by[p.Code] = s
	}
	total := statuses[catalog.InStock] + statuses[catalog.LowStock] + statuses[catalog.OutOfStock]
	t.Run("distribution", func(t *testing.T) {
		t.Parallel()
		if statuses[catalog.InStock] < total/2 || statuses[catalog.LowStock] < total/12 || statuses[catalog.OutOfStock] < total/20 {
			t.Fatalf("stock distribution %v", statuses)
		}
	})
	rules := []struct {
		name string
		when func(catalog.Product) bool
		ok   func(stock) bool
		some bool // at least one product must match when
	}{
		{"online only: no store stock", func(p catalog.Product) bool { return p.OnlineOnly }, func(s stock) bool { return s.stores == 0 }, true},
		{"digital gift cards always online", func(p catalog.Product) bool { return p.GiftCard == catalog.GiftCardDigital },
			func(s stock) bool { return s.online > 0 }, true},
		{"pre-orders have online stock", func(p catalog.Product) bool { return p.PreOrder }, func(s stock) bool { return s.online > 0 }, true},
	}
	for _, tc := range rules {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			n := 0
			for _, p := range ps {
				if tc.when(p) {
					n++
					if !tc.ok(by[p.Code]) {
						t.Fatalf("%s: %+v", p.Code, by[p.Code])
					}
				}
			}
			if tc.some && n == 0 {
				t.Fatal("no product to check")
			}
		})
	}
	t.Run("out online but in stores, and the other way round", func(t *testing.T) {
		t.Parallel()
		outOnline, outStores := 0, 0
		for _, s := range by {
			if s.online == 0 && s.stores > 0 {
				outOnline++
			}
			if s.online > 0 && s.stores == 0 && s.storeLevels > 0 {
				outStores++
			}
		}
		if outOnline == 0 || outStores == 0 {
			t.Fatalf("%d out online only, %d out in stores only", outOnline, outStores)
		}
	})
	t.Run("deterministic", func(t *testing.T) {
		t.Parallel()
		collect := func() []inventory.Level {
			var out []inventory.Level
			_ = Stock(1, ps[42], stores, func(l inventory.Level) error { out = append(out, l); return nil })
			return out
		}
		if a, b := collect(), collect(); !slices.Equal(a, b) {
			t.Fatal("same seed, different stock")
		}
	})
	t.Run("stops on error", func(t *testing.T) {
		t.Parallel()
		calls := 0
		if err := Stock(1, ps[42], stores, func(inventory.Level) error { calls++; return errTest("x") }); err == nil || calls != 1 {
			t.Fatalf("err %v after %d calls", err, calls)
		}
	})
}

func TestHashIsFNVMixed(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		seed  int64
		parts []string
	}{
		{"no parts", 1, nil},
		{"variant and store", 7, []string{"10000017", "5012"}},
		{"negative seed", -3, []string{"P1000000", "online-out"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			h := fnv.New64a()
			var b [8]byte
			for i := range b {
				b[i] = byte(tc.seed >> (8 * i))
			}
			h.Write(b[:])
			for _, p := range tc.parts {
				h.Write([]byte(p))
				h.Write([]byte{0})
			}
			x := h.Sum64()
			x ^= x >> 33
			x *= 0xff51afd7ed558ccd
			x ^= x >> 33
			if got := hash(tc.seed, tc.parts...); got != x {
				t.Fatalf("hash = %x, want %x", got, x)
			}
		})
	}
}

func BenchmarkProducts(b *testing.B) {
	for range b.N {
		if err := Products(1, 100000, testNow, func(catalog.Product) error { return nil }); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkStock(b *testing.B) {
	stores := Stores()
	ps := all(b, 1, 100)
	b.ResetTimer()
	for i := range b.N {
		_ = Stock(1, ps[i%len(ps)], stores, func(inventory.Level) error { return nil })
	}
}

package address

import (
	"hash/fnv"
	"slices"
	"strings"

	"github.com/wattle/storefront/internal/location"
)

// inventedNames are the names the built-in finder gives the streets it invents: common in
// Australia, so a suggestion reads like a real address. Each suburb's streets are drawn from this
// list by its index, so reordering or growing it would move every invented street (bump idVersion
// if so).
var inventedNames = [...]string{
	"High", "Station", "Church", "Park", "Victoria", "Albert", "George", "King", "Queen",
	"William", "Elizabeth", "Railway", "Main", "Bridge", "Hill", "Mill", "Smith", "Wattle",
	"Banksia", "Acacia", "Gum Tree", "Bottlebrush", "Ocean", "Beach", "River", "Lake", "Forest",
	"Garden", "School", "Market", "Ridge", "Valley", "Pine", "Oak", "Cedar", "Jacaranda",
	"Waratah", "Grevillea", "Boronia", "Kookaburra", "Lyrebird", "Rosella", "Magpie", "Banks",
	"Cook", "Flinders", "Macquarie", "Hume", "Collins", "Bourke", "Edward", "Charles", "James",
	"Henry", "Thomas", "Nelson", "Wellington", "Stanley", "Hope", "Sunset", "Golf Links",
	"Orchard", "Creek", "Spring", "Prospect", "Windsor", "Regent", "Jubilee",
}

// streetNames are every street name the finder has: inventedNames, then the names of the known
// streets (known.go) that are not among them. A street's name is its index here.
var streetNames = func() []string {
	names := slices.Clone(inventedNames[:])
	for _, k := range knownStreets {
		if !slices.Contains(names, k.name) {
			names = append(names, k.name)
		}
	}
	return names
}()

// lowerNames are streetNames as queries are compared with them.
var lowerNames = func() []string {
	l := make([]string, len(streetNames))
	for i, n := range streetNames {
		l[i] = strings.ToLower(n)
	}
	return l
}()

// nameIndex is a street name's index in streetNames; -1 for one it does not have.
func nameIndex(name string) int { return slices.Index(streetNames, name) }

// nameMask holds, per street name (its index in streetNames), the street kinds a query accepts
// (bit k for streetKinds[k]). A nil nameMask accepts no street: the text names none.
type nameMask []uint16

// streetKind is a street type with the spellings a shopper may type for it, in lower case: the
// full word, then the usual abbreviation and others.
type streetKind struct {
	full      string
	spellings []string
	weight    int // how often suburbs have it, relative to the others
}

// streetKinds: Street and Road dominate real street lists, lanes and terraces are rare. The
// kinds of weight 0 are never invented, only known (known.go); they come last so that the
// invented streets stay as they were.
var streetKinds = [...]streetKind{
	{"Street", []string{"street", "st", "str"}, 30},
	{"Road", []string{"road", "rd"}, 16},
	{"Avenue", []string{"avenue", "ave", "av"}, 10},
	{"Parade", []string{"parade", "pde"}, 5},
	{"Crescent", []string{"crescent", "cres", "cr", "cresc"}, 7},
	{"Court", []string{"court", "ct", "crt"}, 8},
	{"Place", []string{"place", "pl"}, 6},
	{"Drive", []string{"drive", "dr", "drv"}, 8},
	{"Lane", []string{"lane", "ln"}, 3},
	{"Way", []string{"way"}, 3},
	{"Close", []string{"close", "cl"}, 4},
	{"Terrace", []string{"terrace", "tce", "terr"}, 3},
	{"Circuit", []string{"circuit", "cct", "cir", "circ"}, 0},
	{"Highway", []string{"highway", "hwy"}, 0},
	{"Mall", []string{"mall"}, 0},
}

const allKinds = 1<<len(streetKinds) - 1

// Street and locker generation bounds.
const (
	minStreets, maxStreets = 12, 30
	minLast, maxLast       = 20, 300 // the highest house number of an invented street
	maxNumber              = 9999    // the highest house number the finder reads
	maxUnit                = 999
	lockerEvery            = 4 // about one suburb in four has a parcel locker
	lockerBase             = 1000000
	lockerSpan             = 100000 // locker numbers are 10 and five digits: 1000000-1099999
)

// states are the state codes as shoppers type them; a suburb's bit in a state mask is its
// index here.
var states = [...]string{"act", "nsw", "nt", "qld", "sa", "tas", "vic", "wa"}

// Builtin is the offline Finder over real suburbs: the known streets of the capital cities'
// centres (known.go), invented streets everywhere else. It is read-only after NewBuiltin, so one
// value serves every request at once.
type Builtin struct {
	suburbs    []suburb // sorted by key, state, postcode: prefix search is a binary search
	streets    []street // every suburb's streets, one suburb after another
	byKey      map[string][]int32
	byPostcode map[string][]int32
	postcodes  []string // sorted, distinct
	byPlace    map[place]int32
	byName     [][]streetRef // per name in streetNames, which suburbs have a street of it
	lockers    []int32       // suburbs with a parcel locker
}

// suburb is one locality and where its streets are.
type suburb struct {
	name, state, postcode string
	key                   string // normalised name: "st kilda east", "mount coot tha"
	stateBit              uint8
	// known marks a suburb whose streets are the known ones (known.go), none invented; order is
	// its place in that list, which ranks its suggestions when the text names no suburb.
	known        bool
	order        int16
	first        int32 // its streets are streets[first : first+count]
	count        uint8
	locker       int32 // 0: none
	lockerStreet uint8
	lockerNumber uint16
}

// street is one street of a suburb: a name, a kind and house numbers first..last (an invented
// street starts at 1).
type street struct {
	name, kind  uint8
	first, last uint16
}

// has reports whether a house number is on the street; 0 (no number typed) always is.
func (st street) has(number int) bool {
	return number == 0 || (number >= int(st.first) && number <= int(st.last))
}

// streetRef names one street of one suburb.
type streetRef struct {
	sub    int32
	street uint8
}

// place identifies a locality exactly as the data spells it; ids carry it.
type place struct{ suburb, state, postcode string }

// NewBuiltin indexes the localities (demo.Localities() in the app) and gives each suburb its
// streets: the known ones where it has them, invented ones elsewhere. The same localities always
// give the same streets, numbers and lockers, on any machine, so ids stay valid across restarts
// and nodes. Localities that normalise to the same name, state and postcode ("D'Aguilar" and
// "D’Aguilar") count once. Known streets of a suburb the localities lack are left out.
func NewBuiltin(localities []location.Locality) *Builtin {
	b := &Builtin{
		byKey:      make(map[string][]int32),
		byPostcode: make(map[string][]int32),
		byPlace:    make(map[place]int32, len(localities)),
		byName:     make([][]streetRef, len(streetNames)),
	}
	subs := make([]suburb, 0, len(localities))
	for _, l := range localities {
		subs = append(subs, suburb{
			name: l.Suburb, state: l.State, postcode: l.PostalCode,
			key: suburbKey(tokens(l.Suburb)), stateBit: stateBit(strings.ToLower(l.State)),
		})
	}
	slices.SortStableFunc(subs, func(a, c suburb) int {
		if n := strings.Compare(a.key, c.key); n != 0 {
			return n
		}
		if n := strings.Compare(a.state, c.state); n != 0 {
			return n
		}
		if n := strings.Compare(a.postcode, c.postcode); n != 0 {
			return n
		}
		return strings.Compare(a.name, c.name)
	})
	subs = slices.CompactFunc(subs, func(a, c suburb) bool {
		return a.key == c.key && a.state == c.state && a.postcode == c.postcode
	})
	b.suburbs = subs
	b.streets = make([]street, 0, len(subs)*(minStreets+maxStreets)/2)
	for i := range b.suburbs {
		b.plan(int32(i))
	}
	for pc := range b.byPostcode {
		b.postcodes = append(b.postcodes, pc)
	}
	slices.Sort(b.postcodes)
	return b
}

// plan gives suburb i its streets and perhaps a locker, and indexes it.
func (b *Builtin) plan(i int32) {
	s := &b.suburbs[i]
	b.byKey[s.key] = append(b.byKey[s.key], i)
	b.byPostcode[s.postcode] = append(b.byPostcode[s.postcode], i)
	b.byPlace[place{s.name, s.state, s.postcode}] = i

	if known, order := knownIn(place{s.name, s.state, s.postcode}); len(known) > 0 {
		// A known suburb has its real streets and nothing invented: no other street, no locker.
		s.known, s.order = true, int16(order)
		s.first, s.count = int32(len(b.streets)), uint8(len(known))
		for j, k := range known {
			st := street{name: uint8(nameIndex(k.name)), kind: k.kind, first: k.first, last: k.last}
			b.byName[st.name] = append(b.byName[st.name], streetRef{sub: i, street: uint8(j)})
			b.streets = append(b.streets, st)
		}
		return
	}

	h := fnv.New64a()
	h.Write([]byte(s.name + "|" + s.state + "|" + s.postcode))
	r := splitmix(h.Sum64())
	n := minStreets + r.intn(maxStreets-minStreets+1)
	var names [len(inventedNames)]uint8
	for j := range names {
		names[j] = uint8(j)
	}
	s.first, s.count = int32(len(b.streets)), uint8(n)
	for j := range n {
		// A partial Fisher-Yates shuffle: n distinct names, so a suburb has one High Street.
		k := j + r.intn(len(names)-j)
		names[j], names[k] = names[k], names[j]
		st := street{name: names[j], kind: r.kind(), first: 1, last: uint16(minLast + r.intn(maxLast-minLast+1))}
		if st.name == 0 && streetKinds[st.kind].full == "Way" {
			st.kind = 0 // "High Way" reads as a typo for Highway
		}
		b.byName[st.name] = append(b.byName[st.name], streetRef{sub: i, street: uint8(j)})
		b.streets = append(b.streets, st)
	}
	if r.intn(lockerEvery) == 0 {
		s.locker = int32(lockerBase + r.intn(lockerSpan))
		s.lockerStreet = uint8(r.intn(n))
		last := b.streets[s.first+int32(s.lockerStreet)].last
		s.lockerNumber = uint16(1 + r.intn(int(min(last, 150))))
		b.lockers = append(b.lockers, i)
	}
}

// streetsOf returns suburb i's streets.
func (b *Builtin) streetsOf(i int32) []street {
	s := &b.suburbs[i]
	return b.streets[s.first : s.first+int32(s.count)]
}

// splitmix is SplitMix64: a tiny generator whose sequence is fixed by its definition, unlike
// math/rand's, so the invented streets cannot change with a Go release.
type splitmix uint64

func (s *splitmix) next() uint64 {
	*s += 0x9e3779b97f4a7c15
	z := uint64(*s)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn returns a number in [0, n); the modulo bias is irrelevant for street lists.
func (s *splitmix) intn(n int) int { return int(s.next() % uint64(n)) }

// kind picks a street kind by weight.
func (s *splitmix) kind() uint8 {
	total := 0
	for _, k := range streetKinds {
		total += k.weight
	}
	x := s.intn(total)
	for i, k := range streetKinds {
		if x < k.weight {
			return uint8(i)
		}
		x -= k.weight
	}
	return 0
}

// stateBit is the mask bit of a lower-case state code; 0 for an unknown one.
func stateBit(code string) uint8 {
	for i, s := range states {
		if s == code {
			return 1 << i
		}
	}
	return 0
}

package location

import (
	"context"
	"errors"
	"math"
	"sort"
	"strings"
	"sync/atomic"
	"unicode"
)

// ErrStoreNotFound means no store has the requested number (seed code ERR_STORE_UNAVAILABLE).
var ErrStoreNotFound = errors.New("location: store not found")

// ErrInvalidSearch means a location search term is empty or longer than SearchMaxLen.
var ErrInvalidSearch = errors.New("location: invalid search term")

// Location search limits (docs/stores.md#suburb-search: 1-32 characters).
const (
	SearchMinLen = 1
	SearchMaxLen = 32
	// SearchResults is how many suburbs a search returns at most.
	SearchResults = 10
)

// Service answers store and suburb questions. Stores and localities are small (tens and tens of
// thousands) and change rarely, so it keeps them in memory: loaded at start, and reloaded (Reload)
// when the change feed says a store changed.
type Service struct {
	st         Storage
	set        atomic.Pointer[storeSet]
	localities []Locality
	keys       []string // lower-case suburb names, parallel to localities
}

// storeSet is one loaded list of stores, replaced whole on reload.
type storeSet struct {
	stores   []Store
	byNumber map[string]int
}

// NewService loads the stores from storage and takes the locality list.
func NewService(ctx context.Context, st Storage, localities []Locality) (*Service, error) {
	s := &Service{st: st, localities: localities}
	if err := s.Reload(ctx); err != nil {
		return nil, err
	}
	s.keys = make([]string, len(localities))
	for i, l := range localities {
		s.keys[i] = strings.ToLower(l.Suburb)
	}
	return s, nil
}

// Reload reads the stores again.
func (s *Service) Reload(ctx context.Context) error {
	stores, err := s.st.Stores(ctx)
	if err != nil {
		return err
	}
	set := &storeSet{stores: stores, byNumber: make(map[string]int, len(stores))}
	for i, st := range stores {
		set.byNumber[st.Number] = i
	}
	s.set.Store(set)
	return nil
}

// Stores returns every store ordered by number.
func (s *Service) Stores() []Store { return s.set.Load().stores }

// Store returns the store with the given 4-digit number.
func (s *Service) Store(number string) (Store, error) {
	set := s.set.Load()
	i, ok := set.byNumber[number]
	if !ok {
		return Store{}, ErrStoreNotFound
	}
	return set.stores[i], nil
}

// Search finds suburbs by name or postcode prefix: "parra" → Parramatta NSW 2150, "2150" → the
// suburbs of 2150. Exact matches come first, then prefix matches, then names containing the term.
func (s *Service) Search(term string) ([]Locality, error) {
	term = strings.TrimSpace(term)
	if n := len([]rune(term)); n < SearchMinLen || n > SearchMaxLen {
		return nil, ErrInvalidSearch
	}
	q := strings.ToLower(term)
	digits := strings.IndexFunc(q, func(r rune) bool { return !unicode.IsDigit(r) }) < 0
	type hit struct {
		rank int
		i    int
	}
	var hits []hit
	for i, l := range s.localities {
		rank := -1
		switch {
		case digits && l.PostalCode == q:
			rank = 0
		case digits && strings.HasPrefix(l.PostalCode, q):
			rank = 1
		case digits:
		case s.keys[i] == q:
			rank = 0
		case strings.HasPrefix(s.keys[i], q):
			rank = 1
		case len(q) >= 3 && strings.Contains(s.keys[i], q):
			rank = 2
		}
		if rank >= 0 {
			hits = append(hits, hit{rank, i})
		}
	}
	sort.SliceStable(hits, func(a, b int) bool {
		if hits[a].rank != hits[b].rank {
			return hits[a].rank < hits[b].rank
		}
		la, lb := s.localities[hits[a].i], s.localities[hits[b].i]
		if la.Suburb != lb.Suburb {
			return la.Suburb < lb.Suburb
		}
		return la.PostalCode < lb.PostalCode
	})
	out := make([]Locality, 0, min(len(hits), SearchResults))
	for _, h := range hits[:min(len(hits), SearchResults)] {
		out = append(out, s.localities[h.i])
	}
	return out, nil
}

// Preferred is the shopper's preferred store: the first of numbers that is not empty (the
// account's choice, then the browser's), when it names a store (docs/stores.md#preferred-store).
// A number that names no store is no preference; it does not fall back on the next.
func (s *Service) Preferred(numbers ...string) (Store, bool) {
	for _, n := range numbers {
		if n != "" {
			st, err := s.Store(n)
			return st, err == nil
		}
	}
	return Store{}, false
}

// Nearby is a store and its distance in km from the point asked about.
type Nearby struct {
	Store Store
	Km    float64
}

// Near lists up to n stores nearest (lat, lng), nearest first. The store numbered first (the
// shopper's preferred or pickup store) leads the list wherever it is, once; "" or a number that
// names no store leads nothing.
func (s *Service) Near(lat, lng float64, n int, first string) []Nearby {
	all := s.Stores()
	out := make([]Nearby, len(all))
	for i, st := range all {
		out[i] = Nearby{Store: st, Km: Distance(lat, lng, st.Lat, st.Lng)}
	}
	sort.SliceStable(out, func(a, b int) bool {
		if fa, fb := first != "" && out[a].Store.Number == first, first != "" && out[b].Store.Number == first; fa != fb {
			return fa
		}
		return out[a].Km < out[b].Km
	})
	return out[:min(n, len(out))]
}

// ErrNoLocation is a search term no suburb or postcode matches.
var ErrNoLocation = errors.New("location: no suburb or postcode matches")

// SearchStores finds the suburb or postcode a shopper typed (the best match) and lists up to n
// stores near it (Near, first leading): ErrInvalidSearch or ErrNoLocation when there is none.
func (s *Service) SearchStores(text string, n int, first string) (Locality, []Nearby, error) {
	found, err := s.Search(text)
	if err != nil {
		return Locality{}, nil, err
	}
	if len(found) == 0 {
		return Locality{}, nil, ErrNoLocation
	}
	place := found[0]
	return place, s.Near(place.Lat, place.Lng, n, first), nil
}

// Distance is the great-circle distance in km between two points.
func Distance(lat1, lng1, lat2, lng2 float64) float64 {
	const r = 6371.0
	rad := math.Pi / 180
	dLat, dLng := (lat2-lat1)*rad, (lng2-lng1)*rad
	a := math.Sin(dLat/2)*math.Sin(dLat/2) + math.Cos(lat1*rad)*math.Cos(lat2*rad)*math.Sin(dLng/2)*math.Sin(dLng/2)
	return 2 * r * math.Asin(math.Sqrt(a))
}

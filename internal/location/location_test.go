package location

import (
	"context"
	"errors"
	"strings"
	"testing"
)

type memStorage []Store

func (m memStorage) SaveStores(context.Context, []Store) error { return nil }
func (m memStorage) Stores(context.Context) ([]Store, error)   { return m, nil }

func newTestService(t *testing.T) *Service {
	t.Helper()
	s, err := NewService(context.Background(), memStorage{
		{Number: "5012", Name: "Parramatta", Lat: -33.8173, Lng: 151.0034},
		{Number: "3001", Name: "Melbourne", Lat: -37.8136, Lng: 144.9631},
	}, []Locality{
		{Suburb: "Parramatta", State: "NSW", PostalCode: "2150", Lat: -33.81, Lng: 151.0},
		{Suburb: "Harris Park", State: "NSW", PostalCode: "2150"},
		{Suburb: "North Parramatta", State: "NSW", PostalCode: "2151"},
		{Suburb: "Melbourne", State: "VIC", PostalCode: "3000"},
		{Suburb: "Parramatta Park", State: "QLD", PostalCode: "4870"},
	})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSearch(t *testing.T) {
	t.Parallel()
	s := newTestService(t)
	cases := []struct {
		name, term string
		want       []string
		err        error
	}{
		{"empty", "  ", nil, ErrInvalidSearch},
		{"too long", strings.Repeat("a", 33), nil, ErrInvalidSearch},
		{"max length ok", strings.Repeat("a", 32), []string{}, nil},
		{"exact first then prefix then contains", "parramatta", []string{"Parramatta 2150", "Parramatta Park 4870", "North Parramatta 2151"}, nil},
		{"case insensitive prefix", "MELB", []string{"Melbourne 3000"}, nil},
		{"postcode exact", "2150", []string{"Harris Park 2150", "Parramatta 2150"}, nil},
		{"postcode prefix", "215", []string{"Harris Park 2150", "North Parramatta 2151", "Parramatta 2150"}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := s.Search(tc.term)
			if !errors.Is(err, tc.err) {
				t.Fatalf("err = %v, want %v", err, tc.err)
			}
			if tc.err != nil {
				return
			}
			names := []string{}
			for _, l := range got {
				names = append(names, l.Suburb+" "+l.PostalCode)
			}
			if strings.Join(names, ",") != strings.Join(tc.want, ",") {
				t.Fatalf("Search(%q) = %v, want %v", tc.term, names, tc.want)
			}
		})
	}
}

func TestStoreAndNearest(t *testing.T) {
	t.Parallel()
	s := newTestService(t)
	if _, err := s.Store("9999"); !errors.Is(err, ErrStoreNotFound) {
		t.Fatalf("Store(9999) err = %v", err)
	}
	st, err := s.Store("3001")
	if err != nil || st.Name != "Melbourne" {
		t.Fatalf("Store(3001) = %+v, %v", st, err)
	}
	near := s.Near(-33.87, 151.21, 5, "") // Sydney CBD
	if len(near) != 2 || near[0].Store.Number != "5012" || near[0].Km > 25 || near[1].Km < 600 {
		t.Fatalf("Near = %+v", near)
	}
	// A named store leads wherever it is, once, with its own distance; an unknown one leads nothing.
	near = s.Near(-33.87, 151.21, 5, "3001")
	if len(near) != 2 || near[0].Store.Number != "3001" || near[0].Km < 600 || near[1].Store.Number != "5012" {
		t.Fatalf("Near with Melbourne first = %+v", near)
	}
	if near = s.Near(-33.87, 151.21, 1, "3001"); len(near) != 1 || near[0].Store.Number != "3001" {
		t.Fatalf("Near(1) with Melbourne first = %+v", near)
	}
	if near = s.Near(-33.87, 151.21, 5, "9999"); len(near) != 2 || near[0].Store.Number != "5012" {
		t.Fatalf("Near with an unknown store first = %+v", near)
	}
}

func TestSearchStores(t *testing.T) {
	t.Parallel()
	s := newTestService(t)
	if _, _, err := s.SearchStores("  ", 5, ""); !errors.Is(err, ErrInvalidSearch) {
		t.Fatalf("blank: %v", err)
	}
	if _, _, err := s.SearchStores("Xyzzyville", 5, ""); !errors.Is(err, ErrNoLocation) {
		t.Fatalf("unknown suburb: %v", err)
	}
}

func TestPreferred(t *testing.T) {
	t.Parallel()
	s := newTestService(t)
	for _, tc := range []struct {
		name    string
		numbers []string
		want    string
	}{
		{"the account's first", []string{"3001", "5012"}, "3001"},
		{"the browser's when the account has none", []string{"", "5012"}, "5012"},
		{"an unknown store is no preference", []string{"9999", "5012"}, ""},
		{"none", []string{"", ""}, ""},
	} {
		st, ok := s.Preferred(tc.numbers...)
		if ok != (tc.want != "") || st.Number != tc.want {
			t.Errorf("%s: Preferred(%q) = %q, %v", tc.name, tc.numbers, st.Number, ok)
		}
	}
}

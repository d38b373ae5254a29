package inventory

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/platform/validate"
)

// fakePlaces are three stores on a line of longitude and two suburbs; Near lists by distance with
// the store numbered first leading, as location.Service does.
type fakePlaces struct{ asked []string }

var placeStores = []location.Store{{Number: "0001", Lat: -37.0}, {Number: "0002", Lat: -37.1}, {Number: "0003", Lat: -37.5}}

func (f *fakePlaces) Store(n string) (location.Store, error) {
	for _, st := range placeStores {
		if st.Number == n {
			return st, nil
		}
	}
	return location.Store{}, location.ErrStoreNotFound
}

func (f *fakePlaces) Search(term string) ([]location.Locality, error) {
	f.asked = append(f.asked, term)
	if term == "3121" {
		return []location.Locality{{Suburb: "Richmond", PostalCode: "3121", Lat: -37.45}}, nil
	}
	return nil, nil
}

func (f *fakePlaces) Near(lat, _ float64, n int, first string) []location.Nearby {
	var out []location.Nearby
	for _, st := range placeStores {
		km := (st.Lat - lat) * 111
		if km < 0 {
			km = -km
		}
		out = append(out, location.Nearby{Store: st, Km: km})
	}
	slices.SortStableFunc(out, func(a, b location.Nearby) int {
		switch {
		case a.Store.Number == first:
			return -1
		case b.Store.Number == first:
			return 1
		case a.Km < b.Km:
			return -1
		case a.Km > b.Km:
			return 1
		}
		return 0
	})
	return out[:min(n, len(out))]
}

func (f *fakePlaces) SearchStores(text string, n int, first string) (location.Locality, []location.Nearby, error) {
	found, _ := f.Search(text)
	if len(found) == 0 {
		return location.Locality{}, nil, location.ErrNoLocation
	}
	return found[0], f.Near(found[0].Lat, found[0].Lng, n, first), nil
}

type fakeProducts map[string]catalog.Product

func (f fakeProducts) Product(_ context.Context, code string) (catalog.Product, error) {
	if p, ok := f[code]; ok {
		return p, nil
	}
	return catalog.Product{}, catalog.ErrNotFound
}

func nearbyService() *Service {
	return NewService(memStore{
		{VariantCode: "V1", Location: "0001", Quantity: 0},
		{VariantCode: "V1", Location: "0002", Quantity: 4},
		{VariantCode: "V1", Location: "0003", Quantity: 1},
		{VariantCode: "V2", Location: "0003", Quantity: 7},
	}, nil)
}

func numbers(stores []StoreStock) []string {
	var out []string
	for _, st := range stores {
		out = append(out, st.Store.Number)
	}
	return out
}

// The store finder: stores nearest the suburb, the preferred store first, a variant's stock at
// each, and only where it is in stock when asked; the form's rules come first.
func TestSearchStores(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := nearbyService()
	places := &fakePlaces{}
	place, got, err := s.SearchStores(ctx, places, StoreSearch{Text: " 3121 ", First: "9990001"}, 3)
	if err != nil || place.Suburb != "Richmond" || !slices.Equal(numbers(got), []string{"0001", "0003", "0002"}) || got[0].Stock != nil {
		t.Fatalf("search = %+v %+v, %v", place, got, err)
	}
	_, got, err = s.SearchStores(ctx, places, StoreSearch{Text: "3121", Variant: "V1"}, 3)
	if err != nil || !slices.Equal(numbers(got), []string{"0003", "0002", "0001"}) || got[0].Stock["V1"] != 1 || got[2].Stock["V1"] != 0 {
		t.Fatalf("with stock = %+v, %v", got, err)
	}
	_, got, err = s.SearchStores(ctx, places, StoreSearch{Text: "3121", Variant: "V1", InStockOnly: true}, 3)
	if err != nil || !slices.Equal(numbers(got), []string{"0003", "0002"}) {
		t.Fatalf("in stock only = %+v, %v", got, err)
	}
	for name, tc := range map[string]struct {
		in     StoreSearch
		fields map[string]string
		msg    string
	}{
		"no text":                  {StoreSearch{}, map[string]string{"locationText": validate.MissingArgs}, validate.MessageMissingArgs},
		"in stock only of nothing": {StoreSearch{Text: "3121", InStockOnly: true}, map[string]string{"productCode": validate.MissingArgs}, validate.MessageMissingArgs},
		"nowhere":                  {StoreSearch{Text: "Atlantis"}, map[string]string{"locationText": MessageBadLocation}, MessageBadLocation},
	} {
		_, _, err := s.SearchStores(ctx, places, tc.in, 3)
		ve, ok := validate.As(err)
		if !ok || ve.Message != tc.msg || len(ve.Fields) != len(tc.fields) {
			t.Fatalf("%s: %v", name, err)
		}
		for f, k := range tc.fields {
			if ve.Fields[f] != k {
				t.Fatalf("%s: fields %v, want %v", name, ve.Fields, tc.fields)
			}
		}
	}
}

// A product page's stores: near a store (which leads), a postcode or a point, with every variant's
// stock; where is checked before the product is looked up.
func TestNearestStock(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := nearbyService()
	places := &fakePlaces{}
	products := fakeProducts{"P1": {Code: "P1", Variants: []catalog.Variant{{Code: "V1"}, {Code: "V2"}}}}
	got, err := s.NearestStock(ctx, places, products, "P1", Where{StoreNumber: "0003"}, 2)
	if err != nil || !slices.Equal(numbers(got), []string{"0003", "0002"}) || got[0].Stock["V2"] != 7 || got[1].Stock["V1"] != 4 || len(got[1].Stock) != 2 {
		t.Fatalf("near a store = %+v, %v", got, err)
	}
	got, err = s.NearestStock(ctx, places, products, "P1", Where{PostalCode: "3121"}, 1)
	if err != nil || !slices.Equal(numbers(got), []string{"0003"}) {
		t.Fatalf("near a postcode = %+v, %v", got, err)
	}
	got, err = s.NearestStock(ctx, places, products, "P1", Where{Geo: "-37.01, 145"}, 1)
	if err != nil || !slices.Equal(numbers(got), []string{"0001"}) {
		t.Fatalf("near a point = %+v, %v", got, err)
	}
	if _, err := s.NearestStock(ctx, places, products, "P1", Where{StoreNumber: "0009"}, 1); !errors.Is(err, location.ErrStoreNotFound) {
		t.Fatalf("an unknown store: %v", err)
	}
	if _, err := s.NearestStock(ctx, places, products, "P9", Where{StoreNumber: "0001"}, 1); !errors.Is(err, catalog.ErrNotFound) {
		t.Fatalf("an unknown product: %v", err)
	}
	for name, tc := range map[string]struct {
		where Where
		field string
	}{
		"nowhere":          {Where{}, "storeNumber"},
		"unknown postcode": {Where{PostalCode: "9999"}, "postalCode"},
		"short postcode":   {Where{PostalCode: "31"}, "postalCode"},
		"not a point":      {Where{Geo: "north"}, "geo"},
		"off the earth":    {Where{Geo: "91,0"}, "geo"},
		"NaN":              {Where{Geo: "NaN,0"}, "geo"},
	} {
		// An unknown product too: where is refused first.
		_, err := s.NearestStock(ctx, places, products, "P9", tc.where, 1)
		if ve, ok := validate.As(err); !ok || ve.Fields[tc.field] == "" {
			t.Fatalf("%s: %v", name, err)
		}
	}
}

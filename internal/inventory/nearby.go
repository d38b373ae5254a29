package inventory

import (
	"context"
	"strconv"
	"strings"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/platform/postcode"
	"github.com/wattle/storefront/internal/platform/validate"
)

// Store lists with stock (docs/stores.md): the store finder's stores near a suburb, with a
// variant's stock at each, and a product page's stores near the shopper, with each variant's.
// Each is one read of the stock for every store listed.

// Places is what the store lists need of the shop's stores and suburbs (location.Service).
type Places interface {
	Store(number string) (location.Store, error)
	Search(term string) ([]location.Locality, error)
	Near(lat, lng float64, n int, first string) []location.Nearby
	SearchStores(text string, n int, first string) (location.Locality, []location.Nearby, error)
}

// Products finds a product by its base code (catalog.Service).
type Products interface {
	Product(ctx context.Context, code string) (catalog.Product, error)
}

// StoreStock is a store near a place with its click and collect stock of the variants asked, by
// variant code (nil when none was asked).
type StoreStock struct {
	location.Nearby
	Stock map[string]int
}

// MessageBadLocation is the message of a location that finds nothing to search by
// (docs/validation.md).
const MessageBadLocation = "Please enter a valid postcode or suburb"

// StoreSearch is a store finder search: the suburb or postcode typed, a store to list first (the
// preferred or pickup store; the last 4 digits count), and a variant whose stock is wanted, at
// every store or only where it is in stock.
type StoreSearch struct {
	Text, First, Variant string
	InStockOnly          bool
}

// SearchStores lists up to n stores nearest the suburb or postcode searched, nearest first (the
// first store leading), with the variant's stock at each when one is asked; the suburb or postcode
// it was taken to mean comes with them.
func (s *Service) SearchStores(ctx context.Context, places Places, in StoreSearch, n int) (location.Locality, []StoreStock, error) {
	var errs validate.Errors
	text := errs.Required("locationText", strings.TrimSpace(in.Text))
	variant := strings.TrimSpace(in.Variant)
	if in.InStockOnly && variant == "" {
		errs.Add("productCode", validate.MissingArgs)
	}
	if err := errs.Err(); err != nil {
		return location.Locality{}, nil, err
	}
	place, near, err := places.SearchStores(text, n, postcode.LastDigits(in.First))
	if err != nil {
		return location.Locality{}, nil, &validate.Error{Message: MessageBadLocation, Fields: map[string]string{"locationText": MessageBadLocation}}
	}
	if variant == "" {
		out := make([]StoreStock, len(near))
		for i, st := range near {
			out[i] = StoreStock{Nearby: st}
		}
		return place, out, nil
	}
	out, err := s.withStock(ctx, near, []string{variant})
	if err != nil || !in.InStockOnly {
		return place, out, err
	}
	kept := out[:0]
	for _, st := range out {
		if st.Stock[variant] > 0 {
			kept = append(kept, st)
		}
	}
	return place, kept, nil
}

// Where is a place a product page's store list is near: a store (it leads the list; the last 4
// digits count), a postcode or a point ("lat,lng"), the first of them given.
type Where struct {
	StoreNumber, PostalCode, Geo string
}

// NearestStock lists the n stores nearest where, nearest first, with the stock of each variant of
// the product baseCode (where is checked first: a request without a place is refused as such).
func (s *Service) NearestStock(ctx context.Context, places Places, products Products, baseCode string, where Where, n int) ([]StoreStock, error) {
	var lat, lng float64
	first := ""
	switch {
	case strings.TrimSpace(where.StoreNumber) != "":
		st, err := places.Store(postcode.LastDigits(where.StoreNumber))
		if err != nil {
			return nil, err
		}
		first, lat, lng = st.Number, st.Lat, st.Lng
	case strings.TrimSpace(where.PostalCode) != "":
		l, ok := postcodeCentre(places, postcode.LastDigits(where.PostalCode))
		if !ok {
			return nil, &validate.Error{Message: MessageBadLocation, Fields: map[string]string{"postalCode": validate.MalformedRequest}}
		}
		lat, lng = l.Lat, l.Lng
	case strings.TrimSpace(where.Geo) != "":
		var ok bool
		if lat, lng, ok = ParseGeo(where.Geo); !ok {
			return nil, &validate.Error{Message: "Please share a location as latitude,longitude.", Fields: map[string]string{"geo": validate.MalformedRequest}}
		}
	default:
		return nil, &validate.Error{Message: validate.MessageMissingArgs, Fields: map[string]string{"storeNumber": validate.MissingArgs}}
	}
	p, err := products.Product(ctx, baseCode)
	if err != nil {
		return nil, err
	}
	variants := make([]string, len(p.Variants))
	for i, v := range p.Variants {
		variants[i] = v.Code
	}
	return s.withStock(ctx, places.Near(lat, lng, n, first), variants)
}

// withStock adds each store's stock of variants, read at once.
func (s *Service) withStock(ctx context.Context, near []location.Nearby, variants []string) ([]StoreStock, error) {
	numbers := make([]string, len(near))
	for i, st := range near {
		numbers[i] = st.Store.Number
	}
	qty, err := s.Quantities(ctx, variants, numbers)
	if err != nil {
		return nil, err
	}
	out := make([]StoreStock, len(near))
	for i, st := range near {
		out[i] = StoreStock{Nearby: st, Stock: make(map[string]int, len(variants))}
		for _, v := range variants {
			out[i].Stock[v] = qty[v][st.Store.Number]
		}
	}
	return out, nil
}

// postcodeCentre is the first suburb of a postcode (its centre stands for the postcode's).
func postcodeCentre(places Places, pc string) (location.Locality, bool) {
	if len(pc) != 4 {
		return location.Locality{}, false
	}
	found, err := places.Search(pc)
	if err != nil {
		return location.Locality{}, false
	}
	for _, l := range found {
		if l.PostalCode == pc {
			return l, true
		}
	}
	return location.Locality{}, false
}

// ParseGeo reads "lat,lng" within the earth's ranges.
func ParseGeo(s string) (lat, lng float64, ok bool) {
	a, b, found := strings.Cut(s, ",")
	if !found {
		return 0, 0, false
	}
	lat, err1 := strconv.ParseFloat(strings.TrimSpace(a), 64)
	lng, err2 := strconv.ParseFloat(strings.TrimSpace(b), 64)
	// Written so that NaN, which fails every comparison, is out of range too.
	if err1 != nil || err2 != nil || !(lat >= -90 && lat <= 90) || !(lng >= -180 && lng <= 180) {
		return 0, 0, false
	}
	return lat, lng, true
}

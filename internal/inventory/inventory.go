package inventory

import (
	"context"
	"errors"

	"github.com/wattle/storefront/internal/catalog"
)

// ErrTooMany means a stock request asked for more variants or locations than one answer carries.
var ErrTooMany = errors.New("inventory: too many variants or locations")

// Request limits: a product page asks for one product's variants at a handful of stores.
const (
	MaxVariants  = 100
	MaxLocations = 50
)

// Service answers stock questions.
type Service struct{ store Store }

// NewService returns an inventory service.
func NewService(store Store) *Service { return &Service{store: store} }

// Statuses returns the stock status of every requested variant at every requested location
// (store numbers or catalog.OnlineLocation): statuses[variant][location]. Locations without a stock
// row are out of stock.
func (s *Service) Statuses(ctx context.Context, variants, locations []string) (map[string]map[string]catalog.StockStatus, error) {
	if len(variants) > MaxVariants || len(locations) > MaxLocations {
		return nil, ErrTooMany
	}
	levels, err := s.store.Levels(ctx, variants, locations)
	if err != nil {
		return nil, err
	}
	out := make(map[string]map[string]catalog.StockStatus, len(variants))
	for _, v := range variants {
		m := make(map[string]catalog.StockStatus, len(locations))
		for _, l := range locations {
			m[l] = catalog.OutOfStock
		}
		out[v] = m
	}
	for _, l := range levels {
		if m, ok := out[l.VariantCode]; ok {
			m[l.Location] = catalog.StatusOf(l.Quantity)
		}
	}
	return out, nil
}

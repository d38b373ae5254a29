package catalog

import (
	"context"
	"errors"
	"time"
)

// ErrNotConfigured means the service was built without what the call needs.
var ErrNotConfigured = errors.New("catalog: service not configured for this call")

// Service reads the catalogue and assembles product pages.
type Service struct {
	store Store
	stock StockReader
	cards func() Cards
}

// NewService returns a catalogue service. stock and cards may be nil for a service that only
// reads products (the seeder, tests).
func NewService(store Store, stock StockReader, cards func() Cards) *Service {
	return &Service{store: store, stock: stock, cards: cards}
}

// maxCodeLen bounds product codes so junk never reaches the database.
const maxCodeLen = 32

// Product returns a base product with its variants, found by base or variant code.
func (s *Service) Product(ctx context.Context, code string) (Product, error) {
	if code == "" || len(code) > maxCodeLen {
		return Product{}, ErrNotFound
	}
	for _, r := range code {
		if !(r >= '0' && r <= '9' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r == '-' || r == '_') {
			return Product{}, ErrNotFound
		}
	}
	return s.store.Product(ctx, code)
}

// Categories returns the category tree, ordered by level then position.
func (s *Service) Categories(ctx context.Context) ([]Category, error) { return s.store.Categories(ctx) }

// EarlyAccess is where a product stands in its OnePass early-access window (docs/catalog.md#early-access).
type EarlyAccess string

// Early-access states.
const (
	EarlyAccessNone       EarlyAccess = ""           // not an early-access product
	EarlyAccessComingSoon EarlyAccess = "comingSoon" // before start: teaser with the start time
	EarlyAccessOpen       EarlyAccess = "open"       // between start and end: members only
	EarlyAccessEnded      EarlyAccess = "ended"      // after end: on sale to everyone, no teaser
)

// EarlyAccessAt returns the product's early-access state at now. End is optional.
func (p *Product) EarlyAccessAt(now time.Time) EarlyAccess {
	switch {
	case p.EarlyAccessStart.IsZero():
		return EarlyAccessNone
	case now.Before(p.EarlyAccessStart):
		return EarlyAccessComingSoon
	case p.EarlyAccessEnd.IsZero() || now.Before(p.EarlyAccessEnd):
		return EarlyAccessOpen
	}
	return EarlyAccessEnded
}

// IsNew reports whether the product arrived within the last 30 days.
func (p *Product) IsNew(now time.Time) bool {
	return !p.CreatedAt.IsZero() && now.Sub(p.CreatedAt) < 30*24*time.Hour
}

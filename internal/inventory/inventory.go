package inventory

import (
	"context"
	"errors"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/change"
)

// ErrTooMany means a stock request asked for more variants or locations than one answer carries.
var ErrTooMany = errors.New("inventory: too many variants or locations")

// Request limits: a product page asks for one product's variants at a handful of stores.
const (
	MaxVariants  = 100
	MaxLocations = 50
)

// Fulfilment is what about a product limits how it can be delivered.
type Fulfilment struct {
	Bulky    bool
	PreOrder bool
	GiftCard bool
}

// FulfilmentOf returns a product's fulfilment limits.
func FulfilmentOf(p *catalog.Product) Fulfilment {
	return Fulfilment{Bulky: p.Bulky, PreOrder: p.PreOrder, GiftCard: p.GiftCard != catalog.GiftCardNone}
}

// Online is the one rule for what a variant's online quantity means for each delivery mode, used by
// every operation that reports stock (product details, online stock, later the cart and checkout).
// Home delivery (HD) ships from the online pot. Express delivery (ED) ships from the same pot but
// carries small, in-stock parcels only: never bulky, pre-order or gift-card items.
func Online(qty int, f Fulfilment) catalog.VariantStock {
	qty = max(qty, 0)
	s := catalog.VariantStock{HD: catalog.StatusOf(qty), HDQty: qty, ED: catalog.StatusOf(qty), EDQty: qty}
	if f.Bulky || f.PreOrder || f.GiftCard {
		s.ED, s.EDQty = catalog.OutOfStock, 0
	}
	return s
}

// TxStore is what a unit of work that changes stock needs: the levels and the change feed (orders
// will take stock and record their own changes in the same unit).
type TxStore interface {
	Store
	change.Store
	BackInStockStore
	Enqueuer
}

// Service answers stock questions and changes stock.
type Service struct {
	store Store
	inTx  func(ctx context.Context, fn func(tx TxStore) error) error
	// notices, when set, turns on back-in-stock requests (WithNotices).
	notices *Notices
}

// NewService returns an inventory service. inTx runs a unit of work (storage.Tx); it may be nil for
// a service that only reads.
func NewService(store Store, inTx func(ctx context.Context, fn func(tx TxStore) error) error) *Service {
	return &Service{store: store, inTx: inTx}
}

// Statuses returns the stock status of every requested variant at every requested location
// (store numbers or catalog.OnlineLocation): statuses[variant][location]. Locations without a stock
// row are out of stock.
func (s *Service) Statuses(ctx context.Context, variants, locations []string) (map[string]map[string]catalog.StockStatus, error) {
	levels, err := s.Quantities(ctx, variants, locations)
	if err != nil {
		return nil, err
	}
	out := make(map[string]map[string]catalog.StockStatus, len(levels))
	for v, m := range levels {
		sm := make(map[string]catalog.StockStatus, len(m))
		for l, q := range m {
			sm[l] = catalog.StatusOf(q)
		}
		out[v] = sm
	}
	return out, nil
}

// Quantities returns the units of every requested variant at every requested location,
// quantities[variant][location], 0 where there is no stock row.
func (s *Service) Quantities(ctx context.Context, variants, locations []string) (map[string]map[string]int, error) {
	if len(variants) > MaxVariants || len(locations) > MaxLocations {
		return nil, ErrTooMany
	}
	levels, err := s.store.Levels(ctx, variants, locations)
	if err != nil {
		return nil, err
	}
	out := make(map[string]map[string]int, len(variants))
	for _, v := range variants {
		m := make(map[string]int, len(locations))
		for _, l := range locations {
			m[l] = 0
		}
		out[v] = m
	}
	for _, l := range levels {
		if m, ok := out[l.VariantCode]; ok {
			m[l.Location] = max(l.Quantity, 0)
		}
	}
	return out, nil
}

// OnlineStock returns each requested variant's stock per delivery mode. A variant the catalogue
// does not have is out of stock everywhere.
func (s *Service) OnlineStock(ctx context.Context, variants []string) (map[string]catalog.VariantStock, error) {
	if len(variants) > MaxVariants {
		return nil, ErrTooMany
	}
	levels, err := s.store.OnlineLevels(ctx, variants)
	if err != nil {
		return nil, err
	}
	out := make(map[string]catalog.VariantStock, len(variants))
	for _, v := range variants {
		out[v] = Online(0, Fulfilment{})
	}
	for _, l := range levels {
		out[l.VariantCode] = Online(l.Quantity, l.Fulfilment)
	}
	return out, nil
}

// ProductStock returns the stock per delivery mode of each of a product's variants (it is the
// catalog service's StockReader).
func (s *Service) ProductStock(ctx context.Context, p *catalog.Product) (map[string]catalog.VariantStock, error) {
	codes := make([]string, len(p.Variants))
	for i, v := range p.Variants {
		codes[i] = v.Code
	}
	q, err := s.Quantities(ctx, codes, []string{catalog.OnlineLocation})
	if err != nil {
		return nil, err
	}
	f := FulfilmentOf(p)
	out := make(map[string]catalog.VariantStock, len(codes))
	for _, c := range codes {
		out[c] = Online(q[c][catalog.OnlineLocation], f)
	}
	return out, nil
}

// ErrReadOnly means the service was built without a unit of work.
var ErrReadOnly = errors.New("inventory: read-only service")

// SetLevels sets stock levels in one transaction. The store records a change for each variant in
// that transaction (every catalogue and stock write does), so every node's listings follow within
// seconds. A variant whose online stock goes from none to some has its back-in-stock requests
// claimed and e-mailed in the same transaction (with WithNotices).
func (s *Service) SetLevels(ctx context.Context, levels []Level) error {
	if s.inTx == nil {
		return ErrReadOnly
	}
	return s.inTx(ctx, func(tx TxStore) error {
		var back []string
		if s.notices != nil {
			var err error
			if back, err = restocked(ctx, tx, levels); err != nil {
				return err
			}
		}
		if err := tx.SaveLevels(ctx, levels); err != nil {
			return err
		}
		return s.notify(ctx, tx, back)
	})
}

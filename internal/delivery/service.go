package delivery

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/postcode"
	"github.com/wattle/storefront/internal/platform/validate"
)

// Products is the catalogue as the estimates read it (catalog.Service).
type Products interface {
	Product(ctx context.Context, code string) (catalog.Product, error)
}

// Stock is the stock as the estimates read it (inventory.Service).
type Stock interface {
	Quantities(ctx context.Context, variants, locations []string) (map[string]map[string]int, error)
	OnlineStock(ctx context.Context, variants []string) (map[string]catalog.VariantStock, error)
}

// Stores finds a pickup store (location.Service).
type Stores interface {
	Store(number string) (location.Store, error)
}

// Service answers delivery estimates and costs for a product page: where the stock is, when it can
// arrive by each mode, and what that costs. It only reads; the cart has its own use of the rules.
type Service struct {
	products Products
	stock    Stock
	stores   Stores
	clock    clock.Clock
}

// NewService returns the estimates service.
func NewService(products Products, stock Stock, stores Stores, clk clock.Clock) *Service {
	return &Service{products: products, stock: stock, stores: stores, clock: clk}
}

// MaxQuantity is the most units one estimate asks about (the cart's per-entry limit, docs/cart.md#limits).
const MaxQuantity = 32767

// Request is an estimate's question: one variant, by some modes, to a store or a postcode.
type Request struct {
	Variant string
	// StoreNumber is the pickup store (CNC); Postcode the delivery postcode (HD, ED). The transport
	// has reduced both to their last 4 digits with non-digits stripped (docs/stores.md#stores).
	StoreNumber string
	Postcode    string
	Modes       []Mode
	Quantity    int
}

// ParseRequest reads an estimate's parameters, collecting every field error: a variant and a mode
// are required, CNC needs a store number and HD or ED a postcode (docs/cart.md#stores-stock-and-delivery-operations); quantity is 1 by
// default and at most MaxQuantity.
func ParseRequest(variant, storeNumber, pc string, modes []string, quantity string) (Request, error) {
	var errs validate.Errors
	r := Request{Variant: errs.Required("variant", variant), StoreNumber: storeNumber, Postcode: pc}
	if len(modes) == 0 {
		errs.Add("mode", validate.MissingArgs)
	}
	seen := map[Mode]bool{}
	for _, s := range modes {
		m, ok := ParseMode(s)
		if !ok {
			errs.Add("mode", validate.MalformedRequest)
			continue
		}
		if !seen[m] {
			seen[m] = true
			r.Modes = append(r.Modes, m)
		}
	}
	if seen[ClickAndCollect] && storeNumber == "" {
		errs.Add("storeNumber", validate.MissingArgs)
	}
	if seen[HomeDelivery] || seen[Express] {
		switch {
		case pc == "":
			errs.Add("postalCode", validate.MissingArgs)
		case StateOf(pc) == "":
			errs.Add("postalCode", validate.MalformedRequest)
		}
	}
	r.Quantity = errs.Int("quantity", quantity, 1, MaxQuantity, 1)
	return r, errs.Err()
}

// ParsePostcode reads a required postcode parameter that names a place to deliver to (the
// location group's postalCode, the delivery estimate page's postcode): missing-args when blank;
// otherwise reduced to its last 4 digits with non-digits stripped (postcode.LastDigits,
// docs/stores.md#stores), and malformed-request unless that is an Australian postcode (StateOf).
// "VIC 3121" is 3121; "12" and "abc" are malformed, not missing, since something was sent.
func ParsePostcode(errs *validate.Errors, field, v string) postcode.Code {
	if strings.TrimSpace(v) == "" {
		errs.Add(field, validate.MissingArgs)
		return ""
	}
	pc := postcode.LastDigits(v)
	if StateOf(pc) == "" {
		errs.Add(field, validate.MalformedRequest)
	}
	return postcode.Code(pc)
}

// Quote is one mode's answer: the estimate, and its cost when asked for.
type Quote struct {
	Estimate
	Variant  string
	Quantity int
	// Cost is what delivering one unit by the mode costs (FeeFor); nil when not asked for.
	Cost *Fee
}

// ErrNotVariant means an estimate named a base product code, not one of its variants.
var ErrNotVariant = errors.New("delivery: not a variant code")

// Estimate answers a request, one quote per mode in the order asked. A variant the catalogue does
// not have is catalog.ErrNotFound; an unknown pickup store is location.ErrStoreNotFound.
func (s *Service) Estimate(ctx context.Context, r Request, withCost bool) ([]Quote, error) {
	p, err := s.products.Product(ctx, r.Variant)
	if err != nil {
		return nil, err
	}
	var variant *catalog.Variant
	for i := range p.Variants {
		if p.Variants[i].Code == r.Variant {
			variant = &p.Variants[i]
		}
	}
	if variant == nil {
		return nil, ErrNotVariant
	}
	in := Input{Now: s.clock.Now(), Quantity: r.Quantity, Postcode: r.Postcode}
	var wantStore bool
	for _, m := range r.Modes {
		wantStore = wantStore || m == ClickAndCollect
	}
	if wantStore {
		st, err := s.stores.Store(r.StoreNumber)
		if err != nil {
			return nil, err
		}
		in.Site = SiteOf(st)
		q, err := s.stock.Quantities(ctx, []string{r.Variant}, []string{st.Number})
		if err != nil {
			return nil, fmt.Errorf("delivery: store stock: %w", err)
		}
		in.StoreQty = q[r.Variant][st.Number]
	}
	online, err := s.stock.OnlineStock(ctx, []string{r.Variant})
	if err != nil {
		return nil, fmt.Errorf("delivery: online stock: %w", err)
	}
	basket := Basket{Goods: p.GiftCard == catalog.GiftCardNone,
		PhysicalGiftCards: p.GiftCard == catalog.GiftCardPhysical}
	if basket.Goods {
		basket.Merchandise = variant.Price
	}
	if p.Bulky {
		basket.BulkyEntries = 1
	}
	out := make([]Quote, 0, len(r.Modes))
	for _, m := range r.Modes {
		mi := in
		mi.Mode = m
		mi.OnlineQty = online[r.Variant].HDQty
		if m == Express {
			mi.OnlineQty = online[r.Variant].EDQty
		}
		q := Quote{Estimate: EstimateFor(mi), Variant: r.Variant, Quantity: r.Quantity}
		if withCost {
			f := FeeFor(m, basket)
			q.Cost = &f
		}
		out = append(out, q)
	}
	return out, nil
}

// SiteOf is what an estimate needs of a store.
func SiteOf(st location.Store) Site {
	return Site{Number: st.Number, State: st.Address.State, Hours: Week(st.Hours), Collects: len(st.CollectionPoints) > 0}
}

package cart

import (
	"context"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/pricing"
)

// lineOf is an entry as the pricing function takes it, from its product and variant as read now
// (p nil: the catalogue no longer sells it).
func lineOf(e Entry, p *catalog.Product, v *catalog.Variant) pricing.Line {
	l := pricing.Line{Entry: e.Number, Variant: e.ProductCode, Quantity: e.Quantity}
	if p == nil {
		l.Gone = true
		return l
	}
	l.Unit, l.MemberUnit, l.Bulky, l.PreOrder = v.Price, v.OnePassPrice, p.Bulky, p.PreOrder
	switch p.GiftCard {
	case catalog.GiftCardPhysical:
		l.Kind = pricing.GiftCard
	case catalog.GiftCardDigital:
		l.Kind = pricing.EGiftCard
	}
	return l
}

// priceInput is the pricing function's input for cart c with its lines: the cart's mode and
// owner with their OnePass benefits, the shop's rates and the time now (read here: pricing reads
// no clock and no membership).
func (s *Service) priceInput(ctx context.Context, c *Cart, lines []pricing.Line) pricing.Input {
	sh := pricing.Shopper{CustomerID: c.CustomerID}
	if c.CustomerID != "" && s.benefits != nil {
		sh = s.benefits(ctx, c.CustomerID)
		sh.CustomerID = c.CustomerID
	}
	return pricing.Input{Lines: lines, Mode: c.Mode, Rates: pricing.Standard(), Shopper: sh, Now: s.clock.Now()}
}

// BenefitsFunc answers a signed-in customer's OnePass benefits as the pricing function takes
// them (Member, Welcome); the cart service never reads memberships itself.
type BenefitsFunc func(ctx context.Context, customerID string) pricing.Shopper

// WithBenefits makes the cart price its owner's OnePass benefits (docs/membership.md#benefits).
func (s *Service) WithBenefits(fn BenefitsFunc) *Service {
	s.benefits = fn
	return s
}

package cart

import (
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
	l.Unit, l.Bulky, l.PreOrder = v.Price, p.Bulky, p.PreOrder
	switch p.GiftCard {
	case catalog.GiftCardPhysical:
		l.Kind = pricing.GiftCard
	case catalog.GiftCardDigital:
		l.Kind = pricing.EGiftCard
	}
	return l
}

// priceInput is the pricing function's input for cart c with its lines: the cart's mode and
// owner, the shop's rates and the time now (read here: pricing reads no clock).
func (s *Service) priceInput(c *Cart, lines []pricing.Line) pricing.Input {
	return pricing.Input{Lines: lines, Mode: c.Mode, Rates: pricing.Standard(),
		Shopper: pricing.Shopper{CustomerID: c.CustomerID}, Now: s.clock.Now()}
}

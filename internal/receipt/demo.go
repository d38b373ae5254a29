package receipt

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"time"

	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/money"
)

// StoreRef is a store a demo receipt may come from.
type StoreRef struct {
	Number string // four digits
	Name   string
}

// ProductRef is a product a demo receipt may list.
type ProductRef struct {
	Code  string
	Name  string
	Price money.Cents
}

// demoDaysAgo are how long before now the demo receipts were bought: about five months' worth.
var demoDaysAgo = [...]int{6, 23, 47, 71, 104, 143}

// Demo returns the demo customer's in-store receipts: six, over the last five months, from two or
// three of stores, of one to four of products each, some with a discount, paid by EFTPOS, card,
// cash and a gift card with a card. The same arguments give the same receipts (a fixed seed), and
// the receipt numbers depend on customerID alone, so seeding again stores nothing new. It
// returns nil when there are no stores or no products to draw from.
func Demo(customerID string, stores []StoreRef, products []ProductRef, now time.Time) []Receipt {
	if len(stores) == 0 || len(products) == 0 {
		return nil
	}
	h := fnv.New64a()
	_, _ = h.Write([]byte(customerID))
	base := h.Sum64() % 1e14
	rng := rand.New(rand.NewPCG(20261122, base))
	// Two or three stores, the first the customer's usual.
	perm := rng.Perm(len(stores))
	shops := make([]StoreRef, 0, 3)
	for _, i := range perm[:min(len(perm), 2+rng.IntN(2))] {
		shops = append(shops, stores[i])
	}
	now = now.UTC().Truncate(time.Millisecond)
	out := make([]Receipt, 0, len(demoDaysAgo))
	for n, days := range demoDaysAgo {
		shop := shops[0] // every other receipt from the usual store, the rest from the others
		if n%2 == 1 && len(shops) > 1 {
			shop = shops[1+n/2%(len(shops)-1)]
		}
		// A purchase between 9 am and 7 pm in the shop's (Melbourne) time.
		day := now.In(clock.Melbourne).AddDate(0, 0, -days)
		at := time.Date(day.Year(), day.Month(), day.Day(), 9+rng.IntN(10), rng.IntN(60), rng.IntN(60), 0, clock.Melbourne).UTC()
		r := Receipt{
			Code:        fmt.Sprintf("%014d%02d", base, n+1),
			CustomerID:  customerID,
			StoreNumber: shop.Number,
			StoreName:   shop.Name,
			Register:    fmt.Sprintf("%02d", 1+rng.IntN(12)),
			PurchasedAt: at,
			CreatedAt:   now,
		}
		for _, i := range rng.Perm(len(products))[:min(len(products), 1+rng.IntN(4))] {
			p := products[i]
			q := 1
			if rng.IntN(4) == 0 {
				q = 2
			}
			r.Items = append(r.Items, Item{ProductCode: p.Code, Name: p.Name, Quantity: q, UnitPrice: p.Price,
				Total: money.Cents(q) * p.Price})
			r.Subtotal += money.Cents(q) * p.Price
		}
		if n == 1 || n == 4 {
			off := r.Subtotal / 10
			if n == 4 {
				off = min(1000, r.Subtotal/2)
			}
			if off > 0 {
				desc := "Spend & save 10%"
				if n == 4 {
					desc = "$10 off voucher"
				}
				r.Discounts = []Discount{{Description: desc, Amount: off}}
				r.DiscountTotal = off
			}
		}
		r.Total = r.Subtotal - r.DiscountTotal
		r.GST = GSTOf(r.Total)
		r.Payments = demoPayments(n, r.Total, rng)
		out = append(out, r)
	}
	return out
}

// demoPayments pays total the n-th demo receipt's way: EFTPOS, Visa, cash, a gift card topped up
// by Mastercard, Amex, EFTPOS again.
func demoPayments(n int, total money.Cents, rng *rand.Rand) []Payment {
	if total == 0 {
		return nil
	}
	last4 := fmt.Sprintf("%04d", rng.IntN(10000))
	switch n {
	case 1:
		return []Payment{{Type: "visa", Amount: total, Last4: last4}}
	case 2:
		return []Payment{{Type: "cash", Amount: total}}
	case 3:
		gift := min(total/2, 5000)
		if gift == 0 {
			return []Payment{{Type: "giftcard", Amount: total, Last4: last4}}
		}
		return []Payment{{Type: "giftcard", Amount: gift, Last4: last4},
			{Type: "mastercard", Amount: total - gift, Last4: fmt.Sprintf("%04d", rng.IntN(10000))}}
	case 4:
		return []Payment{{Type: "amex", Amount: total, Last4: last4}}
	}
	return []Payment{{Type: "eftpos", Amount: total, Last4: last4}}
}

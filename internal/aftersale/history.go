package aftersale

import (
	"context"
	"slices"
	"time"

	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/receipt"
)

// Entry is one line of a customer's order history: an online order or an in-store receipt.
type Entry struct {
	Online  *View
	Receipt *receipt.Receipt
}

// At is when the purchase was made.
func (e Entry) At() time.Time {
	if e.Online != nil {
		return e.Online.Order.PlacedAt
	}
	return e.Receipt.PurchasedAt
}

// History is a customer's purchases, online and in store, newest first, at most limit (0: all).
// Its orders are briefs (order.AfterStore.CustomerOrderBriefs): entries, pickup and totals.
// Three reads whatever the number of orders: the orders, their consignments, the receipts.
func (s *Service) History(ctx context.Context, customerID string, limit int) ([]Entry, error) {
	orders, err := s.store.CustomerOrderBriefs(ctx, customerID, limit)
	if err != nil {
		return nil, err
	}
	cons, err := s.store.CustomerConsignments(ctx, customerID)
	if err != nil {
		return nil, err
	}
	var receipts []receipt.Receipt
	if s.receipts != nil {
		if receipts, err = s.receipts.ReceiptsByCustomer(ctx, customerID, limit); err != nil {
			return nil, err
		}
	}
	out := make([]Entry, 0, len(orders)+len(receipts))
	for _, o := range orders {
		out = append(out, Entry{Online: &View{Order: o, Consignments: cons[o.Code]}})
	}
	for i := range receipts {
		out = append(out, Entry{Receipt: &receipts[i]})
	}
	slices.SortStableFunc(out, func(a, b Entry) int { return b.At().Compare(a.At()) })
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

// CustomerOrder is one of a customer's orders with its consignments and returns; order.ErrNotFound
// for another's.
func (s *Service) CustomerOrder(ctx context.Context, customerID, code string) (View, error) {
	o, err := s.store.Order(ctx, code)
	if err != nil {
		return View{}, err
	}
	if customerID == "" || o.CustomerID != customerID {
		return View{}, order.ErrNotFound
	}
	return s.view(ctx, o)
}

// Order is any order with its consignments and returns (staff).
func (s *Service) Order(ctx context.Context, code string) (View, error) {
	o, err := s.store.Order(ctx, code)
	if err != nil {
		return View{}, err
	}
	return s.view(ctx, o)
}

// CustomerReceipt is one of a customer's in-store receipts; order.ErrNotFound for another's.
func (s *Service) CustomerReceipt(ctx context.Context, customerID, code string) (receipt.Receipt, error) {
	if s.receipts == nil {
		return receipt.Receipt{}, order.ErrNotFound
	}
	r, err := s.receipts.Receipt(ctx, code)
	if err != nil || customerID == "" || r.CustomerID != customerID {
		return receipt.Receipt{}, order.ErrNotFound
	}
	return r, nil
}

// Savings is what a customer saved over the months before now (docs/orders.md: savings shown over
// the last 6 months): order discounts and receipt discounts.
func Savings(entries []Entry, now time.Time, months int) int64 {
	since := now.AddDate(0, -months, 0)
	var total int64
	for _, e := range entries {
		if e.At().Before(since) {
			continue
		}
		if e.Online != nil {
			total += int64(e.Online.Order.Details.Discounts)
		} else {
			total += int64(e.Receipt.DiscountTotal)
		}
	}
	return total
}

// MostRecent is a customer's latest online order; order.ErrNotFound when there is none.
func (s *Service) MostRecent(ctx context.Context, customerID string) (View, error) {
	orders, err := s.store.OrdersByCustomer(ctx, customerID, 1)
	if err != nil {
		return View{}, err
	}
	if len(orders) == 0 {
		return View{}, order.ErrNotFound
	}
	return s.view(ctx, orders[0])
}

// HistoryStamp changes whenever the customer's History does (order.AfterStore.CustomerHistoryStamp),
// so an answer made from it can be kept until it changes.
func (s *Service) HistoryStamp(ctx context.Context, customerID string) (string, error) {
	return s.store.CustomerHistoryStamp(ctx, customerID)
}

// Package aftersale is an order's life after it is placed (issue 10; docs/orders.md): the shopper's
// order history with in-store receipts, guest tracking, the returns portal, and the staff's moves
// that pick, ship, hand over or cancel consignments and receive and refund returns. Every change
// is made in one transaction with its audit line and the e-mail it sends (the outbox).
package aftersale

import (
	"context"
	"errors"
	"time"

	"github.com/wattle/storefront/internal/address"
	"github.com/wattle/storefront/internal/job"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/ratelimit"
	"github.com/wattle/storefront/internal/receipt"
	"github.com/wattle/storefront/internal/staff"
)

// Store is what the service reads outside a transaction.
type Store interface {
	order.Store
	order.AfterStore
	AuditLog
}

// TxStore is what a change writes in its transaction: the order, its consignments or return, the
// stock a cancellation puts back, the audit line and the jobs (e-mails, refunds).
type TxStore interface {
	order.Store
	order.AfterStore
	staff.AuditStore
	Enqueue(ctx context.Context, args job.Args, opts *job.InsertOpts) error
}

// Receipts are the in-store purchases of customers.
type Receipts interface {
	ReceiptsByCustomer(ctx context.Context, customerID string, limit int) ([]receipt.Receipt, error)
	Receipt(ctx context.Context, code string) (receipt.Receipt, error)
}

// Places names the stores consignments leave from or wait at.
type Places interface {
	// Place is a store's name and collection point by number ("" when unknown).
	Place(ctx context.Context, number string) (name, collectionPoint string)
}

// Config are the service's settings.
type Config struct {
	// ShopName and PublicURL go into the e-mails.
	ShopName, PublicURL string
	// LookupFailures failed guest lookups (wrong pair or unknown number) from one address in
	// LookupWindow, and the next is refused (429).
	LookupFailures int
	LookupWindow   time.Duration
	// RefundAttempts is how many times a refund job asks its provider before the refund counts as
	// refused (0: DefaultRefundAttempts).
	RefundAttempts int
}

// DefaultConfig is the lookup limit of docs/orders.md: 20 failures in 10 minutes.
func DefaultConfig() Config {
	return Config{ShopName: "Wattle", PublicURL: "http://localhost:8080", LookupFailures: 20, LookupWindow: 10 * time.Minute,
		RefundAttempts: DefaultRefundAttempts}
}

// Service runs the order's life after checkout.
type Service struct {
	store    Store
	tx       func(ctx context.Context, fn func(tx TxStore) error) error
	receipts Receipts
	places   Places
	settlers func(m payment.Method) payment.Settler
	finder   Finder
	clock    clock.Clock
	cfg      Config
	lookups  *ratelimit.Limiter
}

// Deps are what the service works with.
type Deps struct {
	Store    Store
	Tx       func(ctx context.Context, fn func(tx TxStore) error) error
	Receipts Receipts
	Places   Places
	// Settlers answers the provider that refunds a payment method's money (nil: none).
	Settlers func(m payment.Method) payment.Settler
	// Finder resolves an address chosen from the address finder (nil: a return's address is taken
	// as its parts).
	Finder Finder
	Clock  clock.Clock
}

// Finder resolves an address finder's suggestion by its id (address.Finder).
type Finder interface {
	Resolve(ctx context.Context, id string) (address.Address, error)
}

// New returns the service.
func New(d Deps, cfg Config) *Service {
	if d.Clock == nil {
		d.Clock = clock.System{}
	}
	if cfg.RefundAttempts <= 0 {
		cfg.RefundAttempts = DefaultRefundAttempts
	}
	return &Service{store: d.Store, tx: d.Tx, receipts: d.Receipts, places: d.Places, settlers: d.Settlers, finder: d.Finder,
		clock: d.Clock, cfg: cfg,
		lookups: ratelimit.New(cfg.LookupFailures, cfg.LookupWindow, d.Clock)}
}

// View is an order with what happened to it since: consignments and returns.
type View struct {
	Order        order.Order
	Consignments []order.Consignment
	Returns      []order.Return
}

// Returnable is, per entry number, the units that can still be returned at now.
func (v View) Returnable(now time.Time) map[int]int {
	return order.Returnable(v.Consignments, order.Returned(v.Returns), now)
}

// Refunded is what the order's returns and cancellations have given back so far: the refunds
// their providers confirmed.
func (v View) Refunded() (total int64) {
	for _, f := range v.Order.Details.Refunds {
		if f.Made() {
			total += int64(f.Amount)
		}
	}
	for _, r := range v.Returns {
		for _, f := range r.Refunds {
			if f.Made() {
				total += int64(f.Amount)
			}
		}
	}
	return total
}

// view reads an order's consignments and returns.
func (s *Service) view(ctx context.Context, o order.Order) (View, error) {
	cs, err := s.store.Consignments(ctx, o.Code)
	if err != nil {
		return View{}, err
	}
	rs, err := s.store.Returns(ctx, o.Code)
	if err != nil {
		return View{}, err
	}
	return View{Order: o, Consignments: cs, Returns: rs}, nil
}

// Errors of the service besides validation (*validate.Error) and order.ErrNotFound.
var (
	// ErrReturnInvalid is a return the order does not allow: nothing returnable (not yet shipped
	// or collected, outside the 60 days, already returned).
	ErrReturnInvalid = errors.New("aftersale: return order is invalid")
	// ErrNotReady is a staff move the return's state does not allow (refund before receiving).
	ErrNotReady = errors.New("aftersale: not in a state for that")
)

// LimitedError is a refused lookup: too many failures from one address.
type LimitedError struct{ RetryAfter time.Duration }

func (e *LimitedError) Error() string { return "aftersale: too many failed lookups" }

package inventory

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/job"
	"github.com/wattle/storefront/internal/mail"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/contact"
)

// BackInStockRequest is a shopper's wish to hear, once, when a variant that is out of stock online
// can be bought again.
type BackInStockRequest struct {
	VariantCode string
	// Email is normalised (trimmed, lower case): one pending request per address and variant.
	Email string
	// ProductName and ProductURL are the product as the shopper saw it, for the e-mail; kept on the
	// request so the notice needs no catalogue read inside the stock transaction.
	ProductName string
	ProductURL  string
	CreatedAt   time.Time
}

// BackInStockStore is what back-in-stock requests need from persistence.
type BackInStockStore interface {
	// AddBackInStock records a pending request; a second one for the same variant and e-mail while
	// the first is pending changes nothing.
	AddBackInStock(ctx context.Context, r BackInStockRequest) error
	// ClaimBackInStock marks every pending request for the given variants notified at at, and
	// returns them. A request is claimed once: two transactions restocking one variant at once
	// never both return it.
	ClaimBackInStock(ctx context.Context, variantCodes []string, at time.Time) ([]BackInStockRequest, error)
}

// Notices is what the back-in-stock e-mail needs: the shop's name and public address, and the clock.
type Notices struct {
	ShopName, ShopURL string
	Clock             clock.Clock
}

// WithNotices turns on back-in-stock requests and their e-mails, and returns s.
func (s *Service) WithNotices(n Notices) *Service {
	s.notices = &n
	return s
}

// ErrNoNotices means the service was built without WithNotices.
var ErrNoNotices = errors.New("inventory: back-in-stock notices are off")

// RequestBackInStock records that email wants one e-mail when the variant's online stock comes back
// (from none to some). The transport has checked the e-mail and that the variant exists.
func (s *Service) RequestBackInStock(ctx context.Context, p *catalog.Product, variantCode, email string) error {
	if s.notices == nil {
		return ErrNoNotices
	}
	r := BackInStockRequest{VariantCode: variantCode, Email: contact.NormalizeEmail(email),
		ProductName: p.Name, CreatedAt: s.notices.Clock.Now()}
	for i := range p.Variants {
		if p.Variants[i].Code == variantCode {
			r.ProductURL = p.VariantURL(&p.Variants[i])
		}
	}
	if s.inTx == nil {
		return ErrReadOnly
	}
	return s.inTx(ctx, func(tx TxStore) error { return tx.AddBackInStock(ctx, r) })
}

// restocked returns the variants among levels whose online quantity goes from none to some, as
// read in tx before the levels are saved.
func restocked(ctx context.Context, tx TxStore, levels []Level) ([]string, error) {
	var rising []string
	seen := map[string]bool{}
	for _, l := range levels {
		if l.Location == catalog.OnlineLocation && l.Quantity > 0 && !seen[l.VariantCode] {
			seen[l.VariantCode] = true
			rising = append(rising, l.VariantCode)
		}
	}
	if len(rising) == 0 {
		return nil, nil
	}
	before, err := tx.Levels(ctx, rising, []string{catalog.OnlineLocation})
	if err != nil {
		return nil, err
	}
	had := map[string]bool{}
	for _, l := range before {
		had[l.VariantCode] = l.Quantity > 0
	}
	out := rising[:0]
	for _, v := range rising {
		if !had[v] {
			out = append(out, v)
		}
	}
	return out, nil
}

// notify claims the pending requests for the restocked variants and enqueues one e-mail each, in
// tx: the e-mails go out only if the new stock levels commit.
func (s *Service) notify(ctx context.Context, tx TxStore, variants []string) error {
	if s.notices == nil || len(variants) == 0 {
		return nil
	}
	reqs, err := tx.ClaimBackInStock(ctx, variants, s.notices.Clock.Now())
	if err != nil {
		return err
	}
	for _, r := range reqs {
		msg, err := mail.Compose(mail.BackInStock, r.Email, mail.Data{ShopName: s.notices.ShopName, ShopURL: s.notices.ShopURL,
			ProductName: r.ProductName, ActionURL: s.notices.ShopURL + r.ProductURL})
		if err != nil {
			return fmt.Errorf("inventory: back-in-stock e-mail: %w", err)
		}
		if err := tx.Enqueue(ctx, mail.SendArgs{Message: msg}, nil); err != nil {
			return err
		}
	}
	return nil
}

// Enqueuer inserts a background job in the unit of work (the outbox).
type Enqueuer interface {
	Enqueue(ctx context.Context, args job.Args, opts *job.InsertOpts) error
}

package checkout

import (
	"context"
	"errors"

	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
)

// Merge moves the browser's anonymous cart into the customer's at sign-in or sign-up (cart.Merge)
// after the guest's checkout lets go of what it held (docs/checkout.md#signing-in-mid-checkout).
// The customer's own checkout is kept: a guest's e-mail and addresses do not follow them onto the
// account, and the gift card holds, which the merged cart would no longer know, are voided by a job
// queued with the change. A payment of the guest's cart still open keeps them: it captures them
// with its order, or its failure leaves them to the processor's expiry.
func (s *Service) Merge(ctx context.Context, token, customerID string) error {
	if token != "" && customerID != "" {
		if err := s.releaseGuestHolds(ctx, cart.Owner{Token: token}); err != nil {
			return err
		}
	}
	return s.carts.Merge(ctx, token, customerID)
}

// releaseGuestHolds takes the gift card holds off the checkout of o's cart and queues their voids,
// in one transaction.
func (s *Service) releaseGuestHolds(ctx context.Context, o cart.Owner) error {
	for range maxTries {
		c, err := s.read(ctx, o)
		if err != nil || len(c.Checkout.GiftCards) == 0 {
			return err
		}
		if id := c.Checkout.Attempt; id != "" {
			a, err := s.place.Store.Attempt(ctx, id)
			if err == nil && a.Status.Open() {
				return nil
			}
			if err != nil && !errors.Is(err, order.ErrAttemptNotFound) {
				return err
			}
		}
		st := c.Checkout.Clone()
		holds := st.GiftCards
		st.GiftCards = nil
		err = s.place.Tx(ctx, func(tx TxStore) error {
			if err := tx.SaveCheckoutState(ctx, c.ID, st); err != nil {
				return err
			}
			for _, h := range holds {
				if err := tx.Enqueue(ctx, VoidArgs{Method: payment.GiftCard, Ref: h.Ref, Hold: true}, nil); err != nil {
					return err
				}
			}
			return nil
		})
		if !errors.Is(err, ErrStale) {
			return err
		}
	}
	return order.Fail(order.CodeInProgress)
}

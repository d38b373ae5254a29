package checkout

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"slices"
	"time"

	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/idempotency"
	"github.com/wattle/storefront/internal/mail"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
)

// held is what the request placing an order last wrote itself: the attempt and the cart. finish's
// first try uses them rather than reading them again; their guarded updates find out if anything
// changed them since (a tab, the expiry job), and the retry reads them.
type held struct {
	attempt *order.Attempt
	cart    *draft
	// key is the request's idempotency key: its answer (the order) is stored in the order's
	// transaction, so no crash can leave an order placed behind a key still in flight.
	key *idemKey
}

// idemKey is an idempotency key and its scope.
type idemKey struct{ scope, key string }

// finish is phase three: in one transaction the order is written from the attempt's snapshot, the
// stock it took is kept, the attempt marked ordered, the ordered entries leave the cart and the
// confirmation e-mail is queued. An attempt finished already answers its order again.
func (p *placer) finish(ctx context.Context, attemptID string, h held, out payment.Outcome) (Placed, error) {
	ctx = context.WithoutCancel(ctx) // money is held: the order is written even if the shopper left
	key := h.key
	for range maxTries {
		var a order.Attempt
		known := h
		h = held{}
		if known.attempt != nil {
			a = *known.attempt
		} else {
			var err error
			if a, err = p.Store.Attempt(ctx, attemptID); err != nil {
				return Placed{}, err
			}
		}
		switch a.Status {
		case order.AttemptOrdered:
			return Placed{OrderCode: a.OrderCode, RedirectURL: ThankYouPath(a.OrderCode)}, nil
		case order.AttemptFailed:
			// Released meanwhile (expired): the money must go back.
			if err := p.Store.Enqueue(ctx, VoidArgs{Attempt: a.ID, Method: a.Method, Ref: out.Ref}, nil); err != nil {
				return Placed{}, err
			}
			return Placed{}, order.Fail(order.CodeNotPlaced)
		}
		var snap snapshot
		if err := json.Unmarshal(a.Snapshot, &snap); err != nil {
			return Placed{}, fmt.Errorf("attempt %s snapshot: %w", a.ID, err)
		}
		o := snap.Order
		now := p.Clock.Now().UTC()
		o.PlacedAt, o.UpdatedAt = now, now
		if a.Amount > 0 {
			o.Details.Payments = append(o.Details.Payments, order.Payment{Method: a.Method, Ref: out.Ref, Amount: a.Amount,
				Status: "authorised", CardType: out.CardType, Last4: out.Last4})
		}
		err := p.Tx(ctx, func(tx TxStore) error {
			code, err := tx.NextOrderCode(ctx)
			if err != nil {
				return err
			}
			o.Code = code
			if err := tx.InsertOrder(ctx, o); err != nil {
				return err
			}
			if err := tx.KeepStock(ctx, a.ID); err != nil {
				return err
			}
			if err := p.keepMembership(ctx, tx, o, now); err != nil {
				return err
			}
			if err := tx.InsertConsignments(ctx, code, order.PlanConsignments(o, snap.Lines, catalog.OnlineLocation), now); err != nil {
				return err
			}
			b := a
			b.Status, b.OrderCode, b.ProviderRef, b.UpdatedAt = order.AttemptOrdered, code, firstNonEmpty(a.ProviderRef, out.Ref), now
			if err := tx.UpdateAttempt(ctx, b); err != nil {
				return err
			}
			if err := p.emptyCart(ctx, tx, a, snap, now, known.cart); err != nil {
				return err
			}
			if err := p.keepSaved(ctx, tx, o, snap, a, out, now); err != nil {
				return err
			}
			msg, err := confirmationFor(p.Config, o)
			if err != nil {
				return err
			}
			if err := tx.Enqueue(ctx, mail.SendArgs{Message: msg}, nil); err != nil {
				return err
			}
			if key == nil {
				return nil
			}
			answer, _ := json.Marshal(stored{Placed: &Placed{OrderCode: code, RedirectURL: ThankYouPath(code)}})
			err = tx.FinishIdempotency(ctx, key.scope, key.key, http.StatusOK, answer)
			if errors.Is(err, idempotency.ErrNotFound) {
				return nil // forgotten meanwhile (a fault answered before): the order stands
			}
			return err
		})
		if errors.Is(err, order.ErrStale) || errors.Is(err, cart.ErrStale) {
			continue
		}
		if err != nil {
			return Placed{}, err
		}
		return Placed{OrderCode: o.Code, RedirectURL: ThankYouPath(o.Code), keyDone: key != nil}, nil
	}
	return Placed{}, order.Fail(order.CodeInProgress)
}

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// emptyCart takes the ordered entries out of the cart and clears its checkout (the gift card
// holds became the order's payments); what another tab added meanwhile stays. known, when not nil,
// is the cart as this request left it (a stale one fails the guarded update, and finish retries).
func (p *placer) emptyCart(ctx context.Context, tx TxStore, a order.Attempt, snap snapshot, now time.Time, known *draft) error {
	var c cart.Cart
	if known != nil && known.ID == a.CartID {
		c = known.Cart
		c.Entries = slices.Clone(c.Entries)
	} else {
		var err error
		c, err = tx.CartByID(ctx, a.CartID)
		if errors.Is(err, cart.ErrNotFound) {
			return nil
		}
		if err != nil {
			return err
		}
	}
	kept := c.Entries[:0]
	for _, e := range c.Entries {
		if q, ok := snap.Entries[e.Number]; ok {
			if e.Quantity <= q {
				continue
			}
			e.Quantity -= q
		}
		kept = append(kept, e)
	}
	c.Entries = kept
	c.UpdatedAt = now
	if err := tx.UpdateCart(ctx, c); err != nil {
		return err
	}
	return tx.ClearCheckoutState(ctx, c.ID)
}

// ErrNotYours: the challenge, attempt or order belongs to another shopper's cart (answered as not
// found, so that ids cannot be probed).
var ErrNotYours = errors.New("checkout: not this shopper's")

// shopperAttempt returns the attempt waiting on challenge tcID, when it is this shopper's.
func (s *Service) shopperAttempt(ctx context.Context, sh Shopper, tcID string) (order.Attempt, error) {
	a, err := s.place.Store.AttemptByChallenge(ctx, tcID)
	if errors.Is(err, order.ErrAttemptNotFound) {
		return a, ErrNotYours
	}
	if err != nil {
		return a, err
	}
	c, err := s.carts.Cart(ctx, sh.Owner)
	if err != nil {
		return a, err
	}
	if c.ID == "" || c.ID != a.CartID {
		return a, ErrNotYours
	}
	return a, nil
}

// ConfirmThreeDS finishes a card payment after its 3-D Secure challenge (confirmThreeDS). The
// issuer's decision is asked of the provider: the browser's tcStatus is never taken for it.
func (s *Service) ConfirmThreeDS(ctx context.Context, sh Shopper, tcID string) (Placed, error) {
	if sh.loginLapsed() || sh.noCart() {
		return Placed{}, ErrSessionEndedPaying
	}
	a, err := s.shopperAttempt(ctx, sh, tcID)
	if err != nil {
		return Placed{}, err
	}
	if a.Status == order.AttemptOrdered {
		return Placed{OrderCode: a.OrderCode, RedirectURL: ThankYouPath(a.OrderCode)}, nil
	}
	if !a.Status.Open() {
		return Placed{}, order.Fail(order.CodeThreeDSFailed)
	}
	out, err := s.place.Providers.Card.ChallengeOutcome(ctx, tcID)
	if err != nil {
		return Placed{}, err
	}
	switch out.Status {
	case payment.Approved:
		return s.place.finish(ctx, a.ID, held{}, out)
	case payment.Pending, payment.Challenge:
		// Not decided yet: the shopper is still on the challenge.
		return Placed{}, order.Fail(order.CodeThreeDSFailed)
	}
	d := out.Decline
	if d == "" {
		d = payment.DeclineChallenge
	}
	return s.place.fail(ctx, a, d, false)
}

// CompleteRedirect settles a redirect method when the provider sends the shopper back with query
// (completeRedirectPayment): the order is placed, or the stock goes back. It answers where to send
// the shopper: the thank-you page, or the checkout with the error code.
func (s *Service) CompleteRedirect(ctx context.Context, m payment.Method, query url.Values) string {
	placed, err := s.completeRedirect(ctx, m, query, nil)
	var oe *order.Error
	switch {
	case err == nil:
		return placed.RedirectURL
	case errors.As(err, &oe):
		return "/spc?error=" + url.QueryEscape(string(oe.Problem.Code))
	}
	slog.ErrorContext(ctx, "redirect payment return failed", "method", m, "err", err)
	return "/spc?error=" + url.QueryEscape(string(order.CodePlaceOrder))
}

// CompleteReturn settles a redirect payment the shopper's page reports back (placeOrder with
// PayPal's token and PayerID): only one of the shopper's own cart.
func (s *Service) CompleteReturn(ctx context.Context, sh Shopper, m payment.Method, query url.Values) (Placed, error) {
	c, err := s.carts.Cart(ctx, sh.Owner)
	if err != nil {
		return Placed{}, err
	}
	return s.completeRedirect(ctx, m, query, &c.ID)
}

// completeRedirect settles the redirect session query names; cartID, when set, must be the
// attempt's cart (a call from the shopper's page rather than the provider's redirect).
func (s *Service) completeRedirect(ctx context.Context, m payment.Method, query url.Values, cartID *string) (Placed, error) {
	prov := s.place.Providers.Redirect[m]
	token := query.Get("token")
	if rr, ok := prov.(payment.ReturnReffer); ok {
		token = rr.ReturnRef(query)
	}
	if prov == nil || token == "" {
		return Placed{}, order.Fail(order.CodeNotPlaced)
	}
	a, err := s.place.Store.AttemptByProviderRef(ctx, token)
	if errors.Is(err, order.ErrAttemptNotFound) || err == nil && (a.Method != m || cartID != nil && a.CartID != *cartID) {
		return Placed{}, order.Fail(order.CodeNotPlaced)
	}
	if err != nil {
		return Placed{}, err
	}
	if a.Status == order.AttemptOrdered {
		return Placed{OrderCode: a.OrderCode, RedirectURL: ThankYouPath(a.OrderCode)}, nil
	}
	if !a.Status.Open() {
		return Placed{}, order.Fail(order.CodeNotPlaced)
	}
	out, err := prov.Complete(ctx, token, query)
	if err != nil {
		return Placed{}, order.Fail(order.DeclineCode(m, payment.DeclineUnavailable))
	}
	switch out.Status {
	case payment.Approved:
		if snap, err := snapshotOf(a); err == nil && snap.SavePayPal {
			// The payer asked to save PayPal: the agreement is made now, outside the order's
			// transaction; without one the order is placed all the same.
			if ag, ok := prov.(payment.Agreements); ok {
				if id, err := ag.Agreement(ctx, token); err == nil {
					out.Agreement = id
				}
			}
		}
		return s.place.finish(ctx, a.ID, held{}, out)
	case payment.Pending:
		// The shopper came back without deciding: the page stays theirs until it expires.
		return Placed{}, order.Fail(order.DeclineCode(m, payment.DeclineCancelled))
	}
	return s.place.fail(ctx, a, out.Decline, false)
}

// keepMembership records, with the order, what its customer saved as a OnePass member and that
// the welcome reward was used. Two orders paid at once with the one reward both stand (the money
// is held already); the second is logged. Use limits taken before payment come with promotions.
func (p *placer) keepMembership(ctx context.Context, tx TxStore, o order.Order, now time.Time) error {
	if o.CustomerID == "" {
		return nil
	}
	if o.Details.MemberSavings > 0 {
		if err := tx.RecordMemberSaving(ctx, o.Code, o.CustomerID, o.Details.MemberSavings, now); err != nil {
			return err
		}
	}
	if o.Details.Welcome > 0 {
		ok, err := tx.UseWelcome(ctx, o.CustomerID)
		if err != nil {
			return err
		}
		if !ok {
			slog.Warn("a OnePass welcome reward paid for two orders", "order", o.Code, "customer", o.CustomerID)
		}
	}
	return nil
}

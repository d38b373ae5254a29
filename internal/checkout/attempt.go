package checkout

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/idempotency"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/id"
	"github.com/wattle/storefront/internal/platform/money"
)

// stored is an idempotent answer as kept for replay.
type stored struct {
	Placed *Placed         `json:"placed,omitempty"`
	Gift   *GiftCardAnswer `json:"gift,omitempty"`
	Code   order.Code      `json:"code,omitempty"`
}

// idempotent runs fn once per (scope, key, request): a replay answers the first answer, the same
// key with another request ERR_IDEMPOTENCY_KEY_REUSED, a concurrent one ERR_PLACEORDER_IN_PROGRESS.
// Answers and place-order problems are kept; anything else (a fault) lets the key be tried again.
// note is kept on the key while the request runs (keyNote).
func (p *placer) idempotent(ctx context.Context, scope, key, hash string, note []byte, fn func() (stored, error)) (stored, error) {
	if key == "" {
		return fn()
	}
	rec, started, err := p.Idempotency.BeginNoted(ctx, scope, key, hash, note)
	switch {
	case errors.Is(err, idempotency.ErrKeyReused):
		return stored{}, order.Fail(order.CodeKeyReused)
	case errors.Is(err, idempotency.ErrInProgress):
		return stored{}, order.Fail(order.CodeInProgress)
	case err != nil:
		return stored{}, err
	case !started:
		var st stored
		if err := json.Unmarshal(rec.Answer, &st); err != nil {
			return stored{}, err
		}
		if st.Code != "" {
			return stored{}, order.Fail(st.Code)
		}
		return st, nil
	}
	out, err := fn()
	var oe *order.Error
	switch {
	case err == nil && out.Placed != nil && out.Placed.keyDone:
		// The order's transaction stored the answer with the order.
		pl := *out.Placed
		pl.keyDone = false
		return stored{Placed: &pl}, nil
	case err == nil:
		b, _ := json.Marshal(out)
		err = p.Idempotency.Finish(context.WithoutCancel(ctx), scope, key, http.StatusOK, b)
		return out, err
	case errors.As(err, &oe) && oe.Problem.Code != order.CodeInProgress:
		b, _ := json.Marshal(stored{Code: oe.Problem.Code})
		if ferr := p.Idempotency.Finish(context.WithoutCancel(ctx), scope, key, oe.Problem.Status, b); ferr != nil {
			return stored{}, ferr
		}
		return stored{}, err
	}
	_ = p.Idempotency.Abandon(context.WithoutCancel(ctx), scope, key)
	return stored{}, err
}

// begin is phase one and the provider call: the stock is taken and the attempt recorded in one
// transaction guarded by the cart's version (a concurrent attempt or a basket change in another
// tab makes this one start again on the newer cart), then the provider is asked outside it.
// read is the cart as the caller read it, used for the first try; a retry reads it again.
func (p *placer) begin(ctx context.Context, sh Shopper, in PlaceInput, read *draft) (Placed, error) {
	if in.attemptID == "" {
		in.attemptID = "pa_" + id.Token(12)
	}
	for range maxTries {
		var c draft
		if read != nil {
			c, read = *read, nil
		} else {
			var err error
			if c, err = p.read(ctx, sh.Owner); err != nil {
				return Placed{}, err
			}
		}
		if a := c.Checkout.Attempt; a != "" {
			if err := p.settlePrevious(ctx, a); err != nil {
				return Placed{}, err
			}
		}
		snap, lines, amount, err := p.priced(ctx, sh, &c, in.Mode)
		if err != nil {
			return Placed{}, err
		}
		if err := totalAsShown(snap, in.Expected); err != nil {
			return Placed{}, err
		}
		if amount > 0 && in.Mode == payment.GiftCard {
			return Placed{}, order.Fail(order.CodeGiftCardBalance)
		}
		if amount > 0 && in.Mode != payment.GiftCard && !p.canPay(in.Mode) {
			return Placed{}, order.Fail(order.DeclineCode(in.Mode, payment.DeclineUnavailable))
		}
		now := p.Clock.Now().UTC()
		snapJSON, _ := json.Marshal(snap)
		at := order.Attempt{ID: in.attemptID, Version: 1, CartID: c.ID, Method: in.Mode, Status: order.AttemptPending,
			Amount: amount, Snapshot: snapJSON, CreatedAt: now, UpdatedAt: now}
		err = p.Tx(ctx, func(tx TxStore) error {
			if err := tx.TakeStock(ctx, at.ID, lines, now.Add(Reservation)); err != nil {
				return err
			}
			if err := tx.InsertAttempt(ctx, at); err != nil {
				return err
			}
			// Guarded by the cart's version too: a basket change in another tab since it was read
			// starts this attempt again, so the snapshot is the basket as it is.
			st := c.Checkout
			st.Attempt = at.ID
			return tx.SaveCheckoutStateAt(ctx, c.ID, c.Version, st)
		})
		switch {
		case errors.Is(err, cart.ErrStale), errors.Is(err, ErrStale):
			continue
		case errors.Is(err, order.ErrInsufficientStock):
			return Placed{}, order.Fail(order.CodeInsufficientStock)
		case err != nil:
			return Placed{}, err
		}
		// as the guarded update left it
		c.Checkout.Version++
		c.Checkout.Attempt = at.ID
		return p.pay(ctx, at, snap, in, &c)
	}
	return Placed{}, order.Fail(order.CodeInProgress)
}

// keyNote is what a place order keeps on its idempotency key while in flight: the id its payment
// attempt will have (chosen before the key is claimed, so the note costs no write of its own).
type keyNote struct {
	Attempt string `json:"attempt"`
}

// stuckAfter is how long a place order may stay in flight before its key is taken for one whose
// node died: a live request waits at most the payment timeout for its provider, and a moment for
// the database around it.
func (p *placer) stuckAfter() time.Duration { return p.Config.PaymentTimeout + 30*time.Second }

// recoverKey answers a retried key whose first request is still in flight ("A crash mid-order" in
// docs/checkout.md#place-order-money-moves-in-two-phases).
// Once it has been in flight longer than any live request can be (stuckAfter), its node died: the
// attempt it noted is decided now, as reconciliation would (asking the provider: approved → the
// order is placed; refused, unknown or undecided → the stock goes back and anything held is
// voided; nobody is at a provider's page or a challenge, since the answer sending them there was
// never given), and the key answers the order or ERR_PLACEORDER_NOT_PLACED from then on. A request
// that died before noting an attempt took and charged nothing: the key is forgotten and the
// request runs again.
func (s *Service) recoverKey(ctx context.Context, scope, key, hash string, note []byte, run func() (stored, error)) (stored, error) {
	p := s.place
	inProgress := order.Fail(order.CodeInProgress)
	rec, err := p.Idempotency.Lookup(ctx, scope, key)
	switch {
	case errors.Is(err, idempotency.ErrNotFound):
		return p.idempotent(ctx, scope, key, hash, note, run) // finished and forgotten meanwhile
	case err != nil:
		return stored{}, err
	case rec.Status != 0 || rec.RequestHash != hash:
		return p.idempotent(ctx, scope, key, hash, note, run) // finished meanwhile: its answer
	case p.Clock.Now().Sub(rec.CreatedAt) < p.stuckAfter():
		return stored{}, inProgress
	}
	var began keyNote // the dead request's
	_ = json.Unmarshal(rec.Answer, &began)
	a, err := p.Store.Attempt(ctx, began.Attempt)
	if began.Attempt == "" || errors.Is(err, order.ErrAttemptNotFound) {
		if err := p.Idempotency.Abandon(ctx, scope, key); err != nil {
			return stored{}, err
		}
		return p.idempotent(ctx, scope, key, hash, note, run)
	}
	if err != nil {
		return stored{}, err
	}
	if a.Status.Open() {
		if err := s.reconcileOne(ctx, a, p.Clock.Now().Add(Reservation)); err != nil {
			return stored{}, err
		}
		if a, err = p.Store.Attempt(ctx, a.ID); err != nil {
			return stored{}, err
		}
	}
	var out stored
	switch a.Status {
	case order.AttemptOrdered:
		out.Placed = &Placed{OrderCode: a.OrderCode, RedirectURL: ThankYouPath(a.OrderCode)}
	case order.AttemptFailed:
		out.Code = order.CodeNotPlaced
	default:
		return stored{}, inProgress
	}
	status := http.StatusOK
	if out.Code != "" {
		status = order.Fail(out.Code).(*order.Error).Problem.Status
	}
	b, _ := json.Marshal(out)
	if err := p.Idempotency.Finish(context.WithoutCancel(ctx), scope, key, status, b); err != nil {
		return stored{}, err
	}
	if out.Code != "" {
		return stored{}, order.Fail(out.Code)
	}
	return out, nil
}

// settlePrevious deals with the cart's earlier attempt before a new one: one whose provider call is
// still running makes this one wait (ERR_PLACEORDER_IN_PROGRESS); one left at a challenge or a
// provider's page is abandoned (its stock goes back, and a late approval is voided). A redirect
// method's attempt is at the provider's page only once its session is made (ProviderRef): before,
// and for PayPal charged by a saved agreement, which opens no page, the call is still running.
func (p *placer) settlePrevious(ctx context.Context, attemptID string) error {
	a, err := p.Store.Attempt(ctx, attemptID)
	if errors.Is(err, order.ErrAttemptNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	if !a.Status.Open() {
		return nil
	}
	calling := !a.Method.Redirects() || a.ProviderRef == ""
	if a.Status == order.AttemptPending && calling && p.Clock.Now().Sub(a.UpdatedAt) < p.Config.PaymentTimeout+5*time.Second {
		return order.Fail(order.CodeInProgress)
	}
	return p.release(ctx, a, true)
}

// updateAttempt stores a change of an attempt at its version.
func (p *placer) updateAttempt(ctx context.Context, a *order.Attempt) error {
	a.UpdatedAt = p.Clock.Now().UTC()
	if err := p.Store.UpdateAttempt(context.WithoutCancel(ctx), *a); err != nil {
		return err
	}
	a.Version++
	return nil
}

// totalAsShown checks the order costs what the page showed (placeOrder's expectedTotal, when sent):
// a price that changed since, or a OnePass membership that ended (its member prices and free
// delivery gone), is told before anything is charged, never charged silently.
func totalAsShown(snap snapshot, expected *money.Cents) error {
	if expected == nil || *expected == snap.Order.Total {
		return nil
	}
	if snap.Order.CustomerID != "" && !snap.member && snap.memberOffer > 0 && *expected < snap.Order.Total {
		return order.Fail(order.CodeMembershipEnded)
	}
	return order.Fail(order.CodeTotalMismatch)
}

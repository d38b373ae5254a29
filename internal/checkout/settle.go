package checkout

import (
	"context"
	"errors"
	"log/slog"
	"net/url"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
)

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

// ReportApplePayFailure records an Apple Pay sheet that failed or was cancelled: nothing was
// charged, and the cart stays payable.
func (s *Service) ReportApplePayFailure(ctx context.Context, sh Shopper, reason string) error {
	if sh.loginLapsed() {
		return account.ErrLoginRequired
	}
	if len(reason) > 200 {
		reason = reason[:200]
	}
	slog.InfoContext(ctx, "apple pay sheet failed", "reason", reason, "customer", sh.Session.CustomerID != "")
	return nil
}

// Order returns an order the shopper may see: their own (signed in), or one just placed from this
// browser's cart (the thank-you page of a guest).
func (s *Service) Order(ctx context.Context, sh Shopper, code string) (order.Order, error) {
	o, err := s.place.Store.Order(ctx, code)
	if err != nil {
		return o, err
	}
	if sh.Customer != nil && o.CustomerID == sh.Customer.ID {
		return o, nil
	}
	c, err := s.carts.Cart(ctx, sh.Owner)
	if err != nil {
		return o, err
	}
	if c.ID != "" && c.ID == o.Details.CartID && (o.CustomerID == "" || sh.Session.CustomerID == o.CustomerID) {
		return o, nil
	}
	return order.Order{}, order.ErrNotFound
}

// CustomerOrder returns a signed-in customer's own order (getOrder).
func (s *Service) CustomerOrder(ctx context.Context, sh Shopper, code string) (order.Order, error) {
	if sh.Customer == nil {
		return order.Order{}, account.ErrLoginRequired
	}
	o, err := s.place.Store.Order(ctx, code)
	if err != nil {
		return o, err
	}
	if o.CustomerID != sh.Customer.ID {
		return order.Order{}, order.ErrNotFound
	}
	return o, nil
}

// ReconcileArgs is the periodic job that settles payment attempts left open: a node that died
// between the provider's approval and writing the order, a shopper who never came back from a
// provider's page or a challenge.
type ReconcileArgs struct{}

// Kind implements job.Args.
func (ReconcileArgs) Kind() string { return "payment_reconcile" }

// Reconcile is the payment_reconcile job: for each attempt open longer than the payment timeout it
// asks the provider; approved → the order is placed from the attempt's snapshot; refused or
// unknown → the stock goes back; still undecided → left until its reservation expires, then
// abandoned (and voided, should it be approved later).
func (s *Service) Reconcile(ctx context.Context, _ ReconcileArgs) error {
	p := s.place
	now := p.Clock.Now()
	open, err := p.Store.OpenAttempts(ctx, now.Add(-p.Config.PaymentTimeout-5*time.Second), 100)
	if err != nil {
		return err
	}
	for _, a := range open {
		if err := s.reconcileOne(ctx, a, now); err != nil {
			return err
		}
	}
	return nil
}

func (s *Service) reconcileOne(ctx context.Context, a order.Attempt, now time.Time) error {
	p := s.place
	st := p.settler(a.Method)
	expired := now.Sub(a.CreatedAt) > Reservation
	var out payment.Outcome
	var err error
	switch {
	case a.Amount == 0:
		// Gift cards only: nothing to ask, the holds are the payment.
		_, err = p.finish(ctx, a.ID, held{}, payment.Outcome{Status: payment.Approved})
		return ignoreProblem(err)
	case st == nil:
		_, err = p.fail(ctx, a, payment.DeclineUnavailable, false)
		return ignoreProblem(err)
	}
	if a.Status == order.AttemptChallenge && p.Providers.Card != nil {
		// The shopper passed (or failed) the challenge and left before confirming: the issuer's
		// decision stands.
		out, err = p.Providers.Card.ChallengeOutcome(ctx, a.ChallengeID)
	} else {
		out, err = st.Status(ctx, a.ID, a.ProviderRef)
	}
	switch {
	case errors.Is(err, payment.ErrNotFound):
		if a.Method.Redirects() && !expired {
			return nil // the shopper is still on the provider's page
		}
		_, err = p.fail(ctx, a, payment.DeclineUnavailable, false)
		return ignoreProblem(err)
	case err != nil:
		return err
	}
	switch out.Status {
	case payment.Approved:
		_, err = p.finish(ctx, a.ID, held{}, out)
	case payment.Declined:
		_, err = p.fail(ctx, a, out.Decline, false)
	default:
		if !expired {
			return nil
		}
		_, err = p.fail(ctx, a, payment.DeclineExpired, true)
	}
	return ignoreProblem(err)
}

// ignoreProblem drops a place-order problem (what a shopper would have been told): a job only
// fails on faults.
func ignoreProblem(err error) error {
	var oe *order.Error
	if errors.As(err, &oe) {
		return nil
	}
	return err
}

// ExpiryArgs is the periodic job that puts back the stock of reservations past their expiry.
type ExpiryArgs struct{}

// Kind implements job.Args.
func (ExpiryArgs) Kind() string { return "reservation_expiry" }

// Expire is the reservation_expiry job: an expired reservation whose attempt is open is settled
// like reconciliation does (the provider may have approved it); one whose attempt is gone or
// settled just goes back.
func (s *Service) Expire(ctx context.Context, _ ExpiryArgs) error {
	p := s.place
	now := p.Clock.Now()
	ids, err := p.Store.ExpiredReservations(ctx, now, 200)
	if err != nil {
		return err
	}
	for _, id := range ids {
		a, err := p.Store.Attempt(ctx, id)
		switch {
		case errors.Is(err, order.ErrAttemptNotFound):
			if _, err := p.Store.ReleaseStock(ctx, id); err != nil {
				return err
			}
			continue
		case err != nil:
			return err
		}
		if a.Status.Open() {
			if err := s.reconcileOne(ctx, a, now.Add(Reservation)); err != nil {
				return err
			}
			continue
		}
		if a.Status == order.AttemptFailed {
			if _, err := p.Store.ReleaseStock(ctx, id); err != nil {
				return err
			}
		}
	}
	return nil
}

// LinkableOrder returns a guest order this browser just placed, which an account may adopt
// (linkOrder): not one linked already.
func (s *Service) LinkableOrder(ctx context.Context, sh Shopper, code string) (order.Order, error) {
	o, err := s.Order(ctx, sh, code)
	if err != nil {
		return o, err
	}
	if o.CustomerID != "" {
		return order.Order{}, order.ErrNotFound
	}
	return o, nil
}

// LinkOrder makes a guest order the customer's: the account created from the thank-you page, or
// signed in with the order's e-mail. Only an order this browser placed, whose e-mail is the
// customer's, is linked.
func (s *Service) LinkOrder(ctx context.Context, sh Shopper, code, customerID, email string) error {
	for range maxTries {
		o, err := s.LinkableOrder(ctx, sh, code)
		if err != nil {
			return err
		}
		if !strings.EqualFold(o.Email, email) {
			return order.ErrNotFound
		}
		o.CustomerID, o.UpdatedAt = customerID, s.place.Clock.Now().UTC()
		err = s.place.Store.UpdateOrder(ctx, o)
		if !errors.Is(err, order.ErrStale) {
			return err
		}
	}
	return order.Fail(order.CodeInProgress)
}

// SessionFacts are what getSession says of the shopper's checkout: a guest's e-mail, whether they
// chose guest checkout, and whether the customer has ever ordered.
type SessionFacts struct {
	Guest         bool
	CheckoutEmail string
	HasOrder      bool
}

// Facts answers getSession's checkout fields for the cart's owner.
func (s *Service) Facts(ctx context.Context, o cart.Owner) (SessionFacts, error) {
	var f SessionFacts
	if o.CustomerID == "" && o.Token == "" {
		return f, nil
	}
	c, err := s.carts.Cart(ctx, o)
	if err != nil {
		return f, err
	}
	f.Guest, f.CheckoutEmail = c.Checkout.Guest && o.CustomerID == "", c.Checkout.Email
	if o.CustomerID != "" {
		orders, err := s.place.Store.OrdersByCustomer(ctx, o.CustomerID, 1)
		if err != nil {
			return f, err
		}
		f.HasOrder = len(orders) > 0
	}
	return f, nil
}

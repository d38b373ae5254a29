package aftersale

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/job"
	"github.com/wattle/storefront/internal/mail"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/staff"
)

// QueuePage is a page of the staff queue.
type QueuePage struct {
	Rows []QueueRow
	// Total is how many consignments match in all.
	Total int
}

// Queue is the staff's list of consignments to pick, ship or hand over (listFulfilmentOrders), each
// with its order and where it goes: four statements a page (the page and its count, then the
// page's orders and all of their consignments at once), however many rows it holds. A consignment
// whose order is gone is left out (never: orders are kept).
func (s *Service) Queue(ctx context.Context, f order.QueueFilter) (QueuePage, error) {
	if f.Limit <= 0 || f.Limit > 100 {
		f.Limit = 50
	}
	items, total, err := s.store.Queue(ctx, f)
	if err != nil {
		return QueuePage{}, err
	}
	codes := orderCodes(items, func(q order.Queued) string { return q.OrderCode })
	orders, err := s.store.OrdersByCodes(ctx, codes)
	if err != nil {
		return QueuePage{}, err
	}
	cons, err := s.store.ConsignmentsOfOrders(ctx, codes)
	if err != nil {
		return QueuePage{}, err
	}
	views := make(map[string]View, len(orders))
	for _, o := range orders {
		views[o.Code] = View{Order: o, Consignments: cons[o.Code]}
	}
	page := QueuePage{Rows: make([]QueueRow, 0, len(items)), Total: total}
	for _, q := range items {
		v, ok := views[q.OrderCode]
		if !ok {
			continue
		}
		who, where := destination(v.Order)
		page.Rows = append(page.Rows, QueueRow{Consignment: q.Consignment, Order: v, Customer: who, Destination: where})
	}
	return page, nil
}

// Move moves one consignment on (order.Consignment.Apply's rules) as actor: the consignment, the
// order's status, the audit line and the shopper's e-mail in one transaction; a cancellation also
// puts the stock back and refunds the consignment's share of the order. Repeating the move just
// made changes nothing. The answer is the order as the back office shows it, its audit log read
// after the change committed.
func (s *Service) Move(ctx context.Context, actor staff.Member, orderCode, consignmentCode string, m order.Move) (StaffView, error) {
	var out View
	err := s.tx(ctx, func(tx TxStore) error {
		now := s.clock.Now().UTC()
		o, err := tx.Order(ctx, orderCode)
		if err != nil {
			return err
		}
		cs, err := tx.Consignments(ctx, orderCode)
		if err != nil {
			return err
		}
		rs, err := tx.Returns(ctx, orderCode)
		if err != nil {
			return err
		}
		i := -1
		for j, c := range cs {
			if c.Code == consignmentCode {
				i = j
			}
		}
		if i < 0 {
			return order.ErrNotFound
		}
		before := cs[i]
		c := before
		if err := c.Apply(m, now); err != nil {
			return err
		}
		out = View{Order: o, Consignments: cs, Returns: rs}
		if c.Status == before.Status {
			return nil // the same move again: nothing to do
		}
		if err := tx.UpdateConsignment(ctx, c, now); err != nil {
			return err
		}
		c.Version++
		cs[i] = c
		o.Status, o.UpdatedAt = order.StatusOf(cs), now
		var u mail.Update
		var tmpl mail.Template
		switch c.Status {
		case order.ConsignmentShipped:
			tmpl = mail.Shipped
			u = mail.Update{Carrier: order.CarrierName(c.Carrier), TrackingNumber: c.TrackingNumber, TrackingURL: TrackingURL(c.Carrier, c.TrackingNumber)}
		case order.ConsignmentReady:
			tmpl = mail.ReadyToCollect
			u.StoreName, u.CollectionPoint = s.place(ctx, o, c)
		case order.ConsignmentCollected:
			tmpl = mail.Collected
			u.StoreName, _ = s.place(ctx, o, c)
			u.CollectedBy = c.CollectedBy
		case order.ConsignmentCancelled:
			tmpl = mail.ConsignmentCancelled
			u.Reason = c.CancelReason
			if err := tx.PutBackStock(ctx, stockOf(o, c)); err != nil {
				return err
			}
			units := unitsOf(c)
			amount := order.EstimatedRefund(o, units, backSoFar(cs[:i], cs[i+1:], rs))
			refunds := allocate(o, rs, c.Code, amount, now)
			o.Details.Refunds = append(o.Details.Refunds, refunds...)
			if err := s.enqueueRefunds(ctx, tx, o.Code, c.Code, refunds); err != nil {
				return err
			}
			u.Amount, u.Refunds = amount.Format(), refundTexts(o, refunds)
		}
		if err := tx.UpdateOrder(ctx, o); err != nil {
			return err
		}
		o.Version++
		out.Order, out.Consignments = o, cs
		if err := audit(ctx, tx, now, actor.Email, "consignment."+string(c.Status), c.Code, m); err != nil {
			return err
		}
		u.Lines = consignedLines(o, c)
		if len(cs) > 1 {
			u.Consignment = fmt.Sprintf("Shipment %d of %d", c.Number(), len(cs))
		}
		if tmpl == "" {
			return nil // picked: nothing to tell the shopper yet
		}
		return s.notify(ctx, tx, o, tmpl, &u)
	})
	if err != nil {
		return StaffView{}, err
	}
	return s.withAudit(ctx, out)
}

// place is the store a click-and-collect consignment waits at.
func (s *Service) place(ctx context.Context, o order.Order, c order.Consignment) (name, point string) {
	if p := o.Details.Pickup; p != nil {
		name, point = p.StoreName, p.CollectionPoint
	}
	if name == "" && s.places != nil {
		n := c.Location
		if o.StoreNumber != "" {
			n = o.StoreNumber
		}
		name, point = s.places.Place(ctx, n)
	}
	return name, point
}

// ReceiveReturn records that a return's parcel arrived (requested → received); the answer is the
// return with its order, as the back office shows it.
func (s *Service) ReceiveReturn(ctx context.Context, actor staff.Member, code string) (StaffReturn, error) {
	return s.changeReturn(ctx, code, func(tx TxStore, r *order.Return, _ order.Order, now time.Time) error {
		switch r.Status {
		case order.ReturnReceived, order.ReturnRefunding, order.ReturnRefundFailed, order.ReturnRefunded:
			return errUnchanged
		case order.ReturnRequested:
		default:
			return ErrNotReady
		}
		r.Status, r.ReceivedAt, r.ReceivedBy = order.ReturnReceived, now, actor.Email
		return audit(ctx, tx, now, actor.Email, "return.received", r.Code, nil)
	})
}

// RefundReturn gives a received return's estimated refund back to the order's payments (cards and
// wallets before gift cards, none beyond what it paid), through the outbox: the refund jobs and
// the audit line are written with the return's new status, refunding. The return is refunded, and
// the shopper e-mailed, once the providers confirmed every refund (RunRefund); a refund a provider
// refused leaves it refundFailed, and RefundReturn then asks again for the refused refunds alone.
// Asking while the refunds are with the providers, or after they were made, changes nothing. The
// answer is the return with its order, as the back office shows it.
func (s *Service) RefundReturn(ctx context.Context, actor staff.Member, code string) (StaffReturn, error) {
	return s.changeReturn(ctx, code, func(tx TxStore, r *order.Return, o order.Order, now time.Time) error {
		switch r.Status {
		case order.ReturnRefunded, order.ReturnRefunding:
			return errUnchanged
		case order.ReturnRefundFailed:
			return s.retryRefunds(ctx, tx, actor, r, o, now)
		case order.ReturnReceived:
		default:
			return ErrNotReady
		}
		others, err := tx.Returns(ctx, r.OrderCode)
		if err != nil {
			return err
		}
		refunds := allocate(o, others, r.Code, r.EstimatedRefund, now)
		r.RefundedBy, r.Refunds = actor.Email, refunds
		if err := s.enqueueRefunds(ctx, tx, o.Code, r.Code, refunds); err != nil {
			return err
		}
		if err := audit(ctx, tx, now, actor.Email, "return.refund_requested", r.Code, map[string]any{"amount": r.EstimatedRefund.Format(),
			"refunds": refundTexts(o, refunds)}); err != nil {
			return err
		}
		r.Status = order.RefundsStatus(refunds)
		if r.Status != order.ReturnRefunded {
			return nil
		}
		// Nothing to give back (a return of items the discounts paid for): refunded at once.
		return s.refunded(ctx, tx, r, o, now)
	})
}

// retryRefunds asks the providers again for a return's refused refunds (refundFailed →
// refunding): the same refunds, pending again, each by a new job.
func (s *Service) retryRefunds(ctx context.Context, tx TxStore, actor staff.Member, r *order.Return, o order.Order, now time.Time) error {
	var again []order.Refund
	for i, f := range r.Refunds {
		if f.Status != order.RefundFailed {
			continue
		}
		f.Status, f.Reason, f.SettledAt = order.RefundPending, "", time.Time{}
		r.Refunds[i] = f
		again = append(again, f)
	}
	if err := s.enqueueRefunds(ctx, tx, o.Code, r.Code, again); err != nil {
		return err
	}
	r.Status = order.RefundsStatus(r.Refunds)
	return audit(ctx, tx, now, actor.Email, "return.refund_retried", r.Code, map[string]any{"refunds": refundTexts(o, again)})
}

// refunded records that every refund of r was made: the audit line and the shopper's e-mail.
func (s *Service) refunded(ctx context.Context, tx TxStore, r *order.Return, o order.Order, now time.Time) error {
	r.RefundedAt = now
	if err := audit(ctx, tx, now, SystemActor, "return.refunded", r.Code, map[string]any{"amount": r.EstimatedRefund.Format()}); err != nil {
		return err
	}
	return s.notify(ctx, tx, o, mail.Refunded, &mail.Update{ReturnCode: r.Code, Amount: r.EstimatedRefund.Format(),
		Refunds: refundTexts(o, r.Refunds), Lines: returnLines(o, r.Entries)})
}

// SystemActor is who the audit log names for what the shop did by itself (a provider's answer to
// a refund job).
const SystemActor = "system"

var errUnchanged = errors.New("unchanged")

// changeReturn runs fn on the return of code and its order in a transaction and stores the return
// fn changed. The order read there is the answer's: a change to a return leaves its order as it is.
func (s *Service) changeReturn(ctx context.Context, code string, fn func(tx TxStore, r *order.Return, o order.Order, now time.Time) error) (StaffReturn, error) {
	var (
		out   order.Return
		owner order.Order
	)
	err := s.tx(ctx, func(tx TxStore) error {
		r, err := tx.Return(ctx, code)
		if err != nil {
			return err
		}
		o, err := tx.Order(ctx, r.OrderCode)
		if err != nil {
			return err
		}
		now := s.clock.Now().UTC()
		out, owner = r, o
		if err := fn(tx, &r, o, now); err != nil {
			return err
		}
		r.UpdatedAt = now
		if err := tx.UpdateReturn(ctx, r); err != nil {
			return err
		}
		r.Version++
		out = r
		return nil
	})
	if errors.Is(err, errUnchanged) {
		err = nil
	}
	if err != nil {
		return StaffReturn{}, err
	}
	return staffReturn(out, owner), nil
}

// backSoFar is, per entry number, the units already given back: in returns and in cancelled
// consignments (other than the one being cancelled).
func backSoFar(before, after []order.Consignment, rs []order.Return) map[int]int {
	out := order.Returned(rs)
	for _, group := range [][]order.Consignment{before, after} {
		for _, c := range group {
			if c.Status == order.ConsignmentCancelled {
				for n, q := range unitsOf(c) {
					out[n] += q
				}
			}
		}
	}
	return out
}

func unitsOf(c order.Consignment) map[int]int {
	out := map[int]int{}
	for _, e := range c.Entries {
		out[e.Number] += e.Quantity
	}
	return out
}

// stockOf is the stock a consignment took, to put back when it is cancelled (digital gift cards
// took none).
func stockOf(o order.Order, c order.Consignment) []order.Line {
	var out []order.Line
	for _, ce := range c.Entries {
		for _, e := range o.Details.Entries {
			if e.Number == ce.Number && e.GiftCard["type"] != "digital" {
				out = append(out, order.Line{VariantCode: e.ProductCode, Location: c.Location, Quantity: ce.Quantity})
			}
		}
	}
	return out
}

func consignedLines(o order.Order, c order.Consignment) []mail.OrderLine {
	var out []mail.OrderLine
	for _, ce := range c.Entries {
		for _, e := range o.Details.Entries {
			if e.Number == ce.Number {
				out = append(out, mail.OrderLine{Name: e.Name, Detail: detail(e), Quantity: ce.Quantity})
			}
		}
	}
	return out
}

// allocate spreads amount over the order's payments, never more than any paid less what earlier
// refunds (cancellations and returns, whatever their providers said) gave back to it: cards and
// wallets first, gift cards last. The refunds are pending, numbered after forCode (the return's or
// the cancelled consignment's code).
func allocate(o order.Order, returns []order.Return, forCode string, amount money.Cents, now time.Time) []order.Refund {
	given := map[string]money.Cents{}
	for _, f := range o.Details.Refunds {
		given[f.Ref] += f.Amount
	}
	for _, r := range returns {
		for _, f := range r.Refunds {
			given[f.Ref] += f.Amount
		}
	}
	var out []order.Refund
	for _, giftCards := range []bool{false, true} {
		for _, p := range o.Details.Payments {
			if (p.Method == payment.GiftCard) != giftCards || amount <= 0 {
				continue
			}
			room := p.Amount - given[p.Ref]
			if room <= 0 {
				continue
			}
			n := min(room, amount)
			out = append(out, order.Refund{ID: fmt.Sprintf("%s/%d", forCode, len(out)+1), Method: string(p.Method), Ref: p.Ref, Amount: n,
				Sequence: p.Sequence, At: now, Status: order.RefundPending})
			given[p.Ref] += n
			amount -= n
		}
	}
	return out
}

func refundTexts(o order.Order, refunds []order.Refund) []string {
	var out []string
	for _, f := range refunds {
		name := order.MethodNames[payment.Method(f.Method)]
		for _, p := range o.Details.Payments {
			if p.Ref == f.Ref {
				name = p.Describe()
			}
		}
		out = append(out, name+": "+f.Amount.Format())
	}
	return out
}

// RefundArgs is the refund_payment job: one refund to one payment, asked of its provider after
// the change that decided it committed (the outbox).
type RefundArgs struct {
	Order  string       `json:"order"`
	For    string       `json:"for"` // the return's or consignment's code
	Refund order.Refund `json:"refund"`
}

// Kind implements job.Args.
func (RefundArgs) Kind() string { return "refund_payment" }

// DefaultRefundAttempts is how many times a refund job asks its provider before the refund is
// refused for good: River waits attempt⁴ seconds between them, so the sixth attempt comes about
// 16 minutes after the first, long enough to ride out a short outage of the provider and short
// enough for the staff member who refunded to see the outcome.
const DefaultRefundAttempts = 6

func (s *Service) enqueueRefunds(ctx context.Context, tx TxStore, orderCode, forCode string, refunds []order.Refund) error {
	for _, f := range refunds {
		if err := tx.Enqueue(ctx, RefundArgs{Order: orderCode, For: forCode, Refund: f}, &job.InsertOpts{MaxAttempts: s.cfg.RefundAttempts}); err != nil {
			return err
		}
	}
	return nil
}

// ErrNoProvider is a refund to a method no provider settles (a refund the shop cannot make).
var ErrNoProvider = errors.New("aftersale: no provider refunds that method")

// RunRefund is the refund_payment job: it asks the payment's provider for the refund and records
// its answer on the return (or the cancelled order's refunds). A failure is retried by the job
// until its last attempt, whose failure is recorded as the provider's refusal with the reason
// (the return becomes refundFailed; staff see why and may ask again). A refund that is no longer
// pending (a job run again after its outcome was recorded) is not asked again.
func (s *Service) RunRefund(ctx context.Context, a RefundArgs) error {
	if a.Refund.ID != "" {
		pending, err := s.refundPending(ctx, a)
		if err != nil || !pending {
			return err
		}
	}
	err := s.askRefund(ctx, a)
	if a.Refund.ID == "" {
		return err // a job from before refunds had a status: nothing to record it on
	}
	if err == nil {
		return s.settleRefund(ctx, a, order.RefundMade, "")
	}
	if !job.LastAttempt(ctx) {
		return err
	}
	slog.Warn("a refund was refused", "order", a.Order, "for", a.For, "refund", a.Refund.ID, "method", a.Refund.Method, "err", err)
	return s.settleRefund(ctx, a, order.RefundFailed, refusal(err))
}

func (s *Service) askRefund(ctx context.Context, a RefundArgs) error {
	var st payment.Settler
	if s.settlers != nil {
		st = s.settlers(payment.Method(a.Refund.Method))
	}
	if st == nil {
		return fmt.Errorf("%w: %s", ErrNoProvider, a.Refund.Method)
	}
	return st.Refund(ctx, a.Refund.Ref, a.Refund.Amount)
}

// refusal is why a refund failed, in the staff's words.
func refusal(err error) string {
	switch {
	case errors.Is(err, payment.ErrNotFound):
		return "The payment provider has no such payment."
	case errors.Is(err, ErrNoProvider):
		return "No payment provider refunds this payment method here."
	case errors.Is(err, payment.ErrTimeout), errors.Is(err, context.DeadlineExceeded):
		return "The payment provider did not answer in time."
	case errors.Is(err, payment.ErrUnavailable):
		return "The payment provider is unavailable."
	}
	return "The payment provider refused the refund: " + err.Error()
}

// isReturn reports whether a refund's For names a return (a cancelled consignment's refunds are
// the order's).
func isReturn(forCode string) bool { return strings.HasPrefix(forCode, "R") }

// refundPending reports whether a's refund still waits for its provider's answer.
func (s *Service) refundPending(ctx context.Context, a RefundArgs) (bool, error) {
	var refunds []order.Refund
	if isReturn(a.For) {
		r, err := s.store.Return(ctx, a.For)
		if err != nil {
			return false, err
		}
		refunds = r.Refunds
	} else {
		o, err := s.store.Order(ctx, a.Order)
		if err != nil {
			return false, err
		}
		refunds = o.Details.Refunds
	}
	i := refundIndex(refunds, a.Refund.ID)
	return i >= 0 && refunds[i].Status == order.RefundPending, nil
}

func refundIndex(refunds []order.Refund, id string) int {
	return slices.IndexFunc(refunds, func(f order.Refund) bool { return f.ID == id })
}

// settleTries is how many times settleRefund reads and writes again when another change to the
// return or order (its other refund's job, a staff move) got there first.
const settleTries = 5

// settleRefund records a provider's answer to a's refund: made, or refused with reason. On a
// return, the refund's state decides the return's (order.RefundsStatus): refunded when every
// refund was made (the shopper is e-mailed then), refundFailed when one was refused; the audit
// log says which.
func (s *Service) settleRefund(ctx context.Context, a RefundArgs, status order.RefundStatus, reason string) error {
	var err error
	for range settleTries {
		err = s.tx(ctx, func(tx TxStore) error {
			now := s.clock.Now().UTC()
			o, err := tx.Order(ctx, a.Order)
			if err != nil {
				return err
			}
			if !isReturn(a.For) {
				return s.settleCancellation(ctx, tx, o, a, status, reason, now)
			}
			r, err := tx.Return(ctx, a.For)
			if err != nil {
				return err
			}
			i := refundIndex(r.Refunds, a.Refund.ID)
			if i < 0 || r.Refunds[i].Status != order.RefundPending {
				return nil // settled already (a job run twice)
			}
			f := &r.Refunds[i]
			f.Status, f.Reason, f.SettledAt = status, reason, now
			r.Status, r.UpdatedAt = order.RefundsStatus(r.Refunds), now
			switch {
			case status == order.RefundFailed:
				err = audit(ctx, tx, now, SystemActor, "return.refund_failed", r.Code, map[string]any{
					"refund": refundTexts(o, []order.Refund{*f})[0], "reason": reason})
			case r.Status == order.ReturnRefunded:
				err = s.refunded(ctx, tx, &r, o, now)
			}
			if err != nil {
				return err
			}
			return tx.UpdateReturn(ctx, r)
		})
		if !errors.Is(err, order.ErrStale) {
			return err
		}
	}
	return err
}

// settleCancellation records a provider's answer to a cancelled consignment's refund on its
// order; a refusal is in the audit log of the consignment (for staff to settle by hand).
func (s *Service) settleCancellation(ctx context.Context, tx TxStore, o order.Order, a RefundArgs, status order.RefundStatus, reason string,
	now time.Time) error {
	i := refundIndex(o.Details.Refunds, a.Refund.ID)
	if i < 0 || o.Details.Refunds[i].Status != order.RefundPending {
		return nil
	}
	f := &o.Details.Refunds[i]
	f.Status, f.Reason, f.SettledAt = status, reason, now
	if status == order.RefundFailed {
		if err := audit(ctx, tx, now, SystemActor, "consignment.refund_failed", a.For, map[string]any{
			"refund": refundTexts(o, []order.Refund{*f})[0], "reason": reason}); err != nil {
			return err
		}
	}
	o.UpdatedAt = now
	return tx.UpdateOrder(ctx, o)
}

// audit appends to the audit log in tx.
func audit(ctx context.Context, tx TxStore, at time.Time, actor, action, subject string, detail any) error {
	d := ""
	if detail != nil {
		b, err := json.Marshal(detail)
		if err != nil {
			return err
		}
		d = string(b)
	}
	return tx.InsertAudit(ctx, staff.AuditEntry{At: at, Actor: actor, Action: action, Subject: subject, Detail: d})
}

// TrackPath is the tracking page that looks order code up at once with its e-mail, as the
// confirmation e-mail's link does (checkout.TrackPath; docs/orders.md "The return journey"): the
// after-order e-mails' "Follow your order" and the return's "Start a return" start from it filled in.
func TrackPath(code, email string) string {
	return "/track-order?" + url.Values{"orderId": {code}, "email": {email}}.Encode()
}

// notify e-mails the order's shopper through the outbox.
func (s *Service) notify(ctx context.Context, tx TxStore, o order.Order, t mail.Template, u *mail.Update) error {
	u.OrderCode = o.Code
	first := ""
	if b := o.Details.BillingAddress; b != nil {
		first = b.FirstName
	} else if p := o.Details.Pickup; p != nil {
		first = p.FirstName
	}
	msg, err := mail.Compose(t, o.Email, mail.Data{ShopName: s.cfg.ShopName, ShopURL: s.cfg.PublicURL, FirstName: first,
		ActionURL: s.cfg.PublicURL + TrackPath(o.Code, o.Email), Update: u})
	if err != nil {
		return err
	}
	return tx.Enqueue(ctx, mail.SendArgs{Message: msg}, nil)
}

var _ job.Args = RefundArgs{}

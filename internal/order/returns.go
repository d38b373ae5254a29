package order

import (
	"time"

	"github.com/wattle/storefront/internal/platform/money"
)

// ReturnWindow is how long after a consignment is shipped or collected its items can be returned
// (docs/orders.md#returns-internalorderreturnsgo: 60 days after shipped or collected).
const ReturnWindow = 60 * 24 * time.Hour

// ReturnableUntil is the last moment c's items can be returned; false when it has not been
// shipped or collected (nothing to return yet) or was cancelled.
func ReturnableUntil(c Consignment) (time.Time, bool) {
	at, ok := c.Handed()
	if !ok {
		return time.Time{}, false
	}
	return at.Add(ReturnWindow), true
}

// Returnable is, per order entry number, how many units can still be returned at now: those in
// consignments shipped or collected within the window, less those already returned (returned:
// entry number → units in earlier returns).
func Returnable(cs []Consignment, returned map[int]int, now time.Time) map[int]int {
	out := map[int]int{}
	for _, c := range cs {
		until, ok := ReturnableUntil(c)
		if !ok || now.After(until) {
			continue
		}
		for _, e := range c.Entries {
			out[e.Number] += e.Quantity
		}
	}
	for n, q := range returned {
		if _, ok := out[n]; ok {
			out[n] = max(0, out[n]-q)
		}
	}
	for n, q := range out {
		if q == 0 {
			delete(out, n)
		}
	}
	return out
}

// EstimatedRefund is what returning units (entry number → units) gives back, after earlier returns
// (returned): the items' prices less their share of the order's discounts, and the delivery fee
// only when this return brings the whole order back. It is worked out as the refund of everything
// returned so far, this return included, less that of the earlier returns, so the refunds of an
// order returned bit by bit add up to exactly what it cost.
func EstimatedRefund(o Order, returning, returned map[int]int) money.Cents {
	after := map[int]int{}
	for n, q := range returned {
		after[n] += q
	}
	for n, q := range returning {
		after[n] += q
	}
	return refundOf(o, after) - refundOf(o, returned)
}

// refundOf is the refund due when units (entry number → units) have come back.
func refundOf(o Order, units map[int]int) money.Cents {
	d := o.Details
	var value, subtotal money.Cents
	all := true
	for _, e := range d.Entries {
		subtotal += e.Total
		q := min(units[e.Number], e.Quantity)
		if q < e.Quantity {
			all = false
		}
		if q > 0 && e.Quantity > 0 {
			value += share(e.Total, int64(q), int64(e.Quantity))
		}
	}
	if all {
		// Everything back: all that was paid, the delivery fee included.
		return o.Total
	}
	if subtotal > 0 && d.Discounts > 0 {
		value -= share(d.Discounts, int64(value), int64(subtotal))
	}
	return max(0, value)
}

// share is amount × part ÷ whole, rounded to the nearest cent (halves up).
func share(amount money.Cents, part, whole int64) money.Cents {
	return money.Cents((int64(amount)*part*2 + whole) / (whole * 2))
}

// ReturnStatus is where a return stands.
type ReturnStatus string

// Return statuses, in the order they come.
const (
	// ReturnRequested: the shopper asked (the return label is on its way by e-mail).
	ReturnRequested ReturnStatus = "requested"
	// ReturnReceived: the parcel reached the shop and staff checked it.
	ReturnReceived ReturnStatus = "received"
	// ReturnRefunding: staff refunded it and its refunds are with the payment providers (the
	// refund jobs), none refused finally yet.
	ReturnRefunding ReturnStatus = "refunding"
	// ReturnRefundFailed: a provider refused one of its refunds after the job's retries (the
	// refund says why); staff may ask again (refundReturn).
	ReturnRefundFailed ReturnStatus = "refundFailed"
	// ReturnRefunded: the providers confirmed every refund: the money went back to the order's
	// payment methods.
	ReturnRefunded ReturnStatus = "refunded"
)

// RefundStatus is where one refund stands with its payment's provider.
type RefundStatus string

// Refund statuses. A refund stored before refunds had a status ("") was never confirmed by its
// provider and counts as made, as the shop said then.
const (
	// RefundPending: the refund job has not had the provider's word yet (it retries).
	RefundPending RefundStatus = "pending"
	// RefundMade: the provider confirmed it.
	RefundMade RefundStatus = "refunded"
	// RefundFailed: the provider refused it after the job's retries (Reason says why).
	RefundFailed RefundStatus = "failed"
)

// RefundsStatus is where a return with refunds fs stands: refunding while any is pending,
// refundFailed when any was refused (and none is pending), refunded when all were made.
func RefundsStatus(fs []Refund) ReturnStatus {
	out := ReturnRefunded
	for _, f := range fs {
		switch f.Status {
		case RefundPending:
			return ReturnRefunding
		case RefundFailed:
			out = ReturnRefundFailed
		}
	}
	return out
}

// Return is what a shopper sends back from an order.
type Return struct {
	// Code is "R", the order's code, a dash and the return's number within the order.
	Code      string        `json:"code"`
	OrderCode string        `json:"orderCode"`
	Version   int           `json:"-"`
	Status    ReturnStatus  `json:"status"`
	Entries   []ReturnEntry `json:"entries"`
	// Address is who sends the parcel and from where (the label's sender).
	Address ReturnAddress `json:"address"`
	// LabelToken opens the return's label page to whoever holds the label e-mail's link
	// (docs/orders.md#the-return-label); empty for returns made before labels had one.
	LabelToken string `json:"labelToken,omitempty"`
	// EstimatedRefund is what the return gives back (EstimatedRefund at the time it was asked).
	EstimatedRefund money.Cents `json:"estimatedRefund"`
	// Refunds are the estimated refund spread over the order's payments, each with where it
	// stands with its provider.
	Refunds    []Refund `json:"refunds,omitempty"`
	ReceivedBy string   `json:"receivedBy,omitempty"`
	// RefundedBy is the staff member who refunded it (asked the providers).
	RefundedBy string    `json:"refundedBy,omitempty"`
	CreatedAt  time.Time `json:"createdAt"`
	ReceivedAt time.Time `json:"receivedAt,omitzero"`
	// RefundedAt is when the providers had confirmed all of its refunds.
	RefundedAt time.Time `json:"refundedAt,omitzero"`
	UpdatedAt  time.Time `json:"updatedAt"`
}

// ReturnEntry is units of one order entry coming back, and why.
type ReturnEntry struct {
	Number      int    `json:"number"` // the order entry's number
	ProductCode string `json:"productCode"`
	Quantity    int    `json:"quantity"`
	Reason      string `json:"reason"` // a refund reason's code
}

// ReturnAddress is the sender of a return: a person and an address, either as the address
// finder's one line (label and id) or in parts (docs/orders.md, submitReturn).
type ReturnAddress struct {
	FirstName       string `json:"firstName"`
	LastName        string `json:"lastName"`
	Phone           string `json:"phone"`
	Email           string `json:"email"`
	SingleLineLabel string `json:"singleLineLabel,omitempty"`
	AddressID       string `json:"id,omitempty"`
	Line1           string `json:"line1,omitempty"`
	Line2           string `json:"line2,omitempty"`
	Location        string `json:"location,omitempty"` // "Suburb STATE postcode"
	PostalCode      string `json:"postalCode,omitempty"`
	State           string `json:"state,omitempty"`
	Town            string `json:"town,omitempty"`
}

// Refund is money given back to one of the order's payments.
type Refund struct {
	// ID names the refund for its job: the return's or consignment's code, a slash and its
	// number among the refunds decided with it ("R30000001-1/1").
	ID       string      `json:"id,omitempty"`
	Method   string      `json:"method"`
	Ref      string      `json:"ref"` // the payment's reference with the provider
	Amount   money.Cents `json:"amount"`
	Sequence int         `json:"sequence,omitempty"` // gift cards
	// At is when staff decided it (the refund, or the cancellation).
	At     time.Time    `json:"at"`
	Status RefundStatus `json:"status,omitempty"`
	// Reason is why the provider refused it (Status failed), in the staff's words.
	Reason string `json:"reason,omitempty"`
	// SettledAt is when the provider confirmed or finally refused it.
	SettledAt time.Time `json:"settledAt,omitzero"`
}

// Made reports whether the money went back: the provider confirmed it (or it is a refund from
// before refunds had a status).
func (f Refund) Made() bool { return f.Status == "" || f.Status == RefundMade }

// Returned is, per order entry number, the units in returns so far.
func Returned(rs []Return) map[int]int {
	out := map[int]int{}
	for _, r := range rs {
		for _, e := range r.Entries {
			out[e.Number] += e.Quantity
		}
	}
	return out
}

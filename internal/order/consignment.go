package order

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/delivery"
)

// A consignment is the part of an order that leaves from one place: the distribution centre (the
// online stock pot) or a store. An order ships from as many places as its stock came from, and each
// consignment moves on by itself (issue 10): staff pick it, then ship it with a carrier and a
// tracking number, or make it ready for collection and hand it over; or cancel it.

// ConsignmentStatus is where a consignment stands.
type ConsignmentStatus string

// Consignment statuses, in the order they come.
const (
	ConsignmentPlaced    ConsignmentStatus = "placed" // waiting to be picked
	ConsignmentPicked    ConsignmentStatus = "picked"
	ConsignmentShipped   ConsignmentStatus = "shipped"            // with the carrier (delivery)
	ConsignmentReady     ConsignmentStatus = "readyForCollection" // at the store's collection point
	ConsignmentCollected ConsignmentStatus = "collected"
	ConsignmentCancelled ConsignmentStatus = "cancelled"
)

// Consignment is one place's part of an order.
type Consignment struct {
	// Code is the order's code, a dash and the consignment's number: "10004521-2".
	Code string `json:"code"`
	// Version guards every change (kept in its own column, not in the document).
	Version int `json:"-"`
	// Location is where it leaves from: catalog.OnlineLocation or a store number.
	Location string            `json:"location"`
	Mode     delivery.Mode     `json:"mode"`
	Status   ConsignmentStatus `json:"status"`
	Entries  []ConsignedEntry  `json:"entries"`
	// Carrier and TrackingNumber are set when it ships.
	Carrier        string `json:"carrier,omitempty"`
	TrackingNumber string `json:"trackingNumber,omitempty"`
	// CollectedBy is the name of who collected it.
	CollectedBy  string    `json:"collectedBy,omitempty"`
	CancelReason string    `json:"cancelReason,omitempty"`
	PickedAt     time.Time `json:"pickedAt,omitzero"`
	ShippedAt    time.Time `json:"shippedAt,omitzero"`
	ReadyAt      time.Time `json:"readyAt,omitzero"`
	CollectedAt  time.Time `json:"collectedAt,omitzero"`
	CancelledAt  time.Time `json:"cancelledAt,omitzero"`
}

// ConsignedEntry is how much of an order entry a consignment carries.
type ConsignedEntry struct {
	Number   int `json:"number"` // the order entry's number
	Quantity int `json:"quantity"`
}

// OrderCode is the code of the consignment's order.
func (c Consignment) OrderCode() string {
	o, _, _ := strings.Cut(c.Code, "-")
	return o
}

// Number is the consignment's number within its order (the n of "n of m").
func (c Consignment) Number() int {
	_, n, _ := strings.Cut(c.Code, "-")
	i, _ := strconv.Atoi(n)
	return i
}

// Handed reports whether the consignment has reached the shopper's hands or the carrier's: the
// moment its return window starts, and when (zero when it has not).
func (c Consignment) Handed() (time.Time, bool) {
	switch c.Status {
	case ConsignmentShipped:
		return c.ShippedAt, true
	case ConsignmentCollected:
		return c.CollectedAt, true
	}
	return time.Time{}, false
}

// PlanConsignments splits a placed order into consignments by where its stock was taken (lines,
// as place order took them): one per location, numbered in the order the entries first name
// them. An entry without a line (a digital gift card: nothing to take) goes with the first
// consignment, or from the distribution centre when there is none.
func PlanConsignments(o Order, lines []Line, online string) []Consignment {
	where := map[string]string{} // variant code → location
	for _, l := range lines {
		if _, ok := where[l.VariantCode]; !ok {
			where[l.VariantCode] = l.Location
		}
	}
	var out []Consignment
	at := map[string]int{} // location → index in out
	add := func(loc string, e Entry) {
		i, ok := at[loc]
		if !ok {
			i = len(out)
			at[loc] = i
			out = append(out, Consignment{Code: fmt.Sprintf("%s-%d", o.Code, i+1), Location: loc, Mode: o.Mode, Status: ConsignmentPlaced})
		}
		out[i].Entries = append(out[i].Entries, ConsignedEntry{Number: e.Number, Quantity: e.Quantity})
	}
	var unplaced []Entry
	for _, e := range o.Details.Entries {
		if loc, ok := where[e.ProductCode]; ok {
			add(loc, e)
		} else {
			unplaced = append(unplaced, e)
		}
	}
	for _, e := range unplaced {
		loc := online
		if len(out) > 0 {
			loc = out[0].Location
		}
		add(loc, e)
	}
	return out
}

// Move is a change staff make to a consignment.
type Move struct {
	To             ConsignmentStatus `json:"status"`
	Carrier        string            `json:"carrier,omitempty"`        // shipped
	TrackingNumber string            `json:"trackingNumber,omitempty"` // shipped
	CollectedBy    string            `json:"collectedBy,omitempty"`    // collected
	Reason         string            `json:"reason,omitempty"`         // cancelled
}

// Errors of Apply.
var (
	// ErrMoveNotAllowed is a move the consignment's status or mode does not allow.
	ErrMoveNotAllowed = errors.New("order: the consignment cannot move that way")
	// ErrMoveIncomplete is a move without what it needs (a carrier and tracking number, who
	// collected, a reason).
	ErrMoveIncomplete = errors.New("order: the move lacks a detail")
)

// next are the moves each status allows; collecting and shipping depend on the mode as well.
var next = map[ConsignmentStatus][]ConsignmentStatus{
	ConsignmentPlaced: {ConsignmentPicked, ConsignmentCancelled},
	ConsignmentPicked: {ConsignmentShipped, ConsignmentReady, ConsignmentCancelled},
	ConsignmentReady:  {ConsignmentCollected, ConsignmentCancelled},
}

// Apply moves the consignment on at now: placed → picked → shipped (delivery: with carrier and
// tracking number) or ready for collection → collected (click and collect: with who collected);
// anything not yet handed over may be cancelled, with a reason. Repeating the move a consignment
// has just made (a double click) changes nothing and is not an error.
func (c *Consignment) Apply(m Move, now time.Time) error {
	m.Carrier, m.TrackingNumber = strings.TrimSpace(m.Carrier), strings.TrimSpace(m.TrackingNumber)
	m.CollectedBy, m.Reason = strings.TrimSpace(m.CollectedBy), strings.TrimSpace(m.Reason)
	if m.To == c.Status && c.Status != ConsignmentPlaced {
		return nil
	}
	allowed := false
	for _, s := range next[c.Status] {
		allowed = allowed || s == m.To
	}
	collect := c.Mode == delivery.ClickAndCollect
	if !allowed || (m.To == ConsignmentShipped && collect) || (m.To == ConsignmentReady && !collect) {
		return fmt.Errorf("%w: %s to %s (%s)", ErrMoveNotAllowed, c.Status, m.To, c.Mode)
	}
	switch m.To {
	case ConsignmentPicked:
		c.PickedAt = now
	case ConsignmentShipped:
		if m.Carrier == "" || m.TrackingNumber == "" {
			return fmt.Errorf("%w: shipping needs a carrier and a tracking number", ErrMoveIncomplete)
		}
		c.Carrier, c.TrackingNumber, c.ShippedAt = m.Carrier, m.TrackingNumber, now
	case ConsignmentReady:
		c.ReadyAt = now
	case ConsignmentCollected:
		if m.CollectedBy == "" {
			return fmt.Errorf("%w: collecting needs who collected", ErrMoveIncomplete)
		}
		c.CollectedBy, c.CollectedAt = m.CollectedBy, now
	case ConsignmentCancelled:
		if m.Reason == "" {
			return fmt.Errorf("%w: cancelling needs a reason", ErrMoveIncomplete)
		}
		c.CancelReason, c.CancelledAt = m.Reason, now
	}
	c.Status = m.To
	return nil
}

// Order statuses derived from the consignments, besides Placed.
const (
	Processing         Status = "processing"         // some picked, nothing handed over
	PartlyShipped      Status = "partlyShipped"      // some handed over, some still to go
	Shipped            Status = "shipped"            // every live consignment with its carrier
	ReadyForCollection Status = "readyForCollection" // every live consignment at the store
	Collected          Status = "collected"          // every live consignment collected
	Completed          Status = "completed"          // handed over, some shipped and some collected
	Cancelled          Status = "cancelled"          // every consignment cancelled
)

// StatusOf is an order's status from its consignments. Cancelled consignments are left out
// unless all are.
func StatusOf(cs []Consignment) Status {
	var live []Consignment
	for _, c := range cs {
		if c.Status != ConsignmentCancelled {
			live = append(live, c)
		}
	}
	if len(live) == 0 {
		if len(cs) == 0 {
			return Placed
		}
		return Cancelled
	}
	count := map[ConsignmentStatus]int{}
	for _, c := range live {
		count[c.Status]++
	}
	n := len(live)
	handed := count[ConsignmentShipped] + count[ConsignmentCollected]
	switch {
	case count[ConsignmentShipped] == n:
		return Shipped
	case count[ConsignmentCollected] == n:
		return Collected
	case handed == n:
		return Completed
	case handed > 0:
		return PartlyShipped
	case count[ConsignmentReady] == n:
		return ReadyForCollection
	case count[ConsignmentPlaced] == n:
		return Placed
	}
	return Processing
}

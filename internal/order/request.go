package order

import (
	"strings"

	"github.com/wattle/storefront/internal/platform/validate"
)

// MoveRequest is a staff member's move of a consignment as sent (updateConsignment,
// docs/staff.md#moving-a-consignment).
type MoveRequest struct {
	OrderCode       string `json:"orderCode" required:"true"`
	ConsignmentCode string `json:"consignmentCode" required:"true" description:"\"<orderCode>-<n>\""`
	Status          string `json:"status" required:"true" enum:"picked,shipped,readyForCollection,collected,cancelled"`
	Carrier         string `json:"carrier" enum:"auspost,startrack,couriersplease,aramex,toll" description:"shipped: the carrier's code (order.Carriers); any other is malformed-request"`
	TrackingNumber  string `json:"trackingNumber" description:"shipped: the carrier's tracking number: 1-40 letters, digits, spaces and hyphens"`
	CollectedBy     string `json:"collectedBy" description:"collected: who collected it (one line of plain text, at most 120 characters)"`
	Reason          string `json:"reason" description:"cancelled: why (one line of plain text, at most 120 characters)"`
}

// ConsignmentMove is a checked MoveRequest: which consignment, and the move.
type ConsignmentMove struct {
	OrderCode, ConsignmentCode string
	Move                       Move
}

// Limits of a move's free text (docs/validation.md#staff-free-text).
const (
	// maxMoveDetail bounds who collected a consignment and why it was cancelled, in characters.
	maxMoveDetail = 120
	// maxTrackingNumber bounds a tracking number: the carriers' are at most about 30 characters.
	maxTrackingNumber = 40
)

// ParseMove checks a move, collecting every field error: the consignment named, a status staff
// may move it to, and what that status needs (shipped: a carrier of Carriers and a tracking
// number; collected: who collected; cancelled: why). Each text is trimmed; a carrier not in the
// list is malformed-request, a text too long invalid-length and one with control characters or
// markup invalid-format (docs/validation.md#staff-free-text). A text the status does not use is
// checked all the same, and kept.
func ParseMove(r MoveRequest) (ConsignmentMove, error) {
	var errs validate.Errors
	out := ConsignmentMove{
		OrderCode:       errs.Required("orderCode", strings.TrimSpace(r.OrderCode)),
		ConsignmentCode: errs.Required("consignmentCode", strings.TrimSpace(r.ConsignmentCode)),
	}
	status := errs.OneOf("status", errs.Required("status", strings.TrimSpace(r.Status)),
		string(ConsignmentPicked), string(ConsignmentShipped), string(ConsignmentReady), string(ConsignmentCollected), string(ConsignmentCancelled))
	m := Move{To: ConsignmentStatus(status),
		Carrier:        errs.OneOf("carrier", strings.TrimSpace(r.Carrier), CarrierCodes()...),
		TrackingNumber: trackingNumber(&errs, r.TrackingNumber),
		CollectedBy:    errs.Line("collectedBy", r.CollectedBy, maxMoveDetail),
		Reason:         errs.Line("reason", r.Reason, maxMoveDetail)}
	switch m.To {
	case ConsignmentShipped:
		errs.Required("carrier", m.Carrier)
		errs.Required("trackingNumber", m.TrackingNumber)
	case ConsignmentCollected:
		errs.Required("collectedBy", m.CollectedBy)
	case ConsignmentCancelled:
		errs.Required("reason", m.Reason)
	}
	out.Move = m
	return out, errs.Err()
}

// trackingNumber checks a tracking number as carriers write them: at most maxTrackingNumber
// letters, digits, spaces and hyphens (invalid-length, invalid-format). It returns it trimmed.
func trackingNumber(errs *validate.Errors, v string) string {
	v = errs.Line("trackingNumber", v, maxTrackingNumber)
	for _, c := range v {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == ' ' || c == '-') {
			errs.Add("trackingNumber", validate.InvalidFormat)
			break
		}
	}
	return v
}

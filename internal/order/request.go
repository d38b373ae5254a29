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
	Carrier         string `json:"carrier" description:"shipped: the carrier (auspost, startrack, couriersplease, aramex, toll, or a name)"`
	TrackingNumber  string `json:"trackingNumber" description:"shipped: the carrier's tracking number"`
	CollectedBy     string `json:"collectedBy" description:"collected: who collected it"`
	Reason          string `json:"reason" description:"cancelled: why"`
}

// ConsignmentMove is a checked MoveRequest: which consignment, and the move.
type ConsignmentMove struct {
	OrderCode, ConsignmentCode string
	Move                       Move
}

// maxMoveDetail bounds a move's free text (a carrier, a tracking number, a name, a reason).
const maxMoveDetail = 120

// ParseMove checks a move, collecting every field error: the consignment named, a status staff
// may move it to, and what that status needs (shipped: carrier and tracking number; collected:
// who collected; cancelled: why).
func ParseMove(r MoveRequest) (ConsignmentMove, error) {
	var errs validate.Errors
	out := ConsignmentMove{
		OrderCode:       errs.Required("orderCode", strings.TrimSpace(r.OrderCode)),
		ConsignmentCode: errs.Required("consignmentCode", strings.TrimSpace(r.ConsignmentCode)),
	}
	status := errs.OneOf("status", errs.Required("status", strings.TrimSpace(r.Status)),
		string(ConsignmentPicked), string(ConsignmentShipped), string(ConsignmentReady), string(ConsignmentCollected), string(ConsignmentCancelled))
	m := Move{To: ConsignmentStatus(status), Carrier: strings.TrimSpace(r.Carrier), TrackingNumber: strings.TrimSpace(r.TrackingNumber),
		CollectedBy: strings.TrimSpace(r.CollectedBy), Reason: strings.TrimSpace(r.Reason)}
	switch m.To {
	case ConsignmentShipped:
		errs.Required("carrier", m.Carrier)
		errs.Required("trackingNumber", m.TrackingNumber)
	case ConsignmentCollected:
		errs.Required("collectedBy", m.CollectedBy)
	case ConsignmentCancelled:
		errs.Required("reason", m.Reason)
	}
	errs.MaxLen("carrier", m.Carrier, maxMoveDetail)
	errs.MaxLen("trackingNumber", m.TrackingNumber, maxMoveDetail)
	errs.MaxLen("collectedBy", m.CollectedBy, maxMoveDetail)
	errs.MaxLen("reason", m.Reason, maxMoveDetail)
	out.Move = m
	return out, errs.Err()
}

package httpapi

import (
	"net/http"
	"strings"

	"github.com/wattle/storefront/internal/aftersale"
	"github.com/wattle/storefront/internal/receipt"
)

// The return label (docs/orders.md#the-return-label): the printable page's data for the return's
// owner only.

func (s *Server) returnLabelRoute() route {
	return route{op: "getReturnLabel", method: http.MethodGet, path: "/api/returns/{returnCode}/label", tag: "returns",
		summary: "A return's prepaid label: the return code with its Code 128 barcode (SVG), the sender, the returns centre, the items and the day to post it by. " +
			"Only for the return's owner: the signed-in customer whose order it is, or a guest with the order's e-mail or the label e-mail's token; anyone else gets 404 " +
			"(a guest's wrong e-mail or token counts as a failed lookup, as trackOrder's do).",
		in: aftersale.ReturnLabelRequest{}, out: returnLabelAnswer{},
		errs: []errorAnswer{answerOrderNotFound, answerRateLimited}, cache: "no-store", handler: op(s.getReturnLabel)}
}

type returnLabelAnswer struct {
	Label returnLabelJSON `json:"label"`
}

type returnLabelJSON struct {
	ReturnCode string           `json:"returnCode"`
	OrderCode  string           `json:"orderCode"`
	Status     string           `json:"status" enum:"requested,received,refunding,refundFailed,refunded"`
	Created    string           `json:"created" format:"date-time"`
	PostBy     string           `json:"postBy" description:"the last day to post the parcel, DD/MM/YYYY (Melbourne)"`
	From       labelAddressJSON `json:"from"`
	To         labelAddressJSON `json:"to"`
	Items      []labelItemJSON  `json:"items"`
	// Barcode is the return code as a Code 128 barcode, an SVG document.
	Barcode string `json:"barcode"`
}

type labelAddressJSON struct {
	Name  string   `json:"name"`
	Lines []string `json:"lines"`
	Phone string   `json:"phone,omitempty"`
}

type labelItemJSON struct {
	Name     string `json:"name"`
	Detail   string `json:"detail,omitempty"`
	Quantity int    `json:"quantity"`
}

func (s *Server) getReturnLabel(r *http.Request, in aftersale.ReturnLabelRequest) (returnLabelAnswer, error) {
	customerID := ""
	if sess, err := sessionFrom(r); err == nil {
		if cust, err := s.deps.Accounts.Signed(r.Context(), sess); err == nil {
			customerID = cust.ID
		}
	}
	l, err := s.deps.Orders.ReturnLabel(r.Context(), strings.TrimSpace(in.ReturnCode), in.Access(customerID, s.clientOf(r).IP))
	if err != nil {
		return returnLabelAnswer{}, lookupError(err)
	}
	svg, err := receipt.Code128SVG(l.Return.Code)
	if err != nil {
		return returnLabelAnswer{}, err
	}
	out := returnLabelJSON{ReturnCode: l.Return.Code, OrderCode: l.OrderCode, Status: string(l.Return.Status), Created: rfc3339(l.Return.CreatedAt),
		PostBy: displayDate(l.PostBy), From: labelAddressOf(l.From), To: labelAddressOf(l.To), Items: []labelItemJSON{}, Barcode: svg}
	for _, it := range l.Items {
		out.Items = append(out.Items, labelItemJSON{Name: it.Name, Detail: it.Detail, Quantity: it.Quantity})
	}
	return returnLabelAnswer{Label: out}, nil
}

func labelAddressOf(a aftersale.LabelAddress) labelAddressJSON {
	lines := append([]string{}, a.Lines...)
	return labelAddressJSON{Name: a.Name, Lines: lines, Phone: a.Phone}
}

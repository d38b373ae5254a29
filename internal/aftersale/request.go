package aftersale

import (
	"strings"

	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/platform/wire"
)

// The requests of a guest's order operations as sent (docs/orders.md#the-shoppers-pages), read
// by the transport's decoder and described by the API document from these tags.

// LookupRequest names an order by its number and the e-mail it was placed with (trackOrder,
// searchOrderForReturn).
type LookupRequest struct {
	OrderID string `json:"orderId" required:"true" description:"the order number (digits; trimmed)"`
	Email   string `json:"email" required:"true" description:"the e-mail the order was placed with (trimmed)"`
}

// Lookup is the request's lookup by the caller at ip (failed lookups are counted per address).
func (r LookupRequest) Lookup(ip string) Lookup {
	return Lookup{OrderID: r.OrderID, Email: r.Email, IP: ip}
}

// ReturnRequest is submitReturn's body.
type ReturnRequest struct {
	LookupRequest
	ReturnEntries []ReturnEntryRequest `json:"returnEntries" required:"true"`
	Address       ReturnAddressRequest `json:"address" required:"true"`
}

// ReturnEntryRequest is one item of a return as sent.
type ReturnEntryRequest struct {
	ProductCode     string   `json:"productCode"`
	ReturnQty       wire.Int `json:"returnQty" description:"how many to return: 0 or more (0: not returned)"`
	ReasonForReturn string   `json:"reasonForReturn" description:"a refund reason's code (refundReasons)"`
}

// ReturnAddressRequest is who sends a return and from where (the label's sender), as sent.
type ReturnAddressRequest struct {
	FirstName       string `json:"firstName"`
	LastName        string `json:"lastName"`
	Phone           string `json:"phone"`
	Email           string `json:"email"`
	SingleLineLabel string `json:"singleLineLabel" description:"the address finder's label (with id), or leave empty and send the parts"`
	ID              string `json:"id"`
	Line1           string `json:"line1"`
	Line2           string `json:"line2"`
	Location        string `json:"location" description:"\"Suburb STATE postcode\" as chosen from searchLocation"`
	PostalCode      string `json:"postalCode"`
	State           string `json:"state"`
	Town            string `json:"town"`
}

// Input is the request as SubmitReturn takes it, by the caller at ip; its rules are
// SubmitReturn's, which collects every field error.
func (r ReturnRequest) Input(ip string) ReturnInput {
	in := ReturnInput{Lookup: r.Lookup(ip)}
	for _, e := range r.ReturnEntries {
		in.Entries = append(in.Entries, ReturnLine{ProductCode: strings.TrimSpace(e.ProductCode), Quantity: string(e.ReturnQty),
			Reason: strings.TrimSpace(e.ReasonForReturn)})
	}
	a := r.Address
	t := strings.TrimSpace
	in.Address = order.ReturnAddress{FirstName: t(a.FirstName), LastName: t(a.LastName), Phone: t(a.Phone), Email: t(a.Email),
		SingleLineLabel: t(a.SingleLineLabel), AddressID: t(a.ID), Line1: t(a.Line1), Line2: t(a.Line2), Location: t(a.Location),
		PostalCode: t(a.PostalCode), State: t(a.State), Town: t(a.Town)}
	return in
}

// ReturnLabelRequest is getReturnLabel's request: the return, and how a guest shows it is theirs
// (a signed-in customer needs neither).
type ReturnLabelRequest struct {
	ReturnCode string `path:"returnCode" required:"true" description:"the return's code (R, the order number, a dash, its number)"`
	Email      string `query:"email" description:"a guest: the e-mail the order was placed with (trimmed, any case)"`
	Token      string `query:"token" description:"a guest: the token of the label e-mail's link"`
}

// Access is who asks: the signed-in customer (customerID, "" for none) or a guest at ip.
func (r ReturnLabelRequest) Access(customerID, ip string) LabelAccess {
	return LabelAccess{CustomerID: customerID, Email: strings.TrimSpace(r.Email), Token: strings.TrimSpace(r.Token), IP: ip}
}

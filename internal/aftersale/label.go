package aftersale

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"net/url"
	"time"

	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/platform/contact"
)

// The prepaid return label (docs/orders.md#the-return-label): the shopper prints it, sticks it on
// the parcel and drops the parcel at any Australia Post outlet within LodgeWithin.

// LodgeWithin is how long after the return is booked the parcel should be posted.
const LodgeWithin = 14 * 24 * time.Hour

// LabelAddress is an address as the label prints it: a name and its lines.
type LabelAddress struct {
	Name  string
	Lines []string
	Phone string
}

// ReturnsCentre is where every return goes: the shop's returns centre, on a Reply Paid (prepaid)
// Australia Post address.
var ReturnsCentre = LabelAddress{Name: "Wattle Returns Centre",
	Lines: []string{"Reply Paid 86327", "45 Fitzgerald Road", "LAVERTON NORTH VIC 3026"}}

// Label is what a return's label shows.
type Label struct {
	Return    order.Return
	OrderCode string
	From, To  LabelAddress
	Items     []LabelItem
	// PostBy is the last day to post the parcel (LodgeWithin after the return was booked).
	PostBy time.Time
}

// LabelItem is one item in the parcel.
type LabelItem struct {
	Name, Detail string
	Quantity     int
}

// LabelAccess is who asks for a label: the signed-in customer (CustomerID), or a guest with the
// order's e-mail or the label e-mail's token. IP counts a guest's failures as the lookups do.
type LabelAccess struct {
	CustomerID, Email, Token, IP string
}

// ReturnLabel is getReturnLabel: the label of return code for its owner only. A signed-in customer
// sees the labels of their own orders; anyone with the order's e-mail or the e-mail's token sees
// that return's. Anyone else, and an unknown code, get order.ErrNotFound; a guest's wrong e-mail or
// token counts as a failed lookup of the caller's address (*LimitedError past the limit).
func (s *Service) ReturnLabel(ctx context.Context, code string, who LabelAccess) (Label, error) {
	guest := who.Email != "" || who.Token != ""
	if guest {
		if ok, after := s.lookups.Check(who.IP); !ok {
			return Label{}, &LimitedError{RetryAfter: after}
		}
	}
	r, err := s.store.Return(ctx, code)
	var o order.Order
	if err == nil {
		o, err = s.store.Order(ctx, r.OrderCode)
	}
	if errors.Is(err, order.ErrNotFound) || (err == nil && !mayOpenLabel(o, r, who)) {
		if guest {
			s.lookups.Hit(who.IP)
		}
		return Label{}, order.ErrNotFound
	}
	if err != nil {
		return Label{}, err
	}
	return labelOf(o, r), nil
}

// mayOpenLabel reports whether who owns return r of order o.
func mayOpenLabel(o order.Order, r order.Return, who LabelAccess) bool {
	switch {
	case who.CustomerID != "" && o.CustomerID == who.CustomerID:
		return true
	case who.Token != "" && r.LabelToken != "":
		return subtle.ConstantTimeCompare([]byte(who.Token), []byte(r.LabelToken)) == 1
	case who.Email != "":
		e := contact.NormalizeEmail(who.Email)
		return e != "" && e == contact.NormalizeEmail(o.Email)
	}
	return false
}

func labelOf(o order.Order, r order.Return) Label {
	a := r.Address
	from := LabelAddress{Name: a.FirstName + " " + a.LastName, Phone: a.Phone}
	for _, l := range []string{a.Line1, a.Line2} {
		if l != "" {
			from.Lines = append(from.Lines, l)
		}
	}
	if loc := a.Town + " " + a.State + " " + a.PostalCode; a.Town != "" {
		from.Lines = append(from.Lines, loc)
	} else if a.Location != "" {
		from.Lines = append(from.Lines, a.Location)
	}
	out := Label{Return: r, OrderCode: o.Code, From: from, To: ReturnsCentre, PostBy: r.CreatedAt.Add(LodgeWithin)}
	for _, l := range returnLines(o, r.Entries) {
		out.Items = append(out.Items, LabelItem{Name: l.Name, Detail: l.Detail, Quantity: l.Quantity})
	}
	return out
}

// LabelPath is the web page of return r's label with its token, for links the shop gives its owner
// (the e-mail, the order pages).
func LabelPath(r order.Return) string {
	p := "/returns/label/" + url.PathEscape(r.Code)
	if r.LabelToken != "" {
		p += "?" + url.Values{"token": {r.LabelToken}}.Encode()
	}
	return p
}

// newLabelToken is a return's label token: 128 random bits.
func newLabelToken() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b) // crypto/rand.Read never fails (Go 1.24)
	return base64.RawURLEncoding.EncodeToString(b)
}

package aftersale

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/address"
	"github.com/wattle/storefront/internal/mail"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/platform/contact"
	"github.com/wattle/storefront/internal/platform/postcode"
	"github.com/wattle/storefront/internal/platform/validate"
)

// Field message keys of the lookups (docs/validation.md#order-search-and-track).
const (
	KeyInvalidOrderNumber = "invalid-order-number"
	KeyInvalidEmail       = "invalid-email-address"
	// KeySingleLineAddress marks the finder's one line when any part of the address is wrong,
	// and KeyLocation the location when its suburb, state or postcode is.
	KeySingleLineAddress = "single-line-address-error"
	KeyLocation          = "location-error"
)

// The return form's messages, shown verbatim (docs/validation.md#return-form).
const (
	MessageIncorrectQuantity = "Incorrect quantity"
	MessageSelectReason      = "Please select return reason"
	MessageSelectItem        = "Please select at least one return item from the order"
	MessageSelectAddress     = "Please select a valid address"
	MessageReturnInvalid     = "Return order is invalid"
	MessageShippingInvalid   = "Shipping information is invalid"
)

var digits = regexp.MustCompile(`^[0-9]{1,20}$`)

// Lookup is an order number and an e-mail, as a guest gives them.
type Lookup struct {
	OrderID, Email string
	// IP is the caller's address: failed lookups are counted per address.
	IP string
}

// parse trims and checks the pair: an empty or non-numeric number, an empty or malformed e-mail
// are field errors (never counted as failures).
func (l Lookup) parse() (code, email string, err error) {
	var errs validate.Errors
	code, email = strings.TrimSpace(l.OrderID), contact.NormalizeEmail(l.Email)
	if !digits.MatchString(code) {
		errs.Add("orderId", KeyInvalidOrderNumber)
	}
	if email == "" || !strings.Contains(email, "@") || strings.ContainsAny(email, " \t\r\n") {
		errs.Add("email", KeyInvalidEmail)
	}
	errs.Message("Please check the order number and e-mail address.")
	return code, email, errs.Err()
}

// find answers the order of a guest's pair. A wrong pair and an unknown number answer the same
// order.ErrNotFound, and both count as a failure of the caller's address; past the limit every
// lookup is refused (*LimitedError) until the window moves on.
func (s *Service) find(ctx context.Context, l Lookup) (View, error) {
	code, email, err := l.parse()
	if err != nil {
		return View{}, err
	}
	if ok, after := s.lookups.Check(l.IP); !ok {
		return View{}, &LimitedError{RetryAfter: after}
	}
	o, err := s.store.Order(ctx, code)
	if errors.Is(err, order.ErrNotFound) || (err == nil && contact.NormalizeEmail(o.Email) != email) {
		s.lookups.Hit(l.IP)
		return View{}, order.ErrNotFound
	}
	if err != nil {
		return View{}, err
	}
	return s.view(ctx, o)
}

// Track is trackOrder: a guest follows an order by its number and e-mail.
func (s *Service) Track(ctx context.Context, l Lookup) (View, error) { return s.find(ctx, l) }

// Reason is a refund reason a shopper picks for each item.
type Reason struct {
	Code string `json:"code"`
	Name string `json:"name"`
}

// RefundReasons are the reasons a return may give (the shop's own, docs/orders.md: a real
// department store's list).
var RefundReasons = []Reason{
	{"changed-mind", "Changed my mind"},
	{"wrong-size", "Wrong size or fit"},
	{"not-as-described", "Not as described or pictured"},
	{"faulty", "Faulty or damaged"},
	{"wrong-item", "Received the wrong item"},
	{"arrived-late", "Arrived too late"},
	{"better-price", "Found a better price"},
}

func knownReason(code string) bool {
	for _, r := range RefundReasons {
		if r.Code == code {
			return true
		}
	}
	return false
}

// SearchForReturn is searchOrderForReturn: the order and the reasons a return may give.
func (s *Service) SearchForReturn(ctx context.Context, l Lookup) (View, []Reason, error) {
	v, err := s.find(ctx, l)
	return v, RefundReasons, err
}

// ReturnLine is one item of a return request as sent (returnEntries[n]).
type ReturnLine struct {
	ProductCode string
	Quantity    string // as sent: a number ≥ 0 ("" or 0: not returned)
	Reason      string
}

// ReturnInput is submitReturn's request.
type ReturnInput struct {
	Lookup
	Entries []ReturnLine
	Address order.ReturnAddress
}

// SubmitReturn is submitReturn: the items (only those with a quantity), each with a reason and no
// more than can still be returned, and who sends them from where (the label's sender). The return, its audit line
// and the label e-mail are written in one transaction; the answer is the order with the return.
func (s *Service) SubmitReturn(ctx context.Context, in ReturnInput) (View, order.Return, error) {
	if err := s.resolveAddress(ctx, &in.Address); err != nil {
		return View{}, order.Return{}, err
	}
	v, err := s.find(ctx, in.Lookup)
	if err != nil {
		return View{}, order.Return{}, err
	}
	now := s.clock.Now().UTC()
	for range 3 {
		entries, addr, err := s.checkReturn(v, in, now)
		if err != nil {
			return View{}, order.Return{}, err
		}
		returning := map[int]int{}
		for _, e := range entries {
			returning[e.Number] += e.Quantity
		}
		r := order.Return{Code: fmt.Sprintf("R%s-%d", v.Order.Code, len(v.Returns)+1), OrderCode: v.Order.Code,
			Status: order.ReturnRequested, Entries: entries, Address: addr, CreatedAt: now, UpdatedAt: now,
			EstimatedRefund: order.EstimatedRefund(v.Order, returning, backSoFar(v.Consignments, nil, v.Returns)),
			LabelToken:      newLabelToken()}
		err = s.tx(ctx, func(tx TxStore) error {
			if err := tx.InsertReturn(ctx, r); err != nil {
				return err
			}
			if err := audit(ctx, tx, now, "shopper", "return.requested", r.Code, map[string]any{"order": r.OrderCode,
				"estimatedRefund": r.EstimatedRefund.Format()}); err != nil {
				return err
			}
			return s.notify(ctx, tx, v.Order, mail.ReturnLabel, &mail.Update{ReturnCode: r.Code, Amount: r.EstimatedRefund.Format(),
				LabelURL: s.cfg.PublicURL + LabelPath(r), Lines: returnLines(v.Order, entries)})
		})
		if errors.Is(err, order.ErrExists) {
			// Another return of this order was made meanwhile: check again against it.
			if v, err = s.view(ctx, v.Order); err != nil {
				return View{}, order.Return{}, err
			}
			continue
		}
		if err != nil {
			return View{}, order.Return{}, err
		}
		v.Returns = append(v.Returns, r)
		return v, r, nil
	}
	return View{}, order.Return{}, errors.New("aftersale: the order kept changing")
}

// checkReturn applies the return form's rules (docs/validation.md#return-form) and maps each error to its field.
func (s *Service) checkReturn(v View, in ReturnInput, now time.Time) ([]order.ReturnEntry, order.ReturnAddress, error) {
	var errs validate.Errors
	returnable := v.Returnable(now)
	if len(returnable) == 0 {
		return nil, order.ReturnAddress{}, ErrReturnInvalid
	}
	byCode := map[string]order.Entry{}
	for _, e := range v.Order.Details.Entries {
		byCode[e.ProductCode] = e
	}
	var entries []order.ReturnEntry
	asked := map[int]int{}
	itemMsg := ""
	for i, l := range in.Entries {
		q := strings.TrimSpace(l.Quantity)
		if q == "" || q == "0" {
			continue // only items with a quantity are sent back
		}
		field := fmt.Sprintf("returnEntries[%d]", i)
		n, err := strconv.Atoi(q)
		e, known := byCode[strings.TrimSpace(l.ProductCode)]
		if err != nil || n < 0 || !known || asked[e.Number]+n > returnable[e.Number] {
			errs.Add(field+".returnQty", MessageIncorrectQuantity)
			itemMsg = firstNonEmpty(itemMsg, MessageIncorrectQuantity)
			continue
		}
		reason := strings.TrimSpace(l.Reason)
		if !knownReason(reason) {
			errs.Add(field+".reasonForReturn", MessageSelectReason)
			itemMsg = firstNonEmpty(itemMsg, MessageSelectReason)
			continue
		}
		asked[e.Number] += n
		entries = append(entries, order.ReturnEntry{Number: e.Number, ProductCode: e.ProductCode, Quantity: n, Reason: reason})
	}
	if len(entries) == 0 && itemMsg == "" {
		errs.Add("returnEntries", MessageSelectItem)
		itemMsg = MessageSelectItem
	}
	addr, addrMsg := checkAddress(&errs, in.Address)
	errs.Message(firstNonEmpty(itemMsg, addrMsg))
	return entries, addr, errs.Err()
}

// checkAddress checks the sender: a person (shipping information) and an address, either the
// finder's one line with its id or the parts.
func checkAddress(errs *validate.Errors, a order.ReturnAddress) (order.ReturnAddress, string) {
	var person validate.Errors
	a.FirstName = string(contact.ParseName(&person, "firstName", a.FirstName))
	a.LastName = string(contact.ParseName(&person, "lastName", a.LastName))
	a.Email = string(contact.ParseEmail(&person, "email", a.Email))
	a.Phone = string(contact.ParseMobile(&person, "phone", a.Phone, true))
	var place validate.Errors
	a.SingleLineLabel, a.AddressID = strings.TrimSpace(a.SingleLineLabel), strings.TrimSpace(a.AddressID)
	// With the finder's label and id the caller has resolved the id and filled the parts in.
	if a.SingleLineLabel == "" || a.AddressID == "" {
		a.SingleLineLabel, a.AddressID = "", ""
		a.Line1 = account.AddressLine(&place, "line1", a.Line1, true)
		a.Line2 = account.AddressLine(&place, "line2", a.Line2, false)
		var loc validate.Errors
		a.Town = account.Suburb(&loc, "town", a.Town)
		a.State = account.State(&loc, "state", a.State)
		a.PostalCode = string(postcode.Parse(&loc, "postalCode", a.PostalCode))
		account.StateOfPostcode(&loc, "state", a.State, postcode.Code(a.PostalCode))
		a.Location = strings.TrimSpace(a.Location)
		if a.Location == "" && loc.Err() == nil {
			a.Location = a.Town + " " + a.State + " " + a.PostalCode
		}
		if ve, ok := validate.As(loc.Err()); ok {
			for f, k := range ve.Fields {
				place.Add(f, k)
			}
			place.Add("location", KeyLocation)
		}
	}
	msg := ""
	if ve, ok := validate.As(place.Err()); ok {
		for f, k := range ve.Fields {
			errs.Add(f, k)
		}
		errs.Add("singleLineLabel", KeySingleLineAddress)
		msg = MessageSelectAddress
	}
	if ve, ok := validate.As(person.Err()); ok {
		for f, k := range ve.Fields {
			errs.Add(f, k)
		}
		msg = firstNonEmpty(msg, MessageShippingInvalid)
	}
	return a, msg
}

func firstNonEmpty(s ...string) string {
	for _, v := range s {
		if v != "" {
			return v
		}
	}
	return ""
}

func returnLines(o order.Order, entries []order.ReturnEntry) []mail.OrderLine {
	var out []mail.OrderLine
	for _, r := range entries {
		for _, e := range o.Details.Entries {
			if e.Number == r.Number {
				out = append(out, mail.OrderLine{Name: e.Name, Detail: detail(e), Quantity: r.Quantity})
			}
		}
	}
	return out
}

func detail(e order.Entry) string {
	return strings.Trim(strings.Join([]string{e.Colour, e.Size}, ", "), ", ")
}

// resolveAddress fills a return address chosen from the address finder from the finder's own
// record: the choice is taken by its id, never by the label as sent. An id the finder does not
// know is the finder's field error.
func (s *Service) resolveAddress(ctx context.Context, a *order.ReturnAddress) error {
	if a.SingleLineLabel == "" || a.AddressID == "" || s.finder == nil {
		return nil
	}
	found, err := s.finder.Resolve(ctx, a.AddressID)
	if errors.Is(err, address.ErrUnknown) {
		var errs validate.Errors
		errs.Message(MessageSelectAddress)
		errs.Add("singleLineLabel", KeySingleLineAddress)
		return errs.Err()
	}
	if err != nil {
		return err
	}
	a.Line1, a.Line2, a.Town, a.State, a.PostalCode = found.Line1, found.Line2, found.Town, found.State, found.PostalCode
	a.Location = found.Town + " " + found.State + " " + found.PostalCode
	return nil
}

package httpapi

import (
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/wattle/storefront/internal/aftersale"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/platform/validate"
	"github.com/wattle/storefront/internal/receipt"
	"github.com/wattle/storefront/internal/session"
)

// Error codes of the order pages and the returns portal.
const (
	codeReturnInvalid  = "ERR_RETURN_INVALID"
	codeNotReady       = "ERR_NOT_READY"
	codeMoveNotAllowed = "ERR_CONSIGNMENT_MOVE_NOT_ALLOWED"
)

var (
	answerReturnInvalid = errorAnswerOf("ReturnInvalid", http.StatusUnprocessableEntity, codeReturnInvalid,
		"Nothing in the order can be returned (not yet shipped or collected, past the 60 days, or already returned).", false)
)

func (s *Server) orderRoutes() []route {
	return []route{
		{op: "listOrders", method: http.MethodGet, path: "/api/customer/orders", tag: "orders",
			summary: "The signed-in customer's purchases, newest first: online orders (type online, with consignments) and in-store receipts (type store).",
			in:      listOrdersIn{}, out: orderList{}, errs: []errorAnswer{answerLoginRequired, answerLocked}, handler: s.listOrders, ownETag: true},
		{op: "getMostRecentOrder", method: http.MethodGet, path: "/api/customer/orders/most-recent", tag: "orders",
			summary: "The signed-in customer's latest online order (order is null when there is none).",
			out:     recentOrder{}, errs: []errorAnswer{answerLoginRequired, answerLocked}, cache: "no-store", handler: accountOp(s, s.getMostRecentOrder)},
		{op: "getReceipt", method: http.MethodGet, path: "/api/customer/receipts/{receiptCode}", tag: "orders",
			summary: "One of the signed-in customer's in-store receipts, with its Code 128 barcode (SVG) for returns in store.",
			in:      receiptIn{}, out: receiptAnswer{}, errs: []errorAnswer{answerLoginRequired, answerLocked, answerOrderNotFound}, cache: "no-store", handler: accountOp(s, s.getReceipt)},
		{op: "trackOrder", method: http.MethodPost, path: "/api/orders/track", tag: "returns",
			summary: "Follow an order as a guest: its number and e-mail every time. A wrong pair and an unknown number answer the same 404; 20 of those from one address in 10 minutes and the next answers 429.",
			in:      aftersale.LookupRequest{}, out: orderDataAnswer{},
			errs: []errorAnswer{answerOrderNotFound, answerRateLimited}, cache: "no-store", handler: op(s.trackOrder)},
		{op: "searchOrderForReturn", method: http.MethodPost, path: "/api/returns/search", tag: "returns",
			summary: "Find an order to return (number and e-mail, as trackOrder): the order with each entry's returnable quantity, and the refund reasons.",
			in:      aftersale.LookupRequest{}, out: returnSearchAnswer{},
			errs: []errorAnswer{answerOrderNotFound, answerRateLimited}, cache: "no-store", handler: op(s.searchOrderForReturn)},
		{op: "refundReasons", method: http.MethodGet, path: "/api/returns/reasons", tag: "returns",
			summary: "The reasons a return may give.", out: reasonsAnswer{}, handler: op(refundReasons)},
		{op: "submitReturn", method: http.MethodPost, path: "/api/returns", tag: "returns",
			summary: "Return items (only those with a quantity) of an order found by number and e-mail; answers the order with its returns (status, estimated refund). A label is e-mailed.",
			in:      aftersale.ReturnRequest{}, out: orderDataAnswer{}, created: true,
			errs: []errorAnswer{answerOrderNotFound, answerRateLimited, answerReturnInvalid}, cache: "no-store", handler: op(s.submitReturn)},
		s.returnLabelRoute(),
	}
}

type listOrdersIn struct {
	Limit   int    `query:"limit" minimum:"1" maximum:"500" description:"at most this many (default: all)"`
	NoCache string `query:"nocache" enum:"1" description:"1: build the answer from the database, not the answer cache (benchmarks)"`
}

type receiptIn struct {
	ReceiptCode string `path:"receiptCode" required:"true" pattern:"^[0-9]+$"`
}

// historyItemJSON is a purchase in the history: an online order or an in-store receipt.
type historyItemJSON struct {
	Type string `json:"type" enum:"online,store"`
	// Code is the order number or the receipt number.
	Code        string     `json:"code"`
	Placed      string     `json:"placed" format:"date-time"`
	PlacedDate  string     `json:"placedDate" description:"DD/MM/YYYY, Melbourne time"`
	Status      string     `json:"status"`
	Total       money.Wire `json:"total"`
	ItemCount   int        `json:"itemCount"`
	StoreName   string     `json:"storeName,omitempty"`
	StoreNumber string     `json:"storeNumber,omitempty"`
	// Order is the online order in brief, with its consignments (type online); getOrder has the rest.
	Order *orderBriefJSON `json:"order,omitempty"`
	// Receipt is the in-store receipt (type store).
	Receipt *receiptJSON `json:"receipt,omitempty"`
}

type orderList struct {
	Orders []historyItemJSON `json:"orders"`
	// Savings is what the customer saved over the last 6 months (docs/orders.md#the-shoppers-pages).
	Savings money.Wire `json:"savings"`
}

// orderBriefJSON is an online order as the history lists it.
type orderBriefJSON struct {
	Code         string            `json:"code"`
	Status       string            `json:"status"`
	Placed       string            `json:"placed" format:"date-time"`
	PlacedDate   string            `json:"placedDate"`
	DeliveryMode string            `json:"deliveryMode"`
	Total        money.Wire        `json:"total"`
	Entries      []briefEntryJSON  `json:"entries"`
	Consignments []consignmentJSON `json:"consignments"`
}

type briefEntryJSON struct {
	EntryNumber int    `json:"entryNumber"`
	ProductCode string `json:"productCode"`
	Name        string `json:"name"`
	Quantity    int    `json:"quantity"`
	ImageURL    string `json:"imageUrl"`
}

type recentOrder struct {
	Order *orderJSON `json:"order"`
}

type consignmentJSON struct {
	Code            string          `json:"code"`
	Number          int             `json:"number"`
	Of              int             `json:"of"`
	Label           string          `json:"label" description:"\"Shipment 1 of 2\" or \"Collection 1 of 1\""`
	Status          string          `json:"status" enum:"placed,picked,shipped,readyForCollection,collected,cancelled"`
	Location        string          `json:"location"`
	Carrier         string          `json:"carrier"`
	TrackingNumber  string          `json:"trackingNumber"`
	TrackingURL     string          `json:"trackingUrl"`
	CollectedBy     string          `json:"collectedBy,omitempty"`
	CancelReason    string          `json:"cancelReason,omitempty"`
	ShippedAt       string          `json:"shippedAt,omitempty" format:"date-time"`
	CollectedAt     string          `json:"collectedAt,omitempty" format:"date-time"`
	ReturnableUntil string          `json:"returnableUntil,omitempty" format:"date-time"`
	Entries         []consignedJSON `json:"entries"`
}

type consignedJSON struct {
	EntryNumber int    `json:"entryNumber"`
	ProductCode string `json:"productCode"`
	Name        string `json:"name"`
	Quantity    int    `json:"quantity"`
}

type returnJSON struct {
	ReturnCode      string            `json:"returnCode"`
	Status          string            `json:"status" enum:"requested,received,refunding,refundFailed,refunded" description:"refunding: staff refunded it and the payment providers have not confirmed every refund yet; refundFailed: a provider refused one (its refund says why to staff; staff may refund again); refunded: the providers confirmed every refund"`
	EstimatedRefund money.Wire        `json:"estimatedRefund"`
	Created         string            `json:"created" format:"date-time"`
	Entries         []returnEntryJSON `json:"entries"`
	Refunds         []refundJSON      `json:"refunds"`
	LabelURL        string            `json:"labelUrl,omitempty" description:"the return's printable prepaid label page, with the token that opens it"`
}

type returnEntryJSON struct {
	EntryNumber     int    `json:"entryNumber"`
	ProductCode     string `json:"productCode"`
	Name            string `json:"name"`
	ReturnQty       int    `json:"returnQty"`
	ReasonForReturn string `json:"reasonForReturn"`
}

type refundJSON struct {
	Method string     `json:"method"`
	Amount money.Wire `json:"amount"`
	Text   string     `json:"text"`
	Status string     `json:"status" enum:"pending,refunded,failed" description:"where the refund stands with the payment's provider: pending until it answers, refunded once it confirmed, failed when it refused after the retries"`
	Reason string     `json:"reason,omitempty" description:"why the provider refused it (failed; the back office's answers only)"`
}

// refundOf is a refund on the wire, with its provider's refusal (shoppers' answers drop it:
// forShopper).
func refundOf(o order.Order, f order.Refund) refundJSON {
	status := string(f.Status)
	if f.Made() {
		status = string(order.RefundMade)
	}
	return refundJSON{Method: f.Method, Amount: f.Amount.Wire(), Text: refundText(o, f), Status: status, Reason: f.Reason}
}

// forShopper is an order as its shopper sees it: a refused refund says failed, not the
// provider's words (those are for staff).
func forShopper(o orderJSON) orderJSON {
	for i := range o.Returns {
		for j := range o.Returns[i].Refunds {
			o.Returns[i].Refunds[j].Reason = ""
		}
	}
	return o
}

type orderDataAnswer struct {
	OrderData orderJSON `json:"orderData"`
}

type returnSearchAnswer struct {
	OrderData     orderJSON          `json:"orderData"`
	RefundReasons []aftersale.Reason `json:"refundReasons"`
	// Sender starts the return form: the order's name, mobile, e-mail and address (docs/decisions.md:
	// the returns portal alone shows the street and mobile to a guest, who needs them on the label).
	Sender returnSenderJSON `json:"sender"`
}

// returnSenderJSON is who a return is likely sent by, and from where (aftersale.ReturnSender).
type returnSenderJSON struct {
	FirstName  string `json:"firstName"`
	LastName   string `json:"lastName"`
	Phone      string `json:"phone"`
	Email      string `json:"email"`
	Line1      string `json:"line1"`
	Line2      string `json:"line2"`
	Town       string `json:"town"`
	State      string `json:"state"`
	PostalCode string `json:"postalCode"`
}

type reasonsAnswer struct {
	RefundReasons []aftersale.Reason `json:"refundReasons"`
}

type receiptJSON struct {
	Code          string                `json:"code"`
	StoreNumber   string                `json:"storeNumber"`
	StoreName     string                `json:"storeName"`
	Register      string                `json:"register"`
	Purchased     string                `json:"purchased" format:"date-time"`
	PurchasedDate string                `json:"purchasedDate" description:"DD/MM/YYYY, Melbourne time"`
	Items         []receiptItemJSON     `json:"items"`
	Discounts     []receiptDiscountJSON `json:"discounts"`
	Payments      []receiptPaymentJSON  `json:"payments"`
	Subtotal      money.Wire            `json:"subtotal"`
	DiscountTotal money.Wire            `json:"discountTotal"`
	Total         money.Wire            `json:"total"`
	GST           money.Wire            `json:"gst"`
}

type receiptItemJSON struct {
	ProductCode string     `json:"productCode"`
	Name        string     `json:"name"`
	Quantity    int        `json:"quantity"`
	UnitPrice   money.Wire `json:"unitPrice"`
	Total       money.Wire `json:"total"`
}

type receiptDiscountJSON struct {
	Description string     `json:"description"`
	Amount      money.Wire `json:"amount"`
}

type receiptPaymentJSON struct {
	Type   string     `json:"type"`
	Amount money.Wire `json:"amount"`
	Last4  string     `json:"last4"`
}

type receiptAnswer struct {
	Receipt receiptJSON `json:"receipt"`
	// ABN is the retailer's, which a tax invoice must show (--abn).
	ABN string `json:"abn" description:"the retailer's Australian Business Number, as a tax invoice shows it"`
	// Barcode is the receipt number as a Code 128 barcode, an SVG document (shown for returns in store).
	Barcode string `json:"barcode"`
}

// displayDate is a time as the shop shows dates: DD/MM/YYYY in Melbourne (docs/api.md#conventions).
func displayDate(t time.Time) string { return order.DisplayDate(t) }

func rfc3339(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339)
}

// consignmentsOf are an order's consignments on the wire, "Shipment n of m" or "Collection n of m".
func consignmentsOf(v aftersale.View, _ time.Time) []consignmentJSON {
	byNumber := map[int]order.Entry{}
	for _, e := range v.Order.Details.Entries {
		byNumber[e.Number] = e
	}
	noun := "Shipment"
	if v.Order.Details.Pickup != nil {
		noun = "Collection"
	}
	out := make([]consignmentJSON, 0, len(v.Consignments))
	for _, c := range v.Consignments {
		cj := consignmentJSON{Code: c.Code, Number: c.Number(), Of: len(v.Consignments), Status: string(c.Status), Location: c.Location,
			Carrier: c.Carrier, TrackingNumber: c.TrackingNumber, TrackingURL: aftersale.TrackingURL(c.Carrier, c.TrackingNumber),
			CollectedBy: c.CollectedBy, CancelReason: c.CancelReason, ShippedAt: rfc3339(c.ShippedAt), CollectedAt: rfc3339(c.CollectedAt),
			Entries: []consignedJSON{}}
		cj.Label = noun + " " + strconv.Itoa(cj.Number) + " of " + strconv.Itoa(cj.Of)
		if until, ok := order.ReturnableUntil(c); ok {
			cj.ReturnableUntil = rfc3339(until)
		}
		for _, ce := range c.Entries {
			e := byNumber[ce.Number]
			cj.Entries = append(cj.Entries, consignedJSON{EntryNumber: ce.Number, ProductCode: e.ProductCode, Name: e.Name, Quantity: ce.Quantity})
		}
		out = append(out, cj)
	}
	return out
}

// viewOf is an order with its consignments and returns on the wire; each entry says how many
// units can still be returned at now.
func viewOf(v aftersale.View, now time.Time) orderJSON {
	out := orderOf(v.Order)
	byNumber := map[int]order.Entry{}
	for _, e := range v.Order.Details.Entries {
		byNumber[e.Number] = e
	}
	returnable := v.Returnable(now)
	for i := range out.Entries {
		out.Entries[i].ReturnableQuantity = returnable[out.Entries[i].EntryNumber]
	}
	out.Consignments = consignmentsOf(v, now)
	out.Returns = []returnJSON{}
	// What came back so far: the refunds the providers confirmed.
	var refunded money.Cents
	for _, f := range v.Order.Details.Refunds {
		if f.Made() {
			refunded += f.Amount
		}
	}
	for _, r := range v.Returns {
		rj := returnJSON{ReturnCode: r.Code, Status: string(r.Status), EstimatedRefund: r.EstimatedRefund.Wire(), Created: rfc3339(r.CreatedAt),
			Entries: []returnEntryJSON{}, Refunds: []refundJSON{}, LabelURL: aftersale.LabelPath(r)}
		for _, e := range r.Entries {
			rj.Entries = append(rj.Entries, returnEntryJSON{EntryNumber: e.Number, ProductCode: e.ProductCode, Name: byNumber[e.Number].Name,
				ReturnQty: e.Quantity, ReasonForReturn: e.Reason})
		}
		for _, f := range r.Refunds {
			rj.Refunds = append(rj.Refunds, refundOf(v.Order, f))
			if f.Made() {
				refunded += f.Amount
			}
		}
		out.Returns = append(out.Returns, rj)
	}
	rw := refunded.Wire()
	out.Refunded = &rw
	return out
}

func refundText(o order.Order, f order.Refund) string {
	for _, p := range o.Details.Payments {
		if p.Ref == f.Ref {
			return p.Describe() + ": " + f.Amount.Format()
		}
	}
	return f.Method + ": " + f.Amount.Format()
}

func receiptOf(r receipt.Receipt) receiptJSON {
	out := receiptJSON{Code: r.Code, StoreNumber: r.StoreNumber, StoreName: r.StoreName, Register: r.Register, Purchased: rfc3339(r.PurchasedAt),
		PurchasedDate: displayDate(r.PurchasedAt), Items: []receiptItemJSON{}, Discounts: []receiptDiscountJSON{}, Payments: []receiptPaymentJSON{},
		Subtotal: r.Subtotal.Wire(), DiscountTotal: r.DiscountTotal.Wire(), Total: r.Total.Wire(), GST: r.GST.Wire()}
	for _, it := range r.Items {
		out.Items = append(out.Items, receiptItemJSON{ProductCode: it.ProductCode, Name: it.Name, Quantity: it.Quantity,
			UnitPrice: it.UnitPrice.Wire(), Total: it.Total.Wire()})
	}
	for _, d := range r.Discounts {
		out.Discounts = append(out.Discounts, receiptDiscountJSON{Description: d.Description, Amount: d.Amount.Wire()})
	}
	for _, p := range r.Payments {
		out.Payments = append(out.Payments, receiptPaymentJSON{Type: p.Type, Amount: p.Amount.Wire(), Last4: p.Last4})
	}
	return out
}

func historyOf(e aftersale.Entry, now time.Time) historyItemJSON {
	if v := e.Online; v != nil {
		o := v.Order
		b := orderBriefJSON{Code: o.Code, Status: string(o.Status), Placed: rfc3339(o.PlacedAt), PlacedDate: displayDate(o.PlacedAt),
			DeliveryMode: string(o.Mode), Total: o.Total.Wire(), Entries: make([]briefEntryJSON, 0, len(o.Details.Entries)),
			Consignments: consignmentsOf(*v, now)}
		n := 0
		for _, en := range o.Details.Entries {
			n += en.Quantity
			b.Entries = append(b.Entries, briefEntryJSON{EntryNumber: en.Number, ProductCode: en.ProductCode, Name: en.Name,
				Quantity: en.Quantity, ImageURL: catalog.ImageURL(en.ProductCode, 1)})
		}
		h := historyItemJSON{Type: "online", Code: o.Code, Placed: b.Placed, PlacedDate: b.PlacedDate, Status: b.Status,
			Total: b.Total, ItemCount: n, Order: &b}
		if p := o.Details.Pickup; p != nil {
			h.StoreName, h.StoreNumber = p.StoreName, p.StoreNumber
		}
		return h
	}
	r := receiptOf(*e.Receipt)
	n := 0
	for _, it := range e.Receipt.Items {
		n += it.Quantity
	}
	return historyItemJSON{Type: "store", Code: r.Code, Placed: r.Purchased, PlacedDate: r.PurchasedDate, Status: "purchased", Total: r.Total,
		ItemCount: n, StoreName: r.StoreName, StoreNumber: r.StoreNumber, Receipt: &r}
}

// historyCacheControl keeps a customer's history out of shared and browser caches.
const historyCacheControl = "private, no-store"

// listOrders answers the customer's history. The encoded answer is kept in the answer cache under
// the history's stamp (one indexed read): a customer opening the history again, or paging the tabs,
// gets the same bytes until an order of theirs changes, a receipt arrives or the hour turns (the
// savings' six months move with the clock).
func (s *Server) listOrders(w http.ResponseWriter, r *http.Request) {
	var errs validate.Errors
	limit := errs.Int("limit", r.URL.Query().Get("limit"), 1, 500, 0)
	if err := errs.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	_, cust, ok := s.signedIn(w, r)
	if !ok {
		return
	}
	stamp, err := s.deps.Orders.HistoryStamp(r.Context(), cust.ID)
	if err != nil {
		writeError(w, r, err)
		return
	}
	now := s.deps.Clock.Now()
	key := "history\x00" + cust.ID + "\x00" + strconv.Itoa(limit) + "\x00" + stamp + "\x00" + now.UTC().Format("2006010215")
	bypass := r.URL.Query().Get("nocache") == "1"
	err = s.answers.Answer(w, r, key, nil, historyCacheControl, bypass, func() (any, bool, error) {
		list, err := s.deps.Orders.History(r.Context(), cust.ID, limit)
		if err != nil {
			return nil, false, err
		}
		out := orderList{Orders: make([]historyItemJSON, 0, len(list)), Savings: money.Cents(aftersale.Savings(list, now, 6)).Wire()}
		for _, e := range list {
			out.Orders = append(out.Orders, historyOf(e, now))
		}
		return out, true, nil
	})
	if err != nil {
		writeError(w, r, err)
	}
}

func (s *Server) getMostRecentOrder(r *http.Request, sess session.Session, _ none) (recentOrder, error) {
	cust, err := s.deps.Accounts.Signed(r.Context(), sess)
	if err != nil {
		return recentOrder{}, err
	}
	v, err := s.deps.Orders.MostRecent(r.Context(), cust.ID)
	if errors.Is(err, order.ErrNotFound) {
		return recentOrder{}, nil
	}
	o := forShopper(viewOf(v, s.deps.Clock.Now()))
	return recentOrder{Order: &o}, err
}

func (s *Server) getOrder(r *http.Request, sess session.Session, in orderNumberIn) (orderAnswer, error) {
	cust, err := s.deps.Accounts.Signed(r.Context(), sess)
	if err != nil {
		return orderAnswer{}, err
	}
	v, err := s.deps.Orders.CustomerOrder(r.Context(), cust.ID, in.OrderNumber)
	return orderAnswer{Order: forShopper(viewOf(v, s.deps.Clock.Now()))}, err
}

func (s *Server) getReceipt(r *http.Request, sess session.Session, in receiptIn) (receiptAnswer, error) {
	cust, err := s.deps.Accounts.Signed(r.Context(), sess)
	if err != nil {
		return receiptAnswer{}, err
	}
	rc, err := s.deps.Orders.CustomerReceipt(r.Context(), cust.ID, in.ReceiptCode)
	if err != nil {
		return receiptAnswer{}, err
	}
	svg, err := receipt.Code128SVG(rc.Code)
	return receiptAnswer{Receipt: receiptOf(rc), ABN: s.deps.Config.ABN, Barcode: svg}, err
}

func (s *Server) trackOrder(r *http.Request, in aftersale.LookupRequest) (orderDataAnswer, error) {
	v, err := s.deps.Orders.Track(r.Context(), in.Lookup(s.clientOf(r).IP))
	if err != nil {
		return orderDataAnswer{}, lookupError(err)
	}
	return orderDataAnswer{OrderData: forGuest(viewOf(v, s.deps.Clock.Now()))}, nil
}

func (s *Server) searchOrderForReturn(r *http.Request, in aftersale.LookupRequest) (returnSearchAnswer, error) {
	v, reasons, err := s.deps.Orders.SearchForReturn(r.Context(), in.Lookup(s.clientOf(r).IP))
	if err != nil {
		return returnSearchAnswer{}, lookupError(err)
	}
	a := aftersale.ReturnSender(v.Order)
	return returnSearchAnswer{OrderData: forGuest(viewOf(v, s.deps.Clock.Now())), RefundReasons: reasons,
		Sender: returnSenderJSON{FirstName: a.FirstName, LastName: a.LastName, Phone: a.Phone, Email: a.Email, Line1: a.Line1, Line2: a.Line2,
			Town: a.Town, State: a.State, PostalCode: a.PostalCode}}, nil
}

func refundReasons(*http.Request, none) (reasonsAnswer, error) {
	return reasonsAnswer{RefundReasons: aftersale.RefundReasons}, nil
}

func (s *Server) submitReturn(r *http.Request, in aftersale.ReturnRequest) (orderDataAnswer, error) {
	v, _, err := s.deps.Orders.SubmitReturn(r.Context(), in.Input(s.clientOf(r).IP))
	if err != nil {
		return orderDataAnswer{}, lookupError(err)
	}
	return orderDataAnswer{OrderData: forGuest(viewOf(v, s.deps.Clock.Now()))}, nil
}

// forGuest is what a guest who knows an order's number and e-mail sees of it: where it goes (the
// suburb, not the street), what is in it and where it stands; not the billing address, the phone or
// the card. The number and e-mail are a weak key (both appear on a parcel and in a mailbox).
func forGuest(o orderJSON) orderJSON {
	if a := o.DeliveryAddress; a != nil {
		o.DeliveryAddress = &order.Address{FirstName: a.FirstName, Town: a.Town, State: a.State, PostalCode: a.PostalCode, Country: a.Country}
	}
	o.BillingAddress = nil
	if p := o.Pickup; p != nil {
		o.Pickup = &order.Pickup{StoreNumber: p.StoreNumber, StoreName: p.StoreName, CollectionPoint: p.CollectionPoint, FirstName: p.FirstName}
	}
	payments := make([]orderPaymentJSON, len(o.Payments))
	for i, p := range o.Payments {
		payments[i] = orderPaymentJSON{Method: p.Method, Amount: p.Amount, Sequence: p.Sequence}
	}
	o.Payments = payments
	returns := make([]returnJSON, len(o.Returns))
	for i, r := range o.Returns {
		refunds := make([]refundJSON, len(r.Refunds))
		for j, f := range r.Refunds {
			refunds[j] = refundJSON{Method: f.Method, Amount: f.Amount, Text: methodName(f.Method) + ": " + f.Amount.FormattedValue,
				Status: f.Status}
		}
		r.Refunds = refunds
		returns[i] = r
	}
	o.Returns = returns
	return o
}

func methodName(m string) string {
	if n, ok := order.MethodNames[payment.Method(m)]; ok {
		return n
	}
	return m
}

// lookupError maps the portal's errors.
func lookupError(err error) error {
	var limited *aftersale.LimitedError
	switch {
	case errors.As(err, &limited):
		return &apiError{Status: http.StatusTooManyRequests, Code: codeRateLimited, retryAfter: limited.RetryAfter,
			Message: "Too many attempts. Please wait a few minutes and try again."}
	case errors.Is(err, order.ErrNotFound):
		return &apiError{Status: http.StatusNotFound, Code: codeOrderNotFound,
			Message: "We couldn't find an order with that number and e-mail address."}
	case errors.Is(err, aftersale.ErrReturnInvalid):
		return &apiError{Status: http.StatusUnprocessableEntity, Code: codeReturnInvalid, Message: aftersale.MessageReturnInvalid}
	}
	return err
}

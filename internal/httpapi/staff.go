package httpapi

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/aftersale"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/platform/validate"
	"github.com/wattle/storefront/internal/receipt"
	"github.com/wattle/storefront/internal/staff"
)

// The staff back office's operations (api-operations.md "Staff and fulfilment"). A staff member
// signs in apart from customers: the staff cookie names a staff session, and each operation lets
// in only the roles its x-roles names; anyone else (a customer, a visitor, a narrower role) gets
// 403 ERR_FORBIDDEN.

const (
	// staffCookie is sent only to the staff operations (its path is staffPath).
	staffCookie   = "staff_session"
	staffPath     = "/api/staff"
	codeForbidden = "ERR_FORBIDDEN"
	codeConflict  = "ERR_CONFLICT"
)

var (
	answerForbidden = errorAnswerOf("Forbidden", http.StatusForbidden, codeForbidden,
		"Not a signed-in staff member, or the member's role does not allow the operation (x-roles).", false)
	answerMoveNotAllowed = errorAnswerOf("MoveNotAllowed", http.StatusConflict, codeMoveNotAllowed,
		"The consignment's status or delivery mode does not allow that move.", false)
	answerNotReady = errorAnswerOf("NotReady", http.StatusConflict, codeNotReady,
		"The return is not in a state for that (a refund needs the return received first).", false)
	answerConflict = errorAnswerOf("Conflict", http.StatusConflict, codeConflict,
		"Someone changed it just now (refresh and try again), or the e-mail already has a staff account.", false)
	answerStaffLocked = errorAnswerOf("StaffLocked", http.StatusForbidden, codeLocked,
		"Five failed sign-ins in a row from one address lock a staff account for 15 minutes at that address (it still signs in from any other).", false)
)

func (s *Server) staffRoutes() []route {
	return []route{
		{op: "staffSignIn", method: http.MethodPost, path: "/api/staff/sign-in", tag: "staff",
			summary: "Staff sign-in (not a customer's): sets the staff session cookie (12 hours). Five failures in a row from one address lock the account there for 15 minutes; an address with 20 failures in 15 minutes is answered 429.",
			in:      staff.SignInRequest{}, out: staffSessionAnswer{}, errs: []errorAnswer{answerBadCredentials, answerStaffLocked, answerRateLimited},
			handler: s.staffSignIn},
		{op: "staffSignOut", method: http.MethodPost, path: "/api/staff/sign-out", tag: "staff", staff: true,
			summary: "End the staff session.", in: csrfBodyField{}, out: staffSignedOut{}, handler: s.staffSignOut},
		{op: "getStaffSession", method: http.MethodGet, path: "/api/staff/session", tag: "staff", staff: true,
			summary: "The signed-in staff member and the operations the role allows.", out: staffSessionAnswer{}, handler: op(getStaffSession)},
		{op: "listFulfilmentOrders", method: http.MethodGet, path: "/api/staff/consignments", tag: "staff", staff: true,
			summary: "Consignments to pick, ship or hand over, oldest first, by status (default: open ones) and by store or online.",
			in:      queueIn{}, out: queueAnswer{}, handler: s.listFulfilmentOrders},
		{op: "getStaffOrder", method: http.MethodGet, path: "/api/staff/orders/{orderCode}", tag: "staff", staff: true,
			summary: "Any order with its consignments, returns and audit log.", in: staffOrderIn{}, out: staffOrderAnswer{},
			errs: []errorAnswer{answerOrderNotFound}, handler: op(s.getStaffOrder)},
		{op: "updateConsignment", method: http.MethodPost, path: "/api/staff/consignments/update", tag: "staff", staff: true,
			summary: "Move a consignment on: picked, shipped (carrier, trackingNumber), readyForCollection, collected (collectedBy), cancelled (reason: puts the stock back and refunds). The shopper is e-mailed.",
			in:      order.MoveRequest{}, out: staffOrderAnswer{},
			errs: []errorAnswer{answerOrderNotFound, answerMoveNotAllowed, answerConflict}, handler: op(s.updateConsignment)},
		{op: "listReturns", method: http.MethodGet, path: "/api/staff/returns", tag: "staff", staff: true,
			summary: "Returns by status (requested, received, refunding, refundFailed, refunded; default all), oldest first.", in: returnsIn{}, out: returnsAnswer{},
			handler: s.listReturns},
		{op: "receiveReturn", method: http.MethodPost, path: "/api/staff/returns/receive", tag: "staff", staff: true,
			summary: "Record that a return's parcel arrived.", in: returnCodeForm{}, out: staffReturnAnswer{},
			errs: []errorAnswer{answerOrderNotFound, answerNotReady, answerConflict}, handler: op(s.changeReturn(s.deps.Orders.ReceiveReturn))},
		{op: "refundReturn", method: http.MethodPost, path: "/api/staff/returns/refund", tag: "staff", staff: true,
			summary: "Refund a received return to the order's payments (cards and wallets first, gift cards last): refunding until the providers confirm (then refunded, and the shopper is e-mailed) or refundFailed with the reason; on a refundFailed return, asks again for the refused refunds.",
			in:      returnCodeForm{}, out: staffReturnAnswer{},
			errs: []errorAnswer{answerOrderNotFound, answerNotReady, answerConflict}, handler: op(s.changeReturn(s.deps.Orders.RefundReturn))},
		{op: "importReceipts", method: http.MethodPost, path: "/api/staff/receipts", tag: "staff", staff: true,
			summary: "Attach the tills' receipts: receipts[] in the import's JSON form (docs/receipts.md; amounts in cents), idempotent by receipt number, matched to customers by e-mail.",
			in:      receipt.ImportRequest{}, out: importAnswer{}, handler: op(s.importReceipts)},
		{op: "changeStaffPassword", method: http.MethodPost, path: "/api/staff/password", tag: "staff", staff: true,
			summary: "Change the signed-in member's password (the current one first); their other sessions end.",
			in:      staff.PasswordRequest{}, out: passwordChanged{}, errs: []errorAnswer{answerBadCredentials, answerStaffLocked, answerRateLimited},
			handler: op(s.changeStaffPassword)},
		{op: "disableStaff", method: http.MethodPost, path: "/api/staff/members/disable", tag: "staff", staff: true,
			summary: "Disable a staff account: it can no longer sign in and its sessions end.", in: staff.DisableRequest{}, out: staffDisabled{},
			errs: []errorAnswer{answerNotFound, answerConflict}, handler: op(s.disableStaff)},
		{op: "listStaff", method: http.MethodGet, path: "/api/staff/members", tag: "staff", staff: true,
			summary: "Every staff account.", out: staffList{}, handler: op(s.listStaff)},
		{op: "addStaff", method: http.MethodPost, path: "/api/staff/members", tag: "staff", staff: true, created: true,
			summary: "Create a staff account; its initial password is answered once.", in: staff.AddRequest{}, out: addedStaff{},
			errs: []errorAnswer{answerConflict}, handler: op(s.addStaff)},
	}
}

// --- the staff session ---

type staffKey struct{}

// staffFrom is the staff member requireStaff let in.
func staffFrom(r *http.Request) staff.Member {
	m, _ := r.Context().Value(staffKey{}).(staff.Member)
	return m
}

// requireStaff lets op's handler run for a signed-in staff member whose role allows op.
func (s *Server) requireStaff(op string, h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		forbidden := &apiError{Status: http.StatusForbidden, Code: codeForbidden, Message: "You don't have access to that."}
		c, err := r.Cookie(staffCookie)
		if err != nil || c.Value == "" || s.deps.Staff == nil {
			writeError(w, r, forbidden)
			return
		}
		m, err := s.deps.Staff.Resolve(r.Context(), c.Value)
		if errors.Is(err, staff.ErrNotFound) {
			writeError(w, r, forbidden)
			return
		}
		if err != nil {
			writeError(w, r, err)
			return
		}
		if !staff.Allowed(m.Role, op) {
			writeError(w, r, forbidden)
			return
		}
		h(w, r.WithContext(context.WithValue(r.Context(), staffKey{}, m)))
	}
}

type staffJSON struct {
	Email string     `json:"email"`
	Name  string     `json:"name"`
	Role  staff.Role `json:"role"`
}

type staffSessionAnswer struct {
	Staff staffJSON `json:"staff"`
	// Operations are the staff operations the member's role allows.
	Operations []string `json:"operations"`
}

func sessionAnswerOf(m staff.Member) staffSessionAnswer {
	out := staffSessionAnswer{Staff: staffJSON{Email: m.Email, Name: m.Name, Role: m.Role}, Operations: []string{}}
	for _, op := range staff.Operations() {
		if staff.Allowed(m.Role, op) {
			out.Operations = append(out.Operations, op)
		}
	}
	return out
}

func (s *Server) staffSignIn(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	in, err := decode[staff.SignInRequest](r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	creds, err := staff.ParseSignIn(in)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if s.deps.Staff == nil {
		writeError(w, r, &apiError{Status: http.StatusForbidden, Code: codeForbidden, Message: "There is no back office here."})
		return
	}
	// An address over the throttle answers an *account.LimitedError: 429 ERR_RATE_LIMITED with
	// Retry-After, as the customers' sign-in does (accountError).
	token, m, err := s.deps.Staff.SignIn(r.Context(), creds.Email, creds.Password, s.clientOf(r))
	switch {
	case errors.Is(err, staff.ErrBadCredentials):
		err = &apiError{Status: http.StatusUnauthorized, Code: codeBadCredentials, Message: "The e-mail or password is not right."}
	case errors.Is(err, staff.ErrLocked):
		err = &apiError{Status: http.StatusForbidden, Code: codeLocked,
			Message: "Too many failed sign-ins from here: this account is locked for 15 minutes."}
	}
	if err != nil {
		writeError(w, r, err)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: staffCookie, Value: token, Path: staffPath, HttpOnly: true, SameSite: http.SameSiteStrictMode,
		Secure: secure(r), MaxAge: int(staff.SessionTTL / time.Second)})
	writeData(w, sessionAnswerOf(m))
}

func (s *Server) staffSignOut(w http.ResponseWriter, r *http.Request) {
	if c, err := r.Cookie(staffCookie); err == nil {
		if err := s.deps.Staff.SignOut(r.Context(), c.Value); err != nil {
			writeError(w, r, err)
			return
		}
	}
	http.SetCookie(w, &http.Cookie{Name: staffCookie, Value: "", Path: staffPath, HttpOnly: true, SameSite: http.SameSiteStrictMode,
		Secure: secure(r), MaxAge: -1})
	writeData(w, staffSignedOut{SignedOut: true})
}

// staffSignedOut is staffSignOut's answer.
type staffSignedOut struct {
	SignedOut bool `json:"signedOut" description:"always true: the staff session (if any) has ended"`
}

// staffDisabled is disableStaff's answer.
type staffDisabled struct {
	Email    string `json:"email"`
	Disabled bool   `json:"disabled" description:"always true: the account can no longer sign in and its sessions have ended"`
}

func getStaffSession(r *http.Request, _ none) (staffSessionAnswer, error) {
	return sessionAnswerOf(staffFrom(r)), nil
}

// --- fulfilment ---

type queueIn struct {
	Status      string `query:"status" enum:"open,placed,picked,readyForCollection,shipped,collected,cancelled,all" description:"default open: placed, picked and ready for collection"`
	StoreNumber string `query:"storeNumber" description:"a store's number, or online for the distribution centre; default every location"`
	Page        int    `query:"page" minimum:"1" description:"from 1; 50 a page"`
}

type queuedJSON struct {
	OrderCode    string          `json:"orderCode"`
	Placed       string          `json:"placed" format:"date-time"`
	PlacedDate   string          `json:"placedDate"`
	DeliveryMode string          `json:"deliveryMode"`
	Customer     string          `json:"customer" description:"who it goes to: the delivery address's or collector's name"`
	Destination  string          `json:"destination" description:"the suburb it goes to, or the store it is collected at"`
	Consignment  consignmentJSON `json:"consignment"`
}

type queueAnswer struct {
	Consignments []queuedJSON `json:"consignments"`
	Page         int          `json:"page"`
	TotalPages   int          `json:"totalPages"`
	Total        int          `json:"total"`
}

const staffPageSize = 50

var openStatuses = []order.ConsignmentStatus{order.ConsignmentPlaced, order.ConsignmentPicked, order.ConsignmentReady}

func (s *Server) listFulfilmentOrders(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	var errs validate.Errors
	status := errs.OneOf("status", q.Get("status"), "", "open", "all", "placed", "picked", "readyForCollection", "shipped", "collected", "cancelled")
	pageNo := errs.Int("page", q.Get("page"), 1, 100000, 1)
	store := strings.TrimSpace(q.Get("storeNumber"))
	if store != "" && store != "online" && !fourDigits(store) {
		errs.Add("storeNumber", keyMalformedRequest)
	}
	if err := errs.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	f := order.QueueFilter{Location: store, Offset: (pageNo - 1) * staffPageSize, Limit: staffPageSize}
	switch status {
	case "", "open":
		f.Statuses = openStatuses
	case "all":
	default:
		f.Statuses = []order.ConsignmentStatus{order.ConsignmentStatus(status)}
	}
	page, err := s.deps.Orders.Queue(r.Context(), f)
	if err != nil {
		writeError(w, r, err)
		return
	}
	total := page.Total
	out := queueAnswer{Consignments: []queuedJSON{}, Page: pageNo, Total: total, TotalPages: (total + staffPageSize - 1) / staffPageSize}
	now := s.deps.Clock.Now()
	for _, row := range page.Rows {
		var cj consignmentJSON
		for _, c := range consignmentsOf(row.Order, now) {
			if c.Code == row.Consignment.Code {
				cj = c
			}
		}
		o := row.Order.Order
		out.Consignments = append(out.Consignments, queuedJSON{OrderCode: o.Code, Placed: rfc3339(o.PlacedAt),
			PlacedDate: displayDate(o.PlacedAt), DeliveryMode: string(o.Mode), Customer: row.Customer, Destination: row.Destination, Consignment: cj})
	}
	writeData(w, out)
}

func fourDigits(s string) bool {
	if len(s) != 4 {
		return false
	}
	_, err := strconv.Atoi(s)
	return err == nil
}

type staffOrderIn struct {
	OrderCode string `path:"orderCode" required:"true" pattern:"^[0-9]+$"`
}

type auditJSON struct {
	At    string `json:"at" format:"date-time"`
	Actor string `json:"actor"`
	// Action is what was done ("consignment.shipped", "return.refunded"…), Subject to what: the
	// order, one of its consignments or returns.
	Action  string `json:"action"`
	Subject string `json:"subject"`
	// Detail is a JSON object of what changed (carrier, tracking number, reason, amounts as text).
	Detail string `json:"detail"`
}

type staffOrderAnswer struct {
	Order orderJSON   `json:"order"`
	Audit []auditJSON `json:"audit"`
}

// staffOrderOf is an order as the back office shows it, on the wire.
func (s *Server) staffOrderOf(v aftersale.StaffView) staffOrderAnswer {
	out := staffOrderAnswer{Order: viewOf(v.View, s.deps.Clock.Now()), Audit: make([]auditJSON, 0, len(v.Audit))}
	for _, e := range v.Audit {
		out.Audit = append(out.Audit, auditJSON{At: e.At.UTC().Format(time.RFC3339Nano), Actor: e.Actor, Action: e.Action,
			Subject: e.Subject, Detail: e.Detail})
	}
	return out
}

func (s *Server) getStaffOrder(r *http.Request, in staffOrderIn) (staffOrderAnswer, error) {
	v, err := s.deps.Orders.StaffOrder(r.Context(), in.OrderCode)
	return s.staffOrderOf(v), err
}

func (s *Server) updateConsignment(r *http.Request, in order.MoveRequest) (staffOrderAnswer, error) {
	mv, err := order.ParseMove(in)
	if err != nil {
		return staffOrderAnswer{}, err
	}
	v, err := s.deps.Orders.Move(r.Context(), staffFrom(r), mv.OrderCode, mv.ConsignmentCode, mv.Move)
	if err != nil {
		return staffOrderAnswer{}, staffError(err)
	}
	return s.staffOrderOf(v), nil
}

// --- returns ---

type returnsIn struct {
	Status string `query:"status" enum:"requested,received,refunding,refundFailed,refunded" description:"default: every status"`
	Page   int    `query:"page" minimum:"1"`
}

type staffReturnJSON struct {
	returnJSON
	OrderCode string `json:"orderCode"`
	Customer  string `json:"customer"`
	Email     string `json:"email"`
}

type returnsAnswer struct {
	Returns    []staffReturnJSON `json:"returns"`
	Page       int               `json:"page"`
	TotalPages int               `json:"totalPages"`
	Total      int               `json:"total"`
}

type returnCodeForm struct {
	ReturnCode string `json:"returnCode" required:"true"`
}

type staffReturnAnswer struct {
	Return staffReturnJSON `json:"return"`
}

// staffReturnOf is a return as the back office shows it, on the wire: as the order page shows it
// (which depends on the return and its order alone), with the order's code and the sender.
func (s *Server) staffReturnOf(rt aftersale.StaffReturn) staffReturnJSON {
	oj := viewOf(aftersale.View{Order: rt.Order, Returns: []order.Return{rt.Return}}, s.deps.Clock.Now())
	return staffReturnJSON{returnJSON: oj.Returns[0], OrderCode: rt.OrderCode, Email: rt.Address.Email, Customer: rt.Customer}
}

func (s *Server) listReturns(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	var errs validate.Errors
	status := errs.OneOf("status", q.Get("status"), "", "requested", "received", "refunding", "refundFailed", "refunded")
	pageNo := errs.Int("page", q.Get("page"), 1, 100000, 1)
	if err := errs.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	page, err := s.deps.Orders.StaffReturns(r.Context(), order.ReturnStatus(status), (pageNo-1)*staffPageSize, staffPageSize)
	if err != nil {
		writeError(w, r, err)
		return
	}
	total := page.Total
	out := returnsAnswer{Returns: make([]staffReturnJSON, 0, len(page.Returns)), Page: pageNo, Total: total,
		TotalPages: (total + staffPageSize - 1) / staffPageSize}
	for _, rt := range page.Returns {
		out.Returns = append(out.Returns, s.staffReturnOf(rt))
	}
	writeData(w, out)
}

// changeReturn is the call of an operation that moves a return on (receive, refund).
func (s *Server) changeReturn(fn func(ctx context.Context, m staff.Member, code string) (aftersale.StaffReturn, error)) call[returnCodeForm, staffReturnAnswer] {
	return func(r *http.Request, in returnCodeForm) (staffReturnAnswer, error) {
		var errs validate.Errors
		code := errs.Required("returnCode", strings.TrimSpace(in.ReturnCode))
		if err := errs.Err(); err != nil {
			return staffReturnAnswer{}, err
		}
		rt, err := fn(r.Context(), staffFrom(r), code)
		if err != nil {
			return staffReturnAnswer{}, staffError(err)
		}
		return staffReturnAnswer{Return: s.staffReturnOf(rt)}, nil
	}
}

// --- receipts from the tills ---

type importAnswer struct {
	Read         int      `json:"read"`
	Inserted     int      `json:"inserted"`
	AlreadyThere int      `json:"alreadyThere"`
	Attached     int      `json:"attached"`
	Rejected     int      `json:"rejected"`
	Errors       []string `json:"errors"`
}

func (s *Server) importReceipts(r *http.Request, in receipt.ImportRequest) (importAnswer, error) {
	if len(in.Receipts) == 0 || len(in.Receipts) > receipt.MaxPerRequest {
		return importAnswer{}, validation("Send receipts: a list of 1 to 1000.", map[string]string{"receipts": keyMalformedRequest})
	}
	res, err := receipt.ImportLines(r.Context(), in.Receipts, s.deps.Receipts, s.deps.Receipts)
	if err == nil {
		err = s.deps.Staff.Audit(r.Context(), staffFrom(r).Email, "receipts.imported", "", res)
	}
	out := importAnswer{Read: res.Read, Inserted: res.Inserted, AlreadyThere: res.AlreadyThere, Attached: res.Attached,
		Rejected: res.Rejected, Errors: res.Errors}
	if out.Errors == nil {
		out.Errors = []string{}
	}
	return out, err
}

// --- staff accounts ---

func (s *Server) changeStaffPassword(r *http.Request, in staff.PasswordRequest) (passwordChanged, error) {
	change, err := staff.ParsePassword(in)
	if err != nil {
		return passwordChanged{}, err
	}
	keep := "" // this session stays signed in; the member's others end
	if c, err := r.Cookie(staffCookie); err == nil {
		keep = c.Value
	}
	err = s.deps.Staff.ChangePassword(r.Context(), staffFrom(r), change.Current, change.Next, keep, s.clientOf(r))
	switch {
	case errors.Is(err, staff.ErrBadCredentials):
		err = &apiError{Status: http.StatusUnauthorized, Code: codeBadCredentials, Message: "Your current password is not right.",
			Fields: map[string]string{"currentPassword": "invalid-password"}}
	case errors.Is(err, staff.ErrLocked):
		err = &apiError{Status: http.StatusForbidden, Code: codeLocked, Message: "Too many wrong passwords from here: this account is locked for 15 minutes."}
	case errors.Is(err, staff.ErrWeakPassword):
		err = validation("Please choose a password of at least 8 characters that is not a common one or your e-mail.",
			map[string]string{"password": "insecure-password"})
	}
	return passwordChanged{PasswordChanged: err == nil}, err
}

func (s *Server) disableStaff(r *http.Request, in staff.DisableRequest) (staffDisabled, error) {
	email, err := staff.ParseDisable(in)
	if err == nil {
		err = s.deps.Staff.Disable(r.Context(), staffFrom(r).Email, email)
	}
	switch {
	case errors.Is(err, staff.ErrSelf):
		err = &apiError{Status: http.StatusConflict, Code: codeConflict, Message: "You can't disable your own account."}
	case errors.Is(err, staff.ErrNotFound):
		err = &apiError{Status: http.StatusNotFound, Code: codeNotFound, Message: "There is no staff account with that e-mail."}
	}
	return staffDisabled{Email: email, Disabled: err == nil}, err
}

// --- staff accounts (admin) ---

type staffList struct {
	Staff []staffMemberJSON `json:"staff"`
}

type staffMemberJSON struct {
	staffJSON
	// Locked: locked out at one client address or more (docs/staff.md#sign-in).
	Locked   bool `json:"locked"`
	Disabled bool `json:"disabled"`
}

type addedStaff struct {
	Staff staffJSON `json:"staff"`
	// InitialPassword is shown this once; the member changes it after signing in.
	InitialPassword string `json:"initialPassword"`
}

func (s *Server) listStaff(r *http.Request, _ none) (staffList, error) {
	ms, err := s.deps.Staff.Members(r.Context())
	out := staffList{Staff: []staffMemberJSON{}}
	for _, m := range ms {
		out.Staff = append(out.Staff, staffMemberJSON{staffJSON: staffJSON{Email: m.Email, Name: m.Name, Role: m.Role},
			Locked: m.Locked(), Disabled: m.Disabled})
	}
	return out, err
}

func (s *Server) addStaff(r *http.Request, in staff.AddRequest) (addedStaff, error) {
	nm, err := staff.ParseAdd(in)
	if err != nil {
		return addedStaff{}, err
	}
	m, pw, err := s.deps.Staff.Add(r.Context(), staffFrom(r).Email, nm.Email, nm.Name, nm.Role)
	switch {
	case errors.Is(err, staff.ErrInvalidEmail):
		err = validation("Please enter a valid e-mail address.", map[string]string{"email": "invalid-email-address"})
	case errors.Is(err, staff.ErrInvalidName):
		err = validation("Please enter a shorter name.", map[string]string{"name": "invalid-length"})
	case errors.Is(err, staff.ErrEmailTaken):
		err = &apiError{Status: http.StatusConflict, Code: codeConflict, Message: "That e-mail already has a staff account."}
	}
	return addedStaff{Staff: staffJSON{Email: m.Email, Name: m.Name, Role: m.Role}, InitialPassword: pw}, err
}

// staffError maps the back office's errors.
func staffError(err error) error {
	var ve *validate.Error
	switch {
	case errors.As(err, &ve):
		return err
	case errors.Is(err, order.ErrMoveIncomplete):
		return validation("That move needs more details.", map[string]string{"status": keyMissingArgs})
	case errors.Is(err, order.ErrMoveNotAllowed):
		return &apiError{Status: http.StatusConflict, Code: codeMoveNotAllowed, Message: "That consignment can't move that way from where it is."}
	case errors.Is(err, aftersale.ErrNotReady):
		return &apiError{Status: http.StatusConflict, Code: codeNotReady, Message: "That return must be received before it is refunded."}
	case errors.Is(err, order.ErrStale):
		return &apiError{Status: http.StatusConflict, Code: codeConflict, Message: "Someone changed it just now. Please refresh and try again."}
	case errors.Is(err, order.ErrNotFound):
		return &apiError{Status: http.StatusNotFound, Code: codeOrderNotFound, Message: "We couldn't find that order, consignment or return."}
	}
	return err
}

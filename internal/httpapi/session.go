package httpapi

import (
	"errors"
	"net/http"
	"strings"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/feature"
	"github.com/wattle/storefront/internal/platform/validate"
	"github.com/wattle/storefront/internal/session"
)

// sessionCustomer is the session's customer (docs/api.md#conventions). The
// "{product}CustomerId" field is the shop's own customer number: wattleCustomerId (decisions.md). Every
// field is empty for an anonymous shopper.
type sessionCustomer struct {
	WattleCustomerID      string `json:"wattleCustomerId"`
	HashedFlybuysID       string `json:"hashedFlybuysID"`
	Email                 string `json:"email"`
	FirstName             string `json:"firstName"`
	LastName              string `json:"lastName"`
	AccountLocked         bool   `json:"accountLocked"`
	AccountLockReasonCode string `json:"accountLockReasonCode"`
	HashedEmail           string `json:"hashedEmail"`
	HasOrder              bool   `json:"hasOrder"`
}

type sessionCart struct {
	Registered    bool   `json:"registered"`
	CheckoutEmail string `json:"checkoutEmail"`
}

type sessionInfo struct {
	CSRFToken                 string          `json:"csrfToken"`
	MobileApp                 bool            `json:"mobileApp"`
	Customer                  sessionCustomer `json:"customer"`
	Guest                     bool            `json:"guest"`
	CheckoutRegisteredAsGuest bool            `json:"checkoutRegisteredAsGuest"`
	LoginRequired             bool            `json:"loginRequired"`
	BypassLogin               bool            `json:"bypassLogin"`
	Cart                      sessionCart     `json:"cart"`
}

// sessionParams are getSession's parameters.
type sessionParams struct {
	MobileApp string `header:"X-Mobile-App" description:"sent by the shop's mobile app (any value): the answer's mobileApp is then true"`
}

// fraudDeviceData is setFraudDeviceData's body.
type fraudDeviceData struct {
	DTID string `json:"dtid" required:"true" minLength:"1" maxLength:"128" description:"the fraud provider's device id"`
	csrfBodyField
}

// csrfBodyField is the csrf token as a body field, for a call that does not send the X-CSRF-Token header.
// csrfFieldName is the body field that may carry the csrf token instead of the X-CSRF-Token header.
const csrfFieldName = "_csrf"

type csrfBodyField struct {
	CSRF string `json:"_csrf,omitempty" description:"csrfToken from getSession, when the X-CSRF-Token header is not sent"`
}

// noData is the data of a success answer that has nothing more to say: only a redirect (whose
// answer is a 302, not an envelope) uses it. Every other operation says what it did.
type noData struct{}

// recorded is the answer of a call that records something and has nothing to give back
// (setFraudDeviceData, reportApplePayFailure).
type recorded struct {
	Recorded bool `json:"recorded" description:"always true: the server has recorded it"`
}

// getSession returns the csrf token bound to the session cookie, creating the session if needed.
func (s *Server) getSession(w http.ResponseWriter, r *http.Request) {
	sess, err := sessionFrom(r)
	switch {
	case errors.Is(err, session.ErrNotFound):
		if sess, err = s.deps.Sessions.Start(r.Context()); err == nil {
			setSessionCookie(w, r, sess.ID)
			setRequestSession(r, sess)
		}
	case err == nil:
		sess, err = s.deps.Sessions.Slide(r.Context(), sess)
	}
	if err != nil {
		writeError(w, r, err)
		return
	}
	info := sessionInfo{MobileApp: r.Header.Get("X-Mobile-App") != ""}
	if sess.CustomerID != "" {
		cust, err := s.deps.Accounts.Customer(r.Context(), sess.CustomerID)
		if err != nil && !errors.Is(err, account.ErrNotFound) {
			writeError(w, r, err)
			return
		}
		locked, reason := cust.Locked()
		switch {
		case err != nil || !cust.ErasedAt.IsZero():
			// The account is gone: the session is anonymous from now on.
			if sess, err = s.deps.Accounts.SignOut(r.Context(), sess, rememberValue(r), s.clientOf(r)); err != nil {
				writeError(w, r, err)
				return
			}
			startSession(w, r, sess, "")
		case locked:
			// An account that becomes locked is logged out; the answer says why once (docs/accounts.md).
			if sess, err = s.deps.Accounts.SignOut(r.Context(), sess, rememberValue(r), s.clientOf(r)); err != nil {
				writeError(w, r, err)
				return
			}
			startSession(w, r, sess, "")
			clearRememberCookie(w)
			info.Customer = sessionCustomer{Email: cust.Email, AccountLocked: true, AccountLockReasonCode: reason}
		default:
			info.Customer = sessionCustomer{WattleCustomerID: cust.ID, Email: cust.Email, FirstName: cust.FirstName,
				LastName: cust.LastName, HashedEmail: account.HashedEmail(cust.Email)}
			// A session recognised by "remember me" must sign in again before account details.
			info.LoginRequired = sess.Auth != session.AuthHard
		}
	}
	if s.deps.Checkout != nil {
		// The checkout's part: a guest's e-mail and choice, and whether the customer has ordered.
		o := cartOwner(r)
		if sess.CustomerID != "" && info.Customer.WattleCustomerID != "" {
			o = cart.Owner{CustomerID: sess.CustomerID}
		} else if sess.CustomerID != "" {
			o = cart.Owner{} // signed out just now
		}
		f, err := s.deps.Checkout.Facts(r.Context(), o)
		if err != nil {
			writeError(w, r, err)
			return
		}
		info.Guest, info.CheckoutRegisteredAsGuest = f.Guest, f.Guest
		info.Cart = sessionCart{Registered: o.CustomerID != "", CheckoutEmail: f.CheckoutEmail}
		info.Customer.HasOrder = f.HasOrder
	}
	info.CSRFToken = sess.CSRFToken
	w.Header().Set("Cache-Control", "no-store")
	writeData(w, info)
}

func (s *Server) getEnvironment(*http.Request, none) (feature.Environment, error) {
	return s.deps.Features.Environment(s.deps.Clock.Now()), nil
}

// setFraudDeviceData records the fraud provider's device id (dtid) on the session. It is the
// foundation's one state-changing call, so it is also where the csrf rule first bites.
func (s *Server) setFraudDeviceData(r *http.Request, in fraudDeviceData) (recorded, error) {
	var errs validate.Errors
	dtid := errs.Required("dtid", strings.TrimSpace(in.DTID))
	if err := errs.Err(); err != nil {
		return recorded{}, err
	}
	sess, _ := sessionFrom(r) // requireCSRF has checked it exists
	err := s.deps.Sessions.SetDeviceData(r.Context(), sess.ID, dtid)
	if errors.Is(err, session.ErrInvalidDeviceData) {
		err = validation("Device data is not valid.", map[string]string{"dtid": keyMalformedRequest})
	}
	return recorded{Recorded: err == nil}, err
}

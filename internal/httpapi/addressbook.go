package httpapi

import (
	"errors"
	"net/http"
	"strings"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/address"
	"github.com/wattle/storefront/internal/session"
)

// addressJSON is an address book entry on the wire (docs/accounts.md).
type addressJSON struct {
	ID              string `json:"id"`
	FormType        string `json:"formType" enum:"single,manual"`
	SingleLineLabel string `json:"singleLineLabel"`
	SingleLineID    string `json:"singleLineId"`
	Line1           string `json:"line1"`
	Line2           string `json:"line2"`
	Town            string `json:"town"`
	State           string `json:"state"`
	PostalCode      string `json:"postalCode"`
	Phone           string `json:"phone" description:"the shopper's mobile (mobileNumber is sent as phone)"`
	IsBlocked       bool   `json:"isBlocked" description:"a parcel locker: blocked for delivery when the feature is on"`
	DefaultAddress  bool   `json:"defaultAddress"`
	// FormattedAddress is the address on one line, as shown in lists.
	FormattedAddress string `json:"formattedAddress"`
}

func addressOf(a account.Address) addressJSON {
	parts := []string{a.Line1}
	if a.Line2 != "" {
		parts = append(parts, a.Line2)
	}
	parts = append(parts, strings.TrimSpace(a.Town+" "+a.State+" "+a.PostalCode))
	return addressJSON{ID: a.ID, FormType: a.FormType, SingleLineLabel: a.SingleLineLabel, SingleLineID: a.SingleLineID,
		Line1: a.Line1, Line2: a.Line2, Town: a.Town, State: a.State, PostalCode: a.PostalCode, Phone: a.Phone,
		IsBlocked: a.IsBlocked, DefaultAddress: a.Default, FormattedAddress: strings.Join(parts, ", ")}
}

type addressList struct {
	Addresses []addressJSON `json:"addresses"`
}

type addressAnswer struct {
	Address addressJSON `json:"address"`
}

// addressForm is createAddress' and editAddress' body.

// addressIDParams names an address of the signed-in customer's book.
type addressIDParams struct {
	ID string `path:"id" required:"true" description:"the address id from listAddresses"`
}

type editAddressIn struct {
	addressIDParams
	account.AddressRequest
}

type addressIDIn struct {
	addressIDParams
	csrfBodyField
}

type addressSuggestions struct {
	AddressSuggestions []address.Suggestion `json:"addressSuggestions"`
}

func (s *Server) listAddresses(r *http.Request, sess session.Session, _ none) (addressList, error) {
	book, err := s.deps.Accounts.Addresses(r.Context(), sess)
	out := addressList{Addresses: make([]addressJSON, len(book))}
	for i, a := range book {
		out.Addresses[i] = addressOf(a)
	}
	return out, err
}

func (s *Server) createAddress(r *http.Request, sess session.Session, in account.AddressRequest) (addressAnswer, error) {
	form, err := account.ParseAddress(in)
	if err != nil {
		return addressAnswer{}, err
	}
	a, err := s.deps.Accounts.CreateAddress(r.Context(), sess, form)
	return addressAnswer{Address: addressOf(a)}, err
}

func (s *Server) editAddress(r *http.Request, sess session.Session, in editAddressIn) (addressAnswer, error) {
	form, err := account.ParseAddress(in.AddressRequest)
	if err != nil {
		return addressAnswer{}, err
	}
	a, err := s.deps.Accounts.EditAddress(r.Context(), sess, in.ID, form)
	return addressAnswer{Address: addressOf(a)}, err
}

// deleteAddress answers the address book as it is now, like listAddresses.
func (s *Server) deleteAddress(r *http.Request, sess session.Session, in addressIDIn) (addressList, error) {
	if err := s.deps.Accounts.DeleteAddress(r.Context(), sess, in.ID); err != nil {
		return addressList{}, err
	}
	return s.listAddresses(r, sess, none{})
}

// setDefaultAddress answers the address book as it is now, the new default first.
func (s *Server) setDefaultAddress(r *http.Request, sess session.Session, in addressIDIn) (addressList, error) {
	if err := s.deps.Accounts.SetDefaultAddress(r.Context(), sess, in.ID); err != nil {
		return addressList{}, err
	}
	return s.listAddresses(r, sess, none{})
}

// searchAddress is the single-line address finder. Anyone may use it (guest checkout needs it
// too); it answers at most 10 suggestions, or ERR_TOOMANY_MATCHES / ERR_NO_MATCH.
func (s *Server) searchAddress(r *http.Request, in account.AddressSearchRequest) (addressSuggestions, error) {
	text, err := account.ParseAddressSearch(in)
	if err != nil {
		return addressSuggestions{}, err
	}
	found, err := s.deps.Addresses.Suggest(r.Context(), text)
	return addressSuggestions{AddressSuggestions: found}, err
}

// addressError maps the address finder's errors (toAPIError calls it).
func addressError(err error) *apiError {
	switch {
	case errors.Is(err, address.ErrTooManyMatches):
		return &apiError{Status: http.StatusUnprocessableEntity, Code: codeTooManyMatches,
			Message: "Too many addresses match. Keep typing: add the street number or suburb."}
	case errors.Is(err, address.ErrNoMatch):
		return &apiError{Status: http.StatusUnprocessableEntity, Code: codeNoMatch,
			Message: "We couldn't find that address. Check it, or enter it manually."}
	}
	return nil
}

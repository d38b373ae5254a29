package account

import (
	"strings"
	"unicode/utf8"

	"github.com/wattle/storefront/internal/platform/contact"
	"github.com/wattle/storefront/internal/platform/validate"
	"github.com/wattle/storefront/internal/platform/wire"
)

// The requests of the account operations as clients send them (docs/accounts.md): plain data,
// read by the transport's decoder, described by the API document from these tags, and turned into
// domain values by the Parse functions, which collect every field error.

// EmailRequest names an e-mail address (checkRegistration, requestPasswordReset, enewsOptIn).
type EmailRequest struct {
	EmailAddress string `json:"emailAddress" required:"true" format:"email" maxLength:"254"`
}

// SignInRequest is signIn's form.
type SignInRequest struct {
	Username      string    `json:"j_username" required:"true" description:"e-mail address"`
	Password      string    `json:"j_password" required:"true"`
	RememberMe    wire.Flag `json:"rememberMe,omitempty" description:"true to stay signed in on this browser (a persistent login, revocable)"`
	LinkOrderCode string    `json:"linkOrderCode,omitempty" description:"a guest order number to link to the account (digits)"`
	Redirect      string    `json:"redirect,omitempty" description:"where to go after signing in: a path on this site"`
}

// RegisterRequest is register's form.
type RegisterRequest struct {
	EmailAddress       string    `json:"emailAddress,omitempty" description:"required (checkout's sign-up sends it as email)"`
	Email              string    `json:"email,omitempty" description:"the e-mail as checkout's sign-up names it, when emailAddress is absent"`
	FirstName          string    `json:"firstName" required:"true" description:"2-32 letters, hyphens, apostrophes, spaces"`
	LastName           string    `json:"lastName" required:"true" description:"2-32 letters, hyphens, apostrophes, spaces"`
	Password           string    `json:"password" required:"true" description:"6-32 characters, no ~ or spaces, not a common password"`
	MobileNumber       string    `json:"mobileNumber,omitempty" description:"Australian mobile: 04… or +614…"`
	OptIntoMarketing   wire.Flag `json:"optIntoMarketing,omitempty" description:"true or false"`
	SubscribeToRewards wire.Flag `json:"subscribeToRewards,omitempty" description:"true or false"`
	RememberMe         wire.Flag `json:"rememberMe,omitempty" description:"true or false"`
	Redirect           string    `json:"redirect,omitempty" description:"where to go after signing up: a path on this site"`
}

// ResetRequest is requestPasswordReset's form.
type ResetRequest struct {
	EmailAddress      string    `json:"emailAddress" required:"true"`
	BlankRedirectPage wire.Flag `json:"blankRedirectPage,omitempty"`
}

// SetPasswordRequest is setPassword's form: a new password with a reset link's token.
type SetPasswordRequest struct {
	Password string `json:"password" required:"true"`
	Token    string `json:"token" required:"true" description:"the token of the reset link"`
}

// ChangePasswordRequest is changePassword's form.
type ChangePasswordRequest struct {
	CurrentPassword string `json:"currentPassword" required:"true"`
	Password        string `json:"password" required:"true"`
}

// ProfileRequest is updateProfile's form.
type ProfileRequest struct {
	FirstName          string    `json:"firstName" required:"true"`
	LastName           string    `json:"lastName" required:"true"`
	MobileNumber       string    `json:"mobileNumber,omitempty"`
	AllowTracking      wire.Flag `json:"allowTracking,omitempty" description:"true or false"`
	SubscribeToRewards wire.Flag `json:"subscribeToRewards,omitempty" description:"true or false"`
	OptIntoMarketing   wire.Flag `json:"optIntoMarketing,omitempty" description:"true or false"`
}

// PreferredStoreRequest is setPreferredStore's form.
type PreferredStoreRequest struct {
	StoreNumber string `json:"storeNumber" required:"true" pattern:"^[0-9]{4}$"`
}

// DeleteRequest is deleteAccount's confirmation: the account's e-mail and names, typed again.
type DeleteRequest struct {
	Email     string `json:"email" required:"true"`
	FirstName string `json:"firstName" required:"true"`
	LastName  string `json:"lastName" required:"true"`
}

// AddressRequest is an address of the book (createAddress, editAddress): a suggestion chosen from
// the address finder, or typed in.
type AddressRequest struct {
	FormType        string `json:"formType,omitempty" description:"single (chosen from searchAddress: singleLineId required) or anything else for a manual address"`
	SingleLineLabel string `json:"singleLineLabel,omitempty"`
	SingleLineID    string `json:"singleLineId,omitempty" description:"the id of a searchAddress suggestion"`
	Line1           string `json:"line1,omitempty" description:"2-30 characters (manual)"`
	Line2           string `json:"line2,omitempty" description:"2-30 characters, optional"`
	Town            string `json:"town,omitempty" description:"suburb (manual)"`
	State           string `json:"state,omitempty" enum:"ACT,NSW,NT,QLD,SA,TAS,VIC,WA"`
	PostalCode      string `json:"postalCode,omitempty" description:"4 digits (manual)"`
	Phone           string `json:"phone,omitempty" description:"Australian mobile"`
	MobileNumber    string `json:"mobileNumber,omitempty" description:"the phone, as some forms name it, when phone is absent"`
}

// AddressSearchRequest is what the shopper typed into the single-line address finder.
type AddressSearchRequest struct {
	Text string `json:"text" required:"true" minLength:"3" maxLength:"120" description:"what the shopper typed"`
	Mode string `json:"mode,omitempty" description:"single (single-line lookup, the default)"`
}

// ParseAddressSearch reads what the shopper typed into the address finder: 3 to 120 characters.
func ParseAddressSearch(r AddressSearchRequest) (string, error) {
	var errs validate.Errors
	text := errs.Required("text", strings.TrimSpace(r.Text))
	if n := utf8.RuneCountInString(text); text != "" && (n < 3 || n > 120) {
		errs.Add("text", contact.KeyLength)
	}
	return text, errs.Err()
}

package account

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/wattle/storefront/internal/platform/contact"
	"github.com/wattle/storefront/internal/platform/postcode"
	"github.com/wattle/storefront/internal/platform/validate"
)

// Field message keys (docs/errors.md#field-message-keys); the web app shows each one's text (docs/validation.md#message-texts).
// A length and a format are the same keys as a name's and a mobile's (package contact); a
// postcode's is postcode.KeyInvalid.
const (
	KeyLength        = contact.KeyLength  // 'Please enter a {field} between {min} and {max} characters.'
	KeyFormat        = contact.KeyFormat  // 'Please enter a valid {field}.'
	KeyPassword      = "invalid-password" // 'Please enter a password without ~ or spaces.'
	KeySelectAddress = "select-address"   // 'Please select an address'
)

var (
	lineChars  = regexp.MustCompile(`^[\p{L}0-9 '’/-]+$`)
	suburbChar = regexp.MustCompile(`^[\p{L} '’.-]+$`)
)

// States are the Australian states and territories an address may name.
var States = []string{"ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"}

// NormalizeEmail forwards to contact.NormalizeEmail for the callers outside this package not yet
// switched to it (internal/app's staff command, internal/staff).
func NormalizeEmail(e string) string { return contact.NormalizeEmail(e) }

// Email forwards to contact.ParseEmail for the callers outside this package not yet switched to
// it (internal/cart/rules.go, internal/checkout/checkout.go, internal/staff, internal/httpapi).
func Email(errs *validate.Errors, field, v string) string {
	return string(contact.ParseEmail(errs, field, v))
}

// Name forwards to contact.ParseName for the caller outside this package not yet switched to it
// (internal/cart/rules.go).
func Name(errs *validate.Errors, field, v string) string {
	return string(contact.ParseName(errs, field, v))
}

func runes(s string) int { return utf8.RuneCountInString(s) }

// Password checks a new password's form: 6-32 characters, no ~ and no spaces. (Whether it is
// easy to guess is Weak's business, answered with its own code.) Passwords are not trimmed.
func Password(errs *validate.Errors, field, v string) string {
	switch {
	case v == "":
		errs.Add(field, validate.MissingArgs)
	case runes(v) < 6 || runes(v) > 32:
		errs.Add(field, KeyLength)
	case strings.ContainsFunc(v, func(r rune) bool { return r == '~' || unicode.IsSpace(r) }):
		errs.Add(field, KeyPassword)
	}
	return v
}

// AddressLine checks an address line: 2-30 letters, digits, spaces, hyphens, apostrophes and
// slashes; line 1 is required, line 2 optional.
func AddressLine(errs *validate.Errors, field, v string, required bool) string {
	v = strings.TrimSpace(v)
	switch {
	case v == "":
		if required {
			errs.Add(field, validate.MissingArgs)
		}
	case runes(v) < 2 || runes(v) > 30:
		errs.Add(field, KeyLength)
	case !lineChars.MatchString(v):
		errs.Add(field, KeyFormat)
	}
	return v
}

// Suburb checks a suburb (town): 1-64 letters (with the spaces, hyphens, apostrophes and full
// stops real suburb names have: "St Kilda East", "O'Connor").
func Suburb(errs *validate.Errors, field, v string) string {
	v = errs.Required(field, v)
	switch {
	case v == "":
	case runes(v) > 64:
		errs.Add(field, KeyLength)
	case !suburbChar.MatchString(v):
		errs.Add(field, KeyFormat)
	}
	return v
}

// State checks a state: required, one of States; "N/A" is not accepted.
func State(errs *validate.Errors, field, v string) string {
	v = strings.ToUpper(errs.Required(field, v))
	if v != "" {
		for _, s := range States {
			if v == s {
				return v
			}
		}
		errs.Add(field, KeyFormat)
	}
	return v
}

// StateOfPostcode checks that an address's state and postcode, each valid on its own, go
// together (docs/validation.md#addresses): the postcode serves a place in that state
// (postcode.InState), else KeyFormat on field ('Please enter a valid state.'): Melbourne NSW 3000
// is refused. Nothing is added when either is missing or malformed, which has its own message.
func StateOfPostcode(errs *validate.Errors, field, state string, pc postcode.Code) {
	if slices.Contains(States, state) && postcode.Valid(string(pc)) && !postcode.InState(pc, state) {
		errs.Add(field, KeyFormat)
	}
}

// RegisterInput is a parsed register request.
type RegisterInput struct {
	Email, FirstName, LastName, Password, Mobile string
	OptIntoMarketing, SubscribeToRewards         bool
	Remember                                     bool
}

// ParseRegister parses register's fields (docs/accounts.md, register; rules in docs/validation.md),
// collecting every error.
func ParseRegister(r RegisterRequest) (RegisterInput, error) {
	var errs validate.Errors
	// Checkout's sign-up sends the e-mail as email, the account page as emailAddress: both name the same field.
	field, email := "emailAddress", r.EmailAddress
	if email == "" && r.Email != "" {
		field, email = "email", r.Email
	}
	in := RegisterInput{
		Email:              string(contact.ParseEmail(&errs, field, email)),
		FirstName:          string(contact.ParseName(&errs, "firstName", r.FirstName)),
		LastName:           string(contact.ParseName(&errs, "lastName", r.LastName)),
		Password:           Password(&errs, "password", r.Password),
		Mobile:             string(contact.ParseMobile(&errs, "mobileNumber", r.MobileNumber, false)),
		OptIntoMarketing:   r.OptIntoMarketing.On(),
		SubscribeToRewards: r.SubscribeToRewards.On(),
		Remember:           r.RememberMe.On(),
	}
	return in, errs.Err()
}

// SignInInput is a parsed sign-in request.
type SignInInput struct {
	Email, Password string
	Remember        bool
	LinkOrderCode   string
}

// ParseSignIn parses signIn's form (j_username, j_password, rememberMe, linkOrderCode). The
// password is only checked for presence: an old password may predate today's rules.
func ParseSignIn(r SignInRequest) (SignInInput, error) {
	var errs validate.Errors
	in := SignInInput{
		Email:         string(contact.ParseEmail(&errs, "j_username", r.Username)),
		Password:      r.Password,
		Remember:      r.RememberMe.On(),
		LinkOrderCode: r.LinkOrderCode,
	}
	if in.Password == "" {
		errs.Add("j_password", validate.MissingArgs)
	}
	if in.LinkOrderCode != "" && strings.Trim(in.LinkOrderCode, "0123456789") != "" {
		errs.Add("linkOrderCode", validate.InvalidOrder)
	}
	return in, errs.Err()
}

// ParseProfile parses updateProfile's fields.
func ParseProfile(r ProfileRequest) (Profile, error) {
	var errs validate.Errors
	p := Profile{
		FirstName:          string(contact.ParseName(&errs, "firstName", r.FirstName)),
		LastName:           string(contact.ParseName(&errs, "lastName", r.LastName)),
		Mobile:             string(contact.ParseMobile(&errs, "mobileNumber", r.MobileNumber, false)),
		AllowTracking:      r.AllowTracking.On(),
		SubscribeToRewards: r.SubscribeToRewards.On(),
		OptIntoMarketing:   r.OptIntoMarketing.On(),
	}
	return p, errs.Err()
}

// AddressInput is a parsed create or edit address request.
type AddressInput struct {
	FormType        string
	SingleLineLabel string
	SingleLineID    string
	Line1, Line2    string
	Town, State     string
	PostalCode      string
	Phone           string
}

// ParseAddress parses an address (docs/validation.md#addresses). A single-line address needs the id of a
// suggestion chosen from the address finder (the server resolves it); a manual one needs line 1,
// suburb, state and postcode. The phone is the shopper's mobile ("mobileNumber sent as phone").
func ParseAddress(r AddressRequest) (AddressInput, error) {
	var errs validate.Errors
	// Form types are "single or other": anything but single is a manual entry.
	in := AddressInput{FormType: FormManual}
	if r.FormType == FormSingle || (r.FormType == "" && r.SingleLineID != "") {
		in.FormType = FormSingle
	}
	phone := r.Phone
	if phone == "" {
		phone = r.MobileNumber
	}
	in.Phone = string(contact.ParseMobile(&errs, "phone", phone, false))
	switch in.FormType {
	case FormSingle:
		in.SingleLineID = r.SingleLineID
		in.SingleLineLabel = r.SingleLineLabel
		if in.SingleLineID == "" {
			errs.Add("singleLineLabel", KeySelectAddress)
		}
		in.Line2 = AddressLine(&errs, "line2", r.Line2, false)
	default:
		in.Line1 = AddressLine(&errs, "line1", r.Line1, true)
		in.Line2 = AddressLine(&errs, "line2", r.Line2, false)
		in.Town = Suburb(&errs, "town", r.Town)
		in.State = State(&errs, "state", r.State)
		in.PostalCode = string(postcode.Parse(&errs, "postalCode", r.PostalCode))
		StateOfPostcode(&errs, "state", in.State, postcode.Code(in.PostalCode))
	}
	return in, errs.Err()
}

// ParseMembershipRegister parses registerMembership's account fields: the e-mail (username) and
// password (pwd) by register's rules; the names only when the membership's form asked for them
// (the seed's call sends neither).
func ParseMembershipRegister(username, pwd, firstName, lastName string) (RegisterInput, error) {
	var errs validate.Errors
	in := RegisterInput{
		Email:    string(contact.ParseEmail(&errs, "username", username)),
		Password: Password(&errs, "pwd", pwd),
	}
	if strings.TrimSpace(firstName) != "" {
		in.FirstName = string(contact.ParseName(&errs, "firstName", firstName))
	}
	if strings.TrimSpace(lastName) != "" {
		in.LastName = string(contact.ParseName(&errs, "lastName", lastName))
	}
	return in, errs.Err()
}

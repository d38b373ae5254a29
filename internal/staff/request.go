package staff

import (
	"strings"

	"github.com/wattle/storefront/internal/platform/validate"
)

// The requests of the staff account operations as sent (docs/staff.md#staff-accounts), read by the
// transport's decoder and described by the API document from these tags.

// SignInRequest is staffSignIn's form.
type SignInRequest struct {
	Email    string `json:"email" required:"true"`
	Password string `json:"password" required:"true"`
}

// PasswordRequest is changeStaffPassword's form.
type PasswordRequest struct {
	CurrentPassword string `json:"currentPassword" required:"true"`
	Password        string `json:"password" required:"true" minLength:"8" maxLength:"128"`
}

// DisableRequest names the staff account to disable.
type DisableRequest struct {
	Email string `json:"email" required:"true"`
}

// AddRequest is a new staff account.
type AddRequest struct {
	Email string `json:"email" required:"true"`
	Name  string `json:"name" description:"optional: one line of plain text, at most 100 characters"`
	Role  Role   `json:"role" required:"true"`
}

// Credentials are a sign-in's e-mail and password.
type Credentials struct{ Email, Password string }

// ParseSignIn checks that both are there; whether they are right is SignIn's to say. The password
// is taken as typed.
func ParseSignIn(r SignInRequest) (Credentials, error) {
	var errs validate.Errors
	c := Credentials{Email: errs.Required("email", strings.TrimSpace(r.Email)), Password: r.Password}
	if c.Password == "" {
		errs.Add("password", validate.MissingArgs)
	}
	return c, errs.Err()
}

// PasswordChange is a checked changeStaffPassword request.
type PasswordChange struct{ Current, Next string }

// ParsePassword checks that both passwords are there (the rules of a new one are
// ChangePassword's).
func ParsePassword(r PasswordRequest) (PasswordChange, error) {
	var errs validate.Errors
	if r.CurrentPassword == "" {
		errs.Add("currentPassword", validate.MissingArgs)
	}
	if r.Password == "" {
		errs.Add("password", validate.MissingArgs)
	}
	return PasswordChange{Current: r.CurrentPassword, Next: r.Password}, errs.Err()
}

// ParseDisable reads the e-mail of the account to disable.
func ParseDisable(r DisableRequest) (string, error) {
	var errs validate.Errors
	email := errs.Required("email", strings.TrimSpace(r.Email))
	return email, errs.Err()
}

// NewMember is a checked addStaff request.
type NewMember struct {
	Email, Name string
	Role        Role
}

// ParseAdd checks a new account's e-mail and role are there, the role is one of Roles, and the
// name, which may be left out, is one line of plain text of at most 100 characters, trimmed
// (invalid-length, invalid-format: docs/validation.md#staff-free-text).
func ParseAdd(r AddRequest) (NewMember, error) {
	var errs validate.Errors
	m := NewMember{Email: errs.Required("email", strings.TrimSpace(r.Email)), Name: errs.Line("name", r.Name, maxName)}
	if role := errs.Required("role", strings.TrimSpace(string(r.Role))); role != "" {
		if rr, ok := ParseRole(role); ok {
			m.Role = rr
		} else {
			errs.Add("role", validate.MalformedRequest)
		}
	}
	return m, errs.Err()
}

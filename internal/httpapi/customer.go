package httpapi

import (
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/platform/validate"
	"github.com/wattle/storefront/internal/session"
)

// rememberCookie carries a "remember me" persistent login: selector.validator.
const rememberCookie = "wattle_remember"

// Error codes of accounts (docs/errors.md#accounts-and-the-address-book).
const (
	codeBadCredentials  = "ERR_LOGIN_BAD_CREDENTIALS"
	codeLocked          = "ERR_LOGIN_ACCOUNT_LOCKED"
	codeLoginRequired   = "ERR_LOGIN_REQUIRED"
	codeUserExists      = "ERR_LOGIN_REGISTER_USER_EXISTS"
	codeRegisterWeak    = "ERR_LOGIN_REGISTER_WEAK_PASSWORD"
	codeWeakPassword    = "WEAK_PASSWORD"
	codeReusePassword   = "REUSE_PASSWORD"
	codeInvalidToken    = "ERR_PASSWORDRESET_INVALID_TOKEN"
	codeResetGeneral    = "ERR_PASSWORDRESET_GENERAL"
	codeAddress         = "ERR_ADDRESS_UNAVAILABLE"
	codeTooManyMatches  = "ERR_TOOMANY_MATCHES"
	codeNoMatch         = "ERR_NO_MATCH"
	codeRateLimited     = "ERR_RATE_LIMITED"
	codeBusy            = "ERR_SERVICE_BUSY"
	messageInsecurePass = "The supplied password is insecure."
)

// clientOf is who is asking: the peer address or, behind a load balancer the operator trusts
// (--trust-proxy), the address it appended last to X-Forwarded-For (clientAddr). Without that flag
// the header is ignored: anyone can send one, and rate limits would count whatever they wrote.
func (s *Server) clientOf(r *http.Request) account.Client {
	return account.Client{IP: clientAddr(r)}
}

// safeRedirect keeps a post-sign-in destination on this site: a path, never another origin.
func safeRedirect(to, fallback string) string {
	if to == "" || !strings.HasPrefix(to, "/") || strings.HasPrefix(to, "//") || strings.HasPrefix(to, "/\\") ||
		strings.ContainsAny(to, "\r\n") {
		return fallback
	}
	return to
}

func setRememberCookie(w http.ResponseWriter, r *http.Request, value string) {
	http.SetCookie(w, &http.Cookie{Name: rememberCookie, Value: value, Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode,
		Secure: secure(r), MaxAge: int(account.RememberFor / time.Second)})
}

func clearRememberCookie(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{Name: rememberCookie, Value: "", Path: "/", HttpOnly: true, MaxAge: -1})
}

func rememberValue(r *http.Request) string {
	if c, err := r.Cookie(rememberCookie); err == nil {
		return c.Value
	}
	return ""
}

// startSession sets the cookies of a session that replaced the request's (sign-in, sign-out).
func startSession(w http.ResponseWriter, r *http.Request, sess session.Session, remember string) {
	setSessionCookie(w, r, sess.ID)
	setRequestSession(r, sess)
	if remember != "" {
		setRememberCookie(w, r, remember)
	}
}

// --- request and answer types (the OpenAPI document is generated from them) ---

type registrationAnswer struct {
	Registered            bool   `json:"registered"`
	AccountLocked         bool   `json:"accountLocked"`
	AccountLockReasonCode string `json:"accountLockReasonCode"`
	WarningCode           string `json:"warningCode"`
}

type redirectAnswer struct {
	RedirectURL string `json:"redirectUrl" minLength:"1"`
}

type resetAnswer struct {
	EmailSent bool `json:"emailSent" description:"always true: the answer is the same whether the e-mail has an account or not"`
}

type profileAnswer struct {
	WattleCustomerID   string    `json:"wattleCustomerId"`
	Email              string    `json:"email"`
	FirstName          string    `json:"firstName"`
	LastName           string    `json:"lastName"`
	MobileNumber       string    `json:"mobileNumber"`
	OptIntoMarketing   bool      `json:"optIntoMarketing"`
	SubscribeToRewards bool      `json:"subscribeToRewards"`
	AllowTracking      bool      `json:"allowTracking"`
	PreferredStore     string    `json:"preferredStore" description:"store number, or empty"`
	CreatedAt          time.Time `json:"createdAt"`
}

func profileOf(c account.Customer) profileAnswer {
	return profileAnswer{WattleCustomerID: c.ID, Email: c.Email, FirstName: c.FirstName, LastName: c.LastName,
		MobileNumber: c.Mobile, OptIntoMarketing: c.OptIntoMarketing, SubscribeToRewards: c.SubscribeToRewards,
		AllowTracking: c.AllowTracking, PreferredStore: c.PreferredStore, CreatedAt: c.CreatedAt}
}

type deleteAnswer struct {
	RequestReceived bool      `json:"requestReceived"`
	ProcessBy       time.Time `json:"processBy" description:"when the account's personal data will have been erased"`
	Message         string    `json:"message"`
}

// --- handlers ---

// checkRegistration answers whether an e-mail has an account (the sign-in form's e-mail check).
func (s *Server) checkRegistration(r *http.Request, in account.EmailRequest) (registrationAnswer, error) {
	reg, err := s.deps.Accounts.CheckRegistration(r.Context(), in.EmailAddress, s.clientOf(r))
	return registrationAnswer{Registered: reg.Registered, AccountLocked: reg.AccountLocked,
		AccountLockReasonCode: reg.AccountLockReasonCode, WarningCode: reg.WarningCode}, err
}

func (s *Server) signIn(w http.ResponseWriter, r *http.Request) {
	in, err := decode[account.SignInRequest](r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	form, err := account.ParseSignIn(in)
	if err != nil {
		writeError(w, r, err)
		return
	}
	cur, _ := sessionFrom(r) // requireCSRF has checked it exists
	out, err := s.deps.Accounts.SignIn(r.Context(), form, cur, s.clientOf(r))
	if err != nil {
		writeError(w, r, err)
		return
	}
	if code := strings.TrimSpace(in.LinkOrderCode); code != "" && s.deps.Checkout != nil {
		// Signed in from a guest order's thank-you page: the order joins the account when it was
		// placed from this browser with the account's e-mail (otherwise it stays as it was).
		sh, _ := s.shopper(w, r)
		_ = s.deps.Checkout.LinkOrder(r.Context(), sh, code, out.Session.CustomerID, form.Email)
	}
	startSession(w, r, out.Session, out.Remember)
	s.mergeCart(w, r, out.Session.CustomerID)
	writeData(w, redirectAnswer{RedirectURL: safeRedirect(in.Redirect, "/my-account")})
}

func (s *Server) signOut(w http.ResponseWriter, r *http.Request) {
	cur, _ := sessionFrom(r)
	next, err := s.deps.Accounts.SignOut(r.Context(), cur, rememberValue(r), s.clientOf(r))
	if err != nil {
		writeError(w, r, err)
		return
	}
	startSession(w, r, next, "")
	clearRememberCookie(w)
	clearCartCookie(w) // the account keeps its cart; the browser starts an empty anonymous one
	writeData(w, redirectAnswer{RedirectURL: "/"})
}

func (s *Server) register(w http.ResponseWriter, r *http.Request) {
	in, err := decode[account.RegisterRequest](r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	form, err := account.ParseRegister(in)
	if err != nil {
		writeError(w, r, err)
		return
	}
	s.registered(w, r, form, "password", safeRedirect(in.Redirect, "/my-account"))
}

// registered creates the account of a parsed sign-up, signs it in (the browser's cart joins it)
// and answers 201 with where to go; a password too weak is named by passwordField.
func (s *Server) registered(w http.ResponseWriter, r *http.Request, form account.RegisterInput, passwordField, redirect string) {
	cur, _ := sessionFrom(r)
	out, err := s.deps.Accounts.Register(r.Context(), form, cur, s.clientOf(r))
	if errors.Is(err, account.ErrWeakPassword) {
		err = &apiError{Status: http.StatusUnprocessableEntity, Code: codeRegisterWeak, Message: messageInsecurePass,
			Fields: map[string]string{passwordField: "insecure-password"}}
	}
	if err != nil {
		writeError(w, r, err)
		return
	}
	startSession(w, r, out.Session, out.Remember)
	s.mergeCart(w, r, out.Session.CustomerID)
	writeEnvelope(w, http.StatusCreated, envelope{Success: true, Data: redirectAnswer{RedirectURL: redirect}})
}

func (s *Server) requestPasswordReset(r *http.Request, in account.ResetRequest) (resetAnswer, error) {
	return resetAnswer{EmailSent: true}, s.deps.Accounts.RequestPasswordReset(r.Context(), in.EmailAddress, s.clientOf(r))
}

func (s *Server) setPassword(r *http.Request, in account.SetPasswordRequest) (redirectAnswer, error) {
	return redirectAnswer{RedirectURL: "/login?passwordReset=true"}, s.deps.Accounts.SetPassword(r.Context(), in.Token, in.Password, s.clientOf(r))
}

// passwordChanged is changePassword's answer.
type passwordChanged struct {
	PasswordChanged bool `json:"passwordChanged" description:"always true; the customer's other sessions and remembered logins are signed out"`
}

func (s *Server) changePassword(r *http.Request, sess session.Session, in account.ChangePasswordRequest) (passwordChanged, error) {
	err := s.deps.Accounts.ChangePassword(r.Context(), sess, in.CurrentPassword, in.Password, s.clientOf(r))
	if errors.Is(err, account.ErrBadCredentials) {
		err = &apiError{Status: http.StatusUnauthorized, Code: codeBadCredentials, Message: "Your current password is not correct.",
			Fields: map[string]string{"currentPassword": "login-failed"}}
	}
	return passwordChanged{PasswordChanged: err == nil}, err
}

// signedIn returns the request's hard-signed-in customer or writes the error (ERR_LOGIN_REQUIRED,
// or locked — then the session is signed out).
func (s *Server) signedIn(w http.ResponseWriter, r *http.Request) (session.Session, account.Customer, bool) {
	sess, _ := sessionFrom(r)
	cust, err := s.deps.Accounts.Signed(r.Context(), sess)
	if err != nil {
		s.accountFailed(w, r, err)
		return sess, cust, false
	}
	return sess, cust, true
}

// accountFailed writes the error of an operation that needs a signed-in customer. When the
// account has been locked since the session signed in (ERR_LOGIN_ACCOUNT_LOCKED), the session is
// signed out as the answer says why, as the document promises: the next call is anonymous.
func (s *Server) accountFailed(w http.ResponseWriter, r *http.Request, err error) {
	var locked *account.LockedError
	if sess, serr := sessionFrom(r); errors.As(err, &locked) && serr == nil && sess.CustomerID != "" {
		if next, oerr := s.deps.Accounts.SignOut(r.Context(), sess, rememberValue(r), s.clientOf(r)); oerr == nil {
			startSession(w, r, next, "")
			clearRememberCookie(w)
		}
	}
	writeError(w, r, err)
}

func (s *Server) getProfile(r *http.Request, sess session.Session, _ none) (profileAnswer, error) {
	cust, err := s.deps.Accounts.Signed(r.Context(), sess)
	return profileOf(cust), err
}

func (s *Server) updateProfile(r *http.Request, sess session.Session, in account.ProfileRequest) (profileAnswer, error) {
	p, err := account.ParseProfile(in)
	if err != nil {
		return profileAnswer{}, err
	}
	cust, err := s.deps.Accounts.UpdateProfile(r.Context(), sess, p)
	return profileOf(cust), err
}

func (s *Server) setPreferredStore(r *http.Request, sess session.Session, in account.PreferredStoreRequest) (profileAnswer, error) {
	var errs validate.Errors
	number := errs.Required("storeNumber", in.StoreNumber)
	if err := errs.Err(); err != nil {
		return profileAnswer{}, err
	}
	if _, err := s.deps.Locations.Store(number); err != nil {
		return profileAnswer{}, err
	}
	cust, err := s.deps.Accounts.SetPreferredStore(r.Context(), sess, number)
	return profileOf(cust), err
}

func (s *Server) deleteAccount(w http.ResponseWriter, r *http.Request) {
	in, err := decode[account.DeleteRequest](r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	form, err := account.ParseDelete(in)
	if err != nil {
		writeError(w, r, err)
		return
	}
	sess, _ := sessionFrom(r)
	due, next, err := s.deps.Accounts.RequestDeletion(r.Context(), sess, form, s.clientOf(r))
	if err != nil {
		s.accountFailed(w, r, err)
		return
	}
	startSession(w, r, next, "")
	clearRememberCookie(w)
	writeData(w, deleteAnswer{RequestReceived: true, ProcessBy: due,
		Message: "We've received your request to delete your account. It will be processed within 2-5 business days, and we've e-mailed you a confirmation."})
}

// subscribed is enewsOptIn's answer.
type subscribed struct {
	Subscribed bool `json:"subscribed" description:"always true: the e-mail is on the newsletter list (again, if it was)"`
}

func (s *Server) enewsOptIn(r *http.Request, in account.EmailRequest) (subscribed, error) {
	sess, _ := sessionFrom(r)
	err := s.deps.Accounts.EnewsOptIn(r.Context(), sess, in.EmailAddress)
	return subscribed{Subscribed: err == nil}, err
}

// accountError maps the account package's errors (toAPIError calls it).
func accountError(err error) *apiError {
	var locked *account.LockedError
	var limited *account.LimitedError
	switch {
	case errors.As(err, &locked):
		return &apiError{Status: http.StatusForbidden, Code: codeLocked, AccountLockReasonCode: locked.Reason,
			Message: lockedMessage(locked.Reason)}
	case errors.As(err, &limited):
		return &apiError{Status: http.StatusTooManyRequests, Code: codeRateLimited, retryAfter: limited.RetryAfter,
			Message: "Too many attempts. Please wait a few minutes and try again."}
	case errors.Is(err, account.ErrBusy):
		return &apiError{Status: http.StatusServiceUnavailable, Code: codeBusy, retryAfter: time.Second,
			Message: "We're very busy right now. Please try again in a moment."}
	case errors.Is(err, account.ErrBadCredentials):
		return &apiError{Status: http.StatusUnauthorized, Code: codeBadCredentials,
			Message: "Your e-mail or password is incorrect.", Fields: map[string]string{"j_password": "login-failed"}}
	case errors.Is(err, account.ErrSignInAgain):
		return &apiError{Status: http.StatusUnauthorized, Code: codeLoginRequired,
			Message: "For your security, please sign in again to continue."}
	case errors.Is(err, account.ErrLoginRequired):
		return &apiError{Status: http.StatusUnauthorized, Code: codeLoginRequired, Message: "Please sign in to continue."}
	case errors.Is(err, account.ErrEmailTaken):
		return &apiError{Status: http.StatusConflict, Code: codeUserExists,
			Message: "An account with this e-mail address already exists. Log in instead.", Fields: map[string]string{"emailAddress": "already-registered"}}
	case errors.Is(err, account.ErrWeakPassword):
		return &apiError{Status: http.StatusUnprocessableEntity, Code: codeWeakPassword, Message: messageInsecurePass,
			Fields: map[string]string{"password": "insecure-password"}}
	case errors.Is(err, account.ErrReusedPassword):
		return &apiError{Status: http.StatusUnprocessableEntity, Code: codeReusePassword,
			Message: "Your new password must be different from your current password.", Fields: map[string]string{"password": "reuse-password"}}
	case errors.Is(err, account.ErrInvalidToken):
		return &apiError{Status: http.StatusBadRequest, Code: codeInvalidToken,
			Message: "This password reset link is invalid or has expired. Please request a new one."}
	case errors.Is(err, account.ErrResetNotPossible):
		return &apiError{Status: http.StatusUnprocessableEntity, Code: codeResetGeneral,
			Message: "We can't reset the password of this account. Please contact customer service."}
	case errors.Is(err, account.ErrAddressNotFound):
		return &apiError{Status: http.StatusNotFound, Code: codeAddress, Message: "That address is not in your address book."}
	}
	return nil
}

func lockedMessage(reason string) string {
	switch reason {
	case account.LockTooManyAttempts:
		return "You've reached the sign-in limit. Reset your password to unlock your account."
	case account.LockDeletionRequested:
		return "This account is being deleted, as you asked."
	}
	return "Your account is locked. Please contact customer service."
}

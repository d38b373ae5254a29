// Package account is customer accounts: registration, sign-in and sign-out (sessions rotated,
// "remember me" persistent logins), lockout after failed attempts, password reset by e-mail,
// profile, address book, account deletion after a grace period, and the security audit log.
package account

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/address"
	"github.com/wattle/storefront/internal/job"
	"github.com/wattle/storefront/internal/mail"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/contact"
	"github.com/wattle/storefront/internal/platform/id"
	"github.com/wattle/storefront/internal/platform/ratelimit"
	"github.com/wattle/storefront/internal/platform/validate"
	"github.com/wattle/storefront/internal/session"
)

// Rules of the account service (issue 7; docs/accounts.md#limits).
const (
	// LockAfter failed sign-ins within LockWindow lock the account until a password reset.
	LockAfter  = 5
	LockWindow = 15 * time.Minute
	// ResetValidFor is how long a password reset link works.
	ResetValidFor = time.Hour
	// RememberFor is how long "remember me" recognises a browser.
	RememberFor = 60 * 24 * time.Hour
	// MaxAddresses bounds an address book.
	MaxAddresses = 50
)

// Limits are the per-node rate limits (attempts per window); zero turns one off.
type Limits struct {
	SignInFailuresPerIP int // failed sign-ins from one address in 15 minutes
	RegisterPerIP       int // registrations from one address in an hour
	RegisterPerEmail    int // registration attempts for one e-mail in an hour
	ResetPerIP          int // reset requests from one address in an hour
	ResetPerEmail       int // reset requests for one e-mail in an hour
	CheckPerIP          int // e-mail checks (checkRegistration) from one address in a minute
}

// DefaultLimits are generous enough for an office or a school behind one address, and tight
// enough that a password sprayer or a mail bomber gets nowhere.
var DefaultLimits = Limits{SignInFailuresPerIP: 100, RegisterPerIP: 300, RegisterPerEmail: 10,
	ResetPerIP: 100, ResetPerEmail: 5, CheckPerIP: 120}

// Config configures the service.
type Config struct {
	ShopName  string
	PublicURL string // links in e-mails
	// DeletionBusinessDays is the grace period of a deletion request (seed: processed within 2-5
	// business days).
	DeletionBusinessDays int
	Limits               Limits
}

// Finder resolves an address chosen from the address finder.
type Finder interface {
	Resolve(ctx context.Context, id string) (address.Address, error)
}

// Service runs accounts.
type Service struct {
	store  Store
	tx     func(ctx context.Context, fn func(tx TxStore) error) error
	hasher *Hasher
	finder Finder
	clock  clock.Clock
	cfg    Config

	signInIP, registerIP, registerEmail, resetIP, resetEmail, checkIP *ratelimit.Limiter
}

// NewService returns the account service.
func NewService(store Store, tx func(ctx context.Context, fn func(tx TxStore) error) error, h *Hasher, f Finder,
	c clock.Clock, cfg Config) *Service {
	if cfg.DeletionBusinessDays <= 0 {
		cfg.DeletionBusinessDays = 2
	}
	l := cfg.Limits
	return &Service{store: store, tx: tx, hasher: h, finder: f, clock: c, cfg: cfg,
		signInIP:      ratelimit.New(l.SignInFailuresPerIP, LockWindow, c),
		registerIP:    ratelimit.New(l.RegisterPerIP, time.Hour, c),
		registerEmail: ratelimit.New(l.RegisterPerEmail, time.Hour, c),
		resetIP:       ratelimit.New(l.ResetPerIP, time.Hour, c),
		resetEmail:    ratelimit.New(l.ResetPerEmail, time.Hour, c),
		checkIP:       ratelimit.New(l.CheckPerIP, time.Minute, c),
	}
}

// Client is who is asking, for rate limits and the audit log.
type Client struct {
	IP string
}

func limited(ok bool, after time.Duration) error {
	if ok {
		return nil
	}
	return &LimitedError{RetryAfter: after}
}

func sha256Hex(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}

// HashedEmail is the customer's e-mail as analytics and marketing partners receive it
// (hashedEmail in the session): SHA-256 of the normalised address.
func HashedEmail(email string) string { return sha256Hex(contact.NormalizeEmail(email)) }

func (s *Service) now() time.Time { return nowRounded(s.clock.Now()) }

// Registration is checkRegistration's answer.
type Registration struct {
	Registered            bool
	AccountLocked         bool
	AccountLockReasonCode string
	WarningCode           string
}

// CheckRegistration says whether an e-mail has an account, as the sign-in form's asynchronous
// e-mail check needs (docs/accounts.md#the-sign-in-form).
func (s *Service) CheckRegistration(ctx context.Context, email string, c Client) (Registration, error) {
	var errs validate.Errors
	email = string(contact.ParseEmail(&errs, "emailAddress", email))
	if err := errs.Err(); err != nil {
		return Registration{}, err
	}
	if err := limited(s.checkIP.Allow(c.IP)); err != nil {
		return Registration{}, err
	}
	cust, err := s.store.CustomerByEmail(ctx, email)
	if errors.Is(err, ErrNotFound) {
		return Registration{}, nil
	}
	if err != nil {
		return Registration{}, err
	}
	locked, reason := cust.Locked()
	return Registration{Registered: true, AccountLocked: locked, AccountLockReasonCode: reason}, nil
}

// SignedIn is the outcome of a sign-in or registration: the new session and, when asked for, the
// persistent-login cookie value.
type SignedIn struct {
	Session  session.Session
	Remember string
	Customer Customer
}

// Register creates an account and signs it in (a new session replaces cur), sending a welcome
// e-mail through the outbox.
func (s *Service) Register(ctx context.Context, in RegisterInput, cur session.Session, c Client) (SignedIn, error) {
	p, err := s.PrepareRegister(ctx, in, c)
	if err != nil {
		return SignedIn{}, err
	}
	var out SignedIn
	err = s.tx(ctx, func(tx TxStore) error {
		out, err = p.Write(ctx, tx, cur)
		return err
	})
	return out, err
}

// Pending is an account checked and ready to be stored (PrepareRegister): Write stores it, records
// the event, signs it in (a new session replaces cur) and queues the welcome e-mail, in the
// caller's transaction, so another domain's change can land with it or not at all (a guest's order
// linked to the account made for it, docs/checkout.md#the-page).
type Pending interface {
	Write(ctx context.Context, tx TxStore, cur session.Session) (SignedIn, error)
}

// PrepareRegister does what registration does before its transaction: the attempt limits, the
// password rules, a taken e-mail, the password's hash (slow: never inside a transaction) and the
// welcome e-mail.
func (s *Service) PrepareRegister(ctx context.Context, in RegisterInput, c Client) (Pending, error) {
	if err := limited(s.registerIP.Check(c.IP)); err != nil {
		return nil, err
	}
	if err := limited(s.registerEmail.Allow(in.Email)); err != nil {
		return nil, err
	}
	s.registerIP.Hit(c.IP)
	if Weak(in.Password, in.Email, in.FirstName, in.LastName) {
		return nil, ErrWeakPassword
	}
	if _, err := s.store.CustomerByEmail(ctx, in.Email); err == nil {
		return nil, ErrEmailTaken // before hashing: no CPU spent on a taken e-mail
	}
	hash, err := s.hasher.Hash(ctx, in.Password)
	if err != nil {
		return nil, err
	}
	now := s.now()
	cust := Customer{ID: "c" + id.Digits(11), Email: in.Email, FirstName: in.FirstName, LastName: in.LastName,
		Mobile: in.Mobile, PasswordHash: hash, OptIntoMarketing: in.OptIntoMarketing,
		SubscribeToRewards: in.SubscribeToRewards, PasswordChangedAt: now, CreatedAt: now, UpdatedAt: now}
	msg, err := mail.Compose(mail.Welcome, cust.Email, s.mailData(cust.FirstName))
	if err != nil {
		return nil, err
	}
	return pending{s: s, cust: cust, msg: msg, ip: c.IP, remember: in.Remember, at: now}, nil
}

// pending is PrepareRegister's account.
type pending struct {
	s        *Service
	cust     Customer
	msg      mail.Message
	ip       string
	remember bool
	at       time.Time
}

// Write implements Pending.
func (p pending) Write(ctx context.Context, tx TxStore, cur session.Session) (SignedIn, error) {
	if err := tx.InsertCustomer(ctx, p.cust); err != nil {
		return SignedIn{}, err
	}
	if err := tx.InsertEvent(ctx, Event{At: p.at, Kind: EventRegister, CustomerID: p.cust.ID, IP: p.ip}); err != nil {
		return SignedIn{}, err
	}
	out, err := p.s.startSession(ctx, tx, p.cust, cur, p.remember, p.at)
	if err != nil {
		return SignedIn{}, err
	}
	return out, tx.Enqueue(ctx, mail.SendArgs{Message: p.msg}, nil)
}

// startSession replaces cur with a new, signed-in session for cust (rotation: a session id
// planted before sign-in is worthless after it) and, when asked, makes a persistent login.
func (s *Service) startSession(ctx context.Context, tx TxStore, cust Customer, cur session.Session, remember bool, now time.Time) (SignedIn, error) {
	out := SignedIn{Customer: cust, Session: session.New(now, cust.ID, session.AuthHard, cur.DeviceData)}
	if err := tx.CreateSession(ctx, out.Session); err != nil {
		return out, err
	}
	if cur.ID != "" {
		if err := tx.DeleteSession(ctx, cur.ID); err != nil {
			return out, err
		}
	}
	if remember {
		selector, validator := id.Token(16), id.Token(32)
		t := RememberToken{Selector: selector, ValidatorHash: tokenHash(validator), CustomerID: cust.ID,
			CreatedAt: now, ExpiresAt: now.Add(RememberFor)}
		if err := tx.InsertRememberToken(ctx, t); err != nil {
			return out, err
		}
		out.Remember = selector + "." + validator
	}
	return out, nil
}

// SignIn checks an e-mail and password. An unknown e-mail and a wrong password get the same
// error after the same work. The fifth failure within 15 minutes locks the account (until a
// password reset) and revokes its persistent logins; its sessions are signed out at their next
// call, told why (see lock). Failures from one address are limited too.
func (s *Service) SignIn(ctx context.Context, in SignInInput, cur session.Session, c Client) (SignedIn, error) {
	if err := limited(s.signInIP.Check(c.IP)); err != nil {
		return SignedIn{}, err
	}
	cust, err := s.store.CustomerByEmail(ctx, in.Email)
	known := err == nil
	if err != nil && !errors.Is(err, ErrNotFound) {
		return SignedIn{}, err
	}
	ok, rehash, err := s.hasher.Verify(ctx, in.Password, cust.PasswordHash)
	if err != nil {
		return SignedIn{}, err
	}
	now := s.now()
	if known {
		if locked, reason := cust.Locked(); locked {
			s.signInIP.Hit(c.IP)
			_ = s.store.InsertEvent(ctx, Event{At: now, Kind: EventSignInFailed, CustomerID: cust.ID, IP: c.IP, Detail: "locked"})
			return SignedIn{}, &LockedError{Reason: reason}
		}
	}
	if !ok {
		s.signInIP.Hit(c.IP)
		return SignedIn{}, s.failedSignIn(ctx, cust, known, in.Email, c, now)
	}
	if rehash {
		if h, err := s.hasher.Hash(ctx, in.Password); err == nil {
			cust.PasswordHash = h
		}
	}
	var out SignedIn
	err = s.tx(ctx, func(tx TxStore) error {
		if rehash {
			if err := tx.SetPasswordHash(ctx, cust.ID, cust.PasswordHash, cust.PasswordChangedAt); err != nil {
				return err
			}
		}
		if err := tx.InsertEvent(ctx, Event{At: now, Kind: EventSignIn, CustomerID: cust.ID, IP: c.IP}); err != nil {
			return err
		}
		out, err = s.startSession(ctx, tx, cust, cur, in.Remember, now)
		return err
	})
	return out, err
}

// failedSignIn records a failure and locks the account on the fifth within the window.
func (s *Service) failedSignIn(ctx context.Context, cust Customer, known bool, email string, c Client, now time.Time) error {
	if !known {
		_ = s.store.InsertEvent(ctx, Event{At: now, Kind: EventSignInFailed, EmailHash: HashedEmail(email), IP: c.IP, Detail: "unknown e-mail"})
		return ErrBadCredentials
	}
	err := s.tx(ctx, func(tx TxStore) error {
		if err := tx.InsertEvent(ctx, Event{At: now, Kind: EventSignInFailed, CustomerID: cust.ID, IP: c.IP, Detail: "wrong password"}); err != nil {
			return err
		}
		n, err := tx.FailedSignIns(ctx, cust.ID, now.Add(-LockWindow))
		if err != nil || n < LockAfter {
			return err
		}
		return s.lock(ctx, tx, cust.ID, LockTooManyAttempts, c, now)
	})
	if err != nil {
		return err
	}
	return ErrBadCredentials
}

// lock locks an account and revokes its persistent logins. Its sessions are kept so that each
// learns why once: the next getSession signs it out and says the account is locked (docs/accounts.md#who-is-shopping),
// and until then every account operation refuses it (Signed answers a *LockedError) and signs it
// out. Deleting them here would sign their owner out without a word, as if by a fault.
func (s *Service) lock(ctx context.Context, tx TxStore, customerID, reason string, c Client, now time.Time) error {
	if err := tx.LockCustomer(ctx, customerID, reason, now); err != nil {
		return err
	}
	if err := tx.DeleteRememberTokens(ctx, customerID); err != nil {
		return err
	}
	return tx.InsertEvent(ctx, Event{At: now, Kind: EventLocked, CustomerID: customerID, IP: c.IP, Detail: reason})
}

// Lock locks an account for a reason (fraud checks, customer service) and signs it out everywhere
// at once: a session that may be a fraudster's does not wait for its next call.
func (s *Service) Lock(ctx context.Context, customerID, reason string) error {
	return s.tx(ctx, func(tx TxStore) error {
		if err := s.lock(ctx, tx, customerID, reason, Client{}, s.now()); err != nil {
			return err
		}
		return tx.DeleteCustomerSessions(ctx, customerID, "")
	})
}

// SignOut ends cur and starts a new anonymous session (rotation), revoking the browser's
// persistent login when it has one.
func (s *Service) SignOut(ctx context.Context, cur session.Session, rememberCookie string, c Client) (session.Session, error) {
	now := s.now()
	next := session.New(now, "", session.AuthNone, cur.DeviceData)
	err := s.tx(ctx, func(tx TxStore) error {
		if err := tx.CreateSession(ctx, next); err != nil {
			return err
		}
		if cur.ID != "" {
			if err := tx.DeleteSession(ctx, cur.ID); err != nil {
				return err
			}
		}
		if selector, _, ok := strings.Cut(rememberCookie, "."); ok {
			if err := tx.DeleteRememberToken(ctx, selector); err != nil {
				return err
			}
		}
		if cur.CustomerID == "" {
			return nil
		}
		return tx.InsertEvent(ctx, Event{At: now, Kind: EventSignOut, CustomerID: cur.CustomerID, IP: c.IP})
	})
	return next, err
}

// Recognise turns a persistent-login cookie into a soft-recognised session: the shop knows who
// it is, but account details need a password again. ErrNotFound when the token is unknown,
// expired or forged, or the account is locked.
func (s *Service) Recognise(ctx context.Context, cookie string, c Client) (session.Session, error) {
	selector, validator, ok := strings.Cut(cookie, ".")
	if !ok || selector == "" || validator == "" {
		return session.Session{}, ErrNotFound
	}
	t, err := s.store.RememberToken(ctx, selector)
	if err != nil {
		return session.Session{}, err
	}
	now := s.now()
	if subtle.ConstantTimeCompare([]byte(tokenHash(validator)), []byte(t.ValidatorHash)) != 1 || !now.Before(t.ExpiresAt) {
		return session.Session{}, ErrNotFound
	}
	cust, err := s.store.Customer(ctx, t.CustomerID)
	if err != nil {
		return session.Session{}, err
	}
	if locked, _ := cust.Locked(); locked {
		return session.Session{}, ErrNotFound
	}
	sess := session.New(now, cust.ID, session.AuthSoft, "")
	err = s.tx(ctx, func(tx TxStore) error {
		if err := tx.CreateSession(ctx, sess); err != nil {
			return err
		}
		return tx.InsertEvent(ctx, Event{At: now, Kind: EventRemembered, CustomerID: cust.ID, IP: c.IP})
	})
	return sess, err
}

// Customer returns the session's customer, whether signed in or recognised.
func (s *Service) Customer(ctx context.Context, id string) (Customer, error) {
	return s.store.Customer(ctx, id)
}

// Current is the session's customer, soft or hard signed in, or nil: an account that is gone,
// erased or locked is no customer (docs/accounts.md#who-is-shopping).
func (s *Service) Current(ctx context.Context, sess session.Session) *Customer {
	if sess.CustomerID == "" {
		return nil
	}
	cust, err := s.store.Customer(ctx, sess.CustomerID)
	if err != nil || !cust.ErasedAt.IsZero() {
		return nil
	}
	if locked, _ := cust.Locked(); locked {
		return nil
	}
	return &cust
}

// Signed returns the customer of a hard-signed-in session, or ErrLoginRequired (anonymous, or
// only recognised by "remember me"), or a *LockedError when the account has been locked since.
func (s *Service) Signed(ctx context.Context, sess session.Session) (Customer, error) {
	if !sess.SignedIn() {
		return Customer{}, ErrLoginRequired
	}
	cust, err := s.store.Customer(ctx, sess.CustomerID)
	if errors.Is(err, ErrNotFound) {
		return Customer{}, ErrLoginRequired
	}
	if err != nil {
		return Customer{}, err
	}
	if locked, reason := cust.Locked(); locked {
		return Customer{}, &LockedError{Reason: reason}
	}
	return cust, nil
}

// SignedRecently is Signed for what could take an account over (changing the password, deleting
// the account, managing saved cards): the sign-in must be recent too (session.RecentSignIn), or the
// answer is ErrSignInAgain (docs/accounts.md#recent-sign-in).
func (s *Service) SignedRecently(ctx context.Context, sess session.Session) (Customer, error) {
	cust, err := s.Signed(ctx, sess)
	if err != nil {
		return Customer{}, err
	}
	if !sess.SignedInRecently(s.now()) {
		return Customer{}, ErrSignInAgain
	}
	return cust, nil
}

// RequestPasswordReset e-mails a single-use reset link valid for an hour, when the e-mail has an
// account. The answer is the same either way, so it says nothing about who has an account.
func (s *Service) RequestPasswordReset(ctx context.Context, email string, c Client) error {
	var errs validate.Errors
	email = string(contact.ParseEmail(&errs, "emailAddress", email))
	if err := errs.Err(); err != nil {
		return err
	}
	if err := limited(s.resetIP.Check(c.IP)); err != nil {
		return err
	}
	if err := limited(s.resetEmail.Allow(email)); err != nil {
		return err
	}
	s.resetIP.Hit(c.IP)
	now := s.now()
	cust, err := s.store.CustomerByEmail(ctx, email)
	if errors.Is(err, ErrNotFound) {
		return s.store.InsertEvent(ctx, Event{At: now, Kind: EventResetRequested, EmailHash: HashedEmail(email), IP: c.IP, Detail: "unknown e-mail"})
	}
	if err != nil {
		return err
	}
	if !cust.DeletionRequestedAt.IsZero() {
		return s.store.InsertEvent(ctx, Event{At: now, Kind: EventResetRequested, CustomerID: cust.ID, IP: c.IP, Detail: "deletion requested"})
	}
	token := id.Token(32)
	data := s.mailData(cust.FirstName)
	data.ActionURL = s.cfg.PublicURL + "/reset-password?token=" + token
	data.ValidFor = "1 hour"
	msg, err := mail.Compose(mail.PasswordReset, cust.Email, data)
	if err != nil {
		return err
	}
	return s.tx(ctx, func(tx TxStore) error {
		r := PasswordReset{TokenHash: tokenHash(token), CustomerID: cust.ID, CreatedAt: now, ExpiresAt: now.Add(ResetValidFor)}
		if err := tx.InsertPasswordReset(ctx, r); err != nil {
			return err
		}
		if err := tx.InsertEvent(ctx, Event{At: now, Kind: EventResetRequested, CustomerID: cust.ID, IP: c.IP}); err != nil {
			return err
		}
		return tx.Enqueue(ctx, mail.SendArgs{Message: msg}, nil)
	})
}

// SetPassword sets a new password with a reset token: the token is used up, every other token,
// session and persistent login of the account goes, and a lock from failed attempts is lifted.
func (s *Service) SetPassword(ctx context.Context, token, password string, c Client) error {
	var errs validate.Errors
	if strings.TrimSpace(token) == "" {
		errs.Add("token", validate.MissingArgs)
	}
	Password(&errs, "password", password)
	if err := errs.Err(); err != nil {
		return err
	}
	now := s.now()
	r, err := s.store.PasswordReset(ctx, tokenHash(token))
	if errors.Is(err, ErrNotFound) || (err == nil && (!r.UsedAt.IsZero() || !now.Before(r.ExpiresAt))) {
		return ErrInvalidToken
	}
	if err != nil {
		return err
	}
	cust, err := s.store.Customer(ctx, r.CustomerID)
	if errors.Is(err, ErrNotFound) {
		return ErrResetNotPossible
	}
	if err != nil {
		return err
	}
	if !cust.DeletionRequestedAt.IsZero() || !cust.ErasedAt.IsZero() {
		return ErrResetNotPossible
	}
	if r.CreatedAt.Before(cust.PasswordChangedAt) {
		return ErrInvalidToken // superseded: the password changed after this link was sent
	}
	if err := s.checkNewPassword(ctx, cust, password); err != nil {
		return err
	}
	hash, err := s.hasher.Hash(ctx, password)
	if err != nil {
		return err
	}
	return s.tx(ctx, func(tx TxStore) error {
		if err := tx.UsePasswordReset(ctx, r.TokenHash, now); err != nil {
			if errors.Is(err, ErrTokenUsed) {
				return ErrInvalidToken
			}
			return err
		}
		if err := s.replacePassword(ctx, tx, cust.ID, hash, "", now); err != nil {
			return err
		}
		return tx.InsertEvent(ctx, Event{At: now, Kind: EventReset, CustomerID: cust.ID, IP: c.IP})
	})
}

// checkNewPassword refuses the current password (REUSE_PASSWORD) and easy ones (WEAK_PASSWORD).
func (s *Service) checkNewPassword(ctx context.Context, cust Customer, password string) error {
	if Weak(password, cust.Email, cust.FirstName, cust.LastName) {
		return ErrWeakPassword
	}
	if cust.PasswordHash != "" {
		same, _, err := s.hasher.Verify(ctx, password, cust.PasswordHash)
		if err != nil {
			return err
		}
		if same {
			return ErrReusedPassword
		}
	}
	return nil
}

// replacePassword stores a new hash and signs the account out everywhere but keep.
func (s *Service) replacePassword(ctx context.Context, tx TxStore, customerID, hash, keep string, now time.Time) error {
	if err := tx.SetPasswordHash(ctx, customerID, hash, now); err != nil {
		return err
	}
	if err := tx.DeletePasswordResets(ctx, customerID); err != nil {
		return err
	}
	if err := tx.DeleteRememberTokens(ctx, customerID); err != nil {
		return err
	}
	return tx.DeleteCustomerSessions(ctx, customerID, keep)
}

// ChangePassword changes a signed-in customer's password after checking the current one. Other
// sessions and persistent logins are signed out; this one stays.
func (s *Service) ChangePassword(ctx context.Context, sess session.Session, current, password string, c Client) error {
	var errs validate.Errors
	if current == "" {
		errs.Add("currentPassword", validate.MissingArgs)
	}
	Password(&errs, "password", password)
	if err := errs.Err(); err != nil {
		return err
	}
	cust, err := s.SignedRecently(ctx, sess)
	if err != nil {
		return err
	}
	ok, _, err := s.hasher.Verify(ctx, current, cust.PasswordHash)
	if err != nil {
		return err
	}
	if !ok {
		// Counted like a failed sign-in: a borrowed session must not become a way to guess the
		// password without the lock.
		return s.failedSignIn(ctx, cust, true, cust.Email, c, s.now())
	}
	if err := s.checkNewPassword(ctx, cust, password); err != nil {
		return err
	}
	hash, err := s.hasher.Hash(ctx, password)
	if err != nil {
		return err
	}
	now := s.now()
	return s.tx(ctx, func(tx TxStore) error {
		if err := s.replacePassword(ctx, tx, cust.ID, hash, sess.ID, now); err != nil {
			return err
		}
		return tx.InsertEvent(ctx, Event{At: now, Kind: EventPasswordChanged, CustomerID: cust.ID, IP: c.IP})
	})
}

// UpdateProfile replaces a signed-in customer's personal details.
func (s *Service) UpdateProfile(ctx context.Context, sess session.Session, p Profile) (Customer, error) {
	cust, err := s.Signed(ctx, sess)
	if err != nil {
		return Customer{}, err
	}
	if err := s.store.UpdateProfile(ctx, cust.ID, p, s.now()); err != nil {
		return Customer{}, err
	}
	return s.store.Customer(ctx, cust.ID)
}

// SetPreferredStore records a signed-in customer's store (the caller checks it exists).
func (s *Service) SetPreferredStore(ctx context.Context, sess session.Session, storeNumber string) (Customer, error) {
	cust, err := s.Signed(ctx, sess)
	if err != nil {
		return Customer{}, err
	}
	if err := s.store.SetPreferredStore(ctx, cust.ID, storeNumber, s.now()); err != nil {
		return Customer{}, err
	}
	return s.store.Customer(ctx, cust.ID)
}

// EnewsOptIn subscribes an e-mail to the newsletter; a signed-in customer subscribing their own
// address also opts their account into marketing.
func (s *Service) EnewsOptIn(ctx context.Context, sess session.Session, email string) error {
	var errs validate.Errors
	email = string(contact.ParseEmail(&errs, "emailAddress", email))
	if err := errs.Err(); err != nil {
		return err
	}
	now := s.now()
	source := "anonymous"
	if sess.CustomerID != "" {
		source = "customer"
	}
	return s.tx(ctx, func(tx TxStore) error {
		if err := tx.SubscribeEnews(ctx, email, source, now); err != nil {
			return err
		}
		if sess.CustomerID == "" {
			return nil
		}
		cust, err := tx.Customer(ctx, sess.CustomerID)
		if err != nil || cust.Email != email {
			return err
		}
		p := Profile{FirstName: cust.FirstName, LastName: cust.LastName, Mobile: cust.Mobile,
			AllowTracking: cust.AllowTracking, SubscribeToRewards: cust.SubscribeToRewards, OptIntoMarketing: true}
		return tx.UpdateProfile(ctx, cust.ID, p, now)
	})
}

func (s *Service) mailData(firstName string) mail.Data {
	return mail.Data{ShopName: s.cfg.ShopName, ShopURL: s.cfg.PublicURL, FirstName: firstName}
}

// Melbourne is the shop's time zone: business days and dates shown to shoppers are Melbourne's.
var Melbourne = mustZone("Australia/Melbourne")

func mustZone(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(fmt.Sprintf("time zone %s: %v", name, err)) // time/tzdata is linked in (platform/clock)
	}
	return loc
}

// AddBusinessDays returns t plus n working days (Monday to Friday, Melbourne time).
func AddBusinessDays(t time.Time, n int) time.Time {
	d := t.In(Melbourne)
	for n > 0 {
		d = d.AddDate(0, 0, 1)
		if wd := d.Weekday(); wd != time.Saturday && wd != time.Sunday {
			n--
		}
	}
	return d
}

// DeleteInput is deleteAccount's confirmation: the account's e-mail and names, typed again.
type DeleteInput struct{ Email, FirstName, LastName string }

// ParseDelete parses deleteAccount's fields.
func ParseDelete(r DeleteRequest) (DeleteInput, error) {
	var errs validate.Errors
	in := DeleteInput{
		Email:     string(contact.ParseEmail(&errs, "email", r.Email)),
		FirstName: string(contact.ParseName(&errs, "firstName", r.FirstName)),
		LastName:  string(contact.ParseName(&errs, "lastName", r.LastName)),
	}
	return in, errs.Err()
}

// EraseArgs is the job that erases an account's personal data once the grace period is over.
type EraseArgs struct {
	CustomerID string `json:"customerId"`
}

// Kind implements job.Args.
func (EraseArgs) Kind() string { return "account_erase" }

// RequestDeletion records a signed-in customer's request to delete their account: the account is
// closed at once (signed out everywhere, sign-in refused), a confirmation e-mail goes out, and a
// job erases the personal data after DeletionBusinessDays business days. It returns when, and
// the anonymous session that replaces sess.
func (s *Service) RequestDeletion(ctx context.Context, sess session.Session, in DeleteInput, c Client) (time.Time, session.Session, error) {
	cust, err := s.SignedRecently(ctx, sess)
	if err != nil {
		return time.Time{}, session.Session{}, err
	}
	var errs validate.Errors
	if in.Email != cust.Email {
		errs.Add("email", validate.InvalidEmail)
	}
	if !strings.EqualFold(in.FirstName, cust.FirstName) {
		errs.Add("firstName", contact.KeyFormat)
	}
	if !strings.EqualFold(in.LastName, cust.LastName) {
		errs.Add("lastName", contact.KeyFormat)
	}
	errs.Message("The details don't match this account.")
	if err := errs.Err(); err != nil {
		return time.Time{}, session.Session{}, err
	}
	now := s.now()
	due := AddBusinessDays(now, s.cfg.DeletionBusinessDays)
	data := s.mailData(cust.FirstName)
	data.ProcessBy = due.Format("Monday 2 January 2006")
	msg, err := mail.Compose(mail.DeletionRequested, cust.Email, data)
	if err != nil {
		return time.Time{}, session.Session{}, err
	}
	next := session.New(now, "", session.AuthNone, sess.DeviceData)
	err = s.tx(ctx, func(tx TxStore) error {
		if err := tx.RequestDeletion(ctx, cust.ID, now, due); err != nil {
			return err
		}
		if err := tx.DeleteCustomerSessions(ctx, cust.ID, ""); err != nil {
			return err
		}
		if err := tx.DeleteRememberTokens(ctx, cust.ID); err != nil {
			return err
		}
		if err := tx.CreateSession(ctx, next); err != nil {
			return err
		}
		if err := tx.InsertEvent(ctx, Event{At: now, Kind: EventDeleteRequested, CustomerID: cust.ID, IP: c.IP}); err != nil {
			return err
		}
		if err := tx.Enqueue(ctx, mail.SendArgs{Message: msg}, nil); err != nil {
			return err
		}
		return tx.Enqueue(ctx, EraseArgs{CustomerID: cust.ID}, &job.InsertOpts{ScheduledAt: due, MaxAttempts: 25})
	})
	return due, next, err
}

// ErrNotDue means the erase job ran before the account's deletion was due (a clock moved): River
// runs it again later.
var ErrNotDue = errors.New("account: deletion not due yet")

// Erase is the deletion job's work: after the grace period it erases the account's personal data
// (orders, when there are any, keep their lines and totals without the person's details) and
// e-mails a last confirmation to the address it is about to forget.
func (s *Service) Erase(ctx context.Context, a EraseArgs) error {
	cust, err := s.store.Customer(ctx, a.CustomerID)
	if errors.Is(err, ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	if cust.DeletionRequestedAt.IsZero() || !cust.ErasedAt.IsZero() {
		return nil // withdrawn by customer service, or done already
	}
	now := s.now()
	if now.Before(cust.DeletionDueAt) {
		return ErrNotDue
	}
	msg, err := mail.Compose(mail.AccountDeleted, cust.Email, s.mailData(cust.FirstName))
	if err != nil {
		return err
	}
	return s.tx(ctx, func(tx TxStore) error {
		if err := tx.Enqueue(ctx, mail.SendArgs{Message: msg}, nil); err != nil {
			return err
		}
		if err := tx.DeleteCustomerSessions(ctx, cust.ID, ""); err != nil {
			return err
		}
		if err := tx.EraseCustomer(ctx, cust.ID, now); err != nil {
			return err
		}
		return tx.InsertEvent(ctx, Event{At: now, Kind: EventErased, CustomerID: cust.ID})
	})
}

// AuditRetention is how long the security audit log keeps an event: long enough for a customer's
// "someone got into my account last winter", and for the yearly security review.
const AuditRetention = 400 * 24 * time.Hour

// CleanupArgs is the periodic job that deletes expired persistent logins and reset tokens, and
// audit events past AuditRetention.
type CleanupArgs struct{}

// Kind implements job.Args.
func (CleanupArgs) Kind() string { return "account_cleanup" }

// Cleanup is the periodic job's work. Expired tokens are already refused (their expiry is checked);
// this keeps the tables from growing without bound.
func (s *Service) Cleanup(ctx context.Context, _ CleanupArgs) error {
	now := s.now()
	n, err := s.store.DeleteExpiredTokens(ctx, now, now.Add(-AuditRetention))
	if err == nil && n > 0 {
		slog.InfoContext(ctx, "deleted expired account tokens and old audit events", "count", n)
	}
	return err
}

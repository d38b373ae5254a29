package staff

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/id"
	"github.com/wattle/storefront/internal/platform/validate"
)

// Errors of the Service.
var (
	// ErrInvalidEmail means an e-mail address is empty or malformed.
	ErrInvalidEmail = errors.New("staff: invalid e-mail")
	// ErrInvalidRole means a role is not one of Roles.
	ErrInvalidRole = errors.New("staff: invalid role")
	// ErrInvalidName means a name is too long or holds control characters.
	ErrInvalidName = errors.New("staff: invalid name")
	// ErrBadCredentials means the e-mail and password do not make a pair of an enabled member.
	// It never says which half was wrong, nor whether the account exists.
	ErrBadCredentials = errors.New("staff: wrong e-mail or password")
)

// Sign-in policy.
const (
	// SessionTTL is how long a staff session lasts from sign-in: a shift, not a month. It does
	// not slide; staff sign in again the next day.
	SessionTTL = 12 * time.Hour
	// MaxFailures is how many failed sign-ins in a row lock a member out.
	MaxFailures = 5
	// LockoutDuration is how long that lockout lasts.
	LockoutDuration = 15 * time.Minute
	// SystemActor is the audit log's actor for changes the shop makes itself (the command line).
	SystemActor = "system"
	// maxName bounds a member's name.
	maxName = 100
)

// Audit actions the service writes.
const (
	ActionAdded        = "staff.added"
	ActionDisabled     = "staff.disabled"
	ActionSignIn       = "staff.signIn"
	ActionSignInFailed = "staff.signInFailed"
	ActionLocked       = "staff.locked"
	ActionSignOut      = "staff.signOut"
)

// Service manages staff accounts, their sign-in and sessions, and writes the audit log.
type Service struct {
	store  Store
	hasher *account.Hasher
	clock  clock.Clock
}

// NewService returns a staff service.
func NewService(store Store, hasher *account.Hasher, c clock.Clock) *Service {
	return &Service{store: store, hasher: hasher, clock: c}
}

// now drops monotonic readings and sub-millisecond precision, as stored, so that what a method
// returns equals what a later read answers.
func (s *Service) now() time.Time { return s.clock.Now().Round(0).Truncate(time.Millisecond).UTC() }

// ParseEmail checks an e-mail address with the shop's rules for customers' and returns it
// normalised (trimmed, lower case); ErrInvalidEmail when it is malformed.
func ParseEmail(email string) (string, error) {
	var errs validate.Errors
	e := account.Email(&errs, "email", email)
	if errs.Err() != nil {
		return "", ErrInvalidEmail
	}
	return e, nil
}

// Add creates a staff account with a random initial password, which it returns: the only time
// anyone sees it (only its argon2id hash is kept). actor is who added it, for the audit log
// (SystemActor for the command line).
func (s *Service) Add(ctx context.Context, actor, email, name string, role Role) (Member, string, error) {
	email, err := ParseEmail(email)
	if err != nil {
		return Member{}, "", err
	}
	if _, ok := ParseRole(string(role)); !ok {
		return Member{}, "", ErrInvalidRole
	}
	name = strings.TrimSpace(name)
	if utf8.RuneCountInString(name) > maxName || strings.ContainsFunc(name, unicode.IsControl) {
		return Member{}, "", ErrInvalidName
	}
	if actor == "" {
		actor = SystemActor
	}
	password := NewPassword()
	hash, err := s.hasher.Hash(ctx, password)
	if err != nil {
		return Member{}, "", fmt.Errorf("hash password: %w", err)
	}
	now := s.now()
	m := Member{ID: id.Token(12), Email: email, Name: name, Role: role, PasswordHash: hash, CreatedAt: now, UpdatedAt: now}
	if err := s.store.InsertStaffMember(ctx, m); err != nil {
		return Member{}, "", err
	}
	if err := s.Audit(ctx, actor, ActionAdded, email, map[string]string{"role": string(role)}); err != nil {
		return Member{}, "", err
	}
	return m, password, nil
}

// passwordAlphabet leaves out characters that read alike (0 O o, 1 l I): the initial password is
// read off a terminal and typed in by hand.
const passwordAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789"

// PasswordLength is the length of an initial password: 20 characters of 56 are 116 bits.
const PasswordLength = 20

// NewPassword returns a random password of PasswordLength characters of an alphabet without
// look-alikes, drawn without modulo bias.
func NewPassword() string {
	const n = len(passwordAlphabet)
	limit := byte(256 - 256%n) // bytes at or above limit would favour the first characters
	out := make([]byte, 0, PasswordLength)
	buf := make([]byte, 2*PasswordLength)
	for len(out) < PasswordLength {
		_, _ = rand.Read(buf) // crypto/rand.Read never fails on supported platforms
		for _, b := range buf {
			if b < limit && len(out) < PasswordLength {
				out = append(out, passwordAlphabet[int(b)%n])
			}
		}
	}
	return string(out)
}

// tokenHash is how a session token is stored: its SHA-256, as the account package stores reset and
// remember tokens. The token is 256 random bits, so no salt or slow hash is needed, and a copy of
// the table does not hold a working token.
func tokenHash(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// malformedEmail stands in the audit log for an e-mail a failed sign-in gave that is no e-mail.
const malformedEmail = "(malformed e-mail)"

// SignIn checks a member's e-mail and password and starts a session, whose token it returns (for
// the cookie; only its hash is stored). A wrong pair, an unknown e-mail and a disabled account all
// answer ErrBadCredentials, after the same password hashing, so the answer and its timing say
// nothing of which it was. MaxFailures failures in a row lock the member for LockoutDuration: the
// failure that locks and every attempt while locked answer ErrLocked, right password or not.
// Every attempt costs a hash, a locked account's too, so no kind of attempt is cheaper to repeat.
func (s *Service) SignIn(ctx context.Context, email, password string) (string, Member, error) {
	// A malformed e-mail (a NUL byte, 10 kB of text) has no account: it is not looked up, nor
	// written to the log as it came.
	addr, perr := ParseEmail(email)
	m, err := Member{}, ErrNotFound
	if perr == nil {
		m, err = s.store.StaffMemberByEmail(ctx, addr)
	}
	if err != nil && !errors.Is(err, ErrNotFound) {
		return "", Member{}, err
	}
	known := err == nil
	// An unknown e-mail is hashed against a dummy hash (m.PasswordHash is ""), as long as a known one.
	ok, rehash, err := s.hasher.Verify(ctx, password, m.PasswordHash)
	if err != nil {
		return "", Member{}, err
	}
	switch {
	case !known:
		if perr != nil {
			addr = malformedEmail
		}
		return "", Member{}, s.refuse(ctx, addr, "unknown", ErrBadCredentials)
	case m.Disabled:
		return "", Member{}, s.refuse(ctx, m.Email, "disabled", ErrBadCredentials)
	case m.Locked(s.now()):
		return "", Member{}, s.refuse(ctx, m.Email, "locked", ErrLocked)
	case !ok:
		return "", Member{}, s.failed(ctx, m)
	}
	return s.succeeded(ctx, m, password, rehash)
}

// refuse logs a refused sign-in of email for reason and answers err (or the log's failure).
func (s *Service) refuse(ctx context.Context, email, reason string, err error) error {
	if aerr := s.Audit(ctx, email, ActionSignInFailed, email, map[string]string{"reason": reason}); aerr != nil {
		return aerr
	}
	return err
}

// failed records a wrong password for m and answers the error SignIn returns.
func (s *Service) failed(ctx context.Context, m Member) error {
	now := s.now()
	n, locked, err := s.store.RecordStaffFailure(ctx, m.ID, now, MaxFailures, now.Add(LockoutDuration))
	if errors.Is(err, ErrLocked) {
		// A concurrent attempt locked the member while this one hashed.
		return ErrLocked
	}
	if err != nil {
		return err
	}
	if !locked {
		if err := s.Audit(ctx, m.Email, ActionSignInFailed, m.Email, map[string]any{"reason": "password", "failed": n}); err != nil {
			return err
		}
		return ErrBadCredentials
	}
	if err := s.Audit(ctx, m.Email, ActionSignInFailed, m.Email, map[string]any{"reason": "password", "failed": MaxFailures}); err != nil {
		return err
	}
	if err := s.Audit(ctx, SystemActor, ActionLocked, m.Email,
		map[string]string{"until": now.Add(LockoutDuration).Format(time.RFC3339)}); err != nil {
		return err
	}
	return ErrLocked
}

// succeeded starts a session for m, whose password was right. The member is read again first:
// concurrent guesses may have locked it (or an admin disabled it) while this one hashed, and a
// right guess after the lock must not get in.
func (s *Service) succeeded(ctx context.Context, m Member, password string, rehash bool) (string, Member, error) {
	m, err := s.store.StaffMember(ctx, m.ID)
	if err != nil {
		return "", Member{}, err
	}
	now := s.now()
	switch {
	case m.Disabled:
		return "", Member{}, ErrBadCredentials
	case m.Locked(now):
		return "", Member{}, ErrLocked
	}
	if rehash {
		// The hash was made with older parameters: replace it while the password is at hand.
		// A failure is logged, not fatal: the old hash still works.
		if h, err := s.hasher.Hash(ctx, password); err != nil {
			slog.WarnContext(ctx, "staff: rehash password", "staff", m.ID, "err", err)
		} else {
			m.PasswordHash = h
		}
	}
	if m.Failed != 0 || !m.LockedUntil.IsZero() || rehash {
		m.Failed, m.LockedUntil, m.UpdatedAt = 0, time.Time{}, now
		if err := s.store.UpdateStaffMember(ctx, m); err != nil {
			return "", Member{}, err
		}
	}
	token := id.Token(32)
	sess := Session{TokenHash: tokenHash(token), StaffID: m.ID, ExpiresAt: now.Add(SessionTTL), CreatedAt: now}
	if err := s.store.InsertStaffSession(ctx, sess); err != nil {
		return "", Member{}, err
	}
	if err := s.Audit(ctx, m.Email, ActionSignIn, m.Email, nil); err != nil {
		return "", Member{}, err
	}
	return token, m, nil
}

// Resolve returns the member signed in with token: ErrNotFound when the token is empty, unknown
// or expired, or its member has since been disabled.
func (s *Service) Resolve(ctx context.Context, token string) (Member, error) {
	if token == "" {
		return Member{}, ErrNotFound
	}
	sess, err := s.store.StaffSession(ctx, tokenHash(token), s.now())
	if err != nil {
		return Member{}, err
	}
	m, err := s.store.StaffMember(ctx, sess.StaffID)
	if err != nil {
		return Member{}, err
	}
	if m.Disabled {
		return Member{}, ErrNotFound
	}
	return m, nil
}

// SignOut ends the session of token (an unknown or empty token: nothing to do).
func (s *Service) SignOut(ctx context.Context, token string) error {
	if token == "" {
		return nil
	}
	m, err := s.Resolve(ctx, token)
	if err := s.store.DeleteStaffSession(ctx, tokenHash(token)); err != nil {
		return err
	}
	if err == nil {
		return s.Audit(ctx, m.Email, ActionSignOut, m.Email, nil)
	}
	return nil
}

// ErrSelf is a member disabling their own account: someone else must (the shop would otherwise
// lose its last admin to a slip).
var ErrSelf = errors.New("staff: a member cannot disable their own account")

// Disable turns a member's account off and ends its sessions; actor is who did it (ErrSelf when
// it is the member). Disabling a disabled member changes nothing and logs nothing.
func (s *Service) Disable(ctx context.Context, actor, email string) error {
	if strings.EqualFold(email, actor) {
		return ErrSelf
	}
	m, err := s.store.StaffMemberByEmail(ctx, account.NormalizeEmail(email))
	if err != nil {
		return err
	}
	if m.Disabled {
		return nil
	}
	m.Disabled, m.UpdatedAt = true, s.now()
	if err := s.store.UpdateStaffMember(ctx, m); err != nil {
		return err
	}
	if err := s.store.DeleteStaffSessions(ctx, m.ID); err != nil {
		return err
	}
	return s.Audit(ctx, actor, ActionDisabled, m.Email, nil)
}

// ErrWeakPassword is a new password the shop's password rules refuse.
var ErrWeakPassword = errors.New("staff: password too weak")

// ActionPasswordChanged is the audit action of a member changing their own password.
const ActionPasswordChanged = "staff.passwordChanged"

// ChangePassword replaces m's password after checking the current one (ErrBadCredentials); the new
// one follows the customers' rules (at least 8 characters, not a common password, not the e-mail or
// name). Every other session of m ends.
func (s *Service) ChangePassword(ctx context.Context, m Member, current, next, keepToken string) error {
	m, err := s.store.StaffMember(ctx, m.ID)
	if err != nil {
		return err
	}
	ok, _, err := s.hasher.Verify(ctx, current, m.PasswordHash)
	if err != nil {
		return err
	}
	if !ok {
		// Counted and logged like a failed sign-in: a session is not a licence to guess.
		return s.failed(ctx, m)
	}
	if n := utf8.RuneCountInString(next); n < 8 || n > 128 || next == current || account.Weak(next, m.Email, m.Name) {
		return ErrWeakPassword
	}
	expires := s.now().Add(SessionTTL)
	if keepToken != "" {
		if cur, err := s.store.StaffSession(ctx, tokenHash(keepToken), s.now()); err == nil {
			expires = cur.ExpiresAt // the session keeps its end: sessions do not slide
		}
	}
	hash, err := s.hasher.Hash(ctx, next)
	if err != nil {
		return err
	}
	m.PasswordHash, m.UpdatedAt = hash, s.now()
	if err := s.store.UpdateStaffMember(ctx, m); err != nil {
		return err
	}
	if err := s.store.DeleteStaffSessions(ctx, m.ID); err != nil {
		return err
	}
	if keepToken != "" {
		// This browser stays signed in: its session is made again under the same token.
		if err := s.store.InsertStaffSession(ctx, Session{TokenHash: tokenHash(keepToken), StaffID: m.ID,
			ExpiresAt: expires, CreatedAt: s.now()}); err != nil {
			return err
		}
	}
	return s.Audit(ctx, m.Email, ActionPasswordChanged, m.Email, nil)
}

// Members lists every staff account by e-mail.
func (s *Service) Members(ctx context.Context) ([]Member, error) { return s.store.StaffMembers(ctx) }

// Entries reads the audit log: subject's entries oldest first, or with subject "" the latest
// entries newest first; at most limit (≤ 0: AuditLimit).
func (s *Service) Entries(ctx context.Context, subject string, limit int) ([]AuditEntry, error) {
	return s.store.Audit(ctx, subject, limit)
}

// Audit appends an entry to the audit log now: actor did action to subject, detail (nil for none)
// encoded as JSON.
func (s *Service) Audit(ctx context.Context, actor, action, subject string, detail any) error {
	return WriteAudit(ctx, s.store, s.now(), actor, action, subject, detail)
}

// WriteAudit appends an entry to st at at, detail (nil for none) encoded as JSON. Changes made by
// staff call it with their transaction's AuditStore, so the change and its entry commit together.
func WriteAudit(ctx context.Context, st AuditStore, at time.Time, actor, action, subject string, detail any) error {
	e := AuditEntry{At: at, Actor: actor, Action: action, Subject: subject}
	if detail != nil {
		b, err := json.Marshal(detail)
		if err != nil {
			return fmt.Errorf("audit %s: %w", action, err)
		}
		e.Detail = string(b)
	}
	if err := st.InsertAudit(ctx, e); err != nil {
		return fmt.Errorf("audit %s: %w", action, err)
	}
	return nil
}

// CleanupArgs is the periodic job that deletes expired staff sessions.
type CleanupArgs struct{}

// Kind implements job.Args.
func (CleanupArgs) Kind() string { return "staff_session_cleanup" }

// Cleanup deletes expired staff sessions (the periodic job's work). Expired sessions are already
// refused (Resolve filters on expiry); this keeps the table from growing without bound.
func (s *Service) Cleanup(ctx context.Context, _ CleanupArgs) error {
	n, err := s.store.DeleteExpiredStaffSessions(ctx, s.now())
	if err == nil && n > 0 {
		slog.InfoContext(ctx, "deleted expired staff sessions", "count", n)
	}
	return err
}

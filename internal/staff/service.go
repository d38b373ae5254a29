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
	"net/netip"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/id"
	"github.com/wattle/storefront/internal/platform/ratelimit"
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
	// MaxFailures is how many failed sign-ins in a row from one address lock a member out at
	// that address (and only there: docs/staff.md#sign-in).
	MaxFailures = 5
	// FailureWindow is how long a failure is remembered: one that comes this long or longer
	// after the one before it starts the count again.
	FailureWindow = 15 * time.Minute
	// LockoutDuration is how long that lockout lasts.
	LockoutDuration = 15 * time.Minute
	// ThrottleWindow is the window of the per-address throttle (Limits).
	ThrottleWindow = 15 * time.Minute
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

// Limits are the per-node rate limits of staff sign-in (attempts per ThrottleWindow); zero turns
// one off.
type Limits struct {
	// SignInFailuresPerIP is how many failed sign-ins (and wrong current passwords) one client
	// address may make in ThrottleWindow, whatever the accounts; after that every attempt from it
	// is refused before any password is checked.
	SignInFailuresPerIP int
}

// DefaultLimits leave a back office of a few dozen people behind one address room for
// everybody's typos, and give a guesser at one address 20 tries a quarter-hour across every account.
var DefaultLimits = Limits{SignInFailuresPerIP: 20}

// Service manages staff accounts, their sign-in and sessions, and writes the audit log.
type Service struct {
	store  Store
	hasher *account.Hasher
	clock  clock.Clock
	// signInIP counts failures per client address in this node's memory (the lockout per
	// member and address, which must hold across nodes, is counted in the database).
	signInIP *ratelimit.Limiter
}

// NewService returns a staff service with the rate limits l.
func NewService(store Store, hasher *account.Hasher, c clock.Clock, l Limits) *Service {
	return &Service{store: store, hasher: hasher, clock: c, signInIP: ratelimit.New(l.SignInFailuresPerIP, ThrottleWindow, c)}
}

// maxAddress bounds an address as counted: whatever a client or a proxy sent, no key is longer.
const maxAddress = 64

// AddressOf is the address a client's failures are counted against: an IPv4 address as it is,
// an IPv6 address by its /64 network (one subscriber's: a host there can pick any of 2^64
// addresses, and would otherwise get a fresh count with each). Anything else is kept as it came,
// cut to 64 bytes; no address at all is "unknown".
func AddressOf(ip string) string {
	a, err := netip.ParseAddr(ip)
	if err != nil {
		if ip == "" {
			return "unknown"
		}
		return strings.ToValidUTF8(ip[:min(len(ip), maxAddress)], "?")
	}
	a = a.Unmap().WithZone("")
	if a.Is4() {
		return a.String()
	}
	p, _ := a.Prefix(64)
	return p.String()
}

// throttled answers an *account.LimitedError (the customers' ERR_RATE_LIMITED) when the client's
// address has failed too often of late.
func (s *Service) throttled(where string) error {
	if ok, after := s.signInIP.Check(where); !ok {
		return &account.LimitedError{RetryAfter: after}
	}
	return nil
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

// SignIn checks a member's e-mail and password from client c and starts a session, whose token
// it returns (for the cookie; only its hash is stored). A wrong pair, an unknown e-mail and a
// disabled account all answer ErrBadCredentials, after the same password hashing, so the answer
// and its timing say nothing of which it was. MaxFailures failures in a row from one address lock
// the member at that address for LockoutDuration: the failure that locks and every attempt from
// there while locked answer ErrLocked, right password or not; the member still signs in from
// anywhere else. Every attempt costs a hash, a locked one's too, so no kind of attempt is cheaper
// to repeat, except one from an address over its throttle (Limits): that is refused first, with
// an *account.LimitedError, before the account is looked up or any password hashed.
func (s *Service) SignIn(ctx context.Context, email, password string, c account.Client) (string, Member, error) {
	where := AddressOf(c.IP)
	if err := s.throttled(where); err != nil {
		return "", Member{}, err
	}
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
	if !ok || !known || m.Disabled {
		s.signInIP.Hit(where)
	}
	switch {
	case !known:
		if perr != nil {
			addr = malformedEmail
		}
		return "", Member{}, s.refuse(ctx, addr, "unknown", c, ErrBadCredentials)
	case m.Disabled:
		return "", Member{}, s.refuse(ctx, m.Email, "disabled", c, ErrBadCredentials)
	case !ok:
		return "", Member{}, s.failed(ctx, m, c)
	}
	return s.succeeded(ctx, m, password, rehash, c)
}

// refuse logs a refused sign-in of email from c for reason and answers err (or the log's failure).
func (s *Service) refuse(ctx context.Context, email, reason string, c account.Client, err error) error {
	if aerr := s.Audit(ctx, email, ActionSignInFailed, email, map[string]string{"reason": reason, "address": c.IP}); aerr != nil {
		return aerr
	}
	return err
}

// failed records a wrong password for m from c and answers the error SignIn returns: ErrLocked
// when m was locked at c's address already or this failure locked it, ErrBadCredentials otherwise.
func (s *Service) failed(ctx context.Context, m Member, c account.Client) error {
	now := s.now()
	until := now.Add(LockoutDuration)
	n, locked, err := s.store.RecordStaffFailure(ctx, m.ID, AddressOf(c.IP), now, now.Add(-FailureWindow), MaxFailures, until)
	if errors.Is(err, ErrLocked) {
		// Locked here already (perhaps by a concurrent attempt while this one hashed): not counted.
		return s.refuse(ctx, m.Email, "locked", c, ErrLocked)
	}
	if err != nil {
		return err
	}
	if !locked {
		if err := s.Audit(ctx, m.Email, ActionSignInFailed, m.Email,
			map[string]any{"reason": "password", "failed": n, "address": c.IP}); err != nil {
			return err
		}
		return ErrBadCredentials
	}
	if err := s.Audit(ctx, m.Email, ActionSignInFailed, m.Email,
		map[string]any{"reason": "password", "failed": MaxFailures, "address": c.IP}); err != nil {
		return err
	}
	if err := s.Audit(ctx, SystemActor, ActionLocked, m.Email,
		map[string]string{"until": until.Format(time.RFC3339), "address": c.IP}); err != nil {
		return err
	}
	return ErrLocked
}

// unlocked answers ErrLocked (logged) when m is locked at c's address now, and otherwise clears
// the address's failures: the password was right. It is read after the password is checked:
// concurrent guesses from the address may have locked m while this attempt hashed, and a right
// guess after the lock must not get in.
func (s *Service) unlocked(ctx context.Context, m Member, c account.Client) error {
	where, now := AddressOf(c.IP), s.now()
	f, err := s.store.StaffFailures(ctx, m.ID, where)
	switch {
	case err != nil:
		return err
	case f.Locked(now):
		s.signInIP.Hit(where)
		return s.refuse(ctx, m.Email, "locked", c, ErrLocked)
	case !f.UpdatedAt.IsZero(): // failures from here were counted: a right password forgets them
		return s.store.ClearStaffFailures(ctx, m.ID, where, now)
	}
	return nil
}

// succeeded starts a session for m, whose password was right. The member is read again first: an
// admin may have disabled it while this attempt hashed.
func (s *Service) succeeded(ctx context.Context, m Member, password string, rehash bool, c account.Client) (string, Member, error) {
	m, err := s.store.StaffMember(ctx, m.ID)
	if err != nil {
		return "", Member{}, err
	}
	if m.Disabled {
		return "", Member{}, ErrBadCredentials
	}
	if err := s.unlocked(ctx, m, c); err != nil {
		return "", Member{}, err
	}
	now := s.now()
	if rehash {
		// The hash was made with older parameters: replace it while the password is at hand.
		// A failure is logged, not fatal: the old hash still works.
		if h, err := s.hasher.Hash(ctx, password); err != nil {
			slog.WarnContext(ctx, "staff: rehash password", "staff", m.ID, "err", err)
		} else {
			m.PasswordHash, m.UpdatedAt = h, now
			if err := s.store.UpdateStaffMember(ctx, m); err != nil {
				return "", Member{}, err
			}
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

// ChangePassword replaces m's password after checking the current one, sent from client c
// (ErrBadCredentials); the new one follows the customers' rules (at least 8 characters, not a
// common password, not the e-mail or name). Every other session of m ends. A wrong current
// password counts as a failed sign-in from c (the throttle's *account.LimitedError and the lockout's
// ErrLocked included), and a right one while m is locked at c's address is refused alike.
func (s *Service) ChangePassword(ctx context.Context, m Member, current, next, keepToken string, c account.Client) error {
	where := AddressOf(c.IP)
	if err := s.throttled(where); err != nil {
		return err
	}
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
		s.signInIP.Hit(where)
		return s.failed(ctx, m, c)
	}
	if err := s.unlocked(ctx, m, c); err != nil {
		return err
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

// Listed is a staff account as the list of them shows it.
type Listed struct {
	Member
	// Locks are the addresses the member is locked out at now, each with when it ends.
	Locks []Failures
}

// Locked reports whether the member is locked out anywhere (from some address) now.
func (l Listed) Locked() bool { return len(l.Locks) > 0 }

// Members lists every staff account by e-mail, with the addresses each is locked out at.
func (s *Service) Members(ctx context.Context) ([]Listed, error) {
	ms, err := s.store.StaffMembers(ctx)
	if err != nil {
		return nil, err
	}
	locks, err := s.store.StaffLocks(ctx, s.now())
	if err != nil {
		return nil, err
	}
	byMember := map[string][]Failures{}
	for _, l := range locks {
		byMember[l.MemberID] = append(byMember[l.MemberID], l)
	}
	out := make([]Listed, len(ms))
	for i, m := range ms {
		out[i] = Listed{Member: m, Locks: byMember[m.ID]}
	}
	return out, nil
}

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

// CleanupArgs is the periodic job that deletes expired staff sessions and stale sign-in failures.
type CleanupArgs struct{}

// Kind implements job.Args. The name predates the failures' clean-up; queued jobs keep it.
func (CleanupArgs) Kind() string { return "staff_session_cleanup" }

// Cleanup deletes expired staff sessions and the failure counts that count for nothing any more
// (the periodic job's work). Both are already disregarded (Resolve filters on expiry, a count
// older than FailureWindow starts again); this keeps the tables from growing without bound.
func (s *Service) Cleanup(ctx context.Context, _ CleanupArgs) error {
	now := s.now()
	n, err := s.store.DeleteExpiredStaffSessions(ctx, now)
	if err != nil {
		return err
	}
	if n > 0 {
		slog.InfoContext(ctx, "deleted expired staff sessions", "count", n)
	}
	n, err = s.store.DeleteStaleStaffFailures(ctx, now.Add(-FailureWindow), now)
	if err == nil && n > 0 {
		slog.InfoContext(ctx, "deleted stale staff sign-in failures", "count", n)
	}
	return err
}

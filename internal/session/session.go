// Package session keeps shopper sessions on the server: the session cookie names a row that holds
// the csrf token (and, later, the signed-in customer and cart). Nothing lives in a node's memory, so
// any node behind a load balancer can answer any request.
package session

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/id"
)

// ErrNotFound means the session does not exist or has expired.
var ErrNotFound = errors.New("session: not found")

// Session is one browser's server-side state.
type Session struct {
	ID        string
	CSRFToken string
	// DeviceData is the fraud provider's device fingerprint id, passed on with payments.
	DeviceData string
	// CustomerID is the signed-in (or recognised) customer; "" for an anonymous shopper.
	CustomerID string
	// Auth is how the customer is known: AuthNone, AuthSoft or AuthHard.
	Auth Auth
	// AuthAt is when the customer signed in (or was recognised).
	AuthAt    time.Time
	CreatedAt time.Time
	ExpiresAt time.Time
}

// Auth is how far a session's customer is trusted (docs/accounts.md#who-is-shopping: hard sign-in, soft recognised
// session, persistently logged in).
type Auth int

// The authentication levels.
const (
	// AuthNone: an anonymous shopper or a guest.
	AuthNone Auth = 0
	// AuthSoft: recognised from a "remember me" token. The shop greets them and keeps their cart,
	// but they sign in again before seeing or changing account details.
	AuthSoft Auth = 1
	// AuthHard: signed in with a password in this session.
	AuthHard Auth = 2
)

// SignedIn reports whether the session's customer signed in with a password.
func (s Session) SignedIn() bool { return s.CustomerID != "" && s.Auth == AuthHard }

// RecentSignIn is how long a password sign-in counts as recent: changing the password, deleting the
// account and managing saved cards need one this fresh (docs/accounts.md#recent-sign-in), so a
// session left open on a shared computer cannot be used to take the account over.
const RecentSignIn = 12 * time.Hour

// SignedInRecently reports whether the session's customer signed in with a password within
// RecentSignIn of now.
func (s Session) SignedInRecently(now time.Time) bool {
	return s.SignedIn() && !s.AuthAt.IsZero() && now.Sub(s.AuthAt) <= RecentSignIn
}

// New returns a new session (not yet stored) for a customer ("" for anonymous) at auth, carrying
// over the fraud device id of the session it replaces. A new session has a new id and csrf token:
// signing in or out rotates both, so a session id fixed before sign-in is worthless after it.
func New(now time.Time, customerID string, auth Auth, deviceData string) Session {
	if customerID == "" {
		auth = AuthNone
	}
	s := Session{ID: id.Token(32), CSRFToken: id.Token(32), DeviceData: deviceData, CustomerID: customerID,
		Auth: auth, CreatedAt: now, ExpiresAt: expiry(now, now)}
	if auth != AuthNone {
		s.AuthAt = now
	}
	return s
}

// Key is what a store keeps in place of a session's id: its SHA-256, in hex. The id is a bearer
// secret (whoever has it is the shopper); like every other token of the shop, only its hash is
// stored, so a copy of the database, a backup or a log of its rows signs no one in.
func Key(id string) string {
	sum := sha256.Sum256([]byte(id))
	return hex.EncodeToString(sum[:])
}

// Store persists sessions. It keys them by Key(id): the id given to each method is the session's
// own (the cookie's value), and no row holds it.
type Store interface {
	// CreateSession inserts a new session.
	CreateSession(ctx context.Context, s Session) error
	// Session returns an unexpired session by id, or ErrNotFound.
	Session(ctx context.Context, id string, now time.Time) (Session, error)
	// TouchSession moves a session's expiry forward.
	TouchSession(ctx context.Context, id string, expires time.Time) error
	// SetDeviceData records the fraud device id on a session.
	SetDeviceData(ctx context.Context, id, deviceData string) error
	// DeleteSession removes one session (sign-out, rotation).
	DeleteSession(ctx context.Context, id string) error
	// DeleteCustomerSessions removes every session of a customer except keep ("" keeps none):
	// a lock, a password change or a deletion request signs them out everywhere.
	DeleteCustomerSessions(ctx context.Context, customerID, keep string) error
	// DeleteExpiredSessions removes sessions that expired at or before now and reports how many.
	DeleteExpiredSessions(ctx context.Context, now time.Time) (int, error)
}

// Lifetime is how long an idle session lives. Use slides it forward, at most once an hour, so a
// busy shopper does not cost a write per request.
const Lifetime = 30 * 24 * time.Hour

// AbsoluteLifetime is how long a session lives however busy: use never slides it past its creation
// plus this. Signing in starts a new session, so a sign-in lasts at most this long; after it a
// "remember me" login recognises the shopper again (softly), and anyone else starts afresh.
const AbsoluteLifetime = 90 * 24 * time.Hour

// Service creates and resolves sessions.
type Service struct {
	store Store
	clock clock.Clock
}

// NewService returns a session service.
func NewService(store Store, c clock.Clock) *Service { return &Service{store: store, clock: c} }

// Resolve returns the session named by sid, or a new one when sid is empty, unknown or expired.
// created reports whether a new session was made, so the caller sets the cookie.
func (s *Service) Resolve(ctx context.Context, sid string) (sess Session, created bool, err error) {
	sess, err = s.Lookup(ctx, sid)
	switch {
	case errors.Is(err, ErrNotFound):
		sess, err = s.Start(ctx)
		return sess, err == nil, err
	case err != nil:
		return Session{}, false, err
	}
	sess, err = s.Slide(ctx, sess)
	return sess, false, err
}

// Start makes a new session.
func (s *Service) Start(ctx context.Context) (Session, error) {
	sess := New(s.clock.Now(), "", AuthNone, "")
	if err := s.store.CreateSession(ctx, sess); err != nil {
		return Session{}, fmt.Errorf("create session: %w", err)
	}
	return sess, nil
}

// expiry is when a session created at created and used at now expires: Lifetime after its last
// use, never later than AbsoluteLifetime after its creation.
func expiry(created, now time.Time) time.Time {
	idle, end := now.Add(Lifetime), created.Add(AbsoluteLifetime)
	if idle.After(end) {
		return end
	}
	return idle
}

// Slide moves a session's expiry forward when it is more than an hour old, so a busy shopper costs
// at most one write an hour; a session near its absolute end is not moved (it cannot be).
func (s *Service) Slide(ctx context.Context, sess Session) (Session, error) {
	now := s.clock.Now()
	if next := expiry(sess.CreatedAt, now); next.Sub(sess.ExpiresAt) >= time.Hour {
		sess.ExpiresAt = next
		if err := s.store.TouchSession(ctx, sess.ID, sess.ExpiresAt); err != nil {
			return Session{}, err
		}
	}
	return sess, nil
}

// Lookup returns an existing, unexpired session without creating one.
func (s *Service) Lookup(ctx context.Context, sid string) (Session, error) {
	if sid == "" {
		return Session{}, ErrNotFound
	}
	return s.store.Session(ctx, sid, s.clock.Now())
}

// ErrInvalidDeviceData means a fraud device id is empty or implausible.
var ErrInvalidDeviceData = errors.New("session: invalid device data")

// maxDeviceData bounds the device id: fraud providers issue ids of a few dozen characters.
const maxDeviceData = 128

// SetDeviceData records the fraud provider's device id on the session, for the payment step.
func (s *Service) SetDeviceData(ctx context.Context, id, deviceData string) error {
	if deviceData == "" || len(deviceData) > maxDeviceData {
		return ErrInvalidDeviceData
	}
	return s.store.SetDeviceData(ctx, id, deviceData)
}

// CleanupArgs is the periodic job that deletes expired sessions.
type CleanupArgs struct{}

// Kind implements job.Args.
func (CleanupArgs) Kind() string { return "session_cleanup" }

// Cleanup deletes expired sessions (the periodic job's work). Expired sessions are already
// invisible (Lookup filters on expiry); this keeps the table from growing without bound.
func (s *Service) Cleanup(ctx context.Context, _ CleanupArgs) error {
	n, err := s.store.DeleteExpiredSessions(ctx, s.clock.Now())
	if err == nil && n > 0 {
		slog.InfoContext(ctx, "deleted expired sessions", "count", n)
	}
	return err
}

package httpapi

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/feature"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/session"
)

// countingSessions is an in-memory session store that counts lookups.
type countingSessions struct {
	lookups atomic.Int64
	s       session.Session
}

func (c *countingSessions) CreateSession(_ context.Context, s session.Session) error {
	c.s = s
	return nil
}

func (c *countingSessions) Session(_ context.Context, id string, now time.Time) (session.Session, error) {
	c.lookups.Add(1)
	if id != c.s.ID || !c.s.ExpiresAt.After(now) {
		return session.Session{}, session.ErrNotFound
	}
	return c.s, nil
}
func (c *countingSessions) TouchSession(context.Context, string, time.Time) error { return nil }
func (c *countingSessions) DeleteSession(context.Context, string) error           { return nil }
func (c *countingSessions) DeleteCustomerSessions(context.Context, string, string) error {
	return nil
}
func (c *countingSessions) SetDeviceData(_ context.Context, id, d string) error {
	c.s.DeviceData = d
	return nil
}
func (c *countingSessions) DeleteExpiredSessions(context.Context, time.Time) (int, error) {
	return 0, nil
}

// TestSessionResolvedOnce: the csrf check and the handler share one lookup of the session.
func TestSessionResolvedOnce(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	store := &countingSessions{s: session.Session{ID: "sid", CSRFToken: "tok", CreatedAt: now, ExpiresAt: now.Add(time.Hour)}}
	clk := clock.NewFixed(now)
	srv := New(Deps{Config: config.Default(), Clock: clk, Sessions: session.NewService(store, clk), Features: feature.NewSet(nil)})
	req := httptest.NewRequest(http.MethodPost, "/api/session/fraud-device", strings.NewReader("dtid=dev-1"))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("X-CSRF-Token", "tok")
	req.AddCookie(&http.Cookie{Name: sessionCookie, Value: "sid"})
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK || store.s.DeviceData != "dev-1" {
		t.Fatalf("status %d, device data %q: %s", rec.Code, store.s.DeviceData, rec.Body)
	}
	if n := store.lookups.Load(); n != 1 {
		t.Fatalf("session looked up %d times in one request, want 1", n)
	}
	// A catalogue read never looks the session up.
	store.lookups.Store(0)
	req = httptest.NewRequest(http.MethodGet, "/api/environment", nil)
	req.AddCookie(&http.Cookie{Name: sessionCookie, Value: "sid"})
	rec = httptest.NewRecorder()
	srv.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK || store.lookups.Load() != 0 {
		t.Fatalf("environment: status %d, %d lookups", rec.Code, store.lookups.Load())
	}
}

package session

import (
	"context"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/platform/clock"
)

// memStore is a Store in memory, expiring as the real ones do.
type memStore struct{ rows map[string]Session }

func (m *memStore) CreateSession(_ context.Context, s Session) error { m.rows[s.ID] = s; return nil }
func (m *memStore) Session(_ context.Context, id string, now time.Time) (Session, error) {
	s, ok := m.rows[id]
	if !ok || !s.ExpiresAt.After(now) {
		return Session{}, ErrNotFound
	}
	return s, nil
}
func (m *memStore) TouchSession(_ context.Context, id string, expires time.Time) error {
	s := m.rows[id]
	s.ExpiresAt = expires
	m.rows[id] = s
	return nil
}
func (m *memStore) SetDeviceData(context.Context, string, string) error          { return nil }
func (m *memStore) DeleteSession(_ context.Context, id string) error             { delete(m.rows, id); return nil }
func (m *memStore) DeleteCustomerSessions(context.Context, string, string) error { return nil }
func (m *memStore) DeleteExpiredSessions(context.Context, time.Time) (int, error) {
	return 0, nil
}

// TestSessionEndsAtItsAbsoluteLifetime: use keeps a session alive while it is idle less than
// Lifetime, but never past AbsoluteLifetime after it began.
func TestSessionEndsAtItsAbsoluteLifetime(t *testing.T) {
	start := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
	clk := clock.NewFixed(start)
	store := &memStore{rows: map[string]Session{}}
	svc := NewService(store, clk)
	sess := New(start, "c1", AuthHard, "")
	if err := store.CreateSession(context.Background(), sess); err != nil {
		t.Fatal(err)
	}
	for day := 20; day < 90; day += 20 {
		clk.Advance(20 * 24 * time.Hour)
		got, created, err := svc.Resolve(context.Background(), sess.ID)
		if err != nil || created || got.CustomerID != "c1" {
			t.Fatalf("day %d: %+v created=%v %v", day, got, created, err)
		}
		if end := start.Add(AbsoluteLifetime); got.ExpiresAt.After(end) {
			t.Fatalf("day %d: expires %s, after the absolute end %s", day, got.ExpiresAt, end)
		}
	}
	clk.Advance(start.Add(AbsoluteLifetime).Sub(clk.Now()))
	got, created, err := svc.Resolve(context.Background(), sess.ID)
	if err != nil || !created || got.ID == sess.ID || got.CustomerID != "" {
		t.Fatalf("at 90 days: %+v created=%v %v, want a new anonymous session", got, created, err)
	}
}

// TestSlideWritesAtMostHourly: a busy shopper costs one write an hour, not one a request.
func TestSlideWritesAtMostHourly(t *testing.T) {
	start := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
	clk := clock.NewFixed(start)
	store := &memStore{rows: map[string]Session{}}
	svc := NewService(store, clk)
	sess := New(start, "", AuthNone, "")
	_ = store.CreateSession(context.Background(), sess)
	clk.Advance(59 * time.Minute)
	got, _ := svc.Slide(context.Background(), sess)
	if !got.ExpiresAt.Equal(sess.ExpiresAt) {
		t.Fatalf("slid after 59 minutes: %s", got.ExpiresAt)
	}
	clk.Advance(time.Minute)
	got, _ = svc.Slide(context.Background(), sess)
	if want := clk.Now().Add(Lifetime); !got.ExpiresAt.Equal(want) || !store.rows[sess.ID].ExpiresAt.Equal(want) {
		t.Fatalf("after an hour: %s (stored %s), want %s", got.ExpiresAt, store.rows[sess.ID].ExpiresAt, want)
	}
}

// TestSignedInRecently: 12 hours after a password sign-in it is no longer recent; a remembered
// (soft) session never is.
func TestSignedInRecently(t *testing.T) {
	at := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
	hard := New(at, "c1", AuthHard, "")
	if !hard.SignedInRecently(at.Add(RecentSignIn)) || hard.SignedInRecently(at.Add(RecentSignIn+time.Second)) {
		t.Fatal("recent is not 12 hours")
	}
	if soft := New(at, "c1", AuthSoft, ""); soft.SignedInRecently(at) {
		t.Fatal("a remembered session counts as a recent sign-in")
	}
	if anon := New(at, "", AuthHard, ""); anon.SignedInRecently(at) {
		t.Fatal("an anonymous session counts as a recent sign-in")
	}
}

// TestKey: the stored key is the id's SHA-256 and tells nothing of the id.
func TestKey(t *testing.T) {
	if got := Key("abc"); got != "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" {
		t.Fatalf("Key(abc) = %s", got)
	}
}

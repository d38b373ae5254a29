package storagetest

import (
	"context"
	"database/sql"
	"fmt"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/session"
)

// SessionKeys checks that an engine keeps no session id, only its session.Key, and that migration
// 0016 re-keys the sessions open before it so they keep working. open opens the engine (again) on
// one database, migrating it; raw reaches the same database without the engine; ph is the engine's
// placeholder.
func SessionKeys(t *testing.T, open func() Engine, raw *sql.DB, ph func(int) string) {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Millisecond)
	count := func(id string) int {
		t.Helper()
		var n int
		if err := raw.QueryRowContext(ctx, `SELECT COUNT(*) FROM sessions WHERE id = `+ph(1), id).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	e := open()
	s := session.Session{ID: "the-cookie-value", CSRFToken: "tok", CreatedAt: now, ExpiresAt: now.Add(time.Hour)}
	if err := e.CreateSession(ctx, s); err != nil {
		t.Fatal(err)
	}
	if count(s.ID) != 0 || count(session.Key(s.ID)) != 1 {
		t.Fatalf("stored under the id itself (%d rows) or not under its key (%d rows)", count(s.ID), count(session.Key(s.ID)))
	}
	if got, err := e.Session(ctx, s.ID, now); err != nil || got.ID != s.ID {
		t.Fatalf("Session = %+v, %v", got, err)
	}
	if _, err := e.Session(ctx, session.Key(s.ID), now); err == nil {
		t.Fatal("the stored key works as a session id")
	}
	if err := e.DeleteSession(ctx, s.ID); err != nil || count(session.Key(s.ID)) != 0 {
		t.Fatalf("DeleteSession left the row (%v)", err)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}

	// A session stored before the migration, under its id, is re-keyed by it and still found.
	if _, err := raw.ExecContext(ctx, fmt.Sprintf(`INSERT INTO sessions (id, csrf_token, created_at, expires_at) VALUES (%s, 'tok', %s, %s)`,
		ph(1), ph(2), ph(3)), "from-before", now.UnixMilli(), now.Add(time.Hour).UnixMilli()); err != nil {
		t.Fatal(err)
	}
	if _, err := raw.ExecContext(ctx, `DELETE FROM schema_migrations WHERE version = '0016_session_keys.sql'`); err != nil {
		t.Fatal(err)
	}
	e = open()
	defer e.Close()
	if got, err := e.Session(ctx, "from-before", now); err != nil || got.CSRFToken != "tok" {
		t.Fatalf("a session of before the migration: %+v, %v", got, err)
	}
	if count("from-before") != 0 {
		t.Fatal("the migration left the id in the table")
	}
}

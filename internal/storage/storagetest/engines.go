package storagetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"github.com/wattle/storefront/internal/storage/postgres"
	"github.com/wattle/storefront/internal/storage/sqlite"
)

// Opener opens a fresh, empty, migrated engine for one test and arranges its clean-up.
type Opener func(t testing.TB) Engine

// Engines returns the engines a test should run against: SQLite always, PostgreSQL when
// TEST_POSTGRES_URL is set (each test in its own schema, dropped afterwards).
func Engines() map[string]Opener {
	out := map[string]Opener{"sqlite": OpenSQLite}
	if base := os.Getenv("TEST_POSTGRES_URL"); base != "" {
		out["postgres"] = func(t testing.TB) Engine { return OpenPostgres(t, base) }
	}
	return out
}

// OpenSQLite opens a new SQLite database in the test's temporary directory.
func OpenSQLite(t testing.TB) Engine {
	t.Helper()
	db, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "test.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db
}

// PostgresSchema creates a fresh schema in the database at base, drops it when the test ends, and
// returns a URL whose connections use it: open several engines on it to play several nodes.
func PostgresSchema(t testing.TB, base string) string {
	t.Helper()
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	schema := "t_" + hex.EncodeToString(b)
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	if _, err := admin.Exec(`CREATE SCHEMA ` + schema); err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	t.Cleanup(func() {
		if a, err := sql.Open("pgx", base); err == nil {
			_, _ = a.Exec(`DROP SCHEMA ` + schema + ` CASCADE`)
			_ = a.Close()
		}
	})
	return u.String()
}

// OpenPostgres creates a fresh schema in the database at base, opens the engine on it and drops the
// schema when the test ends.
func OpenPostgres(t testing.TB, base string) Engine {
	t.Helper()
	u := PostgresSchema(t, base)
	db, err := postgres.Open(context.Background(), u)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() }) // runs before the schema is dropped
	return db
}

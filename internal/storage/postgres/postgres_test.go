package postgres_test

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"testing"

	"github.com/wattle/storefront/internal/storage/postgres"
	"github.com/wattle/storefront/internal/storage/storagetest"
)

// TestConformance runs the storage suite when TEST_POSTGRES_URL names a database.
func TestConformance(t *testing.T) {
	t.Parallel()
	base := os.Getenv("TEST_POSTGRES_URL")
	if base == "" {
		t.Skip("TEST_POSTGRES_URL not set")
	}
	storagetest.Run(t, func(t *testing.T) storagetest.Engine { return storagetest.OpenPostgres(t, base) })
}

// TestSessionKeys: no session id in the table, and sessions of before migration 0016 re-keyed.
func TestSessionKeys(t *testing.T) {
	t.Parallel()
	base := os.Getenv("TEST_POSTGRES_URL")
	if base == "" {
		t.Skip("TEST_POSTGRES_URL not set")
	}
	u := storagetest.PostgresSchema(t, base)
	raw, err := sql.Open("pgx", u)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	storagetest.SessionKeys(t, func() storagetest.Engine {
		db, err := postgres.Open(context.Background(), u)
		if err != nil {
			t.Fatal(err)
		}
		return db
	}, raw, func(i int) string { return fmt.Sprintf("$%d", i) })
}

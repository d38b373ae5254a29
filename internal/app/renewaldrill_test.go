package app

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/wattle/storefront/internal/storage"
	"github.com/wattle/storefront/internal/storage/postgres"
	"github.com/wattle/storefront/internal/storage/sqlite"
	"github.com/wattle/storefront/internal/storage/storagetest"
)

// TestRenewalsChargeOncePerPeriod runs the renewal sweep of memberships falling due at once on two
// nodes sharing PostgreSQL and two workers on SQLite, with a tenth of the cards declining: each
// period is charged once, never twice, and every membership moved on exactly once
// (docs/membership.md#billing).
func TestRenewalsChargeOncePerPeriod(t *testing.T) {
	t.Parallel()
	const n, declineEvery = 120, 10
	check := func(t *testing.T, nodes ...storage.Engine) {
		res, err := RenewalDrill(context.Background(), nodes, n, declineEvery)
		if err != nil {
			t.Fatal(err)
		}
		if res.Doubles != 0 || res.Paid != n-n/declineEvery || res.Declined != n/declineEvery {
			t.Fatalf("renewals of %d memberships: %+v; want %d paid, %d declined, no doubles", n, res, n-n/declineEvery, n/declineEvery)
		}
	}
	t.Run("sqlite two workers", func(t *testing.T) {
		t.Parallel()
		st, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "drill.db"))
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		check(t, st, st)
	})
	t.Run("postgres two nodes", func(t *testing.T) {
		base := os.Getenv("TEST_POSTGRES_URL")
		if base == "" {
			t.Skip("TEST_POSTGRES_URL not set")
		}
		t.Parallel()
		url := storagetest.PostgresSchema(t, base)
		var nodes []storage.Engine
		for range 2 {
			db, err := postgres.Open(context.Background(), url)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = db.Close() })
			nodes = append(nodes, db)
		}
		check(t, nodes...)
	})
}

package sqlite_test

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/wattle/storefront/internal/storage/sqlite"
	"github.com/wattle/storefront/internal/storage/storagetest"
)

// growing are the tables that grow with the shop's use (a row per shopper, session, order or
// attempt): no query may read the whole of one. The catalogue's and the stores' tables are read
// whole on purpose (the index is built from them) and are left out.
var growing = []string{"carts", "checkouts", "sessions", "customers", "orders", "payment_attempts", "addresses", "saved_payments",
	"remember_tokens", "password_resets", "security_events", "idempotency_keys", "back_in_stock_requests", "outbox",
	"consignments", "returns", "receipts", "staff_sessions", "staff_signin_failures"}

// TestQueriesUseIndexes runs the conformance suite, then asks SQLite how it would run every
// statement the suite prepared: none may scan a growing table. A lookup by a column whose index is
// partial must state the index's condition (a planner cannot know a parameter meets it); without
// it, finding a shopper's cart read every cart.
func TestQueriesUseIndexes(t *testing.T) {
	var (
		mu  sync.Mutex
		dbs []*sqlite.DB
	)
	t.Cleanup(func() {
		// After every subtest, parallel ones included.
		queries := map[string]bool{}
		for _, db := range dbs {
			for _, q := range sqlite.PreparedQueries(db) {
				queries[q] = true
			}
		}
		if len(queries) < 20 {
			t.Fatalf("only %d statements prepared: the check would prove nothing", len(queries))
		}
		db, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "plan.db"))
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		var bad []string
		for q := range queries {
			steps, err := sqlite.Plan(db, q)
			if err != nil {
				t.Errorf("explain %q: %v", q, err)
			}
			for _, step := range steps {
				f := strings.Fields(step)
				// A page read in an index's order (ORDER BY … LIMIT) stops after the page: bounded.
				paged := strings.Contains(step, "USING INDEX") && strings.Contains(q, " LIMIT ")
				if len(f) >= 2 && f[0] == "SCAN" && slices.Contains(growing, f[1]) && !strings.Contains(step, "COVERING INDEX") && !paged {
					bad = append(bad, step+"\n\t"+q)
				}
			}
		}
		slices.Sort(bad)
		for _, b := range bad {
			t.Errorf("%s", b)
		}
	})
	storagetest.Run(t, func(t *testing.T) storagetest.Engine {
		e := storagetest.OpenSQLite(t)
		mu.Lock()
		dbs = append(dbs, e.(*sqlite.DB))
		mu.Unlock()
		return e
	})
}

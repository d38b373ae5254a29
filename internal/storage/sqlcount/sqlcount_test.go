package sqlcount_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib"
	_ "modernc.org/sqlite"

	"github.com/wattle/storefront/internal/storage/sqlcount"
)

// TestCounts runs statements every way database/sql sends them (on the pool, prepared, in a
// transaction committed and one rolled back) and checks each is counted once, on each driver the
// shop uses.
func TestCounts(t *testing.T) {
	engines := map[string]string{"sqlite": "file:" + filepath.Join(t.TempDir(), "count.db")}
	if u := os.Getenv("TEST_POSTGRES_URL"); u != "" {
		engines["pgx"] = u
	}
	for driverName, dsn := range engines {
		t.Run(driverName, func(t *testing.T) {
			ctx := context.Background()
			db, err := sqlcount.Open(driverName, dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			if err := db.PingContext(ctx); err != nil {
				t.Fatal(err)
			}
			db.SetMaxOpenConns(1) // one connection: a temporary table is seen by every statement
			before := sqlcount.Load()
			mustExec := func(q string, args ...any) {
				t.Helper()
				if _, err := db.ExecContext(ctx, q, args...); err != nil {
					t.Fatalf("%s: %v", q, err)
				}
			}
			mustExec(`CREATE TEMPORARY TABLE counted (n integer)`) // 1
			mustExec(`INSERT INTO counted (n) VALUES (1)`)         // 2
			var n int
			if err := db.QueryRowContext(ctx, `SELECT count(*) FROM counted`).Scan(&n); err != nil || n != 1 { // 3
				t.Fatalf("count = %d, %v", n, err)
			}
			st, err := db.PrepareContext(ctx, `SELECT n FROM counted WHERE n = `+placeholder(driverName))
			if err != nil {
				t.Fatal(err)
			}
			for range 3 { // 4, 5, 6
				if err := st.QueryRowContext(ctx, 1).Scan(&n); err != nil {
					t.Fatal(err)
				}
			}
			_ = st.Close()
			tx, err := db.BeginTx(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO counted (n) VALUES (2)`); err != nil { // 7
				t.Fatal(err)
			}
			if err := tx.Commit(); err != nil {
				t.Fatal(err)
			}
			tx, err = db.BeginTx(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO counted (n) VALUES (3)`); err != nil { // 8
				t.Fatal(err)
			}
			if err := tx.Rollback(); err != nil {
				t.Fatal(err)
			}
			if err := db.QueryRowContext(ctx, `SELECT count(*) FROM counted`).Scan(&n); err != nil || n != 2 { // 9
				t.Fatalf("after commit and rollback, count = %d, %v", n, err)
			}
			after := sqlcount.Load()
			got := sqlcount.Counts{
				Statements:   after.Statements - before.Statements,
				Transactions: after.Transactions - before.Transactions,
				Commits:      after.Commits - before.Commits,
				Rollbacks:    after.Rollbacks - before.Rollbacks,
			}
			if want := (sqlcount.Counts{Statements: 9, Transactions: 2, Commits: 1, Rollbacks: 1}); got != want {
				t.Fatalf("counted %+v, want %+v", got, want)
			}
		})
	}
}

func placeholder(driverName string) string {
	if driverName == "pgx" {
		return "$1"
	}
	return "?"
}

// TestPrepareQueries: a query sent as text runs prepared, and gives the same answers; the same
// query while its earlier rows are still open runs apart and both sets of rows read right.
func TestPrepareQueries(t *testing.T) {
	ctx := context.Background()
	db, err := sqlcount.Open("sqlite", "file:"+filepath.Join(t.TempDir(), "prep.db"), sqlcount.PrepareQueries(8))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	tx, err := db.BeginTx(ctx, nil) // one connection throughout
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = tx.Rollback() }()
	if _, err := tx.ExecContext(ctx, `CREATE TABLE n (v integer); INSERT INTO n VALUES (1), (2), (3)`); err != nil {
		t.Fatal(err)
	}
	const q = `SELECT v FROM n WHERE v >= ? ORDER BY v`
	for range 3 {
		var v int
		if err := tx.QueryRowContext(ctx, q, 2).Scan(&v); err != nil || v != 2 {
			t.Fatalf("first row = %d, %v", v, err)
		}
	}
	outer, err := tx.QueryContext(ctx, q, 1)
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for outer.Next() {
		var v int
		if err := outer.Scan(&v); err != nil {
			t.Fatal(err)
		}
		// The same query again while the outer rows are open.
		var inner int
		if err := tx.QueryRowContext(ctx, q, 3).Scan(&inner); err != nil || inner != 3 {
			t.Fatalf("inner = %d, %v", inner, err)
		}
		got = append(got, v)
	}
	if err := outer.Close(); err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || got[0] != 1 || got[2] != 3 {
		t.Fatalf("outer rows = %v", got)
	}
	// A query that does not compile reports its error as it would unprepared.
	if _, err := tx.QueryContext(ctx, `SELECT nope FROM n`); err == nil {
		t.Fatal("a bad query answered")
	}
}

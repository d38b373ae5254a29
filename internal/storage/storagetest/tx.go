package storagetest

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/change"
	"github.com/wattle/storefront/internal/idempotency"
	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/session"
	"github.com/wattle/storefront/internal/storage"
)

// noopJob is a job nobody works; the tests only count its rows.
type noopJob struct{ N int }

func (noopJob) Kind() string { return "storagetest_noop" }

func testTxCommits(t *testing.T, e Engine) {
	ctx := context.Background()
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	err := e.WithTx(ctx, func(tx storage.Stores) error {
		if err := tx.CreateSession(ctx, session.Session{ID: "s1", CSRFToken: "t", CreatedAt: now, ExpiresAt: now.Add(time.Hour)}); err != nil {
			return err
		}
		if err := tx.SaveLevels(ctx, []inventory.Level{{VariantCode: "10000001", Location: "online", Quantity: 3}}); err != nil {
			return err
		}
		// A read inside the unit of work sees its own writes.
		if _, err := tx.Session(ctx, "s1", now); err != nil {
			return err
		}
		if err := tx.RecordChanges(ctx, []change.Change{{Kind: change.Stock, Code: "10000001", At: now}}); err != nil {
			return err
		}
		return tx.Enqueue(ctx, noopJob{N: 1}, nil)
	})
	if err != nil {
		t.Fatalf("WithTx: %v", err)
	}
	if _, err := e.Session(ctx, "s1", now); err != nil {
		t.Fatalf("committed session: %v", err)
	}
	lv, err := e.Levels(ctx, []string{"10000001"}, []string{"online"})
	if err != nil || len(lv) != 1 || lv[0].Quantity != 3 {
		t.Fatalf("committed stock = %+v, %v", lv, err)
	}
	// The stock write recorded its own change, then the explicit one followed.
	cs, err := e.ChangesSince(ctx, 0, 10)
	if err != nil || len(cs) != 2 || cs[0].Kind != change.Stock || cs[0].Code != "10000001" || cs[1].Seq <= cs[0].Seq || !cs[1].At.Equal(now) {
		t.Fatalf("changes = %+v, %v", cs, err)
	}
}

var errBoom = errors.New("boom")

func testTxRollsBack(t *testing.T, e Engine) {
	ctx := context.Background()
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	before, err := e.LastChange(ctx)
	if err != nil {
		t.Fatal(err)
	}
	err = e.WithTx(ctx, func(tx storage.Stores) error {
		if err := tx.CreateSession(ctx, session.Session{ID: "s2", CSRFToken: "t", CreatedAt: now, ExpiresAt: now.Add(time.Hour)}); err != nil {
			return err
		}
		if err := tx.SaveLevels(ctx, []inventory.Level{{VariantCode: "10000002", Location: "online", Quantity: 3}}); err != nil {
			return err
		}
		if err := tx.RecordChanges(ctx, []change.Change{{Kind: change.Stock, Code: "10000002", At: now}}); err != nil {
			return err
		}
		if err := tx.Enqueue(ctx, noopJob{N: 2}, nil); err != nil {
			return err
		}
		return errBoom
	})
	if !errors.Is(err, errBoom) {
		t.Fatalf("WithTx error = %v, want the function's own", err)
	}
	if _, err := e.Session(ctx, "s2", now); !errors.Is(err, session.ErrNotFound) {
		t.Fatalf("rolled-back session still there: %v", err)
	}
	if lv, _ := e.Levels(ctx, []string{"10000002"}, []string{"online"}); len(lv) != 0 {
		t.Fatalf("rolled-back stock still there: %+v", lv)
	}
	if after, _ := e.LastChange(ctx); after != before {
		t.Fatalf("rolled-back change recorded: %d → %d", before, after)
	}
}

func testConflictMapped(t *testing.T, e Engine) {
	ctx := context.Background()
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	s := session.Session{ID: "dup", CSRFToken: "t", CreatedAt: now, ExpiresAt: now.Add(time.Hour)}
	if err := e.CreateSession(ctx, s); err != nil {
		t.Fatal(err)
	}
	if err := e.CreateSession(ctx, s); !errors.Is(err, storage.ErrConflict) {
		t.Fatalf("duplicate insert = %v, want storage.ErrConflict", err)
	}
	// Inside a unit of work the conflict rolls the whole unit back and still maps.
	err := e.WithTx(ctx, func(tx storage.Stores) error {
		if err := tx.CreateSession(ctx, session.Session{ID: "other", CSRFToken: "t", CreatedAt: now, ExpiresAt: now.Add(time.Hour)}); err != nil {
			return err
		}
		return tx.CreateSession(ctx, s)
	})
	if !errors.Is(err, storage.ErrConflict) {
		t.Fatalf("duplicate insert in a transaction = %v, want storage.ErrConflict", err)
	}
	if _, err := e.Session(ctx, "other", now); !errors.Is(err, session.ErrNotFound) {
		t.Fatalf("the unit of work was not rolled back: %v", err)
	}
}

func testTxRetriesOnRetry(t *testing.T, e Engine) {
	ctx := context.Background()
	calls := 0
	err := e.WithTx(ctx, func(tx storage.Stores) error {
		calls++
		if calls < storage.MaxTxAttempts {
			return storage.ErrRetry
		}
		return nil
	})
	if err != nil || calls != storage.MaxTxAttempts {
		t.Fatalf("WithTx = %v after %d calls, want success after %d", err, calls, storage.MaxTxAttempts)
	}
}

func testIdempotency(t *testing.T, e Engine) {
	ctx := context.Background()
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	r := idempotency.Record{Scope: "placeOrder:s", Key: "k1", RequestHash: "h1", CreatedAt: now, ExpiresAt: now.Add(idempotency.TTL)}
	if err := e.InsertIdempotency(ctx, r); err != nil {
		t.Fatal(err)
	}
	if err := e.InsertIdempotency(ctx, r); !errors.Is(err, idempotency.ErrExists) {
		t.Fatalf("second insert = %v, want ErrExists", err)
	}
	got, err := e.Idempotency(ctx, r.Scope, r.Key)
	if err != nil || got.RequestHash != "h1" || got.Status != 0 || !got.CreatedAt.Equal(now) || !got.ExpiresAt.Equal(r.ExpiresAt) {
		t.Fatalf("in-flight record = %+v, %v", got, err)
	}
	answer := []byte(`{"success":true}`)
	if err := e.FinishIdempotency(ctx, r.Scope, r.Key, 200, answer); err != nil {
		t.Fatal(err)
	}
	got, err = e.Idempotency(ctx, r.Scope, r.Key)
	if err != nil || got.Status != 200 || string(got.Answer) != string(answer) {
		t.Fatalf("finished record = %+v, %v", got, err)
	}
	if err := e.FinishIdempotency(ctx, r.Scope, "missing", 200, answer); !errors.Is(err, idempotency.ErrNotFound) {
		t.Fatalf("finish missing = %v", err)
	}
	// A key may begin with a note, its answer while in flight.
	noted := r
	noted.Key, noted.Answer = "k2", []byte(`{"attempt":"pa_1"}`)
	if err := e.InsertIdempotency(ctx, noted); err != nil {
		t.Fatal(err)
	}
	if got, err := e.Idempotency(ctx, r.Scope, "k2"); err != nil || got.Status != 0 || string(got.Answer) != `{"attempt":"pa_1"}` {
		t.Fatalf("noted record = %+v, %v", got, err)
	}
	if _, err := e.Idempotency(ctx, "other", r.Key); !errors.Is(err, idempotency.ErrNotFound) {
		t.Fatalf("another scope = %v, want ErrNotFound", err)
	}
	n, err := e.DeleteExpiredIdempotency(ctx, now.Add(idempotency.TTL))
	if err != nil || n != 2 {
		t.Fatalf("DeleteExpiredIdempotency = %d, %v", n, err)
	}
	if err := e.DeleteIdempotency(ctx, r.Scope, r.Key); err != nil {
		t.Fatal(err)
	}
}

func testChanges(t *testing.T, e Engine) {
	ctx := context.Background()
	t0 := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	var cs []change.Change
	for i := range 5 {
		cs = append(cs, change.Change{Kind: change.Product, Code: string(rune('A' + i)), At: t0.Add(time.Duration(i) * time.Minute)})
	}
	if err := e.RecordChanges(ctx, cs); err != nil {
		t.Fatal(err)
	}
	all, err := e.ChangesSince(ctx, 0, 100)
	if err != nil || len(all) != 5 {
		t.Fatalf("ChangesSince(0) = %d, %v", len(all), err)
	}
	for i := 1; i < len(all); i++ {
		if all[i].Seq <= all[i-1].Seq || all[i].Code != string(rune('A'+i)) {
			t.Fatalf("changes out of order: %+v", all)
		}
	}
	page, err := e.ChangesSince(ctx, all[1].Seq, 2)
	if err != nil || len(page) != 2 || page[0].Seq != all[2].Seq {
		t.Fatalf("ChangesSince(after, 2) = %+v, %v", page, err)
	}
	last, err := e.LastChange(ctx)
	if err != nil || last != all[4].Seq {
		t.Fatalf("LastChange = %d, %v", last, err)
	}
	n, err := e.DeleteChangesBefore(ctx, t0.Add(2*time.Minute))
	if err != nil || n != 2 {
		t.Fatalf("DeleteChangesBefore = %d, %v", n, err)
	}
}

func testSessionCleanup(t *testing.T, e Engine) {
	ctx := context.Background()
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	for i, exp := range []time.Duration{-time.Hour, -time.Minute, time.Hour} {
		if err := e.CreateSession(ctx, session.Session{ID: string(rune('a' + i)), CSRFToken: "t", CreatedAt: now.Add(-2 * time.Hour), ExpiresAt: now.Add(exp)}); err != nil {
			t.Fatal(err)
		}
	}
	n, err := e.DeleteExpiredSessions(ctx, now)
	if err != nil || n != 2 {
		t.Fatalf("DeleteExpiredSessions = %d, %v; want 2", n, err)
	}
	if _, err := e.Session(ctx, "c", now); err != nil {
		t.Fatalf("live session deleted: %v", err)
	}
}

// testWritesRecordChanges: every catalogue, stock and store write records what it changed, in its
// own transaction; a bulk write records one change of the whole kind.
func testWritesRecordChanges(t *testing.T, e Engine) {
	ctx := context.Background()
	ps := seedCatalogue(t, e, 2)
	cs, err := e.ChangesSince(ctx, 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[change.Kind][]string{}
	for _, c := range cs {
		kinds[c.Kind] = append(kinds[c.Kind], c.Code)
	}
	if len(kinds[change.Category]) != len(cats) || len(kinds[change.Product]) != 2 || kinds[change.Product][0] != ps[0].Code {
		t.Fatalf("changes after seeding = %v", kinds)
	}
	last := cs[len(cs)-1].Seq
	v := ps[1].Variants[0].Code
	if err := e.SaveLevels(ctx, []inventory.Level{{VariantCode: v, Location: "online", Quantity: 0}, {VariantCode: v, Location: "5012", Quantity: 1}}); err != nil {
		t.Fatal(err)
	}
	cs, err = e.ChangesSince(ctx, last, 100)
	if err != nil || len(cs) != 1 || cs[0].Kind != change.Stock || cs[0].Code != v {
		t.Fatalf("one change per variant written: %+v, %v", cs, err)
	}
	var bulk []inventory.Level
	for i := range 600 {
		bulk = append(bulk, inventory.Level{VariantCode: fmt.Sprintf("%08d", 20000000+i), Location: "online", Quantity: 3})
	}
	if err := e.SaveLevels(ctx, bulk); err != nil {
		t.Fatal(err)
	}
	cs, err = e.ChangesSince(ctx, cs[0].Seq, 100)
	if err != nil || len(cs) != 1 || cs[0].Code != "*" || cs[0].Kind != change.Stock {
		t.Fatalf("a bulk write is one change of its kind: %+v, %v", cs, err)
	}
}

package idempotency_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/idempotency"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/storage/storagetest"
)

func TestBegin(t *testing.T) {
	t.Parallel()
	for name, open := range storagetest.Engines() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			clk := clock.NewFixed(time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC))
			s := idempotency.NewService(open(t), clk)
			const scope = "placeOrder:sess"
			h := idempotency.Hash("card", "tok_1", "cart-abc")
			if idempotency.Hash("ab", "c") == idempotency.Hash("a", "bc") {
				t.Fatal("Hash must separate its parts")
			}

			_, started, err := s.Begin(ctx, scope, "k", h)
			if err != nil || !started {
				t.Fatalf("first Begin = %v, %v", started, err)
			}
			// While the first is running: in progress, whatever the request.
			if _, _, err := s.Begin(ctx, scope, "k", h); !errors.Is(err, idempotency.ErrInProgress) {
				t.Fatalf("concurrent Begin = %v, want ErrInProgress", err)
			}
			if err := s.Finish(ctx, scope, "k", 200, []byte(`{"orderCode":"1"}`)); err != nil {
				t.Fatal(err)
			}
			rec, started, err := s.Begin(ctx, scope, "k", h)
			if err != nil || started || string(rec.Answer) != `{"orderCode":"1"}` || rec.Status != 200 {
				t.Fatalf("replay = %+v, %v, %v", rec, started, err)
			}
			if _, _, err := s.Begin(ctx, scope, "k", idempotency.Hash("card", "tok_2", "cart-abc")); !errors.Is(err, idempotency.ErrKeyReused) {
				t.Fatalf("other request = %v, want ErrKeyReused", err)
			}
			// The same key in another scope is another key.
			if _, started, err := s.Begin(ctx, "placeOrder:other", "k", h); err != nil || !started {
				t.Fatalf("other scope = %v, %v", started, err)
			}
			// After 24 hours the key is free again.
			clk.Advance(idempotency.TTL + time.Second)
			if _, started, err := s.Begin(ctx, scope, "k", idempotency.Hash("x")); err != nil || !started {
				t.Fatalf("after expiry = %v, %v", started, err)
			}
			// An abandoned attempt may be tried again at once.
			if err := s.Abandon(ctx, scope, "k"); err != nil {
				t.Fatal(err)
			}
			if _, started, err := s.Begin(ctx, scope, "k", h); err != nil || !started {
				t.Fatalf("after abandon = %v, %v", started, err)
			}
			// The cleanup job forgets expired keys.
			clk.Advance(idempotency.TTL + time.Second)
			if err := s.Cleanup(ctx, idempotency.CleanupArgs{}); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestBeginRace: of many simultaneous first attempts with one key, exactly one starts.
func TestBeginRace(t *testing.T) {
	t.Parallel()
	for name, open := range storagetest.Engines() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			s := idempotency.NewService(open(t), clock.System{})
			var wg sync.WaitGroup
			var mu sync.Mutex
			started, inProgress := 0, 0
			for range 8 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, ok, err := s.Begin(context.Background(), "s", "race", "h")
					mu.Lock()
					defer mu.Unlock()
					switch {
					case ok:
						started++
					case errors.Is(err, idempotency.ErrInProgress):
						inProgress++
					default:
						t.Errorf("Begin: %v", err)
					}
				}()
			}
			wg.Wait()
			if started != 1 || inProgress != 7 {
				t.Fatalf("started %d, in progress %d; want 1 and 7", started, inProgress)
			}
		})
	}
}

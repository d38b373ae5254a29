package job_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/job"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/session"
	"github.com/wattle/storefront/internal/storage"
	"github.com/wattle/storefront/internal/storage/storagetest"
)

type recordArgs struct{ Name string }

func (recordArgs) Kind() string { return "test_record" }

// startRunner starts a runner over e with ws and stops it when the test ends.
func startRunner(t *testing.T, e storage.Engine, ws *job.Workers) *job.Runner {
	t.Helper()
	r, err := job.NewRunner(e.JobDriver(), ws, job.Config{PollInterval: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = r.Stop(ctx)
	})
	return r
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestOutbox: a job inserted in a unit of work runs only if the unit commits, and a failing job
// is retried until it succeeds.
func TestOutbox(t *testing.T) {
	t.Parallel()
	for name, open := range storagetest.Engines() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			e := open(t)
			ctx := context.Background()
			var mu sync.Mutex
			ran := map[string]int{}
			ws := job.NewWorkers()
			job.Register(ws, func(_ context.Context, a recordArgs) error {
				mu.Lock()
				defer mu.Unlock()
				ran[a.Name]++
				if a.Name == "flaky" && ran[a.Name] == 1 {
					return errors.New("first attempt fails")
				}
				return nil
			})
			if err := e.WithTx(ctx, func(tx storage.Stores) error {
				return tx.Enqueue(ctx, recordArgs{Name: "committed"}, nil)
			}); err != nil {
				t.Fatal(err)
			}
			rollback := errors.New("rollback")
			if err := e.WithTx(ctx, func(tx storage.Stores) error {
				if err := tx.Enqueue(ctx, recordArgs{Name: "rolled-back"}, nil); err != nil {
					return err
				}
				return rollback
			}); !errors.Is(err, rollback) {
				t.Fatal(err)
			}
			// A retry is scheduled with a backoff; make it due at once.
			if err := e.Enqueue(ctx, recordArgs{Name: "flaky"}, &job.InsertOpts{}); err != nil {
				t.Fatal(err)
			}
			r := startRunner(t, e, ws)
			waitFor(t, "the committed job", func() bool {
				mu.Lock()
				defer mu.Unlock()
				return ran["committed"] == 1 && ran["flaky"] >= 1
			})
			waitFor(t, "a failure to be counted", func() bool { return r.Failed() >= 1 })
			// Give the rolled-back job every chance to appear.
			time.Sleep(300 * time.Millisecond)
			mu.Lock()
			defer mu.Unlock()
			if ran["rolled-back"] != 0 {
				t.Fatalf("a job from a rolled-back transaction ran")
			}
		})
	}
}

// TestSessionCleanupJob: the first real job deletes expired sessions through the queue.
func TestSessionCleanupJob(t *testing.T) {
	t.Parallel()
	for name, open := range storagetest.Engines() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			e := open(t)
			ctx := context.Background()
			now := time.Now()
			sessions := session.NewService(e, clock.System{})
			for i, exp := range []time.Duration{-time.Hour, time.Hour} {
				if err := e.CreateSession(ctx, session.Session{ID: []string{"old", "live"}[i], CSRFToken: "t", CreatedAt: now.Add(-2 * time.Hour), ExpiresAt: now.Add(exp)}); err != nil {
					t.Fatal(err)
				}
			}
			ws := job.NewWorkers()
			job.Register(ws, sessions.Cleanup)
			if err := e.Enqueue(ctx, session.CleanupArgs{}, nil); err != nil {
				t.Fatal(err)
			}
			if _, err := e.Session(ctx, "old", now.Add(-90*time.Minute)); err != nil {
				t.Fatalf("the expired session should still be stored before the job runs: %v", err)
			}
			startRunner(t, e, ws)
			waitFor(t, "the expired session to be deleted", func() bool {
				// Seen from before it expired, the row is there until the job deletes it.
				_, err := e.Session(ctx, "old", now.Add(-90*time.Minute))
				return errors.Is(err, session.ErrNotFound)
			})
			if _, err := e.Session(ctx, "live", now); err != nil {
				t.Fatalf("live session: %v", err)
			}
		})
	}
}

type lastArgs struct{}

func (lastArgs) Kind() string { return "test_last_attempt" }

// TestLastAttempt: a worker knows when a failure is final (its job's last attempt), and a direct
// call is its own last attempt.
func TestLastAttempt(t *testing.T) {
	t.Parallel()
	if !job.LastAttempt(context.Background()) || job.LastAttempt(job.WithAttempt(context.Background(), 1, 5)) ||
		!job.LastAttempt(job.WithAttempt(context.Background(), 5, 5)) {
		t.Fatal("LastAttempt outside a runner")
	}
	for name, open := range storagetest.Engines() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			e := open(t)
			ctx := context.Background()
			var mu sync.Mutex
			var last []bool
			ws := job.NewWorkers()
			job.Register(ws, func(ctx context.Context, _ lastArgs) error {
				mu.Lock()
				defer mu.Unlock()
				last = append(last, job.LastAttempt(ctx))
				return errors.New("always fails")
			})
			if err := e.Enqueue(ctx, lastArgs{}, &job.InsertOpts{MaxAttempts: 2}); err != nil {
				t.Fatal(err)
			}
			startRunner(t, e, ws)
			waitFor(t, "both attempts", func() bool {
				mu.Lock()
				defer mu.Unlock()
				return len(last) == 2
			})
			mu.Lock()
			defer mu.Unlock()
			if last[0] || !last[1] {
				t.Fatalf("last attempt per attempt: %v", last)
			}
		})
	}
}

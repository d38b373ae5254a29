// Package job runs background work after commit: the outbox of ARCHITECTURE.md. A service inserts a
// job in the same transaction as the change that causes it (Stores.Enqueue inside WithTx), so the
// job exists exactly when the change committed; the Runner works jobs with retries. River does the
// queueing on both engines: riversqlite on SQLite, riverdatabasesql on PostgreSQL, where every node
// shares one queue.
//
// Domain packages define their job arguments (a struct with Kind) and a plain function that does
// the work; they never import River. The composition root registers each with Register.
package job

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"sync/atomic"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/rivermigrate"
	"github.com/riverqueue/river/rivertype"
)

// Args are a job's arguments: a JSON-encodable struct whose Kind names the job.
type Args = river.JobArgs

// InsertOpts tune one insert: queue, when to run, how many attempts, uniqueness.
type InsertOpts = river.InsertOpts

// Driver is River's driver over one of our databases; both engines go through database/sql.
type Driver = riverdriver.Driver[*sql.Tx]

// Inserter puts jobs in the queue without working them: what a storage engine uses for Enqueue.
type Inserter struct{ client *river.Client[*sql.Tx] }

// NewInserter returns an insert-only client over driver.
func NewInserter(d Driver) (*Inserter, error) {
	c, err := river.NewClient(d, &river.Config{})
	if err != nil {
		return nil, fmt.Errorf("job inserter: %w", err)
	}
	return &Inserter{client: c}, nil
}

// InsertTx inserts a job in tx: it becomes visible to workers when tx commits, and never if it
// rolls back.
func (in *Inserter) InsertTx(ctx context.Context, tx *sql.Tx, args Args, opts *InsertOpts) error {
	_, err := in.client.InsertTx(ctx, tx, args, opts)
	return err
}

// Migrate creates or updates River's own tables.
func Migrate(ctx context.Context, d Driver) error {
	m, err := rivermigrate.New(d, &rivermigrate.Config{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		return err
	}
	_, err = m.Migrate(ctx, rivermigrate.DirectionUp, nil)
	return err
}

// Workers collects the jobs a Runner works.
type Workers struct {
	w        *river.Workers
	periodic []*river.PeriodicJob
}

// NewWorkers returns an empty set of workers.
func NewWorkers() *Workers { return &Workers{w: river.NewWorkers()} }

// Register makes fn the worker of jobs of type T. fn must be safe to run more than once for the same
// job: a job is retried after a failure, and after a crash between its work and its completion.
// fn's context says which attempt it is (LastAttempt).
func Register[T Args](ws *Workers, fn func(ctx context.Context, args T) error) {
	river.AddWorker(ws.w, river.WorkFunc(func(ctx context.Context, j *river.Job[T]) error {
		return fn(WithAttempt(ctx, j.Attempt, j.MaxAttempts), j.Args)
	}))
}

type attemptKey struct{}

type attempt struct{ n, limit int }

// WithAttempt marks ctx as attempt n of at most limit of a job's run: what Register hands a worker,
// and what a test hands a worker it calls itself.
func WithAttempt(ctx context.Context, n, limit int) context.Context {
	return context.WithValue(ctx, attemptKey{}, attempt{n: n, limit: limit})
}

// LastAttempt reports whether ctx is a job's last attempt: a failure now is final, no retry
// follows. A worker whose failure must be recorded (a refund the provider refused) records it
// then. A context that is no job's (a direct call) is its own last attempt.
func LastAttempt(ctx context.Context) bool {
	a, ok := ctx.Value(attemptKey{}).(attempt)
	return !ok || a.limit <= 0 || a.n >= a.limit
}

// Every schedules a job of type T every interval (on one node: River's elected leader), the
// first shortly after start.
func Every[T Args](ws *Workers, interval time.Duration, args T) {
	ws.periodic = append(ws.periodic, river.NewPeriodicJob(river.PeriodicInterval(interval),
		func() (river.JobArgs, *river.InsertOpts) { return args, nil },
		&river.PeriodicJobOpts{RunOnStart: true}))
}

// Config tunes a Runner.
type Config struct {
	// Concurrency is how many jobs one node works at once.
	Concurrency int
	// PollInterval is how often a node looks for new jobs (neither driver here listens for them).
	PollInterval time.Duration
	Logger       *slog.Logger
}

// Runner works jobs on this node.
type Runner struct {
	client *river.Client[*sql.Tx]
	failed atomic.Int64
	done   atomic.Int64
	stop   func()
}

// NewRunner returns a runner for the registered workers; Start begins working.
func NewRunner(d Driver, ws *Workers, cfg Config) (*Runner, error) {
	if cfg.Concurrency <= 0 {
		cfg.Concurrency = 4
	}
	if cfg.PollInterval <= 0 {
		cfg.PollInterval = time.Second
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	c, err := river.NewClient(d, &river.Config{
		Queues:            map[string]river.QueueConfig{river.QueueDefault: {MaxWorkers: cfg.Concurrency}},
		Workers:           ws.w,
		PeriodicJobs:      ws.periodic,
		FetchPollInterval: cfg.PollInterval,
		FetchCooldown:     min(cfg.PollInterval, 100*time.Millisecond),
		PollOnly:          true,
		Logger:            cfg.Logger,
		MaxAttempts:       10,
	})
	if err != nil {
		return nil, fmt.Errorf("job runner: %w", err)
	}
	return &Runner{client: c}, nil
}

// Start works jobs until Stop.
func (r *Runner) Start(ctx context.Context) error {
	events, cancel := r.client.Subscribe(river.EventKindJobCompleted, river.EventKindJobFailed)
	r.stop = cancel
	go func() {
		for e := range events {
			switch e.Kind {
			case river.EventKindJobFailed:
				r.failed.Add(1)
				slog.Warn("job failed", "kind", e.Job.Kind, "id", e.Job.ID, "attempt", e.Job.Attempt, "state", e.Job.State)
			case river.EventKindJobCompleted:
				r.done.Add(1)
			}
		}
	}()
	return r.client.Start(ctx)
}

// Stop waits for running jobs to finish (or ctx to end) and stops working.
func (r *Runner) Stop(ctx context.Context) error {
	err := r.client.Stop(ctx)
	if r.stop != nil {
		r.stop()
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return nil
	}
	return err
}

// Failed is the number of failed job attempts on this node since start.
func (r *Runner) Failed() int64 { return r.failed.Load() }

// Completed is the number of jobs this node completed since start.
func (r *Runner) Completed() int64 { return r.done.Load() }

// Waiting counts jobs waiting to run (available or retryable), up to limit.
func (r *Runner) Waiting(ctx context.Context, limit int) (int, error) {
	res, err := r.client.JobList(ctx, river.NewJobListParams().
		States(rivertype.JobStateAvailable, rivertype.JobStateRetryable).First(limit))
	if err != nil {
		return 0, err
	}
	return len(res.Jobs), nil
}

package mail

import (
	"context"
	"fmt"

	"github.com/wattle/storefront/internal/job"
)

// SendArgs is the River job that sends one message (the outbox): inserted in the same DB
// transaction as the change that causes it, so the message goes out exactly when the change
// committed. The message travels rendered, so a retry sends the same words even if a template
// changes in between.
type SendArgs struct {
	Message Message `json:"message"`
}

// Kind names the job in the queue.
func (SendArgs) Kind() string { return "mail_send" }

// InsertOpts gives a message ten attempts: River's default backoff (attempt⁴ seconds) spreads them
// over about four hours, enough to ride out a restart or a short outage of the SMTP provider. The
// queue is left empty, which is River's default queue.
func (SendArgs) InsertOpts() job.InsertOpts {
	return job.InsertOpts{MaxAttempts: 10}
}

var _ interface {
	job.Args
	InsertOpts() job.InsertOpts
} = SendArgs{}

// Worker sends queued messages; job.Register(ws, w.Send) registers it.
type Worker struct {
	sender Sender
}

// NewWorker returns a worker that delivers through s.
func NewWorker(s Sender) *Worker { return &Worker{sender: s} }

// Send delivers one queued message. It returns the sender's error so that River retries the job
// with backoff.
func (w *Worker) Send(ctx context.Context, a SendArgs) error {
	if err := w.sender.Send(ctx, a.Message); err != nil {
		return fmt.Errorf("mail: send %q: %w", a.Message.Subject, err)
	}
	return nil
}

package storagetest

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/payment/sandbox"
)

func testSandboxRecords(t *testing.T, e Engine) {
	ctx := context.Background()
	tok := sandbox.Record{Kind: "card-token", ID: "tok_1", Data: []byte(`{"last4":"4242"}`), ExpiresAt: accountT0.Add(time.Hour)}
	if err := e.InsertSandboxRecord(ctx, tok); err != nil {
		t.Fatal(err)
	}
	if err := e.InsertSandboxRecord(ctx, tok); !errors.Is(err, sandbox.ErrExists) {
		t.Fatalf("second insert = %v, want ErrExists", err)
	}
	kept := sandbox.Record{Kind: "giftcard", ID: "tok_1", Data: []byte(`{"balance":5000}`)}
	if err := e.InsertSandboxRecord(ctx, kept); err != nil {
		t.Fatalf("same id, other kind: %v", err)
	}
	got, err := e.SandboxRecord(ctx, "card-token", "tok_1", accountT0)
	if err != nil || got.Version != 1 || string(got.Data) != `{"last4":"4242"}` || !got.ExpiresAt.Equal(tok.ExpiresAt) {
		t.Fatalf("SandboxRecord = %+v, %v", got, err)
	}
	if _, err := e.SandboxRecord(ctx, "card-token", "tok_1", accountT0.Add(2*time.Hour)); !errors.Is(err, sandbox.ErrNotFound) {
		t.Fatalf("expired record = %v, want ErrNotFound", err)
	}
	if g, err := e.SandboxRecord(ctx, "giftcard", "tok_1", accountT0.AddDate(10, 0, 0)); err != nil || !g.ExpiresAt.IsZero() {
		t.Fatalf("kept record = %+v, %v", g, err)
	}
	// One-time use: two uses from the same read, one wins.
	used := got
	used.Data = []byte(`{"last4":"4242","used":true}`)
	if err := e.UpdateSandboxRecord(ctx, used); err != nil {
		t.Fatal(err)
	}
	if err := e.UpdateSandboxRecord(ctx, used); !errors.Is(err, sandbox.ErrStale) {
		t.Fatalf("second use = %v, want ErrStale", err)
	}
	got, _ = e.SandboxRecord(ctx, "card-token", "tok_1", accountT0)
	if got.Version != 2 || string(got.Data) != `{"last4":"4242","used":true}` {
		t.Fatalf("after update: %+v", got)
	}
	if _, err := e.SandboxRecord(ctx, "card-token", "nope", accountT0); !errors.Is(err, sandbox.ErrNotFound) {
		t.Fatalf("unknown = %v", err)
	}
}

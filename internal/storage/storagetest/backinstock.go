package storagetest

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/job"
	"github.com/wattle/storefront/internal/mail"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/storage"
)

// testBackInStockRequests: one pending request per variant and e-mail; a claim takes each pending
// request once; a new request after the notice is pending again.
func testBackInStockRequests(t *testing.T, e Engine) {
	ctx := context.Background()
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	add := func(v, email string) {
		t.Helper()
		if err := e.AddBackInStock(ctx, inventory.BackInStockRequest{VariantCode: v, Email: email, ProductName: "Lamp",
			ProductURL: "/p/lamp/" + v, CreatedAt: now}); err != nil {
			t.Fatalf("AddBackInStock: %v", err)
		}
	}
	add("10000001", "a@example.com")
	add("10000001", "a@example.com") // asked twice: still one
	add("10000001", "b@example.com")
	add("10000002", "a@example.com")
	got, err := e.ClaimBackInStock(ctx, []string{"10000001", "10000009"}, now.Add(time.Hour))
	if err != nil || len(got) != 2 {
		t.Fatalf("claim = %+v, %v", got, err)
	}
	for _, r := range got {
		if r.VariantCode != "10000001" || r.ProductName != "Lamp" || r.ProductURL != "/p/lamp/10000001" || !r.CreatedAt.Equal(now) {
			t.Fatalf("claimed %+v", r)
		}
	}
	if again, err := e.ClaimBackInStock(ctx, []string{"10000001"}, now.Add(2*time.Hour)); err != nil || len(again) != 0 {
		t.Fatalf("a second claim = %+v, %v", again, err)
	}
	add("10000001", "a@example.com") // after the notice, a new wish
	if got, err := e.ClaimBackInStock(ctx, []string{"10000001", "10000002"}, now.Add(3*time.Hour)); err != nil || len(got) != 2 {
		t.Fatalf("claim after a new request = %+v, %v", got, err)
	}
	if got, err := e.ClaimBackInStock(ctx, nil, now); err != nil || len(got) != 0 {
		t.Fatalf("claim of nothing = %+v, %v", got, err)
	}
}

// recordingTx is a unit of work whose enqueued jobs are noted (and still inserted).
type recordingTx struct {
	storage.Stores
	mu   *sync.Mutex
	jobs *[]job.Args
}

func (r recordingTx) Enqueue(ctx context.Context, args job.Args, opts *job.InsertOpts) error {
	r.mu.Lock()
	*r.jobs = append(*r.jobs, args)
	r.mu.Unlock()
	return r.Stores.Enqueue(ctx, args, opts)
}

// testBackInStockOnRestock: the inventory service, on this engine, e-mails pending requests in the
// transaction that takes a variant's online stock from none to some, and only then.
func testBackInStockOnRestock(t *testing.T, e Engine) {
	ctx := context.Background()
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	p := seedCatalogue(t, e, 1)[0]
	v := p.Variants[0].Code
	var mu sync.Mutex
	var jobs []job.Args
	inTx := func(ctx context.Context, fn func(tx inventory.TxStore) error) error {
		return e.WithTx(ctx, func(tx storage.Stores) error { return fn(recordingTx{tx, &mu, &jobs}) })
	}
	svc := inventory.NewService(e, inTx).WithNotices(inventory.Notices{ShopName: "Wattle", ShopURL: "https://shop.example", Clock: clock.NewFixed(now)})
	if err := svc.SetLevels(ctx, []inventory.Level{{VariantCode: v, Location: "online", Quantity: 0}}); err != nil {
		t.Fatal(err)
	}
	if err := svc.RequestBackInStock(ctx, &p, v, " Jane@Example.com "); err != nil {
		t.Fatal(err)
	}
	// A store restock and an online level that stays at none send nothing.
	if err := svc.SetLevels(ctx, []inventory.Level{{VariantCode: v, Location: "3001", Quantity: 9}, {VariantCode: v, Location: "online", Quantity: 0}}); err != nil {
		t.Fatal(err)
	}
	if len(jobs) != 0 {
		t.Fatalf("jobs before the restock: %+v", jobs)
	}
	// A restock whose transaction fails sends nothing and leaves the request pending.
	if err := inTx(ctx, func(tx inventory.TxStore) error {
		if _, err := tx.ClaimBackInStock(ctx, []string{v}, now); err != nil {
			return err
		}
		return errBoom
	}); !errors.Is(err, errBoom) {
		t.Fatalf("rolled back unit: %v", err)
	}
	if err := svc.SetLevels(ctx, []inventory.Level{{VariantCode: v, Location: "online", Quantity: 4}}); err != nil {
		t.Fatal(err)
	}
	if len(jobs) != 1 {
		t.Fatalf("jobs after the restock = %d, want 1", len(jobs))
	}
	m := jobs[0].(mail.SendArgs).Message
	if m.To != "jane@example.com" || m.Subject != "Back in stock: "+p.Name || !containsAll(m.Text, "https://shop.example/p/", v) {
		t.Fatalf("message = %+v", m)
	}
	// More stock on top of some is not a restock; the request was notified once.
	if err := svc.SetLevels(ctx, []inventory.Level{{VariantCode: v, Location: "online", Quantity: 0}}); err != nil {
		t.Fatal(err)
	}
	if err := svc.SetLevels(ctx, []inventory.Level{{VariantCode: v, Location: "online", Quantity: 8}}); err != nil {
		t.Fatal(err)
	}
	if len(jobs) != 1 {
		t.Fatalf("jobs after a second restock = %d, want still 1", len(jobs))
	}
}

func containsAll(s string, parts ...string) bool {
	for _, p := range parts {
		if !strings.Contains(s, p) {
			return false
		}
	}
	return true
}

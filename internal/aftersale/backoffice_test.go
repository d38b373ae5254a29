package aftersale_test

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/wattle/storefront/internal/aftersale"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/staff"
	"github.com/wattle/storefront/internal/storage/sqlcount"
)

// The back office's reads on both engines: each page costs the same statements whatever it holds
// (no read per row), and the audit log read at once is what reading it subject by subject gave.

// statements is how many SQL statements fn sent. sqlcount counts the whole process, so the tests
// that call it do not run in parallel (and nothing else here does).
func statements(t *testing.T, fn func() error) uint64 {
	t.Helper()
	before := sqlcount.Load().Statements
	if err := fn(); err != nil {
		t.Fatal(err)
	}
	return sqlcount.Load().Statements - before
}

// shippedWithReturn places an order, ships both of its consignments and returns one unit of each
// entry in a return of its own.
func shippedWithReturn(t *testing.T, f fixture, code string) {
	t.Helper()
	place(t, f, code)
	ship(t, f, code, 1)
	ship(t, f, code, 2)
	for _, p := range []string{"10000016", "10000024"} {
		if _, _, err := f.svc.SubmitReturn(context.Background(), returning(code, aftersale.ReturnLine{ProductCode: p, Quantity: "1",
			Reason: "faulty"})); err != nil {
			t.Fatal(err)
		}
	}
}

func TestBackOfficeReadsTakeFixedStatements(t *testing.T) {
	eachEngine(t, func(t *testing.T, f fixture) {
		ctx := context.Background()
		shippedWithReturn(t, f, "40000001")
		place(t, f, "40000002") // two consignments, no returns

		returnsPage := func() error {
			_, err := f.svc.StaffReturns(ctx, "", 0, 50)
			return err
		}
		queuePage := func(limit int) func() error {
			return func() error {
				_, err := f.svc.Queue(ctx, order.QueueFilter{Limit: limit})
				return err
			}
		}
		staffOrder := func(code string) func() error {
			return func() error {
				_, err := f.svc.StaffOrder(ctx, code)
				return err
			}
		}
		few := map[string]uint64{"returns": statements(t, returnsPage), "queue": statements(t, queuePage(1)),
			"order": statements(t, staffOrder("40000002"))}
		for i := range 6 {
			shippedWithReturn(t, f, fmt.Sprintf("4000001%d", i))
		}
		page, err := f.svc.StaffReturns(ctx, "", 0, 50)
		if err != nil || len(page.Returns) != 14 || page.Total != 14 {
			t.Fatalf("the returns page: %d of %d, %v", len(page.Returns), page.Total, err)
		}
		many := map[string]uint64{"returns": statements(t, returnsPage), "queue": statements(t, queuePage(50)),
			"order": statements(t, staffOrder("40000001"))}
		// The page and its count, then the page's orders (and, for the queue, their consignments);
		// an order page reads the order, its consignments, its returns and their audit log.
		want := map[string]uint64{"returns": 3, "queue": 4, "order": 4}
		if !reflect.DeepEqual(few, want) || !reflect.DeepEqual(many, want) {
			t.Fatalf("statements with one row %v, with many %v; want %v both times", few, many, want)
		}
	})
}

func TestStaffOrderAuditAsReadSubjectBySubject(t *testing.T) {
	eachEngine(t, func(t *testing.T, f fixture) {
		ctx := context.Background()
		place(t, f, "40000003")
		// The clock stands still: every entry has the same instant, so only the subjects' order
		// (the order, its consignments by number, its returns) places them; the second consignment
		// is shipped first.
		ship(t, f, "40000003", 2)
		ship(t, f, "40000003", 1)
		for _, p := range []string{"10000024", "10000016"} {
			if _, _, err := f.svc.SubmitReturn(ctx, returning("40000003", aftersale.ReturnLine{ProductCode: p, Quantity: "1",
				Reason: "faulty"})); err != nil {
				t.Fatal(err)
			}
		}
		v, err := f.svc.StaffOrder(ctx, "40000003")
		if err != nil {
			t.Fatal(err)
		}
		// What the page read before: each subject's 200 oldest, one read each, sorted by time alone.
		var want []staff.AuditEntry
		subjects := []string{"40000003", "40000003-1", "40000003-2"}
		for _, r := range v.Returns {
			subjects = append(subjects, r.Code)
		}
		for _, s := range subjects {
			es, err := f.st.Audit(ctx, s, 200)
			if err != nil {
				t.Fatal(err)
			}
			want = append(want, es...)
		}
		slices.SortStableFunc(want, func(a, b staff.AuditEntry) int { return a.At.Compare(b.At) })
		if len(want) != 6 || !reflect.DeepEqual(v.Audit, want) {
			t.Fatalf("audit %+v\nwant %+v", v.Audit, want)
		}
		if v.Audit[0].Subject != "40000003-1" || v.Audit[2].Subject != "40000003-2" {
			t.Fatalf("entries of one instant out of their subjects' order: %+v", v.Audit)
		}
		// A move answers the order with its audit, the move's own line last.
		mv, err := f.svc.Move(ctx, clerk, "40000003", "40000003-2", order.Move{To: order.ConsignmentShipped, Carrier: "auspost",
			TrackingNumber: "T40000003-2"})
		if err != nil || len(mv.Audit) != len(v.Audit) || len(mv.Consignments) != 2 {
			t.Fatalf("the same move again: %d entries (%v), want %d", len(mv.Audit), err, len(v.Audit))
		}
	})
}

func TestReceiveAndRefundAnswerTheReturnWithItsOrder(t *testing.T) {
	eachEngine(t, func(t *testing.T, f fixture) {
		ctx := context.Background()
		shippedWithReturn(t, f, "40000004")
		page, err := f.svc.StaffReturns(ctx, order.ReturnRequested, 0, 50)
		if err != nil || len(page.Returns) != 2 {
			t.Fatalf("requested returns: %+v, %v", page, err)
		}
		first := page.Returns[0]
		if first.Order.Code != "40000004" || first.Customer != "Ada Lovelace" || len(first.Order.Details.Payments) != 2 {
			t.Fatalf("a listed return: %+v", first)
		}
		got, err := f.svc.ReceiveReturn(ctx, clerk, first.Code)
		if err != nil || got.Status != order.ReturnReceived || got.Order.Code != "40000004" || got.Customer != "Ada Lovelace" {
			t.Fatalf("received: %+v, %v", got, err)
		}
		again, err := f.svc.ReceiveReturn(ctx, clerk, first.Code)
		if err != nil || again.Status != order.ReturnReceived || again.Order.Code != "40000004" {
			t.Fatalf("received again: %+v, %v", again, err)
		}
		refunded, err := f.svc.RefundReturn(ctx, clerk, first.Code)
		if err != nil || refunded.Status != order.ReturnRefunding || !reflect.DeepEqual(refunded.Order, first.Order) {
			t.Fatalf("refunded: %+v, %v", refunded, err)
		}
	})
}

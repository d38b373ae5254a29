package storagetest

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/order"
)

// testConsignments: an order's consignments round-trip, move on under their version, and show
// in the staff queue by status and location.
func testConsignments(t *testing.T, e Engine) {
	ctx := context.Background()
	placed := time.UnixMilli(time.Now().UnixMilli()).UTC()
	for i, code := range []string{"30000101", "30000102"} {
		o := orderFixture(code, "c1", placed.Add(time.Duration(i)*time.Minute))
		if err := e.InsertOrder(ctx, o); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.InsertOrder(ctx, orderFixture("30000103", "", placed)); err != nil {
		t.Fatal(err)
	}
	a := []order.Consignment{
		{Code: "30000101-1", Location: "online", Mode: delivery.HomeDelivery, Status: order.ConsignmentPlaced,
			Entries: []order.ConsignedEntry{{Number: 0, Quantity: 1}}},
		{Code: "30000101-2", Location: "0301", Mode: delivery.HomeDelivery, Status: order.ConsignmentPlaced,
			Entries: []order.ConsignedEntry{{Number: 0, Quantity: 1}}},
	}
	if err := e.InsertConsignments(ctx, "30000101", a, placed); err != nil {
		t.Fatal(err)
	}
	b := []order.Consignment{{Code: "30000102-1", Location: "online", Mode: delivery.HomeDelivery, Status: order.ConsignmentPlaced,
		Entries: []order.ConsignedEntry{{Number: 0, Quantity: 2}}}}
	if err := e.InsertConsignments(ctx, "30000102", b, placed.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	guest := []order.Consignment{{Code: "30000103-1", Location: "online", Mode: delivery.HomeDelivery, Status: order.ConsignmentPlaced}}
	if err := e.InsertConsignments(ctx, "30000103", guest, placed.Add(2*time.Minute)); err != nil {
		t.Fatal(err)
	}
	if err := e.InsertConsignments(ctx, "30000102", a[:1], placed); err == nil {
		t.Fatal("a consignment of another order was stored")
	}

	got, err := e.Consignments(ctx, "30000101")
	if err != nil {
		t.Fatal(err)
	}
	want := []order.Consignment{a[0], a[1]}
	want[0].Version, want[1].Version = 1, 1
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("consignments:\n got %+v\nwant %+v", got, want)
	}
	mine, err := e.CustomerConsignments(ctx, "c1")
	if err != nil {
		t.Fatal(err)
	}
	if len(mine) != 2 || len(mine["30000101"]) != 2 || len(mine["30000102"]) != 1 || mine["30000101"][1].Code != "30000101-2" {
		t.Fatalf("customer consignments: %+v", mine)
	}
	if none, err := e.CustomerConsignments(ctx, ""); err != nil || len(none) != 0 {
		t.Fatalf("guest orders listed as a customer's: %v %v", none, err)
	}

	briefs, err := e.CustomerOrderBriefs(ctx, "c1", 0)
	if err != nil || len(briefs) != 2 || briefs[0].Code != "30000102" || len(briefs[0].Details.Entries) != 1 ||
		briefs[0].Details.Entries[0].Name != "Linen Lamp" || briefs[0].Details.Payments != nil || briefs[0].Total != 10400 {
		t.Fatalf("briefs: %+v %v", briefs, err)
	}
	stamp, err := e.CustomerHistoryStamp(ctx, "c1")
	if err != nil {
		t.Fatal(err)
	}
	if none, _ := e.CustomerHistoryStamp(ctx, "nobody"); none == stamp {
		t.Fatalf("a customer without orders has the stamp %q", stamp)
	}

	byCodes, err := e.OrdersByCodes(ctx, []string{"30000101", "30000103", "30009999"})
	if err != nil || len(byCodes) != 2 {
		t.Fatalf("orders by codes: %d %v", len(byCodes), err)
	}
	ofOrders, err := e.ConsignmentsOfOrders(ctx, []string{"30000101", "30000102"})
	if err != nil || len(ofOrders) != 2 || len(ofOrders["30000101"]) != 2 || ofOrders["30000101"][0].Code != "30000101-1" {
		t.Fatalf("consignments of orders: %+v %v", ofOrders, err)
	}
	if none, err := e.OrdersByCodes(ctx, nil); err != nil || len(none) != 0 {
		t.Fatalf("orders by no codes: %v %v", none, err)
	}

	// Move one on: the version guards it.
	c := got[1]
	now := placed.Add(time.Hour)
	if err := c.Apply(order.Move{To: order.ConsignmentPicked}, now); err != nil {
		t.Fatal(err)
	}
	if err := e.UpdateConsignment(ctx, c, now); err != nil {
		t.Fatal(err)
	}
	if err := e.UpdateConsignment(ctx, c, now); !errors.Is(err, order.ErrStale) {
		t.Fatalf("stale update: %v", err)
	}
	missing := c
	missing.Code = "30000999-1"
	if err := e.UpdateConsignment(ctx, missing, now); !errors.Is(err, order.ErrNotFound) {
		t.Fatalf("missing consignment: %v", err)
	}
	o, _ := e.Order(ctx, "30000101")
	o.Status = order.Processing
	if err := e.UpdateOrder(ctx, o); err != nil {
		t.Fatal(err)
	}
	if again, _ := e.CustomerHistoryStamp(ctx, "c1"); again == stamp {
		t.Fatalf("the stamp %q did not change with the order", stamp)
	}
	got, _ = e.Consignments(ctx, "30000101")
	if got[1].Status != order.ConsignmentPicked || got[1].Version != 2 || !got[1].PickedAt.Equal(now) {
		t.Fatalf("after the move: %+v", got[1])
	}

	// The queue: by status, by location, paged, oldest first.
	q, total, err := e.Queue(ctx, order.QueueFilter{Statuses: []order.ConsignmentStatus{order.ConsignmentPlaced}, Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	if total != 3 || len(q) != 3 || q[0].Consignment.Code != "30000101-1" || q[2].Consignment.Code != "30000103-1" || q[0].OrderCode != "30000101" {
		t.Fatalf("placed queue (%d): %+v", total, q)
	}
	q, total, _ = e.Queue(ctx, order.QueueFilter{Statuses: []order.ConsignmentStatus{order.ConsignmentPlaced, order.ConsignmentPicked},
		Location: "0301", Limit: 10})
	if total != 1 || len(q) != 1 || q[0].Consignment.Status != order.ConsignmentPicked || q[0].Consignment.Version != 2 {
		t.Fatalf("store queue (%d): %+v", total, q)
	}
	q, total, _ = e.Queue(ctx, order.QueueFilter{Offset: 1, Limit: 2})
	if total != 4 || len(q) != 2 || q[0].Consignment.Code != "30000101-2" {
		t.Fatalf("page 2 of everything (%d): %+v", total, q)
	}
}

// testReturns: returns round-trip, list by order and by status, and change under their version.
func testReturns(t *testing.T, e Engine) {
	ctx := context.Background()
	at := time.UnixMilli(time.Now().UnixMilli()).UTC()
	r := order.Return{Code: "R30000201-1", OrderCode: "30000201", Status: order.ReturnRequested,
		Entries: []order.ReturnEntry{{Number: 0, ProductCode: "10000016", Quantity: 1, Reason: "changed-mind"}},
		Address: order.ReturnAddress{FirstName: "Ada", LastName: "Lovelace", Phone: "0412345678", Email: "ada@example.com",
			Line1: "1 Swan St", Location: "Richmond VIC 3121", Town: "Richmond", State: "VIC", PostalCode: "3121"},
		EstimatedRefund: 4700, CreatedAt: at, UpdatedAt: at}
	if err := e.InsertReturn(ctx, r); err != nil {
		t.Fatal(err)
	}
	if err := e.InsertReturn(ctx, r); !errors.Is(err, order.ErrExists) {
		t.Fatalf("duplicate return: %v", err)
	}
	r2 := r
	r2.Code, r2.CreatedAt = "R30000201-2", at.Add(time.Minute)
	if err := e.InsertReturn(ctx, r2); err != nil {
		t.Fatal(err)
	}
	got, err := e.Return(ctx, r.Code)
	if err != nil {
		t.Fatal(err)
	}
	r.Version = 1
	if !reflect.DeepEqual(got, r) {
		t.Fatalf("return:\n got %+v\nwant %+v", got, r)
	}
	if _, err := e.Return(ctx, "R1-1"); !errors.Is(err, order.ErrNotFound) {
		t.Fatalf("missing return: %v", err)
	}
	list, err := e.Returns(ctx, "30000201")
	if err != nil || len(list) != 2 || list[0].Code != r.Code {
		t.Fatalf("returns of the order: %+v %v", list, err)
	}
	got.Status, got.ReceivedAt, got.ReceivedBy = order.ReturnReceived, at.Add(time.Hour), "pat@wattle.example"
	if err := e.UpdateReturn(ctx, got); err != nil {
		t.Fatal(err)
	}
	if err := e.UpdateReturn(ctx, got); !errors.Is(err, order.ErrStale) {
		t.Fatalf("stale return update: %v", err)
	}
	received, total, err := e.ReturnsByStatus(ctx, order.ReturnReceived, 0, 10)
	if err != nil || total != 1 || len(received) != 1 || received[0].ReceivedBy != "pat@wattle.example" || received[0].Version != 2 {
		t.Fatalf("received returns (%d): %+v %v", total, received, err)
	}
	all, total, _ := e.ReturnsByStatus(ctx, "", 1, 10)
	if total != 2 || len(all) != 1 || all[0].Code != r2.Code {
		t.Fatalf("all returns from the second (%d): %+v", total, all)
	}
	// Returns made in the same millisecond page in code order: each is on exactly one page.
	for _, code := range []string{"R30000202-3", "R30000202-1", "R30000202-2"} {
		same := r
		same.Code, same.OrderCode, same.CreatedAt = code, "30000202", at.Add(2*time.Minute)
		if err := e.InsertReturn(ctx, same); err != nil {
			t.Fatal(err)
		}
	}
	for status, want := range map[order.ReturnStatus][]string{
		order.ReturnRequested: {"R30000201-2", "R30000202-1", "R30000202-2", "R30000202-3"},
		"":                    {"R30000201-1", "R30000201-2", "R30000202-1", "R30000202-2", "R30000202-3"},
	} {
		var seen []string
		for off := range want {
			page, _, err := e.ReturnsByStatus(ctx, status, off, 1)
			if err != nil || len(page) != 1 {
				t.Fatalf("status %q page %d: %+v %v", status, off, page, err)
			}
			seen = append(seen, page[0].Code)
		}
		if !slices.Equal(seen, want) {
			t.Fatalf("status %q pages: %v, want %v", status, seen, want)
		}
	}
}

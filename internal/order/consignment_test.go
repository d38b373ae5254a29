package order

import (
	"errors"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/platform/money"
)

var day0 = time.Date(2026, 11, 2, 1, 0, 0, 0, time.UTC)

func threeLineOrder(mode delivery.Mode) Order {
	return Order{Code: "10004521", Mode: mode, Total: 11000, Details: Details{
		Entries: []Entry{
			{Number: 0, ProductCode: "A", Quantity: 2, UnitPrice: 2000, Total: 4000},
			{Number: 1, ProductCode: "B", Quantity: 1, UnitPrice: 5000, Total: 5000},
			{Number: 2, ProductCode: "G", Quantity: 1, UnitPrice: 3000, Total: 3000}, // a digital gift card: no stock line
		},
		Subtotal: 12000, Discounts: 1000, DeliveryFee: 0,
	}}
}

func TestPlanConsignments(t *testing.T) {
	o := threeLineOrder(delivery.HomeDelivery)
	cs := PlanConsignments(o, []Line{{VariantCode: "A", Location: "3001", Quantity: 2}, {VariantCode: "B", Location: "online", Quantity: 1}}, "online")
	if len(cs) != 2 {
		t.Fatalf("consignments = %+v", cs)
	}
	if cs[0].Code != "10004521-1" || cs[0].Location != "3001" || cs[0].Number() != 1 || cs[0].Status != ConsignmentPlaced ||
		len(cs[0].Entries) != 2 || cs[0].Entries[0] != (ConsignedEntry{Number: 0, Quantity: 2}) || cs[0].Entries[1].Number != 2 {
		t.Fatalf("first = %+v", cs[0])
	}
	if cs[1].Code != "10004521-2" || cs[1].Location != "online" || cs[1].Number() != 2 || cs[1].Entries[0] != (ConsignedEntry{Number: 1, Quantity: 1}) {
		t.Fatalf("second = %+v", cs[1])
	}
	// Nothing taken from stock at all (gift cards only): one consignment from the distribution centre.
	only := PlanConsignments(Order{Code: "7", Details: Details{Entries: []Entry{{Number: 0, ProductCode: "G", Quantity: 1}}}}, nil, "online")
	if len(only) != 1 || only[0].Location != "online" || only[0].Code != "7-1" {
		t.Fatalf("gift cards only = %+v", only)
	}
}

func TestConsignmentMoves(t *testing.T) {
	at := day0
	hd := Consignment{Code: "1-1", Mode: delivery.HomeDelivery, Status: ConsignmentPlaced}
	for _, bad := range []Move{{To: ConsignmentShipped, Carrier: "AusPost", TrackingNumber: "X"}, {To: ConsignmentReady}, {To: ConsignmentCollected, CollectedBy: "Ann"}} {
		if err := hd.Apply(bad, at); !errors.Is(err, ErrMoveNotAllowed) {
			t.Fatalf("placed → %s: %v", bad.To, err)
		}
	}
	if err := hd.Apply(Move{To: ConsignmentPicked}, at); err != nil || hd.Status != ConsignmentPicked || !hd.PickedAt.Equal(at) {
		t.Fatalf("picked: %v %+v", err, hd)
	}
	if err := hd.Apply(Move{To: ConsignmentReady}, at); !errors.Is(err, ErrMoveNotAllowed) {
		t.Fatalf("home delivery made ready for collection: %v", err)
	}
	if err := hd.Apply(Move{To: ConsignmentShipped, Carrier: " AusPost ", TrackingNumber: " "}, at); !errors.Is(err, ErrMoveIncomplete) {
		t.Fatalf("shipped without a tracking number: %v", err)
	}
	shipAt := at.Add(time.Hour)
	if err := hd.Apply(Move{To: ConsignmentShipped, Carrier: " AusPost ", TrackingNumber: "33XYZ0012345"}, shipAt); err != nil ||
		hd.Carrier != "AusPost" || hd.TrackingNumber != "33XYZ0012345" || !hd.ShippedAt.Equal(shipAt) {
		t.Fatalf("shipped: %v %+v", err, hd)
	}
	// The same move again (a double click) changes nothing; anything else is refused once shipped.
	if err := hd.Apply(Move{To: ConsignmentShipped, Carrier: "Other", TrackingNumber: "1"}, shipAt.Add(time.Minute)); err != nil || hd.Carrier != "AusPost" || !hd.ShippedAt.Equal(shipAt) {
		t.Fatalf("shipped twice: %v %+v", err, hd)
	}
	if err := hd.Apply(Move{To: ConsignmentCancelled, Reason: "Lost"}, at); !errors.Is(err, ErrMoveNotAllowed) {
		t.Fatalf("shipped then cancelled: %v", err)
	}
	if when, ok := hd.Handed(); !ok || !when.Equal(shipAt) {
		t.Fatalf("handed = %v %v", when, ok)
	}

	cnc := Consignment{Code: "1-2", Mode: delivery.ClickAndCollect, Status: ConsignmentPlaced}
	for _, m := range []Move{{To: ConsignmentPicked}, {To: ConsignmentReady}} {
		if err := cnc.Apply(m, at); err != nil {
			t.Fatalf("%s: %v", m.To, err)
		}
	}
	if err := cnc.Apply(Move{To: ConsignmentShipped, Carrier: "AusPost", TrackingNumber: "1"}, at); !errors.Is(err, ErrMoveNotAllowed) {
		t.Fatalf("click and collect shipped: %v", err)
	}
	if _, ok := cnc.Handed(); ok {
		t.Fatal("ready for collection counted as handed over")
	}
	if err := cnc.Apply(Move{To: ConsignmentCollected}, at); !errors.Is(err, ErrMoveIncomplete) {
		t.Fatalf("collected by nobody: %v", err)
	}
	if err := cnc.Apply(Move{To: ConsignmentCollected, CollectedBy: "Ann Lee"}, at); err != nil || cnc.CollectedBy != "Ann Lee" {
		t.Fatalf("collected: %v %+v", err, cnc)
	}

	gone := Consignment{Code: "1-3", Mode: delivery.Express, Status: ConsignmentPlaced}
	if err := gone.Apply(Move{To: ConsignmentCancelled}, at); !errors.Is(err, ErrMoveIncomplete) {
		t.Fatalf("cancelled without a reason: %v", err)
	}
	if err := gone.Apply(Move{To: ConsignmentCancelled, Reason: "Damaged in the warehouse"}, at); err != nil || gone.CancelReason == "" {
		t.Fatalf("cancelled: %v %+v", err, gone)
	}
	if err := gone.Apply(Move{To: ConsignmentPicked}, at); !errors.Is(err, ErrMoveNotAllowed) {
		t.Fatalf("a cancelled consignment picked: %v", err)
	}
}

func TestStatusOf(t *testing.T) {
	c := func(s ConsignmentStatus) Consignment { return Consignment{Status: s} }
	for _, tc := range []struct {
		cs   []Consignment
		want Status
	}{
		{nil, Placed},
		{[]Consignment{c(ConsignmentPlaced), c(ConsignmentPlaced)}, Placed},
		{[]Consignment{c(ConsignmentPicked), c(ConsignmentPlaced)}, Processing},
		{[]Consignment{c(ConsignmentShipped), c(ConsignmentPicked)}, PartlyShipped},
		{[]Consignment{c(ConsignmentShipped), c(ConsignmentCancelled)}, Shipped},
		{[]Consignment{c(ConsignmentReady)}, ReadyForCollection},
		{[]Consignment{c(ConsignmentCollected), c(ConsignmentCollected)}, Collected},
		{[]Consignment{c(ConsignmentCollected), c(ConsignmentShipped)}, Completed},
		{[]Consignment{c(ConsignmentCancelled), c(ConsignmentCancelled)}, Cancelled},
	} {
		if got := StatusOf(tc.cs); got != tc.want {
			t.Errorf("StatusOf(%v) = %s, want %s", tc.cs, got, tc.want)
		}
	}
}

func TestReturnWindowAndQuantities(t *testing.T) {
	shipped := Consignment{Status: ConsignmentShipped, ShippedAt: day0, Entries: []ConsignedEntry{{Number: 0, Quantity: 2}, {Number: 2, Quantity: 1}}}
	collected := Consignment{Status: ConsignmentCollected, CollectedAt: day0.Add(10 * 24 * time.Hour), Entries: []ConsignedEntry{{Number: 1, Quantity: 1}}}
	picked := Consignment{Status: ConsignmentPicked, Entries: []ConsignedEntry{{Number: 3, Quantity: 4}}}
	cs := []Consignment{shipped, collected, picked}

	until, ok := ReturnableUntil(shipped)
	if !ok || !until.Equal(day0.Add(60*24*time.Hour)) {
		t.Fatalf("until = %v %v", until, ok)
	}
	if _, ok := ReturnableUntil(picked); ok {
		t.Fatal("a consignment not yet shipped is returnable")
	}
	got := Returnable(cs, map[int]int{0: 1}, day0.Add(24*time.Hour))
	if len(got) != 3 || got[0] != 1 || got[1] != 1 || got[2] != 1 {
		t.Fatalf("returnable on day 1 = %v", got)
	}
	// Day 61 of the first: only the collected one (collected on day 10) is within its window.
	got = Returnable(cs, nil, day0.Add(61*24*time.Hour))
	if len(got) != 1 || got[1] != 1 {
		t.Fatalf("returnable on day 61 = %v", got)
	}
	// The last moment of the window still counts; all returned, nothing left.
	if got := Returnable([]Consignment{shipped}, map[int]int{0: 2, 2: 1}, until); len(got) != 0 {
		t.Fatalf("all returned = %v", got)
	}
	if got := Returnable([]Consignment{shipped}, nil, until); got[0] != 2 {
		t.Fatalf("at the last moment = %v", got)
	}
}

func TestEstimatedRefund(t *testing.T) {
	o := threeLineOrder(delivery.HomeDelivery)
	o.Details.DeliveryFee, o.Total = 900, 11900 // 12000 - 1000 discount + 900 delivery
	// One of the two $20 units: $20 less its share of the $10 discount (2000/12000 of it: $1.67).
	if got := EstimatedRefund(o, map[int]int{0: 1}, nil); got != money.Cents(2000-167) {
		t.Fatalf("one unit = %d", got)
	}
	// Bit by bit, the refunds add up to exactly what the order cost, delivery included at the end.
	steps := []map[int]int{{0: 1}, {1: 1}, {0: 1}, {2: 1}}
	returned := map[int]int{}
	var sum money.Cents
	for i, r := range steps {
		got := EstimatedRefund(o, r, returned)
		if got <= 0 {
			t.Fatalf("step %d refunds %d", i, got)
		}
		if i < len(steps)-1 && got > 5000 {
			t.Fatalf("step %d refunds the delivery fee early: %d", i, got)
		}
		sum += got
		for n, q := range r {
			returned[n] += q
		}
	}
	if sum != o.Total {
		t.Fatalf("refunds add up to %d, the order cost %d", sum, o.Total)
	}
	// Asking for more than was bought refunds only what was bought.
	if got := EstimatedRefund(o, map[int]int{1: 5}, nil); got != money.Cents(5000-417) {
		t.Fatalf("more than bought = %d", got)
	}
	// No discount: item prices as paid.
	o.Details.Discounts, o.Total = 0, 12900
	if got := EstimatedRefund(o, map[int]int{1: 1}, nil); got != 5000 {
		t.Fatalf("without discounts = %d", got)
	}
}

package storagetest

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/receipt"
	"github.com/wattle/storefront/internal/storage"
)

// receiptFixture is a receipt with every field set, times at millisecond precision.
func receiptFixture(code, customer string, purchased time.Time) receipt.Receipt {
	return receipt.Receipt{Code: code, CustomerID: customer, StoreNumber: "5012", StoreName: "Parramatta", Register: "04",
		PurchasedAt: purchased,
		Items: []receipt.Item{
			{ProductCode: "10000016", Name: "Linen Lamp", Quantity: 2, UnitPrice: 4700, Total: 9400},
			{ProductCode: "10000032", Name: "Cotton Tea Towel", Quantity: 1, UnitPrice: 600, Total: 600},
		},
		Discounts: []receipt.Discount{{Description: "Spend & save 10%", Amount: 1000}},
		Payments:  []receipt.Payment{{Type: "giftcard", Amount: 5000}, {Type: "visa", Amount: 4000, Last4: "4242"}},
		Subtotal:  10000, DiscountTotal: 1000, Total: 9000, GST: 818,
		Email: "ada@example.com", Loyalty: "6008940012345678", CreatedAt: purchased.Add(time.Hour),
	}
}

// testReceipts: receipts round-trip whole; inserting a code again leaves the first alone; a
// customer's receipts come newest first; unattached receipts are nobody's.
func testReceipts(t *testing.T, e Engine) {
	ctx := context.Background()
	first := receiptFixture("10012026112200001", "C1", accountT0)
	second := receiptFixture("10012026112200002", "C1", accountT0.Add(24*time.Hour))
	second.Discounts, second.DiscountTotal, second.Total, second.Loyalty = nil, 0, 10000, ""
	second.Payments = []receipt.Payment{{Type: "cash", Amount: 10000}}
	loose := receiptFixture("10012026112200003", "", accountT0.Add(48*time.Hour))
	other := receiptFixture("10012026112200004", "C2", accountT0.Add(72*time.Hour))
	for _, r := range []receipt.Receipt{first, second, loose, other} {
		if ok, err := e.InsertReceipt(ctx, r); err != nil || !ok {
			t.Fatalf("InsertReceipt(%s) = %v, %v; want true", r.Code, ok, err)
		}
	}
	changed := first
	changed.CustomerID, changed.Total = "C9", 1
	if ok, err := e.InsertReceipt(ctx, changed); err != nil || ok {
		t.Fatalf("InsertReceipt(existing) = %v, %v; want false, nil", ok, err)
	}
	for _, want := range []receipt.Receipt{first, second, loose} {
		got, err := e.Receipt(ctx, want.Code)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("Receipt(%s) = %+v, %v\nwant %+v", want.Code, got, err, want)
		}
	}
	if _, err := e.Receipt(ctx, "42"); !errors.Is(err, receipt.ErrNotFound) {
		t.Fatalf("Receipt(unknown) = %v, want ErrNotFound", err)
	}
	list, err := e.ReceiptsByCustomer(ctx, "C1", 0)
	if err != nil || len(list) != 2 || list[0].Code != second.Code || list[1].Code != first.Code {
		t.Fatalf("ReceiptsByCustomer = %v, %v: want %s then %s", list, err, second.Code, first.Code)
	}
	if list, err := e.ReceiptsByCustomer(ctx, "C1", 1); err != nil || len(list) != 1 || list[0].Code != second.Code {
		t.Fatalf("ReceiptsByCustomer(limit 1) = %v, %v", list, err)
	}
	if list, err := e.ReceiptsByCustomer(ctx, "", 0); err != nil || len(list) != 0 {
		t.Fatalf("ReceiptsByCustomer(\"\") = %v, %v: unattached receipts are nobody's", list, err)
	}
	if list, err := e.ReceiptsByCustomer(ctx, "C3", 0); err != nil || len(list) != 0 {
		t.Fatalf("ReceiptsByCustomer(none) = %v, %v", list, err)
	}
}

// testReceiptsTx: a receipt inserted in a unit of work that fails is not kept; one in a unit that
// commits is, and reads back inside it.
func testReceiptsTx(t *testing.T, e Engine) {
	ctx := context.Background()
	boom := errors.New("boom")
	r := receiptFixture("20012026112200001", "C1", accountT0)
	err := e.WithTx(ctx, func(tx storage.Stores) error {
		if ok, err := tx.InsertReceipt(ctx, r); err != nil || !ok {
			t.Errorf("InsertReceipt in tx = %v, %v", ok, err)
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("WithTx = %v, want boom", err)
	}
	if _, err := e.Receipt(ctx, r.Code); !errors.Is(err, receipt.ErrNotFound) {
		t.Fatalf("receipt of a rolled-back unit: %v, want ErrNotFound", err)
	}
	err = e.WithTx(ctx, func(tx storage.Stores) error {
		if ok, err := tx.InsertReceipt(ctx, r); err != nil || !ok {
			return err
		}
		got, err := tx.ReceiptsByCustomer(ctx, "C1", 0)
		if err != nil || len(got) != 1 {
			t.Errorf("ReceiptsByCustomer in tx = %v, %v", got, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if got, err := e.Receipt(ctx, r.Code); err != nil || !reflect.DeepEqual(got, r) {
		t.Fatalf("committed receipt = %+v, %v", got, err)
	}
}

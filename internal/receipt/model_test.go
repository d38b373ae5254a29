package receipt

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/platform/money"
)

// valid is a well-formed receipt: two items, a discount, a split payment.
func valid() Receipt {
	return Receipt{Code: "10012026112200001", StoreNumber: "5012", StoreName: "Parramatta",
		PurchasedAt: time.Date(2026, 11, 21, 3, 5, 0, 0, time.UTC),
		Items: []Item{{ProductCode: "10000016", Name: "Linen Lamp", Quantity: 2, UnitPrice: 4700, Total: 9400},
			{ProductCode: "10000032", Name: "Tea Towel", Quantity: 1, UnitPrice: 600, Total: 600}},
		Discounts: []Discount{{Description: "Spend & save", Amount: 1000}},
		Payments:  []Payment{{Type: "giftcard", Amount: 5000}, {Type: "visa", Amount: 4000, Last4: "4242"}},
		Subtotal:  10000, DiscountTotal: 1000, Total: 9000, GST: 818}
}

func TestValidate(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name   string
		change func(r *Receipt)
		want   string // "" valid, else a part of the error
	}{
		{"valid", func(*Receipt) {}, ""},
		{"no discount, one payment", func(r *Receipt) {
			r.Discounts, r.DiscountTotal, r.Total, r.Payments = nil, 0, 10000, []Payment{{Type: "cash", Amount: 10000}}
		}, ""},
		{"free", func(r *Receipt) {
			r.Discounts[0].Amount, r.DiscountTotal, r.Total, r.GST, r.Payments = 10000, 10000, 0, 0, nil
		}, ""},
		{"no number", func(r *Receipt) { r.Code = "" }, "no receipt number"},
		{"letters in number", func(r *Receipt) { r.Code = "R123" }, `receipt number "R123"`},
		{"long number", func(r *Receipt) { r.Code = strings.Repeat("1", 31) }, "1 to 30 digits"},
		{"store 3 digits", func(r *Receipt) { r.StoreNumber = "501" }, `store "501" must be 4 digits`},
		{"no time", func(r *Receipt) { r.PurchasedAt = time.Time{} }, "no purchase time"},
		{"no items", func(r *Receipt) { r.Items, r.Subtotal = nil, 0 }, "no items"},
		{"item total", func(r *Receipt) { r.Items[0].Total = 9300 }, "item 1 total 93.00 is not 2 × 47.00"},
		{"zero quantity", func(r *Receipt) { r.Items[1].Quantity, r.Items[1].Total = 0, 0 }, "item 2 quantity 0"},
		{"nameless item", func(r *Receipt) { r.Items[1].ProductCode, r.Items[1].Name = "", "" }, "neither product code nor name"},
		{"subtotal", func(r *Receipt) { r.Subtotal = 9999 }, "subtotal 99.99 is not the items' 100.00"},
		{"discount total", func(r *Receipt) { r.DiscountTotal = 0 }, "discount total 0.00 is not the discounts' 10.00"},
		{"total", func(r *Receipt) { r.Total = 9100 }, "total 91.00 is not subtotal 100.00 less discounts 10.00"},
		{"payments short", func(r *Receipt) { r.Payments = r.Payments[:1] }, "payments add up to 50.00, not the total 90.00"},
		{"payment type", func(r *Receipt) { r.Payments[1].Type = "Visa Card" }, `payment 2 type "Visa Card"`},
		{"payment last4", func(r *Receipt) { r.Payments[1].Last4 = "42" }, `payment 2 last4 "42"`},
		{"negative discount", func(r *Receipt) { r.Discounts[0].Amount = -1000 }, "discount 1 amount -10.00"},
		{"gst above total", func(r *Receipt) { r.GST = 9001 }, "GST 90.01"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := valid()
			tc.change(&r)
			err := r.Validate()
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("Validate() = %v, want nil", err)
			case tc.want != "" && (!errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), tc.want)):
				t.Fatalf("Validate() = %v, want ErrInvalid with %q", err, tc.want)
			}
		})
	}
}

func TestValidateReportsEveryProblem(t *testing.T) {
	t.Parallel()
	r := valid()
	r.Code, r.StoreNumber, r.Payments = "x", "", nil
	err := r.Validate()
	for _, want := range []string{"receipt number", "store", "payments add up"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Validate() = %v, lacks %q", err, want)
		}
	}
}

func TestComplete(t *testing.T) {
	t.Parallel()
	r := valid()
	r.Items[0].Total, r.Items[1].Total, r.Subtotal, r.DiscountTotal, r.Total, r.GST = 0, 0, 0, 0, 0, 0
	r.Email, r.Payments[1].Type = "  Ada@Example.COM ", " VISA"
	r.Complete()
	if err := r.Validate(); err != nil {
		t.Fatal(err)
	}
	want := valid()
	if r.Subtotal != want.Subtotal || r.Total != want.Total || r.GST != want.GST || r.Items[0].Total != 9400 ||
		r.Email != "ada@example.com" || r.Payments[1].Type != "visa" {
		t.Fatalf("Complete() = %+v", r)
	}
	// What the till gave is kept, so a wrong total is still caught.
	r = valid()
	r.Total = 9500
	r.Complete()
	if r.Total != 9500 || r.Validate() == nil {
		t.Fatalf("Complete() overwrote a given total: %+v", r)
	}
}

func TestGSTOf(t *testing.T) {
	t.Parallel()
	for total, want := range map[int64]int64{0: 0, -5: 0, 5: 0, 6: 1, 1100: 100, 9000: 818, 1099: 100, 1094: 99} {
		if got := GSTOf(money.Cents(total)); int64(got) != want {
			t.Errorf("GSTOf(%d) = %d, want %d", total, got, want)
		}
	}
}

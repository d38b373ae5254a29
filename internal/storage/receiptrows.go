package storage

import (
	"encoding/json"
	"fmt"

	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/receipt"
)

// ReceiptColumns are the receipts columns ScanReceipt reads, in its order.
const ReceiptColumns = `code, customer_id, store_number, total, details, purchased_at, created_at`

// receiptDetails is the details column of a receipt: everything the columns do not hold. It has
// JSON names of its own so that the stored form does not follow the import format's.
type receiptDetails struct {
	StoreName     string             `json:"storeName,omitempty"`
	Register      string             `json:"register,omitempty"`
	Items         []receipt.Item     `json:"items,omitempty"`
	Discounts     []receipt.Discount `json:"discounts,omitempty"`
	Payments      []receipt.Payment  `json:"payments,omitempty"`
	Subtotal      money.Cents        `json:"subtotal"`
	DiscountTotal money.Cents        `json:"discountTotal"`
	GST           money.Cents        `json:"gst"`
	Email         string             `json:"email,omitempty"`
	Loyalty       string             `json:"loyalty,omitempty"`
}

// ReceiptArgs are a receipt's values in ReceiptColumns order, its details as JSON.
func ReceiptArgs(r *receipt.Receipt) ([]any, error) {
	b, err := json.Marshal(receiptDetails{StoreName: r.StoreName, Register: r.Register, Items: r.Items,
		Discounts: r.Discounts, Payments: r.Payments, Subtotal: r.Subtotal, DiscountTotal: r.DiscountTotal,
		GST: r.GST, Email: r.Email, Loyalty: r.Loyalty})
	if err != nil {
		return nil, err
	}
	return []any{r.Code, r.CustomerID, r.StoreNumber, int64(r.Total), string(b), Millis(r.PurchasedAt), Millis(r.CreatedAt)}, nil
}

// ScanReceipt reads a row of ReceiptColumns.
func ScanReceipt(s Scanner) (receipt.Receipt, error) {
	var r receipt.Receipt
	var details string
	var total, purchased, created int64
	if err := s.Scan(&r.Code, &r.CustomerID, &r.StoreNumber, &total, &details, &purchased, &created); err != nil {
		return r, err
	}
	r.Total, r.PurchasedAt, r.CreatedAt = money.Cents(total), FromMillis(purchased), FromMillis(created)
	var d receiptDetails
	if err := json.Unmarshal([]byte(details), &d); err != nil {
		return r, fmt.Errorf("receipt %s details: %w", r.Code, err)
	}
	r.StoreName, r.Register, r.Items, r.Discounts, r.Payments = d.StoreName, d.Register, d.Items, d.Discounts, d.Payments
	r.Subtotal, r.DiscountTotal, r.GST, r.Email, r.Loyalty = d.Subtotal, d.DiscountTotal, d.GST, d.Email, d.Loyalty
	return r, nil
}

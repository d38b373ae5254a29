// Package receipt is the shop's in-store purchases (issue 10): the receipts the tills print, with
// their store, items, discounts, payment types and a Code 128 barcode for returns. Receipts come
// from the tills in bulk (Import: `storefront import receipts FILE`, docs/receipts.md) and are
// attached to the customer whose e-mail the till recorded; the order history lists them beside
// the customer's online orders.
package receipt

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/platform/contact"
	"github.com/wattle/storefront/internal/platform/money"
)

// Receipt is one in-store purchase as the till recorded it. Amounts are GST-inclusive cents.
//
// The JSON form (the tags) is the import's JSON-lines format (docs/receipts.md): amounts are
// integer cents ("unitPrice": 1299 is $12.99). The customer and the time of the import are the
// shop's, never the file's, so they have no JSON name.
type Receipt struct {
	// Code is the receipt number, digits only; it is also what the barcode encodes.
	Code       string `json:"receipt"`
	CustomerID string `json:"-"` // "" until the receipt is attached to a customer
	// StoreNumber is the store's four-digit number (location.Store.Number).
	StoreNumber string     `json:"store"`
	StoreName   string     `json:"storeName,omitempty"`
	Register    string     `json:"register,omitempty"`
	PurchasedAt time.Time  `json:"purchasedAt"`
	Items       []Item     `json:"items"`
	Discounts   []Discount `json:"discounts,omitempty"`
	Payments    []Payment  `json:"payments"`
	// Subtotal is the sum of the items' totals, DiscountTotal the sum of the discounts, Total what
	// was paid (Subtotal - DiscountTotal) and GST the tax included in Total.
	Subtotal      money.Cents `json:"subtotal,omitempty"`
	DiscountTotal money.Cents `json:"discountTotal,omitempty"`
	Total         money.Cents `json:"total,omitempty"`
	GST           money.Cents `json:"gst,omitempty"`
	// Email is the e-mail the till recorded (normalised: trimmed, lower case), "" when none.
	Email string `json:"email,omitempty"`
	// Loyalty is the loyalty card number as the till read it, "" when none was shown. Accounts
	// carry no loyalty number yet, so it is kept for matching later and attaches nothing today.
	Loyalty   string    `json:"loyalty,omitempty"`
	CreatedAt time.Time `json:"-"` // when the shop stored it
}

// Item is one line of a receipt.
type Item struct {
	ProductCode string      `json:"productCode"`
	Name        string      `json:"name"`
	Quantity    int         `json:"quantity"`
	UnitPrice   money.Cents `json:"unitPrice"`
	Total       money.Cents `json:"total,omitempty"` // Quantity × UnitPrice
}

// Discount is a saving taken off the receipt's subtotal (a promotion, a voucher).
type Discount struct {
	Description string      `json:"description"`
	Amount      money.Cents `json:"amount"` // positive: the amount taken off
}

// Payment is one tender of a receipt: a receipt may be paid several ways (a gift card and a card).
type Payment struct {
	// Type is the tender: visa, mastercard, amex, eftpos, cash, giftcard, afterpay… (lower case).
	Type   string      `json:"type"`
	Amount money.Cents `json:"amount"`
	Last4  string      `json:"last4,omitempty"` // the card's last four digits, "" for cash
}

// Limits of a receipt that Validate enforces: a till's receipt number fits a barcode a scanner
// reads from a phone, and a receipt is a basket, not a warehouse.
const (
	MaxCodeLength = 30
	MaxItems      = 500
)

var (
	digitsRE      = regexp.MustCompile(`^[0-9]+$`)
	storeNumberRE = regexp.MustCompile(`^[0-9]{4}$`)
	paymentTypeRE = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]{0,31}$`)
	last4RE       = regexp.MustCompile(`^[0-9]{4}$`)
)

// Validate reports every way r is not a well-formed receipt, as one ErrInvalid error: the number
// is digits, the store four digits, there is at least one item, each item's total is its quantity
// times its price, the items add up to Subtotal, Subtotal less DiscountTotal (the discounts' sum)
// is Total, and the payments add up to Total.
func (r Receipt) Validate() error {
	var problems []string
	bad := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	switch {
	case r.Code == "":
		bad("no receipt number")
	case len(r.Code) > MaxCodeLength || !digitsRE.MatchString(r.Code):
		bad("receipt number %q must be 1 to %d digits", r.Code, MaxCodeLength)
	}
	if !storeNumberRE.MatchString(r.StoreNumber) {
		bad("store %q must be 4 digits", r.StoreNumber)
	}
	if r.PurchasedAt.IsZero() {
		bad("no purchase time")
	}
	if len(r.Items) == 0 {
		bad("no items")
	}
	if len(r.Items) > MaxItems {
		bad("%d items (at most %d)", len(r.Items), MaxItems)
	}
	var subtotal, discounts, paid money.Cents
	for i, it := range r.Items {
		n := i + 1
		if strings.TrimSpace(it.ProductCode) == "" && strings.TrimSpace(it.Name) == "" {
			bad("item %d has neither product code nor name", n)
		}
		if it.Quantity < 1 {
			bad("item %d quantity %d must be at least 1", n, it.Quantity)
		}
		if it.UnitPrice < 0 {
			bad("item %d unit price %s is negative", n, it.UnitPrice.Decimal())
		}
		if want := money.Cents(it.Quantity) * it.UnitPrice; it.Total != want {
			bad("item %d total %s is not %d × %s", n, it.Total.Decimal(), it.Quantity, it.UnitPrice.Decimal())
		}
		subtotal += it.Total
	}
	for i, d := range r.Discounts {
		if d.Amount <= 0 {
			bad("discount %d amount %s must be more than 0", i+1, d.Amount.Decimal())
		}
		discounts += d.Amount
	}
	for i, p := range r.Payments {
		if !paymentTypeRE.MatchString(p.Type) {
			bad("payment %d type %q must be a lower-case name such as visa, eftpos or cash", i+1, p.Type)
		}
		if p.Amount <= 0 {
			bad("payment %d amount %s must be more than 0", i+1, p.Amount.Decimal())
		}
		if p.Last4 != "" && !last4RE.MatchString(p.Last4) {
			bad("payment %d last4 %q must be 4 digits", i+1, p.Last4)
		}
		paid += p.Amount
	}
	if r.Subtotal != subtotal {
		bad("subtotal %s is not the items' %s", r.Subtotal.Decimal(), subtotal.Decimal())
	}
	if r.DiscountTotal != discounts {
		bad("discount total %s is not the discounts' %s", r.DiscountTotal.Decimal(), discounts.Decimal())
	}
	if r.Total != r.Subtotal-r.DiscountTotal {
		bad("total %s is not subtotal %s less discounts %s", r.Total.Decimal(), r.Subtotal.Decimal(), r.DiscountTotal.Decimal())
	}
	if r.Total < 0 {
		bad("total %s is negative", r.Total.Decimal())
	}
	if paid != r.Total {
		bad("payments add up to %s, not the total %s", paid.Decimal(), r.Total.Decimal())
	}
	if r.GST < 0 || r.GST > r.Total {
		bad("GST %s is not between 0 and the total", r.GST.Decimal())
	}
	if len(problems) == 0 {
		return nil
	}
	return fmt.Errorf("%w: %s", ErrInvalid, strings.Join(problems, "; "))
}

// Complete fills in what a till may leave out, from what it did record: each item's total from
// its quantity and price, the subtotal, the discount total, the total and the GST (one eleventh
// of the total, GST-inclusive prices) when they are zero. It also normalises the e-mail and the
// payment types. It never overwrites a value given, so Validate still catches a till's error.
func (r *Receipt) Complete() {
	var subtotal, discounts money.Cents
	for i := range r.Items {
		it := &r.Items[i]
		if it.Total == 0 {
			it.Total = money.Cents(it.Quantity) * it.UnitPrice
		}
		subtotal += it.Total
	}
	for _, d := range r.Discounts {
		discounts += d.Amount
	}
	if r.Subtotal == 0 {
		r.Subtotal = subtotal
	}
	if r.DiscountTotal == 0 {
		r.DiscountTotal = discounts
	}
	if r.Total == 0 {
		r.Total = r.Subtotal - r.DiscountTotal
	}
	if r.GST == 0 {
		r.GST = GSTOf(r.Total)
	}
	r.Email = contact.NormalizeEmail(r.Email)
	for i := range r.Payments {
		r.Payments[i].Type = strings.ToLower(strings.TrimSpace(r.Payments[i].Type))
	}
}

// GSTOf is the GST included in a GST-inclusive amount (10 %: one eleventh), to the nearest cent.
func GSTOf(total money.Cents) money.Cents {
	if total <= 0 {
		return 0
	}
	return (total + 5) / 11
}

// Errors of receipts.
var (
	// ErrNotFound: no receipt has that number.
	ErrNotFound = errors.New("receipt: not found")
	// ErrInvalid: a receipt is not well formed (Validate says how).
	ErrInvalid = errors.New("receipt: invalid")
)

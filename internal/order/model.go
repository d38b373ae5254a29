package order

import (
	"strconv"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
)

// Status is where an order stands. Place order makes Placed orders; issue 10's fulfilment moves them on.
type Status string

// Statuses of an order.
const (
	Placed Status = "placed"
)

// Order is a placed order, read and written whole (like a cart): its lines, payments and addresses
// travel in Details, and the version guards every change.
type Order struct {
	Code       string // digits only
	Version    int
	CustomerID string // "" for a guest
	Email      string
	Status     Status
	Mode       delivery.Mode
	// StoreNumber is the click-and-collect store ("" for delivery).
	StoreNumber string
	Total       money.Cents
	Details     Details
	PlacedAt    time.Time
	UpdatedAt   time.Time
}

// Details are the parts of an order kept as one document.
type Details struct {
	Entries         []Entry     `json:"entries"`
	Payments        []Payment   `json:"payments"`
	DeliveryAddress *Address    `json:"deliveryAddress,omitempty"`
	BillingAddress  *Address    `json:"billingAddress,omitempty"`
	Pickup          *Pickup     `json:"pickup,omitempty"`
	Subtotal        money.Cents `json:"subtotal"`
	DeliveryFee     money.Cents `json:"deliveryFee"`
	// BulkyFee and GiftCardFee are the parts of DeliveryFee for bulky items and posted gift cards,
	// so a page shows the mode's own fee apart from them (a collected order is not charged $5 for
	// collection because a gift card in it is posted).
	BulkyFee    money.Cents `json:"bulkyFee,omitempty"`
	GiftCardFee money.Cents `json:"giftCardFee,omitempty"`
	Discounts   money.Cents `json:"discounts"`
	GST         money.Cents `json:"gst"`
	// MemberSavings is what the customer saved as a OnePass member on the order (member prices,
	// free home delivery); Welcome the welcome reward it used (docs/membership.md#benefits).
	MemberSavings money.Cents `json:"memberSavings,omitempty"`
	Welcome       money.Cents `json:"welcome,omitempty"`
	// Refunds is money given back for cancelled consignments (returns keep their own).
	Refunds []Refund `json:"refunds,omitempty"`
	// CartID is the cart the order was placed from (its browser may see the thank-you page).
	CartID string `json:"cartId,omitempty"`
}

// Entry is an order line: what was bought, at the price paid, with the product as it was.
type Entry struct {
	Number      int         `json:"number"`
	ProductCode string      `json:"productCode"`
	BaseCode    string      `json:"baseCode"`
	Name        string      `json:"name"`
	Brand       string      `json:"brand,omitempty"`
	Colour      string      `json:"colour,omitempty"`
	Size        string      `json:"size,omitempty"`
	Quantity    int         `json:"quantity"`
	UnitPrice   money.Cents `json:"unitPrice"`
	Total       money.Cents `json:"total"`
	// Shares are the line's discounts by offer, as pricing answered them (docs/pricing.md): a
	// refund of the line gives back Total, what was paid, and takes each offer's share back.
	Shares []Share `json:"shares,omitempty"`
	// Extras of gift cards and personalised items, as the cart held them.
	GiftCard        map[string]string `json:"giftCard,omitempty"`
	Personalisation map[string]string `json:"personalisation,omitempty"`
}

// Share is one offer's part of a line's discount (a promotion, a voucher, the team member
// discount, points).
type Share struct {
	Code   string      `json:"code"`
	Amount money.Cents `json:"amount"`
}

// Payment is money an order holds from one method.
type Payment struct {
	Method   payment.Method `json:"method"`
	Ref      string         `json:"ref"`
	Amount   money.Cents    `json:"amount"`
	Status   string         `json:"status"` // authorised, captured, voided, refunded
	CardType string         `json:"cardType,omitempty"`
	Last4    string         `json:"last4,omitempty"`
	Sequence int            `json:"sequence,omitempty"` // gift cards: 1-3
}

// Address is a delivery or billing address as it was when the order was placed.
type Address struct {
	FirstName  string `json:"firstName"`
	LastName   string `json:"lastName"`
	Line1      string `json:"line1"`
	Line2      string `json:"line2,omitempty"`
	Town       string `json:"town"`
	State      string `json:"state"`
	PostalCode string `json:"postalCode"`
	Country    string `json:"country"`
	Phone      string `json:"phone,omitempty"`
}

// Pickup is a click-and-collect order's store and collector.
type Pickup struct {
	StoreNumber     string `json:"storeNumber"`
	StoreName       string `json:"storeName"`
	CollectionPoint string `json:"collectionPoint,omitempty"`
	FirstName       string `json:"firstName"`
	LastName        string `json:"lastName"`
	Phone           string `json:"phone,omitempty"`
}

// Line is stock an order takes: units of a variant from a location (the online pot or a store).
type Line struct {
	VariantCode string `json:"variantCode"`
	Location    string `json:"location"`
	Quantity    int    `json:"quantity"`
}

// MethodNames are the payment methods' names as shoppers read them.
var MethodNames = map[payment.Method]string{
	payment.Card: "Credit or debit card", payment.PayPal: "PayPal", payment.Afterpay: "Afterpay", payment.Zip: "Zip",
	payment.ApplePay: "Apple Pay", payment.Flypay: "Flypay", payment.GiftCard: "Gift card",
}

// Describe names the payment as receipts and e-mails do: "Visa ending 4242", "Gift card 2 ending 0005".
func (p Payment) Describe() string {
	name := MethodNames[p.Method]
	switch p.Method {
	case payment.Card, payment.ApplePay:
		if p.CardType != "" {
			name = strings.ToUpper(p.CardType[:1]) + p.CardType[1:]
		}
		if p.Method == payment.ApplePay {
			name = "Apple Pay (" + name + ")"
		}
	case payment.GiftCard:
		name = "Gift card " + strconv.Itoa(p.Sequence)
	}
	if p.Last4 != "" {
		name += " ending " + p.Last4
	}
	return name
}

// Melbourne is the shop's time zone: dates are shown as Melbourne sees them (docs/api.md#conventions).
var Melbourne = func() *time.Location {
	l, err := time.LoadLocation("Australia/Melbourne")
	if err != nil {
		return time.FixedZone("AEST", 10*3600)
	}
	return l
}()

// DisplayDate is a time as the shop shows dates: DD/MM/YYYY in Melbourne.
func DisplayDate(t time.Time) string { return t.In(Melbourne).Format("02/01/2006") }

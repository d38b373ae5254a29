package cart

import (
	"time"

	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/pricing"
)

// Limits of a cart (docs/cart.md#limits).
const (
	// MaxWireQuantity is the largest quantity a request may name (docs/cart.md#request-rules).
	MaxWireQuantity = 32767
	// MaxProductQuantity is how many units of one variant a cart may hold, over all its entries.
	MaxProductQuantity = 20
	// MaxEntries is how many entries (lines) a cart may have.
	MaxEntries = 50
	// MaxPreOrderUnits is how many pre-order units one order may hold.
	MaxPreOrderUnits = 5
	// MaxPhysicalGiftCards and MaxDigitalGiftCards bound the gift cards of one order.
	MaxPhysicalGiftCards = 20
	MaxDigitalGiftCards  = 10
	// MaxGiftCardValue is what the gift cards of one order may be worth together, in cents.
	MaxGiftCardValue = 200000
	// PreOrderDepositPercent is the share of a pre-order paid now (the pricing function's rate).
	PreOrderDepositPercent = pricing.PreOrderDepositPercent
	// IdleFor is how long an anonymous cart may go untouched before the clean-up job deletes it.
	IdleFor = 30 * 24 * time.Hour
	// MaxAttempts is how often a change is run again after losing a guarded update.
	MaxAttempts = 40
)

// Owner is whose cart a request works on: a customer's (CustomerID) or an anonymous shopper's
// (Token, the wattle_cart cookie's value, stored only hashed).
type Owner struct {
	CustomerID string
	Token      string
	// Store is the shopper's preferred store (the t_psn cookie's number), "" without one: the
	// summary's click-and-collect stock is read there until the cart has a pickup store. It
	// never decides whose cart it is.
	Store string
}

// Cart is a shopper's cart as stored.
type Cart struct {
	ID string
	// CustomerID owns a customer's cart; TokenHash (SHA-256 of the cookie token, hex) an anonymous
	// one. Exactly one is set.
	CustomerID string
	TokenHash  string
	// Version is bumped by every change (a guarded update: the loser of a race runs again).
	Version int64
	Entries []Entry
	// NextEntry is the entry number the next new entry gets: numbers are never reused.
	NextEntry int
	// Mode is the chosen delivery mode, "" until one is chosen.
	Mode delivery.Mode
	// PostalCode is the delivery postcode (setDeliveryMode, getDeliveryModes or the t_hd_pc cookie).
	PostalCode string
	// Pickup is the click-and-collect store and contact.
	Pickup Pickup
	// ProgressiveNotification is the shopper's consent to order progress messages.
	ProgressiveNotification bool
	// Notices are item errors found while merging carts, reported (once) by the next recalculation.
	Notices   []ItemError
	CreatedAt time.Time
	UpdatedAt time.Time
}

// Entry is one line of a cart: a variant with its quantity and extras.
type Entry struct {
	Number          int              `json:"n"`
	ProductCode     string           `json:"v"`
	BaseCode        string           `json:"b"`
	Quantity        int              `json:"q"`
	GiftCard        *Recipient       `json:"g,omitempty"`
	Personalisation *Personalisation `json:"p,omitempty"`
	Configuration   string           `json:"c,omitempty"`
	// Changed is when the entry was last added to or changed (the mini cart shows the last three).
	Changed time.Time `json:"t"`
}

// Recipient is who a gift card is for (the gift card extras of addToCart: docs/cart.md#cart-operations).
type Recipient struct {
	FirstName   string `json:"firstName"`
	LastName    string `json:"lastName"`
	Email       string `json:"recipientEmail"`
	MessageText string `json:"messageText"`
}

// Personalisation is a personalised item's text and lettering (docs/cart.md#the-cart-summary-cart:
// {product}ProductPersonaliseData).
type Personalisation struct {
	Text       string `json:"Text"`
	FontType   string `json:"Font Type"`
	FontColour string `json:"Font Colour"`
}

// Pickup is where and by whom a click-and-collect order is collected.
type Pickup struct {
	StoreNumber     string `json:"storeNumber"`
	CollectionPoint string `json:"collectionPoint"`
	FirstName       string `json:"firstName"`
	LastName        string `json:"lastName"`
	Mobile          string `json:"mobileNumber"`
	Email           string `json:"email"`
}

// sameExtras reports whether two entries carry the same extras, so that adding one to the other
// adds up quantities rather than making a new entry.
func (e *Entry) sameExtras(g *Recipient, p *Personalisation, conf string) bool {
	eqR := (e.GiftCard == nil) == (g == nil) && (g == nil || *e.GiftCard == *g)
	eqP := (e.Personalisation == nil) == (p == nil) && (p == nil || *e.Personalisation == *p)
	return eqR && eqP && e.Configuration == conf
}

// entry returns the entry with number n, or nil.
func (c *Cart) entry(n int) *Entry {
	for i := range c.Entries {
		if c.Entries[i].Number == n {
			return &c.Entries[i]
		}
	}
	return nil
}

// held is how many units of a variant the cart holds over all its entries, but skip's.
func (c *Cart) held(variant string, skip int) int {
	n := 0
	for _, e := range c.Entries {
		if e.ProductCode == variant && e.Number != skip {
			n += e.Quantity
		}
	}
	return n
}

// clone is a deep copy, so a change that fails leaves the loaded cart as it was.
func (c Cart) clone() Cart {
	c.Entries = append([]Entry(nil), c.Entries...)
	for i := range c.Entries {
		if g := c.Entries[i].GiftCard; g != nil {
			cp := *g
			c.Entries[i].GiftCard = &cp
		}
		if p := c.Entries[i].Personalisation; p != nil {
			cp := *p
			c.Entries[i].Personalisation = &cp
		}
	}
	c.Notices = append([]ItemError(nil), c.Notices...)
	return c
}

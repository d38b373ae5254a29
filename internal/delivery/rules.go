// Package delivery is how goods reach the shopper: the three delivery modes (click and collect,
// home delivery, express), what each costs, where express runs, and when an order can be expected.
// The rules here are the shop's: fees, cut-offs and areas are its own choice, and
// docs/delivery.md writes down what was chosen and why.
package delivery

import (
	"strconv"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/platform/postcode"
)

// Mode is a delivery mode (docs/delivery.md#modes-and-fees-rulesgo): CNC, HD or ED.
type Mode string

// The delivery modes.
const (
	ClickAndCollect Mode = "CNC"
	HomeDelivery    Mode = "HD"
	Express         Mode = "ED"
)

// Modes lists every mode in the order the shop offers them.
var Modes = []Mode{ClickAndCollect, HomeDelivery, Express}

// ParseMode reads a mode code, upper or lower case.
func ParseMode(s string) (Mode, bool) {
	switch m := Mode(strings.ToUpper(strings.TrimSpace(s))); m {
	case ClickAndCollect, HomeDelivery, Express:
		return m, true
	}
	return "", false
}

// Name is what a shopper reads for the mode.
func (m Mode) Name() string {
	switch m {
	case ClickAndCollect:
		return "Click & collect"
	case HomeDelivery:
		return "Home delivery"
	case Express:
		return "Express delivery"
	}
	return string(m)
}

// Fees and thresholds (GST inclusive). A department store's usual shape: collection is free, home
// delivery has a flat fee waived above a spend, express is a flat premium, big items cost more to
// carry, and a posted gift card has its own small fee ($5.00 per order: docs/delivery.md#modes-and-fees-rulesgo).
const (
	// HomeDeliveryFee is the standard home delivery fee.
	HomeDeliveryFee money.Cents = 900
	// FreeHomeDeliveryFrom is the merchandise subtotal (gift cards excluded) from which home
	// delivery is free.
	FreeHomeDeliveryFrom money.Cents = 6500
	// ExpressFee is express delivery's fee; it is never waived.
	ExpressFee money.Cents = 1500
	// BulkyFee is added for each bulky entry (a line of a bulky product) delivered to an address.
	BulkyFee money.Cents = 2900
	// GiftCardDeliveryFee is added once per order that posts physical gift cards (docs/delivery.md#modes-and-fees-rulesgo).
	GiftCardDeliveryFee money.Cents = 500
)

// Basket is what a fee depends on.
type Basket struct {
	// Merchandise is the subtotal of everything that is not a gift card.
	Merchandise money.Cents
	// BulkyEntries counts entries of bulky products.
	BulkyEntries int
	// PhysicalGiftCards reports whether the basket posts a physical gift card.
	PhysicalGiftCards bool
	// Goods reports whether the basket has anything other than gift cards.
	Goods bool
}

// Fee is what delivering a basket by a mode costs.
type Fee struct {
	// Total is what the shopper pays for delivery.
	Total money.Cents
	// Original is the fee before a waiver (free home delivery): the summary's originalDeliveryCost.
	Original money.Cents
	// Bulky and GiftCard are the parts of Total for bulky items and posted gift cards.
	Bulky    money.Cents
	GiftCard money.Cents
	// Waived reports that the mode's own fee was waived by the free delivery threshold.
	Waived bool
}

// FeeFor returns what delivering b by mode m costs. Goods by click and collect are free; bulky items
// are collected free too. A posted gift card costs GiftCardDeliveryFee whatever the mode of the rest
// (it goes by post). A basket of gift cards only pays the gift card fee and nothing else.
func FeeFor(m Mode, b Basket) Fee {
	var f Fee
	if b.PhysicalGiftCards {
		f.GiftCard = GiftCardDeliveryFee
	}
	if b.Goods {
		switch m {
		case HomeDelivery:
			f.Original = HomeDeliveryFee
			if b.Merchandise >= FreeHomeDeliveryFrom {
				f.Waived = true
			} else {
				f.Total = HomeDeliveryFee
			}
			f.Bulky = BulkyFee * money.Cents(b.BulkyEntries)
		case Express:
			f.Original, f.Total = ExpressFee, ExpressFee
		}
	}
	f.Total += f.Bulky + f.GiftCard
	f.Original += f.Bulky + f.GiftCard
	return f
}

// ToFreeHomeDelivery is how much more merchandise would make home delivery free; 0 when it already is.
func ToFreeHomeDelivery(merchandise money.Cents) money.Cents {
	return max(FreeHomeDeliveryFrom-merchandise, 0)
}

// metroRanges are the postcode ranges of the capital cities' metropolitan areas (Australia Post's
// metro ranges as couriers use them for same-day services). Express delivery runs only here.
var metroRanges = [][2]int{
	{1000, 1999}, {2000, 2249}, {2555, 2574}, {2740, 2786}, // Sydney (1xxx are PO boxes)
	{2600, 2620}, {2900, 2914}, // Canberra
	{3000, 3207}, {3335, 3341}, {3427, 3442}, {3750, 3811}, {3910, 3920}, {3926, 3944}, {3975, 3978}, {3980, 3983}, {8000, 8999}, // Melbourne
	{4000, 4207}, {4300, 4305}, {4500, 4519}, {9000, 9499}, // Brisbane
	{5000, 5199}, {5800, 5999}, // Adelaide
	{6000, 6199}, {6800, 6999}, // Perth
	{7000, 7099}, // Hobart
}

// ExpressEligible reports whether express delivery runs to a 4-digit postcode.
func ExpressEligible(pc string) bool {
	n, ok := postcodeNumber(pc)
	if !ok {
		return false
	}
	for _, r := range metroRanges {
		if n >= r[0] && n <= r[1] {
			return true
		}
	}
	return false
}

// postcodeNumber is a postcode's number, for the ranges above; false unless pc is a postcode as
// stored (postcode.Valid: exactly 4 digits, nothing stripped or reduced here).
func postcodeNumber(pc string) (int, bool) {
	if !postcode.Valid(pc) {
		return 0, false
	}
	n, err := strconv.Atoi(pc)
	return n, err == nil
}

// StateOf returns the state or territory a 4-digit postcode belongs to (Australia Post's allocation),
// "" when it is not an Australian postcode: postcode.StateOf, which an address's state is also
// checked against.
func StateOf(pc string) string { return postcode.StateOf(pc) }

// Zone returns the time zone of a state or territory (Melbourne's when unknown). Cut-offs are
// in the shopper's or the store's local time.
func Zone(state string) *time.Location {
	name := map[string]string{
		"NSW": "Australia/Sydney", "ACT": "Australia/Sydney", "VIC": "Australia/Melbourne",
		"QLD": "Australia/Brisbane", "SA": "Australia/Adelaide", "WA": "Australia/Perth",
		"TAS": "Australia/Hobart", "NT": "Australia/Darwin",
	}[state]
	if name == "" {
		return clock.Melbourne
	}
	if loc, err := time.LoadLocation(name); err == nil {
		return loc
	}
	return clock.Melbourne
}

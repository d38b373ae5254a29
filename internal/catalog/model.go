package catalog

import (
	"time"

	"github.com/wattle/storefront/internal/platform/money"
)

// Category is a node of the three-level category tree. Level 1 nodes are departments
// (Home, Kitchen, Women…), level 2 are categories (Lighting), level 3 are leaves (Table Lamps).
// Products hang off level-3 leaves only.
type Category struct {
	Code       string // stable id, e.g. "home", "home-lighting", "home-lighting-table-lamps"
	Name       string // shown to shoppers: "Table Lamps"
	ParentCode string // "" for departments
	Level      int    // 1, 2 or 3
	Position   int    // order among siblings
}

// GiftCardKind says whether a product is a gift card and which kind.
type GiftCardKind string

// Gift card kinds. A physical card is posted; a digital one is e-mailed (productType "digital").
const (
	GiftCardNone     GiftCardKind = ""
	GiftCardPhysical GiftCardKind = "physical"
	GiftCardDigital  GiftCardKind = "digital"
)

// Product is a base product: what a shopper thinks of as "the thing", with its sellable
// variants (colour × size). Prices live on variants; the product's price fields are the
// lowest variant price, kept for listings and sorting.
type Product struct {
	Code         string // base product code, "P" + 7 digits: "P1000123"
	Name         string
	Brand        string
	Description  string
	Features     []string // bullet points shown under "Specifications"
	CategoryCode string   // a level-3 leaf
	Motif        string   // image motif: a drawing or a kind of product ("jeans", "table-lamp", "esky"), see internal/media
	SizeType     string   // "clothing", "shoe", "bedding", "" when there are no sizes
	Rating       float64  // 0 when unrated, else 1.0-5.0 in tenths
	ReviewCount  int
	CreatedAt    time.Time // "New" badge when within 30 days of now

	Price    money.Cents // lowest variant price
	WasPrice money.Cents // 0 when not reduced
	// OnePassPrice is the member price, 0 when the product has none.
	OnePassPrice money.Cents

	OnePassExclusive bool // only members may buy (badge text OnePassExclusiveBadgeText)
	// Early access window for OnePass members. Zero start: no early access.
	// End may be zero (open ended).
	EarlyAccessStart time.Time
	EarlyAccessEnd   time.Time

	PreOrder       bool
	Bulky          bool // incurs a bulky-item delivery fee
	Personalisable bool
	OnlineOnly     bool
	GiftCard       GiftCardKind
	// Assorted products ship a random design (stock field "assorted").
	Assorted bool

	Variants []Variant
}

// Variant is a sellable item: one colour in one size.
type Variant struct {
	Code      string // 8 digits, unique across the catalogue: "61000123"
	BaseCode  string // its Product's Code
	Colour    string // "Navy"; "" for gift cards and single-colour goods
	ColourHex string // "#1f3a68", drives swatches and the SVG tile
	Size      string // "M", "10", "Queen"; "" when the product has no sizes
	Position  int    // order within the product (colour order, then size order)

	Price        money.Cents
	WasPrice     money.Cents
	OnePassPrice money.Cents
}

// StockStatus is a stock level (docs/stores.md#stock-statuses).
type StockStatus string

// Stock statuses: inStock beside the two problem states, lowStock and outOfStock.
const (
	InStock    StockStatus = "inStock"
	LowStock   StockStatus = "lowStock"
	OutOfStock StockStatus = "outOfStock"
)

// LowStockThreshold is the quantity at or below which stock is reported as low.
const LowStockThreshold = 5

// StatusOf turns a quantity into a stock status.
func StatusOf(qty int) StockStatus {
	switch {
	case qty <= 0:
		return OutOfStock
	case qty <= LowStockThreshold:
		return LowStock
	default:
		return InStock
	}
}

// OnlineLocation is the stock location key for the online (home delivery) warehouse pot.
const OnlineLocation = "online"

// Swatch is one colour of a product.
type Swatch struct {
	Name        string `json:"name"`
	Hex         string `json:"hex"`
	VariantCode string `json:"variantCode"`
	URL         string `json:"url"`
	ImageURL    string `json:"imageUrl"`
}

// Card is what a product card needs, in listings and on the product page. OnePass fields carry their wire names; dates are epoch
// milliseconds, 0 when none.
type Card struct {
	Code               string      `json:"code"`
	Name               string      `json:"name"`
	Brand              string      `json:"brand"`
	URL                string      `json:"url"`
	ImageURL           string      `json:"imageUrl"`
	CategoryCode       string      `json:"categoryCode"`
	DefaultVariantCode string      `json:"defaultVariantCode"`
	Price              money.Wire  `json:"price"`
	WasPrice           *money.Wire `json:"wasPrice,omitempty"`
	OnePassPrice       *money.Wire `json:"onePassPrice,omitempty"`
	Rating             float64     `json:"rating"`
	ReviewCount        int         `json:"reviewCount"`
	Colours            []Swatch    `json:"colours"`
	Sizes              []string    `json:"sizes"`
	HasSizes           bool        `json:"hasSizes"`
	InStock            bool        `json:"inStock"`
	Badges             []string    `json:"badges"`
	OnePassExclusive   bool        `json:"onePassExclusive"`
	OnePassEarlyAccess bool        `json:"onePassEarlyAccess"`
	OnePassStartDate   int64       `json:"onePassStartDate"`
	OnePassEndDate     int64       `json:"onePassEndDate"`
	OnePassBadgeText   string      `json:"onePassBadgeText"`
	PreOrder           bool        `json:"preOrder"`
	OnlineOnly         bool        `json:"onlineOnly"`
	Bulky              bool        `json:"bulky"`
	Personalisable     bool        `json:"personalisable"`
	GiftCard           string      `json:"giftCard"`
}

// VariantStock is a variant's stock for each delivery mode: status and units for home delivery
// (HD) and express delivery (ED). inventory.Online is the rule that fills it.
type VariantStock struct {
	HD    StockStatus
	ED    StockStatus
	HDQty int
	EDQty int
}

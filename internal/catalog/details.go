package catalog

import (
	"context"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/platform/money"
)

// StockReader is what product details need from inventory: each variant's stock per delivery mode.
type StockReader interface {
	ProductStock(ctx context.Context, p *Product) (map[string]VariantStock, error)
}

// Cards is what product details need from the search index: the product's card, what goes with
// it, and the category path for the breadcrumb. The index is replaced as the catalogue changes, so
// the service asks for the current one on every call.
type Cards interface {
	Summary(code string) (Card, bool)
	Recommend(code, pod string, n int) []Card
	CategoryPath(leaf string) []Category
}

// Viewer is who is looking, for what only some shoppers may buy. Until accounts and membership
// exist every viewer is anonymous.
type Viewer struct {
	SignedIn     bool
	ActiveMember bool // an active OnePass member (docs/catalog.md#early-access: active, overdue, team_member, cancelling…)
}

// Breadcrumb is one step of the path from department to leaf.
type Breadcrumb struct {
	Code string `json:"code"`
	Name string `json:"name"`
	URL  string `json:"url"`
}

// SizeOption is one size of a colour: the nested variants list of a variant
// (docs/catalog.md#the-product-page), so a client can offer the sizes of the chosen colour without regrouping.
type SizeOption struct {
	Code            string `json:"code"`
	URL             string `json:"url"`
	Size            string `json:"size"`
	ItemType        string `json:"itemType"`
	AvailableToSell bool   `json:"availableToSell"`
}

// VariantDetail is one sellable variant on the product page.
type VariantDetail struct {
	Code               string       `json:"code"`
	URL                string       `json:"url"`
	Colour             string       `json:"colour"`
	ColourHex          string       `json:"colourHex"`
	Size               string       `json:"size"`
	SizeType           string       `json:"sizeType"`
	ItemType           string       `json:"itemType"`
	Price              money.Wire   `json:"price"`
	WasPrice           *money.Wire  `json:"wasPrice,omitempty"`
	OnePassPrice       *money.Wire  `json:"onePassPrice,omitempty"`
	Images             []string     `json:"images"`
	HDStockLevelStatus StockStatus  `json:"hdStockLevelStatus"`
	EDStockLevelStatus StockStatus  `json:"edStockLevelStatus"`
	HDStock            int          `json:"hdStock"`
	EDStock            int          `json:"edStock"`
	AvailableToSell    bool         `json:"availableToSell"`
	Variants           []SizeOption `json:"variants"`
}

// Detail is the product of getProductDetails: the card's fields plus what the product page needs.
// Size and ItemType are the selected variant's (docs/catalog.md#the-product-page: the product being viewed may
// be a variant). OnePass fields carry their wire names with dates as epoch milliseconds.
type Detail struct {
	Card
	BaseProductCode           string          `json:"baseProductCode"`
	Size                      string          `json:"size"`
	ItemType                  string          `json:"itemType"`
	Description               string          `json:"description"`
	Features                  []string        `json:"features"`
	SizeType                  string          `json:"sizeType"`
	Breadcrumbs               []Breadcrumb    `json:"breadcrumbs"`
	InstallmentPrice          money.Wire      `json:"installmentPrice"`
	ProductType               string          `json:"productType"`
	Assorted                  bool            `json:"assorted"`
	OnePassExclusiveStartDate int64           `json:"onePassExclusiveStartDate"`
	OnePassExclusiveEndDate   int64           `json:"onePassExclusiveEndDate"`
	OnePassExclusiveBadgeText string          `json:"onePassExclusiveBadgeText"`
	EarlyAccessState          EarlyAccess     `json:"earlyAccessState"`
	SelectedVariantCode       string          `json:"selectedVariantCode"`
	Variants                  []VariantDetail `json:"variants"`
}

// Look is the "complete the look" rail.
type Look struct {
	Title    string `json:"title"`
	Products []Card `json:"products"`
}

// EndOfLifeLink points a shopper who cannot buy a product at where to look instead.
type EndOfLifeLink struct {
	Label string `json:"label"`
	URL   string `json:"url"`
}

// ProductDetails is the answer of getProductDetails.
type ProductDetails struct {
	Product        Detail          `json:"product"`
	LookData       Look            `json:"lookData"`
	EndOfLifeLinks []EndOfLifeLink `json:"endOfLifeLinks"`
}

// Item types (docs/catalog.md#product-types).
const (
	ItemTypeSize   = "sizeVariant"
	ItemTypeColour = "colourVariant"
)

// lookSize is how many products "complete the look" shows.
const lookSize = 4

// Sellable reports whether viewer may buy a product at now, whatever its stock: an early-access
// product is for nobody before its window opens, only for signed-in active members while it is
// open, and for everyone once it has ended (docs/catalog.md#early-access).
func (p *Product) Sellable(now time.Time, viewer Viewer) bool {
	switch p.EarlyAccessAt(now) {
	case EarlyAccessComingSoon:
		return false
	case EarlyAccessOpen:
		return viewer.SignedIn && viewer.ActiveMember
	}
	return true
}

// Details assembles the product page of code (a base or variant code) for viewer at now.
func (s *Service) Details(ctx context.Context, code string, viewer Viewer, now time.Time) (ProductDetails, error) {
	p, err := s.Product(ctx, code)
	if err != nil {
		return ProductDetails{}, err
	}
	if s.stock == nil || s.cards == nil {
		return ProductDetails{}, ErrNotConfigured
	}
	stock, err := s.stock.ProductStock(ctx, &p)
	if err != nil {
		return ProductDetails{}, err
	}
	cards := s.cards()
	d := detail(&p, code, stock, cards, viewer, now)
	look := cards.Recommend(p.Code, "pdp-complete-the-look", lookSize)
	if look == nil {
		look = []Card{}
	}
	eol := []EndOfLifeLink{}
	if !d.InStock {
		// A product nobody can buy online points shoppers at its category and its department.
		for i := len(d.Breadcrumbs) - 1; i >= 0 && len(eol) < 2; i-- {
			b := d.Breadcrumbs[i]
			eol = append(eol, EndOfLifeLink{Label: "Shop all " + b.Name, URL: b.URL})
		}
	}
	return ProductDetails{Product: d, LookData: Look{Title: "Complete the look", Products: look}, EndOfLifeLinks: eol}, nil
}

func millis(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}

func wirePtr(c money.Cents) *money.Wire {
	if c <= 0 {
		return nil
	}
	w := c.Wire()
	return &w
}

func detail(p *Product, requested string, stock map[string]VariantStock, cards Cards, viewer Viewer, now time.Time) Detail {
	sum, _ := cards.Summary(p.Code)
	d := Detail{
		Card:            sum,
		BaseProductCode: p.Code,
		Description:     p.Description,
		Features:        p.Features,
		SizeType:        p.SizeType,
		ProductType:     "mhd",
		Assorted:        p.Assorted,
	}
	if d.Features == nil {
		d.Features = []string{}
	}
	switch p.GiftCard {
	case GiftCardPhysical:
		d.ProductType = "giftCard"
	case GiftCardDigital:
		d.ProductType = "digital"
	}
	d.EarlyAccessState = p.EarlyAccessAt(now)
	if p.OnePassExclusive {
		d.OnePassExclusiveBadgeText = "OnePass exclusive"
		d.OnePassExclusiveStartDate = millis(p.EarlyAccessStart)
		d.OnePassExclusiveEndDate = millis(p.EarlyAccessEnd)
	}
	d.InstallmentPrice = money.Cents((int64(p.Price) + 3) / 4).Wire()
	d.Breadcrumbs = []Breadcrumb{}
	for _, c := range cards.CategoryPath(p.CategoryCode) {
		d.Breadcrumbs = append(d.Breadcrumbs, Breadcrumb{Code: c.Code, Name: c.Name, URL: "/c/" + c.Code})
	}
	sellable := p.Sellable(now, viewer)
	anyStock := false
	for i := range p.Variants {
		v := &p.Variants[i]
		st := stock[v.Code]
		if st.HD == "" {
			st.HD, st.ED = OutOfStock, OutOfStock
		}
		images := make([]string, ImageViews)
		for j := range images {
			images[j] = ImageURL(v.Code, j+1)
		}
		available := sellable && st.HD != OutOfStock
		anyStock = anyStock || st.HD != OutOfStock
		d.Variants = append(d.Variants, VariantDetail{
			Code: v.Code, URL: p.VariantURL(v), Colour: v.Colour, ColourHex: v.ColourHex, Size: v.Size,
			SizeType: p.SizeType, ItemType: itemType(v), Price: v.Price.Wire(), WasPrice: wirePtr(v.WasPrice),
			OnePassPrice: wirePtr(v.OnePassPrice), Images: images,
			HDStockLevelStatus: st.HD, EDStockLevelStatus: st.ED, HDStock: st.HDQty, EDStock: st.EDQty,
			AvailableToSell: available,
		})
	}
	// Each variant lists the sizes of its colour.
	for i := range d.Variants {
		opts := []SizeOption{}
		for _, o := range d.Variants {
			if o.Colour == d.Variants[i].Colour && o.Size != "" {
				opts = append(opts, SizeOption{Code: o.Code, URL: o.URL, Size: o.Size, ItemType: o.ItemType, AvailableToSell: o.AvailableToSell})
			}
		}
		d.Variants[i].Variants = opts
	}
	d.InStock = anyStock
	d.SelectedVariantCode = requested
	if p.Variant(requested) == nil {
		d.SelectedVariantCode = ""
		for _, v := range d.Variants { // the first variant a shopper can buy, else the first
			if v.AvailableToSell {
				d.SelectedVariantCode = v.Code
				break
			}
		}
		if d.SelectedVariantCode == "" && len(d.Variants) > 0 {
			d.SelectedVariantCode = d.Variants[0].Code
		}
	}
	d.ItemType = ItemTypeColour
	for _, v := range d.Variants {
		if v.Code == d.SelectedVariantCode {
			d.Size, d.ItemType = v.Size, v.ItemType
		}
	}
	return d
}

func itemType(v *Variant) string {
	if v.Size != "" {
		return ItemTypeSize
	}
	return ItemTypeColour
}

// DepartmentIcon picks the menu icon of a department by the words in its code.
func DepartmentIcon(code string) string {
	for _, m := range departmentIcons {
		if strings.Contains(code, m.word) {
			return m.icon
		}
	}
	return "shopping-bag"
}

var departmentIcons = []struct{ word, icon string }{
	{"gift", "gift"}, {"kitchen", "cooking-pot"}, {"bed", "bed-double"}, {"bath", "bath"},
	{"women", "shirt"}, {"men", "shirt"}, {"baby", "baby"}, {"kids", "puzzle"}, {"toy", "toy-brick"},
	{"electronic", "tv"}, {"outdoor", "tent"}, {"sport", "dumbbell"}, {"beauty", "sparkles"},
	{"home", "sofa"},
}

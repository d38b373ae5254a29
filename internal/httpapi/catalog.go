package httpapi

import (
	"net/http"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/search"
)

// departmentIcon picks the menu icon of a department by the words in its code.
func departmentIcon(code string) string {
	for _, m := range []struct{ word, icon string }{
		{"gift", "gift"}, {"kitchen", "cooking-pot"}, {"bed", "bed-double"}, {"bath", "bath"},
		{"women", "shirt"}, {"men", "shirt"}, {"baby", "baby"}, {"kids", "puzzle"}, {"toy", "toy-brick"},
		{"electronic", "tv"}, {"outdoor", "tent"}, {"sport", "dumbbell"}, {"beauty", "sparkles"},
		{"home", "sofa"},
	} {
		if strings.Contains(code, m.word) {
			return m.icon
		}
	}
	return "shopping-bag"
}

type breadcrumb struct {
	Code string `json:"code"`
	Name string `json:"name"`
	URL  string `json:"url"`
}

type variantDetail struct {
	Code               string              `json:"code"`
	URL                string              `json:"url"`
	Colour             string              `json:"colour"`
	ColourHex          string              `json:"colourHex"`
	Size               string              `json:"size"`
	SizeType           string              `json:"sizeType"`
	ItemType           string              `json:"itemType"`
	Price              money.Wire          `json:"price"`
	WasPrice           *money.Wire         `json:"wasPrice,omitempty"`
	OnePassPrice       *money.Wire         `json:"onePassPrice,omitempty"`
	Images             []string            `json:"images"`
	HDStockLevelStatus catalog.StockStatus `json:"hdStockLevelStatus"`
	EDStockLevelStatus catalog.StockStatus `json:"edStockLevelStatus"`
	AvailableToSell    bool                `json:"availableToSell"`
}

// productDetail is the product of getProductDetails: the card's fields plus what the product page
// needs. OnePass fields carry the seed's names with dates as epoch milliseconds.
type productDetail struct {
	search.Summary
	BaseProductCode           string          `json:"baseProductCode"`
	Description               string          `json:"description"`
	Features                  []string        `json:"features"`
	SizeType                  string          `json:"sizeType"`
	Breadcrumbs               []breadcrumb    `json:"breadcrumbs"`
	InstallmentPrice          money.Wire      `json:"installmentPrice"`
	ProductType               string          `json:"productType"`
	Assorted                  bool            `json:"assorted"`
	OnePassExclusiveStartDate int64           `json:"onePassExclusiveStartDate"`
	OnePassExclusiveEndDate   int64           `json:"onePassExclusiveEndDate"`
	OnePassExclusiveBadgeText string          `json:"onePassExclusiveBadgeText"`
	EarlyAccessState          string          `json:"earlyAccessState"`
	SelectedVariantCode       string          `json:"selectedVariantCode"`
	Variants                  []variantDetail `json:"variants"`
}

type endOfLifeLink struct {
	Label string `json:"label"`
	URL   string `json:"url"`
}

func wirePtr(c money.Cents) *money.Wire {
	if c <= 0 {
		return nil
	}
	w := c.Wire()
	return &w
}

func millis(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}

func (s *Server) getProductDetails(w http.ResponseWriter, r *http.Request) {
	code := r.PathValue("product")
	p, err := s.deps.Catalog.Product(r.Context(), code)
	if err != nil {
		writeError(w, r, err)
		return
	}
	detail, err := s.productDetail(r, &p, code)
	if err != nil {
		writeError(w, r, err)
		return
	}
	look := s.index().Recommend(p.Code, "pdp-complete-the-look", 4)
	if look == nil {
		look = []search.Summary{}
	}
	var eol []endOfLifeLink
	if !detail.InStock {
		// A product nobody can buy online points shoppers at its category and at similar products.
		for i := len(detail.Breadcrumbs) - 1; i >= 0 && len(eol) < 2; i-- {
			b := detail.Breadcrumbs[i]
			eol = append(eol, endOfLifeLink{Label: "Shop all " + b.Name, URL: b.URL})
		}
	}
	if eol == nil {
		eol = []endOfLifeLink{}
	}
	w.Header().Set("Cache-Control", "public, max-age=60")
	writeData(w, map[string]any{
		"product":        detail,
		"lookData":       map[string]any{"title": "Complete the look", "products": look},
		"endOfLifeLinks": eol,
	})
}

func (s *Server) productDetail(r *http.Request, p *catalog.Product, requested string) (*productDetail, error) {
	now := s.deps.Clock.Now()
	sum, _ := s.index().Summary(p.Code)
	codes := make([]string, len(p.Variants))
	for i, v := range p.Variants {
		codes[i] = v.Code
	}
	stock, err := s.deps.Inventory.Statuses(r.Context(), codes, []string{catalog.OnlineLocation})
	if err != nil {
		return nil, err
	}
	d := &productDetail{
		Summary:         sum,
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
	case catalog.GiftCardPhysical:
		d.ProductType = "giftCard"
	case catalog.GiftCardDigital:
		d.ProductType = "digital"
	}
	d.EarlyAccessState = string(p.EarlyAccessAt(now))
	if p.OnePassExclusive {
		d.OnePassExclusiveBadgeText = "OnePass exclusive"
		d.OnePassExclusiveStartDate = millis(p.EarlyAccessStart)
		d.OnePassExclusiveEndDate = millis(p.EarlyAccessEnd)
	}
	d.InstallmentPrice = money.Cents((int64(p.Price) + 3) / 4).Wire()
	d.Breadcrumbs = s.breadcrumbs(p.CategoryCode)
	anyStock := false
	for i := range p.Variants {
		v := &p.Variants[i]
		hd := stock[v.Code][catalog.OnlineLocation]
		ed := hd
		if p.Bulky || p.PreOrder || p.GiftCard != catalog.GiftCardNone {
			ed = catalog.OutOfStock // express delivery carries small, in-stock parcels only
		}
		images := make([]string, catalog.ImageViews)
		for j := range images {
			images[j] = catalog.ImageURL(v.Code, j+1)
		}
		itemType := "colourVariant"
		if v.Size != "" {
			itemType = "sizeVariant"
		}
		available := hd != catalog.OutOfStock
		anyStock = anyStock || available
		d.Variants = append(d.Variants, variantDetail{
			Code: v.Code, URL: p.VariantURL(v), Colour: v.Colour, ColourHex: v.ColourHex, Size: v.Size,
			SizeType: p.SizeType, ItemType: itemType, Price: v.Price.Wire(), WasPrice: wirePtr(v.WasPrice),
			OnePassPrice: wirePtr(v.OnePassPrice), Images: images,
			HDStockLevelStatus: hd, EDStockLevelStatus: ed, AvailableToSell: available,
		})
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
	return d, nil
}

// breadcrumbs returns the path from department to leaf.
func (s *Server) breadcrumbs(leaf string) []breadcrumb {
	var out []breadcrumb
	for code := leaf; code != ""; {
		c, ok := s.categories[code]
		if !ok {
			break
		}
		out = append([]breadcrumb{{Code: c.Code, Name: c.Name, URL: "/c/" + c.Code}}, out...)
		code = c.ParentCode
	}
	return out
}

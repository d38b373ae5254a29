package cart

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/platform/validate"
	"github.com/wattle/storefront/internal/pricing"
)

// Summary is the cart summary every cart call answers (docs/cart.md#the-cart-summary-cart).
type Summary struct {
	Entries []EntryView `json:"entries"`
	Totals
	// priced is the pricing function's answer the summary's amounts were written from.
	priced pricing.Priced
}

// Priced is what pricing.Price answered for this summary, in cents: checkout and place order
// charge from it rather than reading the wire amounts back (docs/pricing.md).
func (s Summary) Priced() pricing.Priced { return s.priced }

// Totals is everything of the summary but its entries (getCartSummary).
type Totals struct {
	TotalUnitCount               int               `json:"totalUnitCount"`
	Hash                         string            `json:"hash" description:"changes whenever anything that affects delivery changes"`
	Subtotal                     money.Wire        `json:"subtotal"`
	DeliveryMode                 *ModeRef          `json:"deliveryMode"`
	DeliveryFee                  *money.Wire       `json:"deliveryFee"`
	OriginalDeliveryCost         *money.Wire       `json:"originalDeliveryCost"`
	BulkyFee                     *money.Wire       `json:"bulkyFee"`
	GiftCardDeliveryFee          *money.Wire       `json:"giftCardDeliveryFee"`
	Voucher                      *Voucher          `json:"voucher"`
	OrderDiscounts               money.Wire        `json:"orderDiscounts" description:"the order's discounts (the OnePass welcome reward, promotions), taken off the product lines"`
	OnePassSavings               *money.Wire       `json:"onePassSavings" description:"a member's savings on this cart: member prices and free home delivery; null for others"`
	OnePassMember                bool              `json:"onePassMember" description:"the cart's owner is an active OnePass member"`
	Total                        money.Wire        `json:"total"`
	GST                          money.Wire        `json:"gst"`
	ContainsDigitalEntriesOnly   bool              `json:"containsDigitalEntriesOnly"`
	InstallmentPrice             *money.Wire       `json:"installmentPrice"`
	PreOrderDepositAmount        *money.Wire       `json:"preOrderDepositAmount"`
	PreOrderOutstandingAmount    *money.Wire       `json:"preOrderOutstandingAmount"`
	IncentiveMessages            []Incentive       `json:"incentiveMessages"`
	ExcludedForAfterpay          bool              `json:"excludedForAfterpay"`
	ExcludedForZip               bool              `json:"excludedForZip"`
	DeliveryPromiseSaved         bool              `json:"deliveryPromiseSaved"`
	PickupStore                  *PickupStore      `json:"pickupStore"`
	DeliveryPostcode             string            `json:"deliveryPostcode"`
	AllowProgressiveNotification bool              `json:"allowProgressiveNotification"`
	AppliedOrderPromotions       []PromotionResult `json:"appliedOrderPromotions"`
	PotentialOrderPromotions     []PromotionResult `json:"potentialOrderPromotions"`
}

// EntryView is one entry of the summary.
type EntryView struct {
	EntryNumber        int                 `json:"entryNumber"`
	ProductCode        string              `json:"productCode"`
	BaseProductCode    string              `json:"baseProductCode"`
	Name               string              `json:"name"`
	Brand              string              `json:"brand"`
	URL                string              `json:"url"`
	ImageURL           string              `json:"imageUrl"`
	Colour             string              `json:"colour"`
	Size               string              `json:"size"`
	Quantity           int                 `json:"quantity"`
	QuantityAdded      int                 `json:"quantityAdded"`
	BasePrice          money.Wire          `json:"basePrice"`
	WasPrice           *money.Wire         `json:"wasPrice"`
	OnePassPrice       *money.Wire         `json:"onePassPrice,omitempty" description:"the variant's OnePass member price, when it has one (a member's basePrice is it)"`
	OnePassSaving      *money.Wire         `json:"onePassSaving,omitempty" description:"what the member price saves on the line (members only)"`
	TotalPrice         money.Wire          `json:"totalPrice" description:"basePrice × quantity, before order discounts"`
	HDStockLevelStatus catalog.StockStatus `json:"hdStockLevelStatus"`
	EDStockLevelStatus catalog.StockStatus `json:"edStockLevelStatus"`
	CCStockLevelStatus catalog.StockStatus `json:"ccStockLevelStatus,omitempty" description:"at the pickup store, else at the shopper's preferred store (the t_psn cookie); absent without either"`
	HDStock            int                 `json:"hdStock"`
	EDStock            int                 `json:"edStock"`
	CCStock            *int                `json:"ccStock,omitempty"`
	InNetwork          bool                `json:"inNetwork"`
	ProductType        string              `json:"productType" enum:"mhd,giftCard,digital"`
	Assorted           bool                `json:"assorted"`
	PreOrder           bool                `json:"preOrder"`
	Bulky              bool                `json:"bulky"`
	MaxQuantity        int                 `json:"maxQuantity"`
	GiftCard           *Recipient          `json:"giftCard"`
	Personalisation    *Personalisation    `json:"personalisation"`
	ConfigurationInfo  string              `json:"configurationInfo"`
	// changed orders the mini cart.
	changed int64
}

// ModeRef names a delivery mode.
type ModeRef struct {
	Code string `json:"code"`
	Name string `json:"name"`
}

// Voucher is an applied voucher (the promotions work fills it; null until then).
type Voucher struct {
	Code    string `json:"code"`
	Applied bool   `json:"applied"`
}

// Incentive is a message that nudges the shopper toward an offer.
type Incentive struct {
	DeliveryCode    string     `json:"deliveryCode"`
	Icon            string     `json:"icon"`
	Message         string     `json:"message"`
	AmountRemaining money.Wire `json:"amountRemaining"`
}

// PromotionResult is an order promotion applied or within reach.
type PromotionResult struct {
	PromotionData Promotion `json:"promotionData"`
}

// Promotion describes an order promotion.
type Promotion struct {
	PromotionType string      `json:"promotionType" description:"freeDelivery, onePassDelivery, onePassWelcome, …"`
	Code          string      `json:"code"`
	Description   string      `json:"description"`
	Discount      *money.Wire `json:"discount,omitempty" description:"what an applied promotion takes off"`
	// AmountRemaining is how much more spend wins a potential promotion.
	AmountRemaining *money.Wire `json:"amountRemaining,omitempty"`
}

// PickupStore is the click-and-collect store of the cart with its collection point and contact.
type PickupStore struct {
	StoreNumber     string `json:"storeNumber"`
	Name            string `json:"name"`
	DisplayName     string `json:"displayName"`
	Town            string `json:"town"`
	PostalCode      string `json:"postalCode"`
	State           string `json:"state"`
	CollectionPoint string `json:"collectionPoint"`
	FirstName       string `json:"firstName"`
	LastName        string `json:"lastName"`
	MobileNumber    string `json:"mobileNumber"`
	Email           string `json:"email"`
}

// freeDelivery is the free home delivery offer (delivery.FreeHomeDeliveryFrom).
var freeDelivery = Promotion{PromotionType: "freeDelivery", Code: "FREE_HD_65",
	Description: "Free home delivery on orders of " + delivery.FreeHomeDeliveryFrom.Format() + " or more"}

// memberDelivery is a OnePass member's free home delivery, on any spend.
var memberDelivery = Promotion{PromotionType: "onePassDelivery", Code: "ONEPASS_HD",
	Description: "Free home delivery with OnePass"}

func wirePtr(c money.Cents) *money.Wire { w := c.Wire(); return &w }

// Summarise builds the summary of a cart; changed are the entries a change just added to
// (quantityAdded). Stock is read in one batch; an entry whose product has gone keeps its line with
// what the cart knows.
func (s *Service) Summarise(ctx context.Context, c Cart, changed map[int]int) (Summary, error) {
	return s.reads().summarise(ctx, c, changed)
}

// SummariseFor is Summarise for the owner's request: without a pickup store, click-and-collect
// stock is the owner's preferred store's (Owner.Store).
func (s *Service) SummariseFor(ctx context.Context, o Owner, c Cart, changed map[int]int) (Summary, error) {
	return s.readsFor(o).summarise(ctx, c, changed)
}

// SummariseResult is Summarise after a change: the summary of c with res's changed entries, from
// what the change read already (its products and stock are not read again).
func (s *Service) SummariseResult(ctx context.Context, c Cart, res Result) (Summary, error) {
	r := res.reads
	if r == nil {
		r = s.reads()
	}
	return r.summarise(ctx, c, res.Changed)
}

func (r *reads) summarise(ctx context.Context, c Cart, changed map[int]int) (Summary, error) {
	out := Summary{Entries: []EntryView{}, Totals: Totals{IncentiveMessages: []Incentive{},
		AppliedOrderPromotions: []PromotionResult{}, PotentialOrderPromotions: []PromotionResult{},
		DeliveryPostcode: c.PostalCode, AllowProgressiveNotification: c.ProgressiveNotification}}
	codes := make([]string, 0, len(c.Entries))
	for _, e := range c.Entries {
		codes = append(codes, e.ProductCode)
	}
	collect := r.collectAt(&c)
	q, err := r.quantities(ctx, codes, collect)
	if err != nil {
		return out, err
	}
	lines := make([]pricing.Line, 0, len(c.Entries))
	digitalOnly, preOrder, giftCard := len(c.Entries) > 0, false, false
	var missing []int // entries with no stock online nor at the pickup store: look further
	for _, e := range c.Entries {
		p, v, err := r.product(ctx, e.ProductCode)
		if err != nil {
			return out, err
		}
		lines = append(lines, lineOf(e, p, v))
		ev := EntryView{EntryNumber: e.Number, ProductCode: e.ProductCode, BaseProductCode: e.BaseCode,
			Quantity: e.Quantity, QuantityAdded: changed[e.Number], GiftCard: e.GiftCard, Personalisation: e.Personalisation,
			ConfigurationInfo: e.Configuration, ProductType: "mhd", changed: e.Changed.UnixMilli(),
			HDStockLevelStatus: catalog.OutOfStock, EDStockLevelStatus: catalog.OutOfStock}
		out.TotalUnitCount += e.Quantity
		if p == nil {
			ev.Name = "No longer available"
			out.Entries = append(out.Entries, ev)
			digitalOnly = false
			continue
		}
		ev.Name, ev.Brand, ev.URL, ev.ImageURL = p.Name, p.Brand, p.VariantURL(v), catalog.ImageURL(v.Code, 1)
		ev.Colour, ev.Size, ev.Assorted, ev.PreOrder, ev.Bulky = v.Colour, v.Size, p.Assorted, p.PreOrder, p.Bulky
		if v.WasPrice > v.Price {
			ev.WasPrice = wirePtr(v.WasPrice)
		}
		if v.OnePassPrice > 0 && v.OnePassPrice < v.Price {
			ev.OnePassPrice = wirePtr(v.OnePassPrice)
		}
		qs := q[e.ProductCode]
		online := inventory.Online(qs[catalog.OnlineLocation], inventory.FulfilmentOf(p))
		ev.HDStockLevelStatus, ev.EDStockLevelStatus, ev.HDStock, ev.EDStock = online.HD, online.ED, online.HDQty, online.EDQty
		if collect != "" {
			n := qs[collect]
			ev.CCStock, ev.CCStockLevelStatus = &n, catalog.StatusOf(n)
		}
		ev.InNetwork = online.HDQty > 0 || (ev.CCStock != nil && *ev.CCStock > 0)
		if !ev.InNetwork {
			missing = append(missing, len(out.Entries))
		}
		ev.MaxQuantity = max(0, min(MaxProductQuantity, available(&c, p, qs))-c.held(e.ProductCode, e.Number))
		switch p.GiftCard {
		case catalog.GiftCardPhysical:
			ev.ProductType = "giftCard"
			giftCard = true
			digitalOnly = false
		case catalog.GiftCardDigital:
			ev.ProductType = "digital"
			giftCard = true
		default:
			digitalOnly = false
		}
		preOrder = preOrder || p.PreOrder
		out.Entries = append(out.Entries, ev)
	}
	if err := r.network(ctx, out.Entries, missing); err != nil {
		return out, err
	}
	// Every amount below is the pricing function's; the summary only puts it on the wire.
	in := r.s.priceInput(ctx, &c, lines)
	pr := pricing.Price(in)
	out.priced = pr
	for i, pl := range pr.Lines {
		if !pl.Gone {
			out.Entries[i].BasePrice, out.Entries[i].TotalPrice = pl.Unit.Wire(), (pl.Unit * money.Cents(pl.Quantity)).Wire()
			if pl.MemberSaving > 0 {
				out.Entries[i].OnePassSaving = wirePtr(pl.MemberSaving)
			}
		}
	}
	if in.Shopper.Member {
		out.OnePassMember, out.OnePassSavings = true, wirePtr(pr.MemberSavings)
	}
	out.Subtotal = pr.Subtotal.Wire()
	out.ContainsDigitalEntriesOnly = digitalOnly
	if d := pr.Delivery; d.Due {
		if c.Mode != "" {
			out.DeliveryMode = &ModeRef{Code: string(c.Mode), Name: c.Mode.Name()}
		}
		out.DeliveryPromiseSaved = true
		out.DeliveryFee, out.OriginalDeliveryCost = wirePtr(d.Fee.Total), wirePtr(d.Fee.Original)
		out.BulkyFee, out.GiftCardDeliveryFee = wirePtr(d.Fee.Bulky), wirePtr(d.Fee.GiftCard)
	}
	out.OrderDiscounts = pr.Discounts.Wire()
	out.Total = pr.Total.Wire()
	out.GST = pr.GST.Wire()
	out.ExcludedForAfterpay = giftCard || preOrder
	out.ExcludedForZip = giftCard
	if pr.Total >= 100 && pr.Total <= 200000 && !out.ExcludedForAfterpay {
		out.InstallmentPrice = wirePtr(pr.Instalment)
	}
	if pr.PreOrder {
		out.PreOrderDepositAmount, out.PreOrderOutstandingAmount = wirePtr(pr.Deposit), wirePtr(pr.Outstanding)
	}
	for _, a := range pr.Applied {
		out.AppliedOrderPromotions = append(out.AppliedOrderPromotions, PromotionResult{Promotion{PromotionType: a.Code, Code: a.Code,
			Description: a.Description, Discount: wirePtr(a.Amount)}})
	}
	for _, f := range pr.Refused {
		out.PotentialOrderPromotions = append(out.PotentialOrderPromotions, PromotionResult{Promotion{PromotionType: f.Code, Code: f.Code,
			Description: f.Reason, AmountRemaining: wirePtr(f.Short)}})
	}
	if pr.HasGoods && in.Shopper.Member {
		out.AppliedOrderPromotions = append(out.AppliedOrderPromotions, PromotionResult{memberDelivery})
	} else if pr.HasGoods {
		if rest := pr.Delivery.ToFree; rest > 0 {
			out.IncentiveMessages = append(out.IncentiveMessages, Incentive{DeliveryCode: string(delivery.HomeDelivery), Icon: "truck",
				Message: "Spend " + rest.Format() + " more for free home delivery", AmountRemaining: rest.Wire()})
			out.PotentialOrderPromotions = append(out.PotentialOrderPromotions, PromotionResult{freeDelivery})
		} else {
			out.AppliedOrderPromotions = append(out.AppliedOrderPromotions, PromotionResult{freeDelivery})
		}
	}
	if c.Pickup.StoreNumber != "" {
		if st, err := r.s.stores.Store(c.Pickup.StoreNumber); err == nil {
			out.PickupStore = pickupView(st, c.Pickup)
		}
	}
	out.Hash = hashOf(&c)
	return out, nil
}

// network fills inNetwork for the entries with no stock online nor at the pickup store: true when
// some store has any (a rare second read, over every store).
func (r *reads) network(ctx context.Context, entries []EntryView, idx []int) error {
	if len(idx) == 0 || r.s.stores == nil {
		return nil
	}
	var codes []string
	for _, i := range idx {
		codes = append(codes, entries[i].ProductCode)
	}
	all := r.s.stores.Stores()
	for start := 0; start < len(all); start += inventory.MaxLocations {
		var locs []string
		for _, st := range all[start:min(len(all), start+inventory.MaxLocations)] {
			locs = append(locs, st.Number)
		}
		q, err := r.s.stock.Quantities(ctx, codes, locs)
		if err != nil {
			return fmt.Errorf("%w: %w", ErrStockUnavailable, err)
		}
		for _, i := range idx {
			for _, n := range q[entries[i].ProductCode] {
				if n > 0 {
					entries[i].InNetwork = true
				}
			}
		}
	}
	return nil
}

func pickupView(st location.Store, p Pickup) *PickupStore {
	return &PickupStore{StoreNumber: st.Number, Name: st.Name, DisplayName: st.DisplayName, Town: st.Address.Town,
		PostalCode: st.Address.PostalCode, State: st.Address.State, CollectionPoint: p.CollectionPoint,
		FirstName: p.FirstName, LastName: p.LastName, MobileNumber: p.Mobile, Email: p.Email}
}

// hashOf is the cart's delivery hash: entries, quantities, mode, store and postcode.
func hashOf(c *Cart) string {
	h := sha256.New()
	for _, e := range c.Entries {
		fmt.Fprintf(h, "%d:%s:%d;", e.Number, e.ProductCode, e.Quantity)
	}
	fmt.Fprintf(h, "|%s|%s|%s", c.Mode, c.Pickup.StoreNumber, c.PostalCode)
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// MiniEntry is an entry of the mini cart.
type MiniEntry struct {
	EntryNumber int        `json:"entryNumber"`
	ProductCode string     `json:"productCode"`
	Name        string     `json:"name"`
	ImageURL    string     `json:"imageUrl"`
	URL         string     `json:"url"`
	Quantity    int        `json:"quantity"`
	TotalPrice  money.Wire `json:"totalPrice"`
	Colour      string     `json:"colour"`
	Size        string     `json:"size"`
}

// Mini is the mini cart: unit count, subtotal and the three entries changed last.
type Mini struct {
	TotalUnitCount int         `json:"totalUnitCount"`
	Subtotal       money.Wire  `json:"subtotal"`
	Entries        []MiniEntry `json:"entries"`
}

// MiniOf reduces a summary to the mini cart.
func MiniOf(sum Summary) Mini {
	es := append([]EntryView(nil), sum.Entries...)
	sort.SliceStable(es, func(i, j int) bool {
		if es[i].changed != es[j].changed {
			return es[i].changed > es[j].changed
		}
		return es[i].EntryNumber > es[j].EntryNumber
	})
	m := Mini{TotalUnitCount: sum.TotalUnitCount, Subtotal: sum.Subtotal, Entries: []MiniEntry{}}
	for _, e := range es[:min(3, len(es))] {
		m.Entries = append(m.Entries, MiniEntry{EntryNumber: e.EntryNumber, ProductCode: e.ProductCode, Name: e.Name,
			ImageURL: e.ImageURL, URL: e.URL, Quantity: e.Quantity, TotalPrice: e.TotalPrice, Colour: e.Colour, Size: e.Size})
	}
	return m
}

// VariantOption is another variant an entry could be switched to.
type VariantOption struct {
	Code               string              `json:"code"`
	Colour             string              `json:"colour"`
	Size               string              `json:"size"`
	Price              money.Wire          `json:"price"`
	HDStockLevelStatus catalog.StockStatus `json:"hdStockLevelStatus"`
	Sellable           bool                `json:"sellable"`
}

// EntryVariants are the variants of one entry's product.
type EntryVariants struct {
	EntryNumber int             `json:"entryNumber"`
	ProductCode string          `json:"productCode"`
	Variants    []VariantOption `json:"variants"`
}

// Variants returns the variants of each entry's product with their online stock (getCartVariants).
func (s *Service) Variants(ctx context.Context, o Owner) ([]EntryVariants, error) {
	c, err := s.Cart(ctx, o)
	if err != nil {
		return nil, err
	}
	r := s.reads()
	out := []EntryVariants{}
	for _, e := range c.Entries {
		p, _, err := r.product(ctx, e.ProductCode)
		if err != nil {
			return nil, err
		}
		ev := EntryVariants{EntryNumber: e.Number, ProductCode: e.ProductCode, Variants: []VariantOption{}}
		if p == nil {
			out = append(out, ev)
			continue
		}
		codes := make([]string, 0, len(p.Variants))
		for _, v := range p.Variants {
			codes = append(codes, v.Code)
		}
		q := map[string]map[string]int{}
		for start := 0; start < len(codes); start += inventory.MaxVariants {
			part, err := r.quantities(ctx, codes[start:min(len(codes), start+inventory.MaxVariants)], "")
			if err != nil {
				return nil, err
			}
			for k, v := range part {
				q[k] = v
			}
		}
		access := s.access(ctx, o, p)
		for _, v := range p.Variants {
			st := inventory.Online(q[v.Code][catalog.OnlineLocation], inventory.FulfilmentOf(p))
			ev.Variants = append(ev.Variants, VariantOption{Code: v.Code, Colour: v.Colour, Size: v.Size, Price: v.Price.Wire(),
				HDStockLevelStatus: st.HD, Sellable: access == "" && (st.HDQty > 0 || p.GiftCard == catalog.GiftCardDigital)})
		}
		out = append(out, ev)
	}
	return out, nil
}

// ModeOption is one delivery mode for the cart (getDeliveryModes).
type ModeOption struct {
	ID                string     `json:"id"`
	Name              string     `json:"name"`
	Fee               money.Wire `json:"fee" description:"the mode's own fee for this cart (bulky items included); posted gift cards' postage, the same whatever the mode, is not in it"`
	Available         bool       `json:"available"`
	Advantage         bool       `json:"advantage" description:"home delivery free as the shopper's OnePass benefit"`
	DeliveryToStore   bool       `json:"deliveryToStore"`
	UnavailableReason string     `json:"unavailableReason,omitempty" enum:"notForCollection,notForExpress,noPostcode,notInExpressArea,noStock"`
}

// Reasons a mode is unavailable.
const (
	ReasonNotForCollection = "notForCollection" // an item cannot be collected (online only, pre-order, e-gift card)
	ReasonNotForExpress    = "notForExpress"    // an item cannot go express (bulky, pre-order, gift card)
	ReasonNoPostcode       = "noPostcode"       // express needs the delivery postcode
	ReasonNotInExpressArea = "notInExpressArea" // express does not run to the postcode
	ReasonNoStock          = "noStock"          // what the cart holds cannot be had by this mode
)

// modes works out every mode's availability and fee for a cart. checkStock adds the stock check
// (skipSohCheck=false).
func (r *reads) modes(ctx context.Context, c *Cart, checkStock bool) ([]ModeOption, error) {
	lines := make([]pricing.Line, 0, len(c.Entries))
	collect, express := "", ""
	if c.PostalCode == "" {
		express = ReasonNoPostcode
	} else if !delivery.ExpressEligible(c.PostalCode) {
		express = ReasonNotInExpressArea
	}
	codes := make([]string, 0, len(c.Entries))
	for _, e := range c.Entries {
		codes = append(codes, e.ProductCode)
	}
	var q map[string]map[string]int
	if checkStock {
		var err error
		if q, err = r.quantities(ctx, codes, c.Pickup.StoreNumber); err != nil {
			return nil, err
		}
	}
	hdStock := ""
	for _, e := range c.Entries {
		p, v, err := r.product(ctx, e.ProductCode)
		if err != nil {
			return nil, err
		}
		lines = append(lines, lineOf(e, p, v))
		if p == nil {
			continue
		}
		if p.OnlineOnly || p.PreOrder || p.GiftCard == catalog.GiftCardDigital {
			collect = ReasonNotForCollection
		}
		if (p.Bulky || p.PreOrder || p.GiftCard != catalog.GiftCardNone) && express == "" {
			express = ReasonNotForExpress
		}
		if checkStock && p.GiftCard != catalog.GiftCardDigital {
			have := q[e.ProductCode]
			if have[catalog.OnlineLocation] < e.Quantity {
				hdStock = ReasonNoStock
				if express == "" {
					express = ReasonNoStock
				}
			}
			if c.Pickup.StoreNumber != "" && have[c.Pickup.StoreNumber] < e.Quantity && collect == "" {
				collect = ReasonNoStock
			}
		}
	}
	pr := pricing.Price(r.s.priceInput(ctx, c, lines))
	option := func(m delivery.Mode, reason string) ModeOption {
		fee, _ := pr.Option(m)
		// The mode's own fee: posted gift cards' postage is the same whatever the mode and is shown
		// apart (giftCardDeliveryFee), so a collection is never offered at "$5.00" for a gift card.
		return ModeOption{ID: string(m), Name: m.Name(), Fee: (fee.Total - fee.GiftCard).Wire(), Available: reason == "",
			Advantage: fee.Advantage, DeliveryToStore: m == delivery.ClickAndCollect, UnavailableReason: reason}
	}
	return []ModeOption{option(delivery.ClickAndCollect, collect), option(delivery.HomeDelivery, hdStock),
		option(delivery.Express, express)}, nil
}

// ModesAnswer is getDeliveryModes' answer.
type ModesAnswer struct {
	DeliveryModes []ModeOption `json:"deliveryModes"`
	CartHash      string       `json:"cartHash"`
}

// DeliveryModes returns the modes the cart may use; postalCode, when given and new, becomes the
// cart's delivery postcode first. ErrNoEntries on an empty cart.
func (s *Service) DeliveryModes(ctx context.Context, o Owner, postalCode string, checkStock bool) (ModesAnswer, error) {
	c, err := s.Cart(ctx, o)
	if err != nil {
		return ModesAnswer{}, err
	}
	if len(c.Entries) == 0 {
		return ModesAnswer{}, ErrNoEntries
	}
	if postalCode != "" && postalCode != c.PostalCode {
		if c, err = s.change(ctx, o, false, func(c *Cart) error {
			if len(c.Entries) == 0 {
				return ErrNoEntries
			}
			c.PostalCode = postalCode
			return nil
		}); err != nil {
			return ModesAnswer{}, err
		}
	}
	ms, err := s.reads().modes(ctx, &c, checkStock)
	if err != nil {
		return ModesAnswer{}, err
	}
	return ModesAnswer{DeliveryModes: ms, CartHash: hashOf(&c)}, nil
}

// SetDeliveryMode chooses the cart's mode (and postcode, when given): ErrModeUnavailable when the
// cart cannot use it, ErrNoEntries on an empty cart.
func (s *Service) SetDeliveryMode(ctx context.Context, o Owner, m delivery.Mode, postalCode string) (Cart, error) {
	r := s.reads()
	return s.change(ctx, o, false, func(c *Cart) error {
		if len(c.Entries) == 0 {
			return ErrNoEntries
		}
		if postalCode != "" {
			c.PostalCode = postalCode
		}
		ms, err := r.modes(ctx, c, false)
		if err != nil {
			return err
		}
		for _, opt := range ms {
			if opt.ID == string(m) && !opt.Available {
				return fmt.Errorf("%w: %s (%s)", ErrModeUnavailable, m, opt.UnavailableReason)
			}
		}
		c.Mode = m
		return nil
	})
}

// SetPickup chooses the click-and-collect store, collection point and contact: the store must
// exist (location.ErrStoreNotFound) and the collection point be one of its own (the first when
// none is named). ErrNoEntries on an empty cart.
func (s *Service) SetPickup(ctx context.Context, o Owner, p Pickup) (Cart, location.Store, error) {
	cur, err := s.Cart(ctx, o)
	if err != nil {
		return Cart{}, location.Store{}, err
	}
	if len(cur.Entries) == 0 {
		return Cart{}, location.Store{}, ErrNoEntries
	}
	st, err := s.stores.Store(p.StoreNumber)
	if err != nil {
		return Cart{}, st, err
	}
	if p.CollectionPoint == "" && len(st.CollectionPoints) > 0 {
		p.CollectionPoint = st.CollectionPoints[0]
	}
	found := false
	for _, cp := range st.CollectionPoints {
		found = found || cp == p.CollectionPoint
	}
	if !found {
		var errs validate.Errors
		errs.Add("store.collectionPoint", validate.MalformedRequest)
		return Cart{}, st, errs.Err()
	}
	c, err := s.change(ctx, o, false, func(c *Cart) error {
		if len(c.Entries) == 0 {
			return ErrNoEntries
		}
		c.Pickup = p
		return nil
	})
	return c, st, err
}

// Package cart is the shopper's cart: entries of variants with their gift card and
// personalisation extras, the rules of what may go in (limits, stock, pre-orders, early access,
// gift cards), the delivery mode and pickup store, and the summary every cart call answers
// (docs/cart.md). Carts live in the database, owned by a customer or by an anonymous browser's
// token; every change is a guarded version update, so nodes and tabs never lose each other's work.
package cart

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/id"
)

// Products reads the catalogue (catalog.Service).
type Products interface {
	Product(ctx context.Context, code string) (catalog.Product, error)
}

// Stock reads stock levels (inventory.Service).
type Stock interface {
	Quantities(ctx context.Context, variants, locations []string) (map[string]map[string]int, error)
}

// Stores knows the shop's stores (location.Service).
type Stores interface {
	Store(number string) (location.Store, error)
	Stores() []location.Store
}

// MemberFunc reports whether a customer is an active member (early access, OnePass exclusives).
// Until memberships exist it may be nil: nobody is.
type MemberFunc func(ctx context.Context, customerID string) bool

// Service runs carts.
type Service struct {
	store    Store
	tx       func(ctx context.Context, fn func(tx Store) error) error
	products Products
	stock    Stock
	stores   Stores
	clock    clock.Clock
	member   MemberFunc
	benefits BenefitsFunc
}

// NewService returns the cart service. tx runs a unit of work (storage.Tx); member may be nil.
func NewService(store Store, tx func(ctx context.Context, fn func(tx Store) error) error, p Products, st Stock,
	stores Stores, c clock.Clock, member MemberFunc) *Service {
	return &Service{store: store, tx: tx, products: p, stock: st, stores: stores, clock: c, member: member}
}

// NewToken returns a new anonymous cart token: 128 random bits, hex (the wattle_cart cookie).
func NewToken() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// HashToken is how a token is stored: SHA-256, hex, so a database leak hands out no carts.
func HashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

func (s *Service) now() time.Time { return s.clock.Now().UTC().Truncate(time.Millisecond) }

// load returns the owner's cart, or ErrNotFound.
func load(ctx context.Context, st Store, o Owner) (Cart, error) {
	switch {
	case o.CustomerID != "":
		return st.CartByCustomer(ctx, o.CustomerID)
	case o.Token != "":
		return st.CartByToken(ctx, HashToken(o.Token))
	}
	return Cart{}, ErrNotFound
}

// errUnchanged is what a change returns when it has nothing to write: the cart stays as loaded.
var errUnchanged = errors.New("cart: unchanged")

// change runs fn on the owner's cart (a new one when there is none and create is set) and stores
// the result with one guarded write. The cart is one row whose version guards it, so no transaction
// is needed: the read and fn run outside any lock (on SQLite the one writer is held only for the
// write), and a change that loses a race runs again on the newer cart, so fn must start from what
// it is given each time.
func (s *Service) change(ctx context.Context, o Owner, create bool, fn func(c *Cart) error) (Cart, error) {
	for attempt := range MaxAttempts {
		out, err := s.changeOnce(ctx, o, create, fn)
		switch {
		case errors.Is(err, errUnchanged):
			return out, nil
		case errors.Is(err, ErrStale), errors.Is(err, ErrExists):
			// Another change won: wait a moment (growing, with jitter) and run again on its result.
			n, _ := rand.Int(rand.Reader, big.NewInt(int64(attempt+1)*2000))
			time.Sleep(time.Duration(n.Int64()) * time.Microsecond)
			continue
		}
		return out, err
	}
	return Cart{}, ErrBusy
}

// changeOnce is one attempt of change: errUnchanged (with the cart as loaded) when fn changed nothing.
func (s *Service) changeOnce(ctx context.Context, o Owner, create bool, fn func(c *Cart) error) (Cart, error) {
	cur, err := load(ctx, s.store, o)
	isNew := errors.Is(err, ErrNotFound)
	switch {
	case isNew && (!create || (o.CustomerID == "" && o.Token == "")):
		cur = Cart{}
	case isNew:
		now := s.now()
		cur = Cart{ID: id.Token(12), CustomerID: o.CustomerID, CreatedAt: now, UpdatedAt: now}
		if o.CustomerID == "" {
			cur.TokenHash = HashToken(o.Token)
		}
	case err != nil:
		return Cart{}, err
	}
	next := cur.clone()
	if err := fn(&next); err != nil {
		return cur, err
	}
	next.UpdatedAt = s.now()
	if isNew {
		if next.ID == "" && !create {
			// fn changed a cart the owner does not have: nothing can be stored.
			return Cart{}, ErrNotFound
		}
		if next.ID == "" {
			return next, errUnchanged
		}
		next.Version = 1
		if err := s.store.InsertCart(ctx, next); err != nil {
			return Cart{}, err
		}
		return next, nil
	}
	if err := s.store.UpdateCart(ctx, next); err != nil {
		return Cart{}, err
	}
	next.Version++
	return next, nil
}

// Cart returns the owner's cart (an empty one when there is none).
func (s *Service) Cart(ctx context.Context, o Owner) (Cart, error) {
	c, err := load(ctx, s.store, o)
	if errors.Is(err, ErrNotFound) {
		return Cart{}, nil
	}
	return c, err
}

// isMember reports whether the owner is a signed-in active member.
func (s *Service) isMember(ctx context.Context, o Owner) bool {
	return o.CustomerID != "" && s.member != nil && s.member(ctx, o.CustomerID)
}

// reads caches the products and stock one request reads, so the rules and the summary share them.
type reads struct {
	s        *Service
	products map[string]*catalog.Product // by variant code; nil: not in the catalogue
	// stock holds the units read so far, by variant then location: the cart reserves nothing, so
	// one request's rules and summary can share one read.
	stock map[string]map[string]int
	read  map[[2]string]bool // (variant, location) pairs in stock
	// store is the shopper's preferred store (Owner.Store): where click-and-collect stock is shown
	// while the cart has no pickup store.
	store string
}

func (s *Service) reads() *reads {
	return &reads{s: s, products: map[string]*catalog.Product{}, stock: map[string]map[string]int{}, read: map[[2]string]bool{}}
}

// readsFor is reads for the owner's request: its preferred store's stock is read with the rest
// (a number that is no store of ours is ignored).
func (s *Service) readsFor(o Owner) *reads {
	r := s.reads()
	if o.Store != "" && s.stores != nil {
		if _, err := s.stores.Store(o.Store); err == nil {
			r.store = o.Store
		}
	}
	return r
}

// collectAt is the store whose stock the summary shows for click and collect: the cart's pickup
// store, else the shopper's preferred one ("" for neither).
func (r *reads) collectAt(c *Cart) string {
	if c.Pickup.StoreNumber != "" {
		return c.Pickup.StoreNumber
	}
	return r.store
}

// product returns the product of a variant code, or nil when the catalogue has no such variant.
func (r *reads) product(ctx context.Context, code string) (*catalog.Product, *catalog.Variant, error) {
	p, ok := r.products[code]
	if !ok {
		got, err := r.s.products.Product(ctx, code)
		switch {
		case errors.Is(err, catalog.ErrNotFound):
		case err != nil:
			return nil, nil, err
		default:
			p = &got
		}
		r.products[code] = p
	}
	if p == nil {
		return nil, nil, nil
	}
	v := p.Variant(code)
	if v == nil && len(p.Variants) == 1 {
		v = &p.Variants[0] // a single-variant product named by its base code
	}
	if v == nil {
		return nil, nil, nil
	}
	return p, v, nil
}

// quantities reads the units of variants online and, when set, at a store; what this request has
// read already is not read again.
func (r *reads) quantities(ctx context.Context, variants []string, store string) (map[string]map[string]int, error) {
	locs := []string{catalog.OnlineLocation}
	if store != "" {
		locs = append(locs, store)
	}
	var missing []string
	for _, v := range variants {
		for _, l := range locs {
			if !r.read[[2]string{v, l}] {
				missing = append(missing, v)
				break
			}
		}
	}
	if len(missing) > 0 {
		q, err := r.s.stock.Quantities(ctx, missing, locs)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrStockUnavailable, err)
		}
		for _, v := range missing {
			m := r.stock[v]
			if m == nil {
				m = map[string]int{}
				r.stock[v] = m
			}
			for _, l := range locs {
				m[l] = q[v][l]
				r.read[[2]string{v, l}] = true
			}
		}
	}
	out := make(map[string]map[string]int, len(variants))
	for _, v := range variants {
		out[v] = r.stock[v]
	}
	return out, nil
}

// unlimited stands for the stock of what never runs out (e-gift cards are e-mailed).
const unlimited = 1 << 30

// available is how many units of a variant can be had for the cart's mode: the pickup store's for
// click and collect with a store chosen, else the online pot's (docs/cart.md).
func available(c *Cart, p *catalog.Product, q map[string]int) int {
	if p.GiftCard == catalog.GiftCardDigital {
		return unlimited
	}
	if c.Mode == delivery.ClickAndCollect && c.Pickup.StoreNumber != "" {
		return q[c.Pickup.StoreNumber]
	}
	return q[catalog.OnlineLocation]
}

// Result is what a change answers besides the cart: the items acted on and those in error.
type Result struct {
	Added   []ItemResult `json:"addedItems,omitempty"`
	Updated []ItemResult `json:"updatedItems,omitempty"`
	Removed []ItemRef    `json:"removedItems,omitempty"`
	Errors  []ItemError  `json:"errorItems"`
	// Changed lists the entry numbers the change added to (quantityAdded in the summary).
	Changed map[int]int `json:"-"`
	// reads are what the change read (products, stock), for its summary.
	reads *reads
}

// ItemResult is an entry an add or update changed.
type ItemResult struct {
	ProductCode   string `json:"productCode"`
	EntryNumber   int    `json:"entryNumber"`
	Quantity      int    `json:"quantity"`
	QuantityAdded int    `json:"quantityAdded"`
}

// ItemRef is an entry that was removed.
type ItemRef struct {
	ProductCode string `json:"productCode"`
	EntryNumber int    `json:"entryNumber"`
}

func itemError(code string, entry int, c Code, qty int) ItemError {
	e := ItemError{ProductCode: code, Code: c, Message: c.Message()}
	if entry >= 0 {
		n := entry
		e.EntryNumber = &n
	}
	if qty >= 0 {
		q := qty
		e.Quantity = &q
	}
	return e
}

func (r *Result) fail(code string, entry int, c Code, qty int) {
	r.Errors = append(r.Errors, itemError(code, entry, c, qty))
}

// done ends a change: nothing acted on is an ItemsError (the first item's code answers), else nil.
func (r *Result) done() error {
	if len(r.Added)+len(r.Updated)+len(r.Removed) > 0 {
		return nil
	}
	if len(r.Errors) == 0 {
		r.fail("", -1, CodeNoModification, -1)
	}
	return &ItemsError{Items: r.Errors}
}

// counts are what the order-wide limits count.
type counts struct {
	preOrderUnits, physical, digital int
	giftValue                        int64
	preOrder, other                  bool
}

func (r *reads) counts(ctx context.Context, c *Cart) (counts, error) {
	var n counts
	for _, e := range c.Entries {
		p, v, err := r.product(ctx, e.ProductCode)
		if err != nil {
			return n, err
		}
		if p == nil {
			continue
		}
		if p.PreOrder {
			n.preOrder = true
			n.preOrderUnits += e.Quantity
		} else {
			n.other = true
		}
		switch p.GiftCard {
		case catalog.GiftCardPhysical:
			n.physical += e.Quantity
			n.giftValue += int64(v.Price) * int64(e.Quantity)
		case catalog.GiftCardDigital:
			n.digital += e.Quantity
			n.giftValue += int64(v.Price) * int64(e.Quantity)
		}
	}
	return n, nil
}

// orderLimits checks adding qty units of v to a cart with counts n: the code of the first limit
// broken, "" when none is.
func orderLimits(n counts, p *catalog.Product, v *catalog.Variant, qty int) Code {
	switch {
	case p.PreOrder && n.other, !p.PreOrder && n.preOrder:
		return CodeNoMixedPreOrders
	case p.PreOrder && n.preOrderUnits+qty > MaxPreOrderUnits:
		return CodePreOrderThreshold
	case p.GiftCard == catalog.GiftCardPhysical && n.physical+qty > MaxPhysicalGiftCards:
		return CodePhysicalGiftCards
	case p.GiftCard == catalog.GiftCardDigital && n.digital+qty > MaxDigitalGiftCards:
		return CodeDigitalGiftCards
	case p.GiftCard != catalog.GiftCardNone && n.giftValue+int64(v.Price)*int64(qty) > MaxGiftCardValue:
		return CodeGiftCardValue
	}
	return ""
}

// access checks whether the shopper may buy p now: preview before an early-access window opens,
// members only inside it and for OnePass exclusives.
func (s *Service) access(ctx context.Context, o Owner, p *catalog.Product) Code {
	switch p.EarlyAccessAt(s.clock.Now()) {
	case catalog.EarlyAccessComingSoon:
		return CodePreview
	case catalog.EarlyAccessOpen:
		if !s.isMember(ctx, o) {
			return CodeMembersOnly
		}
	}
	if p.OnePassExclusive && !s.isMember(ctx, o) {
		return CodeMembersOnly
	}
	return ""
}

// Add adds items to the owner's cart (creating it), item by item, each by every rule of
// docs/cart.md. When no item changed the cart the answer is an *ItemsError.
func (s *Service) Add(ctx context.Context, o Owner, items []AddItem) (Result, Cart, error) {
	r := s.readsFor(o)
	var res Result
	c, err := s.change(ctx, o, true, func(c *Cart) error {
		res = Result{Changed: map[int]int{}, reads: r}
		now := s.now()
		// One stock read for the rules and the summary: the cart's entries and what is added.
		codes := make([]string, 0, len(c.Entries)+len(items))
		for _, e := range c.Entries {
			codes = append(codes, e.ProductCode)
		}
		for _, it := range items {
			if !it.Skip && it.ProductCode != "" {
				codes = append(codes, it.ProductCode)
			}
		}
		if _, err := r.quantities(ctx, codes, r.collectAt(c)); err != nil {
			return err
		}
		for _, it := range items {
			if it.Skip {
				continue
			}
			if err := s.addOne(ctx, r, o, c, it, &res, now); err != nil {
				return err
			}
		}
		if len(res.Added) > 0 {
			if err := r.keepMode(ctx, c); err != nil {
				return err
			}
		}
		return res.done()
	})
	return res, c, err
}

func (s *Service) addOne(ctx context.Context, r *reads, o Owner, c *Cart, it AddItem, res *Result, now time.Time) error {
	p, v, err := r.product(ctx, it.ProductCode)
	if err != nil {
		return err
	}
	if p == nil {
		res.fail(it.ProductCode, -1, CodeProductUnavailable, -1)
		return nil
	}
	code := v.Code
	if it.Quantity == 0 {
		res.fail(code, -1, CodeNoModification, -1)
		return nil
	}
	if bad := s.access(ctx, o, p); bad != "" {
		res.fail(code, -1, bad, -1)
		return nil
	}
	var pers *Personalisation
	if it.Personalisation != nil || it.PersonalisationBad {
		if !p.Personalisable || it.PersonalisationBad || !validPersonalisation(it.Personalisation) {
			res.fail(code, -1, CodePersonalisation, -1)
			return nil
		}
		pers = it.Personalisation
	}
	var gift *Recipient
	if p.GiftCard != catalog.GiftCardNone {
		var ok bool
		if gift, ok = validRecipient(it.GiftCard, p.GiftCard); !ok {
			res.fail(code, -1, CodeGiftCardRecipient, -1)
			return nil
		}
	}
	n, err := r.counts(ctx, c)
	if err != nil {
		return err
	}
	if bad := orderLimits(n, p, v, it.Quantity); bad != "" {
		res.fail(code, -1, bad, -1)
		return nil
	}
	var e *Entry
	for i := range c.Entries {
		if c.Entries[i].ProductCode == code && c.Entries[i].sameExtras(gift, pers, it.Configuration) {
			e = &c.Entries[i]
			break
		}
	}
	if e == nil && len(c.Entries) >= MaxEntries {
		res.fail(code, -1, CodeEntriesThreshold, -1)
		return nil
	}
	q, err := r.quantities(ctx, []string{code}, c.Pickup.StoreNumber)
	if err != nil {
		return err
	}
	held := c.held(code, -1)
	room := MaxProductQuantity - held
	stock := available(c, p, q[code]) - held
	add := min(it.Quantity, room, stock)
	entryNo := -1
	if e != nil {
		entryNo = e.Number
	}
	if add <= 0 {
		if room <= 0 {
			res.fail(code, entryNo, CodeThreshold, held)
		} else {
			res.fail(code, entryNo, CodeNoStock, max(stock, 0))
		}
		return nil
	}
	if e == nil {
		c.Entries = append(c.Entries, Entry{Number: c.NextEntry, ProductCode: code, BaseCode: p.Code,
			GiftCard: gift, Personalisation: pers, Configuration: it.Configuration})
		c.NextEntry++
		e = &c.Entries[len(c.Entries)-1]
	}
	e.Quantity += add
	e.Changed = now
	res.Changed[e.Number] += add
	res.Added = append(res.Added, ItemResult{ProductCode: code, EntryNumber: e.Number, Quantity: e.Quantity, QuantityAdded: add})
	switch {
	case add == it.Quantity:
	case add == room:
		res.fail(code, e.Number, CodeThreshold, e.Quantity)
	default:
		res.fail(code, e.Number, CodeLowStock, stock)
	}
	return nil
}

// keepMode drops a delivery mode the cart can no longer use (an entry added since it was chosen
// cannot go by it): the shopper chooses again instead of being charged for, and sent, a delivery
// that cannot carry the order.
func (r *reads) keepMode(ctx context.Context, c *Cart) error {
	if c.Mode == "" {
		return nil
	}
	ms, err := r.modes(ctx, c, false)
	if err != nil {
		return err
	}
	for _, m := range ms {
		if m.ID == string(c.Mode) && !m.Available {
			c.Mode = ""
		}
	}
	return nil
}

// findEntry is the entry an update item names: by entry number (whose product must match), else
// the first entry of the product.
func findEntry(c *Cart, it UpdateItem) *Entry {
	if it.EntryNumber >= 0 {
		e := c.entry(it.EntryNumber)
		if e == nil || (it.ProductCode != e.ProductCode && it.ProductCode != e.BaseCode) {
			return nil
		}
		return e
	}
	for i := range c.Entries {
		if c.Entries[i].ProductCode == it.ProductCode {
			return &c.Entries[i]
		}
	}
	return nil
}

// Update changes entries' quantities (0 removes): ERR_EMPTY_CART on an empty cart, an
// *ItemsError when no item changed anything.
func (s *Service) Update(ctx context.Context, o Owner, items []UpdateItem) (Result, Cart, error) {
	r := s.readsFor(o)
	var res Result
	c, err := s.change(ctx, o, false, func(c *Cart) error {
		res = Result{Changed: map[int]int{}, reads: r}
		if len(c.Entries) == 0 {
			return ErrEmptyCart
		}
		now := s.now()
		for _, it := range items {
			if it.Skip {
				continue
			}
			e := findEntry(c, it)
			if e == nil {
				n := it.EntryNumber
				res.fail(it.ProductCode, n, CodeEntryNotFound, -1)
				continue
			}
			switch {
			case it.Quantity == e.Quantity:
				res.fail(e.ProductCode, e.Number, CodeNoModification, -1)
			case it.Quantity == 0:
				res.Removed = append(res.Removed, ItemRef{ProductCode: e.ProductCode, EntryNumber: e.Number})
				removeEntry(c, e.Number)
			case it.Quantity < e.Quantity:
				d := it.Quantity - e.Quantity
				e.Quantity, e.Changed = it.Quantity, now
				res.Updated = append(res.Updated, ItemResult{ProductCode: e.ProductCode, EntryNumber: e.Number, Quantity: e.Quantity, QuantityAdded: d})
			default:
				if err := s.grow(ctx, r, o, c, e, it.Quantity-e.Quantity, &res, now); err != nil {
					return err
				}
			}
		}
		return res.done()
	})
	if errors.Is(err, ErrNotFound) {
		err = ErrEmptyCart
	}
	return res, c, err
}

// grow adds d units to an existing entry, by the same limits as an add.
func (s *Service) grow(ctx context.Context, r *reads, o Owner, c *Cart, e *Entry, d int, res *Result, now time.Time) error {
	p, v, err := r.product(ctx, e.ProductCode)
	if err != nil {
		return err
	}
	if p == nil {
		res.fail(e.ProductCode, e.Number, CodeProductUnavailable, -1)
		return nil
	}
	if bad := s.access(ctx, o, p); bad != "" {
		res.fail(e.ProductCode, e.Number, bad, -1)
		return nil
	}
	n, err := r.counts(ctx, c)
	if err != nil {
		return err
	}
	n.other = n.other && !p.PreOrder
	n.preOrder = n.preOrder && p.PreOrder
	if bad := orderLimits(n, p, v, d); bad != "" {
		res.fail(e.ProductCode, e.Number, bad, -1)
		return nil
	}
	q, err := r.quantities(ctx, []string{e.ProductCode}, c.Pickup.StoreNumber)
	if err != nil {
		return err
	}
	held := c.held(e.ProductCode, -1)
	room := MaxProductQuantity - held
	stock := available(c, p, q[e.ProductCode]) - held
	add := min(d, room, stock)
	if add <= 0 {
		if room <= 0 {
			res.fail(e.ProductCode, e.Number, CodeThreshold, e.Quantity)
		} else {
			res.fail(e.ProductCode, e.Number, CodeNoStock, max(stock, 0)+e.Quantity)
		}
		return nil
	}
	e.Quantity += add
	e.Changed = now
	res.Changed[e.Number] += add
	res.Updated = append(res.Updated, ItemResult{ProductCode: e.ProductCode, EntryNumber: e.Number, Quantity: e.Quantity, QuantityAdded: add})
	switch {
	case add == d:
	case add == room:
		res.fail(e.ProductCode, e.Number, CodeThreshold, e.Quantity)
	default:
		res.fail(e.ProductCode, e.Number, CodeLowStock, e.Quantity)
	}
	return nil
}

func removeEntry(c *Cart, n int) {
	for i := range c.Entries {
		if c.Entries[i].Number == n {
			c.Entries = append(c.Entries[:i], c.Entries[i+1:]...)
			return
		}
	}
}

// Remove removes entries (quantity 0).
func (s *Service) Remove(ctx context.Context, o Owner, items []UpdateItem) (Result, Cart, error) {
	for i := range items {
		items[i].Quantity, items[i].Skip = 0, false
	}
	return s.Update(ctx, o, items)
}

// Recalculate checks the cart against the catalogue and stock now: entries whose product has gone
// are removed; entries above what can be had, and what a merge had to drop, are reported as
// errorItems. It never fails for want of changes.
func (s *Service) Recalculate(ctx context.Context, o Owner) (Result, Cart, error) {
	r := s.readsFor(o)
	var res Result
	c, err := s.change(ctx, o, false, func(c *Cart) error {
		res = Result{Changed: map[int]int{}, reads: r}
		res.Errors = append(res.Errors, c.Notices...)
		changed := len(c.Notices) > 0
		c.Notices = nil
		codes := make([]string, 0, len(c.Entries))
		for _, e := range c.Entries {
			codes = append(codes, e.ProductCode)
		}
		q, err := r.quantities(ctx, codes, r.collectAt(c))
		if err != nil {
			return err
		}
		for _, e := range append([]Entry(nil), c.Entries...) {
			p, _, err := r.product(ctx, e.ProductCode)
			if err != nil {
				return err
			}
			if p == nil {
				removeEntry(c, e.Number)
				changed = true
				res.Removed = append(res.Removed, ItemRef{ProductCode: e.ProductCode, EntryNumber: e.Number})
				res.fail(e.ProductCode, e.Number, CodeProductUnavailable, -1)
				continue
			}
			have := available(c, p, q[e.ProductCode]) - c.held(e.ProductCode, e.Number)
			switch {
			case have <= 0:
				res.fail(e.ProductCode, e.Number, CodeNoStock, 0)
			case have < e.Quantity:
				res.fail(e.ProductCode, e.Number, CodeLowStock, have)
			}
		}
		if !changed {
			return errUnchanged
		}
		return nil
	})
	if errors.Is(err, ErrNotFound) {
		err = nil
	}
	if res.Errors == nil {
		res.Errors = []ItemError{}
	}
	return res, c, err
}

// SetProgressiveNotification records the shopper's consent to order progress messages.
func (s *Service) SetProgressiveNotification(ctx context.Context, o Owner, allow bool) (Cart, error) {
	return s.change(ctx, o, true, func(c *Cart) error {
		if c.ProgressiveNotification == allow {
			return errUnchanged
		}
		c.ProgressiveNotification = allow
		return nil
	})
}

// Merge moves the anonymous cart of token into the customer's (at sign-in and sign-up): entries of
// the same variant and extras add up within the limits, what does not fit is dropped and noted for
// the next recalculation, and the anonymous cart is deleted.
func (s *Service) Merge(ctx context.Context, token, customerID string) error {
	if token == "" || customerID == "" {
		return nil
	}
	r := s.reads()
	for attempt := range MaxAttempts {
		err := s.tx(ctx, func(tx Store) error {
			anon, err := tx.CartByToken(ctx, HashToken(token))
			if errors.Is(err, ErrNotFound) {
				return nil
			}
			if err != nil {
				return err
			}
			mine, err := tx.CartByCustomer(ctx, customerID)
			isNew := errors.Is(err, ErrNotFound)
			if err != nil && !isNew {
				return err
			}
			if isNew {
				mine = Cart{ID: id.Token(12), CustomerID: customerID, CreatedAt: s.now()}
			}
			next := mine.clone()
			if err := s.mergeInto(ctx, r, &next, &anon); err != nil {
				return err
			}
			if err := r.keepMode(ctx, &next); err != nil {
				return err
			}
			next.UpdatedAt = s.now()
			// A guarded write of the anonymous cart as read before deleting it: a change made to
			// it since (another tab) makes the merge run again instead of being deleted unmerged.
			if err := tx.UpdateCart(ctx, anon); err != nil {
				return err
			}
			if err := tx.DeleteCart(ctx, anon.ID); err != nil {
				return err
			}
			if isNew {
				next.Version = 1
				return tx.InsertCart(ctx, next)
			}
			return tx.UpdateCart(ctx, next)
		})
		if errors.Is(err, ErrStale) || errors.Is(err, ErrExists) {
			time.Sleep(time.Duration(attempt+1) * time.Millisecond)
			continue
		}
		return err
	}
	return ErrBusy
}

func (s *Service) mergeInto(ctx context.Context, r *reads, dst, src *Cart) error {
	if dst.Mode == "" {
		dst.Mode = src.Mode
	}
	if dst.PostalCode == "" {
		dst.PostalCode = src.PostalCode
	}
	if dst.Pickup.StoreNumber == "" {
		dst.Pickup = src.Pickup
	}
	dst.ProgressiveNotification = dst.ProgressiveNotification || src.ProgressiveNotification
	dst.Notices = append(dst.Notices, src.Notices...)
	for _, e := range src.Entries {
		p, v, err := r.product(ctx, e.ProductCode)
		if err != nil {
			return err
		}
		if p == nil {
			dst.Notices = append(dst.Notices, itemError(e.ProductCode, -1, CodeProductUnavailable, -1))
			continue
		}
		n, err := r.counts(ctx, dst)
		if err != nil {
			return err
		}
		qty := min(e.Quantity, MaxProductQuantity-dst.held(e.ProductCode, -1))
		if qty <= 0 {
			dst.Notices = append(dst.Notices, itemError(e.ProductCode, -1, CodeThreshold, dst.held(e.ProductCode, -1)))
			continue
		}
		if bad := orderLimits(n, p, v, qty); bad != "" {
			dst.Notices = append(dst.Notices, itemError(e.ProductCode, -1, bad, -1))
			continue
		}
		var into *Entry
		for i := range dst.Entries {
			if dst.Entries[i].ProductCode == e.ProductCode && dst.Entries[i].sameExtras(e.GiftCard, e.Personalisation, e.Configuration) {
				into = &dst.Entries[i]
			}
		}
		if into == nil {
			if len(dst.Entries) >= MaxEntries {
				dst.Notices = append(dst.Notices, itemError(e.ProductCode, -1, CodeEntriesThreshold, -1))
				continue
			}
			ne := e
			ne.Number, ne.Quantity = dst.NextEntry, 0
			dst.NextEntry++
			dst.Entries = append(dst.Entries, ne)
			into = &dst.Entries[len(dst.Entries)-1]
		}
		into.Quantity += qty
		into.Changed = e.Changed
		if qty < e.Quantity {
			dst.Notices = append(dst.Notices, itemError(e.ProductCode, into.Number, CodeThreshold, into.Quantity))
		}
	}
	return nil
}

// CleanupArgs is the hourly job that deletes anonymous carts untouched for IdleFor.
type CleanupArgs struct{}

// Kind implements job.Args.
func (CleanupArgs) Kind() string { return "cart_cleanup" }

// Cleanup is the hourly job's work: abandoned anonymous carts would otherwise pile up for ever.
func (s *Service) Cleanup(ctx context.Context, _ CleanupArgs) error {
	n, err := s.store.DeleteIdleCarts(ctx, s.now().Add(-IdleFor))
	if err == nil && n > 0 {
		slog.InfoContext(ctx, "deleted idle anonymous carts", "count", n)
	}
	return err
}

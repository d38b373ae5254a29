package cart

import (
	"context"
	"errors"
	"maps"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/money"
)

// cartMap is the fakes' table of carts by id; its methods are store.go's contract, without locks.
type cartMap map[string]Cart

func (m cartMap) find(match func(c *Cart) bool) (Cart, error) {
	for _, c := range m {
		if match(&c) {
			return c.clone(), nil
		}
	}
	return Cart{}, ErrNotFound
}

func (m cartMap) insert(c Cart) error {
	for _, o := range m {
		if o.ID == c.ID || (c.CustomerID != "" && o.CustomerID == c.CustomerID) || (c.TokenHash != "" && o.TokenHash == c.TokenHash) {
			return ErrExists
		}
	}
	m[c.ID] = c.clone()
	return nil
}

func (m cartMap) update(c Cart) error {
	cur, ok := m[c.ID]
	if !ok || cur.Version != c.Version {
		return ErrStale
	}
	c = c.clone()
	c.Version++
	m[c.ID] = c
	return nil
}

func (m cartMap) deleteIdle(idleSince time.Time) int {
	n := 0
	for id, c := range m {
		if c.CustomerID == "" && c.UpdatedAt.Before(idleSince) {
			delete(m, id)
			n++
		}
	}
	return n
}

// memStore is an in-memory Store that keeps the contract of store.go: versions bumped by every
// update, ErrStale for a stale or vanished cart, ErrExists for a second cart of an owner, ErrNotFound.
// Carts are copied in and out, so nothing the service holds aliases what is stored.
type memStore struct {
	mu    sync.Mutex
	carts cartMap
	// beforeUpdate, when set, runs before each UpdateCart outside the lock: it plays a concurrent
	// writer that changes the cart between the service's read and its guarded write.
	beforeUpdate func(c Cart)
	// inTx, when set, runs after each read inside a unit of work (another request running while
	// the transaction is open).
	inTx func(kind string)
	// readErr, when set, fails every read outside a unit of work (the database is down).
	readErr error
	updates int // UpdateCart calls, won or lost
	inserts int
}

var _ Store = (*memStore)(nil)

func newMemStore() *memStore { return &memStore{carts: cartMap{}} }

func (s *memStore) locked(fn func(m cartMap)) { s.mu.Lock(); defer s.mu.Unlock(); fn(s.carts) }

func (s *memStore) read(match func(c *Cart) bool) (c Cart, err error) {
	s.locked(func(m cartMap) {
		if s.readErr != nil {
			err = s.readErr
			return
		}
		c, err = m.find(match)
	})
	return c, err
}

func (s *memStore) CartByToken(_ context.Context, h string) (Cart, error) {
	return s.read(func(c *Cart) bool { return h != "" && c.TokenHash == h })
}

func (s *memStore) CartByCustomer(_ context.Context, id string) (Cart, error) {
	return s.read(func(c *Cart) bool { return id != "" && c.CustomerID == id })
}

func (s *memStore) CartByID(_ context.Context, id string) (Cart, error) {
	return s.read(func(c *Cart) bool { return c.ID == id })
}

func (s *memStore) InsertCart(_ context.Context, c Cart) (err error) {
	s.locked(func(m cartMap) { s.inserts++; err = m.insert(c) })
	return err
}

func (s *memStore) UpdateCart(_ context.Context, c Cart) (err error) {
	if s.beforeUpdate != nil {
		s.beforeUpdate(c)
	}
	s.locked(func(m cartMap) { s.updates++; err = m.update(c) })
	return err
}

func (s *memStore) DeleteCart(_ context.Context, id string) error {
	s.locked(func(m cartMap) { delete(m, id) })
	return nil
}

func (s *memStore) DeleteIdleCarts(_ context.Context, idleSince time.Time) (n int, err error) {
	s.locked(func(m cartMap) { n = m.deleteIdle(idleSince) })
	return n, nil
}

// put stores a cart as it is (a fixture), bypassing the rules.
func (s *memStore) put(c Cart) { s.locked(func(m cartMap) { m[c.ID] = c.clone() }) }

// all returns every stored cart, by id.
func (s *memStore) all() (out map[string]Cart) {
	s.locked(func(m cartMap) { out = maps.Clone(m) })
	return out
}

// tx is the unit of work, optimistic like PostgreSQL under read committed: reads see a snapshot
// taken at the start plus the unit's own writes; at commit the writes are replayed on what is
// stored then, all or nothing, so a guarded update that lost to a write made meanwhile is ErrStale
// and the whole unit rolls back. A failing fn commits nothing.
func (s *memStore) tx(_ context.Context, fn func(tx Store) error) error {
	var snap cartMap
	s.locked(func(m cartMap) { snap = maps.Clone(m) })
	t := &txStore{snap: snap, live: s}
	if err := fn(t); err != nil {
		return err
	}
	var err error
	s.locked(func(m cartMap) {
		next := maps.Clone(m)
		for _, op := range t.ops {
			if err = op(next); err != nil {
				return
			}
		}
		s.carts = next
	})
	return err
}

type txStore struct {
	snap cartMap
	live *memStore
	ops  []func(m cartMap) error
}

func (t *txStore) read(kind string, match func(c *Cart) bool) (Cart, error) {
	var c Cart
	var err error
	t.live.locked(func(cartMap) { err = t.live.readErr })
	if err == nil {
		c, err = t.snap.find(match)
	}
	if t.live.inTx != nil {
		t.live.inTx(kind)
	}
	return c, err
}

func (t *txStore) CartByToken(_ context.Context, h string) (Cart, error) {
	return t.read("token", func(c *Cart) bool { return h != "" && c.TokenHash == h })
}

func (t *txStore) CartByCustomer(_ context.Context, id string) (Cart, error) {
	return t.read("customer", func(c *Cart) bool { return id != "" && c.CustomerID == id })
}

func (t *txStore) CartByID(_ context.Context, id string) (Cart, error) {
	return t.read("id", func(c *Cart) bool { return c.ID == id })
}

func (t *txStore) do(op func(m cartMap) error) error {
	if err := op(t.snap); err != nil {
		return err
	}
	t.ops = append(t.ops, op)
	return nil
}

func (t *txStore) InsertCart(_ context.Context, c Cart) error {
	c = c.clone()
	return t.do(func(m cartMap) error { return m.insert(c) })
}

func (t *txStore) UpdateCart(_ context.Context, c Cart) error {
	c = c.clone()
	return t.do(func(m cartMap) error { return m.update(c) })
}

func (t *txStore) DeleteCart(_ context.Context, id string) error {
	return t.do(func(m cartMap) error { delete(m, id); return nil })
}

func (t *txStore) DeleteIdleCarts(_ context.Context, idleSince time.Time) (int, error) {
	n := 0
	err := t.do(func(m cartMap) error { n = m.deleteIdle(idleSince); return nil })
	return n, err
}

// fakeProducts is the catalogue: products by base code and by each variant code.
type fakeProducts struct {
	mu    sync.Mutex
	byKey map[string]catalog.Product
	err   error // when set, every read fails with it
	reads int
}

func (f *fakeProducts) Product(_ context.Context, code string) (catalog.Product, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.reads++
	if f.err != nil {
		return catalog.Product{}, f.err
	}
	p, ok := f.byKey[code]
	if !ok {
		return catalog.Product{}, catalog.ErrNotFound
	}
	p.Variants = slices.Clone(p.Variants)
	return p, nil
}

// put adds or replaces a product (and forgets variant codes it no longer has).
func (f *fakeProducts) put(p catalog.Product) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for k, old := range f.byKey {
		if old.Code == p.Code {
			delete(f.byKey, k)
		}
	}
	f.byKey[p.Code] = p
	for _, v := range p.Variants {
		f.byKey[v.Code] = p
	}
}

func (f *fakeProducts) remove(base string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for k, p := range f.byKey {
		if p.Code == base {
			delete(f.byKey, k)
		}
	}
}

// setPrice changes a variant's price, as a catalogue update would.
func (f *fakeProducts) setPrice(variant string, price money.Cents) {
	f.mu.Lock()
	p := f.byKey[variant]
	f.mu.Unlock()
	p.Variants = slices.Clone(p.Variants)
	for i := range p.Variants {
		if p.Variants[i].Code == variant {
			p.Variants[i].Price = price
		}
	}
	f.put(p)
}

// fakeStock holds units by variant then location and answers like inventory.Quantities: every
// asked pair, 0 where there is no stock.
type fakeStock struct {
	mu    sync.Mutex
	units map[string]map[string]int
	err   error
	calls [][2][]string // (variants, locations) of each read
}

func (f *fakeStock) Quantities(_ context.Context, variants, locations []string) (map[string]map[string]int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls = append(f.calls, [2][]string{slices.Clone(variants), slices.Clone(locations)})
	if f.err != nil {
		return nil, f.err
	}
	out := map[string]map[string]int{}
	for _, v := range variants {
		out[v] = map[string]int{}
		for _, l := range locations {
			out[v][l] = f.units[v][l]
		}
	}
	return out, nil
}

func (f *fakeStock) set(variant, loc string, n int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.units[variant] == nil {
		f.units[variant] = map[string]int{}
	}
	f.units[variant][loc] = n
}

// fakeStores is the shop's stores.
type fakeStores struct{ list []location.Store }

func (f *fakeStores) Store(number string) (location.Store, error) {
	for _, s := range f.list {
		if s.Number == number {
			return s, nil
		}
	}
	return location.Store{}, location.ErrStoreNotFound
}

func (f *fakeStores) Stores() []location.Store { return f.list }

// The catalogue of the tests: one product of each kind the rules treat apart.
const (
	lampNavy  = "61000011" // $39.00 (was $49.00), 40 online, 3 at Richmond
	lampWhite = "61000012" // $39.00, 40 online, 0 at Richmond
	sofa      = "61000021" // bulky, $899.00
	preOrder  = "61000031" // pre-order, $120.00
	giftCard  = "61000041" // physical gift card, $50.00
	eGift     = "61000051" // e-gift card, $100.00
	bigEGift  = "61000052" // e-gift card, $500.00
	mug       = "61000061" // personalisable, $12.50
	exclusive = "61000071" // OnePass exclusive, $20.00
	comingOut = "61000081" // early access opening in a day
	earlyOpen = "61000091" // early access open now
	fewLeft   = "61000101" // $10.00, 3 online
	soldOut   = "61000111" // $10.00, none online, 2 at Richmond
	onlineOny = "61000121" // online only, $25.00

	richmond = "5012" // a store with two collection points
	fitzroy  = "5013" // a store with stock of nothing
)

var testNow = time.Date(2026, 11, 23, 1, 0, 0, 0, time.UTC)

func testCatalogue(now time.Time) []catalog.Product {
	v := func(code string, price money.Cents) catalog.Variant {
		return catalog.Variant{Code: code, Price: price}
	}
	return []catalog.Product{
		{Code: "P1000001", Name: "Linen Table Lamp", Brand: "Wattle", Variants: []catalog.Variant{
			{Code: lampNavy, BaseCode: "P1000001", Colour: "Navy", Size: "M", Price: 3900, WasPrice: 4900},
			{Code: lampWhite, BaseCode: "P1000001", Colour: "White", Size: "M", Price: 3900}}},
		{Code: "P1000002", Name: "Chesterfield Sofa", Bulky: true, Variants: []catalog.Variant{v(sofa, 89900)}},
		{Code: "P1000003", Name: "Next Year's Console", PreOrder: true, Variants: []catalog.Variant{v(preOrder, 12000)}},
		{Code: "P1000004", Name: "Gift Card", GiftCard: catalog.GiftCardPhysical, Variants: []catalog.Variant{v(giftCard, 5000)}},
		{Code: "P1000005", Name: "E-Gift Card", GiftCard: catalog.GiftCardDigital, Variants: []catalog.Variant{v(eGift, 10000), v(bigEGift, 50000)}},
		{Code: "P1000006", Name: "Monogram Mug", Personalisable: true, Variants: []catalog.Variant{v(mug, 1250)}},
		{Code: "P1000007", Name: "Members' Throw", OnePassExclusive: true, Variants: []catalog.Variant{v(exclusive, 2000)}},
		{Code: "P1000008", Name: "Preview Kettle", EarlyAccessStart: now.Add(24 * time.Hour), Variants: []catalog.Variant{v(comingOut, 5900)}},
		{Code: "P1000009", Name: "Early Toaster", EarlyAccessStart: now.Add(-time.Hour), EarlyAccessEnd: now.Add(time.Hour),
			Variants: []catalog.Variant{v(earlyOpen, 4900)}},
		{Code: "P1000010", Name: "Last Candles", Variants: []catalog.Variant{v(fewLeft, 1000)}},
		{Code: "P1000011", Name: "Sold Out Vase", Variants: []catalog.Variant{v(soldOut, 1000)}},
		{Code: "P1000012", Name: "Web Exclusive Rug", OnlineOnly: true, Variants: []catalog.Variant{v(onlineOny, 2500)}},
	}
}

// env is a cart service over fakes, and the fakes to look into and move.
type env struct {
	t        *testing.T // for helpers called from a table's setup
	svc      *Service
	store    *memStore
	products *fakeProducts
	stock    *fakeStock
	stores   *fakeStores
	clock    *clock.Fixed
	members  map[string]bool
}

func newEnv(t *testing.T) *env {
	t.Helper()
	e := &env{t: t, store: newMemStore(), products: &fakeProducts{byKey: map[string]catalog.Product{}},
		stock: &fakeStock{units: map[string]map[string]int{}}, clock: clock.NewFixed(testNow),
		members: map[string]bool{"member": true},
		stores: &fakeStores{list: []location.Store{
			{Number: richmond, Name: "Richmond", DisplayName: "Wattle Richmond",
				Address:          location.Address{Town: "Richmond", State: "VIC", PostalCode: "3121"},
				CollectionPoints: []string{"Service desk", "Parcel lockers"}},
			{Number: fitzroy, Name: "Fitzroy", DisplayName: "Wattle Fitzroy",
				Address: location.Address{Town: "Fitzroy", State: "VIC", PostalCode: "3065"}, CollectionPoints: []string{"Service desk"}},
		}}}
	for _, p := range testCatalogue(testNow) {
		e.products.put(p)
	}
	for _, code := range []string{lampNavy, lampWhite, sofa, preOrder, giftCard, mug, exclusive, comingOut, earlyOpen, onlineOny} {
		e.stock.set(code, catalog.OnlineLocation, 40)
	}
	e.stock.set(lampNavy, richmond, 3)
	e.stock.set(fewLeft, catalog.OnlineLocation, 3)
	e.stock.set(soldOut, richmond, 2)
	member := func(_ context.Context, id string) bool { return e.members[id] }
	e.svc = NewService(e.store, e.store.tx, e.products, e.stock, e.stores, e.clock, member)
	return e
}

var (
	anonOwner   = Owner{Token: "browser-token"}
	customer    = Owner{CustomerID: "C1"}
	memberOwner = Owner{CustomerID: "member"}
)

// stored returns the owner's cart as stored.
func (e *env) stored(t *testing.T, o Owner) Cart {
	t.Helper()
	c, err := load(context.Background(), e.store, o)
	if err != nil {
		t.Fatalf("the stored cart of %+v: %v", o, err)
	}
	return c
}

// add adds items and fails the test on an error that is not an *ItemsError.
func (e *env) add(t *testing.T, o Owner, items ...AddItem) (Result, Cart, error) {
	t.Helper()
	res, c, err := e.svc.Add(context.Background(), o, items)
	var ie *ItemsError
	if err != nil && !errors.As(err, &ie) {
		t.Fatalf("Add: %v", err)
	}
	return res, c, err
}

// mustAdd adds items that must all go in.
func (e *env) mustAdd(t *testing.T, o Owner, items ...AddItem) Cart {
	t.Helper()
	res, c, err := e.add(t, o, items...)
	if err != nil || len(res.Errors) > 0 {
		t.Fatalf("Add(%+v) = %v, errors %+v", items, err, res.Errors)
	}
	return c
}

func item(code string, qty int) AddItem { return AddItem{ProductCode: code, Quantity: qty} }

// quantities is entry number → quantity of a cart.
func quantities(c Cart) map[int]int {
	out := map[int]int{}
	for _, e := range c.Entries {
		out[e.Number] = e.Quantity
	}
	return out
}

func intp(n int) *int { return &n }

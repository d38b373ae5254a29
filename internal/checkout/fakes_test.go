package checkout

// Fakes for the checkout's domain tests: an in-memory unit of work standing in for storage.WithTx
// (every write of a transaction is undone when it fails, and a flag tells whether one is open, so
// a provider can tell it was called inside one), the idempotency store, the catalogue, stock and
// stores the cart service reads, the accounts service, and the payment providers with switches for
// approve, decline, challenge, timeout and error (fakeproviders_test.go). They implement the
// consumers' interfaces, so a call the checkout makes that a fake does not know panics on the nil
// embedded interface.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/idempotency"
	"github.com/wattle/storefront/internal/job"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/session"
)

// errCrash stands for the node dying: a write that never happened.
var errCrash = errors.New("test: the node died here")

type stockKey struct{ variant, location string }

type reservation struct {
	lines   []order.Line
	expires time.Time
}

// memState is everything the fake database holds; clone copies it for a transaction's rollback.
type memState struct {
	carts        map[string][]byte // cart id → JSON (a deep copy either way)
	states       map[string]memCheckout
	customers    map[string]string // id → e-mail of the accounts registered (fakeAccounts)
	idem         map[[2]string]idempotency.Record
	finishes     int // idempotency keys finished
	attempts     map[string]order.Attempt
	orders       map[string][]byte
	nextCode     int
	stock        map[stockKey]int
	reservations map[string]reservation
	saved        map[string][]SavedPayment
	jobs         []job.Args
	consignments map[string][]order.Consignment
}

func (s memState) clone() memState {
	out := s
	out.carts = cloneMap(s.carts)
	out.states = cloneMap(s.states)
	out.customers = cloneMap(s.customers)
	out.idem = cloneMap(s.idem)
	out.attempts = cloneMap(s.attempts)
	out.orders = cloneMap(s.orders)
	out.stock = cloneMap(s.stock)
	out.reservations = cloneMap(s.reservations)
	out.saved = map[string][]SavedPayment{}
	for k, v := range s.saved {
		out.saved[k] = slices.Clone(v)
	}
	out.jobs = slices.Clone(s.jobs)
	out.consignments = cloneMap(s.consignments)
	return out
}

func cloneMap[K comparable, V any](m map[K]V) map[K]V {
	out := make(map[K]V, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// memDB is the fake database: one lock, held for a whole transaction (SQLite's one writer).
type memDB struct {
	mu   sync.Mutex
	inTx atomic.Int32
	memState
	// fail makes the named operation answer the error, once (a crash at that step).
	fail map[string]error
	// txCommits counts committed transactions.
	txCommits int
	// beforeAttemptRead runs before an attempt is read outside a transaction (a test's way into
	// the moment between a check and the write that relies on it).
	beforeAttemptRead func(id string)
}

func newMemDB() *memDB {
	return &memDB{memState: memState{carts: map[string][]byte{}, states: map[string]memCheckout{}, customers: map[string]string{}, idem: map[[2]string]idempotency.Record{}, attempts: map[string]order.Attempt{}, orders: map[string][]byte{},
		nextCode: 30000000, stock: map[stockKey]int{}, reservations: map[string]reservation{}, saved: map[string][]SavedPayment{},
		consignments: map[string][]order.Consignment{}}, fail: map[string]error{}}
}

// failOnce makes op fail with err the next time it runs.
func (db *memDB) failOnce(op string, err error) {
	db.mu.Lock()
	defer db.mu.Unlock()
	db.fail[op] = err
}

// Tx is the unit of work: fn's writes all land or none do.
func (db *memDB) Tx(ctx context.Context, fn func(tx TxStore) error) error {
	db.mu.Lock()
	defer db.mu.Unlock()
	db.inTx.Add(1)
	defer db.inTx.Add(-1)
	before := db.memState.clone()
	if err := fn(memStore{db: db, tx: true}); err != nil {
		db.memState = before
		return err
	}
	db.txCommits++
	return nil
}

// cartTx is the cart service's unit of work over the same database.
func (db *memDB) cartTx(ctx context.Context, fn func(tx cart.Store) error) error {
	return db.Tx(ctx, func(tx TxStore) error { return fn(tx) })
}

func (db *memDB) store() memStore { return memStore{db: db} }

// memStore is the fake's Stores: outside a transaction each call takes the lock itself.
type memStore struct {
	order.AfterStore // only InsertConsignments is used by checkout
	account.TxStore  // none: the fake accounts' new account writes to customers
	db               *memDB
	tx               bool
}

var _ TxStore = memStore{}

// RecordMemberSaving and UseWelcome: the fake keeps no memberships (membership's own tests do).
func (s memStore) RecordMemberSaving(context.Context, string, string, money.Cents, time.Time) error {
	return nil
}

func (s memStore) UseWelcome(context.Context, string) (bool, error) { return true, nil }

func (s memStore) lock() func() {
	if s.tx {
		return func() {}
	}
	s.db.mu.Lock()
	return s.db.mu.Unlock
}

func (s memStore) failed(op string) error {
	if err, ok := s.db.fail[op]; ok {
		delete(s.db.fail, op)
		return err
	}
	return nil
}

// --- cart.Store

func (s memStore) cartWhere(match func(c *cart.Cart) bool) (cart.Cart, error) {
	defer s.lock()()
	for _, b := range s.db.carts {
		var c cart.Cart
		if err := json.Unmarshal(b, &c); err != nil {
			return c, err
		}
		if match(&c) {
			return c, nil
		}
	}
	return cart.Cart{}, cart.ErrNotFound
}

func (s memStore) CartByToken(_ context.Context, h string) (cart.Cart, error) {
	return s.cartWhere(func(c *cart.Cart) bool { return c.TokenHash == h })
}

func (s memStore) CartByCustomer(_ context.Context, id string) (cart.Cart, error) {
	return s.cartWhere(func(c *cart.Cart) bool { return c.CustomerID == id })
}

func (s memStore) CartByID(_ context.Context, id string) (cart.Cart, error) {
	return s.cartWhere(func(c *cart.Cart) bool { return c.ID == id })
}

func (s memStore) InsertCart(_ context.Context, c cart.Cart) error {
	defer s.lock()()
	if _, ok := s.db.carts[c.ID]; ok {
		return cart.ErrExists
	}
	b, err := json.Marshal(c)
	s.db.carts[c.ID] = b
	return err
}

func (s memStore) UpdateCart(_ context.Context, c cart.Cart) error {
	defer s.lock()()
	if err := s.failed("UpdateCart"); err != nil {
		return err
	}
	b, ok := s.db.carts[c.ID]
	var cur cart.Cart
	if !ok || json.Unmarshal(b, &cur) != nil || cur.Version != c.Version {
		return cart.ErrStale
	}
	c.Version++
	b, err := json.Marshal(c)
	s.db.carts[c.ID] = b
	return err
}

func (s memStore) DeleteCart(_ context.Context, id string) error {
	defer s.lock()()
	delete(s.db.carts, id)
	delete(s.db.states, id) // the row goes with its cart
	return nil
}

func (s memStore) DeleteIdleCarts(context.Context, time.Time) (int, error) { return 0, nil }

// --- StateStore

// memCheckout is a stored checkout state: its version and JSON (a deep copy either way).
type memCheckout struct {
	version int
	state   []byte
}

func (s memStore) CheckoutCart(ctx context.Context, tokenHash, customerID string) (cart.Cart, State, error) {
	var c cart.Cart
	var err error
	if customerID != "" {
		c, err = s.CartByCustomer(ctx, customerID)
	} else {
		c, err = s.CartByToken(ctx, tokenHash)
	}
	if err != nil {
		return c, State{}, err
	}
	st, err := s.CheckoutState(ctx, c.ID)
	return c, st, err
}

func (s memStore) CheckoutState(_ context.Context, cartID string) (State, error) {
	defer s.lock()()
	var st State
	row, ok := s.db.states[cartID]
	if !ok {
		return st, nil
	}
	err := json.Unmarshal(row.state, &st)
	st.Version = row.version
	return st, err
}

func (s memStore) SaveCheckoutState(_ context.Context, cartID string, st State) error {
	defer s.lock()()
	if err := s.failed("SaveCheckoutState"); err != nil {
		return err
	}
	row, ok := s.db.states[cartID]
	if _, cartOK := s.db.carts[cartID]; !cartOK || ok != (st.Version > 0) || ok && row.version != st.Version {
		return ErrStale
	}
	b, err := json.Marshal(st)
	s.db.states[cartID] = memCheckout{version: st.Version + 1, state: b}
	return err
}

func (s memStore) SaveCheckoutStateAt(ctx context.Context, cartID string, cartVersion int64, st State) error {
	if err := func() error {
		defer s.lock()()
		if err := s.failed("SaveCheckoutStateAt"); err != nil {
			return err
		}
		b, ok := s.db.carts[cartID]
		var c cart.Cart
		if !ok || json.Unmarshal(b, &c) != nil || c.Version != cartVersion {
			return ErrStale
		}
		return nil
	}(); err != nil {
		return err
	}
	return s.SaveCheckoutState(ctx, cartID, st)
}

func (s memStore) ClearCheckoutState(_ context.Context, cartID string) error {
	defer s.lock()()
	if row, ok := s.db.states[cartID]; ok {
		s.db.states[cartID] = memCheckout{version: row.version + 1, state: []byte("{}")}
	}
	return nil
}

// --- order.Store

func (s memStore) NextOrderCode(context.Context) (string, error) {
	defer s.lock()()
	s.db.nextCode++
	return fmt.Sprint(s.db.nextCode), nil
}

func (s memStore) InsertOrder(_ context.Context, o order.Order) error {
	defer s.lock()()
	if err := s.failed("InsertOrder"); err != nil {
		return err
	}
	if _, ok := s.db.orders[o.Code]; ok {
		return order.ErrExists
	}
	b, err := json.Marshal(o)
	s.db.orders[o.Code] = b
	return err
}

func (s memStore) Order(_ context.Context, code string) (order.Order, error) {
	defer s.lock()()
	b, ok := s.db.orders[code]
	if !ok {
		return order.Order{}, order.ErrNotFound
	}
	var o order.Order
	return o, json.Unmarshal(b, &o)
}

func (s memStore) OrdersByCustomer(_ context.Context, customerID string, limit int) ([]order.Order, error) {
	defer s.lock()()
	var out []order.Order
	for _, b := range s.db.orders {
		var o order.Order
		if err := json.Unmarshal(b, &o); err != nil {
			return nil, err
		}
		if o.CustomerID == customerID && (limit == 0 || len(out) < limit) {
			out = append(out, o)
		}
	}
	return out, nil
}

func (s memStore) UpdateOrder(_ context.Context, o order.Order) error {
	defer s.lock()()
	if err := s.failed("UpdateOrder"); err != nil {
		return err
	}
	b, ok := s.db.orders[o.Code]
	var cur order.Order
	if !ok || json.Unmarshal(b, &cur) != nil || cur.Version != o.Version {
		return order.ErrStale
	}
	o.Version++
	b, err := json.Marshal(o)
	s.db.orders[o.Code] = b
	return err
}

func (s memStore) TakeStock(_ context.Context, attempt string, lines []order.Line, expires time.Time) error {
	defer s.lock()()
	for _, l := range lines {
		if s.db.stock[stockKey{l.VariantCode, l.Location}] < l.Quantity {
			return &order.ShortError{Line: l}
		}
	}
	for _, l := range lines {
		s.db.stock[stockKey{l.VariantCode, l.Location}] -= l.Quantity
	}
	s.db.reservations[attempt] = reservation{lines: slices.Clone(lines), expires: expires}
	return nil
}

func (s memStore) ReleaseStock(_ context.Context, attempt string) (int, error) {
	defer s.lock()()
	if err := s.failed("ReleaseStock"); err != nil {
		return 0, err
	}
	r, ok := s.db.reservations[attempt]
	if !ok {
		return 0, nil
	}
	for _, l := range r.lines {
		s.db.stock[stockKey{l.VariantCode, l.Location}] += l.Quantity
	}
	delete(s.db.reservations, attempt)
	return len(r.lines), nil
}

func (s memStore) KeepStock(_ context.Context, attempt string) error {
	defer s.lock()()
	delete(s.db.reservations, attempt)
	return nil
}

func (s memStore) ExpiredReservations(_ context.Context, now time.Time, limit int) ([]string, error) {
	defer s.lock()()
	var out []string
	for id, r := range s.db.reservations {
		if r.expires.Before(now) && len(out) < limit {
			out = append(out, id)
		}
	}
	slices.Sort(out)
	return out, nil
}

// --- order.AttemptStore

func (s memStore) InsertAttempt(_ context.Context, a order.Attempt) error {
	defer s.lock()()
	s.db.attempts[a.ID] = a
	return nil
}

func (s memStore) Attempt(_ context.Context, id string) (order.Attempt, error) {
	if f := s.db.beforeAttemptRead; f != nil && !s.tx {
		f(id)
	}
	defer s.lock()()
	a, ok := s.db.attempts[id]
	if !ok {
		return a, order.ErrAttemptNotFound
	}
	return a, nil
}

func (s memStore) attemptWhere(match func(a order.Attempt) bool) (order.Attempt, error) {
	defer s.lock()()
	for _, a := range s.db.attempts {
		if match(a) {
			return a, nil
		}
	}
	return order.Attempt{}, order.ErrAttemptNotFound
}

func (s memStore) AttemptByChallenge(_ context.Context, id string) (order.Attempt, error) {
	return s.attemptWhere(func(a order.Attempt) bool { return id != "" && a.ChallengeID == id })
}

func (s memStore) AttemptByProviderRef(_ context.Context, ref string) (order.Attempt, error) {
	return s.attemptWhere(func(a order.Attempt) bool { return ref != "" && a.ProviderRef == ref })
}

func (s memStore) UpdateAttempt(_ context.Context, a order.Attempt) error {
	defer s.lock()()
	if err := s.failed("UpdateAttempt"); err != nil {
		return err
	}
	cur, ok := s.db.attempts[a.ID]
	if !ok || cur.Version != a.Version {
		return order.ErrStale
	}
	a.Version++
	s.db.attempts[a.ID] = a
	return nil
}

func (s memStore) OpenAttempts(_ context.Context, before time.Time, limit int) ([]order.Attempt, error) {
	defer s.lock()()
	var out []order.Attempt
	for _, a := range s.db.attempts {
		if a.Status.Open() && a.UpdatedAt.Before(before) {
			out = append(out, a)
		}
	}
	slices.SortFunc(out, func(a, b order.Attempt) int { return a.CreatedAt.Compare(b.CreatedAt) })
	return out[:min(len(out), limit)], nil
}

// --- order.AfterStore (the one method place order uses)

func (s memStore) InsertConsignments(_ context.Context, code string, cs []order.Consignment, _ time.Time) error {
	defer s.lock()()
	s.db.consignments[code] = cs
	return nil
}

// --- SavedStore

func (s memStore) SavedPayments(_ context.Context, customerID string) ([]SavedPayment, error) {
	defer s.lock()()
	return slices.Clone(s.db.saved[customerID]), nil
}

func (s memStore) InsertSavedPayment(_ context.Context, p SavedPayment) error {
	defer s.lock()()
	list := s.db.saved[p.CustomerID]
	if p.Default {
		for i := range list {
			list[i].Default = false
		}
	}
	s.db.saved[p.CustomerID] = append(list, p)
	return nil
}

func (s memStore) DeleteSavedPayment(_ context.Context, customerID, id string) error {
	defer s.lock()()
	list := s.db.saved[customerID]
	i := slices.IndexFunc(list, func(p SavedPayment) bool { return p.ID == id })
	if i < 0 {
		return ErrSavedNotFound
	}
	s.db.saved[customerID] = slices.Delete(list, i, i+1)
	return nil
}

func (s memStore) SetDefaultSavedPayment(_ context.Context, customerID, id string) error {
	defer s.lock()()
	list := s.db.saved[customerID]
	if !slices.ContainsFunc(list, func(p SavedPayment) bool { return p.ID == id }) {
		return ErrSavedNotFound
	}
	for i := range list {
		list[i].Default = list[i].ID == id
	}
	return nil
}

// --- the outbox

func (s memStore) Enqueue(_ context.Context, args job.Args, _ *job.InsertOpts) error {
	defer s.lock()()
	if err := s.failed("Enqueue:" + args.Kind()); err != nil {
		return err
	}
	s.db.jobs = append(s.db.jobs, args)
	return nil
}

// --- reads for assertions

func (db *memDB) attemptList() []order.Attempt {
	db.mu.Lock()
	defer db.mu.Unlock()
	out := make([]order.Attempt, 0, len(db.attempts))
	for _, a := range db.attempts {
		out = append(out, a)
	}
	slices.SortFunc(out, func(a, b order.Attempt) int { return strings.Compare(a.ID, b.ID) })
	return out
}

func (db *memDB) orderCount() int {
	db.mu.Lock()
	defer db.mu.Unlock()
	return len(db.orders)
}

func (db *memDB) stockOf(variant, location string) int {
	db.mu.Lock()
	defer db.mu.Unlock()
	return db.stock[stockKey{variant, location}]
}

func (db *memDB) reservationCount() int {
	db.mu.Lock()
	defer db.mu.Unlock()
	return len(db.reservations)
}

// jobsOf lists the queued jobs of kind.
func (db *memDB) jobsOf(kind string) []job.Args {
	db.mu.Lock()
	defer db.mu.Unlock()
	var out []job.Args
	for _, j := range db.jobs {
		if j.Kind() == kind {
			out = append(out, j)
		}
	}
	return out
}

// --- idempotency

// The idempotency store is the fake database's too: place order finishes its key in the order's
// transaction, so a failed transaction leaves the key in flight.

func (s memStore) InsertIdempotency(_ context.Context, r idempotency.Record) error {
	defer s.lock()()
	if _, ok := s.db.idem[[2]string{r.Scope, r.Key}]; ok {
		return idempotency.ErrExists
	}
	s.db.idem[[2]string{r.Scope, r.Key}] = r
	return nil
}

func (s memStore) Idempotency(_ context.Context, scope, key string) (idempotency.Record, error) {
	defer s.lock()()
	r, ok := s.db.idem[[2]string{scope, key}]
	if !ok {
		return r, idempotency.ErrNotFound
	}
	return r, nil
}

func (s memStore) FinishIdempotency(_ context.Context, scope, key string, status int, answer []byte) error {
	defer s.lock()()
	r, ok := s.db.idem[[2]string{scope, key}]
	if !ok {
		return idempotency.ErrNotFound
	}
	s.db.finishes++
	r.Status, r.Answer = status, answer
	s.db.idem[[2]string{scope, key}] = r
	return nil
}

func (s memStore) DeleteIdempotency(_ context.Context, scope, key string) error {
	defer s.lock()()
	delete(s.db.idem, [2]string{scope, key})
	return nil
}

func (s memStore) DeleteExpiredIdempotency(context.Context, time.Time) (int, error) { return 0, nil }

// --- catalogue, stock and stores for the cart service

type fakeProducts struct {
	mu       sync.Mutex
	products map[string]catalog.Product // by variant code
}

func (f *fakeProducts) Product(_ context.Context, code string) (catalog.Product, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	p, ok := f.products[code]
	if !ok {
		return p, catalog.ErrNotFound
	}
	return p, nil
}

func (f *fakeProducts) put(p catalog.Product) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, v := range p.Variants {
		f.products[v.Code] = p
	}
}

// stockReader reads the fake database's stock (the cart summary's levels).
type stockReader struct{ db *memDB }

func (s stockReader) Quantities(_ context.Context, variants, locations []string) (map[string]map[string]int, error) {
	s.db.mu.Lock()
	defer s.db.mu.Unlock()
	out := map[string]map[string]int{}
	for _, v := range variants {
		out[v] = map[string]int{}
		for _, l := range locations {
			out[v][l] = s.db.stock[stockKey{v, l}]
		}
	}
	return out, nil
}

type fakeStores struct{ stores []location.Store }

func (f fakeStores) Store(number string) (location.Store, error) {
	for _, s := range f.stores {
		if s.Number == number {
			return s, nil
		}
	}
	return location.Store{}, location.ErrStoreNotFound
}

func (f fakeStores) Stores() []location.Store { return f.stores }

type fakeFeatures map[string]bool

func (f fakeFeatures) On(name string) bool { return f[name] }

// --- accounts

type fakeAccounts struct {
	mu         sync.Mutex
	books      map[string][]account.Address // by customer id
	made       int
	registered []account.RegisterInput
}

func (f *fakeAccounts) Addresses(_ context.Context, sess session.Session) ([]account.Address, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if sess.CustomerID == "" {
		return nil, account.ErrLoginRequired
	}
	return slices.Clone(f.books[sess.CustomerID]), nil
}

func (f *fakeAccounts) AddressOf(_ context.Context, sess session.Session, id string) (account.Address, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, a := range f.books[sess.CustomerID] {
		if a.ID == id {
			return a, nil
		}
	}
	return account.Address{}, account.ErrNotFound
}

// ResolveAddress answers the fields as the address book keeps them; a parcel locker is blocked.
func (f *fakeAccounts) ResolveAddress(_ context.Context, in account.AddressInput) (account.Address, error) {
	return account.Address{FormType: account.FormManual, Line1: in.Line1, Line2: in.Line2, Town: in.Town, State: in.State,
		PostalCode: in.PostalCode, Phone: in.Phone, IsBlocked: strings.Contains(strings.ToLower(in.Line1), "parcel locker")}, nil
}

func (f *fakeAccounts) CreateAddress(_ context.Context, sess session.Session, in account.AddressInput) (account.Address, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.made++
	a := account.Address{ID: fmt.Sprintf("addr-new-%d", f.made), CustomerID: sess.CustomerID, Line1: in.Line1, Line2: in.Line2,
		Town: in.Town, State: in.State, PostalCode: in.PostalCode, Phone: in.Phone}
	f.books[sess.CustomerID] = append(f.books[sess.CustomerID], a)
	return a, nil
}

// PrepareRegister checks in's e-mail (ErrEmailTaken for one made before) and answers the account,
// which the fake database keeps when its transaction commits.
func (f *fakeAccounts) PrepareRegister(_ context.Context, in account.RegisterInput, _ account.Client) (account.Pending, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, r := range f.registered {
		if strings.EqualFold(r.Email, in.Email) {
			return nil, account.ErrEmailTaken
		}
	}
	f.registered = append(f.registered, in)
	return fakePending{in: in, id: fmt.Sprintf("c-new-%d", len(f.registered))}, nil
}

// fakePending is a checked account: Write stores it in the unit of work's fake database.
type fakePending struct {
	in account.RegisterInput
	id string
}

func (p fakePending) Write(_ context.Context, tx account.TxStore, cur session.Session) (account.SignedIn, error) {
	ms := tx.(memStore)
	defer ms.lock()()
	for _, email := range ms.db.customers {
		if strings.EqualFold(email, p.in.Email) {
			return account.SignedIn{}, account.ErrEmailTaken
		}
	}
	ms.db.customers[p.id] = p.in.Email
	return account.SignedIn{Session: session.Session{ID: cur.ID + "-signed-in", CustomerID: p.id},
		Customer: account.Customer{ID: p.id, Email: p.in.Email, FirstName: p.in.FirstName, LastName: p.in.LastName}}, nil
}

func (db *memDB) orderCodes() []string {
	db.mu.Lock()
	defer db.mu.Unlock()
	var out []string
	for code := range db.orders {
		out = append(out, code)
	}
	slices.Sort(out)
	return out
}

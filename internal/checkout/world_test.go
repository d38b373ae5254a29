package checkout

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/feature"
	"github.com/wattle/storefront/internal/idempotency"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/mail"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/session"
)

// world is a checkout service over fakes: the database, the providers, the catalogue. Products
// are read by the shopper's cart service from products and by place order's pricer from
// pricerProducts (the same until a test makes them differ: the 15-second cache against today's
// price).
type world struct {
	t              *testing.T
	db             *memDB
	clock          *clock.Fixed
	card           *fakeCard
	gift           *fakeGift
	redirect       map[payment.Method]*fakeRedirect
	paypal         *fakePayPal
	accounts       *fakeAccounts
	features       fakeFeatures
	products       *fakeProducts
	pricerProducts *fakeProducts
	svc            *Service
	carts          *cart.Service
}

var testStart = time.Date(2026, 11, 23, 3, 0, 0, 0, time.UTC)

// The catalogue of the tests: a lamp ($49.50), a throw ($25.00), a physical gift card ($50.00).
const (
	lamp     = "61000016"
	throw    = "61000023"
	giftCard = "61000030"
	shopNo   = "5012"
)

func newWorld(t *testing.T, tweak ...func(d *Deps)) *world {
	t.Helper()
	db := newMemDB()
	w := &world{t: t, db: db, clock: clock.NewFixed(testStart),
		card:     &fakeCard{db: db, mode: cardApprove, held: map[string]string{}},
		gift:     &fakeGift{cards: map[string]money.Cents{}, holds: map[string]money.Cents{}, owner: map[string]string{}},
		redirect: map[payment.Method]*fakeRedirect{},
		accounts: &fakeAccounts{books: map[string][]account.Address{}},
		features: fakeFeatures{feature.Afterpay: true, feature.Zip: true, feature.StoredPayment: true},
		products: &fakeProducts{products: map[string]catalog.Product{}}, pricerProducts: &fakeProducts{products: map[string]catalog.Product{}}}
	for _, m := range []payment.Method{payment.PayPal, payment.Afterpay, payment.Zip, payment.Flypay} {
		w.redirect[m] = &fakeRedirect{method: m, sessions: map[string]string{}, held: map[string]bool{},
			outcome: payment.Outcome{Status: payment.Approved}}
	}
	w.redirect[payment.Afterpay].refParam = "orderToken"
	w.redirect[payment.Zip].refParam = "checkoutId"
	w.paypal = &fakePayPal{fakeRedirect: w.redirect[payment.PayPal], agreeOut: payment.Outcome{Status: payment.Approved}}
	w.product(catalog.Product{Code: "P1000016", Name: "Table lamp", Brand: "Wattle", Variants: []catalog.Variant{{Code: lamp, BaseCode: "P1000016", Colour: "Sage", Price: 4950}}}, 10)
	w.product(catalog.Product{Code: "P1000023", Name: "Linen throw", Variants: []catalog.Variant{{Code: throw, BaseCode: "P1000023", Size: "130x170", Price: 2500}}}, 10)
	w.product(catalog.Product{Code: "P1000030", Name: "Gift card", GiftCard: catalog.GiftCardPhysical, Variants: []catalog.Variant{{Code: giftCard, BaseCode: "P1000030", Price: 5000}}}, 100)

	stores := fakeStores{stores: []location.Store{{Number: shopNo, Name: "Parramatta", DisplayName: "Wattle Parramatta", CollectionPoints: []string{"Service desk"}}}}
	w.carts = cart.NewService(db.store(), db.cartTx, w.products, stockReader{db}, stores, w.clock, nil)
	pricer := cart.NewService(db.store(), db.cartTx, w.pricerProducts, stockReader{db}, stores, w.clock, nil)
	redirects := map[payment.Method]interface {
		payment.Redirector
		payment.Settler
	}{payment.PayPal: w.paypal}
	for _, m := range []payment.Method{payment.Afterpay, payment.Zip, payment.Flypay} {
		redirects[m] = w.redirect[m]
	}
	d := Deps{Carts: w.carts, Pricer: pricer, Accounts: w.accounts, Store: db.store(), Tx: db.Tx,
		Idempotency: idempotency.NewService(db.store(), w.clock),
		Providers:   Providers{Card: w.card, Redirect: redirects, GiftCards: w.gift, Vault: w.card, ApplePay: true},
		Stores:      stores, Features: w.features, Clock: w.clock,
		Config: Config{GuestCheckout: true, PaymentTimeout: 2 * time.Second, ShopName: "Wattle", PublicURL: "https://shop.example"}}
	for _, f := range tweak {
		f(&d)
	}
	w.svc = New(d)
	return w
}

// product puts p in both catalogues with units of stock online for each variant.
func (w *world) product(p catalog.Product, units int) {
	w.products.put(p)
	w.pricerProducts.put(p)
	w.db.mu.Lock()
	defer w.db.mu.Unlock()
	for _, v := range p.Variants {
		w.db.stock[stockKey{v.Code, catalog.OnlineLocation}] = units
	}
}

func (w *world) setStock(variant string, units int) {
	w.db.mu.Lock()
	defer w.db.mu.Unlock()
	w.db.stock[stockKey{variant, catalog.OnlineLocation}] = units
}

// kew is a delivery address in the express area.
func kew() *Address {
	return &Address{FirstName: "Ada", LastName: "Lovelace", Line1: "1 High Street", Town: "Kew", State: "VIC",
		PostalCode: "3101", Country: "AU", Phone: "0412345678"}
}

// line is a cart entry: a variant and a quantity.
type line struct {
	code string
	qty  int
}

// guest puts a guest's cart ready to pay (e-mail, home delivery to Kew, billing the same) and
// answers the shopper. token names the browser.
func (w *world) guest(token string, lines ...line) Shopper {
	w.t.Helper()
	c := cart.Cart{ID: "cart-" + token, TokenHash: cart.HashToken(token), Version: 1, Mode: delivery.HomeDelivery, PostalCode: "3101",
		CreatedAt: testStart, UpdatedAt: testStart}
	for i, l := range lines {
		c.Entries = append(c.Entries, cart.Entry{Number: i, ProductCode: l.code, BaseCode: "P" + l.code[1:], Quantity: l.qty, Changed: testStart})
	}
	c.NextEntry = len(lines)
	if err := w.db.store().InsertCart(context.Background(), c); err != nil {
		w.t.Fatal(err)
	}
	st := State{Email: "ada@example.com", Guest: true, Delivery: kew(), BillingSame: true}
	if err := w.db.store().SaveCheckoutState(context.Background(), c.ID, st); err != nil {
		w.t.Fatal(err)
	}
	return Shopper{Owner: cart.Owner{Token: token}}
}

// customer is a signed-in customer with a ready cart.
func (w *world) customer(id string, lines ...line) Shopper {
	w.t.Helper()
	sh := w.guest("tok-"+id, lines...)
	c := w.cartOf(sh)
	c.TokenHash, c.CustomerID, c.Checkout.Email, c.Checkout.Guest = "", id, "", false
	if err := w.db.store().UpdateCart(context.Background(), c.Cart); err != nil {
		w.t.Fatal(err)
	}
	if err := w.db.store().SaveCheckoutState(context.Background(), c.ID, c.Checkout); err != nil {
		w.t.Fatal(err)
	}
	return Shopper{Owner: cart.Owner{CustomerID: id},
		Session:  session.Session{CustomerID: id, Auth: session.AuthHard, AuthAt: w.clock.Now()},
		Customer: &account.Customer{ID: id, Email: id + "@example.com", FirstName: "Cy", LastName: "Ng", Mobile: "0400000000"}}
}

// cartOf reads the shopper's cart and its checkout as stored.
func (w *world) cartOf(sh Shopper) draft {
	w.t.Helper()
	c, err := w.svc.read(context.Background(), sh.Owner)
	if err != nil {
		w.t.Fatal(err)
	}
	return c
}

// editCart changes the stored cart and its checkout directly (another tab, a test's set-up).
func (w *world) editCart(sh Shopper, fn func(c *draft)) {
	w.t.Helper()
	ctx := context.Background()
	c := w.cartOf(sh)
	v := c.Checkout.Version
	fn(&c)
	c.Checkout.Version = v // fn may set a whole new state
	if err := w.db.Tx(ctx, func(tx TxStore) error {
		if err := tx.UpdateCart(ctx, c.Cart); err != nil {
			return err
		}
		return tx.SaveCheckoutState(ctx, c.ID, c.Checkout)
	}); err != nil {
		w.t.Fatal(err)
	}
}

func (w *world) order(code string) order.Order {
	w.t.Helper()
	o, err := w.db.store().Order(context.Background(), code)
	if err != nil {
		w.t.Fatalf("order %q: %v", code, err)
	}
	return o
}

// onlyAttempt is the one attempt the test made.
func (w *world) onlyAttempt() order.Attempt {
	w.t.Helper()
	as := w.db.attemptList()
	if len(as) != 1 {
		w.t.Fatalf("%d attempts, want 1: %+v", len(as), as)
	}
	return as[0]
}

// mails are the confirmation e-mails queued.
func (w *world) mails() []mail.Message {
	var out []mail.Message
	for _, j := range w.db.jobsOf(mail.SendArgs{}.Kind()) {
		out = append(out, j.(mail.SendArgs).Message)
	}
	return out
}

func (w *world) voidJobs() []VoidArgs {
	var out []VoidArgs
	for _, j := range w.db.jobsOf(VoidArgs{}.Kind()) {
		out = append(out, j.(VoidArgs))
	}
	return out
}

// codeOf is the place-order code of err ("" when it is not a place-order problem).
func codeOf(err error) order.Code {
	var oe *order.Error
	if errors.As(err, &oe) {
		return oe.Problem.Code
	}
	return ""
}

func wantCode(t *testing.T, err error, want order.Code) {
	t.Helper()
	if got := codeOf(err); got != want {
		t.Fatalf("error = %v (code %q), want %q", err, got, want)
	}
}

var bg = context.Background()

package cart

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/delivery"
)

// ie is an item error as the service answers it.
func ie(product string, entry *int, c Code, qty *int) ItemError {
	return ItemError{ProductCode: product, EntryNumber: entry, Code: c, Message: c.Message(), Quantity: qty}
}

var (
	ada    = &Recipient{FirstName: "Ada", LastName: "Lovelace", Email: "ada@example.com", MessageText: "Happy birthday"}
	monoAL = &Personalisation{Text: "A.L.", FontType: "Script", FontColour: "Gold"}
)

func TestAdd(t *testing.T) {
	t.Parallel()
	gift := func(code string, qty int, r *Recipient) AddItem {
		return AddItem{ProductCode: code, Quantity: qty, GiftCard: r}
	}
	for _, tc := range []struct {
		name  string
		owner Owner
		setup func(t *testing.T, e *env)
		items []AddItem
		// refused: the answer is an *ItemsError (nothing changed).
		refused bool
		added   []ItemResult
		errs    []ItemError
		// entries are the stored cart's quantities by entry number afterwards (nil: no cart).
		entries map[int]int
	}{
		{name: "a new entry", items: []AddItem{item(lampNavy, 2)},
			added: []ItemResult{{lampNavy, 0, 2, 2}}, entries: map[int]int{0: 2}},
		{name: "the same variant adds up", setup: func(t *testing.T, e *env) { e.mustAdd(t, anonOwner, item(lampNavy, 2)) },
			items: []AddItem{item(lampNavy, 3)}, added: []ItemResult{{lampNavy, 0, 5, 3}}, entries: map[int]int{0: 5}},
		{name: "another variant is another entry", setup: func(t *testing.T, e *env) { e.mustAdd(t, anonOwner, item(lampNavy, 1)) },
			items: []AddItem{item(lampWhite, 1)}, added: []ItemResult{{lampWhite, 1, 1, 1}}, entries: map[int]int{0: 1, 1: 1}},
		{name: "a single-variant product by its base code", items: []AddItem{item("P1000002", 1)},
			added: []ItemResult{{sofa, 0, 1, 1}}, entries: map[int]int{0: 1}},
		{name: "a multi-variant product by its base code", items: []AddItem{item("P1000001", 1)}, refused: true,
			errs: []ItemError{ie("P1000001", nil, CodeProductUnavailable, nil)}},
		{name: "quantity 0", items: []AddItem{item(lampNavy, 0)}, refused: true,
			errs: []ItemError{ie(lampNavy, nil, CodeNoModification, nil)}},
		{name: "unknown product", items: []AddItem{item("99999999", 1)}, refused: true,
			errs: []ItemError{ie("99999999", nil, CodeProductUnavailable, nil)}},
		{name: "every item skipped", items: []AddItem{{ProductCode: lampNavy, Skip: true}}, refused: true,
			errs: []ItemError{ie("", nil, CodeNoModification, nil)}},
		{name: "a skipped item beside a good one", items: []AddItem{{ProductCode: lampNavy, Quantity: 7, Skip: true}, item(lampWhite, 1)},
			added: []ItemResult{{lampWhite, 0, 1, 1}}, entries: map[int]int{0: 1}},
		{name: "one good item and one unknown", items: []AddItem{item(lampNavy, 1), item("99999999", 1)},
			added: []ItemResult{{lampNavy, 0, 1, 1}}, errs: []ItemError{ie("99999999", nil, CodeProductUnavailable, nil)},
			entries: map[int]int{0: 1}},

		// Per-product limit: what fits goes in.
		{name: "25 asked, 20 added", items: []AddItem{item(lampNavy, 25)},
			added: []ItemResult{{lampNavy, 0, 20, 20}}, errs: []ItemError{ie(lampNavy, intp(0), CodeThreshold, intp(20))},
			entries: map[int]int{0: 20}},
		{name: "18 held, 5 asked, 2 added", setup: func(t *testing.T, e *env) { e.mustAdd(t, anonOwner, item(lampNavy, 18)) },
			items: []AddItem{item(lampNavy, 5)}, added: []ItemResult{{lampNavy, 0, 20, 2}},
			errs: []ItemError{ie(lampNavy, intp(0), CodeThreshold, intp(20))}, entries: map[int]int{0: 20}},
		{name: "20 held", setup: func(t *testing.T, e *env) { e.mustAdd(t, anonOwner, item(lampNavy, 20)) },
			items: []AddItem{item(lampNavy, 1)}, refused: true,
			errs: []ItemError{ie(lampNavy, intp(0), CodeThreshold, intp(20))}, entries: map[int]int{0: 20}},
		{name: "the limit counts every entry of the variant",
			setup: func(t *testing.T, e *env) {
				e.mustAdd(t, anonOwner, AddItem{ProductCode: mug, Quantity: 15, Personalisation: monoAL})
			},
			items: []AddItem{item(mug, 10)}, added: []ItemResult{{mug, 1, 5, 5}},
			errs: []ItemError{ie(mug, intp(1), CodeThreshold, intp(5))}, entries: map[int]int{0: 15, 1: 5}},

		// Stock: the online pot, or the pickup store's for click and collect.
		{name: "low stock adds what there is", items: []AddItem{item(fewLeft, 5)},
			added: []ItemResult{{fewLeft, 0, 3, 3}}, errs: []ItemError{ie(fewLeft, intp(0), CodeLowStock, intp(3))},
			entries: map[int]int{0: 3}},
		{name: "low stock counts what the cart holds", setup: func(t *testing.T, e *env) { e.mustAdd(t, anonOwner, item(fewLeft, 1)) },
			items: []AddItem{item(fewLeft, 5)}, added: []ItemResult{{fewLeft, 0, 3, 2}},
			errs: []ItemError{ie(fewLeft, intp(0), CodeLowStock, intp(2))}, entries: map[int]int{0: 3}},
		{name: "out of stock", items: []AddItem{item(soldOut, 1)}, refused: true,
			errs: []ItemError{ie(soldOut, nil, CodeNoStock, intp(0))}},
		{name: "all the stock held already", setup: func(t *testing.T, e *env) { e.mustAdd(t, anonOwner, item(fewLeft, 3)) },
			items: []AddItem{item(fewLeft, 1)}, refused: true,
			errs: []ItemError{ie(fewLeft, intp(0), CodeNoStock, intp(0))}, entries: map[int]int{0: 3}},
		{name: "click and collect takes the pickup store's stock",
			setup: func(t *testing.T, e *env) {
				e.store.put(Cart{ID: "K", TokenHash: HashToken(anonOwner.Token), Version: 4, Mode: delivery.ClickAndCollect,
					Pickup: Pickup{StoreNumber: richmond, CollectionPoint: "Service desk"}})
			},
			items: []AddItem{item(lampNavy, 5), item(soldOut, 2)},
			added: []ItemResult{{lampNavy, 0, 3, 3}, {soldOut, 1, 2, 2}},
			errs:  []ItemError{ie(lampNavy, intp(0), CodeLowStock, intp(3))}, entries: map[int]int{0: 3, 1: 2}},
		{name: "home delivery ignores the pickup store",
			setup: func(t *testing.T, e *env) {
				e.store.put(Cart{ID: "K", TokenHash: HashToken(anonOwner.Token), Version: 4, Mode: delivery.HomeDelivery,
					Pickup: Pickup{StoreNumber: richmond}})
			},
			items: []AddItem{item(soldOut, 1)}, refused: true, errs: []ItemError{ie(soldOut, nil, CodeNoStock, intp(0))},
			entries: map[int]int{}},

		// Pre-orders go alone, up to 5 units.
		{name: "a pre-order into a cart with goods", setup: func(t *testing.T, e *env) { e.mustAdd(t, anonOwner, item(lampNavy, 1)) },
			items: []AddItem{item(preOrder, 1)}, refused: true,
			errs: []ItemError{ie(preOrder, nil, CodeNoMixedPreOrders, nil)}, entries: map[int]int{0: 1}},
		{name: "goods into a cart with a pre-order", setup: func(t *testing.T, e *env) { e.mustAdd(t, anonOwner, item(preOrder, 1)) },
			items: []AddItem{item(lampNavy, 1)}, refused: true,
			errs: []ItemError{ie(lampNavy, nil, CodeNoMixedPreOrders, nil)}, entries: map[int]int{0: 1}},
		{name: "5 pre-order units", items: []AddItem{item(preOrder, 5)}, added: []ItemResult{{preOrder, 0, 5, 5}},
			entries: map[int]int{0: 5}},
		{name: "6 pre-order units refuse the whole item", items: []AddItem{item(preOrder, 6)}, refused: true,
			errs: []ItemError{ie(preOrder, nil, CodePreOrderThreshold, nil)}},
		{name: "3 pre-order units onto 3", setup: func(t *testing.T, e *env) { e.mustAdd(t, anonOwner, item(preOrder, 3)) },
			items: []AddItem{item(preOrder, 3)}, refused: true,
			errs: []ItemError{ie(preOrder, nil, CodePreOrderThreshold, nil)}, entries: map[int]int{0: 3}},

		// Gift cards: a recipient, counts and value per order.
		{name: "a gift card without a recipient", items: []AddItem{item(giftCard, 1)}, refused: true,
			errs: []ItemError{ie(giftCard, nil, CodeGiftCardRecipient, nil)}},
		{name: "a posted gift card needs no e-mail", items: []AddItem{gift(giftCard, 2, &Recipient{FirstName: "Ada", LastName: "Lovelace"})},
			added: []ItemResult{{giftCard, 0, 2, 2}}, entries: map[int]int{0: 2}},
		{name: "an e-gift card needs an e-mail", items: []AddItem{gift(eGift, 1, &Recipient{FirstName: "Ada", LastName: "Lovelace"})},
			refused: true, errs: []ItemError{ie(eGift, nil, CodeGiftCardRecipient, nil)}},
		{name: "a recipient named with digits", items: []AddItem{gift(giftCard, 1, &Recipient{FirstName: "1234", LastName: "Lovelace"})},
			refused: true, errs: []ItemError{ie(giftCard, nil, CodeGiftCardRecipient, nil)}},
		{name: "21 posted gift cards", items: []AddItem{gift(giftCard, 21, ada)}, refused: true,
			errs: []ItemError{ie(giftCard, nil, CodePhysicalGiftCards, nil)}},
		{name: "11 e-gift cards", items: []AddItem{gift(eGift, 11, ada)}, refused: true,
			errs: []ItemError{ie(eGift, nil, CodeDigitalGiftCards, nil)}},
		{name: "e-gift cards never run out", items: []AddItem{gift(eGift, 10, ada)}, added: []ItemResult{{eGift, 0, 10, 10}},
			entries: map[int]int{0: 10}},
		{name: "gift cards worth exactly $2,000", items: []AddItem{gift(bigEGift, 4, ada)},
			added: []ItemResult{{bigEGift, 0, 4, 4}}, entries: map[int]int{0: 4}},
		{name: "gift cards worth more than $2,000", setup: func(t *testing.T, e *env) { e.mustAdd(t, anonOwner, gift(bigEGift, 4, ada)) },
			items: []AddItem{gift(giftCard, 1, ada)}, refused: true,
			errs: []ItemError{ie(giftCard, nil, CodeGiftCardValue, nil)}, entries: map[int]int{0: 4}},
		{name: "the same recipient (as normalised) adds up",
			setup: func(t *testing.T, e *env) {
				e.mustAdd(t, anonOwner, gift(eGift, 1, &Recipient{FirstName: " Ada ", LastName: "Lovelace", Email: "ADA@example.com", MessageText: "Happy birthday"}))
			},
			items: []AddItem{gift(eGift, 1, ada)}, added: []ItemResult{{eGift, 0, 2, 1}}, entries: map[int]int{0: 2}},
		{name: "another recipient is another entry", setup: func(t *testing.T, e *env) { e.mustAdd(t, anonOwner, gift(eGift, 1, ada)) },
			items:   []AddItem{gift(eGift, 1, &Recipient{FirstName: "Grace", LastName: "Hopper", Email: "grace@example.com"})},
			added:   []ItemResult{{eGift, 1, 1, 1}},
			entries: map[int]int{0: 1, 1: 1}},
		{name: "a recipient on goods is ignored", setup: func(t *testing.T, e *env) { e.mustAdd(t, anonOwner, item(lampNavy, 1)) },
			items: []AddItem{gift(lampNavy, 1, ada)}, added: []ItemResult{{lampNavy, 0, 2, 1}}, entries: map[int]int{0: 2}},

		// Personalisation.
		{name: "a personalised mug", items: []AddItem{{ProductCode: mug, Quantity: 1, Personalisation: monoAL}},
			added: []ItemResult{{mug, 0, 1, 1}}, entries: map[int]int{0: 1}},
		{name: "another text is another entry",
			setup: func(t *testing.T, e *env) {
				e.mustAdd(t, anonOwner, AddItem{ProductCode: mug, Quantity: 1, Personalisation: monoAL})
			},
			items: []AddItem{{ProductCode: mug, Quantity: 1, Personalisation: &Personalisation{"G.H.", "Script", "Gold"}},
				{ProductCode: mug, Quantity: 1, Personalisation: &Personalisation{"A.L.", "Script", "Gold"}}},
			added: []ItemResult{{mug, 1, 1, 1}, {mug, 0, 2, 1}}, entries: map[int]int{0: 2, 1: 1}},
		{name: "personalisation on a product without it", items: []AddItem{{ProductCode: lampNavy, Quantity: 1, Personalisation: monoAL}},
			refused: true, errs: []ItemError{ie(lampNavy, nil, CodePersonalisation, nil)}},
		{name: "personalisation that was not an object", items: []AddItem{{ProductCode: mug, Quantity: 1, PersonalisationBad: true}},
			refused: true, errs: []ItemError{ie(mug, nil, CodePersonalisation, nil)}},
		{name: "a colour not on offer", items: []AddItem{{ProductCode: mug, Quantity: 1, Personalisation: &Personalisation{"Hi", "Serif", "Pink"}}},
			refused: true, errs: []ItemError{ie(mug, nil, CodePersonalisation, nil)}},

		// Who may buy.
		{name: "a OnePass exclusive, anonymous", items: []AddItem{item(exclusive, 1)}, refused: true,
			errs: []ItemError{ie(exclusive, nil, CodeMembersOnly, nil)}},
		{name: "a OnePass exclusive, not a member", owner: customer, items: []AddItem{item(exclusive, 1)}, refused: true,
			errs: []ItemError{ie(exclusive, nil, CodeMembersOnly, nil)}},
		{name: "a OnePass exclusive, a member", owner: memberOwner, items: []AddItem{item(exclusive, 1)},
			added: []ItemResult{{exclusive, 0, 1, 1}}, entries: map[int]int{0: 1}},
		{name: "early access before its window, a member", owner: memberOwner, items: []AddItem{item(comingOut, 1)}, refused: true,
			errs: []ItemError{ie(comingOut, nil, CodePreview, nil)}},
		{name: "early access in its window, anonymous", items: []AddItem{item(earlyOpen, 1)}, refused: true,
			errs: []ItemError{ie(earlyOpen, nil, CodeMembersOnly, nil)}},
		{name: "early access in its window, a member", owner: memberOwner, items: []AddItem{item(earlyOpen, 1)},
			added: []ItemResult{{earlyOpen, 0, 1, 1}}, entries: map[int]int{0: 1}},

		// 50 entries at most.
		{name: "a new entry in a full cart", setup: fullCart, items: []AddItem{item(lampWhite, 1), item(lampNavy, 1)},
			added: []ItemResult{{lampNavy, 49, 2, 1}}, errs: []ItemError{ie(lampWhite, nil, CodeEntriesThreshold, nil)},
			entries: fullQuantities()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			o := tc.owner
			if o == (Owner{}) {
				o = anonOwner
			}
			if tc.setup != nil {
				tc.setup(t, e)
			}
			res, c, err := e.add(t, o, tc.items...)
			var refusal *ItemsError
			if got := errors.As(err, &refusal); got != tc.refused {
				t.Fatalf("Add refused = %v (%v), want %v", got, err, tc.refused)
			}
			if refusal != nil && !reflect.DeepEqual(refusal.Items, tc.errs) {
				t.Errorf("refusal items = %s, want %s", show(refusal.Items), show(tc.errs))
			}
			if !reflect.DeepEqual(res.Added, tc.added) {
				t.Errorf("added = %+v, want %+v", res.Added, tc.added)
			}
			if len(tc.errs) == 0 && len(res.Errors) != 0 || len(tc.errs) > 0 && !reflect.DeepEqual(res.Errors, tc.errs) {
				t.Errorf("errorItems = %s, want %s", show(res.Errors), show(tc.errs))
			}
			got, err := load(context.Background(), e.store, o)
			switch {
			case tc.entries == nil && !errors.Is(err, ErrNotFound):
				t.Fatalf("a cart was stored (%v): %+v", err, got)
			case tc.entries != nil && !reflect.DeepEqual(quantities(got), tc.entries):
				t.Errorf("stored quantities = %v, want %v", quantities(got), tc.entries)
			}
			if !tc.refused && !reflect.DeepEqual(c, got) {
				t.Errorf("the answered cart is not the stored one:\n%+v\n%+v", c, got)
			}
		})
	}
}

// fullCart stores a cart of 50 entries: 49 of products the catalogue no longer has, and a navy lamp.
func fullCart(t *testing.T, e *env) {
	c := Cart{ID: "K", TokenHash: HashToken(anonOwner.Token), Version: 1, NextEntry: 50}
	for i := range 49 {
		c.Entries = append(c.Entries, Entry{Number: i, ProductCode: fmt.Sprintf("gone%04d", i), Quantity: 1})
	}
	c.Entries = append(c.Entries, Entry{Number: 49, ProductCode: lampNavy, BaseCode: "P1000001", Quantity: 1})
	e.store.put(c)
}

// fullQuantities is fullCart's quantities after one more navy lamp.
func fullQuantities() map[int]int {
	q := map[int]int{49: 2}
	for i := range 49 {
		q[i] = 1
	}
	return q
}

func show(items []ItemError) string {
	s := "["
	for _, it := range items {
		s += fmt.Sprintf("{%s %s", it.ProductCode, it.Code)
		if it.EntryNumber != nil {
			s += fmt.Sprintf(" entry=%d", *it.EntryNumber)
		}
		if it.Quantity != nil {
			s += fmt.Sprintf(" qty=%d", *it.Quantity)
		}
		s += "} "
	}
	return s + "]"
}

// An add stores a new cart of its owner, version 1, with the entry's details, and answers what it
// added for the summary (quantityAdded).
func TestAddNewCart(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	e.clock.Advance(1500 * time.Microsecond) // the cart keeps milliseconds
	res, c, err := e.svc.Add(context.Background(), anonOwner, []AddItem{
		{ProductCode: giftCard, Quantity: 2, GiftCard: ada, Configuration: "card-design-3"}})
	if err != nil {
		t.Fatal(err)
	}
	want := Cart{ID: c.ID, TokenHash: HashToken(anonOwner.Token), Version: 1, NextEntry: 1,
		Entries: []Entry{{Number: 0, ProductCode: giftCard, BaseCode: "P1000004", Quantity: 2, GiftCard: ada,
			Configuration: "card-design-3", Changed: testNow.Add(time.Millisecond)}},
		CreatedAt: testNow.Add(time.Millisecond), UpdatedAt: testNow.Add(time.Millisecond)}
	if c.ID == "" || !reflect.DeepEqual(c, want) {
		t.Fatalf("cart = %+v\nwant %+v", c, want)
	}
	if got := e.stored(t, anonOwner); !reflect.DeepEqual(got, want) {
		t.Fatalf("stored = %+v", got)
	}
	if !reflect.DeepEqual(res.Changed, map[int]int{0: 2}) {
		t.Fatalf("changed = %v", res.Changed)
	}
	// A customer's cart is found by the customer, never by a token.
	e.mustAdd(t, customer, item(lampNavy, 1))
	if got := e.stored(t, customer); got.CustomerID != "C1" || got.TokenHash != "" {
		t.Fatalf("customer cart owner: %q %q", got.CustomerID, got.TokenHash)
	}
	// An owner with neither a customer nor a token has no cart to add to.
	if _, c, err := e.svc.Add(context.Background(), Owner{}, []AddItem{item(lampNavy, 1)}); err != nil || c.ID != "" {
		t.Fatalf("ownerless add: %+v, %v", c, err)
	}
	if n := len(e.store.all()); n != 2 {
		t.Fatalf("%d carts stored, want 2", n)
	}
}

// Stock and the catalogue failing fail the add; nothing is stored.
func TestAddWhenReadsFail(t *testing.T) {
	t.Parallel()
	boom := errors.New("connection reset")
	for _, tc := range []struct {
		name string
		fail func(e *env)
		want error
	}{
		{"stock", func(e *env) { e.stock.err = boom }, ErrStockUnavailable},
		{"catalogue", func(e *env) { e.products.err = boom }, boom},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			tc.fail(e)
			_, _, err := e.svc.Add(context.Background(), anonOwner, []AddItem{item(lampNavy, 1)})
			if !errors.Is(err, tc.want) || !errors.Is(err, boom) {
				t.Fatalf("err = %v, want %v wrapping %v", err, tc.want, boom)
			}
			if n := len(e.store.all()); n != 0 {
				t.Fatalf("%d carts stored", n)
			}
		})
	}
}

// One add reads the stock of the cart and what is added once, the online pot with the preferred
// store's (an unknown preferred store is not read), and the summary after it reads nothing more.
func TestAddReadsStockOnce(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	e.mustAdd(t, anonOwner, item(lampNavy, 1))
	e.stock.calls = nil
	o := anonOwner
	o.Store = richmond
	res, c, err := e.svc.Add(context.Background(), o, []AddItem{item(lampWhite, 1)})
	if err != nil {
		t.Fatal(err)
	}
	want := [][2][]string{{{lampNavy, lampWhite}, {catalog.OnlineLocation, richmond}}}
	if !reflect.DeepEqual(e.stock.calls, want) {
		t.Fatalf("stock reads = %v, want %v", e.stock.calls, want)
	}
	sum, err := e.svc.SummariseResult(context.Background(), c, res)
	if err != nil {
		t.Fatal(err)
	}
	if len(e.stock.calls) != 1 {
		t.Fatalf("the summary read stock again: %v", e.stock.calls)
	}
	if got := sum.Entries[0].CCStock; got == nil || *got != 3 || sum.Entries[1].QuantityAdded != 1 || sum.Entries[0].QuantityAdded != 0 {
		t.Fatalf("summary entries: %+v", sum.Entries)
	}
	o.Store = "9999"
	e.stock.calls = nil
	if _, _, err := e.svc.Add(context.Background(), o, []AddItem{item(lampWhite, 1)}); err != nil {
		t.Fatal(err)
	}
	if want := []string{catalog.OnlineLocation}; !reflect.DeepEqual(e.stock.calls[0][1], want) {
		t.Fatalf("locations read for an unknown preferred store: %v", e.stock.calls[0][1])
	}
}

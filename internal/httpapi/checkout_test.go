package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/checkout"
	"github.com/wattle/storefront/internal/config"
)

// The checkout's HTTP tests (docs/checkout.md): a guest and a customer from basket to a placed
// order by each way to pay, place order's idempotency, and every checkout code provoked, on both
// engines, each answer held to the OpenAPI document.

var (
	checkoutShopsMu sync.Mutex
	checkoutShops   = map[string]*testShop{}
)

// checkoutShop is the shop the checkout tests share on engine: orders take stock, so it is not
// the cart tests' shop.
func checkoutShop(t *testing.T, engine string) *testShop {
	t.Helper()
	checkoutShopsMu.Lock()
	defer checkoutShopsMu.Unlock()
	if ts, ok := checkoutShops[engine]; ok {
		return ts
	}
	ts := startShop(t, holder, engine, func(c *config.Config) {
		c.DemoSize = 200
		c.PaymentTimeout = 2 * time.Second // the timeout card's test waits this long
		// Flypay is off by default (TestCheckoutFlypayAndApplePay checks that on the cart tests'
		// shop); on here, so that its round trip is tested without a shop of its own.
		c.Features = map[string]bool{"flypay": true}
	})
	checkoutShops[engine] = ts
	return ts
}

func eachCheckoutEngine(t *testing.T, fn func(t *testing.T, ts *testShop)) {
	t.Helper()
	for _, name := range engineNames() {
		t.Run(name, func(t *testing.T) { fn(t, checkoutShop(t, name)) })
	}
}

// checkoutView is the part of the checkout answer the tests read.
type checkoutView struct {
	Email                 string `json:"email"`
	Guest                 bool   `json:"guest"`
	SignedIn              bool   `json:"signedIn"`
	DeliveryMode          string `json:"deliveryMode"`
	BillingSameAsDelivery bool   `json:"billingSameAsDelivery"`
	DeliveryAddress       *struct {
		FirstName  string `json:"firstName"`
		Line1      string `json:"line1"`
		PostalCode string `json:"postalCode"`
	} `json:"deliveryAddress"`
	BillingAddress *struct {
		Line1   string `json:"line1"`
		Country string `json:"country"`
	} `json:"billingAddress"`
	PaymentMode string `json:"paymentMode"`
	GiftCards   []struct {
		Sequence int   `json:"sequence"`
		Amount   money `json:"amount"`
		Balance  money `json:"balance"`
	} `json:"giftCards"`
	Balance  money `json:"balance"`
	Complete struct {
		Email, Delivery, Billing, Payment bool
	} `json:"complete"`
	Cart cartView `json:"cart"`
}

type placedView struct {
	OrderCode   string `json:"orderCode"`
	RedirectURL string `json:"redirectUrl"`
	ThreeDS     *struct {
		TcID         string `json:"tcId"`
		ChallengeURL string `json:"challengeUrl"`
	} `json:"threeDS"`
}

var digitsOnly = regexp.MustCompile(`^[0-9]{8,}$`)

// guestAddress is a manual delivery address in Melbourne.
func guestAddress() map[string]any {
	return map[string]any{"firstName": "Ada", "lastName": "Lovelace", "phone": "0412345678", "formType": "manual",
		"line1": "12 High Street", "town": "Kew", "state": "VIC", "postalCode": "3101"}
}

// readyGuest is a guest with one in-stock product for home delivery, an e-mail, a delivery
// address and billing the same: all that is left is paying.
func readyGuest(t *testing.T, ts *testShop, x pick) *browser {
	t.Helper()
	b := newBrowser(t, ts.srv)
	b.mustAdd(item{"productCode": x.v.Code})
	wantOK(t, b.json(http.MethodPost, "/api/cart/delivery-mode", map[string]any{"id": "HD", "postalCode": "3101"}), http.StatusOK)
	wantOK(t, b.json(http.MethodPost, "/api/checkout/guest", map[string]any{"emailAddress": "ada@example.com"}), http.StatusOK)
	wantOK(t, b.json(http.MethodPost, "/api/checkout/delivery-address", guestAddress()), http.StatusOK)
	return b
}

// tokenize turns a sandbox card number into a one-time token, as the card fields do.
func (b *browser) tokenize(number string) string {
	b.t.Helper()
	var tok struct {
		OneTimeToken string `json:"oneTimeToken"`
	}
	r := b.json(http.MethodPost, "/api/sandbox/cards/tokenize", map[string]any{"cardNumber": number, "expiryMonth": 12,
		"expiryYear": 2030, "cvv": "123", "cardholderName": "Ada Lovelace"})
	wantOK(b.t, r, http.StatusOK)
	r.decode(b.t, &tok)
	return tok.OneTimeToken
}

func (b *browser) placeOrder(fields map[string]any) resp {
	b.t.Helper()
	return b.json(http.MethodPost, "/api/checkout/place-order", fields)
}

func wantPlaced(t *testing.T, r resp) placedView {
	t.Helper()
	wantOK(t, r, http.StatusOK)
	var p placedView
	r.decode(t, &p)
	if !digitsOnly.MatchString(p.OrderCode) || p.RedirectURL != "/checkout/thank-you/"+p.OrderCode {
		t.Fatalf("placed = %+v", p)
	}
	return p
}

func onlineUnits(t *testing.T, ts *testShop, variant string) int {
	t.Helper()
	for _, x := range catalogueOf(t, ts.st) {
		if x.v.Code == variant {
			return x.online
		}
	}
	t.Fatalf("no variant %s", variant)
	return 0
}

func TestCheckoutGuestPaysByCard(t *testing.T) {
	eachCheckoutEngine(t, func(t *testing.T, ts *testShop) {
		x := find(t, ts.st, 2, "in-stock product", inStock)[0]
		before := onlineUnits(t, ts, x.v.Code)
		b := readyGuest(t, ts, x)
		var sess struct {
			Guest                     bool `json:"guest"`
			CheckoutRegisteredAsGuest bool `json:"checkoutRegisteredAsGuest"`
			Cart                      struct {
				Registered    bool   `json:"registered"`
				CheckoutEmail string `json:"checkoutEmail"`
			} `json:"cart"`
			Customer struct {
				HasOrder bool `json:"hasOrder"`
			} `json:"customer"`
		}
		b.get("/api/session").decode(t, &sess)
		if !sess.Guest || !sess.CheckoutRegisteredAsGuest || sess.Cart.Registered || sess.Cart.CheckoutEmail != "ada@example.com" {
			t.Fatalf("session of a guest at checkout = %+v", sess)
		}
		var v checkoutView
		b.get("/api/checkout").decode(t, &v)
		if !v.Guest || v.Email != "ada@example.com" || v.DeliveryAddress == nil || v.DeliveryAddress.PostalCode != "3101" ||
			!v.BillingSameAsDelivery || v.BillingAddress == nil || !v.Complete.Email || !v.Complete.Delivery || !v.Complete.Billing {
			t.Fatalf("checkout = %+v", v)
		}
		var methods struct {
			Methods []struct {
				ID        string `json:"id"`
				Available bool   `json:"available"`
			} `json:"methods"`
			Afterpay, Zip, Flypay, Paydock bool
		}
		b.get("/api/checkout/payment-methods").decode(t, &methods)
		if !methods.Paydock || !methods.Flypay || len(methods.Methods) != 7 {
			t.Fatalf("methods = %+v", methods)
		}
		wantOK(t, b.json(http.MethodPost, "/api/checkout/payment-mode", map[string]any{"mode": "card"}), http.StatusOK)
		var idt struct {
			IDToken string `json:"idToken"`
		}
		b.get("/api/checkout/paypal/id-token").decode(t, &idt)
		if !strings.HasPrefix(idt.IDToken, "idt_") {
			t.Fatalf("paypal id token = %+v", idt)
		}
		tok := b.tokenize("4242 4242 4242 4242")
		key := "key-" + t.Name()
		p := wantPlaced(t, b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": tok, "idempotencyKey": key}))
		// A replay answers the same order; the same key with another token is refused.
		again := wantPlaced(t, b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": tok, "idempotencyKey": key}))
		if again.OrderCode != p.OrderCode {
			t.Fatalf("replay placed %s, first %s", again.OrderCode, p.OrderCode)
		}
		wantError(t, b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": "other", "idempotencyKey": key}),
			http.StatusUnprocessableEntity, "ERR_IDEMPOTENCY_KEY_REUSED", nil)
		if c := b.cart(); len(c.Entries) != 0 {
			t.Fatalf("cart after the order: %+v", c.Entries)
		}
		if after := onlineUnits(t, ts, x.v.Code); after != before-1 {
			t.Fatalf("online units %d → %d, want one taken", before, after)
		}
		var ty struct {
			Order struct {
				Code     string                         `json:"code"`
				Email    string                         `json:"email"`
				Entries  []struct{ ProductCode string } `json:"entries"`
				Payments []struct {
					Method, CardType, Last4 string
				} `json:"payments"`
				Total money `json:"total"`
			} `json:"order"`
		}
		b.get("/api/checkout/thank-you/"+p.OrderCode).decode(t, &ty)
		if ty.Order.Code != p.OrderCode || ty.Order.Email != "ada@example.com" || len(ty.Order.Entries) != 1 ||
			len(ty.Order.Payments) != 1 || ty.Order.Payments[0].Last4 != "4242" || ty.Order.Payments[0].Method != "card" {
			t.Fatalf("thank-you = %+v", ty)
		}
		// Another browser does not see it.
		other := newBrowser(t, ts.srv)
		wantError(t, other.get("/api/checkout/thank-you/"+p.OrderCode), http.StatusNotFound, "ERR_ORDER_NOT_FOUND", nil)
		// The cart is empty now: placing again (a new key) has nothing to order.
		wantError(t, b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": tok, "idempotencyKey": key + "-2"}),
			http.StatusUnprocessableEntity, "ERR_CART_NO_ENTRIES", nil)
		// The guest makes an account from the thank-you page: the order becomes theirs.
		wantError(t, b.get("/api/orders/"+p.OrderCode), http.StatusUnauthorized, "ERR_LOGIN_REQUIRED", nil)
		other.session()
		wantError(t, other.json(http.MethodPost, "/api/customer/link-order", map[string]any{"linkOrderCode": p.OrderCode, "password": "Wattle-Guest-2026"}),
			http.StatusNotFound, "ERR_ORDER_NOT_FOUND", nil)
		wantFields(t, b.json(http.MethodPost, "/api/customer/link-order", map[string]any{"linkOrderCode": p.OrderCode}),
			map[string]string{"password": "missing-args"})
		wantOK(t, b.json(http.MethodPost, "/api/customer/link-order", map[string]any{"linkOrderCode": p.OrderCode, "password": "Wattle-Guest-2026"}), http.StatusCreated)
		b.session() // signed in: a new session and csrf token
		b.get("/api/session").decode(t, &sess)
		if sess.Guest || !sess.Cart.Registered || !sess.Customer.HasOrder {
			t.Fatalf("session of the customer the order joined = %+v", sess)
		}
		var mine struct {
			Order struct{ Code string } `json:"order"`
		}
		b.get("/api/orders/"+p.OrderCode).decode(t, &mine)
		if mine.Order.Code != p.OrderCode {
			t.Fatalf("getOrder = %+v", mine)
		}
		wantError(t, b.json(http.MethodPost, "/api/customer/link-order", map[string]any{"linkOrderCode": p.OrderCode, "password": "Wattle-Guest-2026"}),
			http.StatusNotFound, "ERR_ORDER_NOT_FOUND", nil)
	})
}

func TestCheckoutCardDeclineKeepsTheCart(t *testing.T) {
	eachCheckoutEngine(t, func(t *testing.T, ts *testShop) {
		x := find(t, ts.st, 3, "in-stock product", inStock)[1]
		before := onlineUnits(t, ts, x.v.Code)
		b := readyGuest(t, ts, x)
		for _, card := range []struct{ number, code string }{
			{"4000 0000 0000 0002", "ERR_PLACEORDER_PAYMENT_AUTHORIZATION_FAILED"},
			{"4000 0000 0000 9995", "ERR_PLACEORDER_PAYMENT_AUTHORIZATION_FAILED"},
			{"6011 1111 1111 1117", "ERR_PLACEORDER_UNSUPPORTED_CARD"},
		} {
			r := b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": b.tokenize(card.number), "idempotencyKey": card.number})
			wantError(t, r, http.StatusUnprocessableEntity, card.code, nil)
			if !strings.Contains(string(b.rec.lastBody()), `"section":"payment"`) {
				t.Fatalf("%s: no payment section in %s", card.number, b.rec.lastBody())
			}
			if c := b.cart(); len(c.Entries) != 1 {
				t.Fatalf("cart after a decline: %+v", c.Entries)
			}
			if after := onlineUnits(t, ts, x.v.Code); after != before {
				t.Fatalf("%s: online units %d → %d, want the stock back", card.number, before, after)
			}
		}
		// The Apple Pay sheet was cancelled: nothing is charged, the cart stays.
		wantOK(t, b.json(http.MethodPost, "/api/checkout/applepay/failure", map[string]any{"reason": "cancelled"}), http.StatusOK)
		// The same cart then pays with a good card.
		wantPlaced(t, b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": b.tokenize("5555555555554444"), "idempotencyKey": "good"}))
	})
}

func TestCheckoutThreeDSChallenge(t *testing.T) {
	eachCheckoutEngine(t, func(t *testing.T, ts *testShop) {
		x := find(t, ts.st, 4, "in-stock product", inStock)[2]
		b := readyGuest(t, ts, x)
		r := b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": b.tokenize("4000000000003220"), "idempotencyKey": "3ds-1"})
		wantOK(t, r, http.StatusOK)
		var p placedView
		r.decode(t, &p)
		if p.ThreeDS == nil || p.OrderCode != "" || p.ThreeDS.TcID == "" || !strings.HasPrefix(p.ThreeDS.ChallengeURL, "/sandbox/threeds/") {
			t.Fatalf("placed = %+v", p)
		}
		// The browser's word is not taken: before the challenge is decided, confirm fails.
		wantError(t, b.json(http.MethodPost, "/api/checkout/threeds/confirm", map[string]any{"tcId": p.ThreeDS.TcID, "tcStatus": "success"}),
			http.StatusUnprocessableEntity, "ERR_PLACEORDER_THREEDS_FAILED", nil)
		// Another shopper cannot finish it (a browser without a cart of its own is told its session
		// ended, whatever the challenge: TestCheckoutPlaceOrderWithAnEndedSession).
		other := newBrowser(t, ts.srv)
		other.mustAdd(item{"productCode": x.v.Code})
		wantError(t, other.json(http.MethodPost, "/api/checkout/threeds/confirm", map[string]any{"tcId": p.ThreeDS.TcID}),
			http.StatusNotFound, "ERR_NOT_FOUND", nil)
		wantOK(t, b.json(http.MethodPost, "/api/sandbox/decide", map[string]any{"provider": "threeds", "token": p.ThreeDS.TcID, "decision": "approve"}), http.StatusOK)
		wantPlaced(t, b.json(http.MethodPost, "/api/checkout/threeds/confirm", map[string]any{"tcId": p.ThreeDS.TcID, "tcStatus": "success"}))

		// A failed challenge: rejectThreeDS puts the stock back and the cart stays.
		y := find(t, ts.st, 5, "in-stock product", inStock)[3]
		b2 := readyGuest(t, ts, y)
		before := onlineUnits(t, ts, y.v.Code)
		r = b2.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": b2.tokenize("4000000000003220"), "idempotencyKey": "3ds-2"})
		var p2 placedView
		r.decode(t, &p2)
		if onlineUnits(t, ts, y.v.Code) != before-1 {
			t.Fatal("stock not reserved during the challenge")
		}
		wantOK(t, b2.json(http.MethodPost, "/api/sandbox/decide", map[string]any{"provider": "threeds", "token": p2.ThreeDS.TcID, "decision": "decline"}), http.StatusOK)
		wantOK(t, b2.json(http.MethodPost, "/api/checkout/threeds/reject", map[string]any{"tcId": p2.ThreeDS.TcID, "tcStatus": "rejected"}), http.StatusOK)
		if onlineUnits(t, ts, y.v.Code) != before || len(b2.cart().Entries) != 1 {
			t.Fatal("a rejected challenge kept the stock or lost the cart")
		}
	})
}

func TestCheckoutRedirectMethods(t *testing.T) {
	eachCheckoutEngine(t, func(t *testing.T, ts *testShop) {
		xs := find(t, ts.st, 10, "in-stock product", func(x pick) bool { return inStock(x) && x.v.Price >= 3000 })
		noFollow := func(b *browser) *http.Client {
			c := *b.c
			c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
			return &c
		}
		for i, tc := range []struct {
			method, decision, want string
		}{
			{"paypal", "approve", ""},
			{"paypal", "cancel", "ERR_PLACEORDER_PAYPAL_CANCELLED"},
			{"paypal", "funding", "ERR_PLACEORDER_PAYPAL_FUNDING_FAILURE"},
			{"afterpay", "approve", ""},
			{"afterpay", "timeout", "ERR_PLACEORDER_AFTERPAY_SESSION_TIMEOUT"},
			{"zip", "refer", "ERR_PLACEORDER_ZIP_REFERRED"},
			{"zip", "unavailable", "ERR_PLACEORDER_ZIP_SERVICE_UNAVAILABLE"},
		} {
			b := readyGuest(t, ts, xs[4+i%5])
			r := b.placeOrder(map[string]any{"paymentMode": tc.method, "idempotencyKey": tc.method + tc.decision})
			wantOK(t, r, http.StatusOK)
			var p placedView
			r.decode(t, &p)
			u, err := url.Parse(p.RedirectURL)
			if err != nil || p.OrderCode != "" || u.Path != "/sandbox/"+tc.method+"/checkout" {
				t.Fatalf("%s: placed = %+v", tc.method, p)
			}
			var d struct {
				ReturnURL string `json:"returnUrl"`
			}
			rd := b.json(http.MethodPost, "/api/sandbox/decide", map[string]any{"provider": tc.method, "token": u.Query().Get("token"), "decision": tc.decision})
			wantOK(t, rd, http.StatusOK)
			rd.decode(t, &d)
			res, _ := exchangeChecked(t, noFollow(b), http.MethodGet, ts.srv.URL+d.ReturnURL, "", "", nil)
			loc := res.Header.Get("Location")
			if res.StatusCode != http.StatusFound {
				t.Fatalf("%s %s: return answered %d", tc.method, tc.decision, res.StatusCode)
			}
			if tc.want == "" {
				if !strings.HasPrefix(loc, "/checkout/thank-you/") || len(b.cart().Entries) != 0 {
					t.Fatalf("%s approved: Location %q", tc.method, loc)
				}
				continue
			}
			if loc != "/spc?error="+tc.want || len(b.cart().Entries) != 1 {
				t.Fatalf("%s %s: Location %q, want the error %s and the cart kept", tc.method, tc.decision, loc, tc.want)
			}
		}
	})
}

func TestCheckoutGiftCardsSplitWithACard(t *testing.T) {
	eachCheckoutEngine(t, func(t *testing.T, ts *testShop) {
		x := find(t, ts.st, 12, "product over $20", func(x pick) bool { return inStock(x) && x.v.Price >= 2000 })[11]
		b := readyGuest(t, ts, x)
		issue := func(dollars float64) (string, string) {
			var gc struct{ CardNumber, Pin string }
			r := b.json(http.MethodPost, "/api/sandbox/gift-cards", map[string]any{"amount": dollars})
			wantOK(t, r, http.StatusCreated)
			r.decode(t, &gc)
			return gc.CardNumber, gc.Pin
		}
		num, pin := issue(10)
		var bal struct {
			Balance              money `json:"balance"`
			SplitGiftCardDetails struct {
				Sequence int `json:"sequence"`
			} `json:"splitGiftCardDetails"`
		}
		b.json(http.MethodPost, "/api/checkout/gift-card/balance", map[string]any{"cardNumber": num, "pin": pin}).decode(t, &bal)
		if bal.Balance.Value != 10 || bal.SplitGiftCardDetails.Sequence != 1 {
			t.Fatalf("balance = %+v", bal)
		}
		wantError(t, b.json(http.MethodPost, "/api/checkout/gift-card/balance", map[string]any{"cardNumber": num, "pin": "0000"}),
			http.StatusUnprocessableEntity, "ERR_PLACEORDER_GIFTCARD_INVALID", nil)
		gtok := func(number, pin string) string {
			var tok struct {
				OneTimeToken string `json:"oneTimeToken"`
			}
			r := b.json(http.MethodPost, "/api/sandbox/cards/tokenize", map[string]any{"cardType": "giftcard", "cardNumber": number, "pin": pin})
			wantOK(t, r, http.StatusOK)
			r.decode(t, &tok)
			return tok.OneTimeToken
		}
		var ans struct {
			GiftCardDetails struct {
				SplitCardSummaryDetailsList []struct {
					Sequence int   `json:"sequence"`
					Amount   money `json:"amount"`
					Balance  money `json:"balance"`
				} `json:"splitCardSummaryDetailsList"`
			} `json:"giftCardDetails"`
			Balance   money  `json:"balance"`
			OrderCode string `json:"orderCode"`
		}
		// More than the card has: it pays its whole $10 (docs/payments.md#gift-cards); asked again, the
		// empty card is refused; taken off, its $10 is free again.
		r := b.json(http.MethodPost, "/api/checkout/gift-card", map[string]any{"oneTimeToken": gtok(num, pin), "amount": 12.5, "cardType": "giftcard", "idempotencyKey": "g0"})
		wantOK(t, r, http.StatusOK)
		r.decode(t, &ans)
		if list := ans.GiftCardDetails.SplitCardSummaryDetailsList; len(list) != 1 || list[0].Amount.Value != 10 || list[0].Balance.Value != 0 {
			t.Fatalf("a card asked for more than it has: %+v", ans)
		}
		wantError(t, b.json(http.MethodPost, "/api/checkout/gift-card", map[string]any{"oneTimeToken": gtok(num, pin), "amount": 1, "cardType": "giftcard", "idempotencyKey": "g00"}),
			http.StatusUnprocessableEntity, "ERR_PLACEORDER_GIFTCARD_INSUFFICIENT_BALANCE", nil)
		wantOK(t, b.json(http.MethodDelete, "/api/checkout/gift-card/1", map[string]any{}), http.StatusOK)
		r = b.json(http.MethodPost, "/api/checkout/gift-card", map[string]any{"oneTimeToken": gtok(num, pin), "amount": 7.5, "cardType": "giftcard", "idempotencyKey": "g1"})
		wantOK(t, r, http.StatusOK)
		r.decode(t, &ans)
		list := ans.GiftCardDetails.SplitCardSummaryDetailsList
		if len(list) != 1 || list[0].Sequence != 1 || list[0].Amount.Value != 7.5 || list[0].Balance.Value != 2.5 || ans.OrderCode != "" {
			t.Fatalf("gift card answer = %+v", ans)
		}
		// A second card, then cancelled: its hold is released.
		num2, pin2 := issue(5)
		b.json(http.MethodPost, "/api/checkout/gift-card", map[string]any{"oneTimeToken": gtok(num2, pin2), "amount": 5, "idempotencyKey": "g2"}).decode(t, &ans)
		if len(ans.GiftCardDetails.SplitCardSummaryDetailsList) != 2 {
			t.Fatalf("two gift cards: %+v", ans)
		}
		r = b.json(http.MethodDelete, "/api/checkout/gift-card/2", map[string]any{})
		wantOK(t, r, http.StatusOK)
		r.decode(t, &ans)
		if len(ans.GiftCardDetails.SplitCardSummaryDetailsList) != 1 {
			t.Fatalf("after cancel: %+v", ans)
		}
		b.json(http.MethodPost, "/api/checkout/gift-card/balance", map[string]any{"cardNumber": num2, "pin": pin2}).decode(t, &bal)
		if bal.Balance.Value != 5 {
			t.Fatalf("cancelled hold still held: %+v", bal)
		}
		wantError(t, b.json(http.MethodDelete, "/api/checkout/gift-card/3", map[string]any{}), http.StatusNotFound, "ERR_NOT_FOUND", nil)
		// The card pays the rest; the order has both payments.
		p := wantPlaced(t, b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": b.tokenize("4242424242424242"), "idempotencyKey": "rest"}))
		var ty struct {
			Order struct {
				Payments []struct {
					Method   string `json:"method"`
					Amount   money  `json:"amount"`
					Sequence int    `json:"sequence"`
				} `json:"payments"`
				Total money `json:"total"`
			} `json:"order"`
		}
		b.get("/api/checkout/thank-you/"+p.OrderCode).decode(t, &ty)
		if len(ty.Order.Payments) != 2 || ty.Order.Payments[0].Method != "giftcard" || ty.Order.Payments[0].Amount.Value != 7.5 ||
			ty.Order.Payments[1].Method != "card" {
			t.Fatalf("payments = %+v", ty.Order.Payments)
		}
	})
}

func TestCheckoutCodes(t *testing.T) {
	eachCheckoutEngine(t, func(t *testing.T, ts *testShop) {
		xs := find(t, ts.st, 14, "in-stock product", inStock)
		b := newBrowser(t, ts.srv)
		wantError(t, b.json(http.MethodPost, "/api/checkout/guest", map[string]any{"emailAddress": "a@example.com"}),
			http.StatusUnprocessableEntity, "ERR_CART_NO_ENTRIES", nil)
		b.mustAdd(item{"productCode": xs[13].v.Code})
		wantFields(t, b.json(http.MethodPost, "/api/checkout/guest", map[string]any{"emailAddress": "nope"}),
			map[string]string{"emailAddress": "invalid-email-address"})
		// An address before the e-mail: the guest goes back to the e-mail step.
		wantError(t, b.json(http.MethodPost, "/api/checkout/delivery-address", guestAddress()), http.StatusUnauthorized, "ERR_LOGIN_REQUIRED", nil)
		wantOK(t, b.json(http.MethodPost, "/api/checkout/guest", map[string]any{"emailAddress": "a@example.com"}), http.StatusOK)
		// Nothing chosen yet: place order names the delivery section.
		wantError(t, b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": b.tokenize("4242424242424242"), "idempotencyKey": "c1"}),
			http.StatusUnprocessableEntity, "ERR_PLACEORDER_INCOMPLETE_DELIVERY_INFO", nil)
		wantPlacement(t, b, "delivery", "api-error-delivery-info")
		wantFields(t, b.json(http.MethodPost, "/api/checkout/delivery-address", map[string]any{"formType": "manual"}),
			map[string]string{"firstName": "missing-args", "lastName": "missing-args", "phone": "missing-args", "line1": "missing-args",
				"town": "missing-args", "state": "missing-args", "postalCode": "missing-args"})
		// A parcel locker is refused.
		var found struct {
			AddressSuggestions []struct {
				ID    string `json:"id"`
				Label string `json:"label"`
			} `json:"addressSuggestions"`
		}
		b.json(http.MethodPost, "/api/addresses/search", map[string]any{"text": "parcel locker parramatta"}).decode(t, &found)
		if len(found.AddressSuggestions) == 0 {
			t.Fatal("no parcel locker found")
		}
		locker := map[string]any{"firstName": "Ada", "lastName": "Lovelace", "phone": "0412345678", "formType": "single",
			"singleLineId": found.AddressSuggestions[0].ID}
		wantError(t, b.json(http.MethodPost, "/api/checkout/delivery-address", locker), http.StatusUnprocessableEntity, "ERR_ADDRESS_DELIVERY_BLOCKED", nil)
		wantOK(t, b.json(http.MethodPost, "/api/cart/delivery-mode", map[string]any{"id": "HD", "postalCode": "3101"}), http.StatusOK)
		wantOK(t, b.json(http.MethodPost, "/api/checkout/delivery-address", guestAddress()), http.StatusOK)
		// A billing address abroad, then back to the delivery address.
		var v checkoutView
		r := b.json(http.MethodPost, "/api/checkout/billing-address", map[string]any{"firstName": "Ada", "lastName": "Lovelace",
			"country": "NZ", "line1": "1 Queen Street", "town": "Auckland", "postalCode": "1010"})
		wantOK(t, r, http.StatusOK)
		r.decode(t, &v)
		if v.BillingSameAsDelivery || v.BillingAddress == nil || v.BillingAddress.Country != "NZ" {
			t.Fatalf("billing abroad: %+v", v)
		}
		wantFields(t, b.json(http.MethodPost, "/api/checkout/billing-address", map[string]any{"firstName": "Ada", "lastName": "Lovelace",
			"country": "XX", "line1": "1 Queen Street", "town": "Auckland"}), map[string]string{"country": "invalid-country"})
		b.json(http.MethodPost, "/api/checkout/billing-address/select", map[string]any{"addressId": "delivery"}).decode(t, &v)
		if !v.BillingSameAsDelivery {
			t.Fatalf("billing same: %+v", v)
		}
		var countries struct {
			Countries []struct{ Isocode, Name string } `json:"countries"`
		}
		b.get("/api/checkout/billing-countries").decode(t, &countries)
		if len(countries.Countries) < 20 || countries.Countries[0].Isocode != "AU" {
			t.Fatalf("countries = %+v", countries)
		}
		wantFields(t, b.json(http.MethodPost, "/api/checkout/payment-mode", map[string]any{"mode": "cheque"}), map[string]string{"mode": "missing-args"})
		wantFields(t, b.placeOrder(map[string]any{"paymentMode": "card"}), map[string]string{"oneTimeToken": "missing-args"})
		wantError(t, b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": "bogus", "idempotencyKey": "c2"}),
			http.StatusUnprocessableEntity, "ERR_PLACEORDER_PAYMENT_FAILURE", nil)
		// A gift card in the cart: no guest checkout, and gift cards cannot pay for it.
		g := newBrowser(t, ts.srv)
		gift := findOne(t, ts.st, "digital gift card", func(x pick) bool { return x.p.GiftCard == catalog.GiftCardDigital })
		g.mustAdd(item{"productCode": gift.v.Code, "firstName": "Grace", "lastName": "Hopper", "recipientEmail": "grace@example.com", "messageText": "Enjoy"})
		wantError(t, g.json(http.MethodPost, "/api/checkout/guest", map[string]any{"emailAddress": "g@example.com"}),
			http.StatusUnprocessableEntity, "ERR_LOGIN_GUEST_NO_GIFT_CARDS", nil)
		wantError(t, g.json(http.MethodPost, "/api/checkout/payment-mode", map[string]any{"mode": "giftcard"}),
			http.StatusUnprocessableEntity, "ERR_PLACEORDER_GIFTCARD_PAYMENT_NOT_ALLOWED", nil)
		// Afterpay and Zip exclude gift cards (payment-mode-lost).
		wantError(t, g.json(http.MethodPost, "/api/checkout/payment-mode", map[string]any{"mode": "afterpay"}),
			http.StatusUnprocessableEntity, "ERR_PLACEORDER_BNPL_EXCLUDED_ITEMS", nil)
		wantPlacement(t, g, "payment", "payment-mode-lost")
		// An order over Afterpay's $2,000 limit (payment-mode-lost-value); Zip takes it.
		big := findOne(t, ts.st, "a product over $100 with 20 units", func(x pick) bool {
			return plain(x.p) && x.v.Price >= 10100 && x.online >= 40 && !x.p.Bulky
		})
		h := newBrowser(t, ts.srv)
		h.mustAdd(item{"productCode": big.v.Code, "quantity": 20})
		wantError(t, h.json(http.MethodPost, "/api/checkout/payment-mode", map[string]any{"mode": "afterpay"}),
			http.StatusUnprocessableEntity, "ERR_PLACEORDER_BNPL_ORDER_VALUE", nil)
		wantPlacement(t, h, "payment", "payment-mode-lost-value")
		wantOK(t, h.json(http.MethodPost, "/api/checkout/payment-mode", map[string]any{"mode": "zip"}), http.StatusOK)
	})
}

func TestCheckoutLastUnitSellsOnce(t *testing.T) {
	eachCheckoutEngine(t, func(t *testing.T, ts *testShop) {
		x := findOne(t, ts.st, "a product with a few units online", func(x pick) bool {
			return plain(x.p) && x.online > 0 && x.online <= 3 && !x.p.Bulky
		})
		units := onlineUnits(t, ts, x.v.Code)
		buyers := make([]*browser, units+2)
		for i := range buyers {
			buyers[i] = readyGuest(t, ts, x)
		}
		var wg sync.WaitGroup
		codes := make([]string, len(buyers))
		for i, b := range buyers {
			tok := b.tokenize("4242424242424242")
			wg.Add(1)
			go func() {
				defer wg.Done()
				r := call(t, b.c, http.MethodPost, b.srv.URL+"/api/checkout/place-order", "application/json",
					`{"paymentMode":"card","oneTimeToken":"`+tok+`","idempotencyKey":"last"}`, map[string]string{"X-CSRF-Token": b.csrf})
				if r.Success {
					codes[i] = "placed"
				} else {
					codes[i] = r.Error.Code
				}
			}()
		}
		wg.Wait()
		placed := 0
		for _, c := range codes {
			switch c {
			case "placed":
				placed++
			case "ERR_PLACEORDER_INSUFFICIENT_STOCK":
			default:
				t.Fatalf("answers = %v", codes)
			}
		}
		if placed != units || onlineUnits(t, ts, x.v.Code) != 0 {
			t.Fatalf("%d units, %d placed (%v), %d left", units, placed, codes, onlineUnits(t, ts, x.v.Code))
		}
	})
}

// lastBody is the body of the last answer the browser read.
func (r *recorder) lastBody() []byte {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]byte(nil), r.last...)
}

func TestCheckoutNeverLosesAPaidOrder(t *testing.T) {
	eachCheckoutEngine(t, func(t *testing.T, ts *testShop) {
		// The shopper passes the challenge and closes the browser before the page confirms it:
		// the reconciliation job asks the issuer and places the order.
		x := find(t, ts.st, 16, "in-stock product", inStock)[15]
		b := readyGuest(t, ts, x)
		b.json(http.MethodPost, "/api/checkout/guest", map[string]any{"emailAddress": "left@example.com"})
		r := b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": b.tokenize("4000000000003220"), "idempotencyKey": "gone"})
		var p placedView
		r.decode(t, &p)
		wantOK(t, b.json(http.MethodPost, "/api/sandbox/decide", map[string]any{"provider": "threeds", "token": p.ThreeDS.TcID, "decision": "approve"}), http.StatusOK)
		ts.clock.Advance(time.Minute)
		if err := ts.shop.Checkout.Reconcile(context.Background(), checkout.ReconcileArgs{}); err != nil {
			t.Fatal(err)
		}
		if c := b.cart(); len(c.Entries) != 0 {
			t.Fatalf("the paid order was not placed: cart %+v", c.Entries)
		}
		// Confirming afterwards answers the same order, and the confirmation e-mail goes out once.
		var again placedView
		b.json(http.MethodPost, "/api/checkout/threeds/confirm", map[string]any{"tcId": p.ThreeDS.TcID}).decode(t, &again)
		if !digitsOnly.MatchString(again.OrderCode) {
			t.Fatalf("confirm after reconcile: %+v", again)
		}
		if m := waitMail(t, ts.srv, "left@example.com", "Order confirmed", 1); m.Subject != "Order confirmed: "+again.OrderCode ||
			!strings.Contains(m.Text, again.OrderCode) {
			t.Fatalf("mail = %+v", m)
		}
		time.Sleep(200 * time.Millisecond)
		if got := mailsTo(t, ts.srv, "left@example.com", "Order confirmed"); len(got) != 1 {
			t.Fatalf("%d confirmations", len(got))
		}

		// A challenge nobody decides: when its reservation expires the stock goes back.
		y := find(t, ts.st, 17, "in-stock product", inStock)[16]
		b2 := readyGuest(t, ts, y)
		before := onlineUnits(t, ts, y.v.Code)
		b2.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": b2.tokenize("4000000000003220"), "idempotencyKey": "idle"})
		if onlineUnits(t, ts, y.v.Code) != before-1 {
			t.Fatal("not reserved")
		}
		ts.clock.Advance(16 * time.Minute)
		if err := ts.shop.Checkout.Expire(context.Background(), checkout.ExpiryArgs{}); err != nil {
			t.Fatal(err)
		}
		if onlineUnits(t, ts, y.v.Code) != before || len(b2.cart().Entries) != 1 {
			t.Fatal("an expired reservation kept its stock or lost the cart")
		}
	})
}

func TestCheckoutProviderTimeout(t *testing.T) {
	eachCheckoutEngine(t, func(t *testing.T, ts *testShop) {
		x := find(t, ts.st, 19, "in-stock product", inStock)[18]
		before := onlineUnits(t, ts, x.v.Code)
		b := readyGuest(t, ts, x)
		r := b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": b.tokenize("4000000000000119"), "idempotencyKey": "slow"})
		wantError(t, r, http.StatusGatewayTimeout, "ERR_PLACEORDER_PAYMENT_TIMEOUT", nil)
		if onlineUnits(t, ts, x.v.Code) != before || len(b.cart().Entries) != 1 {
			t.Fatal("a timeout kept the stock or lost the cart")
		}
		wantPlaced(t, b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": b.tokenize("4242424242424242"), "idempotencyKey": "then"}))
	})
}

func TestCheckoutFlypayAndApplePay(t *testing.T) {
	for _, engine := range engineNames() {
		t.Run(engine, func(t *testing.T) {
			// Flypay is off by default (the toggles' defaults): the cart tests' shop runs the defaults.
			cs := cartShop(t, engine)
			off := readyGuest(t, cs, find(t, cs.st, 1, "in-stock product", inStock)[0])
			var methods struct{ Flypay bool }
			off.get("/api/checkout/payment-methods").decode(t, &methods)
			if methods.Flypay {
				t.Fatal("Flypay on by default")
			}
			wantError(t, off.get("/api/checkout/flypay"), http.StatusUnprocessableEntity, "1000", nil)
			wantError(t, off.json(http.MethodPost, "/api/checkout/payment-mode", map[string]any{"mode": "flypay"}),
				http.StatusUnprocessableEntity, "1000", nil)
			wantError(t, off.placeOrder(map[string]any{"paymentMode": "flypay", "idempotencyKey": "fp0"}),
				http.StatusUnprocessableEntity, "1000", nil)

			// Apple Pay pays by the sheet's token (pcid).
			ts := checkoutShop(t, engine)
			b := readyGuest(t, ts, find(t, ts.st, 21, "in-stock product", inStock)[20])
			wantPlaced(t, b.placeOrder(map[string]any{"paymentMode": "applepay", "pcid": b.tokenize("4242424242424242"), "idempotencyKey": "ap"}))

			// The checkout tests' shop runs with Flypay on: the payment order round trip.
			on := ts
			x := find(t, on.st, 30, "in-stock product", inStock)[29]
			f := readyGuest(t, on, x)
			var d struct {
				ID          string `json:"id"`
				Status      string `json:"status"`
				Amount      money  `json:"amount"`
				RedirectURL string `json:"redirectUrl"`
			}
			f.get("/api/checkout/flypay").decode(t, &d)
			if d.ID != "" {
				t.Fatalf("details before a payment: %+v", d)
			}
			r := f.json(http.MethodPut, "/api/checkout/flypay", map[string]any{})
			wantOK(t, r, http.StatusOK)
			r.decode(t, &d)
			first := d.ID
			if d.ID == "" || d.Status != "pending" || !strings.HasPrefix(d.RedirectURL, "/sandbox/flypay/checkout") {
				t.Fatalf("details = %+v", d)
			}
			// The basket changed: the final amount starts a new payment order.
			f.json(http.MethodPut, "/api/checkout/flypay", map[string]any{}).decode(t, &d)
			if d.ID == first {
				t.Fatal("a new amount kept the old payment order")
			}
			wantError(t, f.get("/api/checkout/flypay/"+first+"/success"), http.StatusUnprocessableEntity, "ERR_PLACEORDER_NOT_PLACED", nil)
			wantOK(t, f.json(http.MethodPost, "/api/sandbox/decide", map[string]any{"provider": "flypay", "token": d.ID, "decision": "approve"}), http.StatusOK)
			// Another browser cannot complete it.
			wantError(t, newBrowser(t, on.srv).get("/api/checkout/flypay/"+d.ID+"/success"), http.StatusUnprocessableEntity, "ERR_PLACEORDER_NOT_PLACED", nil)
			wantPlaced(t, f.get("/api/checkout/flypay/"+d.ID+"/success"))
		})
	}
}

// readyCustomer registers a customer with one in-stock product for home delivery and a delivery
// address chosen.
func readyCustomer(t *testing.T, ts *testShop, x pick, email string) *browser {
	t.Helper()
	b := newBrowser(t, ts.srv)
	wantOK(t, b.json(http.MethodPost, "/api/customer/register", map[string]any{"emailAddress": email, "firstName": "Grace",
		"lastName": "Hopper", "password": "Wattle-Saved-2026"}), http.StatusCreated)
	b.session()
	b.mustAdd(item{"productCode": x.v.Code})
	wantOK(t, b.json(http.MethodPost, "/api/cart/delivery-mode", map[string]any{"id": "HD", "postalCode": "3101"}), http.StatusOK)
	wantOK(t, b.json(http.MethodPost, "/api/checkout/delivery-address", guestAddress()), http.StatusOK)
	return b
}

type savedView struct {
	SavedCards []struct {
		PaydockSourceID string `json:"paydockSourceId"`
		Last4           string `json:"last4"`
		Expiry          string `json:"expiry"`
		IsDefault       bool   `json:"isDefault"`
	} `json:"savedCards"`
	PayPalAccounts []struct {
		PaymentInfoID string `json:"paymentInfoId"`
		Email         string `json:"email"`
	} `json:"paypalAccounts"`
}

func TestCheckoutSavedCardsAndPayPal(t *testing.T) {
	eachCheckoutEngine(t, func(t *testing.T, ts *testShop) {
		xs := find(t, ts.st, 26, "in-stock product", func(x pick) bool { return inStock(x) && x.v.Price >= 3000 })
		email := strings.ReplaceAll(strings.ToLower(t.Name()), "/", "-") + "@example.com"
		b := readyCustomer(t, ts, xs[22], email)
		var v checkoutView
		b.get("/api/checkout").decode(t, &v)
		if !v.SignedIn || v.Email != email || !v.Complete.Delivery || !v.Complete.Billing {
			t.Fatalf("customer checkout = %+v", v)
		}
		// The address typed at checkout joined the address book, once.
		wantOK(t, b.json(http.MethodPost, "/api/checkout/delivery-address", guestAddress()), http.StatusOK)
		var book struct {
			Addresses []struct{ Line1 string } `json:"addresses"`
		}
		b.get("/api/addresses").decode(t, &book)
		if len(book.Addresses) != 1 || book.Addresses[0].Line1 != "12 High Street" {
			t.Fatalf("address book = %+v", book)
		}
		// A declined card is not saved.
		wantError(t, b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": b.tokenize("4000000000000002"), "saveCard": true,
			"idempotencyKey": "s0"}), http.StatusUnprocessableEntity, "ERR_PLACEORDER_PAYMENT_AUTHORIZATION_FAILED", nil)
		var m savedView
		b.get("/api/checkout/payment-methods").decode(t, &m)
		if len(m.SavedCards) != 0 {
			t.Fatalf("a declined card was saved: %+v", m)
		}
		wantPlaced(t, b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": b.tokenize("4242424242424242"), "saveCard": true, "idempotencyKey": "s1"}))
		b.get("/api/checkout/payment-methods").decode(t, &m)
		if len(m.SavedCards) != 1 || m.SavedCards[0].Last4 != "4242" || m.SavedCards[0].Expiry != "12/30" || !m.SavedCards[0].IsDefault {
			t.Fatalf("saved = %+v", m)
		}
		card := m.SavedCards[0].PaydockSourceID
		// The next order pays with the saved card.
		b.mustAdd(item{"productCode": xs[23].v.Code})
		wantOK(t, b.json(http.MethodPost, "/api/checkout/delivery-address", guestAddress()), http.StatusOK) // a placed order clears the checkout
		p := wantPlaced(t, b.placeOrder(map[string]any{"paymentMode": "card", "psced": card, "idempotencyKey": "s2"}))
		var mine struct {
			Order struct {
				Payments []struct{ Last4 string } `json:"payments"`
			} `json:"order"`
		}
		b.get("/api/orders/"+p.OrderCode).decode(t, &mine)
		if len(mine.Order.Payments) != 1 || mine.Order.Payments[0].Last4 != "4242" {
			t.Fatalf("paid by the saved card: %+v", mine)
		}
		// PayPal with a billing agreement saves the account.
		b.mustAdd(item{"productCode": xs[24].v.Code})
		wantOK(t, b.json(http.MethodPost, "/api/checkout/delivery-address", guestAddress()), http.StatusOK)
		wantOK(t, b.json(http.MethodPost, "/api/checkout/payment-mode", map[string]any{"mode": "paypal", "isBillingAgreementRequired": true}), http.StatusOK)
		var pp placedView
		b.placeOrder(map[string]any{"paymentMode": "paypal", "idempotencyKey": "s3"}).decode(t, &pp)
		u, _ := url.Parse(pp.RedirectURL)
		var d struct {
			ReturnURL string `json:"returnUrl"`
		}
		b.json(http.MethodPost, "/api/sandbox/decide", map[string]any{"provider": "paypal", "token": u.Query().Get("token"), "decision": "approve"}).decode(t, &d)
		// The page places the order with PayPal's token and PayerID (instead of the return URL).
		ret, _ := url.Parse(d.ReturnURL)
		wantError(t, other(t, ts).placeOrder(map[string]any{"paymentMode": "paypal", "token": ret.Query().Get("token"), "PayerID": ret.Query().Get("PayerID")}),
			http.StatusUnprocessableEntity, "ERR_PLACEORDER_NOT_PLACED", nil)
		wantPlaced(t, b.placeOrder(map[string]any{"paymentMode": "paypal", "token": ret.Query().Get("token"), "PayerID": ret.Query().Get("PayerID")}))
		b.get("/api/checkout/payment-methods").decode(t, &m)
		if len(m.PayPalAccounts) != 1 || m.PayPalAccounts[0].Email != email {
			t.Fatalf("paypal accounts = %+v", m)
		}
		// The saved PayPal pays the next order without leaving the shop.
		b.mustAdd(item{"productCode": xs[21].v.Code})
		wantOK(t, b.json(http.MethodPost, "/api/checkout/delivery-address", guestAddress()), http.StatusOK)
		pp2 := wantPlaced(t, b.placeOrder(map[string]any{"paymentMode": "paypal", "psced": m.PayPalAccounts[0].PaymentInfoID, "idempotencyKey": "s5"}))
		var paid struct {
			Order struct {
				Payments []struct{ Method string } `json:"payments"`
			} `json:"order"`
		}
		b.get("/api/orders/"+pp2.OrderCode).decode(t, &paid)
		if len(paid.Order.Payments) != 1 || paid.Order.Payments[0].Method != "paypal" {
			t.Fatalf("paid by the saved PayPal: %+v", paid)
		}
		// Managing them; another customer's or a gone one is not found.
		wantOK(t, b.json(http.MethodPut, "/api/payment-methods/cards/"+card, map[string]any{}), http.StatusOK)
		other := readyCustomer(t, ts, xs[25], "other-"+email)
		wantError(t, other.json(http.MethodDelete, "/api/payment-methods/cards/"+card, map[string]any{}), http.StatusNotFound, "ERR_PAYMENT_METHOD_NOT_FOUND", nil)
		wantError(t, other.placeOrder(map[string]any{"paymentMode": "card", "psced": card, "idempotencyKey": "s4"}),
			http.StatusNotFound, "ERR_PAYMENT_METHOD_NOT_FOUND", nil)
		wantOK(t, b.json(http.MethodPost, "/api/payment-methods/paypal/unlink", map[string]any{"paymentInfoId": m.PayPalAccounts[0].PaymentInfoID}), http.StatusOK)
		b.mustAdd(item{"productCode": xs[20].v.Code})
		wantOK(t, b.json(http.MethodPost, "/api/checkout/delivery-address", guestAddress()), http.StatusOK)
		wantError(t, b.placeOrder(map[string]any{"paymentMode": "paypal", "psced": m.PayPalAccounts[0].PaymentInfoID, "idempotencyKey": "s6"}),
			http.StatusNotFound, "ERR_PAYMENT_METHOD_NOT_FOUND", nil)
		wantOK(t, b.json(http.MethodDelete, "/api/payment-methods/cards/"+card, map[string]any{}), http.StatusOK)
		wantError(t, b.json(http.MethodDelete, "/api/payment-methods/cards/"+card, map[string]any{}), http.StatusNotFound, "ERR_PAYMENT_METHOD_NOT_FOUND", nil)
		wantError(t, b.json(http.MethodPost, "/api/payment-methods/paypal/unlink", map[string]any{"paymentInfoId": "nope"}), http.StatusNotFound, "ERR_PAYMENT_METHOD_NOT_FOUND", nil)
		b.get("/api/checkout/payment-methods").decode(t, &m)
		if len(m.SavedCards)+len(m.PayPalAccounts) != 0 {
			t.Fatalf("left: %+v", m)
		}
		wantError(t, newBrowser(t, ts.srv).json(http.MethodPost, "/api/payment-methods/paypal/unlink", map[string]any{"paymentInfoId": "x"}),
			http.StatusUnauthorized, "ERR_LOGIN_REQUIRED", nil)
	})
}

// wantPlacement fails unless the last answer places its error in section with the message key.
func wantPlacement(t *testing.T, b *browser, section, key string) {
	t.Helper()
	var env struct {
		Error struct {
			Section    string `json:"section"`
			MessageKey string `json:"messageKey"`
		} `json:"error"`
	}
	if err := json.Unmarshal(b.rec.lastBody(), &env); err != nil || env.Error.Section != section || env.Error.MessageKey != key {
		t.Fatalf("error placed in %q with %q, want %q with %q (%v)", env.Error.Section, env.Error.MessageKey, section, key, err)
	}
}

func TestCheckoutGuestsNotAllowed(t *testing.T) {
	// The account tests' shop runs with guest checkout off (--guest-checkout=false).
	eachAccountEngine(t, func(t *testing.T, ts *testShop) {
		b := newBrowser(t, ts.srv)
		b.mustAdd(item{"productCode": find(t, ts.st, 1, "in-stock product", inStock)[0].v.Code})
		wantError(t, b.json(http.MethodPost, "/api/checkout/guest", map[string]any{"emailAddress": "a@example.com"}),
			http.StatusUnprocessableEntity, "ERR_LOGIN_GUEST_NOT_ALLOWED", nil)
		wantPlacement(t, b, "summary", "guest-checkout-unavailable")
	})
}

func TestCheckoutDoubleClickPlacesOneOrder(t *testing.T) {
	eachCheckoutEngine(t, func(t *testing.T, ts *testShop) {
		x := find(t, ts.st, 28, "in-stock product", inStock)[27]
		before := onlineUnits(t, ts, x.v.Code)
		b := readyGuest(t, ts, x)
		tok := b.tokenize("4242424242424242")
		var wg sync.WaitGroup
		answers := make([]resp, 8)
		for i := range answers {
			key := "click" // a double click: the same key; a second tab: another key
			if i >= 5 {
				key = fmt.Sprintf("tab-%d", i)
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				answers[i] = call(t, b.c, http.MethodPost, b.srv.URL+"/api/checkout/place-order", "application/json",
					`{"paymentMode":"card","oneTimeToken":"`+tok+`","idempotencyKey":"`+key+`"}`, map[string]string{"X-CSRF-Token": b.csrf})
			}()
		}
		wg.Wait()
		codes := map[string]bool{}
		for _, r := range answers {
			if r.Success {
				var p placedView
				r.decode(t, &p)
				codes[p.OrderCode] = true
				continue
			}
			switch r.Error.Code {
			case "ERR_PLACEORDER_IN_PROGRESS", "ERR_CART_NO_ENTRIES", "ERR_PLACEORDER_PAYMENT_FAILURE":
				// waiting for the first, the cart already ordered, or the token already spent
			default:
				t.Fatalf("answer %d %s", r.status, r.Error.Code)
			}
		}
		if len(codes) != 1 || onlineUnits(t, ts, x.v.Code) != before-1 {
			t.Fatalf("orders %v, units %d → %d", codes, before, onlineUnits(t, ts, x.v.Code))
		}
	})
}

func TestCheckoutCustomerDefaultsAndCollect(t *testing.T) {
	eachCheckoutEngine(t, func(t *testing.T, ts *testShop) {
		x := findOne(t, ts.st, "in-stock product in stores and online", func(x pick) bool { return inStock(x) && !x.p.OnlineOnly })
		b := newBrowser(t, ts.srv)
		email := strings.ReplaceAll(strings.ToLower(t.Name()), "/", "-") + "@example.com"
		wantOK(t, b.json(http.MethodPost, "/api/customer/register", map[string]any{"emailAddress": email, "firstName": "Grace",
			"lastName": "Hopper", "password": "Wattle-Saved-2026"}), http.StatusCreated)
		b.session()
		wantOK(t, b.json(http.MethodPost, "/api/addresses", map[string]any{"formType": "manual", "line1": "5 Spring Street",
			"town": "Melbourne", "state": "VIC", "postalCode": "3000", "phone": "0412345678"}), http.StatusCreated)
		b.mustAdd(item{"productCode": x.v.Code})
		wantOK(t, b.json(http.MethodPost, "/api/cart/delivery-mode", map[string]any{"id": "HD", "postalCode": "3000"}), http.StatusOK)
		var v checkoutView
		b.get("/api/checkout").decode(t, &v)
		if v.DeliveryAddress == nil || v.DeliveryAddress.Line1 != "5 Spring Street" || v.DeliveryAddress.FirstName != "Grace" ||
			!v.BillingSameAsDelivery || !v.Complete.Delivery || !v.Complete.Billing {
			t.Fatalf("a customer's defaults for delivery: %+v", v)
		}
		// Click and collect: billed to the default address, collected by the customer.
		st := storesOf(t, ts)[0]
		wantOK(t, b.json(http.MethodPost, "/api/cart/pickup", map[string]any{"store": map[string]any{"storeNumber": st.Number},
			"firstName": "Grace", "lastName": "Hopper", "mobileNumber": "0412345678"}), http.StatusOK)
		wantOK(t, b.json(http.MethodPost, "/api/cart/delivery-mode", map[string]any{"id": "CNC"}), http.StatusOK)
		b.json(http.MethodPost, "/api/checkout/billing-address", map[string]any{"firstName": "Grace", "lastName": "Hopper",
			"line1": "5 Spring Street", "town": "Melbourne", "state": "VIC", "postalCode": "3000"}).decode(t, &v)
		if v.DeliveryMode != "CNC" || !v.Complete.Delivery || !v.Complete.Billing {
			t.Fatalf("collect: %+v", v)
		}
		p := wantPlaced(t, b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": b.tokenize("4242424242424242"), "idempotencyKey": "cnc"}))
		var mine struct {
			Order struct {
				DeliveryMode string `json:"deliveryMode"`
				Pickup       *struct {
					StoreNumber string `json:"storeNumber"`
					FirstName   string `json:"firstName"`
				} `json:"pickup"`
			} `json:"order"`
		}
		b.get("/api/orders/"+p.OrderCode).decode(t, &mine)
		if mine.Order.DeliveryMode != "CNC" || mine.Order.Pickup == nil || mine.Order.Pickup.StoreNumber != st.Number || mine.Order.Pickup.FirstName != "Grace" {
			t.Fatalf("the collect order = %+v", mine)
		}
	})
}

// other is another shopper's browser.
func other(t *testing.T, ts *testShop) *browser { return newBrowser(t, ts.srv) }

// The confirmation e-mail's "View your order" opens the order's tracking page with its number and
// e-mail, which any browser can follow without signing in (issue 27 item 13).
func TestCheckoutConfirmationLinkTracksTheOrder(t *testing.T) {
	eachCheckoutEngine(t, func(t *testing.T, ts *testShop) {
		x := find(t, ts.st, 30, "in-stock product", inStock)[29]
		b := readyGuest(t, ts, x)
		p := wantPlaced(t, b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": b.tokenize("4242424242424242"), "idempotencyKey": "k"}))
		m := waitMail(t, ts.srv, "ada@example.com", "Order confirmed: "+p.OrderCode, 1)
		link := regexp.MustCompile(`https?://\S+/track-order\?\S+`).FindString(m.Text)
		u, err := url.Parse(link)
		if err != nil || link == "" || u.Query().Get("orderId") != p.OrderCode || u.Query().Get("email") != "ada@example.com" {
			t.Fatalf("link %q in %s", link, m.Text)
		}
		if !strings.Contains(m.HTML, strings.ReplaceAll(u.RequestURI(), "&", "&amp;")) {
			t.Fatalf("html has no %s", u.RequestURI())
		}
		// Another browser, never signed in, follows it.
		var tr struct {
			OrderData struct {
				Code string `json:"code"`
			} `json:"orderData"`
		}
		other := newBrowser(t, ts.srv)
		r := other.json(http.MethodPost, "/api/orders/track", map[string]any{"orderId": u.Query().Get("orderId"), "email": u.Query().Get("email")})
		wantOK(t, r, http.StatusOK)
		r.decode(t, &tr)
		if tr.OrderData.Code != p.OrderCode {
			t.Fatalf("tracked %+v", tr)
		}
	})
}

// Place order after the session ended (issue 27 item 11): the server refuses before anything is
// reserved or charged, says so in words (ERR_LOGIN_REQUIRED, key session-ended, in the summary), and
// the cart stays: the customer's on the account (back when they sign in again), the guest's by its
// own cookie (the guest's order is placed once the page has a new session).
func TestCheckoutPlaceOrderWithAnEndedSession(t *testing.T) {
	eachCheckoutEngine(t, func(t *testing.T, ts *testShop) {
		ctx := context.Background()
		xs := find(t, ts.st, 38, "in-stock product", inStock)
		end := func(b *browser) {
			t.Helper()
			if err := ts.st.DeleteSession(ctx, b.cookie("wattle_session")); err != nil {
				t.Fatal(err)
			}
		}

		// A signed-in customer: the page's call is refused (the csrf token was the ended session's),
		// the page fetches a new session and calls again, as an anonymous browser without a cart.
		x := xs[34]
		before := onlineUnits(t, ts, x.v.Code)
		email := strings.ReplaceAll(strings.ToLower(t.Name()), "/", "-") + "@example.com"
		b := readyCustomer(t, ts, x, email)
		card := map[string]any{"paymentMode": "card", "oneTimeToken": b.tokenize("4242424242424242"), "idempotencyKey": "ended"}
		end(b)
		wantError(t, b.placeOrder(card), http.StatusForbidden, "ERR_CSRF", nil)
		b.session()
		r := b.placeOrder(card)
		wantError(t, r, http.StatusUnauthorized, "ERR_LOGIN_REQUIRED", nil)
		wantPlacement(t, b, "summary", "session-ended")
		if !strings.Contains(r.Error.Message, "You have not been charged") {
			t.Fatalf("message %q", r.Error.Message)
		}
		if after := onlineUnits(t, ts, x.v.Code); after != before {
			t.Fatalf("online units %d → %d, want none taken", before, after)
		}
		if n := len(mailsTo(t, ts.srv, email, "Order confirmed")); n != 0 {
			t.Fatalf("%d confirmations", n)
		}
		// Signed in again, the cart and its checkout are there, and the order is placed.
		wantOK(t, b.signIn(email, "Wattle-Saved-2026"), http.StatusOK)
		b.session()
		if c := b.cart(); len(c.Entries) != 1 {
			t.Fatalf("customer's cart after signing in again: %+v", c.Entries)
		}
		wantPlaced(t, b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": b.tokenize("4242424242424242"), "idempotencyKey": "again"}))

		// "Remember me" recognises the customer after the session ended: still refused, in words.
		y := xs[35]
		b = readyCustomer(t, ts, y, "remember-"+email)
		wantOK(t, b.signIn("remember-"+email, "Wattle-Saved-2026", "rememberMe", "true"), http.StatusOK)
		if b.cookie("wattle_remember") == "" {
			t.Fatal("no remember cookie")
		}
		b.session()
		tok := b.tokenize("4242424242424242")
		end(b)
		b.session()
		wantError(t, b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": tok, "idempotencyKey": "soft"}),
			http.StatusUnauthorized, "ERR_LOGIN_REQUIRED", nil)
		wantPlacement(t, b, "summary", "session-ended")

		// A guest: the cart is the browser's by its own cookie, so the new session places it.
		z := xs[36]
		g := readyGuest(t, ts, z)
		guestCard := map[string]any{"paymentMode": "card", "oneTimeToken": g.tokenize("4242424242424242"), "idempotencyKey": "g"}
		end(g)
		wantError(t, g.placeOrder(guestCard), http.StatusForbidden, "ERR_CSRF", nil)
		g.session()
		wantPlaced(t, g.placeOrder(guestCard))

		// The session ends during a card's 3-D Secure check: the payment has started, so the answer
		// says what becomes of the order; signed in again, the customer confirms it.
		w := xs[37]
		c := readyCustomer(t, ts, w, "threeds-"+email)
		r = c.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": c.tokenize("4000000000003220"), "idempotencyKey": "3ds"})
		var ch placedView
		r.decode(t, &ch)
		if ch.ThreeDS == nil {
			t.Fatalf("no challenge: %+v", ch)
		}
		wantOK(t, c.json(http.MethodPost, "/api/sandbox/decide", map[string]any{"provider": "threeds", "token": ch.ThreeDS.TcID, "decision": "approve"}), http.StatusOK)
		end(c)
		c.session()
		r = c.json(http.MethodPost, "/api/checkout/threeds/confirm", map[string]any{"tcId": ch.ThreeDS.TcID, "tcStatus": "success"})
		wantError(t, r, http.StatusUnauthorized, "ERR_LOGIN_REQUIRED", nil)
		wantPlacement(t, c, "summary", "session-ended-paying")
		if !strings.Contains(r.Error.Message, "has not been placed yet") {
			t.Fatalf("message %q", r.Error.Message)
		}
		wantOK(t, c.signIn("threeds-"+email, "Wattle-Saved-2026"), http.StatusOK)
		c.session()
		wantPlaced(t, c.json(http.MethodPost, "/api/checkout/threeds/confirm", map[string]any{"tcId": ch.ThreeDS.TcID, "tcStatus": "success"}))

		// A guest whose cookies are all gone has no cart here: refused in words, not "bag empty".
		h := readyGuest(t, ts, z)
		hTok := h.tokenize("4242424242424242")
		h.setCookie("wattle_cart", "")
		end(h)
		h.session()
		wantError(t, h.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": hTok, "idempotencyKey": "h"}),
			http.StatusUnauthorized, "ERR_LOGIN_REQUIRED", nil)
		wantPlacement(t, h, "summary", "session-ended")
	})
}

package app

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// placeAnswer is what one placeOrder call got: the order, or an error code, or no answer at all
// (the server died under it).
type placeAnswer struct {
	status    int
	orderCode string
	code      string
	err       error
}

// place sends placeOrder through node p without failing the test: the server may be killed under it.
func (b *browser) place(p *shopProcess, body map[string]any) placeAnswer {
	raw, _ := json.Marshal(body)
	req, err := http.NewRequest(http.MethodPost, p.base+"/api/checkout/place-order", bytes.NewReader(raw))
	if err != nil {
		return placeAnswer{err: err}
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-CSRF-Token", b.csrf)
	for _, c := range b.jar.Cookies(shopURL) {
		req.AddCookie(c)
	}
	res, err := (&http.Client{Timeout: time.Minute}).Do(req)
	if err != nil {
		return placeAnswer{err: err}
	}
	defer res.Body.Close()
	var env struct {
		Data struct {
			OrderCode string `json:"orderCode"`
		} `json:"data"`
		Error struct {
			Code string `json:"code"`
		} `json:"error"`
	}
	data, _ := io.ReadAll(res.Body)
	if err := json.Unmarshal(data, &env); err != nil {
		return placeAnswer{status: res.StatusCode, err: err}
	}
	return placeAnswer{status: res.StatusCode, orderCode: env.Data.OrderCode, code: env.Error.Code}
}

// readyToPay puts variant in a new guest's cart with home delivery, an e-mail and an address, and
// tokenises card: what is left is placeOrder's body.
func readyToPay(t *testing.T, p *shopProcess, variant, card, key string) (*browser, map[string]any) {
	t.Helper()
	b := newBrowser(t)
	b.session(p)
	b.add(p, variant, 1)
	for _, step := range []struct {
		path string
		body map[string]any
	}{
		{"/api/cart/delivery-mode", map[string]any{"id": "HD", "postalCode": "3101"}},
		{"/api/checkout/guest", map[string]any{"emailAddress": "crash-" + key + "@example.com"}},
		{"/api/checkout/delivery-address", map[string]any{"firstName": "Ada", "lastName": "Lovelace", "phone": "0412345678",
			"formType": "manual", "line1": "12 High Street", "town": "Kew", "state": "VIC", "postalCode": "3101"}},
	} {
		if status, data := b.do(p, http.MethodPost, step.path, step.body); status != http.StatusOK {
			t.Fatalf("%s: %d %s", step.path, status, data)
		}
	}
	status, data := b.do(p, http.MethodPost, "/api/sandbox/cards/tokenize", map[string]any{"cardNumber": card,
		"expiryMonth": 12, "expiryYear": 2030, "cvv": "123", "cardholderName": "Ada Lovelace"})
	var tok struct {
		OneTimeToken string `json:"oneTimeToken"`
	}
	if err := json.Unmarshal(data, &tok); status != http.StatusOK || err != nil || tok.OneTimeToken == "" {
		t.Fatalf("tokenize: %d %s", status, data)
	}
	return b, map[string]any{"paymentMode": "card", "oneTimeToken": tok.OneTimeToken, "idempotencyKey": key}
}

// TestPlaceOrderSurvivesAHardKill ("A crash mid-order", docs/checkout.md): 16 guests place orders at
// once, half with a card the gateway approves and half with one it never answers, and the server is
// killed with SIGKILL while they are in flight. After a restart each guest retries with the same
// key, as the checkout page does, and within a minute gets its order or a final error: never "in
// progress" for longer, never a second order, and a guest told the order failed still has the cart.
func TestPlaceOrderSurvivesAHardKill(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the shop as a process")
	}
	t.Parallel()
	db := "sqlite:" + filepath.Join(t.TempDir(), "shop.db")
	addr := freeAddr(t)
	const timeout = "3s" // the payment timeout: an attempt is decided 30 s after it
	node := startShop(t, db, addr, servePaymentTimeoutEnv+"="+timeout)
	const buyers = 16
	vs := stockedVariants(t, node, buyers)
	type buyer struct {
		b            *browser
		body         map[string]any
		slow         bool
		first, final placeAnswer // before the kill, after the restart
	}
	all := make([]*buyer, buyers)
	for i := range all {
		card, slow := "4242424242424242", i%2 == 1
		if slow {
			card = "4000000000000119" // the gateway never answers
		}
		key := "crash-" + string(rune('a'+i))
		b, body := readyToPay(t, node, vs[i], card, key)
		all[i] = &buyer{b: b, body: body, slow: slow}
	}

	// The slow ones first: they wait on the gateway. Then the approved ones all at once, and the kill
	// while they run: some are done, some were paid but not answered, some not yet paid.
	var wg sync.WaitGroup
	for _, x := range all {
		if x.slow {
			wg.Go(func() { x.first = x.b.place(node, x.body) })
		}
	}
	time.Sleep(200 * time.Millisecond)
	for _, x := range all {
		if !x.slow {
			wg.Go(func() { x.first = x.b.place(node, x.body) })
		}
	}
	time.Sleep(20 * time.Millisecond)
	node.kill()
	wg.Wait()
	answered := 0
	for _, x := range all {
		if x.first.err == nil {
			answered++
		}
	}

	node = startShop(t, db, addr, servePaymentTimeoutEnv+"="+timeout)
	restarted := time.Now()
	for _, x := range all {
		wg.Go(func() {
			for {
				x.final = x.b.place(node, x.body)
				a := x.final
				if a.err == nil && !(a.status == http.StatusConflict && a.code == "ERR_PLACEORDER_IN_PROGRESS") {
					return
				}
				if time.Since(restarted) > time.Minute {
					return
				}
				time.Sleep(time.Second)
			}
		})
	}
	wg.Wait()

	seen := map[string]bool{}
	for i, x := range all {
		a := x.final
		if x.first.err == nil && (x.first.orderCode != a.orderCode || x.first.code != a.code) {
			t.Fatalf("buyer %d: answered %+v before the kill and %+v after it", i, x.first, a)
		}
		switch {
		case a.err != nil || a.status == http.StatusConflict:
			t.Fatalf("buyer %d: no final answer a minute after the restart: %+v", i, a)
		case a.status == http.StatusOK:
			if a.orderCode == "" || seen[a.orderCode] {
				t.Fatalf("buyer %d: order %q (seen before: %v)", i, a.orderCode, seen[a.orderCode])
			}
			seen[a.orderCode] = true
			if x.slow {
				t.Fatalf("buyer %d: an order for a payment the gateway never approved", i)
			}
			if got := x.b.cartOf(node); len(got) != 0 {
				t.Fatalf("buyer %d: cart after the order: %v", i, got)
			}
			// Asked again, the key keeps answering the same order.
			if again := x.b.place(node, x.body); again.orderCode != a.orderCode {
				t.Fatalf("buyer %d: the key answered %+v, then %+v", i, a, again)
			}
		default:
			// Not placed: the kill came before the card was charged, or the gateway never answered
			// (decided after the restart, or, on a slow machine, timed out before the kill).
			timedOut := x.slow && a.code == "ERR_PLACEORDER_PAYMENT_TIMEOUT"
			if a.code != "ERR_PLACEORDER_NOT_PLACED" && !timedOut {
				t.Fatalf("buyer %d: final error %+v", i, a)
			}
			if got := x.b.cartOf(node); len(got) != 1 {
				t.Fatalf("buyer %d: told the order failed, but the cart is %v", i, got)
			}
		}
	}
	t.Logf("%d answered before the kill; after it %d orders placed, %d not, all decided %s after the restart",
		answered, len(seen), buyers-len(seen), time.Since(restarted).Round(time.Second))
}

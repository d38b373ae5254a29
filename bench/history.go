package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// The order-history scenario (issue 10): one customer with historyOrders orders, placed through
// the checkout before the clock starts; timed, by historyWorkers closed-loop workers: listOrders
// (all of them, with their consignments and receipts) as that customer, and trackOrder (order
// number and e-mail, as a guest) of one of them at random.
const (
	historyOrders  = 200
	historyWorkers = 4
	historyMaxP99  = 20 * time.Millisecond
)

const (
	scListOrders   = "listOrders of a customer with 200 orders"
	scListUncached = "listOrders, uncached (nocache=1)"
	scTrackOrder   = "trackOrder (number and e-mail)"
)

// HistoryConfig configures the order-history scenario.
type HistoryConfig struct {
	Engine      string
	Products    int
	Server      *Server
	Warmup      time.Duration
	Duration    time.Duration
	MaxRequests int64
	Timeout     time.Duration
	Seed        int64
}

// HistoryRun is what the order-history scenario measured.
type HistoryRun struct {
	Engine   string
	Products int
	Orders   int
	PrepTime time.Duration
	Bytes    int64 // listOrders' answer
	List     LoadResult
	Uncached LoadResult
	Track    LoadResult
	Err      error
}

// RunHistory runs the order-history scenario against a started server.
func RunHistory(ctx context.Context, cfg HistoryConfig) *HistoryRun {
	h := &HistoryRun{Engine: cfg.Engine, Products: cfg.Products}
	tr := NewTransport(historyWorkers * 2)
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, Timeout: cfg.Timeout, CheckRedirect: noRedirect}
	_, units, err := orderVariants(ctx, client, cfg.Server.Base)
	if err != nil {
		h.Err = err
		return h
	}
	if len(units) < historyOrders {
		h.Err = fmt.Errorf("only %d units in stock: not enough for %d orders (-reseed restores the stock)", len(units), historyOrders)
		return h
	}
	t0 := time.Now()
	email := fmt.Sprintf("bench.history%d.%d@example.com", cfg.Seed, time.Now().UnixNano())
	cust, codes, err := customerWithOrders(ctx, cfg, tr, email, units[:historyOrders])
	h.PrepTime, h.Orders = time.Since(t0), len(codes)
	if err != nil {
		h.Err = err
		return h
	}
	logf("order history (%s): a customer with %d orders in %s", cfg.Engine, len(codes), secs(h.PrepTime))
	status, raw, _, err := cust.do(ctx, http.MethodGet, "/api/customer/orders", "", nil, "")
	if err != nil || status != http.StatusOK {
		h.Err = fmt.Errorf("listOrders: %d %v", status, err)
		return h
	}
	var list struct {
		Data struct {
			Orders []json.RawMessage `json:"orders"`
		} `json:"data"`
	}
	if err := json.Unmarshal(raw, &list); err != nil || len(list.Data.Orders) < historyOrders {
		h.Err = fmt.Errorf("listOrders answered %d orders, want %d", len(list.Data.Orders), historyOrders)
		return h
	}
	h.Bytes = int64(len(raw))
	lc := LoadConfig{Base: cfg.Server.Base, Workers: historyWorkers, Warmup: cfg.Warmup, Duration: cfg.Duration,
		MaxRequests: cfg.MaxRequests, Timeout: cfg.Timeout}
	h.List = RunSteps(ctx, lc, scListOrders, func(int) Step {
		return func(ctx context.Context) (time.Duration, int64, bool, error) {
			status, raw, lat, err := cust.do(ctx, http.MethodGet, "/api/customer/orders", "", nil, "")
			if err == nil && status != http.StatusOK {
				err = fmt.Errorf("listOrders: %d %.200s", status, raw)
			}
			return lat, int64(len(raw)), false, err
		}
	})
	h.Uncached = RunSteps(ctx, lc, scListUncached, func(int) Step {
		return func(ctx context.Context) (time.Duration, int64, bool, error) {
			status, raw, lat, err := cust.do(ctx, http.MethodGet, "/api/customer/orders?nocache=1", "", nil, "")
			if err == nil && status != http.StatusOK {
				err = fmt.Errorf("listOrders: %d %.200s", status, raw)
			}
			return lat, int64(len(raw)), false, err
		}
	})
	guests := make([]*cartShopper, historyWorkers)
	for i := range guests {
		g := &cartShopper{shopper: newShopper(cfg.Server.Base, tr, cfg.Timeout)}
		if err := g.startSession(ctx); err != nil {
			h.Err = err
			return h
		}
		guests[i] = g
	}
	h.Track = RunSteps(ctx, lc, scTrackOrder, func(w int) Step {
		g := guests[w]
		rnd := rand.New(rand.NewPCG(uint64(cfg.Seed), uint64(w)))
		return func(ctx context.Context) (time.Duration, int64, bool, error) {
			body, _ := json.Marshal(map[string]string{"orderId": codes[rnd.IntN(len(codes))], "email": email})
			status, raw, lat, err := g.do(ctx, http.MethodPost, "/api/orders/track", "application/json", body, g.csrf)
			if err == nil && status != http.StatusOK {
				err = fmt.Errorf("trackOrder: %d %.200s", status, raw)
			}
			return lat, int64(len(raw)), false, err
		}
	})
	return h
}

// startSession gets the shopper a session and its csrf token.
func (s *cartShopper) startSession(ctx context.Context) error {
	status, raw, _, err := s.do(ctx, http.MethodGet, "/api/session", "", nil, "")
	if err != nil {
		return err
	}
	var ans apiAnswer
	if err := json.Unmarshal(raw, &ans); err != nil || status != http.StatusOK || ans.Data.CSRFToken == "" {
		return fmt.Errorf("GET /api/session: %d", status)
	}
	s.csrf = ans.Data.CSRFToken
	return nil
}

// customerWithOrders registers a customer and places one order per unit as that customer, through
// the checkout as the shop's pages do.
func customerWithOrders(ctx context.Context, cfg HistoryConfig, tr http.RoundTripper, email string, units []string) (*cartShopper, []string, error) {
	c := &cartShopper{shopper: newShopper(cfg.Server.Base, tr, cfg.Timeout)}
	if err := c.startSession(ctx); err != nil {
		return nil, nil, err
	}
	form := url.Values{"emailAddress": {email}, "firstName": {"Ann"}, "lastName": {"Lee"}, "password": {"Bench-History-2026!"}}
	status, raw, _, err := c.do(ctx, http.MethodPost, "/api/customer/register", "application/x-www-form-urlencoded",
		[]byte(form.Encode()), c.csrf)
	if err != nil || status != http.StatusCreated {
		return nil, nil, fmt.Errorf("register: %d %v %.200s", status, err, raw)
	}
	if err := c.startSession(ctx); err != nil { // the session was rotated at sign-in
		return nil, nil, err
	}
	codes := make([]string, 0, len(units))
	for i, v := range units {
		if _, _, _, err := c.postJSON(ctx, "/api/cart/add", cartRequest{Products: []cartItem{{ProductCode: v, Quantity: one()}}}); err != nil {
			return c, codes, err
		}
		for _, step := range []struct {
			path string
			body any
		}{
			{"/api/cart/delivery-mode", map[string]any{"id": "HD", "postalCode": "3121"}},
			{"/api/checkout/delivery-address", map[string]any{"firstName": "Ann", "lastName": "Lee", "phone": "0412345678",
				"formType": "manual", "line1": "12 Church Street", "town": "Richmond", "state": "VIC", "postalCode": "3121"}},
			{"/api/checkout/payment-mode", map[string]any{"mode": "card"}},
		} {
			if _, err := c.postOK(ctx, step.path, step.body); err != nil {
				return c, codes, err
			}
		}
		raw, err := c.postOK(ctx, "/api/sandbox/cards/tokenize", map[string]any{"cardNumber": "4242 4242 4242 4242",
			"expiryMonth": 12, "expiryYear": time.Now().Year() + 3, "cvv": "123", "cardholderName": "Ann Lee"})
		if err != nil {
			return c, codes, err
		}
		var tok struct {
			Data struct {
				OneTimeToken string `json:"oneTimeToken"`
			} `json:"data"`
		}
		if err := json.Unmarshal(raw, &tok); err != nil {
			return c, codes, err
		}
		b := &buyer{cartShopper: c, token: tok.Data.OneTimeToken, key: fmt.Sprintf("bench-history-%s-%d", email, i)}
		_, code, err := b.placeOrder(ctx)
		if err != nil {
			return c, codes, err
		}
		codes = append(codes, code)
	}
	return c, codes, nil
}

func (h *HistoryRun) targets() []Target {
	if h.Err != nil {
		return []Target{{fmt.Sprintf("order history on %s", h.Engine), "failed: " + h.Err.Error(), false}}
	}
	var ts []Target
	for _, r := range []LoadResult{h.List, h.Track} {
		p99 := r.Latency.Percentile(99)
		v := ms(p99)
		if r.Errors > 0 {
			v += fmt.Sprintf(" (%d errors)", r.Errors)
		}
		ts = append(ts, Target{fmt.Sprintf("%s p99 ≤ %s on %s", r.Name, ms(historyMaxP99), h.Engine), v,
			r.Latency.Count() > 0 && p99 <= historyMaxP99 && r.Errors == 0})
	}
	return ts
}

func (h *HistoryRun) markdown() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	p("")
	p("### Order history and tracking on %s (%s products)", h.Engine, count(h.Products))
	p("")
	if h.Err != nil {
		p("**Failed:** %v", h.Err)
		return b.String()
	}
	p("One customer with %d orders, each placed through the checkout as the shop's pages do (made in %s, before the clock). Timed by %d closed-loop workers: listOrders as that customer (every order with its consignments: a %s answer) as the shop serves it (the encoded answer kept in the answer cache under the history's stamp, one indexed read, until an order of the customer's changes); the same built from the database every time (nocache=1, reported, not judged); then trackOrder by number and e-mail as guests, a random one of the orders each time.",
		h.Orders, secs(h.PrepTime), historyWorkers, kB(h.Bytes))
	p("")
	t := table{header: []string{"operation", "requests", "req/s", "p50", "p90", "p99", "max", "errors"}}
	for _, r := range []LoadResult{h.List, h.Uncached, h.Track} {
		t.add(r.Name, fmt.Sprint(r.Requests), fmt.Sprintf("%.0f", r.RPS()), ms(r.Latency.Percentile(50)), ms(r.Latency.Percentile(90)),
			ms(r.Latency.Percentile(99)), ms(r.Latency.Max()), fmt.Sprint(r.Errors))
	}
	b.WriteString(t.String())
	return b.String()
}

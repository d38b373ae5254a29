package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// The member's cart (docs/membership.md#benefits): a OnePass member's cart is priced with member
// prices, free home delivery and the welcome reward, which reads the membership on every cart
// answer. Signed-in customers, half of them members on a free trial, half not, each with the same
// 3 entries as the cart scenario, read their carts; the two groups take turns twice and the better
// p99 of each is compared: the member's must be within 10% of the non-member's.
const (
	scGetCartCustomer = "getCart, signed-in customer, not a member (3 entries)"
	scGetCartMember   = "getCart, OnePass member (3 entries)"
	// memberCartRatio is how much slower a member's cart may be read (p99).
	memberCartRatio = 1.10
)

// signUp registers a customer with a fresh e-mail on sh (signed in afterwards, with a new csrf).
func (s *cartShopper) signUp(ctx context.Context, email string) error {
	form := url.Values{"emailAddress": {email}, "firstName": {"Ann"}, "lastName": {"Lee"}, "password": {"Bench-Member-2026!"}}
	status, raw, _, err := s.do(ctx, http.MethodPost, "/api/customer/register", "application/x-www-form-urlencoded", []byte(form.Encode()), s.csrf)
	if err != nil || status != http.StatusCreated {
		return fmt.Errorf("register: %d %v %.200s", status, err, raw)
	}
	return s.startSession(ctx) // the session was rotated at sign-in
}

// joinTrial starts a OnePass free trial with a sandbox card.
func (s *cartShopper) joinTrial(ctx context.Context) error {
	card, _ := json.Marshal(map[string]any{"cardNumber": "4242424242424242", "expiryMonth": "12", "expiryYear": fmt.Sprint(time.Now().Year() + 3),
		"cvv": "123", "cardholderName": "Ann Lee"})
	status, raw, _, err := s.do(ctx, http.MethodPost, "/api/sandbox/cards/tokenize", "application/json", card, s.csrf)
	if err != nil || status != http.StatusOK {
		return fmt.Errorf("tokenize: %d %v %.200s", status, err, raw)
	}
	var tok struct {
		Data struct {
			OneTimeToken string `json:"oneTimeToken"`
		} `json:"data"`
	}
	if err := json.Unmarshal(raw, &tok); err != nil || tok.Data.OneTimeToken == "" {
		return fmt.Errorf("tokenize: %.200s", raw)
	}
	body, _ := json.Marshal(map[string]string{"plan": "monthly", "oneTimeToken": tok.Data.OneTimeToken})
	status, raw, _, err = s.do(ctx, http.MethodPost, "/api/membership/trial", "application/json", body, s.csrf)
	if err != nil || status != http.StatusOK || !strings.Contains(string(raw), `"trial_active"`) {
		return fmt.Errorf("startMembershipTrial: %d %v %.200s", status, err, raw)
	}
	return nil
}

// runMemberCart adds the two signed-in groups' getCart runs to c.
func runMemberCart(ctx context.Context, c *CartRun, cfg CartConfig, tr http.RoundTripper, pool []string, record func(LoadResult)) error {
	run := time.Now().UnixNano()
	groups := map[bool][]*cartShopper{}
	for _, member := range []bool{false, true} {
		for i := range cartShoppers {
			sh := &cartShopper{shopper: newShopper(cfg.Server.Base, tr, cfg.Timeout)}
			if err := sh.startSession(ctx); err != nil {
				return err
			}
			if err := sh.signUp(ctx, fmt.Sprintf("bench-cart-%d-%v-%d@bench.example", run, member, i)); err != nil {
				return err
			}
			if member {
				if err := sh.joinTrial(ctx); err != nil {
					return err
				}
			}
			for j := range cartPrefill {
				v := pool[len(pool)-1-(i+j)%cartPrefill]
				if _, _, _, err := sh.postJSON(ctx, "/api/cart/add", cartRequest{Products: []cartItem{{ProductCode: v, Quantity: one()}}}); err != nil {
					return fmt.Errorf("prefilling a customer's cart: %w", err)
				}
			}
			groups[member] = append(groups[member], sh)
		}
	}
	load := LoadConfig{Base: cfg.Server.Base, Workers: cartShoppers, Warmup: cfg.Warmup, Duration: cfg.Duration, MaxRequests: cfg.MaxRequests, Timeout: cfg.Timeout}
	// The groups take turns in both orders (ABBA), so neither gains from going first or second.
	for round, order := range [][]bool{{false, true}, {true, false}} {
		for _, member := range order {
			name := scGetCartCustomer
			if member {
				name = scGetCartMember
			}
			logf("cart (%s): %s, %d shoppers, round %d", cfg.Engine, name, cartShoppers, round+1)
			g := groups[member]
			record(RunSteps(ctx, load, name, func(w int) Step { return g[w].getStep }))
		}
	}
	return nil
}

// memberTarget compares the best p99 of the members' reads with the best of the non-members'.
func (c *CartRun) memberTarget() (Target, bool) {
	best := func(name string) (time.Duration, int64, bool) {
		var p99 time.Duration
		var errs int64
		found := false
		for _, r := range c.Results {
			if r.Name != name || r.Latency.Count() == 0 {
				continue
			}
			errs += r.Errors
			if v := r.Latency.Percentile(99); !found || v < p99 {
				p99, found = v, true
			}
		}
		return p99, errs, found
	}
	cust, e1, ok1 := best(scGetCartCustomer)
	mem, e2, ok2 := best(scGetCartMember)
	if !ok1 && !ok2 {
		return Target{}, false
	}
	name := fmt.Sprintf("getCart p99 of a OnePass member within %.0f%% of a non-member's on %s", (memberCartRatio-1)*100, c.Engine)
	if !ok1 || !ok2 || cust <= 0 {
		return Target{name, "not measured", false}, true
	}
	ratio := float64(mem) / float64(cust)
	measured := fmt.Sprintf("member %s, non-member %s (%.2f×)", ms(mem), ms(cust), ratio)
	if e1+e2 > 0 {
		measured += fmt.Sprintf(" (%d errors)", e1+e2)
	}
	return Target{name, measured, ratio <= memberCartRatio && e1+e2 == 0}, true
}

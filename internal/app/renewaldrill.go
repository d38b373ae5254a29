package app

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/wattle/storefront/internal/membership"
	"github.com/wattle/storefront/internal/payment/sandbox"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/id"
	"github.com/wattle/storefront/internal/storage"
)

// DrillResult is what a renewal drill found.
type DrillResult struct {
	// Memberships is how many fell due; Paid how many periods were paid; Declined how many
	// renewals the card declined (they went overdue).
	Memberships, Paid, Declined int
	// Doubles counts periods with more than one successful charge, or a membership moved on by
	// more than one period: 0 or something is wrong.
	Doubles int
	// Took is how long the sweeps took, all nodes together.
	Took time.Duration
}

// ChargesPerSecond is the drill's rate of charges decided (paid or declined).
func (r DrillResult) ChargesPerSecond() float64 {
	if r.Took <= 0 {
		return 0
	}
	return float64(r.Paid+r.Declined) / r.Took.Seconds()
}

// RenewalDrill makes n monthly memberships fall due at once on the first of nodes (each node a
// storage handle on one database, as several shops share a PostgreSQL; the same handle twice is two
// workers of one shop), every declineEvery-th on the sandbox card that declines later charges (0:
// none), then sweeps on every node at once with the sandbox card gateway and audits the charges:
// each membership's period must be paid once, never twice (docs/membership.md#billing). The
// memberships are the drill's own (ids drill-…), so the database may hold other data.
func RenewalDrill(ctx context.Context, nodes []storage.Engine, n, declineEvery int) (DrillResult, error) {
	if len(nodes) == 0 || n <= 0 {
		return DrillResult{}, fmt.Errorf("renewal drill: no nodes or no memberships")
	}
	now := time.Now().UTC().Truncate(time.Second)
	clk := clock.NewFixed(now)
	st := nodes[0]
	gw := sandbox.NewCardGateway(st, clk)
	source := func(number string) (membership.Card, error) {
		tok, _, err := gw.Tokenize(ctx, sandbox.CardInput{Number: number, Name: "Drill Member", CVV: "123", ExpiryMonth: 12, ExpiryYear: now.Year() + 3})
		if err != nil {
			return membership.Card{}, err
		}
		src, err := gw.Vault(ctx, tok)
		return membership.Card{SourceID: src.ID, CardType: src.CardType, Last4: src.Last4}, err
	}
	good, err := source("4242424242424242")
	if err != nil {
		return DrillResult{}, err
	}
	later, err := source("4000000000000341")
	if err != nil {
		return DrillResult{}, err
	}
	run := id.Token(6)
	ids := make([]string, n)
	due := now.Add(-time.Minute)
	for start := 0; start < n; start += 500 {
		err := st.WithTx(ctx, func(tx storage.Stores) error {
			for i := start; i < min(n, start+500); i++ {
				ids[i] = fmt.Sprintf("drill-%s-%06d", run, i)
				card := good
				if declineEvery > 0 && i%declineEvery == declineEvery-1 {
					card = later
				}
				m := membership.Membership{CustomerID: ids[i], Email: ids[i] + "@drill.example", Status: membership.Active,
					Plan: membership.Monthly, NextPlan: membership.Monthly, JoinedAt: due.AddDate(0, -1, 0), StartedAt: due.AddDate(0, -1, 0),
					TrialUsed: true, PeriodEnd: due, Period: 1, Card: card, DueAt: due, UpdatedAt: now}
				if err := tx.InsertMembership(ctx, m); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return DrillResult{}, fmt.Errorf("renewal drill: seed: %w", err)
		}
	}
	start := time.Now()
	var wg sync.WaitGroup
	errs := make([]error, len(nodes))
	for i, node := range nodes {
		svc := membership.New(membership.Deps{Store: node, Tx: storage.Tx[membership.Store](node),
			Gateway: memberGateway{card: sandbox.NewCardGateway(node, clk)}, Clock: clk, Config: membership.Default()})
		wg.Go(func() {
			// A sweep that leaves work (a collision with another node) is run again, as the
			// periodic job would a minute later.
			for range 5 {
				if _, errs[i] = svc.RunDue(ctx); errs[i] != nil {
					return
				}
				if left, err := node.DueMemberships(ctx, clk.Now(), 1); err != nil || len(left) == 0 {
					errs[i] = err
					return
				}
			}
		})
	}
	wg.Wait()
	out := DrillResult{Memberships: n, Took: time.Since(start)}
	for _, err := range errs {
		if err != nil {
			return out, fmt.Errorf("renewal drill: sweep: %w", err)
		}
	}
	for _, cid := range ids {
		m, err := st.Membership(ctx, cid)
		if err != nil {
			return out, err
		}
		charges, err := st.Charges(ctx, cid)
		if err != nil {
			return out, err
		}
		paid := 0
		for _, c := range charges {
			switch c.Status {
			case membership.ChargePaid:
				paid++
			case membership.ChargeDeclined:
				out.Declined++
			}
		}
		out.Paid += paid
		if paid > 1 || m.Period > 2 || (paid == 1) != (m.Period == 2) {
			out.Doubles++
		}
	}
	return out, nil
}

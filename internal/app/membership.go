package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/wattle/storefront/internal/checkout"
	"github.com/wattle/storefront/internal/membership"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/money"
)

// memberGateway takes OnePass payments through the card provider: an authorisation on the saved
// source, captured at once (a membership is a service paid for now, not goods held until they ship).
type memberGateway struct {
	card interface {
		payment.Authorizer
		payment.Settler
	}
}

// capturer is a card provider that captures an authorisation (the sandbox and Paydock do).
type capturer interface {
	Capture(ctx context.Context, ref string, amount money.Cents) error
}

func (g memberGateway) Charge(ctx context.Context, c payment.Charge) (payment.Outcome, error) {
	if g.card == nil {
		return payment.Outcome{}, payment.ErrUnavailable
	}
	out, err := g.card.Authorize(ctx, c)
	if err != nil {
		return out, err
	}
	switch out.Status {
	case payment.Approved:
		if cp, ok := g.card.(capturer); ok {
			if err := cp.Capture(ctx, out.Ref, c.Amount); err != nil {
				return out, fmt.Errorf("capture the OnePass payment: %w", err)
			}
		}
	case payment.Challenge:
		// A charge without the payer cannot be challenged: the issuer's refusal to exempt it is
		// a decline, and the member is asked to pay on the page.
		out.Status, out.Decline = payment.Declined, payment.DeclineChallenge
	}
	return out, nil
}

func (g memberGateway) Status(ctx context.Context, reference string) (payment.Outcome, error) {
	if g.card == nil {
		return payment.Outcome{}, payment.ErrUnavailable
	}
	return g.card.Status(ctx, reference, "")
}

func (g memberGateway) Refund(ctx context.Context, providerRef string, amount money.Cents) error {
	if g.card == nil {
		return payment.ErrUnavailable
	}
	return g.card.Refund(ctx, providerRef, amount)
}

// memberCards are the checkout's saved cards as OnePass uses them.
type memberCards struct{ checkout *checkout.Service }

func cardOf(p checkout.SavedPayment) membership.Card {
	return membership.Card{SavedID: p.ID, SourceID: p.SourceID, CardType: p.CardType, Last4: p.Last4}
}

func (c memberCards) SavedCard(ctx context.Context, customerID, savedID string) (membership.Card, error) {
	p, err := c.checkout.SavedCardOf(ctx, customerID, savedID)
	if errors.Is(err, checkout.ErrSavedNotFound) {
		return membership.Card{}, membership.ErrUnknownCard
	}
	return cardOf(p), err
}

func (c memberCards) SaveCard(ctx context.Context, customerID, token string) (membership.Card, error) {
	p, err := c.checkout.SaveCard(ctx, customerID, token)
	if errors.Is(err, payment.ErrUnknownToken) {
		return membership.Card{}, membership.ErrBadToken
	}
	return cardOf(p), err
}

// sandboxClock is the shop's clock in sandbox mode (sandboxAdvanceClock): moved on this node at
// once and, through the database, on every other within a poll.
type sandboxClock struct {
	clock   *clock.Shifted
	store   Storage
	members *membership.Service
}

// Advance moves the clock d forward, then does what has fallen due before answering.
func (c *sandboxClock) Advance(ctx context.Context, d time.Duration) (time.Time, error) {
	shared, err := c.store.SandboxClockOffset(ctx)
	if err != nil {
		return time.Time{}, err
	}
	c.clock.MoveTo(shared)
	next := c.clock.Offset() + d
	if err := c.store.SetSandboxClockOffset(ctx, next); err != nil {
		return time.Time{}, err
	}
	c.clock.MoveTo(next)
	if _, err := c.members.RunDue(ctx); err != nil {
		slog.Warn("a OnePass membership could not be moved on; the next sweep tries again", "err", err)
	}
	return c.clock.Now(), nil
}

// follow moves the clock to the shared offset every interval until ctx ends (another node moved it).
func (c *sandboxClock) follow(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if d, err := c.store.SandboxClockOffset(ctx); err == nil {
				c.clock.MoveTo(d)
			}
		}
	}
}

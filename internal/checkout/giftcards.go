package checkout

import (
	"context"
	"errors"
	"strconv"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/idempotency"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/platform/validate"
)

// SplitCard is one gift card of the split (splitCardSummaryDetailsList).
type SplitCard = GiftCardView

// GiftCardDetails is the split of an order over gift cards.
type GiftCardDetails struct {
	SplitCardSummaryDetailsList []SplitCard `json:"splitCardSummaryDetailsList"`
}

// GiftCardAnswer is placeOrderGiftCard's and cancelGiftCardPreauth's answer.
type GiftCardAnswer struct {
	GiftCardDetails GiftCardDetails `json:"giftCardDetails"`
	// Balance is what is left to pay on the order.
	Balance     money.Wire `json:"balance"`
	OrderCode   string     `json:"orderCode,omitempty" description:"set when the gift cards paid the whole order"`
	RedirectURL string     `json:"redirectUrl,omitempty" description:"the thank-you page, when the gift cards paid the whole order"`
}

// PaymentStatus is getPaymentStatus's answer.
type PaymentStatus struct {
	HasPartialPayment           bool        `json:"hasPartialPayment"`
	SplitCardSummaryDetailsList []SplitCard `json:"splitCardSummaryDetailsList"`
	Balance                     money.Wire  `json:"balance"`
}

// BalanceAnswer is getGiftCardBalance's answer.
type BalanceAnswer struct {
	Balance              money.Wire      `json:"balance"`
	SplitGiftCardDetails SplitCardDetail `json:"splitGiftCardDetails"`
}

// SplitCardDetail is the sequence the card would take and what it could pay.
type SplitCardDetail struct {
	Sequence int        `json:"sequence"`
	Balance  money.Wire `json:"balance"`
}

func (v View) giftAnswer() GiftCardAnswer {
	return GiftCardAnswer{GiftCardDetails: GiftCardDetails{SplitCardSummaryDetailsList: v.GiftCards}, Balance: v.Balance}
}

// nextSequence is the first free gift card sequence (1-3), or 0 when three are used.
func nextSequence(co *State) int {
	for seq := 1; seq <= MaxGiftCardPayments; seq++ {
		free := true
		for _, g := range co.GiftCards {
			free = free && g.Sequence != seq
		}
		if free {
			return seq
		}
	}
	return 0
}

// PaymentStatus answers how much of the order the gift cards pay (getPaymentStatus).
func (s *Service) PaymentStatus(ctx context.Context, sh Shopper) (PaymentStatus, error) {
	v, err := s.Checkout(ctx, sh)
	if err != nil {
		return PaymentStatus{}, err
	}
	return PaymentStatus{HasPartialPayment: len(v.GiftCards) > 0, SplitCardSummaryDetailsList: v.GiftCards, Balance: v.Balance}, nil
}

// GiftCardBalance is what a gift card can pay (getGiftCardBalance), and the sequence it would take.
func (s *Service) GiftCardBalance(ctx context.Context, sh Shopper, number, pin string) (BalanceAnswer, error) {
	var errs validate.Errors
	number = errs.Required("cardNumber", number)
	pin = errs.Required("pin", pin)
	if err := errs.Err(); err != nil {
		return BalanceAnswer{}, err
	}
	gc := s.place.Providers.GiftCards
	if gc == nil {
		return BalanceAnswer{}, order.Fail(order.CodeGiftCardNotAllowed)
	}
	bal, err := gc.Balance(ctx, number, pin)
	if err != nil {
		if errors.Is(err, payment.ErrUnavailable) {
			return BalanceAnswer{}, err
		}
		return BalanceAnswer{}, order.Fail(order.CodeGiftCardInvalid)
	}
	c, err := s.read(ctx, sh.Owner)
	if err != nil {
		return BalanceAnswer{}, err
	}
	return BalanceAnswer{Balance: bal.Wire(), SplitGiftCardDetails: SplitCardDetail{Sequence: nextSequence(&c.Checkout), Balance: bal.Wire()}}, nil
}

// GiftCardInput is a placeOrderGiftCard call.
type GiftCardInput struct {
	Token  string
	Amount money.Cents
	Key    string
}

// PlaceGiftCard pre-authorises an amount on a gift card towards the order (placeOrderGiftCard); when
// the gift cards then cover it all, the order is placed in the same call.
func (s *Service) PlaceGiftCard(ctx context.Context, sh Shopper, in GiftCardInput) (GiftCardAnswer, error) {
	if sh.loginLapsed() {
		return GiftCardAnswer{}, account.ErrLoginRequired
	}
	c, err := s.load(ctx, sh)
	if err != nil {
		return GiftCardAnswer{}, err
	}
	hash := idempotency.Hash(in.Token, strconv.FormatInt(int64(in.Amount), 10), c.ID)
	st, err := s.place.idempotent(ctx, keyScope("placeOrderGiftCard", sh.Owner), in.Key, hash, nil, func() (stored, error) {
		a, err := s.giftCard(ctx, sh, in)
		return stored{Gift: &a}, err
	})
	if err != nil || st.Gift == nil {
		return GiftCardAnswer{}, err
	}
	return *st.Gift, nil
}

func (s *Service) giftCard(ctx context.Context, sh Shopper, in GiftCardInput) (GiftCardAnswer, error) {
	gc := s.place.Providers.GiftCards
	c, err := s.load(ctx, sh)
	if err != nil {
		return GiftCardAnswer{}, err
	}
	sum, err := s.carts.Summarise(ctx, c.Cart, nil)
	if err != nil {
		return GiftCardAnswer{}, err
	}
	if code := s.unavailable(payment.GiftCard, &sum); code != "" || gc == nil {
		return GiftCardAnswer{}, order.Fail(order.CodeGiftCardNotAllowed)
	}
	// A new hold changes the split: an attempt paying the rest for the old one is abandoned (its
	// order would not count the hold, and placing it clears the checkout the hold is kept in).
	running := c.Checkout.Attempt
	if running != "" {
		if err := s.place.settlePrevious(ctx, running); err != nil {
			return GiftCardAnswer{}, err
		}
	}
	seq := nextSequence(&c.Checkout)
	if seq == 0 {
		return GiftCardAnswer{}, order.Fail(order.CodeGiftCardLimit)
	}
	left := sum.Priced().Total - c.Checkout.Held()
	var errs validate.Errors
	if in.Token == "" {
		errs.Add("oneTimeToken", "missing-args")
	}
	if in.Amount <= 0 || in.Amount > left {
		errs.Message(messageAmountRange)
		errs.Add("amount", validate.OutOfRange)
	}
	if err := errs.Err(); err != nil {
		return GiftCardAnswer{}, err
	}
	ref := c.ID + "-gc-" + in.Token
	amount := in.Amount
	out, err := gc.Preauth(ctx, in.Token, amount, ref)
	if err == nil && out.Status == payment.Declined && out.Decline == payment.DeclineInsufficient &&
		out.Remaining > 0 && out.Remaining < amount {
		// The card has less than asked (the shopper seldom knows a card's balance: the amount starts
		// at what is left to pay): it pays what it has, as a till takes a gift card, when the
		// processor says its balance (docs/payments.md#gift-cards). The rest is left to pay.
		amount = out.Remaining
		out, err = gc.Preauth(ctx, in.Token, amount, ref)
	}
	switch {
	case errors.Is(err, payment.ErrUnknownToken):
		return GiftCardAnswer{}, order.Fail(order.CodeGiftCardInvalid)
	case err != nil:
		return GiftCardAnswer{}, err
	case out.Status != payment.Approved:
		return GiftCardAnswer{}, order.Fail(order.CodeGiftCardBalance)
	}
	hold := GiftCardHold{Amount: amount, Balance: out.Remaining, Last4: out.Last4, Ref: out.Ref}
	v, err := s.change(ctx, sh, func(c *draft) error {
		if c.Checkout.Attempt != running {
			return order.Fail(order.CodeInProgress)
		}
		hold.Sequence = nextSequence(&c.Checkout)
		if hold.Sequence == 0 {
			return order.Fail(order.CodeGiftCardLimit)
		}
		c.Checkout.GiftCards = append(c.Checkout.GiftCards, hold)
		return nil
	})
	if err != nil {
		_ = gc.Void(context.WithoutCancel(ctx), out.Ref)
		return GiftCardAnswer{}, err
	}
	ans := v.giftAnswer()
	if v.total > 0 && v.balance == 0 {
		placed, err := s.place.begin(ctx, sh, PlaceInput{Mode: payment.GiftCard}, nil)
		if err != nil {
			return ans, err
		}
		ans.OrderCode, ans.RedirectURL = placed.OrderCode, placed.RedirectURL
	}
	return ans, nil
}

// CancelGiftCard voids the hold of gift card sequence and takes it off the order
// (cancelGiftCardPreauth).
func (s *Service) CancelGiftCard(ctx context.Context, sh Shopper, sequence int) (GiftCardAnswer, error) {
	if sh.loginLapsed() {
		return GiftCardAnswer{}, account.ErrLoginRequired
	}
	// An attempt paying the rest counts this hold in the order it would place: it is abandoned
	// first (one still at the provider makes the shopper wait), and the hold stays when another
	// attempt began meanwhile.
	c, err := s.read(ctx, sh.Owner)
	if err != nil {
		return GiftCardAnswer{}, err
	}
	running := c.Checkout.Attempt
	if running != "" {
		if err := s.place.settlePrevious(ctx, running); err != nil {
			return GiftCardAnswer{}, err
		}
	}
	var hold *GiftCardHold
	v, err := s.change(ctx, sh, func(c *draft) error {
		if c.Checkout.Attempt != running {
			return order.Fail(order.CodeInProgress)
		}
		hold = nil
		kept := c.Checkout.GiftCards[:0]
		for _, g := range c.Checkout.GiftCards {
			if g.Sequence == sequence {
				h := g
				hold = &h
				continue
			}
			kept = append(kept, g)
		}
		if hold == nil {
			return ErrNoGiftCard
		}
		c.Checkout.GiftCards = kept
		return nil
	})
	if err != nil {
		return GiftCardAnswer{}, err
	}
	if gc := s.place.Providers.GiftCards; gc != nil {
		if err := gc.Void(context.WithoutCancel(ctx), hold.Ref); err != nil && !errors.Is(err, payment.ErrNotFound) {
			// The hold is off the order; the processor lets it go when its hold expires.
			return v.giftAnswer(), nil
		}
	}
	return v.giftAnswer(), nil
}

// ErrNoGiftCard: no gift card with that sequence on the order.
var ErrNoGiftCard = errors.New("checkout: no gift card with that sequence")

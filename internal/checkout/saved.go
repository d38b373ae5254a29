package checkout

import (
	"context"
	"errors"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/feature"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/id"
)

// SavedPayment is a payment method a customer saved: a card's source at the gateway or a PayPal
// billing agreement. The shop keeps only the source's id and what it shows.
type SavedPayment struct {
	ID         string
	CustomerID string
	Kind       string // SavedCard or SavedPayPal
	SourceID   string
	CardType   string
	Last4      string
	Expiry     string // MM/YY
	Email      string // PayPal's account
	Default    bool
	CreatedAt  time.Time
}

// Kinds of saved payment methods.
const (
	SavedCard   = "card"
	SavedPayPal = "paypal"
)

// ErrSavedNotFound: no saved payment method of that id for the customer.
var ErrSavedNotFound = errors.New("checkout: saved payment method not found")

// SavedStore persists saved payment methods.
type SavedStore interface {
	// SavedPayments lists a customer's saved methods, the default first, then newest first.
	SavedPayments(ctx context.Context, customerID string) ([]SavedPayment, error)
	// InsertSavedPayment stores a new one; a default one makes the customer's others not default.
	InsertSavedPayment(ctx context.Context, p SavedPayment) error
	// DeleteSavedPayment removes one of the customer's, or ErrSavedNotFound.
	DeleteSavedPayment(ctx context.Context, customerID, id string) error
	// SetDefaultSavedPayment makes one of the customer's the default, or ErrSavedNotFound.
	SetDefaultSavedPayment(ctx context.Context, customerID, id string) error
}

// SavedCardView is a saved card as getPaymentMethods lists it.
type SavedCardView struct {
	PaydockSourceID string `json:"paydockSourceId" description:"the saved card's id: placeOrder's psced"`
	CardType        string `json:"cardType"`
	Last4           string `json:"last4"`
	Expiry          string `json:"expiry" description:"MM/YY"`
	IsDefault       bool   `json:"isDefault"`
}

// PayPalAccountView is a saved PayPal billing agreement.
type PayPalAccountView struct {
	PaymentInfoID string `json:"paymentInfoId"`
	Email         string `json:"email"`
	IsDefault     bool   `json:"isDefault"`
}

// saved lists the signed-in customer's saved methods (none for a guest, or with the stored
// payment toggle off).
func (s *Service) saved(ctx context.Context, sh Shopper) ([]SavedPayment, error) {
	if sh.Customer == nil || !s.features.On(feature.StoredPayment) {
		return nil, nil
	}
	return s.place.Store.SavedPayments(ctx, sh.Customer.ID)
}

// savedOf finds one of the customer's saved methods of kind, for a change to it: that needs a
// recent sign-in (docs/accounts.md#recent-sign-in), or the answer is account.ErrSignInAgain.
func (s *Service) savedOf(ctx context.Context, sh Shopper, id, kind string) (SavedPayment, error) {
	if sh.Customer == nil {
		return SavedPayment{}, account.ErrLoginRequired
	}
	if !sh.Session.SignedInRecently(s.place.Clock.Now()) {
		return SavedPayment{}, account.ErrSignInAgain
	}
	list, err := s.place.Store.SavedPayments(ctx, sh.Customer.ID)
	if err != nil {
		return SavedPayment{}, err
	}
	for _, p := range list {
		if p.ID == id && p.Kind == kind {
			return p, nil
		}
	}
	return SavedPayment{}, ErrSavedNotFound
}

// DeleteSaved removes a saved card (deleteSavedCard) or PayPal agreement (unlinkPaypal): the
// gateway forgets the card too.
func (s *Service) DeleteSaved(ctx context.Context, sh Shopper, id, kind string) error {
	p, err := s.savedOf(ctx, sh, id, kind)
	if err != nil {
		return err
	}
	switch ag, ok := s.place.Providers.Redirect[payment.PayPal].(payment.Agreements); {
	case kind == SavedCard && s.place.Providers.Vault != nil:
		if err := s.place.Providers.Vault.DeleteSource(ctx, p.SourceID); err != nil && !errors.Is(err, payment.ErrNotFound) {
			return err
		}
	case kind == SavedPayPal && ok:
		if err := ag.CancelAgreement(ctx, p.SourceID); err != nil && !errors.Is(err, payment.ErrNotFound) {
			return err
		}
	}
	return s.place.Store.DeleteSavedPayment(ctx, sh.Customer.ID, id)
}

// SetDefaultSaved makes a saved card the one checkout offers first (updateSavedCard).
func (s *Service) SetDefaultSaved(ctx context.Context, sh Shopper, id string) error {
	if _, err := s.savedOf(ctx, sh, id, SavedCard); err != nil {
		return err
	}
	return s.place.Store.SetDefaultSavedPayment(ctx, sh.Customer.ID, id)
}

// saved is one of the customer's saved methods of kind.
func (p *placer) saved(ctx context.Context, customerID, id, kind string) (SavedPayment, error) {
	if customerID == "" {
		return SavedPayment{}, account.ErrLoginRequired
	}
	list, err := p.Store.SavedPayments(ctx, customerID)
	if err != nil {
		return SavedPayment{}, err
	}
	for _, sp := range list {
		if sp.ID == id && sp.Kind == kind {
			return sp, nil
		}
	}
	return SavedPayment{}, ErrSavedNotFound
}

// keepSaved records, with the order, the card or PayPal agreement the customer asked to save: the
// first saved method becomes the default.
func (p *placer) keepSaved(ctx context.Context, tx TxStore, o order.Order, snap snapshot, a order.Attempt, out payment.Outcome, now time.Time) error {
	if o.CustomerID == "" || (snap.Save == nil && !snap.SavePayPal) {
		return nil
	}
	list, err := tx.SavedPayments(ctx, o.CustomerID)
	if err != nil {
		return err
	}
	sp := SavedPayment{ID: "pm_" + id.Token(10), CustomerID: o.CustomerID, Default: len(list) == 0, CreatedAt: now}
	switch {
	case snap.Save != nil:
		sp.Kind, sp.SourceID, sp.CardType, sp.Last4, sp.Expiry = SavedCard, snap.Save.ID, snap.Save.CardType, snap.Save.Last4, snap.Save.Expiry
	case a.Method == payment.PayPal && out.Agreement != "":
		sp.Kind, sp.SourceID, sp.Email = SavedPayPal, out.Agreement, o.Email
	default:
		return nil
	}
	for _, x := range list {
		if x.Kind == sp.Kind && x.SourceID == sp.SourceID {
			return nil
		}
	}
	return tx.InsertSavedPayment(ctx, sp)
}

// SavedCardOf is one of the customer's saved cards (a OnePass membership is charged on it), or
// ErrSavedNotFound.
func (s *Service) SavedCardOf(ctx context.Context, customerID, id string) (SavedPayment, error) {
	return s.place.saved(ctx, customerID, id, SavedCard)
}

// SaveCard vaults a card's one-time token for the customer and keeps it with their saved methods
// (the first becomes the default), as a checkout that saves the card does: a OnePass membership
// joined with a new card. A token the gateway does not know is payment.ErrUnknownToken.
func (s *Service) SaveCard(ctx context.Context, customerID, token string) (SavedPayment, error) {
	if s.place.Providers.Vault == nil {
		return SavedPayment{}, payment.ErrUnavailable
	}
	src, err := s.place.Providers.Vault.Vault(ctx, token)
	if err != nil {
		return SavedPayment{}, err
	}
	list, err := s.place.Store.SavedPayments(ctx, customerID)
	if err != nil {
		return SavedPayment{}, err
	}
	for _, p := range list {
		if p.Kind == SavedCard && p.SourceID == src.ID {
			return p, nil
		}
	}
	sp := SavedPayment{ID: "pm_" + id.Token(10), CustomerID: customerID, Kind: SavedCard, SourceID: src.ID, CardType: src.CardType,
		Last4: src.Last4, Expiry: src.Expiry, Default: len(list) == 0, CreatedAt: s.place.Clock.Now()}
	return sp, s.place.Store.InsertSavedPayment(ctx, sp)
}

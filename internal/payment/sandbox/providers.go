package sandbox

import (
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/clock"
)

// Providers are every sandbox provider of the binary over one store: what the shop uses when no
// real provider is configured, and what the pages and operations under /sandbox drive.
type Providers struct {
	Card      *CardGateway
	PayPal    *Redirect
	Afterpay  *Redirect
	Zip       *Redirect
	Flypay    *Redirect
	GiftCards *GiftCardProcessor
}

// NewProviders returns the sandboxes over store.
func NewProviders(store Store, c clock.Clock) *Providers {
	return &Providers{
		Card:      NewCardGateway(store, c),
		PayPal:    NewRedirect(payment.PayPal, payment.Limits{}, store, c),
		Afterpay:  NewRedirect(payment.Afterpay, payment.AfterpayLimits, store, c),
		Zip:       NewRedirect(payment.Zip, payment.ZipLimits, store, c),
		Flypay:    NewRedirect(payment.Flypay, payment.Limits{}, store, c),
		GiftCards: NewGiftCardProcessor(store, c),
	}
}

// Redirector returns the redirect sandbox of method m, or nil when m does not redirect.
func (p *Providers) Redirector(m payment.Method) *Redirect {
	switch m {
	case payment.PayPal:
		return p.PayPal
	case payment.Afterpay:
		return p.Afterpay
	case payment.Zip:
		return p.Zip
	case payment.Flypay:
		return p.Flypay
	}
	return nil
}

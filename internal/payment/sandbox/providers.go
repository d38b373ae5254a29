package sandbox

import (
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/clock"
)

// Order-value limits of the buy-now-pay-later sandboxes (inclusive, cents), as the real providers
// set them for Australian merchants of our size: Afterpay $1-$2,000, Zip $1-$5,000.
var (
	AfterpayLimits = Limits{Min: 100, Max: 200000}
	ZipLimits      = Limits{Min: 100, Max: 500000}
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
		PayPal:    NewRedirect(payment.PayPal, Limits{}, store, c),
		Afterpay:  NewRedirect(payment.Afterpay, AfterpayLimits, store, c),
		Zip:       NewRedirect(payment.Zip, ZipLimits, store, c),
		Flypay:    NewRedirect(payment.Flypay, Limits{}, store, c),
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

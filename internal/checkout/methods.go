package checkout

import (
	"context"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/feature"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
)

// Method is one way to pay as getPaymentMethods lists it.
type Method struct {
	ID        string `json:"id" enum:"card,paypal,afterpay,zip,applepay,flypay,giftcard"`
	Name      string `json:"name"`
	Available bool   `json:"available"`
	// Reason says why a method is not available ("" when it is).
	Reason string `json:"reason"`
	// Code is the place-order code the method would fail with now ("" when available).
	Code string `json:"code"`
}

// Methods is the getPaymentMethods answer: the list, and the per-method flags (docs/checkout.md).
type Methods struct {
	Methods         []Method `json:"methods"`
	IPG             bool     `json:"ipg" description:"the legacy hosted payment page: not used"`
	PayPal          bool     `json:"paypal"`
	PayPalPayInFour bool     `json:"paypalpayinfour"`
	Afterpay        bool     `json:"afterpay"`
	Zip             bool     `json:"zip"`
	Flypay          bool     `json:"flypay"`
	Paydock         bool     `json:"paydock" description:"cards through the hosted card fields"`
	ApplePay        bool     `json:"applepay"`
	PaydockGiftCard bool     `json:"paydockGiftCard"`
	// InstallmentPrice is what each of four payments would be (Afterpay, PayPal Pay in 4).
	InstallmentPrice *money.Wire `json:"installmentPrice"`
	// CardFields is where the card (and gift card) fields come from.
	CardFields CardFields `json:"cardFields"`
	// SavedCards and PayPalAccounts are the signed-in customer's saved methods.
	SavedCards     []SavedCardView     `json:"savedCards"`
	PayPalAccounts []PayPalAccountView `json:"paypalAccounts"`
}

// Features answers whether a feature toggle is on (feature.Set).
type Features interface {
	On(name string) bool
}

var methodNames = order.MethodNames

// PayPal Pay in 4's order values (inclusive, cents), as PayPal sets them in Australia.
var payInFourLimits = payment.Limits{Min: 3000, Max: 200000}

// unavailable is why method m cannot pay for a cart with summary sum now: a place-order code, or "".
func (s *Service) unavailable(m payment.Method, sum *cart.Summary) order.Code {
	if !s.offers(m) {
		return order.DeclineCode(m, payment.DeclineUnavailable)
	}
	return unavailable(s.features, s.place.Providers.limits, m, sum)
}

// offers reports whether the shop has a provider for m (a live shop offers only the providers it
// is configured with).
func (s *Service) offers(m payment.Method) bool {
	if m == payment.GiftCard {
		return s.place.Providers.GiftCards != nil
	}
	return s.place.canPay(m)
}

func unavailable(features Features, limits func(payment.Method) payment.Limits, m payment.Method, sum *cart.Summary) order.Code {
	total, hasGiftCards := sum.Priced().Total, sum.Priced().HasGiftCard
	switch m {
	case payment.Afterpay:
		switch {
		case !features.On(feature.Afterpay):
			return order.CodeAfterpayUnavailable
		case sum.ExcludedForAfterpay:
			return order.CodeBNPLExcludedItems
		case !limits(payment.Afterpay).Within(total):
			return order.CodeBNPLOrderValue
		}
	case payment.Zip:
		switch {
		case !features.On(feature.Zip):
			return order.CodeZipUnavailable
		case sum.ExcludedForZip:
			return order.CodeBNPLExcludedItems
		case !limits(payment.Zip).Within(total):
			return order.CodeBNPLOrderValue
		}
	case payment.Flypay:
		if !features.On(feature.Flypay) {
			return order.CodeFlypayUnavailable
		}
	case payment.GiftCard:
		if hasGiftCards {
			// Gift cards do not buy gift cards: it would turn a stolen card into clean ones.
			return order.CodeGiftCardNotAllowed
		}
	}
	return ""
}

// PaymentMethods lists the methods and whether each can pay for the shopper's cart now.
func (s *Service) PaymentMethods(ctx context.Context, sh Shopper) (Methods, error) {
	c, err := s.carts.Cart(ctx, sh.Owner)
	if err != nil {
		return Methods{}, err
	}
	sum, err := s.carts.Summarise(ctx, c, nil)
	if err != nil {
		return Methods{}, err
	}
	out := Methods{Methods: []Method{}, Paydock: s.offers(payment.Card), ApplePay: s.offers(payment.ApplePay),
		PayPal: s.offers(payment.PayPal), InstallmentPrice: sum.InstallmentPrice, CardFields: s.place.Providers.CardFields,
		SavedCards: []SavedCardView{}, PayPalAccounts: []PayPalAccountView{}}
	saved, err := s.saved(ctx, sh)
	if err != nil {
		return Methods{}, err
	}
	for _, p := range saved {
		if p.Kind == SavedCard {
			out.SavedCards = append(out.SavedCards, SavedCardView{PaydockSourceID: p.ID, CardType: p.CardType, Last4: p.Last4,
				Expiry: p.Expiry, IsDefault: p.Default})
		} else {
			out.PayPalAccounts = append(out.PayPalAccounts, PayPalAccountView{PaymentInfoID: p.ID, Email: p.Email, IsDefault: p.Default})
		}
	}
	for _, m := range payment.Methods {
		if !s.offers(m) {
			// A live shop lists only the methods it takes (its flag stays false).
			continue
		}
		code := s.unavailable(m, &sum)
		mm := Method{ID: string(m), Name: methodNames[m], Available: code == "", Code: string(code)}
		if code != "" {
			mm.Reason = order.Problems[code].Message
		}
		out.Methods = append(out.Methods, mm)
		switch m {
		case payment.Afterpay:
			out.Afterpay = mm.Available
		case payment.Zip:
			out.Zip = mm.Available
		case payment.Flypay:
			out.Flypay = mm.Available
		case payment.GiftCard:
			out.PaydockGiftCard = mm.Available
		}
	}
	total := sum.Priced().Total
	out.PayPalPayInFour = out.PayPal && total >= payInFourLimits.Min && total <= payInFourLimits.Max && !sum.ExcludedForAfterpay
	return out, nil
}

// SetPaymentMode chooses how the order is paid (setPaymentMode); a method that cannot pay for this
// cart answers its place-order code (payment-mode-lost, payment-mode-lost-value…).
func (s *Service) SetPaymentMode(ctx context.Context, sh Shopper, mode payment.Method, agreement bool) (View, error) {
	if sh.loginLapsed() {
		return View{}, account.ErrLoginRequired
	}
	c, err := s.load(ctx, sh)
	if err != nil {
		return View{}, err
	}
	sum, err := s.carts.Summarise(ctx, c.Cart, nil)
	if err != nil {
		return View{}, err
	}
	if code := s.unavailable(mode, &sum); code != "" {
		return View{}, order.Fail(code)
	}
	return s.change(ctx, sh, func(c *draft) error {
		if c.Checkout.PaymentMode == string(mode) && c.Checkout.BillingAgreement == agreement {
			return errUnchanged
		}
		c.Checkout.PaymentMode, c.Checkout.BillingAgreement = string(mode), agreement && mode == payment.PayPal
		return nil
	})
}

// PayPalIDToken answers PayPal's client id token for the shopper (getPaypalIdToken).
func (s *Service) PayPalIDToken(ctx context.Context, sh Shopper) (string, error) {
	prov, ok := s.place.Providers.Redirect[payment.PayPal].(interface {
		IDToken(ctx context.Context, customerID string) (string, error)
	})
	if !ok {
		return "", order.Fail(order.CodePaypalUnavailable)
	}
	customer := ""
	if sh.Customer != nil {
		customer = sh.Customer.ID
	}
	return prov.IDToken(ctx, customer)
}

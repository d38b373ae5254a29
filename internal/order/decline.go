package order

import "github.com/wattle/storefront/internal/payment"

// DeclineCode is the place-order code of a provider's refusal, per method (docs/checkout.md#place-order-errors: PayPal's
// failures show the PayPal message, Afterpay's and Zip's their own, a card's the authorisation
// failure that keeps the shopper on the page).
func DeclineCode(m payment.Method, d payment.Decline) Code {
	if d == payment.DeclineUnavailable {
		switch m {
		case payment.PayPal:
			return CodePaypalUnavailable
		case payment.Afterpay:
			return CodeAfterpayUnavailable
		case payment.Zip:
			return CodeZipUnavailable
		case payment.Flypay:
			return CodeFlypayUnavailable
		}
		return CodePaymentFailure
	}
	if d == payment.DeclineLimits {
		return CodeBNPLOrderValue
	}
	switch m {
	case payment.PayPal:
		switch d {
		case payment.DeclineCancelled:
			return CodePaypalCancelled
		case payment.DeclineNotAuthorised:
			return CodePaypalNotAuthorised
		case payment.DeclineFunding:
			return CodePaypalFunding
		}
		return CodePaypalFailure
	case payment.Afterpay:
		if d == payment.DeclineExpired {
			return CodeAfterpayTimeout
		}
		return CodeAfterpayFailure
	case payment.Zip:
		if d == payment.DeclineReferred {
			return CodeZipReferred
		}
		if d == payment.DeclineRefused {
			return CodeZipDeclined
		}
		return CodeZipFailure
	case payment.GiftCard:
		if d == payment.DeclineInsufficient {
			return CodeGiftCardBalance
		}
		return CodeAuthorizationFailed
	}
	switch d {
	case payment.DeclineUnsupported:
		return CodeUnsupportedCard
	case payment.DeclineChallenge:
		return CodeThreeDSFailed
	}
	return CodeAuthorizationFailed
}

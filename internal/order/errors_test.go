package order

import (
	"strings"
	"testing"

	"github.com/wattle/storefront/internal/payment"
)

func TestProblemsAreComplete(t *testing.T) {
	t.Parallel()
	for code, p := range Problems {
		// Every code is the seed's ERR_… but Flypay unavailable, which the seed numbers 1000.
		if p.Code != code || !strings.HasPrefix(string(code), "ERR_") && code != CodeFlypayUnavailable {
			t.Errorf("%s: listed as %s", code, p.Code)
		}
		switch p.Section {
		case SectionSummary, SectionPayment, SectionDelivery, SectionBilling:
		default:
			t.Errorf("%s: section %q", code, p.Section)
		}
		if p.Key == "" || p.Message == "" || p.Status < 400 {
			t.Errorf("%s: key %q, message %q, status %d", code, p.Key, p.Message, p.Status)
		}
	}
	// The API's own: the authorisation failure stays in the payment section; in progress is a conflict.
	if p := Problems[CodeAuthorizationFailed]; p.Section != SectionPayment || p.Status != 422 {
		t.Errorf("authorisation failure: %+v", p)
	}
	if Problems[CodeInProgress].Status != 409 {
		t.Error("in progress is not 409")
	}
}

func TestDeclineCode(t *testing.T) {
	t.Parallel()
	tests := []struct {
		m    payment.Method
		d    payment.Decline
		want Code
	}{
		{payment.Card, payment.DeclineRefused, CodeAuthorizationFailed},
		{payment.Card, payment.DeclineInsufficient, CodeAuthorizationFailed},
		{payment.Card, payment.DeclineUnsupported, CodeUnsupportedCard},
		{payment.Card, payment.DeclineChallenge, CodeThreeDSFailed},
		{payment.ApplePay, payment.DeclineRefused, CodeAuthorizationFailed},
		{payment.PayPal, payment.DeclineCancelled, CodePaypalCancelled},
		{payment.PayPal, payment.DeclineNotAuthorised, CodePaypalNotAuthorised},
		{payment.PayPal, payment.DeclineFunding, CodePaypalFunding},
		{payment.PayPal, payment.DeclineRefused, CodePaypalFailure},
		{payment.PayPal, payment.DeclineUnavailable, CodePaypalUnavailable},
		{payment.Afterpay, payment.DeclineRefused, CodeAfterpayFailure},
		{payment.Afterpay, payment.DeclineUnavailable, CodeAfterpayUnavailable},
		{payment.Afterpay, payment.DeclineLimits, CodeBNPLOrderValue},
		{payment.Afterpay, payment.DeclineExpired, CodeAfterpayTimeout},
		{payment.Zip, payment.DeclineRefused, CodeZipDeclined},
		{payment.Zip, payment.DeclineReferred, CodeZipReferred},
		{payment.Zip, payment.DeclineUnavailable, CodeZipUnavailable},
		{payment.Zip, payment.DeclineCancelled, CodeZipFailure},
		{payment.Flypay, payment.DeclineUnavailable, CodeFlypayUnavailable},
		{payment.GiftCard, payment.DeclineInsufficient, CodeGiftCardBalance},
	}
	for _, tt := range tests {
		got := DeclineCode(tt.m, tt.d)
		if got != tt.want {
			t.Errorf("DeclineCode(%s, %s) = %s, want %s", tt.m, tt.d, got, tt.want)
		}
		if _, ok := Problems[got]; !ok {
			t.Errorf("%s is not in the catalogue", got)
		}
	}
}

package paydock

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/wattle/storefront/internal/payment"
)

// outcomeOf is the shop's view of a charge: Approved while it holds (or took) the money,
// Declined once it never will, Pending in between.
func outcomeOf(ch charge) payment.Outcome {
	ps := ch.Customer.PaymentSource
	o := payment.Outcome{CardType: strings.ToLower(ps.CardScheme), Last4: ps.Last4}
	switch {
	case ch.held():
		o.Status, o.Ref = payment.Approved, ch.ID
	case ch.failed():
		texts, codes := ch.errorTexts()
		o.Status, o.Decline = payment.Declined, classify(ch.status(), texts, codes)
	default:
		o.Status, o.Ref = payment.Pending, ch.ID
	}
	return o
}

// unsupportedWords are how gateways say a card is of a kind the merchant does not take.
var unsupportedWords = []string{"not supported", "unsupported", "not accepted", "card type", "card scheme",
	"scheme not"}

// classify names a refusal in the shop's words from the charge's status and what Paydock and the
// gateway wrote: a failed 3-D Secure authentication, insufficient funds (ISO 8583 response 51, or
// the words), a card type not taken, a cancelled charge, and the issuer's or Paydock's no for the
// rest.
func classify(status string, texts, codes []string) payment.Decline {
	t := strings.ToLower(strings.Join(texts, " | "))
	switch {
	case status == statusNotAuthenticated || containsAny(t, "3ds", "3d secure", "3-d secure", "not_authenticated",
		"not authenticated", "authentication failed"):
		return payment.DeclineChallenge
	case hasCode(codes, "51") || containsAny(t, "insufficient", "not enough"):
		return payment.DeclineInsufficient
	case containsAny(t, unsupportedWords...):
		return payment.DeclineUnsupported
	case status == statusCancelled:
		return payment.DeclineCancelled
	}
	return payment.DeclineRefused
}

func containsAny(s string, words ...string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

func hasCode(codes []string, want string) bool {
	for _, c := range codes {
		if strings.TrimSpace(c) == want {
			return true
		}
	}
	return false
}

// declined reads a refused call that made (or would have made) a charge: the gateway's or
// Paydock's decline of the card in the shop's words, or false when the refusal is a fault of the
// call (a validation error, a bad key, Paydock down) rather than an answer about the card.
func (e *Error) declined() (payment.Decline, bool) {
	if e.env == nil || e.StatusCode >= 500 || e.StatusCode == http.StatusUnauthorized ||
		e.StatusCode == http.StatusForbidden || e.StatusCode == http.StatusNotFound ||
		e.StatusCode == http.StatusTooManyRequests {
		return "", false
	}
	var texts, codes []string
	for _, raw := range []json.RawMessage{e.env.Error, e.env.ErrorSummary} {
		var v any
		if len(raw) > 0 && json.Unmarshal(raw, &v) == nil {
			walk(v, &texts, &codes)
		}
	}
	var ch charge
	status := ""
	hasCharge := e.env.Resource.Type == "charge" && len(e.env.Resource.Data) > 0 &&
		json.Unmarshal(e.env.Resource.Data, &ch) == nil && ch.ID != ""
	if hasCharge {
		status = ch.status()
		t, c := ch.errorTexts()
		texts, codes = append(texts, t...), append(codes, c...)
	}
	gatewayAnswered := false
	for _, c := range codes {
		if strings.TrimSpace(c) != "" {
			gatewayAnswered = true
		}
	}
	decline := (hasCharge && ch.failed()) || strings.Contains(strings.ToLower(e.Code), "declin") || gatewayAnswered
	if !decline && !containsAny(strings.ToLower(strings.Join(texts, " ")), unsupportedWords...) {
		return "", false
	}
	return classify(status, texts, codes), true
}

// walk gathers the strings of a decoded JSON value: every string into texts, and the gateway's
// response codes (status_code, gateway_specific_code) into codes too.
func walk(v any, texts, codes *[]string) {
	switch v := v.(type) {
	case string:
		*texts = append(*texts, v)
	case []any:
		for _, x := range v {
			walk(x, texts, codes)
		}
	case map[string]any:
		for k, x := range v {
			if k == "status_code" || k == "gateway_specific_code" {
				if s, ok := x.(string); ok && s != "" {
					*codes = append(*codes, s)
				}
			}
			walk(x, texts, codes)
		}
	}
}

// tokenRefused is err with payment.ErrUnknownToken added when it is Paydock's refusal of the one
// token the call spends (a 4xx that is not about the key or the rate): an unknown, expired or used
// one-time token.
func tokenRefused(err error) error {
	if e, ok := err.(*Error); ok && e.StatusCode >= 400 && e.StatusCode < 500 &&
		e.StatusCode != http.StatusUnauthorized && e.StatusCode != http.StatusForbidden &&
		e.StatusCode != http.StatusTooManyRequests {
		e.is(payment.ErrUnknownToken)
	}
	return err
}

package paypal

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"

	"github.com/wattle/storefront/internal/payment"
)

// ErrNotSaved means an order whose payer saved no PayPal account: it was not begun with
// BeginSaving, the payer did not consent, or it is not authorised yet.
var ErrNotSaved = errors.New("paypal: the order saved no PayPal account")

// Agreement implements payment.Agreements with PayPal's vault (v3, saved with the purchase): the
// id of the payment token PayPal made when it authorised the order sessionRef that BeginSaving
// began. The token pays again with ChargeAgreement; it is what the shop keeps as the saved
// PayPal's source id.
func (c *Client) Agreement(ctx context.Context, sessionRef string) (string, error) {
	if sessionRef == "" {
		return "", payment.ErrNotFound
	}
	o, err := c.order(ctx, sessionRef)
	if err != nil {
		return "", err
	}
	v := o.vault()
	if v == nil || v.ID == "" || (v.Status != "" && v.Status != "VAULTED") {
		return "", fmt.Errorf("%w (order %s)", ErrNotSaved, sessionRef)
	}
	return v.ID, nil
}

// ChargeAgreement implements payment.Agreements: an order of ch paid with the saved account
// agreementID (payment_source.paypal.vault_id) and authorised in the same call, without a
// redirect. The outcome's Ref is the authorization's id. A token PayPal no longer knows (deleted,
// or the payer removed it in PayPal) is payment.ErrUnknownToken; a retry of ch's reference within
// PayPal's idempotency window answers the first order instead of charging twice.
func (c *Client) ChargeAgreement(ctx context.Context, agreementID string, ch payment.Charge) (payment.Outcome, error) {
	if agreementID == "" {
		return payment.Outcome{}, payment.ErrUnknownToken
	}
	if ch.Reference == "" {
		return payment.Outcome{}, errors.New("paypal: a charge needs the shop's reference")
	}
	pu, err := unitOf(ch)
	if err != nil {
		return payment.Outcome{}, err
	}
	var o order
	err = c.call(ctx, request{method: http.MethodPost, path: "/v2/checkout/orders",
		requestID: requestID("vault-order", ch.Reference),
		in: orderRequest{Intent: "AUTHORIZE", PurchaseUnits: []purchaseUnit{pu},
			PaymentSource: &paymentSource{PayPal: &wallet{VaultID: agreementID}}},
		out: &o})
	var pe *Error
	switch {
	case errors.As(err, &pe) && (pe.StatusCode == http.StatusNotFound || unknownToken[pe.Issue]):
		return payment.Outcome{}, fmt.Errorf("paypal: saved account: %w (%v)", payment.ErrUnknownToken, err)
	case errors.As(err, &pe) && pe.StatusCode == http.StatusUnprocessableEntity && declines[pe.Issue] != "":
		return payment.Outcome{Status: payment.Declined, Decline: declines[pe.Issue]}, nil
	case err != nil:
		return payment.Outcome{}, err
	}
	if o.Status == orderPayerAction {
		// The payer would have to come to PayPal's page: not without a redirect.
		return payment.Outcome{Status: payment.Declined, Decline: payment.DeclineNotAuthorised}, nil
	}
	return outcomeOf(&o), nil
}

// unknownToken are the issues of a vault id PayPal cannot charge any more.
var unknownToken = map[string]bool{
	"TOKEN_ID_NOT_FOUND":                    true,
	"TOKEN_EXPIRED":                         true,
	"INVALID_RESOURCE_ID":                   true,
	"AGREEMENT_ALREADY_CANCELLED":           true,
	"BILLING_AGREEMENT_NOT_FOUND":           true,
	"MISMATCHED_VAULT_ID_TO_PAYMENT_SOURCE": true,
}

// CancelAgreement implements payment.Agreements: it deletes the payment token agreementID from
// PayPal's vault. A token PayPal does not know is payment.ErrNotFound.
func (c *Client) CancelAgreement(ctx context.Context, agreementID string) error {
	if agreementID == "" {
		return payment.ErrNotFound
	}
	return c.call(ctx, request{method: http.MethodDelete, path: path("/v3/vault/payment-tokens/", agreementID, "")})
}

// paymentToken is a payment token of the vault (only what the adapter reads).
type paymentToken struct {
	ID       string `json:"id"`
	Customer *struct {
		ID string `json:"id"`
	} `json:"customer"`
}

// payPalCustomer is the PayPal customer id of the shop's customer: the customer of the first of
// their saved accounts PayPal still has (Config.SavedAgreements), "" with ErrNotSaved when none.
func (c *Client) payPalCustomer(ctx context.Context, customerID string) (string, error) {
	if c.customers == nil || customerID == "" {
		return "", ErrNotSaved
	}
	ids, err := c.customers(ctx, customerID)
	if err != nil {
		return "", err
	}
	for _, id := range ids {
		var t paymentToken
		err := c.call(ctx, request{method: http.MethodGet, path: path("/v3/vault/payment-tokens/", id, ""), out: &t})
		if errors.Is(err, payment.ErrNotFound) {
			continue
		}
		if err != nil {
			return "", err
		}
		if t.Customer != nil && t.Customer.ID != "" {
			return t.Customer.ID, nil
		}
	}
	return "", ErrNotSaved
}

// IDToken is PayPal's id token for the JavaScript SDK (getPaypalIdToken; the page puts it in the
// SDK script's data-user-id-token): POST /v1/oauth2/token with response_type=id_token, and
// target_customer_id when the shop's customer customerID ("" for a guest) has a saved account,
// so PayPal's buttons offer it. A fresh token each call: it is short-lived and the payer's own.
func (c *Client) IDToken(ctx context.Context, customerID string) (string, error) {
	form := url.Values{"grant_type": {"client_credentials"}, "response_type": {"id_token"}}
	if customerID != "" {
		// Without the customer's PayPal customer id the buttons work all the same, only without
		// the saved account.
		if id, err := c.payPalCustomer(ctx, customerID); err == nil {
			form.Set("target_customer_id", id)
		} else if ctx.Err() != nil {
			return "", err
		}
	}
	ans, err := c.oauth(ctx, form)
	if err != nil {
		return "", err
	}
	if ans.IDToken == "" {
		return "", errors.New("paypal: POST /v1/oauth2/token: no id token in the answer")
	}
	return ans.IDToken, nil
}

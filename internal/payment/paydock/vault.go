package paydock

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/wattle/storefront/internal/payment"
)

// Vault implements payment.Vault: the one-time token becomes a Paydock customer with the card as
// its payment source (POST /v1/customers, one customer a saved card), and the token is spent.
// The Source's ID is the payment source's id (the shop's paydockSourceId); Authorize takes it as a
// token, DeleteSource forgets it. ErrUnknownToken for a token Paydock refuses.
func (c *Client) Vault(ctx context.Context, token string) (payment.Source, error) {
	if token == "" || savedID(token) || walletCharge(token) != "" {
		return payment.Source{}, payment.ErrUnknownToken
	}
	var cu customer
	if err := c.call(ctx, http.MethodPost, "/v1/customers", nil, map[string]string{"token": token}, &cu); err != nil {
		return payment.Source{}, tokenRefused(err)
	}
	src, ok := cu.find(cu.DefaultSource)
	if !ok && len(cu.Sources) > 0 {
		src, ok = cu.Sources[0], true
	}
	if !ok || src.ID == "" {
		return payment.Source{}, fmt.Errorf("paydock: customer %s was made without a payment source", cu.ID)
	}
	return payment.Source{ID: src.ID, CardType: strings.ToLower(src.CardScheme), Last4: src.Last4, Expiry: src.expiry()}, nil
}

// DeleteSource implements payment.Vault: the customer that holds the payment source id is
// deleted (GET /v1/customers?payment_source_id=, then DELETE /v1/customers/{id}), and the card
// with it. ErrNotFound when no customer holds it.
func (c *Client) DeleteSource(ctx context.Context, id string) error {
	cu, _, err := c.holder(ctx, id)
	if err != nil {
		return err
	}
	return c.call(ctx, http.MethodDelete, "/v1/customers/"+cu.ID, nil, nil, nil)
}

// savedSource is the saved payment source id, with its vault token, for Authorize:
// ErrUnknownToken when no customer holds it (any more).
func (c *Client) savedSource(ctx context.Context, id string) (source, error) {
	_, src, err := c.holder(ctx, id)
	if errors.Is(err, payment.ErrNotFound) {
		return source{}, fmt.Errorf("%w (%w)", payment.ErrUnknownToken, err)
	}
	if err != nil {
		return source{}, err
	}
	if src.VaultToken == "" || (src.Status != "" && !strings.EqualFold(src.Status, "active")) {
		return source{}, fmt.Errorf("paydock: payment source %s cannot pay: %w", id, payment.ErrUnknownToken)
	}
	return src, nil
}

// holder is the (not archived) customer holding the payment source id, and the source.
func (c *Client) holder(ctx context.Context, id string) (customer, source, error) {
	if !savedID(id) {
		return customer{}, source{}, payment.ErrNotFound
	}
	var found []customer
	q := url.Values{"payment_source_id": {id}, "archived": {"false"}}
	if err := c.call(ctx, http.MethodGet, "/v1/customers", q, nil, &found); err != nil {
		return customer{}, source{}, err
	}
	for _, cu := range found {
		if src, ok := cu.find(id); ok && safeID(cu.ID) {
			return cu, src, nil
		}
	}
	return customer{}, source{}, payment.ErrNotFound
}

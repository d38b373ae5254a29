package paypal

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
)

// Void implements payment.Settler: it voids the authorization ref, or the authorization of the
// order ref (place order keeps the order's id when the payer came back through PayPal's page).
// An order without an authorization holds nothing: payment.ErrNotFound. Voiding twice is not an
// error.
func (c *Client) Void(ctx context.Context, ref string) error {
	if ref == "" {
		return payment.ErrNotFound
	}
	err := c.voidAuthorization(ctx, ref)
	if !errors.Is(err, payment.ErrNotFound) {
		return err
	}
	o, oerr := c.order(ctx, ref)
	if oerr != nil {
		return oerr
	}
	auths := o.authorizations()
	if len(auths) == 0 {
		return fmt.Errorf("paypal: order %s has no authorization to void: %w", ref, payment.ErrNotFound)
	}
	for _, a := range auths {
		if a.Status == authVoided || a.Status == authDenied || a.Status == authExpired {
			continue
		}
		if err := c.voidAuthorization(ctx, a.ID); err != nil {
			return err
		}
	}
	return nil
}

// voidAuthorization voids the authorization id.
func (c *Client) voidAuthorization(ctx context.Context, id string) error {
	err := c.call(ctx, request{method: http.MethodPost, path: path("/v2/payments/authorizations/", id, "/void")})
	var pe *Error
	if errors.As(err, &pe) && pe.Issue == "PREVIOUSLY_VOIDED" {
		return nil
	}
	return err
}

// Capture takes amount of the authorization authorizationID (staff fulfilment), as its final
// capture: what is left of the authorization is released. authorizationID may be the order's id
// too. Capturing again answers the first capture (the authorization's PayPal-Request-Id), so a
// retry after a timeout does not take the money twice.
func (c *Client) Capture(ctx context.Context, authorizationID string, amt money.Cents) error {
	if amt <= 0 {
		return fmt.Errorf("paypal: capture of %d cents: the amount must be positive", amt)
	}
	if authorizationID == "" {
		return payment.ErrNotFound
	}
	err := c.captureAuthorization(ctx, authorizationID, amt)
	if !errors.Is(err, payment.ErrNotFound) {
		return err
	}
	o, oerr := c.order(ctx, authorizationID)
	if oerr != nil {
		return oerr
	}
	for _, a := range o.authorizations() {
		switch a.Status {
		case authCaptured:
			return nil
		case authCreated, authPartiallyCaptured, authPending:
			return c.captureAuthorization(ctx, a.ID, amt)
		}
	}
	return fmt.Errorf("paypal: order %s has no authorization to capture: %w", authorizationID, payment.ErrNotFound)
}

type captureRequest struct {
	Amount       amount `json:"amount"`
	FinalCapture bool   `json:"final_capture"`
}

func (c *Client) captureAuthorization(ctx context.Context, id string, amt money.Cents) error {
	var out capture
	err := c.call(ctx, request{method: http.MethodPost, path: path("/v2/payments/authorizations/", id, "/capture"),
		requestID: requestID("capture", id), in: captureRequest{Amount: aud(amt), FinalCapture: true}, out: &out})
	var pe *Error
	if errors.As(err, &pe) && pe.Issue == "AUTHORIZATION_ALREADY_CAPTURED" {
		return nil
	}
	if err == nil && (out.Status == "DECLINED" || out.Status == "FAILED") {
		return fmt.Errorf("paypal: capture of authorization %s was %s", id, out.Status)
	}
	return err
}

type refundRequest struct {
	Amount amount `json:"amount"`
}

// Refund implements payment.Settler: it gives back amount of the capture ref. ref may also be
// the authorization or the order the shop kept: the amount is then refunded from its captures, in
// order, as far as each has not been refunded yet (nothing is refunded when they cannot give it
// all back). Each Refund is a new refund at PayPal: two refunds of the same amount are two.
func (c *Client) Refund(ctx context.Context, ref string, amt money.Cents) error {
	if amt <= 0 {
		return fmt.Errorf("paypal: refund of %d cents: the amount must be positive", amt)
	}
	if ref == "" {
		return payment.ErrNotFound
	}
	err := c.refundCapture(ctx, ref, amt)
	if !errors.Is(err, payment.ErrNotFound) {
		return err
	}
	o, err := c.orderOf(ctx, ref)
	if err != nil {
		return err
	}
	plan, err := refundPlan(o, amt)
	if err != nil {
		return fmt.Errorf("paypal: refund of %s on %s: %w", amt.Format(), ref, err)
	}
	for _, p := range plan {
		if err := c.refundCapture(ctx, p.capture, p.amount); err != nil {
			return err
		}
	}
	return nil
}

func (c *Client) refundCapture(ctx context.Context, id string, amt money.Cents) error {
	var out refund
	err := c.call(ctx, request{method: http.MethodPost, path: path("/v2/payments/captures/", id, "/refund"),
		requestID: randomID("refund"), in: refundRequest{Amount: aud(amt)}, out: &out})
	if err == nil && (out.Status == "FAILED" || out.Status == "CANCELLED") {
		return fmt.Errorf("paypal: refund of capture %s was %s", id, out.Status)
	}
	return err
}

// orderOf reads the order ref, or the order of the authorization ref.
func (c *Client) orderOf(ctx context.Context, ref string) (*order, error) {
	o, err := c.order(ctx, ref)
	if !errors.Is(err, payment.ErrNotFound) {
		return o, err
	}
	a, err := c.authorization(ctx, ref)
	if err != nil {
		return nil, err
	}
	id := ""
	if a.SupplementaryData != nil {
		id = a.SupplementaryData.RelatedIDs.OrderID
	}
	if id == "" {
		id = lastSegment(linkTo(a.Links, "up"))
	}
	if id == "" {
		return nil, fmt.Errorf("paypal: authorization %s names no order: %w", ref, payment.ErrNotFound)
	}
	return c.order(ctx, id)
}

// share is one capture's part of a refund.
type share struct {
	capture string
	amount  money.Cents
}

// errRefundTooLarge is a refund larger than what the captures can still give back.
var errRefundTooLarge = errors.New("more than the captures can still give back")

// refundPlan splits amt over the order's completed captures by what each can still give back
// (its amount less its refunds that did not fail).
func refundPlan(o *order, amt money.Cents) ([]share, error) {
	left := map[string]money.Cents{}
	var ids []string
	var unattributed money.Cents
	for _, pu := range o.PurchaseUnits {
		if pu.Payments == nil {
			continue
		}
		for _, cp := range pu.Payments.Captures {
			if (cp.Status != "COMPLETED" && cp.Status != "PARTIALLY_REFUNDED") || cp.Amount == nil {
				continue
			}
			v, err := ParseCents(cp.Amount.Value)
			if err != nil {
				return nil, err
			}
			ids = append(ids, cp.ID)
			left[cp.ID] = v
		}
	}
	for _, pu := range o.PurchaseUnits {
		if pu.Payments == nil {
			continue
		}
		for _, r := range pu.Payments.Refunds {
			if r.Status == "FAILED" || r.Status == "CANCELLED" || r.Amount == nil {
				continue
			}
			v, err := ParseCents(r.Amount.Value)
			if err != nil {
				return nil, err
			}
			if id := lastSegment(linkTo(r.Links, "up")); id != "" {
				if _, ok := left[id]; ok {
					left[id] -= v
					continue
				}
			}
			unattributed += v
		}
	}
	var plan []share
	rest := amt
	for _, id := range ids {
		can := left[id]
		if unattributed > 0 {
			used := min(can, unattributed)
			can, unattributed = can-used, unattributed-used
		}
		if can <= 0 || rest == 0 {
			continue
		}
		part := min(can, rest)
		plan = append(plan, share{capture: id, amount: part})
		rest -= part
	}
	if rest > 0 {
		return nil, errRefundTooLarge
	}
	return plan, nil
}

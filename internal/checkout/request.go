package checkout

import (
	"context"
	"errors"
	"net/url"
	"strconv"
	"strings"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/platform/validate"
	"github.com/wattle/storefront/internal/platform/wire"
)

// The checkout's requests as sent
// (docs/checkout.md#http-operations-tag-checkout-the-shapes-the-web-app-uses): plain data, read
// by the transport's decoder and described by the API document from these tags, and turned into the
// checkout's values by the Parse functions, which collect every field error.

// GuestRequest is checkoutAsGuest's form.
type GuestRequest struct {
	EmailAddress string `json:"emailAddress" required:"true" description:"the guest's e-mail: the order is confirmed to it"`
}

// AddressFields are an address typed in at checkout: the names, and the address as the address
// book takes it.
type AddressFields struct {
	FirstName string `json:"firstName,omitempty" description:"2-32 letters"`
	LastName  string `json:"lastName,omitempty" description:"2-32 letters"`
	account.AddressRequest
}

// DeliveryAddressRequest is setDeliveryAddress's form.
type DeliveryAddressRequest struct {
	ID   string `json:"id,omitempty" description:"a saved address (signed in); otherwise the fields"`
	Mode string `json:"mode,omitempty" description:"the delivery mode the address is for (the cart's)"`
	AddressFields
}

// BillingAddressRequest is createBillingAddress's form.
type BillingAddressRequest struct {
	Country string `json:"country,omitempty" description:"ISO code from listBillingCountries; AU when absent"`
	AddressFields
}

// BillingSelectRequest is setBillingAddress's form.
type BillingSelectRequest struct {
	AddressID string `json:"addressId" required:"true" description:"a saved address's id, or delivery"`
}

// PaymentModeRequest is setPaymentMode's form.
type PaymentModeRequest struct {
	Mode                       string `json:"mode" required:"true" enum:"card,giftcard,paypal,afterpay,zip,applepay,flypay"`
	IsBillingAgreementRequired bool   `json:"isBillingAgreementRequired,omitempty" description:"PayPal: save a billing agreement"`
}

// GiftBalanceRequest is getGiftCardBalance's form.
type GiftBalanceRequest struct {
	CardNumber string `json:"cardNumber" required:"true"`
	Pin        string `json:"pin" required:"true"`
}

// PlaceOrderRequest is placeOrder's form.
type PlaceOrderRequest struct {
	PaymentMode    string      `json:"paymentMode" required:"true" enum:"card,paypal,afterpay,zip,applepay,flypay,giftcard"`
	SaveCard       wire.Flag   `json:"saveCard,omitempty" description:"save the card for the signed-in customer once it has paid"`
	OneTimeToken   string      `json:"oneTimeToken,omitempty" description:"the card fields' one-time token"`
	Psced          string      `json:"psced,omitempty" description:"a saved card's paydockSourceId, or a saved PayPal's paymentInfoId (paymentMode paypal)"`
	Token          string      `json:"token,omitempty" description:"PayPal: the token PayPal's page returned with (with PayerID): completes that payment"`
	PayerID        string      `json:"PayerID,omitempty" description:"PayPal: the payer PayPal's page returned"`
	Pcid           string      `json:"pcid,omitempty" description:"Apple Pay's payment token"`
	IdempotencyKey string      `json:"idempotencyKey,omitempty" description:"the same key replays the first answer (the Idempotency-Key header is accepted too)"`
	ExpectedTotal  wire.Number `json:"expectedTotal,omitempty" description:"the order total the page showed, in dollars: when the order would cost another amount now (a price change, a OnePass membership that ended) nothing is charged and the answer says why (ERR_PLACEORDER_TOTAL_MISMATCH, ERR_PLACEORDER_MEMBERSHIP_ENDED)"`
}

// GiftCardRequest is placeOrderGiftCard's form.
type GiftCardRequest struct {
	OneTimeToken   string      `json:"oneTimeToken" required:"true" description:"the gift card fields' one-time token (in sandbox mode, sandboxTokenizeCard's with cardType giftcard)"`
	Amount         wire.Number `json:"amount" required:"true" description:"dollars, e.g. 25.5: digits with at most 2 decimals, no sign or exponent (malformed-request), more than 0 and at most what is left to pay (out-of-range)"`
	CardType       string      `json:"cardType,omitempty" enum:"giftcard"`
	Sequence       wire.Int    `json:"sequence,omitempty" description:"ignored: the server numbers the cards"`
	IdempotencyKey string      `json:"idempotencyKey,omitempty"`
}

// ThreeDSRequest names a 3-D Secure challenge (confirmThreeDS, rejectThreeDS).
type ThreeDSRequest struct {
	TcID     string `json:"tcId" required:"true"`
	TcStatus string `json:"tcStatus,omitempty" description:"what the browser saw; the provider is asked"`
}

// ApplePayFailureRequest is reportApplePayFailure's form.
type ApplePayFailureRequest struct {
	Reason string `json:"reason,omitempty"`
}

// LinkOrderRequest is linkOrder's form: an account for the guest who placed the order.
type LinkOrderRequest struct {
	Password         string    `json:"password" required:"true"`
	OptIntoMarketing wire.Flag `json:"optIntoMarketing,omitempty"`
	LinkOrderCode    string    `json:"linkOrderCode" required:"true" description:"the order number on the thank-you page"`
}

// UnlinkPaypalRequest is unlinkPaypal's form.
type UnlinkPaypalRequest struct {
	PaymentInfoID string `json:"paymentInfoId" required:"true"`
}

// FlypayAmountRequest is setFlypayAmount's form.
type FlypayAmountRequest struct {
	IdempotencyKey string `json:"idempotencyKey,omitempty"`
}

// maxIdempotencyKey bounds an idempotency key.
const maxIdempotencyKey = 255

// ParseIdempotencyKey is the body's key, else the Idempotency-Key header's.
func ParseIdempotencyKey(body, header string) (string, error) {
	key := strings.TrimSpace(body)
	if key == "" {
		key = strings.TrimSpace(header)
	}
	if len(key) > maxIdempotencyKey {
		var errs validate.Errors
		errs.Message("The idempotency key is too long.")
		errs.Add("idempotencyKey", validate.MalformedRequest)
		return "", errs.Err()
	}
	return key, nil
}

// Placing is a parsed placeOrder: a payment to make, or PayPal's page returning with its token
// and payer (the order is placed from that payment).
type Placing struct {
	Input PlaceInput
	// PayPalReturn is PayPal's return (token, PayerID); nil for a payment to make.
	PayPalReturn url.Values
}

// ParsePlaceOrder reads placeOrder (docs/checkout.md#place-order-money-moves-in-two-phases): the
// method; the token that pays (the card fields' one-time token, else a saved source, else Apple
// Pay's pcid); a saved card or PayPal agreement pays by its source, found for the customer; and
// the idempotency key of the body or of header. Field errors come before a bad key.
func ParsePlaceOrder(r PlaceOrderRequest, header string) (Placing, error) {
	var errs validate.Errors
	t := strings.TrimSpace
	mode, ok := payment.ParseMethod(errs.Required("paymentMode", t(r.PaymentMode)))
	if !ok && !errs.Has("paymentMode") {
		errs.Add("paymentMode", validate.MalformedRequest)
	}
	oneTime, saved := t(r.OneTimeToken), t(r.Psced)
	token := oneTime
	for _, alt := range []string{saved, t(r.Pcid)} {
		if token == "" {
			token = alt
		}
	}
	if saved != "" && oneTime == "" && (mode == payment.Card || mode == payment.PayPal) {
		token = "" // a saved card or PayPal pays by its source, found for the customer
	} else {
		saved = ""
	}
	if (mode == payment.Card || mode == payment.ApplePay) && token == "" && saved == "" {
		errs.Add("oneTimeToken", validate.MissingArgs)
	}
	var expected *money.Cents
	if v := t(string(r.ExpectedTotal)); v != "" {
		c, err := money.ParseDecimal(v)
		if err != nil || c < 0 {
			errs.Add("expectedTotal", validate.MalformedRequest)
		}
		expected = &c
	}
	if err := errs.Err(); err != nil {
		return Placing{}, err
	}
	key, err := ParseIdempotencyKey(r.IdempotencyKey, header)
	if err != nil {
		return Placing{}, err
	}
	p := Placing{Input: PlaceInput{Mode: mode, Token: token, Key: key, SavedID: saved, SaveCard: t(string(r.SaveCard)) == "true", Expected: expected}}
	if ppToken := t(r.Token); mode == payment.PayPal && ppToken != "" {
		p.PayPalReturn = url.Values{"token": {ppToken}, "PayerID": {t(r.PayerID)}}
	}
	return p, nil
}

// Place places the order a placeOrder asked for: PayPal's return completes that payment (the page
// places the order itself); anything else is paid now (PlaceOrder).
func (s *Service) Place(ctx context.Context, sh Shopper, p Placing) (Placed, error) {
	if p.PayPalReturn != nil {
		return s.CompleteReturn(ctx, sh, p.Input.Mode, p.PayPalReturn)
	}
	return s.PlaceOrder(ctx, sh, p.Input)
}

// maxGiftCardAmount bounds a gift card's amount: far above any gift card, below what could
// overflow a total.
const maxGiftCardAmount money.Cents = 1_000_000_000

// Messages of a gift card amount that is refused (docs/validation.md#money).
const (
	messageAmountFormat = "Give the amount in dollars, such as 25 or 25.50."
	messageAmountRange  = "The amount must be more than $0 and no more than what is left to pay."
)

// ParseGiftCard reads placeOrderGiftCard: the gift card's token and the amount in dollars, read
// strictly from its text as sent (money.ParseAmount: never through a float, so "25.5" is 2550
// while 10.001, 1e1, -5 and "ten" are malformed-request, and 0 or an absurd amount out-of-range),
// and the idempotency key of the body or of header.
func ParseGiftCard(r GiftCardRequest, header string) (GiftCardInput, error) {
	var errs validate.Errors
	in := GiftCardInput{Token: errs.Required("oneTimeToken", strings.TrimSpace(r.OneTimeToken))}
	if v := errs.Required("amount", strings.TrimSpace(string(r.Amount))); v != "" {
		c, err := money.ParseAmount(v, maxGiftCardAmount)
		switch {
		case errors.Is(err, money.ErrAmountRange):
			errs.Message(messageAmountRange)
			errs.Add("amount", validate.OutOfRange)
		case err != nil:
			errs.Message(messageAmountFormat)
			errs.Add("amount", validate.MalformedRequest)
		}
		in.Amount = c
	}
	if ct := strings.TrimSpace(r.CardType); ct != "" && ct != "giftcard" {
		errs.Add("cardType", validate.MalformedRequest)
	}
	key, kerr := ParseIdempotencyKey(r.IdempotencyKey, header)
	if err := errs.Err(); err != nil {
		return GiftCardInput{}, err
	}
	if kerr != nil {
		return GiftCardInput{}, kerr
	}
	in.Key = key
	return in, nil
}

// ParseGiftCardSequence reads the sequence of a gift card pre-authorisation (1 to
// MaxGiftCardPayments).
func ParseGiftCardSequence(s string) (int, error) {
	seq, err := strconv.Atoi(s)
	if err != nil || seq < 1 || seq > MaxGiftCardPayments {
		var errs validate.Errors
		errs.Message("The gift card sequence is 1 to 3.")
		errs.Add("sequence", validate.MalformedRequest)
		return 0, errs.Err()
	}
	return seq, nil
}

// ParseThreeDS reads the challenge confirmThreeDS and rejectThreeDS name.
func ParseThreeDS(r ThreeDSRequest) (string, error) {
	var errs validate.Errors
	tc := errs.Required("tcId", strings.TrimSpace(r.TcID))
	return tc, errs.Err()
}

// ParseBillingSelect reads the billing address setBillingAddress chooses: a saved address's id,
// or delivery.
func ParseBillingSelect(r BillingSelectRequest) (string, error) {
	var errs validate.Errors
	id := errs.Required("addressId", strings.TrimSpace(r.AddressID))
	return id, errs.Err()
}

// ParsePaymentMode reads the payment method setPaymentMode chooses.
func ParsePaymentMode(r PaymentModeRequest) (payment.Method, error) {
	mode, ok := payment.ParseMethod(strings.TrimSpace(r.Mode))
	if !ok {
		var errs validate.Errors
		errs.Message("Choose a payment method.")
		errs.Add("mode", validate.MissingArgs)
		return "", errs.Err()
	}
	return mode, nil
}

// ParseUnlinkPaypal reads the saved PayPal agreement unlinkPaypal removes.
func ParseUnlinkPaypal(r UnlinkPaypalRequest) (string, error) {
	var errs validate.Errors
	id := errs.Required("paymentInfoId", strings.TrimSpace(r.PaymentInfoID))
	return id, errs.Err()
}

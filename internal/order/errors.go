// Package order places orders (docs/checkout.md): the checkout is complete, the cart is priced
// again from the database, its stock is taken with guarded updates, the payment is authorised
// outside any transaction, and the order, its payments and the confirmation e-mail are written in
// one transaction. Issue 10 adds the order's life after that (consignments, tracking, returns).
package order

import "errors"

// Section is the part of the single-page checkout an error is shown in (docs/checkout.md#the-page: section-summary,
// section-payment, section-delivery, section-billing).
type Section string

// The checkout's sections.
const (
	SectionSummary  Section = "summary"
	SectionPayment  Section = "payment"
	SectionDelivery Section = "delivery"
	SectionBilling  Section = "billing"
)

// Code is a place-order error code on the wire (the envelope's error.code).
type Code string

// Problem is how the checkout shows one place-order error: in which section, with which message
// key and text (docs/errors.md#checkout-and-place-order).
type Problem struct {
	Code    Code
	Section Section
	// Key is the message key the web app looks up (docs/errors.md#checkout-and-place-order).
	Key string
	// Message is the text a person reads, the envelope's error.message.
	Message string
	// Status is the HTTP status of the answer.
	Status int
	// BasketLink asks the page to offer a link to the basket with the message.
	BasketLink bool
}

// Place-order codes. ERR_PLACEORDER_PAYMENT_AUTHORIZATION_FAILED and ERR_PLACEORDER_IN_PROGRESS
// are fixed by the API; every other case ("insufficient stock,
// invalid store, invalid product in cart: shown in the summary section", …) is named here
// in the same style, one per described case.
const (
	CodeAuthorizationFailed    Code = "ERR_PLACEORDER_PAYMENT_AUTHORIZATION_FAILED"
	CodeInProgress             Code = "ERR_PLACEORDER_IN_PROGRESS"
	CodeKeyReused              Code = "ERR_IDEMPOTENCY_KEY_REUSED"
	CodeInsufficientStock      Code = "ERR_PLACEORDER_INSUFFICIENT_STOCK"
	CodeInvalidStore           Code = "ERR_PLACEORDER_INVALID_STORE"
	CodeInvalidProduct         Code = "ERR_PLACEORDER_INVALID_PRODUCT"
	CodeMaxOrderQuantity       Code = "ERR_PLACEORDER_MAX_ORDER_QUANTITY"
	CodeUnsupportedCard        Code = "ERR_PLACEORDER_UNSUPPORTED_CARD"
	CodePaymentFailure         Code = "ERR_PLACEORDER_PAYMENT_FAILURE"
	CodePaymentTimeout         Code = "ERR_PLACEORDER_PAYMENT_TIMEOUT"
	CodeCartMismatch           Code = "ERR_PLACEORDER_CART_MISMATCH"
	CodeTotalMismatch          Code = "ERR_PLACEORDER_TOTAL_MISMATCH"
	CodeMembershipEnded        Code = "ERR_PLACEORDER_MEMBERSHIP_ENDED"
	CodeIncompleteDelivery     Code = "ERR_PLACEORDER_INCOMPLETE_DELIVERY_INFO"
	CodeIncompleteBilling      Code = "ERR_PLACEORDER_INCOMPLETE_BILLING_ADDRESS"
	CodeGiftCardNotAllowed     Code = "ERR_PLACEORDER_GIFTCARD_PAYMENT_NOT_ALLOWED"
	CodePaypalCancelled        Code = "ERR_PLACEORDER_PAYPAL_CANCELLED"
	CodePaypalFailure          Code = "ERR_PLACEORDER_PAYPAL_FAILURE"
	CodePaypalNotAuthorised    Code = "ERR_PLACEORDER_PAYPAL_NOT_AUTHORISED"
	CodePaypalFunding          Code = "ERR_PLACEORDER_PAYPAL_FUNDING_FAILURE"
	CodePaypalUnavailable      Code = "ERR_PLACEORDER_PAYPAL_UNAVAILABLE"
	CodeAfterpayTimeout        Code = "ERR_PLACEORDER_AFTERPAY_SESSION_TIMEOUT"
	CodeAfterpayFailure        Code = "ERR_PLACEORDER_AFTERPAY_FAILURE"
	CodeAfterpayUnavailable    Code = "ERR_PLACEORDER_AFTERPAY_SERVICE_UNAVAILABLE"
	CodeZipDeclined            Code = "ERR_PLACEORDER_ZIP_DECLINED"
	CodeZipReferred            Code = "ERR_PLACEORDER_ZIP_REFERRED"
	CodeZipUnavailable         Code = "ERR_PLACEORDER_ZIP_SERVICE_UNAVAILABLE"
	CodeZipFailure             Code = "ERR_PLACEORDER_ZIP_FAILURE"
	CodeFlypayUnavailable      Code = "1000" // the seed's code for Flypay unavailable (docs/errors.md)
	CodeThreeDSFailed          Code = "ERR_PLACEORDER_THREEDS_FAILED"
	CodeFulfilment             Code = "ERR_PLACEORDER_FLUENT_EXCEPTION"
	CodePlaceOrder             Code = "ERR_PLACEORDER"
	CodeNotPlaced              Code = "ERR_PLACEORDER_NOT_PLACED"
	CodeGiftCardBalance        Code = "ERR_PLACEORDER_GIFTCARD_INSUFFICIENT_BALANCE"
	CodeGiftCardLimit          Code = "ERR_PLACEORDER_GIFTCARD_LIMIT"
	CodeGiftCardInvalid        Code = "ERR_PLACEORDER_GIFTCARD_INVALID"
	CodeBNPLOrderValue         Code = "ERR_PLACEORDER_BNPL_ORDER_VALUE"
	CodeBNPLExcludedItems      Code = "ERR_PLACEORDER_BNPL_EXCLUDED_ITEMS"
	CodeLoginRequired          Code = "ERR_LOGIN_REQUIRED"
	CodeGuestNotAllowed        Code = "ERR_LOGIN_GUEST_NOT_ALLOWED"
	CodeGuestNoGiftCards       Code = "ERR_LOGIN_GUEST_NO_GIFT_CARDS"
	CodeAddressDeliveryBlocked Code = "ERR_ADDRESS_DELIVERY_BLOCKED"
)

// Statuses of the answers (the contract's envelope: 409 conflict, 422 business rule, 504 when a
// provider did not answer, 401 login required).
const (
	statusConflict = 409
	statusRule     = 422
	statusTimeout  = 504
	statusLogin    = 401
)

// Problems is the place-order error catalogue (docs/errors.md#checkout-and-place-order: place order,
// guests, delivery address and store), by code: section, message key, text and status.
var Problems = map[Code]Problem{}

func init() {
	for _, p := range []Problem{
		{CodeAuthorizationFailed, SectionPayment, "api-error-payment", "Your payment was declined. Please check your details or try another payment method.", statusRule, false},
		{CodeInProgress, SectionSummary, "place-order-in-progress", "Your order is already being placed. Please wait a moment.", statusConflict, false},
		{CodeKeyReused, SectionSummary, "api-error-payment", "This payment attempt was already used for a different order. Please try again.", statusRule, false},
		{CodeInsufficientStock, SectionSummary, "out-of-stock", "Some items in your order are no longer available in the quantity you chose.", statusRule, true},
		{CodeInvalidStore, SectionSummary, "invalid-store", "The store you chose for click and collect is not available. Please choose another store.", statusRule, false},
		{CodeInvalidProduct, SectionSummary, "invalid-product", "An item in your order is no longer available. Please review your basket.", statusRule, true},
		{CodeMaxOrderQuantity, SectionSummary, "max-order-quantity", "Your order has more of an item than we can sell in one order. Please change the quantity in your basket.", statusRule, true},
		{CodeUnsupportedCard, SectionPayment, "api-error-payment", "We don't accept this card type. Please use a Visa, Mastercard or American Express card.", statusRule, false},
		{CodePaymentFailure, SectionPayment, "api-error-payment", "We couldn't take your payment. Please try again or use another payment method.", statusRule, false},
		{CodePaymentTimeout, SectionPayment, "api-error-payment", "The payment service took too long to answer. You have not been charged; please try again.", statusTimeout, false},
		{CodeCartMismatch, SectionSummary, "mismatch-cart", "Your basket changed while you were paying. Please review your order and pay again.", statusRule, false},
		{CodeTotalMismatch, SectionSummary, "mismatch-cart", "Your order total changed while you were paying. Please review your order and pay again.", statusRule, false},
		{CodeMembershipEnded, SectionSummary, "membership-ended", "Your OnePass membership has ended, so member prices and free delivery no longer apply. Please review your new total and pay again.", statusRule, false},
		{CodeIncompleteDelivery, SectionDelivery, "api-error-delivery-info", "Please complete your delivery details.", statusRule, false},
		{CodeIncompleteBilling, SectionBilling, "api-error-billing", "Please complete your billing address.", statusRule, false},
		{CodeGiftCardNotAllowed, SectionPayment, "giftcard-not-allowed", "Gift cards can't be used to pay for this order.", statusRule, false},
		{CodePaypalCancelled, SectionPayment, "paypal-failure", "Your PayPal payment was cancelled. Please try again or use another payment method.", statusRule, false},
		{CodePaypalFailure, SectionPayment, "paypal-failure", "Your PayPal payment didn't go through. Please try again or use another payment method.", statusRule, false},
		{CodePaypalNotAuthorised, SectionPayment, "paypal-failure", "PayPal didn't authorise this payment. Please try again or use another payment method.", statusRule, false},
		{CodePaypalFunding, SectionPayment, "paypal-failure", "PayPal couldn't fund this payment. Please choose another funding source in PayPal or another payment method.", statusRule, false},
		{CodePaypalUnavailable, SectionPayment, "paypal-unavailable", "PayPal is unavailable right now. Please use another payment method.", statusRule, false},
		{CodeAfterpayTimeout, SectionPayment, "afterpay-failure", "Your Afterpay session timed out. Please try again.", statusRule, false},
		{CodeAfterpayFailure, SectionPayment, "afterpay-failure", "Afterpay didn't approve this payment. Please use another payment method.", statusRule, false},
		{CodeAfterpayUnavailable, SectionPayment, "afterpay-unavailable", "Afterpay is unavailable right now. Please use another payment method.", statusRule, false},
		{CodeZipDeclined, SectionPayment, "zip-failure", "Zip declined this payment. Please use another payment method.", statusRule, false},
		{CodeZipReferred, SectionPayment, "zip-failure", "Zip referred this application for review, so it can't be used for this order now. Please use another payment method.", statusRule, false},
		{CodeZipUnavailable, SectionPayment, "zip-unavailable", "Zip is unavailable right now. Please use another payment method.", statusRule, false},
		{CodeZipFailure, SectionPayment, "zip-failure", "Your Zip payment didn't go through. Please use another payment method.", statusRule, false},
		{CodeFlypayUnavailable, SectionPayment, "flypay-unavailable", "Flypay is unavailable right now. Please use another payment method.", statusRule, false},
		{CodeThreeDSFailed, SectionPayment, "api-error-payment", "Your card's security check wasn't completed. Please try again or use another card.", statusRule, false},
		{CodeFulfilment, SectionSummary, "api-error-delivery-fluent-exception", "We couldn't reserve your items just now. Please try again in a moment.", statusRule, false},
		{CodePlaceOrder, SectionSummary, "place-order-error", "Something went wrong placing your order. You have not been charged; please try again.", statusRule, false},
		{CodeNotPlaced, SectionSummary, "place-order-error", "Your order could not be placed.", statusRule, false},
		{CodeGiftCardBalance, SectionPayment, "giftcard-balance", "This gift card doesn't have enough balance for that amount.", statusRule, false},
		{CodeGiftCardLimit, SectionPayment, "giftcard-limit", "You can use up to three gift cards on one order.", statusRule, false},
		{CodeGiftCardInvalid, SectionPayment, "giftcard-invalid", "Please check the gift card number and PIN.", statusRule, false},
		{CodeBNPLOrderValue, SectionPayment, "payment-mode-lost-value", "This payment method isn't available for an order of this value.", statusRule, false},
		{CodeBNPLExcludedItems, SectionPayment, "payment-mode-lost", "This payment method isn't available for some items in your order.", statusRule, false},
		{CodeLoginRequired, SectionSummary, "login-required", "Your session has ended. Please sign in again.", statusLogin, false},
		{CodeGuestNotAllowed, SectionSummary, "guest-checkout-unavailable", "Guest checkout is unavailable. Please sign in or create an account.", statusRule, false},
		{CodeGuestNoGiftCards, SectionSummary, "guest-checkout-gift-cards", "Please sign in or create an account to buy gift cards.", statusRule, false},
		{CodeAddressDeliveryBlocked, SectionDelivery, "address-delivery-blocked", "We can't deliver to this address. Please choose another address.", statusRule, false},
	} {
		Problems[p.Code] = p
	}
}

// Error is a place-order problem as an error: the transport answers its status, code, message,
// section and key.
type Error struct{ Problem Problem }

func (e *Error) Error() string { return "order: " + string(e.Problem.Code) }

// Fail returns the error of code (the catalogue's problem; an unknown code is the generic one).
func Fail(code Code) error {
	p, ok := Problems[code]
	if !ok {
		p = Problems[CodePlaceOrder]
		p.Code = code
	}
	return &Error{Problem: p}
}

// HasCode reports whether err is the place-order problem of code.
func HasCode(err error, code Code) bool {
	var oe *Error
	return errors.As(err, &oe) && oe.Problem.Code == code
}

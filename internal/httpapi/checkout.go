package httpapi

import (
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/checkout"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
)

// The checkout's operations (docs/checkout.md "HTTP operations"). Handlers resolve the shopper,
// decode, call the checkout service and encode; place-order problems answer with their section
// and message key so the page shows each where docs/checkout.md#place-order-errors says.

const (
	codeOrderNotFound = "ERR_ORDER_NOT_FOUND"
	codeSavedNotFound = "ERR_PAYMENT_METHOD_NOT_FOUND"
)

// problemAnswers documents the place-order problems of codes.
func problemAnswers(codes ...order.Code) []errorAnswer {
	out := make([]errorAnswer, 0, len(codes))
	for _, c := range codes {
		p := order.Problems[c]
		name := ""
		for _, part := range strings.Split(strings.TrimPrefix(string(c), "ERR_"), "_") {
			name += strings.ToUpper(part[:1]) + strings.ToLower(part[1:])
		}
		out = append(out, errorAnswer{Name: "Problem" + name, Status: p.Status, Code: string(c),
			Description: p.Message + " (section " + string(p.Section) + ", key " + p.Key + ")"})
	}
	return out
}

var (
	answerOrderNotFound = errorAnswerOf("OrderNotFound", http.StatusNotFound, codeOrderNotFound,
		"No such order for this shopper.", false)
	answerSavedNotFound = errorAnswerOf("SavedPaymentNotFound", http.StatusNotFound, codeSavedNotFound,
		"No such saved payment method for this customer.", false)
	answerAddressGone = errorAnswerOf("CheckoutAddressNotFound", http.StatusNotFound, codeAddress,
		"No such address in the customer's book.", false)
)

// checkoutErrs are the errors every checkout step may answer.
func checkoutErrs(more ...errorAnswer) []errorAnswer {
	return append([]errorAnswer{answerLoginRequired, answerLocked, answerNoEntries, answerBusy}, more...)
}

// placeCodes are the problems place order may answer.
var placeCodes = []order.Code{order.CodeAuthorizationFailed, order.CodeInProgress, order.CodeKeyReused,
	order.CodeInsufficientStock, order.CodeInvalidStore, order.CodeInvalidProduct, order.CodeMaxOrderQuantity,
	order.CodeUnsupportedCard, order.CodePaymentFailure, order.CodePaymentTimeout, order.CodeTotalMismatch,
	order.CodeIncompleteDelivery, order.CodeIncompleteBilling, order.CodeGiftCardBalance, order.CodePaypalUnavailable,
	order.CodeAfterpayUnavailable, order.CodeZipUnavailable, order.CodeFlypayUnavailable, order.CodeBNPLOrderValue,
	order.CodeNotPlaced, order.CodeBNPLExcludedItems, order.CodeGiftCardNotAllowed, order.CodeMembershipEnded}

// modeCodes are the problems of choosing a payment method.
var modeCodes = []order.Code{order.CodeAfterpayUnavailable, order.CodeZipUnavailable, order.CodeFlypayUnavailable,
	order.CodeBNPLExcludedItems, order.CodeBNPLOrderValue, order.CodeGiftCardNotAllowed}

var giftCodes = []order.Code{order.CodeGiftCardNotAllowed, order.CodeGiftCardLimit, order.CodeGiftCardInvalid,
	order.CodeGiftCardBalance, order.CodeInProgress, order.CodeKeyReused, order.CodeInsufficientStock,
	order.CodeInvalidStore, order.CodeInvalidProduct, order.CodeMaxOrderQuantity, order.CodeTotalMismatch,
	order.CodeIncompleteDelivery, order.CodeIncompleteBilling, order.CodeNotPlaced}

func (s *Server) checkoutRoutes() []route {
	return []route{
		{op: "prepopulateCheckout", method: http.MethodGet, path: "/api/checkout", tag: "checkout",
			summary: "The checkout with its defaults filled in: a signed-in customer's default address, billing the same as delivery.",
			out:     checkout.View{}, errs: []errorAnswer{answerLoginRequired, answerLocked, answerBusy}, cache: "no-store", handler: shopperOp(s, s.prepopulateCheckout)},
		{op: "checkoutAsGuest", method: http.MethodPost, path: "/api/checkout/guest", tag: "checkout",
			summary: "Check out as a guest with an e-mail (refused when guest checkout is off, or for gift cards).",
			in:      checkout.GuestRequest{}, out: checkout.View{},
			errs: checkoutErrs(problemAnswers(order.CodeGuestNotAllowed, order.CodeGuestNoGiftCards)...), handler: shopperOp(s, s.checkoutAsGuest)},
		{op: "setDeliveryAddress", method: http.MethodPost, path: "/api/checkout/delivery-address", tag: "checkout",
			summary: "Where the order goes: a saved address (id, signed in) or the address typed in (a guest, or a new one).",
			in:      checkout.DeliveryAddressRequest{}, out: deliveryAddressAnswer{},
			errs:    checkoutErrs(append(problemAnswers(order.CodeAddressDeliveryBlocked), answerAddressGone, answerTooManyMatches, answerNoMatch)...),
			handler: shopperOp(s, s.setDeliveryAddress)},
		{op: "listBillingCountries", method: http.MethodGet, path: "/api/checkout/billing-countries", tag: "checkout",
			summary: "The countries a billing address may be in.", out: countryList{}, handler: op(listBillingCountries)},
		{op: "createBillingAddress", method: http.MethodPost, path: "/api/checkout/billing-address", tag: "checkout",
			summary: "A billing address typed in (any country of listBillingCountries).",
			in:      checkout.BillingAddressRequest{}, out: checkout.View{}, errs: checkoutErrs(answerTooManyMatches, answerNoMatch), handler: shopperOp(s, s.createBillingAddress)},
		{op: "setBillingAddress", method: http.MethodPost, path: "/api/checkout/billing-address/select", tag: "checkout",
			summary: "Choose the billing address: a saved address's id, or \"delivery\" for the delivery address.",
			in:      checkout.BillingSelectRequest{}, out: checkout.View{},
			errs: checkoutErrs(append(problemAnswers(order.CodeIncompleteDelivery), answerAddressGone)...), handler: shopperOp(s, s.setBillingAddress)},
		{op: "getPaymentMethods", method: http.MethodGet, path: "/api/checkout/payment-methods", tag: "checkout",
			summary: "The ways to pay and whether each can pay for this cart now (the toggles' defaults: Zip and Afterpay on, Flypay off).",
			out:     checkout.Methods{}, cache: "no-store", handler: shopperOp(s, s.getPaymentMethods)},
		{op: "getPaypalIdToken", method: http.MethodGet, path: "/api/checkout/paypal/id-token", tag: "checkout",
			summary: "PayPal's client id token for the page's PayPal buttons (a customer's saved PayPal shows in them).",
			out:     paypalIDToken{}, errs: problemAnswers(order.CodePaypalUnavailable), cache: "no-store", handler: shopperOp(s, s.getPaypalIDToken)},
		{op: "setPaymentMode", method: http.MethodPost, path: "/api/checkout/payment-mode", tag: "checkout",
			summary: "Choose how to pay (one mode per method).",
			in:      checkout.PaymentModeRequest{}, out: checkout.View{}, errs: checkoutErrs(problemAnswers(modeCodes...)...), handler: shopperOp(s, s.setPaymentMode)},
		{op: "getPaymentStatus", method: http.MethodGet, path: "/api/checkout/payment-status", tag: "checkout",
			summary: "The gift cards applied to the order and what is left to pay.",
			out:     checkout.PaymentStatus{}, cache: "no-store", handler: shopperOp(s, s.getPaymentStatus)},
		{op: "getGiftCardBalance", method: http.MethodPost, path: "/api/checkout/gift-card/balance", tag: "checkout",
			summary: "What a gift card can pay, by number and PIN, and the sequence it would take.",
			in:      checkout.GiftBalanceRequest{}, out: checkout.BalanceAnswer{},
			errs: problemAnswers(order.CodeGiftCardInvalid, order.CodeGiftCardNotAllowed), handler: shopperOp(s, s.getGiftCardBalance)},
		{op: "placeOrder", method: http.MethodPost, path: "/api/checkout/place-order", tag: "checkout",
			summary: "Place the order: a card by one-time token (answers the thank-you page, or a 3-D Secure challenge), or a redirect method (answers the provider's page). Idempotent by idempotencyKey.",
			in:      checkout.PlaceOrderRequest{}, out: checkout.Placed{}, errs: checkoutErrs(append(problemAnswers(placeCodes...), answerSavedNotFound)...), handler: shopperOp(s, s.placeOrder)},
		{op: "placeOrderGiftCard", method: http.MethodPost, path: "/api/checkout/gift-card", tag: "checkout",
			summary: "Pre-authorise an amount on a gift card (up to three per order); when gift cards cover the order it is placed. Idempotent by idempotencyKey.",
			in:      checkout.GiftCardRequest{}, out: checkout.GiftCardAnswer{}, errs: checkoutErrs(problemAnswers(giftCodes...)...), handler: shopperOp(s, s.placeOrderGiftCard)},
		{op: "cancelGiftCardPreauth", method: http.MethodDelete, path: "/api/checkout/gift-card/{sequence}", tag: "checkout",
			summary: "Release a gift card's pre-authorisation and take it off the order.",
			in:      giftSequenceIn{}, out: checkout.GiftCardAnswer{}, errs: checkoutErrs(answerNotFound), handler: shopperOp(s, s.cancelGiftCardPreauth)},
		{op: "confirmThreeDS", method: http.MethodPost, path: "/api/checkout/threeds/confirm", tag: "checkout",
			summary: "After the 3-D Secure challenge: the provider is asked for the outcome (tcStatus alone is never trusted) and the order placed.",
			in:      checkout.ThreeDSRequest{}, out: checkout.Placed{},
			errs:    checkoutErrs(append(problemAnswers(order.CodeThreeDSFailed, order.CodeAuthorizationFailed, order.CodeNotPlaced, order.CodeInProgress), answerNotFound)...),
			handler: shopperOp(s, s.confirmThreeDS)},
		{op: "rejectThreeDS", method: http.MethodPost, path: "/api/checkout/threeds/reject", tag: "checkout",
			summary: "The 3-D Secure challenge failed or was closed: the payment is abandoned and the stock put back.",
			in:      checkout.ThreeDSRequest{}, out: threeDSRejected{}, errs: checkoutErrs(answerNotFound), handler: shopperOp(s, s.rejectThreeDS)},
		{op: "reportApplePayFailure", method: http.MethodPost, path: "/api/checkout/applepay/failure", tag: "checkout",
			summary: "The Apple Pay sheet failed or was cancelled: nothing was charged, the cart stays payable.",
			in:      checkout.ApplePayFailureRequest{}, out: recorded{}, errs: []errorAnswer{answerLoginRequired}, handler: shopperOp(s, s.reportApplePayFailure)},
		{op: "completeRedirectPayment", method: http.MethodGet, path: "/api/payments/{provider}/return", tag: "checkout",
			summary: "Where PayPal, Afterpay, Zip and Flypay send the shopper back: the order is placed or refused, then 302 to the thank-you page or to /spc?error=CODE.",
			in:      redirectReturnIn{}, out: noData{}, redirects: true, errs: []errorAnswer{answerNotFound}, handler: s.completeRedirectPayment},
		{op: "getFlypayDetails", method: http.MethodGet, path: "/api/checkout/flypay", tag: "checkout",
			summary: "The Flypay payment selected for this cart (Flypay is off unless its toggle is on).",
			out:     checkout.FlypayDetails{}, errs: problemAnswers(order.CodeFlypayUnavailable), cache: "no-store", handler: shopperOp(s, s.getFlypayDetails)},
		{op: "setFlypayAmount", method: http.MethodPut, path: "/api/checkout/flypay", tag: "checkout",
			summary: "Bring the Flypay payment to the cart's final amount: a payment for another amount is abandoned and a new one begins.",
			in:      checkout.FlypayAmountRequest{}, out: checkout.FlypayDetails{},
			errs: checkoutErrs(problemAnswers(placeCodes...)...), handler: shopperOp(s, s.setFlypayAmount)},
		{op: "getFlypayOrder", method: http.MethodGet, path: "/api/checkout/flypay/{id}/{status}", tag: "checkout",
			summary: "Complete the Flypay payment order: the order is placed when Flypay approved it (Flypay is asked; status defaults to success).",
			in:      flypayOrderIn{}, out: checkout.Placed{},
			errs: problemAnswers(order.CodeFlypayUnavailable, order.CodeNotPlaced, order.CodeInProgress, order.CodePlaceOrder), cache: "no-store", handler: shopperOp(s, s.getFlypayOrder)},
		{op: "deleteSavedCard", method: http.MethodDelete, path: "/api/payment-methods/cards/{paydockSourceId}", tag: "checkout",
			summary: "Remove a saved card (the gateway forgets it too).",
			in:      savedCardIn{}, out: checkout.Methods{}, errs: []errorAnswer{answerLoginRequired, answerLocked, answerSavedNotFound}, handler: shopperOp(s, s.deleteSavedCard)},
		{op: "updateSavedCard", method: http.MethodPut, path: "/api/payment-methods/cards/{paydockSourceId}", tag: "checkout",
			summary: "Make a saved card the default (offered first at checkout).",
			in:      savedCardIn{}, out: checkout.Methods{}, errs: []errorAnswer{answerLoginRequired, answerLocked, answerSavedNotFound}, handler: shopperOp(s, s.updateSavedCard)},
		{op: "unlinkPaypal", method: http.MethodPost, path: "/api/payment-methods/paypal/unlink", tag: "checkout",
			summary: "Remove a saved PayPal billing agreement.",
			in:      checkout.UnlinkPaypalRequest{}, out: checkout.Methods{}, errs: []errorAnswer{answerLoginRequired, answerLocked, answerSavedNotFound}, handler: shopperOp(s, s.unlinkPaypal)},
		{op: "getThankYou", method: http.MethodGet, path: "/api/checkout/thank-you/{orderCode}", tag: "checkout",
			summary: "The order just placed from this browser (or a signed-in customer's own).",
			in:      orderCodeIn{}, out: orderAnswer{}, errs: []errorAnswer{answerOrderNotFound}, cache: "no-store", handler: shopperOp(s, s.getThankYou)},
		{op: "linkOrder", method: http.MethodPost, path: "/api/customer/link-order", tag: "checkout",
			summary: "From the thank-you page: create an account with the guest order's e-mail and a password, and link the order to it.",
			in:      checkout.LinkOrderRequest{}, out: redirectAnswer{}, created: true,
			errs: []errorAnswer{answerUserExists, answerRegisterWeak, answerRateLimited, answerBusy, answerOrderNotFound}, handler: s.linkOrder},
		{op: "getOrder", method: http.MethodGet, path: "/api/orders/{orderNumber}", tag: "checkout",
			summary: "One of the signed-in customer's orders.",
			in:      orderNumberIn{}, out: orderAnswer{}, errs: []errorAnswer{answerLoginRequired, answerLocked, answerOrderNotFound}, cache: "no-store", handler: accountOp(s, s.getOrder)},
	}
}

type deliveryAddressAnswer struct {
	checkout.View
	DeliveryFeeChanged bool   `json:"deliveryFeeChanged"`
	Error              string `json:"error,omitempty" description:"delivery-fee-changed when the new address changed the fee"`
}

type countryList struct {
	Countries []checkout.Country `json:"countries"`
}

type giftSequenceIn struct {
	Sequence string `path:"sequence" required:"true" description:"1-3"`
	csrfBodyField
}

type redirectReturnIn struct {
	Provider string `path:"provider" required:"true" enum:"paypal,afterpay,zip,flypay"`
	Token    string `query:"token" description:"the provider's session"`
	PayerID  string `query:"PayerID" description:"PayPal's payer"`
	Status   string `query:"status" description:"the provider's outcome (read from the provider, not from here)"`
	// Afterpay and Zip name their session in parameters of their own.
	OrderToken string `query:"orderToken" description:"Afterpay's checkout"`
	CheckoutID string `query:"checkoutId" description:"Zip's checkout"`
	Result     string `query:"result" description:"Zip's outcome (a decline is taken at its word; an approval is asked of Zip)"`
}

type paypalIDToken struct {
	IDToken string `json:"idToken" minLength:"1"`
}

type savedCardIn struct {
	PaydockSourceID string `path:"paydockSourceId" required:"true" description:"a saved card's id from getPaymentMethods"`
	csrfBodyField
}

type flypayOrderIn struct {
	ID     string `path:"id" required:"true" description:"the Flypay payment order"`
	Status string `path:"status" required:"true" description:"what Flypay's page reported (success by default); Flypay is asked"`
}

type orderCodeIn struct {
	OrderCode string `path:"orderCode" required:"true" pattern:"^[0-9]+$"`
}

type orderNumberIn struct {
	OrderNumber string `path:"orderNumber" required:"true" pattern:"^[0-9]+$"`
}

// shopper resolves who a checkout call is for; false when it has answered (a locked account).
func (s *Server) shopper(w http.ResponseWriter, r *http.Request) (checkout.Shopper, bool) {
	sess, _ := sessionFrom(r)
	sh := checkout.Shopper{Owner: cartOwner(r), Session: sess}
	if sess.CustomerID != "" && sess.SignedIn() {
		cust, err := s.deps.Accounts.Signed(r.Context(), sess)
		if err != nil {
			s.accountFailed(w, r, err)
			return sh, false
		}
		sh.Customer = &cust
	}
	return sh, true
}

// checkoutError maps the checkout's errors (toAPIError calls it).
func checkoutError(err error) *apiError {
	var oe *order.Error
	switch {
	case errors.As(err, &oe):
		p := oe.Problem
		return &apiError{Status: p.Status, Code: string(p.Code), Message: p.Message, Section: string(p.Section), Key: p.Key}
	case errors.Is(err, order.ErrNotFound):
		return &apiError{Status: http.StatusNotFound, Code: codeOrderNotFound, Message: "We couldn't find that order."}
	case errors.Is(err, checkout.ErrSavedNotFound):
		return &apiError{Status: http.StatusNotFound, Code: codeSavedNotFound, Message: "We couldn't find that saved payment method."}
	case errors.Is(err, checkout.ErrNotYours), errors.Is(err, checkout.ErrNoGiftCard):
		return &apiError{Status: http.StatusNotFound, Code: codeNotFound, Message: "We couldn't find that payment."}
	}
	return nil
}

func (s *Server) prepopulateCheckout(r *http.Request, sh checkout.Shopper, _ none) (checkout.View, error) {
	return s.deps.Checkout.Prepopulate(r.Context(), sh)
}

func (s *Server) checkoutAsGuest(r *http.Request, sh checkout.Shopper, in checkout.GuestRequest) (checkout.View, error) {
	return s.deps.Checkout.AsGuest(r.Context(), sh, strings.TrimSpace(in.EmailAddress))
}

func (s *Server) setDeliveryAddress(r *http.Request, sh checkout.Shopper, in checkout.DeliveryAddressRequest) (deliveryAddressAnswer, error) {
	addr, err := checkout.ParseDeliveryAddress(in)
	if err != nil {
		return deliveryAddressAnswer{}, err
	}
	v, err := s.deps.Checkout.SetDeliveryAddress(r.Context(), sh, addr)
	out := deliveryAddressAnswer{View: v, DeliveryFeeChanged: v.FeeChanged}
	if v.FeeChanged {
		out.Error = "delivery-fee-changed"
	}
	return out, err
}

func listBillingCountries(*http.Request, none) (countryList, error) {
	return countryList{Countries: checkout.BillingCountries()}, nil
}

func (s *Server) createBillingAddress(r *http.Request, sh checkout.Shopper, in checkout.BillingAddressRequest) (checkout.View, error) {
	addr, err := checkout.ParseBillingAddress(in)
	if err != nil {
		return checkout.View{}, err
	}
	return s.deps.Checkout.CreateBillingAddress(r.Context(), sh, addr)
}

func (s *Server) setBillingAddress(r *http.Request, sh checkout.Shopper, in checkout.BillingSelectRequest) (checkout.View, error) {
	id, err := checkout.ParseBillingSelect(in)
	if err != nil {
		return checkout.View{}, err
	}
	return s.deps.Checkout.SetBillingAddress(r.Context(), sh, id)
}

func (s *Server) getPaymentMethods(r *http.Request, sh checkout.Shopper, _ none) (checkout.Methods, error) {
	return s.deps.Checkout.PaymentMethods(r.Context(), sh)
}

func (s *Server) setPaymentMode(r *http.Request, sh checkout.Shopper, in checkout.PaymentModeRequest) (checkout.View, error) {
	mode, err := checkout.ParsePaymentMode(in)
	if err != nil {
		return checkout.View{}, err
	}
	return s.deps.Checkout.SetPaymentMode(r.Context(), sh, mode, in.IsBillingAgreementRequired)
}

func (s *Server) getPaymentStatus(r *http.Request, sh checkout.Shopper, _ none) (checkout.PaymentStatus, error) {
	return s.deps.Checkout.PaymentStatus(r.Context(), sh)
}

func (s *Server) getGiftCardBalance(r *http.Request, sh checkout.Shopper, in checkout.GiftBalanceRequest) (checkout.BalanceAnswer, error) {
	return s.deps.Checkout.GiftCardBalance(r.Context(), sh, strings.TrimSpace(in.CardNumber), strings.TrimSpace(in.Pin))
}

func (s *Server) placeOrder(r *http.Request, sh checkout.Shopper, in checkout.PlaceOrderRequest) (checkout.Placed, error) {
	p, err := checkout.ParsePlaceOrder(in, r.Header.Get("Idempotency-Key"))
	if err != nil {
		return checkout.Placed{}, err
	}
	return s.deps.Checkout.Place(r.Context(), sh, p)
}

func (s *Server) placeOrderGiftCard(r *http.Request, sh checkout.Shopper, in checkout.GiftCardRequest) (checkout.GiftCardAnswer, error) {
	gc, err := checkout.ParseGiftCard(in, r.Header.Get("Idempotency-Key"))
	if err != nil {
		return checkout.GiftCardAnswer{}, err
	}
	return s.deps.Checkout.PlaceGiftCard(r.Context(), sh, gc)
}

func (s *Server) cancelGiftCardPreauth(r *http.Request, sh checkout.Shopper, in giftSequenceIn) (checkout.GiftCardAnswer, error) {
	seq, err := checkout.ParseGiftCardSequence(in.Sequence)
	if err != nil {
		return checkout.GiftCardAnswer{}, err
	}
	return s.deps.Checkout.CancelGiftCard(r.Context(), sh, seq)
}

func (s *Server) confirmThreeDS(r *http.Request, sh checkout.Shopper, in checkout.ThreeDSRequest) (checkout.Placed, error) {
	tc, err := checkout.ParseThreeDS(in)
	if err != nil {
		return checkout.Placed{}, err
	}
	return s.deps.Checkout.ConfirmThreeDS(r.Context(), sh, tc)
}

// threeDSRejected is rejectThreeDS's answer: the challenge is over, no order was placed and the
// cart is payable again.
type threeDSRejected struct {
	TcID     string `json:"tcId"`
	TcStatus string `json:"tcStatus" enum:"rejected"`
}

func (s *Server) rejectThreeDS(r *http.Request, sh checkout.Shopper, in checkout.ThreeDSRequest) (threeDSRejected, error) {
	tc, err := checkout.ParseThreeDS(in)
	if err != nil {
		return threeDSRejected{}, err
	}
	if err := s.deps.Checkout.RejectThreeDS(r.Context(), sh, tc); err != nil {
		return threeDSRejected{}, err
	}
	return threeDSRejected{TcID: in.TcID, TcStatus: "rejected"}, nil
}

func (s *Server) reportApplePayFailure(r *http.Request, sh checkout.Shopper, in checkout.ApplePayFailureRequest) (recorded, error) {
	err := s.deps.Checkout.ReportApplePayFailure(r.Context(), sh, strings.TrimSpace(in.Reason))
	return recorded{Recorded: err == nil}, err
}

func (s *Server) completeRedirectPayment(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	m, ok := payment.ParseMethod(r.PathValue("provider"))
	if !ok || !m.Redirects() {
		writeError(w, r, &apiError{Status: http.StatusNotFound, Code: codeNotFound, Message: "No such payment provider."})
		return
	}
	http.Redirect(w, r, s.deps.Checkout.CompleteRedirect(r.Context(), m, r.URL.Query()), http.StatusFound)
}

func (s *Server) getThankYou(r *http.Request, sh checkout.Shopper, in orderCodeIn) (orderAnswer, error) {
	o, err := s.deps.Checkout.Order(r.Context(), sh, in.OrderCode)
	return orderAnswer{Order: orderOf(o)}, err
}

// orderAnswer is an order on the wire.
type orderAnswer struct {
	Order orderJSON `json:"order"`
}

type orderJSON struct {
	Code            string             `json:"code" pattern:"^[0-9]+$"`
	Status          string             `json:"status"`
	Placed          string             `json:"placed" format:"date-time"`
	Email           string             `json:"email"`
	DeliveryMode    string             `json:"deliveryMode"`
	DeliveryAddress *order.Address     `json:"deliveryAddress"`
	BillingAddress  *order.Address     `json:"billingAddress"`
	Pickup          *order.Pickup      `json:"pickup"`
	Entries         []orderEntryJSON   `json:"entries"`
	Payments        []orderPaymentJSON `json:"payments"`
	Subtotal        money.Wire         `json:"subtotal"`
	DeliveryFee     money.Wire         `json:"deliveryFee" description:"everything paid for delivery, bulkyFee and giftCardDeliveryFee included"`
	BulkyFee        *money.Wire        `json:"bulkyFee,omitempty" description:"the part of deliveryFee for bulky items (absent without)"`
	GiftCardFee     *money.Wire        `json:"giftCardDeliveryFee,omitempty" description:"the part of deliveryFee for posted gift cards (absent without)"`
	OrderDiscounts  money.Wire         `json:"orderDiscounts"`
	Total           money.Wire         `json:"total"`
	GST             money.Wire         `json:"gst"`
	// PlacedDate is the date shown: DD/MM/YYYY in Melbourne.
	PlacedDate string `json:"placedDate"`
	// Consignments, Returns and Refunded: what happened since (order pages, tracking, returns).
	Consignments []consignmentJSON `json:"consignments,omitempty"`
	Returns      []returnJSON      `json:"returns,omitempty"`
	Refunded     *money.Wire       `json:"refunded,omitempty"`
}

type orderEntryJSON struct {
	EntryNumber int        `json:"entryNumber"`
	ProductCode string     `json:"productCode"`
	BaseCode    string     `json:"baseProductCode"`
	Name        string     `json:"name"`
	Brand       string     `json:"brand"`
	Colour      string     `json:"colour"`
	Size        string     `json:"size"`
	Quantity    int        `json:"quantity"`
	BasePrice   money.Wire `json:"basePrice"`
	TotalPrice  money.Wire `json:"totalPrice"`
	ImageURL    string     `json:"imageUrl"`
	// ReturnableQuantity is how many units can still be returned (order pages and the returns portal).
	ReturnableQuantity int `json:"returnableQuantity"`
}

type orderPaymentJSON struct {
	Method   string     `json:"method"`
	Amount   money.Wire `json:"amount"`
	CardType string     `json:"cardType"`
	Last4    string     `json:"last4"`
	Sequence int        `json:"sequence"`
}

// feePart is a part of an order's delivery fee on the wire: absent when there is none.
func feePart(c money.Cents) *money.Wire {
	if c == 0 {
		return nil
	}
	w := c.Wire()
	return &w
}

func orderOf(o order.Order) orderJSON {
	d := o.Details
	out := orderJSON{Code: o.Code, Status: string(o.Status), Placed: o.PlacedAt.Format(time.RFC3339), Email: o.Email,
		DeliveryMode: string(o.Mode), DeliveryAddress: d.DeliveryAddress, BillingAddress: d.BillingAddress, Pickup: d.Pickup,
		Entries: []orderEntryJSON{}, Payments: []orderPaymentJSON{}, Subtotal: d.Subtotal.Wire(), DeliveryFee: d.DeliveryFee.Wire(),
		BulkyFee: feePart(d.BulkyFee), GiftCardFee: feePart(d.GiftCardFee), OrderDiscounts: d.Discounts.Wire(), Total: o.Total.Wire(), GST: d.GST.Wire(), PlacedDate: order.DisplayDate(o.PlacedAt)}
	for _, e := range d.Entries {
		out.Entries = append(out.Entries, orderEntryJSON{EntryNumber: e.Number, ProductCode: e.ProductCode, BaseCode: e.BaseCode,
			Name: e.Name, Brand: e.Brand, Colour: e.Colour, Size: e.Size, Quantity: e.Quantity, BasePrice: e.UnitPrice.Wire(),
			TotalPrice: e.Total.Wire(), ImageURL: catalog.ImageURL(e.ProductCode, 1)})
	}
	for _, p := range d.Payments {
		out.Payments = append(out.Payments, orderPaymentJSON{Method: string(p.Method), Amount: p.Amount.Wire(), CardType: p.CardType,
			Last4: p.Last4, Sequence: p.Sequence})
	}
	return out
}

// linkOrder creates an account from the thank-you page with the guest order's e-mail and names,
// signs it in and links the order to it.
func (s *Server) linkOrder(w http.ResponseWriter, r *http.Request) {
	in, err := decode[checkout.LinkOrderRequest](r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	sh, ok := s.shopper(w, r)
	if !ok {
		return
	}
	out, err := s.deps.Checkout.RegisterForOrder(r.Context(), sh, in, s.clientOf(r))
	if errors.Is(err, account.ErrWeakPassword) {
		err = &apiError{Status: http.StatusUnprocessableEntity, Code: codeRegisterWeak, Message: messageInsecurePass,
			Fields: map[string]string{"password": "insecure-password"}}
	}
	if err != nil {
		writeError(w, r, err)
		return
	}
	startSession(w, r, out.Session, out.Remember)
	s.mergeCart(w, r, out.Session.CustomerID)
	writeEnvelope(w, http.StatusCreated, envelope{Success: true, Data: redirectAnswer{RedirectURL: "/my-account"}})
}

func (s *Server) getFlypayDetails(r *http.Request, sh checkout.Shopper, _ none) (checkout.FlypayDetails, error) {
	return s.deps.Checkout.FlypayDetails(r.Context(), sh)
}

func (s *Server) setFlypayAmount(r *http.Request, sh checkout.Shopper, in checkout.FlypayAmountRequest) (checkout.FlypayDetails, error) {
	key, err := checkout.ParseIdempotencyKey(in.IdempotencyKey, r.Header.Get("Idempotency-Key"))
	if err != nil {
		return checkout.FlypayDetails{}, err
	}
	return s.deps.Checkout.SetFlypayAmount(r.Context(), sh, key)
}

func (s *Server) getFlypayOrder(r *http.Request, sh checkout.Shopper, in flypayOrderIn) (checkout.Placed, error) {
	return s.deps.Checkout.FlypayOrder(r.Context(), sh, in.ID, in.Status)
}

// deleteSavedCard, updateSavedCard and unlinkPaypal answer the ways to pay as they are now, as
// getPaymentMethods does.
func (s *Server) deleteSavedCard(r *http.Request, sh checkout.Shopper, in savedCardIn) (checkout.Methods, error) {
	if err := s.deps.Checkout.DeleteSaved(r.Context(), sh, in.PaydockSourceID, checkout.SavedCard); err != nil {
		return checkout.Methods{}, err
	}
	return s.deps.Checkout.PaymentMethods(r.Context(), sh)
}

func (s *Server) updateSavedCard(r *http.Request, sh checkout.Shopper, in savedCardIn) (checkout.Methods, error) {
	if err := s.deps.Checkout.SetDefaultSaved(r.Context(), sh, in.PaydockSourceID); err != nil {
		return checkout.Methods{}, err
	}
	return s.deps.Checkout.PaymentMethods(r.Context(), sh)
}

func (s *Server) unlinkPaypal(r *http.Request, sh checkout.Shopper, in checkout.UnlinkPaypalRequest) (checkout.Methods, error) {
	id, err := checkout.ParseUnlinkPaypal(in)
	if err != nil {
		return checkout.Methods{}, err
	}
	if err := s.deps.Checkout.DeleteSaved(r.Context(), sh, id, checkout.SavedPayPal); err != nil {
		return checkout.Methods{}, err
	}
	return s.deps.Checkout.PaymentMethods(r.Context(), sh)
}

func (s *Server) getPaypalIDToken(r *http.Request, sh checkout.Shopper, _ none) (paypalIDToken, error) {
	tok, err := s.deps.Checkout.PayPalIDToken(r.Context(), sh)
	return paypalIDToken{IDToken: tok}, err
}

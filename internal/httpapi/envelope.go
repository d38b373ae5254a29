package httpapi

import (
	"encoding/json"
	"errors"
	"log/slog"
	"math"
	"net/http"
	"strconv"
	"time"

	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/platform/validate"
)

// Error codes the foundation answers with (docs/errors.md).
const (
	codeValidation = "ERR_VALIDATION"
	codeCSRF       = "ERR_CSRF"
	codeNotFound   = "ERR_NOT_FOUND"
	codeInternal   = "ERR_INTERNAL"
	codeMethod     = "ERR_METHOD_NOT_ALLOWED"
	codeStore      = "ERR_STORE_UNAVAILABLE"
)

// Message keys of field errors (docs/errors.md#field-message-keys).
const (
	keyMissingArgs      = validate.MissingArgs
	keyMalformedRequest = validate.MalformedRequest
)

// apiError is an error with its HTTP status, code and per-field message keys.
type apiError struct {
	Status  int               `json:"-"`
	Code    string            `json:"code" description:"ERR_… code (docs/errors.md)"`
	Message string            `json:"message" minLength:"1" description:"text a person can read"`
	Fields  map[string]string `json:"fields,omitempty" description:"each bad field with its message key (missing-args, malformed-request, …)"`
	// AccountLockReasonCode says why an account is locked (ERR_LOGIN_ACCOUNT_LOCKED).
	AccountLockReasonCode string `json:"accountLockReasonCode,omitempty" description:"why the account is locked (ERR_LOGIN_ACCOUNT_LOCKED): TOO_MANY_FAILED_ATTEMPTS, SUSPICIOUS_ACTIVITY or ACCOUNT_DELETION_REQUESTED"`
	// ErrorItems are, when a cart change changed nothing, every item's error (code is the first's).
	ErrorItems []cart.ItemError `json:"errorItems,omitempty" description:"a cart change none of whose items changed the cart: every item's code (code is the first's)"`
	// Section and Key place a checkout error on the page (docs/checkout.md "Place-order errors").
	Section string `json:"section,omitempty" enum:"summary,payment,delivery,billing" description:"the checkout section that shows the error (place order and checkout calls)"`
	Key     string `json:"messageKey,omitempty" description:"the message key of a checkout error (api-error-payment, mismatch-cart, …)"`
	// retryAfter, when set, is sent as the Retry-After header (429, 503).
	retryAfter time.Duration
}

func (e *apiError) Error() string { return e.Code + ": " + e.Message }

// validation returns an ERR_VALIDATION error naming each bad field and its message key.
func validation(message string, fields map[string]string) *apiError {
	return &apiError{Status: http.StatusBadRequest, Code: codeValidation, Message: message, Fields: fields}
}

// toAPIError is the one place that maps domain errors to a status and code.
func toAPIError(err error) *apiError {
	var ae *apiError
	switch {
	case errors.As(err, &ae):
		return ae
	}
	if ae := accountError(err); ae != nil {
		return ae
	}
	if ae := addressError(err); ae != nil {
		return ae
	}
	if ae := cartError(err); ae != nil {
		return ae
	}
	if ae := deliveryError(err); ae != nil {
		return ae
	}
	if ae := checkoutError(err); ae != nil {
		return ae
	}
	if ae := membershipError(err); ae != nil {
		return ae
	}
	if ve, ok := validate.As(err); ok {
		return &apiError{Status: http.StatusBadRequest, Code: codeValidation, Message: ve.Message, Fields: ve.Fields}
	}
	switch {
	case errors.Is(err, catalog.ErrNotFound):
		return &apiError{Status: http.StatusNotFound, Code: codeNotFound, Message: "We couldn't find that product."}
	case errors.Is(err, location.ErrStoreNotFound):
		return &apiError{Status: http.StatusNotFound, Code: codeStore, Message: "That store is not available."}
	}
	return &apiError{Status: http.StatusInternalServerError, Code: codeInternal, Message: "Something went wrong on our side. Please try again."}
}

type envelope struct {
	Success bool      `json:"success"`
	Data    any       `json:"data,omitempty"`
	Error   *apiError `json:"error,omitempty"`
}

// answer ends a handler that called one service: data in a success envelope, or err.
func answer(w http.ResponseWriter, r *http.Request, data any, err error) {
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeData(w, data)
}

// writeData writes a success envelope with status 200.
func writeData(w http.ResponseWriter, data any) {
	writeEnvelope(w, http.StatusOK, envelope{Success: true, Data: data})
}

// writeError writes a failure envelope. A 5xx never carries the internal error; it is logged instead.
func writeError(w http.ResponseWriter, r *http.Request, err error) {
	ae := toAPIError(err)
	if ae.Status >= 500 {
		slog.ErrorContext(r.Context(), "request failed", "method", r.Method, "path", r.URL.Path, "err", err)
	}
	if ae.retryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(ae.retryAfter.Seconds()))))
	}
	writeEnvelope(w, ae.Status, envelope{Success: false, Error: ae})
}

func writeEnvelope(w http.ResponseWriter, status int, env envelope) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(env) // the client went away; nothing to do
}

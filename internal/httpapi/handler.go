package httpapi

import (
	"net/http"

	"github.com/wattle/storefront/internal/checkout"
	"github.com/wattle/storefront/internal/session"
)

// The shapes of a handler (docs/api-shapes.md#handlers): decode the operation's request, call one
// service method, answer what it returned. Most operations are exactly that, and are written as
// their call alone, made a handler by op or shopperOp; the route table says the rest (the
// Cache-Control, 201 Created). An operation that also sets cookies or starts a session is written
// out in full.

// call is an operation's one service call: the request and its decoded In, what to answer.
type call[In, Out any] func(r *http.Request, in In) (Out, error)

// op makes the handler of an operation that decodes In, makes one call and answers what it
// returned (or its error).
func op[In, Out any](c call[In, Out]) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		in, err := decode[In](r)
		if err != nil {
			writeError(w, r, err)
			return
		}
		out, err := c(r, in)
		answer(w, r, out, err)
	}
}

// shopperCall is a checkout or cart operation's call: it also takes the shopper (the cart's owner
// and the signed-in customer).
type shopperCall[In, Out any] func(r *http.Request, sh checkout.Shopper, in In) (Out, error)

// shopperOp makes the handler of a shopper's operation: decode In, resolve the shopper, make the
// call, answer. A session whose account has been locked since it signed in is signed out as the
// error says why (accountFailed).
func shopperOp[In, Out any](s *Server, c shopperCall[In, Out]) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		in, err := decode[In](r)
		if err != nil {
			writeError(w, r, err)
			return
		}
		sh, ok := s.shopper(w, r)
		if !ok {
			return
		}
		out, err := c(r, sh, in)
		if err != nil {
			s.accountFailed(w, r, err)
			return
		}
		writeData(w, out)
	}
}

// none is the request of an operation that takes nothing.
type none struct{}

// withCacheControl sets an operation's Cache-Control (route.cache): no-store on every answer of
// the operation, any other value (one a cache may keep) on its successful answers only, so that
// no cache keeps an error.
func withCacheControl(value string, next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if value == "no-store" {
			w.Header().Set("Cache-Control", value)
			next(w, r)
			return
		}
		next(cacheWriter{ResponseWriter: w, value: value}, r)
	}
}

// cacheWriter sets Cache-Control on a successful answer.
type cacheWriter struct {
	http.ResponseWriter
	value string
}

func (c cacheWriter) WriteHeader(code int) {
	if code < http.StatusMultipleChoices || code == http.StatusNotModified {
		c.Header().Set("Cache-Control", c.value)
	}
	c.ResponseWriter.WriteHeader(code)
}

func (c cacheWriter) Unwrap() http.ResponseWriter { return c.ResponseWriter }

// createdWriter answers 201 Created where the handler answers 200 OK (route.created).
type createdWriter struct{ http.ResponseWriter }

func (c createdWriter) WriteHeader(code int) {
	if code == http.StatusOK {
		code = http.StatusCreated
	}
	c.ResponseWriter.WriteHeader(code)
}

func (c createdWriter) Unwrap() http.ResponseWriter { return c.ResponseWriter }

// answerCreated makes a created operation answer 201 on success.
func answerCreated(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) { next(createdWriter{w}, r) }
}

// accountCall is a signed-in customer's operation's call: it also takes the session.
type accountCall[In, Out any] func(r *http.Request, sess session.Session, in In) (Out, error)

// accountOp makes the handler of an operation on the signed-in customer's account: decode In,
// make the call with the session, answer. A session whose account has been locked since it signed
// in is signed out as the error says why (accountFailed).
func accountOp[In, Out any](s *Server, c accountCall[In, Out]) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		in, err := decode[In](r)
		if err != nil {
			writeError(w, r, err)
			return
		}
		sess, _ := sessionFrom(r)
		out, err := c(r, sess, in)
		if err != nil {
			s.accountFailed(w, r, err)
			return
		}
		writeData(w, out)
	}
}

package httpapi

import (
	"crypto/subtle"
	"encoding/json"
	"errors"
	"log/slog"
	"mime"
	"net/http"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/payment/sandbox"
)

// sessionCookie names the cookie that carries the session id.
const sessionCookie = "wattle_session"

// recoverer turns a panic into a 500 envelope; the panic is logged, never sent.
func recoverer(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				slog.ErrorContext(r.Context(), "panic", "method", r.Method, "path", r.URL.Path, "panic", v)
				writeEnvelope(w, http.StatusInternalServerError, envelope{Error: toAPIError(nil)})
			}
		}()
		next.ServeHTTP(w, r)
	})
}

// statusWriter notes the status of an answer and the operation that made it, for the log and the
// metrics. The route wrappers registered in New name the operation (setOperation).
type statusWriter struct {
	http.ResponseWriter
	status int
	op     string
}

func (s *statusWriter) WriteHeader(code int) {
	if code >= 200 && !s.wrote() {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusWriter) Write(p []byte) (int, error) {
	if !s.wrote() {
		s.status = http.StatusOK
	}
	return s.ResponseWriter.Write(p)
}

func (s *statusWriter) wrote() bool                 { return s.status != 0 }
func (s *statusWriter) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// setOperation names the operation answering w, for the metrics; a no-op outside the middleware.
func setOperation(w http.ResponseWriter, op string) {
	for {
		switch x := w.(type) {
		case *statusWriter:
			x.op = op
			return
		case interface{ Unwrap() http.ResponseWriter }:
			w = x.Unwrap()
		default:
			return
		}
	}
}

// withOperation names the operation of a handler for the metrics.
func withOperation(op string, next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		setOperation(w, op)
		next(w, r)
	}
}

// observe counts and times every answer by operation and status class, and logs API calls at
// debug and failures at info (pages and assets that succeed are not logged).
func (s *Server) observe(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w}
		next.ServeHTTP(sw, r)
		dur := time.Since(start)
		if sw.status == 0 {
			sw.status = http.StatusOK // nothing written: net/http sends an empty 200
		}
		s.metrics.Observe(sw.op, sw.status, dur)
		if sw.status >= 400 || strings.HasPrefix(r.URL.Path, "/api/") {
			level := slog.LevelDebug
			if sw.status >= 400 {
				level = slog.LevelInfo
			}
			slog.Log(r.Context(), level, "http", "method", r.Method, "path", r.URL.Path, "status", sw.status, "dur", dur)
		}
	})
}

// noOperation answers an /api request no route takes: 405 Method Not Allowed with the Allow
// header when some route takes the path under another method, else 404.
func (s *Server) noOperation(w http.ResponseWriter, r *http.Request) {
	var allow []string
	for _, m := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete} {
		if m == r.Method {
			continue
		}
		probe := r.WithContext(r.Context()) // a shallow copy: only the method differs
		probe.Method = m
		if _, pattern := s.mux.Handler(probe); pattern != "" && !strings.HasSuffix(pattern, " /api/") {
			allow = append(allow, m)
			if m == http.MethodGet {
				allow = append(allow, http.MethodHead)
			}
		}
	}
	if len(allow) == 0 {
		writeError(w, r, &apiError{Status: http.StatusNotFound, Code: codeNotFound, Message: "No such API operation."})
		return
	}
	w.Header().Set("Allow", strings.Join(allow, ", "))
	writeError(w, r, &apiError{Status: http.StatusMethodNotAllowed, Code: codeMethod,
		Message: "This operation does not take " + r.Method + " requests. Use " + strings.Join(allow, " or ") + "."})
}

// overHTTPS reports whether the client reached us over TLS, directly or through a proxy that
// terminated it and said so.
func overHTTPS(r *http.Request) bool {
	return r.TLS != nil || strings.EqualFold(r.Header.Get("X-Forwarded-Proto"), "https")
}

// securityHeaders sets the headers every answer carries. HTML pages add their Content-Security-Policy
// (internal/page; the sandbox's pages have their own).
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		// No page of the shop is framed, by us or anyone (CSP frame-ancestors 'none' says the same
		// to browsers that read it), except the payment sandbox's pages checkout frames (the card
		// fields, the 3-D Secure challenge, the Apple Pay sheet): our own origin may frame those
		// (their CSP says frame-ancestors 'self'; internal/payment/sandbox/site.go).
		if sandbox.Framed(r.URL.Path) {
			h.Set("X-Frame-Options", "SAMEORIGIN")
		} else {
			h.Set("X-Frame-Options", "DENY")
		}
		if overHTTPS(r) {
			// Two years, as the HSTS preload list asks; only over HTTPS, as browsers ignore it
			// otherwise and a plain-HTTP development server must stay reachable.
			h.Set("Strict-Transport-Security", "max-age=63072000; includeSubDomains")
		}
		next.ServeHTTP(w, r)
	})
}

// maxBody bounds request bodies; nothing the shop accepts is larger.
const maxBody = 1 << 20

// codeTooLarge answers a request body over maxBody.
const codeTooLarge = "ERR_REQUEST_TOO_LARGE"

// writeTooLarge answers 413: in the envelope on /api, in plain text elsewhere.
func writeTooLarge(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Connection", "close") // the rest of the body is not read
	if !strings.HasPrefix(r.URL.Path, "/api/") {
		http.Error(w, "Request body too large", http.StatusRequestEntityTooLarge)
		return
	}
	writeError(w, r, &apiError{Status: http.StatusRequestEntityTooLarge, Code: codeTooLarge,
		Message: "That request is too large for us to take: send at most 1 MB."})
}

// limitBody bounds request bodies at maxBody before any handler, and so before the csrf check,
// sees them: a declared Content-Length over the limit answers 413 at once, without reading; a body
// of unknown length is cut off at the limit by a MaxBytesReader, which requireCSRF and the body
// readers turn into 413 as well.
func limitBody(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.ContentLength > maxBody {
			writeTooLarge(w, r)
			return
		}
		if r.Body != nil && r.Body != http.NoBody {
			r.Body = http.MaxBytesReader(w, r.Body, maxBody)
		}
		next.ServeHTTP(w, r)
	})
}

// setSessionCookie issues the session cookie: HttpOnly, SameSite=Lax, Secure when served over TLS.
func setSessionCookie(w http.ResponseWriter, r *http.Request, id string) {
	http.SetCookie(w, &http.Cookie{
		Name: sessionCookie, Value: id, Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode,
		Secure: r.TLS != nil || r.Header.Get("X-Forwarded-Proto") == "https", MaxAge: 30 * 24 * 3600,
	})
}

// requireCSRF rejects a state-changing call whose csrf token (X-CSRF-Token header or _csrf field)
// does not match the session's: 403 ERR_CSRF. The client then refetches the session and retries once.
// A body over maxBody answers 413 first: a body of unknown length (chunked) is read here, up to the
// limit, so that the answer does not depend on where the token was sent.
func (s *Server) requireCSRF(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.ContentLength < 0 && r.Body != nil && r.Body != http.NoBody {
			if _, err := readAndRestore(r); err != nil {
				if isTooLarge(err) {
					writeTooLarge(w, r)
				} else {
					writeError(w, r, validation("The request could not be read.", map[string]string{"body": keyMalformedRequest}))
				}
				return
			}
		}
		forbidden := &apiError{Status: http.StatusForbidden, Code: codeCSRF, Message: "Your session has expired. Please refresh the page and try again."}
		sess, err := sessionFrom(r)
		if err != nil {
			writeError(w, r, forbidden)
			return
		}
		token := r.Header.Get("X-CSRF-Token")
		if token == "" {
			if token, err = csrfField(r); isTooLarge(err) {
				writeTooLarge(w, r)
				return
			}
		}
		if token == "" || subtle.ConstantTimeCompare([]byte(token), []byte(sess.CSRFToken)) != 1 {
			writeError(w, r, forbidden)
			return
		}
		next(w, r)
	}
}

// isTooLarge reports whether reading a body failed at maxBody.
func isTooLarge(err error) bool {
	var mbe *http.MaxBytesError
	return errors.As(err, &mbe)
}

// csrfField reads _csrf from a form or JSON body, leaving the body readable for the handler. The
// error is the body's read error, if any.
func csrfField(r *http.Request) (string, error) {
	r.Body = http.MaxBytesReader(nil, r.Body, maxBody)
	ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	switch ct {
	case "application/x-www-form-urlencoded":
		if err := r.ParseForm(); err != nil {
			return "", err
		}
		return r.FormValue(csrfFieldName), nil
	case "multipart/form-data":
		if err := r.ParseMultipartForm(maxBody); err != nil {
			return "", err
		}
		return r.FormValue(csrfFieldName), nil
	case "application/json":
		body, err := readAndRestore(r)
		if err != nil {
			return "", err
		}
		var v struct {
			CSRF string `json:"_csrf"`
		}
		_ = json.Unmarshal(body, &v)
		return v.CSRF, nil
	}
	return "", nil
}

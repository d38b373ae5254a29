package httpapi

import (
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"log/slog"
	"mime"
	"net"
	"net/http"
	"net/netip"
	"net/url"
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

// peerKey keys the request's peer in its context.
type peerKey struct{}

// peer is how the shopper reached the shop: from which address, and whether over HTTPS.
type peer struct {
	addr  string
	https bool
}

// forwardedHeaders are what a proxy says about the connection it took; a client can send any of them.
var forwardedHeaders = []string{"X-Forwarded-For", "X-Forwarded-Proto", "X-Forwarded-Host", "Forwarded"}

// withPeer works out once how the shopper reached the shop, for secure and clientAddr
// (docs/operations.md#security). Behind a proxy the operator trusts (--trust-proxy) it is what that
// proxy says: the address it appended last to X-Forwarded-For and the scheme it put last in
// X-Forwarded-Proto. Otherwise it is the connection's, and the forwarded headers are taken off the
// request, so that nothing further in can take a client's word for them: a Secure cookie, HSTS, an
// https origin or a rate limit's address would otherwise be whatever anyone wrote.
func withPeer(trustProxy bool, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := peer{addr: remoteHost(r.RemoteAddr), https: r.TLS != nil}
		if trustProxy {
			if ip := lastHop(r.Header.Values("X-Forwarded-For")); ip != "" {
				if a, err := netip.ParseAddr(ip); err == nil {
					p.addr = a.Unmap().String()
				} else if ap, err := netip.ParseAddrPort(ip); err == nil {
					p.addr = ap.Addr().Unmap().String()
				}
			}
			p.https = p.https || strings.EqualFold(lastHop(r.Header.Values("X-Forwarded-Proto")), "https")
		} else {
			for _, h := range forwardedHeaders {
				r.Header.Del(h)
			}
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), peerKey{}, p)))
	})
}

// lastHop is the last comma-separated item of the last of a header's values: what the nearest
// proxy appended.
func lastHop(values []string) string {
	if len(values) == 0 {
		return ""
	}
	v := values[len(values)-1]
	return strings.TrimSpace(v[strings.LastIndexByte(v, ',')+1:])
}

// remoteHost is the host of a connection's remote address ("192.0.2.1:5555" → "192.0.2.1").
func remoteHost(addr string) string {
	if host, _, err := net.SplitHostPort(addr); err == nil {
		return host
	}
	return addr
}

// secure reports whether the shopper reached the shop over HTTPS: over TLS to us, or to a proxy we
// trust that said so (withPeer). Cookies are Secure, HSTS is sent and the shop's own origin is
// https:// by it.
func secure(r *http.Request) bool {
	if p, ok := r.Context().Value(peerKey{}).(peer); ok {
		return p.https
	}
	return r.TLS != nil
}

// clientAddr is the shopper's address (withPeer): the connection's, or the one a trusted proxy
// says. Rate limits and the audit log count it.
func clientAddr(r *http.Request) string {
	if p, ok := r.Context().Value(peerKey{}).(peer); ok {
		return p.addr
	}
	return remoteHost(r.RemoteAddr)
}

// permissionsPolicy is the Permissions-Policy of every answer (docs/operations.md#security): the
// shop's pages use geolocation (the store finder's "use my location") and may use the Payment
// Request API (Apple Pay), both only in our own documents; no page uses a camera, a microphone,
// screen capture, motion sensors or USB, so none of our pages, and no frame in them, may.
const permissionsPolicy = "accelerometer=(), camera=(), display-capture=(), geolocation=(self), gyroscope=(), " +
	"magnetometer=(), microphone=(), payment=(self), usb=()"

// securityHeaders sets the headers every answer carries. HTML pages add their Content-Security-Policy
// (internal/page; the sandbox's pages have their own).
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("Permissions-Policy", permissionsPolicy)
		// No page of the shop is framed, by us or anyone (CSP frame-ancestors 'none' says the same
		// to browsers that read it), except the payment sandbox's pages checkout frames (the card
		// fields, the 3-D Secure challenge, the Apple Pay sheet): our own origin may frame those
		// (their CSP says frame-ancestors 'self'; internal/payment/sandbox/site.go).
		if sandbox.Framed(r.URL.Path) {
			h.Set("X-Frame-Options", "SAMEORIGIN")
		} else {
			h.Set("X-Frame-Options", "DENY")
		}
		if secure(r) {
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

// setSessionCookie issues the session cookie: HttpOnly, SameSite=Lax, Secure when the shopper came
// over HTTPS (secure).
func setSessionCookie(w http.ResponseWriter, r *http.Request, id string) {
	http.SetCookie(w, &http.Cookie{
		Name: sessionCookie, Value: id, Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode,
		Secure: secure(r), MaxAge: 30 * 24 * 3600,
	})
}

// originOf is an origin as scheme://host[:port], in lower case and without the scheme's default
// port; "" when s is not an http or https origin. A URL's path is dropped when path is false; with
// it true, s must be an origin alone (as an Origin header is).
func originOf(s string, path bool) string {
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil || u.Opaque != "" ||
		(path && (u.Path != "" || u.RawQuery != "" || u.ForceQuery || u.Fragment != "")) {
		return ""
	}
	return u.Scheme + "://" + hostOf(u.Scheme, u.Host)
}

// hostOf is host in lower case without scheme's default port.
func hostOf(scheme, host string) string {
	host = strings.ToLower(host)
	if h, port, err := net.SplitHostPort(host); err == nil &&
		(scheme == "http" && port == "80" || scheme == "https" && port == "443") {
		host = h
		if strings.Contains(h, ":") {
			host = "[" + h + "]"
		}
	}
	return host
}

// requestOrigin is the origin the request was sent to: its scheme (secure) and its Host.
func requestOrigin(r *http.Request) string {
	scheme := "http"
	if secure(r) {
		scheme = "https"
	}
	return scheme + "://" + hostOf(scheme, r.Host)
}

// crossSite reports whether a browser says a request comes from another site or another origin
// (docs/api.md#csrf): Sec-Fetch-Site cross-site, or an Origin that is not the shop's own, which
// is the origin the request was sent to or public (--public-url's, for a proxy that rewrites Host).
// Origin null (a sandboxed frame, a page opened from a file, a redirect from another site) is not
// ours. Browsers send both headers with every POST, PUT and DELETE; a request with neither is not
// a browser's (curl, a server) or an old browser's, and the csrf token alone guards it.
func crossSite(r *http.Request, public string) bool {
	if strings.EqualFold(strings.TrimSpace(r.Header.Get("Sec-Fetch-Site")), "cross-site") {
		return true
	}
	origins := r.Header.Values("Origin")
	if len(origins) == 0 {
		return false
	}
	o := originOf(strings.TrimSpace(origins[0]), true)
	return len(origins) > 1 || o == "" || o != requestOrigin(r) && o != public
}

// requireCSRF rejects a state-changing call that a browser says another site or origin sent
// (crossSite), or whose csrf token (X-CSRF-Token header or _csrf field) does not match the
// session's: 403 ERR_CSRF either way, so a forged call gets the same answer with a token as
// without one. The client then refetches the session and retries once. A body over maxBody answers
// 413 first: a body of unknown length (chunked) is read here, up to the limit, so that the answer
// does not depend on where the token was sent.
//
// No operation is exempt from the origin check, as none is called from another site: the payment
// providers send the shopper back to the shop with a GET (completeRedirectPayment), the card fields,
// the 3-D Secure challenge and the Apple Pay sheet talk to checkout by postMessage and checkout
// calls the API from our own page, and the sandbox's own form posts (outside /api) check the same
// headers themselves (internal/payment/sandbox, formAllowed). An operation a provider had to call
// from its own site would be exempted here, by name, with the reason.
func (s *Server) requireCSRF(next http.HandlerFunc) http.HandlerFunc {
	public := originOf(s.deps.Config.PublicURL, false)
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
		if crossSite(r, public) {
			writeError(w, r, forbidden)
			return
		}
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

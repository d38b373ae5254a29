package httpapi

import (
	"crypto/subtle"
	"encoding/json"
	"log/slog"
	"mime"
	"net/http"
	"strings"
	"time"
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

type statusWriter struct {
	http.ResponseWriter
	status int
}

func (s *statusWriter) WriteHeader(code int)        { s.status = code; s.ResponseWriter.WriteHeader(code) }
func (s *statusWriter) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// logRequests logs API calls at debug and failures at info; pages and assets are not logged.
func logRequests(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(sw, r)
		if sw.status >= 400 || strings.HasPrefix(r.URL.Path, "/api/") {
			level := slog.LevelDebug
			if sw.status >= 400 {
				level = slog.LevelInfo
			}
			slog.Log(r.Context(), level, "http", "method", r.Method, "path", r.URL.Path, "status", sw.status, "dur", time.Since(start))
		}
	})
}

// securityHeaders sets the headers every answer carries.
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-Frame-Options", "SAMEORIGIN")
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
func (s *Server) requireCSRF(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		forbidden := &apiError{Status: http.StatusForbidden, Code: codeCSRF, Message: "Your session has expired. Please refresh the page and try again."}
		c, err := r.Cookie(sessionCookie)
		if err != nil {
			writeError(w, r, forbidden)
			return
		}
		sess, err := s.deps.Sessions.Lookup(r.Context(), c.Value)
		if err != nil {
			writeError(w, r, forbidden)
			return
		}
		token := r.Header.Get("X-CSRF-Token")
		if token == "" {
			token = csrfField(r)
		}
		if token == "" || subtle.ConstantTimeCompare([]byte(token), []byte(sess.CSRFToken)) != 1 {
			writeError(w, r, forbidden)
			return
		}
		next(w, r)
	}
}

// maxBody bounds request bodies; nothing the shop accepts is larger.
const maxBody = 1 << 20

// csrfField reads _csrf from a form or JSON body, leaving the body readable for the handler.
func csrfField(r *http.Request) string {
	r.Body = http.MaxBytesReader(nil, r.Body, maxBody)
	ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	switch ct {
	case "application/x-www-form-urlencoded", "multipart/form-data":
		return r.FormValue("_csrf")
	case "application/json":
		body, err := readAndRestore(r)
		if err != nil {
			return ""
		}
		var v struct {
			CSRF string `json:"_csrf"`
		}
		_ = json.Unmarshal(body, &v)
		return v.CSRF
	}
	return ""
}

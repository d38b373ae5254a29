package httpapi

import (
	"context"
	"errors"
	"net/http"
	"sync"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/session"
)

// sessionKey keys the request's session in its context.
type sessionKey struct{}

// requestSession is the session of one request, looked up at most once, and only when something
// asks for it: a cached catalogue read never touches the sessions table.
type requestSession struct {
	once sync.Once
	load func() (session.Session, error)
	sess session.Session
	err  error
}

// withSession puts the request's session (from its cookie) in the context. Handlers and the csrf
// check read it with sessionFrom, so it is resolved once per request however many ask.
func (s *Server) withSession(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id := ""
		if c, err := r.Cookie(sessionCookie); err == nil {
			id = c.Value
		}
		ctx := r.Context()
		rs := &requestSession{load: func() (session.Session, error) {
			sess, err := s.deps.Sessions.Lookup(ctx, id)
			if errors.Is(err, session.ErrNotFound) && s.deps.Accounts != nil {
				if remember := rememberValue(r); remember != "" {
					// "Remember me": no session (expired, or a new browser session), but a persistent
					// login: a soft-recognised session for that customer.
					soft, rerr := s.deps.Accounts.Recognise(ctx, remember, s.clientOf(r))
					if rerr == nil {
						setSessionCookie(w, r, soft.ID)
						return soft, nil
					}
					if errors.Is(rerr, account.ErrNotFound) {
						clearRememberCookie(w)
					}
				}
			}
			return sess, err
		}}
		next(w, r.WithContext(context.WithValue(ctx, sessionKey{}, rs)))
	}
}

// sessionFrom returns the request's existing, unexpired session, or session.ErrNotFound.
func sessionFrom(r *http.Request) (session.Session, error) {
	rs, ok := r.Context().Value(sessionKey{}).(*requestSession)
	if !ok {
		return session.Session{}, session.ErrNotFound
	}
	rs.once.Do(func() { rs.sess, rs.err = rs.load() })
	return rs.sess, rs.err
}

// setRequestSession records a session made during the request (getSession on a first visit), so
// that what runs after it in the same request sees it.
func setRequestSession(r *http.Request, sess session.Session) {
	if rs, ok := r.Context().Value(sessionKey{}).(*requestSession); ok {
		rs.once.Do(func() {})
		rs.sess, rs.err = sess, nil
	}
}

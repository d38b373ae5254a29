// Package httpapi is the transport: routes, middleware (session, csrf, recover, log), the JSON
// envelope, the mapping from domain errors to status and code, the OpenAPI document, the HTML shell
// of the web app and the product images. Handlers decode, call one service and encode.
package httpapi

import (
	"io/fs"
	"net/http"
	"sync/atomic"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/search"
	"github.com/wattle/storefront/internal/session"
)

// Deps are the services the API calls.
type Deps struct {
	Config    config.Config
	Clock     clock.Clock
	Sessions  *session.Service
	Catalog   *catalog.Service
	Inventory *inventory.Service
	Locations *location.Service
	// Categories is the category tree, for breadcrumbs.
	Categories []catalog.Category
	// Index is the current search index; a rebuild swaps it atomically.
	Index *atomic.Pointer[search.Index]
	// Web is the built web app (index.html and assets/); nil serves a plain notice instead.
	Web fs.FS
}

// Server is the HTTP handler of the shop.
type Server struct {
	deps   Deps
	mux    *http.ServeMux
	routes []route
	shell  *shell
	// categories indexes Deps.Categories by code.
	categories map[string]catalog.Category
	// answers caches encoded search and autosuggest answers.
	answers *answerCache
}

// New builds the handler with every route registered.
func New(deps Deps) *Server {
	s := &Server{deps: deps, mux: http.NewServeMux(), categories: map[string]catalog.Category{},
		answers: newAnswerCache(deps.Config.AnswerCacheMB << 20)}
	for _, c := range deps.Categories {
		s.categories[c.Code] = c
	}
	s.shell = newShell(deps)
	s.routes = s.apiRoutes()
	for _, rt := range s.routes {
		rt := rt
		h := rt.handler
		switch {
		case rt.method != http.MethodGet:
			h = s.requireCSRF(h)
		case rt.tag != "session" && !rt.ownETag:
			h = withETag(h)
		}
		s.mux.HandleFunc(rt.method+" "+rt.path, h)
	}
	s.mux.HandleFunc("GET /api/openapi.json", s.openAPI)
	for _, m := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodDelete, http.MethodPatch} {
		s.mux.HandleFunc(m+" /api/", func(w http.ResponseWriter, r *http.Request) {
			writeError(w, r, &apiError{Status: http.StatusNotFound, Code: codeNotFound, Message: "No such API operation."})
		})
	}
	s.mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		_, _ = w.Write([]byte("ok\n"))
	})
	s.mux.HandleFunc("GET /img/p/{variant}/{view}", s.productImage)
	s.mux.HandleFunc("GET /img/icon/{name}", s.iconImage)
	s.mux.HandleFunc("GET /assets/", s.shell.asset)
	if deps.Config.StaticDir != "" {
		files := http.StripPrefix("/static/", http.FileServer(http.Dir(deps.Config.StaticDir)))
		s.mux.Handle("GET /static/", files)
	}
	s.mux.HandleFunc("GET /", s.shell.page)
	s.shell.api = s.mux
	return s
}

// ServeHTTP implements http.Handler with the outer middleware.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	recoverer(logRequests(securityHeaders(s.mux))).ServeHTTP(w, r)
}

func (s *Server) index() *search.Index { return s.deps.Index.Load() }

// Package httpapi is the API's transport: routes, middleware (session, csrf, recover, log), the
// JSON envelope, the mapping from domain errors to status and code, the OpenAPI document. Handlers
// decode, call one service and encode. The pages, built files and images, and the compression and
// caching they share with the API, are internal/page's.
package httpapi

import (
	"context"
	"io/fs"
	"net/http"
	"sync/atomic"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/address"
	"github.com/wattle/storefront/internal/aftersale"
	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/checkout"
	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/feature"
	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/membership"
	"github.com/wattle/storefront/internal/page"
	"github.com/wattle/storefront/internal/payment/sandbox"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/receipt"
	"github.com/wattle/storefront/internal/search"
	"github.com/wattle/storefront/internal/session"
	"github.com/wattle/storefront/internal/ssr"
	"github.com/wattle/storefront/internal/staff"
	"github.com/wattle/storefront/internal/telemetry"
)

// Deps are the services the API calls.
type Deps struct {
	Config    config.Config
	Clock     clock.Clock
	Sessions  *session.Service
	Catalog   *catalog.Service
	Inventory *inventory.Service
	Locations *location.Service
	// Delivery answers delivery estimates and costs.
	Delivery *delivery.Service
	Accounts *account.Service
	// Carts is the cart service (docs/cart.md).
	Carts *cart.Service
	// Checkout runs the checkout and places orders (docs/checkout.md).
	Checkout *checkout.Service
	// Orders is the order's life after checkout: history, tracking, returns, fulfilment (docs/orders.md).
	Orders *aftersale.Service
	// Membership is OnePass (docs/membership.md); nil leaves its operations out.
	Membership *membership.Service
	// MembershipStaff is OnePass for customer service.
	MembershipStaff *membership.StaffService
	// Clock moves the shop's clock in sandbox mode (sandboxAdvanceClock); nil leaves it out.
	SandboxClock SandboxClock
	// Staff are the back office's accounts and sessions (nil: no back office).
	Staff *staff.Service
	// Receipts are the tills' receipts and the customers they attach to (importReceipts).
	Receipts interface {
		receipt.Store
		receipt.Customers
	}
	// Addresses is the address finder (the built-in one, or a provider's).
	Addresses address.Finder
	// Sandbox, when set, are the built-in payment providers whose pages and operations are mounted
	// under /sandbox (sandbox mode, the default; nil with --payments=live).
	Sandbox *sandbox.Providers
	// PaymentOrigins are the live payment providers' origins whose scripts and frames the checkout
	// loads (Paydock's widget); none in sandbox mode.
	PaymentOrigins []string
	// DevMail, when set, is the development mailbox served at /dev/mail.
	DevMail http.Handler
	// Features are the feature toggles in force.
	Features *feature.Set
	// Index is the current search index; a rebuild swaps it atomically.
	Index *atomic.Pointer[search.Index]
	// Web is the built web app (index.html and assets/); nil serves a plain notice instead.
	Web fs.FS
	// Pages renders the catalogue pages on the server (internal/ssr); nil sends every page without
	// server markup, for the web app to render in the browser.
	Pages page.Renderer
	// Metrics is the registry the HTTP metrics are registered in, the one /metrics on the debug
	// listener serves; nil keeps them in a registry of the server's own (Server.Metrics).
	Metrics *prometheus.Registry
}

// Server is the HTTP handler of the shop.
type Server struct {
	deps   Deps
	mux    *http.ServeMux
	routes []route
	shell  *page.Shell
	// answers caches encoded search and autosuggest answers.
	answers *page.Cache
	metrics *telemetry.Metrics
	// menu is the navigation answer, encoded (getNavigation).
	menu atomic.Pointer[encodedMenu]
	// handler is the mux inside the outer middleware (see ServeHTTP).
	handler http.Handler
	// warming is set while the shop gets ready for its first shopper (SetWarming).
	warming atomic.Bool
}

// SetWarming says whether the shop is still getting ready (its page renderer warming up): /healthz
// answers 503 meanwhile, so a load balancer sends no shopper to it yet.
func (s *Server) SetWarming(on bool) { s.warming.Store(on) }

// New builds the handler with every route registered.
func New(deps Deps) *Server {
	s := &Server{deps: deps, mux: http.NewServeMux(),
		answers: page.NewCache(deps.Config.AnswerCacheMB<<20, page.AnswerIdle), metrics: telemetry.New(deps.Metrics)}
	s.shell = page.NewShell(page.Options{ShopName: deps.Config.ShopName, PublicURL: deps.Config.PublicURL, Web: deps.Web, Pages: deps.Pages,
		PaymentOrigins: deps.PaymentOrigins, Label: setOperation})
	s.routes = s.apiRoutes()
	handle := func(pattern, op string, h http.HandlerFunc) {
		s.metrics.Operation(op)
		s.mux.HandleFunc(pattern, withOperation(op, h))
	}
	for _, rt := range s.routes {
		h := rt.handler
		if rt.created {
			h = answerCreated(h)
		}
		if rt.cache != "" {
			h = withCacheControl(rt.cache, h)
		}
		if rt.staff {
			h = s.requireStaff(rt.op, h)
		}
		switch {
		case rt.method != http.MethodGet:
			h = s.requireCSRF(h)
		case rt.tag != "session" && !rt.ownETag:
			h = page.WithETag(h)
		}
		handle(rt.method+" "+rt.path, rt.op, s.withSession(h))
	}
	handle("GET /api/openapi.json", "getOpenAPI", s.openAPI)
	// Any other /api path answers in the envelope: 405 with Allow when the path is an operation's
	// under another method, 404 otherwise. (A method-less "/api/" pattern would conflict with
	// "GET /", hence one pattern per method.)
	for _, m := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodDelete, http.MethodPatch, http.MethodOptions} {
		handle(m+" /api/", opUnknown, s.noOperation)
	}
	handle("GET /healthz", opHealth, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		if s.warming.Load() {
			w.Header().Set("Retry-After", "1")
			w.WriteHeader(http.StatusServiceUnavailable)
			_, _ = w.Write([]byte("warming up\n"))
			return
		}
		_, _ = w.Write([]byte("ok\n"))
	})
	images := page.Images{Products: deps.Catalog, Fail: writeError}
	handle("GET /img/p/{variant}/{view}", opImage, images.Product)
	handle("GET /img/icon/{name}", opImage, images.Icon)
	handle("GET /assets/", opAsset, s.shell.Asset)
	if deps.DevMail != nil {
		for _, p := range []string{"GET /dev/mail", "GET /dev/mail/", "GET /dev/mail.json"} {
			handle(p, opPage, deps.DevMail.ServeHTTP)
		}
	}
	if deps.Config.StaticDir != "" {
		files := http.StripPrefix("/static/", http.FileServer(http.Dir(deps.Config.StaticDir)))
		handle("GET /static/", opAsset, files.ServeHTTP)
	}
	if deps.Sandbox != nil {
		sandbox.NewSite(deps.Sandbox, deps.Clock).Mount(handle)
	}
	handle("GET /", opPage, s.shell.Page)
	s.shell.SetAPI(s.mux)
	s.handler = s.observe(recoverer(withPeer(deps.Config.TrustProxy, securityHeaders(limitBody(page.Compress(s.mux))))))
	return s
}

// ServeHTTP implements http.Handler with the outer middleware: metrics and log, panic recovery,
// how the shopper reached us (withPeer: the forwarded headers only with --trust-proxy), security
// headers, the request body limit (before any handler, so before the csrf check), then
// compression of the answer.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.handler.ServeHTTP(w, r)
}

func (s *Server) index() *search.Index { return s.deps.Index.Load() }

// Metrics are the server's Prometheus metrics, for the rest of the app to add its own to.
func (s *Server) Metrics() *telemetry.Metrics { return s.metrics }

// Operation labels of answers that are not API operations.
const (
	opPage    = "page"            // an HTML page of the web app
	opAsset   = page.OpAsset      // a built file: /assets/*, /favicon.svg, /robots.txt, /static/*
	opImage   = "image"           // a product tile or department icon
	opHealth  = "healthz"         // the readiness probe
	opUnknown = telemetry.Unknown // an unknown API path, or a method no route takes
)

// WarmPages are real pages of the shop for warming the page renderer up (page.Shell.WarmPages).
func (s *Server) WarmPages(ctx context.Context) []ssr.Page { return s.shell.WarmPages(ctx) }

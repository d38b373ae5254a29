// Package app is the composition root: configuration → storage → services → HTTP. It also holds
// the command line (serve, migrate, seed) so that cmd/storefront stays a one-line main.
package app

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/address"
	"github.com/wattle/storefront/internal/aftersale"
	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/checkout"
	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/demo"
	"github.com/wattle/storefront/internal/feature"
	"github.com/wattle/storefront/internal/httpapi"
	"github.com/wattle/storefront/internal/idempotency"
	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/job"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/mail"
	"github.com/wattle/storefront/internal/membership"
	"github.com/wattle/storefront/internal/page"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/payment/sandbox"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/pricing"
	"github.com/wattle/storefront/internal/search"
	"github.com/wattle/storefront/internal/session"
	"github.com/wattle/storefront/internal/ssr"
	"github.com/wattle/storefront/internal/staff"
	"github.com/wattle/storefront/internal/storage"
	"github.com/wattle/storefront/web"
)

// Exit statuses.
const (
	exitOK    = 0
	exitError = 1
	exitUsage = 2
)

const usage = `storefront: the Wattle web shop.

Usage:
  storefront serve   [--addr 127.0.0.1:8080] [--db sqlite:./data/storefront.db]
  storefront migrate [--db URL]
  storefront seed    [--db URL] [--products N] [--seed S]
  storefront import receipts [--db URL] FILE (in-store receipts from the tills: .csv or .jsonl)
  storefront openapi (prints the API's OpenAPI document)
  storefront staff add  --email E --role R [--name N] [--db URL] (prints the initial password once)
  storefront staff list [--db URL]

--db takes sqlite:PATH or postgres://user@host:port/db (env DATABASE_URL).
`

// Run runs the command line and returns the process exit status. Errors are one line on stderr,
// never a stack trace.
func Run(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) int {
	cmd := "serve"
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		cmd, args = args[0], args[1:]
	}
	cfg := config.Default()
	if err := cfg.FromEnv(getenv); err != nil {
		fmt.Fprintln(stderr, "storefront:", err)
		return exitUsage
	}
	switch cmd {
	case "staff": // staff add|list (staffcmd.go)
		return runStaff(ctx, cfg, args, stdout, stderr)
	case "import": // import receipts FILE (importcmd.go)
		return runImport(ctx, cfg, args, stdout, stderr)
	}
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var products int
	var seed int64
	switch cmd {
	case "serve":
		cfg.Flags(fs)
	case "migrate":
		fs.StringVar(&cfg.DatabaseURL, "db", cfg.DatabaseURL, "database URL")
	case "seed":
		fs.StringVar(&cfg.DatabaseURL, "db", cfg.DatabaseURL, "database URL")
		fs.IntVar(&products, "products", demo.DemoProducts, "base products to write")
		fs.Int64Var(&seed, "seed", cfg.DemoSeed, "generator seed")
	case "openapi":
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return exitOK
	default:
		fmt.Fprintf(stderr, "storefront: unknown command %q (want serve, migrate, seed or openapi)\n", cmd)
		return exitUsage
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stdout, usage)
			return exitOK
		}
		fmt.Fprintln(stderr, "storefront:", err)
		return exitUsage
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "storefront: unexpected argument %q\n", fs.Arg(0))
		return exitUsage
	}
	if err := cfg.Validate(); err != nil {
		fmt.Fprintln(stderr, "storefront:", err)
		return exitUsage
	}
	if cmd == "openapi" {
		// The document /api/openapi.json serves, from the same route table, without a database.
		doc, err := httpapi.OpenAPI(cfg)
		if err != nil {
			fmt.Fprintln(stderr, "storefront:", oneLine(err))
			return exitError
		}
		_, _ = stdout.Write(doc)
		return exitOK
	}
	if cmd == "seed" && products < 1 {
		fmt.Fprintln(stderr, "storefront: --products must be at least 1")
		return exitUsage
	}
	openCtx, cancel := context.WithTimeout(ctx, 20*time.Second)
	st, err := OpenStorage(openCtx, cfg.DatabaseURL)
	cancel()
	if err != nil {
		fmt.Fprintln(stderr, "storefront: cannot open database:", oneLine(err))
		return exitUsage
	}
	defer st.Close()

	if cmd == "migrate" {
		fmt.Fprintln(stdout, "storefront: database is up to date")
		return exitOK
	}
	// The process's logger is set only for the commands that run on (and log): a command that
	// stops at a bad flag or database leaves it alone, so tests running Run in parallel with a
	// serving shop do not point that shop's logs at their own buffers.
	setupLogging(cfg, stderr)
	switch cmd {
	case "seed":
		start := time.Now()
		if err := Seed(ctx, st, products, seed, time.Now(), nil); err != nil {
			fmt.Fprintln(stderr, "storefront: seed:", oneLine(err))
			return exitError
		}
		fmt.Fprintf(stdout, "storefront: wrote %d products in %s\n", products, time.Since(start).Round(time.Millisecond))
		return exitOK
	}
	ctx, stop := signal.NotifyContext(ctx, syscall.SIGTERM, syscall.SIGINT)
	defer stop()
	if err := Serve(ctx, cfg, st, clock.System{}, nil); err != nil {
		fmt.Fprintln(stderr, "storefront:", oneLine(err))
		return exitError
	}
	return exitOK
}

func oneLine(err error) string { return strings.ReplaceAll(err.Error(), "\n", " ") }

func setupLogging(cfg config.Config, w io.Writer) {
	opts := &slog.HandlerOptions{Level: slog.LevelInfo}
	var h slog.Handler = slog.NewTextHandler(w, opts)
	if cfg.LogFormat == "json" {
		h = slog.NewJSONHandler(w, opts)
	}
	slog.SetDefault(slog.New(h))
}

// Shop is a prepared shop: its HTTP handler and the work it does in the background (jobs, keeping
// the index fresh).
type Shop struct {
	// Handler serves the shop.
	Handler *httpapi.Server
	// warmed is closed when the warm-up Start begins has ended.
	warmed chan struct{}
	// Index is the current search index.
	Index *atomic.Pointer[search.Index]
	// Refresher keeps the index and stores fresh from the change feed.
	Refresher *Refresher
	// Jobs works background jobs on this node.
	Jobs *job.Runner
	// Services, for tests and the command line.
	Inventory *inventory.Service
	Accounts  *account.Service
	Checkout  *checkout.Service
	// Membership is OnePass.
	Membership *membership.Service
	// Pages renders the catalogue pages on the server; nil when they are rendered in the browser.
	Pages ssr.Pages
	// clock is the movable clock of sandbox mode (nil in live mode): Start follows other nodes' moves.
	clock *sandboxClock
}

// Prepare seeds an empty database with the demo catalogue and builds the services and the handler,
// without background work (tests that need none). webFS is the built web app; nil means the one
// embedded in the binary.
func Prepare(ctx context.Context, cfg config.Config, st Storage, clk clock.Clock, webFS fs.FS) (http.Handler, error) {
	shop, err := PrepareShop(ctx, cfg, st, clk, webFS)
	if err != nil {
		return nil, err
	}
	return shop.Handler, nil
}

// PrepareShop seeds an empty database with the demo catalogue and builds the services, the handler,
// the job runner and the index refresher; Start sets the background work going.
func PrepareShop(ctx context.Context, cfg config.Config, st Storage, clk clock.Clock, webFS fs.FS) (*Shop, error) {
	// In sandbox mode the shop's one clock can be moved forward (sandboxAdvanceClock): every
	// service below reads it, never time.Now.
	var shifted *clock.Shifted
	if cfg.Payments.Mode != config.PaymentsLive {
		offset, err := st.SandboxClockOffset(ctx)
		if err != nil {
			return nil, fmt.Errorf("read the sandbox clock: %w", err)
		}
		shifted = clock.NewShifted(clk, offset)
		clk = shifted
	}
	n, err := st.ProductCount(ctx)
	if err != nil {
		return nil, fmt.Errorf("count products: %w", err)
	}
	if n == 0 && cfg.Demo {
		size := cfg.DemoSize
		if size == 0 {
			size = demo.DemoProducts
		}
		start := time.Now()
		if err := Seed(ctx, st, size, cfg.DemoSeed, clk.Now(), nil); err != nil {
			return nil, err
		}
		slog.Info("loaded the demo catalogue", "products", size, "took", time.Since(start).Round(time.Millisecond))
	}
	// The newest change before anything is read: the refresher applies whatever comes after it.
	lastChange, err := st.LastChange(ctx)
	if err != nil {
		return nil, fmt.Errorf("read the change feed: %w", err)
	}
	cats, err := st.Categories(ctx)
	if err != nil {
		return nil, fmt.Errorf("read categories: %w", err)
	}
	start := time.Now()
	ix, err := BuildIndex(ctx, st, cats)
	if err != nil {
		return nil, err
	}
	slog.Info("built the search index", "products", ix.Len(), "took", time.Since(start).Round(time.Millisecond))
	current := new(atomic.Pointer[search.Index])
	current.Store(ix)
	locs, err := location.NewService(ctx, st, demo.Localities())
	if err != nil {
		return nil, fmt.Errorf("load stores: %w", err)
	}
	var pages ssr.Pages
	if webFS == nil {
		if d, err := web.Dist(); err == nil {
			webFS = d
		}
		if cfg.ServerRender {
			pages = serverRenderer(cfg.RenderEngine, cfg.RenderTimeout)
		}
	}
	sessions := session.NewService(st, clk)
	idem := idempotency.NewService(st, clk)
	inv := inventory.NewService(st, storage.Tx[inventory.TxStore](st))
	cards := func() catalog.Cards { return current.Load() }
	finder := address.NewBuiltin(demo.Localities())
	hashParams := account.OWASP
	if cfg.PasswordMemoryKiB > 0 {
		hashParams = account.HashParams{MemoryKiB: cfg.PasswordMemoryKiB, Time: max(cfg.PasswordTime, 1), Threads: 1}
	}
	limits := account.DefaultLimits
	if cfg.AccountLimits != nil {
		limits = *cfg.AccountLimits
	}
	hasher := account.NewHasher(hashParams, cfg.PasswordHashers, 0)
	staffLimits := staff.DefaultLimits
	if cfg.StaffLimits != nil {
		staffLimits = *cfg.StaffLimits
	}
	staffs := staff.NewService(st, hasher, clk, staffLimits)
	accounts := account.NewService(st, storage.Tx[account.TxStore](st), hasher, finder, clk,
		account.Config{ShopName: cfg.ShopName, PublicURL: cfg.PublicURL, DeletionBusinessDays: cfg.AccountDeletionDays, Limits: limits})
	if n == 0 && cfg.Demo {
		if err := accounts.EnsureDemoCustomer(ctx); err != nil {
			return nil, fmt.Errorf("demo customer: %w", err)
		}
		if err := seedDemoHistory(ctx, st, clk); err != nil {
			return nil, fmt.Errorf("demo order history: %w", err)
		}
		if err := staffs.EnsureDemoStaff(ctx); err != nil {
			return nil, fmt.Errorf("demo staff: %w", err)
		}
	}
	var sender mail.Sender
	var devMail http.Handler
	if cfg.SMTPURL != "" {
		if sender, err = mail.NewSMTP(cfg.SMTPURL); err != nil {
			return nil, fmt.Errorf("--smtp: %w", err)
		}
	} else {
		// No mail server: messages are kept in this node's memory, shown at /dev/mail in the demo
		// configuration (and otherwise only logged as kept, never sent).
		box := mail.NewMailbox()
		sender = box
		if cfg.Demo {
			devMail = box.Handler()
		} else {
			slog.Warn("no SMTP server configured (--smtp): e-mails are not delivered")
		}
	}

	// The cart reads its entries' products through a short-lived cache (catalog.ProductCache): a
	// price change reaches carts within 15 seconds; orders are priced from the database.
	cartProducts := catalog.NewProductCache(catalog.NewService(st, nil, nil), 15*time.Second, 20000)
	// OnePass needs the checkout's card vault, and the cart asks OnePass who is a member: the
	// cart gets a function that asks the membership service once it is built.
	var members *membership.Service
	isMember := func(ctx context.Context, customerID string) bool {
		return members != nil && members.IsMember(ctx, customerID)
	}
	benefits := func(ctx context.Context, customerID string) pricing.Shopper {
		if members == nil {
			return pricing.Shopper{}
		}
		b := members.BenefitsOf(ctx, customerID)
		return pricing.Shopper{Member: b.Member, Welcome: b.Welcome, WelcomeMinSpend: b.WelcomeMinSpend}
	}
	carts := cart.NewService(st, storage.Tx[cart.Store](st), cartProducts, inv, locs, clk, isMember).WithBenefits(benefits)
	// Sandbox mode (the default) pays every method in the built-in sandboxes; live mode pays each
	// method through its configured provider (docs/payments.md).
	pay := payments{sandbox: sandbox.NewProviders(st, clk)}
	pay.providers = sandboxProviders(pay.sandbox)
	if cfg.Payments.Mode == config.PaymentsLive {
		if pay, err = livePayments(ctx, cfg, st); err != nil {
			return nil, err
		}
		slog.Info("payments are live", "card", pay.providers.Card != nil, "paypal", pay.providers.Redirect[payment.PayPal] != nil,
			"afterpay", pay.providers.Redirect[payment.Afterpay] != nil, "zip", pay.providers.Redirect[payment.Zip] != nil)
	}
	// Place order prices from the database, not the cart's 15-second product cache.
	pricer := cart.NewService(st, storage.Tx[cart.Store](st), catalog.NewService(st, nil, nil), inv, locs, clk, isMember).WithBenefits(benefits)
	features := feature.NewSet(cfg.Features)
	checkouts := checkout.New(checkout.Deps{Carts: carts, Pricer: pricer, Accounts: accounts, Store: st,
		Tx: storage.Tx[checkout.TxStore](st), Idempotency: idem, Stores: locs, Features: features, Clock: clk,
		Providers: pay.providers,
		Config: checkout.Config{GuestCheckout: cfg.GuestCheckout, PaymentTimeout: cfg.PaymentTimeout,
			ShopName: cfg.ShopName, PublicURL: cfg.PublicURL}})
	afters := aftersale.New(aftersale.Deps{Store: st, Tx: storage.Tx[aftersale.TxStore](st), Receipts: st, Places: places{locs},
		Settlers: checkouts.Settler, Finder: finder, Clock: clk}, aftersale.Config{ShopName: cfg.ShopName, PublicURL: cfg.PublicURL,
		LookupFailures: 20, LookupWindow: 10 * time.Minute})
	members = membership.New(membership.Deps{Store: st, Tx: storage.Tx[membership.Store](st), Gateway: memberGateway{card: pay.providers.Card},
		Cards: memberCards{checkout: checkouts}, Clock: clk, Config: membership.Default(),
		Mail: membership.MailConfig{ShopName: cfg.ShopName, PublicURL: cfg.PublicURL}})
	memberStaff := membership.NewStaff(members, st, storage.Tx[membership.StaffStore](st))
	var sclock *sandboxClock
	var advance httpapi.SandboxClock
	if shifted != nil {
		sclock = &sandboxClock{clock: shifted, store: st, members: members}
		advance = sclock
	}
	ws := job.NewWorkers()
	job.Register(ws, members.Sweep)
	job.Every(ws, time.Minute, membership.SweepArgs{})
	job.Register(ws, afters.RunRefund)
	job.Register(ws, staffs.Cleanup)
	job.Every(ws, time.Hour, staff.CleanupArgs{})
	job.Register(ws, sessions.Cleanup)
	job.Register(ws, idem.Cleanup)
	job.Register(ws, mail.NewWorker(sender).Send)
	job.Register(ws, accounts.Erase)
	job.Register(ws, accounts.Cleanup)
	job.Every(ws, time.Hour, account.CleanupArgs{})
	job.Register(ws, carts.Cleanup)
	job.Every(ws, time.Hour, cart.CleanupArgs{})
	job.Register(ws, checkouts.Confirm)
	job.Register(ws, checkouts.Void)
	job.Register(ws, checkouts.Reconcile)
	job.Register(ws, checkouts.Expire)
	job.Every(ws, time.Minute, checkout.ReconcileArgs{})
	job.Every(ws, time.Minute, checkout.ExpiryArgs{})
	job.Every(ws, time.Hour, session.CleanupArgs{})
	job.Every(ws, time.Hour, idempotency.CleanupArgs{})
	inv.WithNotices(inventory.Notices{ShopName: cfg.ShopName, ShopURL: cfg.PublicURL, Clock: clk})
	products := catalog.NewService(st, inv, cards)
	runner, err := job.NewRunner(st.JobDriver(), ws, job.Config{PollInterval: cfg.JobPollInterval})
	if err != nil {
		return nil, err
	}
	refreshEvery := cfg.ChangePollInterval
	if refreshEvery <= 0 {
		refreshEvery = 250 * time.Millisecond
	}
	return &Shop{
		Handler: httpapi.New(httpapi.Deps{
			Config:          cfg,
			Clock:           clk,
			Sessions:        sessions,
			Catalog:         products,
			Inventory:       inv,
			Locations:       locs,
			Delivery:        delivery.NewService(products, inv, locs, clk),
			Accounts:        accounts,
			Carts:           carts,
			Checkout:        checkouts,
			Orders:          afters,
			Staff:           staffs,
			Membership:      members,
			MembershipStaff: memberStaff,
			SandboxClock:    advance,
			Receipts:        st,
			Addresses:       finder,
			Sandbox:         pay.sandbox,
			PaymentOrigins:  pay.origins,
			DevMail:         devMail,
			Features:        features,
			Index:           current,
			Web:             webFS,
			Pages:           pageRenderer(pages),
		}),
		Pages:      pages,
		Index:      current,
		Refresher:  NewRefresher(st, current, locs, lastChange, refreshEvery),
		Jobs:       runner,
		Inventory:  inv,
		Accounts:   accounts,
		Checkout:   checkouts,
		Membership: members,
		clock:      sclock,
	}, nil
}

// Compile-time checks that the storage engines give each domain the unit of work it asks for.
var (
	_ inventory.TxStore     = storage.Stores(nil)
	_ account.TxStore       = storage.Stores(nil)
	_ cart.Store            = storage.Stores(nil)
	_ membership.StaffStore = storage.Stores(nil)
)

// Start sets the background work going: the job runner and the index refresher. It stops when ctx
// ends; Stop waits for running jobs.
func (s *Shop) Start(ctx context.Context) error {
	if err := s.Jobs.Start(ctx); err != nil {
		return fmt.Errorf("start jobs: %w", err)
	}
	go s.Refresher.Run(ctx)
	if s.clock != nil {
		go s.clock.follow(ctx, 2*time.Second)
	}
	s.warmed = make(chan struct{})
	if s.Pages == nil {
		close(s.warmed)
		return nil
	}
	// Every render engine is started and renders a few real pages before the first shopper (a
	// new one renders a page several times as slowly while its code compiles); /healthz says
	// "warming up" until then, for at most warmUpFor.
	s.Handler.SetWarming(true)
	go func() {
		defer close(s.warmed)
		defer s.Handler.SetWarming(false)
		ctx, cancel := context.WithTimeout(ctx, warmUpFor)
		defer cancel()
		start := time.Now()
		pages := s.Handler.WarmPages(ctx)
		if err := s.Pages.Warm(ctx, pages); err != nil {
			slog.Warn("server rendering: warming up", "err", err)
			return
		}
		slog.Info("server rendering warmed up", "pages", len(pages), "took", time.Since(start).Round(time.Millisecond))
	}()
	return nil
}

// warmUpFor bounds the render engines' warm-up: past it the shop takes shoppers anyway.
const warmUpFor = 15 * time.Second

// Warmed is closed once the shop has warmed up after Start (or given up waiting).
func (s *Shop) Warmed() <-chan struct{} { return s.warmed }

// serverRenderer is the renderer of the bundle embedded in the binary, one engine per Go processor
// (Serve has added the password hashers' to the cores by now: three on two cores): Node workers when
// the machine has node (and the engine is auto or node), else QuickJS in process; nil (with a
// warning) when the web app was built without the bundle. One more engine than cores measured
// better than one per core (2026-11-25, 100,000 products, uncached product pages: 273 against 232
// req/s under 8 workers, p99 54-115 ms against 77-130 at 130 req/s): a render waiting on its pipe or
// a collection leaves a core to another.
func serverRenderer(engine string, timeout time.Duration) ssr.Pages {
	bundle := web.ServerBundle()
	o := ssr.Options{Engines: runtime.GOMAXPROCS(0), Timeout: timeout}
	if engine == "auto" || engine == "node" {
		r, err := ssr.NewNode(ssr.FindNode(), bundle, o)
		if err == nil {
			slog.Info("catalogue pages rendered on the server", "engine", "node")
			return r
		}
		if engine == "node" {
			slog.Warn("no node for server rendering: QuickJS renders", "err", err)
		}
	}
	r, err := ssr.New(bundle, o)
	if err != nil {
		slog.Warn("pages are rendered in the browser only", "err", err)
		return nil
	}
	slog.Info("catalogue pages rendered on the server", "engine", "quickjs")
	return r
}

// pageRenderer keeps a nil renderer a nil interface.
func pageRenderer(r ssr.Pages) page.Renderer {
	if r == nil {
		return nil
	}
	return r
}

// Stop waits (until ctx ends) for running jobs to finish.
func (s *Shop) Stop(ctx context.Context) error { return s.Jobs.Stop(ctx) }

// BuildIndex reads the whole catalogue, streaming, into a new search index.
func BuildIndex(ctx context.Context, st Storage, cats []catalog.Category) (*search.Index, error) {
	// Reading the catalogue and indexing it each take about half of a start: one goroutine reads
	// (in batches, so the hand-over costs nothing) while this one indexes.
	type product struct {
		p     catalog.Product
		stock []catalog.StockStatus
	}
	const batchSize = 256
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	batches := make(chan []product, 8)
	readErr := make(chan error, 1)
	go func() {
		defer close(batches)
		batch := make([]product, 0, batchSize)
		send := func() error {
			select {
			case batches <- batch:
				batch = make([]product, 0, batchSize)
				return nil
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		err := st.EachProduct(ctx, func(p catalog.Product, online []int) error {
			stock := make([]catalog.StockStatus, len(online))
			for i, q := range online {
				stock[i] = catalog.StatusOf(q)
			}
			batch = append(batch, product{p, stock})
			if len(batch) == batchSize {
				return send()
			}
			return nil
		})
		if err == nil && len(batch) > 0 {
			err = send()
		}
		readErr <- err
	}()
	b := search.NewBuilder(cats)
	for batch := range batches {
		for _, it := range batch {
			b.Add(it.p, it.stock)
		}
	}
	if err := <-readErr; err != nil {
		return nil, fmt.Errorf("build search index: %w", err)
	}
	return b.Build(), nil
}

// Serve prepares the shop and serves it on cfg.Addr until ctx is done, then drains in-flight
// requests. ready, if not nil, is called with the listening address once /healthz would answer 200.
func Serve(ctx context.Context, cfg config.Config, st Storage, clk clock.Clock, ready func(addr string)) error {
	if cfg.PasswordHashers == 0 {
		// Password hashes (argon2id: ~30 ms of one core each) run on niced threads of their own
		// (account.lowPriority). Each such thread holds one of Go's processors while it hashes, so
		// the serving code would lose that processor to a sign-in flood: give the hashers processors
		// of their own on top of the cores. The kernel still runs them only when the cores have
		// time to spare, so pages and searches keep both cores.
		procs := runtime.GOMAXPROCS(0)
		cfg.PasswordHashers = max(1, procs/2)
		runtime.GOMAXPROCS(procs + cfg.PasswordHashers)
	}
	setMemoryLimit(cfg.MemoryLimitMB)
	reg := newMetricsRegistry(st.Stats)
	if cfg.DebugAddr != "" {
		// First, so that a slow start can be profiled too.
		stop, err := serveDebug(cfg.DebugAddr, reg)
		if err != nil {
			return err
		}
		defer stop()
	}
	shop, err := PrepareShop(ctx, cfg, st, clk, nil)
	if err != nil {
		return err
	}
	handler := shop.Handler
	reg.MustRegister(handler.Metrics()) // request counts and latencies at /metrics
	registerShopMetrics(reg, shop)
	// Background work stops with the server: jobs finish (or are rescued by another node later).
	bg, stopBG := context.WithCancel(context.WithoutCancel(ctx))
	defer stopBG()
	if err := shop.Start(bg); err != nil {
		return err
	}
	defer func() {
		stopping, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := shop.Stop(stopping); err != nil {
			slog.Warn("stopping jobs", "err", err)
		}
	}()
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", cfg.Addr, err)
	}
	srv := &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       120 * time.Second,
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	slog.Info("serving", "url", "http://"+ln.Addr().String(), "db", redact(cfg.DatabaseURL))
	if cfg.Demo {
		// The demo's accounts are public (README.md): a newcomer signs in at once.
		slog.Info("demo customer (order history, receipts)", "email", account.DemoEmail, "password", account.DemoPassword)
		slog.Info("demo staff at /staff (fulfilment@, service@, manager@, admin@wattle.example)", "email", staff.DemoMembers[3].Email,
			"password", staff.DemoPassword)
	}
	if ready != nil {
		select {
		case <-shop.Warmed():
		case <-ctx.Done():
		}
		ready(ln.Addr().String())
	}
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	slog.Info("shutting down: draining in-flight requests")
	drain, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := srv.Shutdown(drain); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	return nil
}

// redact hides a password in a database URL before it is logged.
func redact(url string) string {
	at := strings.LastIndex(url, "@")
	scheme := strings.Index(url, "://")
	if at < 0 || scheme < 0 {
		return url
	}
	creds := url[scheme+3 : at]
	if user, _, ok := strings.Cut(creds, ":"); ok {
		return url[:scheme+3] + user + ":***" + url[at:]
	}
	return url
}

// Main is what cmd/storefront calls.
func Main() {
	os.Exit(Run(context.Background(), os.Args[1:], os.Stdout, os.Stderr, os.Getenv))
}

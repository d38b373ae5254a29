// Package config is the server's one configuration struct: defaults in code, STOREFRONT_* (and
// DATABASE_URL) environment variables over them, command-line flags over those.
package config

import (
	"errors"
	"flag"
	"fmt"
	"net"
	"strconv"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/staff"
	"github.com/wattle/storefront/internal/storage"
)

// Config is everything the server reads at start.
type Config struct {
	Addr        string // listen address
	DatabaseURL string // sqlite:PATH or postgres://…
	PublicURL   string // the shop's public origin, for canonical links and Open Graph
	ShopName    string // shown in titles and the logo
	// ABN is the retailer's Australian Business Number, printed on tax invoices (the tills'
	// receipts). The default is the demo retailer's; a real one sets its own.
	ABN       string
	LogFormat string // "text" or "json"
	DemoSeed  int64  // seed of the demo catalogue loaded into an empty database
	DemoSize  int    // base products in that catalogue
	// StaticDir, when set, is served under /static/ (brand assets, verification files, and the
	// benchmark's static-file baseline).
	StaticDir string
	// DebugAddr, when set, serves Go's profiler (/debug/pprof/) on a separate listener for the
	// engineer on call; keep it on loopback.
	DebugAddr string
	// AnswerCacheMB bounds the cache of encoded search and autosuggest answers; 0 turns it off.
	AnswerCacheMB int
	// MemoryLimitMB is the Go heap's soft limit (runtime/debug.SetMemoryLimit): the collector
	// runs more often as the heap nears it instead of letting it grow to twice what is live. 0
	// leaves Go's default (none, or the GOMEMLIMIT environment variable). See docs/operations.md
	// "Memory" for what to set it to.
	MemoryLimitMB int
	// ChangePollInterval is how often each node reads the catalogue change feed to keep its search
	// index and store list fresh (listings follow a write within about this plus a rebuild).
	ChangePollInterval time.Duration
	// JobPollInterval is how often each node looks for background jobs to run.
	JobPollInterval time.Duration
	// Demo loads the demo catalogue, stores and stock into an empty database, and (with no SMTP
	// server configured) shows sent e-mail at /dev/mail.
	Demo bool
	// SMTPURL is the mail server: smtp://user:pass@host:587 (STARTTLS) or smtps://…:465. Empty:
	// e-mail goes to the development mailbox (/dev/mail, in the demo configuration).
	SMTPURL string
	// AccountDeletionDays is the grace period of an account deletion request, in business days
	// (the shop promises 2-5: docs/accounts.md#limits).
	AccountDeletionDays int
	// PaymentTimeout is how long the shop waits for a payment provider before it gives up (no
	// order, the cart stays payable).
	PaymentTimeout time.Duration
	// GuestCheckout lets shoppers buy without an account.
	GuestCheckout bool
	// ServerRender renders the catalogue pages on the server (internal/ssr); off, every page is
	// rendered in the browser.
	ServerRender bool
	// RenderEngine runs the server renderer's bundle: "node" (Node workers, several times faster),
	// "quickjs" (in process, pure Go) or "auto" (Node when the machine has it).
	RenderEngine string
	// RenderTimeout stops a page's server render that runs longer (the page then goes out without
	// server markup).
	RenderTimeout time.Duration
	// Payments chooses the payment providers (docs/payments.md).
	Payments Payments
	// Features override the feature toggles' defaults (--feature flypay=on).
	Features map[string]bool
	// PasswordMemoryKiB and PasswordTime are argon2id's cost; zero is OWASP's (19 MiB, 2 passes).
	// Not flags: tests lower them, production keeps the default.
	PasswordMemoryKiB, PasswordTime uint32
	// PasswordHashers is how many password hashes are computed at once; 0: half the cores.
	PasswordHashers int
	// TrustProxy takes the client's address from the last X-Forwarded-For hop and whether it came
	// over HTTPS from the last X-Forwarded-Proto (behind a load balancer that sets them); otherwise
	// the connection's address and TLS count, for rate limits, the audit log, Secure cookies, HSTS
	// and the shop's own origin, and those headers are ignored (docs/operations.md#security).
	TrustProxy bool
	// AccountLimits are the sign-in, register and reset rate limits; nil is account.DefaultLimits.
	AccountLimits *account.Limits
	// StaffLimits are the staff sign-in's rate limits; nil is staff.DefaultLimits.
	StaffLimits *staff.Limits
}

// Default returns the configuration `make run` uses.
func Default() Config {
	return Config{
		Addr:        "127.0.0.1:8080",
		DatabaseURL: "sqlite:./data/storefront.db",
		PublicURL:   "http://localhost:8080",
		ShopName:    "Wattle",
		ABN:         "51 604 000 023",
		LogFormat:   "text",
		DemoSeed:    1,
		// AnswerCacheMB: a search answer is 20-60 kB, so 128 MB holds the two to five thousand distinct
		// searches a busy shop sees in a minute (entries are keyed by the minute).
		AnswerCacheMB:       128,
		ChangePollInterval:  250 * time.Millisecond,
		JobPollInterval:     time.Second,
		Demo:                true,
		AccountDeletionDays: 2,
		PaymentTimeout:      15 * time.Second,
		Payments:            Payments{Mode: PaymentsSandbox},
		GuestCheckout:       true,
		ServerRender:        true,
		RenderEngine:        "auto",
		RenderTimeout:       2 * time.Second,
	}
}

// FromEnv overlays environment variables on c. getenv is os.Getenv in production.
func (c *Config) FromEnv(getenv func(string) string) error {
	set := func(dst *string, keys ...string) {
		for _, k := range keys {
			if v := getenv(k); v != "" {
				*dst = v
				return
			}
		}
	}
	set(&c.Addr, "STOREFRONT_ADDR")
	set(&c.DatabaseURL, "STOREFRONT_DB", "DATABASE_URL")
	set(&c.PublicURL, "STOREFRONT_PUBLIC_URL")
	set(&c.ShopName, "STOREFRONT_SHOP_NAME")
	set(&c.ABN, "STOREFRONT_ABN")
	set(&c.LogFormat, "STOREFRONT_LOG_FORMAT")
	set(&c.StaticDir, "STOREFRONT_STATIC_DIR")
	set(&c.DebugAddr, "STOREFRONT_DEBUG_ADDR")
	set(&c.SMTPURL, "STOREFRONT_SMTP", "SMTP_URL")
	set(&c.RenderEngine, "STOREFRONT_RENDER_ENGINE")
	set(&c.Payments.Mode, "STOREFRONT_PAYMENTS")
	c.Payments.fromEnv(set)
	if v := getenv("STOREFRONT_DEMO_SEED"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return fmt.Errorf("STOREFRONT_DEMO_SEED: not a number: %q", v)
		}
		c.DemoSeed = n
	}
	if v := getenv("STOREFRONT_MEMORY_LIMIT_MB"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return fmt.Errorf("STOREFRONT_MEMORY_LIMIT_MB: not a number: %q", v)
		}
		c.MemoryLimitMB = n
	}
	if v := getenv("STOREFRONT_ANSWER_CACHE_MB"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return fmt.Errorf("STOREFRONT_ANSWER_CACHE_MB: not a number: %q", v)
		}
		c.AnswerCacheMB = n
	}
	return nil
}

// Flags registers the serve flags on fs, writing into c.
func (c *Config) Flags(fs *flag.FlagSet) {
	fs.StringVar(&c.Addr, "addr", c.Addr, "listen address (env STOREFRONT_ADDR)")
	fs.StringVar(&c.DatabaseURL, "db", c.DatabaseURL, "database URL: sqlite:PATH or postgres://… (env DATABASE_URL)")
	fs.StringVar(&c.PublicURL, "public-url", c.PublicURL, "public origin for canonical links (env STOREFRONT_PUBLIC_URL)")
	fs.StringVar(&c.ABN, "abn", c.ABN, "the retailer's ABN, printed on tax invoices (env STOREFRONT_ABN)")
	fs.StringVar(&c.LogFormat, "log-format", c.LogFormat, "log format: text or json (env STOREFRONT_LOG_FORMAT)")
	fs.StringVar(&c.DebugAddr, "debug-addr", c.DebugAddr, "listen address of the profiler, off when empty (env STOREFRONT_DEBUG_ADDR)")
	fs.IntVar(&c.AnswerCacheMB, "answer-cache-mb", c.AnswerCacheMB, "megabytes of cached search answers, 0 for none (env STOREFRONT_ANSWER_CACHE_MB)")
	fs.IntVar(&c.MemoryLimitMB, "memory-limit-mb", c.MemoryLimitMB, "soft limit of the Go heap in megabytes, 0 for Go's default (GOMEMLIMIT) (env STOREFRONT_MEMORY_LIMIT_MB)")
	fs.StringVar(&c.StaticDir, "static-dir", c.StaticDir, "directory served under /static/ (env STOREFRONT_STATIC_DIR)")
	fs.BoolVar(&c.Demo, "demo", c.Demo, "load the demo data into an empty database and show sent e-mail at /dev/mail when there is no SMTP server")
	fs.StringVar(&c.SMTPURL, "smtp", c.SMTPURL, "mail server: smtp://user:pass@host:587 or smtps://user:pass@host:465 (env SMTP_URL)")
	fs.BoolVar(&c.TrustProxy, "trust-proxy", c.TrustProxy, "take the client address from X-Forwarded-For and the scheme from X-Forwarded-Proto (only behind a load balancer that sets them)")
	fs.DurationVar(&c.PaymentTimeout, "payment-timeout", c.PaymentTimeout, "how long to wait for a payment provider")
	fs.StringVar(&c.Payments.Mode, "payments", c.Payments.Mode, "payment providers: sandbox (built in, no money moves) or live (the providers configured in the environment; docs/payments.md) (env STOREFRONT_PAYMENTS)")
	fs.BoolVar(&c.GuestCheckout, "guest-checkout", c.GuestCheckout, "let shoppers check out without an account")
	fs.BoolVar(&c.ServerRender, "server-render", c.ServerRender, "render the catalogue pages on the server (first paint without JavaScript)")
	fs.DurationVar(&c.RenderTimeout, "render-timeout", c.RenderTimeout, "longest server render of a page; then it is sent for the browser to render")
	fs.StringVar(&c.RenderEngine, "render-engine", c.RenderEngine, "what renders them: auto (node when installed, else quickjs), node or quickjs (env STOREFRONT_RENDER_ENGINE)")
	fs.Func("feature", "turn a feature toggle on or off, e.g. flypay=on (repeatable; getEnvironment lists them)", func(v string) error {
		name, state, ok := strings.Cut(v, "=")
		on, known := map[string]bool{"on": true, "true": true, "off": false, "false": false}[strings.ToLower(state)]
		if !ok || !known || name == "" {
			return fmt.Errorf("want name=on or name=off, got %q", v)
		}
		if c.Features == nil {
			c.Features = map[string]bool{}
		}
		c.Features[name] = on
		return nil
	})
	fs.IntVar(&c.AccountDeletionDays, "account-deletion-days", c.AccountDeletionDays, "business days between an account deletion request and the erasure (2-5)")
}

// Validate reports the first problem with c as one readable line.
func (c *Config) Validate() error {
	if _, _, err := net.SplitHostPort(c.Addr); err != nil {
		return fmt.Errorf("invalid --addr %q: want host:port", c.Addr)
	}
	if _, _, err := storage.ParseURL(c.DatabaseURL); err != nil {
		return fmt.Errorf("invalid --db %q: %w", c.DatabaseURL, err)
	}
	if c.DebugAddr != "" {
		if _, _, err := net.SplitHostPort(c.DebugAddr); err != nil {
			return fmt.Errorf("invalid --debug-addr %q: want host:port", c.DebugAddr)
		}
	}
	if c.AnswerCacheMB < 0 || c.AnswerCacheMB > 64<<10 {
		return fmt.Errorf("invalid --answer-cache-mb %d: want 0-65536", c.AnswerCacheMB)
	}
	if c.MemoryLimitMB < 0 || c.MemoryLimitMB > 1<<20 {
		return fmt.Errorf("invalid --memory-limit-mb %d: want 0-1048576", c.MemoryLimitMB)
	}
	if c.PaymentTimeout < time.Second || c.PaymentTimeout > 2*time.Minute {
		return fmt.Errorf("invalid --payment-timeout %s: want 1s-2m", c.PaymentTimeout)
	}
	if c.AccountDeletionDays < 1 || c.AccountDeletionDays > 30 {
		return fmt.Errorf("invalid --account-deletion-days %d: want 1-30 (the shop promises 2-5)", c.AccountDeletionDays)
	}
	if c.SMTPURL != "" && !strings.HasPrefix(c.SMTPURL, "smtp://") && !strings.HasPrefix(c.SMTPURL, "smtps://") {
		return errors.New("invalid --smtp: want smtp://… or smtps://…")
	}
	if err := c.Payments.validate(); err != nil {
		return err
	}
	if c.LogFormat != "text" && c.LogFormat != "json" {
		return errors.New("invalid --log-format: want text or json")
	}
	if c.RenderTimeout < 100*time.Millisecond || c.RenderTimeout > time.Minute {
		return fmt.Errorf("invalid --render-timeout %s: want 100ms-1m", c.RenderTimeout)
	}
	if c.RenderEngine != "auto" && c.RenderEngine != "node" && c.RenderEngine != "quickjs" {
		return fmt.Errorf("invalid --render-engine %q: want auto, node or quickjs", c.RenderEngine)
	}
	if !strings.HasPrefix(c.PublicURL, "http://") && !strings.HasPrefix(c.PublicURL, "https://") {
		return fmt.Errorf("invalid --public-url %q: want http(s)://host", c.PublicURL)
	}
	c.PublicURL = strings.TrimSuffix(c.PublicURL, "/")
	return nil
}

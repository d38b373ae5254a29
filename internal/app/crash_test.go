package app

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/storage/storagetest"
)

// The crash tests run the shop as a real process (this test binary, re-executed into
// TestServeProcess), kill it with SIGKILL — no shutdown, no deferred function, no flush — and start
// it again: what a shopper put in the cart must still be there. On PostgreSQL two processes serve
// one database, and a shopper whose requests alternate between them sees one cart.

const (
	serveDBEnv   = "WATTLE_TEST_SERVE_DB"
	serveAddrEnv = "WATTLE_TEST_SERVE_ADDR"
	// servePaymentTimeoutEnv sets the shop process's --payment-timeout.
	servePaymentTimeoutEnv = "WATTLE_TEST_PAYMENT_TIMEOUT"
)

// TestServeProcess is not a test: it is the shop process the crash tests start.
func TestServeProcess(t *testing.T) {
	db := os.Getenv(serveDBEnv)
	if db == "" {
		t.Skip("the shop process of the crash tests")
	}
	ctx := context.Background()
	st, err := OpenStorage(ctx, db)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	cfg := config.Default()
	cfg.Addr = os.Getenv(serveAddrEnv)
	cfg.DatabaseURL = db
	cfg.DemoSize = 200
	cfg.JobPollInterval = 200 * time.Millisecond
	cfg.ChangePollInterval = 100 * time.Millisecond
	if d, err := time.ParseDuration(os.Getenv(servePaymentTimeoutEnv)); err == nil {
		cfg.PaymentTimeout = d
	}
	err = Serve(ctx, cfg, st, clock.System{}, func(string) {})
	fmt.Fprintln(os.Stderr, "serve:", err)
	os.Exit(1)
}

// shopProcess is one running shop process.
type shopProcess struct {
	cmd  *exec.Cmd
	base string
	out  *bytes.Buffer
}

// startShop starts the shop on db at addr and waits for /healthz; env adds to its environment.
func startShop(t *testing.T, db, addr string, env ...string) *shopProcess {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestServeProcess$", "-test.count=1")
	cmd.Env = append(append(os.Environ(), serveDBEnv+"="+db, serveAddrEnv+"="+addr), env...)
	out := &bytes.Buffer{}
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &shopProcess{cmd: cmd, base: "http://" + addr, out: out}
	t.Cleanup(p.kill)
	deadline := time.Now().Add(90 * time.Second)
	for {
		res, err := http.Get(p.base + "/healthz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return p
			}
		}
		if time.Now().After(deadline) {
			p.kill()
			t.Fatalf("the shop at %s was not ready in 90 s:\n%s", addr, out.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// kill ends the process with SIGKILL and waits for it.
func (p *shopProcess) kill() {
	if p.cmd.ProcessState != nil {
		return
	}
	_ = p.cmd.Process.Kill()
	_, _ = p.cmd.Process.Wait()
}

func freeAddr(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

// browser is a shopper's browser: one cookie jar used against every node. The jar keys cookies by
// host, so the nodes are reached by one name (see do).
type browser struct {
	t    *testing.T
	jar  http.CookieJar
	csrf string
}

func newBrowser(t *testing.T) *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{t: t, jar: jar}
}

// shopURL is the name the browser gives every node, so that they share its cookies as nodes
// behind one load balancer do.
var shopURL, _ = url.Parse("http://shop.test/")

// do sends a request to node p with the browser's cookies and answers the status and data.
func (b *browser) do(p *shopProcess, method, path string, body any) (int, json.RawMessage) {
	b.t.Helper()
	var rd io.Reader
	if body != nil {
		raw, _ := json.Marshal(body)
		rd = bytes.NewReader(raw)
	}
	req, err := http.NewRequest(method, p.base+path, rd)
	if err != nil {
		b.t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-CSRF-Token", b.csrf)
	}
	for _, c := range b.jar.Cookies(shopURL) {
		req.AddCookie(c)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		b.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	if cs := res.Cookies(); len(cs) > 0 {
		b.jar.SetCookies(shopURL, cs)
	}
	var env struct {
		Data  json.RawMessage `json:"data"`
		Error json.RawMessage `json:"error"`
	}
	raw, _ := io.ReadAll(res.Body)
	if err := json.Unmarshal(raw, &env); err != nil {
		b.t.Fatalf("%s %s: %d %s", method, path, res.StatusCode, raw)
	}
	if res.StatusCode != http.StatusOK {
		return res.StatusCode, env.Error
	}
	return res.StatusCode, env.Data
}

// session reads the session for its csrf token.
func (b *browser) session(p *shopProcess) {
	b.t.Helper()
	_, data := b.do(p, http.MethodGet, "/api/session", nil)
	var s struct {
		CSRFToken string `json:"csrfToken"`
	}
	if err := json.Unmarshal(data, &s); err != nil || s.CSRFToken == "" {
		b.t.Fatalf("session: %s", data)
	}
	b.csrf = s.CSRFToken
}

// stockedVariants finds n ordinary variants with online stock on node p.
func stockedVariants(t *testing.T, p *shopProcess, n int) []string {
	t.Helper()
	b := newBrowser(t)
	var out []string
	for _, term := range []string{"towel", "mug", "lamp", "cushion", "shirt", "candle"} {
		_, data := b.do(p, http.MethodGet, "/api/search?searchTerm="+term, nil)
		var ans struct {
			Products []struct {
				DefaultVariantCode string `json:"defaultVariantCode"`
				InStock            bool   `json:"inStock"`
				PreOrder           bool   `json:"preOrder"`
				GiftCard           string `json:"giftCard"`
				OnePassExclusive   bool   `json:"onePassExclusive"`
				OnePassEarlyAccess bool   `json:"onePassEarlyAccess"`
			} `json:"products"`
		}
		if err := json.Unmarshal(data, &ans); err != nil {
			t.Fatal(err)
		}
		for _, c := range ans.Products {
			if !c.InStock || c.PreOrder || c.GiftCard != "" || c.OnePassExclusive || c.OnePassEarlyAccess {
				continue
			}
			_, data := b.do(p, http.MethodGet, "/api/stock/online?variants="+c.DefaultVariantCode, nil)
			if !strings.Contains(string(data), `"hdStockLevelStatus":"inStock"`) {
				continue
			}
			out = append(out, c.DefaultVariantCode)
			if len(out) == n {
				return out
			}
		}
	}
	t.Fatalf("found %d of %d stocked variants", len(out), n)
	return nil
}

type cartLine struct {
	ProductCode string `json:"productCode"`
	Quantity    int    `json:"quantity"`
}

// cartOf reads the browser's cart from node p, as variant → quantity.
func (b *browser) cartOf(p *shopProcess) map[string]int {
	b.t.Helper()
	status, data := b.do(p, http.MethodGet, "/api/cart", nil)
	if status != http.StatusOK {
		b.t.Fatalf("getCart: %d %s", status, data)
	}
	var c struct {
		Entries []cartLine `json:"entries"`
	}
	if err := json.Unmarshal(data, &c); err != nil {
		b.t.Fatal(err)
	}
	out := map[string]int{}
	for _, e := range c.Entries {
		out[e.ProductCode] += e.Quantity
	}
	return out
}

// add puts qty of variant in the browser's cart through node p.
func (b *browser) add(p *shopProcess, variant string, qty int) {
	b.t.Helper()
	status, data := b.do(p, http.MethodPost, "/api/cart/add", map[string]any{"products": []map[string]any{{"productCode": variant, "quantity": qty}}})
	if status != http.StatusOK || !strings.Contains(string(data), `"addedItems":[{`) {
		b.t.Fatalf("addToCart %s: %d %s", variant, status, data)
	}
}

func wantCart(t *testing.T, got, want map[string]int, when string) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: cart %v, want %v", when, got, want)
	}
	for v, q := range want {
		if got[v] != q {
			t.Fatalf("%s: cart %v, want %v", when, got, want)
		}
	}
}

// TestCartSurvivesAHardKill: a cart filled just before the server is killed with SIGKILL is whole
// when it comes back (SQLite: WAL, synchronous=NORMAL, which loses nothing on a process crash).
func TestCartSurvivesAHardKill(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the shop as a process")
	}
	t.Parallel()
	db := "sqlite:" + filepath.Join(t.TempDir(), "shop.db")
	addr := freeAddr(t)
	node := startShop(t, db, addr)
	vs := stockedVariants(t, node, 2)
	b := newBrowser(t)
	b.session(node)
	b.add(node, vs[0], 2)
	b.add(node, vs[1], 1)
	node.kill()

	node = startShop(t, db, addr)
	wantCart(t, b.cartOf(node), map[string]int{vs[0]: 2, vs[1]: 1}, "after a SIGKILL and a restart")
}

// TestCartAcrossNodes: two shop processes on one PostgreSQL database; a shopper whose requests
// alternate between them sees one cart, and keeps it when one node is killed mid-way.
func TestCartAcrossNodes(t *testing.T) {
	base := os.Getenv("TEST_POSTGRES_URL")
	if base == "" || testing.Short() {
		t.Skip("needs TEST_POSTGRES_URL")
	}
	t.Parallel()
	db := storagetest.PostgresSchema(t, base)
	a := startShop(t, db, freeAddr(t))
	b2 := startShop(t, db, freeAddr(t))
	vs := stockedVariants(t, a, 3)
	b := newBrowser(t)
	b.session(a)
	b.add(a, vs[0], 1)
	b.add(b2, vs[1], 2)
	wantCart(t, b.cartOf(a), map[string]int{vs[0]: 1, vs[1]: 2}, "node A after adds on A and B")
	b.add(a, vs[1], 1)
	wantCart(t, b.cartOf(b2), map[string]int{vs[0]: 1, vs[1]: 3}, "node B after a second add on A")
	a.kill()
	b.add(b2, vs[2], 1)
	wantCart(t, b.cartOf(b2), map[string]int{vs[0]: 1, vs[1]: 3, vs[2]: 1}, "node B after A was killed")
}

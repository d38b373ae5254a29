package app

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/demo"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/storage/sqlite"
)

func TestCommandLineErrors(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	cases := []struct {
		name string
		args []string
		env  map[string]string
		code int
		want string
	}{
		{"unknown flag", []string{"serve", "--nope"}, nil, 2, "flag provided but not defined"},
		{"bad addr", []string{"serve", "--addr", "x"}, nil, 2, "invalid --addr"},
		{"bad db scheme", []string{"serve", "--db", "mysql://x"}, nil, 2, "invalid --db"},
		{"unreachable postgres", []string{"serve", "--db", "postgres://nobody@127.0.0.1:1/x?connect_timeout=2"}, nil, 2, "cannot open database"},
		{"unwritable sqlite", []string{"migrate", "--db", "sqlite:/proc/nope/x.db"}, nil, 2, "cannot open database"},
		{"unknown command", []string{"frobnicate"}, nil, 2, "unknown command"},
		{"stray argument", []string{"serve", "extra"}, nil, 2, "unexpected argument"},
		{"bad products", []string{"seed", "--db", "sqlite:" + filepath.Join(dir, "a.db"), "--products", "0"}, nil, 2, "--products"},
		{"bad debug addr", []string{"serve", "--debug-addr", "x"}, nil, 2, "invalid --debug-addr"},
		{"bad answer cache", []string{"serve", "--answer-cache-mb", "-1"}, nil, 2, "invalid --answer-cache-mb"},
		{"bad render engine", []string{"serve", "--render-engine", "v8"}, nil, 2, "invalid --render-engine"},
		{"bad render timeout", []string{"serve", "--render-timeout", "1ms"}, nil, 2, "invalid --render-timeout"},
		{"bad env render engine", []string{"serve"}, map[string]string{"STOREFRONT_RENDER_ENGINE": "bun"}, 2, "invalid --render-engine"},
		{"bad env seed", []string{"migrate"}, map[string]string{"STOREFRONT_DEMO_SEED": "x"}, 2, "STOREFRONT_DEMO_SEED"},
		{"help", []string{"--help"}, nil, 0, ""},
		{"migrate", []string{"migrate", "--db", "sqlite:" + filepath.Join(dir, "m.db")}, nil, 0, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var out, errb bytes.Buffer
			code := Run(context.Background(), tc.args, &out, &errb, func(k string) string { return tc.env[k] })
			if code != tc.code {
				t.Fatalf("exit %d, want %d; stderr %q", code, tc.code, errb.String())
			}
			// Other tests running in parallel log through the global logger, which Run points at
			// this test's stderr: keep only what Run itself printed.
			var own []string
			for _, line := range strings.Split(errb.String(), "\n") {
				if !strings.HasPrefix(line, "time=") {
					own = append(own, line)
				}
			}
			msg := strings.Join(own, "\n")
			if tc.want != "" && !strings.Contains(msg, tc.want) {
				t.Fatalf("stderr %q lacks %q", msg, tc.want)
			}
			if tc.code == 2 && strings.Count(strings.TrimSpace(msg), "\n") > 0 {
				t.Fatalf("error must be one line: %q", msg)
			}
			if strings.Contains(msg, "goroutine") || strings.Contains(msg, "panic") {
				t.Fatalf("stack trace on stderr: %q", msg)
			}
		})
	}
}

func TestSeedIsDeterministic(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	now := time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)
	var firsts []string
	for i := range 2 {
		st, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "seed.db"))
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		if err := Seed(ctx, st, 50, 7, now, nil); err != nil {
			t.Fatal(err)
		}
		n, _ := st.ProductCount(ctx)
		if n != 50 {
			t.Fatalf("run %d: %d products", i, n)
		}
		p, err := st.Product(ctx, "P1000049")
		if err != nil {
			t.Fatal(err)
		}
		firsts = append(firsts, p.Name+"|"+p.Variants[0].Code)
	}
	if firsts[0] != firsts[1] {
		t.Fatalf("seed not deterministic: %q vs %q", firsts[0], firsts[1])
	}
}

// TestServeDrainsOnShutdown starts the server, waits for /healthz, starts a slow request and cancels
// the context (as SIGTERM does): the in-flight request still completes.
func TestServeDrainsOnShutdown(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	st, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "serve.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	cfg := config.Default()
	cfg.Addr = "127.0.0.1:0"
	cfg.DemoSize = 100
	readyc := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- Serve(ctx, cfg, st, clock.System{}, func(addr string) { readyc <- addr }) }()
	var addr string
	select {
	case addr = <-readyc:
	case err := <-done:
		t.Fatalf("serve: %v", err)
	case <-time.After(3 * time.Minute):
		// The demo load shares two cores with the package's other parallel tests in CI (it once
		// took 62 s to be ready); this test is about draining, not about how fast the shop starts.
		t.Fatal("not ready in 3 minutes")
	}
	res, err := http.Get("http://" + addr + "/healthz")
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("healthz: %v %v", res, err)
	}
	res.Body.Close()
	// A request the server has taken before the shutdown starts is answered, never dropped: send it
	// whole on a connection of our own, give the server time to take it, then shut down before
	// reading the answer. (A request still half-sent when the shutdown starts is dropped by net/http.)
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := io.WriteString(conn, "GET /api/search?searchTerm=lamp&nocache=1 HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	time.Sleep(200 * time.Millisecond)
	cancel()
	res, err = http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("in-flight request: %v", err)
	}
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Fatalf("in-flight request got %d", res.StatusCode)
	}
	if err := <-done; err != nil {
		t.Fatalf("serve returned %v", err)
	}
}

func TestDebugListener(t *testing.T) {
	t.Parallel()
	stop, err := serveDebug("127.0.0.1:0", nil)
	if err != nil {
		t.Fatal(err)
	}
	stop()
	// A port that is taken is a clear error, not a silent profiler-less start.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	if _, err := serveDebug(ln.Addr().String(), nil); err == nil || !strings.Contains(err.Error(), "--debug-addr") {
		t.Fatalf("taken port: %v", err)
	}
	free, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := free.Addr().String()
	free.Close()
	stop, err = serveDebug(addr, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	res, err := http.Get("http://" + addr + "/debug/pprof/heap?debug=1")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if b, _ := io.ReadAll(res.Body); res.StatusCode != 200 || !strings.Contains(string(b), "heap profile") {
		t.Fatalf("heap profile: %d %.80s", res.StatusCode, b)
	}
}

func TestRedact(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"postgres://u:secret@h:5432/db": "postgres://u:***@h:5432/db",
		"postgres://u@h/db":             "postgres://u@h/db",
		"sqlite:./data/x.db":            "sqlite:./data/x.db",
	} {
		if got := redact(in); got != want {
			t.Errorf("redact(%q) = %q, want %q", in, got, want)
		}
	}
}

// failingStore reads some products, then fails, as a dropped database connection would.
type failingStore struct {
	Storage
	after int
}

func (f failingStore) EachProduct(ctx context.Context, fn func(p catalog.Product, online []int) error) error {
	n := 0
	err := f.Storage.EachProduct(ctx, func(p catalog.Product, online []int) error {
		if n == f.after {
			return errors.New("connection reset")
		}
		n++
		return fn(p, online)
	})
	return err
}

func TestBuildIndexReadError(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	st, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "idx.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if err := Seed(ctx, st, 600, 1, clock.System{}.Now(), nil); err != nil {
		t.Fatal(err)
	}
	cats := demo.Categories()
	ix, err := BuildIndex(ctx, st, cats)
	if err != nil || ix.Len() != 600 {
		t.Fatalf("index of %d products, err %v", ix.Len(), err)
	}
	for _, after := range []int{0, 300} { // inside the first batch, and after a few
		if _, err := BuildIndex(ctx, failingStore{st, after}, cats); err == nil || !strings.Contains(err.Error(), "connection reset") {
			t.Fatalf("after %d: %v", after, err)
		}
	}
}

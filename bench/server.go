package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Catalogue is a seeded SQLite database of the benchmark, cached across runs.
type Catalogue struct {
	Products int
	Seed     int64
	Path     string        // the database file
	SeedTime time.Duration // how long `storefront seed` took when it was made
	Cached   bool          // made by an earlier run
	Bytes    int64         // size on disk, WAL included
}

// catalogueMeta is stored beside a cached database.
type catalogueMeta struct {
	Products int     `json:"products"`
	Seed     int64   `json:"seed"`
	SeedSecs float64 `json:"seedSeconds"`
	Made     string  `json:"made"`
}

// SeedCatalogue returns the database of n products from seed under cacheDir, seeding it with the
// binary's seed command into a temporary directory (renamed when complete) if it is not cached.
func SeedCatalogue(ctx context.Context, bin, cacheDir string, n int, seed int64, reseed bool) (Catalogue, error) {
	dir := filepath.Join(cacheDir, fmt.Sprintf("catalogue-n%d-s%d", n, seed))
	c := Catalogue{Products: n, Seed: seed, Path: filepath.Join(dir, "storefront.db")}
	if reseed {
		if err := os.RemoveAll(dir); err != nil {
			return c, err
		}
	}
	if meta, err := os.ReadFile(filepath.Join(dir, "meta.json")); err == nil {
		var m catalogueMeta
		if err := json.Unmarshal(meta, &m); err == nil && m.Products == n && m.Seed == seed {
			c.SeedTime = time.Duration(m.SeedSecs * float64(time.Second))
			c.Cached = true
			c.Bytes = dirSize(dir)
			return c, nil
		}
	}
	tmp := dir + ".tmp"
	if err := os.RemoveAll(tmp); err != nil {
		return c, err
	}
	if err := os.MkdirAll(tmp, 0o755); err != nil {
		return c, err
	}
	cmd := exec.CommandContext(ctx, bin, "seed", "--db", "sqlite:"+filepath.Join(tmp, "storefront.db"),
		"--products", strconv.Itoa(n), "--seed", strconv.FormatInt(seed, 10))
	start := time.Now()
	out, err := cmd.CombinedOutput()
	c.SeedTime = time.Since(start)
	if err != nil {
		return c, fmt.Errorf("storefront seed --products %d: %w: %s", n, err, strings.TrimSpace(string(out)))
	}
	meta, _ := json.Marshal(catalogueMeta{Products: n, Seed: seed, SeedSecs: c.SeedTime.Seconds(), Made: time.Now().Format(time.RFC3339)})
	if err := os.WriteFile(filepath.Join(tmp, "meta.json"), meta, 0o644); err != nil {
		return c, err
	}
	if err := os.RemoveAll(dir); err != nil {
		return c, err
	}
	if err := os.Rename(tmp, dir); err != nil {
		return c, err
	}
	c.Bytes = dirSize(dir)
	return c, nil
}

// dirSize is the total size of the files directly in dir.
func dirSize(dir string) int64 {
	entries, _ := os.ReadDir(dir)
	var n int64
	for _, e := range entries {
		if info, err := e.Info(); err == nil && !e.IsDir() {
			n += info.Size()
		}
	}
	return n
}

// Server is a `storefront serve` process started by the benchmark.
type Server struct {
	Base      string        // http://127.0.0.1:PORT
	Debug     string        // http://127.0.0.1:PORT of its debug listener (profiler, /metrics)
	ColdStart time.Duration // exec to the first /healthz 200
	cmd       *exec.Cmd
	exited    chan error
	log       *os.File
}

// StartServer execs `storefront serve` on a free loopback port over the database dbURL (sqlite:PATH
// or postgres://…) and waits (at most timeout) for /healthz to answer 200.
func StartServer(ctx context.Context, bin, dbURL, staticDir, logPath string, timeout time.Duration) (*Server, error) {
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	addr := fmt.Sprintf("127.0.0.1:%d", port)
	debugPort, err := freePort()
	if err != nil {
		return nil, err
	}
	debug := fmt.Sprintf("127.0.0.1:%d", debugPort)
	logf, err := os.Create(logPath)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, "serve", "--addr", addr, "--db", dbURL, "--static-dir", staticDir, "--debug-addr", debug)
	cmd.Stdout, cmd.Stderr = logf, logf
	s := &Server{Base: "http://" + addr, Debug: "http://" + debug, cmd: cmd, exited: make(chan error, 1), log: logf}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		logf.Close()
		return nil, fmt.Errorf("start %s serve: %w", bin, err)
	}
	go func() { s.exited <- cmd.Wait() }()

	client := &http.Client{Timeout: time.Second}
	deadline := start.Add(timeout)
	for {
		select {
		case err := <-s.exited:
			logf.Close()
			return nil, fmt.Errorf("storefront serve exited before it was ready (%v); see %s", err, logPath)
		case <-ctx.Done():
			s.Stop()
			return nil, ctx.Err()
		default:
		}
		if resp, err := client.Get(s.Base + "/healthz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				s.ColdStart = time.Since(start)
				return s, nil
			}
		}
		if time.Now().After(deadline) {
			s.Stop()
			return nil, fmt.Errorf("storefront serve not ready after %s; see %s", timeout, logPath)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// Memory returns the server's resident set size now (VmRSS) and at its peak (VmHWM), in bytes.
func (s *Server) Memory() (rss, peak int64, err error) {
	return procMemory(strconv.Itoa(s.cmd.Process.Pid))
}

// procMemory reads VmRSS and VmHWM, in bytes, of process pid ("self" for this one).
func procMemory(pid string) (rss, peak int64, err error) {
	f, err := os.Open("/proc/" + pid + "/status")
	if err != nil {
		return 0, 0, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		name, value, ok := strings.Cut(sc.Text(), ":")
		if !ok || (name != "VmRSS" && name != "VmHWM") {
			continue
		}
		kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(value), " kB"), 10, 64)
		if err != nil {
			return 0, 0, fmt.Errorf("parse %s: %w", name, err)
		}
		if name == "VmRSS" {
			rss = kb * 1024
		} else {
			peak = kb * 1024
		}
	}
	if rss == 0 {
		return 0, 0, errors.New("no VmRSS in /proc status")
	}
	return rss, peak, sc.Err()
}

// Stop asks the server to drain and exit (SIGTERM), and kills it if it has not within 30 s.
func (s *Server) Stop() {
	defer s.log.Close()
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.exited:
	case <-time.After(30 * time.Second):
		_ = s.cmd.Process.Kill()
		<-s.exited
	}
}

// freePort asks the kernel for a free loopback port.
func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

package app

import (
	"database/sql"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"github.com/wattle/storefront/internal/telemetry"
)

// newMetricsRegistry returns the registry /metrics serves: the Go runtime, the process, and the
// database connection pool that dbStats reports (nil: none). The HTTP handler adds its request
// counts and latencies to it (Server.Metrics); the job runner and the index add their gauges
// through telemetry.Metrics.RegisterGauge or to the registry itself.
func newMetricsRegistry(dbStats func() sql.DBStats) *prometheus.Registry {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	if dbStats != nil {
		reg.MustRegister(telemetry.NewDBStatsCollector("storefront", dbStats))
	}
	return reg
}

// serveDebug serves, on addr, Go's profiler and, when metrics is not nil, the Prometheus metrics at
// /metrics: apart from the shop so that neither is public by accident. The profiler has CPU and
// heap profiles, goroutines and the execution trace, for the engineer on call. It returns a
// function that closes the listener.
func serveDebug(addr string, metrics prometheus.Gatherer) (func(), error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("listen on --debug-addr %s: %w", addr, err)
	}
	srv := &http.Server{Handler: debugMux(metrics), ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	slog.Info("profiler and metrics", "url", "http://"+ln.Addr().String()+"/debug/pprof/", "metrics", metrics != nil)
	return func() { _ = srv.Close() }, nil
}

// debugMux routes the debug listener: the profiler, and /metrics when metrics is not nil.
func debugMux(metrics prometheus.Gatherer) *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	if metrics != nil {
		mux.Handle("GET /metrics", promhttp.HandlerFor(metrics, promhttp.HandlerOpts{}))
	}
	return mux
}

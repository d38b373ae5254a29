// Package telemetry holds the shop's Prometheus metrics: HTTP answers by operation, and the
// gauges and collectors the rest of the app registers (database pool, job queue, index
// freshness). The debug listener serves them at /metrics (docs/operations.md).
package telemetry

import (
	"database/sql"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Unknown labels an answer of no operation the server knows (an unknown API path, or a method no
// route takes): what Observe counts an unregistered operation as.
const Unknown = "unknown"

// Metrics are the shop's Prometheus metrics: HTTP requests by operation and status class, their
// latency, and whatever the rest of the app registers here (database pool, job queue, index
// freshness). The debug listener serves them at /metrics (see internal/app/debug.go).
//
// Metrics is itself a prometheus.Collector, so the app may also register a server's metrics in a
// registry of its own after the fact. It describes no metrics up front (an "unchecked" collector)
// because gauges join it while it serves.
type Metrics struct {
	reg *prometheus.Registry
	// ops holds each operation's series, made when the routes are registered so a request costs a
	// map lookup and two atomic adds, not a label hash.
	ops      map[string]*opMetrics
	requests *prometheus.CounterVec
	latency  *prometheus.HistogramVec

	mu    sync.Mutex
	extra []prometheus.Collector // registered with Register*, after the HTTP metrics
	names map[string]bool        // metric names taken, to refuse a second gauge of the same name
}

type opMetrics struct {
	byClass [6]prometheus.Counter // 1xx … 5xx by status/100; [0] for anything else
	latency prometheus.Observer
}

// statusClasses are the status label values, by status/100.
var statusClasses = [6]string{"other", "1xx", "2xx", "3xx", "4xx", "5xx"}

// latencyBuckets reach below a millisecond: a cached search answer takes a fraction of one.
var latencyBuckets = []float64{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10}

// New registers the HTTP metrics in reg (a registry of their own when reg is nil). One
// registry takes one server's metrics: a second would fail every scrape with duplicate series.
func New(reg *prometheus.Registry) *Metrics {
	if reg == nil {
		reg = prometheus.NewRegistry()
	}
	m := &Metrics{
		reg: reg,
		ops: map[string]*opMetrics{},
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "storefront_http_requests_total",
			Help: "HTTP requests answered, by operation (the OpenAPI operationId; page, asset, image, healthz or unknown otherwise) and status class.",
		}, []string{"operation", "status"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "storefront_http_request_duration_seconds",
			Help:    "Time from the request's arrival to the end of its answer, by operation.",
			Buckets: latencyBuckets,
		}, []string{"operation"}),
	}
	m.names = map[string]bool{"storefront_http_requests_total{}": true, "storefront_http_request_duration_seconds{}": true}
	reg.MustRegister(m)
	m.Operation(Unknown)
	return m
}

// Operation makes the series of op; called while the routes are registered, before serving.
func (m *Metrics) Operation(op string) {
	if _, ok := m.ops[op]; ok {
		return
	}
	om := &opMetrics{latency: m.latency.WithLabelValues(op)}
	for i, class := range statusClasses {
		om.byClass[i] = m.requests.WithLabelValues(op, class)
	}
	m.ops[op] = om
}

// Observe records one answer of op.
func (m *Metrics) Observe(op string, status int, d time.Duration) {
	om, ok := m.ops[op]
	if !ok {
		om = m.ops[Unknown]
	}
	class := status / 100
	if class < 1 || class > 5 {
		class = 0
	}
	om.byClass[class].Inc()
	om.latency.Observe(d.Seconds())
}

// Describe describes nothing: Metrics is an unchecked collector (see Metrics).
func (m *Metrics) Describe(chan<- *prometheus.Desc) {}

// Collect sends every metric of the server and of the collectors registered with it.
func (m *Metrics) Collect(ch chan<- prometheus.Metric) {
	m.requests.Collect(ch)
	m.latency.Collect(ch)
	m.mu.Lock()
	extra := m.extra
	m.mu.Unlock()
	for _, c := range extra {
		c.Collect(ch)
	}
}

// add checks a collector's metrics (valid names, none taken) and adds it.
func (m *Metrics) add(c prometheus.Collector) error {
	// A throwaway registry validates the descriptors as the real one would at registration.
	if err := prometheus.NewPedanticRegistry().Register(c); err != nil {
		return err
	}
	descs := make(chan *prometheus.Desc, 16)
	go func() { c.Describe(descs); close(descs) }()
	var names []string
	for d := range descs {
		names = append(names, seriesKey(d))
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, n := range names {
		if m.names[n] {
			return fmt.Errorf("metrics: %s is already registered", n)
		}
	}
	for _, n := range names {
		m.names[n] = true
	}
	m.extra = append(m.extra[:len(m.extra):len(m.extra)], c)
	return nil
}

// seriesKey is a descriptor's name and constant labels, read from its String form (the only way
// client_golang exposes them): Desc{fqName: "name", help: "…", constLabels: {…}, variableLabels: …}.
// Two pools' statistics share names and differ in their db_name label.
func seriesKey(d *prometheus.Desc) string {
	s := d.String()
	_, s, _ = strings.Cut(s, `fqName: "`)
	name, s, _ := strings.Cut(s, `"`)
	_, labels, _ := strings.Cut(s, "constLabels: ")
	labels, _, _ = strings.Cut(labels, ", variableLabels")
	return name + labels
}

// Registry is the registry the metrics live in, for collectors of the rest of the app.
func (m *Metrics) Registry() *prometheus.Registry { return m.reg }

// Handler serves the metrics in the Prometheus text format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg})
}

// RegisterGauge adds a gauge whose value fn reports at each scrape, such as the job queue's depth
// or the seconds since the search index last applied a change. fn must be cheap and safe to call
// from any goroutine.
func (m *Metrics) RegisterGauge(name, help string, fn func() float64) error {
	return m.add(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: name, Help: help}, fn))
}

// RegisterCounter adds a counter whose running total fn reports at each scrape, such as jobs that
// failed for good. The total must never go down.
func (m *Metrics) RegisterCounter(name, help string, fn func() float64) error {
	return m.add(prometheus.NewCounterFunc(prometheus.CounterOpts{Name: name, Help: help}, fn))
}

// RegisterDBStats adds the connection pool statistics stats reports (sql.DB.Stats) under the label
// db_name=name, with the metric names of client_golang's DBStatsCollector, which needs the *sql.DB
// itself: the storage engines keep theirs to themselves.
func (m *Metrics) RegisterDBStats(name string, stats func() sql.DBStats) error {
	return m.add(NewDBStatsCollector(name, stats))
}

// NewDBStatsCollector returns a collector of the pool statistics stats reports, labelled
// db_name=name (go_sql_open_connections, go_sql_wait_count_total …).
func NewDBStatsCollector(name string, stats func() sql.DBStats) prometheus.Collector {
	desc := func(metric, help string) *prometheus.Desc {
		return prometheus.NewDesc("go_sql_"+metric, help, nil, prometheus.Labels{"db_name": name})
	}
	return &dbStatsCollector{
		stats:             stats,
		maxOpen:           desc("max_open_connections", "Maximum number of open connections to the database."),
		open:              desc("open_connections", "The number of established connections both in use and idle."),
		inUse:             desc("in_use_connections", "The number of connections currently in use."),
		idle:              desc("idle_connections", "The number of idle connections."),
		waitCount:         desc("wait_count_total", "The total number of connections waited for."),
		waitDuration:      desc("wait_duration_seconds_total", "The total time blocked waiting for a new connection."),
		maxIdleClosed:     desc("max_idle_closed_total", "The total number of connections closed due to SetMaxIdleConns."),
		maxIdleTimeClosed: desc("max_idle_time_closed_total", "The total number of connections closed due to SetConnMaxIdleTime."),
		maxLifetimeClosed: desc("max_lifetime_closed_total", "The total number of connections closed due to SetConnMaxLifetime."),
	}
}

type dbStatsCollector struct {
	stats                                               func() sql.DBStats
	maxOpen, open, inUse, idle                          *prometheus.Desc
	waitCount, waitDuration                             *prometheus.Desc
	maxIdleClosed, maxIdleTimeClosed, maxLifetimeClosed *prometheus.Desc
}

func (c *dbStatsCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{c.maxOpen, c.open, c.inUse, c.idle, c.waitCount, c.waitDuration, c.maxIdleClosed, c.maxIdleTimeClosed, c.maxLifetimeClosed} {
		ch <- d
	}
}

func (c *dbStatsCollector) Collect(ch chan<- prometheus.Metric) {
	s := c.stats()
	gauge, counter := prometheus.GaugeValue, prometheus.CounterValue
	ch <- prometheus.MustNewConstMetric(c.maxOpen, gauge, float64(s.MaxOpenConnections))
	ch <- prometheus.MustNewConstMetric(c.open, gauge, float64(s.OpenConnections))
	ch <- prometheus.MustNewConstMetric(c.inUse, gauge, float64(s.InUse))
	ch <- prometheus.MustNewConstMetric(c.idle, gauge, float64(s.Idle))
	ch <- prometheus.MustNewConstMetric(c.waitCount, counter, float64(s.WaitCount))
	ch <- prometheus.MustNewConstMetric(c.waitDuration, counter, s.WaitDuration.Seconds())
	ch <- prometheus.MustNewConstMetric(c.maxIdleClosed, counter, float64(s.MaxIdleClosed))
	ch <- prometheus.MustNewConstMetric(c.maxIdleTimeClosed, counter, float64(s.MaxIdleTimeClosed))
	ch <- prometheus.MustNewConstMetric(c.maxLifetimeClosed, counter, float64(s.MaxLifetimeClosed))
}

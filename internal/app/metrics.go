package app

import (
	"context"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/wattle/storefront/internal/storage/sqlcount"
)

// registerShopMetrics adds what the engineer on call watches beyond requests and the pool: the job
// queue (depth, failures, completions), the index's freshness and the SQL sent.
func registerShopMetrics(reg prometheus.Registerer, shop *Shop) {
	depth := &cachedGauge{every: 15 * time.Second, read: func() float64 {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		n, err := shop.Jobs.Waiting(ctx, 10000)
		if err != nil {
			return -1
		}
		return float64(n)
	}}
	reg.MustRegister(
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "storefront_jobs_waiting",
			Help: "Jobs available or waiting for a retry (capped at 10000; -1 when the count failed), read at most every 15 s."}, depth.value),
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "storefront_job_failures_total",
			Help: "Failed job attempts on this node since start."}, func() float64 { return float64(shop.Jobs.Failed()) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "storefront_jobs_completed_total",
			Help: "Jobs completed on this node since start."}, func() float64 { return float64(shop.Jobs.Completed()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "storefront_change_feed_lag_seconds",
			Help: "Seconds since this node last read the catalogue change feed (index freshness)."}, func() float64 { return shop.Refresher.Lag().Seconds() }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "storefront_index_rebuilds_total",
			Help: "Search indexes built from catalogue changes since start."}, func() float64 { return float64(shop.Refresher.Rebuilds()) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "storefront_stock_changes_without_rebuild_total",
			Help: "Reads of stock changes that turned no product in or out of stock (no new index needed)."}, func() float64 { return float64(shop.Refresher.Skipped()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "storefront_index_products",
			Help: "Products in this node's search index."}, func() float64 { return float64(shop.Index.Load().Len()) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "storefront_sql_statements_total",
			Help: "SQL statements (Exec and Query) this process sent to its database since start, jobs' included."}, func() float64 { return float64(sqlcount.Load().Statements) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "storefront_sql_transactions_total",
			Help: "Database transactions this process began since start."}, func() float64 { return float64(sqlcount.Load().Transactions) }),
	)
}

// cachedGauge reads an expensive value at most once every so often.
type cachedGauge struct {
	mu    sync.Mutex
	every time.Duration
	read  func() float64
	at    time.Time
	v     float64
}

func (g *cachedGauge) value() float64 {
	g.mu.Lock()
	defer g.mu.Unlock()
	if time.Since(g.at) >= g.every {
		g.v, g.at = g.read(), time.Now()
	}
	return g.v
}

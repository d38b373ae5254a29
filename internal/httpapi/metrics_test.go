package httpapi_test

import (
	"database/sql"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/httpapi"
	"github.com/wattle/storefront/internal/telemetry"
)

// scrape reads the server's metrics in the Prometheus text format.
func scrape(t *testing.T, m *telemetry.Metrics) string {
	t.Helper()
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	if rec.Code != 200 {
		t.Fatalf("/metrics: %d %s", rec.Code, rec.Body)
	}
	b, _ := io.ReadAll(rec.Body)
	return string(b)
}

func TestMetrics(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		m := srv.Config.Handler.(*httpapi.Server).Metrics()
		for _, path := range []string{"/api/search?searchTerm=lamp", "/api/nope", "/", "/assets/app-abc123.js", "/nope/deeper"} {
			res, err := srv.Client().Get(srv.URL + path)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
		}
		// A request is counted once its handler has returned, which may be just after the client
		// has read the answer: wait for the last one to be counted.
		out := scrape(t, m)
		for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline) &&
			(!strings.Contains(out, `storefront_http_requests_total{operation="page",status="4xx"} `) ||
				strings.Contains(out, `storefront_http_requests_total{operation="searchProducts",status="2xx"} 0`)); {
			time.Sleep(10 * time.Millisecond)
			out = scrape(t, m)
		}
		for _, want := range []string{
			`storefront_http_requests_total{operation="searchProducts",status="2xx"} `,
			`storefront_http_requests_total{operation="unknown",status="4xx"} `,
			`storefront_http_requests_total{operation="page",status="2xx"} `,
			`storefront_http_requests_total{operation="page",status="4xx"} `,
			`storefront_http_requests_total{operation="asset",status="2xx"} `,
			`storefront_http_request_duration_seconds_bucket{operation="searchProducts",le="0.001"} `,
			`storefront_http_request_duration_seconds_count{operation="page"} `,
		} {
			if !strings.Contains(out, want) {
				t.Errorf("metrics lack %s", want)
			}
		}
		if strings.Contains(out, `storefront_http_requests_total{operation="searchProducts",status="2xx"} 0`) {
			t.Error("the search was not counted")
		}
	})
}

// The rest of the app registers its gauges and the database pool with the server's metrics.
func TestMetricsRegistration(t *testing.T) {
	t.Parallel()
	srv := httpapi.New(httpapi.Deps{})
	m := srv.Metrics()
	depth := 0.0
	if err := m.RegisterGauge("storefront_jobs_queue_depth", "Jobs waiting to run.", func() float64 { depth++; return depth }); err != nil {
		t.Fatal(err)
	}
	if err := m.RegisterGauge("storefront_jobs_queue_depth", "Again.", func() float64 { return 0 }); err == nil {
		t.Fatal("a second gauge of the same name was accepted")
	}
	if err := m.RegisterGauge("", "No name.", func() float64 { return 0 }); err == nil {
		t.Fatal("a gauge without a name was accepted")
	}
	if err := m.RegisterCounter("storefront_jobs_failed_total", "Jobs that failed for good.", func() float64 { return 3 }); err != nil {
		t.Fatal(err)
	}
	for _, pool := range []string{"write", "read"} {
		if err := m.RegisterDBStats(pool, func() sql.DBStats { return sql.DBStats{MaxOpenConnections: 4, OpenConnections: 2, InUse: 1, Idle: 1} }); err != nil {
			t.Fatal(err)
		}
	}
	if err := m.RegisterDBStats("read", func() sql.DBStats { return sql.DBStats{} }); err == nil {
		t.Fatal("the same pool was registered twice")
	}
	out := scrape(t, m)
	for _, want := range []string{
		"storefront_jobs_queue_depth 1\n",
		"storefront_jobs_failed_total 3\n",
		`go_sql_open_connections{db_name="write"} 2`,
		`go_sql_in_use_connections{db_name="read"} 1`,
		`storefront_http_requests_total{operation="getSession",status="2xx"} 0`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("metrics lack %q", want)
		}
	}
}

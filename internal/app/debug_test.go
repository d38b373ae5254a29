package app

import (
	"database/sql"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/httpapi"
)

// The debug listener serves /metrics: the runtime, the database pool and the HTTP requests.
func TestDebugMetrics(t *testing.T) {
	t.Parallel()
	reg := newMetricsRegistry(func() sql.DBStats { return sql.DBStats{MaxOpenConnections: 1, OpenConnections: 1} })
	srv := httpapi.New(httpapi.Deps{Config: config.Default()})
	reg.MustRegister(srv.Metrics())
	// A request to the shop is counted.
	shop := httptest.NewServer(srv)
	defer shop.Close()
	if res, err := http.Get(shop.URL + "/healthz"); err != nil {
		t.Fatal(err)
	} else {
		res.Body.Close()
	}
	free, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := free.Addr().String()
	free.Close()
	stop, err := serveDebug(addr, reg)
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	res, err := http.Get("http://" + addr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	for _, want := range []string{
		"go_goroutines ",
		`go_sql_open_connections{db_name="storefront"} 1`,
		`storefront_http_requests_total{operation="healthz",status="2xx"} 1`,
	} {
		if !strings.Contains(string(b), want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
}

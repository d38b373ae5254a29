package main

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/wattle/storefront/internal/app"
	"github.com/wattle/storefront/internal/storage"
	"github.com/wattle/storefront/internal/storage/postgres"
	"github.com/wattle/storefront/internal/storage/sqlite"
)

// The OnePass renewal scenario (docs/membership.md#billing): renewalCount monthly memberships fall
// due at the same moment and the renewal sweep charges them through the card sandbox, every tenth
// on the card that declines later charges (they go overdue). On SQLite two workers of one shop
// sweep at once; on PostgreSQL two shops (two connection pools) do. Judged: no period charged
// twice, every membership moved on; the rate is reported.
const (
	renewalCount        = 10000
	renewalDeclineEvery = 10
)

// RenewalRun is the renewal scenario on one engine.
type RenewalRun struct {
	Engine string
	Nodes  string
	Result app.DrillResult
	Err    error
}

// runRenewals runs the scenario on SQLite and, when pg is set, on a database of its own next to it.
func runRenewals(ctx context.Context, o options) []*RenewalRun {
	var out []*RenewalRun
	lite := &RenewalRun{Engine: "SQLite", Nodes: "2 workers, one shop"}
	out = append(out, lite)
	dir, err := os.MkdirTemp("", "wattle-renewals-")
	if err != nil {
		lite.Err = err
		return out
	}
	defer os.RemoveAll(dir)
	if st, err := sqlite.Open(ctx, filepath.Join(dir, "renewals.db")); err != nil {
		lite.Err = err
	} else {
		logf("OnePass renewals: %s memberships due at once on SQLite", count(renewalCount))
		lite.Result, lite.Err = app.RenewalDrill(ctx, []storage.Engine{st, st}, renewalCount, renewalDeclineEvery)
		_ = st.Close()
		lite.log()
	}
	if o.cartPG == "" || ctx.Err() != nil {
		return out
	}
	pg := &RenewalRun{Engine: "PostgreSQL", Nodes: "2 shops on one database"}
	out = append(out, pg)
	dsn, err := freshDatabase(ctx, o.cartPG, "bench_renewals")
	if err != nil {
		pg.Err = err
		return out
	}
	var nodes []storage.Engine
	for range 2 {
		db, err := postgres.Open(ctx, dsn)
		if err != nil {
			pg.Err = err
			return out
		}
		defer db.Close()
		nodes = append(nodes, db)
	}
	logf("OnePass renewals: %s memberships due at once on PostgreSQL", count(renewalCount))
	pg.Result, pg.Err = app.RenewalDrill(ctx, nodes, renewalCount, renewalDeclineEvery)
	pg.log()
	return out
}

func (r *RenewalRun) log() {
	if r.Err != nil {
		logf("  %s: %v", r.Engine, r.Err)
		return
	}
	logf("  %s: %.0f charges/s (%d paid, %d declined in %s), %d doubles", r.Engine, r.Result.ChargesPerSecond(),
		r.Result.Paid, r.Result.Declined, secs(r.Result.Took), r.Result.Doubles)
}

// freshDatabase drops and creates database name on the server of base (a postgres:// URL) and
// answers its URL.
func freshDatabase(ctx context.Context, base, name string) (string, error) {
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") {
		return "", fmt.Errorf("%q is not a postgres:// URL", base)
	}
	admin := *u
	admin.Path = "/postgres"
	for _, sql := range []string{`DROP DATABASE IF EXISTS "` + name + `" WITH (FORCE)`, `CREATE DATABASE "` + name + `"`} {
		if out, err := exec.CommandContext(ctx, "psql", admin.String(), "-v", "ON_ERROR_STOP=1", "-qc", sql).CombinedOutput(); err != nil {
			return "", fmt.Errorf("psql %s: %w: %s", sql, err, strings.TrimSpace(string(out)))
		}
	}
	u.Path = "/" + name
	return u.String(), nil
}

// renewalTarget is the scenario's goal.
func (r *RenewalRun) target() Target {
	name := fmt.Sprintf("OnePass: %s renewals due at once on %s (%s) charge each period once", count(renewalCount), r.Engine, r.Nodes)
	if r.Err != nil {
		return Target{name, "failed: " + r.Err.Error(), false}
	}
	want := renewalCount - renewalCount/renewalDeclineEvery
	res := r.Result
	measured := fmt.Sprintf("%.0f charges/s, %d doubles, %d/%d paid", res.ChargesPerSecond(), res.Doubles, res.Paid, want)
	return Target{name, measured, res.Doubles == 0 && res.Paid == want && res.Declined == renewalCount/renewalDeclineEvery}
}

func (r *RenewalRun) markdown() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	p("")
	p("### OnePass renewals on %s (%s)", r.Engine, r.Nodes)
	p("")
	if r.Err != nil {
		p("**Failed:** %v", r.Err)
		return b.String()
	}
	res := r.Result
	p("%s monthly memberships fall due at the same moment; the renewal sweep (docs/membership.md#billing) runs on %s at once and charges each through the card sandbox, every %dth card declining (those go overdue). Each charge is recorded with its key before the gateway is asked.",
		count(res.Memberships), r.Nodes, renewalDeclineEvery)
	p("")
	t := table{header: []string{"memberships", "paid", "declined", "took", "charges/s", "periods charged twice"}}
	t.add(count(res.Memberships), fmt.Sprint(res.Paid), fmt.Sprint(res.Declined), secs(res.Took), fmt.Sprintf("%.0f", res.ChargesPerSecond()), fmt.Sprint(res.Doubles))
	b.WriteString(t.String())
	return b.String()
}

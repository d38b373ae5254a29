package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"runtime"
	"sync/atomic"
	"time"
)

// The accounts scenario: sign-in throughput through the HTTP API, and whether a flood of sign-ins
// (argon2id at OWASP cost: 19 MiB and ~30 ms of a core a hash, at most GOMAXPROCS/2 at once and 64
// waiting) leaves search and session reads alone and the server's memory bounded.
const (
	// benchAccounts is how many accounts the scenario signs in with, in rotation. The shop allows
	// 300 registrations an hour from one address (account.DefaultLimits) and the benchmark is
	// always 127.0.0.1, so it registers few, and only those a cached database does not already hold.
	benchAccounts = 20
	// spareAccounts are further candidates, used in place of accounts found locked.
	spareAccounts = 5
	// floodWorkers sign in continuously in the background while probeWorkers measure.
	floodWorkers = 16
	probeWorkers = 2
	// hashMiB is the memory of one argon2id hash at OWASP cost; hashWaiting is how many sign-ins
	// may wait for a hash before the server answers 503 ERR_SERVICE_BUSY.
	hashMiB     = 19
	hashWaiting = 64
	// rssEvery is how often the server's RSS is sampled during the flood.
	rssEvery = 25 * time.Millisecond
)

// Names of the account scenarios.
const (
	scSignIn       = "sign-in (POST, right password)"
	scSearchQuiet  = "search, uncached, quiet"
	scSessionQuiet = "session read (signed in), quiet"
	scSearchFlood  = "search, uncached, under the flood"
	scSessionFlood = "session read (signed in), under the flood"
	scFlood        = "the flood's own sign-ins"
)

// AccountsConfig configures the accounts scenario.
type AccountsConfig struct {
	Server      *Server
	Workers     int // clients of the sign-in scenario (-workers)
	Warmup      time.Duration
	Duration    time.Duration
	MaxRequests int64
	Timeout     time.Duration                  // per request
	Search      func(worker int) func() string // the uncached faceted search mix
}

// AccountsRun is what the accounts scenario measured.
type AccountsRun struct {
	Accounts   int // accounts signed in with, in rotation
	Registered int // of which this run registered (the others were in the cached database)
	Skipped    int // candidates passed over because they were locked
	Workers    int // clients of the sign-in scenario
	Results    []LoadResult
	RSSBefore  int64 // server RSS just before the flood
	RSSPeak    int64 // the largest RSS sampled during the flood
	RSSAfter   int64 // RSS when the flood has stopped
	HWMBefore  int64 // VmHWM just before the flood: the peak of the server's life so far
	HWM        int64 // VmHWM after the flood
	Samples    int   // RSS samples taken during the flood
	HashSlots  int   // hashes the server computes at once: GOMAXPROCS/2, at least 1
	Err        error
}

// Result returns the named scenario's result, if it ran.
func (a *AccountsRun) Result(name string) (LoadResult, bool) {
	for _, r := range a.Results {
		if r.Name == name {
			return r, true
		}
	}
	return LoadResult{}, false
}

// FloodRatios are the p99 latencies under the flood divided by the quiet ones, for search and for
// the session read; ok is false when a run is missing or has no samples.
func (a *AccountsRun) FloodRatios() (search, session float64, ok bool) {
	r := func(quiet, flood string) (float64, bool) {
		q, ok1 := a.Result(quiet)
		f, ok2 := a.Result(flood)
		if !ok1 || !ok2 || q.Latency.Count() == 0 || f.Latency.Count() == 0 {
			return 0, false
		}
		return float64(f.Latency.Percentile(99)) / float64(q.Latency.Percentile(99)), true
	}
	search, ok1 := r(scSearchQuiet, scSearchFlood)
	session, ok2 := r(scSessionQuiet, scSessionFlood)
	return search, session, ok1 && ok2
}

// benchAccount is an account of the benchmark.
type benchAccount struct {
	Email, Password string
}

// accountN is the i-th account of the benchmark: the same e-mail and password in every run, so a
// cached database's accounts are signed in with again rather than registered anew.
func accountN(i int) benchAccount {
	return benchAccount{Email: fmt.Sprintf("bench.shopper%02d@example.com", i), Password: fmt.Sprintf("Tern-%02d-quokka-Vx9", i)}
}

// RunAccounts runs the accounts scenario against a started server: it registers the accounts it
// lacks, measures sign-in, then search and session reads quiet and under a sign-in flood, sampling
// the server's memory during the flood.
func RunAccounts(ctx context.Context, cfg AccountsConfig) *AccountsRun {
	a := &AccountsRun{Workers: cfg.Workers, HashSlots: max(1, runtime.GOMAXPROCS(0)/2)}
	base := cfg.Server.Base
	tr := NewTransport(max(cfg.Workers, floodWorkers+probeWorkers))
	defer tr.CloseIdleConnections()
	shop := func() *shopper { return newShopper(base, tr, cfg.Timeout) }

	accts, err := prepareAccounts(ctx, shop(), a)
	if err != nil {
		a.Err = err
		return a
	}
	var turn atomic.Uint64
	signIns := func(sh []*shopper) func(int) Step {
		return func(w int) Step {
			return func(ctx context.Context) (time.Duration, int64, bool, error) {
				return sh[w].signIn(ctx, accts[turn.Add(1)%uint64(len(accts))])
			}
		}
	}
	shoppers := func(n int) []*shopper {
		sh := make([]*shopper, n)
		for i := range sh {
			sh[i] = shop()
		}
		return sh
	}
	load := LoadConfig{Base: base, Workers: cfg.Workers, Warmup: cfg.Warmup, Duration: cfg.Duration, MaxRequests: cfg.MaxRequests, Timeout: cfg.Timeout}
	record := func(res LoadResult) {
		a.Results = append(a.Results, res)
		busy := ""
		if res.Busy > 0 {
			busy = fmt.Sprintf(", %d busy (503)", res.Busy)
		}
		logf("  %.0f req/s, p50 %s, p99 %s, %d errors%s", res.RPS(), ms(res.Latency.Percentile(50)), ms(res.Latency.Percentile(99)), res.Errors, busy)
	}

	logf("accounts: %s, %d clients with cookie jars of their own", scSignIn, cfg.Workers)
	record(RunSteps(ctx, load, scSignIn, signIns(shoppers(cfg.Workers))))

	// The measuring workers: each signed in once, so that its session read reads the customer too.
	probes := shoppers(probeWorkers)
	for w, sh := range probes {
		if _, _, _, err := sh.signIn(ctx, accts[w%len(accts)]); err != nil {
			a.Err = fmt.Errorf("signing in the measuring workers: %w", err)
			return a
		}
	}
	probe := load
	probe.Workers = probeWorkers
	searches := getSteps(&http.Client{Transport: tr, Timeout: cfg.Timeout, CheckRedirect: noRedirect}, base, cfg.Search)
	sessions := func(w int) Step { return probes[w].sessionRead }
	measure := func(search, session string) bool {
		logf("accounts: %s, %d workers", search, probeWorkers)
		record(RunSteps(ctx, probe, search, searches))
		logf("accounts: %s, %d workers", session, probeWorkers)
		record(RunSteps(ctx, probe, session, sessions))
		return ctx.Err() == nil
	}
	if !measure(scSearchQuiet, scSessionQuiet) {
		return a
	}

	a.RSSBefore, a.HWMBefore, _ = cfg.Server.Memory()
	floodCtx, stopFlood := context.WithCancel(ctx)
	flood := load
	flood.Workers, flood.Duration = floodWorkers, 24*time.Hour // until stopFlood
	floodDone := make(chan LoadResult, 1)
	go func() {
		res := drive(floodCtx, flood, flood.Duration, signIns(shoppers(floodWorkers)))
		res.Name = scFlood
		floodDone <- res
	}()
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		tick := time.NewTicker(rssEvery)
		defer tick.Stop()
		for {
			if rss, _, err := cfg.Server.Memory(); err == nil {
				a.RSSPeak = max(a.RSSPeak, rss)
				a.Samples++
			}
			select {
			case <-tick.C:
			case <-floodCtx.Done():
				return
			}
		}
	}()
	logf("accounts: a sign-in flood of %d workers in the background", floodWorkers)
	measure(scSearchFlood, scSessionFlood)
	stopFlood()
	<-sampled
	res := <-floodDone
	logf("accounts: the flood stopped")
	record(res)
	a.RSSAfter, a.HWM, _ = cfg.Server.Memory()
	return a
}

// prepareAccounts makes sure the benchmark's accounts exist, asking checkRegistration about each
// and registering only those missing (a cached database keeps them from an earlier run); locked
// ones are passed over. Then it signs in to each once, so that a wrong password shows here, before
// a run of failures could trip the per-address limit or lock the accounts.
func prepareAccounts(ctx context.Context, sh *shopper, a *AccountsRun) ([]benchAccount, error) {
	var accts []benchAccount
	for i := 1; len(accts) < benchAccounts && i <= benchAccounts+spareAccounts; i++ {
		acct := accountN(i)
		body, _ := json.Marshal(map[string]string{"emailAddress": acct.Email})
		status, ans, _, err := sh.post(ctx, "/api/customer/check-registration", "application/json", body)
		if err != nil {
			return nil, err
		}
		if status != http.StatusOK {
			return nil, fmt.Errorf("checkRegistration %s: %d %s", acct.Email, status, ans.code())
		}
		if ans.Data.AccountLocked {
			a.Skipped++
			continue
		}
		if !ans.Data.Registered {
			body, _ := json.Marshal(map[string]string{"emailAddress": acct.Email, "firstName": "Bench", "lastName": "Shopper", "password": acct.Password})
			status, ans, _, err := sh.post(ctx, "/api/customer/register", "application/json", body)
			if err != nil {
				return nil, err
			}
			if status != http.StatusCreated {
				return nil, fmt.Errorf("register %s: %d %s", acct.Email, status, ans.code())
			}
			a.Registered++
		}
		if _, _, _, err := sh.signIn(ctx, acct); err != nil {
			return nil, fmt.Errorf("%w (an account of an earlier run with another password? run with -reseed)", err)
		}
		accts = append(accts, acct)
	}
	a.Accounts = len(accts)
	logf("accounts: %d accounts ready (%d registered now, %d locked passed over)", a.Accounts, a.Registered, a.Skipped)
	if len(accts) == 0 {
		return nil, errors.New("no account to sign in with")
	}
	return accts, nil
}

// shopper is one browser: a cookie jar of its own (the session cookie) over a shared keep-alive
// transport.
type shopper struct {
	base   string
	client *http.Client
}

func newShopper(base string, tr http.RoundTripper, timeout time.Duration) *shopper {
	jar, _ := cookiejar.New(nil)
	return &shopper{base: base, client: &http.Client{Transport: tr, Jar: jar, Timeout: timeout, CheckRedirect: noRedirect}}
}

// apiAnswer is the envelope of an /api answer, with the fields the benchmark reads.
type apiAnswer struct {
	Success bool `json:"success"`
	Data    struct {
		CSRFToken     string `json:"csrfToken"`
		Registered    bool   `json:"registered"`
		AccountLocked bool   `json:"accountLocked"`
	} `json:"data"`
	Error *struct {
		Code string `json:"code"`
	} `json:"error"`
}

func (a apiAnswer) code() string {
	if a.Error == nil {
		return ""
	}
	return a.Error.Code
}

// do sends one request and reads the answer to the end; lat is from sending to the last byte.
func (s *shopper) do(ctx context.Context, method, path, contentType string, body []byte, csrf string) (status int, answer []byte, lat time.Duration, err error) {
	req, err := http.NewRequestWithContext(ctx, method, s.base+path, bytes.NewReader(body))
	if err != nil {
		return 0, nil, 0, err
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if csrf != "" {
		req.Header.Set("X-CSRF-Token", csrf)
	}
	t0 := time.Now()
	resp, err := s.client.Do(req)
	if err != nil {
		return 0, nil, time.Since(t0), err
	}
	answer, err = io.ReadAll(resp.Body)
	resp.Body.Close()
	return resp.StatusCode, answer, time.Since(t0), err
}

// post reads the session for its csrf token (the token changes whenever the session does: at
// sign-in and registration), then sends the body with it. lat is the POST's alone.
func (s *shopper) post(ctx context.Context, path, contentType string, body []byte) (status int, ans apiAnswer, lat time.Duration, err error) {
	status, raw, _, err := s.do(ctx, http.MethodGet, "/api/session", "", nil, "")
	if err == nil && status != http.StatusOK {
		err = fmt.Errorf("GET /api/session: %d", status)
	}
	if err == nil {
		err = json.Unmarshal(raw, &ans)
	}
	if err == nil && ans.Data.CSRFToken == "" {
		err = errors.New("GET /api/session: no csrfToken")
	}
	if err != nil {
		return 0, ans, 0, err
	}
	token := ans.Data.CSRFToken
	status, raw, lat, err = s.do(ctx, http.MethodPost, path, contentType, body, token)
	if err != nil {
		return status, ans, lat, err
	}
	ans = apiAnswer{}
	if err := json.Unmarshal(raw, &ans); err != nil {
		return status, ans, lat, fmt.Errorf("POST %s: %d, not JSON: %w", path, status, err)
	}
	return status, ans, lat, nil
}

// signIn signs in to acct (the session rotates), as a Step: the latency is the sign-in POST's,
// and a 503 ERR_SERVICE_BUSY is busy, not an error.
func (s *shopper) signIn(ctx context.Context, acct benchAccount) (time.Duration, int64, bool, error) {
	form := url.Values{"j_username": {acct.Email}, "j_password": {acct.Password}}
	status, ans, lat, err := s.post(ctx, "/api/customer/sign-in", "application/x-www-form-urlencoded", []byte(form.Encode()))
	switch {
	case err != nil:
		return lat, 0, false, err
	case status == http.StatusOK:
		return lat, 0, false, nil
	case status == http.StatusServiceUnavailable && ans.code() == "ERR_SERVICE_BUSY":
		return lat, 0, true, nil
	}
	return lat, 0, false, fmt.Errorf("sign-in %s: %d %s", acct.Email, status, ans.code())
}

// signedInMark is in a session answer whose customer was read: customer numbers start with c.
var signedInMark = []byte(`"wattleCustomerId":"c`)

// sessionRead is a Step: GET /api/session of a signed-in shopper, which reads the customer too.
func (s *shopper) sessionRead(ctx context.Context) (time.Duration, int64, bool, error) {
	status, body, lat, err := s.do(ctx, http.MethodGet, "/api/session", "", nil, "")
	switch {
	case err != nil:
		return lat, 0, false, err
	case status != http.StatusOK:
		return lat, 0, false, fmt.Errorf("GET /api/session: %d", status)
	case !bytes.Contains(body, signedInMark):
		return lat, 0, false, errors.New("GET /api/session: not signed in")
	}
	return lat, int64(len(body)), false, nil
}

// floodNote says what the memory figures mean.
func (a *AccountsRun) floodNote() string {
	note := fmt.Sprintf("memory: the server computes at most %d argon2id hash(es) at once (GOMAXPROCS/2: it inherits this process's environment), %d MiB each, so hashing itself holds about %d MiB at any moment",
		a.HashSlots, hashMiB, a.HashSlots*hashMiB)
	if f, ok := a.Result(scFlood); ok && f.Requests > 0 {
		note += fmt.Sprintf("; each hash slot keeps its %d MiB of block memory and reuses it for the next hash, so the flood's %.0f sign-ins/s make next to no garbage and RSS should hardly move",
			hashMiB, f.RPS())
	}
	return note + fmt.Sprintf(". RSS was sampled every %d ms during the flood (%d samples)", rssEvery.Milliseconds(), a.Samples)
}

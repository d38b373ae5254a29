package main

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Histogram keeps every latency sample of a run, so its percentiles are exact: the nearest-rank
// value of the sorted samples, not a bucket estimate.
type Histogram struct {
	samples []time.Duration
	sorted  bool
}

// Add records one sample.
func (h *Histogram) Add(d time.Duration) {
	h.samples = append(h.samples, d)
	h.sorted = false
}

// Merge adds every sample of o.
func (h *Histogram) Merge(o *Histogram) {
	h.samples = append(h.samples, o.samples...)
	h.sorted = false
}

// Count is the number of samples.
func (h *Histogram) Count() int { return len(h.samples) }

// Percentile returns the nearest-rank p-th percentile (0 < p ≤ 100); 0 without samples.
func (h *Histogram) Percentile(p float64) time.Duration {
	if len(h.samples) == 0 {
		return 0
	}
	if !h.sorted {
		slices.Sort(h.samples)
		h.sorted = true
	}
	rank := int(float64(len(h.samples))*p/100+0.999999999) - 1
	return h.samples[min(max(rank, 0), len(h.samples)-1)]
}

// Max is the largest sample.
func (h *Histogram) Max() time.Duration { return h.Percentile(100) }

// LoadConfig bounds a closed-loop run: each of Workers sends its next request as soon as the last
// one is answered, for Duration (after an unrecorded Warmup) or until MaxRequests, whichever is
// first. With Rate set the run is open-loop instead (see drivePaced).
type LoadConfig struct {
	Base        string // http://127.0.0.1:PORT
	Workers     int
	Warmup      time.Duration
	Duration    time.Duration
	MaxRequests int64
	Timeout     time.Duration // per request
	// Rate, when above 0, sends requests at this mean rate per second whatever the answers, with
	// Workers bounding how many are in flight.
	Rate float64
}

// LoadResult is what one scenario measured.
type LoadResult struct {
	Name       string
	Requests   int64 // answered with 200 (2xx for the account operations)
	Busy       int64 // answered 503 ERR_SERVICE_BUSY: a bound at work, counted apart from errors
	Errors     int64
	FirstError string
	Bytes      int64
	Elapsed    time.Duration
	Latency    Histogram
}

// RPS is answered requests per second.
func (r LoadResult) RPS() float64 {
	if r.Elapsed <= 0 {
		return 0
	}
	return float64(r.Requests) / r.Elapsed.Seconds()
}

// MeanBytes is the mean response body size.
func (r LoadResult) MeanBytes() int64 {
	if r.Requests == 0 {
		return 0
	}
	return r.Bytes / r.Requests
}

// NewClient returns a keep-alive HTTP client with a connection per worker. Compression is off: the
// API answers plain JSON and the static baseline must send the same bytes.
func NewClient(workers int, timeout time.Duration) *http.Client {
	return &http.Client{Timeout: timeout, Transport: NewTransport(workers), CheckRedirect: noRedirect}
}

// NewTransport is NewClient's transport: keep-alive, room for two idle connections per worker, no
// compression. Clients with cookie jars of their own share one.
func NewTransport(workers int) *http.Transport {
	return &http.Transport{
		DialContext:         (&net.Dialer{Timeout: 5 * time.Second}).DialContext,
		MaxIdleConns:        workers * 2,
		MaxIdleConnsPerHost: workers * 2,
		IdleConnTimeout:     60 * time.Second,
		DisableCompression:  true,
	}
}

// noRedirect hands a redirect to the caller instead of following it.
func noRedirect(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }

// Get fetches base+path and returns the body; anything but 200 is an error.
func Get(ctx context.Context, client *http.Client, url string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return body, fmt.Errorf("GET %s: %s", url, resp.Status)
	}
	return body, nil
}

// getDiscard fetches url, reads the body to the end and returns its size.
func getDiscard(ctx context.Context, client *http.Client, url string) (int64, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return 0, err
	}
	resp, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	n, err := io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if err != nil {
		return n, err
	}
	if resp.StatusCode != http.StatusOK {
		return n, fmt.Errorf("GET %s: %s", url, resp.Status)
	}
	return n, nil
}

// RunLoad runs one closed-loop scenario. paths makes each worker's request generator, so a worker
// owns its random source. It warms up unrecorded first, then measures.
func RunLoad(ctx context.Context, client *http.Client, cfg LoadConfig, name string, paths func(worker int) func() string) LoadResult {
	return RunSteps(ctx, cfg, name, getSteps(client, cfg.Base, paths))
}

// Step is one request of a closed-loop worker. It returns the latency to record, the body's size,
// and whether the server answered that it is busy (503 ERR_SERVICE_BUSY), which is counted apart
// from errors and not recorded as a latency.
type Step func(ctx context.Context) (lat time.Duration, bytes int64, busy bool, err error)

// RunSteps is RunLoad for workers that do more than GET a path (sign in, keep a cookie jar): steps
// makes each worker's step. It warms up unrecorded first, then measures.
func RunSteps(ctx context.Context, cfg LoadConfig, name string, steps func(worker int) Step) LoadResult {
	run := drive
	if cfg.Rate > 0 {
		run = drivePaced
	}
	if cfg.Warmup > 0 {
		run(ctx, cfg, cfg.Warmup, steps)
	}
	res := run(ctx, cfg, cfg.Duration, steps)
	res.Name = name
	return res
}

// getSteps makes steps that GET base plus the worker's next path and read the body to the end.
func getSteps(client *http.Client, base string, paths func(worker int) func() string) func(worker int) Step {
	return func(w int) Step {
		next := paths(w)
		return func(ctx context.Context) (time.Duration, int64, bool, error) {
			url := base + next()
			t0 := time.Now()
			n, err := getDiscard(ctx, client, url)
			return time.Since(t0), n, false, err
		}
	}
}

// drive runs steps from cfg.Workers workers for d or cfg.MaxRequests requests, or until ctx ends.
// A step that fails because ctx has ended (a background run is stopped when the measurements it
// accompanies are done) is not an answer and is not counted.
func drive(ctx context.Context, cfg LoadConfig, d time.Duration, steps func(worker int) Step) LoadResult {
	ctx, cancel := context.WithTimeout(ctx, d+cfg.Timeout+5*time.Second)
	defer cancel()
	var sent atomic.Int64
	start := time.Now()
	deadline := start.Add(d)
	wait := startWorkers(cfg.Workers, steps, func(step Step, r *LoadResult) {
		for time.Now().Before(deadline) && sent.Add(1) <= cfg.MaxRequests && ctx.Err() == nil {
			lat, n, busy, err := step(ctx)
			r.record(ctx, lat, n, busy, err)
		}
	})
	return merged(wait(), time.Since(start))
}

// startWorkers starts n workers, each running loop with its own step and result, and returns
// what waits for them all and gives their results.
func startWorkers(n int, steps func(worker int) Step, loop func(step Step, r *LoadResult)) (wait func() []LoadResult) {
	results := make([]LoadResult, n)
	var wg sync.WaitGroup
	for w := range n {
		wg.Go(func() { loop(steps(w), &results[w]) })
	}
	return func() []LoadResult {
		wg.Wait()
		return results
	}
}

// record counts one step's outcome. A step that failed because ctx has ended (a background run is
// stopped when the measurements it accompanies are done) is not an answer and is not counted.
func (r *LoadResult) record(ctx context.Context, lat time.Duration, n int64, busy bool, err error) {
	switch {
	case err != nil && ctx.Err() != nil:
	case err != nil:
		r.Errors++
		if r.FirstError == "" {
			r.FirstError = err.Error()
		}
	case busy:
		r.Busy++
	default:
		r.Requests++
		r.Bytes += n
		r.Latency.Add(lat)
	}
}

// merged is the workers' results as one.
func merged(results []LoadResult, elapsed time.Duration) LoadResult {
	total := LoadResult{Elapsed: elapsed}
	for i := range results {
		r := &results[i]
		total.Requests += r.Requests
		total.Busy += r.Busy
		total.Errors += r.Errors
		total.Bytes += r.Bytes
		total.Latency.Merge(&r.Latency)
		if total.FirstError == "" {
			total.FirstError = r.FirstError
		}
	}
	return total
}

// drivePaced is drive open-loop: requests arrive at cfg.Rate a second on average, at random
// (exponentially distributed) gaps as independent shoppers' would, whether or not the earlier ones
// have been answered; cfg.Workers bounds how many are in flight. A request's latency runs from the
// moment it was due, so time spent waiting for a free worker counts (a closed loop would leave it
// out: the slow answer holds back the requests that would have measured it).
func drivePaced(ctx context.Context, cfg LoadConfig, d time.Duration, steps func(worker int) Step) LoadResult {
	ctx, cancel := context.WithTimeout(ctx, d+cfg.Timeout+5*time.Second)
	defer cancel()
	due := make(chan time.Time, 1<<16)
	start := time.Now()
	wait := startWorkers(cfg.Workers, steps, func(step Step, r *LoadResult) {
		for at := range due {
			if ctx.Err() != nil {
				continue
			}
			waited := time.Since(at)
			lat, n, busy, err := step(ctx)
			r.record(ctx, waited+lat, n, busy, err)
		}
	})
	gaps := rand.New(rand.NewPCG(uint64(start.UnixNano()), 0xa11))
	next := start
	for sent := int64(0); next.Before(start.Add(d)) && sent < cfg.MaxRequests && ctx.Err() == nil; sent++ {
		time.Sleep(time.Until(next))
		due <- next
		next = next.Add(time.Duration(gaps.ExpFloat64() / cfg.Rate * float64(time.Second)))
	}
	close(due)
	return merged(wait(), time.Since(start))
}

// ForEach fetches every path once with cfg.Workers workers and returns each body's size (-1 on
// error). It is the cache's warm pass.
func ForEach(ctx context.Context, client *http.Client, cfg LoadConfig, paths []string) ([]int64, error) {
	sizes := make([]int64, len(paths))
	var next atomic.Int64
	var firstErr error
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range cfg.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= len(paths) || ctx.Err() != nil {
					return
				}
				n, err := getDiscard(ctx, client, cfg.Base+paths[i])
				if err != nil {
					n = -1
					mu.Lock()
					if firstErr == nil {
						firstErr = err
					}
					mu.Unlock()
				}
				sizes[i] = n
			}
		}()
	}
	wg.Wait()
	return sizes, firstErr
}

// pageSteps are getSteps for pages the server renders: a page sent without its server markup (the
// Server-Timing header says ssr;desc=failed, or nothing) is an error, not a fast answer.
func pageSteps(client *http.Client, base string, paths func(worker int) func() string) func(worker int) Step {
	return func(w int) Step {
		next := paths(w)
		return func(ctx context.Context) (time.Duration, int64, bool, error) {
			url := base + next()
			t0 := time.Now()
			req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
			if err != nil {
				return 0, 0, false, err
			}
			resp, err := client.Do(req)
			if err != nil {
				return time.Since(t0), 0, false, err
			}
			n, err := io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			lat := time.Since(t0)
			switch timing := resp.Header.Get("Server-Timing"); {
			case err != nil:
			case resp.StatusCode != http.StatusOK:
				err = fmt.Errorf("GET %s: %s", url, resp.Status)
			case !strings.Contains(timing, "desc=rendered") && !strings.Contains(timing, "desc=cached"):
				err = fmt.Errorf("GET %s: sent without server markup (Server-Timing %q)", url, timing)
			}
			return lat, n, false, err
		}
	}
}

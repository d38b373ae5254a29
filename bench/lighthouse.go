package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// Lighthouse targets (issue 11): every page, the median of three runs in the mobile profile.
const (
	lhPerformance = 95
	lhLCP         = 1800 * time.Millisecond
	lhTBT         = 150 * time.Millisecond
	lhCLS         = 0.02
)

// LighthousePage is the median Lighthouse run of one page.
type LighthousePage struct {
	Name        string
	URL         string  `json:"url"`
	Performance int     `json:"performance"`
	Scores      []int   `json:"scores"`
	FCPMs       float64 `json:"fcpMs"`
	LCPMs       float64 `json:"lcpMs"`
	TBTMs       float64 `json:"tbtMs"`
	CLS         float64 `json:"cls"`
	JSBytes     int64   `json:"jsBytes"`
	HTMLBytes   int64   `json:"htmlBytes"`
	TotalBytes  int64   `json:"totalBytes"`
	LCPElement  string  `json:"lcpElement"`
}

// LighthouseRun is Lighthouse against the server's catalogue pages, the basket and the checkout.
type LighthouseRun struct {
	Products int
	Runs     int
	Chrome   string
	Pages    []LighthousePage
	Err      error
}

// RunLighthouse runs Lighthouse 12 (bench/lighthouse: its default mobile profile, simulated slow 4G
// and a 4× slower CPU) in the machine's Chromium against home, a category, search "lamp", the
// first product it finds, and the basket and the checkout empty and with two lamps, runs times each, and keeps each page's median run. Its node modules are
// installed on first use (npm ci), apart from the web app's.
func RunLighthouse(ctx context.Context, base string, products, runs int) *LighthouseRun {
	lr := &LighthouseRun{Products: products, Runs: runs, Chrome: "/usr/bin/chromium"}
	if env := os.Getenv("CHROME_PATH"); env != "" {
		lr.Chrome = env
	}
	if _, err := os.Stat(lr.Chrome); err != nil {
		lr.Err = fmt.Errorf("no Chromium at %s (make setup-browser)", lr.Chrome)
		return lr
	}
	if _, err := os.Stat(filepath.Join("lighthouse", "node_modules", "lighthouse")); err != nil {
		logf("lighthouse: installing its node modules (npm ci in bench/lighthouse)")
		cmd := exec.CommandContext(ctx, "npm", "ci", "--no-audit", "--no-fund")
		cmd.Dir = "lighthouse"
		if out, err := cmd.CombinedOutput(); err != nil {
			lr.Err = fmt.Errorf("npm ci: %v: %s", err, lastLines(out, 5))
			return lr
		}
	}
	product, err := firstProduct(ctx, base)
	if err != nil {
		lr.Err = err
		return lr
	}
	cookie, err := cartCookie(ctx, base)
	if err != nil {
		lr.Err = err
		return lr
	}
	pages := []LighthousePage{
		{Name: "home", URL: base + "/"},
		{Name: "category", URL: base + "/c/home-lighting"},
		{Name: "search \"lamp\"", URL: base + "/search?searchTerm=lamp"},
		{Name: "product", URL: base + product},
		// A fresh browser's basket and checkout (empty), then a shopper's with two lamps for home
		// delivery (the session's cookie sent with each request; the fragment tells the runs apart).
		{Name: "basket", URL: base + "/basket"},
		{Name: "checkout", URL: base + "/spc"},
		{Name: "basket, 2 lamps", URL: base + "/basket#cart"},
		{Name: "checkout, 2 lamps", URL: base + "/spc#cart"},
	}
	args := []string{"run.mjs", "--chrome", lr.Chrome, "--runs", fmt.Sprint(runs)}
	for _, p := range pages {
		if strings.HasSuffix(p.URL, "#cart") {
			args = append(args, "--cookie", cookie)
		}
		args = append(args, p.URL)
	}
	logf("lighthouse: %d pages, %d runs each", len(pages), runs)
	cmd := exec.CommandContext(ctx, "node", args...)
	cmd.Dir = "lighthouse"
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		lr.Err = fmt.Errorf("lighthouse: %v: %s", err, lastLines(stderr.Bytes(), 5))
		return lr
	}
	byURL := map[string]LighthousePage{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var p LighthousePage
		if json.Unmarshal(sc.Bytes(), &p) == nil && p.URL != "" {
			byURL[p.URL] = p
		}
	}
	for _, want := range pages {
		got, ok := byURL[want.URL]
		if !ok {
			lr.Err = fmt.Errorf("lighthouse gave no result for %s", want.URL)
			return lr
		}
		got.Name = want.Name
		lr.Pages = append(lr.Pages, got)
		logf("  %s: performance %d, LCP %.0f ms, TBT %.0f ms, CLS %.3f", got.Name, got.Performance, got.LCPMs, got.TBTMs, got.CLS)
	}
	return lr
}

// cartCookie makes a shopper with two lamps in their basket for home delivery to 3000, through the
// API, and returns their session's cookie (name=value).
func cartCookie(ctx context.Context, base string) (string, error) {
	call := func(method, path, cookie, csrf string, body any, out any) (*http.Response, error) {
		var rd *bytes.Reader
		if body != nil {
			b, _ := json.Marshal(body)
			rd = bytes.NewReader(b)
		} else {
			rd = bytes.NewReader(nil)
		}
		req, _ := http.NewRequestWithContext(ctx, method, base+path, rd)
		req.Header.Set("Content-Type", "application/json")
		if cookie != "" {
			req.Header.Set("Cookie", cookie)
		}
		if csrf != "" {
			req.Header.Set("X-CSRF-Token", csrf)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			return nil, err
		}
		defer res.Body.Close()
		if res.StatusCode >= 300 {
			return nil, fmt.Errorf("%s %s: %s", method, path, res.Status)
		}
		if out != nil {
			return res, json.NewDecoder(res.Body).Decode(out)
		}
		return res, nil
	}
	var session struct{ Data struct{ CSRFToken string } }
	res, err := call(http.MethodGet, "/api/session", "", "", nil, &session)
	if err != nil {
		return "", err
	}
	var cookie string
	for _, c := range res.Cookies() {
		if cookie != "" {
			cookie += "; "
		}
		cookie += c.Name + "=" + c.Value
	}
	var found struct {
		Data struct {
			Products []struct {
				DefaultVariantCode string
				InStock            bool
			}
		}
	}
	if _, err := call(http.MethodGet, "/api/search?searchTerm=lamp", "", "", nil, &found); err != nil {
		return "", err
	}
	variant := ""
	for _, p := range found.Data.Products {
		if p.InStock {
			variant = p.DefaultVariantCode
			break
		}
	}
	if variant == "" {
		return "", fmt.Errorf("no lamp in stock")
	}
	add := map[string]any{"products": []map[string]any{{"productCode": variant, "quantity": 2}}}
	if _, err := call(http.MethodPost, "/api/cart/add", cookie, session.Data.CSRFToken, add, nil); err != nil {
		return "", err
	}
	mode := map[string]string{"id": "HD", "postalCode": "3000"}
	if _, err := call(http.MethodPost, "/api/cart/delivery-mode", cookie, session.Data.CSRFToken, mode, nil); err != nil {
		return "", err
	}
	return cookie, nil
}

// firstProduct is the address of the first product a search for "lamp" finds.
func firstProduct(ctx context.Context, base string) (string, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, base+"/api/search?searchTerm=lamp", nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	var body struct {
		Data struct {
			Products []struct{ URL string }
		}
	}
	if err := json.NewDecoder(res.Body).Decode(&body); err != nil || len(body.Data.Products) == 0 {
		return "", fmt.Errorf("search lamp: %v, %d products", err, len(body.Data.Products))
	}
	return body.Data.Products[0].URL, nil
}

// lastLines is the end of a command's output, for an error.
func lastLines(b []byte, n int) string {
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, " | ")
}

// targets are the Lighthouse goals, per page.
func (lr *LighthouseRun) targets() []Target {
	if lr.Err != nil {
		return []Target{{"Lighthouse (mobile) ran", "failed: " + lr.Err.Error(), false}}
	}
	var ts []Target
	for _, p := range lr.Pages {
		ts = append(ts,
			Target{fmt.Sprintf("Lighthouse performance ≥ %d: %s", lhPerformance, p.Name), fmt.Sprint(p.Performance), p.Performance >= lhPerformance},
			Target{fmt.Sprintf("LCP ≤ %s: %s", secs(lhLCP), p.Name), secs(time.Duration(p.LCPMs * float64(time.Millisecond))), p.LCPMs <= float64(lhLCP.Milliseconds())},
			Target{fmt.Sprintf("TBT ≤ %s: %s", ms(lhTBT), p.Name), ms(time.Duration(p.TBTMs * float64(time.Millisecond))), p.TBTMs <= float64(lhTBT.Milliseconds())},
			Target{fmt.Sprintf("CLS ≤ %.2f: %s", lhCLS, p.Name), fmt.Sprintf("%.3f", p.CLS), p.CLS <= lhCLS},
		)
	}
	return ts
}

// markdown renders the Lighthouse table.
func (lr *LighthouseRun) markdown() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	p("")
	p("### Lighthouse 12, mobile profile (%s products)", count(lr.Products))
	p("")
	if lr.Err != nil {
		p("**Failed:** %v", lr.Err)
		return b.String()
	}
	p("Lighthouse's default mobile profile (simulated slow 4G: 150 ms RTT, 1.6 Mbit/s; CPU 4× slower; a phone's screen) in %s, %d runs per page, the median run shown (Lighthouse's own median: by FCP and TTI); \"scores\" are the %d runs' performance scores. Bytes are as transferred (compressed).", lr.Chrome, lr.Runs, lr.Runs)
	p("")
	t := table{header: []string{"page", "performance", "scores", "FCP", "LCP", "TBT", "CLS", "JS", "HTML", "all", "LCP element"}}
	for _, pg := range lr.Pages {
		el := pg.LCPElement
		if len(el) > 60 {
			el = el[:60] + "…"
		}
		t.add(pg.Name, fmt.Sprint(pg.Performance), strings.Trim(fmt.Sprint(pg.Scores), "[]"),
			fmt.Sprintf("%.0f ms", pg.FCPMs), fmt.Sprintf("%.0f ms", pg.LCPMs), fmt.Sprintf("%.0f ms", pg.TBTMs), fmt.Sprintf("%.3f", pg.CLS),
			kB(pg.JSBytes), kB(pg.HTMLBytes), kB(pg.TotalBytes), "`"+strings.ReplaceAll(el, "|", "\\|")+"`")
	}
	b.WriteString(t.String())
	return b.String()
}

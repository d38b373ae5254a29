package providerhttp

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/wattle/storefront/internal/payment"
)

func TestCheckURL(t *testing.T) {
	t.Parallel()
	for _, raw := range []string{"https://api.example.com", "https://api.example.com/merchant/", "http://localhost:8080",
		"http://127.0.0.1:9", "http://[::1]:9/base"} {
		u, err := CheckURL("x: BaseURL", raw)
		if err != nil || u.String() != raw {
			t.Errorf("CheckURL(%q) = %v, %v", raw, u, err)
		}
	}
	const secret = "s3cr3t-k3y"
	for raw, want := range map[string]string{
		"":                                     "x: BaseURL must be an absolute URL",
		"api.example.com":                      "x: BaseURL must be an absolute URL",
		"/v2":                                  "x: BaseURL must be an absolute URL",
		"https:opaque":                         "x: BaseURL must be an absolute URL",
		"https://%zz":                          "x: BaseURL must be an absolute URL",
		"https://m:" + secret + "@example.com": "x: BaseURL must not carry credentials",
		"https://example.com/?key=" + secret:   "x: BaseURL must not have a query or fragment",
		"https://example.com/#" + secret:       "x: BaseURL must not have a query or fragment",
		"http://api.example.com":               "x: BaseURL must use https",
		"http://127.0.0.1.example.com":         "x: BaseURL must use https",
		"ftp://localhost":                      "x: BaseURL must use https",
	} {
		_, err := CheckURL("x: BaseURL", raw)
		if err == nil || err.Error() != want {
			t.Errorf("CheckURL(%q) = %v, want %q", raw, err, want)
		}
	}
}

func TestLoopback(t *testing.T) {
	t.Parallel()
	for host, want := range map[string]bool{"localhost": true, "127.0.0.1": true, "127.5.6.7": true, "::1": true,
		"": false, "example.com": false, "10.0.0.1": false, "localhost.example.com": false, "[::1]": false} {
		if got := Loopback(host); got != want {
			t.Errorf("Loopback(%q) = %v, want %v", host, got, want)
		}
	}
}

func TestNewJSONRequest(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	req, err := NewJSONRequest(ctx, http.MethodPost, "https://api.example.com/v2/x", map[string]any{"amount": "1.00"})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(req.Body)
	if string(b) != `{"amount":"1.00"}` || req.Header.Get("Content-Type") != "application/json" ||
		req.Header.Get("Accept") != "application/json" || req.Context() != ctx {
		t.Errorf("POST: body %s, header %v", b, req.Header)
	}
	req, err = NewJSONRequest(ctx, http.MethodGet, "https://api.example.com/v2/x", nil)
	if err != nil || req.Body != nil || req.Header.Get("Content-Type") != "" || req.Header.Get("Accept") != "application/json" {
		t.Errorf("GET: %v, header %v", err, req.Header)
	}
	if _, err := NewJSONRequest(ctx, http.MethodPost, "https://api.example.com", func() {}); err == nil {
		t.Error("a body JSON cannot write was accepted")
	}
	if _, err := NewJSONRequest(ctx, "BAD METHOD", "https://api.example.com", nil); err == nil {
		t.Error("a bad method was accepted")
	}
}

func TestSend(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusCreated)
		_, _ = io.WriteString(w, "0123456789")
	}))
	defer srv.Close()
	for limit, want := range map[int64]string{100: "0123456789", 10: "0123456789", 4: "0123"} {
		req, _ := http.NewRequest(http.MethodGet, srv.URL, nil)
		status, body, err := Send(srv.Client(), req, limit)
		if err != nil || status != http.StatusCreated || string(body) != want {
			t.Errorf("limit %d: Send = %d, %q, %v; want 201, %q", limit, status, body, err, want)
		}
	}

	// No answer: the transport's error, unclassified.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	_ = ln.Close()
	req, _ := http.NewRequest(http.MethodGet, "http://"+addr+"/", nil)
	status, body, err := Send(http.DefaultClient, req, 100)
	if err == nil || status != 0 || body != nil || TimedOut(err) {
		t.Errorf("closed port: Send = %d, %q, %v", status, body, err)
	}
}

// timeoutError is a net.Error whose Timeout is timeout.
type timeoutError struct{ timeout bool }

func (e timeoutError) Error() string   { return fmt.Sprintf("i/o (timeout %v)", e.timeout) }
func (e timeoutError) Timeout() bool   { return e.timeout }
func (e timeoutError) Temporary() bool { return false }

func TestNoAnswer(t *testing.T) {
	t.Parallel()
	refused := errors.New("connect: connection refused")
	for _, tc := range []struct {
		name     string
		err      error
		timedOut bool
		want     error // the payment sentinel, nil for a cancellation
		text     string
	}{
		{"deadline", context.DeadlineExceeded, true, payment.ErrTimeout,
			"x: call: payment: the provider did not answer in time (context deadline exceeded)"},
		{"wrapped deadline", fmt.Errorf("Post \"u\": %w", context.DeadlineExceeded), true, payment.ErrTimeout, ""},
		{"transport timeout", timeoutError{true}, true, payment.ErrTimeout, ""},
		{"other net error", timeoutError{false}, false, payment.ErrUnavailable,
			"x: call: payment: the provider is unavailable (i/o (timeout false))"},
		{"refused", refused, false, payment.ErrUnavailable, ""},
		{"canceled", fmt.Errorf("Get \"u\": %w", context.Canceled), false, nil, "x: call: Get \"u\": context canceled"},
	} {
		if got := TimedOut(tc.err); got != tc.timedOut {
			t.Errorf("%s: TimedOut = %v", tc.name, got)
		}
		err := NoAnswer("x: call", tc.err)
		if !errors.Is(err, tc.err) || !strings.HasPrefix(err.Error(), "x: call: ") {
			t.Errorf("%s: NoAnswer = %v, want it to start with the op and wrap the cause", tc.name, err)
		}
		if tc.text != "" && err.Error() != tc.text {
			t.Errorf("%s: NoAnswer = %q, want %q", tc.name, err, tc.text)
		}
		for _, s := range []error{payment.ErrTimeout, payment.ErrUnavailable} {
			if errors.Is(err, s) != (s == tc.want) {
				t.Errorf("%s: errors.Is(%v, %v) = %v", tc.name, err, s, s != tc.want)
			}
		}
		if tc.want == nil && !errors.Is(err, context.Canceled) {
			t.Errorf("%s: %v is not the cancellation", tc.name, err)
		}
	}
}

func TestClip(t *testing.T) {
	t.Parallel()
	short := strings.Repeat("a", 200)
	if got := Clip(short); got != short {
		t.Errorf("Clip of 200 bytes = %q", got)
	}
	if got := Clip(strings.Repeat("a", 201)); got != short+"…" {
		t.Errorf("Clip of 201 bytes = %q", got)
	}
	// "é" is two bytes: the 200th byte is the first half of one.
	got := Clip(strings.Repeat("a", 199) + strings.Repeat("é", 10))
	if got != strings.Repeat("a", 199)+"…" || !utf8.ValidString(got) {
		t.Errorf("Clip cut a character: %q", got)
	}
}

func TestIDs(t *testing.T) {
	t.Parallel()
	v5 := regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)
	v4 := regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)
	a := DerivedID("auth", "tok_1")
	if !v5.MatchString(a) || DerivedID("auth", "tok_1") != a {
		t.Errorf("DerivedID = %q, not a stable name-based UUID", a)
	}
	// A known value: a change of the derivation would make retries after an upgrade new operations.
	if a != "1c32c64f-86cc-56b7-ba52-f1d905d39a2f" {
		t.Errorf("DerivedID(auth, tok_1) = %q", a)
	}
	for _, other := range []string{DerivedID("auth", "tok_2"), DerivedID("void", "tok_1"), DerivedID("authtok_1"),
		DerivedID("aut", "htok_1")} {
		if other == a {
			t.Errorf("different parts gave the same id %q", a)
		}
	}
	r1, r2 := RandomID(), RandomID()
	if !v4.MatchString(r1) || !v4.MatchString(r2) || r1 == r2 {
		t.Errorf("RandomID = %q, %q", r1, r2)
	}
}

func TestStatusError(t *testing.T) {
	for status, want := range map[int]error{404: payment.ErrNotFound, 429: payment.ErrUnavailable, 500: payment.ErrUnavailable,
		503: payment.ErrUnavailable, 400: nil, 402: nil, 422: nil} {
		if got := StatusError(status); got != want {
			t.Errorf("StatusError(%d) = %v, want %v", status, got, want)
		}
	}
}

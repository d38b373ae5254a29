package page

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/wattle/storefront/internal/ssr"
)

// renderFunc is a Renderer made of a function.
type renderFunc func(url string, answers []ssr.Answer) (string, error)

func (f renderFunc) Render(_ context.Context, url string, answers []ssr.Answer) (string, error) {
	return f(url, answers)
}

// privateShell is a shell over a minimal built app whose API answers the basket from the shopper's
// cookie (and renews it), and whose renderer writes what it was given.
func privateShell(t *testing.T, render renderFunc) *Shell {
	t.Helper()
	web := fstest.MapFS{"index.html": {Data: []byte(`<!doctype html><html><head><!--app-head--></head><body><div id="root"></div><!--app-data--></body></html>`)}}
	sh := NewShell(Options{ShopName: "Wattle", Web: web, Pages: render})
	api := http.NewServeMux()
	api.HandleFunc("GET /api/cart", func(w http.ResponseWriter, r *http.Request) {
		c, err := r.Cookie("session")
		if err != nil {
			http.Error(w, `{"success":false}`, http.StatusUnauthorized)
			return
		}
		http.SetCookie(w, &http.Cookie{Name: "session", Value: c.Value, Path: "/", HttpOnly: true})
		_, _ = w.Write([]byte(`{"success":true,"data":{"owner":"` + c.Value + `","peer":"` + r.RemoteAddr + `"}}` + "\n"))
	})
	api.HandleFunc("GET /api/checkout", func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write([]byte(`{"success":true,"data":{"entries":[]}}` + "\n"))
	})
	api.HandleFunc("GET /api/navigation", func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write([]byte(`{"success":true,"data":{"departments":[]}}` + "\n"))
	})
	api.HandleFunc("GET /api/environment", func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write([]byte(`{"success":true,"data":{"features":{}}}` + "\n"))
	})
	sh.SetAPI(api)
	return sh
}

// The basket is rendered on the server from the shopper's own answer, asked with their cookies:
// kept by no cache, the answer's cookie passed on, never served to another shopper from a cache.
func TestPrivatePageRenderedFromTheShoppersAnswers(t *testing.T) {
	var got []ssr.Answer
	sh := privateShell(t, func(url string, answers []ssr.Answer) (string, error) {
		// The answers are the page's pooled buffers: copied to be read after the page is written.
		got = nil
		for _, a := range answers {
			got = append(got, ssr.Answer{Key: a.Key, Data: string(a.Data.(json.RawMessage))})
		}
		return `<main>basket of ` + got[0].Data.(string) + `</main>`, nil
	})
	for _, who := range []string{"ann", "bob"} {
		r := httptest.NewRequest(http.MethodGet, "/basket", nil)
		r.RemoteAddr = "203.0.113.9:5000"
		r.AddCookie(&http.Cookie{Name: "session", Value: who})
		w := httptest.NewRecorder()
		sh.Page(w, r)
		body := w.Body.String()
		if w.Code != http.StatusOK || !strings.Contains(body, `<div id="root"><main>basket of {"owner":"`+who) {
			t.Fatalf("%s: %d %s", who, w.Code, body)
		}
		if !strings.Contains(got[0].Data.(string), `"peer":"203.0.113.9:5000"`) {
			t.Errorf("%s: the answer was not asked from the shopper's address: %s", who, got[0].Data)
		}
		if cc := w.Header().Get("Cache-Control"); cc != privateCacheControl {
			t.Errorf("%s: Cache-Control %q", who, cc)
		}
		if w.Header().Get("ETag") != "" {
			t.Errorf("%s: a private page has an ETag", who)
		}
		if c := w.Header().Get("Set-Cookie"); !strings.HasPrefix(c, "session="+who) {
			t.Errorf("%s: the answer's cookie was not passed on: %q", who, c)
		}
		keys := []string{}
		for _, a := range got {
			keys = append(keys, a.Key)
		}
		if strings.Join(keys, " ") != "/api/cart /api/navigation /api/environment" {
			t.Errorf("%s: rendered from %v", who, keys)
		}
		// The page carries the answers it was rendered from, for hydration.
		if !strings.Contains(body, `id="initial-data"`) || !strings.Contains(body, who) {
			t.Errorf("%s: no inlined answer", who)
		}
	}

	// The checkout's frame has no menu: its own answer and the settings only.
	w := httptest.NewRecorder()
	sh.Page(w, httptest.NewRequest(http.MethodGet, "/spc", nil))
	if w.Code != http.StatusOK || w.Header().Get("Cache-Control") != privateCacheControl || len(got) != 2 ||
		got[0].Key != "/api/checkout" || got[1].Key != environmentURL {
		t.Errorf("checkout: %d %q %v", w.Code, w.Header().Get("Cache-Control"), got)
	}
}

// Without a successful answer, or when the render fails, the page goes out without server markup,
// for the browser to render as before.
func TestPrivatePageLeftToTheBrowser(t *testing.T) {
	fail := false
	sh := privateShell(t, func(url string, answers []ssr.Answer) (string, error) {
		if fail {
			return "", errors.New("render failed")
		}
		return "<main>x</main>", nil
	})
	// No session: the API refuses the basket.
	w := httptest.NewRecorder()
	sh.Page(w, httptest.NewRequest(http.MethodGet, "/basket", nil))
	if w.Code != http.StatusOK || !strings.Contains(w.Body.String(), `<div id="root"></div>`) ||
		w.Header().Get("Cache-Control") != "no-cache" {
		t.Errorf("refused answer: %d %q %s", w.Code, w.Header().Get("Cache-Control"), w.Body.String())
	}
	fail = true
	r := httptest.NewRequest(http.MethodGet, "/basket", nil)
	r.AddCookie(&http.Cookie{Name: "session", Value: "ann"})
	w = httptest.NewRecorder()
	sh.Page(w, r)
	if !strings.Contains(w.Body.String(), `<div id="root"></div>`) || w.Header().Get("Server-Timing") != "ssr;desc=failed" {
		t.Errorf("failed render: %q %s", w.Header().Get("Server-Timing"), w.Body.String())
	}
	// Another private page (the account) is never rendered on the server.
	fail = false
	w = httptest.NewRecorder()
	sh.Page(w, httptest.NewRequest(http.MethodGet, "/my-account", nil))
	if !strings.Contains(w.Body.String(), `<div id="root"></div>`) {
		t.Errorf("the account was rendered on the server")
	}
}

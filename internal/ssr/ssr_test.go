package ssr

import (
	"context"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/web"
)

// bundle is the built server bundle. `make test` builds the web app first and sets
// STOREFRONT_REQUIRE_WEB, so there the tests cannot pass by skipping.
func bundle(t *testing.T) string {
	t.Helper()
	b := web.ServerBundle()
	if b == "" {
		if os.Getenv("STOREFRONT_REQUIRE_WEB") != "" {
			t.Fatal("the server bundle is not built (web/dist-ssr/render.js)")
		}
		t.Skip("the web app is not built (make build)")
	}
	return b
}

// newQuickJS is a QuickJS renderer of bundle, closed when the test ends.
func newQuickJS(t *testing.T, bundle string, o Options) *Renderer {
	t.Helper()
	if o.Timeout == 0 {
		// These tests are about markup, not speed: under the race detector, on a busy machine, QuickJS
		// takes seconds for a page (CI once interrupted renders at the 2 s default).
		o.Timeout = time.Minute
	}
	r, err := New(bundle, o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.Close)
	return r
}

// newNode is a renderer of bundle on Node workers (a 10 s timeout), closed when the test ends.
func newNode(t *testing.T, node, bundle string, engines int) *NodePages {
	t.Helper()
	n, err := NewNode(node, bundle, Options{Engines: engines, Timeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(n.Close)
	return n
}

// layoutAnswers are the answers every page's layout starts from, shared as the shop sends them: a
// menu of two departments.
func layoutAnswers(t *testing.T) []Answer {
	t.Helper()
	return menuOf(`{"code":"home","name":"Home","url":"/c/home","children":[{"code":"home-lighting","name":"Lighting","url":"/c/home-lighting","children":[]}]},
		{"code":"toys","name":"Toys","url":"/c/toys","children":[]}`)
}

// menuOf is the layout's answers (shared) with a menu of the given departments (JSON objects).
func menuOf(departments string) []Answer {
	nav := json.RawMessage(`{"departments":[` + departments + `]}`)
	env := json.RawMessage(`{"features":{"expressDelivery":true},"expiry":"2026-11-24T00:00:00Z"}`)
	return []Answer{{Key: "/api/navigation", Data: nav, Shared: true}, {Key: "/api/environment", Data: env, Shared: true}}
}

// TestSharedAnswers: an engine keeps the shared answers parsed while their bytes stay the same, and
// renders from the new ones once they change (the menu after a catalogue import); a page renders
// the same whether its answers come shared or not.
func TestSharedAnswers(t *testing.T) {
	b := bundle(t)
	engines := map[string]Pages{"quickjs": newQuickJS(t, b, Options{Engines: 1})}
	if node := FindNode(); node != "" {
		engines["node"] = newNode(t, node, b, 1)
	}
	toys := `{"code":"toys","name":"Toys","url":"/c/toys","children":[]}`
	garden := `{"code":"garden","name":"Garden","url":"/c/garden","children":[]}`
	for name, r := range engines {
		render := func(answers []Answer) string {
			t.Helper()
			html, err := r.Render(context.Background(), "/c/toys", answers)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			return html
		}
		first := render(menuOf(toys))
		if again := render(menuOf(toys)); again != first || !strings.Contains(first, ">Toys<") {
			t.Errorf("%s: the same answers rendered two ways, or without the menu: %.300s", name, again)
		}
		changed := render(menuOf(garden))
		if !strings.Contains(changed, ">Garden<") || strings.Contains(changed, ">Toys<") {
			t.Errorf("%s: a changed menu was not rendered: %.300s", name, changed)
		}
		unshared := menuOf(toys)
		for i := range unshared {
			unshared[i].Shared = false
		}
		if got := render(unshared); got != first {
			t.Errorf("%s: the page differs with its answers not shared:\n%.300s\n%.300s", name, got, first)
		}
	}
}

func TestQuickJSRendersThePage(t *testing.T) {
	r := newQuickJS(t, bundle(t), Options{Engines: 2})
	html, err := r.Render(context.Background(), "/c/home", layoutAnswers(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Skip to content", `aria-label="Departments"`, ">Home<", ">Toys<", "<main", "<footer"} {
		if !strings.Contains(html, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if strings.Contains(html, clientRendered) {
		t.Error("a part of the page was left to the browser")
	}

	// Two engines render at once, each its own page.
	var wg sync.WaitGroup
	out := make([]string, 4)
	for i := range out {
		wg.Go(func() {
			out[i], _ = r.Render(context.Background(), "/c/home", layoutAnswers(t))
		})
	}
	wg.Wait()
	for i, h := range out {
		if h != html {
			t.Errorf("concurrent render %d differs", i)
		}
	}
}

// TestKeptPartsMatchAFreshRender: an engine writes the header and footer of a page from an earlier
// page's markup when they show the same (web/src/lib/keptParts.tsx); each page is what an engine
// that has rendered nothing before writes for it.
func TestKeptPartsMatchAFreshRender(t *testing.T) {
	b := bundle(t)
	r := newQuickJS(t, b, Options{Engines: 1})
	pages := []string{"/c/home", "/search?searchTerm=lamp", "/p/lamp/P1", "/search?q=lamp", "/c/toys", "/",
		"/search?searchTerm=desk", "/p/lamp/P1", "/search?searchTerm=lamp"}
	fresh := map[string]string{}
	for _, page := range pages {
		got, err := r.Render(context.Background(), page, layoutAnswers(t))
		if err != nil {
			t.Fatal(err)
		}
		want, ok := fresh[page]
		if !ok {
			if want, err = newQuickJS(t, b, Options{Engines: 1}).Render(context.Background(), page, layoutAnswers(t)); err != nil {
				t.Fatal(err)
			}
			fresh[page] = want
		}
		if got != want {
			i := 0
			for i < len(got) && i < len(want) && got[i] == want[i] {
				i++
			}
			t.Errorf("%s differs from a fresh render at %d:\n got:  %.200s\n want: %.200s", page, i, got[i:], want[i:])
		}
	}
}

func TestARenderThatRunsOverIsStopped(t *testing.T) {
	r := newQuickJS(t, bundle(t), Options{Engines: 1, Timeout: time.Microsecond})
	for range 2 {
		if _, err := r.Render(context.Background(), "/c/home", layoutAnswers(t)); err == nil {
			t.Fatal("a render over its time was not stopped")
		}
	}
	// The engine was replaced, not lost: the renderer still has one to give.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := r.Warm(ctx, nil); err != nil {
		t.Fatalf("no engine after an interrupted render: %v", err)
	}
}

func TestNodeAndQuickJSWriteTheSameMarkup(t *testing.T) {
	node := FindNode()
	if node == "" {
		t.Skip("no node on this machine")
	}
	b := bundle(t)
	q, n := newQuickJS(t, b, Options{Engines: 1}), newNode(t, node, b, 1)
	// Every kind of page the shop renders on the server (internal/httpapi prerendered), each in the
	// shop's layout: the server's router (App.tsx's serverRendered routes) has them all.
	for _, page := range []string{"/", "/search?searchTerm=lamp", "/c/home", "/b/brand/Bower", "/p/lamp/P1", "/p/lamp/P1/store"} {
		want, err := q.Render(context.Background(), page, layoutAnswers(t))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(want, "<main") || !strings.Contains(want, "<footer") {
			t.Errorf("%s: not rendered in the shop's layout: %.300s", page, want)
		}
		got, err := n.Render(context.Background(), page, layoutAnswers(t))
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("%s: Node and QuickJS differ:\n node: %.300s\n qjs:  %.300s", page, got, want)
		}
	}
	if _, err := NewNode("", b, Options{}); err != ErrNoNode {
		t.Errorf("NewNode without node: %v", err)
	}
}

// TestNodeFrames: a Node worker's answer crosses as bytes, not JSON: markup with any character
// comes back whole, a render that throws comes back as its error, and the worker goes on.
func TestNodeFrames(t *testing.T) {
	node := FindNode()
	if node == "" {
		t.Skip("no node on this machine")
	}
	const fake = `globalThis.render = (url, answers, shared) => {
		if (url === "/throw") throw new Error("no such page");
		return "<p>" + url + " – 東京 ☕ " + JSON.parse(answers)[0].key + " " + JSON.parse(shared)[0].key + "</p>";
	};`
	n := newNode(t, node, fake, 1)
	answers := []Answer{{Key: "/api/x\n\"y\"", Data: json.RawMessage(`{}`)}, {Key: "/api/menü", Data: json.RawMessage(`[]`), Shared: true}}
	for range 2 {
		got, err := n.Render(context.Background(), "/café", answers)
		if want := "<p>/café – 東京 ☕ /api/x\n\"y\" /api/menü</p>"; err != nil || got != want {
			t.Fatalf("render: %q, %v; want %q", got, err, want)
		}
		if _, err := n.Render(context.Background(), "/throw", answers); err == nil || !strings.Contains(err.Error(), "no such page") {
			t.Fatalf("a render that throws: %v", err)
		}
	}
}

// TestAppendAnswers: the answers are, once made safe for a script element, what encoding/json
// would write (which escapes <, > and & itself); "at" only when given.
func TestAppendAnswers(t *testing.T) {
	t.Parallel()
	answers := []Answer{
		{Key: "/api/products/P1", Data: json.RawMessage(`{"a":1,"b":"<x>"}`)},
		{Key: "/api/x?y=\"z\"", Data: map[string]int{"n": 2}, Shared: true},
	}
	type withAt struct {
		Key  string `json:"key"`
		Data any    `json:"data"`
		At   int64  `json:"at"`
	}
	safe := strings.NewReplacer("<", `\u003c`, ">", `\u003e`, "&", `\u0026`)
	want, _ := json.Marshal(answers)
	if got, err := AppendAnswers(nil, answers, 0); err != nil || safe.Replace(string(got)) != safe.Replace(string(want)) {
		t.Errorf("AppendAnswers(…, 0) = %s, %v; want %s", got, err, want)
	}
	want, _ = json.Marshal([]withAt{{answers[0].Key, answers[0].Data, 1700000000000}, {answers[1].Key, answers[1].Data, 1700000000000}})
	if got, err := AppendAnswers(nil, answers, 1700000000000); err != nil || safe.Replace(string(got)) != safe.Replace(string(want)) {
		t.Errorf("AppendAnswers(…, at) = %s, %v; want %s", got, err, want)
	}
	// The renderer gets the page's own answers and the shared apart.
	wantOwn, _ := json.Marshal(answers[:1])
	wantShared, _ := json.Marshal(answers[1:])
	own, shared, err := marshalAnswers(answers)
	if err != nil || safe.Replace(own) != safe.Replace(string(wantOwn)) || shared != string(wantShared) {
		t.Errorf("marshalAnswers = %s, %s, %v; want %s, %s", own, shared, err, wantOwn, wantShared)
	}
	if own, shared, err := marshalAnswers(nil); err != nil || own != "[]" || shared != "[]" {
		t.Errorf("marshalAnswers(nil) = %s, %s, %v; want [], []", own, shared, err)
	}
}

// TestNodeWarm: Warm starts every worker and renders the pages on each, warmRounds times; a page
// that fails to render is reported, and its worker kept.
func TestNodeWarm(t *testing.T) {
	node := FindNode()
	if node == "" {
		t.Skip("no node on this machine")
	}
	const counting = `globalThis.render = (url) => {
		if (url === "/throw") throw new Error("no such page");
		globalThis.n = (globalThis.n || 0) + 1;
		return String(globalThis.n);
	};`
	n := newNode(t, node, counting, 2)
	pages := []Page{{URL: "/a"}, {URL: "/b"}}
	if err := n.Warm(context.Background(), pages); err != nil {
		t.Fatal(err)
	}
	// Both workers are busy at once: each has rendered both pages warmRounds times.
	var wg sync.WaitGroup
	results := make(chan string, 2)
	release := make(chan struct{})
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w, err := n.workers.get(context.Background())
			if err != nil {
				t.Error(err)
				results <- ""
				return
			}
			html, err := n.renderOn(w, "/c", nil)
			if err != nil {
				t.Error(err)
			}
			results <- html
			<-release
			n.workers.put(w)
		}()
	}
	got := []string{<-results, <-results}
	close(release)
	wg.Wait()
	want := strconv.Itoa(2*warmRounds + 1)
	if got[0] != want || got[1] != want {
		t.Errorf("renders after the warm-up: %v; want %s on each worker", got, want)
	}

	err := n.Warm(context.Background(), []Page{{URL: "/throw"}})
	if err == nil || !strings.Contains(err.Error(), "no such page") {
		t.Fatalf("Warm with a failing page: %v", err)
	}
	if made := n.workers.made; made != 2 {
		t.Errorf("%d workers after a failed page, want the 2 kept", made)
	}
}

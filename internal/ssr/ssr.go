// Package ssr renders the web app's pages on the server: the React app's own components, bundled
// for the server (web/src/ssr/entry-server.tsx, built to web/dist-ssr/render.js), run in QuickJS
// (modernc.org/quickjs, pure Go, no cgo). A page is rendered from the API answers the browser would
// start from, so the markup the browser hydrates is the markup it would have rendered itself
// (docs/decisions.md "First paint from the server").
//
// A JavaScript engine runs one render at a time, so the renderer keeps a small pool of them, made on
// demand. A render that fails or runs too long is reported as an error: the caller then serves the
// page without server markup, as the web app works either way.
package ssr

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"time"

	"modernc.org/quickjs"
	"modernc.org/quickjs/intl"
)

// Answer is one API answer a page starts from: the query key the web app files it under (its API
// URL) and the envelope's data.
type Answer struct {
	Key  string `json:"key"`
	Data any    `json:"data"`
	// Shared marks an answer every page starts from (the menu, the environment): an engine keeps
	// it parsed from one page to the next while its bytes stay the same.
	Shared bool `json:"-"`
}

// ErrBusy is returned when every engine is rendering and ctx ended while waiting for one.
var ErrBusy = errors.New("ssr: every renderer is busy")

// Renderer renders pages with the server bundle. It is safe for concurrent use.
type Renderer struct {
	bytecode []byte
	timeout  time.Duration
	engines  *pool[*engine]
}

// Options tune a Renderer.
type Options struct {
	// Engines is how many renders may run at once (each engine holds the bundle, about 20 MB):
	// at least 1.
	Engines int
	// Timeout stops a render that runs longer (default 2 s).
	Timeout time.Duration
}

func (o Options) withDefaults() Options {
	if o.Engines < 1 {
		o.Engines = 1
	}
	if o.Timeout <= 0 {
		o.Timeout = 2 * time.Second
	}
	return o
}

// Pages is what the shop renders with: QuickJS (Renderer) or Node workers (NodePages).
type Pages interface {
	Render(ctx context.Context, url string, answers []Answer) (string, error)
	// Warm makes every engine and renders pages on each (warmRounds times): a new engine's first
	// renders take several times as long, its code not yet compiled for what pages do.
	Warm(ctx context.Context, pages []Page) error
	Close()
}

// Page is a page to render: its URL (path and query) and the answers it starts from.
type Page struct {
	URL     string
	Answers []Answer
}

// warmRounds is how often Warm renders its pages on each engine. A Node worker's first render of
// a page takes 4-15 times its usual time (home 57 ms against 4, a collection of 96 cards 63 against
// 10); by the fifth round each is within about twice its usual time.
const warmRounds = 5

// warm takes every engine p may have (making those it lacks, side by side), renders pages on each
// warmRounds times with render, and gives them back; an engine whose render failed is given back
// if render says it may be kept, else discarded. Callers wait for an engine meanwhile.
func warm[T comparable](ctx context.Context, p *pool[T], pages []Page, render func(T, Page) (keep bool, err error)) error {
	errs := make([]error, p.max)
	var wg sync.WaitGroup
	for i := range p.max {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e, err := p.get(ctx)
			if err != nil {
				errs[i] = err
				return
			}
			for range warmRounds {
				for _, pg := range pages {
					if err := ctx.Err(); err != nil {
						p.put(e)
						errs[i] = err
						return
					}
					if keep, err := render(e, pg); err != nil {
						if keep {
							p.put(e)
						} else {
							p.discard(e)
						}
						errs[i] = fmt.Errorf("ssr: warm up on %s: %w", pg.URL, err)
						return
					}
				}
			}
			p.put(e)
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// New compiles the bundle once; engines are made from it when first needed.
func New(bundle string, o Options) (*Renderer, error) {
	if strings.TrimSpace(bundle) == "" {
		return nil, errors.New("ssr: the server bundle is empty (build the web app)")
	}
	o = o.withDefaults()
	vm, err := newVM()
	if err != nil {
		return nil, err
	}
	defer vm.Close()
	code, err := vm.Compile(bundle, quickjs.EvalGlobal)
	if err != nil {
		return nil, fmt.Errorf("ssr: compile the server bundle: %w", err)
	}
	r := &Renderer{bytecode: code, timeout: o.Timeout}
	r.engines = newPool(o.Engines, r.newEngine, func(e *engine) { e.vm.Close() })
	return r, nil
}

// Warm makes every engine and renders pages on each.
func (r *Renderer) Warm(ctx context.Context, pages []Page) error {
	return warm(ctx, r.engines, pages, func(e *engine, p Page) (bool, error) {
		own, shared, err := marshalAnswers(p.Answers)
		if err != nil {
			return true, err
		}
		_, err = e.render(p.URL, own, shared, r.timeout)
		return !e.broken, err
	})
}

// Render renders the page at url (path and query) from its answers and returns the markup of the
// app's root element.
func (r *Renderer) Render(ctx context.Context, url string, answers []Answer) (string, error) {
	own, shared, err := marshalAnswers(answers)
	if err != nil {
		return "", err
	}
	e, err := r.engines.get(ctx)
	if err != nil {
		return "", err
	}
	html, err := e.render(url, own, shared, r.timeout)
	if err != nil && e.broken {
		r.engines.discard(e)
		return "", err
	}
	r.engines.put(e)
	return html, err
}

// Close frees the idle engines, and the others as their renders end.
func (r *Renderer) Close() { r.engines.close() }

func (r *Renderer) newEngine() (*engine, error) {
	vm, err := newVM()
	if err != nil {
		return nil, err
	}
	if _, err := vm.EvalBytecode(r.bytecode); err != nil {
		vm.Close()
		return nil, fmt.Errorf("ssr: load the server bundle: %w", jsError(err))
	}
	// The bundle loads its pages' code as it starts (promises): let them resolve.
	if _, err := vm.ExecutePendingJobs(); err != nil {
		vm.Close()
		return nil, fmt.Errorf("ssr: load the server bundle: %w", jsError(err))
	}
	return &engine{vm: vm}, nil
}

// newVM is a QuickJS context with what the bundle expects of its host: Intl (en-US data; the app
// formats money and counts itself, web/src/lib/money.ts) and a console that writes to the log.
func newVM() (*quickjs.VM, error) {
	vm, err := quickjs.NewVM()
	if err != nil {
		return nil, fmt.Errorf("ssr: %w", err)
	}
	if err := intl.Register(vm); err != nil {
		vm.Close()
		return nil, fmt.Errorf("ssr: intl: %w", err)
	}
	err = vm.RegisterFunc("__ssrLog", func(level, msg string) {
		if level == "error" {
			slog.Warn("ssr: console.error", "message", msg)
			return
		}
		slog.Debug("ssr: console", "level", level, "message", msg)
	}, false)
	if err == nil {
		_, err = vm.Eval(consoleJS, quickjs.EvalGlobal)
	}
	if err != nil {
		vm.Close()
		return nil, fmt.Errorf("ssr: console: %w", err)
	}
	return vm, nil
}

const consoleJS = `(() => {
  const text = (a) => a.map((x) => (x && x.stack ? x.message + "\n" + x.stack : String(x))).join(" ");
  globalThis.console = {
    error: (...a) => __ssrLog("error", text(a)),
    warn: (...a) => __ssrLog("warn", text(a)),
    log: (...a) => __ssrLog("log", text(a)),
    info: (...a) => __ssrLog("info", text(a)),
    debug: () => {},
  };
})();`

// engine is one QuickJS context with the bundle loaded.
type engine struct {
	vm *quickjs.VM
	// broken is set when a render was interrupted: the context may hold half-done state.
	broken bool
}

// clientRendered is what React writes for a Suspense boundary it left to the browser: on the
// server, a part whose code had not loaded yet (a lazy page's first render in this engine).
const clientRendered = "<!--$!-->"

// render runs the bundle's render. A page whose lazily loaded parts this engine has not met before
// comes out with those parts left to the browser: their modules load as soon as the engine runs its
// pending jobs, and the page is rendered again (a few times at most, once per level of lazy parts).
func (e *engine) render(url, own, shared string, timeout time.Duration) (string, error) {
	if err := e.vm.SetEvalTimeout(timeout); err != nil {
		return "", err
	}
	defer func() { _ = e.vm.SetEvalTimeout(0) }()
	var html string
	for range 4 {
		v, err := e.vm.Call("render", url, own, shared)
		if err != nil {
			if strings.Contains(err.Error(), "interrupted") {
				e.broken = true
			}
			return "", fmt.Errorf("ssr: render %s: %w", url, jsError(err))
		}
		s, ok := v.(string)
		if !ok {
			return "", fmt.Errorf("ssr: render %s: answered %T, not a string", url, v)
		}
		html = s
		n, err := e.vm.ExecutePendingJobs()
		if err != nil {
			return "", fmt.Errorf("ssr: render %s: pending jobs: %w", url, jsError(err))
		}
		if n == 0 || !strings.Contains(html, clientRendered) {
			break
		}
	}
	return html, nil
}

// jsError adds a JavaScript error's stack to its message.
func jsError(err error) error {
	var je *quickjs.Error
	if errors.As(err, &je) && je.Stack != "" {
		return fmt.Errorf("%w\n%s", err, je.Stack)
	}
	return err
}

// marshalAnswers writes the answers as the bundle's render takes them: two JSON arrays, the page's
// own and the shared.
func marshalAnswers(answers []Answer) (own, shared string, err error) {
	b, err := appendAnswers(nil, answers, 0, pageOwn)
	if err != nil {
		return "", "", fmt.Errorf("ssr: answers: %w", err)
	}
	own = string(b)
	if b, err = appendAnswers(b[:0], answers, 0, sharedOnly); err != nil {
		return "", "", fmt.Errorf("ssr: answers: %w", err)
	}
	return own, string(b), nil
}

// Which answers appendAnswers writes.
type answerSet int

const (
	allAnswers answerSet = iota
	pageOwn              // those not Shared
	sharedOnly           // those Shared
)

func (w answerSet) has(a Answer) bool {
	return w == allAnswers || a.Shared == (w == sharedOnly)
}

// AppendAnswers appends answers to b as a JSON array of {"key", "data"}, each with "at" (when
// they were made, Unix milliseconds) when at is not 0: what a page inlines for the web app too
// (lib/initialData.ts). An answer already in JSON (json.RawMessage: the API's own bytes) is copied
// as it is; encoding/json would check and compact it again, a tenth of an uncached page's time.
func AppendAnswers(b []byte, answers []Answer, at int64) ([]byte, error) {
	return appendAnswers(b, answers, at, allAnswers)
}

func appendAnswers(b []byte, answers []Answer, at int64, which answerSet) ([]byte, error) {
	b = append(b, '[')
	first := true
	for _, a := range answers {
		if !which.has(a) {
			continue
		}
		if !first {
			b = append(b, ',')
		}
		first = false
		key, _ := json.Marshal(a.Key)
		b = append(b, `{"key":`...)
		b = append(b, key...)
		b = append(b, `,"data":`...)
		if raw, ok := a.Data.(json.RawMessage); ok && len(raw) > 0 {
			b = append(b, raw...)
		} else {
			data, err := json.Marshal(a.Data)
			if err != nil {
				return nil, err
			}
			b = append(b, data...)
		}
		if at != 0 {
			b = append(b, `,"at":`...)
			b = strconv.AppendInt(b, at, 10)
		}
		b = append(b, '}')
	}
	return append(b, ']'), nil
}

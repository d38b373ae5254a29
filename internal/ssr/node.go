package ssr

import (
	"bufio"
	"bytes"
	"context"
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os/exec"
	"time"
)

// nodeWorkerJS is the program each Node worker runs: it reads the bundle, then render requests, in
// frames of a 4-byte big-endian length and the bytes (render, below).
//
//go:embed node_worker.js
var nodeWorkerJS string

// NodePages renders with Node (V8) workers: the same bundle as QuickJS, several times faster
// (docs/decisions.md "First paint from the server"). A worker is a long-lived `node` process; one
// that fails or overruns is killed and replaced.
type NodePages struct {
	node    string
	bundle  []byte
	timeout time.Duration
	workers *pool[*nodeWorker]
}

// NewNode returns a renderer whose workers run the node executable at path (exec.LookPath's
// answer); ErrNoNode when there is none.
func NewNode(path, bundle string, o Options) (*NodePages, error) {
	if bundle == "" {
		return nil, errors.New("ssr: the server bundle is empty (build the web app)")
	}
	if path == "" {
		return nil, ErrNoNode
	}
	o = o.withDefaults()
	n := &NodePages{node: path, bundle: []byte(bundle), timeout: o.Timeout}
	n.workers = newPool(o.Engines, n.start, (*nodeWorker).kill)
	return n, nil
}

// ErrNoNode is NewNode's answer when the machine has no node executable.
var ErrNoNode = errors.New("ssr: no node executable")

// FindNode is the node executable on the PATH, or "".
func FindNode() string {
	p, err := exec.LookPath("node")
	if err != nil {
		return ""
	}
	return p
}

// Warm starts every worker and renders pages on each.
func (n *NodePages) Warm(ctx context.Context, pages []Page) error {
	return warm(ctx, n.workers, pages, func(w *nodeWorker, p Page) (bool, error) {
		_, err := n.renderOn(w, p.URL, p.Answers)
		return !errors.Is(err, errExchange), err
	})
}

// Render renders the page at url from its answers.
func (n *NodePages) Render(ctx context.Context, url string, answers []Answer) (string, error) {
	w, err := n.workers.get(ctx)
	if err != nil {
		return "", err
	}
	html, err := n.renderOn(w, url, answers)
	if errors.Is(err, errExchange) {
		// A worker whose exchange failed may be out of step with its pipe: replace it.
		n.workers.discard(w)
		return "", err
	}
	n.workers.put(w)
	return html, err
}

// errExchange marks a render whose exchange with the worker failed: the worker must go.
var errExchange = errors.New("exchange failed")

// renderOn renders on w; an error wrapping errExchange if w may no longer be used.
func (n *NodePages) renderOn(w *nodeWorker, url string, answers []Answer) (string, error) {
	if err := w.request(url, answers); err != nil {
		return "", err
	}
	return w.render(url, n.timeout)
}

// Close stops the idle workers, and the others as their renders end.
func (n *NodePages) Close() { n.workers.close() }

// start runs a worker and hands it the bundle.
func (n *NodePages) start() (*nodeWorker, error) {
	cmd := exec.Command(n.node, "--max-old-space-size=256", "-e", nodeWorkerJS)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	cmd.Stderr = &logWriter{}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("ssr: start node: %w", err)
	}
	w := &nodeWorker{cmd: cmd, in: stdin, out: bufio.NewReaderSize(stdout, 256<<10), done: make(chan struct{})}
	go func() {
		_ = cmd.Wait()
		close(w.done)
	}()
	if err := writeFrame(w.in, n.bundle); err != nil {
		w.kill()
		return nil, fmt.Errorf("ssr: node: send the bundle: %w", err)
	}
	return w, nil
}

// nodeWorker is one node process. It renders one page at a time, so the buffers its requests and
// answers pass through are its own, kept from one page to the next: a page's answers and markup
// (about 80 kB) are not made afresh for every render.
type nodeWorker struct {
	cmd  *exec.Cmd
	in   io.WriteCloser
	out  *bufio.Reader
	done chan struct{}
	req  []byte // the request being sent: its two frames
	resp []byte // the last answer's frame
}

// request writes the request for url into w.req: three frames, the URL, the page's own answers and
// the shared answers (JSON arrays).
func (w *nodeWorker) request(url string, answers []Answer) error {
	b := binary.BigEndian.AppendUint32(w.req[:0], uint32(len(url)))
	b = append(b, url...)
	for _, which := range []answerSet{pageOwn, sharedOnly} {
		at := len(b)
		var err error
		if b, err = appendAnswers(append(b, 0, 0, 0, 0), answers, 0, which); err != nil {
			return fmt.Errorf("ssr: answers: %w", err)
		}
		binary.BigEndian.PutUint32(b[at:], uint32(len(b)-at-4))
	}
	w.req = b
	return nil
}

// render sends the request in w.req and waits (at most timeout) for its answer: a frame of "h"
// and the markup, or "e" and the error. An error in the exchange itself (the pipe, the frame, the
// time) wraps errExchange.
func (w *nodeWorker) render(url string, timeout time.Duration) (string, error) {
	type result struct {
		b   []byte
		err error
	}
	got := make(chan result, 1)
	go func() {
		if _, err := w.in.Write(w.req); err != nil {
			got <- result{err: err}
			return
		}
		b, err := readFrameInto(w.out, w.resp)
		if err == nil {
			w.resp = b
		}
		got <- result{b: b, err: err}
	}()
	select {
	case r := <-got:
		switch {
		case r.err != nil:
			return "", fmt.Errorf("ssr: node: render %s: %w (%w)", url, r.err, errExchange)
		case len(r.b) > 0 && r.b[0] == 'h':
			return string(r.b[1:]), nil
		case len(r.b) > 0 && r.b[0] == 'e':
			return "", fmt.Errorf("ssr: node: render %s: %s", url, r.b[1:])
		default:
			return "", fmt.Errorf("ssr: node: render %s: an answer of %d bytes that is neither markup nor an error (%w)", url, len(r.b), errExchange)
		}
	case <-w.done:
		return "", fmt.Errorf("ssr: node: render %s: the worker exited (%w)", url, errExchange)
	case <-time.After(timeout):
		return "", fmt.Errorf("ssr: node: render %s: over %s (%w)", url, timeout, errExchange)
	}
}

func (w *nodeWorker) kill() {
	_ = w.in.Close()
	if w.cmd.Process != nil {
		_ = w.cmd.Process.Kill()
	}
}

// maxFrame bounds an answer from a worker: a page's markup is far smaller.
const maxFrame = 16 << 20

func writeFrame(w io.Writer, b []byte) error {
	var n [4]byte
	binary.BigEndian.PutUint32(n[:], uint32(len(b)))
	if _, err := w.Write(n[:]); err != nil {
		return err
	}
	_, err := w.Write(b)
	return err
}

// readFrameInto reads a frame into buf's storage (grown when it is too small) and returns it.
func readFrameInto(r io.Reader, buf []byte) ([]byte, error) {
	var n [4]byte
	if _, err := io.ReadFull(r, n[:]); err != nil {
		return nil, err
	}
	size := binary.BigEndian.Uint32(n[:])
	if size > maxFrame {
		return nil, fmt.Errorf("a frame of %d bytes", size)
	}
	if uint32(cap(buf)) < size {
		buf = make([]byte, size)
	}
	b := buf[:size]
	_, err := io.ReadFull(r, b)
	return b, err
}

// logWriter logs what a worker writes to stderr (its console), a line at a time.
type logWriter struct{ buf []byte }

func (l *logWriter) Write(p []byte) (int, error) {
	l.buf = append(l.buf, p...)
	for {
		i := bytes.IndexByte(l.buf, '\n')
		if i < 0 {
			break
		}
		slog.Warn("ssr: node", "message", string(l.buf[:i]))
		l.buf = l.buf[i+1:]
	}
	return len(p), nil
}

package mail

import (
	"context"
	"encoding/json"
	htmltemplate "html/template"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/wattle/storefront/internal/platform/clock"
)

// mailboxSize is how many messages the Mailbox keeps: plenty for a development session or an
// end-to-end run, and bounded, so a long-running dev server does not grow without end.
const mailboxSize = 200

// Stored is a message the Mailbox received.
type Stored struct {
	ID int       `json:"id"`
	At time.Time `json:"at"`
	Message
}

// Mailbox keeps the last 200 sent messages in memory: the development mailbox shown at /dev/mail
// when no SMTP server is configured. Each node has its own, so it is for one-node development
// and tests, never production.
type Mailbox struct {
	mu     sync.Mutex
	msgs   []Stored // oldest first
	nextID int
	now    func() time.Time
}

// NewMailbox returns an empty mailbox.
func NewMailbox() *Mailbox { return &Mailbox{nextID: 1, now: time.Now} }

// Send keeps msg, dropping the oldest message once the mailbox is full.
func (m *Mailbox) Send(ctx context.Context, msg Message) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.msgs = append(m.msgs, Stored{ID: m.nextID, At: m.now(), Message: msg})
	m.nextID++
	if n := len(m.msgs) - mailboxSize; n > 0 {
		m.msgs = slices.Delete(m.msgs, 0, n)
	}
	return nil
}

// Messages returns the kept messages, newest first.
func (m *Mailbox) Messages() []Stored {
	m.mu.Lock()
	out := slices.Clone(m.msgs)
	m.mu.Unlock()
	slices.Reverse(out)
	return out
}

// message returns the kept message with id.
func (m *Mailbox) message(id int) (Stored, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	i := slices.IndexFunc(m.msgs, func(s Stored) bool { return s.ID == id })
	if i < 0 {
		return Stored{}, false
	}
	return m.msgs[i], true
}

// mailboxCSP allows no scripts, no requests and no framing. Styles may be inline because the
// message's HTML is shown in an iframe through srcdoc, and a srcdoc document inherits this policy:
// the e-mails carry their styles in style attributes, as mail clients expect.
const mailboxCSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; " +
	"base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// Handler serves GET /dev/mail (the list, newest first), GET /dev/mail/{id} (one message) and
// GET /dev/mail.json (every kept message, newest first, for tests). The server mounts it for the
// paths /dev/mail, /dev/mail/ and /dev/mail.json.
func (m *Mailbox) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /dev/mail", m.serveList)
	mux.HandleFunc("GET /dev/mail/{$}", m.serveList)
	mux.HandleFunc("GET /dev/mail/{id}", m.serveMessage)
	mux.HandleFunc("GET /dev/mail.json", m.serveJSON)
	return mux
}

// headers marks every answer private to this request: the mailbox holds reset links.
func headers(w http.ResponseWriter, contentType string) {
	h := w.Header()
	h.Set("Content-Type", contentType)
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Security-Policy", mailboxCSP)
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Content-Type-Options", "nosniff")
}

// listItem is one row of the list page.
type listItem struct {
	Stored
	When  string
	Links []string
}

func (m *Mailbox) serveList(w http.ResponseWriter, _ *http.Request) {
	msgs := m.Messages()
	items := make([]listItem, len(msgs))
	for i, s := range msgs {
		items[i] = listItem{Stored: s, When: when(s.At), Links: links(s.Text)}
	}
	headers(w, "text/html; charset=utf-8")
	_ = listPage.Execute(w, items)
}

func (m *Mailbox) serveMessage(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.PathValue("id"))
	s, ok := m.message(id)
	if err != nil || !ok {
		headers(w, "text/plain; charset=utf-8")
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte("No such message: the mailbox keeps the last 200.\n"))
		return
	}
	headers(w, "text/html; charset=utf-8")
	_ = messagePage.Execute(w, listItem{Stored: s, When: when(s.At), Links: links(s.Text)})
}

func (m *Mailbox) serveJSON(w http.ResponseWriter, _ *http.Request) {
	msgs := m.Messages()
	if msgs == nil {
		msgs = []Stored{} // an empty mailbox is [], not null, for the tests that read it
	}
	headers(w, "application/json")
	_ = json.NewEncoder(w).Encode(msgs)
}

// when shows a time as the shop does: Melbourne time.
func when(t time.Time) string {
	return t.In(clock.Melbourne).Format("Mon 2 Jan 2006 15:04:05 MST")
}

// linkPattern finds web addresses in the text part, where every link of an HTML part also
// appears in full.
var linkPattern = regexp.MustCompile(`https?://[^\s<>"]+`)

// links lists the distinct web addresses in text, so a developer can follow a reset link
// straight from the list.
func links(text string) []string {
	var out []string
	for _, l := range linkPattern.FindAllString(text, -1) {
		if !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	return out
}

// pageStyle is shared by the two pages.
const pageStyle = `<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;line-height:1.5;color:#1c1c1a}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;vertical-align:top;padding:.4rem .6rem;border-bottom:1px solid #ddd}
ul{margin:0;padding-left:1rem}
a{color:#23492f}
a:focus-visible{outline:3px solid #e8b923;outline-offset:2px}
.url{word-break:break-all}
pre{white-space:pre-wrap;background:#f5f3ec;padding:1rem;border-radius:6px}
iframe{width:100%;height:40rem;border:1px solid #ccc;border-radius:6px;background:#fff}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}
dd{margin:0}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
</style>`

var listPage = htmltemplate.Must(htmltemplate.New("list").Parse(`<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Development mailbox</title>
` + pageStyle + `
</head>
<body>
<main>
<h1>Development mailbox</h1>
<p>E-mails the shop sent while no SMTP server is configured: the last 200, newest first, kept in this node's memory. <a href="/dev/mail.json">JSON</a></p>
{{if .}}
<table>
<caption class="visually-hidden">Sent e-mails, newest first</caption>
<thead><tr><th scope="col">Time</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Links</th></tr></thead>
<tbody>
{{range .}}<tr>
<td><time datetime="{{.At.Format "2006-01-02T15:04:05.000Z07:00"}}">{{.When}}</time></td>
<td>{{.To}}</td>
<td><a href="/dev/mail/{{.ID}}">{{.Subject}}</a></td>
<td>{{with .Links}}<ul>{{range .}}<li><a class="url" href="{{.}}">{{.}}</a></li>{{end}}</ul>{{end}}</td>
</tr>
{{end}}</tbody>
</table>
{{else}}
<p>No e-mails yet.</p>
{{end}}
</main>
</body>
</html>
`))

var messagePage = htmltemplate.Must(htmltemplate.New("message").Parse(`<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>{{.Subject}} – Development mailbox</title>
` + pageStyle + `
</head>
<body>
<main>
<p><a href="/dev/mail">← All e-mails</a></p>
<h1>{{.Subject}}</h1>
<dl>
<dt>To</dt><dd>{{.To}}</dd>
<dt>Subject</dt><dd>{{.Subject}}</dd>
<dt>Received</dt><dd><time datetime="{{.At.Format "2006-01-02T15:04:05.000Z07:00"}}">{{.When}}</time></dd>
{{with .Links}}<dt>Links</dt><dd><ul>{{range .}}<li><a class="url" href="{{.}}">{{.}}</a></li>{{end}}</ul></dd>{{end}}
</dl>
{{with .HTML}}
<h2>HTML part</h2>
<iframe title="HTML part of the e-mail" sandbox="" referrerpolicy="no-referrer" srcdoc="{{.}}"></iframe>
{{end}}
{{with .Text}}
<h2>Text part</h2>
<pre>{{.}}</pre>
{{end}}
</main>
</body>
</html>
`))

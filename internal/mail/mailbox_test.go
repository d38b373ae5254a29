package mail

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"
)

func TestMailboxKeepsNewestFirst(t *testing.T) {
	t.Parallel()
	mb := NewMailbox()
	for i := 1; i <= 3; i++ {
		if err := mb.Send(t.Context(), Message{To: "jane@example.com", Subject: fmt.Sprint("m", i), Text: "hi"}); err != nil {
			t.Fatal(err)
		}
	}
	got := mb.Messages()
	if len(got) != 3 {
		t.Fatalf("%d messages, want 3", len(got))
	}
	for i, s := range got {
		if want := 3 - i; s.ID != want || s.Subject != fmt.Sprint("m", want) {
			t.Errorf("Messages()[%d] = #%d %q, want #%d", i, s.ID, s.Subject, want)
		}
		if time.Since(s.At) > time.Minute {
			t.Errorf("At %v", s.At)
		}
	}
	// The caller's copy is its own.
	got[0].Subject = "changed"
	if mb.Messages()[0].Subject != "m3" {
		t.Error("Messages shares its storage with the caller")
	}
}

func TestMailboxKeepsTheLast200(t *testing.T) {
	t.Parallel()
	mb := NewMailbox()
	for i := 1; i <= 205; i++ {
		if err := mb.Send(t.Context(), Message{Subject: fmt.Sprint(i)}); err != nil {
			t.Fatal(err)
		}
	}
	got := mb.Messages()
	if len(got) != 200 || got[0].ID != 205 || got[199].ID != 6 {
		t.Fatalf("%d messages, #%d to #%d; want 200, #205 to #6", len(got), got[0].ID, got[len(got)-1].ID)
	}
}

func TestMailboxHonoursContext(t *testing.T) {
	t.Parallel()
	mb := NewMailbox()
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if err := mb.Send(ctx, Message{Subject: "late"}); err == nil {
		t.Fatal("Send after cancel succeeded")
	}
	if len(mb.Messages()) != 0 {
		t.Fatal("a cancelled send was kept")
	}
}

func TestMailboxWorker(t *testing.T) {
	t.Parallel()
	mb := NewMailbox()
	m, err := Compose(PasswordReset, "jane@example.com", fullData)
	if err != nil {
		t.Fatal(err)
	}
	if err := NewWorker(mb).Send(t.Context(), SendArgs{Message: m}); err != nil {
		t.Fatal(err)
	}
	if got := mb.Messages(); len(got) != 1 || got[0].Message != m {
		t.Fatalf("mailbox holds %+v", got)
	}
}

func get(t *testing.T, h http.Handler, method, path string) *httptest.ResponseRecorder {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequestWithContext(t.Context(), method, path, nil))
	return rec
}

func TestMailboxHandler(t *testing.T) {
	t.Parallel()
	mb := NewMailbox()
	reset, err := Compose(PasswordReset, "jane@example.com", fullData)
	if err != nil {
		t.Fatal(err)
	}
	welcome, err := Compose(Welcome, "bob@example.com", Data{ShopName: "Wattle", FirstName: "<i>Bob</i>"})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []Message{reset, welcome} {
		if err := mb.Send(t.Context(), m); err != nil {
			t.Fatal(err)
		}
	}
	h := mb.Handler()

	tests := []struct {
		name, method, path string
		status             int
		contentType        string
		want               []string
	}{
		{"list", "GET", "/dev/mail", 200, "text/html; charset=utf-8",
			[]string{"Reset your Wattle password", "jane@example.com", `href="/dev/mail/1"`, `href="/dev/mail/2"`,
				`href="http://localhost:8080/account/reset?token=abc123&amp;x=1"`}},
		{"list with slash", "GET", "/dev/mail/", 200, "text/html; charset=utf-8", []string{"Welcome to Wattle", "bob@example.com"}},
		{"list head", "HEAD", "/dev/mail", 200, "text/html; charset=utf-8", nil},
		{"message", "GET", "/dev/mail/1", 200, "text/html; charset=utf-8",
			[]string{"<h1>Reset your Wattle password</h1>", "jane@example.com", "<pre>Hi Jane,", `sandbox=""`, "srcdoc="}},
		{"json", "GET", "/dev/mail.json", 200, "application/json", []string{`"subject":"Reset your Wattle password"`}},
		{"unknown id", "GET", "/dev/mail/99", 404, "text/plain; charset=utf-8", nil},
		{"id not a number", "GET", "/dev/mail/abc", 404, "text/plain; charset=utf-8", nil},
		{"post", "POST", "/dev/mail", 405, "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			rec := get(t, h, tt.method, tt.path)
			if rec.Code != tt.status {
				t.Fatalf("%s %s: %d, want %d", tt.method, tt.path, rec.Code, tt.status)
			}
			if tt.contentType != "" {
				if ct := rec.Header().Get("Content-Type"); ct != tt.contentType {
					t.Errorf("Content-Type %q, want %q", ct, tt.contentType)
				}
				if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
					t.Errorf("Cache-Control %q", cc)
				}
				csp := rec.Header().Get("Content-Security-Policy")
				if !strings.Contains(csp, "default-src 'none'") || strings.Contains(csp, "script-src") {
					t.Errorf("Content-Security-Policy %q", csp)
				}
			}
			body := rec.Body.String()
			for _, w := range tt.want {
				if !strings.Contains(body, w) {
					t.Errorf("body lacks %q:\n%s", w, body)
				}
			}
			if strings.Contains(body, "<i>Bob</i>") {
				t.Error("a message's content reached the page unescaped")
			}
		})
	}

	t.Run("list is newest first", func(t *testing.T) {
		t.Parallel()
		body := get(t, h, "GET", "/dev/mail").Body.String()
		if i, j := strings.Index(body, `href="/dev/mail/2"`), strings.Index(body, `href="/dev/mail/1"`); i < 0 || j < i {
			t.Errorf("#2 at %d, #1 at %d: want #2 first", i, j)
		}
	})
	t.Run("iframe shows the HTML part", func(t *testing.T) {
		t.Parallel()
		body := get(t, h, "GET", "/dev/mail/1").Body.String()
		m := regexp.MustCompile(`srcdoc="([^"]*)"`).FindStringSubmatch(body)
		if m == nil {
			t.Fatalf("no srcdoc:\n%s", body)
		}
		if got := html.UnescapeString(m[1]); got != reset.HTML {
			t.Errorf("srcdoc holds\n%s\nwant\n%s", got, reset.HTML)
		}
	})
	t.Run("json", func(t *testing.T) {
		t.Parallel()
		var got []struct {
			ID      int       `json:"id"`
			At      time.Time `json:"at"`
			To      string    `json:"to"`
			Subject string    `json:"subject"`
			Text    string    `json:"text"`
			HTML    string    `json:"html"`
		}
		if err := json.Unmarshal(get(t, h, "GET", "/dev/mail.json").Body.Bytes(), &got); err != nil {
			t.Fatal(err)
		}
		if len(got) != 2 || got[0].ID != 2 || got[1].ID != 1 || got[0].At.IsZero() {
			t.Fatalf("got %+v", got)
		}
		if got[1].To != reset.To || got[1].Subject != reset.Subject || got[1].Text != reset.Text || got[1].HTML != reset.HTML {
			t.Errorf("message 1 changed on the way: %+v", got[1])
		}
	})
}

func TestMailboxHandlerEmpty(t *testing.T) {
	t.Parallel()
	h := NewMailbox().Handler()
	if body := get(t, h, "GET", "/dev/mail").Body.String(); !strings.Contains(body, "No e-mails yet.") {
		t.Errorf("empty list:\n%s", body)
	}
	if body := strings.TrimSpace(get(t, h, "GET", "/dev/mail.json").Body.String()); body != "[]" {
		t.Errorf("empty JSON %q, want []", body)
	}
}

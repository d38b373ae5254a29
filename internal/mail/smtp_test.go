package mail

import (
	"context"
	"errors"
	"net"
	"strings"
	"testing"
	"time"
)

// fullData fills every field, so each template shows everything it can.
var fullData = Data{
	ShopName:  "Wattle",
	ShopURL:   "http://localhost:8080",
	FirstName: "Jane",
	ActionURL: "http://localhost:8080/account/reset?token=abc123&x=1",
	ValidFor:  "1 hour",
	ProcessBy: "Thursday 26 November 2026",
}

func newSender(t *testing.T, rawURL string) Sender {
	t.Helper()
	s, err := NewSMTP(rawURL)
	if err != nil {
		t.Fatalf("NewSMTP(%q): %v", rawURL, err)
	}
	return s
}

func TestSMTPSendsEveryTemplate(t *testing.T) {
	t.Parallel()
	tests := []struct {
		tmpl    Template
		subject string
		want    []string // in both parts
	}{
		{Welcome, "Welcome to Wattle", []string{"Jane", "http://localhost:8080"}},
		{PasswordReset, "Reset your Wattle password", []string{"Jane", fullData.ActionURL, "1 hour"}},
		{DeletionRequested, "We've received your request to delete your Wattle account", []string{"Jane", "Thursday 26 November 2026", "2 to 5 business days"}},
		{AccountDeleted, "Your Wattle account has been deleted", []string{"Jane", "erased your personal data"}},
	}
	for _, tt := range tests {
		t.Run(string(tt.tmpl), func(t *testing.T) {
			t.Parallel()
			srv := startServer(t)
			m, err := Compose(tt.tmpl, "jane@example.com", fullData)
			if err != nil {
				t.Fatal(err)
			}
			if err := newSender(t, "smtp://"+srv.addr).Send(t.Context(), m); err != nil {
				t.Fatalf("Send: %v", err)
			}
			got := srv.messages()
			if len(got) != 1 {
				t.Fatalf("server received %d messages, want 1", len(got))
			}
			if got[0].from != "no-reply@localhost" || len(got[0].to) != 1 || got[0].to[0] != "jane@example.com" {
				t.Errorf("envelope from %q to %q", got[0].from, got[0].to)
			}
			p := parse(t, got[0].data)
			if p.subj != tt.subject {
				t.Errorf("Subject %q, want %q", p.subj, tt.subject)
			}
			if p.to != "jane@example.com" {
				t.Errorf("To %q", p.to)
			}
			if p.from != `"Wattle" <no-reply@localhost>` {
				t.Errorf("From %q", p.from)
			}
			if id := p.header.Get("Message-Id"); !strings.HasSuffix(id, "@localhost>") {
				t.Errorf("Message-ID %q", id)
			}
			if d, err := p.header.Date(); err != nil || time.Since(d).Abs() > time.Minute {
				t.Errorf("Date %q: %v", p.header.Get("Date"), err)
			}
			if ua := p.header.Get("User-Agent") + p.header.Get("X-Mailer"); ua != "" {
				t.Errorf("the message names its mailer: %q", ua)
			}
			if strings.TrimSpace(p.text) != strings.TrimSpace(m.Text) {
				t.Errorf("text part changed on the way:\n%q\nwant\n%q", p.text, m.Text)
			}
			if strings.TrimSpace(p.html) != strings.TrimSpace(m.HTML) {
				t.Errorf("HTML part changed on the way")
			}
			for _, w := range append(tt.want, fullData.ActionURL) {
				if !strings.Contains(p.text, w) {
					t.Errorf("text part lacks %q:\n%s", w, p.text)
				}
				if !strings.Contains(p.html, htmlEscape(w)) {
					t.Errorf("HTML part lacks %q:\n%s", w, p.html)
				}
			}
		})
	}
}

func htmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "'", "&#39;").Replace(s)
}

func TestSMTPStartTLSWithAuth(t *testing.T) {
	t.Parallel()
	srv := startServer(t, withTLS(t), withAuth("shop", "s3cret"))
	addr := srv.addr
	m, err := Compose(PasswordReset, "jane@example.com", fullData)
	if err != nil {
		t.Fatal(err)
	}

	t.Run("right password", func(t *testing.T) {
		s := newSender(t, "smtp://shop:s3cret@"+addr+"?tls=mandatory&insecure=1&from=Wattle%20%3Cshop@example.com%3E")
		if err := s.Send(t.Context(), m); err != nil {
			t.Fatalf("Send: %v", err)
		}
		got := srv.messages()
		if len(got) != 1 {
			t.Fatalf("server received %d messages, want 1", len(got))
		}
		if !got[0].tls {
			t.Error("the message went over a plain connection")
		}
		p := parse(t, got[0].data)
		if p.subj != "Reset your Wattle password" || p.from != `"Wattle" <shop@example.com>` {
			t.Errorf("Subject %q From %q", p.subj, p.from)
		}
		if id := p.header.Get("Message-Id"); !strings.HasSuffix(id, "@example.com>") {
			t.Errorf("Message-ID %q", id)
		}
		if !strings.Contains(p.text, fullData.ActionURL) || !strings.Contains(p.html, htmlEscape(fullData.ActionURL)) {
			t.Error("the reset link is missing from a part")
		}
	})
	t.Run("wrong password", func(t *testing.T) {
		s := newSender(t, "smtp://shop:wrong@"+addr+"?tls=mandatory&insecure=1")
		if err := s.Send(t.Context(), m); err == nil {
			t.Fatal("Send with a wrong password succeeded")
		}
	})
	t.Run("untrusted certificate", func(t *testing.T) {
		s := newSender(t, "smtp://shop:s3cret@"+addr+"?tls=mandatory")
		if err := s.Send(t.Context(), m); err == nil {
			t.Fatal("Send trusted a self-signed certificate without insecure=1")
		}
	})
	t.Run("no TLS, no password", func(t *testing.T) {
		// The server offers AUTH only after STARTTLS; without TLS there is nothing to log in with.
		s := newSender(t, "smtp://shop:s3cret@"+addr+"?tls=none")
		if err := s.Send(t.Context(), m); err == nil {
			t.Fatal("Send authenticated without TLS")
		}
	})
}

func TestSMTPMandatoryTLSRefusesPlainServer(t *testing.T) {
	t.Parallel()
	srv := startServer(t)
	m, err := Compose(Welcome, "jane@example.com", fullData)
	if err != nil {
		t.Fatal(err)
	}
	if err := newSender(t, "smtp://"+srv.addr+"?tls=mandatory").Send(t.Context(), m); err == nil {
		t.Fatal("tls=mandatory sent over a server without STARTTLS")
	}
	if n := len(srv.messages()); n != 0 {
		t.Fatalf("server received %d messages", n)
	}
}

func TestSMTPImplicitTLS(t *testing.T) {
	t.Parallel()
	srv := startServer(t, withImplicitTLS(t), withAuth("shop", "s3cret"))
	m, err := Compose(AccountDeleted, "jane@example.com", fullData)
	if err != nil {
		t.Fatal(err)
	}
	if err := newSender(t, "smtps://shop:s3cret@"+srv.addr+"?insecure=1").Send(t.Context(), m); err != nil {
		t.Fatalf("Send: %v", err)
	}
	got := srv.messages()
	if len(got) != 1 || !got[0].tls {
		t.Fatalf("received %d messages (tls %v), want 1 over TLS", len(got), len(got) == 1 && got[0].tls)
	}
	if p := parse(t, got[0].data); p.subj != "Your Wattle account has been deleted" {
		t.Errorf("Subject %q", p.subj)
	}
}

func TestSMTPTransientFailureIsRetried(t *testing.T) {
	t.Parallel()
	srv := startServer(t, failingData(2))
	s := newSender(t, "smtp://"+srv.addr)
	w := NewWorker(s)
	m, err := Compose(Welcome, "jane@example.com", fullData)
	if err != nil {
		t.Fatal(err)
	}

	if err := s.Send(t.Context(), m); err == nil || !strings.Contains(err.Error(), "451") {
		t.Fatalf("first Send: %v, want the server's 451", err)
	}
	if err := w.Send(t.Context(), SendArgs{Message: m}); err == nil {
		t.Fatal("Worker.Send hid the failure: River would not retry")
	}
	if err := w.Send(t.Context(), SendArgs{Message: m}); err != nil {
		t.Fatalf("retry: %v", err)
	}
	got := srv.messages()
	if len(got) != 1 {
		t.Fatalf("server kept %d messages, want exactly 1", len(got))
	}
	if p := parse(t, got[0].data); p.subj != "Welcome to Wattle" {
		t.Errorf("Subject %q", p.subj)
	}
}

func TestSMTPHonoursContext(t *testing.T) {
	t.Parallel()
	// A server that accepts the connection and never says a word.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = l.Close() })
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			t.Cleanup(func() { _ = c.Close() })
		}
	}()
	m, err := Compose(Welcome, "jane@example.com", fullData)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(t.Context(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	err = newSender(t, "smtp://"+l.Addr().String()).Send(ctx, m)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Send: %v, want the context's deadline", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("Send returned after %v: it waited for its own timeout, not the context", d)
	}
}

func TestNewSMTPRejectsBadURLs(t *testing.T) {
	t.Parallel()
	tests := []struct{ name, url string }{
		{"not smtp", "http://mail.example.com"},
		{"no host", "smtp://"},
		{"bad tls", "smtp://mail.example.com?tls=always"},
		{"tls on smtps", "smtps://mail.example.com?tls=none"},
		{"unknown parameter", "smtp://u:hunter2@mail.example.com?form=shop@example.com"},
		{"bad port", "smtp://mail.example.com:0"},
		{"bad from", "smtp://mail.example.com?from=not%20an%20address"},
		{"bad insecure", "smtp://mail.example.com?insecure=maybe"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			_, err := NewSMTP(tt.url)
			if err == nil {
				t.Fatalf("NewSMTP(%q) accepted it", tt.url)
			}
			if strings.Contains(err.Error(), "hunter2") {
				t.Errorf("the error shows the password: %v", err)
			}
		})
	}
	for _, ok := range []string{
		"smtp://mail.example.com",
		"smtp://u:p@mail.example.com:2525?tls=starttls&from=shop@example.com",
		"smtp://[::1]:25?tls=none",
		"smtps://u:p@mail.example.com?insecure=1",
	} {
		if _, err := NewSMTP(ok); err != nil {
			t.Errorf("NewSMTP(%q): %v", ok, err)
		}
	}
}

func TestSMTPRejectsEmptyMessage(t *testing.T) {
	t.Parallel()
	srv := startServer(t)
	if err := newSender(t, "smtp://"+srv.addr).Send(t.Context(), Message{To: "jane@example.com", Subject: "Hi"}); err == nil {
		t.Fatal("sent a message without a body")
	}
}

package mail

import (
	"errors"
	"strings"
	"testing"
)

func TestComposeSubjects(t *testing.T) {
	t.Parallel()
	tests := []struct {
		tmpl              Template
		wattle, banksia   string
		withoutShopName   string
		heading, footnote string
	}{
		{Welcome, "Welcome to Wattle", "Welcome to Banksia & Co", "Welcome",
			"<h1 style=\"margin:0 0 16px;font-size:24px;line-height:1.3\">Welcome, Jane</h1>", "create an account"},
		{PasswordReset, "Reset your Wattle password", "Reset your Banksia & Co password", "Reset your password",
			">Reset your password</h1>", "reset the password"},
		{DeletionRequested, "We've received your request to delete your Wattle account",
			"We've received your request to delete your Banksia & Co account",
			"We've received your request to delete your account",
			">We've received your request</h1>", "delete the account"},
		{AccountDeleted, "Your Wattle account has been deleted", "Your Banksia & Co account has been deleted",
			"Your account has been deleted", ">Your account has been deleted</h1>", "delete your account"},
	}
	for _, tt := range tests {
		t.Run(string(tt.tmpl), func(t *testing.T) {
			t.Parallel()
			m, err := Compose(tt.tmpl, " jane@example.com ", fullData)
			if err != nil {
				t.Fatal(err)
			}
			if m.Subject != tt.wattle || m.To != "jane@example.com" {
				t.Errorf("Subject %q To %q", m.Subject, m.To)
			}
			for _, want := range []string{`<html lang="en-AU">`, "<title>" + htmlEscape(tt.wattle) + "</title>", tt.heading,
				"You received this email because", tt.footnote, ">Wattle</a>"} {
				if !strings.Contains(m.HTML, want) {
					t.Errorf("HTML lacks %q:\n%s", want, m.HTML)
				}
			}
			for _, want := range []string{"Hi Jane,", "You received this email because", tt.footnote, "Wattle\nhttp://localhost:8080\n"} {
				if !strings.Contains(m.Text, want) {
					t.Errorf("text lacks %q:\n%s", want, m.Text)
				}
			}

			other := fullData
			other.ShopName = "Banksia & Co"
			if m, err = Compose(tt.tmpl, "jane@example.com", other); err != nil || m.Subject != tt.banksia {
				t.Errorf("Subject %q, %v; want %q", m.Subject, err, tt.banksia)
			}
			if strings.Contains(m.Text+m.HTML, "Wattle") {
				t.Error("the shop's name is hard-coded somewhere")
			}

			if m, err = Compose(tt.tmpl, "jane@example.com", Data{}); err != nil || m.Subject != tt.withoutShopName {
				t.Errorf("Subject %q, %v; want %q", m.Subject, err, tt.withoutShopName)
			}
			// Empty fields are left out, sentences and all.
			for _, bad := range []string{"Hi ,", " ,", " .", "  ", "by ,", "href=\"\"", "<a href", "Continue", "valid for ."} {
				if strings.Contains(m.Text, bad) || strings.Contains(m.HTML, bad) {
					t.Errorf("with no data the message shows %q:\n%s\n%s", bad, m.Text, m.HTML)
				}
			}
			if !strings.HasPrefix(m.Text, "Hi,\n") || strings.HasSuffix(m.Text, "\n\n") {
				t.Errorf("text part not tidy: %q", m.Text)
			}
		})
	}
}

func TestComposePasswordResetLink(t *testing.T) {
	t.Parallel()
	m, err := Compose(PasswordReset, "jane@example.com", fullData)
	if err != nil {
		t.Fatal(err)
	}
	// The button, and the full link as text for when the button does not work.
	const escaped = "http://localhost:8080/account/reset?token=abc123&amp;x=1"
	if n := strings.Count(m.HTML, `href="`+escaped+`"`); n != 2 {
		t.Errorf("the link is the target of %d anchors, want 2 (button and text):\n%s", n, m.HTML)
	}
	if !strings.Contains(m.HTML, ">"+escaped+"</a>") || !strings.Contains(m.HTML, ">Reset your password</a>") {
		t.Errorf("HTML lacks the button or the link as text:\n%s", m.HTML)
	}
	if !strings.Contains(m.Text, "Reset your password:\n"+fullData.ActionURL+"\n") {
		t.Errorf("text lacks the link on a line of its own:\n%s", m.Text)
	}
	if !strings.Contains(m.Text, "valid for 1 hour") || !strings.Contains(m.HTML, "valid for 1 hour") {
		t.Error("the link's lifetime is missing")
	}
}

func TestComposeDeletionRequestedDate(t *testing.T) {
	t.Parallel()
	m, err := Compose(DeletionRequested, "jane@example.com", fullData)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(m.Text, "within 2 to 5 business days, by Thursday 26 November 2026,") ||
		!strings.Contains(m.HTML, "<strong>Thursday 26 November 2026</strong>") {
		t.Errorf("the date is missing:\n%s\n%s", m.Text, m.HTML)
	}
}

func TestComposeEscapesHTML(t *testing.T) {
	t.Parallel()
	d := fullData
	d.FirstName = `<script>alert("x")</script> & <b>Co</b>`
	d.ShopName = `Wattle<img src=x onerror=alert(1)>`
	d.ActionURL = "javascript:alert(1)"
	m, err := Compose(PasswordReset, "jane@example.com", d)
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"<script", "<b>", "<img", `href="javascript:`} {
		if strings.Contains(m.HTML, bad) {
			t.Errorf("HTML contains %q:\n%s", bad, m.HTML)
		}
	}
	if !strings.Contains(m.HTML, "Hi &lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; &lt;b&gt;Co&lt;/b&gt;,") {
		t.Errorf("the name is not shown escaped:\n%s", m.HTML)
	}
	// The text part is not HTML: it shows the name as typed.
	if !strings.Contains(m.Text, "Hi "+d.FirstName+",") {
		t.Errorf("text part:\n%s", m.Text)
	}
}

func TestComposeKeepsSubjectOnOneLine(t *testing.T) {
	t.Parallel()
	d := fullData
	d.ShopName = "Wattle\r\nBcc: victim@example.com"
	m, err := Compose(Welcome, "jane@example.com", d)
	if err != nil {
		t.Fatal(err)
	}
	if strings.ContainsAny(m.Subject, "\r\n") {
		t.Errorf("Subject %q spans lines", m.Subject)
	}
}

func TestComposeErrors(t *testing.T) {
	t.Parallel()
	if _, err := Compose("order_shipped", "jane@example.com", fullData); !errors.Is(err, ErrUnknownTemplate) {
		t.Errorf("unknown template: %v, want ErrUnknownTemplate", err)
	}
	for _, to := range []string{"", "  ", "jane@example.com\r\nBcc: x@example.com"} {
		if _, err := Compose(Welcome, to, fullData); err == nil {
			t.Errorf("Compose accepted recipient %q", to)
		}
	}
}

func TestTidy(t *testing.T) {
	t.Parallel()
	tests := []struct{ name, in, want string }{
		{"empty", "", ""},
		{"blank lines at the ends", "\n\n  \nHi,\n\n\n", "Hi,\n"},
		{"runs of blank lines", "a\n\n\n\nb", "a\n\nb\n"},
		{"trailing spaces", "a  \n \t\nb\t", "a\n\nb\n"},
		{"CRLF", "a\r\n\r\nb\r\n", "a\n\nb\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := tidy(tt.in); got != tt.want {
				t.Errorf("tidy(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestSendArgs(t *testing.T) {
	t.Parallel()
	var a SendArgs
	if a.Kind() != "mail_send" {
		t.Errorf("Kind %q", a.Kind())
	}
	if o := a.InsertOpts(); o.MaxAttempts != 10 || o.Queue != "" {
		t.Errorf("InsertOpts %+v", o)
	}
}

package mail

import (
	"context"
	"crypto/rand"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	netmail "net/mail"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// DefaultFrom is the sender address when the SMTP URL names none.
const DefaultFrom = "Wattle <no-reply@localhost>"

// smtpTimeout bounds the connection and each SMTP command, so a stalled server cannot hold a job
// worker for long even when the job's context has no deadline.
const smtpTimeout = 15 * time.Second

// smtpSender delivers through one SMTP server. It holds only settings: each Send builds its own
// go-mail client and connection, because a go-mail client keeps per-connection state (the chosen
// auth mechanism) that concurrent job workers must not share.
type smtpSender struct {
	host     string
	opts     []gomail.Option
	implicit bool // smtps: TLS from the first byte
	tls      *tls.Config
	from     string
	msgIDAt  string // the domain part of Message-IDs: the sender's, not this machine's name
}

// NewSMTP returns a sender for an SMTP URL:
//
//	smtp://[user:pass@]host[:port][?tls=starttls|mandatory|none]
//	smtps://[user:pass@]host[:port]
//
// smtp:// defaults to port 587 and opportunistic STARTTLS (used when the server offers it);
// tls=mandatory refuses a server without STARTTLS and tls=none never starts TLS. smtps:// is
// implicit TLS, port 465 by default. With a user, the sender authenticates with PLAIN or LOGIN,
// and only over TLS unless the server is on loopback. Query parameters: from=shop@example.com
// (default DefaultFrom) and insecure=1 to skip certificate verification (tests, self-signed
// certificates).
func NewSMTP(rawURL string) (Sender, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		// url.Parse quotes the input, password included: say only that it failed.
		return nil, errors.New("mail: smtp url: cannot parse")
	}
	s := &smtpSender{host: u.Hostname(), from: DefaultFrom}
	if s.host == "" {
		return nil, errors.New("mail: smtp url: no host")
	}
	port := 587
	switch u.Scheme {
	case "smtp":
	case "smtps":
		s.implicit, port = true, 465
	default:
		return nil, fmt.Errorf("mail: smtp url: scheme %q, want smtp or smtps", u.Scheme)
	}
	if p := u.Port(); p != "" {
		if port, err = strconv.Atoi(p); err != nil || port < 1 || port > 65535 {
			return nil, fmt.Errorf("mail: smtp url: bad port %q", p)
		}
	}

	policy := gomail.TLSOpportunistic
	insecure := false
	q := u.Query()
	for k, vs := range q {
		v := vs[len(vs)-1]
		switch k {
		case "tls":
			if s.implicit {
				return nil, errors.New("mail: smtp url: tls= applies to smtp://; smtps:// is always TLS")
			}
			switch v {
			case "starttls", "opportunistic", "":
				policy = gomail.TLSOpportunistic
			case "mandatory":
				policy = gomail.TLSMandatory
			case "none":
				policy = gomail.NoTLS
			default:
				return nil, fmt.Errorf("mail: smtp url: tls=%q, want starttls, mandatory or none", v)
			}
		case "from":
			s.from = v
		case "insecure":
			if insecure, err = strconv.ParseBool(v); err != nil {
				return nil, fmt.Errorf("mail: smtp url: insecure=%q, want 1 or 0", v)
			}
		default:
			// A misspelt option silently ignored would send mail in a way nobody chose.
			return nil, fmt.Errorf("mail: smtp url: unknown parameter %q", k)
		}
	}
	from, err := netmail.ParseAddress(s.from)
	if err != nil {
		return nil, fmt.Errorf("mail: smtp url: from=%q: %w", s.from, err)
	}
	s.msgIDAt = from.Address[strings.LastIndexByte(from.Address, '@')+1:]

	// InsecureSkipVerify only when the URL asks for it: a test server or a self-signed relay.
	s.tls = &tls.Config{ServerName: s.host, MinVersion: tls.VersionTLS12, InsecureSkipVerify: insecure}
	s.opts = []gomail.Option{
		gomail.WithPort(port),
		gomail.WithTimeout(smtpTimeout),
		gomail.WithTLSConfig(s.tls),
		gomail.WithTLSPolicy(policy),
	}
	if s.implicit {
		// The dialer below does the TLS handshake; WithSSL stops go-mail asking for STARTTLS on top.
		s.opts = append(s.opts, gomail.WithSSL())
	}
	if u.User != nil && u.User.Username() != "" {
		pass, _ := u.User.Password()
		s.opts = append(s.opts,
			gomail.WithUsername(u.User.Username()),
			gomail.WithPassword(pass),
			// PLAIN and LOGIN are what hosted SMTP services offer; go-mail refuses to send either
			// over an unencrypted connection except to loopback.
			gomail.WithOpportunisticSMTPAuth(gomail.SMTPAuthPlain, gomail.SMTPAuthLogin),
		)
	}
	// Fail on a bad option now, at start, rather than in every job.
	if _, err := gomail.NewClient(s.host, s.opts...); err != nil {
		return nil, fmt.Errorf("mail: smtp: %w", err)
	}
	return s, nil
}

// Send delivers m. It honours ctx throughout: cancelling ctx closes the connection, which ends
// whatever command is waiting on the server.
func (s *smtpSender) Send(ctx context.Context, m Message) error {
	msg, err := s.build(m)
	if err != nil {
		return err
	}
	conn := &ctxConn{}
	stop := context.AfterFunc(ctx, conn.cancel)
	defer stop()
	defer conn.close()

	c, err := gomail.NewClient(s.host, append(s.opts, gomail.WithDialContextFunc(conn.dialer(s)))...)
	if err != nil {
		return fmt.Errorf("mail: smtp: %w", err)
	}
	client, err := c.DialToSMTPClientWithContext(ctx)
	if err != nil {
		return s.fail(ctx, "connect", err)
	}
	err = c.SendWithSMTPClient(client, msg)
	// Once the server has accepted the message, a failure after it (the RSET go-mail sends next,
	// QUIT) must not fail the job: a retry would deliver the message twice.
	if msg.IsDelivered() {
		_ = c.CloseWithSMTPClient(client)
		return nil
	}
	if err != nil {
		return s.fail(ctx, "send", err)
	}
	return errors.New("mail: smtp: the server did not accept the message")
}

// fail reports err, naming the context's error when cancellation is what broke the connection.
func (s *smtpSender) fail(ctx context.Context, step string, err error) error {
	if ctxErr := ctx.Err(); ctxErr != nil {
		return fmt.Errorf("mail: smtp %s: %w (%w)", step, ctxErr, err)
	}
	return fmt.Errorf("mail: smtp %s: %w", step, err)
}

// build turns m into a go-mail message: From, To, Subject, Date, Message-ID, and the text and
// HTML parts as a multipart/alternative.
func (s *smtpSender) build(m Message) (*gomail.Msg, error) {
	// No User-Agent header: it would tell the world which library and version we run.
	msg := gomail.NewMsg(gomail.WithNoDefaultUserAgent())
	if err := msg.From(s.from); err != nil {
		return nil, fmt.Errorf("mail: from: %w", err)
	}
	if err := msg.To(m.To); err != nil {
		return nil, fmt.Errorf("mail: to: %w", err)
	}
	msg.Subject(oneLine(m.Subject))
	msg.SetDate()
	msg.SetMessageIDWithValue(messageID() + "@" + s.msgIDAt)
	switch {
	case m.Text != "" && m.HTML != "":
		msg.SetBodyString(gomail.TypeTextPlain, m.Text)
		msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	case m.Text != "":
		msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	case m.HTML != "":
		msg.SetBodyString(gomail.TypeTextHTML, m.HTML)
	default:
		return nil, errors.New("mail: message has no body")
	}
	return msg, nil
}

// messageID returns a random local part for a Message-ID (130 bits: unique without coordination
// between nodes).
func messageID() string {
	return strings.ToLower(rand.Text())
}

// ctxConn remembers the connection of one Send so that cancelling the context can close it:
// go-mail bounds each command by its timeout but does not watch the context after dialling.
type ctxConn struct {
	mu        sync.Mutex
	conn      net.Conn
	cancelled bool
}

// dialer returns the dial function go-mail uses: TCP, wrapped in TLS for smtps.
func (c *ctxConn) dialer(s *smtpSender) gomail.DialContextFunc {
	return func(ctx context.Context, network, addr string) (net.Conn, error) {
		var d interface {
			DialContext(ctx context.Context, network, addr string) (net.Conn, error)
		} = &net.Dialer{}
		if s.implicit {
			d = &tls.Dialer{Config: s.tls}
		}
		conn, err := d.DialContext(ctx, network, addr)
		if err != nil {
			return nil, err
		}
		c.mu.Lock()
		defer c.mu.Unlock()
		if c.cancelled {
			// The context ended while dialling finished: nobody will close this one later.
			_ = conn.Close()
			return nil, context.Canceled
		}
		c.conn = conn
		return conn, nil
	}
}

// cancel closes the connection, if any, and any made after it.
func (c *ctxConn) cancel() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.cancelled = true
	if c.conn != nil {
		_ = c.conn.Close()
	}
}

// close releases the connection whatever state Send left it in; closing twice is harmless.
func (c *ctxConn) close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.conn != nil {
		_ = c.conn.Close()
	}
}

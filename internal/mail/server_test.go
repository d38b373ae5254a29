package mail

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"io"
	"log"
	"math/big"
	"mime"
	"mime/multipart"
	"net"
	netmail "net/mail"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// testServer is a real SMTP server on loopback that records what it accepts.
type testServer struct {
	addr string

	user, pass  string // when set, AUTH PLAIN is required before MAIL
	failData    int    // how many DATA commands to refuse with a transient 451 before accepting
	implicitTLS bool   // listen with TLS from the first byte (smtps)

	mu       sync.Mutex
	received []received
	dataSeen int
}

// received is one accepted message.
type received struct {
	from string
	to   []string
	tls  bool
	data []byte
}

// serverOption tunes a testServer before it starts.
type serverOption func(*testServer, *smtp.Server)

func withAuth(user, pass string) serverOption {
	return func(ts *testServer, _ *smtp.Server) { ts.user, ts.pass = user, pass }
}

func withTLS(t *testing.T) serverOption {
	cfg := selfSignedTLS(t)
	return func(_ *testServer, s *smtp.Server) { s.TLSConfig = cfg }
}

func withImplicitTLS(t *testing.T) serverOption {
	cfg := selfSignedTLS(t)
	return func(ts *testServer, s *smtp.Server) { s.TLSConfig, ts.implicitTLS = cfg, true }
}

func failingData(n int) serverOption {
	return func(ts *testServer, _ *smtp.Server) { ts.failData = n }
}

// startServer runs a server on a free loopback port until the test ends.
func startServer(t *testing.T, opts ...serverOption) *testServer {
	t.Helper()
	ts := &testServer{}
	s := smtp.NewServer(smtp.BackendFunc(ts.newSession))
	s.Domain = "localhost"
	s.ReadTimeout, s.WriteTimeout = 10*time.Second, 10*time.Second
	s.AllowInsecureAuth = false
	s.ErrorLog = log.New(io.Discard, "", 0)
	for _, o := range opts {
		o(ts, s)
	}
	var l net.Listener
	var err error
	if ts.implicitTLS {
		l, err = tls.Listen("tcp", "127.0.0.1:0", s.TLSConfig)
	} else {
		l, err = net.Listen("tcp", "127.0.0.1:0")
	}
	if err != nil {
		t.Fatal(err)
	}
	ts.addr = l.Addr().String()
	go func() { _ = s.Serve(l) }()
	t.Cleanup(func() { _ = s.Close() })
	return ts
}

func (ts *testServer) messages() []received {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	return append([]received(nil), ts.received...)
}

func (ts *testServer) newSession(c *smtp.Conn) (smtp.Session, error) {
	_, isTLS := c.TLSConnectionState()
	return &session{ts: ts, tls: isTLS}, nil
}

// session is one SMTP connection.
type session struct {
	ts     *testServer
	tls    bool
	authed bool
	from   string
	to     []string
}

var _ smtp.AuthSession = (*session)(nil)

func (s *session) AuthMechanisms() []string { return []string{sasl.Plain} }

func (s *session) Auth(string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, user, pass string) error {
		if s.ts.user == "" || user != s.ts.user || pass != s.ts.pass {
			return smtp.ErrAuthFailed
		}
		s.authed = true
		return nil
	}), nil
}

func (s *session) Mail(from string, _ *smtp.MailOptions) error {
	if s.ts.user != "" && !s.authed {
		return smtp.ErrAuthRequired
	}
	s.from = from
	return nil
}

func (s *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	s.to = append(s.to, to)
	return nil
}

func (s *session) Data(r io.Reader) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.ts.mu.Lock()
	defer s.ts.mu.Unlock()
	s.ts.dataSeen++
	if s.ts.dataSeen <= s.ts.failData {
		return &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "Try again later"}
	}
	s.ts.received = append(s.ts.received, received{from: s.from, to: s.to, tls: s.tls, data: data})
	return nil
}

func (s *session) Reset()        { s.from, s.to = "", nil }
func (s *session) Logout() error { return nil }

// selfSignedTLS returns a server TLS configuration with a certificate for 127.0.0.1 and localhost.
func selfSignedTLS(t *testing.T) *tls.Config {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "localhost"},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(time.Hour),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		DNSNames:     []string{"localhost"},
		IPAddresses:  []net.IP{net.IPv4(127, 0, 0, 1)},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	return &tls.Config{
		Certificates: []tls.Certificate{{Certificate: [][]byte{der}, PrivateKey: key}},
		MinVersion:   tls.VersionTLS12,
	}
}

// parsed is a received message read back the way a mail client would.
type parsed struct {
	header netmail.Header
	from   string
	to     string
	subj   string
	text   string
	html   string
}

// parse reads a message with net/mail and its parts with mime/multipart (which also undoes
// quoted-printable).
func parse(t *testing.T, data []byte) parsed {
	t.Helper()
	msg, err := netmail.ReadMessage(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("read message: %v\n%s", err, data)
	}
	var p parsed
	p.header = msg.Header
	dec := new(mime.WordDecoder)
	if p.subj, err = dec.DecodeHeader(msg.Header.Get("Subject")); err != nil {
		t.Fatal(err)
	}
	from, err := msg.Header.AddressList("From")
	if err != nil || len(from) != 1 {
		t.Fatalf("From %q: %v", msg.Header.Get("From"), err)
	}
	p.from = from[0].String()
	to, err := msg.Header.AddressList("To")
	if err != nil || len(to) != 1 {
		t.Fatalf("To %q: %v", msg.Header.Get("To"), err)
	}
	p.to = to[0].Address
	mt, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil {
		t.Fatal(err)
	}
	if mt != "multipart/alternative" {
		t.Fatalf("Content-Type %q, want multipart/alternative", mt)
	}
	mr := multipart.NewReader(msg.Body, params["boundary"])
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		body, err := io.ReadAll(part)
		if err != nil {
			t.Fatal(err)
		}
		pt, _, err := mime.ParseMediaType(part.Header.Get("Content-Type"))
		if err != nil {
			t.Fatal(err)
		}
		// Mail bodies travel with CRLF line ends; compare with what Compose made.
		s := strings.ReplaceAll(string(body), "\r\n", "\n")
		switch pt {
		case "text/plain":
			p.text = s
		case "text/html":
			p.html = s
		default:
			t.Fatalf("unexpected part %q", pt)
		}
	}
	return p
}

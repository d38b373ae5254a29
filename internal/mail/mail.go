// Package mail renders and delivers the e-mails the shop sends: a welcome after registering, a
// password reset link, and the two notices of an account deletion.
//
// A service never talks to an SMTP server itself. It composes the message, then inserts a SendArgs
// job in the same transaction as the change that causes it (the outbox), so a message goes out
// exactly when the change committed, and a failed delivery is retried by the job runner. The Worker
// hands queued messages to a Sender: the SMTP sender in production, or the Mailbox, which keeps
// them in memory for the development page at /dev/mail when no SMTP server is configured.
package mail

import (
	"bytes"
	"context"
	"embed"
	"errors"
	"fmt"
	htmltemplate "html/template"
	"strings"
	texttemplate "text/template"
)

// Message is one e-mail, rendered.
type Message struct {
	To      string `json:"to"`
	Subject string `json:"subject"`
	Text    string `json:"text"`
	HTML    string `json:"html"`
}

// Sender delivers a message (SMTP, or the built-in mailbox).
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// Template names an e-mail the shop sends.
type Template string

// The e-mails the shop sends. Each has a text and an HTML file under templates/.
const (
	// Welcome is sent after a shopper registers.
	Welcome Template = "welcome"
	// PasswordReset carries the reset link (Data.ActionURL), valid for Data.ValidFor.
	PasswordReset Template = "password_reset"
	// DeletionRequested confirms an account deletion request: it is processed within 2 to 5
	// business days, by Data.ProcessBy.
	DeletionRequested Template = "deletion_requested"
	// AccountDeleted tells the shopper their account and personal data have been erased.
	AccountDeleted Template = "account_deleted"
	// BackInStock tells a shopper who asked that a product (Data.ProductName, at Data.ActionURL)
	// can be bought online again.
	BackInStock Template = "back_in_stock"
	// OrderConfirmation confirms a placed order (Data.Order); Data.ActionURL is its page.
	OrderConfirmation Template = "order_confirmation"

	// After the order (Data.Update; Data.ActionURL is where the shopper follows the order).

	// Shipped: a consignment left with a carrier (Update.Carrier, TrackingNumber, TrackingURL).
	Shipped Template = "shipped"
	// ReadyToCollect: a click-and-collect consignment waits at Update.StoreName.
	ReadyToCollect Template = "ready_to_collect"
	// Collected: a consignment was collected (by Update.CollectedBy).
	Collected Template = "collected"
	// ConsignmentCancelled: part of an order was cancelled (Update.Reason) and is refunded
	// (Update.Amount, Update.Refunds).
	ConsignmentCancelled Template = "consignment_cancelled"
	// ReturnLabel: a return was asked for; the e-mail carries the return's code and the prepaid
	// label's reference (Update.ReturnCode, Update.LabelURL) and the estimated refund (Amount).
	ReturnLabel Template = "return_label"
	// Refunded: a return was received and refunded (Update.Amount, Update.Refunds).
	Refunded Template = "refunded"
	// OnePass is a note about the customer's membership (Data.Notice): trial started, the first
	// charge coming, a receipt, a failed payment, cancelled, ended (docs/membership.md#e-mails).
	OnePass Template = "onepass"
)

// Data fills a template. Empty fields are left out.
type Data struct {
	ShopName  string // "Wattle"
	ShopURL   string // public origin, e.g. http://localhost:8080
	FirstName string
	ActionURL string // the reset link (PasswordReset)
	ValidFor  string // "1 hour" (PasswordReset)
	ProcessBy string // a date shown to the shopper, e.g. "Thursday 26 November 2026" (DeletionRequested)
	// ProductName is the product a notice is about (BackInStock).
	ProductName string
	// Order is the order an e-mail is about (OrderConfirmation).
	Order *Order
	// Update is what happened to an order after it was placed (Shipped ... Refunded).
	Update *Update
	// Notice is a membership e-mail's words (OnePass).
	Notice *Notice
}

// Notice is a short e-mail about an account's standing (OnePass): a subject, paragraphs, and the
// action's label (Data.ActionURL is where it leads).
type Notice struct {
	Subject    string
	Paragraphs []string
	Action     string
	// Reason says why the shopper gets the e-mail (the footer).
	Reason string
}

// Update is a change to a placed order as e-mails show it: amounts already formatted.
type Update struct {
	OrderCode string
	// Consignment is which part of the order: "Shipment 1 of 2" ("" when the order has one).
	Consignment    string
	Lines          []OrderLine // the items concerned
	Carrier        string
	TrackingNumber string
	TrackingURL    string
	StoreName      string
	// CollectionPoint is where in the store (e.g. "Service desk, ground floor").
	CollectionPoint string
	CollectedBy     string
	Reason          string // why it was cancelled
	ReturnCode      string
	LabelURL        string   // the return label (printable page)
	Amount          string   // refunded or to be refunded: "$25.00"
	Refunds         []string // "Visa ending 4242: $25.00"
}

// Order is an order as e-mails show it: amounts already formatted.
type Order struct {
	Code     string
	Placed   string // "23/11/2026", Melbourne time
	Lines    []OrderLine
	Subtotal string
	Delivery string // the fee, "Free" or "$9.00"
	Total    string
	GST      string
	// Destination says where it goes: "Delivery to …" or "Click and collect at …".
	Destination string
	Payments    []string // "Visa ending 4242: $25.00"
}

// OrderLine is one line of an order e-mail.
type OrderLine struct {
	Name     string
	Detail   string // colour and size
	Quantity int
	Total    string
}

// ErrUnknownTemplate is returned by Compose for a template the package does not have.
var ErrUnknownTemplate = errors.New("mail: unknown template")

//go:embed templates
var files embed.FS

// page is one template parsed with its layout: the HTML part through html/template, so every
// field is escaped for where it lands (text, attribute, URL), and the text part and the subject
// through text/template, which must not escape.
type page struct {
	html *htmltemplate.Template
	text *texttemplate.Template
}

// pages are parsed once at start: a broken template file fails every test, not a send.
var pages = func() map[Template]page {
	m := make(map[Template]page)
	for _, t := range []Template{Welcome, PasswordReset, DeletionRequested, AccountDeleted, BackInStock, OrderConfirmation,
		Shipped, ReadyToCollect, Collected, ConsignmentCancelled, ReturnLabel, Refunded, OnePass} {
		m[t] = page{
			html: htmltemplate.Must(htmltemplate.New("layout.html").
				ParseFS(files, "templates/layout.html", "templates/"+string(t)+".html")),
			text: texttemplate.Must(texttemplate.New("layout.txt").
				ParseFS(files, "templates/layout.txt", "templates/"+string(t)+".txt")),
		}
	}
	return m
}()

// view is what the layouts see: the caller's data plus the rendered subject, which the HTML part
// uses as its title.
type view struct {
	Data
	Subject string
}

// Compose renders a template to a message for to. Unknown template → error.
func Compose(t Template, to string, d Data) (Message, error) {
	p, ok := pages[t]
	if !ok {
		return Message{}, fmt.Errorf("%w: %q", ErrUnknownTemplate, t)
	}
	to = strings.TrimSpace(to)
	if to == "" || strings.ContainsAny(to, "\r\n") {
		return Message{}, fmt.Errorf("mail: compose %s: invalid recipient", t)
	}
	var subject, text, html bytes.Buffer
	if err := p.text.ExecuteTemplate(&subject, "subject", d); err != nil {
		return Message{}, fmt.Errorf("mail: compose %s subject: %w", t, err)
	}
	v := view{Data: d, Subject: oneLine(subject.String())}
	if err := p.text.Execute(&text, v); err != nil {
		return Message{}, fmt.Errorf("mail: compose %s text: %w", t, err)
	}
	if err := p.html.Execute(&html, v); err != nil {
		return Message{}, fmt.Errorf("mail: compose %s html: %w", t, err)
	}
	return Message{To: to, Subject: v.Subject, Text: tidy(text.String()), HTML: html.String()}, nil
}

// oneLine folds a subject onto one line: a line break in a field (a shop name, say) must not
// start a new header.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// tidy lets the text templates be written for reading rather than for exact whitespace: it drops
// trailing spaces, runs of blank lines and blank lines at either end.
func tidy(s string) string {
	var b strings.Builder
	blank := false
	for line := range strings.Lines(s) {
		line = strings.TrimRight(line, " \t\r\n")
		if line == "" {
			blank = b.Len() > 0
			continue
		}
		if blank {
			b.WriteString("\n")
			blank = false
		}
		b.WriteString(line)
		b.WriteString("\n")
	}
	return b.String()
}

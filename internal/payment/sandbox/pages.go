package sandbox

import (
	"bytes"
	"embed"
	"encoding/json"
	"html/template"
	"io"
	"io/fs"
	"path"
	"strings"

	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/platform/money"
)

// The sandboxes' pages under /sandbox are plain server-rendered HTML (web/templates) with their
// scripts and one stylesheet as separate files (web/assets), so that their Content-Security-Policy
// allows no inline code. site.go routes them, decides, and sets
// their headers; this file holds what they show. docs/payments.md describes them for people.

//go:embed web
var webFiles embed.FS

// Page templates, by name.
const (
	PageIndex      = "index"
	PageCardFields = "card-fields"
	PageThreeDS    = "threeds"
	PageProvider   = "provider"
	PageApplePay   = "applepay"
	PageResult     = "result"
)

var templates = template.Must(template.ParseFS(webFiles, "web/templates/*.html"))

// Render writes the page named name with data, or nothing and an error.
func Render(w io.Writer, name string, data any) error {
	var b bytes.Buffer
	if err := templates.ExecuteTemplate(&b, name, data); err != nil {
		return err
	}
	_, err := w.Write(b.Bytes())
	return err
}

// Asset returns the embedded script or stylesheet name (sandbox.css, card-fields.js…) and its
// Content-Type; false when there is none.
func Asset(name string) ([]byte, string, bool) {
	if name == "" || strings.ContainsAny(name, "/\\") {
		return nil, "", false
	}
	b, err := fs.ReadFile(webFiles, "web/assets/"+name)
	if err != nil {
		return nil, "", false
	}
	switch path.Ext(name) {
	case ".js":
		return b, "text/javascript; charset=utf-8", true
	case ".css":
		return b, "text/css; charset=utf-8", true
	}
	return nil, "", false
}

// Layout is what every page has.
type Layout struct {
	Title string
	// Theme names the look (a provider's colours); "" is the sandbox's own.
	Theme string
	// Framed pages (the card fields, the challenge, the Apple Pay sheet) are laid out to sit in
	// checkout's frame or dialog.
	Framed bool
	// Scripts are file names under /sandbox/assets/.
	Scripts []string
	// Message, when set, is the JSON the page posts to the window that frames it (frame.js).
	Message string
}

// Detail is one line of a definition list.
type Detail struct{ Term, Value string }

// ResultPage is a page that says how something ended: a decision made, a token, an error.
type ResultPage struct {
	Layout
	Heading string
	Text    string
	Details []Detail
	// Link, when set, continues (LinkTop: in the top window, out of checkout's frame).
	Link, LinkText string
	LinkTop        bool
}

// NewResultPage returns a result page; message, when not nil, is posted to the framing window.
func NewResultPage(title, heading, text string, framed bool, message any) ResultPage {
	p := ResultPage{Layout: Layout{Title: title, Framed: framed, Scripts: []string{"frame.js"}}, Heading: heading, Text: text}
	if message != nil {
		b, _ := json.Marshal(message)
		p.Message = string(b)
	}
	return p
}

// CardFieldsPage is the hosted card fields checkout frames (a payment card, or a gift card's
// number and PIN).
type CardFieldsPage struct {
	Layout
	GiftCard bool
}

// NewCardFieldsPage returns the card fields, for a gift card when giftCard.
func NewCardFieldsPage(giftCard bool) CardFieldsPage {
	title := "Card details"
	if giftCard {
		title = "Gift card details"
	}
	return CardFieldsPage{Layout: Layout{Title: title, Framed: true, Scripts: []string{"card-fields.js"}}, GiftCard: giftCard}
}

// ThreeDSPage is the card issuer's 3-D Secure challenge.
type ThreeDSPage struct {
	Layout
	ChallengeID string
	Amount      string
	Card        string
}

// NewThreeDSPage returns the challenge page of challengeID.
func NewThreeDSPage(challengeID string, v ChallengeView) ThreeDSPage {
	return ThreeDSPage{Layout: Layout{Title: "Verify your payment", Theme: "issuer", Framed: true, Scripts: []string{"frame.js"}},
		ChallengeID: challengeID, Amount: v.Amount.Format(), Card: CardLabel(v.CardType, v.Last4)}
}

// CardLabel is a card as a shopper recognises it: "Visa •••• 4242".
func CardLabel(brand, last4 string) string { return BrandName(brand) + " •••• " + last4 }

// BrandName is a card scheme's (or "giftcard") name for people.
func BrandName(brand string) string {
	if name, ok := map[string]string{"visa": "Visa", "mastercard": "Mastercard", "amex": "American Express",
		"discover": "Discover", "giftcard": "Gift card"}[brand]; ok {
		return name
	}
	return "Card"
}

// Decision is one button of a provider's page.
type Decision struct {
	Value, Label, About string
	Primary             bool
}

// decisionLabels are the buttons of the decisions, and what the shop makes of each.
var decisionLabels = map[string][2]string{
	"approve":     {"Approve", "The payment is authorised and the order is placed."},
	"cancel":      {"Cancel and return to Wattle", "You go back to checkout; nothing is paid."},
	"decline":     {"Decline", "The provider says no; checkout shows the payment error."},
	"refer":       {"Refer for review", "The application is referred, not approved now; checkout asks for another way to pay."},
	"timeout":     {"Let the session time out", "The session expires before a decision; nothing is paid."},
	"unavailable": {"Service unavailable", "The provider's service is down; checkout asks for another way to pay."},
	"funding":     {"Funding source fails", "The payer's card or bank behind PayPal fails; checkout shows the payment error."},
}

// Provider is a redirect provider as its page presents it.
type Provider struct {
	Method payment.Method
	Name   string
	// Approve is the label of its approve button.
	Approve string
	Tagline string
}

// Providers' presentation, by method.
var providerInfo = map[payment.Method]Provider{
	payment.PayPal:   {payment.PayPal, "PayPal", "Complete purchase", "Pay with your PayPal balance, bank or card."},
	payment.Afterpay: {payment.Afterpay, "Afterpay", "Confirm and pay", "Pay in 4 instalments, interest free."},
	payment.Zip:      {payment.Zip, "Zip", "Confirm", "Own it now, pay later. Interest free always."},
	payment.Flypay:   {payment.Flypay, "Flypay", "Pay now", "Pay with the card saved in your Flypay app."},
}

// ProviderName is the display name of a redirect method ("" for another).
func ProviderName(m payment.Method) string { return providerInfo[m].Name }

// Instalment is one payment of a buy-now-pay-later plan.
type Instalment struct{ When, Amount string }

// ProviderPage is a redirect provider's approval page.
type ProviderPage struct {
	Layout
	Provider    Provider
	Token       string
	Merchant    string
	Amount      string
	Email       string
	Instalments []Instalment
	// Note is the provider's fine print (Zip's repayments).
	Note      string
	Decisions []Decision
}

// NewProviderPage returns the page of r's session token.
func NewProviderPage(r *Redirect, token string, v SessionView) ProviderPage {
	info := providerInfo[r.Method]
	p := ProviderPage{Layout: Layout{Title: info.Name + " checkout", Theme: string(r.Method)}, Provider: info,
		Token: token, Merchant: "Wattle", Amount: v.Amount.Format(), Email: v.Email}
	switch r.Method {
	case payment.Afterpay:
		p.Instalments = Instalments(v.Amount)
		p.Note = "Late fees may apply when an instalment is missed (not in the sandbox)."
	case payment.Zip:
		p.Note = "Zip Pay: repay from $40 a month, interest free always. A $9.95 monthly account fee applies when you owe money (not in the sandbox)."
	}
	for _, d := range r.Decisions() {
		l := decisionLabels[d]
		dec := Decision{Value: d, Label: l[0], About: l[1], Primary: d == "approve"}
		if d == "approve" {
			dec.Label = info.Approve
		}
		p.Decisions = append(p.Decisions, dec)
	}
	return p
}

// Instalments are Afterpay's four fortnightly payments of amount, the first (today) carrying the
// cents that do not divide by four.
func Instalments(amount money.Cents) []Instalment {
	part := amount / 4
	when := []string{"Today", "In 2 weeks", "In 4 weeks", "In 6 weeks"}
	out := make([]Instalment, 4)
	for i := range out {
		a := part
		if i == 0 {
			a = amount - 3*part
		}
		out[i] = Instalment{When: when[i], Amount: a.Format()}
	}
	return out
}

// ApplePayPage is the simulated Apple Pay payment sheet.
type ApplePayPage struct {
	Layout
	Label  string
	Amount string
	// Cents is the amount as the sheet was opened with it, sent back with the form.
	Cents money.Cents
	Card  string
}

// ApplePayCard is the device card of the sheet; ApplePayDeclinedCard pays with the sandbox's
// declined card.
const (
	ApplePayCard         = "4242424242424242"
	ApplePayDeclinedCard = "4000000000000002"
)

// NewApplePayPage returns the sheet for amount, labelled label (the merchant).
func NewApplePayPage(label string, amount money.Cents) ApplePayPage {
	return ApplePayPage{Layout: Layout{Title: "Apple Pay", Theme: "applepay", Framed: true, Scripts: []string{"frame.js"}},
		Label: label, Amount: amount.Format(), Cents: amount, Card: CardLabel("visa", ApplePayCard[12:])}
}

// IndexPage is the sandbox's page for people: the test cards, the providers and their decisions,
// a gift card to issue.
type IndexPage struct {
	Layout
	Cards     []CardRow
	Providers []ProviderRow
	// Issued is the gift card just issued; IssueError why none was.
	Issued     *IssuedCard
	IssueError string
	// IssueAmount is what was typed into the issue form.
	IssueAmount string
}

// CardRow is a test card as the index lists it.
type CardRow struct{ Number, Brand, Outcome string }

// ProviderRow is a redirect provider and its decisions.
type ProviderRow struct {
	Name      string
	Decisions []Decision
}

// IssuedCard is a gift card the index issued.
type IssuedCard struct{ Number, PIN, Amount string }

// NewIndexPage returns the index of the sandboxes p.
func NewIndexPage(p *Providers) IndexPage {
	out := IndexPage{Layout: Layout{Title: "Payment sandbox"}, IssueAmount: "50.00"}
	for _, c := range TestCards {
		out.Cards = append(out.Cards, CardRow{Number: Group4(c.Number), Brand: BrandName(c.Brand), Outcome: c.About})
	}
	for _, m := range []payment.Method{payment.PayPal, payment.Afterpay, payment.Zip, payment.Flypay} {
		r := p.Redirector(m)
		if r == nil {
			continue
		}
		out.Providers = append(out.Providers, ProviderRow{Name: providerInfo[m].Name, Decisions: NewProviderPage(r, "", SessionView{}).Decisions})
	}
	return out
}

// Group4 writes a card number in groups of four digits, as printed on cards.
func Group4(number string) string {
	var b strings.Builder
	for i, r := range number {
		if i > 0 && i%4 == 0 {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	return b.String()
}

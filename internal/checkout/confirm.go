package checkout

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/mail"
	"github.com/wattle/storefront/internal/order"
)

// ConfirmationArgs is the job that composed and e-mailed an order's confirmation. Place order now
// composes the e-mail itself and queues the mail job in the order's own transaction (one job per
// order instead of two); the job stays for those an earlier version queued.
type ConfirmationArgs struct {
	OrderCode string `json:"orderCode"`
}

// Kind implements job.Args.
func (ConfirmationArgs) Kind() string { return "order_confirmation" }

// Mailer queues a composed e-mail (the outbox's mail job).
type Mailer func(ctx context.Context, m mail.Message) error

// melbourne is the shop's time zone for dates shown to shoppers.
var melbourne = func() *time.Location {
	loc, err := time.LoadLocation("Australia/Melbourne")
	if err != nil {
		return time.FixedZone("AEST", 10*3600)
	}
	return loc
}()

// ConfirmationMessage composes the confirmation e-mail of an order.
func (s *Service) ConfirmationMessage(o order.Order, firstName string) (mail.Message, error) {
	return confirmationMessage(s.cfg, o, firstName)
}

// confirmationFor composes o's confirmation, addressed by the billing first name.
func confirmationFor(cfg Config, o order.Order) (mail.Message, error) {
	first := ""
	if d := o.Details.BillingAddress; d != nil {
		first = d.FirstName
	}
	return confirmationMessage(cfg, o, first)
}

func confirmationMessage(cfg Config, o order.Order, firstName string) (mail.Message, error) {
	d := o.Details
	m := &mail.Order{Code: o.Code, Placed: o.PlacedAt.In(melbourne).Format("02/01/2006"), Subtotal: d.Subtotal.Format(),
		Delivery: d.DeliveryFee.Format(), Total: o.Total.Format(), GST: d.GST.Format()}
	if d.DeliveryFee == 0 {
		m.Delivery = "Free"
	}
	for _, e := range d.Entries {
		detail := strings.Trim(strings.Join([]string{e.Colour, e.Size}, ", "), ", ")
		m.Lines = append(m.Lines, mail.OrderLine{Name: e.Name, Detail: detail, Quantity: e.Quantity, Total: e.Total.Format()})
	}
	switch {
	case d.Pickup != nil:
		m.Destination = "Click and collect at " + d.Pickup.StoreName + ". We'll e-mail you when it's ready."
	case d.DeliveryAddress != nil:
		a := d.DeliveryAddress
		m.Destination = o.Mode.Name() + " to " + strings.Join(nonEmpty(a.FirstName+" "+a.LastName, a.Line1, a.Line2,
			a.Town+" "+a.State+" "+a.PostalCode), ", ") + "."
	}
	if o.Mode == "" && d.DeliveryAddress == nil {
		m.Destination = "Your digital gift cards are e-mailed to their recipients."
	}
	for _, p := range d.Payments {
		m.Payments = append(m.Payments, paymentText(p))
	}
	return mail.Compose(mail.OrderConfirmation, o.Email, mail.Data{ShopName: cfg.ShopName, ShopURL: cfg.PublicURL,
		FirstName: firstName, ActionURL: cfg.PublicURL + TrackPath(o.Code, o.Email), Order: m})
}

// TrackPath is an order's tracking page with its number and e-mail, which looks the order up at
// once: the confirmation's "View your order" opens it in any browser, signed in or not
// (docs/orders.md "The confirmation e-mail"), where the thank-you page is only the placing browser's.
func TrackPath(code, email string) string {
	return "/track-order?" + url.Values{"orderId": {code}, "email": {email}}.Encode()
}

func nonEmpty(parts ...string) []string {
	out := parts[:0]
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// paymentText describes a payment: "Visa ending 4242: $25.00", "PayPal: $10.00".
func paymentText(p order.Payment) string { return p.Describe() + ": " + p.Amount.Format() }

// Confirm is the order_confirmation job.
func (s *Service) Confirm(ctx context.Context, a ConfirmationArgs) error {
	o, err := s.place.Store.Order(ctx, a.OrderCode)
	if errors.Is(err, order.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	msg, err := confirmationFor(s.cfg, o)
	if err != nil {
		return err
	}
	return s.place.Store.Enqueue(ctx, mail.SendArgs{Message: msg}, nil)
}

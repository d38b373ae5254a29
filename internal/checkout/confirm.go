package checkout

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/mail"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/payment"
)

// ConfirmationArgs is the job that e-mails an order's confirmation; place order enqueues it in the
// order's own transaction (the outbox), so every placed order is confirmed once it commits.
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
	return mail.Compose(mail.OrderConfirmation, o.Email, mail.Data{ShopName: s.cfg.ShopName, ShopURL: s.cfg.PublicURL,
		FirstName: firstName, ActionURL: s.cfg.PublicURL + ThankYouPath(o.Code), Order: m})
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
func paymentText(p order.Payment) string {
	name := methodNames[p.Method]
	switch p.Method {
	case payment.Card, payment.ApplePay:
		if p.CardType != "" {
			name = strings.ToUpper(p.CardType[:1]) + p.CardType[1:]
		}
		if p.Method == payment.ApplePay {
			name = "Apple Pay (" + name + ")"
		}
	case payment.GiftCard:
		name = "Gift card " + strconv.Itoa(p.Sequence)
	}
	if p.Last4 != "" {
		name += " ending " + p.Last4
	}
	return name + ": " + p.Amount.Format()
}

// Confirm is the order_confirmation job.
func (s *Service) Confirm(ctx context.Context, a ConfirmationArgs) error {
	o, err := s.place.Store.Order(ctx, a.OrderCode)
	if errors.Is(err, order.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	first := ""
	if d := o.Details.BillingAddress; d != nil {
		first = d.FirstName
	}
	msg, err := s.ConfirmationMessage(o, first)
	if err != nil {
		return err
	}
	return s.place.Store.Enqueue(ctx, mail.SendArgs{Message: msg}, nil)
}

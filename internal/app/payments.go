package app

import (
	"context"
	"fmt"
	"log/slog"
	"net/url"
	"time"

	"github.com/wattle/storefront/internal/checkout"
	"github.com/wattle/storefront/internal/config"
	"github.com/wattle/storefront/internal/payment"
	"github.com/wattle/storefront/internal/payment/afterpay"
	"github.com/wattle/storefront/internal/payment/paydock"
	"github.com/wattle/storefront/internal/payment/paypal"
	"github.com/wattle/storefront/internal/payment/sandbox"
	"github.com/wattle/storefront/internal/payment/zip"
)

// payments are the shop's payment providers as place order sees them, the sandboxes to mount
// under /sandbox (nil in live mode) and the live providers' origins the pages' CSP allows.
type payments struct {
	providers checkout.Providers
	sandbox   *sandbox.Providers
	origins   []string
}

// savedStore lists a customer's saved payment methods (PayPal finds its customer by them).
type savedStore interface {
	SavedPayments(ctx context.Context, customerID string) ([]checkout.SavedPayment, error)
}

// livePayments builds the live providers of cfg.Payments: each configured provider pays its
// methods, and a method whose provider is not configured is not offered (docs/payments.md). ctx
// bounds the start-up calls (Afterpay's order-value limits).
func livePayments(ctx context.Context, cfg config.Config, saved savedStore) (payments, error) {
	pc := cfg.Payments
	out := payments{providers: checkout.Providers{Redirect: map[payment.Method]interface {
		payment.Redirector
		payment.Settler
	}{}, Limits: map[payment.Method]payment.Limits{}}}
	if pc.PayPal.Configured() {
		pp, err := paypal.New(paypal.Config{BaseURL: or(pc.PayPal.URL, paypal.LiveURL), ClientID: pc.PayPal.ClientID,
			ClientSecret: pc.PayPal.ClientSecret, PublicURL: cfg.PublicURL, BrandName: cfg.ShopName,
			SavedAgreements: func(ctx context.Context, customerID string) ([]string, error) {
				list, err := saved.SavedPayments(ctx, customerID)
				var ids []string
				for _, sp := range list {
					if sp.Kind == checkout.SavedPayPal {
						ids = append(ids, sp.SourceID)
					}
				}
				return ids, err
			}})
		if err != nil {
			return payments{}, fmt.Errorf("payments: paypal: %w", err)
		}
		out.providers.Redirect[payment.PayPal] = pp
	}
	if pc.Afterpay.Configured() {
		ap, err := afterpay.New(afterpay.Config{BaseURL: or(pc.Afterpay.URL, afterpay.ProductionURL),
			MerchantID: pc.Afterpay.MerchantID, SecretKey: pc.Afterpay.SecretKey, ShopURL: cfg.PublicURL})
		if err != nil {
			return payments{}, fmt.Errorf("payments: afterpay: %w", err)
		}
		out.providers.Redirect[payment.Afterpay] = ap
		// Afterpay sets each merchant's order values; without an answer the usual ones stand.
		lctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		lo, hi, err := ap.Limits(lctx)
		cancel()
		if err != nil {
			slog.Warn("Afterpay's order-value limits are unknown; using $1-$2,000", "err", err)
		} else {
			out.providers.Limits[payment.Afterpay] = payment.Limits{Min: lo, Max: hi}
		}
	}
	if pc.Zip.Configured() {
		z, err := zip.New(zip.Config{BaseURL: or(pc.Zip.URL, zip.ProductionURL), APIKey: pc.Zip.APIKey, ShopURL: cfg.PublicURL,
			MinAmount: payment.ZipLimits.Min, MaxAmount: payment.ZipLimits.Max})
		if err != nil {
			return payments{}, fmt.Errorf("payments: zip: %w", err)
		}
		out.providers.Redirect[payment.Zip] = z
	}
	if err := livePaydock(cfg, &out); err != nil {
		return payments{}, err
	}
	return out, nil
}

// or is s, or def when s is empty.
func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// livePaydock adds Paydock, the card gateway, when it is configured: cards (new and saved, with
// 3-D Secure) and the card widget's settings for the web app. Apple Pay and gift cards stay off in
// a live shop for now (docs/payments.md): Paydock's Apple Pay needs its wallet opened before the
// sheet, which the checkout does not do yet, and Paydock has no gift card balance enquiry, which
// the gift card split starts with.
func livePaydock(cfg config.Config, out *payments) error {
	pc := cfg.Payments.Paydock
	if !pc.Configured() {
		return nil
	}
	pd, err := paydock.New(paydock.Config{BaseURL: or(pc.URL, paydock.ProductionURL), SecretKey: pc.SecretKey,
		PublicKey: pc.PublicKey, GatewayID: pc.GatewayID, ApplePayGatewayID: pc.ApplePayGatewayID,
		GiftCardGatewayID: pc.GiftCardGatewayID, WidgetURL: pc.WidgetURL})
	if err != nil {
		return fmt.Errorf("payments: paydock: %w", err)
	}
	out.providers.Card = pd
	out.providers.Vault = pd
	b := pd.Browser()
	out.providers.CardFields = checkout.CardFields{Provider: "paydock", ScriptURL: b.ScriptURL, Environment: b.Environment,
		PublicKey: b.PublicKey, GatewayID: b.GatewayID}
	// The widget's script and frames come from Paydock's widget origin, and the widget calls its API.
	out.origins = append(out.origins, origin(b.ScriptURL), origin(or(pc.URL, paydock.ProductionURL)))
	return nil
}

// origin is the scheme and host of a URL.
func origin(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return raw
	}
	return u.Scheme + "://" + u.Host
}

// sandboxProviders are the built-in sandboxes as place order's providers.
func sandboxProviders(p *sandbox.Providers) checkout.Providers {
	out := checkout.Providers{Card: p.Card, GiftCards: p.GiftCards, Vault: p.Card, ApplePay: true,
		CardFields: checkout.CardFields{Provider: "sandbox", URL: "/sandbox/card/fields"}, Redirect: map[payment.Method]interface {
			payment.Redirector
			payment.Settler
		}{}}
	for _, m := range []payment.Method{payment.PayPal, payment.Afterpay, payment.Zip, payment.Flypay} {
		out.Redirect[m] = p.Redirector(m)
	}
	return out
}

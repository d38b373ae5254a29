package config

import (
	"errors"
	"fmt"
	"net/url"
)

// Payment modes (--payments).
const (
	// PaymentsSandbox runs every method in the built-in sandboxes, mounted under /sandbox: nothing
	// leaves the machine and no money moves. The default.
	PaymentsSandbox = "sandbox"
	// PaymentsLive takes every method to its real provider as configured in the environment; a
	// method whose provider is not configured is not offered, and no sandbox is served (a live shop
	// never takes a pretend payment).
	PaymentsLive = "live"
)

// Payments are the payment providers' settings. Credentials come only from the environment (never
// flags, which other users of the machine can read in the process list); URLs default to each
// provider's production API, and point at the provider's own test environment for staging.
type Payments struct {
	Mode     string
	Paydock  Paydock
	PayPal   PayPal
	Afterpay Afterpay
	Zip      Zip
}

// Paydock is the card gateway: cards, saved cards, Apple Pay and gift cards, each through a
// gateway of the shop's Paydock account.
type Paydock struct {
	URL, SecretKey, PublicKey string
	// WidgetURL is Paydock's browser SDK; empty: Paydock's own (a test points it at a fake).
	WidgetURL                                       string
	GatewayID, ApplePayGatewayID, GiftCardGatewayID string
}

// Configured reports whether the card gateway is set up.
func (p Paydock) Configured() bool { return p.SecretKey != "" && p.GatewayID != "" }

// PayPal is PayPal's REST API.
type PayPal struct{ URL, ClientID, ClientSecret string }

// Configured reports whether PayPal is set up.
func (p PayPal) Configured() bool { return p.ClientID != "" && p.ClientSecret != "" }

// Afterpay is Afterpay's merchant API.
type Afterpay struct{ URL, MerchantID, SecretKey string }

// Configured reports whether Afterpay is set up.
func (a Afterpay) Configured() bool { return a.MerchantID != "" && a.SecretKey != "" }

// Zip is Zip's merchant API.
type Zip struct{ URL, APIKey string }

// Configured reports whether Zip is set up.
func (z Zip) Configured() bool { return z.APIKey != "" }

// fromEnv reads the providers' settings.
func (p *Payments) fromEnv(set func(dst *string, keys ...string)) {
	set(&p.Paydock.URL, "PAYDOCK_URL")
	set(&p.Paydock.SecretKey, "PAYDOCK_SECRET_KEY")
	set(&p.Paydock.PublicKey, "PAYDOCK_PUBLIC_KEY")
	set(&p.Paydock.WidgetURL, "PAYDOCK_WIDGET_URL")
	set(&p.Paydock.GatewayID, "PAYDOCK_GATEWAY_ID")
	set(&p.Paydock.ApplePayGatewayID, "PAYDOCK_APPLEPAY_GATEWAY_ID")
	set(&p.Paydock.GiftCardGatewayID, "PAYDOCK_GIFTCARD_GATEWAY_ID")
	set(&p.PayPal.URL, "PAYPAL_URL")
	set(&p.PayPal.ClientID, "PAYPAL_CLIENT_ID")
	set(&p.PayPal.ClientSecret, "PAYPAL_CLIENT_SECRET")
	set(&p.Afterpay.URL, "AFTERPAY_URL")
	set(&p.Afterpay.MerchantID, "AFTERPAY_MERCHANT_ID")
	set(&p.Afterpay.SecretKey, "AFTERPAY_SECRET_KEY")
	set(&p.Zip.URL, "ZIP_URL")
	set(&p.Zip.APIKey, "ZIP_API_KEY")
}

// validate checks the mode, that a live shop has a provider, and the providers' URLs.
func (p *Payments) validate() error {
	switch p.Mode {
	case PaymentsSandbox:
		return nil
	case PaymentsLive:
	default:
		return fmt.Errorf("invalid --payments %q: want sandbox or live", p.Mode)
	}
	if !p.Paydock.Configured() && !p.PayPal.Configured() && !p.Afterpay.Configured() && !p.Zip.Configured() {
		return errors.New("--payments=live: no payment provider is configured (PAYDOCK_SECRET_KEY and PAYDOCK_GATEWAY_ID, PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, AFTERPAY_MERCHANT_ID and AFTERPAY_SECRET_KEY, or ZIP_API_KEY)")
	}
	if p.Paydock.Configured() && p.Paydock.PublicKey == "" {
		return errors.New("--payments=live: PAYDOCK_PUBLIC_KEY is missing (the checkout's card fields need it)")
	}
	for name, u := range map[string]string{"PAYDOCK_URL": p.Paydock.URL, "PAYDOCK_WIDGET_URL": p.Paydock.WidgetURL, "PAYPAL_URL": p.PayPal.URL,
		"AFTERPAY_URL": p.Afterpay.URL, "ZIP_URL": p.Zip.URL} {
		if u == "" {
			continue
		}
		if pu, err := url.Parse(u); err != nil || pu.Scheme != "https" && pu.Scheme != "http" || pu.Host == "" {
			return fmt.Errorf("invalid %s %q: want https://host", name, u)
		}
	}
	return nil
}

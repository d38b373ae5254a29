package config

import (
	"flag"
	"io"
	"testing"
)

func TestPrecedence(t *testing.T) {
	t.Parallel()
	c := Default()
	env := map[string]string{"STOREFRONT_ADDR": "127.0.0.1:9000", "DATABASE_URL": "postgres://x/y"}
	if err := c.FromEnv(func(k string) string { return env[k] }); err != nil {
		t.Fatal(err)
	}
	if c.Addr != "127.0.0.1:9000" || c.DatabaseURL != "postgres://x/y" {
		t.Fatalf("env not applied: %+v", c)
	}
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	c.Flags(fs)
	if err := fs.Parse([]string{"--addr", "127.0.0.1:7000"}); err != nil {
		t.Fatal(err)
	}
	if c.Addr != "127.0.0.1:7000" || c.DatabaseURL != "postgres://x/y" {
		t.Fatalf("flags must win over env: %+v", c)
	}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestValidate(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		mod  func(*Config)
		ok   bool
	}{
		{"defaults", func(*Config) {}, true},
		{"bad addr", func(c *Config) { c.Addr = "nonsense" }, false},
		{"bad db", func(c *Config) { c.DatabaseURL = "mysql://x" }, false},
		{"bad log format", func(c *Config) { c.LogFormat = "xml" }, false},
		{"bad public url", func(c *Config) { c.PublicURL = "localhost" }, false},
		{"answer cache off", func(c *Config) { c.AnswerCacheMB = 0 }, true},
		{"negative answer cache", func(c *Config) { c.AnswerCacheMB = -1 }, false},
		{"memory limit", func(c *Config) { c.MemoryLimitMB = 600 }, true},
		{"negative memory limit", func(c *Config) { c.MemoryLimitMB = -1 }, false},
		{"unknown payments mode", func(c *Config) { c.Payments.Mode = "test" }, false},
		{"live payments with no provider", func(c *Config) { c.Payments.Mode = PaymentsLive }, false},
		{"live payments by Zip alone", func(c *Config) { c.Payments.Mode = PaymentsLive; c.Payments.Zip.APIKey = "k" }, true},
		{"live Paydock without its public key", func(c *Config) {
			c.Payments.Mode = PaymentsLive
			c.Payments.Paydock = Paydock{SecretKey: "s", GatewayID: "g"}
		}, false},
		{"live Paydock", func(c *Config) {
			c.Payments.Mode = PaymentsLive
			c.Payments.Paydock = Paydock{SecretKey: "s", GatewayID: "g", PublicKey: "p", URL: "https://api-sandbox.paydock.com"}
		}, true},
		{"bad provider URL", func(c *Config) {
			c.Payments.Mode = PaymentsLive
			c.Payments.PayPal = PayPal{ClientID: "i", ClientSecret: "s", URL: "api-m.paypal.com"}
		}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			c := Default()
			tc.mod(&c)
			if err := c.Validate(); (err == nil) != tc.ok {
				t.Fatalf("Validate() = %v, want ok=%v", err, tc.ok)
			}
		})
	}
}

func TestPaymentsFromEnv(t *testing.T) {
	t.Parallel()
	c := Default()
	env := map[string]string{"STOREFRONT_PAYMENTS": "live", "PAYPAL_CLIENT_ID": "id", "PAYPAL_CLIENT_SECRET": "secret",
		"AFTERPAY_MERCHANT_ID": "m", "AFTERPAY_SECRET_KEY": "k", "ZIP_URL": "https://api.sandbox.zip.co"}
	if err := c.FromEnv(func(k string) string { return env[k] }); err != nil {
		t.Fatal(err)
	}
	p := c.Payments
	if p.Mode != PaymentsLive || !p.PayPal.Configured() || !p.Afterpay.Configured() || p.Zip.Configured() || p.Paydock.Configured() ||
		p.Zip.URL != "https://api.sandbox.zip.co" {
		t.Fatalf("payments from the environment: %+v", p)
	}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestBadNumberEnv(t *testing.T) {
	t.Parallel()
	for _, key := range []string{"STOREFRONT_DEMO_SEED", "STOREFRONT_ANSWER_CACHE_MB", "STOREFRONT_MEMORY_LIMIT_MB"} {
		c := Default()
		if err := c.FromEnv(func(k string) string {
			if k == key {
				return "x"
			}
			return ""
		}); err == nil {
			t.Fatalf("%s=x: want error", key)
		}
	}
	c := Default()
	if err := c.FromEnv(func(k string) string {
		if k == "STOREFRONT_ANSWER_CACHE_MB" {
			return "8"
		}
		return ""
	}); err != nil || c.AnswerCacheMB != 8 {
		t.Fatalf("STOREFRONT_ANSWER_CACHE_MB=8: got %d, %v", c.AnswerCacheMB, err)
	}
	c = Default()
	if err := c.FromEnv(func(k string) string {
		if k == "STOREFRONT_MEMORY_LIMIT_MB" {
			return "600"
		}
		return ""
	}); err != nil || c.MemoryLimitMB != 600 {
		t.Fatalf("STOREFRONT_MEMORY_LIMIT_MB=600: got %d, %v", c.MemoryLimitMB, err)
	}
}

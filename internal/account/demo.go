package account

import (
	"context"
	"errors"

	"github.com/wattle/storefront/internal/platform/id"
)

// Demo customer of the demo configuration: a shopper trying the shop can sign in at once. Its
// password is public (README.md), so the demo configuration is never a production one.
const (
	DemoEmail    = "demo@wattle.example"
	DemoPassword = "Wattle-Demo-2026"
)

// EnsureDemoCustomer creates the demo customer unless the e-mail has an account.
func (s *Service) EnsureDemoCustomer(ctx context.Context) error {
	if _, err := s.store.CustomerByEmail(ctx, DemoEmail); !errors.Is(err, ErrNotFound) {
		return err
	}
	hash, err := s.hasher.Hash(ctx, DemoPassword)
	if err != nil {
		return err
	}
	now := s.now()
	err = s.store.InsertCustomer(ctx, Customer{ID: "c" + id.Digits(11), Email: DemoEmail, FirstName: "Alex", LastName: "Demo",
		Mobile: "0412345678", PasswordHash: hash, PasswordChangedAt: now, CreatedAt: now, UpdatedAt: now})
	if errors.Is(err, ErrEmailTaken) {
		return nil // another node made it first
	}
	return err
}

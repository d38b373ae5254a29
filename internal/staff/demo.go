package staff

import (
	"context"
	"errors"

	"github.com/wattle/storefront/internal/platform/id"
)

// DemoPassword is the demo staff accounts' password. It is public (README.md), so the demo
// configuration is never a production one.
const DemoPassword = "Wattle-Staff-2026"

// DemoMembers are the demo configuration's staff, one of each role.
var DemoMembers = []struct {
	Email, Name string
	Role        Role
}{
	{"fulfilment@wattle.example", "Fran Fulfilment", Fulfilment},
	{"service@wattle.example", "Sam Service", CustomerService},
	{"manager@wattle.example", "Morgan Manager", Manager},
	{"admin@wattle.example", "Ari Admin", Admin},
}

// EnsureDemoStaff creates the demo staff accounts that do not exist yet.
func (s *Service) EnsureDemoStaff(ctx context.Context) error {
	hash := ""
	for _, d := range DemoMembers {
		if _, err := s.store.StaffMemberByEmail(ctx, d.Email); !errors.Is(err, ErrNotFound) {
			if err != nil {
				return err
			}
			continue
		}
		if hash == "" {
			var err error
			if hash, err = s.hasher.Hash(ctx, DemoPassword); err != nil {
				return err
			}
		}
		now := s.now()
		err := s.store.InsertStaffMember(ctx, Member{ID: id.Token(12), Email: d.Email, Name: d.Name, Role: d.Role, PasswordHash: hash,
			CreatedAt: now, UpdatedAt: now})
		if err != nil && !errors.Is(err, ErrEmailTaken) {
			return err
		}
	}
	return nil
}

package cart

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/wattle/storefront/internal/delivery"
)

// A store that cannot be read fails every operation with its error (never an empty cart, never
// ErrNotFound's meaning), and changes nothing.
func TestStoreDown(t *testing.T) {
	t.Parallel()
	down := errors.New("database is locked")
	for _, tc := range []struct {
		name string
		op   func(ctx context.Context, s *Service) error
	}{
		{"cart", func(ctx context.Context, s *Service) error { _, err := s.Cart(ctx, anonOwner); return err }},
		{"add", func(ctx context.Context, s *Service) error {
			_, _, err := s.Add(ctx, anonOwner, []AddItem{item(lampNavy, 1)})
			return err
		}},
		{"update", func(ctx context.Context, s *Service) error {
			_, _, err := s.Update(ctx, anonOwner, []UpdateItem{upd(lampNavy, 0, 2)})
			return err
		}},
		{"remove", func(ctx context.Context, s *Service) error {
			_, _, err := s.Remove(ctx, anonOwner, []UpdateItem{upd(lampNavy, 0, 0)})
			return err
		}},
		{"recalculate", func(ctx context.Context, s *Service) error { _, _, err := s.Recalculate(ctx, anonOwner); return err }},
		{"variants", func(ctx context.Context, s *Service) error { _, err := s.Variants(ctx, anonOwner); return err }},
		{"delivery modes", func(ctx context.Context, s *Service) error {
			_, err := s.DeliveryModes(ctx, anonOwner, "3000", false)
			return err
		}},
		{"delivery mode", func(ctx context.Context, s *Service) error {
			_, err := s.SetDeliveryMode(ctx, anonOwner, delivery.HomeDelivery, "")
			return err
		}},
		{"pickup", func(ctx context.Context, s *Service) error {
			_, _, err := s.SetPickup(ctx, anonOwner, Pickup{StoreNumber: richmond})
			return err
		}},
		{"progressive notification", func(ctx context.Context, s *Service) error {
			_, err := s.SetProgressiveNotification(ctx, anonOwner, true)
			return err
		}},
		{"merge", func(ctx context.Context, s *Service) error { return s.Merge(ctx, anonOwner.Token, "C1") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			ctx := context.Background()
			e.mustAdd(t, anonOwner, item(lampNavy, 1))
			before := e.store.all()
			e.store.readErr = down
			if err := tc.op(ctx, e.svc); !errors.Is(err, down) {
				t.Fatalf("err = %v, want %v", err, down)
			}
			e.store.readErr = nil
			if after := e.store.all(); !reflect.DeepEqual(after, before) {
				t.Fatalf("stored carts changed: %+v", after)
			}
		})
	}
}

// An owner signed in with a cart cookie still left is the customer: the customer's cart is the one
// read and changed.
func TestCustomerWinsOverToken(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ctx := context.Background()
	e.mustAdd(t, anonOwner, item(lampNavy, 1))
	both := Owner{CustomerID: "C1", Token: anonOwner.Token}
	c := e.mustAdd(t, both, item(lampWhite, 2))
	if c.CustomerID != "C1" || c.TokenHash != "" || !reflect.DeepEqual(quantities(c), map[int]int{0: 2}) {
		t.Fatalf("added to %+v", c)
	}
	if got := e.stored(t, anonOwner); !reflect.DeepEqual(quantities(got), map[int]int{0: 1}) || got.Version != 1 {
		t.Fatalf("the anonymous cart changed: %+v", got)
	}
	if got, err := e.svc.Cart(ctx, both); err != nil || got.ID != c.ID {
		t.Fatalf("Cart = %+v, %v", got, err)
	}
}

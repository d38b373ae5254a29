package aftersale

import (
	"context"
	"testing"

	"github.com/wattle/storefront/internal/address"
	"github.com/wattle/storefront/internal/order"
	"github.com/wattle/storefront/internal/platform/validate"
)

type fakeFinder map[string]address.Address

func (f fakeFinder) Resolve(_ context.Context, id string) (address.Address, error) {
	if a, ok := f[id]; ok {
		return a, nil
	}
	return address.Address{}, address.ErrUnknown
}

// A return's address chosen from the finder is taken from the finder's record by its id, never
// from the parts sent with it; an id the finder does not know is the finder's field error.
func TestResolveReturnAddress(t *testing.T) {
	t.Parallel()
	s := &Service{finder: fakeFinder{"a1": {Line1: "12 High St", Town: "Kew", State: "VIC", PostalCode: "3101"}}}
	ctx := context.Background()
	a := order.ReturnAddress{SingleLineLabel: "12 High St, Kew", AddressID: "a1", Line1: "forged", Town: "Elsewhere"}
	if err := s.resolveAddress(ctx, &a); err != nil {
		t.Fatal(err)
	}
	if a.Line1 != "12 High St" || a.Town != "Kew" || a.State != "VIC" || a.PostalCode != "3101" || a.Location != "Kew VIC 3101" {
		t.Fatalf("resolved = %+v", a)
	}
	bad := order.ReturnAddress{SingleLineLabel: "1 Nowhere St", AddressID: "made-up"}
	err := s.resolveAddress(ctx, &bad)
	if ve, ok := validate.As(err); !ok || ve.Message != MessageSelectAddress || ve.Fields["singleLineLabel"] != KeySingleLineAddress {
		t.Fatalf("unknown id: %v", err)
	}
	typed := order.ReturnAddress{Line1: "3 Low Rd", Town: "Kew"}
	if err := s.resolveAddress(ctx, &typed); err != nil || typed.Line1 != "3 Low Rd" || typed.Location != "" {
		t.Fatalf("typed in: %+v, %v", typed, err)
	}
}

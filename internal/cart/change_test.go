package cart

import (
	"context"
	"errors"
	"testing"
)

// A change that fails leaves the cart it was given as loaded: what fn touched was a deep copy
// (entries' extras and notices).
func TestFailedChangeLeavesTheCartAsLoaded(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ctx := context.Background()
	e.mustAdd(t, customer, AddItem{ProductCode: giftCard, Quantity: 1, GiftCard: ada}, AddItem{ProductCode: mug, Quantity: 1, Personalisation: monoAL})
	if _, err := e.svc.change(ctx, customer, false, func(c *Cart) error {
		c.Notices = []ItemError{ie(lampNavy, nil, CodeThreshold, intp(20))}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	got, err := e.svc.change(ctx, customer, false, func(c *Cart) error {
		c.Entries[0].GiftCard.FirstName = "Eve"
		c.Entries[1].Personalisation.Text = "E.V."
		c.Notices[0].Code = CodeNoStock
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("err = %v", err)
	}
	if got.Entries[0].GiftCard.FirstName != "Ada" || got.Entries[1].Personalisation.Text != "A.L." || got.Notices[0].Code != CodeThreshold {
		t.Fatalf("the failed change reached the loaded cart: %+v %+v", got.Entries, got.Notices)
	}
}

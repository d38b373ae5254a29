package storage

import (
	"encoding/json"
	"fmt"

	"github.com/wattle/storefront/internal/checkout"
)

// Checkout state rows (checkouts): the state as one JSON document beside its version. Both engines
// store it with the same three statements, in their own placeholders.

// CheckoutStateJSON is the state column of st.
func CheckoutStateJSON(st checkout.State) (string, error) {
	b, err := json.Marshal(st)
	return string(b), err
}

// ScanCheckoutState reads a row of version, state.
func ScanCheckoutState(s Scanner, cartID string) (checkout.State, error) {
	var st checkout.State
	var version int
	var doc string
	if err := s.Scan(&version, &doc); err != nil {
		return st, err
	}
	if err := json.Unmarshal([]byte(doc), &st); err != nil {
		return st, fmt.Errorf("checkout of cart %s: %w", cartID, err)
	}
	st.Version = version
	return st, nil
}

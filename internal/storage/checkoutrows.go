package storage

import (
	"encoding/json"
	"fmt"

	"github.com/wattle/storefront/internal/cart"
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
	var version int
	var doc string
	if err := s.Scan(&version, &doc); err != nil {
		return checkout.State{}, err
	}
	return checkoutState(cartID, version, doc)
}

func checkoutState(cartID string, version int, doc string) (checkout.State, error) {
	var st checkout.State
	if err := json.Unmarshal([]byte(doc), &st); err != nil {
		return st, fmt.Errorf("checkout of cart %s: %w", cartID, err)
	}
	st.Version = version
	return st, nil
}

// CheckoutCartQuery reads a cart with its checkout state (checkout.StateStore's CheckoutCart); the
// cart's condition follows it (the partial index's condition stated: "c.token_hash = ? AND
// c.token_hash <> ”", or the customer's).
var CheckoutCartQuery = `SELECT ` + CartColumnsOf("c") + `, COALESCE(k.version, 0), COALESCE(k.state, '{}')
	FROM carts c LEFT JOIN checkouts k ON k.cart_id = c.id WHERE `

// ScanCheckoutCart reads a row of CheckoutCartQuery: the cart and its checkout state.
func ScanCheckoutCart(s Scanner) (cart.Cart, checkout.State, error) {
	var version int
	var doc string
	c, err := ScanCart(s, &version, &doc)
	if err != nil {
		return c, checkout.State{}, err
	}
	st, err := checkoutState(c.ID, version, doc)
	return c, st, err
}

// Package feature holds the shop's feature toggles: the seed's defaults (seed 001 §9) and ours.
// The web app reads them through getEnvironment and switches payment methods, express delivery and
// the single-page checkout on or off without a release.
package feature

import "time"

// Toggle names.
const (
	SingleLineAddressLookup = "singleLineAddressLookup"
	Zip                     = "zip"
	Afterpay                = "afterpay"
	SmartButton             = "smartButton"
	StoredPayment           = "storedPayment"
	Flypay                  = "flypay"
	Shipster                = "shipster"
	FlybuysRedeem           = "flybuysRedeem"
	Basket                  = "basket"
	ExpressDelivery         = "expressDelivery"
	SinglePageCheckout      = "singlePageCheckout"
	SSOProofOfConcept       = "ssoProofOfConcept"
)

// Defaults are the seed's default toggles plus ours (expressDelivery, singlePageCheckout). The seed
// lists smart button and stored payment without saying on or off; we ship them on (decisions.md).
func Defaults() map[string]bool {
	return map[string]bool{
		SingleLineAddressLookup: true,
		Zip:                     true,
		Afterpay:                true,
		SmartButton:             true,
		StoredPayment:           true,
		Flypay:                  false,
		Shipster:                false,
		FlybuysRedeem:           false,
		Basket:                  false,
		ExpressDelivery:         true,
		SinglePageCheckout:      true,
		SSOProofOfConcept:       false,
	}
}

// TTL is how long a client may reuse the environment (seed 001 §9: 300000 ms).
const TTL = 300000 * time.Millisecond

// Environment is the getEnvironment answer: the toggles and when to ask again.
type Environment struct {
	Features map[string]bool `json:"features"`
	Expiry   time.Time       `json:"expiry"`
}

// Set is the toggles in force.
type Set struct{ toggles map[string]bool }

// NewSet returns the defaults with overrides applied (unknown names are ignored).
func NewSet(overrides map[string]bool) *Set {
	t := Defaults()
	for k, v := range overrides {
		if _, ok := t[k]; ok {
			t[k] = v
		}
	}
	return &Set{toggles: t}
}

// On reports whether a toggle is on.
func (s *Set) On(name string) bool { return s.toggles[name] }

// Environment returns the toggles for a client asking at now.
func (s *Set) Environment(now time.Time) Environment {
	out := make(map[string]bool, len(s.toggles))
	for k, v := range s.toggles {
		out[k] = v
	}
	return Environment{Features: out, Expiry: now.Add(TTL)}
}

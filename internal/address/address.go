// Package address finds Australian delivery addresses from one line of text, the way the
// checkout's address box works: the shopper types part of an address, picks a suggestion, and
// the shop resolves it into the lines it stores on the order.
//
// Finder is the seam: a real provider (a national address source) can stand behind it. Builtin
// is the offline one the shop ships with. It works over real suburbs and postcodes; it knows the
// real main streets of the eight capital cities' centres (data/streets.tsv) and invents the
// streets of every other suburb deterministically, so every machine and every test sees the same
// addresses without fetching anything. It never offers a suburb other than the one typed, and a
// street a known suburb does not have is no match, so the shopper types that address in.
package address

import (
	"context"
	"errors"
)

var (
	// ErrTooManyMatches means the text matches more than TooMany addresses, so the shopper
	// should type more (the API answers ERR_TOOMANY_MATCHES).
	ErrTooManyMatches = errors.New("address: too many matches")
	// ErrNoMatch means the text matches no address (the API answers ERR_NO_MATCH).
	ErrNoMatch = errors.New("address: no match")
	// ErrUnknown means an id was not issued by this finder, was altered, or does not name a
	// deliverable address (a suggestion the shopper still has to add a number to).
	ErrUnknown = errors.New("address: unknown address id")
)

// Limits of Suggest. A shopper reads a short list; past TooMany matches a list of the first few
// would be arbitrary, so Suggest asks for more text instead.
const (
	// MaxSuggestions is how many suggestions Suggest answers at most.
	MaxSuggestions = 10
	// TooMany is the number of matching addresses above which Suggest answers
	// ErrTooManyMatches instead of suggestions.
	TooMany = 50
)

// Suggestion is one address the finder offers for a line of text (seed: label, id,
// addressValid).
type Suggestion struct {
	// Label is the address as the shopper reads it: "12 High Street, Richmond VIC 3121".
	Label string `json:"label"`
	// ID is what Resolve takes back.
	ID string `json:"id"`
	// AddressValid is true for a full deliverable address. False means the suggestion is a
	// street or a suburb the shopper still has to complete (add a number or a street).
	AddressValid bool `json:"addressValid"`
}

// Address is a resolved, deliverable address.
type Address struct {
	Line1      string // "12 High Street", "2/14 High Street" or "Parcel Locker 1023456"
	Line2      string // the locker's street address; empty otherwise
	Town       string // the suburb, as the locality data spells it
	State      string // NSW, VIC, QLD, WA, SA, TAS, ACT, NT
	PostalCode string // 4 digits
	// IsBlocked marks a parcel locker, which the shop refuses for deliveries it cannot leave
	// in a locker when that rule is switched on.
	IsBlocked bool
	Label     string // the suggestion's label
}

// Finder suggests and resolves addresses.
type Finder interface {
	// Suggest offers up to MaxSuggestions addresses for a line of text. It answers
	// ErrNoMatch when nothing matches and ErrTooManyMatches when more than TooMany do.
	Suggest(ctx context.Context, text string) ([]Suggestion, error)
	// Resolve turns a suggestion's ID into the address; ErrUnknown for an id it did not
	// issue or one that is not a full address.
	Resolve(ctx context.Context, id string) (Address, error)
}

var _ Finder = (*Builtin)(nil)

package cart

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/platform/validate"
)

// Personalisation rules (docs/cart.md): the engraving or embroidery the workshop can do.
var (
	// FontTypes are the lettering styles on offer.
	FontTypes = []string{"Serif", "Sans Serif", "Script", "Block"}
	// FontColours are the thread and foil colours on offer.
	FontColours = []string{"Gold", "Silver", "Black", "White", "Navy"}
)

// MaxPersonalisationText is the longest personalisation text, in characters.
const MaxPersonalisationText = 20

// MaxGiftCardMessage is the longest gift card message, in characters (docs/validation.md#other-fields).
const MaxGiftCardMessage = 120

// validPersonalisation checks a personalisation: Text 1-20 characters on one line, printable,
// no markup; Font Type and Font Colour from the lists on offer.
func validPersonalisation(p *Personalisation) bool {
	n := utf8.RuneCountInString(p.Text)
	if strings.TrimSpace(p.Text) == "" || n > MaxPersonalisationText {
		return false
	}
	for _, r := range p.Text {
		if !unicode.IsPrint(r) || r == '<' || r == '>' {
			return false
		}
	}
	return slices.Contains(FontTypes, p.FontType) && slices.Contains(FontColours, p.FontColour)
}

// validRecipient checks a gift card's recipient: first and last name by the account rules (2-32
// letters, hyphens, apostrophes, spaces: never digits only), an e-mail for an e-gift card (and a
// valid one whenever given), a message of at most 120 characters on one line without markup. It
// returns the recipient normalised.
func validRecipient(r *Recipient, kind catalog.GiftCardKind) (*Recipient, bool) {
	if r == nil {
		return nil, false
	}
	var errs validate.Errors
	out := *r
	out.FirstName = account.Name(&errs, "firstName", r.FirstName)
	out.LastName = account.Name(&errs, "lastName", r.LastName)
	if kind == catalog.GiftCardDigital || r.Email != "" {
		out.Email = account.Email(&errs, "recipientEmail", r.Email)
	}
	m := r.MessageText
	if utf8.RuneCountInString(m) > MaxGiftCardMessage || strings.ContainsAny(m, "\r\n<>") {
		return nil, false
	}
	for _, c := range m {
		if !unicode.IsPrint(c) {
			return nil, false
		}
	}
	return &out, errs.Err() == nil
}

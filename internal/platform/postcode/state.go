package postcode

import "slices"

// StateOf returns the state or territory Australia Post allocates a postcode's range to, "" when
// pc is not a postcode as stored (Valid) or falls in no range (docs/validation.md#addresses):
//
//	ACT 0200-0299, 2600-2618, 2900-2920   NSW 1000-2599, 2619-2899, 2921-2999
//	NT  0800-0999                         VIC 3000-3999, 8000-8999
//	QLD 4000-4999, 9000-9999              SA  5000-5999
//	WA  6000-6999                         TAS 7000-7999
//
// A few places near a border have a postcode of the neighbour's range; InState knows them.
func StateOf(pc string) string {
	if !Valid(pc) {
		return ""
	}
	n := int(pc[0]-'0')*1000 + int(pc[1]-'0')*100 + int(pc[2]-'0')*10 + int(pc[3]-'0')
	switch {
	case n >= 200 && n <= 299, n >= 2600 && n <= 2618, n >= 2900 && n <= 2920:
		return "ACT"
	case n >= 800 && n <= 999:
		return "NT"
	case n >= 1000 && n <= 2999:
		return "NSW"
	case n >= 3000 && n <= 3999, n >= 8000 && n <= 8999:
		return "VIC"
	case n >= 4000 && n <= 4999, n >= 9000 && n <= 9999:
		return "QLD"
	case n >= 5000 && n <= 5999:
		return "SA"
	case n >= 6000 && n <= 6999:
		return "WA"
	case n >= 7000 && n <= 7999:
		return "TAS"
	}
	return ""
}

// crossBorder are the postcodes that also serve places of another state or territory than their
// range's, with those states: the localities near a border that Australia Post files under the
// neighbour's postcode (the locality data, internal/demo, has each; a test checks every locality).
var crossBorder = map[string][]string{
	"0872": {"SA", "WA"}, // the Anangu Pitjantjatjara and Ngaanyatjarra lands, served from Alice Springs
	"2406": {"QLD"},      // Mungindi QLD, across the river from Mungindi NSW
	"2540": {"ACT"},      // the Jervis Bay Territory (Jervis Bay, HMAS Creswell, Wreck Bay)
	"2611": {"NSW"},      // Brindabella, Bimberi, Cooleman, Uriarra NSW
	"2618": {"NSW"},      // Springrange, Wallaroo NSW
	"2620": {"ACT"},      // Hume, Tharwa, Oaks Estate and the rest of the ACT's south-east
	"3500": {"NSW"},      // Paringi NSW, served from Mildura
	"3586": {"NSW"},      // Mallan NSW
	"3644": {"NSW"},      // Barooga, Lalalty NSW, served from Cobram
	"3691": {"NSW"},      // Lake Hume Village NSW, served from Wodonga
	"3707": {"NSW"},      // Bringenbrong NSW, served from Corryong
	"4375": {"NSW"},      // Cottonvale NSW
	"4377": {"NSW"},      // Maryland NSW
	"4380": {"NSW"},      // Amosfield, Mingoola, Ruby Creek, Undercliffe NSW, served from Stanthorpe
	"4383": {"NSW"},      // Jennings NSW, served from Wallangarra
	"4385": {"NSW"},      // Camp Creek, Texas NSW
	"4825": {"NT"},       // Ranken NT, served from Mount Isa
	"9999": {"VIC"},      // North Pole VIC, Australia Post's address for letters to Santa
}

// InState reports whether a postcode serves a place in the state (an upper-case code such as
// "VIC"): the state its range belongs to (StateOf), or one whose border places it also serves
// (Mungindi QLD 2406). Melbourne NSW 3000 is not an address.
func InState(pc Code, state string) bool {
	s := string(pc)
	return StateOf(s) == state || slices.Contains(crossBorder[s], state)
}

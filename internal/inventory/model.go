package inventory

// Level is the quantity of one variant at one location: a store number or catalog.OnlineLocation.
type Level struct {
	VariantCode string
	Location    string
	Quantity    int
}

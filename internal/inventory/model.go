package inventory

// Level is the quantity of one variant at one location: a store number or catalog.OnlineLocation.
type Level struct {
	VariantCode string
	Location    string
	Quantity    int
}

// OnlineLevel is a variant's online quantity with what limits its delivery.
type OnlineLevel struct {
	VariantCode string
	Quantity    int
	Fulfilment
}

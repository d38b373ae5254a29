package postcode

// CrossBorder exposes the cross-border postcodes to the external tests.
func CrossBorder() map[string][]string { return crossBorder }

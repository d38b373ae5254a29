package order

import "strings"

// Carriers are the carriers staff ship with (docs/staff.md#moving-a-consignment): a shipped
// consignment names one by its code, and the shopper's e-mail and order history link to the
// carrier's page for the parcel. The back office offers the same list (web/src/features/staff/rules.ts).
var Carriers = []Carrier{
	{Code: "auspost", Name: "Australia Post", TrackURL: "https://auspost.com.au/mypost/track/details/"},
	{Code: "startrack", Name: "StarTrack", TrackURL: "https://startrack.com.au/track/details/"},
	{Code: "couriersplease", Name: "CouriersPlease", TrackURL: "https://www.couriersplease.com.au/tools-track/no/"},
	{Code: "aramex", Name: "Aramex", TrackURL: "https://www.aramex.com.au/tools/track?l="},
	{Code: "toll", Name: "Toll", TrackURL: "https://www.mytoll.com/?externalSearchQuery="},
}

// Carrier is a delivery company.
type Carrier struct {
	Code, Name, TrackURL string
}

// CarrierCodes are the carriers' codes, in the list's order.
func CarrierCodes() []string {
	codes := make([]string, len(Carriers))
	for i, c := range Carriers {
		codes[i] = c.Code
	}
	return codes
}

// CarrierName is the name a person knows a carrier by ("Australia Post" for auspost); a code not
// in the list is given back as it is.
func CarrierName(code string) string {
	for _, c := range Carriers {
		if strings.EqualFold(c.Code, code) || strings.EqualFold(c.Name, code) {
			return c.Name
		}
	}
	return code
}

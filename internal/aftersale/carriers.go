package aftersale

import (
	"net/url"
	"strings"
)

// Carriers are the carriers staff ship with, and where a shopper tracks a parcel with each.
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

// TrackingURL is the carrier's page for a parcel ("" for a carrier the shop does not know). The
// link is only ever shown to the shopper: the shop never calls it.
func TrackingURL(carrier, number string) string {
	for _, c := range Carriers {
		if strings.EqualFold(c.Code, carrier) || strings.EqualFold(c.Name, carrier) {
			return c.TrackURL + url.PathEscape(number)
		}
	}
	return ""
}

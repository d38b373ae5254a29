package aftersale

import (
	"net/url"
	"strings"

	"github.com/wattle/storefront/internal/order"
)

// TrackingURL is the carrier's page for a parcel ("" for a carrier the shop does not know). The
// carriers are order.Carriers; a consignment shipped before the list was enforced may name one by
// its name or in other capitals. The link is only ever shown to the shopper: the shop never calls it.
func TrackingURL(carrier, number string) string {
	for _, c := range order.Carriers {
		if strings.EqualFold(c.Code, carrier) || strings.EqualFold(c.Name, carrier) {
			return c.TrackURL + url.PathEscape(number)
		}
	}
	return ""
}

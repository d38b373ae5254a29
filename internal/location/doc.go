// Package location is the physical side of the shop: stores, their opening hours and
// collection points, and Australian suburbs and postcodes for the location search.
package location

// Package inventory is stock: the quantity of each variant at each store and in the online pot.
package inventory

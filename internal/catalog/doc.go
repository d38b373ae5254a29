// Package catalog is the product catalogue: the category tree, base products and their
// sellable variants, and the rules for reading them (URLs, stock status, OnePass windows).
package catalog

package catalog

import "context"

// Store is what the catalogue needs from persistence. Both storage engines implement it.
type Store interface {
	// ProductCount is the number of base products; the server seeds an empty catalogue on start.
	ProductCount(ctx context.Context) (int, error)
	// SaveCategories inserts or replaces category nodes.
	SaveCategories(ctx context.Context, cats []Category) error
	// SaveProducts inserts or replaces base products with their variants, in one transaction.
	SaveProducts(ctx context.Context, products []Product) error
	// Categories returns the whole tree, ordered by level then position.
	Categories(ctx context.Context) ([]Category, error)
	// Product returns a base product with its variants, found by base or variant code.
	// It returns ErrNotFound when neither matches.
	Product(ctx context.Context, code string) (Product, error)
}

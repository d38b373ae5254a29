package location

import "context"

// Storage is what the location domain needs from persistence. (It is not called Store, as the
// other domains' interfaces are, because in this domain a Store is a shop.)
type Storage interface {
	// SaveStores inserts or replaces stores.
	SaveStores(ctx context.Context, stores []Store) error
	// Stores returns every store ordered by number.
	Stores(ctx context.Context) ([]Store, error)
}

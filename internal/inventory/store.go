package inventory

import "context"

// Store is what inventory needs from persistence.
type Store interface {
	// SaveLevels inserts or replaces stock levels.
	SaveLevels(ctx context.Context, levels []Level) error
	// Levels returns the stock of the given variants at the given locations. A missing row means
	// zero stock and is not returned.
	Levels(ctx context.Context, variantCodes, locations []string) ([]Level, error)
	// OnlineLevels returns, for each given variant the catalogue has, its online quantity (0
	// without a stock row) and its product's fulfilment limits.
	OnlineLevels(ctx context.Context, variantCodes []string) ([]OnlineLevel, error)
	// InStockOnline answers, for each given base product the catalogue has, whether any of its
	// variants has stock online, in one read.
	InStockOnline(ctx context.Context, baseCodes []string) (map[string]bool, error)
}

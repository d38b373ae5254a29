package app

import (
	"context"
	"fmt"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/session"
	"github.com/wattle/storefront/internal/storage"
	"github.com/wattle/storefront/internal/storage/postgres"
	"github.com/wattle/storefront/internal/storage/sqlite"
)

// Storage is everything the app asks of a storage engine: each domain's Store, plus the streaming
// read the search index is built from.
type Storage interface {
	catalog.Store
	inventory.Store
	location.Storage
	session.Store
	EachProduct(ctx context.Context, fn func(p catalog.Product, online []int) error) error
	Ping(ctx context.Context) error
	Close() error
}

var (
	_ Storage = (*sqlite.DB)(nil)
	_ Storage = (*postgres.DB)(nil)
)

// OpenStorage opens and migrates the database named by url.
func OpenStorage(ctx context.Context, url string) (Storage, error) {
	engine, dsn, err := storage.ParseURL(url)
	if err != nil {
		return nil, err
	}
	switch engine {
	case storage.SQLite:
		return sqlite.Open(ctx, dsn)
	case storage.Postgres:
		return postgres.Open(ctx, dsn)
	}
	return nil, fmt.Errorf("unsupported engine %q", engine)
}

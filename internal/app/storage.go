package app

import (
	"context"
	"fmt"

	"github.com/wattle/storefront/internal/storage"
	"github.com/wattle/storefront/internal/storage/postgres"
	"github.com/wattle/storefront/internal/storage/sqlite"
)

// Storage is the storage engine the app runs on.
type Storage = storage.Engine

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

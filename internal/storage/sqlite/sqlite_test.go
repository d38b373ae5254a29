package sqlite_test

import (
	"context"
	"database/sql"
	"path/filepath"
	"testing"

	"github.com/wattle/storefront/internal/storage/sqlite"
	"github.com/wattle/storefront/internal/storage/storagetest"
)

func TestConformance(t *testing.T) {
	t.Parallel()
	storagetest.Run(t, func(t *testing.T) storagetest.Engine { return storagetest.OpenSQLite(t) })
}

func TestOpenTwiceMigratesOnce(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "twice.db")
	for range 2 {
		db, err := sqlite.Open(context.Background(), path)
		if err != nil {
			t.Fatal(err)
		}
		_ = db.Close()
	}
}

func TestSessionKeys(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "keys.db")
	raw, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	storagetest.SessionKeys(t, func() storagetest.Engine {
		db, err := sqlite.Open(context.Background(), path)
		if err != nil {
			t.Fatal(err)
		}
		return db
	}, raw, func(int) string { return "?" })
}

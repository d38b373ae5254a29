package postgres_test

import (
	"os"
	"testing"

	"github.com/wattle/storefront/internal/storage/storagetest"
)

// TestConformance runs the storage suite when TEST_POSTGRES_URL names a database.
func TestConformance(t *testing.T) {
	t.Parallel()
	base := os.Getenv("TEST_POSTGRES_URL")
	if base == "" {
		t.Skip("TEST_POSTGRES_URL not set")
	}
	storagetest.Run(t, func(t *testing.T) storagetest.Engine { return storagetest.OpenPostgres(t, base) })
}

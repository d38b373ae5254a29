package app

import (
	"context"
	"strings"

	"github.com/wattle/storefront/internal/aftersale"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/storage"
)

// places names stores for the after-sale e-mails from the store directory.
type places struct{ locs *location.Service }

// Place implements aftersale.Places.
func (p places) Place(_ context.Context, number string) (name, point string) {
	s, err := p.locs.Store(number)
	if err != nil {
		return "", ""
	}
	name = s.DisplayName
	if name == "" {
		name = s.Name
	}
	return name, strings.Join(s.CollectionPoints, ", ")
}

var _ aftersale.TxStore = storage.Stores(nil)

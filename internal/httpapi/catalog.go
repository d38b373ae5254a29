package httpapi

import (
	"net/http"

	"github.com/wattle/storefront/internal/catalog"
)

// viewer is who is asking, for what only some shoppers may buy (early access). Until accounts and
// membership exist every shopper is anonymous.
func viewer(*http.Request) catalog.Viewer { return catalog.Viewer{} }

func (s *Server) getProductDetails(w http.ResponseWriter, r *http.Request) {
	d, err := s.deps.Catalog.Details(r.Context(), r.PathValue("product"), viewer(r), s.deps.Clock.Now())
	if err != nil {
		writeError(w, r, err)
		return
	}
	// Shared caches may keep the page a minute: nothing in it depends on who asks yet. When member
	// prices and early access depend on the shopper, this answer turns private (see decisions.md).
	w.Header().Set("Cache-Control", "public, max-age=60")
	writeData(w, d)
}

// productParams are getProductDetails' parameters.
type productParams struct {
	Product string `path:"product" required:"true" description:"base product code (P…) or variant code"`
}

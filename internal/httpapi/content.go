package httpapi

import (
	"net/http"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/content"
)

func (s *Server) getHomeContent(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "public, max-age=60")
	writeData(w, content.HomeContent(s.index(), s.deps.Clock.Now(), catalog.DepartmentIcon))
}

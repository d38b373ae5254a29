package httpapi

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/search"
)

// TestNavigationFollowsTheIndex: the menu is encoded once per index, and a new index (a catalogue
// import) gives a new menu.
func TestNavigationFollowsTheIndex(t *testing.T) {
	cats := []catalog.Category{
		{Code: "home", Name: "Home", Level: 1, Position: 1},
		{Code: "toys", Name: "Toys", Level: 1, Position: 2},
	}
	build := func(categories ...string) *search.Index {
		b := search.NewBuilder(cats)
		for i, c := range categories {
			code := "P100000" + string(rune('0'+i))
			b.Add(catalog.Product{Code: code, Name: "Lamp", CategoryCode: c, Price: 2000, CreatedAt: time.Now(),
				Variants: []catalog.Variant{{Code: "5000000" + string(rune('0'+i)), BaseCode: code, Price: 2000}}},
				[]catalog.StockStatus{catalog.InStock})
		}
		return b.Build()
	}
	var idx atomic.Pointer[search.Index]
	idx.Store(build("home"))
	s := &Server{deps: Deps{Index: &idx}}
	menu := func() string {
		rec := httptest.NewRecorder()
		s.getNavigation(rec, httptest.NewRequest(http.MethodGet, "/api/navigation", nil))
		if rec.Code != http.StatusOK || rec.Header().Get("Content-Type") != "application/json; charset=utf-8" {
			t.Fatalf("status %d, type %q", rec.Code, rec.Header().Get("Content-Type"))
		}
		return rec.Body.String()
	}
	first := menu()
	if !strings.HasPrefix(first, `{"success":true,"data":{"departments":[{"code":"home"`) || strings.Contains(first, "toys") {
		t.Fatalf("menu of the first index: %s", first)
	}
	if again := menu(); again != first {
		t.Fatalf("the same index, another menu:\n%s\n%s", first, again)
	}
	idx.Store(build("home", "toys"))
	if next := menu(); !strings.Contains(next, `"code":"toys"`) {
		t.Fatalf("after a new index the menu still lacks Toys: %s", next)
	}
}

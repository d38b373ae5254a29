package httpapi

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// TestSearchQAlias: /search?q= is the canonical /search?searchTerm=, by a permanent redirect.
func TestSearchQAlias(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"/search?q=lamp", "/search?searchTerm=lamp"},
		{"/search?q=table+lamp&colour=black", "/search?colour=black&searchTerm=table+lamp"},
		{"/search?q=x&searchTerm=lamp", "/search?searchTerm=lamp"},
	} {
		r := httptest.NewRequest(http.MethodGet, tc.in, nil)
		got, ok := searchAlias(r)
		if !ok || got != tc.want {
			t.Errorf("searchAlias(%s) = %q, %v; want %q", tc.in, got, ok, tc.want)
		}
	}
	if _, ok := searchAlias(httptest.NewRequest(http.MethodGet, "/search?searchTerm=lamp", nil)); ok {
		t.Error("a canonical search URL is not redirected")
	}
}

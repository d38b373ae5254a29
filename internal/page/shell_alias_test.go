package page

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

// TestSortChoice: a listing's sort form (sort=by|order) becomes its sortBy and sortOrder, from page 1.
func TestSortChoice(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"/search?searchTerm=lamp&page=3&sort=price%7Cascending", "/search?searchTerm=lamp&sortBy=price&sortOrder=ascending"},
		{"/c/home-lighting?brand=Bower&sortBy=price&sortOrder=ascending&sort=rating%7Cdescending", "/c/home-lighting?brand=Bower&sortBy=rating&sortOrder=descending"},
		{"/b/brand/Bower?sort=nonsense", "/b/brand/Bower"},
	} {
		got, ok := sortChoice(httptest.NewRequest(http.MethodGet, tc.in, nil))
		if !ok || got != tc.want {
			t.Errorf("sortChoice(%s) = %q, %v; want %q", tc.in, got, ok, tc.want)
		}
	}
	for _, in := range []string{"/search?searchTerm=lamp&sortBy=price&sortOrder=ascending", "/p/x/123?sort=price%7Cascending", "/basket?sort=a%7Cb"} {
		if _, ok := sortChoice(httptest.NewRequest(http.MethodGet, in, nil)); ok {
			t.Errorf("%s is not redirected", in)
		}
	}
}

package httpapi_test

import (
	"net/http/httptest"
	"testing"
)

// Search answers come from the answer cache on repeat: same bytes, same ETag; nocache=1 computes
// afresh with the same result; a 404 collection is never cached.
func TestSearchAnswersCached(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		for _, path := range []string{"/api/search?searchTerm=cushion&colour=Navy", "/api/browse?collection_id=home", "/api/search/autosuggest?term=lam"} {
			res1, body1 := fetch(t, srv, path, nil)
			res2, body2 := fetch(t, srv, path, nil)
			res3, body3 := fetch(t, srv, path+"&nocache=1", nil)
			if res1.StatusCode != 200 || res2.StatusCode != 200 || res3.StatusCode != 200 {
				t.Fatalf("%s: statuses %d %d %d", path, res1.StatusCode, res2.StatusCode, res3.StatusCode)
			}
			if body1 != body2 || body1 != body3 {
				t.Fatalf("%s: cached and uncached answers differ", path)
			}
			if e := res1.Header.Get("ETag"); e == "" || e != res2.Header.Get("ETag") || e != res3.Header.Get("ETag") {
				t.Fatalf("%s: ETags %q %q %q", path, e, res2.Header.Get("ETag"), res3.Header.Get("ETag"))
			}
			if cc := res2.Header.Get("Cache-Control"); cc != "public, max-age=60" {
				t.Fatalf("%s: Cache-Control %q", path, cc)
			}
		}
		// Parameter order does not matter: the key is the normalised query.
		_, a := fetch(t, srv, "/api/search?searchTerm=Cushion&colour=Navy&colour=Black", nil)
		_, b := fetch(t, srv, "/api/search?colour=Black&colour=Navy&searchTerm=cushion", nil)
		if a != b {
			t.Fatal("the same query in another order answered differently")
		}
		for range 2 {
			wantError(t, get(t, srv, "/api/browse?collection_id=no-such-collection"), 404, "ERR_NOT_FOUND", nil)
		}
	})
}

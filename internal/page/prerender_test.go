package page

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/wattle/storefront/internal/ssr"
)

func TestHoistPreloads(t *testing.T) {
	links, rest := hoistPreloads(`<link rel="preload" as="image" href="/img/p/1/1.svg"/><link rel="preload" as="image" href="/img/p/2/1.svg"/><a href="#main">Skip</a><link rel="preload" href="/late"/>`)
	if links != "<link rel=\"preload\" as=\"image\" href=\"/img/p/1/1.svg\"/>\n<link rel=\"preload\" as=\"image\" href=\"/img/p/2/1.svg\"/>\n" {
		t.Errorf("links = %q", links)
	}
	if rest != `<a href="#main">Skip</a><link rel="preload" href="/late"/>` {
		t.Errorf("rest = %q", rest)
	}
	if links, rest := hoistPreloads(`<a>x</a>`); links != "" || rest != `<a>x</a>` {
		t.Errorf("no preloads: %q %q", links, rest)
	}
}

func TestRenderKey(t *testing.T) {
	answers := func(product, expiry string) []ssr.Answer {
		return []ssr.Answer{
			{Key: "/api/products/P1", Data: json.RawMessage(product)},
			{Key: navigationURL, Data: json.RawMessage(`{"departments":[]}`)},
			{Key: environmentURL, Data: json.RawMessage(`{"features":{"zip":true},"expiry":"` + expiry + `"}`)},
		}
	}
	a := renderKey("/p/x/P1", answers(`{"price":1}`, "2026-11-24T01:00:00Z"))
	if b := renderKey("/p/x/P1", answers(`{"price":1}`, "2026-11-24T01:05:00Z")); a != b {
		t.Error("the settings' expiry changed the key")
	}
	if b := renderKey("/p/x/P1", answers(`{"price":2}`, "2026-11-24T01:00:00Z")); a == b {
		t.Error("a price change kept the key")
	}
	if b := renderKey("/p/y/P1", answers(`{"price":1}`, "2026-11-24T01:00:00Z")); a == b {
		t.Error("another page kept the key")
	}
}

// The shell inlines a facet page's answer under the key the web app builds with URLSearchParams
// (the expected strings are what Node's URLSearchParams writes).
func TestFormEncodeMatchesURLSearchParams(t *testing.T) {
	for in, want := range map[string]string{
		"Wattle Woman": "Wattle+Woman",
		"Kids' & Baby": "Kids%27+%26+Baby",
		"~*é/+":        "%7E*%C3%A9%2F%2B",
		"a-b_c.d":      "a-b_c.d",
	} {
		if got := formEncode(in); got != want {
			t.Errorf("formEncode(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestAppendSafeScript: JSON made safe for a script element has no <, > or &, and reads back as the
// same value.
func TestAppendSafeScript(t *testing.T) {
	t.Parallel()
	in := []byte(`{"a":"</script><b>&amp;","b":["x<y",">","&&"],"c":"plain"}`)
	got := appendSafeScript([]byte("prefix:"), in)
	if !bytes.HasPrefix(got, []byte("prefix:")) {
		t.Fatalf("the prefix is lost: %s", got)
	}
	body := got[len("prefix:"):]
	if bytes.ContainsAny(body, "<>&") {
		t.Errorf("not safe: %s", body)
	}
	var want, back any
	if json.Unmarshal(in, &want) != nil || json.Unmarshal(body, &back) != nil || !reflect.DeepEqual(want, back) {
		t.Errorf("%s reads back as %v, want %v", body, back, want)
	}
	if string(appendSafeScript(nil, []byte(`{"n":1}`))) != `{"n":1}` {
		t.Error("JSON with nothing to escape changed")
	}
}

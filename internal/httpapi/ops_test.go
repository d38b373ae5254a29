package httpapi_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

func TestSessionAndCSRF(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		c := newJarClient(t, srv)
		r := call(t, c, http.MethodGet, srv.URL+"/api/session", "", "", nil)
		var s struct {
			CSRFToken string `json:"csrfToken"`
			Customer  struct {
				Email         string `json:"email"`
				AccountLocked bool   `json:"accountLocked"`
			} `json:"customer"`
			Cart struct {
				Registered bool `json:"registered"`
			} `json:"cart"`
		}
		r.decode(t, &s)
		if s.CSRFToken == "" {
			t.Fatal("no csrf token")
		}
		cookie := r.header.Get("Set-Cookie")
		for _, want := range []string{"HttpOnly", "SameSite=Lax", "Path=/"} {
			if !strings.Contains(cookie, want) {
				t.Fatalf("session cookie %q lacks %s", cookie, want)
			}
		}
		if strings.Contains(cookie, "Secure") {
			t.Fatalf("cookie must not be Secure over plain http: %q", cookie)
		}
		// The same session answers the same token and sets no new cookie.
		r2 := call(t, c, http.MethodGet, srv.URL+"/api/session", "", "", nil)
		var s2 struct {
			CSRFToken string `json:"csrfToken"`
		}
		r2.decode(t, &s2)
		if s2.CSRFToken != s.CSRFToken || r2.header.Get("Set-Cookie") != "" {
			t.Fatalf("session not reused: %q vs %q", s2.CSRFToken, s.CSRFToken)
		}

		post := func(ct, body string, hdr map[string]string) resp {
			return call(t, c, http.MethodPost, srv.URL+"/api/session/fraud-device", ct, body, hdr)
		}
		form := "application/x-www-form-urlencoded"
		cases := []struct {
			name   string
			client *http.Client
			ct     string
			body   string
			hdr    map[string]string
			status int
			code   string
			fields map[string]string
		}{
			{"no token", c, form, "dtid=abc", nil, 403, "ERR_CSRF", nil},
			{"wrong token", c, form, "dtid=abc&_csrf=nope", nil, 403, "ERR_CSRF", nil},
			{"no session cookie", srv.Client(), form, "dtid=abc&_csrf=" + s.CSRFToken, nil, 403, "ERR_CSRF", nil},
			{"form field token", c, form, "dtid=abc&_csrf=" + url.QueryEscape(s.CSRFToken), nil, 200, "", nil},
			{"header token", c, form, "dtid=abc", map[string]string{"X-CSRF-Token": s.CSRFToken}, 200, "", nil},
			{"json field token", c, "application/json", `{"dtid":"abc","_csrf":"` + s.CSRFToken + `"}`, nil, 200, "", nil},
			{"missing dtid", c, form, "_csrf=" + url.QueryEscape(s.CSRFToken), nil, 400, "ERR_VALIDATION", map[string]string{"dtid": "missing-args"}},
			{"malformed json", c, "application/json", `{"dtid":`, map[string]string{"X-CSRF-Token": s.CSRFToken}, 400, "ERR_VALIDATION", map[string]string{"body": "malformed-request"}},
			{"too long dtid", c, form, "dtid=" + strings.Repeat("x", 200), map[string]string{"X-CSRF-Token": s.CSRFToken}, 400, "ERR_VALIDATION", map[string]string{"dtid": "malformed-request"}},
		}
		for _, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				var r resp
				if tc.client == c {
					r = post(tc.ct, tc.body, tc.hdr)
				} else {
					r = call(t, tc.client, http.MethodPost, srv.URL+"/api/session/fraud-device", tc.ct, tc.body, tc.hdr)
				}
				if tc.status == 200 {
					if !r.Success || r.status != 200 {
						t.Fatalf("got %d %s", r.status, r.Error.Code)
					}
					return
				}
				wantError(t, r, tc.status, tc.code, tc.fields)
			})
		}
	})
}

func TestEnvironment(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		var env struct {
			Features map[string]bool `json:"features"`
			Expiry   string          `json:"expiry"`
		}
		get(t, srv, "/api/environment").decode(t, &env)
		want := map[string]bool{"singleLineAddressLookup": true, "zip": true, "afterpay": true, "flypay": false, "shipster": false, "flybuysRedeem": false, "basket": false}
		for k, v := range want {
			if got, ok := env.Features[k]; !ok || got != v {
				t.Errorf("feature %s = %v (present %v), want %v", k, got, ok, v)
			}
		}
		if env.Expiry == "" {
			t.Error("no expiry")
		}
	})
}

func TestOpenAPIMatchesRouter(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		res, err := srv.Client().Get(srv.URL + "/api/openapi.json")
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		var doc struct {
			OpenAPI string `json:"openapi"`
			Paths   map[string]map[string]struct {
				OperationID string `json:"operationId"`
			} `json:"paths"`
		}
		if err := json.NewDecoder(res.Body).Decode(&doc); err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(doc.OpenAPI, "3.1") {
			t.Fatalf("openapi = %q", doc.OpenAPI)
		}
		ops := map[string]string{}
		for path, methods := range doc.Paths {
			for method, op := range methods {
				ops[op.OperationID] = strings.ToUpper(method) + " " + path
			}
		}
		for _, want := range []string{"getSession", "getEnvironment", "setFraudDeviceData", "getNavigation", "getHomeContent", "getProductDetails", "autosuggest", "searchProducts", "browseCollection", "browseFacet", "getRecommendations", "searchLocation", "getStoreStock", "getOnlineStock", "getStoreDetails", "getNearestStores", "getOpenAPI"} {
			if _, ok := ops[want]; !ok {
				t.Errorf("operation %s not documented", want)
			}
		}
		// Every documented route exists: calling it never gives the router's "no such operation".
		for op, route := range ops {
			method, path, _ := strings.Cut(route, " ")
			path = strings.NewReplacer("{product}", "P1000000", "{storeNumber}", "0000").Replace(path)
			r := call(t, srv.Client(), method, srv.URL+path, "application/json", "{}", nil)
			if r.Error.Message == "No such API operation." {
				t.Errorf("%s (%s) is documented but not routed", op, route)
			}
		}
		// And an undocumented path is the router's 404.
		wantError(t, get(t, srv, "/api/nope"), 404, "ERR_NOT_FOUND", nil)
	})
}

func TestSearchProducts(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		var res result
		get(t, srv, "/api/search?searchTerm=lamp").decode(t, &res)
		if res.Sorting.Total == 0 || len(res.Products) == 0 || len(res.Products) > 48 {
			t.Fatalf("lamp: total %d, %d products", res.Sorting.Total, len(res.Products))
		}
		if !strings.Contains(strings.ToLower(res.Products[0].Name), "lamp") {
			t.Errorf("first lamp result is %q", res.Products[0].Name)
		}
		types := map[string]string{}
		for _, f := range res.Facets {
			types[f.Name] = f.Data.DisplayType
		}
		for name, typ := range map[string]string{"category": "nested", "brand": "single", "colour": "single", "price": "single", "rating": "single", "inStock": "boolean"} {
			if types[name] != typ {
				t.Errorf("facet %s displayType = %q, want %q (facets %v)", name, types[name], typ, types)
			}
		}
		if res.Sorting.SortOptions[0].SortBy == "" {
			t.Error("sort options missing")
		}

		// Typo tolerance: "tabel lamp" finds table lamps.
		var typo result
		get(t, srv, "/api/search?searchTerm="+url.QueryEscape("tabel lamp")).decode(t, &typo)
		if typo.Sorting.Total == 0 || !strings.Contains(strings.ToLower(typo.Products[0].Name), "lamp") {
			t.Fatalf("tabel lamp: %d results, first %+v", typo.Sorting.Total, typo.Products)
		}

		// A facet filter narrows the results to the option's count.
		brand := res.facet("brand").Options[0]
		var filtered result
		get(t, srv, "/api/search?searchTerm=lamp&brand="+url.QueryEscape(brand.Value)).decode(t, &filtered)
		if filtered.Sorting.Total != brand.Count {
			t.Fatalf("brand %s: total %d, facet said %d", brand.Value, filtered.Sorting.Total, brand.Count)
		}
		if f := filtered.facet("brand"); f == nil || f.Options[0].Status != "selected" && !hasSelected(f.Options) {
			t.Fatalf("selected brand not marked: %+v", f)
		}

		// An empty term browses everything; no match gives empty products and zero total.
		var all result
		get(t, srv, "/api/search?searchTerm=").decode(t, &all)
		if all.Sorting.Total < testProducts || len(all.Products) != 48 {
			t.Fatalf("empty term: total %d, %d products", all.Sorting.Total, len(all.Products))
		}
		var none result
		get(t, srv, "/api/search?searchTerm=qqqxzzvvv").decode(t, &none)
		if none.Sorting.Total != 0 || len(none.Products) != 0 || none.Products == nil {
			t.Fatalf("no match: %+v", none.Sorting)
		}

		// Redirect rules answer redirectUrl.
		var redirect result
		get(t, srv, "/api/search?searchTerm="+url.QueryEscape("gift card")).decode(t, &redirect)
		if redirect.RedirectURL == "" {
			t.Fatal("gift card: no redirectUrl")
		}

		// hiddenFacets leaves facets out.
		var hidden result
		get(t, srv, "/api/search?searchTerm=lamp&hiddenFacets=brand,colour").decode(t, &hidden)
		if hidden.facet("brand") != nil || hidden.facet("colour") != nil || hidden.facet("price") == nil {
			t.Fatal("hiddenFacets not applied")
		}

		// Sorting by price ascending.
		var byPrice result
		get(t, srv, "/api/search?searchTerm=lamp&sortBy=price&sortOrder=ascending").decode(t, &byPrice)
		for i := 1; i < len(byPrice.Products); i++ {
			if byPrice.Products[i].Price.Value < byPrice.Products[i-1].Price.Value {
				t.Fatalf("not sorted by price at %d", i)
			}
		}
	})
}

func hasSelected(opts []option) bool {
	for _, o := range opts {
		if o.Status == "selected" {
			return true
		}
	}
	return false
}

func TestSearchValidation(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		cases := []struct {
			name, path, field, key string
		}{
			{"page not a number", "/api/search?searchTerm=lamp&page=x", "page", "malformed-request"},
			{"page zero", "/api/search?searchTerm=lamp&page=0", "page", "malformed-request"},
			{"bad sort order", "/api/search?searchTerm=lamp&sortOrder=sideways", "sortOrder", "malformed-request"},
			{"bad sort by", "/api/search?sortBy=colourfulness", "sortBy", "malformed-request"},
			{"term too long", "/api/search?searchTerm=" + strings.Repeat("a", 201), "searchTerm", "malformed-request"},
			{"collection missing", "/api/browse", "collection_id", "missing-args"},
			{"facet name missing", "/api/browse/facet?facetValue=x", "facetName", "missing-args"},
			{"facet value missing", "/api/browse/facet?facetName=brand", "facetValue", "missing-args"},
			{"autosuggest too long", "/api/search/autosuggest?term=" + strings.Repeat("a", 201), "term", "malformed-request"},
		}
		for _, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				wantError(t, get(t, srv, tc.path), 400, "ERR_VALIDATION", map[string]string{tc.field: tc.key})
			})
		}
	})
}

func TestBrowseCollection(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		var nav struct {
			Departments []struct {
				Code     string
				Name     string
				Count    int
				Children []struct {
					Code     string
					Children []struct{ Code string }
				}
			}
		}
		get(t, srv, "/api/navigation").decode(t, &nav)
		if len(nav.Departments) < 8 {
			t.Fatalf("%d departments", len(nav.Departments))
		}
		dept := nav.Departments[0]
		if len(dept.Children) == 0 || len(dept.Children[0].Children) == 0 {
			t.Fatalf("department %s is not three levels deep", dept.Code)
		}
		var res result
		get(t, srv, "/api/browse?collection_id="+dept.Code).decode(t, &res)
		if res.Collection == nil || res.Collection.DisplayName != dept.Name {
			t.Fatalf("collection = %+v", res.Collection)
		}
		if res.Sorting.PageSize != 96 || len(res.Products) > 96 {
			t.Fatalf("page size %d, %d products", res.Sorting.PageSize, len(res.Products))
		}
		if res.Sorting.LastPage != ceilDiv(res.Sorting.Total, 96) {
			t.Fatalf("last page %d for total %d", res.Sorting.LastPage, res.Sorting.Total)
		}
		for _, p := range res.Products {
			if !strings.HasPrefix(p.CategoryCode, dept.Code) {
				t.Fatalf("%s (%s) is not in %s", p.Code, p.CategoryCode, dept.Code)
			}
		}
		if cat := res.facet("category"); cat == nil || cat.Data.DisplayType != "nested" {
			t.Fatal("no nested category facet")
		}
		// The last page holds the remainder.
		if res.Sorting.LastPage > 1 {
			var last result
			get(t, srv, "/api/browse?collection_id="+dept.Code+"&page="+strconv.Itoa(res.Sorting.LastPage)).decode(t, &last)
			if want := res.Sorting.Total - 96*(res.Sorting.LastPage-1); len(last.Products) != want {
				t.Fatalf("last page has %d products, want %d", len(last.Products), want)
			}
		}
		wantError(t, get(t, srv, "/api/browse?collection_id=no-such-collection"), 404, "ERR_NOT_FOUND", nil)

		var offers result
		get(t, srv, "/api/browse?collection_id=top-offers").decode(t, &offers)
		if offers.Sorting.Total == 0 {
			t.Fatal("top-offers is empty")
		}

		var byBrand result
		brand := res.facet("brand").Options[0]
		get(t, srv, "/api/browse/facet?facetName=brand&facetValue="+url.QueryEscape(brand.Value)).decode(t, &byBrand)
		if byBrand.Sorting.Total == 0 {
			t.Fatalf("browse by brand %s is empty", brand.Value)
		}
	})
}

func TestAutosuggestAndRecommendations(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		var s struct {
			Products    []summary `json:"products"`
			Suggestions []string  `json:"suggestions"`
		}
		get(t, srv, "/api/search/autosuggest?term=la").decode(t, &s)
		if len(s.Products) == 0 || len(s.Products) > 8 || len(s.Suggestions) == 0 || len(s.Suggestions) > 10 {
			t.Fatalf("autosuggest: %d products, %d suggestions", len(s.Products), len(s.Suggestions))
		}
		var empty struct {
			Products    []summary `json:"products"`
			Suggestions []string  `json:"suggestions"`
		}
		get(t, srv, "/api/search/autosuggest?term=").decode(t, &empty)
		if len(empty.Products) != 0 || len(empty.Suggestions) != 0 {
			t.Fatal("empty term suggests something")
		}

		var res result
		get(t, srv, "/api/search?searchTerm=lamp").decode(t, &res)
		code := res.Products[0].Code
		var rec struct{ Products []summary }
		get(t, srv, "/api/recommendations?productCode="+code+"&pod=pdp-similar").decode(t, &rec)
		if len(rec.Products) == 0 || len(rec.Products) > 8 {
			t.Fatalf("%d recommendations", len(rec.Products))
		}
		for _, p := range rec.Products {
			if p.Code == code {
				t.Fatal("recommends the product itself")
			}
		}
		var home struct{ Products []summary }
		get(t, srv, "/api/recommendations?pod=home-trending").decode(t, &home)
		if len(home.Products) != 8 {
			t.Fatalf("home-trending gave %d", len(home.Products))
		}
		wantError(t, get(t, srv, "/api/recommendations?productCode=P9999999"), 404, "ERR_NOT_FOUND", nil)
	})
}

type detail struct {
	Product struct {
		summary
		BaseProductCode           string `json:"baseProductCode"`
		SelectedVariantCode       string `json:"selectedVariantCode"`
		OnePassExclusiveStartDate *int64 `json:"onePassExclusiveStartDate"`
		OnePassEndDate            *int64 `json:"onePassEndDate"`
		ProductType               string `json:"productType"`
		Breadcrumbs               []struct{ Code, Name, URL string }
		Variants                  []struct {
			Code, URL, Colour, Size string
			Images                  []string
			HDStockLevelStatus      string `json:"hdStockLevelStatus"`
		}
	} `json:"product"`
	LookData       map[string]json.RawMessage `json:"lookData"`
	EndOfLifeLinks []json.RawMessage          `json:"endOfLifeLinks"`
}

func TestProductDetails(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		var res result
		get(t, srv, "/api/search?searchTerm=lamp").decode(t, &res)
		base := res.Products[0]
		var d detail
		r := get(t, srv, "/api/products/"+base.Code)
		r.decode(t, &d)
		if d.Product.Code != base.Code || d.Product.BaseProductCode != base.Code || len(d.Product.Variants) == 0 {
			t.Fatalf("detail = %+v", d.Product.summary)
		}
		if d.LookData == nil || d.EndOfLifeLinks == nil {
			t.Fatal("lookData and endOfLifeLinks must be present")
		}
		if d.Product.OnePassExclusiveStartDate == nil || d.Product.OnePassEndDate == nil {
			t.Fatal("OnePass dates must be integers, present even when zero")
		}
		if len(d.Product.Breadcrumbs) != 3 {
			t.Fatalf("breadcrumbs = %+v", d.Product.Breadcrumbs)
		}
		if raw := string(r.Data); strings.Contains(raw, "onepass") {
			t.Fatal("lower-case onepass field names must be converted")
		}
		// By variant code: the same product with that variant selected.
		v := d.Product.Variants[len(d.Product.Variants)-1]
		var dv detail
		get(t, srv, "/api/products/"+v.Code).decode(t, &dv)
		if dv.Product.Code != base.Code || dv.Product.SelectedVariantCode != v.Code {
			t.Fatalf("by variant: code %s selected %s", dv.Product.Code, dv.Product.SelectedVariantCode)
		}
		if !strings.HasSuffix(v.URL, "/"+v.Code) || len(v.Images) != 3 || v.HDStockLevelStatus == "" {
			t.Fatalf("variant = %+v", v)
		}
		wantError(t, get(t, srv, "/api/products/P9999999"), 404, "ERR_NOT_FOUND", nil)
		wantError(t, get(t, srv, "/api/products/"+url.PathEscape("<bad code>")), 404, "ERR_NOT_FOUND", nil)
	})
}

func TestStockAndStores(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		var near struct {
			Stores []struct {
				StoreNumber string  `json:"storeNumber"`
				Name        string  `json:"name"`
				DistanceKm  float64 `json:"distanceKm"`
			}
		}
		get(t, srv, "/api/stores/nearest?geo=-33.8688,151.2093").decode(t, &near)
		if len(near.Stores) == 0 || near.Stores[0].DistanceKm > 50 {
			t.Fatalf("nearest to Sydney: %+v", near.Stores)
		}
		num := near.Stores[0].StoreNumber
		var st struct {
			Store struct {
				StoreNumber  string `json:"storeNumber"`
				OpeningHours []any  `json:"openingHours"`
				Address      struct {
					PostalCode string `json:"postalCode"`
				}
			}
		}
		get(t, srv, "/api/stores/"+num).decode(t, &st)
		if st.Store.StoreNumber != num || len(st.Store.OpeningHours) != 7 || len(st.Store.Address.PostalCode) != 4 {
			t.Fatalf("store = %+v", st.Store)
		}
		wantError(t, get(t, srv, "/api/stores/0000"), 404, "ERR_STORE_UNAVAILABLE", nil)
		wantError(t, get(t, srv, "/api/stores/nearest?geo=north"), 400, "ERR_VALIDATION", map[string]string{"geo": "malformed-request"})
		wantError(t, get(t, srv, "/api/stores/nearest"), 400, "ERR_VALIDATION", map[string]string{"geo": "missing-args"})
		wantError(t, get(t, srv, "/api/stores/nearest?encGeo=ail"), 400, "ERR_VALIDATION", map[string]string{"encGeo": "malformed-request"})
		// The same point as a geohash (encGeo) finds the same stores.
		var byHash struct {
			Stores []struct{ StoreNumber string }
		}
		get(t, srv, "/api/stores/nearest?encGeo=r3gx2f9").decode(t, &byHash)
		if len(byHash.Stores) == 0 || byHash.Stores[0].StoreNumber != num {
			t.Fatalf("nearest to Sydney's geohash: %+v, want %s first", byHash.Stores, num)
		}

		var res result
		get(t, srv, "/api/search?searchTerm=lamp").decode(t, &res)
		var d detail
		get(t, srv, "/api/products/"+res.Products[0].Code).decode(t, &d)
		codes := []string{}
		for _, v := range d.Product.Variants {
			codes = append(codes, v.Code)
		}
		var ss struct {
			StockData    map[string]map[string]map[string]any `json:"stockData"`
			StoreNumbers []string                             `json:"storeNumbers"`
		}
		get(t, srv, "/api/stock/stores?baseProductCode="+d.Product.Code+"&variants="+strings.Join(codes, ",")+"&locations="+num+"&deliveryTypes=CNC").decode(t, &ss)
		for _, c := range codes {
			switch ss.StockData[c][num]["stockLevelStatus"] {
			case "inStock", "lowStock", "outOfStock":
			default:
				t.Fatalf("store stock of %s at %s: %v", c, num, ss.StockData[c])
			}
			if _, ok := ss.StockData[c][num]["ccStock"].(float64); !ok {
				t.Fatalf("store stock of %s at %s has no ccStock units: %v", c, num, ss.StockData[c])
			}
		}
		var os struct {
			StockData map[string]map[string]any `json:"stockData"`
		}
		get(t, srv, "/api/stock/online?variants="+strings.Join(codes, ",")).decode(t, &os)
		if os.StockData[codes[0]]["hdStockLevelStatus"] == "" {
			t.Fatalf("online stock: %v", os.StockData)
		}
		if _, ok := os.StockData[codes[0]]["hdStock"].(float64); !ok {
			t.Fatalf("online stock has no hdStock units: %v", os.StockData)
		}
		wantError(t, get(t, srv, "/api/stock/stores?locations="+num), 400, "ERR_VALIDATION", map[string]string{"variants": "missing-args"})
		wantError(t, get(t, srv, "/api/stock/online"), 400, "ERR_VALIDATION", map[string]string{"variants": "missing-args"})
	})
}

func TestSearchLocation(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		var loc struct {
			Results []struct{ Suburb, State, PostalCode string }
		}
		get(t, srv, "/api/locations?searchTerm=parramatta").decode(t, &loc)
		if len(loc.Results) == 0 || loc.Results[0].Suburb != "Parramatta" || loc.Results[0].PostalCode != "2150" || loc.Results[0].State != "NSW" {
			t.Fatalf("parramatta: %+v", loc.Results)
		}
		get(t, srv, "/api/locations?searchTerm=3000").decode(t, &loc)
		if len(loc.Results) == 0 || loc.Results[0].State != "VIC" {
			t.Fatalf("3000: %+v", loc.Results)
		}
		const msg = "Please enter a valid postcode or suburb"
		wantError(t, get(t, srv, "/api/locations?searchTerm="), 400, "ERR_VALIDATION", map[string]string{"searchTerm": msg})
		wantError(t, get(t, srv, "/api/locations?searchTerm="+strings.Repeat("a", 33)), 400, "ERR_VALIDATION", map[string]string{"searchTerm": msg})
		get(t, srv, "/api/locations?searchTerm="+strings.Repeat("a", 32)).decode(t, &loc)
	})
}

// TestOneStockRule: product details and online stock report the same statuses for every delivery
// mode, bulky items included (express delivery never carries them).
func TestOneStockRule(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		var res struct {
			Products []struct {
				Code  string `json:"code"`
				Bulky bool   `json:"bulky"`
			} `json:"products"`
		}
		get(t, srv, "/api/search?searchTerm=&page=1").decode(t, &res)
		checked := 0
		for page := 1; checked < 3 && page < 30; page++ {
			get(t, srv, "/api/search?searchTerm=&page="+strconv.Itoa(page)).decode(t, &res)
			for _, p := range res.Products {
				if !p.Bulky {
					continue
				}
				var d struct {
					Product struct {
						Variants []struct {
							Code string `json:"code"`
							HD   string `json:"hdStockLevelStatus"`
							ED   string `json:"edStockLevelStatus"`
						} `json:"variants"`
					} `json:"product"`
				}
				get(t, srv, "/api/products/"+p.Code).decode(t, &d)
				codes := []string{}
				for _, v := range d.Product.Variants {
					codes = append(codes, v.Code)
				}
				var os struct {
					StockData map[string]struct {
						HD string `json:"hdStockLevelStatus"`
						ED string `json:"edStockLevelStatus"`
					} `json:"stockData"`
				}
				get(t, srv, "/api/stock/online?variants="+strings.Join(codes, ",")).decode(t, &os)
				for _, v := range d.Product.Variants {
					o := os.StockData[v.Code]
					if v.ED != "outOfStock" || o.ED != v.ED || o.HD != v.HD {
						t.Fatalf("bulky %s variant %s: details HD %s ED %s, online stock HD %s ED %s", p.Code, v.Code, v.HD, v.ED, o.HD, o.ED)
					}
				}
				checked++
			}
		}
		if checked == 0 {
			t.Fatal("no bulky product found to check")
		}
	})
}

// TestHugePage: an out-of-range page is a validation error on every listing, never a 500.
func TestHugePage(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		for _, path := range []string{
			"/api/search?searchTerm=lamp&page=",
			"/api/browse?collection_id=home&page=",
			"/api/browse/facet?facetName=brand&facetValue=Wattle%20Home&page=",
		} {
			for _, page := range []string{"9223372036854775807", "10001", "0", "-1", "x"} {
				wantError(t, get(t, srv, path+page), 400, "ERR_VALIDATION", map[string]string{"page": "malformed-request"})
			}
		}
	})
}

// TestEveryFieldErrorAtOnce: a listing reports all its bad parameters in one answer.
func TestEveryFieldErrorAtOnce(t *testing.T) {
	eachEngine(t, func(t *testing.T, srv *httptest.Server) {
		wantError(t, get(t, srv, "/api/browse?page=0&sortOrder=sideways"), 400, "ERR_VALIDATION",
			map[string]string{"collection_id": "missing-args", "page": "malformed-request", "sortOrder": "malformed-request"})
		wantError(t, get(t, srv, "/api/browse/facet?page=x"), 400, "ERR_VALIDATION",
			map[string]string{"facetName": "missing-args", "facetValue": "missing-args", "page": "malformed-request"})
	})
}

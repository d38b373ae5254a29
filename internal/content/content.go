// Package content holds the merchandising content of the shop's pages: home page slots, banners and
// popular searches. Slots that list products are filled from the live catalogue index, so they only
// ever show products that exist and can be bought.
package content

import (
	"time"

	"github.com/wattle/storefront/internal/search"
)

// Slide is one hero banner.
type Slide struct {
	ID       string `json:"id"`
	Title    string `json:"title"`
	Text     string `json:"text"`
	CTA      Link   `json:"cta"`
	ImageURL string `json:"imageUrl"`
	Theme    string `json:"theme" enum:"gold,teal,ink,sky"` // the banner's colour scheme
}

// Link is a labelled URL.
type Link struct {
	Label string `json:"label"`
	URL   string `json:"url"`
}

// Department is a home page department tile.
type Department struct {
	Code    string `json:"code"`
	Name    string `json:"name"`
	URL     string `json:"url"`
	IconURL string `json:"iconUrl"`
}

// Banner is a promotional strip.
type Banner struct {
	Title string `json:"title"`
	Text  string `json:"text"`
	CTA   Link   `json:"cta"`
}

// Home is the home page.
type Home struct {
	Hero            []Slide          `json:"hero"`
	Departments     []Department     `json:"departments"`
	TopOffers       []search.Summary `json:"topOffers"`
	NewArrivals     []search.Summary `json:"newArrivals"`
	OnePassBanner   Banner           `json:"onePassBanner"`
	PopularSearches []string         `json:"popularSearches"`
}

// railSize is how many products a home page rail shows.
const railSize = 12

// hero is the merchandising calendar's current slides. In a real deployment these come from the
// content team's tool; the demo ships a sensible set.
var hero = []Slide{
	{ID: "summer-living", Title: "Summer living is here", Text: "Outdoor furniture, lighting and entertaining pieces for long warm evenings.",
		CTA: Link{"Shop outdoor", "/c/outdoor"}, ImageURL: "/img/icon/sun.svg", Theme: "gold"},
	{ID: "onepass", Title: "Free delivery with OnePass", Text: "Members get free delivery on eligible items, member prices and early access. Try 30 days free.",
		CTA: Link{"See member prices", "/c/onepass"}, ImageURL: "/img/icon/truck.svg", Theme: "teal"},
	{ID: "top-offers", Title: "Top offers this week", Text: "Hundreds of prices cut across home, fashion and tech.",
		CTA: Link{"Shop top offers", "/c/top-offers"}, ImageURL: "/img/icon/tag.svg", Theme: "ink"},
	{ID: "gift-cards", Title: "The gift they'll love", Text: "Physical and digital gift cards, delivered free or sent in minutes.",
		CTA: Link{"Shop gift cards", "/c/gift-cards"}, ImageURL: "/img/icon/gift.svg", Theme: "sky"},
}

var popular = []string{"table lamp", "bath towels", "quilt cover set", "air fryer", "kids pyjamas", "headphones", "dinner set", "outdoor chair"}

// HomeContent assembles the home page from the index at now.
func HomeContent(ix *search.Index, now time.Time, departmentIcon func(code string) string) Home {
	h := Home{
		Hero:            hero,
		PopularSearches: popular,
		OnePassBanner: Banner{
			Title: "OnePass", Text: "Free delivery on eligible items — try 30 days free",
			CTA: Link{"Start free trial", "/c/onepass"},
		},
	}
	tree := ix.Tree()
	h.Departments = make([]Department, 0, len(tree)) // a list is never null on the wire
	for _, d := range tree {
		h.Departments = append(h.Departments, Department{Code: d.Code, Name: d.Name, URL: "/c/" + d.Code, IconURL: "/img/icon/" + departmentIcon(d.Code) + ".svg"})
	}
	h.TopOffers = rail(ix, "top-offers", "discount", now)
	h.NewArrivals = rail(ix, "new-arrivals", "newest", now)
	return h
}

func rail(ix *search.Index, collection, sortBy string, now time.Time) []search.Summary {
	res := ix.Search(search.Query{Collection: collection, SortBy: sortBy, Page: 1, PageSize: railSize, Now: now, HiddenFacets: []string{"category", "brand", "colour", "size", "price", "rating", "inStock", "onePass"}})
	if res.Products == nil {
		return []search.Summary{}
	}
	return res.Products
}

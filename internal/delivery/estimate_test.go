package delivery

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/platform/clock"
	"github.com/wattle/storefront/internal/platform/validate"
)

// week is a store's usual week: late night Thursday, short Saturday, closed on Sunday.
var week = Week{"09:00-17:30", "09:00-17:30", "09:00-17:30", "09:00-21:00", "09:00-17:30", "09:00-17:00", "Closed"}

func zoned(t *testing.T, state, s string) time.Time {
	t.Helper()
	v, err := time.ParseInLocation("2006-01-02 15:04", s, Zone(state))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// In November 2026 Melbourne and Sydney are on daylight time (UTC+11), Brisbane is not (UTC+10),
// Perth is UTC+8. 2026-11-20 is a Friday.
func TestEstimateClickAndCollect(t *testing.T) {
	t.Parallel()
	vic := Site{Number: "3001", State: "VIC", Hours: week, Collects: true}
	cases := []struct {
		name             string
		now              string // Melbourne time
		site             Site
		storeQty, online int
		qty              int
		want             string // Melbourne time; "" for no promise
		same, unfulfil   bool
		text             string
	}{
		{"open, in good time: two hours from now", "2026-11-19 10:15", vic, 3, 0, 1, "2026-11-19 12:15", true, false, "Ready to collect today from 12:15pm"},
		{"exactly two hours before closing still counts", "2026-11-18 15:30", vic, 3, 0, 1, "2026-11-18 17:30", true, false, "Ready to collect today from 5:30pm"},
		{"too close to closing: two hours after the next opening", "2026-11-18 15:31", vic, 3, 0, 1, "2026-11-19 11:00", true, false, "Ready to collect tomorrow from 11am"},
		{"late night Thursday", "2026-11-19 18:00", vic, 3, 0, 1, "2026-11-19 20:00", true, false, "Ready to collect today from 8pm"},
		{"before opening: two hours after opening today", "2026-11-19 07:00", vic, 3, 0, 1, "2026-11-19 11:00", true, false, "Ready to collect today from 11am"},
		{"Saturday evening skips the closed Sunday", "2026-11-21 16:00", vic, 3, 0, 1, "2026-11-23 11:00", true, false, "Ready to collect Mon 23 Nov from 11am"},
		{"on a closed day: the next opening", "2026-11-22 12:00", vic, 3, 0, 1, "2026-11-23 11:00", true, false, "Ready to collect tomorrow from 11am"},
		{"not enough on the shelf: transfer from the online pot, 3 business days", "2026-11-16 10:00", vic, 1, 50, 2, "2026-11-19 11:00", false, false, "Ready to collect Thu 19 Nov from 11am"},
		{"transfer after the 2pm cut-off dispatches tomorrow", "2026-11-16 14:00", vic, 0, 50, 1, "2026-11-20 11:00", false, false, "Ready to collect Fri 20 Nov from 11am"},
		{"transfer ordered on Friday evening arrives Thursday", "2026-11-20 18:00", vic, 0, 50, 1, "2026-11-26 11:00", false, false, "Ready to collect Thu 26 Nov from 11am"},
		{"no stock anywhere", "2026-11-19 10:00", vic, 0, 0, 1, "", false, true, ""},
		{"a store that never opens cannot promise", "2026-11-19 10:00", Site{Number: "9", State: "VIC", Collects: true}, 5, 0, 1, "", false, true, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e := EstimateFor(Input{Mode: ClickAndCollect, Now: zoned(t, "VIC", tc.now), Site: tc.site,
				StoreQty: tc.storeQty, OnlineQty: tc.online, Quantity: tc.qty})
			if !e.Available || e.SameStore != tc.same || e.Unfulfilled != tc.unfulfil || e.Text != tc.text {
				t.Fatalf("estimate = %+v", e)
			}
			if tc.want == "" {
				if !e.Earliest.IsZero() || len(e.Locations) != 0 {
					t.Fatalf("a promise without stock: %+v", e)
				}
				return
			}
			if want := zoned(t, "VIC", tc.want); !e.Earliest.Equal(want) || !e.Latest.Equal(want) {
				t.Fatalf("ready at %v, want %v", e.Earliest, want)
			}
			if wantLoc := map[bool]string{true: tc.site.Number, false: OnlinePot}[tc.same]; len(e.Locations) != 1 || e.Locations[0] != wantLoc {
				t.Fatalf("locations %v, want %s", e.Locations, wantLoc)
			}
		})
	}
	if e := EstimateFor(Input{Mode: ClickAndCollect, Now: time.Now(), Site: Site{State: "VIC", Hours: week}, StoreQty: 9}); e.Available {
		t.Fatalf("a store without click and collect answered %+v", e)
	}
}

// TestEstimateStoreTimeZone: a store's hours are its own state's: 4:30pm on a Wednesday in
// Melbourne is 1:30pm in Perth, in good time for a Perth store closing at 5:30pm.
func TestEstimateStoreTimeZone(t *testing.T) {
	t.Parallel()
	now := zoned(t, "VIC", "2026-11-18 16:30")
	perth := EstimateFor(Input{Mode: ClickAndCollect, Now: now, Site: Site{State: "WA", Hours: week, Collects: true}, StoreQty: 1, Quantity: 1})
	if want := zoned(t, "WA", "2026-11-18 15:30"); !perth.Earliest.Equal(want) || perth.Text != "Ready to collect today from 3:30pm" {
		t.Fatalf("Perth: %v %q, want %v", perth.Earliest, perth.Text, want)
	}
	melb := EstimateFor(Input{Mode: ClickAndCollect, Now: now, Site: Site{State: "VIC", Hours: week, Collects: true}, StoreQty: 1, Quantity: 1})
	if want := zoned(t, "VIC", "2026-11-19 11:00"); !melb.Earliest.Equal(want) {
		t.Fatalf("Melbourne: %v, want %v", melb.Earliest, want)
	}
	if _, off := perth.Earliest.Zone(); off != 8*3600 {
		t.Fatalf("a Perth promise is not in Perth time: %v", perth.Earliest)
	}
}

func TestEstimateHomeDelivery(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, postcode, state, now string
		online, qty                int
		from, to                   string // local dates at 6pm
		text                       string
	}{
		{"metro before the cut-off: dispatched today, 1-2 days", "3121", "VIC", "2026-11-16 13:59", 10, 1, "2026-11-17", "2026-11-18", "Delivered tomorrow to Wed 18 Nov"},
		{"metro after the cut-off: dispatched tomorrow", "3121", "VIC", "2026-11-16 14:00", 10, 1, "2026-11-18", "2026-11-19", "Delivered Wed 18 Nov to Thu 19 Nov"},
		{"Friday afternoon rolls over the weekend", "2000", "NSW", "2026-11-20 15:00", 10, 1, "2026-11-24", "2026-11-25", "Delivered Tue 24 Nov to Wed 25 Nov"},
		{"Saturday order: dispatched Monday", "2000", "NSW", "2026-11-21 09:00", 10, 1, "2026-11-24", "2026-11-25", "Delivered Tue 24 Nov to Wed 25 Nov"},
		{"regional 3-5 days", "2650", "NSW", "2026-11-16 09:00", 10, 1, "2026-11-19", "2026-11-23", "Delivered Thu 19 Nov to Mon 23 Nov"},
		{"remote 5-8 days", "0870", "NT", "2026-11-16 09:00", 10, 1, "2026-11-23", "2026-11-26", "Delivered Mon 23 Nov to Thu 26 Nov"},
		{"Christmas and Boxing Day are not business days", "3000", "VIC", "2026-12-24 10:00", 10, 1, "2026-12-28", "2026-12-29", "Delivered Mon 28 Dec to Tue 29 Dec"},
		{"Brisbane has no daylight saving: 1:30pm there is before the cut-off", "4000", "QLD", "2026-11-16 13:30", 10, 1, "2026-11-17", "2026-11-18", "Delivered tomorrow to Wed 18 Nov"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e := EstimateFor(Input{Mode: HomeDelivery, Now: zoned(t, tc.state, tc.now), Postcode: tc.postcode, OnlineQty: tc.online, Quantity: tc.qty})
			if !e.Available || e.Unfulfilled || e.SameStore || len(e.Locations) != 1 || e.Locations[0] != OnlinePot {
				t.Fatalf("estimate = %+v", e)
			}
			from, to := zoned(t, tc.state, tc.from+" 18:00"), zoned(t, tc.state, tc.to+" 18:00")
			if !e.Earliest.Equal(from) || !e.Latest.Equal(to) || e.Text != tc.text {
				t.Fatalf("got %v – %v %q, want %v – %v %q", e.Earliest, e.Latest, e.Text, from, to, tc.text)
			}
		})
	}
	if e := EstimateFor(Input{Mode: HomeDelivery, Now: time.Now(), Postcode: "3000", OnlineQty: 1, Quantity: 2}); !e.Available || !e.Unfulfilled || !e.Latest.IsZero() {
		t.Fatalf("two of one: %+v", e)
	}
	if e := EstimateFor(Input{Mode: HomeDelivery, Now: time.Now(), Postcode: "0000", OnlineQty: 9}); e.Available {
		t.Fatalf("postcode 0000: %+v", e)
	}
}

func TestEstimateExpress(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, postcode, state, now, want, text string
	}{
		{"before noon: today by 9pm", "3000", "VIC", "2026-11-16 11:59", "2026-11-16 21:00", "Delivered today by 9pm"},
		{"at noon: tomorrow", "3000", "VIC", "2026-11-16 12:00", "2026-11-17 21:00", "Delivered tomorrow by 9pm"},
		{"Saturday morning runs", "2000", "NSW", "2026-11-21 10:00", "2026-11-21 21:00", "Delivered today by 9pm"},
		{"Saturday afternoon skips Sunday", "2000", "NSW", "2026-11-21 13:00", "2026-11-23 21:00", "Delivered Mon 23 Nov by 9pm"},
		{"Sunday: Monday", "6000", "WA", "2026-11-22 08:00", "2026-11-23 21:00", "Delivered tomorrow by 9pm"},
		{"Perth's noon is Perth's", "6000", "WA", "2026-11-16 11:00", "2026-11-16 21:00", "Delivered today by 9pm"},
		{"Christmas Eve afternoon skips Christmas, Boxing Day (a Saturday in 2026) and Sunday", "3000", "VIC", "2026-12-24 13:00", "2026-12-28 21:00", "Delivered Mon 28 Dec by 9pm"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e := EstimateFor(Input{Mode: Express, Now: zoned(t, tc.state, tc.now), Postcode: tc.postcode, OnlineQty: 3, Quantity: 1})
			if want := zoned(t, tc.state, tc.want); !e.Available || e.Unfulfilled || !e.Earliest.Equal(want) || e.Text != tc.text {
				t.Fatalf("got %+v, want %v %q", e, want, tc.text)
			}
		})
	}
	if e := EstimateFor(Input{Mode: Express, Now: time.Now(), Postcode: "2650", OnlineQty: 3}); e.Available {
		t.Fatalf("express to regional Wagga Wagga: %+v", e)
	}
	if e := EstimateFor(Input{Mode: Express, Now: time.Now(), Postcode: "3000", OnlineQty: 0}); !e.Available || !e.Unfulfilled {
		t.Fatalf("express without stock: %+v", e)
	}
}

func TestExpressDays(t *testing.T) {
	t.Parallel()
	for day, want := range map[string]bool{"2026-11-21": true, "2026-11-22": false, "2026-12-25": false, "2026-12-26": false, "2027-01-26": false, "2026-11-23": true} {
		if got := ExpressDay(zoned(t, "VIC", day+" 10:00")); got != want {
			t.Errorf("ExpressDay(%s) = %v, want %v", day, got, want)
		}
	}
}

func TestLocationGroup(t *testing.T) {
	t.Parallel()
	cases := []struct {
		pc, group, region string
		ok                bool
	}{
		{"3121", "VIC_METRO", "VIC", true},
		{"2650", "NSW_REGIONAL", "NSW", true},
		{"0870", "NT_REMOTE", "NT", true},
		{"0800", "NT_REGIONAL", "NT", true},
		{"6725", "WA_REMOTE", "WA", true},
		{"2600", "ACT_METRO", "ACT", true},
		{"7000", "TAS_METRO", "TAS", true},
		{"0000", "", "", false},
		{"12", "", "", false},
	}
	for _, tc := range cases {
		g, ok := GroupOf(tc.pc)
		if ok != tc.ok || g.Group != tc.group || g.RegionID != tc.region {
			t.Errorf("GroupOf(%s) = %+v %v, want %s %s", tc.pc, g, ok, tc.group, tc.region)
		}
	}
}

func TestParseOpening(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]Opening{
		"09:00-17:30": {Open: 9 * time.Hour, Close: 17*time.Hour + 30*time.Minute},
		"Closed":      {Closed: true},
		"17:00-09:00": {Closed: true},
		"9-5":         {Closed: true},
		"":            {Closed: true},
	} {
		if got := ParseOpening(in); got != want {
			t.Errorf("ParseOpening(%q) = %+v, want %+v", in, got, want)
		}
	}
}

func TestParseRequest(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name                    string
		variant, store, pc, qty string
		modes                   []string
		fields                  map[string]string
	}{
		{"CNC needs a store", "61000001", "", "", "", []string{"CNC"}, map[string]string{"storeNumber": validate.MissingArgs}},
		{"HD and ED need a postcode", "61000001", "", "", "", []string{"HD", "ED"}, map[string]string{"postalCode": validate.MissingArgs}},
		{"a postcode that is not Australian", "61000001", "", "0001", "", []string{"HD"}, map[string]string{"postalCode": validate.MalformedRequest}},
		{"no mode, no variant", "", "", "", "", nil, map[string]string{"mode": validate.MissingArgs, "variant": validate.MissingArgs}},
		{"unknown mode", "61000001", "", "3000", "", []string{"XX"}, map[string]string{"mode": validate.MalformedRequest}},
		{"quantity out of range", "61000001", "3001", "", "0", []string{"cnc"}, map[string]string{"quantity": validate.MalformedRequest}},
		{"fine", "61000001", "3001", "3000", "2", []string{"CNC", "hd", "HD"}, nil},
	}
	for _, tc := range cases {
		r, err := ParseRequest(tc.variant, tc.store, tc.pc, tc.modes, tc.qty)
		ve, _ := validate.As(err)
		if tc.fields == nil {
			if err != nil || len(r.Modes) != 2 || r.Quantity != 2 {
				t.Errorf("%s: %+v %v", tc.name, r, err)
			}
			continue
		}
		if ve == nil || len(ve.Fields) != len(tc.fields) {
			t.Errorf("%s: err = %v, want %v", tc.name, err, tc.fields)
			continue
		}
		for f, k := range tc.fields {
			if ve.Fields[f] != k {
				t.Errorf("%s: %s = %q, want %q", tc.name, f, ve.Fields[f], k)
			}
		}
	}
}

type fakeProducts map[string]catalog.Product

func (f fakeProducts) Product(_ context.Context, code string) (catalog.Product, error) {
	for _, p := range f {
		if p.Code == code {
			return p, nil
		}
		for _, v := range p.Variants {
			if v.Code == code {
				return p, nil
			}
		}
	}
	return catalog.Product{}, catalog.ErrNotFound
}

type fakeStock struct{ store, online, express int }

func (f fakeStock) Quantities(_ context.Context, vs, ls []string) (map[string]map[string]int, error) {
	return map[string]map[string]int{vs[0]: {ls[0]: f.store}}, nil
}

func (f fakeStock) OnlineStock(_ context.Context, vs []string) (map[string]catalog.VariantStock, error) {
	return map[string]catalog.VariantStock{vs[0]: {HDQty: f.online, EDQty: f.express}}, nil
}

type fakeStores []location.Store

func (f fakeStores) Store(n string) (location.Store, error) {
	for _, s := range f {
		if s.Number == n {
			return s, nil
		}
	}
	return location.Store{}, location.ErrStoreNotFound
}

func TestServiceEstimate(t *testing.T) {
	t.Parallel()
	products := fakeProducts{
		"lamp": {Code: "P1", Variants: []catalog.Variant{{Code: "11", Price: 4900}}},
		"sofa": {Code: "P2", Bulky: true, Variants: []catalog.Variant{{Code: "21", Price: 99900}}},
	}
	stores := fakeStores{{Number: "3001", Address: location.Address{State: "VIC"}, Hours: week, CollectionPoints: []string{"Service desk"}}}
	now := zoned(t, "VIC", "2026-11-16 10:00")
	s := NewService(products, fakeStock{store: 0, online: 8, express: 0}, stores, clock.NewFixed(now))
	q, err := s.Estimate(context.Background(), Request{Variant: "21", StoreNumber: "3001", Postcode: "3000",
		Modes: []Mode{ClickAndCollect, HomeDelivery, Express}, Quantity: 1}, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(q) != 3 || q[0].SameStore || q[0].Unfulfilled || q[1].Unfulfilled || !q[2].Unfulfilled {
		t.Fatalf("quotes = %+v", q)
	}
	if q[0].Cost.Total != 0 || q[1].Cost.Total != BulkyFee || !q[1].Cost.Waived || q[2].Cost.Total != ExpressFee {
		t.Fatalf("costs = %+v %+v %+v", q[0].Cost, q[1].Cost, q[2].Cost)
	}
	if _, err := s.Estimate(context.Background(), Request{Variant: "11", StoreNumber: "9999", Modes: []Mode{ClickAndCollect}, Quantity: 1}, false); !errors.Is(err, location.ErrStoreNotFound) {
		t.Fatalf("unknown store: %v", err)
	}
	if _, err := s.Estimate(context.Background(), Request{Variant: "P1", Postcode: "3000", Modes: []Mode{HomeDelivery}, Quantity: 1}, false); !errors.Is(err, ErrNotVariant) {
		t.Fatalf("base code: %v", err)
	}
	if _, err := s.Estimate(context.Background(), Request{Variant: "99", Postcode: "3000", Modes: []Mode{HomeDelivery}, Quantity: 1}, false); !errors.Is(err, catalog.ErrNotFound) {
		t.Fatalf("unknown variant: %v", err)
	}
	lamp, _ := s.Estimate(context.Background(), Request{Variant: "11", Postcode: "3000", Modes: []Mode{HomeDelivery}, Quantity: 1}, true)
	if lamp[0].Cost.Total != HomeDeliveryFee || lamp[0].Cost.Waived || lamp[0].Estimate.Text == "" {
		t.Fatalf("lamp by HD: %+v", lamp[0])
	}
}

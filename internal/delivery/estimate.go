package delivery

import "time"

// The promise rules (docs/delivery.md). They are a department store's usual ones: a store picks a
// collection order in two hours; the distribution centre dispatches the same business day when the
// order is in by 2pm; couriers take one to eight business days by region; express is a same-day
// courier in the capital cities.
const (
	// PickTime is how long a store takes to pick and pack a click and collect order from its shelves.
	PickTime = 2 * time.Hour
	// TransferDays is how many business days stock takes from the distribution centre to a store.
	TransferDays = 3
	// DispatchCutoff is the local time of day by which an order is dispatched the same business day.
	DispatchCutoff = 14 * time.Hour
	// ExpressCutoff is the local time of day by which an express order is delivered the same day.
	ExpressCutoff = 12 * time.Hour
	// ExpressBy is the local time of day by which an express order arrives.
	ExpressBy = 21 * time.Hour
	// DeliveredBy is the local time of day by which a courier's home delivery arrives.
	DeliveredBy = 18 * time.Hour
)

// Region is how far from a capital city a postcode is, which sets the courier's transit time.
type Region string

// The regions.
const (
	Metro    Region = "METRO"
	Regional Region = "REGIONAL"
	Remote   Region = "REMOTE"
)

// remoteRanges are the postcodes couriers treat as remote (outback and island areas): the Northern
// Territory beyond Darwin and Palmerston, WA's Goldfields, Pilbara and Kimberley, outback SA and
// NSW, far north and western Queensland, and Tasmania's Bass Strait islands.
var remoteRanges = [][2]int{
	{833, 999}, {6430, 6799}, {5710, 5799}, {2832, 2836}, {2878, 2880},
	{4470, 4499}, {4735, 4736}, {4825, 4830}, {4871, 4895}, {7255, 7257},
}

// RegionOf returns the region of a 4-digit Australian postcode, and false when it is not one.
func RegionOf(postcode string) (Region, bool) {
	if StateOf(postcode) == "" {
		return "", false
	}
	if ExpressEligible(postcode) {
		return Metro, true
	}
	n, _ := postcodeNumber(postcode)
	for _, r := range remoteRanges {
		if n >= r[0] && n <= r[1] {
			return Remote, true
		}
	}
	return Regional, true
}

// Transit is the courier's home delivery time after dispatch, in business days, by region.
func Transit(r Region) (lo, hi int) {
	switch r {
	case Metro:
		return 1, 2
	case Remote:
		return 5, 8
	}
	return 3, 5
}

// LocationGroup is the stock pot a postcode is served from (getLocationGroup): the state's
// distribution region and how far out the postcode is.
type LocationGroup struct {
	// Group is "<STATE>_<REGION>", e.g. "VIC_METRO"; the search's spLocationGroup.
	Group string
	// RegionID is the state or territory whose distribution centre serves the postcode.
	RegionID string
	Region   Region
}

// GroupOf returns the location group of a 4-digit postcode, and false when it is not Australian.
func GroupOf(postcode string) (LocationGroup, bool) {
	r, ok := RegionOf(postcode)
	if !ok {
		return LocationGroup{}, false
	}
	st := StateOf(postcode)
	return LocationGroup{Group: st + "_" + string(r), RegionID: st, Region: r}, true
}

// Site is where a click and collect order is picked up: what the estimate needs of a store.
type Site struct {
	Number string
	// State sets the time zone of the store's hours.
	State string
	Hours Week
	// Collects reports whether the store offers click and collect at all.
	Collects bool
}

// Input is one estimate's question: a quantity of one variant by one mode, with the stock where it
// could come from, at a moment.
type Input struct {
	Mode     Mode
	Now      time.Time
	Quantity int
	// Site is the pickup store (CNC).
	Site Site
	// StoreQty is the variant's units at Site (CNC).
	StoreQty int
	// OnlineQty is the variant's units in the online pot for the mode: for ED, what may go express
	// (inventory.Online's EDQty).
	OnlineQty int
	// Postcode is the delivery postcode, 4 digits (HD, ED).
	Postcode string
}

// Estimate is when an order can be expected by one mode.
type Estimate struct {
	Mode Mode
	// Available is false when the mode does not run there at all (express outside its areas, a
	// store without click and collect, a postcode that is not Australian).
	Available bool
	// Unfulfilled is true when the mode runs there but the stock cannot cover the quantity.
	Unfulfilled bool
	// SameStore is true when a collection comes off the pickup store's own shelves.
	SameStore bool
	// Locations are where the stock comes from: a store number or "online".
	Locations []string
	// Earliest and Latest bound the promise; they are equal except for home delivery. Zero when
	// there is no promise.
	Earliest, Latest time.Time
	// Text is the promise in words, in the store's or the postcode's local time.
	Text string
}

// OnlinePot is the location key of the distribution centre's stock (catalog.OnlineLocation).
const OnlinePot = "online"

// EstimateFor answers an estimate. Times are in the local zone of the store (CNC) or the postcode
// (HD, ED).
func EstimateFor(in Input) Estimate {
	q := max(in.Quantity, 1)
	e := Estimate{Mode: in.Mode, Locations: []string{}}
	switch in.Mode {
	case ClickAndCollect:
		if !in.Site.Collects {
			return e
		}
		e.Available = true
		local := in.Now.In(Zone(in.Site.State))
		switch {
		case in.StoreQty >= q:
			e.SameStore, e.Locations = true, []string{in.Site.Number}
			e.Earliest, _ = collectFrom(local, in.Site.Hours)
		case in.OnlineQty >= q:
			e.Locations = []string{OnlinePot}
			arrive := addBusinessDays(dispatchDay(local), TransferDays)
			e.Earliest, _ = collectFrom(arrive, in.Site.Hours)
		default:
			e.Unfulfilled = true
			return e
		}
		if e.Earliest.IsZero() { // a store that never opens
			e.Unfulfilled, e.SameStore, e.Locations = true, false, []string{}
			return e
		}
		e.Latest = e.Earliest
		e.Text = "Ready to collect " + dayWords(local, e.Earliest) + " from " + clockWords(e.Earliest)
	case HomeDelivery, Express:
		region, ok := RegionOf(in.Postcode)
		if !ok || (in.Mode == Express && region != Metro) {
			return e
		}
		e.Available = true
		if in.OnlineQty < q {
			e.Unfulfilled = true
			return e
		}
		e.Locations = []string{OnlinePot}
		local := in.Now.In(Zone(StateOf(in.Postcode)))
		if in.Mode == Express {
			e.Earliest = at(expressDay(local), ExpressBy)
			e.Latest = e.Earliest
			e.Text = "Delivered " + dayWords(local, e.Earliest) + " by " + clockWords(e.Earliest)
			return e
		}
		lo, hi := Transit(region)
		d := dispatchDay(local)
		e.Earliest, e.Latest = at(addBusinessDays(d, lo), DeliveredBy), at(addBusinessDays(d, hi), DeliveredBy)
		e.Text = "Delivered " + dayWords(local, e.Earliest) + " to " + dayWords(local, e.Latest)
	}
	return e
}

// collectFrom is when a collection is ready: PickTime after the order when the store is open and
// at least PickTime before closing, else PickTime after the store next opens. It looks at most two
// weeks ahead; false means the store does not open in that time.
func collectFrom(t time.Time, w Week) (time.Time, bool) {
	day := midnight(t)
	for i := range 14 {
		if o := w.on(day); !o.Closed {
			open, shut := at(day, o.Open), at(day, o.Close)
			switch {
			case i == 0 && t.Before(open):
				return open.Add(PickTime), true
			case i == 0 && !t.After(shut.Add(-PickTime)):
				return t.Add(PickTime), true
			case i > 0:
				return open.Add(PickTime), true
			}
		}
		day = nextDay(day)
	}
	return time.Time{}, false
}

// dispatchDay is the day the distribution centre sends an order placed at local time t: the same
// day when it is a business day and t is before DispatchCutoff, else the next business day.
func dispatchDay(t time.Time) time.Time {
	day := midnight(t)
	if BusinessDay(day) && t.Before(at(day, DispatchCutoff)) {
		return day
	}
	return addBusinessDays(nextDay(day), 0)
}

// ExpressDay reports whether the express courier runs on t's day: every day but Sunday and the
// fixed-date national public holidays.
func ExpressDay(t time.Time) bool {
	return t.Weekday() != time.Sunday && !holiday(t)
}

// expressDay is the day an express order placed at local time t arrives.
func expressDay(t time.Time) time.Time {
	day := midnight(t)
	if ExpressDay(day) && t.Before(at(day, ExpressCutoff)) {
		return day
	}
	day = nextDay(day)
	for !ExpressDay(day) {
		day = nextDay(day)
	}
	return day
}

// dayWords names the day of t as seen at now (both in the same zone): "today", "tomorrow", or
// "Thu 26 Nov".
func dayWords(now, t time.Time) string {
	today := midnight(now)
	switch d := midnight(t); {
	case d.Equal(today):
		return "today"
	case d.Equal(nextDay(today)):
		return "tomorrow"
	default:
		return t.Format("Mon 2 Jan")
	}
}

// clockWords is a time of day as an Australian shopper reads it: "4pm", "11:30am".
func clockWords(t time.Time) string {
	if t.Minute() == 0 {
		return t.Format("3pm")
	}
	return t.Format("3:04pm")
}

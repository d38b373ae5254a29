package content

import "time"

// Notice is a site-wide message the shop schedules (getInfo's globalMessages): Christmas delivery
// cut-offs, public holiday opening hours.
type Notice struct {
	Type    string // info, warning
	Message string
	// From and Until bound when it shows, in Melbourne time (Until excluded).
	From, Until time.Time
}

var melbourne = func() *time.Location {
	loc, err := time.LoadLocation("Australia/Melbourne")
	if err != nil {
		return time.FixedZone("AEST", 10*3600)
	}
	return loc
}()

func day(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, melbourne) }

// notices of a year: the retail calendar the shop runs every year.
func notices(y int) []Notice {
	return []Notice{
		{"info", "Order by 11:59 pm Thursday 17 December for Christmas home delivery in metro areas. Click and collect orders placed by 2 pm on 23 December are ready in time.",
			day(y, time.November, 1), day(y, time.December, 18)},
		{"warning", "Orders placed from 18 December may not arrive before Christmas. Click and collect is the fastest way to get your gifts.",
			day(y, time.December, 18), day(y, time.December, 25)},
		{"info", "Our stores are closed on Christmas Day and open from 9 am on Boxing Day. Online orders placed over the holidays ship from 29 December.",
			day(y, time.December, 20), day(y, time.December, 29)},
		{"info", "Most stores are closed on Good Friday and open 10 am to 4 pm on Easter Sunday.",
			easter(y).AddDate(0, 0, -9), easter(y).AddDate(0, 0, 2)},
	}
}

// easter is Easter Sunday of year y in Melbourne (the anonymous Gregorian algorithm).
func easter(y int) time.Time {
	a, b, c := y%19, y/100, y%100
	d, e := b/4, b%4
	f := (b + 8) / 25
	g := (b - f + 1) / 3
	h := (19*a + b - d - g + 15) % 30
	i, k := c/4, c%4
	l := (32 + 2*e + 2*i - h - k) % 7
	m := (a + 11*h + 22*l) / 451
	month := (h + l - 7*m + 114) / 31
	dd := (h+l-7*m+114)%31 + 1
	return day(y, time.Month(month), dd)
}

// Notices are the site-wide messages showing at now.
func Notices(now time.Time) []Notice {
	now = now.In(melbourne)
	out := []Notice{}
	for _, n := range notices(now.Year()) {
		if !now.Before(n.From) && now.Before(n.Until) {
			out = append(out, n)
		}
	}
	return out
}

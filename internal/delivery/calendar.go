package delivery

import (
	"strconv"
	"strings"
	"time"
)

// Opening is one day's trading hours of a store, as offsets from local midnight.
type Opening struct {
	Open, Close time.Duration
	// Closed means the store does not trade that day.
	Closed bool
}

// ParseOpening reads a store's hours for one day: "09:00-17:30" or "Closed". A value it cannot
// read counts as closed: a store is never promised open on hours nobody can read.
func ParseOpening(s string) Opening {
	a, b, ok := strings.Cut(strings.TrimSpace(s), "-")
	if !ok {
		return Opening{Closed: true}
	}
	open, ok1 := clockTime(a)
	shut, ok2 := clockTime(b)
	if !ok1 || !ok2 || shut <= open {
		return Opening{Closed: true}
	}
	return Opening{Open: open, Close: shut}
}

func clockTime(s string) (time.Duration, bool) {
	h, m, ok := strings.Cut(strings.TrimSpace(s), ":")
	if !ok {
		return 0, false
	}
	hh, err1 := strconv.Atoi(h)
	mm, err2 := strconv.Atoi(m)
	if err1 != nil || err2 != nil || hh < 0 || hh > 24 || mm < 0 || mm > 59 {
		return 0, false
	}
	return time.Duration(hh)*time.Hour + time.Duration(mm)*time.Minute, true
}

// Week is a store's opening hours Monday (index 0) to Sunday (index 6), as location.Store holds them.
type Week [7]string

// on returns the opening of the weekday of t.
func (w Week) on(t time.Time) Opening {
	return ParseOpening(w[(int(t.Weekday())+6)%7])
}

// midnight is the start of t's day in t's location.
func midnight(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, t.Location())
}

// at is the time of day off on t's day (wall clock, so daylight saving changes land right).
func at(day time.Time, off time.Duration) time.Time {
	y, m, d := day.Date()
	return time.Date(y, m, d, int(off/time.Hour), int(off%time.Hour/time.Minute), 0, 0, day.Location())
}

// nextDay is the same wall-clock midnight one calendar day later.
func nextDay(day time.Time) time.Time {
	y, m, d := day.Date()
	return time.Date(y, m, d+1, 0, 0, 0, 0, day.Location())
}

// nationalHolidays are the fixed-date national public holidays (month, day) on which neither the
// distribution centre nor the couriers work. Easter and the state holidays move or differ by
// state; docs/delivery.md says why they are left out.
var nationalHolidays = [][2]int{{1, 1}, {1, 26}, {4, 25}, {12, 25}, {12, 26}}

// BusinessDay reports whether the distribution centre and the couriers work on t's day: Monday
// to Friday, except the fixed-date national public holidays.
func BusinessDay(t time.Time) bool {
	switch t.Weekday() {
	case time.Saturday, time.Sunday:
		return false
	}
	return !holiday(t)
}

// holiday reports whether t's day is a fixed-date national public holiday.
func holiday(t time.Time) bool {
	for _, h := range nationalHolidays {
		if int(t.Month()) == h[0] && t.Day() == h[1] {
			return true
		}
	}
	return false
}

// addBusinessDays moves a day forward by n business days (n = 0: the day itself, or the next
// business day when it is not one).
func addBusinessDays(day time.Time, n int) time.Time {
	day = midnight(day)
	for !BusinessDay(day) {
		day = nextDay(day)
	}
	for n > 0 {
		day = nextDay(day)
		if BusinessDay(day) {
			n--
		}
	}
	return day
}

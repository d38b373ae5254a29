package content

import (
	"testing"
	"time"
)

func TestNotices(t *testing.T) {
	at := func(y int, m time.Month, d, h int) time.Time { return time.Date(y, m, d, h, 0, 0, 0, melbourne) }
	for _, tc := range []struct {
		at   time.Time
		want int
	}{
		{at(2026, time.October, 31, 23), 0},
		{at(2026, time.November, 1, 0), 1},
		{at(2026, time.December, 17, 23), 1},
		{at(2026, time.December, 18, 0), 1},
		{at(2026, time.December, 21, 9), 2},
		{at(2026, time.December, 28, 9), 1},
		{at(2026, time.December, 29, 0), 0},
		{at(2027, time.March, 26, 9), 1}, // Good Friday 2027 is 26 March
		{at(2026, time.July, 1, 9), 0},
	} {
		if got := Notices(tc.at); len(got) != tc.want {
			t.Errorf("Notices(%s) = %d %+v, want %d", tc.at, len(got), got, tc.want)
		}
	}
	if e := easter(2026); e.Month() != time.April || e.Day() != 5 {
		t.Errorf("easter 2026 = %s", e)
	}
	if e := easter(2027); e.Month() != time.March || e.Day() != 28 {
		t.Errorf("easter 2027 = %s", e)
	}
}

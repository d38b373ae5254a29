package svgbox

import "testing"

func TestOf(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, svg string
		want      Box
		bad       bool
	}{
		{"rect", `<rect x="2" y="3" width="4" height="5"/>`, Box{2, 3, 6, 8}, false},
		{"circle and line", `<circle cx="12" cy="12" r="2"/><line x1="1" y1="20" x2="23" y2="21"/>`, Box{1, 10, 23, 21}, false},
		{"relative path", `<path d="M4 4h10v6l-2 2z" fill="none"/>`, Box{4, 4, 14, 12}, false},
		{"run-together numbers", `<path d="M1.5.5 2-2"/>`, Box{1.5, -2, 2, 0.5}, false},
		{"polyline", `<polyline points="3,4 9,1 6,8"/>`, Box{3, 1, 9, 8}, false},
		{"stray markup", `<path d="M1 1h2"/>oops<path d="M1 1"/>`, Box{}, true},
		{"open tag", `<g><path d="M1 1h2"/></g>`, Box{}, true},
		{"bad number", `<path d="M1 x"/>`, Box{}, true},
		{"nothing", ``, Box{}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := Of(tc.svg)
			if (err != nil) != tc.bad {
				t.Fatalf("Of(%q) error %v, want error %v", tc.svg, err, tc.bad)
			}
			if !tc.bad && got != tc.want {
				t.Errorf("Of(%q) = %+v, want %+v", tc.svg, got, tc.want)
			}
		})
	}
}

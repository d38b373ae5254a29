package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"reflect"
	"testing"
)

func TestConvert(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		in   []entry
		want []string
	}{
		{"delivery area kept, rounded and title-cased", []entry{{Postcode: "2150", Locality: "NORTH PARRAMATTA", State: "NSW", Lat: -33.80123456, Long: 151.00456789, Type: "Delivery Area"}},
			[]string{"North Parramatta\tNSW\t2150\t-33.8012\t151.0046"}},
		{"untyped entries kept", []entry{{Postcode: "0810", Locality: "CASUARINA", State: "NT", Lat: -12.37, Long: 130.88}},
			[]string{"Casuarina\tNT\t0810\t-12.3700\t130.8800"}},
		{"PO boxes dropped", []entry{{Postcode: "2124", Locality: "PARRAMATTA", State: "NSW", Lat: -33.8, Long: 151, Type: "Post Office Boxes"}}, nil},
		{"no coordinates dropped", []entry{{Postcode: "2000", Locality: "SYDNEY", State: "NSW", Type: "Delivery Area"}}, nil},
		{"swapped coordinates dropped", []entry{{Postcode: "4171", Locality: "GALLOWAYS HILL", State: "QLD", Lat: 142.4, Long: -10.8}}, nil},
		{"bad postcode dropped", []entry{{Postcode: "200", Locality: "SYDNEY", State: "NSW", Lat: -33.8, Long: 151}}, nil},
		{"duplicates merged and sorted", []entry{
			{Postcode: "3000", Locality: "MELBOURNE", State: "VIC", Lat: -37.81, Long: 144.96},
			{Postcode: "2000", Locality: "BARANGAROO", State: "NSW", Lat: -33.86, Long: 151.2},
			{Postcode: "3000", Locality: "Melbourne", State: "VIC", Lat: -37.82, Long: 144.97},
		}, []string{"Barangaroo\tNSW\t2000\t-33.8600\t151.2000", "Melbourne\tVIC\t3000\t-37.8100\t144.9600"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got := convert(tc.in); !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("convert = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestTitleCase(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, want string }{
		{"NORTH PARRAMATTA", "North Parramatta"},
		{"BRIGHTON-LE-SANDS", "Brighton-Le-Sands"},
		{"  ALICE   SPRINGS ", "Alice Springs"},
		{"", ""},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			if got := titleCase(tc.in); got != tc.want {
				t.Fatalf("titleCase(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func TestWrite(t *testing.T) {
	t.Parallel()
	var b bytes.Buffer
	if err := write(&b, []string{"A\tNSW\t2000\t-33.0000\t151.0000"}); err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(&b)
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(out, []byte("# suburb\t")) || !bytes.HasSuffix(out, []byte("A\tNSW\t2000\t-33.0000\t151.0000\n")) {
		t.Fatalf("unexpected output %q", out)
	}
}

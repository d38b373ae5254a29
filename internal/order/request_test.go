package order

import (
	"strings"
	"testing"

	"github.com/wattle/storefront/internal/platform/validate"
)

// ParseMove takes carriers from the list only and staff's free text as one trimmed line of plain
// text (docs/validation.md#staff-free-text).
func TestParseMove(t *testing.T) {
	t.Parallel()
	base := func(status string, extra func(*MoveRequest)) MoveRequest {
		r := MoveRequest{OrderCode: " 30000001 ", ConsignmentCode: "30000001-1", Status: status}
		if extra != nil {
			extra(&r)
		}
		return r
	}
	ok, err := ParseMove(base("shipped", func(r *MoveRequest) { r.Carrier, r.TrackingNumber = " startrack ", " 33WAT-0001 a " }))
	if err != nil || ok.OrderCode != "30000001" || ok.Move.Carrier != "startrack" || ok.Move.TrackingNumber != "33WAT-0001 a" {
		t.Fatalf("a good shipment: %+v, %v", ok, err)
	}
	ok, err = ParseMove(base("cancelled", func(r *MoveRequest) { r.Reason = "  Damaged in the warehouse — “sorry” " }))
	if err != nil || ok.Move.Reason != "Damaged in the warehouse — “sorry”" {
		t.Fatalf("a good cancellation: %+v, %v", ok, err)
	}
	for _, tc := range []struct {
		name   string
		r      MoveRequest
		fields map[string]string
	}{
		{"an unknown carrier", base("shipped", func(r *MoveRequest) { r.Carrier, r.TrackingNumber = "fedex", "X1" }),
			map[string]string{"carrier": validate.MalformedRequest}},
		{"a carrier's name instead of its code", base("shipped", func(r *MoveRequest) { r.Carrier, r.TrackingNumber = "Australia Post", "X1" }),
			map[string]string{"carrier": validate.MalformedRequest}},
		{"a code in capitals", base("shipped", func(r *MoveRequest) { r.Carrier, r.TrackingNumber = "AUSPOST", "X1" }),
			map[string]string{"carrier": validate.MalformedRequest}},
		{"an unknown carrier on another move", base("picked", func(r *MoveRequest) { r.Carrier = "<script>" }),
			map[string]string{"carrier": validate.MalformedRequest}},
		{"nothing to ship with", base("shipped", nil),
			map[string]string{"carrier": validate.MissingArgs, "trackingNumber": validate.MissingArgs}},
		{"a tracking number too long", base("shipped", func(r *MoveRequest) { r.Carrier, r.TrackingNumber = "toll", strings.Repeat("7", 41) }),
			map[string]string{"trackingNumber": validate.InvalidLength}},
		{"a tracking number with markup", base("shipped", func(r *MoveRequest) { r.Carrier, r.TrackingNumber = "toll", "<b>1</b>" }),
			map[string]string{"trackingNumber": validate.InvalidFormat}},
		{"a tracking number with punctuation", base("shipped", func(r *MoveRequest) { r.Carrier, r.TrackingNumber = "toll", "AB1;DROP" }),
			map[string]string{"trackingNumber": validate.InvalidFormat}},
		{"a tracking number on two lines", base("shipped", func(r *MoveRequest) { r.Carrier, r.TrackingNumber = "toll", "AB1\nAB2" }),
			map[string]string{"trackingNumber": validate.InvalidFormat}},
		{"a collector's name with a control character", base("collected", func(r *MoveRequest) { r.CollectedBy = "Sam\x1b[2J" }),
			map[string]string{"collectedBy": validate.InvalidFormat}},
		{"a reason too long", base("cancelled", func(r *MoveRequest) { r.Reason = strings.Repeat("é", 121) }),
			map[string]string{"reason": validate.InvalidLength}},
		{"a reason with markup", base("cancelled", func(r *MoveRequest) { r.Reason = `<img src=x onerror=alert(1)>` }),
			map[string]string{"reason": validate.InvalidFormat}},
		{"a reason of spaces", base("cancelled", func(r *MoveRequest) { r.Reason = "   " }),
			map[string]string{"reason": validate.MissingArgs}},
	} {
		_, err := ParseMove(tc.r)
		ve, ok := validate.As(err)
		if !ok || len(ve.Fields) != len(tc.fields) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.fields)
			continue
		}
		for f, k := range tc.fields {
			if ve.Fields[f] != k {
				t.Errorf("%s: %v, want %v", tc.name, ve.Fields, tc.fields)
			}
		}
	}
}

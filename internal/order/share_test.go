package order

import (
	"encoding/json"
	"strings"
	"testing"
)

// An entry keeps its discount shares with the order; an entry without any is stored as before.
func TestEntrySharesStored(t *testing.T) {
	t.Parallel()
	plain, err := json.Marshal(Entry{Number: 1, ProductCode: "V1", Quantity: 2, UnitPrice: 1000, Total: 2000})
	if err != nil || strings.Contains(string(plain), "shares") {
		t.Fatalf("an entry without shares: %s %v", plain, err)
	}
	b, err := json.Marshal(Entry{Number: 1, ProductCode: "V1", Quantity: 2, UnitPrice: 1000, Total: 1700,
		Shares: []Share{{Code: "SPRING10", Amount: 200}, {Code: "team", Amount: 100}}})
	if err != nil {
		t.Fatal(err)
	}
	var back Entry
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if len(back.Shares) != 2 || back.Shares[0] != (Share{Code: "SPRING10", Amount: 200}) || back.Shares[1].Amount != 100 ||
		back.Total != 1700 {
		t.Fatalf("round trip = %+v (%s)", back, b)
	}
}

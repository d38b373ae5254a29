package mail

import (
	"strings"
	"testing"
)

func TestComposeBackInStock(t *testing.T) {
	t.Parallel()
	m, err := Compose(BackInStock, "jane@example.com", Data{ShopName: "Wattle", ShopURL: "http://localhost:8080",
		ProductName: "Linen <Table> Lamp", ActionURL: "http://localhost:8080/p/linen-table-lamp/61000123"})
	if err != nil {
		t.Fatal(err)
	}
	if m.Subject != "Back in stock: Linen <Table> Lamp" {
		t.Errorf("Subject %q", m.Subject)
	}
	for _, want := range []string{"Linen <Table> Lamp is back in stock online at Wattle", "http://localhost:8080/p/linen-table-lamp/61000123", "We send it once"} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, m.Text)
		}
	}
	for _, want := range []string{"<strong>Linen &lt;Table&gt; Lamp</strong>", `href="http://localhost:8080/p/linen-table-lamp/61000123"`, "See the product"} {
		if !strings.Contains(m.HTML, want) {
			t.Errorf("HTML lacks %q:\n%s", want, m.HTML)
		}
	}
}

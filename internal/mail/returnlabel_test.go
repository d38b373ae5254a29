package mail_test

import (
	"strings"
	"testing"

	"github.com/wattle/storefront/internal/mail"
)

// The return e-mail says how the parcel goes back as the returns page and the label do
// (docs/orders.md#the-return-journey): the printed prepaid label, an Australia Post outlet.
func TestReturnLabelMailSaysOneWayBack(t *testing.T) {
	link := "http://localhost:8080/returns/label/R30000001-1?token=abc_DEF"
	m, err := mail.Compose(mail.ReturnLabel, "ada@example.com", mail.Data{ShopName: "Wattle", ShopURL: "http://localhost:8080",
		ActionURL: "http://localhost:8080/track-order?orderId=30000001&email=ada%40example.com",
		Update:    &mail.Update{OrderCode: "30000001", ReturnCode: "R30000001-1", LabelURL: link, Amount: "$30.00"}})
	if err != nil {
		t.Fatal(err)
	}
	for part, body := range map[string]string{"text": m.Text, "html": m.HTML} {
		if !strings.Contains(body, "Australia Post outlet") {
			t.Errorf("%s part does not say where to drop the parcel:\n%s", part, body)
		}
		for _, other := range []string{"post office", "courier", "any of our stores"} {
			if strings.Contains(body, other) {
				t.Errorf("%s part says %q too:\n%s", part, other, body)
			}
		}
	}
	if !strings.Contains(m.Text, link) || !strings.Contains(m.HTML, `href="http://localhost:8080/returns/label/R30000001-1?token=abc_DEF"`) {
		t.Errorf("the label link is missing:\n%s\n%s", m.Text, m.HTML)
	}
}

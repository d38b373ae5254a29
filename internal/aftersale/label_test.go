package aftersale_test

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"testing"

	"github.com/wattle/storefront/internal/aftersale"
	"github.com/wattle/storefront/internal/order"
)

// The return label is its owner's alone (docs/orders.md#the-return-label): the signed-in customer
// whose order it is, a guest with the order's e-mail, whoever holds the label e-mail's link; every
// other caller gets the same not-found as an unknown return.
func TestReturnLabelOnlyForItsOwner(t *testing.T) {
	eachEngine(t, func(t *testing.T, f fixture) {
		ctx := context.Background()
		o := place(t, f, "30000901")
		// The order belongs to a customer account (the label's signed-in owner).
		o.CustomerID, o.Version = "cust-1", 1
		if err := f.st.UpdateOrder(ctx, o); err != nil {
			t.Fatal(err)
		}
		ship(t, f, o.Code, 1)
		in := returning(o.Code, aftersale.ReturnLine{ProductCode: "10000016", Quantity: "1", Reason: "wrong-size"})
		in.Address = order.ReturnAddress{FirstName: "Ada", LastName: "Lovelace", Phone: "0412345678", Email: "ada@example.com",
			Line1: "12 High Street", Town: "Kew", State: "VIC", PostalCode: "3101"}
		_, r, err := f.svc.SubmitReturn(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.LabelToken) < 20 {
			t.Fatalf("the return has no label token: %q", r.LabelToken)
		}
		path := aftersale.LabelPath(r)
		u, _ := url.Parse(path)
		if u.Path != "/returns/label/"+r.Code || u.Query().Get("token") != r.LabelToken {
			t.Fatalf("label path %q", path)
		}

		owners := map[string]aftersale.LabelAccess{
			"the signed-in customer":  {CustomerID: "cust-1"},
			"a guest with the e-mail": {Email: " ADA@example.com ", IP: "192.0.2.9"},
			"the e-mail's link":       {Token: r.LabelToken, IP: "192.0.2.9"},
		}
		for name, who := range owners {
			l, err := f.svc.ReturnLabel(ctx, r.Code, who)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if l.Return.Code != r.Code || l.OrderCode != o.Code || l.From.Name != "Ada Lovelace" ||
				strings.Join(l.From.Lines, "|") != "12 High Street|Kew VIC 3101" || l.To.Name != aftersale.ReturnsCentre.Name ||
				len(l.Items) != 1 || l.Items[0].Name != "Linen Lamp" || l.Items[0].Quantity != 1 ||
				!l.PostBy.Equal(r.CreatedAt.Add(aftersale.LodgeWithin)) {
				t.Fatalf("%s: label %+v", name, l)
			}
		}

		strangers := map[string]aftersale.LabelAccess{
			"nobody":                  {IP: "192.0.2.10"},
			"another customer":        {CustomerID: "cust-2"},
			"another e-mail":          {Email: "eve@example.com", IP: "192.0.2.10"},
			"a wrong token":           {Token: "x" + r.LabelToken, IP: "192.0.2.10"},
			"another customer's link": {CustomerID: "cust-2", Token: "nope", IP: "192.0.2.10"},
		}
		for name, who := range strangers {
			if _, err := f.svc.ReturnLabel(ctx, r.Code, who); !errors.Is(err, order.ErrNotFound) {
				t.Fatalf("%s: %v, want not found", name, err)
			}
		}
		if _, err := f.svc.ReturnLabel(ctx, "R99999999-1", aftersale.LabelAccess{CustomerID: "cust-1"}); !errors.Is(err, order.ErrNotFound) {
			t.Fatalf("an unknown return: %v", err)
		}
		// A guest guessing e-mails or tokens is throttled as the lookups are.
		var limited *aftersale.LimitedError
		for range 30 {
			if _, err = f.svc.ReturnLabel(ctx, r.Code, aftersale.LabelAccess{Email: "guess@example.com", IP: "192.0.2.11"}); errors.As(err, &limited) {
				break
			}
		}
		if limited == nil {
			t.Fatalf("30 wrong e-mails were not throttled: %v", err)
		}
	})
}

package httpapi_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/wattle/storefront/internal/staff"
)

// The return label over HTTP (docs/orders.md#the-return-label): the owner signed in, a guest with
// the order's e-mail or the e-mail link's token see it; a stranger, signed in or not, gets 404.
func TestReturnLabelForItsOwnerOnly(t *testing.T) {
	eachAfterEngine(t, func(t *testing.T, ts *testShop) {
		x := find(t, ts.st, 1, "in-stock product", func(x pick) bool { return inStock(x) && x.online >= 3 })[0]
		email := strings.ReplaceAll(strings.ToLower(t.Name()), "/", "-") + "@example.com"
		b := readyCustomer(t, ts, x, email)
		wantOK(t, b.json(http.MethodPost, "/api/checkout/payment-mode", map[string]any{"mode": "card"}), http.StatusOK)
		code := wantPlaced(t, b.placeOrder(map[string]any{"paymentMode": "card", "oneTimeToken": b.tokenize("4242 4242 4242 4242"),
			"idempotencyKey": "key-" + t.Name()})).OrderCode
		f := staffBrowser(t, ts, staff.Fulfilment)
		cons := trackOK(t, b, code, email).Consignments[0].Code
		wantOK(t, move(f, code, cons, "picked", nil), http.StatusOK)
		wantOK(t, move(f, code, cons, "shipped", map[string]any{"carrier": "auspost", "trackingNumber": "33WAT0099"}), http.StatusOK)

		// The returns portal starts the form with the order's sender: the whole name, mobile and street.
		var found struct {
			Sender map[string]string `json:"sender"`
		}
		fr := newBrowser(t, ts.srv).json(http.MethodPost, "/api/returns/search", map[string]any{"orderId": code, "email": email})
		wantOK(t, fr, http.StatusOK)
		fr.decode(t, &found)
		if s := found.Sender; s["lastName"] == "" || s["phone"] == "" || s["line1"] == "" || s["postalCode"] != "3101" || s["email"] != email {
			t.Fatalf("sender = %+v", s)
		}

		body := returnBody(code, []map[string]any{{"productCode": x.v.Code, "returnQty": 1, "reasonForReturn": "changed-mind"}}, manualAddress())
		body["email"] = email
		r := b.json(http.MethodPost, "/api/returns", body)
		wantOK(t, r, http.StatusCreated)
		var after struct {
			OrderData struct {
				Returns []struct {
					ReturnCode string `json:"returnCode"`
					LabelURL   string `json:"labelUrl"`
				} `json:"returns"`
			} `json:"orderData"`
		}
		r.decode(t, &after)
		ret := after.OrderData.Returns[0]
		link, err := url.Parse(ret.LabelURL)
		if err != nil || link.Path != "/returns/label/"+ret.ReturnCode || link.Query().Get("token") == "" {
			t.Fatalf("labelUrl %q", ret.LabelURL)
		}
		token := link.Query().Get("token")
		// The e-mail carries the same link.
		m := waitMail(t, ts.srv, email, "Your return "+ret.ReturnCode, 1)
		if !strings.Contains(m.Text, ret.LabelURL) {
			t.Fatalf("the e-mail lacks the label link %s:\n%s", ret.LabelURL, m.Text)
		}
		// Its "Follow your return" opens the order at once, as the confirmation's link does.
		track := "/track-order?" + url.Values{"orderId": {code}, "email": {email}}.Encode()
		if !strings.Contains(m.Text, track) {
			t.Fatalf("the e-mail lacks the tracking link %s:\n%s", track, m.Text)
		}

		api := "/api/returns/" + ret.ReturnCode + "/label"
		g := newBrowser(t, ts.srv)
		for name, got := range map[string]resp{
			"the signed-in owner":     b.get(api),
			"a guest with the e-mail": g.get(api + "?" + url.Values{"email": {strings.ToUpper(email)}}.Encode()),
			"the e-mail's link":       g.get(api + "?" + url.Values{"token": {token}}.Encode()),
		} {
			wantOK(t, got, http.StatusOK)
			if got.header.Get("Cache-Control") != "no-store" {
				t.Errorf("%s: Cache-Control %q", name, got.header.Get("Cache-Control"))
			}
			var l struct {
				Label struct {
					ReturnCode, OrderCode, PostBy, Barcode string
					From, To                               struct {
						Name  string
						Lines []string
					}
					Items []struct {
						Name     string
						Quantity int
					}
				} `json:"label"`
			}
			got.decode(t, &l)
			lb := l.Label
			if lb.ReturnCode != ret.ReturnCode || lb.OrderCode != code || !strings.HasPrefix(lb.Barcode, "<svg") ||
				lb.From.Name != "Ada Lovelace" || len(lb.From.Lines) != 2 || lb.From.Lines[0] != "12 High Street" ||
				lb.To.Name != "Wattle Returns Centre" || len(lb.Items) != 1 || lb.Items[0].Quantity != 1 || lb.PostBy == "" {
				t.Fatalf("%s: label %+v", name, lb)
			}
		}

		other := newBrowser(t, ts.srv)
		wantOK(t, other.json(http.MethodPost, "/api/customer/register", map[string]any{"emailAddress": "other-" + email, "firstName": "Eve",
			"lastName": "Stranger", "password": "Wattle-Saved-2026"}), http.StatusCreated)
		for name, got := range map[string]resp{
			"a guest with nothing":      g.get(api),
			"a guest with another mail": g.get(api + "?email=eve%40example.com"),
			"a wrong token":             g.get(api + "?token=" + url.QueryEscape(token+"x")),
			"another customer":          other.get(api),
			"an unknown return":         b.get("/api/returns/R99999999-1/label"),
		} {
			wantError(t, got, http.StatusNotFound, "ERR_ORDER_NOT_FOUND", nil)
			_ = name
		}
	})
}

package paydock

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/wattle/storefront/internal/platform/money"
)

// FormatCents writes c as Paydock's decimal dollars (money.Cents.Decimal): 12345 is "123.45", 5
// is "0.05".
func FormatCents(c money.Cents) string { return c.Decimal() }

// dollars is c as a JSON number of dollars (123.45), written without floating point.
func dollars(c money.Cents) json.Number { return json.Number(c.Decimal()) }

// ParseCents reads Paydock's decimal dollars ("123.45", "10", "10.5", "-1.00") as cents, with
// integer arithmetic only (money.ParseDecimal); more than two decimals are refused unless they are
// zeros. It takes spaces around the value and a value without its whole dollars (".5").
func ParseCents(s string) (money.Cents, error) {
	v := strings.TrimSpace(s)
	if whole, frac, ok := strings.Cut(v, "."); ok && (whole == "" || whole == "-") {
		v = whole + "0." + frac
	}
	c, err := money.ParseDecimal(v)
	if err != nil {
		return 0, fmt.Errorf("paydock: %w", err)
	}
	return c, nil
}

// amount is an amount of an answer: a JSON number (10.5) or string ("10.50") of dollars.
type amount money.Cents

// UnmarshalJSON implements json.Unmarshaler.
func (a *amount) UnmarshalJSON(b []byte) error {
	s := string(b)
	if s == "null" {
		*a = 0
		return nil
	}
	if strings.HasPrefix(s, `"`) {
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
	}
	c, err := ParseCents(s)
	*a = amount(c)
	return err
}

// text is a field Paydock writes as a string or a number (expire_month: 5 or "05").
type text string

// UnmarshalJSON implements json.Unmarshaler.
func (t *text) UnmarshalJSON(b []byte) error {
	var s string
	if json.Unmarshal(b, &s) == nil {
		*t = text(s)
		return nil
	}
	var n json.Number
	if err := json.Unmarshal(b, &n); err != nil {
		*t = ""
		return nil // null, or something unexpected: no value
	}
	*t = text(n.String())
	return nil
}

// flag is a field Paydock writes as a boolean or 0/1; nil when absent.
type flag struct{ set, on bool }

// UnmarshalJSON implements json.Unmarshaler.
func (f *flag) UnmarshalJSON(b []byte) error {
	switch strings.Trim(string(b), `"`) {
	case "true", "1":
		*f = flag{set: true, on: true}
	case "false", "0":
		*f = flag{set: true}
	default:
		*f = flag{}
	}
	return nil
}

// source is a payment source: a card in Paydock's vault (a customer's, or a session's).
type source struct {
	ID          string `json:"_id"`
	VaultToken  string `json:"vault_token"`
	Type        string `json:"type"`
	Status      string `json:"status"`
	GatewayID   string `json:"gateway_id"`
	CardScheme  string `json:"card_scheme"`
	Last4       string `json:"card_number_last4"`
	ExpireMonth text   `json:"expire_month"`
	ExpireYear  text   `json:"expire_year"`
}

// expiry is the card's expiry as MM/YY, "" when unknown.
func (s source) expiry() string {
	m, err1 := strconv.Atoi(string(s.ExpireMonth))
	y, err2 := strconv.Atoi(string(s.ExpireYear))
	if err1 != nil || err2 != nil || m < 1 || m > 12 || y < 0 {
		return ""
	}
	return fmt.Sprintf("%02d/%02d", m, y%100)
}

// customer is a Paydock customer: the saved cards of the shop are one customer each.
type customer struct {
	ID            string   `json:"_id"`
	DefaultSource string   `json:"default_source"`
	Sources       []source `json:"payment_sources"`
}

// find returns the customer's source id.
func (c customer) find(id string) (source, bool) {
	for _, s := range c.Sources {
		if s.ID == id {
			return s, true
		}
	}
	return source{}, false
}

// transaction is one step of a charge (initialization, authorization, sale, capture, refund…).
type transaction struct {
	Type                  string `json:"type"`
	Status                string `json:"status"`
	StatusCode            text   `json:"status_code"`
	StatusCodeDescription string `json:"status_code_description"`
	GatewayCode           text   `json:"gateway_specific_code"`
	GatewayDescription    string `json:"gateway_specific_description"`
	ErrorCode             text   `json:"error_code"`
	ErrorMessage          string `json:"error_message"`
}

// charge is a Paydock charge (a 3-D Secure charge too).
type charge struct {
	ID            string `json:"_id"`
	Status        string `json:"status"`
	Amount        amount `json:"amount"`
	Currency      string `json:"currency"`
	Reference     string `json:"reference"`
	CreatedAt     string `json:"created_at"`
	Capture       flag   `json:"capture"`
	Authorization flag   `json:"authorization"`
	ThreeDS       struct {
		ID    string `json:"id"`
		Token string `json:"token"`
	} `json:"_3ds"`
	Customer struct {
		PaymentSource source `json:"payment_source"`
	} `json:"customer"`
	Transactions []transaction `json:"transactions"`
}

// Charge statuses of Paydock (lower case).
const (
	statusPending          = "pending"
	statusComplete         = "complete"
	statusFailed           = "failed"
	statusDeclined         = "declined"
	statusCancelled        = "cancelled"
	statusPreAuthPending   = "pre_authentication_pending"
	statusPreAuthenticated = "pre_authenticated"
	statusAuthenticated    = "authenticated"
	statusNotAuthenticated = "not_authenticated"
	statusNotSupported     = "authentication_not_supported"
)

func (ch charge) status() string { return strings.ToLower(strings.TrimSpace(ch.Status)) }

// held reports whether the charge holds (or took) the money: a pending pre-authorisation, or a
// completed, captured charge (refunds of it are the shop's own business).
func (ch charge) held() bool {
	switch ch.status() {
	case statusComplete, "refunded", "refund_requested", "partially_refunded":
		return true
	case statusPending:
		return ch.Authorization.on || (ch.Capture.set && !ch.Capture.on)
	}
	return false
}

// failed reports whether the charge holds nothing and never will.
func (ch charge) failed() bool {
	switch ch.status() {
	case statusFailed, statusDeclined, statusNotAuthenticated, statusCancelled:
		return true
	}
	return false
}

// errorTexts are the words of a charge's failed transactions, for declineOf.
func (ch charge) errorTexts() (texts, codes []string) {
	for _, t := range ch.Transactions {
		if s := strings.ToLower(t.Status); s == statusComplete || s == statusPending {
			continue
		}
		texts = append(texts, t.StatusCodeDescription, t.GatewayDescription, t.ErrorMessage, string(t.ErrorCode))
		codes = append(codes, string(t.StatusCode), string(t.GatewayCode))
	}
	return texts, codes
}

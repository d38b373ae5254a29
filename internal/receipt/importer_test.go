package receipt

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/account"
)

// memStore is a receipt.Store in memory.
type memStore struct {
	mu       sync.Mutex
	receipts map[string]Receipt
	fail     error
}

func newMemStore() *memStore { return &memStore{receipts: map[string]Receipt{}} }

func (m *memStore) InsertReceipt(_ context.Context, r Receipt) (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.fail != nil {
		return false, m.fail
	}
	if _, ok := m.receipts[r.Code]; ok {
		return false, nil
	}
	m.receipts[r.Code] = r
	return true, nil
}

func (m *memStore) Receipt(_ context.Context, code string) (Receipt, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	r, ok := m.receipts[code]
	if !ok {
		return r, ErrNotFound
	}
	return r, nil
}

func (m *memStore) ReceiptsByCustomer(_ context.Context, customerID string, limit int) ([]Receipt, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []Receipt
	for _, r := range m.receipts {
		if customerID != "" && r.CustomerID == customerID {
			out = append(out, r)
		}
	}
	slices.SortFunc(out, func(a, b Receipt) int { return b.PurchasedAt.Compare(a.PurchasedAt) })
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

// customers is an account lookup by e-mail that counts its calls.
type customers struct {
	byEmail map[string]account.Customer
	calls   int
}

func (c *customers) CustomerByEmail(_ context.Context, email string) (account.Customer, error) {
	c.calls++
	if cust, ok := c.byEmail[email]; ok {
		return cust, nil
	}
	return account.Customer{}, account.ErrNotFound
}

func someCustomers() *customers {
	return &customers{byEmail: map[string]account.Customer{
		"ada@example.com":  {ID: "c1", Email: "ada@example.com"},
		"gone@example.com": {ID: "c2", Email: "gone@example.com", DeletionRequestedAt: time.Now()},
	}}
}

const goodCSV = `receipt,store,storeName,purchasedAt,email,loyalty,productCode,name,quantity,unitPrice,discountDescription,discountAmount,paymentType,paymentAmount,last4
1001,5012,Parramatta,2026-11-21T14:05:00+11:00, Ada@Example.com ,6008940012345678,10000016,Linen Lamp,2,47.00,Spend & save,10.00,giftcard,50.00,
1001,,,,,,10000032,Tea Towel,1,6,,,VISA,40.00,4242
1002,3001,Melbourne Central,2026-11-22T10:00:00+11:00,bob@example.com,,10000048,Mug,3,4.50,,,cash,13.50,
`

func TestImportCSV(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	st, cs := newMemStore(), someCustomers()
	var calls [][2]int
	res, err := Import(ctx, strings.NewReader(goodCSV), FormatCSV, st, cs, func(done, total int) {
		calls = append(calls, [2]int{done, total})
	})
	if err != nil {
		t.Fatal(err)
	}
	want := Result{Read: 2, Inserted: 2, Attached: 1}
	if !reflect.DeepEqual(res, want) {
		t.Fatalf("Import = %+v, want %+v", res, want)
	}
	// A strings.Reader can seek: the total is known from the start.
	if !reflect.DeepEqual(calls, [][2]int{{1, 2}, {2, 2}, {2, 2}}) {
		t.Fatalf("progress calls %v", calls)
	}
	got, _ := st.Receipt(ctx, "1001")
	wantR := Receipt{Code: "1001", CustomerID: "c1", StoreNumber: "5012", StoreName: "Parramatta",
		PurchasedAt: time.Date(2026, 11, 21, 3, 5, 0, 0, time.UTC),
		Items: []Item{{ProductCode: "10000016", Name: "Linen Lamp", Quantity: 2, UnitPrice: 4700, Total: 9400},
			{ProductCode: "10000032", Name: "Tea Towel", Quantity: 1, UnitPrice: 600, Total: 600}},
		Discounts: []Discount{{Description: "Spend & save", Amount: 1000}},
		Payments:  []Payment{{Type: "giftcard", Amount: 5000}, {Type: "visa", Amount: 4000, Last4: "4242"}},
		Subtotal:  10000, DiscountTotal: 1000, Total: 9000, GST: 818, Email: "ada@example.com", Loyalty: "6008940012345678",
		CreatedAt: got.CreatedAt}
	if !reflect.DeepEqual(got, wantR) || got.CreatedAt.IsZero() {
		t.Fatalf("receipt 1001 =\n%+v\nwant\n%+v", got, wantR)
	}
	if r, _ := st.Receipt(ctx, "1002"); r.CustomerID != "" || r.Total != 1350 || r.Email != "bob@example.com" {
		t.Fatalf("receipt 1002 = %+v: no account has its e-mail", r)
	}
	// Again: nothing new, nothing changed.
	res, err = Import(ctx, strings.NewReader(goodCSV), FormatCSV, st, cs, nil)
	if want := (Result{Read: 2, AlreadyThere: 2}); err != nil || !reflect.DeepEqual(res, want) {
		t.Fatalf("second Import = %+v, %v; want %+v", res, err, want)
	}
}

func TestImportCSVWithoutHeaderAndOtherColumns(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	// No header: the columns in their order.
	noHeader := strings.SplitN(goodCSV, "\n", 2)[1]
	st := newMemStore()
	res, err := Import(ctx, strings.NewReader(noHeader), FormatCSV, st, someCustomers(), nil)
	if want := (Result{Read: 2, Inserted: 2, Attached: 1}); err != nil || !reflect.DeepEqual(res, want) {
		t.Fatalf("Import(no header) = %+v, %v", res, err)
	}
	// A header may reorder, leave out optional columns and add register and gst; a BOM is skipped.
	in := "\uFEFFreceipt,paymentAmount,paymentType,unitPrice,quantity,purchasedAt,store,register,gst,name\r\n" +
		"77,20,eftpos,20.00,1,2026-11-01T09:00:00Z,1234,07,1.80,Socks\r\n"
	var totals []int
	res, err = Import(ctx, strings.NewReader(in), FormatCSV, st, nil, func(_, total int) { totals = append(totals, total) })
	if want := (Result{Read: 1, Inserted: 1}); err != nil || !reflect.DeepEqual(res, want) || totals[0] != 1 {
		t.Fatalf("Import(reordered) = %+v, %v", res, err)
	}
	if r, _ := st.Receipt(ctx, "77"); r.Register != "07" || r.GST != 180 || r.Items[0].Name != "Socks" || r.Total != 2000 {
		t.Fatalf("receipt 77 = %+v", r)
	}
	for _, bad := range []string{"receipt,store,colour\n", "receipt,store,purchasedAt\n", "receipt,receipt,store\n"} {
		if _, err := Import(ctx, strings.NewReader(bad), FormatCSV, st, nil, nil); !errors.Is(err, ErrFormat) {
			t.Errorf("Import(header %q) = %v, want ErrFormat", bad, err)
		}
	}
}

func TestImportCSVRejects(t *testing.T) {
	t.Parallel()
	in := `receipt,store,storeName,purchasedAt,email,loyalty,productCode,name,quantity,unitPrice,discountDescription,discountAmount,paymentType,paymentAmount,last4
1,5012,,2026-11-21T14:05:00+11:00,,,P1,Lamp,1,10.00,,,cash,9.00,
2,5012,,yesterday,,,P1,Lamp,1,10.00,,,cash,10.00,
3,5012,,2026-11-21T14:05:00+11:00,,,P1,Lamp,one,10.00,,,cash,10.00,
4,5012,,2026-11-21T14:05:00+11:00,,,P1,Lamp,1,$10,,,cash,10.00,
5,5012,,2026-11-21T14:05:00+11:00,,,P1,Lamp,1,10.00,,,cash,10.00,
5,5013,,,,,P2,Mug,1,5.00,,,cash,5.00,
6,5012,,2026-11-21T14:05:00+11:00,,,P1,Lamp,1,10.00,,,cash,10.00
7,5012,,2026-11-21T14:05:00+11:00,,,P1,Lamp,1,10.00,,,cash,10.00,
1,5012,,2026-11-21T14:05:00+11:00,,,P1,Lamp,1,10.00,,,cash,10.00,
8,5012,,2026-11-21T14:05:00+11:00,,,P1,"La"mp,1,10.00,,,cash,10.00,
9,5012,,2026-11-21T14:05:00+11:00,,,P1,Lamp,1,10.00,,,cash,10.00,
10,501,,2026-11-21T14:05:00+11:00,,,P1,Lamp,1,10.00,,,cash,10.00,
`
	st := newMemStore()
	res, err := Import(context.Background(), strings.NewReader(in), FormatCSV, st, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Read != 11 || res.Inserted != 1 || res.Rejected != 10 || len(res.Errors) != 10 {
		t.Fatalf("Import = %+v", res)
	}
	want := []string{
		"line 2: receipt 1: payments add up to 9.00, not the total 10.00",
		`line 3: receipt 2: line 3: purchasedAt "yesterday" is not an RFC 3339 time`,
		`line 4: receipt 3: line 4: quantity "one" is not a whole number`,
		`line 5: receipt 4: line 5: unitPrice "$10" is not an amount in dollars`,
		`line 6: receipt 5: line 7: store "5013" differs from "5012" above`,
		"line 8: receipt 6: line 8: 14 cells, want 15",
		`line 11: cannot read the row: extraneous or missing " in quoted-field`,
		"line 10: receipt 1: its rows must be next to each other (it started on line 2); the row on line 11, which may be part of it, cannot be read",
		"line 12: receipt 9: the row on line 11, which may be part of it, cannot be read",
		`line 13: receipt 10: store "501" must be 4 digits`,
	}
	for i, w := range want {
		if !strings.HasPrefix(res.Errors[i], w) {
			t.Errorf("error %d = %q\nwant prefix %q", i, res.Errors[i], w)
		}
	}
	if _, err := st.Receipt(context.Background(), "7"); err != nil {
		t.Fatalf("the good receipt among bad ones: %v", err)
	}
}

func TestImportJSONL(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	in := `{"receipt":"2001","store":"5012","storeName":"Parramatta","register":"03","purchasedAt":"2026-11-21T14:05:00+11:00","email":"ADA@example.com","items":[{"productCode":"10000016","name":"Linen Lamp","quantity":2,"unitPrice":4700}],"discounts":[{"description":"Spend & save","amount":400}],"payments":[{"type":"eftpos","amount":9000,"last4":"1234"}]}

{"receipt":"2002","store":"5012","purchasedAt":"2026-11-21T15:00:00Z","items":[{"name":"Mug","quantity":1,"unitPrice":12.99}],"payments":[{"type":"cash","amount":1299}]}
{"receipt":"2003","store":"5012","purchasedAt":"2026-11-21T15:00:00Z","items":[{"name":"Mug","quantity":1,"unitPrice":1299}],"payments":[{"type":"cash","amount":1299}],"colour":"red"}
{"receipt":"2004","store":"5012","purchasedAt":"2026-11-21T15:00:00Z","items":[{"name":"Mug","quantity":1,"unitPrice":1299}],"payments":[{"type":"cash","amount":1000}]}
not json
{"receipt":"2005","store":"5012","purchasedAt":"2026-11-21T15:00:00Z","items":[{"name":"Mug","quantity":1,"unitPrice":1299}],"total":1299,"gst":118,"payments":[{"type":"cash","amount":1299}]}`
	st, cs := newMemStore(), someCustomers()
	res, err := Import(ctx, strings.NewReader(in), FormatJSONL, st, cs, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Read != 6 || res.Inserted != 2 || res.Attached != 1 || res.Rejected != 4 {
		t.Fatalf("Import = %+v", res)
	}
	for i, w := range []string{
		"line 3: cannot unmarshal number 12.99",
		`line 4: unknown field "colour"`,
		"line 5: receipt 2004: payments add up to 10.00, not the total 12.99",
		"line 6: invalid character",
	} {
		if !strings.HasPrefix(res.Errors[i], w) {
			t.Errorf("error %d = %q, want prefix %q", i, res.Errors[i], w)
		}
	}
	r, _ := st.Receipt(ctx, "2001")
	if r.CustomerID != "c1" || r.Subtotal != 9400 || r.Total != 9000 || r.GST != 818 || r.Items[0].Total != 9400 || r.Register != "03" {
		t.Fatalf("receipt 2001 = %+v", r)
	}
	if r, _ := st.Receipt(ctx, "2005"); r.GST != 118 {
		t.Fatalf("receipt 2005 GST = %d, want the till's 118", r.GST)
	}
}

func TestImportAttachesOnceAnEmail(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	for i := range 30 {
		email := []string{"ada@example.com", "gone@example.com", "nobody@example.com"}[i%3]
		fmt.Fprintf(&b, `{"receipt":"%d","store":"5012","purchasedAt":"2026-11-21T15:00:00Z","email":%q,`+
			`"items":[{"name":"Mug","quantity":1,"unitPrice":100}],"payments":[{"type":"cash","amount":100}]}`+"\n", 1000+i, email)
	}
	st, cs := newMemStore(), someCustomers()
	res, err := Import(context.Background(), strings.NewReader(b.String()), FormatJSONL, st, cs, nil)
	if err != nil || res.Inserted != 30 || res.Attached != 10 {
		t.Fatalf("Import = %+v, %v", res, err)
	}
	// Three e-mails, three lookups; the account being deleted gets nothing new.
	if cs.calls != 3 {
		t.Fatalf("%d customer lookups, want 3", cs.calls)
	}
	if list, _ := st.ReceiptsByCustomer(context.Background(), "c2", 0); len(list) != 0 {
		t.Fatalf("attached to an account being deleted: %v", list)
	}
}

func TestImportErrorsAreFatalOnlyForIO(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	if _, err := Import(ctx, strings.NewReader(""), "xml", newMemStore(), nil, nil); !errors.Is(err, ErrFormat) {
		t.Fatalf("unknown format: %v", err)
	}
	broken := errors.New("disk on fire")
	for _, format := range []string{FormatCSV, FormatJSONL} {
		if _, err := Import(ctx, io.MultiReader(strings.NewReader("1"), errReader{broken}), format, newMemStore(), nil, nil); !errors.Is(err, broken) {
			t.Errorf("%s: read error = %v", format, err)
		}
	}
	st := newMemStore()
	st.fail = errors.New("database gone")
	if _, err := Import(ctx, strings.NewReader(goodCSV), FormatCSV, st, nil, nil); !errors.Is(err, st.fail) {
		t.Fatalf("store error = %v", err)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := Import(cancelled, strings.NewReader(goodCSV), FormatCSV, newMemStore(), nil, nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled = %v", err)
	}
	// More rejections than MaxErrors: all counted, the first MaxErrors explained.
	res, err := Import(ctx, strings.NewReader(strings.Repeat("{}\n", 50)), FormatJSONL, newMemStore(), nil, nil)
	if err != nil || res.Rejected != 50 || len(res.Errors) != MaxErrors {
		t.Fatalf("50 bad lines: %+v, %v", res, err)
	}
	// A line too long to be a receipt is rejected, not a reason to stop.
	long := `{"receipt":"` + strings.Repeat("1", maxLine) + "\"}\n" + `{"receipt":"5"}` + "\n"
	res, err = Import(ctx, bytes.NewReader([]byte(long)), FormatJSONL, newMemStore(), nil, func(int, int) {})
	if err != nil || res.Read != 2 || res.Rejected != 2 || !strings.Contains(res.Errors[0], "longer than") {
		t.Fatalf("long line: %+v, %v", res, err)
	}
}

type errReader struct{ err error }

func (e errReader) Read([]byte) (int, error) { return 0, e.err }

func TestFormatOf(t *testing.T) {
	t.Parallel()
	for name, want := range map[string]string{"till.csv": FormatCSV, "A.CSV": FormatCSV, "t.jsonl": FormatJSONL,
		"t.ndjson": FormatJSONL, "t.json": FormatJSONL, "t.txt": "", "csv": ""} {
		if got := FormatOf(name); got != want {
			t.Errorf("FormatOf(%q) = %q, want %q", name, got, want)
		}
	}
}

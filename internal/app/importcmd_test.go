package app

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/storage/sqlite"
)

const tillCSV = `receipt,store,storeName,purchasedAt,email,loyalty,productCode,name,quantity,unitPrice,discountDescription,discountAmount,paymentType,paymentAmount,last4
30010001,5012,Parramatta,2026-11-21T14:05:00+11:00,ada@example.com,,10000016,Linen Lamp,2,47.00,Spend & save,10.00,giftcard,50.00,
30010001,,,,,,10000032,Tea Towel,1,6.00,,,visa,40.00,4242
30010002,3001,Melbourne Central,2026-11-22T10:00:00+11:00,bob@example.com,,10000048,Mug,3,4.50,,,cash,13.50,
`

// importRun runs the command line with a database and files in dir.
func importRun(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = Run(context.Background(), append([]string{"import"}, args...), &out, &errb, func(string) string { return "" })
	return code, out.String(), errb.String()
}

func TestImportReceiptsCommand(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir := t.TempDir()
	dbPath := filepath.Join(dir, "shop.db")
	db := "sqlite:" + dbPath
	st, err := sqlite.Open(ctx, dbPath)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	if err := st.InsertCustomer(ctx, account.Customer{ID: "c1", Email: "ada@example.com", FirstName: "Ada", CreatedAt: now, UpdatedAt: now}); err != nil {
		t.Fatal(err)
	}
	_ = st.Close()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	csvFile := write("till.csv", tillCSV)

	code, out, errs := importRun(t, "receipts", "--db", db, csvFile)
	if code != 0 || out != "imported 2 receipts (0 already there, 1 attached to customers, 0 rejected)\n" || errs != "" {
		t.Fatalf("first import: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	// Again, the flag after the file: everything is there already.
	code, out, errs = importRun(t, "receipts", csvFile, "--db", db)
	if code != 0 || out != "imported 0 receipts (2 already there, 0 attached to customers, 0 rejected)\n" || errs != "" {
		t.Fatalf("second import: exit %d, stdout %q, stderr %q", code, out, errs)
	}

	jsonl := write("till.jsonl", `{"receipt":"30010003","store":"5012","purchasedAt":"2026-11-23T09:30:00+11:00","email":"Ada@Example.com","items":[{"productCode":"10000016","name":"Linen Lamp","quantity":1,"unitPrice":4700}],"payments":[{"type":"eftpos","amount":4700}]}
{"receipt":"30010004","store":"5012","purchasedAt":"2026-11-23T09:30:00+11:00","items":[{"name":"Mug","quantity":1,"unitPrice":450}],"payments":[{"type":"cash","amount":400}]}
`)
	code, out, errs = importRun(t, "receipts", "--db", db, jsonl)
	if code != 0 || out != "imported 1 receipts (0 already there, 1 attached to customers, 1 rejected)\n" {
		t.Fatalf("jsonl import: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	if want := "till.jsonl: rejected line 2: receipt 30010004: payments add up to 4.00, not the total 4.50\n"; !strings.HasSuffix(errs, want) ||
		strings.Count(errs, "\n") != 1 {
		t.Fatalf("stderr %q, want one line ending %q", errs, want)
	}

	st, err = sqlite.Open(ctx, dbPath)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	list, err := st.ReceiptsByCustomer(ctx, "c1", 0)
	if err != nil || len(list) != 2 || list[0].Code != "30010003" || list[1].Code != "30010001" || list[1].Total != 9000 {
		t.Fatalf("Ada's receipts = %+v, %v", list, err)
	}
	if r, err := st.Receipt(ctx, "30010002"); err != nil || r.CustomerID != "" || r.StoreName != "Melbourne Central" {
		t.Fatalf("Bob's receipt = %+v, %v", r, err)
	}
}

func TestImportCommandErrors(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := "sqlite:" + filepath.Join(dir, "e.db")
	txt := filepath.Join(dir, "till.txt")
	if err := os.WriteFile(txt, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	badHeader := filepath.Join(dir, "bad.csv")
	if err := os.WriteFile(badHeader, []byte("receipt,colour\n1,red\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"nothing", nil, 2, "import what?"},
		{"orders", []string{"orders", "x.csv"}, 2, "import what?"},
		{"no file", []string{"receipts", "--db", db}, 2, "takes one FILE"},
		{"two files", []string{"receipts", "a.csv", "b.csv"}, 2, "takes one FILE"},
		{"unknown flag", []string{"receipts", "--nope", "a.csv"}, 2, "flag provided but not defined"},
		{"unknown format", []string{"receipts", "--db", db, txt}, 2, "cannot tell the format"},
		{"bad format flag", []string{"receipts", "--db", db, "--format", "xml", txt}, 2, "cannot tell the format"},
		{"missing file", []string{"receipts", "--db", db, filepath.Join(dir, "none.csv")}, 1, "cannot read receipts"},
		{"bad db", []string{"receipts", "--db", "mysql://x", badHeader}, 2, "cannot open database"},
		{"bad header", []string{"receipts", "--db", db, badHeader}, 1, `import stopped: line 1: receipt: unknown import format: unknown column "colour"`},
		{"help", []string{"--help"}, 0, ""},
		{"receipts help", []string{"receipts", "-h"}, 0, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			code, out, errs := importRun(t, tc.args...)
			if code != tc.code || !strings.Contains(errs, tc.want) {
				t.Fatalf("exit %d, stderr %q; want %d and %q", code, errs, tc.code, tc.want)
			}
			if tc.code == 2 && strings.Count(strings.TrimSpace(errs), "\n") > 0 {
				t.Fatalf("a usage error is one line: %q", errs)
			}
			if tc.code == 0 && !strings.Contains(out, "storefront import receipts") {
				t.Fatalf("help = %q", out)
			}
		})
	}
}

func TestRenderBar(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		done, total int
		want        string
	}{
		{0, 10, "[>         ] 0/10 receipts"},
		{5, 10, "[=====>    ] 5/10 receipts"},
		{10, 10, "[==========] 10/10 receipts"},
		{12, 10, "[==========] 12/10 receipts"},
		{7, 0, "7 receipts"},
	} {
		if got := renderBar(tc.done, tc.total, 10); got != tc.want {
			t.Errorf("renderBar(%d, %d) = %q, want %q", tc.done, tc.total, got, tc.want)
		}
	}
	// Redrawn at most ten times a second, and always at the end.
	var b bytes.Buffer
	p := &progressBar{w: &b}
	for i := range 1000 {
		p.update(i+1, 1000)
	}
	p.update(1000, 1000) // Import's last word repeats the last receipt's: not drawn again
	p.finish()
	if n := strings.Count(b.String(), "\r"); n < 2 || n > 10 || !strings.HasSuffix(b.String(), "1000/1000 receipts\n") {
		t.Fatalf("%d redraws: %q", n, b.String())
	}
	if isTerminal(&b) {
		t.Fatal("a buffer is no terminal")
	}
}

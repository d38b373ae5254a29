package receipt

// The till import (docs/receipts.md is the full description, with examples).
//
// Two formats are read:
//
// CSV, one row per item line, rows of one receipt next to each other. The columns, in this order
// when the file has no header row:
//
//	receipt,store,storeName,purchasedAt,email,loyalty,productCode,name,quantity,unitPrice,
//	discountDescription,discountAmount,paymentType,paymentAmount,last4
//
// A first row whose first cell is "receipt" is a header: the columns are then found by name, in
// any order, and may also include register and gst; only receipt, store, purchasedAt, quantity,
// unitPrice, paymentType and paymentAmount are required. Amounts are dollars with a decimal point
// ("12.99"), times RFC 3339 ("2026-11-21T14:05:00+11:00"). The receipt's own columns (store,
// storeName, register, purchasedAt, email, loyalty, gst) may be left empty after its first row;
// a row adds an item when it has any item cell, a discount when it has any discount cell and a
// payment when it has any payment cell, so a receipt of one item paid two ways is two rows.
//
// JSON lines: one receipt per line, the JSON form of Receipt, amounts in integer cents
// ("unitPrice": 1299). Unknown fields are errors, so a misspelt field is caught.
//
// In both, totals the till left out (item totals, subtotal, discount total, total, GST) are
// worked out from the items and discounts; the payments must add up to the total. A receipt is
// attached to the customer whose account has the receipt's e-mail (trimmed, lower case).
// Accounts carry no loyalty card number yet, so the loyalty number is only kept on the receipt,
// for matching later. A receipt whose number is stored already is left alone (the import is
// idempotent); a bad receipt is reported and skipped, and the rest are imported.

import (
	"bufio"
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/platform/money"
)

// The import formats.
const (
	FormatCSV   = "csv"
	FormatJSONL = "jsonl"
)

// FormatOf is the import format a file's name says (its extension: .csv, or .jsonl, .ndjson or
// .json for JSON lines), "" when it says none.
func FormatOf(name string) string {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".csv":
		return FormatCSV
	case ".jsonl", ".ndjson", ".json":
		return FormatJSONL
	}
	return ""
}

// Customers finds the account a receipt's e-mail belongs to; account.ErrNotFound when none has it.
type Customers interface {
	CustomerByEmail(ctx context.Context, email string) (account.Customer, error)
}

// Result is what an import did. Every receipt read (and every row the CSV reader could not read)
// is counted in Read and in exactly one of Inserted, AlreadyThere and Rejected.
type Result struct {
	Read         int
	Inserted     int
	AlreadyThere int // receipts whose number was stored already, left alone
	Attached     int // of those inserted, the ones attached to a customer
	Rejected     int
	// Errors says why, "line n: …", for the first MaxErrors rejections.
	Errors []string
}

// MaxErrors is how many rejections a Result explains.
const MaxErrors = 20

// maxLine bounds one JSON line: a receipt of MaxItems items is far smaller.
const maxLine = 1 << 20

// ErrFormat means an import was asked for a format it does not read, or its file is not in it.
var ErrFormat = errors.New("receipt: unknown import format")

// Import reads receipts in format (FormatCSV or FormatJSONL) from r and stores the new ones in
// st, attaching each to the customer with its e-mail (customers may be nil: attach none). Bad
// receipts are rejected and reported in the Result, never fatal; the error is for what stops the
// import: reading r, the store, a cancelled ctx, or a CSV header it cannot use. progress, when not
// nil, is called after each receipt with how many have been read and the total, which is counted
// beforehand when r can seek (a file) and is 0 when it cannot.
func Import(ctx context.Context, r io.Reader, format string, st Store, customers Customers, progress func(done, total int)) (Result, error) {
	if format != FormatCSV && format != FormatJSONL {
		return Result{}, fmt.Errorf("%w %q (want %s or %s)", ErrFormat, format, FormatCSV, FormatJSONL)
	}
	im := &importer{ctx: ctx, st: st, customers: customers, progress: progress, emails: map[string]string{},
		now: time.Now().UTC()}
	if progress != nil {
		if rs, ok := r.(io.ReadSeeker); ok {
			total, err := countReceipts(rs, format)
			if err != nil {
				return Result{}, err
			}
			im.total = total
		}
	}
	br := bufio.NewReaderSize(r, 64<<10)
	if bom, err := br.Peek(3); err == nil && string(bom) == "\uFEFF" {
		_, _ = br.Discard(3) // a spreadsheet's byte order mark
	}
	var err error
	if format == FormatCSV {
		err = im.csv(br)
	} else {
		err = im.jsonl(br)
	}
	if err == nil && progress != nil {
		progress(im.res.Read, max(im.total, im.res.Read))
	}
	return im.res, err
}

type importer struct {
	ctx       context.Context
	st        Store
	customers Customers
	progress  func(done, total int)
	total     int
	res       Result
	emails    map[string]string // e-mail → customer ID ("": no account), looked up once per import
	now       time.Time
}

// reject counts a rejected receipt (or unreadable row) and keeps the first reasons.
func (im *importer) reject(line int, why string) {
	im.res.Read++
	im.res.Rejected++
	if len(im.res.Errors) < MaxErrors {
		im.res.Errors = append(im.res.Errors, fmt.Sprintf("line %d: %s", line, why))
	}
	im.tick()
}

func (im *importer) tick() {
	if im.progress != nil {
		im.progress(im.res.Read, max(im.total, im.res.Read))
	}
}

// add completes, checks, attaches and stores one receipt read at line.
func (im *importer) add(line int, r Receipt) error {
	if err := im.ctx.Err(); err != nil {
		return err
	}
	r.Complete()
	if err := r.Validate(); err != nil {
		label := r.Code
		if label == "" {
			label = "(no number)"
		}
		im.reject(line, "receipt "+label+": "+strings.TrimPrefix(err.Error(), ErrInvalid.Error()+": "))
		return nil
	}
	r.PurchasedAt = r.PurchasedAt.UTC()
	r.CustomerID, r.CreatedAt = "", im.now
	if r.Email != "" {
		id, err := im.customerOf(r.Email)
		if err != nil {
			return fmt.Errorf("line %d: find the customer of receipt %s: %w", line, r.Code, err)
		}
		r.CustomerID = id
	}
	inserted, err := im.st.InsertReceipt(im.ctx, r)
	if err != nil {
		return fmt.Errorf("line %d: store receipt %s: %w", line, r.Code, err)
	}
	im.res.Read++
	switch {
	case !inserted:
		im.res.AlreadyThere++
	case r.CustomerID != "":
		im.res.Inserted++
		im.res.Attached++
	default:
		im.res.Inserted++
	}
	im.tick()
	return nil
}

// customerOf is the ID of the customer with the (normalised) e-mail, "" when there is none or
// the account is being deleted (its data is not to grow).
func (im *importer) customerOf(email string) (string, error) {
	if id, ok := im.emails[email]; ok {
		return id, nil
	}
	if im.customers == nil {
		return "", nil
	}
	c, err := im.customers.CustomerByEmail(im.ctx, email)
	switch {
	case errors.Is(err, account.ErrNotFound):
		c = account.Customer{}
	case err != nil:
		return "", err
	case !c.ErasedAt.IsZero() || !c.DeletionRequestedAt.IsZero():
		c = account.Customer{}
	}
	im.emails[email] = c.ID
	return c.ID, nil
}

// jsonl reads one receipt per line.
func (im *importer) jsonl(br *bufio.Reader) error {
	for line := 1; ; line++ {
		text, tooLong, err := readLine(br, maxLine)
		if err != nil && !errors.Is(err, io.EOF) {
			return fmt.Errorf("line %d: %w", line, err)
		}
		switch trimmed := bytes.TrimSpace(text); {
		case tooLong:
			im.reject(line, fmt.Sprintf("line longer than %d bytes", maxLine))
		case len(trimmed) == 0: // blank lines are allowed
		default:
			r, why := decodeJSONReceipt(trimmed)
			if why != "" {
				im.reject(line, why)
			} else if err := im.add(line, r); err != nil {
				return err
			}
		}
		if err != nil { // io.EOF, after the last line
			return nil
		}
	}
}

// decodeJSONReceipt reads one JSON receipt, or says why it cannot.
func decodeJSONReceipt(b []byte) (Receipt, string) {
	var r Receipt
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return r, strings.TrimPrefix(err.Error(), "json: ")
	}
	if dec.More() {
		return r, "more than one JSON value on the line"
	}
	return r, ""
}

// readLine reads up to and including the next newline (or the end of input); a line longer than
// limit is read to its end but answered empty, tooLong.
func readLine(br *bufio.Reader, limit int) (line []byte, tooLong bool, err error) {
	for {
		chunk, err := br.ReadSlice('\n')
		if tooLong || len(line)+len(chunk) > limit {
			line, tooLong = nil, true
		} else {
			line = append(line, chunk...)
		}
		if !errors.Is(err, bufio.ErrBufferFull) {
			return line, tooLong, err
		}
	}
}

// csvColumns are the CSV columns in their order in a file without a header row.
var csvColumns = []string{"receipt", "store", "storeName", "purchasedAt", "email", "loyalty", "productCode", "name",
	"quantity", "unitPrice", "discountDescription", "discountAmount", "paymentType", "paymentAmount", "last4"}

// csvOptional are the columns a header may add to csvColumns.
var csvOptional = []string{"register", "gst"}

// csvRequired are the columns a header must name.
var csvRequired = []string{"receipt", "store", "purchasedAt", "quantity", "unitPrice", "paymentType", "paymentAmount"}

// csvGroup is a receipt being put together from its rows.
type csvGroup struct {
	line     int // the first row's
	r        Receipt
	gst      string
	problems []string
}

// csv reads rows, one receipt from each run of rows with the same receipt number.
func (im *importer) csv(br *bufio.Reader) error {
	cr := csv.NewReader(br)
	cr.FieldsPerRecord = -1
	cr.TrimLeadingSpace = true
	var cols map[string]int  // column name → index; nil until the first row
	width := len(csvColumns) // the cells a row has: the header's, or the columns'
	var g *csvGroup
	seen := map[string]int{} // receipt number → the line its rows started at
	// After a row that cannot be read, which receipt it was part of is unknown: the one before it
	// or the one after it. Both are rejected, as storing a receipt without one of its rows would
	// be worse, and importing the mended file again adds them (and nothing twice).
	lost := ""
	flush := func() error {
		if g == nil {
			return nil
		}
		cur := g
		g = nil
		if len(cur.problems) > 0 {
			im.reject(cur.line, "receipt "+cur.r.Code+": "+strings.Join(cur.problems, "; "))
			return nil
		}
		if cur.gst != "" {
			gst, err := money.ParseDecimal(cur.gst)
			if err != nil {
				im.reject(cur.line, "receipt "+cur.r.Code+": gst "+strconv.Quote(cur.gst)+" is not an amount")
				return nil
			}
			cur.r.GST = gst
		}
		return im.add(cur.line, cur.r)
	}
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			return flush()
		}
		var perr *csv.ParseError
		if errors.As(err, &perr) {
			lost = fmt.Sprintf("the row on line %d, which may be part of it, cannot be read", perr.StartLine)
			if g != nil {
				g.problems = append(g.problems, lost)
			}
			im.reject(perr.StartLine, "cannot read the row: "+perr.Err.Error())
			continue
		}
		if err != nil {
			return err
		}
		line, _ := cr.FieldPos(0)
		if cols == nil {
			if cols, err = csvHeader(rec); err != nil {
				return fmt.Errorf("line %d: %w", line, err)
			}
			if cols != nil {
				width = len(rec)
				continue // that was the header
			}
			cols = map[string]int{}
			for i, c := range csvColumns {
				cols[c] = i
			}
		}
		get := func(col string) string {
			if i, ok := cols[col]; ok && i < len(rec) {
				return strings.TrimSpace(rec[i])
			}
			return ""
		}
		code := get("receipt")
		if g == nil || code != g.r.Code {
			if err := flush(); err != nil {
				return err
			}
			g = &csvGroup{line: line, r: Receipt{Code: code}}
			if lost != "" {
				g.problems = append(g.problems, lost)
			}
			if first, ok := seen[code]; ok && code != "" {
				g.problems = append(g.problems, fmt.Sprintf("its rows must be next to each other (it started on line %d)", first))
			} else {
				seen[code] = line
			}
		}
		lost = ""
		if len(rec) != width {
			g.problems = append(g.problems, fmt.Sprintf("line %d: %d cells, want %d", line, len(rec), width))
			continue
		}
		g.addRow(line, get)
	}
}

// csvHeader reads a header row: the column index of each name, or nil when rec is a data row.
func csvHeader(rec []string) (map[string]int, error) {
	if len(rec) == 0 || !strings.EqualFold(strings.TrimSpace(rec[0]), "receipt") {
		return nil, nil
	}
	known := map[string]string{}
	for _, c := range append(append([]string{}, csvColumns...), csvOptional...) {
		known[strings.ToLower(c)] = c
	}
	cols := map[string]int{}
	for i, name := range rec {
		c, ok := known[strings.ToLower(strings.TrimSpace(name))]
		if !ok {
			return nil, fmt.Errorf("%w: unknown column %q in the header", ErrFormat, name)
		}
		if _, dup := cols[c]; dup {
			return nil, fmt.Errorf("%w: column %q twice in the header", ErrFormat, c)
		}
		cols[c] = i
	}
	for _, c := range csvRequired {
		if _, ok := cols[c]; !ok {
			return nil, fmt.Errorf("%w: the header lacks column %q", ErrFormat, c)
		}
	}
	return cols, nil
}

// addRow adds one row's receipt fields, item, discount and payment to the receipt.
func (g *csvGroup) addRow(line int, get func(string) string) {
	bad := func(format string, args ...any) {
		g.problems = append(g.problems, fmt.Sprintf("line %d: ", line)+fmt.Sprintf(format, args...))
	}
	// The receipt's own fields: set by the first row that has them, the same on any other.
	same := func(name string, dst *string) {
		v := get(name)
		switch {
		case v == "":
		case *dst == "":
			*dst = v
		case *dst != v:
			bad("%s %q differs from %q above", name, v, *dst)
		}
	}
	r := &g.r
	same("store", &r.StoreNumber)
	same("storeName", &r.StoreName)
	same("register", &r.Register)
	same("email", &r.Email)
	same("loyalty", &r.Loyalty)
	same("gst", &g.gst)
	if v := get("purchasedAt"); v != "" {
		t, err := time.Parse(time.RFC3339, v)
		switch {
		case err != nil:
			bad("purchasedAt %q is not an RFC 3339 time such as 2026-11-21T14:05:00+11:00", v)
		case r.PurchasedAt.IsZero():
			r.PurchasedAt = t
		case !r.PurchasedAt.Equal(t):
			bad("purchasedAt %q differs from the receipt's first row", v)
		}
	}
	amount := func(name string) money.Cents {
		v := get(name)
		if v == "" {
			return 0
		}
		c, err := money.ParseDecimal(v)
		if err != nil {
			bad("%s %q is not an amount in dollars such as 12.99", name, v)
		}
		return c
	}
	if get("productCode") != "" || get("name") != "" || get("quantity") != "" || get("unitPrice") != "" {
		it := Item{ProductCode: get("productCode"), Name: get("name"), UnitPrice: amount("unitPrice")}
		q, err := strconv.Atoi(get("quantity"))
		if err != nil {
			bad("quantity %q is not a whole number", get("quantity"))
		}
		it.Quantity = q
		r.Items = append(r.Items, it)
	}
	if get("discountDescription") != "" || get("discountAmount") != "" {
		r.Discounts = append(r.Discounts, Discount{Description: get("discountDescription"), Amount: amount("discountAmount")})
	}
	if get("paymentType") != "" || get("paymentAmount") != "" || get("last4") != "" {
		r.Payments = append(r.Payments, Payment{Type: get("paymentType"), Amount: amount("paymentAmount"), Last4: get("last4")})
	}
}

// countReceipts counts the receipts in rs (for a progress bar) and puts rs back where it was.
// Unreadable rows are counted as they will be, one each.
func countReceipts(rs io.ReadSeeker, format string) (int, error) {
	start, err := rs.Seek(0, io.SeekCurrent)
	if err != nil {
		return 0, nil // cannot seek after all: no total
	}
	n := 0
	br := bufio.NewReaderSize(rs, 64<<10)
	if format == FormatJSONL {
		for {
			text, tooLong, err := readLine(br, maxLine)
			if tooLong || len(bytes.TrimSpace(text)) > 0 {
				n++
			}
			if err != nil {
				break
			}
		}
	} else {
		cr := csv.NewReader(br)
		cr.FieldsPerRecord = -1
		cr.TrimLeadingSpace = true
		cr.ReuseRecord = true
		prev, first := "", true
		for {
			rec, err := cr.Read()
			if errors.Is(err, io.EOF) {
				break
			}
			var perr *csv.ParseError
			if errors.As(err, &perr) {
				n++
				continue
			}
			if err != nil {
				break // Import meets it too, and says so
			}
			code := strings.TrimSpace(strings.TrimPrefix(rec[0], "\uFEFF"))
			if first && strings.EqualFold(code, "receipt") {
				first = false
				continue // the header: the receipt number is the first column either way
			}
			if first || code != prev {
				n++
			}
			prev, first = code, false
		}
	}
	if _, err := rs.Seek(start, io.SeekStart); err != nil {
		return 0, err
	}
	return n, nil
}

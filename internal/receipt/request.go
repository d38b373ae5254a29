package receipt

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/swaggest/jsonschema-go"
)

// ImportRequest is importReceipts' body: the tills' receipts in the import's JSON form
// (docs/receipts.md), 1 to MaxPerRequest of them.
type ImportRequest struct {
	Receipts []Line `json:"receipts" required:"true" maxItems:"1000"`
}

// MaxPerRequest is the most receipts one importReceipts call takes (a day's file goes through the
// command line import instead).
const MaxPerRequest = 1000

// Line is one receipt as sent, kept as its JSON: each is read as one line of the JSON lines import
// is, so a receipt that cannot be read is rejected on its own and the others go in.
type Line json.RawMessage

// UnmarshalJSON implements json.Unmarshaler: the receipt's JSON, as it is.
func (l *Line) UnmarshalJSON(b []byte) error {
	*l = append((*l)[:0], b...)
	return nil
}

// JSONSchema implements jsonschema.Exposer: a Receipt.
func (Line) JSONSchema() (jsonschema.Schema, error) {
	var s jsonschema.Schema
	s.WithRef(SchemaRef)
	return s, nil
}

// SchemaRef is where the API document keeps the schema of a Receipt (the document names it so).
const SchemaRef = "#/components/schemas/ReceiptReceipt"

// ImportLines imports receipts sent as JSON values, each as Import reads a line of the JSON lines
// format; the result numbers them from 1 as lines.
func ImportLines(ctx context.Context, lines []Line, st Store, customers Customers) (Result, error) {
	im := &importer{ctx: ctx, st: st, customers: customers, emails: map[string]string{}, now: time.Now().UTC()}
	for i, l := range lines {
		if len(l) > maxLine {
			im.reject(i+1, fmt.Sprintf("line longer than %d bytes", maxLine))
			continue
		}
		r, why := decodeJSONReceipt(l)
		if why != "" {
			im.reject(i+1, why)
			continue
		}
		if err := im.add(i+1, r); err != nil {
			return im.res, err
		}
	}
	return im.res, nil
}

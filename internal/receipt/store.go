package receipt

import "context"

// Store persists receipts. Both storage engines implement it (receipts table, migration 0012).
type Store interface {
	// InsertReceipt stores r unless a receipt with its code is stored already: it answers true when
	// it inserted r, false (and no error) when the code was there, which it leaves alone. So a
	// till's file can be imported again safely.
	InsertReceipt(ctx context.Context, r Receipt) (inserted bool, err error)
	// Receipt returns the receipt numbered code, or ErrNotFound.
	Receipt(ctx context.Context, code string) (Receipt, error)
	// ReceiptsByCustomer returns the receipts attached to customerID, newest purchase first, at
	// most limit (0: all). An empty customerID has none: unattached receipts are nobody's.
	ReceiptsByCustomer(ctx context.Context, customerID string, limit int) ([]Receipt, error)
}

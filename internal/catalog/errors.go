package catalog

import "errors"

// ErrNotFound means no product or category has the requested code.
var ErrNotFound = errors.New("catalog: not found")

// Package page serves what a browser loads besides the API's answers, and the HTTP delivery the
// pages and the API share: the HTML shell of every page route (head, inlined answers, the markup
// rendered on the server), the built web app's files, the product tiles and icons; compression,
// ETags, the cache of ready answers and the buffer pools behind them (docs/web.md#pages).
//
// It knows nothing of the API's operations: the shell calls the API's handler in-process for the
// answers a page starts from (Shell.SetAPI), and httpapi wraps its routes in this package's
// Compress and WithETag.
package page

// Command storefront serves the Wattle web shop: `storefront serve`, `storefront migrate`,
// `storefront seed`. See README.md.
package main

import "github.com/wattle/storefront/internal/app"

func main() { app.Main() }

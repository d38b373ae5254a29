package page

import (
	"crypto/sha256"
	"encoding/base64"
)

// CSP is the policy of every HTML page. It names no nonce: a catalogue page is
// the same bytes for every shopper, kept by the server and by a CDN (shell.go), so the policy
// cannot carry a secret made per response. Scripts run only from our own origin or are the inline
// script the shell writes, named by its hash (earlyClicks); the inlined answers and the
// JSON-LD are data blocks, which never run. There is no 'unsafe-eval' and no inline script besides.
// Styles come from our stylesheets, and inline styles are allowed ('unsafe-inline' for style-src):
// a server-rendered page carries React's style="" attributes (a swatch's colour, a skeleton's
// width), and the dialogs' scroll lock (Radix, through react-style-singleton) adds a <style>
// element whose content changes with the scrollbar's width, which no hash can name. Styles cannot
// run code; decisions.md weighs what an injected style could still do. Images are ours or data:
// URIs; the app talks only to its own API. Checkout frames the payment provider's pages (the card
// fields, the 3-D Secure challenge, the Apple Pay sheet): the sandbox's are our own origin, hence
// frame-src 'self'; a live provider's widget adds its origins (providers), which may also load
// their scripts.
func CSP(providers ...string) string {
	p := ""
	for _, o := range providers {
		p += " " + o
	}
	return "default-src 'self'; script-src 'self' " + scriptHash(earlyClicks) + p + "; style-src 'self' 'unsafe-inline'" +
		"; img-src 'self' data:; font-src 'self'; connect-src 'self'" + p + "; frame-src 'self'" + p + "; object-src 'none'" +
		"; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
}

// scriptHash is the CSP source that lets an inline script with exactly this text run.
func scriptHash(script string) string {
	sum := sha256.Sum256([]byte(script))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

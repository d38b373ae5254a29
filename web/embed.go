// Package web embeds the built React app (web/dist, written by `npm run build`) in the binary.
package web

import (
	"embed"
	"io/fs"
)

// dist holds the build output. dist/.gitkeep is committed so a fresh clone compiles before the
// web app is built; the server then explains that the web app needs building.
//
//go:embed all:dist
var dist embed.FS

// Dist returns the built web app rooted at dist/.
func Dist() (fs.FS, error) { return fs.Sub(dist, "dist") }

// ssr holds the server renderer's bundle (vite.ssr.config.ts); dist-ssr/.gitkeep likewise.
//
//go:embed all:dist-ssr
var ssr embed.FS

// ServerBundle returns the server renderer's script (internal/ssr), or "" when the web app is not
// built.
func ServerBundle() string {
	b, err := ssr.ReadFile("dist-ssr/render.js")
	if err != nil {
		return ""
	}
	return string(b)
}

package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// JSFile is one script the home page loads before it can run.
type JSFile struct {
	Path      string // as the page names it: /assets/index-….js
	Raw, Gzip int64  // bytes
	Preloaded bool   // a modulepreload link rather than the entry script
}

// tag matches a start tag; attr matches one attribute of it.
var (
	tagRe  = regexp.MustCompile(`(?is)<(script|link)\b([^>]*)>`)
	attrRe = regexp.MustCompile(`(?is)([a-z-]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)`)
)

// InitialJS finds the home page's module script and modulepreload links in dist/index.html and
// gzips each file at level 9.
func InitialJS(dist string) ([]JSFile, error) {
	html, err := os.ReadFile(filepath.Join(dist, "index.html"))
	if err != nil {
		return nil, err
	}
	var files []JSFile
	for _, m := range tagRe.FindAllStringSubmatch(string(html), -1) {
		attrs := map[string]string{}
		for _, a := range attrRe.FindAllStringSubmatch(m[2], -1) {
			attrs[strings.ToLower(a[1])] = strings.Trim(a[2], `"'`)
		}
		var ref string
		preload := false
		switch strings.ToLower(m[1]) {
		case "script":
			if attrs["type"] == "module" {
				ref = attrs["src"]
			}
		case "link":
			if strings.EqualFold(attrs["rel"], "modulepreload") {
				ref, preload = attrs["href"], true
			}
		}
		if ref == "" || strings.Contains(ref, "://") {
			continue
		}
		body, err := os.ReadFile(filepath.Join(dist, filepath.FromSlash(strings.TrimPrefix(ref, "/"))))
		if err != nil {
			return nil, fmt.Errorf("home page script: %w", err)
		}
		var gz bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
		_, _ = zw.Write(body)
		if err := zw.Close(); err != nil {
			return nil, err
		}
		files = append(files, JSFile{Path: ref, Raw: int64(len(body)), Gzip: int64(gz.Len()), Preloaded: preload})
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no module script in %s", filepath.Join(dist, "index.html"))
	}
	return files, nil
}

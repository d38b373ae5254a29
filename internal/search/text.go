package search

import (
	"strings"
	"unicode"

	"github.com/kljensen/snowball/english"
)

// stopWords carry no meaning in a product search.
var stopWords = map[string]bool{"a": true, "an": true, "and": true, "the": true, "for": true, "with": true, "of": true, "in": true, "on": true, "to": true, "by": true}

// maxStopWord is the length of the longest stop word: longer words need no lookup.
const maxStopWord = 4

var fold = strings.NewReplacer("é", "e", "è", "e", "ê", "e", "ë", "e", "á", "a", "à", "a", "â", "a", "ä", "a",
	"í", "i", "ï", "i", "ó", "o", "ô", "o", "ö", "o", "ú", "u", "ü", "u", "ç", "c", "ñ", "n", "’", "'")

// words lower-cases, folds accents and splits on anything but letters and digits. Apostrophes
// vanish inside words ("kids'" → "kids").
func words(s string) []string {
	s = fold.Replace(strings.ToLower(s))
	s = strings.ReplaceAll(s, "'", "")
	return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// stem returns the search term of a word: its English stem.
func stem(w string) string {
	if len(w) < 3 || isNumber(w) {
		return w
	}
	return english.Stem(w, false)
}

func isNumber(w string) bool {
	for _, r := range w {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// normalise is the canonical form of a phrase, for redirects and cache keys.
func normalise(s string) string { return strings.Join(words(s), " ") }

// editDistance is the Damerau-Levenshtein (optimal string alignment) distance between a and b,
// giving up with limit+1 as soon as it must exceed limit.
func editDistance(a, b string, limit int) int {
	if d := len(a) - len(b); d > limit || -d > limit {
		return limit + 1
	}
	la, lb := len(a), len(b)
	prev2 := make([]int, lb+1)
	prev := make([]int, lb+1)
	cur := make([]int, lb+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= la; i++ {
		cur[0] = i
		best := cur[0]
		for j := 1; j <= lb; j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
			best = min(best, v)
		}
		if best > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[lb]
}

// TypoLimit is how many edits a word of this length may carry and still match: none under 4
// letters, one under 8, else two. The benchmark gives Bleve the same budget.
func TypoLimit(w string) int {
	switch n := len(w); {
	case n < 4:
		return 0
	case n < 8:
		return 1
	default:
		return 2
	}
}

// eachWord calls fn with each word of s as words would split it, reusing buf; the word is only
// valid during the call. It is the indexing path: ASCII text, nearly all of a catalogue, goes
// through without allocating.
func eachWord(s string, buf []byte, fn func(w []byte)) []byte {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			for _, w := range words(s) {
				buf = append(buf[:0], w...)
				fn(buf)
			}
			return buf
		}
	}
	buf = buf[:0]
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9':
			buf = append(buf, c)
		case c >= 'A' && c <= 'Z':
			buf = append(buf, c+'a'-'A')
		case c == '\'':
			// Apostrophes vanish inside words ("kids'" → "kids").
		default:
			if len(buf) > 0 {
				fn(buf)
				buf = buf[:0]
			}
		}
	}
	if len(buf) > 0 {
		fn(buf)
	}
	return buf
}

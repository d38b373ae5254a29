package address

import (
	"cmp"
	"context"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Text length Suggest considers. Shorter text matches too much to be useful; longer is no
// address. The transport validates length for the shopper; these only guard the finder.
const (
	minText = 3
	maxText = 120
)

// query is a line of text taken apart: an optional locker, unit and house number in front, and
// words that are some street followed by some locality, split where the words allow.
type query struct {
	locker       bool
	lockerNo     string // digits typed after "parcel locker"; a prefix when last
	lockerPrefix bool
	unit, number int
	words        []string
	streets      []nameMask // per k, the streets words[:k] name (nil: none); collect fills it
}

// match is one address (or street, or suburb) the text matches.
type match struct {
	sub    int32
	street int16 // -1: the suburb itself
	number uint16
	unit   uint16
	locker bool
}

// Suggest offers addresses for free text such as "12 high st richm", "12 High Street, Richmond
// VIC 3121", "high street richmond", "richmond 3121" or "parcel locker richmond". Text with a
// house number suggests full addresses (AddressValid); without one it suggests streets, and
// without a street it suggests suburbs, for the shopper to complete.
//
// The known streets (known.go) come first: when the text names one, Suggest offers only known
// streets, so "120 Collins Street" is Melbourne's (then Hobart's) and no invented Collins Street
// elsewhere. A suburb or postcode typed in full is the only one offered ("melbourne" is not
// Melbourne University), and a street a known suburb does not have is no match: the shopper
// types that address in. Exact suburb matches come first, then known suburbs in the list's
// order, then labels in order.
func (b *Builtin) Suggest(ctx context.Context, text string) ([]Suggestion, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	text = strings.TrimSpace(text)
	if n := utf8.RuneCountInString(text); n < minText || n > maxText {
		return nil, ErrNoMatch
	}
	q, ok := parse(tokens(text))
	if !ok {
		return nil, ErrNoMatch
	}
	c := collector{found: make(map[match]int8), knownOnly: true}
	b.collect(&q, &c)
	if !c.full && c.streets == 0 {
		// The text names no known street: look among the invented ones too.
		c = collector{found: make(map[match]int8)}
		b.collect(&q, &c)
	}
	switch {
	case c.full:
		return nil, ErrTooManyMatches
	case len(c.found) == 0:
		return nil, ErrNoMatch
	}
	type ranked struct {
		rank  int8
		order int
		label string
		m     match
	}
	all := make([]ranked, 0, len(c.found))
	for m, rank := range c.found {
		all = append(all, ranked{rank, b.suburbs[m.sub].precedence(), b.label(m), m})
	}
	slices.SortFunc(all, func(x, y ranked) int {
		return cmp.Or(cmp.Compare(x.rank, y.rank), cmp.Compare(x.order, y.order), strings.Compare(x.label, y.label),
			cmp.Compare(x.m.sub, y.m.sub))
	})
	out := make([]Suggestion, 0, min(len(all), MaxSuggestions))
	for _, r := range all[:min(len(all), MaxSuggestions)] {
		out = append(out, Suggestion{Label: r.label, ID: b.id(r.m), AddressValid: r.m.number > 0})
	}
	return out, nil
}

// precedence orders suggestions of equal rank: known suburbs in the list's order, then the rest.
func (s *suburb) precedence() int {
	if s.known {
		return int(s.order)
	}
	return math.MaxInt16
}

// collector gathers distinct matches with their best rank (0: the suburb was typed in full)
// and stops once there are more than TooMany. With knownOnly it takes suburbs and known streets
// only, and counts the streets.
type collector struct {
	found     map[match]int8
	full      bool
	knownOnly bool
	streets   int
}

// add records a match; false once there are too many to go on.
func (c *collector) add(m match, rank int8) bool {
	if r, ok := c.found[m]; ok {
		c.found[m] = min(r, rank)
		return true
	}
	if len(c.found) == TooMany {
		c.full = true
		return false
	}
	c.found[m] = rank
	if m.street >= 0 {
		c.streets++
	}
	return true
}

// collect tries every split of the words into a street (maybe none) and a locality (maybe
// none): "high st kilda" is High Street in Kilda… or High (any kind) in St Kilda. Each split
// that makes sense adds its matches.
func (b *Builtin) collect(q *query, c *collector) {
	if q.streets == nil {
		// The streets each split's first words name, for this pass and the next.
		q.streets = make([]nameMask, len(q.words)+1)
		for k := 1; k <= len(q.words); k++ {
			q.streets[k], _ = matchStreet(q.words[:k], k == len(q.words))
		}
	}
	for k := 0; k <= len(q.words) && !c.full; k++ {
		loc := q.words[k:]
		masks := q.streets[k]
		switch {
		case k > 0 && (masks == nil || (c.knownOnly && !namesKnown(masks))):
			continue
		case k == 0 && q.number > 0:
			continue // a house number needs a street
		}
		switch {
		case len(loc) > 0:
			b.localities(loc, func(i int32, rank int8) bool { return b.enumerate(q, masks, i, rank, c) })
		case q.locker:
			for _, i := range b.lockers {
				if !b.enumerate(q, masks, i, 1, c) {
					break
				}
			}
		case masks != nil:
			b.everywhere(q, masks, c)
		}
	}
}

// enumerate adds the matches in suburb i.
func (b *Builtin) enumerate(q *query, masks nameMask, i int32, rank int8, c *collector) bool {
	s := &b.suburbs[i]
	streets := b.streetsOf(i)
	switch {
	case c.knownOnly && !s.known && (masks != nil || q.locker):
		return true // its streets and locker are invented
	case q.locker:
		if s.locker == 0 {
			return true
		}
		if q.lockerNo != "" {
			no := strconv.Itoa(int(s.locker))
			if no != q.lockerNo && !(q.lockerPrefix && strings.HasPrefix(no, q.lockerNo)) {
				return true
			}
		}
		if masks != nil {
			st := streets[s.lockerStreet]
			if masks[st.name]&(1<<st.kind) == 0 || (q.number > 0 && q.number != int(s.lockerNumber)) {
				return true
			}
		}
		return c.add(match{sub: i, street: int16(s.lockerStreet), number: s.lockerNumber, locker: true}, rank)
	case masks == nil:
		return c.add(match{sub: i, street: -1}, rank)
	}
	for j, st := range streets {
		if masks[st.name]&(1<<st.kind) == 0 || !st.has(q.number) {
			continue
		}
		if !c.add(match{sub: i, street: int16(j), number: uint16(q.number), unit: uint16(q.unit)}, rank) {
			return false
		}
	}
	return true
}

// everywhere adds the streets the masks accept in every suburb, through the name index rather
// than every suburb's street list ("1 high st" looks at the suburbs with a High street only).
func (b *Builtin) everywhere(q *query, masks nameMask, c *collector) {
	for name, mask := range masks {
		if mask == 0 {
			continue
		}
		for _, ref := range b.byName[name] {
			if c.knownOnly && !b.suburbs[ref.sub].known {
				continue
			}
			st := b.streetsOf(ref.sub)[ref.street]
			if mask&(1<<st.kind) == 0 || !st.has(q.number) {
				continue
			}
			if !c.add(match{sub: ref.sub, street: int16(ref.street), number: uint16(q.number), unit: uint16(q.unit)}, 1) {
				return
			}
		}
	}
}

// localities calls emit for each suburb the words name, read as "suburb [state] [postcode]"
// with any part left out ("richmond", "richmond vic", "vic 3121", "3121", "richmond v"). The
// last word may be the start of one. Rank 0 is a suburb named in full or a whole postcode.
// A suburb may come twice, under two readings.
func (b *Builtin) localities(words []string, emit func(i int32, rank int8) bool) {
	last := words[len(words)-1]
	type reading struct {
		pc       string
		pcPrefix bool
		states   uint8 // 0: any
		words    []string
	}
	var rs []reading
	pcs := []reading{{words: words}}
	if allDigits(last) && len(last) <= 4 {
		pcs = append(pcs, reading{pc: last, pcPrefix: len(last) < 4, words: words[:len(words)-1]})
	}
	for _, r := range pcs {
		if n := len(r.words); n > 0 {
			if m := stateMask(r.words[n-1], r.pc == ""); m != 0 {
				rs = append(rs, reading{pc: r.pc, pcPrefix: r.pcPrefix, states: m, words: r.words[:n-1]})
			}
		}
		rs = append(rs, r)
	}
	for _, r := range rs {
		ok := func(i int32) bool {
			s := &b.suburbs[i]
			if r.states != 0 && s.stateBit&r.states == 0 {
				return false
			}
			return r.pc == "" || s.postcode == r.pc || (r.pcPrefix && strings.HasPrefix(s.postcode, r.pc))
		}
		switch {
		case len(r.words) > 0:
			key := suburbKey(r.words)
			if r.pc != "" || r.states != 0 {
				for _, i := range b.byKey[key] {
					if ok(i) && !emit(i, 0) {
						return
					}
				}
				continue
			}
			// The words end the text: they may be the start of a suburb's name, unless they
			// name one in full. Then that suburb is the one meant, and no longer name that
			// starts with it is offered ("melbourne" is not Melbourne University).
			if exact := b.byKey[key]; len(exact) > 0 {
				for _, i := range exact {
					if !emit(i, 0) {
						return
					}
				}
				continue
			}
			lo := sort.Search(len(b.suburbs), func(i int) bool { return b.suburbs[i].key >= key })
			for i := lo; i < len(b.suburbs) && strings.HasPrefix(b.suburbs[i].key, key); i++ {
				if !emit(int32(i), 1) {
					return
				}
			}
		case r.pc != "":
			lo := sort.SearchStrings(b.postcodes, r.pc)
			for _, pc := range b.postcodes[lo:] {
				if pc != r.pc && !(r.pcPrefix && strings.HasPrefix(pc, r.pc)) {
					break
				}
				rank := int8(1)
				if pc == r.pc {
					rank = 0
				}
				for _, i := range b.byPostcode[pc] {
					if ok(i) && !emit(i, rank) {
						return
					}
				}
			}
		case r.states != 0:
			for i := range b.suburbs {
				if ok(int32(i)) && !emit(int32(i), 1) {
					return
				}
			}
		}
	}
}

// matchStreet reads words as a street: a name ("high", "gum tree", "st georges") and perhaps a
// kind ("st", "street"). When prefix is set the last word may be the start of the name or of the
// kind. "Saint" is "St", as in the names.
func matchStreet(words []string, prefix bool) (nameMask, bool) {
	masks := make(nameMask, len(lowerNames))
	ok := false
	words = slices.Clone(words)
	for i, w := range words {
		if w == "saint" {
			words[i] = "st"
		}
	}
	text := strings.Join(words, " ")
	head, tail := "", words[len(words)-1]
	if len(words) > 1 {
		head = strings.Join(words[:len(words)-1], " ")
	}
	for i, name := range lowerNames {
		switch {
		case text == name, prefix && strings.HasPrefix(name, text):
			masks[i] = allKinds
		case head == name:
			masks[i] = kindMask(tail, prefix)
		}
		ok = ok || masks[i] != 0
	}
	if !ok {
		return nil, false
	}
	return masks, true
}

// namesKnown reports whether masks accept the name of some known street.
func namesKnown(masks nameMask) bool {
	for i, m := range masks {
		if m != 0 && knownName[i] {
			return true
		}
	}
	return false
}

// knownName marks, per name in streetNames, the names some known street has.
var knownName = func() []bool {
	k := make([]bool, len(streetNames))
	for _, s := range knownStreets {
		k[nameIndex(s.name)] = true
	}
	return k
}()

// kindMask is the street kinds a word names: "st", "street", or with prefix "str" or "s".
func kindMask(word string, prefix bool) uint16 {
	var m uint16
	for k, kind := range streetKinds {
		for _, s := range kind.spellings {
			if s == word || (prefix && strings.HasPrefix(s, word)) {
				m |= 1 << k
			}
		}
	}
	return m
}

// stateMask is the states a word names: "vic", or with prefix "v" or "n" (NSW and NT).
func stateMask(word string, prefix bool) uint8 {
	var m uint8
	for i, s := range states {
		if s == word || (prefix && strings.HasPrefix(s, word)) {
			m |= 1 << i
		}
	}
	return m
}

// parse takes the locker, unit and house number off the front of the words.
func parse(t []string) (query, bool) {
	var q query
	i := 0
	switch {
	case len(t) > 0 && t[0] == "locker":
		i = 1
	case len(t) == 1 && t[0] == "parcel":
		i = 1
	case len(t) > 1 && t[0] == "parcel" && (t[1] == "locker" || (len(t) == 2 && strings.HasPrefix("locker", t[1]))):
		i = 2
	}
	if i > 0 {
		q.locker = true
		// Locker numbers are seven digits; a shorter number is a house number unless it ends
		// the text, where it may be the start of a locker number.
		if i < len(t) && allDigits(t[i]) && (len(t[i]) >= 5 || i == len(t)-1) {
			q.lockerNo, q.lockerPrefix = t[i], i == len(t)-1
			i++
		}
	}
	if i < len(t) && t[i] == "unit" && i+1 < len(t) && strings.Contains(t[i+1], "/") {
		i++
	}
	if i < len(t) {
		if u, n, ok := strings.Cut(t[i], "/"); ok {
			q.unit, q.number = houseNumber(u, maxUnit), houseNumber(n, maxNumber)
			if q.unit == 0 || q.number == 0 || q.locker {
				return q, false
			}
			i++
		} else if allDigits(t[i]) && i < len(t)-1 {
			// A number with words after it is a house number; alone, it is a postcode.
			if q.number = houseNumber(t[i], maxNumber); q.number == 0 {
				return q, false
			}
			i++
		}
	}
	for _, w := range t[i:] {
		for p := range strings.SplitSeq(w, "/") {
			if p != "" {
				q.words = append(q.words, p)
			}
		}
	}
	return q, q.locker || len(q.words) > 0
}

// houseNumber parses a positive number up to most; 0 when it is not one. No street goes past
// maxNumber, so a longer number matches nothing anyway.
func houseNumber(s string, most int) int {
	if !allDigits(s) || len(s) > 5 {
		return 0
	}
	n, _ := strconv.Atoi(s)
	if n > most {
		return 0
	}
	return n
}

// tokens lower-cases text and splits it into words at anything but letters, digits and "/".
// Apostrophes vanish, so "O'Connell" and "oconnell" read the same; hyphens split, so
// "Kippa-Ring" is "kippa ring".
func tokens(text string) []string {
	var out []string
	var w strings.Builder
	flush := func() {
		if w.Len() > 0 {
			out = append(out, w.String())
			w.Reset()
		}
	}
	for _, r := range strings.ToLower(text) {
		switch {
		case r == '\'' || r == '’' || r == '‘' || r == '`':
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '/':
			w.WriteRune(r)
		default:
			flush()
		}
	}
	flush()
	return out
}

// suburbWords are the spellings of a suburb's words that mean the same: the data says "Mount
// Coot-Tha" and "St Kilda", shoppers also type "Mt" and "Saint".
var suburbWords = map[string]string{"mt": "mount", "saint": "st"}

// suburbKey is the normalised name a suburb is found by.
func suburbKey(words []string) string {
	var b strings.Builder
	for i, w := range words {
		if i > 0 {
			b.WriteByte(' ')
		}
		if s, ok := suburbWords[w]; ok {
			w = s
		}
		b.WriteString(w)
	}
	return b.String()
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

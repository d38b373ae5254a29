package address

import (
	"context"
	"encoding/base64"
	"fmt"
	"hash/crc32"
	"strconv"
	"strings"
)

// idVersion starts every id. Ids name streets by their index in a suburb's list (its known
// streets, or the generated ones), so a change to either must change the version and old ids
// then answer ErrUnknown. v2: the capital cities' centres have their known streets.
const idVersion = "v2"

// id encodes a match so that Resolve needs no storage: base64url of
// "v2|postcode|suburb|state|street|number|unit|locker|crc". The CRC only catches ids that were
// typed or altered by hand; nothing secret rides on them, every field is public.
func (b *Builtin) id(m match) string {
	s := &b.suburbs[m.sub]
	var p strings.Builder
	p.WriteString(idVersion + "|" + s.postcode + "|" + s.name + "|" + s.state + "|")
	if m.street >= 0 {
		p.WriteString(strconv.Itoa(int(m.street)))
	}
	p.WriteByte('|')
	if m.number > 0 {
		p.WriteString(strconv.Itoa(int(m.number)))
	}
	p.WriteByte('|')
	if m.unit > 0 {
		p.WriteString(strconv.Itoa(int(m.unit)))
	}
	p.WriteByte('|')
	if m.locker {
		p.WriteString(strconv.Itoa(int(s.locker)))
	}
	payload := p.String()
	return base64.RawURLEncoding.EncodeToString(fmt.Appendf(nil, "%s|%08x", payload, crc32.ChecksumIEEE([]byte(payload))))
}

// label is how a match reads: "2/14 High Street, Richmond VIC 3121", "Parcel Locker 1023456,
// 12 Station Street, …", "High Street, …" (a street to complete) or "Richmond VIC 3121".
func (b *Builtin) label(m match) string {
	s := &b.suburbs[m.sub]
	place := s.name + " " + s.state + " " + s.postcode
	if m.street < 0 {
		return place
	}
	line := b.streetLine(m)
	if m.locker {
		return "Parcel Locker " + strconv.Itoa(int(s.locker)) + ", " + line + ", " + place
	}
	return line + ", " + place
}

// streetLine is the street part of a match: "12 High Street", "2/14 High Street", "High Street".
func (b *Builtin) streetLine(m match) string {
	st := b.streetsOf(m.sub)[m.street]
	name := streetNames[st.name] + " " + streetKinds[st.kind].full
	switch {
	case m.unit > 0:
		return strconv.Itoa(int(m.unit)) + "/" + strconv.Itoa(int(m.number)) + " " + name
	case m.number > 0:
		return strconv.Itoa(int(m.number)) + " " + name
	}
	return name
}

// Resolve turns a suggestion's id into the address. An id that was not issued by this finder,
// was altered, or names a street or suburb without a house number answers ErrUnknown.
func (b *Builtin) Resolve(ctx context.Context, id string) (Address, error) {
	if err := ctx.Err(); err != nil {
		return Address{}, err
	}
	m, ok := b.decode(id)
	if !ok {
		return Address{}, ErrUnknown
	}
	if m.number == 0 {
		return Address{}, fmt.Errorf("%w: a street or suburb, not a full address", ErrUnknown)
	}
	s := &b.suburbs[m.sub]
	a := Address{Town: s.name, State: s.state, PostalCode: s.postcode, Label: b.label(m), Line1: b.streetLine(m)}
	if m.locker {
		a.Line1, a.Line2, a.IsBlocked = "Parcel Locker "+strconv.Itoa(int(s.locker)), a.Line1, true
	}
	return a, nil
}

// decode reads an id back into a match and checks that it names something that exists. It
// accepts only the exact text id would write for that match, so every address has one id.
func (b *Builtin) decode(id string) (match, bool) {
	raw, err := base64.RawURLEncoding.DecodeString(id)
	if err != nil {
		return match{}, false
	}
	f := strings.Split(string(raw), "|")
	if len(f) != 9 || f[0] != idVersion {
		return match{}, false
	}
	i, ok := b.byPlace[place{suburb: f[2], state: f[3], postcode: f[1]}]
	if !ok {
		return match{}, false
	}
	s := &b.suburbs[i]
	m := match{sub: i, street: -1}
	if f[4] != "" {
		n, err := strconv.Atoi(f[4])
		if err != nil || n < 0 || n >= int(s.count) {
			return match{}, false
		}
		m.street = int16(n)
		st := b.streetsOf(i)[n]
		if m.number = uint16(houseNumber(f[5], int(st.last))); (m.number == 0 && f[5] != "") || !st.has(int(m.number)) {
			return match{}, false
		}
		if m.unit = uint16(houseNumber(f[6], maxUnit)); (m.unit == 0 && f[6] != "") || (m.unit > 0 && m.number == 0) {
			return match{}, false
		}
	}
	if f[7] != "" {
		m.locker = true
		if s.locker == 0 || m.street != int16(s.lockerStreet) || m.number != s.lockerNumber || m.unit != 0 {
			return match{}, false
		}
	}
	if b.id(m) != id {
		return match{}, false // a field written another way ("012"), or a wrong checksum
	}
	return m, true
}

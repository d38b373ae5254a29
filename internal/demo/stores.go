package demo

import (
	"fmt"

	"github.com/wattle/storefront/internal/location"
)

type storeSpec struct {
	number, name, suburb, state, postcode, line1, kind string
}

// storeSpecs are the demo chain's stores: real suburbs and postcodes in every state and territory,
// at addresses that read like shopping centres. Coordinates come from the locality data.
var storeSpecs = []storeSpec{
	{"5012", "Parramatta", "Parramatta", "NSW", "2150", "Westfield Parramatta, 159-175 Church St", "department"},
	{"5014", "Chatswood", "Chatswood", "NSW", "2067", "Chatswood Chase, 345 Victoria Ave", "department"},
	{"5016", "Bondi Junction", "Bondi Junction", "NSW", "2022", "Westfield Bondi Junction, 500 Oxford St", "department"},
	{"5018", "Penrith", "Penrith", "NSW", "2750", "Westfield Penrith, 585 High St", "department"},
	{"5020", "Sydney CBD", "Sydney", "NSW", "2000", "Sydney Central Plaza, 450 George St", "department"},
	{"5022", "Blacktown", "Blacktown", "NSW", "2148", "Westpoint Blacktown, 17 Patrick St", "department"},
	{"5024", "Castle Hill", "Castle Hill", "NSW", "2154", "Castle Towers, 6-14 Castle St", "department"},
	{"5026", "Miranda", "Miranda", "NSW", "2228", "Westfield Miranda, 600 Kingsway", "department"},
	{"5028", "Liverpool", "Liverpool", "NSW", "2170", "Westfield Liverpool, Macquarie St", "department"},
	{"5030", "Hornsby", "Hornsby", "NSW", "2077", "Westfield Hornsby, 236 Pacific Hwy", "department"},
	{"5032", "Newcastle", "Kotara", "NSW", "2289", "Westfield Kotara, Park Ave", "department"},
	{"5034", "Wollongong", "Wollongong", "NSW", "2500", "Wollongong Central, 200 Crown St", "department"},
	{"5036", "Gosford", "Erina", "NSW", "2250", "Erina Fair, Terrigal Dr", "department"},
	{"5038", "Tuggerah", "Tuggerah", "NSW", "2259", "Westfield Tuggerah, 50 Wyong Rd", "compact"},
	{"5040", "Wagga Wagga", "Wagga Wagga", "NSW", "2650", "Sturt Mall, 124 Baylis St", "compact"},
	{"5042", "Dubbo", "Dubbo", "NSW", "2830", "Orana Mall, Windsor Pde", "compact"},
	{"5044", "Port Macquarie", "Port Macquarie", "NSW", "2444", "Port Central, 14 Short St", "compact"},
	{"5046", "Tamworth", "Tamworth", "NSW", "2340", "Tamworth Shoppingworld, Bridge St", "compact"},
	{"5048", "Albury", "Albury", "NSW", "2640", "West End Plaza, 565 Dean St", "compact"},
	{"3001", "Melbourne Central", "Melbourne", "VIC", "3000", "Melbourne Central, 211 La Trobe St", "department"},
	{"3003", "Chadstone", "Malvern East", "VIC", "3145", "Chadstone Shopping Centre, 1341 Dandenong Rd", "department"},
	{"3005", "Doncaster", "Doncaster", "VIC", "3108", "Westfield Doncaster, 619 Doncaster Rd", "department"},
	{"3007", "Highpoint", "Maribyrnong", "VIC", "3032", "Highpoint, 120-200 Rosamond Rd", "department"},
	{"3009", "Southland", "Cheltenham", "VIC", "3192", "Westfield Southland, 1239 Nepean Hwy", "department"},
	{"3011", "Knox", "Wantirna South", "VIC", "3152", "Westfield Knox, 425 Burwood Hwy", "department"},
	{"3013", "Frankston", "Frankston", "VIC", "3199", "Bayside Shopping Centre, 28 Beach St", "department"},
	{"3015", "Epping", "Epping", "VIC", "3076", "Pacific Epping, 571-583 High St", "department"},
	{"3017", "Werribee", "Werribee", "VIC", "3030", "Pacific Werribee, Derrimut Rd", "department"},
	{"3019", "Geelong", "Geelong", "VIC", "3220", "Westfield Geelong, 95 Malop St", "department"},
	{"3021", "Ballarat", "Ballarat Central", "VIC", "3350", "Central Square, Armstrong St South", "compact"},
	{"3023", "Bendigo", "Bendigo", "VIC", "3550", "Bendigo Marketplace, 116-120 Mitchell St", "compact"},
	{"3025", "Shepparton", "Shepparton", "VIC", "3630", "Shepparton Marketplace, 110 Benalla Rd", "compact"},
	{"3027", "Traralgon", "Traralgon", "VIC", "3844", "Stockland Traralgon, Princes Hwy", "compact"},
	{"4001", "Brisbane City", "Brisbane City", "QLD", "4000", "Queen Street Mall, 171-209 Queen St", "department"},
	{"4003", "Chermside", "Chermside", "QLD", "4032", "Westfield Chermside, Gympie Rd", "department"},
	{"4005", "Carindale", "Carindale", "QLD", "4152", "Westfield Carindale, 1151 Creek Rd", "department"},
	{"4007", "Indooroopilly", "Indooroopilly", "QLD", "4068", "Indooroopilly Shopping Centre, 322 Moggill Rd", "department"},
	{"4009", "Garden City", "Upper Mount Gravatt", "QLD", "4122", "Westfield Mt Gravatt, 2049 Logan Rd", "department"},
	{"4011", "North Lakes", "North Lakes", "QLD", "4509", "Westfield North Lakes, 1 Anzac Ave", "department"},
	{"4013", "Southport", "Southport", "QLD", "4215", "Australia Fair, 42 Marine Pde", "department"},
	{"4015", "Robina", "Robina", "QLD", "4226", "Robina Town Centre, 19 Robina Town Centre Dr", "department"},
	{"4017", "Maroochydore", "Maroochydore", "QLD", "4558", "Sunshine Plaza, 154-164 Horton Pde", "department"},
	{"4019", "Toowoomba", "Toowoomba City", "QLD", "4350", "Grand Central, Dent St", "compact"},
	{"4021", "Cairns", "Cairns City", "QLD", "4870", "Cairns Central, 1-21 McLeod St", "department"},
	{"4023", "Townsville", "Townsville City", "QLD", "4810", "Castletown, Kings Rd", "department"},
	{"4025", "Mackay", "Mackay", "QLD", "4740", "Caneland Central, Mangrove Rd", "compact"},
	{"4027", "Rockhampton", "Rockhampton City", "QLD", "4700", "Stockland Rockhampton, 331 Yaamba Rd", "compact"},
	{"6001", "Perth City", "Perth", "WA", "6000", "Forrest Chase, 425 Wellington St", "department"},
	{"6003", "Joondalup", "Joondalup", "WA", "6027", "Lakeside Joondalup, 420 Joondalup Dr", "department"},
	{"6005", "Morley", "Morley", "WA", "6062", "Galleria, Collier Rd", "department"},
	{"6007", "Booragoon", "Booragoon", "WA", "6154", "Westfield Booragoon, 125 Riseley St", "department"},
	{"6009", "Cannington", "Cannington", "WA", "6107", "Westfield Carousel, 1382 Albany Hwy", "department"},
	{"6011", "Rockingham", "Rockingham", "WA", "6168", "Rockingham Centre, 1 Council Ave", "compact"},
	{"6013", "Bunbury", "Bunbury", "WA", "6230", "Bunbury Forum, 53-59 Sandridge Rd", "compact"},
	{"6015", "Mandurah", "Mandurah", "WA", "6210", "Mandurah Forum, 330 Pinjarra Rd", "compact"},
	{"5101", "Adelaide City", "Adelaide", "SA", "5000", "Rundle Mall, 77-91 Rundle Mall", "department"},
	{"5103", "Marion", "Oaklands Park", "SA", "5046", "Westfield Marion, 297 Diagonal Rd", "department"},
	{"5105", "Tea Tree Plaza", "Modbury", "SA", "5092", "Westfield Tea Tree Plaza, 976 North East Rd", "department"},
	{"5107", "Elizabeth", "Elizabeth", "SA", "5112", "Elizabeth City Centre, 50 Elizabeth Way", "compact"},
	{"5109", "Mount Gambier", "Mount Gambier", "SA", "5290", "Mount Gambier Marketplace, Jubilee Hwy", "compact"},
	{"7001", "Hobart", "Hobart", "TAS", "7000", "Cat & Fiddle Arcade, 52 Murray St", "department"},
	{"7003", "Glenorchy", "Glenorchy", "TAS", "7010", "Northgate, 387-393 Main Rd", "compact"},
	{"7005", "Launceston", "Launceston", "TAS", "7250", "Brisbane Street Mall, 100 Brisbane St", "department"},
	{"7007", "Devonport", "Devonport", "TAS", "7310", "Devonport Plaza, 18 Stewart St", "compact"},
	{"2601", "Canberra Centre", "City", "ACT", "2601", "Canberra Centre, 148 Bunda St", "department"},
	{"2603", "Belconnen", "Belconnen", "ACT", "2617", "Westfield Belconnen, Benjamin Way", "department"},
	{"2605", "Woden", "Phillip", "ACT", "2606", "Westfield Woden, Keltie St", "department"},
	{"2607", "Tuggeranong", "Greenway", "ACT", "2900", "South.Point Tuggeranong, Anketell St", "compact"},
	{"0801", "Darwin Casuarina", "Casuarina", "NT", "0810", "Casuarina Square, 247 Trower Rd", "department"},
	{"0803", "Palmerston", "Palmerston", "NT", "0830", "Palmerston Shopping Centre, 10 Temple Tce", "compact"},
	{"0805", "Alice Springs", "Alice Springs", "NT", "0870", "Alice Plaza, 36 Todd Mall", "compact"},
}

var areaCodes = map[string]string{"NSW": "02", "ACT": "02", "VIC": "03", "TAS": "03", "QLD": "07", "WA": "08", "SA": "08", "NT": "08"}

// Stores returns the demo chain's stores, in every state and territory.
func Stores() []location.Store {
	out := make([]location.Store, 0, len(storeSpecs))
	for i, s := range storeSpecs {
		loc, ok := locality(s.suburb, s.state, s.postcode)
		if !ok {
			continue // a store whose suburb the locality data lacks is left out (tests catch it)
		}
		hours := [7]string{"09:00-17:30", "09:00-17:30", "09:00-17:30", "09:00-21:00", "09:00-17:30", "09:00-17:00", "10:00-16:00"}
		points := []string{"Service desk", "Parcel lockers"}
		if s.kind == "department" {
			hours = [7]string{"09:00-17:30", "09:00-17:30", "09:00-17:30", "09:00-21:00", "09:00-21:00", "09:00-17:00", "10:00-17:00"}
			if i%3 == 0 {
				points = append(points, "Drive-through bay")
			}
		} else if i%4 == 1 {
			points = []string{"Service desk"} // a compact store hands orders over at its service desk only
		}
		if s.state == "NT" || s.state == "TAS" {
			hours[6] = "10:00-16:00"
		}
		out = append(out, location.Store{
			Number:           s.number,
			Name:             s.name,
			DisplayName:      "Wattle " + s.name,
			Type:             s.kind,
			Address:          location.Address{Line1: s.line1, Town: s.suburb, State: s.state, PostalCode: s.postcode},
			Lat:              loc.Lat,
			Lng:              loc.Lng,
			Phone:            fmt.Sprintf("(%s) %04d %04d", areaCodes[s.state], 8000+(i*37)%1999, 1000+(i*7919)%8999),
			Hours:            hours,
			CollectionPoints: points,
		})
	}
	return out
}

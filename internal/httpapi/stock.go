package httpapi

import (
	"errors"
	"net/http"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/platform/postcode"
	"github.com/wattle/storefront/internal/platform/validate"
)

// storeStockParams are getStoreStock's parameters.
type storeStockParams struct {
	BaseProductCode string   `query:"baseProductCode" description:"the variants' base product code"`
	Variants        []string `query:"variants" required:"true" description:"variant codes (repeated or comma separated)"`
	Locations       []string `query:"locations" required:"true" description:"4-digit store numbers (repeated or comma separated; the last 4 digits count)"`
	DeliveryTypes   []string `query:"deliveryTypes" description:"CNC"`
}

// storeStockAnswer is getStoreStock's answer: stock by variant code, then by store number, and the
// store numbers asked about.
type storeStockAnswer struct {
	StockData    map[string]map[string]storeStock `json:"stockData"`
	StoreNumbers []string                         `json:"storeNumbers"`
}

// storeStock is one variant's stock at one store in getStoreStock: click and collect.
type storeStock struct {
	StockLevelStatus   catalog.StockStatus `json:"stockLevelStatus"`
	CCStockLevelStatus catalog.StockStatus `json:"ccStockLevelStatus"`
	CCStock            int                 `json:"ccStock"`
}

// parseStoreStock reads getStoreStock's variants and store numbers (each reduced to its last four
// digits, docs/stores.md#stores), collecting every field error.
func parseStoreStock(r *http.Request) (variants, stores []string, err error) {
	var errs validate.Errors
	variants = queryList(r, "variants")
	for _, l := range queryList(r, "locations") {
		if n := postcode.LastDigits(l); len(n) == 4 {
			stores = append(stores, n)
		}
	}
	if len(variants) == 0 {
		errs.Add("variants", validate.MissingArgs)
	}
	if len(stores) == 0 {
		errs.Add("locations", validate.MissingArgs)
	}
	return variants, stores, errs.Err()
}

func (s *Server) getStoreStock(w http.ResponseWriter, r *http.Request) {
	variants, stores, err := parseStoreStock(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	qty, err := s.deps.Inventory.Quantities(r.Context(), variants, stores)
	if err != nil {
		writeError(w, r, stockError(err))
		return
	}
	data := map[string]map[string]storeStock{}
	for v, m := range qty {
		data[v] = map[string]storeStock{}
		for loc, q := range m {
			st := catalog.StatusOf(q)
			data[v][loc] = storeStock{StockLevelStatus: st, CCStockLevelStatus: st, CCStock: q}
		}
	}
	w.Header().Set("Cache-Control", "private, max-age=30")
	writeData(w, storeStockAnswer{StockData: data, StoreNumbers: stores})
}

// onlineStockParams are getOnlineStock's parameters.
type onlineStockParams struct {
	Variants []string `query:"variants" required:"true" description:"variant codes (repeated or comma separated)"`
}

// onlineStockAnswer is getOnlineStock's answer: stock by variant code.
type onlineStockAnswer struct {
	StockData map[string]onlineStock `json:"stockData"`
}

// onlineStock is one variant's entry in getOnlineStock: statuses and units per delivery mode
// (docs/stores.md#stock-statuses).
type onlineStock struct {
	HDStockLevelStatus catalog.StockStatus `json:"hdStockLevelStatus"`
	EDStockLevelStatus catalog.StockStatus `json:"edStockLevelStatus"`
	HDStock            int                 `json:"hdStock"`
	EDStock            int                 `json:"edStock"`
}

func (s *Server) getOnlineStock(w http.ResponseWriter, r *http.Request) {
	variants := queryList(r, "variants")
	var errs validate.Errors
	if len(variants) == 0 {
		errs.Add("variants", validate.MissingArgs)
	}
	if err := errs.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	stock, err := s.deps.Inventory.OnlineStock(r.Context(), variants)
	if err != nil {
		writeError(w, r, stockError(err))
		return
	}
	data := make(map[string]onlineStock, len(stock))
	for v, st := range stock {
		data[v] = onlineStock{HDStockLevelStatus: st.HD, EDStockLevelStatus: st.ED, HDStock: st.HDQty, EDStock: st.EDQty}
	}
	w.Header().Set("Cache-Control", "private, max-age=30")
	writeData(w, onlineStockAnswer{StockData: data})
}

func stockError(err error) error {
	if errors.Is(err, inventory.ErrTooMany) {
		return &validate.Error{Message: "Too many variants or stores in one request.", Fields: map[string]string{"variants": validate.MalformedRequest}}
	}
	return err
}

// storeJSON is a store on the wire.
type storeJSON struct {
	StoreNumber      string       `json:"storeNumber" description:"4-digit store number"`
	Name             string       `json:"name"`
	DisplayName      string       `json:"displayName"`
	Type             string       `json:"type"`
	Address          storeAddress `json:"address"`
	StoreLocation    geoPoint     `json:"storeLocation"`
	Phone            string       `json:"phone"`
	OpeningHours     []openingDay `json:"openingHours" description:"Monday to Sunday"`
	CollectionPoint  string       `json:"collectionPoint,omitempty" description:"the first of collectionPoints"`
	CollectionPoints []string     `json:"collectionPoints"`
	DistanceKm       *float64     `json:"distanceKm,omitempty" description:"from the point asked about (getNearestStores), to 0.1 km"`
}

// storeAddress is a store's street address. The fields are in the order of the map they replaced,
// so the answer's bytes did not change.
type storeAddress struct {
	Line1      string `json:"line1"`
	PostalCode string `json:"postalCode"`
	State      string `json:"state"`
	Town       string `json:"town"`
}

// geoPoint is a position in decimal degrees.
type geoPoint struct {
	Latitude  float64 `json:"latitude"`
	Longitude float64 `json:"longitude"`
}

// openingDay is a store's hours on one weekday.
type openingDay struct {
	Day   string `json:"day" enum:"Monday,Tuesday,Wednesday,Thursday,Friday,Saturday,Sunday"`
	Hours string `json:"hours"`
}

// storeParams are getStoreDetails' parameters.
type storeParams struct {
	StoreNumber string `path:"storeNumber" required:"true" description:"4-digit store number"`
}

// storeAnswer is getStoreDetails' answer.
type storeAnswer struct {
	Store storeJSON `json:"store"`
}

// nearestParams are getNearestStores' parameters.
type nearestParams struct {
	Geo    string `query:"geo" description:"lat,long (one of geo and encGeo is required; geo wins)"`
	EncGeo string `query:"encGeo" description:"the point as a geohash, up to 12 characters (5 give a 5 km cell)"`
}

// storeList is getNearestStores' answer, nearest first.
type storeList struct {
	Stores []storeJSON `json:"stores"`
}

// locationParams are searchLocation's parameters.
type locationParams struct {
	SearchTerm string `query:"searchTerm" required:"true" description:"suburb or postcode, 1-32 characters"`
}

// locationResults is searchLocation's answer.
type locationResults struct {
	Results []locality `json:"results"`
}

// locality is a suburb with its postcode.
type locality struct {
	Suburb     string  `json:"suburb"`
	State      string  `json:"state"`
	PostalCode string  `json:"postalCode"`
	Latitude   float64 `json:"latitude"`
	Longitude  float64 `json:"longitude"`
}

var weekdays = [7]string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}

func storeToJSON(st location.Store) storeJSON {
	hours := make([]openingDay, 7)
	for i, h := range st.Hours {
		hours[i] = openingDay{Day: weekdays[i], Hours: h}
	}
	points := st.CollectionPoints
	if points == nil {
		points = []string{}
	}
	out := storeJSON{
		StoreNumber: st.Number, Name: st.Name, DisplayName: st.DisplayName, Type: st.Type,
		Address:       storeAddress{Line1: st.Address.Line1, Town: st.Address.Town, State: st.Address.State, PostalCode: st.Address.PostalCode},
		StoreLocation: geoPoint{Latitude: st.Lat, Longitude: st.Lng},
		Phone:         st.Phone, OpeningHours: hours, CollectionPoints: points,
	}
	if len(points) > 0 {
		out.CollectionPoint = points[0]
	}
	return out
}

func (s *Server) getStoreDetails(_ *http.Request, in storeParams) (storeAnswer, error) {
	st, err := s.deps.Locations.Store(postcode.LastDigits(in.StoreNumber))
	return storeAnswer{Store: storeToJSON(st)}, err
}

// nearestCount is how many stores getNearestStores answers with.
const nearestCount = 5

func (s *Server) getNearestStores(_ *http.Request, in nearestParams) (storeList, error) {
	lat, lng, err := inventory.ParsePoint(in.Geo, in.EncGeo)
	if err != nil {
		return storeList{}, err
	}
	stores := s.deps.Locations.Near(lat, lng, nearestCount, "")
	out := make([]storeJSON, len(stores))
	for i, near := range stores {
		out[i] = storeToJSON(near.Store)
		d := roundKm(near.Km)
		out[i].DistanceKm = &d
	}
	return storeList{Stores: out}, nil
}

func (s *Server) searchLocation(_ *http.Request, in locationParams) (locationResults, error) {
	results, err := s.deps.Locations.Search(in.SearchTerm)
	if errors.Is(err, location.ErrInvalidSearch) {
		const msg = "Please enter a valid postcode or suburb"
		return locationResults{}, validation(msg, map[string]string{"searchTerm": msg})
	}
	out := make([]locality, len(results))
	for i, l := range results {
		out[i] = locality{Suburb: l.Suburb, State: l.State, PostalCode: l.PostalCode, Latitude: l.Lat, Longitude: l.Lng}
	}
	return locationResults{Results: out}, err
}

package httpapi

import (
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/location"
)

// lastFourDigits reduces a store number or postcode to its last 4 digits with non-digits
// stripped (seed 001 §5).
func lastFourDigits(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	d := b.String()
	if len(d) > 4 {
		d = d[len(d)-4:]
	}
	return d
}

// storeStock is one variant's stock at one store in getStoreStock: click and collect.
type storeStock struct {
	StockLevelStatus   catalog.StockStatus `json:"stockLevelStatus"`
	CCStockLevelStatus catalog.StockStatus `json:"ccStockLevelStatus"`
	CCStock            int                 `json:"ccStock"`
}

func (s *Server) getStoreStock(w http.ResponseWriter, r *http.Request) {
	variants := queryList(r, "variants")
	var stores []string
	for _, l := range queryList(r, "locations") {
		if n := lastFourDigits(l); len(n) == 4 {
			stores = append(stores, n)
		}
	}
	fields := map[string]string{}
	if len(variants) == 0 {
		fields["variants"] = keyMissingArgs
	}
	if len(stores) == 0 {
		fields["locations"] = keyMissingArgs
	}
	if len(fields) > 0 {
		writeError(w, r, validation("Missing args", fields))
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
	writeData(w, map[string]any{"stockData": data, "storeNumbers": stores})
}

// onlineStock is one variant's entry in getOnlineStock: statuses and units per delivery mode
// (seed 000 §3 stock fields).
type onlineStock struct {
	HDStockLevelStatus catalog.StockStatus `json:"hdStockLevelStatus"`
	EDStockLevelStatus catalog.StockStatus `json:"edStockLevelStatus"`
	HDStock            int                 `json:"hdStock"`
	EDStock            int                 `json:"edStock"`
}

func (s *Server) getOnlineStock(w http.ResponseWriter, r *http.Request) {
	variants := queryList(r, "variants")
	if len(variants) == 0 {
		writeError(w, r, validation("Missing args", map[string]string{"variants": keyMissingArgs}))
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
	writeData(w, map[string]any{"stockData": data})
}

func stockError(err error) error {
	if errors.Is(err, inventory.ErrTooMany) {
		return validation("Too many variants or stores in one request.", map[string]string{"variants": keyMalformedRequest})
	}
	return err
}

type storeJSON struct {
	StoreNumber      string   `json:"storeNumber"`
	Name             string   `json:"name"`
	DisplayName      string   `json:"displayName"`
	Type             string   `json:"type"`
	Address          any      `json:"address"`
	StoreLocation    any      `json:"storeLocation"`
	Phone            string   `json:"phone"`
	OpeningHours     []any    `json:"openingHours"`
	CollectionPoint  string   `json:"collectionPoint,omitempty"`
	CollectionPoints []string `json:"collectionPoints"`
	DistanceKm       *float64 `json:"distanceKm,omitempty"`
}

var weekdays = [7]string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}

func storeToJSON(st location.Store) storeJSON {
	hours := make([]any, 7)
	for i, h := range st.Hours {
		hours[i] = map[string]string{"day": weekdays[i], "hours": h}
	}
	points := st.CollectionPoints
	if points == nil {
		points = []string{}
	}
	out := storeJSON{
		StoreNumber: st.Number, Name: st.Name, DisplayName: st.DisplayName, Type: st.Type,
		Address:       map[string]string{"line1": st.Address.Line1, "town": st.Address.Town, "state": st.Address.State, "postalCode": st.Address.PostalCode},
		StoreLocation: map[string]float64{"latitude": st.Lat, "longitude": st.Lng},
		Phone:         st.Phone, OpeningHours: hours, CollectionPoints: points,
	}
	if len(points) > 0 {
		out.CollectionPoint = points[0]
	}
	return out
}

func (s *Server) getStoreDetails(w http.ResponseWriter, r *http.Request) {
	st, err := s.deps.Locations.Store(lastFourDigits(r.PathValue("storeNumber")))
	if err != nil {
		writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "public, max-age=3600")
	writeData(w, map[string]any{"store": storeToJSON(st)})
}

// nearestCount is how many stores getNearestStores answers with.
const nearestCount = 5

func (s *Server) getNearestStores(w http.ResponseWriter, r *http.Request) {
	lat, lng, ok := parseGeo(r.URL.Query().Get("geo"))
	if !ok {
		writeError(w, r, validation("Please share a location as latitude,longitude.", map[string]string{"geo": keyMalformedRequest}))
		return
	}
	stores, km := s.deps.Locations.Nearest(lat, lng, nearestCount)
	out := make([]storeJSON, len(stores))
	for i, st := range stores {
		out[i] = storeToJSON(st)
		d := float64(int(km[i]*10+0.5)) / 10
		out[i].DistanceKm = &d
	}
	writeData(w, map[string]any{"stores": out})
}

func parseGeo(s string) (lat, lng float64, ok bool) {
	a, b, found := strings.Cut(s, ",")
	if !found {
		return 0, 0, false
	}
	lat, err1 := strconv.ParseFloat(strings.TrimSpace(a), 64)
	lng, err2 := strconv.ParseFloat(strings.TrimSpace(b), 64)
	if err1 != nil || err2 != nil || lat < -90 || lat > 90 || lng < -180 || lng > 180 {
		return 0, 0, false
	}
	return lat, lng, true
}

func (s *Server) searchLocation(w http.ResponseWriter, r *http.Request) {
	results, err := s.deps.Locations.Search(r.URL.Query().Get("searchTerm"))
	if errors.Is(err, location.ErrInvalidSearch) {
		const msg = "Please enter a valid postcode or suburb"
		writeError(w, r, validation(msg, map[string]string{"searchTerm": msg}))
		return
	}
	if err != nil {
		writeError(w, r, err)
		return
	}
	type result struct {
		Suburb     string  `json:"suburb"`
		State      string  `json:"state"`
		PostalCode string  `json:"postalCode"`
		Latitude   float64 `json:"latitude"`
		Longitude  float64 `json:"longitude"`
	}
	out := make([]result, len(results))
	for i, l := range results {
		out[i] = result{Suburb: l.Suburb, State: l.State, PostalCode: l.PostalCode, Latitude: l.Lat, Longitude: l.Lng}
	}
	w.Header().Set("Cache-Control", "public, max-age=86400")
	writeData(w, map[string]any{"results": out})
}

package httpapi

import (
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/account"
	"github.com/wattle/storefront/internal/catalog"
	"github.com/wattle/storefront/internal/content"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/inventory"
	"github.com/wattle/storefront/internal/location"
	"github.com/wattle/storefront/internal/platform/contact"
	"github.com/wattle/storefront/internal/platform/money"
	"github.com/wattle/storefront/internal/platform/postcode"
	"github.com/wattle/storefront/internal/platform/validate"
	"github.com/wattle/storefront/internal/platform/wire"
	"github.com/wattle/storefront/internal/session"
)

// deliveryRoutes are the store finder, stock and delivery operations added with the cart (docs/cart.md).
func (s *Server) deliveryRoutes() []route {
	return []route{
		{op: "searchStores", method: http.MethodPost, path: "/api/stores/search", tag: "location",
			summary: "Stores nearest a suburb or postcode, with a variant's stock at each when asked.",
			in:      storeSearchForm{}, out: storeSearchAnswer{}, handler: s.searchStores},
		{op: "getNearestStock", method: http.MethodGet, path: "/api/stock/nearest/{baseProductCode}", tag: "inventory",
			summary: "A product's variants' stock at the 5 stores nearest a store, a postcode or a point.",
			in:      nearestStockParams{}, out: nearestStockAnswer{}, missing: codeStore,
			errs: []errorAnswer{answerNotFound}, handler: s.getNearestStock},
		{op: "getLocationGroup", method: http.MethodGet, path: "/api/stock/location-group", tag: "inventory",
			summary: "The stock pot (location group) and region that serve a postcode.",
			in:      locationGroupParams{}, out: locationGroupAnswer{}, cache: "public, max-age=86400", handler: op(getLocationGroup)},
		{op: "requestBackInStock", method: http.MethodPost, path: "/api/stock/back-in-stock", tag: "inventory",
			summary: "Ask for one e-mail when a variant's online stock comes back.",
			in:      backInStockForm{}, out: backInStockAnswer{}, missing: codeNotFound, handler: op(s.requestBackInStock)},
		{op: "searchDeliveryLocation", method: http.MethodGet, path: "/api/delivery/locations", tag: "delivery",
			summary: "Suburbs and postcodes for the home delivery location (2-32 characters).",
			in:      deliveryLocationParams{}, out: deliveryLocationResults{}, handler: s.searchDeliveryLocation},
		{op: "checkExpressEligibility", method: http.MethodGet, path: "/api/delivery/express-eligibility", tag: "delivery",
			summary: "Whether express delivery runs to a postcode.",
			in:      expressParams{}, out: expressAnswer{}, cache: "public, max-age=86400", handler: op(checkExpressEligibility)},
		{op: "getDeliveryEstimate", method: http.MethodGet, path: "/api/delivery/estimate", tag: "delivery",
			summary: "When a variant can be collected or delivered by each mode asked, from where its stock is.",
			in:      estimateParams{}, out: estimateAnswer{}, missing: codeStore,
			errs: []errorAnswer{answerNotFound}, cache: "private, max-age=60", handler: op(s.getDeliveryEstimate)},
		{op: "getDeliveryCost", method: http.MethodGet, path: "/api/delivery/cost", tag: "delivery",
			summary: "What delivering one unit of a variant costs by each mode asked.",
			in:      estimateParams{}, out: deliveryCostAnswer{}, missing: codeStore,
			errs: []errorAnswer{answerNotFound}, cache: "private, max-age=60", handler: op(s.getDeliveryCost)},
		{op: "getDeliveryCostOfVariant", method: http.MethodGet, path: "/api/delivery/cost/{variant}", tag: "delivery",
			summary: "getDeliveryCost with the variant in the path (the seed's optional /{variant} form); the same answer.",
			in:      variantCostParams{}, out: deliveryCostAnswer{}, missing: codeStore,
			errs: []errorAnswer{answerNotFound}, cache: "private, max-age=60", handler: op(s.getDeliveryCostOfVariant)},
		{op: "getInfo", method: http.MethodGet, path: "/api/info", tag: "delivery",
			summary: "The page fragments refreshed after a cart change: account, preferred store, messages.",
			in:      infoParams{}, out: infoAnswer{}, cache: "no-store", handler: op(s.getInfo)},
		{op: "getClubStatus", method: http.MethodGet, path: "/api/club-status", tag: "delivery",
			summary: "The shopper's delivery-club (Shipster) status.",
			out:     clubStatusAnswer{}, cache: "no-store", handler: op(s.getClubStatus)},
	}
}

// msgBadLocation is the message (docs/validation.md) for a location search that finds nothing to search by.
const msgBadLocation = inventory.MessageBadLocation

// deliveryError maps the delivery domain's errors (toAPIError calls it).
func deliveryError(err error) *apiError {
	switch {
	case errors.Is(err, delivery.ErrNotVariant):
		return validation("Please choose a colour and size.", map[string]string{"variant": keyMalformedRequest})
	case errors.Is(err, inventory.ErrNoNotices):
		return &apiError{Status: http.StatusServiceUnavailable, Code: codeInternal, Message: "Back-in-stock e-mails are not available right now."}
	}
	return nil
}

// ---- searchStores

// storeSearchForm is searchStores' body.
type storeSearchForm struct {
	LocationText string `json:"locationText" required:"true" minLength:"1" maxLength:"32" description:"suburb or postcode"`
	StoreNumber  string `json:"storeNumber,omitempty" description:"a store to list first (the preferred or pickup store)"`
	ProductCode  string `json:"productCode,omitempty" description:"a variant code: each store's stock of it is added"`
	InStockOnly  bool   `json:"inStockOnly,omitempty" description:"only stores that have productCode in stock"`
}

// storeSearchAnswer is searchStores' answer: stores nearest the suburb found, nearest first.
type storeSearchAnswer struct {
	Stores   []storeWithStock `json:"stores"`
	Location locality         `json:"location" description:"the suburb the search was taken to mean"`
}

// storeWithStock is a store with one variant's click and collect stock there.
type storeWithStock struct {
	storeJSON
	Stock *collectStock `json:"stock,omitempty" description:"productCode's stock at the store, when asked"`
}

// collectStock is a variant's click and collect stock at one store.
type collectStock struct {
	StockLevelStatus catalog.StockStatus `json:"stockLevelStatus"`
	CCStock          int                 `json:"ccStock"`
}

// storeSearchCount is how many stores searchStores answers with; the finder shows them in steps.
const storeSearchCount = 20

func (s *Server) searchStores(w http.ResponseWriter, r *http.Request) {
	in, err := decode[storeSearchForm](r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	place, stores, err := s.deps.Inventory.SearchStores(r.Context(), s.deps.Locations,
		inventory.StoreSearch{Text: in.LocationText, First: in.StoreNumber, Variant: in.ProductCode, InStockOnly: in.InStockOnly}, storeSearchCount)
	if err != nil {
		writeError(w, r, stockError(err))
		return
	}
	out := storeSearchAnswer{Stores: make([]storeWithStock, len(stores)), Location: localityJSON(place)}
	for i, st := range stores {
		d := roundKm(st.Km)
		out.Stores[i] = storeWithStock{storeJSON: storeToJSON(st.Store)}
		out.Stores[i].DistanceKm = &d
		if st.Stock != nil {
			n := st.Stock[strings.TrimSpace(in.ProductCode)]
			out.Stores[i].Stock = &collectStock{StockLevelStatus: catalog.StatusOf(n), CCStock: n}
		}
	}
	writeData(w, out)
}

func roundKm(km float64) float64 { return float64(int(km*10+0.5)) / 10 }

func localityJSON(l location.Locality) locality {
	return locality{Suburb: l.Suburb, State: l.State, PostalCode: l.PostalCode, Latitude: l.Lat, Longitude: l.Lng}
}

// ---- getNearestStock

// nearestStockParams are getNearestStock's parameters: one of storeNumber, postalCode or geo.
type nearestStockParams struct {
	BaseProductCode string `path:"baseProductCode" required:"true" description:"the product whose variants' stock is asked"`
	StoreNumber     string `query:"storeNumber" description:"a store: it and the 4 nearest it (last 4 digits count)"`
	PostalCode      string `query:"postalCode" description:"a postcode: the 5 stores nearest it"`
	Geo             string `query:"geo" description:"lat,long: the 5 stores nearest it"`
}

// nearestStockAnswer is getNearestStock's answer, nearest first.
type nearestStockAnswer struct {
	Stores []storeVariantsStock `json:"stores"`
}

// storeVariantsStock is a store with each of a product's variants' stock there.
type storeVariantsStock struct {
	storeJSON
	Stock map[string]collectStock `json:"stock" description:"by variant code"`
}

func (s *Server) getNearestStock(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	where := inventory.Where{StoreNumber: q.Get("storeNumber"), PostalCode: q.Get("postalCode"), Geo: q.Get("geo")}
	stores, err := s.deps.Inventory.NearestStock(r.Context(), s.deps.Locations, s.deps.Catalog, r.PathValue("baseProductCode"), where, nearestCount)
	if err != nil {
		writeError(w, r, stockError(err))
		return
	}
	out := nearestStockAnswer{Stores: make([]storeVariantsStock, len(stores))}
	for i, st := range stores {
		d := roundKm(st.Km)
		out.Stores[i] = storeVariantsStock{storeJSON: storeToJSON(st.Store), Stock: make(map[string]collectStock, len(st.Stock))}
		out.Stores[i].DistanceKm = &d
		for v, n := range st.Stock {
			out.Stores[i].Stock[v] = collectStock{StockLevelStatus: catalog.StatusOf(n), CCStock: n}
		}
	}
	w.Header().Set("Cache-Control", "private, max-age=30")
	writeData(w, out)
}

// ---- getLocationGroup

// locationGroupParams are getLocationGroup's parameters.
type locationGroupParams struct {
	PostalCode string `query:"postalCode" required:"true" description:"4-digit postcode (last 4 digits count)"`
}

// locationGroupAnswer is the stock pot that serves a postcode (docs/delivery.md).
type locationGroupAnswer struct {
	LocationGroup string `json:"locationGroup" description:"STATE_REGION, e.g. VIC_METRO; the search's spLocationGroup"`
	PostalCode    string `json:"postalCode"`
	RegionID      string `json:"regionId" description:"the state or territory whose distribution centre serves it"`
	Region        string `json:"region" enum:"METRO,REGIONAL,REMOTE"`
}

func getLocationGroup(_ *http.Request, in locationGroupParams) (locationGroupAnswer, error) {
	var errs validate.Errors
	pc := string(delivery.ParsePostcode(&errs, "postalCode", in.PostalCode))
	g, _ := delivery.GroupOf(pc)
	return locationGroupAnswer{LocationGroup: g.Group, PostalCode: pc, RegionID: g.RegionID, Region: string(g.Region)}, errs.Err()
}

// ---- requestBackInStock

// backInStockForm is requestBackInStock's body.
type backInStockForm struct {
	ProductCode  string `json:"productCode" required:"true" description:"the variant code"`
	EmailAddress string `json:"emailAddress" required:"true" format:"email" maxLength:"254"`
}

// backInStockAnswer says the request is recorded.
type backInStockAnswer struct {
	Registered bool `json:"registered"`
}

func (s *Server) requestBackInStock(r *http.Request, in backInStockForm) (backInStockAnswer, error) {
	var errs validate.Errors
	code := errs.Required("productCode", strings.TrimSpace(in.ProductCode))
	email := string(contact.ParseEmail(&errs, "emailAddress", strings.TrimSpace(in.EmailAddress)))
	if err := errs.Err(); err != nil {
		return backInStockAnswer{}, err
	}
	p, err := s.deps.Catalog.Product(r.Context(), code)
	if err != nil {
		return backInStockAnswer{}, err
	}
	if p.Code == code {
		return backInStockAnswer{}, validation("Please choose a colour and size.", map[string]string{"productCode": keyMalformedRequest})
	}
	return backInStockAnswer{Registered: true}, s.deps.Inventory.RequestBackInStock(r.Context(), &p, code, email)
}

// ---- searchDeliveryLocation

// deliveryLocationParams are searchDeliveryLocation's parameters.
type deliveryLocationParams struct {
	Location string `query:"location" required:"true" minLength:"2" maxLength:"32" description:"suburb or postcode"`
}

// deliveryLocationResults is searchDeliveryLocation's answer.
type deliveryLocationResults struct {
	Results []deliveryLocality `json:"results"`
}

// deliveryLocality is a home delivery location (docs/delivery.md#regions-and-location-groups).
type deliveryLocality struct {
	Suburb     string `json:"suburb"`
	PostalCode string `json:"postalCode"`
	State      string `json:"state"`
	PlainText  string `json:"plainText" description:"Suburb STATE postcode"`
}

// deliveryLocationMin is the delivery location search's minimum (docs/cart.md#limits).
const deliveryLocationMin = 2

func (s *Server) searchDeliveryLocation(w http.ResponseWriter, r *http.Request) {
	term := strings.TrimSpace(r.URL.Query().Get("location"))
	if n := len([]rune(term)); n < deliveryLocationMin || n > location.SearchMaxLen {
		writeError(w, r, validation(msgBadLocation, map[string]string{"location": msgBadLocation}))
		return
	}
	found, err := s.deps.Locations.Search(term)
	if err != nil {
		writeError(w, r, err)
		return
	}
	out := deliveryLocationResults{Results: make([]deliveryLocality, len(found))}
	for i, l := range found {
		out.Results[i] = deliveryLocality{Suburb: l.Suburb, PostalCode: l.PostalCode, State: l.State,
			PlainText: l.Suburb + " " + l.State + " " + l.PostalCode}
	}
	w.Header().Set("Cache-Control", "public, max-age=86400")
	writeData(w, out)
}

// ---- checkExpressEligibility

// expressParams are checkExpressEligibility's parameters.
type expressParams struct {
	Postcode string `query:"postcode" required:"true" description:"4-digit postcode (last 4 digits count)"`
	Mode     string `query:"mode" enum:"ED" description:"ED (the only mode with areas)"`
}

// expressAnswer says whether express delivery runs to the postcode.
type expressAnswer struct {
	Eligible bool   `json:"eligible"`
	Postcode string `json:"postcode"`
}

func checkExpressEligibility(_ *http.Request, in expressParams) (expressAnswer, error) {
	var errs validate.Errors
	pc := string(delivery.ParsePostcode(&errs, "postcode", in.Postcode))
	if m := strings.TrimSpace(in.Mode); m != "" && !strings.EqualFold(m, string(delivery.Express)) {
		errs.Add("mode", keyMalformedRequest)
	}
	return expressAnswer{Eligible: delivery.ExpressEligible(pc), Postcode: pc}, errs.Err()
}

// ---- getDeliveryEstimate, getDeliveryCost

// estimateParams are getDeliveryEstimate's and getDeliveryCost's parameters.
type estimateParams struct {
	Variant     string   `query:"variant" required:"true" description:"the variant code"`
	StoreNumber string   `query:"storeNumber" description:"the pickup store, needed for CNC (last 4 digits count)"`
	PostalCode  string   `query:"postalCode" description:"the delivery postcode, needed for HD and ED (last 4 digits count)"`
	Mode        []string `query:"mode" required:"true" description:"CNC, HD, ED (repeated or comma separated)"`
	Quantity    wire.Int `query:"quantity" description:"units, 1-32767 (default 1)"`
	WithCost    bool     `query:"withCost" description:"add each mode's deliveryCost (getDeliveryEstimate)"`
}

// estimateAnswer is getDeliveryEstimate's answer, one entry per mode asked.
type estimateAnswer struct {
	DeliveryModes []modeEstimate `json:"deliveryModes"`
}

// modeEstimate is one mode's estimate (docs/delivery.md#when-estimatego).
type modeEstimate struct {
	Code        string   `json:"code" enum:"CNC,HD,ED"`
	Available   bool     `json:"available" description:"the mode runs to this store or postcode for this product"`
	HasData     bool     `json:"hasData" description:"stock could be read for the estimate"`
	Locations   []string `json:"locations" description:"where the stock comes from: the store number, or online"`
	SameStore   bool     `json:"sameStore" description:"collected off the pickup store's own shelves"`
	Unfulfilled bool     `json:"unfulfilled" description:"not enough stock for the quantity"`
	// EstimatedDateTime is the latest the promise holds (the end of home delivery's range).
	EstimatedDateTime *time.Time  `json:"estimatedDateTime,omitempty" description:"ready or delivered by, in the store's or postcode's local time"`
	EarliestDateTime  *time.Time  `json:"earliestDateTime,omitempty" description:"the start of home delivery's range; equal to estimatedDateTime for CNC and ED"`
	EstimateText      string      `json:"estimateText" description:"the promise in words, e.g. Ready to collect today from 4pm"`
	DeliveryCost      *money.Wire `json:"deliveryCost,omitempty" description:"one unit's delivery cost (withCost)"`
	ProductCode       string      `json:"productCode"`
	Quantity          int         `json:"quantity"`
}

// deliveryCostAnswer is getDeliveryCost's answer.
type deliveryCostAnswer struct {
	DeliveryModes []modeCost `json:"deliveryModes"`
}

// modeCost is one mode's cost for one unit.
type modeCost struct {
	Code         string     `json:"code" enum:"CNC,HD,ED"`
	DeliveryCost money.Wire `json:"deliveryCost"`
	Unfulfilled  bool       `json:"unfulfilled"`
	Available    bool       `json:"available"`
}

// variantCostParams are getDeliveryCostOfVariant's: getDeliveryCost's with the variant in the path.
type variantCostParams struct {
	Variant     string   `path:"variant" required:"true" description:"the variant code"`
	StoreNumber string   `query:"storeNumber" description:"the pickup store, needed for CNC (last 4 digits count)"`
	PostalCode  string   `query:"postalCode" description:"the delivery postcode, needed for HD and ED (last 4 digits count)"`
	Mode        []string `query:"mode" required:"true" description:"CNC, HD, ED (repeated or comma separated)"`
	Quantity    wire.Int `query:"quantity" description:"units, 1-32767 (default 1)"`
}

// quotes parses the estimate parameters and asks the delivery service.
func (s *Server) quotes(r *http.Request, in estimateParams, withCost bool) ([]delivery.Quote, error) {
	req, err := delivery.ParseRequest(strings.TrimSpace(in.Variant), postcode.LastDigits(in.StoreNumber),
		postcode.LastDigits(in.PostalCode), in.Mode, string(in.Quantity))
	if err != nil {
		return nil, err
	}
	return s.deps.Delivery.Estimate(r.Context(), req, withCost)
}

func (s *Server) getDeliveryEstimate(r *http.Request, in estimateParams) (estimateAnswer, error) {
	quotes, err := s.quotes(r, in, in.WithCost)
	out := estimateAnswer{DeliveryModes: make([]modeEstimate, len(quotes))}
	for i, q := range quotes {
		e := modeEstimate{Code: string(q.Mode), Available: q.Available, HasData: true, Locations: q.Locations,
			SameStore: q.SameStore, Unfulfilled: q.Unfulfilled, EstimateText: q.Text, ProductCode: q.Variant, Quantity: q.Quantity}
		if !q.Latest.IsZero() {
			latest, earliest := q.Latest, q.Earliest
			e.EstimatedDateTime, e.EarliestDateTime = &latest, &earliest
		}
		if q.Cost != nil {
			c := q.Cost.Total.Wire()
			e.DeliveryCost = &c
		}
		out.DeliveryModes[i] = e
	}
	return out, err
}

func (s *Server) getDeliveryCost(r *http.Request, in estimateParams) (deliveryCostAnswer, error) {
	quotes, err := s.quotes(r, in, true)
	out := deliveryCostAnswer{DeliveryModes: make([]modeCost, len(quotes))}
	for i, q := range quotes {
		out.DeliveryModes[i] = modeCost{Code: string(q.Mode), DeliveryCost: q.Cost.Total.Wire(), Unfulfilled: q.Unfulfilled, Available: q.Available}
	}
	return out, err
}

func (s *Server) getDeliveryCostOfVariant(r *http.Request, in variantCostParams) (deliveryCostAnswer, error) {
	return s.getDeliveryCost(r, estimateParams{Variant: in.Variant, StoreNumber: in.StoreNumber, PostalCode: in.PostalCode,
		Mode: in.Mode, Quantity: in.Quantity})
}

// ---- getInfo, getClubStatus

// infoParams are getInfo's parameters.
type infoParams struct {
	ProductCode string `query:"productCode" description:"a variant: storeDetails then carries its stock at the store"`
}

// infoAnswer are the page fragments refreshed after a cart change (docs/cart.md#stores-stock-and-delivery-operations).
type infoAnswer struct {
	Account            infoAccount     `json:"account"`
	PreferredStoreName string          `json:"preferredStoreName" description:"\"\" without a preferred store"`
	GlobalMessages     []globalMessage `json:"globalMessages"`
	Authentication     infoAuth        `json:"authentication"`
	StoreDetails       *storeWithStock `json:"storeDetails,omitempty" description:"the preferred store: the account's, else the t_psn cookie's; absent without one"`
	AdvantageUser      bool            `json:"advantageUser" description:"an active OnePass member (free home delivery, member prices)"`
}

// infoAccount is who is shopping.
type infoAccount struct {
	IsAuthenticated bool   `json:"isAuthenticated"`
	SoftLogin       bool   `json:"softLogin" description:"recognised by remember-me: account pages need a fresh sign-in"`
	FirstName       string `json:"firstName"`
}

// infoAuth is the session's sign-in state.
type infoAuth struct {
	Status      string `json:"status" enum:"anonymous,soft,hard"`
	SignInURL   string `json:"signInUrl"`
	RegisterURL string `json:"registerUrl"`
}

// globalMessage is a site-wide banner.
type globalMessage struct {
	Type    string `json:"type" enum:"info,warning,error,success"`
	Message string `json:"message"`
}

// preferredStoreCookie holds the preferred store number for anonymous shoppers (docs/stores.md#preferred-store).
const preferredStoreCookie = "t_psn"

// currentCustomer is the session's customer, when it has one that still exists and is not locked.
func (s *Server) currentCustomer(r *http.Request) (session.Session, *account.Customer) {
	sess, err := sessionFrom(r)
	if err != nil || s.deps.Accounts == nil {
		return sess, nil
	}
	return sess, s.deps.Accounts.Current(r.Context(), sess)
}

func (s *Server) getInfo(r *http.Request, in infoParams) (infoAnswer, error) {
	sess, cust := s.currentCustomer(r)
	out := infoAnswer{GlobalMessages: []globalMessage{},
		Authentication: infoAuth{Status: "anonymous", SignInURL: "/login", RegisterURL: "/register"}}
	for _, n := range content.Notices(s.deps.Clock.Now()) {
		out.GlobalMessages = append(out.GlobalMessages, globalMessage{Type: n.Type, Message: n.Message})
	}
	fromAccount := ""
	if cust != nil {
		soft := sess.Auth != session.AuthHard
		out.Account = infoAccount{IsAuthenticated: true, SoftLogin: soft, FirstName: cust.FirstName}
		out.Authentication.Status = map[bool]string{true: "soft", false: "hard"}[soft]
		fromAccount = cust.PreferredStore
		out.AdvantageUser = s.isMember(r, cust.ID)
	}
	fromBrowser := ""
	if c, err := r.Cookie(preferredStoreCookie); err == nil {
		fromBrowser = postcode.LastDigits(c.Value)
	}
	st, ok := s.deps.Locations.Preferred(fromAccount, fromBrowser)
	if !ok {
		return out, nil
	}
	one := storeWithStock{storeJSON: storeToJSON(st)}
	if v := strings.TrimSpace(in.ProductCode); v != "" {
		qty, err := s.deps.Inventory.Quantities(r.Context(), []string{v}, []string{st.Number})
		if err != nil {
			return infoAnswer{}, stockError(err)
		}
		n := qty[v][st.Number]
		one.Stock = &collectStock{StockLevelStatus: catalog.StatusOf(n), CCStock: n}
	}
	out.StoreDetails, out.PreferredStoreName = &one, st.Name
	return out, nil
}

// clubStatusAnswer is the delivery-club status (docs/delivery.md): OnePass.
type clubStatusAnswer struct {
	ShipsterMember  bool `json:"shipsterMember" description:"an active OnePass member"`
	ClubStatusKnown bool `json:"clubStatusKnown" description:"true when a customer is signed in (their status is known)"`
}

func (s *Server) getClubStatus(r *http.Request, _ none) (clubStatusAnswer, error) {
	_, cust := s.currentCustomer(r)
	if cust == nil {
		return clubStatusAnswer{}, nil
	}
	return clubStatusAnswer{ShipsterMember: s.isMember(r, cust.ID), ClubStatusKnown: true}, nil
}

// isMember reports whether the customer is an active OnePass member now.
func (s *Server) isMember(r *http.Request, customerID string) bool {
	return s.deps.Membership != nil && s.deps.Membership.IsMember(r.Context(), customerID)
}

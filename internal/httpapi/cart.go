package httpapi

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/wattle/storefront/internal/cart"
	"github.com/wattle/storefront/internal/delivery"
	"github.com/wattle/storefront/internal/platform/postcode"
	"github.com/wattle/storefront/internal/platform/validate"
)

// Cookies of the cart (docs/cart.md "Whose cart", "Browser storage").
const (
	// cartCookie carries an anonymous shopper's cart token (stored only hashed).
	cartCookie = "wattle_cart"
	// postcodeCookie is the web app's home delivery postcode (t_hd_pc, 365 days).
	postcodeCookie = "t_hd_pc"
	// cartCookieAge is how long a browser keeps its anonymous cart's token: as long as the cart
	// is kept when idle.
	cartCookieAge = cart.IdleFor
)

// Error codes of the cart that are not item codes.
const (
	codeEmptyCart       = string(cart.CodeEmptyCart)
	codeNoEntries       = string(cart.CodeNoEntries)
	codeModeUnavailable = string(cart.CodeModeUnavailable)
	codeFulfilment      = string(cart.CodeFulfilmentUnknown)
)

// cartRoutes are the cart's operations (docs/cart.md).
func (s *Server) cartRoutes() []route {
	items := append([]errorAnswer{}, answerCartItems...)
	return []route{
		{op: "getCart", method: http.MethodGet, path: "/api/cart", tag: "cart",
			summary: "The cart summary: entries with their stock, totals, delivery fee, GST, instalments, promotions.",
			in:      cartParams{}, out: cart.Summary{}, errs: []errorAnswer{answerFulfilment}, cache: "no-store", handler: op(s.getCart)},
		{op: "getCartDetail", method: http.MethodGet, path: "/api/cart/detail", tag: "cart",
			summary: "The cart with its delivery modes (as getDeliveryModes) and pickup store.",
			out:     cartDetail{}, errs: []errorAnswer{answerFulfilment}, cache: "no-store", handler: op(s.getCartDetail)},
		{op: "getCartSummary", method: http.MethodGet, path: "/api/cart/summary", tag: "cart",
			summary: "The cart's totals: everything of the summary but its entries.",
			out:     cart.Totals{}, errs: []errorAnswer{answerFulfilment}, cache: "no-store", handler: op(s.getCartSummary)},
		{op: "getMiniCart", method: http.MethodGet, path: "/api/cart/mini", tag: "cart",
			summary: "The mini cart: unit count, subtotal and the three entries changed last.",
			out:     cart.Mini{}, errs: []errorAnswer{answerFulfilment}, cache: "no-store", handler: op(s.getMiniCart)},
		{op: "getCartVariants", method: http.MethodGet, path: "/api/cart/variants", tag: "cart",
			summary: "The variants of each entry's product, with online stock and whether each can be bought.",
			out:     cartVariants{}, errs: []errorAnswer{answerFulfilment}, cache: "no-store", handler: op(s.getCartVariants)},
		{op: "recalculateCart", method: http.MethodPost, path: "/api/cart/recalculate", tag: "cart",
			summary: "Check the cart against the catalogue and stock now: gone products removed, shortfalls and what a merge dropped reported.",
			in:      csrfBodyField{}, out: recalcAnswer{}, errs: []errorAnswer{answerFulfilment, answerBusy}, handler: s.recalculateCart},
		{op: "addToCart", method: http.MethodPost, path: "/api/cart/add", tag: "cart",
			summary: "Add products (with gift card and personalisation extras). Items that cannot be added come back in errorItems; when none changed the cart the answer is 422.",
			in:      cart.AddRequest{}, out: addAnswer{}, errs: append(items, answerFulfilment, answerBusy), handler: s.addToCart},
		{op: "updateCart", method: http.MethodPost, path: "/api/cart/update", tag: "cart",
			summary: "Change entries' quantities (0 removes). Only changed entries are acted on; when none changed the cart the answer is 422.",
			in:      cart.UpdateRequest{}, out: updateAnswer{}, errs: append(items, answerEmptyCart, answerFulfilment, answerBusy), handler: s.updateCart},
		{op: "removeFromCart", method: http.MethodPost, path: "/api/cart/remove", tag: "cart",
			summary: "Remove entries.",
			in:      cart.UpdateRequest{}, out: removeAnswer{}, errs: append(items, answerEmptyCart, answerFulfilment, answerBusy), handler: s.removeFromCart},
		{op: "getDeliveryModes", method: http.MethodGet, path: "/api/cart/delivery-modes", tag: "cart",
			summary: "The delivery modes the cart may use, each with its fee and, when unavailable, why; the cart's hash. A postalCode (or the t_hd_pc cookie) becomes the cart's delivery postcode.",
			in:      modesParams{}, out: cart.ModesAnswer{}, errs: []errorAnswer{answerNoEntries, answerFulfilment, answerBusy}, handler: s.getDeliveryModes},
		{op: "setDeliveryMode", method: http.MethodPost, path: "/api/cart/delivery-mode", tag: "cart",
			summary: "Choose the cart's delivery mode (CNC, HD, ED); ED needs a postcode it runs to.",
			in:      cart.ModeRequest{}, out: cartAnswer{}, errs: []errorAnswer{answerNoEntries, answerModeUnavailable, answerFulfilment, answerBusy}, handler: s.setDeliveryMode},
		{op: "setPickupDetails", method: http.MethodPost, path: "/api/cart/pickup", tag: "cart",
			summary: "Choose the click-and-collect store and collection point, and who collects.",
			in:      cart.PickupRequest{}, out: pickupAnswer{}, missing: codeStore, errs: []errorAnswer{answerNoEntries, answerFulfilment, answerBusy}, handler: s.setPickupDetails},
		{op: "setProgressiveNotification", method: http.MethodPost, path: "/api/cart/progressive-notification", tag: "cart",
			summary: "Whether the shopper wants order progress messages.",
			in:      cart.ProgressiveRequest{}, out: cartAnswer{}, errs: []errorAnswer{answerFulfilment, answerBusy}, handler: s.setProgressiveNotification},
	}
}

// --- request and answer types (the OpenAPI document is generated from them) ---

type cartParams struct {
	SkipSohCheck bool `query:"skipSohCheck" description:"true (the default): stock fields only; false also checks quantities against stock"`
}

type modesParams struct {
	SkipSohCheck bool   `query:"skipSohCheck" description:"true (the default) leaves stock out of availability; false makes a mode unavailable when the cart's quantities cannot be had by it"`
	PostalCode   string `query:"postalCode" description:"the delivery postcode (last 4 digits count); else the t_hd_pc cookie's"`
}

type cartDetail struct {
	Cart          cart.Summary      `json:"cart"`
	DeliveryModes []cart.ModeOption `json:"deliveryModes" description:"as getDeliveryModes; empty for an empty cart"`
	PickupStore   *cart.PickupStore `json:"pickupStore"`
}

type cartVariants struct {
	Entries []cart.EntryVariants `json:"entries"`
}

type cartAnswer struct {
	Cart cart.Summary `json:"cart"`
}

type recalcAnswer struct {
	UpdatedItems []cart.ItemResult `json:"updatedItems"`
	RemovedItems []cart.ItemRef    `json:"removedItems"`
	ErrorItems   []cart.ItemError  `json:"errorItems"`
	Cart         cart.Summary      `json:"cart"`
}

type addAnswer struct {
	AddedItems []cart.ItemResult `json:"addedItems"`
	ErrorItems []cart.ItemError  `json:"errorItems"`
	Cart       cart.Summary      `json:"cart"`
}

type updateAnswer struct {
	UpdatedItems []cart.ItemResult `json:"updatedItems"`
	RemovedItems []cart.ItemRef    `json:"removedItems"`
	ErrorItems   []cart.ItemError  `json:"errorItems"`
	Cart         cart.Summary      `json:"cart"`
}

type removeAnswer struct {
	RemovedItems []cart.ItemRef   `json:"removedItems"`
	ErrorItems   []cart.ItemError `json:"errorItems"`
	Cart         cart.Summary     `json:"cart"`
}

type pickupAnswer struct {
	Stores []storeJSON  `json:"stores" description:"the pickup store"`
	Cart   cart.Summary `json:"cart"`
}

func nonNil[T any](v []T) []T {
	if v == nil {
		return []T{}
	}
	return v
}

// --- ownership ---

// cartOwner is whose cart the request works on: the session's customer (signed in or recognised
// by "remember me"), else the browser's wattle_cart token ("" when it has none).
func cartOwner(r *http.Request) cart.Owner {
	var o cart.Owner
	if c, err := r.Cookie(preferredStoreCookie); err == nil {
		o.Store = postcode.LastDigits(c.Value)
	}
	if sess, err := sessionFrom(r); err == nil && sess.CustomerID != "" {
		o.CustomerID = sess.CustomerID
	} else if c, err := r.Cookie(cartCookie); err == nil && len(c.Value) == 32 {
		o.Token = c.Value
	}
	return o
}

// cartOwnerForChange is cartOwner for a change: an anonymous browser without a token gets one.
func cartOwnerForChange(w http.ResponseWriter, r *http.Request) cart.Owner {
	o := cartOwner(r)
	if o.CustomerID == "" && o.Token == "" {
		o.Token = cart.NewToken()
		setCartCookie(w, r, o.Token)
	}
	return o
}

func setCartCookie(w http.ResponseWriter, r *http.Request, token string) {
	http.SetCookie(w, &http.Cookie{Name: cartCookie, Value: token, Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode,
		Secure: secure(r), MaxAge: int(cartCookieAge / time.Second)})
}

func clearCartCookie(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{Name: cartCookie, Value: "", Path: "/", HttpOnly: true, MaxAge: -1})
}

// mergeCart moves the browser's anonymous cart into the customer's after a sign-in or sign-up,
// and forgets the browser's token. A failure is logged: it never fails the sign-in.
func (s *Server) mergeCart(w http.ResponseWriter, r *http.Request, customerID string) {
	if s.deps.Carts == nil {
		return
	}
	c, err := r.Cookie(cartCookie)
	if err != nil {
		return
	}
	merge := s.deps.Carts.Merge
	if s.deps.Checkout != nil {
		merge = s.deps.Checkout.Merge // the guest's checkout lets go of its gift card holds first
	}
	if err := merge(r.Context(), c.Value, customerID); err != nil {
		slog.ErrorContext(r.Context(), "merge the anonymous cart", "err", err)
		return
	}
	clearCartCookie(w)
}

// skipSoh reads skipSohCheck: true unless it says false.
func skipSoh(r *http.Request) bool {
	v := r.URL.Query().Get("skipSohCheck")
	return v != "false" && v != "0"
}

// --- handlers ---

// summary answers the cart's summary; changed marks what a change just added to.
func (s *Server) summary(r *http.Request, c cart.Cart, changed map[int]int) (cart.Summary, error) {
	return s.deps.Carts.SummariseFor(r.Context(), cartOwner(r), c, changed)
}

// currentCart is the shopper's cart summarised.
func (s *Server) currentCart(r *http.Request) (cart.Summary, error) {
	c, err := s.deps.Carts.Cart(r.Context(), cartOwner(r))
	if err != nil {
		return cart.Summary{}, err
	}
	return s.summary(r, c, nil)
}

func (s *Server) getCart(r *http.Request, _ cartParams) (cart.Summary, error) {
	return s.currentCart(r)
}

func (s *Server) getCartSummary(r *http.Request, _ none) (cart.Totals, error) {
	sum, err := s.currentCart(r)
	return sum.Totals, err
}

func (s *Server) getMiniCart(r *http.Request, _ none) (cart.Mini, error) {
	sum, err := s.currentCart(r)
	return cart.MiniOf(sum), err
}

func (s *Server) getCartDetail(r *http.Request, _ none) (cartDetail, error) {
	sum, err := s.currentCart(r)
	if err != nil {
		return cartDetail{}, err
	}
	out := cartDetail{Cart: sum, DeliveryModes: []cart.ModeOption{}, PickupStore: sum.PickupStore}
	if len(sum.Entries) > 0 {
		modes, err := s.deps.Carts.DeliveryModes(r.Context(), cartOwner(r), "", false)
		if err != nil {
			return cartDetail{}, err
		}
		out.DeliveryModes = modes.DeliveryModes
	}
	return out, nil
}

func (s *Server) getCartVariants(r *http.Request, _ none) (cartVariants, error) {
	vs, err := s.deps.Carts.Variants(r.Context(), cartOwner(r))
	return cartVariants{Entries: vs}, err
}

func (s *Server) recalculateCart(w http.ResponseWriter, r *http.Request) {
	res, c, err := s.deps.Carts.Recalculate(r.Context(), cartOwner(r))
	if err != nil {
		writeError(w, r, err)
		return
	}
	sum, err := s.summary(r, c, nil)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeData(w, recalcAnswer{UpdatedItems: nonNil(res.Updated), RemovedItems: nonNil(res.Removed), ErrorItems: nonNil(res.Errors), Cart: sum})
}

func (s *Server) addToCart(w http.ResponseWriter, r *http.Request) {
	in, err := decode[cart.AddRequest](r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	items, err := cart.ParseAdd(in)
	if err != nil {
		writeError(w, r, err)
		return
	}
	res, c, err := s.deps.Carts.Add(r.Context(), cartOwnerForChange(w, r), items)
	if err != nil {
		writeError(w, r, err)
		return
	}
	sum, err := s.deps.Carts.SummariseResult(r.Context(), c, res)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeData(w, addAnswer{AddedItems: nonNil(res.Added), ErrorItems: nonNil(res.Errors), Cart: sum})
}

func (s *Server) updateCart(w http.ResponseWriter, r *http.Request) {
	s.changeEntries(w, r, cart.ParseUpdate, s.deps.Carts.Update, false)
}

func (s *Server) removeFromCart(w http.ResponseWriter, r *http.Request) {
	s.changeEntries(w, r, cart.ParseRemove, s.deps.Carts.Remove, true)
}

func (s *Server) changeEntries(w http.ResponseWriter, r *http.Request, parse func(cart.UpdateRequest) ([]cart.UpdateItem, error),
	run func(ctx context.Context, o cart.Owner, items []cart.UpdateItem) (cart.Result, cart.Cart, error), remove bool) {
	in, err := decode[cart.UpdateRequest](r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	items, err := parse(in)
	if err != nil {
		writeError(w, r, err)
		return
	}
	res, c, err := run(r.Context(), cartOwner(r), items)
	if err != nil {
		writeError(w, r, err)
		return
	}
	sum, err := s.deps.Carts.SummariseResult(r.Context(), c, res)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if remove {
		writeData(w, removeAnswer{RemovedItems: nonNil(res.Removed), ErrorItems: nonNil(res.Errors), Cart: sum})
		return
	}
	writeData(w, updateAnswer{UpdatedItems: nonNil(res.Updated), RemovedItems: nonNil(res.Removed), ErrorItems: nonNil(res.Errors), Cart: sum})
}

// postcodeOf is the request's delivery postcode: the postalCode given, else the t_hd_pc cookie's.
func postcodeOf(r *http.Request, given string, errs *validate.Errors) string {
	if pc := string(postcode.ParseLast4(errs, "postalCode", given)); pc != "" || given != "" {
		return pc
	}
	if c, err := r.Cookie(postcodeCookie); err == nil {
		return postcode.Last4(c.Value)
	}
	return ""
}

func (s *Server) getDeliveryModes(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	var errs validate.Errors
	pc := postcodeOf(r, r.URL.Query().Get("postalCode"), &errs)
	if err := errs.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	out, err := s.deps.Carts.DeliveryModes(r.Context(), cartOwner(r), pc, !skipSoh(r))
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeData(w, out)
}

func (s *Server) setDeliveryMode(w http.ResponseWriter, r *http.Request) {
	in, err := decode[cart.ModeRequest](r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	var errs validate.Errors
	id := strings.TrimSpace(in.ID)
	mode, ok := delivery.ParseMode(id)
	if id == "" {
		errs.Add("id", validate.MissingArgs)
	} else if !ok {
		errs.Add("id", validate.MalformedRequest)
	}
	pc := postcodeOf(r, strings.TrimSpace(in.PostalCode), &errs)
	if err := errs.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	c, err := s.deps.Carts.SetDeliveryMode(r.Context(), cartOwner(r), mode, pc)
	if err != nil {
		writeError(w, r, err)
		return
	}
	s.writeCart(w, r, c)
}

func (s *Server) writeCart(w http.ResponseWriter, r *http.Request, c cart.Cart) {
	sum, err := s.summary(r, c, nil)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeData(w, cartAnswer{Cart: sum})
}

func (s *Server) setPickupDetails(w http.ResponseWriter, r *http.Request) {
	in, err := decode[cart.PickupRequest](r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	p, err := cart.ParsePickup(in)
	if err != nil {
		writeError(w, r, err)
		return
	}
	c, st, err := s.deps.Carts.SetPickup(r.Context(), cartOwner(r), p)
	if err != nil {
		writeError(w, r, err)
		return
	}
	sum, err := s.summary(r, c, nil)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeData(w, pickupAnswer{Stores: []storeJSON{storeToJSON(st)}, Cart: sum})
}

func (s *Server) setProgressiveNotification(w http.ResponseWriter, r *http.Request) {
	in, err := decode[cart.ProgressiveRequest](r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	var errs validate.Errors
	errs.Required("allowProgressiveNotification", strings.TrimSpace(string(in.Allow)))
	if err := errs.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	c, err := s.deps.Carts.SetProgressiveNotification(r.Context(), cartOwnerForChange(w, r), in.Allow.On())
	if err != nil {
		writeError(w, r, err)
		return
	}
	s.writeCart(w, r, c)
}

// cartError maps the cart package's errors (toAPIError calls it).
func cartError(err error) *apiError {
	var items *cart.ItemsError
	switch {
	case errors.As(err, &items):
		first := items.Items[0]
		return &apiError{Status: http.StatusUnprocessableEntity, Code: string(first.Code), Message: first.Message, ErrorItems: items.Items}
	case errors.Is(err, cart.ErrEmptyCart):
		return &apiError{Status: http.StatusUnprocessableEntity, Code: codeEmptyCart, Message: "Your bag is empty."}
	case errors.Is(err, cart.ErrNoEntries):
		return &apiError{Status: http.StatusUnprocessableEntity, Code: codeNoEntries, Message: "Your bag is empty."}
	case errors.Is(err, cart.ErrModeUnavailable):
		return &apiError{Status: http.StatusUnprocessableEntity, Code: codeModeUnavailable,
			Message: "That delivery option isn't available for your bag."}
	case errors.Is(err, cart.ErrBusy):
		return &apiError{Status: http.StatusServiceUnavailable, Code: codeBusy, retryAfter: time.Second,
			Message: "Your bag is changing in another tab. Please try again."}
	case errors.Is(err, cart.ErrStockUnavailable):
		return &apiError{Status: http.StatusServiceUnavailable, Code: codeFulfilment, retryAfter: time.Second,
			Message: "We couldn't work out your delivery options just now. Please try again."}
	}
	return nil
}

// The cart's error answers (docs/cart.md "Codes").
var (
	answerEmptyCart = errorAnswerOf("CartEmpty", http.StatusUnprocessableEntity, codeEmptyCart,
		"The cart has no entries to update or remove.", false)
	answerNoEntries = errorAnswerOf("CartNoEntries", http.StatusUnprocessableEntity, codeNoEntries,
		"The cart has no entries: go back to the basket.", false)
	answerModeUnavailable = errorAnswerOf("DeliveryModeUnavailable", http.StatusUnprocessableEntity, codeModeUnavailable,
		"The cart cannot use that delivery mode (getDeliveryModes says why).", false)
	answerFulfilment = errorAnswerOf("FulfilmentUnknown", http.StatusServiceUnavailable, codeFulfilment,
		"The fulfilment options could not be worked out (stock could not be read): Retry-After says when to try again.", false)
	// answerCartItems are the answers of a cart change none of whose items changed anything: the
	// first item's code, with every item in error.errorItems.
	answerCartItems = func() []errorAnswer {
		out := make([]errorAnswer, len(cart.ItemCodes))
		for i, c := range cart.ItemCodes {
			out[i] = errorAnswerOf(answerName(c),
				http.StatusUnprocessableEntity, string(c), "No item changed the cart: "+c.Message()+" error.errorItems lists every item's code.", false)
		}
		return out
	}()
)

// answerName names a cart item code's answer: ERR_BASKET_INFORMATION_QUANTITY_NO_STOCK is
// CartQuantityNoStock.
func answerName(c cart.Code) string {
	words := strings.Split(strings.TrimPrefix(strings.TrimPrefix(string(c), "ERR_BASKET_INFORMATION_"), "ERR_"), "_")
	var b strings.Builder
	b.WriteString("Cart")
	for _, w := range words {
		if w != "" {
			b.WriteString(w[:1] + strings.ToLower(w[1:]))
		}
	}
	return b.String()
}

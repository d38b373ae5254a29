package cart

import (
	"errors"
	"strings"
)

// Domain errors; httpapi maps each to its status and code (docs/cart.md#codes, docs/errors.md#cart).
var (
	// ErrNotFound: no cart for that owner (storage). The service answers an empty cart instead.
	ErrNotFound = errors.New("cart: not found")
	// ErrStale: the guarded update lost to a concurrent change; the service runs the change again.
	ErrStale = errors.New("cart: changed concurrently")
	// ErrExists: a cart for that owner was created concurrently; the service loads it and goes on.
	ErrExists = errors.New("cart: already exists")
	// ErrEmptyCart: updateCart or removeFromCart on a cart without entries (ERR_EMPTY_CART).
	ErrEmptyCart = errors.New("cart: empty")
	// ErrNoEntries: a delivery call on a cart without entries (ERR_CART_NO_ENTRIES).
	ErrNoEntries = errors.New("cart: no entries")
	// ErrModeUnavailable: setDeliveryMode with a mode the cart cannot use (ERR_DELIVERY_MODE_UNAVAILABLE).
	ErrModeUnavailable = errors.New("cart: delivery mode unavailable")
	// ErrStockUnavailable: the fulfilment options could not be worked out because stock could not
	// be read (ERR_DELIVERY_MODES_FLUENT_EXCEPTION).
	ErrStockUnavailable = errors.New("cart: stock could not be read")
	// ErrBusy: the change kept losing to concurrent ones; the shopper may try again.
	ErrBusy = errors.New("cart: too many concurrent changes")
)

// Code is an item's error code (docs/cart.md#codes), answered in errorItems.
type Code string

// Item codes (docs/cart.md "Codes").
const (
	CodeEntryNotFound      Code = "ERR_ENTRY_NOT_FOUND_FOR_THE_PRODUCT_IN_THE_CART"
	CodeNoMixedPreOrders   Code = "ERR_BASKET_INFORMATION_QUANTITY_NOMIXEDBASKETWITHPREORDERS"
	CodeNoModification     Code = "ERR_BASKET_INFORMATION_QUANTITY_NOMODIFICATIONOCCURRED"
	CodeThreshold          Code = "ERR_BASKET_INFORMATION_QUANTITY_THRESHOLD_REACHED"
	CodeNoStock            Code = "ERR_BASKET_INFORMATION_QUANTITY_NO_STOCK"
	CodeLowStock           Code = "ERR_BASKET_INFORMATION_QUANTITY_LOW_STOCK"
	CodePersonalisation    Code = "ERR_BASKET_INFORMATION_PERSONALISATION_INVALID"
	CodePreOrderThreshold  Code = "ERR_BASKET_INFORMATION_QUANTITY_PREORDER_THRESHOLD_REACHED"
	CodePreview            Code = "ERR_BASKET_INFORMATION_PREVIEW_ITEM"
	CodeMembersOnly        Code = "ERR_BASKET_INFORMATION_MEMBERS_ONLY"
	CodePhysicalGiftCards  Code = "ERR_BASKET_INFORMATION_QUANTITY_PHYSICAL_GIFTCARD"
	CodeDigitalGiftCards   Code = "ERR_BASKET_INFORMATION_QUANTITY_GIFTCARD"
	CodeEntriesThreshold   Code = "ERR_BASKET_INFORMATION_CART_ENTRIES_THRESHOLD_REACHED"
	CodeGiftCardRecipient  Code = "ERR_BASKET_INFORMATION_GIFTCARD_RECIPIENT_INVALID"
	CodeGiftCardValue      Code = "ERR_BASKET_INFORMATION_GIFTCARD_VALUE"
	CodeProductUnavailable Code = "ERR_BASKET_INFORMATION_PRODUCT_UNAVAILABLE"
	CodeEmptyCart          Code = "ERR_EMPTY_CART"
	CodeNoEntries          Code = "ERR_CART_NO_ENTRIES"
	CodeModeUnavailable    Code = "ERR_DELIVERY_MODE_UNAVAILABLE"
	CodeFulfilmentUnknown  Code = "ERR_DELIVERY_MODES_FLUENT_EXCEPTION"
	CodeStoreUnavailable   Code = "ERR_STORE_UNAVAILABLE"
)

// ItemCodes lists every item code an add, update, remove or recalculation answers, for the API
// document.
var ItemCodes = []Code{CodeEntryNotFound, CodeNoMixedPreOrders, CodeNoModification, CodeThreshold, CodeNoStock,
	CodeLowStock, CodePersonalisation, CodePreOrderThreshold, CodePreview, CodeMembersOnly, CodePhysicalGiftCards,
	CodeDigitalGiftCards, CodeEntriesThreshold, CodeGiftCardRecipient, CodeGiftCardValue, CodeProductUnavailable}

// messages are what a shopper reads for each code (docs/errors.md#cart).
var messages = map[Code]string{
	CodeEntryNotFound:      "That item is no longer in your bag.",
	CodeNoMixedPreOrders:   "Pre-order items can't be bought with other items. Please check out your bag first.",
	CodeNoModification:     "Nothing in your bag changed.",
	CodeThreshold:          "You've reached the maximum quantity of this item.",
	CodeNoStock:            "Sorry, this item is out of stock.",
	CodeLowStock:           "Only a few left: we've added what we have.",
	CodePersonalisation:    "Please check the personalisation of this item.",
	CodePreOrderThreshold:  "You can pre-order up to 5 items in one order.",
	CodePreview:            "This item isn't on sale yet.",
	CodeMembersOnly:        "This item is for OnePass members only.",
	CodePhysicalGiftCards:  "You can buy up to 20 gift cards in one order.",
	CodeDigitalGiftCards:   "You can buy up to 10 e-gift cards in one order.",
	CodeEntriesThreshold:   "Your bag is full: it can hold 50 different items.",
	CodeGiftCardRecipient:  "Please check the gift card recipient's details.",
	CodeGiftCardValue:      "Gift cards in one order can be worth up to $2,000.",
	CodeProductUnavailable: "Sorry, this product is not available.",
}

// Message is what a shopper reads for a code.
func (c Code) Message() string {
	if m, ok := messages[c]; ok {
		return m
	}
	return "We couldn't update your bag."
}

// ItemError is one item the request could not (wholly) act on: errorItems of the answer.
type ItemError struct {
	ProductCode string `json:"productCode"`
	EntryNumber *int   `json:"entryNumber,omitempty"`
	Code        Code   `json:"code"`
	Message     string `json:"message"`
	// Quantity is, on the stock and threshold codes, the units that can be had (LOW_STOCK) or that
	// the entry holds now (THRESHOLD_REACHED).
	Quantity *int `json:"quantity,omitempty"`
}

// ItemsError is a request none of whose items changed the cart: httpapi answers 422 with the first
// item's code and every item in error.errorItems.
type ItemsError struct{ Items []ItemError }

func (e *ItemsError) Error() string {
	codes := make([]string, len(e.Items))
	for i, it := range e.Items {
		codes[i] = string(it.Code)
	}
	return "cart: nothing changed (" + strings.Join(codes, ", ") + ")"
}

// The cart's addresses, apart from its messages: the header's mini cart needs them on every page
// without the messages' texts.
export const BASKET_PATH = "/basket";
export const CHECKOUT_PATH = "/spc";
export const ONEPASS_PATH = "/my-account/onepass";

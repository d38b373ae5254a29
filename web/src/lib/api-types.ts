// Generated from the server's OpenAPI document by `make web-api-types` (scripts/gen-api-types.mjs):
// do not edit. `make test` fails while it differs from what the server's document gives.

export interface paths {
  "/api/addresses": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in customer's address book, the default first. */
    get: operations["listAddresses"];
    put?: never;
    /** Add an address: a suggestion from searchAddress (formType single) or typed in (manual). */
    post: operations["createAddress"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/addresses/search": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The single-line address finder: up to 10 suggestions for what was typed. */
    post: operations["searchAddress"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/addresses/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change an address of the signed-in customer's book. */
    post: operations["editAddress"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/addresses/{id}/default": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Make an address the signed-in customer's default. */
    put: operations["setDefaultAddress"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/addresses/{id}/delete": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove an address from the signed-in customer's book. */
    post: operations["deleteAddress"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/browse": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Browse a category or named collection: 96 a page. */
    get: operations["browseCollection"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/browse/facet": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Browse everything with one facet value, such as a brand. */
    get: operations["browseFacet"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cart": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The cart summary: entries with their stock, totals, delivery fee, GST, instalments, promotions. */
    get: operations["getCart"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cart/add": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add products (with gift card and personalisation extras). Items that cannot be added come back in errorItems; when none changed the cart the answer is 422. */
    post: operations["addToCart"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cart/delivery-mode": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Choose the cart's delivery mode (CNC, HD, ED); ED needs a postcode it runs to. */
    post: operations["setDeliveryMode"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cart/delivery-modes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The delivery modes the cart may use, each with its fee and, when unavailable, why; the cart's hash. A postalCode (or the t_hd_pc cookie) becomes the cart's delivery postcode. */
    get: operations["getDeliveryModes"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cart/detail": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The cart with its delivery modes (as getDeliveryModes) and pickup store. */
    get: operations["getCartDetail"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cart/mini": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The mini cart: unit count, subtotal and the three entries changed last. */
    get: operations["getMiniCart"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cart/pickup": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Choose the click-and-collect store and collection point, and who collects. */
    post: operations["setPickupDetails"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cart/progressive-notification": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Whether the shopper wants order progress messages. */
    post: operations["setProgressiveNotification"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cart/recalculate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check the cart against the catalogue and stock now: gone products removed, shortfalls and what a merge dropped reported. */
    post: operations["recalculateCart"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cart/remove": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove entries. */
    post: operations["removeFromCart"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cart/summary": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The cart's totals: everything of the summary but its entries. */
    get: operations["getCartSummary"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cart/update": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change entries' quantities (0 removes). Only changed entries are acted on; when none changed the cart the answer is 422. */
    post: operations["updateCart"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/cart/variants": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The variants of each entry's product, with online stock and whether each can be bought. */
    get: operations["getCartVariants"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/checkout": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The checkout with its defaults filled in: a signed-in customer's default address, billing the same as delivery. */
    get: operations["prepopulateCheckout"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/checkout/applepay/failure": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The Apple Pay sheet failed or was cancelled: nothing was charged, the cart stays payable. */
    post: operations["reportApplePayFailure"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/checkout/billing-address": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A billing address typed in (any country of listBillingCountries). */
    post: operations["createBillingAddress"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/checkout/billing-address/select": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Choose the billing address: a saved address's id, or "delivery" for the delivery address. */
    post: operations["setBillingAddress"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/checkout/billing-countries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The countries a billing address may be in. */
    get: operations["listBillingCountries"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/checkout/delivery-address": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Where the order goes: a saved address (id, signed in) or the address typed in (a guest, or a new one). */
    post: operations["setDeliveryAddress"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/checkout/flypay": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Flypay payment selected for this cart (Flypay is off unless its toggle is on). */
    get: operations["getFlypayDetails"];
    /** Bring the Flypay payment to the cart's final amount: a payment for another amount is abandoned and a new one begins. */
    put: operations["setFlypayAmount"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/checkout/flypay/{id}/{status}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Complete the Flypay payment order: the order is placed when Flypay approved it (Flypay is asked; status defaults to success). */
    get: operations["getFlypayOrder"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/checkout/gift-card": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pre-authorise an amount on a gift card (up to three per order); when gift cards cover the order it is placed. Idempotent by idempotencyKey. */
    post: operations["placeOrderGiftCard"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/checkout/gift-card/balance": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What a gift card can pay, by number and PIN, and the sequence it would take. */
    post: operations["getGiftCardBalance"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/checkout/gift-card/{sequence}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Release a gift card's pre-authorisation and take it off the order. */
    delete: operations["cancelGiftCardPreauth"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/checkout/guest": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check out as a guest with an e-mail (refused when guest checkout is off, or for gift cards). */
    post: operations["checkoutAsGuest"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/checkout/payment-methods": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The ways to pay and whether each can pay for this cart now (the toggles' defaults: Zip and Afterpay on, Flypay off). */
    get: operations["getPaymentMethods"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/checkout/payment-mode": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Choose how to pay (one mode per method). */
    post: operations["setPaymentMode"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/checkout/payment-status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The gift cards applied to the order and what is left to pay. */
    get: operations["getPaymentStatus"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/checkout/paypal/id-token": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** PayPal's client id token for the page's PayPal buttons (a customer's saved PayPal shows in them). */
    get: operations["getPaypalIdToken"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/checkout/place-order": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Place the order: a card by one-time token (answers the thank-you page, or a 3-D Secure challenge), or a redirect method (answers the provider's page). Idempotent by idempotencyKey. */
    post: operations["placeOrder"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/checkout/thank-you/{orderCode}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The order just placed from this browser (or a signed-in customer's own). */
    get: operations["getThankYou"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/checkout/threeds/confirm": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** After the 3-D Secure challenge: the provider is asked for the outcome (tcStatus alone is never trusted) and the order placed. */
    post: operations["confirmThreeDS"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/checkout/threeds/reject": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The 3-D Secure challenge failed or was closed: the payment is abandoned and the stock put back. */
    post: operations["rejectThreeDS"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/club-status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shopper's delivery-club (Shipster) status. */
    get: operations["getClubStatus"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/content/home": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Home page content slots: hero, departments, top offers, new arrivals, popular searches. */
    get: operations["getHomeContent"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/customer/change-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the signed-in customer's password; other sessions are signed out. */
    post: operations["changePassword"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/customer/check-registration": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Whether an e-mail has an account, and whether it is locked (the sign-in form's e-mail check). */
    post: operations["checkRegistration"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/customer/delete": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask to delete the account: signed out at once, confirmed by e-mail, erased within 2-5 business days. */
    post: operations["deleteAccount"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/customer/enews": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Subscribe an e-mail to the newsletter. */
    post: operations["enewsOptIn"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/customer/link-order": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** From the thank-you page: create an account with the guest order's e-mail and a password, and link the order to it. */
    post: operations["linkOrder"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/customer/orders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in customer's purchases, newest first: online orders (type online, with consignments) and in-store receipts (type store). */
    get: operations["listOrders"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/customer/orders/most-recent": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in customer's latest online order (order is null when there is none). */
    get: operations["getMostRecentOrder"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/customer/password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset link's token (single use); signs the account out everywhere. */
    post: operations["setPassword"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/customer/password-reset": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail a password reset link (valid 1 hour) when the e-mail has an account; the answer is the same either way. */
    post: operations["requestPasswordReset"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/customer/preferred-store": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remember the signed-in customer's store. */
    post: operations["setPreferredStore"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/customer/profile": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in customer's personal details (a hard sign-in: a remembered session must sign in again). */
    get: operations["getProfile"];
    put?: never;
    /** Change the signed-in customer's personal details. */
    post: operations["updateProfile"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/customer/receipts/{receiptCode}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the signed-in customer's in-store receipts, with its Code 128 barcode (SVG) for returns in store. */
    get: operations["getReceipt"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/customer/register": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account and sign it in; a welcome e-mail follows. */
    post: operations["register"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/customer/sign-in": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with e-mail and password; the session is rotated. Five failures in 15 minutes lock the account. */
    post: operations["signIn"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/customer/sign-out": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: a new anonymous session replaces this one, and this browser's persistent login is revoked. */
    post: operations["signOut"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/delivery/cost": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What delivering one unit of a variant costs by each mode asked. */
    get: operations["getDeliveryCost"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/delivery/cost/{variant}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** getDeliveryCost with the variant in the path (the seed's optional /{variant} form); the same answer. */
    get: operations["getDeliveryCostOfVariant"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/delivery/estimate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** When a variant can be collected or delivered by each mode asked, from where its stock is. */
    get: operations["getDeliveryEstimate"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/delivery/express-eligibility": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether express delivery runs to a postcode. */
    get: operations["checkExpressEligibility"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/delivery/locations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Suburbs and postcodes for the home delivery location (2-32 characters). */
    get: operations["searchDeliveryLocation"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/environment": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Feature toggles (with their defaults) and when to ask again. */
    get: operations["getEnvironment"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/info": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The page fragments refreshed after a cart change: account, preferred store, messages. */
    get: operations["getInfo"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/locations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Suburbs and postcodes matching 1-32 characters. */
    get: operations["searchLocation"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/membership": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in customer's OnePass: status, plan, renewal, next payment, trial, card, savings (6 months) and every payment attempt. */
    get: operations["getMembership"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/membership/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel: a trial becomes cancelling_trial (never charged), a paid membership cancelling (benefits until renewalDate), an overdue one cancelled now. */
    post: operations["cancelMembership"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/membership/content/{slot}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What the shop says about OnePass in one slot (linkModal, rewardCards, tooltip, customerInfo, cartMessage, plpBanner, checkoutSignupModal, freeTrialModal, nudge, reminder), for this shopper. */
    get: operations["getMembershipContent"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/membership/payment-method": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Charge the membership to another card from now on (a saved card, or a one-time token, then saved). */
    post: operations["setMembershipPaymentMethod"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/membership/plan": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the plan from the next renewal on (nextPayment shows it). */
    post: operations["changeMembershipPlan"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/membership/register": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account for OnePass (username: e-mail, pwd: password, opId: plan) and sign it in; redirectUrl leads to the membership page to add a card and join. */
    post: operations["registerMembership"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/membership/resume": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Undo a cancellation, or pay an overdue membership now (with its card, or the card given). */
    post: operations["resumeMembership"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/membership/subscribe": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Join on a plan and pay its first period now with a saved card or a one-time token (then saved). */
    post: operations["subscribeMembership"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/membership/trial": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start the 30-day free trial on a plan with a saved card or a one-time token (then saved): nothing is charged now; the plan is charged on the trial's last day. Once per customer. */
    post: operations["startMembershipTrial"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/navigation": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The department and category tree for the menus, with product counts. */
    get: operations["getNavigation"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/openapi.json": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This document: every operation with its parameters, body, answers and errors. */
    get: operations["getOpenAPI"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/orders/track": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Follow an order as a guest: its number and e-mail every time. A wrong pair and an unknown number answer the same 404; 20 of those from one address in 10 minutes and the next answers 429. */
    post: operations["trackOrder"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/orders/{orderNumber}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the signed-in customer's orders. */
    get: operations["getOrder"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/payment-methods/cards/{paydockSourceId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Make a saved card the default (offered first at checkout). */
    put: operations["updateSavedCard"];
    post?: never;
    /** Remove a saved card (the gateway forgets it too). */
    delete: operations["deleteSavedCard"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/payment-methods/paypal/unlink": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove a saved PayPal billing agreement. */
    post: operations["unlinkPaypal"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/payments/{provider}/return": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where PayPal, Afterpay, Zip and Flypay send the shopper back: the order is placed or refused, then 302 to the thank-you page or to /spc?error=CODE. */
    get: operations["completeRedirectPayment"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/products/{product}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product with its variants, lookData and endOfLifeLinks, by base or variant code. */
    get: operations["getProductDetails"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/recommendations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Up to 8 recommended products for a product or a page pod. */
    get: operations["getRecommendations"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/returns": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Return items (only those with a quantity) of an order found by number and e-mail; answers the order with its returns (status, estimated refund). A label is e-mailed. */
    post: operations["submitReturn"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/returns/reasons": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The reasons a return may give. */
    get: operations["refundReasons"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/returns/search": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Find an order to return (number and e-mail, as trackOrder): the order with each entry's returnable quantity, and the refund reasons. */
    post: operations["searchOrderForReturn"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/returns/{returnCode}/label": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A return's prepaid label: the return code with its Code 128 barcode (SVG), the sender, the returns centre, the items and the day to post it by. Only for the return's owner: the signed-in customer whose order it is, or a guest with the order's e-mail or the label e-mail's token; anyone else gets 404 (a guest's wrong e-mail or token counts as a failed lookup, as trackOrder's do). */
    get: operations["getReturnLabel"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/sandbox/cards/tokenize": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What the hosted card fields call: a card (or, with cardType giftcard, a gift card's number and PIN) becomes a one-time token, good for one payment within 30 minutes. Field errors name cardNumber, expiryMonth, expiryYear, cvv, cardholderName or pin. */
    post: operations["sandboxTokenizeCard"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/sandbox/clock/advance": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move the shop's clock forward by days (and hours), then run every job that has fallen due (OnePass reminders, charges, renewals, retries, ends) before answering the new now. Time only moves forward; every node follows. */
    post: operations["sandboxAdvanceClock"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/sandbox/decide": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What a person does on a sandbox provider's page (PayPal, Afterpay, Zip, Flypay) or on the 3-D Secure challenge (provider threeds, token = tcId): answers the shop URL the provider sends the shopper back to. */
    post: operations["sandboxDecide"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/sandbox/gift-cards": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A gift card holding amount (dollars), as the gift card processor would issue it: its number and PIN. */
    post: operations["sandboxIssueGiftCard"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/search": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search the catalogue: 48 a page, relevance first, with facets, or a redirectUrl. */
    get: operations["searchProducts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/search/autosuggest": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Up to 8 products and 10 suggested terms for what the shopper is typing. */
    get: operations["autosuggest"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/session": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The session: csrf token (bound to the session cookie) and who is shopping. */
    get: operations["getSession"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/session/fraud-device": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record the fraud provider's device id on the session (form or JSON: dtid, _csrf). */
    post: operations["setFraudDeviceData"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/staff/consignments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Consignments to pick, ship or hand over, oldest first, by status (default: open ones) and by store or online. */
    get: operations["listFulfilmentOrders"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/staff/consignments/update": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move a consignment on: picked, shipped (carrier, trackingNumber), readyForCollection, collected (collectedBy), cancelled (reason: puts the stock back and refunds). The shopper is e-mailed. */
    post: operations["updateConsignment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/staff/members": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every staff account. */
    get: operations["listStaff"];
    put?: never;
    /** Create a staff account; its initial password is answered once. */
    post: operations["addStaff"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/staff/members/disable": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Disable a staff account: it can no longer sign in and its sessions end. */
    post: operations["disableStaff"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/staff/memberships": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A customer's OnePass by e-mail, with every payment. */
    get: operations["findMembership"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/staff/memberships/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End a customer's OnePass now, refunding the current period's payment when refund is true (audited; the customer is e-mailed). */
    post: operations["staffCancelMembership"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/staff/memberships/extend-trial": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Give a customer's trial 1-90 days more (audited; the customer is e-mailed). */
    post: operations["extendMembershipTrial"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/staff/orders/{orderCode}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Any order with its consignments, returns and audit log. */
    get: operations["getStaffOrder"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/staff/password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the signed-in member's password (the current one first); their other sessions end. */
    post: operations["changeStaffPassword"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/staff/receipts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Attach the tills' receipts: receipts[] in the import's JSON form (docs/receipts.md; amounts in cents), idempotent by receipt number, matched to customers by e-mail. */
    post: operations["importReceipts"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/staff/returns": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns by status (requested, received, refunding, refundFailed, refunded; default all), oldest first. */
    get: operations["listReturns"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/staff/returns/receive": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record that a return's parcel arrived. */
    post: operations["receiveReturn"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/staff/returns/refund": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refund a received return to the order's payments (cards and wallets first, gift cards last): refunding until the providers confirm (then refunded, and the shopper is e-mailed) or refundFailed with the reason; on a refundFailed return, asks again for the refused refunds. */
    post: operations["refundReturn"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/staff/session": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in staff member and the operations the role allows. */
    get: operations["getStaffSession"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/staff/sign-in": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Staff sign-in (not a customer's): sets the staff session cookie (12 hours). Five failures in a row from one address lock the account there for 15 minutes; an address with 20 failures in 15 minutes is answered 429. */
    post: operations["staffSignIn"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/staff/sign-out": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End the staff session. */
    post: operations["staffSignOut"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stock/back-in-stock": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask for one e-mail when a variant's online stock comes back. */
    post: operations["requestBackInStock"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stock/location-group": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The stock pot (location group) and region that serve a postcode. */
    get: operations["getLocationGroup"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stock/nearest/{baseProductCode}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product's variants' stock at the 5 stores nearest a store, a postcode or a point. */
    get: operations["getNearestStock"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stock/online": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Home and express delivery stock status of variants. */
    get: operations["getOnlineStock"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stock/stores": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Stock status of variants at stores. */
    get: operations["getStoreStock"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stores/nearest": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Stores nearest a point: geo (lat,long) or encGeo (a geohash). */
    get: operations["getNearestStores"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stores/search": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stores nearest a suburb or postcode, with a variant's stock at each when asked. */
    post: operations["searchStores"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stores/{storeNumber}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One store: address, opening hours, collection points. */
    get: operations["getStoreDetails"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AddAnswer: {
      addedItems: components["schemas"]["CartItemResult"][];
      cart: components["schemas"]["CartSummary"];
      errorItems: components["schemas"]["CartItemError"][];
    };
    AddedStaff: {
      initialPassword: string;
      staff: components["schemas"]["StaffJSON"];
    };
    AddressAnswer: {
      address: components["schemas"]["AddressJSON"];
    };
    AddressJSON: {
      defaultAddress: boolean;
      /** @enum {string} */
      formType: "single" | "manual";
      formattedAddress: string;
      id: string;
      /** @description a parcel locker: blocked for delivery when the feature is on */
      isBlocked: boolean;
      line1: string;
      line2: string;
      /** @description the shopper's mobile (mobileNumber is sent as phone) */
      phone: string;
      postalCode: string;
      singleLineId: string;
      singleLineLabel: string;
      state: string;
      town: string;
    };
    AddressList: {
      addresses: components["schemas"]["AddressJSON"][];
    };
    AddressSuggestion: {
      addressValid: boolean;
      id: string;
      label: string;
    };
    AddressSuggestions: {
      addressSuggestions: components["schemas"]["AddressSuggestion"][];
    };
    AdvanceClockAnswer: {
      /**
       * Format: date-time
       * @description the shop's time after the move (Melbourne)
       */
      now: string;
    };
    AftersaleReason: {
      code: string;
      name: string;
    };
    AftersaleReturnAddressRequest: {
      email?: string;
      firstName?: string;
      id?: string;
      lastName?: string;
      line1?: string;
      line2?: string;
      /** @description "Suburb STATE postcode" as chosen from searchLocation */
      location?: string;
      phone?: string;
      postalCode?: string;
      /** @description the address finder's label (with id), or leave empty and send the parts */
      singleLineLabel?: string;
      state?: string;
      town?: string;
    };
    AftersaleReturnEntryRequest: {
      productCode?: string;
      /** @description a refund reason's code (refundReasons) */
      reasonForReturn?: string;
      /** @description how many to return: 0 or more (0: not returned) */
      returnQty?: components["schemas"]["WireInt"];
    };
    AuditJSON: {
      action: string;
      actor: string;
      /** Format: date-time */
      at: string;
      detail: string;
      subject: string;
    };
    BackInStockAnswer: {
      registered: boolean;
    };
    BriefEntryJSON: {
      entryNumber: number;
      imageUrl: string;
      name: string;
      productCode: string;
      quantity: number;
    };
    CartAddress: {
      country: string;
      firstName: string;
      formType?: string;
      id?: string;
      isBlocked?: boolean;
      lastName: string;
      line1: string;
      line2?: string;
      phone?: string;
      postalCode: string;
      singleLineId?: string;
      singleLineLabel?: string;
      state: string;
      town: string;
    };
    CartAnswer: {
      cart: components["schemas"]["CartSummary"];
    };
    CartDetail: {
      cart: components["schemas"]["CartSummary"];
      /** @description as getDeliveryModes; empty for an empty cart */
      deliveryModes: components["schemas"]["CartModeOption"][];
      pickupStore: null | components["schemas"]["CartPickupStore"];
    };
    CartEntryVariants: {
      entryNumber: number;
      productCode: string;
      variants: components["schemas"]["CartVariantOption"][];
    };
    CartEntryView: {
      assorted: boolean;
      basePrice: components["schemas"]["MoneyWire"];
      baseProductCode: string;
      brand: string;
      bulky: boolean;
      ccStock?: number;
      /** @description at the pickup store, else at the shopper's preferred store (the t_psn cookie); absent without either */
      ccStockLevelStatus?: components["schemas"]["CatalogStockStatus"];
      colour: string;
      configurationInfo: string;
      edStock: number;
      edStockLevelStatus: components["schemas"]["CatalogStockStatus"];
      entryNumber: number;
      giftCard: null | components["schemas"]["CartRecipient"];
      hdStock: number;
      hdStockLevelStatus: components["schemas"]["CatalogStockStatus"];
      imageUrl: string;
      inNetwork: boolean;
      maxQuantity: number;
      name: string;
      /** @description the variant's OnePass member price, when it has one (a member's basePrice is it) */
      onePassPrice?: components["schemas"]["MoneyWire"];
      /** @description what the member price saves on the line (members only) */
      onePassSaving?: components["schemas"]["MoneyWire"];
      personalisation: null | components["schemas"]["CartPersonalisation"];
      preOrder: boolean;
      productCode: string;
      /** @enum {string} */
      productType: "mhd" | "giftCard" | "digital";
      quantity: number;
      quantityAdded: number;
      size: string;
      /** @description basePrice × quantity, before order discounts */
      totalPrice: components["schemas"]["MoneyWire"];
      url: string;
      wasPrice: null | components["schemas"]["MoneyWire"];
    };
    CartIncentive: {
      amountRemaining: components["schemas"]["MoneyWire"];
      deliveryCode: string;
      icon: string;
      message: string;
    };
    CartItemError: {
      code: string;
      entryNumber?: number;
      message: string;
      productCode: string;
      quantity?: number;
    };
    CartItemRef: {
      entryNumber: number;
      productCode: string;
    };
    CartItemResult: {
      entryNumber: number;
      productCode: string;
      quantity: number;
      quantityAdded: number;
    };
    CartMini: {
      entries: components["schemas"]["CartMiniEntry"][];
      subtotal: components["schemas"]["MoneyWire"];
      totalUnitCount: number;
    };
    CartMiniEntry: {
      colour: string;
      entryNumber: number;
      imageUrl: string;
      name: string;
      productCode: string;
      quantity: number;
      size: string;
      totalPrice: components["schemas"]["MoneyWire"];
      url: string;
    };
    CartModeOption: {
      /** @description home delivery free as the shopper's OnePass benefit */
      advantage: boolean;
      available: boolean;
      deliveryToStore: boolean;
      /** @description the mode's own fee for this cart (bulky items included); posted gift cards' postage, the same whatever the mode, is not in it */
      fee: components["schemas"]["MoneyWire"];
      id: string;
      name: string;
      /** @enum {string} */
      unavailableReason?:
        "notForCollection" | "notForExpress" | "noPostcode" | "notInExpressArea" | "noStock";
    };
    CartModeRef: {
      code: string;
      name: string;
    };
    CartModesAnswer: {
      cartHash: string;
      deliveryModes: components["schemas"]["CartModeOption"][];
    };
    CartPersonalisation: {
      "Font Colour": string;
      "Font Type": string;
      Text: string;
    };
    CartPickupStore: {
      collectionPoint: string;
      displayName: string;
      email: string;
      firstName: string;
      lastName: string;
      mobileNumber: string;
      name: string;
      postalCode: string;
      state: string;
      storeNumber: string;
      town: string;
    };
    /** @description the products: a JSON array, or JSON text of one in a form */
    CartProductsValue:
      | (
          | {
              configurationInfo?: string;
              /** @description the entry (update, remove) */
              entryNumber?: number;
              /** @description gift card recipient: 2-32 letters, hyphens, apostrophes, spaces */
              firstName?: string;
              /** @description gift card recipient: 2-32 letters, hyphens, apostrophes, spaces */
              lastName?: string;
              /** @description gift card message: up to 120 characters, one line, no HTML */
              messageText?: string;
              /** @description the variant code */
              productCode: string;
              /** @description 0-32767, more is capped at 32767 (add: default 1); text that is not a number skips the item */
              quantity?: number | string;
              /** @description gift card recipient's e-mail (required for an e-gift card) */
              recipientEmail?: string;
              /** @description a personalised item's extras (an object, or JSON text of one in a form) */
              wattleProductPersonaliseData?: {
                /** @enum {string} */
                "Font Colour"?: "Gold" | "Silver" | "Black" | "White" | "Navy";
                /** @enum {string} */
                "Font Type"?: "Serif" | "Sans Serif" | "Script" | "Block";
                /** @description 1-20 characters, one line */
                Text?: string;
              };
            }
          | string
        )[]
      | string
      | null;
    CartPromotion: {
      amountRemaining?: components["schemas"]["MoneyWire"];
      code: string;
      description: string;
      /** @description what an applied promotion takes off */
      discount?: components["schemas"]["MoneyWire"];
      /** @description freeDelivery, onePassDelivery, onePassWelcome, … */
      promotionType: string;
    };
    CartPromotionResult: {
      promotionData: components["schemas"]["CartPromotion"];
    };
    CartRecipient: {
      firstName: string;
      lastName: string;
      messageText: string;
      recipientEmail: string;
    };
    /** @description {storeNumber, collectionPoint?}: an object, or JSON text of one in a form */
    CartStoreValue:
      | {
          collectionPoint?: string;
          storeNumber: string;
        }
      | string;
    CartSummary: {
      allowProgressiveNotification: boolean;
      appliedOrderPromotions: components["schemas"]["CartPromotionResult"][];
      bulkyFee: null | components["schemas"]["MoneyWire"];
      containsDigitalEntriesOnly: boolean;
      deliveryFee: null | components["schemas"]["MoneyWire"];
      deliveryMode: null | components["schemas"]["CartModeRef"];
      deliveryPostcode: string;
      deliveryPromiseSaved: boolean;
      entries: components["schemas"]["CartEntryView"][];
      excludedForAfterpay: boolean;
      excludedForZip: boolean;
      giftCardDeliveryFee: null | components["schemas"]["MoneyWire"];
      gst: components["schemas"]["MoneyWire"];
      /** @description changes whenever anything that affects delivery changes */
      hash: string;
      incentiveMessages: components["schemas"]["CartIncentive"][];
      installmentPrice: null | components["schemas"]["MoneyWire"];
      /** @description the cart's owner is an active OnePass member */
      onePassMember: boolean;
      /** @description a member's savings on this cart: member prices and free home delivery; null for others */
      onePassSavings: null | components["schemas"]["MoneyWire"];
      /** @description the order's discounts (the OnePass welcome reward, promotions), taken off the product lines */
      orderDiscounts: components["schemas"]["MoneyWire"];
      originalDeliveryCost: null | components["schemas"]["MoneyWire"];
      pickupStore: null | components["schemas"]["CartPickupStore"];
      potentialOrderPromotions: components["schemas"]["CartPromotionResult"][];
      preOrderDepositAmount: null | components["schemas"]["MoneyWire"];
      preOrderOutstandingAmount: null | components["schemas"]["MoneyWire"];
      subtotal: components["schemas"]["MoneyWire"];
      total: components["schemas"]["MoneyWire"];
      totalUnitCount: number;
      voucher: null | components["schemas"]["CartVoucher"];
    };
    CartTotals: {
      allowProgressiveNotification: boolean;
      appliedOrderPromotions: components["schemas"]["CartPromotionResult"][];
      bulkyFee: null | components["schemas"]["MoneyWire"];
      containsDigitalEntriesOnly: boolean;
      deliveryFee: null | components["schemas"]["MoneyWire"];
      deliveryMode: null | components["schemas"]["CartModeRef"];
      deliveryPostcode: string;
      deliveryPromiseSaved: boolean;
      excludedForAfterpay: boolean;
      excludedForZip: boolean;
      giftCardDeliveryFee: null | components["schemas"]["MoneyWire"];
      gst: components["schemas"]["MoneyWire"];
      /** @description changes whenever anything that affects delivery changes */
      hash: string;
      incentiveMessages: components["schemas"]["CartIncentive"][];
      installmentPrice: null | components["schemas"]["MoneyWire"];
      /** @description the cart's owner is an active OnePass member */
      onePassMember: boolean;
      /** @description a member's savings on this cart: member prices and free home delivery; null for others */
      onePassSavings: null | components["schemas"]["MoneyWire"];
      /** @description the order's discounts (the OnePass welcome reward, promotions), taken off the product lines */
      orderDiscounts: components["schemas"]["MoneyWire"];
      originalDeliveryCost: null | components["schemas"]["MoneyWire"];
      pickupStore: null | components["schemas"]["CartPickupStore"];
      potentialOrderPromotions: components["schemas"]["CartPromotionResult"][];
      preOrderDepositAmount: null | components["schemas"]["MoneyWire"];
      preOrderOutstandingAmount: null | components["schemas"]["MoneyWire"];
      subtotal: components["schemas"]["MoneyWire"];
      total: components["schemas"]["MoneyWire"];
      totalUnitCount: number;
      voucher: null | components["schemas"]["CartVoucher"];
    };
    CartVariantOption: {
      code: string;
      colour: string;
      hdStockLevelStatus: components["schemas"]["CatalogStockStatus"];
      price: components["schemas"]["MoneyWire"];
      sellable: boolean;
      size: string;
    };
    CartVariants: {
      entries: components["schemas"]["CartEntryVariants"][];
    };
    CartVoucher: {
      applied: boolean;
      code: string;
    };
    CatalogBreadcrumb: {
      code: string;
      name: string;
      url: string;
    };
    CatalogCard: {
      badges: string[];
      brand: string;
      bulky: boolean;
      categoryCode: string;
      code: string;
      colours: components["schemas"]["CatalogSwatch"][];
      defaultVariantCode: string;
      giftCard: string;
      hasSizes: boolean;
      imageUrl: string;
      inStock: boolean;
      name: string;
      onePassBadgeText: string;
      onePassEarlyAccess: boolean;
      onePassEndDate: number;
      onePassExclusive: boolean;
      onePassPrice?: components["schemas"]["MoneyWire"];
      onePassStartDate: number;
      onlineOnly: boolean;
      personalisable: boolean;
      preOrder: boolean;
      price: components["schemas"]["MoneyWire"];
      rating: number;
      reviewCount: number;
      sizes: string[];
      url: string;
      wasPrice?: components["schemas"]["MoneyWire"];
    };
    CatalogDetail: {
      assorted: boolean;
      badges: string[];
      baseProductCode: string;
      brand: string;
      breadcrumbs: components["schemas"]["CatalogBreadcrumb"][];
      bulky: boolean;
      categoryCode: string;
      code: string;
      colours: components["schemas"]["CatalogSwatch"][];
      defaultVariantCode: string;
      description: string;
      earlyAccessState: components["schemas"]["CatalogEarlyAccess"];
      features: string[];
      giftCard: string;
      hasSizes: boolean;
      imageUrl: string;
      inStock: boolean;
      installmentPrice: components["schemas"]["MoneyWire"];
      itemType: string;
      name: string;
      onePassBadgeText: string;
      onePassEarlyAccess: boolean;
      onePassEndDate: number;
      onePassExclusive: boolean;
      onePassExclusiveBadgeText: string;
      onePassExclusiveEndDate: number;
      onePassExclusiveStartDate: number;
      onePassPrice?: components["schemas"]["MoneyWire"];
      onePassStartDate: number;
      onlineOnly: boolean;
      personalisable: boolean;
      preOrder: boolean;
      price: components["schemas"]["MoneyWire"];
      productType: string;
      rating: number;
      reviewCount: number;
      selectedVariantCode: string;
      size: string;
      sizeType: string;
      sizes: string[];
      url: string;
      variants: components["schemas"]["CatalogVariantDetail"][];
      wasPrice?: components["schemas"]["MoneyWire"];
    };
    /** @enum {string} */
    CatalogEarlyAccess: "" | "comingSoon" | "open" | "ended";
    CatalogEndOfLifeLink: {
      label: string;
      url: string;
    };
    CatalogLook: {
      products: components["schemas"]["CatalogCard"][];
      title: string;
    };
    CatalogProductDetails: {
      endOfLifeLinks: components["schemas"]["CatalogEndOfLifeLink"][];
      lookData: components["schemas"]["CatalogLook"];
      product: components["schemas"]["CatalogDetail"];
    };
    CatalogSizeOption: {
      availableToSell: boolean;
      code: string;
      itemType: string;
      size: string;
      url: string;
    };
    /** @enum {string} */
    CatalogStockStatus: "inStock" | "lowStock" | "outOfStock";
    CatalogSwatch: {
      hex: string;
      imageUrl: string;
      name: string;
      url: string;
      variantCode: string;
    };
    CatalogVariantDetail: {
      availableToSell: boolean;
      code: string;
      colour: string;
      colourHex: string;
      edStock: number;
      edStockLevelStatus: components["schemas"]["CatalogStockStatus"];
      hdStock: number;
      hdStockLevelStatus: components["schemas"]["CatalogStockStatus"];
      images: string[];
      itemType: string;
      onePassPrice?: components["schemas"]["MoneyWire"];
      price: components["schemas"]["MoneyWire"];
      size: string;
      sizeType: string;
      url: string;
      variants: components["schemas"]["CatalogSizeOption"][];
      wasPrice?: components["schemas"]["MoneyWire"];
    };
    CheckoutBalanceAnswer: {
      balance: components["schemas"]["MoneyWire"];
      splitGiftCardDetails: components["schemas"]["CheckoutSplitCardDetail"];
    };
    CheckoutCardFields: {
      applePayGatewayId?: string;
      /** @enum {string} */
      environment?: "sandbox" | "production";
      gatewayId?: string;
      giftCardGatewayId?: string;
      /** @enum {string} */
      provider: "sandbox" | "paydock";
      publicKey?: string;
      scriptUrl?: string;
      url?: string;
    };
    CheckoutComplete: {
      billing: boolean;
      delivery: boolean;
      email: boolean;
      payment: boolean;
    };
    CheckoutCountry: {
      isocode: string;
      name: string;
    };
    CheckoutFlypayDetails: {
      amount: components["schemas"]["MoneyWire"];
      id: string;
      orderCode: string;
      redirectUrl: string;
      /** @enum {string} */
      status: "" | "pending" | "challenge" | "ordered" | "failed";
    };
    CheckoutGiftCardAnswer: {
      balance: components["schemas"]["MoneyWire"];
      giftCardDetails: components["schemas"]["CheckoutGiftCardDetails"];
      /** @description set when the gift cards paid the whole order */
      orderCode?: string;
      /** @description the thank-you page, when the gift cards paid the whole order */
      redirectUrl?: string;
    };
    CheckoutGiftCardDetails: {
      splitCardSummaryDetailsList: components["schemas"]["CheckoutGiftCardView"][];
    };
    CheckoutGiftCardView: {
      amount: components["schemas"]["MoneyWire"];
      /** @description what stays on the gift card */
      balance: components["schemas"]["MoneyWire"];
      last4: string;
      sequence: number;
    };
    CheckoutMethod: {
      available: boolean;
      code: string;
      /** @enum {string} */
      id: "card" | "paypal" | "afterpay" | "zip" | "applepay" | "flypay" | "giftcard";
      name: string;
      reason: string;
    };
    CheckoutMethods: {
      afterpay: boolean;
      applepay: boolean;
      cardFields: components["schemas"]["CheckoutCardFields"];
      flypay: boolean;
      installmentPrice: null | components["schemas"]["MoneyWire"];
      /** @description the legacy hosted payment page: not used */
      ipg: boolean;
      methods: components["schemas"]["CheckoutMethod"][];
      /** @description cards through the hosted card fields */
      paydock: boolean;
      paydockGiftCard: boolean;
      paypal: boolean;
      paypalAccounts: components["schemas"]["CheckoutPayPalAccountView"][];
      paypalpayinfour: boolean;
      savedCards: components["schemas"]["CheckoutSavedCardView"][];
      zip: boolean;
    };
    CheckoutPayPalAccountView: {
      email: string;
      isDefault: boolean;
      paymentInfoId: string;
    };
    CheckoutPaymentStatus: {
      balance: components["schemas"]["MoneyWire"];
      hasPartialPayment: boolean;
      splitCardSummaryDetailsList: components["schemas"]["CheckoutGiftCardView"][];
    };
    CheckoutPlaced: {
      /** @description digits only; set once the order is placed */
      orderCode?: string;
      /** @description the thank-you page, or the provider's page for a redirect method */
      redirectUrl?: string;
      threeDS?: components["schemas"]["CheckoutThreeDS"];
    };
    CheckoutSavedCardView: {
      cardType: string;
      /** @description MM/YY */
      expiry: string;
      isDefault: boolean;
      last4: string;
      /** @description the saved card's id: placeOrder's psced */
      paydockSourceId: string;
    };
    CheckoutSplitCardDetail: {
      balance: components["schemas"]["MoneyWire"];
      sequence: number;
    };
    CheckoutThreeDS: {
      challengeUrl: string;
      tcId: string;
    };
    CheckoutView: {
      balance: components["schemas"]["MoneyWire"];
      billingAddress: null | components["schemas"]["CartAddress"];
      billingSameAsDelivery: boolean;
      cart: components["schemas"]["CartSummary"];
      complete: components["schemas"]["CheckoutComplete"];
      deliveryAddress: null | components["schemas"]["CartAddress"];
      /** @enum {string} */
      deliveryMode: "" | "HD" | "ED" | "CNC";
      email: string;
      giftCards: components["schemas"]["CheckoutGiftCardView"][];
      guest: boolean;
      paymentMode: string;
      savedAddresses: components["schemas"]["CartAddress"][];
      signedIn: boolean;
    };
    ClubStatusAnswer: {
      /** @description true when a customer is signed in (their status is known) */
      clubStatusKnown: boolean;
      /** @description an active OnePass member */
      shipsterMember: boolean;
    };
    CollectStock: {
      ccStock: number;
      stockLevelStatus: components["schemas"]["CatalogStockStatus"];
    };
    ConsignedJSON: {
      entryNumber: number;
      name: string;
      productCode: string;
      quantity: number;
    };
    ConsignmentJSON: {
      cancelReason?: string;
      carrier: string;
      code: string;
      /** Format: date-time */
      collectedAt?: string;
      collectedBy?: string;
      entries: components["schemas"]["ConsignedJSON"][];
      /** @description "Shipment 1 of 2" or "Collection 1 of 1" */
      label: string;
      location: string;
      number: number;
      of: number;
      /** Format: date-time */
      returnableUntil?: string;
      /** Format: date-time */
      shippedAt?: string;
      /** @enum {string} */
      status: "placed" | "picked" | "shipped" | "readyForCollection" | "collected" | "cancelled";
      trackingNumber: string;
      trackingUrl: string;
    };
    ContentBanner: {
      cta: components["schemas"]["ContentLink"];
      text: string;
      title: string;
    };
    ContentDepartment: {
      code: string;
      iconUrl: string;
      name: string;
      url: string;
    };
    ContentHome: {
      departments: components["schemas"]["ContentDepartment"][];
      hero: components["schemas"]["ContentSlide"][];
      newArrivals: components["schemas"]["CatalogCard"][];
      onePassBanner: components["schemas"]["ContentBanner"];
      popularSearches: string[];
      topOffers: components["schemas"]["CatalogCard"][];
    };
    ContentLink: {
      label: string;
      url: string;
    };
    ContentSlide: {
      cta: components["schemas"]["ContentLink"];
      id: string;
      imageUrl: string;
      text: string;
      /** @enum {string} */
      theme: "gold" | "teal" | "ink" | "sky";
      title: string;
    };
    CountryList: {
      countries: components["schemas"]["CheckoutCountry"][];
    };
    DecideAnswer: {
      /** @description where the provider sends the shopper: the shop's return URL with the provider's parameters (PayPal: token, PayerID; the others: token, status), or for threeds /spc?tcId=…&tcStatus=success|rejected */
      returnUrl: string;
    };
    DeleteAnswer: {
      message: string;
      /**
       * Format: date-time
       * @description when the account's personal data will have been erased
       */
      processBy: string;
      requestReceived: boolean;
    };
    DeliveryAddressAnswer: {
      balance: components["schemas"]["MoneyWire"];
      billingAddress: null | components["schemas"]["CartAddress"];
      billingSameAsDelivery: boolean;
      cart: components["schemas"]["CartSummary"];
      complete: components["schemas"]["CheckoutComplete"];
      deliveryAddress: null | components["schemas"]["CartAddress"];
      deliveryFeeChanged: boolean;
      /** @enum {string} */
      deliveryMode: "" | "HD" | "ED" | "CNC";
      email: string;
      /** @description delivery-fee-changed when the new address changed the fee */
      error?: string;
      giftCards: components["schemas"]["CheckoutGiftCardView"][];
      guest: boolean;
      paymentMode: string;
      savedAddresses: components["schemas"]["CartAddress"][];
      signedIn: boolean;
    };
    DeliveryCostAnswer: {
      deliveryModes: components["schemas"]["ModeCost"][];
    };
    DeliveryLocality: {
      /** @description Suburb STATE postcode */
      plainText: string;
      postalCode: string;
      state: string;
      suburb: string;
    };
    DeliveryLocationResults: {
      results: components["schemas"]["DeliveryLocality"][];
    };
    Error: {
      /** @description why the account is locked (ERR_LOGIN_ACCOUNT_LOCKED): TOO_MANY_FAILED_ATTEMPTS, SUSPICIOUS_ACTIVITY or ACCOUNT_DELETION_REQUESTED */
      accountLockReasonCode?: string;
      /** @description ERR_… code (docs/errors.md) */
      code: string;
      /** @description a cart change none of whose items changed the cart: every item's code (code is the first's) */
      errorItems?: components["schemas"]["CartItemError"][];
      /** @description each bad field with its message key (missing-args, malformed-request, …) */
      fields?: {
        [key: string]: string;
      };
      /** @description text a person can read */
      message: string;
      /** @description the message key of a checkout error (api-error-payment, mismatch-cart, …) */
      messageKey?: string;
      /**
       * @description the checkout section that shows the error (place order and checkout calls)
       * @enum {string}
       */
      section?: "summary" | "payment" | "delivery" | "billing";
    };
    EstimateAnswer: {
      deliveryModes: components["schemas"]["ModeEstimate"][];
    };
    ExpressAnswer: {
      eligible: boolean;
      postcode: string;
    };
    Failure: {
      error: components["schemas"]["Error"];
      /** @constant */
      success: false;
    };
    FeatureEnvironment: {
      /** Format: date-time */
      expiry: string;
      features: components["schemas"]["FeatureToggles"];
    };
    FeatureToggles: {
      afterpay: boolean;
      basket: boolean;
      expressDelivery: boolean;
      flybuysRedeem: boolean;
      flypay: boolean;
      shipster: boolean;
      singleLineAddressLookup: boolean;
      singlePageCheckout: boolean;
      smartButton: boolean;
      ssoProofOfConcept: boolean;
      storedPayment: boolean;
      zip: boolean;
    };
    /** @description yes or no: a JSON boolean, or true, on, 1 or yes as text (anything else is no) */
    Flag: boolean | string;
    GeoPoint: {
      latitude: number;
      longitude: number;
    };
    GlobalMessage: {
      message: string;
      /** @enum {string} */
      type: "info" | "warning" | "error" | "success";
    };
    HistoryItemJSON: {
      code: string;
      itemCount: number;
      order?: components["schemas"]["OrderBriefJSON"];
      /** Format: date-time */
      placed: string;
      /** @description DD/MM/YYYY, Melbourne time */
      placedDate: string;
      receipt?: components["schemas"]["ReceiptJSON"];
      status: string;
      storeName?: string;
      storeNumber?: string;
      total: components["schemas"]["MoneyWire"];
      /** @enum {string} */
      type: "online" | "store";
    };
    ImportAnswer: {
      alreadyThere: number;
      attached: number;
      errors: string[];
      inserted: number;
      read: number;
      rejected: number;
    };
    InfoAccount: {
      firstName: string;
      isAuthenticated: boolean;
      /** @description recognised by remember-me: account pages need a fresh sign-in */
      softLogin: boolean;
    };
    InfoAnswer: {
      account: components["schemas"]["InfoAccount"];
      /** @description an active OnePass member (free home delivery, member prices) */
      advantageUser: boolean;
      authentication: components["schemas"]["InfoAuth"];
      globalMessages: components["schemas"]["GlobalMessage"][];
      /** @description "" without a preferred store */
      preferredStoreName: string;
      /** @description the preferred store: the account's, else the t_psn cookie's; absent without one */
      storeDetails?: components["schemas"]["StoreWithStock"];
    };
    InfoAuth: {
      registerUrl: string;
      signInUrl: string;
      /** @enum {string} */
      status: "anonymous" | "soft" | "hard";
    };
    IssuedGiftCard: {
      /** @description 19 digits */
      cardNumber: string;
      /** @description 4 digits */
      pin: string;
    };
    LabelAddressJSON: {
      lines: string[];
      name: string;
      phone?: string;
    };
    LabelItemJSON: {
      detail?: string;
      name: string;
      quantity: number;
    };
    Locality: {
      latitude: number;
      longitude: number;
      postalCode: string;
      state: string;
      suburb: string;
    };
    LocationGroupAnswer: {
      /** @description STATE_REGION, e.g. VIC_METRO; the search's spLocationGroup */
      locationGroup: string;
      postalCode: string;
      /** @enum {string} */
      region: "METRO" | "REGIONAL" | "REMOTE";
      /** @description the state or territory whose distribution centre serves it */
      regionId: string;
    };
    LocationResults: {
      results: components["schemas"]["Locality"][];
    };
    MemberPaymentJSON: {
      amount: components["schemas"]["MoneyWire"];
      /** @description e.g. visa ending 4242 */
      card: string;
      /** Format: date-time */
      date: string;
      /** @enum {string} */
      plan: "monthly" | "annual";
      /** @enum {string} */
      status: "paid" | "declined" | "pending" | "refunded";
    };
    MembershipAnswer: {
      daysUntilRenewal: null | number;
      /** Format: date-time */
      endedAt: null | string;
      /** @description the status brings the benefits */
      isActive: boolean;
      /**
       * Format: date-time
       * @description overdue: when the membership lapses unless paid
       */
      lapsesOn: null | string;
      /** @description the next charge; null when none is coming (cancelling, inactive, team member) */
      nextPayment: null | components["schemas"]["NextPaymentJSON"];
      /** @description the plan the next payment takes (a plan change waits for it) */
      nextPlan: string;
      paymentMethod: null | components["schemas"]["MembershipCardJSON"];
      /** @description every charge attempt, retries included, newest first */
      payments: components["schemas"]["MemberPaymentJSON"][];
      /** @description the plan of the current period ("" without a membership) */
      plan: string;
      plans: components["schemas"]["PlanJSON"][];
      /**
       * Format: date-time
       * @description when the trial or the paid period ends (it renews then, or ends when cancelling)
       */
      renewalDate: null | string;
      /** @description saved as a member over the last 6 months */
      savings: components["schemas"]["MoneyWire"];
      /** Format: date-time */
      startedAt: null | string;
      /** @enum {string} */
      status:
        | "none"
        | "trial_active"
        | "active"
        | "overdue"
        | "team_member"
        | "cancelling_trial"
        | "cancelling"
        | "cancelled"
        | "lapsed";
      trialDaysRemaining: null | number;
      /** @description never had a trial or a membership */
      trialEligible: boolean;
      /** Format: date-time */
      trialEndDate: null | string;
      /** @description the first membership's reward, while it can be used */
      welcomeReward: null | components["schemas"]["WelcomeJSON"];
    };
    MembershipBenefit: {
      /** @enum {string} */
      icon: "delivery" | "price" | "early" | "reward";
      text: string;
      title: string;
    };
    MembershipCardJSON: {
      cardType: string;
      last4: string;
      paydockSourceId: string;
    };
    MembershipContent: {
      /** @description the reward cards (rewardCards) */
      cards?: components["schemas"]["MembershipBenefit"][];
      cta?: components["schemas"]["MembershipLink"];
      /** @description bullet points */
      items?: string[];
      show: boolean;
      slot: string;
      terms?: string;
      text: string;
      title: string;
      /** @description which form of the slot: signedOut, join, trial, member, lapsed; the checkout sign-up modal's membershipLogin or subscription */
      variant?: string;
    };
    MembershipLink: {
      label: string;
      url: string;
    };
    ModeCost: {
      available: boolean;
      /** @enum {string} */
      code: "CNC" | "HD" | "ED";
      deliveryCost: components["schemas"]["MoneyWire"];
      unfulfilled: boolean;
    };
    ModeEstimate: {
      /** @description the mode runs to this store or postcode for this product */
      available: boolean;
      /** @enum {string} */
      code: "CNC" | "HD" | "ED";
      /** @description one unit's delivery cost (withCost) */
      deliveryCost?: components["schemas"]["MoneyWire"];
      /**
       * Format: date-time
       * @description the start of home delivery's range; equal to estimatedDateTime for CNC and ED
       */
      earliestDateTime?: string;
      /** @description the promise in words, e.g. Ready to collect today from 4pm */
      estimateText: string;
      /**
       * Format: date-time
       * @description ready or delivered by, in the store's or postcode's local time
       */
      estimatedDateTime?: string;
      /** @description stock could be read for the estimate */
      hasData: boolean;
      /** @description where the stock comes from: the store number, or online */
      locations: string[];
      productCode: string;
      quantity: number;
      /** @description collected off the pickup store's own shelves */
      sameStore: boolean;
      /** @description not enough stock for the quantity */
      unfulfilled: boolean;
    };
    MoneyWire: {
      formattedValue: string;
      value: number;
    };
    NavNode: {
      children: components["schemas"]["NavNode"][];
      code: string;
      count: number;
      icon?: string;
      name: string;
      url: string;
    };
    Navigation: {
      departments: components["schemas"]["NavNode"][];
    };
    NearestStockAnswer: {
      stores: components["schemas"]["StoreVariantsStock"][];
    };
    NextPaymentJSON: {
      amount: components["schemas"]["MoneyWire"];
      /** Format: date-time */
      date: string;
      /** @enum {string} */
      plan: "monthly" | "annual";
    };
    NoData: Record<string, never>;
    OnlineStock: {
      edStock: number;
      edStockLevelStatus: components["schemas"]["CatalogStockStatus"];
      hdStock: number;
      hdStockLevelStatus: components["schemas"]["CatalogStockStatus"];
    };
    OnlineStockAnswer: {
      stockData: {
        [key: string]: components["schemas"]["OnlineStock"];
      };
    };
    OpeningDay: {
      /** @enum {string} */
      day: "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
      hours: string;
    };
    OrderAddress: {
      country: string;
      firstName: string;
      lastName: string;
      line1: string;
      line2?: string;
      phone?: string;
      postalCode: string;
      state: string;
      town: string;
    };
    OrderAnswer: {
      order: components["schemas"]["OrderJSON"];
    };
    OrderBriefJSON: {
      code: string;
      consignments: components["schemas"]["ConsignmentJSON"][];
      deliveryMode: string;
      entries: components["schemas"]["BriefEntryJSON"][];
      /** Format: date-time */
      placed: string;
      placedDate: string;
      status: string;
      total: components["schemas"]["MoneyWire"];
    };
    OrderDataAnswer: {
      orderData: components["schemas"]["OrderJSON"];
    };
    OrderEntryJSON: {
      basePrice: components["schemas"]["MoneyWire"];
      baseProductCode: string;
      brand: string;
      colour: string;
      entryNumber: number;
      imageUrl: string;
      name: string;
      productCode: string;
      quantity: number;
      returnableQuantity: number;
      size: string;
      totalPrice: components["schemas"]["MoneyWire"];
    };
    OrderJSON: {
      billingAddress: null | components["schemas"]["OrderAddress"];
      /** @description the part of deliveryFee for bulky items (absent without) */
      bulkyFee?: components["schemas"]["MoneyWire"];
      code: string;
      consignments?: components["schemas"]["ConsignmentJSON"][];
      deliveryAddress: null | components["schemas"]["OrderAddress"];
      /** @description everything paid for delivery, bulkyFee and giftCardDeliveryFee included */
      deliveryFee: components["schemas"]["MoneyWire"];
      deliveryMode: string;
      email: string;
      entries: components["schemas"]["OrderEntryJSON"][];
      /** @description the part of deliveryFee for posted gift cards (absent without) */
      giftCardDeliveryFee?: components["schemas"]["MoneyWire"];
      gst: components["schemas"]["MoneyWire"];
      orderDiscounts: components["schemas"]["MoneyWire"];
      payments: components["schemas"]["OrderPaymentJSON"][];
      pickup: null | components["schemas"]["OrderPickup"];
      /** Format: date-time */
      placed: string;
      placedDate: string;
      refunded?: components["schemas"]["MoneyWire"];
      returns?: components["schemas"]["ReturnJSON"][];
      status: string;
      subtotal: components["schemas"]["MoneyWire"];
      total: components["schemas"]["MoneyWire"];
    };
    OrderList: {
      orders: components["schemas"]["HistoryItemJSON"][];
      savings: components["schemas"]["MoneyWire"];
    };
    OrderPaymentJSON: {
      amount: components["schemas"]["MoneyWire"];
      cardType: string;
      last4: string;
      method: string;
      sequence: number;
    };
    OrderPickup: {
      collectionPoint?: string;
      firstName: string;
      lastName: string;
      phone?: string;
      storeName: string;
      storeNumber: string;
    };
    PasswordChanged: {
      /** @description always true; the customer's other sessions and remembered logins are signed out */
      passwordChanged: boolean;
    };
    PaypalIDToken: {
      idToken: string;
    };
    PickupAnswer: {
      cart: components["schemas"]["CartSummary"];
      /** @description the pickup store */
      stores: components["schemas"]["Store"][];
    };
    PlanJSON: {
      /** @enum {string} */
      period: "month" | "year";
      /** @enum {string} */
      plan: "monthly" | "annual";
      price: components["schemas"]["MoneyWire"];
    };
    ProductList: {
      products: components["schemas"]["CatalogCard"][];
    };
    ProfileAnswer: {
      allowTracking: boolean;
      /** Format: date-time */
      createdAt: string;
      email: string;
      firstName: string;
      lastName: string;
      mobileNumber: string;
      optIntoMarketing: boolean;
      /** @description store number, or empty */
      preferredStore: string;
      subscribeToRewards: boolean;
      wattleCustomerId: string;
    };
    QueueAnswer: {
      consignments: components["schemas"]["QueuedJSON"][];
      page: number;
      total: number;
      totalPages: number;
    };
    QueuedJSON: {
      consignment: components["schemas"]["ConsignmentJSON"];
      /** @description who it goes to: the delivery address's or collector's name */
      customer: string;
      deliveryMode: string;
      /** @description the suburb it goes to, or the store it is collected at */
      destination: string;
      orderCode: string;
      /** Format: date-time */
      placed: string;
      placedDate: string;
    };
    ReasonsAnswer: {
      refundReasons: components["schemas"]["AftersaleReason"][];
    };
    RecalcAnswer: {
      cart: components["schemas"]["CartSummary"];
      errorItems: components["schemas"]["CartItemError"][];
      removedItems: components["schemas"]["CartItemRef"][];
      updatedItems: components["schemas"]["CartItemResult"][];
    };
    ReceiptAnswer: {
      /** @description the retailer's Australian Business Number, as a tax invoice shows it */
      abn: string;
      barcode: string;
      receipt: components["schemas"]["ReceiptJSON"];
    };
    ReceiptDiscount: {
      amount?: number;
      description?: string;
    };
    ReceiptDiscountJSON: {
      amount: components["schemas"]["MoneyWire"];
      description: string;
    };
    ReceiptItem: {
      name?: string;
      productCode?: string;
      quantity?: number;
      total?: number;
      unitPrice?: number;
    };
    ReceiptItemJSON: {
      name: string;
      productCode: string;
      quantity: number;
      total: components["schemas"]["MoneyWire"];
      unitPrice: components["schemas"]["MoneyWire"];
    };
    ReceiptJSON: {
      code: string;
      discountTotal: components["schemas"]["MoneyWire"];
      discounts: components["schemas"]["ReceiptDiscountJSON"][];
      gst: components["schemas"]["MoneyWire"];
      items: components["schemas"]["ReceiptItemJSON"][];
      payments: components["schemas"]["ReceiptPaymentJSON"][];
      /** Format: date-time */
      purchased: string;
      /** @description DD/MM/YYYY, Melbourne time */
      purchasedDate: string;
      register: string;
      storeName: string;
      storeNumber: string;
      subtotal: components["schemas"]["MoneyWire"];
      total: components["schemas"]["MoneyWire"];
    };
    ReceiptPayment: {
      amount?: number;
      last4?: string;
      type?: string;
    };
    ReceiptPaymentJSON: {
      amount: components["schemas"]["MoneyWire"];
      last4: string;
      type: string;
    };
    ReceiptReceipt: {
      discountTotal?: number;
      discounts?: components["schemas"]["ReceiptDiscount"][];
      email?: string;
      gst?: number;
      items?: components["schemas"]["ReceiptItem"][];
      loyalty?: string;
      payments?: components["schemas"]["ReceiptPayment"][];
      /** Format: date-time */
      purchasedAt?: string;
      receipt?: string;
      register?: string;
      store?: string;
      storeName?: string;
      subtotal?: number;
      total?: number;
    };
    RecentOrder: {
      order: null | components["schemas"]["OrderJSON"];
    };
    Recorded: {
      /** @description always true: the server has recorded it */
      recorded: boolean;
    };
    RedirectAnswer: {
      redirectUrl: string;
    };
    RefundJSON: {
      amount: components["schemas"]["MoneyWire"];
      method: string;
      /** @description why the provider refused it (failed; the back office's answers only) */
      reason?: string;
      /**
       * @description where the refund stands with the payment's provider: pending until it answers, refunded once it confirmed, failed when it refused after the retries
       * @enum {string}
       */
      status: "pending" | "refunded" | "failed";
      text: string;
    };
    RegistrationAnswer: {
      accountLockReasonCode: string;
      accountLocked: boolean;
      registered: boolean;
      warningCode: string;
    };
    RemoveAnswer: {
      cart: components["schemas"]["CartSummary"];
      errorItems: components["schemas"]["CartItemError"][];
      removedItems: components["schemas"]["CartItemRef"][];
    };
    ResetAnswer: {
      /** @description always true: the answer is the same whether the e-mail has an account or not */
      emailSent: boolean;
    };
    ReturnEntryJSON: {
      entryNumber: number;
      name: string;
      productCode: string;
      reasonForReturn: string;
      returnQty: number;
    };
    ReturnJSON: {
      /** Format: date-time */
      created: string;
      entries: components["schemas"]["ReturnEntryJSON"][];
      estimatedRefund: components["schemas"]["MoneyWire"];
      /** @description the return's printable prepaid label page, with the token that opens it */
      labelUrl?: string;
      refunds: components["schemas"]["RefundJSON"][];
      returnCode: string;
      /**
       * @description refunding: staff refunded it and the payment providers have not confirmed every refund yet; refundFailed: a provider refused one (its refund says why to staff; staff may refund again); refunded: the providers confirmed every refund
       * @enum {string}
       */
      status: "requested" | "received" | "refunding" | "refundFailed" | "refunded";
    };
    ReturnLabelAnswer: {
      label: components["schemas"]["ReturnLabelJSON"];
    };
    ReturnLabelJSON: {
      barcode: string;
      /** Format: date-time */
      created: string;
      from: components["schemas"]["LabelAddressJSON"];
      items: components["schemas"]["LabelItemJSON"][];
      orderCode: string;
      /** @description the last day to post the parcel, DD/MM/YYYY (Melbourne) */
      postBy: string;
      returnCode: string;
      /** @enum {string} */
      status: "requested" | "received" | "refunding" | "refundFailed" | "refunded";
      to: components["schemas"]["LabelAddressJSON"];
    };
    ReturnSearchAnswer: {
      orderData: components["schemas"]["OrderJSON"];
      refundReasons: components["schemas"]["AftersaleReason"][];
      sender: components["schemas"]["ReturnSenderJSON"];
    };
    ReturnSenderJSON: {
      email: string;
      firstName: string;
      lastName: string;
      line1: string;
      line2: string;
      phone: string;
      postalCode: string;
      state: string;
      town: string;
    };
    ReturnsAnswer: {
      page: number;
      returns: components["schemas"]["StaffReturnJSON"][];
      total: number;
      totalPages: number;
    };
    SearchCategoryGroup: {
      children: components["schemas"]["SearchCategoryGroup"][];
      count: number;
      display_name: string;
      group_id: string;
      parents: components["schemas"]["SearchCategoryRef"][];
    };
    SearchCategoryRef: {
      display_name: string;
      group_id: string;
    };
    SearchCollectionInfo: {
      display_name: string;
      id: string;
      parents: components["schemas"]["SearchCategoryRef"][];
    };
    SearchFacet: {
      data: components["schemas"]["SearchFacetData"];
      display_name: string;
      name: string;
      options: components["schemas"]["SearchFacetOption"][];
    };
    SearchFacetData: {
      displayType: string;
    };
    SearchFacetOption: {
      children?: components["schemas"]["SearchFacetOption"][];
      count: number;
      display_name: string;
      hex?: string;
      status: string;
      value: string;
    };
    SearchResult: {
      collection?: components["schemas"]["SearchCollectionInfo"];
      facets: components["schemas"]["SearchFacet"][];
      groups: components["schemas"]["SearchCategoryGroup"][];
      products: components["schemas"]["CatalogCard"][];
      redirectUrl?: string;
      sorting: components["schemas"]["SearchSorting"];
    };
    SearchSortOption: {
      display_name: string;
      sort_by: string;
      sort_order: string;
      status: string;
    };
    SearchSorting: {
      last_page: number;
      page: number;
      page_size: number;
      sort_options: components["schemas"]["SearchSortOption"][];
      total_num_results: number;
    };
    SearchSuggestions: {
      products: components["schemas"]["CatalogCard"][];
      suggestions: string[];
    };
    SessionCart: {
      checkoutEmail: string;
      registered: boolean;
    };
    SessionCustomer: {
      accountLockReasonCode: string;
      accountLocked: boolean;
      email: string;
      firstName: string;
      hasOrder: boolean;
      hashedEmail: string;
      hashedFlybuysID: string;
      lastName: string;
      wattleCustomerId: string;
    };
    SessionInfo: {
      bypassLogin: boolean;
      cart: components["schemas"]["SessionCart"];
      checkoutRegisteredAsGuest: boolean;
      csrfToken: string;
      customer: components["schemas"]["SessionCustomer"];
      guest: boolean;
      loginRequired: boolean;
      mobileApp: boolean;
    };
    StaffDisabled: {
      /** @description always true: the account can no longer sign in and its sessions have ended */
      disabled: boolean;
      email: string;
    };
    StaffJSON: {
      email: string;
      name: string;
      role: components["schemas"]["StaffRole"];
    };
    StaffList: {
      staff: components["schemas"]["StaffMemberJSON"][];
    };
    StaffMemberJSON: {
      disabled: boolean;
      email: string;
      locked: boolean;
      name: string;
      role: components["schemas"]["StaffRole"];
    };
    StaffMembershipAnswer: {
      /** @description what staff did to the membership, oldest first */
      audit: components["schemas"]["AuditJSON"][];
      customerId: string;
      email: string;
      firstName: string;
      membership: components["schemas"]["MembershipAnswer"];
    };
    StaffOrderAnswer: {
      audit: components["schemas"]["AuditJSON"][];
      order: components["schemas"]["OrderJSON"];
    };
    StaffReturnAnswer: {
      return: components["schemas"]["StaffReturnJSON"];
    };
    StaffReturnJSON: {
      /** Format: date-time */
      created: string;
      customer: string;
      email: string;
      entries: components["schemas"]["ReturnEntryJSON"][];
      estimatedRefund: components["schemas"]["MoneyWire"];
      /** @description the return's printable prepaid label page, with the token that opens it */
      labelUrl?: string;
      orderCode: string;
      refunds: components["schemas"]["RefundJSON"][];
      returnCode: string;
      /**
       * @description refunding: staff refunded it and the payment providers have not confirmed every refund yet; refundFailed: a provider refused one (its refund says why to staff; staff may refund again); refunded: the providers confirmed every refund
       * @enum {string}
       */
      status: "requested" | "received" | "refunding" | "refundFailed" | "refunded";
    };
    /** @enum {string} */
    StaffRole: "fulfilment" | "customer-service" | "manager" | "admin";
    StaffSessionAnswer: {
      operations: string[];
      staff: components["schemas"]["StaffJSON"];
    };
    StaffSignedOut: {
      /** @description always true: the staff session (if any) has ended */
      signedOut: boolean;
    };
    Store: {
      address: components["schemas"]["StoreAddress"];
      /** @description the first of collectionPoints */
      collectionPoint?: string;
      collectionPoints: string[];
      displayName: string;
      /** @description from the point asked about (getNearestStores), to 0.1 km */
      distanceKm?: number;
      name: string;
      /** @description Monday to Sunday */
      openingHours: components["schemas"]["OpeningDay"][];
      phone: string;
      storeLocation: components["schemas"]["GeoPoint"];
      /** @description 4-digit store number */
      storeNumber: string;
      type: string;
    };
    StoreAddress: {
      line1: string;
      postalCode: string;
      state: string;
      town: string;
    };
    StoreAnswer: {
      store: components["schemas"]["Store"];
    };
    StoreList: {
      stores: components["schemas"]["Store"][];
    };
    StoreSearchAnswer: {
      /** @description the suburb the search was taken to mean */
      location: components["schemas"]["Locality"];
      stores: components["schemas"]["StoreWithStock"][];
    };
    StoreStock: {
      ccStock: number;
      ccStockLevelStatus: components["schemas"]["CatalogStockStatus"];
      stockLevelStatus: components["schemas"]["CatalogStockStatus"];
    };
    StoreStockAnswer: {
      stockData: {
        [key: string]: {
          [key: string]: components["schemas"]["StoreStock"];
        };
      };
      storeNumbers: string[];
    };
    StoreVariantsStock: {
      address: components["schemas"]["StoreAddress"];
      /** @description the first of collectionPoints */
      collectionPoint?: string;
      collectionPoints: string[];
      displayName: string;
      /** @description from the point asked about (getNearestStores), to 0.1 km */
      distanceKm?: number;
      name: string;
      /** @description Monday to Sunday */
      openingHours: components["schemas"]["OpeningDay"][];
      phone: string;
      /** @description by variant code */
      stock: {
        [key: string]: components["schemas"]["CollectStock"];
      };
      storeLocation: components["schemas"]["GeoPoint"];
      /** @description 4-digit store number */
      storeNumber: string;
      type: string;
    };
    StoreWithStock: {
      address: components["schemas"]["StoreAddress"];
      /** @description the first of collectionPoints */
      collectionPoint?: string;
      collectionPoints: string[];
      displayName: string;
      /** @description from the point asked about (getNearestStores), to 0.1 km */
      distanceKm?: number;
      name: string;
      /** @description Monday to Sunday */
      openingHours: components["schemas"]["OpeningDay"][];
      phone: string;
      /** @description productCode's stock at the store, when asked */
      stock?: components["schemas"]["CollectStock"];
      storeLocation: components["schemas"]["GeoPoint"];
      /** @description 4-digit store number */
      storeNumber: string;
      type: string;
    };
    Subscribed: {
      /** @description always true: the e-mail is on the newsletter list (again, if it was) */
      subscribed: boolean;
    };
    ThreeDSRejected: {
      tcId: string;
      /** @enum {string} */
      tcStatus: "rejected";
    };
    TokenizeAnswer: {
      /** @description visa, mastercard, amex, discover, other; giftcard for a gift card */
      cardType: string;
      /** @description the card number's last 4 digits */
      last4: string;
      /** @description the one-time token placeOrder (or placeOrderGiftCard) takes */
      oneTimeToken: string;
    };
    UpdateAnswer: {
      cart: components["schemas"]["CartSummary"];
      errorItems: components["schemas"]["CartItemError"][];
      removedItems: components["schemas"]["CartItemRef"][];
      updatedItems: components["schemas"]["CartItemResult"][];
    };
    WelcomeJSON: {
      /** Format: date-time */
      expiresAt: string;
      minSpend: components["schemas"]["MoneyWire"];
      value: components["schemas"]["MoneyWire"];
    };
    WireInt: number | string;
    WireNumber: number | string;
    WireValue: unknown;
  };
  responses: {
    /** @description The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
    AccountLocked: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_LOGIN_ACCOUNT_LOCKED";
          };
        };
      };
    };
    /** @description No such address in the signed-in customer's book. */
    AddressUnavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_ADDRESS_UNAVAILABLE";
          };
        };
      };
    };
    /** @description Unknown e-mail or wrong password: the same answer for both. */
    BadCredentials: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_LOGIN_BAD_CREDENTIALS";
          };
        };
      };
    };
    /** @description Too many passwords are being checked at once: Retry-After says when to try again. */
    Busy: {
      headers: {
        /** @description seconds to wait before trying again */
        "Retry-After": string;
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_SERVICE_BUSY";
          };
        };
      };
    };
    /** @description No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. */
    CSRFRejected: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_CSRF";
          };
        };
      };
    };
    /** @description No item changed the cart: Your bag is full: it can hold 50 different items. error.errorItems lists every item's code. */
    CartCartEntriesThresholdReached: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_BASKET_INFORMATION_CART_ENTRIES_THRESHOLD_REACHED";
          };
        };
      };
    };
    /** @description The cart has no entries to update or remove. */
    CartEmpty: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_EMPTY_CART";
          };
        };
      };
    };
    /** @description No item changed the cart: That item is no longer in your bag. error.errorItems lists every item's code. */
    CartEntryNotFoundForTheProductInTheCart: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_ENTRY_NOT_FOUND_FOR_THE_PRODUCT_IN_THE_CART";
          };
        };
      };
    };
    /** @description No item changed the cart: Please check the gift card recipient's details. error.errorItems lists every item's code. */
    CartGiftcardRecipientInvalid: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_BASKET_INFORMATION_GIFTCARD_RECIPIENT_INVALID";
          };
        };
      };
    };
    /** @description No item changed the cart: Gift cards in one order can be worth up to $2,000. error.errorItems lists every item's code. */
    CartGiftcardValue: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_BASKET_INFORMATION_GIFTCARD_VALUE";
          };
        };
      };
    };
    /** @description No item changed the cart: This item is for OnePass members only. error.errorItems lists every item's code. */
    CartMembersOnly: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_BASKET_INFORMATION_MEMBERS_ONLY";
          };
        };
      };
    };
    /** @description The cart has no entries: go back to the basket. */
    CartNoEntries: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_CART_NO_ENTRIES";
          };
        };
      };
    };
    /** @description No item changed the cart: Please check the personalisation of this item. error.errorItems lists every item's code. */
    CartPersonalisationInvalid: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_BASKET_INFORMATION_PERSONALISATION_INVALID";
          };
        };
      };
    };
    /** @description No item changed the cart: This item isn't on sale yet. error.errorItems lists every item's code. */
    CartPreviewItem: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_BASKET_INFORMATION_PREVIEW_ITEM";
          };
        };
      };
    };
    /** @description No item changed the cart: Sorry, this product is not available. error.errorItems lists every item's code. */
    CartProductUnavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_BASKET_INFORMATION_PRODUCT_UNAVAILABLE";
          };
        };
      };
    };
    /** @description No item changed the cart: You can buy up to 10 e-gift cards in one order. error.errorItems lists every item's code. */
    CartQuantityGiftcard: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_BASKET_INFORMATION_QUANTITY_GIFTCARD";
          };
        };
      };
    };
    /** @description No item changed the cart: Only a few left: we've added what we have. error.errorItems lists every item's code. */
    CartQuantityLowStock: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_BASKET_INFORMATION_QUANTITY_LOW_STOCK";
          };
        };
      };
    };
    /** @description No item changed the cart: Sorry, this item is out of stock. error.errorItems lists every item's code. */
    CartQuantityNoStock: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_BASKET_INFORMATION_QUANTITY_NO_STOCK";
          };
        };
      };
    };
    /** @description No item changed the cart: Pre-order items can't be bought with other items. Please check out your bag first. error.errorItems lists every item's code. */
    CartQuantityNomixedbasketwithpreorders: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_BASKET_INFORMATION_QUANTITY_NOMIXEDBASKETWITHPREORDERS";
          };
        };
      };
    };
    /** @description No item changed the cart: Nothing in your bag changed. error.errorItems lists every item's code. */
    CartQuantityNomodificationoccurred: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_BASKET_INFORMATION_QUANTITY_NOMODIFICATIONOCCURRED";
          };
        };
      };
    };
    /** @description No item changed the cart: You can buy up to 20 gift cards in one order. error.errorItems lists every item's code. */
    CartQuantityPhysicalGiftcard: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_BASKET_INFORMATION_QUANTITY_PHYSICAL_GIFTCARD";
          };
        };
      };
    };
    /** @description No item changed the cart: You can pre-order up to 5 items in one order. error.errorItems lists every item's code. */
    CartQuantityPreorderThresholdReached: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_BASKET_INFORMATION_QUANTITY_PREORDER_THRESHOLD_REACHED";
          };
        };
      };
    };
    /** @description No item changed the cart: You've reached the maximum quantity of this item. error.errorItems lists every item's code. */
    CartQuantityThresholdReached: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_BASKET_INFORMATION_QUANTITY_THRESHOLD_REACHED";
          };
        };
      };
    };
    /** @description No such address in the customer's book. */
    CheckoutAddressNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_ADDRESS_UNAVAILABLE";
          };
        };
      };
    };
    /** @description Someone changed it just now (refresh and try again), or the e-mail already has a staff account. */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_CONFLICT";
          };
        };
      };
    };
    /** @description The cart cannot use that delivery mode (getDeliveryModes says why). */
    DeliveryModeUnavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_DELIVERY_MODE_UNAVAILABLE";
          };
        };
      };
    };
    /** @description Not a signed-in staff member, or the member's role does not allow the operation (x-roles). */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_FORBIDDEN";
          };
        };
      };
    };
    /** @description The fulfilment options could not be worked out (stock could not be read): Retry-After says when to try again. */
    FulfilmentUnknown: {
      headers: {
        /** @description seconds to wait before trying again */
        "Retry-After": string;
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_DELIVERY_MODES_FLUENT_EXCEPTION";
          };
        };
      };
    };
    /** @description A fault on our side; the answer never carries its details. */
    Internal: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_INTERNAL";
          };
        };
      };
    };
    /** @description The reset token is unknown, used, superseded or over an hour old. */
    InvalidResetToken: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PASSWORDRESET_INVALID_TOKEN";
          };
        };
      };
    };
    /** @description The operation needs a signed-in customer; a session only recognised by "remember me" must sign in again. */
    LoginRequired: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_LOGIN_REQUIRED";
          };
        };
      };
    };
    /** @description The customer is an active member already. */
    MembershipActive: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_MEMBERSHIP_ACTIVE";
          };
        };
      };
    };
    /** @description A payment for the membership is under way: ask again in a moment. */
    MembershipBusy: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_MEMBERSHIP_BUSY";
          };
        };
      };
    };
    /** @description The customer has no active membership to change. */
    MembershipNotActive: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_MEMBERSHIP_NOT_ACTIVE";
          };
        };
      };
    };
    /** @description Nothing to resume: the membership is neither cancelling nor overdue. */
    MembershipNotCancelling: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_MEMBERSHIP_NOT_CANCELLING";
          };
        };
      };
    };
    /** @description Only a trial can be extended. */
    MembershipNotTrial: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_MEMBERSHIP_NOT_TRIAL";
          };
        };
      };
    };
    /** @description The card declined the payment; the membership is as it was. */
    MembershipPaymentDeclined: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_MEMBERSHIP_PAYMENT_DECLINED";
          };
        };
      };
    };
    /** @description The free trial is for customers who have never had a trial or a membership: subscribeMembership instead. */
    MembershipTrialUsed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_MEMBERSHIP_TRIAL_USED";
          };
        };
      };
    };
    /** @description The path takes other methods: the Allow header lists them. */
    MethodNotAllowed: {
      headers: {
        /** @description the methods the path takes */
        Allow: string;
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_METHOD_NOT_ALLOWED";
          };
        };
      };
    };
    /** @description The consignment's status or delivery mode does not allow that move. */
    MoveNotAllowed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_CONSIGNMENT_MOVE_NOT_ALLOWED";
          };
        };
      };
    };
    /** @description No address matches: enter it manually. */
    NoMatch: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_NO_MATCH";
          };
        };
      };
    };
    /** @description What the call names does not exist. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_NOT_FOUND";
          };
        };
      };
    };
    /** @description The return is not in a state for that (a refund needs the return received first). */
    NotReady: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_NOT_READY";
          };
        };
      };
    };
    /** @description No such order for this shopper. */
    OrderNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_ORDER_NOT_FOUND";
          };
        };
      };
    };
    /** @description Flypay is unavailable right now. Please use another payment method. (section payment, key flypay-unavailable) */
    Problem1000: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "1000";
          };
        };
      };
    };
    /** @description We can't deliver to this address. Please choose another address. (section delivery, key address-delivery-blocked) */
    ProblemAddressDeliveryBlocked: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_ADDRESS_DELIVERY_BLOCKED";
          };
        };
      };
    };
    /** @description This payment attempt was already used for a different order. Please try again. (section summary, key api-error-payment) */
    ProblemIdempotencyKeyReused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_IDEMPOTENCY_KEY_REUSED";
          };
        };
      };
    };
    /** @description Please sign in or create an account to buy gift cards. (section summary, key guest-checkout-gift-cards) */
    ProblemLoginGuestNoGiftCards: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_LOGIN_GUEST_NO_GIFT_CARDS";
          };
        };
      };
    };
    /** @description Guest checkout is unavailable. Please sign in or create an account. (section summary, key guest-checkout-unavailable) */
    ProblemLoginGuestNotAllowed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_LOGIN_GUEST_NOT_ALLOWED";
          };
        };
      };
    };
    /** @description Something went wrong placing your order. You have not been charged; please try again. (section summary, key place-order-error) */
    ProblemPlaceorder: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER";
          };
        };
      };
    };
    /** @description Afterpay is unavailable right now. Please use another payment method. (section payment, key afterpay-unavailable) */
    ProblemPlaceorderAfterpayServiceUnavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_AFTERPAY_SERVICE_UNAVAILABLE";
          };
        };
      };
    };
    /** @description This payment method isn't available for some items in your order. (section payment, key payment-mode-lost) */
    ProblemPlaceorderBnplExcludedItems: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_BNPL_EXCLUDED_ITEMS";
          };
        };
      };
    };
    /** @description This payment method isn't available for an order of this value. (section payment, key payment-mode-lost-value) */
    ProblemPlaceorderBnplOrderValue: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_BNPL_ORDER_VALUE";
          };
        };
      };
    };
    /** @description This gift card doesn't have enough balance for that amount. (section payment, key giftcard-balance) */
    ProblemPlaceorderGiftcardInsufficientBalance: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_GIFTCARD_INSUFFICIENT_BALANCE";
          };
        };
      };
    };
    /** @description Please check the gift card number and PIN. (section payment, key giftcard-invalid) */
    ProblemPlaceorderGiftcardInvalid: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_GIFTCARD_INVALID";
          };
        };
      };
    };
    /** @description You can use up to three gift cards on one order. (section payment, key giftcard-limit) */
    ProblemPlaceorderGiftcardLimit: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_GIFTCARD_LIMIT";
          };
        };
      };
    };
    /** @description Gift cards can't be used to pay for this order. (section payment, key giftcard-not-allowed) */
    ProblemPlaceorderGiftcardPaymentNotAllowed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_GIFTCARD_PAYMENT_NOT_ALLOWED";
          };
        };
      };
    };
    /** @description Your order is already being placed. Please wait a moment. (section summary, key place-order-in-progress) */
    ProblemPlaceorderInProgress: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_IN_PROGRESS";
          };
        };
      };
    };
    /** @description Please complete your billing address. (section billing, key api-error-billing) */
    ProblemPlaceorderIncompleteBillingAddress: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_INCOMPLETE_BILLING_ADDRESS";
          };
        };
      };
    };
    /** @description Please complete your delivery details. (section delivery, key api-error-delivery-info) */
    ProblemPlaceorderIncompleteDeliveryInfo: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_INCOMPLETE_DELIVERY_INFO";
          };
        };
      };
    };
    /** @description Some items in your order are no longer available in the quantity you chose. (section summary, key out-of-stock) */
    ProblemPlaceorderInsufficientStock: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_INSUFFICIENT_STOCK";
          };
        };
      };
    };
    /** @description An item in your order is no longer available. Please review your basket. (section summary, key invalid-product) */
    ProblemPlaceorderInvalidProduct: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_INVALID_PRODUCT";
          };
        };
      };
    };
    /** @description The store you chose for click and collect is not available. Please choose another store. (section summary, key invalid-store) */
    ProblemPlaceorderInvalidStore: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_INVALID_STORE";
          };
        };
      };
    };
    /** @description Your order has more of an item than we can sell in one order. Please change the quantity in your basket. (section summary, key max-order-quantity) */
    ProblemPlaceorderMaxOrderQuantity: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_MAX_ORDER_QUANTITY";
          };
        };
      };
    };
    /** @description Your OnePass membership has ended, so member prices and free delivery no longer apply. Please review your new total and pay again. (section summary, key membership-ended) */
    ProblemPlaceorderMembershipEnded: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_MEMBERSHIP_ENDED";
          };
        };
      };
    };
    /** @description Your order could not be placed. (section summary, key place-order-error) */
    ProblemPlaceorderNotPlaced: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_NOT_PLACED";
          };
        };
      };
    };
    /** @description Your payment was declined. Please check your details or try another payment method. (section payment, key api-error-payment) */
    ProblemPlaceorderPaymentAuthorizationFailed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_PAYMENT_AUTHORIZATION_FAILED";
          };
        };
      };
    };
    /** @description We couldn't take your payment. Please try again or use another payment method. (section payment, key api-error-payment) */
    ProblemPlaceorderPaymentFailure: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_PAYMENT_FAILURE";
          };
        };
      };
    };
    /** @description The payment service took too long to answer. You have not been charged; please try again. (section payment, key api-error-payment) */
    ProblemPlaceorderPaymentTimeout: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_PAYMENT_TIMEOUT";
          };
        };
      };
    };
    /** @description PayPal is unavailable right now. Please use another payment method. (section payment, key paypal-unavailable) */
    ProblemPlaceorderPaypalUnavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_PAYPAL_UNAVAILABLE";
          };
        };
      };
    };
    /** @description Your card's security check wasn't completed. Please try again or use another card. (section payment, key api-error-payment) */
    ProblemPlaceorderThreedsFailed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_THREEDS_FAILED";
          };
        };
      };
    };
    /** @description Your order total changed while you were paying. Please review your order and pay again. (section summary, key mismatch-cart) */
    ProblemPlaceorderTotalMismatch: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_TOTAL_MISMATCH";
          };
        };
      };
    };
    /** @description We don't accept this card type. Please use a Visa, Mastercard or American Express card. (section payment, key api-error-payment) */
    ProblemPlaceorderUnsupportedCard: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_UNSUPPORTED_CARD";
          };
        };
      };
    };
    /** @description Zip is unavailable right now. Please use another payment method. (section payment, key zip-unavailable) */
    ProblemPlaceorderZipServiceUnavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PLACEORDER_ZIP_SERVICE_UNAVAILABLE";
          };
        };
      };
    };
    /** @description Too many attempts from this address or at this account: Retry-After says when to try again. */
    RateLimited: {
      headers: {
        /** @description seconds to wait before trying again */
        "Retry-After": string;
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_RATE_LIMITED";
          };
        };
      };
    };
    /** @description The password is common or made from the e-mail or name. */
    RegisterWeakPassword: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_LOGIN_REGISTER_WEAK_PASSWORD";
          };
        };
      };
    };
    /** @description The account can no longer have its password reset (it is being deleted). */
    ResetNotPossible: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PASSWORDRESET_GENERAL";
          };
        };
      };
    };
    /** @description Nothing in the order can be returned (not yet shipped or collected, past the 60 days, or already returned). */
    ReturnInvalid: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_RETURN_INVALID";
          };
        };
      };
    };
    /** @description The new password is the current one. */
    ReusePassword: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "REUSE_PASSWORD";
          };
        };
      };
    };
    /** @description The session or challenge has been decided already: the first decision stands. */
    SandboxDecided: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_SANDBOX_DECIDED";
          };
        };
      };
    };
    /** @description The token names no open sandbox session or challenge: unknown, or expired (30 minutes). */
    SandboxNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_SANDBOX_NOT_FOUND";
          };
        };
      };
    };
    /** @description No such saved payment method for this customer. */
    SavedPaymentNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_PAYMENT_METHOD_NOT_FOUND";
          };
        };
      };
    };
    /** @description Five failed sign-ins in a row from one address lock a staff account for 15 minutes at that address (it still signs in from any other). */
    StaffLocked: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_LOGIN_ACCOUNT_LOCKED";
          };
        };
      };
    };
    /** @description No such store. */
    StoreUnavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_STORE_UNAVAILABLE";
          };
        };
      };
    };
    /** @description The body is over 1 MB. */
    TooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_REQUEST_TOO_LARGE";
          };
        };
      };
    };
    /** @description More than 50 addresses match: type more. */
    TooManyMatches: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_TOOMANY_MATCHES";
          };
        };
      };
    };
    /** @description The body is neither form fields nor JSON. */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_VALIDATION";
            fields: Record<string, never>;
          };
        };
      };
    };
    /** @description The e-mail already has an account: log in instead. */
    UserExists: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_LOGIN_REGISTER_USER_EXISTS";
          };
        };
      };
    };
    /** @description A parameter or body field is missing or not valid: `fields` names each with its message key. */
    ValidationFailed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "ERR_VALIDATION";
            fields: Record<string, never>;
          };
        };
      };
    };
    /** @description The new password is common or made from the e-mail or name. */
    WeakPassword: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["Failure"] & {
          error?: {
            /** @constant */
            code: "WEAK_PASSWORD";
          };
        };
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  listAddresses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["AddressList"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components["responses"]["LoginRequired"];
      403: components["responses"]["AccountLocked"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  createAddress: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description single (chosen from searchAddress: singleLineId required) or anything else for a manual address */
          formType?: string;
          /** @description 2-30 characters (manual) */
          line1?: string;
          /** @description 2-30 characters, optional */
          line2?: string;
          /** @description the phone, as some forms name it, when phone is absent */
          mobileNumber?: string;
          /** @description Australian mobile */
          phone?: string;
          /** @description 4 digits (manual) */
          postalCode?: string;
          /** @description the id of a searchAddress suggestion */
          singleLineId?: string;
          singleLineLabel?: string;
          /** @enum {string} */
          state?: "ACT" | "NSW" | "NT" | "QLD" | "SA" | "TAS" | "VIC" | "WA";
          /** @description suburb (manual) */
          town?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description single (chosen from searchAddress: singleLineId required) or anything else for a manual address */
          formType?: string;
          /** @description 2-30 characters (manual) */
          line1?: string;
          /** @description 2-30 characters, optional */
          line2?: string;
          /** @description the phone, as some forms name it, when phone is absent */
          mobileNumber?: string;
          /** @description Australian mobile */
          phone?: string;
          /** @description 4 digits (manual) */
          postalCode?: string;
          /** @description the id of a searchAddress suggestion */
          singleLineId?: string;
          singleLineLabel?: string;
          /** @enum {string} */
          state?: "ACT" | "NSW" | "NT" | "QLD" | "SA" | "TAS" | "VIC" | "WA";
          /** @description suburb (manual) */
          town?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["AddressAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  searchAddress: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description single (single-line lookup, the default) */
          mode?: string;
          /** @description what the shopper typed */
          text: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description single (single-line lookup, the default) */
          mode?: string;
          /** @description what the shopper typed */
          text: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["AddressSuggestions"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      /** @description ERR_TOOMANY_MATCHES: More than 50 addresses match: type more. ERR_NO_MATCH: No address matches: enter it manually. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_TOOMANY_MATCHES" | "ERR_NO_MATCH";
            };
          };
        };
      };
      500: components["responses"]["Internal"];
    };
  };
  editAddress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description the address id from listAddresses */
        id: string;
      };
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description single (chosen from searchAddress: singleLineId required) or anything else for a manual address */
          formType?: string;
          /** @description 2-30 characters (manual) */
          line1?: string;
          /** @description 2-30 characters, optional */
          line2?: string;
          /** @description the phone, as some forms name it, when phone is absent */
          mobileNumber?: string;
          /** @description Australian mobile */
          phone?: string;
          /** @description 4 digits (manual) */
          postalCode?: string;
          /** @description the id of a searchAddress suggestion */
          singleLineId?: string;
          singleLineLabel?: string;
          /** @enum {string} */
          state?: "ACT" | "NSW" | "NT" | "QLD" | "SA" | "TAS" | "VIC" | "WA";
          /** @description suburb (manual) */
          town?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description single (chosen from searchAddress: singleLineId required) or anything else for a manual address */
          formType?: string;
          /** @description 2-30 characters (manual) */
          line1?: string;
          /** @description 2-30 characters, optional */
          line2?: string;
          /** @description the phone, as some forms name it, when phone is absent */
          mobileNumber?: string;
          /** @description Australian mobile */
          phone?: string;
          /** @description 4 digits (manual) */
          postalCode?: string;
          /** @description the id of a searchAddress suggestion */
          singleLineId?: string;
          singleLineLabel?: string;
          /** @enum {string} */
          state?: "ACT" | "NSW" | "NT" | "QLD" | "SA" | "TAS" | "VIC" | "WA";
          /** @description suburb (manual) */
          town?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["AddressAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      404: components["responses"]["AddressUnavailable"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  setDefaultAddress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description the address id from listAddresses */
        id: string;
      };
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["AddressList"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      404: components["responses"]["AddressUnavailable"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  deleteAddress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description the address id from listAddresses */
        id: string;
      };
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["AddressList"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      404: components["responses"]["AddressUnavailable"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  browseCollection: {
    parameters: {
      query: {
        /** @description category code or collection name */
        collection_id: string;
        /** @description page number, from 1 */
        page?: number;
        /** @description relevance, price, rating, newest, name or discount */
        sortBy?: "relevance" | "price" | "rating" | "newest" | "name" | "discount";
        /** @description ascending or descending */
        sortOrder?: "ascending" | "descending";
        /** @description facet names to leave out of the answer (repeated or comma separated) */
        hiddenFacets?: string[];
        /** @description category facet value (a category code) */
        category?: string[];
        /** @description brand facet value */
        brand?: string[];
        /** @description colour facet value */
        colour?: string[];
        /** @description size facet value */
        size?: string[];
        /** @description price band value, e.g. 25-50 */
        price?: string[];
        /** @description minimum rating: 3 or 4 */
        rating?: string[];
        /** @description only products in stock online */
        inStock?: "true";
        /** @description only products with a OnePass price */
        onePass?: "true";
        /** @description stock pot of the shopper's postcode */
        spLocationGroup?: string;
        /** @description 1 bypasses the answer cache both ways (benchmarks) */
        nocache?: "1";
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["SearchResult"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      404: components["responses"]["NotFound"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  browseFacet: {
    parameters: {
      query: {
        /** @description facet name, e.g. brand */
        facetName: string;
        /** @description facet value */
        facetValue: string;
        /** @description page number, from 1 */
        page?: number;
        /** @description relevance, price, rating, newest, name or discount */
        sortBy?: "relevance" | "price" | "rating" | "newest" | "name" | "discount";
        /** @description ascending or descending */
        sortOrder?: "ascending" | "descending";
        /** @description facet names to leave out of the answer (repeated or comma separated) */
        hiddenFacets?: string[];
        /** @description category facet value (a category code) */
        category?: string[];
        /** @description brand facet value */
        brand?: string[];
        /** @description colour facet value */
        colour?: string[];
        /** @description size facet value */
        size?: string[];
        /** @description price band value, e.g. 25-50 */
        price?: string[];
        /** @description minimum rating: 3 or 4 */
        rating?: string[];
        /** @description only products in stock online */
        inStock?: "true";
        /** @description only products with a OnePass price */
        onePass?: "true";
        /** @description stock pot of the shopper's postcode */
        spLocationGroup?: string;
        /** @description 1 bypasses the answer cache both ways (benchmarks) */
        nocache?: "1";
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["SearchResult"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      404: components["responses"]["NotFound"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  getCart: {
    parameters: {
      query?: {
        /** @description true (the default): stock fields only; false also checks quantities against stock */
        skipSohCheck?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CartSummary"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
      503: components["responses"]["FulfilmentUnknown"];
    };
  };
  addToCart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description gift card recipient: 2-32 letters, hyphens, apostrophes, spaces */
          firstName?: string;
          /** @description gift card recipient: 2-32 letters, hyphens, apostrophes, spaces */
          lastName?: string;
          /** @description gift card message: up to 120 characters, one line, no HTML */
          messageText?: string;
          products: components["schemas"]["CartProductsValue"];
          /** @description gift card recipient's e-mail (required for an e-gift card) */
          recipientEmail?: string;
          /** @description personalisation extras of an add with one product: an object, or JSON text of one */
          wattleProductPersonaliseData?: components["schemas"]["WireValue"];
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description gift card recipient: 2-32 letters, hyphens, apostrophes, spaces */
          firstName?: string;
          /** @description gift card recipient: 2-32 letters, hyphens, apostrophes, spaces */
          lastName?: string;
          /** @description gift card message: up to 120 characters, one line, no HTML */
          messageText?: string;
          products: components["schemas"]["CartProductsValue"];
          /** @description gift card recipient's e-mail (required for an e-gift card) */
          recipientEmail?: string;
          /** @description personalisation extras of an add with one product: an object, or JSON text of one */
          wattleProductPersonaliseData?: components["schemas"]["WireValue"];
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["AddAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      /** @description ERR_ENTRY_NOT_FOUND_FOR_THE_PRODUCT_IN_THE_CART: No item changed the cart: That item is no longer in your bag. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_NOMIXEDBASKETWITHPREORDERS: No item changed the cart: Pre-order items can't be bought with other items. Please check out your bag first. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_NOMODIFICATIONOCCURRED: No item changed the cart: Nothing in your bag changed. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_THRESHOLD_REACHED: No item changed the cart: You've reached the maximum quantity of this item. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_NO_STOCK: No item changed the cart: Sorry, this item is out of stock. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_LOW_STOCK: No item changed the cart: Only a few left: we've added what we have. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_PERSONALISATION_INVALID: No item changed the cart: Please check the personalisation of this item. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_PREORDER_THRESHOLD_REACHED: No item changed the cart: You can pre-order up to 5 items in one order. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_PREVIEW_ITEM: No item changed the cart: This item isn't on sale yet. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_MEMBERS_ONLY: No item changed the cart: This item is for OnePass members only. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_PHYSICAL_GIFTCARD: No item changed the cart: You can buy up to 20 gift cards in one order. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_GIFTCARD: No item changed the cart: You can buy up to 10 e-gift cards in one order. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_CART_ENTRIES_THRESHOLD_REACHED: No item changed the cart: Your bag is full: it can hold 50 different items. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_GIFTCARD_RECIPIENT_INVALID: No item changed the cart: Please check the gift card recipient's details. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_GIFTCARD_VALUE: No item changed the cart: Gift cards in one order can be worth up to $2,000. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_PRODUCT_UNAVAILABLE: No item changed the cart: Sorry, this product is not available. error.errorItems lists every item's code. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code:
                | "ERR_ENTRY_NOT_FOUND_FOR_THE_PRODUCT_IN_THE_CART"
                | "ERR_BASKET_INFORMATION_QUANTITY_NOMIXEDBASKETWITHPREORDERS"
                | "ERR_BASKET_INFORMATION_QUANTITY_NOMODIFICATIONOCCURRED"
                | "ERR_BASKET_INFORMATION_QUANTITY_THRESHOLD_REACHED"
                | "ERR_BASKET_INFORMATION_QUANTITY_NO_STOCK"
                | "ERR_BASKET_INFORMATION_QUANTITY_LOW_STOCK"
                | "ERR_BASKET_INFORMATION_PERSONALISATION_INVALID"
                | "ERR_BASKET_INFORMATION_QUANTITY_PREORDER_THRESHOLD_REACHED"
                | "ERR_BASKET_INFORMATION_PREVIEW_ITEM"
                | "ERR_BASKET_INFORMATION_MEMBERS_ONLY"
                | "ERR_BASKET_INFORMATION_QUANTITY_PHYSICAL_GIFTCARD"
                | "ERR_BASKET_INFORMATION_QUANTITY_GIFTCARD"
                | "ERR_BASKET_INFORMATION_CART_ENTRIES_THRESHOLD_REACHED"
                | "ERR_BASKET_INFORMATION_GIFTCARD_RECIPIENT_INVALID"
                | "ERR_BASKET_INFORMATION_GIFTCARD_VALUE"
                | "ERR_BASKET_INFORMATION_PRODUCT_UNAVAILABLE";
            };
          };
        };
      };
      500: components["responses"]["Internal"];
      /** @description ERR_DELIVERY_MODES_FLUENT_EXCEPTION: The fulfilment options could not be worked out (stock could not be read): Retry-After says when to try again. ERR_SERVICE_BUSY: Too many passwords are being checked at once: Retry-After says when to try again. */
      503: {
        headers: {
          /** @description seconds to wait before trying again */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_DELIVERY_MODES_FLUENT_EXCEPTION" | "ERR_SERVICE_BUSY";
            };
          };
        };
      };
    };
  };
  setDeliveryMode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @enum {string} */
          id: "CNC" | "HD" | "ED" | "cnc" | "hd" | "ed";
          /** @description the member's free delivery (recorded with memberships) */
          isAdvantage?: components["schemas"]["Flag"];
          /** @description the delivery postcode (last 4 digits count) */
          postalCode?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @enum {string} */
          id: "CNC" | "HD" | "ED" | "cnc" | "hd" | "ed";
          /** @description the member's free delivery (recorded with memberships) */
          isAdvantage?: components["schemas"]["Flag"];
          /** @description the delivery postcode (last 4 digits count) */
          postalCode?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CartAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      /** @description ERR_CART_NO_ENTRIES: The cart has no entries: go back to the basket. ERR_DELIVERY_MODE_UNAVAILABLE: The cart cannot use that delivery mode (getDeliveryModes says why). */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CART_NO_ENTRIES" | "ERR_DELIVERY_MODE_UNAVAILABLE";
            };
          };
        };
      };
      500: components["responses"]["Internal"];
      /** @description ERR_DELIVERY_MODES_FLUENT_EXCEPTION: The fulfilment options could not be worked out (stock could not be read): Retry-After says when to try again. ERR_SERVICE_BUSY: Too many passwords are being checked at once: Retry-After says when to try again. */
      503: {
        headers: {
          /** @description seconds to wait before trying again */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_DELIVERY_MODES_FLUENT_EXCEPTION" | "ERR_SERVICE_BUSY";
            };
          };
        };
      };
    };
  };
  getDeliveryModes: {
    parameters: {
      query?: {
        /** @description true (the default) leaves stock out of availability; false makes a mode unavailable when the cart's quantities cannot be had by it */
        skipSohCheck?: boolean;
        /** @description the delivery postcode (last 4 digits count); else the t_hd_pc cookie's */
        postalCode?: string;
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CartModesAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      405: components["responses"]["MethodNotAllowed"];
      422: components["responses"]["CartNoEntries"];
      500: components["responses"]["Internal"];
      /** @description ERR_DELIVERY_MODES_FLUENT_EXCEPTION: The fulfilment options could not be worked out (stock could not be read): Retry-After says when to try again. ERR_SERVICE_BUSY: Too many passwords are being checked at once: Retry-After says when to try again. */
      503: {
        headers: {
          /** @description seconds to wait before trying again */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_DELIVERY_MODES_FLUENT_EXCEPTION" | "ERR_SERVICE_BUSY";
            };
          };
        };
      };
    };
  };
  getCartDetail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CartDetail"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
      503: components["responses"]["FulfilmentUnknown"];
    };
  };
  getMiniCart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CartMini"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
      503: components["responses"]["FulfilmentUnknown"];
    };
  };
  setPickupDetails: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description the collection point, when store does not name one */
          collectionPoint?: string;
          email?: string;
          firstName?: string;
          lastName?: string;
          mobileNumber?: string;
          store: components["schemas"]["CartStoreValue"];
          /** @description the store, when store is not sent */
          storeNumber?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description the collection point, when store does not name one */
          collectionPoint?: string;
          email?: string;
          firstName?: string;
          lastName?: string;
          mobileNumber?: string;
          store: components["schemas"]["CartStoreValue"];
          /** @description the store, when store is not sent */
          storeNumber?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["PickupAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      404: components["responses"]["StoreUnavailable"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["CartNoEntries"];
      500: components["responses"]["Internal"];
      /** @description ERR_DELIVERY_MODES_FLUENT_EXCEPTION: The fulfilment options could not be worked out (stock could not be read): Retry-After says when to try again. ERR_SERVICE_BUSY: Too many passwords are being checked at once: Retry-After says when to try again. */
      503: {
        headers: {
          /** @description seconds to wait before trying again */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_DELIVERY_MODES_FLUENT_EXCEPTION" | "ERR_SERVICE_BUSY";
            };
          };
        };
      };
    };
  };
  setProgressiveNotification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          allowProgressiveNotification: components["schemas"]["Flag"];
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          allowProgressiveNotification: components["schemas"]["Flag"];
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CartAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
      /** @description ERR_DELIVERY_MODES_FLUENT_EXCEPTION: The fulfilment options could not be worked out (stock could not be read): Retry-After says when to try again. ERR_SERVICE_BUSY: Too many passwords are being checked at once: Retry-After says when to try again. */
      503: {
        headers: {
          /** @description seconds to wait before trying again */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_DELIVERY_MODES_FLUENT_EXCEPTION" | "ERR_SERVICE_BUSY";
            };
          };
        };
      };
    };
  };
  recalculateCart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["RecalcAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
      /** @description ERR_DELIVERY_MODES_FLUENT_EXCEPTION: The fulfilment options could not be worked out (stock could not be read): Retry-After says when to try again. ERR_SERVICE_BUSY: Too many passwords are being checked at once: Retry-After says when to try again. */
      503: {
        headers: {
          /** @description seconds to wait before trying again */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_DELIVERY_MODES_FLUENT_EXCEPTION" | "ERR_SERVICE_BUSY";
            };
          };
        };
      };
    };
  };
  removeFromCart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          products: components["schemas"]["CartProductsValue"];
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          products: components["schemas"]["CartProductsValue"];
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["RemoveAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      /** @description ERR_ENTRY_NOT_FOUND_FOR_THE_PRODUCT_IN_THE_CART: No item changed the cart: That item is no longer in your bag. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_NOMIXEDBASKETWITHPREORDERS: No item changed the cart: Pre-order items can't be bought with other items. Please check out your bag first. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_NOMODIFICATIONOCCURRED: No item changed the cart: Nothing in your bag changed. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_THRESHOLD_REACHED: No item changed the cart: You've reached the maximum quantity of this item. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_NO_STOCK: No item changed the cart: Sorry, this item is out of stock. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_LOW_STOCK: No item changed the cart: Only a few left: we've added what we have. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_PERSONALISATION_INVALID: No item changed the cart: Please check the personalisation of this item. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_PREORDER_THRESHOLD_REACHED: No item changed the cart: You can pre-order up to 5 items in one order. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_PREVIEW_ITEM: No item changed the cart: This item isn't on sale yet. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_MEMBERS_ONLY: No item changed the cart: This item is for OnePass members only. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_PHYSICAL_GIFTCARD: No item changed the cart: You can buy up to 20 gift cards in one order. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_GIFTCARD: No item changed the cart: You can buy up to 10 e-gift cards in one order. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_CART_ENTRIES_THRESHOLD_REACHED: No item changed the cart: Your bag is full: it can hold 50 different items. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_GIFTCARD_RECIPIENT_INVALID: No item changed the cart: Please check the gift card recipient's details. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_GIFTCARD_VALUE: No item changed the cart: Gift cards in one order can be worth up to $2,000. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_PRODUCT_UNAVAILABLE: No item changed the cart: Sorry, this product is not available. error.errorItems lists every item's code. ERR_EMPTY_CART: The cart has no entries to update or remove. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code:
                | "ERR_ENTRY_NOT_FOUND_FOR_THE_PRODUCT_IN_THE_CART"
                | "ERR_BASKET_INFORMATION_QUANTITY_NOMIXEDBASKETWITHPREORDERS"
                | "ERR_BASKET_INFORMATION_QUANTITY_NOMODIFICATIONOCCURRED"
                | "ERR_BASKET_INFORMATION_QUANTITY_THRESHOLD_REACHED"
                | "ERR_BASKET_INFORMATION_QUANTITY_NO_STOCK"
                | "ERR_BASKET_INFORMATION_QUANTITY_LOW_STOCK"
                | "ERR_BASKET_INFORMATION_PERSONALISATION_INVALID"
                | "ERR_BASKET_INFORMATION_QUANTITY_PREORDER_THRESHOLD_REACHED"
                | "ERR_BASKET_INFORMATION_PREVIEW_ITEM"
                | "ERR_BASKET_INFORMATION_MEMBERS_ONLY"
                | "ERR_BASKET_INFORMATION_QUANTITY_PHYSICAL_GIFTCARD"
                | "ERR_BASKET_INFORMATION_QUANTITY_GIFTCARD"
                | "ERR_BASKET_INFORMATION_CART_ENTRIES_THRESHOLD_REACHED"
                | "ERR_BASKET_INFORMATION_GIFTCARD_RECIPIENT_INVALID"
                | "ERR_BASKET_INFORMATION_GIFTCARD_VALUE"
                | "ERR_BASKET_INFORMATION_PRODUCT_UNAVAILABLE"
                | "ERR_EMPTY_CART";
            };
          };
        };
      };
      500: components["responses"]["Internal"];
      /** @description ERR_DELIVERY_MODES_FLUENT_EXCEPTION: The fulfilment options could not be worked out (stock could not be read): Retry-After says when to try again. ERR_SERVICE_BUSY: Too many passwords are being checked at once: Retry-After says when to try again. */
      503: {
        headers: {
          /** @description seconds to wait before trying again */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_DELIVERY_MODES_FLUENT_EXCEPTION" | "ERR_SERVICE_BUSY";
            };
          };
        };
      };
    };
  };
  getCartSummary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CartTotals"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
      503: components["responses"]["FulfilmentUnknown"];
    };
  };
  updateCart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          products: components["schemas"]["CartProductsValue"];
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          products: components["schemas"]["CartProductsValue"];
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["UpdateAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      /** @description ERR_ENTRY_NOT_FOUND_FOR_THE_PRODUCT_IN_THE_CART: No item changed the cart: That item is no longer in your bag. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_NOMIXEDBASKETWITHPREORDERS: No item changed the cart: Pre-order items can't be bought with other items. Please check out your bag first. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_NOMODIFICATIONOCCURRED: No item changed the cart: Nothing in your bag changed. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_THRESHOLD_REACHED: No item changed the cart: You've reached the maximum quantity of this item. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_NO_STOCK: No item changed the cart: Sorry, this item is out of stock. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_LOW_STOCK: No item changed the cart: Only a few left: we've added what we have. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_PERSONALISATION_INVALID: No item changed the cart: Please check the personalisation of this item. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_PREORDER_THRESHOLD_REACHED: No item changed the cart: You can pre-order up to 5 items in one order. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_PREVIEW_ITEM: No item changed the cart: This item isn't on sale yet. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_MEMBERS_ONLY: No item changed the cart: This item is for OnePass members only. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_PHYSICAL_GIFTCARD: No item changed the cart: You can buy up to 20 gift cards in one order. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_QUANTITY_GIFTCARD: No item changed the cart: You can buy up to 10 e-gift cards in one order. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_CART_ENTRIES_THRESHOLD_REACHED: No item changed the cart: Your bag is full: it can hold 50 different items. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_GIFTCARD_RECIPIENT_INVALID: No item changed the cart: Please check the gift card recipient's details. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_GIFTCARD_VALUE: No item changed the cart: Gift cards in one order can be worth up to $2,000. error.errorItems lists every item's code. ERR_BASKET_INFORMATION_PRODUCT_UNAVAILABLE: No item changed the cart: Sorry, this product is not available. error.errorItems lists every item's code. ERR_EMPTY_CART: The cart has no entries to update or remove. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code:
                | "ERR_ENTRY_NOT_FOUND_FOR_THE_PRODUCT_IN_THE_CART"
                | "ERR_BASKET_INFORMATION_QUANTITY_NOMIXEDBASKETWITHPREORDERS"
                | "ERR_BASKET_INFORMATION_QUANTITY_NOMODIFICATIONOCCURRED"
                | "ERR_BASKET_INFORMATION_QUANTITY_THRESHOLD_REACHED"
                | "ERR_BASKET_INFORMATION_QUANTITY_NO_STOCK"
                | "ERR_BASKET_INFORMATION_QUANTITY_LOW_STOCK"
                | "ERR_BASKET_INFORMATION_PERSONALISATION_INVALID"
                | "ERR_BASKET_INFORMATION_QUANTITY_PREORDER_THRESHOLD_REACHED"
                | "ERR_BASKET_INFORMATION_PREVIEW_ITEM"
                | "ERR_BASKET_INFORMATION_MEMBERS_ONLY"
                | "ERR_BASKET_INFORMATION_QUANTITY_PHYSICAL_GIFTCARD"
                | "ERR_BASKET_INFORMATION_QUANTITY_GIFTCARD"
                | "ERR_BASKET_INFORMATION_CART_ENTRIES_THRESHOLD_REACHED"
                | "ERR_BASKET_INFORMATION_GIFTCARD_RECIPIENT_INVALID"
                | "ERR_BASKET_INFORMATION_GIFTCARD_VALUE"
                | "ERR_BASKET_INFORMATION_PRODUCT_UNAVAILABLE"
                | "ERR_EMPTY_CART";
            };
          };
        };
      };
      500: components["responses"]["Internal"];
      /** @description ERR_DELIVERY_MODES_FLUENT_EXCEPTION: The fulfilment options could not be worked out (stock could not be read): Retry-After says when to try again. ERR_SERVICE_BUSY: Too many passwords are being checked at once: Retry-After says when to try again. */
      503: {
        headers: {
          /** @description seconds to wait before trying again */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_DELIVERY_MODES_FLUENT_EXCEPTION" | "ERR_SERVICE_BUSY";
            };
          };
        };
      };
    };
  };
  getCartVariants: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CartVariants"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
      503: components["responses"]["FulfilmentUnknown"];
    };
  };
  prepopulateCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CheckoutView"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components["responses"]["LoginRequired"];
      403: components["responses"]["AccountLocked"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
      503: components["responses"]["Busy"];
    };
  };
  reportApplePayFailure: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          reason?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["Recorded"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      403: components["responses"]["CSRFRejected"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  createBillingAddress: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description ISO code from listBillingCountries; AU when absent */
          country?: string;
          /** @description 2-32 letters */
          firstName?: string;
          /** @description single (chosen from searchAddress: singleLineId required) or anything else for a manual address */
          formType?: string;
          /** @description 2-32 letters */
          lastName?: string;
          /** @description 2-30 characters (manual) */
          line1?: string;
          /** @description 2-30 characters, optional */
          line2?: string;
          /** @description the phone, as some forms name it, when phone is absent */
          mobileNumber?: string;
          /** @description Australian mobile */
          phone?: string;
          /** @description 4 digits (manual) */
          postalCode?: string;
          /** @description the id of a searchAddress suggestion */
          singleLineId?: string;
          singleLineLabel?: string;
          /** @enum {string} */
          state?: "ACT" | "NSW" | "NT" | "QLD" | "SA" | "TAS" | "VIC" | "WA";
          /** @description suburb (manual) */
          town?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description ISO code from listBillingCountries; AU when absent */
          country?: string;
          /** @description 2-32 letters */
          firstName?: string;
          /** @description single (chosen from searchAddress: singleLineId required) or anything else for a manual address */
          formType?: string;
          /** @description 2-32 letters */
          lastName?: string;
          /** @description 2-30 characters (manual) */
          line1?: string;
          /** @description 2-30 characters, optional */
          line2?: string;
          /** @description the phone, as some forms name it, when phone is absent */
          mobileNumber?: string;
          /** @description Australian mobile */
          phone?: string;
          /** @description 4 digits (manual) */
          postalCode?: string;
          /** @description the id of a searchAddress suggestion */
          singleLineId?: string;
          singleLineLabel?: string;
          /** @enum {string} */
          state?: "ACT" | "NSW" | "NT" | "QLD" | "SA" | "TAS" | "VIC" | "WA";
          /** @description suburb (manual) */
          town?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CheckoutView"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      /** @description ERR_CART_NO_ENTRIES: The cart has no entries: go back to the basket. ERR_TOOMANY_MATCHES: More than 50 addresses match: type more. ERR_NO_MATCH: No address matches: enter it manually. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CART_NO_ENTRIES" | "ERR_TOOMANY_MATCHES" | "ERR_NO_MATCH";
            };
          };
        };
      };
      500: components["responses"]["Internal"];
      503: components["responses"]["Busy"];
    };
  };
  setBillingAddress: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description a saved address's id, or delivery */
          addressId: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description a saved address's id, or delivery */
          addressId: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CheckoutView"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      404: components["responses"]["CheckoutAddressNotFound"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      /** @description ERR_CART_NO_ENTRIES: The cart has no entries: go back to the basket. ERR_PLACEORDER_INCOMPLETE_DELIVERY_INFO: Please complete your delivery details. (section delivery, key api-error-delivery-info) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CART_NO_ENTRIES" | "ERR_PLACEORDER_INCOMPLETE_DELIVERY_INFO";
            };
          };
        };
      };
      500: components["responses"]["Internal"];
      503: components["responses"]["Busy"];
    };
  };
  listBillingCountries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CountryList"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  setDeliveryAddress: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description 2-32 letters */
          firstName?: string;
          /** @description single (chosen from searchAddress: singleLineId required) or anything else for a manual address */
          formType?: string;
          /** @description a saved address (signed in); otherwise the fields */
          id?: string;
          /** @description 2-32 letters */
          lastName?: string;
          /** @description 2-30 characters (manual) */
          line1?: string;
          /** @description 2-30 characters, optional */
          line2?: string;
          /** @description the phone, as some forms name it, when phone is absent */
          mobileNumber?: string;
          /** @description the delivery mode the address is for (the cart's) */
          mode?: string;
          /** @description Australian mobile */
          phone?: string;
          /** @description 4 digits (manual) */
          postalCode?: string;
          /** @description the id of a searchAddress suggestion */
          singleLineId?: string;
          singleLineLabel?: string;
          /** @enum {string} */
          state?: "ACT" | "NSW" | "NT" | "QLD" | "SA" | "TAS" | "VIC" | "WA";
          /** @description suburb (manual) */
          town?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description 2-32 letters */
          firstName?: string;
          /** @description single (chosen from searchAddress: singleLineId required) or anything else for a manual address */
          formType?: string;
          /** @description a saved address (signed in); otherwise the fields */
          id?: string;
          /** @description 2-32 letters */
          lastName?: string;
          /** @description 2-30 characters (manual) */
          line1?: string;
          /** @description 2-30 characters, optional */
          line2?: string;
          /** @description the phone, as some forms name it, when phone is absent */
          mobileNumber?: string;
          /** @description the delivery mode the address is for (the cart's) */
          mode?: string;
          /** @description Australian mobile */
          phone?: string;
          /** @description 4 digits (manual) */
          postalCode?: string;
          /** @description the id of a searchAddress suggestion */
          singleLineId?: string;
          singleLineLabel?: string;
          /** @enum {string} */
          state?: "ACT" | "NSW" | "NT" | "QLD" | "SA" | "TAS" | "VIC" | "WA";
          /** @description suburb (manual) */
          town?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["DeliveryAddressAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      404: components["responses"]["CheckoutAddressNotFound"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      /** @description ERR_CART_NO_ENTRIES: The cart has no entries: go back to the basket. ERR_ADDRESS_DELIVERY_BLOCKED: We can't deliver to this address. Please choose another address. (section delivery, key address-delivery-blocked) ERR_TOOMANY_MATCHES: More than 50 addresses match: type more. ERR_NO_MATCH: No address matches: enter it manually. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code:
                | "ERR_CART_NO_ENTRIES"
                | "ERR_ADDRESS_DELIVERY_BLOCKED"
                | "ERR_TOOMANY_MATCHES"
                | "ERR_NO_MATCH";
            };
          };
        };
      };
      500: components["responses"]["Internal"];
      503: components["responses"]["Busy"];
    };
  };
  getFlypayDetails: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CheckoutFlypayDetails"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      405: components["responses"]["MethodNotAllowed"];
      422: components["responses"]["Problem1000"];
      500: components["responses"]["Internal"];
    };
  };
  setFlypayAmount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          idempotencyKey?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          idempotencyKey?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CheckoutFlypayDetails"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      409: components["responses"]["ProblemPlaceorderInProgress"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      /** @description ERR_CART_NO_ENTRIES: The cart has no entries: go back to the basket. ERR_PLACEORDER_PAYMENT_AUTHORIZATION_FAILED: Your payment was declined. Please check your details or try another payment method. (section payment, key api-error-payment) ERR_IDEMPOTENCY_KEY_REUSED: This payment attempt was already used for a different order. Please try again. (section summary, key api-error-payment) ERR_PLACEORDER_INSUFFICIENT_STOCK: Some items in your order are no longer available in the quantity you chose. (section summary, key out-of-stock) ERR_PLACEORDER_INVALID_STORE: The store you chose for click and collect is not available. Please choose another store. (section summary, key invalid-store) ERR_PLACEORDER_INVALID_PRODUCT: An item in your order is no longer available. Please review your basket. (section summary, key invalid-product) ERR_PLACEORDER_MAX_ORDER_QUANTITY: Your order has more of an item than we can sell in one order. Please change the quantity in your basket. (section summary, key max-order-quantity) ERR_PLACEORDER_UNSUPPORTED_CARD: We don't accept this card type. Please use a Visa, Mastercard or American Express card. (section payment, key api-error-payment) ERR_PLACEORDER_PAYMENT_FAILURE: We couldn't take your payment. Please try again or use another payment method. (section payment, key api-error-payment) ERR_PLACEORDER_TOTAL_MISMATCH: Your order total changed while you were paying. Please review your order and pay again. (section summary, key mismatch-cart) ERR_PLACEORDER_INCOMPLETE_DELIVERY_INFO: Please complete your delivery details. (section delivery, key api-error-delivery-info) ERR_PLACEORDER_INCOMPLETE_BILLING_ADDRESS: Please complete your billing address. (section billing, key api-error-billing) ERR_PLACEORDER_GIFTCARD_INSUFFICIENT_BALANCE: This gift card doesn't have enough balance for that amount. (section payment, key giftcard-balance) ERR_PLACEORDER_PAYPAL_UNAVAILABLE: PayPal is unavailable right now. Please use another payment method. (section payment, key paypal-unavailable) ERR_PLACEORDER_AFTERPAY_SERVICE_UNAVAILABLE: Afterpay is unavailable right now. Please use another payment method. (section payment, key afterpay-unavailable) ERR_PLACEORDER_ZIP_SERVICE_UNAVAILABLE: Zip is unavailable right now. Please use another payment method. (section payment, key zip-unavailable) 1000: Flypay is unavailable right now. Please use another payment method. (section payment, key flypay-unavailable) ERR_PLACEORDER_BNPL_ORDER_VALUE: This payment method isn't available for an order of this value. (section payment, key payment-mode-lost-value) ERR_PLACEORDER_NOT_PLACED: Your order could not be placed. (section summary, key place-order-error) ERR_PLACEORDER_BNPL_EXCLUDED_ITEMS: This payment method isn't available for some items in your order. (section payment, key payment-mode-lost) ERR_PLACEORDER_GIFTCARD_PAYMENT_NOT_ALLOWED: Gift cards can't be used to pay for this order. (section payment, key giftcard-not-allowed) ERR_PLACEORDER_MEMBERSHIP_ENDED: Your OnePass membership has ended, so member prices and free delivery no longer apply. Please review your new total and pay again. (section summary, key membership-ended) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code:
                | "ERR_CART_NO_ENTRIES"
                | "ERR_PLACEORDER_PAYMENT_AUTHORIZATION_FAILED"
                | "ERR_IDEMPOTENCY_KEY_REUSED"
                | "ERR_PLACEORDER_INSUFFICIENT_STOCK"
                | "ERR_PLACEORDER_INVALID_STORE"
                | "ERR_PLACEORDER_INVALID_PRODUCT"
                | "ERR_PLACEORDER_MAX_ORDER_QUANTITY"
                | "ERR_PLACEORDER_UNSUPPORTED_CARD"
                | "ERR_PLACEORDER_PAYMENT_FAILURE"
                | "ERR_PLACEORDER_TOTAL_MISMATCH"
                | "ERR_PLACEORDER_INCOMPLETE_DELIVERY_INFO"
                | "ERR_PLACEORDER_INCOMPLETE_BILLING_ADDRESS"
                | "ERR_PLACEORDER_GIFTCARD_INSUFFICIENT_BALANCE"
                | "ERR_PLACEORDER_PAYPAL_UNAVAILABLE"
                | "ERR_PLACEORDER_AFTERPAY_SERVICE_UNAVAILABLE"
                | "ERR_PLACEORDER_ZIP_SERVICE_UNAVAILABLE"
                | "1000"
                | "ERR_PLACEORDER_BNPL_ORDER_VALUE"
                | "ERR_PLACEORDER_NOT_PLACED"
                | "ERR_PLACEORDER_BNPL_EXCLUDED_ITEMS"
                | "ERR_PLACEORDER_GIFTCARD_PAYMENT_NOT_ALLOWED"
                | "ERR_PLACEORDER_MEMBERSHIP_ENDED";
            };
          };
        };
      };
      500: components["responses"]["Internal"];
      503: components["responses"]["Busy"];
      504: components["responses"]["ProblemPlaceorderPaymentTimeout"];
    };
  };
  getFlypayOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description the Flypay payment order */
        id: string;
        /** @description what Flypay's page reported (success by default); Flypay is asked */
        status: string;
      };
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CheckoutPlaced"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      405: components["responses"]["MethodNotAllowed"];
      409: components["responses"]["ProblemPlaceorderInProgress"];
      /** @description 1000: Flypay is unavailable right now. Please use another payment method. (section payment, key flypay-unavailable) ERR_PLACEORDER_NOT_PLACED: Your order could not be placed. (section summary, key place-order-error) ERR_PLACEORDER: Something went wrong placing your order. You have not been charged; please try again. (section summary, key place-order-error) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "1000" | "ERR_PLACEORDER_NOT_PLACED" | "ERR_PLACEORDER";
            };
          };
        };
      };
      500: components["responses"]["Internal"];
    };
  };
  placeOrderGiftCard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description dollars, e.g. 25.5: digits with at most 2 decimals, no sign or exponent (malformed-request), more than 0 and at most what is left to pay (out-of-range) */
          amount: components["schemas"]["WireNumber"];
          /** @enum {string} */
          cardType?: "giftcard";
          idempotencyKey?: string;
          /** @description the gift card fields' one-time token (in sandbox mode, sandboxTokenizeCard's with cardType giftcard) */
          oneTimeToken: string;
          /** @description ignored: the server numbers the cards */
          sequence?: components["schemas"]["WireInt"];
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description dollars, e.g. 25.5: digits with at most 2 decimals, no sign or exponent (malformed-request), more than 0 and at most what is left to pay (out-of-range) */
          amount: components["schemas"]["WireNumber"];
          /** @enum {string} */
          cardType?: "giftcard";
          idempotencyKey?: string;
          /** @description the gift card fields' one-time token (in sandbox mode, sandboxTokenizeCard's with cardType giftcard) */
          oneTimeToken: string;
          /** @description ignored: the server numbers the cards */
          sequence?: components["schemas"]["WireInt"];
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CheckoutGiftCardAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      409: components["responses"]["ProblemPlaceorderInProgress"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      /** @description ERR_CART_NO_ENTRIES: The cart has no entries: go back to the basket. ERR_PLACEORDER_GIFTCARD_PAYMENT_NOT_ALLOWED: Gift cards can't be used to pay for this order. (section payment, key giftcard-not-allowed) ERR_PLACEORDER_GIFTCARD_LIMIT: You can use up to three gift cards on one order. (section payment, key giftcard-limit) ERR_PLACEORDER_GIFTCARD_INVALID: Please check the gift card number and PIN. (section payment, key giftcard-invalid) ERR_PLACEORDER_GIFTCARD_INSUFFICIENT_BALANCE: This gift card doesn't have enough balance for that amount. (section payment, key giftcard-balance) ERR_IDEMPOTENCY_KEY_REUSED: This payment attempt was already used for a different order. Please try again. (section summary, key api-error-payment) ERR_PLACEORDER_INSUFFICIENT_STOCK: Some items in your order are no longer available in the quantity you chose. (section summary, key out-of-stock) ERR_PLACEORDER_INVALID_STORE: The store you chose for click and collect is not available. Please choose another store. (section summary, key invalid-store) ERR_PLACEORDER_INVALID_PRODUCT: An item in your order is no longer available. Please review your basket. (section summary, key invalid-product) ERR_PLACEORDER_MAX_ORDER_QUANTITY: Your order has more of an item than we can sell in one order. Please change the quantity in your basket. (section summary, key max-order-quantity) ERR_PLACEORDER_TOTAL_MISMATCH: Your order total changed while you were paying. Please review your order and pay again. (section summary, key mismatch-cart) ERR_PLACEORDER_INCOMPLETE_DELIVERY_INFO: Please complete your delivery details. (section delivery, key api-error-delivery-info) ERR_PLACEORDER_INCOMPLETE_BILLING_ADDRESS: Please complete your billing address. (section billing, key api-error-billing) ERR_PLACEORDER_NOT_PLACED: Your order could not be placed. (section summary, key place-order-error) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code:
                | "ERR_CART_NO_ENTRIES"
                | "ERR_PLACEORDER_GIFTCARD_PAYMENT_NOT_ALLOWED"
                | "ERR_PLACEORDER_GIFTCARD_LIMIT"
                | "ERR_PLACEORDER_GIFTCARD_INVALID"
                | "ERR_PLACEORDER_GIFTCARD_INSUFFICIENT_BALANCE"
                | "ERR_IDEMPOTENCY_KEY_REUSED"
                | "ERR_PLACEORDER_INSUFFICIENT_STOCK"
                | "ERR_PLACEORDER_INVALID_STORE"
                | "ERR_PLACEORDER_INVALID_PRODUCT"
                | "ERR_PLACEORDER_MAX_ORDER_QUANTITY"
                | "ERR_PLACEORDER_TOTAL_MISMATCH"
                | "ERR_PLACEORDER_INCOMPLETE_DELIVERY_INFO"
                | "ERR_PLACEORDER_INCOMPLETE_BILLING_ADDRESS"
                | "ERR_PLACEORDER_NOT_PLACED";
            };
          };
        };
      };
      500: components["responses"]["Internal"];
      503: components["responses"]["Busy"];
    };
  };
  getGiftCardBalance: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          cardNumber: string;
          pin: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          cardNumber: string;
          pin: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CheckoutBalanceAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      /** @description ERR_PLACEORDER_GIFTCARD_INVALID: Please check the gift card number and PIN. (section payment, key giftcard-invalid) ERR_PLACEORDER_GIFTCARD_PAYMENT_NOT_ALLOWED: Gift cards can't be used to pay for this order. (section payment, key giftcard-not-allowed) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_PLACEORDER_GIFTCARD_INVALID" | "ERR_PLACEORDER_GIFTCARD_PAYMENT_NOT_ALLOWED";
            };
          };
        };
      };
      500: components["responses"]["Internal"];
    };
  };
  cancelGiftCardPreauth: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description 1-3 */
        sequence: string;
      };
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CheckoutGiftCardAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      404: components["responses"]["NotFound"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["CartNoEntries"];
      500: components["responses"]["Internal"];
      503: components["responses"]["Busy"];
    };
  };
  checkoutAsGuest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description the guest's e-mail: the order is confirmed to it */
          emailAddress: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description the guest's e-mail: the order is confirmed to it */
          emailAddress: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CheckoutView"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      /** @description ERR_CART_NO_ENTRIES: The cart has no entries: go back to the basket. ERR_LOGIN_GUEST_NOT_ALLOWED: Guest checkout is unavailable. Please sign in or create an account. (section summary, key guest-checkout-unavailable) ERR_LOGIN_GUEST_NO_GIFT_CARDS: Please sign in or create an account to buy gift cards. (section summary, key guest-checkout-gift-cards) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CART_NO_ENTRIES" | "ERR_LOGIN_GUEST_NOT_ALLOWED" | "ERR_LOGIN_GUEST_NO_GIFT_CARDS";
            };
          };
        };
      };
      500: components["responses"]["Internal"];
      503: components["responses"]["Busy"];
    };
  };
  getPaymentMethods: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CheckoutMethods"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  setPaymentMode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description PayPal: save a billing agreement */
          isBillingAgreementRequired?: boolean;
          /** @enum {string} */
          mode: "card" | "giftcard" | "paypal" | "afterpay" | "zip" | "applepay" | "flypay";
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description PayPal: save a billing agreement */
          isBillingAgreementRequired?: boolean;
          /** @enum {string} */
          mode: "card" | "giftcard" | "paypal" | "afterpay" | "zip" | "applepay" | "flypay";
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CheckoutView"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      /** @description ERR_CART_NO_ENTRIES: The cart has no entries: go back to the basket. ERR_PLACEORDER_AFTERPAY_SERVICE_UNAVAILABLE: Afterpay is unavailable right now. Please use another payment method. (section payment, key afterpay-unavailable) ERR_PLACEORDER_ZIP_SERVICE_UNAVAILABLE: Zip is unavailable right now. Please use another payment method. (section payment, key zip-unavailable) 1000: Flypay is unavailable right now. Please use another payment method. (section payment, key flypay-unavailable) ERR_PLACEORDER_BNPL_EXCLUDED_ITEMS: This payment method isn't available for some items in your order. (section payment, key payment-mode-lost) ERR_PLACEORDER_BNPL_ORDER_VALUE: This payment method isn't available for an order of this value. (section payment, key payment-mode-lost-value) ERR_PLACEORDER_GIFTCARD_PAYMENT_NOT_ALLOWED: Gift cards can't be used to pay for this order. (section payment, key giftcard-not-allowed) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code:
                | "ERR_CART_NO_ENTRIES"
                | "ERR_PLACEORDER_AFTERPAY_SERVICE_UNAVAILABLE"
                | "ERR_PLACEORDER_ZIP_SERVICE_UNAVAILABLE"
                | "1000"
                | "ERR_PLACEORDER_BNPL_EXCLUDED_ITEMS"
                | "ERR_PLACEORDER_BNPL_ORDER_VALUE"
                | "ERR_PLACEORDER_GIFTCARD_PAYMENT_NOT_ALLOWED";
            };
          };
        };
      };
      500: components["responses"]["Internal"];
      503: components["responses"]["Busy"];
    };
  };
  getPaymentStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CheckoutPaymentStatus"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  getPaypalIdToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["PaypalIDToken"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      405: components["responses"]["MethodNotAllowed"];
      422: components["responses"]["ProblemPlaceorderPaypalUnavailable"];
      500: components["responses"]["Internal"];
    };
  };
  placeOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description PayPal: the payer PayPal's page returned */
          PayerID?: string;
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description the order total the page showed, in dollars: when the order would cost another amount now (a price change, a OnePass membership that ended) nothing is charged and the answer says why (ERR_PLACEORDER_TOTAL_MISMATCH, ERR_PLACEORDER_MEMBERSHIP_ENDED) */
          expectedTotal?: components["schemas"]["WireNumber"];
          /** @description the same key replays the first answer (the Idempotency-Key header is accepted too) */
          idempotencyKey?: string;
          /** @description the card fields' one-time token */
          oneTimeToken?: string;
          /** @enum {string} */
          paymentMode: "card" | "paypal" | "afterpay" | "zip" | "applepay" | "flypay" | "giftcard";
          /** @description Apple Pay's payment token */
          pcid?: string;
          /** @description a saved card's paydockSourceId, or a saved PayPal's paymentInfoId (paymentMode paypal) */
          psced?: string;
          /** @description save the card for the signed-in customer once it has paid */
          saveCard?: components["schemas"]["Flag"];
          /** @description PayPal: the token PayPal's page returned with (with PayerID): completes that payment */
          token?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description PayPal: the payer PayPal's page returned */
          PayerID?: string;
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description the order total the page showed, in dollars: when the order would cost another amount now (a price change, a OnePass membership that ended) nothing is charged and the answer says why (ERR_PLACEORDER_TOTAL_MISMATCH, ERR_PLACEORDER_MEMBERSHIP_ENDED) */
          expectedTotal?: components["schemas"]["WireNumber"];
          /** @description the same key replays the first answer (the Idempotency-Key header is accepted too) */
          idempotencyKey?: string;
          /** @description the card fields' one-time token */
          oneTimeToken?: string;
          /** @enum {string} */
          paymentMode: "card" | "paypal" | "afterpay" | "zip" | "applepay" | "flypay" | "giftcard";
          /** @description Apple Pay's payment token */
          pcid?: string;
          /** @description a saved card's paydockSourceId, or a saved PayPal's paymentInfoId (paymentMode paypal) */
          psced?: string;
          /** @description save the card for the signed-in customer once it has paid */
          saveCard?: components["schemas"]["Flag"];
          /** @description PayPal: the token PayPal's page returned with (with PayerID): completes that payment */
          token?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CheckoutPlaced"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      404: components["responses"]["SavedPaymentNotFound"];
      405: components["responses"]["MethodNotAllowed"];
      409: components["responses"]["ProblemPlaceorderInProgress"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      /** @description ERR_CART_NO_ENTRIES: The cart has no entries: go back to the basket. ERR_PLACEORDER_PAYMENT_AUTHORIZATION_FAILED: Your payment was declined. Please check your details or try another payment method. (section payment, key api-error-payment) ERR_IDEMPOTENCY_KEY_REUSED: This payment attempt was already used for a different order. Please try again. (section summary, key api-error-payment) ERR_PLACEORDER_INSUFFICIENT_STOCK: Some items in your order are no longer available in the quantity you chose. (section summary, key out-of-stock) ERR_PLACEORDER_INVALID_STORE: The store you chose for click and collect is not available. Please choose another store. (section summary, key invalid-store) ERR_PLACEORDER_INVALID_PRODUCT: An item in your order is no longer available. Please review your basket. (section summary, key invalid-product) ERR_PLACEORDER_MAX_ORDER_QUANTITY: Your order has more of an item than we can sell in one order. Please change the quantity in your basket. (section summary, key max-order-quantity) ERR_PLACEORDER_UNSUPPORTED_CARD: We don't accept this card type. Please use a Visa, Mastercard or American Express card. (section payment, key api-error-payment) ERR_PLACEORDER_PAYMENT_FAILURE: We couldn't take your payment. Please try again or use another payment method. (section payment, key api-error-payment) ERR_PLACEORDER_TOTAL_MISMATCH: Your order total changed while you were paying. Please review your order and pay again. (section summary, key mismatch-cart) ERR_PLACEORDER_INCOMPLETE_DELIVERY_INFO: Please complete your delivery details. (section delivery, key api-error-delivery-info) ERR_PLACEORDER_INCOMPLETE_BILLING_ADDRESS: Please complete your billing address. (section billing, key api-error-billing) ERR_PLACEORDER_GIFTCARD_INSUFFICIENT_BALANCE: This gift card doesn't have enough balance for that amount. (section payment, key giftcard-balance) ERR_PLACEORDER_PAYPAL_UNAVAILABLE: PayPal is unavailable right now. Please use another payment method. (section payment, key paypal-unavailable) ERR_PLACEORDER_AFTERPAY_SERVICE_UNAVAILABLE: Afterpay is unavailable right now. Please use another payment method. (section payment, key afterpay-unavailable) ERR_PLACEORDER_ZIP_SERVICE_UNAVAILABLE: Zip is unavailable right now. Please use another payment method. (section payment, key zip-unavailable) 1000: Flypay is unavailable right now. Please use another payment method. (section payment, key flypay-unavailable) ERR_PLACEORDER_BNPL_ORDER_VALUE: This payment method isn't available for an order of this value. (section payment, key payment-mode-lost-value) ERR_PLACEORDER_NOT_PLACED: Your order could not be placed. (section summary, key place-order-error) ERR_PLACEORDER_BNPL_EXCLUDED_ITEMS: This payment method isn't available for some items in your order. (section payment, key payment-mode-lost) ERR_PLACEORDER_GIFTCARD_PAYMENT_NOT_ALLOWED: Gift cards can't be used to pay for this order. (section payment, key giftcard-not-allowed) ERR_PLACEORDER_MEMBERSHIP_ENDED: Your OnePass membership has ended, so member prices and free delivery no longer apply. Please review your new total and pay again. (section summary, key membership-ended) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code:
                | "ERR_CART_NO_ENTRIES"
                | "ERR_PLACEORDER_PAYMENT_AUTHORIZATION_FAILED"
                | "ERR_IDEMPOTENCY_KEY_REUSED"
                | "ERR_PLACEORDER_INSUFFICIENT_STOCK"
                | "ERR_PLACEORDER_INVALID_STORE"
                | "ERR_PLACEORDER_INVALID_PRODUCT"
                | "ERR_PLACEORDER_MAX_ORDER_QUANTITY"
                | "ERR_PLACEORDER_UNSUPPORTED_CARD"
                | "ERR_PLACEORDER_PAYMENT_FAILURE"
                | "ERR_PLACEORDER_TOTAL_MISMATCH"
                | "ERR_PLACEORDER_INCOMPLETE_DELIVERY_INFO"
                | "ERR_PLACEORDER_INCOMPLETE_BILLING_ADDRESS"
                | "ERR_PLACEORDER_GIFTCARD_INSUFFICIENT_BALANCE"
                | "ERR_PLACEORDER_PAYPAL_UNAVAILABLE"
                | "ERR_PLACEORDER_AFTERPAY_SERVICE_UNAVAILABLE"
                | "ERR_PLACEORDER_ZIP_SERVICE_UNAVAILABLE"
                | "1000"
                | "ERR_PLACEORDER_BNPL_ORDER_VALUE"
                | "ERR_PLACEORDER_NOT_PLACED"
                | "ERR_PLACEORDER_BNPL_EXCLUDED_ITEMS"
                | "ERR_PLACEORDER_GIFTCARD_PAYMENT_NOT_ALLOWED"
                | "ERR_PLACEORDER_MEMBERSHIP_ENDED";
            };
          };
        };
      };
      500: components["responses"]["Internal"];
      503: components["responses"]["Busy"];
      504: components["responses"]["ProblemPlaceorderPaymentTimeout"];
    };
  };
  getThankYou: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderCode: string;
      };
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["OrderAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: components["responses"]["OrderNotFound"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  confirmThreeDS: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          tcId: string;
          /** @description what the browser saw; the provider is asked */
          tcStatus?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          tcId: string;
          /** @description what the browser saw; the provider is asked */
          tcStatus?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CheckoutPlaced"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      404: components["responses"]["NotFound"];
      405: components["responses"]["MethodNotAllowed"];
      409: components["responses"]["ProblemPlaceorderInProgress"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      /** @description ERR_CART_NO_ENTRIES: The cart has no entries: go back to the basket. ERR_PLACEORDER_THREEDS_FAILED: Your card's security check wasn't completed. Please try again or use another card. (section payment, key api-error-payment) ERR_PLACEORDER_PAYMENT_AUTHORIZATION_FAILED: Your payment was declined. Please check your details or try another payment method. (section payment, key api-error-payment) ERR_PLACEORDER_NOT_PLACED: Your order could not be placed. (section summary, key place-order-error) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code:
                | "ERR_CART_NO_ENTRIES"
                | "ERR_PLACEORDER_THREEDS_FAILED"
                | "ERR_PLACEORDER_PAYMENT_AUTHORIZATION_FAILED"
                | "ERR_PLACEORDER_NOT_PLACED";
            };
          };
        };
      };
      500: components["responses"]["Internal"];
      503: components["responses"]["Busy"];
    };
  };
  rejectThreeDS: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          tcId: string;
          /** @description what the browser saw; the provider is asked */
          tcStatus?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          tcId: string;
          /** @description what the browser saw; the provider is asked */
          tcStatus?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["ThreeDSRejected"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      404: components["responses"]["NotFound"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["CartNoEntries"];
      500: components["responses"]["Internal"];
      503: components["responses"]["Busy"];
    };
  };
  getClubStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["ClubStatusAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  getHomeContent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["ContentHome"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          currentPassword: string;
          password: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          currentPassword: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["PasswordChanged"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      /** @description ERR_LOGIN_REQUIRED: The operation needs a signed-in customer; a session only recognised by "remember me" must sign in again. ERR_LOGIN_BAD_CREDENTIALS: Unknown e-mail or wrong password: the same answer for both. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_LOGIN_REQUIRED" | "ERR_LOGIN_BAD_CREDENTIALS";
            };
          };
        };
      };
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      /** @description WEAK_PASSWORD: The new password is common or made from the e-mail or name. REUSE_PASSWORD: The new password is the current one. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "WEAK_PASSWORD" | "REUSE_PASSWORD";
            };
          };
        };
      };
      500: components["responses"]["Internal"];
      503: components["responses"]["Busy"];
    };
  };
  checkRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** Format: email */
          emailAddress: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** Format: email */
          emailAddress: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["RegistrationAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["Internal"];
    };
  };
  deleteAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          email: string;
          firstName: string;
          lastName: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          email: string;
          firstName: string;
          lastName: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["DeleteAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  enewsOptIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** Format: email */
          emailAddress: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** Format: email */
          emailAddress: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["Subscribed"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  linkOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description the order number on the thank-you page */
          linkOrderCode: string;
          optIntoMarketing?: components["schemas"]["Flag"];
          password: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description the order number on the thank-you page */
          linkOrderCode: string;
          optIntoMarketing?: components["schemas"]["Flag"];
          password: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["RedirectAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      404: components["responses"]["OrderNotFound"];
      405: components["responses"]["MethodNotAllowed"];
      409: components["responses"]["UserExists"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["RegisterWeakPassword"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["Internal"];
      503: components["responses"]["Busy"];
    };
  };
  listOrders: {
    parameters: {
      query?: {
        /** @description at most this many (default: all) */
        limit?: number;
        /** @description 1: build the answer from the database, not the answer cache (benchmarks) */
        nocache?: "1";
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["OrderList"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      403: components["responses"]["AccountLocked"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  getMostRecentOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["RecentOrder"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components["responses"]["LoginRequired"];
      403: components["responses"]["AccountLocked"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  setPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          password: string;
          /** @description the token of the reset link */
          token: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          password: string;
          /** @description the token of the reset link */
          token: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["RedirectAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description ERR_VALIDATION: A parameter or body field is missing or not valid: `fields` names each with its message key. ERR_PASSWORDRESET_INVALID_TOKEN: The reset token is unknown, used, superseded or over an hour old. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_VALIDATION" | "ERR_PASSWORDRESET_INVALID_TOKEN";
            };
          };
        };
      };
      403: components["responses"]["CSRFRejected"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      /** @description ERR_PASSWORDRESET_GENERAL: The account can no longer have its password reset (it is being deleted). WEAK_PASSWORD: The new password is common or made from the e-mail or name. REUSE_PASSWORD: The new password is the current one. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_PASSWORDRESET_GENERAL" | "WEAK_PASSWORD" | "REUSE_PASSWORD";
            };
          };
        };
      };
      500: components["responses"]["Internal"];
      503: components["responses"]["Busy"];
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          blankRedirectPage?: components["schemas"]["Flag"];
          emailAddress: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          blankRedirectPage?: components["schemas"]["Flag"];
          emailAddress: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["ResetAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["Internal"];
    };
  };
  setPreferredStore: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          storeNumber: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          storeNumber: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["ProfileAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      404: components["responses"]["StoreUnavailable"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  getProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["ProfileAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components["responses"]["LoginRequired"];
      403: components["responses"]["AccountLocked"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  updateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description true or false */
          allowTracking?: components["schemas"]["Flag"];
          firstName: string;
          lastName: string;
          mobileNumber?: string;
          /** @description true or false */
          optIntoMarketing?: components["schemas"]["Flag"];
          /** @description true or false */
          subscribeToRewards?: components["schemas"]["Flag"];
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description true or false */
          allowTracking?: components["schemas"]["Flag"];
          firstName: string;
          lastName: string;
          mobileNumber?: string;
          /** @description true or false */
          optIntoMarketing?: components["schemas"]["Flag"];
          /** @description true or false */
          subscribeToRewards?: components["schemas"]["Flag"];
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["ProfileAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  getReceipt: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        receiptCode: string;
      };
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["ReceiptAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components["responses"]["LoginRequired"];
      403: components["responses"]["AccountLocked"];
      404: components["responses"]["OrderNotFound"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description the e-mail as checkout's sign-up names it, when emailAddress is absent */
          email?: string;
          /** @description required (checkout's sign-up sends it as email) */
          emailAddress?: string;
          /** @description 2-32 letters, hyphens, apostrophes, spaces */
          firstName: string;
          /** @description 2-32 letters, hyphens, apostrophes, spaces */
          lastName: string;
          /** @description Australian mobile: 04… or +614… */
          mobileNumber?: string;
          /** @description true or false */
          optIntoMarketing?: components["schemas"]["Flag"];
          /** @description 6-32 characters, no ~ or spaces, not a common password */
          password: string;
          /** @description where to go after signing up: a path on this site */
          redirect?: string;
          /** @description true or false */
          rememberMe?: components["schemas"]["Flag"];
          /** @description true or false */
          subscribeToRewards?: components["schemas"]["Flag"];
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description the e-mail as checkout's sign-up names it, when emailAddress is absent */
          email?: string;
          /** @description required (checkout's sign-up sends it as email) */
          emailAddress?: string;
          /** @description 2-32 letters, hyphens, apostrophes, spaces */
          firstName: string;
          /** @description 2-32 letters, hyphens, apostrophes, spaces */
          lastName: string;
          /** @description Australian mobile: 04… or +614… */
          mobileNumber?: string;
          /** @description true or false */
          optIntoMarketing?: components["schemas"]["Flag"];
          /** @description 6-32 characters, no ~ or spaces, not a common password */
          password: string;
          /** @description where to go after signing up: a path on this site */
          redirect?: string;
          /** @description true or false */
          rememberMe?: components["schemas"]["Flag"];
          /** @description true or false */
          subscribeToRewards?: components["schemas"]["Flag"];
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["RedirectAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      405: components["responses"]["MethodNotAllowed"];
      409: components["responses"]["UserExists"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["RegisterWeakPassword"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["Internal"];
      503: components["responses"]["Busy"];
    };
  };
  signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          j_password: string;
          /** @description e-mail address */
          j_username: string;
          /** @description a guest order number to link to the account (digits) */
          linkOrderCode?: string;
          /** @description where to go after signing in: a path on this site */
          redirect?: string;
          /** @description true to stay signed in on this browser (a persistent login, revocable) */
          rememberMe?: components["schemas"]["Flag"];
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          j_password: string;
          /** @description e-mail address */
          j_username: string;
          /** @description a guest order number to link to the account (digits) */
          linkOrderCode?: string;
          /** @description where to go after signing in: a path on this site */
          redirect?: string;
          /** @description true to stay signed in on this browser (a persistent login, revocable) */
          rememberMe?: components["schemas"]["Flag"];
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["RedirectAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["BadCredentials"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["Internal"];
      503: components["responses"]["Busy"];
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["RedirectAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  getDeliveryCost: {
    parameters: {
      query: {
        /** @description the variant code */
        variant: string;
        /** @description the pickup store, needed for CNC (last 4 digits count) */
        storeNumber?: string;
        /** @description the delivery postcode, needed for HD and ED (last 4 digits count) */
        postalCode?: string;
        /** @description CNC, HD, ED (repeated or comma separated) */
        mode: string[];
        /** @description units, 1-32767 (default 1) */
        quantity?: components["schemas"]["WireInt"];
        /** @description add each mode's deliveryCost (getDeliveryEstimate) */
        withCost?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["DeliveryCostAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      /** @description ERR_STORE_UNAVAILABLE: No such store. ERR_NOT_FOUND: What the call names does not exist. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_STORE_UNAVAILABLE" | "ERR_NOT_FOUND";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  getDeliveryCostOfVariant: {
    parameters: {
      query: {
        /** @description the pickup store, needed for CNC (last 4 digits count) */
        storeNumber?: string;
        /** @description the delivery postcode, needed for HD and ED (last 4 digits count) */
        postalCode?: string;
        /** @description CNC, HD, ED (repeated or comma separated) */
        mode: string[];
        /** @description units, 1-32767 (default 1) */
        quantity?: components["schemas"]["WireInt"];
      };
      header?: never;
      path: {
        /** @description the variant code */
        variant: string;
      };
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["DeliveryCostAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      /** @description ERR_STORE_UNAVAILABLE: No such store. ERR_NOT_FOUND: What the call names does not exist. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_STORE_UNAVAILABLE" | "ERR_NOT_FOUND";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  getDeliveryEstimate: {
    parameters: {
      query: {
        /** @description the variant code */
        variant: string;
        /** @description the pickup store, needed for CNC (last 4 digits count) */
        storeNumber?: string;
        /** @description the delivery postcode, needed for HD and ED (last 4 digits count) */
        postalCode?: string;
        /** @description CNC, HD, ED (repeated or comma separated) */
        mode: string[];
        /** @description units, 1-32767 (default 1) */
        quantity?: components["schemas"]["WireInt"];
        /** @description add each mode's deliveryCost (getDeliveryEstimate) */
        withCost?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["EstimateAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      /** @description ERR_STORE_UNAVAILABLE: No such store. ERR_NOT_FOUND: What the call names does not exist. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_STORE_UNAVAILABLE" | "ERR_NOT_FOUND";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  checkExpressEligibility: {
    parameters: {
      query: {
        /** @description 4-digit postcode (last 4 digits count) */
        postcode: string;
        /** @description ED (the only mode with areas) */
        mode?: "ED";
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["ExpressAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  searchDeliveryLocation: {
    parameters: {
      query: {
        /** @description suburb or postcode */
        location: string;
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["DeliveryLocationResults"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  getEnvironment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["FeatureEnvironment"];
            /** @constant */
            success: true;
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  getInfo: {
    parameters: {
      query?: {
        /** @description a variant: storeDetails then carries its stock at the store */
        productCode?: string;
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["InfoAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  searchLocation: {
    parameters: {
      query: {
        /** @description suburb or postcode, 1-32 characters */
        searchTerm: string;
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["LocationResults"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  getMembership: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["MembershipAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components["responses"]["LoginRequired"];
      403: components["responses"]["AccountLocked"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  cancelMembership: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["MembershipAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["MembershipNotActive"];
      500: components["responses"]["Internal"];
    };
  };
  getMembershipContent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slot:
          | "linkModal"
          | "rewardCards"
          | "tooltip"
          | "customerInfo"
          | "cartMessage"
          | "plpBanner"
          | "checkoutSignupModal"
          | "freeTrialModal"
          | "nudge"
          | "reminder";
      };
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["MembershipContent"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: components["responses"]["NotFound"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  setMembershipPaymentMethod: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description a card's one-time token from the card fields; the card is saved */
          oneTimeToken?: string;
          /** @description a saved card (getPaymentMethods' paydockSourceId) */
          paydockSourceId?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description a card's one-time token from the card fields; the card is saved */
          oneTimeToken?: string;
          /** @description a saved card (getPaymentMethods' paydockSourceId) */
          paydockSourceId?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["MembershipAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["MembershipNotActive"];
      500: components["responses"]["Internal"];
    };
  };
  changeMembershipPlan: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @enum {string} */
          plan: "monthly" | "annual";
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @enum {string} */
          plan: "monthly" | "annual";
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["MembershipAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["MembershipNotActive"];
      500: components["responses"]["Internal"];
    };
  };
  registerMembership: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          firstName?: string;
          lastName?: string;
          /**
           * @description the plan chosen
           * @enum {string}
           */
          opId: "monthly" | "annual";
          /** @description the new account's password (the register rules) */
          pwd: string;
          /**
           * Format: email
           * @description the new account's e-mail
           */
          username: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          firstName?: string;
          lastName?: string;
          /**
           * @description the plan chosen
           * @enum {string}
           */
          opId: "monthly" | "annual";
          /** @description the new account's password (the register rules) */
          pwd: string;
          /**
           * Format: email
           * @description the new account's e-mail
           */
          username: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["RedirectAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      405: components["responses"]["MethodNotAllowed"];
      409: components["responses"]["UserExists"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["RegisterWeakPassword"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["Internal"];
      503: components["responses"]["Busy"];
    };
  };
  resumeMembership: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description a card's one-time token from the card fields; the card is saved */
          oneTimeToken?: string;
          /** @description a saved card (getPaymentMethods' paydockSourceId) */
          paydockSourceId?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description a card's one-time token from the card fields; the card is saved */
          oneTimeToken?: string;
          /** @description a saved card (getPaymentMethods' paydockSourceId) */
          paydockSourceId?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["MembershipAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      409: components["responses"]["MembershipBusy"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      /** @description ERR_MEMBERSHIP_NOT_CANCELLING: Nothing to resume: the membership is neither cancelling nor overdue. ERR_MEMBERSHIP_NOT_ACTIVE: The customer has no active membership to change. ERR_MEMBERSHIP_PAYMENT_DECLINED: The card declined the payment; the membership is as it was. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code:
                | "ERR_MEMBERSHIP_NOT_CANCELLING"
                | "ERR_MEMBERSHIP_NOT_ACTIVE"
                | "ERR_MEMBERSHIP_PAYMENT_DECLINED";
            };
          };
        };
      };
      500: components["responses"]["Internal"];
    };
  };
  subscribeMembership: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description a card's one-time token from the card fields; the card is saved */
          oneTimeToken?: string;
          /** @description a saved card (getPaymentMethods' paydockSourceId) */
          paydockSourceId?: string;
          /** @enum {string} */
          plan: "monthly" | "annual";
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description a card's one-time token from the card fields; the card is saved */
          oneTimeToken?: string;
          /** @description a saved card (getPaymentMethods' paydockSourceId) */
          paydockSourceId?: string;
          /** @enum {string} */
          plan: "monthly" | "annual";
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["MembershipAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      /** @description ERR_MEMBERSHIP_ACTIVE: The customer is an active member already. ERR_MEMBERSHIP_BUSY: A payment for the membership is under way: ask again in a moment. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_MEMBERSHIP_ACTIVE" | "ERR_MEMBERSHIP_BUSY";
            };
          };
        };
      };
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["MembershipPaymentDeclined"];
      500: components["responses"]["Internal"];
    };
  };
  startMembershipTrial: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description a card's one-time token from the card fields; the card is saved */
          oneTimeToken?: string;
          /** @description a saved card (getPaymentMethods' paydockSourceId) */
          paydockSourceId?: string;
          /** @enum {string} */
          plan: "monthly" | "annual";
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description a card's one-time token from the card fields; the card is saved */
          oneTimeToken?: string;
          /** @description a saved card (getPaymentMethods' paydockSourceId) */
          paydockSourceId?: string;
          /** @enum {string} */
          plan: "monthly" | "annual";
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["MembershipAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      /** @description ERR_MEMBERSHIP_ACTIVE: The customer is an active member already. ERR_MEMBERSHIP_BUSY: A payment for the membership is under way: ask again in a moment. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_MEMBERSHIP_ACTIVE" | "ERR_MEMBERSHIP_BUSY";
            };
          };
        };
      };
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      /** @description ERR_MEMBERSHIP_TRIAL_USED: The free trial is for customers who have never had a trial or a membership: subscribeMembership instead. ERR_MEMBERSHIP_PAYMENT_DECLINED: The card declined the payment; the membership is as it was. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_MEMBERSHIP_TRIAL_USED" | "ERR_MEMBERSHIP_PAYMENT_DECLINED";
            };
          };
        };
      };
      500: components["responses"]["Internal"];
    };
  };
  getNavigation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["Navigation"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  getOpenAPI: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The OpenAPI 3.1 document (not in the envelope). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            info: Record<string, never>;
            /** @constant */
            openapi: "3.1.0";
            paths: Record<string, never>;
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  trackOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description the e-mail the order was placed with (trimmed) */
          email: string;
          /** @description the order number (digits; trimmed) */
          orderId: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description the e-mail the order was placed with (trimmed) */
          email: string;
          /** @description the order number (digits; trimmed) */
          orderId: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["OrderDataAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      404: components["responses"]["OrderNotFound"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["Internal"];
    };
  };
  getOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderNumber: string;
      };
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["OrderAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components["responses"]["LoginRequired"];
      403: components["responses"]["AccountLocked"];
      404: components["responses"]["OrderNotFound"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  updateSavedCard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description a saved card's id from getPaymentMethods */
        paydockSourceId: string;
      };
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CheckoutMethods"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      404: components["responses"]["SavedPaymentNotFound"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  deleteSavedCard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description a saved card's id from getPaymentMethods */
        paydockSourceId: string;
      };
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CheckoutMethods"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      404: components["responses"]["SavedPaymentNotFound"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  unlinkPaypal: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          paymentInfoId: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          paymentInfoId: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CheckoutMethods"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["LoginRequired"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: The account is locked; accountLockReasonCode says why. A signed-in session of a locked account is signed out. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      404: components["responses"]["SavedPaymentNotFound"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  completeRedirectPayment: {
    parameters: {
      query?: {
        /** @description the provider's session */
        token?: string;
        /** @description PayPal's payer */
        PayerID?: string;
        /** @description the provider's outcome (read from the provider, not from here) */
        status?: string;
        /** @description Afterpay's checkout */
        orderToken?: string;
        /** @description Zip's checkout */
        checkoutId?: string;
        /** @description Zip's outcome (a decline is taken at its word; an approval is asked of Zip) */
        result?: string;
      };
      header?: never;
      path: {
        provider: "paypal" | "afterpay" | "zip" | "flypay";
      };
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Found: Location is where the shopper goes next. */
      302: {
        headers: {
          Location: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      404: components["responses"]["NotFound"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  getProductDetails: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description base product code (P…) or variant code */
        product: string;
      };
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["CatalogProductDetails"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: components["responses"]["NotFound"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  getRecommendations: {
    parameters: {
      query?: {
        /** @description base or variant code */
        productCode?: string;
        /** @description placement: pdp-similar, pdp-complete-the-look, home-trending, cart */
        pod?: string;
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["ProductList"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      404: components["responses"]["NotFound"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  submitReturn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          address: components["schemas"]["AftersaleReturnAddressRequest"];
          /** @description the e-mail the order was placed with (trimmed) */
          email: string;
          /** @description the order number (digits; trimmed) */
          orderId: string;
          returnEntries: components["schemas"]["AftersaleReturnEntryRequest"][];
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          address: components["schemas"]["AftersaleReturnAddressRequest"];
          /** @description the e-mail the order was placed with (trimmed) */
          email: string;
          /** @description the order number (digits; trimmed) */
          orderId: string;
          returnEntries: components["schemas"]["AftersaleReturnEntryRequest"][];
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["OrderDataAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      404: components["responses"]["OrderNotFound"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ReturnInvalid"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["Internal"];
    };
  };
  refundReasons: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["ReasonsAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  searchOrderForReturn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description the e-mail the order was placed with (trimmed) */
          email: string;
          /** @description the order number (digits; trimmed) */
          orderId: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description the e-mail the order was placed with (trimmed) */
          email: string;
          /** @description the order number (digits; trimmed) */
          orderId: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["ReturnSearchAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      404: components["responses"]["OrderNotFound"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["Internal"];
    };
  };
  getReturnLabel: {
    parameters: {
      query?: {
        /** @description a guest: the e-mail the order was placed with (trimmed, any case) */
        email?: string;
        /** @description a guest: the token of the label e-mail's link */
        token?: string;
      };
      header?: never;
      path: {
        /** @description the return's code (R, the order number, a dash, its number) */
        returnCode: string;
      };
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["ReturnLabelAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      404: components["responses"]["OrderNotFound"];
      405: components["responses"]["MethodNotAllowed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["Internal"];
    };
  };
  sandboxTokenizeCard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description the card number (spaces and dashes allowed); the sandbox test cards are in docs/payments.md */
          cardNumber: string;
          /** @description giftcard: a gift card (cardNumber and pin); anything else, or nothing: a payment card */
          cardType?: string;
          /** @description the name on the card (a payment card: required) */
          cardholderName?: string;
          /** @description 3 digits, 4 for American Express (a payment card: required) */
          cvv?: string;
          /** @description 1-12 (a payment card: required) */
          expiryMonth?: components["schemas"]["WireInt"];
          /** @description YYYY or YY, not past (a payment card: required) */
          expiryYear?: components["schemas"]["WireInt"];
          /** @description a gift card's PIN (a gift card: required) */
          pin?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description the card number (spaces and dashes allowed); the sandbox test cards are in docs/payments.md */
          cardNumber: string;
          /** @description giftcard: a gift card (cardNumber and pin); anything else, or nothing: a payment card */
          cardType?: string;
          /** @description the name on the card (a payment card: required) */
          cardholderName?: string;
          /** @description 3 digits, 4 for American Express (a payment card: required) */
          cvv?: string;
          /** @description 1-12 (a payment card: required) */
          expiryMonth?: components["schemas"]["WireInt"];
          /** @description YYYY or YY, not past (a payment card: required) */
          expiryYear?: components["schemas"]["WireInt"];
          /** @description a gift card's PIN (a gift card: required) */
          pin?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["TokenizeAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  sandboxAdvanceClock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description whole days forward, 0-3660 */
          days: components["schemas"]["WireInt"];
          /** @description whole hours forward besides, 0-8784 */
          hours?: components["schemas"]["WireInt"];
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description whole days forward, 0-3660 */
          days: components["schemas"]["WireInt"];
          /** @description whole hours forward besides, 0-8784 */
          hours?: components["schemas"]["WireInt"];
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["AdvanceClockAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  sandboxDecide: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /**
           * @description threeds: approve, decline or cancel; the redirect providers: any, funding (the funding source fails) PayPal's only
           * @enum {string}
           */
          decision: "approve" | "decline" | "cancel" | "refer" | "timeout" | "unavailable" | "funding";
          /**
           * @description the provider whose page it is; threeds: the 3-D Secure challenge
           * @enum {string}
           */
          provider: "paypal" | "afterpay" | "zip" | "flypay" | "threeds";
          /** @description the token of the provider's page URL (?token=), or the challenge's tcId */
          token: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /**
           * @description threeds: approve, decline or cancel; the redirect providers: any, funding (the funding source fails) PayPal's only
           * @enum {string}
           */
          decision: "approve" | "decline" | "cancel" | "refer" | "timeout" | "unavailable" | "funding";
          /**
           * @description the provider whose page it is; threeds: the 3-D Secure challenge
           * @enum {string}
           */
          provider: "paypal" | "afterpay" | "zip" | "flypay" | "threeds";
          /** @description the token of the provider's page URL (?token=), or the challenge's tcId */
          token: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["DecideAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      404: components["responses"]["SandboxNotFound"];
      405: components["responses"]["MethodNotAllowed"];
      409: components["responses"]["SandboxDecided"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  sandboxIssueGiftCard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description dollars: more than 0, at most 1000, at most 2 decimals (25.5) */
          amount: components["schemas"]["WireNumber"];
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description dollars: more than 0, at most 1000, at most 2 decimals (25.5) */
          amount: components["schemas"]["WireNumber"];
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["IssuedGiftCard"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  searchProducts: {
    parameters: {
      query?: {
        /** @description words to find; empty browses everything */
        searchTerm?: string;
        /** @description page number, from 1 */
        page?: number;
        /** @description relevance, price, rating, newest, name or discount */
        sortBy?: "relevance" | "price" | "rating" | "newest" | "name" | "discount";
        /** @description ascending or descending */
        sortOrder?: "ascending" | "descending";
        /** @description facet names to leave out of the answer (repeated or comma separated) */
        hiddenFacets?: string[];
        /** @description category facet value (a category code) */
        category?: string[];
        /** @description brand facet value */
        brand?: string[];
        /** @description colour facet value */
        colour?: string[];
        /** @description size facet value */
        size?: string[];
        /** @description price band value, e.g. 25-50 */
        price?: string[];
        /** @description minimum rating: 3 or 4 */
        rating?: string[];
        /** @description only products in stock online */
        inStock?: "true";
        /** @description only products with a OnePass price */
        onePass?: "true";
        /** @description stock pot of the shopper's postcode */
        spLocationGroup?: string;
        /** @description 1 bypasses the answer cache both ways (benchmarks) */
        nocache?: "1";
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["SearchResult"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  autosuggest: {
    parameters: {
      query?: {
        /** @description the text typed so far */
        term?: string;
        /** @description 1 bypasses the answer cache both ways (benchmarks) */
        nocache?: "1";
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["SearchSuggestions"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  getSession: {
    parameters: {
      query?: never;
      header?: {
        /** @description sent by the shop's mobile app (any value): the answer's mobileApp is then true */
        "X-Mobile-App"?: string;
      };
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["SessionInfo"];
            /** @constant */
            success: true;
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  setFraudDeviceData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description the fraud provider's device id */
          dtid: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description the fraud provider's device id */
          dtid: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["Recorded"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  listFulfilmentOrders: {
    parameters: {
      query?: {
        /** @description default open: placed, picked and ready for collection */
        status?:
          "open" | "placed" | "picked" | "readyForCollection" | "shipped" | "collected" | "cancelled" | "all";
        /** @description a store's number, or online for the distribution centre; default every location */
        storeNumber?: string;
        /** @description from 1; 50 a page */
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
        /** @description the staff session staffSignIn sets (HttpOnly, SameSite=Strict, 12 hours); staff operations need it */
        staff_session?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["QueueAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["Forbidden"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  updateConsignment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
        /** @description the staff session staffSignIn sets (HttpOnly, SameSite=Strict, 12 hours); staff operations need it */
        staff_session?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /**
           * @description shipped: the carrier's code (order.Carriers); any other is malformed-request
           * @enum {string}
           */
          carrier?: "auspost" | "startrack" | "couriersplease" | "aramex" | "toll";
          /** @description collected: who collected it (one line of plain text, at most 120 characters) */
          collectedBy?: string;
          /** @description "<orderCode>-<n>" */
          consignmentCode: string;
          orderCode: string;
          /** @description cancelled: why (one line of plain text, at most 120 characters) */
          reason?: string;
          /** @enum {string} */
          status: "picked" | "shipped" | "readyForCollection" | "collected" | "cancelled";
          /** @description shipped: the carrier's tracking number: 1-40 letters, digits, spaces and hyphens */
          trackingNumber?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /**
           * @description shipped: the carrier's code (order.Carriers); any other is malformed-request
           * @enum {string}
           */
          carrier?: "auspost" | "startrack" | "couriersplease" | "aramex" | "toll";
          /** @description collected: who collected it (one line of plain text, at most 120 characters) */
          collectedBy?: string;
          /** @description "<orderCode>-<n>" */
          consignmentCode: string;
          orderCode: string;
          /** @description cancelled: why (one line of plain text, at most 120 characters) */
          reason?: string;
          /** @enum {string} */
          status: "picked" | "shipped" | "readyForCollection" | "collected" | "cancelled";
          /** @description shipped: the carrier's tracking number: 1-40 letters, digits, spaces and hyphens */
          trackingNumber?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["StaffOrderAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_FORBIDDEN: Not a signed-in staff member, or the member's role does not allow the operation (x-roles). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_FORBIDDEN";
            };
          };
        };
      };
      404: components["responses"]["OrderNotFound"];
      405: components["responses"]["MethodNotAllowed"];
      /** @description ERR_CONSIGNMENT_MOVE_NOT_ALLOWED: The consignment's status or delivery mode does not allow that move. ERR_CONFLICT: Someone changed it just now (refresh and try again), or the e-mail already has a staff account. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CONSIGNMENT_MOVE_NOT_ALLOWED" | "ERR_CONFLICT";
            };
          };
        };
      };
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  listStaff: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
        /** @description the staff session staffSignIn sets (HttpOnly, SameSite=Strict, 12 hours); staff operations need it */
        staff_session?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["StaffList"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      403: components["responses"]["Forbidden"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  addStaff: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
        /** @description the staff session staffSignIn sets (HttpOnly, SameSite=Strict, 12 hours); staff operations need it */
        staff_session?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          email: string;
          /** @description optional: one line of plain text, at most 100 characters */
          name?: string;
          role: components["schemas"]["StaffRole"];
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          email: string;
          /** @description optional: one line of plain text, at most 100 characters */
          name?: string;
          role: components["schemas"]["StaffRole"];
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["AddedStaff"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_FORBIDDEN: Not a signed-in staff member, or the member's role does not allow the operation (x-roles). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_FORBIDDEN";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  disableStaff: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
        /** @description the staff session staffSignIn sets (HttpOnly, SameSite=Strict, 12 hours); staff operations need it */
        staff_session?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          email: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          email: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["StaffDisabled"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_FORBIDDEN: Not a signed-in staff member, or the member's role does not allow the operation (x-roles). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_FORBIDDEN";
            };
          };
        };
      };
      404: components["responses"]["NotFound"];
      405: components["responses"]["MethodNotAllowed"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  findMembership: {
    parameters: {
      query: {
        email: string;
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
        /** @description the staff session staffSignIn sets (HttpOnly, SameSite=Strict, 12 hours); staff operations need it */
        staff_session?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["StaffMembershipAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  staffCancelMembership: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
        /** @description the staff session staffSignIn sets (HttpOnly, SameSite=Strict, 12 hours); staff operations need it */
        staff_session?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** Format: email */
          email: string;
          /** @description why (kept in the audit log) */
          reason?: string;
          /** @description refund the current period's payment */
          refund?: boolean;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** Format: email */
          email: string;
          /** @description why (kept in the audit log) */
          reason?: string;
          /** @description refund the current period's payment */
          refund?: boolean;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["StaffMembershipAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_FORBIDDEN: Not a signed-in staff member, or the member's role does not allow the operation (x-roles). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_FORBIDDEN";
            };
          };
        };
      };
      404: components["responses"]["NotFound"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["MembershipNotActive"];
      500: components["responses"]["Internal"];
    };
  };
  extendMembershipTrial: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
        /** @description the staff session staffSignIn sets (HttpOnly, SameSite=Strict, 12 hours); staff operations need it */
        staff_session?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          days: number;
          /** Format: email */
          email: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          days: number;
          /** Format: email */
          email: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["StaffMembershipAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_FORBIDDEN: Not a signed-in staff member, or the member's role does not allow the operation (x-roles). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_FORBIDDEN";
            };
          };
        };
      };
      404: components["responses"]["NotFound"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["MembershipNotTrial"];
      500: components["responses"]["Internal"];
    };
  };
  getStaffOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderCode: string;
      };
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
        /** @description the staff session staffSignIn sets (HttpOnly, SameSite=Strict, 12 hours); staff operations need it */
        staff_session?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["StaffOrderAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      403: components["responses"]["Forbidden"];
      404: components["responses"]["OrderNotFound"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  changeStaffPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
        /** @description the staff session staffSignIn sets (HttpOnly, SameSite=Strict, 12 hours); staff operations need it */
        staff_session?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          currentPassword: string;
          password: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          currentPassword: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["PasswordChanged"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["BadCredentials"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_FORBIDDEN: Not a signed-in staff member, or the member's role does not allow the operation (x-roles). ERR_LOGIN_ACCOUNT_LOCKED: Five failed sign-ins in a row from one address lock a staff account for 15 minutes at that address (it still signs in from any other). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_FORBIDDEN" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["Internal"];
    };
  };
  importReceipts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
        /** @description the staff session staffSignIn sets (HttpOnly, SameSite=Strict, 12 hours); staff operations need it */
        staff_session?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          receipts: components["schemas"]["ReceiptReceipt"][];
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          receipts: components["schemas"]["ReceiptReceipt"][];
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["ImportAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_FORBIDDEN: Not a signed-in staff member, or the member's role does not allow the operation (x-roles). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_FORBIDDEN";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  listReturns: {
    parameters: {
      query?: {
        /** @description default: every status */
        status?: "requested" | "received" | "refunding" | "refundFailed" | "refunded";
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
        /** @description the staff session staffSignIn sets (HttpOnly, SameSite=Strict, 12 hours); staff operations need it */
        staff_session?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["ReturnsAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["Forbidden"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  receiveReturn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
        /** @description the staff session staffSignIn sets (HttpOnly, SameSite=Strict, 12 hours); staff operations need it */
        staff_session?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          returnCode: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          returnCode: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["StaffReturnAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_FORBIDDEN: Not a signed-in staff member, or the member's role does not allow the operation (x-roles). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_FORBIDDEN";
            };
          };
        };
      };
      404: components["responses"]["OrderNotFound"];
      405: components["responses"]["MethodNotAllowed"];
      /** @description ERR_NOT_READY: The return is not in a state for that (a refund needs the return received first). ERR_CONFLICT: Someone changed it just now (refresh and try again), or the e-mail already has a staff account. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_NOT_READY" | "ERR_CONFLICT";
            };
          };
        };
      };
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  refundReturn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
        /** @description the staff session staffSignIn sets (HttpOnly, SameSite=Strict, 12 hours); staff operations need it */
        staff_session?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          returnCode: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          returnCode: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["StaffReturnAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_FORBIDDEN: Not a signed-in staff member, or the member's role does not allow the operation (x-roles). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_FORBIDDEN";
            };
          };
        };
      };
      404: components["responses"]["OrderNotFound"];
      405: components["responses"]["MethodNotAllowed"];
      /** @description ERR_NOT_READY: The return is not in a state for that (a refund needs the return received first). ERR_CONFLICT: Someone changed it just now (refresh and try again), or the e-mail already has a staff account. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_NOT_READY" | "ERR_CONFLICT";
            };
          };
        };
      };
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  getStaffSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
        /** @description the staff session staffSignIn sets (HttpOnly, SameSite=Strict, 12 hours); staff operations need it */
        staff_session?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["StaffSessionAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      403: components["responses"]["Forbidden"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  staffSignIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
        /** @description the staff session staffSignIn sets (HttpOnly, SameSite=Strict, 12 hours); staff operations need it */
        staff_session?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          email: string;
          password: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["StaffSessionAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      401: components["responses"]["BadCredentials"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_LOGIN_ACCOUNT_LOCKED: Five failed sign-ins in a row from one address lock a staff account for 15 minutes at that address (it still signs in from any other). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_LOGIN_ACCOUNT_LOCKED";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["Internal"];
    };
  };
  staffSignOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
        /** @description the staff session staffSignIn sets (HttpOnly, SameSite=Strict, 12 hours); staff operations need it */
        staff_session?: string;
      };
    };
    requestBody?: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["StaffSignedOut"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      /** @description ERR_CSRF: No session cookie, or the csrf token (X-CSRF-Token header or `_csrf` field) is not the session's: refetch getSession and retry once. ERR_FORBIDDEN: Not a signed-in staff member, or the member's role does not allow the operation (x-roles). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_CSRF" | "ERR_FORBIDDEN";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  requestBackInStock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** Format: email */
          emailAddress: string;
          /** @description the variant code */
          productCode: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** Format: email */
          emailAddress: string;
          /** @description the variant code */
          productCode: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["BackInStockAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      404: components["responses"]["NotFound"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  getLocationGroup: {
    parameters: {
      query: {
        /** @description 4-digit postcode (last 4 digits count) */
        postalCode: string;
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["LocationGroupAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  getNearestStock: {
    parameters: {
      query?: {
        /** @description a store: it and the 4 nearest it (last 4 digits count) */
        storeNumber?: string;
        /** @description a postcode: the 5 stores nearest it */
        postalCode?: string;
        /** @description lat,long: the 5 stores nearest it */
        geo?: string;
      };
      header?: never;
      path: {
        /** @description the product whose variants' stock is asked */
        baseProductCode: string;
      };
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["NearestStockAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      /** @description ERR_STORE_UNAVAILABLE: No such store. ERR_NOT_FOUND: What the call names does not exist. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"] & {
            error?: {
              /** @enum {unknown} */
              code: "ERR_STORE_UNAVAILABLE" | "ERR_NOT_FOUND";
            };
          };
        };
      };
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  getOnlineStock: {
    parameters: {
      query: {
        /** @description variant codes (repeated or comma separated) */
        variants: string[];
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["OnlineStockAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  getStoreStock: {
    parameters: {
      query: {
        /** @description the variants' base product code */
        baseProductCode?: string;
        /** @description variant codes (repeated or comma separated) */
        variants: string[];
        /** @description 4-digit store numbers (repeated or comma separated; the last 4 digits count) */
        locations: string[];
        /** @description CNC */
        deliveryTypes?: string[];
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["StoreStockAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  getNearestStores: {
    parameters: {
      query?: {
        /** @description lat,long (one of geo and encGeo is required; geo wins) */
        geo?: string;
        /** @description the point as a geohash, up to 12 characters (5 give a 5 km cell) */
        encGeo?: string;
      };
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["StoreList"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["ValidationFailed"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
  searchStores: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description only stores that have productCode in stock */
          inStockOnly?: boolean;
          /** @description suburb or postcode */
          locationText: string;
          /** @description a variant code: each store's stock of it is added */
          productCode?: string;
          /** @description a store to list first (the preferred or pickup store) */
          storeNumber?: string;
        };
        "application/x-www-form-urlencoded": {
          /** @description csrfToken from getSession, when the X-CSRF-Token header is not sent */
          _csrf?: string;
          /** @description only stores that have productCode in stock */
          inStockOnly?: boolean;
          /** @description suburb or postcode */
          locationText: string;
          /** @description a variant code: each store's stock of it is added */
          productCode?: string;
          /** @description a store to list first (the preferred or pickup store) */
          storeNumber?: string;
        };
      };
    };
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["StoreSearchAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      400: components["responses"]["ValidationFailed"];
      403: components["responses"]["CSRFRejected"];
      405: components["responses"]["MethodNotAllowed"];
      413: components["responses"]["TooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      500: components["responses"]["Internal"];
    };
  };
  getStoreDetails: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description 4-digit store number */
        storeNumber: string;
      };
      cookie?: {
        /** @description the persistent login of "remember me" (selector.validator): with no live session it makes a soft-recognised one */
        wattle_remember?: string;
        /** @description an anonymous shopper's cart token (32 hex digits); a signed-in customer's cart is the account's */
        wattle_cart?: string;
        /** @description the home delivery postcode the web app keeps (365 days); the cart's delivery postcode when none is set */
        t_hd_pc?: string;
        /** @description the web app's preferred store number (one day): getInfo's store when no customer is signed in or the account has none, and the cart's click-and-collect stock until it has a pickup store */
        t_psn?: string;
      };
    };
    requestBody?: never;
    responses: {
      /** @description Success: data is the answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["StoreAnswer"];
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Not Modified: the If-None-Match ETag is still the answer's. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: components["responses"]["StoreUnavailable"];
      405: components["responses"]["MethodNotAllowed"];
      500: components["responses"]["Internal"];
    };
  };
}

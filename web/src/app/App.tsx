import { lazy, Suspense, useEffect, useState } from "react";
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from "react-router";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Layout } from "./Layout";
import { ErrorBoundary } from "./ErrorBoundary";
import { serverMarkup, useHydrationDone } from "../lib/hydration";
import { refreshOldInitialData } from "../lib/initialData";
import HomePage from "./pages/HomePage";
import { lazyWithPreload } from "../lib/lazyWithPreload";
import { preloadBuyBox } from "./cartSlots";

// Pages other than home load on demand, so the home page's first JavaScript stays small.
const ListingPage = lazyWithPreload(() => import("./pages/ListingPage"));
// The product page's buy box is a chunk of its own (cartSlots.tsx): loaded with the page.
const ProductRoute = lazyWithPreload<Record<string, never>>(() =>
  Promise.all([import("./pages/ProductRoute"), preloadBuyBox()]).then(([m]) => m),
);
const ProductStorePage = lazyWithPreload(() => import("./pages/ProductStorePage"));
const StoreFinderPage = lazyWithPreload(() => import("./pages/StoreFinderPage"));
const StaticPage = lazyWithPreload(() => import("./pages/StaticPage"));
// The basket and the checkout are rendered on the server too, from the shopper's own answers
// (internal/page privatePage): their code is loaded before hydration like the catalogue pages'.
const BasketPage = lazyWithPreload(() => import("./pages/BasketPage"));
const FavouritesPage = lazy(() => import("./pages/FavouritesPage"));
const LoginPage = lazy(() => import("./pages/account/LoginPage"));
const ForgotPasswordPage = lazy(() => import("./pages/account/ForgotPasswordPage"));
const ResetPasswordPage = lazy(() => import("./pages/account/ResetPasswordPage"));
const AccountLockedPage = lazy(() => import("./pages/account/AccountLockedPage"));
const DeletionRequestedPage = lazy(() => import("./pages/account/DeletionRequestedPage"));
const AccountLayout = lazy(() => import("./pages/account/AccountLayout"));
const AccountOverviewPage = lazy(() => import("./pages/account/AccountOverviewPage"));
const PersonalDetailsPage = lazy(() => import("./pages/account/PersonalDetailsPage"));
const AccountDetailsPage = lazy(() => import("./pages/account/AccountDetailsPage"));
const AddressBookPage = lazy(() => import("./pages/account/AddressBookPage"));
const MyStorePage = lazy(() => import("./pages/account/MyStorePage"));
const PaymentMethodsPage = lazy(() => import("./pages/account/PaymentMethodsPage"));
const OnePassAccountPage = lazy(() => import("./pages/account/OnePassAccountPage"));
const OnePassPage = lazy(() => import("./pages/OnePassPage"));
const DeleteAccountPage = lazy(() => import("./pages/account/DeleteAccountPage"));
const NotFoundPage = lazyWithPreload(() => import("./pages/NotFoundPage"));
const CheckoutPage = lazyWithPreload(() => import("./pages/CheckoutPage"));
const ThankYouPage = lazy(() => import("./pages/ThankYouPage"));
const OrderHistoryPage = lazy(() => import("./pages/account/OrderHistoryPage"));
const CollectionDetailsPage = lazy(() => import("./pages/account/CollectionDetailsPage"));
const StoreOrderPage = lazy(() => import("./pages/account/StoreOrderPage"));
const StoreOrderSummaryPage = lazy(() => import("./pages/account/StoreOrderSummaryPage"));
const TrackOrderPage = lazy(() => import("./pages/TrackOrderPage"));
const ReturnsPage = lazy(() => import("./pages/ReturnsPage"));
const ReturnLabelPage = lazy(() => import("./pages/ReturnLabelPage"));
// The staff back office (/staff/*): one lazy bundle with its own routes, outside the shop's layout.
const StaffApp = lazy(() => import("./pages/staff/StaffApp"));

/**
 * The handle of the routes whose pages the server renders (internal/page prerendered: the catalogue
 * pages, the same for every shopper; privateAnswer: the basket and the checkout, from the shopper's
 * own answers): the server's router is made of these alone.
 */
export const serverRendered = { serverRendered: true };

/** The checkout's route: its own error boundary, and its page's code loadable ahead (preload). */
function CheckoutRoute() {
  return (
    <ErrorBoundary resetKey="/spc">
      <Suspense fallback={null}>
        <CheckoutPage />
      </Suspense>
    </ErrorBoundary>
  );
}
CheckoutRoute.preload = CheckoutPage.preload;

export const routes: RouteObject[] = [
  // The single-page checkout has its own calm frame (no header menus): outside the shop's layout.
  { path: "/spc", element: <CheckoutRoute />, handle: serverRendered },
  {
    path: "/staff/*",
    element: (
      <ErrorBoundary resetKey="/staff">
        <Suspense fallback={null}>
          <StaffApp />
        </Suspense>
      </ErrorBoundary>
    ),
  },
  {
    element: <Layout />,
    children: [
      { path: "/", element: <HomePage />, handle: serverRendered },
      { path: "/search", element: <ListingPage mode="search" />, handle: serverRendered },
      { path: "/c/:collectionId", element: <ListingPage mode="collection" />, handle: serverRendered },
      { path: "/b/:facetName/:facetValue", element: <ListingPage mode="facet" />, handle: serverRendered },
      {
        path: "/p/:encodedName/:productId",
        element: <ProductRoute />,
        handle: serverRendered,
        children: [
          { index: true, element: null },
          { path: "store", element: <ProductStorePage /> },
        ],
      },
      { path: "/stores", element: <StoreFinderPage /> },
      { path: "/basket", element: <BasketPage />, handle: serverRendered },
      { path: "/checkout/thank-you/:orderCode", element: <ThankYouPage /> },
      { path: "/favourites", element: <FavouritesPage /> },
      { path: "/onepass", element: <OnePassPage /> },
      { path: "/login", element: <LoginPage /> },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/account-locked", element: <AccountLockedPage /> },
      { path: "/account-deletion-requested", element: <DeletionRequestedPage /> },
      { path: "/account", element: <Navigate to="/my-account" replace /> },
      {
        path: "/my-account",
        element: <AccountLayout />,
        children: [
          { index: true, element: <AccountOverviewPage /> },
          { path: "personal-details", element: <PersonalDetailsPage /> },
          { path: "account-details", element: <AccountDetailsPage /> },
          { path: "address-book", element: <AddressBookPage /> },
          { path: "my-store", element: <MyStorePage /> },
          { path: "payment-methods", element: <PaymentMethodsPage /> },
          { path: "onepass", element: <OnePassAccountPage /> },
          { path: "delete-account", element: <DeleteAccountPage /> },
          { path: "order-details", element: <OrderHistoryPage /> },
          { path: "collection-details/:orderCode", element: <CollectionDetailsPage /> },
          { path: "store-order/:orderCode", element: <StoreOrderPage /> },
          { path: "store-order-summary/:orderCode", element: <StoreOrderSummaryPage /> },
        ],
      },
      { path: "/track-order", element: <TrackOrderPage /> },
      { path: "/returns", element: <ReturnsPage /> },
      { path: "/returns/label/:returnCode", element: <ReturnLabelPage /> },
      { path: "/help/:page", element: <StaticPage /> },
      { path: "/modal/:page", element: <StaticPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function App({ client }: { client: QueryClient }) {
  // One router for the app's lifetime (a new one per render would drop history and scroll state).
  // On a page the server rendered the router is told so (hydrationData; no route has a loader): its
  // scroll restoration then leaves the first view alone. A shopper may have scrolled (or the browser
  // restored a reload's position) while the code was loading; it used to jump back to the top.
  const [router] = useState(() =>
    createBrowserRouter(routes, serverMarkup() ? { hydrationData: {} } : undefined),
  );
  // Once the server's markup is taken over, later renders read the browser's state at once.
  useHydrationDone();
  // Inlined answers a CDN kept for some minutes are asked for again, after hydration.
  useEffect(() => void refreshOldInitialData(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

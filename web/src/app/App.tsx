import { lazy, useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Layout } from "./Layout";
import HomePage from "./pages/HomePage";

// Pages other than home load on demand, so the home page's first JavaScript stays small.
const ListingPage = lazy(() => import("./pages/ListingPage"));
const ProductPage = lazy(() => import("./pages/ProductPage"));
const StaticPage = lazy(() => import("./pages/StaticPage"));
const BasketPage = lazy(() => import("./pages/BasketPage"));
const FavouritesPage = lazy(() => import("./pages/FavouritesPage"));
const AccountPage = lazy(() => import("./pages/AccountPage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));

export const routes = [
  {
    element: <Layout />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/search", element: <ListingPage mode="search" /> },
      { path: "/c/:collectionId", element: <ListingPage mode="collection" /> },
      { path: "/b/:facetName/:facetValue", element: <ListingPage mode="facet" /> },
      { path: "/p/:encodedName/:productId", element: <ProductPage /> },
      { path: "/basket", element: <BasketPage /> },
      { path: "/favourites", element: <FavouritesPage /> },
      { path: "/account", element: <AccountPage /> },
      { path: "/help/:page", element: <StaticPage /> },
      { path: "/modal/:page", element: <StaticPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function App({ client }: { client: QueryClient }) {
  // One router for the app's lifetime (a new one per render would drop history and scroll state).
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

// The server's renderer: the Go server runs this bundle (vite.ssr.config.ts) in an embedded
// JavaScript engine and calls render for a catalogue page, with the API answers the page starts
// from. The same routes and components as the browser's, so the markup the browser hydrates is the
// markup the server sent (docs/decisions.md "First paint from the server").
import "./polyfills";
import { renderToString } from "react-dom/server.browser";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { routes, serverRendered } from "../app/App";
import { preloadBuyBox } from "../app/cartSlots";
import { preloadElements } from "../lib/lazyWithPreload";

interface Answer {
  key: string;
  data: unknown;
}

/** Renders url's page with the given answers (a JSON array of {key, data}) in the query cache. */
function render(url: string, answers: string): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, enabled: false } },
  });
  for (const a of JSON.parse(answers) as Answer[]) client.setQueryData([a.key], a.data);
  const router = createMemoryRouter(rendered, { initialEntries: [url] });
  const html = renderToString(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  client.clear();
  return html;
}

// The server renders the catalogue pages only (App.tsx's serverRendered routes, inside the layout):
// a router made of those ranks a handful of routes per render instead of every page's. The pages'
// markup is the same, as a page's routes and their elements are the same objects.
function renderedOnly(list: RouteObject[]): RouteObject[] {
  return list.flatMap((r) => {
    if (r.handle === serverRendered) return [r];
    const children = renderedOnly(r.children ?? []);
    return children.length > 0 ? [{ ...r, children } as RouteObject] : [];
  });
}
const rendered = renderedOnly(routes);

// Every page's code is in this bundle: have it all resolved before the first render (the host runs
// the pending jobs after loading the bundle), so no part of a page is left to the browser.
function elementsOf(list: RouteObject[]): unknown[] {
  return list.flatMap((r) => [r.element, ...elementsOf(r.children ?? [])]);
}
void preloadElements(elementsOf(routes));
void preloadBuyBox();

(globalThis as unknown as { render: typeof render }).render = render;

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
import { keepingParts } from "../lib/keptParts";

interface Answer {
  key: string;
  data: unknown;
}

/**
 * Renders url's page with the given answers (JSON arrays of {key, data}) in the query cache: the
 * page's own, and those shared by every page (the menu, the environment) when the host sends them
 * apart.
 */
function render(url: string, answers: string, shared = "[]"): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, enabled: false } },
  });
  for (const a of JSON.parse(answers) as Answer[]) client.setQueryData([a.key], a.data);
  for (const a of sharedAnswers(shared)) client.setQueryData([a.key], a.data);
  const router = createMemoryRouter(rendered, { initialEntries: [url] });
  const html = keepingParts(() =>
    renderToString(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
  client.clear();
  return html;
}

// The answers every page shares are the same text from one page to the next until the catalogue
// changes: parsed once, not for every page (the menu is two thirds of a product page's answers, and
// its parse a tenth of the render). Frozen, so no page can change what the next one renders from.
let kept: { text: string; answers: readonly Answer[] } = { text: "[]", answers: [] };
function sharedAnswers(text: string): readonly Answer[] {
  if (text !== kept.text) kept = { text, answers: deepFreeze(JSON.parse(text) as Answer[]) };
  return kept.answers;
}

function deepFreeze<T>(v: T): T {
  if (typeof v === "object" && v !== null && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

// The server renders the catalogue pages, the basket and the checkout only (App.tsx's serverRendered routes):
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

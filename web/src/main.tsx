// Global styles first: page and component modules come after them and win where both set a property
// (.container's padding against a page's own padding).
import "./styles/global.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes } from "react-router";
import { QueryClient } from "@tanstack/react-query";
import { App, routes } from "./app/App";
import { seedInitialData } from "./lib/initialData";
import { startHydration } from "./lib/hydration";
import { preloadElements } from "./lib/lazyWithPreload";

const client = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 } },
});
seedInitialData(client);

const root = document.getElementById("root");
const app = (
  <StrictMode>
    <App client={client} />
  </StrictMode>
);
if (root?.firstElementChild) {
  // The server rendered this page (catalogue pages, internal/ssr): take its markup over, once the
  // code of the page's own parts is here (lib/lazyWithPreload.ts). The markup is on screen meanwhile.
  const matched = matchRoutes(routes, window.location) ?? [];
  void preloadElements(matched.map((m) => m.route.element))
    .catch(() => undefined)
    .then(() => {
      startHydration();
      // In a transition: React takes the markup over in slices of a few milliseconds, yielding to
      // the browser between them, instead of in one long task that would hold up a tap or a key.
      // A press meanwhile is held by the server's inline script until the root is taken over
      // (lib/hydration.ts), so none reaches markup React is halfway through.
      startTransition(() => {
        hydrateRoot(root, app);
      });
    });
} else if (root) {
  createRoot(root).render(app);
}

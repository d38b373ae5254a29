// Global styles first: page and component modules come after them and win where both set a property
// (.container's padding against a page's own padding).
import "./styles/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClient } from "@tanstack/react-query";
import { App } from "./app/App";
import { seedInitialData } from "./lib/initialData";

const client = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 } },
});
seedInitialData(client);

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  );
}

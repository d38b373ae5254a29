import type { QueryClient } from "@tanstack/react-query";

// The server inlines the page's first API answer as {"key": apiUrl, "data": …}; seeding the query
// cache with it means the first paint needs no round trip.
export function seedInitialData(client: QueryClient, doc: Document = document): string | undefined {
  const el = doc.getElementById("initial-data");
  if (!el?.textContent) return undefined;
  try {
    const { key, data } = JSON.parse(el.textContent) as { key: string; data: unknown };
    if (typeof key === "string" && data !== undefined) {
      client.setQueryData([key], data);
      return key;
    }
  } catch {
    // A broken inline answer only costs a round trip.
  }
  return undefined;
}

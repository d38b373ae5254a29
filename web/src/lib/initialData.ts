import type { QueryClient } from "@tanstack/react-query";

// The server inlines the answers the page starts from as [{"key": apiUrl, "data": …}, …] (for a page it
// rendered, every answer its markup was rendered from); seeding the query cache with them means the
// first paint needs no round trip and hydration renders what the server rendered.
export function seedInitialData(client: QueryClient, doc: Document = document): string[] {
  const el = doc.getElementById("initial-data");
  if (!el?.textContent) return [];
  try {
    const parsed = JSON.parse(el.textContent) as unknown;
    const seeded: string[] = [];
    for (const a of Array.isArray(parsed) ? parsed : [parsed]) {
      const { key, data } = (a ?? {}) as { key?: unknown; data?: unknown };
      if (typeof key === "string" && data !== undefined) {
        client.setQueryData([key], data);
        seeded.push(key);
      }
    }
    return seeded;
  } catch {
    // A broken inline answer only costs a round trip.
    return [];
  }
}

import type { QueryClient } from "@tanstack/react-query";

// The server inlines the answers the page starts from as [{"key": apiUrl, "data": …, "at": ms}, …] (for
// a page it rendered, every answer its markup was rendered from); seeding the query cache with them
// means the first paint needs no round trip and hydration renders what the server rendered. "at" is
// when the server made the answer: a page kept by a CDN for some minutes carries old answers, which
// the app asks for again once it has taken the page over (refreshOldInitialData): they are seeded as
// fresh, so that hydration renders exactly what the server did.

/** An inlined answer older than this is asked for again after hydration: the app's staleTime. */
export const INITIAL_DATA_MAX_AGE_MS = 60_000;

let old: string[] = [];

export function seedInitialData(client: QueryClient, doc: Document = document, now = Date.now()): string[] {
  old = [];
  const el = doc.getElementById("initial-data");
  if (!el?.textContent) return [];
  try {
    const parsed = JSON.parse(el.textContent) as unknown;
    const seeded: string[] = [];
    for (const a of Array.isArray(parsed) ? parsed : [parsed]) {
      const { key, data, at } = (a ?? {}) as { key?: unknown; data?: unknown; at?: unknown };
      if (typeof key === "string" && data !== undefined) {
        client.setQueryData([key], data);
        seeded.push(key);
        if (typeof at === "number" && now - at > INITIAL_DATA_MAX_AGE_MS) old.push(key);
      }
    }
    return seeded;
  } catch {
    // A broken inline answer only costs a round trip.
    return [];
  }
}

/**
 * Asks again for the inlined answers that were old when the page arrived (a page a CDN kept for a
 * few minutes): called once the app has taken the page over, so the refetch cannot change what
 * hydration renders. Returns the keys asked for.
 */
export function refreshOldInitialData(client: QueryClient): string[] {
  const keys = old;
  old = [];
  for (const key of keys) void client.invalidateQueries({ queryKey: [key], exact: true });
  return keys;
}

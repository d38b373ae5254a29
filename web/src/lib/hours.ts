// Store opening hours in words, one format wherever they are shown (the store finder and picker,
// an order's collection details).

/** "09:00" → "9am", "17:30" → "5:30pm". */
function clock(hm: string): string {
  const [h = 0, m = 0] = hm.split(":").map(Number);
  const suffix = h >= 12 ? "pm" : "am";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return m ? `${h12}:${String(m).padStart(2, "0")}${suffix}` : `${h12}${suffix}`;
}

/** Opening hours as the server sends them ("09:00-17:30") in words: "9am – 5:30pm"; "" is closed. */
export function formatHours(hours: string): string {
  const m = /^(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})$/.exec(hours.trim());
  if (!hours.trim()) return "Closed";
  return m && m[1] && m[2] ? `${clock(m[1])} – ${clock(m[2])}` : hours;
}

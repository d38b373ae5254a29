/**
 * Writes a whole number as an Australian shopper reads it: 1,234,567. Written out rather than taken
 * from toLocaleString: that builds a number format for every call (a card's review count, a facet's
 * count), on the shopper's phone and in the server's renderer alike, and the server's renderer has
 * only en-US locale data, while both sides must write the same text.
 */
export function formatCount(n: number): string {
  const whole = Math.trunc(n);
  const digits = Math.abs(whole).toString();
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ",";
    out += digits[i];
  }
  return whole < 0 ? `-${out}` : out;
}

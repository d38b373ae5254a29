// Money arrives as {value, formattedValue}; the UI formats any amount it computes the same way.

import { formatCount } from "./numbers";

export interface Money {
  value: number;
  formattedValue: string;
}

/**
 * Formats dollars as an Australian shopper reads them: $1,234.50, -$5.00. Written out rather than
 * taken from Intl.NumberFormat: the server's renderer has only en-US locale data (which writes
 * A$1,234.50), and both sides must write the same text.
 */
export function formatMoney(value: number): string {
  const cents = Math.round(Math.abs(value) * 100);
  const grouped = formatCount(Math.floor(cents / 100));
  const sign = value < 0 && cents > 0 ? "-" : "";
  return `${sign}$${grouped}.${(cents % 100).toString().padStart(2, "0")}`;
}

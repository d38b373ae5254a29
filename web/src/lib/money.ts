// Money arrives as {value, formattedValue}; the UI formats any amount it computes the same way.

export interface Money {
  value: number;
  formattedValue: string;
}

const aud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" });

/** Formats dollars as an Australian shopper reads them: $1,234.50. */
export function formatMoney(value: number): string {
  return aud.format(value);
}

// The shop's cookies (docs/web.md#browser-storage): t_psn (preferred store number) and t_hd_pc (home delivery postcode).

export const PREFERRED_STORE_COOKIE = "t_psn";
export const DELIVERY_POSTCODE_COOKIE = "t_hd_pc";

export function readCookie(name: string): string {
  for (const part of document.cookie.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return "";
}

export function writeCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * 864e5).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

// Where the shopper goes after signing in or out (docs/web.md, "Navigation rules").

/** The account area: pages that need a hard sign-in. */
export const ACCOUNT_HOME = "/my-account";

/** A protected route: after sign-out the shopper cannot stay on it. */
export const isProtectedPath = (pathname: string) =>
  pathname === ACCOUNT_HOME || pathname.startsWith(`${ACCOUNT_HOME}/`);

/**
 * Only a path on this shop is followed (an absolute or protocol-relative URL from a query
 * parameter would make the sign-in form an open redirect).
 */
export function safeRedirect(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (!url.startsWith("/") || url.startsWith("//") || url.startsWith("/\\")) return undefined;
  return url;
}

/**
 * After sign-out: the home page from a protected route; elsewhere the basket when the single-page
 * basket is off, else the home page. The single-page basket is on in this shop (docs/decisions.md),
 * so in practice every sign-out lands on the home page.
 */
export function afterSignOutPath(pathname: string, singlePageBasket = true): string {
  if (isProtectedPath(pathname)) return "/";
  return singlePageBasket ? "/" : "/basket";
}

/** The forgot-password page, prefilled with the e-mail typed so far. */
export function forgotPasswordPath(email: string | undefined): string {
  const e = email?.trim();
  return e ? `/forgot-password?${new URLSearchParams({ username: e })}` : "/forgot-password";
}

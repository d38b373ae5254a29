// The one API client: unwraps the envelope, carries the csrf token on every non-GET call and, on a
// 403, refetches the session and retries once (docs/api.md, docs/errors.md "ERR_CSRF"). The shapes it
// carries are the server's OpenAPI document's, generated into api-types.ts (make web-api-types).
import type { components, operations } from "./api-types";

/** A schema of the server's OpenAPI document by name (docs/decisions.md "API contract"). */
export type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];

type SuccessData<R> = R extends { 200: { content: { "application/json": { data: infer D } } } }
  ? D
  : R extends { 201: { content: { "application/json": { data: infer D } } } }
    ? D
    : never;

/** What an operation answers on success: its envelope's `data`. */
export type Answer<Op extends keyof operations> = SuccessData<operations[Op]["responses"]>;

/** An operation's query parameters, as the document names them. */
export type QueryParams<Op extends keyof operations> = NonNullable<operations[Op]["parameters"]["query"]>;

/**
 * An operation's query parameters as a URL carries them: text (lists comma-separated, numbers and
 * flags written out), under the names the document gives, required where it requires them.
 */
export type QueryText<Op extends keyof operations> = { [K in keyof QueryParams<Op>]: string };

/** An operation's JSON body, less the `_csrf` field the client adds itself. */
export type RequestBody<Op extends keyof operations> = operations[Op] extends {
  requestBody?: { content: { "application/json": infer B } };
}
  ? Omit<B, "_csrf">
  : never;

/**
 * A failure's `error` (docs/errors.md). A checkout error names the checkout section that shows it and
 * the server's message key (docs/checkout.md "Place-order errors"); other errors send neither. The
 * section is read as any text, so one this build does not know still reaches the code that places it.
 */
export type ApiErrorBody = Omit<Schema<"Error">, "section"> & { section?: string };

/** One item of a cart call the server refused, with its code (docs/cart.md "Item answers"). */
export type ApiErrorItem = Schema<"CartItemError">;

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: Record<string, string>;
  readonly accountLockReasonCode: string;
  readonly errorItems: ApiErrorItem[];
  /** The checkout section the server places this error in; undefined when it named none. */
  readonly section: string | undefined;
  /** The server's message key for this error; undefined when it sent none. */
  readonly messageKey: string | undefined;
  /** Seconds from a 429's Retry-After header, when the server sent one. */
  readonly retryAfter: number | undefined;
  constructor(status: number, body: ApiErrorBody, retryAfter?: number) {
    super(body.message);
    this.name = "ApiError";
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
    this.accountLockReasonCode = body.accountLockReasonCode ?? "";
    this.errorItems = body.errorItems ?? [];
    this.section = body.section || undefined;
    this.messageKey = body.messageKey || undefined;
    this.retryAfter = retryAfter;
  }
}

interface Envelope<T> {
  success: boolean;
  data?: T;
  error?: ApiErrorBody;
}

function retryAfterSeconds(res: Response): number | undefined {
  const v = res.headers.get("Retry-After");
  if (!v) return undefined;
  const n = Number(v);
  if (Number.isFinite(n)) return n;
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.round((at - Date.now()) / 1000));
}

async function unwrap<T>(res: Response): Promise<T> {
  let body: Envelope<T> | undefined;
  try {
    body = (await res.json()) as Envelope<T>;
  } catch {
    throw new ApiError(res.status, {
      code: "unsuccessful",
      message: res.statusText || "The shop could not be reached.",
    });
  }
  if (!res.ok || !body.success) {
    throw new ApiError(
      res.status,
      body.error ?? { code: "unsuccessful", message: res.statusText },
      retryAfterSeconds(res),
    );
  }
  return body.data as T;
}

/** GET an API URL (path and query) and return its data. */
export async function apiGet<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, {
    headers: { Accept: "application/json" },
    credentials: "same-origin",
    signal,
  });
  return unwrap<T>(res);
}

/** The session's customer; every field is empty for an anonymous shopper (docs/decisions.md "API"). */
export type SessionCustomer = Schema<"SessionCustomer">;

/** getSession's answer; `loginRequired` is true for a soft-recognised ("remember me") session. */
export type SessionInfo = Answer<"getSession">;

/**
 * getInfo's URL, its query key: features/location asks for it (api/getInfo.ts) and features/cart
 * refreshes it by this prefix after a cart or store change; the one place both read it from.
 */
export const INFO_URL = "/api/info";

/** Session and environment are reused for 5 minutes (300000 ms). */
export const SESSION_TTL_MS = 300_000;

let session: { info: SessionInfo; at: number } | undefined;
let pending: Promise<SessionInfo> | undefined;

/** The current session, fetched once and reused for five minutes unless invalidated. */
export async function getSession(force = false): Promise<SessionInfo> {
  if (!force && session && Date.now() - session.at < SESSION_TTL_MS) return session.info;
  // Callers that ask at the same moment share one request.
  if (!force && pending) return pending;
  const p = apiGet<SessionInfo>("/api/session").then(
    (info) => {
      session = { info, at: Date.now() };
      if (pending === p) pending = undefined;
      return info;
    },
    (err: unknown) => {
      if (pending === p) pending = undefined;
      throw err;
    },
  );
  pending = p;
  return p;
}

/**
 * Forget the cached session so the next call refetches it. Called after a 403 and after every call
 * that rotates the session server-side (sign-in, sign-out, register): the csrf token changes with it.
 */
export function invalidateSession(): void {
  session = undefined;
  pending = undefined;
}

type Body = Record<string, unknown>;

interface SendOptions {
  /** Send the body form-encoded (application/x-www-form-urlencoded) with _csrf as a field. */
  form?: boolean;
  /** Retry once after a 403 with a fresh session (the default). */
  retry?: boolean;
}

function formBody(body: Body, csrfToken: string): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined || v === null) continue;
    p.append(k, String(v));
  }
  p.set("_csrf", csrfToken);
  return p;
}

/**
 * Every state-changing call goes through here: the csrf token from the session (a header for JSON,
 * the _csrf field for a form), and on a 403 the session is refetched and the call retried once.
 */
async function send<T>(method: "POST" | "PUT", url: string, body: Body, opts: SendOptions): Promise<T> {
  const { csrfToken } = await getSession();
  const headers: Record<string, string> = { Accept: "application/json", "X-CSRF-Token": csrfToken };
  let payload: string | URLSearchParams;
  if (opts.form) {
    payload = formBody(body, csrfToken);
  } else {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const res = await fetch(url, { method, credentials: "same-origin", headers, body: payload });
  if (res.status === 403 && opts.retry !== false) {
    // A locked account's sign-in is a 403 too; only the csrf rejection is worth a retry.
    const copy = res.clone();
    const code = await copy
      .json()
      .then((b: Envelope<unknown>) => b.error?.code)
      .catch(() => undefined);
    if (code === undefined || code === "ERR_CSRF") {
      invalidateSession();
      await getSession(true);
      return send<T>(method, url, body, { ...opts, retry: false });
    }
  }
  return unwrap<T>(res);
}

/** POST JSON with the csrf token; a 403 refetches the session and retries once. */
export function apiPost<T>(url: string, body: Body, retry = true): Promise<T> {
  return send<T>("POST", url, body, { retry });
}

/** POST form fields (application/x-www-form-urlencoded) with _csrf; same retry as apiPost. */
export function apiPostForm<T>(url: string, body: Body, retry = true): Promise<T> {
  return send<T>("POST", url, body, { form: true, retry });
}

/** PUT JSON with the csrf token; same retry as apiPost. */
export function apiPut<T>(url: string, body: Body = {}, retry = true): Promise<T> {
  return send<T>("PUT", url, body, { retry });
}

/** DELETE with the csrf header (no body); same envelope and 403 retry. */
export async function apiDelete<T>(url: string, retry = true): Promise<T> {
  const { csrfToken } = await getSession();
  const res = await fetch(url, {
    method: "DELETE",
    credentials: "same-origin",
    headers: { Accept: "application/json", "X-CSRF-Token": csrfToken },
  });
  let body: { success?: boolean; data?: T; error?: ApiErrorBody } | undefined;
  try {
    body = (await res.json()) as typeof body;
  } catch {
    body = undefined;
  }
  if (res.status === 403 && retry && (!body?.error || body.error.code === "ERR_CSRF")) {
    invalidateSession();
    await getSession(true);
    return apiDelete<T>(url, false);
  }
  if (!res.ok || !body?.success) {
    throw new ApiError(
      res.status,
      body?.error ?? { code: "unsuccessful", message: res.statusText || "The shop could not be reached." },
    );
  }
  return body.data as T;
}

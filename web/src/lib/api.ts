// The one API client: unwraps the envelope, carries the csrf token on every non-GET call and, on a
// 403, refetches the session and retries once (seed 001 §7.13).

export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: Record<string, string>;
  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = "ApiError";
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
  }
}

interface Envelope<T> {
  success: boolean;
  data?: T;
  error?: ApiErrorBody;
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
    throw new ApiError(res.status, body.error ?? { code: "unsuccessful", message: res.statusText });
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

export interface SessionInfo {
  csrfToken: string;
  mobileApp: boolean;
  guest: boolean;
  customer: { email: string; firstName: string; lastName: string; accountLocked: boolean };
}

/** Session and environment are reused for 5 minutes (seed 001 §9: 300000 ms). */
export const SESSION_TTL_MS = 300_000;

let session: { info: SessionInfo; at: number } | undefined;

/** The current session, fetched once and reused for five minutes unless invalidated. */
export async function getSession(force = false): Promise<SessionInfo> {
  if (!force && session && Date.now() - session.at < SESSION_TTL_MS) return session.info;
  const info = await apiGet<SessionInfo>("/api/session");
  session = { info, at: Date.now() };
  return info;
}

/** Forget the cached session so the next call refetches it. */
export function invalidateSession(): void {
  session = undefined;
}

/** POST JSON (or form fields) with the csrf token; a 403 refetches the session and retries once. */
export async function apiPost<T>(url: string, body: Record<string, unknown>, retry = true): Promise<T> {
  const { csrfToken } = await getSession();
  const res = await fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/json", "X-CSRF-Token": csrfToken },
    body: JSON.stringify(body),
  });
  if (res.status === 403 && retry) {
    invalidateSession();
    await getSession(true);
    return apiPost<T>(url, body, false);
  }
  return unwrap<T>(res);
}

// Paydock's browser SDK (the live card gateway, docs/payments.md): one <script> that defines
// window.paydock, loaded on demand, and the little of its API the checkout uses. The card fields are
// Paydock's HtmlWidget (an iframe of Paydock's own page: the card number never touches ours), which
// answers a one-time token; a 3-D Secure challenge is its Canvas3ds widget, after which the server,
// never the browser, asks Paydock how it went. The interfaces below describe only what we call.

/** Paydock's SDK bundle (the server's paydock.WidgetScriptURL). */
export const PAYDOCK_SCRIPT_URL = "https://widget.paydock.com/sdk/latest/widget.umd.min.js";
/** How long the script may take before the fields say they did not load. */
export const PAYDOCK_LOAD_TIMEOUT_MS = 20_000;
/** What placeOrder's challengeUrl starts with when the challenge is Paydock's Canvas3ds. */
export const PAYDOCK_CHALLENGE_PREFIX = "paydock:canvas3ds?";

export type PaydockEnv = "sandbox" | "production";

/** What every widget event carries. */
export interface PaydockEventData {
  event?: string;
  purpose?: string;
  message_source?: string;
  ref_id?: string;
  widget_id?: string;
}

/** "finish": the one-time token of what the shopper typed. */
export interface PaydockFinishData extends PaydockEventData {
  payment_source?: string;
  /** Not documented on finish; taken when present. */
  card_scheme?: string;
  card_number_last4?: string;
}

/** "metaChange": what the widget knows of the card being typed. */
export interface PaydockMetaData extends PaydockEventData {
  type?: string;
  gateway_type?: string;
  card_scheme?: string;
  card_number_last4?: string;
  card_number_length?: number | string;
}

/** "validation" and "validationError": the form's state. */
export interface PaydockValidationData extends PaydockEventData {
  form_valid?: boolean;
  invalid_fields?: string[];
  invalid_showed_fields?: string[];
}

export interface PaydockWidgetEvents {
  afterLoad: PaydockEventData;
  submit: PaydockEventData;
  finish: PaydockFinishData;
  validation: PaydockValidationData;
  validationError: PaydockValidationData;
  systemError: PaydockEventData & { message?: string };
  metaChange: PaydockMetaData;
  resize: PaydockEventData & { height?: number };
}

/** `new paydock.HtmlWidget(selector, publicKey, gatewayId[, paymentType])`: the card fields. */
export interface PaydockHtmlWidget {
  setEnv(env: PaydockEnv): void;
  /** "submit_button": we submit with trigger("submit_form") from our own Place order button. */
  setHiddenElements(elements: string[]): void;
  /** The widget's iframe follows its content's height. */
  useAutoResize(): void;
  on<E extends keyof PaydockWidgetEvents>(event: E, cb: (data: PaydockWidgetEvents[E]) => void): void;
  /** "submit_form" submits the widget's form: "finish" with the token, or "validationError". */
  trigger(name: "submit_form" | "tab"): void;
  load(): void;
}

/** Canvas3ds's events: each carries the 3-D Secure charge's id (and a status on some). */
export interface PaydockCanvasEventData {
  charge_3ds_id?: string;
  status?: string;
}

export type PaydockCanvasEvent =
  | "chargeAuthSuccess"
  | "chargeAuthReject"
  | "chargeAuth"
  | "chargeAuthChallenge"
  | "chargeAuthDecoupled"
  | "chargeAuthInfo"
  | "additionalDataCollectReject"
  | "error";

/** `new paydock.Canvas3ds(selector, token)`: the issuer's 3-D Secure challenge. */
export interface PaydockCanvas3ds {
  setEnv(env: PaydockEnv): void;
  on(event: PaydockCanvasEvent, cb: (data: PaydockCanvasEventData) => void): void;
  load(): void;
}

export interface PaydockSDK {
  HtmlWidget: new (
    selector: string,
    publicKey: string,
    gatewayId: string,
    paymentType?: string,
  ) => PaydockHtmlWidget;
  Canvas3ds: new (selector: string, token: string) => PaydockCanvas3ds;
}

declare global {
  interface Window {
    /** Set by the SDK's script. */
    paydock?: PaydockSDK;
  }
}

/** The SDK when its script has run (window.paydock with the widgets we use). */
function loaded(): PaydockSDK | null {
  const sdk = window.paydock;
  return sdk && typeof sdk.HtmlWidget === "function" && typeof sdk.Canvas3ds === "function" ? sdk : null;
}

let pending: Promise<PaydockSDK> | null = null;

/**
 * Loads Paydock's SDK (its origin is in the page's CSP): one <script>, added once; every caller while it
 * loads shares the same promise. It rejects when the script fails or has not run within 20 s (the
 * element is then removed, so that a later call tries again).
 */
export function loadPaydock(
  scriptUrl: string = PAYDOCK_SCRIPT_URL,
  timeoutMs: number = PAYDOCK_LOAD_TIMEOUT_MS,
): Promise<PaydockSDK> {
  const ready = loaded();
  if (ready) return Promise.resolve(ready);
  if (pending) return pending;
  const attempt = new Promise<PaydockSDK>((resolve, reject) => {
    const script = document.createElement("script");
    const settle = (sdk: PaydockSDK | null, why: string) => {
      clearTimeout(timer);
      script.removeEventListener("load", onLoad);
      script.removeEventListener("error", onError);
      if (pending === attempt) pending = null;
      if (sdk) {
        resolve(sdk);
        return;
      }
      script.remove();
      reject(new Error(`Paydock's SDK did not load: ${why}`));
    };
    const onLoad = () => {
      const sdk = loaded();
      settle(sdk, sdk ? "" : "the script defined no window.paydock");
    };
    const onError = () => settle(null, "the script failed");
    const timer = setTimeout(() => settle(null, `no answer in ${timeoutMs} ms`), timeoutMs);
    script.addEventListener("load", onLoad);
    script.addEventListener("error", onError);
    script.src = scriptUrl;
    script.async = true;
    script.dataset.paydockSdk = "";
    document.head.appendChild(script);
  });
  pending = attempt;
  return attempt;
}

/** The Canvas3ds token of a `paydock:canvas3ds?token=…` challenge URL, or null for any other URL. */
export function parsePaydockChallenge(url: string): string | null {
  if (!url.startsWith(PAYDOCK_CHALLENGE_PREFIX)) return null;
  const token = new URLSearchParams(url.slice(PAYDOCK_CHALLENGE_PREFIX.length)).get("token");
  return token ? token : null;
}

/** Whether a challenge URL is Paydock's (there is no page to frame, token or not). */
export function isPaydockChallenge(url: string): boolean {
  return url.startsWith("paydock:");
}

/**
 * Gives every iframe the SDK puts into container a title (our name for it) unless it has one, so a
 * screen reader names the frame as it names our own. Returns the function that stops watching.
 */
export function titleInjectedFrames(container: HTMLElement, title: string): () => void {
  const apply = () => {
    container.querySelectorAll("iframe").forEach((f) => {
      if (!f.title) f.title = title;
    });
  };
  apply();
  const watch = new MutationObserver(apply);
  watch.observe(container, { childList: true, subtree: true });
  return () => watch.disconnect();
}

/** A CSS id from React's useId (which may hold characters a selector would need escaped). */
export function widgetId(reactId: string, prefix: string): string {
  return `${prefix}-${reactId.replace(/[^A-Za-z0-9_-]/g, "")}`;
}

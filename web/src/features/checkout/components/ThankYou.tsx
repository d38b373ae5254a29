import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { ApiError } from "../../../lib/api";
import { passwordRule } from "../../../lib/validation";
import { Checkbox, Notice, TextField } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { Icon } from "../../../components/ui/Icon";
import { OrderTotals, modeFee } from "../../../components/ui/OrderTotals";
import li from "../../../components/ui/lineItems.module.css";
import { linkOrder } from "../api/linkOrder";
import { reducedMotion } from "../motion";
import { fieldMessage, messages } from "../messages";
import { addressLines, cardName, storeLines } from "../rules";
import type { Order, OrderPayment } from "../types";
import s from "../checkout.module.css";

const METHOD_NAMES: Record<string, string> = {
  card: "Card",
  paypal: "PayPal",
  afterpay: "Afterpay",
  zip: "Zip",
  applepay: "Apple Pay",
  flypay: "Flypay",
  giftcard: "Gift card",
};

export function paymentLine(p: OrderPayment): string {
  const method = METHOD_NAMES[p.method] ?? p.method;
  // A wallet's "card type" is often the method itself (PayPal's is "paypal"): said once.
  const card = p.cardType && p.cardType.toLowerCase() !== p.method.toLowerCase() ? cardName(p.cardType) : "";
  const label = card && card !== method ? `${method} · ${card}` : method;
  return p.last4 ? `${label} ending ${p.last4}` : label;
}

const placedFormat = new Intl.DateTimeFormat("en-AU", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Australia/Melbourne",
});

/**
 * The thank-you page's content: the order number (large, digits), where the confirmation went, what
 * happens next, delivery or collection, the items, payments and totals.
 */
export function ThankYou({ order, linkForm }: { order: Order; linkForm?: ReactNode }) {
  const placed = order.placed ? new Date(order.placed) : null;
  const collecting = order.deliveryMode === "CNC" && order.pickup;
  const thankYouFee = modeFee(order.deliveryFee, order.bulkyFee, order.giftCardDeliveryFee);
  return (
    <div className={s.thanks}>
      <div className={s.thanksHero}>
        <span className={s.thanksIcon} aria-hidden="true">
          <Icon name="check" size={28} />
        </span>
        <div>
          <h1 className={s.thanksTitle}>Thank you for your order</h1>
          <p className={s.orderNumber}>
            Order number <strong data-testid="order-number">{order.code}</strong>
          </p>
          <p>
            We've sent a confirmation to <strong>{order.email}</strong>.
            {placed && !Number.isNaN(placed.getTime()) ? ` Placed ${placedFormat.format(placed)}.` : ""}
          </p>
        </div>
      </div>
      <div className={s.thanksGrid}>
        <div className={s.thanksMain}>
          <section className={s.card} aria-labelledby="next-title">
            <h2 id="next-title">What happens next</h2>
            {collecting && order.pickup ? (
              <>
                <p>
                  We'll text {order.pickup.firstName ? `${order.pickup.firstName} ` : ""}when your order is
                  ready to collect. Bring your order number and photo ID.
                </p>
                <h3 className={s.subTitle}>Click &amp; collect from</h3>
                <address className={s.address}>
                  {storeLines(order.pickup).map((l) => (
                    <span key={l}>{l}</span>
                  ))}
                  {order.pickup.collectionPoint ? (
                    <span data-testid="collection-point">Collect from: {order.pickup.collectionPoint}</span>
                  ) : null}
                  {order.pickup.firstName ? (
                    <span className={s.muted}>
                      Collected by {order.pickup.firstName} {order.pickup.lastName}
                    </span>
                  ) : null}
                </address>
              </>
            ) : order.deliveryAddress ? (
              <>
                <p>We'll e-mail you when your order is on its way, with a link to track it.</p>
                <h3 className={s.subTitle}>Delivering to</h3>
                <address className={s.address}>
                  <span>
                    {order.deliveryAddress.firstName} {order.deliveryAddress.lastName}
                  </span>
                  {addressLines(order.deliveryAddress).map((l) => (
                    <span key={l}>{l}</span>
                  ))}
                </address>
              </>
            ) : (
              <p>We'll e-mail you as your order is processed.</p>
            )}
          </section>
          <section className={s.card} aria-labelledby="items-title">
            <h2 id="items-title">Items</h2>
            <ul className={li.list}>
              {order.entries.map((e, i) => (
                <li key={e.entryNumber ?? i} className={li.item}>
                  <img src={e.imageUrl} alt="" width={64} height={64} loading="lazy" className={li.thumb} />
                  <div className={s.entryText}>
                    <span className={s.entryName}>{e.name}</span>
                    {e.colour || e.size ? (
                      <span className={s.muted}>{[e.colour, e.size].filter(Boolean).join(", ")}</span>
                    ) : null}
                    <span className={s.muted}>Qty {e.quantity}</span>
                  </div>
                  <span className={s.entryPrice}>{e.totalPrice.formattedValue}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div className={s.thanksSide}>
          <section className={s.card} aria-labelledby="paid-title">
            <h2 id="paid-title">Payment</h2>
            <ul className={s.payments}>
              {order.payments.map((p, i) => (
                <li key={`${p.method}-${p.sequence ?? i}`}>
                  <span>{paymentLine(p)}</span>
                  <span>{p.amount.formattedValue}</span>
                </li>
              ))}
            </ul>
            <OrderTotals
              classes={{ list: s.totals, total: s.totalRow, gst: s.gst }}
              subtotal={{ value: order.subtotal.formattedValue }}
              delivery={{
                label: collecting ? "Click & collect" : "Delivery",
                value: thankYouFee ? (thankYouFee.value === 0 ? "Free" : thankYouFee.formattedValue) : "—",
              }}
              bulkyFee={order.bulkyFee}
              giftCardDeliveryFee={order.giftCardDeliveryFee}
              total={{ value: order.total.formattedValue }}
              gst={{ value: order.gst.formattedValue }}
            />
          </section>
          {linkForm}
          <p>
            <Link to="/" className={buttonClass("secondary", true)}>
              Continue shopping
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}

/**
 * A guest's offer: keep this order in an account with just a password (linkOrder). The e-mail is the
 * order's; on success the new customer is signed in.
 */
export function LinkOrderForm({
  orderCode,
  email,
  onLinked,
}: {
  orderCode: string;
  email: string;
  /** Called once the account exists and is signed in: refresh the session. */
  onLinked: () => Promise<unknown> | void;
}) {
  const uid = useId();
  const [password, setPassword] = useState("");
  const [marketing, setMarketing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<{ text: string; link: "signIn" | "signUp" | null } | null>(null);
  const [pending, setPending] = useState(false);
  const [accountUrl, setAccountUrl] = useState<string | null>(null);
  const [show, setShow] = useState(false);
  const doneTitle = useRef<HTMLHeadingElement>(null);

  // The new account's heading takes focus, so the change of the card is heard and seen.
  // Centred in view: a plain focus() scrolls it just to the top, under the shop's sticky header.
  useEffect(() => {
    const el = doneTitle.current;
    if (!accountUrl || !el) return;
    el.focus({ preventScroll: true });
    el.closest("section")?.scrollIntoView?.({
      block: "center",
      behavior: reducedMotion() ? "auto" : "smooth",
    });
  }, [accountUrl]);

  const fieldError = (text: string) => {
    setError(text);
    document.getElementById(`${uid}-password`)?.focus();
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const problem = passwordRule(password);
    if (problem) {
      fieldError(problem);
      return;
    }
    setError(null);
    setPending(true);
    try {
      const answer = await linkOrder({ password, optIntoMarketing: marketing, linkOrderCode: orderCode });
      // The server's redirectUrl is where the account lives (an in-app path); anything else is ours.
      const to = answer?.redirectUrl?.startsWith("/") && !answer.redirectUrl.startsWith("//");
      setAccountUrl(to ? answer.redirectUrl! : "/my-account");
      // The new account is signed in: the session (and its csrf token) changed.
      void Promise.resolve(onLinked()).catch(() => undefined);
    } catch (err) {
      if (err instanceof ApiError) {
        switch (err.code) {
          case "ERR_VALIDATION":
          case "ERR_LOGIN_REGISTER_WEAK_PASSWORD":
          case "WEAK_PASSWORD": {
            const key = err.fields.password;
            if (key === "insecure-password" || err.code !== "ERR_VALIDATION") {
              fieldError(messages["insecure-password"]);
              return;
            }
            if (key) {
              fieldError(fieldMessage("password", key));
              return;
            }
            break;
          }
          case "ERR_LOGIN_REGISTER_USER_EXISTS":
            setFormError({ text: messages["link-order-exists"], link: "signIn" });
            return;
          case "ERR_ORDER_NOT_FOUND":
            setFormError({ text: messages["link-order-not-found"], link: "signUp" });
            return;
          default:
            if (err.status === 429) {
              setFormError({ text: "Too many attempts. Please wait a moment and try again.", link: null });
              return;
            }
        }
      }
      setFormError({ text: messages["link-order-failed"], link: null });
    } finally {
      setPending(false);
    }
  }

  if (accountUrl) {
    return (
      <section className={s.card} aria-labelledby={`${uid}-title`} data-testid="link-order-done">
        <h2 id={`${uid}-title`} ref={doneTitle} tabIndex={-1}>
          Account created
        </h2>
        <Notice tone="success">
          <p>Your account is ready and this order is in it. You're signed in.</p>
        </Notice>
        <Link to={accountUrl}>Go to My Account</Link>
      </section>
    );
  }

  return (
    <section className={`${s.card} ${s.linkCard}`} aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>Save your details for next time</h2>
      <p>
        Create an account with <strong>{email}</strong>: just add a password. You can track this order and
        check out faster.
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label="Create an account">
        {formError ? (
          <Notice tone="error">
            <p>
              {formError.text}{" "}
              {formError.link === "signIn" ? (
                <Link to={`/login?${new URLSearchParams({ username: email })}`}>Sign in</Link>
              ) : formError.link === "signUp" ? (
                <Link to={`/login?${new URLSearchParams({ type: "signup", username: email })}`}>
                  Create an account
                </Link>
              ) : null}
            </p>
          </Notice>
        ) : null}
        <TextField
          id={`${uid}-password`}
          label="Password"
          type={show ? "text" : "password"}
          autoComplete="new-password"
          hint="6 to 32 characters, without ~ or spaces."
          value={password}
          error={error ?? undefined}
          onChange={(e) => {
            setPassword(e.target.value);
            if (error) setError(null);
          }}
          trailing={
            <button
              type="button"
              className={s.showButton}
              aria-pressed={show}
              onClick={() => setShow((x) => !x)}
            >
              {show ? "Hide" : "Show"}
            </button>
          }
        />
        <Checkbox
          id={`${uid}-marketing`}
          label="Send me offers, new arrivals and news by e-mail"
          checked={marketing}
          onChange={(e) => setMarketing(e.target.checked)}
        />
        <button type="submit" className={buttonClass("primary", true)} disabled={pending}>
          {pending ? "Creating your account…" : "Create account"}
        </button>
      </form>
    </section>
  );
}

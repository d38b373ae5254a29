import { useEffect, useId, useMemo, useRef, useState, type ComponentType, type Ref } from "react";
import { Link } from "react-router";
import {
  useForm,
  useWatch,
  type FieldErrors,
  type FieldPath,
  type UseFormRegisterReturn,
} from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "../../../lib/api";
import { STATES, zodResolver } from "../../../lib/validation";
import { FieldError, Notice, SelectField, TextField } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { Icon } from "../../../components/ui/Icon";
import { searchOrderForReturn, submitReturn } from "../api";
import { lookupProblem, RETURN_MESSAGES, serverMessage } from "../messages";
import { TRACK_ORDER_PATH } from "../paths";
import {
  fieldOrder,
  returnRequest,
  returnSchema,
  serverErrors,
  summaryMessage,
  type AddressMode,
  type ErrorName,
  type ReturnValues,
} from "../returnForm";
import { notReturnableNote, notReturnableText, whyNotReturnable, whyOrderNotReturnable } from "../status";
import type { Lookup, Order, OrderEntry, RefundReason } from "../types";
import { LookupForm } from "./LookupForm";
import { StatusChip } from "./parts";
import s from "../order.module.css";

/** An address finder suggestion (the account feature's). */
export interface AddressSuggestion {
  id: string;
  label: string;
  addressValid: boolean;
}

/** The single-line address finder's props (the account feature's AddressFinder, handed in by the page). */
export interface AddressFinderProps {
  id: string;
  label?: string;
  initialText?: string;
  selected: string;
  onSelect: (s: AddressSuggestion | null) => void;
  onManual: () => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

interface Found {
  order: Order;
  reasons: RefundReason[];
  lookup: Lookup;
}

/** Moves the focus to an element once it is on screen (the next step's heading, a summary). */
function useFocusOn<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!key || !ref.current) return;
    ref.current.focus({ preventScroll: true });
    ref.current.scrollIntoView?.({ block: "center" });
  }, [key]);
  return ref;
}

/**
 * The returns portal (seed 000 §2): find the order by number and e-mail, choose items, quantities
 * and reasons, give the sender's details and address (the finder or typed in), submit; the
 * confirmation shows the return's status and estimated refund.
 */
export function ReturnsPortal({
  AddressFinder,
  finder,
  initial,
}: {
  AddressFinder: ComponentType<AddressFinderProps>;
  /** Whether the single-line finder is on (feature singleLineAddressLookup). */
  finder: boolean;
  /** The order to look up, from an order page. */
  initial?: Partial<Lookup> | undefined;
}) {
  const [found, setFound] = useState<Found | null>(null);
  const [done, setDone] = useState<{ order: Order; email: string; lookup: Lookup } | null>(null);
  const stepRef = useFocusOn<HTMLHeadingElement>(found);
  const doneRef = useFocusOn<HTMLHeadingElement>(done);
  const findRef = useRef<HTMLHeadingElement>(null);

  const startAgain = () => {
    setFound(null);
    setDone(null);
    requestAnimationFrame(() => findRef.current?.focus());
  };

  if (done)
    return (
      <ReturnConfirmation
        order={done.order}
        email={done.email}
        lookup={done.lookup}
        titleRef={doneRef}
        onAnother={startAgain}
      />
    );

  if (!found) {
    return (
      <section className={s.formCard} aria-labelledby="find-title">
        <h2 id="find-title" ref={findRef} tabIndex={-1} className={s.stepTitle}>
          <span className={s.stepNo} aria-hidden="true">
            1
          </span>
          Find your order
        </h2>
        <p className={s.muted}>Enter the order number and e-mail address from your order confirmation.</p>
        <LookupForm
          label="Find your order"
          submitLabel="Find order"
          busyLabel="Finding your order…"
          initial={initial}
          find={searchOrderForReturn}
          onFound={(a, lookup) => setFound({ order: a.orderData, reasons: a.refundReasons, lookup })}
        />
      </section>
    );
  }

  const why = whyOrderNotReturnable(found.order, new Date());
  return (
    <>
      <section className={s.formCard} aria-labelledby="found-title">
        <div className={s.found}>
          <div>
            <h2 id="found-title" className={s.stepTitle}>
              <span className={s.stepNo} aria-hidden="true">
                <Icon name="check" size={16} />
              </span>
              Your order
            </h2>
            <p>
              <strong>Order {found.order.code}</strong> · placed {found.order.placedDate}{" "}
              <StatusChip status={found.order.status} />
            </p>
          </div>
          <button type="button" className={buttonClass("ghost")} onClick={startAgain}>
            Change order
          </button>
        </div>
      </section>
      {why ? (
        <section className={s.formCard} aria-labelledby="none-title" data-testid="nothing-returnable">
          <h2 id="none-title" ref={stepRef} tabIndex={-1} className={s.stepTitle}>
            Nothing to return
          </h2>
          <Notice tone="info">
            <p>{notReturnableText(why, found.order)}</p>
          </Notice>
          <p>
            Faulty item? The Australian Consumer Law covers you after 60 days too:{" "}
            <Link to="/help/contact-us">contact us</Link>. See our{" "}
            <Link to="/help/refund-policy">refund policy</Link> or{" "}
            <Link to={TRACK_ORDER_PATH}>track this order</Link>.
          </p>
        </section>
      ) : (
        <ReturnForm
          found={found}
          AddressFinder={AddressFinder}
          finder={finder}
          titleRef={stepRef}
          onDone={(order, email, lookup) => setDone({ order, email, lookup })}
        />
      )}
    </>
  );
}

/** Reads a nested error's message by its dotted name ("items.2.reason"). */
function messageAt(errors: FieldErrors<ReturnValues>, name: ErrorName): string | undefined {
  let node: unknown = errors;
  for (const key of name.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const m = node && typeof node === "object" ? (node as { message?: unknown }).message : undefined;
  return typeof m === "string" && m ? m : undefined;
}

function ReturnForm({
  found,
  AddressFinder,
  finder,
  titleRef,
  onDone,
}: {
  found: Found;
  AddressFinder: ComponentType<AddressFinderProps>;
  finder: boolean;
  titleRef: Ref<HTMLHeadingElement>;
  onDone: (order: Order, email: string, lookup: Lookup) => void;
}) {
  const uid = useId();
  const id = (n: string) => `${uid}-${n.replace(/\./g, "-")}`;
  const { order, reasons, lookup } = found;
  const entries = order.entries;
  const delivery = order.deliveryAddress;
  const person = delivery ?? order.pickup;
  const [mode, setMode] = useState<AddressMode>(delivery || !finder ? "manual" : "single");
  // A problem that is not a field's (the order can no longer be returned, too many tries…).
  const [formProblem, setFormProblem] = useState<string | null>(null);
  // The server's own summary of its field errors, shown until the shopper changes something.
  const [serverTitle, setServerTitle] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Each failed submit moves the focus to the summary, once it is drawn (the form's errors may
  // arrive a render after the submit's own state).
  const [attempt, setAttempt] = useState(0);
  const focused = useRef(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > focused.current && summaryRef.current) {
      focused.current = attempt;
      summaryRef.current.focus({ preventScroll: true });
      summaryRef.current.scrollIntoView?.({ block: "center" });
    }
  });
  const finderInput = useRef<HTMLInputElement>(null);
  const now = useMemo(() => new Date(), []);

  const resolver = useMemo(
    () => zodResolver<ReturnValues>(returnSchema(entries, mode) as unknown as z.ZodType<ReturnValues>),
    [entries, mode],
  );
  const form = useForm<ReturnValues>({
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false, // the summary takes the focus; its links lead to each field
    defaultValues: {
      items: entries.map(() => ({ quantity: 0, reason: "" })),
      firstName: person?.firstName ?? "",
      lastName: person?.lastName ?? "",
      email: lookup.email,
      phone: person?.phone ?? "",
      singleLineId: "",
      singleLineLabel: "",
      line1: delivery?.line1 ?? "",
      line2: delivery?.line2 ?? "",
      town: delivery?.town ?? "",
      state: delivery?.state ?? "",
      postalCode: delivery?.postalCode ?? "",
      location: "",
    },
    resolver,
  });
  const { errors, isSubmitted } = form.formState;
  const items = useWatch({ control: form.control, name: "items" });
  const singleLineId = useWatch({ control: form.control, name: "singleLineId" });

  const names = fieldOrder(entries.length, mode).filter((n) => messageAt(errors, n));
  const title =
    formProblem ??
    (names.length ? (serverTitle ?? summaryMessage(names, (n) => messageAt(errors, n))) : undefined);

  /** After the first submit the items are checked again as they change (their rules span items). */
  const recheckItems = () => {
    if (isSubmitted) void form.trigger("items");
  };

  const setQuantity = (i: number, n: number) => {
    form.setValue(`items.${i}.quantity`, n);
    setServerTitle(null);
    recheckItems();
  };

  const switchMode = (next: AddressMode) => {
    form.clearErrors();
    setFormProblem(null);
    setServerTitle(null);
    setMode(next);
  };

  const targetOf = (name: ErrorName): string => {
    if (name === "items") {
      const first = entries.findIndex((e) => e.returnableQuantity > 0);
      return id(`items.${Math.max(first, 0)}.quantity`);
    }
    if (name === "singleLineId") return id("finder");
    if (name === "location") return id("town");
    return id(name);
  };

  const onInvalid = () => {
    setFormProblem(null);
    setServerTitle(null);
    setAttempt((a) => a + 1);
  };

  const onValid = async (v: ReturnValues) => {
    const { request, sent } = returnRequest(lookup, entries, v, mode);
    setFormProblem(null);
    setServerTitle(null);
    setBusy(true);
    try {
      const answer = await submitReturn(request);
      onDone(answer.orderData, request.address.email, lookup);
    } catch (err) {
      if (err instanceof ApiError && err.code === "ERR_VALIDATION") {
        const mapped = serverErrors(err.fields, sent, mode);
        mapped.forEach((e) =>
          form.setError(e.name as FieldPath<ReturnValues>, { type: "server", message: e.message }),
        );
        if (mapped.length) setServerTitle(err.message || null);
        else setFormProblem(err.message || RETURN_MESSAGES.returnInvalid);
      } else if (err instanceof ApiError && err.code === "ERR_RETURN_INVALID") {
        setFormProblem(err.message || RETURN_MESSAGES.returnInvalid);
      } else if (err instanceof ApiError && (err.status === 404 || err.status === 429)) {
        setFormProblem(lookupProblem(err).message ?? serverMessage(err));
      } else {
        setFormProblem(serverMessage(err));
      }
      setAttempt((a) => a + 1);
    } finally {
      setBusy(false);
    }
  };

  const itemName = (name: ErrorName) => {
    const m = /^items\.(\d+)\./.exec(name);
    return m ? entries[Number(m[1])]?.name : undefined;
  };

  // The summary lists each field's error, unless its one error says what the title says.
  const listed = names.length === 1 && messageAt(errors, names[0]!) === title ? [] : names;
  const locationError = messageAt(errors, "location");
  const itemsError = messageAt(errors, "items");

  return (
    <form
      noValidate
      aria-label="Return items"
      onSubmit={(e) => void form.handleSubmit(onValid, onInvalid)(e)}
      // Any change the shopper makes retires the server's summary: it is worked out again from the fields.
      onChange={() => setServerTitle(null)}
      data-testid="return-form"
    >
      {title ? (
        <div
          ref={summaryRef}
          className={s.summary}
          role="alert"
          tabIndex={-1}
          aria-labelledby={`${uid}-summary-title`}
          data-testid="error-summary"
        >
          <p className={s.summaryTitle} id={`${uid}-summary-title`}>
            <Icon name="alert" size={20} />
            {title}
          </p>
          {listed.length > 0 ? (
            <ul>
              {listed.map((n) => {
                const what = itemName(n);
                return (
                  <li key={n}>
                    <a
                      href={`#${targetOf(n)}`}
                      onClick={(e) => {
                        e.preventDefault();
                        if (n === "singleLineId") finderInput.current?.focus();
                        else document.getElementById(targetOf(n))?.focus();
                      }}
                    >
                      {what ? `${what}: ` : ""}
                      {messageAt(errors, n)}
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      ) : null}

      <section className={s.formCard} aria-labelledby="items-step-title">
        <h2 id="items-step-title" ref={titleRef} tabIndex={-1} className={s.stepTitle}>
          <span className={s.stepNo} aria-hidden="true">
            2
          </span>
          Choose items to return
        </h2>
        <fieldset className={s.fieldset} aria-describedby={itemsError ? `${id("items")}-error` : undefined}>
          <legend className="visually-hidden">Items in order {order.code}</legend>
          {itemsError ? (
            <div className={s.groupError}>
              <FieldError id={`${id("items")}-error`}>{itemsError}</FieldError>
            </div>
          ) : null}
          <ul className={s.returnItems}>
            {entries.map((e, i) => (
              <ReturnItem
                key={e.entryNumber}
                entry={e}
                index={i}
                why={e.returnableQuantity > 0 ? undefined : whyNotReturnable(order, e.entryNumber, now)}
                quantity={items?.[i]?.quantity ?? 0}
                onQuantity={(n) => setQuantity(i, n)}
                reasons={reasons}
                qtyId={id(`items.${i}.quantity`)}
                reasonId={id(`items.${i}.reason`)}
                qtyError={messageAt(errors, `items.${i}.quantity`)}
                reasonError={messageAt(errors, `items.${i}.reason`)}
                reasonField={form.register(`items.${i}.reason`, { onChange: recheckItems })}
              />
            ))}
          </ul>
        </fieldset>
      </section>

      <section className={s.formCard} aria-labelledby="details-step-title">
        <h2 id="details-step-title" className={s.stepTitle}>
          <span className={s.stepNo} aria-hidden="true">
            3
          </span>
          Your details
        </h2>
        <p className={s.muted}>We'll e-mail your return label and send updates about the return here.</p>
        <div className={s.pair}>
          <TextField
            id={id("firstName")}
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register("firstName")}
          />
          <TextField
            id={id("lastName")}
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register("lastName")}
          />
        </div>
        <div className={s.pair}>
          <TextField
            id={id("email")}
            label="E-mail address"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.email?.message}
            {...form.register("email")}
          />
          <TextField
            id={id("phone")}
            label="Mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint="The courier may call or text you."
            error={errors.phone?.message}
            {...form.register("phone")}
          />
        </div>
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>Pick-up address</legend>
          <p className={`${s.muted} ${s.small}`}>
            Where our courier collects the parcel. It's also the sender's address on your return label.
          </p>
          {mode === "single" ? (
            <AddressFinder
              id={id("finder")}
              inputRef={finderInput}
              selected={singleLineId}
              error={errors.singleLineId?.message}
              onSelect={(sug) => {
                form.setValue("singleLineId", sug?.id ?? "", { shouldValidate: Boolean(sug) && isSubmitted });
                form.setValue("singleLineLabel", sug?.label ?? "");
                setServerTitle(null);
              }}
              onManual={() => switchMode("manual")}
            />
          ) : (
            <>
              <TextField
                id={id("line1")}
                label="Street address"
                autoComplete="address-line1"
                error={errors.line1?.message}
                {...form.register("line1")}
              />
              <TextField
                id={id("line2")}
                label="Apartment, unit or building (optional)"
                autoComplete="address-line2"
                error={errors.line2?.message}
                {...form.register("line2")}
              />
              <TextField
                id={id("town")}
                label="Suburb"
                autoComplete="address-level2"
                error={errors.town?.message}
                aria-describedby={locationError ? `${id("location")}-error` : undefined}
                {...form.register("town")}
              />
              <div className={s.pair}>
                <SelectField
                  id={id("state")}
                  label="State"
                  autoComplete="address-level1"
                  error={errors.state?.message}
                  {...form.register("state")}
                >
                  <option value="">Select</option>
                  {STATES.map((st) => (
                    <option key={st} value={st}>
                      {st}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  id={id("postalCode")}
                  label="Postcode"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={4}
                  error={errors.postalCode?.message}
                  aria-describedby={locationError ? `${id("location")}-error` : undefined}
                  {...form.register("postalCode")}
                />
              </div>
              {locationError ? (
                <div className={s.groupError}>
                  <FieldError id={`${id("location")}-error`}>{locationError}</FieldError>
                </div>
              ) : null}
              {finder ? (
                <button
                  type="button"
                  className={`link-button ${s.switchMode}`}
                  onClick={() => switchMode("single")}
                >
                  Search for your address instead
                </button>
              ) : null}
            </>
          )}
        </fieldset>
      </section>

      <button
        type="submit"
        className={buttonClass("primary", true)}
        disabled={busy}
        data-testid="submit-return"
      >
        {busy ? "Submitting your return…" : "Submit return"}
      </button>
      <p className={s.note}>
        Refunds go back to your original payment method within 3-5 business days of the items reaching us.
      </p>
    </form>
  );
}

function ReturnItem({
  entry,
  index,
  why,
  quantity,
  onQuantity,
  reasons,
  qtyId,
  reasonId,
  qtyError,
  reasonError,
  reasonField,
}: {
  entry: OrderEntry;
  index: number;
  why: ReturnType<typeof whyNotReturnable>;
  quantity: number;
  onQuantity: (n: number) => void;
  reasons: RefundReason[];
  qtyId: string;
  reasonId: string;
  qtyError: string | undefined;
  reasonError: string | undefined;
  reasonField: UseFormRegisterReturn;
}) {
  const max = entry.returnableQuantity;
  const options = [entry.colour, entry.size].filter(Boolean).join(", ");
  const chosen = quantity > 0;
  return (
    <li
      className={`${s.returnItem} ${chosen ? s.returnItemChosen : ""} ${max === 0 ? s.returnItemOff : ""}`}
      data-testid="return-item"
      data-index={index}
    >
      {entry.imageUrl ? (
        <img src={entry.imageUrl} alt="" width={64} height={64} loading="lazy" className={s.thumb} />
      ) : (
        <span className={s.thumb} aria-hidden="true" />
      )}
      <div className={s.entryText}>
        <span className={s.entryName}>{entry.name}</span>
        {options ? <span className={s.muted}>{options}</span> : null}
        <span className={s.muted}>
          Bought {entry.quantity} · {entry.totalPrice.formattedValue}
        </span>
        {max > 0 ? (
          <span>{max === entry.quantity ? "All" : max} can be returned</span>
        ) : why ? (
          <span>
            <strong>{notReturnableNote(why)}</strong>
          </span>
        ) : null}
      </div>
      {max > 0 ? (
        <div className={s.returnControls}>
          <div className={s.qtyField}>
            <label htmlFor={qtyId} className={s.qtyLabel} id={`${qtyId}-label`}>
              Quantity to return
            </label>
            <ReturnStepper
              id={qtyId}
              name={entry.name}
              value={quantity}
              max={max}
              onChange={onQuantity}
              error={qtyError}
            />
            {qtyError ? <FieldError id={`${qtyId}-error`}>{qtyError}</FieldError> : null}
          </div>
          {chosen || reasonError ? (
            <div className={s.reasonField}>
              <SelectField id={reasonId} label="Reason for return" error={reasonError} {...reasonField}>
                <option value="">Select a reason</option>
                {reasons.map((r) => (
                  <option key={r.code} value={r.code}>
                    {r.name}
                  </option>
                ))}
              </SelectField>
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** − [n] + from 0 to what can be returned, with 44 px targets; typed numbers are clamped on blur. */
function ReturnStepper({
  id,
  name,
  value,
  max,
  onChange,
  error,
}: {
  id: string;
  name: string;
  value: number;
  max: number;
  onChange: (n: number) => void;
  error: string | undefined;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (raw: string) => {
    setDraft(null);
    const n = Number(raw);
    if (!raw.trim() || !Number.isInteger(n)) return;
    const clamped = Math.min(max, Math.max(0, n));
    if (clamped !== value) onChange(clamped);
  };
  return (
    <div
      className={`${s.stepper} ${error ? s.stepperInvalid : ""}`}
      role="group"
      aria-labelledby={`${id}-label`}
    >
      <button
        type="button"
        aria-label={`Return one fewer ${name}`}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        value={draft ?? String(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setDraft(e.target.value.replace(/[^\d]/g, "").slice(0, 4))}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            commit(e.currentTarget.value);
          }
        }}
      />
      <button
        type="button"
        aria-label={`Return one more ${name}`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

/** The return just booked: its status, estimated refund and what happens next. */
function ReturnConfirmation({
  order,
  email,
  lookup,
  titleRef,
  onAnother,
}: {
  order: Order;
  email: string;
  lookup: Lookup;
  titleRef: Ref<HTMLHeadingElement>;
  onAnother: () => void;
}) {
  const returns = order.returns ?? [];
  const r = returns[returns.length - 1];
  return (
    <section className={s.formCard} aria-labelledby="done-title" data-testid="return-confirmation">
      <div className={s.confirmHero}>
        <span className={s.confirmIcon} aria-hidden="true">
          <Icon name="check" size={28} />
        </span>
        <div>
          <h2 id="done-title" ref={titleRef} tabIndex={-1} className={s.stepTitle}>
            Your return is booked
          </h2>
          <p className={s.muted}>
            Order {order.code}
            {r ? ` · return ${r.returnCode}` : ""}
          </p>
        </div>
      </div>
      {r ? (
        <dl className={s.totals}>
          <div>
            <dt>Status</dt>
            <dd>
              <StatusChip status={r.status} kind="return" />
            </dd>
          </div>
          <div className={s.totalRow}>
            <dt>Estimated refund</dt>
            <dd data-testid="estimated-refund">{r.estimatedRefund.formattedValue}</dd>
          </div>
        </dl>
      ) : null}
      {r ? (
        <>
          <h3 className={s.subHead}>Items</h3>
          <ul className={s.itemsInline}>
            {r.entries.map((e) => (
              <li key={`${e.entryNumber}-${e.productCode}`}>
                {e.name} × {e.returnQty}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className={s.subHead}>What happens next</h3>
      <ol>
        <li>We've e-mailed your return label to {email}. Print it and attach it to the parcel.</li>
        <li>Pack the items securely, with their tags and any accessories.</li>
        <li>
          When they reach us we'll check them and refund your original payment method within 3-5 business
          days.
        </li>
      </ol>
      <div className={s.actions}>
        <Link to={TRACK_ORDER_PATH} state={lookup} className={buttonClass("secondary")}>
          Track your order
        </Link>
        <button type="button" className={buttonClass("ghost")} onClick={onAnother}>
          Return items from another order
        </button>
      </div>
    </section>
  );
}

import { useEffect, useId, useMemo, useRef, useState, type ComponentType, type Ref } from "react";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "../../../lib/api";
import { zodResolver } from "../../../lib/validation";
import type { AddressFinderProps } from "../../../components/forms/addressFinder";
import { FieldError } from "../../../components/ui/Field";
import { buttonClass } from "../../../components/ui/Button";
import { submitReturn } from "../api/submitReturn";
import { lookupProblem, RETURN_MESSAGES, serverMessage } from "../messages";
import {
  fieldOrder,
  messageAt,
  returnRequest,
  returnSchema,
  serverErrors,
  summaryMessage,
  type AddressMode,
  type ErrorName,
  type ReturnValues,
} from "../returnForm";
import { whyNotReturnable } from "../status";
import type { Lookup, Order, RefundReason, ReturnSender as Sender } from "../types";
import { ReturnErrorSummary } from "./ReturnErrorSummary";
import { ReturnItem } from "./ReturnItem";
import { ReturnSender } from "./ReturnSender";
import s from "../order.module.css";

/** The order found for a return, the refund reasons the shopper may give, and how it was found. */
export interface Found {
  order: Order;
  reasons: RefundReason[];
  lookup: Lookup;
  /** Who the order says sends the return (searchOrderForReturn's sender): the form starts with it. */
  sender?: Sender | undefined;
}

/**
 * Steps 2 and 3 of a return: the items with their quantities and reasons, the sender and the
 * sender's address; one summary of every error at the top, which takes the focus after a failed submit.
 */
export function ReturnForm({
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
  // The order's sender (the whole name, mobile and street) when the search gave it; else what the
  // order itself shows (a guest's order answer has no street or mobile).
  const delivery = order.deliveryAddress;
  const person = delivery ?? order.pickup;
  const from = found.sender;
  const pick = (a: string | undefined, b: string | null | undefined) => a || b || "";
  const hasStreet = Boolean(from?.line1 || delivery?.line1);
  const [mode, setMode] = useState<AddressMode>(hasStreet || delivery || !finder ? "manual" : "single");
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
      firstName: pick(from?.firstName, person?.firstName),
      lastName: pick(from?.lastName, person?.lastName),
      email: lookup.email,
      phone: pick(from?.phone, person?.phone),
      singleLineId: "",
      singleLineLabel: "",
      line1: pick(from?.line1, delivery?.line1),
      line2: pick(from?.line2, delivery?.line2),
      town: pick(from?.town, delivery?.town),
      state: pick(from?.state, delivery?.state),
      postalCode: pick(from?.postalCode, delivery?.postalCode),
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
        <ReturnErrorSummary
          summaryRef={summaryRef}
          titleId={`${uid}-summary-title`}
          title={title}
          listed={listed}
          messageOf={(n) => messageAt(errors, n)}
          itemName={itemName}
          targetOf={targetOf}
          focus={(n) => {
            if (n === "singleLineId") finderInput.current?.focus();
            else document.getElementById(targetOf(n))?.focus();
          }}
        />
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

      <ReturnSender
        form={form}
        id={id}
        mode={mode}
        singleLineId={singleLineId}
        AddressFinder={AddressFinder}
        finder={finder}
        finderInput={finderInput}
        onSwitchMode={switchMode}
        onAddressPicked={() => setServerTitle(null)}
      />

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

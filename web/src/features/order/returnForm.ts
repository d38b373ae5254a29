// The return form's rules (docs/validation.md, "Return form"), its request and the mapping of the server's
// field errors back onto it. Kept apart from the screen so each rule is tested on its own.
import type { FieldErrors } from "react-hook-form";
import { z } from "zod";
import {
  addressLineRule,
  emailRule,
  mobileRule,
  nameRule,
  postcodeRule,
  stateRule,
  suburbRule,
  zRule,
} from "../../lib/validation";
import { ADDRESS_LINE_1, ADDRESS_LINE_2 } from "../../lib/validationText";
import { RETURN_MESSAGES, returnFieldText } from "./messages";
import type { Lookup, OrderEntry, ReturnRequest } from "./types";

export type AddressMode = "single" | "manual";

export interface ReturnItemValue {
  /** Units to send back (0: not returned). */
  quantity: number;
  /** A refund reason's code. */
  reason: string;
}

/** The form: one item per order entry (in the order's order), the sender and where we collect. */
export interface ReturnValues {
  items: ReturnItemValue[];
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  singleLineId: string;
  singleLineLabel: string;
  line1: string;
  line2: string;
  town: string;
  state: string;
  postalCode: string;
  /** Never typed: it only carries the server's location-error (suburb, state and postcode). */
  location: string;
}

/** Names of the sender's fields (shipping information). */
export const PERSON_FIELDS = ["firstName", "lastName", "email", "phone"] as const;
/** Names of the address's fields, the finder's first. */
export const ADDRESS_FIELDS = [
  "singleLineId",
  "line1",
  "line2",
  "town",
  "state",
  "postalCode",
  "location",
] as const;

/** Where a return item's units stand: how many can go back. */
type Returnable = Pick<OrderEntry, "returnableQuantity">;

/**
 * The items' rules: each quantity a whole number from 0 to what can be returned ('Incorrect
 * quantity'), a reason for each item with a quantity ('Please select return reason'), and at least
 * one item ('Please select at least one return item from the order').
 */
export function itemsIssues(
  items: ReturnItemValue[],
  entries: Returnable[],
): { path: (string | number)[]; message: string }[] {
  const out: { path: (string | number)[]; message: string }[] = [];
  let any = false;
  items.forEach((it, i) => {
    const max = entries[i]?.returnableQuantity ?? 0;
    const q = it.quantity;
    if (!Number.isInteger(q) || q < 0 || q > max) {
      out.push({ path: ["items", i, "quantity"], message: RETURN_MESSAGES.incorrectQuantity });
      return;
    }
    if (q === 0) return;
    any = true;
    if (!it.reason.trim()) out.push({ path: ["items", i, "reason"], message: RETURN_MESSAGES.selectReason });
  });
  if (!any && out.length === 0) out.push({ path: ["items"], message: RETURN_MESSAGES.selectItem });
  return out;
}

const chosenAddress = z.string().superRefine((v, ctx) => {
  if (!v.trim()) ctx.addIssue({ code: "custom", message: RETURN_MESSAGES.selectAddress });
});

/** The whole form's schema for an order's entries and the address mode. */
export function returnSchema(entries: Returnable[], mode: AddressMode) {
  const person = {
    firstName: zRule(nameRule("first name")),
    lastName: zRule(nameRule("last name")),
    email: zRule(emailRule),
    // The label carries the sender's mobile for Australia Post: it is required (as the server asks).
    phone: zRule(mobileRule(true)),
  };
  const address =
    mode === "single"
      ? { singleLineId: chosenAddress }
      : {
          line1: zRule(addressLineRule(true, ADDRESS_LINE_1)),
          line2: zRule(addressLineRule(false, ADDRESS_LINE_2)),
          town: zRule(suburbRule),
          state: zRule(stateRule),
          postalCode: zRule(postcodeRule),
        };
  const items = z.array(z.object({ quantity: z.number(), reason: z.string() }));
  return z.looseObject({ items, ...person, ...address }).superRefine((v, ctx) => {
    for (const issue of itemsIssues(v.items, entries)) {
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
  });
}

/** Form error names: a field ("line1"), an item's part ("items.2.reason") or the items ("items"). */
export type ErrorName = string;

/**
 * The message at the top of the form for these errors, as the server chooses its own: the first
 * item's problem, else the address's ('Please select a valid address'), else the sender's
 * ('Shipping information is invalid').
 */
export function summaryMessage(names: ErrorName[], messageOf: (name: ErrorName) => string | undefined) {
  const item = names.find((n) => n === "items" || n.startsWith("items."));
  if (item) return messageOf(item) ?? RETURN_MESSAGES.selectItem;
  if (names.some((n) => (ADDRESS_FIELDS as readonly string[]).includes(n)))
    return RETURN_MESSAGES.selectAddress;
  if (names.some((n) => (PERSON_FIELDS as readonly string[]).includes(n)))
    return RETURN_MESSAGES.shippingInvalid;
  return undefined;
}

/** The order of the form's fields on screen, for the error summary and the first focus. */
export function fieldOrder(itemCount: number, mode: AddressMode): ErrorName[] {
  const items: ErrorName[] = ["items"];
  for (let i = 0; i < itemCount; i++) items.push(`items.${i}.quantity`, `items.${i}.reason`);
  const address: ErrorName[] =
    mode === "single" ? ["singleLineId"] : ["line1", "line2", "town", "state", "postalCode", "location"];
  return [...items, ...PERSON_FIELDS, ...address];
}

/** The request: only items with a quantity (docs/validation.md, "Return form"), the address as the mode has it. */
export function returnRequest(
  lookup: Lookup,
  entries: Pick<OrderEntry, "productCode">[],
  v: ReturnValues,
  mode: AddressMode,
): { request: ReturnRequest; sent: number[] } {
  const sent: number[] = [];
  const returnEntries: ReturnRequest["returnEntries"] = [];
  v.items.forEach((it, i) => {
    const e = entries[i];
    if (!e || it.quantity <= 0) return;
    sent.push(i);
    returnEntries.push({ productCode: e.productCode, returnQty: it.quantity, reasonForReturn: it.reason });
  });
  const person = {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
  };
  const town = v.town.trim();
  const state = v.state.trim();
  const postalCode = v.postalCode.trim();
  const address: ReturnRequest["address"] =
    mode === "single"
      ? { ...person, singleLineLabel: v.singleLineLabel, id: v.singleLineId }
      : {
          ...person,
          line1: v.line1.trim(),
          line2: v.line2.trim(),
          town,
          state,
          postalCode,
          location: [town, state, postalCode].filter(Boolean).join(" "),
        };
  return { request: { ...lookup, returnEntries, address }, sent };
}

const ENTRY_FIELD = /^returnEntries\[(\d+)\]\.(returnQty|reasonForReturn)$/;

/**
 * The server's ERR_VALIDATION fields as the form's errors: returnEntries[n] is the n-th item sent
 * (`sent` maps it back to the form's item), the finder's line and id go on the finder, and the
 * parts of an address typed in on their own fields. Errors for fields the form does not show in
 * this mode are dropped.
 */
export function serverErrors(
  fields: Record<string, string>,
  sent: number[],
  mode: AddressMode,
): { name: ErrorName; message: string }[] {
  const out: { name: ErrorName; message: string }[] = [];
  const add = (name: ErrorName, message: string) => {
    if (!out.some((e) => e.name === name)) out.push({ name, message });
  };
  for (const [field, key] of Object.entries(fields)) {
    const m = ENTRY_FIELD.exec(field);
    if (m) {
      const i = sent[Number(m[1])];
      const text = returnFieldText(field, key);
      if (i !== undefined) add(`items.${i}.${m[2] === "returnQty" ? "quantity" : "reason"}`, text);
      else add("items", text);
      continue;
    }
    switch (field) {
      case "returnEntries":
        add("items", returnFieldText(field, key));
        break;
      case "singleLineLabel":
      case "id":
        if (mode === "single") add("singleLineId", returnFieldText("singleLineLabel", key));
        break;
      case "line1":
      case "line2":
      case "town":
      case "state":
      case "postalCode":
      case "location":
        if (mode === "manual") add(field, returnFieldText(field, key));
        break;
      case "firstName":
      case "lastName":
      case "email":
      case "phone":
        add(field, returnFieldText(field, key));
        break;
    }
  }
  return out;
}

/** Reads a nested error's message by its dotted name ("items.2.reason"). */
export function messageAt(errors: FieldErrors<ReturnValues>, name: ErrorName): string | undefined {
  let node: unknown = errors;
  for (const key of name.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const m = node && typeof node === "object" ? (node as { message?: unknown }).message : undefined;
  return typeof m === "string" && m ? m : undefined;
}

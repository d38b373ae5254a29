// The single-line address finder as a form sees it. The finder itself is the account feature's
// (it calls the account's address search); the app hands it to the checkout and the returns portal
// as a component of these props, since a feature never imports another.
import type { Ref } from "react";
import { addressLineRule } from "../../lib/validation";
import { ADDRESS_LINE_1 } from "../../lib/validationText";

/** One suggestion of the finder. */
export interface AddressSuggestion {
  id: string;
  label: string;
  addressValid: boolean;
}

/** The single-line address finder's props. */
export interface AddressFinderProps {
  id: string;
  label?: string;
  initialText?: string;
  selected: string;
  onSelect: (s: AddressSuggestion | null) => void;
  /**
   * Switch the form to manual entry: the shopper asked to (no argument), or the finder knows no
   * such address (ERR_NO_MATCH) and hands over what it read in the text.
   */
  onManual: (unfound?: Unfound) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** What the finder hands over when it knows no address for what was typed. */
export interface Unfound {
  /** The street line read in what was typed (streetLineOf), for line 1; "" when none. */
  line1: string;
}

/** The words that end a street's name: "Street", "St", "Terrace", "Tce"… */
const STREET_TYPES = new Set(
  (
    "street st str road rd avenue ave av parade pde crescent cres cr court ct crt place pl drive dr " +
    "lane ln way close cl terrace tce terr circuit cct highway hwy mall boulevard blvd esplanade esp " +
    "grove gr square sq"
  ).split(" "),
);

/** A house number: "12", "12a", "12-14", "2/120". */
const NUMBER = /^\d+[a-z]?(-\d+[a-z]?)?(\/\d+[a-z]?(-\d+[a-z]?)?)?$/i;

/** Words that may come before a unit's number: "Unit 2/14", "Flat 3". */
const UNIT = new Set(["unit", "u", "apt", "apartment", "flat"]);

/**
 * The street line in what was typed into the finder, for a manual address's line 1: the part
 * that starts with a house number ("Level 12, 120 Collins St, Melbourne" → "120 Collins St"), up
 * to its street type when one follows the name ("12 acland st st kilda" → "12 acland st"). ""
 * when nothing typed reads as a street line or the line would break line 1's rule (2-30
 * characters: letters, digits, spaces, hyphens, apostrophes, slashes).
 */
export function streetLineOf(typed: string): string {
  const rule = addressLineRule(true, ADDRESS_LINE_1);
  for (const part of typed.split(",")) {
    const words = part.trim().split(/\s+/).filter(Boolean);
    let start = words.findIndex((w) => NUMBER.test(w));
    if (start < 0) continue;
    if (start > 0 && UNIT.has(words[start - 1]!.toLowerCase())) start--;
    else if (start > 0) continue; // "Level 12": not the street line
    let end = words.length;
    let named = false;
    for (let i = start + 1; i < words.length; i++) {
      const w = words[i]!;
      if (NUMBER.test(w)) continue;
      if (named && STREET_TYPES.has(w.toLowerCase().replace(/\.$/, ""))) {
        end = i + 1;
        break;
      }
      if (!UNIT.has(w.toLowerCase())) named = true;
    }
    if (!named) continue;
    const line = words.slice(start, end).join(" ");
    return rule(line) === undefined ? line : "";
  }
  return "";
}

/** Focuses a text field with the caret after its text, so what is typed next adds to it. */
export function focusAtEnd(id: string): void {
  const el = document.getElementById(id);
  if (!(el instanceof HTMLInputElement)) return;
  el.focus();
  const n = el.value.length;
  el.setSelectionRange(n, n);
}

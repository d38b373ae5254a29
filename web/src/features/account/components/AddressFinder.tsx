import { useEffect, useId, useRef, useState, type Ref } from "react";
import { ApiError } from "../../../lib/api";
import { FieldError, fieldIds } from "../../../components/ui/Field";
import { streetLineOf, type Unfound } from "../../../components/forms/addressFinder";
import { Icon } from "../../../components/ui/Icon";
import { ADDRESS_SEARCH_MIN, useAddressSearch } from "../api/searchAddress";
import { messages } from "../messages";
import type { AddressSuggestion } from "../types";
import f from "../../../components/ui/field.module.css";
import s from "./address.module.css";

/** Typing pauses this long before the finder asks. */
const DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/**
 * The single-line address finder: an ARIA 1.2 combobox. Typing (3+ characters, debounced) asks
 * searchAddress; suggestions are a listbox moved through with the arrow keys, chosen with Enter or
 * a click. Too many matches asks for more. No match (ERR_NO_MATCH: the finder does not know the
 * street) switches the form to manual entry at once, with the street line typed so far for line 1;
 * the hint says so beforehand. No finder (an error) offers manual entry.
 */
export function AddressFinder({
  id,
  label = "Start typing your address",
  initialText = "",
  selected,
  onSelect,
  onManual,
  error,
  inputRef,
}: {
  id: string;
  label?: string;
  initialText?: string;
  /** The chosen suggestion's id ("" when none). */
  selected: string;
  onSelect: (s: AddressSuggestion | null) => void;
  /**
   * Switch the form to manual entry: asked for by the button (no argument), or because the finder
   * knows no such address, with the street line read in what was typed.
   */
  onManual: (unfound?: Unfound) => void;
  /** The form's message for this field ("Please select an address"). */
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const listId = useId();
  const statusId = useId();
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [needsNumber, setNeedsNumber] = useState(false);
  const term = useDebounced(text.trim(), DEBOUNCE_MS);
  // Looked up while nothing is chosen; the list shows while the input has focus, the outcome
  // (too many, no match) stays in view either way.
  const searching = !selected && term.length >= ADDRESS_SEARCH_MIN;
  const q = useAddressSearch(term, { enabled: searching });
  const suggestions = searching ? (q.data?.addressSuggestions ?? []) : [];
  const code = q.error instanceof ApiError ? q.error.code : q.error ? "unavailable" : "";
  const expanded = open && suggestions.length > 0;

  // A new list starts with nothing active.
  const [listFor, setListFor] = useState(q.data);
  if (listFor !== q.data) {
    setListFor(q.data);
    setActive(-1);
  }

  function choose(sug: AddressSuggestion) {
    if (!sug.addressValid) {
      // The finder knows the street but not the number: the shopper types it and chooses again.
      setNeedsNumber(true);
      setText(sug.label.replace(/^\s*/, ""));
      return;
    }
    setNeedsNumber(false);
    setText(sug.label);
    setOpen(false);
    onSelect(sug);
  }

  // No match: the finder does not know this address, so the form switches to typing it in, once
  // per text, carrying what was typed as far as it reads as a street line.
  const noMatch =
    searching &&
    (code === "ERR_NO_MATCH" || (!q.isFetching && q.data !== undefined && suggestions.length === 0));
  const handedOver = useRef("");
  useEffect(() => {
    if (noMatch && handedOver.current !== term) {
      handedOver.current = term;
      onManual({ line1: streetLineOf(text) });
    }
  }, [noMatch, term, text, onManual]);

  let status = "";
  if (searching) {
    if (q.isFetching && !q.data && !q.error) status = "Looking up addresses…";
    else if (code === "ERR_TOOMANY_MATCHES") status = messages["too-many-matches"];
    else if (code === "ERR_NO_MATCH" || (q.data && suggestions.length === 0)) status = messages["no-match"];
    else if (code) status = messages["suggested-unavailable"];
    else if (open && suggestions.length > 0) {
      status = `${suggestions.length} address${suggestions.length === 1 ? "" : "es"} found. Use the up and down arrows to choose.`;
    }
  } else if (open && !selected && text.trim().length > 0 && text.trim().length < ADDRESS_SEARCH_MIN) {
    status = "Keep typing: enter at least 3 characters";
  }

  const ids = fieldIds(id);
  const shownError = needsNumber ? messages["street-number-required"] : error;
  const describedBy = [`${id}-hint`, shownError ? ids.error : ""].filter(Boolean).join(" ");
  const activeId = active >= 0 ? `${listId}-opt-${active}` : undefined;

  return (
    <div className={`${f.field} ${s.finder}`}>
      <label htmlFor={id} className={f.label}>
        {label}
      </label>
      <div id={`${id}-hint`} className={f.hint}>
        For example: 12 Church Street, Richmond VIC. If we can't find your address, you'll type it in instead.
      </div>
      <div className={f.control}>
        <span className={s.searchIcon} aria-hidden="true">
          <Icon name="search" size={18} />
        </span>
        <input
          id={id}
          ref={inputRef}
          className={f.input}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded ? activeId : undefined}
          aria-describedby={describedBy}
          aria-invalid={shownError ? true : undefined}
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setNeedsNumber(false);
            if (selected) onSelect(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown") {
              e.preventDefault();
              setOpen(true);
              if (suggestions.length) setActive((a) => (a + 1) % suggestions.length);
            } else if (e.key === "ArrowUp") {
              e.preventDefault();
              if (suggestions.length) setActive((a) => (a <= 0 ? suggestions.length - 1 : a - 1));
            } else if (e.key === "Enter") {
              const sug = expanded && active >= 0 ? suggestions[active] : undefined;
              if (sug) {
                e.preventDefault();
                choose(sug);
              }
            } else if (e.key === "Escape" && expanded) {
              e.preventDefault();
              setOpen(false);
            }
          }}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggested addresses"
        className={s.listbox}
        hidden={!expanded}
      >
        {suggestions.map((sug, i) => (
          <li
            key={sug.id}
            id={`${listId}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className={s.option}
            // Chosen on mouse down so the input's blur does not close the list first.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(sug);
            }}
          >
            <Icon name="pin" size={16} />
            <span>
              {sug.label}
              {!sug.addressValid ? <span className={s.optionHint}> — add a street number</span> : null}
            </span>
          </li>
        ))}
      </ul>
      <div id={statusId} role="status" className={s.status} data-testid="address-finder-status">
        {status}
      </div>
      {shownError ? <FieldError id={ids.error}>{shownError}</FieldError> : null}
      <button type="button" className={`link-button ${s.manual}`} onClick={() => onManual()}>
        Enter address manually
      </button>
    </div>
  );
}

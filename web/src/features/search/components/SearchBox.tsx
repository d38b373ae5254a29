import { memo, useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useAutosuggest } from "../api/autosuggest";
import { searchTermOf } from "../urlState";
import { Icon } from "../../../components/ui/Icon";
import { useEarlyText } from "../../../lib/hydration";
import s from "../search.module.css";

type Option =
  | { kind: "term"; text: string }
  | { kind: "product"; url: string; name: string; image: string; price: string };

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setV(value), ms);
    return () => window.clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** Suggested terms shown above the products; the API gives up to 10. */
const VISIBLE_TERMS = 6;

/** The header search: an ARIA combobox with suggested terms and products as the shopper types. */
export const SearchBox = memo(function SearchBox() {
  const [params] = useSearchParams();
  const [text, setText] = useState(searchTermOf(params));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  useEarlyText(input, text, (typed, focused) => {
    setText(typed);
    setOpen(focused);
  });
  const navigate = useNavigate();
  const id = useId();
  const term = useDebounced(text.trim(), 150);
  // Asked for only while the box is open: a results page's term in the box needs none until then.
  const q = useAutosuggest(term, { enabled: open && term !== "" });
  const options = useMemo<Option[]>(() => {
    if (!q.data || !term) return [];
    return [
      ...q.data.suggestions.slice(0, VISIBLE_TERMS).map((t): Option => ({ kind: "term", text: t })),
      ...q.data.products.map((p): Option => ({
        kind: "product",
        url: p.url,
        name: p.name,
        image: p.imageUrl,
        price: p.price.formattedValue,
      })),
    ];
  }, [q.data, term]);
  const showPopup = open && options.length > 0;

  const go = (o: Option | undefined) => {
    setOpen(false);
    setActive(-1);
    if (!o) {
      if (text.trim()) navigate(`/search?${new URLSearchParams({ searchTerm: text.trim() })}`);
      return;
    }
    if (o.kind === "term") {
      setText(o.text);
      navigate(`/search?${new URLSearchParams({ searchTerm: o.text })}`);
    } else {
      navigate(o.url);
    }
  };
  const terms = options.filter((o) => o.kind === "term");
  const products = options.filter((o) => o.kind === "product");
  const optionId = (i: number) => `${id}-opt-${i}`;
  const renderOption = (o: Option, i: number) => (
    <li
      key={optionId(i)}
      id={optionId(i)}
      role="option"
      aria-selected={i === active}
      className={s.option}
      onMouseDown={(e) => {
        e.preventDefault();
        go(o);
      }}
      onMouseEnter={() => setActive(i)}
    >
      {o.kind === "term" ? (
        <>
          <Icon name="search" size={16} />
          <span className={`${s.optionName} ${s.term}`}>{highlight(o.text, term)}</span>
        </>
      ) : (
        <>
          <img src={o.image} alt="" width={48} height={48} />
          <span className={s.optionName}>{o.name}</span>
          <span className={s.optionPrice}>{o.price}</span>
        </>
      )}
    </li>
  );
  return (
    // A plain GET form too: without JavaScript (or before it has loaded) it goes to /search.
    <form
      role="search"
      className={s.form}
      action="/search"
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        go(active >= 0 ? options[active] : undefined);
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search products
      </label>
      <div className={s.inputWrap}>
        <input
          ref={input}
          id={`${id}-input`}
          className={s.input}
          name="searchTerm"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showPopup}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          placeholder="Search for products, brands and more"
          autoComplete="off"
          value={text}
          maxLength={200}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown") {
              e.preventDefault();
              setOpen(true);
              setActive((a) => Math.min(a + 1, options.length - 1));
            } else if (e.key === "ArrowUp") {
              e.preventDefault();
              setActive((a) => Math.max(a - 1, -1));
            } else if (e.key === "Escape" && showPopup) {
              // Escape closes the suggestions and keeps the text. With the suggestions already
              // closed, a second Escape clears the box: a native search input's own behaviour, which
              // preventDefault holds back the first time.
              e.preventDefault();
              setOpen(false);
              setActive(-1);
            }
          }}
        />
        <button type="submit" className={s.submit} aria-label="Search">
          <Icon name="search" />
        </button>
      </div>
      <div className={s.popup} hidden={!showPopup}>
        <ul className={s.listbox} role="listbox" id={`${id}-listbox`} aria-label="Suggestions">
          {terms.length > 0 ? (
            <li role="presentation" className={s.group}>
              Suggestions
            </li>
          ) : null}
          {terms.map((o, i) => renderOption(o, i))}
          {products.length > 0 ? (
            <li role="presentation" className={s.group}>
              Products
            </li>
          ) : null}
          {products.map((o, i) => renderOption(o, terms.length + i))}
        </ul>
      </div>
      <div className="visually-hidden" aria-live="polite">
        {showPopup ? `${options.length} suggestions available` : ""}
      </div>
    </form>
  );
});

function highlight(text: string, term: string) {
  const i = text.toLowerCase().indexOf(term.toLowerCase());
  if (!term || i < 0) return text;
  return (
    <>
      {text.slice(0, i)}
      <mark>{text.slice(i, i + term.length)}</mark>
      {text.slice(i + term.length)}
    </>
  );
}

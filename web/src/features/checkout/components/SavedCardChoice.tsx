import { cardExpired, cardName, savedCardName } from "../rules";
import type { SavedCard } from "../types";
import s from "../checkout.module.css";

/** The value of the "Use a new card" radio. */
export const NEW_CARD = "new";

/**
 * A signed-in customer's saved cards as radio choices (the default marked, an expired one shown but
 * not choosable), and "Use a new card", which shows the card fields. `value` is a paydockSourceId or
 * NEW_CARD.
 */
export function SavedCardChoice({
  name,
  cards,
  value,
  onChange,
  disabled = false,
  now = new Date(),
}: {
  name: string;
  cards: readonly SavedCard[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  now?: Date;
}) {
  return (
    <fieldset className={s.fieldset} disabled={disabled} data-testid="saved-cards">
      <legend className={s.legend}>Pay with</legend>
      <ul className={s.methodList}>
        {cards.map((c) => {
          const id = `${name}-${c.paydockSourceId}`;
          const expired = cardExpired(c.expiry, now);
          const checked = value === c.paydockSourceId;
          return (
            <li
              key={c.paydockSourceId}
              className={`${s.radioCard} ${s.methodRow} ${checked ? s.radioChecked : ""}`}
            >
              <input
                type="radio"
                id={id}
                name={name}
                value={c.paydockSourceId}
                checked={checked}
                disabled={expired}
                onChange={() => onChange(c.paydockSourceId)}
                aria-describedby={`${id}-detail`}
              />
              <label htmlFor={id}>
                <span className={`${s.methodName} ${s.radioTitle}`}>
                  {savedCardName(c)}
                  {c.isDefault ? <span className={s.tag}>Default</span> : null}
                </span>
                <span id={`${id}-detail`} className={s.muted}>
                  {expired ? `Expired ${c.expiry}: remove it in My Account` : `Expires ${c.expiry}`}
                </span>
              </label>
              <span className={s.mark} data-mark="card" aria-hidden="true">
                {cardName(c.cardType)}
              </span>
            </li>
          );
        })}
        <li className={`${s.radioCard} ${s.methodRow} ${value === NEW_CARD ? s.radioChecked : ""}`}>
          <input
            type="radio"
            id={`${name}-new`}
            name={name}
            value={NEW_CARD}
            checked={value === NEW_CARD}
            onChange={() => onChange(NEW_CARD)}
          />
          <label htmlFor={`${name}-new`}>
            <span className={s.methodName}>Use a new card</span>
          </label>
        </li>
      </ul>
    </fieldset>
  );
}

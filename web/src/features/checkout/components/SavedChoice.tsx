import { cardExpired, cardName, savedCardName } from "../rules";
import type { PayPalAccount, SavedCard } from "../types";
import s from "../checkout.module.css";

/** The value of the "Use a new card" (or another PayPal account) radio. */
export const NEW_CARD = "new";

interface Choice {
  id: string;
  title: string;
  detail?: string;
  isDefault: boolean;
  disabled?: boolean;
  mark: string;
  markKind: "card" | "paypal";
}

/**
 * Saved payment methods as radio choices (the default marked, an unusable one shown but not
 * choosable), then the choice of a new one. `value` is a saved method's id or NEW_CARD.
 */
function SavedChoice({
  name,
  choices,
  newLabel,
  value,
  onChange,
  disabled,
  testId,
}: {
  name: string;
  choices: Choice[];
  newLabel: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  testId: string;
}) {
  return (
    <fieldset className={s.fieldset} disabled={disabled} data-testid={testId}>
      <legend className={s.legend}>Pay with</legend>
      <ul className={s.methodList}>
        {choices.map((c) => {
          const id = `${name}-${c.id}`;
          const checked = value === c.id;
          return (
            <li key={c.id} className={`${s.radioCard} ${s.methodRow} ${checked ? s.radioChecked : ""}`}>
              <input
                type="radio"
                id={id}
                name={name}
                value={c.id}
                checked={checked}
                disabled={c.disabled}
                onChange={() => onChange(c.id)}
                aria-describedby={c.detail ? `${id}-detail` : undefined}
              />
              <label htmlFor={id}>
                <span className={`${s.methodName} ${s.radioTitle}`}>
                  {c.title}
                  {c.isDefault ? <span className={s.tag}>Default</span> : null}
                </span>
                {c.detail ? (
                  <span id={`${id}-detail`} className={s.muted}>
                    {c.detail}
                  </span>
                ) : null}
              </label>
              <span className={s.mark} data-mark={c.markKind} aria-hidden="true">
                {c.mark}
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
            <span className={s.methodName}>{newLabel}</span>
          </label>
        </li>
      </ul>
    </fieldset>
  );
}

/**
 * A signed-in customer's saved cards (an expired one shown but not choosable) and "Use a new card",
 * which shows the card fields. `value` is a paydockSourceId or NEW_CARD.
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
  const choices = cards.map((c): Choice => {
    const expired = cardExpired(c.expiry, now);
    return {
      id: c.paydockSourceId,
      title: savedCardName(c),
      detail: expired ? `Expired ${c.expiry}: remove it in My Account` : `Expires ${c.expiry}`,
      isDefault: c.isDefault,
      disabled: expired,
      mark: cardName(c.cardType),
      markKind: "card",
    };
  });
  return (
    <SavedChoice
      name={name}
      choices={choices}
      newLabel="Use a new card"
      value={value}
      onChange={onChange}
      disabled={disabled}
      testId="saved-cards"
    />
  );
}

/**
 * A signed-in customer's saved PayPal accounts (paid without leaving the shop) and "Use another
 * PayPal account" (PayPal's page). `value` is a paymentInfoId or NEW_CARD.
 */
export function SavedPaypalChoice({
  name,
  accounts,
  value,
  onChange,
  disabled = false,
}: {
  name: string;
  accounts: readonly PayPalAccount[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const choices = accounts.map((a): Choice => ({
    id: a.paymentInfoId,
    title: `PayPal account ${a.email}`,
    detail: "Pays at once, without leaving this page",
    isDefault: a.isDefault,
    mark: "PayPal",
    markKind: "paypal",
  }));
  return (
    <SavedChoice
      name={name}
      choices={choices}
      newLabel="Use another PayPal account"
      value={value}
      onChange={onChange}
      disabled={disabled}
      testId="saved-paypal"
    />
  );
}

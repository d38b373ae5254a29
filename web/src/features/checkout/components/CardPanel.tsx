import type { Ref } from "react";
import { buttonClass } from "../../../components/ui/Button";
import { Checkbox } from "../../../components/ui/Field";
import { Skeleton } from "../../../components/ui/Skeleton";
import type { CardFields, SavedCard } from "../types";
import { CardFrame, type CardFrameHandle } from "./CardFrame";
import { NEW_CARD, SavedCardChoice } from "./SavedChoice";
import s from "../checkout.module.css";

/**
 * Paying by card: a signed-in customer's saved cards, or the card fields (with "Save this card"),
 * and Place order. Enter in a card field is Place order, through the same press.
 */
export function CardPanel({
  uid,
  cardRef,
  restLabel,
  savedCards,
  cardSource,
  cardFields,
  signedIn,
  saveCard,
  placing,
  canPlace,
  placeLabel,
  onCardChoice,
  onSaveCard,
  onPlace,
}: {
  uid: string;
  cardRef: Ref<CardFrameHandle>;
  /** With gift cards: the rest left to pay by card, as a heading. */
  restLabel: string | null;
  savedCards: SavedCard[];
  cardSource: string;
  cardFields: CardFields | null;
  signedIn: boolean;
  saveCard: boolean;
  placing: boolean;
  canPlace: boolean;
  placeLabel: string;
  onCardChoice: (v: string) => void;
  onSaveCard: (on: boolean) => void;
  onPlace: () => void;
}) {
  return (
    <div className={s.methodPanel}>
      {restLabel ? <h3 className={s.subTitle}>Pay the rest ({restLabel}) by card</h3> : null}
      {savedCards.length > 0 ? (
        <SavedCardChoice
          name={`${uid}-card`}
          cards={savedCards}
          value={cardSource}
          disabled={placing}
          onChange={onCardChoice}
        />
      ) : null}
      {cardSource === NEW_CARD ? (
        <>
          {cardFields ? (
            // Enter in a card field is Place order, through the same press (one order per press).
            <CardFrame
              ref={cardRef}
              title="Card details"
              fields={cardFields}
              onSubmit={() => {
                if (canPlace) onPlace();
              }}
            />
          ) : (
            <Skeleton height={260} />
          )}
          {signedIn ? (
            <Checkbox
              id={`${uid}-save-card`}
              label="Save this card for next time"
              hint="Our payment provider keeps the card details, not us. Remove it any time in My Account."
              checked={saveCard}
              disabled={placing}
              onChange={(e) => onSaveCard(e.target.checked)}
            />
          ) : null}
        </>
      ) : null}
      <button
        type="button"
        className={`${buttonClass("primary", true)} ${s.placeOrder}`}
        disabled={!canPlace}
        aria-disabled={placing || undefined}
        onClick={onPlace}
        data-testid="place-order"
      >
        {placeLabel}
      </button>
    </div>
  );
}

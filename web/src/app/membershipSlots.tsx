// OnePass and the checkout meet here (a feature never imports another): the membership's card choice
// is the checkout's saved cards and its hosted card fields, whose one-time token pays for OnePass.
import { useId, useImperativeHandle, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "../components/ui/Skeleton";
import { fetchPaymentMethods, PAYMENT_METHODS_URL } from "../features/checkout/api/getPaymentMethods";
import { CardFrame, TokenizeError, type CardFrameHandle } from "../features/checkout/components/CardFrame";
import { NEW_CARD, SavedCardChoice } from "../features/checkout/components/SavedChoice";
import { cardExpired } from "../features/checkout/rules";
import type { CardChoiceProps, MembershipSlots } from "../features/membership/slots";
import s from "./membership.module.css";

/**
 * The saved cards (the default chosen first) and "Use a new card" with the card fields. Keyed under
 * getPaymentMethods' URL, so a card saved here shows in My Account → Payment methods and the checkout.
 */
function CardChoice({ ref, legend, disabled = false, exclude }: CardChoiceProps) {
  const uid = useId();
  const methods = useQuery({
    queryKey: [PAYMENT_METHODS_URL, "membership"],
    queryFn: ({ signal }) => fetchPaymentMethods(signal),
    retry: false,
  });
  const cards = (methods.data?.savedCards ?? []).filter((c) => c.paydockSourceId !== exclude);
  const usable = cards.filter((c) => !cardExpired(c.expiry));
  const first = usable.find((c) => c.isDefault) ?? usable[0];
  const [picked, setPicked] = useState<string | null>(null);
  const value = picked ?? first?.paydockSourceId ?? NEW_CARD;
  const frame = useRef<CardFrameHandle>(null);

  useImperativeHandle(
    ref,
    () => ({
      async source() {
        if (value !== NEW_CARD) return { paydockSourceId: value };
        if (!frame.current) throw new TokenizeError("unavailable");
        const t = await frame.current.tokenize();
        return { oneTimeToken: t.oneTimeToken };
      },
    }),
    [value],
  );

  if (methods.isPending) return <Skeleton height={160} />;
  const fields = methods.data?.cardFields;
  const cardFrame = <CardFrame ref={frame} title="Card details" fields={fields} />;
  if (cards.length === 0) {
    return (
      <fieldset className={s.cardChoice} disabled={disabled}>
        <legend className={s.legend}>{legend}</legend>
        {cardFrame}
      </fieldset>
    );
  }
  return (
    <div className={s.cardChoice}>
      <SavedCardChoice
        name={`${uid}-card`}
        cards={cards}
        value={value}
        disabled={disabled}
        onChange={setPicked}
      />
      {value === NEW_CARD ? cardFrame : null}
    </div>
  );
}

export const membershipSlots: MembershipSlots = { CardChoice };

import { useContext } from "react";
import type { Money } from "../../lib/money";
import { OnePassInfoContext } from "./onePassInfo";
import s from "./ui.module.css";

/** The price block: sale colour with the was-price struck through when reduced, and the OnePass line. */
export function Price({
  price,
  wasPrice,
  onePassPrice,
  large = false,
}: {
  price: Money;
  wasPrice?: Money | undefined;
  onePassPrice?: Money | undefined;
  large?: boolean;
}) {
  const info = useContext(OnePassInfoContext);
  const reduced = Boolean(wasPrice && wasPrice.value > price.value);
  return (
    <div className={large ? s.large : undefined}>
      <div className={s.price}>
        <span className={[s.now, reduced ? s.sale : ""].join(" ")}>
          {reduced ? <span className="visually-hidden">Now </span> : null}
          {price.formattedValue}
        </span>
        {reduced && wasPrice ? (
          <s className={s.was}>
            <span className="visually-hidden">Was </span>
            {wasPrice.formattedValue}
          </s>
        ) : null}
      </div>
      {onePassPrice ? (
        <div className={s.onePass}>
          {onePassPrice.formattedValue} with OnePass
          {info ? <> {info()}</> : null}
        </div>
      ) : null}
    </div>
  );
}

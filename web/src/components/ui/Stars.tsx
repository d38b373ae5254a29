import { Icon } from "./Icon";
import s from "./ui.module.css";

export function Stars({ rating, count }: { rating: number; count: number }) {
  if (count <= 0) return null;
  const full = Math.round(rating);
  return (
    <span className={s.stars}>
      <span className={s.starRow} aria-hidden="true">
        {[1, 2, 3, 4, 5].map((i) => (
          <Icon key={i} name="star" size={14} filled={i <= full} />
        ))}
      </span>
      <span className="visually-hidden">Rated {rating.toFixed(1)} out of 5 from</span>
      <span>
        ({count.toLocaleString("en-AU")}
        <span className="visually-hidden"> reviews</span>)
      </span>
    </span>
  );
}

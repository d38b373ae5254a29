import { Link } from "react-router";
import s from "../staff.module.css";

/** "Page 2 of 5 · 212 consignments" with Previous and Next links (the page is in the address). */
export function Pager({
  page,
  totalPages,
  total,
  noun,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  total: number;
  /** The plural noun counted: "consignments". */
  noun: string;
  hrefFor: (page: number) => string;
}) {
  if (total === 0) return null;
  return (
    <nav className={s.pager} aria-label="Pages">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev">
          Previous<span className="visually-hidden"> page</span>
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <p aria-live="polite">
        Page {page} of {Math.max(totalPages, 1)} · {total} {noun}
      </p>
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} rel="next">
          Next<span className="visually-hidden"> page</span>
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}

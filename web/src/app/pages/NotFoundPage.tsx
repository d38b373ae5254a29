import { Link } from "react-router";
import { usePageTitle } from "../usePageTitle";
import s from "./pages.module.css";

export default function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <div className="container">
      <div className={s.empty}>
        <h1>We couldn't find that page</h1>
        <p>It may have moved, or the product is no longer available.</p>
        <p>
          <Link to="/">Go to the home page</Link> or search for what you need above.
        </p>
      </div>
    </div>
  );
}

import { Link } from "react-router";
import { usePageTitle } from "../usePageTitle";
import s from "./pages.module.css";

export default function BasketPage() {
  usePageTitle("Basket");
  return (
    <div className="container">
      <div className={s.empty}>
        <h1>Your basket is empty</h1>
        <p>Find something you love and it will be waiting here.</p>
        <Link to="/c/top-offers">Shop top offers</Link>
      </div>
    </div>
  );
}

import { Link } from "react-router";
import { usePageTitle } from "../usePageTitle";
import s from "./pages.module.css";

export default function AccountPage() {
  usePageTitle("My account");
  return (
    <div className="container">
      <div className={s.empty}>
        <h1>My account</h1>
        <p>
          Signing in to a Wattle account is on its way. Until then your favourites and recently viewed
          products are kept on this device.
        </p>
        <Link to="/favourites">See your favourites</Link>
      </div>
    </div>
  );
}

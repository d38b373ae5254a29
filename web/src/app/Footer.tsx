import { memo } from "react";
import { Link } from "react-router";
import s from "./layout.module.css";

// Memoised: the layout renders again when the session, basket or store arrive; the footer is the same.
export const Footer = memo(function Footer() {
  return (
    <footer className={s.footer}>
      <div className="container">
        <div className={s.footerCols}>
          <div>
            <h2>Help</h2>
            <ul>
              <li>
                <Link to="/help/contact-us">Contact us</Link>
              </li>
              <li>
                <Link to="/stores">Find a store</Link>
              </li>
              <li>
                <Link to="/track-order">Track your order</Link>
              </li>
              <li>
                <Link to="/returns">Return items</Link>
              </li>
              <li>
                <Link to="/help/refunds-returns">Refunds &amp; returns</Link>
              </li>
              <li>
                <Link to="/help/refund-policy">Refund policy</Link>
              </li>
            </ul>
          </div>
          <div>
            <h2>Shop with us</h2>
            <ul>
              <li>
                <Link to="/c/top-offers">Top offers</Link>
              </li>
              <li>
                <Link to="/c/new-arrivals">New arrivals</Link>
              </li>
              <li>
                <Link to="/c/gift-cards">Gift cards</Link>
              </li>
              <li>
                <Link to="/c/onepass">OnePass member prices</Link>
              </li>
            </ul>
          </div>
          <div>
            <h2>About</h2>
            <ul>
              <li>
                <Link to="/modal/conditions-of-use">Conditions of use</Link>
              </li>
              <li>
                <Link to="/modal/privacy">Privacy policy</Link>
              </li>
            </ul>
          </div>
        </div>
        <p className={s.acknowledgement}>
          We acknowledge the Traditional Custodians of the lands on which we trade, and pay our respects to
          Elders past and present.
          <br />© {new Date().getFullYear()} Wattle Retail Pty Ltd. Prices include GST.
        </p>
      </div>
    </footer>
  );
});

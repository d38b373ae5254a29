import { memo } from "react";
import s from "./layout.module.css";
import { PlainLink } from "../components/ui/PlainLink";
import { Kept } from "../lib/keptParts";

// Memoised: the layout renders again when the session, basket or store arrive; the footer is the same.
// The server renders it once (lib/keptParts.tsx).
export const Footer = memo(function Footer() {
  return (
    <Kept as="footer" className={s.footer}>
      <div className="container">
        <div className={s.footerCols}>
          <div>
            <h2>Help</h2>
            <ul>
              <li>
                <PlainLink to="/help/contact-us">Contact us</PlainLink>
              </li>
              <li>
                <PlainLink to="/stores">Find a store</PlainLink>
              </li>
              <li>
                <PlainLink to="/track-order">Track your order</PlainLink>
              </li>
              <li>
                <PlainLink to="/returns">Return items</PlainLink>
              </li>
              <li>
                <PlainLink to="/help/refunds-returns">Refunds &amp; returns</PlainLink>
              </li>
              <li>
                <PlainLink to="/help/refund-policy">Refund policy</PlainLink>
              </li>
            </ul>
          </div>
          <div>
            <h2>Shop with us</h2>
            <ul>
              <li>
                <PlainLink to="/c/top-offers">Top offers</PlainLink>
              </li>
              <li>
                <PlainLink to="/c/new-arrivals">New arrivals</PlainLink>
              </li>
              <li>
                <PlainLink to="/c/gift-cards">Gift cards</PlainLink>
              </li>
              <li>
                <PlainLink to="/c/onepass">OnePass member prices</PlainLink>
              </li>
              <li>
                <PlainLink to="/onepass">OnePass membership</PlainLink>
              </li>
            </ul>
          </div>
          <div>
            <h2>About</h2>
            <ul>
              <li>
                <PlainLink to="/modal/conditions-of-use">Conditions of use</PlainLink>
              </li>
              <li>
                <PlainLink to="/modal/privacy">Privacy policy</PlainLink>
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
    </Kept>
  );
});

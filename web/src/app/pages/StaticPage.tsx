import type { ReactElement } from "react";
import { Link, useParams } from "react-router";
import { usePageTitle } from "../usePageTitle";
import NotFoundPage from "./NotFoundPage";
import s from "./pages.module.css";

/** A page's body: a paragraph (text), a heading, or anything else drawn as given (lists, links). */
type Block = string | { heading: string } | ReactElement;

const PHONE = "1300 000 000";
const EMAIL = "help@wattle.example";

const pages: Record<string, { title: string; body: Block[] }> = {
  "contact-us": {
    title: "Contact us",
    body: [
      "We're here to help with orders, deliveries, returns and your account.",
      { heading: "Call us" },
      <p key="phone">
        Phone <a href={`tel:${PHONE.replace(/\s/g, "")}`}>{PHONE}</a>, Monday to Friday 8am to 8pm and
        Saturday and Sunday 9am to 5pm (Melbourne time), except national public holidays.
      </p>,
      { heading: "E-mail us" },
      <p key="email">
        Write to <a href={`mailto:${EMAIL}`}>{EMAIL}</a>. We answer within one business day.
      </p>,
      { heading: "Live chat" },
      "We don't offer live chat. Please call or e-mail us instead.",
      { heading: "Before you get in touch" },
      "For a question about an order, have your order number and the e-mail address you ordered with ready. Many questions can be answered straight away online:",
      <ul key="self-service">
        <li>
          <Link to="/track-order">Track your order</Link>: where each delivery is up to, with the carrier's
          tracking.
        </li>
        <li>
          <Link to="/returns">Return items</Link>: book a return and get a return label by e-mail.
        </li>
        <li>
          <Link to="/help/refunds-returns">Refunds &amp; returns</Link> and our{" "}
          <Link to="/help/refund-policy">refund policy</Link>.
        </li>
      </ul>,
    ],
  },
  "refunds-returns": {
    title: "Refunds & returns",
    body: [
      "Changed your mind? You can return most items within 60 days of the day they were shipped to you or collected from a store. Items need to be unused and in their original condition, with tags and packaging.",
      { heading: "Return an online order" },
      <ol key="online">
        <li>
          Go to <Link to="/returns">Return items</Link> and enter your order number and the e-mail address you
          ordered with.
        </li>
        <li>Choose the items and how many of each, and tell us why you're returning them.</li>
        <li>
          Give your details and the address the parcel leaves from. Print your prepaid return label (we e-mail
          it too).
        </li>
        <li>
          Pack the items with the label attached and drop the parcel at any Australia Post outlet within 14
          days.
        </li>
      </ol>,
      <p key="track">
        You can follow your return on <Link to="/track-order">Track your order</Link>, or under Order history
        in My Account.
      </p>,
      { heading: "Return a store purchase" },
      "Bring the item and your receipt to any Wattle store. If you gave your e-mail address at the register, the receipt is also in My Account under Order history, In-store purchases: open \u201cReceipt for returns\u201d and show its barcode at the counter.",
      { heading: "Refunds" },
      "We refund your original payment method within 3-5 business days after we receive the items. Your bank may take a little longer to show it.",
      "The delivery fee is refunded only when you return the whole order.",
      { heading: "What can't be returned for a change of mind" },
      <ul key="excluded">
        <li>Gift cards</li>
        <li>Personalised items</li>
        <li>Pierced jewellery, such as earrings, for hygiene reasons</li>
      </ul>,
      <p key="faulty">
        Faulty item? Our <Link to="/help/refund-policy">refund policy</Link> explains your rights under the
        Australian Consumer Law. For anything else, <Link to="/help/contact-us">contact us</Link>.
      </p>,
    ],
  },
  "refund-policy": {
    title: "Refund policy",
    body: [
      { heading: "Change of mind" },
      "You can return an item for a change of mind within 60 days of the day it was shipped to you or collected from a store, with proof of purchase (your order number, or the receipt of a store purchase). It needs to be unused and in its original condition, with tags and packaging.",
      { heading: "Faulty items and the Australian Consumer Law" },
      "Our goods come with guarantees that cannot be excluded under the Australian Consumer Law. You are entitled to a replacement or refund for a major failure and compensation for any other reasonably foreseeable loss or damage. You are also entitled to have the goods repaired or replaced if the goods fail to be of acceptable quality and the failure does not amount to a major failure.",
      "These rights are not limited to 60 days, and nothing in this policy limits them. If an item is faulty, return it as below or contact us.",
      { heading: "How we refund" },
      "Refunds go back to the original payment method within 3-5 business days after we receive the items.",
      "The delivery fee is refunded only when the whole order is returned.",
      { heading: "Items we don't take back for a change of mind" },
      "Gift cards, personalised items and pierced jewellery. This doesn't affect your rights if they are faulty.",
      { heading: "How to return" },
      <ul key="how">
        <li>
          Online orders: book a return at <Link to="/returns">Return items</Link> with your order number and
          e-mail address, print the prepaid label and drop the parcel at any Australia Post outlet.
        </li>
        <li>
          Store purchases: bring the item to any Wattle store with your receipt, or show the receipt barcode
          from My Account (Order history, In-store purchases).
        </li>
      </ul>,
      <p key="more">
        See <Link to="/help/refunds-returns">Refunds &amp; returns</Link> for the steps,{" "}
        <Link to="/track-order">track an order or a return</Link>, or{" "}
        <Link to="/help/contact-us">contact us</Link>.
      </p>,
    ],
  },
  "conditions-of-use": {
    title: "Conditions of use",
    body: [
      "By using this site you agree to these conditions. Prices and availability can change without notice; we will always honour the price at checkout.",
    ],
  },
  privacy: {
    title: "Privacy policy",
    body: [
      "We collect the personal information we need to fulfil your orders and run your account. We never sell it. You can ask for a copy or for deletion at any time.",
    ],
  },
};

function render(block: Block, i: number) {
  if (typeof block === "string") return <p key={i}>{block}</p>;
  if ("heading" in block && typeof block.heading === "string") return <h2 key={i}>{block.heading}</h2>;
  return block as ReactElement;
}

/** Help pages and legal texts. */
export default function StaticPage() {
  const { page = "" } = useParams();
  const p = pages[page];
  usePageTitle(p?.title ?? "Page not found");
  if (!p) return <NotFoundPage />;
  return (
    <div className="container">
      <article className={s.prose}>
        <h1>{p.title}</h1>
        {p.body.map(render)}
      </article>
    </div>
  );
}

import { useParams } from "react-router";
import { usePageTitle } from "../usePageTitle";
import NotFoundPage from "./NotFoundPage";
import s from "./pages.module.css";

const pages: Record<string, { title: string; body: string[] }> = {
  "contact-us": {
    title: "Contact us",
    body: [
      "Our customer service team is here 8am to 8pm AEST, seven days. Call 1300 753 567 or chat with us from your account.",
      "For an order enquiry, have your order number and the e-mail address you ordered with ready.",
    ],
  },
  "refunds-returns": {
    title: "Refunds & returns",
    body: [
      "Changed your mind? Return items within 60 days of delivery or collection, with proof of purchase, in store or by post.",
      "Refunds go back to the original payment method within 5 business days of the return reaching us.",
    ],
  },
  "refund-policy": {
    title: "Refund policy",
    body: [
      "Our store return policy is 60 days. This does not limit your rights under the Australian Consumer Law: a major fault entitles you to a refund or replacement.",
      "Gift cards, personalised items and opened hygiene products cannot be returned for change of mind.",
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
        {p.body.map((t) => (
          <p key={t}>{t}</p>
        ))}
      </article>
    </div>
  );
}

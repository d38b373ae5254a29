import { Link } from "react-router";
import { Icon, type IconName } from "../../../components/ui/Icon";
import { useSession } from "../../../features/account/hooks/useSession";
import { ACCOUNT_HOME } from "../../../features/account/navigation";
import { MembershipContentBox } from "../../../features/membership/components/MembershipContentBox";
import { useShop } from "../../shop";
import { usePageTitle } from "../../usePageTitle";
import p from "./accountPages.module.css";

/** Each section's card: its path under My Account, icon, title and one action. */
const CARDS: [path: string, icon: IconName, title: string, action: string][] = [
  ["order-details", "package", "Order history", "View orders"],
  ["personal-details", "user", "Personal details", "Edit personal details"],
  ["account-details", "lock", "Account details", "Change password"],
  ["address-book", "home", "Address book", "Manage addresses"],
  ["payment-methods", "card", "Payment methods", "View payment methods"],
  ["onepass", "truck", "OnePass", "Manage OnePass"],
  ["my-store", "store", "My store", "See my store"],
];

/** What each section holds, under its title. */
const TEXT: Record<string, string> = {
  "order-details": "Track online orders, start a return and find your in-store receipts.",
  "personal-details": "Your name, mobile number and how we keep in touch.",
  "account-details": "The e-mail address you sign in with and your password.",
  "address-book": "Delivery addresses for a quicker checkout.",
  "payment-methods": "Cards and PayPal accounts saved at checkout.",
  onepass: "Free delivery and member prices: your membership, its card and payments.",
  "my-store": "Your store for click & collect and stock checks.",
};

/** My Account: a greeting and a card for each section, each with one action. */
export default function AccountOverviewPage() {
  usePageTitle("My account");
  const { session } = useSession();
  const { storeName } = useShop();
  const first = session?.customer.firstName;
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">{first ? `Hi ${first}` : "My account"}</h1>
      <p className={p.lead}>
        Signed in as <strong>{session?.customer.email}</strong>
      </p>
      {/* OnePass: a reminder for a member (a trial ending, a payment overdue), a nudge for others. */}
      <div className={p.onePassSlots}>
        <MembershipContentBox slot="reminder" look="reminder" />
        <MembershipContentBox slot="nudge" />
      </div>
      <ul className={p.cards}>
        {CARDS.map(([path, icon, title, action]) => {
          const text = TEXT[path] ?? "";
          return (
            <li key={path}>
              <div className={p.card}>
                <h2>
                  <Icon name={icon} size={20} /> {title}
                </h2>
                <p>{path === "my-store" && storeName ? `${storeName}. ${text}` : text}</p>
                <Link to={`${ACCOUNT_HOME}/${path}`}>{action}</Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

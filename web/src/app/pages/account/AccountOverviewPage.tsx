import { Link } from "react-router";
import { Icon, type IconName } from "../../../components/ui/Icon";
import { useSession } from "../../../features/account/hooks";
import { ACCOUNT_HOME } from "../../../features/account/navigation";
import { useShop } from "../../shop";
import { usePageTitle } from "../../usePageTitle";
import p from "./accountPages.module.css";

const CARDS: { to: string; icon: IconName; title: string; text: string; action: string }[] = [
  {
    to: `${ACCOUNT_HOME}/order-details`,
    icon: "package",
    title: "Order history",
    text: "Track online orders, start a return and find your in-store receipts.",
    action: "View orders",
  },
  {
    to: `${ACCOUNT_HOME}/personal-details`,
    icon: "user",
    title: "Personal details",
    text: "Your name, mobile number and how we keep in touch.",
    action: "Edit personal details",
  },
  {
    to: `${ACCOUNT_HOME}/account-details`,
    icon: "lock",
    title: "Account details",
    text: "The e-mail address you sign in with and your password.",
    action: "Change password",
  },
  {
    to: `${ACCOUNT_HOME}/address-book`,
    icon: "home",
    title: "Address book",
    text: "Delivery addresses for a quicker checkout.",
    action: "Manage addresses",
  },
  {
    to: `${ACCOUNT_HOME}/payment-methods`,
    icon: "card",
    title: "Payment methods",
    text: "Cards and PayPal accounts saved at checkout.",
    action: "View payment methods",
  },
  {
    to: `${ACCOUNT_HOME}/my-store`,
    icon: "store",
    title: "My store",
    text: "Your store for click & collect and stock checks.",
    action: "See my store",
  },
];

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
      <ul className={p.cards}>
        {CARDS.map((c) => (
          <li key={c.to}>
            <div className={p.card}>
              <h2>
                <Icon name={c.icon} size={20} /> {c.title}
              </h2>
              <p>{c.to.endsWith("my-store") && storeName ? `${storeName}. ${c.text}` : c.text}</p>
              <Link to={c.to}>{c.action}</Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
